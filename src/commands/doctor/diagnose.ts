/**
 * doctor's verdict, a pure function of what it read: the facts are computed once (analysis.ts),
 * then every rule of the table judges them. Each required check is looked for on every kind of
 * test run (a push of a new `trunk-merge/**` branch, and the draft PR when the queue opens one),
 * on a few test branch names, so a filter that matches only some of them is found too.
 */
import { analyze, type DoctorInput, type Facts } from './analysis.js'
import { sortFindings, type Finding } from './findings.js'
import type { RuleReaders } from './rule.js'
import { RULES } from './rules.js'

export type { DoctorInput } from './analysis.js'
export { TEST_BRANCH_SAMPLES, testEvents, type QueueFacts } from './events.js'

/** Every rule's findings on the facts, sorted (errors first). */
export function judge(facts: Facts): Finding[] {
  const out: Finding[] = []
  for (const rule of RULES) {
    for (const j of rule.judge(facts, facts.input.reads?.[rule.code])) {
      out.push({
        code: rule.code,
        severity: rule.severity,
        check: j.check,
        file: j.at?.file ?? '',
        line: j.at ? j.at.line : 0,
        message: j.message,
      })
    }
  }
  return sortFindings(out)
}

/** What the rules with a `read` read, by code, in the table's order (they may ask GitHub). */
export async function readForRules(
  facts: Facts,
  from: RuleReaders,
): Promise<Record<string, unknown>> {
  const reads: Record<string, unknown> = {}
  for (const rule of RULES) if (rule.read) reads[rule.code] = await rule.read(from, facts)
  return reads
}

/** Runs the diagnosis. */
export function diagnose(input: DoctorInput): Finding[] {
  return judge(analyze(input))
}
