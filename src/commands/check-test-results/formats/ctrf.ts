/**
 * CTRF (Common Test Report Format, ctrf.io): `{ "results": { "tool", "summary", "tests" } }`.
 *
 * Identity: `name` is the test's `name`, `classname` its `suite` (a list of suites is joined with
 * ` > `), `file` its `filePath`, the variant its `browser`, `device` and `parameters`; no parent.
 * A report of jest-ctrf-json-reporter (`tool.name` "jest") is named as every Jest output is (see
 * jest-json.ts): its suite `file > describe > ...` gives the describe titles.
 *
 * Every entry is one test (CTRF records a test's retries inside it). Status `failed` and `other`
 * fail; `skipped` and `pending` do not run; a test `passed` with `retries` > 0, failed
 * `retryAttempts` or `flaky: true` passed on a retry, its failed `retryAttempts` giving the cost.
 *
 * Completeness: the summary's `failed` (+ `other`) beyond the tests named is a failure outside
 * tests. A summary is trusted to show a test file that did not load only when its producer fills
 * it from the whole run: jest-ctrf-json-reporter counts the tests it names and nothing else.
 */
import { isAbsolute, relative } from 'node:path'
import { jsonCount, oneLine, ReportError, type ParsedReport, type ReportedTest } from '../report.js'
import { jestIdentity } from './jest-json.js'
import type { FormatRow } from './format.js'
import { TestTally } from './tally.js'

interface CtrfTest {
  name?: unknown
  status?: unknown
  rawStatus?: unknown
  duration?: unknown
  suite?: unknown
  filePath?: unknown
  line?: unknown
  message?: unknown
  trace?: unknown
  retries?: unknown
  flaky?: unknown
  retryAttempts?: unknown
  browser?: unknown
  device?: unknown
  parameters?: unknown
}

/** The counts CTRF's schema requires of `results.summary`. */
const SUMMARY_COUNTS = ['tests', 'passed', 'failed', 'pending', 'skipped', 'other'] as const

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Whether a parsed JSON document is a CTRF report: what CTRF's schema requires and every CTRF
 * writer writes, `results.tool.name`, `results.summary` with its counts, `results.tests`.
 */
export function isCtrf(doc: unknown): boolean {
  const r = isObject(doc) ? doc.results : undefined
  if (!isObject(r) || !Array.isArray(r.tests)) return false
  if (!isObject(r.tool) || typeof r.tool.name !== 'string') return false
  const summary = r.summary
  return isObject(summary) && SUMMARY_COUNTS.every((k) => k in summary)
}

/** CTRF producers whose summary counts only the tests they name (`tool.name`), and why. */
// A Map: a tool named like an Object property (`constructor`) is no tool of it.
export const CTRF_PARTIAL_SUMMARY: ReadonlyMap<string, string> = new Map([
  [
    'jest',
    'jest-ctrf-json-reporter counts only the tests it names: a test file that fails to load is in ' +
      'neither its tests nor its summary; use jest --json',
  ],
])

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined)
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0)
// jest-ctrf-json-reporter writes Jest's todo/disabled tests as `other`, with Jest's own status.
const NOT_RUN_RAW = new Set(['todo', 'disabled', 'pending', 'skipped'])

// The variant fields a CTRF test records: entries differing in one are different tests.
function variantOf(t: CtrfTest): string | undefined {
  const parts: string[] = []
  if (str(t.browser)) parts.push(`browser=${t.browser as string}`)
  if (str(t.device)) parts.push(`device=${t.device as string}`)
  if (t.parameters !== undefined && t.parameters !== null)
    parts.push(`parameters=${JSON.stringify(t.parameters)}`)
  return parts.length ? parts.join(' ') : undefined
}

/** A CTRF test's identity (see the module comment). */
function ctrfIdentity(
  t: CtrfTest & { name: string },
  jest: boolean,
  report: string,
  workspace: string,
): ReportedTest {
  const suiteList = Array.isArray(t.suite)
    ? t.suite.filter((s): s is string => typeof s === 'string')
    : typeof t.suite === 'string' && t.suite !== ''
      ? t.suite.split(' > ')
      : []
  const suite = suiteList.join(' > ') || undefined
  let file = str(t.filePath)
  if (file !== undefined && workspace && isAbsolute(file)) {
    const rel = relative(workspace, file)
    if (rel && !rel.startsWith('..') && !isAbsolute(rel)) file = rel
  }
  let id: ReportedTest
  if (jest && suiteList.length) {
    // "file > describe > ...": the describe titles; the name is Jest's fullName.
    const ancestors = suiteList.slice(1)
    const joined = ancestors.join(' ')
    const title =
      joined && t.name.startsWith(`${joined} `) ? t.name.slice(joined.length + 1) : t.name
    id = jestIdentity(ancestors, title, file, report)
  } else
    id = {
      name: t.name,
      ...(suite !== undefined ? { classname: suite } : {}),
      ...(file !== undefined ? { file } : {}),
      report,
    }
  const line = typeof t.line === 'number' && Number.isInteger(t.line) && t.line > 0 ? t.line : 0
  if (line) id.line = line
  const variant = variantOf(t)
  if (variant !== undefined) id.variant = variant
  return id
}

/** A test `passed` with retries recorded: passed on a retry; else a plain pass. */
function passed(tally: TestTally, t: CtrfTest, id: ReportedTest): void {
  const attempts = Array.isArray(t.retryAttempts) ? (t.retryAttempts as unknown[]) : []
  const failedAttempts = attempts.filter(
    (a) => (a as { status?: unknown } | null)?.status !== 'passed',
  )
  const retries = Math.max(num(t.retries), failedAttempts.length, t.flaky === true ? 1 : 0)
  if (retries === 0) return tally.pass(id)
  const seconds = failedAttempts.reduce(
    (s: number, a) => s + num((a as { duration?: unknown } | null)?.duration) / 1000,
    0,
  )
  const last = failedAttempts.at(-1) as { message?: unknown } | undefined
  tally.passedAfter(id, retries, seconds, oneLine(str(last?.message) ?? ''))
}

/** The tests of a CTRF report, and how many failed (status `failed`) or ended `other`. */
function readTests(
  results: { tests: unknown[] },
  jest: boolean,
  report: string,
  workspace: string,
): { tally: TestTally; failed: number; other: number } {
  const tally = new TestTally(report, false)
  let failed = 0
  let other = 0
  for (const [i, raw] of results.tests.entries()) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      throw new ReportError(report, `results.tests[${i}] is not a test object`)
    const t = raw as CtrfTest
    if (typeof t.name !== 'string')
      throw new ReportError(report, `results.tests[${i}] has no name (a string)`)
    const id = ctrfIdentity(t as CtrfTest & { name: string }, jest, report, workspace)
    const status = typeof t.status === 'string' ? t.status : ''
    if (status === 'failed' || (status === 'other' && !NOT_RUN_RAW.has(str(t.rawStatus) ?? ''))) {
      if (status === 'failed') failed++
      else other++
      const message = oneLine(str(t.message) ?? str(t.trace) ?? '')
      const shown = message || (status === 'other' ? 'status other (not passed)' : '')
      tally.fail(id, shown, num(t.duration) / 1000)
    } else if (status === 'passed') passed(tally, t, id)
    else if (status === 'skipped' || status === 'pending' || status === 'other') {
      if (status === 'other') other++
      tally.skip()
    } else
      throw new ReportError(
        report,
        `results.tests[${i}] has status ${JSON.stringify(t.status)?.slice(0, 40)}; ` +
          "CTRF's are passed, failed, skipped, pending and other",
      )
  }
  return { tally, failed, other }
}

/** A count of the summary: absent, or a non-negative integer; anything else is an error. */
function summaryCount(summary: Record<string, unknown> | undefined, k: string, report: string) {
  const v = summary?.[k]
  if (v === undefined) return undefined
  const n = jsonCount(v)
  if (n === undefined)
    throw new ReportError(
      report,
      `results.summary.${k} is ${JSON.stringify(v)?.slice(0, 40)}, not a count (a non-negative integer)`,
    )
  return n
}

/** Reads a parsed CTRF document (see {@link isCtrf}). */
export function readCtrf(doc: unknown, report: string, workspace = ''): ParsedReport {
  const results = (
    doc as { results: { tests: unknown[]; summary?: unknown; tool?: { name?: unknown } } }
  ).results
  const tool = typeof results.tool?.name === 'string' ? results.tool.name : ''
  const jest = tool === 'jest'
  const {
    tally,
    failed: namedFailed,
    other: namedOther,
  } = readTests(results, jest, report, workspace)
  const summary = results.summary as Record<string, unknown> | undefined
  for (const k of ['tests', 'passed', 'skipped', 'pending']) summaryCount(summary, k, report)
  const failed = summaryCount(summary, 'failed', report)
  const other = summaryCount(summary, 'other', report)
  // `other` counts tests CTRF cannot call passed; jest's todo tests are among them, so only
  // `failed` is compared for jest.
  const declared =
    failed === undefined && other === undefined
      ? undefined
      : (failed ?? 0) + (jest ? 0 : (other ?? 0))
  const named = jest ? namedFailed : namedFailed + namedOther
  if (declared !== undefined && declared > named)
    tally.outside.push({
      report,
      where: 'the run',
      message: `the summary counts ${declared} failed test(s), the report names ${named}`,
    })
  const r = tally.result(declared !== undefined && !CTRF_PARTIAL_SUMMARY.has(tool))
  const partial = CTRF_PARTIAL_SUMMARY.get(tool)
  if (partial !== undefined) r.outsideHint = partial
  return r
}

/** CTRF's row of the format table. */
export const ctrfFormat: FormatRow = {
  label: 'CTRF JSON',
  provedBy:
    "a JSON document with what CTRF's schema requires: `results.tool.name`, `results.summary` with `tests`, `passed`, `failed`, `pending`, `skipped`, `other`, and `results.tests`",
  writtenBy: '`jest-ctrf-json-reporter`, `playwright-ctrf-json-reporter`, …',
  reading: {
    family: 'json',
    proves: isCtrf,
    read: (doc, ctx) => readCtrf(doc, ctx.shown, ctx.workspace),
  },
  identity:
    "name, classname = `suite` (a list joined by ` > `), file = `filePath`, variant = `browser`, `device`, `parameters` (entries differing in one are two tests); jest-ctrf-json-reporter's entries named as Jest's (above)",
  retries: '`retries` > 0, failed `retryAttempts` or `flaky: true` on a passed test',
  attemptWriters: [],
  completeness:
    "status `failed` and `other` fail (Jest's todo, written as `other` with `rawStatus`, does not); the summary's `failed` (+ `other`) beyond the tests named; a summary shows a file that did not load only when its producer fills it from the whole run: jest-ctrf-json-reporter's does not (use jest --json); a count that is not a non-negative integer is an error",
  showsOutside: true,
}
