/**
 * What makes the gate trustworthy, against the emulator holding its shipped example data (tests
 * as pytest, jest-junit, vitest, gotestsum write them, with Trunk's ids): quarantine found
 * whatever the date, matching by id, bounded look-ups, the test step's own outcome, counts that
 * disagree, retries, hostile reports.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { checkTestResults } from '../../../src/commands/check-test-results/gate.js'
import {
  type TestGateDeps,
  type TestGateParams,
} from '../../../src/commands/check-test-results/types.js'
import { type AllowableClass } from '../../../src/commands/check-test-results/outcome.js'
import { ServerError, TrunkClient } from '../../../src/client/index.js'
import { FEW_FAILURES, LOOKUP_CONCURRENCY } from '../../../src/queue/index.js'
import { EXAMPLE_FLAKY_TESTS_PATH } from '../../../src/emulator/index.js'
import { REPO, startTestEmulator, type TestEmulator } from '../../../__fixtures__/emulator.js'

const TOOLS = join(import.meta.dirname, '../../../__fixtures__/junit/tools')

let emu: TestEmulator
const dirs: string[] = []
const lines: string[] = []
const log = {
  info: (m: string) => lines.push(m),
  warning: (m: string) => lines.push(`warning: ${m}`),
  debug: () => {},
}

beforeAll(async () => {
  emu = await startTestEmulator({ clock: { mode: 'manual', startAt: '2026-11-20T12:00:00Z' } })
  const example = JSON.parse(readFileSync(EXAMPLE_FLAKY_TESTS_PATH, 'utf8')) as {
    tests: unknown[]
  }
  await emu.control('/flaky-tests', { generate: { seed: 1, size: 0 } })
  await emu.control('/flaky-tests', { tests: example.tests })
})
afterAll(async () => {
  await emu.stop()
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})
beforeEach(async () => {
  lines.length = 0
  emu.setFaults({ rules: [] })
  await emu.control('/requests/reset', {})
})

/** A workspace holding the given reports (tool fixture names, or [name, text] pairs). */
function workspace(files: (string | [string, string])[]): string {
  const ws = mkdtempSync(join(tmpdir(), 'gate-trust-'))
  dirs.push(ws)
  mkdirSync(join(ws, 'reports'))
  for (const f of files) {
    if (typeof f === 'string') copyFileSync(join(TOOLS, f), join(ws, 'reports', f))
    else writeFileSync(join(ws, 'reports', f[0]), f[1])
  }
  return ws
}

function run(
  ws: string,
  extra: Partial<TestGateParams> & { allow?: AllowableClass[] } = {},
  client: TestGateDeps['client'] = emu.client,
) {
  const { allow = ['quarantined'], ...params } = extra
  return checkTestResults(
    { client, clock: { now: () => emu.now() }, log },
    {
      repo: { ...REPO },
      orgUrlSlug: 'acme',
      testReports: ['reports/**/*.xml'],
      // pytest writes a collection error as an <error> test case: its reports show them.
      completeReports: ['reports/**/*.xml'],
      allowFailures: new Set(allow),
      workspace: ws,
      testOutcome: 'failure',
      ...params,
    },
  )
}

const calls = (op: string) => emu.requests().byOperation[op] ?? 0

/** A pytest (xunit2, default) report of TestRefunds with the given failing test names. */
function pytestReport(failing: string[], passing: string[] = ['test_refund_keeps_the_currency']) {
  const tc = (n: string, body = '') =>
    `<testcase classname="tests.payments.test_refunds.TestRefunds" name="${n}" time="0.001">${body}</testcase>`
  return `<?xml version="1.0" encoding="utf-8"?><testsuites><testsuite name="pytest" errors="0" failures="${failing.length}" skipped="0" tests="${failing.length + passing.length}">${[
    ...failing.map((n) => tc(n, `<failure message="AssertionError: ${n}">E  assert</failure>`)),
    ...passing.map((n) => tc(n)),
  ].join('')}</testsuite></testsuites>`
}

describe('quarantine whatever the date', () => {
  it('a test quarantined long ago, missing from the 7-day list, is found by its id and forgiven', async () => {
    const r = await run(
      workspace([['r.xml', pytestReport(['test_refund_of_a_zero_amount_is_a_no_op'])]]),
    )
    expect(r.outcome).toBe('success')
    expect(r.outputs).toMatchObject({
      'failed-tests-count': '1',
      'quarantined-failures-count': '1',
      'unexplained-failures-count': '0',
    })
    expect(calls('getTestDetails')).toBe(1)
    expect(r.summary).toContain('were looked up by their Trunk test id: 1 known to Trunk')
    expect(r.summary).toContain('d68ee055-50d0-5f86-8431-33259a971b37')
    expect(r.annotations.map((a) => a.level)).toEqual(['notice'])
  })

  it('a test Trunk does not know (404) stays new, and says it was looked up', async () => {
    const r = await run(workspace([['r.xml', pytestReport(['test_refund_never_seen'])]]))
    expect(r.outcome).toBe('failure')
    expect(r.outputs['unexplained-failures-count']).toBe('1')
    expect(calls('getTestDetails')).toBe(1)
    expect(r.annotations[0]!.message).toContain('Its id was looked up, and Trunk does not know it.')
  })

  it('at most 100 look-ups, a few at a time; the rest stay new and the summary says so', async () => {
    const names = Array.from({ length: 130 }, (_, i) => `test_unknown_${i}`)
    let inFlight = 0
    let most = 0
    const client: TestGateDeps['client'] = {
      failingTestPages: (req, o) => emu.client.failingTestPages(req, o),
      getTestDetails: async (req, o) => {
        most = Math.max(most, ++inFlight)
        try {
          return await emu.client.getTestDetails(req, o)
        } finally {
          inFlight--
        }
      },
    }
    const r = await run(workspace([['r.xml', pytestReport(names)]]), {}, client)
    expect(r.outcome).toBe('failure')
    expect(calls('getTestDetails')).toBe(100)
    // Many failing cases start the listing: the ids are asked after it, LOOKUP_CONCURRENCY at a
    // time (a few side by side as they are read, at most FEW_FAILURES).
    expect(most).toBeGreaterThan(1)
    expect(most).toBeLessThanOrEqual(Math.max(FEW_FAILURES, LOOKUP_CONCURRENCY))
    expect(r.summary).toContain(
      '30 more failure(s) were not looked up (at most 100 look-ups per run)',
    )
    expect(lines).toContain(
      'warning: 30 failure(s) were not looked up (at most 100 look-ups per run): they count as new.',
    )
  })

  it('an API error on a look-up is never taken as "not known": it propagates after the retries', async () => {
    emu.setFaults({ rules: [{ operation: 'getTestDetails', kind: 'status', status: 503 }] })
    const client = new TrunkClient({
      baseUrl: emu.url,
      token: emu.token,
      retry: { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 5 },
    })
    try {
      const ws = workspace([['r.xml', pytestReport(['test_refund_never_seen'])]])
      await expect(run(ws, {}, client)).rejects.toThrow(ServerError)
      expect(calls('getTestDetails')).toBe(2)
    } finally {
      await client.close()
    }
  })
})

describe('reports as the tools write them match the data', () => {
  it("jest-junit's default report: its failure is matched by Trunk's id, quarantined, forgiven", async () => {
    const r = await run(workspace(['jest-junit-default.xml']), { testOutcome: 'success' })
    expect(r.outcome).toBe('success')
    expect(r.outputs['quarantined-failures-count']).toBe('1')
    // One failure: looked up by its id, found; no listing needed.
    expect(calls('getTestDetails')).toBe(1)
    expect(calls('listFailingTests')).toBe(0)
    expect(r.summary).toContain('f17b7428-0250-503c-a2ce-582c7fcd7779')
  })

  it('a pytest report: classname with the module path matches the quarantined test', async () => {
    const r = await run(
      workspace([['r.xml', pytestReport(['test_refund_rounds_half_cents_down'])]]),
    )
    expect(r.outcome).toBe('success')
    expect(r.summary).toContain('fa885d00-a4b6-5a32-857f-d0e62415885a')
  })

  it("variant: with the uploader's variant the id picks that variant's test", async () => {
    const vitest = `<testsuites><testsuite name="src/search/__tests__/query.test.ts" failures="1"><testcase classname="src/search/__tests__/query.test.ts" name="search &gt; returns results for unicode queries"><failure message="expected [] to have length 1"/></testcase></testsuite></testsuites>`
    const mac = await run(workspace([['v.xml', vitest]]), {
      variant: 'macos-arm64',
      allow: ['flaky'],
    })
    expect(mac.outcome).toBe('success')
    expect(mac.summary).toContain('79221b4a-20ef-514e-bb8a-6ce90faf91ef')
    const linux = await run(workspace([['v.xml', vitest]]), {
      variant: 'linux-x64',
      allow: ['flaky'],
    })
    expect(linux.outcome).toBe('failure')
    expect(linux.failure).toContain('1 broken')
  })

  it('a name Trunk knows under another classname: new, and the log and annotation agree', async () => {
    const failing = (classname: string, name: string) =>
      `<testcase classname="${classname}" name="${name}"><failure message="boom"/></testcase>`
    const other = failing('tests.other.TestElse', 'test_refund_rounds_half_cents_down')
    // A few failures are asked by id alone: Trunk does not know this one's.
    const few = await run(
      workspace([['r.xml', `<testsuite name="pytest" failures="1">${other}</testsuite>`]]),
    )
    expect(few.outcome).toBe('failure')
    expect(lines).toContain(
      'Looked up 1 failing test(s) by Trunk test id as they were read: 0 known to Trunk.',
    )
    expect(few.annotations[0]!.message).toContain(
      'Its id was looked up, and Trunk does not know it.',
    )
    // Many failures go through the week's listing, which names what rules the name out.
    lines.length = 0
    const unknown = Array.from({ length: FEW_FAILURES }, (_, i) =>
      failing('tests.bulk', `test_unknown_${i}`),
    )
    const r = await run(
      workspace([
        [
          'r.xml',
          `<testsuite name="pytest" failures="${FEW_FAILURES + 1}">${other}${unknown.join('')}</testsuite>`,
        ],
      ]),
    )
    expect(r.outcome).toBe('failure')
    expect(lines.join('\n')).not.toMatch(/share a name/)
    expect(lines).toContain(
      `0 of ${FEW_FAILURES + 1} failure(s) are among the tests Trunk saw fail in the last 7 days.`,
    )
    expect(r.annotations[0]!.message).toContain(
      'Trunk has 1 test(s) of this name, but their classname, suite or file differ.',
    )
  })
})

describe("the test step's own outcome", () => {
  it('failure with no failing test in the reports fails the gate, without a request', async () => {
    const passing = `<testsuites><testsuite name="CheckoutFlow" failures="0"><testcase classname="a" name="a"/></testsuite></testsuites>`
    const r = await run(workspace([['p.xml', passing]]), { testOutcome: 'failure' })
    expect(r.outcome).toBe('failure')
    expect(r.failure).toMatch(
      /^The test step failed \(test-outcome: failure\), but its reports name no failing test/,
    )
    expect(r.failure).toContain('cannot forgive what it cannot see')
    // One verdict, never "Passed" beside it.
    expect(r.summary).toMatch(/^❌ \*\*Failed\*\*: The test step failed/)
    expect(r.summary).not.toContain('Passed')
    expect(emu.requests().total).toBe(0)
  })

  it("failure with only forgiven failures, in jest-junit's default report: fails, naming the report and the setting", async () => {
    // jest said "2 suites failed": the one jest-junit left out failed to load.
    const r = await run(workspace(['jest-junit-default.xml']), {
      testOutcome: 'failure',
      completeReports: [],
    })
    expect(r.outcome).toBe('failure')
    expect(r.outputs).toMatchObject({ 'quarantined-failures-count': '1' })
    expect(r.failure).toContain('reports/jest-junit-default.xml')
    expect(r.failure).toContain('reportTestSuiteErrors')
    expect(r.failure).toContain('complete: <glob>')
    expect(r.summary).toMatch(/^❌ \*\*Failed\*\*: The test step failed/)
  })

  it('failure with only forgiven failures passes when the team says its reports show load errors', async () => {
    const r = await run(workspace(['jest-junit-default.xml']), {
      testOutcome: 'failure',
      completeReports: ['reports/jest-junit-default.xml'],
    })
    expect(r.outcome).toBe('success')
  })

  it('marked complete, the report with the suite error fails the gate on the file that did not load', async () => {
    const r = await run(workspace(['jest-junit-suite-errors.xml']), {
      testOutcome: 'failure',
      completeReports: ['reports/*.xml'],
    })
    expect(r.outcome).toBe('failure')
    expect(r.outputs).toMatchObject({
      'failed-tests-count': '2',
      'quarantined-failures-count': '1',
      'unexplained-failures-count': '1',
    })
    expect(r.failure).toContain('test file src/search/__tests__/broken.test.js')
    expect(r.summary).toContain('failure(s) outside test cases')
    expect(r.summary).toContain('Cannot find module')
  })

  it('cancelled and skipped are errors, before reading anything', async () => {
    for (const testOutcome of ['cancelled', 'skipped'] as const) {
      const r = await run(workspace(['jest-junit-default.xml']), { testOutcome })
      expect(r.outcome).toBe('error')
      expect(r.failure).toContain(`The test step was ${testOutcome}`)
    }
    expect(emu.requests().total).toBe(0)
  })

  it('not given: the summary says what the gate could not check', async () => {
    const r = await run(workspace(['jest-junit-default.xml']), { testOutcome: '' })
    expect(r.summary).toContain('`test-outcome` was not given')
  })
})

describe('retries, counts and hostile reports', () => {
  it('gotestsum --rerun-fails: the test that passed on a rerun is counted apart and never fails the gate', async () => {
    const r = await run(workspace(['gotestsum-rerun-fails.xml']), {
      allow: ['quarantined', 'flaky'],
    })
    expect(r.outputs).toMatchObject({ 'failed-tests-count': '2', 'passed-on-retry-count': '1' })
    expect(r.summary).toContain('1 test(s) passed on a retry')
    expect(r.annotations.filter((a) => a.title.startsWith('Passed on retry'))).toHaveLength(1)
  })

  it('a suite counting more failures than it names is an error naming file, suite and numbers', async () => {
    const quiet = `<testsuites><testsuite name="pytest" failures="2"><testcase classname="tests.payments.test_refunds.TestRefunds" name="test_refund_rounds_half_cents_down"><failure message="x"/></testcase></testsuite></testsuites>`
    const r = await run(workspace([['quiet.xml', quiet]]))
    expect(r.outcome).toBe('error')
    expect(r.failure).toContain(
      'reports/quiet.xml, suite "pytest": 2 failure(s) and error(s) declared, 1 failing test case(s) named',
    )
    // The listing may have begun at the failure it names; nothing is looked up.
    expect(calls('getTestDetails')).toBe(0)
  })

  it('a DOCTYPE declaring an external entity: error naming the file, nothing read or fetched', async () => {
    const evil = `<?xml version="1.0"?><!DOCTYPE testsuite [<!ENTITY xxe SYSTEM "http://127.0.0.1:9/x">]><testsuite><testcase name="&xxe;"><failure/></testcase></testsuite>`
    const r = await run(workspace([['evil.xml', evil]]))
    expect(r.outcome).toBe('error')
    expect(r.failure).toContain('reports/evil.xml: its DOCTYPE declares entities')
    expect(emu.requests().total).toBe(0)
  })
})
