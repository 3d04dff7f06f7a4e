/** test-details's run: reads one test case: its status, failure rates and quarantine. */
import { type TrunkClient } from '../../client/index.js'
import { testCounts } from '../common/flaky-tests.js'
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
  c: CommandContext<SettingsFor<'repository', TestDetailsSettings>, TrunkClient>,
): Promise<CommandResult> {
  const t = await c.client.getTestDetails(
    { repo: c.s.repo, org_url_slug: c.s.orgUrlSlug, test_id: c.s.testId },
    { signal: c.signal },
  )
  c.log.info(
    `Test ${t.name}: ${t.status.value ?? 'unknown'}${t.quarantined ? ', quarantined' : ''}, failure rate ${t.failure_rate_last_7d} (7d).`,
  )
  return {
    outcome: 'success',
    outputs: testCounts([t]),
    summary: testDetailsSection(t, summary.summaryContext(c)),
  }
}
