/** requeue's words (the decisions' words are shared: common/words.ts). */

/** The comment's line written right before the submit. */
export function puttingBack(prNumber: number): string {
  return `Putting PR #${prNumber} back in the queue (a cause not its own).`
}

/** The summary's paragraph of the decision. */
export function requeueParagraph(words: string): string {
  return `\n**Requeue:** ${words}\n`
}
