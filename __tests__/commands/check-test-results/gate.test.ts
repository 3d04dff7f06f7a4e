/**
 * checkTestResults end to end: real JUnit files in a temporary workspace, the real client, the
 * real emulator on 127.0.0.1 with its flaky-tests data shaped through the control route.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  NetworkError,
  NotFoundError,
  ServerError,
  TrunkApiError,
  TrunkClient,
} from '../../../src/client/index.js'
import { checkTestResults } from '../../../src/commands/check-test-results/gate.js'
import { FEW_FAILURES, WINDOW_PARTS, trunkTestId } from '../../../src/queue/index.js'
import { type TestGateDeps } from '../../../src/commands/check-test-results/types.js'
import { type AllowableClass } from '../../../src/commands/check-test-results/outcome.js'
import { REPO, startTestEmulator, type TestEmulator } from '../../../__fixtures__/emulator.js'
import { gradleReport } from './helpers.js'

const FIXTURES = join(import.meta.dirname, '../../../__fixtures__/junit')
// Trunk's ids of the two tests as its uploader computes them from KNOWN_ONLY below.
const idOf = (classname: string, name: string, file?: string) =>
  trunkTestId({
    orgUrlSlug: 'acme',
    repoFullName: `${REPO.host}/${REPO.owner}/${REPO.name}`,
    file,
    classname,
    parent: 'pytest',
    name,
  })
const QUARANTINED_ID = idOf(
  'tests.test_checkout',
  'test_rejects_expired_coupon',
  'tests/test_checkout.py',
)
const FLAKY_ID = idOf('tests.test_checkout.TestCart', 'test_total[usd]')

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
  // The service knows the pytest fixture's two failures: one quarantined, one flaky. The third
  // (test_balance) it does not know; the fixture below leaves it out where it must pass.
  await emu.control('/flaky-tests', {
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
        id: FLAKY_ID,
        name: 'test_total[usd]',
        classname: 'tests.test_checkout.TestCart',
        status: { value: 'flaky', reason: 'passed on retry' },
        failures: ['-3d'],
      },
      // Another repository's test of the same name does not count.
      {
        id: '11111111-0000-4000-8000-000000000003',
        name: 'test_balance',
        repo: 'github.com/acme/other',
        quarantined: true,
        failures: ['-1h'],
      },
    ],
  })
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

/** A workspace holding the given reports (fixture names, or [path, text] pairs). */
function workspace(files: (string | [string, string])[]): string {
  const ws = mkdtempSync(join(tmpdir(), 'gate-ws-'))
  dirs.push(ws)
  mkdirSync(join(ws, 'reports'))
  for (const f of files) {
    if (typeof f === 'string') copyFileSync(join(FIXTURES, f), join(ws, 'reports', f))
    else writeFileSync(join(ws, 'reports', f[0]), f[1])
  }
  return ws
}

/** The pytest xunit2 fixture's failures without test_balance (the one the service lacks). */
const KNOWN_ONLY = `<?xml version="1.0" encoding="utf-8"?><testsuites><testsuite name="pytest" errors="0" failures="2" skipped="0" tests="3"><testcase classname="tests.test_checkout" name="test_applies_coupon" time="0.003" /><testcase classname="tests.test_checkout" name="test_rejects_expired_coupon" file="tests/test_checkout.py" line="18" time="0.004"><failure message="AssertionError: assert 402 == 400">...</failure></testcase><testcase classname="tests.test_checkout.TestCart" name="test_total[usd]" time="0.002"><failure message="assert Decimal('10.01') == Decimal('10.00')">...</failure></testcase></testsuite></testsuites>`
/** KNOWN_ONLY and `n` failures Trunk does not know: more than are looked up by id first. */
const withUnknown = (n: number) =>
  KNOWN_ONLY.replace('failures="2"', `failures="${n + 2}"`).replace(
    '</testsuite>',
    `${Array.from({ length: n }, (_, i) => `<testcase classname="tests.test_bulk" name="test_unknown_${i}"><failure message="boom"/></testcase>`).join('')}</testsuite>`,
  )

function run(
  ws: string,
  allow: AllowableClass[] = ['quarantined'],
  client: TestGateDeps['client'] = emu.client,
  runnerSkewMs = 0,
) {
  return checkTestResults(
    { client, clock: { now: () => emu.now() + runnerSkewMs }, log },
    {
      repo: { ...REPO },
      orgUrlSlug: 'acme',
      testReports: ['reports/**/*.xml'],
      allowFailures: new Set(allow),
      workspace: ws,
    },
  )
}

const listCalls = () => emu.requests().byOperation['listFailingTests'] ?? 0

describe('checkTestResults against the emulator', () => {
  it('every failure forgiven (quarantined and flaky allowed): success', async () => {
    const r = await run(workspace([['known.xml', KNOWN_ONLY], 'passing.xml']), [
      'quarantined',
      'flaky',
    ])
    expect(r.outcome).toBe('success')
    expect(r.failure).toBeUndefined()
    expect(r.outputs).toEqual({
      'failed-tests-count': '2',
      'quarantined-failures-count': '1',
      'repo-quarantined-failures-count': '0',
      'flaky-failures-count': '1',
      'unexplained-failures-count': '0',
      'unexplained-failures': '[]',
      'passed-on-retry-count': '0',
      'retry-seconds': '0',
    })
    expect(r.summary).toContain('✅ **Passed**: all 2 failure(s)')
    // Linked to the service's page of each test.
    expect(r.summary).toMatch(new RegExp(`\\]\\(https?://[^)]*${QUARANTINED_ID}\\)`))
    expect(r.summary).toMatch(new RegExp(`\\]\\(https?://[^)]*${FLAKY_ID}\\)`))
    expect(r.annotations.map((a) => [a.level, a.file, a.line])).toEqual([
      ['notice', 'tests/test_checkout.py', 18],
      ['notice', undefined, undefined],
    ])
    // Two failures: each looked up by its id, side by side, and nothing else.
    expect(emu.requests().byOperation['getTestDetails']).toBe(2)
    expect(listCalls()).toBe(0)
  })

  it("many failures: the week's listing (its windows side by side) matches the known ones", async () => {
    const r = await run(workspace([['known.xml', withUnknown(FEW_FAILURES)]]), [
      'quarantined',
      'flaky',
    ])
    expect(r.outputs).toMatchObject({
      'quarantined-failures-count': '1',
      'flaky-failures-count': '1',
      'unexplained-failures-count': String(FEW_FAILURES),
    })
    expect(listCalls()).toBe(WINDOW_PARTS)
    expect(lines).toContain(
      `2 of ${FEW_FAILURES + 2} failure(s) are among the tests Trunk saw fail in the last 7 days.`,
    )
  })

  it.each([
    ['ahead', 10 * 24 * 3600_000, 'behind'],
    ['behind', -3 * 24 * 3600_000, 'ahead of'],
  ])(
    "a runner clock %s of the service's: the window follows the service's Date header",
    async (_, skew, word) => {
      // Enough failures for the listing.
      const r = await run(
        workspace([['known.xml', withUnknown(FEW_FAILURES)]]),
        ['quarantined', 'flaky'],
        emu.client,
        skew,
      )
      expect(r.outputs).toMatchObject({
        'quarantined-failures-count': '1',
        'flaky-failures-count': '1',
      })
      expect(lines).toContain(
        `The service's clock (its Date header) is ${Math.abs(skew) / 1000} s ${word} the runner's: the 7-day window follows the service's.`,
      )
      // The runner's week (stopped at the first answer), then the service's.
      expect(listCalls()).toBeGreaterThan(WINDOW_PARTS)
      expect(listCalls()).toBeLessThanOrEqual(2 * WINDOW_PARTS)
    },
  )

  it('flaky without allow flaky: failure, with the flaky test unexplained and linked', async () => {
    const r = await run(workspace([['known.xml', KNOWN_ONLY]]))
    expect(r.outcome).toBe('failure')
    expect(r.failure).toBe(
      '1 test failure(s) are not explained by Trunk (0 new, 0 broken, 1 flaky).',
    )
    expect(r.outputs['unexplained-failures-count']).toBe('1')
    const list = JSON.parse(r.outputs['unexplained-failures']!) as Record<string, string>[]
    expect(list).toEqual([
      {
        name: 'test_total[usd]',
        classname: 'tests.test_checkout.TestCart',
        class: 'flaky',
        link: expect.stringContaining(FLAKY_ID) as unknown as string,
      },
    ])
    expect(r.annotations.map((a) => a.level)).toEqual(['error', 'notice'])
  })

  it('one new failure fails the gate even with both classes allowed', async () => {
    const r = await run(
      workspace([
        [
          'known.xml',
          KNOWN_ONLY.replace('failures="2"', 'failures="3"').replace(
            '</testsuite>',
            '<testcase classname="tests.test_ledger" name="test_balance"><error message="refused"/></testcase></testsuite>',
          ),
        ],
      ]),
      ['quarantined', 'flaky'],
    )
    expect(r.outcome).toBe('failure')
    expect(r.outputs).toMatchObject({
      'failed-tests-count': '3',
      'quarantined-failures-count': '1',
      'repo-quarantined-failures-count': '0',
      'flaky-failures-count': '1',
      'unexplained-failures-count': '1',
    })
    expect(JSON.parse(r.outputs['unexplained-failures']!)).toEqual([
      { name: 'test_balance', classname: 'tests.test_ledger', class: 'new' },
    ])
    expect(r.failure).toBe('1 test failure(s) are not explained by Trunk (1 new, 0 broken).')
    expect(r.summary).toContain('🆕 new (counted)')
  })

  it('no failure in the reports: success without a single request to the API', async () => {
    const r = await run(workspace(['passing.xml']))
    expect(r.outcome).toBe('success')
    expect(r.outputs['failed-tests-count']).toBe('0')
    expect(r.summary).toContain('no test failed')
    expect(emu.requests().total).toBe(0)
  })

  it('no report matched: error, no request', async () => {
    const r = await run(workspace([]))
    expect(r.outcome).toBe('error')
    expect(r.failure).toMatch(/^No test report matched test-reports \(reports\/\*\*\/\*\.xml\)/)
    expect(emu.requests().total).toBe(0)
  })

  it('a malformed or non-JUnit report: error naming each file, never a pass', async () => {
    const r = await run(workspace(['passing.xml', 'malformed.xml', 'not-junit.xml']))
    expect(r.outcome).toBe('error')
    expect(r.failure).toContain('2 report(s) could not be read as a test report')
    expect(r.failure).toContain('reports/malformed.xml: not well-formed XML')
    expect(r.failure).toContain('reports/not-junit.xml: is XML whose root element is <coverage>')
    // The listing may have begun at a failure read before the error; nothing is looked up.
    expect(emu.requests().byOperation['getTestDetails'] ?? 0).toBe(0)
  })

  it('many failures start the listing while the report is read, and a report that then breaks still errors', async () => {
    // More failures than are looked up by id in the first 64 KiB, then more than a chunk of
    // passing cases, then a broken end.
    const failing = Array.from(
      { length: FEW_FAILURES + 1 },
      (_, i) =>
        `<testcase classname="tests.test_ledger" name="test_${i}"><failure message="boom"/></testcase>`,
    ).join('')
    const cases = Array.from(
      { length: 2000 },
      (_, i) => `<testcase classname="tests.test_bulk" name="test_${i}" time="0.001"/>`,
    ).join('')
    const text = `<testsuites><testsuite name="pytest" failures="${FEW_FAILURES + 1}">${failing}${cases}</testsuite><testsuite name="cut"`
    expect(text.length).toBeGreaterThan(2 * 64 * 1024)
    let listedAt: number | undefined
    let lookedUp = 0
    const client: TestGateDeps['client'] = {
      async *failingTestPages() {
        listedAt = Date.now()
        // The service is down: the report's error is still what the gate says.
        throw new Error('the listing is never awaited when the report cannot be read')
        yield* [] as never[]
      },
      getTestDetails: () => {
        lookedUp++
        return Promise.reject(new Error('no look-up when the report cannot be read'))
      },
    }
    const r = await run(workspace([['cut.xml', text]]), ['quarantined'], client)
    expect(r.outcome).toBe('error')
    expect(r.failure).toContain('reports/cut.xml: not well-formed XML')
    // Started at the failures, before the broken end was read; a report not read asks nothing by id.
    expect(listedAt).toBeDefined()
    expect(lookedUp).toBe(0)
    // A green report starts nothing.
    listedAt = undefined
    const green = await run(workspace(['passing.xml']), ['quarantined'], client)
    expect(green.outcome).toBe('success')
    expect(listedAt).toBeUndefined()
    expect(lookedUp).toBe(0)
  })

  it('a few distinct failures in many failing cases: all known by id, the listing started by the cases dropped', async () => {
    // One test failing in more cases than the few looked up by id (a rerun of every attempt).
    const cases = Array.from(
      { length: FEW_FAILURES + 5 },
      () =>
        `<testcase classname="tests.test_checkout" name="test_rejects_expired_coupon" file="tests/test_checkout.py"><failure message="boom"/></testcase>`,
    ).join('')
    const text = `<testsuites><testsuite name="pytest" failures="${FEW_FAILURES + 5}">${cases}</testsuite></testsuites>`
    let listed = false
    let dropped = false
    const asked: string[] = []
    const client: TestGateDeps['client'] = {
      // A listing that never answers: the gate must not wait for it.
      // eslint-disable-next-line require-yield
      async *failingTestPages(_params, call) {
        listed = true
        await new Promise((_, reject) =>
          call?.signal?.addEventListener('abort', () => {
            dropped = true
            reject(new Error('dropped'))
          }),
        )
      },
      getTestDetails: async (p) => {
        asked.push(p.test_id)
        return emu.client.getTestDetails(p)
      },
    }
    const r = await run(workspace([['r.xml', text]]), ['quarantined'], client)
    expect(r.outcome).toBe('success')
    expect(asked).toEqual([QUARANTINED_ID])
    expect([listed, dropped]).toEqual([true, true])
  })

  it.each([
    ['a window has a next page: the listing is cut, and the new failure says so', 'next', true],
    ['every window fits its page: the listing is whole, the words as ever', '', false],
  ])(
    "a few failures, one new, and a client that has told no service time: the first page of each window, the week ending at the runner's clock; %s",
    async (_, nextToken, cut) => {
      const ends: number[] = []
      let pagesAsked = 0
      const runnerNow = emu.now() - 5 * 60_000
      const client: TestGateDeps['client'] = {
        async *failingTestPages(req) {
          ends.push(Date.parse(req.end_time))
          for (;;) {
            pagesAsked++
            const more = { next_page_token: nextToken, total_pages: nextToken ? 2 : 1 }
            yield { tests: [], page: more } as never
          }
        },
        getTestDetails: (p, o) => emu.client.getTestDetails(p, o),
      }
      const r = await checkTestResults(
        { client, clock: { now: () => runnerNow }, log },
        {
          repo: { ...REPO },
          orgUrlSlug: 'acme',
          testReports: ['reports/**/*.xml'],
          allowFailures: new Set<AllowableClass>(['quarantined', 'flaky']),
          workspace: workspace([['r.xml', withUnknown(1)]]),
        },
      )
      expect(r.outcome).toBe('failure')
      expect(r.outputs['unexplained-failures-count']).toBe('1')
      // One page a window, never a second; no restart; the week ends at the runner's clock.
      expect(pagesAsked).toBe(WINDOW_PARTS)
      expect(ends).toHaveLength(WINDOW_PARTS)
      expect(Math.max(...ends)).toBe(runnerNow)
      const words =
        'not among the first 100 failing tests of each window of the week that were read'
      const unknown = r.annotations.find((a) => a.title.includes('test_unknown_0'))
      if (cut) {
        expect(unknown?.message).toContain(words)
        expect(r.summary).toContain(words)
        expect(lines).toContainEqual(expect.stringContaining(words))
      } else {
        expect(unknown?.message).toContain(
          'Failed, and Trunk does not know this test as quarantined, flaky or broken. Its id was looked up',
        )
        expect(r.summary).not.toContain(words)
        expect(lines.join('\n')).not.toContain(words)
      }
    },
  )

  it('a failure that a later attempt passes asks nothing: the verdict has no failure to match', async () => {
    const retried = gradleReport(
      '<testcase classname="tests.test_ledger" name="test_balance"><failure message="flaky"/></testcase><testcase classname="tests.test_ledger" name="test_balance"/>',
    )
    const client: TestGateDeps['client'] = {
      // eslint-disable-next-line require-yield
      async *failingTestPages() {
        throw new Error('no listing without a failure')
      },
      getTestDetails: () => Promise.reject(new Error('no look-up without a failure')),
    }
    const r = await run(workspace([['retried.xml', retried]]), ['quarantined'], client)
    expect(r.outcome).toBe('success')
    expect(r.outputs).toMatchObject({ 'failed-tests-count': '0', 'passed-on-retry-count': '1' })
  })

  it('while the report is read the listing holds at most 100 pages, then reads on and matches what comes after', async () => {
    const cases = Array.from(
      { length: 2000 },
      (_, i) => `<testcase classname="tests.test_bulk" name="test_${i}" time="0.001"/>`,
    ).join('')
    const failing = Array.from(
      { length: FEW_FAILURES },
      (_, i) =>
        `<testcase classname="tests.test_other" name="test_gone_${i}"><failure message="boom"/></testcase>`,
    ).join('')
    const text = `<testsuites><testsuite name="pytest" failures="${FEW_FAILURES + 1}"><testcase classname="tests.test_ledger" name="test_balance"><failure message="boom"/></testcase>${failing}${cases}</testsuite></testsuites>`
    expect(text.length).toBeGreaterThan(2 * 64 * 1024)
    const test = (name: string, classname: string, quarantined: boolean) =>
      ({
        id: `00000000-0000-4000-8000-${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`,
        repository: { html_url: 'https://github.com/acme/app' },
        html_url: 'https://app.trunk.io/acme/flaky-tests/test/x',
        name,
        variant: '',
        status: { value: 'flaky', reason: 'passed on retry', timestamp: '2026-11-20T00:00:00Z' },
        most_common_failures: [],
        failure_rate_last_7d: 0.1,
        failure_rate_last_24h: 0,
        classname,
        codeowners: [],
        pull_requests_impacted_last_7d: 0,
        quarantined,
      }) as never
    let pages = 0
    let pagesWhenRead: number | undefined
    let walks = 0
    const client: TestGateDeps['client'] = {
      async *failingTestPages() {
        // One window of the week holds it all: 300 pages at once (no wait on a network): only
        // the bound stops the listing early. The failure's own test comes on page 250, after the
        // reading ended.
        if (walks++) return
        for (; pages < 300;) {
          pages++
          yield {
            tests: Array.from({ length: 100 }, (_, i) =>
              pages === 250 && i === 0
                ? test('test_balance', 'tests.test_ledger', true)
                : test(`test_other_${pages}_${i}`, 'tests.other', false),
            ),
          } as never
        }
      },
      // Matched by name only, the failure is looked up by its id: Trunk knows no other.
      getTestDetails: () =>
        Promise.reject(new NotFoundError({ operation: 'getTestDetails', status: 404 })),
    }
    const watching = {
      ...log,
      info: (m: string) => {
        if (/test case\(s\) in 1 report/.test(m)) pagesWhenRead = pages
        lines.push(m)
      },
    }
    const r = await checkTestResults(
      { client, clock: { now: () => emu.now() }, log: watching },
      {
        repo: { ...REPO },
        orgUrlSlug: 'acme',
        testReports: ['reports/**/*.xml'],
        allowFailures: new Set(['quarantined']),
        workspace: workspace([['big.xml', text]]),
      },
    )
    expect(pagesWhenRead).toBe(100)
    expect(lines).toContain('Trunk lists 30000 test(s) that failed in the last 7 days.')
    // test_balance is forgiven; the others Trunk does not know.
    expect(r.outputs['quarantined-failures-count']).toBe('1')
    expect(r.outputs['unexplained-failures-count']).toBe(String(FEW_FAILURES))
  })

  it('an API outage (503 on every attempt): the client error propagates after its retries', async () => {
    emu.setFaults({ rules: [{ operation: 'listFailingTests', kind: 'status', status: 503 }] })
    const client = new TrunkClient({
      baseUrl: emu.url,
      token: emu.token,
      retry: { maxAttempts: 3, baseDelayMs: 1, maxDelayMs: 5 },
    })
    try {
      const p = run(workspace([['known.xml', withUnknown(FEW_FAILURES)]]), ['quarantined'], client)
      await expect(p).rejects.toThrow(ServerError)
      // Many failures need the listing: each window tried 3 times, or stopped when the first
      // gave up.
      expect(listCalls()).toBeGreaterThanOrEqual(3)
      // A few are asked by id first: the outage there is the gate's error too.
      emu.setFaults({ rules: [{ operation: 'getTestDetails', kind: 'status', status: 503 }] })
      await expect(
        run(workspace([['known.xml', KNOWN_ONLY]]), ['quarantined'], client),
      ).rejects.toThrow(ServerError)
    } finally {
      await client.close()
    }
  })

  it('an API that cannot be reached (closed port): a NetworkError, a TrunkApiError', async () => {
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    await new Promise<void>((resolve) => server.close(() => resolve()))
    const client = new TrunkClient({
      baseUrl: `http://127.0.0.1:${port}/v1`,
      token: 'x-token',
      retry: { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 5 },
    })
    try {
      const p = run(workspace([['known.xml', KNOWN_ONLY]]), ['quarantined'], client)
      await expect(p).rejects.toThrow(NetworkError)
      await expect(
        run(workspace([['known.xml', KNOWN_ONLY]]), ['quarantined'], client),
      ).rejects.toBeInstanceOf(TrunkApiError)
    } finally {
      await client.close()
    }
  })
})
