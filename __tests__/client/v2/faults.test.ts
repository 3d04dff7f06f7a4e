/**
 * What the v2 fault runs of `npm run reliability` led to, against a scripted server on
 * 127.0.0.1: a cancellation while the client spaces its pull-request reads is a typed
 * cancellation (the action's `error-kind=cancelled`), and a write the service accepted (2xx) is
 * never reported as failed because its answer could not be read.
 */
import { describe, expect, it } from '@jest/globals'
import { CancelledError, type ClientEvent } from '../../../src/client/index.js'
import { TrunkV2Client, type TrunkV2ClientOptions } from '../../../src/client/v2/index.js'
import { V2MergeQueue } from '../../../src/queue/index.js'
import { recordingClock } from '../../../__fixtures__/fake-clock.js'
import {
  PR_ID,
  QUEUE,
  REPO_ID,
  jsonReply,
  opened,
  page,
  pullRequest,
  queue,
  server,
  useScriptedServer,
} from '../helpers.js'

const KEY = 'trunk_v2_faults_test_Qm42'

useScriptedServer()

const options = (opts: Partial<TrunkV2ClientOptions> = {}) => ({
  baseUrl: server.origin,
  token: KEY,
  clock: recordingClock(),
  ...opts,
})

describe('cancelled while pull-request reads are spaced', () => {
  it('rejects with CancelledError (not a bare AbortError) and sends nothing more', async () => {
    const client = opened(new TrunkV2Client(options()))
    server.respond(() => jsonReply(200, pullRequest('pending', '2026-01-01T00:00:00Z')))
    await client.getPullRequest(PR_ID)
    // The next PR read must wait its turn (5 a second per key); the job is cancelled meanwhile.
    const cancel = new AbortController()
    cancel.abort(new Error('SIGINT'))
    const e = await client.getPullRequest(PR_ID, { signal: cancel.signal }).then(
      () => undefined,
      (err: unknown) => err,
    )
    expect(e).toBeInstanceOf(CancelledError)
    expect((e as CancelledError).operation).toBe('pullRequests.get')
    expect(server.requests).toHaveLength(1)
  })
})

describe('a write the service accepted, whose answer cannot be read', () => {
  it('submit: a 201 with a body cut short is success (it landed), never resent', async () => {
    const events: ClientEvent[] = []
    const client = opened(new TrunkV2Client(options({ onEvent: (e) => events.push(e) })))
    server.script([
      { status: 201, body: '{"id": "0f8f', headers: { 'content-type': 'application/json' } },
    ])
    const r = await client.submitPullRequest(QUEUE, { number: 42 }, { repositoryId: REPO_ID })
    expect(r.status).toBe(201)
    expect(r.value).toBeUndefined()
    expect(server.requests.map((q) => q.method)).toEqual(['POST'])
    const said = events.filter((e) => e.type === 'reconcile')
    expect(said).toHaveLength(1)
    expect(JSON.stringify(said[0])).toContain('HTTP 201')
    expect(JSON.stringify(events)).not.toContain(KEY)
  })

  it('the v2 merge queue: submit reports success for that 201, as v1 does for its 200', async () => {
    const client = new V2MergeQueue(opened(new TrunkV2Client(options())))
    server.script([
      jsonReply(200, page([queue])),
      { status: 201, body: '<html>', headers: { 'content-type': 'application/json' } },
    ])
    const r = await client.submitPullRequest({
      repo: { host: 'github.com', owner: 'acme', name: 'app' },
      targetBranch: 'main',
      pr: { number: 42 },
    })
    expect(r.status).toBe(201)
    expect(server.requests.map((q) => `${q.method} ${q.path}`)).toEqual([
      'GET /v2/merge-queues',
      `POST /v2/merge-queues/${QUEUE}/pull-requests`,
    ])
  })
})
