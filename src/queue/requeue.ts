/**
 * Putting a PR back in the queue after a kick-out that was not its own doing, for `requeue` and
 * wait's `requeue: transient`, as values. One table decides each reason code (docs/why.md); the
 * count per head commit comes from the service's history of the PR, else the PR comment's
 * record, else there is none and nothing is requeued. The PR is read again right before the
 * submit; the comment's count is written before the submit, so a job killed in between never
 * requeues twice. The words are the commands'.
 */
import { ConflictError } from '../client/errors.js'
import { shaMatches } from './pr-state.js'
import { isCancellation } from './reading.js'
import type {
  FailedCheck,
  MergeQueue,
  PullRequestRef,
  QueuedPullRequest,
  QueueTransition,
  ReadFailure,
  Reading,
} from './types.js'
import type { ReasonCode, Why } from './why.js'

/** Whose cause a reason code is, for a requeue. */
export type RequeueCause =
  /** Not the PR's own: requeue it (within the limit). */
  | 'transient'
  /** The PR's own (or a person's decision): never requeued; the author must act. */
  | 'own'
  /** Decided by the failed checks: transient when none ended in a plain failure. */
  | 'checks'
  /** Decided by the service's code: transient when it names infrastructure. */
  | 'service-code'
  /** Not a kick-out (the PR is still in the queue, NOT_READY). */
  | 'not-out'
  /** The cause could not be read: never requeued. */
  | 'unknown'

/** Each reason code's cause: the one table (docs/why.md shows it). */
export const REQUEUE_CAUSES: Record<ReasonCode, RequeueCause> = {
  'tests-failed': 'checks',
  'tests-timed-out': 'transient',
  'merge-conflict': 'own',
  'merge-refused': 'service-code',
  'failed-other': 'service-code',
  'cancelled-by-user': 'own',
  'new-commit': 'own',
  'pr-closed': 'own',
  'not-ready-timeout': 'own',
  'base-branch-changed': 'own',
  'converted-to-draft': 'own',
  'cancelled-other': 'own',
  'behind-base': 'not-out',
  conflict: 'not-out',
  'failing-check': 'not-out',
  'awaiting-check': 'not-out',
  'missing-impacted-targets': 'not-out',
  'base-branch-mismatch': 'not-out',
  'mergeability-pending': 'not-out',
  'not-mergeable': 'not-out',
  unknown: 'unknown',
}

/** The service's codes that name infrastructure rather than the PR (its test run never ran or GitHub failed). */
export const INFRASTRUCTURE_CODES: ReadonlySet<string> = new Set([
  'TEST_RUN_TIMEOUT',
  'START_TEST_RUN_RETRY_EXHAUSTED',
  'GITHUB_API_REPEATED_SERVER_ERRORS',
  'GITHUB_API_RATE_LIMIT_EXCEEDED',
])

/** Check conclusions that are not the PR's failure: the run was stopped, not failed. */
export const TRANSIENT_CONCLUSIONS: ReadonlySet<string> = new Set([
  'CANCELLED',
  'TIMED_OUT',
  'STARTUP_FAILURE',
  'STALE',
])

/** The `requeue-decision` output: why it did or did not requeue. */
export type RequeueDecision =
  | 'requeued'
  | 'not-out'
  | 'not-submitted'
  | 'not-transient'
  | 'cause-unknown'
  | 'count-unknown'
  | 'limit-reached'
  | 'no-record'
  | 'back-in-queue'
  | 'merged'
  | 'new-commit'
  | 'changed'
  | 'submit-failed'

/** Every decision, in the order docs/why.md lists them. */
export const REQUEUE_DECISION_NAMES: readonly RequeueDecision[] = [
  'requeued',
  'not-out',
  'not-submitted',
  'not-transient',
  'cause-unknown',
  'count-unknown',
  'limit-reached',
  'no-record',
  'back-in-queue',
  'merged',
  'new-commit',
  'changed',
  'submit-failed',
]

/** What a decision not to requeue adds to its code. */
export type RequeueDetail =
  /** limit-reached: the requeues done at this commit, and the most allowed. */
  | { kind: 'limit'; done: number; max: number }
  /** no-record: the comment's count could not be written, so nothing was submitted. */
  | { kind: 'count-not-written' }
  /** submit-failed: read back after the submit, the PR had not entered the queue. */
  | { kind: 'not-entered' }
  /** count-unknown: a record of earlier requeues that could not be read in full, and why. */
  | { kind: 'count-unknown'; source: CountSource; failure: ReadFailure }

/** Whether the kick-out was the PR's own, from the reason, the service's code and the checks. */
export function causeOf(
  why: Why,
  serviceCode: string | undefined = why.serviceCode,
): 'transient' | 'own' | 'unknown' | 'not-out' {
  if (!why.reason) return 'not-out'
  const cause = REQUEUE_CAUSES[why.reason]
  switch (cause) {
    case 'transient':
    case 'own':
    case 'unknown':
    case 'not-out':
      return cause
    case 'checks':
      if (serviceCode && INFRASTRUCTURE_CODES.has(serviceCode)) return 'transient'
      return allStopped(why.failedChecks) ? 'transient' : 'own'
    case 'service-code':
      return serviceCode && INFRASTRUCTURE_CODES.has(serviceCode) ? 'transient' : 'own'
  }
}

/** True when checks failed and none of them ended in a plain failure. */
function allStopped(checks: readonly FailedCheck[]): boolean {
  return checks.length > 0 && checks.every((c) => TRANSIENT_CONCLUSIONS.has(c.conclusion))
}

/**
 * How many times the PR was put back at its current commit, from the service's history (newest
 * first): the kick-outs since the last new-commit cancellation, less the one being decided.
 * Undefined when the service sent none. It may count a person's resubmission too: the count errs
 * towards fewer requeues, never more.
 */
export function requeuesInTimeline(timeline: readonly QueueTransition[]): number | undefined {
  if (!timeline.length) return undefined
  let kickOuts = 0
  for (const t of timeline) {
    const reason = t.reason?.toUpperCase() ?? ''
    if (reason === 'PR_PUSHED_TO' || reason === 'STACKED_PR_MEMBER_PUSHED_TO') break
    if (leftQueue(t.state)) kickOuts++
  }
  return Math.max(0, kickOuts - 1)
}

/** Where the count came from. */
export type CountSource = 'service' | 'comment'

/** The decision before the re-read and the submit. */
export type Plan =
  | { go: false; decision: RequeueDecision; detail?: RequeueDetail }
  | { go: true; source: CountSource; done: number }

/** The PR has left the queue (FAILED or CANCELLED, any case): what a requeue is about. */
export function leftQueue(state: string | undefined): boolean {
  const s = state?.toLowerCase()
  return s === 'failed' || s === 'cancelled'
}

/** Decides from what was read: the PR, its cause, and the counts (pure). */
export function planRequeue(input: {
  pr: QueuedPullRequest | null
  why: Why
  serviceCode?: string
  /** The PR's head as the run knows it (pr-sha or the event), when known. */
  headSha?: string
  maxRequeues: number
  fromService?: number
  /** The requeues the comment counted, per head commit (lowercase). */
  recorded?: Readonly<Record<string, number>>
}): Plan {
  const { pr } = input
  if (!pr) return { go: false, decision: 'not-submitted' }
  const state = pr.state.toLowerCase()
  if (state === 'merged') return { go: false, decision: 'merged' }
  if (!leftQueue(state)) return { go: false, decision: 'not-out' }
  if (input.headSha && pr.sha && !shaMatches(pr.sha, input.headSha))
    return { go: false, decision: 'new-commit' }
  const cause = causeOf(input.why, input.serviceCode)
  if (cause === 'unknown') return { go: false, decision: 'cause-unknown' }
  if (cause !== 'transient') return { go: false, decision: 'not-transient' }
  const sha = pr.sha?.toLowerCase()
  const fromComment = sha && input.recorded ? (input.recorded[sha] ?? 0) : undefined
  // Both records when both are there: a service that starts a new entry on resubmission forgets.
  if (input.fromService === undefined && fromComment === undefined)
    return { go: false, decision: 'no-record' }
  const source: CountSource =
    fromComment !== undefined && fromComment >= (input.fromService ?? 0) ? 'comment' : 'service'
  const done = Math.max(input.fromService ?? 0, fromComment ?? 0)
  if (done >= input.maxRequeues) {
    const detail = { kind: 'limit', done, max: input.maxRequeues } as const
    return { go: false, decision: 'limit-reached', detail }
  }
  return { go: true, source, done }
}

/** The re-read right before the submit: still the same kick-out? Else what it is now. */
export function recheck(
  before: QueuedPullRequest,
  now: QueuedPullRequest | null,
): RequeueDecision | undefined {
  if (!now) return 'changed'
  const state = now.state.toLowerCase()
  if (state === 'merged') return 'merged'
  if (!leftQueue(state)) return 'back-in-queue'
  if (before.sha && now.sha && !shaMatches(before.sha, now.sha)) return 'new-commit'
  if (state !== before.state.toLowerCase() || now.stateChangedAt !== before.stateChangedAt)
    return 'changed'
  return undefined
}

/** The outcome of one requeue decision. */
export interface RequeueOutcome {
  requeued: boolean
  decision: RequeueDecision
  /** What a decision not to requeue adds. */
  detail?: RequeueDetail
  /** The decision came from the re-read right before the submit, or the read back after it. */
  late?: boolean
  /** The PR as read last (after a submit: as read back). */
  pr: QueuedPullRequest | null
  /** Where the count came from, when it was read. */
  source?: CountSource
  /** Requeued: the requeues done at this commit before this one, and the most allowed. */
  count?: { done: number; max: number }
  /** The commit requeued. */
  sha?: string
}

/**
 * The requeues a record counted per head commit (lowercase): read, empty (no record of ours yet:
 * none counted), or unknown (it could not be read, or not shown to be ours): never a zero.
 */
export type RecordReading = Reading<Readonly<Record<string, number>>>

/** Where the PR comment keeps its count of requeues (a service that keeps none still has it). */
export interface RequeueRecord {
  /** The requeues counted per head commit. */
  read(): Promise<RecordReading>
  /**
   * Counts one more requeue of `sha` before the submit (`count`: the requeues before it, and the
   * most allowed, for the words beside it); false when it could not be written.
   */
  add(sha: string, count: { done: number; max: number }): Promise<boolean>
}

/** What a requeue needs from its surroundings. */
export interface RequeueDeps {
  queue: Pick<MergeQueue, 'findPullRequest' | 'submitPullRequest' | 'readHistory'>
  ref: PullRequestRef
  signal?: AbortSignal
  /** The PR comment's count, when there is a comment to keep. */
  record?: RequeueRecord
}

/**
 * Decides, re-reads and submits at most once. Never throws but for a cancelled job and the
 * submit's own error.
 */
export async function requeue(
  d: RequeueDeps,
  pr: QueuedPullRequest | null,
  why: Why,
  opts: { serviceCode?: string; headSha?: string; maxRequeues: number },
): Promise<RequeueOutcome> {
  const call = { signal: d.signal }
  const stop = (
    decision: RequeueDecision,
    detail?: RequeueDetail,
    now = pr,
    late = false,
  ): RequeueOutcome => ({
    requeued: false,
    decision,
    ...(detail ? { detail } : {}),
    ...(late ? { late } : {}),
    pr: now,
  })
  // Only for a kick-out whose cause is not its own are the records worth a read.
  const first = planRequeue({ pr, why, ...opts, fromService: 0, maxRequeues: Infinity })
  if (!first.go) return stop(first.decision, first.detail)
  // Each record is read whole or not at all: one that could not be read is no count, never 0.
  const history = await d.queue.readHistory(d.ref, call)
  if (history.status === 'unknown')
    return stop('count-unknown', {
      kind: 'count-unknown',
      source: 'service',
      failure: history.failure,
    })
  const record = d.record ? await d.record.read() : undefined
  if (record?.status === 'unknown')
    return stop('count-unknown', {
      kind: 'count-unknown',
      source: 'comment',
      failure: record.failure,
    })
  const fromService = history.status === 'read' ? requeuesInTimeline(history.value) : undefined
  const recorded = !record ? undefined : record.status === 'read' ? record.value : {}
  const plan = planRequeue({ pr, why, ...opts, fromService, recorded })
  if (!plan.go) return stop(plan.decision, plan.detail)
  const sha = pr!.sha
  // Right before the submit: the PR as it is now.
  const now = await d.queue.findPullRequest(d.ref, call)
  const changed = recheck(pr!, now)
  if (changed) return stop(changed, undefined, now, true)
  // The count goes into the comment before the submit: a job killed after it never requeues twice.
  const count = { done: plan.done, max: opts.maxRequeues }
  const counted = !!sha && !!d.record && (await d.record.add(sha, count))
  if (plan.source === 'comment' && !counted) return stop('no-record', { kind: 'count-not-written' })
  try {
    await d.queue.submitPullRequest(
      { repo: d.ref.repo, targetBranch: d.ref.targetBranch, pr: { number: d.ref.pr.number } },
      call,
    )
  } catch (e) {
    // A v2 service refuses a PR already queued: another job put it back; that is the state wanted.
    if (!(e instanceof ConflictError)) throw e
    return stop('back-in-queue')
  }
  const after = await d.queue.findPullRequest(d.ref, call).catch((e: unknown) => {
    if (isCancellation(e, d.signal)) throw e
    return null
  })
  // Still the very kick-out read before the submit: the submit did not take effect, although the
  // client took it as landed (a lost answer settled by a read that saw the PR's recent kick-out as
  // a change since the send). Say so rather than claim a requeue; nothing is sent again.
  if (after && !after.submitted && recheck(now!, after) === undefined)
    return stop('submit-failed', { kind: 'not-entered' }, after, true)
  return {
    requeued: true,
    decision: 'requeued',
    pr: after ?? now,
    source: plan.source,
    count,
    ...(sha ? { sha } : {}),
  }
}
