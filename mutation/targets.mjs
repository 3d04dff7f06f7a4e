// What `npm run mutation` mutates, and the tests that must kill it (see RELIABILITY.md).
export const TARGETS = {
  gate: {
    what: "the test gate's identity, matching and classification",
    // Matching and classification (classify.ts up to decide; not the output text), a test's
    // identity within a report (identityKey; a passing case's look-up by name only speeds it), and where two
    // entries become one test: the tally of the attempt-per-entry formats and the JUnit reader's
    // end of a test case (attempts, Surefire reruns and flaky runs), and TRX's echo lines. Line
    // ranges: check them when these files change.
    mutate: [
      'src/commands/check-test-results/classify.ts:52-252',
      'src/commands/check-test-results/report.ts:140-142',
      'src/commands/check-test-results/formats/tally.ts:39-125',
      'src/commands/check-test-results/formats/junit.ts:473-556',
      // Which TRX run-level line echoes a named failure (absorbed into it, not counted outside).
      'src/commands/check-test-results/formats/trx.ts:62-69',
    ],
    // The gate's unit, identity and differential tests (the differential with 3 generated runs a
    // writer per mutant); not the format readers' own, nor the two run against the emulator.
    tests: [
      '__tests__/commands/check-test-results/{classify,identity,junit-attempts,junit,formats,mutants,differential,differential-real,linear-text}.test.ts',
    ],
    gateTruthRuns: '3',
  },
  wait: {
    what: "the wait's decision (poll.ts, and the floor's judge: the verdict on a PR's state)",
    // The decisions only: the poll interval and sleep, which failures end the wait, its
    // deadlines, the verdict (judge); not the log lines, the queue position or the warnings.
    // Line ranges: check them when poll.ts changes.
    mutate: [
      'src/commands/wait/poll.ts:28-44',
      'src/commands/wait/poll.ts:114-141',
      'src/commands/wait/poll.ts:170-216',
      'src/commands/wait/poll.ts:343-378',
      'src/commands/wait/poll.ts:380-391',
      'src/queue/pr-state.ts:81-97',
    ],
    // queue/estimate: which polls ask v1 for the estimate in the PR's read.
    tests: ['__tests__/commands/wait/*.test.ts', '__tests__/queue/estimate.test.ts'],
  },
  retry: {
    what: "the client's retry policy",
    mutate: ['src/client/retry*.ts'],
    tests: ['__tests__/client/retry*.test.ts'],
  },
}
