/** Damaging a parsed document at one place, for the tests that feed readers hostile input. */

/** Every path in `value` (its keys from the root), the root's own included. */
export function pathsOf(value: unknown, at: string[] = [], out: string[][] = []): string[][] {
  out.push(at)
  if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) pathsOf(v, [...at, k], out)
  return out
}

/** A copy of `value` with what is at `path` replaced by `replacement`. */
export function damage(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement
  const [key, ...rest] = path as [string, ...string[]]
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string,
    unknown
  >
  copy[key] = damage(copy[key], rest, replacement)
  return copy
}
