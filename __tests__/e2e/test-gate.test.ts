/**
 * check-test-results end to end: dist/index.js run as the runner runs it, in a workspace holding
 * JUnit reports, against the emulator with flaky-test data shaped through its control route.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { failureMessage, startE2E, type E2E } from '../../__fixtures__/e2e.js'

let t: E2E
const dirs: string[] = []

beforeAll(async () => {
  t = await startE2E({ noQueue: true })
  await t.emu.control('/flaky-tests', {
    tests: [
      {
        id: '22222222-0000-4000-8000-000000000001',
        name: 'test_rejects_expired_coupon',
        classname: 'tests.test_checkout',
        file_path: 'tests/test_checkout.py',
        quarantined: true,
        status: { value: 'flaky', reason: 'passed on retry' },
        failures: ['-2h'],
      },
      {
        id: '22222222-0000-4000-8000-000000000002',
        name: 'test_total',
        classname: 'tests.test_cart',
        status: { value: 'flaky', reason: 'passed on retry' },
        failures: ['-1d'],
      },
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

/** A workspace with reports/junit.xml holding the given test cases (or raw text). */
function workspace(body: string, raw = false): string {
  const ws = mkdtempSync(join(tmpdir(), 'mqa-gate-e2e-'))
  dirs.push(ws)
  mkdirSync(join(ws, 'reports'))
  writeFileSync(
    join(ws, 'reports', 'junit.xml'),
    raw
      ? body
      : `<?xml version="1.0" encoding="utf-8"?><testsuites><testsuite name="pytest" tests="4">${body}</testsuite></testsuites>`,
  )
  return ws
}

function gate(ws: string, inputs: Record<string, string> = {}) {
  return t.act(
    'check-test-results',
    { 'org-url-slug': 'acme', 'junit-paths': 'reports/**/*.xml', ...inputs },
    { cwd: ws, env: { GITHUB_WORKSPACE: ws } },
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
    expect(run.summary).toContain('/tests/22222222-0000-4000-8000-000000000001)')
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
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ outcome: 'error', 'error-kind': 'test-reports' })
    expect(failureMessage(run)).toMatch(
      /^No JUnit report matched junit-paths \(nothing\/\*\*\/\*\.xml\)/,
    )
    expect(await t.requestCount()).toBe(0)
  })

  it('a malformed report is an error naming the file', async () => {
    const run = await gate(workspace('<testsuites><testsuite><testcase name="x">', true))
    expect(run.outputs).toMatchObject({ outcome: 'error', 'error-kind': 'test-reports' })
    expect(failureMessage(run)).toContain('reports/junit.xml')
    expect(await t.requestCount()).toBe(0)
  })

  it('an API outage is an error after the retries, never a pass', async () => {
    t.emu.setFaults({ rules: [{ operation: 'listFailingTests', kind: 'status', status: 503 }] })
    const run = await gate(workspace(NEW), { 'request-timeout-seconds': '5' })
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ outcome: 'error', 'error-kind': 'server' })
  })

  it('an unknown allow-failures class is refused before any request', async () => {
    const run = await gate(workspace(NEW), { 'allow-failures': 'quarantined,broken' })
    expect(run.outputs).toMatchObject({ outcome: 'error', 'error-kind': 'input' })
    expect(failureMessage(run)).toMatch(/^Input 'allow-failures': "broken" is not a class/)
    expect(await t.requestCount()).toBe(0)
  })
})
