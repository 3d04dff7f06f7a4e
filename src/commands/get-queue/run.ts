/**
 * get-queue's run: reads the queue: its state, its PRs and their diagram, and what it assumes of
 * the repository (its required checks, whether it opens draft PRs for its test branches).
 */
import { queueOutputs } from '../common/report.js'
import * as summary from '../common/summary.js'
import { type CommandContext, type CommandResult, type SettingsFor } from '../common/types.js'
import { queueLine, settingsLines, settingsMarkdown, settingsOutputs } from './words.js'

/** Runs get-queue with its settings. */
export async function run(c: CommandContext<SettingsFor<'queue', object>>): Promise<CommandResult> {
  const q = await c.client.getQueue(
    { repo: c.s.repo, targetBranch: c.s.targetBranch },
    { signal: c.signal },
  )
  c.log.info(queueLine(c.s.targetBranch, q.state, q.mode, q.pullRequests.length))
  for (const line of settingsLines(q)) c.log.info(line)
  return {
    outcome: 'success',
    outputs: { ...queueOutputs(q), ...settingsOutputs(q) },
    summary:
      settingsMarkdown(q) +
      '\n' +
      summary.queueSection(q, c.s.targetBranch, summary.summaryContext(c)),
  }
}
