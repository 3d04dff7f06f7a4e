/**
 * wait's run() with a typed fake client: the calls it makes, and the outcome, outputs and summary
 * a user sees, for the answers the service can give.
 */
import { describe, expect, it } from '@jest/globals'
import {
  HEAD,
  awaitingTargets,
  PR_42,
  queueContext,
  commonSettings,
  fakeClient,
  queueOf,
  queuedPr,
} from '../../../__fixtures__/fake-client.js'
import { waitCommand } from '../../../src/commands/wait/row.js'
import type { SettingsOf } from '../../../src/runner/command-table.js'

describe('wait', () => {
  const s = (): SettingsOf<'wait'> => ({
    ...commonSettings('wait'),
    ...PR_42,
    waitFor: ['merged'],
    failOn: ['failed', 'cancelled'],
    timeoutSeconds: 60,
    pollIntervalSeconds: 1,
    maxPollIntervalSeconds: 1,
    notSubmittedTimeoutSeconds: 0,
    onPullRequestEvent: false,
    requeue: 'never',
    maxRequeues: 1,
  })

  it('a merged PR ends the wait with success and the PR outputs', async () => {
    const fake = fakeClient({
      findSubmittedPullRequest: async () => queuedPr('merged'),
      getQueue: async () => queueOf({ enqueuedPullRequests: [] }),
    })
    const r = await (await waitCommand.load()).run(queueContext(s(), fake))
    expect(r.outcome).toBe('success')
    expect(r.outputs).toMatchObject({ state: 'MERGED', 'timed-out': 'false', 'pr-sha': HEAD })
  })

  it('a failed PR fails the step with the reason', async () => {
    const fake = fakeClient({
      findSubmittedPullRequest: async () => queuedPr('failed'),
      getQueue: async () => queueOf(),
    })
    const r = await (await waitCommand.load()).run(queueContext(s(), fake))
    expect(r.outcome).toBe('failure')
    expect(r.failure).toMatch(/FAILED/)
  })

  it('requeue: transient puts a timed-out PR back once and waits on until it merges', async () => {
    const timeline = [
      { state: 'failed', reason: 'TEST_RUN_TIMEOUT', failedChecks: [] },
      { state: 'pending', failedChecks: [] },
    ]
    const states = ['failed', 'failed', 'pending', 'merged']
    let i = 0
    const fake = fakeClient({
      findSubmittedPullRequest: async () => queuedPr(states[Math.min(i++, states.length - 1)]!),
      getQueue: async () => queueOf(),
      getPullRequestTimeline: async () => timeline,
      getMergeEstimate: async () => ({ status: 'unavailable', reason: 'QUEUE_PAUSED' }),
      submitPullRequest: async () => ({
        attempts: 1,
        reconciled: false,
        requestBytes: 1,
        status: 200,
      }),
    })
    const r = await (
      await waitCommand.load()
    ).run(queueContext({ ...s(), requeue: 'transient' }, fake))
    expect(r.outcome).toBe('success')
    expect(r.outputs).toMatchObject({
      state: 'MERGED',
      requeued: 'true',
      'requeue-decision': 'requeued',
    })
    expect(fake.called().filter((m) => m === 'submitPullRequest')).toHaveLength(1)
    expect(r.summary).toContain('**Requeue:** Requeued once during the wait.')
  })

  it('a PR NOT_READY to the deadline: its reasons are said once in the log and once in the summary', async () => {
    const fake = fakeClient({
      findSubmittedPullRequest: async () => awaitingTargets(),
      getQueue: async () => queueOf(),
      getPullRequestTimeline: async () => [],
    })
    const c = queueContext({ ...s(), timeoutSeconds: 3 }, fake)
    let now = Date.parse('2026-11-23T12:00:00Z')
    c.clock = { now: () => now, random: () => 0.5, sleep: async (ms: number) => void (now += ms) }
    const r = await (await waitCommand.load()).run(c)
    expect(r.outcome).toBe('timeout')
    expect(r.outputs).toMatchObject({ state: 'NOT_READY', reason: 'missing-impacted-targets' })
    // The poll's "Not ready: ..." line, not also "Why: It waits for: ..." with the same words.
    const said = c.log.lines.filter((l) => /impacted targets/.test(l) && !l.startsWith('ERROR'))
    expect(said).toHaveLength(1)
    expect(said[0]).toMatch(/^Not ready: /)
    // The step's error names the cause once more: that is the verdict, not the log.
    expect(r.failure).toMatch(/impacted targets/)
    expect(r.summary?.match(/impacted targets for commit/g)).toHaveLength(1)
  })

  it('requeue: never (the default) sets no requeue output and submits nothing', async () => {
    const fake = fakeClient({
      findSubmittedPullRequest: async () => queuedPr('failed'),
      getQueue: async () => queueOf(),
      getPullRequestTimeline: async () => [],
    })
    const r = await (await waitCommand.load()).run(queueContext(s(), fake))
    expect(r.outcome).toBe('failure')
    expect(r.outputs.requeued).toBeUndefined()
    expect(fake.called()).not.toContain('submitPullRequest')
  })
})
