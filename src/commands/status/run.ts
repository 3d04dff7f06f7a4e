/**
 * status's run: reads the PR and its queue, says why it is not ready or failed, and keeps the PR
 * comment when asked.
 */
import type { CommentSettings } from '../common/comment-input.js'
import { type Outcome } from '../../inputs/constants.js'
import {
  judge,
  placeIn,
  pullRequestRef,
  estimateNow,
  inLine,
  readEstimate,
  readQueueOrMissing,
  readinessBlockers,
  testBranchRunIdFor,
  whyOf,
} from '../../queue/index.js'
import { keepComment } from '../common/pr-comment.js'
import {
  estimateOutputs,
  logWhy,
  prOutputs,
  queueForContext,
  queueOutputs,
  staleNote,
  whyOutputs,
} from '../common/report.js'
import * as summary from '../common/summary.js'
import { type CommandContext, type CommandResult, type SettingsFor } from '../common/types.js'
import { blockerWords, estimateWords, notReadyLine, whyWords } from '../common/words.js'
import { stateLine } from './words.js'

/** status's own settings. */
export interface StatusSettings {
  /** When and how to keep a comment on the PR with its state and the cause (unset: never). */
  comment?: CommentSettings
}

/** Runs status with its settings. */
export async function run(
  c: CommandContext<SettingsFor<'pull-request', StatusSettings>>,
): Promise<CommandResult> {
  const ref = pullRequestRef(c.s)
  const n = ref.pr.number
  const call = { signal: c.signal }
  // v1: the estimate comes in the same read (read below only while the PR is queued).
  const pr = await c.client.findPullRequest(ref, call, { estimate: true })
  // Not in the queue: a read of the queue tells a missing queue (an error) from a PR not in it.
  // In any state the queue is read, so queue-state and queue-depth say what wait's do.
  const q = !pr ? await readQueueOrMissing(c.client, c.s, call) : await queueForContext(c)
  const outputs = { ...prOutputs(pr), ...queueOutputs(q, n) }
  const verdict = judge(pr, { waitFor: [], failOn: [], expectedSha: c.s.prSha })
  const outcome: Outcome =
    verdict.done && (verdict.outcome === 'not-submitted' || verdict.outcome === 'stale')
      ? verdict.outcome
      : 'success'
  c.log.info(stateLine(n, pr?.state))
  const stale = staleNote(pr, c.s.prSha)
  // A stale entry fails the step with this text: said once, as the error, not also as a warning.
  if (stale && outcome !== 'stale') c.log.warning(stale)
  const place = placeIn(q, n)
  let md = summary.prSection(pr, summary.summaryContext(c), place) + (stale ? `\n${stale}\n` : '')
  const why = await whyOf(c.client, ref, pr, {
    signal: c.signal,
    queue: q,
    ...testBranchRunIdFor(c.s.run, n),
  })
  if (pr?.state.toLowerCase() === 'not_ready') {
    const reasons = readinessBlockers(pr.readiness).map((b) => blockerWords(b, c.s.prSha))
    // The cause's line ("Why: It waits for: ...") says the same: the log says it once.
    if (!whyWords(why, c.s.prSha).headline) c.log.info(notReadyLine(reasons))
    md += summary.notReadySection(reasons)
  }
  logWhy(c.log, why, n, { prSha: c.s.prSha })
  md += summary.whySection(why, c.s.prSha)
  const estimate = inLine(
    await readEstimate(c.client, ref, pr, call, { now: () => c.clock.now(), queue: q }),
    place.position,
  )
  const now = estimateNow(c.client, () => c.clock.now())
  const words = estimateWords(estimate, now)
  if (words) c.log.info(words)
  md += summary.estimateSection(estimate, now)
  md += await keepComment(c, pr, why, { lines: words ? [words] : [] })
  const all = {
    ...outputs,
    ...whyOutputs(why),
    ...estimateOutputs(estimate, pr ? place.position : undefined),
  }
  // A stale entry fails the step as wait does: its state is an old commit's, not the PR's.
  if (outcome === 'stale') return { outcome, outputs: all, summary: md, failure: stale }
  return { outcome, outputs: all, summary: md }
}
