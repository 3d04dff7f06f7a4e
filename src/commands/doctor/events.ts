/**
 * The queue's test runs as GitHub sees them: a `push` of a new `trunk-merge/pr-N/<uuid>` branch,
 * and, when the queue opens one, the draft PR from that branch (`pull_request`, `opened`). The
 * `github` context of each holds what is known before the run and nothing more.
 */
import { UNKNOWN, closed, type Context, type Value } from './expressions.js'

/** One test run as GitHub sees it. */
export type TestEvent =
  { kind: 'push'; branch: string } | { kind: 'pull_request'; head: string; base: string }

/** Where in a workflow file: the file (relative to the checkout) and a 1-based line. */
export interface Place {
  file: string
  line: number
}

/** Test branch names as the service makes them (`trunk-merge/pr-N/<uuid>`), a few shapes of N. */
export const TEST_BRANCH_SAMPLES = [
  'trunk-merge/pr-7/5df78918-2b6d-4b8a-9a57-3c0e8a6b1f42',
  'trunk-merge/pr-1815/0fcd4c55-8e3a-4f0e-b1d6-2a9d7c3e5b10',
] as const

/** The queue's settings doctor reads. */
export interface QueueFacts {
  branch: string
  mode: string
  state: string
  /** The queue opens a draft PR for each test branch (then its checks run on `pull_request` too). */
  createPrsForTestingBranches: boolean
  testingTimeoutMinutes: number
}

/** The test runs doctor looks at: a push of each sample branch, and its draft PR when opened. */
export function testEvents(q: QueueFacts): TestEvent[] {
  const pushes: TestEvent[] = TEST_BRANCH_SAMPLES.map((branch) => ({ kind: 'push', branch }))
  if (!q.createPrsForTestingBranches) return pushes
  return [
    ...pushes,
    ...TEST_BRANCH_SAMPLES.map((head): TestEvent => ({
      kind: 'pull_request',
      head,
      base: q.branch,
    })),
  ]
}

/** The test branch an event is of. */
export const branchOf = (ev: TestEvent): string => (ev.kind === 'push' ? ev.branch : ev.head)

/** UNKNOWN, typed as a value (a unique symbol widens in object literals). */
const U: Value = UNKNOWN

/** The `github` context of the event, as far as it is known before the run. */
export function githubContext(ev: TestEvent, repository: string): Context {
  const owner = repository.split('/')[0] ?? ''
  const common: Context = { repository, repository_owner: owner, ref_type: 'branch', server_url: U }
  if (ev.kind === 'push') {
    return {
      ...common,
      event_name: 'push',
      ref: `refs/heads/${ev.branch}`,
      ref_name: ev.branch,
      head_ref: '',
      base_ref: '',
      ref_protected: false,
      event: closed({
        ref: `refs/heads/${ev.branch}`,
        created: true,
        deleted: false,
        forced: false,
        base_ref: null,
        before: '0000000000000000000000000000000000000000',
        after: U,
        commits: U,
        head_commit: U,
        compare: U,
        pusher: U,
        sender: U,
        repository: { full_name: repository, fork: false },
        organization: U,
        installation: U,
        enterprise: U,
      }),
    }
  }
  const repo = { full_name: repository, fork: false, name: repository.split('/')[1] ?? '' }
  return {
    ...common,
    event_name: 'pull_request',
    ref: U,
    ref_name: U,
    head_ref: ev.head,
    base_ref: ev.base,
    event: closed({
      action: 'opened',
      number: U,
      pull_request: {
        draft: true,
        state: 'open',
        merged: false,
        head: { ref: ev.head, repo },
        base: { ref: ev.base, repo },
      },
      repository: repo,
      sender: U,
      organization: U,
      installation: U,
      enterprise: U,
    }),
  }
}
