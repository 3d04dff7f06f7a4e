/**
 * Benchmark 8: doctor on 50 workflow files. A generated checkout of 50 workflows shaped like a
 * large monorepo's (branch and path filters, 3x3 matrices with include and exclude, local reusable
 * workflows, needs chains, draft guards, job-level `if:`), 120 required checks; doctor's own work
 * (read and parse every file, then the diagnosis over every test run) is timed in this process,
 * the first run (cold: nothing parsed or compiled yet) and the following ones. Target: under a
 * second.
 *
 * Standalone: `npx tsx bench/doctor.ts [--runs N]`; `npm run bench -- --only 8` from run.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { RUNNING_QUEUE } from '../__fixtures__/doctor.js'
import { readWorkflows } from '../src/commands/doctor/checkout.js'
import { diagnose } from '../src/commands/doctor/diagnose.js'
import { fmtMs, nowMs, stats } from './lib/measure.js'
import { table, type Section } from './lib/report.js'

const FILES = 50
const TARGET_MS = 1000

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

function runOnce(dir: string, required: string[]): RunResult {
  const t0 = nowMs()
  const { files } = readWorkflows(dir)
  const findings = diagnose({
    queue: RUNNING_QUEUE,
    required: { names: required, source: { kind: 'queue' }, complete: true },
    workflows: files,
    repository: 'acme/app',
  })
  const ms = nowMs() - t0
  if (files.length !== FILES) throw new Error(`read ${files.length} workflow files, not ${FILES}`)
  return {
    ms,
    findings: findings.length,
    errors: findings.filter((f) => f.severity === 'error').length,
  }
}

export async function benchDoctor(o: { runs: number }): Promise<Section> {
  const dir = mkdtempSync(join(tmpdir(), 'mqa-bench-doctor-'))
  try {
    const required = generateCheckout(dir)
    const first = runOnce(dir, required)
    const rest: RunResult[] = []
    for (let r = 0; r < o.runs; r++) rest.push(runOnce(dir, required))
    const warm = stats(rest.map((r) => r.ms))
    const slowest = Math.max(first.ms, warm.max)
    const body =
      `A generated checkout of ${FILES} workflow files (47 services with branch and path filters, a 3x3 matrix with exclude and include, ` +
      `a 4-shard matrix whose name uses the matrix, needs chains, draft guards, status functions, and calls of 3 local reusable workflows), ` +
      `${required.length} required checks, a queue that opens PRs for its test branches (4 test runs looked at). doctor's own work, in this process: ` +
      `read and parse every file (yaml, with line numbers), then the diagnosis. ${first.findings} findings (${first.errors} errors).\n\n` +
      table(
        ['', 'time'],
        [
          ['first run (cold)', `${first.ms.toFixed(0)} ms`],
          [`next ${o.runs} runs, median (min–max)`, fmtMs(warm)],
        ],
      )
    return {
      title: '8. doctor on 50 workflow files',
      body,
      targets: [
        {
          benchmark: '8. doctor',
          target: `read and diagnose 50 workflow files in under ${TARGET_MS} ms`,
          measured: `${slowest.toFixed(0)} ms (slowest run, cold included)`,
          met: slowest < TARGET_MS,
        },
      ],
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } })
  const s = await benchDoctor({ runs: Number(values.runs) })
  process.stdout.write(`## ${s.title}\n\n${s.body}\n\n${JSON.stringify(s.targets)}\n`)
}
