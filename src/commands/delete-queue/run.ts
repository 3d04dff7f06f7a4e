/**
 * delete-queue's run: deletes the queue; a missing one is nothing to delete, a non-empty one is
 * refused by the service.
 */
import { BadRequestError, NotFoundError } from '../../client/index.js'
import { queueOutputs, tryGetQueue } from '../common/shared.js'
import * as summary from '../common/summary.js'
import { type CommandContext, type CommandResult, type SettingsFor } from '../common/types.js'

/** Runs delete-queue with its settings. */
export async function run(c: CommandContext<SettingsFor<'queue', object>>): Promise<CommandResult> {
  const ref = { repo: c.s.repo, targetBranch: c.s.targetBranch }
  try {
    await c.client.deleteQueue(ref, { signal: c.signal })
  } catch (e) {
    if (e instanceof NotFoundError) {
      const text = `There is no queue for ${ref.targetBranch}; nothing to delete.`
      c.log.notice(text)
      return { outcome: 'success', outputs: {}, summary: `${text}\n` }
    }
    if (e instanceof BadRequestError) {
      const q = await tryGetQueue(c)
      const n = q?.enqueuedPullRequests.length
      const failure = `The queue for ${ref.targetBranch} was not deleted: a queue can be deleted only when it is empty${n ? ` and it holds ${n} PR(s)` : ''}; cancel or merge them first.`
      return {
        outcome: 'failure',
        outputs: queueOutputs(q),
        summary: q ? summary.queueSection(q, ref.targetBranch, summary.summaryContext(c)) : '',
        failure,
      }
    }
    throw e
  }
  const text = `Deleted the queue for ${ref.targetBranch}.`
  c.log.info(text)
  return { outcome: 'success', outputs: {}, summary: `${text}\n` }
}
