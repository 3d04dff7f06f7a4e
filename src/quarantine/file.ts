/**
 * Quarantine as code: the repository's quarantine file (YAML), read into entries with the line
 * each is on, checked (owner, reason, expiry within a maximum), and matched against a failed
 * test. Pure: the caller reads the file's text; nothing here reads the clock or the disk.
 */
import { LineCounter, isMap, isSeq, parseDocument, type Node } from 'yaml'

export { DEFAULT_MAX_QUARANTINE_DAYS, DEFAULT_QUARANTINE_FILE } from './defaults.js'
/** The fields an entry may have; any other is an error (a typo must not widen a match). */
export const ENTRY_FIELDS = [
  'id',
  'name',
  'classname',
  'suite',
  'file',
  'owner',
  'reason',
  'expires',
  'issue',
] as const
type EntryField = (typeof ENTRY_FIELDS)[number]

/** One entry of the file: which test, who owns it, why, until when. */
export interface QuarantineEntry {
  /** Trunk's test id (lower case), when the entry names the test by it. */
  id?: string
  /** The test's name as its report gives it, when the entry names the test by names. */
  name?: string
  /** The report's classname; when given, a failure must have the same. */
  classname?: string
  /** The enclosing suite's name (Trunk's parent); when given, a failure must have the same. */
  suite?: string
  /** The test's file (repository-relative, `/`); when given, a failure must have the same. */
  file?: string
  /** Who answers for it: a GitHub user or team, an e-mail. */
  owner: string
  reason: string
  /** The last day it is in force (YYYY-MM-DD, UTC). */
  expires: string
  /** A link to the issue that tracks the fix. */
  issue?: string
  /** The 1-based line the entry starts on. */
  line: number
}

/** A problem of the file, with the line it is on (1-based; 0 for the file as a whole). */
export interface QuarantineProblem {
  line: number
  message: string
}

/** The file read: its entries, or what is wrong with it. */
export type QuarantineRead =
  { ok: true; entries: QuarantineEntry[] } | { ok: false; problems: QuarantineProblem[] }

/** The identity of a failed test, as the gate reads it from a report. */
export interface TestIdentity {
  name: string
  classname?: string
  suite?: string
  file?: string
  /** Trunk's test id, when it could be computed. */
  id?: string
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DAY_MS = 86_400_000

/** Days since the epoch of a YYYY-MM-DD date, or undefined when it is no real date. */
export function dayNumber(date: string): number | undefined {
  const m = DATE.exec(date)
  if (!m) return undefined
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  // Date.UTC rolls 2026-02-30 over to March: a date that does not read back is refused.
  if (new Date(ms).toISOString().slice(0, 10) !== date) return undefined
  return ms / DAY_MS
}

/** The UTC day (days since the epoch) of a time in ms. */
export function dayOf(nowMs: number): number {
  return Math.floor(nowMs / DAY_MS)
}

/** An entry is in force through its expiry day (UTC), and expired from the day after. */
export function isExpired(entry: Pick<QuarantineEntry, 'expires'>, nowMs: number): boolean {
  const day = dayNumber(entry.expires)
  return day === undefined || dayOf(nowMs) > day
}

/** A path compared across file and report: `/` separators, no leading `./`. */
function normalPath(p: string): string {
  return p.replace(/\\/g, '/').replace(/^(\.\/)+/, '')
}

/** True when the entry names this test: by Trunk's id, or by its name and every field it gives. */
export function entryMatches(entry: QuarantineEntry, test: TestIdentity): boolean {
  if (entry.id !== undefined) return test.id !== undefined && test.id.toLowerCase() === entry.id
  if (entry.name !== test.name) return false
  if (entry.classname !== undefined && entry.classname !== test.classname) return false
  if (entry.suite !== undefined && entry.suite !== test.suite) return false
  if (entry.file !== undefined) {
    if (test.file === undefined || normalPath(entry.file) !== normalPath(test.file)) return false
  }
  return true
}

/** What the file says of one failed test: the entry in force, else an expired one, else none. */
export interface QuarantineMatch {
  /** The entry in force that names it. */
  inForce?: QuarantineEntry
  /** An expired entry that names it (when none in force does): it forgives nothing. */
  expired?: QuarantineEntry
}

/** The entry in force naming the test (the first in the file), else the first expired one. */
export function matchQuarantine(
  entries: readonly QuarantineEntry[],
  test: TestIdentity,
  nowMs: number,
): QuarantineMatch {
  let expired: QuarantineEntry | undefined
  for (const e of entries) {
    if (!entryMatches(e, test)) continue
    if (!isExpired(e, nowMs)) return { inForce: e }
    expired ??= e
  }
  return expired ? { expired } : {}
}

/** Two entries name the same test: same id, or the same name and fields. */
export function sameTest(a: QuarantineEntry, b: QuarantineEntry): boolean {
  if (a.id !== undefined || b.id !== undefined) return a.id === b.id
  return (
    a.name === b.name &&
    a.classname === b.classname &&
    a.suite === b.suite &&
    (a.file === undefined) === (b.file === undefined) &&
    (a.file === undefined || normalPath(a.file) === normalPath(b.file as string))
  )
}

/** Entries naming a test an earlier entry names: [earlier, later] pairs. */
export function duplicateEntries(
  entries: readonly QuarantineEntry[],
): [QuarantineEntry, QuarantineEntry][] {
  const pairs: [QuarantineEntry, QuarantineEntry][] = []
  entries.forEach((b, j) => {
    const a = entries.slice(0, j).find((x) => sameTest(x, b))
    if (a) pairs.push([a, b])
  })
  return pairs
}

/** How an entry names its test, for people: its id, or `file › classname › name`. */
export function entryLabel(e: QuarantineEntry): string {
  if (e.id !== undefined) return `id ${e.id}`
  return [e.file, e.classname ?? e.suite, e.name].filter((x) => x !== undefined).join(' › ')
}

/**
 * Reads the file's text: YAML with a `tests:` list of entries. Each entry names a test (`id`, or
 * `name` with optional `classname`, `suite`, `file`) and has `owner`, `reason` and `expires`
 * (YYYY-MM-DD, at most `maxDays` after `nowMs`'s day), and optionally `issue` (an http(s) URL).
 * Every problem is listed with its line; any problem makes the whole file unread (a file that
 * half applies would forgive what its author did not mean to).
 */
export function readQuarantineFile(text: string, nowMs: number, maxDays: number): QuarantineRead {
  const lines = new LineCounter()
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true })
  const lineOf = (offset: number | undefined) =>
    offset === undefined ? 0 : lines.linePos(offset).line
  const problems: QuarantineProblem[] = doc.errors.map((e) => ({
    line: e.linePos?.[0].line ?? lineOf(e.pos[0]),
    message: e.message.split('\n')[0] as string,
  }))
  if (problems.length) return { ok: false, problems }
  const at = (n: Node | null | undefined) => lineOf(n?.range?.[0])
  const root = doc.contents
  // An empty file, or one of only comments, holds no entry.
  if (root === null) return { ok: true, entries: [] }
  if (!isMap(root))
    return { ok: false, problems: [{ line: at(root), message: 'expected a mapping with tests:' }] }
  for (const pair of root.items) {
    const key = String((pair.key as { value?: unknown } | null)?.value ?? '')
    if (key !== 'tests' && key !== 'version')
      problems.push({ line: at(pair.key as Node), message: `unknown key ${JSON.stringify(key)}` })
  }
  const version = (root.get('version', true) as { value?: unknown } | undefined)?.value
  if (version !== undefined && version !== 1)
    problems.push({ line: at(root), message: `version ${String(version)} is not 1` })
  const tests = root.get('tests', true) as Node | undefined
  const entries: QuarantineEntry[] = []
  if (tests === undefined || (tests as { value?: unknown }).value === null) {
    // `tests:` with nothing: no entry.
  } else if (!isSeq(tests)) {
    problems.push({ line: at(tests), message: 'tests: is not a list of entries' })
  } else {
    const today = dayOf(nowMs)
    for (const item of tests.items) {
      const entry = readEntry(item as Node, at, today, maxDays, problems)
      if (entry) entries.push(entry)
    }
  }
  return problems.length ? { ok: false, problems } : { ok: true, entries }
}

function readEntry(
  item: Node,
  at: (n: Node | null | undefined) => number,
  today: number,
  maxDays: number,
  problems: QuarantineProblem[],
): QuarantineEntry | undefined {
  const line = at(item)
  const fail = (message: string, l = line) => {
    problems.push({ line: l, message })
    return undefined
  }
  if (!isMap(item)) return fail('an entry is a mapping (id or name, owner, reason, expires)')
  const fields: Partial<Record<EntryField, string>> = {}
  let bad = false
  for (const pair of item.items) {
    const keyNode = pair.key as Node
    const key = String((keyNode as { value?: unknown }).value ?? '')
    const value = (pair.value as { value?: unknown } | null)?.value
    if (!(ENTRY_FIELDS as readonly string[]).includes(key)) {
      fail(`unknown field ${JSON.stringify(key)} (${ENTRY_FIELDS.join(', ')})`, at(keyNode))
      bad = true
    } else if (typeof value !== 'string' || !value.trim()) {
      fail(`${key} is not a non-empty text`, at(keyNode))
      bad = true
    } else fields[key as EntryField] = value.trim()
  }
  if (bad) return undefined
  const { id, name, owner, reason, expires, issue } = fields
  if (id === undefined && name === undefined) return fail('the entry names no test (id or name)')
  if (id !== undefined && (name ?? fields.classname ?? fields.suite ?? fields.file) !== undefined)
    return fail('the entry names its test by id and by names: give one')
  if (owner === undefined) return fail('the entry has no owner')
  if (reason === undefined) return fail('the entry has no reason')
  if (expires === undefined) return fail('the entry has no expires (YYYY-MM-DD)')
  const day = dayNumber(expires)
  if (day === undefined) return fail(`expires ${JSON.stringify(expires)} is not a date YYYY-MM-DD`)
  if (day - today > maxDays)
    return fail(`expires ${expires} is more than ${maxDays} days ahead (the most allowed)`)
  if (issue !== undefined && !/^https?:\/\/\S+$/.test(issue))
    return fail(`issue ${JSON.stringify(issue)} is not an http(s) link`)
  return {
    ...(id !== undefined ? { id: id.toLowerCase() } : {}),
    ...(name !== undefined ? { name } : {}),
    ...(fields.classname !== undefined ? { classname: fields.classname } : {}),
    ...(fields.suite !== undefined ? { suite: fields.suite } : {}),
    ...(fields.file !== undefined ? { file: normalPath(fields.file) } : {}),
    owner,
    reason,
    expires,
    ...(issue !== undefined ? { issue } : {}),
    line,
  }
}
