/**
 * Putting a PR back in the queue after a kick-out that was not its own doing, for `requeue` and
 * wait's `requeue: transient`. One table decides each reason code (docs/why.md); the count per
 * head commit comes from the service's record of the PR, else the comment's hidden data, else
 * there is none and nothing is requeued. The PR is read again right before the submit; the
 * comment's count is written before the submit, so a job killed in between never requeues twice.
 */
import {
  CancelledError,
  ConflictError,
  type FailedCheck,
  type PullRequestRef,
  type QueueTransition,
  type SubmittedPullRequest,
} from '../../client/index.js'
import type { MergeQueueClient } from '../../client/v2/index.js'
import { Outputs } from '../../inputs/constants.js'
import { codeSpan } from '../../ports/text.js'
import type { CommentData } from './pr-comment.js'
import type { CommandResult } from './types.js'
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
  | 'limit-reached'
  | 'no-record'
  | 'back-in-queue'
  | 'merged'
  | 'new-commit'
  | 'changed'
  | 'submit-failed'

/** What each decision means: the summary's words and docs/why.md's table. */
export const REQUEUE_DECISIONS: Record<RequeueDecision, string> = {
  requeued: 'it left for a cause not its own, and was submitted again',
  'not-out': 'it is still in the queue (nothing to requeue)',
  'not-submitted': 'the queue has no record of it',
  'not-transient': 'it left for a cause of its own: the author must act',
  'cause-unknown': 'the cause could not be read, so it is not requeued',
  'limit-reached': 'it was already requeued max-requeues times at this commit',
  'no-record': 'no record to count requeues by (no timeline from the service, no comment)',
  'back-in-queue': 'read again right before the submit, it was back in the queue',
  merged: 'read again right before the submit, it was merged',
  'new-commit': "the queue's entry is for another commit than the PR's head",
  changed: 'read again right before the submit, it had left the queue again since',
  'submit-failed': 'the submit failed (the error says why)',
}

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
 * How many times the PR was put back at its current commit, from the service's timeline (newest
 * first): the kick-outs since the last new-commit cancellation, less the one being decided.
 * Undefined when the service sent no timeline. It may count a person's resubmission too: the
 * count errs towards fewer requeues, never more.
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
  | { go: false; decision: RequeueDecision; detail?: string }
  | { go: true; source: CountSource; done: number }

/** The PR has left the queue (FAILED or CANCELLED, any case): what a requeue is about. */
export function leftQueue(state: string | undefined): boolean {
  const s = state?.toLowerCase()
  return s === 'failed' || s === 'cancelled'
}

/** Decides from what was read: the PR, its cause, and the counts (pure). */
export function planRequeue(input: {
  pr: SubmittedPullRequest | null
  why: Why
  serviceCode?: string
  /** The PR's head as the run knows it (pr-sha or the event), when known. */
  headSha?: string
  maxRequeues: number
  fromService?: number
  commentData?: CommentData
}): Plan {
  const { pr } = input
  if (!pr) return { go: false, decision: 'not-submitted' }
  const state = pr.state.toLowerCase()
  if (state === 'merged') return { go: false, decision: 'merged' }
  if (!leftQueue(state)) return { go: false, decision: 'not-out' }
  if (input.headSha && pr.prSha && !sameSha(pr.prSha, input.headSha))
    return { go: false, decision: 'new-commit' }
  const cause = causeOf(input.why, input.serviceCode)
  if (cause === 'unknown') return { go: false, decision: 'cause-unknown' }
  if (cause !== 'transient') return { go: false, decision: 'not-transient' }
  const sha = pr.prSha?.toLowerCase()
  const fromComment = sha && input.commentData ? (input.commentData.requeues[sha] ?? 0) : undefined
  // Both records when both are there: a service that starts a new entry on resubmission forgets.
  if (input.fromService === undefined && fromComment === undefined)
    return { go: false, decision: 'no-record' }
  const source: CountSource =
    fromComment !== undefined && fromComment >= (input.fromService ?? 0) ? 'comment' : 'service'
  const done = Math.max(input.fromService ?? 0, fromComment ?? 0)
  if (done >= input.maxRequeues)
    return { go: false, decision: 'limit-reached', detail: `${done} of ${input.maxRequeues}` }
  return { go: true, source, done }
}

function sameSha(a: string, b: string): boolean {
  const x = a.toLowerCase()
  const y = b.toLowerCase()
  return x.startsWith(y) || y.startsWith(x)
}

/** The re-read right before the submit: still the same kick-out? Else what it is now. */
export function recheck(
  before: SubmittedPullRequest,
  now: SubmittedPullRequest | null,
): RequeueDecision | undefined {
  if (!now) return 'changed'
  const state = now.state.toLowerCase()
  if (state === 'merged') return 'merged'
  if (!leftQueue(state)) return 'back-in-queue'
  if (before.prSha && now.prSha && !sameSha(before.prSha, now.prSha)) return 'new-commit'
  if (state !== before.state.toLowerCase() || now.stateChangedAt !== before.stateChangedAt)
    return 'changed'
  return undefined
}

/** The outcome of one requeue decision. */
export interface RequeueOutcome {
  requeued: boolean
  decision: RequeueDecision
  /** A sentence for the log, the summary and the comment (Markdown-safe). */
  words: string
  /** The PR as read last (after a submit: as read back). */
  pr: SubmittedPullRequest | null
  /** Where the count came from, when it was read. */
  source?: CountSource
  /** The commit requeued. */
  sha?: string
}

/** The words of a decision, for the summary and the comment (Markdown-safe). */
export function requeueWords(
  decision: RequeueDecision,
  prNumber: number,
  extra: { done?: number; max?: number; sha?: string; detail?: string } = {},
): string {
  const at = extra.sha ? ` at commit ${codeSpan(extra.sha.slice(0, 12))}` : ''
  if (decision === 'requeued')
    return `Requeued: PR #${prNumber} was submitted again${at} (requeue ${(extra.done ?? 0) + 1} of ${extra.max ?? 1}).`
  return `Not requeued (${codeSpan(decision)}): ${REQUEUE_DECISIONS[decision]}${extra.detail ? ` (${extra.detail})` : ''}.`
}

/** What a requeue needs from its surroundings. */
export interface RequeueDeps {
  client: Pick<
    MergeQueueClient,
    'findSubmittedPullRequest' | 'submitPullRequest' | 'getPullRequestTimeline'
  >
  ref: PullRequestRef
  signal?: AbortSignal
  log: { info(m: string): void; notice(m: string): void }
  /**
   * Writes the comment's count before the submit (the PR at this commit, one more requeue);
   * resolves false when it could not be written (then nothing is submitted).
   */
  recordInComment?: (sha: string) => Promise<boolean>
  /** The comment's hidden data, read on demand (undefined: none). */
  readCommentData?: () => Promise<CommentData | undefined>
}

/** Decides, re-reads and submits at most once. Never throws but for a cancelled job and the submit's own error. */
export async function requeue(
  d: RequeueDeps,
  pr: SubmittedPullRequest | null,
  why: Why,
  opts: {
    serviceCode?: string
    headSha?: string
    maxRequeues: number
    timeline?: QueueTransition[]
  },
): Promise<RequeueOutcome> {
  const n = d.ref.pr.number
  const call = { signal: d.signal }
  const stop = (decision: RequeueDecision, detail?: string, now = pr): RequeueOutcome => ({
    requeued: false,
    decision,
    words: requeueWords(decision, n, { detail }),
    pr: now,
  })
  // Only for a kick-out whose cause is not its own are the records worth a read.
  const first = planRequeue({ pr, why, ...opts, fromService: 0, maxRequeues: Infinity })
  if (!first.go) return stop(first.decision, first.go === false ? first.detail : undefined)
  let timeline = opts.timeline
  if (!timeline) {
    try {
      timeline = await d.client.getPullRequestTimeline(d.ref, call)
    } catch (e) {
      if (e instanceof CancelledError || d.signal?.aborted) throw e
      timeline = []
    }
  }
  const fromService = requeuesInTimeline(timeline)
  const commentData = d.readCommentData ? await d.readCommentData() : undefined
  const plan = planRequeue({ pr, why, ...opts, fromService, commentData })
  if (!plan.go) return stop(plan.decision, plan.detail)
  const sha = pr!.prSha
  // Right before the submit: the PR as it is now.
  const now = await d.client.findSubmittedPullRequest(d.ref, call)
  const changed = recheck(pr!, now)
  if (changed) {
    d.log.notice(`PR #${n}: ${REQUEUE_DECISIONS[changed]}; nothing was submitted.`)
    return stop(changed, undefined, now)
  }
  // The count goes into the comment before the submit: a job killed after it never requeues twice.
  const recorded = !!sha && !!d.recordInComment && (await d.recordInComment(sha))
  if (plan.source === 'comment' && !recorded)
    return stop('no-record', 'the count could not be written to the comment')
  try {
    await d.client.submitPullRequest(
      { repo: d.ref.repo, targetBranch: d.ref.targetBranch, pr: { number: n } },
      call,
    )
  } catch (e) {
    // A v2 service refuses a PR already queued: another job put it back; that is the state wanted.
    if (!(e instanceof ConflictError)) throw e
    return stop('back-in-queue')
  }
  const after = await d.client.findSubmittedPullRequest(d.ref, call).catch((e: unknown) => {
    if (e instanceof CancelledError || d.signal?.aborted) throw e
    return null
  })
  // Still the very kick-out read before the submit: the submit did not take effect, although the
  // client took it as landed (a lost answer settled by a read that saw the PR's recent kick-out as
  // a change since the send). Say so rather than claim a requeue; nothing is sent again.
  if (after && !after.isCurrentlySubmittedToQueue && recheck(now!, after) === undefined) {
    const detail =
      'read back after the submit, the PR had not entered the queue; nothing was sent again'
    d.log.notice(`PR #${n}: not requeued: ${detail}.`)
    return stop('submit-failed', detail, after)
  }
  const words = requeueWords('requeued', n, {
    done: plan.done,
    max: opts.maxRequeues,
    ...(sha ? { sha } : {}),
  })
  // The caller (requeue, or wait's requeue: transient) logs the words: once.
  return {
    requeued: true,
    decision: 'requeued',
    words,
    pr: after ?? now,
    source: plan.source,
    ...(sha ? { sha } : {}),
  }
}

/** The `requeued` and `requeue-decision` outputs. */
export function requeueOutputs(o: RequeueOutcome): CommandResult['outputs'] {
  return { [Outputs.Requeued]: String(o.requeued), [Outputs.RequeueDecision]: o.decision }
}
