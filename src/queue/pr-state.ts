/**
 * Decisions on a PR in the queue, as values: the verdict on its state (which state ends a wait,
 * whether the entry is stale), where it stands in the line, what keeps it NOT_READY, and the read
 * that tells a missing queue from a PR not in it. The words are the commands' (src/commands).
 */
import { CancelledError, NotFoundError } from '../client/errors.js'
import type { Outcome } from '../inputs/constants.js'
import { MissingQueueError } from '../inputs/errors.js'
import { isTerminalState } from '../wire/enums.js'
import { failureOf } from './reading.js'
import type {
  CallOptions,
  MergeQueue,
  PullRequestRef,
  Queue,
  QueuedPullRequest,
  QueueRef,
  ReadFailure,
  Readiness,
  RepoRef,
} from './types.js'

/** The reference to a PR of a queue, from what a command's settings say. */
export function pullRequestRef(s: {
  repo: RepoRef
  targetBranch: string
  prNumber: number
}): PullRequestRef {
  return { repo: s.repo, targetBranch: s.targetBranch, pr: { number: s.prNumber } }
}

/** True when the queue entry is for the expected commit (a short expected sha matches a prefix). */
export function shaMatches(entrySha: string, expected: string): boolean {
  const a = entrySha.toLowerCase()
  const b = expected.toLowerCase()
  return a.length >= b.length ? a.startsWith(b) : b.startsWith(a)
}

/** True when the queue's entry is for another commit than the PR's head (when that is known). */
export function isStale(pr: QueuedPullRequest | null, headSha: string | undefined): boolean {
  return !!pr && !!headSha && !!pr.sha && !shaMatches(pr.sha, headSha)
}

/** The PR is in the queue now: submitted and in no final state. */
export function isInQueue(pr: QueuedPullRequest | null): boolean {
  return !!pr && pr.submitted && !isTerminalState(pr.state)
}

/** What the wait is for. */
export interface WaitSpec {
  waitFor: readonly string[]
  failOn: readonly string[]
  /** The head sha the queue entry must be for; undefined to skip the check. */
  expectedSha?: string
}

/** Why a verdict ends the wait. */
export type VerdictCause =
  /** The PR is not in the queue (it was never submitted to it). */
  | { kind: 'not-submitted' }
  /** The entry is for an old commit: its result is that commit's. */
  | { kind: 'stale'; entrySha: string; headSha: string }
  /** It reached a state of wait-for or fail-on. */
  | { kind: 'reached'; state: string }
  /** It merged, which is past every state waited for. */
  | { kind: 'merged-past'; waitFor: readonly string[] }
  /** It reached a final state that is none of those waited for. */
  | { kind: 'final'; state: string; waitFor: readonly string[] }

/** The verdict on one observation. */
export type Verdict = { done: true; outcome: Outcome; cause: VerdictCause } | { done: false }

/** The success path a merged PR has gone through: waiting for any of these ends at MERGED. */
const SUCCESS_PATH = ['not_ready', 'pending', 'testing', 'tests_passed', 'merged']

/**
 * Judges one observation of the PR. Not submitted, stale, a `wait-for` state, a `fail-on` state,
 * or a final state that can no longer lead to a `wait-for` one end the wait; anything else
 * (PENDING_FAILURE and unknown states included) does not.
 */
export function judge(pr: QueuedPullRequest | null, spec: WaitSpec): Verdict {
  if (!pr) return { done: true, outcome: 'not-submitted', cause: { kind: 'not-submitted' } }
  const state = pr.state.toLowerCase()
  if (spec.expectedSha && isStale(pr, spec.expectedSha)) {
    const cause = { kind: 'stale', entrySha: pr.sha, headSha: spec.expectedSha } as const
    return { done: true, outcome: 'stale', cause }
  }
  if (spec.waitFor.includes(state))
    return { done: true, outcome: 'success', cause: { kind: 'reached', state } }
  if (spec.failOn.includes(state))
    return { done: true, outcome: 'failure', cause: { kind: 'reached', state } }
  if (!isTerminalState(state)) return { done: false }
  if (state === 'merged' && spec.waitFor.every((w) => SUCCESS_PATH.includes(w))) {
    return { done: true, outcome: 'success', cause: { kind: 'merged-past', waitFor: spec.waitFor } }
  }
  return { done: true, outcome: 'failure', cause: { kind: 'final', state, waitFor: spec.waitFor } }
}

/** The PR's 1-based position among the queue's PRs, if it is there. */
export function positionIn(queue: Queue | undefined, prNumber: number): number | undefined {
  if (!queue) return undefined
  const i = queue.pullRequests.findIndex((p) => p.number === prNumber)
  return i >= 0 ? i + 1 : undefined
}

/** Where the PR stands: its position, the queue's depth and the queue's own state. */
export interface PlaceInQueue {
  /** 1-based position among the queue's PRs. */
  position?: number
  /** How many PRs the queue holds. */
  depth?: number
  /** The queue's own state (running, paused, ...). */
  queueState?: string
}

/** The PR's place in the queue; nothing when the queue is not known. */
export function placeIn(q: Queue | undefined, prNumber: number): PlaceInQueue {
  if (!q) return {}
  return { position: positionIn(q, prNumber), depth: q.pullRequests.length, queueState: q.state }
}

/** One thing a NOT_READY PR waits for. */
export type Blocker =
  /** The queue needs the head commit's impacted targets, and none were uploaded. */
  | { kind: 'impacted-targets' }
  /** The PR's base is not the queue's branch. */
  | { kind: 'base-branch' }
  /** GitHub says it cannot be merged (v1 does not say why). */
  | { kind: 'not-mergeable' }
  /** GitHub is still working out whether it can be merged. */
  | { kind: 'mergeability-pending' }
  /** A mergeability this client does not know, as sent. */
  | { kind: 'mergeability'; value: string }
  /** Nothing blocking is reported: the queue has not picked it up yet. */
  | { kind: 'none-reported' }
  /** The service gave no readiness details. */
  | { kind: 'no-details' }

/** What keeps a PR NOT_READY, by its readiness record (in the order they are said). */
export function readinessBlockers(readiness: Readiness | undefined): Blocker[] {
  if (!readiness) return [{ kind: 'no-details' }]
  const out: Blocker[] = []
  if (readiness.requiresImpactedTargets && readiness.hasImpactedTargets !== true)
    out.push({ kind: 'impacted-targets' })
  if (readiness.baseBranchMatches === false) out.push({ kind: 'base-branch' })
  switch (readiness.mergeability) {
    case 'not_mergeable':
      out.push({ kind: 'not-mergeable' })
      break
    case 'in_progress':
    case 'unspecified':
      out.push({ kind: 'mergeability-pending' })
      break
    case undefined:
    case 'mergeable':
      break
    default:
      out.push({ kind: 'mergeability', value: readiness.mergeability })
  }
  return out.length ? out : [{ kind: 'none-reported' }]
}

/**
 * Reads the queue to tell "no such queue" (a {@link MissingQueueError}) apart from "the PR is not
 * in it". Any other failure is not decisive: undefined, and the caller goes on.
 */
export async function readQueueOrMissing(
  queue: Pick<MergeQueue, 'getQueue'>,
  ref: QueueRef,
  call: CallOptions,
): Promise<Queue | undefined> {
  try {
    return await queue.getQueue({ repo: ref.repo, targetBranch: ref.targetBranch }, call)
  } catch (e) {
    if (e instanceof NotFoundError) throw new MissingQueueError(ref.repo, ref.targetBranch)
    if (e instanceof CancelledError) throw e
    return undefined
  }
}

/**
 * Reads the queue for context (a position, a depth): any failure is no queue, told to `unread`,
 * and never fails the command.
 */
export async function readQueueForContext(
  queue: Pick<MergeQueue, 'getQueue'>,
  ref: QueueRef,
  call: CallOptions,
  unread: (failure: ReadFailure) => void = () => {},
): Promise<Queue | undefined> {
  try {
    return await queue.getQueue({ repo: ref.repo, targetBranch: ref.targetBranch }, call)
  } catch (e) {
    unread(failureOf(e))
    return undefined
  }
}
