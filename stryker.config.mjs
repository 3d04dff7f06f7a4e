// StrykerJS over one target of `npm run mutation` (scripts/mutation.mjs sets MUTATION_TARGET):
// the test gate's identity, matching and classification, the wait's decision, the client's
// retry policy. Jest's ESM runner (--experimental-vm-modules); each mutant a test reaches runs
// all of the target's tests. Targets and their tests: mutation/targets.mjs.
import { partOf, TARGETS } from './mutation/targets.mjs'

const name = process.env.MUTATION_TARGET ?? 'retry'
const target = TARGETS[name]
if (!target)
  throw new Error(`MUTATION_TARGET: no target ${name} (${Object.keys(TARGETS).join(', ')})`)

// The gate's differential test runs fewer generated runs per mutant (its tests inherit this).
process.env.GATE_TRUTH_RUNS ??= target.gateTruthRuns ?? '25'

// A target in parts (MUTATION_ONLY=ctrf.ts,trx.ts: only its ranges in those files), each with a
// report of its own: a long target's run is then its parts' runs, one after the other.
const part = partOf(target, process.env.MUTATION_ONLY)

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'jest',
  testRunnerNodeArgs: ['--experimental-vm-modules'],
  // Every test for every mutant a test reaches: with jest's ESM runner, StrykerJS's per-test
  // coverage ('perTest') sent some mutants to none of the tests that kill them (CTRF's count check,
  // `if (true)`, survived 'perTest' and fails 3 tests by hand). Jest loads every test file for
  // each mutant either way, so running all of their tests costs little more. MUTATION_COVERAGE=perTest
  // gives the old behaviour.
  coverageAnalysis: process.env.MUTATION_COVERAGE ?? 'all',
  mutate: part.mutate,
  jest: {
    projectType: 'custom',
    configFile: 'jest.config.js',
    config: { testMatch: target.tests.map((t) => `<rootDir>/${t}`), maxWorkers: 1 },
    enableFindRelatedTests: false,
  },
  // The sandbox holds what the tests read; the rest stays out of the copy.
  ignorePatterns: [
    '/dist',
    '/bench',
    '/reliability',
    '/spec',
    '/tools',
    '/.demo',
    '/coverage',
    '/reports',
  ],
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 2),
  timeoutMS: 20_000,
  reporters: ['clear-text', 'json', 'progress'],
  jsonReporter: { fileName: `reports/mutation/${name}${part.suffix}.json` },
  thresholds: { high: 95, low: 90, break: null },
  tempDirName: `.stryker-tmp/${name}${part.suffix}`,
  cleanTempDir: 'always',
}
