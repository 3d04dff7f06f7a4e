/**
 * What the test gate shows: the job summary's markdown and the annotations (as data, for the
 * caller to pass to core.notice / core.error). Test names and messages come from the PR's code
 * and are untrusted: every one goes through the escaping helpers.
 */
import { md, mdLink, mdTable } from '../text.js'
import type { ClassifiedFailure, FailureClass, GateDecision } from './classify.js'
import { workspacePath } from './junit.js'

/** One annotation: `notice` for a forgiven failure, `error` for an unexplained one. */
export interface GateAnnotation {
  level: 'notice' | 'error'
  title: string
  message: string
  /** Relative to the workspace (GitHub places annotations by it). */
  file?: string
  line?: number
}

/** At most this many annotations (GitHub shows 10 of each level per step, 50 per job). */
export const MAX_ANNOTATIONS = 50
/** At most this many rows in the summary's table. */
export const MAX_SUMMARY_ROWS = 200

const CLASS_LABEL: Record<FailureClass, string> = {
  quarantined: '🔒 quarantined',
  flaky: '⚠️ flaky',
  broken: '❌ broken',
  new: '🆕 new',
}

/** Annotations, the unexplained ones first, at most {@link MAX_ANNOTATIONS}. */
export function gateAnnotations(
  failures: readonly ClassifiedFailure[],
  workspace: string,
  max = MAX_ANNOTATIONS,
): GateAnnotation[] {
  const ordered = [...failures.filter((f) => !f.allowed), ...failures.filter((f) => f.allowed)]
  return ordered.slice(0, max).map((f) => {
    const file = f.file ? annotationFile(f.file, workspace) : undefined
    const why = f.allowed
      ? `Failed, but known to Trunk as ${f.class}: not counted by the gate.`
      : f.class === 'new'
        ? 'Failed, and Trunk has no failure of this test in the last 7 days.'
        : `Failed; known to Trunk as ${f.class}, which allow-failures does not forgive.`
    return {
      level: f.allowed ? 'notice' : 'error',
      title:
        `${f.allowed ? 'Forgiven' : 'Unexplained'} ${f.class} test failure: ${testLabel(f)}`.slice(
          0,
          250,
        ),
      message: [why, f.message, f.test ? f.test.html_url : ''].filter(Boolean).join('\n'),
      ...(file !== undefined ? { file } : {}),
      ...(file !== undefined && f.line !== undefined ? { line: f.line } : {}),
    }
  })
}

// An annotation's file must be relative to the workspace; an absolute path outside it is dropped.
function annotationFile(file: string, workspace: string): string | undefined {
  const f = file.replace(/\\/g, '/')
  if (!f.startsWith('/') && !/^[A-Za-z]:\//.test(f)) return f.replace(/^(\.\/)+/, '')
  const rel = workspacePath(file, workspace)
  return rel === file ? undefined : rel
}

function testLabel(f: ClassifiedFailure): string {
  return f.classname && !f.name.startsWith(f.classname) ? `${f.classname} › ${f.name}` : f.name
}

/** The job summary of one check (below the command's heading). */
export function gateSummary(
  d: GateDecision,
  failures: readonly ClassifiedFailure[],
  context: { reports: number; tests: number; allow: ReadonlySet<string>; maxRows?: number },
): string {
  const allowed = [...context.allow].join(', ') || 'none'
  const verdict =
    d.outcome === 'success'
      ? d.failed
        ? `✅ **Passed**: all ${d.failed} failure(s) are in allowed classes (${md(allowed)}).`
        : '✅ **Passed**: no test failed.'
      : `❌ **Failed**: ${d.unexplained} of ${d.failed} failure(s) are not explained by the allowed classes (${md(allowed)}).`
  let s = `${verdict}\n\n${context.tests} test case(s) in ${context.reports} report(s).\n`
  if (!d.failed) return s
  s +=
    '\n' +
    mdTable(
      ['Class', 'Failures', 'Counted by the gate'],
      (['new', 'broken', 'flaky', 'quarantined'] as const)
        .filter((c) => d.byClass[c] > 0)
        .map((c) => [
          CLASS_LABEL[c],
          String(d.byClass[c]),
          context.allow.has(c) ? 'no (allowed)' : 'yes',
        ]),
    ) +
    '\n'
  if (d.ambiguous)
    s += `\n${d.ambiguous} failure(s) matched several Trunk tests equally well; the least forgiving class was taken.\n`
  const maxRows = context.maxRows ?? MAX_SUMMARY_ROWS
  const ordered = [...failures.filter((f) => !f.allowed), ...failures.filter((f) => f.allowed)]
  s +=
    '\n' +
    mdTable(
      ['Class', 'Test', 'Message', 'Where'],
      ordered
        .slice(0, maxRows)
        .map((f) => [
          CLASS_LABEL[f.class] + (f.allowed ? '' : ' (counted)'),
          f.test ? mdLink(testLabel(f), f.test.html_url) : md(testLabel(f)),
          md(f.message, 160),
          md(f.file ? `${f.file}${f.line ? `:${f.line}` : ''}` : f.report, 160),
        ]),
    ) +
    '\n'
  if (ordered.length > maxRows) s += `\n_…and ${ordered.length - maxRows} more._\n`
  return s
}
