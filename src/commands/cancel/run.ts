/**
 * cancel's run: takes the PR out of the queue; a PR not in it is not-submitted, a merged one gets
 * the one merged answer.
 */
import { Outputs } from '../../inputs/constants.js'
import { NotFoundError, pullRequestRef, readQueueOrMissing } from '../../queue/index.js'
import { alreadyMerged, prOutputs } from '../common/report.js'
import * as summary from '../common/summary.js'
import { type CommandContext, type CommandResult, type SettingsFor } from '../common/types.js'
import { NOT_CANCELLED, RECONCILED, nothingToCancel, removed } from './words.js'

/** Runs cancel with its settings. */
export async function run(
  c: CommandContext<SettingsFor<'pull-request', object>>,
): Promise<CommandResult> {
  const ref = pullRequestRef(c.s)
  const n = ref.pr.number
  const call = { signal: c.signal }
  try {
    const r = await c.client.cancelPullRequest(ref, call)
    if (r.reconciled && r.status === 404) c.log.info(RECONCILED)
  } catch (e) {
    if (!(e instanceof NotFoundError)) throw e
    await readQueueOrMissing(c.client, c.s, call)
    const pr = await c.client.findPullRequest(ref, call)
    if (pr?.state.toLowerCase() === 'merged') return alreadyMerged(c, pr, NOT_CANCELLED)
    const text = nothingToCancel(n)
    c.log.info(text)
    return {
      outcome: 'not-submitted',
      outputs: { ...prOutputs(pr), [Outputs.IsSubmitted]: 'false' },
      summary: `${text}\n`,
    }
  }
  const pr = await c.client.findPullRequest(ref, call)
  c.log.info(removed(n))
  return {
    outcome: 'success',
    outputs: prOutputs(pr),
    summary: `${removed(n)}\n\n${summary.prSection(pr, summary.summaryContext(c))}`,
  }
}
