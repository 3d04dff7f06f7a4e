/**
 * requeue's run: reads the PR and why it left the queue, lets the floor decide by its one table
 * (src/queue/requeue.ts), and says the decision in the outputs, the summary and the comment.
 */
import {
  explain,
  pullRequestRef,
  readQueueOrMissing,
  requeue,
  testBranchRunIdFor,
  whyOf,
} from '../../queue/index.js'
import type { CommentSettings } from '../common/comment-input.js'
import { commentRecord, keepComment } from '../common/pr-comment.js'
import { logWhy, prOutputs, requeueOutputs, staleNote, whyOutputs } from '../common/report.js'
import * as summary from '../common/summary.js'
import { type CommandContext, type CommandResult, type SettingsFor } from '../common/types.js'
import { requeueLogLine, requeueNotice, requeueTryWords, requeueWords } from '../common/words.js'
import { requeueParagraph } from './words.js'

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
  const ref = pullRequestRef(c.s)
  const n = ref.pr.number
  const pr = await c.client.findPullRequest(ref, { signal: c.signal })
  // Not in the queue: a missing queue is an error naming target-branch; a PR not in it is said.
  if (!pr) await readQueueOrMissing(c.client, c.s, { signal: c.signal })
  const why = await whyOf(c.client, ref, pr, {
    signal: c.signal,
    ...testBranchRunIdFor(c.s.run, n),
  })
  logWhy(c.log, why, n, { annotate: false, prSha: c.s.prSha })
  const out = await requeue(
    {
      queue: c.client,
      ref,
      signal: c.signal,
      record: commentRecord(c, pr, why, (count) => [requeueTryWords(n, count)]),
    },
    pr,
    why,
    { headSha: c.s.prSha, maxRequeues: c.s.maxRequeues },
  )
  const notice = requeueNotice(out, n)
  if (notice) c.log.notice(notice)
  const words = requeueWords(out, n)
  c.log.info(requeueLogLine(words))
  const now = out.pr ?? pr
  const nowWhy = out.requeued ? explain(now, {}) : why
  let md = summary.prSection(now, summary.summaryContext(c))
  const stale = out.decision === 'new-commit' ? staleNote(pr, c.s.prSha) : undefined
  if (stale) md += `\n${stale}\n`
  md += summary.whySection(why, c.s.prSha)
  md += requeueParagraph(words)
  md += await keepComment(c, now, nowWhy, { lines: [words] })
  return {
    outcome: 'success',
    outputs: { ...prOutputs(now), ...whyOutputs(why), ...requeueOutputs(out) },
    summary: md,
  }
}
