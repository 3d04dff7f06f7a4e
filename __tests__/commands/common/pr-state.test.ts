/**
 * The one answer to a PR the queue has already merged (src/commands/common/pr-state.ts), through
 * the runs of cancel and restart-tests with a typed fake client.
 */
import { describe, expect, it } from '@jest/globals'
import {
  PR_42,
  commandContext,
  commonSettings,
  fakeClient,
  notFound,
  queueOf,
  queuedPr,
} from '../../../__fixtures__/fake-client.js'
import { cancelCommand } from '../../../src/commands/cancel/row.js'
import { restartTestsCommand } from '../../../src/commands/restart-tests/row.js'
import type { SettingsOf } from '../../../src/runner/command-table.js'

describe('a PR the queue has merged: one answer for cancel and restart-tests', () => {
  const s = (): SettingsOf<'cancel'> => ({ ...commonSettings('cancel'), ...PR_42 })
  const merged = () =>
    fakeClient({
      cancelPullRequest: async () => {
        throw notFound()
      },
      restartTestsOnPullRequest: async () => {
        throw notFound()
      },
      findSubmittedPullRequest: async () =>
        queuedPr('merged', { isCurrentlySubmittedToQueue: false }),
      getQueue: async () => queueOf({ enqueuedPullRequests: [] }),
    })

  it.each([
    ['cancel', cancelCommand, 'nothing was cancelled'],
    ['restart-tests', restartTestsCommand, 'its tests were not restarted'],
  ] as const)('%s: state MERGED, nothing done, a notice, no failure', async (_, command, what) => {
    const c = commandContext(s(), merged())
    const r = await (await command.load()).run(c)
    expect(r.failure).toBeUndefined()
    expect(r.outcome).toBe('not-submitted')
    expect(r.outputs).toMatchObject({ state: 'MERGED', 'is-submitted': 'false' })
    expect(c.log.lines).toContain(`NOTICE PR #42 is already MERGED: ${what}.`)
  })
})
