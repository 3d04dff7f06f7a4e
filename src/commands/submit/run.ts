/**
 * submit's run: submits the PR (a 409 for a PR already queued is the state asked for), then reads
 * it and the queue back; a PR already merged gets the one merged answer, and is not submitted.
 */
import { ConflictError, isTerminalState, type PriorityName } from '../../client/index.js'
import {
  positionOf,
  prOutputs,
  prRef,
  queueOutputs,
  staleNote,
  tryGetQueue,
} from '../common/shared.js'
import { alreadyMerged } from '../common/pr-state.js'
import {
  estimateOutputs,
  estimateSection,
  estimateWords,
  readEstimate,
} from '../common/estimate.js'
import * as summary from '../common/summary.js'
import { type CommandContext, type CommandResult, type SettingsFor } from '../common/types.js'

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
  const ref = prRef(c.s)
  const before = await c.client.findSubmittedPullRequest(ref, { signal: c.signal })
  // A merged PR is never queued again: the one answer cancel and restart-tests give too.
  if (before?.state.toLowerCase() === 'merged')
    return alreadyMerged(c, before, 'nothing was submitted')
  const wasQueued = !!before && before.isCurrentlySubmittedToQueue && !isTerminalState(before.state)
  try {
    const r = await c.client.submitPullRequest(
      { ...ref, priority: c.s.priority, noBatch: c.s.noBatch },
      { signal: c.signal },
    )
    if (r.reconciled)
      c.log.info(
        'The first submit failed in a way that left its outcome unknown; the PR was read back to settle it.',
      )
  } catch (e) {
    // A v2-style service refuses a PR that is already queued: that is the state asked for.
    if (!(e instanceof ConflictError)) throw e
    c.log.notice(`PR #${ref.pr.number} is already in the queue (the service answered 409).`)
  }
  // v1: the estimate comes in the same read (read below only while the PR is queued).
  const pr = await c.client.findSubmittedPullRequest(ref, { signal: c.signal }, { estimate: true })
  const q = await tryGetQueue(c)
  const estimate = await readEstimate(c.client, ref, pr, { signal: c.signal })
  const words = estimateWords(estimate, c.clock.now())
  if (words) c.log.info(words)
  const outputs = {
    ...prOutputs(pr),
    ...queueOutputs(q, ref.pr.number),
    ...estimateOutputs(estimate, pr ? positionOf(q, ref.pr.number)?.position : undefined),
  }
  const intro = wasQueued
    ? `PR #${ref.pr.number} was already in the queue; its submission was renewed${c.s.priority !== undefined ? ` with priority ${c.s.priority}` : ''}.`
    : `PR #${ref.pr.number} was submitted to the queue.`
  c.log.info(intro)
  const stale = staleNote(c, pr)
  if (stale) c.log.warning(stale)
  if (pr && isTerminalState(pr.state)) {
    const failure = `PR #${ref.pr.number} was submitted, but the queue now shows it as ${pr.state.toUpperCase()}.`
    return {
      outcome: 'failure',
      outputs,
      summary: summary.prSection(pr, summary.summaryContext(c)),
      failure,
    }
  }
  return {
    outcome: 'success',
    outputs,
    summary: `${intro}${stale ? ` ${stale}` : ''}\n\n${summary.prSection(pr, summary.summaryContext(c), positionOf(q, ref.pr.number))}${estimateSection(estimate, c.clock.now())}`,
  }
}
