/**
 * requeue's run: reads the PR and why it left the queue, decides by the one table
 * (common/requeue.ts), re-reads it right before submitting it again, and says the decision in the
 * outputs, the summary and the comment.
 */
import type { CommentSettings } from '../common/comment-input.js'
import { keepComment, keepCommentResult, readCommentData } from '../common/pr-comment.js'
import { readQueueOrMissing } from '../common/pr-state.js'
import { requeue, requeueOutputs } from '../common/requeue.js'
import { prOutputs, prRef, staleNote } from '../common/shared.js'
import * as summary from '../common/summary.js'
import { type CommandContext, type CommandResult, type SettingsFor } from '../common/types.js'
import { explain, logWhy, testBranchRunIdFor, whyOf, whyOutputs } from '../common/why.js'

/** requeue's own settings. */
export interface RequeueSettings {
  /** The most requeues per head commit (0: never). */
  maxRequeues: number
  /** When and how to keep a comment on the PR (unset: never). */
  comment?: CommentSettings
}

/** Runs requeue with its settings. */
export async function run(
  c: CommandContext<SettingsFor<'pull-request', RequeueSettings>>,
): Promise<CommandResult> {
  const ref = prRef(c.s)
  const pr = await c.client.findSubmittedPullRequest(ref, { signal: c.signal })
  // Not in the queue: a missing queue is an error naming target-branch; a PR not in it is said.
  if (!pr) await readQueueOrMissing(c.client, c.s, { signal: c.signal })
  const why = await whyOf(c.client, ref, pr, {
    signal: c.signal,
    prSha: c.s.prSha,
    ...testBranchRunIdFor(c.s.run, ref.pr.number),
  })
  logWhy(c.log, why, ref.pr.number, false)
  const out = await requeue(
    {
      client: c.client,
      ref,
      signal: c.signal,
      log: c.log,
      recordInComment: async (sha) =>
        (
          await keepCommentResult(c, pr, why, {
            requeuedSha: sha,
            lines: [`Putting PR #${ref.pr.number} back in the queue (a cause not its own).`],
          })
        ).written,
      readCommentData: () => readCommentData(c),
    },
    pr,
    why,
    { headSha: c.s.prSha, maxRequeues: c.s.maxRequeues },
  )
  c.log.info(out.words.replace(/`/g, ''))
  const now = out.pr ?? pr
  const nowWhy = out.requeued ? explain(now, {}) : why
  let md = summary.prSection(now, summary.summaryContext(c))
  const stale = out.decision === 'new-commit' ? staleNote(c, pr) : ''
  if (stale) md += `\n${stale}\n`
  md += summary.whySection(why, pr?.state)
  md += `\n**Requeue:** ${out.words}\n`
  md += await keepComment(c, now, nowWhy, { lines: [out.words] })
  return {
    outcome: 'success',
    outputs: { ...prOutputs(now), ...whyOutputs(why), ...requeueOutputs(out) },
    summary: md,
  }
}
