/**
 * Jest's `--json` and vitest's `--reporter=json` (formats/jest-json.ts), rule by rule on small
 * documents: which writer's fields prove which, each status, retries, test files that did not run,
 * and each declared count against what the document names. The writers' own files are in
 * formats.test.ts, reports.test.ts and the differential tests.
 */
import { describe, expect, it } from '@jest/globals'
import { parseReport } from '../../../../src/commands/check-test-results/reports.js'
import { refusalOf } from '../helpers.js'
import { jestWriterOf } from '../../../../src/commands/check-test-results/formats/jest-json.js'

type Obj = Record<string, unknown>
const SHARED = {
  numTotalTestSuites: 1,
  numPassedTestSuites: 0,
  numFailedTestSuites: 0,
  numPendingTestSuites: 0,
  numTotalTests: 1,
  numPassedTests: 0,
  numFailedTests: 0,
  numPendingTests: 0,
  numTodoTests: 0,
  snapshot: {},
  startTime: 0,
  success: true,
}
const JEST_ONLY = { numRuntimeErrorTestSuites: 0, wasInterrupted: false, openHandles: [] }
const jestDoc = (testResults: unknown[], counts: Obj = {}) => ({
  ...SHARED,
  ...JEST_ONLY,
  testResults,
  ...counts,
})
const vitestDoc = (testResults: unknown[], counts: Obj = {}) => ({
  ...SHARED,
  testResults,
  ...counts,
})
const read = (doc: Obj, workspace = '') =>
  parseReport(JSON.stringify(doc), 'report.json', { workspace })
const file = (name: string, assertionResults: Obj[], more: Obj = {}) => ({
  name,
  status: assertionResults.some((a) => a.status === 'failed') ? 'failed' : 'passed',
  message: '',
  assertionResults,
  ...more,
})
const test = (title: string, status: string, more: Obj = {}) => ({
  ancestorTitles: ['cart'],
  title,
  status,
  failureMessages: status === 'failed' ? [`${title} broke\n  at x`] : [],
  ...more,
})
const refusal = (doc: Obj) => refusalOf(() => read(doc))

describe('which writer', () => {
  it("Jest's three fields of its own make it Jest; none, vitest; some, neither", () => {
    expect(jestWriterOf(jestDoc([]))).toBe('jest')
    expect(jestWriterOf(vitestDoc([]))).toBe('vitest')
    expect(jestWriterOf({ ...vitestDoc([]), wasInterrupted: false })).toBeUndefined()
    expect(jestWriterOf({ ...vitestDoc([]), openHandles: [] })).toBeUndefined()
    expect(
      jestWriterOf({ ...vitestDoc([]), numRuntimeErrorTestSuites: 0, openHandles: [] }),
    ).toBeUndefined()
  })

  it('each shared field is needed, and testResults is a list', () => {
    for (const k of [...Object.keys(SHARED), 'testResults']) {
      const d: Obj = jestDoc([])
      delete d[k]
      expect({ k, writer: jestWriterOf(d) }).toStrictEqual({ k, writer: undefined })
    }
    expect(jestWriterOf(jestDoc({} as unknown as unknown[]))).toBeUndefined()
    for (const d of [null, [], 'x', 3]) expect(jestWriterOf(d)).toBeUndefined()
  })
})

describe('each status', () => {
  it("failed fails with its first message's first line; skipped ones are skipped; passed passes", () => {
    const r = read(
      jestDoc([
        file('/w/a.test.ts', [
          test('adds', 'failed'),
          test('rounds', 'failed', { failureMessages: [7, 'second'] }),
          test('p', 'pending'),
          test('s', 'skipped'),
          test('t', 'todo'),
          test('d', 'disabled'),
          test('ok', 'passed'),
        ]),
      ]),
      '/w',
    )
    expect(r.failures.map((f) => [f.name, f.classname, f.suite, f.file, f.message])).toStrictEqual([
      ['cart adds', 'cart adds', 'cart', 'a.test.ts', 'adds broke'],
      ['cart rounds', 'cart rounds', 'cart', 'a.test.ts', ''],
    ])
    expect(r.tests).toBe(7)
    expect(r.skipped).toBe(4)
    expect(r.outside).toStrictEqual([])
  })

  it('a status Jest does not write is a failure that says so', () => {
    const r = read(jestDoc([file('a.test.ts', [test('x', 'broken')], { status: 'failed' })]))
    expect(r.failures.map((f) => f.message)).toStrictEqual(['status "broken" (not passed)'])
    const none = read(jestDoc([file('a.test.ts', [{ ancestorTitles: [], title: 'y' }])]))
    expect(none.failures.map((f) => [f.name, f.message])).toStrictEqual([
      [' y', 'status undefined (not passed)'],
    ])
  })

  it("vitest's names: titles joined by ' > ', the file as classname and suite", () => {
    const r = read(
      vitestDoc(
        [file('/w/src/a.test.ts', [test('adds', 'failed', { ancestorTitles: ['cart', 'sum'] })])],
        {
          numFailedTests: 1,
          numFailedTestSuites: 3,
          success: false,
        },
      ),
      '/w',
    )
    expect(r.failures.map((f) => [f.name, f.classname, f.suite, f.file])).toStrictEqual([
      ['cart > sum > adds', 'src/a.test.ts', 'src/a.test.ts', 'src/a.test.ts'],
    ])
    expect(r.outside).toStrictEqual([])
  })

  it('entries that are no objects are refused, naming where', () => {
    expect(refusal(jestDoc([null]))).toContain('testResults[0] is not a test file object')
    expect(refusal(jestDoc([file('a', []), []]))).toContain(
      'testResults[1] is not a test file object',
    )
    expect(
      refusal(jestDoc([{ name: 'a', assertionResults: [test('x', 'passed'), 'y'] }])),
    ).toContain('testResults[0].assertionResults[1] is not a test object')
  })
})

describe('fields missing or of another type', () => {
  it('a failed test without titles, messages or a file: named by what is there, never a crash', () => {
    const r = read(
      jestDoc([
        { name: '', status: 'failed', assertionResults: [{ status: 'failed' }] },
        {
          name: 'b.test.ts',
          assertionResults: [
            { ancestorTitles: [1, 'cart', null], title: 7, status: 'failed', failureMessages: 'x' },
          ],
        },
        file('c.test.ts', [test('long', 'x'.repeat(60))]),
      ]),
    )
    expect(r.failures.map((f) => [f.name, f.file, f.message])).toStrictEqual([
      [' ', undefined, ''],
      ['cart ', 'b.test.ts', ''],
      ['cart long', 'c.test.ts', `status "${'x'.repeat(39)} (not passed)`],
    ])
    expect(r.failures[0]).not.toHaveProperty('file')
  })

  it('a failed file with no message and no execution error says so in our words', () => {
    const r = read(
      jestDoc([{ name: 'a.test.ts', status: 'failed', message: 7, assertionResults: 'x' }]),
    )
    expect(r.outside.map((o) => o.message)).toStrictEqual([
      'the test file failed without a failing test',
    ])
  })
})

describe('retries', () => {
  it('invocations above 1, or retry reasons, make a pass a pass on a retry', () => {
    const r = read(
      jestDoc([
        file('a.test.ts', [
          test('twice', 'passed', { invocations: 3 }),
          test('reasons', 'passed', { retryReasons: ['first', 'last\nmore'] }),
          test('both', 'passed', { invocations: 2, retryReasons: ['a', 'b', 'c'] }),
          test('once', 'passed', { invocations: 1 }),
          test('plain', 'passed'),
          test('odd', 'passed', { invocations: '3', retryReasons: 'x' }),
        ]),
      ]),
    )
    expect(r.passedOnRetry.map((p) => [p.name, p.failedAttempts, p.message])).toStrictEqual([
      ['cart twice', 2, ''],
      ['cart reasons', 2, 'last'],
      ['cart both', 3, 'c'],
    ])
    expect(r.failures).toStrictEqual([])
  })
})

describe('test files that did not run', () => {
  it('a file with an execution error: a failure outside tests, with its message', () => {
    const r = read(
      jestDoc(
        [
          file('/w/a.test.ts', [], {
            status: 'failed',
            testExecError: { message: 'Cannot find module x\n at y' },
            message: 'ignored',
          }),
        ],
        { numFailedTestSuites: 1, numRuntimeErrorTestSuites: 1, success: false },
      ),
      '/w',
    )
    expect(r.outside).toStrictEqual([
      { report: 'report.json', where: 'test file a.test.ts', message: 'Cannot find module x' },
    ])
  })

  it("a file failed with no failed test: its message without Jest's heading, or words of ours", () => {
    const [a, b] = read(
      jestDoc([
        file('a.test.ts', [test('ok', 'passed')], {
          status: 'failed',
          message: '  ● Test suite failed to run\n\n    SyntaxError: bad',
        }),
        file('b.test.ts', [], { status: 'failed', testExecError: { message: '  ' } }),
      ]),
    ).outside
    expect(a!.where).toBe('test file a.test.ts')
    expect(a!.message).toContain('SyntaxError: bad')
    expect(a!.message).not.toContain('Test suite failed to run')
    expect(b!.message).toBe('the test file failed without a failing test')
  })

  it('a failed file that names its failed test is no extra finding; a nameless file is shown by its place', () => {
    expect(read(jestDoc([file('a.test.ts', [test('x', 'failed')])])).outside).toStrictEqual([])
    const r = read(jestDoc([{ status: 'failed', assertionResults: [] }]))
    expect(r.outside.map((o) => o.where)).toStrictEqual(['test file testResults[0]'])
    expect(r.failures).toStrictEqual([])
  })
})

describe('the declared counts against what the document names', () => {
  const one = [file('a.test.ts', [test('x', 'failed')])]
  const outside = (doc: Obj) => read(doc).outside.map((o) => [o.where, o.message])

  it('numFailedTests beyond the failed tests named', () => {
    expect(outside(jestDoc(one, { numFailedTests: 2, numFailedTestSuites: 1 }))).toStrictEqual([
      ['the run', 'numFailedTests is 2, the report names 1 failed test(s)'],
    ])
    expect(outside(jestDoc(one, { numFailedTests: 1, numFailedTestSuites: 1 }))).toStrictEqual([])
  })

  it('numFailedTestSuites beyond the failed files (Jest), or files and describe blocks (vitest)', () => {
    expect(outside(jestDoc(one, { numFailedTests: 1, numFailedTestSuites: 2 }))).toStrictEqual([
      ['the run', 'numFailedTestSuites is 2, the report names 1 failed test file(s)'],
    ])
    // vitest: the file and its describe block `cart`, once however many tests failed in it.
    const two = [file('a.test.ts', [test('x', 'failed'), test('y', 'failed')])]
    expect(outside(vitestDoc(two, { numFailedTests: 2, numFailedTestSuites: 2 }))).toStrictEqual([])
    expect(outside(vitestDoc(two, { numFailedTests: 2, numFailedTestSuites: 3 }))).toStrictEqual([
      [
        'the run',
        'numFailedTestSuites is 3, the report names 2 failed test file(s) and describe block(s)',
      ],
    ])
    // Nested describe blocks each count: cart, cart > sum.
    const nested = [file('a.test.ts', [test('x', 'failed', { ancestorTitles: ['cart', 'sum'] })])]
    expect(outside(vitestDoc(nested, { numFailedTests: 1, numFailedTestSuites: 3 }))).toStrictEqual(
      [],
    )
  })

  it('numRuntimeErrorTestSuites beyond the files that did not run', () => {
    expect(
      outside(
        jestDoc(one, { numFailedTests: 1, numFailedTestSuites: 1, numRuntimeErrorTestSuites: 1 }),
      ),
    ).toStrictEqual([
      [
        'the run',
        'numRuntimeErrorTestSuites is 1, the report names 0 test file(s) that did not run',
      ],
    ])
  })

  it('success false with nothing failing named is a failure outside tests; with a failure named, none', () => {
    expect(
      outside(jestDoc([file('a.test.ts', [test('ok', 'passed')])], { success: false })),
    ).toStrictEqual([['the run', 'success is false, and the report names nothing that failed']])
    expect(
      outside(jestDoc(one, { success: false, numFailedTests: 1, numFailedTestSuites: 1 })),
    ).toStrictEqual([])
    expect(
      outside(jestDoc([file('a.test.ts', [test('ok', 'passed')])], { success: 'false' })),
    ).toStrictEqual([])
  })

  it('a count that is no count is refused, naming it', () => {
    for (const k of [
      'numFailedTests',
      'numFailedTestSuites',
      'numRuntimeErrorTestSuites',
      'numTotalTests',
      'numPassedTests',
      'numPendingTests',
      'numTotalTestSuites',
    ])
      for (const v of [-1, 2.5, '3'])
        expect(refusal(jestDoc([], { [k]: v }))).toContain(
          `${k} is ${JSON.stringify(v)}, not a count (a non-negative integer)`,
        )
  })
})
