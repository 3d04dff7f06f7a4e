/**
 * After a kick-out, end to end against the emulator over v1 and v2: a PR dropped by a timed-out
 * test run is requeued once (root action), not twice (a sub-action), and the command line says
 * the same; a PR whose check failed is never requeued; status, submit and wait say when a queued
 * PR will merge (estimated-merge-at, prs-ahead) (v1 in the PR's one read, v2 with its estimate
 * operation), and that a paused queue or one with estimates off gives none. dist/ must be built.
 */
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals'
import { runCli } from '../cli/cli-runner.js'
import { startFakeGitHubApi, type FakeGitHubApi } from '../../__fixtures__/github-api.js'
import { pullRequestEvent } from '../../__fixtures__/action-runner.js'
import { MINUTE, REPO, expectNoLeak, sha, startE2E, type E2E } from '../../__fixtures__/e2e.js'
import {
  credentials,
  failedInTheQueue,
  newV2Key,
  openPr,
  runRoot,
  runSubAction,
  type Api,
} from './helpers.js'

jest.setTimeout(300_000)
const KEY = newV2Key()
const GH_TOKEN = `ghs_${randomBytes(18).toString('base64url')}`

let t: E2E
let gh: FakeGitHubApi
beforeAll(async () => {
  t = await startE2E({ apiKeys: [{ key: KEY, permissions: ['merge-and-cancel'] }] })
  await t.emu.client.updateQueue({ repo: REPO, targetBranch: 'main', testingTimeoutMinutes: 5 })
  gh = await startFakeGitHubApi()
})
afterAll(async () => {
  await gh.close()
  await t.stop()
})

/** The comment (and its hidden count) on the fake GitHub: the action's and the CLI's inputs. */
const COMMENT = { comment: 'on-failure', 'github-token': GH_TOKEN }

const creds = (api: Api) => credentials(t, api, KEY)

/** The root action (`command:`), on PR `n`'s pull_request event. */
async function root(api: Api, command: string, n: number, head: string, inputs = {}) {
  const { 'api-token': token, 'api-url': url } = creds(api)
  return runRoot(
    command,
    token,
    { 'api-url': url, ...inputs },
    { event: pullRequestEvent(n, head, 'main'), env: { GITHUB_API_URL: gh.url } },
  )
}

/** A sub-action (`<folder>/action.yml`) as the runner runs it. */
async function sub(api: Api, folder: string, n: number, head: string, given = {}) {
  const run = await runSubAction(
    folder,
    { ...creds(api), ...given },
    { event: pullRequestEvent(n, head, 'main'), env: { GITHUB_API_URL: gh.url } },
  )
  expectNoLeak(run, creds(api)['api-token'])
  return run
}

/** The command line, with the same PR. */
async function cli(api: Api, command: string, n: number, head: string, flags: string[] = []) {
  const c = creds(api)
  const run = await runCli(
    [
      command,
      '--api-url',
      c['api-url'],
      '--target-branch',
      'main',
      '--pr-number',
      String(n),
      '--pr-sha',
      head,
      '--repository',
      'acme/app',
      '--json',
      ...flags,
    ],
    { env: { TRUNK_API_TOKEN: c['api-token'], GITHUB_TOKEN: GH_TOKEN, GITHUB_API_URL: gh.url } },
  )
  expect(run.stdout + run.stderr).not.toContain(c['api-token'])
  return { ...run, outputs: JSON.parse(run.stdout) as Record<string, string> }
}

/** Submits PR `n` whose next test run hangs: the queue's 5 min testing timeout fails it. */
async function timeOut(n: number, head: string) {
  await t.emu.control('/outcomes', { repo: 'acme/app', number: n, outcome: 'hang' })
  await t.submit(n, head)
  t.emu.advance(6 * MINUTE)
}

/** How many submits (v1 and v2) the emulator has answered so far. */
async function submits(): Promise<number> {
  const log = await t.emu.control<{ byOperation: Record<string, number> }>('/requests')
  return (
    (log.byOperation.submitPullRequest ?? 0) +
    (log.byOperation['v2 mergeQueues.submitPullRequest'] ?? 0)
  )
}

/** How many reads of a PR, and of an estimate apart from it, the emulator has answered so far. */
async function estimateReads(): Promise<{ prReads: number; estimateReads: number }> {
  const log = await t.emu.control<{ byOperation: Record<string, number> }>('/requests')
  return {
    prReads: log.byOperation.getSubmittedPullRequest ?? 0,
    estimateReads: log.byOperation['v2 pullRequests.queueEntryEstimate'] ?? 0,
  }
}

describe.each<[Api, number]>([
  ['v1', 301],
  ['v2', 401],
])('requeue over %s', (api, base) => {
  it('a timed-out run: requeued once by the root action, then the limit (sub-action, CLI)', async () => {
    const n = base
    const head = sha()
    await timeOut(n, head)
    // Its next run hangs too: the outcome is set before the requeue starts it.
    await t.emu.control('/outcomes', { repo: 'acme/app', number: n, outcome: 'hang' })
    const before = await submits()
    const first = await root(api, 'requeue', n, head, COMMENT)
    expect(first.code).toBe(0)
    expect(first.outputs).toMatchObject({
      outcome: 'success',
      reason: 'tests-timed-out',
      requeued: 'true',
      'requeue-decision': 'requeued',
      'is-submitted': 'true',
    })
    expect(first.summary).toContain('**Requeue:** Requeued: PR #' + n)
    expect(await submits()).toBe(before + 1)
    const comment = () => gh.comments('acme', 'app', n).map((c) => c.body)
    expect(comment()).toHaveLength(1)
    expect(comment()[0]).toContain('Requeued: PR #' + n)

    // Its next run times out too: the one requeue per commit is spent.
    t.emu.advance(6 * MINUTE)
    const second = await sub(api, 'requeue', n, head, COMMENT)
    expect(second.outputs).toMatchObject({
      outcome: 'success',
      requeued: 'false',
      'requeue-decision': 'limit-reached',
      state: 'FAILED',
    })
    const line = await cli(api, 'requeue', n, head, ['--comment', 'on-failure'])
    expect(line.code).toBe(0)
    expect(line.outputs).toMatchObject({ requeued: 'false', 'requeue-decision': 'limit-reached' })
    expect(await submits()).toBe(before + 1)
    // The second kick-out was new: the comment was posted anew (the author hears), still one.
    expect(comment()).toHaveLength(1)
    expect(comment()[0]).toContain('Not requeued (`limit-reached`)')
  })

  it('a check that failed is its own: never requeued', async () => {
    const n = base + 1
    const head = sha()
    await failedInTheQueue(t, n, head, ['unit-tests'])
    const before = await submits()
    const run = await root(api, 'requeue', n, head)
    expect(run.outputs).toMatchObject({
      reason: 'tests-failed',
      requeued: 'false',
      'requeue-decision': 'not-transient',
    })
    expect(await submits()).toBe(before)
  })

  it('a PR at another commit than the kicked-out entry: nothing submitted, and said so', async () => {
    const n = base + 2
    const head = sha()
    await timeOut(n, head)
    const before = await submits()
    const run = await cli(api, 'requeue', n, sha())
    expect(run.outputs).toMatchObject({ requeued: 'false', 'requeue-decision': 'new-commit' })
    expect(await submits()).toBe(before)
  })

  it('status and submit say when a queued PR will merge; the three doors agree', async () => {
    const n = base + 3
    const head = sha()
    await openPr(t, n, head)
    const submitted = await root(api, 'submit', n, head)
    expect(submitted.code).toBe(0)
    const before = await estimateReads()
    const fromRoot = await root(api, 'status', n, head)
    // v1: the estimate comes in the PR's one read; v2: its own operation, as before.
    const after = await estimateReads()
    expect(after.prReads - before.prReads).toBe(api === 'v1' ? 1 : 0)
    expect(after.estimateReads - before.estimateReads).toBe(api === 'v1' ? 0 : 1)
    const fromSub = await sub(api, 'status', n, head)
    const fromCli = await cli(api, 'status', n, head)
    for (const o of [submitted.outputs, fromRoot.outputs, fromSub.outputs, fromCli.outputs]) {
      expect(Object.keys(o)).toEqual(expect.arrayContaining(['estimated-merge-at', 'prs-ahead']))
    }
    const at = fromRoot.outputs['estimated-merge-at']!
    expect(fromSub.outputs['estimated-merge-at']).toBe(at)
    expect(fromCli.outputs['estimated-merge-at']).toBe(at)
    expect(fromRoot.outputs['prs-ahead']).toBe(fromCli.outputs['prs-ahead'])
    if (at) {
      expect(new Date(at).toISOString()).toBe(at)
      expect(fromRoot.summary).toMatch(/\*\*Estimate:\*\* Expected to merge (in about|any moment)/)
    } else {
      expect(fromRoot.summary).toMatch(/\*\*Estimate:\*\* No estimate: /)
    }
  })
})

describe('no estimate', () => {
  it('a paused queue (v2) and estimates off say so; the step still succeeds', async () => {
    const n = 451
    const head = sha()
    await openPr(t, n, head)
    await t.submit(n, head)
    await t.emu.control('/estimates', { repo: 'acme/app', branch: 'main', enabled: false })
    const off = await root('v2', 'status', n, head)
    expect(off.code).toBe(0)
    expect(off.outputs['estimated-merge-at']).toBe('')
    expect(off.summary).toContain('No estimate: the queue does not serve estimates.')
    await t.emu.control('/estimates', { repo: 'acme/app', branch: 'main', enabled: true })
    await t.emu.client.updateQueue({ repo: REPO, targetBranch: 'main', state: 'paused' })
    const paused = await root('v2', 'status', n, head)
    await t.emu.client.updateQueue({ repo: REPO, targetBranch: 'main', state: 'running' })
    expect(paused.code).toBe(0)
    expect(paused.outputs['estimated-merge-at']).toBe('')
    expect(paused.summary).toContain('No estimate: the queue is paused.')
  })
})
