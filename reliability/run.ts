/**
 * `npm run reliability`: the bundled action against the emulator's fault mode, every input given
 * bad values, hostile files (devices, NUL bytes, giant lines, SIGTERM), the token looked for
 * everywhere, and the emulator under load; prints the tables,
 * rewrites RELIABILITY.md (full runs only) and exits non-zero when anything failed.
 *
 *   npm run reliability               full run (5 s of load, the 30 s scenario), writes the file
 *   npm run reliability -- --quick    CI: 3 s of load, without the 30 s scenario and the bad inputs
 *                                     (npm test covers them), no file written
 *   --no-write                        do not rewrite RELIABILITY.md
 *   --only PART, --skip PART          run only these parts, or all but these (each repeatable):
 *                                     scenarios, bad-inputs, hostile-files, differential, load;
 *                                     a run of some parts never writes the file. CI runs the
 *                                     scenarios and the hostile files alone (they run against
 *                                     deadlines and time a SIGTERM), the rest beside the tests.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { hideDebugLines } from '../__fixtures__/hide-debug-lines.js'
import { runBadInputs } from './bad-inputs.js'
import { differentialLine, runDifferential } from './differential.js'
import { runHostileFiles } from './hostile-files.js'
import { runLoad } from './load.js'
import {
  badInputSummaryTable,
  badInputTable,
  BAD_INPUTS_IN_TESTS,
  figures,
  hostileFilesTable,
  loadTable,
  machine,
  markdown,
  PARTS,
  type Part,
  scenarioTable,
  summaryLines,
  type RunReport,
} from './report.js'
import { runScenarios } from './scenarios.js'

// node:util parseArgs: an unknown option stops the run with its message.
const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    only: { type: 'string', multiple: true },
    skip: { type: 'string', multiple: true },
  },
})
const partsOf = (option: 'only' | 'skip'): Part[] =>
  (args[option] ?? []).map((p) => {
    if ((PARTS as readonly string[]).includes(p)) return p as Part
    console.error(`reliability: --${option} '${p}' is no part; expected one of ${PARTS.join(', ')}`)
    process.exit(2)
  })
const only = partsOf('only')
const skip = partsOf('skip')
if (only.length && skip.length) {
  console.error('reliability: give --only or --skip, not both')
  process.exit(2)
}
const runs = (part: Part) => (only.length ? only.includes(part) : !skip.includes(part))
if (!PARTS.some(runs)) {
  console.error('reliability: --skip leaves no part to run; a run of nothing would read as a pass')
  process.exit(2)
}
const every = PARTS.every(runs)
const quick = args.quick || process.env.RELIABILITY_QUICK === '1'
const write = !quick && every && !args['no-write']

if (!existsSync('dist/index.js') || !existsSync('dist/emulator/index.js')) {
  console.error('reliability: dist/ is missing; run npm run build first')
  process.exit(2)
}

// The gate against generated truth runs in this process: its library's debug lines are not the run's.
hideDebugLines()
const startedAt = new Date()
const started = Date.now()
const host = machine()
const partial = every ? '' : `, ${PARTS.filter(runs).join(', ')} only`
console.log(`Reliability run (${quick ? 'quick' : 'full'}${partial}): ${host}\n`)

// The scenarios mostly wait (backoff, timeouts) and the bad inputs mostly compute (a node start
// each): run them side by side. The load run comes last, alone, so its figures are its own.
// The quick run (CI, right after npm test) sends no bad input through dist/index.js: npm test has
// just sent every value of the table through the input parser and one per input through
// dist/index.js (__tests__/reliability/bad-inputs.test.ts); the full run sends every value. Its
// scenarios, mostly waiting, run 8 at a time, and its hostile files (20 runs of one node each,
// mostly waiting on a signal or a file) beside them: the machine has nothing else to do then.
// The full run times the hostile files alone, for the figures RELIABILITY.md shows.
const hostileBeside = quick && runs('hostile-files')
const [scenarios, badInputs, hostileFilesBeside] = await Promise.all([
  runs('scenarios') ? runScenarios({ quick, concurrency: quick ? 8 : 4 }) : [],
  quick || !runs('bad-inputs') ? Promise.resolve([]) : runBadInputs({ concurrency: 3 }),
  hostileBeside ? runHostileFiles() : undefined,
])
if (runs('scenarios')) {
  console.log('## Fault scenarios\n')
  console.log(scenarioTable(scenarios))
}
if (runs('bad-inputs')) {
  console.log('\n## Bad input\n')
  console.log(badInputs.length ? badInputSummaryTable(badInputs) : BAD_INPUTS_IN_TESTS)
}
const failedInputs = badInputs.filter((b) => !b.ok)
if (failedInputs.length) {
  console.log('\nFailed values:\n')
  console.log(badInputTable(failedInputs))
}

// One at a time (each peak of memory is its run's own), and alone in the full run.
const hostileFiles =
  hostileFilesBeside ?? (runs('hostile-files') ? await runHostileFiles() : undefined)
if (hostileFiles) {
  console.log('\n## Hostile files\n')
  console.log(hostileFilesTable(hostileFiles))
}

// The gate's verdicts against generated truth (npm test runs 25 a writer).
const differential = runs('differential')
  ? await runDifferential({ runs: quick ? 100 : 500 })
  : undefined
if (differential) {
  console.log('\n## Test gate against generated truth\n')
  console.log(differentialLine(differential))
  for (const d of differential.failures) console.log(`\n${d.writer}: ${d.counterexample}`)
}

const load = runs('load')
  ? await runLoad({ durationS: quick ? 3 : 5, connections: 16, prs: 200 })
  : undefined
if (load) {
  console.log('\n## Under load\n')
  console.log(loadTable(load))
}

const report: RunReport = {
  machine: host,
  quick,
  startedAt,
  ms: Date.now() - started,
  scenarios,
  badInputs,
  hostileFiles,
  load,
  differential,
}
const f = figures(report)
console.log(`\n## Summary (${((Date.now() - started) / 1000).toFixed(1)} s)\n`)
for (const line of summaryLines(report, runs)) console.log(`- ${line}`)
if (write) {
  // The mutation section is written by hand after npm run mutation (mutation/RESULTS.md).
  const mutation = existsSync('mutation/RESULTS.md')
    ? readFileSync('mutation/RESULTS.md', 'utf8')
    : ''
  writeFileSync('RELIABILITY.md', markdown(report) + (mutation ? `\n${mutation}` : ''))
  console.log('\nWrote RELIABILITY.md.')
}
const ok = f.ok && (differential?.failures.length ?? 0) === 0
console.log(ok ? '\nreliability: PASS' : '\nreliability: FAIL')
process.exitCode = ok ? 0 : 1
