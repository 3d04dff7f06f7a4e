/**
 * The emulator's wire behaviour, with raw HTTP (undici.request and plain sockets): auth, body
 * limits, parsing errors, lenient inputs, the metrics rules, request ids, routing.
 */
import { describe, expect, it } from '@jest/globals'
import { connect } from 'node:net'
import { request } from 'undici'
import { MAX_REQUEST_BODY_BYTES } from '../../../src/client/index.js'
import { MINUTE, REPO, prRef, queueRef } from '../../../__fixtures__/emulator.js'
import { useEmulator } from '../helpers.js'

const emu = useEmulator({}, { queue: true })

/**
 * Sends `head` and then `body` parts on a plain socket, without ever finishing a body that is
 * longer than what is sent; resolves with everything the server sent before it closed.
 */
function socketExchange(
  parts: (string | Buffer)[],
  options: { halfClose?: boolean } = {},
): Promise<{ text: string; sentAll: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(emu.port, '127.0.0.1')
    const received: Buffer[] = []
    let sentAll = false
    socket.on('connect', () => {
      void (async () => {
        for (const p of parts) {
          if (socket.destroyed) return
          if (!socket.write(p)) await new Promise((r) => socket.once('drain', r))
        }
        sentAll = true
        if (options.halfClose) socket.end()
      })()
    })
    socket.on('data', (d: Buffer) => received.push(d))
    socket.on('error', (e: NodeJS.ErrnoException) => {
      // The server may reset after answering; what it answered is what counts.
      if (received.length > 0) resolve({ text: Buffer.concat(received).toString('utf8'), sentAll })
      else reject(e)
    })
    socket.on('close', () => resolve({ text: Buffer.concat(received).toString('utf8'), sentAll }))
  })
}

const head = (path: string, headers: Record<string, string | number>) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
  Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('') +
  '\r\n'

describe('authentication', () => {
  it('answers 401 in plain text without a token or with a wrong one', async () => {
    for (const token of [null, 'wrong-token', '']) {
      const res = await emu.raw('POST', '/v1/getQueue', {
        token: token === '' ? undefined : token,
        headers: token === '' ? { 'x-api-token': '' } : {},
        body: JSON.stringify(queueRef()),
      })
      expect(res.status).toBe(401)
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
      expect(res.text).not.toContain('wrong-token')
      expect(res.headers['x-request-id']).toBeTruthy()
    }
  })

  it('remembers digests of tokens it saw without ever taking a wrong one for the right one', async () => {
    // More distinct tokens than the cache keeps, each sent twice, with the right one among them.
    const tokens = Array.from({ length: 150 }, (_, i) => (i % 50 === 7 ? emu.token : `wrong-${i}`))
    for (const token of [...tokens, ...tokens]) {
      const res = await emu.raw('POST', '/v1/getQueue', { token, body: JSON.stringify(queueRef()) })
      expect(res.status === 401).toBe(token !== emu.token)
    }
  })

  it('checks the token on the metrics endpoint and the control API, not on /_control/health', async () => {
    expect((await emu.raw('GET', '/v1/getMergeQueueMetrics', { token: null })).status).toBe(401)
    expect((await emu.raw('GET', '/_control/state', { token: null })).status).toBe(401)
    expect((await emu.raw('POST', '/_control/reset', { token: 'x', body: '{}' })).status).toBe(401)
    const health = await emu.raw('GET', '/_control/health', { token: null })
    expect(health.status).toBe(200)
    expect(health.json()).toEqual({ ok: true })
  })

  it('accepts x-forked-workflow-run-id instead of the token on setImpactedTargets only', async () => {
    await emu.control('/pull-requests', {
      repo: 'acme/app',
      number: 3,
      fork: true,
      headSha: 'abc1234',
    })
    const body = JSON.stringify({
      ...prRef(3),
      pr: { number: 3, sha: 'abc1234' },
      impactedTargets: [],
    })
    const fork = { 'x-forked-workflow-run-id': '987654321', 'content-type': 'application/json' }
    const ok = await emu.raw('POST', '/v1/setImpactedTargets', { token: null, headers: fork, body })
    expect(ok.status).toBe(200)
    // Trunk's actions send both headers, one empty.
    const both = await emu.raw('POST', '/v1/setImpactedTargets', {
      headers: { ...fork, 'x-api-token': '' },
      body,
    })
    expect(both.status).toBe(200)
    const bad = await emu.raw('POST', '/v1/setImpactedTargets', {
      token: null,
      headers: { 'x-forked-workflow-run-id': 'abc' },
      body,
    })
    expect(bad.status).toBe(401)
    const elsewhere = await emu.raw('POST', '/v1/getQueue', {
      token: null,
      headers: fork,
      body: JSON.stringify(queueRef()),
    })
    expect(elsewhere.status).toBe(401)
  })
})

describe('request bodies', () => {
  it('answers 413 to a declared 21 MiB body before the body is sent (nothing buffered)', async () => {
    const size = 21 * 1024 * 1024
    const { text, sentAll } = await socketExchange([
      head('/v1/setImpactedTargets', {
        'x-api-token': emu.token,
        'content-type': 'application/json',
        'content-length': size,
      }),
      '{"impactedTargets":["',
    ])
    // The socket only ever carried a few bytes of the body: the server answered from the header.
    expect(sentAll).toBe(true)
    expect(text).toMatch(/^HTTP\/1\.1 413 /)
    expect(text.toLowerCase()).toContain('content-type: text/plain')
    expect(text.toLowerCase()).toContain('x-request-id:')
    expect(text).toContain(String(MAX_REQUEST_BODY_BYTES))
  })

  it('answers 413 to a chunked body once it passes 20 MiB, before the body ends', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 0x61)
    const framed = Buffer.concat([
      Buffer.from(`${chunk.length.toString(16)}\r\n`),
      chunk,
      Buffer.from('\r\n'),
    ])
    const { text } = await socketExchange([
      head('/v1/setImpactedTargets', {
        'x-api-token': emu.token,
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
      }),
      ...Array.from({ length: 21 }, () => framed),
      // No terminating 0-chunk: the body never ends, so only counting can answer.
    ])
    expect(text).toMatch(/^HTTP\/1\.1 413 /)
  })

  it('answers 413 to undici sending a 21 MiB body', async () => {
    const body = Buffer.alloc(21 * 1024 * 1024, 0x20)
    const res = await request(`${emu.url}/setImpactedTargets`, {
      method: 'POST',
      headers: { 'x-api-token': emu.token, 'content-type': 'application/json' },
      body,
    }).catch((e: unknown) => e as Error)
    if (res instanceof Error) {
      // The server may close before undici finishes writing; then undici reports the reset.
      expect((res as NodeJS.ErrnoException).code ?? res.message).toMatch(
        /ECONNRESET|EPIPE|UND_ERR_SOCKET|other side closed/,
      )
    } else {
      expect(res.statusCode).toBe(413)
      await res.body.dump()
    }
    const log = await emu.control<{ recent: { status: number; path: string }[] }>('/requests')
    expect(log.recent.some((r) => r.status === 413)).toBe(true)
  })

  it('answers 400 when fewer bytes arrive than Content-Length announced', async () => {
    const { text } = await socketExchange(
      [head('/v1/getQueue', { 'x-api-token': emu.token, 'content-length': 100 }), '{"repo":'],
      { halfClose: true },
    )
    expect(text).toMatch(/^HTTP\/1\.1 400 /)
    expect(text).toMatch(/Content-Length/)
  })

  it('answers 400 to invalid JSON and to an empty body', async () => {
    const bad = await emu.post('/getQueue', '{"repo": {')
    expect(bad.status).toBe(400)
    expect(bad.text).toMatch(/not valid JSON/)
    const empty = await emu.post('/getQueue', '')
    expect(empty.status).toBe(400)
    expect(empty.text).toMatch(/empty/)
    const array = await emu.post('/getQueue', '[1,2]')
    expect(array.status).toBe(400)
    expect(array.text).toMatch(/JSON object/)
  })

  it('answers 400 naming the field when the body breaks the schema', async () => {
    const cases: [string, unknown, RegExp][] = [
      ['/submitPullRequest', { ...queueRef() }, /^pr is required/],
      ['/submitPullRequest', { ...prRef(1), pr: { number: -3 } }, /^pr\.number must be at least 1/],
      ['/submitPullRequest', { ...prRef(1), priority: 'asap' }, /^priority must be one of/],
      // Names of Object.prototype are not priority names (they used to pass an `in` check and
      // come back as priorityValue {} or no priorityValue at all).
      ['/submitPullRequest', { ...prRef(1), priority: 'constructor' }, /^priority must be one of/],
      ['/submitPullRequest', { ...prRef(1), priority: '__proto__' }, /^priority must be one of/],
      [
        '/submitPullRequest',
        { ...prRef(1), repo: { host: 'github.com', owner: 'acme' } },
        /^repo\.name is required/,
      ],
      ['/getQueue', { repo: REPO, targetBranch: 7 }, /^targetBranch /],
      ['/updateQueue', { ...queueRef(), concurrency: 0 }, /^concurrency must be at least 1/],
      ['/updateQueue', { ...queueRef(), mode: 'zigzag' }, /^mode /],
      ['/updateQueue', { ...queueRef(), state: 'switching_modes' }, /^state /],
      [
        '/setImpactedTargets',
        { ...prRef(1), pr: { number: 1 }, impactedTargets: [] },
        /^pr\.sha is required/,
      ],
      [
        '/setImpactedTargets',
        { ...prRef(1), pr: { number: 1, sha: 'abc' }, impactedTargets: ['a', 2] },
        /^impactedTargets\.1 must be a string/,
      ],
      [
        '/setImpactedTargets',
        { ...prRef(1), pr: { number: 1, sha: 'abc' } },
        /^impactedTargets is required/,
      ],
      ['/getMergeQueueTestingDetails', { ...queueRef() }, /^testRunId is required/],
    ]
    for (const [path, body, message] of cases) {
      const res = await emu.post(path, body)
      expect({ path, status: res.status, text: res.text }).toEqual({
        path,
        status: 400,
        text: expect.stringMatching(message),
      })
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
    }
  })

  it('accepts pr.number as a numeric string, enums in either case, IMPACTS_ALL, unknown fields', async () => {
    const sub = await emu.post('/submitPullRequest', {
      ...queueRef(),
      pr: { number: '41', extra: true },
      priority: 'URGENT',
      noBatch: false,
      someFutureField: { a: 1 },
    })
    expect(sub.status).toBe(200)
    expect(sub.text).toBe('OK')
    const pr = await emu.client.getSubmittedPullRequest(prRef(41))
    expect(pr.priorityName).toBe('urgent')
    const targets = await emu.post('/setImpactedTargets', {
      ...queueRef(),
      pr: { number: '41', sha: pr.prSha },
      impactedTargets: 'IMPACTS_ALL',
    })
    expect(targets.status).toBe(200)
    const create = await emu.post('/createQueue', {
      ...queueRef('upper'),
      mode: 'PARALLEL',
      foo: 1,
    })
    expect(create.status).toBe(200)
    const update = await emu.post('/updateQueue', {
      ...queueRef('upper'),
      state: 'PAUSED',
      mergeMethod: 'MERGE_COMMIT',
      directMergeMode: 'Always',
    })
    expect(update.status).toBe(200)
    expect(update.json()).toMatchObject({
      state: 'paused',
      mode: 'parallel',
      mergeMethod: 'merge_commit',
      directMergeMode: 'always',
    })
    expect(update.json()).not.toHaveProperty('enqueuedPullRequests')
  })

  it('write endpoints answer 200 with a plain-text OK', async () => {
    const writes: [string, unknown][] = [
      ['/createQueue', queueRef('ok')],
      ['/submitPullRequest', prRef(1, 'ok')],
      [
        '/setImpactedTargets',
        { ...prRef(1, 'ok'), pr: { number: 1, sha: 'abc1234' }, impactedTargets: ['x'] },
      ],
      ['/restartTestsOnPullRequest', prRef(1, 'ok')],
      ['/cancelPullRequest', prRef(1, 'ok')],
      ['/deleteQueue', queueRef('ok')],
    ]
    for (const [path, body] of writes) {
      const res = await emu.post(path, body)
      expect({
        path,
        status: res.status,
        text: res.text,
        type: res.headers['content-type'],
      }).toEqual({
        path,
        status: 200,
        text: 'OK',
        type: 'text/plain; charset=utf-8',
      })
    }
  })

  it('answers 409 to createQueue of an existing queue and 404 to unknown queues and PRs', async () => {
    expect((await emu.post('/createQueue', queueRef())).status).toBe(409)
    expect((await emu.post('/getQueue', queueRef('missing'))).status).toBe(404)
    expect((await emu.post('/getSubmittedPullRequest', prRef(777))).status).toBe(404)
    const other = await emu.post('/getQueue', { ...queueRef(), repo: { ...REPO, name: 'other' } })
    expect(other.status).toBe(404)
    // Repository names match case-insensitively, branches exactly.
    expect(
      (await emu.post('/getQueue', { ...queueRef(), repo: { ...REPO, owner: 'ACME' } })).status,
    ).toBe(200)
    expect((await emu.post('/getQueue', queueRef('MAIN'))).status).toBe(404)
  })
})

describe('metrics endpoint', () => {
  it('needs repo and repoHost together', async () => {
    for (const query of [
      '?repo=acme/app',
      '?repoHost=github.com',
      '?repo=acme&repoHost=github.com',
    ]) {
      const res = await emu.raw('GET', `/v1/getMergeQueueMetrics${query}`)
      expect({ query, status: res.status }).toEqual({ query, status: 400 })
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
    }
  })

  it('answers Prometheus text with the exact content type, HELP/TYPE lines and buckets', async () => {
    await emu.client.submitPullRequest(prRef(60))
    emu.advance(30 * MINUTE)
    const res = await emu.raw('GET', '/v1/getMergeQueueMetrics?repo=acme/app&repoHost=github.com')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8')
    expect(res.text.endsWith('\n')).toBe(true)
    for (const name of [
      'mq_depth_current',
      'mq_awaiting_mergeability',
      'mq_testing_slots_active',
      'mq_pr_conclusions_1h_total',
      'mq_pr_restarts_1h_total',
    ]) {
      expect(res.text).toContain(`# TYPE ${name} gauge\n`)
      expect(res.text).toMatch(new RegExp(`^# HELP ${name} .+$`, 'm'))
    }
    const labels = 'repo="acme/app",branch="main",queue_type="main"'
    for (const name of [
      'mq_pr_wait_duration_1h_seconds',
      'mq_pr_test_duration_1h_seconds',
      'mq_pr_time_in_queue_1h_seconds',
    ]) {
      expect(res.text).toContain(`# TYPE ${name} histogram\n`)
      const les = [
        ...res.text.matchAll(new RegExp(`^${name}_bucket\\{${labels},le="([^"]+)"\\} \\d+$`, 'gm')),
      ].map((m) => m[1])
      expect(les).toEqual(['60', '300', '600', '900', '1800', '3600', '5400', '7200', '+Inf'])
      expect(res.text).toMatch(new RegExp(`^${name}_sum\\{${labels}\\} [0-9.]+$`, 'm'))
      expect(res.text).toMatch(new RegExp(`^${name}_count\\{${labels}\\} \\d+$`, 'm'))
    }
    expect(res.text).toMatch(/^mq_pr_test_duration_1h_seconds_bucket\{[^}]*le="300"\} [1-9]/m)
    expect(res.text).toContain(`mq_pr_conclusions_1h_total{${labels},conclusion="merged"} `)
  })
})

describe('routing', () => {
  it('every response carries an X-Request-Id, unique per request', async () => {
    const responses = await Promise.all([
      emu.post('/getQueue', queueRef()),
      emu.post('/getQueue', queueRef('missing')),
      emu.raw('GET', '/v1/nope'),
      emu.raw('GET', '/v1/submitPullRequest'),
      emu.raw('POST', '/v1/getQueue', { token: null }),
      emu.raw('GET', '/_control/health', { token: null }),
    ])
    const ids = responses.map((r) => r.headers['x-request-id'])
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('answers 404 to unknown paths and 405 to the wrong method', async () => {
    for (const path of [
      '/v1',
      '/v1/',
      '/v1/nope',
      '/v2/submitPullRequest',
      '/v1/submitPullRequest/x',
    ]) {
      const res = await emu.raw('POST', path, { body: '{}' })
      expect({ path, status: res.status }).toEqual({ path, status: 404 })
    }
    const get = await emu.raw('GET', '/v1/submitPullRequest')
    expect(get.status).toBe(405)
    expect(get.headers.allow).toBe('POST')
    const post = await emu.raw('POST', '/v1/getMergeQueueMetrics', { body: '{}' })
    expect(post.status).toBe(405)
    expect(post.headers.allow).toBe('GET')
    expect((await emu.raw('GET', '/_control/nope')).status).toBe(404)
    expect((await emu.raw('GET', '/_control/reset')).status).toBe(405)
    // `/` is the live view, a page to GET.
    const view = await emu.raw('POST', '/', { body: '{}' })
    expect(view.status).toBe(405)
    expect(view.headers.allow).toBe('GET')
    expect((await emu.raw('GET', '/_view/nope')).status).toBe(404)
  })

  it('the request log counts every request, including refused ones', async () => {
    await emu.control('/requests/reset', {})
    await emu.raw('POST', '/v1/submitPullRequest', { token: null, body: '{}' })
    await emu.post('/submitPullRequest', '{')
    await emu.post('/submitPullRequest', prRef(1))
    await emu.raw('GET', '/v1/nope')
    const log = await emu.control<{
      total: number
      byOperation: Record<string, number>
      recent: { method: string; path: string; operation: string; status: number; at: string }[]
    }>('/requests')
    expect(log.total).toBe(4)
    expect(log.byOperation).toEqual({ submitPullRequest: 3, unknown: 1 })
    expect(log.recent.map((r) => r.status)).toEqual([401, 400, 200, 404])
    expect(log.recent[0]).toMatchObject({
      method: 'POST',
      path: '/v1/submitPullRequest',
      operation: 'submitPullRequest',
    })
    expect(Date.parse(log.recent[0]?.at ?? '')).toBe(Date.parse(new Date(emu.now()).toISOString()))
  })
})

describe('control API input', () => {
  it('answers 400 with a message on bad input', async () => {
    const bad: [string, unknown][] = [
      ['/clock', { speed: -1 }],
      ['/clock', { mode: 'fast' }],
      ['/outcomes', { repo: 'acme/app', number: 1, outcome: 'maybe' }],
      ['/pull-requests', { repo: 'nope', number: 1 }],
      ['/flaky-tests', { generate: { seed: 1 } }],
      ['/flaky-tests', { tests: [{ id: 'not-a-uuid', name: 'x' }] }],
      ['/faults', { rules: [{ kind: 'explode' }] }],
      ['/reset', { everything: true }],
    ]
    for (const [path, body] of bad) {
      const res = await emu.raw('POST', `/_control${path}`, { body: JSON.stringify(body) })
      expect({ path, status: res.status }).toEqual({ path, status: 400 })
      expect(res.text.length).toBeGreaterThan(0)
    }
  })

  it('clock: reports and changes mode and speed', async () => {
    const c = await emu.control<{ now: string; mode: string; speed: number }>('/clock', {})
    expect(c.mode).toBe('manual')
    const before = Date.parse(c.now)
    const after = await emu.control<{ now: string }>('/clock', { advanceMs: 90_000 })
    expect(Date.parse(after.now) - before).toBe(90_000)
    const real = await emu.control<{ mode: string; speed: number }>('/clock', {
      mode: 'real',
      speed: 50,
    })
    expect(real).toMatchObject({ mode: 'real', speed: 50 })
    const back = await emu.control<{ mode: string }>('/clock', { mode: 'manual' })
    expect(back.mode).toBe('manual')
  })
})
