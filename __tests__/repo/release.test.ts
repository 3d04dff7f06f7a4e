/**
 * release.yml: the script that checks the release tag, run in bash with the tag names a release
 * could carry. Only vX.Y.Z passes, and it names the major tag vX; the tag that moves is in a job
 * of its own, the one job with a write permission.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from '@jest/globals'
import { parse } from 'yaml'
import { parseOutputFile } from './workflow-runner.js'

interface Step {
  id?: string
  run?: string
}
interface Job {
  permissions?: unknown
  steps?: Step[]
}
const workflow = parse(readFileSync('.github/workflows/release.yml', 'utf8')) as {
  permissions: unknown
  jobs: Record<string, Job>
}
const script = workflow.jobs['check-tag']?.steps?.find((s) => s.id === 'version')?.run ?? ''
const dir = mkdtempSync(join(tmpdir(), 'release-tag-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Runs the tag check as the runner would; returns its outputs, or null when it refused. */
function checkTag(tag: string): Record<string, string> | null {
  const output = join(dir, 'output')
  writeFileSync(output, '')
  try {
    execFileSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script], {
      env: { PATH: process.env.PATH, TAG: tag, GITHUB_OUTPUT: output },
      stdio: 'pipe',
    })
  } catch {
    return null
  }
  return parseOutputFile(readFileSync(output, 'utf8'))
}

describe('release.yml', () => {
  it.each([
    ['v1.0.0', 'v1'],
    ['v1.2.3', 'v1'],
    ['v2.10.0', 'v2'],
    ['v0.1.0', 'v0'],
  ])('moves the major tag of %s: %s', (tag, major) => {
    expect(checkTag(tag)).toEqual({ major })
  })

  it.each([
    'v1',
    'v1.2',
    '1.2.3',
    'v1.2.3-rc.1',
    'v1.2.3+build',
    'v01.2.3',
    'release-1.2.3',
    'v1.2.3; git push -f origin main',
    'v1.2.3\nv2.0.0',
    '',
  ])('refuses the tag %j', (tag) => {
    expect(checkTag(tag)).toBeNull()
  })

  it('grants a write to the job that moves the tag, and to no other', () => {
    expect(workflow.permissions).toEqual({})
    const writers = Object.entries(workflow.jobs)
      .filter(([, job]) => JSON.stringify(job.permissions ?? {}).includes('write'))
      .map(([id]) => id)
    expect(writers).toEqual(['move-major-tag'])
    const move = workflow.jobs['move-major-tag']?.steps?.find((s) => s.id === 'move')?.run
    expect(move).toContain('git tag -f "$MAJOR"')
    expect(move).toContain('git push -f origin "refs/tags/$MAJOR"')
  })
})
