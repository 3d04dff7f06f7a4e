/**
 * The answers cancel and restart-tests share (src/commands/common/report.ts: alreadyMerged), through their runs
 * with a typed fake client: a PR not in the queue, and a PR the queue has already merged.
 */
import { describe, expect, it } from '@jest/globals'
import {
  PR_42,
  queueContext,
  commonSettings,
  fakeClient,
  notFound,
  queueOf,
  queuedPr,
} from '../../../__fixtures__/fake-client.js'
import { cancelCommand } from '../../../src/commands/cancel/row.js'
import { restartTestsCommand } from '../../../src/commands/restart-tests/row.js'
import type { SettingsOf } from '../../../src/runner/command-table.js'

/** The settings of `command` for PR 42 (typed as cancel's: the two take the same). */
const s = (command: 'cancel' | 'restart-tests') =>
  ({ ...commonSettings(command), ...PR_42 }) as SettingsOf<'cancel'>
/** A service whose queue does not hold PR 42 (found as `pr` when asked for it, or not at all). */
const notInTheQueue = (pr: ReturnType<typeof queuedPr> | null, queue = queueOf()) =>
  fakeClient({
    cancelPullRequest: async () => {
      throw notFound()
    },
    restartTestsOnPullRequest: async () => {
      throw notFound()
    },
    findSubmittedPullRequest: async () => pr,
    getQueue: async () => queue,
  })

describe('a PR not in the queue', () => {
  it.each([
    ['cancel', 'not-submitted, nothing to cancel', cancelCommand, undefined],
    [
      'restart-tests',
      'fails the step: its tests cannot be restarted',
      restartTestsCommand,
      expect.stringMatching(/submit it first/),
    ],
  ] as const)('%s: %s', async (name, _what, command, failure) => {
    const r = await (await command.load()).run(queueContext(s(name), notInTheQueue(null)))
    expect(r.outcome).toBe('not-submitted')
    expect(r.outputs).toMatchObject({ state: 'NOT_SUBMITTED', 'is-submitted': 'false' })
    expect(r.failure).toEqual(failure)
  })
})

describe('a PR the queue has merged: one answer for cancel and restart-tests', () => {
  const merged = () =>
    notInTheQueue(
      queuedPr('merged', { isCurrentlySubmittedToQueue: false }),
      queueOf({ enqueuedPullRequests: [] }),
    )

  it.each([
    ['cancel', cancelCommand, 'nothing was cancelled'],
    ['restart-tests', restartTestsCommand, 'its tests were not restarted'],
  ] as const)(
    '%s: state MERGED, nothing done, a notice, no failure',
    async (name, command, what) => {
      const c = queueContext(s(name), merged())
      const r = await (await command.load()).run(c)
      expect(r.failure).toBeUndefined()
      expect(r.outcome).toBe('not-submitted')
      expect(r.outputs).toMatchObject({ state: 'MERGED', 'is-submitted': 'false' })
      expect(c.log.lines).toContain(`NOTICE PR #42 is already MERGED: ${what}.`)
    },
  )
})
