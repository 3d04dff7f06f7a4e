/**
 * Unknown is never success, end to end through dist/ as the runner starts it (issue 39 items 7-9):
 * requeue counts a v2 history past its first page; a comment whose writer GitHub will not name is
 * no count (no requeue, and why); a v1 estimate of 1e16 ms is no estimate, not a crash; the ETA
 * counts on the service's clock; the comment posted at a kick-out says the try. dist/ must be built.
 */
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals'
import { startFakeGitHubApi, type FakeGitHubApi } from '../../__fixtures__/github-api.js'
import { pullRequestEvent, runAction } from '../../__fixtures__/action-runner.js'
import { MINUTE, sha, startE2E, type E2E } from '../../__fixtures__/e2e.js'
import { json, startTestServer, type TestServer } from '../../__fixtures__/test-server.js'
import { queuedPr, queueOf } from '../../__fixtures__/fake-client.js'
import { COMMENT_MARKER, commentDataLine } from '../../src/commands/common/pr-comment.js'
import { credentials, newV2Key, runRoot } from './helpers.js'

jest.setTimeout(300_000)
const KEY = newV2Key()
const GH_TOKEN = `ghs_${randomBytes(18).toString('base64url')}`

let t: E2E
let gh: FakeGitHubApi
beforeAll(async () => {
  t = await startE2E({ apiKeys: [{ key: KEY, permissions: ['merge-and-cancel'] }] })
  await t.emu.client.updateQueue({
    repo: { host: 'github.com', owner: 'acme', name: 'app' },
    targetBranch: 'main',
    testingTimeoutMinutes: 5,
  })
  gh = await startFakeGitHubApi()
})
afterAll(async () => {
  await gh.close()
  await t.stop()
})

/** PR `n` at `head` is submitted and its test run times out, `times` times over. */
async function timeOut(n: number, head: string, times = 1) {
  for (let i = 0; i < times; i++) {
    await t.emu.control('/outcomes', { repo: 'acme/app', number: n, outcome: 'hang' })
    await t.submit(n, head)
    t.emu.advance(6 * MINUTE)
  }
}

async function submits(): Promise<number> {
  const log = await t.emu.control<{ byOperation: Record<string, number> }>('/requests')
  return (
    (log.byOperation.submitPullRequest ?? 0) +
    (log.byOperation['v2 mergeQueues.submitPullRequest'] ?? 0)
  )
}

function root(api: 'v1' | 'v2', command: string, n: number, head: string, inputs = {}) {
  const { 'api-token': token, 'api-url': url } = credentials(t, api, KEY)
  return runRoot(
    command,
    token,
    { 'api-url': url, ...inputs },
    { event: pullRequestEvent(n, head, 'main'), env: { GITHUB_API_URL: gh.url } },
  )
}

describe('requeue counts what it read, all of it', () => {
  it('v2: ten kick-outs at one commit (a history past its first page) reach max-requeues 9', async () => {
    const n = 601
    const head = sha()
    await timeOut(n, head, 10)
    const before = await submits()
    const run = await root('v2', 'requeue', n, head, { 'max-requeues': '9' })
    expect(run.outputs).toMatchObject({ requeued: 'false', 'requeue-decision': 'limit-reached' })
    expect(run.summary).toContain('(9 of 9)')
    expect(await submits()).toBe(before)
  })

  it('v1: a comment GitHub will not name the writer of is no count: no requeue, and why; a requeue says its try', async () => {
    const n = 602
    const head = sha()
    await timeOut(n, head)
    // An earlier run's comment counted one requeue; the service started a new entry since.
    const data = commentDataLine({ leaves: [], requeues: { [head]: 1 } })
    gh.addComment('acme', 'app', n, `${COMMENT_MARKER}\n${data}\nold`, 'github-actions[bot]')
    const hidden = `ghs_${randomBytes(18).toString('base64url')}`
    gh.setIdentity(hidden, null)
    const before = await submits()
    const unknown = await root('v1', 'requeue', n, head, {
      comment: 'on-failure',
      'github-token': hidden,
      'max-requeues': '2',
    })
    expect(unknown.outputs).toMatchObject({
      requeued: 'false',
      'requeue-decision': 'count-unknown',
    })
    expect(unknown.summary).toContain("the PR comment's count: who the token writes as")
    expect(await submits()).toBe(before)

    // With a token GitHub names, the count is read (1 of 2) and the kick-out's comment says the try.
    gh.requests.length = 0
    const named = await root('v1', 'requeue', n, head, {
      comment: 'on-failure',
      'github-token': GH_TOKEN,
      'max-requeues': '2',
    })
    expect(named.outputs).toMatchObject({ requeued: 'true', 'requeue-decision': 'requeued' })
    const posted = gh.requests
      .filter((r) => r.method === 'POST' && r.path.endsWith('/comments'))
      .map((r) => String((r.body as { body?: string } | undefined)?.body))
    expect(posted.some((b) => b.includes('FAILED') && b.includes('Requeued, try 2 of 2'))).toBe(
      true,
    )
  })
})

describe('hostile estimates are no estimate', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.close())

  it('v1 status and submit: 1e16 ms and a Date at the end of time never crash after the write', async () => {
    const date = 'Sat, 13 Sep 275760 00:00:00 GMT'
    server.respond((req) => {
      if (req.path === '/v1/getSubmittedPullRequest')
        return json(200, { ...queuedPr('pending'), estimatedTimeToMerge: 1e16 }, { date })
      if (req.path === '/v1/getQueue') return json(200, queueOf(), { date })
      return json(200, {}, { date })
    })
    const pr = queuedPr('pending')
    for (const command of ['status', 'submit']) {
      const run = await runAction({
        inputs: { command, 'api-token': 'tok_hostile_estimate', 'api-url': server.url },
        event: pullRequestEvent(pr.prNumber, pr.prSha, 'main'),
      })
      expect([command, run.code, run.outputs['error-kind'] ?? '']).toEqual([command, 0, ''])
      expect(run.outputs['estimated-merge-at']).toBe('')
      expect(run.summary).toContain('No estimate: the service sent a time no clock can hold.')
    }
  })

  it("the ETA counts on the service's clock: an emulator an hour ahead still says minutes", async () => {
    // The emulator's clock ran an hour ahead of this machine's in the tests above.
    const n = 603
    const head = sha()
    await t.submit(n, head)
    const run = await root('v1', 'status', n, head)
    expect(run.summary).toMatch(/\*\*Estimate:\*\* Expected to merge (in about \d+ min|any moment)/)
    expect(run.summary).not.toMatch(/Expected to merge in about \d+ h/)
  })
})
