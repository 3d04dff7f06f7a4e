/**
 * create-queue's row in the command table: what it does, addresses, reads and sets, how it reads its own
 * inputs (before any request), and where its code is (run.ts, loaded only when it runs).
 */
import { Inputs } from '../../inputs/constants.js'
import { parseQueueSettings } from '../../inputs/parsers.js'
import { QUEUE_OUTPUTS, type QueueSettingsInput } from '../common/queue.js'
import { defineCommand } from '../common/types.js'
import { V2_PERMISSIONS as P } from '../../wire/v2/permissions.js'

export const createQueueCommand = defineCommand({
  description: 'Creates a merge queue for a branch (or applies settings to the one there).',
  v2: {
    operations: ['mergeQueues.create', 'mergeQueues.updateConfig'],
    needs: [P.updateSettings.label],
  },
  target: 'queue',
  inputs: [Inputs.QueueSettings],
  outputs: QUEUE_OUTPUTS,
  read: (get): QueueSettingsInput => ({
    queueSettings: parseQueueSettings(get(Inputs.QueueSettings), false),
  }),
  load: () => import('./run.js'),
})
