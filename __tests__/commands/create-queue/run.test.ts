/**
 * create-queue's run() with a typed fake client: the calls it makes, and the outcome, outputs and summary
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
import { ConflictError } from '../../../src/client/index.js'
import { createQueueCommand } from '../../../src/commands/create-queue/row.js'
import type { SettingsOf } from '../../../src/runner/command-table.js'

describe('create-queue', () => {
  const s = (queueSettings?: object): SettingsOf<'create-queue'> => ({
    ...commonSettings('create-queue'),
    ...MAIN_QUEUE,
    queueSettings,
  })

  it('creates with mode and concurrency, and sets the rest with an update', async () => {
    const requests: Record<string, unknown> = {}
    const fake = fakeClient({
      createQueue: async (req) => {
        requests.create = req
        return WRITE
      },
      updateQueue: async (req) => {
        requests.update = req
        return WRITE
      },
      getQueue: async () => queueOf({ mode: 'parallel', concurrency: 4 }),
    })
    const r = await (
      await createQueueCommand.load()
    ).run(queueContext(s({ mode: 'parallel', concurrency: 4, batch: true }), fake))
    expect(requests.create).toMatchObject({ mode: 'parallel', concurrency: 4 })
    expect(requests.create).not.toHaveProperty('batch')
    expect(requests.update).toMatchObject({ batch: true })
    expect(r.summary).toContain('Created the queue for main.')
  })

  it('a queue that exists already: every setting goes through the update, and success', async () => {
    let updated: unknown
    const fake = fakeClient({
      createQueue: async () => {
        throw new ConflictError({ operation: 'createQueue', status: 409 })
      },
      updateQueue: async (req) => {
        updated = req
        return WRITE
      },
      getQueue: async () => queueOf(),
    })
    const c = queueContext(s({ mode: 'parallel' }), fake)
    const r = await (await createQueueCommand.load()).run(c)
    expect(updated).toMatchObject({ mode: 'parallel' })
    expect(r.outcome).toBe('success')
    expect(c.log.lines.some((l) => l.startsWith('NOTICE A queue for main exists already'))).toBe(
      true,
    )
  })

  it('without settings and no queue yet: a create, no update', async () => {
    const fake = fakeClient({ createQueue: async () => WRITE, getQueue: async () => queueOf() })
    await (await createQueueCommand.load()).run(queueContext(s(), fake))
    expect(fake.called()).toEqual(['createQueue', 'getQueue'])
  })
})
