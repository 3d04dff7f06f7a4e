/**
 * A job summary as GitHub shows it: rendered as GFM (marked) and checked for what has gone wrong
 * before: backslashes shown to the user, a failure alert that swallows the text after it, tables
 * with an empty header, links that are not links, HTML that GitHub's sanitizer would strip or
 * that untrusted text smuggled in, and mermaid blocks that are not the diagrams we emit.
 */
import { marked } from 'marked'

/** The summary's Markdown as HTML, GFM as GitHub reads it (alerts stay plain blockquotes). */
export function renderSummary(markdown: string): string {
  return marked.parse(markdown, { gfm: true, async: false })
}

/** Everything wrong with how `markdown` renders; empty when it reads well. */
export function summaryProblems(markdown: string): string[] {
  return htmlProblems(renderSummary(markdown))
}

/** Elements and attributes a summary may use: what GitHub's sanitizer keeps and we emit. */
const ALLOWED: Record<string, readonly string[]> = {
  h1: [], h2: [], h3: [], h4: [], p: [], br: [], hr: [], strong: [], em: [], del: [],
  a: ['href'], code: ['class'], pre: [], span: ['title'], details: [], summary: [],
  blockquote: [], ul: [], ol: ['start'], li: [],
  table: [], thead: [], tbody: [], tr: [], th: ['align'], td: ['align'],
} // prettier-ignore
const VOID = new Set(['br', 'hr'])
const ALERT = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]\n/

interface Open {
  name: string
  attrs: Record<string, string>
  /** Text inside, entities decoded. */
  text: string
  /** HTML inside, as rendered. */
  inner: string
}

/** Walks marked's HTML (regular: every tag on its own, attributes double-quoted). */
export function htmlProblems(html: string): string[] {
  const problems: string[] = []
  const stack: Open[] = []
  for (const piece of html.split(/(<[^>]*>)/)) {
    if (!piece) continue
    for (const o of stack) o.inner += piece
    const tag = /^<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*\/?>$/.exec(piece)
    if (!tag) {
      if (piece.startsWith('<')) problems.push(`markup that is not a tag: ${piece}`)
      const text = decode(piece)
      for (const o of stack) o.text += text
      checkText(text, stack, problems)
      continue
    }
    const [, closing, rawName, rawAttrs] = tag
    const name = rawName!.toLowerCase()
    if (!closing) {
      const attrs: Record<string, string> = {}
      for (const m of rawAttrs!.matchAll(/([^\s=>]+)(?:="([^"]*)")?/g))
        attrs[m[1]!.toLowerCase()] = decode(m[2] ?? '')
      checkTag(name, attrs, problems)
      if (!VOID.has(name)) stack.push({ name, attrs, text: '', inner: '' })
      continue
    }
    const open = stack.pop()
    if (!open || open.name !== name) {
      problems.push(`</${name}> closes <${open?.name ?? 'nothing'}>`)
      continue
    }
    // The closing tag was added to the element's own inner HTML too.
    open.inner = open.inner.slice(0, -piece.length)
    checkElement(open, stack, problems)
  }
  if (stack.length) problems.push(`unclosed: ${stack.map((o) => o.name).join(', ')}`)
  return problems
}

function checkTag(name: string, attrs: Record<string, string>, problems: string[]): void {
  const allowed = ALLOWED[name]
  if (!allowed) {
    problems.push(`<${name}> (GitHub strips it, or untrusted text became markup)`)
    return
  }
  for (const a of Object.keys(attrs))
    if (!allowed.includes(a)) problems.push(`<${name} ${a}> (GitHub strips the attribute)`)
  if (name === 'a' && !isGoodHref(attrs.href ?? '')) problems.push(`link to ${attrs.href}`)
  if (name === 'code' && attrs.class !== undefined && attrs.class !== 'language-mermaid')
    problems.push(`code block of ${attrs.class}`)
  if (name === 'span' && !attrs.title?.trim()) problems.push('<span> without a title')
}

/** Absolute https, or relative to the GitHub page (`/owner/repo/...`, `#anchor`). */
function isGoodHref(href: string): boolean {
  if (/^(\/[^/\\]|#)/.test(href)) return true
  try {
    const u = new URL(href)
    return u.protocol === 'https:' && !!u.hostname && !/[\s"'<>\\`]/.test(href)
  } catch {
    return false
  }
}

function checkText(text: string, stack: Open[], problems: string[]): void {
  const inPre = stack.some((o) => o.name === 'pre')
  const inCode = stack.some((o) => o.name === 'code')
  if (inPre) return
  if (inCode && text.includes('\\')) problems.push(`backslash in inline code: ${text}`)
  else if (/\\[!-/:-@[-`{-~]/.test(text)) problems.push(`backslash escape shown: ${text}`)
  // HTML of ours that is shown as text (it landed in inline code, or broke).
  if (/title="|<\/?span\b/.test(text)) problems.push(`raw markup shown: ${text}`)
}

function checkElement(o: Open, stack: Open[], problems: string[]): void {
  if (o.name === 'th' && !o.text.trim()) problems.push('table column without a header')
  if (o.name === 'code' && o.attrs.class === 'language-mermaid') {
    for (const p of mermaidProblems(o.text)) problems.push(`mermaid: ${p}`)
  }
  if (o.name === 'blockquote') {
    const inner = o.inner.trim()
    const alert = ALERT.exec(o.text.trim())
    if (!alert) return
    const paragraphs = inner.match(/<p>/g)?.length ?? 0
    const message = o.text.trim().slice(alert[0].length)
    if (paragraphs !== 1 || !/^<p>[\s\S]*<\/p>$/.test(inner))
      problems.push(`the ${alert[1]} alert holds more than one paragraph: ${o.text.trim()}`)
    else if (!message.trim() || message.includes('\n'))
      problems.push(`the ${alert[1]} alert does not hold exactly one message: ${o.text.trim()}`)
  }
  void stack
}

function decode(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|amp|lt|gt|quot|apos|#39);/gi, (e, code: string) => {
    const c = code.toLowerCase()
    if (c.startsWith('#x')) return String.fromCodePoint(parseInt(c.slice(2), 16))
    if (c.startsWith('#')) return String.fromCodePoint(Number(c.slice(1)))
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[c] ?? e
  })
}

// ---- mermaid: the subset the summaries emit ------------------------------------------------------

/** What is wrong with a mermaid block, judged against the gantt and flowchart subsets we emit. */
export function mermaidProblems(source: string): string[] {
  const lines = source.split('\n').filter((l) => l.trim() !== '')
  const kind = lines[0]?.trim()
  if (kind === 'gantt') return ganttProblems(lines.slice(1))
  if (kind === 'flowchart LR') return flowchartProblems(lines.slice(1))
  return [`a diagram of type ${JSON.stringify(kind)}`]
}

const GANTT_NAME = /^[^:#;]+$/
const GANTT_TAGS = new Set(['active', 'done', 'crit', 'milestone'])

function ganttProblems(lines: string[]): string[] {
  const problems: string[] = []
  const ids = new Set<string>()
  let dateFormat = ''
  let lastStart = -Infinity
  let tasks = 0
  for (const raw of lines) {
    const line = raw.trim()
    let m: RegExpExecArray | null
    if ((m = /^(accTitle|accDescr|title)\s*:?\s+(.*)$/.exec(line))) {
      if (!m[2]!.trim()) problems.push(`empty ${m[1]}`)
    } else if ((m = /^dateFormat\s+(.+)$/.exec(line))) dateFormat = m[1]!
    else if (/^axisFormat\s+(%[a-zA-Z][^%]*)+$/.test(line)) continue
    else if (/^todayMarker\s+off$/.test(line)) continue
    else if ((m = /^section\s+(.+)$/.exec(line))) {
      if (!GANTT_NAME.test(m[1]!)) problems.push(`section name ${m[1]}`)
    } else if ((m = /^([^:]+?)\s*:(.*)$/.exec(line))) {
      tasks++
      const [name, data] = [m[1]!, m[2]!]
      if (!GANTT_NAME.test(name)) problems.push(`task name ${name}`)
      const fields = data.split(',').map((f) => f.trim())
      const end = fields.pop() ?? ''
      const start = fields.pop() ?? ''
      const id = fields.pop() ?? ''
      for (const t of fields) if (!GANTT_TAGS.has(t)) problems.push(`task tag ${t}`)
      if (!/^[A-Za-z][\w-]*$/.test(id) || ids.has(id)) problems.push(`task id ${id}`)
      ids.add(id)
      if (dateFormat !== 'x') problems.push(`dateFormat ${dateFormat} (expected x before tasks)`)
      if (!/^\d{12,14}$/.test(start)) problems.push(`task start ${start}`)
      else if (Number(start) < lastStart) problems.push(`task ${name} starts before the one above`)
      else lastStart = Number(start)
      if (!/^\d+s$/.test(end)) problems.push(`task length ${end} (whole seconds expected)`)
      if (fields.includes('milestone') && end !== '0s') problems.push(`milestone length ${end}`)
    } else problems.push(`line ${line}`)
  }
  if (!tasks) problems.push('a gantt chart without tasks')
  return problems
}

/** A label in double quotes: no quote inside, every `#` the start of a `#code;` entity. */
const LABEL = '"((?:[^"#<>]|#\\d+;)*)"'
const ID = '[A-Za-z][A-Za-z0-9_]*'
/** `fill:#fff,stroke:#000,stroke-dasharray:4 3`. */
const STYLE = '[\\w-]+:[#\\w. -]+(?:,[\\w-]+:[#\\w. -]+)*'

function flowchartProblems(lines: string[]): string[] {
  const problems: string[] = []
  const nodes = new Set<string>()
  const classes = new Set<string>()
  const used: string[] = []
  let depth = 0
  for (const raw of lines) {
    const line = raw.trim()
    let m: RegExpExecArray | null
    if (/^(accTitle|accDescr)\s*:\s*\S/.test(line)) {
      if (/["<>]|#(?!\d+;)/.test(line.replace(/^\w+\s*:/, ''))) problems.push(`line ${line}`)
    } else if ((m = new RegExp(`^subgraph (${ID})\\[${LABEL}\\]$`).exec(line))) {
      depth++
      nodes.add(m[1]!)
    } else if (line === 'end') {
      if (--depth < 0) problems.push('an `end` without a subgraph')
    } else if (line === 'direction TB' || line === 'direction LR') continue
    else if ((m = new RegExp(`^(${ID})(\\[\\(${LABEL}\\)\\]|\\[${LABEL}\\])$`).exec(line))) {
      if (nodes.has(m[1]!)) problems.push(`node ${m[1]} declared twice`)
      if (m[1] === 'end') problems.push('a node named end')
      nodes.add(m[1]!)
    } else if (new RegExp(`^${ID}( (-->|~~~) ${ID})+$`).test(line)) {
      used.push(...line.split(/ --> | ~~~ /))
    } else if ((m = new RegExp(`^style (${ID}) ${STYLE}$`).exec(line))) {
      used.push(m[1]!)
    } else if ((m = new RegExp(`^classDef (${ID}) ${STYLE}$`).exec(line))) {
      classes.add(m[1]!)
    } else if ((m = new RegExp(`^class (${ID}(?:,${ID})*) (${ID})$`).exec(line))) {
      used.push(...m[1]!.split(','))
      if (!classes.has(m[2]!)) problems.push(`class ${m[2]} used before classDef`)
    } else problems.push(`line ${line}`)
  }
  if (depth !== 0) problems.push('a subgraph without its `end`')
  for (const id of used)
    if (!nodes.has(id.trim())) problems.push(`edge or class to unknown node ${id}`)
  return problems
}
