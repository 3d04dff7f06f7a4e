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
import { getQueueCommand } from '../../../src/commands/get-queue/row.js'
import type { SettingsOf } from '../../../src/runner/command-table.js'

const main = { targetBranch: 'main' }

describe('get-queue', () => {
  it('reads the queue: its state and depth, no PR position', async () => {
    const fake = fakeClient({ getQueue: async () => queueOf() })
    const s: SettingsOf<'get-queue'> = { ...commonSettings('get-queue'), ...main }
    const r = await (await getQueueCommand.load()).run(commandContext(s, fake))
    expect(r.outcome).toBe('success')
    expect(r.outputs).toEqual({ 'queue-state': 'running', 'queue-depth': '2' })
    expect(r.summary).toContain('#42')
  })
})
