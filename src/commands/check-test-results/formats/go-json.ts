/**
 * Go's `go test -json` stream (and gotestsum's `--jsonfile`, the same events): one JSON event a
 * line, read a line at a time.
 *
 * Proof: every line is an event of test2json's shape (an object with a string `Action`, its other
 * fields typed as test2json writes them), with or without `Package`, or the text line Go writes
 * for a package that did not build; a stream's first line must be one of these. Plain `go test`
 * output (`ok …`, `--- FAIL: …`), or its stderr written into the report, is refused naming the
 * line. Events without `Package` (`go tool test2json -t ./pkg.test`, without `-p`) are one
 * package.
 *
 * Identity, as gotestsum's JUnit report gives it: `classname` and suite (Trunk's parent) are the
 * package's import path (none for events without `Package`), `name` is the test's name
 * (`TestX/sub` for a subtest); no file.
 *
 * Failures outside tests: a package whose `fail` event follows no failed test of its own (a
 * panic in `init` or `TestMain`, a timeout outside a test), a `build-fail` event (Go 1.24+), and
 * the plain-text `FAIL <pkg> [build failed]` (or `[setup failed]`) line older Go writes into the
 * stream. A test that ran and never ended (the `-timeout` panic kills it unreported) and a
 * package whose run never ends (a stream cut short, go test killed) are failures outside tests.
 * So is a package in which a test panicked: a panic ends the test binary, and the tests after it
 * never ran (unknown, never a pass), whatever becomes of the test that panicked (forgiving it,
 * quarantined, must not forgive the package).
 *
 * Attempts: the same test run again in one package (`-count`, gotestsum `--rerun-fails`); its
 * last result counts (fail, pass, fail is failed). One that failed and then passed was flaky in
 * this run; its failed attempts' `Elapsed` is the retry's cost. An attempt is a `run` again: a
 * pass after a failure with no `run` between is no retry, and the test stays failed.
 */
import { oneLine, ReportError, type ParsedReport } from '../report.js'
import type { FormatRow, ReportReader } from './format.js'
import { LineReport, MAX_LINE_CHARS } from './lines.js'
import { TestTally } from './tally.js'

/** An event of test2json's shape (see {@link isGoEvent}). */
interface GoEvent {
  Action: string
  Package?: string
  ImportPath?: string
  Test?: string
  Elapsed?: number
  Output?: string
}

/** The actions test2json writes (Go 1.24 added the build events, Go 1.25 `attr`). */
const GO_ACTIONS = new Set([
  'start',
  'run',
  'pause',
  'cont',
  'pass',
  'bench',
  'fail',
  'output',
  'skip',
  'build-output',
  'build-fail',
  'attr',
])
const STRING_FIELDS = ['Time', 'Package', 'Test', 'Output', 'ImportPath'] as const

/**
 * Whether `v` is an event of test2json's shape: an object with a string `Action`, and each field
 * test2json writes of its type. `known`: only an action test2json is known to write.
 */
export function isGoEvent(v: unknown, known = false): v is GoEvent {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false
  const e = v as Record<string, unknown>
  if (typeof e.Action !== 'string' || (known && !GO_ACTIONS.has(e.Action))) return false
  if (e.Elapsed !== undefined && typeof e.Elapsed !== 'number') return false
  return STRING_FIELDS.every((k) => e[k] === undefined || typeof e[k] === 'string')
}

/** The text line Go before 1.24 writes into the stream for a package that did not build. */
const BUILD_FAILED = /^FAIL\s+(\S+)\s+\[(build failed|setup failed)\]$/

/** How a package is named: its import path; events without `Package` are the test binary's. */
function packageName(pkg: string): string {
  return pkg === '' ? 'the test binary (events without Package)' : `package ${pkg}`
}

// A failure's message: Go's `file_test.go:12: ...` line when there is one.
const LOCATED = /^\s+\S+\.go:\d+: /

/**
 * An import path without the ` [pkg.test]` go adds for a test build: from the first ` [` of a
 * path that ends in `]`, as `/ \[.*\]$/` read it, which took time squared on a long line.
 */
export function withoutTestSuffix(path: string): string {
  const at = path.endsWith(']') ? path.indexOf(' [') : -1
  return at < 0 ? path : path.slice(0, at)
}

/** The first names of a set, for a message. */
function firstNames(names: ReadonlySet<string>): string {
  return `${[...names].slice(0, 3).join(', ')}${names.size > 3 ? ', …' : ''}`
}

/** A reader of one `go test -json` report, a line at a time (lines.ts feeds it). */
export class GoTestJsonReader {
  private readonly tally: TestTally
  /** Per package: failed tests since its last package-level event. */
  private readonly failedInPackage = new Map<string, number>()
  /** Per running test (`pkg\0test`): the best message line so far. */
  private readonly messages = new Map<string, string>()
  /** Per package: its output's last lines (for a failure outside tests). */
  private readonly packageOutput = new Map<string, string>()
  private readonly failedOutside = new Set<string>()
  /** Per package with a run under way: its tests that started and have not ended. */
  private readonly running = new Map<string, Set<string>>()
  /** Per package with a run under way: the first test whose output shows a panic. */
  private readonly panicked = new Map<string, string>()

  constructor(readonly report: string) {
    this.tally = new TestTally(report)
  }

  /** Ends the stream and gives the report. */
  end(): ParsedReport {
    // A package whose run never ended: the stream was cut short (or go test was killed), or a
    // panic ended a test binary run without -p (test2json writes no package result then).
    for (const [pkg, tests] of this.running) {
      const panicked = this.panicked.get(pkg)
      if (panicked !== undefined && !tests.size) {
        this.panicEnded(pkg, panicked)
        continue
      }
      const under = tests.size
        ? `; ${tests.size} test(s) started and never ended (${firstNames(tests)})`
        : ''
      this.tally.outside.push({
        report: this.report,
        where: packageName(pkg),
        message: `the stream ends before the package's result (cut short, or go test was killed)${under}`,
      })
    }
    this.running.clear()
    return this.tally.result(true)
  }

  line(raw: string, lineNo: number): void {
    const l = raw.trim()
    if (!l) return
    if (!l.startsWith('{')) {
      const m = BUILD_FAILED.exec(l)
      if (!m)
        throw new ReportError(
          this.report,
          `line ${lineNo} is not an event of go test -json: ${JSON.stringify(l.slice(0, 80))} ` +
            '(plain go test output, or its stderr, written into the report?)',
        )
      this.packageFailed(m[1] as string, m[2] as string)
      return
    }
    let e: unknown
    try {
      e = JSON.parse(l)
    } catch {
      throw new ReportError(this.report, `line ${lineNo} is not a JSON event of go test -json`)
    }
    if (!isGoEvent(e))
      throw new ReportError(
        this.report,
        `line ${lineNo} is JSON but not an event of go test -json (no string Action, or a field of another type)`,
      )
    this.event(e)
  }

  private event(e: GoEvent): void {
    if (e.Action === 'build-fail' && e.ImportPath !== undefined) {
      this.packageFailed(withoutTestSuffix(e.ImportPath), 'build failed')
      return
    }
    // A build event (Go 1.24+) names its package by ImportPath; any other event without Package
    // is the one package of a test binary's stream.
    if (e.Package === undefined && e.ImportPath !== undefined) return
    const pkg = e.Package ?? ''
    const test = e.Test !== undefined && e.Test !== '' ? e.Test : undefined
    if (test === undefined) {
      if (e.Action === 'start' || e.Action === 'run') this.runningIn(pkg)
      this.packageEvent(pkg, e.Action, e.Output)
    } else this.testEvent(pkg, test, e)
  }

  private testEvent(pkg: string, test: string, e: GoEvent): void {
    const id =
      pkg === ''
        ? { name: test, report: this.report }
        : { name: test, classname: pkg, suite: pkg, report: this.report }
    const key = `${pkg}\u0000${test}`
    const ended = () => {
      this.messages.delete(key)
      this.running.get(pkg)?.delete(test)
    }
    switch (e.Action) {
      case 'output': {
        if (e.Output === undefined) return
        // `panic: ` at the start of a line: the runtime's, never a t.Log line (indented).
        if (e.Output.startsWith('panic: ') && !this.panicked.has(pkg)) this.panicked.set(pkg, test)
        const known = this.messages.get(key)
        if (LOCATED.test(e.Output) && (known === undefined || !LOCATED.test(known)))
          this.messages.set(key, e.Output)
        return
      }
      case 'run':
        this.messages.delete(key)
        this.runningIn(pkg).add(test)
        return
      case 'pass': {
        // Only a test that ran (again) passes, on a retry after a failure; one that ended and
        // was not run since is counted, never a retry.
        const ran = this.running.get(pkg)?.has(test) === true
        ended()
        if (ran) this.tally.pass(id)
        else this.tally.counted()
        return
      }
      case 'skip':
        ended()
        this.tally.skip()
        return
      case 'fail': {
        const message = oneLine(this.messages.get(key) ?? `--- FAIL: ${test}`)
        ended()
        const seconds = e.Elapsed !== undefined && e.Elapsed > 0 ? e.Elapsed : 0
        this.tally.fail(id, message, seconds)
        this.failedInPackage.set(pkg, (this.failedInPackage.get(pkg) ?? 0) + 1)
        return
      }
    }
  }

  private runningIn(pkg: string): Set<string> {
    let tests = this.running.get(pkg)
    if (!tests) this.running.set(pkg, (tests = new Set()))
    return tests
  }

  private packageEvent(pkg: string, action: string, output: string | undefined): void {
    if (action === 'output' && output !== undefined) {
      const t = output.trim()
      // The first line of a panic or an error is the one that says why.
      if (t && !/^(FAIL|ok|PASS|exit status)\b/.test(t) && !this.packageOutput.has(pkg))
        this.packageOutput.set(pkg, t)
      return
    }
    if (action !== 'pass' && action !== 'fail' && action !== 'skip') return
    // Tests that started and never ended (the -timeout panic kills them unreported): failures
    // outside the named tests, whatever the package's own result says.
    const unended = this.running.get(pkg)
    this.running.delete(pkg)
    const panicked = this.panicked.get(pkg)
    this.panicked.delete(pkg)
    if (panicked !== undefined && !unended?.size) this.panicEnded(pkg, panicked)
    if (unended?.size) {
      const why = this.packageOutput.get(pkg)
      for (const test of unended)
        this.tally.outside.push({
          report: this.report,
          where: `test ${test} in ${packageName(pkg)}`,
          message: `started and never ended${why !== undefined ? ` (${oneLine(why)})` : ''}`,
        })
      this.failedInPackage.delete(pkg)
      this.packageOutput.delete(pkg)
      return
    }
    if (action === 'skip') return
    const failedTests = this.failedInPackage.get(pkg) ?? 0
    this.failedInPackage.delete(pkg)
    const why = this.packageOutput.get(pkg)
    this.packageOutput.delete(pkg)
    if (action === 'fail' && failedTests === 0 && !this.failedOutside.has(pkg))
      this.packageFailed(pkg, why ?? 'failed outside its tests')
  }

  // A panic ended the package's test binary: the tests after the one that panicked never ran.
  private panicEnded(pkg: string, test: string): void {
    if (this.failedOutside.has(pkg)) return
    this.failedOutside.add(pkg)
    this.tally.outside.push({
      report: this.report,
      where: packageName(pkg),
      message: `${test} panicked, which ends the package's run: the tests after it never ran`,
    })
  }

  private packageFailed(pkg: string, why: string): void {
    if (this.failedOutside.has(pkg)) return
    this.failedOutside.add(pkg)
    this.tally.outside.push({ report: this.report, where: packageName(pkg), message: oneLine(why) })
  }
}

/** A `go test -json` stream's reader on the line base (lines.ts). */
export function goTestJsonStream(
  report: string,
  maxLineChars = MAX_LINE_CHARS,
): ReportReader<'go-json'> {
  return new LineReport(
    'go-json',
    'event of go test -json',
    new GoTestJsonReader(report),
    report,
    maxLineChars,
  )
}

// Go's events each start with one of these keys; Jest, vitest and CTRF documents never do.
const GO_EVENT_START = /^\{\s*"(Time|Action|Package|ImportPath|Test)"\s*:/

/**
 * Whether a stream's first line proves it is go test -json's: an event of test2json's shape with
 * an action test2json writes, or Go's text line for a package that did not build.
 */
export function provesGoTestJson(first: string): boolean {
  const s = first.trim()
  if (BUILD_FAILED.test(s)) return true
  if (!GO_EVENT_START.test(s)) return false
  try {
    return isGoEvent(JSON.parse(s), true)
  } catch {
    // a pretty-printed document's first line is not JSON on its own
    return false
  }
}

/** go test -json's row of the format table. */
export const goTestJsonFormat: FormatRow = {
  label: 'go test -json',
  provedBy:
    "every line an event of test2json's shape (an object with a string `Action`, its fields typed as test2json writes them; with or without `Package`), or Go's text `FAIL <pkg> [build failed]`; the first line an event of an action test2json writes, or that text",
  writtenBy: '`go test -json ./... > reports/go.json`, `gotestsum --jsonfile reports/go.json`',
  reading: {
    family: 'lines',
    proves: provesGoTestJson,
    reader: (ctx) => new GoTestJsonReader(ctx.shown),
  },
  identity:
    "classname = parent = the package's import path, name = the test's (`TestX/sub`), as gotestsum's JUnit; events without `Package` (`go tool test2json -t`) are one package, with no classname",
  retries: 'none inside one event',
  attemptWriters: [
    {
      name: '`go test -count`',
      recognisedBy:
        "every go test -json stream: a test's `run` event again after it failed (a pass with no `run` between is no retry)",
    },
    {
      name: 'gotestsum `--rerun-fails`',
      recognisedBy: "every go test -json stream: a test's `run` event again after it failed",
    },
  ],
  completeness:
    "a package's `fail` with no failed test (a panic in `init`/`TestMain`), `build-fail` events and the text `FAIL … [build failed]` line; a test that ran and never ended (the `-timeout` panic); a test that panicked (the tests after it never ran: the package fails, even when the test is forgiven); a package whose run never ends (a stream cut short)",
  showsOutside: true,
}
