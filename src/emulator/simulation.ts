/**
 * The simulated merge queues: a state machine advanced by {@link Simulation.advanceTo}. Every
 * check and every write happens synchronously inside one method call, so concurrent HTTP requests
 * (each handled by one synchronous call) can never interleave between a check and its write.
 *
 * Model, in short (docs/emulator.md has the long form):
 * - Each queue has a *line* (PRs that are pending, testing, tests_passed or pending_failure, in
 *   queue order) and a *waiting* list (not_ready PRs: targets missing in parallel mode, base
 *   branch mismatch, not mergeable). A PR joins the line when it becomes ready, at its priority
 *   (0 highest, FIFO among equals) but behind every PR that has started testing; only priority 0
 *   ("urgent") goes in front of PRs already testing, restarting the ones that depended on it.
 * - A test run tests one PR, or a batch, on top of a *base*: the PRs ahead of it that it depends
 *   on (single mode: every PR ahead; parallel mode: PRs ahead whose impacted targets overlap,
 *   transitively; `ALL` overlaps everything). A PR merges once every PR of its base has merged.
 * - When a PR leaves the line other than by merging (failed, cancelled, pushed, unready), every
 *   run whose base included it is restarted; nothing else is affected.
 *
 * This file holds the queue: its line, its rules and the operations on it. The simulated CI
 * (test runs, their results and checks) is in test-runs.ts; what is known of PRs outside a
 * queue (metadata, impacted targets, scripted results) in pull-requests.ts.
 */
import { PRIORITY_NAMES } from '../wire/index.js'
import { HttpError } from './errors.js'
import {
  DEFAULT_ESTIMATE_SETTINGS,
  DEFAULT_PRIORITY_NAME,
  DEFAULT_QUEUE_SETTINGS,
  MAX_FINISHED_PER_QUEUE,
  STARTED_STATES,
  describeQueue,
  isActiveState,
  priorityNameOf,
  queueKey,
  repoKey,
  type Entry,
  type EstimateSettings,
  type PrMetadata,
  type PrState,
  type Queue,
  type QueueSettings,
  type QueueState,
  type RunStatus,
  type TransitionCause,
  type ScriptedOutcome,
  type SimulationOptions,
  type Targets,
  type TestRun,
  type Transition,
} from './model.js'
import { newId } from './random.js'
import {
  PullRequestBook,
  describeUnready,
  stripUndefined,
  type Readiness,
} from './pull-requests.js'
import type {
  CreateQueueBody,
  PullRequestBody,
  QueueSettingsBody,
  Repo,
  SetImpactedTargetsBody,
  SubmitBody,
} from './wire.js'
import {
  restoreTables,
  snapshotOf,
  type SimulationSnapshot,
  type SimulationTables,
} from './snapshot.js'
import { baseOf, dependentsBehind, nextRunMembers, type PlanView } from './run-plan.js'
import { targetsOverlap } from './targets.js'
import { TestRunBook, failedChecksOf } from './test-runs.js'

/** The merge queues, their PRs, test runs and simulated CI. */
export class Simulation {
  readonly queues = new Map<string, Queue>()
  readonly entries = new Map<string, Entry>()
  /** PR metadata, impacted-target uploads and scripted outcomes. */
  readonly prs = new PullRequestBook()
  /** The simulated CI's test runs. */
  readonly ci: TestRunBook
  readonly v2DuplicateSubmit: boolean
  private nowMs: number
  private seq = 0
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

  // ---- Time -------------------------------------------------------------------------------

  /**
   * Runs the simulation up to `target`, processing every event in between at its own time, in
   * order (test-run completions, timeouts, batch wait deadlines).
   */
  advanceTo(target: number): void {
    if (target < this.nowMs) target = this.nowMs
    // Bounded: every step moves time strictly forward.
    for (let steps = 0; steps < 1_000_000; steps++) {
      const next = this.nextEventTime()
      if (next === undefined || next > target) break
      this.nowMs = next
      this.settle()
    }
    this.nowMs = target
    this.settle()
  }

  /** The time of the next scheduled event after now, if any. */
  nextEventTime(): number | undefined {
    let next: number | undefined
    const consider = (t: number | null | undefined) => {
      if (t === null || t === undefined || t <= this.nowMs) return
      if (next === undefined || t < next) next = t
    }
    for (const q of this.queues.values()) {
      for (const t of this.ci.eventTimes(q)) consider(t)
      if (q.settings.batch) {
        const waitMs = q.settings.batchingMaxWaitTimeMinutes * 60_000
        for (const e of q.line) {
          if (e.state === 'pending' && e.readySince !== undefined) consider(e.readySince + waitMs)
        }
      }
    }
    return next
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
    return [...q.line, ...this.sortedWaiting(q)]
  }

  private sortedWaiting(q: Queue): Entry[] {
    return [...q.waiting].sort(byPriorityThenSeq)
  }

  private baseSet(runId: string | null | undefined): Set<string> {
    return this.ci.baseSet(runId)
  }

  private isActiveEntry(id: string): boolean {
    const e = this.entries.get(id)
    return e !== undefined && isActiveState(e.state)
  }

  // ---- Queue operations ---------------------------------------------------------------------

  createQueue(body: CreateQueueBody): void {
    const key = queueKey(body.repo, body.targetBranch)
    if (this.queues.has(key)) {
      throw new HttpError(
        409,
        `a merge queue for ${describeQueue(body.repo, body.targetBranch)} already exists`,
      )
    }
    const settings: QueueSettings = { ...DEFAULT_QUEUE_SETTINGS }
    if (body.mode) settings.mode = body.mode
    if (body.concurrency !== undefined) settings.concurrency = body.concurrency
    this.queues.set(key, {
      key,
      repo: { ...body.repo },
      branch: body.targetBranch,
      createdAt: this.nowMs,
      state: 'running',
      settings,
      line: [],
      waiting: [],
      finished: [],
      byPr: new Map(),
      activeRuns: new Set(),
    })
    this.changed()
  }

  deleteQueue(repo: Repo, branch: string): void {
    const q = this.queueOf(repo, branch)
    const count = q.line.length + q.waiting.length
    if (count > 0) {
      throw new HttpError(
        400,
        `the merge queue for ${describeQueue(repo, branch)} still has ${count} pull request${count === 1 ? '' : 's'}; cancel them or let them merge before deleting it`,
      )
    }
    for (const e of q.finished) this.entries.delete(e.id)
    for (const e of q.byPr.values()) this.entries.delete(e.id)
    this.ci.dropQueue(q.key)
    this.prs.dropQueue(q.key)
    this.queues.delete(q.key)
    this.changed()
  }

  /** Applies the given settings; returns the queue. */
  updateQueue(repo: Repo, branch: string, body: QueueSettingsBody): Queue {
    const q = this.queueOf(repo, branch)
    const s = q.settings
    const { state, mode, requiredStatuses, deleteRequiredStatuses, ...plain } = body
    for (const [k, v] of Object.entries(plain)) {
      if (v !== undefined) (s as unknown as Record<string, unknown>)[k] = v
    }
    if (deleteRequiredStatuses) {
      s.requiredStatuses = null
    }
    // In v1 an empty list is ignored; deleteRequiredStatuses clears.
    if (requiredStatuses && requiredStatuses.length > 0) {
      s.requiredStatuses = [...requiredStatuses]
    }
    if (state) {
      if (q.switching) q.switching.resumeState = state
      else q.state = state
    }
    if (mode) {
      if (q.switching) {
        if (mode === s.mode) {
          // Switching back before the first switch completed: nothing left to do.
          q.state = q.switching.resumeState
          q.switching = undefined
        } else q.switching.mode = mode
      } else if (mode !== s.mode) {
        if (q.activeRuns.size > 0) {
          q.switching = { mode, resumeState: q.state as Exclude<QueueState, 'switching_modes'> }
          q.state = 'switching_modes'
        } else s.mode = mode
      }
    }
    q.readinessDirty = true
    this.changed()
    this.settle()
    return q
  }

  // ---- Pull request operations --------------------------------------------------------------

  submit(body: SubmitBody): void {
    const q = this.queueOf(body.repo, body.targetBranch)
    const n = body.pr.number
    if (q.state === 'draining' || q.switching?.resumeState === 'draining') {
      throw new HttpError(
        400,
        `the merge queue for ${describeQueue(q.repo, q.branch)} is draining and accepts no new pull requests; set its state to running first`,
      )
    }
    const priority =
      body.priority === undefined || body.priority === null
        ? undefined
        : typeof body.priority === 'number'
          ? { value: body.priority, name: priorityNameOf(body.priority) }
          : { value: PRIORITY_NAMES[body.priority], name: body.priority }
    const existing = q.byPr.get(n)
    if (existing && isActiveState(existing.state)) {
      if (this.v2DuplicateSubmit) {
        throw new HttpError(409, `PR_ALREADY_ENQUEUED: pull request #${n} is already in the queue`)
      }
      // v1: a resubmit rewrites the priority and batching of the queued PR.
      if (typeof body.noBatch === 'boolean') existing.noBatch = body.noBatch
      if (priority && priority.value !== existing.priorityValue) {
        existing.priorityValue = priority.value
        existing.priorityName = priority.name
        if (existing.state === 'pending') {
          this.removeFromLine(q, existing)
          this.insertIntoLine(q, existing)
        }
      } else if (priority) existing.priorityName = priority.name
      this.changed()
      this.settle()
      return
    }
    const entry: Entry = {
      id: newId(),
      prNumber: n,
      state: 'not_ready',
      stateChangedAt: this.nowMs,
      priorityValue: priority?.value ?? PRIORITY_NAMES.medium,
      priorityName: priority?.name ?? DEFAULT_PRIORITY_NAME,
      noBatch: body.noBatch ?? false,
      seq: ++this.seq,
      submittedAt: this.nowMs,
      verifiedByTestRun: null,
      restarted: false,
      timeline: [],
    }
    this.entries.set(entry.id, entry)
    q.byPr.set(n, entry)
    if (this.readinessOf(q, n).ready) {
      this.record(entry, 'pending', 'submitted')
      this.insertIntoLine(q, entry)
    } else {
      this.record(entry, 'not_ready', 'submitted; waiting until it is ready')
      q.waiting.push(entry)
    }
    this.changed()
    this.settle()
  }

  /** The queue's latest entry for the PR (active or finished), or a 404. */
  submitted(body: PullRequestBody): { queue: Queue; entry: Entry } {
    const q = this.queueOf(body.repo, body.targetBranch)
    const entry = q.byPr.get(body.pr.number)
    if (!entry) {
      throw new HttpError(
        404,
        `pull request #${body.pr.number} was never submitted to the merge queue for ${describeQueue(q.repo, q.branch)}`,
      )
    }
    return { queue: q, entry }
  }

  private activeEntryOf(body: PullRequestBody): { queue: Queue; entry: Entry } {
    const { queue, entry } = this.submitted(body)
    if (!isActiveState(entry.state)) {
      throw new HttpError(
        404,
        `pull request #${body.pr.number} is not in the merge queue for ${describeQueue(queue.repo, queue.branch)} (it is ${entry.state})`,
      )
    }
    return { queue, entry }
  }

  cancel(body: PullRequestBody): void {
    const { queue: q, entry } = this.activeEntryOf(body)
    this.leaveQueue(q, entry, 'cancelled', 'cancelled through the API', 'retest', {
      code: 'USER_REQUESTED',
    })
    this.changed()
    this.settle()
  }

  /**
   * Takes a PR out of its queue the way GitHub or a person outside the API does (control API):
   * a close, a push, a timeout, a cancel on the web by someone.
   */
  cancelFromOutside(
    body: PullRequestBody,
    cause: { code: string; actor?: string; reason?: string },
  ): void {
    const { queue: q, entry } = this.activeEntryOf(body)
    this.leaveQueue(q, entry, 'cancelled', cause.reason ?? describeCancel(cause), 'retest', {
      code: cause.code,
      actor: cause.actor,
    })
    this.changed()
    this.settle()
  }

  restart(body: PullRequestBody): void {
    const { queue: q, entry } = this.activeEntryOf(body)
    if (STARTED_STATES.has(entry.state)) {
      const run = entry.runId ? this.runs.get(entry.runId) : undefined
      if (run && run.status === 'in_progress') {
        this.restartRun(q, run, 'tests restarted through the API')
      } else {
        this.record(entry, 'pending', 'tests restarted through the API', {
          code: 'TESTS_RESTARTED_BY_API_REQUEST',
        })
        entry.restarted = true
        entry.readySince = this.nowMs
      }
    }
    // A pending or not_ready PR has no tests to restart: accepted, nothing changes.
    this.changed()
    this.settle()
  }

  setImpactedTargets(body: SetImpactedTargetsBody): void {
    const q = this.queueOf(body.repo, body.targetBranch)
    const { pushed } = this.prs.recordUpload(q, body, this.nowMs)
    this.readinessChanged(body.repo, body.pr.number)
    if (pushed) this.onHeadChanged(body.repo, body.pr.number)
    this.changed()
    this.settle()
  }

  /** Registers or updates PR metadata (control API). A new head sha acts like a push. */
  registerPullRequest(meta: Omit<PrMetadata, 'learnedSha' | 'registered'>): PrMetadata {
    const { metadata, pushed } = this.prs.register(meta)
    this.readinessChanged(meta.repo, meta.number)
    if (pushed) this.onHeadChanged(meta.repo, meta.number)
    this.changed()
    this.settle()
    return metadata
  }

  /** Scripts the result of a PR's next test run(s) (control API). */
  scriptOutcome(repo: Repo, number: number, outcome: ScriptedOutcome): void {
    this.prs.scriptOutcome(repo, number, outcome)
    this.changed()
  }

  /** Forgets every queue, PR, run and script (control API reset). */
  reset(): void {
    this.queues.clear()
    this.entries.clear()
    this.prs.reset()
    this.ci.reset()
    this.changed()
  }

  // ---- Internals: the line ------------------------------------------------------------------

  private changed(): void {
    this.version++
  }

  private record(e: Entry, state: PrState, reason: string, cause: TransitionCause = {}): void {
    e.state = state
    e.stateChangedAt = this.nowMs
    e.timeline.push({ state, at: this.nowMs, reason, ...stripUndefined(cause) })
    this.changed()
  }

  /** Puts a ready entry into the line at its place (see the module comment). */
  private insertIntoLine(q: Queue, e: Entry): void {
    e.readySince = this.nowMs
    if (e.priorityValue === PRIORITY_NAMES.urgent) {
      let i = 0
      while (i < q.line.length && (q.line[i] as Entry).priorityValue === PRIORITY_NAMES.urgent) i++
      q.line.splice(i, 0, e)
      this.restartDependentsOfInserted(q, e, i)
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
  private restartDependentsOfInserted(q: Queue, e: Entry, index: number): void {
    const parallel = q.settings.mode === 'parallel'
    const mine = parallel ? this.currentTargets(q, e.prNumber) : undefined
    const restarted = new Set<string>()
    const runs: TestRun[] = []
    for (const x of q.line.slice(index + 1)) {
      if (!STARTED_STATES.has(x.state) || !x.runId) continue
      const base = this.baseSet(x.runId)
      const depends =
        !parallel ||
        targetsOverlap(this.currentTargets(q, x.prNumber), mine) ||
        [...restarted].some((id) => base.has(id))
      if (!depends) continue
      restarted.add(x.id)
      const run = this.runs.get(x.runId)
      if (run && !runs.includes(run)) runs.push(run)
    }
    for (const run of runs) {
      this.restartRun(q, run, `pull request #${e.prNumber} (urgent) went ahead of it`)
    }
  }

  private removeFromLine(q: Queue, e: Entry): void {
    const i = q.line.indexOf(e)
    if (i >= 0) q.line.splice(i, 1)
    const w = q.waiting.indexOf(e)
    if (w >= 0) q.waiting.splice(w, 1)
  }

  /** Ends an entry (failed or cancelled) and restarts every run whose base included it. */
  private leaveQueue(
    q: Queue,
    e: Entry,
    state: 'failed' | 'cancelled',
    reason: string,
    mates: 'retest' | 'leave' = 'retest',
    cause: TransitionCause = {},
  ): void {
    const run = e.runId ? this.runs.get(e.runId) : undefined
    if (run && STARTED_STATES.has(e.state) && run.id === e.runId) {
      if (run.status === 'in_progress') {
        this.finishRun(q, run, 'cancelled', `pull request #${e.prNumber} ${state}`)
      }
      // Its batch mates were tested together with it: their result no longer stands.
      for (const id of mates === 'retest' ? run.members : []) {
        const mate = this.entries.get(id)
        if (mate && mate !== e && STARTED_STATES.has(mate.state) && mate.runId === run.id) {
          this.toPending(mate, `batch retested: pull request #${e.prNumber} ${state}`)
        }
      }
    }
    this.removeFromLine(q, e)
    this.record(e, state, reason, cause)
    this.archive(q, e)
    this.invalidateDependents(q, e, `pull request #${e.prNumber} ahead of it ${state}`)
  }

  private archive(q: Queue, e: Entry): void {
    q.finished.push(e)
    while (q.finished.length > MAX_FINISHED_PER_QUEUE) {
      const old = q.finished.shift() as Entry
      if (q.byPr.get(old.prNumber) !== old) this.entries.delete(old.id)
    }
  }

  /** Restarts every started entry whose test included `e` (it left, or its code changed). */
  private invalidateDependents(q: Queue, e: Entry, reason: string): void {
    const runs = new Set<TestRun>()
    for (const x of q.line) {
      if (x === e || !STARTED_STATES.has(x.state) || !x.runId) continue
      if (this.baseSet(x.runId).has(e.id)) {
        const run = this.runs.get(x.runId)
        if (run) runs.add(run)
      }
    }
    for (const run of runs) this.restartRun(q, run, reason)
  }

  /** Cancels a run (if running) and puts its started members back to pending, in place. */
  private restartRun(q: Queue, run: TestRun, reason: string): void {
    if (run.status === 'in_progress') this.finishRun(q, run, 'cancelled', reason)
    for (const id of run.members) {
      const m = this.entries.get(id)
      if (m && STARTED_STATES.has(m.state) && m.runId === run.id) this.toPending(m, reason)
    }
  }

  private toPending(m: Entry, reason: string): void {
    this.record(m, 'pending', reason)
    m.restarted = true
    m.readySince = this.nowMs
    m.verifiedByTestRun = null
  }

  private finishRun(q: Queue, run: TestRun, status: RunStatus, reason: string): void {
    this.ci.finish(q, run, status, reason, this.nowMs)
    this.changed()
  }

  /** A PR's head changed (a push): its tests and the tests that included it are stale. */
  private onHeadChanged(repo: Repo, number: number): void {
    for (const q of this.queues.values()) {
      if (repoKey(q.repo) !== repoKey(repo)) continue
      const e = q.byPr.get(number)
      if (!e || !isActiveState(e.state)) continue
      if (STARTED_STATES.has(e.state) && e.runId) {
        const run = this.runs.get(e.runId)
        if (run) this.restartRun(q, run, `pull request #${number} has a new head commit`)
        if (STARTED_STATES.has(e.state))
          this.toPending(e, `pull request #${number} has a new head commit`)
      }
      this.invalidateDependents(q, e, `pull request #${number} ahead of it has a new head commit`)
    }
  }

  // ---- Internals: the state machine ----------------------------------------------------------

  /** Applies every rule until nothing changes, at the current time. */
  settle(): void {
    // Each round changes something, and there are finitely many changes to make; the bound
    // only guards against a bug turning into a hung server.
    for (let round = 0; round < 10_000_000; round++) {
      let changed = false
      for (const q of this.queues.values()) {
        if (this.settleQueue(q)) changed = true
      }
      if (!changed) return
    }
  }

  private settleQueue(q: Queue): boolean {
    // One rule at a time, in this order, until none applies.
    return (
      this.completeNextDueRun(q) ||
      this.resolvePendingFailures(q) ||
      this.mergePassed(q) ||
      this.refreshReadiness(q) ||
      this.finishModeSwitch(q) ||
      this.startRuns(q)
    )
  }

  /** Completes (or times out) the earliest due run; true if one was. */
  private completeNextDueRun(q: Queue): boolean {
    const due = this.ci.due(q, this.nowMs)
    if (!due) return false
    const { run } = due
    if (due.timeout) {
      const deadline = due.at
      const culprits = run.memberOutcomes
        .filter((m) => m.outcome === 'timeout' || m.endsAt === null || m.endsAt > deadline)
        .map((m) => m.entryId)
      // The queue's testing timeout, or a scripted timeout's own duration.
      const minutes = Math.round((deadline - run.createdAt) / 60_000)
      this.finishRun(q, run, 'failed', `timed out after ${minutes} minutes`)
      this.onRunFailed(q, run, culprits, `testing timed out after ${minutes} minutes`, {
        code: 'TEST_RUN_TIMEOUT',
      })
    } else if (run.memberOutcomes.every((m) => m.outcome === 'pass')) {
      this.finishRun(q, run, 'succeeded', 'tests passed')
      this.onRunSucceeded(q, run)
    } else {
      const culprits = run.memberOutcomes.filter((m) => m.outcome !== 'pass').map((m) => m.entryId)
      this.finishRun(q, run, 'failed', 'tests failed')
      this.onRunFailed(q, run, culprits, 'tests failed', {
        code: 'TEST_RUN_REQUIRED_STATUS_FAILED',
      })
    }
    return true
  }

  private onRunSucceeded(q: Queue, run: TestRun): void {
    for (const id of run.members) {
      const m = this.entries.get(id)
      if (m && m.state === 'testing' && m.runId === run.id) {
        this.record(m, 'tests_passed', `test run ${run.id} passed`, {
          code: 'TEST_RUN_PASSED',
          runId: run.id,
        })
        m.verifiedByTestRun = run.id
      }
    }
    if (!q.settings.canOptimisticallyMerge) return
    // Optimistic merging: the PRs this run included are proven too.
    for (const id of run.base) {
      const b = this.entries.get(id)
      if (!b || !['testing', 'pending', 'pending_failure'].includes(b.state)) continue
      const own = b.runId ? this.runs.get(b.runId) : undefined
      if (own && own.status === 'in_progress') {
        this.finishRun(q, own, 'cancelled', `superseded: test run ${run.id} included it and passed`)
      }
      this.record(
        b,
        'tests_passed',
        `optimistic merge: test run ${run.id} included it and passed`,
        {
          code: 'SUCCESSOR_TEST_RUN_PASSED',
          runId: run.id,
        },
      )
      b.verifiedByTestRun = run.id
    }
  }

  private onRunFailed(
    q: Queue,
    run: TestRun,
    culpritIds: string[],
    reason: string,
    cause: { code: string },
  ): void {
    const failed = { ...cause, runId: run.id, failedChecks: failedChecksOf(run) }
    const members = run.members
      .map((id) => this.entries.get(id))
      .filter((m): m is Entry => m !== undefined && m.state === 'testing' && m.runId === run.id)
    // A run that included a PR in pending_failure confirms that PR's failure; its own PRs are
    // retested without it.
    const suspects = run.base
      .map((id) => this.entries.get(id))
      .filter((b): b is Entry => b !== undefined && b.state === 'pending_failure')
    if (suspects.length > 0) {
      for (const f of suspects) {
        if (f.state === 'pending_failure') {
          this.leaveQueue(
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
        if (m.state === 'testing') this.toPending(m, `retested: pull request(s) ahead of it failed`)
      }
      return
    }
    const culprits = members.filter((m) => culpritIds.includes(m.id))
    const blamed = culprits.length > 0 ? culprits : members
    for (const m of members) {
      if (!blamed.includes(m))
        this.toPending(m, `batch retested without the pull request(s) that failed it`)
    }
    for (const m of blamed) {
      if (
        q.settings.pendingFailureDepth > 0 &&
        dependentsBehind(q, m, 1, this.planView(q)).length > 0
      ) {
        this.record(m, 'pending_failure', `${reason}; waiting for pull requests behind it`, {
          runId: failed.runId,
          failedChecks: failed.failedChecks,
        })
      } else {
        this.leaveQueue(q, m, 'failed', reason, 'leave', failed)
      }
    }
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

  /** Sets whether queue `repo`/`branch` serves merge estimates, and the history they need. */
  setEstimates(repo: Repo, branch: string, change: Partial<EstimateSettings>): Queue {
    const q = this.queueOf(repo, branch)
    q.estimates = { ...(q.estimates ?? DEFAULT_ESTIMATE_SETTINGS), ...stripUndefined(change) }
    this.changed()
    return q
  }

  /** pending_failure PRs fail once the PRs behind them finished testing without rescuing them. */
  private resolvePendingFailures(q: Queue): boolean {
    for (const f of q.line) {
      if (f.state !== 'pending_failure') continue
      const watched = this.pendingFailureWatch(q, f)
      const allDone = watched.every((x) => {
        const run = x.runId ? this.runs.get(x.runId) : undefined
        return (
          STARTED_STATES.has(x.state) &&
          run !== undefined &&
          run.status !== 'in_progress' &&
          this.baseSet(run.id).has(f.id)
        )
      })
      if (watched.length === 0 || allDone) {
        const why =
          watched.length === 0
            ? 'no pull requests behind it left to wait for'
            : `the ${watched.length} pull request${watched.length === 1 ? '' : 's'} behind it finished testing without passing it`
        this.leaveQueue(q, f, 'failed', `tests failed; ${why}`, 'retest', pendingFailureCause(f))
        return true
      }
    }
    return false
  }

  /** Merges tests_passed PRs whose base has merged. */
  private mergePassed(q: Queue): boolean {
    let position: Map<string, number> | undefined
    for (let i = 0; i < q.line.length; i++) {
      const e = q.line[i] as Entry
      if (e.state !== 'tests_passed') continue
      position ??= new Map(q.line.map((x, j) => [x.id, j]))
      const blocked = [...this.baseSet(e.verifiedByTestRun)].some(
        (id) => (position?.get(id) ?? Infinity) < i && this.isActiveEntry(id),
      )
      if (blocked) continue
      q.line.splice(i, 1)
      this.record(e, 'merged', `merged into ${q.branch}`, {
        code: 'MERGE_GRAPH_MERGE',
        runId: e.verifiedByTestRun ?? undefined,
      })
      this.archive(q, e)
      return true
    }
    return false
  }

  /** Moves not_ready PRs that became ready into the line, and pending ones that lost it out. */
  private refreshReadiness(q: Queue): boolean {
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
        if (e.state === 'not_ready' && this.readinessOf(q, e.prNumber).ready) {
          q.readinessDirty = true
          break
        }
        if (e.state === 'pending' && !this.readinessOf(q, e.prNumber).ready) {
          q.readinessDirty = true
          break
        }
      }
      if (!q.readinessDirty) return false
    }
    for (const e of this.sortedWaiting(q)) {
      if (!this.readinessOf(q, e.prNumber).ready) continue
      q.waiting.splice(q.waiting.indexOf(e), 1)
      this.record(e, 'pending', 'ready')
      this.insertIntoLine(q, e)
      return true
    }
    for (const e of q.line) {
      if (e.state !== 'pending' || this.readinessOf(q, e.prNumber).ready) continue
      this.removeFromLine(q, e)
      this.record(e, 'not_ready', describeUnready(this.readinessOf(q, e.prNumber)))
      q.waiting.push(e)
      this.invalidateDependents(q, e, `pull request #${e.prNumber} ahead of it is no longer ready`)
      return true
    }
    q.readinessDirty = false
    return false
  }

  /** The readiness of PR `number` of `repo` must be checked again, in every queue of the repo. */
  private readinessChanged(repo: Repo, number: number): void {
    const key = repoKey(repo)
    for (const q of this.queues.values()) {
      if (repoKey(q.repo) === key) (q.dirtyPrs ??= new Set()).add(number)
    }
  }

  private finishModeSwitch(q: Queue): boolean {
    if (!q.switching || q.activeRuns.size > 0) return false
    q.settings.mode = q.switching.mode
    q.state = q.switching.resumeState
    q.switching = undefined
    q.readinessDirty = true
    this.changed()
    return true
  }

  /** Starts as many runs as slots and rules allow. */
  private startRuns(q: Queue): boolean {
    if (q.state !== 'running' && q.state !== 'draining') return false
    let started = false
    while (q.activeRuns.size < q.settings.concurrency) {
      const members = nextRunMembers(q, this.nowMs, this.planView(q))
      if (!members) break
      this.startRun(q, members)
      started = true
    }
    return started
  }

  /** What planning a run of queue `q` reads of its PRs and runs. */
  private planView(q: Queue): PlanView {
    return {
      targetsOf: (n) => this.currentTargets(q, n),
      baseSet: (runId) => this.baseSet(runId),
      membersOf: (runId) => this.ci.get(runId)?.members ?? [],
    }
  }

  private startRun(q: Queue, members: Entry[]): void {
    const position = new Map(q.line.map((e, i) => [e.id, i]))
    const base = [...baseOf(q, members, this.planView(q))].sort(
      (a, b) => (position.get(a) ?? -1) - (position.get(b) ?? -1),
    )
    const run = this.ci.start(q, this.nowMs, {
      members,
      base,
      takeOutcome: (n) => this.prs.takeOutcome(q.repo, n),
      targetsOf: (n) => this.currentTargets(q, n),
      prNumberOf: (id) => this.entries.get(id)?.prNumber,
    })
    const label = members.length > 1 ? `batch of ${members.length}, ` : ''
    for (const m of members) {
      m.runId = run.id
      m.restarted = false
      m.verifiedByTestRun = null
      this.record(m, 'testing', `test run ${run.id} started (${label}branch ${run.testBranch})`, {
        runId: run.id,
      })
    }
  }

  // ---- Persistence --------------------------------------------------------------------------

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

function byPriorityThenSeq(a: Entry, b: Entry): number {
  return a.priorityValue - b.priorityValue || a.seq - b.seq
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

/** A cancel's reason in words, from its code. */
function describeCancel(cause: { code: string; actor?: string }): string {
  const by = cause.actor ? ` by ${cause.actor}` : ''
  switch (cause.code) {
    case 'PR_CLOSED':
      return `the pull request was closed${by}`
    case 'PR_PUSHED_TO':
      return `a new commit was pushed to the pull request${by}`
    case 'NOT_READY_TIMEOUT_EXPIRED':
      return 'it was not ready for too long'
    default:
      return `cancelled${by} (${cause.code})`
  }
}
