/**
 * The PR commands' run() with a typed fake client: which calls each makes, and the outcome,
 * outputs and summary a user sees, for the answers the service can give.
 */
import { describe, expect, it } from '@jest/globals'
import {
  HEAD,
  commandContext,
  commonSettings,
  fakeClient,
  queueOf,
  queuedPr,
} from '../../../__fixtures__/fake-client.js'
import { NotFoundError } from '../../../src/client/index.js'
import { cancelCommand } from '../../../src/commands/cancel/row.js'
import { MissingQueueError } from '../../../src/commands/common/input-error.js'
import type { SettingsOf } from '../../../src/runner/command-table.js'

const write = { attempts: 1, reconciled: false, requestBytes: 80, status: 200 }

const pr42 = { targetBranch: 'main', prNumber: 42, prSha: HEAD }

const notFound = () => new NotFoundError({ operation: 'x', status: 404 })

describe('cancel', () => {
  const s = (): SettingsOf<'cancel'> => ({ ...commonSettings('cancel'), ...pr42 })

  it('removes the PR and reports its state', async () => {
    const fake = fakeClient({
      cancelPullRequest: async () => write,
      findSubmittedPullRequest: async () => queuedPr('cancelled'),
    })
    const r = await (await cancelCommand.load()).run(commandContext(s(), fake))
    expect(fake.called()).toEqual(['cancelPullRequest', 'findSubmittedPullRequest'])
    expect(r).toMatchObject({ outcome: 'success', outputs: { state: 'CANCELLED' } })
  })

  it('a PR not in the queue: not-submitted, nothing to cancel', async () => {
    const fake = fakeClient({
      cancelPullRequest: async () => {
        throw notFound()
      },
      getQueue: async () => queueOf(),
      findSubmittedPullRequest: async () => null,
    })
    const r = await (await cancelCommand.load()).run(commandContext(s(), fake))
    expect(r.outcome).toBe('not-submitted')
    expect(r.outputs).toMatchObject({ state: 'NOT_SUBMITTED', 'is-submitted': 'false' })
    expect(r.failure).toBeUndefined()
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
    await expect(
      (await cancelCommand.load()).run(commandContext(s(), fake)),
    ).rejects.toBeInstanceOf(MissingQueueError)
  })
})
