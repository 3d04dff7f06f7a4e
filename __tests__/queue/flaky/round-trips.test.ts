/**
 * The gate's round trips to Trunk, counted: the emulator on 127.0.0.1 answers each request
 * `LATENCY_MS` late (its `latencyMs`, the `--latency-ms` option), and a proxy in front of it notes
 * when each request was sent and answered; requests in flight at the same time are one round
 * trip. Three failures (one Trunk does not know) take one round trip on v1 (three look-ups by id
 * side by side, no listing) and at most two on v2 (the collection by id: none to find it, the
 * key's check and the failures side by side; by name: one to find it); 2,001 distinct failures on
 * v2 are two quarantine-status requests for the failures.
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
import {
  V1FlakyTests,
  V2FlakyTests,
  trunkTestId,
  type FlakyTests,
} from '../../../src/queue/index.js'
import { V2_PERMISSION_IDS } from '../../../src/wire/v2/index.js'
import { REPO, startTestEmulator, type TestEmulator } from '../../../__fixtures__/emulator.js'

// Long enough that a small report is read while one round trip is on its way, on a busy machine.
const LATENCY_MS = 300
const KEY = 'trunk_v2_round_trips'
const idOf = (name: string) =>
  trunkTestId({
    orgUrlSlug: 'acme',
    repoFullName: `${REPO.host}/${REPO.owner}/${REPO.name}`,
    file: 'tests/test_pay.py',
    classname: 'tests.test_pay',
    parent: 'pytest',
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

/** The gate over `flaky` on a report failing `failing`: its outputs and the requests it sent. */
async function gate(flaky: FlakyTests, failing: string[], testCollection?: string) {
  const dir = mkdtempSync(join(tmpdir(), 'mqa-round-trips-'))
  dirs.push(dir)
  mkdirSync(join(dir, 'reports'))
  writeFileSync(join(dir, 'reports', 'r.xml'), report(failing))
  seen = []
  const r = await checkTestResults(
    {
      client: flaky,
      clock: { now: () => emu.now() },
      log: { info() {}, warning() {}, debug() {} },
    },
    {
      repo: { ...REPO },
      orgUrlSlug: 'acme',
      testReports: ['reports/*.xml'],
      allowFailures: new Set(['quarantined', 'flaky']),
      workspace: dir,
      ...(testCollection ? { testCollection } : {}),
    },
  )
  return { outputs: r.outputs, seen: [...seen] }
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
