/**
 * Why a PR is in the state a status or wait ends on, as a value: a stable reason code, the checks
 * that failed, the transition that says who and when, what it waits for, its place in the line;
 * and the read of the cause, which costs at most two requests and only for the states that need
 * it (FAILED, PENDING_FAILURE, CANCELLED). A cause that cannot be read never fails the step: the
 * state stands, with reason `unknown` and what is missing. The words are the commands'.
 */
import { positionIn, readinessBlockers, type Blocker } from './pr-state.js'
import { failureOf, isCancellation } from './reading.js'
import type {
  CallOptions,
  FailedCheck,
  MergeQueue,
  PullRequestRef,
  Queue,
  QueuedPullRequest,
  QueueTransition,
  ReadFailure,
  TestRun,
} from './types.js'

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

/** The states each code goes with (the README's table). */
export const REASON_STATES: Record<ReasonCode, string> = {
  'tests-failed': 'FAILED, PENDING_FAILURE',
  'tests-timed-out': 'FAILED, PENDING_FAILURE',
  'merge-conflict': 'FAILED',
  'merge-refused': 'FAILED',
  'failed-other': 'FAILED',
  'cancelled-by-user': 'CANCELLED',
  'new-commit': 'CANCELLED',
  'pr-closed': 'CANCELLED',
  'not-ready-timeout': 'CANCELLED',
  'base-branch-changed': 'CANCELLED',
  'converted-to-draft': 'CANCELLED',
  'cancelled-other': 'CANCELLED',
  'behind-base': 'NOT_READY',
  conflict: 'NOT_READY',
  'failing-check': 'NOT_READY',
  'awaiting-check': 'NOT_READY',
  'missing-impacted-targets': 'NOT_READY',
  'base-branch-mismatch': 'NOT_READY',
  'mergeability-pending': 'NOT_READY',
  'not-mergeable': 'NOT_READY',
  unknown: 'FAILED, PENDING_FAILURE, CANCELLED, NOT_READY',
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

/** What of the cause could not be read, or was not sent. */
export type Missing =
  /** The service sent no timeline for the PR (an older v1). */
  | { kind: 'no-timeline' }
  /** Nothing of the timeline was at hand to explain the state. */
  | { kind: 'timeline-not-given' }
  /** The timeline has no change into the state yet. */
  | { kind: 'no-transition'; state: string }
  | { kind: 'timeline-unreadable'; failure: ReadFailure }
  | { kind: 'test-run-unreadable'; testRunId: string; failure: ReadFailure }
  /** The service gave no readiness details for a NOT_READY PR. */
  | { kind: 'no-readiness' }

/** One thing a NOT_READY PR waits for: the readiness record's, or one of the provider's reasons. */
export type Waiting =
  Blocker | { kind: 'provider'; code: ReasonCode; message: string; check?: string }

/** Why a PR is in its state. */
export interface Why {
  /** The `reason` output; '' where the state has no cause (merged, testing, ...). */
  reason: ReasonCode | ''
  /** The state explained, lower snake case. */
  state: string
  /** The checks that failed, first failure first. */
  failedChecks: FailedCheck[]
  /** The transition into the state: who, when, the service's message. */
  transition?: QueueTransition
  /** The service's own reason code of the transition (UPPER_SNAKE), when it gave one. */
  serviceCode?: string
  /** The test run the failure is in. */
  testRunId?: string
  /** Set when the cause could not be read (reason `unknown`): what is missing. */
  missing?: Missing
  /** Read in part: what could not be read, though the cause is known (a run's checks). */
  unread?: Missing
  /** NOT_READY: what it waits for, in order. */
  waitsFor?: Waiting[]
  /** PENDING or TESTING: its place in the line and the PRs ahead of it. */
  place?: { position: number; depth: number; ahead: number[] }
}

/** What was read about the cause. */
export interface CauseReading {
  /** The transition into the current state (newest first: the first of that state). */
  transition?: QueueTransition
  /** The failed checks of the test run, from its details. */
  runChecks?: FailedCheck[]
  /** The test run read. */
  testRunId?: string
  /** What could not be read. */
  missing?: Missing
}

/** The failed checks of a test run: check runs and status checks, one per name. */
export function failedChecksOf(run: TestRun): FailedCheck[] {
  const out = new Map<string, FailedCheck>()
  for (const r of run.checkRuns) {
    const conclusion = r.conclusion?.toUpperCase()
    if (conclusion && FAILING_CONCLUSIONS.has(conclusion) && !out.has(r.name)) {
      out.set(r.name, { name: r.name, conclusion, ...(r.url ? { url: r.url } : {}) })
    }
  }
  for (const s of run.statusChecks) {
    const state = s.state?.toUpperCase()
    if (state && FAILING_CONCLUSIONS.has(state) && !out.has(s.name)) {
      out.set(s.name, { name: s.name, conclusion: state, ...(s.url ? { url: s.url } : {}) })
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

/** The provider's mergeability reason codes (v2), in the order they are said. */
// A Map: a code the service sends named like an Object property (`constructor`) is no code of it.
const BLOCK_REASONS: ReadonlyMap<string, ReasonCode> = new Map([
  ['conflict', 'conflict'],
  ['behind', 'behind-base'],
  ['failingCheck', 'failing-check'],
  ['awaitingCheck', 'awaiting-check'],
])

/** The codes of what keeps a PR NOT_READY (the first is the `reason` output). */
const BLOCKER_REASONS: Partial<Record<Blocker['kind'], ReasonCode>> = {
  'impacted-targets': 'missing-impacted-targets',
  'base-branch': 'base-branch-mismatch',
}

/** The failure's checks: the run's own details first, else those the transition names. */
function checksOfFailure(r: CauseReading): FailedCheck[] {
  if (r.runChecks?.length) return r.runChecks
  return r.transition?.failedChecks ?? []
}

/** FAILED or PENDING_FAILURE: the code from the service's, else from the checks. */
function failureReason(state: string, code: string | undefined, checks: FailedCheck[]) {
  const reason: ReasonCode =
    (code && FAILED_REASONS[code]) ||
    (checks.length ? 'tests-failed' : state === 'failed' ? 'failed-other' : 'tests-failed')
  const timedOut = checks.length > 0 && checks.every((c) => c.conclusion === 'TIMED_OUT')
  return reason === 'tests-failed' && timedOut ? 'tests-timed-out' : reason
}

/** NOT_READY: what it waits for, and the code that goes first. */
function notReady(pr: QueuedPullRequest): Pick<Why, 'reason' | 'waitsFor'> {
  const r = pr.readiness
  const provider: Waiting[] = (r?.blocks?.reasons ?? []).map((b) => ({
    kind: 'provider',
    code: BLOCK_REASONS.get(b.code) ?? 'not-mergeable',
    message: b.message,
    ...(b.check ? { check: b.check } : {}),
  }))
  const blockers = readinessBlockers(r)
  const codes: ReasonCode[] = blockers.flatMap((b) => BLOCKER_REASONS[b.kind] ?? [])
  for (const w of provider) if (w.kind === 'provider') codes.push(w.code)
  if (!provider.length && r?.mergeability === 'not_mergeable') codes.push('not-mergeable')
  const pending = r?.mergeability === 'in_progress' || r?.mergeability === 'unspecified'
  if (!provider.length && pending) codes.push('mergeability-pending')
  return { reason: codes[0] ?? '', waitsFor: [...blockers, ...provider] }
}

/**
 * Why the PR is in its state, from the PR, the queue (for the line ahead) and what was read of
 * the cause. Pure: the summary, the log, the outputs and the comment all say this.
 */
export function explain(
  pr: QueuedPullRequest | null,
  reading: CauseReading,
  opts: { queue?: Queue } = {},
): Why {
  if (!pr) return { reason: '', state: '', failedChecks: [] }
  const state = pr.state.toLowerCase()
  const none: Why = { reason: '', state, failedChecks: [] }
  const t = reading.transition
  const code = t?.reason?.toUpperCase()
  const service = code ? { serviceCode: code } : {}
  const unknown = (missing: Missing): Why => ({
    reason: 'unknown',
    state,
    failedChecks: [],
    missing: reading.missing ?? missing,
  })
  switch (state) {
    case 'failed':
    case 'pending_failure': {
      const checks = checksOfFailure(reading)
      if (!t && !checks.length) return unknown({ kind: 'timeline-not-given' })
      const run = reading.testRunId ?? t?.testRunId
      return {
        reason: failureReason(state, code, checks),
        state,
        failedChecks: checks,
        ...(t ? { transition: t } : {}),
        ...service,
        ...(run ? { testRunId: run } : {}),
        ...(reading.missing && !checks.length ? { unread: reading.missing } : {}),
      }
    }
    case 'cancelled': {
      if (!t) return unknown({ kind: 'timeline-not-given' })
      const reason: ReasonCode = (code && CANCELLED_REASONS[code]) || 'cancelled-other'
      return { reason, state, failedChecks: [], transition: t, ...service }
    }
    case 'not_ready':
      if (!pr.readiness) return unknown({ kind: 'no-readiness' })
      return { ...none, ...notReady(pr) }
    case 'pending':
    case 'testing': {
      const q = opts.queue
      const position = q ? positionIn(q, pr.number) : undefined
      if (!q || position === undefined) return none
      const ahead = q.pullRequests.slice(0, position - 1).map((p) => p.number)
      return { ...none, place: { position, depth: q.pullRequests.length, ahead } }
    }
    default:
      return none
  }
}

/**
 * Reads the cause of the PR's state: the history (one request) and, for a failure with a test
 * run, that run's checks (one more). Never throws but for a cancelled job: what could not be read
 * is said in `missing`.
 */
export async function readCause(
  queue: Pick<MergeQueue, 'readHistory' | 'getTestRun'>,
  ref: PullRequestRef,
  pr: QueuedPullRequest | null,
  call: CallOptions & { testBranchRunId?: string },
): Promise<CauseReading> {
  if (!pr || !needsCause(pr.state)) return {}
  const state = pr.state.toLowerCase()
  const reading: CauseReading = {}
  const history = await queue.readHistory(ref, { signal: call.signal, timeoutMs: call.timeoutMs })
  if (history.status === 'unknown') {
    reading.missing = { kind: 'timeline-unreadable', failure: history.failure }
    return reading
  }
  if (history.status === 'empty') reading.missing = { kind: 'no-timeline' }
  else {
    reading.transition = history.value.find((t) => t.state === state)
    if (!reading.transition) reading.missing = { kind: 'no-transition', state }
  }
  // The queue's own test branch names its run: with no timeline (an older v1), it says which.
  const fromBranch = !reading.transition && call.testBranchRunId ? call.testBranchRunId : undefined
  const runId = reading.transition?.testRunId ?? fromBranch
  if (state === 'cancelled' || !runId) return reading
  if (fromBranch) reading.missing = undefined
  reading.testRunId = runId
  try {
    const run = await queue.getTestRun(
      { repo: ref.repo, targetBranch: ref.targetBranch, testRunId: runId },
      { signal: call.signal, timeoutMs: call.timeoutMs },
    )
    reading.runChecks = failedChecksOf(run)
  } catch (e) {
    if (isCancellation(e, call.signal)) throw e
    reading.missing = { kind: 'test-run-unreadable', testRunId: runId, failure: failureOf(e) }
  }
  return reading
}

/** The PR's cause: what {@link readCause} reads (only for states that need it), explained. */
export async function whyOf(
  queue: Parameters<typeof readCause>[0],
  ref: PullRequestRef,
  pr: QueuedPullRequest | null,
  opts: { signal?: AbortSignal; queue?: Queue; testBranchRunId?: string },
): Promise<Why> {
  const reading = await readCause(queue, ref, pr, {
    signal: opts.signal,
    ...(opts.testBranchRunId ? { testBranchRunId: opts.testBranchRunId } : {}),
  })
  return explain(pr, reading, { queue: opts.queue })
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
