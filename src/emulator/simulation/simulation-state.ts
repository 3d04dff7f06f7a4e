/**
 * What the simulation holds, and the reads of it: the queues and their entries, the PR book
 * (pull-requests.ts) and the simulated CI (test-runs.ts), the time the simulation has reached and
 * the counters that order submissions and tell persistence of a change; the lookups every part
 * of the emulator makes; the snapshot that saves and restores it all. Nothing here moves a PR:
 * the moves are in line.ts, the rules that make them in rules.ts, the operations in
 * simulation.ts.
 */
import { HttpError } from './errors.js'
import {
  describeQueue,
  queueKey,
  type Entry,
  type PrMetadata,
  type Queue,
  type ScriptedOutcome,
  type SimulationOptions,
  type Targets,
  type TestRun,
  type Transition,
} from './model.js'
import { PullRequestBook, type Readiness } from './pull-requests.js'
import { dependentsBehind, type PlanView } from './run-plan.js'
import {
  restoreTables,
  snapshotOf,
  type SimulationSnapshot,
  type SimulationTables,
} from './snapshot.js'
import { TestRunBook } from './test-runs.js'
import type { Repo } from './requests.js'

/** The simulation's tables, clock and counters, with the reads of them. */
export class SimulationState {
  readonly queues = new Map<string, Queue>()
  readonly entries = new Map<string, Entry>()
  /** PR metadata, impacted-target uploads and scripted outcomes. */
  readonly prs = new PullRequestBook()
  /** The simulated CI's test runs. */
  readonly ci: TestRunBook
  readonly v2DuplicateSubmit: boolean
  /** Emulator time the simulation has reached; it only moves forward. */
  protected nowMs: number
  /** Numbers submissions, so PRs of equal priority keep their order. */
  protected seq = 0
  /** Counts every change, so persistence knows when to write. */
  version = 0

  constructor(options: SimulationOptions) {
    this.ci = new TestRunBook(options.testDurationMs)
    this.v2DuplicateSubmit = options.v2DuplicateSubmit ?? false
    this.nowMs = options.now
  }

  /** Test runs by id (the simulated CI's table). */
  get runs(): Map<string, TestRun> {
    return this.ci.runs
  }

  /** PR metadata by `repoKey#number`. */
  get pullRequests(): Map<string, PrMetadata> {
    return this.prs.metadata
  }

  /** Impacted-target uploads by `queueKey#number`, newest last. */
  get targetUploads() {
    return this.prs.targetUploads
  }

  /** Scripted outcomes by `repoKey#number`. */
  get outcomes(): Map<string, ScriptedOutcome[]> {
    return this.prs.outcomes
  }

  /** Simulated duration of a test run that no script overrides, in ms. */
  get testDurationMs(): number {
    return this.ci.testDurationMs
  }

  set testDurationMs(ms: number) {
    this.ci.testDurationMs = ms
  }

  /** Emulator time the simulation has been advanced to. */
  get now(): number {
    return this.nowMs
  }

  /** Notes a change of any table, so persistence writes it. */
  changed(): void {
    this.version++
  }

  // ---- Lookups ----------------------------------------------------------------------------

  /** The queue for a repository and branch, or a 404. */
  queueOf(repo: Repo, branch: string): Queue {
    const q = this.queues.get(queueKey(repo, branch))
    if (!q) throw new HttpError(404, `no merge queue for ${describeQueue(repo, branch)}`)
    return q
  }

  /** PR metadata, registered or not (defaults filled in by the readers). */
  metadataOf(repo: Repo, number: number): PrMetadata {
    return this.prs.metadataOf(repo, number)
  }

  /** True when metadata for the PR was registered through the control API. */
  hasMetadata(repo: Repo, number: number): boolean {
    return this.prs.hasMetadata(repo, number)
  }

  /** The PR's head sha: registered, else learned from an upload, else a fake derived one. */
  headShaOf(repo: Repo, number: number): string {
    return this.prs.headShaOf(repo, number)
  }

  /** The impacted targets uploaded for the PR's current head sha, if any. */
  currentTargets(q: Queue, prNumber: number): Targets | undefined {
    return this.prs.currentTargets(q, prNumber)
  }

  /** Why a PR can or cannot start testing, as the readiness object reports it. */
  readinessOf(q: Queue, prNumber: number): Readiness {
    return this.prs.readinessOf(q, prNumber)
  }

  /** Active entries of a queue in queue order: the line, then the not_ready ones. */
  activeEntries(q: Queue): Entry[] {
    return [...q.line, ...sortedWaiting(q)]
  }

  /**
   * Every transition of PR `number` in queue `q`, oldest first, across its submissions: the
   * service keeps one queue entry per PR and reuses it on a resubmit, so its history spans every
   * time the PR was queued (a requeue counts its earlier kick-outs from it).
   */
  historyOf(q: Queue, prNumber: number): Transition[] {
    const seen = new Set<string>()
    const entries: Entry[] = []
    for (const e of [...q.finished, q.byPr.get(prNumber)]) {
      if (!e || e.prNumber !== prNumber || seen.has(e.id)) continue
      seen.add(e.id)
      entries.push(e)
    }
    return entries.sort((a, b) => a.seq - b.seq).flatMap((e) => e.timeline)
  }

  /** The PRs a pending_failure PR waits on: those behind it whose tests include it. */
  pendingFailureWatch(q: Queue, f: Entry): Entry[] {
    const depth = q.settings.pendingFailureDepth
    return depth > 0 ? dependentsBehind(q, f, depth, this.planView(q)) : []
  }

  /** What planning a run of queue `q` reads of its PRs and runs. */
  planView(q: Queue): PlanView {
    return {
      targetsOf: (n) => this.currentTargets(q, n),
      baseSet: (runId) => this.ci.baseSet(runId),
      membersOf: (runId) => this.ci.get(runId)?.members ?? [],
    }
  }

  // ---- Persistence --------------------------------------------------------------------------

  /** Forgets every queue, PR, run and script (control API reset). */
  reset(): void {
    this.queues.clear()
    this.entries.clear()
    this.prs.reset()
    this.ci.reset()
    this.changed()
  }

  /** Everything needed to rebuild this simulation, as plain JSON. */
  toSnapshot(): SimulationSnapshot {
    return snapshotOf(this.tables(), {
      now: this.nowMs,
      seq: this.seq,
      testDurationMs: this.ci.testDurationMs,
    })
  }

  /** Replaces this simulation's state with a snapshot's (throws on an inconsistent one). */
  loadSnapshot(snap: SimulationSnapshot): void {
    this.reset()
    this.nowMs = Math.max(this.nowMs, snap.now)
    this.seq = snap.seq
    restoreTables(this.tables(), snap)
    this.changed()
  }

  private tables(): SimulationTables {
    return {
      queues: this.queues,
      entries: this.entries,
      runs: this.ci.runs,
      finishedRunOrder: this.ci.finishedRunOrder,
      pullRequests: this.prs.metadata,
      targetUploads: this.prs.targetUploads,
      outcomes: this.prs.outcomes,
    }
  }
}

/** Queue order among PRs: priority (0 highest), then submission. */
export function byPriorityThenSeq(a: Entry, b: Entry): number {
  return a.priorityValue - b.priorityValue || a.seq - b.seq
}

/** A queue's not_ready PRs in queue order. */
export function sortedWaiting(q: Queue): Entry[] {
  return [...q.waiting].sort(byPriorityThenSeq)
}
