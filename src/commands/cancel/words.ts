/** cancel's words (the shared ones are in common/words.ts). */

/** What was not done to a merged PR (the one merged answer says the rest). */
export const NOT_CANCELLED = 'nothing was cancelled'

/** A cancel whose first answer was lost, and whose retry found the PR out of the queue. */
export const RECONCILED =
  'The first cancel failed with an unknown outcome; the retry found the PR already out of the queue.'

/** The PR is not in the queue: there was nothing to cancel. */
export function nothingToCancel(prNumber: number): string {
  return `PR #${prNumber} is not in the queue; there was nothing to cancel.`
}

/** The PR was taken out of the queue. */
export function removed(prNumber: number): string {
  return `PR #${prNumber} was removed from the queue.`
}
