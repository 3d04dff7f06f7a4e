/**
 * The v2 JSON bodies of the simulation's objects (spec/v2/openapi-fragments/_components.yaml):
 * the same queues, entries and runs the `/v1` endpoints report, in v2's shapes and camelCase.
 */
import { iso } from '../simulation/clock.js'
import { wholeSecond, type Estimate } from '../simulation/estimate.js'
import {
  BLOCK_REASON_TEXT,
  DEFAULT_PRIORITY_NAME,
  STARTED_STATES,
  type BlockReason,
  isActiveState,
  type Entry,
  type Queue,
  type RunCheck,
  type TestRun,
  type Transition,
} from '../simulation/model.js'
import { DEFAULT_STATUS_CONTEXT } from '../v1/responses.js'
import type { Simulation } from '../simulation/simulation.js'
import type { Repo } from '../simulation/requests.js'
import { mergeQueueIdOf, pullRequestIdOf, repositoryIdOf } from './ids.js'

/** `tests_passed` → `testsPassed`. */
export function camel(value: string): string {
  return value.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())
}

/** `testsPassed` → `tests_passed`. */
export function snake(value: string): string {
  return value.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()
}

/** What the v2 layer keeps beside the simulation (things v1 has no place for). */
export interface V2Extras {
  /** `direct` of queue entries, by entry id. */
  direct: Map<string, boolean>
  /** `batchingRules` of queues, by queue key. */
  batchingRules: Map<string, { targetPattern: string; policy: 'isolate' }[]>
  /** `managedState` and `updatedAt` of queues, by queue key. */
  queueMeta: Map<string, { managedState: string; updatedAt: number }>
  /** When the emulator first reported each PR, by PR id. */
  prCreatedAt: Map<string, number>
}

export function newExtras(): V2Extras {
  return {
    direct: new Map(),
    batchingRules: new Map(),
    queueMeta: new Map(),
    prCreatedAt: new Map(),
  }
}

export function repoUrl(repo: Repo): string {
  return `https://${repo.host}/${repo.owner}/${repo.name}`
}

/** One repository. */
export function repositoryBody(repo: Repo, createdAt: number) {
  const host = repo.host.toLowerCase()
  return {
    id: repositoryIdOf(repo),
    provider: host === 'github.com' ? 'github' : host === 'gitlab.com' ? 'gitlab' : 'unknown',
    path: `${repo.owner}/${repo.name}`,
    host: host === 'github.com' || host === 'gitlab.com' ? null : repo.host,
    url: repoUrl(repo),
    defaultBranch: 'main',
    isPrivate: null,
    createdAt: iso(createdAt),
    updatedAt: iso(createdAt),
  }
}

/** A queue's v2 configuration. */
export function configBody(q: Queue, x: V2Extras) {
  const s = q.settings
  return {
    concurrency: s.concurrency,
    bisectionConcurrency: s.bisectionConcurrency,
    pendingFailureDepth: s.pendingFailureDepth,
    canOptimisticallyMerge: s.canOptimisticallyMerge,
    allowBatching: s.batch,
    batchingMaxWaitTimeMinutes: s.batchingMaxWaitTimeMinutes,
    batchingMinSize: s.batchingMinSize,
    testingTimeoutMinutes: s.testingTimeoutMinutes,
    notReadyTimeoutMinutes: s.notReadyTimeoutHours * 60,
    createsPrsForTestingBranches: s.createPrsForTestingBranches,
    areCommentsEnabled: s.commentsEnabled,
    areCommandsEnabled: s.commandsEnabled,
    isStatusCheckEnabled: s.statusCheckEnabled,
    isExtensionEnabled: s.extensionEnabled,
    areLabelCommandsEnabled: s.labelCommandsEnabled,
    areStateLabelsEnabled: s.stateLabelsEnabled,
    // v2 has no "no override": a queue without one shows [] (gates on the branch protection's).
    requiredStatuses: [...(s.requiredStatuses ?? [])],
    allowedBotSubmitters: [...s.allowedBotSubmitters],
    batchingRules: [...(x.batchingRules.get(q.key) ?? [])],
    directMergeMode: s.directMergeMode,
    optimizationMode: camel(s.optimizationMode),
    mergeMethod: camel(s.mergeMethod),
    testBranchConstructionMode: camel(s.testBranchConstructionMode),
    enqueueingLabel: s.enqueueingLabel,
  }
}

/** `queue` or `graph`. */
export function modeOf(q: Queue): 'queue' | 'graph' {
  return q.settings.mode === 'parallel' ? 'graph' : 'queue'
}

/** One merge queue. */
export function mergeQueueBody(q: Queue, x: V2Extras) {
  const id = mergeQueueIdOf(q.repo, q.branch)
  const meta = x.queueMeta.get(q.key)
  return {
    id,
    repositoryId: repositoryIdOf(q.repo),
    targetBranch: q.branch,
    state: camel(q.state),
    mode: modeOf(q),
    managedState: meta?.managedState ?? 'manual',
    createdAt: iso(q.createdAt),
    updatedAt: iso(meta?.updatedAt ?? q.createdAt),
    repositoryUrl: repoUrl(q.repo),
    pullRequestsUrl: `/v2/merge-queues/${id}/pull-requests`,
    htmlUrl: `https://app.trunk.io/${q.repo.owner}/merge-queue/${id}`,
    config: configBody(q, x),
  }
}

/** The state change a queue write reports. */
export function stateChangeBody(q: Queue) {
  const id = mergeQueueIdOf(q.repo, q.branch)
  return {
    id,
    state: camel(q.state),
    mode: modeOf(q),
    pullRequestsUrl: `/v2/merge-queues/${id}/pull-requests`,
  }
}

/** A PR's facts with the emulator's defaults for unregistered PRs (as the v1 bodies use). */
export function prFacts(sim: Simulation, repo: Repo, number: number, fallbackBase: string) {
  const meta = sim.metadataOf(repo, number)
  return {
    title: meta.title ?? `Pull request #${number}`,
    sha: sim.headShaOf(repo, number),
    baseBranch: meta.baseBranch ?? fallbackBase,
    author: meta.author ?? 'emulator-user',
    branch: `pr-${number}`,
    url: `${repoUrl(repo)}/pull/${number}`,
  }
}

/** A PR as the short reference lists and runs carry. */
export function queuedPullRequestBody(sim: Simulation, q: Queue, number: number) {
  const f = prFacts(sim, q.repo, number, q.branch)
  return { id: pullRequestIdOf(q.repo, number), number, sha: f.sha, title: f.title, url: f.url }
}

/** One mergeability reason, as GitHub gives it (a required check's name for the check codes). */
function blockReasonOf(code: BlockReason) {
  return {
    code,
    message: BLOCK_REASON_TEXT[code],
    ...(code === 'failingCheck' || code === 'awaitingCheck'
      ? { check: DEFAULT_STATUS_CONTEXT }
      : {}),
  }
}

/** A queue entry; `single` says whether readiness.hasImpactedTargets is resolved (one-PR reads). */
export function queueEntryBody(sim: Simulation, q: Queue, e: Entry, x: V2Extras, single: boolean) {
  const r = sim.readinessOf(q, e.prNumber)
  const mergeability = r.gitHubMergeability === 'not_mergeable' ? 'notMergeable' : 'mergeable'
  return {
    id: e.id,
    mergeQueueId: mergeQueueIdOf(q.repo, q.branch),
    state: camel(e.state),
    stateChangedAt: iso(e.stateChangedAt),
    priorityValue: e.priorityValue,
    priorityName: e.priorityName,
    usedDefaultPriorityName: DEFAULT_PRIORITY_NAME,
    skipsTheLine: e.priorityValue === 0,
    allowBatching: !e.noBatch,
    direct: x.direct.get(e.id) ?? false,
    ...(e.verifiedByTestRun ? { verifiedByVerificationRunId: e.verifiedByTestRun } : {}),
    readiness: {
      requiresImpactedTargets: r.requiresImpactedTargets,
      ...(single ? { hasImpactedTargets: r.hasImpactedTargets } : {}),
      doesBaseBranchMatch: r.doesBaseBranchMatch,
      mergeability,
      ...(mergeability === 'notMergeable'
        ? {
            mergeabilityDetails: {
              provider: 'github',
              reasons: [blockReasonOf(sim.metadataOf(q.repo, e.prNumber).blockedBy ?? 'other')],
            },
          }
        : {}),
    },
    createdAt: iso(e.submittedAt),
    updatedAt: iso(e.stateChangedAt),
  }
}

/** The queue and entry a PR's `queueEntry` shows: its active one, else its latest. */
export function latestEntryOf(sim: Simulation, repo: Repo, number: number) {
  let best: { queue: Queue; entry: Entry } | undefined
  for (const q of queuesOf(sim, repo)) {
    const e = q.byPr.get(number)
    if (!e) continue
    const better =
      !best ||
      (isActiveState(e.state) && !isActiveState(best.entry.state)) ||
      (isActiveState(e.state) === isActiveState(best.entry.state) && e.seq > best.entry.seq)
    if (better) best = { queue: q, entry: e }
  }
  return best
}

/** The queues of one repository. */
export function queuesOf(sim: Simulation, repo: Repo): Queue[] {
  const key = `${repo.host}/${repo.owner}/${repo.name}`.toLowerCase()
  return [...sim.queues.values()].filter(
    (q) => `${q.repo.host}/${q.repo.owner}/${q.repo.name}`.toLowerCase() === key,
  )
}

/** One pull request; `at` picks the queue entry to show (default: its latest). */
export function pullRequestBody(
  sim: Simulation,
  repo: Repo,
  number: number,
  x: V2Extras,
  opts: { single: boolean; at?: { queue: Queue; entry: Entry } },
) {
  const id = pullRequestIdOf(repo, number)
  const at = opts.at ?? latestEntryOf(sim, repo, number)
  const f = prFacts(sim, repo, number, at?.queue.branch ?? 'main')
  if (!x.prCreatedAt.has(id)) x.prCreatedAt.set(id, at?.entry.submittedAt ?? sim.now)
  return {
    id,
    repositoryId: repositoryIdOf(repo),
    number,
    title: f.title,
    branch: f.branch,
    sha: f.sha,
    baseBranch: f.baseBranch,
    author: f.author,
    url: f.url,
    state: at?.entry.state === 'merged' ? 'merged' : 'open',
    isCurrentlySubmittedToQueue: !!at && isActiveState(at.entry.state),
    ...(at ? { queueEntry: queueEntryBody(sim, at.queue, at.entry, x, opts.single) } : {}),
    createdAt: iso(x.prCreatedAt.get(id) as number),
    htmlUrl: `https://app.trunk.io/${repo.owner}/pull/${number}?repo=${repo.owner}/${repo.name}`,
  }
}

/** The queue's dispatch order: started entries by run, then pending ones. */
export function orderBody(sim: Simulation, q: Queue) {
  const batches = new Map<
    string,
    {
      verificationRunId: string
      state: string
      isBisection: false
      pullRequests: ReturnType<typeof queuedPullRequestBody>[]
    }
  >()
  const pending: unknown[] = []
  for (const e of q.line) {
    const pr = queuedPullRequestBody(sim, q, e.prNumber)
    if (STARTED_STATES.has(e.state) && e.runId) {
      let b = batches.get(e.runId)
      if (!b) {
        b = {
          verificationRunId: e.runId,
          state: camel(e.state),
          isBisection: false,
          pullRequests: [],
        }
        batches.set(e.runId, b)
      }
      b.pullRequests.push(pr)
    } else {
      pending.push({
        pullRequest: pr,
        schedulability: 'schedulable',
        directlyAhead: [],
        heldBy: [],
      })
    }
  }
  return {
    mode: modeOf(q),
    queueState: camel(q.state),
    batchingEnabled: q.settings.batch,
    isolationResolved: true,
    hasCycle: false,
    batches: [...batches.values()],
    pending,
    awaitingAdmission: [],
    awaitingAdmissionTotal: 0,
  }
}

/** v2's conclusion of a finished check, from GitHub's. */
const V2_CONCLUSIONS: Record<RunCheck['conclusion'], string> = {
  SUCCESS: 'success',
  FAILURE: 'failure',
  TIMED_OUT: 'timeout',
  CANCELLED: 'cancelled',
  ACTION_REQUIRED: 'failure',
  // v2's enum has neither (providerConclusion keeps GitHub's value): the emulator's guesses.
  STARTUP_FAILURE: 'failure',
  STALE: 'cancelled',
}

/**
 * A finished run's checks as v2's flat list: a check run per check, and a status check per
 * required context (as v1's testing details report them).
 */
function finishedChecks(run: TestRun, contexts: readonly string[]) {
  const checkRuns = (run.checks ?? []).map((c, i) => ({
    id: `${run.id}-check-${i}`,
    name: c.name,
    kind: 'checkRun',
    status: 'completed',
    conclusion: V2_CONCLUSIONS[c.conclusion],
    providerStatus: 'COMPLETED',
    providerConclusion: c.conclusion,
    url: c.url,
    provider: 'github',
  }))
  const statusChecks = contexts.flatMap((name, i) => {
    const c = run.checks?.find((x) => x.name === name)
    if (!c) return []
    const failed = c.conclusion !== 'SUCCESS'
    return [
      {
        id: `${run.id}-status-${i}`,
        name,
        kind: 'statusCheck',
        status: 'completed',
        conclusion: V2_CONCLUSIONS[c.conclusion],
        providerStatus: 'COMPLETED',
        providerConclusion: !failed
          ? 'SUCCESS'
          : c.conclusion === 'CANCELLED'
            ? 'ERROR'
            : 'FAILURE',
        url: c.url,
        provider: 'github',
      },
    ]
  })
  return [...checkRuns, ...statusChecks]
}

/** The v2 name of a transition's per-state details object. */
const DETAILS_KEYS: Partial<Record<Entry['state'], string>> = {
  pending_failure: 'pendingFailure',
  failed: 'failed',
}

/**
 * One queue-entry state transition (v2 history). `reason` is null where the service sends none
 * (testing, pendingFailure); the failure details carry the checks that caused it.
 */
export function transitionBody(repo: Repo, number: number, t: Transition) {
  const key = DETAILS_KEYS[t.state]
  const state = camel(t.state)
  const reason = t.state === 'testing' || t.state === 'pending_failure' ? null : (t.code ?? null)
  return {
    pullRequestId: pullRequestIdOf(repo, number),
    state,
    changedAt: iso(t.at),
    reason,
    ...(t.runId ? { verificationRunId: t.runId } : {}),
    ...(t.actor ? { actor: { gitHubLogin: t.actor } } : {}),
    ...(key && t.failedChecks
      ? {
          [key]: {
            failureCausingChecks: t.failedChecks.map((c) => ({
              name: c.name,
              url: c.url,
              conclusion: c.conclusion,
            })),
          },
        }
      : {}),
  }
}

/** One verification run (v1's test run), with checks as v1's testing details report them. */
export function verificationRunBody(sim: Simulation, q: Queue, run: TestRun, single: boolean) {
  const override = q.settings.requiredStatuses
  const contexts = override ?? [DEFAULT_STATUS_CONTEXT]
  const url = `${repoUrl(q.repo)}/runs/${run.id}`
  const running = run.status === 'in_progress'
  const timedOut = run.endReason?.startsWith('timed out') === true
  const conclusion = running
    ? 'neutral'
    : run.status === 'succeeded'
      ? 'success'
      : run.status === 'cancelled'
        ? 'cancelled'
        : timedOut
          ? 'timeout'
          : 'failure'
  const providerConclusion = {
    neutral: undefined,
    success: 'SUCCESS',
    cancelled: 'CANCELLED',
    timeout: 'TIMED_OUT',
    failure: 'FAILURE',
  }[conclusion]
  const checks = run.checks
    ? finishedChecks(run, contexts)
    : [
        ...contexts.map((name, i) => ({
          id: `${run.id}-check-${i}`,
          name,
          kind: 'checkRun',
          status: running ? 'inProgress' : 'completed',
          conclusion,
          providerStatus: running ? 'IN_PROGRESS' : 'COMPLETED',
          ...(providerConclusion ? { providerConclusion } : {}),
          url,
          provider: 'github',
        })),
        ...contexts.map((name, i) => ({
          id: `${run.id}-status-${i}`,
          name,
          kind: 'statusCheck',
          status: running ? 'inProgress' : 'completed',
          conclusion,
          providerStatus: running ? 'PENDING' : 'COMPLETED',
          providerConclusion: running
            ? 'PENDING'
            : run.status === 'succeeded'
              ? 'SUCCESS'
              : run.status === 'cancelled'
                ? 'ERROR'
                : 'FAILURE',
          url,
          provider: 'github',
        })),
      ]
  const set = (t: TestRun['impactedTargets']) =>
    t === 'ALL'
      ? { impactsAllTargets: true, impactedTargets: [], totalImpactedTargets: 0 }
      : {
          impactsAllTargets: false,
          impactedTargets: [...(t ?? [])].sort(),
          totalImpactedTargets: (t ?? []).length,
        }
  const body: Record<string, unknown> = {
    id: run.id,
    isBisection: false,
    testBranch: run.testBranch,
    testBranchSha: run.testBranchSha,
    testBranchCommitUrl: `${repoUrl(q.repo)}/commit/${run.testBranchSha}`,
    createdAt: iso(run.createdAt),
    updatedAt: iso(run.finishedAt ?? run.createdAt),
    status: camel(run.status),
    requiredStatusesSource: override === null ? 'trunkConfig' : 'mergeInstance',
    requiredStatuses: contexts,
    checks,
    testedPullRequests: run.prNumbers.map((n) => queuedPullRequestBody(sim, q, n)),
    dependentPullRequests: run.basePrNumbers.map((n) => queuedPullRequestBody(sim, q, n)),
  }
  if (single && run.impactedTargets !== undefined) {
    body.impactedTargets = {
      all: set(run.impactedTargets),
      ...(run.impactedTargetsForTestedPrs !== undefined
        ? { testedPullRequestsOnly: set(run.impactedTargetsForTestedPrs) }
        : {}),
    }
  }
  return body
}

/**
 * The 200 body of `GET /v2/pull-requests/{id}/queue-entry-estimate` (the field names are the
 * emulator's: the service's were not recovered, gaps.md "Merge estimates").
 */
export function estimateBody(e: Estimate) {
  if (e.status === 'unavailable') return { status: e.status, reason: e.reason }
  if (e.kind === 'pendingFailureResolution') {
    return {
      status: e.status,
      kind: e.kind,
      estimatedResolutionTime: iso(wholeSecond(e.estimatedResolutionTime)),
      waitingOn: e.waitingOn.map((number) => ({ number })),
      prsAhead: e.prsAhead,
    }
  }
  return {
    status: e.status,
    kind: e.kind,
    estimatedMergeTime: iso(wholeSecond(e.estimatedMergeTime)),
    testingStartTime: iso(wholeSecond(e.testingStartTime)),
    testingEndTime: iso(wholeSecond(e.testingEndTime)),
    prsAhead: e.prsAhead,
  }
}
