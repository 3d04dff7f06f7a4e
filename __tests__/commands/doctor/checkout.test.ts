/**
 * The checkout's files as doctor reads them: a workflow or `.trunk/trunk.yaml` that cannot be read
 * (a YAML alias bomb, invalid YAML, a directory, too large) is a finding naming the file, never an
 * unexpected error and never taken as absent.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { RUNNING_QUEUE } from '../../../__fixtures__/doctor.js'
import { readWorkflows, trunkYamlRequiredStatuses } from '../../../src/commands/doctor/checkout.js'
import { diagnose } from '../../../src/commands/doctor/diagnose.js'
import { parseWorkflowFile } from '../../../src/commands/doctor/workflow-file.js'

/** Eight levels of nine aliases each (the "billion laughs"), from the workflow corpus. */
const ALIAS_BOMB = readFileSync(
  '__fixtures__/workflows/alias-bomb/.github/workflows/bomb.yml',
  'utf8',
)

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'doctor-checkout-'))
})
afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

describe('a workflow file', () => {
  it('whose aliases expand past the guard is refused, not expanded and not thrown', () => {
    const w = parseWorkflowFile('.github/workflows/bomb.yml', ALIAS_BOMB)
    expect(w.data).toBeUndefined()
    expect(w.problem).toEqual(expect.objectContaining({ kind: 'aliases', line: 1 }))
  })

  it('with a few anchors and aliases (GitHub accepts them) is read, the aliases expanded', () => {
    const w = parseWorkflowFile(
      'ci.yml',
      [
        'on: push',
        'jobs:',
        '  a: &job',
        '    runs-on: ubuntu-latest',
        '    steps: [{ run: make }]',
        '  b: *job',
        '',
      ].join('\n'),
    )
    expect(w.problem).toBeUndefined()
    expect(w.data).toEqual({
      on: 'push',
      jobs: {
        a: { 'runs-on': 'ubuntu-latest', steps: [{ run: 'make' }] },
        b: { 'runs-on': 'ubuntu-latest', steps: [{ run: 'make' }] },
      },
    })
  })

  it('of each kind that cannot be read becomes a finding naming it and why', () => {
    mkdirSync(join(dir, '.github/workflows'), { recursive: true })
    writeFileSync(join(dir, '.github/workflows/bomb.yml'), ALIAS_BOMB)
    writeFileSync(join(dir, '.github/workflows/broken.yml'), 'jobs: [\n')
    writeFileSync(join(dir, '.github/workflows/huge.yml'), `# ${'x'.repeat(2 * 1024 * 1024)}\n`)
    const { files } = readWorkflows(dir)
    const findings = diagnose({
      queue: RUNNING_QUEUE,
      required: { names: [], source: { kind: 'queue' }, complete: true },
      workflows: files,
      repository: 'acme/app',
      externalChecks: [],
    }).filter((f) => f.code === 'invalid-workflow' || f.code === 'unreadable-workflow')
    // GitHub refuses invalid YAML and a file over 500 KB too; an alias bomb is doctor's own limit.
    expect(findings.map((f) => [f.code, f.file, f.severity])).toEqual([
      ['invalid-workflow', '.github/workflows/broken.yml', 'warning'],
      ['invalid-workflow', '.github/workflows/huge.yml', 'warning'],
      ['unreadable-workflow', '.github/workflows/bomb.yml', 'unknown'],
    ])
    const [broken, huge, bomb] = findings.map((f) => f.message)
    // yaml's message whole, without its dangling "at line 2, column 1:" and excerpt.
    expect(broken).toBe(
      'GitHub refuses to run .github/workflows/broken.yml: it is not valid YAML at line 2 (Flow sequence in block collection must be sufficiently indented and end with a ]). Fix the file: none of its checks report until then.',
    )
    expect(huge).toBe(
      'GitHub refuses to run .github/workflows/huge.yml: it is larger than 2 MiB. Fix the file: none of its checks report until then.',
    )
    expect(bomb).toMatch(
      /^doctor cannot read \.github\/workflows\/bomb\.yml: it uses YAML aliases that expand past/,
    )
  })
})

describe('links and folders in the checkout (a PR writes it)', () => {
  const SECRET = 'on: push\njobs:\n  secret-from-outside: { runs-on: x, steps: [{ run: make }] }\n'
  let outside: string
  beforeEach(() => {
    outside = mkdtempSync(join(tmpdir(), 'doctor-outside-'))
    writeFileSync(join(outside, 'ci.yml'), SECRET)
  })
  afterEach(() => rmSync(outside, { recursive: true, force: true }))

  it('a workflow that is a link (out of the checkout, inside it, or dangling) is never read: GitHub refuses it', () => {
    mkdirSync(join(dir, '.github/workflows'), { recursive: true })
    writeFileSync(join(dir, 'real.yml'), SECRET)
    symlinkSync(join(outside, 'ci.yml'), join(dir, '.github/workflows/out.yml'))
    symlinkSync('../../real.yml', join(dir, '.github/workflows/in.yml'))
    symlinkSync(join(outside, 'gone.yml'), join(dir, '.github/workflows/dangling.yml'))
    mkdirSync(join(dir, '.github/workflows/folder.yml'))
    const { files, folder } = readWorkflows(dir)
    expect(folder).toBe('found')
    expect(files.map((f) => [f.file, f.problem?.kind, f.data])).toEqual([
      ['.github/workflows/dangling.yml', 'symlink', undefined],
      ['.github/workflows/folder.yml', 'folder', undefined],
      ['.github/workflows/in.yml', 'symlink', undefined],
      ['.github/workflows/out.yml', 'symlink', undefined],
    ])
    const findings = diagnose({
      queue: RUNNING_QUEUE,
      required: { names: ['secret-from-outside'], source: { kind: 'queue' }, complete: true },
      workflows: files,
      folder,
      repository: 'acme/app',
    })
    // Reported, each, and nothing read from where a link leads.
    expect(findings.map((f) => [f.code, f.file])).toEqual([
      ['refused-workflow', '.github/workflows/dangling.yml'],
      ['invalid-workflow', '.github/workflows/dangling.yml'],
      ['invalid-workflow', '.github/workflows/folder.yml'],
      ['invalid-workflow', '.github/workflows/in.yml'],
      ['invalid-workflow', '.github/workflows/out.yml'],
    ])
    expect(findings[2]!.message).toBe(
      '.github/workflows/folder.yml is a folder: GitHub runs only the files directly in .github/workflows, not what is in it.',
    )
    expect(findings[4]!.message).toContain(
      "it is a symbolic link, which GitHub does not follow (it reads the link's own text)",
    )
  })

  it('.github or .github/workflows as a link, or absent: not read, and said', () => {
    symlinkSync(outside, join(dir, '.github'))
    expect(readWorkflows(dir)).toEqual({ files: [], folder: 'symlink' })
    rmSync(join(dir, '.github'))
    mkdirSync(join(dir, '.github'))
    symlinkSync(outside, join(dir, '.github/workflows'))
    expect(readWorkflows(dir)).toEqual({ files: [], folder: 'symlink' })
    rmSync(join(dir, '.github'), { recursive: true })
    expect(readWorkflows(dir)).toEqual({ files: [], folder: 'absent' })
    const findings = diagnose({
      queue: RUNNING_QUEUE,
      required: { names: ['unit'], source: { kind: 'queue' }, complete: true },
      workflows: [],
      folder: 'absent',
      repository: 'acme/app',
    })
    expect(findings.map((f) => [f.code, f.severity])).toEqual([['not-checked', 'unknown']])
  })

  it('.trunk/trunk.yaml leading out of the checkout is refused, never read', () => {
    writeFileSync(join(outside, 'trunk.yaml'), 'merge:\n  required_statuses: [leaked]\n')
    mkdirSync(join(dir, '.trunk'))
    symlinkSync(join(outside, 'trunk.yaml'), join(dir, '.trunk/trunk.yaml'))
    expect(trunkYamlRequiredStatuses(dir)).toEqual({
      problem: 'leads out of the checkout (a symbolic link); doctor reads the checkout only',
    })
    rmSync(join(dir, '.trunk'), { recursive: true })
    symlinkSync(outside, join(dir, '.trunk'))
    expect(trunkYamlRequiredStatuses(dir).problem).toMatch(/^leads out of the checkout/)
    // A link inside the checkout is read as GitHub's checkout has it.
    rmSync(join(dir, '.trunk'))
    mkdirSync(join(dir, '.trunk'))
    writeFileSync(join(dir, 'trunk.yaml'), 'merge:\n  required_statuses: [unit]\n')
    symlinkSync('../trunk.yaml', join(dir, '.trunk/trunk.yaml'))
    expect(trunkYamlRequiredStatuses(dir)).toEqual({ names: ['unit'] })
  })
})

describe('.trunk/trunk.yaml', () => {
  const write = (text: string) => {
    mkdirSync(join(dir, '.trunk'), { recursive: true })
    writeFileSync(join(dir, '.trunk/trunk.yaml'), text)
  }

  it('absent, or without merge.required_statuses: nothing, and no problem', () => {
    expect(trunkYamlRequiredStatuses(dir)).toEqual({})
    write('version: 0.1\nlint:\n  enabled: [eslint]\n')
    expect(trunkYamlRequiredStatuses(dir)).toEqual({})
  })

  it('with merge.required_statuses: the names', () => {
    write('version: 0.1\nmerge:\n  required_statuses:\n    - unit\n    - "Lint / eslint"\n')
    expect(trunkYamlRequiredStatuses(dir)).toEqual({ names: ['unit', 'Lint / eslint'] })
    write('merge:\n  required_statuses:\n    - 7\n    - unit\n')
    expect(trunkYamlRequiredStatuses(dir)).toEqual({ names: ['7', 'unit'] })
  })

  it('with a merge.required_statuses that is not a list of names: a problem, not ignored', () => {
    write('merge:\n  required_statuses: unit\n')
    expect(trunkYamlRequiredStatuses(dir)).toEqual({
      problem: 'has a merge.required_statuses that is not a list of check names (unit)',
    })
    // A mapping where a name goes (String() of one with a toString key threw once).
    write('merge:\n  required_statuses:\n    - unit\n    - toString: [x]\n')
    expect(trunkYamlRequiredStatuses(dir).problem).toBe(
      'has a merge.required_statuses that is not a list of check names (["unit",{"toString":["x"]}])',
    )
  })

  it('there but unreadable: a problem, never taken as absent', () => {
    write('merge:\n  required_statuses: [unit\n')
    expect(trunkYamlRequiredStatuses(dir).problem).toMatch(/^is not valid YAML \(/)
    write(ALIAS_BOMB)
    expect(trunkYamlRequiredStatuses(dir).problem).toMatch(
      /^uses YAML aliases that expand past the guard against alias bombs \(/,
    )
    write(`# ${'x'.repeat(1024 * 1024)}\n`)
    expect(trunkYamlRequiredStatuses(dir)).toEqual({ problem: 'is larger than 1 MiB' })
    rmSync(join(dir, '.trunk/trunk.yaml'))
    mkdirSync(join(dir, '.trunk/trunk.yaml'))
    expect(trunkYamlRequiredStatuses(dir)).toEqual({
      problem: 'is a directory, not a regular file',
    })
  })
})
