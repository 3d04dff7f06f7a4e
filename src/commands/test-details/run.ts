/** test-details's run: reads one test case: its status, failure rates and quarantine. */
import { type FlakyTests } from '../../queue/index.js'
import { Outputs } from '../../inputs/constants.js'
import { percent, percentValue } from '../common/flaky-tests.js'
import * as summary from '../common/summary.js'
import { type CommandContext, type CommandResult, type SettingsFor } from '../common/types.js'
import { testDetailsSection } from './summary.js'

/** test-details' own settings. */
export interface TestDetailsSettings {
  /** The organization's URL slug. */
  orgUrlSlug: string
  /** The test case id (a UUID, lowercase). */
  testId: string
}

/** Runs test-details with its settings. */
export async function run(
  c: CommandContext<SettingsFor<'repository', TestDetailsSettings>, FlakyTests>,
): Promise<CommandResult> {
  const t = await c.client.testDetails({ repo: c.s.repo, orgUrlSlug: c.s.orgUrlSlug }, c.s.testId, {
    signal: c.signal,
  })
  c.log.info(
    `Test ${t.name}: ${t.status.value ?? 'unknown'}${t.quarantined ? ', quarantined' : ''}, failure rate ${percent(t.failure_rate_last_7d)} (7 days).`,
  )
  return {
    outcome: 'success',
    outputs: {
      [Outputs.TestStatus]: t.status.value ?? '',
      [Outputs.IsQuarantined]: String(t.quarantined),
      [Outputs.FailureRate]: percentValue(t.failure_rate_last_7d),
    },
    summary: testDetailsSection(t, summary.summaryContext(c)),
  }
}
