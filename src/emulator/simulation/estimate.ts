/**
 * Merge estimates, as the service computes them: by simulating the queue forward. The emulator
 * copies its own simulation, assumes that every test run from now on passes (the service cannot
 * know a future failure, so a scripted one is not revealed: the copy has no scripts, and a run in
 * progress passes at its end, or after the usual test duration when it hangs), runs the copy
 * until every PR of the queue has left it, and reads when each PR started and finished testing
 * and merged. One projection answers for every PR of the queue, and is kept until the simulation
 * changes or its clock moves.
 */
import {
  DEFAULT_ESTIMATE_SETTINGS,
  STARTED_STATES,
  isActiveState,
  type Entry,
  type EstimateSettings,
  type Queue,
} from './model.js'
import { Simulation } from './simulation.js'
import { targetsOverlap } from './targets.js'

/** Why a queue gives no estimate for a PR (the service's reasons, gaps.md "Merge estimates"). */
export const ESTIMATE_UNAVAILABLE_REASONS = [
  'QUEUE_PAUSED',
  'INSUFFICIENT_HISTORY',
  'NOT_READY',
] as const
export type EstimateUnavailableReason = (typeof ESTIMATE_UNAVAILABLE_REASONS)[number]

/** A PR's estimate; times are emulator epoch ms. */
export type Estimate =
  | {
      status: 'available'
      kind: 'merge'
      estimatedMergeTime: number
      testingStartTime: number
      testingEndTime: number
      prsAhead: number
    }
  | {
      status: 'available'
      kind: 'pendingFailureResolution'
      estimatedResolutionTime: number
      /** The PR numbers whose tests decide the failure. */
      waitingOn: number[]
      prsAhead: number
    }
  | { status: 'unavailable'; reason: EstimateUnavailableReason }

/** Most simulated events a projection runs through (a guard: each moves time forward). */
const MAX_PROJECTED_EVENTS = 200_000
/** How far ahead a projection looks: 30 days. */
const HORIZON_MS = 30 * 24 * 3_600_000

/** The queue's estimate setting (the default when none was set). */
export function estimateSettingsOf(q: Queue): EstimateSettings {
  return q.estimates ?? DEFAULT_ESTIMATE_SETTINGS
}

/** The estimates of the PRs of one queue, by entry id, at one version and time. */
interface Projection {
  version: number
  now: number
  byEntry: Map<string, Entry>
}

/** Computes estimates over one simulation; remembers the last projection of each queue. */
export class Estimator {
  private readonly cache = new Map<string, Projection>()

  constructor(private readonly sim: Simulation) {}

  /**
   * The estimate of an active entry of queue `q`; undefined when the queue serves none (the
   * caller answers ESTIMATE_NOT_ENABLED) or the entry is not active.
   */
  estimate(q: Queue, entry: Entry): Estimate | undefined {
    const settings = estimateSettingsOf(q)
    if (!settings.enabled || !isActiveState(entry.state)) return undefined
    const paused = q.state === 'paused' || q.switching?.resumeState === 'paused'
    if (paused) return { status: 'unavailable', reason: 'QUEUE_PAUSED' }
    if (entry.state === 'not_ready') return { status: 'unavailable', reason: 'NOT_READY' }
    if (finishedRunsOf(this.sim, q) < settings.minHistory) {
      return { status: 'unavailable', reason: 'INSUFFICIENT_HISTORY' }
    }
    const future = this.project(q).byEntry.get(entry.id)
    const prsAhead = prsAheadOf(this.sim, q, entry)
    const added = future ? future.timeline.slice(entry.timeline.length) : []
    if (entry.state === 'pending_failure') {
      const resolved = added[0]
      if (!resolved) return { status: 'unavailable', reason: 'INSUFFICIENT_HISTORY' }
      return {
        status: 'available',
        kind: 'pendingFailureResolution',
        estimatedResolutionTime: resolved.at,
        waitingOn: this.sim.pendingFailureWatch(q, entry).map((e) => e.prNumber),
        prsAhead,
      }
    }
    const timeline = future?.timeline ?? []
    const mergedAt = timeline.findLastIndex((t) => t.state === 'merged')
    if (!future || mergedAt < entry.timeline.length) {
      // The projection did not merge it (a guard hit): no estimate rather than a wrong one.
      return { status: 'unavailable', reason: 'INSUFFICIENT_HISTORY' }
    }
    const before = timeline.slice(0, mergedAt)
    const started = before.findLast((t) => t.state === 'testing')
    const passed = before.findLast((t) => t.state === 'tests_passed')
    const merged = timeline[mergedAt] as (typeof timeline)[number]
    return {
      status: 'available',
      kind: 'merge',
      estimatedMergeTime: merged.at,
      testingStartTime: started?.at ?? passed?.at ?? merged.at,
      testingEndTime: passed?.at ?? merged.at,
      prsAhead,
    }
  }

  /** The queue run forward from now, every test passing (cached per simulation version). */
  private project(q: Queue): Projection {
    const cached = this.cache.get(q.key)
    if (cached && cached.version === this.sim.version && cached.now === this.sim.now) return cached
    const copy = forwardCopy(this.sim, q)
    const cq = copy.queues.get(q.key) as Queue
    const tracked = copy.activeEntries(cq)
    const until = this.sim.now + HORIZON_MS
    for (let i = 0; i < MAX_PROJECTED_EVENTS; i++) {
      if (tracked.every((e) => !isActiveState(e.state))) break
      const next = copy.nextEventTime()
      if (next === undefined || next > until) break
      copy.advanceTo(next)
    }
    const projection = {
      version: this.sim.version,
      now: this.sim.now,
      byEntry: new Map(tracked.map((e) => [e.id, e])),
    }
    this.cache.set(q.key, projection)
    return projection
  }
}

/**
 * A copy of the simulation holding queue `q` alone, with no scripts, whose runs in progress
 * pass (a hanging one after the usual test duration, or at once when that has passed).
 */
function forwardCopy(sim: Simulation, q: Queue): Simulation {
  const snap = structuredClone(sim.toSnapshot())
  snap.queues = snap.queues.filter((s) => s.key === q.key)
  snap.outcomes = []
  for (const run of snap.runs) {
    if (run.status !== 'in_progress') continue
    run.memberOutcomes = run.memberOutcomes.map((m) => ({
      entryId: m.entryId,
      outcome: 'pass',
      endsAt: m.endsAt ?? Math.max(snap.now, run.createdAt + snap.testDurationMs),
    }))
    run.endsAt = Math.max(...run.memberOutcomes.map((m) => m.endsAt as number))
  }
  const copy = new Simulation({
    testDurationMs: snap.testDurationMs,
    v2DuplicateSubmit: sim.v2DuplicateSubmit,
    now: snap.now,
  })
  copy.loadSnapshot(snap)
  return copy
}

/** Test runs of `q` that finished testing (passed or failed; cancelled ones tell no duration). */
function finishedRunsOf(sim: Simulation, q: Queue): number {
  let n = 0
  for (const run of sim.runs.values()) {
    if (run.queueKey === q.key && (run.status === 'succeeded' || run.status === 'failed')) n++
  }
  return n
}

/**
 * How many PRs an entry waits behind: those ahead of it in the line that it is tested on top of
 * (single mode: all; parallel mode: those whose impacted targets overlap its own, or that its
 * running test already includes).
 */
export function prsAheadOf(sim: Simulation, q: Queue, entry: Entry): number {
  const i = q.line.indexOf(entry)
  if (i < 0) return 0
  const ahead = q.line.slice(0, i)
  if (q.settings.mode === 'single') return ahead.length
  if (STARTED_STATES.has(entry.state) && entry.runId) {
    const base = new Set(sim.runs.get(entry.runId)?.base ?? [])
    return ahead.filter((x) => base.has(x.id)).length
  }
  const mine = sim.currentTargets(q, entry.prNumber)
  return ahead.filter((x) => targetsOverlap(sim.currentTargets(q, x.prNumber), mine)).length
}

const estimators = new WeakMap<Simulation, Estimator>()

/** The estimator of a simulation (one per simulation, so its projections are shared). */
export function estimatorOf(sim: Simulation): Estimator {
  let e = estimators.get(sim)
  if (!e) {
    e = new Estimator(sim)
    estimators.set(sim, e)
  }
  return e
}

/**
 * v1's `estimatedTimeToMerge`: whole seconds from `now` to the estimated merge (never below 0),
 * or undefined when there is no merge estimate (none served, unavailable, a pending failure).
 */
export function secondsToMerge(estimate: Estimate | undefined, now: number): number | undefined {
  if (estimate?.status !== 'available' || estimate.kind !== 'merge') return undefined
  // Whole seconds from the second of `now` (what the Date header of the answer says) to the
  // second of the merge: a client adding them to that Date gets v2's time to the second.
  return Math.max(0, wholeSecond(estimate.estimatedMergeTime) / 1000 - wholeSecond(now) / 1000)
}

/** `ms` down to its whole second: estimates are given to the second (v1 in seconds, v2 alike). */
export function wholeSecond(ms: number): number {
  return Math.floor(ms / 1000) * 1000
}
