/**
 * The retry policy's decisions at their edges, each a mutant that survived the other tests
 * (npm run mutation, RELIABILITY.md): a 408 (never processed: retried even for a write that must
 * not repeat), every "never reached the server" network code, 505, the Retry-After cap, and the
 * words and boundaries of giving up at the deadline.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import {
  DEFAULT_RETRY_POLICY,
  NetworkError,
  TrunkClient,
  ServerError,
  UnexpectedStatusError,
  classifyFailure,
  isTransient,
  MIN_ATTEMPT_WINDOW_MS,
  nextDelay,
  parseRetryAfter,
  wasNotProcessed,
} from '../../src/client/index.js'
import { recordingClock } from '../../__fixtures__/fake-clock.js'
import { json, startTestServer, type TestServer } from '../../__fixtures__/test-server.js'
import * as samples from '../../__fixtures__/wire-samples.js'

const ctx = { operation: 'submitPullRequest' }

describe('408 Request Timeout', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(async () => {
    await server.close()
  })

  it('sent by a real server, a submit is sent again at once, with no reconciling read', async () => {
    const client = new TrunkClient({
      baseUrl: server.url,
      token: 'tok_retry_7hG2xP',
      clock: recordingClock(),
    })
    try {
      server.script([
        { status: 408, body: 'Request Timeout' },
        { status: 200, body: 'OK' },
      ])
      const r = await client.submitPullRequest({
        repo: samples.REPO,
        targetBranch: 'main',
        pr: { number: 42 },
      })
      expect(server.requests.map((q) => q.path.replace('/v1/', ''))).toEqual([
        'submitPullRequest',
        'submitPullRequest',
      ])
      expect(r.reconciled).toBe(false)
      server.requests.length = 0
      server.script([{ status: 408 }, json(200, samples.queue())])
      await client.getQueue({ repo: samples.REPO, targetBranch: 'main' })
      expect(server.requests).toHaveLength(2)
    } finally {
      await client.close()
    }
  })

  const e408 = new UnexpectedStatusError({ ...ctx, status: 408 })
  it('is transient and never processed: every kind of operation sends it again', () => {
    expect(isTransient(e408)).toBe(true)
    expect(wasNotProcessed(e408)).toBe(true)
    for (const idem of ['read', 'idempotent', 'reconcile'] as const)
      expect([idem, classifyFailure(idem, e408)]).toEqual([idem, 'retry'])
  })
  it('another unexpected status (418) is neither: it fails at once', () => {
    const e418 = new UnexpectedStatusError({ ...ctx, status: 418 })
    expect(isTransient(e418)).toBe(false)
    expect(wasNotProcessed(e418)).toBe(false)
    expect(classifyFailure('read', e418)).toBe('fail')
  })
})

describe('network errors', () => {
  it.each([
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'ENETUNREACH',
    'EHOSTUNREACH',
    'ENETDOWN',
    'EHOSTDOWN',
    'UND_ERR_CONNECT_TIMEOUT',
    'MQA_PROXY_CONNECT_FAILED',
  ])('%s never reached the server: a write that must not repeat is sent again', (code) => {
    expect(classifyFailure('reconcile', new NetworkError(ctx, code, 'x'))).toBe('retry')
  })
  it.each(['ECONNRESET', 'UND_ERR_SOCKET', undefined])(
    '%s may have reached it: the write is reconciled first',
    (code) => {
      expect(classifyFailure('reconcile', new NetworkError(ctx, code, 'x'))).toBe('reconcile')
    },
  )
})

it('505 is not transient (as 501): it fails at once', () => {
  expect(classifyFailure('read', new ServerError({ ...ctx, status: 505 }))).toBe('fail')
  expect(classifyFailure('read', new ServerError({ ...ctx, status: 502 }))).toBe('retry')
})

it('Retry-After in seconds is capped at a year', () => {
  expect(parseRetryAfter('99999999999', 0)).toBe(86_400 * 365 * 1000)
  expect(parseRetryAfter('86400', 0)).toBe(86_400_000)
})

describe('giving up at the deadline', () => {
  const base = { policy: DEFAULT_RETRY_POLICY, random: () => 0 }
  it('a Retry-After past the deadline says so, with both times', () => {
    expect(
      nextDelay({ ...base, retry: 0, attemptsMade: 1, retryAfterMs: 30_000, remainingMs: 5_000 }),
    ).toEqual({
      giveUp:
        "The server asked to wait 30 s (Retry-After), past the operation's deadline (5.0 s left); gave up after 1 attempt.",
    })
  })
  it('a Retry-After of exactly the time left gives up (it would start at the deadline)', () => {
    expect(
      nextDelay({ ...base, retry: 0, attemptsMade: 2, retryAfterMs: 10_000, remainingMs: 10_000 }),
    ).toEqual({
      giveUp:
        "The server asked to wait 10 s (Retry-After), past the operation's deadline (10 s left); gave up after 2 attempts.",
    })
  })
  it('a backoff past the deadline blames the backoff, not a shorter Retry-After', () => {
    const d = nextDelay({
      ...base,
      random: () => 0.999,
      retry: 10,
      attemptsMade: 3,
      retryAfterMs: 100,
      remainingMs: 200,
    })
    expect(d).toEqual({
      giveUp:
        "The next retry would start past the operation's deadline (0.2 s left); gave up after 3 attempts.",
    })
  })
  it('a deadline already passed reads as 0 s left', () => {
    expect(nextDelay({ ...base, retry: 0, attemptsMade: 1, remainingMs: -5_000 })).toEqual({
      giveUp:
        "The next retry would start past the operation's deadline (0.0 s left); gave up after 1 attempt.",
    })
  })
  it('a wait that leaves an attempt its second is taken', () => {
    expect(
      nextDelay({ ...base, retry: 0, attemptsMade: 1, retryAfterMs: 9_000, remainingMs: 10_000 }),
    ).toEqual({
      delayMs: 9_000,
    })
  })
  it('a wait that would leave an attempt less than a second gives up, saying how much was left', () => {
    expect(MIN_ATTEMPT_WINDOW_MS).toBe(1_000)
    expect(
      nextDelay({ ...base, retry: 0, attemptsMade: 4, retryAfterMs: 9_999, remainingMs: 10_000 }),
    ).toEqual({
      giveUp:
        "The next retry would start 1 ms before the operation's deadline, less than an attempt needs (1 s); gave up after 4 attempts.",
    })
    expect(
      nextDelay({ ...base, retry: 0, attemptsMade: 1, retryAfterMs: 9_001, remainingMs: 10_000 }),
    ).toEqual({
      giveUp:
        "The next retry would start 999 ms before the operation's deadline, less than an attempt needs (1 s); gave up after 1 attempt.",
    })
  })
})
