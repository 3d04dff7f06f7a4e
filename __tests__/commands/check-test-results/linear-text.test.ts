/**
 * Text of a report read in one pass, whatever it holds: three regular expressions that read a
 * report's text backtracked (a DOCTYPE's brackets, an xUnit echo line's blanks, a Go import path)
 * and the Go reader searched an unfinished line again with each piece. Each reader now agrees with
 * the expression it replaced on generated text, and takes hostile text in stride.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { parseReport } from '../../../src/commands/check-test-results/reports.js'
import { ReportError } from '../../../src/commands/check-test-results/report.js'
import { xunitEchoName } from '../../../src/commands/check-test-results/formats/trx.js'
import {
  goTestJsonStream,
  withoutTestSuffix,
} from '../../../src/commands/check-test-results/formats/go-json.js'

const text = (alphabet: string[], maxLength = 24) =>
  fc.array(fc.constantFrom(...alphabet), { maxLength }).map((a) => a.join(''))

describe('the XML prolog', () => {
  const junit = (prolog: string) =>
    parseReport(`${prolog}<testsuites><testcase name="t"/></testsuites>`, 'r.xml').format

  it('a DOCTYPE of many bracket pairs is read at once (30 pairs took the former expression 3 s, each one more doubled it)', () => {
    const pairs = '[]'.repeat(5000)
    expect(junit(`<!DOCTYPE x ${pairs}>`)).toBe('junit')
    expect(() => parseReport(`<!DOCTYPE x ${pairs}`, 'r.xml')).toThrow(ReportError)
    expect(() => parseReport(`<!DOCTYPE x ${'[a]'.repeat(5000)}`, 'r.xml')).toThrow(ReportError)
    // Quoted literals and the internal subset may hold a `>`.
    expect(junit(`<!DOCTYPE x SYSTEM "a>b" [<!-- > -->]>`)).toBe('junit')
  })
})

describe('an xUnit echo line', () => {
  const FORMER = /^\[xUnit\.net [^\]]*\]\s+(.+?)\s+\[FAIL\]\s*$/

  it('names the test the former expression named, on generated lines', () => {
    const line = fc
      .tuple(
        fc.constantFrom('[xUnit.net 00:00:01.23]', '[xUnit.net x', '[xunit.net 1]', ''),
        text([' ', '\t', 'a', 'Ns.T', ']', '[', '(1)', '[FAIL]'], 8),
        fc.constantFrom(' [FAIL]', '[FAIL]', ' [FAIL] ', ' [PASS]', ''),
      )
      .map(([a, b, c]) => a + b + c)
    fc.assert(
      fc.property(line, (l) => {
        const former = FORMER.exec(l.trim())?.[1]
        // The former one also named a test made of blanks only; no test is named so.
        if (former === undefined || former.trim() !== '')
          expect([l, xunitEchoName(l)]).toEqual([l, former])
      }),
      { numRuns: 3000 },
    )
  })

  it('a line of 20,000 blanks is read at once (5,000 took the expression 43 s)', () => {
    expect(xunitEchoName(`[xUnit.net 00:00:00.00] ${' '.repeat(20_000)}a`)).toBeUndefined()
    expect(xunitEchoName(`[xUnit.net 00:00:00.00] ${' '.repeat(20_000)}Ns.T [FAIL]`)).toBe('Ns.T')
  })
})

describe('a go test -json stream', () => {
  it("drops a test build's ` [pkg.test]` as the former expression did, on generated paths", () => {
    const FORMER = / \[.*\]$/
    fc.assert(
      fc.property(text(['a', '/', ' ', '[', ']', '.test', 'x'], 12), (p) => {
        expect([p, withoutTestSuffix(p)]).toEqual([p, p.replace(FORMER, '')])
      }),
      { numRuns: 3000 },
    )
    expect(withoutTestSuffix(`${' ['.repeat(200_000)}x`)).toBe(`${' ['.repeat(200_000)}x`)
  })

  it('an event cut into pieces of one character reads as the whole line', () => {
    const events = [
      { Action: 'run', Package: 'example.com/a', Test: 'TestX' },
      {
        Action: 'output',
        Package: 'example.com/a',
        Test: 'TestX',
        Output: '    a_test.go:9: boom\n',
      },
      { Action: 'fail', Package: 'example.com/a', Test: 'TestX', Elapsed: 0.1 },
      { Action: 'fail', Package: 'example.com/a', Elapsed: 0.2 },
    ]
    const stream = events.map((e) => JSON.stringify(e)).join('\n') + '\n'
    const whole = goTestJsonStream('go.json')
    whole.write(stream)
    const pieces = goTestJsonStream('go.json')
    for (const c of stream) pieces.write(c)
    const expected = whole.end()
    expect(expected.report.failures.map((f) => f.name)).toEqual(['TestX'])
    expect(pieces.end()).toEqual(expected)
  })

  it('a line past the bound is an error naming the report and the line, not a line held on', () => {
    const r = goTestJsonStream('reports/go.json', 1000)
    r.write('{"Action":"start","Package":"p"}\n')
    expect(() => {
      for (let i = 0; i < 20; i++) r.write('x'.repeat(100))
    }).toThrow(
      'reports/go.json: line 2 is longer than 1,000 characters, which the gate does not read as one event of go test -json',
    )
  })
})
