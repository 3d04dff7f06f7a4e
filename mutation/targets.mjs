// What `npm run mutation` mutates, and the tests that must kill it (see RELIABILITY.md).
export const TARGETS = {
  gate: {
    what: "the test gate's identity, matching and classification",
    mutate: ['src/commands/check-test-results/classify.ts', 'src/commands/check-test-results/formats/tally.ts'],
    tests: ['__tests__/commands/check-test-results/*.test.ts'],
  },
  wait: {
    what: "the wait's decision (poll.ts, and judge: the verdict on a PR's state)",
    mutate: ['src/commands/wait/poll.ts', 'src/commands/common/pr-state.ts:42-76'],
    tests: ['__tests__/commands/wait/*.test.ts'],
  },
  retry: {
    what: "the client's retry policy",
    mutate: ['src/client/retry*.ts'],
    tests: ['__tests__/client/retry*.test.ts'],
  },
}
