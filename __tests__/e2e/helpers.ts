/**
 * What the end-to-end tests share: the inputs that pick v1 or v2, the root action and a
 * sub-action run as the runner runs them, the CI variables of a Buildkite PR build for the
 * command line, a PR opened on the emulator and one whose next test run fails, and a run refused
 * before it sent any request.
 */
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect } from '@jest/globals'
import { parse } from 'yaml'
import { runAction, type ActionRun, type RunOptions } from '../../__fixtures__/action-runner.js'
import {
  MINUTE,
  expectNoLeak,
  expectNoStackTrace,
  failureMessage,
  type E2E,
} from '../../__fixtures__/e2e.js'

/** The API a test drives. */
export type Api = 'v1' | 'v2'

/** A fresh Trunk API key (v2). */
export const newV2Key = () => `trunk_v2_${randomBytes(12).toString('base64url')}`

/** The inputs that pick the API: v1's token and URL, or the v2 `key` and the v2 root. */
export function credentials(t: E2E, api: Api, key: string) {
  return {
    'api-token': api === 'v2' ? key : t.token,
    'api-url': api === 'v2' ? t.emu.v2Url : t.emu.url,
  }
}

/**
 * The root action with `command:` and the API token `token` (`inputs` after it), as a workflow
 * step: the token never shows, nor a stack trace.
 */
export async function runRoot(
  command: string,
  token: string,
  inputs: Record<string, string>,
  opts: Omit<RunOptions, 'inputs'> = {},
): Promise<ActionRun> {
  const run = await runAction({ inputs: { command, 'api-token': token, ...inputs }, ...opts })
  expectNoLeak(run, token)
  expectNoStackTrace(run)
  return run
}

/** What the runner reads of a sub-action's `<folder>/action.yml`. */
export interface SubAction {
  /** The inputs it declares. */
  declared: string[]
  /** The defaults it declares, which the runner passes as if given. */
  defaults: Record<string, string>
  /** Its `runs.main`, resolved from its folder as the runner resolves it. */
  entry: string
}

/** Sub-action `folder`'s action.yml, as the runner reads it. */
export function subAction(folder: string): SubAction {
  const action = parse(readFileSync(`${folder}/action.yml`, 'utf8')) as {
    inputs: Record<string, { default?: string }>
    runs: { main: string }
  }
  const defaults = Object.fromEntries(
    Object.entries(action.inputs).flatMap(([n, i]) =>
      i.default === undefined ? [] : [[n, i.default]],
    ),
  )
  return {
    declared: Object.keys(action.inputs),
    defaults,
    entry: resolve(folder, action.runs.main),
  }
}

/**
 * Sub-action `folder` as the runner runs it: its declared defaults (github-token's, an
 * expression, as none), then the step's `inputs`.
 */
export function runSubAction(
  folder: string,
  inputs: Record<string, string>,
  opts: Omit<RunOptions, 'inputs' | 'entry'> = {},
): Promise<ActionRun> {
  const { defaults, entry } = subAction(folder)
  return runAction({ inputs: { ...defaults, 'github-token': '', ...inputs }, entry, ...opts })
}

/** The variables of a Buildkite build of PR `pr` of acme/app into main, at `head`. */
export function buildkitePr(pr: number, head: string): Record<string, string> {
  return {
    BUILDKITE: 'true',
    BUILDKITE_REPO: 'https://github.com/acme/app.git',
    BUILDKITE_BRANCH: `feature-${pr}`,
    BUILDKITE_PULL_REQUEST: String(pr),
    BUILDKITE_PULL_REQUEST_BASE_BRANCH: 'main',
    BUILDKITE_COMMIT: head,
  }
}

/** Opens PR `n` of acme/app at `head` on the emulator's GitHub (with `extra` fields), unqueued. */
export function openPr(
  t: E2E,
  n: number,
  head: string,
  extra: Record<string, unknown> = {},
): Promise<unknown> {
  return t.emu.control('/pull-requests', { repo: 'acme/app', number: n, headSha: head, ...extra })
}

/** PR `n`'s next test run on the emulator fails after a minute (failing `checks`, if named). */
export function failNextTestRun(t: E2E, n: number, checks?: string[]): Promise<unknown> {
  return t.emu.control('/outcomes', {
    repo: 'acme/app',
    number: n,
    outcome: 'fail',
    ...(checks ? { failChecks: checks } : {}),
    durationMs: MINUTE,
  })
}

/** PR `n` submitted at `head`, its test run failed (failing `checks`, if named): FAILED. */
export async function failedInTheQueue(
  t: E2E,
  n: number,
  head: string,
  checks?: string[],
): Promise<void> {
  await failNextTestRun(t, n, checks)
  await t.submit(n, head)
  t.emu.advance(2 * MINUTE)
}

/** The run ended in error `kind` with a message matching `message`, and sent no request. */
export async function expectRefusedBeforeAnyRequest(
  t: E2E,
  run: ActionRun,
  message: RegExp,
  kind = 'input',
): Promise<void> {
  expect(run.code).toBe(1)
  expect(run.outputs).toMatchObject({ outcome: 'error', 'error-kind': kind })
  expect(failureMessage(run)).toMatch(message)
  expect(await t.requestCount()).toBe(0)
}
