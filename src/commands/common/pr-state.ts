/**
 * What the PR commands share about a PR in the queue: the verdict on its state (which state ends a
 * wait, whether the entry is stale), why it is not ready, the read that tells a missing queue from
 * a PR not in it, and the one answer to a PR the queue has already merged.
 */
import {
  CancelledError,
  NotFoundError,
  isTerminalState,
  type Queue,
  type Readiness,
  type SubmittedPullRequest,
  type TrunkClient,
} from '../../client/index.js'
import { Outputs, type Outcome } from '../../inputs/constants.js'
import { MissingQueueError } from '../../inputs/errors.js'
import { prOutputs, shaMatches } from './shared.js'
import * as summary from './summary.js'
import { commandRef } from '../../ports/text.js'
import { type CommandContext, type CommandResult, type SettingsFor } from './types.js'

/** What the wait is for. */
export interface WaitSpec {
  waitFor: readonly string[]
  failOn: readonly string[]
  /** The head sha the queue entry must be for; undefined to skip the check. */
  expectedSha?: string
}

/** The verdict on one observation. */
export type Verdict =
  { done: true; outcome: Outcome; reason: string } | { done: false; reason?: string }

/** The success path a merged PR has gone through: waiting for any of these ends at MERGED. */
const SUCCESS_PATH = ['not_ready', 'pending', 'testing', 'tests_passed', 'merged']

/**
 * Judges one observation of the PR. Not submitted, stale, a `wait-for` state, a `fail-on` state,
 * or a final state that can no longer lead to a `wait-for` one end the wait; anything else
 * (PENDING_FAILURE and unknown states included) does not.
 */
export function judge(pr: SubmittedPullRequest | null, spec: WaitSpec): Verdict {
  if (!pr)
    return {
      done: true,
      outcome: 'not-submitted',
      reason: 'the PR is not in the queue (it was never submitted to it)',
    }
  const state = pr.state.toLowerCase()
  if (spec.expectedSha && pr.prSha && !shaMatches(pr.prSha, spec.expectedSha)) {
    return {
      done: true,
      outcome: 'stale',
      reason: `the queue's entry is for commit ${pr.prSha.slice(0, 12)}, not the PR's head ${spec.expectedSha.slice(0, 12)}: its result is an old commit's (submit the PR again after a push)`,
    }
  }
  if (spec.waitFor.includes(state))
    return { done: true, outcome: 'success', reason: `the PR reached ${state.toUpperCase()}` }
  if (spec.failOn.includes(state))
    return { done: true, outcome: 'failure', reason: `the PR reached ${state.toUpperCase()}` }
  if (isTerminalState(state)) {
    if (state === 'merged' && spec.waitFor.every((w) => SUCCESS_PATH.includes(w))) {
      return {
        done: true,
        outcome: 'success',
        reason: `the PR reached MERGED, past ${spec.waitFor.map((w) => w.toUpperCase()).join('/')}`,
      }
    }
    return {
      done: true,
      outcome: 'failure',
      reason: `the PR reached ${state.toUpperCase()}, which is final and not one of ${spec.waitFor.map((w) => w.toUpperCase()).join(', ')}`,
    }
  }
  return { done: false }
}

/** Why a PR is in NOT_READY, in words, from its readiness record. */
export function readinessReasons(readiness: Readiness | undefined, prSha?: string): string[] {
  if (!readiness) return ['the service gave no readiness details']
  const reasons: string[] = []
  if (readiness.requiresImpactedTargets && readiness.hasImpactedTargets !== true) {
    reasons.push(
      `the queue needs the PR's impacted targets${prSha ? ` for commit ${prSha.slice(0, 12)}` : ''} and none were uploaded (upload them with ${commandRef('upload-targets')})`,
    )
  }
  if (readiness.doesBaseBranchMatch === false)
    reasons.push("the PR's base branch is not the queue's branch")
  switch (readiness.gitHubMergeability) {
    case 'not_mergeable':
      reasons.push(
        'GitHub reports the PR cannot be merged (a conflict, or a failing required check or review)',
      )
      break
    case 'in_progress':
    case 'unspecified':
      reasons.push('GitHub is still working out whether the PR can be merged')
      break
    case undefined:
    case 'mergeable':
      break
    default:
      reasons.push(`GitHub mergeability is ${readiness.gitHubMergeability}`)
  }
  return reasons.length
    ? reasons
    : ['no blocking reason reported; the queue has not picked it up yet']
}

/**
 * Reads the queue to tell "no such queue" (a {@link MissingQueueError}) apart from "the PR is not
 * in it". Any other failure is not decisive: undefined, and the caller goes on.
 */
export async function readQueueOrMissing(
  client: Pick<TrunkClient, 'getQueue'>,
  ref: { repo: { host: string; owner: string; name: string }; targetBranch: string },
  call: { signal?: AbortSignal; timeoutMs?: number },
): Promise<Queue | undefined> {
  try {
    return await client.getQueue({ repo: ref.repo, targetBranch: ref.targetBranch }, call)
  } catch (e) {
    if (e instanceof NotFoundError) throw new MissingQueueError(ref.repo, ref.targetBranch)
    if (e instanceof CancelledError) throw e
    return undefined
  }
}

export const PR_STATE_OUTPUTS = [
  Outputs.State,
  Outputs.IsSubmitted,
  Outputs.PriorityName,
  Outputs.PriorityValue,
  Outputs.PrSha,
] as const

/**
 * The one answer to a PR the queue has already merged, for every command that would change it
 * (submit, cancel, restart-tests): its state is MERGED (never NOT_SUBMITTED), nothing is done, a notice
 * says so, and the step succeeds with outcome not-submitted (the PR is no longer in the queue).
 */
export function alreadyMerged(
  c: CommandContext<SettingsFor<'pull-request', object>>,
  pr: SubmittedPullRequest,
  what: string,
): CommandResult {
  const text = `PR #${c.s.prNumber} is already MERGED: ${what}.`
  c.log.notice(text)
  return {
    outcome: 'not-submitted',
    outputs: { ...prOutputs(pr), [Outputs.IsSubmitted]: 'false' },
    summary: `${text}\n\n${summary.prSection(pr, summary.summaryContext(c))}`,
  }
}
