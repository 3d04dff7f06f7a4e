/**
 * Benchmark 10: the test gate over a network-like API. The emulator (in this process, 127.0.0.1)
 * delays each answer by 50 ms (`latencyMs`); it knows 10,000 tests, their ids the ones Trunk's
 * uploader computes. The gate runs in a child process on v1 (an org token) and on v2 (a Trunk API
 * key) against a generated pytest report of 500,000 test cases with 2,000 failures (1,200
 * quarantined, 500 flaky, 300 new), and of 5,000 cases with 3 failures (2 quarantined, 1 flaky);
 * each beside a bare saxes streaming parse of the same file in the same run. Memory: the v2 gate
 * on 1,000,000 cases against the same gate on one case.
 *
 * `npx tsx bench/gate-latency.ts [--runs N] [--before DIR]` (DIR: a checkout whose src/ is the
 * gate before, run on v1 only); `npm run bench -- --only 10`.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { fmtMiB, fmtMs, fmtRatio, nowMs, seededRandom, stats } from './lib/measure.js'
import { table, type Section } from './lib/report.js'
import { generateReport, oneCaseReport } from './test-gate.js'

const SELF = fileURLToPath(import.meta.url)
const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)))
const LATENCY_MS = 50
const KNOWN = 10_000
const REPO = { host: 'github.com', owner: 'acme', name: 'app' }
const TOKEN = 'bench-token'
const KEY = 'trunk_v2_bench_all'
const testName = (i: number) => `test_handles_case_${i}`
const classOf = (i: number) => `services.area${i % 40}.tests.test_module_${i % 500}`
const fileOf = (i: number) => `services/area${i % 40}/tests/test_module_${i % 500}.py`

/** The 5,000-case report: failures are tests 0 and 1 (quarantined) and 1200 (flaky). */
function smallReport(): string {
  const parts = ['<?xml version="1.0" encoding="utf-8"?><testsuites>']
  const failing = new Map([
    [0, 0],
    [1000, 1],
    [2000, 1200],
  ])
  for (let s = 0; s < 50; s++) {
    const here = [...failing.keys()].filter((n) => n >= s * 100 && n < s * 100 + 100).length
    parts.push(`<testsuite name="pytest" errors="0" failures="${here}" skipped="0" tests="100">`)
    for (let c = 0; c < 100; c++) {
      const n = s * 100 + c
      const id = failing.get(n) ?? 2_000 + n
      const attrs = `classname="${classOf(id)}" name="${testName(id)}" file="${fileOf(id)}" line="10" time="0.01"`
      parts.push(
        failing.has(n)
          ? `<testcase ${attrs}><failure message="AssertionError">E</failure></testcase>`
          : `<testcase ${attrs} />`,
      )
    }
    parts.push('</testsuite>')
  }
  parts.push('</testsuites>\n')
  return parts.join('')
}

/** The 10,000 known tests (as test-gate.ts's, with the ids the uploader computes). */
async function knownTests() {
  const { trunkTestId } = await import('../src/wire/test-id.js')
  const random = seededRandom(7)
  return Array.from({ length: KNOWN }, (_, k) => {
    const i = k < 1_700 ? k : k + 300
    return {
      id: trunkTestId({
        orgUrlSlug: 'acme',
        repoFullName: `${REPO.host}/${REPO.owner}/${REPO.name}`,
        file: fileOf(i),
        classname: classOf(i),
        parent: 'pytest',
        name: testName(i),
      }),
      name: testName(i),
      classname: classOf(i),
      parent: 'pytest',
      file_path: fileOf(i),
      status: { value: k < 1_700 ? 'flaky' : 'broken', reason: 'passed on retry' },
      quarantined: k < 1_200 || (k >= 1_700 && random() < 0.1),
      failure_rate_last_7d: Math.round(random() * 100) / 100,
      failures: [`-${1 + (k % 100)}h`],
    }
  })
}

interface ChildResult {
  checkMs: number
  maxRssBytes: number
  outcome?: string
  outputs?: Record<string, string>
}

function runChild(args: string[]): Promise<ChildResult> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SELF, ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    child.on('error', fail)
    child.on('close', (code) => {
      const line = out.trim().split('\n').at(-1) ?? ''
      if (code !== 0 || !line.startsWith('{'))
        return fail(new Error(`gate-latency child: exit ${code}: ${out.slice(-500)}`))
      done(JSON.parse(line) as ChildResult)
    })
  })
}

/** In the child: one gate (or the bare parse), then one JSON line. */
async function child(mode: string, workspace: string, url: string, root: string): Promise<void> {
  const file = join(workspace, 'reports', 'junit.xml')
  if (mode === 'saxes') {
    const { SaxesParser } = await import('saxes')
    const { createReadStream } = await import('node:fs')
    const started = nowMs()
    const parser = new SaxesParser()
    parser.on('opentag', () => {})
    for await (const chunk of createReadStream(file, { encoding: 'utf8', highWaterMark: 65536 }))
      parser.write(chunk as string)
    parser.close()
    const r: ChildResult = {
      checkMs: nowMs() - started,
      maxRssBytes: process.resourceUsage().maxRSS * 1024,
    }
    process.stdout.write(`${JSON.stringify(r)}\n`)
    return
  }
  const src = (p: string) => join(root, 'src', p)
  const { checkTestResults } = (await import(
    src('commands/check-test-results/gate.ts')
  )) as typeof import('../src/commands/check-test-results/gate.js')
  let client: unknown
  let close: () => Promise<void>
  if (mode === 'v2') {
    const { TrunkV2Client } = await import('../src/client/v2/index.js')
    const { V2FlakyTests } = await import('../src/queue/index.js')
    const c = new TrunkV2Client({ baseUrl: url, token: KEY })
    client = new V2FlakyTests(c)
    close = () => c.close()
  } else {
    const { TrunkClient } = (await import(
      src('client/index.ts')
    )) as typeof import('../src/client/index.js')
    const c = new TrunkClient({ baseUrl: `${url}/v1`, token: TOKEN })
    client = c
    close = () => c.close()
  }
  const started = nowMs()
  const result = await checkTestResults(
    {
      client: client as never,
      clock: { now: () => Date.now() },
      log: { info() {}, warning() {}, debug() {} },
    },
    {
      repo: REPO,
      orgUrlSlug: 'acme',
      testReports: ['reports/**/*.xml'],
      allowFailures: new Set(['quarantined']),
      workspace,
      // The collection by id: no request to find it (by name, or the only one, costs one more).
      ...(mode === 'v2' ? { testCollection: 'aB3xY9kQ' } : {}),
    },
  )
  const checkMs = nowMs() - started
  await close()
  const { 'unexplained-failures': _list, ...outputs } = result.outputs
  const r: ChildResult = {
    checkMs,
    maxRssBytes: process.resourceUsage().maxRSS * 1024,
    outcome: result.outcome,
    outputs: outputs as Record<string, string>,
  }
  process.stdout.write(`${JSON.stringify(r)}\n`)
}

function workspaceWith(dir: string, name: string, text: string): string {
  const ws = join(dir, name)
  mkdirSync(join(ws, 'reports'), { recursive: true })
  writeFileSync(join(ws, 'reports', 'junit.xml'), text)
  return ws
}

export async function benchGateLatency(o: { runs: number; before?: string }): Promise<Section> {
  const { startEmulator } = await import('../src/emulator/index.js')
  const dir = mkdtempSync(join(tmpdir(), 'mqa-bench-gate-latency-'))
  const emu = await startEmulator({
    token: TOKEN,
    flakyTests: false,
    latencyMs: LATENCY_MS,
    apiKeys: [{ key: KEY, permissions: ['upload-test-results'] }],
  })
  try {
    const known = await knownTests()
    for (let i = 0; i < known.length; i += 2500) {
      const res = await fetch(`${emu.origin}/_control/flaky-tests`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-token': TOKEN },
        body: JSON.stringify({ tests: known.slice(i, i + 2500) }),
      })
      if (!res.ok) throw new Error(`control flaky-tests: HTTP ${res.status}: ${await res.text()}`)
    }
    const big = workspaceWith(dir, 'big', generateReport(500_000))
    const size = statSync(join(big, 'reports', 'junit.xml')).size
    const small = workspaceWith(dir, 'small', smallReport())
    const million = workspaceWith(dir, 'million', generateReport(1_000_000))
    const millionSize = statSync(join(million, 'reports', 'junit.xml')).size
    const one = workspaceWith(dir, 'one', oneCaseReport())
    const rows: string[][] = []
    const targets: Section['targets'] = []
    const requests = () => emu.requests().total
    const cases: [string, string, string, string][] = [
      ['500,000 cases, 2,000 failed', big, 'v2', '1.5'],
      ['500,000 cases, 2,000 failed', big, 'v1', '2.5'],
      ['5,000 cases, 3 failed', small, 'v2', 'small'],
      ['5,000 cases, 3 failed', small, 'v1', 'small'],
    ]
    if (o.before)
      cases.push(
        ['500,000 cases, 2,000 failed', big, 'before', 'before'],
        ['5,000 cases, 3 failed', small, 'before', 'before'],
      )
    for (const [what, ws, api, target] of cases) {
      const gate: number[] = []
      const parse: number[] = []
      const ratio: number[] = []
      const above: number[] = []
      let sent = 0
      let last: ChildResult | undefined
      for (let r = 0; r < o.runs; r++) {
        const before = requests()
        const root = api === 'before' ? (o.before as string) : ROOT
        last = await runChild([api === 'before' ? 'v1' : api, ws, emu.origin, root])
        sent = requests() - before
        const bare = await runChild(['saxes', ws, emu.origin, ROOT])
        gate.push(last.checkMs)
        parse.push(bare.checkMs)
        ratio.push(last.checkMs / bare.checkMs)
        above.push(last.checkMs - bare.checkMs)
      }
      const g = stats(gate)
      const p = stats(parse)
      const rt = stats(above).median / LATENCY_MS
      rows.push([
        what,
        api === 'before' ? 'v1, main before' : api,
        fmtMs(g),
        fmtMs(p),
        fmtRatio(stats(ratio).median),
        `${sent}`,
        `${last?.outputs?.['quarantined-failures-count']} / ${last?.outputs?.['flaky-failures-count']} / ${last?.outputs?.['unexplained-failures-count']}`,
      ])
      if (target === 'small')
        targets.push({
          benchmark: '10. gate at 50 ms',
          target: `${what} on ${api}: within 1.2x the bare parse + 100 ms (at most 2 round trips)`,
          measured: `${fmtMs(g)} against ${fmtMs(p)} (${sent} requests; ${rt.toFixed(1)} answers' latency above the parse)`,
          met: g.median <= 1.2 * p.median + 100,
        })
      else if (target !== 'before')
        targets.push({
          benchmark: '10. gate at 50 ms',
          target: `${what} on ${api}: within ${target}x the bare parse`,
          measured: `${fmtRatio(stats(ratio).median)} (${fmtMs(g)} against ${fmtMs(p)}, ${sent} requests)`,
          met: stats(ratio).median <= Number(target),
        })
    }
    // Memory: the v2 gate on 1,000,000 cases against the same gate on one case.
    const bigRss: number[] = []
    const oneRss: number[] = []
    for (let r = 0; r < Math.min(o.runs, 3); r++) {
      bigRss.push((await runChild(['v2', million, emu.origin, ROOT])).maxRssBytes)
      oneRss.push((await runChild(['v2', one, emu.origin, ROOT])).maxRssBytes)
    }
    const aboveMiB = stats(bigRss.map((v, k) => v - (oneRss[k] as number)))
    targets.push({
      benchmark: '10. gate at 50 ms',
      target: 'peak RSS at 1,000,000 cases at most 40 MiB above the one-case run',
      measured: `${fmtMiB(aboveMiB)} (${fmtMiB(stats(bigRss))} against ${fmtMiB(stats(oneRss))}; ${(millionSize / 1048576).toFixed(0)} MiB report)`,
      met: aboveMiB.median <= 40 * 1048576,
    })
    const body =
      `The emulator answers every request ${LATENCY_MS} ms late; it knows ${KNOWN.toLocaleString('en-US')} tests. ` +
      `Reports: test-gate.ts's pytest-style report (${(size / 1048576).toFixed(1)} MiB at 500,000 cases), ` +
      `and 5,000 cases with 3 failures; allow-failures: quarantined. The gate runs in a child process (\`node --import tsx\`, ${process.version}), ` +
      `${o.runs} runs, each beside a bare saxes parse of the same file. Requests: all the run sent. ` +
      `Load average after the runs: ${loadavg()[0]?.toFixed(1)}.\n\n` +
      table(
        [
          'report',
          'API',
          'the gate',
          'bare parse',
          'gate / parse',
          'requests',
          'quarantined / flaky / unexplained',
        ],
        rows,
      ) +
      '\n'
    return { title: '10. Test gate at 50 ms latency', body, targets }
  } finally {
    await emu.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

const argv = process.argv.slice(2)
if (resolve(process.argv[1] ?? '') === SELF) {
  if (['v1', 'v2', 'saxes'].includes(argv[0] ?? '')) {
    await child(argv[0] as string, argv[1] as string, argv[2] as string, argv[3] as string)
  } else {
    const { values } = parseArgs({
      args: argv,
      options: { runs: { type: 'string', default: '3' }, before: { type: 'string' } },
    })
    const section = await benchGateLatency({ runs: Number(values.runs), before: values.before })
    process.stdout.write(
      `## ${section.title}\n\n${section.body}\n` +
        table(
          ['benchmark', 'target', 'measured', 'met'],
          section.targets.map((t) => [t.benchmark, t.target, t.measured, t.met ? 'yes' : '**no**']),
        ) +
        '\n',
    )
  }
}
