/**
 * status's row in the command table: what it does, addresses, reads and sets, how it reads its own
 * inputs (before any request), and where its code is (run.ts, loaded only when it runs).
 */
import type { RunContext } from '../../ports/run-context.js'
import { parseCommentSettings } from '../common/comment-input.js'
import { Inputs, Outputs } from '../../inputs/constants.js'
import { type InputGetter } from '../../inputs/parsers.js'
import { PR_STATE_OUTPUTS } from '../common/report.js'
import { defineCommand } from '../common/types.js'
import type { StatusSettings } from './run.js'

export const statusCommand = defineCommand({
  description: "Reads a PR's state in the queue and its place in the line.",
  v2: {
    operations: [
      'pullRequests.resolveByCoordinates',
      'pullRequests.get',
      'pullRequests.queueEntryHistory',
      'pullRequests.queueEntryEstimate',
      'mergeQueueVerificationRuns.get',
    ],
    needs: [],
  },
  target: 'pull-request',
  // The entry's commit is checked against the PR's head: worth a lookup where the event lacks it.
  headSha: 'wanted',
  inputs: [Inputs.Comment],
  outputs: [
    ...PR_STATE_OUTPUTS,
    Outputs.QueueState,
    Outputs.QueueDepth,
    Outputs.QueuePosition,
    Outputs.Reason,
    Outputs.FailedChecks,
    Outputs.EstimatedMergeAt,
    Outputs.PrsAhead,
  ],
  read: readStatusSettings,
  load: () => import('./run.js'),
})

function readStatusSettings(get: InputGetter, ctx: RunContext): StatusSettings {
  return { comment: parseCommentSettings(get, ctx) }
}
