/**
 * wait's row in the command table: what it does, addresses, reads and sets, how it reads its own
 * inputs (before any request), and where its code is (run.ts, loaded only when it runs).
 */
import type { RunContext } from '../../ports/run-context.js'
import { parseCommentSettings } from '../common/comment-input.js'
import { Inputs, Outputs } from '../../inputs/constants.js'
import { defaultOf } from '../../inputs/defaults.js'
import { InputError } from '../../inputs/errors.js'
import { inputRef } from '../../ports/text.js'
import { parseStates, type InputGetter } from '../../inputs/parsers.js'
import { readInteger } from '../../inputs/values.js'
import { PR_STATE_OUTPUTS } from '../common/report.js'
import { defineCommand } from '../common/types.js'
import { V2_PERMISSIONS as P } from '../../wire/v2/permissions.js'
import type { WaitSettings } from './run.js'

export const waitCommand = defineCommand({
  description: 'Waits until a PR is merged (or reaches other states) in the merge queue.',
  v2: {
    operations: [
      'pullRequests.resolveByCoordinates',
      'pullRequests.get',
      'pullRequests.queueEntryHistory',
      'pullRequests.queueEntryEstimate',
      'mergeQueueVerificationRuns.get',
      'mergeQueues.submitPullRequest',
    ],
    needs: [],
    note: `plus "${P.mergeAndCancel.label}" with requeue: transient`,
  },
  target: 'pull-request',
  headSha: 'wanted',
  liveStatus: true,
  inputs: [
    Inputs.WaitFor,
    Inputs.FailOn,
    Inputs.TimeoutSeconds,
    Inputs.PollIntervalSeconds,
    Inputs.MaxPollIntervalSeconds,
    Inputs.NotSubmittedTimeoutSeconds,
    Inputs.Comment,
    Inputs.Requeue,
    Inputs.MaxRequeues,
  ],
  outputs: [
    ...PR_STATE_OUTPUTS,
    Outputs.QueueState,
    Outputs.QueueDepth,
    Outputs.QueuePosition,
    Outputs.TimedOut,
    Outputs.Reason,
    Outputs.FailedChecks,
    Outputs.EstimatedMergeAt,
    Outputs.PrsAhead,
    Outputs.Requeued,
    Outputs.RequeueDecision,
  ],
  read: readWaitSettings,
  load: () => import('./run.js'),
})

function readWaitSettings(get: InputGetter, ctx: RunContext): WaitSettings {
  const waitFor = parseStates(Inputs.WaitFor, get(Inputs.WaitFor) || defaultOf(Inputs.WaitFor))
  // The runner passes the default as if given: the default fails on what wait-for does not name
  // (wait-for: failed waits for it); `none` says no state fails the wait (an empty input is the
  // default).
  const failOnRaw = get(Inputs.FailOn) || defaultOf(Inputs.FailOn)
  const isDefault = failOnRaw === defaultOf(Inputs.FailOn)
  const failOn =
    failOnRaw.toLowerCase() === 'none'
      ? []
      : parseStates(Inputs.FailOn, failOnRaw, true).filter(
          (x) => !isDefault || !waitFor.includes(x),
        )
  const both = waitFor.filter((x) => failOn.includes(x))
  if (both.length) {
    throw new InputError(
      Inputs.FailOn,
      `names ${both.join(', ')}, which ${inputRef(Inputs.WaitFor)} names too`,
      `states that are not in ${inputRef(Inputs.WaitFor)}, or none`,
    )
  }
  const pollIntervalSeconds = readInteger(get, Inputs.PollIntervalSeconds)
  const maxPollIntervalSeconds = readInteger(get, Inputs.MaxPollIntervalSeconds)
  const timeoutSeconds = readInteger(get, Inputs.TimeoutSeconds)
  if (maxPollIntervalSeconds < pollIntervalSeconds) {
    throw new InputError(
      Inputs.MaxPollIntervalSeconds,
      `${maxPollIntervalSeconds} is less than ${inputRef(Inputs.PollIntervalSeconds)} (${pollIntervalSeconds})`,
      `a value at least ${inputRef(Inputs.PollIntervalSeconds)}`,
    )
  }
  return {
    waitFor,
    failOn,
    timeoutSeconds,
    pollIntervalSeconds,
    maxPollIntervalSeconds,
    notSubmittedTimeoutSeconds: readInteger(get, Inputs.NotSubmittedTimeoutSeconds),
    // The PR's own runs (pull_request and its family, a CI's PR build) report as its checks.
    onPullRequestEvent: ctx.pr?.runIsPrCheck === true,
    comment: parseCommentSettings(get, ctx),
    requeue: parseRequeueMode(get),
    maxRequeues: readInteger(get, Inputs.MaxRequeues),
  }
}

/** The `requeue` input: never, or transient (put back after a kick-out not its own). */
function parseRequeueMode(get: InputGetter): 'never' | 'transient' {
  const raw = get(Inputs.Requeue).trim().toLowerCase() || 'never'
  if (raw === 'never' || raw === 'transient') return raw
  throw new InputError(
    Inputs.Requeue,
    `${JSON.stringify(get(Inputs.Requeue).slice(0, 40))} is not a requeue mode`,
    'never or transient',
  )
}
