/**
 * Runs the bundled command-line tool (dist/cli/index.js) as a CI job would: a child `node`
 * process with the CI's environment and TRUNK_API_TOKEN, and reads back its exit code, stdout,
 * stderr and (with --summary-file) the summary. Nothing of the test's own environment leaks in
 * but PATH and HOME, so a run sees only the CI variables a test gives.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { E2E_NODE, RUN_TIMEOUT_MS } from '../../__fixtures__/action-runner.js'

export const CLI = resolve('dist/cli/index.js')

/** A finished run of the tool. */
export interface CliRun {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
  /** The --summary-file's content ('' when the run wrote none). */
  summary: string
}

/** How to run it. */
export interface CliRunOptions {
  /** The environment beside PATH and HOME (the CI's variables, TRUNK_API_TOKEN, ...). */
  env?: Record<string, string>
  cwd?: string
  /** Adds `--summary-file` in a fresh folder and reads it back. */
  summary?: boolean
  /** Called with the whole stderr so far, each time more arrives. */
  onStderr?: (stderr: string, kill: (signal: NodeJS.Signals) => void) => void
  timeoutMs?: number
}

/** Runs `node dist/cli/index.js ...args`. */
export function runCli(args: string[], o: CliRunOptions = {}): Promise<CliRun> {
  const dir = mkdtempSync(join(tmpdir(), 'mq-cli-run-'))
  const summaryFile = join(dir, 'summary.md')
  const argv = o.summary ? [...args, '--summary-file', summaryFile] : args
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    // A lookup of a PR on GitHub never leaves the machine: a test that wants one names its fake.
    GITHUB_API_URL: 'http://127.0.0.1:1',
    // The compile cache (Node 22.1+) in the run's own folder, removed with it.
    NODE_COMPILE_CACHE: join(dir, 'compile-cache'),
    ...o.env,
  }
  return new Promise((resolvePromise, reject) => {
    const child = spawn(E2E_NODE, [CLI, ...argv], {
      env,
      cwd: o.cwd ?? dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()))
    child.stderr.on('data', (c: Buffer) => {
      stderr += c.toString()
      o.onStderr?.(stderr, (signal) => child.kill(signal))
    })
    const guard = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`merge-queue ${args.join(' ')} did not exit; stderr so far:\n${stderr}`))
    }, o.timeoutMs ?? RUN_TIMEOUT_MS)
    child.on('error', reject)
    child.on('close', (code, signal) => {
      clearTimeout(guard)
      const summary = existsSync(summaryFile) ? readFileSync(summaryFile, 'utf8') : ''
      rmSync(dir, { recursive: true, force: true })
      resolvePromise({ code, signal, stdout, stderr, summary })
    })
  })
}
