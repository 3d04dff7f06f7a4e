/**
 * NUnit 3's result XML (`nunit3-console --result`, Unity Test Framework's `-testResults`), read
 * as a stream on the XML base (xml.ts).
 *
 * Proof: the root `<test-run>` (NUnit 2 wrote `<test-results>`, which is not read).
 *
 * Identity, as TRX and JunitXml.TestLogger give an NUnit test: `name` is the `<test-case>`'s
 * `name` (its arguments included: `Is_Even_Number(3)`), `classname` its `classname`; no parent,
 * no file. Each `<test-case>` is one test: NUnit records a test's `[Retry]` attempts inside its one
 * result, so two test cases of one identity are two tests.
 *
 * Results: `Passed` and `Warning` passed; `Skipped` and `Inconclusive` did not run; `Failed`
 * failed (`label="Error"` an error; `Cancelled`, `Invalid` fail too); any other result is an
 * error naming it.
 *
 * Completeness: a `<test-suite>` that failed at its own `site` (`SetUp`, `TearDown`: a
 * OneTimeSetUp or OneTimeTearDown, a SetUpFixture) is a failure outside tests, and so is one that
 * failed with no failed test case or suite under it (an assembly that did not load, `Invalid`);
 * one failed for its children (`Child`) or its parent (`Parent`) is theirs. The `<test-run>`'s
 * `failed` count beyond the failed test cases named, and a failed run naming nothing, are
 * failures outside tests. A count that is not a plain non-negative integer is an error, and so
 * is a `<test-run>` inside the root (it would replace the run's result and counts) or a
 * `<test-case>` inside another.
 */
import type { SaxesTagPlain } from 'saxes'
import { nonEmpty, ReportError, type ParsedReport } from '../report.js'
import type { FormatRow, XmlPosition } from './format.js'
import { TestTally } from './tally.js'
import { optionalCount, TextCapture } from './xml.js'

/** How the gate reads each result NUnit 3 writes. */
// A Map, not an object: a result named like an Object property (`constructor`) is no result.
const RESULTS: ReadonlyMap<string, 'pass' | 'fail' | 'skip'> = new Map([
  ['Passed', 'pass'],
  ['Warning', 'pass'],
  ['Skipped', 'skip'],
  ['Inconclusive', 'skip'],
  ['Failed', 'fail'],
])

/** A result as NUnit writes it on a suite or the run: `Failed`, or `Failed(Child)` (Unity's). */
const failed = (result: string | undefined) => /^Failed\b/.test(result ?? '')

interface SuiteFrame {
  name: string
  result?: string
  site?: string
  /** The first line of its `<failure>` or `<reason>` message. */
  message?: string
  /** Failed test cases, and suites failed outside tests, under it. */
  failedBelow: number
}

interface CaseFrame {
  name: string
  classname?: string
  outcome: 'pass' | 'fail' | 'skip'
  kind: 'failure' | 'error'
  message?: string
}

/** A reader of one NUnit 3 report on the XML base (xml.ts feeds it every element). */
export class NUnitReader {
  private readonly tally: TestTally
  private readonly suites: SuiteFrame[] = []
  private current?: CaseFrame
  /** The `<failure>` or `<reason>` element being read, and its `<message>`'s text. */
  private within?: 'failure' | 'reason'
  private readonly capture = new TextCapture()
  private declaredFailed?: number
  private runResult?: string
  private runRead = false
  private named = 0

  constructor(
    readonly report: string,
    private readonly at: XmlPosition,
  ) {
    this.tally = new TestTally(report, false)
  }

  open(tag: SaxesTagPlain): void {
    const a = tag.attributes
    switch (tag.name) {
      case 'test-run':
        // Only the root: one inside it would replace the run's result and counts.
        if (this.runRead)
          throw new ReportError(
            this.report,
            `a <test-run> inside the <test-run> (line ${this.at.line}); NUnit 3 writes one, the root`,
          )
        this.runRead = true
        this.runResult = a.result
        this.declaredFailed = this.count(tag, 'failed')
        for (const k of ['testcasecount', 'total', 'passed', 'inconclusive', 'skipped'])
          this.count(tag, k)
        return
      case 'test-suite':
        this.suites.push({
          name: a.fullname ?? a.name ?? '(unnamed)',
          ...(a.result !== undefined ? { result: a.result } : {}),
          ...(a.site !== undefined ? { site: a.site } : {}),
          failedBelow: 0,
        })
        return
      case 'test-case':
        this.openCase(tag)
        return
      case 'failure':
      case 'reason':
        this.within = tag.name
        return
      case 'message':
        if (this.within) this.capture.start()
        return
    }
  }

  text(t: string): void {
    this.capture.add(t)
  }

  close(tag: SaxesTagPlain): void {
    switch (tag.name) {
      case 'message': {
        const message = this.capture.take()
        const holder = this.current ?? this.suites.at(-1)
        if (holder && message && holder.message === undefined) holder.message = message
        return
      }
      case 'failure':
      case 'reason':
        this.within = undefined
        return
      case 'test-case':
        this.closeCase()
        return
      case 'test-suite':
        this.closeSuite()
        return
    }
  }

  /** The report, its run's counts checked against what it names. */
  end(): ParsedReport {
    const run = (message: string) =>
      this.tally.outside.push({ report: this.report, where: 'the run', message })
    if (this.declaredFailed !== undefined && this.declaredFailed > this.named)
      run(`the run counts ${this.declaredFailed} failed test(s), the report names ${this.named}`)
    if (failed(this.runResult) && this.named === 0 && this.tally.outside.length === 0)
      run(`the run's result is ${this.runResult}, and the report names nothing that failed`)
    return this.tally.result(true)
  }

  private count(tag: SaxesTagPlain, attribute: string): number | undefined {
    return optionalCount(this.report, tag, attribute, this.at)
  }

  private openCase(tag: SaxesTagPlain): void {
    const a = tag.attributes
    if (this.current)
      throw new ReportError(
        this.report,
        `a <test-case> inside the <test-case> ${JSON.stringify(this.current.name)} (line ${this.at.line})`,
      )
    const outcome = RESULTS.get(a.result ?? '')
    if (outcome === undefined)
      throw new ReportError(
        this.report,
        `the <test-case> ${JSON.stringify(a.fullname ?? a.name ?? '')} has result ` +
          `${JSON.stringify((a.result ?? '').slice(0, 40))} (line ${this.at.line}), not one NUnit 3 writes`,
      )
    const classname = nonEmpty(a.classname)
    this.current = {
      name: a.name ?? '',
      ...(classname !== undefined ? { classname } : {}),
      outcome,
      kind: a.label === 'Error' ? 'error' : 'failure',
    }
  }

  private closeCase(): void {
    const c = this.current
    this.current = undefined
    if (!c) return
    const test = {
      name: c.name,
      ...(c.classname !== undefined ? { classname: c.classname } : {}),
      report: this.report,
    }
    this.tally.record(test, c.outcome, c.message, c.kind)
    if (c.outcome !== 'fail') return
    this.named++
    const suite = this.suites.at(-1)
    if (suite) suite.failedBelow++
  }

  // A suite failed outside its tests: at its own site, or with nothing failed under it.
  private closeSuite(): void {
    const s = this.suites.pop()
    if (!s) return
    const own = s.site === 'SetUp' || s.site === 'TearDown'
    const outside = failed(s.result) && s.site !== 'Parent' && (own || s.failedBelow === 0)
    if (outside)
      this.tally.outside.push({
        report: this.report,
        where: `suite ${JSON.stringify(s.name)}`,
        message: s.message ?? `failed${s.site ? ` (site ${s.site})` : ''}`,
      })
    const parent = this.suites.at(-1)
    if (parent) parent.failedBelow += s.failedBelow + (outside ? 1 : 0)
  }
}

/** NUnit 3 XML's row of the format table. */
export const nunitFormat: FormatRow = {
  label: 'NUnit 3 XML',
  provedBy: 'root `<test-run>` (NUnit 2 wrote `<test-results>`: not read)',
  writtenBy:
    '`nunit3-console --result=TestResult.xml`, Unity Test Framework (`-runTests -testResults results.xml`)',
  reading: {
    family: 'xml',
    proves: (root) => root.name === 'test-run',
    reader: (_root, ctx, at) => new NUnitReader(ctx.shown, at),
  },
  identity:
    "name = the `<test-case>`'s `name` (its arguments included), classname = its `classname`, as TRX and JunitXml.TestLogger give an NUnit test; each `<test-case>` is one test",
  retries: 'none: NUnit records `[Retry]` attempts inside one result',
  attemptWriters: [],
  completeness:
    "`Failed` fails (label `Error`, `Cancelled`, `Invalid` too), `Skipped` and `Inconclusive` did not run, `Passed` and `Warning` passed, another result is an error; a `<test-suite>` failed at its own `site` (`SetUp`, `TearDown`: a OneTimeSetUp or OneTimeTearDown) or failed with nothing failed under it (an assembly that did not load) is a failure outside tests; the `<test-run>`'s `failed` beyond the failed test cases named; a failed run naming nothing; a count that is not a plain non-negative integer, a `<test-run>` inside the root or a `<test-case>` inside another is an error",
  showsOutside: true,
}
