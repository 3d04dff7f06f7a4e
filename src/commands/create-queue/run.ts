/**
 * create-queue's run: creates the queue (a queue already there is fine) and applies queue-settings
 * to it.
 */
import { ConflictError } from '../../queue/index.js'
import type { QueueSettingsInput } from '../common/queue.js'
import { queueOutputs } from '../common/report.js'
import * as summary from '../common/summary.js'
import { type CommandContext, type CommandResult, type SettingsFor } from '../common/types.js'
import { created, existed, existedAlready } from './words.js'

/** Runs create-queue with its settings. */
export async function run(
  c: CommandContext<SettingsFor<'queue', QueueSettingsInput>>,
): Promise<CommandResult> {
  const ref = { repo: c.s.repo, targetBranch: c.s.targetBranch }
  const call = { signal: c.signal }
  const settings = c.s.queueSettings ?? {}
  const { mode, concurrency, ...rest } = settings
  let wasThere = false
  try {
    await c.client.createQueue({ ...ref, mode, concurrency }, call)
    c.log.info(created(ref.targetBranch))
  } catch (e) {
    if (!(e instanceof ConflictError)) throw e
    wasThere = true
    c.log.notice(existed(ref.targetBranch, Object.keys(settings).length > 0))
  }
  // createQueue takes only mode and concurrency; everything else goes through updateQueue.
  const toUpdate = wasThere ? settings : rest
  if (Object.keys(toUpdate).length) await c.client.updateQueue({ ...ref, ...toUpdate }, call)
  const q = await c.client.getQueue(ref, call)
  const intro = wasThere ? existedAlready(ref.targetBranch) : created(ref.targetBranch)
  return {
    outcome: 'success',
    outputs: queueOutputs(q),
    summary: `${intro}\n\n${summary.queueSection(q, ref.targetBranch, summary.summaryContext(c))}`,
  }
}
