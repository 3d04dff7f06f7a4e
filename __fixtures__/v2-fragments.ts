/**
 * spec/v2/openapi-fragments as JSON Schema, for contract tests. The fragments are condensed
 * transcriptions ("integer 1..1000", "QueueEntry?", "{id*, url?}[]", `req: [...]`); this reads
 * that notation into JSON Schema and refuses (throws on) notation it does not know, so a schema
 * it cannot read never passes everything.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { parse } from 'yaml'

const DIR = resolve(process.cwd(), 'spec/v2/openapi-fragments')
type Schema = Record<string, unknown>
type Node = string | Record<string, unknown>

/** One operation of the fragments. */
export interface Operation {
  operationId: string
  method: string
  path: string
  /** Path as a regular expression (`{id}` matches one segment). */
  pattern: RegExp
  parameters: { name: string; in: string; required?: boolean; schema: Schema }[]
  /** `ignored`, a schema name, an inline schema, or undefined (no body). */
  requestBody?: 'ignored' | { required?: boolean; schema: Node }
  responses: Record<string, string>
}

const components = parse(readFileSync(resolve(DIR, '_components.yaml'), 'utf8')) as Record<
  string,
  Node
>

/** Every operation, by operationId. */
export const OPERATIONS: Operation[] = readdirSync(DIR)
  .filter((f) => f.endsWith('.yaml') && !f.startsWith('_'))
  .map((f) => {
    const op = parse(readFileSync(resolve(DIR, f), 'utf8')) as Omit<Operation, 'pattern'>
    const pattern = new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`)
    return { ...op, parameters: op.parameters ?? [], pattern }
  })

/** The operation of a request, by method and path. */
export function operationOf(method: string, path: string): Operation | undefined {
  // Literal paths win over templated ones (`/merge-queues/metrics` vs `/merge-queues/{id}`).
  const matches = OPERATIONS.filter((o) => o.method === method && o.pattern.test(path))
  return matches.sort((a, b) => a.path.split('{').length - b.path.split('{').length)[0]
}

const BASE: Record<string, Schema> = {
  string: { type: 'string' },
  'date-time': { type: 'string' },
  integer: { type: 'integer' },
  number: { type: 'number' },
  boolean: { type: 'boolean' },
}

function splitTop(text: string): string[] {
  const parts: string[] = []
  let depth = 0
  let cur = ''
  for (const ch of text) {
    if (ch === '{' || ch === '[' || ch === '(') depth++
    if (ch === '}' || ch === ']' || ch === ')') depth--
    if (ch === ',' && depth === 0) {
      parts.push(cur.trim())
      cur = ''
    } else cur += ch
  }
  if (cur.trim()) parts.push(cur.trim())
  return parts
}

function closing(text: string, open: string, close: string): number {
  let depth = 0
  for (let i = 0; i < text.length; i++) {
    if (text[i] === open) depth++
    if (text[i] === close && --depth === 0) return i
  }
  throw new Error(`unbalanced ${open} in ${JSON.stringify(text)}`)
}

/** `{a*: T, b?: T, c*}` → an object schema (fields without a type take anything). */
function inlineObject(inner: string, allRequired = false): Schema {
  const properties: Record<string, Schema> = {}
  const required: string[] = []
  for (const item of splitTop(inner)) {
    const m = /^(\w+)([*?]?)(?::\s*(.+))?$/.exec(item)
    if (!m) throw new Error(`unreadable field ${JSON.stringify(item)}`)
    const [, name, mark, type] = m as unknown as [string, string, string, string | undefined]
    properties[name] =
      type === undefined
        ? {}
        : /^[a-z]+$/.test(type) && !BASE[type]
          ? { const: type }
          : fromText(type)
    if (mark === '*' || (allRequired && mark !== '?')) required.push(name)
  }
  return { type: 'object', properties, required }
}

function constraints(schema: Schema, rest: string): Schema {
  const text = rest.replace(/\([^)]*\)/g, ' ')
  const isString = schema.type === 'string'
  const range = /(-?\d+)\.\.(-?\d+)/.exec(text)
  if (range) {
    if (isString)
      Object.assign(schema, { minLength: Number(range[1]), maxLength: Number(range[2]) })
    else Object.assign(schema, { minimum: Number(range[1]), maximum: Number(range[2]) })
  }
  const ge = />=\s*(\d+)/.exec(text)
  if (ge) schema.minimum = Number(ge[1])
  const gt = />(\d+)/.exec(text)
  if (gt) schema.exclusiveMinimum = Number(gt[1])
  const minLength = /minLength (\d+)/.exec(text)
  if (minLength) schema.minLength = Number(minLength[1])
  const pattern = /pattern (\S+)/.exec(rest)
  if (pattern) schema.pattern = pattern[1]
  const multiple = /multipleOf (\d+)/.exec(text)
  if (multiple) schema.multipleOf = Number(multiple[1])
  if (/enum \[true\]/.test(text)) schema.const = true
  return schema
}

/** One condensed type expression → JSON Schema. */
export function fromText(raw: string): Schema {
  const t = raw.trim()
  if (t.startsWith('{')) {
    const end = closing(t, '{', '}')
    let s = inlineObject(t.slice(1, end))
    const rest = t.slice(end + 1)
    if (rest.startsWith('[]')) s = { type: 'array', items: s }
    return s
  }
  if (t.startsWith('[')) {
    const end = closing(t, '[', ']')
    const inner = t.slice(1, end).trim()
    const items = inner.startsWith('{')
      ? inlineObject(inner.slice(1, -1), /both required/.test(t))
      : fromText(inner)
    return constraintsOfArray({ type: 'array', items }, t.slice(end + 1))
  }
  const en = /^enum\??\s*\[([^\]]*)\]/.exec(t)
  if (en) return { enum: splitTop(en[1] as string).map((v) => v.replace(/^"|"$/g, '')) }
  const m = /^([A-Za-z][\w-]*)(\(([^)]*)\))?(\[\])?(\|null)?(\?)?/.exec(t)
  if (!m) throw new Error(`unreadable type ${JSON.stringify(t)}`)
  const [whole, name, , inner, isArray, nullable] = m as unknown as [
    string,
    string,
    string,
    string | undefined,
    string | undefined,
    string | undefined,
  ]
  const rest = t.slice(whole.length)
  let item: Schema
  if (BASE[name]) item = { ...BASE[name] }
  else if (name === 'array') return constraintsOfArray({ type: 'array' }, rest)
  else if (/^[A-Z]/.test(name)) {
    if (!(name in components)) throw new Error(`unknown schema ${name}`)
    item = { $ref: `#/definitions/${name}` }
  } else throw new Error(`unknown type ${JSON.stringify(name)} in ${JSON.stringify(t)}`)
  if (inner) item = constraints(item, inner)
  let s: Schema = isArray
    ? constraintsOfArray({ type: 'array', items: item }, rest)
    : item.$ref
      ? item
      : constraints(item, rest)
  if (nullable)
    s = s.$ref ? { anyOf: [s, { type: 'null' }] } : { ...s, type: [s.type as string, 'null'] }
  return s
}

function constraintsOfArray(schema: Schema, rest: string): Schema {
  const max = /\bmax(?:Items)? (\d+)/.exec(rest.replace(/\([^)]*\)/g, ' '))
  if (max) schema.maxItems = Number(max[1])
  return schema
}

function required(list: unknown): Schema {
  return { required: list as string[] }
}

/** A component (or an inline node) → JSON Schema. */
export function translate(node: Node): Schema {
  if (typeof node === 'string') return fromText(node)
  const out: Schema = {}
  if ('enum' in node) return { enum: node.enum }
  if (node.type && node.type !== 'object' && !node.properties) return { type: node.type }
  if (node.properties || node.req || node.type === 'object') {
    out.type = 'object'
    const props: Record<string, Schema> = {}
    for (const [k, v] of Object.entries((node.properties ?? {}) as Record<string, Node>))
      props[k] = translate(v)
    out.properties = props
    if (node.req) out.required = node.req
  }
  if (node.additionalProperties === false) out.additionalProperties = false
  if (node['not-both']) out.not = required(node['not-both'])
  if (node.minProperties !== undefined) out.minProperties = node.minProperties
  if (node.oneOf) out.oneOf = (node.oneOf as string[][]).map(required)
  if (node.allOf) {
    out.allOf = (node.allOf as { oneOf: string[][] }[]).map((a) => ({
      oneOf: a.oneOf.map(required),
    }))
  }
  return out
}

/** Every component reachable from `names`, as JSON Schema definitions. */
function definitionsFor(names: string[]): Record<string, Schema> {
  const defs: Record<string, Schema> = {}
  const todo = [...names]
  while (todo.length) {
    const name = todo.pop() as string
    if (defs[name]) continue
    const node = components[name]
    if (node === undefined) throw new Error(`unknown schema ${name}`)
    defs[name] = translate(node)
    for (const m of JSON.stringify(defs[name]).matchAll(/#\/definitions\/(\w+)/g))
      todo.push(m[1] as string)
  }
  return defs
}

/** The JSON Schema of a named schema or a `…List` page of it. */
export function schemaOf(name: string): Schema {
  const list = /^(\w+)List$/.exec(name)
  if (list) {
    const item = list[1] as string
    return {
      type: 'object',
      required: ['data', 'nextCursor', 'hasMore'],
      properties: {
        data: { type: 'array', maxItems: 100, items: { $ref: `#/definitions/${item}` } },
        nextCursor: { type: ['string', 'null'] },
        hasMore: { type: 'boolean' },
        total: { type: 'integer' },
      },
      definitions: definitionsFor([item]),
    }
  }
  return { $ref: `#/definitions/${name}`, definitions: definitionsFor([name]) }
}

/** The JSON Schema of a request body node (a name or an inline schema). */
export function requestSchemaOf(node: Node): Schema {
  if (typeof node === 'string' && /^[A-Z]\w+$/.test(node)) return schemaOf(node)
  return translate(node)
}
