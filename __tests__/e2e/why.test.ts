/**
 * Why a PR left the queue, end to end: dist/index.js (the root action and the status
 * sub-action) and dist/cli/index.js against the emulator over v1 and v2. The emulator fails a
 * named check of PR 7's test run; status and wait name that check, with its link, in the same
 * outputs through every door and on both APIs. Cancels say who or what; NOT_READY says what it
 * waits for.
 */
import { afterAll, beforeAll, jest, describe, expect, it } from '@jest/globals'
import { runCli } from '../cli/cli-runner.js'
import { pullRequestEvent, type ActionRun } from '../../__fixtures__/action-runner.js'
import { MINUTE, expectNoLeak, failureMessage, startE2E, type E2E } from '../../__fixtures__/e2e.js'
import {
  buildkitePr,
  credentials,
  failNextTestRun,
  newV2Key,
  openPr,
  runRoot,
  runSubAction,
  type Api,
} from './helpers.js'

// Several steps a test, each a node process: minutes on a loaded machine, not a timing check.
jest.setTimeout(300_000)
const KEY = newV2Key()
const HEAD = 'cd'.repeat(20)

let t: E2E
beforeAll(async () => {
  t = await startE2E({ apiKeys: [{ key: KEY, permissions: ['merge-and-cancel'] }] })
})
afterAll(() => t.stop())

const tokenOf = (api: Api) => credentials(t, api, KEY)['api-token']
const urlOf = (api: Api) => credentials(t, api, KEY)['api-url']

/** The root action, as a workflow step with `command:`. */
async function root(
  api: Api,
  command: string,
  pr: number,
  inputs: Record<string, string> = {},
): Promise<ActionRun> {
  return runRoot(
    command,
    tokenOf(api),
    { 'api-url': urlOf(api), ...inputs },
    { event: pullRequestEvent(pr, HEAD, 'main') },
  )
}

/** The status sub-action, with the defaults its action.yml declares, as the runner passes them. */
async function statusSubAction(api: Api, pr: number): Promise<ActionRun> {
  const run = await runSubAction(
    'status',
    { 'api-token': tokenOf(api), 'api-url': urlOf(api) },
    { event: pullRequestEvent(pr, HEAD, 'main') },
  )
  expectNoLeak(run, tokenOf(api))
  return run
}

/** The command-line tool's status, on a Buildkite PR build of `pr`. */
async function cliStatus(api: Api, pr: number): Promise<Record<string, string>> {
  const run = await runCli(['status', '--api-url', urlOf(api), '--json'], {
    env: { TRUNK_API_TOKEN: tokenOf(api), ...buildkitePr(pr, HEAD) },
  })
  expect(run.stdout + run.stderr).not.toContain(tokenOf(api))
  return JSON.parse(run.stdout) as Record<string, string>
}

/** Registers PR `n` and submits it through the API under test. */
async function submit(api: Api, n: number, extra: Record<string, unknown> = {}): Promise<void> {
  await openPr(t, n, HEAD, { title: `PR ${n}`, ...extra })
  const run = await root(api, 'submit', n)
  expect([run.code, failureMessage(run)]).toEqual([0, ''])
}

const whyOf = (o: Record<string, string>) => ({
  state: o.state,
  reason: o.reason,
  'failed-checks': JSON.parse(o['failed-checks'] ?? 'null') as unknown,
})

describe.each<[Api, number]>([
  ['v1', 100],
  ['v2', 200],
])('over %s', (api, base) => {
  it('a PR whose test run fails unit-tests: every door names the check and its link', async () => {
    const n = base + 7
    await failNextTestRun(t, n, ['unit-tests'])
    await submit(api, n)
    t.emu.advance(2 * MINUTE)

    const viaRoot = await root(api, 'status', n)
    expect(viaRoot.code).toBe(0)
    const expected = {
      state: 'FAILED',
      reason: 'tests-failed',
      'failed-checks': [
        {
          name: 'unit-tests',
          conclusion: 'FAILURE',
          url: expect.stringMatching(
            /^https:\/\/github\.com\/acme\/app\/runs\/.+check=unit-tests$/,
          ),
        },
      ],
    }
    expect(whyOf(viaRoot.outputs)).toEqual(expected)
    // Passing checks are not listed: the queue's required check emulator/ci passed.
    expect(viaRoot.outputs['failed-checks']).not.toContain('emulator/ci')
    // The summary's Why section links the check; the log and an error annotation name it.
    expect(viaRoot.summary).toContain('**Why** (`tests-failed`)')
    expect(viaRoot.summary).toMatch(/\[unit-tests\]\(https:\/\/github\.com\/acme\/app\/runs\//)
    expect(viaRoot.stdout).toMatch(/^::error title=Merge queue.*unit-tests \(FAILURE\)/m)

    const viaSubAction = await statusSubAction(api, n)
    expect(viaSubAction.code).toBe(0)
    expect(whyOf(viaSubAction.outputs)).toEqual(whyOf(viaRoot.outputs))

    const viaCli = await cliStatus(api, n)
    expect(whyOf(viaCli)).toEqual(whyOf(viaRoot.outputs))
  })

  it('wait fails on FAILED with a message that names the failing check', async () => {
    const n = base + 8
    await failNextTestRun(t, n, ['lint', 'e2e'])
    await submit(api, n)
    t.emu.advance(2 * MINUTE)
    const run = await root(api, 'wait', n, {
      'wait-for': 'merged',
      'fail-on': 'failed,cancelled',
      'timeout-seconds': '30',
    })
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({
      outcome: 'failure',
      state: 'FAILED',
      reason: 'tests-failed',
    })
    expect(
      (JSON.parse(run.outputs['failed-checks'] ?? '[]') as { name: string }[]).map((c) => c.name),
    ).toEqual(['lint', 'e2e'])
    expect(failureMessage(run)).toMatch(/lint \(FAILURE\), e2e \(FAILURE\)/)
  })

  it('a PR closed by a person: CANCELLED says who, with no failed checks', async () => {
    const n = base + 9
    await submit(api, n, { mergeable: false })
    await t.emu.control('/cancel', {
      repo: 'acme/app',
      branch: 'main',
      number: n,
      reason: 'PR_CLOSED',
      actor: 'hubot',
    })
    const run = await root(api, 'status', n)
    expect(whyOf(run.outputs)).toEqual({
      state: 'CANCELLED',
      reason: 'pr-closed',
      'failed-checks': [],
    })
    expect(run.summary).toContain('The PR was closed by hubot.')
  })

  it('a PR cancelled through the API: cancelled-by-user', async () => {
    const n = base + 10
    await submit(api, n, { mergeable: false })
    expect((await root(api, 'cancel', n)).code).toBe(0)
    const run = await root(api, 'status', n)
    expect(whyOf(run.outputs)).toEqual({
      state: 'CANCELLED',
      reason: 'cancelled-by-user',
      'failed-checks': [],
    })
  })

  it('NOT_READY says what it waits for, in words and as a code', async () => {
    const n = base + 11
    await submit(api, n, { mergeable: false })
    const run = await root(api, 'status', n)
    expect(whyOf(run.outputs)).toEqual({
      state: 'NOT_READY',
      reason: 'not-mergeable',
      'failed-checks': [],
    })
    expect(run.summary).toMatch(/cannot be merged/)
  })

  it('a PR in the line has no cause: reason is empty and failed-checks is []', async () => {
    const n = base + 12
    await t.emu.control('/outcomes', { repo: 'acme/app', number: n, outcome: 'hang' })
    await submit(api, n)
    const run = await root(api, 'status', n)
    expect(run.outputs.state).toBe('TESTING')
    expect([run.outputs.reason, run.outputs['failed-checks']]).toEqual(['', '[]'])
    await root(api, 'cancel', n)
  })
})

describe("NOT_READY's causes", () => {
  it.each([
    ['behind', 'behind-base'],
    ['conflict', 'conflict'],
    ['failingCheck', 'failing-check'],
    ['awaitingCheck', 'awaiting-check'],
  ])(
    "GitHub's %s: v2 names it (%s); v1, which cannot tell, says not-mergeable",
    async (blockedBy, reason) => {
      const n = 300 + ['behind', 'conflict', 'failingCheck', 'awaitingCheck'].indexOf(blockedBy)
      await submit('v1', n, { mergeable: false, blockedBy })
      const v2 = await root('v2', 'status', n)
      expect(whyOf(v2.outputs)).toEqual({ state: 'NOT_READY', reason, 'failed-checks': [] })
      const v1 = await root('v1', 'status', n)
      expect(whyOf(v1.outputs)).toEqual({
        state: 'NOT_READY',
        reason: 'not-mergeable',
        'failed-checks': [],
      })
    },
  )
})
