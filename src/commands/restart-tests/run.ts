/**
 * restart-tests's run: restarts the tests of the PR's entry, keeping its place; a PR not in the
 * queue fails as not-submitted.
 */
import { NotFoundError } from '../../client/index.js'
import { alreadyMerged, readQueueOrMissing } from '../common/pr-state.js'
import { prOutputs, prRef } from '../common/shared.js'
import * as summary from '../common/summary.js'
import { type CommandContext, type CommandResult, type SettingsFor } from '../common/types.js'

/** Runs restart-tests with its settings. */
export async function run(
  c: CommandContext<SettingsFor<'pull-request', object>>,
): Promise<CommandResult> {
  const ref = prRef(c.s)
  try {
    await c.client.restartTestsOnPullRequest(ref, { signal: c.signal })
  } catch (e) {
    if (!(e instanceof NotFoundError)) throw e
    await readQueueOrMissing(c.client, c.s, { signal: c.signal })
    const pr = await c.client.findSubmittedPullRequest(ref, { signal: c.signal })
    if (pr?.state.toLowerCase() === 'merged')
      return alreadyMerged(c, pr, 'its tests were not restarted')
    const failure = `PR #${ref.pr.number} is not in the queue, so its tests cannot be restarted (submit it first).`
    return { outcome: 'not-submitted', outputs: prOutputs(pr), summary: '', failure }
  }
  const pr = await c.client.findSubmittedPullRequest(ref, { signal: c.signal })
  const text = `Tests of PR #${ref.pr.number} were restarted; it keeps its place in the queue.`
  c.log.info(text)
  return {
    outcome: 'success',
    outputs: prOutputs(pr),
    summary: `${text}\n\n${summary.prSection(pr, summary.summaryContext(c))}`,
  }
}
