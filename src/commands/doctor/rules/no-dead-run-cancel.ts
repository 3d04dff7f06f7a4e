/**
 * The queue's test runs are long and no workflow cancels the ones that stopped mattering: a run
 * goes on, paid for, after its PR left the test branch (a PR ahead failed and the queue restarted
 * it, it was cancelled, failed or merged). A suggestion: still-needed at the top of the expensive
 * jobs, or its watcher. It reads the required workflows' recent runs from GitHub, as
 * testing-timeout does, and only when no workflow mentions still-needed.
 */
import { recentRunMinutes } from '../../../ports/github/repository-checks.js'
import type { Facts } from '../analysis.js'
import { defineRule, type RuleReaders } from '../rule.js'
import { requiredWorkflowFiles, type RunDurations } from './testing-timeout.js'

/** Runs at least this long (the slowest recent one, minutes) are worth cancelling when dead. */
export const LONG_RUN_MINUTES = 15

/** True when a workflow GitHub runs mentions still-needed (its sub-action, command or CLI). */
export function usesStillNeeded(facts: Facts): boolean {
  return facts.accepted.some((w) => JSON.stringify(w.data ?? null).includes('still-needed'))
}

async function readDurations(from: RuleReaders, facts: Facts): Promise<RunDurations[]> {
  const files = requiredWorkflowFiles(facts)
  // Nothing to suggest, or nothing to read it with (testing-timeout says what it could not read).
  if (!files.length || usesStillNeeded(facts) || !from.github) return []
  const out: RunDurations[] = []
  for (const file of files) {
    const r = await recentRunMinutes(from.github, file)
    if (!('problem' in r) && r.minutes.length)
      out.push({ file, slowestMinutes: Math.max(...r.minutes), runs: r.minutes.length })
  }
  return out
}

export const noDeadRunCancel = defineRule({
  code: 'no-dead-run-cancel',
  severity: 'warning',
  title: 'Long test runs, and nothing cancels the dead ones',
  read: readDurations,
  check: (facts, durations: RunDurations[] | undefined) =>
    usesStillNeeded(facts)
      ? []
      : (durations ?? [])
          .filter((d) => d.slowestMinutes >= LONG_RUN_MINUTES)
          .map((d) => ({ at: { file: d.file, line: 1 }, d })),
  message: ({ d }) =>
    `Recent runs of ${d.file} take up to ${Math.ceil(d.slowestMinutes)} min, and no workflow runs ` +
    'still-needed: a test run goes on after its PR stopped testing on that branch (a PR ahead ' +
    'failed and the queue restarted it elsewhere, or it was cancelled, failed or merged). Add the ' +
    'still-needed step with cancel-run set to true at the top of its expensive jobs, or a watcher ' +
    'job (docs/still-needed.md).',
})
