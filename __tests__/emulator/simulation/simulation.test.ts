/**
 * Scenario tests of the simulated queue, driven through the API (TrunkClient), the control API
 * and the manual clock: single and parallel mode, priorities, queue states, deleteQueue and
 * readiness (runs.test.ts has the test runs: batches, restarts, failures).
 */
import { beforeEach, describe, expect, it } from '@jest/globals'
import { parsePrometheusText, sumSamples } from '../../../src/client/index.js'
import { MINUTE, lineOf, prRef, queueRef, stateOf } from '../../../__fixtures__/emulator.js'
import { useScenario } from './scenario.js'

const { emu, submit, settings, script, targets, entry, runOf, states } = useScenario()

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
