/** What doctor finds: one closed union of codes, each with its severity and what to change. */

/** `error`: will stall the queue; `warning`: may, or the queue does not really test it; `unknown`: doctor cannot tell. */
export type Severity = 'error' | 'warning' | 'unknown'

/** One finding, as the `findings` output lists it. */
export interface Finding {
  code: FindingCode
  severity: Severity
  /** The required check it is about ('' for the queue's own findings). */
  check: string
  /** The workflow file (relative to the checkout), '' when none is to blame. */
  file: string
  /** The line in `file` (0 when no file). */
  line: number
  /** What is wrong and what to change. */
  message: string
}

/** Every finding's code, its severity and its title (the summary's, the annotation's). */
export const FINDING_CODES = {
  'missing-check': { severity: 'error', title: 'Required check no workflow produces' },
  'not-on-test-branches': { severity: 'error', title: 'Required check not run on test branches' },
  'merge-group-only': { severity: 'error', title: "Required check only on GitHub's merge queue" },
  'some-test-branches': { severity: 'error', title: 'Required check only on some test branches' },
  'matrix-name': { severity: 'error', title: 'Matrix check name not produced' },
  'queue-deadlock': { severity: 'error', title: 'Required check waits for the queue' },
  'no-impacted-targets': { severity: 'error', title: 'Parallel queue without impacted targets' },
  'path-filtered': { severity: 'warning', title: 'Required check only under a path filter' },
  'skipped-by-if': { severity: 'warning', title: 'Required check skipped on test runs' },
  'pr-text-check': { severity: 'warning', title: "Required check validates the queue's draft PR" },
  'queue-paused': { severity: 'warning', title: 'Queue paused' },
  'queue-draining': { severity: 'warning', title: 'Queue draining' },
  'testing-timeout': { severity: 'warning', title: 'Testing timeout shorter than recent runs' },
  'no-required-checks': { severity: 'warning', title: 'No required checks' },
  'github-unreadable': { severity: 'warning', title: 'GitHub settings not readable' },
  undecidable: { severity: 'unknown', title: 'Cannot tell' },
  'invalid-workflow': { severity: 'unknown', title: 'Workflow file not readable' },
  'invalid-trunk-yaml': { severity: 'unknown', title: '.trunk/trunk.yaml not readable' },
} as const satisfies Record<string, { severity: Severity; title: string }>

export type FindingCode = keyof typeof FINDING_CODES

/** A finding of `code`, its severity from the table. */
export function finding(
  code: FindingCode,
  check: string,
  where: { file: string; line: number } | undefined,
  message: string,
): Finding {
  return {
    code,
    severity: FINDING_CODES[code].severity,
    check,
    file: where?.file ?? '',
    line: where ? where.line : 0,
    message,
  }
}

const ORDER: Record<Severity, number> = { error: 0, warning: 1, unknown: 2 }

/** Errors first, then warnings, then unknowns; by check, file and line within each. */
export function sortFindings(list: Finding[]): Finding[] {
  return [...list].sort(
    (a, b) =>
      ORDER[a.severity] - ORDER[b.severity] ||
      a.check.localeCompare(b.check) ||
      a.file.localeCompare(b.file) ||
      a.line - b.line,
  )
}
