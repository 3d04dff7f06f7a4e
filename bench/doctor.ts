/**
 * Benchmark 8: doctor on 50 workflow files, on the largest real folder, and on a 2 MiB workflow.
 * A generated checkout of 50 workflows shaped like a large monorepo's (branch and path filters, 3x3
 * matrices with include and exclude, local reusable workflows, needs chains, draft guards, job-level
 * `if:`), 120 required checks; the largest folder of the real corpus (__fixtures__/workflows/real)
 * with its required checks; and one generated workflow of 2 MiB (doctor's cap; GitHub's own is
 * 500 KB) and of 1 MiB, whose times are compared with yaml's parse of the same text (the baseline
 * in the same run) and with each other (linear: twice the size, about twice the time). doctor's own
 * work (read and parse every file, then the diagnosis over every test run) is timed in this
 * process, the first run (cold: nothing parsed or compiled yet) and the following ones.
 *
 * Standalone: `npx tsx bench/doctor.ts [--runs N]`; `npm run bench -- --only 8` from run.ts.
 */
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { RUNNING_QUEUE } from '../__fixtures__/doctor.js'
import { readWorkflows } from '../src/commands/doctor/checkout.js'
import { diagnose, type QueueFacts } from '../src/commands/doctor/diagnose.js'
import { LineCounter, parseDocument } from 'yaml'
import { fmtMs, fmtRatio, nowMs, stats } from './lib/measure.js'
import { table, type Section } from './lib/report.js'

const FILES = 50
const TARGET_MS = 1000
/** doctor on a 2 MiB workflow, at most this many times yaml's own parse of it. */
const MAX_OVER_PARSE = 3
/** Twice the size, at most this many times the time (2 is linear; 4 would be quadratic). */
const MAX_GROWTH = 2.6
const REAL = join(import.meta.dirname, '..', '__fixtures__', 'workflows', 'real')

/** One workflow of the generated checkout; every fifth calls a reusable workflow. */
function workflow(i: number): string {
  const filters = [
    `  push:\n    branches: [main, 'trunk-merge/**', 'release/v[0-9]+.[0-9]+']\n  pull_request:\n    branches: [main]\n`,
    `  push:\n    branches-ignore: ['dependabot/**', 'gh-pages']\n    paths-ignore: ['docs/**', '**.md']\n`,
    `  pull_request:\n    types: [opened, synchronize, reopened, ready_for_review]\n  merge_group:\n`,
    `  push:\n    branches: ['**']\n    paths: ['services/svc${i}/**', 'libs/**', '!libs/legacy/**']\n`,
  ]
  const jobs = [
    `  changes:\n    runs-on: ubuntu-latest\n    outputs:\n      svc: \${{ steps.f.outputs.svc }}\n    steps:\n      - uses: actions/checkout@v4\n      - id: f\n        run: echo "svc=true" >> "$GITHUB_OUTPUT"\n`,
    `  lint-${i}:\n    name: Lint svc${i}\n    if: github.event_name == 'push' || !github.event.pull_request.draft\n    runs-on: ubuntu-latest\n    steps:\n      - run: make lint\n`,
    `  test-${i}:\n    name: Test svc${i}\n    needs: [changes]\n    runs-on: \${{ matrix.os }}\n    strategy:\n      matrix:\n        os: [ubuntu-latest, macos-14, windows-latest]\n        node: [18, 20, 22]\n        exclude:\n          - os: windows-latest\n            node: 18\n        include:\n          - os: ubuntu-latest\n            node: 22\n            coverage: true\n    steps:\n      - run: npm test\n`,
    `  e2e-${i}:\n    name: E2E svc\${{ matrix.shard }}\n    needs: [changes, lint-${i}]\n    if: \${{ always() && needs.changes.result == 'success' }}\n    runs-on: ubuntu-latest\n    strategy:\n      matrix:\n        shard: [1, 2, 3, 4]\n    steps:\n      - run: npm run e2e -- --shard \${{ matrix.shard }}\n`,
  ]
  const call =
    i % 5 === 0
      ? `  build-${i}:\n    uses: ./.github/workflows/reusable-${i % 3}.yml\n    with:\n      target: svc${i}\n`
      : ''
  return `name: Service ${i}\non:\n${filters[i % filters.length]}permissions:\n  contents: read\nconcurrency:\n  group: 'svc${i}-\${{ github.ref }}'\n  cancel-in-progress: true\njobs:\n${jobs.join('')}${call}`
}

function reusable(k: number): string {
  return `name: Reusable ${k}\non:\n  workflow_call:\n    inputs:\n      target:\n        type: string\n        required: true\n      publish:\n        type: boolean\n        default: false\njobs:\n  compile:\n    runs-on: ubuntu-latest\n    steps:\n      - run: make \${{ inputs.target }}\n  publish:\n    if: inputs.publish\n    needs: compile\n    runs-on: ubuntu-latest\n    steps:\n      - run: make publish\n`
}

/** Writes the checkout; returns the required checks (some met, some not). */
export function generateCheckout(dir: string): string[] {
  const wf = join(dir, '.github', 'workflows')
  mkdirSync(wf, { recursive: true })
  const required: string[] = []
  for (let i = 0; i < FILES - 3; i++) {
    writeFileSync(join(wf, `service-${i}.yml`), workflow(i))
    required.push(`Lint svc${i}`, `E2E svc${(i % 4) + 1}`)
    if (i % 2) required.push(`Test svc${i} (ubuntu-latest, 20)`)
    if (i % 5 === 0) required.push(`build-${i} / compile`)
  }
  for (let k = 0; k < 3; k++) writeFileSync(join(wf, `reusable-${k}.yml`), reusable(k))
  return [...new Set(required)]
}

interface RunResult {
  ms: number
  findings: number
  errors: number
}

/** doctor's own work on a checkout: read and parse its workflows, then the diagnosis. */
function runOnce(
  dir: string,
  required: string[],
  q: Partial<QueueFacts> = {},
  repository = 'acme/app',
): RunResult & { files: number } {
  const t0 = nowMs()
  const { files, folder } = readWorkflows(dir)
  const findings = diagnose({
    queue: { ...RUNNING_QUEUE, ...q },
    required: { names: required, source: { kind: 'queue' }, complete: true },
    workflows: files,
    folder,
    repository,
  })
  return {
    ms: nowMs() - t0,
    files: files.length,
    findings: findings.length,
    errors: findings.filter((f) => f.severity === 'error').length,
  }
}

/** The first run and the median of the next `runs`. */
function timed(runs: number, once: () => RunResult) {
  const first = once()
  const rest: RunResult[] = []
  for (let r = 0; r < runs; r++) rest.push(once())
  const warm = stats(rest.map((r) => r.ms))
  return { first, warm, slowest: Math.max(first.ms, warm.max) }
}

/** The real corpus's largest folder (by its workflows' bytes), with its expected.json. */
function largestRealFolder(): { name: string; dir: string; bytes: number; spec: RealSpec } {
  const all = readdirSync(REAL, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => {
      const dir = join(REAL, d.name)
      const wf = join(dir, '.github/workflows')
      const bytes = readdirSync(wf).reduce((n, f) => n + statSync(join(wf, f)).size, 0)
      const spec = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as RealSpec
      return { name: d.name, dir, bytes, spec }
    })
  return all.reduce((a, b) => (b.bytes > a.bytes ? b : a))
}

interface RealSpec {
  repository: string
  branch: string
  required: string[]
}

/**
 * One workflow of about `bytes`: jobs shaped like the 50 files' (matrices, needs chains, `if:`,
 * names with expressions), one after another. Returns the required checks (half of them met).
 */
function generateBigWorkflow(dir: string, bytes: number): string[] {
  const wf = join(dir, '.github', 'workflows')
  mkdirSync(wf, { recursive: true })
  const head = `name: Big\non:\n  push:\n    branches: ['trunk-merge/**']\n  pull_request:\njobs:\n`
  const parts = [head]
  const required: string[] = []
  let size = head.length
  // Up to `bytes` and not past it: doctor reads a file of at most 2 MiB.
  for (let i = 0; ; i++) {
    const job =
      `  test-${i}:\n    name: Test ${i} \${{ matrix.os }}\n    needs: [${i ? `test-${i - 1}` : ''}]\n` +
      `    if: \${{ !cancelled() && github.event_name != 'schedule' }}\n    runs-on: \${{ matrix.os }}\n` +
      `    strategy:\n      matrix:\n        os: [ubuntu-latest, macos-14]\n        node: [20, 22]\n` +
      `        exclude:\n          - os: macos-14\n            node: 20\n` +
      `    steps:\n      - uses: actions/checkout@v4\n      - run: npm test -- --shard \${{ matrix.node }}\n`
    if (size + job.length > bytes) break
    parts.push(job)
    size += job.length
    if (i % 50 === 0) required.push(`Test ${i} ubuntu-latest`, `Test ${i} windows`)
  }
  writeFileSync(join(wf, 'big.yml'), parts.join(''))
  return required
}

/** The 50 generated files. */
function fiftyFiles(runs: number) {
  const dir = mkdtempSync(join(tmpdir(), 'mqa-bench-doctor-'))
  try {
    const required = generateCheckout(dir)
    const t = timed(runs, () => {
      const r = runOnce(dir, required)
      if (r.files !== FILES) throw new Error(`read ${r.files} workflow files, not ${FILES}`)
      return r
    })
    return { ...t, required: required.length }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** A generated workflow of `bytes`, doctor against yaml's parse of the same text. */
function bigWorkflow(runs: number, bytes: number) {
  const dir = mkdtempSync(join(tmpdir(), 'mqa-bench-doctor-big-'))
  try {
    const required = generateBigWorkflow(dir, bytes)
    const text = readFileSync(join(dir, '.github/workflows/big.yml'), 'utf8')
    const doctor = timed(runs, () => runOnce(dir, required))
    const parse = stats(
      Array.from({ length: runs }, () => {
        const t0 = nowMs()
        parseDocument(text, { lineCounter: new LineCounter(), uniqueKeys: false }).toJS()
        return nowMs() - t0
      }),
    )
    return { doctor, parse, bytes: Buffer.byteLength(text), required: required.length }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const row = (what: string, t: ReturnType<typeof timed>, runs: number) => [
  [`${what}: first run (cold)`, `${t.first.ms.toFixed(0)} ms`],
  [`${what}: next ${runs} runs, median (min–max)`, fmtMs(t.warm)],
]

export async function benchDoctor(o: { runs: number }): Promise<Section> {
  const fifty = fiftyFiles(o.runs)
  const real = largestRealFolder()
  const realRun = timed(o.runs, () =>
    runOnce(real.dir, real.spec.required, { branch: real.spec.branch }, real.spec.repository),
  )
  // Seconds a run: two runs after the first are enough to see the ratios.
  const big = bigWorkflow(2, 2 * 1024 * 1024)
  const half = bigWorkflow(2, 1024 * 1024)
  const overParse = big.doctor.warm.median / big.parse.median
  const growth = big.doctor.warm.median / half.doctor.warm.median
  const body =
    `A generated checkout of ${FILES} workflow files (47 services with branch and path filters, a 3x3 matrix with exclude and include, ` +
    `a 4-shard matrix whose name uses the matrix, needs chains, draft guards, status functions, and calls of 3 local reusable workflows), ` +
    `${fifty.required} required checks, a queue that opens PRs for its test branches (4 test runs looked at). ` +
    `The largest real folder, ${real.spec.repository} (${real.name}: ` +
    `${(real.bytes / 1024).toFixed(0)} KiB of workflows), with its required checks ` +
    `(${real.spec.required.length}). One generated workflow of ${(big.bytes / 1024 / 1024).toFixed(1)} MiB ` +
    `(${big.required} required checks; a chain of jobs each needing the one before, with a 2x2 ` +
    "matrix less one, an `if:` and a name with an expression), and the same of 1 MiB; yaml's parse " +
    "of its text is the baseline. doctor's own work, in this process: read and parse every file " +
    '(yaml, with line numbers), then the diagnosis. ' +
    `${fifty.first.findings} findings on the 50 files (${fifty.first.errors} errors).\n\n` +
    table(
      ['', 'time'],
      [
        ...row('50 files', fifty, o.runs),
        ...row(`${real.spec.repository}`, realRun, o.runs),
        ...row('2 MiB workflow', big.doctor, big.parse.n),
        [`2 MiB workflow: yaml's parse alone, median`, fmtMs(big.parse)],
        ['1 MiB workflow: doctor, median', fmtMs(half.doctor.warm)],
        ['2 MiB over 1 MiB (linear: about 2)', fmtRatio(growth)],
        ["2 MiB: doctor over yaml's parse", fmtRatio(overParse)],
      ],
    )
  return {
    title: '8. doctor on 50 workflow files, the largest real folder, a 2 MiB workflow',
    body,
    targets: [
      {
        benchmark: '8. doctor',
        target: `read and diagnose 50 workflow files in under ${TARGET_MS} ms`,
        measured: `${fifty.slowest.toFixed(0)} ms (slowest run, cold included)`,
        met: fifty.slowest < TARGET_MS,
      },
      {
        benchmark: '8. doctor',
        target: `the largest real folder (${real.spec.repository}) in under ${TARGET_MS} ms`,
        measured: `${realRun.slowest.toFixed(0)} ms (slowest run, cold included)`,
        met: realRun.slowest < TARGET_MS,
      },
      {
        benchmark: '8. doctor',
        target:
          `a 2 MiB workflow in under ${MAX_OVER_PARSE}x yaml's parse of it, and linear ` +
          `(2 MiB over 1 MiB under ${MAX_GROWTH})`,
        measured: `${fmtRatio(overParse)} the parse; ${fmtRatio(growth)} the 1 MiB time`,
        met: overParse < MAX_OVER_PARSE && growth < MAX_GROWTH,
      },
    ],
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } })
  const s = await benchDoctor({ runs: Number(values.runs) })
  process.stdout.write(`## ${s.title}\n\n${s.body}\n\n${JSON.stringify(s.targets)}\n`)
}
