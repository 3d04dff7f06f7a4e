/**
 * The PR comment's rules against a GitHub API on 127.0.0.1: only a comment written by the token's
 * own identity that starts with the marker is ours (a foreign one, even one quoting the marker, is
 * never touched); a new kick-out posts anew and the old one goes; other changes edit in place; two
 * jobs at once leave one comment; text from the PR's workflow pings nobody.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { startFakeGitHubApi, type FakeGitHubApi } from '../../../__fixtures__/github-api.js'
import {
  PR_42,
  queueContext,
  commonSettings,
  domainPr as queuedPr,
  fakeClient,
} from '../../../__fixtures__/fake-client.js'
import {
  COMMENT_MARKER,
  commentBody,
  commentCounts,
  commentDataLine,
  commentPlan,
  commentRecord,
  keepComment,
  leaveKey,
  nextCommentData,
  parseCommentData,
  readCommentCounts,
} from '../../../src/commands/common/pr-comment.js'
import { CancelledError, type QueuedPullRequest, type Why } from '../../../src/queue/index.js'

let gh: FakeGitHubApi
beforeAll(async () => {
  gh = await startFakeGitHubApi()
})
afterAll(() => gh.close())
beforeEach(() => {
  gh.requests.length = 0
  gh.holdWrites(false)
})

let nextPr = 100
const TOKEN = 'ghs_' + 'a'.repeat(36)

function run(n: number, token = TOKEN, mode: 'on-failure' | 'always' = 'on-failure') {
  const s = {
    ...commonSettings('status'),
    ...PR_42,
    prNumber: n,
    comment: { mode, token, apiUrl: gh.url },
  }
  return queueContext(s, fakeClient({}))
}

const failedWhy: Why = {
  reason: 'tests-failed',
  state: 'failed',
  failedChecks: [
    { name: 'lint @octocat fixes acme/app#12', conclusion: 'FAILURE', url: 'https://x.test/1' },
    { name: 'evil', conclusion: 'FAILURE', url: 'javascript:alert(1)' },
  ],
}
const none: Why = { reason: '', state: 'testing', failedChecks: [] }
const failed = (at = '2026-11-23T11:00:00.000Z'): QueuedPullRequest =>
  queuedPr('failed', { stateChangedAt: at })

const writes = () =>
  gh.requests.filter((r) => r.method !== 'GET' && !r.path.endsWith('graphql')).map((r) => r.method)
const all = (n: number) => gh.comments('acme', 'app', n)

describe('whose comment it is', () => {
  it('a foreign comment starting with the marker is never edited: ours is posted beside it', async () => {
    const n = nextPr++
    gh.addComment('acme', 'app', n, `${COMMENT_MARKER}\nI am the bot, trust me`, 'mallory')
    const line = await keepComment(run(n), failed(), failedWhy)
    expect(line).toMatch(/A \[comment\]/)
    expect(all(n).map((c) => c.user.login)).toEqual(['mallory', 'github-actions[bot]'])
    expect(all(n)[0]?.body).toBe(`${COMMENT_MARKER}\nI am the bot, trust me`)
    // The next run edits ours, and still leaves mallory's alone.
    gh.requests.length = 0
    await keepComment(run(n), failed(), failedWhy)
    expect(writes()).toEqual(['PATCH'])
    expect(gh.requests.find((r) => r.method === 'PATCH')?.path).toContain(String(all(n)[1]?.id))
    expect(all(n)[0]?.body).toBe(`${COMMENT_MARKER}\nI am the bot, trust me`)
  })

  it("our own bot's comment that only quotes the marker later is not ours", async () => {
    const n = nextPr++
    gh.addComment('acme', 'app', n, `> quoting ${COMMENT_MARKER}`, 'github-actions[bot]')
    await keepComment(run(n), failed(), failedWhy)
    expect(all(n)).toHaveLength(2)
    expect(all(n)[0]?.body).toBe(`> quoting ${COMMENT_MARKER}`)
  })

  it('an App token writes as <slug>[bot]: its comment is found, github-actions[bot] is not it', async () => {
    const n = nextPr++
    const app = 'ghs_' + 'b'.repeat(36)
    gh.setIdentity(app, 'acme-queue[bot]')
    gh.addComment('acme', 'app', n, `${COMMENT_MARKER}\nold`, 'github-actions[bot]')
    await keepComment(run(n, app), failed(), failedWhy)
    expect(all(n).map((c) => c.user.login)).toEqual(['github-actions[bot]', 'acme-queue[bot]'])
    gh.requests.length = 0
    await keepComment(run(n, app, 'always'), queuedPr('testing'), none)
    expect(writes()).toEqual(['PATCH'])
    expect(all(n)[0]?.body).toBe(`${COMMENT_MARKER}\nold`)
    expect(all(n)[1]?.body).toContain('`TESTING`')
  })

  it('a personal token writes as its user', async () => {
    const n = nextPr++
    const pat = 'ghp_' + 'c'.repeat(36)
    gh.setIdentity(pat, 'octocat')
    await keepComment(run(n, pat), failed(), failedWhy)
    gh.requests.length = 0
    await keepComment(run(n, pat), failed(), failedWhy)
    expect(writes()).toEqual(['PATCH'])
    expect(all(n).map((c) => c.user.login)).toEqual(['octocat'])
  })

  it('an identity GitHub will not tell: posts anew, learns it from its own comment, removes only its older ones', async () => {
    const n = nextPr++
    const hidden = 'ghs_' + 'd'.repeat(36)
    gh.setIdentity(hidden, null)
    gh.addComment('acme', 'app', n, `${COMMENT_MARKER}\nforeign`, 'mallory')
    // Mallory's comment is not ours: the first post is no "new" one, and a state that only
    // updates a comment of ours writes nothing.
    expect(await keepComment(run(n, hidden), queuedPr('TESTING'), none)).toBe('')
    expect(await keepComment(run(n, hidden), failed(), failedWhy)).toMatch(/^\nA \[comment\]/)
    await keepComment(run(n, hidden), failed(), failedWhy)
    // Never an edit of a comment not known to be ours: a post each time, then its older one goes.
    expect(writes()).toEqual(['POST', 'POST', 'DELETE'])
    expect(all(n).map((c) => c.user.login)).toEqual(['mallory', 'hidden[bot]'])
    expect(all(n)[0]?.body).toBe(`${COMMENT_MARKER}\nforeign`)
  })

  it('asks who the token is only when a comment with the marker exists, and once', async () => {
    const n = nextPr++
    await keepComment(run(n), failed(), failedWhy)
    expect(gh.requests.filter((r) => r.path.endsWith('graphql'))).toHaveLength(0)
    gh.requests.length = 0
    await keepComment(run(n), failed(), failedWhy)
    expect(gh.requests.filter((r) => r.path.endsWith('graphql'))).toHaveLength(1)
  })
})

describe('who hears about it', () => {
  it('a new FAILED posts anew (the old one goes); the same FAILED again edits; back in the queue edits', async () => {
    const n = nextPr++
    await keepComment(run(n), failed('2026-11-23T10:00:00.000Z'), failedWhy)
    const first = all(n)[0]!.id
    gh.requests.length = 0
    await keepComment(run(n), failed('2026-11-23T10:00:00.000Z'), failedWhy)
    expect(writes()).toEqual(['PATCH'])
    await keepComment(run(n), queuedPr('testing'), none)
    expect(all(n).map((c) => c.id)).toEqual([first])
    expect(all(n)[0]?.body).toContain('is in the queue again')
    // Kicked out again (a new transition): a new comment, and the old one deleted.
    gh.requests.length = 0
    await keepComment(run(n), failed('2026-11-23T11:30:00.000Z'), failedWhy)
    expect(writes()).toEqual(['POST', 'DELETE'])
    expect(all(n)).toHaveLength(1)
    expect(all(n)[0]?.id).not.toBe(first)
    const data = parseCommentData(all(n)[0]?.body)
    expect(data.leaves).toEqual([
      'failed@2026-11-23T10:00:00.000Z@' + PR_42.prSha,
      'failed@2026-11-23T11:30:00.000Z@' + PR_42.prSha,
    ])
  })

  it('two jobs at once leave exactly one comment', async () => {
    const n = nextPr++
    gh.holdWrites(true)
    const a = keepComment(run(n), failed(), failedWhy)
    const b = keepComment(run(n), failed(), failedWhy)
    // Both have listed (no comment yet) and sent their post, which GitHub holds.
    while (gh.requests.filter((r) => r.method === 'POST').length < 2)
      await new Promise((r) => setTimeout(r, 5))
    gh.holdWrites(false)
    await Promise.all([a, b])
    expect(all(n)).toHaveLength(1)
    // A third run, racing a kick-out post against an edit, still ends with one.
    gh.holdWrites(true)
    const c = keepComment(run(n), failed('2026-11-23T11:45:00.000Z'), failedWhy)
    const d = keepComment(run(n), failed('2026-11-23T11:45:00.000Z'), failedWhy)
    while (gh.requests.filter((r) => r.method === 'POST' && !r.path.endsWith('graphql')).length < 4)
      await new Promise((r) => setTimeout(r, 5))
    gh.holdWrites(false)
    await Promise.all([c, d])
    expect(all(n)).toHaveLength(1)
  })
})

describe('what it says', () => {
  it('pings nobody and links only https', async () => {
    const n = nextPr++
    await keepComment(run(n), failed(), failedWhy)
    const body = all(n)[0]!.body
    expect(body.startsWith(COMMENT_MARKER)).toBe(true)
    expect(body).not.toMatch(/@octocat|#12\b|acme\/app#12/)
    expect(body).toContain('@&#8203;octocat')
    expect(body).toContain('[lint @&#8203;octocat fixes acme/app#&#8203;12](https://x.test/1)')
    expect(body).not.toContain('javascript:')
  })

  it('its hidden data can never close the HTML comment, and unreadable data is none', () => {
    const line = commentDataLine({ leaves: ['x-->y<z'], requeues: { ['a'.repeat(40)]: 1 } })
    expect(line.slice(4, -4)).not.toMatch(/-->|<|>/)
    expect(parseCommentData(`${COMMENT_MARKER}\n${line}`)).toEqual({
      leaves: ['x-->y<z'],
      requeues: { ['a'.repeat(40)]: 1 },
    })
    expect(parseCommentData(`${COMMENT_MARKER}\n<!-- merge-queue-action:data {oops -->`)).toEqual({
      leaves: [],
      requeues: {},
    })
  })

  it('readCommentCounts reads only our comment', async () => {
    const n = nextPr++
    const forged = commentDataLine({ leaves: [], requeues: { [PR_42.prSha]: 0 } })
    gh.addComment('acme', 'app', n, `${COMMENT_MARKER}\n${forged}`, 'mallory')
    expect(await readCommentCounts(run(n))).toEqual({ status: 'empty' })
  })
})

describe('the count a comment keeps: read, empty or unknown', () => {
  const sha = PR_42.prSha
  const body = (requeues: Record<string, unknown>) =>
    `${COMMENT_MARKER}\n${commentDataLine({ leaves: [], requeues: requeues as Record<string, number> })}\n### text`
  it('a count read, none yet, and a comment cut or edited to nonsense (unknown, never 0)', () => {
    expect(commentCounts(body({ [sha]: 2 }))).toEqual({ status: 'read', value: { [sha]: 2 } })
    expect(commentCounts(body({}))).toEqual({ status: 'empty' })
    expect(commentCounts(`${COMMENT_MARKER}\n### no data`).status).toBe('unknown')
    expect(commentCounts(body({ [sha]: -1 })).status).toBe('unknown')
    expect(commentCounts(body({ [sha]: '2' })).status).toBe('unknown')
    expect(commentCounts(body({ [sha]: 1.5 })).status).toBe('unknown')
    expect(
      commentCounts(`${COMMENT_MARKER}\n<!-- merge-queue-action:data {"requeues":[1]} -->`).status,
    ).toBe('unknown')
    expect(
      commentCounts(`${COMMENT_MARKER}\n<!-- merge-queue-action:data {"reque -->`).status,
    ).toBe('unknown')
  })
  it('property: a comment cut anywhere reads its count whole or as unknown, never lower', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(400), (n, cut) => {
        const whole = body({ [sha]: n, ['a'.repeat(40)]: 1 })
        const r = commentCounts(whole.slice(0, cut))
        if (r.status === 'read') expect(r.value[sha]).toBe(n)
        else expect(r.status).toBe('unknown')
      }),
      { numRuns: 300 },
    )
  })
  it('a GitHub that will not say who the token writes as: the count is unknown, not 0', async () => {
    const n = nextPr++
    const hidden = 'ghs_' + 'e'.repeat(36)
    gh.setIdentity(hidden, null)
    gh.addComment('acme', 'app', n, body({ [sha]: 1 }), 'github-actions[bot]')
    const r = await readCommentCounts(run(n, hidden))
    expect(r).toStrictEqual({
      status: 'unknown',
      failure: {
        kind: 'auth',
        message: 'who the token writes as could not be known, so no comment is known to be ours',
      },
    })
  })
})

describe("the comment's decisions, one by one", () => {
  const sha = 'a'.repeat(40)
  const data = (json: string) => `${COMMENT_MARKER}\n<!-- merge-queue-action:data ${json} -->`

  it('which states write a comment, for each mode', () => {
    for (const state of ['FAILED', 'pending_failure', 'Cancelled']) {
      expect(commentPlan('on-failure', state)).toBe('write')
      expect(commentPlan('always', state)).toBe('write')
      expect(commentPlan('never', state)).toBe('none')
    }
    for (const state of ['MERGED', 'TESTING', 'not_submitted']) {
      expect(commentPlan('on-failure', state)).toBe('update-only')
      expect(commentPlan('always', state)).toBe('write')
      expect(commentPlan('never', state)).toBe('none')
    }
  })

  it('a kick-out is keyed by its state, when it began and the commit; other states have no key', () => {
    const pr = (state: string, extra: Partial<QueuedPullRequest> = {}) =>
      ({ ...queuedPr(state), ...extra }) as QueuedPullRequest
    expect(leaveKey(pr('FAILED', { stateChangedAt: 't1', sha: 'abc1234' }))).toBe(
      'failed@t1@abc1234',
    )
    expect(leaveKey(pr('cancelled', { stateChangedAt: 't2', sha: 'abc1234' }))).toBe(
      'cancelled@t2@abc1234',
    )
    expect(leaveKey(pr('pending_failure'))).toBe('')
    expect(leaveKey(pr('TESTING'))).toBe('')
    expect(leaveKey(null)).toBe('')
  })

  it('the next data: a new kick-out added once, a requeue counted per commit (any case)', () => {
    const before = { leaves: ['failed@t1@x'], requeues: { [sha]: 1 } }
    expect(nextCommentData(before, 'failed@t1@x', undefined)).toEqual(before)
    expect(nextCommentData(before, '', undefined)).toEqual(before)
    expect(nextCommentData(before, 'failed@t2@x', sha.toUpperCase())).toEqual({
      leaves: ['failed@t1@x', 'failed@t2@x'],
      requeues: { [sha]: 2 },
    })
    expect(nextCommentData({ leaves: [], requeues: {} }, '', 'B'.repeat(40))).toEqual({
      leaves: [],
      requeues: { ['b'.repeat(40)]: 1 },
    })
    // What it read is not changed in place.
    expect(before).toEqual({ leaves: ['failed@t1@x'], requeues: { [sha]: 1 } })
  })

  it('the hidden data for the comment shows: only what is well formed is kept', () => {
    expect(
      parseCommentData(
        data(
          JSON.stringify({
            leaves: ['a', 7, null, 'b'],
            requeues: {
              [sha.toUpperCase()]: 2,
              abc: 1,
              ['c'.repeat(7)]: 0,
              ['d'.repeat(65)]: 1,
              ['e'.repeat(8)]: -1,
            },
          }),
        ),
      ),
    ).toEqual({ leaves: ['a', 'b'], requeues: { [sha]: 2, ['c'.repeat(7)]: 0 } })
    expect(parseCommentData(data('null'))).toEqual({ leaves: [], requeues: {} })
    expect(parseCommentData(data('{"leaves":"a","requeues":3}'))).toEqual({
      leaves: [],
      requeues: {},
    })
    expect(parseCommentData(undefined)).toEqual({ leaves: [], requeues: {} })
    // The data line must be whole: its prefix and its end on one line.
    expect(
      parseCommentData(`${COMMENT_MARKER}\n<!-- merge-queue-action:data {"leaves":["a"]}`),
    ).toEqual({
      leaves: [],
      requeues: {},
    })
  })

  it('the count requeue reads: keys that are no commit skipped, two spellings of one commit the larger', () => {
    expect(
      commentCounts(data(JSON.stringify({ requeues: { [sha]: 1, [sha.toUpperCase()]: 3 } }))),
    ).toEqual({
      status: 'read',
      value: { [sha]: 3 },
    })
    expect(commentCounts(data(JSON.stringify({ requeues: { xyz: 5, [sha]: 0 } })))).toEqual({
      status: 'read',
      value: { [sha]: 0 },
    })
    expect(commentCounts(data(JSON.stringify({ requeues: { xyz: 5 } })))).toEqual({
      status: 'empty',
    })
    for (const [json, why] of [
      ['{"leaves":[]}', 'has no requeue counts'],
      ['{"requeues":null}', 'has no requeue counts'],
      ['{"requeues":"3"}', 'has no requeue counts'],
      ['null', 'has no requeue counts'],
      ['{oops', 'is not JSON'],
      [`{"requeues":{"${sha}":-2}}`, `for ${sha} is not a count`],
    ] as const)
      expect(commentCounts(data(json))).toEqual({
        status: 'unknown',
        failure: { kind: 'response-shape', message: `the comment's hidden count ${why}` },
      })
    expect(commentCounts(undefined)).toMatchObject({
      failure: { message: "the comment's hidden count is missing" },
    })
  })

  it('the body: an icon and a line for each state, the commit, the escaped data first', () => {
    const why: Why = { reason: undefined, state: 'x', failedChecks: [] } as unknown as Why
    const body = (state: string | null) =>
      commentBody(
        state === null ? null : ({ ...queuedPr(state), sha: 'f'.repeat(40) } as QueuedPullRequest),
        why,
        { prNumber: 42, now: Date.parse('2026-12-02T10:00:00Z') },
      )
    expect(body('MERGED')).toMatch(/^### ✅ Merge queue: `MERGED`$/m)
    expect(body('failed')).toMatch(/^### ❌ Merge queue: `FAILED`$/m)
    expect(body('PENDING_FAILURE')).toMatch(/^### ❌ /m)
    expect(body('cancelled')).toMatch(/^### ❌ /m)
    expect(body('TESTING')).toMatch(/^### ⏳ Merge queue: `TESTING`$/m)
    expect(body(null)).toMatch(/^### ➖ Merge queue: `NOT_SUBMITTED`$/m)
    expect(body('TESTING')).toContain('`ffffffffffff`')
    expect(body(null)).not.toContain('for commit')
    expect(body('MERGED').split('\n').slice(0, 2)).toEqual([
      COMMENT_MARKER,
      commentDataLine({ leaves: [], requeues: {} }),
    ])
    expect(body('MERGED')).toContain('2026-12-02T10:00:00.000Z')
    expect(body('MERGED').endsWith('\n')).toBe(true)
  })
})

describe("the comment's body, line by line", () => {
  const now = Date.parse('2026-12-02T10:00:00Z')
  const pr = (state: string) => ({ ...queuedPr(state), sha: 'f'.repeat(40) }) as QueuedPullRequest
  const base = { reason: '', state: 'testing', failedChecks: [] } as unknown as Why
  const body = (p: QueuedPullRequest | null, why: Why, lines?: string[]) =>
    commentBody(p, why, { prNumber: 42, now, ...(lines ? { lines } : {}) }).split('\n')

  it('merged says so; back in the queue says so; a kick-out or no PR says neither', () => {
    expect(body(pr('MERGED'), base)).toContain('PR #42 was merged by the queue.')
    expect(body(pr('MERGED'), base)).not.toContain('PR #42 is in the queue again.')
    expect(body(pr('TESTING'), base)).toContain('PR #42 is in the queue again.')
    for (const p of [pr('FAILED'), pr('pending_failure'), pr('cancelled'), null]) {
      expect(body(p, base)).not.toContain('PR #42 is in the queue again.')
      expect(body(p, base)).not.toContain('PR #42 was merged by the queue.')
    }
  })

  it('the Why line with its reason code; none without words', () => {
    const placed = { ...base, place: { position: 2, depth: 3, ahead: [7] } } as Why
    expect(body(pr('TESTING'), placed)).toContain(
      '**Why**: Position 2 of 3; ahead of it: #&#8203;7.',
    )
    const coded = { ...placed, reason: 'behind-base' } as Why
    expect(body(pr('TESTING'), coded)).toContain(
      '**Why** (`behind-base`): Position 2 of 3; ahead of it: #&#8203;7.',
    )
    expect(body(pr('TESTING'), base).some((l) => l.startsWith('**Why**'))).toBe(false)
  })

  it('the failing checks as a table, the missing cause, the extra lines, each after a blank line', () => {
    const checks = {
      ...base,
      failedChecks: [{ name: 'unit', conclusion: 'FAILURE|x', url: 'https://ci.test/1' }],
    } as Why
    const b = body(pr('FAILED'), checks, ['Requeued: try 1 of 2.'])
    const at = b.indexOf('| Check | Conclusion |')
    expect(at).toBeGreaterThan(0)
    expect(b[at - 1]).toBe('')
    expect(b[at + 2]).toBe('| [unit](https://ci.test/1) | `FAILURE\\|x` |')
    expect(b[b.indexOf('Requeued: try 1 of 2.') - 1]).toBe('')
    expect(body(pr('FAILED'), base).some((l) => l.startsWith('| Check'))).toBe(false)
    const missing = { ...base, state: 'failed', missing: { kind: 'no-timeline' } } as Why
    const m = body(pr('FAILED'), missing)
    expect(m).toContain('_The cause is missing: the service sent no timeline for this PR._')
    expect(body(pr('FAILED'), base).some((l) => l.startsWith('_The cause'))).toBe(false)
  })

  it('the footer: when, and the commit when the PR has one', () => {
    expect(body(pr('TESTING'), base)).toContain(
      '<sub>Updated by merge-queue-action 2026-12-02T10:00:00.000Z for commit `ffffffffffff`.</sub>',
    )
    expect(body(null, base)).toContain(
      '<sub>Updated by merge-queue-action 2026-12-02T10:00:00.000Z.</sub>',
    )
  })
})

describe("the comment as requeue's record: kept, read and written", () => {
  const sha = PR_42.prSha
  const withMode = (n: number, mode: 'never' | 'on-failure', token: string | undefined) => {
    const c = run(n)
    return { ...c, s: { ...c.s, comment: { mode, token, apiUrl: gh.url } } } as typeof c
  }
  const lines = (count: { done: number; max: number }) => [`try ${count.done} of ${count.max}`]

  it('no record without a comment to keep: mode never, no token, no comment settings', () => {
    const n = nextPr++
    expect(commentRecord(withMode(n, 'never', TOKEN), failed(), failedWhy, lines)).toBeUndefined()
    expect(commentRecord(withMode(n, 'on-failure', undefined), failed(), failedWhy, lines)).toBe(
      undefined,
    )
    expect(commentRecord(withMode(n, 'on-failure', ''), failed(), failedWhy, lines)).toBe(undefined)
    const c = run(n)
    const bare = { ...c, s: { ...c.s, comment: undefined } } as typeof c
    expect(commentRecord(bare, failed(), failedWhy, lines)).toBeUndefined()
    expect(gh.requests).toHaveLength(0)
  })

  it('reads the count from our comment, and writes the try it is with the commit counted', async () => {
    const n = nextPr++
    const record = commentRecord(run(n), failed(), failedWhy, lines)!
    expect(record).toBeDefined()
    expect(await record.read()).toStrictEqual({ status: 'empty' })
    expect(await record.add(sha, { done: 1, max: 2 })).toBe(true)
    const [ours] = all(n)
    expect(all(n)).toHaveLength(1)
    expect(ours!.body.split('\n')).toContain('try 1 of 2')
    expect(await record.read()).toStrictEqual({ status: 'read', value: { [sha]: 1 } })
    expect(await record.add(sha, { done: 2, max: 2 })).toBe(true)
    expect(await record.read()).toStrictEqual({ status: 'read', value: { [sha]: 2 } })
    expect(all(n)[0]!.body.split('\n')).toContain('try 2 of 2')
  })

  it('a write GitHub refuses is not written: requeue must not count it', async () => {
    const n = nextPr++
    const record = commentRecord(run(n), failed(), failedWhy, lines)!
    gh.fail(403)
    try {
      expect(await record.add(sha, { done: 1, max: 2 })).toBe(false)
    } finally {
      gh.fail(undefined)
    }
    expect(all(n)).toHaveLength(0)
  })

  it('comments GitHub will not list: the count is unknown, with the failure, never empty', async () => {
    const n = nextPr++
    gh.fail(403)
    try {
      const r = await readCommentCounts(run(n))
      expect(r.status).toBe('unknown')
      expect(r).toStrictEqual({
        status: 'unknown',
        failure: {
          kind: 'github-lookup',
          status: 403,
          message: "GitHub answered 403 to the read of the PR's comments",
        },
      })
      expect(JSON.stringify(r)).not.toContain(TOKEN)
    } finally {
      gh.fail(undefined)
    }
  })

  it('a read cut by the job being cancelled is a cancellation, not an unknown count', async () => {
    const n = nextPr++
    const c = run(n)
    const ctl = new AbortController()
    ctl.abort()
    const read = readCommentCounts({ ...c, signal: ctl.signal })
    await expect(read).rejects.toBeInstanceOf(CancelledError)
    await expect(read).rejects.toThrow('the job was cancelled')
  })

  it('the count of the newest of ours when a race left two', async () => {
    const n = nextPr++
    const body = (k: number) =>
      `${COMMENT_MARKER}\n${commentDataLine({ leaves: [], requeues: { [sha]: k } })}\n### x`
    gh.addComment('acme', 'app', n, body(1), 'github-actions[bot]')
    gh.addComment('acme', 'app', n, body(2), 'github-actions[bot]')
    expect(await readCommentCounts(run(n))).toStrictEqual({ status: 'read', value: { [sha]: 2 } })
  })
})

describe("the hidden data's bounds", () => {
  const data = (json: unknown) =>
    `${COMMENT_MARKER}\n<!-- merge-queue-action:data ${JSON.stringify(json)} -->`
  const sha = 'a'.repeat(40)

  it('remembers the newest 20 kick-outs, read or written', () => {
    const leaves = Array.from({ length: 25 }, (_, i) => `failed@t${i}@x`)
    expect(parseCommentData(data({ leaves, requeues: {} })).leaves).toStrictEqual(leaves.slice(5))
    const twenty = leaves.slice(0, 20)
    expect(
      nextCommentData({ leaves: twenty, requeues: {} }, 'failed@new@x', undefined).leaves,
    ).toStrictEqual([...twenty.slice(1), 'failed@new@x'])
    expect(nextCommentData({ leaves: twenty, requeues: {} }, '', undefined).leaves).toStrictEqual(
      twenty,
    )
  })

  it('a commit key is hex from its first character to its last, 7 to 64 of them', () => {
    const requeues = {
      ['x' + sha]: 4,
      [sha + 'x']: 5,
      ['g' + 'c'.repeat(8)]: 6,
      ['d'.repeat(64)]: 1,
      ['e'.repeat(6)]: 7,
    }
    expect(parseCommentData(data({ leaves: [], requeues })).requeues).toStrictEqual({
      ['d'.repeat(64)]: 1,
    })
    expect(commentCounts(data({ requeues }))).toStrictEqual({
      status: 'read',
      value: { ['d'.repeat(64)]: 1 },
    })
  })

  it('requeue counts of another type are no counts, and data that is a list is none', () => {
    expect(parseCommentData(data({ leaves: ['a'], requeues: ['0123456789'] }))).toStrictEqual({
      leaves: ['a'],
      requeues: {},
    })
    expect(parseCommentData(data({ leaves: ['a'], requeues: 'abcdef0123' }))).toStrictEqual({
      leaves: ['a'],
      requeues: {},
    })
    expect(parseCommentData(data([['leaves', ['a']]]))).toStrictEqual({ leaves: [], requeues: {} })
    expect(
      parseCommentData(data({ leaves: ['a'], requeues: { [sha]: 0 } })).requeues,
    ).toStrictEqual({ [sha]: 0 })
  })

  it('the data line is exact: each < > - as a JSON escape, the line closed once', () => {
    expect(commentDataLine({ leaves: ['<a-b>'], requeues: { [sha]: 1 } })).toBe(
      `<!-- merge-queue-action:data {"leaves":["\\u003ca\\u002db\\u003e"],"requeues":{"${sha}":1}} -->`,
    )
  })

  it('a kick-out without a time or commit still has a key of its own state', () => {
    const pr = { ...queuedPr('FAILED'), stateChangedAt: undefined, sha: undefined }
    expect(leaveKey(pr as unknown as QueuedPullRequest)).toBe('failed@@')
  })
})

describe('the whole body, as written', () => {
  it('every part in its order, each after one blank line', () => {
    const why: Why = {
      reason: 'tests-failed',
      state: 'failed',
      failedChecks: [{ name: 'unit', conclusion: 'FAILURE', url: 'https://ci.test/1' }],
      missing: { kind: 'no-timeline' },
    } as unknown as Why
    const pr = { ...queuedPr('FAILED'), sha: 'f'.repeat(40) } as QueuedPullRequest
    const body = commentBody(pr, why, {
      prNumber: 42,
      now: Date.parse('2026-12-02T10:00:00Z'),
      lines: ['Requeued: try 1 of 2.'],
    })
    const parts = body.split('\n\n')
    expect(parts[0]).toBe(
      `${COMMENT_MARKER}\n${commentDataLine({ leaves: [], requeues: {} })}\n### ❌ Merge queue: \`FAILED\``,
    )
    expect(parts[1]).toMatch(/^\*\*Why\*\* \(`tests-failed`\): \S/)
    expect(parts[2]).toBe(
      '| Check | Conclusion |\n| --- | --- |\n| [unit](https://ci.test/1) | `FAILURE` |',
    )
    expect(parts.at(-3)).toBe('_The cause is missing: the service sent no timeline for this PR._')
    expect(parts.at(-2)).toBe('Requeued: try 1 of 2.')
    expect(parts.at(-1)).toBe(
      '<sub>Updated by merge-queue-action 2026-12-02T10:00:00.000Z for commit `ffffffffffff`.</sub>\n',
    )
    expect(body).not.toMatch(/\n\n\n/)
  })

  it('a merged or queued-again line, and the details as a list, each part after one blank line', () => {
    const now = Date.parse('2026-12-02T10:00:00Z')
    const pr = (state: string) => ({ ...queuedPr(state), sha: 'f'.repeat(40) }) as QueuedPullRequest
    const none = { reason: '', state: 'testing', failedChecks: [] } as unknown as Why
    const parts = (p: QueuedPullRequest, why: Why) =>
      commentBody(p, why, { prNumber: 42, now }).split('\n\n')
    expect(parts(pr('MERGED'), none)[1]).toBe('PR #42 was merged by the queue.')
    expect(parts(pr('TESTING'), none)[1]).toBe('PR #42 is in the queue again.')
    const detailed = {
      reason: 'tests-failed',
      state: 'pending_failure',
      failedChecks: [],
      serviceCode: 'CI_FAILED',
    } as unknown as Why
    const p = parts(pr('PENDING_FAILURE'), detailed)
    expect(p[2]).toBe(
      "- It is PENDING_FAILURE: the queue keeps it while the PRs behind it test, and fails it unless one of them passes with it.\n- The service's reason: CI_FAILED.",
    )
  })
})
