/**
 * The processes a benchmark talks to: the bundled emulator (dist/emulator/index.js, as
 * `npm run emulator` runs it), and the bundled action (dist/index.js) with the environment the
 * runner gives it.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { runnerEnv } from '../../__fixtures__/runner-env.mjs'

export const ACTION = resolve('dist/index.js')
export const EMULATOR = resolve('dist/emulator/index.js')
// At least 12 characters: the action refuses a shorter token as one that cannot be real.
export const TOKEN = 'bench-token-local'
export const REPO = { host: 'github.com', owner: 'acme', name: 'app' }
export const BRANCH = 'main'
export const SHA = '0123456789abcdef0123456789abcdef01234567'

/** Where the benchmark's scratch files go (run.ts points it at a directory it removes at the end). */
export const scratch = { dir: tmpdir() }

/** curl arguments that POST `data` (a string, `@file` or `@-`) to an API path, printing the status. */
export function curlPost(url: string, data: string): string[] {
  return [
    '-sS',
    '-o',
    '/dev/null',
    '-w',
    '%{http_code}',
    '-X',
    'POST',
    '-H',
    `x-api-token: ${TOKEN}`,
    '-H',
    'content-type: application/json',
    '--data-binary',
    data,
    url,
  ]
}

/** A running emulator process. */
export interface EmulatorProcess {
  url: string
  origin: string
  child: ChildProcess
  /** Calls the control API (POST with a body, GET without); throws unless 200. */
  control<T = unknown>(path: string, body?: unknown): Promise<T>
  /** POSTs a JSON body to an API operation; returns the status. */
  api(operation: string, body: unknown): Promise<number>
  stop(): Promise<void>
}

/** Starts the bundled emulator on a free loopback port (manual clock unless `args` say else). */
export async function startEmulatorProcess(
  args: string[] = ['--manual-clock'],
): Promise<EmulatorProcess> {
  const child = spawn(process.execPath, [EMULATOR, '--port', '0', '--token', TOKEN, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines = createInterface({ input: child.stdout! })
  const url = await new Promise<string>((ok, fail) => {
    child.once('exit', (code) => fail(new Error(`the emulator exited (${code}) before listening`)))
    lines.once('line', (line) => {
      const m = /^Emulator listening on (http:\/\/\S+)$/.exec(line)
      if (m) ok(m[1] as string)
      else fail(new Error(`unexpected first line from the emulator: ${line}`))
    })
  })
  child.stderr!.resume()
  const origin = new URL(url).origin
  const headers = { 'x-api-token': TOKEN, 'content-type': 'application/json' }
  const control = async <T>(path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${origin}/_control${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await res.text()
    if (res.status !== 200) throw new Error(`control ${path}: HTTP ${res.status}: ${text}`)
    return JSON.parse(text) as T
  }
  const api = async (operation: string, body: unknown) => {
    const res = await fetch(`${url}/${operation}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    })
    await res.arrayBuffer()
    return res.status
  }
  const stop = () =>
    new Promise<void>((ok) => {
      if (child.exitCode !== null || child.signalCode !== null) return ok()
      child.once('exit', () => ok())
      child.kill('SIGTERM')
    })
  return { url, origin, child, control, api, stop }
}

/** The environment the runner gives `node dist/index.js` (runner-env.mjs's, in a scratch folder). */
export function actionEnv(inputs: Record<string, string>): NodeJS.ProcessEnv {
  const dir = mkdtempSync(join(scratch.dir, 'run-'))
  return runnerEnv({
    dir,
    inputs,
    event: {},
    eventName: 'workflow_dispatch',
    repository: `${REPO.owner}/${REPO.name}`,
  }).env
}

/** Inputs every benchmark's action run shares. */
export function baseInputs(emu: EmulatorProcess): Record<string, string> {
  return { 'api-token': TOKEN, 'api-url': emu.url, 'target-branch': BRANCH }
}

/** The Node 24 of tools/node24, when installed (`npm ci --prefix tools/node24`). */
export function node24(): string | undefined {
  const p = resolve('tools/node24/node_modules/.bin/node')
  if (!existsSync(p)) return undefined
  try {
    return execFileSync(p, ['--version'], { encoding: 'utf8' }).trim().startsWith('v24.')
      ? p
      : undefined
  } catch {
    return undefined
  }
}
