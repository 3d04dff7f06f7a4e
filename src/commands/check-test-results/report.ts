/**
 * The report model every format's reader fills: the tests of one report (failures, passes on a
 * retry, failures outside tests), the identity that tells two tests apart, and the text and
 * count helpers the readers share. Which format gives which field: formats/table.ts.
 */

/** The longest failure message kept (characters). */
export const MAX_MESSAGE_CHARS = 300

/** What identifies one test of a report. */
export interface ReportedTest {
  /** The `<testcase>`'s `name`. */
  name: string
  /** The `<testcase>`'s `classname`, when it has one. */
  classname?: string
  /** The enclosing `<testsuite>`'s `name`, when it has one (Trunk's `parent`). */
  suite?: string
  /** The test's source file as the report gives it (see the module comment). */
  file?: string
  /** The test's line in `file`, when the report gives it. */
  line?: number
  /**
   * The variant the tool records for this run of the test (CTRF `browser`/`device`/`parameters`,
   * a TRX data row): two entries that differ in it are two tests.
   */
  variant?: string
  /**
   * False when Trunk's id of this test is computed without `file` (Jest: jest-junit, the
   * uploaders' usual source, writes none by default); `file` still rules out other files.
   */
  fileInTrunkId?: false
  /** The report file it was read from, relative to the workspace. */
  report: string
}

/** One failed test of a report (every attempt failed). */
export interface ReportedFailure extends ReportedTest {
  /** The last attempt's message: one line, cut short. */
  message: string
  /** `<failure>` (an assertion) or `<error>` (anything else that broke the test). */
  kind: 'failure' | 'error'
  /** How many attempts failed (1 when the test ran once). */
  attempts: number
}

/** A test that failed, then passed on a retry in the same report: flaky in this run. */
export interface PassedOnRetry extends ReportedTest {
  /** Failed attempts before (or beside) the passing one. */
  failedAttempts: number
  /** The last failed attempt's message. */
  message: string
  /** The first failed attempt's message, when it differs from the last. */
  firstMessage?: string
  /** Seconds the failed attempts took, as the report gives them (0 when it does not). */
  failedSeconds: number
}

/**
 * A failure outside any test case: a suite-level `<error>`, a test file that did not load, a Go
 * package that did not build or panicked outside a test, a summary counting more failures than
 * the report names. Nothing can match it to Trunk's data: it is never forgiven.
 */
export interface OutsideFailure {
  /** The report file it was read from, relative to the workspace. */
  report: string
  /** What failed, for people: `suite "x"`, `test file src/a.test.js`, `package example.com/p`. */
  where: string
  /** One line: why (cut short). */
  message: string
}

/** A suite whose `failures` + `errors` attributes exceed the failing test cases it names. */
export interface CountMismatch {
  /** The suite's `name` (or `<testsuites>` for the root). */
  suite: string
  /** `failures` + `errors` as the suite declares them. */
  declared: number
  /** Failing `<testcase>` elements in the suite and its nested suites. */
  named: number
}

/** What one report holds. */
export interface ParsedReport {
  /** The report file, relative to the workspace. */
  report: string
  /** `<testcase>` elements seen (passed, failed, skipped; one per attempt). */
  tests: number
  /** Test cases skipped. */
  skipped: number
  /** The failed tests, in the order they first appear. */
  failures: ReportedFailure[]
  /** Tests that failed and then passed on a retry, in the order they first appear. */
  passedOnRetry: PassedOnRetry[]
  /** Suites whose declared counts exceed the failures they name. */
  countMismatches: CountMismatch[]
  /** Failures outside test cases (never forgiven). */
  outside: OutsideFailure[]
  /**
   * The format always shows failures outside test cases (a test file that did not load, a
   * package that did not build). JUnit writers differ: false unless the team says so.
   */
  showsOutside: boolean
  /** For a report that may not show them: the setting (or format) that would. */
  outsideHint?: string
}

/** A saxes error on an XML report, said as the report's error: where, and what is wrong. */
export function notWellFormedXml(
  report: string,
  at: { line: number; column: number },
  e: Error,
): ReportError {
  // saxes starts its message with its own `file:line:column: `: the position is said once.
  const what = e.message.replace(/^(?:[^:]*:)?\d+:\d+: /, '')
  return new ReportError(
    report,
    `not well-formed XML (line ${at.line}, column ${at.column}: ${what})`,
  )
}

/** A report that cannot be read; the message names the file. */
export class ReportError extends Error {
  constructor(
    readonly report: string,
    reason: string,
  ) {
    super(`${report}: ${reason}`)
    this.name = 'ReportError'
  }
}

/** What a file that no format proves looks like (the gate's words name it). */
export type Evidence =
  /** XML whose root element no format's row proves. */
  | { kind: 'xml'; root: string; namespace?: string }
  /** XML with no element at all. */
  | { kind: 'xml-without-root' }
  /** A JSON document no row proves: its top-level keys, or what it is when not an object. */
  | { kind: 'json'; keys?: string[]; type?: string }
  /** Text: its first non-blank line. */
  | { kind: 'text'; firstLine: string }
  /** Nothing but blanks. */
  | { kind: 'empty' }

/** A file no format proves (the reader that finds it throws it; the gate says what it looks like). */
export class UnprovedReport extends Error {
  constructor(readonly evidence: Evidence) {
    super(`not proved to be a test report (${evidence.kind})`)
    this.name = 'UnprovedReport'
  }
}

/**
 * The identity key of a test within one report: file, suite, classname, name and variant, and
 * (JUnit) the `<testsuite>` element it is in (`scope`): two suites of one name are two suites.
 */
export function identityKey(t: ReportedTest, scope = 0): string {
  const fields = [t.suite ?? '', t.classname ?? '', t.name, t.file ?? '', t.variant ?? '']
  return `${scope}\u0000${fields.join('\u0000')}`
}

// A copy of a string that holds nothing else alive: the parser's strings can be slices of a
// whole 64 KiB chunk of the report.
export function own(s: string): string {
  return s.length > 12 ? Buffer.from(s, 'utf8').toString('utf8') : s
}

/** `v`, or undefined when it is absent or empty. */
export function nonEmpty(v: string | undefined): string | undefined {
  return v !== undefined && v !== '' ? v : undefined
}

/** A count as a report writes it: plain decimal digits, a safe integer; else undefined. */
export function plainCount(v: string): number | undefined {
  if (!/^\d{1,16}$/.test(v)) return undefined
  const n = Number(v)
  return Number.isSafeInteger(n) ? n : undefined
}

/** A count in a JSON report: a non-negative safe integer, else undefined. */
export function jsonCount(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : undefined
}

// A `time` attribute in seconds; anything but a non-negative number counts 0.
export function seconds(v: string | undefined): number {
  const n = Number(v)
  return Number.isFinite(n) && n > 0 ? n : 0
}

/** Jest's heading of a test file that did not run, dropped so the line after it (why) shows. */
export function withoutJestHeading(s: string): string {
  return s.replace(/^\s*●\s*Test suite failed to run\s*\n/, '')
}

/** The first non-empty line, cut to {@link MAX_MESSAGE_CHARS}. */
export function oneLine(s: string): string {
  let text = ''
  for (const l of s.split(/\r\n|\r|\n/)) {
    const t = l.trim()
    if (t) {
      text = t
      break
    }
  }
  return text.length > MAX_MESSAGE_CHARS ? `${text.slice(0, MAX_MESSAGE_CHARS - 1)}…` : text
}
