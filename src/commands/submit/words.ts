/** submit's words: its log, its summary's first line and its failure (shared ones: common/words.ts). */

/** What was not done to a merged PR (the one merged answer says the rest). */
export const NOT_SUBMITTED = 'nothing was submitted'

/** A submit whose first answer was lost, settled by a read. */
export const RECONCILED =
  'The first submit failed in a way that left its outcome unknown; the PR was read back to settle it.'

/** The service answered 409: the PR is queued already, which is what was asked. */
export function alreadyQueued(prNumber: number): string {
  return `PR #${prNumber} is already in the queue (the service answered 409).`
}

/** What the submit did, for the log and the summary. */
export function submitted(prNumber: number, renewed: boolean, priority?: string | number): string {
  if (!renewed) return `PR #${prNumber} was submitted to the queue.`
  return `PR #${prNumber} was already in the queue; its submission was renewed${priority !== undefined ? ` with priority ${priority}` : ''}.`
}

/** Submitted, yet the queue shows the PR in a final state. */
export function endedAt(prNumber: number, state: string): string {
  return `PR #${prNumber} was submitted, but the queue now shows it as ${state.toUpperCase()}.`
}
