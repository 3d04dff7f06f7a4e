/**
 * The rules doctor applies, against GitHub's documented behaviour: matrix expansion (the docs'
 * include/exclude examples), expressions (loose comparison, unknowns), and this repository's own
 * workflows as a queue would test them.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { readWorkflows } from '../../../src/commands/doctor/checkout.js'
import { diagnose } from '../../../src/commands/doctor/diagnose.js'
import { RULES } from '../../../src/commands/doctor/rules.js'
import { messageMarkdown } from '../../../src/commands/doctor/summary.js'
import {
  ExpressionSyntaxError,
  UNKNOWN,
  closed,
  evaluate,
  interpolate,
  mentionsContext,
  parseExpression,
  type Context,
} from '../../../src/commands/doctor/expressions.js'
import { expandMatrix, matrixSuffix } from '../../../src/commands/doctor/matrix.js'

const names = (matrix: unknown) => {
  const e = expandMatrix(matrix)
  if ('unknown' in e) throw new Error(e.unknown)
  return e.combos.map((c) => `build${matrixSuffix(c)}`)
}

describe('matrix expansion', () => {
  it("expands GitHub's documented include example", () => {
    expect(
      names({
        fruit: ['apple', 'pear'],
        animal: ['cat', 'dog'],
        include: [
          { color: 'green' },
          { color: 'pink', animal: 'cat' },
          { fruit: 'apple', shape: 'circle' },
          { fruit: 'banana' },
          { fruit: 'banana', animal: 'cat' },
        ],
      }),
    ).toEqual([
      'build (apple, cat, pink, circle)',
      'build (apple, dog, green, circle)',
      'build (pear, cat, pink)',
      'build (pear, dog, green)',
      'build (banana)',
      'build (banana, cat)',
    ])
  })

  it("expands GitHub's documented exclude example", () => {
    expect(
      names({
        os: ['macos-latest', 'windows-latest'],
        version: [12, 14, 16],
        environment: ['staging', 'production'],
        exclude: [
          { os: 'macos-latest', version: 12, environment: 'production' },
          { os: 'windows-latest', version: 16 },
        ],
      }),
    ).toHaveLength(12 - 1 - 2)
  })

  it('a matrix from an expression cannot be known', () => {
    expect(expandMatrix('${{ fromJSON(needs.plan.outputs.matrix) }}')).toHaveProperty('unknown')
  })

  it('a matrix too large to expand is not expanded (ten lists of ten: 10^10), and says why', () => {
    const lists = Object.fromEntries(
      Array.from({ length: 10 }, (_, i) => [`k${i}`, Array.from({ length: 10 }, (_, v) => v)]),
    )
    expect(expandMatrix(lists)).toEqual({
      unknown:
        'the matrix is too large to expand (10,000,000,000 combinations before exclude and include, with 0 entries of 0 values); GitHub runs at most 256 jobs of one matrix',
    })
    // An empty list among them: no combination, and nothing built on the way.
    expect(expandMatrix({ ...lists, k9: [] })).toEqual({ combos: [] })
    // GitHub's own maximum (256 jobs) is expanded.
    const e = expandMatrix({ os: [1, 2, 3, 4], node: [1, 2, 3, 4], shard: [...Array(16).keys()] })
    expect('combos' in e && e.combos.length).toBe(256)
  })
})

describe('expressions', () => {
  const ev = (src: string, ctx = {}) => evaluate(parseExpression(src), ctx)
  it('compares loosely, as GitHub does', () => {
    expect(ev("'ABC' == 'abc'")).toBe(true)
    expect(ev('null == false')).toBe(true)
    expect(ev("'' == 0")).toBe(true)
    expect(ev("startsWith('trunk-merge/pr-7', 'TRUNK-merge/')")).toBe(true)
  })
  it('a key a closed object lacks is null; an unknown value spreads unless the other side decides', () => {
    const github = { event: closed({ ref: 'refs/heads/x' }), actor: UNKNOWN }
    expect(ev('github.event.pull_request.draft == false', { github })).toBe(true)
    expect(ev("github.actor == 'me'", { github })).toBe(UNKNOWN)
    expect(ev("false && github.actor == 'me'", { github })).toBe(false)
    expect(ev("true || github.actor == 'me'", { github })).toBe(true)
    expect(ev('vars.RUN == true', { github })).toBe(UNKNOWN)
  })
  it('refuses what would overflow the stack: deep nesting, long chains, over 21,000 characters', () => {
    const refused = (src: string) => {
      try {
        parseExpression(src)
      } catch (e) {
        return e instanceof ExpressionSyntaxError ? e.message : `not a syntax error: ${e}`
      }
      return 'parsed'
    }
    expect(refused(`${'('.repeat(300)}true${')'.repeat(300)}`)).toMatch(/^nested deeper than 200/)
    expect(refused(`${'!'.repeat(5000)}true`)).toMatch(/^nested deeper than 200/)
    // 7,000 operators in a row: as deep a tree, evaluated recursively.
    expect(refused(Array(7000).fill('a').join('||'))).toMatch(/^nested deeper than 200/)
    expect(refused(`'${'x'.repeat(21_000)}'`)).toBe(
      'longer than 21,000 characters, which GitHub refuses',
    )
    // What workflows write is read: 60 levels of parentheses, a chain of 150, a 20,000-character string.
    expect(ev(`${'('.repeat(60)}true${')'.repeat(60)}`)).toBe(true)
    expect(ev(Array(150).fill('a').join(' || '), { a: false })).toBe(false)
    expect(ev(`'${'x'.repeat(20_000)}' != ''`)).toBe(true)
  })
  it('a function whose text would pass 1 MiB (GitHub stops at 1 MB) is unknown, never built', () => {
    const many = '{0}'.repeat(2300)
    // Built, this would be 2300^3 * 100 characters.
    expect(
      ev(`format('${many}', format('${many}', format('${many}', '${'x'.repeat(100)}')))`),
    ).toBe(UNKNOWN)
    expect(
      ev("join(fromJSON(format('[{0}]', x)), '-')", {
        x: Array(2000)
          .fill(`"${'y'.repeat(600)}"`)
          .join(','),
      }),
    ).toBe(UNKNOWN)
    expect(ev("format('{0} ({1})', 'test', 20)")).toBe('test (20)')
    expect(ev("join(fromJSON('[1,2]'), '-')")).toBe('1-2')
  })
  it('finds `${{ }}` in one pass, as the expressions it replaced found them, on generated text', () => {
    const FORMER = /\$\{\{([\s\S]*?)\}\}/g
    // Each `${{ }}` the former expression found, valued as one (the scan under test finds them).
    const former = (text: string, ctx: Context) => {
      let unknown = false
      const out = text.replace(FORMER, (m: string) => {
        const v = interpolate(m, ctx)
        if (v === UNKNOWN) unknown = true
        return v === UNKNOWN ? '' : v
      })
      return unknown ? UNKNOWN : out
    }
    const piece = fc.constantFrom('${{', '}}', '}', ' ', 'a', 'matrix.os', 'x', '(', "'b'")
    const text = fc.array(piece, { maxLength: 12 }).map((p) => p.join(''))
    const ctx: Context = { a: 'A', x: UNKNOWN, matrix: closed({ os: 'linux' }) }
    fc.assert(
      fc.property(text, (t) => {
        expect([t, interpolate(t, ctx)]).toEqual([t, former(t, ctx)])
        expect([t, mentionsContext(t, 'matrix')]).toEqual([t, /\$\{\{[^}]*\bmatrix\b/i.test(t)])
      }),
      { numRuns: 3000 },
    )
    // Many `${{` and no `}}` (time squared before: 32,000 took 0.4 s, a 2 MiB value minutes).
    const many = '${{'.repeat(300_000)
    expect(interpolate(many, ctx)).toBe(many)
    expect(mentionsContext(`${many} matrix`, 'matrix')).toBe(true)
    expect(mentionsContext(`${'${{ }'.repeat(300_000)} matrix`, 'matrix')).toBe(false)
  })
  it('interpolates names, and says when it cannot', () => {
    expect(interpolate('Checks (Node ${{ matrix.node }})', { matrix: closed({ node: 20 }) })).toBe(
      'Checks (Node 20)',
    )
    expect(interpolate('Test ${{ vars.SUITE }}', {})).toBe(UNKNOWN)
  })
})

describe("this repository's own workflows", () => {
  const { files } = readWorkflows('.')
  const required = [
    'Checks (Node 20)',
    'Checks (Node 24)',
    'Analyze (TypeScript)',
    'Action against the emulator',
  ]
  const queue = {
    branch: 'main',
    mode: 'single',
    state: 'running',
    testingTimeoutMinutes: 60,
  }
  it('give no finding for a queue that opens PRs for its test branches', () => {
    const findings = diagnose({
      queue: { ...queue, createPrsForTestingBranches: true },
      required: { names: required, source: { kind: 'queue' }, complete: true },
      workflows: files,
      repository: 'acme/merge-queue-action',
    })
    expect(findings).toEqual([])
  })
  it('without those PRs, each check is an error that points at the push filter', () => {
    const findings = diagnose({
      queue: { ...queue, createPrsForTestingBranches: false },
      required: { names: required, source: { kind: 'queue' }, complete: true },
      workflows: files,
      repository: 'acme/merge-queue-action',
    })
    expect(findings.map((f) => [f.code, f.check])).toEqual(
      [...required].sort().map((c) => ['not-on-test-branches', c]),
    )
    const ci = findings.find((f) => f.check === 'Checks (Node 20)')!
    expect(ci.file).toBe('.github/workflows/ci.yml')
    expect(ci.message).toContain('trunk-merge/**')
  })
})

describe('docs/doctor.md', () => {
  it('explains every finding code with its severity', () => {
    const doc = readFileSync('docs/doctor.md', 'utf8')
    for (const { code, severity } of RULES) {
      expect([code, doc.includes(`| \`${code}\` | ${severity} |`)]).toEqual([code, true])
    }
  })
})

describe('the summary', () => {
  it("shows a finding's code spans as code and keeps a table cell whole", () => {
    expect(messageMarkdown('its `push` filter skips `a|b`; use `trunk-merge/**`')).toBe(
      'its `push` filter skips `a\\|b`; use `trunk-merge/**`',
    )
    // An odd backtick: nothing is read as code, everything escaped.
    expect(messageMarkdown('a ` b | c')).toBe('a \\` b \\| c')
  })
})
