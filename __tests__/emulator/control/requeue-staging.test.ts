/**
 * What a requeue needs staged, over real HTTP on 127.0.0.1: a test run that times out (reported
 * as the service reports a testing timeout), failed checks that end cancelled, timed_out,
 * startup_failure or stale, and a PR's history that spans every submission (v1's timeline, v2's
 * queue-entry history), so a client can count the kick-outs before it puts a PR back.
 */
import { describe, expect, it } from '@jest/globals'
import { MINUTE, REPO, prRef, queueRef } from '../../../__fixtures__/emulator.js'
import { pullRequestIdOf } from '../../../src/emulator/v2/ids.js'
import { controlRaw, useEmulator, v2Raw, type Json } from '../helpers.js'

const emu = useEmulator({}, { per: 'test', queue: true })

async function timelineOf(n: number): Promise<Json[]> {
  const r = await emu.post('/getSubmittedPullRequest', { ...prRef(n), includeTimeline: true })
  expect(r.status).toBe(200)
  return (r.json() as Json).timeline as Json[]
}

async function v2Get(path: string): Promise<Json> {
  const r = await v2Raw(emu, 'GET', path)
  expect(r.status).toBe(200)
  return r.json() as Json
}

async function historyOf(n: number): Promise<Json[]> {
  const page = await v2Get(
    `/v2/pull-requests/${pullRequestIdOf(REPO, n)}/queue-entry-history?limit=100`,
  )
  return page.data as Json[]
}

/** Scripts PR `n`'s next run to time out after `minutes` (without: the queue's testing timeout). */
const scriptTimeout = (n: number, minutes?: number) =>
  emu.control('/outcomes', {
    repo: 'acme/app',
    number: n,
    outcome: 'timeout',
    durationMs: minutes === undefined ? undefined : minutes * MINUTE,
  })

describe('a test run that times out', () => {
  it('fails the PR as a testing timeout after the scripted duration, every check TIMED_OUT', async () => {
    await scriptTimeout(5, 20)
    await emu.client.submitPullRequest(prRef(5))
    emu.advance(19 * MINUTE)
    expect(await emu.client.getSubmittedPullRequest(prRef(5))).toMatchObject({ state: 'testing' })
    emu.advance(MINUTE)
    const [latest] = await timelineOf(5)
    expect(latest).toMatchObject({
      state: 'failed',
      failure: {
        reason: 'TEST_RUN_TIMEOUT',
        message: 'testing timed out after 20 minutes',
        failureCausingStatuses: [expect.objectContaining({ conclusion: 'TIMED_OUT' })],
      },
    })
    const failed = (await historyOf(5)).at(-1) as Json
    expect(failed).toMatchObject({ state: 'failed', reason: 'TEST_RUN_TIMEOUT' })
    expect(failed.failed.failureCausingChecks).toEqual([
      expect.objectContaining({ name: 'emulator/ci', conclusion: 'TIMED_OUT' }),
    ])
    const details = await emu.client.getMergeQueueTestingDetails({
      ...queueRef(),
      testRunId: failed.verificationRunId as string,
    })
    expect(details.checkSuites?.[0]?.checkRuns?.map((c) => c.conclusion)).toEqual(['TIMED_OUT'])
  })

  it("lasts the queue's testing timeout when no duration is scripted", async () => {
    await emu.client.updateQueue({ ...queueRef(), testingTimeoutMinutes: 30 })
    await scriptTimeout(6)
    await emu.client.submitPullRequest(prRef(6))
    emu.advance(29 * MINUTE)
    expect(await emu.client.getSubmittedPullRequest(prRef(6))).toMatchObject({ state: 'testing' })
    emu.advance(MINUTE)
    expect((await timelineOf(6))[0]).toMatchObject({
      state: 'failed',
      failure: { reason: 'TEST_RUN_TIMEOUT', message: 'testing timed out after 30 minutes' },
    })
  })
})

describe('failed checks that end other than in failure', () => {
  it.each([
    ['cancelled', 'CANCELLED', 'cancelled'],
    ['timed_out', 'TIMED_OUT', 'timeout'],
    ['startup_failure', 'STARTUP_FAILURE', 'failure'],
    ['stale', 'STALE', 'cancelled'],
  ])('%s: every view of the run reports %s', async (given, github, v2Conclusion) => {
    await emu.client.updateQueue({ ...queueRef(), requiredStatuses: ['build', 'lint'] })
    await emu.control('/outcomes', {
      repo: 'acme/app',
      number: 7,
      outcome: 'fail',
      failChecks: ['build'],
      failConclusion: given,
    })
    await emu.client.submitPullRequest(prRef(7))
    emu.advance(5 * MINUTE)
    const failed = (await historyOf(7)).at(-1) as Json
    // A failed required check, as the service reports one; the check's own conclusion says how.
    expect(failed).toMatchObject({ state: 'failed', reason: 'TEST_RUN_REQUIRED_STATUS_FAILED' })
    expect(failed.failed.failureCausingChecks).toEqual([
      expect.objectContaining({ name: 'build', conclusion: github }),
    ])
    expect((await timelineOf(7))[0]?.failure.failureCausingStatuses).toEqual([
      expect.objectContaining({ name: 'build', conclusion: github }),
    ])
    const run = await v2Get(`/v2/merge-queue-verification-runs/${failed.verificationRunId}`)
    const build = (run.checks as Json[]).find((c) => c.name === 'build' && c.kind === 'checkRun')
    expect(build).toMatchObject({ conclusion: v2Conclusion, providerConclusion: github })
    const lint = (run.checks as Json[]).find((c) => c.name === 'lint' && c.kind === 'checkRun')
    expect(lint).toMatchObject({ conclusion: 'success' })
  })

  it('refuses a failConclusion for an outcome other than fail, and an unknown one, naming it', async () => {
    for (const body of [
      { repo: 'acme/app', number: 8, outcome: 'pass', failConclusion: 'cancelled' },
      { repo: 'acme/app', number: 8, outcome: 'fail', failConclusion: 'neutral' },
    ]) {
      const r = await controlRaw(emu, '/outcomes', body)
      expect(r.status).toBe(400)
      expect(r.text).toContain('failConclusion')
    }
  })
})

describe("a PR's history across submissions", () => {
  it('keeps the kick-out of an earlier submission after the PR is queued again (v1 and v2)', async () => {
    await scriptTimeout(9, 10)
    await emu.client.submitPullRequest(prRef(9))
    emu.advance(10 * MINUTE)
    await emu.client.submitPullRequest(prRef(9)) // the requeue
    const v1 = await timelineOf(9)
    // Newest first: the new submission, then the timed-out one.
    expect(v1.map((t) => t.state)).toEqual(['testing', 'pending', 'failed', 'testing', 'pending'])
    expect(v1[2]?.failure.reason).toBe('TEST_RUN_TIMEOUT')
    const v2 = await historyOf(9)
    // Oldest first.
    expect(v2.map((t) => t.state)).toEqual(['pending', 'testing', 'failed', 'pending', 'testing'])
    expect(v2.filter((t) => t.state === 'failed' || t.state === 'cancelled')).toHaveLength(1)
    const newest = await v2Get(
      `/v2/pull-requests/${pullRequestIdOf(REPO, 9)}/queue-entry-history?direction=newest&limit=1`,
    )
    expect(newest.data[0].state).toBe('testing')
    // The batch read: the same history, and an empty group (not a 404) for an unknown id.
    const unknown = '00000000-0000-4000-8000-000000000000'
    const batch = await v2Get(
      `/v2/queue-entry-history?pullRequestIds=${pullRequestIdOf(REPO, 9).toUpperCase()},${unknown}`,
    )
    expect(batch.data).toEqual([
      { pullRequestId: pullRequestIdOf(REPO, 9), transitions: v2 },
      { pullRequestId: unknown, transitions: [] },
    ])
    const bad = await v2Raw(emu, 'GET', '/v2/queue-entry-history?pullRequestIds=12,nope')
    expect(bad.status).toBe(400)
    expect((bad.json() as Json).error).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect((bad.json() as Json).error.message).toContain('"12" is not a pull request id')
  })
})
