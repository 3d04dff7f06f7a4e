/**
 * v2's answers in the domain's words (types.ts), so a command reads the same facts and sets the
 * same outputs on either API: camelCase states to the domain's snake_case (`testsPassed` →
 * `tests_passed`), queue modes (`queue` → `single`, `graph` → `parallel`), renamed settings
 * (migrate guide, notes §10), and the action's queue settings split into v2's writes.
 */
import { PRIORITY_NAMES } from '../wire/enums.js'
import type { QueueSettings } from '../wire/schemas.js'
import type {
  Check,
  MergeQueue as V2Queue,
  QueueEntryTransition,
  UpdateMergeQueueConfigRequest,
  V2PullRequest,
  VerificationRun,
} from '../wire/v2/schemas.js'
import type {
  CheckRun,
  Queue,
  QueueEntry,
  QueuedPullRequest,
  QueueSettingsView,
  QueueTransition,
  StatusCheck,
  TestRun,
} from './types.js'

/** `testsPassed` → `tests_passed`; unknown values the same way (the domain is snake_case). */
export function snakeCase(value: string): string {
  return value.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()
}

/** `bisection_skip_redundant_tests` → `bisectionSkipRedundantTests`. */
export function camelCase(value: string): string {
  return value.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())
}

/** v2 mode → the domain's (the action's) mode. */
export function domainMode(mode: string): string {
  return mode === 'queue' ? 'single' : mode === 'graph' ? 'parallel' : snakeCase(mode)
}

/** The action's mode → v2's. */
export function v2Mode(mode: 'single' | 'parallel'): 'queue' | 'graph' {
  return mode === 'single' ? 'queue' : 'graph'
}

/** The priority name of a value when the service sent none: the named level at or above it. */
function nameOfPriority(value: number): string {
  if (value <= PRIORITY_NAMES.urgent) return 'urgent'
  if (value <= PRIORITY_NAMES.high) return 'high'
  if (value <= PRIORITY_NAMES.medium) return 'medium'
  return 'low'
}

/** A v2 PR with a queue entry, as the domain's queued PR. */
export function fromV2PullRequest(pr: V2PullRequest): QueuedPullRequest {
  const e = pr.queueEntry
  if (!e) throw new Error(`pull request #${pr.number} has no queue entry`)
  const value = e.priorityValue ?? PRIORITY_NAMES.medium
  const r = e.readiness
  return {
    number: pr.number,
    title: pr.title,
    author: pr.author,
    sha: pr.sha,
    baseBranch: pr.baseBranch,
    state: snakeCase(e.state),
    stateChangedAt: e.stateChangedAt,
    priority: { name: e.priorityName ?? nameOfPriority(value), value },
    skipsTheLine: e.skipsTheLine,
    noBatch: !e.allowBatching,
    submitted: pr.isCurrentlySubmittedToQueue,
    readiness: {
      requiresImpactedTargets: r.requiresImpactedTargets,
      ...(r.hasImpactedTargets !== undefined ? { hasImpactedTargets: r.hasImpactedTargets } : {}),
      baseBranchMatches: r.doesBaseBranchMatch,
      mergeability: snakeCase(r.mergeability),
      ...(r.mergeabilityDetails
        ? {
            blocks: {
              provider: r.mergeabilityDetails.provider,
              reasons: r.mergeabilityDetails.reasons.map((b) => ({ ...b })),
            },
          }
        : {}),
      detailed: true,
    },
    ...(e.verifiedByVerificationRunId ? { verifiedBy: e.verifiedByVerificationRunId } : {}),
  }
}

/** A v2 merge queue's state and settings, named as the action names them. */
export function fromV2QueueSettings(q: V2Queue): QueueSettingsView {
  const c = q.config
  return {
    state: snakeCase(q.state),
    branch: q.targetBranch,
    mode: domainMode(q.mode),
    concurrency: c.concurrency,
    testingTimeoutMinutes: c.testingTimeoutMinutes,
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
    // v2 has no "no override" value: an empty list is what a queue without one shows.
    requiredStatuses: c.requiredStatuses.length ? [...c.requiredStatuses] : null,
    directMergeMode: c.directMergeMode,
    optimizationMode: snakeCase(c.optimizationMode),
    mergeMethod: snakeCase(c.mergeMethod),
  }
}

/** A v2 PR with a queue entry as one of the queue's entries. */
function fromV2Entry(pr: V2PullRequest): QueueEntry {
  const {
    submitted: _s,
    readiness: _r,
    verifiedBy: _v,
    estimate: _e,
    ...entry
  } = fromV2PullRequest(pr)
  return entry
}

/** A v2 merge queue and its PRs (in queue order) as the domain's queue. */
export function fromV2Queue(q: V2Queue, inOrder: readonly V2PullRequest[]): Queue {
  return { ...fromV2QueueSettings(q), pullRequests: inOrder.map(fromV2Entry) }
}

/** The action's update-queue settings split into v2's writes: a config patch, a state, a mode. */
export interface V2QueueWrites {
  config: UpdateMergeQueueConfigRequest
  state?: 'pause' | 'resume' | 'drain'
  mode?: 'queue' | 'graph'
}

/** Renames of settings whose v2 name differs (values carried over as they are). */
const RENAMED: Record<string, string> = {
  batch: 'allowBatching',
  commentsEnabled: 'areCommentsEnabled',
  commandsEnabled: 'areCommandsEnabled',
  statusCheckEnabled: 'isStatusCheckEnabled',
  createPrsForTestingBranches: 'createsPrsForTestingBranches',
}

/** Splits the action's settings into v2's writes (renames, camelCase values, state and mode apart). */
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

/** A v2 check run's status in GitHub's upper case, from the provider's own when sent. */
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

/** A v2 verification run as the domain's test run. */
export function fromVerificationRun(run: VerificationRun): TestRun {
  const checkRuns: CheckRun[] = run.checks
    .filter((c) => c.kind === 'checkRun')
    .map((c) => {
      const conclusion = checkRunConclusion(c)
      return {
        name: c.name,
        ...(c.url ? { url: c.url } : {}),
        status: checkRunStatus(c),
        ...(conclusion !== undefined ? { conclusion } : {}),
      }
    })
  const statusChecks: StatusCheck[] = run.checks
    .filter((c) => c.kind === 'statusCheck')
    .map((c) => ({ name: c.name, ...(c.url ? { url: c.url } : {}), state: statusCheckState(c) }))
  return {
    testBranch: run.testBranch,
    testBranchSha: run.testBranchSha,
    createdAt: run.createdAt,
    status: snakeCase(run.status),
    requiredStatuses: [...run.requiredStatuses],
    checkRuns,
    statusChecks,
    testedPullRequests: run.testedPullRequests.map((p) => ({
      number: p.number,
      ...(p.url ? { url: p.url } : {}),
      title: p.title,
    })),
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
