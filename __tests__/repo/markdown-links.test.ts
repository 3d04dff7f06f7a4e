/**
 * Every relative link and anchor in the repository's Markdown files leads somewhere (issue 33:
 * links that resolved to docs/docs/..., anchors of headings that were renamed). Links are read
 * with marked's lexer, as a renderer sees them; anchors are GitHub's heading slugs and explicit
 * `<a id>`/`<a name>` targets.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { marked, type Token } from 'marked'

const FILES = execFileSync('git', ['ls-files', '*.md'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && !f.startsWith('node_modules/') && existsSync(f))

/** Every link and image target of a token tree. */
function hrefs(tokens: readonly Token[], out: string[] = []): string[] {
  for (const t of tokens) {
    if ((t.type === 'link' || t.type === 'image') && typeof t.href === 'string') out.push(t.href)
    const nested = t as {
      tokens?: Token[]
      items?: Token[]
      header?: { tokens: Token[] }[]
      rows?: { tokens: Token[] }[][]
    }
    if (nested.tokens) hrefs(nested.tokens, out)
    if (nested.items) hrefs(nested.items, out)
    for (const cell of nested.header ?? []) hrefs(cell.tokens, out)
    for (const row of nested.rows ?? []) for (const cell of row) hrefs(cell.tokens, out)
    if (t.type === 'html' || t.type === 'paragraph' || t.type === 'text') {
      for (const m of (t.raw ?? '').matchAll(/<a\s[^>]*href="([^"]+)"/g)) out.push(m[1] as string)
    }
  }
  return out
}

/** GitHub's anchors of a Markdown file: heading slugs (repeats numbered) and explicit ids. */
function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8')
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  for (const t of marked.lexer(text)) {
    if (t.type !== 'heading') continue
    const plain = (t.text as string)
      .replace(/<[^>]+>/g, '')
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/`/g, '')
    const base = plain
      .toLowerCase()
      .trim()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-')
    const n = seen.get(base) ?? 0
    seen.set(base, n + 1)
    anchors.add(n ? `${base}-${n}` : base)
  }
  for (const m of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(m[1] as string)
  return anchors
}

describe('Markdown links', () => {
  it(`every relative link and anchor of the ${FILES.length} Markdown files resolves`, () => {
    const broken: string[] = []
    for (const file of FILES) {
      for (const href of hrefs(marked.lexer(readFileSync(file, 'utf8')))) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue
        const [path, anchor] = href.split('#') as [string, string | undefined]
        const target = path ? normalize(join(dirname(file), decodeURI(path))) : file
        if (!existsSync(target)) {
          broken.push(`${file}: ${href} (no ${target})`)
          continue
        }
        if (anchor && target.endsWith('.md') && statSync(target).isFile()) {
          if (!anchorsOf(target).has(decodeURIComponent(anchor).toLowerCase())) {
            broken.push(`${file}: ${href} (no heading #${anchor} in ${target})`)
          }
        }
      }
    }
    expect(broken).toEqual([])
  })
})
