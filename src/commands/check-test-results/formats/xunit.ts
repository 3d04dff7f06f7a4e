/**
 * xUnit.net v2's XML (`xunit.console … -xml`, `dotnet test --logger xunit` with
 * XunitXml.TestLogger), read as a stream on the XML base (xml.ts).
 *
 * Proof: the root `<assemblies>`, whose elements are `<assembly>` (xUnit.net v1 wrote a root
 * `<assembly>`, which is not read).
 *
 * Identity, as TRX and JunitXml.TestLogger give an xUnit test: `name` is the `<test>`'s `name`
 * (its display name, `Ns.Class.Method(x: 1)` by default), `classname` its `type`; no parent, no
 * file. Each `<test>` is one test: xUnit.net has no retries, so two tests of one identity are two.
 *
 * Results: `Pass` passed; `Skip` and `NotRun` did not run; `Fail` failed; any other result is an
 * error naming it.
 *
 * Completeness (xUnit's XmlTestExecutionVisitor): every `<error>` (a fatal error, a cleanup
 * failure of an assembly, a collection, a class, a method, a test case or a test) is a failure
 * outside tests; an `<assembly>`'s `failed` beyond the failed tests it names and its `errors`
 * beyond its `<error>` elements are too; an `<assembly>` without `total` never finished (xUnit
 * writes the totals when the assembly's run ends). A count that is not a plain non-negative
 * integer, or an `<assembly>` or a `<test>` inside another (the outer one's totals or result would be
 * lost), is an error; an `<error>` is read only in its assembly's `<errors>`.
 */
import type { SaxesTagPlain } from 'saxes'
import { nonEmpty, ReportError, type ParsedReport, type ReportedTest } from '../report.js'
import type { FormatRow, XmlPosition } from './format.js'
import { TestTally } from './tally.js'
import { optionalCount, TextCapture } from './xml.js'

/** How the gate reads each result xUnit.net writes. */
// A Map, not an object: a result named like an Object property (`constructor`) is no result.
const RESULTS: ReadonlyMap<string, 'pass' | 'fail' | 'skip'> = new Map([
  ['Pass', 'pass'],
  ['Fail', 'fail'],
  ['Skip', 'skip'],
  ['NotRun', 'skip'],
])

interface AssemblyFrame {
  name: string
  /** `failed` and `errors` as it declares them; undefined when it wrote no totals. */
  failed: number | undefined
  errors: number | undefined
  finished: boolean
  namedFailed: number
  namedErrors: number
}

/** A `<test>` being read, and the first line of its `<message>`. */
interface TestFrame {
  test: ReportedTest
  outcome: 'pass' | 'fail' | 'skip'
  message?: string
}

/** An `<error>` of an assembly's `<errors>` being read: what failed, and its `<message>`. */
interface ErrorFrame {
  where: string
  message?: string
}

/** A reader of one xUnit.net v2 report on the XML base (xml.ts feeds it every element). */
export class XUnitReader {
  private readonly tally: TestTally
  private depth = 0
  private assembly?: AssemblyFrame
  /** Inside an assembly's `<errors>`, where xUnit.net writes its `<error>` elements. */
  private inErrors = false
  private test?: TestFrame
  private error?: ErrorFrame
  private readonly capture = new TextCapture()

  constructor(
    readonly report: string,
    private readonly at: XmlPosition,
  ) {
    this.tally = new TestTally(report, false)
  }

  open(tag: SaxesTagPlain): void {
    this.depth++
    if (this.depth === 2 && tag.name !== 'assembly')
      throw new ReportError(
        this.report,
        `a <${tag.name}> in <assemblies> (line ${this.at.line}); xUnit.net v2 writes <assembly> there`,
      )
    switch (tag.name) {
      case 'assembly':
        // One inside another would hide the outer one's totals.
        if (this.depth !== 2)
          throw new ReportError(
            this.report,
            `an <assembly> inside another element (line ${this.at.line}); xUnit.net v2 writes it only in <assemblies>`,
          )
        this.openAssembly(tag)
        return
      case 'test':
        this.openTest(tag)
        return
      case 'errors':
        if (this.depth === 3) this.inErrors = true
        return
      case 'error':
        if (this.inErrors && this.depth === 4) this.openError(tag)
        return
      case 'message':
        // Kept only when a test or an error is open (see close).
        this.capture.start()
        return
    }
  }

  text(t: string): void {
    this.capture.add(t)
  }

  close(tag: SaxesTagPlain): void {
    this.depth--
    switch (tag.name) {
      case 'message': {
        const message = this.capture.take()
        const holder = this.test ?? this.error
        if (holder && holder.message === undefined) holder.message = message
        return
      }
      case 'test':
        this.closeTest()
        return
      case 'errors':
        if (this.depth === 2) this.inErrors = false
        return
      case 'error':
        if (this.inErrors && this.depth === 3) this.closeError()
        return
      case 'assembly':
        this.closeAssembly()
        return
    }
  }

  /** The report, once every element was read. */
  end(): ParsedReport {
    return this.tally.result(true)
  }

  private count(tag: SaxesTagPlain, attribute: string): number | undefined {
    return optionalCount(this.report, tag, attribute, this.at)
  }

  private openAssembly(tag: SaxesTagPlain): void {
    const failed = this.count(tag, 'failed')
    const errors = this.count(tag, 'errors')
    for (const k of ['total', 'passed', 'skipped']) this.count(tag, k)
    this.assembly = {
      name: tag.attributes.name ?? '(unnamed)',
      failed,
      errors,
      finished: tag.attributes.total !== undefined,
      namedFailed: 0,
      namedErrors: 0,
    }
  }

  private openTest(tag: SaxesTagPlain): void {
    const a = tag.attributes
    const outer = this.test
      ? ['test', this.test.test.name]
      : this.error && ['error', this.error.where]
    if (outer)
      throw new ReportError(
        this.report,
        `a <test> inside the <${outer[0]}> ${JSON.stringify(outer[1])} (line ${this.at.line})`,
      )
    const result = a.result ?? ''
    const outcome = RESULTS.get(result)
    if (outcome === undefined)
      throw new ReportError(
        this.report,
        `the <test> ${JSON.stringify(a.name ?? '')} has result ` +
          `${JSON.stringify(result.slice(0, 40))} (line ${this.at.line}), not one xUnit.net writes`,
      )
    const classname = nonEmpty(a.type)
    const test = { name: a.name ?? '', ...(classname !== undefined ? { classname } : {}) }
    this.test = { test: { ...test, report: this.report }, outcome }
  }

  // A test closes only once opened (one inside another is refused), always in an assembly.
  private closeTest(): void {
    const t = this.test as TestFrame
    this.test = undefined
    this.tally.record(t.test, t.outcome, t.message)
    if (t.outcome === 'fail') (this.assembly as AssemblyFrame).namedFailed++
  }

  // An <error> in an assembly's <errors>: something failed outside any test.
  private openError(tag: SaxesTagPlain): void {
    const type = tag.attributes.type ?? 'error'
    const name = nonEmpty(tag.attributes.name)
    this.error = { where: name ? `${type} ${name}` : type }
  }

  private closeError(): void {
    const e = this.error as ErrorFrame
    this.error = undefined
    ;(this.assembly as AssemblyFrame).namedErrors++
    this.tally.outside.push({ report: this.report, where: e.where, message: e.message || e.where })
  }

  // The assembly's totals against what it names; no totals: its run never finished.
  private closeAssembly(): void {
    const a = this.assembly as AssemblyFrame
    this.assembly = undefined
    const where = `assembly ${a.name}`
    const outside = (message: string) =>
      this.tally.outside.push({ report: this.report, where, message })
    if (!a.finished) outside('its run never finished (xUnit.net writes the totals at its end)')
    if ((a.failed ?? 0) > a.namedFailed)
      outside(`it counts ${a.failed} failed test(s), the report names ${a.namedFailed}`)
    if ((a.errors ?? 0) > a.namedErrors)
      outside(`it counts ${a.errors} error(s), the report names ${a.namedErrors}`)
  }
}

/** xUnit.net v2 XML's row of the format table. */
export const xunitFormat: FormatRow = {
  label: 'xUnit.net v2 XML',
  provedBy:
    'root `<assemblies>` whose elements are `<assembly>` (xUnit.net v1 wrote a root `<assembly>`: not read)',
  writtenBy:
    '`xunit.console <tests.dll> -xml results.xml`, `dotnet test --logger "xunit;LogFilePath=results.xml"` (XunitXml.TestLogger)',
  reading: {
    family: 'xml',
    proves: (root) => root.name === 'assemblies',
    reader: (_root, ctx, at) => new XUnitReader(ctx.shown, at),
  },
  identity:
    "name = the `<test>`'s `name` (its display name: `Ns.Class.Method(x: 1)` by default), classname = its `type`, as TRX and JunitXml.TestLogger give an xUnit test; each `<test>` is one test",
  retries: 'none: xUnit.net does not retry',
  attemptWriters: [],
  completeness:
    "`Fail` fails, `Skip` and `NotRun` did not run, `Pass` passed, another result is an error; every `<error>` (fatal, or a cleanup failure of an assembly, collection, class, method or test) is a failure outside tests; an `<assembly>`'s `failed` beyond its failed tests and `errors` beyond its `<error>` elements; an `<assembly>` without `total` (its run never finished); a count that is not a plain non-negative integer, or an `<assembly>` or `<test>` inside another, is an error",
  showsOutside: true,
}
