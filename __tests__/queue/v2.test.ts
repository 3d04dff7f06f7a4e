/**
 * The merge queue over v2 against the same over v1, on one emulator: every method of the floor
 * runs over both APIs and the domain's answers (and errors) are the same, so a command runs
 * unchanged on either. Writes go through one API and are read back through both.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import {
  BadRequestError,
  ConflictError,
  MissingCapabilityError,
  NotFoundError,
  TrunkApiError,
  V1MergeQueue,
  V2MergeQueue,
  openTrunkApi,
  type MergeQueue,
  type TrunkApi,
} from '../../src/queue/index.js'
import { PermissionError, TrunkV2Client } from '../../src/client/v2/index.js'
import { DEFAULT_V2_API_KEY } from '../../src/emulator/index.js'
import { MINUTE, REPO, prRef, queueRef } from '../../__fixtures__/emulator.js'
import { EVERY_V2_PERMISSION, useEmulator } from '../emulator/helpers.js'

const READ_KEY = 'trunk_v2_floor_read_only'
const emu = useEmulator({
  apiKeys: [
    { key: DEFAULT_V2_API_KEY, permissions: EVERY_V2_PERMISSION },
    { key: READ_KEY, permissions: [] },
  ],
})
let v1: MergeQueue
let v2: MergeQueue
let readOnly: MergeQueue
const clients: TrunkV2Client[] = []

beforeAll(() => {
  v1 = new V1MergeQueue(emu.client)
  const open = (token: string) => {
    const c = new TrunkV2Client({ baseUrl: emu.v2Url, token, retry: { maxAttempts: 1 } })
    clients.push(c)
    return new V2MergeQueue(c)
  }
  v2 = open(DEFAULT_V2_API_KEY)
  readOnly = open(READ_KEY)
})
afterAll(async () => {
  for (const c of clients) await c.close()
})

/** A result without what only one API tells: whether readiness came in full, and v2's reasons. */
function plain<T>(value: T): T {
  if (Array.isArray(value)) return value.map(plain) as T
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value))
      if (k !== 'detailed' && k !== 'blocks') out[k] = plain(v)
    return out as T
  }
  return value
}

/** Calls `fn` on both and expects the same result. */
async function same<T>(fn: (c: MergeQueue) => Promise<T>): Promise<T> {
  const a = await fn(v1)
  const b = await fn(v2)
  expect(plain(b)).toEqual(plain(a))
  return a
}

/** Calls `fn` on both and expects the same error class (and returns both). */
async function sameError(fn: (c: MergeQueue) => Promise<unknown>): Promise<TrunkApiError[]> {
  const errors: TrunkApiError[] = []
  for (const c of [v1, v2]) {
    const e = await fn(c).then(
      () => undefined,
      (err: unknown) => err,
    )
    expect(e).toBeInstanceOf(TrunkApiError)
    errors.push(e as TrunkApiError)
  }
  expect(errors[1]!.constructor).toBe(errors[0]!.constructor)
  return errors
}

const found = async (c: MergeQueue, n: number, branch?: string) => {
  const pr = await c.findPullRequest(prRef(n, branch))
  if (!pr) throw new Error(`PR ${n} is not in the queue`)
  return pr
}

describe('queues', () => {
  it('create-queue over v2 makes the queue both APIs report alike', async () => {
    await v2.createQueue({ ...queueRef(), mode: 'single', concurrency: 1 })
    const q = await same((c) => c.getQueue(queueRef()))
    expect(q).toMatchObject({ state: 'running', mode: 'single', concurrency: 1, pullRequests: [] })
    const [e] = await sameError((c) => c.createQueue(queueRef()))
    expect(e).toBeInstanceOf(ConflictError)
  })

  it('update-queue maps settings to config, state to pause/resume/drain and mode to switch-modes', async () => {
    await v2.updateQueue({
      ...queueRef(),
      concurrency: 2,
      batch: false,
      requiredStatuses: ['ci/test'],
      mergeMethod: 'merge_commit',
      optimizationMode: 'bisection_skip_redundant_tests',
      commentsEnabled: false,
      state: 'paused',
    })
    expect(await same((c) => c.getQueue(queueRef()))).toMatchObject({
      concurrency: 2,
      requiredStatuses: ['ci/test'],
      mergeMethod: 'merge_commit',
      optimizationMode: 'bisection_skip_redundant_tests',
      commentsEnabled: false,
      state: 'paused',
    })
    await v2.updateQueue({
      ...queueRef(),
      state: 'running',
      deleteRequiredStatuses: true,
      mode: 'parallel',
    })
    expect(await same((c) => c.getQueue(queueRef()))).toMatchObject({
      state: 'running',
      mode: 'parallel',
      requiredStatuses: null,
    })
    await v1.updateQueue({ ...queueRef(), mode: 'single' })
    expect((await same((c) => c.getQueue(queueRef()))).mode).toBe('single')
  })

  it('a missing queue is the same NotFoundError on both, for every method', async () => {
    const other = queueRef('no-such-branch')
    const missing = { ...other, pr: { number: 1 } }
    await sameError((c) => c.getQueue(other))
    await sameError((c) => c.updateQueue({ ...other, concurrency: 2 }))
    await sameError((c) => c.deleteQueue(other))
    await sameError((c) => c.submitPullRequest(missing))
    await sameError((c) => c.cancelPullRequest(missing))
    await sameError((c) => c.restartTests(missing))
    await sameError((c) => c.getEstimate(missing))
    await sameError((c) => c.getTestRun({ ...other, testRunId: 'x' }))
    await sameError((c) =>
      c.uploadImpactedTargets({ ...other, pr: { number: 1, sha: 'abcdef1' } }, []),
    )
    for (const e of await sameError((c) => c.getQueue(other)))
      expect(e).toBeInstanceOf(NotFoundError)
    expect(await v2.findPullRequest(missing)).toBeNull()
    expect(await v1.findPullRequest(missing)).toBeNull()
  })
})

describe('pull requests', () => {
  it('submit over either API; reads over both agree, queue order included', async () => {
    await v1.submitPullRequest({ ...prRef(1) })
    await v2.submitPullRequest({ ...prRef(2), priority: 'high', noBatch: true })
    await v2.submitPullRequest({ ...prRef(3), priority: 150 })
    await v2.submitPullRequest({ ...prRef(4) })
    for (const n of [1, 2, 3, 4]) await same((c) => c.findPullRequest(prRef(n)))
    const q = await same((c) => c.getQueue(queueRef()))
    expect(q.pullRequests.map((p) => `${p.number}:${p.state}`)).toEqual([
      '1:testing',
      '2:testing',
      '4:pending',
      '3:pending',
    ])
    const pr2 = await found(v2, 2)
    expect(pr2).toMatchObject({
      priority: { name: 'high', value: 10 },
      noBatch: true,
      state: 'testing',
      submitted: true,
    })
    // v2 reports the entry's readiness in full; v1 what it has.
    expect(pr2.readiness).toMatchObject({ mergeability: 'mergeable', detailed: true })
    expect((await found(v1, 2)).readiness?.detailed).toBe(false)
  })

  it('re-submitting a queued PR is idempotent: re-prioritized when asked, else reported as it is', async () => {
    const before = await found(v2, 4)
    const asIs = await v2.submitPullRequest({ ...prRef(4) })
    expect(asIs.alreadyQueued).toBe(true)
    expect(asIs.observed).toEqual(before)
    const urgent = await v2.submitPullRequest({ ...prRef(4), priority: 'urgent' })
    expect(urgent.alreadyQueued).toBe(true)
    expect(urgent.observed).toMatchObject({
      priority: { name: 'urgent', value: 0 },
      skipsTheLine: true,
    })
    // v1 rewrites the priority of a queued PR on resubmit: the same end state.
    await v1.submitPullRequest({ ...prRef(3), priority: 'urgent' })
    await same((c) => c.findPullRequest(prRef(3)))
    expect((await found(v1, 4)).priority.value).toBe(0)
    await same((c) => c.getQueue(queueRef()))
  })

  it('impacted targets: the same upload results and the same readiness on both', async () => {
    const sha = (await found(v1, 1)).sha
    const envelope = { ...queueRef(), pr: { number: 1, sha } }
    const a = await v1.uploadImpactedTargets(envelope, ['//a', '//b', '//a'])
    const b = await v2.uploadImpactedTargets(envelope, ['//a', '//b', '//a'])
    expect({ mode: b.mode, count: b.count, reason: b.reason }).toEqual({
      mode: a.mode,
      count: a.count,
      reason: a.reason,
    })
    const all = await v2.uploadImpactedTargets(envelope, 'ALL')
    expect([all.mode, all.reason]).toEqual(['ALL', 'requested'])
    const pr = await same((c) => c.findPullRequest(prRef(1)))
    expect(pr?.readiness?.hasImpactedTargets).toBe(true)
  })

  it('restart-tests, the history and the test run agree', async () => {
    const states = new Map<number, string>()
    for (const n of [1, 2, 3, 4]) states.set(n, (await found(v1, n)).state)
    const testing = [...states].find(([, s]) => s === 'testing')![0]
    const waiting = [...states].find(([, s]) => s === 'pending')![0]
    const before = await found(v1, testing)
    emu.advance(1000)
    await v2.restartTests(prRef(testing))
    const after = await same((c) => c.findPullRequest(prRef(testing)))
    expect(Date.parse(after!.stateChangedAt)).toBeGreaterThan(Date.parse(before.stateChangedAt))
    const run = [...emu.simulation.runs.values()].find((r) => r.status === 'in_progress')!
    const details = await same((c) => c.getTestRun({ ...queueRef(), testRunId: run.id }))
    expect(details.testedPullRequests.map((p) => p.number)).toEqual(run.prNumbers)
    await expect(
      v2.getTestRun({ ...queueRef(), testRunId: `${run.id}-bisection` }),
    ).rejects.toThrow(/v1 bisection id/)
    // A PR that is waiting has no tests to restart: accepted on both, nothing changes.
    await v2.restartTests(prRef(waiting))
    expect((await same((c) => c.findPullRequest(prRef(waiting))))?.state).toBe('pending')
    // The history says the same states on both, newest first.
    const [h1, h2] = [await v1.readHistory(prRef(testing)), await v2.readHistory(prRef(testing))]
    expect(h1.status).toBe('read')
    expect(h2.status).toBe('read')
    const states1 = h1.status === 'read' ? h1.value.map((t) => t.state) : []
    const states2 = h2.status === 'read' ? h2.value.map((t) => t.state) : []
    expect(states2[0]).toBe(states1[0])
  })

  it('cancel: removed on both; a PR not in the queue is NotFoundError on both', async () => {
    await v2.cancelPullRequest(prRef(3))
    expect((await same((c) => c.findPullRequest(prRef(3))))?.state).toBe('cancelled')
    for (const e of await sameError((c) => c.cancelPullRequest(prRef(3))))
      expect(e).toBeInstanceOf(NotFoundError)
    for (const e of await sameError((c) => c.cancelPullRequest(prRef(99))))
      expect(e).toBeInstanceOf(NotFoundError)
    await sameError((c) => c.restartTests(prRef(99)))
    expect(await v2.findPullRequest(prRef(99))).toBeNull()
    expect(await v1.findPullRequest(prRef(99))).toBeNull()
    // A history that cannot be had (no such PR in the queue) is unknown on v2, never empty.
    expect((await v2.readHistory(prRef(99))).status).toBe('unknown')
  })

  it('time passes: merges show alike, and the metrics text is the same', async () => {
    emu.advance(30 * MINUTE)
    for (const n of [1, 2, 4]) await same((c) => c.findPullRequest(prRef(n)))
    await same((c) => c.getQueue(queueRef()))
    const scoped = { repo: `${REPO.owner}/${REPO.name}`, repoHost: REPO.host }
    expect((await v2.getMetrics(scoped)).text).toBe((await v1.getMetrics(scoped)).text)
    expect((await v2.getMetrics({})).text).toBe((await v1.getMetrics({})).text)
  })
})

describe('delete-queue, permissions and capabilities', () => {
  it('a queue that holds PRs refuses deletion with BadRequestError on both; an empty one goes', async () => {
    await v1.createQueue(queueRef('release'))
    await v1.submitPullRequest(prRef(50, 'release'))
    for (const e of await sameError((c) => c.deleteQueue(queueRef('release')))) {
      expect(e).toBeInstanceOf(BadRequestError)
    }
    await v2.cancelPullRequest(prRef(50, 'release'))
    await v2.deleteQueue(queueRef('release'))
    await sameError((c) => c.getQueue(queueRef('release')))
    // Created again over v1 after v2 deleted it: v2 finds it again.
    await v1.createQueue(queueRef('release'))
    await same((c) => c.getQueue(queueRef('release')))
  })

  it('a key without the permission is refused with the permission named, and nothing changes', async () => {
    const e = await readOnly.submitPullRequest(prRef(60)).then(
      () => undefined,
      (err: unknown) => err,
    )
    expect(e).toBeInstanceOf(PermissionError)
    expect((e as PermissionError).permissions).toEqual(['Merge and cancel PRs'])
    expect(await v1.findPullRequest(prRef(60))).toBeNull()
    // Reads need no permission.
    expect((await readOnly.getQueue(queueRef())).state).toBe('running')
  })

  it('what an API does not declare is refused unsent: v1 re-runs no failed checks and sets no quarantine overrides', async () => {
    await expect(v1.rerunFailedChecks(prRef(1), 'wait')).rejects.toBeInstanceOf(
      MissingCapabilityError,
    )
    const apis: TrunkApi[] = [
      openTrunkApi('v1', { baseUrl: emu.url, token: emu.token }),
      openTrunkApi('v2', { baseUrl: emu.v2Url, token: DEFAULT_V2_API_KEY }),
    ]
    try {
      expect(apis.map((a) => [a.version, [...a.capabilities]])).toEqual([
        ['v1', ['flaky-tests']],
        ['v2', ['rerun-failed-checks', 'flaky-tests', 'quarantine-overrides']],
      ])
      expect(apis.map((a) => a.flakyTests().version)).toEqual(['v1', 'v2'])
    } finally {
      for (const a of apis) await a.close()
    }
  })
})
