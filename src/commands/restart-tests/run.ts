/**
 * restart-tests's run: restarts the tests of the PR's entry, keeping its place; a PR not in the
 * queue fails as not-submitted.
 */
import { NotFoundError, pullRequestRef, readQueueOrMissing } from '../../queue/index.js'
import { alreadyMerged, prOutputs } from '../common/report.js'
import * as summary from '../common/summary.js'
import { type CommandContext, type CommandResult, type SettingsFor } from '../common/types.js'
import { NOT_RESTARTED, notInQueue, restarted } from './words.js'

/** Runs restart-tests with its settings. */
export async function run(
  c: CommandContext<SettingsFor<'pull-request', object>>,
): Promise<CommandResult> {
  const ref = pullRequestRef(c.s)
  const n = ref.pr.number
  const call = { signal: c.signal }
  try {
    await c.client.restartTests(ref, call)
  } catch (e) {
    if (!(e instanceof NotFoundError)) throw e
    await readQueueOrMissing(c.client, c.s, call)
    const pr = await c.client.findPullRequest(ref, call)
    if (pr?.state.toLowerCase() === 'merged') return alreadyMerged(c, pr, NOT_RESTARTED)
    return { outcome: 'not-submitted', outputs: prOutputs(pr), summary: '', failure: notInQueue(n) }
  }
  const pr = await c.client.findPullRequest(ref, call)
  const text = restarted(n)
  c.log.info(text)
  return {
    outcome: 'success',
    outputs: prOutputs(pr),
    summary: `${text}\n\n${summary.prSection(pr, summary.summaryContext(c))}`,
  }
}
