/**
 * The merge-queue domain, neither v1 nor v2: a queue and the PRs in it, a queued PR with its
 * readiness and verification, its history, its estimate, a test run; and {@link MergeQueue}, the
 * one interface both APIs implement (v1.ts over the v1 client, v2.ts over the v2 client). A
 * command speaks of these, never of an API's shapes. What an API does not say is left out
 * (`undefined`), and what could not be read is a {@link Reading} that says so, never a zero.
 */
import type { CallOptions, WriteResult } from '../client/engine.js'
import type { MetricsText, UploadTargetsResult } from '../client/client.js'
import type { ImpactedTargetsEnvelope } from '../client/targets.js'
import type { MergeEstimate } from '../wire/estimate.js'
import type { ErrorKind } from '../wire/error-kind.js'
import type {
  CreateQueueRequest,
  FailedCheck,
  MetricsQuery,
  Priority,
  PullRequestRef,
  QueueRef,
  QueueTransition,
  RepoRef,
  UpdateQueueRequest,
} from '../wire/schemas.js'

export type {
  CallOptions,
  CreateQueueRequest,
  FailedCheck,
  ImpactedTargetsEnvelope,
  MetricsQuery,
  MetricsText,
  PullRequestRef,
  QueueRef,
  QueueTransition,
  RepoRef,
  UpdateQueueRequest,
  UploadTargetsResult,
  WriteResult,
}

/** When a queued PR is expected to merge, or why there is no estimate. */
export type Estimate = MergeEstimate

// ---- Readings -----------------------------------------------------------------------------------

/** Why something could not be read: the failure's kind, and the HTTP status when one came. */
export interface ReadFailure {
  kind: ErrorKind
  status?: number
  message: string
}

/**
 * The three answers of a read: what was read, nothing there to read (the service sent none), or
 * unknown (it could not be read: never the same as empty).
 */
export type Reading<T> =
  { status: 'read'; value: T } | { status: 'empty' } | { status: 'unknown'; failure: ReadFailure }

/** A queue entry's history, newest first: read in full, sent empty, or unknown. */
export type History = Reading<QueueTransition[]>

// ---- Pull requests ------------------------------------------------------------------------------

/** Where a queued PR stands in the line: a name and the number the service orders by. */
export interface PriorityOf {
  /** `urgent`, `high`, `medium`, `low`, or a name the service added. */
  name: string
  /** 0 is the highest. */
  value: number
}

/** One of the provider's reasons a PR may not merge (v2 reports them; v1 does not). */
export interface MergeBlock {
  /** The provider's code (`failingCheck`, `behind`, `conflict`, `REVIEWS`, ...). */
  code: string
  message: string
  /** The check it is about, when it names one. */
  check?: string
  /** What the rule needs and has (`1 of 2` approvals). */
  have?: number
  need?: number
  /** The PR it would merge onto (stacked PRs). */
  ontoPrNumber?: number
}

/** Why a PR can or cannot start testing. Each fact is undefined where the API does not say it. */
export interface Readiness {
  requiresImpactedTargets?: boolean
  hasImpactedTargets?: boolean
  baseBranchMatches?: boolean
  /** GitHub's mergeability, lower snake case: `mergeable`, `not_mergeable`, `in_progress`, `unspecified`. */
  mergeability?: string
  /** The provider's reasons it may not merge, with its name (`GitHub`), when the API gives them. */
  blocks?: { provider: string; reasons: MergeBlock[] }
  /**
   * The API reports every entry's readiness in full (v2), so the summary shows it; v1 sends what
   * it has, and only the facts that block are said.
   */
  detailed: boolean
}

/** A PR as one of a queue's entries. */
export interface QueueEntry {
  number: number
  title: string
  author: string
  /** The head commit the entry is for. */
  sha: string
  baseBranch: string
  /** Lower snake case (`not_ready`, `testing`, ...); undefined when the service did not say. */
  state?: string
  /** When it entered that state (ISO 8601). */
  stateChangedAt: string
  priority: PriorityOf
  skipsTheLine: boolean
  /** Tested alone, outside batches; undefined when the service did not say. */
  noBatch?: boolean
}

/** A PR as the queue holds it. */
export interface QueuedPullRequest extends QueueEntry {
  state: string
  /** The service still counts it as submitted (false once it left or merged). */
  submitted: boolean
  readiness?: Readiness
  /** The test run that verified it (v2: the verification run it merged out of tests_passed with). */
  verifiedBy?: string
  /** The estimate that came with the read, when it asked for one and the API sends it so (v1). */
  estimate?: Estimate
}

/** What a submit asks for. */
export interface SubmitRequest extends PullRequestRef {
  priority?: Priority
  noBatch?: boolean
}

/** What a submit did. */
export interface Submitted extends WriteResult {
  /** The PR was in the queue already (v2's 409): its priority or batching changed if asked. */
  alreadyQueued?: boolean
  /** When a read settled the outcome, or the PR was queued already: the PR as it then was. */
  observed?: QueuedPullRequest
}

/** How a re-run of failed checks treats the jobs still running. */
export type RerunMode = 'now' | 'wait'

/** What a re-run of failed checks did. */
export interface RerunResult extends WriteResult {
  /** The queue holds the PR until then (ISO 8601). */
  until?: string
  /** A re-run was already asked for: nothing changed. */
  alreadyHeld?: boolean
}

// ---- Test runs ----------------------------------------------------------------------------------

/** One test run of the queue (v1's testing details, v2's verification run). */
export interface TestRunRef extends QueueRef {
  /** The test run id (the uuid of a `trunk-merge/pr-N/<uuid>` branch, or v2's run id). */
  testRunId: string
}

/** A check run on the test branch, as GitHub reports it (upper case). */
export interface CheckRun {
  name: string
  url?: string
  status?: string
  conclusion?: string
}

/** A commit status on the test branch, as GitHub reports it (upper case). */
export interface StatusCheck {
  name: string
  url?: string
  state?: string
}

/** A test run: its branch and commit, the PRs it tests and its checks. */
export interface TestRun {
  testBranch: string
  testBranchSha: string
  createdAt?: string
  /** Lower snake case: `in_progress`, `failed`, `cancelled`, `succeeded`. */
  status?: string
  requiredStatuses: string[]
  checkRuns: CheckRun[]
  statusChecks: StatusCheck[]
  testedPullRequests: { number: number; url?: string; title: string }[]
}

// ---- Queues -------------------------------------------------------------------------------------

/** A queue's state and settings, named as the `queue-settings` input names them. */
export interface QueueSettingsView {
  /** Lower snake case: `running`, `paused`, `draining`, `switching_modes`. */
  state: string
  branch: string
  /** `single` or `parallel`. */
  mode: string
  concurrency: number
  testingTimeoutMinutes: number
  canOptimisticallyMerge: boolean
  pendingFailureDepth: number
  batch: boolean
  batchingMaxWaitTimeMinutes: number
  batchingMinSize: number
  createPrsForTestingBranches: boolean
  commentsEnabled: boolean
  commandsEnabled: boolean
  statusCheckEnabled: boolean
  bisectionConcurrency: number
  /** null: no override (branch protection or trunk.yaml decides); [] an override requiring none. */
  requiredStatuses: readonly string[] | null
  directMergeMode: string
  optimizationMode: string
  mergeMethod: string
}

/** A queue with the PRs in it, in queue order. */
export interface Queue extends QueueSettingsView {
  pullRequests: QueueEntry[]
}

// ---- The interface ------------------------------------------------------------------------------

/** What a read of a PR asks for besides the PR. */
export interface PullRequestReadOptions {
  /** The estimate too, when the API sends it with the PR (v1); another API reads it apart. */
  estimate?: boolean
}

/**
 * The merge queue as both APIs offer it. Each method says the domain's facts; a missing queue
 * or a PR not in it is the client's NotFoundError on either API. What only one API can do is a
 * declared capability (capabilities.ts): the other's method throws {@link MissingCapabilityError},
 * and the runner refuses a command that needs it before any request.
 */
export interface MergeQueue {
  /** The PR's entry in this queue; null when it was never submitted to it. */
  findPullRequest(
    ref: PullRequestRef,
    call?: CallOptions,
    read?: PullRequestReadOptions,
  ): Promise<QueuedPullRequest | null>
  /** Submits a PR (a queued PR stays queued: its priority or batching change if asked). */
  submitPullRequest(req: SubmitRequest, call?: CallOptions): Promise<Submitted>
  /** Takes a PR out of the queue; NotFoundError when it is not in it. */
  cancelPullRequest(ref: PullRequestRef, call?: CallOptions): Promise<WriteResult>
  /** Restarts the tests of a PR's entry, keeping its place; NotFoundError when it is not in it. */
  restartTests(ref: PullRequestRef, call?: CallOptions): Promise<WriteResult>
  /** Re-runs the failed checks of a PR in pending_failure (capability `rerun-failed-checks`). */
  rerunFailedChecks(ref: PullRequestRef, mode: RerunMode, call?: CallOptions): Promise<RerunResult>
  /** The PR's queue-entry history, newest first. Never throws but for a cancelled job. */
  readHistory(ref: PullRequestRef, call?: CallOptions): Promise<History>
  /** When the PR is expected to merge; NotFoundError when it was never submitted. */
  getEstimate(ref: PullRequestRef, call?: CallOptions): Promise<Estimate>
  /** One test run of the queue. */
  getTestRun(ref: TestRunRef, call?: CallOptions): Promise<TestRun>
  /** Uploads a PR head's impacted targets, or ALL when the list cannot fit. */
  uploadImpactedTargets(
    envelope: ImpactedTargetsEnvelope,
    targets: Iterable<string> | 'ALL',
    call?: CallOptions,
  ): Promise<UploadTargetsResult>
  /** A queue with its PRs in queue order; NotFoundError when there is none. */
  getQueue(ref: QueueRef, call?: CallOptions): Promise<Queue>
  /** Creates a queue (mode and concurrency only); ConflictError when there is one. */
  createQueue(req: CreateQueueRequest, call?: CallOptions): Promise<WriteResult>
  /** Changes the given settings. */
  updateQueue(req: UpdateQueueRequest, call?: CallOptions): Promise<WriteResult>
  /** Deletes an empty queue: NotFoundError when there is none, BadRequestError when not empty. */
  deleteQueue(ref: QueueRef, call?: CallOptions): Promise<WriteResult>
  /** The queues' metrics in Prometheus text: one repository's, or the organization's. */
  getMetrics(query: MetricsQuery, call?: CallOptions): Promise<MetricsText>
  /**
   * The service's time now (ms since the epoch) by the `Date` of its last answer; undefined
   * before one. Times the service sends (an estimate) are counted against it, not the runner's.
   */
  serviceNow?(): number | undefined
}
