/**
 * `npm test` never runs the e2e suite against an old bundle, and builds once: its script builds
 * dist/ before jest starts unless dist/.build-stamp shows that dist/ is exactly what the sources
 * build (a digest of every input and every output: a stale-check by file times cannot be trusted
 * on a fresh clone, where git sets every file's time). CI builds and checks dist/ first, so the
 * test run reuses that build.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { RUN_TIMEOUT_MS } from '../../__fixtures__/action-runner.js'
// @ts-expect-error: a plain .mjs script, without types
import { distIsFresh, writeStamp } from '../../scripts/build.mjs'
// @ts-expect-error: a plain .js config, without types
import jestConfig from '../../jest.config.js'

const fresh = distIsFresh as (root?: string) => boolean
const stamp = writeStamp as (root?: string) => void

const scripts = (
  JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
).scripts

describe('npm test', () => {
  const steps = scripts.test!.split('&&').map((s) => s.trim())
  it('builds dist/ (when stale) before any jest run', () => {
    const build = steps.indexOf('npm run build -- --if-stale')
    const firstJest = steps.findIndex((s) => /\bjest\b|test:e2e/.test(s))
    expect(build).toBeGreaterThanOrEqual(0)
    expect(firstJest).toBeGreaterThan(build)
  })
  it('runs the e2e suite on Node 24 once, and on Node 20 only its Node 20 set', () => {
    expect(steps.find((s) => /\bjest\b/.test(s))).toMatch(/^E2E_SET=node20 /)
    expect(steps.at(-1)).toBe('npm run test:e2e:node24')
    expect(scripts['test:e2e:node24']).toMatch(/^E2E_NODE=tools\/node24\/.* jest __tests__\/e2e$/)
  })
})

describe('jest', () => {
  const config = jestConfig as { testTimeout: number }
  it("lets a test outlast two runs of the action on a loaded machine (each run's own guard fails first, with its output)", () => {
    expect(config.testTimeout).toBeGreaterThan(2 * RUN_TIMEOUT_MS)
  })
})

describe('build --if-stale (dist/.build-stamp)', () => {
  let root: string
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'mqa-stamp-'))
    mkdirSync(join(root, 'src/cli'), { recursive: true })
    mkdirSync(join(root, 'dist/bundle'), { recursive: true })
    mkdirSync(join(root, 'wait'))
    writeFileSync(join(root, 'src/index.ts'), 'export const a = 1\n')
    writeFileSync(join(root, 'src/cli/main.ts'), 'export const b = 2\n')
    writeFileSync(join(root, 'package-lock.json'), '{}\n')
    writeFileSync(join(root, 'wait/action.yml'), "runs:\n  main: '../dist/commands/wait.js'\n")
    writeFileSync(join(root, 'dist/bundle/index.js'), 'export const a = 1\n')
    stamp(root)
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('skips the build when the sources and dist/ are as the stamp recorded', () => {
    expect(fresh(root)).toBe(true)
  })
  it('builds when a source changed', () => {
    writeFileSync(join(root, 'src/cli/main.ts'), 'export const b = 3\n')
    expect(fresh(root)).toBe(false)
  })
  it('builds when a source was added', () => {
    writeFileSync(join(root, 'src/cli/new.ts'), 'export {}\n')
    expect(fresh(root)).toBe(false)
  })
  it('skips the build when only a note beside the code changed', () => {
    writeFileSync(join(root, 'src/cli/README.md'), '# The command line\n')
    expect(fresh(root)).toBe(true)
  })
  it('builds when the lock file or a sub-action changed', () => {
    writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3}\n')
    expect(fresh(root)).toBe(false)
    stamp(root)
    writeFileSync(join(root, 'wait/action.yml'), "runs:\n  main: '../dist/commands/wait2.js'\n")
    expect(fresh(root)).toBe(false)
  })
  it('builds when dist/ was edited or lost a file', () => {
    writeFileSync(join(root, 'dist/bundle/index.js'), 'export const a = 2\n')
    expect(fresh(root)).toBe(false)
    stamp(root)
    rmSync(join(root, 'dist/bundle/index.js'))
    expect(fresh(root)).toBe(false)
  })
  it('builds when there is no stamp', () => {
    rmSync(join(root, 'dist/.build-stamp'))
    expect(fresh(root)).toBe(false)
  })
})
