/** testing-details's run: reads one test run of the queue and the PRs it tests. */
import { parseTestBranch } from '../../ports/run-context.js'
import { Outputs } from '../../inputs/constants.js'
import * as summary from '../common/summary.js'
import { type CommandContext, type CommandResult, type SettingsFor } from '../common/types.js'
import { testingDetailsSection } from './summary.js'
import { testRunLine } from './words.js'

/** testing-details' own settings. */
export interface TestingDetailsSettings {
  /** The test run id: the uuid of the test branch. */
  testRunId: string
  /** The PR of that test run, when it is this run's own test branch's. */
  testRunPr?: number
}

/** Runs testing-details with its settings. */
export async function run(
  c: CommandContext<SettingsFor<'queue', TestingDetailsSettings>>,
): Promise<CommandResult> {
  const d = await c.client.getTestRun(
    { repo: c.s.repo, targetBranch: c.s.targetBranch, testRunId: c.s.testRunId },
    { signal: c.signal },
  )
  c.log.info(testRunLine(c.s.testRunId, d))
  const pr = parseTestBranch(d.testBranch)?.prNumber ?? c.s.testRunPr
  return {
    outcome: 'success',
    outputs: {
      [Outputs.TestingStatus]: d.status ?? '',
      [Outputs.PrNumber]: pr === undefined ? '' : String(pr),
    },
    summary: testingDetailsSection(d, summary.summaryContext(c)),
  }
}
