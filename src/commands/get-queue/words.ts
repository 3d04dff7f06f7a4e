/** get-queue's words. */

/** The queue in one log line. */
export function queueLine(branch: string, state: string, mode: string, prs: number): string {
  return `The queue for ${branch} is ${state} (${mode}), with ${prs} PR(s).`
}
