/**
 * Scenario tests of the simulated queue's test runs, driven through the API (TrunkClient), the
 * control API and the manual clock: batching; restart, cancel and timeout; pendingFailureDepth
 * and optimistic merging.
 */
import { beforeEach, describe, expect, it } from '@jest/globals'
import { parsePrometheusText, sumSamples } from '../../../src/client/index.js'
import { MINUTE, lineOf, prRef, queueRef, stateOf } from '../../../__fixtures__/emulator.js'
import { useScenario } from './scenario.js'

const { emu, submit, settings, script, entry, runOf, states } = useScenario()

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
