/**
 * The one runner environment and GITHUB_OUTPUT reader (__fixtures__/runner-env.mjs) that the e2e
 * runner, the workflow runner, the bench and the demo share, and the workflow runner's use of a
 * sub-action folder (`uses: ./<dir>`: that folder's action.yml, its inputs and its entry point).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from '@jest/globals'
import { inputVariable, parseOutputFile, runnerEnv } from '../../__fixtures__/runner-env.mjs'
import { runJob } from './workflow-runner.js'

const dir = mkdtempSync(join(tmpdir(), 'runner-env-'))
// The sub-action folder must sit in the repository, where `uses: ./<dir>` looks for it.
const subAction = `.tmp-sub-action-${process.pid}`
afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
  rmSync(subAction, { recursive: true, force: true })
})

describe('runnerEnv', () => {
  it('names inputs as the runner does: upper case, hyphens kept, spaces as underscores', () => {
    expect(inputVariable('target-branch')).toBe('INPUT_TARGET-BRANCH')
    expect(inputVariable('a b')).toBe('INPUT_A_B')
  })
  it('writes the step files and points GITHUB_* at them; inputs win over env', () => {
    const { env, files } = runnerEnv({
      dir,
      inputs: { 'pr-number': '7' },
      event: { number: 7 },
      env: { 'INPUT_PR-NUMBER': 'overridden', EXTRA: 'x' },
    })
    expect(env).toMatchObject({
      GITHUB_OUTPUT: files.output,
      GITHUB_STEP_SUMMARY: files.summary,
      GITHUB_EVENT_PATH: files.event,
      GITHUB_EVENT_NAME: 'pull_request',
      RUNNER_TEMP: dir,
      'INPUT_PR-NUMBER': '7',
      EXTRA: 'x',
    })
    expect(JSON.parse(readFileSync(files.event, 'utf8'))).toEqual({ number: 7 })
    expect(readFileSync(files.output, 'utf8')).toBe('')
    expect(env.GITHUB_WORKSPACE).toBeUndefined()
  })
})

describe('parseOutputFile', () => {
  it('reads name=value lines and name<<DELIMITER blocks, multi-line values kept', () => {
    const text = 'a=1\nb<<ghadelimiter_1\nline 1\nx=not an output\nghadelimiter_1\nc=\n'
    expect(parseOutputFile(text)).toEqual({ a: '1', b: 'line 1\nx=not an output', c: '' })
  })
  it('refuses a block without its closing delimiter instead of taking the rest of the file', () => {
    expect(() => parseOutputFile('b<<EOF\nline\n')).toThrow('GITHUB_OUTPUT: b has no closing EOF')
  })
})

describe('the workflow runner', () => {
  it('runs uses: ./<dir> from that folder: its action.yml inputs, defaults and main', async () => {
    mkdirSync(subAction)
    writeFileSync(
      join(subAction, 'action.yml'),
      [
        'name: probe',
        'inputs:',
        '  pr-number: { description: PR }',
        "  wait-for: { description: states, default: 'merged' }",
        'runs: { using: node24, main: main.mjs }',
        '',
      ].join('\n'),
    )
    writeFileSync(
      join(subAction, 'main.mjs'),
      "import { appendFileSync } from 'node:fs'\n" +
        'const e = process.env\n' +
        "appendFileSync(e.GITHUB_OUTPUT, `seen=${e['INPUT_PR-NUMBER']}/${e['INPUT_WAIT-FOR']}\\n`)\n",
    )
    const workflow = [
      'jobs:',
      '  j:',
      '    steps:',
      `      - uses: ./${subAction}`,
      '        id: probe',
      "        with: { pr-number: '42' }",
      '',
    ].join('\n')
    const run = await runJob(workflow, 'j')
    expect(run.steps).toEqual([
      expect.objectContaining({ id: 'probe', outcome: 'success', outputs: { seen: '42/merged' } }),
    ])
  })
})
