/**
 * GitHub's filter patterns (`branches`, `branches-ignore`, `tags`, `paths`, ...), as the workflow
 * syntax's cheat sheet defines them: `*` any characters but `/`, `**` any characters, `?` zero or
 * one of the preceding character, `+` one or more of it, `[...]` one character of a set or range,
 * `\` escapes, and a leading `!` excludes what the patterns before it included (order matters: the
 * last pattern that matches decides).
 */

/** One element of a pattern: a character, a set, or one of the three wildcards. */
type Token =
  | { k: 'char'; c: string }
  | { k: 'set'; has: (c: string) => boolean }
  /** `*`: any characters but `/`. */
  | { k: 'star' }
  /** `**`: any characters. */
  | { k: 'globstar' }
  /** `**` followed by `/`: no folder at all, or any characters ending in `/`. */
  | { k: 'folders' }

/** A token and how often it may repeat: once, `?` (zero or one), `+` (one or more), or both (`*`). */
interface Step {
  t: Token
  q: '' | '?' | '+' | '*'
}

const compiled = new Map<string, Step[]>()

/**
 * The pattern (without its `!`) as steps. Matched by {@link matchesPattern}, which walks the name
 * once per step: a regular expression built from it backtracked (16 asterisks before a letter
 * the name lacks: minutes), and `*+` or `[z-a]` did not compile.
 */
function compile(pattern: string): Step[] {
  const hit = compiled.get(pattern)
  if (hit) return hit
  const steps: Step[] = []
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i] as string
    const last = steps.at(-1)
    if (ch === '\\' && i + 1 < pattern.length) {
      steps.push({ t: { k: 'char', c: pattern[++i] as string }, q: '' })
    } else if (ch === '*') {
      if (pattern[i + 1] === '*' && pattern[i + 2] === '/') {
        // `**/` also matches no folder at all (`docs/**/*.md` matches docs/README.md).
        steps.push({ t: { k: 'folders' }, q: '' })
        i += 2
      } else if (pattern[i + 1] === '*') {
        steps.push({ t: { k: 'globstar' }, q: '' })
        i++
      } else steps.push({ t: { k: 'star' }, q: '' })
    } else if ((ch === '?' || ch === '+') && last) {
      // A quantifier of the preceding character; twice, the language of both (`a?+` is `a*`).
      last.q = last.q === '' ? ch : last.q === ch ? ch : '*'
    } else if (ch === '[' && pattern.indexOf(']', i + 1) > i + 1) {
      const end = pattern.indexOf(']', i + 1)
      const set = setOf(pattern.slice(i + 1, end))
      if (set) {
        steps.push({ t: { k: 'set', has: set }, q: '' })
        i = end
      } else steps.push({ t: { k: 'char', c: ch }, q: '' })
    } else steps.push({ t: { k: 'char', c: ch }, q: '' })
  }
  if (compiled.size > 10_000) compiled.clear()
  compiled.set(pattern, steps)
  return steps
}

/** A `[...]` set (ranges such as `0-9`; `^` and `\` as themselves), or undefined if it is not one. */
function setOf(inner: string): ((c: string) => boolean) | undefined {
  try {
    // One character against a class: no backtracking whatever the class holds.
    const re = new RegExp(`^[${inner.replace(/[\\^\]]/g, '\\$&')}]$`)
    return (c) => re.test(c)
  } catch {
    return undefined
  }
}

/** Where `t`, matched once, can end when it starts at any position marked in `from`. */
function once(t: Token, value: string, from: Uint8Array): Uint8Array {
  const n = value.length
  const out = new Uint8Array(n + 1)
  switch (t.k) {
    case 'char':
    case 'set':
      for (let p = 0; p < n; p++) {
        const c = value[p] as string
        if (from[p] && (t.k === 'char' ? c === t.c : t.has(c))) out[p + 1] = 1
      }
      return out
    case 'star':
    case 'globstar':
      for (let p = 0; p <= n; p++)
        out[p] =
          from[p] || (p > 0 && out[p - 1] && (t.k === 'globstar' || value[p - 1] !== '/')) ? 1 : 0
      return out
    case 'folders': {
      let started = false
      for (let p = 0; p <= n; p++) {
        out[p] = from[p] || (started && value[p - 1] === '/') ? 1 : 0
        if (from[p]) started = true
      }
      return out
    }
  }
}

/** Whether `value` is the pattern's (without its `!`): every step in turn, a set of positions each. */
function matchesPattern(pattern: string, value: string): boolean {
  let at: Uint8Array = new Uint8Array(value.length + 1)
  at[0] = 1
  for (const { t, q } of compile(pattern)) {
    let next: Uint8Array = once(t, value, at)
    if (q === '?' || q === '*') next = next.map((v, p) => v | (at[p] as number))
    if (q === '+' || q === '*') {
      // Once more from where the last round newly ended, until no new end is found.
      let frontier: Uint8Array = next
      for (;;) {
        const more = once(t, value, frontier)
        let grew = false
        for (let p = 0; p < more.length; p++) {
          if (more[p] && !next[p]) {
            next[p] = 1
            grew = true
          } else more[p] = 0
        }
        if (!grew) break
        frontier = more
      }
    }
    at = next
    if (!at.includes(1)) return false
  }
  return at[value.length] === 1
}

/** Whether `value` is selected by the list: the last pattern that matches decides (`!`: excluded). */
export function matchesPatterns(value: string, patterns: readonly string[]): boolean {
  let selected = false
  for (const p of patterns) {
    const negated = p.startsWith('!')
    if (matchesPattern(negated ? p.slice(1) : p, value)) selected = !negated
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
