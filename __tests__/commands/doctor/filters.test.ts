/**
 * The filter patterns against GitHub's own examples ("Filter pattern cheat sheet" of the workflow
 * syntax reference): each pattern with the names GitHub says it matches, and names it must not.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { matchesPatterns, refFilterAllows } from '../../../src/commands/doctor/filters.js'

const BRANCHES_AND_TAGS: [string[], string[], string[]][] = [
  [['feature/*'], ['feature/my-branch', 'feature/your-branch'], ['feature/beta-a/my-branch']],
  [
    ['feature/**'],
    ['feature/beta-a/my-branch', 'feature/your-branch', 'feature/mona/the/octocat'],
    ['features/x'],
  ],
  [
    ['main', 'releases/mona-the-octocat'],
    ['main', 'releases/mona-the-octocat'],
    ['releases/other'],
  ],
  [['*'], ['main', 'releases'], ['releases/v1', 'trunk-merge/pr-1/x']],
  [['**'], ['all/the/branches', 'every/tag'], []],
  [['*feature'], ['mona-feature', 'feature', 'ver-10-feature'], ['feature-x']],
  [['v2*'], ['v2', 'v2.0', 'v2.9'], ['v1.0']],
  [['v[12].[0-9]+.[0-9]+'], ['v1.10.1', 'v2.0.0'], ['v3.0.0', 'v1.a.0']],
  // The docs' example of a negative pattern: releases/** but not its -alpha ones.
  [
    ['releases/**', '!releases/**-alpha'],
    ['releases/10', 'releases/beta/mona'],
    ['releases/10-alpha', 'releases/beta/3-alpha'],
  ],
]

const PATHS: [string[], string[], string[]][] = [
  [['*'], ['README.md', 'server.rb'], ['docs/README.md']],
  [['*.jsx?'], ['page.js', 'page.jsx'], ['page.jsxx']],
  [['**'], ['all/the/files.md'], []],
  [['*.js'], ['app.js', 'index.js'], ['js/index.js']],
  [['**.js'], ['index.js', 'js/index.js', 'src/js/app.js'], ['index.ts']],
  [['docs/*'], ['docs/README.md', 'docs/file.txt'], ['docs/mona/octocat.txt']],
  [['docs/**'], ['docs/README.md', 'docs/mona/octocat.txt'], ['README.md']],
  [
    ['docs/**/*.md'],
    ['docs/README.md', 'docs/mona/hello-world.md', 'docs/a/markdown/file.md'],
    ['docs/a.txt'],
  ],
  [
    ['**/docs/**'],
    ['docs/hello.md', 'dir/docs/my-file.txt', 'space/docs/plan/space.doc'],
    ['dir/doc/x'],
  ],
  [['**/README.md'], ['README.md', 'js/README.md'], ['README.mdx']],
  [['**/*src/**'], ['a/src/app.js', 'my-src/code/js/app.js'], ['a/sr/app.js']],
  [['**/*-post.md'], ['my-post.md', 'path/their-post.md'], ['post.md']],
  [
    ['**/migrate-*.sql'],
    ['migrate-10909.sql', 'db/migrate-v1.0.sql', 'db/sept/migrate-v1.sql'],
    ['db/migrate.sql'],
  ],
  [['*.md', '!README.md'], ['hello.md'], ['README.md', 'docs/hello.md']],
  [['*.md', '!README.md', 'README*'], ['hello.md', 'README.md', 'README.doc'], []],
]

describe("GitHub's filter pattern cheat sheet", () => {
  it.each(BRANCHES_AND_TAGS)('branches %j', (patterns, yes, no) => {
    for (const name of yes) expect([name, matchesPatterns(name, patterns)]).toEqual([name, true])
    for (const name of no) expect([name, matchesPatterns(name, patterns)]).toEqual([name, false])
  })
  it.each(PATHS)('paths %j', (patterns, yes, no) => {
    for (const name of yes) expect([name, matchesPatterns(name, patterns)]).toEqual([name, true])
    for (const name of no) expect([name, matchesPatterns(name, patterns)]).toEqual([name, false])
  })
})

describe('the queue test branches against common filters', () => {
  const branch = 'trunk-merge/pr-7/5df78918-2b6d-4b8a-9a57-3c0e8a6b1f42'
  it('trunk-merge/** matches, trunk-merge/* does not (the name has two slashes)', () => {
    expect(refFilterAllows(branch, ['main', 'trunk-merge/**'], undefined)).toBe(true)
    expect(refFilterAllows(branch, ['main', 'trunk-merge/*'], undefined)).toBe(false)
  })
  it('branches-ignore excludes, and no filter allows everything', () => {
    expect(refFilterAllows(branch, undefined, ['trunk-merge/**'])).toBe(false)
    expect(refFilterAllows(branch, undefined, ['gh-readonly-queue/**'])).toBe(true)
    expect(refFilterAllows(branch, undefined, undefined)).toBe(true)
  })
})

/**
 * The regular expression the cheat sheet's rules translate to (the matcher's former form): the
 * oracle, on patterns it compiles and names too short for it to backtrack long.
 */
function regexOf(pattern: string): RegExp {
  const esc = (ch: string) => ch.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
  let out = ''
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i] as string
    if (ch === '\\' && i + 1 < pattern.length) out += esc(pattern[++i] as string)
    else if (ch === '*') {
      if (pattern[i + 1] === '*' && pattern[i + 2] === '/') {
        out += '(?:.*/)?'
        i += 2
      } else if (pattern[i + 1] === '*') {
        out += '.*'
        i++
      } else out += '[^/]*'
    } else if (ch === '?' || ch === '+') out += out ? ch : esc(ch)
    else if (ch === '[') {
      const end = pattern.indexOf(']', i + 1)
      if (end < 0) out += '\\['
      else {
        out += `[${pattern.slice(i + 1, end).replace(/[\\^\]]/g, '\\$&')}]`
        i = end
      }
    } else out += esc(ch)
  }
  return new RegExp(`^${out}$`)
}

describe('the matcher', () => {
  // Pieces of patterns: a quantifier only after a character or a set (after a wildcard, `+` did
  // not compile as a regular expression, and `?` changes nothing; `**/+` reads two ways).
  const atom = fc.constantFrom('a', 'b', '-', '[ab]', '[a-b]', '\\*', '\\?')
  const piece = fc.oneof(
    fc.tuple(atom, fc.constantFrom('', '', '?', '+')).map(([a, q]) => a + q),
    fc.constantFrom('/', '*', '**', '**/'),
  )
  const pattern = fc.array(piece, { minLength: 1, maxLength: 6 }).map((p) => p.join(''))
  const name = fc
    .array(fc.constantFrom('a', 'b', '-', '/', '*', '?'), { maxLength: 10 })
    .map((c) => c.join(''))

  it('agrees with the regular expression the rules translate to, on generated patterns and names', () => {
    fc.assert(
      fc.property(pattern, name, (p, v) => {
        expect([p, v, matchesPatterns(v, [p])]).toEqual([p, v, regexOf(p).test(v)])
      }),
      { numRuns: 3000 },
    )
  })

  it('takes a step per pattern element: what made the regular expression backtrack for minutes is decided at once', () => {
    const branch = 'trunk-merge/pr-1815/0fcd4c55-8e3a-4f0e-b1d6-2a9d7c3e5b10'
    // 20 globstars before a letter the name lacks, and before its last letter. The regular
    // expression took 28 s with 8 of them.
    expect(matchesPatterns(branch, [`${'*'.repeat(40)}X`])).toBe(false)
    expect(matchesPatterns(branch, [`${'*'.repeat(40)}0`])).toBe(true)
    expect(matchesPatterns(branch, [`${'*-'.repeat(30)}X`])).toBe(false)
    expect(
      matchesPatterns('eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeX', [
        `${'e?'.repeat(40)}${'e'.repeat(40)}`,
      ]),
    ).toBe(false)
  })

  it('reads what did not compile as a regular expression: `*+`, `a?+`, `[z-a]`', () => {
    expect(matchesPatterns('main', ['*+'])).toBe(true)
    expect(matchesPatterns('aaa', ['a?+'])).toBe(true)
    expect(matchesPatterns('', ['a?+'])).toBe(true)
    expect(matchesPatterns('[z-a]', ['[z-a]'])).toBe(true)
    expect(matchesPatterns('m', ['[z-a]'])).toBe(false)
  })
})
