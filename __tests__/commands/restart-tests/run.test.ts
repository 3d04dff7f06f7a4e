/**
 * restart-tests's run() with a typed fake client: the calls it makes, and the outcome, outputs and summary
 * a user sees, for the answers the service can give.
 */
import { describe, expect, it } from '@jest/globals'
import {
  PR_42,
  WRITE,
  queueContext,
  commonSettings,
  fakeClient,
  queuedPr,
} from '../../../__fixtures__/fake-client.js'
import { restartTestsCommand } from '../../../src/commands/restart-tests/row.js'
import type { SettingsOf } from '../../../src/runner/command-table.js'

describe('restart-tests', () => {
  const s = (): SettingsOf<'restart-tests'> => ({ ...commonSettings('restart-tests'), ...PR_42 })

  it('restarts and keeps the place', async () => {
    const fake = fakeClient({
      restartTestsOnPullRequest: async () => WRITE,
      findSubmittedPullRequest: async () => queuedPr('testing'),
    })
    const r = await (await restartTestsCommand.load()).run(queueContext(s(), fake))
    expect(r.outcome).toBe('success')
    expect(r.summary).toContain('were restarted')
  })
})
