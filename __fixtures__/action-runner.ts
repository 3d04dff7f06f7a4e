/**
 * Runs the bundled action (dist/index.js) the way the runner does: a child `node` process with
 * INPUT_* variables (hyphens kept), GITHUB_OUTPUT, GITHUB_STEP_SUMMARY and GITHUB_EVENT_PATH
 * files, and reads back its exit code, log, outputs and summary.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseOutputFile, runnerEnv } from './runner-env.mjs'

export const ACTION = resolve('dist/index.js')
/**
 * How long a run may take before the runner gives up and fails the test with the run's stdout
 * (jest's own testTimeout, jest.config.js, is above two of these).
 */
export const RUN_TIMEOUT_MS = 60_000
/** The node that runs the action: this one, or E2E_NODE (the e2e suite runs once more on Node 24). */
export const E2E_NODE = process.env.E2E_NODE ? resolve(process.env.E2E_NODE) : process.execPath

/** A pull_request event payload for PR `number` of acme/app, head `sha`, base `base`. */
export function pullRequestEvent(
  number: number,
  sha: string,
  base = 'main',
  opts: { fork?: boolean; repo?: string } = {},
) {
  const repo = opts.repo ?? 'acme/app'
  return {
    action: 'synchronize',
    number,
    pull_request: {
      number,
      head: {
        sha,
        ref: `feature-${number}`,
        repo: { full_name: opts.fork ? `someone/${repo.split('/')[1]}` : repo, fork: !!opts.fork },
      },
      base: { ref: base, sha: '0'.repeat(40), repo: { full_name: repo } },
    },
    repository: { full_name: repo, default_branch: 'main' },
  }
}

export interface ActionRun {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
  outputs: Record<string, string>
  summary: string
  /** Wall time from spawn to exit, ms. */
  ms: number
  /** When `kill` fired: ms from spawn to the signal (undefined when it did not fire). */
  signalledAtMs?: number
  /** The file paths used, for tests that inspect them. */
  files: { output: string; summary: string; event: string; dir: string }
}

export interface RunOptions {
  /** Inputs by their action.yml names (e.g. `target-branch`). */
  inputs: Record<string, string>
  /** The event payload (default: none). */
  event?: unknown
  eventName?: string
  /** Keep the run's folder (event, output and summary files, its working directory); the caller removes it. */
  keepFiles?: boolean
  /** Extra environment. */
  env?: Record<string, string>
  /** Send this signal once `when` matches the stdout so far (or after `afterMs`). */
  kill?: {
    signal: NodeJS.Signals
    when?: RegExp
    afterMs?: number
    /**
     * Once `when` matched, the signal waits until this holds too (polled every 5 ms): e.g. that
     * the server has the request the signal must interrupt, which a log line cannot promise.
     */
    andWhen?: () => boolean
  }
  /** Called with the whole stdout so far, each time more arrives. */
  onStdout?: (stdout: string) => void
  /** The node binary (default: E2E_NODE, else this one). */
  node?: string
  /** Give up after this long (the test fails), default {@link RUN_TIMEOUT_MS}. */
  timeoutMs?: number
  /** Working directory of the action (default: this process's). */
  cwd?: string
  /** The script the runner starts (default: dist/index.js; a sub-action's `runs.main`). */
  entry?: string
}

/** The GITHUB_OUTPUT reader every runner of the action shares. */
export { parseOutputFile }

/** Runs dist/index.js once. */
export function runAction(opts: RunOptions): Promise<ActionRun> {
  const dir = mkdtempSync(join(tmpdir(), 'mqa-run-'))
  const { env, files: stepFiles } = runnerEnv({
    dir,
    inputs: opts.inputs,
    event: opts.event,
    eventName: opts.eventName,
    // A lookup of a PR on GitHub never leaves the machine: a test that wants one names its fake.
    env: { GITHUB_API_URL: 'http://127.0.0.1:1', ...opts.env },
  })
  const files = { ...stepFiles, dir }

  return new Promise((resolvePromise, reject) => {
    const started = Date.now()
    // The working directory is the run's own folder, as the runner's workspace would be.
    const child = spawn(opts.node ?? E2E_NODE, [opts.entry ?? ACTION], {
      env,
      cwd: opts.cwd ?? dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    let killed = false
    let signalledAtMs: number | undefined
    const kill = () => {
      if (!killed && opts.kill) {
        killed = true
        signalledAtMs = Date.now() - started
        child.kill(opts.kill.signal)
      }
    }
    let polling: NodeJS.Timeout | undefined
    const killOnceReady = () => {
      const ready = opts.kill?.andWhen
      if (!ready || ready()) return kill()
      polling ??= setInterval(() => {
        if (killed || !ready()) return
        clearInterval(polling)
        kill()
      }, 5)
    }
    child.stdout.on('data', (c: Buffer) => {
      stdout += c.toString()
      if (opts.kill?.when?.test(stdout)) killOnceReady()
      opts.onStdout?.(stdout)
    })
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
    if (opts.kill?.afterMs !== undefined) setTimeout(kill, opts.kill.afterMs)
    const guard = setTimeout(() => {
      child.kill('SIGKILL')
      reject(
        new Error(
          `the action did not exit within ${opts.timeoutMs ?? RUN_TIMEOUT_MS} ms; stdout so far:\n${stdout}`,
        ),
      )
    }, opts.timeoutMs ?? RUN_TIMEOUT_MS)
    child.on('error', reject)
    child.on('close', (code, signal) => {
      clearTimeout(guard)
      clearInterval(polling)
      const outputs = parseOutputFile(readFileSync(files.output, 'utf8'))
      const summary = readFileSync(files.summary, 'utf8')
      if (!opts.keepFiles) rmSync(dir, { recursive: true, force: true })
      resolvePromise({
        code,
        signal,
        stdout,
        stderr,
        outputs,
        summary,
        ms: Date.now() - started,
        signalledAtMs,
        files,
      })
    })
  })
}
