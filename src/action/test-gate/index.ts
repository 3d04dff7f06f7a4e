/**
 * The test gate (`check-test-results`): did anything fail in this run's JUnit reports that
 * Trunk does not already know as quarantined (or, when allowed, flaky)? Decided locally and
 * fail-closed: no report, an unreadable report or an unreadable API never passes.
 */
import {
  MAX_FAILING_TESTS_WINDOW_MS,
  type Clock,
  type RepoRef,
  type TestCase,
  type TrunkClient,
} from '../../client/index.js'
import type { OutputName } from '../constants.js'
import { logLine, md } from '../text.js'
import { classifyFailures, decide, gateOutputs, type AllowableClass } from './classify.js'
import { findReportFiles, readJUnitReport, ReportError, type ReportedFailure } from './junit.js'
import { gateAnnotations, gateSummary, type GateAnnotation } from './summary.js'

export * from './classify.js'
export * from './junit.js'
export * from './summary.js'

/** The lines the gate logs (a subset of the action's Log; each line is made safe here). */
export interface TestGateLog {
  info(m: string): void
  warning(m: string): void
  debug(m: string): void
}

/** What the gate uses. */
export interface TestGateDeps {
  /** Reads list-failing-tests page by page (keeping only tests named like a failure here). */
  client: Pick<TrunkClient, 'failingTestPages'>
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
  /** Globs of JUnit XML reports, relative to `workspace` (a leading `!` excludes). */
  junitPaths: string[]
  /** Failure classes that do not fail the gate. */
  allowFailures: ReadonlySet<AllowableClass>
  /** The directory globs and reported paths are relative to (GITHUB_WORKSPACE). */
  workspace: string
}

/** The gate's result, shaped as the action's CommandResult plus annotations. */
export interface TestGateResult {
  outcome: 'success' | 'failure' | 'error'
  outputs: Partial<Record<OutputName, string>>
  /** Markdown for the job summary (below the heading). */
  summary: string
  /** Set when the step must fail: the message it fails with. */
  failure?: string
  /** One per failure (at most MAX_ANNOTATIONS), for core.notice / core.error. */
  annotations: GateAnnotation[]
}

/**
 * Runs the gate. Reports are found and parsed first; with no failure in them the gate passes
 * without calling the API. Otherwise the service's failing tests of the last 7 days (the widest
 * window list-failing-tests allows, every page) are read once, page by page, and each failure
 * classified.
 *
 * Outcome `error` (never a pass): no file matched, or a report is not well-formed JUnit XML
 * (the message names the file). API errors are not caught: the client's typed errors (after its
 * retries) propagate, and main.ts maps them to outcome `error` with their error-kind, as for
 * every other command.
 */
export async function checkTestResults(
  deps: TestGateDeps,
  params: TestGateParams,
): Promise<TestGateResult> {
  const { log } = deps
  const files = await findReportFiles(params.junitPaths, params.workspace)
  if (!files.length) {
    return errorResult(
      `No JUnit report matched junit-paths (${params.junitPaths.join(', ')}) under ${params.workspace}. Check the paths, and that the test step wrote its report before this step.`,
    )
  }
  log.info(logLine(`Reading ${files.length} JUnit report(s).`))
  const failures: ReportedFailure[] = []
  const problems: string[] = []
  let tests = 0
  for (const file of files) {
    try {
      const r = await readJUnitReport(file, params.workspace)
      tests += r.tests
      for (const f of r.failures) failures.push(f)
      log.debug(logLine(`${r.report}: ${r.tests} test(s), ${r.failures.length} failed.`))
    } catch (e) {
      if (!(e instanceof ReportError)) throw e
      problems.push(e.message)
    }
  }
  if (problems.length) {
    return errorResult(
      `${problems.length} report(s) could not be read as JUnit XML: ${problems.join('; ')}. A report that cannot be read is never taken as passing.`,
    )
  }
  log.info(
    logLine(`${tests} test case(s) in ${files.length} report(s); ${failures.length} failed.`),
  )

  const known: TestCase[] = []
  if (failures.length) {
    const end = deps.clock.now()
    // Every page of the widest window the API allows; of each page only the tests that share a
    // name with a failure here are kept (the others can match nothing).
    const names = new Set(failures.map((f) => f.name))
    let listed = 0
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
      listed += page.tests.length
      for (const t of page.tests) if (names.has(t.name)) known.push(t)
    }
    log.info(
      logLine(
        `Trunk knows ${listed} test(s) that failed in the last 7 days; ${known.length} share a name with a failure here.`,
      ),
    )
  }
  const classified = classifyFailures(failures, known, params.allowFailures)
  const d = decide(classified)
  const { outputs, kept, total } = gateOutputs(classified, d)
  if (kept < total)
    log.warning(
      `The unexplained-failures output holds the first ${kept} of ${total} (outputs are limited in size).`,
    )
  if (d.ambiguous)
    log.warning(
      `${d.ambiguous} failure(s) matched several Trunk tests equally well; the least forgiving class was taken.`,
    )
  const summary = gateSummary(d, classified, {
    reports: files.length,
    tests,
    allow: params.allowFailures,
  })
  const annotations = gateAnnotations(classified, params.workspace)
  if (d.outcome === 'success') return { outcome: 'success', outputs, summary, annotations }
  const b = d.byClass
  return {
    outcome: 'failure',
    outputs,
    summary,
    annotations,
    failure: `${d.unexplained} test failure(s) are not explained by Trunk (${b.new} new, ${b.broken} broken${params.allowFailures.has('flaky') ? '' : `, ${b.flaky} flaky`}${params.allowFailures.has('quarantined') ? '' : `, ${b.quarantined} quarantined`}).`,
  }
}

function errorResult(message: string): TestGateResult {
  return {
    outcome: 'error',
    outputs: {},
    summary: `${md(message, 2000)}\n`,
    failure: message,
    annotations: [],
  }
}
