/**
 * TRX (formats/trx.ts), rule by rule on small reports: each outcome TRX defines, inner results as
 * attempts of their parent, the class from the test's definition, the run-level lines (an echo of
 * a named failure is that failure; anything else fails outside tests), the counters and the run's
 * outcome against what the report names. dotnet's own file is in formats.test.ts.
 */
import { describe, expect, it } from '@jest/globals'
import { parseReport } from '../../../../src/commands/check-test-results/reports.js'
import { ReportError } from '../../../../src/commands/check-test-results/report.js'

const NS = 'http://microsoft.com/schemas/VisualStudio/TeamTest/2010'
const trx = (results: string, more = '') =>
  `<?xml version="1.0" encoding="utf-8"?>\n<TestRun id="r" xmlns="${NS}"><Results>${results}</Results>${more}</TestRun>`
const result = (name: string, outcome: string, inner = '', duration = '00:01:02.5') =>
  `<UnitTestResult testId="id-${name}" testName="${name}" outcome="${outcome}" duration="${duration}">${inner}</UnitTestResult>`
const message = (text: string) =>
  `<Output><ErrorInfo><Message>${text}</Message></ErrorInfo></Output>`
const definition = (name: string, className: string) =>
  `<UnitTest name="${name}" id="id-${name}"><TestMethod className="${className}" name="${name}"/></UnitTest>`
const summary = (outcome: string, counters = '', runInfos = '') =>
  `<ResultSummary outcome="${outcome}"><Counters total="1" ${counters}/>${runInfos ? `<RunInfos>${runInfos}</RunInfos>` : ''}</ResultSummary>`
const runInfo = (outcome: string, text?: string) =>
  `<RunInfo computerName="x" outcome="${outcome}" timestamp="t">${text === undefined ? '' : `<Text>${text}</Text>`}</RunInfo>`
const read = (xml: string) => parseReport(xml, 'r.trx')
const outside = (xml: string) => read(xml).outside.map((o) => o.message)

describe('each outcome TRX defines', () => {
  it('failing outcomes fail (Failed a failure, the rest errors), passing ones pass, not run ones skip', () => {
    const failing = [
      'Failed',
      'Error',
      'Timeout',
      'Aborted',
      'Disconnected',
      'NotRunnable',
      'InProgress',
      'Pending',
    ]
    const r = read(
      trx(
        [
          ...failing.map((o) => result(o, o)),
          ...['Passed', 'Completed', 'Warning'].map((o) => result(o, o)),
          result('n', 'NotExecuted'),
          result('i', 'Inconclusive'),
        ].join(''),
      ),
    )
    expect(r.failures.map((f) => [f.name, f.kind, f.message])).toStrictEqual(
      failing.map((o) => [o, o === 'Failed' ? 'failure' : 'error', o]),
    )
    expect(r.tests).toBe(13)
    expect(r.skipped).toBe(2)
    expect(r.outside).toStrictEqual([])
  })

  it('an outcome TRX does not define is refused, naming the test and the line', () => {
    expect(() => read(trx(result('t', 'Flaky')))).toThrow(ReportError)
    expect(() => read(trx(result('t', 'Flaky')))).toThrow(
      'the result of "t" has outcome "Flaky" (line 2), not one TRX defines',
    )
    expect(() => read(trx('<UnitTestResult testName="u"/>'))).toThrow('has outcome ""')
  })

  it("a second <ResultSummary> or <Counters> is refused: it would replace the run's outcome and counts", () => {
    const failed = summary('Failed', 'executed="1" failed="1"')
    const clean = summary('Completed', 'executed="1" passed="1" failed="0"')
    expect(() => read(trx(result('t', 'Passed'), failed + clean))).toThrow(
      'a second <ResultSummary> (line 2); TRX writes one, of the whole run',
    )
    const twoCounters = `<ResultSummary outcome="Completed"><Counters total="1" failed="1"/><Counters total="1" failed="0"/></ResultSummary>`
    expect(() => read(trx(result('t', 'Passed'), twoCounters))).toThrow(
      'a second <Counters> (line 2); TRX writes one, of the whole run',
    )
  })

  it('an outcome named like an Object property is no outcome: a failing test under it is refused', () => {
    // With the outcomes in a plain object, `constructor` found Object and the test passed unseen.
    for (const o of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
      const xml = trx(
        result('t', o, message('boom')),
        summary('Completed', 'executed="1" passed="1" failed="0"'),
      )
      expect(() => read(xml)).toThrow(
        `the result of "t" has outcome "${o}" (line 2), not one TRX defines`,
      )
    }
  })

  it("a failure's message is its Message's first line; one without keeps its outcome", () => {
    const r = read(
      trx(
        result('a', 'Failed', message('Assert.Equal() Failure\nExpected: 0')) +
          result('b', 'Error'),
      ),
    )
    expect(r.failures.map((f) => f.message)).toStrictEqual(['Assert.Equal() Failure', 'Error'])
  })

  it('PassedButRunAborted passes the test and fails the run', () => {
    const r = read(trx(result('a', 'PassedButRunAborted')))
    expect(r.failures).toStrictEqual([])
    expect(r.outside.map((o) => [o.where, o.message])).toStrictEqual([
      ['the run', 'the run was aborted (a result is PassedButRunAborted)'],
    ])
  })
})

describe('inner results are attempts of their parent', () => {
  const inner = (...outcomes: string[]) =>
    `<InnerResults>${outcomes.map((o, i) => result(`inner${i}`, o, o === 'Failed' ? message(`attempt ${i}`) : '', '00:00:02')).join('')}</InnerResults>`

  it('a parent that passed after failed attempts passed on a retry: their count, time, last message', () => {
    const r = read(
      trx(
        result('p', 'Passed', inner('Failed', 'Failed', 'Passed')) + definition('p', 'Ns.Cls, Asm'),
      ),
    )
    expect(r.failures).toStrictEqual([])
    expect(r.passedOnRetry).toStrictEqual([
      {
        name: 'p',
        classname: 'Ns.Cls',
        report: 'r.trx',
        failedAttempts: 2,
        failedSeconds: 4,
        message: 'attempt 1',
      },
    ])
    expect(r.tests).toBe(1)
  })

  it('a parent that failed is one failure, whatever its attempts; a pass with no failed attempt is a pass', () => {
    const r = read(
      trx(
        result('f', 'Failed', inner('Failed', 'Passed')) + result('q', 'Passed', inner('Passed')),
      ),
    )
    expect(r.failures.map((f) => [f.name, f.attempts])).toStrictEqual([['f', 1]])
    expect(r.passedOnRetry).toStrictEqual([])
  })

  it('two results of one name are two tests', () => {
    const r = read(trx(result('same', 'Failed') + result('same', 'Passed')))
    expect(r.failures.map((f) => f.name)).toStrictEqual(['same'])
    expect(r.passedOnRetry).toStrictEqual([])
  })
})

describe("a test's class, from its definition", () => {
  it('the className before its assembly; none without a definition', () => {
    const r = read(
      trx(
        result('a', 'Failed') + result('b', 'Failed') + result('c', 'Failed'),
        `<TestDefinitions>${definition('a', 'Ns.A, Asm, Version=1')}${definition('b', 'Ns.B')}</TestDefinitions>`,
      ),
    )
    expect(r.failures.map((f) => f.classname)).toStrictEqual(['Ns.A', 'Ns.B', undefined])
    expect(r.failures[2]).not.toHaveProperty('classname')
  })
})

describe('the run-level lines', () => {
  it("xUnit's echo of a named failure is that failure, once for each; another echo fails the run", () => {
    const echo = (name: string) => runInfo('Error', `[xUnit.net 00:00:01.23]     ${name} [FAIL]`)
    expect(
      outside(trx(result('Ns.T', 'Failed'), summary('Failed', 'failed="1"', echo('Ns.T')))),
    ).toStrictEqual([])
    expect(
      outside(
        trx(result('Ns.T', 'Failed'), summary('Failed', 'failed="1"', echo('Ns.T') + echo('Ns.T'))),
      ),
    ).toStrictEqual(['[xUnit.net 00:00:01.23]     Ns.T [FAIL]'])
    expect(
      outside(trx(result('Ns.T', 'Failed'), summary('Failed', 'failed="1"', echo('Ns.Other')))),
    ).toHaveLength(1)
  })

  it('"Exit code indicates failure" is an echo only when a failure is named', () => {
    const exit = runInfo('Error', 'Test host process exited: Exit code indicates failure.')
    expect(
      outside(trx(result('a', 'Failed'), summary('Failed', 'failed="1"', exit))),
    ).toStrictEqual([])
    expect(outside(trx(result('a', 'Passed'), summary('Failed', '', exit)))).toStrictEqual([
      'Test host process exited: Exit code indicates failure.',
    ])
  })

  it('an Error with no text fails the run; a warning or an informational line does not', () => {
    expect(
      outside(trx(result('a', 'Passed'), summary('Completed', '', runInfo('Error')))),
    ).toStrictEqual(['a <RunInfo outcome="Error"> with no text'])
    expect(
      outside(
        trx(
          result('a', 'Passed'),
          summary('Completed', '', runInfo('Warning', 'slow') + runInfo('Informational', 'hi')),
        ),
      ),
    ).toStrictEqual([])
  })

  it("the counters' failed results beyond the results named", () => {
    expect(
      outside(
        trx(
          result('a', 'Failed'),
          summary('Failed', 'failed="1" error="1" timeout="1" passed="9"'),
        ),
      ),
    ).toStrictEqual(['the counters count 3 failed result(s), the report names 1'])
    expect(
      outside(
        trx(result('a', 'Failed'), summary('Failed', 'failed="1" passed="9" notExecuted="4"')),
      ),
    ).toStrictEqual([])
    for (const k of ['aborted', 'disconnected', 'notRunnable'])
      expect(outside(trx(result('a', 'Passed'), summary('Completed', `${k}="1"`)))).toHaveLength(1)
  })

  it("a failed run's outcome with nothing failing named fails the run; with a failure named, it is that failure", () => {
    for (const o of ['Failed', 'Error', 'Timeout', 'Aborted', 'Disconnected'])
      expect(outside(trx(result('a', 'Passed'), summary(o)))).toStrictEqual([
        `the run's outcome is ${o}, and the report names nothing that failed`,
      ])
    expect(outside(trx(result('a', 'Failed'), summary('Failed', 'failed="1"')))).toStrictEqual([])
    for (const o of ['Completed', 'Warning', 'Passed'])
      expect(outside(trx(result('a', 'Passed'), summary(o)))).toStrictEqual([])
  })

  it('a counter that is no count is refused', () => {
    expect(() => read(trx(result('a', 'Passed'), summary('Completed', 'failed="x"')))).toThrow(
      ReportError,
    )
  })
})

describe('rules the mutation run found untested', () => {
  const failedInner = `<InnerResults>${result('i0', 'Failed', message('attempt 0'))}</InnerResults>`

  it("an echo's first line is what names the test: the lines under it are its message", () => {
    const echo = runInfo(
      'Error',
      '[xUnit.net 00:00:01.23]     Ns.T [FAIL]\n  Assert.Equal() Failure',
    )
    expect(outside(trx(result('Ns.T', 'Failed'), summary('Failed', 'failed="1"', echo)))).toEqual(
      [],
    )
  })

  it('a TRX file says what failed outside its tests: its run lines are read as a whole run', () => {
    expect(read(trx(result('a', 'Passed'))).showsOutside).toBe(true)
  })

  it('failed attempts under a test that did not run are no retry; under PassedButRunAborted they are', () => {
    const skipped = read(trx(result('s', 'NotExecuted', failedInner)))
    expect([skipped.skipped, skipped.passedOnRetry, skipped.failures]).toStrictEqual([1, [], []])
    const aborted = read(trx(result('a', 'PassedButRunAborted', failedInner)))
    expect(aborted.passedOnRetry.map((p) => [p.name, p.failedAttempts])).toStrictEqual([['a', 1]])
    expect(aborted.failures).toStrictEqual([])
  })

  it("a Message under a result that passed is read past, not taken as anyone's failure", () => {
    const r = read(
      trx(result('a', 'Passed', message('a note')) + result('b', 'Warning', message('x'))),
    )
    expect([r.tests, r.failures, r.passedOnRetry]).toStrictEqual([2, [], []])
  })
})
