/**
 * delete-queue's row in the command table: what it does, addresses, reads and sets, how it reads its own
 * inputs (before any request), and where its code is (run.ts, loaded only when it runs).
 */
import { QUEUE_OUTPUTS } from '../common/queue.js'
import { defineCommand, readNothing } from '../common/types.js'
import { V2_PERMISSIONS as P } from '../../wire/v2/permissions.js'

export const deleteQueueCommand = defineCommand({
  description: 'Deletes a merge queue.',
  v2: {
    operations: ['mergeQueues.delete'],
    needs: [P.updateSettings.label],
  },
  target: 'queue',
  inputs: [],
  outputs: QUEUE_OUTPUTS,
  read: readNothing,
  load: () => import('./run.js'),
})
