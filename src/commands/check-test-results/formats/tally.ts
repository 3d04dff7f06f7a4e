/**
 * The tests of a report that names each attempt's result (Go's events, CTRF, Jest's JSON, TRX),
 * folded into failures and passes on a retry the way the JUnit reader folds test cases: a test
 * that failed and then passed is flaky in this run; one that never passed is one failure with
 * its last attempt's message. Passing tests are counted, not kept.
 */
import {
  identityKey,
  own,
  type OutsideFailure,
  type ParsedReport,
  type PassedOnRetry,
  type ReportedFailure,
  type ReportedTest,
} from '../report.js'

interface Entry {
  failure: ReportedFailure
  /** An attempt passed after the failed ones. */
  passed: boolean
  failedSeconds: number
  /** The first failed attempt's message, once a later attempt failed too. */
  firstMessage?: string
}

function ownTest(t: ReportedTest): ReportedTest {
  return {
    name: own(t.name),
    ...(t.classname !== undefined ? { classname: own(t.classname) } : {}),
    ...(t.suite !== undefined ? { suite: own(t.suite) } : {}),
    ...(t.file !== undefined ? { file: own(t.file) } : {}),
    ...(t.line !== undefined ? { line: t.line } : {}),
    ...(t.variant !== undefined ? { variant: own(t.variant) } : {}),
    ...(t.fileInTrunkId === false ? { fileInTrunkId: false as const } : {}),
    report: t.report,
  }
}

/** Collects one report's attempts; {@link result} gives the report as the gate reads it. */
export class TestTally {
  private readonly entries = new Map<string, Entry>()
  private readonly flaky: PassedOnRetry[] = []
  /** Attempts seen (passed, failed, skipped). */
  tests = 0
  skipped = 0
  /** Failures outside any test. */
  readonly outside: OutsideFailure[] = []

  /**
   * `attempts`: entries of one identity are attempts of one test (Go's repeated `run`). False
   * for a format that records a test's retries inside its one entry (Jest, CTRF, TRX): there,
   * two entries are two tests, whatever their names.
   */
  constructor(
    readonly report: string,
    private readonly attempts = true,
  ) {}

  /** One failed attempt of `test`. */
  fail(test: ReportedTest, message: string, seconds = 0, kind: 'failure' | 'error' = 'failure') {
    this.tests++
    const key = this.attempts ? identityKey(test) : `#${this.tests}`
    const e = this.entries.get(key)
    if (e) {
      e.failure.attempts++
      e.firstMessage ??= e.failure.message
      e.failure.message = own(message)
      e.failure.kind = kind
      e.failedSeconds += seconds
      e.passed = false
      return
    }
    this.entries.set(own(key), {
      failure: { ...ownTest(test), message: own(message), kind, attempts: 1 },
      passed: false,
      failedSeconds: seconds,
    })
  }

  /** One passing attempt of `test` (after failed ones, it passed on a retry). */
  pass(test: ReportedTest): void {
    this.tests++
    const e = this.entries.size && this.attempts ? this.entries.get(identityKey(test)) : undefined
    if (e) e.passed = true
  }

  /** A passing attempt that is no retry (its test did not run again after it failed): counted. */
  counted(): void {
    this.tests++
  }

  /** A test the report gives as passed after `failedAttempts` failed ones (one result). */
  passedAfter(test: ReportedTest, failedAttempts: number, failedSeconds: number, message: string) {
    this.tests++
    this.flaky.push({ ...ownTest(test), failedAttempts, failedSeconds, message: own(message) })
  }

  /** One test's only result, as a format that records one entry per test gives it. */
  record(
    test: ReportedTest,
    outcome: 'pass' | 'fail' | 'skip',
    message = '',
    kind: 'failure' | 'error' = 'failure',
  ): void {
    if (outcome === 'pass') this.pass(test)
    else if (outcome === 'skip') this.skip()
    else this.fail(test, message, 0, kind)
  }

  skip(): void {
    this.tests++
    this.skipped++
  }

  /** The report: failures, passes on a retry, and what failed outside tests. */
  result(showsOutside: boolean): ParsedReport {
    const failures: ReportedFailure[] = []
    const passedOnRetry: PassedOnRetry[] = [...this.flaky]
    for (const e of this.entries.values()) {
      if (!e.passed) {
        failures.push(e.failure)
        continue
      }
      const { message, kind: _k, attempts, ...test } = e.failure
      passedOnRetry.push({
        ...test,
        failedAttempts: attempts,
        message,
        ...(e.firstMessage !== undefined && e.firstMessage !== message
          ? { firstMessage: e.firstMessage }
          : {}),
        failedSeconds: e.failedSeconds,
      })
    }
    return {
      report: this.report,
      tests: this.tests,
      skipped: this.skipped,
      failures,
      passedOnRetry,
      countMismatches: [],
      outside: this.outside,
      showsOutside,
    }
  }
}
