/**
 * The order jest starts test files in: the longest first, so that no long file starts last and
 * runs alone while the other workers have nothing left (jest's testSequencer option).
 *
 * Jest orders by the durations it recorded in its cache on an earlier run. A fresh clone (CI, a
 * new contributor) has none, and jest then starts the largest files first; the longest files are
 * often small ones that start the action or the demo (demo-v2.test.ts, 29 s in the e2e run, is
 * 443 bytes), so they started last: measured on 2 cores, the Node 24 e2e run took 75 s in that order
 * and 63.5 s in the order of its own cache, the last 20 s with one file running. Where jest has
 * no record of a file, this takes the duration from test-durations.json (a run's figures,
 * committed), then the file's size, as jest does.
 *
 * The figures only order the files: a stale one costs a little time, never a result. To measure
 * them again:
 *
 *   E2E_SET=node20 NODE_OPTIONS=--experimental-vm-modules npx jest --json --outputFile=/tmp/a.json
 *   E2E_NODE=tools/node24/node_modules/.bin/node NODE_OPTIONS=--experimental-vm-modules \
 *     npx jest __tests__/e2e --json --outputFile=/tmp/b.json
 *   node __fixtures__/slow-first-sequencer.mjs /tmp/a.json /tmp/b.json
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import jestSequencer from '@jest/test-sequencer'

/** @jest/test-sequencer is CommonJS with a `default` export; Node's import gives its exports. */
const TestSequencer = jestSequencer.default ?? jestSequencer

const DURATIONS = new URL('./test-durations.json', import.meta.url)
/** Files shorter than this are left to their size: their order changes little. */
const MIN_SECONDS = 2

/** The committed figures: seconds by path from the repository's root, `/`-separated. */
export function readDurations(url = DURATIONS) {
  try {
    return new Map(Object.entries(JSON.parse(readFileSync(url, 'utf8')).seconds))
  } catch (err) {
    throw new Error(
      `${fileURLToPath(url)}: ${err.message}; it orders the test files (see ${fileURLToPath(import.meta.url)})`,
      { cause: err },
    )
  }
}

/** A test file's path as test-durations.json names it. */
function relativePath(test) {
  return relative(test.context.config.rootDir, test.path).split(sep).join('/')
}

export default class SlowFirstSequencer extends TestSequencer {
  /** @type {Map<string, number> | undefined} */
  durations

  /** Jest's recorded duration (ms), else the committed one, else none. */
  expectedMs(test) {
    const recorded = this.time(test)
    if (recorded != null) return recorded
    this.durations ??= readDurations()
    const seconds = this.durations.get(relativePath(test))
    return seconds === undefined ? undefined : seconds * 1000
  }

  sort(tests) {
    const sizes = new Map()
    const size = (t) => {
      if (!sizes.has(t.path)) sizes.set(t.path, t.context.hasteFS.getSize(t.path) ?? 0)
      return sizes.get(t.path)
    }
    // jest reads `duration` too: a run of a few files all known to be short runs in its own
    // process (runInBand).
    for (const test of tests) test.duration = this.expectedMs(test)
    return tests.sort((a, b) => {
      const failedA = this.hasFailed(a)
      if (failedA !== this.hasFailed(b)) return failedA ? -1 : 1
      const byTime = (b.duration ?? 0) - (a.duration ?? 0)
      return byTime !== 0 ? byTime : size(b) - size(a)
    })
  }
}

/** Writes test-durations.json from the reports of `jest --json` runs (the longer figure wins). */
function update(reports) {
  const root = fileURLToPath(new URL('..', import.meta.url))
  const seconds = {}
  for (const report of reports) {
    for (const r of JSON.parse(readFileSync(report, 'utf8')).testResults) {
      const s = Math.round((r.endTime - r.startTime) / 100) / 10
      const path = relative(root, r.name).split(sep).join('/')
      if (s >= MIN_SECONDS && s > (seconds[path] ?? 0)) seconds[path] = s
    }
  }
  const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => (a < b ? -1 : 1)))
  writeFileSync(DURATIONS, JSON.stringify({ seconds: sorted }, null, 2) + '\n')
  console.log(`${Object.keys(sorted).length} files of ${MIN_SECONDS} s or more`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) update(process.argv.slice(2))
