/**
 * The verdict written back (`judged-report`): the failures the gate judged as JUnit XML, so the
 * next reporter does not read a forgiven failure as a plain failure. A forgiven failure is a
 * `<skipped>` test case whose message says who forgave it and whose text keeps the original
 * message; a real failure stays a `<failure>` (or `<error>`); a test that passed on a retry is
 * skipped (or a failure with `retried-tests: fail`); a failure outside test cases is an `<error>`.
 * Passing tests are not repeated: the gate reads their count, not their names.
 */
import { writeFileAtomic } from '../../files/atomic-write.js'
import type { ClassifiedFailure } from './classify.js'
import type { RetriedPolicy } from './outcome.js'
import type { OutsideFailure, PassedOnRetry, ReportedTest } from './report.js'

/** One judged test case. */
export interface JudgedCase {
  test: Pick<ReportedTest, 'name' | 'classname' | 'file' | 'report'>
  /** skipped: forgiven (with why); failure/error: counted. */
  result: 'skipped' | 'failure' | 'error'
  /** The `message` attribute: why it was forgiven, or the failure's message. */
  why: string
  /** The original failure message, kept as the element's text. */
  original: string
}

// Characters XML 1.0 cannot hold at all (kept out rather than escaped).
// eslint-disable-next-line no-control-regex -- these are what is removed
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g

/** Text safe inside an XML attribute or element. */
export function xmlText(s: string): string {
  return s
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\r/g, '&#13;')
    .replace(/\n/g, '&#10;')
}

/** Why a forgiven failure was forgiven, as its `<skipped message>` says it. */
export function forgivenWhy(f: ClassifiedFailure): string {
  const e = f.fileEntry
  const file = e
    ? `quarantined in the repository by ${e.owner}: ${e.reason} (until ${e.expires})`
    : ''
  if (f.forgivenBy === 'file') return file
  const trunk = f.class === 'quarantined' ? 'quarantined by Trunk' : `${f.class} in Trunk (allowed)`
  return f.forgivenBy === 'both' ? `${trunk}; ${file}` : trunk
}

/** The judged cases: failures (forgiven or not), tests that passed on a retry, and outside failures. */
export function judgedCases(
  failures: readonly ClassifiedFailure[],
  passedOnRetry: readonly PassedOnRetry[],
  outside: readonly OutsideFailure[],
  policy: RetriedPolicy,
): JudgedCase[] {
  return [
    ...failures.map((f): JudgedCase =>
      f.allowed
        ? { test: f, result: 'skipped', why: forgivenWhy(f), original: f.message }
        : { test: f, result: f.kind, why: f.message, original: f.message },
    ),
    ...passedOnRetry.map((p): JudgedCase => ({
      test: p,
      result: policy === 'fail' ? 'failure' : 'skipped',
      why: `passed on a retry after ${p.failedAttempts} failed attempt(s)`,
      original: p.firstMessage ?? p.message,
    })),
    ...outside.map((o): JudgedCase => ({
      test: { name: o.where, classname: 'outside test cases', report: o.report },
      result: 'error',
      why: o.message,
      original: o.message,
    })),
  ]
}

/** The JUnit XML of the judged cases, one `<testsuite>` per report they were read from. */
export function judgedReportXml(cases: readonly JudgedCase[]): string {
  const byReport = new Map<string, JudgedCase[]>()
  for (const c of cases) {
    const list = byReport.get(c.test.report)
    if (list) list.push(c)
    else byReport.set(c.test.report, [c])
  }
  const count = (list: readonly JudgedCase[], r: JudgedCase['result']) =>
    list.filter((c) => c.result === r).length
  const attrs = (list: readonly JudgedCase[]) =>
    `tests="${list.length}" failures="${count(list, 'failure')}" errors="${count(list, 'error')}" skipped="${count(list, 'skipped')}"`
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="judged by check-test-results" ${attrs(cases)}>`,
  ]
  for (const [report, list] of byReport) {
    lines.push(`  <testsuite name="${xmlText(report)}" ${attrs(list)}>`)
    for (const c of list) {
      const cls = c.test.classname !== undefined ? ` classname="${xmlText(c.test.classname)}"` : ''
      const file = c.test.file !== undefined ? ` file="${xmlText(c.test.file)}"` : ''
      lines.push(
        `    <testcase name="${xmlText(c.test.name)}"${cls}${file}>`,
        `      <${c.result} message="${xmlText(c.why)}">${xmlText(c.original)}</${c.result}>`,
        '    </testcase>',
      )
    }
    lines.push('  </testsuite>')
  }
  lines.push('</testsuites>', '')
  return lines.join('\n')
}

/** Writes the judged report to `path` (atomically: a reader never sees half a file). */
export function writeJudgedReport(path: string, cases: readonly JudgedCase[]): void {
  writeFileAtomic(path, judgedReportXml(cases))
}
