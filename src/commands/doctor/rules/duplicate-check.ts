/**
 * A required check reported by two different jobs on the same test run: the queue may take the
 * result of the lighter one (a skipped job, which GitHub reports as passed at once, or a quick one).
 */
import type { Production } from '../jobs.js'
import { defineRule } from '../rule.js'
import { quoted } from '../words.js'

/** The jobs that report the check on one test run, when more than one does. */
function twins(productions: Production[]): Production[] | undefined {
  for (const ev of new Set(productions.map((p) => p.ev))) {
    const jobs = new Map<string, Production>()
    for (const p of productions) if (p.ev === ev) jobs.set(`${p.top}:${p.at.file}:${p.at.line}`, p)
    if (jobs.size > 1) return [...jobs.values()]
  }
  return undefined
}

const stateOf = (p: Production): string =>
  p.fate.kind === 'skipped'
    ? 'skipped, which GitHub reports as passed at once'
    : p.trigger.kind === 'paths'
      ? 'only under a path filter'
      : p.fate.kind === 'unknown'
        ? 'runs or not, as only the run can tell'
        : 'runs'

export const duplicateCheck = defineRule({
  code: 'duplicate-check',
  severity: 'warning',
  title: 'Required check reported by two jobs',
  check: (facts) =>
    facts.checks.flatMap((c) => {
      const found = twins(c.productions)
      return found ? [{ check: c.name, at: found[0]!.at, jobs: found }] : []
    }),
  message: ({ check, jobs }) =>
    `Required check ${quoted(check)} is reported by ${jobs.length} jobs on the same test run: ` +
    `${jobs.map((p) => `job \`${p.job}\` of ${p.at.file} (${stateOf(p)})`).join('; ')}. The queue may take the ` +
    'result of the one that reports first, not the one that tests the PR. Give each job its own name, and require ' +
    'the one that tests.',
})
