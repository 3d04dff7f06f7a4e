// Jest in ESM mode with ts-jest. Type checking is `tsc --noEmit`'s job (the transform only
// transpiles), so the tests start fast.

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
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json', diagnostics: false }],
  },
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
  testPathIgnorePatterns:
    process.env.E2E_SET === 'node20'
      ? ['/node_modules/', `/__tests__/e2e/(?!(${NODE20_E2E.join('|')})\\.test\\.ts$)`]
      : ['/node_modules/'],
  // Every core (jest's default is one fewer: 1 worker on a 2-core machine). The tests are
  // parallel-safe: servers listen on port 0, files go to mkdtemp folders. The Node 24 e2e run
  // (E2E_NODE set) takes half as many again: its workers mostly wait on the action's child
  // processes (measured on 2 cores: 78% of the CPU with 2 workers, 94% with 3; 47 s -> 39 s).
  maxWorkers: process.env.E2E_NODE ? '150%' : '100%',
  // Above the fixtures' own guard of a child process (60 s per action or CLI run, which fails
  // with the run's output so far), with room for a test that starts two runs on a loaded
  // machine: a hang fails with that message, not with jest's bare timeout.
  testTimeout: 150_000,
  // Loopback servers and child processes are real; a leaked handle must fail loudly, not hang.
  forceExit: false,
  detectOpenHandles: false,
}
