/** status's words: what its log says of the PR (the shared sentences are in common/words.ts). */

/** The PR's state as the log's first line. */
export function stateLine(prNumber: number, state: string | undefined): string {
  return state
    ? `PR #${prNumber} is ${state.toUpperCase()}.`
    : `PR #${prNumber} is not in the queue.`
}
