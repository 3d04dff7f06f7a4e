/**
 * The emulator's v2 endpoints over real HTTP on 127.0.0.1: every endpoint it serves, the same
 * queues as /v1 (one state, two wire formats), API keys with permissions and the 403s for a
 * missing one, each authentication refusal's shape, cursor pagination, the per-key rate limit on
 * pull-request reads, and the keys' control route and CLI flag.
 */
import { describe, expect, it } from '@jest/globals'
import { MINUTE, prRef, queueRef } from '../../../__fixtures__/emulator.js'
import { parseCli } from '../../../src/emulator/cli.js'
import { EVERY_V2_PERMISSION, useEmulator, v2Raw, type Json } from '../helpers.js'

const FULL = 'trunk_v2_full_key_0001'
const READ = 'trunk_v2_read_only_0002'
const MERGE = 'trunk_v2_merge_only_0003'
const emu = useEmulator({
  apiKeys: [
    { key: FULL, permissions: EVERY_V2_PERMISSION },
    { key: READ, permissions: [] },
    { key: MERGE, permissions: ['merge-and-cancel'] },
  ],
})

const v2 = (
  method: string,
  path: string,
  body?: unknown,
  key: string | null = FULL,
  headers: Record<string, string> = {},
) => v2Raw(emu, method, path, body, { key, headers })
const json = (r: { json: () => unknown }) => r.json() as Json

async function repositoryId(): Promise<string> {
  const r = await v2('GET', '/v2/repositories?providerUrl=https://github.com/acme/app.git')
  expect(r.status).toBe(200)
  return json(r).data[0].id as string
}

describe('one state, two wire formats', () => {
  let queueId: string
  let repoId: string

  it('creates a queue over v2 that v1 then reads, and lists it', async () => {
    repoId = await repositoryId()
    const created = await v2('POST', '/v2/merge-queues', {
      repositoryId: repoId,
      targetBranch: 'main',
      mode: 'queue',
      concurrency: 2,
      enqueueingLabel: 'merge-me',
    })
    expect(created.status).toBe(201)
    const q = json(created)
    queueId = q.id
    expect(q.id).toMatch(/^[A-Za-z0-9]{8}$/)
    expect(q).toMatchObject({
      repositoryId: repoId,
      targetBranch: 'main',
      state: 'running',
      mode: 'queue',
      repositoryUrl: 'https://github.com/acme/app',
      pullRequestsUrl: `/v2/merge-queues/${q.id}/pull-requests`,
    })
    expect(q.config).toMatchObject({
      concurrency: 2,
      enqueueingLabel: 'merge-me',
      mergeMethod: 'squash',
    })
    const v1 = await emu.client.getQueue(queueRef())
    expect(v1).toMatchObject({ concurrency: 2, mode: 'single', state: 'running' })
    const again = await v2('POST', '/v2/merge-queues', {
      repositoryId: repoId,
      targetBranch: 'main',
    })
    expect(again.status).toBe(409)
    expect(json(again).error.code).toBe('QUEUE_ALREADY_EXISTS')
    const list = json(await v2('GET', `/v2/merge-queues?repositoryId=${repoId}&targetBranch=main`))
    expect(list.data.map((x: Json) => x.id)).toEqual([queueId])
    expect(list.hasMore).toBe(false)
    expect((await v2('GET', '/v2/merge-queues?targetBranch=main')).status).toBe(400)
    expect(json(await v2('GET', `/v2/merge-queues/${queueId}`)).id).toBe(queueId)
    expect(json(await v2('GET', `/v2/repositories/${repoId}`)).path).toBe('acme/app')
  })

  it('submits over v2 and v1 into one queue; 409 PR_ALREADY_ENQUEUED for a queued PR', async () => {
    const s = await v2('POST', `/v2/merge-queues/${queueId}/pull-requests`, {
      number: 11,
      priorityName: 'high',
    })
    expect(s.status).toBe(201)
    const pr = json(s)
    expect(pr).toMatchObject({
      number: 11,
      repositoryId: repoId,
      isCurrentlySubmittedToQueue: true,
    })
    expect(pr.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(pr.queueEntry).toMatchObject({
      mergeQueueId: queueId,
      priorityName: 'high',
      priorityValue: 10,
    })
    expect(pr.queueEntry.readiness.hasImpactedTargets).toBe(false)
    await emu.client.submitPullRequest(prRef(12))
    const dup = await v2('POST', `/v2/merge-queues/${queueId}/pull-requests`, { number: 11 })
    expect(dup.status).toBe(409)
    expect(json(dup).error.code).toBe('PR_ALREADY_ENQUEUED')
    // v1 still updates a queued PR on resubmit, from the same state.
    await emu.client.submitPullRequest({ ...prRef(12), priority: 'low' })
    const byNumber = json(
      await v2('GET', `/v2/pull-requests?repositoryId=${repoId}&number=12,11,999`),
    )
    expect(byNumber.data.map((p: Json) => [p.number, p.queueEntry.priorityName])).toEqual([
      [11, 'high'],
      [12, 'low'],
    ])
    // Several numbers: hasImpactedTargets is not resolved (absent, not false).
    expect('hasImpactedTargets' in byNumber.data[0].queueEntry.readiness).toBe(false)
    const one = json(await v2('GET', `/v2/pull-requests/${pr.id}`))
    expect(one.queueEntry.state).toBe('testing')
    expect((await emu.client.getSubmittedPullRequest(prRef(11))).state).toBe('testing')
  })

  it('order, list, reprioritize, queue-entry patch, restart and dequeue act on the shared queue', async () => {
    const order = json(await v2('GET', `/v2/merge-queues/${queueId}/order`))
    // Concurrency 2: each PR tests in its own run.
    expect(order.batches.map((b: Json) => b.pullRequests.map((p: Json) => p.number))).toEqual([
      [11],
      [12],
    ])
    expect(order.pending).toEqual([])
    const listed = json(
      await v2('GET', `/v2/merge-queues/${queueId}/pull-requests?state=testing,pending`),
    )
    expect(listed.data.map((p: Json) => p.number).sort()).toEqual([11, 12])
    expect(
      (await v2('GET', `/v2/merge-queues/${queueId}/pull-requests?state=TESTS_PASSED`)).status,
    ).toBe(400)
    const id12 = listed.data.find((p: Json) => p.number === 12).id
    const re = await v2('POST', `/v2/pull-requests/${id12}/reprioritize`, { priorityValue: 0 })
    expect(json(re).queueEntry).toMatchObject({ priorityValue: 0, skipsTheLine: true })
    const patched = await v2('PATCH', `/v2/pull-requests/${id12}/queue-entry`, {
      allowBatching: false,
      direct: true,
    })
    expect(json(patched).queueEntry).toMatchObject({ allowBatching: false, direct: true })
    // Both test at once (concurrency 2): a third PR waits, and a waiting PR has no tests to restart.
    expect((await v2('POST', `/v2/pull-requests/${id12}/restart-tests`)).status).toBe(200)
    await emu.client.submitPullRequest(prRef(13))
    const id13 = json(await v2('GET', `/v2/pull-requests?repositoryId=${repoId}&number=13`)).data[0]
    expect(id13.queueEntry.state).toBe('pending')
    const notRestartable = await v2('POST', `/v2/pull-requests/${id13.id}/restart-tests`)
    expect([notRestartable.status, json(notRestartable).error.code]).toEqual([
      422,
      'PR_TESTS_NOT_RESTARTABLE',
    ])
    expect((await v2('POST', `/v2/pull-requests/${id13.id}/dequeue`)).status).toBe(200)
    const dq = await v2('POST', `/v2/pull-requests/${id12}/dequeue`)
    expect(json(dq).queueEntry.state).toBe('cancelled')
    const again = await v2('POST', `/v2/pull-requests/${id12}/dequeue`)
    expect(again.status).toBe(409)
    expect(json(again).error.code).toBe('PR_NOT_IN_ACTIVE_STATE')
    expect((await emu.client.getSubmittedPullRequest(prRef(12))).state).toBe('cancelled')
  })

  it('config patch, pause, resume, drain and switch-modes change the queue v1 reads', async () => {
    const p = await v2('PATCH', `/v2/merge-queues/${queueId}/config`, {
      allowBatching: true,
      requiredStatuses: ['ci/test'],
      mergeMethod: 'mergeCommit',
      notReadyTimeoutMinutes: 120,
    })
    expect(p.status).toBe(200)
    expect(json(p).config).toMatchObject({
      allowBatching: true,
      requiredStatuses: ['ci/test'],
      mergeMethod: 'mergeCommit',
      notReadyTimeoutMinutes: 120,
    })
    const v1 = await emu.client.getQueue(queueRef())
    expect(v1).toMatchObject({
      batch: true,
      requiredStatuses: ['ci/test'],
      mergeMethod: 'merge_commit',
    })
    expect((await v2('PATCH', `/v2/merge-queues/${queueId}/config`, { batch: true })).status).toBe(
      400,
    )
    expect(
      json(await v2('PATCH', `/v2/merge-queues/${queueId}/config`, { requiredStatuses: [] })).config
        .requiredStatuses,
    ).toEqual([])
    expect(json(await v2('POST', `/v2/merge-queues/${queueId}/pause`)).state).toBe('paused')
    expect((await emu.client.getQueue(queueRef())).state).toBe('paused')
    expect(json(await v2('POST', `/v2/merge-queues/${queueId}/resume`)).state).toBe('running')
    const sw = json(await v2('POST', `/v2/merge-queues/${queueId}/switch-modes`, { mode: 'graph' }))
    expect(['graph', 'queue']).toContain(sw.mode)
    expect(['running', 'switchingModes']).toContain(sw.state)
    emu.advance(30 * MINUTE)
    expect(json(await v2('GET', `/v2/merge-queues/${queueId}`)).mode).toBe('graph')
    expect(json(await v2('POST', `/v2/merge-queues/${queueId}/drain`)).state).toBe('draining')
    const refused = await v2('POST', `/v2/merge-queues/${queueId}/pull-requests`, { number: 30 })
    expect(refused.status).toBe(422)
    expect(json(refused).error.code).toBe('PR_NOT_ENQUEUEABLE')
    await v2('POST', `/v2/merge-queues/${queueId}/resume`)
  })

  it('impacted targets (202), verification runs, metrics, and delete (409 while not empty, then 204)', async () => {
    await emu.client.submitPullRequest(prRef(21))
    const sha = (await emu.client.getSubmittedPullRequest(prRef(21))).prSha
    const up = await v2('PUT', '/v2/impacted-targets', {
      repositoryId: repoId,
      targetBranch: 'main',
      sha,
      number: 21,
      impactedTargets: ['//b', '//a'],
    })
    expect(up.status).toBe(202)
    expect(up.text).toBe('')
    expect(
      (await emu.client.getSubmittedPullRequest(prRef(21))).readiness?.hasImpactedTargets,
    ).toBe(true)
    const runs = json(await v2('GET', `/v2/merge-queues/${queueId}/verification-runs?limit=1`))
    expect(runs.data).toHaveLength(1)
    const run = json(await v2('GET', `/v2/merge-queue-verification-runs/${runs.data[0].id}`))
    expect(run).toMatchObject({ id: runs.data[0].id, isBisection: false })
    expect(run.checks.map((c: Json) => c.kind)).toEqual(
      expect.arrayContaining(['checkRun', 'statusCheck']),
    )
    expect((await v2('GET', '/v2/merge-queue-verification-runs/nope')).status).toBe(404)
    const org = await v2('GET', '/v2/merge-queues/metrics')
    expect(org.headers['content-type']).toContain('text/plain')
    expect(org.text).toContain('mq_depth_current')
    expect((await v2('GET', `/v2/merge-queues/metrics?repositoryId=${repoId}`)).text).toBe(
      (await emu.client.getMergeQueueMetrics({ repo: 'acme/app', repoHost: 'github.com' })).text,
    )
    expect((await v2('GET', `/v2/merge-queues/${queueId}/metrics`)).status).toBe(200)
    const busy = await v2('DELETE', `/v2/merge-queues/${queueId}`)
    expect(busy.status).toBe(409)
    expect(json(busy).error.code).toBe('QUEUE_HAS_ACTIVE_ENTRIES')
    await emu.client.cancelPullRequest(prRef(21))
    const gone = await v2('DELETE', `/v2/merge-queues/${queueId}`)
    expect(gone.status).toBe(204)
    expect(json(await v2('GET', `/v2/merge-queues/${queueId}`)).error.code).toBe(
      'MERGE_QUEUE_NOT_FOUND',
    )
  })
})

describe('authentication shapes', () => {
  it('answers each refusal as the service does: enveloped from the API, plain text from the edge', async () => {
    const none = await v2('GET', '/v2/merge-queues', undefined, null)
    expect(none.status).toBe(401)
    expect(json(none).error.code).toBe('AUTHENTICATION_REQUIRED')
    const v1token = await v2('GET', '/v2/merge-queues', undefined, null, {
      'x-api-token': emu.token,
    })
    expect(v1token.status).toBe(401)
    expect(json(v1token).error.message).toContain('works only with the v1 API')
    const basic = await v2('GET', '/v2/merge-queues', undefined, null, {
      authorization: 'Basic abc',
    })
    expect([basic.status, basic.text]).toEqual([401, 'Unauthorized'])
    const orgKey = await v2('GET', '/v2/merge-queues', undefined, 'not_a_v2_key')
    expect([orgKey.status, orgKey.text]).toEqual([403, 'Forbidden'])
    const unknown = await v2('GET', '/v2/merge-queues', undefined, 'trunk_v2_unknown_key')
    expect(unknown.status).toBe(401)
    expect(json(unknown).error.code).toBe('INVALID_TOKEN')
    // v1 stays v1: a v2 key is not its token.
    expect((await emu.raw('POST', '/v1/getQueue', { token: FULL, body: '{}' })).status).toBe(401)
  })

  it('answers unknown routes and methods in the envelope', async () => {
    const r = await v2('GET', '/v2/nothing-here')
    expect([r.status, json(r).error.code]).toEqual([404, 'NOT_FOUND'])
    const m = await v2('PUT', '/v2/merge-queues')
    expect(m.status).toBe(405)
    expect(m.headers.allow).toBe('GET, POST')
  })
})

describe('permissions', () => {
  let queueId: string
  let repoId: string
  beforeAll(async () => {
    repoId = await repositoryId()
    queueId = json(
      await v2('POST', '/v2/merge-queues', { repositoryId: repoId, targetBranch: 'perm' }),
    ).id
  })

  it('lets a key with no permission read but change nothing, naming the permission', async () => {
    expect((await v2('GET', `/v2/merge-queues/${queueId}`, undefined, READ)).status).toBe(200)
    for (const [method, path, body, label] of [
      ['POST', `/v2/merge-queues/${queueId}/pull-requests`, { number: 1 }, 'Merge and cancel PRs'],
      [
        'PATCH',
        `/v2/merge-queues/${queueId}/config`,
        { concurrency: 3 },
        'Update Merge Queue settings',
      ],
      ['POST', `/v2/merge-queues/${queueId}/pause`, undefined, 'Update Merge Queue settings'],
      ['POST', `/v2/merge-queues/${queueId}/resume`, undefined, 'Update Merge Queue settings'],
      ['POST', `/v2/merge-queues/${queueId}/drain`, undefined, 'Update Merge Queue settings'],
      [
        'POST',
        `/v2/merge-queues/${queueId}/switch-modes`,
        { mode: 'graph' },
        'Update Merge Queue settings',
      ],
      ['DELETE', `/v2/merge-queues/${queueId}`, undefined, 'Update Merge Queue settings'],
      [
        'POST',
        '/v2/merge-queues',
        { repositoryId: repoId, targetBranch: 'x' },
        'Update Merge Queue settings',
      ],
      [
        'PUT',
        '/v2/impacted-targets',
        {
          repositoryId: repoId,
          targetBranch: 'perm',
          sha: 'abc',
          number: 1,
          impactsAllTargets: true,
        },
        'Merge and cancel PRs',
      ],
    ] as const) {
      const r = await v2(method, path, body, READ)
      expect([path, r.status, json(r).error.code]).toEqual([path, 403, 'INSUFFICIENT_PERMISSIONS'])
      expect(json(r).error.message).toContain(label)
    }
    expect((await emu.client.getQueue(queueRef('perm'))).state).toBe('running')
  })

  it('takes permissions from the body too: a priority needs "Set priority on PRs"', async () => {
    const withPriority = await v2(
      'POST',
      `/v2/merge-queues/${queueId}/pull-requests`,
      { number: 5, priorityValue: 0 },
      MERGE,
    )
    expect(withPriority.status).toBe(403)
    expect(json(withPriority).error.message).toContain('Set priority on PRs')
    const noBatch = await v2(
      'POST',
      `/v2/merge-queues/${queueId}/pull-requests`,
      { number: 5, allowBatching: false },
      MERGE,
    )
    expect(json(noBatch).error.message).toContain('Skip batching')
    const plain = await v2(
      'POST',
      `/v2/merge-queues/${queueId}/pull-requests`,
      { number: 5 },
      MERGE,
    )
    expect(plain.status).toBe(201)
    const id = json(plain).id
    expect(
      (await v2('POST', `/v2/pull-requests/${id}/reprioritize`, { priorityName: 'urgent' }, MERGE))
        .status,
    ).toBe(403)
    expect(
      (await v2('PATCH', `/v2/pull-requests/${id}/queue-entry`, { direct: true }, MERGE)).status,
    ).toBe(403)
    expect((await v2('POST', `/v2/pull-requests/${id}/dequeue`, undefined, MERGE)).status).toBe(200)
  })

  it('manages keys through /_control/api-keys with the emulator token', async () => {
    const key = 'trunk_v2_added_by_control'
    expect((await v2('GET', '/v2/merge-queues', undefined, key)).status).toBe(401)
    expect(
      (
        await emu.raw('POST', '/_control/api-keys', {
          token: null,
          body: JSON.stringify({ key, permissions: [] }),
        })
      ).status,
    ).toBe(401)
    const bad = await emu.raw('POST', '/_control/api-keys', {
      body: JSON.stringify({ key, permissions: ['admin'] }),
    })
    expect(bad.status).toBe(400)
    expect(bad.text).toContain('unknown permission "admin"')
    const listed = await emu.control<{ keys: { key: string; permissions: string[] }[] }>(
      '/api-keys',
      { key, permissions: ['update-queue-settings'] },
    )
    expect(listed.keys.some((k) => k.key.endsWith('trol') && !k.key.includes('added_by'))).toBe(
      true,
    )
    expect((await v2('POST', `/v2/merge-queues/${queueId}/pause`, undefined, key)).status).toBe(200)
    await emu.control('/api-keys', { key, remove: true })
    expect((await v2('GET', '/v2/merge-queues', undefined, key)).status).toBe(401)
  })
})

describe('pagination and rate limits', () => {
  it('pages with limit and cursors bound to their filters', async () => {
    const repoId = await repositoryId()
    for (const b of ['p1', 'p2', 'p3'])
      await v2('POST', '/v2/merge-queues', { repositoryId: repoId, targetBranch: b })
    const all = json(await v2('GET', `/v2/merge-queues?repositoryId=${repoId}&includeTotal=true`))
    const first = json(await v2('GET', `/v2/merge-queues?repositoryId=${repoId}&limit=2`))
    expect(first.data).toHaveLength(2)
    expect(first.hasMore).toBe(true)
    expect('total' in first).toBe(false)
    const ids: string[] = first.data.map((q: Json) => q.id)
    let cursor = first.nextCursor as string | null
    while (cursor) {
      const next = json(
        await v2('GET', `/v2/merge-queues?repositoryId=${repoId}&limit=2&cursor=${cursor}`),
      )
      ids.push(...next.data.map((q: Json) => q.id))
      cursor = next.nextCursor
    }
    expect(ids).toEqual(all.data.map((q: Json) => q.id))
    expect(all.total).toBe(all.data.length)
    const other = await v2('GET', `/v2/merge-queues?limit=2&cursor=${first.nextCursor}`)
    expect([other.status, json(other).error.code]).toEqual([400, 'INVALID_CURSOR'])
    expect((await v2('GET', '/v2/merge-queues?limit=101')).status).toBe(400)
    expect((await v2('GET', '/v2/merge-queues?limit=0')).status).toBe(400)
  })

  it('answers 429 (plain text, no Retry-After) past 5 pull-request reads a second per key', async () => {
    const key = 'trunk_v2_rate_limited_key'
    await emu.control('/api-keys', { key, permissions: [] })
    const repoId = await repositoryId()
    // Twelve reads at once: a bucket of 5 refilled at 5 a second lets at most 5 + 5 × (their
    // spread in seconds) through, so some are refused however loaded the machine is (unless the
    // twelve take more than 1.4 s to arrive).
    const path = `/v2/pull-requests?repositoryId=${repoId}&number=1`
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => v2('GET', path, undefined, key)),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(5)
    const limited = answers.filter((a) => a.status === 429)
    expect(limited.length).toBeGreaterThan(0)
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([])
    for (const l of limited) {
      expect(l.text).toBe('Too Many Requests')
      expect(l.headers['retry-after']).toBeUndefined()
    }
    // Another key has its own bucket; queue reads use the organization's.
    expect(
      (await v2('GET', `/v2/pull-requests?repositoryId=${repoId}&number=1`, undefined, READ))
        .status,
    ).toBe(200)
    expect((await v2('GET', '/v2/merge-queues', undefined, key)).status).toBe(200)
    await new Promise((r) => setTimeout(r, 1100))
    expect(
      (await v2('GET', `/v2/pull-requests?repositoryId=${repoId}&number=1`, undefined, key)).status,
    ).toBe(200)
  })
})

describe('command line', () => {
  it('reads --api-key KEY=perm,perm (repeatable) and refuses wrong ones naming the problem', () => {
    const o = parseCli([
      '--api-key',
      'trunk_v2_ci_key=merge-and-cancel,set-priority',
      '--api-key',
      'trunk_v2_reader=',
    ])
    expect(o).not.toBe('help')
    expect((o as { apiKeys: unknown }).apiKeys).toEqual([
      { key: 'trunk_v2_ci_key', permissions: ['merge-and-cancel', 'set-priority'] },
      { key: 'trunk_v2_reader', permissions: [] },
    ])
    expect(() => parseCli(['--api-key', 'orgtoken=all'])).toThrow(
      /--api-key: the key must start with trunk_v2_ \(value not shown\)/,
    )
    expect(() => parseCli(['--api-key', 'trunk_v2_ci_key=fly'])).toThrow(/unknown permission "fly"/)
  })
})
