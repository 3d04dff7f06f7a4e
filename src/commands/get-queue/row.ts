/**
 * get-queue's row in the command table: what it does, addresses, reads and sets, how it reads its own
 * inputs (before any request), and where its code is (run.ts, loaded only when it runs).
 */
import { Outputs } from '../../inputs/constants.js'
import { QUEUE_OUTPUTS } from '../common/queue.js'
import { defineCommand, readNothing } from '../common/types.js'

export const getQueueCommand = defineCommand({
  description:
    'Reads a merge queue: its state, its PRs, its required checks and whether it opens draft PRs.',
  v2: {
    operations: ['mergeQueues.get', 'mergeQueues.order', 'mergeQueues.listPullRequests'],
    needs: [],
  },
  target: 'queue',
  // Only reads: the repository's default branch is a fine default where no PR says otherwise.
  defaultBranchOk: true,
  inputs: [],
  outputs: [...QUEUE_OUTPUTS, Outputs.RequiredChecks, Outputs.DraftPrs],
  read: readNothing,
  load: () => import('./run.js'),
})
