/**
 * submit's run() with a typed fake client: the calls it makes, and the outcome, outputs and summary
 * a user sees, for the answers the service can give.
 */
import { describe, expect, it } from '@jest/globals'
import {
  PR_42,
  WRITE,
  queueContext,
  commonSettings,
  fakeClient,
  queueOf,
  queuedPr,
} from '../../../__fixtures__/fake-client.js'
import { ConflictError } from '../../../src/client/index.js'
import { submitCommand } from '../../../src/commands/submit/row.js'
import type { SettingsOf } from '../../../src/runner/command-table.js'

describe('submit', () => {
  const settings = (over: Partial<SettingsOf<'submit'>> = {}): SettingsOf<'submit'> => ({
    ...commonSettings('submit'),
    ...PR_42,
    noBatch: false,
    ...over,
  })

  it('submits with its priority, then reads the PR and the queue for the outputs', async () => {
    let submitted: unknown
    let reads = 0
    const fake = fakeClient({
      findSubmittedPullRequest: async () => (reads++ === 0 ? null : queuedPr('pending')),
      submitPullRequest: async (req) => {
        submitted = req
        return WRITE
      },
      getQueue: async () => queueOf(),
    })
    const r = await (
      await submitCommand.load()
    ).run(queueContext(settings({ priority: 'high' }), fake))
    expect(submitted).toMatchObject({ pr: { number: 42 }, priority: 'high', noBatch: false })
    expect(r.outcome).toBe('success')
    expect(r.outputs).toMatchObject({
      state: 'PENDING',
      'is-submitted': 'true',
      'queue-position': '2',
    })
    expect(r.summary).toContain('PR #42 was submitted to the queue.')
  })

  it('a 409 (already queued) is the state asked for: a notice, and success', async () => {
    const fake = fakeClient({
      findSubmittedPullRequest: async () => queuedPr('testing'),
      submitPullRequest: async () => {
        throw new ConflictError({ operation: 'submitPullRequest', status: 409 })
      },
      getQueue: async () => queueOf(),
    })
    const c = queueContext(settings(), fake)
    const r = await (await submitCommand.load()).run(c)
    expect(r.outcome).toBe('success')
    expect(c.log.lines).toContain(
      'NOTICE PR #42 is already in the queue (the service answered 409).',
    )
    expect(r.summary).toContain('was already in the queue')
  })

  it('a PR already MERGED is not submitted again: the one merged answer (issue 33)', async () => {
    let submits = 0
    const fake = fakeClient({
      findSubmittedPullRequest: async () => queuedPr('merged'),
      submitPullRequest: async () => {
        submits++
        return WRITE
      },
      getQueue: async () => queueOf(),
    })
    const c = queueContext(settings(), fake)
    const r = await (await submitCommand.load()).run(c)
    expect(submits).toBe(0)
    expect(r.outcome).toBe('not-submitted')
    expect(r.outputs).toMatchObject({ state: 'MERGED', 'is-submitted': 'false' })
    expect(c.log.lines).toContain('NOTICE PR #42 is already MERGED: nothing was submitted.')
  })

  it('a PR the queue shows as failed right after the submit fails the step', async () => {
    const fake = fakeClient({
      findSubmittedPullRequest: async () => queuedPr('failed'),
      submitPullRequest: async () => WRITE,
      getQueue: async () => queueOf(),
    })
    const r = await (await submitCommand.load()).run(queueContext(settings(), fake))
    expect(r.outcome).toBe('failure')
    expect(r.failure).toMatch(/queue now shows it as FAILED/)
  })
})
