/**
 * The merge queue over Trunk's v2 API, end to end: dist/index.js run as the runner runs it with a
 * `trunk_v2_` key against the emulator's /v2, every merge-queue command compared with the same
 * scenario over v1 (same outputs but api-version), a key without a permission, the commands that
 * stay on v1, and an api-url of the other API; the key never shows.
 */
import { basename } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { runCli } from '../cli/cli-runner.js'
import { runAction, pullRequestEvent, type ActionRun } from '../../__fixtures__/action-runner.js'
import { MINUTE, expectNoLeak, failureMessage, startE2E, type E2E } from '../../__fixtures__/e2e.js'
import { V2_PERMISSION_IDS } from '../../src/wire/v2/permissions.js'
import {
  buildkitePr,
  credentials,
  expectRefusedBeforeAnyRequest,
  newV2Key,
  openPr,
  runRoot,
  type Api,
} from './helpers.js'

const KEY = newV2Key()
const SUBMIT_ONLY_KEY = newV2Key()
const READ_ONLY_KEY = newV2Key()
const HEAD = 'ab'.repeat(20)

async function startWithKeys(): Promise<E2E> {
  return startE2E({
    apiKeys: [
      {
        key: KEY,
        permissions: V2_PERMISSION_IDS,
      },
      { key: SUBMIT_ONLY_KEY, permissions: ['merge-and-cancel'] },
      { key: READ_ONLY_KEY, permissions: [] },
    ],
  })
}

/** Runs a command over one API: the v1 token and URL, or a v2 key and the v2 root. */
async function act(
  t: E2E,
  api: Api,
  command: string,
  inputs: Record<string, string> = {},
  opts: { pr?: number; env?: Record<string, string>; key?: string } = {},
): Promise<ActionRun> {
  const { 'api-token': token, 'api-url': url } = credentials(t, api, opts.key ?? KEY)
  return runRoot(
    command,
    token,
    { 'api-url': url, ...inputs },
    { event: opts.pr ? pullRequestEvent(opts.pr, HEAD, 'main') : undefined, env: opts.env },
  )
}

/** Every merge-queue command in turn; the outputs of each step, api-version apart. */
async function scenario(t: E2E, api: Api): Promise<Record<string, Record<string, string>>> {
  const seen: Record<string, Record<string, string>> = {}
  const keep = (step: string, run: ActionRun) => {
    expect([step, run.code && failureMessage(run), run.outputs['api-version']]).toEqual([
      step,
      0,
      api,
    ])
    expect(run.stdout).toContain(`api: ${api}`)
    const { 'api-version': _version, ...rest } = run.outputs
    if (rest['metrics-file']) rest['metrics-file'] = basename(rest['metrics-file'])
    // The body sent is each API's own wire format: its size differs, and is all that may.
    if (rest['request-bytes']) {
      expect(Number(rest['request-bytes'])).toBeGreaterThan(0)
      rest['request-bytes'] = '(size of the body sent)'
    }
    seen[step] = rest as Record<string, string>
  }
  await openPr(t, 31, HEAD)
  await openPr(t, 32, HEAD)
  keep(
    'create-queue',
    await act(t, api, 'create-queue', {
      'target-branch': 'rel',
      'queue-settings': '{"mode":"parallel","concurrency":3}',
    }),
  )
  keep(
    'update-queue',
    await act(t, api, 'update-queue', {
      'target-branch': 'rel',
      'queue-settings':
        '{"state":"paused","concurrency":4,"requiredStatuses":["build","lint"],"createPrsForTestingBranches":false}',
    }),
  )
  keep('get-queue', await act(t, api, 'get-queue', { 'target-branch': 'rel' }))
  keep('delete-queue', await act(t, api, 'delete-queue', { 'target-branch': 'rel' }))
  keep('submit', await act(t, api, 'submit', { priority: 'high' }, { pr: 31 }))
  keep('submit-again', await act(t, api, 'submit', {}, { pr: 31 }))
  keep('submit-32', await act(t, api, 'submit', { 'no-batch': 'true' }, { pr: 32 }))
  t.emu.advance(MINUTE)
  keep('status', await act(t, api, 'status', {}, { pr: 31 }))
  keep(
    'wait',
    await act(t, api, 'wait', { 'wait-for': 'pending,testing,tests_passed' }, { pr: 31 }),
  )
  keep(
    'upload-targets',
    await act(t, api, 'upload-targets', { 'impacted-targets': 'a\nb' }, { pr: 31 }),
  )
  const state = t.emu.state() as {
    queues: { branch: string; testRuns: { prNumbers: number[]; testBranch: string }[] }[]
  }
  const testRun = state.queues
    .find((q) => q.branch === 'main')!
    .testRuns.find((r) => r.prNumbers.includes(31))!
  const details = await act(
    t,
    api,
    'testing-details',
    { 'target-branch': 'main' },
    {
      env: { GITHUB_REF: `refs/heads/${testRun.testBranch}`, GITHUB_REF_NAME: testRun.testBranch },
    },
  )
  keep('testing-details', details)
  keep('restart-tests', await act(t, api, 'restart-tests', {}, { pr: 31 }))
  keep('metrics', await act(t, api, 'metrics', { 'metrics-file': 'm.prom' }))
  keep('cancel', await act(t, api, 'cancel', {}, { pr: 31 }))
  keep('cancel-again', await act(t, api, 'cancel', {}, { pr: 31 }))
  return seen
}

describe('every merge-queue command over v2 gives the outputs of v1', () => {
  let v1: E2E
  let v2: E2E
  beforeAll(async () => {
    ;[v1, v2] = await Promise.all([startWithKeys(), startWithKeys()])
  })
  afterAll(async () => {
    await Promise.all([v1?.stop(), v2?.stop()])
  })

  it('the same scenario, step by step', async () => {
    // Two emulators, so the two scenarios run side by side.
    const [overV1, overV2] = await Promise.all([scenario(v1, 'v1'), scenario(v2, 'v2')])
    // The two scenarios run side by side on their own emulators, each step a moment apart: an
    // estimate is a time from each service's own now, so the two agree to a few seconds, not to
    // the second. Compared so, then taken out of the exact comparison.
    for (const step of Object.keys(overV1)) {
      const a = overV1[step]?.['estimated-merge-at'] ?? ''
      const b = overV2[step]?.['estimated-merge-at'] ?? ''
      expect([step, a === '', b === '']).toEqual([step, b === '', a === ''])
      if (a && b) {
        expect([step, Math.abs(Date.parse(a) - Date.parse(b)) <= 5000]).toEqual([step, true])
        overV1[step]!['estimated-merge-at'] = overV2[step]!['estimated-merge-at'] = 'an estimate'
      }
    }
    expect(overV2).toEqual(overV1)
    // The scenario did what it says (not two equal failures).
    expect(overV1['submit']).toMatchObject({ outcome: 'success', 'priority-name': 'high' })
    expect(overV1['update-queue']).toMatchObject({ 'queue-state': 'paused' })
    expect(overV1['get-queue']).toMatchObject({
      'required-checks': '["build","lint"]',
      'draft-prs': 'false',
    })
    expect(overV1['cancel']).toMatchObject({ outcome: 'success', state: 'CANCELLED' })
    expect(overV1['cancel-again']).toMatchObject({ outcome: 'not-submitted' })
    expect(overV1['testing-details']!['testing-status']).toBe('in_progress')
    // v2 went over /v2 only, v1 over /v1 only.
    const paths = async (t: E2E) =>
      (await t.emu.control<{ recent: { path: string }[] }>('/requests')).recent.map(
        (r) => r.path.split('/')[1],
      )
    expect(new Set(await paths(v2))).toEqual(new Set(['v2']))
    expect(new Set(await paths(v1))).toEqual(new Set(['v1']))
  })
})

describe('what v2 refuses', () => {
  let t: E2E
  beforeAll(async () => {
    t = await startWithKeys()
  })
  afterAll(async () => {
    await t.stop()
  })

  it('a key without "Merge and cancel PRs": submit fails naming the permission', async () => {
    await openPr(t, 51, HEAD)
    const run = await act(t, 'v2', 'submit', {}, { pr: 51, key: READ_ONLY_KEY })
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({
      outcome: 'error',
      'error-kind': 'permission',
      'api-version': 'v2',
    })
    expect(failureMessage(run)).toMatch(
      /^The API key lacks the permission 'Merge and cancel PRs' that submit needs; give the key that permission in Trunk → Settings → Developer → API Keys/,
    )
    // A read needs no permission: the same key reads the PR.
    const status = await act(t, 'v2', 'status', {}, { pr: 51, key: READ_ONLY_KEY })
    expect(status.outputs).toMatchObject({ outcome: 'not-submitted', state: 'NOT_SUBMITTED' })
  })

  it('a key that may submit but not set priorities: submit with a priority names that one', async () => {
    await openPr(t, 52, HEAD)
    const run = await act(
      t,
      'v2',
      'submit',
      { priority: 'urgent' },
      { pr: 52, key: SUBMIT_ONLY_KEY },
    )
    expect(run.code).toBe(1)
    expect(run.outputs['error-kind']).toBe('permission')
    expect(failureMessage(run)).toMatch(/^The API key lacks the permission 'Set priority on PRs' /)
    // Not the one the key holds (issue 33).
    expect(failureMessage(run)).not.toMatch(/Merge and cancel/)
  })

  it('a v2 key with an api-url ending in /v1 is refused before any request', async () => {
    await t.emu.control('/requests/reset', {})
    const run = await runAction({
      inputs: { command: 'status', 'api-token': KEY, 'api-url': t.emu.url, 'pr-number': '1' },
      event: pullRequestEvent(1, HEAD, 'main'),
    })
    expectNoLeak(run, KEY)
    expect(run.outputs['api-version']).toBe('v2')
    await expectRefusedBeforeAnyRequest(
      t,
      run,
      /api-url.*is a v1 address, but api-token is a Trunk API key/,
    )
  })

  it('the key is masked and never shown, with debug on', async () => {
    await openPr(t, 53, HEAD)
    const run = await runAction({
      inputs: { command: 'submit', 'api-token': KEY, 'api-url': t.emu.v2Url },
      event: pullRequestEvent(53, HEAD, 'main'),
      env: { RUNNER_DEBUG: '1' },
    })
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(`::add-mask::${KEY}`)
    expectNoLeak(run, KEY)
  })

  it('the command-line tool takes a v2 key from TRUNK_API_TOKEN', async () => {
    await openPr(t, 54, HEAD)
    await act(t, 'v2', 'submit', {}, { pr: 54 })
    const run = await runCli(['status', '--api-url', t.emu.v2Url, '--json'], {
      env: { TRUNK_API_TOKEN: KEY, ...buildkitePr(54, HEAD) },
    })
    expect([run.code, run.stderr]).toEqual([0, expect.any(String)])
    expect(JSON.parse(run.stdout)).toMatchObject({
      outcome: 'success',
      'api-version': 'v2',
      'is-submitted': 'true',
    })
    expect(run.stdout + run.stderr).not.toContain(KEY)
  })
})
