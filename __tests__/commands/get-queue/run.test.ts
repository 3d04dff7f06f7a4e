/**
 * get-queue's run() with a typed fake client: the calls it makes, and the outcome, outputs and summary
 * a user sees, for the answers the service can give.
 */
import { describe, expect, it } from '@jest/globals'
import {
  queueContext,
  commonSettings,
  fakeClient,
  MAIN_QUEUE,
  queueOf,
} from '../../../__fixtures__/fake-client.js'
import { getQueueCommand } from '../../../src/commands/get-queue/row.js'
import type { SettingsOf } from '../../../src/runner/command-table.js'

describe('get-queue', () => {
  it('reads the queue: its state and depth, no PR position', async () => {
    const fake = fakeClient({ getQueue: async () => queueOf() })
    const s: SettingsOf<'get-queue'> = { ...commonSettings('get-queue'), ...MAIN_QUEUE }
    const r = await (await getQueueCommand.load()).run(queueContext(s, fake))
    expect(r.outcome).toBe('success')
    expect(r.outputs).toEqual({ 'queue-state': 'running', 'queue-depth': '2' })
    expect(r.summary).toContain('#42')
  })
})
