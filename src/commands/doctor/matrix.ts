/**
 * A job's `strategy.matrix` expanded as GitHub expands it: the product of its lists in key order,
 * `exclude` (an entry removes every combination it matches, partially too), then `include` (an
 * entry extends each original combination none of whose original values it would change, and
 * becomes a combination of its own when it extends none; combinations made by `include` are not
 * extended by later entries). See "Running variations of jobs in a workflow".
 */
import { plainText, type Value } from './expressions.js'

/** One combination: its values in the order GitHub shows them in a check name. */
export type Combination = Array<[string, Value]>

/** The expansion, or why it cannot be known before the run. */
export type Expansion = { combos: Combination[] } | { unknown: string }

const get = (c: Combination, k: string) => c.find(([x]) => x === k)

/** GitHub runs at most this many jobs of one matrix ("Running variations of jobs"). */
export const GITHUB_MAX_MATRIX_JOBS = 256
/**
 * The most work doctor spends on one matrix: its combinations before `exclude` and `include`,
 * times one plus their entries (256 jobs with 255 entries at most). A matrix past it (ten lists
 * of ten values make 10^10 combinations) is not expanded: it would take minutes and gigabytes
 * (a million combinations of ten values held ~1 GB), and GitHub would not run it.
 */
export const MAX_MATRIX_WORK = GITHUB_MAX_MATRIX_JOBS * GITHUB_MAX_MATRIX_JOBS

function same(a: Value, b: Value): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/** Expands a matrix (the plain value of `strategy.matrix`). */
export function expandMatrix(matrix: unknown): Expansion {
  if (typeof matrix === 'string')
    return { unknown: `the matrix is an expression (${matrix.trim()})` }
  if (!matrix || typeof matrix !== 'object' || Array.isArray(matrix)) {
    return { unknown: 'the matrix is not a mapping' }
  }
  const m = matrix as Record<string, unknown>
  const keys = Object.keys(m).filter((k) => k !== 'include' && k !== 'exclude')
  for (const k of keys) {
    if (!Array.isArray(m[k])) return { unknown: `matrix.${k} is not a list (${plainText(m[k])})` }
  }
  for (const key of ['exclude', 'include'] as const) {
    if (m[key] !== undefined && !Array.isArray(m[key])) {
      return { unknown: `matrix.${key} is not a list of mappings` }
    }
  }
  const exclude = (m.exclude ?? []) as unknown[]
  const include = (m.include ?? []) as unknown[]
  const product = keys.reduce((n, k) => n * (m[k] as unknown[]).length, keys.length ? 1 : 0)
  if (product * (1 + exclude.length + include.length) > MAX_MATRIX_WORK) {
    return {
      unknown: `the matrix is too large to expand (${product.toLocaleString('en-US')} combinations before exclude and include, with ${exclude.length + include.length} entries); GitHub runs at most ${GITHUB_MAX_MATRIX_JOBS} jobs of one matrix`,
    }
  }
  // No list, or an empty one, makes no combination (built list by list, the lists before an
  // empty one could make 10^8 first).
  let combos: Combination[] = product > 0 ? [[]] : []
  for (const k of keys) {
    const values = m[k] as unknown[]
    combos = combos.flatMap((c) => values.map((v) => [...c, [k, v as Value]] as Combination))
  }
  for (const e of [...exclude, ...include]) {
    if (!e || typeof e !== 'object' || Array.isArray(e)) {
      return { unknown: 'a matrix include/exclude entry is not a mapping' }
    }
  }
  combos = combos.filter(
    (c) =>
      !exclude.some((e) =>
        Object.entries(e as Record<string, Value>).every(([k, v]) => {
          const hit = get(c, k)
          return hit !== undefined && same(hit[1], v)
        }),
      ),
  )
  const original = combos.length
  for (const raw of include) {
    const entry = Object.entries(raw as Record<string, Value>)
    let extended = false
    for (let i = 0; i < original; i++) {
      const c = combos[i] as Combination
      const fits = entry.every(([k, v]) => !keys.includes(k) || same(get(c, k)?.[1] ?? null, v))
      if (!fits) continue
      extended = true
      for (const [k, v] of entry) {
        const hit = get(c, k)
        if (hit) hit[1] = v
        else c.push([k, v])
      }
    }
    if (!extended) combos.push(entry.map(([k, v]) => [k, v]))
  }
  return { combos }
}

/** The suffix GitHub adds to a matrix job's check name: ` (ubuntu-latest, 20)`; undefined for a mapping value. */
export function matrixSuffix(c: Combination): string | undefined {
  if (!c.length) return ''
  const parts: string[] = []
  for (const [, v] of c) {
    if (v !== null && typeof v === 'object') return undefined
    parts.push(v === null ? '' : String(v))
  }
  return ` (${parts.join(', ')})`
}
