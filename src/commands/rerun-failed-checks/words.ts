/** rerun-failed-checks' words (the shared ones are in common/words.ts). */
import type { RerunMode, RerunResult } from '../../queue/index.js'

/** The PR is not in the queue: nothing of it to re-run. */
export function notInQueue(prNumber: number): string {
  return `PR #${prNumber} is not in the queue; there are no failed checks of it to re-run.`
}

/** The PR is not PENDING_FAILURE: its failed checks do not re-run. */
export function notPendingFailure(prNumber: number, state: string): string {
  return `PR #${prNumber} is ${state.toUpperCase()}: failed checks re-run only while a PR is PENDING_FAILURE (on a queue with a pending-failure depth above 0). Nothing was sent.`
}

/** What the re-run did. */
export function rerun(prNumber: number, mode: RerunMode, r: RerunResult): string {
  const done = r.alreadyHeld
    ? `A re-run of PR #${prNumber}'s failed checks was already asked for; nothing changed.`
    : `The failed checks of PR #${prNumber} are re-run (${mode}); it keeps its place in the queue.`
  return done + (r.until ? ` The queue holds it until ${r.until}.` : '')
}
