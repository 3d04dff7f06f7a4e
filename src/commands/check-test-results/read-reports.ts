/**
 * The gate's first steps: the report files `test-reports` names, and every one of them read
 * (any format, streamed); the failures, passes on a retry and failures outside tests of all of
 * them together, or why they cannot be trusted.
 */
import { logLine } from '../../ports/text.js'
import { findReportFiles } from './files.js'
import type { TestGateDeps, TestGateParams } from './types.js'
import type { FailureLookups } from '../../queue/index.js'
import {
  ReportError,
  type OutsideFailure,
  type PassedOnRetry,
  type ReportedFailure,
} from './report.js'
import { readReport } from './reports.js'
import {
  mismatchesText,
  mismatchText,
  noReportText,
  readTotalsText,
  reportReadText,
  unreadableText,
  unresolvedText,
  type BlindReport,
} from './words.js'

/** The report files, and those the team marks as showing failures outside tests. */
export interface FoundReports {
  files: string[]
  complete: ReadonlySet<string>
}

/** The files the globs match (and the `complete:` ones), or why none can be read. */
export async function findReports(params: TestGateParams): Promise<FoundReports | string> {
  try {
    const files = await findReportFiles(params.testReports, params.workspace)
    if (!files.length)
      return noReportText(
        params.reportsInput ?? 'test-reports',
        params.testReports,
        params.workspace,
      )
    const negations = params.testReports.filter((p) => p.trim().startsWith('!'))
    const complete = new Set(
      params.completeReports?.length
        ? await findReportFiles([...params.completeReports, ...negations], params.workspace)
        : [],
    )
    return { files, complete }
  } catch (e) {
    if (!(e instanceof ReportError)) throw e
    return unresolvedText(e.message)
  }
}

/** What every report holds, together. */
export interface ReportsRead {
  reports: number
  tests: number
  failures: ReportedFailure[]
  passedOnRetry: PassedOnRetry[]
  outside: OutsideFailure[]
  /** Reports that cannot show failures outside test cases. */
  blind: BlindReport[]
}

/**
 * Reads every report, each failure handed to the look-ups as its report is read; a report that cannot be read, or a suite that counts more failures than
 * it names, makes the whole an error (the message says which and why).
 */
export async function readReports(
  deps: TestGateDeps,
  params: TestGateParams,
  found: FoundReports,
  lookups: Pick<FailureLookups, 'failing' | 'add'>,
  idOf: (f: ReportedFailure) => string | undefined,
): Promise<ReportsRead | string> {
  const read: ReportsRead = {
    reports: found.files.length,
    tests: 0,
    failures: [],
    passedOnRetry: [],
    outside: [],
    blind: [],
  }
  const problems: string[] = []
  const mismatches: string[] = []
  for (const file of found.files) {
    try {
      const r = await readReport(file, params.workspace, {
        showsOutside: found.complete.has(file),
        allowEmpty: params.allowEmptyReports === true,
        signal: deps.signal,
        onFailure: () => lookups.failing(),
      })
      read.tests += r.tests
      // One at a time: a spread of a report's every failure could exceed the call stack.
      for (const f of r.failures) {
        read.failures.push(f)
        // Asked about as soon as its report is read.
        const id = idOf(f)
        if (id !== undefined) lookups.add({ id, name: f.name })
      }
      for (const p of r.passedOnRetry) read.passedOnRetry.push(p)
      for (const o of r.outside) read.outside.push(o)
      for (const m of r.countMismatches) mismatches.push(mismatchText(r.report, m))
      if (!r.showsOutside)
        read.blind.push({ report: r.report, ...(r.outsideHint ? { hint: r.outsideHint } : {}) })
      deps.log.debug(logLine(reportReadText(r)))
    } catch (e) {
      if (!(e instanceof ReportError)) throw e
      problems.push(e.message)
    }
  }
  if (problems.length) return unreadableText(problems)
  if (mismatches.length) return mismatchesText(mismatches)
  deps.log.info(
    logLine(
      readTotalsText({
        tests: read.tests,
        reports: read.reports,
        failed: read.failures.length,
        outside: read.outside.length,
        passedOnRetry: read.passedOnRetry.length,
      }),
    ),
  )
  return read
}
