/**
 * Every command end to end: dist/index.js run as the runner runs it, against the emulator;
 * success paths, the paths users hit when things are not as expected, and refused inputs.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { MINUTE, REPO, failureMessage, sha, startE2E, type E2E } from '../../__fixtures__/e2e.js'
import { expectRefusedBeforeAnyRequest, openPr } from './helpers.js'

let t: E2E
beforeAll(async () => {
  // The shipped flaky-tests example, so failing-tests has something to report.
  t = await startE2E({ flakyTests: undefined })
})
afterAll(async () => {
  await t.stop()
})
beforeEach(async () => {
  await t.emu.control('/requests/reset', {})
})

describe('pull requests', () => {
  it('submit: enqueues the PR and reports its state, priority and position', async () => {
    const head = sha()
    await openPr(t, 21, head, { title: 'Add ::error:: <b>x</b> | y' })
    const run = await t.act(
      'submit',
      { priority: 'urgent', 'no-batch': 'true' },
      { pr: { number: 21, sha: head } },
    )
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({
      outcome: 'success',
      'is-submitted': 'true',
      'priority-name': 'urgent',
      'priority-value': '0',
      'queue-state': 'running',
      'pr-sha': head,
    })
    expect(['PENDING', 'TESTING']).toContain(run.outputs.state)
    expect(run.outputs['queue-position']).toBe('1')
    expect(run.stdout).toContain('PR #21 was submitted to the queue.')
    // A PR title is shown escaped in the summary, never as markup.
    expect(run.summary).toContain('Add ::error:: &lt;b&gt;x&lt;/b&gt; \\| y')
  })

  it('submit again is safe: the submission is renewed, not duplicated', async () => {
    const head = sha()
    await openPr(t, 22, head)
    await t.act('submit', {}, { pr: { number: 22, sha: head } })
    const again = await t.act('submit', { priority: 'low' }, { pr: { number: 22, sha: head } })
    expect(again.code).toBe(0)
    expect(again.stdout).toContain(
      'PR #22 was already in the queue; its submission was renewed with priority low.',
    )
    expect(again.outputs['priority-value']).toBe('200')
    const state = t.emu.state() as { queues: { entries: { prNumber: number }[] }[] }
    expect(state.queues[0]!.entries.filter((e) => e.prNumber === 22)).toHaveLength(1)
  })

  it('cancel: removes the PR; cancelling again succeeds with outcome not-submitted', async () => {
    const head = sha()
    await t.submit(23, head)
    const run = await t.act('cancel', {}, { pr: { number: 23, sha: head } })
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({
      outcome: 'success',
      state: 'CANCELLED',
      'is-submitted': 'false',
    })
    const again = await t.act('cancel', {}, { pr: { number: 23, sha: head } })
    expect(again.code).toBe(0)
    expect(again.outputs).toMatchObject({ outcome: 'not-submitted', 'is-submitted': 'false' })
    expect(again.stdout).toContain('PR #23 is not in the queue; there was nothing to cancel.')
  })

  it('restart-tests: restarts a queued PR in place; a PR not in the queue fails the step', async () => {
    const head = sha()
    await t.submit(24, head)
    const run = await t.act('restart-tests', {}, { pr: { number: 24, sha: head } })
    expect(run.code).toBe(0)
    expect(run.outputs.outcome).toBe('success')
    expect(run.stdout).toContain('it keeps its place in the queue')
    const missing = await t.act('restart-tests', {}, { pr: { number: 999, sha: sha() } })
    expect(missing.code).toBe(1)
    expect(missing.outputs).toMatchObject({ outcome: 'not-submitted', state: 'NOT_SUBMITTED' })
    expect(failureMessage(missing)).toMatch(
      /PR #999 is not in the queue, so its tests cannot be restarted/,
    )
  })

  it('status: reports the state, and NOT_SUBMITTED (without failing) for a PR never submitted', async () => {
    const head = sha()
    await t.submit(25, head)
    const run = await t.act('status', {}, { pr: { number: 25, sha: head } })
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({
      outcome: 'success',
      'is-submitted': 'true',
      'pr-sha': head,
    })
    const none = await t.act('status', { 'pr-number': '998', 'target-branch': 'main' })
    expect(none.code).toBe(0)
    expect(none.outputs).toMatchObject({
      outcome: 'not-submitted',
      state: 'NOT_SUBMITTED',
      'is-submitted': 'false',
    })
  })

  it.each(['status', 'wait', 'cancel', 'restart-tests', 'submit', 'get-queue'])(
    '%s on a branch without a queue says the queue is missing (not-found), not "not in the queue"',
    async (command) => {
      const run = await t.act(command, { 'target-branch': 'release/9.9', 'pr-number': '5' })
      expect(run.code).not.toBe(0)
      expect(run.outputs).toMatchObject({ outcome: 'error', 'error-kind': 'not-found' })
      expect(failureMessage(run)).toMatch(
        /^There is no merge queue for branch "release\/9\.9" of acme\/app: check target-branch \(or the repository\), or create the queue first \(command: create-queue\)\.$/,
      )
      expect(run.outputs.state).toBe('')
    },
  )

  it('testing-details: reads the test run of a trunk-merge branch', async () => {
    // A queue of its own, so the PR starts testing at once.
    await t.emu.client.createQueue({ repo: REPO, targetBranch: 'td', concurrency: 1 })
    await t.emu.client.submitPullRequest({ repo: REPO, targetBranch: 'td', pr: { number: 26 } })
    const state = t.emu.state() as {
      queues: { branch: string; testRuns: { prNumbers: number[]; testBranch: string }[] }[]
    }
    const runInfo = state.queues
      .find((q) => q.branch === 'td')!
      .testRuns.find((r) => r.prNumbers.includes(26))!
    // On a test branch the run id comes from the branch name.
    const run = await t.act(
      'testing-details',
      { 'target-branch': 'td' },
      {
        env: {
          GITHUB_REF: `refs/heads/${runInfo.testBranch}`,
          GITHUB_REF_NAME: runInfo.testBranch,
        },
      },
    )
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ outcome: 'success', 'testing-status': 'in_progress' })
    expect(run.summary).toContain(runInfo.testBranch)
    const unknown = await t.act('testing-details', {
      'target-branch': 'td',
      'test-run-id': '00000000-0000-4000-8000-000000000000',
    })
    expect(unknown.code).toBe(1)
    expect(unknown.outputs).toMatchObject({ outcome: 'error', 'error-kind': 'not-found' })
  })
})

describe('flaky tests', () => {
  it('failing-tests: counts, compact JSON most failing first, and a summary table with links', async () => {
    const run = await t.act('failing-tests', { 'org-url-slug': 'acme', 'window-hours': '168' })
    expect(run.code).toBe(0)
    const tests = JSON.parse(run.outputs['failing-tests']!) as {
      id: string
      failureRate7d: number
      quarantined: boolean
      status: string
    }[]
    expect(tests.length).toBe(Number(run.outputs['failing-tests-count']))
    expect(tests.length).toBeGreaterThan(0)
    expect(tests.filter((x) => x.quarantined).length).toBe(
      Number(run.outputs['quarantined-tests-count']),
    )
    expect(tests.filter((x) => x.status === 'flaky').length).toBe(
      Number(run.outputs['flaky-tests-count']),
    )
    const rates = tests.map((x) => x.failureRate7d)
    expect(rates).toEqual([...rates].sort((a, b) => b - a))
    expect(run.summary).toMatch(/\| \[.+\]\(https:\/\/app\.trunk\.io\/.+\) \|/)
    expect(run.summary).toContain('🔒 quarantined')
  })

  it('test-details: one test, by id; an unknown id is a clear not-found error', async () => {
    const list = await t.act('failing-tests', { 'org-url-slug': 'acme', 'window-hours': '168' })
    const first = (JSON.parse(list.outputs['failing-tests']!) as { id: string; name: string }[])[0]!
    const run = await t.act('test-details', { 'org-url-slug': 'acme', 'test-id': first.id })
    expect(run.code).toBe(0)
    expect(run.outputs['failing-tests-count']).toBe('')
    expect(run.outputs['test-status']).toBe(
      (JSON.parse(list.outputs['failing-tests']!) as { status: string }[])[0]!.status,
    )
    expect(run.outputs['is-quarantined']).toMatch(/^(true|false)$/)
    expect(run.outputs['failure-rate']).toMatch(/^\d+\.\d$/)
    expect(run.summary).toContain(`${run.outputs['failure-rate']}% (7 days)`)
    expect(run.summary).toContain('Most common failures')
    const missing = await t.act('test-details', {
      'org-url-slug': 'acme',
      'test-id': '00000000-0000-4000-8000-000000000000',
    })
    expect(missing.code).toBe(1)
    expect(missing.outputs['error-kind']).toBe('not-found')
  })
})

describe('queues', () => {
  it('create-queue creates with settings, and on an existing queue applies them instead', async () => {
    const run = await t.act('create-queue', {
      'target-branch': 'release/1.x',
      'queue-settings': '{"mode":"parallel","concurrency":3,"batch":true}',
    })
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({
      outcome: 'success',
      'queue-state': 'running',
      'queue-depth': '0',
    })
    const again = await t.act('create-queue', {
      'target-branch': 'release/1.x',
      'queue-settings': '{"concurrency":5}',
    })
    expect(again.code).toBe(0)
    expect(again.stdout).toMatch(/exists already; applying queue-settings/)
    const q = await t.emu.client.getQueue({ repo: REPO, targetBranch: 'release/1.x' })
    expect(q).toMatchObject({ mode: 'parallel', concurrency: 5, batch: true })
  })

  it('update-queue pauses and resumes; get-queue shows settings and PRs in order', async () => {
    await t.act('create-queue', { 'target-branch': 'release/2.x' })
    const paused = await t.act('update-queue', {
      'target-branch': 'release/2.x',
      'queue-settings': '{"state":"paused"}',
    })
    expect(paused.outputs['queue-state']).toBe('paused')
    const shown = await t.act('get-queue', { 'target-branch': 'release/2.x' })
    expect(shown.outputs).toMatchObject({
      outcome: 'success',
      'queue-state': 'paused',
      // A new queue sets no required checks of its own: unknown, never [] (issue 40).
      'required-checks': 'unknown',
      'draft-prs': 'true',
    })
    expect(shown.summary).toContain('| State | `paused` |')
    const running = await t.act('update-queue', {
      'target-branch': 'release/2.x',
      'queue-settings': '{"state":"running"}',
    })
    expect(running.outputs['queue-state']).toBe('running')
  })

  it('get-queue of a branch without a queue is a clear not-found error', async () => {
    const run = await t.act('get-queue', { 'target-branch': 'nope' })
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ outcome: 'error', 'error-kind': 'not-found' })
    // The same message as every command on a missing queue (issue 24), not the raw 404.
    expect(failureMessage(run)).toBe(
      'There is no merge queue for branch "nope" of acme/app: check target-branch (or the repository), or create the queue first (command: create-queue).',
    )
  })

  it('delete-queue refuses a non-empty queue with the count, deletes an empty one, and a missing one is gone already', async () => {
    await t.act('create-queue', { 'target-branch': 'release/3.x' })
    await t.emu.client.submitPullRequest({
      repo: REPO,
      targetBranch: 'release/3.x',
      pr: { number: 31 },
    })
    const refused = await t.act('delete-queue', { 'target-branch': 'release/3.x' })
    expect(refused.code).toBe(1)
    expect(failureMessage(refused)).toMatch(
      /only when it is empty and it holds 1 PR\(s\); cancel or merge them first/,
    )
    await t.emu.client.cancelPullRequest({
      repo: REPO,
      targetBranch: 'release/3.x',
      pr: { number: 31 },
    })
    const deleted = await t.act('delete-queue', { 'target-branch': 'release/3.x' })
    expect(deleted.code).toBe(0)
    const gone = await t.act('delete-queue', { 'target-branch': 'release/3.x' })
    expect(gone.code).toBe(0)
    expect(gone.stdout).toContain('There is no queue for release/3.x; nothing to delete.')
  })
})

describe('metrics', () => {
  it('writes the Prometheus text and reports the queue depth', async () => {
    await t.submit(41, sha())
    t.emu.advance(MINUTE)
    const run = await t.act(
      'metrics',
      { 'metrics-file': 'out/metrics.prom' },
      { env: {}, keepFiles: true },
    )
    try {
      expect(run.code).toBe(0)
      const file = run.outputs['metrics-file']!
      expect(existsSync(file)).toBe(true)
      const text = readFileSync(file, 'utf8')
      expect(text).toMatch(/^# HELP mq_depth_current/m)
      expect(text).toMatch(
        /mq_depth_current\{repo="acme\/app",branch="main",queue_type="main"\} \d+/,
      )
      expect(Number(run.outputs['queue-depth'])).toBeGreaterThanOrEqual(1)
      expect(run.summary).toContain('| acme/app | main |')
      // Written where asked, relative to the working directory.
      expect(file).toBe(join(run.files.dir, 'out', 'metrics.prom'))
    } finally {
      rmSync(run.files.dir, { recursive: true, force: true })
    }
  })
})

describe('refused inputs never reach the service', () => {
  it.each<[string, Record<string, string>, RegExp]>([
    ['unknown command', { command: 'merge' }, /^Input 'command': "merge" is not a command/],
    [
      'pr-number text',
      { command: 'status', 'pr-number': 'forty-two' },
      /^Input 'pr-number': "forty-two" is not a PR number/,
    ],
    [
      'http api-url',
      { command: 'status', 'pr-number': '1', 'api-url': 'http://example.com/v1' },
      /^Input 'api-url'/,
    ],
    [
      'empty token',
      { command: 'status', 'pr-number': '1', 'api-token': '' },
      /^Input 'api-token': is empty/,
    ],
    [
      'bad wait-for',
      { command: 'wait', 'pr-number': '1', 'wait-for': 'done' },
      /^Input 'wait-for'/,
    ],
    [
      'bad queue-settings',
      { command: 'update-queue', 'queue-settings': '{"mode":"fast"}' },
      /^Input 'queue-settings': setting mode/,
    ],
  ])('%s', async (_name, inputs, message) => {
    const { command, ...rest } = inputs
    await expectRefusedBeforeAnyRequest(t, await t.act(command!, rest), message)
  })

  it('a wrong token is refused by the service with a hint, and never shown', async () => {
    const run = await t.act('status', {
      'pr-number': '1',
      'target-branch': 'main',
      'api-token': 'tok_wrong_one',
    })
    expect(run.code).toBe(1)
    expect(run.outputs['error-kind']).toBe('auth')
    expect(run.stdout.replace('::add-mask::tok_wrong_one\n', '')).not.toContain('tok_wrong_one')
    expect(failureMessage(run)).toMatch(/the API token was refused.*Dependabot/)
  })

  it('debug logging shows the requests but never the token', async () => {
    const head = sha()
    await t.submit(51, head)
    const run = await t.act(
      'status',
      {},
      { pr: { number: 51, sha: head }, env: { RUNNER_DEBUG: '1' } },
    )
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(
      /::debug::getSubmittedPullRequest: attempt 1, POST \/getSubmittedPullRequest/,
    )
  })
})
