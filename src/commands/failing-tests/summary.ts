/** failing-tests' job summary: the tests that failed in the window, most failing first. */
import { type TestCase } from '../../queue/index.js'
import {
  isFlaky,
  percent,
  sortByFailureRate,
  testName,
  testStatus,
  windowLength,
} from '../common/flaky-tests.js'
import { plural } from '../common/summary.js'
import { absoluteTime, md, mdLink, mdTable, parseTime, withTitle } from '../../ports/text.js'

/** Failing tests, most failing first, flaky and quarantined marked. */
export function failingTestsSection(
  tests: TestCase[],
  window: { start: string; end: string },
  maxRows = 100,
): string {
  const sorted = sortByFailureRate(tests)
  const start = parseTime(window.start)
  const end = parseTime(window.end)
  const span =
    start !== undefined && end !== undefined
      ? withTitle(
          `the last ${windowLength(end - start)}`,
          `${absoluteTime(start)} to ${absoluteTime(end)}`,
        )
      : `${md(window.start)} to ${md(window.end)}`
  let s = `${plural(tests.length, 'test')} failed in ${span}: ${tests.filter(isFlaky).length} flaky, ${tests.filter((t) => t.quarantined).length} quarantined.\n\n`
  if (!tests.length) return s
  s += mdTable(
    ['Test', 'Failure rate 7d', 'Failure rate 24h', 'Status', 'PRs impacted 7d', 'Owners'],
    sorted
      .slice(0, maxRows)
      .map((t) => [
        mdLink(testName(t), t.html_url),
        percent(t.failure_rate_last_7d),
        percent(t.failure_rate_last_24h),
        testStatus(t),
        md(t.pull_requests_impacted_last_7d),
        md(t.codeowners.join(' '), 80),
      ]),
  )
  if (sorted.length > maxRows) s += `\n\n_…and ${sorted.length - maxRows} more._`
  return s + '\n'
}
