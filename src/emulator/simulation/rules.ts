/**
 * The rules the simulation applies on its own, at one instant, until none applies (settle): a
 * due test run ends and moves its PRs; a pending_failure PR fails once nothing behind it can
 * rescue it; a tests_passed PR merges once its base has; PRs move between the line and the
 * waiting list as their readiness changes; a mode switch completes; runs start in free slots.
 * And when the next of them is due (nextEventTime), so the simulation can be driven through time.
 */
import {
  STARTED_STATES,
  isActiveState,
  repoKey,
  type Entry,
  type Queue,
  type TestRun,
  type TransitionCause,
} from './model.js'
import { describeUnready } from './pull-requests.js'
import {
  archive,
  finishRun,
  insertIntoLine,
  invalidateDependents,
  leaveQueue,
  record,
  removeFromLine,
  toPending,
} from './line.js'
import { baseOf, dependentsBehind, nextRunMembers } from './run-plan.js'
import { sortedWaiting, type SimulationState } from './simulation-state.js'
import { failedChecksOf } from './test-runs.js'
import type { Repo } from './requests.js'

/** The time of the next scheduled event after now, if any. */
export function nextEventTime(s: SimulationState): number | undefined {
  let next: number | undefined
  const consider = (t: number | null | undefined) => {
    if (t === null || t === undefined || t <= s.now) return
    if (next === undefined || t < next) next = t
  }
  for (const q of s.queues.values()) {
    for (const t of s.ci.eventTimes(q)) consider(t)
    if (q.settings.batch) {
      const waitMs = q.settings.batchingMaxWaitTimeMinutes * 60_000
      for (const e of q.line) {
        if (e.state === 'pending' && e.readySince !== undefined) consider(e.readySince + waitMs)
      }
    }
  }
  return next
}

/** Applies every rule until nothing changes, at the current time. */
export function settle(s: SimulationState): void {
  // Each round changes something, and there are finitely many changes to make; the bound
  // only guards against a bug turning into a hung server.
  for (let round = 0; round < 10_000_000; round++) {
    let changed = false
    for (const q of s.queues.values()) {
      if (settleQueue(s, q)) changed = true
    }
    if (!changed) return
  }
}

/** The readiness of PR `number` of `repo` must be checked again, in every queue of the repo. */
export function readinessChanged(s: SimulationState, repo: Repo, number: number): void {
  const key = repoKey(repo)
  for (const q of s.queues.values()) {
    if (repoKey(q.repo) === key) (q.dirtyPrs ??= new Set()).add(number)
  }
}

function settleQueue(s: SimulationState, q: Queue): boolean {
  // One rule at a time, in this order, until none applies.
  return (
    completeNextDueRun(s, q) ||
    resolvePendingFailures(s, q) ||
    mergePassed(s, q) ||
    refreshReadiness(s, q) ||
    finishModeSwitch(s, q) ||
    startRuns(s, q)
  )
}

// ---- A run ends ------------------------------------------------------------------------------

/** Completes (or times out) the earliest due run; true if one was. */
function completeNextDueRun(s: SimulationState, q: Queue): boolean {
  const due = s.ci.due(q, s.now)
  if (!due) return false
  const { run } = due
  if (due.timeout) {
    const deadline = due.at
    const culprits = run.memberOutcomes
      .filter((m) => m.outcome === 'timeout' || m.endsAt === null || m.endsAt > deadline)
      .map((m) => m.entryId)
    // The queue's testing timeout, or a scripted timeout's own duration.
    const minutes = Math.round((deadline - run.createdAt) / 60_000)
    finishRun(s, q, run, 'failed', `timed out after ${minutes} minutes`)
    onRunFailed(s, q, run, culprits, `testing timed out after ${minutes} minutes`, {
      code: 'TEST_RUN_TIMEOUT',
    })
  } else if (run.memberOutcomes.every((m) => m.outcome === 'pass')) {
    finishRun(s, q, run, 'succeeded', 'tests passed')
    onRunSucceeded(s, q, run)
  } else {
    const culprits = run.memberOutcomes.filter((m) => m.outcome !== 'pass').map((m) => m.entryId)
    finishRun(s, q, run, 'failed', 'tests failed')
    onRunFailed(s, q, run, culprits, 'tests failed', {
      code: 'TEST_RUN_REQUIRED_STATUS_FAILED',
    })
  }
  return true
}

function onRunSucceeded(s: SimulationState, q: Queue, run: TestRun): void {
  for (const id of run.members) {
    const m = s.entries.get(id)
    if (m && m.state === 'testing' && m.runId === run.id) {
      record(s, m, 'tests_passed', `test run ${run.id} passed`, {
        code: 'TEST_RUN_PASSED',
        runId: run.id,
      })
      m.verifiedByTestRun = run.id
    }
  }
  if (!q.settings.canOptimisticallyMerge) return
  // Optimistic merging: the PRs this run included are proven too.
  for (const id of run.base) {
    const b = s.entries.get(id)
    if (!b || !['testing', 'pending', 'pending_failure'].includes(b.state)) continue
    const own = b.runId ? s.runs.get(b.runId) : undefined
    if (own && own.status === 'in_progress') {
      finishRun(s, q, own, 'cancelled', `superseded: test run ${run.id} included it and passed`)
    }
    record(s, b, 'tests_passed', `optimistic merge: test run ${run.id} included it and passed`, {
      code: 'SUCCESSOR_TEST_RUN_PASSED',
      runId: run.id,
    })
    b.verifiedByTestRun = run.id
  }
}

function onRunFailed(
  s: SimulationState,
  q: Queue,
  run: TestRun,
  culpritIds: string[],
  reason: string,
  cause: { code: string },
): void {
  const failed = { ...cause, runId: run.id, failedChecks: failedChecksOf(run) }
  const members = run.members
    .map((id) => s.entries.get(id))
    .filter((m): m is Entry => m !== undefined && m.state === 'testing' && m.runId === run.id)
  // A run that included a PR in pending_failure confirms that PR's failure; its own PRs are
  // retested without it.
  const suspects = run.base
    .map((id) => s.entries.get(id))
    .filter((b): b is Entry => b !== undefined && b.state === 'pending_failure')
  if (suspects.length > 0) {
    for (const f of suspects) {
      if (f.state === 'pending_failure') {
        leaveQueue(
          s,
          q,
          f,
          'failed',
          `failure confirmed: test run ${run.id} included it and failed too`,
          'retest',
          pendingFailureCause(f),
        )
      }
    }
    for (const m of members) {
      if (m.state === 'testing') toPending(s, m, `retested: pull request(s) ahead of it failed`)
    }
    return
  }
  const culprits = members.filter((m) => culpritIds.includes(m.id))
  const blamed = culprits.length > 0 ? culprits : members
  for (const m of members) {
    if (!blamed.includes(m))
      toPending(s, m, `batch retested without the pull request(s) that failed it`)
  }
  for (const m of blamed) {
    if (q.settings.pendingFailureDepth > 0 && dependentsBehind(q, m, 1, s.planView(q)).length > 0) {
      record(s, m, 'pending_failure', `${reason}; waiting for pull requests behind it`, {
        runId: failed.runId,
        failedChecks: failed.failedChecks,
      })
    } else {
      leaveQueue(s, q, m, 'failed', reason, 'leave', failed)
    }
  }
}

/** pending_failure PRs fail once the PRs behind them finished testing without rescuing them. */
function resolvePendingFailures(s: SimulationState, q: Queue): boolean {
  for (const f of q.line) {
    if (f.state !== 'pending_failure') continue
    const watched = s.pendingFailureWatch(q, f)
    const allDone = watched.every((x) => {
      const run = x.runId ? s.runs.get(x.runId) : undefined
      return (
        STARTED_STATES.has(x.state) &&
        run !== undefined &&
        run.status !== 'in_progress' &&
        s.ci.baseSet(run.id).has(f.id)
      )
    })
    if (watched.length === 0 || allDone) {
      const why =
        watched.length === 0
          ? 'no pull requests behind it left to wait for'
          : `the ${watched.length} pull request${watched.length === 1 ? '' : 's'} behind it finished testing without passing it`
      leaveQueue(s, q, f, 'failed', `tests failed; ${why}`, 'retest', pendingFailureCause(f))
      return true
    }
  }
  return false
}

/** A pending_failure PR's failure, as its transition into pending_failure recorded it. */
function pendingFailureCause(f: Entry): TransitionCause {
  const last = [...f.timeline].reverse().find((t) => t.state === 'pending_failure')
  return {
    code: 'TEST_RUN_REQUIRED_STATUS_FAILED',
    runId: last?.runId ?? f.runId,
    failedChecks: last?.failedChecks,
  }
}

// ---- The line moves on -----------------------------------------------------------------------

/** Merges tests_passed PRs whose base has merged. */
function mergePassed(s: SimulationState, q: Queue): boolean {
  let position: Map<string, number> | undefined
  for (let i = 0; i < q.line.length; i++) {
    const e = q.line[i] as Entry
    if (e.state !== 'tests_passed') continue
    position ??= new Map(q.line.map((x, j) => [x.id, j]))
    const blocked = [...s.ci.baseSet(e.verifiedByTestRun)].some(
      (id) => (position?.get(id) ?? Infinity) < i && isActiveEntry(s, id),
    )
    if (blocked) continue
    q.line.splice(i, 1)
    record(s, e, 'merged', `merged into ${q.branch}`, {
      code: 'MERGE_GRAPH_MERGE',
      runId: e.verifiedByTestRun ?? undefined,
    })
    archive(s, q, e)
    return true
  }
  return false
}

function isActiveEntry(s: SimulationState, id: string): boolean {
  const e = s.entries.get(id)
  return e !== undefined && isActiveState(e.state)
}

/** Moves not_ready PRs that became ready into the line, and pending ones that lost it out. */
function refreshReadiness(s: SimulationState, q: Queue): boolean {
  if (!q.readinessDirty) {
    // Only some PRs changed: check just those.
    if (!q.dirtyPrs || q.dirtyPrs.size === 0) return false
    const dirty = q.dirtyPrs
    q.dirtyPrs = undefined
    const entries = [...dirty]
      .map((n) => q.byPr.get(n))
      .filter(
        (e): e is Entry => e !== undefined && (e.state === 'not_ready' || e.state === 'pending'),
      )
    if (entries.length === 0) return false
    for (const e of entries) {
      if (e.state === 'not_ready' && s.readinessOf(q, e.prNumber).ready) {
        q.readinessDirty = true
        break
      }
      if (e.state === 'pending' && !s.readinessOf(q, e.prNumber).ready) {
        q.readinessDirty = true
        break
      }
    }
    if (!q.readinessDirty) return false
  }
  for (const e of sortedWaiting(q)) {
    if (!s.readinessOf(q, e.prNumber).ready) continue
    q.waiting.splice(q.waiting.indexOf(e), 1)
    record(s, e, 'pending', 'ready')
    insertIntoLine(s, q, e)
    return true
  }
  for (const e of q.line) {
    if (e.state !== 'pending' || s.readinessOf(q, e.prNumber).ready) continue
    removeFromLine(q, e)
    record(s, e, 'not_ready', describeUnready(s.readinessOf(q, e.prNumber)))
    q.waiting.push(e)
    invalidateDependents(s, q, e, `pull request #${e.prNumber} ahead of it is no longer ready`)
    return true
  }
  q.readinessDirty = false
  return false
}

function finishModeSwitch(s: SimulationState, q: Queue): boolean {
  if (!q.switching || q.activeRuns.size > 0) return false
  q.settings.mode = q.switching.mode
  q.state = q.switching.resumeState
  q.switching = undefined
  q.readinessDirty = true
  s.changed()
  return true
}

// ---- Runs start ------------------------------------------------------------------------------

/** Starts as many runs as slots and rules allow. */
function startRuns(s: SimulationState, q: Queue): boolean {
  if (q.state !== 'running' && q.state !== 'draining') return false
  let started = false
  while (q.activeRuns.size < q.settings.concurrency) {
    const members = nextRunMembers(q, s.now, s.planView(q))
    if (!members) break
    startRun(s, q, members)
    started = true
  }
  return started
}

function startRun(s: SimulationState, q: Queue, members: Entry[]): void {
  const position = new Map(q.line.map((e, i) => [e.id, i]))
  const base = [...baseOf(q, members, s.planView(q))].sort(
    (a, b) => (position.get(a) ?? -1) - (position.get(b) ?? -1),
  )
  const run = s.ci.start(q, s.now, {
    members,
    base,
    takeOutcome: (n) => s.prs.takeOutcome(q.repo, n),
    targetsOf: (n) => s.currentTargets(q, n),
    prNumberOf: (id) => s.entries.get(id)?.prNumber,
  })
  const label = members.length > 1 ? `batch of ${members.length}, ` : ''
  for (const m of members) {
    m.runId = run.id
    m.restarted = false
    m.verifiedByTestRun = null
    record(s, m, 'testing', `test run ${run.id} started (${label}branch ${run.testBranch})`, {
      runId: run.id,
    })
  }
}
