/** get-queue's run: reads the queue: its state, its PRs and their diagram. */
import { queueOutputs } from '../common/shared.js'
import * as summary from '../common/summary.js'
import { type CommandContext, type CommandResult, type SettingsFor } from '../common/types.js'

/** Runs get-queue with its settings. */
export async function run(c: CommandContext<SettingsFor<'queue', object>>): Promise<CommandResult> {
  const q = await c.client.getQueue(
    { repo: c.s.repo, targetBranch: c.s.targetBranch },
    { signal: c.signal },
  )
  c.log.info(
    `The queue for ${c.s.targetBranch} is ${q.state} (${q.mode}), with ${q.enqueuedPullRequests.length} PR(s).`,
  )
  return {
    outcome: 'success',
    outputs: queueOutputs(q),
    summary: summary.queueSection(q, c.s.targetBranch, summary.summaryContext(c)),
  }
}
