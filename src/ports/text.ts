/**
 * Making untrusted text (server answers, PR titles, test names) safe to print: in the log it must
 * not start a workflow command (`::...`) or break lines; in the job summary it must not break
 * the Markdown or carry HTML.
 */

// eslint-disable-next-line no-control-regex
const LINE_BREAKING = /[\u0000-\u001f\u007f\u2028\u2029]+/g

/** How Markdown and HTML may write a character: escaped with a backslash, or as an entity. */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }

/**
 * Replaces every secret in `text` with `***`, also where it was escaped for Markdown or HTML (a
 * summary may show `tok\_x` for `tok_x`, whichever characters around it decided the escapes).
 * The runner masks secrets in the log it shows, but the raw log, outputs and the summary are
 * ours to keep clean, even when a server echoes the token back in the data of a successful answer.
 */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text
  for (const secret of secrets) {
    // Short values would blank out ordinary words (core.setSecret warns about them too).
    if (secret.length < 4) continue
    const pattern = escapedFormsOf(secret)
    out = pattern ? out.replace(pattern, '***') : out.split(secret).join('***')
  }
  return out
}

/**
 * Real tokens are far shorter; a longer value (refused as a token anyway, and never shown) is
 * replaced as written only: a pattern of every escaped form of it would outgrow the regular
 * expression engine.
 */
const MAX_ESCAPED_FORMS_LENGTH = 256
const escapedForms = new Map<string, RegExp>()

/** A pattern of the secret in every form md() may write it (a backslash or an entity per character). */
function escapedFormsOf(secret: string): RegExp | undefined {
  if (secret.length > MAX_ESCAPED_FORMS_LENGTH) return undefined
  let pattern = escapedForms.get(secret)
  if (!pattern) {
    const source = [...secret]
      .map((ch) => {
        const forms = [ch, ENTITIES[ch]].filter(Boolean).map((f) => escapeRegExp(f!))
        return `\\\\?(?:${forms.join('|')})`
      })
      .join('')
    pattern = new RegExp(source, 'g')
    escapedForms.set(secret, pattern)
  }
  return pattern
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}

/** One log line: control characters become spaces, and it never starts with `::`. */
export function logLine(text: string): string {
  const one = text.replace(LINE_BREAKING, ' ')
  return one.startsWith('::') ? ` ${one}` : one
}

/**
 * A value for a Markdown table cell or inline text: escaped, one line, cut to `max` characters.
 * A `_` inside a word is left alone: GFM never reads it as emphasis, and a backslash there would
 * only make the raw summary harder to read.
 */
export function md(text: string | number | boolean | undefined | null, max = 200): string {
  if (text === undefined || text === null || text === '') return ''
  let s = String(text).replace(LINE_BREAKING, ' ')
  if (s.length > max) s = `${s.slice(0, max - 1)}…`
  return (
    s
      .replace(/[\\`*[\]|~]|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu, (c) => `\\${c}`)
      // GFM links bare URLs, `www.` names and e-mail addresses: text we did not write must not
      // become a link, so the character that would start one is escaped.
      .replace(/(?<=\b(?:https?|ftp)):(?=\/\/)|(?<=\bwww)\.|(?<=[\w.+-])@(?=\w)/gi, (c) => `\\${c}`)
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(GITHUB_REFERENCE, ZERO_WIDTH_SPACE)
  )
}

/**
 * Where GitHub would read a mention (`@user`, `@org/team`) or a reference (`#123`,
 * `owner/repo#5`, `PR #12`, `GH-7`) that notifies people or links other threads: right after the
 * `@`, `#` or `GH-`. GitHub's rule for a mention is an `@` after anything but a letter, digit or
 * `_` (so `-@u`, `.@u` and `\@u`, whose backslash the renderer drops, are mentions too); a
 * reference is any `#` before a digit (not in an entity like `&#35;`). Text we did not write is not
 * ours to ping anyone with. GitHub finds these in the rendered text, so a backslash does not stop
 * them; a zero-width space does (shown as nothing).
 */
const GITHUB_REFERENCE =
  /(?<![A-Za-z0-9_])(?<![A-Za-z0-9_]\\)@(?=[A-Za-z0-9])|(?<!&)#(?=\d)|(?<=\bGH-)(?=\d)/gi
const ZERO_WIDTH_SPACE = (m: string) => `${m}&#8203;`

/** Text with mentions and references made inert: {@link md}'s last step, for text that is not md()'s. */
export function inertReferences(text: string): string {
  return text.replace(GITHUB_REFERENCE, ZERO_WIDTH_SPACE)
}

/**
 * Inline code: `text` shown exactly, never backslash-escaped (CommonMark shows a backslash in a
 * code span as is). The fence is one backtick longer than the longest run of backticks inside,
 * with a space either side when the text starts or ends with a backtick or a space. In a table
 * cell (`inTable`), `|` becomes `\|`: GFM splits cells before it reads inline code, and shows the
 * escaped pipe as `|` (after a backslash of the text, a zero-width space comes first).
 */
export function codeSpan(
  text: string | number | undefined | null,
  opts: { max?: number; inTable?: boolean } = {},
): string {
  if (text === undefined || text === null || text === '') return ''
  let s = String(text).replace(LINE_BREAKING, ' ')
  const max = opts.max ?? 200
  if (s.length > max) s = `${s.slice(0, max - 1)}…`
  // A backslash of the text right before a `|` would turn our escape into an escaped backslash
  // and end the cell: a zero-width space keeps them apart (shown as nothing).
  if (opts.inTable) s = s.replace(/(\\?)\|/g, (_, b: string) => (b ? '\\\u200b\\|' : '\\|'))
  const longest = Math.max(0, ...(s.match(/`+/g) ?? []).map((run) => run.length))
  const fence = '`'.repeat(longest + 1)
  const pad = /^[` ]|[` ]$/.test(s) && s.trim() !== '' ? ' ' : ''
  return `${fence}${pad}${s}${pad}${fence}`
}

/** Text for an HTML attribute value in double quotes. */
export function htmlAttr(text: string): string {
  return text
    .replace(LINE_BREAKING, ' ')
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
}

/**
 * Markdown with a tooltip: `<span title="...">markdown</span>`. GitHub's sanitizer keeps `span`
 * and its `title` attribute in Markdown it renders (job summaries included).
 */
export function withTitle(markdown: string, title: string): string {
  return `<span title="${htmlAttr(title)}">${markdown}</span>`
}

/** A URL a summary may link to: absolute https, with nothing that could end the link early. */
export function isLinkable(url: string | undefined): url is string {
  return mdLinkTarget(url) !== undefined
}

/**
 * A URL as the target of a Markdown link, in a table cell or in text: absolute https only, and
 * every character that could end the link, split a table cell or start markup percent-encoded
 * (`|` `(` `)` `<` `>` `"` `'` `\` `` ` `` `[` `]` `*` `_` `~` and spaces). Undefined for anything
 * else: the text is then shown unlinked.
 */
export function mdLinkTarget(url: string | undefined): string | undefined {
  if (!url || !/^https:\/\/[^/\s\\]/i.test(url)) return undefined
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\s]/.test(url)) return undefined
  try {
    if (new URL(url).protocol !== 'https:') return undefined
  } catch {
    return undefined
  }
  return url.replace(
    /[|()<>"'\\`[\]*_~\u2028\u2029]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  )
}

/** A link in Markdown, only for https URLs; otherwise just the text. */
export function mdLink(text: string, url: string | undefined, max = 200): string {
  return linkMarkdown(md(text, max), url)
}

/** A link around Markdown that is already safe (inline code, escaped text); just it without a URL. */
export function linkMarkdown(markdown: string, url: string | undefined): string {
  const target = mdLinkTarget(url)
  if (!markdown || !target) return markdown
  return `[${markdown}](${target})`
}

/** A Markdown table; every header cell must say what its column holds. */
export function mdTable(header: string[], rows: string[][]): string {
  if (header.some((h) => !h.trim())) throw new Error('every table column needs a header')
  const line = (cells: string[]) => `| ${cells.map((c) => c || ' ').join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')
}

/** A bulleted list of `**Name:** value` lines, for the facts about one thing. */
export function mdFacts(rows: [name: string, value: string][]): string {
  return rows
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `- **${name}:** ${value}`)
    .join('\n')
}

// ---- Time -----------------------------------------------------------------------------------

/**
 * A length of time as a person says it: `under 1 s`, `42 s`, `3 min`, `3 min 05 s` (under
 * 10 min), `42 min`, `2 h 05 min`, `24 h` (under 48 h), `3 d 4 h`.
 */
export function humanDuration(ms: number): string {
  const s = Math.round(Math.max(0, ms) / 1000)
  if (ms < 500) return 'under 1 s'
  if (s < 60) return `${s} s`
  const m = Math.floor(s / 60)
  const two = (n: number) => String(n).padStart(2, '0')
  if (m < 10) return s % 60 ? `${m} min ${two(s % 60)} s` : `${m} min`
  if (m < 60) return `${m} min`
  const h = Math.floor(m / 60)
  if (h < 48) return m % 60 ? `${h} h ${two(m % 60)} min` : `${h} h`
  return h % 24 ? `${Math.floor(h / 24)} d ${h % 24} h` : `${Math.floor(h / 24)} d`
}

/** Milliseconds since the epoch of an ISO time from a server, or undefined when it is not one. */
export function parseTime(iso: string | undefined): number | undefined {
  if (!iso) return undefined
  const t = Date.parse(iso)
  return Number.isFinite(t) ? t : undefined
}

/** The absolute time, as a tooltip shows it: `2026-11-23 01:02:03 UTC`. */
export function absoluteTime(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC')
}

/**
 * How long ago `iso` was, as of `now` (`3 min ago`), with the absolute time on hover. A value
 * that is not a time is shown as it came, escaped.
 */
export function timeAgo(iso: string | undefined, now: number): string {
  const t = parseTime(iso)
  if (t === undefined) return md(iso)
  const text = t > now ? `in ${humanDuration(t - now)}` : `${humanDuration(now - t)} ago`
  return withTitle(text, absoluteTime(t))
}

/** How long something has lasted since `iso` (`3 min`), the start time on hover. */
export function durationSince(iso: string | undefined, now: number): string {
  const t = parseTime(iso)
  if (t === undefined) return md(iso)
  return withTitle(humanDuration(now - t), `since ${absoluteTime(t)}`)
}

/**
 * A JSON array of as many of `items` (in their order) as fit in `maxBytes` of UTF-8: outputs
 * share a budget per job, so a long list keeps its first, most important entries.
 */
export function jsonArrayWithin(
  items: readonly unknown[],
  maxBytes: number,
): { json: string; kept: number } {
  const json = JSON.stringify(items)
  if (Buffer.byteLength(json) <= maxBytes) return { json, kept: items.length }
  let lo = 0
  let hi = items.length
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2)
    if (Buffer.byteLength(JSON.stringify(items.slice(0, mid))) <= maxBytes) lo = mid
    else hi = mid - 1
  }
  return { json: JSON.stringify(items.slice(0, lo)), kept: lo }
}

// Names of inputs and commands in the door's words live with the ports (src/ports/refs.ts).
export {
  actionOnly,
  cliOnly,
  commandRef,
  inDoorWords,
  inputRef,
  renderRefs,
  type Door,
} from './refs.js'
