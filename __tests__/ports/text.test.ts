/** Untrusted text is made safe for the log and the job summary. */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  absoluteTime,
  codeSpan,
  durationSince,
  htmlAttr,
  humanDuration,
  inertReferences,
  isLinkable,
  jsonArrayWithin,
  logLine,
  md,
  mdFacts,
  mdLink,
  mdLinkTarget,
  mdTable,
  redact,
  timeAgo,
  withTitle,
} from '../../src/ports/text.js'
import { marked, type Tokens } from 'marked'
import { renderSummary, summaryProblems } from '../../__fixtures__/summary-render.js'
import { liveReferences } from '../../__fixtures__/github-references.js'
import { failingTestsOutput } from '../../src/commands/common/flaky-tests.js'
import type { TestCase } from '../../src/client/index.js'

describe('logLine', () => {
  it('can never start a workflow command or break a line', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const line = logLine(s)
        return !/[\r\n]/.test(line) && !line.startsWith('::')
      }),
    )
    expect(logLine('::set-output name=x::1')).toBe(' ::set-output name=x::1')
    expect(logLine('a\n::error::b')).toBe('a ::error::b')
  })
})

describe('redact', () => {
  const token = 'tok_a_b*c[d]'
  const tokenLike = fc.string({
    unit: fc.constantFrom(...'abcXYZ019_-.~'.split('')),
    minLength: 8,
    maxLength: 40,
  })
  it('replaces the secret, also where Markdown escaped it', () => {
    expect(redact(`x ${token} y`, [token])).toBe('x *** y')
    expect(redact(`| ${md(token)} |`, [token])).toBe('| *** |')
    expect(redact('nothing to hide', [token])).toBe('nothing to hide')
  })
  it('finds the secret however the text around it decided the escapes', () => {
    expect(redact(md('see www.example.com'), ['ww.example'])).toBe('see w***.com')
    expect(redact(md('x _a_b'), ['_a_b'])).toBe('x ***')
    expect(redact('<span title="a&amp;b&quot;c">', ['a&b"c'])).toBe('<span title="***">')
  })
  it('leaves values too short to be secrets alone', () => {
    expect(redact('a cat sat', ['a'])).toBe('a cat sat')
  })
  it('never leaves a secret in any text it is placed in', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), tokenLike, (a, b, secret) => {
        return !redact(`${a}${secret}${b}`, [secret]).includes(secret)
      }),
    )
  })
})

describe('md', () => {
  it('escapes Markdown and HTML and keeps table cells in one piece', () => {
    expect(md('a|b <script>x</script> *bold* [l](u)')).toBe(
      'a\\|b &lt;script&gt;x&lt;/script&gt; \\*bold\\* \\[l\\](u)',
    )
    expect(md('line\nbreak')).toBe('line break')
    expect(md('x'.repeat(300), 10)).toBe('xxxxxxxxx…')
  })
  it('never lets a raw | < > or newline through', () => {
    fc.assert(fc.property(fc.string(), (s) => !/(^|[^\\])\||[<>\n\r]/.test(md(s, 10_000))))
  })
  it('links only https URLs', () => {
    expect(mdLink('t', 'https://x.io/a')).toBe('[t](https://x.io/a)')
    expect(mdLink('t', 'http://x.io/a')).toBe('t')
    expect(mdLink('t', 'javascript:alert(1)')).toBe('t')
  })
})

describe('failingTestsOutput', () => {
  const test = (i: number, rate: number): TestCase => ({
    id: `id-${i}`,
    repository: { html_url: 'https://github.com/acme/app' },
    html_url: `https://app.trunk.io/t/${i}`,
    name: `test ${i} ${'n'.repeat(200)}`,
    variant: '',
    status: { value: 'flaky', reason: '', timestamp: '' },
    most_common_failures: [],
    failure_rate_last_7d: rate,
    failure_rate_last_24h: rate,
    codeowners: [],
    pull_requests_impacted_last_7d: 0,
    quarantined: i % 2 === 0,
  })
  it('is compact JSON, most failing first', () => {
    const out = JSON.parse(failingTestsOutput([test(1, 0.1), test(2, 0.9), test(3, 0.5)])) as {
      id: string
    }[]
    expect(out.map((t) => t.id)).toEqual(['id-2', 'id-3', 'id-1'])
  })
  it('is cut to its byte budget, keeping the most failing tests', () => {
    const tests = Array.from({ length: 500 }, (_, i) => test(i, i / 500))
    const json = failingTestsOutput(tests, 20_000)
    expect(Buffer.byteLength(json)).toBeLessThanOrEqual(20_000)
    const out = JSON.parse(json) as { id: string }[]
    expect(out.length).toBeGreaterThan(10)
    expect(out[0]!.id).toBe('id-499')
  })
})

describe('md in GFM', () => {
  it('leaves a _ inside a word alone and escapes one that could start emphasis', () => {
    expect(md('snake_case_name')).toBe('snake_case_name')
    expect(md('_x_ and y_ z')).toBe('\\_x\\_ and y\\_ z')
  })
  it('keeps URLs, www. names and e-mail addresses in untrusted text from becoming links', () => {
    expect(md('see https://evil.example or www.evil.example or a@evil.example')).toBe(
      'see https\\://evil.example or www\\.evil.example or a\\@evil.example',
    )
  })
  it('makes mentions and references inert: nobody is pinged, no thread is linked', () => {
    // A PR's own workflow names the checks of the queue's test run: they are not ours to ping with.
    expect(md('@acme/core')).toBe('@&#8203;acme/core')
    expect(md('lint by @octocat fixes #12, org/repo#5 and GH-7')).toBe(
      'lint by @&#8203;octocat fixes #&#8203;12, org/repo#&#8203;5 and GH-&#8203;7',
    )
    // Not a mention or a reference: left as written.
    expect(md('C# 9, issue#x, a@b')).toBe('C# 9, issue#x, a\\@b')
    const html = renderSummary(md('cc @octocat #12'))
    expect(html).not.toMatch(/@octocat|#12/)
    expect(html.replace(/\u200b/g, '')).toContain('cc @octocat #12')
  })
})

describe('codeSpan', () => {
  it('never escapes, and picks a fence longer than any run of backticks inside', () => {
    expect(codeSpan('NOT_READY')).toBe('`NOT_READY`')
    expect(codeSpan('a`b``c')).toBe('```a`b``c```')
    expect(codeSpan('`x')).toBe('`` `x ``')
    expect(codeSpan('')).toBe('')
  })
  it('escapes | only in a table cell, where GFM takes the escape away again', () => {
    expect(codeSpan('a|b')).toBe('`a|b`')
    expect(codeSpan('a|b', { inTable: true })).toBe('`a\\|b`')
  })
  it('shows any text exactly as given once rendered', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (s) => {
        // eslint-disable-next-line no-control-regex
        const text = s.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
        fc.pre(text.trim() !== '' && !/^\s|\s$/.test(text))
        const html = renderSummary(codeSpan(text, { max: 10_000 }))
        const shown = /<code>([\s\S]*)<\/code>/.exec(html)?.[1]
        return (
          shown !== undefined &&
          shown
            .replace(/&lt;/g, '<')
            .replace(/&gt;/g, '>')
            .replace(/&quot;/g, '"')
            .replace(/&#39;/g, "'")
            .replace(/&amp;/g, '&') === text
        )
      }),
    )
  })
})

describe('humanDuration and times', () => {
  it('says lengths of time as a person does', () => {
    expect(humanDuration(200)).toBe('under 1 s')
    expect(humanDuration(42_000)).toBe('42 s')
    expect(humanDuration(180_000)).toBe('3 min')
    expect(humanDuration(185_000)).toBe('3 min 05 s')
    expect(humanDuration(42 * 60_000 + 30_000)).toBe('42 min')
    expect(humanDuration(2 * 3600_000 + 5 * 60_000)).toBe('2 h 05 min')
    expect(humanDuration(24 * 3600_000)).toBe('24 h')
    expect(humanDuration(76 * 3600_000)).toBe('3 d 4 h')
  })
  it('shows relative times with the absolute time on hover, and a non-time as text', () => {
    const now = Date.parse('2026-11-23T01:20:00Z')
    expect(timeAgo('2026-11-23T01:17:00Z', now)).toBe(
      '<span title="2026-11-23 01:17:00 UTC">3 min ago</span>',
    )
    expect(durationSince('2026-11-23T01:17:00Z', now)).toBe(
      '<span title="since 2026-11-23 01:17:00 UTC">3 min</span>',
    )
    expect(timeAgo('yesterday <b>', now)).toBe('yesterday &lt;b&gt;')
    expect(withTitle('x', 'a "b" <c>')).toBe('<span title="a &quot;b&quot; &lt;c&gt;">x</span>')
  })
})

describe('mdTable', () => {
  it('refuses a column without a header', () => {
    expect(() => mdTable(['', ''], [['a', 'b']])).toThrow('every table column needs a header')
  })
})

describe('redact, whatever the secret', () => {
  it('hides a 100 KB value (refused as a token, still never shown) without failing', () => {
    const long = `tok_${'a'.repeat(100 * 1024)}`
    expect(redact(`before ${long} after`, [long])).toBe('before *** after')
  })
  it('hides a token written with escapes as well as one written plainly', () => {
    expect(redact('a tok\\_x\\_y1 b tok_x_y1', ['tok_x_y1'])).toBe('a *** b ***')
  })
})

describe("untrusted text in GitHub's Markdown: one function per context", () => {
  const hostile = [
    '@octocat',
    '-@octocat',
    '.@octocat',
    '\\@octocat',
    '+@octocat',
    '@acme/core',
    '#12',
    'PR #12',
    'org/repo#12',
    'GH-12',
    'a|b',
    '`x`',
    '<b>',
    '[l](https://e.x)',
  ]
  it('plain text and table cells: no mention or reference stays live, no cell breaks', () => {
    for (const s of hostile) {
      const html = renderSummary(`${md(`check ${s} done`)}\n`)
      expect([s, liveReferences(html)]).toEqual([s, []])
      // A backslash the text holds is shown as it is; no other markup or escape shows.
      if (!s.includes('\\')) expect([s, summaryProblems(md(s))]).toEqual([s, []])
    }
    const table = mdTable(
      ['Check', 'Conclusion'],
      hostile.map((s) => [mdLink(`lint ${s}`, `https://ci.example/${s}`), md(s)]),
    )
    const rows = marked.lexer(table, { gfm: true }).find((t) => t.type === 'table') as Tokens.Table
    expect(rows.rows.map((r) => r.length)).toEqual(hostile.map(() => 2))
    expect(liveReferences(renderSummary(table))).toEqual([])
    const plain = hostile.filter((s) => !s.includes('\\'))
    expect(
      summaryProblems(
        mdTable(
          ['Check'],
          plain.map((s) => [mdLink(s, 'https://e.x/|')]),
        ),
      ),
    ).toEqual([])
  })
  it('a link target: https only, and nothing in it ends the link or splits a cell', () => {
    expect(mdLinkTarget('https://ci.example/a|b (c)')).toBeUndefined()
    expect(mdLinkTarget('https://ci.example/a|b_(c)')).toBe('https://ci.example/a%7Cb%5F%28c%29')
    for (const bad of ['http://x.io', 'javascript:alert(1)', 'https:///x', 'https://x.io/a\nb', ''])
      expect(mdLinkTarget(bad)).toBeUndefined()
    const cell = mdTable(['Check', 'Link'], [['a', mdLink('run', 'https://ci.example/x|y')]])
    const html = renderSummary(cell)
    expect(html).toContain('href="https://ci.example/x%7Cy"')
    expect(html.match(/<td>/g)).toHaveLength(2)
  })
  it('property: any text from the pieces GitHub reads stays plain text in a cell', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...hostile, ' ', '\\', '|'), fc.string()), {
          maxLength: 8,
        }),
        (parts) => {
          const s = parts.join('')
          const table = mdTable(['Check', 'Conclusion'], [[md(s), codeSpan(s, { inTable: true })]])
          const t = marked.lexer(table, { gfm: true }).find((x) => x.type === 'table') as
            Tokens.Table | undefined
          expect(t?.rows[0]).toHaveLength(2)
          expect(liveReferences(renderSummary(table))).toEqual([])
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('the helpers at their bounds', () => {
  it('md and codeSpan: nothing for nothing, text for 0 and false, cut only past the maximum', () => {
    for (const empty of [undefined, null, '']) {
      expect(md(empty)).toBe('')
      expect(codeSpan(empty)).toBe('')
    }
    expect(md(0)).toBe('0')
    expect(md(false)).toBe('false')
    expect(codeSpan(0)).toBe('`0`')
    expect(md('a'.repeat(10), 10)).toBe('a'.repeat(10))
    expect(md('a'.repeat(11), 10)).toBe(`${'a'.repeat(9)}…`)
    expect(codeSpan('a'.repeat(200))).toBe(`\`${'a'.repeat(200)}\``)
    expect(codeSpan('a'.repeat(201))).toBe(`\`${'a'.repeat(199)}…\``)
    expect(codeSpan('a'.repeat(11), { max: 10 })).toBe(`\`${'a'.repeat(9)}…\``)
    // Control characters, each run one space.
    expect(md('a\n\r\tb\u2028c')).toBe('a b c')
    expect(codeSpan('a\n\nb')).toBe('`a b`')
    // A code span padded only when it starts or ends with a backtick or a space, never when blank.
    expect(codeSpan('`x')).toBe('`` `x ``')
    expect(codeSpan('x')).toBe('`x`')
    expect(codeSpan('   ')).toBe('`   `')
    // & is an entity in text; a code span shows it as it is.
    expect(md('a&b')).toBe('a&amp;b')
    expect(codeSpan('a&b')).toBe('`a&b`')
  })

  it('humanDuration at each boundary', () => {
    const cases: [number, string][] = [
      [-5, 'under 1 s'],
      [499, 'under 1 s'],
      [500, '1 s'],
      [59_499, '59 s'],
      [60_000, '1 min'],
      [61_000, '1 min 01 s'],
      [599_000, '9 min 59 s'],
      [600_000, '10 min'],
      [659_000, '10 min'],
      [3_599_000, '59 min'],
      [3_600_000, '1 h'],
      [3_660_000, '1 h 01 min'],
      [47 * 3_600_000, '47 h'],
      [48 * 3_600_000, '2 d'],
      [49 * 3_600_000, '2 d 1 h'],
    ]
    for (const [ms, said] of cases) expect({ ms, said: humanDuration(ms) }).toEqual({ ms, said })
  })

  it('times: in the future says in, the past ago; the absolute time in UTC; a non-time as given', () => {
    const now = Date.parse('2026-12-02T10:00:00Z')
    expect(absoluteTime(Date.parse('2026-11-23T01:02:03.456Z'))).toBe('2026-11-23 01:02:03 UTC')
    expect(timeAgo('2026-12-02T10:03:00Z', now)).toContain('in 3 min')
    expect(timeAgo('2026-12-02T09:57:00Z', now)).toContain('3 min ago')
    expect(timeAgo('2026-12-02T10:00:00Z', now)).toContain('under 1 s ago')
    expect(timeAgo('<b>soon', now)).toBe('&lt;b&gt;soon')
    expect(timeAgo(undefined, now)).toBe('')
  })

  it('facts skip empty values; only https links are linkable; a JSON array keeps what fits', () => {
    expect(
      mdFacts([
        ['A', '1'],
        ['B', ''],
        ['C', 'x'],
      ]),
    ).toBe('- **A:** 1\n- **C:** x')
    expect(isLinkable('https://x.test/a')).toBe(true)
    expect(isLinkable('http://x.test/a')).toBe(false)
    expect(isLinkable(undefined)).toBe(false)
    const items = ['aa', 'bb', 'cc']
    const whole = JSON.stringify(items)
    expect(jsonArrayWithin(items, whole.length)).toEqual({ json: whole, kept: 3 })
    expect(jsonArrayWithin(items, whole.length - 1)).toEqual({ json: '["aa","bb"]', kept: 2 })
    expect(jsonArrayWithin(items, '["aa","bb"]'.length)).toEqual({ json: '["aa","bb"]', kept: 2 })
    expect(jsonArrayWithin(items, 1)).toEqual({ json: '[]', kept: 0 })
  })

  it('mdTable: a header is required for every column; an empty cell stays a cell', () => {
    expect(() => mdTable(['A', ' '], [])).toThrow('every table column needs a header')
    expect(mdTable(['A', 'B'], [['', 'x']])).toBe('| A | B |\n| --- | --- |\n|   | x |')
  })
})

describe('the escapes, one by one', () => {
  it('an HTML attribute: one line, and & " < > as entities', () => {
    expect(htmlAttr('a\nb & "c" <d>')).toBe('a b &amp; &quot;c&quot; &lt;d&gt;')
    expect(withTitle('**x**', 'at "noon"')).toBe('<span title="at &quot;noon&quot;">**x**</span>')
  })

  it('a character that could end a link is percent-encoded in its target', () => {
    expect(mdLinkTarget('https://x.test/a|b(c)_d')).toBe('https://x.test/a%7Cb%28c%29%5Fd')
  })

  it("inertReferences: mentions and references in text that is not md()'s", () => {
    expect(inertReferences('ping @octocat about #12 and GH-7, not a@b.c or &#35;1')).toBe(
      'ping @&#8203;octocat about #&#8203;12 and GH-&#8203;7, not a@b.c or &#35;1',
    )
  })

  it('a duration since a value that is no time shows the value', () => {
    expect(durationSince('soon <b>', Date.parse('2026-12-02T10:00:00Z'))).toBe('soon &lt;b&gt;')
    expect(durationSince(undefined, 0)).toBe('')
  })

  it('redact finds a secret written with entities for each of & < > "', () => {
    const secret = 'ab&c<d>e"f'
    for (const written of ['ab&amp;c&lt;d&gt;e&quot;f', 'ab\\&c\\<d\\>e\\"f', md(secret)])
      expect(redact(`x ${written} y`, [secret])).toBe('x *** y')
  })

  it('redact finds an escaped secret up to 256 characters long', () => {
    const secret = 'a*'.repeat(128)
    expect(secret).toHaveLength(256)
    expect(md(secret, 1000)).toContain('\\*')
    expect(redact(`[${md(secret, 1000)}]`, [secret])).toBe('[***]')
    // Found again when asked twice (the pattern is kept), also in text of another shape.
    expect(redact(`(${md(secret, 1000)})`, [secret])).toBe('(***)')
  })

  it('an underscore between digits or letters is left alone; one at a word edge is escaped', () => {
    expect(md('v1_2')).toBe('v1_2')
    expect(md('a_9')).toBe('a_9')
    expect(md('9_a')).toBe('9_a')
    expect(md('_9')).toBe('\\_9')
    expect(md('9_')).toBe('9\\_')
    expect(md('é_ü')).toBe('é_ü')
  })

  it('http and ftp URLs, in any case, do not become links either', () => {
    expect(md('see http://x.test')).toBe('see http\\://x.test')
    expect(md('see ftp://x.test')).toBe('see ftp\\://x.test')
    expect(md('see HTTPS://x.test')).toBe('see HTTPS\\://x.test')
    expect(md('see www.x.test')).toBe('see www\\.x.test')
    expect(md('a http: b')).toBe('a http: b')
  })

  it('a backslash of the text before a | in a table cell is kept apart from the escape', () => {
    expect(codeSpan('a\\|b', { inTable: true })).toBe('`a\\\u200b\\|b`')
    expect(codeSpan('a|b', { inTable: true })).toBe('`a\\|b`')
    expect(codeSpan('a\\|b')).toBe('`a\\|b`')
  })

  it('a link target is an https URL that parses, written in any case, with a host first', () => {
    expect(mdLinkTarget('HTTPS://x.test/a')).toBe('HTTPS://x.test/a')
    for (const bad of [
      'https:///x.test',
      'https://\\x.test',
      'https://x.test:port/',
      'https://[::1/',
      ' https://x.test',
      'javascript:https://x.test',
      'xhttps://x.test',
    ])
      expect({ bad, target: mdLinkTarget(bad) }).toStrictEqual({ bad, target: undefined })
  })
})
