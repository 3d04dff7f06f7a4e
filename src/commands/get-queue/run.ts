/** get-queue's run: reads the queue: its state, its PRs and their diagram. */
import { queueOutputs } from '../common/report.js'
import * as summary from '../common/summary.js'
import { type CommandContext, type CommandResult, type SettingsFor } from '../common/types.js'
import { queueLine } from './words.js'

/** Runs get-queue with its settings. */
export async function run(c: CommandContext<SettingsFor<'queue', object>>): Promise<CommandResult> {
  const q = await c.client.getQueue(
    { repo: c.s.repo, targetBranch: c.s.targetBranch },
    { signal: c.signal },
  )
  c.log.info(queueLine(c.s.targetBranch, q.state, q.mode, q.pullRequests.length))
  return {
    outcome: 'success',
    outputs: queueOutputs(q),
    summary: summary.queueSection(q, c.s.targetBranch, summary.summaryContext(c)),
  }
}
