/**
 * The documented local debugging command, `npx @github/local-action . src/action/main.ts .env.example`,
 * runs the action from its sources against an emulator on 127.0.0.1. The emulator here listens
 * on a free port, so the command gets a copy of .env.example with that port, in a temporary
 * directory removed afterwards; the rest of the file is used as committed.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseEnv, promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startTestEmulator, type TestEmulator } from '../../__fixtures__/emulator.js'

const EXAMPLE = '.env.example'
const EXAMPLE_URL = 'http://127.0.0.1:8080/v1'

/**
 * The environment without the runner's own variables, so only the env file describes the run;
 * tsx (which local-action runs on) keeps no transpile cache in the system's temporary directory.
 */
function cleanEnv(): NodeJS.ProcessEnv {
  return {
    ...Object.fromEntries(
      Object.entries(process.env).filter(
        ([k]) => !/^(GITHUB_|INPUT_|RUNNER_|ACTIONS_)/.test(k) && k !== 'NODE_OPTIONS',
      ),
    ),
    TSX_DISABLE_CACHE: '1',
  }
}

const text = readFileSync(EXAMPLE, 'utf8')
// Node's own dotenv reader (node:util parseEnv, Node 20.12+), as `node --env-file` reads it.
const vars = parseEnv(text)
let emu: TestEmulator
let dir: string

beforeAll(async () => {
  emu = await startTestEmulator({ token: vars['INPUT_API-TOKEN'] })
  dir = mkdtempSync(join(tmpdir(), 'local-action-'))
})
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true })
  await emu?.stop()
})

describe('.env.example', () => {
  it('points the action at the emulator on loopback, with a command and a repository', () => {
    expect(vars['INPUT_API-URL']).toBe(EXAMPLE_URL)
    expect(vars.INPUT_COMMAND).toBe('get-queue')
    expect(vars['INPUT_API-TOKEN']).toBeTruthy()
    expect(vars.GITHUB_REPOSITORY).toMatch(/^[\w.-]+\/[\w.-]+$/)
  })

  it('runs the action with npx @github/local-action . src/action/main.ts <env file>', async () => {
    const [owner, name] = (vars.GITHUB_REPOSITORY as string).split('/') as [string, string]
    await emu.client.createQueue({
      repo: { host: 'github.com', owner, name },
      targetBranch: vars['INPUT_TARGET-BRANCH'] as string,
    })
    const envFile = join(dir, '.env')
    writeFileSync(
      envFile,
      text.replace(`INPUT_API-URL=${EXAMPLE_URL}\n`, `INPUT_API-URL=${emu.url}\n`),
    )

    // Asynchronous: the emulator answers from this process while the command runs.
    const { stdout } = await promisify(execFile)(
      'npx',
      ['@github/local-action', '.', 'src/action/main.ts', envFile],
      { env: cleanEnv(), timeout: 120_000, maxBuffer: 16 * 1024 * 1024 },
    )

    expect(stdout).toContain('::set-output name=outcome::success')
    expect(stdout).toContain('::set-output name=queue-state::running')
    expect(stdout).toContain('::set-output name=queue-depth::0')
    expect(stdout).toMatch(/Action Outputs[\s\S]*'outcome'\s*│\s*'success'/)
    expect(stdout).not.toContain('::error::')
    expect(stdout).not.toContain(vars['INPUT_API-TOKEN'])
    expect(emu.requests().byOperation).toEqual({ createQueue: 1, getQueue: 1 })
  }, 120_000)
})
