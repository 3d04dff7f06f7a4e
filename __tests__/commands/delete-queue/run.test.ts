/**
 * delete-queue's run() with a typed fake client: the calls it makes, and the outcome, outputs and summary
 * a user sees, for the answers the service can give.
 */
import { describe, expect, it } from '@jest/globals'
import {
  queueContext,
  commonSettings,
  fakeClient,
  MAIN_QUEUE,
  queueOf,
  WRITE,
} from '../../../__fixtures__/fake-client.js'
import { BadRequestError, NotFoundError } from '../../../src/client/index.js'
import { deleteQueueCommand } from '../../../src/commands/delete-queue/row.js'
import type { SettingsOf } from '../../../src/runner/command-table.js'

describe('delete-queue', () => {
  const s = (): SettingsOf<'delete-queue'> => ({ ...commonSettings('delete-queue'), ...MAIN_QUEUE })

  it('deletes', async () => {
    const fake = fakeClient({ deleteQueue: async () => WRITE })
    const r = await (await deleteQueueCommand.load()).run(queueContext(s(), fake))
    expect(r).toMatchObject({ outcome: 'success', summary: 'Deleted the queue for main.\n' })
  })

  it('no queue: nothing to delete, success', async () => {
    const fake = fakeClient({
      deleteQueue: async () => {
        throw new NotFoundError({ operation: 'deleteQueue', status: 404 })
      },
    })
    const r = await (await deleteQueueCommand.load()).run(queueContext(s(), fake))
    expect(r.outcome).toBe('success')
    expect(r.summary).toContain('nothing to delete')
  })

  it('a queue with PRs is not deleted: the step fails saying how many', async () => {
    const fake = fakeClient({
      deleteQueue: async () => {
        throw new BadRequestError({ operation: 'deleteQueue', status: 400 })
      },
      getQueue: async () => queueOf(),
    })
    const r = await (await deleteQueueCommand.load()).run(queueContext(s(), fake))
    expect(r.outcome).toBe('failure')
    expect(r.failure).toMatch(/holds 2 PR\(s\)/)
  })
})
