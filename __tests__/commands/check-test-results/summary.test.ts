/** The gate's summary markdown and annotations: escaped, linked, capped. */
import { describe, expect, it } from '@jest/globals'
import { classifyFailures, decide } from '../../../src/commands/check-test-results/classify.js'
import { type AllowableClass } from '../../../src/commands/check-test-results/outcome.js'
import { type ReportedFailure } from '../../../src/commands/check-test-results/report.js'
import {
  costliestRetries,
  gateAnnotations,
  gateSummary,
  retrySeconds,
} from '../../../src/commands/check-test-results/summary.js'
import { testCase } from './helpers.js'

const WS = '/home/runner/work/app/app'
const failure = (o: Partial<ReportedFailure> & { name: string }): ReportedFailure => ({
  message: 'boom',
  kind: 'failure',
  report: 'reports/junit.xml',
  attempts: 1,
  ...o,
})
const allow = new Set<AllowableClass>(['quarantined'])
const known = [testCase({ name: 'test_q', quarantined: true }), testCase({ name: 'test_f' })]

describe('gateSummary', () => {
  it('a table by class and one of the failures, linked, unexplained first', () => {
    const failures = classifyFailures(
      [
        failure({ name: 'test_q', file: 'tests/q.py', line: 3 }),
        failure({ name: 'test_f', classname: 'tests.f' }),
        failure({ name: 'test_new' }),
      ],
      known,
      allow,
    )
    const s = gateSummary(decide(failures), failures, { reports: 2, tests: 40, allow })
    expect(s).toContain('❌ **Failed**: 2 of 3 failure(s)')
    expect(s).toContain('40 test case(s) in 2 report(s).')
    expect(s).toContain('| 🔒 quarantined | 1 | no (allowed) |')
    expect(s).toContain('| 🆕 new | 1 | yes |')
    const rows = s.split('\n').filter((l) => l.includes('boom'))
    expect(rows).toHaveLength(3)
    expect(rows[0]).toContain(`[tests.f › test_f](${known[1]!.html_url})`)
    expect(rows[1]).toContain('| test_new |')
    expect(rows[1]).toContain('reports/junit.xml')
    expect(rows[2]).toContain('tests/q.py:3')
  })

  it('passes plainly with no failures', () => {
    expect(
      gateSummary(decide([]), [], { reports: 1, tests: 3, allow, testOutcome: 'success' }),
    ).toBe('✅ **Passed**: no test failed.\n\n3 test case(s) in 1 report(s).\n')
  })

  it('escapes untrusted names and messages: no HTML, no table breaks, no code spans', () => {
    const failures = classifyFailures(
      [
        failure({
          name: '<img src=x onerror=alert(1)>|`x`',
          message: '**bold** [link](https://evil.example) | <script>',
        }),
      ],
      [],
      allow,
    )
    const s = gateSummary(decide(failures), failures, { reports: 1, tests: 1, allow })
    const row = s.split('\n').find((l) => l.includes('img'))!
    expect(row).not.toMatch(/<img|<script/)
    expect(row).toContain('&lt;img src=x onerror=alert(1)&gt;\\|\\`x\\`')
    // No link: the bare URL cannot auto-link either.
    expect(row).toContain('\\*\\*bold\\*\\* \\[link\\](https\\://evil.example) \\| &lt;script&gt;')
    // Five cells: the pipes in the data are escaped.
    expect(row.replace(/\\\|/g, '').split('|')).toHaveLength(6)
  })

  it('caps its rows', () => {
    const failures = classifyFailures(
      Array.from({ length: 5 }, (_, i) => failure({ name: `t${i}` })),
      [],
      allow,
    )
    const s = gateSummary(decide(failures), failures, { reports: 1, tests: 5, allow, maxRows: 2 })
    expect(s).toContain('_…and 3 more._')
  })
})

describe('gateAnnotations', () => {
  it('error for unexplained, notice for forgiven, with file and line relative to the workspace', () => {
    const failures = classifyFailures(
      [
        failure({ name: 'test_q', file: `${WS}/tests/q.py`, line: 7, message: 'assert 1 == 2' }),
        failure({ name: 'test_new', file: './tests/n.py' }),
        failure({ name: 'test_f', file: '/elsewhere/f.py', line: 2 }),
      ],
      known,
      allow,
    )
    expect(gateAnnotations(failures, WS).annotations).toEqual([
      {
        level: 'error',
        title: 'Unexplained new test failure: test_new',
        message: 'Failed, and Trunk does not know this test as quarantined, flaky or broken.\nboom',
        file: 'tests/n.py',
      },
      {
        level: 'error',
        title: 'Unexplained flaky test failure: test_f',
        message: `Failed; known to Trunk as flaky, which allow-failures does not forgive.\nboom\n${known[1]!.html_url}`,
      },
      {
        level: 'notice',
        title: 'Forgiven quarantined test failure: test_q',
        message: `Failed, but known to Trunk as quarantined: not counted by the gate.\nassert 1 == 2\n${known[0]!.html_url}`,
        file: 'tests/q.py',
        line: 7,
      },
    ])
  })

  it('at most 10 of each level (what the runner shows), unexplained ones first, and how many more', () => {
    const failures = classifyFailures(
      [
        ...Array.from({ length: 12 }, (_, i) => failure({ name: `test_q`, file: `q${i}.py` })),
        ...Array.from({ length: 60 }, (_, i) => failure({ name: `n${i}` })),
      ],
      known,
      allow,
    )
    const retried = Array.from({ length: 3 }, (_, i) => ({
      name: `r${i}`,
      report: 'r.xml',
      failedAttempts: 1,
      message: 'timeout',
      failedSeconds: 0,
    }))
    const { annotations, omitted } = gateAnnotations(failures, WS, retried)
    expect(annotations.map((a) => a.level)).toEqual([
      ...Array<string>(10).fill('error'),
      ...Array<string>(10).fill('notice'),
    ])
    expect(annotations[0]!.title).toBe('Unexplained new test failure: n0')
    // 50 errors and 2 + 3 notices left out; the summary has them all.
    expect(omitted).toBe(55)
  })

  it('a test that passed on a retry is a notice, never an error', () => {
    const { annotations } = gateAnnotations([], WS, [
      {
        name: 'test_r',
        file: 'tests/r.py',
        line: 4,
        report: 'r.xml',
        failedAttempts: 2,
        failedSeconds: 0,
        message: 'flake',
      },
    ])
    expect(annotations).toEqual([
      {
        level: 'notice',
        title: 'Passed on retry (flaky in this run): test_r',
        message: 'Failed 2 attempt(s), then passed: not counted by the gate.\nflake',
        file: 'tests/r.py',
        line: 4,
      },
    ])
  })
})

describe('the cost of retries', () => {
  const retried = Array.from({ length: 13 }, (_, i) => ({
    name: `t${i}`,
    report: 'r.json',
    failedAttempts: 1,
    message: '',
    // t12 costs nothing the report could give; the others i seconds, t7 and t8 tied at 7.
    failedSeconds: i === 12 ? 0 : i === 8 ? 7 : i,
  }))

  it('sums the failed attempts, and lists the 10 costliest, ties in report order', () => {
    expect(retrySeconds(retried)).toBe(66 - 8 + 7)
    expect(costliestRetries(retried).map((p) => p.name)).toEqual([
      't11',
      't10',
      't9',
      't7',
      't8',
      't6',
      't5',
      't4',
      't3',
      't2',
    ])
  })

  it('the summary shows the total and the costliest, with their seconds', () => {
    const s = gateSummary(decide([]), [], {
      reports: 1,
      tests: 13,
      allow: new Set(['quarantined']),
      passedOnRetry: retried,
      testOutcome: 'success',
    })
    expect(s).toContain(
      'Retries cost **65 s** (the failed attempts of these tests). The costliest:',
    )
    expect(s).toContain('| t11 | 1 | 11 s |')
    expect(s).not.toContain('| t1 | 1 | 1 s |')
  })

  it('failures outside tests come first in the summary, and as error annotations', () => {
    const outside = [{ report: 'go.json', where: 'package example.com/p', message: 'build failed' }]
    const s = gateSummary(decide([], 1), [], {
      reports: 1,
      tests: 0,
      allow: new Set(['quarantined']),
      outside,
      testOutcome: 'failure',
    })
    expect(s).toMatch(
      /^❌ \*\*Failed\*\*: 1 of 1 failure\(s\) are not explained by the allowed classes \(quarantined\), 1 of them outside test cases\./,
    )
    expect(s).toContain('| package example.com/p | build failed | go.json |')
    const { annotations } = gateAnnotations([], '/ws', [], undefined, outside)
    expect(annotations).toEqual([
      {
        level: 'error',
        title: 'Failure outside test cases: package example.com/p',
        message: "In go.json; never forgiven (no test of Trunk's can explain it).\nbuild failed",
      },
    ])
  })
})
