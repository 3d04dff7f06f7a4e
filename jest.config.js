// Jest in ESM mode with ts-jest. Type checking is `tsc --noEmit`'s job (the transform only
// transpiles), so the tests start fast.
/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json', diagnostics: false }],
  },
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
  testTimeout: 30000,
  // Loopback servers and child processes are real; a leaked handle must fail loudly, not hang.
  forceExit: false,
  detectOpenHandles: false,
}
