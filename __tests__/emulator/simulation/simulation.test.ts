/**
 * Scenario tests of the simulated queue, driven through the API (TrunkClient), the control API
 * and the manual clock.
 */
import { describe, expect, it } from '@jest/globals'
import { parsePrometheusText, sumSamples } from '../../../src/client/index.js'
import {
  BRANCH,
  MINUTE,
  lineOf,
  prRef,
  queueRef,
  stateOf,
  type TestEmulator,
} from '../../../__fixtures__/emulator.js'
import { useEmulator } from '../helpers.js'

const emu = useEmulator({}, { per: 'test', queue: true })

const submit = (n: number, extra: { priority?: string | number; noBatch?: boolean } = {}) =>
  emu.client.submitPullRequest({ ...prRef(n), ...extra } as Parameters<
    TestEmulator['client']['submitPullRequest']
  >[0])
const settings = (s: Record<string, unknown>) => emu.client.updateQueue({ ...queueRef(), ...s })
const script = (
  number: number,
  outcome: 'pass' | 'fail' | 'hang',
  durationMs?: number,
  times?: number,
) => emu.control('/outcomes', { repo: 'acme/app', number, outcome, durationMs, times })
const targets = (n: number, impactedTargets: string[] | 'ALL', sha?: string) =>
  emu.client.setImpactedTargets({
    ...prRef(n),
    pr: { number: n, sha: sha ?? emu.simulation.headShaOf(queueRef().repo, n) },
    impactedTargets,
  })

function entry(n: number) {
  const q = emu.state().queues.find((x) => x.branch === BRANCH)
  const e = [...(q?.entries ?? []), ...(q?.finished ?? [])].filter((x) => x.prNumber === n).at(-1)
  if (!e) throw new Error(`no entry for #${n}`)
  return e
}
const runOf = (n: number) => {
  const id = entry(n).testRunId
  const run = emu.state().queues[0]?.testRuns.find((r) => r.id === id)
  if (!run) throw new Error(`no run for #${n}`)
  return run
}
const states = (n: number) => entry(n).timeline.map((t) => t.state)

describe('single mode', () => {
  it('tests PRs one at a time in order and merges each when its run passes', async () => {
    for (const n of [1, 2, 3]) await submit(n)
    expect(await lineOf(emu)).toEqual(['1:testing', '2:pending', '3:pending'])
    emu.advance(5 * MINUTE)
    expect(await stateOf(emu, 1)).toBe('merged')
    expect(await lineOf(emu)).toEqual(['2:testing', '3:pending'])
    emu.advance(10 * MINUTE)
    expect(await lineOf(emu)).toEqual([])
    expect(states(1)).toEqual(['pending', 'testing', 'tests_passed', 'merged'])
    const pr3 = await emu.client.getSubmittedPullRequest(prRef(3))
    expect(pr3).toMatchObject({ state: 'merged', isCurrentlySubmittedToQueue: false })
    expect(pr3.verifiedByTestRun).toEqual(entry(3).testRunId)
  })

  it('processes every completion at its own time when the clock jumps', async () => {
    const start = emu.now()
    for (const n of [1, 2, 3]) await submit(n)
    await emu.control('/clock', { advanceMs: 15 * MINUTE })
    const mergedAt = [1, 2, 3].map((n) => Date.parse(entry(n).stateChangedAt) - start)
    expect(mergedAt).toEqual([5 * MINUTE, 10 * MINUTE, 15 * MINUTE])
  })

  it('tests predictively with concurrency: each run includes the PRs ahead', async () => {
    await settings({ concurrency: 3 })
    for (const n of [1, 2, 3]) await submit(n)
    expect(await lineOf(emu)).toEqual(['1:testing', '2:testing', '3:testing'])
    expect(runOf(1).dependentPrs).toEqual([])
    expect(runOf(2).dependentPrs).toEqual([1])
    expect(runOf(3).dependentPrs).toEqual([1, 2])
    const details = await emu.client.getMergeQueueTestingDetails({
      ...queueRef(),
      testRunId: runOf(3).id,
    })
    expect(details.dependentPrs).toEqual([1, 2])
    expect(details.testBranch).toBe(`trunk-merge/pr-3/${runOf(3).id}`)
  })

  it('a PR that passes before the PR ahead waits in tests_passed, then merges after it', async () => {
    await settings({ concurrency: 2 })
    await script(2, 'pass', 1 * MINUTE)
    await submit(1)
    await submit(2)
    emu.advance(1 * MINUTE)
    expect(await lineOf(emu)).toEqual(['1:testing', '2:tests_passed'])
    emu.advance(4 * MINUTE)
    expect(await stateOf(emu, 1)).toBe('merged')
    expect(await stateOf(emu, 2)).toBe('merged')
  })

  it('a failure removes the PR and restarts every PR behind it that included it', async () => {
    await settings({ concurrency: 3 })
    await script(1, 'fail')
    for (const n of [1, 2, 3]) await submit(n)
    const before = [runOf(2).id, runOf(3).id]
    emu.advance(5 * MINUTE)
    expect(await stateOf(emu, 1)).toBe('failed')
    expect(await lineOf(emu)).toEqual(['2:testing', '3:testing'])
    expect([runOf(2).id, runOf(3).id]).not.toEqual(before)
    expect(states(2)).toEqual(['pending', 'testing', 'pending', 'testing'])
    expect(runOf(2).dependentPrs).toEqual([])
    expect(runOf(3).dependentPrs).toEqual([2])
    const metrics = parsePrometheusText((await emu.client.getMergeQueueMetrics()).text)
    expect(sumSamples(metrics, 'mq_pr_restarts_1h_total')).toBe(2)
    expect(sumSamples(metrics, 'mq_pr_conclusions_1h_total', { conclusion: 'failed' })).toBe(1)
    emu.advance(5 * MINUTE)
    expect(await stateOf(emu, 3)).toBe('merged')
  })
})

describe('parallel mode', () => {
  beforeEach(async () => {
    await settings({ mode: 'parallel', concurrency: 5 })
  })

  it('keeps a PR not_ready until targets for its head sha arrive', async () => {
    await submit(1)
    let pr = await emu.client.getSubmittedPullRequest(prRef(1))
    expect(pr.state).toBe('not_ready')
    expect(pr.readiness).toMatchObject({ requiresImpactedTargets: true, hasImpactedTargets: false })
    await emu.control('/pull-requests', { repo: 'acme/app', number: 1, headSha: 'a'.repeat(40) })
    await targets(1, ['//app:lib'], 'b'.repeat(40)) // a stale sha: accepted, does not count
    expect(await stateOf(emu, 1)).toBe('not_ready')
    await targets(1, ['//app:lib'], 'a'.repeat(40))
    pr = await emu.client.getSubmittedPullRequest(prRef(1))
    expect(pr.state).toBe('testing')
    expect(pr.readiness?.hasImpactedTargets).toBe(true)
    expect(pr.prSha).toBe('a'.repeat(40))
  })

  it('tests PRs with disjoint targets in independent lanes; a failure affects only its lane', async () => {
    await targets(1, ['a'])
    await targets(2, ['b'])
    await targets(3, ['a', 'c'])
    await script(1, 'fail')
    for (const n of [1, 2, 3]) await submit(n)
    expect(await lineOf(emu)).toEqual(['1:testing', '2:testing', '3:testing'])
    expect(runOf(2).dependentPrs).toEqual([])
    expect(runOf(3).dependentPrs).toEqual([1])
    const run2 = runOf(2).id
    emu.advance(5 * MINUTE)
    expect(await stateOf(emu, 1)).toBe('failed')
    expect(await stateOf(emu, 2)).toBe('merged')
    expect(entry(2).testRunId).toBe(run2)
    // #3 overlapped #1 (target a): restarted without it.
    expect(states(3)).toEqual(['pending', 'testing', 'pending', 'testing'])
    expect(runOf(3).dependentPrs).toEqual([])
  })

  it('ALL (and the legacy IMPACTS_ALL) overlaps every other PR', async () => {
    await targets(1, ['a'])
    await targets(2, 'ALL')
    await emu.post('/setImpactedTargets', {
      ...prRef(3),
      pr: { number: 3, sha: emu.simulation.headShaOf(queueRef().repo, 3) },
      impactedTargets: 'IMPACTS_ALL',
    })
    await targets(4, ['zzz'])
    for (const n of [1, 2, 3, 4]) await submit(n)
    expect(runOf(2).dependentPrs).toEqual([1])
    expect(runOf(3).dependentPrs).toEqual([1, 2])
    expect(runOf(4).dependentPrs).toEqual([1, 2, 3])
    const details = await emu.client.getMergeQueueTestingDetails({
      ...queueRef(),
      testRunId: runOf(4).id,
    })
    expect(details.impactedTargetsForTestedPrs).toEqual(['zzz'])
    expect(details.impactedTargets).toEqual(['ALL'])
  })

  it('a new head sha (a push) makes the old targets stale and sends the PR back to not_ready', async () => {
    await targets(1, ['a'])
    await submit(1)
    expect(await stateOf(emu, 1)).toBe('testing')
    await emu.control('/pull-requests', { repo: 'acme/app', number: 1, headSha: 'c'.repeat(40) })
    expect(await stateOf(emu, 1)).toBe('not_ready')
    await targets(1, ['a'], 'c'.repeat(40))
    expect(await stateOf(emu, 1)).toBe('testing')
  })
})

describe('batching', () => {
  beforeEach(async () => {
    await settings({
      batch: true,
      batchingMinSize: 3,
      batchingMaxWaitTimeMinutes: 10,
      concurrency: 3,
    })
  })

  it('waits for batchingMinSize PRs and tests them in one run', async () => {
    await submit(1)
    await submit(2)
    emu.advance(9 * MINUTE)
    expect(await lineOf(emu)).toEqual(['1:pending', '2:pending'])
    await submit(3)
    expect(await lineOf(emu)).toEqual(['1:testing', '2:testing', '3:testing'])
    expect(new Set([1, 2, 3].map((n) => entry(n).testRunId)).size).toBe(1)
    const details = await emu.client.getMergeQueueTestingDetails({
      ...queueRef(),
      testRunId: runOf(1).id,
    })
    expect(details.testedPullRequests.map((p) => p.prNumber)).toEqual([1, 2, 3])
    emu.advance(5 * MINUTE)
    expect(await lineOf(emu)).toEqual([])
  })

  it('starts a smaller batch once the oldest PR waited batchingMaxWaitTimeMinutes', async () => {
    await submit(1)
    emu.advance(4 * MINUTE)
    await submit(2)
    emu.advance(6 * MINUTE - 1)
    expect(await lineOf(emu)).toEqual(['1:pending', '2:pending'])
    emu.advance(1)
    expect(await lineOf(emu)).toEqual(['1:testing', '2:testing'])
    expect(runOf(1).prNumbers).toEqual([1, 2])
  })

  it('tests a noBatch PR alone without changing its place', async () => {
    await submit(1, { noBatch: true })
    await submit(2)
    await submit(3)
    await submit(4)
    expect(runOf(1).prNumbers).toEqual([1])
    expect(runOf(2).prNumbers).toEqual([2, 3, 4])
    expect(runOf(2).dependentPrs).toEqual([1])
    // A noBatch PR behind a batch that is still filling waits for it.
    emu.advance(5 * MINUTE)
    await submit(5)
    await submit(6, { noBatch: true })
    expect(await lineOf(emu)).toEqual(['5:pending', '6:pending'])
    emu.advance(10 * MINUTE)
    expect(runOf(5).prNumbers).toEqual([5])
    expect(runOf(6).prNumbers).toEqual([6])
  })

  it('a failing batch fails only the PR whose tests failed and retests the others', async () => {
    await script(2, 'fail')
    for (const n of [1, 2, 3]) await submit(n)
    emu.advance(5 * MINUTE)
    expect(await stateOf(emu, 2)).toBe('failed')
    expect(await lineOf(emu)).toEqual(['1:testing', '3:testing'])
    expect(runOf(1).prNumbers).toEqual([1, 3])
  })
})

describe('priorities', () => {
  it('orders pending PRs by priority, FIFO among equals', async () => {
    await submit(1)
    await submit(2)
    await submit(3, { priority: 'low' })
    await submit(4, { priority: 'high' })
    await submit(5, { priority: 10 })
    await submit(6, { priority: 'MEDIUM' })
    expect(await lineOf(emu)).toEqual([
      '1:testing',
      '4:pending',
      '5:pending',
      '2:pending',
      '6:pending',
      '3:pending',
    ])
    const pr5 = await emu.client.getSubmittedPullRequest(prRef(5))
    expect(pr5).toMatchObject({ priorityValue: 10, priorityName: 'high', skipTheLine: false })
  })

  it('an urgent PR goes ahead of PRs already testing and restarts them', async () => {
    await settings({ concurrency: 2 })
    await submit(1)
    await submit(2)
    await submit(3, { priority: 'urgent' })
    expect(await lineOf(emu)).toEqual(['3:testing', '1:testing', '2:pending'])
    expect(states(2)).toEqual(['pending', 'testing', 'pending'])
    expect(runOf(1).dependentPrs).toEqual([3])
    const pr3 = await emu.client.getSubmittedPullRequest(prRef(3))
    expect(pr3).toMatchObject({ priorityValue: 0, priorityName: 'urgent', skipTheLine: true })
  })

  it('a resubmit updates the queued PR; after it merged, a resubmit enqueues it anew', async () => {
    await submit(1)
    await submit(2)
    const id = entry(2).id
    await submit(2, { priority: 'high', noBatch: true })
    const pr2 = await emu.client.getSubmittedPullRequest(prRef(2))
    expect(pr2).toMatchObject({ id, priorityValue: 10, noBatch: true })
    emu.advance(10 * MINUTE)
    expect(await stateOf(emu, 2)).toBe('merged')
    await submit(2)
    const again = await emu.client.getSubmittedPullRequest(prRef(2))
    expect(again.id).not.toBe(id)
    expect(again.state).toBe('testing')
  })
})

describe('queue states', () => {
  it('paused: running tests finish and merge, nothing new starts until it runs again', async () => {
    await submit(1)
    await settings({ state: 'paused' })
    await submit(2)
    emu.advance(30 * MINUTE)
    expect(await stateOf(emu, 1)).toBe('merged')
    expect(await lineOf(emu)).toEqual(['2:pending'])
    await settings({ state: 'running' })
    expect(await lineOf(emu)).toEqual(['2:testing'])
  })

  it('draining: refuses new PRs with 400 and empties', async () => {
    await submit(1)
    await submit(2)
    const cfg = await settings({ state: 'DRAINING' })
    expect(cfg.queue?.state).toBe('draining')
    const res = await emu.post('/submitPullRequest', prRef(3))
    expect(res.status).toBe(400)
    expect(res.text).toMatch(/draining/)
    emu.advance(10 * MINUTE)
    const q = await emu.client.getQueue(queueRef())
    expect(q.state).toBe('draining')
    expect(q.enqueuedPullRequests).toEqual([])
  })

  it('switching_modes lasts until the runs in progress finish, then the new mode applies', async () => {
    await submit(1)
    const r = await settings({ mode: 'parallel' })
    expect(r.queue).toMatchObject({ state: 'switching_modes', mode: 'single' })
    await submit(2)
    expect(await lineOf(emu)).toEqual(['1:testing', '2:pending'])
    emu.advance(5 * MINUTE)
    const q = await emu.client.getQueue(queueRef())
    expect(q).toMatchObject({ state: 'running', mode: 'parallel' })
    // Parallel mode needs targets: #2 waits for them now.
    expect(await lineOf(emu)).toEqual(['2:not_ready'])
  })

  it('a mode change with nothing testing applies at once', async () => {
    const r = await settings({ mode: 'PARALLEL' })
    expect(r.queue).toMatchObject({ state: 'running', mode: 'parallel' })
  })
})

describe('restart, cancel, timeout', () => {
  it('restartTestsOnPullRequest re-runs tests without losing the place or restarting others', async () => {
    await settings({ concurrency: 2 })
    await submit(1)
    await submit(2)
    const [run1, run2] = [runOf(1).id, runOf(2).id]
    emu.advance(2 * MINUTE)
    await emu.client.restartTestsOnPullRequest(prRef(1))
    expect(await lineOf(emu)).toEqual(['1:testing', '2:testing'])
    expect(runOf(1).id).not.toBe(run1)
    expect(runOf(2).id).toBe(run2)
    expect(states(1)).toEqual(['pending', 'testing', 'pending', 'testing'])
    const metrics = parsePrometheusText((await emu.client.getMergeQueueMetrics()).text)
    expect(sumSamples(metrics, 'mq_pr_restarts_1h_total')).toBe(1)
    // #2 passes first and waits for #1, which merges 5 minutes after its restart.
    emu.advance(3 * MINUTE)
    expect(await lineOf(emu)).toEqual(['1:testing', '2:tests_passed'])
    emu.advance(2 * MINUTE)
    expect(await lineOf(emu)).toEqual([])
  })

  it('cancel removes a testing PR, restarts the PRs behind it, and is 404 when not queued', async () => {
    await settings({ concurrency: 2 })
    await submit(1)
    await submit(2)
    await emu.client.cancelPullRequest(prRef(1))
    expect(await stateOf(emu, 1)).toBe('cancelled')
    expect(runOf(2).dependentPrs).toEqual([])
    expect(states(2)).toEqual(['pending', 'testing', 'pending', 'testing'])
    await expect(emu.client.cancelPullRequest(prRef(1))).rejects.toMatchObject({ status: 404 })
    await expect(emu.client.cancelPullRequest(prRef(99))).rejects.toMatchObject({ status: 404 })
  })

  it('a run longer than testingTimeoutMinutes fails the PR', async () => {
    await settings({ testingTimeoutMinutes: 10 })
    await script(1, 'hang')
    await submit(1)
    const runId = runOf(1).id
    emu.advance(10 * MINUTE - 1)
    expect(await stateOf(emu, 1)).toBe('testing')
    emu.advance(1)
    expect(await stateOf(emu, 1)).toBe('failed')
    expect(entry(1).timeline.at(-1)?.reason).toMatch(/timed out after 10 minutes/)
    const details = await emu.client.getMergeQueueTestingDetails({
      ...queueRef(),
      testRunId: runId,
    })
    expect(details.status).toBe('failed')
    expect(details.checkSuites[0]?.checkRuns[0]?.conclusion).toBe('TIMED_OUT')
  })

  it('testingTimeoutMinutes 0 disables the timeout', async () => {
    await settings({ testingTimeoutMinutes: 0 })
    await script(1, 'hang')
    await submit(1)
    emu.advance(24 * 60 * MINUTE)
    expect(await stateOf(emu, 1)).toBe('testing')
  })
})

describe('deleteQueue', () => {
  it('refuses a non-empty queue with 400 and deletes an empty one', async () => {
    await submit(1)
    const res = await emu.post('/deleteQueue', queueRef())
    expect(res.status).toBe(400)
    expect(res.text).toMatch(/still has 1 pull request/)
    await emu.client.cancelPullRequest(prRef(1))
    await emu.client.deleteQueue(queueRef())
    await expect(emu.client.getQueue(queueRef())).rejects.toMatchObject({ status: 404 })
    await expect(emu.client.getSubmittedPullRequest(prRef(1))).rejects.toMatchObject({
      status: 404,
    })
    await expect(emu.client.deleteQueue(queueRef())).rejects.toMatchObject({ status: 404 })
  })
})

describe('pendingFailureDepth and optimistic merging', () => {
  beforeEach(async () => {
    await settings({ concurrency: 2 })
  })

  /** #1 fails at +5; #2 behind it ends at +10 with `second`; the queue has `queue`'s settings. */
  async function failureThenSecond(queue: Record<string, unknown>, second: 'pass' | 'fail') {
    await settings(queue)
    await script(1, 'fail')
    await script(2, second, 10 * MINUTE)
    await submit(1)
    await submit(2)
  }

  it('pendingFailureDepth holds a failed PR until the PRs behind it finish', async () => {
    await failureThenSecond({ pendingFailureDepth: 1 }, 'pass')
    emu.advance(5 * MINUTE)
    expect(await stateOf(emu, 1)).toBe('pending_failure')
    expect(await lineOf(emu)).toEqual(['1:pending_failure', '2:testing'])
    emu.advance(5 * MINUTE)
    // #2 passed, but without optimistic merging that does not clear #1: #1 fails, #2 retests.
    expect(await stateOf(emu, 1)).toBe('failed')
    expect(await lineOf(emu)).toEqual(['2:testing'])
    expect(runOf(2).dependentPrs).toEqual([])
  })

  it('with optimistic merging, a PR behind that passes rescues the PR in pending_failure', async () => {
    await failureThenSecond({ pendingFailureDepth: 1, canOptimisticallyMerge: true }, 'pass')
    emu.advance(5 * MINUTE)
    expect(await stateOf(emu, 1)).toBe('pending_failure')
    emu.advance(5 * MINUTE)
    expect(await stateOf(emu, 1)).toBe('merged')
    expect(await stateOf(emu, 2)).toBe('merged')
    expect(states(1)).toEqual(['pending', 'testing', 'pending_failure', 'tests_passed', 'merged'])
  })

  it('a failure behind a pending_failure PR confirms it; the PR behind is retested, not failed', async () => {
    await failureThenSecond({ pendingFailureDepth: 1, canOptimisticallyMerge: true }, 'fail')
    emu.advance(10 * MINUTE)
    expect(await stateOf(emu, 1)).toBe('failed')
    expect(await stateOf(emu, 2)).toBe('testing')
    expect(runOf(2).dependentPrs).toEqual([])
  })

  it('optimistic merging: a PR that passes marks the PRs ahead of it as passed', async () => {
    await settings({ canOptimisticallyMerge: true })
    await script(1, 'pass', 20 * MINUTE)
    await submit(1)
    await submit(2)
    const run1 = runOf(1).id
    emu.advance(5 * MINUTE)
    expect(await stateOf(emu, 1)).toBe('merged')
    expect(await stateOf(emu, 2)).toBe('merged')
    const pr1 = await emu.client.getSubmittedPullRequest(prRef(1))
    expect(pr1.verifiedByTestRun).toBe(entry(2).testRunId)
    const details = await emu.client.getMergeQueueTestingDetails({ ...queueRef(), testRunId: run1 })
    expect(details.status).toBe('cancelled')
  })

  it('without a PR behind, pendingFailureDepth fails the PR at once', async () => {
    await settings({ pendingFailureDepth: 3 })
    await script(1, 'fail')
    await submit(1)
    emu.advance(5 * MINUTE)
    expect(await stateOf(emu, 1)).toBe('failed')
  })
})

describe('readiness', () => {
  it('a PR whose base branch differs, or that is not mergeable, waits in not_ready', async () => {
    await emu.control('/pull-requests', { repo: 'acme/app', number: 1, baseBranch: 'develop' })
    await emu.control('/pull-requests', { repo: 'acme/app', number: 2, mergeable: false })
    await submit(1)
    await submit(2)
    const pr1 = await emu.client.getSubmittedPullRequest(prRef(1))
    expect(pr1).toMatchObject({ state: 'not_ready', prBaseBranch: 'develop' })
    expect(pr1.readiness?.doesBaseBranchMatch).toBe(false)
    const pr2 = await emu.client.getSubmittedPullRequest(prRef(2))
    expect(pr2.readiness?.gitHubMergeability).toBe('not_mergeable')
    await emu.control('/pull-requests', { repo: 'acme/app', number: 2, mergeable: true })
    expect(await lineOf(emu)).toEqual(['2:testing', '1:not_ready'])
    const metrics = parsePrometheusText((await emu.client.getMergeQueueMetrics()).text)
    expect(sumSamples(metrics, 'mq_awaiting_mergeability')).toBe(1)
    expect(sumSamples(metrics, 'mq_depth_current')).toBe(1)
  })

  it('registered metadata shows in the responses', async () => {
    await emu.control('/pull-requests', {
      repo: { host: 'github.com', owner: 'acme', name: 'app' },
      number: '7',
      title: 'Add a thing',
      author: 'octocat',
      headSha: 'ABCDEF1234567890ABCDEF1234567890ABCDEF12',
    })
    await submit(7)
    const pr = await emu.client.getSubmittedPullRequest(prRef(7))
    expect(pr).toMatchObject({
      prTitle: 'Add a thing',
      prAuthor: 'octocat',
      prSha: 'abcdef1234567890abcdef1234567890abcdef12',
    })
  })
})
