/**
 * The test gate (`check-test-results`): did anything fail in this run's test reports (any format
 * of formats/table.ts) that Trunk does not already know as quarantined (or, when allowed, flaky)?
 * Decided locally and fail-closed: no report, an unreadable report or an unreadable API never
 * passes. The judgement is a sequence of named steps, each in its own file: the test step's
 * outcome, the reports found (read-reports.ts), the reports read (read-reports.ts), what Trunk
 * knows of their failures (lookups.ts, over src/queue/flaky/), the verdict (verdict.ts); the words are in
 * words.ts.
 */
import { logLine, md } from '../../ports/text.js'
import { logReady, openLookups, trunkIdOf, whatTrunkKnows } from './lookups.js'
import { findReports, readReports } from './read-reports.js'
import { readRepoQuarantine } from './quarantine-file.js'
import { missingShards } from './shards.js'
import type { TestGateDeps, TestGateParams, TestGateResult } from './types.js'
import { verdict, withoutTrunk } from './verdict.js'
import { notJudgedText, readingText } from './words.js'

/**
 * Runs the gate. Reports are read first (streamed; a report that cannot be read, or whose
 * suites count more failures than they name, is an error). With no failure in them the gate
 * passes without calling the API on v1 (v2 checks the key once), unless the test step itself
 * failed (`test-outcome`): then it fails, since the failure lies outside the reports. Otherwise
 * the failures are asked about by Trunk's test id (lookups.ts): on v1 a few by id as they are
 * read, many through the week's failing tests (matched by id, then by names, the ones still
 * unmatched or matched by names only looked up by id, at most `maxLookups`); on v2 through
 * quarantine-status. A test Trunk knows by its id beats a match by names; an unmatched one is new.
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
  // What Trunk knows is asked while the reports are still read: the look-ups (read-only) open
  // now (v2: the collection found and the key's permission checked before the reading is
  // through: a refusal stops it), take each failure as its report is read, and are dropped when
  // the reports end in an error. On v1, reports in which no test case fails send no request.
  const lookups = openLookups(deps, params)
  const stopReading = new AbortController()
  let refused: { error: unknown } | undefined
  lookups.ready.then(
    (ready) => logReady(deps, ready),
    (error: unknown) => {
      refused = { error }
      stopReading.abort()
    },
  )
  const signal = deps.signal
    ? AbortSignal.any([deps.signal, stopReading.signal])
    : stopReading.signal
  try {
    const read = await readReports(
      { ...deps, signal },
      params,
      found,
      lookups,
      trunkIdOf(params),
    ).catch((e: unknown) => {
      throw refused ? refused.error : e
    })
    if (typeof read === 'string') return errorResult(read)
    // The API must be usable whatever the reports hold (v1's always is). When Trunk cannot be
    // read, the repository's quarantine file still applies (withoutTrunk).
    const known = await whatTrunkKnows(
      deps,
      params,
      read.failures,
      read.passedOnRetry,
      lookups,
    ).catch((e: unknown) => withoutTrunk(e, params, read, quarantine))
    return verdict(deps.log, params, read, known, quarantine, deps.clock.now())
  } finally {
    lookups.drop()
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
