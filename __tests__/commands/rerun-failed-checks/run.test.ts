/**
 * rerun-failed-checks' run() with a typed fake client, over a merge queue that declares the
 * capability: the re-run is asked only for a PR in PENDING_FAILURE, with the mode given; over one
 * that does not (v1), the floor refuses it unsent (the runner refuses such a token before that).
 */
import { describe, expect, it } from '@jest/globals'
import {
  PR_42,
  WRITE,
  commonSettings,
  fakeClient,
  queueContext,
  queuedPr,
} from '../../../__fixtures__/fake-client.js'
import { rerunFailedChecksCommand } from '../../../src/commands/rerun-failed-checks/row.js'
import {
  MissingCapabilityError,
  V1MergeQueue,
  type PullRequestRef,
  type RerunMode,
  type RerunResult,
} from '../../../src/queue/index.js'
import type { SettingsOf } from '../../../src/runner/command-table.js'

/** The merge queue of a fake v1 client, with a re-run of failed checks (as v2 has one). */
class Rerunnable extends V1MergeQueue {
  readonly asked: RerunMode[] = []
  override async rerunFailedChecks(_ref: PullRequestRef, mode: RerunMode): Promise<RerunResult> {
    this.asked.push(mode)
    return { ...WRITE, until: '2026-11-23T12:30:00Z' }
  }
}

const s = (): SettingsOf<'rerun-failed-checks'> => ({
  ...commonSettings('rerun-failed-checks'),
  ...PR_42,
  mode: 'now',
})

describe('rerun-failed-checks', () => {
  it('a PR in PENDING_FAILURE: re-run with the mode, and it keeps its place', async () => {
    const fake = fakeClient({ findSubmittedPullRequest: async () => queuedPr('pending_failure') })
    const queue = new Rerunnable(fake.client)
    const r = await (
      await rerunFailedChecksCommand.load()
    ).run({
      ...queueContext(s(), fake),
      client: queue,
    })
    expect(queue.asked).toEqual(['now'])
    expect(r.outcome).toBe('success')
    expect(r.summary).toMatch(
      /^The failed checks of PR #42 are re-run \(now\); it keeps its place in the queue\. The queue holds it until 2026-11-23T12:30:00Z\./,
    )
  })

  it('a PR in another state: nothing is sent, and the step fails saying why', async () => {
    const fake = fakeClient({ findSubmittedPullRequest: async () => queuedPr('testing') })
    const queue = new Rerunnable(fake.client)
    const r = await (
      await rerunFailedChecksCommand.load()
    ).run({
      ...queueContext(s(), fake),
      client: queue,
    })
    expect(queue.asked).toEqual([])
    expect([r.outcome, r.outputs.state]).toEqual(['failure', 'TESTING'])
    expect(r.failure).toMatch(
      /^PR #42 is TESTING: failed checks re-run only while .* Nothing was sent\.$/,
    )
  })

  it('over v1, which does not declare the capability, the floor refuses unsent', async () => {
    const fake = fakeClient({ findSubmittedPullRequest: async () => queuedPr('pending_failure') })
    const run = (await rerunFailedChecksCommand.load()).run(queueContext(s(), fake))
    await expect(run).rejects.toBeInstanceOf(MissingCapabilityError)
    expect(fake.called()).toEqual(['findSubmittedPullRequest'])
  })
})
