/**
 * Jest's `--json` output (`jest --json --outputFile=…`).
 *
 * Identity, one for every Jest output (jest-junit's defaults, `--json`, jest-ctrf-json-reporter),
 * so quarantine carries over when a team switches reporters: `name` and `classname` are the
 * describe titles and the test's title joined with spaces (`{classname} {title}`, a leading space
 * when there is no describe), the suite (Trunk's parent) is the first describe title
 * (`undefined` when there is none, as jest-junit writes it), `file` the test file relative to the
 * workspace. jest-junit writes no file by default, so Trunk's id of a Jest test is computed
 * without it; the file still rules out a Trunk test whose `file_path` is another file.
 *
 * Every assertion result is one test: two of one title (`test.each` rows) are two tests. A test
 * that passed with `invocations` > 1 or `retryReasons` (`jest.retryTimes`) passed on a retry; Jest
 * does not give its failed attempts' time.
 *
 * Completeness: a test file that did not run (`testExecError`, or `failed` with no failed
 * assertion) is a failure outside tests; `numFailedTests`, `numFailedTestSuites` and
 * `numRuntimeErrorTestSuites` beyond what the report names, and `success: false` with nothing
 * failing named, are too. A count that is not a non-negative integer is an error.
 */
import { isAbsolute, relative } from 'node:path'
import {
  jsonCount,
  oneLine,
  ReportError,
  withoutJestHeading,
  type ParsedReport,
  type ReportedTest,
} from '../report.js'
import { TestTally } from './tally.js'

interface JestAssertion {
  ancestorTitles?: unknown
  title?: unknown
  status?: unknown
  duration?: unknown
  failureMessages?: unknown
  invocations?: unknown
  retryReasons?: unknown
}

interface JestFile {
  name?: unknown
  status?: unknown
  message?: unknown
  testExecError?: unknown
  assertionResults?: unknown
}

/** Whether a parsed JSON document is Jest's `--json` output. */
export function isJestJson(doc: unknown): boolean {
  const d = doc as { testResults?: unknown; numTotalTests?: unknown } | null
  return (
    typeof d === 'object' &&
    d !== null &&
    Array.isArray(d.testResults) &&
    typeof d.numTotalTests === 'number'
  )
}

// A count of Jest's summary: absent, or a non-negative integer; anything else is an error.
function countOf(d: Record<string, unknown>, key: string, report: string): number | undefined {
  const v = d[key]
  if (v === undefined) return undefined
  const n = jsonCount(v)
  if (n === undefined)
    throw new ReportError(
      report,
      `${key} is ${JSON.stringify(v)?.slice(0, 40)}, not a count (a non-negative integer)`,
    )
  return n
}

/** A Jest test's identity (see the module comment): the same from every Jest output. */
export function jestIdentity(
  ancestors: readonly string[],
  title: string,
  file: string | undefined,
  report: string,
): ReportedTest {
  const name = `${ancestors.join(' ')} ${title}`
  return {
    name,
    classname: name,
    suite: ancestors[0] ?? 'undefined',
    ...(file !== undefined ? { file } : {}),
    fileInTrunkId: false,
    report,
  }
}

/** Reads a parsed Jest `--json` document (see {@link isJestJson}). */
export function readJestJson(doc: unknown, report: string, workspace: string): ParsedReport {
  const d = doc as Record<string, unknown> & { testResults: unknown[] }
  const numFailedTests = countOf(d, 'numFailedTests', report)
  const numFailedSuites = countOf(d, 'numFailedTestSuites', report)
  const numRuntimeErrors = countOf(d, 'numRuntimeErrorTestSuites', report)
  for (const k of ['numTotalTests', 'numPassedTests', 'numPendingTests', 'numTotalTestSuites'])
    countOf(d, k, report)
  // Each assertion result is one test: Jest records a test's retries inside it (invocations).
  const tally = new TestTally(report, false)
  let failedNamed = 0
  let failedFiles = 0
  let brokenFiles = 0
  for (const [i, raw] of d.testResults.entries()) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      throw new ReportError(report, `testResults[${i}] is not a test file object`)
    const f = raw as JestFile
    const path = typeof f.name === 'string' ? f.name : `testResults[${i}]`
    const rel = relative(workspace, path)
    const shownPath = rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path
    const file = typeof f.name === 'string' && f.name !== '' ? shownPath : undefined
    const assertions = Array.isArray(f.assertionResults)
      ? (f.assertionResults as JestAssertion[])
      : []
    let failedHere = 0
    for (const [j, a] of assertions.entries()) {
      if (typeof a !== 'object' || a === null || Array.isArray(a))
        throw new ReportError(
          report,
          `testResults[${i}].assertionResults[${j}] is not a test object`,
        )
      const ancestors = Array.isArray(a.ancestorTitles)
        ? a.ancestorTitles.filter((x): x is string => typeof x === 'string')
        : []
      const title = typeof a.title === 'string' ? a.title : ''
      const id = jestIdentity(ancestors, title, file, report)
      const invocations = typeof a.invocations === 'number' ? a.invocations : 1
      const messages = Array.isArray(a.failureMessages) ? a.failureMessages : []
      const reasons = Array.isArray(a.retryReasons) ? a.retryReasons : []
      if (a.status === 'failed') {
        failedHere++
        failedNamed++
        tally.fail(id, oneLine(typeof messages[0] === 'string' ? messages[0] : ''))
      } else if (a.status === 'passed') {
        if (invocations > 1 || reasons.length)
          tally.passedAfter(
            id,
            Math.max(invocations - 1, reasons.length),
            0,
            oneLine(typeof reasons.at(-1) === 'string' ? (reasons.at(-1) as string) : ''),
          )
        else tally.pass(id)
      } else if (JEST_SKIPPED.has(a.status as string)) tally.skip()
      else {
        // A status Jest does not write: the gate cannot tell it passed.
        failedHere++
        failedNamed++
        tally.fail(id, `status ${JSON.stringify(a.status)?.slice(0, 40)} (not passed)`)
      }
    }
    const execError = f.testExecError as { message?: unknown } | undefined
    const message = typeof f.message === 'string' ? f.message : ''
    if (failedHere || execError || f.status === 'failed') failedFiles++
    if (execError || (f.status === 'failed' && failedHere === 0)) {
      brokenFiles++
      const why =
        typeof execError?.message === 'string' && execError.message.trim()
          ? execError.message
          : withoutJestHeading(message)
      tally.outside.push({
        report,
        where: `test file ${shownPath}`,
        message: oneLine(why) || 'the test file failed without a failing test',
      })
    }
  }
  const beyond = (what: string, declared: number | undefined, named: number, noun: string) => {
    if (declared !== undefined && declared > named)
      tally.outside.push({
        report,
        where: 'the run',
        message: `${what} is ${declared}, the report names ${named} ${noun}`,
      })
  }
  beyond('numFailedTests', numFailedTests, failedNamed, 'failed test(s)')
  beyond('numFailedTestSuites', numFailedSuites, failedFiles, 'failed test file(s)')
  beyond(
    'numRuntimeErrorTestSuites',
    numRuntimeErrors,
    brokenFiles,
    'test file(s) that did not run',
  )
  if (d.success === false && !failedNamed && !tally.outside.length)
    tally.outside.push({
      report,
      where: 'the run',
      message: 'success is false, and the report names nothing that failed',
    })
  return tally.result('jest-json', true)
}

// Jest's statuses of a test that did not run.
const JEST_SKIPPED = new Set(['pending', 'skipped', 'todo', 'disabled'])
