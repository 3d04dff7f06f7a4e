/**
 * requeue's run() over the floor's v1 merge queue with a typed fake client: a kick-out not its own
 * is submitted again once, and said in the outputs, the log and the summary; one of its own is
 * not, and nothing is sent.
 */
import { describe, expect, it } from '@jest/globals'
import {
  HEAD,
  PR_42,
  WRITE,
  commonSettings,
  fakeClient,
  queueContext,
  queuedPr,
} from '../../../__fixtures__/fake-client.js'
import { requeueCommand } from '../../../src/commands/requeue/row.js'
import type { SettingsOf } from '../../../src/runner/command-table.js'

const s = (): SettingsOf<'requeue'> => ({ ...commonSettings('requeue'), ...PR_42, maxRequeues: 2 })
const failed = queuedPr('failed')
const kickOut = (reason: string) => [{ state: 'failed', reason }, { state: 'testing' }]

describe('requeue', () => {
  it('a test run that timed out: submitted again once, and said so', async () => {
    const reads = [failed, failed, queuedPr('pending')]
    const fake = fakeClient({
      findSubmittedPullRequest: async () => reads.shift() ?? null,
      getPullRequestTimeline: async () =>
        kickOut('TEST_RUN_TIMEOUT').map((t) => ({ ...t, failedChecks: [] })),
      submitPullRequest: async () => WRITE,
    })
    const c = queueContext(s(), fake)
    const r = await (await requeueCommand.load()).run(c)
    expect(r.outcome).toBe('success')
    expect(r.outputs).toMatchObject({
      state: 'PENDING',
      reason: 'tests-timed-out',
      requeued: 'true',
      'requeue-decision': 'requeued',
    })
    expect(fake.called().filter((m) => m === 'submitPullRequest')).toHaveLength(1)
    const words = `Requeued: PR #42 was submitted again at commit ${HEAD.slice(0, 12)} (requeue 1 of 2).`
    expect(c.log.lines).toContain(words)
    expect(r.summary).toContain(
      `**Requeue:** Requeued: PR #42 was submitted again at commit \`${HEAD.slice(0, 12)}\``,
    )
  })

  it('a check that failed: its own cause, nothing submitted', async () => {
    const fake = fakeClient({
      findSubmittedPullRequest: async () => failed,
      getPullRequestTimeline: async () => [
        { state: 'failed', failedChecks: [{ name: 'unit-tests', conclusion: 'FAILURE' }] },
      ],
    })
    const c = queueContext(s(), fake)
    const r = await (await requeueCommand.load()).run(c)
    expect(r.outputs).toMatchObject({ requeued: 'false', 'requeue-decision': 'not-transient' })
    expect(fake.called()).not.toContain('submitPullRequest')
    expect(c.log.lines).toContain(
      'Not requeued (not-transient): it left for a cause of its own: the author must act.',
    )
  })
})
