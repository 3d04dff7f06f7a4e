/**
 * cancel's run() with a typed fake client: the calls it makes, and the outcome, outputs and summary
 * a user sees, for the answers the service can give.
 */
import { describe, expect, it } from '@jest/globals'
import {
  PR_42,
  WRITE,
  queueContext,
  commonSettings,
  fakeClient,
  notFound,
  queuedPr,
} from '../../../__fixtures__/fake-client.js'
import { cancelCommand } from '../../../src/commands/cancel/row.js'
import { MissingQueueError } from '../../../src/inputs/errors.js'
import type { SettingsOf } from '../../../src/runner/command-table.js'

describe('cancel', () => {
  const s = (): SettingsOf<'cancel'> => ({ ...commonSettings('cancel'), ...PR_42 })

  it('removes the PR and reports its state', async () => {
    const fake = fakeClient({
      cancelPullRequest: async () => WRITE,
      findSubmittedPullRequest: async () => queuedPr('cancelled'),
    })
    const r = await (await cancelCommand.load()).run(queueContext(s(), fake))
    expect(fake.called()).toEqual(['cancelPullRequest', 'findSubmittedPullRequest'])
    expect(r).toMatchObject({ outcome: 'success', outputs: { state: 'CANCELLED' } })
  })

  it('a queue that does not exist is an error naming it, not "nothing to cancel"', async () => {
    const fake = fakeClient({
      cancelPullRequest: async () => {
        throw notFound()
      },
      getQueue: async () => {
        throw notFound()
      },
    })
    await expect((await cancelCommand.load()).run(queueContext(s(), fake))).rejects.toBeInstanceOf(
      MissingQueueError,
    )
  })
})
