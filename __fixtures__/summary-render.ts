/**
 * A job summary as GitHub shows it: read by marked's GFM lexer and rendered by marked, the HTML
 * walked by htmlparser2, mermaid blocks parsed by mermaid itself. Checked for what has gone wrong
 * before: backslashes shown to the user, a failure alert that swallows the text after it, tables
 * with an empty header or that do not render as tables, links that are not links, HTML that
 * GitHub's sanitizer would strip or that untrusted text smuggled in, unclosed tags, and mermaid
 * blocks mermaid refuses.
 */
import { Parser } from 'htmlparser2'
import { marked, type Token, type Tokens } from 'marked'
import { createSyncFn } from 'synckit'

/** The summary's Markdown as HTML, GFM as GitHub reads it (alerts stay plain blockquotes). */
export function renderSummary(markdown: string): string {
  return marked.parse(markdown, { gfm: true, async: false })
}

/** Everything wrong with how `markdown` renders; empty when it reads well. */
export function summaryProblems(markdown: string): string[] {
  const tokens = marked.lexer(markdown, { gfm: true })
  const problems: string[] = []
  // walkTokens returns the callbacks' results; ours return nothing.
  void marked.walkTokens(tokens, (token) => tokenProblems(token, problems))
  problems.push(...htmlProblems(marked.parser(tokens, { gfm: true, async: false })))
  return problems
}

const ALERT = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]\n/
/** A line that reads as a table row: marked left it a paragraph, so the table is broken. */
const TABLE_ROW = /^\s*\|.*\|\s*$/m

/** The Markdown-level problems of one token (marked's walkTokens visits every nested one). */
function tokenProblems(token: Token, problems: string[]): void {
  if (token.type === 'table') {
    for (const cell of (token as Tokens.Table).header)
      if (!cell.text.trim()) problems.push('table column without a header')
  } else if (token.type === 'paragraph' && TABLE_ROW.test(token.text)) {
    problems.push(`a table that renders as text: ${token.text.split('\n')[0]}`)
  } else if (token.type === 'code') {
    const code = token as Tokens.Code
    if (code.lang === 'mermaid')
      for (const p of mermaidProblems(code.text)) problems.push(`mermaid: ${p}`)
  } else if (token.type === 'blockquote') {
    const quote = token as Tokens.Blockquote
    const text = quote.text.trim()
    const alert = ALERT.exec(text)
    if (!alert) return
    const message = text.slice(alert[0].length)
    if (quote.tokens.length !== 1 || quote.tokens[0]?.type !== 'paragraph')
      problems.push(`the ${alert[1]} alert holds more than one paragraph: ${text}`)
    else if (!message.trim() || message.includes('\n'))
      problems.push(`the ${alert[1]} alert does not hold exactly one message: ${text}`)
  }
}

/** Elements and attributes a summary may use: what GitHub's sanitizer keeps and we emit. */
const ALLOWED: Record<string, readonly string[]> = {
  h1: [], h2: [], h3: [], h4: [], p: [], br: [], hr: [], strong: [], em: [], del: [],
  a: ['href'], code: ['class'], pre: [], span: ['title'], details: [], summary: [],
  blockquote: [], ul: [], ol: ['start'], li: [],
  table: [], thead: [], tbody: [], tr: [], th: ['align'], td: ['align'],
} // prettier-ignore

/** The HTML-level problems of rendered HTML, walked by htmlparser2 (entities decoded). */
export function htmlProblems(html: string): string[] {
  const problems: string[] = []
  const open: string[] = []
  let closed = 0
  // htmlparser2 may hand one text node over in pieces; judge it whole, at the next tag.
  let text = ''
  const flushText = () => {
    if (text) checkText(text, open, problems)
    text = ''
  }
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        flushText()
        checkTag(name, attrs, problems)
        open.push(name)
      },
      ontext(piece) {
        text += piece
      },
      onclosetag(name, isImplied) {
        flushText()
        // An implied close of an element that has a closing tag: it was left open, or misnested.
        if (isImplied && !VOID.has(name)) problems.push(`unclosed <${name}>`)
        else closed++
        open.pop()
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  )
  parser.write(html)
  parser.end()
  flushText()
  // htmlparser2 drops an end tag that closes nothing; the source still has it (text's `<` is
  // always escaped in marked's HTML, so every `</x` there is a tag).
  const endTags = html.match(/<\/[a-zA-Z]/g)?.length ?? 0
  if (endTags > closed) problems.push(`${endTags - closed} end tag(s) without a start tag`)
  return problems
}
const VOID = new Set(['br', 'hr', 'img', 'input', 'wbr', 'meta', 'link'])

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

function checkText(text: string, open: string[], problems: string[]): void {
  if (open.includes('pre')) return
  if (open.includes('code') && text.includes('\\'))
    problems.push(`backslash in inline code: ${text}`)
  else if (/\\[!-/:-@[-`{-~]/.test(text)) problems.push(`backslash escape shown: ${text}`)
  // HTML of ours that is shown as text (it landed in inline code, or broke).
  if (/title="|<\/?span\b/.test(text)) problems.push(`raw markup shown: ${text}`)
}

// ---- mermaid ------------------------------------------------------------------------------------

/** mermaid.parse, run synchronously in a worker (mermaid's API is async; this check is not). */
const parseMermaid = createSyncFn<(source: string) => Promise<MermaidParse>>(
  new URL('./mermaid-parse.worker.mjs', import.meta.url),
)
interface MermaidParse {
  diagramType?: string
  error?: string
}
/** The diagram types the summaries emit (mermaid's names for them). */
const EMITTED = new Set(['gantt', 'flowchart-v2'])

/**
 * What is wrong with a mermaid block: mermaid's own parse error, a diagram type the summaries do
 * not emit, and for a gantt chart the task data mermaid reads only when it draws the chart.
 */
export function mermaidProblems(source: string): string[] {
  const parsed = parseMermaid(source)
  if (parsed.error !== undefined) return [parseErrorLine(parsed.error)]
  if (!EMITTED.has(parsed.diagramType ?? ''))
    return [`a diagram of type ${JSON.stringify(parsed.diagramType)}`]
  return parsed.diagramType === 'gantt' ? ganttTaskProblems(source) : []
}

/** A jison parse error in one line: where, and what the parser expected and got. */
function parseErrorLine(error: string): string {
  const [where = error] = error.split('\n')
  const expecting = error.split('\n').find((l) => l.startsWith('Expecting'))
  if (!expecting) return where
  // A flowchart parser can expect thirty tokens; the first few and what it got say enough.
  const short =
    expecting.length > 100 ? expecting.replace(/^(.{0,60}),.*(, got .*)$/, '$1, …$2') : expecting
  return `${where} ${expecting ? short : ''}`.trim()
}

/** Gantt lines that are settings, not tasks (`axisFormat %H:%M` has a colon too). */
const GANTT_KEYWORD =
  /^(accTitle|accDescr|title|section|dateFormat|axisFormat|tickInterval|todayMarker|excludes|includes|weekday|weekend|displayMode|inclusiveEndDates|topAxis)\b/

/**
 * mermaid.parse takes a gantt task's data as it stands and converts it only when drawing: a
 * start that is not a time of `dateFormat`, or a length it cannot read, draws nothing. The
 * summaries write `dateFormat x` (epoch ms) and lengths in whole seconds; this checks both.
 */
function ganttTaskProblems(source: string): string[] {
  const problems: string[] = []
  const lines = source.split('\n').map((l) => l.trim())
  const format = lines
    .find((l) => l.startsWith('dateFormat'))
    ?.slice('dateFormat'.length)
    .trim()
  let lastStart = -Infinity
  for (const line of lines) {
    const task = /^([^:]+?)\s*:(.*)$/.exec(line)
    if (!task || GANTT_KEYWORD.test(line)) continue
    const fields = task[2]!.split(',').map((f) => f.trim())
    const [start = '', length = ''] = fields.slice(-2)
    if (format !== 'x') problems.push(`dateFormat ${format} (expected x before tasks)`)
    if (!/^\d{12,14}$/.test(start)) problems.push(`task start ${start}`)
    else if (Number(start) < lastStart) problems.push(`task ${task[1]} starts before the one above`)
    else lastStart = Number(start)
    if (!/^\d+s$/.test(length)) problems.push(`task length ${length} (whole seconds expected)`)
  }
  return problems
}
