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

/** The longest line read as one event: 64 MiB (a test's output line that long is not judged). */
export const MAX_GO_EVENT_CHARS = 64 * 1024 * 1024

/**
 * An import path without the ` [pkg.test]` go adds for a test build: from the first ` [` of a
 * path that ends in `]`, as `/ \[.*\]$/` read it, which took time squared on a long line.
 */
export function withoutTestSuffix(path: string): string {
  const at = path.endsWith(']') ? path.indexOf(' [') : -1
  return at < 0 ? path : path.slice(0, at)
}

/** A streaming reader of one `go test -json` report. */
export class GoTestJsonReader {
  private readonly tally: TestTally
  private rest = ''
  private lineNo = 0
  /** Per package: failed tests since its last package-level event. */
  private readonly failedInPackage = new Map<string, number>()
  /** Per running test (`pkg\0test`): the best message line so far. */
  private readonly messages = new Map<string, string>()
  /** Per package: its output's last lines (for a failure outside tests). */
  private readonly packageOutput = new Map<string, string>()
  private readonly buildFailed = new Set<string>()
  /** Per package with a run under way: its tests that started and have not ended. */
  private readonly running = new Map<string, Set<string>>()

  constructor(
    readonly report: string,
    /** The longest line read as one event (default {@link MAX_GO_EVENT_CHARS}). */
    private readonly maxLineChars = MAX_GO_EVENT_CHARS,
  ) {
    this.tally = new TestTally(report)
  }

  /**
   * Feeds the next piece of the stream. Only the piece is searched for line ends (searching the
   * unfinished line again with each piece made one long line cost time squared: 32 MB, 22 s);
   * a line longer than the bound ({@link MAX_GO_EVENT_CHARS}) is an error naming the report.
   */
  write(chunk: string): void {
    let start = 0
    for (let nl = chunk.indexOf('\n'); nl !== -1; nl = chunk.indexOf('\n', start)) {
      const piece = chunk.slice(start, nl)
      if (this.rest) {
        const whole = this.rest + piece
        this.rest = ''
        this.line(whole)
      } else this.line(piece)
      start = nl + 1
    }
    if (start < chunk.length) {
      this.rest += chunk.slice(start)
      if (this.rest.length > this.maxLineChars)
        throw new ReportError(
          this.report,
          `line ${this.lineNo + 1} is longer than ${this.maxLineChars.toLocaleString('en-US')} characters, which the gate does not read as one event of go test -json`,
        )
    }
  }

  /** Ends the stream and gives the report. */
  end(): ParsedReport {
    if (this.rest) this.line(this.rest)
    this.rest = ''
    // A package whose run never ended: the stream was cut short (or go test was killed).
    for (const [pkg, tests] of this.running) {
      const under = tests.size
        ? `; ${tests.size} test(s) started and never ended (${[...tests].slice(0, 3).join(', ')}${tests.size > 3 ? ', …' : ''})`
        : ''
      this.tally.outside.push({
        report: this.report,
        where: `package ${pkg}`,
        message: `the stream ends before the package's result (cut short, or go test was killed)${under}`,
      })
    }
    this.running.clear()
    return this.tally.result('go-json', true)
  }

  private line(raw: string): void {
    this.lineNo++
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
      throw new ReportError(this.report, `line ${this.lineNo} is not a JSON event of go test -json`)
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
      for (const test of unended)
        this.tally.outside.push({
          report: this.report,
          where: `test ${test} in package ${pkg}`,
          message: `started and never ended${this.packageOutput.has(pkg) ? ` (${oneLine(this.packageOutput.get(pkg) as string)})` : ''}`,
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
