/**
 * GitHub's filter patterns (`branches`, `branches-ignore`, `tags`, `paths`, ...), as the workflow
 * syntax's cheat sheet defines them: `*` any characters but `/`, `**` any characters, `?` zero or
 * one of the preceding character, `+` one or more of it, `[...]` one character of a set or range,
 * `\` escapes, and a leading `!` excludes what the patterns before it included (order matters: the
 * last pattern that matches decides).
 */

const cache = new Map<string, RegExp>()

/** The pattern (without its `!`) as an anchored regular expression. */
export function patternRegExp(pattern: string): RegExp {
  const hit = cache.get(pattern)
  if (hit) return hit
  let out = ''
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i] as string
    if (ch === '\\' && i + 1 < pattern.length) {
      out += escapeRegExp(pattern[++i] as string)
    } else if (ch === '*') {
      if (pattern[i + 1] === '*' && pattern[i + 2] === '/') {
        // `**/` also matches no folder at all (`docs/**/*.md` matches docs/README.md).
        out += '(?:.*/)?'
        i += 2
      } else if (pattern[i + 1] === '*') {
        out += '.*'
        i++
      } else out += '[^/]*'
    } else if (ch === '?' || ch === '+') {
      // A quantifier of the preceding character (at the start: the character itself).
      out += out ? ch : escapeRegExp(ch)
    } else if (ch === '[') {
      const end = pattern.indexOf(']', i + 1)
      if (end < 0) out += '\\['
      else {
        out += `[${pattern.slice(i + 1, end).replace(/[\\^\]]/g, '\\$&')}]`
        i = end
      }
    } else out += escapeRegExp(ch)
  }
  const re = new RegExp(`^${out}$`)
  cache.set(pattern, re)
  return re
}

function escapeRegExp(ch: string): string {
  return ch.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}

/** Whether `value` is selected by the list: the last pattern that matches decides (`!`: excluded). */
export function matchesPatterns(value: string, patterns: readonly string[]): boolean {
  let selected = false
  for (const p of patterns) {
    const negated = p.startsWith('!')
    if (patternRegExp(negated ? p.slice(1) : p).test(value)) selected = !negated
  }
  return selected
}

/** What a ref filter pair (`branches`/`branches-ignore`, `tags`/`tags-ignore`) says of `name`. */
export function refFilterAllows(
  name: string,
  include: readonly string[] | undefined,
  ignore: readonly string[] | undefined,
): boolean {
  if (include) return matchesPatterns(name, include)
  if (ignore) return !matchesPatterns(name, ignore)
  return true
}
