/**
 * submit's row in the command table: what it does, addresses, reads and sets, how it reads its own
 * inputs (before any request), and where its code is (run.ts, loaded only when it runs).
 */
import { Inputs, Outputs } from '../../inputs/constants.js'
import { parseBoolean, parsePriority } from '../../inputs/parsers.js'
import { PR_STATE_OUTPUTS } from '../common/report.js'
import { defineCommand } from '../common/types.js'
import type { SubmitSettings } from './run.js'
import { V2_PERMISSIONS as P } from '../../wire/v2/permissions.js'

export const submitCommand = defineCommand({
  description: "Submits a PR to its branch's merge queue.",
  v2: {
    operations: [
      'mergeQueues.submitPullRequest',
      'pullRequests.reprioritize',
      'pullRequests.queueEntryEstimate',
    ],
    needs: [P.mergeAndCancel.label],
    note: `plus "${P.setPriority.label}" with a priority, "${P.skipBatching.label}" with no-batch`,
  },
  target: 'pull-request',
  inputs: [Inputs.Priority, Inputs.NoBatch],
  outputs: [
    ...PR_STATE_OUTPUTS,
    Outputs.QueueState,
    Outputs.QueueDepth,
    Outputs.QueuePosition,
    Outputs.EstimatedMergeAt,
    Outputs.PrsAhead,
  ],
  read: (get): SubmitSettings => {
    const p = get(Inputs.Priority)
    return {
      priority: p ? parsePriority(p) : undefined,
      noBatch: parseBoolean(get, Inputs.NoBatch),
    }
  },
  load: () => import('./run.js'),
})
