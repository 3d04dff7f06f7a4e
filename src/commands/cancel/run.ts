/**
 * cancel's run: takes the PR out of the queue; a PR not in it is not-submitted, a merged one gets
 * the one merged answer.
 */
import { NotFoundError } from '../../client/index.js'
import { Outputs } from '../../inputs/constants.js'
import { alreadyMerged, readQueueOrMissing } from '../common/pr-state.js'
import { prOutputs, prRef } from '../common/shared.js'
import * as summary from '../common/summary.js'
import { type CommandContext, type CommandResult, type SettingsFor } from '../common/types.js'

/** Runs cancel with its settings. */
export async function run(
  c: CommandContext<SettingsFor<'pull-request', object>>,
): Promise<CommandResult> {
  const ref = prRef(c.s)
  try {
    const r = await c.client.cancelPullRequest(ref, { signal: c.signal })
    if (r.reconciled && r.status === 404)
      c.log.info(
        'The first cancel failed with an unknown outcome; the retry found the PR already out of the queue.',
      )
  } catch (e) {
    if (!(e instanceof NotFoundError)) throw e
    await readQueueOrMissing(c.client, c.s, { signal: c.signal })
    const pr = await c.client.findSubmittedPullRequest(ref, { signal: c.signal })
    if (pr?.state.toLowerCase() === 'merged') return alreadyMerged(c, pr, 'nothing was cancelled')
    const text = `PR #${ref.pr.number} is not in the queue; there was nothing to cancel.`
    c.log.info(text)
    return {
      outcome: 'not-submitted',
      outputs: { ...prOutputs(pr), [Outputs.IsSubmitted]: 'false' },
      summary: `${text}\n`,
    }
  }
  const pr = await c.client.findSubmittedPullRequest(ref, { signal: c.signal })
  c.log.info(`PR #${ref.pr.number} was removed from the queue.`)
  return {
    outcome: 'success',
    outputs: prOutputs(pr),
    summary: `PR #${ref.pr.number} was removed from the queue.\n\n${summary.prSection(pr, summary.summaryContext(c))}`,
  }
}
