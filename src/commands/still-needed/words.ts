/** still-needed's words: the log, the summary and the warnings, from its decisions' values. */
import { inputRef } from '../../ports/text.js'
import { Inputs } from '../../inputs/constants.js'
import type {
  NeededReason,
  NeededVerdict,
  PrStanding,
  VerifiedReason,
  VerifiedVerdict,
} from './decide.js'

/** Each reason in a few words, after "PR #N ...". */
const STANDING_TEXT: Record<NeededReason, string> = {
  testing: 'still tests on this test branch',
  'not-a-test-run': 'is not tested on a merge-queue test branch here',
  unknown: 'could not be told',
  cancelled: 'was cancelled (taken out of the queue)',
  failed: 'failed in the queue',
  restarted: 'was restarted on another test branch (a PR ahead of it failed or changed)',
  merged: 'was merged already',
  'not-in-queue': 'is no longer in the queue',
}

/** One PR's standing, for the log and the summary. */
export function standingLine(p: PrStanding): string {
  const state = p.state ? ` (${p.state.toUpperCase()})` : ''
  const on = p.testsOn ? `; it now tests on test run ${p.testsOn}` : ''
  const why = p.failure ? `: ${p.failure}` : ''
  return `PR #${p.number}${state} ${STANDING_TEXT[p.reason]}${on}${why}.`
}

/** The verdict in one line. */
export function verdictLine(v: NeededVerdict, testBranch: string): string {
  if (v.needed && v.reason === 'unknown') {
    return `This run is kept as needed: it could not tell whether the PRs of ${testBranch} still test on it.`
  }
  if (v.needed) return `This run is still needed: ${testBranch} still tests a PR in the queue.`
  const batch =
    v.prs.length > 1 ? `none of the ${v.prs.length} PRs of the batch` : 'its PR no longer'
  return `This run is no longer needed (${v.reason}): ${batch} tests on ${testBranch}.`
}

/** A warning: the verdict is needed because something could not be read. */
export function unknownWarning(testBranch: string, why: string): string {
  return `still-needed could not tell whether the run on ${testBranch} still matters (${why}); it counts as needed and nothing is cancelled.`
}

/** The run is on no test branch. */
export function notATestRun(branch: string | undefined): string {
  return `This run is not on a merge-queue test branch (${branch ?? 'no branch'}): it is needed. Set ${inputRef(Inputs.TestBranch)} to check another run's test branch.`
}

/** A test branch whose name carries no test run id. */
export function noTestRunId(branch: string): string {
  return `The test branch ${branch} carries no test run id (trunk-merge/pr-N/<uuid>); set ${inputRef(Inputs.TestRunId)} to the run's id. It counts as needed.`
}

/** The test run is not known to the queue. */
export function runNotFound(testRunId: string): string {
  return `the queue knows no test run ${testRunId} (it may be older than it keeps)`
}

/** The cancel was asked and accepted. */
export function cancelAsked(runUrl: string, reason: NeededReason): string {
  return `Asked GitHub to cancel this workflow run (${reason}): ${runUrl}`
}

/** The run had already completed: nothing to cancel. */
export function cancelTooLate(runUrl: string): string {
  return `GitHub says this workflow run already completed: nothing to cancel (${runUrl}).`
}

/** The cancel failed. */
export function cancelFailed(why: string): string {
  return `GitHub refused to cancel this workflow run (${why}); the run goes on. The job needs permissions: actions: write.`
}

/** Not needed, and cancel-run not set. */
export function notCancelling(): string {
  return `Nothing is cancelled: ${inputRef(Inputs.CancelRun)} is not true (the outputs say it for the workflow to act on).`
}

/** The watcher checks again later. */
export function watching(seconds: number): string {
  return `Still needed; checking again in ${seconds} s.`
}

/** The watcher ends: its run's other jobs ended. */
export const OTHER_JOBS_ENDED =
  "The run's other jobs have ended: the watcher stops (the run was needed to its end)."

/** The watcher ends: its time ran out. */
export function watchTimedOut(seconds: number): string {
  return `The watcher stops after ${seconds} s (${inputRef(Inputs.TimeoutSeconds)}); the run was still needed.`
}

/** The watcher could not read the run's jobs. */
export function jobsUnknown(why: string): string {
  return `The run's jobs could not be read (${why}); the watcher keeps watching.`
}

/** Cancel-run needs a GitHub token. */
export const NO_GITHUB_TOKEN = 'no GitHub token to cancel the workflow run with'

const VERIFIED_TEXT: Record<VerifiedReason, string> = {
  'same-tree': 'its tree is exactly the tree the queue tested and passed',
  'different-tree':
    'its tree is not the tree the queue tested (a batch merges its PRs one by one, or the branch moved)',
  'no-merged-pr': 'it belongs to no merged PR (a direct push)',
  'not-merged-by-queue': 'the PR it merged did not go through this queue',
  'not-verified': 'the queue names no test run that verified the PR (a direct merge?)',
  'not-passed': 'the test run that verified the PR did not pass',
  unknown: 'it could not be told',
}

/** The push's verdict in one line. */
export function verifiedLine(v: VerifiedVerdict, sha: string): string {
  const pr = v.prNumber !== undefined ? ` (PR #${v.prNumber})` : ''
  const why = v.failure ? `: ${v.failure}` : ''
  return v.alreadyVerified
    ? `Already verified: commit ${sha.slice(0, 12)}${pr} — ${VERIFIED_TEXT[v.reason]} (test run ${v.testRunId ?? ''}).`
    : `Not already verified: commit ${sha.slice(0, 12)}${pr} — ${VERIFIED_TEXT[v.reason]}${why}. Run the jobs.`
}

/** A push whose commit is not known. */
export function noCommit(branch: string): string {
  return `This is a run on ${branch}, but its commit is not known: set ${inputRef(Inputs.CommitSha)}. Not already verified.`
}
