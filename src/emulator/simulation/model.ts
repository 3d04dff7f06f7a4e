/**
 * The simulation's data model: queues, their entries (one per submission of a PR), test runs, PR
 * metadata and queue settings, with the keys and small facts derived from them. The state
 * machine that changes them is in simulation.ts (with line.ts and rules.ts); their JSON form in
 * snapshot.ts.
 */
import {
  PRIORITY_NAMES,
  TERMINAL_PULL_REQUEST_STATES,
  type IMPACTS_ALL,
  type KnownPullRequestState,
  type KnownQueueState,
  type QueueMode,
} from '../../wire/index.js'
import type { QueueSettingsBody, Repo } from './requests.js'

export type PrState = KnownPullRequestState
export type QueueState = KnownQueueState
export type { QueueMode }
export type Targets = string[] | typeof IMPACTS_ALL

/** Most PRs one batch holds (the API has no maximum batch size setting; this is a guess). */
export const MAX_BATCH_SIZE = 100
/** Most finished entries kept per queue for lookups, metrics and the state dump. */
export const MAX_FINISHED_PER_QUEUE = 10_000
/** Most finished test runs kept (getMergeQueueTestingDetails answers 404 for older ones). */
export const MAX_FINISHED_RUNS = 20_000
/** Most impacted-target uploads kept per PR (one per head sha). */
export const MAX_TARGET_UPLOADS_PER_PR = 10
/** The status context the simulated CI reports when the queue sets no override (its trunk.yaml's, say). */
export const DEFAULT_STATUS_CONTEXT = 'emulator/ci'
/** The default priority name, used when a submit gives none. */
export const DEFAULT_PRIORITY_NAME = 'medium'

/**
 * Every setting of a queue, as getQueue reports it (except state and branch): each setting
 * updateQueue accepts, plus the list the service reports but takes no update for.
 */
export type QueueSettings = Required<
  Omit<QueueSettingsBody, 'state' | 'requiredStatuses' | 'deleteRequiredStatuses'>
> & {
  /** The override of the checks a test run needs; null: none set (branch protection's apply). */
  requiredStatuses: string[] | null
  allowedBotSubmitters: string[]
}

/** Settings of a new queue (guesses where the service's defaults are not published). */
export const DEFAULT_QUEUE_SETTINGS: QueueSettings = {
  concurrency: 1,
  testingTimeoutMinutes: 60,
  mode: 'single',
  canOptimisticallyMerge: false,
  pendingFailureDepth: 0,
  batch: false,
  batchingMaxWaitTimeMinutes: 5,
  batchingMinSize: 2,
  createPrsForTestingBranches: true,
  commentsEnabled: true,
  commandsEnabled: true,
  statusCheckEnabled: true,
  extensionEnabled: false,
  bisectionConcurrency: 1,
  requiredStatuses: null,
  allowedBotSubmitters: [],
  directMergeMode: 'off',
  optimizationMode: 'off',
  mergeMethod: 'squash',
  testBranchConstructionMode: 'rename_temp_branch',
  enqueueingLabel: '',
  labelCommandsEnabled: false,
  stateLabelsEnabled: false,
  notReadyTimeoutHours: 24,
}

/** A check's conclusion, in GitHub's spelling (what v1's testing details carry). */
export type CheckConclusion =
  | 'SUCCESS'
  | 'FAILURE'
  | 'TIMED_OUT'
  | 'CANCELLED'
  | 'ACTION_REQUIRED'
  | 'STARTUP_FAILURE'
  | 'STALE'

/**
 * How a scripted failure's checks end, as GitHub's REST API spells a check run's conclusion
 * (`failure` for a test that failed; the others stop or never start a check, which a requeue
 * reads as a cause not the PR's own).
 */
export const FAIL_CONCLUSIONS = {
  failure: 'FAILURE',
  cancelled: 'CANCELLED',
  timed_out: 'TIMED_OUT',
  startup_failure: 'STARTUP_FAILURE',
  stale: 'STALE',
} as const satisfies Record<string, CheckConclusion>
export type FailConclusion = keyof typeof FAIL_CONCLUSIONS

/** One check of a finished test run: its name, conclusion and link. */
export interface RunCheck {
  name: string
  conclusion: CheckConclusion
  url: string
}

/** Why a transition happened, in the service's words (v2's reason vocabulary, UPPER_SNAKE). */
export interface TransitionCause {
  /** The service's reason code (e.g. TEST_RUN_REQUIRED_STATUS_FAILED, USER_REQUESTED). */
  code?: string
  /** Who did it, when a person did (a GitHub login). */
  actor?: string
  /** The test run the transition is about. */
  runId?: string
  /** The checks that caused a failure. */
  failedChecks?: RunCheck[]
}

/** One state change of a queue entry. */
export interface Transition extends TransitionCause {
  state: PrState
  /** Emulator time, epoch ms. */
  at: number
  reason: string
}

/** One submission of a PR to a queue, from submit to merged/failed/cancelled. */
export interface Entry {
  id: string
  prNumber: number
  state: PrState
  stateChangedAt: number
  priorityValue: number
  priorityName: string
  noBatch: boolean
  /** Submission order, for FIFO among equal priorities (a resubmit that updates keeps it). */
  seq: number
  submittedAt: number
  /** When it last became pending (batch wait time counts from here). */
  readySince?: number
  /** Its latest test run. */
  runId?: string
  /** The run whose success verified it (its own, or a later one when merged optimistically). */
  verifiedByTestRun: string | null
  /** Set by a restart: its next run starts without waiting to fill a batch. */
  restarted: boolean
  timeline: Transition[]
}

export type RunStatus = 'in_progress' | 'failed' | 'cancelled' | 'succeeded'
/**
 * A test run's scripted result: it passes, fails, hangs (until the queue's testing timeout, if
 * any), or times out (ends as a testing timeout after its duration, whatever the queue's).
 */
export type Outcome = 'pass' | 'fail' | 'hang' | 'timeout'

/** One simulated CI run of a test branch. */
export interface TestRun {
  id: string
  queueKey: string
  testBranch: string
  testBranchSha: string
  /** Entry ids tested (more than one for a batch), in queue order. */
  members: string[]
  prNumbers: number[]
  /** Entry ids of the PRs ahead that this run's test branch includes. */
  base: string[]
  basePrNumbers: number[]
  createdAt: number
  status: RunStatus
  /** When it completes on its own; null: it hangs. */
  endsAt: number | null
  /** Each member's own scripted result. */
  memberOutcomes: {
    entryId: string
    outcome: Outcome
    endsAt: number | null
    /** The checks this member's failure fails (unset: every required one). */
    failChecks?: string[]
    /** How those checks end (unset: FAILURE). */
    failConclusion?: CheckConclusion
  }[]
  /** The run's checks once it finished (unset while it runs, and for runs saved before). */
  checks?: RunCheck[]
  finishedAt?: number
  /** Why it ended, for the state dump. */
  endReason?: string
  /** Union of the targets of members and base (parallel mode). */
  impactedTargets?: Targets
  /** Union of the targets of the members only (parallel mode). */
  impactedTargetsForTestedPrs?: Targets
}

/** A PR's metadata: registered through the control API or defaulted. */
export interface PrMetadata {
  repo: Repo
  number: number
  title?: string
  author?: string
  /** Head sha registered through the control API (wins over {@link learnedSha}). */
  headSha?: string
  /** Head sha taken from the latest impacted-targets upload when none is registered. */
  learnedSha?: string
  baseBranch?: string
  fork?: boolean
  mergeable?: boolean
  /** Why GitHub says it cannot be merged (v2's mergeability reason code); unset: `other`. */
  blockedBy?: BlockReason
  /** True once registered through the control API (a learned sha alone does not register). */
  registered?: boolean
}

/** A scripted result for a PR's next test run(s). */
export interface ScriptedOutcome {
  outcome: Outcome
  durationMs?: number
  remaining: number
  /** The checks a failing run fails (by name; unset: every required one). */
  failChecks?: string[]
  /** How the failed checks end (unset: FAILURE). */
  failConclusion?: CheckConclusion
}

/** Why GitHub says a PR cannot be merged, as v2's mergeabilityDetails codes it. */
export const BLOCK_REASONS = [
  'behind',
  'conflict',
  'failingCheck',
  'awaitingCheck',
  'other',
] as const
export type BlockReason = (typeof BLOCK_REASONS)[number]

/** What GitHub says for each, in words. */
export const BLOCK_REASON_TEXT: Record<BlockReason, string> = {
  behind: 'the branch is behind its base branch',
  conflict: 'the branch has conflicts with its base branch',
  failingCheck: 'a required check is failing',
  awaitingCheck: 'a required check has not finished',
  other: 'registered as not mergeable in the emulator',
}

/** An impacted-targets upload for one head sha. */
export interface TargetUpload {
  sha: string
  targets: Targets
  at: number
}

/** One merge queue: a repository and the branch it merges into. */
export interface Queue {
  key: string
  repo: Repo
  branch: string
  createdAt: number
  state: QueueState
  /** While switching_modes: the mode being switched to, and the state to return to. */
  switching?: { mode: QueueMode; resumeState: Exclude<QueueState, 'switching_modes'> }
  settings: QueueSettings
  /** Ready PRs in queue order. */
  line: Entry[]
  /** not_ready PRs, in submission order. */
  waiting: Entry[]
  /** Finished entries, oldest first (bounded). */
  finished: Entry[]
  /** The latest entry of each PR number ever submitted here. */
  byPr: Map<number, Entry>
  /** Ids of test runs in progress. */
  activeRuns: Set<string>
  /** Whether the queue serves merge estimates, and how much history they need (unset: defaults). */
  estimates?: EstimateSettings
  /** Set when something every PR's readiness depends on changed (not saved; true after a load). */
  readinessDirty?: boolean
  /** PRs whose own readiness inputs changed (metadata, targets), to check again (not saved). */
  dirtyPrs?: Set<number>
}

/** A queue's merge-estimate setting (the emulator's own: the service's is not published). */
export interface EstimateSettings {
  /** False: the queue serves no estimates (v2 answers 404 ESTIMATE_NOT_ENABLED). */
  enabled: boolean
  /** Finished test runs the queue needs before it estimates (fewer: INSUFFICIENT_HISTORY). */
  minHistory: number
}

/** Estimates on, from the first PR (the emulator knows its simulated CI's duration). */
export const DEFAULT_ESTIMATE_SETTINGS: EstimateSettings = { enabled: true, minHistory: 0 }

/** Options of a {@link Simulation}. */
export interface SimulationOptions {
  /** Simulated duration of a test run that no script overrides, in ms. */
  testDurationMs: number
  /** Refuse (409) a submit of a PR that is already queued, as v2 does, instead of updating it. */
  v2DuplicateSubmit?: boolean
  /** Emulator time at the start, epoch ms. */
  now: number
}

/** States of a PR whose test run has started: it holds its place at the front of the line. */
export const STARTED_STATES: ReadonlySet<PrState> = new Set([
  'testing',
  'tests_passed',
  'pending_failure',
])
const TERMINAL_STATES: ReadonlySet<PrState> = new Set(TERMINAL_PULL_REQUEST_STATES)

/** A case-insensitive key of a repository: `host/owner/name`. */
export function repoKey(repo: Repo): string {
  return `${repo.host}/${repo.owner}/${repo.name}`.toLowerCase()
}

/** The key of a queue: repository key and branch (branches are case-sensitive, as in git). */
export function queueKey(repo: Repo, branch: string): string {
  return `${repoKey(repo)}#${branch}`
}

/** `github.com/acme/app (main)`, for messages. */
export function describeQueue(repo: Repo, branch: string): string {
  return `${repo.host}/${repo.owner}/${repo.name} (branch ${branch})`
}

/** The name of a numeric priority: the named level at or above it (urgent 0, high ≤10, ...). */
export function priorityNameOf(value: number): string {
  if (value <= PRIORITY_NAMES.urgent) return 'urgent'
  if (value <= PRIORITY_NAMES.high) return 'high'
  if (value <= PRIORITY_NAMES.medium) return 'medium'
  return 'low'
}

/** True while a PR is in a queue (not merged, failed or cancelled). */
export function isActiveState(state: PrState): boolean {
  return !TERMINAL_STATES.has(state)
}
