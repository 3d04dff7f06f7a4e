/** Shared by the test gate's tests: service test cases with defaults. */
import { expect } from '@jest/globals'
import type { TestCase } from '../../../src/client/index.js'
import { ReportError } from '../../../src/commands/check-test-results/report.js'

let ids = 0
/** A service test case with defaults. */
export function testCase(o: Partial<TestCase> & { name: string }): TestCase {
  const id = `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`
  return {
    id,
    repository: { html_url: 'https://github.com/acme/app' },
    html_url: `https://app.trunk.io/acme/flaky-tests/test/${id}`,
    variant: '',
    status: { value: 'flaky', reason: '', timestamp: '2026-11-20T00:00:00Z' },
    most_common_failures: [],
    failure_rate_last_7d: 0.1,
    failure_rate_last_24h: 0.1,
    codeowners: [],
    pull_requests_impacted_last_7d: 1,
    quarantined: false,
    ...o,
  }
}

/** TRX's namespace, as dotnet test writes it. */
export const TRX_NS = 'http://microsoft.com/schemas/VisualStudio/TeamTest/2010'

/** A TRX document around `body` (its results, definitions and summary). */
export const trxDoc = (body: string) =>
  `<?xml version="1.0" encoding="utf-8"?>\n<TestRun id="1" name="r" xmlns="${TRX_NS}">${body}</TestRun>`

/** Jest's `--json` document with every field Jest writes, `over` replacing some. */
export function jestJsonDoc(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    numFailedTestSuites: 0,
    numFailedTests: 0,
    numPassedTestSuites: 0,
    numPassedTests: 0,
    numPendingTestSuites: 0,
    numPendingTests: 0,
    numRuntimeErrorTestSuites: 0,
    numTodoTests: 0,
    numTotalTestSuites: 0,
    numTotalTests: 0,
    openHandles: [],
    snapshot: { added: 0, failure: false, total: 0 },
    startTime: 1795593726068,
    success: true,
    testResults: [],
    wasInterrupted: false,
    ...over,
  }
}

/** A CTRF document with its tool, summary and tests, `summary` replacing some counts. */
export function ctrfDoc(
  tests: unknown[],
  summary: Record<string, unknown> = {},
  tool = 'playwright',
): Record<string, unknown> {
  return {
    results: {
      tool: { name: tool },
      summary: {
        tests: tests.length,
        passed: 0,
        failed: 0,
        pending: 0,
        skipped: 0,
        other: 0,
        start: 1795593600000,
        stop: 1795593601000,
        ...summary,
      },
      tests,
    },
  }
}

/** A report of each format that holds no test at all, as its tool writes one. */
export const EMPTY_REPORTS: Record<string, string> = {
  junit:
    '<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="x" tests="0" failures="0"></testsuites>\n',
  trx: trxDoc(
    '<ResultSummary outcome="Completed"><Counters total="0" executed="0" passed="0" failed="0"/></ResultSummary>',
  ),
  'jest-json': JSON.stringify(jestJsonDoc()),
  ctrf: JSON.stringify(ctrfDoc([])),
  'go-json': [
    '{"Time":"2026-11-25T08:00:00Z","Action":"start","Package":"example.com/p"}',
    '{"Time":"2026-11-25T08:00:00Z","Action":"output","Package":"example.com/p","Output":"?   \\texample.com/p\\t[no test files]\\n"}',
    '{"Time":"2026-11-25T08:00:00Z","Action":"skip","Package":"example.com/p","Elapsed":0}',
    '',
  ].join('\n'),
}

/**
 * A report as Gradle writes one (a root `<testsuite>` with Gradle's attributes, in its order):
 * its test cases of one identity are attempts (the test-retry plugin writes one per attempt).
 */
export const gradleReport = (body: string, name = 's') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<testsuite name="${name}" tests="0" skipped="0" failures="0" errors="0" timestamp="2026-11-20T09:12:44" hostname="runner" time="1.0">\n  <properties/>\n${body}\n</testsuite>\n`

/** A report as gotestsum writes one (`go.version` in each suite's properties): attempts too. */
export const gotestsumReport = (body: string, pkg = 'example.com/p') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites tests="0" failures="0" errors="0" time="0.1">\n\t<testsuite tests="0" failures="0" time="0.1" name="${pkg}" timestamp="2026-11-20T09:12:44Z">\n\t\t<properties>\n\t\t\t<property name="go.version" value="go1.19.8 linux/amd64"></property>\n\t\t</properties>\n${body}\n\t</testsuite>\n</testsuites>\n`

/** The message of the ReportError `f` throws; the test fails when it throws none or another. */
export function refusalOf(f: () => unknown): string {
  try {
    f()
  } catch (e) {
    expect(e).toBeInstanceOf(ReportError)
    return (e as Error).message
  }
  throw new Error('read without a refusal')
}
