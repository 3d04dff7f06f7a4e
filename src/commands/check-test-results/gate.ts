/**
 * The test gate (`check-test-results`): did anything fail in this run's test reports (any format
 * of formats/table.ts) that Trunk does not already know as quarantined (or, when allowed, flaky)?
 * Decided locally and fail-closed: no report, an unreadable report or an unreadable API never
 * passes. The judgement is a sequence of named steps, each in its own file: the test step's
 * outcome, the reports found (read-reports.ts), the reports read (read-reports.ts), what Trunk
 * knows of their failures (lookups.ts, listing.ts), the verdict (verdict.ts); the words are in
 * words.ts.
 */
import { logLine, md } from '../../ports/text.js'
import { listingWhenNeeded } from './listing.js'
import { whatTrunkKnows } from './lookups.js'
import { findReports, readReports } from './read-reports.js'
import { readRepoQuarantine } from './quarantine-file.js'
import { missingShards } from './shards.js'
import type { TestGateDeps, TestGateParams, TestGateResult } from './types.js'
import { verdict, withoutTrunk } from './verdict.js'
import { notJudgedText, readingText } from './words.js'

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
  const testOutcome = params.testOutcome ?? ''
  if (testOutcome === 'cancelled' || testOutcome === 'skipped')
    return errorResult(notJudgedText(testOutcome))
  // The repository's quarantine file is read and checked first: a bad file stops the gate
  // before any report is read or any request sent.
  const quarantine = readRepoQuarantine(params, deps.clock.now())
  if (typeof quarantine === 'string') return errorResult(quarantine)
  const found = await findReports(params)
  if (typeof found === 'string') return errorResult(found)
  const missing = await missingShards(params, found)
  if (missing) return errorResult(missing)
  deps.log.info(logLine(readingText(found.files.length)))
  // Trunk's failing tests are listed while the reports are still read: the listing (read-only)
  // starts at the first failing test case read, and is dropped when the reports end in an error.
  // Reports in which no test case fails send no request.
  const listing = listingWhenNeeded(deps, params)
  try {
    const read = await readReports(deps, params, found, listing)
    if (typeof read === 'string') return errorResult(read)
    const known = await whatTrunkKnows(
      deps,
      params,
      read.failures,
      read.passedOnRetry,
      listing,
    ).catch((e: unknown) => withoutTrunk(e, params, read, quarantine))
    return verdict(deps.log, params, read, known, quarantine, deps.clock.now())
  } finally {
    listing.drop()
  }
}

/** The gate's answer when it cannot judge: outcome `error`, with why. */
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
