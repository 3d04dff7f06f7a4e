/**
 * action.yml, every sub-action, the code's input/output names and the README agree: the files
 * generated from the command table are current, and say what the code does.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import { parse } from 'yaml'
import {
  COMMANDS,
  inputsOf,
  outputsOf,
  rowOf,
  type Command,
} from '../../src/runner/command-table.js'
import { Inputs, Outputs } from '../../src/inputs/constants.js'
import { DEFAULTS } from '../../src/inputs/defaults.js'
import { staleFiles, subActionMain, withTables } from '../../scripts/generate.js'

interface ActionFile {
  inputs: Record<string, { description: string; required?: boolean; default?: string }>
  outputs: Record<string, { description: string }>
  runs: { using: string; main: string }
}
const actionOf = (path: string) => parse(readFileSync(path, 'utf8')) as ActionFile

const action = actionOf('action.yml')
const readme = readFileSync('README.md', 'utf8')

describe('action.yml', () => {
  it('runs dist/index.js on node24', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' })
  })
  it('declares exactly the inputs the code reads', () => {
    expect(Object.keys(action.inputs).sort()).toEqual(Object.values(Inputs).sort())
  })
  it('declares exactly the outputs the code sets', () => {
    expect(Object.keys(action.outputs).sort()).toEqual(Object.values(Outputs).sort())
  })
  it('declares exactly the defaults of the defaults table', () => {
    const declared = Object.fromEntries(
      Object.entries(action.inputs)
        .filter(([, i]) => i.default !== undefined)
        .map(([name, i]) => [name, i.default]),
    )
    expect(declared).toEqual(DEFAULTS)
  })
  it('every input is read by some command, and every command reads only declared inputs', () => {
    const read = new Set(COMMANDS.flatMap((c) => inputsOf(c)))
    expect([...read].sort()).toEqual(Object.keys(action.inputs).sort())
  })
  it('names every command in the command input', () => {
    for (const c of COMMANDS) expect(action.inputs.command!.description).toContain(c)
  })
})

describe('the generated files', () => {
  it('are current: npm run generate changes nothing', async () => {
    expect(await staleFiles()).toEqual([])
  }, 30_000)
})

describe.each(COMMANDS)('the %s sub-action', (command: Command) => {
  const sub = actionOf(`${command}/action.yml`)
  it('declares exactly the inputs the command reads, but command, with the same defaults', () => {
    expect(Object.keys(sub.inputs).sort()).toEqual(
      inputsOf(command)
        .filter((n) => n !== Inputs.Command)
        .sort(),
    )
    for (const [name, input] of Object.entries(sub.inputs)) {
      expect(input.default).toBe((DEFAULTS as Record<string, string>)[name])
    }
  })
  it('declares exactly the outputs the command may set', () => {
    expect(Object.keys(sub.outputs).sort()).toEqual(outputsOf(command).sort())
  })
  it('marks as required what the command cannot run without', () => {
    for (const r of rowOf(command).required ?? []) {
      if (typeof r === 'string') expect(sub.inputs[r]?.required).toBe(true)
      else for (const n of r) expect(sub.inputs[n]?.required).toBe(false)
    }
    expect(sub.inputs[Inputs.ApiToken]?.required).toBe(!rowOf(command).withoutTokenFromFork)
  })
  it("runs the one bundle through its command's entry in dist/commands", () => {
    expect(sub.runs).toEqual({ using: 'node24', main: subActionMain(command) })
  })
})

it('there is no sub-action folder for a command the table does not have', () => {
  const folders = readdirSync('.', { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(`${e.name}/action.yml`))
    .map((e) => e.name)
  expect(folders.sort()).toEqual([...COMMANDS].sort())
})

describe('README.md', () => {
  it('links the reference, which has every input and output of action.yml', () => {
    expect(withTables(readme)).toBe(readme)
    expect(readme).toContain('(docs/reference.md)')
    const reference = readFileSync('docs/reference.md', 'utf8')
    // The command is the first argument of each section there, not a row.
    for (const name of Object.keys(action.inputs).filter((n) => n !== 'command'))
      expect(reference).toContain(`| \`${name}\` |`)
    for (const name of Object.keys(action.outputs)) expect(reference).toContain(`| \`${name}\` |`)
  })
  it('is short enough to read to the end: at most 400 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(400)
  })
  it('starts with exactly two quick-start commands: the main job and the tests', () => {
    const block = /## Quick start\n\n```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? ''
    const commands = block
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => l.replace(/#.*$/, '').trim())
    expect(commands).toEqual(['npm start', 'npm test'])
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>
    }
    expect(pkg.scripts.start).toBeDefined()
    expect(pkg.scripts.test).toBeDefined()
  })
  it('shows an example workflow for every use, through its sub-action', () => {
    for (const c of [
      'submit',
      'wait',
      'upload-targets',
      'failing-tests',
      'create-queue',
      'metrics',
    ]) {
      expect(readme).toMatch(new RegExp(`uses: acme/merge-queue-action/${c}@v1\\b`))
    }
  })
})
