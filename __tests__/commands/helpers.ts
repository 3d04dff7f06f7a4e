/**
 * What the command tests share: PR 42 of acme/app into main as the client names it; and for the
 * summaries, a moment, the context a summary is written in, a PR in the queue.
 */
import type { SubmittedPullRequest } from '../../src/client/index.js'
import type { SummaryContext } from '../../src/commands/common/summary.js'
import type { QueuedPullRequest } from '../../src/queue/index.js'
import { fromV1PullRequest } from '../../src/queue/v1.js'

/** PR 42 of acme/app into main, as the client's calls name it. */
export const PR_42_REF = {
  repo: { host: 'github.com', owner: 'acme', name: 'app' },
  targetBranch: 'main',
  pr: { number: 42 },
}

export const NOW = Date.parse('2026-11-23T01:20:00Z')
export const SHA = '0123456789abcdef0123456789abcdef01234567'

/** acme/app on github.com, at NOW. */
export const summaryContext: SummaryContext = {
  repo: { host: 'github.com', owner: 'acme', name: 'app' },
  now: NOW,
}

/** PR #12 of octocat, NOT_READY since 3 minutes before NOW, with `over` (v1's words), as the floor says it. */
export function submittedPr(over: Partial<SubmittedPullRequest> = {}): QueuedPullRequest {
  return fromV1PullRequest({
    state: 'not_ready',
    stateChangedAt: '2026-11-23T01:17:00Z',
    priorityValue: 100,
    priorityName: 'medium',
    skipTheLine: false,
    noBatch: false,
    isCurrentlySubmittedToQueue: true,
    prNumber: 12,
    prTitle: 'Add the_thing',
    prSha: SHA,
    prBaseBranch: 'main',
    prAuthor: 'octocat',
    ...over,
  })
}
