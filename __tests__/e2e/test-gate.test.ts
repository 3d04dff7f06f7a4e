/**
 * check-test-results end to end: dist/index.js run as the runner runs it, in a workspace holding
 * JUnit reports, against the emulator with flaky-test data shaped through its control route.
 */
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { failureMessage, startE2E, type E2E } from '../../__fixtures__/e2e.js'
import type { RunOptions } from '../../__fixtures__/action-runner.js'
import { expectRefusedBeforeAnyRequest } from './helpers.js'
import { gradleReport, jestJsonDoc } from '../commands/check-test-results/helpers.js'
import { EXAMPLE_FLAKY_TESTS_PATH } from '../../src/emulator/index.js'
import { FEW_FAILURES } from '../../src/queue/index.js'
import { appTestId } from '../../__fixtures__/trunk-ids.js'

const TOOLS = join(import.meta.dirname, '../../__fixtures__/junit/tools')
const REPORTS = join(import.meta.dirname, '../../__fixtures__/reports')

let t: E2E
const dirs: string[] = []

/**
 * Trunk's id of a test as its uploader computes it (parent: the suite; a few failures are asked
 * by this id first).
 */
const trunkId = appTestId
const QUARANTINED_ID = trunkId(
  'test_rejects_expired_coupon',
  'tests.test_checkout',
  'pytest',
  'tests/test_checkout.py',
)

beforeAll(async () => {
  t = await startE2E({ noQueue: true })
  await t.emu.control('/flaky-tests', {
    tests: [
      {
        id: QUARANTINED_ID,
        name: 'test_rejects_expired_coupon',
        classname: 'tests.test_checkout',
        file_path: 'tests/test_checkout.py',
        quarantined: true,
        status: { value: 'flaky', reason: 'passed on retry' },
        failures: ['-2h'],
      },
      {
        id: trunkId('test_total', 'tests.test_cart', 'pytest'),
        name: 'test_total',
        classname: 'tests.test_cart',
        status: { value: 'flaky', reason: 'passed on retry' },
        failures: ['-1d'],
      },
      {
        // CTRF's: no suite.
        id: trunkId(
          'checkout applies a coupon',
          'checkout.spec.ts > checkout',
          '',
          'e2e/checkout.spec.ts',
        ),
        name: 'checkout applies a coupon',
        classname: 'checkout.spec.ts > checkout',
        file_path: 'e2e/checkout.spec.ts',
        quarantined: true,
        failures: ['-5h'],
      },
      {
        id: trunkId(
          'TestGatewayProxiesWebSockets/upgrade_header',
          'github.com/acme/app/gateway',
          'github.com/acme/app/gateway',
        ),
        name: 'TestGatewayProxiesWebSockets/upgrade_header',
        classname: 'github.com/acme/app/gateway',
        quarantined: true,
        failures: ['-1h'],
      },
      {
        // TRX's: no suite.
        id: trunkId(
          'Acme.Orders.Tests.CartTests.Totals(items: 2)',
          'Acme.Orders.Tests.CartTests',
          '',
        ),
        name: 'Acme.Orders.Tests.CartTests.Totals(items: 2)',
        classname: 'Acme.Orders.Tests.CartTests',
        quarantined: true,
        failures: ['-3h'],
      },
      // Issue 39: a Go test that panics, vitest's two failures (its JUnit identity).
      {
        id: trunkId('TestOrdersPanics', 'github.com/acme/app/orders', 'github.com/acme/app/orders'),
        name: 'TestOrdersPanics',
        classname: 'github.com/acme/app/orders',
        parent: 'github.com/acme/app/orders',
        quarantined: true,
        failures: ['-2h'],
      },
      ...['Cart > applies a coupon', 'Cart > when empty > shows no total'].map((name) => ({
        // vitest's JSON: its file is not part of the id.
        id: trunkId(name, 'vt/cart.test.mjs', 'vt/cart.test.mjs'),
        name,
        classname: 'vt/cart.test.mjs',
        parent: 'vt/cart.test.mjs',
        quarantined: true,
        failures: ['-2h'],
      })),
      // The shipped example: tests as the tools write them, with Trunk's ids.
      ...(JSON.parse(readFileSync(EXAMPLE_FLAKY_TESTS_PATH, 'utf8')) as { tests: unknown[] }).tests,
    ],
  })
})
afterAll(async () => {
  await t.stop()
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})
beforeEach(async () => {
  t.emu.setFaults({ rules: [] })
  await t.emu.control('/requests/reset', {})
})

const QUARANTINED = `<testcase classname="tests.test_checkout" name="test_rejects_expired_coupon" file="tests/test_checkout.py" line="21" time="0.01"><failure message="AssertionError: coupon accepted">assert False</failure></testcase>`
const FLAKY = `<testcase classname="tests.test_cart" name="test_total" time="0.01"><failure message="timeout">slow</failure></testcase>`
const NEW = `<testcase classname="tests.test_ledger" name="test_balance" file="tests/test_ledger.py" line="7" time="0.01"><error message="ConnectionRefusedError">db down</error></testcase>`
const PASSED = `<testcase classname="tests.test_search" name="test_ranks" time="0.01"/>`

/** A workspace with an empty reports/, removed after the file's tests. */
function newWorkspace(): string {
  const ws = mkdtempSync(join(tmpdir(), 'mqa-gate-e2e-'))
  dirs.push(ws)
  mkdirSync(join(ws, 'reports'))
  return ws
}

/** A workspace with reports/junit.xml holding the given test cases (or raw text). */
function workspace(body: string, raw = false): string {
  const ws = newWorkspace()
  writeFileSync(
    join(ws, 'reports', 'junit.xml'),
    raw
      ? body
      : `<?xml version="1.0" encoding="utf-8"?><testsuites><testsuite name="pytest" tests="4">${body}</testsuite></testsuites>`,
  )
  return ws
}

/** A workspace holding fixtures of `from` (names) or [name, text] pairs under reports/. */
function filesWorkspace(from: string, files: (string | [string, string])[]): string {
  const ws = newWorkspace()
  for (const f of files) {
    if (typeof f === 'string') copyFileSync(join(from, f), join(ws, 'reports', f))
    else writeFileSync(join(ws, 'reports', f[0]), f[1])
  }
  return ws
}
/** A workspace holding __fixtures__/junit/tools fixtures (names) or [name, text] pairs. */
const toolWorkspace = (files: (string | [string, string])[]) => filesWorkspace(TOOLS, files)
/** A workspace holding __fixtures__/reports fixtures (names) or [name, text] pairs. */
const reportsWorkspace = (files: (string | [string, string])[]) => filesWorkspace(REPORTS, files)

/** check-test-results in workspace `ws` (on the emulator of `e2e`, by default the file's). */
function gate(
  ws: string,
  inputs: Record<string, string> = {},
  opts: Partial<RunOptions> = {},
  e2e: E2E = t,
) {
  return e2e.act(
    'check-test-results',
    { 'org-url-slug': 'acme', 'junit-paths': 'reports/**/*.xml', ...inputs },
    { cwd: ws, env: { GITHUB_WORKSPACE: ws }, ...opts },
  )
}

describe('check-test-results', () => {
  it('passes when every failure is quarantined, with a notice on the test', async () => {
    const run = await gate(workspace(PASSED + QUARANTINED))
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({
      outcome: 'success',
      'failed-tests-count': '1',
      'quarantined-failures-count': '1',
      'unexplained-failures-count': '0',
      'unexplained-failures': '[]',
    })
    expect(run.stdout).toMatch(/^::notice title=[^,]*,file=tests\/test_checkout\.py,line=21::/m)
    // The forgiven failure, linked to its page on Trunk, with its message.
    expect(run.summary).toContain(`/tests/${QUARANTINED_ID})`)
    expect(run.summary).toContain('AssertionError: coupon accepted')
  })

  it('fails on a failure Trunk does not know, with an error annotation on its file and line', async () => {
    const run = await gate(workspace(QUARANTINED + NEW))
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ outcome: 'failure', 'unexplained-failures-count': '1' })
    expect(JSON.parse(run.outputs['unexplained-failures']!)).toEqual([
      expect.objectContaining({ name: 'test_balance', class: 'new' }),
    ])
    expect(run.stdout).toMatch(/^::error title=[^,]*,file=tests\/test_ledger\.py,line=7::/m)
    expect(failureMessage(run)).toMatch(/1 test failure\(s\) are not explained by Trunk \(1 new/)
  })

  it('a flaky failure fails the gate by default, and passes with allow-failures: quarantined,flaky', async () => {
    const ws = workspace(FLAKY)
    const strict = await gate(ws)
    expect(strict.outputs).toMatchObject({ outcome: 'failure', 'flaky-failures-count': '1' })
    const lenient = await gate(ws, { 'allow-failures': 'quarantined,flaky' })
    expect(lenient.code).toBe(0)
    expect(lenient.outputs).toMatchObject({ outcome: 'success', 'flaky-failures-count': '1' })
  })

  it('a report with no failures passes without a request to the service', async () => {
    const run = await gate(workspace(PASSED))
    expect(run.outputs).toMatchObject({ outcome: 'success', 'failed-tests-count': '0' })
    expect(await t.requestCount()).toBe(0)
  })

  it('no report matched is an error, never a pass', async () => {
    const run = await gate(workspace(PASSED), { 'junit-paths': 'nothing/**/*.xml' })
    await expectRefusedBeforeAnyRequest(
      t,
      run,
      /^No test report matched junit-paths \(nothing\/\*\*\/\*\.xml\)/,
      'test-reports',
    )
  })

  it('a malformed report is an error naming the file', async () => {
    const run = await gate(workspace('<testsuites><testsuite><testcase name="x">', true))
    await expectRefusedBeforeAnyRequest(t, run, /reports\/junit\.xml/, 'test-reports')
  })

  it('an API outage is an error after the retries, never a pass', async () => {
    // A few failures are asked by their ids.
    t.emu.setFaults({ rules: [{ operation: 'getTestDetails', kind: 'status', status: 503 }] })
    const run = await gate(workspace(NEW), { 'request-timeout-seconds': '5' })
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ outcome: 'error', 'error-kind': 'server' })
  })

  it.each([
    [
      'an unknown allow-failures class is refused before any request',
      { 'allow-failures': 'quarantined,broken' },
      /^Input 'allow-failures': "broken" is not a class/,
    ],
    [
      'refuses allow-failures "none,flaky" (a contradiction) before any request',
      { 'allow-failures': 'none,flaky' },
      /^Input 'allow-failures': "none,flaky" says none and names classes too/,
    ],
    [
      'refuses a test-outcome that is not a step outcome before any request',
      { 'test-outcome': 'failed' },
      /^Input 'test-outcome': "failed" is not a step outcome/,
    ],
  ])('%s', async (_name, inputs, message) => {
    await expectRefusedBeforeAnyRequest(t, await gate(workspace(NEW), inputs), message)
  })

  it('refuses junit-paths outside the workspace (/etc/passwd) before reading or any request', async () => {
    for (const path of ['/etc/passwd', '../../../etc/*']) {
      const run = await gate(workspace(NEW), { 'junit-paths': path })
      expect(run.outputs).toMatchObject({ outcome: 'error', 'error-kind': 'input' })
      expect(failureMessage(run)).toMatch(/^Input 'junit-paths': .* is outside the workspace/)
      expect(run.stdout + run.summary).not.toContain('root:x:0:0')
    }
    expect(await t.requestCount()).toBe(0)
  })
})

describe('check-test-results: the cases a team must be able to trust', () => {
  it('retries: a test that failed then passed never fails the gate; one that failed every attempt is one failure', async () => {
    const attempt = (body = '') =>
      `<testcase name="renders the avatar fallback" classname="profile-card" file="test/profile-card.test.js" time="0.03">${body}</testcase>`
    const retried = gradleReport(
      `${attempt('<failure message="expected null to exist"/>')}${attempt()}`,
    )
    const ok = await gate(toolWorkspace([['retried.xml', retried]]), { 'test-outcome': 'success' })
    expect(ok.code).toBe(0)
    expect(ok.outputs).toMatchObject({
      outcome: 'success',
      'failed-tests-count': '0',
      'passed-on-retry-count': '1',
    })
    expect(ok.stdout).toMatch(
      /^::notice title=Passed on retry \(flaky in this run\)%3A profile-card › renders the avatar fallback,file=test\/profile-card\.test\.js::/m,
    )
    const gradle = await gate(toolWorkspace(['gradle-test-retry.xml']), {
      'test-outcome': 'failure',
    })
    expect(gradle.outputs).toMatchObject({
      outcome: 'failure',
      'failed-tests-count': '1',
      'passed-on-retry-count': '1',
      'unexplained-failures-count': '1',
    })
    expect(gradle.summary).toContain('1 test(s) passed on a retry')
  })

  it('a test file that failed to load (jest-junit default): the report holds only passes; test-outcome: failure fails the gate', async () => {
    const ws = toolWorkspace(['jest-junit-load-error-only.xml'])
    const run = await gate(ws, { 'test-outcome': 'failure' })
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ outcome: 'failure', 'failed-tests-count': '0' })
    expect(failureMessage(run)).toMatch(
      /^The test step failed \(test-outcome: failure\), but its reports name no failing test/,
    )
    expect(await t.requestCount()).toBe(0)
    // Without test-outcome the gate cannot see it, and its summary says so.
    const blind = await gate(ws)
    expect(blind.outputs).toMatchObject({ outcome: 'success' })
    expect(blind.summary).toContain('`test-outcome` was not given')
  })

  it('test-outcome cancelled or skipped: error, never a pass', async () => {
    const run = await gate(toolWorkspace(['jest-junit-load-error-only.xml']), {
      'test-outcome': 'cancelled',
    })
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ outcome: 'error', 'error-kind': 'test-reports' })
  })

  it('a suite that counts two failures but names one (quarantined): error naming file, suite and both numbers', async () => {
    const xml = `<testsuites><testsuite name="pytest" failures="2" tests="3">${QUARANTINED}${PASSED}</testsuite></testsuites>`
    const run = await gate(toolWorkspace([['junit.xml', xml]]), { 'test-outcome': 'failure' })
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ outcome: 'error', 'error-kind': 'test-reports' })
    expect(failureMessage(run)).toContain(
      'reports/junit.xml, suite "pytest": 2 failure(s) and error(s) declared, 1 failing test case(s) named',
    )
    // The listing may have begun at the failure it names; no test is looked up by id.
    const seen = await t.emu.control<{ byOperation: Record<string, number> }>('/requests')
    expect(seen.byOperation['getTestDetails'] ?? 0).toBe(0)
  })

  it('seven-day blindness: a test quarantined long ago, missing from the 7-day list, is found by its Trunk id', async () => {
    const xml = `<testsuites><testsuite name="pytest" failures="1" tests="1"><testcase classname="tests.payments.test_refunds.TestRefunds" name="test_refund_of_a_zero_amount_is_a_no_op" time="0.01"><failure message="AssertionError: ledger entry created">E</failure></testcase></testsuite></testsuites>`
    // pytest writes a collection error as an <error> test case: its reports are complete.
    const run = await gate(toolWorkspace([['junit.xml', xml]]), {
      'test-outcome': 'failure',
      'junit-paths': 'complete: reports/**/*.xml',
    })
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ outcome: 'success', 'quarantined-failures-count': '1' })
    expect(run.summary).toContain('/tests/d68ee055-50d0-5f86-8431-33259a971b37)')
  })

  it("reports as jest-junit writes them match the emulator's example data, quarantined ones forgiven", async () => {
    const run = await gate(toolWorkspace(['jest-junit-default.xml']), {
      'test-outcome': 'failure',
      'junit-paths': 'complete: reports/**/*.xml',
    })
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ outcome: 'success', 'quarantined-failures-count': '1' })
    expect(run.stdout).not.toMatch(/share a name/)
  })

  it('a report whose DOCTYPE declares an external entity: error test-reports naming the file', async () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE testsuite [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><testsuite><testcase name="&xxe;"><failure/></testcase></testsuite>`
    const run = await gate(toolWorkspace([['evil.xml', xml]]))
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ outcome: 'error', 'error-kind': 'test-reports' })
    expect(failureMessage(run)).toContain('reports/evil.xml: its DOCTYPE declares entities')
    expect(run.stdout + run.summary).not.toContain('root:x:0:0')
  })

  it('reports written to stall a backtracking reader are judged at once: a DOCTYPE of 100 bracket pairs, xUnit echo lines of 2,300 blanks', async () => {
    // No `>` ends the DOCTYPE: the former expression tried every way to pair the brackets.
    const doctype = await gate(
      toolWorkspace([
        ['doctype.xml', `<?xml version="1.0"?><!DOCTYPE testsuites ${'[]'.repeat(100)}`],
      ]),
    )
    expect(doctype.outputs).toMatchObject({ outcome: 'error', 'error-kind': 'test-reports' })
    expect(failureMessage(doctype)).toContain('reports/doctype.xml: not well-formed XML')
    // Each run-level line within the reader's 2,400 characters, 20 of them: seconds each before.
    const line = `[xUnit.net 00:00:00.00] ${' '.repeat(2300)}a`
    const infos = Array.from(
      { length: 20 },
      () =>
        `<RunInfo computerName="x" outcome="Error" timestamp="2026-11-27T10:00:00"><Text>${line}</Text></RunInfo>`,
    ).join('')
    const trx = `<?xml version="1.0"?><TestRun xmlns="http://microsoft.com/schemas/VisualStudio/TeamTest/2010"><ResultSummary outcome="Completed"><Counters total="1" executed="1" passed="1" failed="0"/><RunInfos>${infos}</RunInfos></ResultSummary></TestRun>`
    const echo = await gate(toolWorkspace([['echo.trx', trx]]), { 'junit-paths': 'reports/*.trx' })
    // The lines name no test: failures outside the tests, never forgiven.
    expect(echo.outputs).toMatchObject({ outcome: 'failure', 'unexplained-failures-count': '20' })
    expect(failureMessage(echo)).toMatch(/^20 failure\(s\) outside test cases, never forgiven/)
  })

  it('annotations stay within what the runner shows: unforgiven first, 10 per level, then one line', async () => {
    const cases = Array.from(
      { length: 14 },
      (_, i) =>
        `<testcase classname="tests.test_many" name="test_new_${i}"><failure message="boom ${i}"/></testcase>`,
    ).join('')
    const xml = `<testsuites><testsuite name="pytest" failures="15">${QUARANTINED}${cases}</testsuite></testsuites>`
    const run = await gate(toolWorkspace([['junit.xml', xml]]), { 'test-outcome': 'failure' })
    expect(run.outputs).toMatchObject({ outcome: 'failure', 'unexplained-failures-count': '14' })
    const errors = run.stdout.split('\n').filter((l) => l.startsWith('::error title='))
    expect(errors).toHaveLength(10)
    expect(errors[0]).toContain('test_new_0')
    expect(run.stdout.split('\n').filter((l) => l.startsWith('::notice title='))).toHaveLength(1)
    expect(run.stdout).toContain(
      '4 more test(s) are in the job summary (the runner shows 10 annotations of each level per step).',
    )
    expect(run.summary).toContain('test_new_13')
  })
})

describe('check-test-results: a broken build is never green', () => {
  const LENIENT = { 'allow-failures': 'quarantined,flaky', 'test-outcome': 'failure' }
  /** A mixed run: JUnit (complete) and JSON reports, read leniently. */
  const MIXED = {
    ...LENIENT,
    'junit-paths': '',
    'test-reports': 'complete: reports/*.xml\nreports/*.json',
  }
  const QUARANTINED_JUNIT: [string, string] = [
    'junit.xml',
    `<testsuite name="pytest">${QUARANTINED}${PASSED}</testsuite>`,
  ]

  it("jest 29 + jest-junit 16's default, a file that failed to load, every visible failure quarantined: fails, naming the report and the setting", async () => {
    const run = await gate(reportsWorkspace(['jest-junit-16-default.xml']), LENIENT)
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({
      outcome: 'failure',
      'quarantined-failures-count': '1',
      'unexplained-failures-count': '0',
    })
    expect(failureMessage(run)).toContain('reports/jest-junit-16-default.xml')
    expect(failureMessage(run)).toContain(
      'reportTestSuiteErrors is true (JEST_JUNIT_REPORT_TEST_SUITE_ERRORS=true)',
    )
  })

  it('the same run as jest --json: the file that failed to load is a failure outside tests, named', async () => {
    const run = await gate(reportsWorkspace(['jest-29.json']), {
      ...LENIENT,
      'test-reports': 'reports/*.json',
      'junit-paths': '',
    })
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({
      outcome: 'failure',
      'failed-tests-count': '2',
      // jest --json names the file (src/checkout/__tests__/CheckoutFlow.test.js, outside this
      // workspace): not the example's quarantined CheckoutFlow.test.tsx of the same name.
      'quarantined-failures-count': '0',
      'unexplained-failures-count': '2',
      'passed-on-retry-count': '1',
    })
    expect(failureMessage(run)).toContain(
      // Jest writes absolute paths; one under the workspace is shown relative to it.
      '1 failure(s) outside test cases, never forgiven: test file /home/runner/work/app/app/src/search/__tests__/broken.test.js in reports/jest-29.json',
    )
    expect(run.summary).toContain("Cannot find module '../rank-that-was-renamed'")
    expect(JSON.parse(run.outputs['unexplained-failures']!)).toEqual([
      {
        name: 'test file /home/runner/work/app/app/src/search/__tests__/broken.test.js',
        class: 'outside',
        report: 'reports/jest-29.json',
      },
      expect.objectContaining({
        name: 'CheckoutFlow renders the order summary',
        file: '/home/runner/work/app/app/src/checkout/__tests__/CheckoutFlow.test.js',
        class: 'new',
      }),
    ])
  })

  it('a failing test case without a name is an unexplained failure', async () => {
    const run = await gate(
      // Beside a passing nameless case: never folded into it as a retry.
      workspace(
        `<testsuites><testsuite name="pytest">${QUARANTINED}<testcase/><testcase><failure/></testcase></testsuite></testsuites>`,
        true,
      ),
      LENIENT,
    )
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({
      outcome: 'failure',
      'failed-tests-count': '2',
      'unexplained-failures-count': '1',
    })
  })

  it('a test case with several <failure> elements is one failing test, not a count mismatch', async () => {
    const xml = `<testsuites tests="4" failures="4"><testsuite name="pytest" tests="4" failures="4">
      <testcase classname="tests.test_checkout" name="test_rejects_expired_coupon" file="tests/test_checkout.py"><failure message="a"/><failure message="b"/><failure message="c"/></testcase>
      <testcase classname="tests.test_cart" name="test_total"><failure message="d"/></testcase>
      ${PASSED}<testcase classname="tests.test_search" name="test_other"/></testsuite></testsuites>`
    const run = await gate(workspace(xml, true), {
      ...LENIENT,
      'junit-paths': 'complete: reports/**/*.xml',
    })
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({
      outcome: 'success',
      'failed-tests-count': '2',
      'quarantined-failures-count': '1',
      'flaky-failures-count': '1',
    })
  })

  it('a mixed run (JUnit, CTRF, go test -json): packages that did not build or panicked fail the gate, named', async () => {
    const run = await gate(
      reportsWorkspace(['ctrf.json', 'go-test.json', QUARANTINED_JUNIT]),
      MIXED,
    )
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({
      outcome: 'failure',
      'unexplained-failures-count': '2',
      'retry-seconds': '4.5',
      'passed-on-retry-count': '1',
    })
    expect(failureMessage(run)).toBe(
      '2 failure(s) outside test cases, never forgiven: package github.com/acme/app/boot in reports/go-test.json; package github.com/acme/app/broken in reports/go-test.json.',
    )
    expect(run.summary).toContain('panic: assignment to entry in nil map')
    expect(run.summary).toContain('Retries cost **4.5 s**')
    expect(run.stdout).toMatch(
      /^::error title=Failure outside test cases%3A package github.com\/acme\/app\/broken::/m,
    )
  })

  it('the mixed run without the Go packages passes: JUnit and CTRF failures all quarantined, the retry cost shown', async () => {
    const run = await gate(reportsWorkspace(['ctrf.json', QUARANTINED_JUNIT]), MIXED)
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({
      outcome: 'success',
      'failed-tests-count': '2',
      'quarantined-failures-count': '2',
      'retry-seconds': '4.5',
    })
    expect(run.summary).toContain('cart syncs with the server')
  })

  it('a file that is no test report, and a FIFO the glob matches: error test-reports naming each', async () => {
    const ws = reportsWorkspace([['results.xml', '<html><body>tests</body></html>']])
    execFileSync('mkfifo', [join(ws, 'reports', 'pipe.xml')])
    const run = await gate(ws)
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ outcome: 'error', 'error-kind': 'test-reports' })
    expect(failureMessage(run)).toContain(
      'reports/pipe.xml: is a FIFO (named pipe), not a regular file; reports are read from regular files only',
    )
    expect(failureMessage(run)).toContain(
      'reports/results.xml: is XML whose root element is <html>, which is none of the formats',
    )
    expect(await t.requestCount()).toBe(0)
  })

  it('test-reports and junit-paths both given: refused before anything is read', async () => {
    const run = await gate(workspace(NEW), { 'test-reports': 'reports/*.xml' })
    await expectRefusedBeforeAnyRequest(t, run, /^Input 'junit-paths': is given with test-reports/)
  })
})

describe("check-test-results: the service's clock, not the runner's", () => {
  it("an emulator clock 30 days ahead of the runner's: data of 2 h ago (its time) is still in the window", async () => {
    const ahead = await startE2E({
      noQueue: true,
      clock: { mode: 'manual', startAt: new Date(Date.now() + 30 * 86_400_000).toISOString() },
    })
    try {
      await ahead.emu.control('/flaky-tests', {
        tests: [
          {
            id: trunkId('test_total', 'tests.test_cart', 'pytest'),
            name: 'test_total',
            classname: 'tests.test_cart',
            status: { value: 'flaky', reason: 'passed on retry' },
            failures: ['-2h'],
          },
        ],
      })
      // Enough failures for the week's listing (a few are asked by id, whatever the clock).
      const unknown = Array.from(
        { length: FEW_FAILURES },
        (_, i) =>
          `<testcase classname="tests.test_bulk" name="test_unknown_${i}"><failure message="boom"/></testcase>`,
      ).join('')
      const run = await gate(
        workspace(FLAKY + unknown),
        { 'junit-paths': '', 'test-reports': 'reports/*.xml', 'allow-failures': 'flaky' },
        {},
        ahead,
      )
      expect(run.outputs).toMatchObject({
        'flaky-failures-count': '1',
        'unexplained-failures-count': String(FEW_FAILURES),
      })
      expect(run.stdout).toMatch(
        /The service's clock \(its Date header\) is 259\d{4} s ahead of the runner's/,
      )
    } finally {
      await ahead.stop()
    }
  })
})

describe('check-test-results: tests told apart, reports that account for themselves (issue 30)', () => {
  const JSON_REPORTS = { 'junit-paths': '', 'test-reports': 'reports/*' }
  const jestFile = (name: string, title: string, status: string) => ({
    name: `/home/runner/work/app/app/${name}`,
    status: status === 'failed' ? 'failed' : 'passed',
    message: '',
    assertionResults: [
      {
        ancestorTitles: ['CheckoutFlow'],
        title,
        status,
        failureMessages: status === 'failed' ? ['Error: boom'] : [],
      },
    ],
  })
  const jestRun = (...files: ReturnType<typeof jestFile>[]) =>
    JSON.stringify(
      jestJsonDoc({
        numFailedTestSuites: 1,
        numFailedTests: 1,
        numTotalTests: files.length,
        success: false,
        testResults: files,
      }),
    )

  it('jest --json: a title failing in one file and passing in another is a failure, not a pass on retry', async () => {
    const ws = reportsWorkspace([
      [
        'jest.json',
        jestRun(
          jestFile('src/a/Cart.test.js', 'renders without crashing', 'failed'),
          jestFile('src/b/Cart.test.js', 'renders without crashing', 'passed'),
        ),
      ],
    ])
    const run = await gate(ws, JSON_REPORTS)
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({
      outcome: 'failure',
      'failed-tests-count': '1',
      'passed-on-retry-count': '0',
      'unexplained-failures-count': '1',
    })
  })

  it("a failure in another file is not forgiven as the example data's test of the same name and Trunk id", async () => {
    const ws = reportsWorkspace([])
    // Jest names its files by absolute path: here, under the workspace.
    const file = jestFile('src/legacy/CheckoutFlow.test.js', 'renders the order summary', 'failed')
    file.name = join(ws, 'src/legacy/CheckoutFlow.test.js')
    writeFileSync(join(ws, 'reports', 'jest.json'), jestRun(file))
    const run = await gate(ws, JSON_REPORTS)
    expect(run.outputs).toMatchObject({
      outcome: 'failure',
      'flaky-failures-count': '0',
      'quarantined-failures-count': '0',
    })
    expect(JSON.parse(run.outputs['unexplained-failures']!)).toEqual([
      expect.objectContaining({ class: 'new', file: 'src/legacy/CheckoutFlow.test.js' }),
    ])
  })

  it("JUnit: two <testsuite>s of one name (jest-junit's layout) are two suites; the failing one fails the gate", async () => {
    const tc = (body: string) =>
      `<testcase classname="Cart renders" name="Cart renders" time="0.01">${body}</testcase>`
    const run = await gate(
      workspace(
        `<testsuites name="jest tests"><testsuite name="Cart" tests="1" failures="1">${tc('<failure>boom</failure>')}</testsuite><testsuite name="Cart" tests="1" failures="0">${tc('')}</testsuite></testsuites>`,
        true,
      ),
    )
    expect(run.outputs).toMatchObject({
      outcome: 'failure',
      'failed-tests-count': '1',
      'passed-on-retry-count': '0',
    })
  })

  it('JUnit attempts: a pass, then a failure of the same test (its last attempt) fails the gate, as Go reads it', async () => {
    const tc = (body: string) =>
      `<testcase classname="github.com/acme/app/cart" name="TestCheckout" time="0.01">${body}</testcase>`
    const run = await gate(
      workspace(
        `<testsuites><testsuite name="github.com/acme/app/cart" tests="2" failures="1">${tc('')}${tc('<failure message="second run">boom</failure>')}</testsuite></testsuites>`,
        true,
      ),
      { 'allow-failures': 'quarantined,flaky' },
    )
    expect(run.outputs).toMatchObject({
      outcome: 'failure',
      'failed-tests-count': '1',
      'passed-on-retry-count': '0',
      'unexplained-failures-count': '1',
    })
  })

  it('go test -json: a test killed by -timeout (run, never ended) fails the gate, named', async () => {
    const ev = (e: object) => JSON.stringify({ Package: 'github.com/acme/app/slow', ...e })
    const ws = reportsWorkspace([
      [
        'go.json',
        [
          ev({ Action: 'run', Test: 'TestSlow' }),
          ev({ Action: 'output', Output: 'panic: test timed out after 1s\n' }),
          ev({ Action: 'fail', Elapsed: 1 }),
        ].join('\n') + '\n',
      ],
    ])
    const run = await gate(ws, JSON_REPORTS)
    expect(run.outputs).toMatchObject({ outcome: 'failure', 'unexplained-failures-count': '1' })
    expect(failureMessage(run)).toContain('test TestSlow in package github.com/acme/app/slow')
  })

  it('a count that is not a plain non-negative integer: error test-reports naming the file, never 0', async () => {
    const run = await gate(
      workspace(
        `<testsuites><testsuite name="s" failures="9007199254740993">${PASSED}</testsuite></testsuites>`,
        true,
      ),
    )
    expect(run.outputs).toMatchObject({ outcome: 'error', 'error-kind': 'test-reports' })
    expect(failureMessage(run)).toContain(
      'reports/junit.xml: <testsuite name="s"> has failures="9007199254740993"',
    )
    expect(await t.requestCount()).toBe(0)
  })

  it("xUnit's TRX: a quarantined failure and the run lines echoing it pass the gate", async () => {
    const trx = `<?xml version="1.0" encoding="utf-8"?>
<TestRun id="1" name="x" xmlns="http://microsoft.com/schemas/VisualStudio/TeamTest/2010">
  <TestDefinitions><UnitTest name="Acme.Orders.Tests.CartTests.Totals(items: 2)" id="t1"><TestMethod codeBase="/w/Acme.Orders.Tests.dll" className="Acme.Orders.Tests.CartTests" name="Totals"/></UnitTest></TestDefinitions>
  <Results><UnitTestResult executionId="e1" testId="t1" testName="Acme.Orders.Tests.CartTests.Totals(items: 2)" outcome="Failed" duration="00:00:00.0100000"><Output><ErrorInfo><Message>Assert.Equal() Failure</Message></ErrorInfo></Output></UnitTestResult></Results>
  <ResultSummary outcome="Failed">
    <Counters total="1" executed="1" passed="0" failed="1" error="0" timeout="0" aborted="0" inconclusive="0" passedButRunAborted="0" notRunnable="0" notExecuted="0" disconnected="0" warning="0" completed="0" inProgress="0" pending="0"/>
    <RunInfos>
      <RunInfo computerName="fv-az1" outcome="Error" timestamp="2026-11-25T08:00:01Z"><Text>[xUnit.net 00:00:00.74]     Acme.Orders.Tests.CartTests.Totals(items: 2) [FAIL]</Text></RunInfo>
      <RunInfo computerName="fv-az1" outcome="Error" timestamp="2026-11-25T08:00:02Z"><Text>Exit code indicates failure: '2' - 'AtLeastOneTestFailed'</Text></RunInfo>
    </RunInfos>
  </ResultSummary>
</TestRun>`
    const run = await gate(reportsWorkspace([['tests.trx', trx]]), {
      ...JSON_REPORTS,
      'test-outcome': 'failure',
    })
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({
      outcome: 'success',
      'failed-tests-count': '1',
      'quarantined-failures-count': '1',
      'unexplained-failures-count': '0',
    })
  })

  it('TRX: a failing result whose outcome is named like an Object property is refused, never passed unseen', async () => {
    const trx = `<?xml version="1.0" encoding="utf-8"?>
<TestRun id="1" xmlns="http://microsoft.com/schemas/VisualStudio/TeamTest/2010">
  <Results><UnitTestResult testId="t1" testName="Cart.Totals" outcome="constructor"><Output><ErrorInfo><Message>boom</Message></ErrorInfo></Output></UnitTestResult></Results>
  <ResultSummary outcome="Completed"><Counters total="1" executed="1" passed="1" failed="0"/></ResultSummary>
</TestRun>`
    const run = await gate(reportsWorkspace([['tests.trx', trx]]), JSON_REPORTS)
    expect(run.outputs).toMatchObject({ outcome: 'error', 'error-kind': 'test-reports' })
    expect(failureMessage(run)).toContain(
      'reports/tests.trx: the result of "Cart.Totals" has outcome "constructor" (line 3), not one TRX defines',
    )
    expect(await t.requestCount()).toBe(0)
  })

  it('jest --json on one line longer than 64 KiB (as jest and vitest write it) is read, not refused', async () => {
    const files = Array.from({ length: 600 }, (_, i) =>
      jestFile(`src/m${i}.test.js`, `works in module number ${i}`, 'passed'),
    )
    const text = JSON.stringify(jestJsonDoc({ numTotalTests: files.length, testResults: files }))
    expect(text.length).toBeGreaterThan(64 * 1024)
    const run = await gate(reportsWorkspace([['jest.json', text]]), JSON_REPORTS)
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ outcome: 'success', 'failed-tests-count': '0' })
  })

  it('SIGTERM while a large report is parsed: cancelled, with its outputs, not a verdict', async () => {
    // About 60 MB of passing test cases: a verdict (success) unless the parse is stopped.
    const cases = Array.from(
      { length: 1000 },
      (_, i) => `<testcase classname="pkg.C${i}" name="test_case_number_${i}" time="0.001"/>`,
    ).join('')
    const xml = [`<testsuites>`]
    for (let s = 0; s < 500; s++) xml.push(`<testsuite name="s${s}">${cases}</testsuite>`)
    xml.push('</testsuites>')
    const run = await gate(
      workspace(xml.join(''), true),
      {},
      { kill: { signal: 'SIGTERM', when: /Reading 1 test report/ }, timeoutMs: 60_000 },
    )
    expect(run.signalledAtMs).toBeDefined()
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ outcome: 'error', 'error-kind': 'cancelled' })
    expect(run.stdout).toMatch(/::error::Cancelled: the job was cancelled \(SIGTERM\)/)
    process.stderr.write(`SIGTERM to exit: ${run.ms - run.signalledAtMs!} ms\n`)
  })

  it('SIGTERM while a large report is parsed and the listing it started waits on the service: cancelled at once', async () => {
    // Failures first, more than are looked up by id (the listing starts), then about 60 MB of
    // passing cases; the service holds its answer for a minute, so only the cancellation can end
    // the step in time.
    t.emu.setFaults({
      rules: [{ operation: 'listFailingTests', kind: 'slow-headers', delayMs: 60_000 }],
    })
    const cases = Array.from(
      { length: 1000 },
      (_, i) => `<testcase classname="pkg.C${i}" name="test_case_number_${i}" time="0.001"/>`,
    ).join('')
    const xml = [
      `<testsuites><testsuite name="first" failures="${FEW_FAILURES + 1}">${Array.from({ length: FEW_FAILURES + 1 }, (_, i) => `<testcase classname="pkg.A" name="test_new_${i}"><failure message="boom"/></testcase>`).join('')}</testsuite>`,
    ]
    for (let s = 0; s < 500; s++) xml.push(`<testsuite name="s${s}">${cases}</testsuite>`)
    xml.push('</testsuites>')
    const ws = workspace(xml.join(''), true)
    // With debug on, the client logs each attempt: the signal comes once the listing is sent.
    const run = await gate(
      ws,
      {},
      {
        env: { GITHUB_WORKSPACE: ws, RUNNER_DEBUG: '1' },
        kill: { signal: 'SIGTERM', when: /listFailingTests: attempt 1/ },
        timeoutMs: 45_000,
      },
    )
    // The listing was sent while the report was still being read (its count line never came).
    expect(run.stdout).toMatch(/::debug::listFailingTests: attempt 1, POST/)
    expect(run.stdout).not.toMatch(/test case\(s\) in 1 report/)
    expect(run.signalledAtMs).toBeDefined()
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ outcome: 'error', 'error-kind': 'cancelled' })
    expect(run.stdout).toMatch(/::error::Cancelled: the job was cancelled \(SIGTERM\)/)
    const seen = await t.emu.control<{ byOperation: Record<string, number> }>('/requests')
    expect(seen.byOperation['getTestDetails'] ?? 0).toBe(0)
    process.stderr.write(
      `SIGTERM to exit, a listing in flight: ${run.ms - run.signalledAtMs!} ms\n`,
    )
  })
})

describe('check-test-results: what could not be read never passes (issue 39)', () => {
  const REAL = join(REPORTS, 'real')
  /** A real report, the workspace it was made in replaced by `ws`. */
  const real = (path: string, ws: string) =>
    readFileSync(join(REAL, path), 'utf8').split('/home/runner/work/app/app').join(ws)
  const ALL = { 'junit-paths': '', 'test-reports': 'reports/*' }
  // crée fails, crèe passes: decoded as UTF-8 with replacement characters, one name, "a retry".
  const accents = (decl: string) =>
    `<?xml version="1.0" encoding="${decl}"?>\n<testsuite name="caf\u00e9"><testcase classname="Caf\u00e9" name="cr\u00e9e"><failure message="r\u00e9sultat"/></testcase><testcase classname="Caf\u00e9" name="cr\u00e8e"/></testsuite>\n`

  it('an empty report, plain go test output, Markdown, a <TestRun> of another tool, bytes not of their encoding: error naming each; empty reports allowed: read', async () => {
    const ws = newWorkspace()
    const put = (name: string, data: string | Buffer) =>
      writeFileSync(join(ws, 'reports', name), data)
    put(
      'empty.xml',
      '<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="jest tests" tests="0"></testsuites>\n',
    )
    put('go.txt', real('go/plain-go-test.txt', ws))
    put('results.md', '# Test results\n\n- TestCartTotal: FAIL\n')
    put('other.xml', '<TestRun name="nightly"><Test name="checkout" result="FAIL"/></TestRun>')
    put('latin1.xml', Buffer.from(accents('UTF-8').replace(/^<\?xml[^>]*>/, ''), 'latin1'))
    const run = await gate(ws, ALL)
    await expectRefusedBeforeAnyRequest(t, run, /^5 report\(s\) could not be read/, 'test-reports')
    const said = failureMessage(run)
    for (const why of [
      'reports/empty.xml: read as JUnit XML, but it holds no test',
      'reports/go.txt: is not a test report the gate reads',
      'reports/results.md: is not a test report the gate reads',
      'reports/other.xml: is XML whose root element is <TestRun>, which is none of the formats',
      'reports/latin1.xml: is not valid utf-8',
    ])
      expect(said).toContain(why)
    // Empty reports expected: the empty one is read as empty, beside a passing one.
    const empty = newWorkspace()
    writeFileSync(
      join(empty, 'reports', 'empty.xml'),
      '<testsuites name="jest tests" tests="0"></testsuites>',
    )
    writeFileSync(
      join(empty, 'reports', 'ok.xml'),
      `<testsuites><testsuite name="s">${PASSED}</testsuite></testsuites>`,
    )
    const allowed = await gate(empty, { ...ALL, 'allow-empty-test-results': 'true' })
    expect(allowed.outputs).toMatchObject({ outcome: 'success', 'failed-tests-count': '0' })
  })

  it('mocha-junit-reporter two it() of one title, a Go panic forgiven, test2json without -p, é and è in ISO-8859-1, a TRX run error with no text: each one a failure, none a pass on retry', async () => {
    const ws = newWorkspace()
    const put = (name: string, data: string | Buffer) =>
      writeFileSync(join(ws, 'reports', name), data)
    put('mocha.xml', readFileSync(join(TOOLS, 'mocha-same-title.xml'), 'utf8'))
    put('panic.json', real('go/panic.json', ws))
    put('cart.json', real('go/test2json-no-package.json', ws))
    put('latin1.xml', Buffer.from(accents('ISO-8859-1'), 'latin1'))
    put(
      'run.trx',
      `<TestRun xmlns="http://microsoft.com/schemas/VisualStudio/TeamTest/2010"><Results><UnitTestResult testId="a" testName="T" outcome="Passed"/></Results><ResultSummary outcome="Completed"><RunInfos><RunInfo computerName="x" outcome="Error" timestamp="2026-11-20T00:00:00"/></RunInfos></ResultSummary></TestRun>`,
    )
    const run = await gate(ws, ALL)
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({
      outcome: 'failure',
      'quarantined-failures-count': '1',
      'passed-on-retry-count': '0',
    })
    expect(JSON.parse(run.outputs['unexplained-failures']!)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'package github.com/acme/app/orders', class: 'outside' }),
        expect.objectContaining({ name: 'the run', class: 'outside', report: 'reports/run.trx' }),
        expect.objectContaining({ name: 'orders refunds an order', class: 'new' }),
        expect.objectContaining({ name: 'TestCartTotal', class: 'new' }),
        expect.objectContaining({ name: 'cr\u00e9e', classname: 'Caf\u00e9', class: 'new' }),
      ]),
    )
    expect(run.outputs['unexplained-failures-count']).toBe('5')
  })

  it('vitest --reporter=json: its describe blocks are among its failed suites; every failure quarantined, the gate passes', async () => {
    const ws = newWorkspace()
    writeFileSync(join(ws, 'reports', 'vitest.json'), real('vitest/vitest.json', ws))
    const run = await gate(ws, { ...ALL, 'test-outcome': 'failure' })
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({
      outcome: 'success',
      'failed-tests-count': '2',
      'quarantined-failures-count': '2',
      'unexplained-failures-count': '0',
    })
  })
})
