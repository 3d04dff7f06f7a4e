/**
 * A job's `strategy.matrix` expanded as GitHub expands it: the product of its lists in key order,
 * `exclude` (an entry removes every combination it matches, partially too), then `include` (an
 * entry extends each original combination none of whose original values it would change, and
 * becomes a combination of its own when it extends none; combinations made by `include` are not
 * extended by later entries). See "Running variations of jobs in a workflow".
 */
import { plainText, type Value } from './expressions.js'

/** One combination: its values in the order GitHub shows them in a check name. */
export type Combination = Map<string, Value>

/** The expansion, or why it cannot be known before the run. */
export type Expansion = { combos: Combination[] } | { unknown: string }

/** GitHub runs at most this many jobs of one matrix ("Running variations of jobs"). */
export const GITHUB_MAX_MATRIX_JOBS = 256
/**
 * The most work doctor spends on one matrix: its combinations before `exclude` and `include`,
 * times one plus their entries (256 jobs with 255 entries at most). A matrix past it (ten lists
 * of ten values make 10^10 combinations) is not expanded: it would take minutes and gigabytes
 * (a million combinations of ten values held ~1 GB), and GitHub would not run it.
 */
export const MAX_MATRIX_WORK = GITHUB_MAX_MATRIX_JOBS * GITHUB_MAX_MATRIX_JOBS
/**
 * The most values doctor writes into the combinations in all (256 jobs of 256 values): an
 * `include` entry of 10,000 keys extends each of 256 combinations, which held 2.5 million values
 * (and each name their 10,000) and took minutes.
 */
export const MAX_MATRIX_VALUES = GITHUB_MAX_MATRIX_JOBS * GITHUB_MAX_MATRIX_JOBS

const range = (n: number) => Array.from({ length: n }, (_, i) => i)

const isMapping = (v: unknown): v is Record<string, Value> =>
  !!v && typeof v === 'object' && !Array.isArray(v)

function same(a: Value | undefined, b: Value): boolean {
  return a === b || JSON.stringify(a ?? null) === JSON.stringify(b)
}

/** Why the matrix's shape cannot be expanded, or its lists and entries. */
function shapeOf(matrix: unknown):
  | { unknown: string }
  | {
      keys: string[]
      lists: unknown[][]
      exclude: Record<string, Value>[]
      include: Record<string, Value>[]
    } {
  if (typeof matrix === 'string')
    return { unknown: `the matrix is an expression (${matrix.trim().slice(0, 200)})` }
  if (!isMapping(matrix)) return { unknown: 'the matrix is not a mapping' }
  const keys = Object.keys(matrix).filter((k) => k !== 'include' && k !== 'exclude')
  for (const k of keys) {
    if (!Array.isArray(matrix[k])) {
      return { unknown: `matrix.${k} is not a list (${plainText(matrix[k]).slice(0, 80)})` }
    }
  }
  const entries = { exclude: [] as Record<string, Value>[], include: [] as Record<string, Value>[] }
  for (const key of ['exclude', 'include'] as const) {
    const list = matrix[key]
    if (list === undefined) continue
    if (!Array.isArray(list) || !list.every(isMapping)) {
      return { unknown: `matrix.${key} is not a list of mappings` }
    }
    entries[key] = list
  }
  return { keys, lists: keys.map((k) => matrix[k] as unknown[]), ...entries }
}

/** Expands a matrix (the plain value of `strategy.matrix`). */
export function expandMatrix(matrix: unknown): Expansion {
  const shape = shapeOf(matrix)
  if ('unknown' in shape) return shape
  const { keys, lists, exclude, include } = shape
  const product = lists.reduce((n, l) => n * l.length, keys.length ? 1 : 0)
  const entryValues = include.reduce((n, e) => n + Object.keys(e).length, 0)
  const values = product * keys.length + Math.max(product, 1) * entryValues
  if (
    product * (1 + exclude.length + include.length) > MAX_MATRIX_WORK ||
    values > MAX_MATRIX_VALUES
  ) {
    return {
      unknown:
        `the matrix is too large to expand (${product.toLocaleString('en-US')} combinations before ` +
        `exclude and include, with ${exclude.length + include.length} entries of ` +
        `${entryValues.toLocaleString('en-US')} values); GitHub runs at most ` +
        `${GITHUB_MAX_MATRIX_JOBS} jobs of one matrix`,
    }
  }
  // Each combination built once, the last key varying fastest (GitHub's order): built list by
  // list, each list copied the combinations so far (10,000 keys of one value: 50 million copies).
  let combos: Combination[] = range(product).map((n) => {
    const c: Combination = new Map()
    for (let i = keys.length - 1; i >= 0; i--) {
      const list = lists[i] as Value[]
      c.set(keys[i] as string, list[n % list.length] as Value)
      n = Math.floor(n / list.length)
    }
    return new Map([...c].reverse())
  })
  combos = combos.filter(
    (c) => !exclude.some((e) => Object.entries(e).every(([k, v]) => c.has(k) && same(c.get(k), v))),
  )
  return { combos: withIncludes(combos, new Set(keys), include) }
}

/**
 * `include` over the combinations: an entry extends each original combination none of whose
 * original values it would change, and is a combination of its own when it extends none.
 */
function withIncludes(combos: Combination[], keys: Set<string>, include: Record<string, Value>[]) {
  const original = combos.length
  for (const raw of include) {
    const entry = Object.entries(raw)
    let extended = false
    for (let i = 0; i < original; i++) {
      const c = combos[i] as Combination
      if (!entry.every(([k, v]) => !keys.has(k) || same(c.get(k) ?? null, v))) continue
      extended = true
      for (const [k, v] of entry) c.set(k, v)
    }
    if (!extended) combos.push(new Map(entry))
  }
  return combos
}

/** The suffix GitHub adds to a matrix job's check name: ` (ubuntu-latest, 20)`; undefined for a mapping value. */
export function matrixSuffix(c: Combination): string | undefined {
  if (!c.size) return ''
  const parts: string[] = []
  for (const v of c.values()) {
    if (v !== null && typeof v === 'object') return undefined
    parts.push(v === null ? '' : String(v))
  }
  return ` (${parts.join(', ')})`
}
