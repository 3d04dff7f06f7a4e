/**
 * Why a PR is in the state a status or wait ends on: the decision (a stable reason code, the
 * words, the checks that failed) as pure functions, and the read of the cause, which costs at
 * most two requests and only for the states that need it (FAILED, PENDING_FAILURE, CANCELLED).
 * A cause that cannot be read never fails the step: the state stands, with `reason=unknown`.
 */
import {
  CancelledError,
  TrunkApiError,
  type FailedCheck,
  type PullRequestRef,
  type Queue,
  type QueueTransition,
  type SubmittedPullRequest,
  type TestingDetails,
} from '../../client/index.js'
import type { MergeQueueClient, SubmittedPullRequestV2 } from '../../client/v2/index.js'
import { MAX_LIST_OUTPUT_BYTES, Outputs } from '../../inputs/constants.js'
import { readinessReasons } from './pr-state.js'
import { positionIn } from './shared.js'
import { jsonArrayWithin } from '../../ports/text.js'
import type { CommandResult, Log } from './types.js'

/** The `reason` output: one short, stable code per cause (the README lists them). */
export type ReasonCode =
  | 'tests-failed'
  | 'tests-timed-out'
  | 'merge-conflict'
  | 'merge-refused'
  | 'failed-other'
  | 'cancelled-by-user'
  | 'new-commit'
  | 'pr-closed'
  | 'not-ready-timeout'
  | 'base-branch-changed'
  | 'converted-to-draft'
  | 'cancelled-other'
  | 'behind-base'
  | 'conflict'
  | 'failing-check'
  | 'awaiting-check'
  | 'missing-impacted-targets'
  | 'base-branch-mismatch'
  | 'mergeability-pending'
  | 'not-mergeable'
  | 'unknown'

/** What each code means, and the states it goes with: the README's table. */
export const REASON_CODES: Record<ReasonCode, { states: string; meaning: string }> = {
  'tests-failed': {
    states: 'FAILED, PENDING_FAILURE',
    meaning: "checks failed in the queue's test run (`failed-checks` lists them)",
  },
  'tests-timed-out': {
    states: 'FAILED, PENDING_FAILURE',
    meaning: "the queue's test run passed the queue's testing timeout",
  },
  'merge-conflict': {
    states: 'FAILED',
    meaning: 'the test branch could not be built: a conflict with the PRs ahead or the base',
  },
  'merge-refused': {
    states: 'FAILED',
    meaning: 'GitHub refused the merge (branch protection, a change at merge time, API errors)',
  },
  'failed-other': {
    states: 'FAILED',
    meaning: "another failure; the summary gives the service's code",
  },
  'cancelled-by-user': {
    states: 'CANCELLED',
    meaning: 'a person (or a call of the API) took it out',
  },
  'new-commit': { states: 'CANCELLED', meaning: 'a new commit was pushed to the PR' },
  'pr-closed': { states: 'CANCELLED', meaning: 'the PR was closed' },
  'not-ready-timeout': { states: 'CANCELLED', meaning: 'it stayed NOT_READY too long' },
  'base-branch-changed': {
    states: 'CANCELLED',
    meaning: "the PR's base branch changed, or it was merged into another branch",
  },
  'converted-to-draft': { states: 'CANCELLED', meaning: 'the PR was converted to a draft' },
  'cancelled-other': {
    states: 'CANCELLED',
    meaning: "another reason (stacked PRs, ...); the summary gives the service's code",
  },
  'behind-base': { states: 'NOT_READY', meaning: 'the PR is behind its base branch' },
  conflict: { states: 'NOT_READY', meaning: 'the PR has a merge conflict' },
  'failing-check': { states: 'NOT_READY', meaning: 'a required check of the PR fails' },
  'awaiting-check': {
    states: 'NOT_READY',
    meaning: 'a required check of the PR is missing or running',
  },
  'missing-impacted-targets': {
    states: 'NOT_READY',
    meaning: "the queue needs the head commit's impacted targets, and none were uploaded",
  },
  'base-branch-mismatch': {
    states: 'NOT_READY',
    meaning: "the PR's base is not the queue's branch",
  },
  'mergeability-pending': {
    states: 'NOT_READY',
    meaning: 'GitHub is still working out whether the PR can be merged',
  },
  'not-mergeable': {
    states: 'NOT_READY',
    meaning:
      'GitHub says the PR cannot be merged (v1 does not say why: a conflict, a check, a review)',
  },
  unknown: {
    states: 'FAILED, PENDING_FAILURE, CANCELLED, NOT_READY',
    meaning: 'the cause could not be read (the summary says why); the state is still right',
  },
}

/** The conclusions that count as a failed check (GitHub's spelling, as both APIs send it). */
const FAILING_CONCLUSIONS = new Set([
  'FAILURE',
  'TIMED_OUT',
  'CANCELLED',
  'ACTION_REQUIRED',
  'ERROR',
  'STALE',
  'STARTUP_FAILURE',
])

/** Why a PR is in its state. */
export interface Why {
  /** The `reason` output; '' where the state has no cause (merged, testing, ...). */
  reason: ReasonCode | ''
  /** The cause in one sentence (empty where there is none). */
  headline: string
  /** More lines for the summary (who, when, the service's code, the line ahead). */
  details: string[]
  /** The checks that failed, first failure first. */
  failedChecks: FailedCheck[]
  /** Set when the cause could not be read: why. */
  missing?: string
  /** The service's own reason code of the transition (UPPER_SNAKE), when it gave one. */
  serviceCode?: string
}

/** What was read about the cause. */
export interface CauseReading {
  /** The transition into the current state (newest first: the first of that state). */
  transition?: QueueTransition
  /** The failed checks of the test run, from its details. */
  runChecks?: FailedCheck[]
  /** The test run read. */
  testRunId?: string
  /** Why the reading is incomplete. */
  missing?: string
}

/** The failed checks of a test run's details: check runs and status checks, one per name. */
export function failedChecksOf(details: TestingDetails): FailedCheck[] {
  const out = new Map<string, FailedCheck>()
  for (const suite of details.checkSuites) {
    for (const r of suite.checkRuns) {
      const conclusion = r.conclusion?.toUpperCase()
      if (conclusion && FAILING_CONCLUSIONS.has(conclusion) && !out.has(r.name)) {
        out.set(r.name, { name: r.name, conclusion, ...(r.url ? { url: r.url } : {}) })
      }
    }
  }
  for (const s of details.statusChecks) {
    const state = s.state?.toUpperCase()
    if (state && FAILING_CONCLUSIONS.has(state) && !out.has(s.context)) {
      out.set(s.context, { name: s.context, conclusion: state, ...(s.url ? { url: s.url } : {}) })
    }
  }
  return [...out.values()]
}

/** The states whose cause is read from the service (the others need no request). */
export function needsCause(state: string): boolean {
  return ['failed', 'pending_failure', 'cancelled'].includes(state.toLowerCase())
}

const FAILED_REASONS: Record<string, ReasonCode> = {
  TEST_RUN_REQUIRED_STATUS_FAILED: 'tests-failed',
  TEST_RUN_FAILED_BY_OPTIMIZATION: 'tests-failed',
  TEST_RUN_TIMEOUT: 'tests-timed-out',
  START_TEST_RUN_MERGE_CONFLICT: 'merge-conflict',
  PR_UPDATED_AT_MERGE_TIME: 'merge-refused',
  GITHUB_API_MERGE_PR_FAILED: 'merge-refused',
  GITHUB_API_DIRECT_MERGE_PR_FAILED: 'merge-refused',
  GITHUB_API_BRANCH_PROTECTION_UNMET: 'merge-refused',
  GITHUB_API_MERGE_ALREADY_IN_PROGRESS: 'merge-refused',
  GITHUB_API_RATE_LIMIT_EXCEEDED: 'merge-refused',
  GITHUB_API_REPEATED_SERVER_ERRORS: 'merge-refused',
}

const CANCELLED_REASONS: Record<string, ReasonCode> = {
  USER_REQUESTED: 'cancelled-by-user',
  TRUNK_ADMIN_REQUESTED: 'cancelled-by-user',
  API_REQUESTED: 'cancelled-by-user',
  PR_CLOSED: 'pr-closed',
  STACKED_PR_MEMBER_CLOSED: 'pr-closed',
  PR_PUSHED_TO: 'new-commit',
  STACKED_PR_MEMBER_PUSHED_TO: 'new-commit',
  NOT_READY_TIMEOUT_EXPIRED: 'not-ready-timeout',
  PR_BASE_BRANCH_CHANGED: 'base-branch-changed',
  PR_MERGED_INTO_OTHER_BRANCH: 'base-branch-changed',
  STACKED_PR_MEMBER_BASE_BRANCH_CHANGED: 'base-branch-changed',
  PR_CONVERTED_TO_DRAFT: 'converted-to-draft',
}

/** v2's mergeability reason codes, in the order they are said. */
const BLOCK_REASONS: Record<string, ReasonCode> = {
  conflict: 'conflict',
  behind: 'behind-base',
  failingCheck: 'failing-check',
  awaitingCheck: 'awaiting-check',
}

/** The failure's checks: the run's own details first, else those the transition names. */
function checksOfFailure(r: CauseReading): FailedCheck[] {
  if (r.runChecks?.length) return r.runChecks
  return r.transition?.failedChecks ?? []
}

function who(t: QueueTransition | undefined): string {
  const parts = [t?.actor ? `by ${t.actor}` : '', t?.at ? `at ${t.at}` : ''].filter(Boolean)
  return parts.join(' ')
}

/** The words for a list of checks: `unit-tests (FAILURE), lint (TIMED_OUT)`. */
export function checksText(checks: readonly FailedCheck[]): string {
  return checks.map((c) => `${c.name} (${c.conclusion})`).join(', ')
}

/**
 * Why the PR is in its state, from the PR, the queue (for the line ahead) and what was read of
 * the cause. Pure: the summary, the log, the outputs and the comment all say this.
 */
export function explain(
  pr: SubmittedPullRequest | SubmittedPullRequestV2 | null,
  reading: CauseReading,
  opts: { queue?: Queue; prSha?: string } = {},
): Why {
  const none: Why = { reason: '', headline: '', details: [], failedChecks: [] }
  if (!pr) return none
  const state = pr.state.toLowerCase()
  const t = reading.transition
  const code = t?.reason?.toUpperCase()
  const serviceSaid = code ? `The service's reason: ${code}.` : ''
  const unknown = (what: string): Why => ({
    reason: 'unknown',
    headline: `The cause of ${state.toUpperCase()} could not be read: ${reading.missing ?? what}.`,
    details: [],
    failedChecks: [],
    missing: reading.missing ?? what,
  })
  switch (state) {
    case 'failed':
    case 'pending_failure': {
      const checks = checksOfFailure(reading)
      if (!t && !checks.length) return unknown('the service gave no timeline for this PR')
      let reason: ReasonCode =
        (code && FAILED_REASONS[code]) ||
        (checks.length ? 'tests-failed' : state === 'failed' ? 'failed-other' : 'tests-failed')
      if (
        reason === 'tests-failed' &&
        checks.length &&
        checks.every((c) => c.conclusion === 'TIMED_OUT')
      )
        reason = 'tests-timed-out'
      const run = reading.testRunId ?? t?.testRunId
      const headline =
        reason === 'tests-failed' || reason === 'tests-timed-out'
          ? checks.length
            ? `${checks.length === 1 ? 'A check' : `${checks.length} checks`} failed in the queue's test run${run ? ` ${run}` : ''}: ${checksText(checks)}.`
            : `The queue's test run${run ? ` ${run}` : ''} failed${reason === 'tests-timed-out' ? ' (it timed out)' : ''}; the service named no failing check.`
          : `${REASON_CODES[reason].meaning[0]?.toUpperCase()}${REASON_CODES[reason].meaning.slice(1)}.`
      const details = [
        state === 'pending_failure'
          ? 'It is PENDING_FAILURE: the queue keeps it while the PRs behind it test, and fails it unless one of them passes with it.'
          : '',
        t?.message ? `The service says: ${t.message}` : '',
        serviceSaid,
        who(t) ? `Failed ${who(t)}.` : '',
        reading.missing && !checks.length
          ? `The test run's checks could not be read: ${reading.missing}.`
          : '',
      ].filter(Boolean)
      return {
        reason,
        headline,
        details,
        failedChecks: checks,
        ...(code ? { serviceCode: code } : {}),
      }
    }
    case 'cancelled': {
      if (!t) return unknown('the service gave no timeline for this PR')
      const reason: ReasonCode = (code && CANCELLED_REASONS[code]) || 'cancelled-other'
      const by = t.actor ? ` by ${t.actor}` : ''
      const words: Partial<Record<ReasonCode, string>> = {
        'cancelled-by-user': `It was taken out of the queue${by || ' through the API or the app'}.`,
        'new-commit': `A new commit was pushed to the PR${by}, which took it out of the queue.`,
        'pr-closed': `The PR was closed${by}.`,
        'not-ready-timeout': 'It stayed NOT_READY longer than the queue allows.',
        'base-branch-changed': `The PR's base branch changed${by}.`,
        'converted-to-draft': `The PR was converted to a draft${by}.`,
      }
      return {
        reason,
        headline: words[reason] ?? `It was cancelled${by} (${code ?? 'no reason given'}).`,
        details: [
          t.message ? `The service says: ${t.message}` : '',
          serviceSaid,
          t.at ? `Cancelled at ${t.at}.` : '',
        ].filter(Boolean),
        failedChecks: [],
        ...(code ? { serviceCode: code } : {}),
      }
    }
    case 'not_ready': {
      const v2 = (pr as SubmittedPullRequestV2).v2?.readiness
      const blocks = (v2?.mergeabilityDetails?.reasons ?? []).map((r) => ({
        code: BLOCK_REASONS[r.code] ?? ('not-mergeable' as ReasonCode),
        message: r.check ? `${r.message} (${r.check})` : r.message,
      }))
      const r = pr.readiness
      const codes: ReasonCode[] = []
      if (r?.requiresImpactedTargets && r.hasImpactedTargets !== true)
        codes.push('missing-impacted-targets')
      if (r?.doesBaseBranchMatch === false) codes.push('base-branch-mismatch')
      codes.push(...blocks.map((b) => b.code))
      const m = r?.gitHubMergeability
      if (!blocks.length && m === 'not_mergeable') codes.push('not-mergeable')
      if (!blocks.length && (m === 'in_progress' || m === 'unspecified'))
        codes.push('mergeability-pending')
      const words = [
        ...readinessReasons(pr.readiness, opts.prSha),
        ...blocks.map((b) => `GitHub: ${b.message}`),
      ]
      if (!r) return unknown('the service gave no readiness details')
      return {
        reason: codes[0] ?? '',
        headline: `It waits for: ${words.join('; ')}.`,
        details: [],
        failedChecks: [],
      }
    }
    case 'pending':
    case 'testing': {
      const q = opts.queue
      const pos = q ? positionIn(q, pr.prNumber) : undefined
      if (!q || pos === undefined) return none
      const ahead = q.enqueuedPullRequests.slice(0, pos - 1).map((p) => `#${p.prNumber}`)
      return {
        reason: '',
        headline: `Position ${pos} of ${q.enqueuedPullRequests.length}; ${ahead.length ? `ahead of it: ${ahead.join(', ')}` : 'nothing ahead of it'}.`,
        details: [],
        failedChecks: [],
      }
    }
    default:
      return none
  }
}

/**
 * Reads the cause of the PR's state: the timeline (one request) and, for a failure with a test
 * run, that run's checks (one more). Never throws but for a cancelled job: what could not be read
 * is said in `missing`.
 */
export async function readCause(
  client: Pick<MergeQueueClient, 'getPullRequestTimeline' | 'getMergeQueueTestingDetails'>,
  ref: PullRequestRef,
  pr: SubmittedPullRequest | null,
  call: { signal?: AbortSignal; timeoutMs?: number; testBranchRunId?: string },
): Promise<CauseReading> {
  if (!pr || !needsCause(pr.state)) return {}
  const state = pr.state.toLowerCase()
  const reading: CauseReading = {}
  try {
    const timeline = await client.getPullRequestTimeline(ref, call)
    reading.transition = timeline.find((t) => t.state === state) ?? undefined
    if (!timeline.length) reading.missing = 'the service sent no timeline for this PR'
    else if (!reading.transition)
      reading.missing = `the timeline has no change into ${state.toUpperCase()} yet`
  } catch (e) {
    if (e instanceof CancelledError || call.signal?.aborted) throw e
    reading.missing = `its timeline could not be read (${describeError(e)})`
    return reading
  }
  // The queue's own test branch names its run: with no timeline (an older v1), it says which.
  const fromBranch = !reading.transition && call.testBranchRunId ? call.testBranchRunId : undefined
  const runId = reading.transition?.testRunId ?? fromBranch
  if (state === 'cancelled' || !runId) return reading
  if (fromBranch) reading.missing = undefined
  reading.testRunId = runId
  try {
    const details = await client.getMergeQueueTestingDetails(
      { repo: ref.repo, targetBranch: ref.targetBranch, testRunId: runId },
      { signal: call.signal, timeoutMs: call.timeoutMs },
    )
    reading.runChecks = failedChecksOf(details)
  } catch (e) {
    if (e instanceof CancelledError || call.signal?.aborted) throw e
    reading.missing = `test run ${runId} could not be read (${describeError(e)})`
  }
  return reading
}

function describeError(e: unknown): string {
  if (e instanceof TrunkApiError) return `${e.kind}${e.status ? `, HTTP ${e.status}` : ''}`
  return e instanceof Error ? e.message : String(e)
}

/** The PR's cause: what {@link readCause} reads (only for states that need it), explained. */
export async function whyOf(
  client: Parameters<typeof readCause>[0],
  ref: PullRequestRef,
  pr: SubmittedPullRequest | null,
  opts: { signal?: AbortSignal; queue?: Queue; prSha?: string; testBranchRunId?: string },
): Promise<Why> {
  const reading = await readCause(client, ref, pr, {
    signal: opts.signal,
    ...(opts.testBranchRunId ? { testBranchRunId: opts.testBranchRunId } : {}),
  })
  return explain(pr, reading, { queue: opts.queue, prSha: opts.prSha })
}

/**
 * The test run this job is testing, when it runs on the queue's own test branch of this PR
 * (`trunk-merge/pr-<N>/<run id>`): the cause's fallback when the service sends no timeline.
 */
export function testBranchRunIdFor(
  run: { testBranch?: { prNumber: number; testRunId: string } },
  prNumber: number,
): { testBranchRunId?: string } {
  const b = run.testBranch
  return b && b.prNumber === prNumber ? { testBranchRunId: b.testRunId } : {}
}

/** The `reason` and `failed-checks` outputs. */
export function whyOutputs(why: Why): CommandResult['outputs'] {
  const checks = why.failedChecks.map((c) => ({
    name: c.name,
    conclusion: c.conclusion,
    url: c.url ?? '',
  }))
  return {
    [Outputs.Reason]: why.reason,
    [Outputs.FailedChecks]: jsonArrayWithin(checks, MAX_LIST_OUTPUT_BYTES).json,
  }
}

/** The log lines of a cause, and an error annotation naming the checks that failed. */
export function logWhy(
  log: Pick<Log, 'info' | 'annotate'>,
  why: Why,
  prNumber: number,
  annotate = true,
): void {
  if (!why.headline) return
  log.info(`Why: ${why.headline}`)
  for (const d of why.details) log.info(`  ${d}`)
  for (const c of why.failedChecks)
    log.info(`  ${c.name}: ${c.conclusion}${c.url ? ` ${c.url}` : ''}`)
  if (annotate && why.failedChecks.length) {
    log.annotate('error', `PR #${prNumber}: ${why.headline}`, {
      title: `Merge queue: ${why.failedChecks.length === 1 ? 'a check' : 'checks'} failed`,
    })
  }
}
