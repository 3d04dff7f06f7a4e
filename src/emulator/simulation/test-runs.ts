/**
 * The simulated CI: the test runs a queue starts, what each member's scripted result makes of
 * it (how long it takes, whether it passes, fails or hangs), when a run is due or times out, and
 * the checks a finished run reports. It decides nothing about the queue's PRs: the simulation
 * reads a run's end and moves its members.
 */
import {
  DEFAULT_STATUS_CONTEXT,
  type CheckConclusion,
  MAX_FINISHED_RUNS,
  type Entry,
  type Queue,
  type RunCheck,
  type RunStatus,
  type ScriptedOutcome,
  type Targets,
  type TestRun,
} from './model.js'
import { fakeSha, newId } from './random.js'
import { unionTargets } from './targets.js'

/** A run that is due at the current time: it completes, or its testing timeout expires. */
export interface DueRun {
  run: TestRun
  at: number
  timeout: boolean
}

/** What starting a run needs to know of its PRs. */
export interface RunInputs {
  /** The entries tested together (one, or a batch), in queue order. */
  members: Entry[]
  /** Ids of the entries ahead whose changes the test branch includes, in queue order. */
  base: string[]
  /** The next scripted result of a member's PR, consumed. */
  takeOutcome(prNumber: number): ScriptedOutcome | undefined
  /** A PR's current impacted targets (parallel mode). */
  targetsOf(prNumber: number): Targets | undefined
  /** The PR number of an entry id. */
  prNumberOf(entryId: string): number | undefined
}

/** The test runs of every queue, in progress and finished (bounded). */
export class TestRunBook {
  readonly runs = new Map<string, TestRun>()
  readonly finishedRunOrder: string[] = []
  /** Bases of runs as sets, built on demand. */
  private readonly baseSets = new Map<string, Set<string>>()

  constructor(
    /** Simulated duration of a run that no script overrides, in ms. */
    public testDurationMs: number,
  ) {}

  get(id: string | null | undefined): TestRun | undefined {
    return id ? this.runs.get(id) : undefined
  }

  /** The entry ids a run's test branch includes, as a set. */
  baseSet(runId: string | null | undefined): Set<string> {
    if (!runId) return new Set()
    let s = this.baseSets.get(runId)
    if (!s) {
      s = new Set(this.runs.get(runId)?.base ?? [])
      this.baseSets.set(runId, s)
    }
    return s
  }

  /** When the queue's testing timeout ends `run`, if the queue has one. */
  timeoutAt(q: Queue, run: TestRun): number | undefined {
    const minutes = q.settings.testingTimeoutMinutes
    return minutes > 0 ? run.createdAt + minutes * 60_000 : undefined
  }

  /** Starts a run of `inputs.members` in queue `q` at `now`; the caller moves the members. */
  start(q: Queue, now: number, inputs: RunInputs): TestRun {
    const { members, base } = inputs
    const id = newId()
    const memberOutcomes = members.map((m) => {
      const scripted = inputs.takeOutcome(m.prNumber)
      const outcome = scripted?.outcome ?? 'pass'
      const timeoutMs = q.settings.testingTimeoutMinutes * 60_000
      // A scripted timeout without a duration lasts the queue's testing timeout, if it has one.
      const duration =
        scripted?.durationMs ??
        (outcome === 'timeout' && timeoutMs > 0 ? timeoutMs : this.testDurationMs)
      return {
        entryId: m.id,
        outcome,
        endsAt: outcome === 'hang' ? null : now + duration,
        ...(scripted?.failChecks ? { failChecks: [...scripted.failChecks] } : {}),
        ...(scripted?.failConclusion ? { failConclusion: scripted.failConclusion } : {}),
      }
    })
    const ends = memberOutcomes.map((m) => m.endsAt)
    const first = members[0] as Entry
    const run: TestRun = {
      id,
      queueKey: q.key,
      testBranch: `trunk-merge/pr-${first.prNumber}/${id}`,
      testBranchSha: fakeSha(`test-branch:${id}`),
      members: members.map((m) => m.id),
      prNumbers: members.map((m) => m.prNumber),
      base,
      basePrNumbers: base
        .map((b) => inputs.prNumberOf(b))
        .filter((n): n is number => n !== undefined),
      createdAt: now,
      status: 'in_progress',
      endsAt: ends.includes(null) ? null : Math.max(...(ends as number[])),
      memberOutcomes,
    }
    if (q.settings.mode === 'parallel') {
      const memberTargets = members.map((m) => inputs.targetsOf(m.prNumber))
      run.impactedTargetsForTestedPrs = unionTargets(memberTargets)
      run.impactedTargets = unionTargets([
        ...memberTargets,
        ...base.map((b) => {
          const n = inputs.prNumberOf(b)
          return n === undefined ? undefined : inputs.targetsOf(n)
        }),
      ])
    }
    this.runs.set(id, run)
    q.activeRuns.add(id)
    return run
  }

  /** Ends a run with `status` at `now`, with its checks; forgets the oldest finished runs. */
  finish(q: Queue, run: TestRun, status: RunStatus, reason: string, now: number): void {
    run.status = status
    run.finishedAt = now
    run.endReason = reason
    run.checks = checksOf(q, run)
    q.activeRuns.delete(run.id)
    this.finishedRunOrder.push(run.id)
    while (this.finishedRunOrder.length > MAX_FINISHED_RUNS) {
      const old = this.finishedRunOrder.shift() as string
      this.runs.delete(old)
      this.baseSets.delete(old)
    }
  }

  /** The earliest run of `q` due at `now` (completed, or timed out), if any. */
  due(q: Queue, now: number): DueRun | undefined {
    let due: DueRun | undefined
    for (const id of q.activeRuns) {
      const run = this.runs.get(id)
      if (!run) continue
      const timeoutAt = this.timeoutAt(q, run)
      const endsAt = run.endsAt ?? Infinity
      const timedOut = timeoutAt !== undefined && timeoutAt < endsAt
      const at = timedOut ? (timeoutAt as number) : endsAt
      if (at > now) continue
      // A member scripted to time out ends its run as a testing timeout too.
      const scriptedTimeout = run.memberOutcomes.some((m) => m.outcome === 'timeout')
      if (!due || at < due.at || (at === due.at && run.createdAt < due.run.createdAt)) {
        due = { run, at, timeout: timedOut || scriptedTimeout }
      }
    }
    return due
  }

  /** The times after `now` at which a run of `q` completes or times out. */
  eventTimes(q: Queue): number[] {
    const out: number[] = []
    for (const id of q.activeRuns) {
      const run = this.runs.get(id)
      if (!run) continue
      if (run.endsAt !== null) out.push(run.endsAt)
      const t = this.timeoutAt(q, run)
      if (t !== undefined) out.push(t)
    }
    return out
  }

  /** Forgets the runs of a deleted queue. */
  dropQueue(queueKey: string): void {
    for (const [id, run] of this.runs) {
      if (run.queueKey === queueKey) {
        this.runs.delete(id)
        this.baseSets.delete(id)
      }
    }
  }

  /** Forgets every run. */
  reset(): void {
    this.runs.clear()
    this.baseSets.clear()
    this.finishedRunOrder.length = 0
  }
}

/**
 * The checks of a run that just finished: the queue's required ones, plus any a script names.
 * A failed run fails the scripted checks of its failing members (every required one when a
 * script names none); a timed-out run times out every check; a cancelled one cancels them.
 */
export function checksOf(q: Queue, run: TestRun): RunCheck[] {
  const required = q.settings.requiredStatuses ?? [DEFAULT_STATUS_CONTEXT]
  const failing = run.memberOutcomes.filter((m) => m.outcome !== 'pass')
  // Each failed check's conclusion: the first failing member's script that names it decides.
  const failNames = new Map<string, CheckConclusion>()
  for (const m of failing) {
    for (const n of m.failChecks ?? required) {
      if (!failNames.has(n)) failNames.set(n, m.failConclusion ?? 'FAILURE')
    }
  }
  const names = [...new Set([...required, ...failNames.keys()])]
  const timedOut = run.endReason?.startsWith('timed out') === true
  const repoUrl = `https://${q.repo.host}/${q.repo.owner}/${q.repo.name}`
  return names.map((name) => ({
    name,
    url: `${repoUrl}/runs/${run.id}?check=${encodeURIComponent(name)}`,
    conclusion:
      run.status === 'succeeded'
        ? 'SUCCESS'
        : run.status === 'cancelled'
          ? 'CANCELLED'
          : timedOut
            ? 'TIMED_OUT'
            : (failNames.get(name) ?? 'SUCCESS'),
  }))
}

/** The checks of a finished run that did not pass. */
export function failedChecksOf(run: TestRun): RunCheck[] {
  return (run.checks ?? []).filter((c) => c.conclusion !== 'SUCCESS')
}
