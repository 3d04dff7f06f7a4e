/**
 * still-needed end to end: the bundled action (and the CLI on Buildkite) against the emulator and
 * a fake GitHub on 127.0.0.1. Each reason a run stops mattering (restarted because a PR ahead
 * failed, failed, cancelled, merged, no longer in the queue) and the ones that keep it (testing,
 * unknown): the cancel request is sent exactly when it should be, once, never on an unreadable
 * state. The watcher cancels once when the run stops mattering and ends when the other jobs end;
 * a push to main is already verified only on the tested tree.
 */
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals'
import { runCli } from '../cli/cli-runner.js'
import {
  examplePullRequest,
  startFakeGitHubApi,
  type FakeGitHubApi,
} from '../../__fixtures__/github-api.js'
import type { ActionRun } from '../../__fixtures__/action-runner.js'
import {
  MINUTE,
  REPO,
  expectNoLeak,
  failureMessage,
  sha,
  startE2E,
  type E2E,
} from '../../__fixtures__/e2e.js'
import { failNextTestRun, newV2Key } from './helpers.js'

// Several node processes a test: minutes on a loaded machine, not a timing check.
jest.setTimeout(300_000)
const KEY = newV2Key()
const GH_TOKEN = `ghs_${randomBytes(18).toString('base64url')}`

let t: E2E
let gh: FakeGitHubApi
beforeAll(async () => {
  t = await startE2E({ apiKeys: [{ key: KEY, permissions: [] }] })
  gh = await startFakeGitHubApi()
})
afterAll(async () => {
  await t.stop()
  await gh.close()
})

interface StateDump {
  queues: {
    entries: { prNumber: number; testRunId: string | null }[]
    finished: { prNumber: number; testRunId: string | null; verifiedByTestRun: string | null }[]
    testRuns: { id: string; testBranch: string; prNumbers: number[] }[]
  }[]
}

/** PR `n`'s latest test branch on the emulator. */
async function testBranchOf(n: number): Promise<string> {
  const q = (await t.emu.control<StateDump>('/state')).queues[0]!
  const entry = [...q.entries, ...q.finished].reverse().find((e) => e.prNumber === n)
  const run = q.testRuns.find((r) => r.id === entry?.testRunId)
  if (!run) throw new Error(`PR #${n} has no test run`)
  return run.testBranch
}

/** Workflow run `id` on the fake GitHub: a build job and the job the step runs in. */
function workflowRun(id: string, buildDone = false): string {
  gh.setWorkflowRun('acme', 'app', id, [
    { name: 'build', status: buildDone ? 'completed' : 'in_progress' },
    { name: 'still-needed', status: 'in_progress' },
  ])
  return id
}

/** still-needed in workflow run `runId` on a push to `branch`, as a step of that run. */
async function stillNeeded(
  branch: string,
  runId: string,
  inputs: Record<string, string> = {},
  opts: { v2?: boolean; env?: Record<string, string>; onStdout?: (s: string) => void } = {},
): Promise<ActionRun> {
  const run = await t.act(
    'still-needed',
    {
      'github-token': GH_TOKEN,
      ...(opts.v2 ? { 'api-token': KEY, 'api-url': t.emu.v2Url } : {}),
      ...inputs,
    },
    {
      eventName: 'push',
      event: {
        ref: `refs/heads/${branch}`,
        repository: { full_name: 'acme/app', default_branch: 'main' },
      },
      env: {
        GITHUB_REF: `refs/heads/${branch}`,
        GITHUB_API_URL: gh.url,
        GITHUB_RUN_ID: runId,
        ...opts.env,
      },
      ...(opts.onStdout ? { onStdout: opts.onStdout } : {}),
    },
  )
  expectNoLeak(run, GH_TOKEN)
  expect([run.code, failureMessage(run)]).toEqual([0, ''])
  return run
}

describe('on a test branch', () => {
  it('testing, then restarted because the PR ahead failed: cancelled once, only then', async () => {
    await failNextTestRun(t, 201)
    await t.emu.control('/outcomes', { repo: 'acme/app', number: 202, outcome: 'hang' })
    await t.submit(201, sha())
    await t.submit(202, sha())
    const ahead = await testBranchOf(201)
    const behind = await testBranchOf(202)
    // No target-branch: the test branch's PR, looked up on GitHub, names the queue.
    gh.addPullRequest(
      'acme',
      'app',
      examplePullRequest({ number: 202, baseRef: 'main', owner: 'acme', repo: 'app' }),
    )
    const testing = await stillNeeded(behind, workflowRun('1001'), { 'cancel-run': 'true' })
    expect(testing.outputs).toMatchObject({
      needed: 'true',
      reason: 'testing',
      'test-branch': behind,
      'tested-prs': '202',
      'pr-number': '202',
      'run-cancelled': 'false',
    })
    expect(gh.cancelRequests('acme', 'app', '1001')).toBe(0)

    t.emu.advance(2 * MINUTE) // 201 fails: 202 is restarted on a new test branch
    expect(await testBranchOf(202)).not.toBe(behind)
    const restarted = await stillNeeded(behind, '1001', { 'cancel-run': 'true' })
    expect(restarted.outputs).toMatchObject({
      needed: 'false',
      reason: 'restarted',
      'run-cancelled': 'true',
    })
    expect(restarted.stdout).toMatch(/PR #202 \(PENDING|TESTING\)/)
    expect(restarted.stdout).toMatch(
      /::notice::Asked GitHub to cancel this workflow run \(restarted\)/,
    )
    expect(gh.cancelRequests('acme', 'app', '1001')).toBe(1)

    // The failed PR's own run, from Buildkite through the CLI: not needed, and said for the
    // pipeline to act on (no GitHub run to cancel there).
    const cli = await runCli(
      ['still-needed', '--api-url', t.emu.url, '--target-branch', 'main', '--json'],
      {
        env: {
          TRUNK_API_TOKEN: t.token,
          BUILDKITE: 'true',
          BUILDKITE_REPO: 'https://github.com/acme/app.git',
          BUILDKITE_BRANCH: ahead,
          BUILDKITE_PULL_REQUEST: 'false',
        },
      },
    )
    expect(cli.stdout + cli.stderr).not.toContain(t.token)
    expect(cli.code).toBe(0)
    expect(JSON.parse(cli.stdout)).toMatchObject({
      needed: 'false',
      reason: 'failed',
      'tested-prs': '201',
    })

    // cancel-run outside GitHub Actions is refused before any request.
    const before = await t.requestCount()
    const refused = await runCli(
      ['still-needed', '--api-url', t.emu.url, '--target-branch', 'main', '--cancel-run'],
      {
        env: {
          TRUNK_API_TOKEN: t.token,
          BUILDKITE: 'true',
          BUILDKITE_REPO: 'https://github.com/acme/app.git',
          BUILDKITE_BRANCH: ahead,
        },
      },
    )
    expect(refused.code).not.toBe(0)
    expect(refused.stderr).toMatch(/--cancel-run: acts on a GitHub Actions workflow run/)
    expect(await t.requestCount()).toBe(before)
    await t.emu.client.cancelPullRequest({ repo: REPO, targetBranch: 'main', pr: { number: 202 } })
  })

  it('cancelled, merged, not in the queue; unknown never cancels', async () => {
    await t.emu.control('/outcomes', { repo: 'acme/app', number: 203, outcome: 'hang' })
    await t.submit(203, sha())
    const b203 = await testBranchOf(203)
    const unknownRun = workflowRun('1003')
    await t.emu.control('/faults', {
      rules: [{ operation: 'getSubmittedPullRequest', kind: 'status', status: 500, count: 20 }],
    })
    const unknown = await stillNeeded(b203, unknownRun, {
      'cancel-run': 'true',
      'target-branch': 'main',
      'request-timeout-seconds': '5',
    })
    expect(unknown.outputs).toMatchObject({
      needed: 'true',
      reason: 'unknown',
      'run-cancelled': 'false',
    })
    expect(unknown.stdout).toMatch(
      /::warning::still-needed could not tell whether the run on .* still matters/,
    )
    expect(gh.cancelRequests('acme', 'app', unknownRun)).toBe(0)
    await t.emu.control('/faults', { rules: [] })

    await t.emu.client.cancelPullRequest({ repo: REPO, targetBranch: 'main', pr: { number: 203 } })
    const cancelled = await stillNeeded(b203, workflowRun('1005'), {
      'cancel-run': 'true',
      'target-branch': 'main',
    })
    expect(cancelled.outputs).toMatchObject({
      needed: 'false',
      reason: 'cancelled',
      'run-cancelled': 'true',
    })
    expect(gh.cancelRequests('acme', 'app', '1005')).toBe(1)

    // Submitted to another queue since (its base changed): v2 has no entry of it in main's.
    await t.emu.client.createQueue({ repo: REPO, targetBranch: 'release' })
    await t.emu.client.submitPullRequest({
      repo: REPO,
      targetBranch: 'release',
      pr: { number: 203 },
    })
    const gone = await stillNeeded(
      b203,
      workflowRun('1004'),
      { 'target-branch': 'main' },
      { v2: true },
    )
    expect(gone.outputs).toMatchObject({
      needed: 'false',
      reason: 'not-in-queue',
      'run-cancelled': 'false',
    })
    expect(gone.stdout).toMatch(/Nothing is cancelled: cancel-run is not true/)
    expect(gh.cancelRequests('acme', 'app', '1004')).toBe(0)
    await t.emu.client.cancelPullRequest({
      repo: REPO,
      targetBranch: 'release',
      pr: { number: 203 },
    })

    await t.submit(204, sha())
    const b204 = await testBranchOf(204)
    t.emu.advance(6 * MINUTE) // passes and merges
    // Over v2; the run had already completed: GitHub's 409 is no error, and no second try.
    gh.setWorkflowRun('acme', 'app', '1006', [{ name: 'build', status: 'completed' }], true)
    const merged = await stillNeeded(
      b204,
      '1006',
      { 'cancel-run': 'true', 'target-branch': 'main' },
      { v2: true },
    )
    expect(merged.outputs).toMatchObject({
      needed: 'false',
      reason: 'merged',
      'run-cancelled': 'false',
    })
    expect(merged.stdout).toMatch(/already completed: nothing to cancel/)
    expect(gh.cancelRequests('acme', 'app', '1006')).toBe(1)
  })

  it('the watcher cancels once when the PR ahead fails (v2), and ends with the other jobs', async () => {
    await failNextTestRun(t, 211)
    await t.emu.control('/outcomes', { repo: 'acme/app', number: 212, outcome: 'hang' })
    await t.submit(211, sha())
    await t.submit(212, sha())
    const b212 = await testBranchOf(212)
    let advanced = false
    const watcher = await stillNeeded(
      b212,
      workflowRun('1011'),
      {
        'cancel-run': 'true',
        watch: 'true',
        'target-branch': 'main',
        'poll-interval-seconds': '1',
        'max-poll-interval-seconds': '1',
        'timeout-seconds': '60',
      },
      {
        v2: true,
        onStdout: (out) => {
          if (!advanced && /This run is still needed/.test(out)) {
            advanced = true
            t.emu.advance(2 * MINUTE)
          }
        },
      },
    )
    expect(watcher.outputs).toMatchObject({
      needed: 'false',
      reason: 'restarted',
      'run-cancelled': 'true',
    })
    expect(gh.cancelRequests('acme', 'app', '1011')).toBe(1)

    // Still testing, and the build job is done: the watcher ends at once, cancelling nothing.
    const b212b = await testBranchOf(212)
    const ends = await stillNeeded(b212b, workflowRun('1012', true), {
      'cancel-run': 'true',
      watch: 'true',
      'target-branch': 'main',
    })
    expect(ends.outputs).toMatchObject({
      needed: 'true',
      reason: 'testing',
      'run-cancelled': 'false',
    })
    expect(ends.stdout).toMatch(/other jobs have ended: the watcher stops/)
    expect(gh.cancelRequests('acme', 'app', '1012')).toBe(0)
    await t.emu.client.cancelPullRequest({ repo: REPO, targetBranch: 'main', pr: { number: 212 } })
  })
})

describe('a batch', () => {
  it('is needed while its PRs test on the branch; one cancelled restarts the rest elsewhere', async () => {
    await t.emu.client.updateQueue({
      repo: REPO,
      targetBranch: 'main',
      batch: true,
      batchingMinSize: 2,
    })
    for (const n of [231, 232]) {
      await t.emu.control('/outcomes', { repo: 'acme/app', number: n, outcome: 'hang' })
      await t.submit(n, sha())
    }
    const branch = await testBranchOf(231)
    expect(await testBranchOf(232)).toBe(branch)
    const both = await stillNeeded(branch, workflowRun('1031'), {
      'cancel-run': 'true',
      'target-branch': 'main',
    })
    expect(both.outputs).toMatchObject({
      needed: 'true',
      reason: 'testing',
      'tested-prs': '231,232',
    })
    expect(gh.cancelRequests('acme', 'app', '1031')).toBe(0)

    // The queue retests the batch without the cancelled PR, on a new branch: this one is dead.
    await t.emu.client.cancelPullRequest({ repo: REPO, targetBranch: 'main', pr: { number: 231 } })
    const dead = await stillNeeded(branch, '1031', {
      'cancel-run': 'true',
      'target-branch': 'main',
    })
    expect(dead.outputs).toMatchObject({
      needed: 'false',
      reason: 'restarted',
      'run-cancelled': 'true',
    })
    expect(dead.stdout).toMatch(/PR #231 \(CANCELLED\) was cancelled/)
    expect(gh.cancelRequests('acme', 'app', '1031')).toBe(1)
    await t.emu.client.cancelPullRequest({ repo: REPO, targetBranch: 'main', pr: { number: 232 } })
    await t.emu.client.updateQueue({ repo: REPO, targetBranch: 'main', batch: false })
  })
})

describe('on a push to the target branch', () => {
  it('already verified on the tested tree only; never on an unreadable commit', async () => {
    await t.submit(221, sha())
    t.emu.advance(6 * MINUTE)
    const q = (await t.emu.control<StateDump>('/state')).queues[0]!
    const runId = q.finished.find((e) => e.prNumber === 221)?.verifiedByTestRun as string
    const tested = await t.emu.client.getMergeQueueTestingDetails({
      repo: REPO,
      targetBranch: 'main',
      testRunId: runId,
    })
    const same = sha()
    const other = sha()
    gh.setCommitTree('acme', 'app', tested.testBranchSha, 'tree-221')
    gh.setCommitTree('acme', 'app', same, 'tree-221')
    gh.setCommitTree('acme', 'app', other, 'tree-other')
    const merged = [{ number: 221, mergedAt: '2026-12-01T10:00:00Z', baseRef: 'main' }]
    gh.setCommitPulls('acme', 'app', same, merged)
    gh.setCommitPulls('acme', 'app', other, merged)

    const verified = await stillNeeded('main', '1021', {}, { env: { GITHUB_SHA: same } })
    expect(verified.outputs).toMatchObject({
      'already-verified': 'true',
      reason: 'same-tree',
      'pr-number': '221',
      'verified-by-url': `https://github.com/acme/app/commit/${tested.testBranchSha}`,
    })
    const differs = await stillNeeded('main', '1022', {}, { v2: true, env: { GITHUB_SHA: other } })
    expect(differs.outputs).toMatchObject({ 'already-verified': 'false', reason: 'different-tree' })

    gh.refuse(/\/git\/commits\//)
    const unreadable = await stillNeeded('main', '1023', {}, { env: { GITHUB_SHA: same } })
    gh.refuse(undefined)
    expect(unreadable.outputs).toMatchObject({ 'already-verified': 'false', reason: 'unknown' })
    expect(unreadable.stdout).toMatch(/::warning::Not already verified/)
  })
})
