/**
 * The v2 JSON bodies of a pull request and its queue entry: the entry with its readiness, the PR
 * with the entry it shows, one transition of its history, and its merge estimate.
 */
import { iso } from '../simulation/clock.js'
import { wholeSecond, type Estimate } from '../simulation/estimate.js'
import {
  BLOCK_REASON_TEXT,
  DEFAULT_PRIORITY_NAME,
  DEFAULT_STATUS_CONTEXT,
  isActiveState,
  type BlockReason,
  type Entry,
  type Queue,
  type Transition,
} from '../simulation/model.js'
import type { Repo } from '../simulation/requests.js'
import type { Simulation } from '../simulation/simulation.js'
import { camel, prFacts, queuesOf, type V2Extras } from './bodies.js'
import { mergeQueueIdOf, pullRequestIdOf, repositoryIdOf } from './ids.js'

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
