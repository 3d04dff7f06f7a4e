/** The repository and output-path parsers: owner/name on GitHub, files never in /proc, /sys, /dev. */
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from '@jest/globals'
import { InputError } from '../../src/action/input-error.js'
import { parseOutputPath, parseRepository } from '../../src/action/input-parsers.js'
import { Inputs } from '../../src/action/constants.js'

const dir = mkdtempSync(join(tmpdir(), 'mqa-input-parsers-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function refusal(f: () => unknown): InputError {
  try {
    f()
  } catch (e) {
    if (e instanceof InputError) return e
    throw e
  }
  throw new Error('expected an InputError')
}

describe('parseRepository', () => {
  it('on GitHub, a repository is exactly owner/name', () => {
    for (const host of ['github.com', 'acme.ghe.com', 'github.com:443']) {
      const e = refusal(() => parseRepository('acme/app/extra', host))
      expect(e.input).toBe('repository')
      expect(e.message).toBe(
        `Input 'repository': "acme/app/extra" is not a repository on ${host}: it has 3 parts separated by /; expected owner/name, e.g. acme/app (exactly one /).`,
      )
    }
    expect(parseRepository('acme/app', 'github.com')).toEqual({
      host: 'github.com',
      owner: 'acme',
      name: 'app',
    })
  })

  it('elsewhere (GitLab), the owner may carry subgroups, as the API documents', () => {
    expect(parseRepository('group/sub/app', 'gitlab.com')).toEqual({
      host: 'gitlab.com',
      owner: 'group/sub',
      name: 'app',
    })
  })
})

describe('parseOutputPath', () => {
  it('refuses /proc, /sys and /dev, as written, relative, or through a link', () => {
    symlinkSync('/sys', join(dir, 'sys-link'))
    for (const [raw, root] of [
      ['/proc/nope/x.prom', '/proc'],
      ['/dev/null', '/dev'],
      [`${'../'.repeat(20)}proc/x.prom`, '/proc'],
      [join(dir, 'sys-link', 'x.prom'), '/sys'],
    ] as const) {
      // The whole disk as the workspace: the kernel's file systems are refused even inside it.
      const e = refusal(() => parseOutputPath(Inputs.MetricsFile, raw, { workspace: '/' }))
      expect(e.input).toBe('metrics-file')
      expect(e.message).toContain(`Input 'metrics-file': ${JSON.stringify(raw)} cannot be written:`)
      expect(e.message).toContain(`is under ${root}, a file system of the kernel`)
    }
    expect(parseOutputPath(Inputs.MetricsFile, join(dir, 'new', 'x.prom'))).toBe(
      join(dir, 'new', 'x.prom'),
    )
  })
})
