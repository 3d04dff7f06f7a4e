/**
 * The API client against the emulator, end to end, for every endpoint: the happy paths and the
 * 401, 404, 409 and 400 paths.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import {
  AuthError,
  BadRequestError,
  ConflictError,
  NotFoundError,
  TrunkClient,
  parsePrometheusText,
  sumSamples,
} from '../../../src/client/index.js'
import { MINUTE, REPO, prRef, queueRef } from '../../../__fixtures__/emulator.js'
import { useEmulator } from '../helpers.js'

const emu = useEmulator({ flakyTests: { seed: 42, size: 250 } })
let wrongToken: TrunkClient

beforeAll(() => {
  wrongToken = new TrunkClient({
    baseUrl: emu.url,
    token: 'not-the-token',
    retry: { maxAttempts: 1 },
  })
})
afterAll(async () => {
  await wrongToken.close()
})

describe('queues', () => {
  it('createQueue, getQueue, updateQueue, deleteQueue', async () => {
    const ref = queueRef('release')
    const created = await emu.client.createQueue({ ...ref, mode: 'parallel', concurrency: 4 })
    expect(created.status).toBe(200)
    const q = await emu.client.getQueue(ref)
    expect(q).toMatchObject({
      state: 'running',
      branch: 'release',
      mode: 'parallel',
      concurrency: 4,
      enqueuedPullRequests: [],
    })
    const updated = await emu.client.updateQueue({
      ...ref,
      batch: true,
      batchingMinSize: 4,
      mergeMethod: 'rebase',
      requiredStatuses: ['ci/build', 'ci/test'],
      state: 'paused',
    })
    expect(updated.status).toBe(200)
    expect(updated.queue).toMatchObject({
      state: 'paused',
      batch: true,
      batchingMinSize: 4,
      mergeMethod: 'rebase',
      requiredStatuses: ['ci/build', 'ci/test'],
    })
    const deleted = await emu.client.updateQueue({ ...ref, deleteRequiredStatuses: true })
    expect(deleted.queue?.requiredStatuses).toBeNull()
    const gone = await emu.client.deleteQueue(ref)
    expect(gone.status).toBe(200)
    await expect(emu.client.getQueue(ref)).rejects.toBeInstanceOf(NotFoundError)
  })

  it('requiredStatuses is null until an override is set, the list once set, null after delete', async () => {
    const ref = queueRef('statuses')
    await emu.client.createQueue(ref)
    expect((await emu.client.getQueue(ref)).requiredStatuses).toBeNull()
    // v1 ignores an empty list (wire notes §2.10): still no override.
    expect(
      (await emu.client.updateQueue({ ...ref, requiredStatuses: [] })).queue?.requiredStatuses,
    ).toBeNull()
    await emu.client.updateQueue({ ...ref, requiredStatuses: ['ci/build', 'ci/test'] })
    expect((await emu.client.getQueue(ref)).requiredStatuses).toEqual(['ci/build', 'ci/test'])
    const same = await emu.client.updateQueue({ ...ref, requiredStatuses: [] })
    expect(same.queue?.requiredStatuses).toEqual(['ci/build', 'ci/test'])
    await emu.client.updateQueue({ ...ref, deleteRequiredStatuses: true })
    expect((await emu.client.getQueue(ref)).requiredStatuses).toBeNull()
    const raw = await emu.post('/getQueue', ref)
    expect(raw.text).toContain('"requiredStatuses":null')
    await emu.client.deleteQueue(ref)
  })

  it('createQueue of an existing queue is a ConflictError (409)', async () => {
    await emu.client.createQueue(queueRef('dup'))
    await expect(emu.client.createQueue(queueRef('dup'))).rejects.toBeInstanceOf(ConflictError)
  })

  it('unknown queues are NotFoundError (404) for every queue endpoint', async () => {
    const ref = queueRef('nope')
    await expect(emu.client.getQueue(ref)).rejects.toBeInstanceOf(NotFoundError)
    await expect(emu.client.updateQueue({ ...ref, concurrency: 2 })).rejects.toBeInstanceOf(
      NotFoundError,
    )
    await expect(emu.client.deleteQueue(ref)).rejects.toBeInstanceOf(NotFoundError)
    await expect(emu.client.submitPullRequest(prRef(1, 'nope'))).rejects.toBeInstanceOf(
      NotFoundError,
    )
    await expect(
      emu.client.getMergeQueueTestingDetails({
        ...ref,
        testRunId: '00000000-0000-4000-8000-000000000000',
      }),
    ).rejects.toBeInstanceOf(NotFoundError)
  })

  it('deleteQueue of a non-empty queue is a BadRequestError (400)', async () => {
    await emu.client.createQueue(queueRef('busy'))
    await emu.client.submitPullRequest(prRef(5, 'busy'))
    await expect(emu.client.deleteQueue(queueRef('busy'))).rejects.toBeInstanceOf(BadRequestError)
  })
})

describe('pull requests', () => {
  beforeAll(async () => {
    await emu.client.createQueue(queueRef())
  })

  it('submit, get, restart, cancel', async () => {
    const submitted = await emu.client.submitPullRequest({
      ...prRef(10),
      priority: 'high',
      noBatch: true,
    })
    expect(submitted.status).toBe(200)
    const pr = await emu.client.getSubmittedPullRequest(prRef(10))
    expect(pr).toMatchObject({
      state: 'testing',
      prNumber: 10,
      priorityValue: 10,
      priorityName: 'high',
      usedDefaultPriorityName: 'medium',
      noBatch: true,
      skipTheLine: false,
      forceEnqueued: false,
      isCurrentlySubmittedToQueue: true,
      prBaseBranch: 'main',
    })
    expect(pr.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(pr.prSha).toMatch(/^[0-9a-f]{40}$/)
    expect(pr.stateChangedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    const restarted = await emu.client.restartTestsOnPullRequest(prRef(10))
    expect(restarted.status).toBe(200)
    const cancelled = await emu.client.cancelPullRequest(prRef(10))
    expect(cancelled.status).toBe(200)
    const after = await emu.client.getSubmittedPullRequest(prRef(10))
    expect(after).toMatchObject({ state: 'cancelled', isCurrentlySubmittedToQueue: false })
  })

  it('a PR never submitted is NotFoundError; findSubmittedPullRequest gives null', async () => {
    await expect(emu.client.getSubmittedPullRequest(prRef(404))).rejects.toBeInstanceOf(
      NotFoundError,
    )
    expect(await emu.client.findSubmittedPullRequest(prRef(404))).toBeNull()
    await expect(emu.client.restartTestsOnPullRequest(prRef(404))).rejects.toBeInstanceOf(
      NotFoundError,
    )
    await expect(emu.client.cancelPullRequest(prRef(404))).rejects.toBeInstanceOf(NotFoundError)
  })

  it('setImpactedTargets and uploadImpactedTargets (list and ALL)', async () => {
    const sha = 'd'.repeat(40)
    const r = await emu.client.setImpactedTargets({
      ...prRef(11),
      pr: { number: 11, sha },
      impactedTargets: ['//a', '//b'],
    })
    expect(r.status).toBe(200)
    const up = await emu.client.uploadImpactedTargets(
      { repo: { ...REPO }, targetBranch: 'main', pr: { number: 11, sha } },
      ['//a', '//a', '//c'],
    )
    expect(up).toMatchObject({ mode: 'list', count: 2, status: 200 })
    const all = await emu.client.uploadImpactedTargets(
      { repo: { ...REPO }, targetBranch: 'main', pr: { number: 11, sha } },
      'ALL',
    )
    expect(all).toMatchObject({ mode: 'ALL', reason: 'requested' })
    expect(emu.simulation.currentTargets(emu.simulation.queueOf(REPO, 'main'), 11)).toBe('ALL')
    await expect(
      emu.client.setImpactedTargets({
        ...prRef(11, 'nope'),
        pr: { number: 11, sha },
        impactedTargets: [],
      }),
    ).rejects.toBeInstanceOf(NotFoundError)
  })

  it('a submit to a draining queue is a BadRequestError (400)', async () => {
    await emu.client.createQueue(queueRef('draining'))
    await emu.client.updateQueue({ ...queueRef('draining'), state: 'draining' })
    await expect(emu.client.submitPullRequest(prRef(1, 'draining'))).rejects.toBeInstanceOf(
      BadRequestError,
    )
  })

  it('getMergeQueueTestingDetails answers for the runs the emulator creates', async () => {
    await emu.control('/pull-requests', { repo: 'acme/app', number: 12, title: 'Speed up CI' })
    await emu.client.submitPullRequest(prRef(12))
    const state = emu.state()
    const runId = state.queues
      .find((q) => q.branch === 'main')
      ?.entries.find((e) => e.prNumber === 12)?.testRunId
    expect(runId).toBeTruthy()
    const d = await emu.client.getMergeQueueTestingDetails({
      ...queueRef(),
      testRunId: runId as string,
    })
    expect(d).toMatchObject({
      status: 'in_progress',
      requiredStatuses: ['emulator/ci'],
      testedPullRequests: [
        { prNumber: 12, prUrl: 'https://github.com/acme/app/pull/12', title: 'Speed up CI' },
      ],
    })
    expect(d.testBranch).toBe(`trunk-merge/pr-12/${runId}`)
    expect(d.testBranchSha).toMatch(/^[0-9a-f]{40}$/)
    emu.advance(5 * MINUTE)
    const done = await emu.client.getMergeQueueTestingDetails({
      ...queueRef(),
      testRunId: runId as string,
    })
    expect(done.status).toBe('succeeded')
    await expect(
      emu.client.getMergeQueueTestingDetails({ ...queueRef(), testRunId: 'f'.repeat(8) }),
    ).rejects.toBeInstanceOf(NotFoundError)
  })

  it('the fork run id is accepted only for a fork PR and its registered head sha', async () => {
    const fork = new TrunkClient({
      baseUrl: emu.url,
      forkedWorkflowRunId: '123456',
      retry: { maxAttempts: 1 },
    })
    try {
      const sha = 'e'.repeat(40)
      const upload = (number: number, prSha = sha) =>
        fork.setImpactedTargets({
          ...prRef(number),
          pr: { number, sha: prSha },
          impactedTargets: ['x'],
        })
      await emu.control('/pull-requests', {
        repo: 'acme/app',
        number: 21,
        fork: true,
        headSha: sha,
      })
      expect((await upload(21)).status).toBe(200)
      // The service checks the sha of the running fork workflow against the body's.
      await expect(upload(21, 'f'.repeat(40))).rejects.toBeInstanceOf(AuthError)
      await emu.control('/pull-requests', {
        repo: 'acme/app',
        number: 22,
        fork: false,
        headSha: sha,
      })
      await expect(upload(22)).rejects.toBeInstanceOf(AuthError)
      // A PR the emulator was told nothing about is not known to come from a fork.
      await expect(upload(20)).rejects.toBeInstanceOf(AuthError)
    } finally {
      await fork.close()
    }
  })
})

describe('metrics', () => {
  it('getMergeQueueMetrics for one repository and for all, with the exact content type', async () => {
    const one = await emu.client.getMergeQueueMetrics({ repo: 'acme/app', repoHost: 'github.com' })
    expect(one.contentType).toBe('text/plain; version=0.0.4; charset=utf-8')
    const parsed = parsePrometheusText(one.text)
    expect(parsed.types.mq_depth_current).toBe('gauge')
    expect(parsed.types.mq_pr_wait_duration_1h_seconds).toBe('histogram')
    expect(
      sumSamples(parsed, 'mq_pr_conclusions_1h_total', { conclusion: 'merged' }),
    ).toBeGreaterThanOrEqual(1)
    const all = await emu.client.getMergeQueueMetrics()
    expect(all.text.length).toBeGreaterThanOrEqual(one.text.length)
    const other = await emu.client.getMergeQueueMetrics({
      repo: 'other/repo',
      repoHost: 'github.com',
    })
    expect(parsePrometheusText(other.text).samples).toEqual([])
  })
})

describe('flaky tests', () => {
  const window = () => ({
    repo: { ...REPO },
    org_url_slug: 'acme',
    start_time: new Date(emu.now() - 7 * 24 * 3_600_000).toISOString(),
    end_time: new Date(emu.now()).toISOString(),
  })

  it('listFailingTests pages through every failing test; getTestDetails reads one', async () => {
    const all = await emu.client.listAllFailingTests({ ...window(), page_size: 37 })
    expect(all.length).toBeGreaterThan(37)
    expect(new Set(all.map((t) => t.id)).size).toBe(all.length)
    const first = await emu.client.listFailingTests({ ...window(), page_query: { page_size: 37 } })
    expect(first.page).toMatchObject({ total_rows: all.length, page_index: 0, prev_page_token: '' })
    expect(first.page.total_pages).toBe(Math.ceil(all.length / 37))
    const one = all[0]
    if (!one) throw new Error('no test')
    const details = await emu.client.getTestDetails({
      repo: { ...REPO },
      org_url_slug: 'acme',
      test_id: one.id,
    })
    expect(details).toEqual(one)
  })

  it('an unknown test id is NotFoundError; a page token of another query is BadRequestError', async () => {
    await expect(
      emu.client.getTestDetails({
        repo: { ...REPO },
        org_url_slug: 'acme',
        test_id: '01234567-0123-4123-8123-0123456789ab',
      }),
    ).rejects.toBeInstanceOf(NotFoundError)
    const first = await emu.client.listFailingTests({ ...window(), page_query: { page_size: 10 } })
    await expect(
      emu.client.listFailingTests({
        ...window(),
        page_query: { page_size: 11, page_token: first.page.next_page_token },
      }),
    ).rejects.toBeInstanceOf(BadRequestError)
  })
})

describe('auth', () => {
  it('a wrong token is an AuthError (401) on every endpoint', async () => {
    const calls: (() => Promise<unknown>)[] = [
      () => wrongToken.submitPullRequest(prRef(1)),
      () => wrongToken.cancelPullRequest(prRef(1)),
      () => wrongToken.restartTestsOnPullRequest(prRef(1)),
      () => wrongToken.getSubmittedPullRequest(prRef(1)),
      () =>
        wrongToken.setImpactedTargets({
          ...prRef(1),
          pr: { number: 1, sha: 'a'.repeat(40) },
          impactedTargets: [],
        }),
      () => wrongToken.getMergeQueueTestingDetails({ ...queueRef(), testRunId: 'x' }),
      () => wrongToken.createQueue(queueRef('x')),
      () => wrongToken.deleteQueue(queueRef()),
      () => wrongToken.getQueue(queueRef()),
      () => wrongToken.updateQueue({ ...queueRef(), concurrency: 1 }),
      () => wrongToken.getMergeQueueMetrics(),
      () =>
        wrongToken.listFailingTests({
          repo: { ...REPO },
          org_url_slug: 'acme',
          start_time: '2026-01-01T00:00:00Z',
          end_time: '2026-01-02T00:00:00Z',
          page_query: { page_size: 10 },
        }),
      () =>
        wrongToken.getTestDetails({
          repo: { ...REPO },
          org_url_slug: 'acme',
          test_id: '01234567-0123-4123-8123-0123456789ab',
        }),
    ]
    for (const call of calls) await expect(call()).rejects.toBeInstanceOf(AuthError)
  })
})
