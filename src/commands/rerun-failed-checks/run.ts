/** rerun-failed-checks's run: re-runs the failed checks of a PR in PENDING_FAILURE (v2 only). */
import { type PullRequestRef } from '../../client/index.js'
import type { TrunkV2MergeQueueClient } from '../../client/v2/index.js'
import { Outputs } from '../../inputs/constants.js'
import { readQueueOrMissing } from '../common/pr-state.js'
import { prOutputs, prRef } from '../common/shared.js'
import * as summary from '../common/summary.js'
import { type CommandContext, type CommandResult, type SettingsFor } from '../common/types.js'

/** rerun-failed-checks' own settings. */
export interface RerunSettings {
  /** now: stop the jobs still running in those workflows first; wait: let them finish. */
  mode: 'now' | 'wait'
}

type Rerunnable = Pick<TrunkV2MergeQueueClient, 'rerunFailedChecks'>

/** Runs rerun-failed-checks with its settings. */
export async function run(
  c: CommandContext<SettingsFor<'pull-request', RerunSettings>>,
): Promise<CommandResult> {
  const ref: PullRequestRef = prRef(c.s)
  const n = ref.pr.number
  const pr = await c.client.findSubmittedPullRequest(ref, { signal: c.signal })
  if (!pr) {
    await readQueueOrMissing(c.client, c.s, { signal: c.signal })
    const failure = `PR #${n} is not in the queue; there are no failed checks of it to re-run.`
    return { outcome: 'not-submitted', outputs: prOutputs(null), summary: '', failure }
  }
  if (pr.state.toLowerCase() !== 'pending_failure') {
    const failure = `PR #${n} is ${pr.state.toUpperCase()}: failed checks re-run only while a PR is PENDING_FAILURE (on a queue with a pending-failure depth above 0). Nothing was sent.`
    return {
      outcome: 'failure',
      outputs: prOutputs(pr),
      summary: summary.prSection(pr, summary.summaryContext(c)),
      failure,
    }
  }
  const r = await (c.client as unknown as Rerunnable).rerunFailedChecks(
    { ...ref, mode: c.s.mode },
    { signal: c.signal },
  )
  const after = await c.client.findSubmittedPullRequest(ref, { signal: c.signal })
  const text =
    (r.alreadyHeld
      ? `A re-run of PR #${n}'s failed checks was already asked for; nothing changed.`
      : `The failed checks of PR #${n} are re-run (${c.s.mode}); it keeps its place in the queue.`) +
    (r.until ? ` The queue holds it until ${r.until}.` : '')
  c.log.info(text)
  return {
    outcome: 'success',
    outputs: {
      ...prOutputs(after),
      [Outputs.IsSubmitted]: String(!!after?.isCurrentlySubmittedToQueue),
    },
    summary: `${text}\n\n${summary.prSection(after, summary.summaryContext(c))}`,
  }
}
