/**
 * When a queued PR will merge, for status, wait and submit: the one read of the service's
 * estimate (never failing the step: no estimate is an answer), the `estimated-merge-at` and
 * `prs-ahead` outputs, and the words the summary, the log and the comment say it in.
 */
import {
  CancelledError,
  TrunkApiError,
  type MergeEstimate,
  type PullRequestRef,
  type SubmittedPullRequest,
  type SubmittedPullRequestRead,
  type TrunkClient,
} from '../../client/index.js'
import { Outputs } from '../../inputs/constants.js'
import { humanDuration, md, parseTime } from '../../ports/text.js'
import type { CommandResult } from './types.js'

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
export function wantsEstimate(pr: SubmittedPullRequest | null): boolean {
  return !!pr && QUEUED_STATES.has(pr.state.toLowerCase())
}

/**
 * The PR's estimate: the one that came with the PR's read (v1, read with `estimate: true`), else
 * read on its own (v2, or a read that did not ask). Never throws but for a cancelled job (a
 * failure is "unavailable").
 */
export async function readEstimate(
  client: Pick<TrunkClient, 'getMergeEstimate'>,
  ref: PullRequestRef,
  pr: SubmittedPullRequestRead | null,
  call: { signal?: AbortSignal; timeoutMs?: number },
): Promise<MergeEstimate | undefined> {
  if (!wantsEstimate(pr)) return undefined
  if (pr?.mergeEstimate) return pr.mergeEstimate
  try {
    return await client.getMergeEstimate(ref, call)
  } catch (e) {
    if (e instanceof CancelledError || call.signal?.aborted) throw e
    const why =
      e instanceof TrunkApiError ? `${e.kind}${e.status ? `, HTTP ${e.status}` : ''}` : 'error'
    return { status: 'unavailable', reason: `READ_FAILED (${why})` }
  }
}

/** What each reason the service (or this reader) gives for no estimate means, in words. */
const NO_ESTIMATE_WORDS: Record<string, string> = {
  QUEUE_PAUSED: 'the queue is paused',
  QUEUE_DRAINING: 'the queue is draining',
  ESTIMATE_NOT_ENABLED: 'the queue does not serve estimates',
  NOT_READY: 'the PR is not ready yet',
  PR_NOT_READY: 'the PR is not ready yet',
  INSUFFICIENT_HISTORY: 'too little test history',
  INSUFFICIENT_DATA: 'too little test history',
  NOT_SENT: 'the service sent none',
  UNREADABLE: "the service's answer could not be read",
  UNAVAILABLE: 'the service gave none',
}

/** `#41`, `#41 and #43`, `#41, #43 and #47`: our own words for PR numbers (integers). */
function prList(numbers: readonly number[]): string {
  const refs = numbers.map((n) => `#${n}`)
  return refs.length < 2 ? (refs[0] ?? '') : `${refs.slice(0, -1).join(', ')} and ${refs.at(-1)}`
}

function aheadWords(n: number | undefined): string {
  if (n === undefined) return ''
  return n === 0 ? ', nothing ahead' : `, ${n} PR${n === 1 ? '' : 's'} ahead`
}

/** "about 25 min" from now until `iso`; "any moment now" once it has passed. */
function inAbout(iso: string, now: number): string {
  const t = parseTime(iso)
  if (t === undefined) return ''
  const ms = t - now
  if (ms < 60_000) return 'any moment now'
  return `in about ${humanDuration(Math.round(ms / 60_000) * 60_000)}`
}

/**
 * The estimate in one sentence, Markdown-safe: "Expected to merge in about 25 min, 3 PRs
 * ahead."; "Waiting on #41 and #43 to resolve."; "No estimate: the queue is paused."
 */
export function estimateWords(e: MergeEstimate | undefined, now: number): string {
  if (!e) return ''
  if (e.status === 'unavailable') {
    const known = NO_ESTIMATE_WORDS[e.reason]
    return `No estimate: ${known ?? (e.reason.startsWith('READ_FAILED') ? `it could not be read (${md(e.reason.slice(13, -1), 80)})` : `the service says ${md(e.reason, 80)}`)}.`
  }
  if (e.kind === 'pending-failure') {
    const when = e.resolveAt ? `, expected ${inAbout(e.resolveAt, now)}` : ''
    return e.waitingOn.length
      ? `Waiting on ${prList(e.waitingOn)} to resolve${when}.`
      : `Waiting for its pending failure to resolve${when}.`
  }
  if (e.mergeAt) return `Expected to merge ${inAbout(e.mergeAt, now)}${aheadWords(e.prsAhead)}.`
  return e.prsAhead !== undefined
    ? `No merge time estimated${aheadWords(e.prsAhead)}.`
    : 'No estimate: the service gave none.'
}

/**
 * The `estimated-merge-at` and `prs-ahead` outputs: from the estimate, and for the PRs ahead the
 * queue position when the estimate does not say. Empty when not known.
 */
export function estimateOutputs(
  e: MergeEstimate | undefined,
  position?: number,
): CommandResult['outputs'] {
  const available = e?.status === 'available' ? e : undefined
  const ahead = available?.prsAhead ?? (position !== undefined ? position - 1 : undefined)
  const at = available?.kind === 'merge' ? parseTime(available.mergeAt) : undefined
  return {
    // Whole seconds: v1 counts from the service's Date header, which has no finer grain.
    [Outputs.EstimatedMergeAt]:
      at !== undefined ? new Date(Math.floor(at / 1000) * 1000).toISOString() : '',
    [Outputs.PrsAhead]: ahead !== undefined && ahead >= 0 ? String(ahead) : '',
  }
}

/** The summary's line (a paragraph), or '' without an estimate. */
export function estimateSection(e: MergeEstimate | undefined, now: number): string {
  const words = estimateWords(e, now)
  return words ? `\n**Estimate:** ${words}\n` : ''
}
