/** The gate's pure decisions: matching, classes, the verdict, the outputs. */
import { describe, expect, it } from '@jest/globals'
import {
  classifyFailures,
  decide,
  gateOutputs,
  indexTests,
  matchFailure,
  sameFile,
  unexplainedOutput,
} from '../../../src/commands/check-test-results/classify.js'
import { type AllowableClass } from '../../../src/commands/check-test-results/outcome.js'
import { type ReportedFailure } from '../../../src/commands/check-test-results/report.js'
import { testCase } from './helpers.js'

const failure = (o: Partial<ReportedFailure> & { name: string }): ReportedFailure => ({
  message: 'boom',
  kind: 'failure',
  report: 'junit.xml',
  attempts: 1,
  ...o,
})
const ALLOW_Q = new Set<AllowableClass>(['quarantined'])
const ALLOW_QF = new Set<AllowableClass>(['quarantined', 'flaky'])

describe('matchFailure', () => {
  it('matches by name exactly; no test of that name is no match', () => {
    const t = testCase({ name: 'test_a' })
    const index = indexTests([t])
    expect(matchFailure(failure({ name: 'test_a' }), index)).toEqual({
      test: t,
      ambiguous: false,
      by: 'names',
      ruledOut: 0,
    })
    expect(matchFailure(failure({ name: 'test_A' }), index)).toEqual({
      ambiguous: false,
      ruledOut: 0,
    })
  })

  it('drops a candidate whose classname (or parent) or file disagrees', () => {
    const a = testCase({ name: 't', classname: 'pkg.A', file_path: 'tests/a.py' })
    const b = testCase({ name: 't', parent: 'pkg.B' })
    const index = indexTests([a, b])
    expect(matchFailure(failure({ name: 't', classname: 'pkg.B' }), index).test).toBe(b)
    expect(matchFailure(failure({ name: 't', classname: 'pkg.C' }), index).test).toBeUndefined()
    expect(
      matchFailure(failure({ name: 't', classname: 'pkg.A', file: 'tests/b.py' }), index).test,
    ).toBeUndefined()
    // No suffix is guessed (readReport makes a report's absolute paths workspace-relative).
    expect(
      matchFailure(
        failure({ name: 't', classname: 'pkg.A', file: '/home/runner/work/app/app/tests/a.py' }),
        index,
      ).test,
    ).toBeUndefined()
    expect(
      matchFailure(failure({ name: 't', classname: 'pkg.A', file: 'x/tests/a.py' }), index).test,
    ).toBeUndefined()
  })

  it('a field only one side has neither confirms nor rules out; more confirmed fields win', () => {
    const withClass = testCase({ name: 't', classname: 'pkg.A' })
    const bare = testCase({ name: 't' })
    const index = indexTests([bare, withClass])
    expect(matchFailure(failure({ name: 't', classname: 'pkg.A' }), index)).toEqual({
      test: withClass,
      ambiguous: false,
      by: 'names',
      ruledOut: 0,
    })
  })

  it('several equally good candidates are ambiguous; the least forgiving is taken', () => {
    const q = testCase({ name: 't', quarantined: true, variant: 'linux' })
    const f = testCase({ name: 't', variant: 'mac' })
    const b = testCase({ name: 't', status: { value: 'broken', reason: '', timestamp: '' } })
    expect(matchFailure(failure({ name: 't' }), indexTests([q, f]))).toEqual({
      test: f,
      ambiguous: true,
      by: 'names',
      ruledOut: 0,
    })
    expect(matchFailure(failure({ name: 't' }), indexTests([q, f, b]))).toEqual({
      test: b,
      ambiguous: true,
      by: 'names',
      ruledOut: 0,
    })
  })

  it('a test listed twice (the same id on two pages) is one candidate', () => {
    const t = testCase({ name: 't' })
    expect(matchFailure(failure({ name: 't' }), indexTests([t, { ...t }]))).toEqual({
      test: t,
      ambiguous: false,
      by: 'names',
      ruledOut: 0,
    })
  })

  it('sameFile', () => {
    expect(sameFile('./tests/a.py', 'tests/a.py')).toBe(true)
    expect(sameFile('tests\\a.py', 'tests/a.py')).toBe(true)
    expect(sameFile('C:\\w\\app\\tests\\a.py', 'tests/a.py')).toBe(false)
    expect(sameFile('src/index.test.ts', 'packages/a/src/index.test.ts')).toBe(false)
    expect(sameFile('tests/a.py', 'mytests/a.py')).toBe(false)
  })
})

describe('classes and the verdict', () => {
  const known = [
    testCase({ name: 'quarantined', quarantined: true }),
    testCase({
      name: 'quarantined_broken',
      quarantined: true,
      status: { value: 'broken', reason: '', timestamp: '' },
    }),
    testCase({ name: 'flaky' }),
    testCase({ name: 'broken', status: { value: 'broken', reason: '', timestamp: '' } }),
    testCase({ name: 'healthy', status: { value: 'healthy', reason: '', timestamp: '' } }),
  ]
  const classes = (names: string[], allow = ALLOW_Q) =>
    classifyFailures(
      names.map((name) => failure({ name })),
      known,
      allow,
    ).map((f) => [f.name, f.class, f.allowed])

  it('quarantined whatever the status, flaky, broken (any other status), new', () => {
    expect(
      classes(['quarantined', 'quarantined_broken', 'flaky', 'broken', 'healthy', 'unknown']),
    ).toEqual([
      ['quarantined', 'quarantined', true],
      ['quarantined_broken', 'quarantined', true],
      ['flaky', 'flaky', false],
      ['broken', 'broken', false],
      ['healthy', 'broken', false],
      ['unknown', 'new', false],
    ])
    expect(classes(['flaky'], ALLOW_QF)).toEqual([['flaky', 'flaky', true]])
    expect(classes(['quarantined'], new Set())).toEqual([['quarantined', 'quarantined', false]])
  })

  it.each([
    [[], ALLOW_Q, 'success', 0],
    [['quarantined'], ALLOW_Q, 'success', 0],
    [['quarantined', 'flaky'], ALLOW_Q, 'failure', 1],
    [['quarantined', 'flaky'], ALLOW_QF, 'success', 0],
    [['flaky', 'broken'], ALLOW_QF, 'failure', 1],
    [['unknown'], ALLOW_QF, 'failure', 1],
    [['quarantined'], new Set<AllowableClass>(), 'failure', 1],
    [['flaky'], new Set<AllowableClass>(['flaky']), 'success', 0],
  ] as const)('%j allowing %p: %s with %d unexplained', (names, allow, outcome, unexplained) => {
    const d = decide(
      classifyFailures(
        names.map((name) => failure({ name })),
        known,
        allow,
      ),
    )
    expect(d.outcome).toBe(outcome)
    expect(d.unexplained).toBe(unexplained)
    expect(d.failed).toBe(names.length)
  })

  it('counts ambiguous matches', () => {
    const d = decide(
      classifyFailures(
        [failure({ name: 't' })],
        [testCase({ name: 't' }), testCase({ name: 't' })],
        ALLOW_Q,
      ),
    )
    expect(d.ambiguous).toBe(1)
  })
})

describe('outputs', () => {
  it('counts by class and the unexplained ones as compact JSON', () => {
    const flaky = testCase({ name: 'flaky' })
    const failures = classifyFailures(
      [
        failure({ name: 'q' }),
        failure({ name: 'flaky', classname: 'c', file: 'f.py' }),
        failure({ name: 'new' }),
      ],
      [testCase({ name: 'q', quarantined: true }), flaky],
      ALLOW_Q,
    )
    const { outputs, kept, total } = gateOutputs(failures, decide(failures))
    expect(outputs).toEqual({
      'failed-tests-count': '3',
      'quarantined-failures-count': '1',
      'repo-quarantined-failures-count': '0',
      'flaky-failures-count': '1',
      'unexplained-failures-count': '2',
      'unexplained-failures': JSON.stringify([
        { name: 'flaky', classname: 'c', file: 'f.py', class: 'flaky', link: flaky.html_url },
        { name: 'new', class: 'new' },
      ]),
      'passed-on-retry-count': '0',
      'retry-seconds': '0',
    })
    expect([kept, total]).toEqual([2, 2])
  })

  it('no failures: zeros and an empty list', () => {
    expect(gateOutputs([], decide([])).outputs).toEqual({
      'failed-tests-count': '0',
      'quarantined-failures-count': '0',
      'repo-quarantined-failures-count': '0',
      'flaky-failures-count': '0',
      'unexplained-failures-count': '0',
      'unexplained-failures': '[]',
      'passed-on-retry-count': '0',
      'retry-seconds': '0',
    })
  })

  it('the list is cut to the first failures that fit the byte budget', () => {
    const failures = classifyFailures(
      Array.from({ length: 100 }, (_, i) => failure({ name: `test_${i}_${'é'.repeat(50)}` })),
      [],
      ALLOW_Q,
    )
    const one = Buffer.byteLength(JSON.stringify([{ name: failures[0]!.name, class: 'new' }]))
    const out = unexplainedOutput(failures, one * 10)
    expect(Buffer.byteLength(out.json)).toBeLessThanOrEqual(one * 10)
    expect(out.total).toBe(100)
    expect(out.kept).toBeGreaterThan(5)
    // The most that fit: one more would not.
    const more = (JSON.parse(unexplainedOutput(failures).json) as unknown[]).slice(0, out.kept + 1)
    expect(Buffer.byteLength(JSON.stringify(more))).toBeGreaterThan(one * 10)
    expect((JSON.parse(out.json) as { name: string }[])[0]!.name).toBe(failures[0]!.name)
  })
})

describe('failures nothing can explain', () => {
  it('a nameless failing test is new and counted, even beside a quarantined test with no classname', () => {
    const [f] = classifyFailures(
      [failure({ name: '' })],
      [testCase({ name: 'x', quarantined: true })],
      ALLOW_QF,
      () => 'an-id-that-is-never-asked',
    )
    expect(f).toMatchObject({ class: 'new', allowed: false })
    expect(decide([f!])).toMatchObject({ outcome: 'failure', unexplained: 1, failed: 1 })
  })

  it('a failure that fits two quarantined tests equally is unexplained and counted as neither quarantined nor forgiven', () => {
    // jest-junit writes no file: the failure fits the quarantined test of this name in either file
    // (found by the longer differential run: it used to count as 1 quarantined and 1 unexplained).
    const [f] = classifyFailures(
      [failure({ name: 'renders without crashing', classname: 'renders without crashing' })],
      [
        testCase({
          name: 'renders without crashing',
          classname: 'renders without crashing',
          file_path: 'src/index.test.ts',
          quarantined: true,
        }),
        testCase({
          name: 'renders without crashing',
          classname: 'renders without crashing',
          file_path: 'src/checkout/__tests__/CheckoutFlow.test.js',
          quarantined: true,
        }),
      ],
      ALLOW_Q,
    )
    expect(f).toMatchObject({ ambiguous: true, allowed: false })
    const d = decide([f!])
    expect(d).toMatchObject({ outcome: 'failure', unexplained: 1, ambiguous: 1, failed: 1 })
    expect(d.byClass).toEqual({ quarantined: 0, flaky: 0, broken: 0, new: 0 })
    expect(gateOutputs([f!], d).outputs).toMatchObject({ 'quarantined-failures-count': '0' })
  })

  it('failures outside test cases fail the decision and are counted, first in the output', () => {
    const d = decide([], 2)
    expect(d).toMatchObject({ outcome: 'failure', failed: 2, outside: 2, unexplained: 0 })
    const { outputs } = gateOutputs([], d, undefined, 0, [
      { report: 'r.json', where: 'package p', message: 'build failed' },
      { report: 'r.json', where: 'test file a.test.js', message: 'x' },
    ])
    expect(outputs['unexplained-failures-count']).toBe('2')
    expect(JSON.parse(outputs['unexplained-failures']!)).toEqual([
      { name: 'package p', class: 'outside', report: 'r.json' },
      { name: 'test file a.test.js', class: 'outside', report: 'r.json' },
    ])
  })
})
