/**
 * The test gate (`check-test-results`): did anything fail in this run's test reports (any format
 * of formats/table.ts) that
 * Trunk does not already know as quarantined (or, when allowed, flaky)? Decided locally and
 * fail-closed: no report, an unreadable report or an unreadable API never passes.
 */
import {
  MAX_FAILING_TESTS_WINDOW_MS,
  NotFoundError,
  trunkTestId,
  type Clock,
  type RepoRef,
  type TestCase,
  type TrunkClient,
} from '../../queue/index.js'
import { Outputs, type OutputName } from '../../inputs/constants.js'
import { withSettledOutputs } from '../../inputs/errors.js'
import { logLine, md } from '../../ports/text.js'
import {
  applyLookups,
  classifyFailures,
  decide,
  gateOutputs,
  type ClassifiedFailure,
  type GateDecision,
} from './classify.js'
import { findReportFiles } from './files.js'
import {
  ReportError,
  type CountMismatch,
  type OutsideFailure,
  type PassedOnRetry,
  type ReportedFailure,
} from './report.js'
import type { TestOutcome } from './outcome.js'
import { type AllowableClass } from './outcome.js'
import { FORMATS_TEXT, readReport } from './reports.js'
import { gateAnnotations, gateSummary, retrySeconds, type GateAnnotation } from './summary.js'

export * from './classify.js'
export * from './files.js'
export * from './formats/junit.js'
export * from './report.js'
export * from './outcome.js'
export * from './reports.js'
export * from './summary.js'

/** A report that cannot show failures outside its test cases, and what would show them. */
export interface BlindReport {
  report: string
  hint?: string
}

/** The most failures looked up by id in one run (get-test-details, one request each). */
export const MAX_LOOKUPS = 100
/** How many look-ups run at once. */
export const LOOKUP_CONCURRENCY = 4

/** The lines the gate logs (a subset of the action's Log; each line is made safe here). */
export interface TestGateLog {
  info(m: string): void
  warning(m: string): void
  debug(m: string): void
}

/** What the gate uses. */
export interface TestGateDeps {
  /**
   * Reads list-failing-tests page by page, looks single tests up by id, and (when it can) says
   * the service's time from its `Date` header.
   */
  client: Pick<TrunkClient, 'failingTestPages' | 'getTestDetails'> &
    Partial<Pick<TrunkClient, 'serviceNow'>>
  clock: Pick<Clock, 'now'>
  signal?: AbortSignal
  log: TestGateLog
}

/** What the gate checks. */
export interface TestGateParams {
  /** The repository whose tests Trunk knows. */
  repo: RepoRef
  /** The organization's URL slug. */
  orgUrlSlug: string
  /** Globs of test reports of any known format, relative to `workspace` (`!` excludes). */
  testReports: string[]
  /**
   * Globs (among `testReports`') whose reports the team says show failures outside test cases
   * (`complete:` lines), e.g. jest-junit with reportTestSuiteErrors.
   */
  completeReports?: string[]
  /** The input the globs came from, for messages (default `test-reports`). */
  reportsInput?: string
  /** Failure classes that do not fail the gate. */
  allowFailures: ReadonlySet<AllowableClass>
  /** The directory globs and reported paths are relative to (GITHUB_WORKSPACE). */
  workspace: string
  /** The test step's own outcome (`test-outcome`), '' when not given. */
  testOutcome?: TestOutcome
  /** The variant the tests were uploaded with (part of Trunk's test id), '' for none. */
  variant?: string
  /** At most this many look-ups by id (default {@link MAX_LOOKUPS}). */
  maxLookups?: number
}

/** The gate's result, shaped as the action's CommandResult plus annotations. */
export interface TestGateResult {
  outcome: 'success' | 'failure' | 'error'
  outputs: Partial<Record<OutputName, string>>
  /** Markdown for the job summary (below the heading). */
  summary: string
  /** Set when the step must fail: the message it fails with. */
  failure?: string
  /** At most 10 of each level, for core.notice / core.error. */
  annotations: GateAnnotation[]
  /** Annotations left out past the runner's limit (the summary has them all). */
  omittedAnnotations: number
}

/**
 * Runs the gate. Reports are read first (streamed; a report that cannot be read, or whose
 * suites count more failures than they name, is an error). With no failure in them the gate
 * passes without calling the API, unless the test step itself failed (`test-outcome`): then it
 * fails, since the failure lies outside the reports. Otherwise the service's failing tests of
 * the last 7 days (the widest window list-failing-tests allows, every page) are read once, each
 * failure matched by Trunk's test id, then by names; a failure still unmatched, then one matched
 * by names only, is looked up by its id (get-test-details, at most `maxLookups`, a few at a
 * time): a test Trunk knows by that id beats the match by names, and an unmatched one is new.
 * A cancelled job stops the reading between chunks (a CancelledError, `error-kind=cancelled`).
 *
 * Outcome `error` (never a pass): no file matched, a report cannot be read, counts disagree,
 * or the test step was cancelled or skipped. API errors are not caught: the client's typed errors
 * (after its retries) propagate, and main.ts maps them to outcome `error` with their error-kind.
 */
export async function checkTestResults(
  deps: TestGateDeps,
  params: TestGateParams,
): Promise<TestGateResult> {
  const { log } = deps
  const testOutcome = params.testOutcome ?? ''
  if (testOutcome === 'cancelled' || testOutcome === 'skipped') {
    return errorResult(
      `The test step was ${testOutcome} (test-outcome: ${testOutcome}): its reports cannot show a whole run, so the gate does not judge them.`,
    )
  }
  let files: string[]
  let complete: Set<string>
  try {
    files = await findReportFiles(params.testReports, params.workspace)
    const negations = params.testReports.filter((p) => p.trim().startsWith('!'))
    complete = new Set(
      params.completeReports?.length
        ? await findReportFiles([...params.completeReports, ...negations], params.workspace)
        : [],
    )
  } catch (e) {
    if (!(e instanceof ReportError)) throw e
    return errorResult(`${e.message}. A report that cannot be read is never taken as passing.`)
  }
  if (!files.length) {
    return errorResult(
      `No test report matched ${params.reportsInput ?? 'test-reports'} (${params.testReports.join(', ')}) under ${params.workspace}. Check the paths, and that the test step wrote its report before this step.`,
    )
  }
  log.info(logLine(`Reading ${files.length} test report(s).`))
  // Trunk's failing tests are listed while the reports are still read: the listing (read-only)
  // starts at the first failing test case read, and is dropped when the reports end in an error.
  // Reports in which no test case fails send no request.
  const listing = listingWhenNeeded(deps, params)
  try {
    return await judge(deps, params, files, complete, listing)
  } finally {
    listing.drop()
  }
}

/** The listing of Trunk's failing tests, started at most once, when a failure is read. */
interface Listing {
  start(): void
  /**
   * The listing, started now if it was not yet, keeping from now on (and of what it kept so far)
   * only the tests `mayMatch` keeps: the failures are all known.
   */
  result(mayMatch: (t: TestCase) => boolean): Promise<Listed>
  /** Stops a listing still running; its outcome is never seen. */
  drop(): void
}

function listingWhenNeeded(deps: TestGateDeps, params: TestGateParams): Listing {
  const stop = new AbortController()
  const signal = deps.signal ? AbortSignal.any([deps.signal, stop.signal]) : stop.signal
  const kept = new KeptTests()
  let started: Promise<Listed> | undefined
  const start = (): Promise<Listed> => {
    if (!started) {
      started = failingTestsOfTheWeek({ ...deps, signal }, params, kept)
      // Awaited once the reports are read; until then (or when dropped) it is not unhandled.
      started.catch(() => {})
    }
    return started
  }
  return {
    start: () => void start(),
    result: (mayMatch) => {
      kept.narrow(mayMatch)
      return start()
    },
    drop: () => {
      stop.abort()
      kept.release()
    },
  }
}

/** The most listed tests held while the reports are still read (100 pages, about 12 MiB). */
const MAX_TESTS_HELD_WHILE_READING = 10_000

/**
 * The listed tests kept: while the reports are read, every one (a failure read later may match
 * it), and the listing waits for the reading once it holds MAX_TESTS_HELD_WHILE_READING; once the
 * failures are known, only those that can match one. So what is held is bounded, whatever the
 * number of tests Trunk lists.
 */
class KeptTests {
  tests: TestCase[] = []
  listed = 0
  private mayMatch?: (t: TestCase) => boolean
  private readResolve!: () => void
  private readonly readDone = new Promise<void>((resolve) => (this.readResolve = resolve))

  add(page: readonly TestCase[]): void {
    this.listed += page.length
    for (const t of page) if (!this.mayMatch || this.mayMatch(t)) this.tests.push(t)
  }

  /** Resolves when the listing may read on: at once, unless it holds its most while reading. */
  room(): Promise<void> | undefined {
    return !this.mayMatch && this.tests.length >= MAX_TESTS_HELD_WHILE_READING
      ? this.readDone
      : undefined
  }

  narrow(mayMatch: (t: TestCase) => boolean): void {
    this.mayMatch = mayMatch
    this.tests = this.tests.filter(mayMatch)
    this.readResolve()
  }

  /** The gate is done (or the reading failed): a waiting listing goes on, and its aborted signal ends it. */
  release(): void {
    this.readResolve()
  }

  /** Forgets what a window read (the listing starts again with the service's clock). */
  clear(): void {
    this.tests = []
    this.listed = 0
  }
}

async function judge(
  deps: TestGateDeps,
  params: TestGateParams,
  files: string[],
  complete: ReadonlySet<string>,
  listing: Listing,
): Promise<TestGateResult> {
  const { log } = deps
  const testOutcome = params.testOutcome ?? ''
  const failures: ReportedFailure[] = []
  const passedOnRetry: PassedOnRetry[] = []
  const outside: OutsideFailure[] = []
  const blind: BlindReport[] = []
  const problems: string[] = []
  const mismatches: string[] = []
  let tests = 0
  for (const file of files) {
    try {
      const r = await readReport(file, params.workspace, {
        showsOutside: complete.has(file),
        signal: deps.signal,
        onFailure: listing.start,
      })
      tests += r.tests
      for (const f of r.failures) failures.push(f)
      for (const p of r.passedOnRetry) passedOnRetry.push(p)
      for (const o of r.outside) outside.push(o)
      for (const m of r.countMismatches) mismatches.push(mismatchText(r.report, m))
      if (!r.showsOutside)
        blind.push({ report: r.report, ...(r.outsideHint ? { hint: r.outsideHint } : {}) })
      log.debug(
        logLine(
          `${r.report} (${r.format}): ${r.tests} test case(s), ${r.failures.length} failed, ${r.outside.length} failure(s) outside tests, ${r.passedOnRetry.length} passed on retry.`,
        ),
      )
    } catch (e) {
      if (!(e instanceof ReportError)) throw e
      problems.push(e.message)
    }
  }
  if (problems.length) {
    return errorResult(
      `${problems.length} report(s) could not be read as a test report (${FORMATS_TEXT}): ${problems.join('; ')}. A report that cannot be read is never taken as passing.`,
    )
  }
  if (mismatches.length) {
    return errorResult(
      `The reports count more failures than they name: ${mismatches.join('; ')}. A failure the gate cannot see is never taken as passing.`,
    )
  }
  log.info(
    logLine(
      `${tests} test case(s) in ${files.length} report(s); ${failures.length} failed, ${outside.length} failure(s) outside tests, ${passedOnRetry.length} passed on a retry.`,
    ),
  )

  const repoFullName = `${params.repo.host}/${params.repo.owner}/${params.repo.name}`
  // A nameless test is no test Trunk has: it gets no id, and matches nothing.
  const idOf = (f: ReportedFailure) =>
    f.name === ''
      ? undefined
      : trunkTestId({
          orgUrlSlug: params.orgUrlSlug,
          repoFullName,
          file: f.fileInTrunkId === false ? undefined : f.file,
          classname: f.classname,
          parent: f.suite,
          name: f.name,
          variant: params.variant ?? '',
        })
  let classified: ClassifiedFailure[] = []
  let lookups: { asked: number; found: number; skipped: number; bound: number } | undefined
  if (failures.length) {
    // The reports were read: their counts stand even when Trunk cannot be asked.
    const counted = {
      [Outputs.FailedTestsCount]: String(failures.length),
      [Outputs.PassedOnRetryCount]: String(passedOnRetry.length),
    }
    const listed = await listing.result(mayMatch(failures, idOf)).catch((e: unknown) => {
      throw withSettledOutputs(e, counted)
    })
    if (listed.skew) log.info(logLine(listed.skew))
    log.info(logLine(`Trunk lists ${listed.count} test(s) that failed in the last 7 days.`))
    classified = classifyFailures(failures, listed.tests, params.allowFailures, idOf)
    const matched = classified.filter((f) => f.test).length
    log.info(
      logLine(
        `${matched} of ${failures.length} failure(s) are among the tests Trunk saw fail in the last 7 days.`,
      ),
    )
    const r = await lookUpUnmatched(deps, params, classified).catch((e: unknown) => {
      throw withSettledOutputs(e, counted)
    })
    classified = r.classified
    lookups = r.lookups
  }
  const d = decide(classified, outside.length)
  const { outputs, kept, total } = gateOutputs(
    classified,
    d,
    undefined,
    passedOnRetry.length,
    outside,
    retrySeconds(passedOnRetry),
  )
  if (kept < total)
    log.warning(
      `The unexplained-failures output holds the first ${kept} of ${total} (outputs are limited in size).`,
    )
  if (d.ambiguous)
    log.warning(
      `${d.ambiguous} failure(s) matched several Trunk tests equally well; the least forgiving class was taken.`,
    )
  const unseen = testOutcome === 'failure' ? unseenFailure(d, blind) : undefined
  const summary = gateSummary(d, classified, {
    reports: files.length,
    tests,
    allow: params.allowFailures,
    passedOnRetry,
    outside,
    testOutcome,
    ...(lookups ? { lookups } : {}),
    ...(unseen ? { verdict: `❌ **Failed**: ${md(unseen)}` } : {}),
  })
  const { annotations, omitted } = gateAnnotations(
    classified,
    params.workspace,
    passedOnRetry,
    undefined,
    outside,
  )
  const result = { outputs, summary, annotations, omittedAnnotations: omitted }
  if (unseen) return { ...result, outcome: 'failure', failure: unseen }
  if (d.outcome === 'success') return { ...result, outcome: 'success' }
  const b = d.byClass
  const inTests = d.unexplained
    ? `${d.unexplained} test failure(s) are not explained by Trunk (${b.new} new, ${b.broken} broken${params.allowFailures.has('flaky') ? '' : `, ${b.flaky} flaky`}${params.allowFailures.has('quarantined') ? '' : `, ${b.quarantined} quarantined`}${d.ambiguous ? `, ${d.ambiguous} matching several of Trunk's tests` : ''}).`
    : ''
  const beyond = d.outside
    ? `${d.outside} failure(s) outside test cases, never forgiven: ${outside
        .slice(0, 5)
        .map((o) => `${o.where} in ${o.report}`)
        .join('; ')}${outside.length > 5 ? '; …' : ''}.`
    : ''
  return { ...result, outcome: 'failure', failure: [inTests, beyond].filter(Boolean).join(' ') }
}

/**
 * Why a failed test step (`test-outcome: failure`) is not accounted for by its reports, or
 * undefined when it is: a failure the gate counts explains it; with none, every failure seen
 * being forgiven explains it only when every report shows failures outside tests too.
 */
export function unseenFailure(d: GateDecision, blind: readonly BlindReport[]): string | undefined {
  if (d.outcome === 'failure') return undefined
  if (!d.failed)
    return 'The test step failed (test-outcome: failure), but its reports name no failing test: it failed outside what the reports show (a test file that did not load, a crash, a timeout). The gate cannot forgive what it cannot see.'
  if (!blind.length) return undefined
  const named = blind
    .slice(0, 5)
    .map((b) => `${b.report}${b.hint ? ` (${b.hint})` : ''}`)
    .join('; ')
  return `The test step failed (test-outcome: failure) and every failure its reports name is forgiven, but ${blind.length} report(s) cannot show a failure outside test cases (a test file that did not load, a package that did not build): ${named}${blind.length > 5 ? '; …' : ''}. The gate cannot tell that nothing else failed. Write a report that shows them (jest --json, go test -json, CTRF, TRX, or a JUnit writer set to report them) and, for JUnit, say so with a "complete: <glob>" line in test-reports.`
}

function mismatchText(report: string, m: CountMismatch): string {
  return `${report}, suite ${JSON.stringify(m.suite)}: ${m.declared} failure(s) and error(s) declared, ${m.named} failing test case(s) named`
}

/** How far the runner's clock may be from the service's before the window follows the service's. */
export const MAX_CLOCK_SKEW_MS = 60_000

/** What the listing read: the tests kept, how many were listed, a line when the window moved. */
interface Listed {
  tests: TestCase[]
  count: number
  /** Said when the window follows the service's clock. */
  skew?: string
}

// Every page of the widest window the API allows, into `kept` (see KeptTests). The window ends at
// the service's "now" (its Date header): when the first page shows the runner's clock off by
// more than MAX_CLOCK_SKEW_MS, the listing starts again with the service's.
async function failingTestsOfTheWeek(
  deps: TestGateDeps,
  params: TestGateParams,
  kept: KeptTests,
): Promise<Listed> {
  const runnerNow = deps.clock.now()
  if ((await listWindow(deps, params, kept, runnerNow, true)) !== 'skewed')
    return { tests: kept.tests, count: kept.listed }
  kept.clear()
  const serviceNow = deps.client.serviceNow?.() as number
  const skew = serviceNow - runnerNow
  await listWindow(deps, params, kept, serviceNow, false)
  return {
    tests: kept.tests,
    count: kept.listed,
    skew: `The service's clock (its Date header) is ${Math.round(Math.abs(skew) / 1000)} s ${skew > 0 ? 'ahead of' : 'behind'} the runner's: the 7-day window follows the service's.`,
  }
}

async function listWindow(
  deps: TestGateDeps,
  params: TestGateParams,
  kept: KeptTests,
  end: number,
  checkSkew: boolean,
): Promise<'skewed' | undefined> {
  for await (const page of deps.client.failingTestPages(
    {
      repo: params.repo,
      org_url_slug: params.orgUrlSlug,
      start_time: new Date(end - MAX_FAILING_TESTS_WINDOW_MS).toISOString(),
      end_time: new Date(end).toISOString(),
      page_size: 100,
    },
    { signal: deps.signal },
  )) {
    if (checkSkew) {
      // The first page says the service's time.
      checkSkew = false
      const serviceNow = deps.client.serviceNow?.()
      if (serviceNow !== undefined && Math.abs(serviceNow - end) > MAX_CLOCK_SKEW_MS)
        return 'skewed'
    }
    kept.add(page.tests)
    await kept.room()
  }
  return undefined
}

/** Which listed tests can match a failure here: the same id or the same name. */
function mayMatch(
  failures: readonly ReportedFailure[],
  idOf: (f: ReportedFailure) => string | undefined,
): (t: TestCase) => boolean {
  const names = new Set(failures.map((f) => f.name))
  const ids = new Set(failures.map(idOf).filter((id) => id !== undefined))
  return (t) => names.has(t.name) || ids.has(t.id.toLowerCase())
}

// The failures still new, looked up by their Trunk id (404: Trunk does not know the test).
async function lookUpUnmatched(
  deps: TestGateDeps,
  params: TestGateParams,
  classified: ClassifiedFailure[],
): Promise<{
  classified: ClassifiedFailure[]
  lookups: { asked: number; found: number; skipped: number; bound: number }
}> {
  const bound = params.maxLookups ?? MAX_LOOKUPS
  // The new failures first, then those matched by names only: an id Trunk knows beats a name.
  const ids = [
    ...new Set([
      ...classified
        .filter((f) => f.class === 'new' && f.id !== undefined)
        .map((f) => f.id as string),
      ...classified
        .filter((f) => f.matchedBy === 'names' && f.id !== undefined)
        .map((f) => f.id as string),
    ]),
  ]
  const asked = ids.slice(0, bound)
  const found = new Map<string, TestCase>()
  let next = 0
  const worker = async () => {
    while (next < asked.length) {
      const id = asked[next++] as string
      try {
        const t = await deps.client.getTestDetails(
          { repo: params.repo, org_url_slug: params.orgUrlSlug, test_id: id },
          { signal: deps.signal },
        )
        found.set(id, t)
      } catch (e) {
        if (!(e instanceof NotFoundError)) throw e
      }
    }
  }
  await Promise.all(
    Array.from({ length: Math.min(LOOKUP_CONCURRENCY, asked.length) }, () => worker()),
  )
  const skippedIds = new Set(ids.slice(bound))
  const skipped = classified.filter(
    (f) => f.class === 'new' && f.id !== undefined && skippedIds.has(f.id),
  ).length
  if (asked.length)
    deps.log.info(
      logLine(
        `Looked up ${asked.length} test(s) by Trunk test id that were not among them: ${found.size} known to Trunk.`,
      ),
    )
  if (skipped)
    deps.log.warning(
      `${skipped} failure(s) were not looked up (at most ${bound} look-ups per run): they count as new.`,
    )
  return {
    classified: applyLookups(classified, new Set(asked), found, params.allowFailures),
    lookups: { asked: asked.length, found: found.size, skipped, bound },
  }
}

function errorResult(message: string): TestGateResult {
  return {
    outcome: 'error',
    outputs: {},
    summary: `${md(message, 2000)}\n`,
    failure: message,
    annotations: [],
    omittedAnnotations: 0,
  }
}
