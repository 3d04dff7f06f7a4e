/**
 * PENDING_FAILURE and rerun-failed-checks, end to end against the emulator: a queue that keeps a
 * failed PR while the PR behind it tests; status names the failing check on v1 and v2; the
 * rerun-failed-checks sub-action re-runs it over v2, refuses a v1 token before any request, and
 * refuses a PR in another state without a write.
 */
import { afterAll, beforeAll, jest, describe, expect, it } from '@jest/globals'
import { pullRequestEvent, type ActionRun } from '../../__fixtures__/action-runner.js'
import {
  MINUTE,
  REPO,
  expectNoLeak,
  failureMessage,
  sha,
  startE2E,
  type E2E,
} from '../../__fixtures__/e2e.js'
import { failNextTestRun, newV2Key, runSubAction, type Api } from './helpers.js'

// Several steps a test, each a node process: minutes on a loaded machine, not a timing check.
jest.setTimeout(300_000)
const KEY = newV2Key()
const READ_ONLY_KEY = newV2Key()

let t: E2E
beforeAll(async () => {
  t = await startE2E({
    apiKeys: [
      { key: KEY, permissions: ['merge-and-cancel'] },
      { key: READ_ONLY_KEY, permissions: [] },
    ],
  })
  await t.emu.client.updateQueue({ repo: REPO, targetBranch: 'main', pendingFailureDepth: 1 })
})
afterAll(() => t.stop())

/** The rerun-failed-checks sub-action, with its action.yml's defaults, as the runner runs it. */
async function rerun(
  token: string,
  api: Api,
  pr: number,
  head: string,
  given: Record<string, string> = {},
): Promise<ActionRun> {
  const run = await runSubAction(
    'rerun-failed-checks',
    { 'api-token': token, 'api-url': api === 'v2' ? t.emu.v2Url : t.emu.url, ...given },
    { event: pullRequestEvent(pr, head, 'main') },
  )
  expectNoLeak(run, token)
  return run
}

/** PR `a` fails `unit-tests` while PR `b` behind it (which includes it) is still testing. */
async function pendingFailure(a: number, b: number): Promise<{ headA: string; headB: string }> {
  const headA = sha()
  const headB = sha()
  await failNextTestRun(t, a, ['unit-tests'])
  await t.emu.control('/outcomes', { repo: 'acme/app', number: b, outcome: 'hang' })
  await t.submit(a, headA)
  await t.submit(b, headB)
  t.emu.advance(2 * MINUTE)
  return { headA, headB }
}

describe('PENDING_FAILURE', () => {
  it('status names the failing check over v1 and v2; rerun-failed-checks re-runs it (v2)', async () => {
    const { headA, headB } = await pendingFailure(71, 72)
    for (const api of ['v1', 'v2'] as const) {
      const run = await t.act(
        'status',
        api === 'v2' ? { 'api-token': KEY, 'api-url': t.emu.v2Url } : {},
        { pr: { number: 71, sha: headA } },
      )
      expect(run.outputs).toMatchObject({ state: 'PENDING_FAILURE', reason: 'tests-failed' })
      expect(JSON.parse(run.outputs['failed-checks'] ?? '[]')).toEqual([
        expect.objectContaining({ name: 'unit-tests', conclusion: 'FAILURE' }),
      ])
      expect(run.summary).toContain('PENDING_FAILURE: the queue keeps it')
    }

    const before = await t.requestCount()
    const refused = await rerun(t.token, 'v1', 71, headA)
    expect([refused.code, refused.outputs['error-kind']]).toEqual([1, 'input'])
    expect(failureMessage(refused)).toMatch(
      /^Input 'api-token': is not a Trunk API key .*rerun-failed-checks needs the v2 API/,
    )
    expect(await t.requestCount()).toBe(before)

    const denied = await rerun(READ_ONLY_KEY, 'v2', 71, headA)
    expect([denied.code, denied.outputs['error-kind']]).toEqual([1, 'permission'])

    const done = await rerun(KEY, 'v2', 71, headA, { 'rerun-mode': 'now' })
    expect([done.code, failureMessage(done)]).toEqual([0, ''])
    expect(done.outputs).toMatchObject({ outcome: 'success', 'is-submitted': 'true' })
    expect(done.outputs.state).toMatch(/^(PENDING|TESTING)$/)
    expect(done.stdout).toMatch(/The failed checks of PR #71 are re-run \(now\)/)

    // Not in PENDING_FAILURE any more: refused without a write.
    const again = await rerun(KEY, 'v2', 71, headA)
    expect(again.outputs.outcome).toBe('failure')
    expect(failureMessage(again)).toMatch(/failed checks re-run only while a PR is PENDING_FAILURE/)
    await t.act('cancel', {}, { pr: { number: 72, sha: headB } })
    await t.act('cancel', {}, { pr: { number: 71, sha: headA } })
  })

  it('a wrong rerun-mode is refused before any request, naming the input', async () => {
    const before = await t.requestCount()
    const run = await rerun(KEY, 'v2', 73, sha(), { 'rerun-mode': 'later' })
    expect(run.outputs['error-kind']).toBe('input')
    expect(failureMessage(run)).toBe(
      `Input 'rerun-mode': "later" is not a mode; expected now or wait.`,
    )
    expect(await t.requestCount()).toBe(before)
  })
})
