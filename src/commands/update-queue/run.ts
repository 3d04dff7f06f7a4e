/** update-queue's run: applies queue-settings to the queue and reads it back. */
import type { QueueSettingsInput } from '../common/queue.js'
import { queueOutputs } from '../common/report.js'
import * as summary from '../common/summary.js'
import { type CommandContext, type CommandResult, type SettingsFor } from '../common/types.js'
import { updatedLine, updatedParagraph } from './words.js'

/** Runs update-queue with its settings. */
export async function run(
  c: CommandContext<SettingsFor<'queue', Required<QueueSettingsInput>>>,
): Promise<CommandResult> {
  const ref = { repo: c.s.repo, targetBranch: c.s.targetBranch }
  await c.client.updateQueue({ ...ref, ...c.s.queueSettings }, { signal: c.signal })
  const q = await c.client.getQueue(ref, { signal: c.signal })
  const names = Object.keys(c.s.queueSettings ?? {})
  c.log.info(updatedLine(names, ref.targetBranch, q.state))
  const section = summary.queueSection(q, ref.targetBranch, summary.summaryContext(c))
  return {
    outcome: 'success',
    outputs: queueOutputs(q),
    summary: `${updatedParagraph(names)}\n\n${section}`,
  }
}
