/**
 * delete-queue's run: deletes the queue; a missing one is nothing to delete, a non-empty one is
 * refused by the service.
 */
import { BadRequestError, NotFoundError } from '../../queue/index.js'
import { queueForContext, queueOutputs } from '../common/report.js'
import * as summary from '../common/summary.js'
import { type CommandContext, type CommandResult, type SettingsFor } from '../common/types.js'
import { deleted, notEmpty, nothingToDelete } from './words.js'

/** Runs delete-queue with its settings. */
export async function run(c: CommandContext<SettingsFor<'queue', object>>): Promise<CommandResult> {
  const ref = { repo: c.s.repo, targetBranch: c.s.targetBranch }
  try {
    await c.client.deleteQueue(ref, { signal: c.signal })
  } catch (e) {
    if (e instanceof NotFoundError) {
      const text = nothingToDelete(ref.targetBranch)
      c.log.notice(text)
      return { outcome: 'success', outputs: {}, summary: `${text}\n` }
    }
    if (!(e instanceof BadRequestError)) throw e
    const q = await queueForContext(c)
    return {
      outcome: 'failure',
      outputs: queueOutputs(q),
      summary: q ? summary.queueSection(q, ref.targetBranch, summary.summaryContext(c)) : '',
      failure: notEmpty(ref.targetBranch, q?.pullRequests.length),
    }
  }
  const text = deleted(ref.targetBranch)
  c.log.info(text)
  return { outcome: 'success', outputs: {}, summary: `${text}\n` }
}
