/**
 * Retries, deadlines, timeouts, cancellation and reconciliation, against a real server on
 * 127.0.0.1. Waits go through a recording clock, so the tests check the waits the client chose
 * (Retry-After floors, backoff) without spending them.
 */
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net'
import { describe, expect, it } from '@jest/globals'
import {
  CancelledError,
  NetworkError,
  RateLimitedError,
  RetryBudget,
  ServerError,
  TargetLines,
  TimeoutError,
  TrunkClient,
  type TrunkClientOptions,
} from '../../src/client/index.js'
import { recordingClock, type RecordingClock } from '../../__fixtures__/fake-clock.js'
import { json } from '../../__fixtures__/test-server.js'
import * as samples from '../../__fixtures__/wire-samples.js'
import { opened, rejection, server, useScriptedServer } from './helpers.js'

const TOKEN = 'tok_retry_7hG2xP'
const REPO = samples.REPO
const PR = { repo: REPO, targetBranch: 'main', pr: { number: 42 } }
let client: TrunkClient
let clock: RecordingClock

useScriptedServer()

function newClient(opts: Partial<TrunkClientOptions> = {}) {
  clock = recordingClock()
  client = opened(new TrunkClient({ baseUrl: server.url, token: TOKEN, clock, ...opts }))
  return client
}

const paths = () => server.requests.map((r) => r.path.replace('/v1/', ''))

describe('Retry-After', () => {
  it('in seconds is a floor for the wait', async () => {
    newClient()
    server.script([
      { status: 503, headers: { 'retry-after': '3' } },
      { status: 503, headers: { 'retry-after': '1' } },
      json(200, samples.queue()),
    ])
    const q = await client.getQueue({ repo: REPO, targetBranch: 'main' })
    expect(q.branch).toBe('main')
    expect(server.requests).toHaveLength(3)
    expect(clock.sleeps).toHaveLength(2)
    expect(clock.sleeps[0]).toBeGreaterThanOrEqual(3000)
    expect(clock.sleeps[1]).toBeGreaterThanOrEqual(1000)
  })

  it('as an HTTP date is a floor for the wait', async () => {
    newClient()
    server.respond((_req, i) =>
      i === 0
        ? { status: 429, headers: { 'retry-after': new Date(Date.now() + 4000).toUTCString() } }
        : json(200, samples.queue()),
    )
    await client.getQueue({ repo: REPO, targetBranch: 'main' })
    expect(server.requests).toHaveLength(2)
    // HTTP dates have one-second resolution.
    expect(clock.sleeps[0]).toBeGreaterThanOrEqual(2900)
  })

  it('past the deadline fails at once with a clear message, without waiting', async () => {
    newClient({ retry: { operationTimeoutMs: 10_000 } })
    server.script([], { status: 429, headers: { 'retry-after': '120' }, body: 'slow down' })
    const err = await rejection(client.getQueue({ repo: REPO, targetBranch: 'main' }))
    expect(err).toBeInstanceOf(RateLimitedError)
    expect(server.requests).toHaveLength(1)
    expect(clock.sleeps).toEqual([])
    expect(err.message).toMatch(
      /asked to wait 120 s \(Retry-After\), past the operation's deadline/,
    )
  })

  it('the reason it gave up follows the server text as a sentence of its own', async () => {
    // The deadline is the recording clock's (its sleeps move it): a real-time second could pass
    // on a loaded machine before the backoff outgrows it, and end in a timeout instead.
    newClient({ retry: { operationTimeoutMs: 30_000, baseDelayMs: 20_000 } })
    server.script([], { status: 502, body: '502 Bad Gateway' })
    const err = await rejection(client.getQueue({ repo: REPO, targetBranch: 'main' }))
    expect(err).toBeInstanceOf(ServerError)
    expect(err.message).toMatch(/The server said: 502 Bad Gateway\. The next retry would start/)
    // Every sentence ends: no sentence runs into the next without its full stop.
    expect(err.message).not.toMatch(/[A-Za-z0-9)] [A-Z][a-z]+ (?:next|server|retry)/)
    expect(err.message).toMatch(/\.$/)
  })

  it('a wait that ends past the deadline sends no retry and reports the failure that made it, not a timeout', async () => {
    // A busy runner: every wait ends 2.2 s late. Waits of 0.5, 1 and 2 s (random 0.5) end at
    // 2.7, 5.9 and 10.1 s of a 10 s deadline: a fourth attempt would have had no time at all.
    clientWithLateWaits(2_200)
    server.script([], { status: 500, body: 'upstream refused' })
    const err = await rejection(client.getQueue({ repo: REPO, targetBranch: 'main' }))
    expect(err).toBeInstanceOf(ServerError)
    expect(err).not.toBeInstanceOf(TimeoutError)
    expect(server.requests).toHaveLength(3)
    expect(err.attempts).toBe(3)
    expect(err.message).toMatch(
      /The server said: upstream refused\. The next retry would have started 0 ms before the operation's deadline, less than an attempt needs \(1 s\); gave up after 3 attempts\.$/,
    )
  })

  /** A client whose clock is virtual (a Clock of a library user may count in fractions of a ms). */
  function clientWithLateWaits(lateMs: number) {
    let now = 1_000.25
    client = opened(
      new TrunkClient({
        baseUrl: server.url,
        token: TOKEN,
        clock: {
          now: () => now,
          random: () => 0.5,
          sleep: async (ms: number) => {
            now += ms + lateMs
            await Promise.resolve()
          },
        },
        retry: { operationTimeoutMs: 10_000, baseDelayMs: 1_000 },
      }),
    )
  }

  it('a retry left exactly a second before the deadline is sent', async () => {
    // The first wait (0.5 s) ends 8.5 s late: 1 s is left, what an attempt needs.
    clientWithLateWaits(8_500)
    server.script([{ status: 500, body: 'once' }, json(200, samples.queue())])
    await client.getQueue({ repo: REPO, targetBranch: 'main' })
    expect(server.requests).toHaveLength(2)
  })

  it('a retry left less than a second is not sent, the time left said in whole ms', async () => {
    clientWithLateWaits(8_500.4)
    server.script([{ status: 500, body: 'once' }, json(200, samples.queue())])
    const err = await rejection(client.getQueue({ repo: REPO, targetBranch: 'main' }))
    expect(server.requests).toHaveLength(1)
    expect(err.message).toMatch(
      /The server said: once\. The next retry would have started 999 ms before the operation's deadline/,
    )
  })

  it('429 is retried even for a write that must not repeat (the server did not process it)', async () => {
    newClient()
    server.script([
      { status: 429, headers: { 'retry-after': '1' } },
      { status: 200, body: 'OK' },
    ])
    const r = await client.submitPullRequest(PR)
    expect(paths()).toEqual(['submitPullRequest', 'submitPullRequest'])
    expect(r.reconciled).toBe(false)
  })
})

describe('backoff and budgets', () => {
  it('retries a read on 5xx with capped, jittered backoff, then gives up with the attempt count', async () => {
    newClient({ retry: { maxAttempts: 4, baseDelayMs: 1000, maxDelayMs: 3000 } })
    server.script([], { status: 502, body: 'bad gateway' })
    const err = await rejection(client.getQueue({ repo: REPO, targetBranch: 'main' }))
    expect(err).toBeInstanceOf(ServerError)
    expect(err.attempts).toBe(4)
    expect(err.message).toMatch(/Gave up after 4 attempts/)
    // random() = 0.5: half of min(cap, base * 2^n)
    expect(clock.sleeps).toEqual([500, 1000, 1500])
  })

  it('a shared run-wide budget stops an outage from becoming hundreds of requests', async () => {
    server.requests.length = 0
    const budget = new RetryBudget(30) // three transient retries in all
    const opts = { baseUrl: server.url, token: TOKEN, budget, retry: { maxAttempts: 10 } }
    server.script([], { status: 503 })
    const a = new TrunkClient({ ...opts, clock: recordingClock() })
    const b = new TrunkClient({ ...opts, clock: recordingClock() })
    const e1 = await rejection(a.getQueue({ repo: REPO, targetBranch: 'main' }))
    const e2 = await rejection(b.getQueue({ repo: REPO, targetBranch: 'main' }))
    await a.close()
    await b.close()
    expect(e1.attempts + e2.attempts).toBe(5) // 2 first attempts + 3 retries
    expect(server.requests).toHaveLength(5)
    expect(e2.message).toMatch(/retry budget is spent/)
  })
})

describe('timeouts and cancellation', () => {
  it('slow headers past the per-attempt timeout give a TimeoutError, retried for a read', async () => {
    newClient({ retry: { attemptTimeoutMs: 300, maxAttempts: 2 } })
    server.script([{ status: 200, body: '{}', delayMs: 2000 }, json(200, samples.queue())])
    const q = await client.getQueue({ repo: REPO, targetBranch: 'main' })
    expect(q.state).toBe('running')
    expect(server.requests).toHaveLength(2)
  })

  it('slow headers every time end in a TimeoutError', async () => {
    newClient({ retry: { attemptTimeoutMs: 200, maxAttempts: 2 } })
    server.script([], { status: 200, body: '{}', delayMs: 1500 })
    const err = await rejection(client.getQueue({ repo: REPO, targetBranch: 'main' }))
    expect(err).toBeInstanceOf(TimeoutError)
    expect(err.message).toMatch(/per-attempt timeout/)
  })

  it('an AbortSignal cancels a request in flight with a CancelledError', async () => {
    newClient()
    server.script([{ fault: 'hang' }])
    const ac = new AbortController()
    const p = client.getQueue({ repo: REPO, targetBranch: 'main' }, { signal: ac.signal })
    // Cancelled once the server holds the request (a fixed 50 ms could come before it, under load).
    while (server.requests.length === 0) await new Promise((r) => setTimeout(r, 5))
    ac.abort(new Error('job cancelled'))
    const err = await rejection(p)
    expect(err).toBeInstanceOf(CancelledError)
    expect(err.message).toMatch(/job cancelled/)
    expect(server.requests).toHaveLength(1)
  })

  it('an AbortSignal cancels a retry wait', async () => {
    server.requests.length = 0
    const ac = new AbortController()
    client = new TrunkClient({
      baseUrl: server.url,
      token: TOKEN,
      signal: ac.signal,
      retry: { baseDelayMs: 60_000, maxDelayMs: 60_000 },
    })
    server.script([], { status: 503 })
    const p = client.getQueue({ repo: REPO, targetBranch: 'main' })
    setTimeout(() => ac.abort(new Error('SIGINT')), 100)
    const started = Date.now()
    const err = await rejection(p)
    expect(err).toBeInstanceOf(CancelledError)
    expect(Date.now() - started).toBeLessThan(30_000) // it did not sit out the minute
  })
})

describe('reads survive a bad network', () => {
  it('a truncated body, then a good one', async () => {
    newClient()
    server.script([
      { fault: 'truncate', body: JSON.stringify(samples.queue()) },
      json(200, samples.queue()),
    ])
    await expect(client.getQueue({ repo: REPO, targetBranch: 'main' })).resolves.toMatchObject({
      branch: 'main',
    })
    expect(server.requests).toHaveLength(2)
  })

  it('a reset before headers, then a good one', async () => {
    newClient()
    server.script([{ fault: 'reset' }, json(200, samples.submittedPr())])
    await expect(client.getSubmittedPullRequest(PR)).resolves.toMatchObject({ state: 'testing' })
    expect(server.requests).toHaveLength(2)
  })
})

describe('mutations are never sent twice blindly', () => {
  it('submit whose connection drops after the server recorded it: one read, no second submit', async () => {
    newClient()
    server.script([
      { fault: 'reset' },
      json(
        200,
        samples.submittedPr({ stateChangedAt: new Date().toISOString(), state: 'pending' }),
      ),
    ])
    const r = await client.submitPullRequest(PR)
    expect(paths()).toEqual(['submitPullRequest', 'getSubmittedPullRequest'])
    expect(r.reconciled).toBe(true)
    expect(r.observed?.state).toBe('pending')
  })

  it('submit after a 503 that did not land (the PR was never submitted): read, then send again', async () => {
    newClient()
    server.script([
      { status: 503 },
      { status: 404, body: 'not found' },
      { status: 200, body: 'OK' },
    ])
    const r = await client.submitPullRequest(PR)
    expect(paths()).toEqual(['submitPullRequest', 'getSubmittedPullRequest', 'submitPullRequest'])
    expect(r.reconciled).toBe(true)
    expect(r.status).toBe(200)
  })

  it('submit whose PR was cancelled right after it landed is not re-queued', async () => {
    newClient()
    server.script([
      { fault: 'close' },
      json(
        200,
        samples.submittedPr({
          state: 'cancelled',
          isCurrentlySubmittedToQueue: false,
          stateChangedAt: new Date().toISOString(),
        }),
      ),
    ])
    const r = await client.submitPullRequest(PR)
    expect(paths()).toEqual(['submitPullRequest', 'getSubmittedPullRequest'])
    expect(r.observed?.state).toBe('cancelled')
  })

  it("compares on the service's clock: a runner 10 min ahead still sees the cancel after its send", async () => {
    newClient()
    // The service's Date is 10 min behind the runner; the PR was cancelled at that moment, after
    // the lost submit landed. On the runner's clock the cancel looks 10 min old: a re-send would
    // queue the PR again.
    const serviceNow = new Date(Math.floor((Date.now() - 600_000) / 1000) * 1000)
    server.script([
      { fault: 'close' },
      json(
        200,
        samples.submittedPr({
          state: 'cancelled',
          isCurrentlySubmittedToQueue: false,
          stateChangedAt: serviceNow.toISOString(),
        }),
        { date: serviceNow.toUTCString() },
      ),
      { status: 200, body: 'OK' },
    ])
    const r = await client.submitPullRequest(PR)
    expect(paths()).toEqual(['submitPullRequest', 'getSubmittedPullRequest'])
    expect(r.observed?.state).toBe('cancelled')
  })

  it('submit of a PR that failed long ago is sent again after an ambiguous failure', async () => {
    newClient()
    server.script([
      { status: 500 },
      json(
        200,
        samples.submittedPr({
          state: 'failed',
          isCurrentlySubmittedToQueue: false,
          stateChangedAt: '2026-01-01T00:00:00.000Z',
        }),
      ),
      { status: 200, body: 'OK' },
    ])
    await client.submitPullRequest(PR)
    expect(paths()).toEqual(['submitPullRequest', 'getSubmittedPullRequest', 'submitPullRequest'])
  })

  it('when the check read fails too, the error says the outcome is unknown', async () => {
    newClient({ retry: { maxAttempts: 2 } })
    server.script([], { status: 503, body: 'down' })
    const err = await rejection(client.submitPullRequest(PR))
    expect(err).toBeInstanceOf(ServerError)
    expect(err.operation).toBe('submitPullRequest')
    expect(err.message).toMatch(/Whether it took effect is unknown/)
    expect(paths().filter((p) => p === 'submitPullRequest')).toHaveLength(1)
  })

  it('cancel after an ambiguous failure: a 404 on the re-send means the first one landed', async () => {
    newClient()
    server.script([{ fault: 'reset' }, { status: 404, body: 'PR not in queue' }])
    const r = await client.cancelPullRequest(PR)
    expect(paths()).toEqual(['cancelPullRequest', 'cancelPullRequest'])
    expect(r).toMatchObject({ reconciled: true, status: 404 })
  })

  it('cancel of a PR that is not in the queue (first answer 404) is a NotFoundError', async () => {
    newClient()
    server.script([{ status: 404, body: 'PR not in queue' }])
    const err = await rejection(client.cancelPullRequest(PR))
    expect(err.kind).toBe('not-found')
  })

  it('createQueue after an ambiguous failure: a 409 on the re-send means it landed', async () => {
    newClient()
    server.script([{ status: 502 }, { status: 409, body: 'exists' }])
    const r = await client.createQueue({ repo: REPO, targetBranch: 'main' })
    expect(r.reconciled).toBe(true)
  })

  it('restart after an ambiguous failure: a state change since the send means it landed', async () => {
    newClient()
    server.script([
      { fault: 'reset' },
      json(
        200,
        samples.submittedPr({ state: 'testing', stateChangedAt: new Date().toISOString() }),
      ),
    ])
    const r = await client.restartTestsOnPullRequest(PR)
    expect(paths()).toEqual(['restartTestsOnPullRequest', 'getSubmittedPullRequest'])
    expect(r.reconciled).toBe(true)
  })

  it('setImpactedTargets is last-write-wins, so it is simply sent again', async () => {
    newClient()
    server.script([{ fault: 'reset' }, { status: 200, body: 'OK' }])
    await client.setImpactedTargets({
      ...PR,
      pr: { number: 42, sha: 'd'.repeat(40) },
      impactedTargets: ['//x'],
    })
    expect(paths()).toEqual(['setImpactedTargets', 'setImpactedTargets'])
    expect(server.requests[1]!.body.equals(server.requests[0]!.body)).toBe(true)
  })
})

describe('uploadImpactedTargets', () => {
  const envelope = { repo: REPO, targetBranch: 'main', pr: { number: 42, sha: 'e'.repeat(40) } }

  it('dedupes keeping order and reports the mode and size', async () => {
    newClient()
    const r = await client.uploadImpactedTargets(envelope, ['//b', '//a', '//b', '//c', '//a'])
    expect((server.requests[0]!.json as { impactedTargets: string[] }).impactedTargets).toEqual([
      '//b',
      '//a',
      '//c',
    ])
    expect(r).toMatchObject({ mode: 'list', count: 3, listBytes: server.requests[0]!.body.length })
  })

  it('answers a 413 from the server by sending ALL', async () => {
    newClient()
    server.script([
      { status: 413, body: 'Payload Too Large' },
      { status: 200, body: 'OK' },
    ])
    const r = await client.uploadImpactedTargets(envelope, ['//a', '//b'])
    expect(server.requests).toHaveLength(2)
    expect((server.requests[1]!.json as { impactedTargets: unknown }).impactedTargets).toBe('ALL')
    expect(r).toMatchObject({ mode: 'ALL', reason: 'server-413', count: 0 })
  })

  it('a streamed body (from a targets file) is sent again whole after a failure', async () => {
    newClient()
    server.script([{ fault: 'reset' }, { status: 503 }, { status: 200, body: 'OK' }])
    const targets = Array.from({ length: 5000 }, (_, i) => `//pkg/area_${i % 7}:target_${i}`)
    const lines = TargetLines.scan(Buffer.from(targets.join('\n') + '\n'))!
    const r = await client.uploadImpactedTargets(envelope, lines)
    expect(server.requests).toHaveLength(3)
    const expected = JSON.stringify({
      repo: REPO,
      pr: envelope.pr,
      targetBranch: 'main',
      impactedTargets: targets,
    })
    for (const req of server.requests) expect(req.body.toString('utf8')).toBe(expected)
    expect(r).toMatchObject({ mode: 'list', count: 5000, attempts: 3 })
  })
})

/** A loopback "proxy" that reads each CONNECT and then closes, or never answers. */
/**
 * A proxy on 127.0.0.1, set as HTTPS_PROXY until closed, that records each CONNECT line and
 * then closes the connection, says nothing, or refuses it with a 502.
 */
async function badProxy(mode: 'close' | 'silent' | 'refuse') {
  const connects: string[] = []
  const sockets = new Set<Socket>()
  const proxy = createNetServer((socket) => {
    sockets.add(socket)
    socket.on('error', () => {})
    socket.once('data', (d: Buffer) => {
      connects.push(d.toString('latin1').split('\r\n')[0] ?? '')
      if (mode === 'close') socket.destroy()
      if (mode === 'refuse') socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n')
    })
  })
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r))
  const saved = { ...process.env }
  process.env.HTTPS_PROXY = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
  delete process.env.NO_PROXY
  delete process.env.no_proxy
  return {
    connects,
    close: async () => {
      process.env = saved
      for (const s of sockets) s.destroy()
      await new Promise<void>((r) => proxy.close(() => r()))
    },
  }
}

/** Runs `fn` with a client of a non-loopback URL (options `opts`) through a bad proxy; closes both. */
async function throughBadProxy(
  mode: 'close' | 'silent' | 'refuse',
  opts: Partial<TrunkClientOptions>,
  fn: (client: TrunkClient, proxy: Awaited<ReturnType<typeof badProxy>>) => Promise<void>,
) {
  const proxy = await badProxy(mode)
  try {
    client = new TrunkClient({
      baseUrl: 'https://api.example.invalid/v1',
      token: TOKEN,
      clock: recordingClock(),
      ...opts,
    })
    await fn(client, proxy)
  } finally {
    await client.close()
    await proxy.close()
  }
}

describe('proxy', () => {
  // Found by npm run reliability (issue 5). undici 7 reconnects in a tight loop, forever, when
  // the proxy closes the connection before answering CONNECT (nodejs/undici#3897): tens of
  // thousands of CONNECTs, and the step never ended.
  it('a proxy that closes the connection at CONNECT: one CONNECT per attempt, then a NetworkError', async () => {
    await throughBadProxy('close', { retry: { maxAttempts: 3 } }, async (client, proxy) => {
      const err = await rejection(client.getQueue({ repo: REPO, targetBranch: 'main' }))
      expect(err).toBeInstanceOf(NetworkError)
      expect((err as NetworkError).code).toBe('MQA_PROXY_CONNECT_FAILED')
      expect(err.message).toMatch(/the proxy failed the CONNECT \(UND_ERR_SOCKET\)/)
      expect(err.attempts).toBe(3)
      expect(proxy.connects).toEqual(Array(3).fill('CONNECT api.example.invalid:443 HTTP/1.1'))
    })
  })

  // undici applies an abort only to a request that has a connection: one waiting for a silent
  // proxy outlived the attempt timeout, the deadline and the caller's signal.
  it('a proxy that never answers CONNECT: the attempt ends at its timeout, and close() returns', async () => {
    const opts = { retry: { maxAttempts: 1, attemptTimeoutMs: 300 } }
    await throughBadProxy('silent', opts, async (client, proxy) => {
      const err = await rejection(client.getQueue({ repo: REPO, targetBranch: 'main' }))
      expect(err).toBeInstanceOf(TimeoutError)
      expect(proxy.connects).toHaveLength(1)
    })
  })

  it('a silent proxy does not hold up cancellation either', async () => {
    const controller = new AbortController()
    await throughBadProxy('silent', { signal: controller.signal }, async (client, proxy) => {
      const pending = rejection(client.getQueue({ repo: REPO, targetBranch: 'main' }))
      while (!proxy.connects.length) await new Promise((r) => setTimeout(r, 10))
      controller.abort(new Error('the job was cancelled'))
      expect(await pending).toBeInstanceOf(CancelledError)
    })
  })

  it('HTTPS_PROXY is honoured for a non-loopback base URL (CONNECT goes to the proxy)', async () => {
    await throughBadProxy('refuse', { retry: { maxAttempts: 1 } }, async (client, proxy) => {
      const err = await rejection(client.getQueue({ repo: REPO, targetBranch: 'main' }))
      expect(err).toBeInstanceOf(NetworkError)
      expect(proxy.connects).toEqual(['CONNECT api.example.invalid:443 HTTP/1.1'])
    })
  })
})
