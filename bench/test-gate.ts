/**
 * Benchmark 6: the test gate on a large report. A generated JUnit report of 500,000 test cases
 * with 2,000 failures is checked against 10,000 tests the service knows (served by the emulator,
 * in this process, on 127.0.0.1: 100 pages of list-failing-tests); the 300 failures it does not
 * know are looked up by id (100 of them, the per-run bound). The check runs in a child process
 * on Node 24 (tools/node24, else this Node), which reports the check's wall time and its own peak
 * RSS (`process.resourceUsage().maxRSS`); the same check on a one-case report is the baseline
 * the memory target is measured above, and a bare streaming parse of the same file with the same
 * parser (saxes, 64 KiB chunks, nothing kept) is the baseline the time target is measured against,
 * in the same run.
 *
 * Standalone: `npx tsx bench/test-gate.ts [--runs N]`; `npm run bench -- --only 6` from run.ts.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { cpus as cpuList, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { fmtMiB, fmtMs, fmtRatio, nowMs, seededRandom, stats } from './lib/measure.js'
import { table, type Section } from './lib/report.js'

const TESTCASES = 500_000
const FAILURES = 2_000
const KNOWN = 10_000
const QUARANTINED_FAILURES = 1_200
const FLAKY_FAILURES = 500 // the rest of the failures (300) are new
const REPO = { host: 'github.com', owner: 'acme', name: 'app' }
const TOKEN = 'bench-token'
const SELF = fileURLToPath(import.meta.url)
/** The whole check at most this many times a bare saxes parse of the same file. */
const TARGET_PARSE_RATIO = 1.5
const TARGET_RSS_RATIO = 0.25
const NODE24 = resolve(
  fileURLToPath(new URL('../tools/node24/node_modules/.bin/node', import.meta.url)),
)
/** The Node the checks run on: Node 24 (what action.yml runs) when tools/node24 is installed. */
const CHILD_NODE = existsSync(NODE24) ? NODE24 : process.execPath

const testName = (i: number) => `test_handles_case_${i}`
const classOf = (i: number) => `services.area${i % 40}.tests.test_module_${i % 500}`
const fileOf = (i: number) => `services/area${i % 40}/tests/test_module_${i % 500}.py`

/** The report, pytest style (xunit1: file and line), suites of 100, failures spread evenly. */
export function generateReport(testcases = TESTCASES): string {
  const random = seededRandom(6)
  const step = testcases / FAILURES
  const parts: string[] = ['<?xml version="1.0" encoding="utf-8"?><testsuites>']
  for (let s = 0; s < testcases / 100; s++) {
    let failing = 0
    for (let c = 0; c < 100; c++) if ((s * 100 + c) % step === 0) failing++
    parts.push(
      `<testsuite name="pytest" errors="0" failures="${failing}" skipped="0" tests="100" time="12.5" timestamp="2026-11-20T09:00:00.000000+00:00" hostname="fv-az1105-942">`,
    )
    for (let c = 0; c < 100; c++) {
      const n = s * 100 + c
      // Failure k is test case k*step; its test is number k among the known ones (or new).
      const failed = n % step === 0
      const id = failed ? n / step : FAILURES + n
      const attrs = `classname="${classOf(id)}" name="${testName(id)}" file="${fileOf(id)}" line="${10 + (id % 300)}" time="${(random() * 0.2).toFixed(3)}"`
      if (!failed) {
        parts.push(`<testcase ${attrs} />`)
        continue
      }
      const body = [
        `self = &lt;${classOf(id)}.TestCase object at 0x7f3a2c1d5e10&gt;`,
        '',
        `    def ${testName(id)}(self):`,
        `        response = self.client.post("/api/v1/orders", json={"id": ${id}})`,
        '&gt;       assert response.status_code == 200',
        'E       AssertionError: assert 503 == 200',
        'E        +  where 503 = &lt;Response [503]&gt;.status_code',
        '',
        `${fileOf(id)}:${12 + (id % 300)}: AssertionError`,
      ].join('\n')
      parts.push(
        `<testcase ${attrs}><failure message="AssertionError: assert 503 == 200&#10; +  where 503 = &lt;Response [503]&gt;.status_code">${body}</failure><system-out>INFO request id=${id} took ${Math.floor(random() * 900)} ms</system-out></testcase>`,
      )
    }
    parts.push('</testsuite>')
  }
  parts.push('</testsuites>\n')
  return parts.join('')
}

/** The same run's smallest report: one test case, failed, one the service has quarantined. */
export function oneCaseReport(): string {
  const attrs = `classname="${classOf(0)}" name="${testName(0)}" file="${fileOf(0)}" line="10" time="0.01"`
  return `<?xml version="1.0" encoding="utf-8"?><testsuites><testsuite name="pytest" errors="0" failures="1" skipped="0" tests="1"><testcase ${attrs}><failure message="AssertionError: assert 503 == 200">E</failure></testcase></testsuite></testsuites>\n`
}

/** The service's 10,000 tests: the first failures quarantined, then flaky, then the rest. */
function knownTests() {
  const random = seededRandom(7)
  const hex = (n: number) =>
    Array.from({ length: n }, () => Math.floor(random() * 16).toString(16)).join('')
  return Array.from({ length: KNOWN }, (_, k) => {
    // Tests 0..1199 are the quarantined failures, 1200..1699 the flaky ones; 1700..1999 are not
    // known (new); the rest failed elsewhere (other branches) and do not match this report.
    const i = k < QUARANTINED_FAILURES + FLAKY_FAILURES ? k : k + 300
    return {
      id: `${hex(8)}-${hex(4)}-4${hex(3)}-8${hex(3)}-${hex(12)}`,
      name: testName(i),
      classname: classOf(i),
      file_path: fileOf(i),
      status: {
        value: k < QUARANTINED_FAILURES + FLAKY_FAILURES ? 'flaky' : 'broken',
        reason: 'passed on retry',
      },
      quarantined:
        k < QUARANTINED_FAILURES || (k >= QUARANTINED_FAILURES + FLAKY_FAILURES && random() < 0.1),
      failure_rate_last_7d: Math.round(random() * 100) / 100,
      most_common_failures: [{ summary: 'AssertionError: assert 503 == 200', occurrence_count: 3 }],
      failures: [`-${1 + (k % 100)}h`],
    }
  })
}

interface ChildResult {
  checkMs: number
  /** The check's own CPU time (user + system): what the machine's load does not change much. */
  cpuMs?: number
  /** Reading and parsing the reports; listing the service's tests; the look-ups by id. */
  parseMs?: number
  listMs?: number
  lookupMs?: number
  /** Peak RSS when the reports were parsed (before the listing). */
  parsedRssBytes?: number
  maxRssBytes: number
  outcome?: string
  outputs?: Record<string, string>
}

function runChild(args: string[]): Promise<ChildResult & { wallMs: number }> {
  return new Promise((done, fail) => {
    const started = nowMs()
    const child = spawn(CHILD_NODE, ['--import', 'tsx', SELF, ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    child.on('error', fail)
    child.on('close', (code) => {
      const wallMs = nowMs() - started
      const line = out.trim().split('\n').at(-1) ?? ''
      if (code !== 0 || !line.startsWith('{'))
        return fail(new Error(`test-gate child: exit ${code}: ${out.slice(-500)}`))
      done({ ...(JSON.parse(line) as ChildResult), wallMs })
    })
  })
}

function bareNodeRss(): Promise<number> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      ['-e', 'process.stdout.write(String(process.resourceUsage().maxRSS * 1024))'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    let out = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    child.on('error', fail)
    child.on('close', () => done(Number(out)))
  })
}

/** In the child: one check (or, idle, only the imports), then one JSON line. */
async function child(mode: string, workspace: string, url: string): Promise<void> {
  if (mode === '--saxes') {
    // The baseline: the same file streamed through saxes, every event seen, nothing kept.
    const { SaxesParser } = await import('saxes')
    const { createReadStream } = await import('node:fs')
    const started = nowMs()
    const cpuStart = process.cpuUsage()
    const parser = new SaxesParser()
    let tags = 0
    parser.on('opentag', () => tags++)
    parser.on('text', () => {})
    for await (const chunk of createReadStream(join(workspace, 'reports', 'junit.xml'), {
      encoding: 'utf8',
      highWaterMark: 64 * 1024,
    }))
      parser.write(chunk as string)
    parser.close()
    const cpu = process.cpuUsage(cpuStart)
    const r: ChildResult = {
      checkMs: nowMs() - started,
      cpuMs: (cpu.user + cpu.system) / 1000,
      maxRssBytes: process.resourceUsage().maxRSS * 1024,
      outcome: `tags ${tags}`,
    }
    process.stdout.write(`${JSON.stringify(r)}\n`)
    return
  }
  const { TrunkClient } = await import('../src/client/index.js')
  const { checkTestResults } = await import('../src/commands/check-test-results/gate.js')
  if (mode === '--idle') {
    const r: ChildResult = { checkMs: 0, maxRssBytes: process.resourceUsage().maxRSS * 1024 }
    process.stdout.write(`${JSON.stringify(r)}\n`)
    return
  }
  const client = new TrunkClient({ baseUrl: url, token: TOKEN })
  const started = nowMs()
  const cpuStart = process.cpuUsage()
  // The gate logs a line after each phase: when they come splits the check's time.
  const phases: [ms: number, peakRss: number][] = []
  const result = await checkTestResults(
    {
      client,
      clock: { now: () => Date.now() },
      log: {
        info: () => phases.push([nowMs() - started, process.resourceUsage().maxRSS * 1024]),
        warning() {},
        debug() {},
      },
    },
    {
      repo: REPO,
      orgUrlSlug: 'acme',
      testReports: ['reports/**/*.xml'],
      // The generated report is marked as one that shows failures outside test cases, so a red
      // step with only forgiven failures passes (the check measured is the whole one).
      completeReports: ['reports/**/*.xml'],
      allowFailures: new Set(['quarantined']),
      workspace,
      testOutcome: 'failure',
    },
  )
  const checkMs = nowMs() - started
  const cpu = process.cpuUsage(cpuStart)
  await client.close()
  const { 'unexplained-failures': _list, ...outputs } = result.outputs
  // Lines: reading N reports, N test cases (parsed), Trunk lists N (listed), M of N among them
  // (classified), looked up N (the look-ups, when there were any).
  const [, parsed = [0, 0], listed = [0, 0], classified = [0, 0], looked = classified] = phases
  const r: ChildResult = {
    checkMs,
    cpuMs: (cpu.user + cpu.system) / 1000,
    parseMs: parsed[0],
    listMs: listed[0] - parsed[0],
    lookupMs: looked[0] - classified[0],
    parsedRssBytes: parsed[1],
    maxRssBytes: process.resourceUsage().maxRSS * 1024,
    outcome: result.outcome,
    outputs: outputs as Record<string, string>,
  }
  process.stdout.write(`${JSON.stringify(r)}\n`)
}

export async function benchTestGate(o: { runs: number }): Promise<Section> {
  const { startEmulator } = await import('../src/emulator/index.js')
  const dir = mkdtempSync(join(tmpdir(), 'mqa-bench-gate-'))
  const emu = await startEmulator({ token: TOKEN, flakyTests: false })
  try {
    // Through the control route, in parts well under its body limit.
    const known = knownTests()
    for (let i = 0; i < known.length; i += 2500) {
      const res = await fetch(`${emu.origin}/_control/flaky-tests`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-token': TOKEN },
        body: JSON.stringify({ tests: known.slice(i, i + 2500) }),
      })
      if (!res.ok) throw new Error(`control flaky-tests: HTTP ${res.status}: ${await res.text()}`)
    }
    mkdirSync(join(dir, 'reports'))
    const file = join(dir, 'reports', 'junit.xml')
    writeFileSync(file, generateReport())
    const size = statSync(file).size
    // Half the report: what the memory above the one-case run does when the report grows.
    const half = join(dir, 'half')
    mkdirSync(join(half, 'reports'), { recursive: true })
    writeFileSync(join(half, 'reports', 'junit.xml'), generateReport(TESTCASES / 2))
    const halfSize = statSync(join(half, 'reports', 'junit.xml')).size
    const small = join(dir, 'small')
    mkdirSync(join(small, 'reports'), { recursive: true })
    writeFileSync(join(small, 'reports', 'junit.xml'), oneCaseReport())
    const checks: number[] = []
    const cpus: number[] = []
    const parses: number[] = []
    const lists: number[] = []
    const lookups: number[] = []
    const walls: number[] = []
    const rss: number[] = []
    const parsedRss: number[] = []
    const oneCase: number[] = []
    const halfRss: number[] = []
    const saxesRss: number[] = []
    const bare: number[] = []
    const saxesMs: number[] = []
    const ratios: number[] = []
    const saxesCpu: number[] = []
    const cpuRatios: number[] = []
    let last: ChildResult | undefined
    for (let r = 0; r < o.runs; r++) {
      const run = await runChild(['--child', dir, emu.url])
      if (
        run.outcome !== 'failure' ||
        run.outputs?.['unexplained-failures-count'] !== '800' ||
        run.outputs?.['quarantined-failures-count'] !== '1200'
      )
        throw new Error(`unexpected result: ${JSON.stringify(run)}`)
      last = run
      const sax = await runChild(['--saxes', dir, emu.url])
      saxesMs.push(sax.checkMs)
      saxesRss.push(sax.maxRssBytes)
      ratios.push(run.checkMs / sax.checkMs)
      saxesCpu.push(sax.cpuMs ?? NaN)
      cpuRatios.push((run.cpuMs ?? NaN) / (sax.cpuMs ?? NaN))
      checks.push(run.checkMs)
      cpus.push(run.cpuMs ?? NaN)
      parses.push(run.parseMs ?? NaN)
      lists.push(run.listMs ?? NaN)
      lookups.push(run.lookupMs ?? NaN)
      walls.push(run.wallMs)
      rss.push(run.maxRssBytes)
      parsedRss.push(run.parsedRssBytes ?? NaN)
      const one = await runChild(['--child', small, emu.url])
      if (one.outcome !== 'success') throw new Error(`one-case run: ${JSON.stringify(one)}`)
      oneCase.push(one.maxRssBytes)
      const halved = await runChild(['--child', half, emu.url])
      if (halved.outputs?.['unexplained-failures-count'] !== '800')
        throw new Error(`half-size run: ${JSON.stringify(halved)}`)
      halfRss.push(halved.maxRssBytes)
      bare.push(await bareNodeRss())
    }
    const c = stats(checks)
    const peak = stats(rss)
    const base = stats(oneCase)
    const above = stats(rss.map((v, k) => (v - (oneCase[k] as number)) / size))
    const aboveMiB = stats(rss.map((v, k) => v - (oneCase[k] as number)))
    const halfAboveMiB = stats(halfRss.map((v, k) => v - (oneCase[k] as number)))
    const body =
      `A generated pytest-style report (file and line attributes, a traceback and a line of ` +
      `system-out per failure) of ${TESTCASES.toLocaleString('en-US')} test cases, ${FAILURES.toLocaleString('en-US')} failed, ` +
      `${(size / 1048576).toFixed(1)} MiB; ${KNOWN.toLocaleString('en-US')} tests known to the emulator (in the ` +
      `benchmark's process, 127.0.0.1), read as ${KNOWN / 100} pages; 100 of the 300 failures it does not know ` +
      `looked up by id (the per-run bound), 4 at a time. The check runs in a child process ` +
      `(\`node --import tsx\`, ${CHILD_NODE === NODE24 ? 'Node 24 from tools/node24' : `Node ${process.version}`}), ${o.runs} runs; ` +
      `the baseline is the same check on a one-case report. Load average after the runs: ${loadavg()[0]?.toFixed(1)} on ${cpuList().length} cores. Result: ${last?.outputs?.['quarantined-failures-count']} quarantined, ` +
      `${last?.outputs?.['flaky-failures-count']} flaky, ${last?.outputs?.['unexplained-failures-count']} unexplained (flaky not allowed).\n\n` +
      table(
        ['', 'median (min–max)'],
        [
          ['the check (find, read, parse, 100 pages, look-ups, classify, summary)', fmtMs(c)],
          ['a bare saxes streaming parse of the same file (same run)', fmtMs(stats(saxesMs))],
          ['the check / the bare parse', fmtRatio(stats(ratios).median)],
          ["the bare parse's CPU time (user + system)", fmtMs(stats(saxesCpu))],
          [
            'CPU time: the check / the bare parse (what load changes least)',
            fmtRatio(stats(cpuRatios).median),
          ],
          ["the check's own CPU time (user + system)", fmtMs(stats(cpus))],
          ['of which: finding, reading and parsing the report (streamed)', fmtMs(stats(parses))],
          [
            'of which: waiting for the listing of the 10,000 known tests (100 pages) after the parse (it starts at the first failure read)',
            fmtMs(stats(lists)),
          ],
          ['of which: 100 look-ups by id (get-test-details, 4 at a time)', fmtMs(stats(lookups))],
          ['the child, spawn to exit (tsx compiling the sources included)', fmtMs(stats(walls))],
          ['peak RSS of the child', fmtMiB(peak)],
          ['peak RSS of the child when the report was parsed', fmtMiB(stats(parsedRss))],
          ['peak RSS of the same check on a one-case report', fmtMiB(base)],
          ["peak RSS of `node -e ''` (this Node)", fmtMiB(stats(bare))],
          [
            "peak RSS of the bare saxes parse (a child like the check's, tsx loaded)",
            fmtMiB(stats(saxesRss)),
          ],
          ['peak RSS above the one-case run / report size', fmtRatio(above.median)],
          [
            `peak RSS above the one-case run: ${(TESTCASES / 2).toLocaleString('en-US')} cases (${(halfSize / 1048576).toFixed(1)} MiB) / ${TESTCASES.toLocaleString('en-US')} cases`,
            `${fmtMiB(halfAboveMiB)} / ${fmtMiB(aboveMiB)}`,
          ],
        ],
      ) +
      '\n'
    return {
      title: '6. Test gate',
      body,
      targets: [
        {
          benchmark: '6. test gate',
          target: `${TESTCASES.toLocaleString('en-US')} test cases, 2,000 failed, 10,000 known (100 pages): the whole check at most ${TARGET_PARSE_RATIO}x a bare saxes parse of the same file (same run)`,
          measured: `${fmtRatio(stats(ratios).median)} (${fmtMs(c)} against ${fmtMs(stats(saxesMs))}), CPU ${fmtMs(stats(cpus))}${CHILD_NODE === NODE24 ? '' : ` (on Node ${process.version}: tools/node24 missing)`}`,
          met: stats(ratios).median <= TARGET_PARSE_RATIO,
        },
        {
          benchmark: '6. test gate',
          target: `peak RSS above the same check on a one-case report at most ${TARGET_RSS_RATIO}x the report's size`,
          measured: `${fmtRatio(above.median)} (${fmtMiB(peak)} against ${fmtMiB(base)} for ${(size / 1048576).toFixed(1)} MiB)`,
          met: above.median <= TARGET_RSS_RATIO,
        },
      ],
    }
  } finally {
    await emu.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

const argv = process.argv.slice(2)
if (resolve(process.argv[1] ?? '') === SELF) {
  if (argv[0] === '--child' || argv[0] === '--idle' || argv[0] === '--saxes') {
    await child(argv[0], argv[1] as string, argv[2] as string)
  } else {
    const { values } = parseArgs({
      args: argv,
      options: { runs: { type: 'string', default: '5' } },
    })
    const section = await benchTestGate({ runs: Number(values.runs) })
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
