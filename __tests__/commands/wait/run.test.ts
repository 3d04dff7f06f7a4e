/**
 * wait's run() with a typed fake client: the calls it makes, and the outcome, outputs and summary
 * a user sees, for the answers the service can give.
 */
import { describe, expect, it } from '@jest/globals'
import {
  HEAD,
  PR_42,
  commandContext,
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
  })

  it('a merged PR ends the wait with success and the PR outputs', async () => {
    const fake = fakeClient({
      findSubmittedPullRequest: async () => queuedPr('merged'),
      getQueue: async () => queueOf({ enqueuedPullRequests: [] }),
    })
    const r = await (await waitCommand.load()).run(commandContext(s(), fake))
    expect(r.outcome).toBe('success')
    expect(r.outputs).toMatchObject({ state: 'MERGED', 'timed-out': 'false', 'pr-sha': HEAD })
  })

  it('a failed PR fails the step with the reason', async () => {
    const fake = fakeClient({
      findSubmittedPullRequest: async () => queuedPr('failed'),
      getQueue: async () => queueOf(),
    })
    const r = await (await waitCommand.load()).run(commandContext(s(), fake))
    expect(r.outcome).toBe('failure')
    expect(r.failure).toMatch(/FAILED/)
  })
})
