/**
 * The floor's values as a run reports them, shared by the commands: the outputs of a PR, a queue,
 * a cause, a requeue and an estimate; the log lines of a cause; and the one answer to a PR the
 * queue has already merged.
 */
import { MAX_LIST_OUTPUT_BYTES, NOT_SUBMITTED, Outputs } from '../../inputs/constants.js'
import { jsonArrayWithin, parseTime } from '../../ports/text.js'
import {
  isInQueue,
  isStale,
  positionIn,
  readQueueForContext,
  type Estimate,
  type Queue,
  type QueuedPullRequest,
  type RequeueOutcome,
  type Why,
} from '../../queue/index.js'
import * as summary from './summary.js'
import type {
  CommandContext,
  CommandResult,
  CommonSettings,
  Log,
  QueueTarget,
  SettingsFor,
} from './types.js'
import { WHY_LOG, alreadyMergedWords, queueUnreadLine, staleWords, whyWords } from './words.js'

export const PR_STATE_OUTPUTS = [
  Outputs.State,
  Outputs.IsSubmitted,
  Outputs.PriorityName,
  Outputs.PriorityValue,
  Outputs.PrSha,
] as const

/** Outputs that describe the PR as the queue holds it. */
export function prOutputs(pr: QueuedPullRequest | null): CommandResult['outputs'] {
  if (!pr) return { [Outputs.State]: NOT_SUBMITTED, [Outputs.IsSubmitted]: 'false' }
  return {
    [Outputs.State]: pr.state.toUpperCase(),
    [Outputs.IsSubmitted]: String(isInQueue(pr)),
    [Outputs.PriorityName]: pr.priority.name,
    [Outputs.PriorityValue]: String(pr.priority.value),
    [Outputs.PrSha]: pr.sha,
  }
}

/** Outputs that describe the queue (its state, depth, and the PR's position when given). */
export function queueOutputs(q: Queue | undefined, prNumber?: number): CommandResult['outputs'] {
  if (!q) return {}
  const out: CommandResult['outputs'] = {
    [Outputs.QueueState]: q.state.toLowerCase(),
    [Outputs.QueueDepth]: String(q.pullRequests.length),
  }
  const position = prNumber === undefined ? undefined : positionIn(q, prNumber)
  if (position !== undefined) out[Outputs.QueuePosition] = String(position)
  return out
}

/** The `reason` and `failed-checks` outputs. */
export function whyOutputs(why: Why): CommandResult['outputs'] {
  const checks = why.failedChecks.map((c) => ({
    name: c.name,
    conclusion: c.conclusion,
    url: c.url ?? '',
  }))
  return {
    [Outputs.Reason]: why.reason,
    [Outputs.FailedChecks]: jsonArrayWithin(checks, MAX_LIST_OUTPUT_BYTES).json,
  }
}

/** The `requeued` and `requeue-decision` outputs. */
export function requeueOutputs(o: RequeueOutcome): CommandResult['outputs'] {
  return { [Outputs.Requeued]: String(o.requeued), [Outputs.RequeueDecision]: o.decision }
}

/**
 * The `estimated-merge-at` and `prs-ahead` outputs: from the estimate, and for the PRs ahead the
 * queue position when the estimate does not say. Empty when not known.
 */
export function estimateOutputs(
  e: Estimate | undefined,
  position?: number,
): CommandResult['outputs'] {
  const available = e?.status === 'available' ? e : undefined
  const ahead = available?.prsAhead ?? (position !== undefined ? position - 1 : undefined)
  const at = available?.kind === 'merge' ? parseTime(available.mergeAt) : undefined
  return {
    // Whole seconds: v1 counts from the service's Date header, which has no finer grain.
    [Outputs.EstimatedMergeAt]:
      at !== undefined ? new Date(Math.floor(at / 1000) * 1000).toISOString() : '',
    [Outputs.PrsAhead]: ahead !== undefined && ahead >= 0 ? String(ahead) : '',
  }
}

/** Says so when the queue's entry is for another commit than the PR's head (when known). */
export function staleNote(
  pr: QueuedPullRequest | null,
  headSha: string | undefined,
): string | undefined {
  return pr && headSha && isStale(pr, headSha) ? staleWords(pr.sha, headSha) : undefined
}

/** The queue, read for context (a position, a depth): a failure is a debug line, never an error. */
export function queueForContext(
  c: CommandContext<CommonSettings & QueueTarget>,
): Promise<Queue | undefined> {
  return readQueueForContext(c.client, c.s, { signal: c.signal }, (f) =>
    c.log.debug(queueUnreadLine(f)),
  )
}

/** The log lines of a cause, and an error annotation naming the checks that failed. */
export function logWhy(
  log: Pick<Log, 'info' | 'annotate'>,
  why: Why,
  prNumber: number,
  opts: { annotate?: boolean; prSha?: string } = {},
): void {
  const words = whyWords(why, opts.prSha)
  if (!words.headline) return
  log.info(WHY_LOG.headline(words.headline))
  for (const d of words.details) log.info(WHY_LOG.detail(d))
  for (const c of why.failedChecks) log.info(WHY_LOG.check(c))
  if ((opts.annotate ?? true) && why.failedChecks.length) {
    log.annotate('error', WHY_LOG.annotation(prNumber, words.headline), {
      title: WHY_LOG.title(why.failedChecks.length),
    })
  }
}

/**
 * The one answer to a PR the queue has already merged, for every command that would change it
 * (submit, cancel, restart-tests): its state is MERGED (never NOT_SUBMITTED), nothing is done, a
 * notice says so, and the step succeeds with outcome not-submitted (the PR is no longer in the
 * queue). `what` says what was not done, in the command's words.
 */
export function alreadyMerged(
  c: CommandContext<SettingsFor<'pull-request', object>>,
  pr: QueuedPullRequest,
  what: string,
): CommandResult {
  const text = alreadyMergedWords(c.s.prNumber, what)
  c.log.notice(text)
  return {
    outcome: 'not-submitted',
    outputs: { ...prOutputs(pr), [Outputs.IsSubmitted]: 'false' },
    summary: `${text}\n\n${summary.prSection(pr, summary.summaryContext(c))}`,
  }
}
