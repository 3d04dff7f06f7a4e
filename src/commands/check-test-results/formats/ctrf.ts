/**
 * CTRF (Common Test Report Format, ctrf.io): `{ "results": { "tool", "summary", "tests" } }`.
 *
 * Identity: `name` is the test's `name`, `classname` its `suite` (a list of suites is joined with
 * ` > `), `file` its `filePath`; no parent. Status `failed` is a failure; a test `passed` with
 * `retries` > 0 (or `flaky: true`) passed on a retry, its `retryAttempts` that failed giving the
 * cost. Failures outside tests: the summary's `failed` beyond the failed tests named.
 */
import { oneLine, ReportError, type ParsedReport } from '../junit.js'
import { TestTally } from './tally.js'

interface CtrfTest {
  name?: unknown
  status?: unknown
  duration?: unknown
  suite?: unknown
  filePath?: unknown
  line?: unknown
  message?: unknown
  trace?: unknown
  retries?: unknown
  flaky?: unknown
  retryAttempts?: unknown
}

/** Whether a parsed JSON document is a CTRF report. */
export function isCtrf(doc: unknown): boolean {
  const r = (doc as { results?: { tests?: unknown } } | null)?.results
  return typeof r === 'object' && r !== null && Array.isArray(r.tests)
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined)
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0)

/** Reads a parsed CTRF document (see {@link isCtrf}). */
export function readCtrf(doc: unknown, report: string): ParsedReport {
  const results = (doc as { results: { tests: unknown[]; summary?: unknown } }).results
  const tally = new TestTally(report)
  let failedNamed = 0
  for (const [i, raw] of results.tests.entries()) {
    if (typeof raw !== 'object' || raw === null)
      throw new ReportError(report, `results.tests[${i}] is not a test object`)
    const t = raw as CtrfTest
    if (typeof t.name !== 'string')
      throw new ReportError(report, `results.tests[${i}] has no name (a string)`)
    const suite = Array.isArray(t.suite)
      ? t.suite.filter((s): s is string => typeof s === 'string').join(' > ') || undefined
      : str(t.suite)
    const file = str(t.filePath)
    const line = typeof t.line === 'number' && Number.isInteger(t.line) && t.line > 0 ? t.line : 0
    const id = {
      name: t.name,
      ...(suite !== undefined ? { classname: suite } : {}),
      ...(file !== undefined ? { file } : {}),
      ...(line ? { line } : {}),
      report,
    }
    const message = oneLine(str(t.message) ?? str(t.trace) ?? '')
    const status = typeof t.status === 'string' ? t.status : ''
    if (status === 'failed') {
      failedNamed++
      tally.fail(id, message, num(t.duration) / 1000)
      continue
    }
    if (status === 'passed') {
      const attempts = Array.isArray(t.retryAttempts) ? (t.retryAttempts as unknown[]) : []
      const failedAttempts = attempts.filter(
        (a) => (a as { status?: unknown } | null)?.status === 'failed',
      )
      const retries = Math.max(num(t.retries), failedAttempts.length, t.flaky === true ? 1 : 0)
      if (retries > 0) {
        const seconds = failedAttempts.reduce(
          (s: number, a) => s + num((a as { duration?: unknown }).duration) / 1000,
          0,
        )
        const last = failedAttempts.at(-1) as { message?: unknown } | undefined
        tally.passedAfter(id, retries, seconds, oneLine(str(last?.message) ?? ''))
      } else tally.pass(id)
      continue
    }
    tally.skip()
  }
  const summary = results.summary as { failed?: unknown } | undefined
  const declared = typeof summary?.failed === 'number' ? summary.failed : undefined
  if (declared !== undefined && declared > failedNamed)
    tally.outside.push({
      report,
      where: 'the run',
      message: `the summary counts ${declared} failed test(s), the report names ${failedNamed}`,
    })
  return tally.result('ctrf', declared !== undefined)
}
