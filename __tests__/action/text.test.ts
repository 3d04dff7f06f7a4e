/** Untrusted text is made safe for the log and the job summary. */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { logLine, md, mdLink, redact } from '../../src/action/text.js'
import { failingTestsOutput } from '../../src/action/commands/flaky-tests.js'
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
  it('links only http(s) URLs', () => {
    expect(mdLink('t', 'https://x.io/a')).toBe('[t](https://x.io/a)')
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
