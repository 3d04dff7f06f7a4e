/**
 * The run context's refusals in words: what was not given at this door, and what to set, with an
 * expression that exists for the event (resolve.ts decides; this says it).
 */
import type { RunContext } from '../../ports/run-context.js'
import { type Door } from '../../ports/text.js'
import { inputNameIn } from '../../inputs/descriptions.js'
import type { InputName } from '../../inputs/constants.js'

/** A value the command needs that nothing gives: maps onto `InputError(input, message, expected)`. */
export interface ContextError {
  /** The input to set, as in action.yml. */
  input: 'repository' | 'target-branch' | 'pr-number' | 'pr-sha'
  /** What is missing and why. */
  message: string
  /** What to set, with an expression that exists for this event. */
  expected: string
}

/** How a door says an input was not given: an action's input is empty, a flag is not set. */
export function notGiven(door: Door): string {
  return door === 'cli' ? 'is not set' : 'is empty'
}

/** An input with a value, as a user writes it at the door: `pr-number: 123`, `--pr-number 123`. */
export function exampleOf(door: Door, input: InputName, value: string): string {
  return door === 'cli' ? `${inputNameIn('cli', input)} ${value}` : `${input}: ${value}`
}

/** What a CI said it could not use, as a parenthesis ending a message; '' when nothing. */
export function ciNotes(context: RunContext): string {
  return context.ci?.notes.length ? ` (${context.ci.notes.join('; ')})` : ''
}

/** What gives the run's facts, for a message: `Buildkite`, or `the pull_request event`. */
export function factsSource(context: RunContext): string {
  return context.ci?.label ?? `the ${context.eventName ?? 'triggering'} event`
}

/** A pr-number hint for this event, naming only expressions that exist for it (at its door). */
export function missingPrNumber(
  context: RunContext,
  ownRepository: boolean,
  repository: string,
  door: Door,
): ContextError {
  const hints = context.eventHints ?? {}
  const event = context.eventName ?? 'triggering'
  const unset = notGiven(door)
  const plain = `the PR number, e.g. ${exampleOf(door, 'pr-number', '123')}`
  // A workflow expression helps only in a workflow's step: the command line gets the plain hint.
  const expected = (hint: string) => (door === 'cli' ? plain : `the PR number, e.g. ${hint}`)
  const ci = context.ci
  if (ci) {
    const why = !ci.detected
      ? 'no CI was detected (Buildkite, CircleCI, Jenkins or GitHub Actions) to name the PR'
      : !ownRepository
        ? `the ${ci.label} build is for ${context.repository ?? 'another repository'}, not ${repository}`
        : `${ci.label} names no PR for this build${ci.noPr ? ` (${ci.noPr})` : ''}, and ` +
          `${ci.branch ? `the branch ${ci.branch}` : 'the build'} is not a merge-queue test branch ` +
          '(trunk-merge/pr-N/<uuid>)'
    return {
      input: 'pr-number',
      message: `${unset}, and ${why}${ciNotes(context)}`,
      expected: plain,
    }
  }
  // An event that could not be read says nothing either way: say so, not "it has no PR".
  if (context.problem) {
    return {
      input: 'pr-number',
      message: `${unset}, and the ${event} event gives no pull request: ${context.problem}`,
      expected: plain,
    }
  }
  if (!ownRepository) {
    return {
      input: 'pr-number',
      message: `${unset}, and the ${event} event's PR (if any) is not one of the given repository's`,
      expected: plain,
    }
  }
  switch (context.eventName) {
    case 'issue_comment':
    case 'issues': {
      return {
        input: 'pr-number',
        message:
          `${unset}, and this ${event} event is for issue #${hints.issueNumber ?? '?'}, ` +
          'which is not a pull request',
        expected:
          door === 'cli'
            ? plain
            : 'a PR: run the job only for comments on a PR ' +
              '(if: ${{ github.event.issue.pull_request }}), or set pr-number',
      }
    }
    case 'workflow_dispatch': {
      const key = hints.dispatchPrKey
      return {
        input: 'pr-number',
        message: `${unset}, and a workflow_dispatch event has no pull request`,
        expected: expected(
          key
            ? `\${{ inputs.${key} }} (this workflow's input ${key})`
            : 'a workflow_dispatch input declared as pr-number and passed as ${{ inputs.pr-number }}',
        ),
      }
    }
    case 'repository_dispatch': {
      const key = hints.dispatchPrKey
      return {
        input: 'pr-number',
        message: `${unset}, and a repository_dispatch event has no pull request`,
        expected: expected(
          `\${{ github.event.client_payload.${key ?? 'pr_number'} }}${key ? '' : ' (sent in the dispatch)'}`,
        ),
      }
    }
    case 'workflow_run': {
      return {
        input: 'pr-number',
        message: `${unset}, and a workflow_run event has no pull request of its own`,
        expected: expected(
          hints.workflowRunHasPullRequests
            ? '${{ github.event.workflow_run.pull_requests[0].number }}'
            : 'pr-number: 123 (this run lists no PR: runs of fork PRs never do)',
        ),
      }
    }
    case 'merge_group':
      return {
        input: 'pr-number',
        message:
          `${unset}: a merge_group event comes from GitHub's own merge queue, not Trunk's, ` +
          'and names no single PR',
        expected: plain,
      }
    case 'push':
      return {
        input: 'pr-number',
        message:
          `${unset}, and this push is not to a merge-queue test branch ` +
          '(trunk-merge/pr-N/<uuid>), so it has no pull request',
        expected: plain,
      }
    default:
      return {
        input: 'pr-number',
        message: `${unset}, and the ${event} event has no pull request`,
        expected: plain,
      }
  }
}

/** A target-branch hint for this event (at its door). */
export function missingTargetBranch(context: RunContext, door: Door): ContextError {
  const { eventName } = context
  const base = context.eventHints?.mergeGroupBaseRef
  const unset = notGiven(door)
  const plain = `the queue's branch, e.g. ${door === 'cli' ? exampleOf(door, 'target-branch', 'main') : 'main'}`
  if (context.ci) {
    return {
      input: 'target-branch',
      message: `${unset}, and no PR names the queue${ciNotes(context)}`,
      expected: plain,
    }
  }
  if (context.problem) {
    return {
      input: 'target-branch',
      message: `${unset}, and the ${eventName ?? 'triggering'} event gives no pull request: ${context.problem}`,
      expected: plain,
    }
  }
  return {
    input: 'target-branch',
    message:
      `${unset}, and the ${eventName ?? 'triggering'} event has no pull request ` +
      'whose base branch would name the queue',
    expected:
      eventName === 'merge_group' && base && door === 'action'
        ? "the queue's branch, e.g. ${{ github.event.merge_group.base_ref }}"
        : plain,
  }
}
