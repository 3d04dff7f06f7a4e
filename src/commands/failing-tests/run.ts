/**
 * failing-tests's run: lists the tests that failed in the window, with the flaky and quarantined
 * ones counted.
 */
import { type FlakyTests } from '../../queue/index.js'
import { Outputs } from '../../inputs/constants.js'
import { testCounts } from '../common/flaky-tests.js'
import { type CommandContext, type CommandResult, type SettingsFor } from '../common/types.js'
import { failingTestsSection } from './summary.js'

/** failing-tests' own settings. */
export interface FailingTestsSettings {
  /** The organization's URL slug. */
  orgUrlSlug: string
  /** The window, ending now. */
  windowHours: number
  /** The v2 test collection (id or name); undefined: the organization's only one. */
  testCollection?: string
}

/** Runs failing-tests with its settings. */
export async function run(
  c: CommandContext<SettingsFor<'repository', FailingTestsSettings>, FlakyTests>,
): Promise<CommandResult> {
  const end = new Date(c.clock.now())
  const start = new Date(end.getTime() - c.s.windowHours * 3600_000)
  const window = { start: start.toISOString(), end: end.toISOString() }
  const tests = await c.client.failingTests(
    { repo: c.s.repo, orgUrlSlug: c.s.orgUrlSlug, testCollection: c.s.testCollection },
    window,
    { signal: c.signal },
  )
  const outputs = testCounts(tests)
  c.log.info(
    `${tests.length} test(s) failed in the last ${c.s.windowHours} h: ${outputs[Outputs.FlakyTestsCount]} flaky, ${outputs[Outputs.QuarantinedTestsCount]} quarantined.`,
  )
  const kept = (JSON.parse(outputs[Outputs.FailingTests] as string) as unknown[]).length
  if (kept < tests.length)
    c.log.warning(
      `The failing-tests output holds the ${kept} most failing tests of ${tests.length} (outputs are limited in size).`,
    )
  return { outcome: 'success', outputs, summary: failingTestsSection(tests, window) }
}
