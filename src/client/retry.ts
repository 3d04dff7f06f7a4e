/**
 * The retry policy, as small pure functions: which failures are retried for which kind of
 * operation, how long to wait (capped exponential backoff with full jitter, `Retry-After` as a
 * floor), when to give up (attempts, deadline, a run-wide budget).
 */
import type { TrunkApiError } from './errors.js'

export type { Idempotency } from '../wire/operations.js'
import type { Idempotency } from '../wire/operations.js'

/** What to do after a failed attempt. */
export type FailureDecision = 'retry' | 'reconcile' | 'fail'

/** Retry settings of one client. */
export interface RetryPolicy {
  /** Most requests per operation, the first included. */
  maxAttempts: number
  /** The backoff's base: the first retry waits up to this long. */
  baseDelayMs: number
  /** The backoff's cap: no computed wait is longer (a server's Retry-After may be). */
  maxDelayMs: number
  /** Total time one operation may take, all attempts and waits included. */
  operationTimeoutMs: number
  /** Time one attempt may take, from sending to the last byte of the response. */
  attemptTimeoutMs: number
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 5,
  baseDelayMs: 500,
  maxDelayMs: 20_000,
  operationTimeoutMs: 120_000,
  attemptTimeoutMs: 30_000,
}

/** Network error codes that prove the request never reached the server. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'ENETDOWN',
  'EHOSTDOWN',
  'UND_ERR_CONNECT_TIMEOUT',
  // The proxy failed the CONNECT: no tunnel to the service was ever made (see http.ts).
  'MQA_PROXY_CONNECT_FAILED',
])

/** True when the failed attempt certainly did not reach the server (safe to send again). */
export function wasNotProcessed(error: TrunkApiError): boolean {
  if (error.status === 429 || error.status === 408) return true
  if (error.kind === 'network') return NOT_SENT_CODES.has((error as { code?: string }).code ?? '')
  return false
}

/** True for the failures that may pass: 408, 429, most 5xx, network errors and timeouts. */
export function isTransient(error: TrunkApiError): boolean {
  switch (error.kind) {
    case 'rate-limited':
    case 'network':
    case 'timeout':
      return true
    case 'server':
      return error.status !== 501 && error.status !== 505
    case 'unexpected-status':
      return error.status === 408
    default:
      return false
  }
}

/**
 * Decides what follows a failed attempt. Reads and idempotent writes retry every transient
 * failure. A write that must not repeat retries only what the server certainly did not process
 * (429, refused connections); anything else transient is ambiguous and needs a read first.
 * A malformed body on a read is retried too (a truncated body is transient).
 */
export function classifyFailure(idempotency: Idempotency, error: TrunkApiError): FailureDecision {
  if (error.kind === 'cancelled') return 'fail'
  if (error.kind === 'response-shape') return idempotency === 'read' ? 'retry' : 'fail'
  if (!isTransient(error)) return 'fail'
  if (idempotency !== 'reconcile' || wasNotProcessed(error)) return 'retry'
  return 'reconcile'
}

/** Full-jitter backoff: a random wait in [0, min(cap, base * 2^retry)). `retry` counts from 0. */
export function backoffDelay(retry: number, policy: RetryPolicy, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(retry, 30))
  return Math.floor(random() * ceiling)
}

/**
 * Reads `Retry-After` as milliseconds to wait: delta-seconds or an HTTP date. Anything else,
 * or a date in the past, gives undefined (no floor).
 */
export function parseRetryAfter(value: string | undefined, nowMs: number): number | undefined {
  if (value === undefined) return undefined
  const v = value.trim()
  if (/^\d+$/.test(v)) return Math.min(Number(v), 86_400 * 365) * 1000
  if (!/[a-z]/i.test(v)) return undefined
  const at = Date.parse(v)
  if (Number.isNaN(at)) return undefined
  return Math.max(0, at - nowMs)
}

/** The wait before the next attempt, or why there is none. */
export type NextDelay = { delayMs: number } | { giveUp: string }

/**
 * The least time an attempt is sent with: a retry that would leave less before the operation's
 * deadline is not sent. With a few milliseconds it could only time out, and the timeout would
 * replace the failure that made it retry (a 500 with the server's words read as a timeout).
 */
export const MIN_ATTEMPT_WINDOW_MS = 1_000

/**
 * Picks the wait before retry number `retry` (0-based): the jittered backoff, raised to the
 * server's Retry-After when it asks for longer. Gives up when attempts are spent, when the wait
 * would pass the deadline (failing at once instead of sleeping until the job is killed), or when
 * it would leave the attempt less than MIN_ATTEMPT_WINDOW_MS.
 */

export function nextDelay(args: {
  retry: number
  attemptsMade: number
  retryAfterMs?: number
  remainingMs: number
  policy: RetryPolicy
  random: () => number
}): NextDelay {
  const { retry, attemptsMade, retryAfterMs, remainingMs, policy, random } = args
  if (attemptsMade >= policy.maxAttempts) {
    return { giveUp: `Gave up after ${attemptsMade} attempts.` }
  }
  const backoff = backoffDelay(retry, policy, random)
  const delayMs = retryAfterMs !== undefined ? Math.max(backoff, retryAfterMs) : backoff
  if (delayMs >= remainingMs) {
    const why =
      retryAfterMs !== undefined && retryAfterMs >= remainingMs
        ? `The server asked to wait ${formatSeconds(retryAfterMs)} (Retry-After), ` +
          `past the operation's deadline (${formatSeconds(Math.max(0, remainingMs))} left)`
        : `The next retry would start past the operation's deadline ` +
          `(${formatSeconds(Math.max(0, remainingMs))} left)`
    return { giveUp: `${why}; ${gaveUp(attemptsMade)}` }
  }
  if (remainingMs - delayMs < MIN_ATTEMPT_WINDOW_MS) {
    return { giveUp: tooCloseToDeadline(remainingMs - delayMs, attemptsMade) }
  }
  return { delayMs }
}

/**
 * The note of a retry not sent because it would have had less than MIN_ATTEMPT_WINDOW_MS before
 * the operation's deadline (`leftMs`), after `attemptsMade` attempts.
 */
export function tooCloseToDeadline(
  leftMs: number,
  attemptsMade: number,
  starts: 'would start' | 'would have started' = 'would start',
): string {
  return (
    `The next retry ${starts} ${Math.max(0, Math.floor(leftMs))} ms before the operation's ` +
    `deadline, less than an attempt needs (${MIN_ATTEMPT_WINDOW_MS / 1000} s); ` +
    gaveUp(attemptsMade)
  )
}

function gaveUp(attemptsMade: number): string {
  return `gave up after ${attemptsMade} attempt${attemptsMade === 1 ? '' : 's'}.`
}

function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`
}

/**
 * A run-wide allowance of retries (the AWS "retry quota" idea): each retry spends tokens, each
 * success returns one, so an outage ends in a clear failure instead of hundreds of requests.
 */
export class RetryBudget {
  private tokens: number
  constructor(
    /** Tokens at the start; the default allows 50 transient retries (100 after 429s). */
    readonly capacity = 500,
  ) {
    this.tokens = capacity
  }

  /** Cost of retrying after this failure: a rate limit costs less (the server shed the load). */
  static costOf(error: TrunkApiError): number {
    return error.kind === 'rate-limited' ? 5 : 10
  }

  /** Takes the cost if there is enough left; false means: stop retrying. */
  tryAcquire(cost: number): boolean {
    if (this.tokens < cost) return false
    this.tokens -= cost
    return true
  }

  /** A request that succeeded gives one token back. */
  onSuccess(): void {
    this.tokens = Math.min(this.capacity, this.tokens + 1)
  }

  /** Tokens left. */
  get remaining(): number {
    return this.tokens
  }
}
