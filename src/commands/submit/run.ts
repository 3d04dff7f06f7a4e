/**
 * submit's run: submits the PR (a 409 for a PR already queued is the state asked for), then reads
 * it and the queue back; a PR already merged gets the one merged answer, and is not submitted.
 */
import {
  ConflictError,
  isInQueue,
  isTerminalState,
  placeIn,
  pullRequestRef,
  estimateNow,
  inLine,
  readEstimate,
  type PriorityName,
} from '../../queue/index.js'
import {
  alreadyMerged,
  estimateOutputs,
  prOutputs,
  queueForContext,
  queueOutputs,
  staleNote,
} from '../common/report.js'
import * as summary from '../common/summary.js'
import { type CommandContext, type CommandResult, type SettingsFor } from '../common/types.js'
import { estimateWords } from '../common/words.js'
import { NOT_SUBMITTED, RECONCILED, alreadyQueued, endedAt, submitted } from './words.js'

/** submit's own settings. */
export interface SubmitSettings {
  /** Priority by name or number (0 highest); undefined: the queue's default. */
  priority?: PriorityName | number
  /** Test this PR alone, outside batches. */
  noBatch: boolean
}

/** Runs submit with its settings. */
export async function run(
  c: CommandContext<SettingsFor<'pull-request', SubmitSettings>>,
): Promise<CommandResult> {
  const ref = pullRequestRef(c.s)
  const n = ref.pr.number
  const call = { signal: c.signal }
  const before = await c.client.findPullRequest(ref, call)
  // A merged PR is never queued again: the one answer cancel and restart-tests give too.
  if (before?.state.toLowerCase() === 'merged') return alreadyMerged(c, before, NOT_SUBMITTED)
  const wasQueued = isInQueue(before)
  try {
    const r = await c.client.submitPullRequest(
      { ...ref, priority: c.s.priority, noBatch: c.s.noBatch },
      call,
    )
    if (r.reconciled) c.log.info(RECONCILED)
  } catch (e) {
    // A service that refuses a PR already queued: that is the state asked for.
    if (!(e instanceof ConflictError)) throw e
    c.log.notice(alreadyQueued(n))
  }
  // v1: the estimate comes in the same read (read below only while the PR is queued).
  const pr = await c.client.findPullRequest(ref, call, { estimate: true })
  const q = await queueForContext(c)
  const place = placeIn(q, n)
  const estimate = inLine(
    await readEstimate(c.client, ref, pr, call, { now: () => c.clock.now(), queue: q }),
    place.position,
  )
  const now = estimateNow(c.client, () => c.clock.now())
  const words = estimateWords(estimate, now)
  if (words) c.log.info(words)
  const outputs = {
    ...prOutputs(pr),
    ...queueOutputs(q, n),
    ...estimateOutputs(estimate, pr ? place.position : undefined),
  }
  const intro = submitted(n, wasQueued, c.s.priority)
  c.log.info(intro)
  const stale = staleNote(pr, c.s.prSha)
  if (stale) c.log.warning(stale)
  const ctx = summary.summaryContext(c)
  if (pr && isTerminalState(pr.state)) {
    const failure = endedAt(n, pr.state)
    return { outcome: 'failure', outputs, summary: summary.prSection(pr, ctx), failure }
  }
  return {
    outcome: 'success',
    outputs,
    summary:
      `${intro}${stale ? ` ${stale}` : ''}\n\n${summary.prSection(pr, ctx, place)}` +
      summary.estimateSection(estimate, now),
  }
}
