/**
 * Jest's `--json` output (`jest --json --outputFile=…`), and vitest's `--reporter=json`, which
 * writes the same shape with counts of its own.
 *
 * Proof: the fields each writer always writes (Jest's AggregatedResult; vitest's JsonReporter),
 * Jest's own (`numRuntimeErrorTestSuites`, `wasInterrupted`, `openHandles`) telling them apart.
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
 * vitest names a test as its JUnit reporter does (what a team uploads to Trunk): `name` is the
 * describe titles and the title joined with ` > `, `classname` and the suite the test file
 * (relative to the workspace, as vitest writes it relative to its root).
 *
 * Completeness: a test file that did not run (`testExecError`, or `failed` with no failed
 * assertion) is a failure outside tests; `numFailedTests`, `numFailedTestSuites` and
 * `numRuntimeErrorTestSuites` beyond what the report names, and `success: false` with nothing
 * failing named, are too. Each count as its writer defines it: Jest's `numFailedTestSuites`
 * counts test files, vitest's counts test files and `describe` blocks (its `getSuites`). A count
 * that is not a non-negative integer is an error.
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
import type { FormatRow } from './format.js'
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

/** The writers of this shape. */
export type JestWriter = 'jest' | 'vitest'

/** The fields vitest's JSON reporter always writes (Jest writes them too). */
const SHARED_KEYS = [
  'numTotalTestSuites',
  'numPassedTestSuites',
  'numFailedTestSuites',
  'numPendingTestSuites',
  'numTotalTests',
  'numPassedTests',
  'numFailedTests',
  'numPendingTests',
  'numTodoTests',
  'snapshot',
  'startTime',
  'success',
  'testResults',
] as const
/** The fields only Jest writes (its AggregatedResult, every version since 24). */
const JEST_KEYS = ['numRuntimeErrorTestSuites', 'wasInterrupted', 'openHandles'] as const

/** Which writer's fields a parsed JSON document has, if either's. */
export function jestWriterOf(doc: unknown): JestWriter | undefined {
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) return undefined
  const d = doc as Record<string, unknown>
  if (!Array.isArray(d.testResults) || !SHARED_KEYS.every((k) => k in d)) return undefined
  const jest = JEST_KEYS.filter((k) => k in d).length
  return jest === JEST_KEYS.length ? 'jest' : jest === 0 ? 'vitest' : undefined
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

/** A vitest test's identity, as vitest's JUnit reporter names it (see the module comment). */
export function vitestIdentity(
  ancestors: readonly string[],
  title: string,
  file: string | undefined,
  report: string,
): ReportedTest {
  return {
    name: [...ancestors, title].join(' > '),
    ...(file !== undefined ? { classname: file, suite: file, file } : {}),
    fileInTrunkId: false,
    report,
  }
}

/** Reads a parsed Jest or vitest `--json` document (see {@link jestWriterOf}). */
export function readJestJson(
  doc: unknown,
  report: string,
  workspace: string,
  writer: JestWriter = 'jest',
): ParsedReport {
  const d = doc as Record<string, unknown> & { testResults: unknown[] }
  const declared = {
    tests: countOf(d, 'numFailedTests', report),
    files: countOf(d, 'numFailedTestSuites', report),
    broken: countOf(d, 'numRuntimeErrorTestSuites', report),
  }
  for (const k of ['numTotalTests', 'numPassedTests', 'numPendingTests', 'numTotalTestSuites'])
    countOf(d, k, report)
  const reader = new JestJsonReader(report, workspace, writer)
  for (const [i, raw] of d.testResults.entries()) reader.file(raw, i)
  return reader.end(declared, d.success)
}

/** The tests of a Jest `--json` document, one test file at a time. */
class JestJsonReader {
  // Each assertion result is one test: Jest records a test's retries inside it (invocations).
  private readonly tally: TestTally
  private failedNamed = 0
  private failedFiles = 0
  private brokenFiles = 0
  /** vitest: the describe blocks (within one file, by their titles) a failed test is in. */
  private failedDescribes = 0

  constructor(
    private readonly report: string,
    private readonly workspace: string,
    private readonly writer: JestWriter,
  ) {
    this.tally = new TestTally(report, false)
  }

  /** One entry of `testResults`: a test file and its assertion results. */
  file(raw: unknown, i: number): void {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      throw new ReportError(this.report, `testResults[${i}] is not a test file object`)
    const f = raw as JestFile
    const path = typeof f.name === 'string' ? f.name : `testResults[${i}]`
    const rel = relative(this.workspace, path)
    const shownPath = rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path
    const file = typeof f.name === 'string' && f.name !== '' ? shownPath : undefined
    const assertions = Array.isArray(f.assertionResults) ? (f.assertionResults as unknown[]) : []
    let failedHere = 0
    const describes = new Set<string>()
    for (const [j, a] of assertions.entries()) {
      const failed = this.assertion(a, `testResults[${i}].assertionResults[${j}]`, file)
      if (failed === undefined) continue
      failedHere++
      // Every describe block around a failed test failed: its titles' prefixes, within the file.
      for (let k = 1; k <= failed.length; k++) describes.add(JSON.stringify(failed.slice(0, k)))
    }
    this.failedDescribes += describes.size
    const execError = f.testExecError as { message?: unknown } | undefined
    if (failedHere || execError || f.status === 'failed') this.failedFiles++
    if (!execError && !(f.status === 'failed' && failedHere === 0)) return
    this.brokenFiles++
    const why =
      typeof execError?.message === 'string' && execError.message.trim()
        ? execError.message
        : withoutJestHeading(typeof f.message === 'string' ? f.message : '')
    this.tally.outside.push({
      report: this.report,
      where: `test file ${shownPath}`,
      message: oneLine(why) || 'the test file failed without a failing test',
    })
  }

  /** One assertion result; when it failed, its describe titles. */
  private assertion(raw: unknown, at: string, file: string | undefined): string[] | undefined {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      throw new ReportError(this.report, `${at} is not a test object`)
    const a = raw as JestAssertion
    const ancestors = Array.isArray(a.ancestorTitles)
      ? a.ancestorTitles.filter((x): x is string => typeof x === 'string')
      : []
    const title = typeof a.title === 'string' ? a.title : ''
    const identity = this.writer === 'vitest' ? vitestIdentity : jestIdentity
    const id = identity(ancestors, title, file, this.report)
    if (a.status === 'passed') {
      const invocations = typeof a.invocations === 'number' ? a.invocations : 1
      const reasons = Array.isArray(a.retryReasons) ? a.retryReasons : []
      const last = reasons.at(-1)
      if (invocations > 1 || reasons.length)
        this.tally.passedAfter(
          id,
          Math.max(invocations - 1, reasons.length),
          0,
          oneLine(typeof last === 'string' ? last : ''),
        )
      else this.tally.pass(id)
      return undefined
    }
    if (JEST_SKIPPED.has(a.status as string)) {
      this.tally.skip()
      return undefined
    }
    this.failedNamed++
    const messages = Array.isArray(a.failureMessages) ? a.failureMessages : []
    // A status Jest does not write: the gate cannot tell it passed.
    const message =
      a.status === 'failed'
        ? oneLine(typeof messages[0] === 'string' ? messages[0] : '')
        : `status ${JSON.stringify(a.status)?.slice(0, 40)} (not passed)`
    this.tally.fail(id, message)
    return ancestors
  }

  /** The report, its declared counts checked against what it names. */
  end(
    declared: { tests?: number; files?: number; broken?: number },
    success: unknown,
  ): ParsedReport {
    const beyond = (what: string, count: number | undefined, named: number, noun: string) => {
      if (count !== undefined && count > named)
        this.tally.outside.push({
          report: this.report,
          where: 'the run',
          message: `${what} is ${count}, the report names ${named} ${noun}`,
        })
    }
    beyond('numFailedTests', declared.tests, this.failedNamed, 'failed test(s)')
    if (this.writer === 'vitest')
      beyond(
        'numFailedTestSuites',
        declared.files,
        this.failedFiles + this.failedDescribes,
        'failed test file(s) and describe block(s)',
      )
    else beyond('numFailedTestSuites', declared.files, this.failedFiles, 'failed test file(s)')
    beyond(
      'numRuntimeErrorTestSuites',
      declared.broken,
      this.brokenFiles,
      'test file(s) that did not run',
    )
    if (success === false && !this.failedNamed && !this.tally.outside.length)
      this.tally.outside.push({
        report: this.report,
        where: 'the run',
        message: 'success is false, and the report names nothing that failed',
      })
    return this.tally.result(true)
  }
}

// Jest's statuses of a test that did not run.
const JEST_SKIPPED = new Set(['pending', 'skipped', 'todo', 'disabled'])

/** Jest's `--json` row of the format table. */
export const jestJsonFormat: FormatRow = {
  label: 'Jest --json',
  provedBy:
    'a JSON document (one line or many) with the fields Jest always writes: `numFailedTestSuites`, `numFailedTests`, `numPassedTestSuites`, `numPassedTests`, `numPendingTestSuites`, `numPendingTests`, `numRuntimeErrorTestSuites`, `numTodoTests`, `numTotalTestSuites`, `numTotalTests`, `openHandles`, `snapshot`, `startTime`, `success`, `testResults`, `wasInterrupted`',
  writtenBy: '`jest --json --outputFile=reports/jest.json`',
  reading: {
    family: 'json',
    proves: (doc) => jestWriterOf(doc) === 'jest',
    read: (doc, ctx) => readJestJson(doc, ctx.shown, ctx.workspace, 'jest'),
  },
  identity:
    "one for every Jest output: name = classname = describe titles and title joined by spaces, parent = first describe title (`undefined` without one), as jest-junit's defaults; file = the test file, relative to the workspace (Trunk's id leaves it out, as jest-junit's default does; a Trunk test with another `file_path` is another test); each assertion result is one test",
  retries: '`invocations` > 1 or `retryReasons` (`jest.retryTimes`)',
  attemptWriters: [],
  completeness:
    'a file with `testExecError` or failed with no failed test; `numFailedTests`, `numFailedTestSuites`, `numRuntimeErrorTestSuites` beyond what it names; `success: false` with nothing failing named; a count that is not a non-negative integer is an error',
  showsOutside: true,
}

/** vitest's `--reporter=json` row of the format table. */
export const vitestJsonFormat: FormatRow = {
  label: 'vitest --reporter=json',
  provedBy:
    "a JSON document (one line) with the fields vitest's JSON reporter always writes (`numTotalTestSuites`, `numPassedTestSuites`, `numFailedTestSuites`, `numPendingTestSuites`, `numTotalTests`, `numPassedTests`, `numFailedTests`, `numPendingTests`, `numTodoTests`, `snapshot`, `startTime`, `success`, `testResults`) and none of Jest's own (`numRuntimeErrorTestSuites`, `wasInterrupted`, `openHandles`)",
  writtenBy: '`vitest run --reporter=json --outputFile=reports/vitest.json`',
  reading: {
    family: 'json',
    proves: (doc) => jestWriterOf(doc) === 'vitest',
    read: (doc, ctx) => readJestJson(doc, ctx.shown, ctx.workspace, 'vitest'),
  },
  identity:
    "as vitest's JUnit reporter names a test: name = describe titles and title joined by ` > `, classname = parent = the test file (relative to the workspace; Trunk's id leaves the file out, as vitest's JUnit default does); each assertion result is one test",
  retries: "none (vitest's JSON does not record a retry)",
  attemptWriters: [],
  completeness:
    'a file `failed` with no failed test (it did not load); `numFailedTests` beyond the failed tests named, `numFailedTestSuites` (vitest counts test files and `describe` blocks) beyond the failed files and describe blocks named; `success: false` with nothing failing named; a count that is not a non-negative integer is an error',
  showsOutside: true,
}
