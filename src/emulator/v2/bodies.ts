/**
 * The v2 JSON bodies of the simulation's queues (spec/v2/openapi-fragments/_components.yaml): the
 * same queues the `/v1` endpoints report, in v2's shapes and camelCase; a repository, a PR's
 * facts and its short reference. A PR and its queue entry are in entry-bodies.ts, a verification
 * run in run-bodies.ts.
 */
import { iso } from '../simulation/clock.js'
import { STARTED_STATES, type Queue } from '../simulation/model.js'
import type { Repo } from '../simulation/requests.js'
import type { Simulation } from '../simulation/simulation.js'
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

/** The queues of one repository. */
export function queuesOf(sim: Simulation, repo: Repo): Queue[] {
  const key = `${repo.host}/${repo.owner}/${repo.name}`.toLowerCase()
  return [...sim.queues.values()].filter(
    (q) => `${q.repo.host}/${q.repo.owner}/${q.repo.name}`.toLowerCase() === key,
  )
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
