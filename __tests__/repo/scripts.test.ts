/**
 * `npm test` never runs the e2e suite against an old bundle: its script builds dist/ from the
 * sources before jest starts (a stale-check cannot be trusted on a fresh clone, where git sets
 * every file's time; a build is the one way to know the bundle matches).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'

const scripts = (
  JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
).scripts

describe('npm test', () => {
  it('builds dist/ before any jest run', () => {
    const steps = scripts.test!.split('&&').map((s) => s.trim())
    const build = steps.indexOf('npm run build')
    const firstJest = steps.findIndex((s) => /\bjest\b|test:e2e/.test(s))
    expect(build).toBeGreaterThanOrEqual(0)
    expect(firstJest).toBeGreaterThan(build)
  })
})
