/**
 * What doctor reads for its quarantine rules: the repository's quarantine file (under the
 * checkout, bounded, never through a link out of it), and, when the file has entries, the tests
 * Trunk knows that the entries can name, through the flaky-test floor: on v1 the tests that failed
 * in the last {@link QUARANTINE_WINDOW_DAYS} days (v1 lists tests by their failures only) and each
 * entry's own id, looked up by itself; on v2 every test of the collection and the overrides
 * sync-quarantine may have set. What could not be read is a value (`unknown`, with why), never an
 * empty list. The rules (rules/quarantine-*.ts) judge these values.
 */
import {
  DEFAULT_MAX_QUARANTINE_DAYS,
  entryMatches,
  isExpired,
  readQuarantineFile,
} from '../../quarantine/file.js'
import { isOwnOverride } from '../../quarantine/sync.js'
import type { QuarantineEntry, QuarantineProblem, TestIdentity } from '../../quarantine/file.js'
import {
  CancelledError,
  MAX_FAILING_TESTS_WINDOW_MS,
  NotFoundError,
  type FlakyScope,
  type FlakyTest,
  type FlakyTests,
  type OverrideTest,
} from '../../queue/index.js'
import type { ApiVersion } from '../../inputs/api.js'
import { readInsideCheckout } from './checkout.js'

/** The most bytes read of a quarantine file (as the gate reads it). */
export const MAX_QUARANTINE_FILE_BYTES = 1024 * 1024
/** How far back Trunk's failing tests are listed to match the entries named by names. */
export const QUARANTINE_WINDOW_DAYS = 28
/** The most entries looked up by their id (one request each); past it, Trunk is not compared. */
export const MAX_ID_LOOKUPS = 100
/** The most overrides read (one request each, v2); past it, Trunk is not compared. */
export const MAX_OVERRIDE_READS = 500
const DAY_MS = 86_400_000
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** A test Trunk knows, as the quarantine rules compare it with an entry. */
export interface TrunkTest {
  id: string
  name: string
  classname?: string
  suite?: string
  file?: string
  /** Trunk quarantines it now. */
  quarantined: boolean
}

/** The quarantine file as doctor read it. */
export type QuarantineFileRead =
  /** No file at the path: the repository quarantines nothing (the file is optional). */
  | { kind: 'absent' }
  /** The file is there and the gate would refuse it: each problem at its line (0: the file). */
  | { kind: 'invalid'; problems: QuarantineProblem[] }
  | { kind: 'read'; entries: QuarantineEntry[] }

/** An override `sync-quarantine` set (its reason carries the marker) on a test. */
export interface OwnOverride {
  testId: string
  name: string
  reason: string
}

/** Trunk's tests as read for the entries. */
export type TrunkTestsRead =
  | {
      kind: 'read'
      api: ApiVersion
      /** v1: the tests that failed in the window and those the entries' ids named; v2: every test of the collection. */
      tests: TrunkTest[]
      /** v1: the window's length in days (entries named by names are matched in it); v2: none (every test). */
      days?: number
      /**
       * v2: the overrides sync-quarantine set on tests Trunk quarantines that no entry in force
       * names (read one test at a time); v1 has no overrides.
       */
      ownOverrides?: OwnOverride[]
    }
  /** Trunk's tests could not be read: why, and what to set (a sentence). */
  | { kind: 'unknown'; why: string }

/** What the quarantine rules judge. */
export interface QuarantineFacts {
  /** The file's path as given (relative to the checkout). */
  path: string
  /** When doctor judged (ms since the epoch): entries expire by this day (UTC). */
  nowMs: number
  file: QuarantineFileRead
  /** Trunk's tests: read only when the file has entries. */
  trunk?: TrunkTestsRead
}

/** Reads the quarantine file at `path` (relative to the checkout) as the gate reads it. */
export function readQuarantineAt(
  checkout: string,
  path: string,
  nowMs: number,
  maxDays = DEFAULT_MAX_QUARANTINE_DAYS,
): QuarantineFileRead {
  const read = readInsideCheckout(checkout, path, MAX_QUARANTINE_FILE_BYTES)
  if (read === undefined) return { kind: 'absent' }
  if ('problem' in read) return { kind: 'invalid', problems: [{ line: 0, message: read.problem }] }
  return quarantineFileOf(read.text, nowMs, maxDays)
}

/** The quarantine file's text as doctor reads it (src/quarantine/file.ts's rules, the gate's). */
export function quarantineFileOf(
  text: string,
  nowMs: number,
  maxDays = DEFAULT_MAX_QUARANTINE_DAYS,
): QuarantineFileRead {
  const parsed = readQuarantineFile(text, nowMs, maxDays)
  return parsed.ok
    ? { kind: 'read', entries: parsed.entries }
    : { kind: 'invalid', problems: parsed.problems }
}

/** A test of the floor (v1's flaky test, or v2's listed test) as an entry is compared with it. */
export function trunkTestOf(t: FlakyTest | OverrideTest): TrunkTest {
  const suite = 'suite' in t ? t.suite : 'parent' in t ? t.parent : undefined
  const file = 'file_path' in t ? t.file_path : 'file' in t ? t.file : undefined
  return {
    id: t.id.toLowerCase(),
    name: t.name,
    ...(t.classname ? { classname: t.classname } : {}),
    ...(suite ? { suite } : {}),
    ...(file ? { file } : {}),
    quarantined: t.quarantined,
  }
}

/** The identity the file's matching compares (as the gate compares a failed test). */
export function identityOf(t: TrunkTest): TestIdentity {
  return {
    name: t.name,
    id: t.id,
    ...(t.classname !== undefined ? { classname: t.classname } : {}),
    ...(t.suite !== undefined ? { suite: t.suite } : {}),
    ...(t.file !== undefined ? { file: t.file } : {}),
  }
}

/**
 * Trunk's tests for `entries`. v1: the tests that failed in the last
 * {@link QUARANTINE_WINDOW_DAYS} days, in windows the API takes side by side, and each entry's id
 * looked up (an id Trunk does not know is left out: no test matches it). v2: every test of the
 * collection, and the overrides of the tests Trunk quarantines that no entry in force names (to
 * find those sync-quarantine set). `scope` is a sentence instead when the run cannot name where
 * the tests live (v1 without org-url-slug). Never throws but for a cancelled job.
 */
export async function readTrunkTests(
  flaky: FlakyTests,
  scope: FlakyScope | { missing: string },
  entries: readonly QuarantineEntry[],
  nowMs: number,
  signal?: AbortSignal,
): Promise<TrunkTestsRead> {
  if ('missing' in scope) return { kind: 'unknown', why: scope.missing }
  const call = signal ? { signal } : {}
  try {
    return flaky.version === 'v2'
      ? await readV2(flaky, scope, entries, nowMs, call)
      : await readV1(flaky, scope, entries, nowMs, call)
  } catch (e) {
    if (e instanceof CancelledError || signal?.aborted) throw e
    return { kind: 'unknown', why: (e as Error).message }
  }
}

async function readV1(
  flaky: FlakyTests,
  scope: FlakyScope,
  entries: readonly QuarantineEntry[],
  nowMs: number,
  call: { signal?: AbortSignal },
): Promise<TrunkTestsRead> {
  const ids = [...new Set(entries.flatMap((e) => (e.id === undefined ? [] : [e.id])))]
  if (ids.length > MAX_ID_LOOKUPS) {
    return {
      kind: 'unknown',
      why: `${ids.length} entries name their test by id, more than the ${MAX_ID_LOOKUPS} doctor looks up one by one`,
    }
  }
  const windows = failingWindows('v1', nowMs)
  const [listed, byId] = await Promise.all([
    Promise.all(windows.map((w) => flaky.failingTests(scope, w, call))),
    Promise.all(ids.map((id) => testById(flaky, scope, id, call))),
  ])
  const tests = new Map<string, TrunkTest>()
  for (const t of [...listed.flat(), ...byId.flatMap((t) => (t ? [t] : []))]) {
    const test = trunkTestOf(t)
    tests.set(test.id, test)
  }
  return { kind: 'read', api: 'v1', tests: [...tests.values()], days: QUARANTINE_WINDOW_DAYS }
}

async function readV2(
  flaky: FlakyTests,
  scope: FlakyScope,
  entries: readonly QuarantineEntry[],
  nowMs: number,
  call: { signal?: AbortSignal },
): Promise<TrunkTestsRead> {
  const api = flaky.quarantineOverrides()
  const listed = await api.tests(scope, call)
  const tests = listed.tests.map(trunkTestOf)
  const toRead = overrideCandidates(entries, tests, nowMs, listed.collection.quarantineEnabled)
  if (toRead.length > MAX_OVERRIDE_READS) {
    return {
      kind: 'unknown',
      why:
        `${toRead.length} tests are quarantined in Trunk with no entry in force, more than the ` +
        `${MAX_OVERRIDE_READS} whose override doctor reads one by one`,
    }
  }
  const overrides = await api.overridesOf(toRead, call)
  const names = new Map(tests.map((t) => [t.id, t.name]))
  const ownOverrides = [...overrides.values()].flatMap((o) =>
    o && o.mode === 'alwaysQuarantine' && isOwnOverride(o)
      ? [
          {
            testId: o.testId,
            name: names.get(o.testId.toLowerCase()) ?? o.testId,
            reason: o.reason,
          },
        ]
      : [],
  )
  return { kind: 'read', api: 'v2', tests, ownOverrides }
}

/**
 * The tests whose override may be one sync-quarantine set with no entry in force: those Trunk
 * quarantines now (an alwaysQuarantine override shows as quarantined) that no entry in force
 * names; with quarantining off in the collection the state says nothing, so every such test.
 */
export function overrideCandidates(
  entries: readonly QuarantineEntry[],
  tests: readonly TrunkTest[],
  nowMs: number,
  quarantineEnabled?: boolean,
): string[] {
  const inForce = entries.filter((e) => !isExpired(e, nowMs))
  return tests
    .filter((t) => quarantineEnabled === false || t.quarantined)
    .filter((t) => !inForce.some((e) => entryMatches(e, identityOf(t))))
    .map((t) => t.id)
}

/** The window, cut into the windows the API takes (v1: at most 7 days each). */
export function failingWindows(api: ApiVersion, nowMs: number): { start: string; end: string }[] {
  const start = nowMs - QUARANTINE_WINDOW_DAYS * DAY_MS
  const step = api === 'v1' ? MAX_FAILING_TESTS_WINDOW_MS : nowMs - start
  const out: { start: string; end: string }[] = []
  for (let s = start; s < nowMs; s += step) {
    out.push({
      start: new Date(s).toISOString(),
      end: new Date(Math.min(nowMs, s + step)).toISOString(),
    })
  }
  return out
}

async function testById(
  flaky: FlakyTests,
  scope: FlakyScope,
  id: string,
  call: { signal?: AbortSignal },
): Promise<FlakyTest | undefined> {
  // v1's ids are UUIDs (the request takes nothing else): another id names no test there.
  if (flaky.version === 'v1' && !UUID.test(id)) return undefined
  try {
    return await flaky.testDetails(scope, id, call)
  } catch (e) {
    if (e instanceof NotFoundError) return undefined
    throw e
  }
}

/** The tests of Trunk an entry names (as the gate would match a failure of each). */
export function testsNamed(entry: QuarantineEntry, tests: readonly TrunkTest[]): TrunkTest[] {
  return tests.filter((t) => entryMatches(entry, identityOf(t)))
}
