/**
 * A workflow file read with a real YAML parser (`yaml`), keeping where each key is: its plain
 * value for the analysis, the line of any path in it for the findings and annotations, and what
 * GitHub's own reader refuses that `yaml` lets pass (a key written twice, an unquoted `!`).
 */
import {
  LineCounter,
  Lexer,
  isMap,
  isPair,
  isScalar,
  isSeq,
  parseDocument,
  type Document,
  type Node,
  type Pair,
  type YAMLMap,
} from 'yaml'

/**
 * Why a workflow file is not read, and so what its checks are: `yaml` (not valid YAML),
 * `symlink` (a link: GitHub reads the link's own text) and `too-large` are files GitHub refuses
 * too; `aliases` (past the guard against alias bombs), `nesting` (flow collections nested past
 * {@link MAX_FLOW_NESTING}) and `unreadable` (permission, a NUL byte, a FIFO) are doctor's own
 * limits; `folder` is a folder named like a workflow, which GitHub does not run.
 */
export type FileProblemKind =
  'yaml' | 'symlink' | 'too-large' | 'aliases' | 'nesting' | 'unreadable' | 'folder'

/** A problem GitHub's YAML reader has with a file `yaml` reads: refused, at a line. */
export interface YamlIssue {
  line: number
  /** `key \`on\` is defined twice (lines 3 and 9)`, for a sentence after "GitHub refuses it:". */
  why: string
}

/** One workflow file, parsed. */
export interface WorkflowFile {
  /** Its path as findings name it (relative to the checkout, `/` separators). */
  file: string
  /** The document as plain data (`on:` stays the key `on`, never `true`); undefined when not read. */
  data: unknown
  /** The line (1-based) of the key at `path` (its value's line when it has no key); 1 if absent. */
  lineOf(path: readonly (string | number)[]): number
  /** Why the file is not read (then `data` is undefined), at its line. */
  problem?: { kind: FileProblemKind; line: number; detail: string }
  /** What GitHub's reader refuses in a file `yaml` read: a key twice, a YAML tag where text goes. */
  yamlIssues: YamlIssue[]
  /** Its size in bytes (GitHub does not run a workflow file over 500 KB). */
  bytes: number
}

/** yaml's own default: an alias may stand for at most this many nodes in all. */
export const MAX_ALIAS_COUNT = 100

/**
 * The deepest `[`/`{` nesting read: yaml's parser spends ~20 µs per level (1 MB of `[`: 10 s)
 * and then gives up with a stack overflow; no workflow nests a tenth as deep.
 */
export const MAX_FLOW_NESTING = 1000

/** A file that was not read: its path, the problem, no data. */
export function unreadFile(
  file: string,
  kind: FileProblemKind,
  detail: string,
  bytes = 0,
  line = 1,
): WorkflowFile {
  return {
    file,
    data: undefined,
    lineOf: () => 1,
    problem: { kind, line, detail },
    yamlIssues: [],
    bytes,
  }
}

/** Why a file was not read, for a sentence after "because": `it is not valid YAML at line 3 (…)`. */
export function problemText(p: NonNullable<WorkflowFile['problem']>): string {
  switch (p.kind) {
    case 'yaml':
      return `it is not valid YAML at line ${p.line} (${p.detail})`
    case 'symlink':
      return "it is a symbolic link, which GitHub does not follow (it reads the link's own text)"
    case 'too-large':
    case 'unreadable':
    case 'nesting':
    case 'folder':
      return `it ${p.detail}`
    case 'aliases':
      return `it uses YAML aliases that expand past the guard against alias bombs (${p.detail})`
  }
}

/**
 * yaml's message without its position and excerpt: `Nested mappings are not allowed in compact
 * mappings at line 2, column 9:\n\n…` is `Nested mappings are not allowed in compact mappings`
 * (the finding gives the line).
 */
export function yamlMessage(message: string): string {
  const first = message.split('\n')[0] ?? ''
  return first.replace(/ at line \d+, column \d+:?$/, '').replace(/:$/, '')
}

/** Parses one workflow file's text. */
export function parseWorkflowFile(file: string, text: string): WorkflowFile {
  const bytes = Buffer.byteLength(text)
  const lines = new LineCounter()
  const lineAt = (offset: number | undefined) =>
    offset === undefined ? 1 : lines.linePos(offset).line
  const deep = flowNestingPast(text, MAX_FLOW_NESTING)
  if (deep !== undefined) {
    return unreadFile(
      file,
      'nesting',
      `nests [ and { deeper than ${MAX_FLOW_NESTING} levels`,
      bytes,
      lineNumberAt(text, deep),
    )
  }
  // YAML 1.2 (the default): `on` is a string key, not the boolean of YAML 1.1.
  const doc: Document = parseDocument(text, { lineCounter: lines, uniqueKeys: false })
  if (doc.errors.length) {
    const e = doc.errors[0]!
    return unreadFile(file, 'yaml', yamlMessage(e.message), bytes, lineAt(e.pos[0]))
  }
  let data: unknown
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT })
  } catch (e) {
    // yaml refuses aliases that would expand the document past its guard (a billion laughs).
    return unreadFile(file, 'aliases', (e as Error).message, bytes)
  }
  const issues: YamlIssue[] = doc.warnings
    .filter((w) => w.code === 'TAG_RESOLVE_FAILED')
    .map((w) => ({
      line: lineAt(w.pos[0]),
      why: `an unquoted \`!\` starts a YAML tag (${yamlMessage(w.message)}); quote the value or wrap it in \${{ }}`,
    }))
  issues.push(...duplicateKeys(doc.contents, lineAt))
  return { file, data, yamlIssues: issues, bytes, lineOf: linesOf(doc, lineAt) }
}

/** The line finder of a parsed document: a walk down `path`, each map's keys indexed once. */
function linesOf(doc: Document, lineAt: (offset: number | undefined) => number) {
  return (path: readonly (string | number)[]): number => {
    let node: unknown = doc.contents
    let line = 1
    for (const key of path) {
      if (isMap(node)) {
        const pair = pairOf(node, String(key))
        if (!pair) return line
        line = lineAt((pair.key as Node).range?.[0])
        node = pair.value
      } else if (isSeq(node)) {
        const item = node.items[Number(key)] as Node | undefined
        if (!item) return line
        line = lineAt(item.range?.[0])
        node = item
      } else return line
    }
    return line
  }
}

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

/**
 * Keys written twice in one mapping (`on:` twice, a job id twice): GitHub refuses the file, while
 * yaml keeps the last. Walked with a stack (no recursion), each node once.
 */
function duplicateKeys(root: unknown, lineAt: (offset: number | undefined) => number): YamlIssue[] {
  const out: YamlIssue[] = []
  const stack: unknown[] = [root]
  while (stack.length) {
    const node = stack.pop()
    if (isMap(node)) {
      const seen = new Map<string, number>()
      for (const p of node.items) {
        stack.push(p.value)
        if (!isScalar(p.key)) continue
        const k = String(p.key.value)
        const line = lineAt((p.key as Node).range?.[0])
        const first = seen.get(k)
        if (first === undefined) seen.set(k, line)
        else if (out.length < 20)
          out.push({
            line,
            why: `key \`${k.slice(0, 80)}\` is defined twice (lines ${first} and ${line})`,
          })
      }
    } else if (isSeq(node)) {
      // One at a time: a spread of a list of a million items overflows the stack.
      for (const item of node.items) stack.push(item)
    }
  }
  return out
}

/**
 * The offset where `[`/`{` nesting first passes `max`, from yaml's lexer (which knows quotes and
 * comments), or undefined. One pass over the tokens.
 */
function flowNestingPast(text: string, max: number): number | undefined {
  // A text with fewer openers than the bound cannot pass it: no lexing.
  let openers = 0
  for (let i = text.indexOf('['); i !== -1 && openers <= max; i = text.indexOf('[', i + 1))
    openers++
  for (let i = text.indexOf('{'); i !== -1 && openers <= max; i = text.indexOf('{', i + 1))
    openers++
  if (openers <= max) return undefined
  let depth = 0
  let offset = 0
  for (const token of new Lexer().lex(text)) {
    if (token === '[' || token === '{') depth++
    else if (token === ']' || token === '}') depth = Math.max(0, depth - 1)
    if (depth > max) return offset
    // The lexer's markers (document, flow end, scalar: one control character) are not text.
    if (!(token.length === 1 && token < ' ' && token !== '\n' && token !== '\t'))
      offset += token.length
  }
  return undefined
}

/** The 1-based line of `offset` in `text`. */
function lineNumberAt(text: string, offset: number): number {
  let line = 1
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++
  return line
}
