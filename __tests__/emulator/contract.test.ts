/**
 * Contract test: every response the emulator gives in a scenario that touches every endpoint and
 * every PR state validates against the response schema of spec/trunk-v1-openapi.json,
 * where the spec has one. Key orders follow the live fixtures (wire notes §2.4, §2.9).
 */
import { beforeAll, describe, expect, it } from '@jest/globals'
import { Ajv, type ValidateFunction } from 'ajv'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { MINUTE, REPO, prRef, queueRef, type RawResponse } from '../../__fixtures__/emulator.js'
import { useEmulator } from './helpers.js'

interface SpecResponse {
  content?: Record<string, { schema?: object }>
}
interface Spec {
  paths: Record<string, Record<string, { responses: Record<string, SpecResponse> }>>
}

const spec = JSON.parse(
  readFileSync(resolve(process.cwd(), 'spec/trunk-v1-openapi.json'), 'utf8'),
) as Spec
// The document declares getQueue's and updateQueue's requiredStatuses as a list, but the service
// sends null when no override is set (wire notes §2.9; Terraform's provider relies on it).
for (const path of ['/getQueue', '/updateQueue']) {
  const schema = spec.paths[path]?.post?.responses['200']?.content?.['application/json']?.schema as
    { properties?: Record<string, { type?: unknown }> } | undefined
  const property = schema?.properties?.requiredStatuses
  if (!property) throw new Error(`the API document has no requiredStatuses in ${path}'s answer`)
  property.type = ['array', 'null']
}
const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true })
const validators = new Map<string, ValidateFunction>()

interface Exchange {
  method: string
  path: string
  res: RawResponse
}

const emu = useEmulator({ flakyTests: undefined })
const exchanges: Exchange[] = []

async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<RawResponse> {
  const res = await emu.raw(method, `/v1${path}`, {
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  })
  exchanges.push({ method, path: path.split('?')[0] as string, res })
  return res
}

beforeAll(async () => {
  await emu.control('/flaky-tests', { generate: { seed: 9, size: 60 } })
  const repo = 'acme/app'
  // Queues: single (main) and parallel (par).
  await call('POST', '/createQueue', queueRef())
  await call('POST', '/createQueue', { ...queueRef('par'), mode: 'parallel', concurrency: 3 })
  await call('POST', '/createQueue', queueRef()) // 409
  await call('POST', '/updateQueue', {
    ...queueRef(),
    concurrency: 3,
    pendingFailureDepth: 1,
    requiredStatuses: ['ci/test'],
  })
  // Every PR state: #1 fails into pending_failure, #2 passes slowly behind it, #3 waits in
  // pending behind a full set of slots, #4 is not_ready, #5 is cancelled.
  await emu.control('/outcomes', { repo, number: 1, outcome: 'fail' })
  await emu.control('/outcomes', { repo, number: 2, outcome: 'pass', durationMs: 20 * MINUTE })
  await emu.control('/outcomes', { repo, number: 6, outcome: 'hang' })
  await emu.control('/pull-requests', { repo, number: 4, mergeable: false, title: 'Not yet' })
  for (const n of [1, 2, 6, 3, 4, 5])
    await call('POST', '/submitPullRequest', { ...prRef(n), priority: n === 6 ? 'low' : undefined })
  await call('POST', '/cancelPullRequest', prRef(5))
  for (const n of [1, 2, 3, 4, 5, 6]) await call('POST', '/getSubmittedPullRequest', prRef(n))
  await call('POST', '/getQueue', queueRef())
  emu.advance(5 * MINUTE)
  for (const n of [1, 2, 3]) await call('POST', '/getSubmittedPullRequest', prRef(n))
  await call('POST', '/getQueue', queueRef())
  await call('POST', '/restartTestsOnPullRequest', prRef(3))
  emu.advance(60 * MINUTE)
  for (const n of [1, 2, 3, 6]) await call('POST', '/getSubmittedPullRequest', prRef(n))
  // Parallel queue with targets, ALL, batching.
  for (const n of [10, 11, 12]) {
    await call('POST', '/setImpactedTargets', {
      ...prRef(n, 'par'),
      pr: { number: n, sha: emu.simulation.headShaOf(REPO, n) },
      impactedTargets: n === 12 ? 'ALL' : [`//t:${n}`, '//shared'],
    })
    await call('POST', '/submitPullRequest', prRef(n, 'par'))
  }
  await call('POST', '/getQueue', queueRef('par'))
  // tests_passed: #8 passes before #7 ahead of it.
  await call('POST', '/createQueue', { ...queueRef('tp'), concurrency: 2 })
  await emu.control('/outcomes', { repo, number: 7, outcome: 'pass', durationMs: 10 * MINUTE })
  await emu.control('/outcomes', { repo, number: 8, outcome: 'pass', durationMs: 1 * MINUTE })
  await call('POST', '/submitPullRequest', prRef(7, 'tp'))
  await call('POST', '/submitPullRequest', prRef(8, 'tp'))
  emu.advance(1 * MINUTE)
  await call('POST', '/getSubmittedPullRequest', prRef(8, 'tp'))
  await call('POST', '/getQueue', queueRef('tp'))
  // Testing details of runs in every status.
  for (const q of emu.state().queues) {
    for (const run of q.testRuns) {
      await call('POST', '/getMergeQueueTestingDetails', {
        ...queueRef(q.branch),
        testRunId: run.id,
      })
    }
  }
  await call('POST', '/getMergeQueueTestingDetails', { ...queueRef(), testRunId: 'nope' })
  await call('POST', '/updateQueue', { ...queueRef('par'), mode: 'single', batch: true })
  await call('GET', '/getMergeQueueMetrics')
  await call('GET', '/getMergeQueueMetrics?repo=acme/app&repoHost=github.com')
  await call('GET', '/getMergeQueueMetrics?repo=acme/app')
  // Flaky tests.
  const window = {
    repo: REPO,
    org_url_slug: 'acme',
    start_time: new Date(emu.now() - 7 * 24 * 3_600_000).toISOString(),
    end_time: new Date(emu.now()).toISOString(),
  }
  const page = await call('POST', '/flaky-tests/list-failing-tests', {
    ...window,
    page_query: { page_size: 7 },
  })
  const next = (page.json() as { page: { next_page_token: string } }).page.next_page_token
  await call('POST', '/flaky-tests/list-failing-tests', {
    ...window,
    page_query: { page_size: 7, page_token: next },
  })
  const tests = (page.json() as { tests: { id: string }[] }).tests
  for (const t of tests.slice(0, 3)) {
    await call('POST', '/flaky-tests/get-test-details', {
      repo: REPO,
      org_url_slug: 'acme',
      test_id: t.id,
    })
  }
  await call('POST', '/flaky-tests/get-test-details', {
    repo: REPO,
    org_url_slug: 'acme',
    test_id: '01234567-0123-4123-8123-0123456789ab',
  })
  // Errors.
  await call('POST', '/getQueue', { repo: REPO })
  await call('POST', '/getQueue', queueRef('missing'))
  await call('POST', '/deleteQueue', queueRef())
  await emu
    .raw('POST', '/v1/getQueue', { token: null })
    .then((res) => exchanges.push({ method: 'POST', path: '/getQueue', res }))
  await call('POST', '/deleteQueue', queueRef('par')) // non-empty
})
function validatorFor(
  path: string,
  method: string,
  status: number,
): { schema?: ValidateFunction; type?: string } {
  const responses = spec.paths[path]?.[method.toLowerCase()]?.responses
  const r = responses?.[String(status)]
  if (!r?.content) return {}
  const [type, media] = Object.entries(r.content)[0] as [string, { schema?: object }]
  if (!media.schema) return { type }
  const key = `${method} ${path} ${status}`
  let v = validators.get(key)
  if (!v) {
    v = ajv.compile(media.schema)
    validators.set(key, v)
  }
  return { schema: v, type }
}

describe('responses against the OpenAPI response schemas', () => {
  it('covers every endpoint of the API document', () => {
    const paths = new Set(exchanges.filter((e) => e.res.status === 200).map((e) => e.path))
    expect([...paths].sort()).toEqual(
      [
        '/cancelPullRequest',
        '/createQueue',
        '/flaky-tests/get-test-details',
        '/flaky-tests/list-failing-tests',
        '/getMergeQueueMetrics',
        '/getMergeQueueTestingDetails',
        '/getQueue',
        '/getSubmittedPullRequest',
        '/restartTestsOnPullRequest',
        '/setImpactedTargets',
        '/submitPullRequest',
        '/updateQueue',
      ].sort(),
    )
    const statuses = new Set(exchanges.map((e) => e.res.status))
    expect([...statuses].sort()).toEqual([200, 400, 401, 404, 409])
  })

  it('every JSON body validates where the spec has a schema', () => {
    let checked = 0
    const failures: string[] = []
    for (const { method, path, res } of exchanges) {
      const { schema, type } = validatorFor(path, method, res.status)
      if (schema && type === 'application/json') {
        checked++
        if (!schema(res.json())) {
          failures.push(`${method} ${path} ${res.status}: ${ajv.errorsText(schema.errors)}`)
        }
      } else if (schema) {
        checked++
        // text/plain (metrics) and application/plain-text (errors): a string body.
        if (!schema(res.text)) failures.push(`${method} ${path} ${res.status}: not a string`)
      }
    }
    expect(failures).toEqual([])
    expect(checked).toBeGreaterThan(40)
  })

  it('the schemas are live: a body missing a required field or with a bad enum fails', () => {
    const { schema } = validatorFor('/getSubmittedPullRequest', 'POST', 200)
    const sample = exchanges.find(
      (e) => e.path === '/getSubmittedPullRequest' && e.res.status === 200,
    )
    const body = sample?.res.json() as Record<string, unknown>
    expect(schema?.(body)).toBe(true)
    expect(schema?.({ ...body, prAuthor: undefined })).toBe(false)
    expect(schema?.({ ...body, state: 'TESTING' })).toBe(false)
  })

  it('errors and write answers are plain text', () => {
    for (const { path, res } of exchanges) {
      if (res.status !== 200) {
        expect({ path, type: res.headers['content-type'] }).toEqual({
          path,
          type: 'text/plain; charset=utf-8',
        })
        expect(res.text.length).toBeGreaterThan(0)
      }
    }
  })

  /** The keys a PR's answer starts with (getSubmittedPullRequest and getQueue alike). */
  const ENTRY_KEYS_AHEAD = [
    'id',
    'state',
    'stateChangedAt',
    'priorityValue',
    'priorityName',
    'usedDefaultPriorityName',
    'skipTheLine',
    'noBatch',
  ]

  it('getSubmittedPullRequest has the live fixture keys, in order, in every state', () => {
    const seen = new Set<string>()
    for (const { path, res } of exchanges) {
      if (path !== '/getSubmittedPullRequest' || res.status !== 200) continue
      const body = res.json() as Record<string, unknown>
      seen.add(body.state as string)
      expect(Object.keys(body)).toEqual([
        ...ENTRY_KEYS_AHEAD,
        'prTitle',
        'prNumber',
        'prSha',
        'prBaseBranch',
        'prAuthor',
        'readiness',
        'forceEnqueued',
        'isCurrentlySubmittedToQueue',
        'verifiedByTestRun',
      ])
      expect(Object.keys(body.readiness as object)).toEqual([
        'hasImpactedTargets',
        'requiresImpactedTargets',
        'doesBaseBranchMatch',
        'gitHubMergeability',
      ])
      expect(body.stateChangedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    }
    expect([...seen].sort()).toEqual(
      [
        'cancelled',
        'failed',
        'merged',
        'not_ready',
        'pending',
        'pending_failure',
        'testing',
        'tests_passed',
      ].sort(),
    )
  })

  it('getQueue has the live fixture keys in order; updateQueue the same without the PR list', () => {
    const order = [
      'state',
      'branch',
      'concurrency',
      'testingTimeoutMinutes',
      'mode',
      'canOptimisticallyMerge',
      'pendingFailureDepth',
      'batch',
      'batchingMaxWaitTimeMinutes',
      'batchingMinSize',
      'createPrsForTestingBranches',
      'commentsEnabled',
      'commandsEnabled',
      'statusCheckEnabled',
      'extensionEnabled',
      'bisectionConcurrency',
      'requiredStatuses',
      'allowedBotSubmitters',
      'batchingRules',
      'directMergeMode',
      'optimizationMode',
      'mergeMethod',
      'testBranchConstructionMode',
      'enqueueingLabel',
      'labelCommandsEnabled',
      'stateLabelsEnabled',
      'notReadyTimeoutHours',
    ]
    const queues = exchanges.filter((e) => e.path === '/getQueue' && e.res.status === 200)
    expect(queues.length).toBeGreaterThan(0)
    for (const { res } of queues) {
      const body = res.json() as { enqueuedPullRequests: Record<string, unknown>[] }
      expect(Object.keys(body)).toEqual([...order, 'enqueuedPullRequests'])
      for (const pr of body.enqueuedPullRequests) {
        expect(Object.keys(pr)).toEqual([
          ...ENTRY_KEYS_AHEAD,
          'prNumber',
          'prTitle',
          'prSha',
          'prBaseBranch',
          'prAuthor',
        ])
      }
    }
    for (const { res } of exchanges.filter(
      (e) => e.path === '/updateQueue' && e.res.status === 200,
    )) {
      expect(Object.keys(res.json() as object)).toEqual(order)
    }
  })

  it('flaky-test ids are UUIDs and times ISO 8601', () => {
    for (const { path, res } of exchanges) {
      if (!path.startsWith('/flaky-tests/') || res.status !== 200) continue
      const body = res.json() as {
        tests?: { id: string; status: { timestamp: string } }[]
        test?: { id: string; status: { timestamp: string } }
      }
      for (const t of body.tests ?? (body.test ? [body.test] : [])) {
        expect(t.id).toMatch(
          /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
        )
        expect(Number.isNaN(Date.parse(t.status.timestamp))).toBe(false)
      }
    }
  })
})
