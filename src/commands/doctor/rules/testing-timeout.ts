/**
 * A workflow that reports a required check took longer than the queue's testing timeout on its
 * recent successful runs: such runs time out in the queue. It reads those runs from GitHub itself.
 */
import { recentRunMinutes } from '../../../ports/github/repository-checks.js'
import type { Facts } from '../analysis.js'
import { defineRule, type RuleReaders } from '../rule.js'
import { updateQueue } from '../words.js'

/** How long a workflow's recent successful runs took, where GitHub said. */
export interface RunDurations {
  /** The workflow file (relative to the checkout). */
  file: string
  /** The slowest of the recent runs, minutes. */
  slowestMinutes: number
  runs: number
}

/** The workflow files that report a required check on some test run (whose runs' durations matter). */
export function requiredWorkflowFiles(facts: Facts): string[] {
  return [...new Set(facts.checks.flatMap((c) => c.productions.map((p) => p.top)))].sort()
}

async function readDurations(from: RuleReaders, facts: Facts): Promise<RunDurations[]> {
  const files = requiredWorkflowFiles(facts)
  if (!files.length || facts.queue.testingTimeoutMinutes <= 0) return []
  if (!from.github) {
    from.unread(
      'There is no GitHub token to read how long the required workflows run: the testing ' +
        'timeout was not compared with their runs.',
    )
    return []
  }
  const out: RunDurations[] = []
  for (const file of files) {
    const r = await recentRunMinutes(from.github, file)
    if ('problem' in r)
      from.unread(`${r.problem}; the testing timeout was not compared with its runs.`)
    else if (r.minutes.length)
      out.push({ file, slowestMinutes: Math.max(...r.minutes), runs: r.minutes.length })
  }
  return out
}

export const testingTimeout = defineRule({
  code: 'testing-timeout',
  severity: 'warning',
  title: 'Testing timeout shorter than recent runs',
  read: readDurations,
  check: (facts, durations: RunDurations[] | undefined) =>
    (durations ?? [])
      .filter(
        (d) =>
          facts.queue.testingTimeoutMinutes > 0 &&
          d.slowestMinutes > facts.queue.testingTimeoutMinutes,
      )
      .map((d) => ({ at: { file: d.file, line: 1 }, d })),
  message: ({ d }, facts) =>
    `The slowest of ${d.runs} recent successful runs of ${d.file} took ${Math.ceil(d.slowestMinutes)} min, longer ` +
    `than the queue's testing timeout of ${facts.queue.testingTimeoutMinutes} min: such runs time out in the queue. ` +
    `Raise the testing timeout (${updateQueue('{"testingTimeoutMinutes":120}')}) or speed the workflow up.`,
})
