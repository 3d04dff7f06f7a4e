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
 * This file holds the operations on the queues, as the APIs ask for them, and the driving of the
 * simulation through time. What it holds and the reads of it are in simulation-state.ts; the
 * moves of a PR in its line in line.ts; the rules applied at each instant in rules.ts; which PRs
 * a run holds in run-plan.ts. The simulated CI (test runs, their results and checks) is in
 * test-runs.ts; what is known of PRs outside a queue (metadata, impacted targets, scripted
 * results) in pull-requests.ts.
 */
import { PRIORITY_NAMES } from '../../wire/index.js'
import { HttpError } from './errors.js'
import {
  DEFAULT_ESTIMATE_SETTINGS,
  DEFAULT_PRIORITY_NAME,
  DEFAULT_QUEUE_SETTINGS,
  STARTED_STATES,
  describeQueue,
  isActiveState,
  priorityNameOf,
  queueKey,
  type Entry,
  type EstimateSettings,
  type PrMetadata,
  type Queue,
  type QueueSettings,
  type QueueState,
  type ScriptedOutcome,
} from './model.js'
import { newId } from './random.js'
import { stripUndefined } from './pull-requests.js'
import type {
  CreateQueueBody,
  PullRequestBody,
  QueueSettingsBody,
  Repo,
  SetImpactedTargetsBody,
  SubmitBody,
} from './requests.js'
import {
  headChanged,
  insertIntoLine,
  leaveQueue,
  record,
  removeFromLine,
  restartRun,
} from './line.js'
import * as rules from './rules.js'
import { SimulationState } from './simulation-state.js'

/** The merge queues, their PRs, test runs and simulated CI. */
export class Simulation extends SimulationState {
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
    return rules.nextEventTime(this)
  }

  /** Applies every rule until nothing changes, at the current time. */
  settle(): void {
    rules.settle(this)
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
          removeFromLine(q, existing)
          insertIntoLine(this, q, existing)
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
      record(this, entry, 'pending', 'submitted')
      insertIntoLine(this, q, entry)
    } else {
      record(this, entry, 'not_ready', 'submitted; waiting until it is ready')
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
    leaveQueue(this, q, entry, 'cancelled', 'cancelled through the API', 'retest', {
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
    leaveQueue(this, q, entry, 'cancelled', cause.reason ?? describeCancel(cause), 'retest', {
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
        restartRun(this, q, run, 'tests restarted through the API')
      } else {
        record(this, entry, 'pending', 'tests restarted through the API', {
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
    rules.readinessChanged(this, body.repo, body.pr.number)
    if (pushed) headChanged(this, body.repo, body.pr.number)
    this.changed()
    this.settle()
  }

  /** Registers or updates PR metadata (control API). A new head sha acts like a push. */
  registerPullRequest(meta: Omit<PrMetadata, 'learnedSha' | 'registered'>): PrMetadata {
    const { metadata, pushed } = this.prs.register(meta)
    rules.readinessChanged(this, meta.repo, meta.number)
    if (pushed) headChanged(this, meta.repo, meta.number)
    this.changed()
    this.settle()
    return metadata
  }

  /** Scripts the result of a PR's next test run(s) (control API). */
  scriptOutcome(repo: Repo, number: number, outcome: ScriptedOutcome): void {
    this.prs.scriptOutcome(repo, number, outcome)
    this.changed()
  }

  /** Sets whether queue `repo`/`branch` serves merge estimates, and the history they need. */
  setEstimates(repo: Repo, branch: string, change: Partial<EstimateSettings>): Queue {
    const q = this.queueOf(repo, branch)
    q.estimates = { ...(q.estimates ?? DEFAULT_ESTIMATE_SETTINGS), ...stripUndefined(change) }
    this.changed()
    return q
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
