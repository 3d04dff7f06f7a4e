/**
 * The exact wire format of every endpoint: method, path, headers and body, checked on a real
 * server on 127.0.0.1; and the responses parsed as the live service sends them.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import { TargetLines, TrunkClient, VERSION, type ClientEvent } from '../../src/client/index.js'
import { json } from '../../__fixtures__/test-server.js'
import * as samples from '../../__fixtures__/wire-samples.js'
import { opened, server, useScriptedServer } from './helpers.js'

const TOKEN = 'tok_wire_Zx81qLm2'
const REPO = samples.REPO
let client: TrunkClient
let events: ClientEvent[]

useScriptedServer()

function newClient(extra: Partial<ConstructorParameters<typeof TrunkClient>[0]> = {}) {
  events = []
  client = opened(
    new TrunkClient({
      baseUrl: server.url,
      token: TOKEN,
      onEvent: (e) => events.push(e),
      ...extra,
    }),
  )
  return client
}

function only() {
  expect(server.requests).toHaveLength(1)
  return server.requests[0]!
}

function expectJsonPost(path: string) {
  const r = only()
  expect(r.method).toBe('POST')
  expect(r.path).toBe(`/v1${path}`)
  expect(r.headers['x-api-token']).toBe(TOKEN)
  expect(r.headers['content-type']).toBe('application/json')
  expect(r.headers['user-agent']).toMatch(
    new RegExp(`^merge-queue-action/${VERSION.replace(/\./g, '\\.')} `),
  )
  expect(r.headers['x-forked-workflow-run-id']).toBeUndefined()
  // The body on the wire is exactly the JSON the client measured.
  expect(Number(r.headers['content-length'])).toBe(r.body.length)
  return r
}

describe('pull request endpoints', () => {
  it('submitPullRequest sends repo, pr.number as an integer, targetBranch, priority and noBatch', async () => {
    newClient()
    server.script([{ status: 200, body: 'OK' }])
    const r = await client.submitPullRequest({
      repo: REPO,
      targetBranch: 'main',
      pr: { number: 42 },
      priority: 'HIGH',
      noBatch: true,
    })
    const req = expectJsonPost('/submitPullRequest')
    expect(req.body.toString()).toBe(
      '{"repo":{"host":"github.com","owner":"acme","name":"app"},"targetBranch":"main","pr":{"number":42},"priority":"high","noBatch":true}',
    )
    expect(r).toMatchObject({ status: 200, attempts: 1, reconciled: false })
  })

  it('submitPullRequest sends a numeric priority as a number and omits what was not given', async () => {
    newClient()
    await client.submitPullRequest({
      repo: REPO,
      targetBranch: 'main',
      pr: { number: 7 },
      priority: 0,
    })
    expect(only().json).toEqual({
      repo: REPO,
      targetBranch: 'main',
      pr: { number: 7 },
      priority: 0,
    })
  })

  it.each([
    ['cancelPullRequest', '/cancelPullRequest'],
    ['restartTestsOnPullRequest', '/restartTestsOnPullRequest'],
  ] as const)('%s sends {repo, targetBranch, pr}', async (method, path) => {
    newClient()
    await client[method]({ repo: REPO, targetBranch: 'release/1.x', pr: { number: 9 } })
    const req = expectJsonPost(path)
    expect(req.json).toEqual({ repo: REPO, targetBranch: 'release/1.x', pr: { number: 9 } })
  })

  it('getSubmittedPullRequest parses the live record, keeping lowercase states', async () => {
    newClient()
    server.script([json(200, samples.submittedPr(), { 'x-request-id': 'req-1' })])
    const pr = await client.getSubmittedPullRequest({
      repo: REPO,
      targetBranch: 'main',
      pr: { number: 42 },
    })
    expect(expectJsonPost('/getSubmittedPullRequest').json).toEqual({
      repo: REPO,
      targetBranch: 'main',
      pr: { number: 42 },
    })
    expect(pr.state).toBe('testing')
    expect(pr.prSha).toBe('a'.repeat(40))
    expect(pr.readiness?.gitHubMergeability).toBe('mergeable')
    expect(pr.isCurrentlySubmittedToQueue).toBe(true)
    expect(pr.verifiedByTestRun).toBeUndefined()
  })

  it('setImpactedTargets sends {repo, pr:{number, sha}, targetBranch, impactedTargets} with a list', async () => {
    newClient()
    const r = await client.setImpactedTargets({
      repo: REPO,
      targetBranch: 'main',
      pr: { number: 42, sha: 'c'.repeat(40) },
      impactedTargets: ['//a:b', '//é:😀', 'quote"back\\slash'],
    })
    const req = expectJsonPost('/setImpactedTargets')
    expect(req.body.toString('utf8')).toBe(
      JSON.stringify({
        repo: REPO,
        pr: { number: 42, sha: 'c'.repeat(40) },
        targetBranch: 'main',
        impactedTargets: ['//a:b', '//é:😀', 'quote"back\\slash'],
      }),
    )
    expect(r.requestBytes).toBe(req.body.length)
  })

  it('uploadImpactedTargets streams a targets file with its exact Content-Length, not chunked', async () => {
    newClient()
    // Over a megabyte of targets (several chunks), one longer than a chunk, and repeats.
    const targets = Array.from({ length: 20_000 }, (_, i) => `//pkg/${i % 15_000}:t_${i % 15_000}`)
    targets.splice(777, 0, `//long:${'x'.repeat(300_000)}`)
    const lines = TargetLines.scan(Buffer.from(targets.join('\n') + '\n'))!
    const ref = { repo: REPO, targetBranch: 'main', pr: { number: 42, sha: 'c'.repeat(40) } }
    const r = await client.uploadImpactedTargets(ref, lines)
    const req = expectJsonPost('/setImpactedTargets')
    expect(req.headers['transfer-encoding']).toBeUndefined()
    const expected = JSON.stringify({
      repo: REPO,
      pr: ref.pr,
      targetBranch: 'main',
      impactedTargets: [...new Set(targets)],
    })
    expect(req.body.equals(Buffer.from(expected))).toBe(true)
    expect(r).toMatchObject({ mode: 'list', count: 15_001, requestBytes: req.body.length })
  })

  it('setImpactedTargets sends ALL as a bare string', async () => {
    newClient()
    await client.setImpactedTargets({
      repo: REPO,
      targetBranch: 'main',
      pr: { number: 42, sha: 'c'.repeat(40) },
      impactedTargets: 'ALL',
    })
    expect((only().json as { impactedTargets: unknown }).impactedTargets).toBe('ALL')
  })

  it('setImpactedTargets from a fork sends x-forked-workflow-run-id and no token', async () => {
    newClient({ token: undefined, forkedWorkflowRunId: '123456789' })
    await client.setImpactedTargets({
      repo: REPO,
      targetBranch: 'main',
      pr: { number: 42, sha: 'c'.repeat(40) },
      impactedTargets: [],
    })
    const r = only()
    expect(r.headers['x-forked-workflow-run-id']).toBe('123456789')
    expect(r.headers['x-api-token']).toBeUndefined()
  })

  it('getMergeQueueTestingDetails is keyed by testRunId', async () => {
    newClient()
    server.script([json(200, samples.testingDetails())])
    const d = await client.getMergeQueueTestingDetails({
      repo: REPO,
      targetBranch: 'main',
      testRunId: '5df78918-0d3c-4a3e-9f5e-2b1c3d4e5f60',
    })
    expect(expectJsonPost('/getMergeQueueTestingDetails').json).toEqual({
      repo: REPO,
      targetBranch: 'main',
      testRunId: '5df78918-0d3c-4a3e-9f5e-2b1c3d4e5f60',
    })
    expect(d.status).toBe('in_progress')
    expect(d.statusChecks[0]?.state).toBe('PENDING')
    expect(d.testBranch).toMatch(/^trunk-merge\/pr-42\//)
  })
})

describe('queue endpoints', () => {
  it('createQueue sends only repo, targetBranch, mode and concurrency, mode lowercase', async () => {
    newClient()
    await client.createQueue({ repo: REPO, targetBranch: 'main', mode: 'PARALLEL', concurrency: 3 })
    expect(expectJsonPost('/createQueue').json).toEqual({
      repo: REPO,
      targetBranch: 'main',
      mode: 'parallel',
      concurrency: 3,
    })
  })

  it('deleteQueue and getQueue send {repo, targetBranch}', async () => {
    newClient()
    await client.deleteQueue({ repo: REPO, targetBranch: 'main' })
    expect(expectJsonPost('/deleteQueue').json).toEqual({ repo: REPO, targetBranch: 'main' })

    newClient()
    server.script([json(200, samples.queue())])
    const q = await client.getQueue({ repo: REPO, targetBranch: 'main' })
    expect(expectJsonPost('/getQueue').json).toEqual({ repo: REPO, targetBranch: 'main' })
    expect(q.state).toBe('running')
    // null: no override (branch protection applies), not "none required".
    expect(q.requiredStatuses).toBeNull()
    expect(q.enqueuedPullRequests.map((p) => p.prNumber)).toEqual([42])
  })

  it('getQueue keeps requiredStatuses null, [] and a list apart', async () => {
    for (const requiredStatuses of [null, [], ['ci/build']]) {
      newClient()
      server.script([json(200, samples.queue({ requiredStatuses }))])
      const q = await client.getQueue({ repo: REPO, targetBranch: 'main' })
      expect(q.requiredStatuses).toEqual(requiredStatuses)
    }
    newClient()
    const { requiredStatuses: _absent, ...withoutKey } = samples.queue()
    server.script([json(200, withoutKey)])
    expect(
      (await client.getQueue({ repo: REPO, targetBranch: 'main' })).requiredStatuses,
    ).toBeNull()
  })

  it('updateQueue sends only the fields being changed, and returns the config when sent back', async () => {
    newClient()
    const { enqueuedPullRequests: _drop, ...config } = samples.queue({ state: 'paused' })
    server.script([json(200, config)])
    const r = await client.updateQueue({
      repo: REPO,
      targetBranch: 'main',
      state: 'PAUSED',
      concurrency: 4,
    })
    expect(expectJsonPost('/updateQueue').json).toEqual({
      repo: REPO,
      targetBranch: 'main',
      state: 'paused',
      concurrency: 4,
    })
    expect(r.queue?.state).toBe('paused')
  })

  it('updateQueue succeeds on a 2xx whose body is not the config', async () => {
    newClient()
    server.script([{ status: 200, body: 'OK' }])
    const r = await client.updateQueue({ repo: REPO, targetBranch: 'main', batch: true })
    expect(r.status).toBe(200)
    expect(r.queue).toBeUndefined()
  })
})

describe('metrics', () => {
  it('is a GET with repo and repoHost in the query, no body, and returns the text', async () => {
    newClient()
    const text =
      '# TYPE mq_depth_current gauge\nmq_depth_current{repo="acme/app",branch="main",queue_type="main"} 4\n'
    server.script([
      {
        status: 200,
        body: text,
        headers: { 'content-type': 'text/plain; version=0.0.4; charset=utf-8' },
      },
    ])
    const m = await client.getMergeQueueMetrics({ repo: 'acme/app', repoHost: 'github.com' })
    const r = only()
    expect(r.method).toBe('GET')
    expect(r.path).toBe('/v1/getMergeQueueMetrics')
    expect(r.query.get('repo')).toBe('acme/app')
    expect(r.query.get('repoHost')).toBe('github.com')
    expect(r.body.length).toBe(0)
    expect(r.headers['content-type']).toBeUndefined()
    expect(r.headers['x-api-token']).toBe(TOKEN)
    expect(m.text).toBe(text)
    expect(m.contentType).toBe('text/plain; version=0.0.4; charset=utf-8')
  })

  it('without repo asks for the whole organization', async () => {
    newClient()
    await client.getMergeQueueMetrics()
    expect(only().url).toBe('/v1/getMergeQueueMetrics')
  })
})

describe('flaky tests', () => {
  const base = {
    repo: REPO,
    org_url_slug: 'acme',
    start_time: '2026-11-20T00:00:00Z',
    end_time: '2026-11-21T00:00:00Z',
  }

  it('list-failing-tests sends snake_case fields and page_query', async () => {
    newClient()
    server.script([json(200, { tests: [samples.testCase()], page: samples.page() })])
    const p = await client.listFailingTests({
      ...base,
      page_query: { page_size: 50, page_token: '' },
    })
    expect(expectJsonPost('/flaky-tests/list-failing-tests').json).toEqual({
      ...base,
      page_query: { page_size: 50, page_token: '' },
    })
    expect(p.tests[0]?.status.value).toBe('flaky')
    expect(p.page.next_page_token).toBe('')
  })

  it('get-test-details sends test_id and returns the test', async () => {
    newClient()
    server.script([json(200, { test: samples.testCase({ quarantined: true }) })])
    const t = await client.getTestDetails({
      repo: REPO,
      org_url_slug: 'acme',
      test_id: '01234567-0123-0123-0123-0123456789ab',
    })
    expect(expectJsonPost('/flaky-tests/get-test-details').json).toEqual({
      repo: REPO,
      org_url_slug: 'acme',
      test_id: '01234567-0123-0123-0123-0123456789ab',
    })
    expect(t.quarantined).toBe(true)
  })

  it('failingTestPages follows next_page_token until it is empty, keeping the query', async () => {
    newClient()
    server.script([
      json(200, {
        tests: [samples.testCase({ name: 'a' })],
        page: samples.page({ total_pages: 3, next_page_token: 't2' }),
      }),
      json(200, {
        tests: [samples.testCase({ name: 'b' })],
        page: samples.page({ total_pages: 3, next_page_token: 't3', page_index: 1 }),
      }),
      json(200, {
        tests: [samples.testCase({ name: 'c' })],
        page: samples.page({ total_pages: 3, page_index: 2 }),
      }),
    ])
    const tests = await client.listAllFailingTests({ ...base, page_size: 1 })
    expect(tests.map((t) => t.name)).toEqual(['a', 'b', 'c'])
    expect(server.requests.map((r) => (r.json as { page_query: unknown }).page_query)).toEqual([
      { page_size: 1, page_token: '' },
      { page_size: 1, page_token: 't2' },
      { page_size: 1, page_token: 't3' },
    ])
    expect(
      server.requests.every(
        (r) => (r.json as { start_time: string }).start_time === base.start_time,
      ),
    ).toBe(true)
  })
})

describe('leniency of responses', () => {
  it('accepts upper-case enums, ignores unknown fields, and keeps an unknown state as its string', async () => {
    newClient()
    server.script([
      json(
        200,
        samples.submittedPr({
          state: 'QUEUED_FOR_BISECTION',
          newField: { x: 1 },
          readiness: {
            requiresImpactedTargets: true,
            doesBaseBranchMatch: true,
            gitHubMergeability: 'MERGEABLE',
          },
        }),
      ),
    ])
    const pr = await client.getSubmittedPullRequest({
      repo: REPO,
      targetBranch: 'main',
      pr: { number: 42 },
    })
    expect(pr.state).toBe('queued_for_bisection')
    expect(pr.readiness?.gitHubMergeability).toBe('mergeable')
    expect(pr).not.toHaveProperty('newField')
    expect(events).toContainEqual({
      type: 'unknown-enum',
      operation: 'getSubmittedPullRequest',
      field: 'state',
      value: 'QUEUED_FOR_BISECTION',
    })
  })

  it.each([
    ['plain text OK', { status: 200, body: 'OK' }],
    ['an empty JSON object', json(200, {})],
    ['an empty body', { status: 200, body: '' }],
    ['a 204', { status: 204 }],
  ])('write endpoints succeed on %s', async (_name, reply) => {
    newClient()
    server.script([reply])
    await expect(
      client.cancelPullRequest({ repo: REPO, targetBranch: 'main', pr: { number: 1 } }),
    ).resolves.toMatchObject({ attempts: 1 })
  })
})

describe('identity', () => {
  it('the User-Agent version is the package version', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }
    expect(VERSION).toBe(pkg.version)
  })
})
