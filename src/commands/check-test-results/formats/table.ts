/**
 * One table of the report formats the gate reads (setup-node's `distributions/` style): per
 * format its label, how it is recognised, who writes it, its reader, its identity rule (which
 * fields tell two tests apart, and the name Trunk knows a test by), where it records retries,
 * and its completeness rule (how the report accounts for itself). Detection (reports.ts), the
 * messages naming the formats, and the table in docs/test-gate.md (checked by a test) derive
 * from it.
 */
import type { ParsedReport, ReportFormat } from '../report.js'
import { isCtrf, readCtrf } from './ctrf.js'
import { GoTestJsonReader } from './go-json.js'
import { isJestJson, readJestJson } from './jest-json.js'
import { JUnitReader } from './junit.js'
import { TrxReader } from './trx.js'

/** What a reader is given. */
export interface ReadContext {
  /** The report as shown to users (relative to the workspace). */
  shown: string
  /** The workspace (GITHUB_WORKSPACE). */
  workspace: string
  /**
   * Called when a reader that takes it (JUnit's) reads a failing test, maybe more than once: the
   * gate starts what it needs from the service while the rest of the report is read.
   */
  onFailure?: () => void
}

/** How a format is told apart from the others, by content. */
export type Detection =
  /** An XML document whose root element is one of these. */
  | { kind: 'xml'; roots: readonly string[] }
  /** A whole JSON document that `is` recognises once parsed (tried in table order). */
  | {
      kind: 'json'
      is: (doc: unknown) => boolean
      read: (doc: unknown, ctx: ReadContext) => ParsedReport
    }
  /** A stream of JSON lines (Go's events), recognised by its first line. */
  | { kind: 'lines' }

/** One format. */
export interface FormatRow {
  /** Its name in messages and docs. */
  label: string
  /** How it is recognised, for people. */
  recognisedBy: string
  /** The tools and flags that write it. */
  writtenBy: string
  detection: Detection
  /** Reads a streamed format (XML, lines); JSON documents are read by their detection. */
  read?: (text: AsyncIterable<string>, ctx: ReadContext) => Promise<ParsedReport>
  /** Which fields tell two tests apart, and Trunk's name of the test. */
  identity: string
  /** Where the format records that a test was retried (and nowhere else is a retry read). */
  retries: string
  /** How a report accounts for itself: what it must show, what the gate checks. */
  completeness: string
}

async function readJUnit(text: AsyncIterable<string>, ctx: ReadContext): Promise<ParsedReport> {
  const reader = new JUnitReader(ctx.shown, ctx.onFailure)
  for await (const t of text) reader.write(t)
  return reader.end()
}

/** The formats, in the order a JSON document is tried. */
export const FORMAT_TABLE: Readonly<Record<ReportFormat, FormatRow>> = {
  junit: {
    label: 'JUnit XML',
    recognisedBy: 'root `<testsuites>`/`<testsuite>`',
    writtenBy:
      'pytest `--junitxml`, jest-junit, vitest, mocha-junit-reporter, Surefire, Gradle, gotestsum `--junitfile`, Marathon, @web/test-runner, Bazel',
    detection: { kind: 'xml', roots: ['testsuites', 'testsuite'] },
    read: readJUnit,
    identity:
      "the `<testsuite>` element it is in (two suites of one name are two suites), suite name (Trunk's parent), `classname`, `name`, `file`/`filepath`; `<Failure>`, `<j:failure>` are `<failure>`; a `<testcase>` inside another is an error",
    retries:
      "Surefire's `flakyFailure`/`flakyError` (passed on a rerun) and `rerunFailure`/`rerunError` (with no `<failure>`: failed every run); test cases of one identity in one `<testsuite>` (Gradle test-retry, gotestsum, Marathon), the last one counting (a pass then a failure is a failure), except under jest-junit's and vitest's roots, where they are two tests (`test.each` rows)",
    completeness:
      "each suite's `failures` + `errors` against the failing test cases it names (more is an error); a count that is not a plain non-negative integer is an error; failures outside tests only if the writer reports them: say so with `complete:`",
  },
  'jest-json': {
    label: 'Jest --json',
    recognisedBy: 'a JSON document with `numTotalTests` and `testResults` (one line or many)',
    writtenBy: '`jest --json --outputFile=reports/jest.json`, vitest `--reporter=json`',
    detection: {
      kind: 'json',
      is: isJestJson,
      read: (doc, ctx) => readJestJson(doc, ctx.shown, ctx.workspace),
    },
    identity:
      "one for every Jest output: name = classname = describe titles and title joined by spaces, parent = first describe title (`undefined` without one), as jest-junit's defaults; file = the test file, relative to the workspace (Trunk's id leaves it out, as jest-junit's default does; a Trunk test with another `file_path` is another test); each assertion result is one test",
    retries: '`invocations` > 1 or `retryReasons` (`jest.retryTimes`)',
    completeness:
      'a file with `testExecError` or failed with no failed test; `numFailedTests`, `numFailedTestSuites`, `numRuntimeErrorTestSuites` beyond what it names; `success: false` with nothing failing named; a count that is not a non-negative integer is an error',
  },
  ctrf: {
    label: 'CTRF JSON',
    recognisedBy: 'a JSON document with `results.tests`',
    writtenBy: '`jest-ctrf-json-reporter`, `playwright-ctrf-json-reporter`, …',
    detection: {
      kind: 'json',
      is: isCtrf,
      read: (doc, ctx) => readCtrf(doc, ctx.shown, ctx.workspace),
    },
    identity:
      "name, classname = `suite` (a list joined by ` > `), file = `filePath`, variant = `browser`, `device`, `parameters` (entries differing in one are two tests); jest-ctrf-json-reporter's entries named as Jest's (above)",
    retries: '`retries` > 0, failed `retryAttempts` or `flaky: true` on a passed test',
    completeness:
      "status `failed` and `other` fail (Jest's todo, written as `other` with `rawStatus`, does not); the summary's `failed` (+ `other`) beyond the tests named; a summary shows a file that did not load only when its producer fills it from the whole run: jest-ctrf-json-reporter's does not (use jest --json); a count that is not a non-negative integer is an error",
  },
  trx: {
    label: 'TRX',
    recognisedBy: 'root `<TestRun>`',
    writtenBy: '`dotnet test --logger trx` (MSTest, NUnit, xUnit)',
    detection: { kind: 'xml', roots: ['TestRun'] },
    read: async (text, ctx) => {
      const reader = new TrxReader(ctx.shown)
      for await (const t of text) reader.write(t)
      return reader.end()
    },
    identity:
      "name = `testName` (a data row's parameters included), classname = its definition's `TestMethod className` (`<TestDefinitions>` before or after `<Results>`); each top-level result is one test",
    retries: '`<InnerResults>` that failed under a result that passed',
    completeness:
      '`Failed`, `Error`, `Timeout`, `Aborted`, `Disconnected`, `NotRunnable`, `InProgress`, `Pending` fail, an unknown outcome is an error; `PassedButRunAborted`, a `<RunInfo outcome="Error">` (less the lines echoing a named failure: xUnit\'s `[xUnit.net …] <test> [FAIL]`, "Exit code indicates failure"), `<Counters>` beyond the failed results, a failed `<ResultSummary outcome>` naming nothing; a count that is not a plain non-negative integer is an error',
  },
  'go-json': {
    label: 'go test -json',
    recognisedBy:
      "a first line that is a JSON event with `Action`, or Go's text `FAIL <pkg> [build failed]`",
    writtenBy: '`go test -json ./... > reports/go.json`, `gotestsum --jsonfile reports/go.json`',
    detection: { kind: 'lines' },
    read: async (text, ctx) => {
      const reader = new GoTestJsonReader(ctx.shown)
      for await (const t of text) reader.write(t)
      return reader.end()
    },
    identity:
      "classname = parent = the package's import path, name = the test's (`TestX/sub`), as gotestsum's JUnit",
    retries:
      'the same test run again in one package (`-count`, gotestsum `--rerun-fails`): its last result counts, so fail, pass, fail is failed',
    completeness:
      "a package's `fail` with no failed test (a panic in `init`/`TestMain`), `build-fail` events and the text `FAIL … [build failed]` line; a test that ran and never ended (the `-timeout` panic); a package whose run never ends (a stream cut short)",
  },
}

/** The formats' labels, for messages. */
export const FORMATS_TEXT = Object.values(FORMAT_TABLE)
  .map((r) => r.label)
  .join(', ')

/** The format whose XML root element is `name`, if any. */
export function formatOfXmlRoot(name: string): ReportFormat | undefined {
  for (const [format, row] of Object.entries(FORMAT_TABLE) as [ReportFormat, FormatRow][])
    if (row.detection.kind === 'xml' && row.detection.roots.includes(name)) return format
  return undefined
}

/** The table as docs/test-gate.md shows it (a test keeps the two equal). */
export function formatsMarkdown(): string {
  const cell = (s: string) => s.replace(/\|/g, '\\|')
  const rows = Object.values(FORMAT_TABLE).map(
    (r) =>
      `| ${[r.label, r.recognisedBy, r.writtenBy, r.identity, r.retries, r.completeness].map(cell).join(' | ')} |`,
  )
  return [
    '| Format | Recognised by | Written by | Identity | Retries (only these) | Accounts for itself by |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n')
}
