/** The retry policy's pure decisions, with properties over all inputs (fast-check). */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  DEFAULT_RETRY_POLICY,
  NetworkError,
  RateLimitedError,
  ResponseShapeError,
  RetryBudget,
  ServerError,
  TimeoutError,
  BadRequestError,
  NotFoundError,
  backoffDelay,
  classifyFailure,
  decideAfterAmbiguousSubmit,
  nextDelay,
  parseRetryAfter,
  type Idempotency,
  type SubmittedPullRequest,
} from '../../src/client/index.js'

const ctx = { operation: 'op' }
const failures = {
  429: new RateLimitedError({ ...ctx, status: 429 }),
  500: new ServerError({ ...ctx, status: 500 }),
  503: new ServerError({ ...ctx, status: 503 }),
  501: new ServerError({ ...ctx, status: 501 }),
  reset: new NetworkError(ctx, 'ECONNRESET', 'reset'),
  refused: new NetworkError(ctx, 'ECONNREFUSED', 'refused'),
  timeout: new TimeoutError(ctx, 'slow'),
  shape: new ResponseShapeError(ctx, '(body)', 'bad'),
  400: new BadRequestError({ ...ctx, status: 400 }),
  404: new NotFoundError({ ...ctx, status: 404 }),
}

describe('classifyFailure', () => {
  const table: [keyof typeof failures, Record<Idempotency, string>][] = [
    [429, { read: 'retry', idempotent: 'retry', reconcile: 'retry' }],
    [500, { read: 'retry', idempotent: 'retry', reconcile: 'reconcile' }],
    [503, { read: 'retry', idempotent: 'retry', reconcile: 'reconcile' }],
    [501, { read: 'fail', idempotent: 'fail', reconcile: 'fail' }],
    ['reset', { read: 'retry', idempotent: 'retry', reconcile: 'reconcile' }],
    ['refused', { read: 'retry', idempotent: 'retry', reconcile: 'retry' }],
    ['timeout', { read: 'retry', idempotent: 'retry', reconcile: 'reconcile' }],
    ['shape', { read: 'retry', idempotent: 'fail', reconcile: 'fail' }],
    [400, { read: 'fail', idempotent: 'fail', reconcile: 'fail' }],
    [404, { read: 'fail', idempotent: 'fail', reconcile: 'fail' }],
  ]
  it.each(table)('%s', (key, expected) => {
    for (const idem of ['read', 'idempotent', 'reconcile'] as const) {
      expect([idem, classifyFailure(idem, failures[key])]).toEqual([idem, expected[idem]])
    }
  })

  it('never answers "retry" for a write that must not repeat after an ambiguous failure', () => {
    for (const f of [failures[500], failures[503], failures.reset, failures.timeout]) {
      expect(classifyFailure('reconcile', f)).not.toBe('retry')
    }
  })
})

describe('backoff', () => {
  it('full jitter stays within [0, min(cap, base * 2^n))', () => {
    fc.assert(
      fc.property(fc.nat(40), fc.double({ min: 0, max: 0.999999, noNaN: true }), (n, r) => {
        const d = backoffDelay(n, DEFAULT_RETRY_POLICY, () => r)
        const ceiling = Math.min(
          DEFAULT_RETRY_POLICY.maxDelayMs,
          DEFAULT_RETRY_POLICY.baseDelayMs * 2 ** n,
        )
        return d >= 0 && d < ceiling && Number.isInteger(d)
      }),
    )
  })

  it('the next delay is at least Retry-After and never passes the deadline', () => {
    fc.assert(
      fc.property(
        fc.nat(10),
        fc.option(fc.nat(600_000), { nil: undefined }),
        fc.nat(300_000),
        fc.double({ min: 0, max: 0.999999, noNaN: true }),
        (retry, retryAfterMs, remainingMs, r) => {
          const d = nextDelay({
            retry,
            attemptsMade: 1,
            retryAfterMs,
            remainingMs,
            policy: DEFAULT_RETRY_POLICY,
            random: () => r,
          })
          if ('giveUp' in d) return true
          return (
            d.delayMs < remainingMs && (retryAfterMs === undefined || d.delayMs >= retryAfterMs)
          )
        },
      ),
    )
  })

  it('gives up when attempts are spent', () => {
    const d = nextDelay({
      retry: 4,
      attemptsMade: 5,
      remainingMs: 1e9,
      policy: DEFAULT_RETRY_POLICY,
      random: () => 0,
    })
    expect(d).toEqual({ giveUp: 'Gave up after 5 attempts.' })
  })
})

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-22T10:00:00Z')
  it.each([
    ['5', 5000],
    [' 0 ', 0],
    ['Sun, 22 Nov 2026 10:00:30 GMT', 30_000],
    ['Sun, 22 Nov 2026 09:00:00 GMT', 0],
    ['soon', undefined],
    ['-1', undefined],
    ['1.5', undefined],
    [undefined, undefined],
  ])('%p → %p ms', (value, ms) => {
    expect(parseRetryAfter(value, now)).toBe(ms)
  })

  it('never throws and never gives a negative wait, whatever the header', () => {
    fc.assert(
      fc.property(fc.string(), (v) => {
        const ms = parseRetryAfter(v, now)
        return ms === undefined || (ms >= 0 && Number.isFinite(ms))
      }),
    )
  })
})

describe('RetryBudget', () => {
  it('spends and refunds tokens, and refuses when empty', () => {
    const b = new RetryBudget(20)
    expect(b.tryAcquire(RetryBudget.costOf(failures[503]))).toBe(true)
    expect(b.tryAcquire(RetryBudget.costOf(failures[429]))).toBe(true)
    expect(b.remaining).toBe(5)
    expect(b.tryAcquire(10)).toBe(false)
    b.onSuccess()
    expect(b.remaining).toBe(6)
    for (let i = 0; i < 100; i++) b.onSuccess()
    expect(b.remaining).toBe(20)
  })
})

describe('decideAfterAmbiguousSubmit', () => {
  const sent = Date.parse('2026-11-22T10:00:00Z')
  const pr = (o: Partial<SubmittedPullRequest>): SubmittedPullRequest => ({
    state: 'pending',
    stateChangedAt: new Date(sent + 1000).toISOString(),
    priorityValue: 100,
    priorityName: 'medium',
    skipTheLine: false,
    isCurrentlySubmittedToQueue: true,
    prNumber: 1,
    prTitle: '',
    prSha: 'a',
    prBaseBranch: 'main',
    prAuthor: '',
    ...o,
  })
  it.each<[string, SubmittedPullRequest | null, 'landed' | 'changed' | 'resend']>([
    ['never submitted', null, 'resend'],
    ['queued now', pr({}), 'landed'],
    [
      'queued long before with the same priority',
      pr({ stateChangedAt: '2026-01-01T00:00:00Z' }),
      'landed',
    ],
    ['queued with another priority', pr({ priorityValue: 200 }), 'resend'],
    [
      'cancelled after the send',
      pr({ state: 'cancelled', isCurrentlySubmittedToQueue: false }),
      'changed',
    ],
    [
      'failed long before the send',
      pr({
        state: 'failed',
        isCurrentlySubmittedToQueue: false,
        stateChangedAt: '2026-01-01T00:00:00Z',
      }),
      'resend',
    ],
    [
      'merged long ago',
      pr({
        state: 'merged',
        isCurrentlySubmittedToQueue: false,
        stateChangedAt: '2025-01-01T00:00:00Z',
      }),
      'resend',
    ],
  ])('%s → %s', (_n, observed, expected) => {
    expect(decideAfterAmbiguousSubmit(observed, sent, { priorityValue: 100 })).toBe(expected)
  })
})
