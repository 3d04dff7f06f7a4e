/**
 * requeue's row in the command table: what it does, addresses, reads and sets, how it reads its own
 * inputs (before any request), and where its code is (run.ts, loaded only when it runs).
 */
import type { RunContext } from '../../ports/run-context.js'
import { parseCommentSettings } from '../common/comment-input.js'
import { Inputs, Outputs } from '../../inputs/constants.js'
import { type InputGetter } from '../../inputs/parsers.js'
import { readInteger } from '../../inputs/values.js'
import { PR_STATE_OUTPUTS } from '../common/report.js'
import { defineCommand } from '../common/types.js'
import { V2_PERMISSIONS as P } from '../../wire/v2/permissions.js'
import type { RequeueSettings } from './run.js'

export const requeueCommand = defineCommand({
  description:
    'Puts a PR back in the queue when it left for a cause not its own (a timed-out test run, ' +
    'stopped checks), at most a set number of times per head commit.',
  v2: {
    operations: [
      'pullRequests.resolveByCoordinates',
      'pullRequests.get',
      'pullRequests.queueEntryHistory',
      'mergeQueueVerificationRuns.get',
      'mergeQueues.submitPullRequest',
    ],
    needs: [P.mergeAndCancel.label],
  },
  target: 'pull-request',
  // The entry's commit is checked against the PR's head: a kick-out of an old commit is not requeued.
  headSha: 'wanted',
  inputs: [Inputs.MaxRequeues, Inputs.Comment],
  outputs: [
    ...PR_STATE_OUTPUTS,
    Outputs.Reason,
    Outputs.FailedChecks,
    Outputs.Requeued,
    Outputs.RequeueDecision,
  ],
  read: readRequeueSettings,
  load: () => import('./run.js'),
})

function readRequeueSettings(get: InputGetter, ctx: RunContext): RequeueSettings {
  return {
    maxRequeues: readInteger(get, Inputs.MaxRequeues),
    comment: parseCommentSettings(get, ctx),
  }
}
