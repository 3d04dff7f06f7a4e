/**
 * cancel's row in the command table: what it does, addresses, reads and sets, how it reads its own
 * inputs (before any request), and where its code is (run.ts, loaded only when it runs).
 */
import { PR_STATE_OUTPUTS } from '../common/report.js'
import { defineCommand, readNothing } from '../common/types.js'
import { V2_PERMISSIONS as P } from '../../wire/v2/permissions.js'

export const cancelCommand = defineCommand({
  description: 'Takes a PR out of the merge queue.',
  v2: {
    operations: ['pullRequests.dequeue'],
    needs: [P.mergeAndCancel.label],
  },
  target: 'pull-request',
  inputs: [],
  outputs: PR_STATE_OUTPUTS,
  read: readNothing,
  load: () => import('./run.js'),
})
