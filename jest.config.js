import { availableParallelism } from 'node:os'

// Jest in ESM mode. Type checking is `tsc --noEmit`'s job, so the transform only transpiles: swc
// (@swc/jest), as tsconfig.json would (ES2022, ESM, type-only imports dropped as written:
// verbatimModuleSyntax), with inline source maps for readable stacks. Measured on a cold cache
// (26 unit test files, 2 workers): 46 CPU-s with swc, 57 with ts-jest's transpile.

/**
 * The e2e files that run on Node 20 as well (`E2E_SET=node20`, npm test's first jest run); the
 * whole e2e suite runs once on Node 24, the runner's (npm run test:e2e:node24). The action runs
 * only on Node 24 (action.yml's `using: node24`), so what can differ on Node 20 is the bundle
 * loading and starting at all (runtime: the node that runs; first-use: a first run, end to end).
 * The command line, which does run on Node 20, has its own suite in __tests__/cli.
 */
export const NODE20_E2E = ['runtime', 'first-use']

/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript' },
          target: 'es2022',
          transform: { verbatimModuleSyntax: true },
          // `import ... with { type: 'json' }` kept as written: jest 30 warns on a JSON import
          // without it, and its next major refuses one.
          experimental: { keepImportAttributes: true },
        },
        module: { type: 'es6' },
        sourceMaps: 'inline',
      },
    ],
  },
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
  // The longest files first, also where jest has no durations of its own (a fresh clone):
  // __fixtures__/slow-first-sequencer.mjs says why and what it measured.
  testSequencer: '<rootDir>/__fixtures__/slow-first-sequencer.mjs',
  // No `::debug::` lines of a library running in a test's process (the runner hides them too).
  setupFiles: ['<rootDir>/__fixtures__/jest-setup.ts'],
  testPathIgnorePatterns:
    process.env.E2E_SET === 'node20'
      ? ['/node_modules/', `/__tests__/e2e/(?!(${NODE20_E2E.join('|')})\\.test\\.ts$)`]
      : ['/node_modules/'],
  // Two workers a core (jest's default is one fewer than the cores: 1 on a 2-core machine). The
  // tests are parallel-safe (servers listen on port 0, files go to mkdtemp folders), and many of
  // them mostly wait on child processes (the action, the CLI, the emulator's): measured on 2
  // cores, the Node 20 run took 82 s with 2 workers, 74 s with 3, 72 s with 4; the Node 24 e2e run
  // 65 s with 3, 55 s with 4 or 6. A count, not a percentage: jest reads a percentage above 100%
  // as a count ('150%' started 150 worker processes and every e2e file at once: 78 s).
  // At most 16: a large machine gains little past that, and each worker holds its own modules.
  maxWorkers: Math.min(16, Math.max(2, 2 * availableParallelism())),
  // Above the fixtures' own guard of a child process (60 s per action or CLI run, which fails
  // with the run's output so far), with room for a test that starts two runs on a loaded
  // machine: a hang fails with that message, not with jest's bare timeout.
  testTimeout: 150_000,
  // Loopback servers and child processes are real; a leaked handle must fail loudly, not hang.
  forceExit: false,
  detectOpenHandles: false,
}
