/**
 * End-to-end helpers: an emulator on 127.0.0.1 (manual clock) and the bundled action run against
 * it as the runner runs it, with a `tok_` token whose absence from every log, output and summary
 * each run checks.
 */
import { randomBytes } from 'node:crypto'
import { expect } from '@jest/globals'
import { pullRequestEvent, runAction, type ActionRun, type RunOptions } from './action-runner.js'
import { startTestEmulator, type TestEmulator } from './emulator.js'
import { summaryProblems } from './summary-render.js'
import type { EmulatorOptions } from '../src/emulator/index.js'

export const REPO = { host: 'github.com', owner: 'acme', name: 'app' }
export const MINUTE = 60_000

/** A fresh 40-hex sha. */
export const sha = () => randomBytes(20).toString('hex')

export interface E2E {
  emu: TestEmulator
  token: string
  /** Runs one command; `pr` makes it a pull_request event for that PR. */
  act(
    command: string,
    inputs?: Record<string, string>,
    opts?: Partial<RunOptions> & { pr?: { number: number; sha: string; fork?: boolean } },
  ): Promise<ActionRun>
  /** Submits (through the client) and registers a PR with its head sha. */
  submit(number: number, headSha: string, extra?: { priority?: number }): Promise<void>
  /** Requests the emulator has seen on /v1. */
  requestCount(): Promise<number>
  stop(): Promise<void>
}

/** Starts an emulator with a `tok_` token and a queue on main. */
export async function startE2E(
  options: EmulatorOptions & { mode?: 'single' | 'parallel'; noQueue?: boolean } = {},
): Promise<E2E> {
  const token = `tok_${randomBytes(16).toString('base64url')}`
  const { mode, noQueue, ...emuOptions } = options
  const emu = await startTestEmulator({ token, ...emuOptions })
  if (!noQueue)
    await emu.client.createQueue({
      repo: REPO,
      targetBranch: 'main',
      mode: mode ?? 'single',
      concurrency: 2,
    })
  await emu.control('/requests/reset', {})
  return {
    emu,
    token,
    async act(command, inputs = {}, opts = {}) {
      const { pr, ...rest } = opts
      const run = await runAction({
        inputs: { command, 'api-token': token, 'api-url': emu.url, ...inputs },
        event: pr ? pullRequestEvent(pr.number, pr.sha, 'main', { fork: pr.fork }) : undefined,
        ...rest,
      })
      expectNoLeak(run, token)
      expectNoStackTrace(run)
      // Every summary reads well once GitHub renders it.
      expect(summaryProblems(run.summary)).toEqual([])
      return run
    },
    async submit(number, headSha, extra = {}) {
      await emu.control('/pull-requests', {
        repo: 'acme/app',
        number,
        headSha,
        title: `PR ${number}`,
        author: 'octocat',
      })
      await emu.client.submitPullRequest({
        repo: REPO,
        targetBranch: 'main',
        pr: { number },
        ...extra,
      })
    },
    async requestCount() {
      return (await emu.control<{ total: number }>('/requests')).total
    },
    stop: () => emu.stop(),
  }
}

/**
 * The token appears nowhere the user can see it. The one `::add-mask::` line that registers it
 * with the runner is the exception: the runner consumes that command and never shows it.
 */
export function expectNoLeak(run: ActionRun, token: string): void {
  const masked = run.stdout.split('\n').filter((l) => l === `::add-mask::${token}`).length
  expect(masked).toBeLessThanOrEqual(1)
  for (const [where, text] of Object.entries({
    stdout: run.stdout.replace(`::add-mask::${token}\n`, ''),
    stderr: run.stderr,
    summary: run.summary,
    outputs: JSON.stringify(run.outputs),
  })) {
    expect([where, text.includes(token)]).toEqual([where, false])
  }
}

/** A failure is a clear message, never a stack trace. */
export function expectNoStackTrace(run: ActionRun): void {
  expect(run.stdout + run.stderr).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/)
}

/** The `::error::` line the step failed with. */
export function failureMessage(run: ActionRun): string {
  return /^::error::(.*)$/m.exec(run.stdout)?.[1] ?? ''
}

/** Every output of action.yml is set (possibly empty), as the runner expects. */
export function expectAllOutputs(run: ActionRun, names: string[]): void {
  expect(Object.keys(run.outputs).sort()).toEqual([...names].sort())
}
