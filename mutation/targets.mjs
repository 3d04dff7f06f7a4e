// What `npm run mutation` mutates, and the tests that must kill it (see RELIABILITY.md).
export const TARGETS = {
  gate: {
    what: "the test gate's identity, matching and classification",
    mutate: [
      'src/commands/check-test-results/classify.ts',
      'src/commands/check-test-results/formats/tally.ts',
      // identityKey: a test's identity within a report (its hash only speeds the look-up)
      'src/commands/check-test-results/report.ts:126-128',
    ],
    // The gate's own tests but the summary's words and the two run against the emulator (each
    // mutant would start it again; the differential tests drive the same public entry).
    tests: [
      '__tests__/commands/check-test-results/!(summary|check-test-results|check-test-results-trust).test.ts',
    ],
    gateTruthRuns: '8',
  },
  wait: {
    what: "the wait's decision (poll.ts, and judge: the verdict on a PR's state)",
    // The decisions only: the poll interval and sleep, which failures end the wait, its
    // deadlines, the verdict (judge); not the log lines, the queue position or the warnings.
    mutate: [
      'src/commands/wait/poll.ts:21-37',
      'src/commands/wait/poll.ts:95-122',
      'src/commands/wait/poll.ts:147-191',
      'src/commands/wait/poll.ts:303-336',
      'src/commands/wait/poll.ts:338-350',
      'src/commands/common/pr-state.ts:42-76',
    ],
    tests: ['__tests__/commands/wait/*.test.ts'],
  },
  retry: {
    what: "the client's retry policy",
    mutate: ['src/client/retry*.ts'],
    tests: ['__tests__/client/retry*.test.ts'],
  },
}
