/**
 * `npm run bench`: runs the benchmarks of issue 6 on loopback against the emulator, prints their
 * tables (medians with min and max of several runs, and ratios against baselines measured in
 * the same run) and writes them, with the machine's details, to BENCHMARKS.md.
 *
 * Options: --runs N (default 5), --only 1,3 (benchmarks by number), --no-write (print only).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { node24, scratch } from './lib/processes.js'
import { progress, spliceRun, table, type Section } from './lib/report.js'
import { benchUpload } from './upload.js'
import { benchStartup } from './startup.js'
import { benchWaiting } from './waiting.js'
import { benchEmulator } from './emulator.js'
import { benchFlaky } from './flaky.js'
import { benchTestGate } from './test-gate.js'
import { benchCliStartup } from './cli-startup.js'
import { benchDoctor } from './doctor.js'
import { benchGateLatency } from './gate-latency.js'

// node:util parseArgs: an unknown option or a missing value stops the run with its message.
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    only: { type: 'string' },
    'no-write': { type: 'boolean', default: false },
  },
})
const runs = Number(args.runs)
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs ${args.runs}: expected a whole number ≥ 1`)
const only = args.only?.split(',').map(Number)
const write = !args['no-write']

if (!existsSync('dist/index.js') || !existsSync('dist/emulator/index.js')) {
  throw new Error('dist/ is missing: run npm run build first')
}
const dir = mkdtempSync(join(tmpdir(), 'mqa-bench-'))
scratch.dir = dir
const n24 = node24()
const benchmarks: [number, () => Promise<Section>][] = [
  [1, () => benchUpload({ runs, dir, node24: n24 })],
  [2, () => benchStartup({ runs: Math.max(runs, 7), node24: n24 })],
  [3, () => benchWaiting({ runs })],
  [4, () => benchEmulator({ runs })],
  [5, () => benchFlaky({ runs })],
  [6, () => benchTestGate({ runs })],
  [7, () => benchCliStartup({ runs: Math.max(runs, 7), node24: n24 })],
  [8, () => benchDoctor({ runs })],
  [10, () => benchGateLatency({ runs: Math.min(runs, 3) })],
]
if (only?.some((n) => !benchmarks.some(([m]) => m === n))) {
  rmSync(dir, { recursive: true, force: true })
  throw new Error(
    `--only ${args.only}: expected benchmark numbers 1 to ${benchmarks.length}, comma-separated`,
  )
}

const sections: Section[] = []
try {
  for (const [n, run] of benchmarks) {
    if (only && !only.includes(n)) continue
    progress(`benchmark ${n}...`)
    sections.push(await run())
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}

const version = (cmd: string, a: string[]) => {
  try {
    return execFileSync(cmd, a, { encoding: 'utf8' }).split('\n')[0]?.trim() ?? '?'
  } catch {
    return 'not found'
  }
}
const machine = table(
  ['', ''],
  [
    ['date', new Date().toISOString().replace(/\.\d+Z$/, 'Z')],
    ['CPU', `${cpus()[0]?.model ?? '?'}, ${cpus().length} cores`],
    ['memory', `${(totalmem() / 2 ** 30).toFixed(1)} GiB`],
    [
      'Node',
      `${process.version}${n24 ? ` (and ${version(n24, ['--version'])} from tools/node24)` : ''}`,
    ],
    ['curl, jq', `${version('curl', ['--version'])}; ${version('jq', ['--version'])}`],
    ['bundle', `dist/index.js ${statSync('dist/index.js').size.toLocaleString('en-US')} bytes`],
    [
      'runs',
      `${runs} per case (start-up: ${Math.max(runs, 7)}; emulator: runs of 4 s each), interleaved`,
    ],
  ],
)
const targetsTable = table(
  ['benchmark', 'target', 'measured', 'met'],
  sections
    .flatMap((s) => s.targets)
    .map((t) => [t.benchmark, t.target, t.measured, t.met ? 'yes' : '**no**']),
)
const report = [
  '# Benchmarks',
  '',
  'Written by `npm run bench` (`bench/`); do not edit by hand. Every figure is the median of',
  'several runs with (min–max); ratios are against baselines measured in the same run, on',
  'loopback against the emulator (`dist/emulator/index.js`). Wall time is spawn to exit',
  "(`process.hrtime`); peak memory is the process's peak RSS as GNU time reports it",
  '(`/usr/bin/time -f %M`: for a shell pipeline, its largest process).',
  '',
  machine,
  '',
  '## Targets',
  '',
  targetsTable,
  '',
  ...sections.map((s) => `## ${s.title}\n\n${s.body.trim()}\n`),
].join('\n')
process.stdout.write(report + '\n')
if (write && only && existsSync('BENCHMARKS.md')) {
  // Some benchmarks: their sections and target rows replace theirs, the rest stays as it was.
  const done = new Set(only.map(String))
  writeFileSync(
    'BENCHMARKS.md',
    spliceRun(readFileSync('BENCHMARKS.md', 'utf8'), sections, done, machine, targetsTable),
  )
  progress(`wrote benchmarks ${[...done].join(', ')} into BENCHMARKS.md`)
} else if (write) {
  const notes = existsSync('bench/NOTES.md') ? readFileSync('bench/NOTES.md', 'utf8') : ''
  writeFileSync('BENCHMARKS.md', report + (notes ? `\n${notes}` : ''))
  progress('wrote BENCHMARKS.md')
}
