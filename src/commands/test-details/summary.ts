/** test-details' job summary: one test case's status, failures and quarantine. */
import { type TestCase } from '../../queue/index.js'
import { percent, testName, testStatus } from '../common/flaky-tests.js'
import type { SummaryContext } from '../common/summary.js'
import { codeSpan, md, mdFacts, mdLink, mdTable, parseTime, timeAgo } from '../../ports/text.js'

/** The details of one test. */
export function testDetailsSection(t: TestCase, ctx: SummaryContext): string {
  const since = parseTime(t.status.timestamp)
  let s =
    `Test ${mdLink(testName(t), t.html_url, 300)}\n\n` +
    mdFacts([
      [
        'Status',
        `${testStatus(t)}${since !== undefined ? ` since ${timeAgo(t.status.timestamp, ctx.now)}` : ''}${t.status.reason ? `: ${md(t.status.reason, 300)}` : ''}`,
      ],
      [
        'Failure rate',
        `${percent(t.failure_rate_last_7d)} (7 days), ${percent(t.failure_rate_last_24h)} (24 h)`,
      ],
      ['PRs impacted (7 days)', md(t.pull_requests_impacted_last_7d)],
      ['File', codeSpan(t.file_path ?? '', { max: 300 })],
      ['Owners', md(t.codeowners.join(' '))],
      ['Ticket', t.ticket ? mdLink(t.ticket.html_url, t.ticket.html_url) : ''],
    ]) +
    '\n'
  if (t.most_common_failures.length) {
    s +=
      '\n**Most common failures**\n\n' +
      mdTable(
        ['Failure', 'Count', 'Last seen'],
        t.most_common_failures.map((f) => [
          md(f.summary, 300),
          md(f.occurrence_count),
          f.last_occurrence ? timeAgo(f.last_occurrence, ctx.now) : '',
        ]),
      ) +
      '\n'
  }
  return s
}
