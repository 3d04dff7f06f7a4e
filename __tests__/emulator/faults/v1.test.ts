/**
 * Fault mode, with raw HTTP: each fault kind does what it says, counts and seeded rates behave,
 * and edge faults leave the state alone while application faults apply the request.
 */
import { beforeEach, describe, expect, it } from '@jest/globals'
import { request } from 'undici'
import { PaginationError, TrunkClient } from '../../../src/client/index.js'
import {
  EmulatorConfigError,
  startEmulator,
  UNKNOWN_PR_STATE,
} from '../../../src/emulator/index.js'
import { REPO, prRef, queueRef } from '../../../__fixtures__/emulator.js'
import { rawOn, startOver, useAgent, useEmulator, withEmulator } from '../helpers.js'

const agent = useAgent()
const emu = useEmulator({ flakyTests: { seed: 5, size: 40 } })
beforeEach(() => startOver(emu))

const faults = (rules: unknown[], seed?: number) => emu.control('/faults', { seed, rules })

const post = (path: string, body: unknown, signal?: AbortSignal) =>
  rawOn(agent, emu, 'POST', `/v1${path}`, {
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
    signal,
  })

const inQueue = async (n: number) =>
  (await emu.client.getQueue(queueRef())).enqueuedPullRequests.some((p) => p.prNumber === n)

describe('status faults', () => {
  it('answers the status with Retry-After for the next `count` requests, then expires', async () => {
    await faults([
      { operation: 'submitPullRequest', kind: 'status', status: 429, retryAfter: '2', count: 2 },
    ])
    const a = await post('/submitPullRequest', prRef(1))
    expect(a.status).toBe(429)
    expect(a.headers['retry-after']).toBe('2')
    expect(a.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(await inQueue(1)).toBe(false)
    const listed = await emu.control<{ rules: { remaining?: number }[] }>('/faults')
    expect(listed.rules[0]?.remaining).toBe(1)
    expect((await post('/submitPullRequest', prRef(1))).status).toBe(429)
    expect((await post('/submitPullRequest', prRef(1))).status).toBe(200)
    expect(await inQueue(1)).toBe(true)
    expect((await emu.control<{ rules: unknown[] }>('/faults')).rules).toEqual([])
  })

  it('targets only its operation; custom body, content type and an HTTP-date Retry-After', async () => {
    const date = new Date(Date.now() + 60_000).toUTCString()
    await faults([
      {
        operation: 'getQueue',
        kind: 'status',
        status: 503,
        retryAfter: date,
        body: '{"error":"busy"}',
        contentType: 'application/json',
      },
    ])
    expect((await post('/submitPullRequest', prRef(2))).status).toBe(200)
    const res = await post('/getQueue', queueRef())
    expect(res).toMatchObject({ status: 503, text: '{"error":"busy"}' })
    expect(res.headers['retry-after']).toBe(date)
    expect(res.headers['content-type']).toBe('application/json')
  })

  it('applies a rate from a seeded generator: the same seed gives the same pattern', async () => {
    const pattern = async () => {
      await faults([{ kind: 'status', status: 500, rate: 0.5 }], 77)
      const out: number[] = []
      for (let i = 0; i < 30; i++) out.push((await post('/getQueue', queueRef())).status)
      return out
    }
    const first = await pattern()
    const second = await pattern()
    expect(second).toEqual(first)
    expect(first).toContain(500)
    expect(first).toContain(200)
  })
})

describe('connection faults', () => {
  it('reset: destroys the connection before any answer; the request is not applied', async () => {
    await faults([{ kind: 'reset', count: 1 }])
    await expect(post('/submitPullRequest', prRef(3))).rejects.toMatchObject({
      code: expect.stringMatching(/ECONNRESET|UND_ERR_SOCKET/),
    })
    expect(await inQueue(3)).toBe(false)
    const log = await emu.control<{ recent: { fault?: string; status: number }[] }>('/requests')
    expect(log.recent.at(-2)).toMatchObject({ fault: 'reset', status: 0 })
  })

  it('drop-after-commit: applies the request, then drops the connection without answering', async () => {
    await faults([{ operation: 'submitPullRequest', kind: 'drop-after-commit', count: 1 }])
    await expect(post('/submitPullRequest', prRef(4))).rejects.toMatchObject({
      code: expect.stringMatching(/ECONNRESET|UND_ERR_SOCKET/),
    })
    expect(await inQueue(4)).toBe(true)
  })

  it('slow-headers: answers normally, after the delay', async () => {
    await faults([{ kind: 'slow-headers', delayMs: 400, count: 2 }])
    // No headers within 50 ms of a 400 ms delay.
    await expect(post('/getQueue', queueRef(), AbortSignal.timeout(50))).rejects.toThrow()
    const res = await post('/getQueue', queueRef())
    expect(res.status).toBe(200)
    const log = await emu.control<{ recent: { fault?: string; status: number }[] }>('/requests')
    expect(log.recent.filter((r) => r.fault === 'slow-headers').length).toBe(2)
  })

  it('truncate: sends the full Content-Length and half the body, then closes', async () => {
    await faults([{ operation: 'getQueue', kind: 'truncate', count: 1 }])
    const res = await request(`${emu.url}/getQueue`, {
      method: 'POST',
      dispatcher: agent,
      headers: { 'x-api-token': emu.token },
      body: JSON.stringify(queueRef()),
    })
    expect(res.statusCode).toBe(200)
    const length = Number(res.headers['content-length'])
    expect(length).toBeGreaterThan(100)
    await expect(res.body.text()).rejects.toThrow()
  })

  it('redirect: answers 307 with the Location and does not apply the request', async () => {
    await faults([
      { kind: 'redirect', location: 'http://127.0.0.1:1/v1/submitPullRequest', count: 1 },
    ])
    const res = await post('/submitPullRequest', prRef(5))
    expect(res.status).toBe(307)
    expect(res.headers.location).toBe('http://127.0.0.1:1/v1/submitPullRequest')
    expect(await inQueue(5)).toBe(false)
  })
})

describe('body faults', () => {
  it('invalid-json: 200 with a JSON content type and a body that does not parse', async () => {
    await faults([{ kind: 'invalid-json', count: 1 }])
    const res = await post('/getQueue', queueRef())
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(() => JSON.parse(res.text) as unknown).toThrow()
  })

  it('html-502: a 502 with an HTML page', async () => {
    await faults([{ kind: 'html-502', count: 1 }])
    const res = await post('/getQueue', queueRef())
    expect(res.status).toBe(502)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.text).toContain('<title>502 Bad Gateway</title>')
  })

  it('unknown-fields: a normal answer with extra fields, which the client ignores', async () => {
    await emu.client.submitPullRequest(prRef(6))
    await faults([{ kind: 'unknown-fields' }])
    const res = await post('/getQueue', queueRef())
    const body = JSON.parse(res.text) as Record<string, unknown> & {
      enqueuedPullRequests: Record<string, unknown>[]
    }
    expect(body.emulatorUnknownField).toBeDefined()
    expect(body.enqueuedPullRequests[0]?.emulatorExtraField).toBeDefined()
    const q = await emu.client.getQueue(queueRef())
    expect(q.enqueuedPullRequests[0]?.prNumber).toBe(6)
  })

  it('unknown-state: the PR state replaced by a value the API does not list', async () => {
    await emu.client.submitPullRequest(prRef(7))
    await faults([{ kind: 'unknown-state' }])
    const pr = await post('/getSubmittedPullRequest', prRef(7))
    expect((JSON.parse(pr.text) as { state: string }).state).toBe(UNKNOWN_PR_STATE)
    const q = JSON.parse((await post('/getQueue', queueRef())).text) as {
      enqueuedPullRequests: { state: string }[]
    }
    expect(q.enqueuedPullRequests.map((p) => p.state)).toEqual([UNKNOWN_PR_STATE])
  })

  it('repeat-page-token: pagination that points back at itself, which the client stops', async () => {
    await faults([{ operation: 'listFailingTests', kind: 'repeat-page-token' }])
    const client = new TrunkClient({
      baseUrl: emu.url,
      token: emu.token,
      retry: { maxAttempts: 1 },
    })
    try {
      await expect(
        client.listAllFailingTests({
          repo: { ...REPO },
          org_url_slug: 'acme',
          start_time: new Date(emu.now() - 7 * 86_400_000).toISOString(),
          end_time: new Date(emu.now()).toISOString(),
          page_size: 5,
        }),
      ).rejects.toBeInstanceOf(PaginationError)
    } finally {
      await client.close()
    }
  })
})

describe('configuration', () => {
  it('refuses fault rules on a non-loopback host before listening', async () => {
    await expect(
      startEmulator({ host: '0.0.0.0', faults: { rules: [{ kind: 'reset' }] } }),
    ).rejects.toBeInstanceOf(EmulatorConfigError)
  })

  it('starts with rules from the options', async () => {
    await withEmulator(
      { faults: { seed: 1, rules: [{ kind: 'html-502', count: 1 }] } },
      async (other) => {
        expect((await other.post('/getQueue', queueRef())).status).toBe(502)
        expect((await other.post('/getQueue', queueRef())).status).toBe(404)
      },
    )
  })
})
