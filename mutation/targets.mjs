// What `npm run mutation` mutates, and the tests that must kill it (see RELIABILITY.md).
export const TARGETS = {
  gate: {
    what: "the test gate's identity, matching and classification",
    // Matching and classification (classify.ts up to decide; not the output text) and a test's
    // identity within a report (identityKey; its hash only speeds the look-up).
    mutate: [
      'src/commands/check-test-results/classify.ts:52-252',
      'src/commands/check-test-results/report.ts:126-128',
    ],
    // The gate's unit, identity and differential tests (the differential with 3 generated runs a
    // writer per mutant); not the format readers' own, nor the two run against the emulator.
    tests: [
      '__tests__/commands/check-test-results/{classify,identity,junit-attempts,mutants,differential,differential-real}.test.ts',
    ],
    gateTruthRuns: '3',
  },
  wait: {
    what: "the wait's decision (poll.ts, and judge: the verdict on a PR's state)",
    // The decisions only: the poll interval and sleep, which failures end the wait, its
    // deadlines, the verdict (judge); not the log lines, the queue position or the warnings.
    // Line ranges: check them when poll.ts changes.
    mutate: [
      'src/commands/wait/poll.ts:23-39',
      'src/commands/wait/poll.ts:106-133',
      'src/commands/wait/poll.ts:160-202',
      'src/commands/wait/poll.ts:332-366',
      'src/commands/wait/poll.ts:368-379',
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
