/**
 * Contract test of v2: the client drives every operation it has against the emulator through a
 * recording proxy on 127.0.0.1, and each exchange is checked against spec/v2/openapi-fragments:
 * the request (method and path of a documented operation, declared query parameters within
 * their bounds, a body valid against the operation's request schema) and the answer (a status
 * the operation lists, a body valid against its schema, error codes among those listed).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Ajv } from 'ajv'
import { request } from 'undici'
import { TrunkV2Client } from '../../../src/client/v2/index.js'
import { startEmulator, type RunningEmulator } from '../../../src/emulator/index.js'
import { V2_PERMISSION_IDS } from '../../../src/wire/v2/permissions.js'
import {
  operationOf,
  requestSchemaOf,
  schemaOf,
  translate,
} from '../../../__fixtures__/v2-fragments.js'
import {
  startTestServer,
  type RecordedRequest,
  type Reply,
  type TestServer,
} from '../../../__fixtures__/test-server.js'

const KEY = 'trunk_v2_contract_all'
const READ_KEY = 'trunk_v2_contract_read'
let emu: RunningEmulator
let proxy: TestServer
const answers: { status: number; contentType: string; body: string }[] = []
const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true })

beforeAll(async () => {
  emu = await startEmulator({
    clock: { mode: 'manual' },
    flakyTests: false,
    apiKeys: [
      {
        key: KEY,
        permissions: V2_PERMISSION_IDS,
      },
      { key: READ_KEY, permissions: [] },
    ],
  })
  proxy = await startTestServer(async (req: RecordedRequest): Promise<Reply> => {
    const headers: Record<string, string> = {}
    for (const h of ['authorization', 'content-type', 'user-agent']) {
      const v = req.headers[h]
      if (typeof v === 'string') headers[h] = v
    }
    const res = await request(`${emu.v2Url}${req.url}`, {
      method: req.method as 'GET',
      headers,
      body: req.body.length ? req.body : undefined,
    })
    const body = await res.body.text()
    const contentType = String(res.headers['content-type'] ?? '')
    answers.push({ status: res.statusCode, contentType, body })
    return {
      status: res.statusCode,
      body,
      headers: contentType ? { 'content-type': contentType } : {},
    }
  })
})
afterAll(async () => {
  await proxy.close()
  await emu.close()
})

const client = (key = KEY) =>
  new TrunkV2Client({ baseUrl: proxy.origin, token: key, retry: { maxAttempts: 1 } })

/** Runs `fn`, expecting it to fail (the answer is still checked). */
async function fails(fn: () => Promise<unknown>): Promise<void> {
  await expect(fn()).rejects.toThrow()
}

/** What is wrong with a query value for its declared schema, or undefined. */
function queryProblem(schema: Record<string, unknown>, value: string): string | undefined {
  if (schema.type === 'integer') {
    const n = Number(value)
    if (!/^\d+$/.test(value)) return 'is not an integer'
    if (typeof schema.minimum === 'number' && n < schema.minimum)
      return `is below ${schema.minimum}`
    if (typeof schema.maximum === 'number' && n > schema.maximum)
      return `is above ${schema.maximum}`
  }
  if (schema.type === 'boolean' && value !== 'true' && value !== 'false') return 'is not a boolean'
  if (
    schema.type === 'string' &&
    typeof schema.minLength === 'number' &&
    value.length < schema.minLength
  ) {
    return 'is too short'
  }
  return undefined
}

describe('v2 contract', () => {
  it('every exchange of a full scenario fits the fragments', async () => {
    const c = client()
    const repo = (await c.resolveRepository('https://github.com/acme/app')).data[0]!
    await c.getRepository(repo.id)
    const q = (
      await c.createMergeQueue({
        repositoryId: repo.id,
        targetBranch: 'main',
        mode: 'queue',
        concurrency: 1,
        bisectionConcurrency: 1,
        enqueueingLabel: 'go',
      })
    ).value!
    await fails(() => c.createMergeQueue({ repositoryId: repo.id, targetBranch: 'main' }))
    await c.listAllMergeQueues({ repositoryId: repo.id })
    await c.getMergeQueue(q.id)
    await fails(() => c.getMergeQueue('Nope1234'))
    await c.updateMergeQueueConfig(q.id, {
      allowBatching: false,
      requiredStatuses: ['ci/test'],
      batchingRules: [{ targetPattern: 'lib/*', policy: 'isolate' }],
      notReadyTimeoutMinutes: 60,
      mergeMethod: 'rebase',
    })
    for (const action of ['pause', 'resume', 'drain', 'resume'] as const)
      await c.setMergeQueueState(q.id, action)
    await c.switchMergeQueueMode(q.id, 'queue')
    const s1 = (
      await c.submitPullRequest(q.id, {
        number: 1,
        priorityName: 'high',
        allowBatching: false,
        direct: true,
      })
    ).value!
    await c.submitPullRequest(q.id, { number: 2, priorityValue: 150 })
    await c.submitPullRequest(q.id, { number: 3 })
    await fails(() => c.submitPullRequest(q.id, { number: 1 }))
    const both = await c.resolvePullRequests({ repositoryId: repo.id, numbers: [1, 2, 3] })
    expect(both.data).toHaveLength(3)
    await c.resolvePullRequests({ repositoryId: repo.id, branch: 'pr-2' })
    await c.getPullRequest(s1.id)
    const pr2 = both.data.find((p) => p.number === 2)!
    const pr3 = both.data.find((p) => p.number === 3)!
    await c.reprioritizePullRequest(pr2.id, { priorityName: 'low' })
    await c.updateQueueEntry(pr2.id, { priorityValue: 5, allowBatching: true })
    await c.getMergeQueueOrder(q.id)
    await c.listAllQueuePullRequests(q.id, {
      limit: 1,
      states: ['testing', 'pending', 'notReady'],
    } as never)
    await fails(() => c.listMergeQueues({ cursor: 'bogus' }))
    await c.restartPullRequestTests(s1.id)
    await fails(() => c.restartPullRequestTests(pr3.id))
    await c.uploadImpactedTargets({
      repositoryId: repo.id,
      targetBranch: 'main',
      sha: s1.sha,
      number: 1,
      impactedTargets: ['//a', '//b'],
    })
    await c.uploadImpactedTargets({
      repositoryId: repo.id,
      targetBranch: 'main',
      sha: pr2.sha,
      number: 2,
      impactsAllTargets: true,
    })
    const run = [...emu.simulation.runs.values()][0]!
    await c.getVerificationRun(run.id)
    await fails(() => c.getVerificationRun('no-such-run'))
    await c.getMetrics()
    await c.getMetrics({ repositoryId: repo.id })
    await c.getMetrics({ mergeQueueId: q.id })
    await fails(() => c.deleteMergeQueue(q.id))
    await fails(() => client(READ_KEY).dequeuePullRequest(s1.id))
    for (const p of [s1.id, pr2.id, pr3.id]) await c.dequeuePullRequest(p)
    await fails(() => c.dequeuePullRequest(pr3.id))
    await c.deleteMergeQueue(q.id)
    await c.close()

    expect(proxy.requests.length).toBe(answers.length)
    expect(proxy.requests.length).toBeGreaterThan(40)
    const seen = new Set<string>()
    const problems: string[] = []
    proxy.requests.forEach((req, i) => {
      const ans = answers[i]!
      const where = `${req.method} ${req.url} → ${ans.status}`
      const op = operationOf(req.method, req.path)
      if (!op) return problems.push(`${where}: no documented operation`)
      seen.add(op.operationId)
      // The request.
      const declared = new Map(
        op.parameters.filter((p) => p.in === 'query').map((p) => [p.name, p]),
      )
      for (const [name, value] of req.query) {
        const p = declared.get(name)
        if (!p) problems.push(`${where}: query ${name} is not a parameter of ${op.operationId}`)
        else {
          const why = queryProblem(p.schema, value)
          if (why) problems.push(`${where}: query ${name}=${value} ${why}`)
        }
      }
      for (const p of declared.values()) {
        if (p.required && !req.query.has(p.name))
          problems.push(`${where}: required query ${p.name} missing`)
      }
      if (op.requestBody && op.requestBody !== 'ignored') {
        const validate = ajv.compile(requestSchemaOf(op.requestBody.schema))
        if (!validate(req.json))
          problems.push(`${where}: request body ${ajv.errorsText(validate.errors)}`)
      } else if (req.body.length && op.requestBody !== 'ignored') {
        problems.push(`${where}: a body was sent to an operation that takes none`)
      }
      // The answer.
      const listed = op.responses[String(ans.status)]
      if (listed === undefined)
        return problems.push(`${where}: status not listed for ${op.operationId}`)
      if (ans.status >= 400) {
        const validate = ajv.compile(schemaOf('ErrorResponse'))
        const body = JSON.parse(ans.body) as { error: { code: string } }
        if (!validate(body))
          problems.push(`${where}: error body ${ajv.errorsText(validate.errors)}`)
        const codes = listed.split('|').map((x) => x.trim())
        if (!codes.includes(body.error.code))
          problems.push(`${where}: code ${body.error.code} not in ${listed}`)
      } else if (/^[A-Z]\w+$/.test(listed)) {
        const validate = ajv.compile(schemaOf(listed))
        if (!validate(JSON.parse(ans.body)))
          problems.push(`${where}: ${listed} ${ajv.errorsText(validate.errors)}`)
      } else if (listed.startsWith('text/plain')) {
        if (!ans.contentType.startsWith('text/plain')) problems.push(`${where}: not text/plain`)
      } else if (listed.startsWith('(no body)')) {
        if (ans.body !== '') problems.push(`${where}: a body where none is documented`)
      } else problems.push(`${where}: cannot check ${listed}`)
      return undefined
    })
    expect(problems).toEqual([])
    expect([...seen].sort()).toEqual(
      [
        'impactedTargets.upload',
        'mergeQueueVerificationRuns.get',
        'mergeQueues.create',
        'mergeQueues.delete',
        'mergeQueues.drain',
        'mergeQueues.get',
        'mergeQueues.list',
        'mergeQueues.listPullRequests',
        'mergeQueues.metrics',
        'mergeQueues.order',
        'mergeQueues.organizationMetrics',
        'mergeQueues.pause',
        'mergeQueues.resume',
        'mergeQueues.submitPullRequest',
        'mergeQueues.switchModes',
        'mergeQueues.updateConfig',
        'pullRequests.dequeue',
        'pullRequests.get',
        'pullRequests.reprioritize',
        'pullRequests.resolveByCoordinates',
        'pullRequests.restartTests',
        'pullRequests.updateQueueEntry',
        'repositories.get',
        'repositories.resolveByProviderUrl',
      ].sort(),
    )
  })

  it('the fragment reader refuses what it cannot read, and a schema catches a wrong body', () => {
    expect(() => translate('Bogus[]')).toThrow(/unknown schema Bogus/)
    expect(() => translate('frobnicate 1..2')).toThrow(/unknown type/)
    const submit = ajv.compile(requestSchemaOf('SubmitPullRequestRequest'))
    expect(submit({ number: 1 })).toBe(true)
    expect(submit({ number: 1, priorityValue: 1, priorityName: 'high' })).toBe(false)
    expect(submit({ number: 1, noBatch: true })).toBe(false)
    expect(submit({ number: 0 })).toBe(false)
    const pr = ajv.compile(schemaOf('PullRequest'))
    expect(pr({ id: 'x' })).toBe(false)
  })
})
