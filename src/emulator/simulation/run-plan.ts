/**
 * Which PRs the queue's next test run holds, and what it is tested on top of: the reads that
 * plan a run, apart from the state machine that starts it. Single mode tests the first pending PR
 * (or batch) on top of every started PR ahead; parallel mode any pending PR whose impacted targets
 * overlap no earlier waiting one, on top of the started PRs ahead whose targets overlap its own
 * (with their bases and batch mates). Batches fill up to the queue's minimum size, or start when
 * the oldest member waited the queue's maximum time, the queue drains, or a member was restarted.
 */
import { MAX_BATCH_SIZE, STARTED_STATES, type Entry, type Queue, type Targets } from './model.js'
import { TargetIndex, targetsOverlap } from './targets.js'

/** What planning reads of a queue's PRs and runs. */
export interface PlanView {
  /** A PR's current impacted targets (parallel mode). */
  targetsOf(prNumber: number): Targets | undefined
  /** The entry ids a run's test branch includes. */
  baseSet(runId: string | null | undefined): ReadonlySet<string>
  /** The entry ids a run tests. */
  membersOf(runId: string | null | undefined): readonly string[]
}

/** The PRs of the next run to start in `q` at `now`, if any may start. */
export function nextRunMembers(q: Queue, now: number, view: PlanView): Entry[] | undefined {
  const batching = q.settings.batch
  const parallel = q.settings.mode === 'parallel'
  const blockers = new TargetIndex()
  const groupTargets = new TargetIndex()
  const group: Entry[] = []
  let blockedAll = false
  for (const e of q.line) {
    if (e.state !== 'pending') continue
    const targets = parallel ? view.targetsOf(e.prNumber) : undefined
    const blocked = parallel ? blockers.overlaps(targets) : blockedAll
    if (blocked) {
      if (!parallel) break
      blockers.add(targets)
      continue
    }
    if (!batching) return [e]
    const dependsOnGroup = parallel ? groupTargets.overlaps(targets) : group.length > 0
    if (e.noBatch) {
      if (!dependsOnGroup) return [e]
    } else if (group.length < MAX_BATCH_SIZE) {
      group.push(e)
      groupTargets.add(targets)
      continue
    }
    // It must wait for the batch ahead of it.
    blockers.add(targets)
    blockedAll = true
  }
  if (group.length > 0 && batchMayStart(q, group, now)) return group
  return undefined
}

/** True when a batch may start now rather than wait to fill up. */
function batchMayStart(q: Queue, group: Entry[], now: number): boolean {
  const s = q.settings
  if (group.length >= s.batchingMinSize || group.length >= MAX_BATCH_SIZE) return true
  if (q.state === 'draining') return true
  if (group.some((e) => e.restarted)) return true
  const oldest = Math.min(...group.map((e) => e.readySince ?? now))
  return now >= oldest + s.batchingMaxWaitTimeMinutes * 60_000
}

/** The entries ahead of `members` that their test branch includes. */
export function baseOf(q: Queue, members: Entry[], view: PlanView): Set<string> {
  const memberIds = new Set(members.map((m) => m.id))
  const last = Math.max(...members.map((m) => q.line.indexOf(m)))
  const ahead = q.line
    .slice(0, last)
    .filter((x) => !memberIds.has(x.id) && STARTED_STATES.has(x.state))
  const base = new Set<string>()
  if (q.settings.mode === 'single') {
    for (const x of ahead) base.add(x.id)
    return base
  }
  const memberTargets = members.map((m) => view.targetsOf(m.prNumber))
  for (const x of ahead) {
    const xt = view.targetsOf(x.prNumber)
    if (!memberTargets.some((t) => targetsOverlap(t, xt))) continue
    base.add(x.id)
    // Its own base and its batch mates are in its test branch, so in ours too.
    for (const b of view.baseSet(x.runId)) base.add(b)
    for (const mate of view.membersOf(x.runId)) if (!memberIds.has(mate)) base.add(mate)
  }
  return base
}

/** Up to `limit` entries behind `f` in the line whose test does (or will) include it. */
export function dependentsBehind(q: Queue, f: Entry, limit: number, view: PlanView): Entry[] {
  const out: Entry[] = []
  const i = q.line.indexOf(f)
  if (i < 0) return out
  const parallel = q.settings.mode === 'parallel'
  const fTargets = parallel ? view.targetsOf(f.prNumber) : undefined
  for (const x of q.line.slice(i + 1)) {
    if (out.length >= limit) break
    const depends = STARTED_STATES.has(x.state)
      ? view.baseSet(x.runId).has(f.id)
      : !parallel || targetsOverlap(view.targetsOf(x.prNumber), fTargets)
    if (depends) out.push(x)
  }
  return out
}
