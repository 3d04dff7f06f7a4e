/** restart-tests' words (the shared ones are in common/words.ts). */

/** What was not done to a merged PR (the one merged answer says the rest). */
export const NOT_RESTARTED = 'its tests were not restarted'

/** The PR is not in the queue: its tests cannot be restarted. */
export function notInQueue(prNumber: number): string {
  return `PR #${prNumber} is not in the queue, so its tests cannot be restarted (submit it first).`
}

/** Restarted, keeping its place. */
export function restarted(prNumber: number): string {
  return `Tests of PR #${prNumber} were restarted; it keeps its place in the queue.`
}
