/**
 * What the test gate shows: the job summary's markdown and the annotations (as data, for the
 * caller to pass to core.notice / core.error). Test names and messages come from the PR's code
 * and are untrusted: every one goes through the escaping helpers.
 */
import { md, mdLink, mdTable } from '../../ports/text.js'
import type { ClassifiedFailure, FailureClass, GateDecision } from './classify.js'
import { workspacePath } from './files.js'
import { type OutsideFailure, type PassedOnRetry, type ReportedTest } from './report.js'
import type { RetriedPolicy } from './outcome.js'
import type { QuarantineEntry } from '../../quarantine/file.js'
import { cutListingText, notInCutListingText } from './words.js'

/**
 * One annotation: `notice` for a forgiven failure, `error` for an unexplained one; a test that
 * passed on a retry per `retried-tests` (notice, warning or error).
 */
export interface GateAnnotation {
  level: 'notice' | 'warning' | 'error'
  title: string
  message: string
  /** Relative to the workspace (GitHub places annotations by it). */
  file?: string
  line?: number
}

/** At most this many annotations of each level (the runner shows the first 10 per step). */
export const MAX_ANNOTATIONS_PER_LEVEL = 10
/** At most this many rows in the summary's tables. */
export const MAX_SUMMARY_ROWS = 200
/** The costliest retried tests the summary lists. */
export const MAX_RETRY_COST_ROWS = 10

/** Seconds the failed attempts of the tests that passed on a retry took, summed. */
export function retrySeconds(passedOnRetry: readonly PassedOnRetry[]): number {
  let s = 0
  for (const p of passedOnRetry) s += p.failedSeconds
  return s
}

/** The retried tests whose failed attempts cost the most, costliest first (ties: report order). */
export function costliestRetries(
  passedOnRetry: readonly PassedOnRetry[],
  n = MAX_RETRY_COST_ROWS,
): PassedOnRetry[] {
  return passedOnRetry
    .map((p, i) => ({ p, i }))
    .filter(({ p }) => p.failedSeconds > 0)
    .sort((a, b) => b.p.failedSeconds - a.p.failedSeconds || a.i - b.i)
    .slice(0, n)
    .map(({ p }) => p)
}

function secondsText(s: number): string {
  return s >= 100 ? `${Math.round(s)} s` : `${Math.round(s * 1000) / 1000} s`
}

const CLASS_LABEL: Record<FailureClass, string> = {
  quarantined: '🔒 quarantined',
  flaky: '⚠️ flaky',
  broken: '❌ broken',
  new: '🆕 new',
}

/** The annotations, and how many more there were than the runner shows. */
export interface GateAnnotations {
  annotations: GateAnnotation[]
  /** Left out past {@link MAX_ANNOTATIONS_PER_LEVEL} of a level (all are in the summary). */
  omitted: number
}

/** How a test that passed on a retry is annotated, per `retried-tests`. */
const RETRIED_LEVEL: Record<RetriedPolicy, GateAnnotation['level']> = {
  pass: 'notice',
  warn: 'warning',
  fail: 'error',
}

/** What a test that passed on a retry did to the gate, per `retried-tests`. */
const RETRIED_WORDS: Record<RetriedPolicy, string> = {
  pass: 'not counted by the gate',
  warn: 'not counted by the gate (retried-tests: warn)',
  fail: 'fails the gate (retried-tests: fail)',
}

/** An entry of the quarantine file, for people: owner, reason, until when, its issue. */
export function entryText(e: QuarantineEntry): string {
  return `${e.owner}: ${e.reason} (until ${e.expires}${e.issue ? `, ${e.issue}` : ''})`
}

// Who forgave a failure, in the words of its annotation.
function forgivenText(f: ClassifiedFailure): string {
  const file = f.fileEntry ? `quarantined in the repository by ${entryText(f.fileEntry)}` : ''
  if (f.forgivenBy === 'file') return `Failed, but ${file}: not counted by the gate.`
  if (f.forgivenBy === 'both')
    return `Failed, but known to Trunk as ${f.class} and ${file}: not counted by the gate.`
  return `Failed, but known to Trunk as ${f.class}: not counted by the gate.`
}

// Why an unexplained failure counts, without contradicting what the log said about it.
function whyCounted(f: ClassifiedFailure): string {
  if (f.class !== 'new')
    return `Failed; known to Trunk as ${f.class}, which allow-failures does not forgive.${f.expiredEntry ? ` Its quarantine entry (owner ${f.expiredEntry.owner}) expired on ${f.expiredEntry.expires}.` : ''}`
  const expired = f.expiredEntry
    ? ` Its quarantine entry (line ${f.expiredEntry.line}, owner ${f.expiredEntry.owner}) expired on ${f.expiredEntry.expires}.`
    : ''
  const lookedUp = f.lookedUp
    ? ' Its id was looked up, and Trunk does not know it.'
    : f.id !== undefined
      ? ' It was not looked up by id (over the per-run bound).'
      : ''
  const ruled = f.ruledOut
    ? ` Trunk has ${f.ruledOut} test(s) of this name, but their classname, suite or file differ.`
    : ''
  // v1's listing was cut (a few failures): Trunk may know it under other fields.
  if (f.listingCutAt !== undefined)
    return `Failed, and the gate found no test of Trunk's that is this one: ${notInCutListingText(
      f.listingCutAt,
    )}${ruled}${expired}`
  // What Trunk was asked differs by API and count (v1: the test's id, the week's failures; v2:
  // quarantine-status): the sentence says only what holds for all of them.
  return `Failed, and Trunk does not know this test as quarantined, flaky or broken.${lookedUp}${ruled}${expired}`
}

/** The unforgiven failures not found in a cut listing (v1, a few failures), or undefined when none. */
export function notInCutListing(
  failures: readonly ClassifiedFailure[],
): { count: number; cutAt: number } | undefined {
  const cut = failures.filter((f) => !f.allowed && f.listingCutAt !== undefined)
  return cut.length ? { count: cut.length, cutAt: cut[0]?.listingCutAt as number } : undefined
}

/**
 * Annotations: the unexplained failures (errors) first, then the forgiven failures and the tests
 * that passed on a retry (notices); at most {@link MAX_ANNOTATIONS_PER_LEVEL} of each level.
 */
export function gateAnnotations(
  failures: readonly ClassifiedFailure[],
  workspace: string,
  passedOnRetry: readonly PassedOnRetry[] = [],
  perLevel = MAX_ANNOTATIONS_PER_LEVEL,
  outside: readonly OutsideFailure[] = [],
  retriedPolicy: RetriedPolicy = 'pass',
): GateAnnotations {
  const errors = failures.filter((f) => !f.allowed)
  const forgiven = failures.filter((f) => f.allowed)
  const out: GateAnnotation[] = []
  for (const o of outside.slice(0, perLevel)) {
    out.push({
      level: 'error',
      title: `Failure outside test cases: ${o.where}`.slice(0, 250),
      message: `In ${o.report}; never forgiven (no test of Trunk's can explain it).\n${o.message}`,
    })
  }
  const errorRoom = Math.max(0, perLevel - out.length)
  const place = (t: ReportedTest) => {
    const file = t.file ? annotationFile(t.file, workspace) : undefined
    return {
      ...(file !== undefined ? { file } : {}),
      ...(file !== undefined && t.line !== undefined ? { line: t.line } : {}),
    }
  }
  for (const f of errors.slice(0, errorRoom)) {
    out.push({
      level: 'error',
      title: `Unexplained ${f.class} test failure: ${testLabel(f)}`.slice(0, 250),
      message: [whyCounted(f), f.message, f.test ? f.test.html_url : ''].filter(Boolean).join('\n'),
      ...place(f),
    })
  }
  const notices: GateAnnotation[] = [
    ...forgiven.map((f) => ({
      level: 'notice' as const,
      title: (f.forgivenBy === 'file'
        ? `Forgiven test failure (quarantined in the repository): ${testLabel(f)}`
        : `Forgiven ${f.class} test failure: ${testLabel(f)}`
      ).slice(0, 250),
      message: [forgivenText(f), f.message, f.test ? f.test.html_url : '']
        .filter(Boolean)
        .join('\n'),
      ...place(f),
    })),
    ...passedOnRetry.map((p) => ({
      level: RETRIED_LEVEL[retriedPolicy],
      title: `Passed on retry (flaky in this run): ${testLabel(p)}`.slice(0, 250),
      message: [
        `Failed ${p.failedAttempts} attempt(s), then passed: ${RETRIED_WORDS[retriedPolicy]}.`,
        p.firstMessage ?? p.message,
      ]
        .filter(Boolean)
        .join('\n'),
      ...place(p),
    })),
  ]
  out.push(...notices.slice(0, perLevel))
  return {
    annotations: out,
    omitted:
      Math.max(0, errors.length + outside.length - perLevel) +
      Math.max(0, notices.length - perLevel),
  }
}

// An annotation's file must be relative to the workspace; an absolute path outside it is dropped.
function annotationFile(file: string, workspace: string): string | undefined {
  const f = file.replace(/\\/g, '/')
  if (!f.startsWith('/') && !/^[A-Za-z]:\//.test(f)) return f.replace(/^(\.\/)+/, '')
  const rel = workspacePath(file, workspace)
  return rel === file ? undefined : rel
}

/** A test as people read it: `classname › name`. */
export function testLabel(f: ReportedTest): string {
  return f.classname && !f.name.startsWith(f.classname) ? `${f.classname} › ${f.name}` : f.name
}

/** What the summary says besides the failures. */
export interface GateSummaryContext {
  reports: number
  tests: number
  allow: ReadonlySet<string>
  /** Tests that failed and then passed on a retry. */
  passedOnRetry?: readonly PassedOnRetry[]
  /** Failures outside test cases. */
  outside?: readonly OutsideFailure[]
  /** The test step's outcome as given (`test-outcome`), or '' when not given. */
  testOutcome?: string
  /** Direct look-ups by id: how many were asked, found, and left out past the bound. */
  lookups?: { asked: number; found: number; skipped: number; bound: number }
  /** A verdict decided outside the reports (the test step failed with none failing in them). */
  verdict?: string
  /** What a test that passed on a retry does to the gate (default pass). */
  retriedPolicy?: RetriedPolicy
  /** The repository's quarantine file, when one was read. */
  quarantineFile?: string
  /** Why Trunk could not be read, when the quarantine file applied alone. */
  outage?: string
  maxRows?: number
}

/** The summary's first lines: the verdict, the count of tests, and what could not be checked. */
function verdictSection(d: GateDecision, context: GateSummaryContext): string {
  const allowed = md([...context.allow].join(', ') || 'none')
  const inOutside = d.outside ? `, ${d.outside} of them outside test cases` : ''
  const forgivenBy = d.inFile
    ? ` or quarantined in the repository (${md(context.quarantineFile ?? '')})`
    : ''
  const verdict =
    d.outcome === 'success'
      ? d.failed
        ? `✅ **Passed**: all ${d.failed} failure(s) are in allowed classes (${allowed})${forgivenBy}.`
        : '✅ **Passed**: no test failed.'
      : d.unexplained + d.outside === 0
        ? `❌ **Failed**: ${d.retriedCounted} test(s) passed only on a retry (\`retried-tests: fail\`).`
        : `❌ **Failed**: ${d.unexplained + d.outside} of ${d.failed} failure(s) are not explained ` +
          `by the allowed classes (${allowed})${forgivenBy}${inOutside}.`
  let s = `${context.verdict ?? verdict}\n\n${context.tests} test case(s) in ${context.reports} report(s).\n`
  if (context.outage)
    s +=
      `\n⚠️ **Trunk could not be read** (${md(context.outage, 300)}): the repository's quarantine ` +
      'file applied alone; every failure it does not list is unexplained.\n'
  if (!context.testOutcome)
    s +=
      '\n_`test-outcome` was not given: the gate could not check whether the test step failed ' +
      'outside what its reports show (a test file that did not load, a crash, a timeout). ' +
      'Pass `test-outcome: ${{ steps.<id>.outcome }}`._\n'
  return s
}

/** A table of at most `maxRows` rows, and a line saying how many more there were. */
function cappedTable<T>(
  header: string[],
  items: readonly T[],
  maxRows: number,
  row: (t: T) => string[],
): string {
  const more = items.length > maxRows ? `\n_…and ${items.length - maxRows} more._\n` : ''
  return `${mdTable(header, items.slice(0, maxRows).map(row))}\n${more}`
}

/** Where a test is: its file and line, else its report. */
function whereText(t: ReportedTest): string {
  return md(t.file ? `${t.file}${t.line ? `:${t.line}` : ''}` : t.report, 160)
}

function outsideSection(outside: readonly OutsideFailure[], maxRows: number): string {
  if (!outside.length) return ''
  return (
    `\n**${outside.length} failure(s) outside test cases** ` +
    "(never forgiven: no test of Trunk's can explain them):\n\n" +
    cappedTable(['What failed', 'Why', 'Report'], outside, maxRows, (o) => [
      md(o.where, 160),
      md(o.message, 160),
      md(o.report, 160),
    ])
  )
}

function retriedSection(
  retried: readonly PassedOnRetry[],
  maxRows: number,
  policy: RetriedPolicy = 'pass',
): string {
  if (!retried.length) return ''
  let s =
    `\n**${retried.length} test(s) passed on a retry** ` +
    `(flaky in this run; ${RETRIED_WORDS[policy]}):\n\n` +
    cappedTable(['Test', 'Failed attempts', 'First failure', 'Where'], retried, maxRows, (p) => [
      md(testLabel(p)),
      String(p.failedAttempts),
      md(p.firstMessage ?? p.message, 160),
      whereText(p),
    ])
  const top = costliestRetries(retried)
  if (top.length)
    s +=
      `\nRetries cost **${secondsText(retrySeconds(retried))}** ` +
      '(the failed attempts of these tests). The costliest:\n\n' +
      mdTable(
        ['Test', 'Failed attempts', 'Time they took'],
        top.map((p) => [md(testLabel(p)), String(p.failedAttempts), secondsText(p.failedSeconds)]),
      ) +
      '\n'
  return s
}

function classesSection(
  d: GateDecision,
  failures: readonly ClassifiedFailure[],
  context: GateSummaryContext,
): string {
  const rows = (['new', 'broken', 'flaky', 'quarantined'] as const)
    .filter((c) => d.byClass[c] > 0)
    .map((c) => [
      CLASS_LABEL[c],
      String(d.byClass[c]),
      context.allow.has(c) ? 'no (allowed)' : 'yes',
    ])
  if (d.ambiguous > 0) rows.push(["fits several of Trunk's tests", String(d.ambiguous), 'yes'])
  let s = `\n${mdTable(['Class', 'Failures', 'Counted by the gate'], rows)}\n`
  const l = context.lookups
  if (l && l.asked)
    s += `\n${l.asked} failure(s) were looked up by their Trunk test id: ${l.found} known to Trunk.\n`
  if (l && l.skipped)
    s +=
      `\n${l.skipped} more failure(s) were not looked up (at most ${l.bound} look-ups per run): ` +
      'they count as new.\n'
  const cut = notInCutListing(failures)
  if (cut) s += `\n${cutListingText(cut.count, cut.cutAt)}\n`
  if (d.ambiguous)
    s +=
      `\n${d.ambiguous} failure(s) matched several Trunk tests equally well; ` +
      'the least forgiving class was taken.\n'
  return s
}

const FORGIVEN_LABEL: Record<NonNullable<ClassifiedFailure['forgivenBy']>, string> = {
  trunk: '',
  file: ', 📄 quarantined in the repository',
  both: ', 📄 also quarantined in the repository',
}

// The failures the quarantine file forgave (with owner and reason), and those whose entry expired.
function quarantineSection(failures: readonly ClassifiedFailure[], maxRows: number): string {
  const inFile = failures.filter((f) => f.fileEntry)
  const expired = failures.filter((f) => !f.fileEntry && f.expiredEntry && !f.allowed)
  let s = ''
  if (inFile.length)
    s +=
      `\n**${inFile.length} failure(s) quarantined in the repository** (forgiven by the quarantine file):\n\n` +
      cappedTable(['Test', 'Owner', 'Reason', 'Until', 'Forgiven by'], inFile, maxRows, (f) => {
        const e = f.fileEntry as QuarantineEntry
        return [
          md(testLabel(f)),
          md(e.owner, 100),
          e.issue ? mdLink(e.reason, e.issue) : md(e.reason, 200),
          e.expires,
          f.forgivenBy === 'both' ? 'the file and Trunk' : 'the file',
        ]
      })
  if (expired.length)
    s +=
      `\n**${expired.length} failure(s) with an expired quarantine entry** (counted: an expired entry forgives nothing):\n\n` +
      cappedTable(['Test', 'Owner', 'Expired', 'Line'], expired, maxRows, (f) => {
        const e = f.expiredEntry as QuarantineEntry
        return [md(testLabel(f)), md(e.owner, 100), e.expires, String(e.line)]
      })
  return s
}

function failuresSection(failures: readonly ClassifiedFailure[], maxRows: number): string {
  const ordered = [...failures.filter((f) => !f.allowed), ...failures.filter((f) => f.allowed)]
  return `\n${cappedTable(['Class', 'Test', 'Message', 'Where'], ordered, maxRows, (f) => [
    CLASS_LABEL[f.class] + (f.allowed ? FORGIVEN_LABEL[f.forgivenBy ?? 'trunk'] : ' (counted)'),
    f.test ? mdLink(testLabel(f), f.test.html_url) : md(testLabel(f)),
    md(f.message, 160),
    whereText(f),
  ])}`
}

/** The job summary of one check (below the command's heading). */
export function gateSummary(
  d: GateDecision,
  failures: readonly ClassifiedFailure[],
  context: GateSummaryContext,
): string {
  const maxRows = context.maxRows ?? MAX_SUMMARY_ROWS
  const s =
    verdictSection(d, context) +
    outsideSection(context.outside ?? [], maxRows) +
    retriedSection(context.passedOnRetry ?? [], maxRows, context.retriedPolicy)
  if (d.failed === d.outside) return s
  return (
    s +
    classesSection(d, failures, context) +
    quarantineSection(failures, maxRows) +
    failuresSection(failures, maxRows)
  )
}
