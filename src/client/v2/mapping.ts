/**
 * v2 answers in v1's shapes, so a command reads the same fields and outputs the same values on
 * either API: camelCase states to v1's snake_case (`testsPassed` → `tests_passed`), queue modes
 * (`queue` → `single`, `graph` → `parallel`), renamed fields (migrate guide, notes §10). What
 * only v2 has rides along in an optional `v2` field of each result.
 */
import { PRIORITY_NAMES } from '../../wire/enums.js'
import type {
  EnqueuedPullRequest,
  Queue,
  QueueConfig,
  QueueSettings,
  QueueTransition,
  SubmittedPullRequest,
  TestingDetails,
} from '../../wire/schemas.js'
import type {
  Check,
  MergeQueue,
  MergeQueueConfig,
  QueueEntryTransition,
  UpdateMergeQueueConfigRequest,
  V2PullRequest,
  V2Readiness,
  VerificationRun,
} from '../../wire/v2/schemas.js'

/** `testsPassed` → `tests_passed`; unknown values the same way (v1 is snake_case throughout). */
export function snakeCase(value: string): string {
  return value.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()
}

/** `bisection_skip_redundant_tests` → `bisectionSkipRedundantTests`. */
export function camelCase(value: string): string {
  return value.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())
}

/** v2 mode → v1 mode. */
export function v1Mode(mode: string): string {
  return mode === 'queue' ? 'single' : mode === 'graph' ? 'parallel' : snakeCase(mode)
}

/** v1 mode → v2 mode. */
export function v2Mode(mode: 'single' | 'parallel'): 'queue' | 'graph' {
  return mode === 'single' ? 'queue' : 'graph'
}

/** What only v2 tells about a PR in the queue. */
export interface V2PullRequestExtras {
  /** The PR's own id (v1's `id` was the queue entry's, and still is on the result). */
  pullRequestId: string
  mergeQueueId: string
  /** The entry's readiness as v2 reports it, with the reasons GitHub gives when not mergeable. */
  readiness: V2Readiness
  /** Set when the queue merged the PR out of testsPassed: the run that verified it. */
  verifiedByVerificationRunId?: string
  direct: boolean
  url?: string
  htmlUrl?: string
}

/** v1's record of a queued PR, plus what v2 adds. */
export type SubmittedPullRequestV2 = SubmittedPullRequest & { v2?: V2PullRequestExtras }

/** The priority name of a value when the service sent none: the named level at or above it. */
function nameOfPriority(value: number): string {
  if (value <= PRIORITY_NAMES.urgent) return 'urgent'
  if (value <= PRIORITY_NAMES.high) return 'high'
  if (value <= PRIORITY_NAMES.medium) return 'medium'
  return 'low'
}

/** A v2 PR with a queue entry as v1's getSubmittedPullRequest record. */
export function toSubmittedPullRequest(pr: V2PullRequest): SubmittedPullRequestV2 {
  const e = pr.queueEntry
  if (!e) throw new Error(`pull request #${pr.number} has no queue entry`)
  const priorityValue = e.priorityValue ?? PRIORITY_NAMES.medium
  return {
    id: e.id,
    state: snakeCase(e.state),
    readiness: {
      hasImpactedTargets: e.readiness.hasImpactedTargets,
      requiresImpactedTargets: e.readiness.requiresImpactedTargets,
      doesBaseBranchMatch: e.readiness.doesBaseBranchMatch,
      gitHubMergeability: snakeCase(e.readiness.mergeability),
    },
    stateChangedAt: e.stateChangedAt,
    priorityValue,
    priorityName: e.priorityName ?? nameOfPriority(priorityValue),
    usedDefaultPriorityName: e.usedDefaultPriorityName,
    skipTheLine: e.skipsTheLine,
    noBatch: !e.allowBatching,
    forceEnqueued: e.direct,
    isCurrentlySubmittedToQueue: pr.isCurrentlySubmittedToQueue,
    prNumber: pr.number,
    prTitle: pr.title,
    prSha: pr.sha,
    prBaseBranch: pr.baseBranch,
    prAuthor: pr.author,
    verifiedByTestRun: e.verifiedByVerificationRunId,
    v2: {
      pullRequestId: pr.id,
      mergeQueueId: e.mergeQueueId,
      readiness: e.readiness,
      verifiedByVerificationRunId: e.verifiedByVerificationRunId,
      direct: e.direct,
      url: pr.url,
      htmlUrl: pr.htmlUrl,
    },
  }
}

/** A v2 PR as one element of v1's getQueue `enqueuedPullRequests`. */
export function toEnqueuedPullRequest(pr: V2PullRequest): EnqueuedPullRequest {
  const s = toSubmittedPullRequest(pr)
  return {
    id: s.id,
    state: s.state,
    stateChangedAt: s.stateChangedAt,
    priorityValue: s.priorityValue,
    priorityName: s.priorityName,
    usedDefaultPriorityName: s.usedDefaultPriorityName,
    skipTheLine: s.skipTheLine,
    noBatch: s.noBatch ?? false,
    prNumber: s.prNumber,
    prTitle: s.prTitle,
    prSha: s.prSha,
    prBaseBranch: s.prBaseBranch,
    prAuthor: s.prAuthor,
  }
}

/** What only v2 tells about a queue. */
export interface V2QueueExtras {
  mergeQueueId: string
  repositoryId: string
  managedState: string
  htmlUrl?: string
  /** The whole v2 configuration (v1 shows a subset). */
  config: MergeQueueConfig
}

/** v1's queue configuration, plus what v2 adds. */
export type QueueConfigV2 = QueueConfig & { v2?: V2QueueExtras }
/** v1's queue with its PRs, plus what v2 adds. */
export type QueueV2 = Queue & { v2?: V2QueueExtras }

/** A v2 merge queue as v1's queue configuration. */
export function toQueueConfig(q: MergeQueue): QueueConfigV2 {
  const c = q.config
  return {
    state: snakeCase(q.state),
    branch: q.targetBranch,
    concurrency: c.concurrency,
    testingTimeoutMinutes: c.testingTimeoutMinutes,
    mode: v1Mode(q.mode) as QueueConfig['mode'],
    canOptimisticallyMerge: c.canOptimisticallyMerge,
    pendingFailureDepth: c.pendingFailureDepth,
    batch: c.allowBatching,
    batchingMaxWaitTimeMinutes: c.batchingMaxWaitTimeMinutes,
    batchingMinSize: c.batchingMinSize,
    createPrsForTestingBranches: c.createsPrsForTestingBranches,
    commentsEnabled: c.areCommentsEnabled,
    commandsEnabled: c.areCommandsEnabled,
    statusCheckEnabled: c.isStatusCheckEnabled,
    bisectionConcurrency: c.bisectionConcurrency,
    // v2 has no "no override" value: an empty list is what a queue without one shows, as v1's null.
    requiredStatuses: c.requiredStatuses.length ? [...c.requiredStatuses] : null,
    directMergeMode: c.directMergeMode,
    optimizationMode: snakeCase(c.optimizationMode),
    mergeMethod: snakeCase(c.mergeMethod),
    v2: {
      mergeQueueId: q.id,
      repositoryId: q.repositoryId,
      managedState: q.managedState,
      htmlUrl: q.htmlUrl,
      config: c,
    },
  }
}

/** v1's update-queue settings split into v2's writes: a config patch, a state and a mode. */
export interface V2QueueWrites {
  config: UpdateMergeQueueConfigRequest
  state?: 'pause' | 'resume' | 'drain'
  mode?: 'queue' | 'graph'
}

/** Renames of v1 settings whose v2 name differs (values carried over as they are). */
const RENAMED: Record<string, string> = {
  batch: 'allowBatching',
  commentsEnabled: 'areCommentsEnabled',
  commandsEnabled: 'areCommandsEnabled',
  statusCheckEnabled: 'isStatusCheckEnabled',
  createPrsForTestingBranches: 'createsPrsForTestingBranches',
}

/** Splits v1 settings into v2's writes (renames, camelCase values, state and mode separate). */
export function toV2QueueWrites(settings: QueueSettings): V2QueueWrites {
  const config: Record<string, unknown> = {}
  const out: V2QueueWrites = { config }
  for (const [key, value] of Object.entries(settings)) {
    if (value === undefined) continue
    switch (key) {
      case 'state':
        out.state = value === 'paused' ? 'pause' : value === 'draining' ? 'drain' : 'resume'
        break
      case 'mode':
        out.mode = v2Mode(value as 'single' | 'parallel')
        break
      case 'requiredStatuses':
        // v1 ignores an empty list (deleteRequiredStatuses clears); v2's [] would clear.
        if ((value as string[]).length) config.requiredStatuses = value
        break
      case 'deleteRequiredStatuses':
        if (value === true) config.requiredStatuses = []
        break
      case 'optimizationMode':
      case 'mergeMethod':
        config[key] = camelCase(value as string)
        break
      default:
        config[RENAMED[key] ?? key] = value
    }
  }
  return out
}

/** A v2 check as v1's upper-case GitHub value, from the provider's own when sent. */
function checkRunStatus(c: Check): string {
  return c.providerStatus ?? snakeCase(c.status).toUpperCase()
}
function checkRunConclusion(c: Check): string | undefined {
  if (c.status !== 'completed') return undefined
  if (c.providerConclusion) return c.providerConclusion
  return c.conclusion === 'timeout' ? 'TIMED_OUT' : c.conclusion.toUpperCase()
}
function statusCheckState(c: Check): string {
  if (
    c.providerConclusion &&
    ['ERROR', 'FAILURE', 'PENDING', 'SUCCESS'].includes(c.providerConclusion)
  ) {
    return c.providerConclusion
  }
  if (c.status !== 'completed') return 'PENDING'
  if (c.conclusion === 'success') return 'SUCCESS'
  if (c.conclusion === 'cancelled') return 'ERROR'
  return 'FAILURE'
}

/** What only v2 tells about a test run. */
export interface V2VerificationRunExtras {
  verificationRunId: string
  isBisection: boolean
  updatedAt: string
  testBranchCommitUrl?: string
  testBranchPullRequest?: { number: number; url: string }
  /** Every check, flat, as v2 reports it. */
  checks: Check[]
}

/** v1's testing details, plus what v2 adds. */
export type TestingDetailsV2 = TestingDetails & { v2?: V2VerificationRunExtras }

/** A v2 verification run as v1's getMergeQueueTestingDetails answer. */
export function toTestingDetails(run: VerificationRun): TestingDetailsV2 {
  const checkRuns = run.checks.filter((c) => c.kind === 'checkRun')
  const statusChecks = run.checks.filter((c) => c.kind === 'statusCheck')
  const targets = (set: { impactsAllTargets: boolean; impactedTargets: string[] } | undefined) =>
    set === undefined ? undefined : set.impactsAllTargets ? ['ALL'] : [...set.impactedTargets]
  return {
    requiredStatuses: [...run.requiredStatuses],
    requiredStatusesSource:
      run.requiredStatusesSource === undefined ? undefined : snakeCase(run.requiredStatusesSource),
    testBranch: run.testBranch,
    testBranchSha: run.testBranchSha,
    createdAt: run.createdAt,
    status: snakeCase(run.status),
    checkSuites: checkRuns.length
      ? [
          {
            checkRuns: checkRuns.map((c) => ({
              name: c.name,
              url: c.url ?? '',
              status: checkRunStatus(c),
              conclusion: checkRunConclusion(c),
            })),
          },
        ]
      : [],
    statusChecks: statusChecks.map((c) => ({
      context: c.name,
      url: c.url ?? undefined,
      state: statusCheckState(c),
    })),
    testedPullRequests: run.testedPullRequests.map((p) => ({
      prNumber: p.number,
      prUrl: p.url ?? '',
      title: p.title,
    })),
    impactedTargets: targets(run.impactedTargets?.all),
    impactedTargetsForTestedPrs: targets(run.impactedTargets?.testedPullRequestsOnly),
    dependentPrs: run.dependentPullRequests.map((p) => p.number),
    v2: {
      verificationRunId: run.id,
      isBisection: run.isBisection,
      updatedAt: run.updatedAt,
      testBranchCommitUrl: run.testBranchCommitUrl,
      testBranchPullRequest: run.testBranchPullRequest,
      checks: run.checks,
    },
  }
}

/** A v2 queue-entry transition as the transition both APIs share. */
export function toQueueTransition(t: QueueEntryTransition): QueueTransition {
  const details = t.failed ?? t.pendingFailure
  const blocks = details?.blockReasons?.map((b) => b.message).join('; ')
  const message = details?.apiFailureMessage ?? (blocks || undefined)
  const reason = t.reason ?? details?.eventualFailureReason
  const actor = t.actor?.gitHubLogin ?? t.actor?.trunkUserId
  return {
    state: snakeCase(t.state),
    at: t.changedAt,
    ...(reason ? { reason } : {}),
    ...(message ? { message } : {}),
    ...(actor ? { actor } : {}),
    ...(t.verificationRunId ? { testRunId: t.verificationRunId } : {}),
    failedChecks: (details?.failureCausingChecks ?? []).map((c) => ({
      name: c.name,
      conclusion: (c.conclusion ?? 'FAILURE').toUpperCase(),
      ...(c.url ? { url: c.url } : {}),
    })),
  }
}
