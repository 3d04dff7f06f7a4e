/**
 * status's run: reads the PR and its queue, says why it is not ready or failed, and keeps the PR
 * comment when asked.
 */
import type { CommentSettings } from '../common/comment-input.js'
import { type Outcome } from '../../inputs/constants.js'
import {
  estimateOutputs,
  estimateSection,
  estimateWords,
  readEstimate,
} from '../common/estimate.js'
import { keepComment } from '../common/pr-comment.js'
import { judge, readQueueOrMissing, readinessReasons } from '../common/pr-state.js'
import {
  positionOf,
  prOutputs,
  prRef,
  queueOutputs,
  staleNote,
  tryGetQueue,
} from '../common/shared.js'
import * as summary from '../common/summary.js'
import { type CommandContext, type CommandResult, type SettingsFor } from '../common/types.js'
import { logWhy, testBranchRunIdFor, whyOf, whyOutputs } from '../common/why.js'

/** status's own settings. */
export interface StatusSettings {
  /** When and how to keep a comment on the PR with its state and the cause (unset: never). */
  comment?: CommentSettings
}

/** Runs status with its settings. */
export async function run(
  c: CommandContext<SettingsFor<'pull-request', StatusSettings>>,
): Promise<CommandResult> {
  const ref = prRef(c.s)
  // v1: the estimate comes in the same read (read below only while the PR is queued).
  const pr = await c.client.findSubmittedPullRequest(ref, { signal: c.signal }, { estimate: true })
  // Not in the queue: a read of the queue tells a missing queue (an error) from a PR not in it.
  // In any state the queue is read, so queue-state and queue-depth say what wait's do.
  const q = !pr
    ? await readQueueOrMissing(c.client, c.s, { signal: c.signal })
    : await tryGetQueue(c)
  const outputs = { ...prOutputs(pr), ...queueOutputs(q, ref.pr.number) }
  const verdict = judge(pr, { waitFor: [], failOn: [], expectedSha: c.s.prSha })
  const outcome: Outcome =
    verdict.done && (verdict.outcome === 'not-submitted' || verdict.outcome === 'stale')
      ? verdict.outcome
      : 'success'
  const line = pr
    ? `PR #${ref.pr.number} is ${pr.state.toUpperCase()}.`
    : `PR #${ref.pr.number} is not in the queue.`
  c.log.info(line)
  const stale = staleNote(c, pr)
  // A stale entry fails the step with this text: said once, as the error, not also as a warning.
  if (stale && outcome !== 'stale') c.log.warning(stale)
  let md = `${summary.prSection(pr, summary.summaryContext(c), positionOf(q, ref.pr.number))}${stale ? `\n${stale}\n` : ''}`
  const why = await whyOf(c.client, ref, pr, {
    signal: c.signal,
    queue: q,
    prSha: c.s.prSha,
    ...testBranchRunIdFor(c.s.run, ref.pr.number),
  })
  if (pr?.state.toLowerCase() === 'not_ready') {
    const reasons = readinessReasons(pr.readiness, c.s.prSha)
    // The cause's line ("Why: It waits for: ...") says the same: the log says it once.
    if (!why.headline) c.log.info(`Not ready: ${reasons.join('; ')}.`)
    md += summary.notReadySection(reasons)
  }
  logWhy(c.log, why, ref.pr.number)
  md += summary.whySection(why, pr?.state)
  const estimate = await readEstimate(c.client, ref, pr, { signal: c.signal })
  const words = estimateWords(estimate, c.clock.now())
  if (words) c.log.info(words)
  md += estimateSection(estimate, c.clock.now())
  md += await keepComment(c, pr, why, { lines: words ? [words] : [] })
  const all = {
    ...outputs,
    ...whyOutputs(why),
    ...estimateOutputs(estimate, pr ? positionOf(q, ref.pr.number)?.position : undefined),
  }
  // A stale entry fails the step as wait does: its state is an old commit's, not the PR's.
  if (outcome === 'stale') return { outcome, outputs: all, summary: md, failure: stale }
  return { outcome, outputs: all, summary: md }
}
