/** requeue's words (the decisions' words are shared: common/words.ts). */

/** The summary's paragraph of the decision. */
export function requeueParagraph(words: string): string {
  return `\n**Requeue:** ${words}\n`
}
