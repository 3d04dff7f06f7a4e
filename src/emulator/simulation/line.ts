/**
 * The moves of a PR in its queue's line, shared by the operations (simulation.ts) and the rules
 * (rules.ts): a transition recorded in the entry's timeline; going into the line at its place and
 * out of it; leaving the queue; and the one consequence every move that invalidates a test
 * carries: each run whose base included the PR is restarted, its members back to pending.
 */
import { PRIORITY_NAMES } from '../../wire/index.js'
import {
  MAX_FINISHED_PER_QUEUE,
  STARTED_STATES,
  isActiveState,
  repoKey,
  type Entry,
  type PrState,
  type Queue,
  type RunStatus,
  type TestRun,
  type TransitionCause,
} from './model.js'
import { stripUndefined } from './pull-requests.js'
import { byPriorityThenSeq, type SimulationState } from './simulation-state.js'
import { targetsOverlap } from './targets.js'
import type { Repo } from './requests.js'

/** Moves an entry to `state` now, and writes the transition into its timeline. */
export function record(
  s: SimulationState,
  e: Entry,
  state: PrState,
  reason: string,
  cause: TransitionCause = {},
): void {
  e.state = state
  e.stateChangedAt = s.now
  e.timeline.push({ state, at: s.now, reason, ...stripUndefined(cause) })
  s.changed()
}

/** Puts a ready entry into the line at its place (see simulation.ts's module comment). */
export function insertIntoLine(s: SimulationState, q: Queue, e: Entry): void {
  e.readySince = s.now
  if (e.priorityValue === PRIORITY_NAMES.urgent) {
    let i = 0
    while (i < q.line.length && (q.line[i] as Entry).priorityValue === PRIORITY_NAMES.urgent) i++
    q.line.splice(i, 0, e)
    restartDependentsOfInserted(s, q, e, i)
    return
  }
  let lastStarted = -1
  q.line.forEach((x, i) => {
    if (STARTED_STATES.has(x.state)) lastStarted = i
  })
  let i = lastStarted + 1
  while (i < q.line.length && byPriorityThenSeq(q.line[i] as Entry, e) <= 0) i++
  q.line.splice(i, 0, e)
}

/** An urgent PR went in front of started PRs: restart those whose test it invalidates. */
function restartDependentsOfInserted(s: SimulationState, q: Queue, e: Entry, index: number): void {
  const parallel = q.settings.mode === 'parallel'
  const mine = parallel ? s.currentTargets(q, e.prNumber) : undefined
  const restarted = new Set<string>()
  const runs: TestRun[] = []
  for (const x of q.line.slice(index + 1)) {
    if (!STARTED_STATES.has(x.state) || !x.runId) continue
    const base = s.ci.baseSet(x.runId)
    const depends =
      !parallel ||
      targetsOverlap(s.currentTargets(q, x.prNumber), mine) ||
      [...restarted].some((id) => base.has(id))
    if (!depends) continue
    restarted.add(x.id)
    const run = s.runs.get(x.runId)
    if (run && !runs.includes(run)) runs.push(run)
  }
  for (const run of runs) {
    restartRun(s, q, run, `pull request #${e.prNumber} (urgent) went ahead of it`)
  }
}

/** Takes an entry out of the line or the waiting list, wherever it stands. */
export function removeFromLine(q: Queue, e: Entry): void {
  const i = q.line.indexOf(e)
  if (i >= 0) q.line.splice(i, 1)
  const w = q.waiting.indexOf(e)
  if (w >= 0) q.waiting.splice(w, 1)
}

/** Ends an entry (failed or cancelled) and restarts every run whose base included it. */
export function leaveQueue(
  s: SimulationState,
  q: Queue,
  e: Entry,
  state: 'failed' | 'cancelled',
  reason: string,
  mates: 'retest' | 'leave' = 'retest',
  cause: TransitionCause = {},
): void {
  const run = e.runId ? s.runs.get(e.runId) : undefined
  if (run && STARTED_STATES.has(e.state) && run.id === e.runId) {
    if (run.status === 'in_progress') {
      finishRun(s, q, run, 'cancelled', `pull request #${e.prNumber} ${state}`)
    }
    // Its batch mates were tested together with it: their result no longer stands.
    for (const id of mates === 'retest' ? run.members : []) {
      const mate = s.entries.get(id)
      if (mate && mate !== e && STARTED_STATES.has(mate.state) && mate.runId === run.id) {
        toPending(s, mate, `batch retested: pull request #${e.prNumber} ${state}`)
      }
    }
  }
  removeFromLine(q, e)
  record(s, e, state, reason, cause)
  archive(s, q, e)
  invalidateDependents(s, q, e, `pull request #${e.prNumber} ahead of it ${state}`)
}

/** Keeps a finished entry among the queue's finished ones (the oldest beyond the bound go). */
export function archive(s: SimulationState, q: Queue, e: Entry): void {
  q.finished.push(e)
  while (q.finished.length > MAX_FINISHED_PER_QUEUE) {
    const old = q.finished.shift() as Entry
    if (q.byPr.get(old.prNumber) !== old) s.entries.delete(old.id)
  }
}

/** Restarts every started entry whose test included `e` (it left, or its code changed). */
export function invalidateDependents(s: SimulationState, q: Queue, e: Entry, reason: string): void {
  const runs = new Set<TestRun>()
  for (const x of q.line) {
    if (x === e || !STARTED_STATES.has(x.state) || !x.runId) continue
    if (s.ci.baseSet(x.runId).has(e.id)) {
      const run = s.runs.get(x.runId)
      if (run) runs.add(run)
    }
  }
  for (const run of runs) restartRun(s, q, run, reason)
}

/** Cancels a run (if running) and puts its started members back to pending, in place. */
export function restartRun(s: SimulationState, q: Queue, run: TestRun, reason: string): void {
  if (run.status === 'in_progress') finishRun(s, q, run, 'cancelled', reason)
  for (const id of run.members) {
    const m = s.entries.get(id)
    if (m && STARTED_STATES.has(m.state) && m.runId === run.id) toPending(s, m, reason)
  }
}

/** Puts a started entry back to pending, to be tested again. */
export function toPending(s: SimulationState, m: Entry, reason: string): void {
  record(s, m, 'pending', reason)
  m.restarted = true
  m.readySince = s.now
  m.verifiedByTestRun = null
}

/** Ends a run of queue `q` now with `status`. */
export function finishRun(
  s: SimulationState,
  q: Queue,
  run: TestRun,
  status: RunStatus,
  reason: string,
): void {
  s.ci.finish(q, run, status, reason, s.now)
  s.changed()
}

/** A PR's head changed (a push): its tests and the tests that included it are stale. */
export function headChanged(s: SimulationState, repo: Repo, number: number): void {
  for (const q of s.queues.values()) {
    if (repoKey(q.repo) !== repoKey(repo)) continue
    const e = q.byPr.get(number)
    if (!e || !isActiveState(e.state)) continue
    if (STARTED_STATES.has(e.state) && e.runId) {
      const run = s.runs.get(e.runId)
      if (run) restartRun(s, q, run, `pull request #${number} has a new head commit`)
      if (STARTED_STATES.has(e.state))
        toPending(s, e, `pull request #${number} has a new head commit`)
    }
    invalidateDependents(s, q, e, `pull request #${number} ahead of it has a new head commit`)
  }
}
