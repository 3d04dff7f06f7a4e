/**
 * sync-quarantine's decisions, pure: which Trunk tests each entry of the file names, whose
 * overrides must be read, and what became of each step of the plan once its writes answered.
 * The plan itself is src/quarantine/sync.ts's.
 */
import type { OverrideTest, OverrideWriteResult } from '../../queue/index.js'
import { entryMatches, isExpired, type QuarantineEntry } from '../../quarantine/file.js'
import type { ResolvedEntry, SyncStep, WriteRounds } from '../../quarantine/sync.js'

/**
 * The tests of Trunk each entry names: by id when the entry gives one (the test's id in this
 * API, as Trunk's app shows it, or the id Trunk's uploader computes, as the gate matches it:
 * `byUploaderId` maps those), else every test whose identity the entry matches as the gate
 * matches a failure (name, and classname, suite and file when given). An entry no test matches is
 * kept without a test (unresolved).
 */
export function resolveEntries(
  entries: readonly QuarantineEntry[],
  tests: readonly OverrideTest[],
  byUploaderId: ReadonlyMap<string, string | null> = new Map(),
): ResolvedEntry[] {
  const byId = new Map(tests.map((t) => [t.id.toLowerCase(), t]))
  return entries.flatMap((entry): ResolvedEntry[] => {
    if (entry.id !== undefined) {
      const id = byId.get(entry.id.toLowerCase())?.id ?? byUploaderId.get(entry.id) ?? undefined
      return [id ? { entry, testId: id } : { entry }]
    }
    const found = tests.filter((t) =>
      entryMatches(entry, {
        name: t.name,
        ...(t.classname ? { classname: t.classname } : {}),
        ...(t.suite ? { suite: t.suite } : {}),
        ...(t.file ? { file: t.file } : {}),
      }),
    )
    return found.length ? found.map((t) => ({ entry, testId: t.id })) : [{ entry }]
  })
}

/** The ids of entries by id that are no test's id in this API (maybe their uploader's). */
export function idsToMap(
  entries: readonly QuarantineEntry[],
  tests: readonly OverrideTest[],
): string[] {
  const ids = new Set(tests.map((t) => t.id.toLowerCase()))
  return [
    ...new Set(
      entries.flatMap((e) => (e.id !== undefined && !ids.has(e.id.toLowerCase()) ? [e.id] : [])),
    ),
  ]
}

/**
 * The tests whose override must be read: every test an entry names (in force or expired), and
 * every test Trunk quarantines now, since an override this tool set (alwaysQuarantine) shows as
 * quarantined, so the test of a removed entry is among them. With quarantining off in the
 * collection the state says nothing of overrides: every test is read.
 */
export function testsToRead(
  resolved: readonly ResolvedEntry[],
  tests: readonly OverrideTest[],
  quarantineEnabled: boolean | undefined,
): string[] {
  const ids = new Set<string>()
  for (const r of resolved) if (r.testId !== undefined) ids.add(r.testId)
  for (const t of tests) if (quarantineEnabled === false || t.quarantined) ids.add(t.id)
  return [...ids]
}

/** What became of one step. */
export type StepResult =
  /** set or clear: done; `unchanged`: Trunk already had that mode (no reason recorded). */
  | { status: 'done' | 'unchanged' }
  /** Failed, or not sent; `why` says which and how. */
  | { status: 'failed'; why: string }

/** A failure of a whole request (no test's own code): the requests after it are not sent. */
export function failedAsRequest(r: OverrideWriteResult): boolean {
  return r.status === 'not-sent' || (r.status === 'failed' && r.code === undefined)
}

/**
 * The second round's writes once the first answered: a set after a clear that failed is not
 * sent (its test keeps the old override), and nothing is sent once a first-round request failed
 * as a whole (the same would meet the second).
 */
export function secondRound(
  rounds: WriteRounds,
  first: readonly OverrideWriteResult[],
): { send: WriteRounds['sets']; held: { testId: string; why: string }[] } {
  const asRequest = first.find(failedAsRequest)
  if (asRequest)
    return {
      send: [],
      held: rounds.sets.map((s) => ({
        testId: s.testId,
        why: `not sent: an earlier request failed (${asRequest.error ?? 'no reason given'})`,
      })),
    }
  const failedClear = new Map(
    first.filter((r) => r.status === 'failed').map((r) => [r.testId.toLowerCase(), r]),
  )
  const send: WriteRounds['sets'] = []
  const held: { testId: string; why: string }[] = []
  for (const s of rounds.sets) {
    const f = s.afterClear ? failedClear.get(s.testId.toLowerCase()) : undefined
    if (f) held.push({ testId: s.testId, why: `its old override could not be cleared: ${f.error}` })
    else send.push(s)
  }
  return { send, held }
}

/** A write's result as the step's. */
function stepResultOf(r: OverrideWriteResult | undefined): StepResult {
  if (!r) return { status: 'failed', why: 'no answer for it' }
  if (r.status === 'succeeded') return { status: 'done' }
  if (r.status === 'unchanged') return { status: 'unchanged' }
  return { status: 'failed', why: r.error ?? r.status }
}

/**
 * What became of each step that sends a request (by test id, lower case): a clear by its clear,
 * a set by its set, or by why it was held.
 */
export function stepResults(
  steps: readonly SyncStep[],
  clears: readonly OverrideWriteResult[],
  sets: readonly OverrideWriteResult[],
  held: readonly { testId: string; why: string }[],
): Map<string, StepResult> {
  const key = (id: string) => id.toLowerCase()
  const clearOf = new Map(clears.map((r) => [key(r.testId), r]))
  const setOf = new Map(sets.map((r) => [key(r.testId), r]))
  const heldOf = new Map(held.map((h) => [key(h.testId), h.why]))
  const out = new Map<string, StepResult>()
  for (const s of steps) {
    if (s.action === 'clear') out.set(key(s.testId), stepResultOf(clearOf.get(key(s.testId))))
    if (s.action !== 'set') continue
    const why = heldOf.get(key(s.testId))
    out.set(key(s.testId), why ? { status: 'failed', why } : stepResultOf(setOf.get(key(s.testId))))
  }
  return out
}

/** The counts the outputs give. */
export interface SyncCounts {
  set: number
  cleared: number
  unchanged: number
  leftAlone: number
  unresolved: number
  failed: number
}

/**
 * The counts of a plan (`results` undefined: a dry run, counting what would be done). A write
 * Trunk answered `unchanged` counts as unchanged; an entry without a test counts once however
 * many steps it has.
 */
export function countsOf(
  steps: readonly SyncStep[],
  results: ReadonlyMap<string, StepResult> | undefined,
): SyncCounts {
  const c: SyncCounts = { set: 0, cleared: 0, unchanged: 0, leftAlone: 0, unresolved: 0, failed: 0 }
  for (const s of steps) {
    if (s.action === 'unchanged') c.unchanged++
    else if (s.action === 'left-alone') c.leftAlone++
    else if (s.action === 'unresolved') c.unresolved++
    else {
      const r = results?.get(s.testId.toLowerCase())
      if (r?.status === 'failed') c.failed++
      else if (r?.status === 'unchanged') c.unchanged++
      else if (s.action === 'set') c.set++
      else c.cleared++
    }
  }
  return c
}

/** The entries of the file that expired (they are cleared, never set), for the log. */
export function expiredEntries(
  entries: readonly QuarantineEntry[],
  nowMs: number,
): QuarantineEntry[] {
  return entries.filter((e) => isExpired(e, nowMs))
}
