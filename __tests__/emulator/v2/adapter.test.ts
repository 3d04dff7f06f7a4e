/**
 * The v2 adapter against the v1 client on one emulator: every merge-queue method the action's
 * commands call runs over both APIs, and the results (and the errors) are the same, so a command
 * runs unchanged on either. Writes go through one API and are read back through both.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import {
  BadRequestError,
  ConflictError,
  NotFoundError,
  TrunkApiError,
  type TrunkClient,
} from '../../../src/client/index.js'
import {
  PermissionError,
  TrunkV2MergeQueueClient,
  type MergeQueueClient,
} from '../../../src/client/v2/index.js'
import { DEFAULT_V2_API_KEY } from '../../../src/emulator/index.js'
import { MINUTE, REPO, prRef, queueRef } from '../../../__fixtures__/emulator.js'
import { EVERY_V2_PERMISSION, useEmulator } from '../helpers.js'

const READ_KEY = 'trunk_v2_adapter_read_only'
const emu = useEmulator({
  apiKeys: [
    { key: DEFAULT_V2_API_KEY, permissions: EVERY_V2_PERMISSION },
    { key: READ_KEY, permissions: [] },
  ],
})
let v1: TrunkClient
let v2: TrunkV2MergeQueueClient
let readOnly: TrunkV2MergeQueueClient

beforeAll(() => {
  v1 = emu.client
  v2 = new TrunkV2MergeQueueClient({
    baseUrl: emu.v2Url,
    token: DEFAULT_V2_API_KEY,
    retry: { maxAttempts: 1 },
  })
  readOnly = new TrunkV2MergeQueueClient({
    baseUrl: emu.v2Url,
    token: READ_KEY,
    retry: { maxAttempts: 1 },
  })
})
afterAll(async () => {
  await v2.close()
  await readOnly.close()
})

/** A result without what only v2 adds. */
function plain<T>(value: T): T {
  if (Array.isArray(value)) return value.map(plain) as T
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) if (k !== 'v2') out[k] = plain(v)
    return out as T
  }
  return value
}

/** Calls `fn` on both clients and expects the same result. */
async function same<T>(fn: (c: MergeQueueClient) => Promise<T>): Promise<T> {
  const a = await fn(v1)
  const b = await fn(v2)
  expect(plain(b)).toEqual(plain(a))
  return a
}

/** Calls `fn` on both clients and expects the same error class (and returns both). */
async function sameError(fn: (c: MergeQueueClient) => Promise<unknown>): Promise<TrunkApiError[]> {
  const errors: TrunkApiError[] = []
  for (const c of [v1, v2] as MergeQueueClient[]) {
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

describe('queues', () => {
  it('create-queue over v2 makes the queue both APIs report alike', async () => {
    await v2.createQueue({ ...queueRef(), mode: 'single', concurrency: 1 })
    const q = await same((c) => c.getQueue(queueRef()))
    expect(q).toMatchObject({
      state: 'running',
      mode: 'single',
      concurrency: 1,
      enqueuedPullRequests: [],
    })
    const [e] = await sameError((c) => c.createQueue(queueRef()))
    expect(e).toBeInstanceOf(ConflictError)
  })

  it('update-queue maps settings to config, state to pause/resume/drain and mode to switch-modes', async () => {
    const r = await v2.updateQueue({
      ...queueRef(),
      concurrency: 2,
      batch: false,
      requiredStatuses: ['ci/test'],
      mergeMethod: 'merge_commit',
      optimizationMode: 'bisection_skip_redundant_tests',
      commentsEnabled: false,
      state: 'paused',
    })
    expect(r.queue).toMatchObject({ concurrency: 2, state: 'paused', mergeMethod: 'merge_commit' })
    const q = await same((c) => c.getQueue(queueRef()))
    expect(q).toMatchObject({
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
    await sameError((c) => c.restartTestsOnPullRequest(missing))
    await sameError((c) => c.getSubmittedPullRequest(missing))
    await sameError((c) => c.getMergeQueueTestingDetails({ ...other, testRunId: 'x' }))
    await sameError((c) =>
      c.setImpactedTargets({ ...other, pr: { number: 1, sha: 'abcdef1' }, impactedTargets: [] }),
    )
    for (const e of await sameError((c) => c.getQueue(other)))
      expect(e).toBeInstanceOf(NotFoundError)
    expect(await v2.findSubmittedPullRequest(missing)).toBeNull()
  })
})

describe('pull requests', () => {
  it('submit over either API; reads over both agree, queue order included', async () => {
    await v1.submitPullRequest({ ...prRef(1) })
    await v2.submitPullRequest({ ...prRef(2), priority: 'high', noBatch: true })
    await v2.submitPullRequest({ ...prRef(3), priority: 150 })
    await v2.submitPullRequest({ ...prRef(4) })
    for (const n of [1, 2, 3, 4]) await same((c) => c.getSubmittedPullRequest(prRef(n)))
    const q = await same((c) => c.getQueue(queueRef()))
    expect(q.enqueuedPullRequests.map((p) => `${p.prNumber}:${p.state}`)).toEqual([
      '1:testing',
      '2:testing',
      '4:pending',
      '3:pending',
    ])
    const pr2 = await v2.getSubmittedPullRequest(prRef(2))
    expect(pr2).toMatchObject({ priorityName: 'high', noBatch: true, state: 'testing' })
    expect(pr2.v2?.readiness.mergeability).toBe('mergeable')
    expect(pr2.v2?.mergeQueueId).toMatch(/^[A-Za-z0-9]{8}$/)
  })

  it('re-submitting a queued PR is idempotent: re-prioritized when asked, else reported as it is', async () => {
    const before = await v2.getSubmittedPullRequest(prRef(4))
    const asIs = await v2.submitPullRequest({ ...prRef(4) })
    expect(asIs.alreadyQueued).toBe(true)
    expect(plain(asIs.observed)).toEqual(plain(before))
    const urgent = await v2.submitPullRequest({ ...prRef(4), priority: 'urgent' })
    expect(urgent.alreadyQueued).toBe(true)
    expect(urgent.observed).toMatchObject({
      priorityName: 'urgent',
      priorityValue: 0,
      skipTheLine: true,
    })
    // v1 rewrites the priority of a queued PR on resubmit: the same end state.
    await v1.submitPullRequest({ ...prRef(3), priority: 'urgent' })
    await same((c) => c.getSubmittedPullRequest(prRef(3)))
    expect((await v1.getSubmittedPullRequest(prRef(4))).priorityValue).toBe(0)
    await same((c) => c.getQueue(queueRef()))
  })

  it('impacted targets: the same upload results and the same readiness on both', async () => {
    const sha = (await v1.getSubmittedPullRequest(prRef(1))).prSha
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
    await v2.setImpactedTargets({ ...envelope, impactedTargets: ['//c'] })
    const pr = await same((c) => c.getSubmittedPullRequest(prRef(1)))
    expect(pr.readiness?.hasImpactedTargets).toBe(true)
  })

  it('restart-tests and testing details (the verification run) agree', async () => {
    const states = new Map<number, string>()
    for (const n of [1, 2, 3, 4]) states.set(n, (await v1.getSubmittedPullRequest(prRef(n))).state)
    const testing = [...states].find(([, s]) => s === 'testing')![0]
    const waiting = [...states].find(([, s]) => s === 'pending')![0]
    const before = await v1.getSubmittedPullRequest(prRef(testing))
    emu.advance(1000)
    await v2.restartTestsOnPullRequest(prRef(testing))
    const after = await same((c) => c.getSubmittedPullRequest(prRef(testing)))
    expect(Date.parse(after.stateChangedAt)).toBeGreaterThan(Date.parse(before.stateChangedAt))
    const run = [...emu.simulation.runs.values()].find((r) => r.status === 'in_progress')!
    const details = await same((c) =>
      c.getMergeQueueTestingDetails({ ...queueRef(), testRunId: run.id }),
    )
    expect(details.testedPullRequests.map((p) => p.prNumber)).toEqual(run.prNumbers)
    const extra = await v2.getMergeQueueTestingDetails({ ...queueRef(), testRunId: run.id })
    expect(extra.v2?.verificationRunId).toBe(run.id)
    await expect(
      v2.getMergeQueueTestingDetails({ ...queueRef(), testRunId: `${run.id}-bisection` }),
    ).rejects.toThrow(/v1 bisection id/)
    // A PR that is waiting has no tests to restart: accepted on v1, reported on v2.
    const r = await v2.restartTestsOnPullRequest(prRef(waiting))
    expect(r.notRestartable).toBe(true)
    expect((await same((c) => c.getSubmittedPullRequest(prRef(waiting)))).state).toBe('pending')
  })

  it('cancel: removed on both; a PR not in the queue is NotFoundError on both', async () => {
    await v2.cancelPullRequest(prRef(3))
    expect((await same((c) => c.getSubmittedPullRequest(prRef(3)))).state).toBe('cancelled')
    for (const e of await sameError((c) => c.cancelPullRequest(prRef(3))))
      expect(e).toBeInstanceOf(NotFoundError)
    for (const e of await sameError((c) => c.cancelPullRequest(prRef(99))))
      expect(e).toBeInstanceOf(NotFoundError)
    await sameError((c) => c.restartTestsOnPullRequest(prRef(99)))
    expect(await v2.findSubmittedPullRequest(prRef(99))).toBeNull()
    expect(await v1.findSubmittedPullRequest(prRef(99))).toBeNull()
  })

  it('time passes: merges show alike, and the metrics text is the same', async () => {
    emu.advance(30 * MINUTE)
    for (const n of [1, 2, 4]) await same((c) => c.getSubmittedPullRequest(prRef(n)))
    await same((c) => c.getQueue(queueRef()))
    const scoped = { repo: `${REPO.owner}/${REPO.name}`, repoHost: REPO.host }
    expect((await v2.getMergeQueueMetrics(scoped)).text).toBe(
      (await v1.getMergeQueueMetrics(scoped)).text,
    )
    expect((await v2.getMergeQueueMetrics()).text).toBe((await v1.getMergeQueueMetrics()).text)
  })
})

describe('delete-queue and permissions', () => {
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
    expect(await v1.findSubmittedPullRequest(prRef(60))).toBeNull()
    // Reads need no permission.
    expect((await readOnly.getQueue(queueRef())).state).toBe('running')
  })
})
