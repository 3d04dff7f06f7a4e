/** update-queue's words. */

/** What was changed, for the log. */
export function updatedLine(names: readonly string[], branch: string, state: string): string {
  return `Updated ${names.join(', ')} of the queue for ${branch}; it is ${state}.`
}

/** What was changed, for the summary's first line. */
export function updatedParagraph(names: readonly string[]): string {
  return `Updated: ${names.map((k) => `\`${k}\``).join(', ')}.`
}
