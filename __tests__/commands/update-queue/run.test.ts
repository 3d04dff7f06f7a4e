/**
 * update-queue's run() with a typed fake client: the calls it makes, and the outcome, outputs and summary
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
import { updateQueueCommand } from '../../../src/commands/update-queue/row.js'
import type { SettingsOf } from '../../../src/runner/command-table.js'

describe('update-queue', () => {
  it('updates, then reads the queue back', async () => {
    const fake = fakeClient({
      updateQueue: async () => WRITE,
      getQueue: async () => queueOf({ state: 'paused' }),
    })
    const s: SettingsOf<'update-queue'> = {
      ...commonSettings('update-queue'),
      ...MAIN_QUEUE,
      queueSettings: { state: 'paused' },
    }
    const r = await (await updateQueueCommand.load()).run(queueContext(s, fake))
    expect(fake.called()).toEqual(['updateQueue', 'getQueue'])
    expect(r.outputs['queue-state']).toBe('paused')
    expect(r.summary).toContain('Updated: `state`.')
  })
})
