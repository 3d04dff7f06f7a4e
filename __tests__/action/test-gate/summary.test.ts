/** The gate's summary markdown and annotations: escaped, linked, capped. */
import { describe, expect, it } from '@jest/globals'
import {
  classifyFailures,
  decide,
  type AllowableClass,
} from '../../../src/action/test-gate/classify.js'
import type { ReportedFailure } from '../../../src/action/test-gate/junit.js'
import { gateAnnotations, gateSummary } from '../../../src/action/test-gate/summary.js'
import { testCase } from './helpers.js'

const WS = '/home/runner/work/app/app'
const failure = (o: Partial<ReportedFailure> & { name: string }): ReportedFailure => ({
  message: 'boom',
  kind: 'failure',
  report: 'reports/junit.xml',
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
    expect(gateSummary(decide([]), [], { reports: 1, tests: 3, allow })).toBe(
      '✅ **Passed**: no test failed.\n\n3 test case(s) in 1 report(s).\n',
    )
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
    expect(gateAnnotations(failures, WS)).toEqual([
      {
        level: 'error',
        title: 'Unexplained new test failure: test_new',
        message: 'Failed, and Trunk has no failure of this test in the last 7 days.\nboom',
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

  it('at most the cap, unexplained ones kept first', () => {
    const failures = classifyFailures(
      [
        failure({ name: 'test_q' }),
        ...Array.from({ length: 60 }, (_, i) => failure({ name: `n${i}` })),
      ],
      known,
      allow,
    )
    const a = gateAnnotations(failures, WS)
    expect(a).toHaveLength(50)
    expect(a.every((x) => x.level === 'error')).toBe(true)
  })
})
