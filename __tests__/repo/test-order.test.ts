/**
 * Jest starts the longest test files first, on a fresh clone too (where it has recorded no
 * durations): otherwise a long file that happens to be small starts last and runs alone while the
 * other workers wait. The order comes from jest's own record when it has one, then from
 * __fixtures__/test-durations.json, then from the file's size.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
// @ts-expect-error: a plain .mjs module, without types
import Sequencer, { readDurations } from '../../__fixtures__/slow-first-sequencer.mjs'
// @ts-expect-error: a plain .js config, without types
import jestConfig from '../../jest.config.js'

interface FakeTest {
  path: string
  duration?: number
  context: {
    config: { rootDir: string; cache: boolean; cacheDirectory: string; id: string; haste: object }
    hasteFS: { getSize: (path: string) => number }
  }
}
interface SequencerLike {
  sort(tests: FakeTest[]): FakeTest[]
  cacheResults(tests: FakeTest[], results: { testResults: object[] }): void
}
const newSequencer = () => new (Sequencer as new (o: object) => SequencerLike)({})

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'test-order-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** Tests of one context under `dir`, with the given file sizes; jest's record is read if `cache`. */
function tests(sizes: Record<string, number>, cache = false): FakeTest[] {
  const config = { rootDir: dir, cache, cacheDirectory: dir, id: 'order', haste: {} }
  const context = {
    config,
    hasteFS: { getSize: (p: string) => sizes[p.slice(dir.length + 1)] ?? 0 },
  }
  return Object.keys(sizes).map((name) => ({ path: join(dir, name), context }))
}

/** Jest's record of earlier runs, written as jest writes it after a run: name → [failed, ms]. */
function record(list: FakeTest[], runs: Record<string, [failed: boolean, ms: number]>): void {
  const testResults = Object.entries(runs).map(([name, [failed, ms]]) => ({
    testFilePath: join(dir, name),
    numFailingTests: failed ? 1 : 0,
    skipped: false,
    perfStats: { runtime: ms, start: 0, end: ms },
  }))
  newSequencer().cacheResults(list, { testResults })
}

const names = (sorted: FakeTest[]) => sorted.map((t) => t.path.slice(dir.length + 1))

describe('without a record of its own (a fresh clone)', () => {
  it('starts the files test-durations.json names as long first, longest first, then by size', () => {
    const known = [...readDurations()].sort((a, b) => b[1] - a[1]).map(([p]) => p)
    const [longest, second] = known as [string, string]
    const sorted = newSequencer().sort(
      tests({
        '__tests__/small.test.ts': 10,
        '__tests__/big.test.ts': 90_000,
        [second]: 1,
        [longest]: 1,
      }),
    )
    expect(names(sorted)).toStrictEqual([
      longest,
      second,
      '__tests__/big.test.ts',
      '__tests__/small.test.ts',
    ])
    // jest's scheduler reads the expected durations too (a few short files run in one process).
    expect(sorted[0]!.duration).toBe(readDurations().get(longest)! * 1000)
    expect(sorted[3]!.duration).toBeUndefined()
  })

  it('a broken figures file stops the run with its name, not with a bare parse error', () => {
    const broken = join(dir, 'test-durations.json')
    writeFileSync(broken, '{"seconds": {')
    expect(() => readDurations(pathToFileURL(broken))).toThrow(
      new RegExp(
        `^${broken}: .*JSON.*; it orders the test files \\(see .*slow-first-sequencer\\.mjs\\)$`,
      ),
    )
  })

  it('the figures name only files that exist (a renamed file would lose its place)', () => {
    const missing = [...readDurations().keys()].filter((p) => !existsSync(resolve(p)))
    expect(missing).toStrictEqual([])
    expect(readDurations().size).toBeGreaterThan(10)
  })
})

describe("with jest's record of earlier runs", () => {
  it("orders by jest's durations over the committed ones, and starts a file that failed first", () => {
    const [longest] = [...readDurations()].sort((a, b) => b[1] - a[1]).map(([p]) => p) as [string]
    const files = () =>
      tests(
        {
          [longest]: 1,
          '__tests__/slow.test.ts': 1,
          '__tests__/failed.test.ts': 1,
          '__tests__/new.test.ts': 5,
        },
        true,
      )
    record(files(), {
      [longest]: [false, 100],
      '__tests__/slow.test.ts': [false, 60_000],
      '__tests__/failed.test.ts': [true, 10],
    })
    const sorted = newSequencer().sort(files())
    expect(names(sorted)).toStrictEqual([
      '__tests__/failed.test.ts',
      '__tests__/slow.test.ts',
      longest,
      '__tests__/new.test.ts',
    ])
  })
})

it('is the sequencer jest uses', () => {
  expect((jestConfig as { testSequencer: string }).testSequencer).toBe(
    '<rootDir>/__fixtures__/slow-first-sequencer.mjs',
  )
})
