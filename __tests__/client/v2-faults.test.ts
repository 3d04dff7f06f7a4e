/**
 * What the v2 fault runs of `npm run reliability` led to, against a scripted server on
 * 127.0.0.1: a cancellation while the client spaces its pull-request reads is a typed
 * cancellation (the action's `error-kind=cancelled`), and a write the service accepted (2xx) is
 * never reported as failed because its answer could not be read.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { CancelledError, type ClientEvent } from '../../src/client/index.js'
import { TrunkV2Client, TrunkV2MergeQueueClient } from '../../src/client/v2/index.js'
import { recordingClock } from '../../__fixtures__/fake-clock.js'
import { startTestServer, type Reply, type TestServer } from '../../__fixtures__/test-server.js'

const KEY = 'trunk_v2_faults_test_Qm42'
const QUEUE = 'xK9mP2nQ'
const REPO_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7'
const PR_ID = '0f8fad5b-d9cb-469f-a165-70867728950e'
let server: TestServer
let clients: { close(): Promise<void> }[] = []

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})
afterEach(async () => {
  await Promise.all(clients.map((c) => c.close()))
  clients = []
})

const json = (status: number, value: unknown): Reply => ({
  status,
  body: JSON.stringify(value),
  headers: { 'content-type': 'application/json' },
})

const pullRequest = {
  id: PR_ID,
  repositoryId: REPO_ID,
  number: 42,
  title: 'Add a thing',
  branch: 'feature',
  sha: 'abc123',
  baseBranch: 'main',
  author: 'octocat',
  isCurrentlySubmittedToQueue: true,
  createdAt: '2026-01-01T00:00:00Z',
  queueEntry: {
    id: 'entry-1',
    mergeQueueId: QUEUE,
    state: 'pending',
    stateChangedAt: '2026-01-01T00:00:00Z',
    priorityValue: 100,
    priorityName: 'medium',
    skipsTheLine: false,
    allowBatching: true,
    direct: false,
    readiness: {
      requiresImpactedTargets: false,
      doesBaseBranchMatch: true,
      mergeability: 'mergeable',
    },
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  },
}

describe('cancelled while pull-request reads are spaced', () => {
  it('rejects with CancelledError (not a bare AbortError) and sends nothing more', async () => {
    const client = new TrunkV2Client({
      baseUrl: server.origin,
      token: KEY,
      clock: recordingClock(),
    })
    clients.push(client)
    server.requests.length = 0
    server.respond(() => json(200, pullRequest))
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
    const client = new TrunkV2Client({
      baseUrl: server.origin,
      token: KEY,
      clock: recordingClock(),
      onEvent: (e) => events.push(e),
    })
    clients.push(client)
    server.requests.length = 0
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

  it('the adapter: submit reports success for that 201, as v1 does for its 200', async () => {
    const client = new TrunkV2MergeQueueClient({
      baseUrl: server.origin,
      token: KEY,
      clock: recordingClock(),
    })
    clients.push(client)
    server.requests.length = 0
    server.script([
      json(200, {
        data: [
          {
            id: QUEUE,
            repositoryId: REPO_ID,
            targetBranch: 'main',
            state: 'running',
            mode: 'queue',
            managedState: 'manual',
            createdAt: '2026-01-01T00:00:00Z',
            updatedAt: '2026-01-01T00:00:00Z',
            repositoryUrl: 'https://github.com/acme/app',
            pullRequestsUrl: `/v2/merge-queues/${QUEUE}/pull-requests`,
            config: {
              concurrency: 1,
              bisectionConcurrency: 0,
              pendingFailureDepth: 0,
              canOptimisticallyMerge: false,
              allowBatching: false,
              batchingMaxWaitTimeMinutes: 0,
              batchingMinSize: 1,
              testingTimeoutMinutes: 60,
              notReadyTimeoutMinutes: 0,
              createsPrsForTestingBranches: true,
              areCommentsEnabled: true,
              areCommandsEnabled: true,
              isStatusCheckEnabled: true,
              isExtensionEnabled: false,
              areLabelCommandsEnabled: false,
              areStateLabelsEnabled: false,
              requiredStatuses: [],
              allowedBotSubmitters: [],
              batchingRules: [],
              directMergeMode: 'off',
              optimizationMode: 'off',
              mergeMethod: 'squash',
              testBranchConstructionMode: 'renameTempBranch',
              enqueueingLabel: '',
            },
          },
        ],
        nextCursor: null,
        hasMore: false,
      }),
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
