/** The quarantine file's rules: reading (lines named), expiry, matching, duplicates. */
import { describe, expect, it } from '@jest/globals'
import {
  dayNumber,
  duplicateEntries,
  entryLabel,
  entryMatches,
  isExpired,
  matchQuarantine,
  readQuarantineFile,
  sameTest,
  type QuarantineEntry,
} from '../../src/quarantine/file.js'

const NOW = Date.parse('2026-12-02T10:00:00Z')
const entry = (e: Partial<QuarantineEntry>): QuarantineEntry => ({
  owner: '@o',
  reason: 'r',
  expires: '2026-12-31',
  line: 1,
  ...e,
})

const GOOD = `# yaml-language-server: $schema=../quarantine.schema.json
version: 1
tests:
  - name: applies coupon
    classname: tests.test_checkout
    file: ./tests/test_checkout.py
    owner: "@acme/payments"
    reason: races the clock
    expires: 2026-12-31
    issue: https://github.com/acme/shop/issues/7
  - id: 0F1E2D3C-0000-4000-8000-000000000009
    owner: ana@acme.dev
    reason: needs the sandbox
    expires: 2026-12-01
`

describe('readQuarantineFile', () => {
  it('reads entries with their lines; ids lower-cased, files normalised', () => {
    const r = readQuarantineFile(GOOD, NOW, 90)
    expect(r).toEqual({
      ok: true,
      entries: [
        {
          name: 'applies coupon',
          classname: 'tests.test_checkout',
          file: 'tests/test_checkout.py',
          owner: '@acme/payments',
          reason: 'races the clock',
          expires: '2026-12-31',
          issue: 'https://github.com/acme/shop/issues/7',
          line: 4,
        },
        {
          id: '0f1e2d3c-0000-4000-8000-000000000009',
          owner: 'ana@acme.dev',
          reason: 'needs the sandbox',
          expires: '2026-12-01',
          line: 11,
        },
      ],
    })
  })

  it('an empty file, comments only, or tests: with nothing hold no entry', () => {
    for (const t of ['', '# nothing yet\n', 'tests:\n', 'tests: []\n'])
      expect(readQuarantineFile(t, NOW, 90)).toEqual({ ok: true, entries: [] })
  })

  it('names the line of each problem, and reads nothing from a file with one', () => {
    const text = [
      'tests:', // 1
      '  - name: a', // 2
      '    reason: r', // 3
      '    expires: 2026-12-10', // 4
      '  - name: b', // 5
      '    owner: o', // 6
      '    reason: r', // 7
      '  - name: c', // 8
      '    owner: o', // 9
      '    reason: r', // 10
      '    expires: 2027-06-01', // 11
      '  - name: d', // 12
      '    owner: o', // 13
      '    reason: r', // 14
      '    expires: 2026-12-10', // 15
      '    clasname: typo', // 16
      '  - owner: o', // 17
      '    reason: r', // 18
      '    expires: 2026-12-10', // 19
      '  - name: e', // 20
      '    owner: o', // 21
      '    expires: 2026-02-30', // 22
      '    reason: r', // 23
    ].join('\n')
    const r = readQuarantineFile(text, NOW, 90)
    expect(r).toEqual({
      ok: false,
      problems: [
        { line: 2, message: 'the entry has no owner' },
        { line: 5, message: 'the entry has no expires (YYYY-MM-DD)' },
        {
          line: 11 - 3,
          message: 'expires 2027-06-01 is more than 90 days ahead (the most allowed)',
        },
        {
          line: 16,
          message:
            'unknown field "clasname" (id, name, classname, suite, file, owner, reason, expires, issue)',
        },
        { line: 17, message: 'the entry names no test (id or name)' },
        { line: 20, message: 'expires "2026-02-30" is not a date YYYY-MM-DD' },
      ],
    })
  })

  it('the maximum is inclusive: exactly maxDays ahead is allowed, one more is not', () => {
    const at = (d: string) =>
      readQuarantineFile(
        `tests:\n  - name: a\n    owner: o\n    reason: r\n    expires: ${d}\n`,
        NOW,
        29,
      )
    expect(at('2026-12-31').ok).toBe(true)
    expect(at('2027-01-01')).toEqual({
      ok: false,
      problems: [
        { line: 2, message: 'expires 2027-01-01 is more than 29 days ahead (the most allowed)' },
      ],
    })
  })

  it('a file that is not YAML, or not the shape, is an error with its line', () => {
    expect(readQuarantineFile('tests: [a\n', NOW, 90)).toMatchObject({
      ok: false,
      problems: [{ line: 2 }],
    })
    expect(readQuarantineFile('- a\n', NOW, 90)).toEqual({
      ok: false,
      problems: [{ line: 1, message: 'expected a mapping with tests:' }],
    })
    expect(readQuarantineFile('test:\n  - name: a\n', NOW, 90)).toEqual({
      ok: false,
      problems: [{ line: 1, message: 'unknown key "test"' }],
    })
    expect(readQuarantineFile('version: 2\ntests: []\n', NOW, 90)).toEqual({
      ok: false,
      problems: [{ line: 1, message: 'version 2 is not 1' }],
    })
    expect(readQuarantineFile('tests: a\n', NOW, 90)).toEqual({
      ok: false,
      problems: [{ line: 1, message: 'tests: is not a list of entries' }],
    })
    expect(readQuarantineFile('tests:\n  - just a name\n', NOW, 90)).toEqual({
      ok: false,
      problems: [
        { line: 2, message: 'an entry is a mapping (id or name, owner, reason, expires)' },
      ],
    })
    // A key given twice is YAML's error, with its line.
    expect(readQuarantineFile('tests: []\ntests: []\n', NOW, 90)).toMatchObject({
      ok: false,
      problems: [{ line: 2 }],
    })
  })

  it('refuses empty or non-text fields, an id with names, and a link that is no link', () => {
    const one = (body: string) => readQuarantineFile(`tests:\n  - ${body}\n`, NOW, 90)
    expect(one('{name: a, owner: "", reason: r, expires: 2026-12-10}')).toEqual({
      ok: false,
      problems: [{ line: 2, message: 'owner is not a non-empty text' }],
    })
    expect(one('{name: 12, owner: o, reason: r, expires: 2026-12-10}')).toEqual({
      ok: false,
      problems: [{ line: 2, message: 'name is not a non-empty text' }],
    })
    expect(one('{id: x, file: a.py, owner: o, reason: r, expires: 2026-12-10}')).toEqual({
      ok: false,
      problems: [{ line: 2, message: 'the entry names its test by id and by names: give one' }],
    })
    expect(one('{name: a, owner: o, expires: 2026-12-10}')).toEqual({
      ok: false,
      problems: [{ line: 2, message: 'the entry has no reason' }],
    })
    expect(one('{name: a, owner: o, reason: r, expires: 2026-12-10, issue: "see #7"}')).toEqual({
      ok: false,
      problems: [{ line: 2, message: 'issue "see #7" is not an http(s) link' }],
    })
  })
})

describe('expiry', () => {
  it('in force through its day (UTC), expired from the next', () => {
    const e = entry({ expires: '2026-12-02' })
    expect(isExpired(e, Date.parse('2026-12-02T23:59:59Z'))).toBe(false)
    expect(isExpired(e, Date.parse('2026-12-03T00:00:00Z'))).toBe(true)
    expect(isExpired(entry({ expires: 'soon' }), NOW)).toBe(true)
  })

  it('dayNumber reads only real dates', () => {
    expect(dayNumber('1970-01-02')).toBe(1)
    expect(dayNumber('2026-02-29')).toBeUndefined()
    expect(dayNumber('2026-1-2')).toBeUndefined()
  })
})

describe('matching', () => {
  const failure = {
    name: 'applies coupon',
    classname: 'tests.test_checkout',
    suite: 'pytest',
    file: 'tests\\test_checkout.py',
    id: 'ABC',
  }

  it('by names: every field the entry gives must agree', () => {
    expect(entryMatches(entry({ name: 'applies coupon' }), failure)).toBe(true)
    expect(
      entryMatches(entry({ name: 'applies coupon', file: 'tests/test_checkout.py' }), failure),
    ).toBe(true)
    expect(entryMatches(entry({ name: 'applies coupon', file: 'tests/other.py' }), failure)).toBe(
      false,
    )
    expect(
      entryMatches(entry({ name: 'applies coupon', file: 'x.py' }), { name: 'applies coupon' }),
    ).toBe(false)
    expect(entryMatches(entry({ name: 'applies coupon', classname: 'other' }), failure)).toBe(false)
    expect(entryMatches(entry({ name: 'applies coupon', suite: 'pytest' }), failure)).toBe(true)
    expect(entryMatches(entry({ name: 'applies coupon', suite: 'jest' }), failure)).toBe(false)
    expect(entryMatches(entry({ name: 'Applies coupon' }), failure)).toBe(false)
  })

  it('by id: the failure must have that id (any case), its names do not matter', () => {
    expect(entryMatches(entry({ id: 'abc' }), failure)).toBe(true)
    expect(entryMatches(entry({ id: 'abd' }), failure)).toBe(false)
    expect(entryMatches(entry({ id: 'abc' }), { name: 'applies coupon' })).toBe(false)
  })

  it('an entry in force wins over an expired one of the same test; else the expired is named', () => {
    const old = entry({ name: 'applies coupon', expires: '2026-11-01', line: 2 })
    const live = entry({ name: 'applies coupon', line: 7 })
    expect(matchQuarantine([old, live], failure, NOW)).toEqual({ inForce: live })
    expect(matchQuarantine([old], failure, NOW)).toEqual({ expired: old })
    expect(matchQuarantine([old, live], { name: 'other' }, NOW)).toEqual({})
  })

  it('two entries for one test are found, the later named', () => {
    const a = entry({ name: 'x', file: './a.py', line: 2 })
    const b = entry({ name: 'x', file: 'a.py', line: 9 })
    const c = entry({ name: 'x', line: 12 })
    const d = entry({ id: 'i', line: 14 })
    const e = entry({ id: 'i', line: 15 })
    expect(sameTest(a, c)).toBe(false)
    expect(sameTest(d, c)).toBe(false)
    expect(duplicateEntries([a, b, c, d, e])).toEqual([
      [a, b],
      [d, e],
    ])
    expect(entryLabel(a)).toBe('./a.py › x')
    expect(entryLabel(entry({ name: 'n', classname: 'C', suite: 'S' }))).toBe('C › n')
    expect(entryLabel(d)).toBe('id i')
  })
})

describe('each rule, case by case', () => {
  it('an entry matches by every name it gives, and only by those', () => {
    const failure = { name: 'n', classname: 'C', suite: 'S', file: 'a.py' }
    expect(entryMatches(entry({ name: 'n', classname: 'C' }), failure)).toBe(true)
    expect(
      entryMatches(entry({ name: 'n', classname: 'C', suite: 'S', file: 'a.py' }), failure),
    ).toBe(true)
    expect(entryMatches(entry({ name: 'n', classname: 'C' }), { name: 'n' })).toBe(false)
    expect(entryMatches(entry({ name: 'n', suite: 'S' }), { name: 'n', classname: 'C' })).toBe(
      false,
    )
  })

  it('two entries name one test only when every field they give agrees', () => {
    const n = (e: Partial<QuarantineEntry>) => entry({ name: 'n', ...e })
    const cases: [Partial<QuarantineEntry>, Partial<QuarantineEntry>, boolean][] = [
      [{ id: 'i' }, { id: 'i' }, true],
      [{ id: 'i' }, { id: 'j' }, false],
      [{ id: 'i', name: undefined }, {}, false],
      [{}, { id: 'i', name: undefined }, false],
      [{}, {}, true],
      [{}, { name: 'm' }, false],
      [{ classname: 'C' }, { classname: 'C' }, true],
      [{ classname: 'C' }, { classname: 'D' }, false],
      [{ classname: 'C' }, {}, false],
      [{ suite: 'S' }, { suite: 'T' }, false],
      [{ suite: 'S' }, {}, false],
      [{ file: 'a.py' }, { file: './a.py' }, true],
      [{ file: 'a.py' }, { file: 'b.py' }, false],
      [{ file: 'a.py' }, {}, false],
      [{}, { file: 'a.py' }, false],
    ]
    for (const [a, b, same] of cases) {
      expect({ a, b, same: sameTest(n(a), n(b)) }).toEqual({ a, b, same })
      expect(duplicateEntries([n(a), n(b)])).toHaveLength(same ? 1 : 0)
    }
  })

  it('paths: only leading ./ are dropped, every one of them; backslashes become /', () => {
    const file = (f: string) => {
      const r = readQuarantineFile(
        `tests:\n  - {name: a, file: '${f}', owner: o, reason: r, expires: 2026-12-10}\n`,
        NOW,
        90,
      )
      return r.ok ? r.entries[0]?.file : r.problems
    }
    expect(file('././tests/a.py')).toBe('tests/a.py')
    expect(file('../lib/a.py')).toBe('../lib/a.py')
    expect(file('tests\\a.py')).toBe('tests/a.py')
    expect(entryMatches(entry({ name: 'a', file: '../a.py' }), { name: 'a', file: '.a.py' })).toBe(
      false,
    )
  })

  it('reads exactly the fields given (no field set to undefined), each trimmed', () => {
    const r = readQuarantineFile(
      [
        'tests:',
        '  - {id: ABC, owner: o, reason: r, expires: 2026-12-10}',
        '  - {name: " n ", suite: S, owner: " o ", reason: r, expires: 2026-12-10}',
      ].join('\n'),
      NOW,
      90,
    )
    expect(r).toStrictEqual({
      ok: true,
      entries: [
        { id: 'abc', owner: 'o', reason: 'r', expires: '2026-12-10', line: 2 },
        { name: 'n', suite: 'S', owner: 'o', reason: 'r', expires: '2026-12-10', line: 3 },
      ],
    })
    // Blank text is no text.
    expect(
      readQuarantineFile(
        'tests:\n  - {name: "  ", owner: o, reason: r, expires: 2026-12-10}\n',
        NOW,
        90,
      ),
    ).toEqual({ ok: false, problems: [{ line: 2, message: 'name is not a non-empty text' }] })
  })

  it('an unknown field is the one problem of its entry (not also a missing name)', () => {
    expect(
      readQuarantineFile(
        'tests:\n  - {nmae: a, owner: o, reason: r, expires: 2026-12-10}\n',
        NOW,
        90,
      ),
    ).toEqual({
      ok: false,
      problems: [
        {
          line: 2,
          message:
            'unknown field "nmae" (id, name, classname, suite, file, owner, reason, expires, issue)',
        },
      ],
    })
  })

  it('issue: an http or https link, the whole text', () => {
    const issue = (i: string) =>
      readQuarantineFile(
        `tests:\n  - {name: a, owner: o, reason: r, expires: 2026-12-10, issue: "${i}"}\n`,
        NOW,
        90,
      ).ok
    expect(issue('http://tracker.local/7')).toBe(true)
    expect(issue('https://github.com/acme/app/issues/7')).toBe(true)
    expect(issue('see https://github.com/acme/app/issues/7')).toBe(false)
    expect(issue('https://github.com/acme/app/issues/7 and more')).toBe(false)
  })
})
