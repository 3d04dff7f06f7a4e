/**
 * sync-quarantine's plan, pure: what to set and clear in Trunk's quarantine overrides (v2) so
 * that Trunk agrees with the repository's quarantine file, changing only overrides this tool set
 * itself (recognised by the marker its reasons start with), never one a person set.
 */
import { isExpired, type QuarantineEntry } from './file.js'

/** What every reason this tool writes starts with: how it knows an override as its own. */
export const SYNC_MARKER = '[quarantine file]'
/** The longest reason the API takes (`reason` 1..1000). */
export const MAX_REASON_CHARS = 1000

/** An override as Trunk holds it for a test. */
export interface TrunkOverride {
  testId: string
  /** `alwaysQuarantine`, `neverQuarantine`, or a mode the service added (kept as sent). */
  mode: 'alwaysQuarantine' | 'neverQuarantine' | (string & {})
  reason: string
}

/** An entry of the file with the Trunk test it names (undefined: no test in Trunk matches). */
export interface ResolvedEntry {
  entry: QuarantineEntry
  testId?: string
}

/** One step of the plan. */
export type SyncStep =
  /**
   * Set alwaysQuarantine with `reason`: new, or over this tool's own override (`replaces`) whose
   * reason or mode differs.
   */
  | {
      action: 'set'
      testId: string
      reason: string
      entry: QuarantineEntry
      replaces?: TrunkOverride
    }
  /** Clear an override this tool set (its entry was removed or expired). */
  | { action: 'clear'; testId: string; reason: string; entry?: QuarantineEntry }
  /** Already as the file says. */
  | { action: 'unchanged'; testId: string; entry: QuarantineEntry }
  /** A person's override on the test: left alone. */
  | { action: 'left-alone'; testId: string; override: TrunkOverride; entry?: QuarantineEntry }
  /** No test in Trunk matches the entry: nothing can be set. */
  | { action: 'unresolved'; entry: QuarantineEntry }

/** True when this tool wrote the override (its reason starts with the marker). */
export function isOwnOverride(o: Pick<TrunkOverride, 'reason'>): boolean {
  return o.reason.startsWith(SYNC_MARKER)
}

/** The reason written for an entry: marker, owner, reason, expiry, issue; within the API's bound. */
export function overrideReason(e: QuarantineEntry): string {
  const text = `${SYNC_MARKER} owner ${e.owner}; until ${e.expires}; ${e.reason}${e.issue ? ` (${e.issue})` : ''}`
  return text.length > MAX_REASON_CHARS ? `${text.slice(0, MAX_REASON_CHARS - 1)}…` : text
}

/**
 * The plan on the day of `nowMs`: each entry in force whose test Trunk has is set (unless its
 * override already says the same, or a person's override is on the test); each override of this
 * tool's that no entry in force names any more is cleared; nothing else is touched. An entry
 * that names a test twice (two entries, one test) sets it once, from the first.
 */
export function syncPlan(
  resolved: readonly ResolvedEntry[],
  overrides: readonly TrunkOverride[],
  nowMs: number,
): SyncStep[] {
  const current = new Map(overrides.map((o) => [o.testId.toLowerCase(), o]))
  const steps: SyncStep[] = []
  const wanted = new Set<string>()
  for (const { entry, testId } of resolved) {
    if (isExpired(entry, nowMs)) continue
    if (testId === undefined) {
      steps.push({ action: 'unresolved', entry })
      continue
    }
    const id = testId.toLowerCase()
    if (wanted.has(id)) continue
    wanted.add(id)
    const o = current.get(id)
    const reason = overrideReason(entry)
    if (o && !isOwnOverride(o)) steps.push({ action: 'left-alone', testId, override: o, entry })
    else if (o && o.mode === 'alwaysQuarantine' && o.reason === reason)
      steps.push({ action: 'unchanged', testId, entry })
    else steps.push({ action: 'set', testId, reason, entry, ...(o ? { replaces: o } : {}) })
  }
  const byId = new Map(
    resolved.filter((r) => r.testId !== undefined).map((r) => [r.testId!.toLowerCase(), r.entry]),
  )
  for (const o of overrides) {
    const id = o.testId.toLowerCase()
    if (wanted.has(id) || !isOwnOverride(o)) continue
    const entry = byId.get(id)
    steps.push({
      action: 'clear',
      testId: o.testId,
      reason: entry
        ? `${SYNC_MARKER} the entry expired on ${entry.expires}`
        : `${SYNC_MARKER} the entry was removed from the file`,
      ...(entry ? { entry } : {}),
    })
  }
  return steps
}

/** The steps that send a request. */
export function changesOf(
  steps: readonly SyncStep[],
): Extract<SyncStep, { action: 'set' | 'clear' }>[] {
  return steps.filter(
    (s): s is Extract<SyncStep, { action: 'set' | 'clear' }> =>
      s.action === 'set' || s.action === 'clear',
  )
}

/** The requests a plan sends, in two rounds: the second only after the first. */
export interface WriteRounds {
  /**
   * Clears: of the overrides whose entry went, and of this tool's alwaysQuarantine overrides
   * whose reason changed (the service records no new reason on a test already in the mode it
   * is asked for: "unchanged; reason is not recorded"), so the set after it carries the new one.
   */
  clears: { testId: string; reason: string }[]
  /** Sets, each sent only when the clear before it (if any) succeeded. */
  sets: { testId: string; reason: string; afterClear: boolean }[]
}

/** The writes of a plan, each test at most once a round. */
export function writeRounds(steps: readonly SyncStep[]): WriteRounds {
  const rounds: WriteRounds = { clears: [], sets: [] }
  for (const s of steps) {
    if (s.action === 'clear') rounds.clears.push({ testId: s.testId, reason: s.reason })
    if (s.action !== 'set') continue
    const afterClear = s.replaces?.mode === 'alwaysQuarantine'
    if (afterClear)
      rounds.clears.push({
        testId: s.testId,
        reason: `${SYNC_MARKER} replaced by the entry's new reason`,
      })
    rounds.sets.push({ testId: s.testId, reason: s.reason, afterClear })
  }
  return rounds
}
