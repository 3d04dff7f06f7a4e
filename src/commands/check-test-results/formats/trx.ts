/**
 * Visual Studio's TRX (`dotnet test --logger trx`), read as a stream on the XML base (xml.ts).
 *
 * Identity, as JunitXml.TestLogger gives it: `classname` is the `<TestMethod className>` of the
 * result's test definition (its assembly-qualified part dropped; `<TestDefinitions>` may come
 * before or after `<Results>`), `name` the result's `testName` (a data row's parameters
 * included); no parent, no file.
 *
 * Every top-level `<UnitTestResult>` is one test; its `<InnerResults>` are its attempts (or data
 * rows): a test whose own outcome passed with failed inner results passed on a retry. Outcomes
 * `Failed`, `Error`, `Timeout`, `Aborted`, `Disconnected`, `NotRunnable`, `InProgress` and
 * `Pending` fail (a test that never finished is not a pass); `NotExecuted` and `Inconclusive`
 * did not run; `PassedButRunAborted` passed, but the run was aborted (a failure outside tests).
 * An outcome TRX does not define is an error.
 *
 * Completeness: `<Counters>` counting more failed results than the report names, a
 * `<ResultSummary outcome>` that failed with nothing failing named, and a `<RunInfo
 * outcome="Error">` are failures outside tests, except the run-level lines that only echo a named
 * failure: xUnit's `[xUnit.net …] <test> [FAIL]` (one per failed result of that name) and the test
 * platform's "Exit code indicates failure" when a failure is named. A count that is not a plain
 * non-negative integer is an error, and so is a second `<ResultSummary>` or `<Counters>` (it would
 * replace the run's outcome and counts).
 */
import type { SaxesTagPlain } from 'saxes'
import {
  oneLine,
  ReportError,
  type OutsideFailure,
  type ParsedReport,
  type ReportedTest,
} from '../report.js'
import type { FormatRow, XmlPosition } from './format.js'
import { TestTally } from './tally.js'
import { countAttribute } from './xml.js'

/** How the gate reads each outcome TRX defines (vstst.xsd's TestOutcome). */
// A Map, not an object: an outcome named like an Object property (`constructor`) is no outcome.
const OUTCOMES: ReadonlyMap<string, 'pass' | 'fail' | 'skip' | 'aborted-pass'> = new Map([
  ['Passed', 'pass'],
  ['Completed', 'pass'],
  ['Warning', 'pass'],
  ['PassedButRunAborted', 'aborted-pass'],
  ['NotExecuted', 'skip'],
  ['Inconclusive', 'skip'],
  ['Failed', 'fail'],
  ['Error', 'fail'],
  ['Timeout', 'fail'],
  ['Aborted', 'fail'],
  ['Disconnected', 'fail'],
  ['NotRunnable', 'fail'],
  ['InProgress', 'fail'],
  ['Pending', 'fail'],
])
/** The `<Counters>` attributes of results that did not pass. */
const FAILED_COUNTERS = ['failed', 'error', 'timeout', 'aborted', 'disconnected', 'notRunnable']
/** `<ResultSummary outcome>` values of a run that did not pass. */
const FAILED_RUN = new Set(['Failed', 'Error', 'Timeout', 'Aborted', 'Disconnected'])
const MAX_TEXT = 1200
/**
 * The test an xUnit echo line names (`[xUnit.net 00:00:01.23]     Ns.Class.Test [FAIL]`), read
 * without a regular expression: one (`\s+(.+?)\s+\[FAIL\]`) took 43 s on a line of 5,000 spaces.
 */
export function xunitEchoName(line: string): string | undefined {
  const t = line.trim()
  if (!t.startsWith('[xUnit.net ') || !t.endsWith('[FAIL]')) return undefined
  const middle = t.slice(t.indexOf(']') + 1, t.length - '[FAIL]'.length)
  // At least one blank on each side of a name of at least one character.
  if (!/^\s/.test(middle) || !/\s$/.test(middle)) return undefined
  return middle.trim() || undefined
}
const EXIT_CODE_ECHO = /Exit code indicates failure/i

interface Result {
  testId: string
  name: string
  outcome: 'pass' | 'fail' | 'skip' | 'aborted-pass'
  kind: 'failure' | 'error'
  message: string
  seconds: number
  /** Failed inner results (attempts or data rows). */
  failedInner: number
  innerSeconds: number
  innerMessage: string
}

// hh:mm:ss.fffffff
function durationSeconds(v: string | undefined): number {
  const m = /^(\d+):(\d+):(\d+(?:\.\d+)?)$/.exec(v ?? '')
  if (!m) return 0
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3])
}

/** A streaming reader of one TRX report on the XML base (xml.ts feeds it every element). */
export class TrxReader {
  private readonly tally: TestTally
  /** Failed (and retried) top-level results, until every definition has given its class. */
  private readonly kept: Result[] = []
  private readonly classOf = new Map<string, string>()
  private definition?: string
  /** The results open, outermost first (inner results nest in `<InnerResults>`). */
  private readonly results: Result[] = []
  private capture?: { target: 'message' | 'runinfo'; value: string }
  /** An `<RunInfo outcome="Error">` is open; `texts`: the `<Text>` elements read in it. */
  private runInfoError?: { texts: number }
  private readonly runErrors: string[] = []
  private declaredFailed?: number
  private runOutcome?: string
  /** The run-level elements read (`ResultSummary`, `Counters`): each may appear once. */
  private readonly summaries = new Set<string>()
  private runAborted = false

  constructor(
    readonly report: string,
    private readonly at: XmlPosition,
  ) {
    this.tally = new TestTally(report, false)
  }

  /** The report, once every element was read. */
  end(): ParsedReport {
    let named = 0
    const failedNames = new Map<string, number>()
    for (const r of this.kept) {
      const classname = this.classOf.get(r.testId)
      const test: ReportedTest = {
        name: r.name,
        ...(classname !== undefined ? { classname } : {}),
        report: this.report,
      }
      if (r.outcome === 'fail') {
        named++
        failedNames.set(r.name, (failedNames.get(r.name) ?? 0) + 1)
        this.tally.fail(test, r.message, r.seconds, r.kind)
      } else this.tally.passedAfter(test, r.failedInner, r.innerSeconds, r.innerMessage)
    }
    const outside: OutsideFailure[] = []
    const run = (message: string) =>
      outside.push({ report: this.report, where: 'the run', message })
    // Run-level lines that echo a named failure are that failure, not another one.
    for (const text of this.runErrors) {
      const eol = text.indexOf('\n')
      const name = xunitEchoName(eol < 0 ? text : text.slice(0, eol))
      const left = name !== undefined ? (failedNames.get(name) ?? 0) : 0
      if (name !== undefined && left > 0) {
        failedNames.set(name, left - 1)
        continue
      }
      if (EXIT_CODE_ECHO.test(text) && named > 0) continue
      run(oneLine(text) || 'a <RunInfo outcome="Error"> with no text')
    }
    if (this.runAborted) run('the run was aborted (a result is PassedButRunAborted)')
    if (this.declaredFailed !== undefined && this.declaredFailed > named)
      run(`the counters count ${this.declaredFailed} failed result(s), the report names ${named}`)
    if (
      this.runOutcome !== undefined &&
      FAILED_RUN.has(this.runOutcome) &&
      named === 0 &&
      outside.length === 0
    )
      run(`the run's outcome is ${this.runOutcome}, and the report names nothing that failed`)
    this.tally.outside.push(...outside)
    return this.tally.result(true)
  }

  private count(tag: SaxesTagPlain, attribute: string): number {
    return countAttribute(this.report, tag, attribute, this.at)
  }

  // A run's summary is one: a second would replace the first's outcome and counts.
  private once(tag: SaxesTagPlain): void {
    if (this.summaries.has(tag.name))
      throw new ReportError(
        this.report,
        `a second <${tag.name}> (line ${this.at.line}); TRX writes one, of the whole run`,
      )
    this.summaries.add(tag.name)
  }

  open(tag: SaxesTagPlain): void {
    const a = tag.attributes
    switch (tag.name) {
      case 'UnitTestResult': {
        const raw = a.outcome ?? ''
        const outcome = OUTCOMES.get(raw)
        if (outcome === undefined)
          throw new ReportError(
            this.report,
            `the result of ${JSON.stringify(a.testName ?? '')} has outcome ` +
              `${JSON.stringify(raw.slice(0, 40))} (line ${this.at.line}), not one TRX defines`,
          )
        this.results.push({
          testId: a.testId ?? '',
          name: a.testName ?? '',
          outcome,
          kind: raw === 'Failed' ? 'failure' : 'error',
          message: raw,
          seconds: durationSeconds(a.duration),
          failedInner: 0,
          innerSeconds: 0,
          innerMessage: '',
        })
        return
      }
      case 'Message':
        if (this.results.at(-1)?.outcome === 'fail') this.capture = { target: 'message', value: '' }
        return
      case 'UnitTest':
        this.definition = a.id
        return
      case 'TestMethod':
        if (this.definition !== undefined && a.className)
          this.classOf.set(this.definition, a.className.split(',')[0]?.trim() ?? a.className)
        return
      case 'ResultSummary':
        this.once(tag)
        this.runOutcome = a.outcome
        return
      case 'Counters': {
        this.once(tag)
        let failed = 0
        for (const k of Object.keys(a)) {
          const n = this.count(tag, k)
          if (FAILED_COUNTERS.includes(k)) failed += n
        }
        this.declaredFailed = failed
        return
      }
      case 'RunInfo':
        this.runInfoError = a.outcome === 'Error' ? { texts: 0 } : undefined
        return
      case 'Text':
        if (this.runInfoError) this.capture = { target: 'runinfo', value: '' }
        return
    }
  }

  text(t: string): void {
    if (this.capture && this.capture.value.length < MAX_TEXT)
      this.capture.value += t.slice(0, MAX_TEXT)
  }

  close(tag: SaxesTagPlain): void {
    switch (tag.name) {
      case 'UnitTestResult': {
        const r = this.results.pop()
        if (!r) return
        const parent = this.results.at(-1)
        if (parent) {
          // An inner result: an attempt (or data row) of its parent, judged by the parent.
          if (r.outcome === 'fail') {
            parent.failedInner++
            parent.innerSeconds += r.seconds
            parent.innerMessage = r.message
          }
          return
        }
        if (r.outcome === 'aborted-pass') this.runAborted = true
        if (
          r.outcome === 'fail' ||
          ((r.outcome === 'pass' || r.outcome === 'aborted-pass') && r.failedInner > 0)
        )
          this.kept.push(r)
        else if (r.outcome === 'skip') this.tally.skip()
        else this.tally.pass({ name: r.name, report: this.report })
        return
      }
      case 'Message': {
        const r = this.results.at(-1)
        if (this.capture?.target === 'message' && r)
          r.message = oneLine(this.capture.value) || r.message
        this.capture = undefined
        return
      }
      case 'UnitTest':
        this.definition = undefined
        return
      case 'Text':
        if (this.capture?.target === 'runinfo') {
          this.runErrors.push(this.capture.value.trim())
          if (this.runInfoError) this.runInfoError.texts++
        }
        this.capture = undefined
        return
      case 'RunInfo':
        // An error with no text cannot be shown to echo a named failure: a failure outside tests.
        if (this.runInfoError?.texts === 0) this.runErrors.push('')
        this.runInfoError = undefined
        return
    }
  }
}

/** TRX's namespace: what proves a `<TestRun>` is Visual Studio's (vstst.xsd). */
export const TRX_NAMESPACE = 'http://microsoft.com/schemas/VisualStudio/TeamTest/2010'

/** TRX's row of the format table. */
export const trxFormat: FormatRow = {
  label: 'TRX',
  provedBy:
    "root `<TestRun>` in TRX's namespace (`http://microsoft.com/schemas/VisualStudio/TeamTest/2010`)",
  writtenBy: '`dotnet test --logger trx` (MSTest, NUnit, xUnit)',
  reading: {
    family: 'xml',
    proves: (root) => root.name === 'TestRun' && root.attributes.xmlns === TRX_NAMESPACE,
    reader: (_root, ctx, at) => new TrxReader(ctx.shown, at),
  },
  identity:
    "name = `testName` (a data row's parameters included), classname = its definition's `TestMethod className` (`<TestDefinitions>` before or after `<Results>`); each top-level result is one test",
  retries: '`<InnerResults>` that failed under a result that passed',
  attemptWriters: [],
  completeness:
    '`Failed`, `Error`, `Timeout`, `Aborted`, `Disconnected`, `NotRunnable`, `InProgress`, `Pending` fail, an unknown outcome is an error; `PassedButRunAborted`, a `<RunInfo outcome="Error">` (less the lines echoing a named failure: xUnit\'s `[xUnit.net …] <test> [FAIL]`, "Exit code indicates failure"), `<Counters>` beyond the failed results, a failed `<ResultSummary outcome>` naming nothing; a count that is not a plain non-negative integer, or a second `<ResultSummary>` or `<Counters>`, is an error',
  showsOutside: true,
}
