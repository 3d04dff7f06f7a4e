/**
 * doctor on the workflow folders of real repositories that use a merge queue (Rust, Go and Ruby
 * projects on GitHub's merge queue, and Trunk's own on Trunk's), each as its repository has it at
 * the commit its README names, with the required checks its maintainers would set. In both of the
 * service's modes (pushed test branches, and draft PRs) every finding is listed, and every error
 * says why it is true: no false error.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { readWorkflows } from '../../../src/commands/doctor/checkout.js'
import { diagnose } from '../../../src/commands/doctor/diagnose.js'
import type { FindingCode } from '../../../src/commands/doctor/findings.js'

const REAL = '__fixtures__/workflows/real'

interface Expected {
  repository: string
  commit: string
  branch: string
  required: string[]
  modes: Record<
    'push' | 'draft-prs',
    {
      /** Required checks with no finding. */
      fine: string[]
      findings: { code: FindingCode; check: string; file: string; line: string; why: string }[]
    }
  >
}

const projects = readdirSync(REAL, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort()
const readme = readFileSync(join(REAL, 'README.md'), 'utf8')

describe('real workflow folders', () => {
  it('come from eight repositories, each file named with its repository and commit', () => {
    expect(projects).toHaveLength(8)
    for (const name of projects) {
      const spec = JSON.parse(readFileSync(join(REAL, name, 'expected.json'), 'utf8')) as Expected
      const files = readdirSync(join(REAL, name, '.github/workflows'))
      expect(files.length).toBeGreaterThan(3)
      const section = readme.split('\n## ').find((s) => s.startsWith(`${spec.repository} `))
      expect([name, section?.includes(spec.commit)]).toEqual([name, true])
      for (const f of files)
        expect([name, f, section?.includes(`\`.github/workflows/${f}\``)]).toEqual([name, f, true])
    }
  })

  describe.each(projects)('%s', (name) => {
    const dir = join(REAL, name)
    const spec = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as Expected
    const { files, folder } = readWorkflows(dir)
    const lines = (file: string) => readFileSync(join(dir, file), 'utf8').split('\n')

    it.each(['push', 'draft-prs'] as const)('in %s mode: exactly the findings listed', (mode) => {
      const want = spec.modes[mode]
      const findings = diagnose({
        queue: {
          branch: spec.branch,
          mode: 'single',
          state: 'running',
          createPrsForTestingBranches: mode === 'draft-prs',
          testingTimeoutMinutes: 60,
        },
        required: { names: spec.required, source: { kind: 'queue' }, complete: true },
        workflows: files,
        folder,
        repository: spec.repository,
      })
      const got = findings.map((f) => [
        f.code,
        f.check,
        f.file,
        f.file ? lines(f.file)[f.line - 1]!.trimEnd() : '',
      ])
      expect(got).toEqual(want.findings.map((f) => [f.code, f.check, f.file, f.line]))
      // Each required check: a finding, or listed as fine; an error says why it is true.
      for (const check of spec.required) {
        expect([check, want.fine.includes(check)]).toEqual([
          check,
          !findings.some((f) => f.check === check),
        ])
      }
      for (const f of want.findings)
        expect([f.code, f.check, f.why.length > 40]).toEqual([f.code, f.check, true])
    })
  })
})
