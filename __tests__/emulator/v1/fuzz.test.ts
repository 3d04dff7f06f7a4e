/**
 * Property tests: random JSON bodies, random bytes and randomly damaged valid bodies sent to
 * every endpoint get only 4xx (or 200 for a body that happens to be valid), never a 5xx, and the
 * emulator keeps answering.
 */
import { beforeAll, describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { API_ROUTES } from '../../../src/emulator/v1/routes.js'
import { prRef, queueRef, REPO } from '../../../__fixtures__/emulator.js'
import { rawOn, useAgent, useEmulator } from '../helpers.js'

// A connection per request (undici: pipelining 0 turns keep-alive off): a reset can then come only
// from the request sent on it, never from a reused idle connection (seen once, on a machine loaded
// with two jest runs at once: the first request after a property read ECONNRESET).
const agent = useAgent({ pipelining: 0 })
const emu = useEmulator({ flakyTests: { seed: 3, size: 30 } }, { queue: true })
beforeAll(async () => {
  await emu.client.submitPullRequest(prRef(1))
})

async function send(method: string, path: string, body?: string | Uint8Array): Promise<number> {
  const res = await rawOn(agent, emu, method, path, {
    body,
    headers: { 'content-type': 'application/json' },
  })
  return res.status
}

const POST_PATHS = Object.entries(API_ROUTES)
  .filter(([, r]) => r.method === 'POST')
  .map(([p]) => `/v1${p}`)
const CONTROL_PATHS = [
  '/_control/clock',
  '/_control/pull-requests',
  '/_control/outcomes',
  '/_control/faults',
]

/** A valid body for each POST endpoint, to damage at random. */
const VALID: Record<string, unknown> = {
  '/v1/submitPullRequest': { ...prRef(2), priority: 'high', noBatch: false },
  '/v1/cancelPullRequest': prRef(2),
  '/v1/restartTestsOnPullRequest': prRef(1),
  '/v1/getSubmittedPullRequest': prRef(1),
  '/v1/setImpactedTargets': {
    ...prRef(2),
    pr: { number: 2, sha: 'abc1234' },
    impactedTargets: ['a'],
  },
  '/v1/getMergeQueueTestingDetails': { ...queueRef(), testRunId: 'x' },
  '/v1/createQueue': { ...queueRef('fuzz'), mode: 'single', concurrency: 2 },
  '/v1/deleteQueue': queueRef('fuzz'),
  '/v1/getQueue': queueRef(),
  '/v1/updateQueue': { ...queueRef(), concurrency: 3, batch: true },
  '/v1/flaky-tests/list-failing-tests': {
    repo: REPO,
    org_url_slug: 'acme',
    start_time: '2026-01-01T00:00:00Z',
    end_time: '2026-01-05T00:00:00Z',
    page_query: { page_size: 10, page_token: '' },
  },
  '/v1/flaky-tests/get-test-details': {
    repo: REPO,
    org_url_slug: 'acme',
    test_id: '01234567-0123-4123-8123-0123456789ab',
  },
}

/** Replaces the value at a random path of `value` with `replacement`. */
function damage(value: unknown, pick: number[], replacement: unknown): unknown {
  if (value === null || typeof value !== 'object' || pick.length === 0) return replacement
  const keys = Object.keys(value as object)
  if (keys.length === 0) return replacement
  const key = keys[(pick[0] as number) % keys.length] as string
  const copy: Record<string, unknown> = Array.isArray(value)
    ? ([...value] as unknown as Record<string, unknown>)
    : { ...(value as Record<string, unknown>) }
  copy[key] = damage(copy[key], pick.slice(1), replacement)
  return copy
}

const ok = (status: number) => status < 500

describe('fuzzing every endpoint', () => {
  it('random JSON bodies get 4xx, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...POST_PATHS, ...CONTROL_PATHS),
        fc.jsonValue(),
        async (path, body) => {
          const status = await send('POST', path, JSON.stringify(body))
          expect(ok(status)).toBe(true)
          if (path.startsWith('/v1/')) expect(status).toBeGreaterThanOrEqual(400)
        },
      ),
      { numRuns: 150 },
    )
  })

  it('random bytes get 400', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...POST_PATHS),
        fc.uint8Array({ minLength: 0, maxLength: 200 }),
        async (path, bytes) => {
          const status = await send('POST', path, bytes)
          // A few byte strings are valid JSON but never a valid body.
          expect(status).toBeGreaterThanOrEqual(400)
          expect(status).toBeLessThan(500)
        },
      ),
      { numRuns: 100 },
    )
  })

  it('valid bodies damaged at one place get 200 or 4xx, never a 5xx', async () => {
    const paths = Object.keys(VALID)
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.array(fc.nat(), { maxLength: 4 }),
        fc.oneof(
          fc.jsonValue(),
          fc.string({ unit: 'binary' }),
          fc.integer(),
          fc.double(),
          fc.constantFrom('ALL', 'IMPACTS_ALL', '', '-1', '12', 'URGENT', null, [], {}),
        ),
        async (path, pick, replacement) => {
          const body = damage(VALID[path], pick, replacement)
          const status = await send('POST', path, JSON.stringify(body))
          expect([200, 400, 404, 409]).toContain(status)
        },
      ),
      { numRuns: 250 },
    )
  })

  it('random metrics queries get 200 or 400', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom('repo', 'repoHost', 'other'),
          fc.string({ unit: 'binary', maxLength: 20 }),
        ),
        async (query) => {
          const qs = new URLSearchParams(query).toString()
          const status = await send('GET', `/v1/getMergeQueueMetrics?${qs}`)
          expect([200, 400]).toContain(status)
        },
      ),
      { numRuns: 60 },
    )
  })

  it('still answers afterwards', async () => {
    expect(await send('GET', '/_control/health')).toBe(200)
    expect((await emu.client.getQueue(queueRef())).branch).toBe('main')
  })
})
