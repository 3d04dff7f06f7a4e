/**
 * The gate's last step: the verdict on the failures classified, the outputs, the job summary and
 * the annotations, and whether a failed test step is accounted for by its reports.
 */
import { md } from '../../ports/text.js'
import { decide, gateOutputs, type GateDecision } from './classify.js'
import type { TestGateLog, TestGateParams, TestGateResult } from './types.js'
import type { Known } from './lookups.js'
import type { ReportsRead } from './read-reports.js'
import { gateAnnotations, gateSummary, retrySeconds } from './summary.js'
import {
  ambiguousText,
  failureText,
  outputCutText,
  unseenBlindText,
  unseenNothingText,
  type BlindReport,
} from './words.js'

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

/** The gate's result from the reports read and what Trunk knows of their failures. */
export function verdict(
  log: TestGateLog,
  params: TestGateParams,
  read: ReportsRead,
  known: Known,
): TestGateResult {
  const { classified, lookups } = known
  const d = decide(classified, read.outside.length)
  const retried = read.passedOnRetry
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
  const testOutcome = params.testOutcome ?? ''
  const unseen = testOutcome === 'failure' ? unseenFailure(d, read.blind) : undefined
  const summary = gateSummary(d, classified, {
    reports: read.reports,
    tests: read.tests,
    allow: params.allowFailures,
    passedOnRetry: retried,
    outside: read.outside,
    testOutcome,
    ...(lookups ? { lookups } : {}),
    ...(unseen ? { verdict: `❌ **Failed**: ${md(unseen)}` } : {}),
  })
  const { annotations, omitted } = gateAnnotations(
    classified,
    params.workspace,
    retried,
    undefined,
    read.outside,
  )
  const result = { outputs: out.outputs, summary, annotations, omittedAnnotations: omitted }
  if (unseen) return { ...result, outcome: 'failure', failure: unseen }
  if (d.outcome === 'success') return { ...result, outcome: 'success' }
  return {
    ...result,
    outcome: 'failure',
    failure: failureText(d, params.allowFailures, read.outside),
  }
}
