/**
 * The queue commands' run() with a typed fake client: the calls each makes, and the outcome,
 * outputs and summary for the answers the service can give.
 */
import { describe, expect, it } from '@jest/globals'
import {
  commandContext,
  commonSettings,
  fakeClient,
  queueOf,
} from '../../../__fixtures__/fake-client.js'
import { updateQueueCommand } from '../../../src/commands/update-queue/row.js'
import type { SettingsOf } from '../../../src/runner/command-table.js'

const write = { attempts: 1, reconciled: false, requestBytes: 40, status: 200 }

const main = { targetBranch: 'main' }

describe('update-queue', () => {
  it('updates, then reads the queue back', async () => {
    const fake = fakeClient({
      updateQueue: async () => write,
      getQueue: async () => queueOf({ state: 'paused' }),
    })
    const s: SettingsOf<'update-queue'> = {
      ...commonSettings('update-queue'),
      ...main,
      queueSettings: { state: 'paused' },
    }
    const r = await (await updateQueueCommand.load()).run(commandContext(s, fake))
    expect(fake.called()).toEqual(['updateQueue', 'getQueue'])
    expect(r.outputs['queue-state']).toBe('paused')
    expect(r.summary).toContain('Updated: `state`.')
  })
})
