/**
 * What the client tests share: one scripted server on 127.0.0.1 per test file, the clients a
 * test opened closed after it, the typed error a call is expected to reject with, and the v2
 * service's answers (a queue, a pull request, a page, an error envelope) as scripted replies.
 */
import { afterAll, afterEach, beforeAll, expect } from '@jest/globals'
import { TrunkApiError } from '../../src/client/index.js'
import { startTestServer, type Reply, type TestServer } from '../../__fixtures__/test-server.js'

/** The file's scripted server: set before its first test by {@link useScriptedServer}. */
export let server: TestServer
const open: { close(): Promise<void> }[] = []

/** Starts a scripted server for the file's tests, and closes each client `opened` after a test. */
export function useScriptedServer(): void {
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(async () => {
    await server.close()
  })
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()))
  })
}

/** `client`, to be closed after the test; the server's record of requests starts afresh. */
export function opened<C extends { close(): Promise<void> }>(client: C): C {
  open.push(client)
  server.requests.length = 0
  return client
}

/** The typed error `p` rejects with (fails the test if it resolves or throws something else). */
export async function rejection(p: Promise<unknown>): Promise<TrunkApiError> {
  const e = await p.then(
    () => {
      throw new Error('expected a failure')
    },
    (err: unknown) => err,
  )
  expect(e).toBeInstanceOf(TrunkApiError)
  return e as TrunkApiError
}

// The v2 service's answers.

export const QUEUE = 'xK9mP2nQ'
export const REPO_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7'
export const PR_ID = '0f8fad5b-d9cb-469f-a165-70867728950e'

export const jsonReply = (
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): Reply => ({
  status,
  body: JSON.stringify(value),
  headers: { 'content-type': 'application/json', ...headers },
})
export const envelope = (status: number, code: string, message = 'refused') =>
  jsonReply(status, { error: { code, message } })
export const text = (status: number, body: string): Reply => ({
  status,
  body,
  headers: { 'content-type': 'text/plain' },
})
export const page = (data: unknown[], nextCursor: string | null = null) => ({
  data,
  nextCursor,
  hasMore: nextCursor !== null,
})

/** PR 42 (PR_ID) in queue QUEUE, its entry in `state` since `changedAt`. */
export function pullRequest(state: string, changedAt: string, extra: Record<string, unknown> = {}) {
  return {
    id: PR_ID,
    repositoryId: REPO_ID,
    number: 42,
    title: 'Add a thing',
    branch: 'feature',
    sha: 'abc123',
    baseBranch: 'main',
    author: 'octocat',
    isCurrentlySubmittedToQueue: !['merged', 'failed', 'cancelled'].includes(state),
    createdAt: '2026-01-01T00:00:00Z',
    queueEntry: {
      id: 'entry-1',
      mergeQueueId: QUEUE,
      state,
      stateChangedAt: changedAt,
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
      updatedAt: changedAt,
      ...extra,
    },
  }
}

/** Queue QUEUE of acme/app on main, running. */
export const queue = {
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
}
