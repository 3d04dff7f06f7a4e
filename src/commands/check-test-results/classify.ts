/**
 * The test gate's decisions, all pure: which service test a reported failure is, which class
 * that puts it in, whether the gate passes, and the outputs.
 */
import type { TestCase } from '../../queue/index.js'
import { MAX_LIST_OUTPUT_BYTES, Outputs, type OutputName } from '../../inputs/constants.js'
import { jsonArrayWithin } from '../../ports/text.js'
import type { OutsideFailure, ReportedFailure } from './report.js'
import type { AllowableClass, RetriedPolicy } from './outcome.js'
import { matchQuarantine, type QuarantineEntry } from '../../quarantine/file.js'

/**
 * A failure's class: `quarantined` (matched, `quarantined: true`), `flaky` (matched, status
 * flaky), `broken` (matched, any other status), `new` (no service test matched).
 */
export type FailureClass = AllowableClass | 'broken' | 'new'

/** The unexplained-failures output's size limit (as failing-tests'). */
export const MAX_UNEXPLAINED_OUTPUT_BYTES = MAX_LIST_OUTPUT_BYTES

/** How a failure was matched to a service test. */
export type MatchedBy = 'id' | 'names' | 'lookup'

/** A reported failure with what the service knows of it. */
export interface ClassifiedFailure extends ReportedFailure {
  class: FailureClass
  /** Trunk's id of the test, computed from the report (see trunkTestId), when known. */
  id?: string
  /** The matched service test (absent for `new`). */
  test?: TestCase
  /** How `test` was found: by id or by names in the 7-day list, or by a direct look-up. */
  matchedBy?: MatchedBy
  /** Its id was looked up directly (get-test-details), whatever the answer. */
  lookedUp?: boolean
  /**
   * New, looked up by id in vain, and not in the week's listing, which was cut: it read only the
   * first `listingCutAt` failing tests of each window (v1, a few failures), and a window had more.
   */
  listingCutAt?: number
  /** Service tests of the same name that were ruled out (a field disagreed), for the log. */
  ruledOut: number
  /**
   * Several service tests fitted equally well: the failure is unexplained whatever their class
   * (the least forgiving is shown).
   */
  ambiguous: boolean
  /** Forgiven: by `allow-failures` (Trunk's class), or by the repository's quarantine file. */
  allowed: boolean
  /** The repository's quarantine entry in force that names it. */
  fileEntry?: QuarantineEntry
  /** An expired entry that names it (none in force): it forgives nothing; its owner is named. */
  expiredEntry?: QuarantineEntry
  /** Who forgave it: Trunk (its class is allowed), the quarantine file, or both. */
  forgivenBy?: ForgivenBy
}

/** Who forgave a failure. */
export type ForgivenBy = 'trunk' | 'file' | 'both'

/**
 * The failures after the repository's quarantine file (`entries`, on the day of `nowMs`): an
 * entry in force forgives the failure it names, beside Trunk's own verdict (`forgivenBy` says
 * which forgave it); an expired entry forgives nothing and is kept to name its owner.
 */
export function applyQuarantineFile(
  failures: readonly ClassifiedFailure[],
  entries: readonly QuarantineEntry[],
  nowMs: number,
): ClassifiedFailure[] {
  return failures.map((f) => {
    const m = entries.length ? matchQuarantine(entries, f, nowMs) : {}
    const byFile = m.inForce !== undefined
    const forgivenBy: ForgivenBy | undefined =
      f.allowed && byFile ? 'both' : f.allowed ? 'trunk' : byFile ? 'file' : undefined
    return {
      ...f,
      allowed: f.allowed || byFile,
      ...(m.inForce ? { fileEntry: m.inForce } : {}),
      ...(m.expired ? { expiredEntry: m.expired } : {}),
      ...(forgivenBy ? { forgivenBy } : {}),
    }
  })
}

/** The service's failing tests, indexed by id and by name (built once per check). */
export interface TestIndex {
  byId: ReadonlyMap<string, TestCase>
  byName: ReadonlyMap<string, readonly TestCase[]>
}

/** Indexes the service's tests by id and name; a test listed twice (by id) counts once. */
export function indexTests(tests: readonly TestCase[]): TestIndex {
  const byName = new Map<string, TestCase[]>()
  const byId = new Map<string, TestCase>()
  for (const t of tests) {
    const id = t.id.toLowerCase()
    if (byId.has(id)) continue
    byId.set(id, t)
    const list = byName.get(t.name)
    if (list) list.push(t)
    else byName.set(t.name, [t])
  }
  return { byId, byName }
}

/** A path compared across report and service: `/` separators, no leading `./`. */
function normalPath(p: string): string {
  return p.replace(/\\/g, '/').replace(/^(\.\/)+/, '')
}

/**
 * The same file: equal once `\\` is `/` and a leading `./` is dropped. Report paths are made
 * relative to the workspace when read; no suffix is guessed (`src/index.test.ts` is not
 * `packages/a/src/index.test.ts`).
 */
export function sameFile(a: string, b: string): boolean {
  return normalPath(a) === normalPath(b)
}

// How strongly a candidate fits: -1 when a field both sides have disagrees, else the number of
// fields both sides have and agree on.
function fit(f: ReportedFailure, t: TestCase): number {
  let score = 0
  if (t.classname) {
    if (f.classname) {
      if (f.classname !== t.classname) return -1
      score++
    }
    // The parent only confirms: services and uploaders name suites less consistently.
    if (t.parent && f.suite === t.parent) score++
  } else if (t.parent && (f.classname || f.suite)) {
    // No classname on the service's side: its parent must be the report's suite or classname.
    if (t.parent !== f.suite && t.parent !== f.classname) return -1
    score++
  }
  if (f.file && t.file_path) {
    if (!sameFile(f.file, t.file_path)) return -1
    score++
  }
  return score
}

/**
 * Both sides name a file and they differ. Only possible for an id match when the id leaves the
 * file out (Jest, see `fileInTrunkId`): the file still tells two tests apart.
 */
export function fileDisagrees(f: ReportedFailure, t: TestCase): boolean {
  return f.file !== undefined && !!t.file_path && !sameFile(f.file, t.file_path)
}

const STRICTNESS: Record<FailureClass, number> = { new: 0, broken: 1, flaky: 2, quarantined: 3 }

/** The class a matched service test puts a failure in. */
export function classOf(t: TestCase): FailureClass {
  if (t.quarantined) return 'quarantined'
  return t.status.value === 'flaky' ? 'flaky' : 'broken'
}

/**
 * Finds the service test a reported failure is.
 *
 * By id first: a listed test whose `id` is the failure's Trunk id (computed from the report) is
 * the match. Else by names: candidates are the service tests whose `name` equals the testcase's
 * `name` exactly. A candidate is dropped when a field both sides have disagrees: the testcase's
 * `classname` against the test's `classname` (when the test has none, its `parent` must be the
 * report's suite name or classname), and the testcase's file against `file_path` (equal after
 * `\`→`/` and dropping `./`, or one a `/`-suffix of the other, so an absolute report path fits a
 * repository-relative one); a `parent` equal to the suite name confirms. Of the rest, those
 * confirmed by the most fields win. One winner is the match; several winners are **ambiguous**:
 * the least forgiving of them is shown (broken before flaky before quarantined) and the failure
 * is never forgiven (see {@link classifyFailures}). No candidate left: the failure is `new`.
 */
export function matchFailure(
  f: ReportedFailure,
  index: TestIndex,
  id?: string,
): { test?: TestCase; ambiguous: boolean; by?: MatchedBy; ruledOut: number } {
  // A test case without a name is no test of Trunk's: nothing can vouch for it.
  if (f.name === '') return { ambiguous: false, ruledOut: 0 }
  const byId = id !== undefined ? index.byId.get(id) : undefined
  if (byId && !fileDisagrees(f, byId))
    return { test: byId, ambiguous: false, by: 'id', ruledOut: 0 }
  const candidates = index.byName.get(f.name)
  if (!candidates) return { ambiguous: false, ruledOut: 0 }
  let best: TestCase[] = []
  let bestScore = -1
  let ruledOut = 0
  for (const t of candidates) {
    const score = fit(f, t)
    if (score < 0) ruledOut++
    if (score < 0 || score < bestScore) continue
    if (score > bestScore) {
      bestScore = score
      best = [t]
    } else best.push(t)
  }
  if (!best.length) return { ambiguous: false, ruledOut }
  const test = best.reduce((a, b) => (STRICTNESS[classOf(b)] < STRICTNESS[classOf(a)] ? b : a))
  return { test, ambiguous: best.length > 1, by: 'names', ruledOut }
}

/**
 * Classifies every failure against the service's tests; `idOf` gives a failure's Trunk id
 * (matched first).
 */
export function classifyFailures(
  failures: readonly ReportedFailure[],
  tests: readonly TestCase[],
  allow: ReadonlySet<AllowableClass>,
  idOf: (f: ReportedFailure) => string | undefined = () => undefined,
): ClassifiedFailure[] {
  const index = indexTests(tests)
  return failures.map((f) => {
    const id = idOf(f)
    const { test, ambiguous, by, ruledOut } = matchFailure(f, index, id)
    const cls: FailureClass = test ? classOf(test) : 'new'
    return {
      ...f,
      ...(id !== undefined ? { id } : {}),
      class: cls,
      ...(test ? { test, matchedBy: by } : {}),
      ruledOut,
      ambiguous,
      // A name several of Trunk's tests fit equally well is no test Trunk vouches for.
      allowed: !ambiguous && (allow as ReadonlySet<string>).has(cls),
    }
  })
}

/**
 * The failures after the direct look-ups (`lookedUp`: the ids asked): those whose id the service
 * answered for take that test's class (`found`: id → test), an id beating a match by names; the
 * others keep what they had (`new`, or their match by names).
 */
export function applyLookups(
  failures: readonly ClassifiedFailure[],
  lookedUp: ReadonlySet<string>,
  found: ReadonlyMap<string, TestCase>,
  allow: ReadonlySet<AllowableClass>,
): ClassifiedFailure[] {
  return failures.map((f) => {
    if (f.id === undefined || !lookedUp.has(f.id) || f.matchedBy === 'id') return f
    const test = found.get(f.id)
    if (!test || fileDisagrees(f, test)) return { ...f, lookedUp: true }
    const cls = classOf(test)
    return {
      ...f,
      class: cls,
      test,
      matchedBy: 'lookup',
      lookedUp: true,
      ambiguous: false,
      allowed: (allow as ReadonlySet<string>).has(cls),
    }
  })
}

/** Counts by class, and the gate's verdict. */
export interface GateDecision {
  outcome: 'success' | 'failure'
  /** Failed tests, and failures outside test cases. */
  failed: number
  /** Failed tests by class; an ambiguous one is in `ambiguous`, not here. */
  byClass: Record<FailureClass, number>
  /** Failed tests outside the allowed classes. */
  unexplained: number
  /** Failures outside test cases (a file that did not load, a build): never forgiven. */
  outside: number
  ambiguous: number
  /** Failed tests an entry in force of the repository's quarantine file names. */
  inFile: number
  /** Unforgiven failed tests whose only entry in the quarantine file has expired. */
  expired: number
  /** Tests that passed on a retry and fail the gate (`retried-tests: fail`). */
  retriedCounted: number
}

/**
 * Passes only when every failed test is in an allowed class and nothing failed outside test
 * cases (none at all passes).
 */
export function decide(
  failures: readonly ClassifiedFailure[],
  outside = 0,
  retried = 0,
  retriedPolicy: RetriedPolicy = 'pass',
): GateDecision {
  const byClass: Record<FailureClass, number> = { quarantined: 0, flaky: 0, broken: 0, new: 0 }
  let unexplained = 0
  let ambiguous = 0
  let inFile = 0
  let expired = 0
  for (const f of failures) {
    // An ambiguous failure has no class: none of the tests it fits is the one that failed.
    if (f.ambiguous) ambiguous++
    else byClass[f.class]++
    if (!f.allowed) unexplained++
    if (f.fileEntry) inFile++
    else if (f.expiredEntry && !f.allowed) expired++
  }
  const retriedCounted = retriedPolicy === 'fail' ? retried : 0
  return {
    outcome: unexplained === 0 && outside === 0 && retriedCounted === 0 ? 'success' : 'failure',
    failed: failures.length + outside,
    byClass,
    unexplained,
    outside,
    ambiguous,
    inFile,
    expired,
    retriedCounted,
  }
}

/** One entry of the unexplained-failures output. */
export interface UnexplainedEntry {
  /** The test's name; for a failure outside tests, what failed (`package x`, `test file y`). */
  name: string
  classname?: string
  file?: string
  /** `outside`: a failure outside any test case. */
  class: FailureClass | 'outside'
  link?: string
  /** The report it is in (failures outside tests). */
  report?: string
}

/**
 * The unexplained-failures output: compact JSON of the failures outside the allowed classes, in
 * report order, cut to the first that fit in `maxBytes`. Returns the JSON and how many it holds.
 */
export function unexplainedOutput(
  failures: readonly ClassifiedFailure[],
  maxBytes = MAX_UNEXPLAINED_OUTPUT_BYTES,
  outside: readonly OutsideFailure[] = [],
): { json: string; kept: number; total: number } {
  const items: UnexplainedEntry[] = [
    ...outside.map((o) => ({ name: o.where, class: 'outside' as const, report: o.report })),
    ...failures
      .filter((f) => !f.allowed)
      .map((f) => ({
        name: f.name,
        ...(f.classname ? { classname: f.classname } : {}),
        ...(f.file ? { file: f.file } : {}),
        class: f.class,
        ...(f.test ? { link: f.test.html_url } : {}),
      })),
  ]
  return { ...jsonArrayWithin(items, maxBytes), total: items.length }
}

/** Every output of the gate, as strings, and how many unexplained failures the list holds. */
export function gateOutputs(
  failures: readonly ClassifiedFailure[],
  d: GateDecision,
  maxBytes = MAX_UNEXPLAINED_OUTPUT_BYTES,
  passedOnRetry = 0,
  outside: readonly OutsideFailure[] = [],
  retrySeconds = 0,
): { outputs: Partial<Record<OutputName, string>>; kept: number; total: number } {
  const list = unexplainedOutput(failures, maxBytes, outside)
  return {
    outputs: {
      [Outputs.FailedTestsCount]: String(d.failed),
      [Outputs.QuarantinedFailuresCount]: String(d.byClass.quarantined),
      [Outputs.RepoQuarantinedFailuresCount]: String(d.inFile),
      [Outputs.FlakyFailuresCount]: String(d.byClass.flaky),
      [Outputs.UnexplainedFailuresCount]: String(d.unexplained + d.outside),
      [Outputs.UnexplainedFailures]: list.json,
      [Outputs.PassedOnRetryCount]: String(passedOnRetry),
      [Outputs.RetrySeconds]: String(Math.round(retrySeconds * 1000) / 1000),
    },
    kept: list.kept,
    total: list.total,
  }
}
