/**
 * Visual Studio's TRX (`dotnet test --logger trx`), read as a stream with saxes (no entities, as
 * for JUnit).
 *
 * Identity, as JunitXml.TestLogger gives it: `classname` is the `<TestMethod className>` of the
 * result's test definition (its assembly-qualified part dropped), `name` the result's `testName`;
 * no parent, no file. Outcomes `Failed`, `Error`, `Timeout` and `Aborted` fail. Failures outside
 * tests: the `<Counters>` counting more failures than the results name, and a `<RunInfo
 * outcome="Error">` (the run itself broke).
 */
import { SaxesParser, type SaxesTagPlain } from 'saxes'
import { oneLine, ReportError, type ParsedReport, type ReportedTest } from '../junit.js'
import { TestTally } from './tally.js'

const FAILED = new Set(['Failed', 'Error', 'Timeout', 'Aborted'])
const MAX_TEXT = 1200

interface PendingFailure {
  name: string
  message: string
  seconds: number
  kind: 'failure' | 'error'
}

// hh:mm:ss.fffffff
function durationSeconds(v: string | undefined): number {
  const m = /^(\d+):(\d+):(\d+(?:\.\d+)?)$/.exec(v ?? '')
  if (!m) return 0
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3])
}

/** A streaming reader of one TRX report. */
export class TrxReader {
  private readonly parser = new SaxesParser<{ xmlns: false; position: true }>({
    xmlns: false,
    position: true,
  })
  private readonly tally: TestTally
  private depth = 0
  private sawRoot = false
  /** Failed results by testId, until their definition gives the class. */
  private readonly failed = new Map<string, PendingFailure[]>()
  private readonly classOf = new Map<string, string>()
  private definition?: string
  private result?: { testId: string; failure?: PendingFailure }
  private text?: { target: 'message' | 'runinfo'; value: string }
  private runInfoError = false
  private declaredFailed?: number

  constructor(readonly report: string) {
    this.tally = new TestTally(report)
    const p = this.parser
    p.on('error', (e) => {
      throw new ReportError(
        report,
        `not well-formed XML (line ${p.line}, column ${p.column}: ${e.message.replace(/^(?:[^:]*:)?\d+:\d+: /, '')})`,
      )
    })
    p.on('doctype', () => {
      throw new ReportError(
        report,
        'a TRX report has no DOCTYPE; entities are never expanded or fetched',
      )
    })
    p.on('opentag', (t) => this.open(t))
    p.on('closetag', (t) => this.close(t))
    p.on('text', (t) => this.addText(t))
    p.on('cdata', (t) => this.addText(t))
  }

  /** Feeds the next piece of the report's text. */
  write(chunk: string): void {
    this.parser.write(chunk.charCodeAt(0) === 0xfeff && !this.sawRoot ? chunk.slice(1) : chunk)
  }

  /** Ends the text and gives the report. */
  end(): ParsedReport {
    this.parser.close()
    if (!this.sawRoot) throw new ReportError(this.report, 'not a TRX report: no <TestRun> root')
    let named = 0
    for (const [testId, list] of this.failed) {
      const classname = this.classOf.get(testId)
      for (const f of list) {
        named++
        const test: ReportedTest = {
          name: f.name,
          ...(classname !== undefined ? { classname } : {}),
          report: this.report,
        }
        this.tally.fail(test, f.message, f.seconds, f.kind)
      }
    }
    if (this.declaredFailed !== undefined && this.declaredFailed > named)
      this.tally.outside.push({
        report: this.report,
        where: 'the run',
        message: `the counters count ${this.declaredFailed} failed result(s), the report names ${named}`,
      })
    return this.tally.result('trx', true)
  }

  private open(tag: SaxesTagPlain): void {
    this.depth++
    const a = tag.attributes
    if (this.depth === 1) {
      if (tag.name !== 'TestRun')
        throw new ReportError(this.report, `not a TRX report: the root element is <${tag.name}>`)
      this.sawRoot = true
      return
    }
    switch (tag.name) {
      case 'UnitTestResult': {
        const outcome = a.outcome ?? ''
        const testId = a.testId ?? ''
        const name = a.testName ?? ''
        if (FAILED.has(outcome)) {
          this.result = {
            testId,
            failure: {
              name,
              message: outcome,
              seconds: durationSeconds(a.duration),
              kind: outcome === 'Failed' ? 'failure' : 'error',
            },
          }
        } else {
          this.result = { testId }
          if (outcome === 'Passed') this.tally.pass({ name, report: this.report })
          else this.tally.skip()
        }
        return
      }
      case 'Message':
        if (this.result?.failure) this.text = { target: 'message', value: '' }
        return
      case 'UnitTest':
        this.definition = a.id
        return
      case 'TestMethod':
        if (this.definition !== undefined && this.failed.has(this.definition) && a.className)
          this.classOf.set(this.definition, a.className.split(',')[0]?.trim() ?? a.className)
        return
      case 'Counters': {
        const n = (k: string) => {
          const v = Number(a[k])
          return Number.isSafeInteger(v) && v > 0 ? v : 0
        }
        this.declaredFailed = n('failed') + n('error') + n('timeout') + n('aborted')
        return
      }
      case 'RunInfo':
        this.runInfoError = a.outcome === 'Error'
        return
      case 'Text':
        if (this.runInfoError) this.text = { target: 'runinfo', value: '' }
        return
    }
  }

  private addText(t: string): void {
    if (this.text && this.text.value.length < MAX_TEXT) this.text.value += t.slice(0, MAX_TEXT)
  }

  private close(tag: SaxesTagPlain): void {
    this.depth--
    switch (tag.name) {
      case 'UnitTestResult': {
        const r = this.result
        this.result = undefined
        if (!r?.failure) return
        const list = this.failed.get(r.testId)
        if (list) list.push(r.failure)
        else this.failed.set(r.testId, [r.failure])
        return
      }
      case 'Message':
        if (this.text?.target === 'message' && this.result?.failure)
          this.result.failure.message = oneLine(this.text.value) || this.result.failure.message
        this.text = undefined
        return
      case 'UnitTest':
        this.definition = undefined
        return
      case 'Text':
        if (this.text?.target === 'runinfo')
          this.tally.outside.push({
            report: this.report,
            where: 'the run',
            message: oneLine(this.text.value) || 'a run error',
          })
        this.text = undefined
        return
      case 'RunInfo':
        this.runInfoError = false
        return
    }
  }
}
