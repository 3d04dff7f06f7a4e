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

/**
 * The PR's estimate: the one that came with the PR's read (an API that sends it so, read with
 * `estimate: true`), else read on its own. Never throws but for a cancelled job: a failed read is
 * `unavailable` with reason `READ_FAILED (<kind>, HTTP <status>)`.
 */
export async function readEstimate(
  queue: Pick<MergeQueue, 'getEstimate'>,
  ref: PullRequestRef,
  pr: QueuedPullRequest | null,
  call: CallOptions,
): Promise<Estimate | undefined> {
  if (!wantsEstimate(pr)) return undefined
  if (pr?.estimate) return pr.estimate
  try {
    return await queue.getEstimate(ref, call)
  } catch (e) {
    if (isCancellation(e, call.signal)) throw e
    const why =
      e instanceof TrunkApiError ? `${e.kind}${e.status ? `, HTTP ${e.status}` : ''}` : 'error'
    return { status: 'unavailable', reason: `READ_FAILED (${why})` }
  }
}
