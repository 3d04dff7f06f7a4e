/**
 * rerun-failed-checks's run: re-runs the failed checks of a PR in PENDING_FAILURE (its row
 * requires the capability, which only v2 declares).
 */
import { Outputs } from '../../inputs/constants.js'
import { pullRequestRef, readQueueOrMissing, type RerunMode } from '../../queue/index.js'
import { prOutputs } from '../common/report.js'
import * as summary from '../common/summary.js'
import { type CommandContext, type CommandResult, type SettingsFor } from '../common/types.js'
import { notInQueue, notPendingFailure, rerun } from './words.js'

/** rerun-failed-checks' own settings. */
export interface RerunSettings {
  /** now: stop the jobs still running in those workflows first; wait: let them finish. */
  mode: RerunMode
}

/** Runs rerun-failed-checks with its settings. */
export async function run(
  c: CommandContext<SettingsFor<'pull-request', RerunSettings>>,
): Promise<CommandResult> {
  const ref = pullRequestRef(c.s)
  const n = ref.pr.number
  const call = { signal: c.signal }
  const pr = await c.client.findPullRequest(ref, call)
  if (!pr) {
    await readQueueOrMissing(c.client, c.s, call)
    return {
      outcome: 'not-submitted',
      outputs: prOutputs(null),
      summary: '',
      failure: notInQueue(n),
    }
  }
  if (pr.state.toLowerCase() !== 'pending_failure') {
    return {
      outcome: 'failure',
      outputs: prOutputs(pr),
      summary: summary.prSection(pr, summary.summaryContext(c)),
      failure: notPendingFailure(n, pr.state),
    }
  }
  const r = await c.client.rerunFailedChecks(ref, c.s.mode, call)
  const after = await c.client.findPullRequest(ref, call)
  const text = rerun(n, c.s.mode, r)
  c.log.info(text)
  return {
    outcome: 'success',
    outputs: { ...prOutputs(after), [Outputs.IsSubmitted]: String(!!after?.submitted) },
    summary: `${text}\n\n${summary.prSection(after, summary.summaryContext(c))}`,
  }
}
