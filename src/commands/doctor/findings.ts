/** What doctor finds: one finding per thing a rule found, ordered, and counted. */
import type { Severity } from './rule.js'
import type { FindingCode } from './rules.js'

export type { Severity } from './rule.js'
export type { FindingCode } from './rules.js'

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

/** How many findings of each severity. */
export function countFindings(list: readonly Finding[]): Record<Severity, number> {
  const counts: Record<Severity, number> = { error: 0, warning: 0, unknown: 0 }
  for (const f of list) counts[f.severity]++
  return counts
}
