/**
 * GitHub's mention and reference rules, applied to rendered HTML as GitHub applies them: in text
 * outside code and links, an `@login` after anything but a letter, digit or `_` notifies the user
 * (or team, `@org/team`); `#12`, `PR #12`, `org/repo#12` and `GH-12` link another thread. What
 * this finds would be live in a comment or summary.
 */
import { Parser } from 'htmlparser2'

const MENTION = /(?:^|[^A-Za-z0-9_])(@[A-Za-z0-9][A-Za-z0-9-]*(?:\/[A-Za-z0-9][\w.-]*)?)/g
const REFERENCE = /((?:[\w.-]+\/[\w.-]+)?#\d+|\bGH-\d+)/gi

/** The live mentions and references in rendered HTML (entities decoded), in order. */
export function liveReferences(html: string): string[] {
  const found: string[] = []
  const skip: string[] = []
  let text = ''
  const flush = () => {
    for (const m of text.matchAll(MENTION)) found.push(m[1]!)
    for (const m of text.matchAll(REFERENCE)) found.push(m[1]!)
    text = ''
  }
  const parser = new Parser(
    {
      onopentag(name) {
        flush()
        if (name === 'code' || name === 'pre' || name === 'a') skip.push(name)
      },
      ontext(piece) {
        if (!skip.length) text += piece
      },
      onclosetag(name) {
        flush()
        if (skip.at(-1) === name) skip.pop()
      },
    },
    { decodeEntities: true },
  )
  parser.write(html)
  parser.end()
  flush()
  return found
}
