/**
 * The gate's round trips to Trunk, counted: the emulator on 127.0.0.1 answers each request
 * `LATENCY_MS` late (its `latencyMs`, the `--latency-ms` option), and a proxy in front of it notes
 * when each request was sent and answered; requests in flight at the same time are one round
 * trip. Three failures (one Trunk does not know) take two round trips on v1 (three look-ups by id
 * side by side, then the first page of each of the week's 8 windows side by side, however many
 * tests Trunk lists) and at most two on v2 (the collection by id: none to find it, the key's check
 * and the failures side by side; by name: one to find it); 2,001 distinct failures on v2 are two
 * quarantine-status requests for the failures.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { checkTestResults } from '../../../src/commands/check-test-results/gate.js'
import { TrunkClient } from '../../../src/client/index.js'
import { TrunkV2Client } from '../../../src/client/v2/index.js'
import { V1FlakyTests, V2FlakyTests, type FlakyTests } from '../../../src/queue/index.js'
import { V2_PERMISSION_IDS } from '../../../src/wire/v2/index.js'
import { REPO, startTestEmulator, type TestEmulator } from '../../../__fixtures__/emulator.js'
import { payTestId } from '../../../__fixtures__/trunk-ids.js'
import { trunkTestId } from '../../../src/queue/index.js'

// Long enough that a small report is read while one round trip is on its way, on a busy machine.
const LATENCY_MS = 300
const KEY = 'trunk_v2_round_trips'
const idOf = payTestId
/** A repository whose week holds more failing tests in a window than a page of the listing. */
const BUSY = { host: 'github.com', owner: 'acme', name: 'busy' } as const
const BUSY_FILLERS = 250
const busyIdOf = (name: string, parent = 'pytest') =>
  trunkTestId({
    orgUrlSlug: 'acme',
    repoFullName: 'github.com/acme/busy',
    file: 'tests/test_pay.py',
    classname: 'tests.test_pay',
    parent,
    name,
  })
const testcase = (n: string, failed: boolean) =>
  `<testcase classname="tests.test_pay" name="${n}" file="tests/test_pay.py">${failed ? '<failure message="boom"/>' : ''}</testcase>`
const report = (failing: string[]) =>
  `<testsuites><testsuite name="pytest" tests="${failing.length + 1}" failures="${failing.length}">` +
  `${failing.map((n) => testcase(n, true)).join('')}${testcase('test_ok', false)}</testsuite></testsuites>`

/** One request as the proxy saw it: path, body, sent and answered (ms). */
interface Seen {
  path: string
  body?: string
  sent: number
  answered: number
}

/** Round trips: groups of requests in flight at the same time (a request answered before another is sent starts a new one). */
function roundTrips(seen: readonly Seen[]): number {
  let trips = 0
  let until = -Infinity
  for (const s of [...seen].sort((a, b) => a.sent - b.sent)) {
    if (s.sent >= until) trips++
    until = s.sent >= until ? s.answered : Math.max(until, s.answered)
  }
  return trips
}

let emu: TestEmulator
let proxy: Server
let proxyUrl: string
let seen: Seen[] = []
const dirs: string[] = []
const closers: (() => Promise<void>)[] = []

beforeAll(async () => {
  emu = await startTestEmulator({
    clock: { mode: 'manual', startAt: '2026-11-20T12:00:00Z' },
    latencyMs: LATENCY_MS,
    apiKeys: [{ key: KEY, permissions: V2_PERMISSION_IDS }],
  })
  const test = (name: string, over: Record<string, unknown>) => ({
    id: idOf(name),
    name,
    classname: 'tests.test_pay',
    parent: 'pytest',
    file_path: 'tests/test_pay.py',
    ...over,
  })
  await emu.control('/flaky-tests', {
    tests: [
      test('test_quarantined', { quarantined: true, failures: ['-2h'] }),
      test('test_flaky', { status: { value: 'flaky', reason: 'x' }, failures: ['-30h'] }),
    ],
  })
  // The busy repository: its own quarantined and flaky tests (known by the ids the gate
  // computes), two quarantined tests Trunk keys under another suite (their ids are not the gate's:
  // known by names only), and more failing tests in the latest window than a page holds. The
  // emulator lists by name: test_aa_renamed is on its window's first page, test_zz_renamed is not.
  const busy = (name: string, over: Record<string, unknown>) => ({
    ...test(name, over),
    id: busyIdOf(name),
    repo: 'github.com/acme/busy',
  })
  const renamed = (name: string) => ({
    ...busy(name, { quarantined: true, failures: ['-4h'] }),
    id: busyIdOf(name, 'tests'),
    parent: 'tests',
  })
  await emu.control('/flaky-tests', {
    tests: [
      busy('test_busy_quarantined', { quarantined: true, failures: ['-3h'] }),
      busy('test_busy_flaky', { status: { value: 'flaky', reason: 'x' }, failures: ['-30h'] }),
      renamed('test_aa_renamed'),
      renamed('test_zz_renamed'),
      ...Array.from({ length: BUSY_FILLERS }, (_, i) =>
        busy(`test_filler_${i}`, { failures: ['-1h'] }),
      ),
    ],
  })
  const target = new URL(emu.origin)
  proxy = createServer((req, res) => {
    const s: Seen = { path: req.url ?? '', sent: performance.now(), answered: Infinity }
    seen.push(s)
    const out = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
        answer.on('end', () => (s.answered = performance.now()))
      },
    )
    out.on('error', () => res.destroy())
    const body: Buffer[] = []
    req.on('data', (c: Buffer) => body.push(c))
    req.on('end', () => {
      s.body = Buffer.concat(body).toString()
      out.end(s.body)
    })
  })
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done))
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
})

afterAll(async () => {
  for (const close of closers) await close()
  await new Promise((done) => proxy.close(done))
  await emu.stop()
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

function v1(): FlakyTests {
  const c = new TrunkClient({ baseUrl: `${proxyUrl}/v1`, token: emu.token })
  closers.push(() => c.close())
  return new V1FlakyTests(c)
}

function v2(): FlakyTests {
  const c = new TrunkV2Client({ baseUrl: proxyUrl, token: KEY })
  closers.push(() => c.close())
  return new V2FlakyTests(c)
}

/**
 * The gate over `flaky` on a report failing `failing`: its outcome, outputs, summary, annotations
 * and log, and the requests it sent. `runnerAheadMs`: the runner's clock ahead of the service's.
 */
async function gate(
  flaky: FlakyTests,
  failing: string[],
  testCollection?: string,
  {
    repo = REPO,
    runnerAheadMs = 0,
  }: { repo?: typeof REPO | typeof BUSY; runnerAheadMs?: number } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'mqa-round-trips-'))
  dirs.push(dir)
  mkdirSync(join(dir, 'reports'))
  writeFileSync(join(dir, 'reports', 'r.xml'), report(failing))
  seen = []
  const log: string[] = []
  const r = await checkTestResults(
    {
      client: flaky,
      clock: { now: () => emu.now() + runnerAheadMs },
      log: { info: (m) => log.push(m), warning: (m) => log.push(m), debug() {} },
    },
    {
      repo: { ...repo },
      orgUrlSlug: 'acme',
      testReports: ['reports/*.xml'],
      allowFailures: new Set(['quarantined', 'flaky']),
      workspace: dir,
      ...(testCollection ? { testCollection } : {}),
    },
  )
  return { ...r, log, seen: [...seen] }
}

const THREE = ['test_quarantined', 'test_flaky', 'test_new']
const counts = {
  'failed-tests-count': '3',
  'quarantined-failures-count': '1',
  'flaky-failures-count': '1',
  'unexplained-failures-count': '1',
}
const paths = (s: Seen[]) => s.map((r) => r.path.replace(/\?.*/, '')).sort()

describe('round trips to Trunk at a latency', () => {
  it('counts requests in flight together as one round trip', () => {
    const at = (sent: number, answered: number) => ({ path: '', sent, answered })
    expect(roundTrips([])).toBe(0)
    expect(roundTrips([at(0, 10), at(5, 12), at(11, 20)])).toBe(1)
    expect(roundTrips([at(0, 10), at(10, 20), at(25, 30)])).toBe(3)
  })

  it('v1, failures Trunk knows by their ids: look-ups by id side by side, one round trip', async () => {
    const r = await gate(v1(), ['test_quarantined', 'test_flaky'])
    expect(r.outputs).toMatchObject({
      'failed-tests-count': '2',
      'quarantined-failures-count': '1',
      'flaky-failures-count': '1',
      'unexplained-failures-count': '0',
    })
    expect(paths(r.seen)).toEqual(Array(2).fill('/v1/flaky-tests/get-test-details'))
    expect(roundTrips(r.seen)).toBe(1)
  })

  it('v1, three failures (one Trunk does not know by its id): the look-ups, then the week in 8 windows side by side, two round trips', async () => {
    const r = await gate(v1(), THREE)
    expect(r.outputs).toMatchObject(counts)
    expect(paths(r.seen)).toEqual([
      ...Array(3).fill('/v1/flaky-tests/get-test-details'),
      ...Array(8).fill('/v1/flaky-tests/list-failing-tests'),
    ])
    expect(roundTrips(r.seen)).toBe(2)
    // Every window fits a page: the listing is whole, and the words say what they always said.
    const unknown = r.annotations.find((a) => a.title.includes('test_new'))
    expect(unknown?.message).toContain(
      'Trunk does not know this test as quarantined, flaky or broken.',
    )
    expect(r.summary).not.toContain('not among the first')
  })

  it('v1, three failures (one new) where a window holds more than a page: the first page of each window, two round trips, the new one unexplained and the cut said', async () => {
    // The runner's clock is 3 h ahead: the week ends at the service's time the look-ups' answers
    // told, without a listing to restart.
    const r = await gate(
      v1(),
      ['test_busy_quarantined', 'test_busy_flaky', 'test_new'],
      undefined,
      {
        repo: BUSY,
        runnerAheadMs: 3 * 3_600_000,
      },
    )
    expect(r.outcome).toBe('failure')
    expect(r.outputs).toMatchObject(counts)
    expect(JSON.parse(r.outputs['unexplained-failures'] ?? '[]')).toEqual([
      expect.objectContaining({ name: 'test_new', class: 'new' }),
    ])
    expect(paths(r.seen)).toEqual([
      ...Array(3).fill('/v1/flaky-tests/get-test-details'),
      ...Array(8).fill('/v1/flaky-tests/list-failing-tests'),
    ])
    expect(roundTrips(r.seen)).toBe(2)
    const listings = r.seen
      .filter((s) => s.path.startsWith('/v1/flaky-tests/list-failing-tests'))
      .map(
        (s) =>
          JSON.parse(s.body ?? '{}') as { end_time: string; page_query: { page_token?: string } },
      )
    // First pages only, and the latest window ends at the service's time, not the runner's.
    expect(listings.every((b) => !b.page_query.page_token)).toBe(true)
    const end = Math.max(...listings.map((b) => Date.parse(b.end_time)))
    expect(Math.abs(end - emu.now())).toBeLessThan(5_000)
    expect(r.log).toContainEqual(
      expect.stringContaining("The service's clock (its Date header) is 10800 s behind"),
    )
    const unknown = r.annotations.find((a) => a.title.includes('test_new'))
    expect(unknown?.level).toBe('error')
    expect(unknown?.message).toContain(
      'Trunk does not know this test by its id (computed from the report), and it is not among the ' +
        'first 100 failing tests of each window of the week that were read (the listing was cut at ' +
        "one page a window to keep the gate's requests bounded by its failures).",
    )
    expect(unknown?.message).not.toContain('Trunk does not know this test as quarantined')
    const cut =
      '1 failure(s) Trunk does not know by their id are not among the first 100 failing tests'
    expect(r.summary).toContain(cut)
    expect(r.log).toContainEqual(expect.stringContaining(cut))
    expect(r.log).toContainEqual(
      expect.stringContaining('the first 100 of each window of the week'),
    )
  })

  it('v1, a quarantined test Trunk knows only by its names (id 404), on the first page of its window: forgiven in two round trips', async () => {
    const r = await gate(v1(), ['test_aa_renamed', 'test_busy_flaky'], undefined, { repo: BUSY })
    expect(r.outcome).toBe('success')
    expect(r.outputs).toMatchObject({
      'failed-tests-count': '2',
      'quarantined-failures-count': '1',
      'flaky-failures-count': '1',
      'unexplained-failures-count': '0',
    })
    expect(paths(r.seen)).toEqual([
      ...Array(2).fill('/v1/flaky-tests/get-test-details'),
      ...Array(8).fill('/v1/flaky-tests/list-failing-tests'),
    ])
    expect(roundTrips(r.seen)).toBe(2)
    expect(r.summary).not.toContain('not among the first')
    expect(r.annotations.find((a) => a.title.includes('test_aa_renamed'))?.message).toContain(
      'known to Trunk as quarantined',
    )
  })

  it('v1, a quarantined test Trunk knows only by its names, past the first page of its window: not forgiven, and the gate says why', async () => {
    // What the bound costs: the gate fails closed, naming the cut listing and the remedies.
    const r = await gate(v1(), ['test_zz_renamed', 'test_busy_flaky'], undefined, { repo: BUSY })
    expect(r.outcome).toBe('failure')
    expect(r.outputs).toMatchObject({
      'failed-tests-count': '2',
      'quarantined-failures-count': '0',
      'unexplained-failures-count': '1',
    })
    expect(roundTrips(r.seen)).toBe(2)
    const missed = r.annotations.find((a) => a.title.includes('test_zz_renamed'))
    expect(missed?.level).toBe('error')
    expect(missed?.message).toContain('not among the first 100 failing tests of each window')
    expect(missed?.message).toContain(
      "gate the report that is uploaded, or name the test in the repository's quarantine file",
    )
  })

  it('v2, three failures: the collection by id takes no request; at most two round trips', async () => {
    const r = await gate(v2(), THREE, 'aB3xY9kQ')
    expect(r.outputs).toMatchObject(counts)
    // The key's check and the failures.
    expect(paths(r.seen)).toEqual(Array(2).fill('/v2/test-collections/aB3xY9kQ/quarantine-status'))
    expect(roundTrips(r.seen)).toBeLessThanOrEqual(2)
  })

  it('v2, three failures: the collection by name takes one request; two round trips', async () => {
    const r = await gate(v2(), THREE, 'default')
    expect(r.outputs).toMatchObject(counts)
    expect(paths(r.seen)).toEqual([
      '/v2/test-collections',
      ...Array(2).fill('/v2/test-collections/aB3xY9kQ/quarantine-status'),
    ])
    expect(roundTrips(r.seen)).toBe(2)
  })

  it('v2, 2,001 distinct failures: two quarantine-status requests for them', async () => {
    const many = Array.from({ length: 2_001 }, (_, i) => `test_many_${i}`)
    const r = await gate(v2(), many, 'aB3xY9kQ')
    expect(r.outputs['failed-tests-count']).toBe('2001')
    expect(r.outputs['unexplained-failures-count']).toBe('2001')
    expect(paths(r.seen)).toEqual(Array(3).fill('/v2/test-collections/aB3xY9kQ/quarantine-status'))
    // The key's check (no test), then 2,000 and 1.
    const asked = r.seen.map(
      (s) => (JSON.parse(s.body ?? '{}') as { testIdentifiers: unknown[] }).testIdentifiers.length,
    )
    expect(asked.sort((a, b) => a - b)).toEqual([0, 1, 2_000])
    expect(roundTrips(r.seen)).toBeLessThanOrEqual(2)
  })
})
