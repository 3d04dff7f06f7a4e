/**
 * JSON bodies of the read endpoints, in the live service's key order (wire notes §2.4, §2.6,
 * §2.9, §2.10).
 */
import { iso } from '../simulation/clock.js'
import {
  DEFAULT_PRIORITY_NAME,
  DEFAULT_STATUS_CONTEXT,
  isActiveState,
  type Entry,
  type PrState,
  type Queue,
  type TestRun,
  type Transition,
} from '../simulation/model.js'
import type { Simulation } from '../simulation/simulation.js'

/** A PR's title, author and base branch with defaults for unregistered PRs. */
function prFacts(sim: Simulation, q: Queue, prNumber: number) {
  const meta = sim.metadataOf(q.repo, prNumber)
  return {
    prTitle: meta.title ?? `Pull request #${prNumber}`,
    prSha: sim.headShaOf(q.repo, prNumber),
    prBaseBranch: meta.baseBranch ?? q.branch,
    prAuthor: meta.author ?? 'emulator-user',
  }
}

/** The fields both PR bodies open with, in the live fixtures' order. */
function entryFields(e: Entry) {
  return {
    id: e.id,
    state: e.state,
    stateChangedAt: iso(e.stateChangedAt),
    priorityValue: e.priorityValue,
    priorityName: e.priorityName,
    usedDefaultPriorityName: DEFAULT_PRIORITY_NAME,
    skipTheLine: e.priorityValue === 0,
    noBatch: e.noBatch,
  }
}

/** The key of a v1 timeline item's per-state object (the migrate guide's `failure`, `cancellation`). */
const TIMELINE_STATE_KEYS: Record<PrState, string> = {
  not_ready: 'notReady',
  pending: 'pending',
  testing: 'testing',
  tests_passed: 'testsPassed',
  pending_failure: 'pendingFailure',
  failed: 'failure',
  cancelled: 'cancellation',
  merged: 'merged',
}

/**
 * A v1 timeline, newest first. The wire notes leave its items open; this is the emulator's
 * reading of the migrate guide (v2 renamed `timestamp` to `changedAt`, `failure` to `failed`,
 * `testRun` to `verificationRunId`, `failureCausingStatuses` to `failureCausingChecks`, and moved
 * the per-state `reason`/`actor` up): `{state, timestamp, <stateKey>: {reason, actor?, testRun?,
 * failureCausingStatuses?}}`.
 */
export function timelineBody(prNumber: number, history: readonly Transition[]) {
  return [...history].reverse().map((t) => {
    const run = t.runId
      ? { id: t.runId, testBranch: `trunk-merge/pr-${prNumber}/${t.runId}` }
      : undefined
    return {
      state: t.state,
      timestamp: iso(t.at),
      [TIMELINE_STATE_KEYS[t.state]]: {
        reason: t.code ?? null,
        message: t.reason,
        ...(t.actor ? { actor: { gitHubLogin: t.actor } } : {}),
        ...(run ? { testRun: run } : {}),
        ...(t.failedChecks
          ? {
              failureCausingStatuses: t.failedChecks.map((c) => ({
                name: c.name,
                conclusion: c.conclusion,
                url: c.url,
              })),
            }
          : {}),
      },
    }
  })
}

/** The getSubmittedPullRequest body (live fixture key order); the timeline when asked for. */
export function submittedPullRequestBody(
  sim: Simulation,
  q: Queue,
  e: Entry,
  includeTimeline = false,
) {
  const facts = prFacts(sim, q, e.prNumber)
  const r = sim.readinessOf(q, e.prNumber)
  return {
    ...entryFields(e),
    prTitle: facts.prTitle,
    prNumber: e.prNumber,
    prSha: facts.prSha,
    prBaseBranch: facts.prBaseBranch,
    prAuthor: facts.prAuthor,
    readiness: {
      hasImpactedTargets: r.hasImpactedTargets,
      requiresImpactedTargets: r.requiresImpactedTargets,
      doesBaseBranchMatch: r.doesBaseBranchMatch,
      gitHubMergeability: r.gitHubMergeability,
    },
    forceEnqueued: false,
    isCurrentlySubmittedToQueue: isActiveState(e.state),
    verifiedByTestRun: e.verifiedByTestRun,
    ...(includeTimeline
      ? { timeline: timelineBody(e.prNumber, sim.historyOf(q, e.prNumber)) }
      : {}),
  }
}

/** One element of getQueue's enqueuedPullRequests. */
export function enqueuedPullRequestBody(sim: Simulation, q: Queue, e: Entry) {
  const facts = prFacts(sim, q, e.prNumber)
  return {
    ...entryFields(e),
    prNumber: e.prNumber,
    prTitle: facts.prTitle,
    prSha: facts.prSha,
    prBaseBranch: facts.prBaseBranch,
    prAuthor: facts.prAuthor,
  }
}

/** The queue's configuration (updateQueue's body; getQueue's without the PR list). */
export function queueConfigBody(q: Queue) {
  const s = q.settings
  return {
    state: q.state,
    branch: q.branch,
    concurrency: s.concurrency,
    testingTimeoutMinutes: s.testingTimeoutMinutes,
    mode: s.mode,
    canOptimisticallyMerge: s.canOptimisticallyMerge,
    pendingFailureDepth: s.pendingFailureDepth,
    batch: s.batch,
    batchingMaxWaitTimeMinutes: s.batchingMaxWaitTimeMinutes,
    batchingMinSize: s.batchingMinSize,
    createPrsForTestingBranches: s.createPrsForTestingBranches,
    commentsEnabled: s.commentsEnabled,
    commandsEnabled: s.commandsEnabled,
    statusCheckEnabled: s.statusCheckEnabled,
    extensionEnabled: s.extensionEnabled,
    bisectionConcurrency: s.bisectionConcurrency,
    requiredStatuses: s.requiredStatuses && [...s.requiredStatuses],
    allowedBotSubmitters: [...s.allowedBotSubmitters],
    batchingRules: [] as unknown[],
    directMergeMode: s.directMergeMode,
    optimizationMode: s.optimizationMode,
    mergeMethod: s.mergeMethod,
    testBranchConstructionMode: s.testBranchConstructionMode,
    enqueueingLabel: s.enqueueingLabel,
    labelCommandsEnabled: s.labelCommandsEnabled,
    stateLabelsEnabled: s.stateLabelsEnabled,
    notReadyTimeoutHours: s.notReadyTimeoutHours,
  }
}

/** The getQueue body: configuration plus the enqueued PRs in queue order. */
export function queueBody(sim: Simulation, q: Queue) {
  return {
    ...queueConfigBody(q),
    enqueuedPullRequests: sim.activeEntries(q).map((e) => enqueuedPullRequestBody(sim, q, e)),
  }
}

export { DEFAULT_STATUS_CONTEXT }

/** The getMergeQueueTestingDetails body of one test run. */
export function testingDetailsBody(sim: Simulation, q: Queue, run: TestRun) {
  const override = q.settings.requiredStatuses
  const contexts = override ?? [DEFAULT_STATUS_CONTEXT]
  const repoUrl = `https://${q.repo.host}/${q.repo.owner}/${q.repo.name}`
  const running = run.status === 'in_progress'
  const passed = run.status === 'succeeded'
  const checkState = running ? 'PENDING' : passed ? 'SUCCESS' : 'FAILURE'
  const body: Record<string, unknown> = {
    requiredStatuses: contexts,
    requiredStatusesSource: override === null ? 'trunk_config' : 'merge_instance',
    testBranch: run.testBranch,
    testBranchSha: run.testBranchSha,
    createdAt: iso(run.createdAt),
    status: run.status,
    checkSuites: [
      {
        checkRuns: run.checks
          ? run.checks.map((c) => ({
              name: c.name,
              url: c.url,
              status: 'COMPLETED',
              conclusion: c.conclusion,
            }))
          : contexts.map((name) => ({
              name,
              url: `${repoUrl}/runs/${run.id}`,
              status: running ? 'IN_PROGRESS' : 'COMPLETED',
              ...(running
                ? {}
                : {
                    conclusion:
                      run.status === 'succeeded'
                        ? 'SUCCESS'
                        : run.status === 'cancelled'
                          ? 'CANCELLED'
                          : run.endReason?.startsWith('timed out')
                            ? 'TIMED_OUT'
                            : 'FAILURE',
                  }),
            })),
      },
    ],
    statusChecks: contexts.map((context) => {
      const check = run.checks?.find((c) => c.name === context)
      return {
        context,
        url: check?.url ?? `${repoUrl}/runs/${run.id}`,
        state: check
          ? check.conclusion === 'SUCCESS'
            ? 'SUCCESS'
            : check.conclusion === 'CANCELLED'
              ? 'ERROR'
              : 'FAILURE'
          : run.status === 'cancelled'
            ? 'ERROR'
            : checkState,
      }
    }),
    testedPullRequests: run.prNumbers.map((n) => ({
      prNumber: n,
      prUrl: `${repoUrl}/pull/${n}`,
      title: prFacts(sim, q, n).prTitle,
    })),
  }
  if (run.impactedTargets !== undefined) {
    body.impactedTargets = run.impactedTargets === 'ALL' ? ['ALL'] : run.impactedTargets
  }
  if (run.impactedTargetsForTestedPrs !== undefined) {
    body.impactedTargetsForTestedPrs =
      run.impactedTargetsForTestedPrs === 'ALL' ? ['ALL'] : run.impactedTargetsForTestedPrs
  }
  body.dependentPrs = [...run.basePrNumbers]
  return body
}
