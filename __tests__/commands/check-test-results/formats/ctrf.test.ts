/**
 * CTRF JSON (formats/ctrf.ts), rule by rule on small reports: what proves a file is CTRF, each
 * status, retries, a test's identity (suite, file, line, variant; jest's full names), and the
 * summary's counts against the tests the report names. The writers' own files are in
 * formats.test.ts and the differential tests.
 */
import { describe, expect, it } from '@jest/globals'
import { parseReport } from '../../../../src/commands/check-test-results/reports.js'
import { refusalOf } from '../helpers.js'
import { isCtrf } from '../../../../src/commands/check-test-results/formats/ctrf.js'

type Test = Record<string, unknown>
const count = (tests: Test[], status: string) => tests.filter((t) => t?.status === status).length
const summaryOf = (tests: Test[]) => ({
  tests: tests.length,
  passed: count(tests, 'passed'),
  failed: count(tests, 'failed'),
  pending: count(tests, 'pending'),
  skipped: count(tests, 'skipped'),
  other: count(tests, 'other'),
  start: 0,
  stop: 1,
})
const doc = (tests: Test[], extra: { tool?: string; summary?: Record<string, unknown> } = {}) => ({
  results: {
    tool: { name: extra.tool ?? 'playwright' },
    summary: { ...summaryOf(tests), ...extra.summary },
    tests,
  },
})
const read = (tests: Test[], extra: Parameters<typeof doc>[1] = {}, workspace = '') =>
  parseReport(JSON.stringify(doc(tests, extra)), 'ctrf.json', { workspace })
const t = (name: string, status: string, more: Test = {}): Test => ({
  name,
  status,
  duration: 10,
  ...more,
})

describe('what proves a file is CTRF', () => {
  const whole = doc([t('a', 'passed')])
  it('the results with a tool name, the summary with each of its counts, and the tests', () => {
    expect(isCtrf(whole)).toBe(true)
    for (const k of ['tests', 'passed', 'failed', 'pending', 'skipped', 'other']) {
      const summary: Record<string, unknown> = { ...whole.results.summary }
      delete summary[k]
      expect({ k, ctrf: isCtrf({ results: { ...whole.results, summary } }) }).toStrictEqual({
        k,
        ctrf: false,
      })
    }
    for (const results of [
      { ...whole.results, tests: {} },
      { ...whole.results, tool: { name: 7 } },
      { ...whole.results, tool: 'playwright' },
      { ...whole.results, summary: [] },
      { ...whole.results, summary: null },
    ])
      expect(isCtrf({ results })).toBe(false)
    for (const d of [null, [], 'results', { results: [] }, { results: null }])
      expect(isCtrf(d)).toBe(false)
  })
})

describe('each status', () => {
  it('failed fails with its message (or its trace), other fails unless jest says it did not run', () => {
    const r = read([
      t('f1', 'failed', { message: 'boom\nsecond line' }),
      t('f2', 'failed', { trace: 'at x' }),
      t('f3', 'failed'),
      t('o1', 'other'),
      t('o2', 'other', { rawStatus: 'todo' }),
      t('o3', 'other', { rawStatus: 'timedOut', message: 'took too long' }),
      t('s', 'skipped'),
      t('p', 'pending'),
      t('ok', 'passed'),
    ])
    expect(r.failures.map((f) => [f.name, f.message, f.kind, f.attempts])).toStrictEqual([
      ['f1', 'boom', 'failure', 1],
      ['f2', 'at x', 'failure', 1],
      ['f3', '', 'failure', 1],
      ['o1', 'status other (not passed)', 'failure', 1],
      ['o3', 'took too long', 'failure', 1],
    ])
    expect(r.tests).toBe(9)
    expect(r.skipped).toBe(3)
    expect(r.outside).toStrictEqual([])
    expect(r.showsOutside).toBe(true)
  })

  it.each(['todo', 'disabled', 'pending', 'skipped'])(
    'other with rawStatus %s is not run',
    (raw) => {
      const r = read([t('o', 'other', { rawStatus: raw })])
      expect(r.failures).toStrictEqual([])
      expect(r.skipped).toBe(1)
    },
  )

  it('a status CTRF does not have, a test that is no object or has no name: refused, naming it', () => {
    const refused = (tests: unknown[]) =>
      refusalOf(() => parseReport(JSON.stringify(doc(tests as Test[])), 'ctrf.json'))
    expect(refused([t('a', 'passed'), t('b', 'broken')])).toContain(
      'results.tests[1] has status "broken"; CTRF\'s are passed, failed, skipped, pending and other',
    )
    expect(refused([t('a', 'passed'), { status: 'failed' }])).toContain(
      'results.tests[1] has no name (a string)',
    )
    expect(refused([null])).toContain('results.tests[0] is not a test object')
    expect(refused([[t('a', 'failed')]])).toContain('results.tests[0] is not a test object')
    expect(refused(['a'])).toContain('results.tests[0] is not a test object')
    expect(refused([{ name: 'a' }])).toContain('results.tests[0] has status undefined')
  })
})

describe('retries', () => {
  it('a pass after failed attempts passed on a retry: their count, time and last message', () => {
    const r = read([
      t('flaky', 'passed', {
        retryAttempts: [
          { status: 'failed', duration: 1500, message: 'first' },
          { status: 'passed', duration: 700 },
          { status: 'failed', duration: 500, message: 'last' },
        ],
      }),
    ])
    expect(r.failures).toStrictEqual([])
    expect(r.passedOnRetry).toHaveLength(1)
    expect(r.passedOnRetry[0]).toMatchObject({
      name: 'flaky',
      failedAttempts: 2,
      failedSeconds: 2,
      message: 'last',
    })
  })

  it('retries, or flaky: true, alone say it passed on a retry; a plain pass says nothing', () => {
    expect(read([t('a', 'passed', { retries: 3 })]).passedOnRetry[0]).toMatchObject({
      failedAttempts: 3,
      failedSeconds: 0,
      message: '',
    })
    expect(read([t('a', 'passed', { flaky: true })]).passedOnRetry[0]).toMatchObject({
      failedAttempts: 1,
    })
    for (const more of [{}, { retries: 0 }, { retries: -2 }, { retries: '3' }, { flaky: 'yes' }])
      expect(read([t('a', 'passed', more)]).passedOnRetry).toStrictEqual([])
    // A list of attempts that all passed is no retry; entries that are not objects are failures.
    expect(
      read([t('a', 'passed', { retryAttempts: [{ status: 'passed' }] })]).passedOnRetry,
    ).toStrictEqual([])
    expect(read([t('a', 'passed', { retryAttempts: [null, 'x'] })]).passedOnRetry[0]).toMatchObject(
      {
        failedAttempts: 2,
      },
    )
  })

  it('two entries of one name are two tests, never attempts of one', () => {
    const r = read([t('same', 'failed'), t('same', 'passed')])
    expect(r.failures.map((f) => f.name)).toStrictEqual(['same'])
    expect(r.passedOnRetry).toStrictEqual([])
  })
})

describe("a test's identity", () => {
  it('its suite (a list or a " > " path) is its classname; its file; its line; its variant', () => {
    const [a, b, c, d] = read([
      t('a', 'failed', { suite: ['login', 7, 'form'], filePath: 'e2e/login.spec.ts', line: 12 }),
      t('b', 'failed', { suite: 'cart > totals', line: 0 }),
      t('c', 'failed', { suite: '', line: 3.5, browser: 'firefox', device: 'pixel' }),
      t('d', 'failed', { parameters: { n: 1 }, browser: '', device: '' }),
    ]).failures
    expect(a).toMatchObject({ classname: 'login > form', file: 'e2e/login.spec.ts', line: 12 })
    expect(a!.variant).toBeUndefined()
    expect(b).toMatchObject({ classname: 'cart > totals' })
    expect(b!.line).toBeUndefined()
    expect(b!.file).toBeUndefined()
    expect(c!.classname).toBeUndefined()
    expect(c!.line).toBeUndefined()
    expect(c!.variant).toBe('browser=firefox device=pixel')
    expect(d!.variant).toBe('parameters={"n":1}')
  })

  it('tests that differ only in a variant field are two tests', () => {
    const r = read([
      t('a', 'failed', { browser: 'chromium' }),
      t('a', 'failed', { browser: 'webkit' }),
      t('a', 'failed', { parameters: null }),
    ])
    expect(r.failures.map((f) => f.variant)).toStrictEqual([
      'browser=chromium',
      'browser=webkit',
      undefined,
    ])
  })

  it('a file inside the workspace is relative to it; one outside it stays as written', () => {
    const ws = '/home/runner/work/app/app'
    const [inside, outside, relative] = read(
      [
        t('a', 'failed', { filePath: `${ws}/tests/a.spec.ts` }),
        t('b', 'failed', { filePath: '/elsewhere/b.spec.ts' }),
        t('c', 'failed', { filePath: 'tests/c.spec.ts' }),
      ],
      {},
      ws,
    ).failures
    expect(inside!.file).toBe('tests/a.spec.ts')
    expect(outside!.file).toBe('/elsewhere/b.spec.ts')
    expect(relative!.file).toBe('tests/c.spec.ts')
    expect(read([t('w', 'failed', { filePath: ws })], {}, ws).failures[0]!.file).toBe(ws)
  })

  it("jest's CTRF: the suite's first entry is the file, the rest describe titles; the name is the full name", () => {
    const [f] = read(
      [t('cart totals adds tax', 'failed', { suite: ['src/cart.test.ts', 'cart', 'totals'] })],
      { tool: 'jest' },
    ).failures
    expect(f).toMatchObject({ name: 'cart totals adds tax', suite: 'cart' })
    const [g] = read([t('other name', 'failed', { suite: ['src/cart.test.ts', 'cart'] })], {
      tool: 'jest',
    }).failures
    expect(g).toMatchObject({ name: 'cart other name', suite: 'cart' })
  })
})

describe("the summary's counts against the tests the report names", () => {
  it('more failed in the summary than named is a failure outside tests', () => {
    const r = read([t('a', 'failed')], { summary: { failed: 3 } })
    expect(r.outside).toStrictEqual([
      {
        report: 'ctrf.json',
        where: 'the run',
        message: 'the summary counts 3 failed test(s), the report names 1',
      },
    ])
  })

  it('other counts as failed, except for jest (its todo tests are other)', () => {
    expect(read([t('a', 'failed')], { summary: { other: 1 } }).outside).toHaveLength(1)
    expect(read([t('a', 'failed')], { tool: 'jest', summary: { other: 1 } }).outside).toStrictEqual(
      [],
    )
    expect(read([t('a', 'failed'), t('b', 'other')]).outside).toStrictEqual([])
    expect(
      read([t('a', 'failed'), t('b', 'other')], { tool: 'jest', summary: { failed: 1, other: 1 } })
        .outside,
    ).toStrictEqual([])
  })

  it("jest's failed count is compared with its failed tests alone, never with those it calls other", () => {
    const r = read([t('a', 'passed'), t('b', 'other')], { tool: 'jest', summary: { failed: 1 } })
    expect(r.failures.map((f) => f.name)).toStrictEqual(['b'])
    expect(r.outside.map((o) => o.message)).toStrictEqual([
      'the summary counts 1 failed test(s), the report names 0',
    ])
  })

  it('the same count, or fewer, is no finding', () => {
    expect(read([t('a', 'failed'), t('b', 'failed')]).outside).toStrictEqual([])
    expect(
      read([t('a', 'failed'), t('b', 'failed')], { summary: { failed: 1 } }).outside,
    ).toStrictEqual([])
  })

  it('a count that is no count is refused, naming it; an absent one is not compared', () => {
    for (const k of ['tests', 'passed', 'failed', 'pending', 'skipped', 'other'])
      for (const v of [-1, 1.5, '2', null])
        expect(() => read([t('a', 'passed')], { summary: { [k]: v } })).toThrow(
          `results.summary.${k} is ${JSON.stringify(v)}, not a count (a non-negative integer)`,
        )
  })

  it("jest-ctrf-json-reporter's summary counts only what it names: said, and not trusted as complete", () => {
    const r = read([t('a', 'passed')], { tool: 'jest' })
    expect(r.outsideHint).toContain('use jest --json')
    // Its summary cannot show a failure outside tests (a file that did not load), so it is not
    // taken as showing there is none; another tool's summary is.
    expect(r.showsOutside).toBe(false)
    const other = read([t('a', 'passed')])
    expect(other.outsideHint).toBeUndefined()
    expect(other.showsOutside).toBe(true)
    // A tool named like an Object property is another tool, not jest's reporter.
    for (const tool of ['constructor', 'toString', '__proto__']) {
      const named = read([t('a', 'passed')], { tool })
      expect(named.outsideHint).toBeUndefined()
      expect(named.showsOutside).toBe(true)
    }
  })
})
