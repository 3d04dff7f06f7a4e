/**
 * The test gate's words: every sentence the gate says in its log, its error messages and its
 * failure message, built here from the values its steps decide (the summary's own words are in
 * summary.ts). Test names and messages come from the PR's code: the callers pass them through
 * the escaping helpers where the text goes (a log line, Markdown).
 */
import { Inputs } from '../../inputs/constants.js'
import { inputRef } from '../../ports/text.js'
import type { GateDecision } from './classify.js'
import { FORMAT_TABLE, FORMATS_TEXT } from './formats/table.js'
import type { AllowableClass } from './outcome.js'
import type { CountMismatch, Evidence, OutsideFailure } from './report.js'

/** A report that cannot show failures outside its test cases, and what would show them. */
export interface BlindReport {
  report: string
  hint?: string
}

/** Why the gate does not judge a test step that was cancelled or skipped. */
export function notJudgedText(outcome: 'cancelled' | 'skipped'): string {
  return (
    `The test step was ${outcome} (test-outcome: ${outcome}): its reports cannot show a whole run, ` +
    'so the gate does not judge them.'
  )
}

/** A report that could not be found or resolved. */
export function unresolvedText(message: string): string {
  return `${message}. A report that cannot be read is never taken as passing.`
}

/** No file matched the globs. */
export function noReportText(input: string, globs: readonly string[], workspace: string): string {
  return (
    `No test report matched ${input} (${globs.join(', ')}) under ${workspace}. ` +
    'Check the paths, and that the test step wrote its report before this step.'
  )
}

/** Reports that could not be read, each with its reason. */
export function unreadableText(problems: readonly string[]): string {
  return (
    `${problems.length} report(s) could not be read as a test report (${FORMATS_TEXT}): ` +
    `${problems.join('; ')}. A report that cannot be read is never taken as passing.`
  )
}

/** One suite that counts more failures than it names. */
export function mismatchText(report: string, m: CountMismatch): string {
  return (
    `${report}, suite ${JSON.stringify(m.suite)}: ${m.declared} failure(s) and error(s) declared, ` +
    `${m.named} failing test case(s) named`
  )
}

/** Suites that count more failures than they name. */
export function mismatchesText(mismatches: readonly string[]): string {
  return (
    `The reports count more failures than they name: ${mismatches.join('; ')}. ` +
    'A failure the gate cannot see is never taken as passing.'
  )
}

const NONE_OF_THEM = `which is none of the formats the gate reads (${FORMATS_TEXT})`

/** What a file that no format proves looks like, and what the gate reads. */
export function notProvedText(e: Evidence): string {
  switch (e.kind) {
    case 'empty':
      return 'is empty'
    case 'xml-without-root':
      return 'is XML with no element: no test report'
    case 'xml': {
      const ns = e.namespace !== undefined ? ` in namespace ${JSON.stringify(e.namespace)}` : ''
      return `is XML whose root element is <${e.root}>${ns}, ${NONE_OF_THEM}`
    }
    case 'json': {
      const keys = e.keys?.length
        ? `whose top-level keys are ${e.keys.slice(0, 6).join(', ')}${e.keys.length > 6 ? ', …' : ''}`
        : `that is ${e.type ?? 'an empty object'}`
      return `is JSON ${keys}, ${NONE_OF_THEM}`
    }
    case 'text':
      return `is not a test report the gate reads (${FORMATS_TEXT}): its first line is ${JSON.stringify(e.firstLine)}`
  }
}

/** A report proved to be of a format, and holding no test. */
export function emptyText(label: string): string {
  return (
    `read as ${label}, but it holds no test (no test case, no failure outside tests); ` +
    `set ${inputRef(Inputs.AllowEmptyTestResults)} to true if empty reports are expected`
  )
}

/** The debug line of one report read. */
export function reportReadText(r: {
  report: string
  format: string
  tests: number
  failures: readonly unknown[]
  outside: readonly unknown[]
  passedOnRetry: readonly unknown[]
}): string {
  return (
    `${r.report} (${r.format}): ${r.tests} test case(s), ${r.failures.length} failed, ` +
    `${r.outside.length} failure(s) outside tests, ${r.passedOnRetry.length} passed on retry.`
  )
}

/** What the reports hold, all together. */
export function readTotalsText(t: {
  tests: number
  reports: number
  failed: number
  outside: number
  passedOnRetry: number
}): string {
  return (
    `${t.tests} test case(s) in ${t.reports} report(s); ${t.failed} failed, ` +
    `${t.outside} failure(s) outside tests, ${t.passedOnRetry} passed on a retry.`
  )
}

/** The window of the listing followed the service's clock. */
export function skewText(skewMs: number): string {
  const s = Math.round(Math.abs(skewMs) / 1000)
  return (
    `The service's clock (its Date header) is ${s} s ${skewMs > 0 ? 'ahead of' : 'behind'} ` +
    "the runner's: the 7-day window follows the service's."
  )
}

/** Why the week's listing was cut (v1, a few failures). */
const CUT_WHY =
  "the listing was cut at one page a window to keep the gate's requests bounded by its failures"

export const listedText = (count: number, cutAt?: number) =>
  cutAt === undefined
    ? `Trunk lists ${count} test(s) that failed in the last 7 days.`
    : `Read ${count} of the tests Trunk lists as failed in the last 7 days: the first ${cutAt} ` +
      `of each window of the week (${CUT_WHY}).`

/** One failure unexplained after a cut listing: what it is not, and what would find it. */
export const notInCutListingText = (cutAt: number) =>
  'Trunk does not know this test by its id (computed from the report), and it is not among the ' +
  `first ${cutAt} failing tests of each window of the week that were read (${CUT_WHY}). If Trunk ` +
  'knows it under fields its uploader read otherwise, gate the report that is uploaded, or name ' +
  "the test in the repository's quarantine file."

/** Failures unexplained after a cut listing, counted. */
export const cutListingText = (n: number, cutAt: number) =>
  `${n} failure(s) Trunk does not know by their id are not among the first ${cutAt} failing ` +
  `tests of each window of the week that were read (${CUT_WHY}): they count as new.`

export const matchedText = (matched: number, failures: number) =>
  `${matched} of ${failures} failure(s) are among the tests Trunk saw fail in the last 7 days.`

export const lookedUpText = (asked: number, found: number) =>
  `Looked up ${asked} test(s) by Trunk test id that were not among them: ${found} known to Trunk.`

export const notLookedUpText = (skipped: number, bound: number) =>
  `${skipped} failure(s) were not looked up (at most ${bound} look-ups per run): they count as new.`

export const outputCutText = (kept: number, total: number) =>
  `The unexplained-failures output holds the first ${kept} of ${total} (outputs are limited in size).`

export const ambiguousText = (n: number) =>
  `${n} failure(s) matched several Trunk tests equally well; the least forgiving class was taken.`

export const readingText = (n: number) => `Reading ${n} test report(s).`

export const passesText = 'Every failure is explained: the gate passes.'

export const omittedAnnotationsText = (n: number) =>
  `${n} more test(s) are in the job summary (the runner shows 10 annotations of each level per step).`

/** Why the gate fails, from its decision. */
export function failureText(
  d: GateDecision,
  allow: ReadonlySet<AllowableClass>,
  outside: readonly OutsideFailure[],
): string {
  const b = d.byClass
  const classes = [
    `${b.new} new`,
    `${b.broken} broken`,
    ...(allow.has('flaky') ? [] : [`${b.flaky} flaky`]),
    ...(allow.has('quarantined') ? [] : [`${b.quarantined} quarantined`]),
    ...(d.ambiguous ? [`${d.ambiguous} matching several of Trunk's tests`] : []),
  ]
  const inFile = d.inFile ? `; ${d.inFile} of all failures quarantined in the repository` : ''
  const inTests = d.unexplained
    ? `${d.unexplained} test failure(s) are not explained by Trunk (${classes.join(', ')}${inFile}).`
    : ''
  const named = outside
    .slice(0, 5)
    .map((o) => `${o.where} in ${o.report}`)
    .join('; ')
  const beyond = d.outside
    ? `${d.outside} failure(s) outside test cases, never forgiven: ${named}${outside.length > 5 ? '; …' : ''}.`
    : ''
  return [inTests, beyond].filter(Boolean).join(' ')
}

/** The test step failed and its reports name no failing test. */
export const unseenNothingText =
  'The test step failed (test-outcome: failure), but its reports name no failing test: it failed ' +
  'outside what the reports show (a test file that did not load, a crash, a timeout). The gate ' +
  'cannot forgive what it cannot see.'

/** The formats whose every report can show failures outside test cases. */
const SHOWING_OUTSIDE = Object.values(FORMAT_TABLE)
  .filter((r) => r.showsOutside)
  .map((r) => r.label)
  .join(', ')

/** The test step failed, every failure is forgiven, and some reports cannot show the rest. */
export function unseenBlindText(blind: readonly BlindReport[]): string {
  const named = blind
    .slice(0, 5)
    .map((b) => `${b.report}${b.hint ? ` (${b.hint})` : ''}`)
    .join('; ')
  return (
    'The test step failed (test-outcome: failure) and every failure its reports name is forgiven, ' +
    `but ${blind.length} report(s) cannot show a failure outside test cases (a test file that did ` +
    `not load, a package that did not build): ${named}${blind.length > 5 ? '; …' : ''}. The gate ` +
    `cannot tell that nothing else failed. Write a report that shows them (${SHOWING_OUTSIDE}, or a ` +
    'JUnit writer set to report them) and, for JUnit, say so with a "complete: <glob>" line in ' +
    'test-reports.'
  )
}

/** The quarantine file cannot be read. */
export function quarantineUnreadText(path: string, why: string): string {
  return `The quarantine file ${path} ${why}: the gate does not judge without the file it was told to read.`
}

/** The quarantine file's problems, each with its line. */
export function quarantineProblemsText(
  path: string,
  problems: readonly { line: number; message: string }[],
): string {
  const listed = problems
    .slice(0, 10)
    .map((p) => `${path}:${p.line}: ${p.message}`)
    .join('; ')
  const more = problems.length > 10 ? `; and ${problems.length - 10} more` : ''
  return `The quarantine file is not valid (${inputRef(Inputs.QuarantineFile)}): ${listed}${more}. Fix it; the gate forgives nothing from a file it cannot read whole.`
}

/** The quarantine file read. */
export const quarantineReadText = (path: string, entries: number, inForce: number) =>
  `Quarantine file ${path}: ${entries} entr${entries === 1 ? 'y' : 'ies'}, ${inForce} in force.`

/** No quarantine file at the path. */
export const noQuarantineFileText = (path: string) =>
  `No quarantine file at ${path}: nothing is quarantined by the repository.`

/** A shard whose report is missing. */
export function missingShardsText(
  missing: readonly string[],
  found: number,
  expected?: number,
): string {
  if (expected !== undefined)
    return `Found ${found} test report(s), ${expected} expected (${inputRef(Inputs.ExpectedReports)}): a shard's report is missing. ${missing.length ? `Missing: ${missing.join(', ')}. ` : ''}A missing report is never taken as passing.`
  return `No report matched the shard pattern(s) ${missing.join(', ')} (${inputRef(Inputs.ExpectedReports)}: each-pattern): their shard's report is missing. A missing report is never taken as passing.`
}

/** Trunk could not be read; the quarantine file applied alone. */
export const outageText = (error: string) =>
  `Trunk could not be read (${error}); the repository's quarantine file applied alone: the failures it lists are forgiven, every other one is unexplained.`

/** Tests that passed on a retry fail the gate (retried-tests: fail). */
export function retriedFailText(names: readonly string[]): string {
  const shown = names.slice(0, 5).join('; ')
  return `${names.length} test(s) passed only on a retry (${inputRef(Inputs.RetriedTests)}: fail): ${shown}${names.length > 5 ? '; …' : ''}.`
}

/** The v2 test collection the gate asks about, and how it was found. */
export function collectionText(c: {
  id: string
  name?: string
  foundBy: 'input-id' | 'input-name' | 'only-one'
}): string {
  const which = c.name ? `${JSON.stringify(c.name)} (${c.id})` : c.id
  const how = {
    'input-id': 'as test-collection says',
    'input-name': 'by the name test-collection gives',
    'only-one': "the organization's only one (set test-collection to choose another)",
  }[c.foundBy]
  return `Test collection ${which}: ${how}.`
}

/** What the answers by id took and found. */
export const askedText = (
  asked: number,
  found: number,
  requests: { byId: number; batches: number },
) =>
  requests.batches
    ? `Asked Trunk about ${asked} failing test(s) in ${requests.batches} quarantine-status request(s): ${found} known to Trunk.`
    : `Looked up ${asked} failing test(s) by Trunk test id as they were read: ${found} known to Trunk.`

/** v2's collection has quarantining off. */
export const quarantineOffText =
  'Quarantining is off in this test collection (quarantineEnabled: false): Trunk quarantines no test there, so no failure is forgiven as quarantined.'
