/**
 * The v2 client against a scripted server on 127.0.0.1: the wire format (Bearer key, paths,
 * methods, queries, bodies), each error shape mapped to the typed errors, cursor pagination,
 * the spacing of pull-request reads, and the read-back that settles a write whose outcome is
 * unknown instead of sending it twice.
 */
import { describe, expect, it } from '@jest/globals'
import {
  AuthError,
  BadRequestError,
  ConflictError,
  InvalidRequestError,
  NotFoundError,
  PaginationError,
  PayloadTooLargeError,
  RateLimitedError,
  ServerError,
} from '../../../src/client/index.js'
import {
  PermissionError,
  TrunkV2Client,
  V2_PULL_REQUEST_READ_INTERVAL_MS,
  type TrunkV2ClientOptions,
} from '../../../src/client/v2/index.js'
import { recordingClock, type RecordingClock } from '../../../__fixtures__/fake-clock.js'
import {
  PR_ID,
  QUEUE,
  REPO_ID,
  envelope,
  jsonReply,
  opened,
  page,
  pullRequest,
  rejection,
  server,
  text,
  useScriptedServer,
} from '../helpers.js'

const KEY = 'trunk_v2_client_test_Zq81'
let client: TrunkV2Client
let clock: RecordingClock

useScriptedServer()

function newClient(opts: Partial<TrunkV2ClientOptions> = {}) {
  clock = recordingClock()
  client = opened(new TrunkV2Client({ baseUrl: server.origin, token: KEY, clock, ...opts }))
  return client
}

describe('configuration, refused before any request', () => {
  it('refuses a v1 base URL and one ending in /v2, naming the right one', () => {
    expect(() => new TrunkV2Client({ baseUrl: `${server.origin}/v1`, token: KEY })).toThrow(
      /v1 address.*use http:\/\/127\.0\.0\.1/,
    )
    expect(() => new TrunkV2Client({ baseUrl: `${server.origin}/v2`, token: KEY })).toThrow(
      /must not end in \/v2/,
    )
  })

  it('keeps the v1 rule that http: is for loopback only', () => {
    expect(() => new TrunkV2Client({ baseUrl: 'http://api.example.com', token: KEY })).toThrow(
      /clear text/,
    )
  })

  it('refuses a wrong request with the field and the value, sending nothing', async () => {
    newClient()
    const e = await rejection(client.submitPullRequest(QUEUE, { number: 1, priorityValue: 256 }))
    expect(e).toBeInstanceOf(InvalidRequestError)
    expect(e.message).toContain('priorityValue must be at most 255 (given 256)')
    const both = await rejection(
      client.submitPullRequest(QUEUE, { number: 1, priorityValue: 1, priorityName: 'high' }),
    )
    expect(both.message).toContain('cannot both be given')
    const extra = await rejection(client.updateMergeQueueConfig(QUEUE, { batch: true } as never))
    expect(extra.message).toContain('batch')
    await rejection(client.getPullRequest('not-a-uuid'))
    expect(server.requests).toHaveLength(0)
  })
})

describe('wire format', () => {
  it('sends the key as Bearer, never as x-api-token, on /v2 paths', async () => {
    newClient()
    server.script([jsonReply(201, pullRequest('pending', '2026-01-01T00:00:00Z'))])
    const r = await client.submitPullRequest(QUEUE, { number: 42, priorityName: 'high' })
    const req = server.requests[0]!
    expect(req.method).toBe('POST')
    expect(req.path).toBe(`/v2/merge-queues/${QUEUE}/pull-requests`)
    expect(req.headers.authorization).toBe(`Bearer ${KEY}`)
    expect(req.headers['x-api-token']).toBeUndefined()
    expect(req.headers['content-type']).toBe('application/json')
    expect(req.json).toEqual({ number: 42, priorityName: 'high' })
    expect(r.value?.queueEntry?.state).toBe('pending')
  })

  it('uses PATCH, PUT and DELETE where v2 does, and query parameters for reads', async () => {
    newClient()
    server.respond((req) =>
      req.method === 'DELETE'
        ? { status: 204 }
        : req.method === 'PUT'
          ? { status: 202 }
          : req.path.endsWith('/config')
            ? jsonReply(200, { nope: true })
            : jsonReply(200, page([])),
    )
    await client.deleteMergeQueue(QUEUE)
    await client.uploadImpactedTargets({
      repositoryId: REPO_ID,
      targetBranch: 'main',
      sha: 'abc123',
      number: 42,
      impactsAllTargets: true,
    })
    await client.resolvePullRequests({ repositoryId: REPO_ID, numbers: [4, 5] })
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      `DELETE /v2/merge-queues/${QUEUE}`,
      'PUT /v2/impacted-targets',
      `GET /v2/pull-requests?repositoryId=${REPO_ID}&number=4%2C5&limit=2`,
    ])
    expect(server.requests[1]!.json).toEqual({
      repositoryId: REPO_ID,
      targetBranch: 'main',
      sha: 'abc123',
      number: 42,
      impactsAllTargets: true,
    })
  })
})

describe('error shapes', () => {
  it('maps the envelope to the typed error and keeps the code', async () => {
    newClient()
    server.script([envelope(404, 'MERGE_QUEUE_NOT_FOUND', 'no queue xK9mP2nQ')])
    const e = await rejection(client.getMergeQueue(QUEUE))
    expect(e).toBeInstanceOf(NotFoundError)
    expect(e.apiCode).toBe('MERGE_QUEUE_NOT_FOUND')
    expect(e.message).toContain('the merge queue was not found (HTTP 404')
    expect(e.message).toContain('MERGE_QUEUE_NOT_FOUND: no queue xK9mP2nQ')
  })

  it('names the permission a 403 INSUFFICIENT_PERMISSIONS lacked, from the endpoint and the body', async () => {
    newClient()
    server.script([envelope(403, 'INSUFFICIENT_PERMISSIONS')])
    const e = await rejection(client.submitPullRequest(QUEUE, { number: 4, priorityValue: 0 }))
    expect(e).toBeInstanceOf(PermissionError)
    expect(e).toBeInstanceOf(AuthError)
    expect((e as PermissionError).permissions).toEqual([
      'Merge and cancel PRs',
      'Set priority on PRs',
    ])
    expect(e.message).toContain('"Merge and cancel PRs" or "Set priority on PRs"')
    server.script([envelope(403, 'INSUFFICIENT_PERMISSIONS')])
    const d = await rejection(client.deleteMergeQueue(QUEUE))
    expect((d as PermissionError).permissions).toEqual(['Update Merge Queue settings'])
  })

  it('names only the permission the service says the key lacks, not one it holds (issue 33)', async () => {
    newClient()
    // A key that may merge and cancel, asked for a priority: the service names what it lacks.
    server.script([
      envelope(
        403,
        'INSUFFICIENT_PERMISSIONS',
        'this API key lacks the permission "Set priority on PRs" that mergeQueues.submitPullRequest needs',
      ),
    ])
    const e = await rejection(client.submitPullRequest(QUEUE, { number: 4, priorityName: 'high' }))
    expect((e as PermissionError).permissions).toEqual(['Set priority on PRs'])
    expect(e.message).toContain('lacks the permission "Set priority on PRs";')
    expect(e.message).not.toContain('"Merge and cancel PRs" or')
  })

  it('maps the edge 401 and 403 (plain text) to AuthError with v2 wording, never the key', async () => {
    newClient()
    server.script([text(401, 'Unauthorized')])
    const e = await rejection(client.getMergeQueue(QUEUE))
    expect(e).toBeInstanceOf(AuthError)
    expect(e).not.toBeInstanceOf(PermissionError)
    expect(e.message).toContain('v2 API key (trunk_v2_')
    expect(e.message).not.toContain(KEY)
    server.script([text(403, `Forbidden for ${KEY}`)])
    const f = await rejection(client.getMergeQueue(QUEUE))
    expect(f.status).toBe(403)
    expect(f).not.toBeInstanceOf(PermissionError)
    expect(f.message).not.toContain(KEY)
  })

  it('treats any 429 as rate limiting, retries reads, and gives up with RateLimitedError', async () => {
    newClient({ retry: { maxAttempts: 3 } })
    server.script([text(429, 'Too Many Requests'), jsonReply(200, page([]))])
    await client.listMergeQueues()
    expect(server.requests).toHaveLength(2)
    newClient({ retry: { maxAttempts: 2 } })
    server.script([], jsonReply(429, { message: 'slow down' }))
    const e = await rejection(client.listMergeQueues())
    expect(e).toBeInstanceOf(RateLimitedError)
    expect(server.requests).toHaveLength(2)
  })

  it('maps plain-text 413 and 504 by status, and an unknown code by its status', async () => {
    newClient({ retry: { maxAttempts: 1 } })
    server.script([text(413, 'Payload Too Large')])
    const big = await rejection(
      client.uploadImpactedTargets({
        repositoryId: REPO_ID,
        targetBranch: 'main',
        sha: 'abc',
        number: 1,
        impactedTargets: ['a'],
      }),
    )
    expect(big).toBeInstanceOf(PayloadTooLargeError)
    server.script([text(504, 'Gateway Timeout')])
    expect(await rejection(client.getMergeQueue(QUEUE))).toBeInstanceOf(ServerError)
    server.script([envelope(422, 'SOMETHING_NEW')])
    const u = await rejection(client.getMergeQueue(QUEUE))
    expect(u).toBeInstanceOf(BadRequestError)
    expect(u.apiCode).toBe('SOMETHING_NEW')
    server.script([envelope(409, 'PR_ALREADY_ENQUEUED')])
    const c = await rejection(client.submitPullRequest(QUEUE, { number: 3 }))
    expect(c).toBeInstanceOf(ConflictError)
    expect(c.apiCode).toBe('PR_ALREADY_ENQUEUED')
  })
})

describe('cursor pagination', () => {
  it('follows nextCursor until hasMore is false, keeping the filters', async () => {
    newClient()
    server.script([
      jsonReply(200, page([pr(1)], 'c1')),
      jsonReply(200, page([pr(2)], 'c2')),
      jsonReply(200, page([pr(3)])),
    ])
    const rows = await client.listAllQueuePullRequests(QUEUE, { states: ['testing', 'pending'] })
    expect(rows.map((r) => r.number)).toEqual([1, 2, 3])
    expect(server.requests.map((r) => r.query.get('cursor'))).toEqual([null, 'c1', 'c2'])
    expect(server.requests.every((r) => r.query.get('state') === 'testing,pending')).toBe(true)
    expect(server.requests.every((r) => r.query.get('limit') === '100')).toBe(true)
  })

  it('stops on a repeated cursor or hasMore without a cursor instead of looping', async () => {
    newClient()
    server.script([], jsonReply(200, page([pr(1)], 'same')))
    const e = await rejection(client.listAllQueuePullRequests(QUEUE))
    expect(e).toBeInstanceOf(PaginationError)
    expect(e.message).toContain('repeated cursor "same"')
    expect(server.requests).toHaveLength(2)
    server.script([jsonReply(200, { data: [], nextCursor: null, hasMore: true })])
    const h = await rejection(client.listAllMergeQueues())
    expect(h.message).toContain('sent no nextCursor')
  })
})

function pr(n: number) {
  return { ...pullRequest('pending', '2026-01-01T00:00:00Z'), number: n }
}

describe('rate limit on pull-request reads', () => {
  it('spaces reads under /v2/pull-requests to stay under 5 a second per key', async () => {
    newClient()
    server.respond((req) =>
      req.path.startsWith('/v2/pull-requests')
        ? jsonReply(200, pullRequest('testing', '2026-01-01T00:00:00Z'))
        : jsonReply(200, page([])),
    )
    const t0 = clock.now()
    for (let i = 0; i < 4; i++) await client.getPullRequest(PR_ID)
    await client.listMergeQueues()
    // Three waits between four PR reads; the queue list is not a PR read and does not wait.
    expect(clock.sleeps).toHaveLength(3)
    expect(clock.now() - t0).toBeGreaterThanOrEqual(3 * V2_PULL_REQUEST_READ_INTERVAL_MS - 50)
    // Five reads in any second at most: the interval is over 200 ms.
    expect(V2_PULL_REQUEST_READ_INTERVAL_MS).toBeGreaterThan(1000 / 5)
  })
})

describe('writes after an unknown outcome: read back, never resend blindly', () => {
  it('submit: a 502 after which the PR shows in the queue is settled by the read, not resent', async () => {
    newClient()
    server.script([
      text(502, 'Bad Gateway'),
      jsonReply(200, page([pullRequest('pending', new Date().toISOString())])),
    ])
    const r = await client.submitPullRequest(QUEUE, { number: 42 }, { repositoryId: REPO_ID })
    expect(r.reconciled).toBe(true)
    expect(r.value?.id).toBe(PR_ID)
    expect(server.requests.map((q) => `${q.method} ${q.path}`)).toEqual([
      `POST /v2/merge-queues/${QUEUE}/pull-requests`,
      'GET /v2/pull-requests',
    ])
  })

  it('submit: when the read shows it did not land, it is sent once more; a 409 on that re-send means it landed', async () => {
    newClient()
    server.script([
      { fault: 'reset' },
      jsonReply(200, page([])),
      envelope(409, 'PR_ALREADY_ENQUEUED'),
    ])
    const r = await client.submitPullRequest(QUEUE, { number: 42 }, { repositoryId: REPO_ID })
    expect(r.reconciled).toBe(true)
    expect(r.status).toBe(409)
    expect(server.requests.map((q) => q.method)).toEqual(['POST', 'GET', 'POST'])
  })

  it('restart-tests: no state change since the send means resend; one since means it landed', async () => {
    newClient()
    server.script([
      text(504, 'Gateway Timeout'),
      jsonReply(200, pullRequest('testing', '2020-01-01T00:00:00Z')),
      jsonReply(200, pullRequest('testing', new Date().toISOString())),
    ])
    const r = await client.restartPullRequestTests(PR_ID)
    expect(server.requests.map((q) => `${q.method} ${q.path}`)).toEqual([
      `POST /v2/pull-requests/${PR_ID}/restart-tests`,
      `GET /v2/pull-requests/${PR_ID}`,
      `POST /v2/pull-requests/${PR_ID}/restart-tests`,
    ])
    expect(r.reconciled).toBe(true)
    newClient()
    server.script([
      text(504, 'Gateway Timeout'),
      jsonReply(200, pullRequest('pending', new Date().toISOString())),
    ])
    const s = await client.restartPullRequestTests(PR_ID)
    expect(s.reconciled).toBe(true)
    expect(server.requests).toHaveLength(2)
  })

  it('dequeue and delete: a read that shows the change settles it', async () => {
    newClient()
    server.script([
      text(502, 'Bad Gateway'),
      jsonReply(200, pullRequest('cancelled', new Date().toISOString())),
    ])
    const d = await client.dequeuePullRequest(PR_ID)
    expect(d.reconciled).toBe(true)
    expect(d.value?.queueEntry?.state).toBe('cancelled')
    expect(server.requests).toHaveLength(2)
    newClient()
    server.script([text(503, 'Service Unavailable'), envelope(404, 'MERGE_QUEUE_NOT_FOUND')])
    const q = await client.deleteMergeQueue(QUEUE)
    expect(q.reconciled).toBe(true)
    expect(server.requests.map((x) => x.method)).toEqual(['DELETE', 'GET'])
  })

  it('a 429 is not ambiguous: the write is sent again without a read', async () => {
    newClient()
    server.script([
      text(429, 'Too Many Requests'),
      jsonReply(200, pullRequest('cancelled', '2026-01-01T00:00:00Z')),
    ])
    await client.dequeuePullRequest(PR_ID)
    expect(server.requests.map((x) => x.method)).toEqual(['POST', 'POST'])
  })

  it('when the read fails too, the error says the outcome is unknown', async () => {
    newClient({ retry: { maxAttempts: 2 } })
    server.script([], text(502, 'Bad Gateway'))
    const e = await rejection(client.setMergeQueueState(QUEUE, 'pause'))
    expect(e.message).toContain('Whether it took effect is unknown')
  })
})
