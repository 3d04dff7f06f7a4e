/** testing-details' words (its summary's are in summary.ts). */
import type { TestRun } from '../../queue/index.js'

/** The test run in one log line: its branch, its status, the PRs it tests. */
export function testRunLine(testRunId: string, d: TestRun): string {
  const prs = d.testedPullRequests.map((p) => `#${p.number}`).join(', ') || 'no PR'
  return `Test run ${testRunId} on ${d.testBranch} is ${d.status ?? 'of unknown status'}; it tests ${prs}.`
}
