// What `npm run mutation` mutates, and the tests that must kill it (see RELIABILITY.md).
export const TARGETS = {
  gate: {
    what: "the test gate's decisions: identity, matching and classification, every format's proof, attempts and completeness, encodings, empty reports",
    // The decisions, not the log lines: matching and classification (classify.ts), a test's
    // identity within a report (identityKey), where two entries become one test (the tally, the
    // JUnit reader's end of a test case and its allow-list of writers that write attempts), the
    // family and the proof of a file (sniff, each row's proves), what empty means, the encoding,
    // and each reader's completeness: TRX's echo lines and run errors, Go's panics and unended
    // tests, Jest's and vitest's counts, NUnit 3's suites and counts, xUnit.net v2's errors and
    // totals, CTRF's proof and summary. Line ranges: check them when these files change.
    // classify.ts (matching and classification) is unchanged since its run of 2026-11-27 (in
    // RESULTS.md): `npm run mutation -- gate-classify` mutates it alone.
    mutate: [
      'src/commands/check-test-results/report.ts:155-158',
      'src/commands/check-test-results/reports.ts:46-62',
      'src/commands/check-test-results/reports.ts:142-166',
      'src/commands/check-test-results/encoding.ts:36-62',
      'src/commands/check-test-results/formats/tally.ts:38-140',
      'src/commands/check-test-results/formats/junit.ts:121-167',
      'src/commands/check-test-results/formats/junit.ts:387-406',
      'src/commands/check-test-results/formats/junit.ts:513-593',
      'src/commands/check-test-results/formats/trx.ts:63-70',
      'src/commands/check-test-results/formats/trx.ts:120-163',
      'src/commands/check-test-results/formats/trx.ts:242-290',
      'src/commands/check-test-results/formats/go-json.ts:66-80',
      'src/commands/check-test-results/formats/go-json.ts:119-285',
      'src/commands/check-test-results/formats/go-json.ts:309-325',
      'src/commands/check-test-results/formats/jest-json.ts:84-90',
      'src/commands/check-test-results/formats/jest-json.ts:177-286',
      'src/commands/check-test-results/formats/nunit.ts:63-213',
      'src/commands/check-test-results/formats/xunit.ts:62-221',
      'src/commands/check-test-results/formats/ctrf.ts:51-57',
      'src/commands/check-test-results/formats/ctrf.ts:125-224',
    ],
    // The gate's unit, format, identity, property and differential tests (the differential with
    // 3 generated runs a writer per mutant); not the two run against the emulator.
    tests: [
      '__tests__/commands/check-test-results/{classify,identity,formats,mutants,differential,differential-real,linear-text,reports,almost-reports,encoding}.test.ts',
      '__tests__/commands/check-test-results/formats/*.test.ts',
    ],
    gateTruthRuns: '3',
  },
  'gate-fail-closed': {
    what: "the gate's fail-closed lines of this round alone: a file's family and proof (sniff), what holds nothing (an empty report refused), the declared encoding, JUnit's allow-list of writers that write one test case per attempt",
    // A cut of `gate` (its full run is hours on a 2-core machine). Line ranges: check them when
    // these files change.
    mutate: [
      'src/commands/check-test-results/reports.ts:46-62',
      'src/commands/check-test-results/reports.ts:142-166',
      'src/commands/check-test-results/encoding.ts:36-62',
      'src/commands/check-test-results/formats/junit.ts:121-167',
    ],
    tests: [
      '__tests__/commands/check-test-results/{formats,mutants,reports,almost-reports,linear-text,check-test-results-trust,encoding}.test.ts',
      '__tests__/commands/check-test-results/formats/*.test.ts',
    ],
  },
  'gate-classify': {
    what: "the test gate's matching and classification (classify.ts)",
    mutate: ['src/commands/check-test-results/classify.ts:52-254'],
    tests: [
      '__tests__/commands/check-test-results/{classify,identity,mutants,differential,differential-real}.test.ts',
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
  requeue: {
    what: 'the requeue decision: the table of causes, the count from every record read in full (unknown: none), the limit, the re-read and the one submit',
    // causeOf to the end of requeue(): the count, the plan, the recheck and the flow. Line
    // ranges: check them when requeue.ts changes.
    mutate: ['src/queue/requeue.ts:124-357'],
    tests: ['__tests__/queue/requeue.test.ts'],
  },
  comment: {
    what: "the PR comment's decisions: whose comment it is, its count (read, empty, unknown), its hidden data, and the Markdown every untrusted value goes through",
    mutate: ['src/commands/common/pr-comment.ts:51-312', 'src/ports/text.ts'],
    tests: ['__tests__/commands/common/pr-comment.test.ts', '__tests__/ports/text.test.ts'],
  },
  estimate: {
    what: "the estimate reader: the wire's lenient readers, times no Date can hold, what is implausible, prs-ahead as one count",
    mutate: ['src/wire/estimate.ts:53-190', 'src/queue/estimate.ts:30-128'],
    tests: [
      '__tests__/wire/estimate.test.ts',
      '__tests__/commands/common/estimate.test.ts',
      '__tests__/queue/estimate.test.ts',
    ],
  },
  retry: {
    what: "the client's retry policy",
    mutate: ['src/client/retry*.ts'],
    tests: ['__tests__/client/retry*.test.ts'],
  },
  quarantine: {
    what: "the repository's quarantine file: reading (lines named), expiry, matching, duplicates; sync-quarantine's plan",
    mutate: ['src/quarantine/file.ts', 'src/quarantine/sync.ts'],
    tests: ['__tests__/quarantine/*.test.ts'],
  },
}

/**
 * The part of `target` that mutates only its ranges in files whose path contains one of `only`
 * (comma-separated), and the suffix of its report's name; the whole target when `only` is empty.
 */
export function partOf(target, only) {
  if (!only) return { mutate: target.mutate, suffix: '' }
  const names = only.split(',').filter(Boolean)
  const mutate = target.mutate.filter((m) => names.some((n) => m.split(':')[0].includes(n)))
  if (!mutate.length) throw new Error(`MUTATION_ONLY=${only}: none of the target's files`)
  return { mutate, suffix: `-${names.join('+').replace(/[^\w.+-]+/g, '_')}` }
}
