/**
 * Jest's `--json` output (`jest --json --outputFile=…`).
 *
 * Identity, as jest-junit's defaults give it: `name` and `classname` are the describe titles and
 * the test's title joined with spaces (`{classname} {title}`, a leading space when there is no
 * describe), the suite (Trunk's parent) is the first describe title (`undefined` when there is
 * none, as jest-junit writes it); no file.
 *
 * Failures outside tests: a test file that did not run (`testExecError`, or `failed` with a
 * `message` and no failed assertion), and `numFailedTests` beyond the failed tests named. A test
 * that passed with `invocations` > 1 (`jest.retryTimes`) passed on a retry; Jest does not give
 * its failed attempts' time.
 */
import { isAbsolute, relative } from 'node:path'
import { oneLine, ReportError, withoutJestHeading, type ParsedReport } from '../junit.js'
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

/** Reads a parsed Jest `--json` document (see {@link isJestJson}). */
export function readJestJson(doc: unknown, report: string, workspace: string): ParsedReport {
  const d = doc as { testResults: unknown[]; numFailedTests?: unknown }
  const tally = new TestTally(report)
  let failedNamed = 0
  for (const [i, raw] of d.testResults.entries()) {
    if (typeof raw !== 'object' || raw === null)
      throw new ReportError(report, `testResults[${i}] is not a test file object`)
    const f = raw as JestFile
    const path = typeof f.name === 'string' ? f.name : `testResults[${i}]`
    const rel = relative(workspace, path)
    const shownPath = rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path
    const assertions = Array.isArray(f.assertionResults)
      ? (f.assertionResults as JestAssertion[])
      : []
    let failedHere = 0
    for (const a of assertions) {
      const ancestors = Array.isArray(a.ancestorTitles)
        ? a.ancestorTitles.filter((x): x is string => typeof x === 'string')
        : []
      const title = typeof a.title === 'string' ? a.title : ''
      const full = `${ancestors.join(' ')} ${title}`
      const id = { name: full, classname: full, suite: ancestors[0] ?? 'undefined', report }
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
      } else tally.skip()
    }
    const execError = f.testExecError as { message?: unknown } | undefined
    const message = typeof f.message === 'string' ? f.message : ''
    if (execError || (f.status === 'failed' && failedHere === 0 && message.trim())) {
      const why =
        typeof execError?.message === 'string' && execError.message.trim()
          ? execError.message
          : withoutJestHeading(message)
      tally.outside.push({ report, where: `test file ${shownPath}`, message: oneLine(why) })
    }
  }
  if (typeof d.numFailedTests === 'number' && d.numFailedTests > failedNamed)
    tally.outside.push({
      report,
      where: 'the run',
      message: `numFailedTests is ${d.numFailedTests}, the report names ${failedNamed} failed test(s)`,
    })
  return tally.result('jest-json', true)
}
