/**
 * JUnit XML reports: reading the tests of one as a stream.
 *
 * Formats handled (fixtures and how each was made: `__fixtures__/junit/README.md`): pytest
 * (`junit_family` xunit1 and xunit2, pytest-rerunfailures), jest-junit, vitest, mocha-junit-
 * reporter, Maven Surefire `TEST-*.xml` (with reruns), Gradle with test-retry, Marathon,
 * @web/test-runner, gotestsum, Bazel's `test.xml`; `<testsuites>` or a bare `<testsuite>` root,
 * suites nested at any depth.
 *
 * The report is read as a stream on the XML base (xml.ts): never built whole, refused when not
 * well-formed, entities never expanded or fetched.
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
 * Elements are known by their lower-case local name: `<Failure>` and `<j:failure>` are `<failure>`.
 * A `<testcase>` (or a suite) inside a `<testcase>` is an error: whose result is inside it?
 *
 * Attempts: only in a `<testsuite>` of a writer known to write one `<testcase>` per attempt
 * ({@link JUNIT_ATTEMPT_WRITERS}: gotestsum `--rerun-fails`, Gradle's test-retry, Marathon),
 * recognised from the report itself, are test cases of one identity (the `<testsuite>` element
 * they are in, suite name, classname, name, file) attempts of one test; two `<testsuite>`
 * elements of one name are two suites. Everywhere else two test cases of one identity are two
 * tests (mocha's two `it()` of one title, `test.each` rows): an allow-list, so a writer the gate
 * does not know never turns a failure into a pass on a retry. The last attempt counts, as in
 * Go's reader: fail then pass is a pass on a retry; pass then fail, and fail, pass, fail, are one
 * failure with its last attempt's message (a writer records attempts in the order they ran). Surefire's `<flakyFailure>`/`<flakyError>` in a passing test
 * case mean it passed on a rerun; `<rerunFailure>`/`<rerunError>` are failed runs of a test that
 * never passed (beside a `<failure>`, or alone). `<skipped>` is not a failure.
 *
 * Counts: every suite's `failures` + `errors` attributes are compared with the failing test
 * cases it names (its own and its nested suites'); a suite that declares more is a
 * {@link CountMismatch}. A count attribute (`tests`, `failures`, `errors`, `skipped`,
 * `disabled`) that is not a plain non-negative integer is an error naming the report.
 */
import type { SaxesTagPlain } from 'saxes'
import {
  identityKey,
  MAX_MESSAGE_CHARS,
  nonEmpty,
  oneLine,
  own,
  seconds,
  withoutJestHeading,
  ReportError,
  type ParsedReport,
  type PassedOnRetry,
  type ReportedFailure,
  type ReportedTest,
} from '../report.js'
import type { AttemptWriter, FormatRow, ReadContext, XmlPosition } from './format.js'
import { countAttribute, XmlReport } from './xml.js'

// The most body text read for a message (a captured log can be most of a report's bytes).
const MAX_BODY_CHARS = 4 * MAX_MESSAGE_CHARS

/**
 * The test case being read: one object, reused for every test case (most are only looked up by
 * name), its absent fields undefined. {@link keptTest} copies what is kept.
 */
interface CaseTest {
  name: string
  classname: string | undefined
  suite: string | undefined
  file: string | undefined
  report: string
}

/** A test case kept (a failure, a flaky pass): its own copy, fields in the model's order. */
function keptTest(c: CaseFrame): ReportedTest {
  const t = c.test
  const copy: ReportedTest = { name: own(t.name) } as ReportedTest
  if (t.classname !== undefined) copy.classname = own(t.classname)
  if (t.suite !== undefined) copy.suite = own(t.suite)
  if (t.file !== undefined) copy.file = own(t.file)
  const line = Number(c.line)
  if (Number.isInteger(line) && line > 0) copy.line = line
  copy.report = t.report
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
  /** What recognises its writer: its attributes and its `<properties>`, until it is decided. */
  evidence?: SuiteEvidence
  /** Its test cases of one identity are attempts (decided at its first test case). */
  attempts?: boolean
}

/** What a `<testsuite>` shows of its writer: its attributes, its properties, whether it is the root. */
export interface SuiteEvidence {
  /** The `<testsuite>` is the document's root element. */
  root: boolean
  attributes: Readonly<Record<string, string>>
  properties: ReadonlyMap<string, string>
}

/** A writer known to write one `<testcase>` per attempt, and how its report shows it is this writer. */
export interface JUnitAttemptWriter extends AttemptWriter {
  recognises(suite: SuiteEvidence): boolean
}

/** Whether `attributes` are exactly `names`, in this order (as one writer's code writes them). */
function exactly(attributes: Readonly<Record<string, string>>, names: readonly string[]): boolean {
  const keys = Object.keys(attributes)
  return keys.length === names.length && keys.every((k, i) => k === names[i])
}

/** The writers whose repeated test cases are attempts (an allow-list; see the module comment). */
export const JUNIT_ATTEMPT_WRITERS: readonly JUnitAttemptWriter[] = [
  {
    name: 'gotestsum `--rerun-fails`',
    recognisedBy: 'a `<testsuite>` whose `<properties>` hold `go.version`',
    recognises: (s) => s.properties.has('go.version'),
  },
  {
    name: "Gradle's test-retry",
    recognisedBy:
      'a root `<testsuite>` with exactly the attributes Gradle writes, in its order: `name`, `tests`, `skipped`, `failures`, `errors`, `timestamp`, `hostname`, `time`',
    recognises: (s) =>
      s.root &&
      exactly(s.attributes, [
        'name',
        'tests',
        'skipped',
        'failures',
        'errors',
        'timestamp',
        'hostname',
        'time',
      ]),
  },
  {
    name: 'Marathon',
    recognisedBy:
      'a root `<testsuite name="common">` with exactly the attributes Marathon writes, in its order: `name`, `tests`, `failures`, `errors`, `skipped`, `time`, `timestamp`',
    recognises: (s) =>
      s.root &&
      s.attributes.name === 'common' &&
      exactly(s.attributes, [
        'name',
        'tests',
        'failures',
        'errors',
        'skipped',
        'time',
        'timestamp',
      ]),
  },
]

interface CaseFrame {
  /** The reader's one {@link CaseTest}, filled for this test case. */
  test: CaseTest
  /** Its `line` attribute, read only when the test is kept. */
  line: string | undefined
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
  /** The first `<flakyFailure>`'s message (from its attribute). */
  flakyFirstMessage?: string
  /** Seconds of the flaky attempts, when they give a `time`. */
  flakySeconds: number
  skipped: boolean
  /** `<failure>`/`<error>` children (several are still one failing test). */
  elements: number
  /** The test case's `time` attribute, read (as seconds) only when it failed. */
  time: string | undefined
}

interface FailedEntry {
  failure: ReportedFailure
  /** An attempt passed after its last failed one. */
  passed: boolean
  /** Seconds its failed attempts took. */
  failedSeconds: number
  /** The first failed attempt's message, once a later attempt failed too. */
  firstMessage?: string
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
  // The usual case first: a name already as the reader knows it (compared, not hashed: this
  // runs twice per element), or a plain lower-case one.
  switch (name) {
    case 'testcase':
    case 'testsuite':
    case 'testsuites':
    case 'failure':
    case 'error':
    case 'skipped':
    case 'rerunFailure':
    case 'rerunError':
    case 'flakyFailure':
    case 'flakyError':
      return name
  }
  if (!name.includes(':') && name === name.toLowerCase() && !KNOWN_TAGS.has(name)) return name
  const local = name.slice(name.lastIndexOf(':') + 1).toLowerCase()
  return KNOWN_TAGS.get(local) ?? name
}

/**
 * A streaming reader of one JUnit report on the XML base (xml.ts feeds it every element). Throws
 * a {@link ReportError} naming the report when a count is not a count or a test case holds
 * another: a report that cannot be read never counts as zero failures.
 *
 * The report is read once: a pass counts only after a failure of its identity (the last attempt
 * counts), so a passing case is checked against the failures' names, and only on a hit against
 * the exact key; nothing is kept per passing case.
 */
export class JUnitReader {
  private readonly suites: SuiteFrame[] = []
  private current?: CaseFrame
  private readonly caseTest: CaseTest = {
    name: '',
    classname: undefined,
    suite: undefined,
    file: undefined,
    report: '',
  }
  private depth = 0
  /** `<testsuite>` elements opened so far (each one's scope). */
  private scopes = 0
  /** Repeated test cases of one identity are attempts in the suite of the case being read. */
  private attempts = false
  /** Text of the `<failure>`/`<error>`/flaky element being read, when it has no message. */
  private body?: { text: string; target: 'failure' | 'flaky' | 'rerun' | 'suite' }
  /** A suite-level `<failure>`/`<error>` being read (outside any test case). */
  private suiteError?: { where: string; message?: string }
  private readonly failed = new Map<string, FailedEntry>()
  /** The names of the failures seen: a passing case builds its key only when its name is one. */
  private readonly failedNames = new Set<string>()
  private readonly flakyPasses = new Map<string, PassedOnRetry>()
  private readonly outsideFiles = new Set<string>()
  private readonly out: ParsedReport

  constructor(
    readonly report: string,
    private readonly at: XmlPosition,
    /** Called at each failing test case read (see ReadContext.onFailure). */
    private readonly onFailure?: () => void,
  ) {
    this.caseTest.report = report
    this.out = {
      report,
      tests: 0,
      skipped: 0,
      failures: [],
      passedOnRetry: [],
      countMismatches: [],
      outside: [],
      showsOutside: false,
    }
  }

  /** What the report holds. */
  end(): ParsedReport {
    for (const entry of this.failed.values()) {
      if (entry.passed) {
        const f = entry.failure
        this.out.passedOnRetry.push({
          ...testOf(f),
          failedAttempts: f.attempts,
          message: f.message,
          ...(entry.firstMessage !== undefined && entry.firstMessage !== f.message
            ? { firstMessage: entry.firstMessage }
            : {}),
          failedSeconds: entry.failedSeconds,
        })
      } else this.out.failures.push(entry.failure)
    }
    for (const [key, p] of this.flakyPasses)
      if (!this.failed.has(key)) this.out.passedOnRetry.push(p)
    return this.out
  }

  open(tag: SaxesTagPlain): void {
    this.depth++
    const name = tagName(tag.name)
    if (this.depth === 1) this.openRoot(tag, name)
    if (name === 'testsuite' || (name === 'testsuites' && this.depth === 1))
      this.openSuite(tag, name)
    else if (name === 'testcase') this.openCase(tag)
    else if (name === 'property' && !this.current) this.openProperty(tag)
    else if (this.current) this.openResult(tag, name, this.current)
    else if (FAILURE_TAGS.has(name)) this.openSuiteError(tag)
  }

  text(t: string): void {
    const b = this.body
    if (!b || b.text.length >= MAX_BODY_CHARS) return
    b.text += t.slice(0, MAX_BODY_CHARS - b.text.length)
  }

  close(tag: SaxesTagPlain): void {
    this.depth--
    const c = this.current
    const name = tagName(tag.name)
    // The usual case first: the end of a test case (its children's elements were closed).
    if (name === 'testcase' && c) {
      this.current = undefined
      this.endCase(c)
      return
    }
    if (FAILURE_TAGS.has(name) || FLAKY_TAGS.has(name) || RERUN_TAGS.has(name)) {
      this.closeResult(tag, c)
      return
    }
    if (name === 'testsuite' || (name === 'testsuites' && this.depth === 0)) this.closeSuite()
  }

  private openRoot(tag: SaxesTagPlain, name: string): void {
    if (name === 'testsuites' && nonEmpty(tag.attributes.name) === 'jest tests')
      this.out.outsideHint =
        'jest-junit leaves out test files that fail to load unless reportTestSuiteErrors is true ' +
        '(JEST_JUNIT_REPORT_TEST_SUITE_ERRORS=true); or use jest --json'
  }

  private openSuite(tag: SaxesTagPlain, name: string): void {
    if (this.current)
      throw new ReportError(
        this.report,
        `a <${tag.name}> inside the <testcase> ${JSON.stringify(this.current.test.name)} ` +
          `(line ${this.at.line}); a test case holds no suites`,
      )
    const a = tag.attributes
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
      evidence: {
        root: this.depth === 1 && name === 'testsuite',
        attributes: a,
        properties: new Map(),
      },
    })
  }

  // A `<property>` of the suite being read (the evidence of its writer, until it is decided).
  private openProperty(tag: SaxesTagPlain): void {
    const evidence = this.suites.at(-1)?.evidence
    const name = tag.attributes.name
    if (evidence && name !== undefined && evidence.properties.size < 1000)
      (evidence.properties as Map<string, string>).set(name, tag.attributes.value ?? '')
  }

  // Whether the test cases of one identity in the suite at `i` are attempts: in a suite of a
  // writer known to write them (or inside one), decided once, at its first test case.
  private attemptsIn(i: number): boolean {
    const suite = this.suites[i]
    if (!suite) return false
    if (suite.attempts === undefined) {
      const evidence = suite.evidence as SuiteEvidence
      suite.attempts =
        this.attemptsIn(i - 1) || JUNIT_ATTEMPT_WRITERS.some((w) => w.recognises(evidence))
      suite.evidence = undefined
    }
    return suite.attempts
  }

  private openCase(tag: SaxesTagPlain): void {
    if (this.current)
      throw new ReportError(
        this.report,
        `a <testcase> inside the <testcase> ${JSON.stringify(this.current.test.name)} ` +
          `(line ${this.at.line}); the gate cannot tell which test a result inside it belongs to`,
      )
    const a = tag.attributes
    const suite = this.suites.at(-1)
    this.attempts = this.attemptsIn(this.suites.length - 1)
    const test = this.caseTest
    test.name = a.name ?? ''
    test.classname = nonEmpty(a.classname)
    test.suite = suite && !suite.root ? suite.name : undefined
    test.file = nonEmpty(a.file) ?? nonEmpty(a.filepath) ?? suite?.file
    this.current = {
      test,
      line: a.line,
      scope: suite?.scope ?? 0,
      reruns: 0,
      flaky: 0,
      flakySeconds: 0,
      skipped: false,
      elements: 0,
      time: a.time,
    }
  }

  // A `<failure>`/`<error>` of a suite itself: something broke outside its test cases.
  private openSuiteError(tag: SaxesTagPlain): void {
    const suite = this.suites.at(-1)
    if (!suite || this.suiteError) return
    this.suiteError = { where: `suite ${JSON.stringify(suite.name ?? '(unnamed)')}` }
    const message = nonEmpty(tag.attributes.message)
    if (message !== undefined) this.suiteError.message = oneLine(message)
    else this.body = { text: '', target: 'suite' }
  }

  // A result element inside a test case: a failure, a Surefire rerun or flaky run, a skip.
  private openResult(tag: SaxesTagPlain, name: string, c: CaseFrame): void {
    const message = nonEmpty(tag.attributes.message)
    if (FAILURE_TAGS.has(name)) {
      c.elements++
      // A test case with both counts once, as its first (a failure before an error).
      if (c.kind !== undefined) return
      c.kind = name as 'failure' | 'error'
      if (message !== undefined) c.message = oneLine(message)
      else this.body = { text: '', target: 'failure' }
    } else if (RERUN_TAGS.has(name)) {
      // Surefire: a rerun that failed. With no <failure> beside it the test never passed.
      c.reruns++
      if (c.rerunKind !== undefined) return
      c.rerunKind = name === 'rerunFailure' ? 'failure' : 'error'
      if (message !== undefined) c.rerunMessage = oneLine(message)
      else this.body = { text: '', target: 'rerun' }
    } else if (FLAKY_TAGS.has(name)) {
      c.flaky++
      c.flakySeconds += seconds(tag.attributes.time)
      if (message !== undefined) {
        c.flakyMessage = oneLine(message)
        c.flakyFirstMessage ??= c.flakyMessage
      } else this.body = { text: '', target: 'flaky' }
    } else if (name === 'skipped') c.skipped = true
  }

  // A count attribute of a suite: absent, or a plain non-negative integer. Anything else is an
  // error naming the report: garbage in a count never reads as 0.
  private count(tag: SaxesTagPlain, attribute: string): number {
    return countAttribute(this.report, tag, attribute, this.at)
  }

  private closeResult(tag: SaxesTagPlain, c: CaseFrame | undefined): void {
    if (this.body) {
      const message = oneLine(withoutJestHeading(this.body.text))
      if (this.body.target === 'suite' && this.suiteError) this.suiteError.message = message
      else if (c && this.body.target === 'failure') c.message = message
      else if (c && this.body.target === 'rerun') c.rerunMessage = message
      else if (c) c.flakyMessage = message
      this.body = undefined
    }
    if (!c && this.suiteError && FAILURE_TAGS.has(tagName(tag.name))) {
      this.out.outside.push({
        report: this.report,
        where: own(this.suiteError.where),
        message: own(this.suiteError.message || `a suite-level <${tag.name}>`),
      })
      this.suiteError = undefined
    }
  }

  private closeSuite(): void {
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

  private endCase(c: CaseFrame): void {
    this.out.tests++
    // Surefire's <rerunFailure> with no <failure>: every run failed (no flaky pass recorded).
    if (c.kind === undefined && c.rerunKind !== undefined) {
      c.kind = c.rerunKind
      c.message = c.rerunMessage
      c.reruns--
      c.elements++
    }
    if (c.kind === undefined) {
      if (c.skipped) this.out.skipped++
      // A nameless test case is no identity: it is never an attempt of another one.
      else if (c.test.name !== '') this.endPassingCase(c)
      return
    }
    const suite = this.suites.at(-1)
    if (suite) {
      suite.named++
      suite.elements += c.elements
    }
    // jest-junit's case for a test file that failed to run (reportTestSuiteErrors): no test of
    // Trunk's, a file that did not load.
    if (c.test.classname === 'Test suite failed to run') this.endUnloadedFile(c)
    else this.endFailingCase(c, c.kind)
  }

  private endPassingCase(c: CaseFrame): void {
    // A pass after a failure of the same test: it passed on a retry (a later failure undoes it).
    if (this.attempts && this.failedNames.has(c.test.name)) {
      const entry = this.failed.get(identityKey(c.test, c.scope))
      if (entry) entry.passed = true
    }
    if (c.flaky === 0) return
    const key = own(identityKey(c.test, c.scope))
    const pass = {
      ...keptTest(c),
      failedAttempts: c.flaky,
      message: own(c.flakyMessage ?? ''),
      ...(c.flakyFirstMessage !== undefined && c.flakyFirstMessage !== c.flakyMessage
        ? { firstMessage: own(c.flakyFirstMessage) }
        : {}),
      failedSeconds: c.flakySeconds,
    }
    if (!this.flakyPasses.has(key)) this.flakyPasses.set(key, pass)
    else if (!this.attempts) this.flakyPasses.set(`${key}\u0000#${this.out.tests}`, pass)
  }

  private endUnloadedFile(c: CaseFrame): void {
    if (this.outsideFiles.has(c.test.name)) return
    this.outsideFiles.add(own(c.test.name))
    this.out.outside.push({
      report: this.report,
      where: `test file ${own(c.test.name)}`,
      message: own(c.message || 'Test suite failed to run'),
    })
  }

  private endFailingCase(c: CaseFrame, kind: 'failure' | 'error'): void {
    this.onFailure?.()
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
      entry.failedSeconds += seconds(c.time)
      entry.failure.attempts += attempts
      entry.firstMessage ??= entry.failure.message
      entry.failure.message = own(c.message ?? '')
      entry.failure.kind = kind
      // A later failure undoes an earlier pass: fail, pass, fail is failed.
      entry.passed = false
      return
    }
    this.failed.set(key, {
      failure: { ...keptTest(c), message: own(c.message ?? ''), kind, attempts },
      passed: false,
      failedSeconds: seconds(c.time),
    })
    if (!alone) this.failedNames.add(own(c.test.name))
  }
}

function testOf(f: ReportedFailure): ReportedTest {
  const { message: _m, kind: _k, attempts: _a, ...test } = f
  return test
}

/** Reads one JUnit report held in a string (as the gate reads a file of it). */
export function parseJUnitReport(xml: string, report: string): ParsedReport {
  const reader = new XmlReport({ shown: report, workspace: '' }, [['junit', junitFormat]])
  reader.write(xml)
  return reader.end().report
}

/** JUnit XML's row of the format table. */
export const junitFormat: FormatRow = {
  label: 'JUnit XML',
  provedBy: 'root `<testsuites>`/`<testsuite>`',
  writtenBy:
    'pytest `--junitxml`, jest-junit, vitest, mocha-junit-reporter, Surefire, Gradle, gotestsum `--junitfile`, Marathon, @web/test-runner, Bazel',
  reading: {
    family: 'xml',
    proves: (root) => root.name === 'testsuites' || root.name === 'testsuite',
    reader: (_root, ctx: ReadContext, at) => new JUnitReader(ctx.shown, at, ctx.onFailure),
  },
  identity:
    "the `<testsuite>` element it is in (two suites of one name are two suites), suite name (Trunk's parent), `classname`, `name`, `file`/`filepath`; `<Failure>`, `<j:failure>` are `<failure>`; a `<testcase>` inside another is an error",
  retries:
    "Surefire's `flakyFailure`/`flakyError` (passed on a rerun) and `rerunFailure`/`rerunError` (with no `<failure>`: failed every run)",
  attemptWriters: JUNIT_ATTEMPT_WRITERS,
  completeness:
    "each suite's `failures` + `errors` against the failing test cases it names (more is an error); a count that is not a plain non-negative integer is an error; failures outside tests only if the writer reports them: say so with `complete:`",
  showsOutside: false,
}
