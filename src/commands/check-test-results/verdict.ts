/**
 * The gate's last step: the verdict on the failures classified (Trunk's classes, then the
 * repository's quarantine file), the outputs, the job summary and the annotations, and whether a
 * failed test step is accounted for by its reports.
 */
import { md } from '../../ports/text.js'
import { TrunkApiError } from '../../queue/index.js'
import type { ErrorKind } from '../../wire/error-kind.js'
import { isExpired } from '../../quarantine/file.js'
import {
  applyQuarantineFile,
  classifyFailures,
  decide,
  gateOutputs,
  type GateDecision,
} from './classify.js'
import type { TestGateLog, TestGateParams, TestGateResult } from './types.js'
import { trunkIdOf, type Known } from './lookups.js'
import { judgedCases, writeJudgedReport } from './judged-report.js'
import type { RepoQuarantine } from './quarantine-file.js'
import type { ReportsRead } from './read-reports.js'
import {
  gateAnnotations,
  gateSummary,
  notInCutListing,
  retrySeconds,
  testLabel,
} from './summary.js'
import {
  ambiguousText,
  cutListingText,
  failureText,
  noQuarantineFileText,
  outageText,
  outputCutText,
  quarantineReadText,
  retriedFailText,
  unseenBlindText,
  unseenNothingText,
  type BlindReport,
} from './words.js'

/** What Trunk knows, or that it could not be read (the quarantine file then applies alone). */
export type KnownOrOutage = Known & {
  /** Why Trunk could not be read, when it could not. */
  outage?: string
}

/** Errors that say the service could not be read now (not that the request or token is wrong). */
export const OUTAGE_KINDS: ReadonlySet<ErrorKind> = new Set<ErrorKind>([
  'server',
  'network',
  'timeout',
  'rate-limited',
  'unexpected-status',
  'response-shape',
  'pagination',
])

/**
 * When Trunk cannot be read and the repository's quarantine file has entries, the file still
 * applies: every failure is classified as Trunk knows nothing of it (so only the file can forgive
 * it). Any other error (a bad token, a cancelled job), or no file, propagates as before.
 */
export function withoutTrunk(
  e: unknown,
  params: TestGateParams,
  read: ReportsRead,
  quarantine: RepoQuarantine,
): KnownOrOutage {
  if (!(e instanceof TrunkApiError) || !OUTAGE_KINDS.has(e.kind) || !quarantine.entries.length)
    throw e
  return {
    classified: classifyFailures(read.failures, [], params.allowFailures, trunkIdOf(params)),
    outage: e.message,
  }
}

/**
 * Why a failed test step (`test-outcome: failure`) is not accounted for by its reports, or
 * undefined when it is: a failure the gate counts explains it; with none, every failure seen
 * being forgiven explains it only when every report shows failures outside tests too.
 */
export function unseenFailure(d: GateDecision, blind: readonly BlindReport[]): string | undefined {
  if (d.outcome === 'failure') return undefined
  if (!d.failed) return unseenNothingText
  return blind.length ? unseenBlindText(blind) : undefined
}

const NO_QUARANTINE: RepoQuarantine = { path: '', found: false, entries: [] }

/** The gate's result from the reports read and what Trunk (and the quarantine file) say. */
export function verdict(
  log: TestGateLog,
  params: TestGateParams,
  read: ReportsRead,
  known: KnownOrOutage,
  quarantine: RepoQuarantine = NO_QUARANTINE,
  nowMs = Date.now(),
): TestGateResult {
  const { lookups } = known
  const policy = params.retriedTests ?? 'pass'
  if (quarantine.found) {
    const inForce = quarantine.entries.filter((e) => !isExpired(e, nowMs)).length
    log.info(quarantineReadText(quarantine.path, quarantine.entries.length, inForce))
  } else if (quarantine.path) log.debug(noQuarantineFileText(quarantine.path))
  if (known.outage) log.warning(outageText(known.outage))
  const classified = applyQuarantineFile(known.classified, quarantine.entries, nowMs)
  const retried = read.passedOnRetry
  const d = decide(classified, read.outside.length, retried.length, policy)
  const out = gateOutputs(
    classified,
    d,
    undefined,
    retried.length,
    read.outside,
    retrySeconds(retried),
  )
  if (out.kept < out.total) log.warning(outputCutText(out.kept, out.total))
  if (d.ambiguous) log.warning(ambiguousText(d.ambiguous))
  const notListed = notInCutListing(classified)
  if (notListed) log.warning(cutListingText(notListed.count, notListed.cutAt))
  const testOutcome = params.testOutcome ?? ''
  const unseen = testOutcome === 'failure' ? unseenFailure(d, read.blind) : undefined
  const summary = gateSummary(d, classified, {
    reports: read.reports,
    tests: read.tests,
    allow: params.allowFailures,
    passedOnRetry: retried,
    retriedPolicy: policy,
    outside: read.outside,
    testOutcome,
    ...(quarantine.found ? { quarantineFile: quarantine.path } : {}),
    ...(known.outage ? { outage: known.outage } : {}),
    ...(lookups ? { lookups } : {}),
    ...(unseen ? { verdict: `❌ **Failed**: ${md(unseen)}` } : {}),
  })
  const { annotations, omitted } = gateAnnotations(
    classified,
    params.workspace,
    retried,
    undefined,
    read.outside,
    policy,
  )
  if (params.judgedReport !== undefined)
    writeJudgedReport(params.judgedReport, judgedCases(classified, retried, read.outside, policy))
  const result = { outputs: out.outputs, summary, annotations, omittedAnnotations: omitted }
  if (unseen) return { ...result, outcome: 'failure', failure: unseen }
  if (d.outcome === 'success') return { ...result, outcome: 'success' }
  const failure = [
    d.unexplained || d.outside ? failureText(d, params.allowFailures, read.outside) : '',
    d.retriedCounted ? retriedFailText(retried.map(testLabel)) : '',
    known.outage && d.unexplained ? outageText(known.outage) : '',
  ]
  return { ...result, outcome: 'failure', failure: failure.filter(Boolean).join(' ') }
}
