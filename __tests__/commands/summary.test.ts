/** Pieces of the job summary, judged by what a user sees once GitHub renders them. */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  alert,
  commitLink,
  errorSection,
  mermaidText,
  prLink,
  prSection,
  queueDiagram,
  queueSection,
  requiredStatusesText,
} from '../../src/commands/common/summary.js'
import { failingTestsSection } from '../../src/commands/failing-tests/summary.js'
import { ganttName, timelineSection, waitSection } from '../../src/commands/wait/summary.js'
import { groupDigits, uploadSection } from '../../src/commands/upload-targets/summary.js'
import { testDetailsSection } from '../../src/commands/test-details/summary.js'
import { testingDetailsSection } from '../../src/commands/testing-details/summary.js'
import type { EnqueuedPullRequest, Queue, TestCase } from '../../src/client/index.js'
import type { Queue as DomainQueue } from '../../src/queue/index.js'
import { fromTestingDetails, fromV1Queue } from '../../src/queue/v1.js'
import {
  mermaidProblems,
  renderSummary,
  summaryProblems,
} from '../../__fixtures__/summary-render.js'
import { NOW, SHA, summaryContext as ctx, submittedPr as pr } from './helpers.js'

/** The rendered HTML's text, tags dropped and entities decoded, spaces collapsed. */
function shown(markdown: string): string {
  return renderSummary(markdown)
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}

function enqueued(n: number, state: string, title = `PR ${n}`): EnqueuedPullRequest {
  return {
    state,
    stateChangedAt: '2026-11-23T01:15:00Z',
    priorityValue: 100,
    priorityName: 'medium',
    skipTheLine: false,
    noBatch: false,
    prNumber: n,
    prTitle: title,
    prSha: SHA,
    prBaseBranch: 'main',
    prAuthor: 'octocat',
  }
}

function queue(mode: 'single' | 'parallel', prs: EnqueuedPullRequest[]): DomainQueue {
  return fromV1Queue({
    state: 'running',
    branch: 'main',
    concurrency: 2,
    testingTimeoutMinutes: 60,
    mode,
    canOptimisticallyMerge: true,
    pendingFailureDepth: 1,
    batch: false,
    batchingMaxWaitTimeMinutes: 0,
    batchingMinSize: 1,
    createPrsForTestingBranches: false,
    commentsEnabled: true,
    commandsEnabled: true,
    statusCheckEnabled: true,
    bisectionConcurrency: 1,
    requiredStatuses: [],
    directMergeMode: 'off',
    optimizationMode: 'off',
    mergeMethod: 'squash',
    enqueuedPullRequests: prs,
  } as Queue)
}

function testCase(over: Partial<TestCase> = {}): TestCase {
  return {
    id: 'id-1',
    repository: { html_url: 'https://github.com/acme/app' },
    html_url: 'https://app.trunk.io/acme/app/tests/id-1',
    name: 'adds_numbers',
    parent: 'math_spec',
    variant: '',
    status: { value: 'flaky', reason: 'passed on retry', timestamp: '2026-11-22T01:20:00Z' },
    most_common_failures: [
      {
        summary: 'expected 3, got 4',
        occurrence_count: 7,
        last_occurrence: '2026-11-23T00:20:00Z',
      },
    ],
    failure_rate_last_7d: 0.25,
    failure_rate_last_24h: 0.5,
    codeowners: ['@acme/core'],
    pull_requests_impacted_last_7d: 3,
    quarantined: true,
    ...over,
  }
}

describe('groupDigits', () => {
  it("writes integers as toLocaleString('en-US') does", () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (n) => groupDigits(n) === n.toLocaleString('en-US')),
      { numRuns: 1000 },
    )
    expect(groupDigits(20_971_520)).toBe('20,971,520')
    expect(groupDigits(999)).toBe('999')
    expect(groupDigits(0)).toBe('0')
  })
})

describe('links', () => {
  it('point PRs and commits at the repository on its GitHub host', () => {
    expect(prLink(ctx.repo, 12)).toBe('[#12](https://github.com/acme/app/pull/12)')
    expect(commitLink({ ...ctx.repo, host: 'ghe.example.com' }, SHA)).toBe(
      `[\`0123456789ab\`](https://ghe.example.com/acme/app/commit/${SHA})`,
    )
  })
  it('are left out where the address would not be one', () => {
    expect(prLink({ ...ctx.repo, host: 'bad host/x' }, 12)).toBe('#12')
    expect(commitLink(ctx.repo, 'not-a-sha')).toBe('`not-a-sha`')
  })
})

describe('errorSection and alert', () => {
  it('hold exactly one message, and what follows stays out of the alert', () => {
    const markdown =
      errorSection('PR #12: the PR reached FAILED.') + 'PR [#12](https://x.io) is here'
    expect(summaryProblems(markdown)).toEqual([])
    const html = renderSummary(markdown)
    expect(html).toMatch(
      // A PR reference in text is made inert (a zero-width space after #): it links nothing.
      /<blockquote>\s*<p>\[!CAUTION\]\nPR #\u200b12: the PR reached FAILED.<\/p>\s*<\/blockquote>/,
    )
    expect(html).toMatch(/<\/blockquote>\s*<p>PR <a/)
  })
  it('keep an untrusted message one line of text', () => {
    const markdown = errorSection('bad\n\n> [!NOTE]\n> <script>x</script> *y*')
    expect(summaryProblems(markdown)).toEqual([])
    expect(shown(markdown)).toBe('[!CAUTION] bad > [!NOTE] > <script>x</script> *y*')
  })
  it('warn with the kind given', () => {
    expect(alert('WARNING', 'careful')).toBe('\n> [!WARNING]\n> careful\n\n')
  })
})

describe('prSection', () => {
  it('shows the state in code without a backslash, how long it has held, and links', () => {
    const markdown = prSection(pr(), ctx, { position: 2, depth: 5, queueState: 'running' })
    expect(summaryProblems(markdown)).toEqual([])
    const html = renderSummary(markdown)
    expect(html).toContain(
      '<code>NOT_READY</code> for <span title="since 2026-11-23 01:17:00 UTC">3 min</span>',
    )
    expect(html).toContain('<a href="https://github.com/acme/app/pull/12">#12</a>')
    expect(html).toContain(
      `<a href="https://github.com/acme/app/commit/${SHA}"><code>0123456789ab</code></a>`,
    )
    expect(shown(markdown)).toContain('Add the_thing')
    expect(shown(markdown)).toContain('Queue: position 2 of 5; the queue is RUNNING')
  })
  it('is a list of facts, not a table with an empty header', () => {
    expect(renderSummary(prSection(pr(), ctx))).not.toContain('<table>')
  })
  it('escapes an untrusted title', () => {
    const markdown = prSection(
      pr({ prTitle: '<img src=x> `a` | *b* [c](https://evil.example)' }),
      ctx,
    )
    expect(summaryProblems(markdown)).toEqual([])
    expect(shown(markdown)).toContain('<img src=x> `a` | *b* [c](https://evil.example)')
  })
  it('says when the PR is not in the queue', () => {
    expect(shown(prSection(null, ctx))).toBe('The PR is not in the queue (state NOT_SUBMITTED).')
  })
})

describe('timelineSection and waitSection', () => {
  const timeline = [
    { state: 'not_ready', seenAt: NOW - 600_000, since: '2026-11-23T01:05:00Z' },
    { state: 'pending', seenAt: NOW - 480_000 },
    { state: 'testing', seenAt: NOW - 300_000 },
    { state: 'merged', seenAt: NOW - 2_000 },
  ]
  it('draws the states as a gantt chart, a bar each and a milestone for the final one', () => {
    const markdown = timelineSection(timeline, NOW, 12)
    expect(summaryProblems(markdown)).toEqual([])
    const chart = /```mermaid\n([\s\S]*?)```/.exec(markdown)![1]!
    expect(mermaidProblems(chart)).toEqual([])
    expect(chart).toContain('dateFormat x')
    expect(chart).toContain(`TESTING (4 min 58 s) :s2, ${NOW - 300_000}, 298s`)
    expect(chart).toContain(`MERGED :milestone, s3, ${NOW - 2_000}, 0s`)
  })
  it('lists the same states in a table with a header, durations and absolute times on hover', () => {
    const html = renderSummary(timelineSection(timeline, NOW, 12))
    expect(html).toContain('<th>State</th>')
    expect(html).toContain('<td><code>PENDING</code></td>')
    expect(html).toContain('<span title="2026-11-23 01:12:00 UTC">after 2 min</span>')
    // The first state began before the wait: how long the PR had been in it shows too.
    expect(html).toContain('2 min (7 min in all)')
    expect(html).toMatch(/<code>MERGED<\/code><\/td>\s*<td>.*<\/td>\s*<td>—<\/td>/)
  })
  it('shows a state still held at the end as lasting so far, drawn active', () => {
    const markdown = timelineSection(timeline.slice(0, 3), NOW, 12)
    expect(markdown).toContain('| 5 min so far |')
    expect(markdown).toMatch(/TESTING \(5 min\) :active, s2/)
  })
  it('starts each bar on the second the one before ends: rounding never overlaps them', () => {
    const markdown = timelineSection(
      [
        { state: 'pending', seenAt: NOW - 10_400 },
        { state: 'testing', seenAt: NOW - 5_600 },
      ],
      NOW,
    )
    expect(markdown).toContain(`PENDING (5 s) :s0, ${NOW - 10_000}, 4s`)
    expect(markdown).toContain(`TESTING (6 s) :active, s1, ${NOW - 6_000}, 6s`)
  })
  it('draws failing states in red', () => {
    const markdown = timelineSection([timeline[2]!, { state: 'failed', seenAt: NOW - 1000 }], NOW)
    expect(markdown).toContain(':crit, milestone, s1,')
  })
  it('draws no chart for a wait that took no time', () => {
    expect(timelineSection([{ state: 'merged', seenAt: NOW }], NOW)).not.toContain('mermaid')
  })
  it('keeps an unknown state from breaking the chart', () => {
    expect(ganttName('WEIRD:#;STATE')).toBe('WEIRD???STATE')
    const markdown = timelineSection([{ state: 'we:ird;#x', seenAt: NOW - 5000 }], NOW)
    expect(summaryProblems(markdown)).toEqual([])
  })
  it('renders a wait with the verdict first only on success, then the PR, reasons and timeline', () => {
    const w = {
      pr: pr({ state: 'merged', stateChangedAt: '2026-11-23T01:19:58Z' }),
      timeline,
      polls: 17,
    }
    const ok = waitSection(w, ctx, { headline: 'PR #12: the PR reached MERGED.' })
    expect(summaryProblems(ok)).toEqual([])
    expect(shown(ok)).toMatch(
      /^PR #\u200b12: the PR reached MERGED\. PR #12 Add the_thing by octocat/,
    )
    expect(shown(ok)).toContain('17 status polls over 10 min.')
    expect(shown(waitSection(w, ctx))).toMatch(/^PR #12 Add the_thing/)
  })
  it('renders a cancelled wait: what it had seen until then, the last state still held', () => {
    const markdown = waitSection(
      {
        pr: pr({ state: 'testing', stateChangedAt: '2026-11-23T01:15:00Z' }),
        timeline: timeline.slice(0, 3),
        polls: 9,
        notReadyReasons: undefined,
      },
      ctx,
      { cancelled: true },
    )
    expect(summaryProblems(markdown)).toEqual([])
    expect(shown(markdown)).toMatch(
      /^The job was cancelled while waiting over 10 min; this is what the wait had seen until then\./,
    )
    expect(shown(markdown)).toContain('State: TESTING for 5 min')
    expect(shown(markdown)).toContain('5 min so far')
  })
})

describe('queueSection', () => {
  const prs = [
    enqueued(12, 'testing', 'Add "x" #1: <y> `z`'),
    enqueued(13, 'pending_failure'),
    enqueued(14, 'pending'),
    enqueued(15, 'not_ready'),
  ]
  it('reads as a sentence, a picture, a table of PRs with links, and the settings', () => {
    const markdown = queueSection(queue('parallel', prs), 'main', ctx)
    expect(summaryProblems(markdown)).toEqual([])
    expect(shown(markdown)).toMatch(
      /^The queue for main is RUNNING in parallel mode \(2 PRs tested at a time\) and holds 4 PRs: 2 testing, 1 pending, 1 not ready\./,
    )
    const html = renderSummary(markdown)
    expect(html).toContain('<th>Position</th>')
    expect(html).toContain(
      '<a href="https://github.com/acme/app/pull/12">#12</a> Add &quot;x&quot; #\u200b1: &lt;y&gt; `z`',
    )
    expect(html).toContain('<span title="since 2026-11-23 01:15:00 UTC">5 min</span>')
    expect(markdown).toContain('| State | `running` |')
  })
  it('draws parallel mode as boxes in a row from the branch, the PRs of each side by side', () => {
    const chart = queueDiagram(queue('parallel', prs), 'main')
    const source = /```mermaid\n([\s\S]*?)```/.exec(chart)![1]!
    expect(mermaidProblems(source)).toEqual([])
    expect(source).toContain('subgraph testing["Testing#58; 2 of 2 slots"]')
    expect(source).toContain('pr12["#35;12 Add #34;x#34; #35;1#58; #60;y#62; #96;z#96;"]')
    expect(source).toContain('pr13["#35;13 PR 13 (PENDING_FAILURE)"]')
    expect(source).toContain('  base --> testing\n  testing ~~~ pending\n  pending ~~~ notready\n')
    expect(source).not.toMatch(/pr\d+ -->/)
    expect(source).toContain('class pr14 pending')
    expect(chart).toContain('_Parallel mode:')
  })
  it('draws single mode as one line in queue order, not-ready PRs apart', () => {
    const chart = queueDiagram(queue('single', [...prs, enqueued(16, 'pending')]), 'main')
    const source = /```mermaid\n([\s\S]*?)```/.exec(chart)![1]!
    expect(mermaidProblems(source)).toEqual([])
    expect(source).toContain('    pr12 --> pr13\n')
    expect(source).toContain('    pr14 --> pr16\n')
    expect(source).toContain('  base --> testing\n  testing --> pending\n  pending ~~~ notready\n')
  })
  it('draws at most 12 PRs; the table lists them all', () => {
    const many = Array.from({ length: 30 }, (_, i) => enqueued(i + 1, 'pending'))
    const markdown = queueSection(queue('single', many), 'main', ctx)
    expect(summaryProblems(markdown)).toEqual([])
    expect(markdown).toContain('more["#8230; and 18 more"]')
    expect(markdown).toContain('  pending --> more\n')
    expect(markdown).toContain('| 30 | [#30]')
  })
  it('says so when the queue is empty', () => {
    expect(shown(queueSection(queue('single', []), 'main', ctx))).toMatch(
      /^The queue for main is RUNNING in single mode \(2 PRs tested at a time\) and is empty\. Queue settings/,
    )
  })
  it('never lets a label end early or carry markup', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) =>
        /^(?:[^"#<>`\n]|#\d+;)*$/.test(mermaidText(s)),
      ),
    )
  })
})

describe('uploadSection', () => {
  it('is a list of facts, with a warning alert of its own when ALL was sent instead', () => {
    const markdown = uploadSection({
      mode: 'ALL',
      reason: 'oversize',
      count: 0,
      given: 300_000,
      requestBytes: 120,
      listBytes: 21_000_000,
      limit: 20_971_520,
    })
    expect(summaryProblems(markdown)).toEqual([])
    expect(shown(markdown)).toContain('Sent: ALL instead of the list: the PR impacts every target')
    expect(shown(markdown)).toContain('Targets given: 300,000')
    expect(shown(markdown)).toContain('Request body: 120 bytes (limit 20,971,520)')
    expect(renderSummary(markdown)).toMatch(
      /<blockquote>\s*<p>\[!WARNING\]\nThe list would have made/,
    )
    // The real size, and the limit in bytes and MiB (not a lower bound, not a bare number).
    expect(shown(markdown)).toContain(
      "a request body of 21,000,000 bytes, over the service's limit of 20,971,520 bytes (20 MiB)",
    )
  })
})

describe('uploadSection, as asked', () => {
  const base = { requestBytes: 184, listBytes: 184, limit: 20_971_520 }
  it('says what was sent, and the targets given only when they differ', () => {
    expect(shown(uploadSection({ ...base, mode: 'list', count: 2, given: 3 }))).toBe(
      'Sent: a list of 2 targets Targets given: 3 (repeats dropped) Request body: 184 bytes (limit 20,971,520)',
    )
    expect(
      shown(uploadSection({ ...base, mode: 'ALL', reason: 'requested', count: 0, given: 0 })),
    ).toBe('Sent: ALL: the PR impacts every target Request body: 184 bytes (limit 20,971,520)')
    expect(shown(uploadSection({ ...base, mode: 'list', count: 0, given: 0 }))).toContain(
      'Sent: an empty list: the PR impacts no target',
    )
  })
})

describe('testingDetailsSection', () => {
  it('links the tested PRs, the commit and the checks', () => {
    const markdown = testingDetailsSection(
      fromTestingDetails({
        requiredStatuses: ['ci/test'],
        testBranch: 'trunk-merge/pr-12/abc',
        testBranchSha: SHA,
        createdAt: '2026-11-23T01:10:00Z',
        status: 'testing',
        checkSuites: [
          {
            checkRuns: [
              { name: 'build', url: 'https://github.com/acme/app/runs/1', status: 'IN_PROGRESS' },
            ],
          },
        ],
        statusChecks: [{ context: 'ci/test', state: 'PENDING' }],
        testedPullRequests: [
          { prNumber: 12, prUrl: 'https://github.com/acme/app/pull/12', title: 'A' },
        ],
      } as never),
      ctx,
    )
    expect(summaryProblems(markdown)).toEqual([])
    const html = renderSummary(markdown)
    expect(html).toContain('<a href="https://github.com/acme/app/runs/1">build</a>')
    expect(html).toContain('<span title="2026-11-23 01:10:00 UTC">10 min ago</span>')
    expect(shown(markdown)).toContain('Test branch: trunk-merge/pr-12/abc')
  })
})

describe('failing tests', () => {
  it('lists tests with links, the window as a duration with its bounds on hover', () => {
    const markdown = failingTestsSection([testCase()], {
      start: '2026-11-22T01:20:00.000Z',
      end: '2026-11-23T01:20:00.000Z',
    })
    expect(summaryProblems(markdown)).toEqual([])
    expect(shown(markdown)).toMatch(/^1 test failed in the last 24 h: 1 flaky, 1 quarantined\./)
    expect(renderSummary(markdown)).toContain(
      '<a href="https://app.trunk.io/acme/app/tests/id-1">math_spec › adds_numbers</a>',
    )
  })
  it('shows one test as facts and its failures with relative times', () => {
    const markdown = testDetailsSection(testCase(), ctx)
    expect(summaryProblems(markdown)).toEqual([])
    expect(shown(markdown)).toContain(
      'Status: ⚠️ flaky, 🔒 quarantined since 24 h ago: passed on retry',
    )
    expect(renderSummary(markdown)).toContain(
      '<span title="2026-11-23 00:20:00 UTC">1 h ago</span>',
    )
  })
})

describe('required statuses in the queue settings', () => {
  it('tells no override (null) from an override of none ([]) and a list', () => {
    expect(requiredStatusesText(null)).toBe(
      'not set here (branch protection or trunk.yaml decides)',
    )
    expect(requiredStatusesText([])).toBe('none required (set to an empty list)')
    expect(requiredStatusesText(['ci/build', 'ci/test'])).toBe('`ci/build`, `ci/test`')
  })
})
