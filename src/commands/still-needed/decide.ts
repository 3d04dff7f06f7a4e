/**
 * still-needed's decisions, as values: whether a test run can still matter (each PR it tests, then
 * the run: needed while any of them still tests on it), whether a push to the target branch is a
 * tree the queue already verified, and whether a watcher may stop. Unknown is never "not needed":
 * a read that failed or a fact the service did not give keeps the run.
 */
import type { QueuedPullRequest, QueueTransition, ReadFailure, Reading } from '../../queue/index.js'

/** Why a run is needed or not, as the `reason` output says it. */
export type NeededReason =
  /** The PR (one of the batch) still tests on this test branch: needed. */
  | 'testing'
  /** The run is on no merge-queue test branch: needed (nothing says otherwise). */
  | 'not-a-test-run'
  /** Something could not be read or told: needed, with a warning. */
  | 'unknown'
  /** The PR was taken out of the queue. */
  | 'cancelled'
  /** The PR failed in the queue. */
  | 'failed'
  /** The queue restarted the PR's tests elsewhere (a PR ahead failed, its code changed, ...). */
  | 'restarted'
  /** The PR was merged already. */
  | 'merged'
  /** The queue has no entry of the PR (any more). */
  | 'not-in-queue'

/** Reasons that end a run, in the order a batch's reason is taken when its PRs differ. */
export const NOT_NEEDED_ORDER: readonly NeededReason[] = [
  'restarted',
  'failed',
  'cancelled',
  'merged',
  'not-in-queue',
]

/** Where one PR of the test run stands. */
export interface PrStanding {
  number: number
  reason: NeededReason
  /** Its state in the queue, lower snake case, when read. */
  state?: string
  /** The test run it tests on now, when it left this one for another. */
  testsOn?: string
  /** Why it is unknown: the read that failed, or the fact that was missing. */
  failure?: string
}

/** The run's answer: needed or not, why, and each PR's standing. */
export interface NeededVerdict {
  needed: boolean
  reason: NeededReason
  prs: PrStanding[]
}

/** States in which a PR's test run is its own latest one (it has started and not left it). */
const STARTED = new Set(['testing', 'tests_passed', 'pending_failure'])
/** States in which a PR waits to test again: taken off its test branch, in line for a new one. */
const WAITING = new Set(['pending', 'not_ready'])
/** States that ended the PR's time in the queue, with the reason each gives. */
const ENDED: Record<string, NeededReason> = {
  merged: 'merged',
  cancelled: 'cancelled',
  failed: 'failed',
}

/**
 * The test run a PR tests on now: the newest transition into testing that names a test run
 * (history newest first); undefined when none names one.
 */
export function currentTestRunOf(history: readonly QueueTransition[]): string | undefined {
  return history.find((t) => t.state.toLowerCase() === 'testing' && t.testRunId)?.testRunId
}

function failureText(f: ReadFailure): string {
  return f.status ? `${f.message} (HTTP ${f.status})` : f.message
}

/**
 * Where PR `number` stands for test run `testRunId`: `pr` its read (null: the queue has no entry
 * of it), `history` its entry's transitions (read only when its state alone cannot tell).
 */
export function standingOf(
  number: number,
  testRunId: string,
  pr: Reading<QueuedPullRequest | null>,
  history?: Reading<QueueTransition[]>,
): PrStanding {
  if (pr.status === 'unknown') {
    return { number, reason: 'unknown', failure: failureText(pr.failure) }
  }
  if (pr.status === 'empty' || pr.value === null) return { number, reason: 'not-in-queue' }
  const state = pr.value.state.toLowerCase()
  const ended = ENDED[state]
  if (ended) return { number, reason: ended, state }
  if (WAITING.has(state)) return { number, reason: 'restarted', state }
  if (!STARTED.has(state)) {
    return { number, reason: 'unknown', state, failure: `its state ${state} is not one it knows` }
  }
  if (!history || history.status === 'unknown') {
    const why = history?.status === 'unknown' ? failureText(history.failure) : 'not read'
    return { number, reason: 'unknown', state, failure: `its history could not be read: ${why}` }
  }
  const current = history.status === 'read' ? currentTestRunOf(history.value) : undefined
  if (current === undefined) {
    return {
      number,
      reason: 'unknown',
      state,
      failure: 'its history names no test run it tests on',
    }
  }
  if (current.toLowerCase() === testRunId.toLowerCase()) return { number, reason: 'testing', state }
  return { number, reason: 'restarted', state, testsOn: current }
}

/** True when reading PR `state` is not enough: its history says which test run it is on. */
export function needsHistory(pr: Reading<QueuedPullRequest | null>): boolean {
  return pr.status === 'read' && pr.value !== null && STARTED.has(pr.value.state.toLowerCase())
}

/**
 * The run's verdict from its PRs' standings: needed while any tests on it or any is unknown (an
 * empty list is unknown too); else the reason they share, or the first of
 * {@link NOT_NEEDED_ORDER} one of them has.
 */
export function verdictOf(prs: PrStanding[]): NeededVerdict {
  if (prs.length === 0) return { needed: true, reason: 'unknown', prs }
  if (prs.some((p) => p.reason === 'testing')) return { needed: true, reason: 'testing', prs }
  if (prs.some((p) => p.reason === 'unknown')) return { needed: true, reason: 'unknown', prs }
  const reason = NOT_NEEDED_ORDER.find((r) => prs.some((p) => p.reason === r)) ?? 'unknown'
  return { needed: reason === 'unknown', reason, prs }
}

// ---- A push to the target branch ---------------------------------------------------------------

/** Why a push is or is not a tree the queue verified, as the `reason` output says it. */
export type VerifiedReason =
  /** The pushed tree is the tested tree of a passed verification run. */
  | 'same-tree'
  /** The PR's verification run tested another tree (a batch's earlier PR, the branch moved). */
  | 'different-tree'
  /** The commit belongs to no merged PR (a direct push). */
  | 'no-merged-pr'
  /** The merged PR did not go through this queue (or the queue kept no record of it). */
  | 'not-merged-by-queue'
  /** The queue names no run that verified it (a direct merge, or the API did not say). */
  | 'not-verified'
  /** The run that verified it did not pass (as the service reports it now). */
  | 'not-passed'
  /** A read failed: the jobs run (with a warning). */
  | 'unknown'

/** The push's answer. */
export interface VerifiedVerdict {
  alreadyVerified: boolean
  reason: VerifiedReason
  /** The PR it merged, when found. */
  prNumber?: number
  /** The verification run, when found. */
  testRunId?: string
  /** The tested commit, when found. */
  testedSha?: string
  failure?: string
}

/** What was read for a push, step by step; a step not reached is undefined. */
export interface PushFacts {
  /** The merged PRs the commit belongs to, into this branch. */
  mergedPrs: Reading<number[]>
  /** The queue's record of the first of them. */
  pr?: Reading<QueuedPullRequest | null>
  /** Its verification run: status and tested commit. */
  run?: Reading<{ status?: string; testBranchSha: string }>
  /** The trees of the pushed commit and the tested one. */
  trees?: Reading<{ pushed: string; tested: string }>
}

/** The push's verdict from what was read: true only on the same tree of a passed run. */
export function verifiedVerdictOf(f: PushFacts): VerifiedVerdict {
  const no = (reason: VerifiedReason, extra: Partial<VerifiedVerdict> = {}): VerifiedVerdict => ({
    alreadyVerified: false,
    reason,
    ...extra,
  })
  if (f.mergedPrs.status === 'unknown') {
    return no('unknown', { failure: failureText(f.mergedPrs.failure) })
  }
  if (f.mergedPrs.status === 'empty') return no('no-merged-pr')
  const prNumber = f.mergedPrs.value[0] as number
  if (!f.pr) return no('unknown', { prNumber, failure: 'the queue was not asked' })
  if (f.pr.status === 'unknown')
    return no('unknown', { prNumber, failure: failureText(f.pr.failure) })
  const pr = f.pr.status === 'read' ? f.pr.value : null
  if (!pr || pr.state.toLowerCase() !== 'merged') return no('not-merged-by-queue', { prNumber })
  if (!pr.verifiedBy) return no('not-verified', { prNumber })
  const testRunId = pr.verifiedBy
  if (!f.run) return no('unknown', { prNumber, testRunId, failure: 'the run was not read' })
  if (f.run.status !== 'read') {
    const failure = f.run.status === 'unknown' ? failureText(f.run.failure) : 'no such run'
    return no('unknown', { prNumber, testRunId, failure })
  }
  const testedSha = f.run.value.testBranchSha
  if (f.run.value.status !== undefined && f.run.value.status.toLowerCase() !== 'succeeded') {
    return no('not-passed', { prNumber, testRunId, testedSha })
  }
  if (!f.trees || f.trees.status !== 'read') {
    const failure =
      f.trees?.status === 'unknown' ? failureText(f.trees.failure) : 'the trees were not read'
    return no('unknown', { prNumber, testRunId, testedSha, failure })
  }
  if (f.trees.value.pushed !== f.trees.value.tested) {
    return no('different-tree', { prNumber, testRunId, testedSha })
  }
  return { alreadyVerified: true, reason: 'same-tree', prNumber, testRunId, testedSha }
}

// ---- The watcher ---------------------------------------------------------------------------------

/** True when no job of the run but one (the watcher itself) is still to finish. */
export function onlyWatcherLeft(jobs: readonly { status: string }[]): boolean {
  return jobs.filter((j) => j.status !== 'completed').length <= 1
}
