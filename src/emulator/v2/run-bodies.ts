/**
 * The v2 JSON body of a verification run (v1's test run): its checks as v1's testing details
 * report them (a check run and a status check per required context), its PRs and its impacted
 * targets.
 */
import { iso } from '../simulation/clock.js'
import {
  DEFAULT_STATUS_CONTEXT,
  type Queue,
  type RunCheck,
  type TestRun,
} from '../simulation/model.js'
import type { Simulation } from '../simulation/simulation.js'
import { camel, queuedPullRequestBody, repoUrl } from './bodies.js'

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

/** A run's conclusion as v2 spells it (`neutral` while it runs). */
type RunConclusion = 'neutral' | 'success' | 'cancelled' | 'timeout' | 'failure'

function conclusionOf(run: TestRun): RunConclusion {
  if (run.status === 'in_progress') return 'neutral'
  if (run.status === 'succeeded') return 'success'
  if (run.status === 'cancelled') return 'cancelled'
  return run.endReason?.startsWith('timed out') === true ? 'timeout' : 'failure'
}

/**
 * The checks of a run that has no per-check results (running, or ended without scripted checks):
 * a check run and a status check per required context, each with the run's own conclusion.
 */
function checksFromRunStatus(run: TestRun, contexts: readonly string[], url: string) {
  const running = run.status === 'in_progress'
  const conclusion = conclusionOf(run)
  const providerConclusion = {
    neutral: undefined,
    success: 'SUCCESS',
    cancelled: 'CANCELLED',
    timeout: 'TIMED_OUT',
    failure: 'FAILURE',
  }[conclusion]
  return [
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
}

/** A set of impacted targets as v2 spells it. */
function targetSetBody(t: TestRun['impactedTargets']) {
  return t === 'ALL'
    ? { impactsAllTargets: true, impactedTargets: [], totalImpactedTargets: 0 }
    : {
        impactsAllTargets: false,
        impactedTargets: [...(t ?? [])].sort(),
        totalImpactedTargets: (t ?? []).length,
      }
}

/** One verification run (v1's test run), with checks as v1's testing details report them. */
export function verificationRunBody(sim: Simulation, q: Queue, run: TestRun, single: boolean) {
  const override = q.settings.requiredStatuses
  const contexts = override ?? [DEFAULT_STATUS_CONTEXT]
  const url = `${repoUrl(q.repo)}/runs/${run.id}`
  const checks = run.checks
    ? finishedChecks(run, contexts)
    : checksFromRunStatus(run, contexts, url)
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
      all: targetSetBody(run.impactedTargets),
      ...(run.impactedTargetsForTestedPrs !== undefined
        ? { testedPullRequestsOnly: targetSetBody(run.impactedTargetsForTestedPrs) }
        : {}),
    }
  }
  return body
}
