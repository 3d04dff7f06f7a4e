/** testing-details' job summary: the test run, its PRs and its checks. */
import type { TestRun } from '../../queue/index.js'
import { commitLink, prLink, type SummaryContext } from '../common/summary.js'
import {
  codeSpan,
  isLinkable,
  linkMarkdown,
  md,
  mdFacts,
  mdLink,
  mdTable,
  timeAgo,
} from '../../ports/text.js'

/** The testing in progress of one test run. */
export function testingDetailsSection(d: TestRun, ctx: SummaryContext): string {
  const tested = d.testedPullRequests.map((p) => {
    const link = isLinkable(p.url)
      ? linkMarkdown(`#${md(p.number)}`, p.url)
      : prLink(ctx.repo, p.number)
    return `${link} ${md(p.title, 80)}`.trim()
  })
  let s =
    mdFacts([
      ['Test branch', codeSpan(d.testBranch)],
      ['Commit', commitLink(ctx.repo, d.testBranchSha)],
      ['Status', codeSpan(d.status ?? 'unknown')],
      ['Started', d.createdAt ? timeAgo(d.createdAt, ctx.now) : ''],
      ['Tested PRs', tested.join(', ')],
      ['Required statuses', d.requiredStatuses.map((r) => codeSpan(r)).join(', ')],
    ]) + '\n'
  const checks = new Map<string, { state: string; url?: string }>()
  for (const c of d.statusChecks) checks.set(c.name, { state: c.state ?? '', url: c.url })
  for (const r of d.checkRuns)
    checks.set(r.name, { state: r.conclusion ?? r.status ?? '', url: r.url })
  if (checks.size) {
    s +=
      '\n' +
      mdTable(
        ['Check', 'State'],
        [...checks].map(([name, c]) => [
          mdLink(name, c.url),
          codeSpan(c.state || 'unknown', { inTable: true }),
        ]),
      ) +
      '\n'
  }
  return s
}
