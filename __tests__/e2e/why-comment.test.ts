/**
 * The PR comment of status and wait, end to end: dist/index.js and the CLI against the emulator,
 * commenting on a fake GitHub API on 127.0.0.1. One comment per PR, created once (found again by
 * its marker past the first page), edited afterwards (merged, back in the queue), and a token
 * that may not write only warns. The GitHub token never shows.
 */
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, jest, beforeEach, describe, expect, it } from '@jest/globals'
import { runCli } from '../cli/cli-runner.js'
import { startFakeGitHubApi, type FakeGitHubApi } from '../../__fixtures__/github-api.js'
import { MINUTE, expectNoLeak, sha, startE2E, type E2E } from '../../__fixtures__/e2e.js'
import { buildkitePr, failedInTheQueue } from './helpers.js'

// Several steps a test, each a node process: minutes on a loaded machine, not a timing check.
jest.setTimeout(300_000)
const GH_TOKEN = `ghs_${randomBytes(18).toString('base64url')}`
const MARKER = '<!-- merge-queue-action:why -->'

let t: E2E
let gh: FakeGitHubApi
beforeAll(async () => {
  t = await startE2E()
  gh = await startFakeGitHubApi()
})
afterAll(async () => {
  await gh.close()
  await t.stop()
})
beforeEach(() => {
  gh.readOnly(false)
  gh.requests.length = 0
})

/** status with a comment, on PR `n`'s pull_request event. */
async function status(n: number, head: string, comment = 'on-failure') {
  const run = await t.act(
    'status',
    { comment, 'github-token': GH_TOKEN },
    { pr: { number: n, sha: head }, env: { GITHUB_API_URL: gh.url } },
  )
  expectNoLeak(run, GH_TOKEN)
  return run
}

// Comment writes (GraphQL's viewer is a POST that only reads who the token is).
const writes = () =>
  gh.requests.filter((r) => r.method !== 'GET' && !r.path.endsWith('/graphql')).map((r) => r.method)

describe('comment: on-failure', () => {
  it('a failed PR: one comment with the failing check; a later run edits it; merged says so', async () => {
    const n = 61
    const head = sha()
    // 120 comments by others first: the marker is searched on every page.
    for (let i = 0; i < 120; i++) gh.addComment('acme', 'app', n, `comment ${i}`)
    await failedInTheQueue(t, n, head, ['unit-tests'])

    const first = await status(n, head)
    expect(first.code).toBe(0)
    expect(writes()).toEqual(['POST'])
    const mine = () => gh.comments('acme', 'app', n).filter((c) => c.body.includes(MARKER))
    expect(mine()).toHaveLength(1)
    expect(mine()[0]?.body).toContain('Merge queue: `FAILED`')
    expect(mine()[0]?.body).toMatch(/\[unit-tests\]\(https:\/\/github\.com\/acme\/app\/runs\//)
    expect(first.summary).toMatch(/A \[comment\]\(https:\/\/github\.com\/acme\/app\/pull\/61#/)

    gh.requests.length = 0
    const again = await status(n, head)
    expect(again.code).toBe(0)
    expect(writes()).toEqual(['PATCH'])
    expect(mine()).toHaveLength(1)

    // Submitted again, it passes and merges: the same comment says so.
    gh.requests.length = 0
    await t.submit(n, head)
    t.emu.advance(10 * MINUTE)
    const merged = await status(n, head)
    expect(merged.outputs.state).toBe('MERGED')
    expect(writes()).toEqual(['PATCH'])
    expect(mine()).toHaveLength(1)
    expect(mine()[0]?.body).toContain('Merge queue: `MERGED`')
    expect(mine()[0]?.body).toContain('was merged by the queue')
    expect(mine()[0]?.body).not.toContain('unit-tests')
    // The token went to GitHub, and only there.
    expect(gh.requests.every((r) => r.authorization === `token ${GH_TOKEN}`)).toBe(true)
  })

  it('a PR that never failed gets no comment (only a look for an old one)', async () => {
    const head = sha()
    await t.submit(62, head)
    t.emu.advance(10 * MINUTE)
    const run = await status(62, head)
    expect(run.outputs.state).toBe('MERGED')
    expect(gh.requests.map((r) => r.method)).toEqual(['GET'])
    expect(gh.comments('acme', 'app', 62)).toEqual([])
  })

  it('a token that may not write (a fork PR, Dependabot): a warning, the step still succeeds', async () => {
    const head = sha()
    await t.submit(63, head)
    expect((await t.act('cancel', {}, { pr: { number: 63, sha: head } })).code).toBe(0)
    gh.readOnly(true)
    const run = await status(63, head)
    expect([run.code, run.outputs.outcome, run.outputs.reason]).toEqual([
      0,
      'success',
      'cancelled-by-user',
    ])
    expect(run.stdout).toMatch(
      /^::warning::Could not keep the PR comment on #63: GitHub answered 403: the token may not write/m,
    )
    expect(gh.comments('acme', 'app', 63)).toEqual([])
  })

  it('comment: never (the default) makes no GitHub request', async () => {
    const head = sha()
    await t.submit(64, head)
    await t.act('cancel', {}, { pr: { number: 64, sha: head } })
    const run = await status(64, head, 'never')
    expect(run.outputs.reason).toBe('cancelled-by-user')
    expect(gh.requests).toEqual([])
  })

  it('a wrong comment value is refused before any request, naming the input', async () => {
    const before = await t.requestCount()
    const run = await status(65, sha(), 'sometimes')
    expect(run.code).toBe(1)
    expect(run.outputs['error-kind']).toBe('input')
    expect(run.stdout).toMatch(
      /::error::Input 'comment': "sometimes" is not a comment mode; expected never, on-failure, always\./,
    )
    expect(await t.requestCount()).toBe(before)
    expect(gh.requests).toEqual([])
  })
})

describe('whose comment, who hears, and two jobs at once', () => {
  it('a foreign comment with the marker is never touched; a new kick-out posts anew; two runs leave one', async () => {
    const n = 67
    const head = sha()
    gh.addComment('acme', 'app', n, `${MARKER}\nforged by someone else`, 'mallory')
    await failedInTheQueue(t, n, head)
    // Two jobs at once (a status and a wait of the same event, say): both post, one stays.
    gh.holdWrites(true)
    const both = Promise.all([status(n, head), status(n, head)])
    while (
      gh.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/comments')).length < 2
    )
      await new Promise((r) => setTimeout(r, 20))
    gh.holdWrites(false)
    const runs = await both
    expect(runs.map((r) => r.outputs.state)).toEqual(['FAILED', 'FAILED'])
    const ours = () => gh.comments('acme', 'app', n).filter((c) => c.user.login !== 'mallory')
    expect(ours()).toHaveLength(1)
    expect(gh.comments('acme', 'app', n)[0]?.body).toBe(`${MARKER}\nforged by someone else`)
    const first = ours()[0]!.id

    // Submitted again and failed again: a new kick-out, so a new comment (GitHub notifies).
    await failedInTheQueue(t, n, head)
    gh.requests.length = 0
    const again = await status(n, head)
    expect(again.outputs.state).toBe('FAILED')
    expect(writes()).toEqual(['POST', 'DELETE'])
    expect(ours()).toHaveLength(1)
    expect(ours()[0]!.id).not.toBe(first)
    expect(again.summary).toContain('posted anew to notify')
    expect(gh.comments('acme', 'app', n)[0]?.body).toBe(`${MARKER}\nforged by someone else`)
  })
})

describe('the command-line tool', () => {
  it('comments with GITHUB_TOKEN, the same comment the action keeps', async () => {
    const n = 66
    const head = sha()
    await t.submit(n, head)
    await t.act('cancel', {}, { pr: { number: n, sha: head } })
    const run = await runCli(
      ['status', '--api-url', t.emu.url, '--comment', 'on-failure', '--json'],
      {
        env: {
          TRUNK_API_TOKEN: t.token,
          GITHUB_TOKEN: GH_TOKEN,
          GITHUB_API_URL: gh.url,
          ...buildkitePr(n, head),
        },
      },
    )
    expect(run.stdout + run.stderr).not.toContain(GH_TOKEN)
    expect(JSON.parse(run.stdout)).toMatchObject({
      state: 'CANCELLED',
      reason: 'cancelled-by-user',
    })
    const comments = gh.comments('acme', 'app', n)
    expect(comments.map((c) => c.body.includes(MARKER))).toEqual([true])
    expect(comments[0]?.body).toContain('Merge queue: `CANCELLED`')
  })
})
