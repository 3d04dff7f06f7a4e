/** The job summary of each command, as Markdown built by small pure functions. */
import type { Queue, SubmittedPullRequest, TestCase, TestingDetails } from '../client/index.js'
import { md, mdLink, mdTable } from './text.js'
import { formatDuration, type Transition } from './wait.js'

/** The heading every summary starts with. */
export function heading(title: string): string {
  return `### Merge queue: ${md(title)}\n`
}

/** The PR's state and where it stands. */
export function prSection(
  pr: SubmittedPullRequest | null,
  extra: { position?: number; depth?: number; queueState?: string } = {},
): string {
  if (!pr) return 'The PR is **not in the queue** (state `NOT_SUBMITTED`).\n'
  const rows: string[][] = [
    ['State', `\`${md(pr.state.toUpperCase())}\` since ${md(pr.stateChangedAt)}`],
    ['Commit', `\`${md(pr.prSha.slice(0, 12))}\``],
    [
      'Priority',
      `${md(pr.priorityName)} (${md(pr.priorityValue)})${pr.skipTheLine ? ', skips the line' : ''}${pr.noBatch ? ', tested alone (no batch)' : ''}`,
    ],
    ['In the queue', pr.isCurrentlySubmittedToQueue ? 'yes' : 'no'],
  ]
  if (pr.prTitle) rows.unshift(['Title', md(pr.prTitle)])
  if (extra.position !== undefined)
    rows.push(['Position', `${extra.position} of ${extra.depth ?? '?'}`])
  if (extra.queueState) rows.push(['Queue state', `\`${md(extra.queueState)}\``])
  return mdTable(['', ''], rows) + '\n'
}

/** The states this run saw, with when each began and how long it lasted. */
export function timelineSection(timeline: Transition[], endedAt: number): string {
  if (!timeline.length) return ''
  const rows = timeline.map((t, i) => {
    const next = timeline[i + 1]?.seenAt ?? endedAt
    return [
      `\`${md(t.state.toUpperCase())}\``,
      md(new Date(t.seenAt).toISOString()),
      md(t.since ?? ''),
      formatDuration(next - t.seenAt),
    ]
  })
  return (
    '\n**Timeline** (as this run saw it)\n\n' +
    mdTable(['State', 'Seen at', 'Since (service)', 'Duration'], rows) +
    '\n'
  )
}

/** Why the PR is not ready. */
export function notReadySection(reasons: string[] | undefined): string {
  if (!reasons?.length) return ''
  return '\n**Why it is not ready**\n\n' + reasons.map((r) => `- ${md(r, 400)}`).join('\n') + '\n'
}

/**
 * An integer with commas between groups of three digits (20,971,520), as toLocaleString('en-US')
 * writes it, without the ~30 ms that loading the locale data costs a short-lived process.
 */
export function groupDigits(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** The upload of impacted targets. */
export function uploadSection(u: {
  mode: 'list' | 'ALL'
  reason?: string
  count: number
  given: number
  requestBytes: number
  listBytes: number
  limit: number
}): string {
  const rows = [
    ['Mode', u.mode === 'ALL' ? '`ALL` (impacts every target)' : 'list'],
    ['Targets given', String(u.given)],
    ['Targets sent', String(u.count)],
    ['Request body', `${groupDigits(u.requestBytes)} bytes (limit ${groupDigits(u.limit)})`],
  ]
  let s = mdTable(['', ''], rows) + '\n'
  if (u.reason === 'oversize') {
    s += `\n> [!WARNING]\n> The list would have made a request body of more than ${groupDigits(u.listBytes)} bytes, over the service's 20 MiB limit, so \`ALL\` was sent instead: this PR is treated as impacting every target.\n`
  } else if (u.reason === 'server-413') {
    s += `\n> [!WARNING]\n> The service refused the list (${groupDigits(u.listBytes)} bytes) as too large (HTTP 413), so \`ALL\` was sent instead.\n`
  }
  return s
}

/** A queue's settings and its PRs, in queue order. */
export function queueSection(q: Queue, branch: string): string {
  const settings = mdTable(
    ['Setting', 'Value'],
    [
      ['State', `\`${md(q.state)}\``],
      ['Branch', md(q.branch || branch)],
      ['Mode', md(q.mode)],
      ['Concurrency', md(q.concurrency)],
      [
        'Batching',
        q.batch
          ? `on (min ${md(q.batchingMinSize)}, max wait ${md(q.batchingMaxWaitTimeMinutes)} min)`
          : 'off',
      ],
      ['Testing timeout', `${md(q.testingTimeoutMinutes)} min`],
      ['Pending failure depth', md(q.pendingFailureDepth)],
      ['Optimistic merging', q.canOptimisticallyMerge ? 'on' : 'off'],
      ['Merge method', md(q.mergeMethod)],
    ],
  )
  const prs = q.enqueuedPullRequests
  const list = prs.length
    ? mdTable(
        ['#', 'PR', 'State', 'Priority', 'Since', 'Author'],
        prs.map((p, i) => [
          String(i + 1),
          `#${md(p.prNumber)} ${md(p.prTitle, 80)}`,
          `\`${md((p.state ?? '').toUpperCase())}\``,
          `${md(p.priorityName)} (${md(p.priorityValue)})`,
          md(p.stateChangedAt),
          md(p.prAuthor),
        ]),
      )
    : '_No PRs in the queue._'
  return `${settings}\n\n**Enqueued PRs** (${prs.length})\n\n${list}\n`
}

/** Failing tests, most failing first, flaky and quarantined marked. */
export function failingTestsSection(
  tests: TestCase[],
  window: { start: string; end: string },
  maxRows = 100,
): string {
  const sorted = sortByFailureRate(tests)
  let s = `${tests.length} test(s) failed between ${md(window.start)} and ${md(window.end)}: ${tests.filter(isFlaky).length} flaky, ${tests.filter((t) => t.quarantined).length} quarantined.\n\n`
  if (!tests.length) return s
  s += mdTable(
    ['Test', 'Failure rate 7d', 'Failure rate 24h', 'Status', 'PRs impacted 7d', 'Owners'],
    sorted
      .slice(0, maxRows)
      .map((t) => [
        mdLink(testName(t), t.html_url),
        percent(t.failure_rate_last_7d),
        percent(t.failure_rate_last_24h),
        [isFlaky(t) ? '⚠️ flaky' : md(t.status.value ?? ''), t.quarantined ? '🔒 quarantined' : '']
          .filter(Boolean)
          .join(', '),
        md(t.pull_requests_impacted_last_7d),
        md(t.codeowners.join(' '), 80),
      ]),
  )
  if (sorted.length > maxRows) s += `\n\n_…and ${sorted.length - maxRows} more._`
  return s + '\n'
}

/** The details of one test. */
export function testDetailsSection(t: TestCase): string {
  const rows = [
    ['Test', mdLink(testName(t), t.html_url)],
    ['Status', `${md(t.status.value ?? '')}: ${md(t.status.reason, 300)}`],
    ['Quarantined', t.quarantined ? 'yes' : 'no'],
    [
      'Failure rate',
      `${percent(t.failure_rate_last_7d)} (7d), ${percent(t.failure_rate_last_24h)} (24h)`,
    ],
    ['PRs impacted (7d)', md(t.pull_requests_impacted_last_7d)],
    ['File', md(t.file_path ?? '')],
    ['Owners', md(t.codeowners.join(' '))],
  ]
  if (t.ticket) rows.push(['Ticket', mdLink(t.ticket.html_url, t.ticket.html_url)])
  let s = mdTable(['', ''], rows) + '\n'
  if (t.most_common_failures.length) {
    s +=
      '\n**Most common failures**\n\n' +
      mdTable(
        ['Failure', 'Count', 'Last seen'],
        t.most_common_failures.map((f) => [
          md(f.summary, 300),
          md(f.occurrence_count),
          md(f.last_occurrence ?? ''),
        ]),
      ) +
      '\n'
  }
  return s
}

/** The testing in progress of one test run. */
export function testingDetailsSection(d: TestingDetails): string {
  let s =
    mdTable(
      ['', ''],
      [
        ['Test branch', `\`${md(d.testBranch)}\``],
        ['Commit', `\`${md(d.testBranchSha.slice(0, 12))}\``],
        ['Status', `\`${md(d.status ?? 'unknown')}\``],
        [
          'Tested PRs',
          d.testedPullRequests.map((p) => mdLink(`#${p.prNumber}`, p.prUrl)).join(', '),
        ],
        ['Required statuses', d.requiredStatuses.map((r) => md(r)).join(', ')],
      ],
    ) + '\n'
  const checks = new Map<string, string>()
  for (const c of d.statusChecks) checks.set(c.context, c.state ?? '')
  for (const suite of d.checkSuites)
    for (const r of suite.checkRuns) checks.set(r.name, r.conclusion ?? r.status ?? '')
  if (checks.size) {
    s +=
      '\n' +
      mdTable(
        ['Check', 'State'],
        [...checks].map(([name, state]) => [md(name), `\`${md(state)}\``]),
      ) +
      '\n'
  }
  return s
}

/** Key gauges from the metrics, one row per queue. */
export function metricsSection(
  rows: {
    repo: string
    branch: string
    depth?: number
    testing?: number
    waiting?: number
    merged1h?: number
    failed1h?: number
  }[],
): string {
  if (!rows.length) return '_No merge queue metrics were returned._\n'
  return (
    mdTable(
      [
        'Repository',
        'Branch',
        'Depth',
        'Testing',
        'Awaiting mergeability',
        'Merged (1h)',
        'Failed (1h)',
      ],
      rows.map((r) => [
        md(r.repo),
        md(r.branch),
        md(r.depth ?? ''),
        md(r.testing ?? ''),
        md(r.waiting ?? ''),
        md(r.merged1h ?? ''),
        md(r.failed1h ?? ''),
      ]),
    ) + '\n'
  )
}

/** A failed command's reason, shown at the top of its summary. */
export function errorSection(message: string): string {
  return `\n> [!CAUTION]\n> ${md(message, 2000)}\n`
}

export function isFlaky(t: TestCase): boolean {
  return t.status.value === 'flaky'
}

export function sortByFailureRate(tests: TestCase[]): TestCase[] {
  return [...tests].sort(
    (a, b) =>
      b.failure_rate_last_7d - a.failure_rate_last_7d ||
      b.failure_rate_last_24h - a.failure_rate_last_24h ||
      a.name.localeCompare(b.name),
  )
}

function testName(t: TestCase): string {
  return t.parent || t.classname ? `${t.parent || t.classname} › ${t.name}` : t.name
}

/** Rates are fractions (0.12); a value over 1 is taken as a percentage already. */
function percent(rate: number): string {
  return `${(rate <= 1 ? rate * 100 : rate).toFixed(1)}%`
}
