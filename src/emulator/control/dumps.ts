/**
 * What the control API shows: the full state (`GET /_control/state`, for tests that check
 * invariants) and every queue's estimates (`GET /_control/estimates`).
 */
import { iso } from '../simulation/clock.js'
import type { ControlContext } from './bodies.js'
import { estimateSettingsOf, estimatorOf } from '../simulation/estimate.js'
import type { Entry, Queue, TestRun } from '../simulation/model.js'
import type { Simulation } from '../simulation/simulation.js'
import { estimateBody } from '../v2/entry-bodies.js'

/** Answer of `GET /_control/estimates`. */
export type ControlEstimatesResponse = ReturnType<typeof estimatesDump>
/** Answer of `GET /_control/state`. */
export type ControlStateResponse = ReturnType<typeof stateDump>

/**
 * Every queue's estimate setting and the estimate of each of its active PRs, in queue order, in
 * the v2 body's shape (`estimate: null` when the queue serves none).
 */
export function estimatesDump(sim: Simulation) {
  const estimator = estimatorOf(sim)
  return {
    now: iso(sim.now),
    queues: [...sim.queues.values()].map((q) => ({
      repo: q.repo,
      branch: q.branch,
      ...estimateSettingsOf(q),
      entries: sim.activeEntries(q).map((e) => {
        const estimate = estimator.estimate(q, e)
        return { prNumber: e.prNumber, estimate: estimate ? estimateBody(estimate) : null }
      }),
    })),
  }
}

/** The full state, for tests that check invariants. */
export function stateDump(ctx: ControlContext) {
  const { sim } = ctx
  const c = ctx.clockInfo()
  const entry = (q: Queue, e: Entry) => {
    const targets = sim.currentTargets(q, e.prNumber)
    return {
      id: e.id,
      prNumber: e.prNumber,
      state: e.state,
      priorityValue: e.priorityValue,
      priorityName: e.priorityName,
      noBatch: e.noBatch,
      sha: sim.headShaOf(q.repo, e.prNumber),
      targets: targets ?? null,
      testRunId: e.runId ?? null,
      verifiedByTestRun: e.verifiedByTestRun,
      submittedAt: iso(e.submittedAt),
      stateChangedAt: iso(e.stateChangedAt),
      timeline: e.timeline.map((t) => ({
        state: t.state,
        at: iso(t.at),
        reason: t.reason,
        ...(t.code ? { code: t.code } : {}),
        ...(t.actor ? { actor: t.actor } : {}),
        ...(t.failedChecks ? { failedChecks: t.failedChecks } : {}),
      })),
    }
  }
  const run = (r: TestRun) => ({
    id: r.id,
    testBranch: r.testBranch,
    prNumbers: r.prNumbers,
    dependentPrs: r.basePrNumbers,
    status: r.status,
    createdAt: iso(r.createdAt),
    endsAt: r.endsAt === null ? null : iso(r.endsAt),
    finishedAt: r.finishedAt === undefined ? null : iso(r.finishedAt),
    endReason: r.endReason ?? null,
    checks: r.checks ?? [],
    outcomes: r.memberOutcomes.map((m) => ({
      prNumber: sim.entries.get(m.entryId)?.prNumber ?? null,
      outcome: m.outcome,
    })),
  })
  return {
    now: iso(c.now),
    clock: { mode: c.mode, speed: c.speed },
    queues: [...sim.queues.values()].map((q) => {
      const { requiredStatuses, ...settings } = q.settings
      return {
        repo: q.repo,
        branch: q.branch,
        state: q.state,
        switchingTo: q.switching?.mode ?? null,
        estimates: estimateSettingsOf(q),
        settings: { ...settings, requiredStatuses: requiredStatuses && [...requiredStatuses] },
        entries: sim.activeEntries(q).map((e) => entry(q, e)),
        finished: q.finished.map((e) => entry(q, e)),
        testRuns: [...sim.runs.values()].filter((r) => r.queueKey === q.key).map(run),
      }
    }),
    pullRequests: [...sim.pullRequests.values()].map((m) => ({
      ...m,
      headSha: sim.headShaOf(m.repo, m.number),
    })),
    flakyTests: { total: ctx.flakyTests().length },
  }
}
