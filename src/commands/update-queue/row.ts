/**
 * update-queue's row in the command table: what it does, addresses, reads and sets, how it reads its own
 * inputs (before any request), and where its code is (run.ts, loaded only when it runs).
 */
import type { QueueSettings } from '../../queue/index.js'
import { Inputs } from '../../inputs/constants.js'
import { parseQueueSettings } from '../../inputs/parsers.js'
import { QUEUE_OUTPUTS, type QueueSettingsInput } from '../common/queue.js'
import { defineCommand } from '../common/types.js'
import { V2_PERMISSIONS as P } from '../../wire/v2/permissions.js'

export const updateQueueCommand = defineCommand({
  description: "Changes a merge queue's settings (mode, concurrency, state, ...).",
  required: [Inputs.QueueSettings],
  v2: {
    operations: [
      'mergeQueues.updateConfig',
      'mergeQueues.pause',
      'mergeQueues.resume',
      'mergeQueues.drain',
      'mergeQueues.switchModes',
    ],
    needs: [P.updateSettings.label],
  },
  target: 'queue',
  inputs: [Inputs.QueueSettings],
  outputs: QUEUE_OUTPUTS,
  read: (get): Required<QueueSettingsInput> => ({
    queueSettings: parseQueueSettings(get(Inputs.QueueSettings), true) as QueueSettings,
  }),
  load: () => import('./run.js'),
})
