/**
 * Contract: every request the client builds validates against the request schema of its path in
 * the service's OpenAPI description (spec/trunk-v1-openapi.json), used as data.
 */
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Ajv } from 'ajv'
import { OPERATIONS, TrunkClient } from '../../src/client/index.js'
import { startTestServer, type TestServer } from '../../__fixtures__/test-server.js'

const spec = JSON.parse(readFileSync('spec/trunk-v1-openapi.json', 'utf8')) as {
  paths: Record<
    string,
    Record<string, { requestBody?: { content: Record<string, { schema: object }> } }>
  >
}
const ajv = new Ajv({ strict: false, allErrors: true })
ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/)
ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)
ajv.addFormat('uri', /^https?:\/\//)

const REPO = { host: 'github.com', owner: 'acme', name: 'app' }
const PR = { repo: REPO, targetBranch: 'main', pr: { number: 42 } }
const SHA = 'a'.repeat(40)
const WINDOW = { start_time: '2026-11-20T00:00:00Z', end_time: '2026-11-21T00:00:00Z' }

let server: TestServer
let client: TrunkClient
beforeAll(async () => {
  server = await startTestServer()
  client = new TrunkClient({ baseUrl: server.url, token: 'tok_contract' })
})
afterAll(async () => {
  await client.close()
  await server.close()
})

// Each call is made for its request only: the server answers OK and reads fail to parse.
const calls: [string, () => Promise<unknown>][] = [
  [
    'submitPullRequest',
    () => client.submitPullRequest({ ...PR, priority: 'urgent', noBatch: true }),
  ],
  ['submitPullRequest', () => client.submitPullRequest({ ...PR, priority: 255 })],
  ['cancelPullRequest', () => client.cancelPullRequest(PR)],
  ['restartTestsOnPullRequest', () => client.restartTestsOnPullRequest(PR)],
  ['getSubmittedPullRequest', () => client.getSubmittedPullRequest(PR)],
  [
    'setImpactedTargets',
    () =>
      client.setImpactedTargets({
        ...PR,
        pr: { number: 42, sha: SHA },
        impactedTargets: ['//a:b', 'é'],
      }),
  ],
  [
    'setImpactedTargets',
    () =>
      client.setImpactedTargets({ ...PR, pr: { number: 42, sha: SHA }, impactedTargets: 'ALL' }),
  ],
  [
    'setImpactedTargets',
    () =>
      client.uploadImpactedTargets({ ...PR, pr: { number: 42, sha: SHA } }, ['//x', '//x', '//y']),
  ],
  [
    'getMergeQueueTestingDetails',
    () =>
      client.getMergeQueueTestingDetails({
        repo: REPO,
        targetBranch: 'main',
        testRunId: '5df78918-0d3c-4a3e-9f5e-2b1c3d4e5f60',
      }),
  ],
  [
    'createQueue',
    () =>
      client.createQueue({ repo: REPO, targetBranch: 'main', mode: 'parallel', concurrency: 2 }),
  ],
  ['deleteQueue', () => client.deleteQueue({ repo: REPO, targetBranch: 'main' })],
  ['getQueue', () => client.getQueue({ repo: REPO, targetBranch: 'main' })],
  [
    'updateQueue',
    () =>
      client.updateQueue({
        repo: REPO,
        targetBranch: 'main',
        state: 'draining',
        mode: 'single',
        concurrency: 1,
        bisectionConcurrency: 2,
        testingTimeoutMinutes: 30,
        pendingFailureDepth: 1,
        canOptimisticallyMerge: true,
        batch: true,
        batchingMaxWaitTimeMinutes: 5,
        batchingMinSize: 2,
        commentsEnabled: false,
        commandsEnabled: false,
        createPrsForTestingBranches: true,
        statusCheckEnabled: true,
        directMergeMode: 'always',
        optimizationMode: 'bisection_skip_redundant_tests',
        mergeMethod: 'rebase',
        requiredStatuses: ['ci'],
        deleteRequiredStatuses: false,
      }),
  ],
  [
    'listFailingTests',
    () =>
      client.listFailingTests({
        repo: REPO,
        org_url_slug: 'acme',
        ...WINDOW,
        page_query: { page_size: 100, page_token: '' },
      }),
  ],
  [
    'getTestDetails',
    () =>
      client.getTestDetails({
        repo: REPO,
        org_url_slug: 'acme',
        test_id: '01234567-0123-0123-0123-0123456789ab',
      }),
  ],
]

describe('requests validate against the OpenAPI request schemas', () => {
  it.each(calls)('%s', async (operation, call) => {
    server.requests.length = 0
    await call().catch(() => undefined)
    expect(server.requests.length).toBeGreaterThanOrEqual(1)
    const op = OPERATIONS[operation as keyof typeof OPERATIONS]
    const schema =
      spec.paths[op.path]?.[op.method.toLowerCase()]?.requestBody?.content['application/json']
        ?.schema
    expect(schema).toBeDefined()
    const validate = ajv.compile(schema!)
    for (const r of server.requests.filter((q) => q.path === `/v1${op.path}`)) {
      const ok = validate(r.json)
      expect([ok, validate.errors]).toEqual([true, null])
    }
  })

  it('covers every operation of the client', () => {
    expect(new Set(calls.map(([op]) => op))).toEqual(
      new Set(Object.keys(OPERATIONS).filter((op) => op !== 'getMergeQueueMetrics')),
    )
  })

  it('every path the client calls exists in the spec with the same method', () => {
    for (const op of Object.values(OPERATIONS)) {
      expect([op.path, Object.keys(spec.paths[op.path] ?? {})]).toEqual([
        op.path,
        [op.method.toLowerCase()],
      ])
    }
  })
})
