/**
 * GitHub Actions expressions (`if:`, `name: Build ${{ matrix.os }}`), evaluated with what is known
 * of a test run and nothing more: a value doctor cannot know (a secret, a variable, an output of
 * another job, most of the event's payload) is UNKNOWN, and UNKNOWN spreads through every operator
 * unless the other side decides (`false && x`, `true || x`). The grammar and the loose comparison
 * rules are GitHub's (docs: "Evaluate expressions in workflows and actions").
 */

/** A value that cannot be known before the run. */
export const UNKNOWN: unique symbol = Symbol('unknown')
export type Value =
  string | number | boolean | null | Value[] | { [k: string]: Value } | typeof UNKNOWN

export type Context = Record<string, Value>

/** Objects whose absent keys are known to be absent (null), not unknown. */
const closedObjects = new WeakSet<object>()

/** Marks a context object closed: a key it lacks reads as null. */
export function closed<T extends Record<string, Value>>(o: T): T {
  closedObjects.add(o)
  return o
}

/** An expression doctor cannot parse. */
export class ExpressionSyntaxError extends Error {}

type Node =
  | { t: 'lit'; v: Value }
  | { t: 'ref'; name: string }
  | { t: 'prop'; of: Node; key: Node | string }
  | { t: 'call'; fn: string; args: Node[] }
  | { t: 'not'; of: Node }
  | { t: 'bin'; op: string; l: Node; r: Node }

type Token = { k: 'num' | 'str' | 'id' | 'op'; v: string }

const NUMBER = /(-?(?:0x[0-9a-f]+|\d+(?:\.\d+)?(?:e[+-]?\d+)?))/iy
const IDENTIFIER = /[A-Za-z_][A-Za-z0-9_-]*/y

function tokenize(src: string): Token[] {
  const out: Token[] = []
  let i = 0
  while (i < src.length) {
    const ch = src[i] as string
    if (/\s/.test(ch)) {
      i++
      continue
    }
    if (ch === "'") {
      let s = ''
      i++
      for (;;) {
        if (i >= src.length) throw new ExpressionSyntaxError('unterminated string')
        if (src[i] === "'") {
          if (src[i + 1] === "'") {
            s += "'"
            i += 2
            continue
          }
          i++
          break
        }
        s += src[i++]
      }
      out.push({ k: 'str', v: s })
      continue
    }
    const two = src.slice(i, i + 2)
    if (['==', '!=', '<=', '>=', '&&', '||'].includes(two)) {
      out.push({ k: 'op', v: two })
      i += 2
      continue
    }
    if ('!<>()[].,*'.includes(ch)) {
      out.push({ k: 'op', v: ch })
      i++
      continue
    }
    // Sticky expressions read from `i` on: a slice of the rest per token made tokenizing
    // quadratic in the expression's length.
    NUMBER.lastIndex = i
    const num = ch === '-' || (ch >= '0' && ch <= '9') ? NUMBER.exec(src) : null
    if (num) {
      out.push({ k: 'num', v: num[1] as string })
      i += (num[1] as string).length
      continue
    }
    IDENTIFIER.lastIndex = i
    const id = IDENTIFIER.exec(src)
    if (id) {
      out.push({ k: 'id', v: id[0] })
      i += id[0].length
      continue
    }
    throw new ExpressionSyntaxError(`unexpected ${JSON.stringify(ch)}`)
  }
  return out
}

const PRECEDENCE: Record<string, number> = {
  '||': 1,
  '&&': 2,
  '==': 3,
  '!=': 3,
  '<': 4,
  '<=': 4,
  '>': 4,
  '>=': 4,
}

const parsed = new Map<string, Node>()

/** Parses one expression (without `${{ }}`), once per text. Throws {@link ExpressionSyntaxError}. */
export function parseExpression(src: string): Node {
  let node = parsed.get(src)
  if (!node) {
    node = parseFresh(src)
    if (parsed.size > 10_000) parsed.clear()
    parsed.set(src, node)
  }
  return node
}

/**
 * The deepest nesting doctor parses (parentheses, `!`, calls, indexes and each operator of a
 * chain a level), so evaluating the tree stays far from the stack's limit.
 * GitHub refuses an expression whose function calls nest deeper than 50 ("Exceeded max expression
 * depth 50"); past this bound the parser's recursion would overflow the stack instead.
 */
export const MAX_EXPRESSION_DEPTH = 200

/** The longest expression GitHub accepts, in characters (the runner's `ExpressionConstants.MaxLength`). */
export const MAX_EXPRESSION_LENGTH = 21_000

function parseFresh(src: string): Node {
  if (src.length > MAX_EXPRESSION_LENGTH)
    throw new ExpressionSyntaxError(
      `longer than ${MAX_EXPRESSION_LENGTH.toLocaleString('en-US')} characters, which GitHub refuses`,
    )
  const parser = new ExpressionParser(tokenize(src))
  const e = parser.binary(0)
  parser.end()
  return e
}

const tooDeep = () =>
  new ExpressionSyntaxError(
    `nested deeper than ${MAX_EXPRESSION_DEPTH} levels (GitHub refuses function calls nested deeper than 50)`,
  )

/** A recursive descent over the tokens, counting its depth against {@link MAX_EXPRESSION_DEPTH}. */
class ExpressionParser {
  private pos = 0
  private depth = 0

  constructor(private readonly tokens: Token[]) {}

  /** Fails unless every token was read. */
  end(): void {
    if (this.pos !== this.tokens.length) {
      throw new ExpressionSyntaxError(`unexpected ${this.tokens[this.pos]!.v}`)
    }
  }

  private deeper<T>(parse: () => T): T {
    if (++this.depth > MAX_EXPRESSION_DEPTH) {
      this.depth--
      throw tooDeep()
    }
    try {
      return parse()
    } finally {
      this.depth--
    }
  }

  private peek(): Token | undefined {
    return this.tokens[this.pos]
  }

  private take(v?: string): Token {
    const t = this.tokens[this.pos]
    if (!t || (v !== undefined && t.v !== v)) {
      throw new ExpressionSyntaxError(`expected ${v ?? 'more'} at token ${this.pos + 1}`)
    }
    this.pos++
    return t
  }

  private primary(): Node {
    const t = this.take()
    if (t.k === 'op' && t.v === '!')
      return { t: 'not', of: this.postfix(this.deeper(() => this.primary())) }
    if (t.k === 'op' && t.v === '(') {
      const e = this.binary(0)
      this.take(')')
      return e
    }
    if (t.k === 'str') return { t: 'lit', v: t.v }
    if (t.k === 'num') return { t: 'lit', v: Number(t.v) }
    if (t.k !== 'id') throw new ExpressionSyntaxError(`unexpected ${JSON.stringify(t.v)}`)
    if (t.v === 'true' || t.v === 'false') return { t: 'lit', v: t.v === 'true' }
    if (t.v === 'null') return { t: 'lit', v: null }
    if (this.peek()?.v !== '(') return { t: 'ref', name: t.v }
    this.take('(')
    const args: Node[] = []
    while (this.peek()?.v !== ')') {
      args.push(this.binary(0))
      if (this.peek()?.v === ',') this.take(',')
      else break
    }
    this.take(')')
    return { t: 'call', fn: t.v.toLowerCase(), args }
  }

  private postfix(n: Node): Node {
    for (;;) {
      const t = this.peek()
      if (t?.v === '.') {
        this.take('.')
        const key = this.take()
        if (key.k !== 'id' && key.v !== '*') throw new ExpressionSyntaxError('expected a property')
        n = { t: 'prop', of: n, key: key.v }
      } else if (t?.v === '[') {
        this.take('[')
        const key = this.binary(0)
        this.take(']')
        n = { t: 'prop', of: n, key }
      } else return n
    }
  }

  /** Operators of precedence `min` and above. */
  binary(min: number): Node {
    return this.deeper(() => this.binaryAt(min))
  }

  private binaryAt(min: number): Node {
    let left = this.postfix(this.deeper(() => this.primary()))
    // `a || b || c ...` nests to the left: each operator is a level of the tree (evaluated
    // recursively), so the chain counts towards the depth too.
    let chained = 0
    try {
      for (;;) {
        const t = this.peek()
        const p = t && t.k === 'op' ? PRECEDENCE[t.v] : undefined
        if (p === undefined || p < min) return left
        this.take()
        left = { t: 'bin', op: t!.v, l: left, r: this.binary(p + 1) }
        chained++
        if (++this.depth > MAX_EXPRESSION_DEPTH) throw tooDeep()
      }
    } finally {
      this.depth -= chained
    }
  }
}

/** GitHub's truthiness: false, 0, -0, '', null and NaN are false. */
export function truthy(v: Value): boolean | typeof UNKNOWN {
  if (v === UNKNOWN) return UNKNOWN
  if (v === null || v === false || v === '' || v === 0 || Number.isNaN(v)) return false
  return true
}

function toNumber(v: Value): number {
  if (v === null) return 0
  if (typeof v === 'boolean') return v ? 1 : 0
  if (typeof v === 'number') return v
  if (typeof v === 'string') return v.trim() === '' ? 0 : Number(v)
  return NaN
}

function looseEquals(a: Value, b: Value): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a.toLowerCase() === b.toLowerCase()
  if (typeof a === typeof b && (typeof a !== 'object' || a === null)) return a === b
  if (typeof a === 'object' && a !== null) return a === b
  if (typeof b === 'object' && b !== null) return false
  return toNumber(a) === toNumber(b)
}

function compare(op: string, a: Value, b: Value): boolean {
  if (op === '==') return looseEquals(a, b)
  if (op === '!=') return !looseEquals(a, b)
  let x: number | string = toNumber(a)
  let y: number | string = toNumber(b)
  if (typeof a === 'string' && typeof b === 'string') {
    x = a.toLowerCase()
    y = b.toLowerCase()
  }
  if (op === '<') return x < y
  if (op === '<=') return x <= y
  if (op === '>') return x > y
  return x >= y
}

/** An expression's value as text, as GitHub gives it: null as empty. */
function toText(v: Value): string {
  return v === null ? '' : plainText(v)
}

/**
 * A value of a workflow as text: a string as it is, a number or boolean as GitHub writes it, a
 * list or mapping as JSON (or `[…]`/`{…}` when aliases make it loop). Never throws: `String()` of
 * a mapping with a `toString` key (data, not a function) did, and a PR writes its workflows.
 */
export function plainText(v: unknown): string {
  if (typeof v === 'string') return v
  if (v === null || v === undefined || typeof v !== 'object') return String(v)
  try {
    return JSON.stringify(v)
  } catch {
    return Array.isArray(v) ? '[…]' : '{…}'
  }
}

/**
 * The key of `o` that reads `name` in any case (GitHub's contexts are case-insensitive), from an
 * index built once per object: a scan of its keys per lookup made a name of many `${{ matrix.x }}`
 * over a matrix of many keys quadratic.
 */
function keyOf(o: Record<string, unknown>, name: string): string | undefined {
  let index = keyIndexes.get(o)
  if (!index) {
    index = new Map()
    for (const k of Object.keys(o)) {
      const lower = k.toLowerCase()
      if (!index.has(lower)) index.set(lower, k)
    }
    keyIndexes.set(o, index)
  }
  return index.get(name.toLowerCase())
}
const keyIndexes = new WeakMap<object, Map<string, string>>()

/** The status functions' answers for the job: `success()` when its needs all ran and passed. */
export interface StatusFunctions {
  success: boolean | typeof UNKNOWN
}

/** Evaluates a parsed expression in `ctx`. */
export function evaluate(
  n: Node,
  ctx: Context,
  status: StatusFunctions = { success: true },
): Value {
  const ev = (m: Node): Value => evaluate(m, ctx, status)
  switch (n.t) {
    case 'lit':
      return n.v
    case 'ref': {
      const found = keyOf(ctx, n.name)
      return found === undefined ? UNKNOWN : (ctx[found] as Value)
    }
    case 'prop': {
      const of = ev(n.of)
      if (of === UNKNOWN) return UNKNOWN
      const key = typeof n.key === 'string' ? n.key : ev(n.key)
      if (key === UNKNOWN) return UNKNOWN
      if (of === null || typeof of !== 'object') return null
      if (Array.isArray(of)) {
        if (key === '*') return UNKNOWN
        const i = typeof key === 'object' ? NaN : Number(key)
        return Number.isInteger(i) && i >= 0 && i < of.length ? (of[i] as Value) : null
      }
      const found = keyOf(of, plainText(key))
      if (found !== undefined) return of[found] as Value
      return closedObjects.has(of) ? null : UNKNOWN
    }
    case 'not': {
      const t = truthy(ev(n.of))
      return t === UNKNOWN ? UNKNOWN : !t
    }
    case 'bin': {
      if (n.op === '&&' || n.op === '||') {
        const l = ev(n.l)
        const lt = truthy(l)
        if (lt === (n.op === '||')) return l
        const r = ev(n.r)
        if (lt === UNKNOWN) {
          const rt = truthy(r)
          return rt === (n.op === '||') ? r : UNKNOWN
        }
        return r
      }
      const l = ev(n.l)
      const r = ev(n.r)
      if (l === UNKNOWN || r === UNKNOWN) return UNKNOWN
      return compare(n.op, l, r)
    }
    case 'call':
      return call(n.fn, n.args.map(ev), status)
  }
}

/**
 * The longest text a function builds: GitHub stops an expression whose values pass 1 MB ("The
 * maximum allowed memory size was exceeded"); past it the value is unknown here, never built.
 */
const MAX_RESULT_CHARS = 1024 * 1024
const TOO_LARGE = Symbol('too large')

function call(fn: string, args: Value[], status: StatusFunctions): Value {
  switch (fn) {
    case 'success':
      return status.success
    case 'always':
      return true
    case 'failure':
    case 'cancelled':
      // The question is whether the check is produced on a passing test run.
      return false
  }
  if (args.some((a) => a === UNKNOWN)) return UNKNOWN
  const [a, b] = args
  switch (fn) {
    case 'contains':
      if (Array.isArray(a)) return a.some((x) => looseEquals(x, b as Value))
      return toText(a as Value)
        .toLowerCase()
        .includes(toText(b as Value).toLowerCase())
    case 'startswith':
      return toText(a as Value)
        .toLowerCase()
        .startsWith(toText(b as Value).toLowerCase())
    case 'endswith':
      return toText(a as Value)
        .toLowerCase()
        .endsWith(toText(b as Value).toLowerCase())
    case 'format': {
      // Sized as it is built: `format('{0}{0}…', format('{0}{0}…', …))` grows as a power.
      const template = toText(a as Value)
      let size = template.length
      try {
        return template.replace(/\{(\d+)\}/g, (_, i: string) => {
          const part = toText((args[Number(i) + 1] ?? '') as Value)
          size += part.length
          if (size > MAX_RESULT_CHARS) throw TOO_LARGE
          return part
        })
      } catch (e) {
        if (e === TOO_LARGE) return UNKNOWN
        throw e
      }
    }
    case 'join': {
      if (!Array.isArray(a)) return toText(a as Value)
      const parts = a.map(toText)
      const separator = b === undefined ? ',' : toText(b)
      const size = parts.reduce((n, p) => n + p.length, 0) + separator.length * parts.length
      return size > MAX_RESULT_CHARS ? UNKNOWN : parts.join(separator)
    }
    case 'tojson':
      return JSON.stringify(a, null, 2)
    case 'fromjson':
      try {
        return JSON.parse(toText(a as Value)) as Value
      } catch {
        return UNKNOWN
      }
    default:
      // hashFiles and anything newer: not known before the run.
      return UNKNOWN
  }
}

/** Whether the expression calls a status function (then a skipped `needs` does not skip the job). */
export function usesStatusFunction(n: Node): boolean {
  switch (n.t) {
    case 'call':
      return (
        ['always', 'failure', 'cancelled', 'success'].includes(n.fn) ||
        n.args.some(usesStatusFunction)
      )
    case 'not':
      return usesStatusFunction(n.of)
    case 'bin':
      return usesStatusFunction(n.l) || usesStatusFunction(n.r)
    case 'prop':
      return usesStatusFunction(n.of)
    default:
      return false
  }
}

/** The expression of an `if:` (with or without `${{ }}` around it). */
export function ifExpression(raw: string): string {
  const m = /^\s*\$\{\{([\s\S]*)\}\}\s*$/.exec(raw)
  return m && !(m[1] as string).includes('}}') ? (m[1] as string) : raw
}

/** Replaces every `${{ }}` in `text`; UNKNOWN when one of them cannot be known. */
export function interpolate(text: string, ctx: Context): string | typeof UNKNOWN {
  let unknown = false
  let out = ''
  let at = 0
  // Scanned, not matched by /\$\{\{([\s\S]*?)\}\}/g, which looked for the end again from each
  // `${{`: time squared on a value of many `${{` and no `}}` (32,000: 0.4 s; a 2 MiB file: minutes).
  for (;;) {
    const open = text.indexOf('${{', at)
    const close = open < 0 ? -1 : text.indexOf('}}', open + 3)
    if (close < 0) break
    out += text.slice(at, open)
    try {
      const v = evaluate(parseExpression(text.slice(open + 3, close)), ctx)
      if (v === UNKNOWN) unknown = true
      else out += toText(v)
    } catch {
      unknown = true
    }
    at = close + 2
  }
  out += text.slice(at)
  return unknown ? UNKNOWN : out
}

const contextWords = new Map<string, RegExp>()

/**
 * Whether `text` holds a `${{ }}` naming `context` (e.g. `matrix`) before its first `}`. Each `${{`
 * up to that `}` is searched once: the `${{`s before one `}` share what follows them, so the
 * first of them stands for all.
 */
export function mentionsContext(text: string, context: string): boolean {
  let word = contextWords.get(context)
  if (!word) contextWords.set(context, (word = new RegExp(`\\b${context}\\b`, 'i')))
  for (let at = 0; ;) {
    const open = text.indexOf('${{', at)
    if (open < 0) return false
    const brace = text.indexOf('}', open + 3)
    if (word.test(text.slice(open + 3, brace < 0 ? text.length : brace))) return true
    if (brace < 0) return false
    at = brace + 1
  }
}
