/**
 * create-queue's run: creates the queue (a queue already there is fine) and applies queue-settings
 * to it.
 */
import { ConflictError } from '../../client/index.js'
import type { QueueSettingsInput } from '../common/queue.js'
import { queueOutputs } from '../common/shared.js'
import * as summary from '../common/summary.js'
import { type CommandContext, type CommandResult, type SettingsFor } from '../common/types.js'

/** Runs create-queue with its settings. */
export async function run(
  c: CommandContext<SettingsFor<'queue', QueueSettingsInput>>,
): Promise<CommandResult> {
  const ref = { repo: c.s.repo, targetBranch: c.s.targetBranch }
  const settings = c.s.queueSettings ?? {}
  const { mode, concurrency, ...rest } = settings
  let existed = false
  try {
    await c.client.createQueue({ ...ref, mode, concurrency }, { signal: c.signal })
    c.log.info(`Created the queue for ${ref.targetBranch}.`)
  } catch (e) {
    if (!(e instanceof ConflictError)) throw e
    existed = true
    c.log.notice(
      `A queue for ${ref.targetBranch} exists already${Object.keys(settings).length ? '; applying queue-settings to it' : ''}.`,
    )
  }
  // createQueue takes only mode and concurrency; everything else goes through updateQueue.
  const toUpdate = existed ? settings : rest
  if (Object.keys(toUpdate).length)
    await c.client.updateQueue({ ...ref, ...toUpdate }, { signal: c.signal })
  const q = await c.client.getQueue(ref, { signal: c.signal })
  const intro = existed
    ? `The queue for ${ref.targetBranch} existed already.`
    : `Created the queue for ${ref.targetBranch}.`
  return {
    outcome: 'success',
    outputs: queueOutputs(q),
    summary: `${intro}\n\n${summary.queueSection(q, ref.targetBranch, summary.summaryContext(c))}`,
  }
}
