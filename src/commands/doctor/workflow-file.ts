/**
 * A workflow file read with a real YAML parser (`yaml`), keeping where each key is: its plain
 * value for the analysis and the line of any path in it for the findings and annotations.
 */
import {
  LineCounter,
  isMap,
  isPair,
  isScalar,
  parseDocument,
  type Document,
  type Node,
  type Pair,
  type YAMLMap,
} from 'yaml'

/** One workflow file, parsed. */
export interface WorkflowFile {
  /** Its path as findings name it (relative to the checkout, `/` separators). */
  file: string
  /** The document as plain data (`on:` stays the key `on`, never `true`). */
  data: unknown
  /** The line (1-based) of the key at `path` (its value's line when it has no key); 1 if absent. */
  lineOf(path: readonly (string | number)[]): number
  /**
   * Why the file is not read (then `data` is undefined): not valid YAML, aliases that expand past
   * {@link MAX_ALIAS_COUNT} (a YAML bomb), or the file itself (too large, not readable).
   */
  error?: { kind: 'yaml' | 'aliases' | 'unreadable'; message: string; line: number }
}

/** Why a file is not read, for a sentence after its path: `is not valid YAML (…)`. */
export function problemText(error: NonNullable<WorkflowFile['error']>): string {
  switch (error.kind) {
    case 'yaml':
      return `is not valid YAML (${error.message})`
    case 'aliases':
      return `uses YAML aliases that expand past the guard against alias bombs (${error.message})`
    case 'unreadable':
      return error.message
  }
}

/** yaml's own default: an alias may stand for at most this many nodes in all. */
export const MAX_ALIAS_COUNT = 100

/**
 * The first pair of `map` whose scalar key reads `key`, from an index built once per map: a
 * workflow of thousands of jobs asks for the line of each, and a scan per question made that
 * quadratic (20,000 jobs: 53 s).
 */
function pairOf(map: YAMLMap, key: string): Pair | undefined {
  let index = pairIndexes.get(map)
  if (!index) {
    index = new Map()
    for (const p of map.items) {
      if (!isPair(p) || !isScalar(p.key)) continue
      const k = String(p.key.value)
      if (!index.has(k)) index.set(k, p)
    }
    pairIndexes.set(map, index)
  }
  return index.get(key)
}
const pairIndexes = new WeakMap<YAMLMap, Map<string, Pair>>()

/** Parses one workflow file's text. */
export function parseWorkflowFile(file: string, text: string): WorkflowFile {
  const lines = new LineCounter()
  // YAML 1.2 (the default): `on` is a string key, not the boolean of YAML 1.1.
  const doc: Document = parseDocument(text, { lineCounter: lines, uniqueKeys: false })
  const lineAt = (offset: number | undefined) =>
    offset === undefined ? 1 : lines.linePos(offset).line
  if (doc.errors.length) {
    const e = doc.errors[0]!
    return {
      file,
      data: undefined,
      lineOf: () => 1,
      error: { kind: 'yaml', message: e.message.split('\n')[0] as string, line: lineAt(e.pos[0]) },
    }
  }
  let data: unknown
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT })
  } catch (e) {
    // yaml refuses aliases that would expand the document past its guard (a billion laughs).
    return {
      file,
      data: undefined,
      lineOf: () => 1,
      error: { kind: 'aliases', message: (e as Error).message, line: 1 },
    }
  }
  return {
    file,
    data,
    lineOf(path) {
      let node: unknown = doc.contents
      let line = 1
      for (const key of path) {
        if (isMap(node)) {
          const pair = pairOf(node, String(key))
          if (!pair) return line
          line = lineAt((pair.key as Node).range?.[0])
          node = pair.value
        } else if (node && typeof node === 'object' && 'items' in node) {
          const item = (node as { items: unknown[] }).items[Number(key)] as Node | undefined
          if (!item) return line
          line = lineAt(item.range?.[0])
          node = item
        } else return line
      }
      return line
    },
  }
}
