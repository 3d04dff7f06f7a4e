/**
 * Quarantine as code end to end: dist/index.js run as the runner runs it, in a workspace holding
 * a quarantine file and JUnit reports, against the emulator. One run checks several behaviours
 * (the file forgiving, an expired entry naming its owner, retried-tests: fail, the judged report
 * read back by junit2json, a JUnit reader written elsewhere); one run the file during an outage;
 * one a missing shard.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { parse, type TestSuites } from 'junit2json'
import { failureMessage, startE2E, type E2E } from '../../__fixtures__/e2e.js'
import { gradleReport } from '../commands/check-test-results/helpers.js'
import { appTestId } from '../../__fixtures__/trunk-ids.js'

let t: E2E
const dirs: string[] = []

beforeAll(async () => {
  t = await startE2E({ noQueue: true })
  await t.emu.control('/flaky-tests', {
    tests: [
      {
        // Trunk's id of it as its uploader computes it: a few failures are asked by id first.
        id: appTestId('test_refund', 'tests.test_pay', 'pytest'),
        name: 'test_refund',
        classname: 'tests.test_pay',
        quarantined: true,
        status: { value: 'flaky', reason: 'passed on retry' },
        failures: ['-2h'],
      },
    ],
  })
})
afterAll(async () => {
  await t.stop()
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

/** A YYYY-MM-DD `days` from today (UTC). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

const QUARANTINE = `tests:
  - name: test_clock
    classname: tests.test_time
    owner: "@acme/platform"
    reason: races the wall clock
    expires: ${day(10)}
    issue: https://github.com/acme/app/issues/12
  - name: test_ledger
    classname: tests.test_ledger
    owner: ana@acme.dev
    reason: needs the sandbox
    expires: ${day(-1)}
`

const CASE = (cls: string, name: string, body = '') =>
  `<testcase classname="${cls}" name="${name}" time="0.01">${body}</testcase>`
const FAIL = (m: string) => `<failure message="${m}">${m} (details)</failure>`
const REPORT = (cases: string) =>
  `<?xml version="1.0" encoding="utf-8"?><testsuites><testsuite name="pytest">${cases}</testsuite></testsuites>`

function workspace(files: Record<string, string>): string {
  const ws = mkdtempSync(join(tmpdir(), 'mqa-quarantine-e2e-'))
  dirs.push(ws)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(ws, path, '..'), { recursive: true })
    writeFileSync(join(ws, path), text)
  }
  return ws
}

function gate(ws: string, inputs: Record<string, string> = {}) {
  return t.act(
    'check-test-results',
    { 'org-url-slug': 'acme', 'test-reports': 'reports/*.xml', ...inputs },
    { cwd: ws, env: { GITHUB_WORKSPACE: ws } },
  )
}

describe('check-test-results with a quarantine file', () => {
  it('forgives the entry in force, not the expired one (its owner named), fails on a retried test, and writes the judged report', async () => {
    const ws = workspace({
      '.github/quarantine.yml': QUARANTINE,
      'reports/junit.xml': REPORT(
        CASE('tests.test_time', 'test_clock', FAIL('drifted 2 s')) +
          CASE('tests.test_pay', 'test_refund', FAIL('refund timed out')) +
          CASE('tests.test_ledger', 'test_ledger', FAIL('sandbox down')) +
          CASE('tests.test_ok', 'test_ok'),
      ),
      // Gradle's test-retry writes each attempt as a test case.
      'reports/retried.xml': gradleReport(
        CASE('CartTest', 'total()', FAIL('first: 41 != 42')) +
          CASE('CartTest', 'total()', FAIL('second: 40 != 42')) +
          CASE('CartTest', 'total()'),
      ),
    })
    const run = await gate(ws, { 'retried-tests': 'fail', 'judged-report': 'out/judged.xml' })
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({
      outcome: 'failure',
      'failed-tests-count': '3',
      'quarantined-failures-count': '1',
      'repo-quarantined-failures-count': '1',
      'unexplained-failures-count': '1',
      'passed-on-retry-count': '1',
    })
    const failure = failureMessage(run)
    expect(failure).toContain('1 test failure(s) are not explained')
    expect(failure).toContain('passed only on a retry (retried-tests: fail): CartTest › total()')
    // Which source forgave each failure, with owner and reason; the expired entry's owner.
    expect(run.summary).toContain('quarantined in the repository')
    // Owners are shown, never as a mention that would notify them.
    expect(run.summary).toContain('@&#8203;acme/platform')
    expect(run.summary).toContain('[races the wall clock](https://github.com/acme/app/issues/12)')
    expect(run.summary).toMatch(/expired quarantine entry[\s\S]*ana\\@acme\.dev/)
    // The retried test keeps its first failure's message.
    expect(run.summary).toContain('first: 41 != 42')
    expect(run.stdout).toMatch(/^::error title=Passed on retry[^:]*::.*fails the gate/m)

    // The judged report, read by a JUnit reader no one here wrote.
    const judged = (await parse(readFileSync(join(ws, 'out/judged.xml'), 'utf8'))) as TestSuites
    expect(judged).toMatchObject({ tests: 4, failures: 2, errors: 0 })
    expect(judged.testsuite!.map((s) => s.name)).toEqual([
      'reports/junit.xml',
      'reports/retried.xml',
    ])
    const cases = judged.testsuite!.flatMap((s) => s.testcase!)
    expect(judged.testsuite![0]).toMatchObject({ tests: 3, failures: 1, errors: 0, skipped: 2 })
    const byName = Object.fromEntries(cases.map((c) => [c.name, c]))
    expect(byName.test_clock!.skipped![0]!.message).toBe(
      `quarantined in the repository by @acme/platform: races the wall clock (until ${day(10)})`,
    )
    expect(byName.test_refund!.skipped![0]!.message).toBe('quarantined by Trunk')
    expect(byName.test_ledger!.failure![0]).toMatchObject({
      message: 'sandbox down',
      inner: 'sandbox down',
    })
    expect(byName['total()']!.failure![0]!.inner).toBe('first: 41 != 42')
  })

  it('while Trunk cannot be read, forgives what the file lists and nothing else', async () => {
    // A few failures are asked by id first, then through the listing if one is not known by it.
    t.emu.setFaults({
      rules: ['getTestDetails', 'listFailingTests'].map((operation) => ({
        operation,
        kind: 'status' as const,
        status: 503,
      })),
    })
    try {
      const listed = workspace({
        '.github/quarantine.yml': QUARANTINE,
        'reports/junit.xml': REPORT(CASE('tests.test_time', 'test_clock', FAIL('drifted'))),
      })
      const run = await gate(listed, { 'request-timeout-seconds': '5' })
      expect(run.code).toBe(0)
      expect(run.outputs).toMatchObject({
        outcome: 'success',
        'repo-quarantined-failures-count': '1',
        'unexplained-failures-count': '0',
      })
      expect(run.summary).toContain('Trunk could not be read')
      expect(run.stdout).toMatch(/^::warning::Trunk could not be read/m)

      // Trunk's own quarantine cannot be asked: test_refund is unexplained, never passed.
      const unlisted = workspace({
        '.github/quarantine.yml': QUARANTINE,
        'reports/junit.xml': REPORT(
          CASE('tests.test_time', 'test_clock', FAIL('drifted')) +
            CASE('tests.test_pay', 'test_refund', FAIL('refund timed out')),
        ),
        'reports/b.xml': REPORT(CASE('tests.test_ok', 'test_ok')),
      })
      const failed = await gate(unlisted, {
        'request-timeout-seconds': '5',
        // Two shards, both there.
        'expected-reports': '2',
      })
      expect(failed.code).toBe(1)
      expect(failed.outputs).toMatchObject({
        outcome: 'failure',
        'repo-quarantined-failures-count': '1',
        'unexplained-failures-count': '1',
      })
      expect(failureMessage(failed)).toContain('Trunk could not be read')
    } finally {
      t.emu.setFaults({ rules: [] })
    }
  })

  it('a missing shard fails the gate naming it; a bad file is refused naming its line, before any request', async () => {
    const ws = workspace({
      '.github/quarantine.yml': QUARANTINE,
      'reports/shard-1/junit.xml': REPORT(CASE('tests.test_ok', 'test_ok')),
      'reports/shard-3/junit.xml': REPORT(CASE('tests.test_ok', 'test_ok')),
    })
    const run = await gate(ws, {
      'test-reports': 'reports/shard-1/*.xml\nreports/shard-2/*.xml\nreports/shard-3/*.xml',
      'expected-reports': 'each-pattern',
    })
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ outcome: 'error', 'error-kind': 'test-reports' })
    expect(failureMessage(run)).toContain('reports/shard-2/*.xml')

    writeFileSync(
      join(ws, '.github/quarantine.yml'),
      `tests:\n  - name: test_ok\n    reason: r\n    expires: ${day(3)}\n`,
    )
    await t.emu.control('/requests/reset', {})
    const bad = await gate(ws, { 'test-reports': 'reports/**/*.xml' })
    expect(bad.code).toBe(1)
    expect(failureMessage(bad)).toContain('.github/quarantine.yml:2: the entry has no owner')
    expect(await t.requestCount()).toBe(0)
  })
})
