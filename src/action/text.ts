/**
 * Making untrusted text (server answers, PR titles, test names) safe to print: in the log it must
 * not start a workflow command (`::...`) or break lines; in the job summary it must not break
 * the Markdown or carry HTML.
 */

// eslint-disable-next-line no-control-regex
const LINE_BREAKING = /[\u0000-\u001f\u007f\u2028\u2029]+/g

/**
 * Replaces every secret in `text` with `***`, also where it was escaped for Markdown (a summary
 * shows `tok\_x` for `tok_x`). The runner masks secrets in the log it shows, but the raw log,
 * outputs and the summary are ours to keep clean, even when a server echoes the token back in
 * the data of a successful answer.
 */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text
  for (const secret of secrets) {
    // Short values would blank out ordinary words (core.setSecret warns about them too).
    if (secret.length < 4) continue
    for (const form of new Set([secret, md(secret, Infinity)])) out = out.split(form).join('***')
  }
  return out
}

/** One log line: control characters become spaces, and it never starts with `::`. */
export function logLine(text: string): string {
  const one = text.replace(LINE_BREAKING, ' ')
  return one.startsWith('::') ? ` ${one}` : one
}

/** A value for a Markdown table cell or inline text: escaped, one line, cut to `max` characters. */
export function md(text: string | number | boolean | undefined | null, max = 200): string {
  if (text === undefined || text === null || text === '') return ''
  let s = String(text).replace(LINE_BREAKING, ' ')
  if (s.length > max) s = `${s.slice(0, max - 1)}…`
  return s
    .replace(/([\\`*_[\]])/g, '\\$1')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\|/g, '\\|')
}

/** A link in Markdown, only for http(s) URLs; otherwise just the text. */
export function mdLink(text: string, url: string | undefined): string {
  if (!url || !/^https?:\/\/[^\s()<>]+$/.test(url)) return md(text)
  return `[${md(text)}](${url})`
}

/** A Markdown table. */
export function mdTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')
}
