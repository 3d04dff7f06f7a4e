/**
 * JUnit XML reports: finding them from globs, and reading the tests of one as a stream.
 *
 * Formats handled (fixtures and how each was made: `__fixtures__/junit/README.md`): pytest
 * (`junit_family` xunit1 and xunit2, pytest-rerunfailures), jest-junit, vitest, mocha-junit-
 * reporter, Maven Surefire `TEST-*.xml` (with reruns), Gradle with test-retry, Marathon,
 * @web/test-runner, gotestsum, Bazel's `test.xml`; `<testsuites>` or a bare `<testsuite>` root,
 * suites nested at any depth.
 *
 * The report is read with saxes, a strict streaming parser: the document is never built, a
 * not-well-formed report is refused, and entities are never expanded or fetched (a DOCTYPE that
 * declares any is refused outright).
 *
 * Where each field of a test comes from:
 * - `name`, `classname`: the `<testcase>` attributes.
 * - `suite`: the nearest enclosing `<testsuite>`'s `name` (Trunk calls it the test's parent).
 * - `file`: the `<testcase>`'s `file` or `filepath` attribute (pytest xunit1, jest-junit with
 *   `addFileAttribute`, many others); else the nearest enclosing `<testsuite>`'s `file` or
 *   `filepath`; else none. Nothing is guessed from a class or package name.
 * - `line`: the `<testcase>`'s `line` attribute (pytest xunit1), when a positive integer.
 * - `message`: the `message` attribute of the `<failure>`/`<error>`, else the first non-empty
 *   line of its body; one line, cut to {@link MAX_MESSAGE_CHARS}.
 * - `kind`: `failure` or `error` (a test case with both counts once, as `failure`).
 *
 * Attempts: within one report, test cases with the same identity (suite, classname, name, file)
 * are attempts of one test (Gradle test-retry, Marathon, @web/test-runner, pytest-rerunfailures
 * write one `<testcase>` per attempt). The test passed if any attempt passed; otherwise it is one
 * failure with its last attempt's message. Surefire's `<flakyFailure>`/`<flakyError>` in a
 * passing test case mean it passed on a rerun; `<rerunFailure>`/`<rerunError>` beside a
 * `<failure>` are further failed attempts of that one failure. `<skipped>` is not a failure.
 *
 * Counts: every suite's `failures` + `errors` attributes are compared with the failing test
 * cases it names (its own and its nested suites'); a suite that declares more is a
 * {@link CountMismatch}.
 */
import { createReadStream } from 'node:fs'
import { realpath } from 'node:fs/promises'
import { isAbsolute, relative, resolve, sep } from 'node:path'
import * as glob from '@actions/glob'
import { SaxesParser, type SaxesTagPlain } from 'saxes'

/** The longest failure message kept (characters). */
export const MAX_MESSAGE_CHARS = 300
// The most body text read for a message (a captured log can be most of a report's bytes).
const MAX_BODY_CHARS = 4 * MAX_MESSAGE_CHARS

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
  /** The format the report was recognised as. */
  format: ReportFormat
  /**
   * The format always shows failures outside test cases (a test file that did not load, a
   * package that did not build). JUnit writers differ: false unless the team says so.
   */
  showsOutside: boolean
  /** For a report that may not show them: the setting (or format) that would. */
  outsideHint?: string
}

/** The report formats the gate reads, recognised by content. */
export const REPORT_FORMATS = ['junit', 'ctrf', 'trx', 'go-json', 'jest-json'] as const
export type ReportFormat = (typeof REPORT_FORMATS)[number]

/** A report that cannot be read as JUnit XML; the message names the file. */
export class ReportError extends Error {
  constructor(
    readonly report: string,
    reason: string,
  ) {
    super(`${report}: ${reason}`)
    this.name = 'ReportError'
  }
}

/**
 * The identity key of a test within one report: file, suite, classname, name and variant, and
 * (JUnit) the `<testsuite>` element it is in (`scope`): two suites of one name are two suites.
 */
export function identityKey(t: ReportedTest, scope = 0): string {
  return `${scope}\u0000${t.suite ?? ''}\u0000${t.classname ?? ''}\u0000${t.name}\u0000${t.file ?? ''}\u0000${t.variant ?? ''}`
}

// FNV-1a (32 bits) of the identity, without building its key: every passing test case is
// remembered by this number only (a key per test case held ~2x the report's size). Equal hashes
// are always confirmed on the exact keys.
function identityHash(t: ReportedTest, scope: number): number {
  let h = Math.imul(0x811c9dc5 ^ scope, 0x01000193)
  const add = (s: string | undefined) => {
    if (s !== undefined)
      for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193)
    h = Math.imul(h ^ 0, 0x01000193)
  }
  add(t.suite)
  add(t.classname)
  add(t.name)
  add(t.file)
  add(t.variant)
  return h | 0
}

// A copy of a string that holds nothing else alive: the parser's strings can be slices of a
// whole 64 KiB chunk of the report.
export function own(s: string): string {
  return s.length > 12 ? Buffer.from(s, 'utf8').toString('utf8') : s
}
function ownTest<T extends ReportedTest>(t: T): T {
  const copy = { ...t, name: own(t.name), report: t.report }
  if (t.classname !== undefined) copy.classname = own(t.classname)
  if (t.suite !== undefined) copy.suite = own(t.suite)
  if (t.file !== undefined) copy.file = own(t.file)
  return copy
}

interface SuiteFrame {
  /** The `<testsuites>` root (it names no test's parent). */
  root: boolean
  /** Which `<testsuite>` element of the report this is (1, 2, ...): part of its tests' identity. */
  scope: number
  name?: string
  file?: string
  declared?: number
  named: number
  /** `<failure>`/`<error>` elements in its failing test cases (some writers count these). */
  elements: number
}

interface CaseFrame {
  test: ReportedTest
  /** Its `<testsuite>` element's {@link SuiteFrame.scope}. */
  scope: number
  /** `failure`/`error` children: the one counted. */
  kind?: 'failure' | 'error'
  message?: string
  /** `<rerunFailure>`/`<rerunError>` children. */
  reruns: number
  /** The first rerun's kind and message (a test case with reruns and no `<failure>`). */
  rerunKind?: 'failure' | 'error'
  rerunMessage?: string
  /** `<flakyFailure>`/`<flakyError>` children. */
  flaky: number
  flakyMessage?: string
  /** Seconds of the flaky attempts, when they give a `time`. */
  flakySeconds: number
  skipped: boolean
  /** `<failure>`/`<error>` children (several are still one failing test). */
  elements: number
  /** The test case's `time` (seconds), 0 when absent. */
  seconds: number
}

interface FailedEntry {
  failure: ReportedFailure
  /** An attempt passed after it (or, confirmed by a second pass, before it). */
  passed: boolean
  /** A passing test case of the same hash came before: to be confirmed on the exact key. */
  maybePassedBefore: boolean
  /** Seconds its failed attempts took. */
  failedSeconds: number
  /** Its `<testsuite>` element's {@link SuiteFrame.scope}. */
  scope: number
}

const FAILURE_TAGS = new Set(['failure', 'error'])
const RERUN_TAGS = new Set(['rerunFailure', 'rerunError'])
const FLAKY_TAGS = new Set(['flakyFailure', 'flakyError'])
// The elements the reader knows, by their lower-case local name: a `<Failure>` or `<j:failure>`
// is read as the `<failure>` it means, never skipped as an unknown element.
const KNOWN_TAGS = new Map(
  [
    'testsuites',
    'testsuite',
    'testcase',
    'skipped',
    ...FAILURE_TAGS,
    ...RERUN_TAGS,
    ...FLAKY_TAGS,
  ].map((t) => [t.toLowerCase(), t]),
)
/** A tag's name as the reader knows it (see KNOWN_TAGS); other names unchanged. */
function tagName(name: string): string {
  const local = name.slice(name.lastIndexOf(':') + 1).toLowerCase()
  return KNOWN_TAGS.get(local) ?? name
}
/**
 * Roots of writers that record no retry as a repeated `<testcase>` (jest-junit, vitest): there,
 * two test cases of one identity (`test.each` rows sharing a title) are two tests, never attempts.
 */
const NO_ATTEMPT_ROOTS = new Set(['jest tests', 'vitest tests'])

/**
 * A streaming reader of one report: feed it text with {@link write}, then {@link close} it and
 * take its {@link result}. Throws a {@link ReportError} naming the report when the text is not
 * well-formed XML, its root is not `<testsuites>`/`<testsuite>`, or it declares entities: a
 * report that cannot be read never counts as zero failures.
 *
 * A failure whose test may have passed earlier in the report (a passing test case of the same
 * hash came before it) is confirmed by a second reading: {@link close} returns those keys, and a
 * reader made with them (`verify`) collects which of them did pass.
 */
export class JUnitReader {
  private readonly parser = new SaxesParser<{ xmlns: false; position: true }>({
    xmlns: false,
    position: true,
  })
  private readonly suites: SuiteFrame[] = []
  private current?: CaseFrame
  private depth = 0
  /** `<testsuite>` elements opened so far (each one's scope). */
  private scopes = 0
  /** Repeated test cases of one identity are attempts (see NO_ATTEMPT_ROOTS). */
  private attempts = true
  private sawRoot = false
  /** Text of the `<failure>`/`<error>`/flaky element being read, when it has no message. */
  private body?: { text: string; target: 'failure' | 'flaky' | 'rerun' | 'suite' }
  /** A suite-level `<failure>`/`<error>` being read (outside any test case). */
  private suiteError?: { where: string; message?: string }
  private readonly failed = new Map<string, FailedEntry>()
  private readonly failedByHash = new Map<number, string[]>()
  private readonly flakyPasses = new Map<string, PassedOnRetry>()
  private readonly outsideFiles = new Set<string>()
  private readonly passedHashes = new Set<number>()
  private readonly verifyHashes?: Set<number>
  /** In a verifying reader: the keys of `verify` that passed. */
  readonly confirmed = new Set<string>()
  private readonly out: ParsedReport
  private first = true

  constructor(
    readonly report: string,
    private readonly verify?: ReadonlyMap<string, number>,
  ) {
    if (verify) this.verifyHashes = new Set(verify.values())
    this.out = {
      report,
      tests: 0,
      skipped: 0,
      failures: [],
      passedOnRetry: [],
      countMismatches: [],
      outside: [],
      format: 'junit',
      showsOutside: false,
    }
    const p = this.parser
    p.on('error', (e) => {
      throw new ReportError(
        report,
        `not well-formed XML (line ${p.line}, column ${p.column}: ${stripPosition(e.message)})`,
      )
    })
    p.on('doctype', (text) => {
      if (/<!ENTITY/i.test(text)) {
        throw new ReportError(
          report,
          'its DOCTYPE declares entities; a test report needs none, and entities are never expanded or fetched',
        )
      }
    })
    p.on('opentag', (tag) => this.openTag(tag))
    p.on('closetag', (tag) => this.closeTag(tag))
    p.on('text', (t) => this.text(t))
    p.on('cdata', (t) => this.text(t))
  }

  /** Feeds the next piece of the report's text. */
  write(chunk: string): void {
    if (this.first) {
      this.first = false
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1)
    }
    this.parser.write(chunk)
  }

  /**
   * Ends the text. Returns the failures to confirm by a second reading (key → hash), usually
   * none.
   */
  close(): ReadonlyMap<string, number> {
    this.parser.close()
    if (!this.sawRoot) {
      throw new ReportError(
        this.report,
        'not a JUnit report: no root element, expected <testsuites> or <testsuite>',
      )
    }
    const pending = new Map<string, number>()
    for (const [key, e] of this.failed)
      if (e.maybePassedBefore && !e.passed) pending.set(key, identityHash(e.failure, e.scope))
    return pending
  }

  /** What the report holds; `passedBefore`: the keys a second reading confirmed as passed. */
  result(passedBefore: ReadonlySet<string> = new Set()): ParsedReport {
    for (const [key, entry] of this.failed) {
      if (entry.passed || passedBefore.has(key)) {
        const f = entry.failure
        this.out.passedOnRetry.push({
          ...testOf(f),
          failedAttempts: f.attempts,
          message: f.message,
          failedSeconds: entry.failedSeconds,
        })
      } else this.out.failures.push(entry.failure)
    }
    for (const [key, p] of this.flakyPasses)
      if (!this.failed.has(key)) this.out.passedOnRetry.push(p)
    return this.out
  }

  /** {@link close} and {@link result} for a text read once (throws if it needs a second reading). */
  end(): ParsedReport {
    if (this.close().size) throw new Error('this report needs a second reading (see close())')
    return this.result()
  }

  private openTag(tag: SaxesTagPlain): void {
    this.depth++
    const a = tag.attributes
    const name = tagName(tag.name)
    if (this.depth === 1) {
      if (name !== 'testsuites' && name !== 'testsuite') {
        throw new ReportError(
          this.report,
          `not a JUnit report: the root element is <${tag.name}>, expected <testsuites> or <testsuite>`,
        )
      }
      this.sawRoot = true
      if (name === 'testsuites' && NO_ATTEMPT_ROOTS.has(a.name ?? '')) this.attempts = false
    }
    if (name === 'testsuite' || (name === 'testsuites' && this.depth === 1)) {
      if (this.current)
        throw new ReportError(
          this.report,
          `a <${tag.name}> inside the <testcase> ${JSON.stringify(this.current.test.name)} (line ${this.parser.line}); a test case holds no suites`,
        )
      const parent = this.suites.at(-1)
      const declared =
        a.failures !== undefined || a.errors !== undefined
          ? this.count(tag, 'failures') + this.count(tag, 'errors')
          : undefined
      for (const k of ['tests', 'skipped', 'disabled']) this.count(tag, k)
      this.suites.push({
        root: name === 'testsuites',
        scope: ++this.scopes,
        name: name === 'testsuite' ? nonEmpty(a.name) : (nonEmpty(a.name) ?? '<testsuites>'),
        file: nonEmpty(a.file) ?? nonEmpty(a.filepath) ?? parent?.file,
        ...(declared !== undefined ? { declared } : {}),
        named: 0,
        elements: 0,
      })
      if (name === 'testsuites' && nonEmpty(a.name) === 'jest tests')
        this.out.outsideHint =
          'jest-junit leaves out test files that fail to load unless reportTestSuiteErrors is true (JEST_JUNIT_REPORT_TEST_SUITE_ERRORS=true); or use jest --json'
      return
    }
    if (name === 'testcase') {
      if (this.current)
        throw new ReportError(
          this.report,
          `a <testcase> inside the <testcase> ${JSON.stringify(this.current.test.name)} (line ${this.parser.line}); the gate cannot tell which test a result inside it belongs to`,
        )
      const suite = this.suites.at(-1)
      const line = Number(a.line)
      const classname = nonEmpty(a.classname)
      const file = nonEmpty(a.file) ?? nonEmpty(a.filepath) ?? suite?.file
      const suiteName = suite && !suite.root ? suite.name : undefined
      this.current = {
        test: {
          name: a.name ?? '',
          ...(classname !== undefined ? { classname } : {}),
          ...(suiteName !== undefined ? { suite: suiteName } : {}),
          ...(file !== undefined ? { file } : {}),
          ...(Number.isInteger(line) && line > 0 ? { line } : {}),
          report: this.report,
        },
        scope: suite?.scope ?? 0,
        reruns: 0,
        flaky: 0,
        flakySeconds: 0,
        skipped: false,
        elements: 0,
        seconds: seconds(a.time),
      }
      return
    }
    const c = this.current
    if (!c) {
      // A `<failure>`/`<error>` of a suite itself: something broke outside its test cases.
      const suite = this.suites.at(-1)
      if (FAILURE_TAGS.has(name) && suite && !this.suiteError && !this.verify) {
        this.suiteError = { where: `suite ${JSON.stringify(suite.name ?? '(unnamed)')}` }
        const message = nonEmpty(a.message)
        if (message !== undefined) this.suiteError.message = oneLine(message)
        else this.body = { text: '', target: 'suite' }
      }
      return
    }
    if (FAILURE_TAGS.has(name)) {
      c.elements++
      // A test case with both counts once, as its first (a failure before an error).
      if (c.kind !== undefined) return
      c.kind = name as 'failure' | 'error'
      const message = nonEmpty(a.message)
      if (message !== undefined) c.message = oneLine(message)
      else this.body = { text: '', target: 'failure' }
    } else if (RERUN_TAGS.has(name)) {
      // Surefire: a rerun that failed. With no <failure> beside it the test never passed.
      c.reruns++
      if (c.rerunKind === undefined) {
        c.rerunKind = name === 'rerunFailure' ? 'failure' : 'error'
        const message = nonEmpty(a.message)
        if (message !== undefined) c.rerunMessage = oneLine(message)
        else this.body = { text: '', target: 'rerun' }
      }
    } else if (FLAKY_TAGS.has(name)) {
      c.flaky++
      c.flakySeconds += seconds(a.time)
      const message = nonEmpty(a.message)
      if (message !== undefined) c.flakyMessage = oneLine(message)
      else this.body = { text: '', target: 'flaky' }
    } else if (name === 'skipped') {
      c.skipped = true
    }
  }

  // A count attribute of a suite: absent, or a plain non-negative integer. Anything else is an
  // error naming the report: garbage in a count never reads as 0.
  private count(tag: SaxesTagPlain, attribute: string): number {
    const v = tag.attributes[attribute]
    if (v === undefined) return 0
    const n = plainCount(v)
    if (n === undefined)
      throw new ReportError(
        this.report,
        `<${tag.name}${tag.attributes.name !== undefined ? ` name=${JSON.stringify(tag.attributes.name)}` : ''}> has ${attribute}=${JSON.stringify(v.slice(0, 40))} (line ${this.parser.line}), not a count (a plain non-negative integer)`,
      )
    return n
  }

  private text(t: string): void {
    const b = this.body
    if (!b || b.text.length >= MAX_BODY_CHARS) return
    b.text += t.slice(0, MAX_BODY_CHARS - b.text.length)
  }

  private closeTag(tag: SaxesTagPlain): void {
    this.depth--
    const c = this.current
    const name = tagName(tag.name)
    if (this.body && (FAILURE_TAGS.has(name) || FLAKY_TAGS.has(name) || RERUN_TAGS.has(name))) {
      const message = oneLine(withoutJestHeading(this.body.text))
      if (this.body.target === 'suite' && this.suiteError) this.suiteError.message = message
      else if (c && this.body.target === 'failure') c.message = message
      else if (c && this.body.target === 'rerun') c.rerunMessage = message
      else if (c) c.flakyMessage = message
      this.body = undefined
    }
    if (!c && this.suiteError && FAILURE_TAGS.has(name)) {
      this.out.outside.push({
        report: this.report,
        where: own(this.suiteError.where),
        message: own(this.suiteError.message || `a suite-level <${tag.name}>`),
      })
      this.suiteError = undefined
      return
    }
    if (FAILURE_TAGS.has(name) || FLAKY_TAGS.has(name) || RERUN_TAGS.has(name)) return
    if (name === 'testcase' && c) {
      this.current = undefined
      this.endCase(c)
      return
    }
    if (name === 'testsuite' || (name === 'testsuites' && this.depth === 0)) {
      const s = this.suites.pop()
      if (!s) return
      if (s.declared !== undefined && s.declared > Math.max(s.named, s.elements)) {
        this.out.countMismatches.push({
          suite: s.name ?? '(unnamed)',
          declared: s.declared,
          named: s.named,
        })
      }
      const parent = this.suites.at(-1)
      if (parent) {
        parent.named += s.named
        parent.elements += s.elements
      }
    }
  }

  private endCase(c: CaseFrame): void {
    this.out.tests++
    // Surefire's <rerunFailure> with no <failure>: every run failed (no flaky pass recorded).
    if (c.kind === undefined && c.rerunKind !== undefined) {
      c.kind = c.rerunKind
      c.message = c.rerunMessage
      c.reruns--
      c.elements++
    }
    const hash = identityHash(c.test, c.scope)
    if (c.kind === undefined) {
      if (c.skipped) {
        this.out.skipped++
        return
      }
      // A nameless test case is no identity: it is never an attempt of another one.
      if (c.test.name === '') return
      if (this.verify) {
        if (this.verifyHashes?.has(hash)) {
          const key = identityKey(c.test, c.scope)
          if (this.verify.has(key)) this.confirmed.add(key)
        }
        return
      }
      if (this.attempts) {
        if (this.failedByHash.has(hash)) {
          const entry = this.failed.get(identityKey(c.test, c.scope))
          if (entry) entry.passed = true
        }
        this.passedHashes.add(hash)
      }
      if (c.flaky > 0) {
        const key = own(identityKey(c.test, c.scope))
        if (!this.flakyPasses.has(key))
          this.flakyPasses.set(key, {
            ...ownTest(c.test),
            failedAttempts: c.flaky,
            message: own(c.flakyMessage ?? ''),
            failedSeconds: c.flakySeconds,
          })
        else if (!this.attempts)
          this.flakyPasses.set(`${key}\u0000#${this.out.tests}`, {
            ...ownTest(c.test),
            failedAttempts: c.flaky,
            message: own(c.flakyMessage ?? ''),
            failedSeconds: c.flakySeconds,
          })
      }
      return
    }
    const suite = this.suites.at(-1)
    if (suite) {
      suite.named++
      suite.elements += c.elements
    }
    if (this.verify) return
    // jest-junit's case for a test file that failed to run (reportTestSuiteErrors): no test of
    // Trunk's, a file that did not load.
    if (c.test.classname === 'Test suite failed to run') {
      if (!this.outsideFiles.has(c.test.name)) {
        this.outsideFiles.add(own(c.test.name))
        this.out.outside.push({
          report: this.report,
          where: `test file ${own(c.test.name)}`,
          message: own(c.message || 'Test suite failed to run'),
        })
      }
      return
    }
    // A nameless case, or any case where repeated cases are not attempts: a test of its own.
    const alone = c.test.name === '' || !this.attempts
    const key = own(
      alone
        ? `${identityKey(c.test, c.scope)}\u0000#${this.out.tests}`
        : identityKey(c.test, c.scope),
    )
    const attempts = 1 + c.reruns
    const entry = this.failed.get(key)
    if (entry) {
      entry.failedSeconds += c.seconds
      entry.failure.attempts += attempts
      entry.failure.message = own(c.message ?? '')
      entry.failure.kind = c.kind
      // A later failure undoes an earlier pass: fail, pass, fail is failed.
      entry.passed = false
      return
    }
    this.failed.set(key, {
      failure: { ...ownTest(c.test), message: own(c.message ?? ''), kind: c.kind, attempts },
      passed: false,
      maybePassedBefore: !alone && this.passedHashes.has(hash),
      failedSeconds: c.seconds,
      scope: c.scope,
    })
    const same = this.failedByHash.get(hash)
    if (same) same.push(key)
    else this.failedByHash.set(hash, [key])
  }
}

function testOf(f: ReportedFailure): ReportedTest {
  const { message: _m, kind: _k, attempts: _a, ...test } = f
  return test
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

// saxes prefixes its messages with "line:column: "; the reader says where itself.
function stripPosition(message: string): string {
  return message.replace(/^(?:[^:]*:)?\d+:\d+: /, '')
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

/** Reads one report held in a string (see {@link JUnitReader}). */
export function parseJUnitReport(xml: string, report: string): ParsedReport {
  const reader = new JUnitReader(report)
  reader.write(xml)
  const pending = reader.close()
  if (!pending.size) return reader.result()
  const verifier = new JUnitReader(report, pending)
  verifier.write(xml)
  verifier.close()
  return reader.result(verifier.confirmed)
}

/**
 * The report files matched by `patterns` (one glob per entry, relative to `workspace`; a leading
 * `!` excludes), sorted, as absolute paths. Directories are not matched. Reports come from the
 * PR's own code: a match that is (or lies under) a link to a place outside the workspace is a
 * {@link ReportError}, never read.
 */
export async function findReportFiles(patterns: string[], workspace: string): Promise<string[]> {
  const absolute = patterns
    .map((p) => p.trim())
    .filter((p) => p !== '' && !p.startsWith('#'))
    .map((p) => {
      const negated = p.startsWith('!')
      const body = negated ? p.slice(1) : p
      const full = isAbsolute(body) ? body : resolve(workspace, body)
      return negated ? `!${full}` : full
    })
  if (!absolute.length) return []
  const globber = await glob.create(absolute.join('\n'), {
    matchDirectories: false,
    implicitDescendants: false,
  })
  const files = [...new Set(await globber.glob())].sort()
  if (!files.length) return files
  const root = await realpath(workspace)
  for (const file of files) {
    const target = await realpath(file).catch((e: NodeJS.ErrnoException) => {
      throw new ReportError(workspacePath(file, workspace), `cannot be resolved (${e.code})`)
    })
    const rel = relative(root, target)
    if (rel.startsWith('..') || isAbsolute(rel))
      throw new ReportError(
        workspacePath(file, workspace),
        `is a link to ${target}, outside the workspace; reports are read from the workspace only`,
      )
  }
  return files
}

/** A report path as shown to users: relative to the workspace when inside it. */
export function workspacePath(file: string, workspace: string): string {
  const rel = relative(workspace, file)
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return file
  return sep === '/' ? rel : rel.split(sep).join('/')
}

/**
 * Reads and parses one report file as a stream (64 KiB at a time); a second time only when a
 * failure must be confirmed (see {@link JUnitReader}).
 */
export async function readJUnitReport(file: string, workspace: string): Promise<ParsedReport> {
  const shown = workspacePath(file, workspace)
  const reader = new JUnitReader(shown)
  await stream(file, shown, reader)
  const pending = reader.close()
  if (!pending.size) return reader.result()
  const verifier = new JUnitReader(shown, pending)
  await stream(file, shown, verifier)
  verifier.close()
  return reader.result(verifier.confirmed)
}

async function stream(file: string, shown: string, reader: JUnitReader): Promise<void> {
  try {
    for await (const chunk of createReadStream(file, {
      encoding: 'utf8',
      highWaterMark: 64 * 1024,
    })) {
      reader.write(chunk as string)
    }
  } catch (e) {
    if (e instanceof ReportError) throw e
    throw new ReportError(shown, `cannot be read (${(e as NodeJS.ErrnoException).code ?? e})`)
  }
}
