/**
 * status's run() with a typed fake client: the calls it makes, and the outcome, outputs and summary
 * a user sees, for the answers the service can give.
 */
import { describe, expect, it } from '@jest/globals'
import {
  PR_42,
  awaitingTargets,
  queueContext,
  commonSettings,
  fakeClient,
  queueOf,
  queuedPr,
} from '../../../__fixtures__/fake-client.js'
import { statusCommand } from '../../../src/commands/status/row.js'
import type { SettingsOf } from '../../../src/runner/command-table.js'

describe('status', () => {
  const s = (): SettingsOf<'status'> => ({ ...commonSettings('status'), ...PR_42 })

  it('a queued PR: its state, its place and the queue', async () => {
    const fake = fakeClient({
      findSubmittedPullRequest: async () => queuedPr('pending'),
      getQueue: async () => queueOf(),
    })
    const r = await (await statusCommand.load()).run(queueContext(s(), fake))
    expect(r.outcome).toBe('success')
    expect(r.outputs).toMatchObject({
      state: 'PENDING',
      'queue-position': '2',
      'queue-depth': '2',
      'queue-state': 'running',
    })
  })

  it.each(['failed', 'merged', 'cancelled'])(
    'a %s PR: queue-state and queue-depth as wait sets them (issue 33)',
    async (state) => {
      const fake = fakeClient({
        findSubmittedPullRequest: async () => queuedPr(state),
        getQueue: async () => queueOf(),
      })
      const r = await (await statusCommand.load()).run(queueContext(s(), fake))
      expect(r.outputs).toMatchObject({
        state: state.toUpperCase(),
        'queue-depth': '2',
        'queue-state': 'running',
      })
    },
  )

  it("an entry for another commit than the PR's head is stale", async () => {
    const fake = fakeClient({
      findSubmittedPullRequest: async () => queuedPr('testing', { prSha: 'd'.repeat(40) }),
      getQueue: async () => queueOf(),
    })
    const c = queueContext(s(), fake)
    const r = await (await statusCommand.load()).run(c)
    expect(r.outcome).toBe('stale')
    // Stale fails the step, as for wait: the state shown is an old commit's.
    expect(r.failure).toMatch(/^The queue's entry is for commit d{12}, not the PR's head/)
    // Said once, as the step's error: not also as a warning with the same text (issue 33).
    expect(c.log.lines.some((l) => l.startsWith("WARN The queue's entry is for commit"))).toBe(
      false,
    )
  })

  it('a NOT_READY PR says why', async () => {
    const fake = fakeClient({
      findSubmittedPullRequest: async () => awaitingTargets(),
      getQueue: async () => queueOf(),
    })
    const c = queueContext(s(), fake)
    const r = await (await statusCommand.load()).run(c)
    expect(r.summary).toMatch(/impacted targets/)
    // Said once in the log: the cause's line, not also a "Not ready:" line saying the same.
    expect(c.log.lines.filter((l) => /impacted targets/.test(l))).toHaveLength(1)
    expect(c.log.lines.some((l) => l.startsWith('Why: '))).toBe(true)
  })
})
