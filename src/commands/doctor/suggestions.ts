/**
 * "Did you mean": the check names the workflows report that a required check no job reports is
 * close to. A matrix job's full name (`test (ubuntu-latest)` for `test`), a reusable workflow's
 * (`ci / test` for `test`), the same name in another case, or a name one or two edits away.
 * Indexed once, so each required check costs a few lookups and a bounded scan.
 */

/** The names, indexed for the lookups. */
export interface NameIndex {
  /** Lower-cased name to the names. */
  lower: Map<string, string[]>
  /** The name before a matrix suffix ` (…)` and after a caller's `… / `, to the full names. */
  core: Map<string, string[]>
  /** A reusable workflow's caller part (before the first ` / `), to the full names. */
  caller: Map<string, string[]>
  /** Names by length, for the edit distance. */
  byLength: Map<number, string[]>
  /** Names left to measure by edit distance, for every check together. */
  scansLeft: number
}

/** At most this many names are measured by edit distance per check (the rest: not suggested). */
const MAX_DISTANCE_SCANS = 500
/** ... and for all checks together (a thousand required checks no job reports). */
const MAX_TOTAL_DISTANCE_SCANS = 50_000
/** At most this many suggestions per check. */
const MAX_SUGGESTIONS = 3

const push = (m: Map<string | number, string[]>, k: string | number, v: string) => {
  const list = m.get(k)
  if (list) list.push(v)
  else m.set(k, [v])
}

/** The part of a check name that a required check may be: `ci / test (20)` is `test`. */
function coreOf(name: string): string {
  const slash = name.lastIndexOf(' / ')
  const after = slash < 0 ? name : name.slice(slash + 3)
  const paren = after.indexOf(' (')
  return paren < 0 ? after : after.slice(0, paren)
}

/** Indexes the names a checkout's workflows report. */
export function nameIndex(names: Iterable<string>): NameIndex {
  const index: NameIndex = {
    lower: new Map(),
    core: new Map(),
    caller: new Map(),
    byLength: new Map(),
    scansLeft: MAX_TOTAL_DISTANCE_SCANS,
  }
  for (const n of new Set(names)) {
    push(index.lower as Map<string | number, string[]>, n.toLowerCase(), n)
    push(index.core as Map<string | number, string[]>, coreOf(n), n)
    const slash = n.indexOf(' / ')
    if (slash > 0) push(index.caller as Map<string | number, string[]>, n.slice(0, slash), n)
    push(index.byLength as Map<string | number, string[]>, n.length, n)
  }
  return index
}

/** The names close to `check`, closest first, at most three. */
export function suggestionsFor(check: string, index: NameIndex): string[] {
  const found = new Set<string>()
  for (const n of index.lower.get(check.toLowerCase()) ?? []) if (n !== check) found.add(n)
  for (const n of index.core.get(coreOf(check)) ?? []) if (n !== check) found.add(n)
  for (const n of index.caller.get(check) ?? []) found.add(n)
  if (found.size < MAX_SUGGESTIONS && check.length >= 4) {
    let scans = 0
    for (let len = check.length - 2; len <= check.length + 2 && scans < MAX_DISTANCE_SCANS; len++) {
      for (const n of index.byLength.get(len) ?? []) {
        if (++scans > MAX_DISTANCE_SCANS || --index.scansLeft < 0) break
        if (n !== check && withinTwoEdits(check.toLowerCase(), n.toLowerCase())) found.add(n)
      }
    }
  }
  return [...found].slice(0, MAX_SUGGESTIONS)
}

/** Whether `a` and `b` are at most two edits apart (Levenshtein in a band of five diagonals). */
export function withinTwoEdits(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 2) return false
  const FAR = 3
  let prev = new Int32Array(b.length + 1).fill(FAR)
  let row = new Int32Array(b.length + 1).fill(FAR)
  for (let j = 0; j <= Math.min(2, b.length); j++) prev[j] = j
  for (let i = 1; i <= a.length; i++) {
    const lo = Math.max(1, i - 2)
    const hi = Math.min(b.length, i + 2)
    row[lo - 1] = lo === 1 && i <= 2 ? i : FAR
    let best = row[lo - 1] as number
    for (let j = lo; j <= hi; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      const d = Math.min(
        FAR,
        (prev[j - 1] as number) + cost,
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
      )
      row[j] = d
      if (d < best) best = d
    }
    if (hi < b.length) row[hi + 1] = FAR
    if (best >= FAR) return false
    ;[prev, row] = [row, prev]
  }
  return (prev[b.length] as number) <= 2
}
