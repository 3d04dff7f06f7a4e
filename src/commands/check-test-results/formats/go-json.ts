/**
 * Go's `go test -json` stream (and gotestsum's `--jsonfile`, the same events): one JSON event a
 * line, read a line at a time.
 *
 * Identity, as gotestsum's JUnit report gives it: `classname` and suite (Trunk's parent) are the
 * package's import path, `name` is the test's name (`TestX/sub` for a subtest); no file.
 *
 * Failures outside tests: a package whose `fail` event follows no failed test of its own (a
 * panic in `init` or `TestMain`, a timeout outside a test), a `build-fail` event (Go 1.24+), and
 * the plain-text `FAIL <pkg> [build failed]` (or `[setup failed]`) line older Go writes into the
 * stream. A test that ran and never ended (the `-timeout` panic kills it unreported) and a
 * package whose run never ends (a stream cut short, go test killed) are failures outside tests.
 *
 * Attempts: the same test run again in one package (`-count`, gotestsum `--rerun-fails`); its
 * last result counts (fail, pass, fail is failed). One that failed and then passed was flaky in
 * this run; its failed attempts' `Elapsed` is the retry's cost.
 */
import { oneLine, ReportError, type ParsedReport } from '../report.js'
import type { FormatRow, ReportReader } from './format.js'
import { LineReport, MAX_LINE_CHARS } from './lines.js'
import { TestTally } from './tally.js'

interface GoEvent {
  Action?: unknown
  Package?: unknown
  ImportPath?: unknown
  Test?: unknown
  Elapsed?: unknown
  Output?: unknown
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
  private readonly buildFailed = new Set<string>()
  /** Per package with a run under way: its tests that started and have not ended. */
  private readonly running = new Map<string, Set<string>>()

  constructor(readonly report: string) {
    this.tally = new TestTally(report)
  }

  /** Ends the stream and gives the report. */
  end(): ParsedReport {
    // A package whose run never ended: the stream was cut short (or go test was killed).
    for (const [pkg, tests] of this.running) {
      const under = tests.size
        ? `; ${tests.size} test(s) started and never ended (${firstNames(tests)})`
        : ''
      this.tally.outside.push({
        report: this.report,
        where: `package ${pkg}`,
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
      // Go before 1.24 writes a package that did not build as text in the stream.
      const m = /^FAIL\s+(\S+)\s+\[(build failed|setup failed)\]/.exec(l)
      if (m) this.packageFailed(m[1] as string, m[2] as string)
      return
    }
    let e: GoEvent
    try {
      e = JSON.parse(l) as GoEvent
    } catch {
      throw new ReportError(this.report, `line ${lineNo} is not a JSON event of go test -json`)
    }
    const action = typeof e.Action === 'string' ? e.Action : ''
    if (action === 'build-fail' && typeof e.ImportPath === 'string') {
      this.packageFailed(withoutTestSuffix(e.ImportPath), 'build failed')
      return
    }
    const pkg = typeof e.Package === 'string' ? e.Package : undefined
    if (pkg === undefined) return
    const test = typeof e.Test === 'string' && e.Test !== '' ? e.Test : undefined
    const seconds = typeof e.Elapsed === 'number' && e.Elapsed > 0 ? e.Elapsed : 0
    if (test === undefined) {
      if (action === 'start' || action === 'run') this.runningIn(pkg)
      this.packageEvent(pkg, action, e.Output)
      return
    }
    const id = { name: test, classname: pkg, suite: pkg, report: this.report }
    const key = `${pkg}\u0000${test}`
    switch (action) {
      case 'output': {
        if (typeof e.Output !== 'string') return
        const out = e.Output
        const known = this.messages.get(key)
        if (LOCATED.test(out) && (known === undefined || !LOCATED.test(known)))
          this.messages.set(key, out)
        return
      }
      case 'run':
        this.messages.delete(key)
        this.runningIn(pkg).add(test)
        return
      case 'pass':
        this.messages.delete(key)
        this.running.get(pkg)?.delete(test)
        this.tally.pass(id)
        return
      case 'skip':
        this.messages.delete(key)
        this.running.get(pkg)?.delete(test)
        this.tally.skip()
        return
      case 'fail': {
        const message = oneLine(this.messages.get(key) ?? `--- FAIL: ${test}`)
        this.messages.delete(key)
        this.running.get(pkg)?.delete(test)
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

  private packageEvent(pkg: string, action: string, output: unknown): void {
    if (action === 'output' && typeof output === 'string') {
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
    if (unended?.size) {
      const why = this.packageOutput.get(pkg)
      for (const test of unended)
        this.tally.outside.push({
          report: this.report,
          where: `test ${test} in package ${pkg}`,
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
    if (action === 'fail' && failedTests === 0 && !this.buildFailed.has(pkg))
      this.packageFailed(pkg, why ?? 'failed outside its tests')
  }

  private packageFailed(pkg: string, why: string): void {
    if (this.buildFailed.has(pkg)) return
    this.buildFailed.add(pkg)
    this.tally.outside.push({ report: this.report, where: `package ${pkg}`, message: oneLine(why) })
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
const GO_EVENT_START = /^\{\s*"(Time|Action|Package|ImportPath)"\s*:/

/** Whether a stream's first line is one of go test -json's (an event, or Go's own text). */
export function provesGoTestJson(first: string): boolean {
  const s = first.trim()
  if (/^(FAIL|ok)\s+\S+/.test(s) || /^# \S+/.test(s)) return true
  if (!GO_EVENT_START.test(s)) return false
  try {
    return typeof (JSON.parse(s) as { Action?: unknown }).Action === 'string'
  } catch {
    // a pretty-printed document's first line is not JSON on its own
    return false
  }
}

/** go test -json's row of the format table. */
export const goTestJsonFormat: FormatRow = {
  label: 'go test -json',
  provedBy:
    "a first line that is a JSON event with `Action`, or Go's text `FAIL <pkg> [build failed]`",
  writtenBy: '`go test -json ./... > reports/go.json`, `gotestsum --jsonfile reports/go.json`',
  reading: {
    family: 'lines',
    proves: provesGoTestJson,
    reader: (ctx) => new GoTestJsonReader(ctx.shown),
  },
  identity:
    "classname = parent = the package's import path, name = the test's (`TestX/sub`), as gotestsum's JUnit",
  retries: 'none inside one event',
  attemptWriters: [
    {
      name: '`go test -count`',
      recognisedBy: 'every go test -json stream (each run is its events)',
    },
    { name: 'gotestsum `--rerun-fails`', recognisedBy: 'every go test -json stream' },
  ],
  completeness:
    "a package's `fail` with no failed test (a panic in `init`/`TestMain`), `build-fail` events and the text `FAIL … [build failed]` line; a test that ran and never ended (the `-timeout` panic); a package whose run never ends (a stream cut short)",
  showsOutside: true,
}
