/**
 * When a queued PR will merge, for status, wait and submit: whether an estimate is worth a read,
 * and the one read of it, which never fails the step (no estimate is an answer, with why). The
 * words and the outputs are the commands'.
 */
import { TrunkApiError } from '../client/errors.js'
import { isCancellation } from './reading.js'
import type {
  CallOptions,
  Estimate,
  MergeQueue,
  PullRequestRef,
  Queue,
  QueuedPullRequest,
} from './types.js'

/** wait reads the estimate at most this often (the service simulates the queue per request). */
export const ESTIMATE_MIN_INTERVAL_MS = 60_000

/** The states of a PR still in the queue, whose estimate is worth a read. */
const QUEUED_STATES = new Set([
  'not_ready',
  'pending',
  'testing',
  'tests_passed',
  'pending_failure',
])

/** True when the PR is in the queue in a state an estimate is about. */
export function wantsEstimate(pr: QueuedPullRequest | null): boolean {
  return !!pr && QUEUED_STATES.has(pr.state.toLowerCase())
}

/** What an estimate is judged against: the runner's clock (when the service's is not known) and the queue. */
export interface EstimateContext {
  /** The runner's clock: used only before the service sent a `Date`. */
  now: () => number
  /** The queue as read in the same step, when it was. */
  queue?: Pick<Queue, 'pullRequests'>
}

/** The time estimates are counted on: the service's (its last `Date`), else the runner's. */
export function estimateNow(queue: Pick<MergeQueue, 'serviceNow'>, now: () => number): number {
  return queue.serviceNow?.() ?? now()
}

/**
 * The PR's estimate: the one that came with the PR's read (an API that sends it so, read with
 * `estimate: true`), else read on its own, then judged by {@link plausibleEstimate} on the
 * service's clock. Never throws but for a cancelled job: a failed read is `unavailable` with
 * reason `READ_FAILED (<kind>, HTTP <status>)`.
 */
export async function readEstimate(
  queue: Pick<MergeQueue, 'getEstimate' | 'serviceNow'>,
  ref: PullRequestRef,
  pr: QueuedPullRequest | null,
  call: CallOptions,
  ctx: EstimateContext,
): Promise<Estimate | undefined> {
  if (!wantsEstimate(pr)) return undefined
  const judged = (e: Estimate) => plausibleEstimate(e, estimateNow(queue, ctx.now), ctx.queue)
  if (pr?.estimate) return judged(pr.estimate)
  try {
    return judged(await queue.getEstimate(ref, call))
  } catch (e) {
    if (isCancellation(e, call.signal)) throw e
    const why =
      e instanceof TrunkApiError ? `${e.kind}${e.status ? `, HTTP ${e.status}` : ''}` : 'error'
    return { status: 'unavailable', reason: `READ_FAILED (${why})` }
  }
}

/**
 * The estimate with `prsAhead` as one count on every API: the PRs ahead of it in the queue's
 * order (its position less one), or none when the position is not known. (v2's own count is of
 * the PRs it is tested on top of, which v1 cannot say; a parallel queue makes them differ.)
 */
export function inLine(
  e: Estimate | undefined,
  position: number | undefined,
): Estimate | undefined {
  if (!e || e.status !== 'available') return e
  const { prsAhead: _theirs, ...rest } = e
  return position !== undefined && position >= 1 ? { ...rest, prsAhead: position - 1 } : rest
}

/** How far in the past a merge time may be and still be "any moment now" (clock skew, a read's age). */
export const ESTIMATE_PAST_SKEW_MS = 5 * 60_000

/** How far ahead an estimate may reach before it is taken for a wrong one. */
export const ESTIMATE_MAX_AHEAD_MS = 30 * 24 * 3_600_000

/** Why an estimate read is not believed: the reasons {@link plausibleEstimate} gives. */
export type ImplausibleReason =
  'IMPLAUSIBLE_PAST' | 'IMPLAUSIBLE_FAR' | 'IMPLAUSIBLE_PRS_AHEAD' | 'IMPLAUSIBLE_WAITING_ON'

/**
 * The estimate if it can be true, else no estimate with why: a time more than the skew in the
 * past or more than 30 days ahead of `now` (the service's clock), more PRs ahead than the queue
 * holds besides this one, or PRs waited on that are not in the queue. The queue is checked only
 * when it was read. Pure; never throws.
 */
export function plausibleEstimate(
  e: Estimate | undefined,
  now: number,
  queue?: Pick<Queue, 'pullRequests'>,
): Estimate | undefined {
  if (!e || e.status !== 'available') return e
  const no = (reason: ImplausibleReason): Estimate => ({ status: 'unavailable', reason })
  // The end it is about must not have passed; a test run may well have started already.
  const end = e.kind === 'merge' ? e.mergeAt : e.resolveAt
  const times = e.kind === 'merge' ? [e.mergeAt, e.testingStartAt, e.testingEndAt] : [e.resolveAt]
  if (end !== undefined && !(Date.parse(end) >= now - ESTIMATE_PAST_SKEW_MS))
    return no('IMPLAUSIBLE_PAST')
  for (const iso of times)
    if (iso !== undefined && !(Date.parse(iso) <= now + ESTIMATE_MAX_AHEAD_MS))
      return no('IMPLAUSIBLE_FAR')
  if (queue) {
    const others = queue.pullRequests.length - 1
    if (e.prsAhead !== undefined && e.prsAhead > Math.max(0, others))
      return no('IMPLAUSIBLE_PRS_AHEAD')
    if (e.kind === 'pending-failure') {
      const queued = new Set(queue.pullRequests.map((p) => p.number))
      if (e.waitingOn.some((n) => !queued.has(n))) return no('IMPLAUSIBLE_WAITING_ON')
    }
  }
  return e
}
