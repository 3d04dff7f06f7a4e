/**
 * GitHub's listings page by page against a GitHub API on 127.0.0.1: every page is read, and the
 * job's signal reaches every page's request, so a cancelled job stops listing at once instead of
 * reading on and answering as if nothing was cancelled.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { startFakeGitHubApi, type FakeGitHubApi } from '../../../__fixtures__/github-api.js'
import { issueComments } from '../../../src/ports/github/issue-comments.js'
import { workflowRuns } from '../../../src/ports/github/workflow-runs.js'
import { everyPage, MAX_PAGES } from '../../../src/ports/github/octokit.js'

const TOKEN = 'ghs_' + 'p'.repeat(36)
let gh: FakeGitHubApi
beforeAll(async () => {
  gh = await startFakeGitHubApi()
})
afterAll(() => gh.close())
beforeEach(() => {
  gh.requests.length = 0
  gh.fail(undefined)
})

const comments = (issueNumber: number, signal?: AbortSignal) =>
  issueComments({ token: TOKEN, apiUrl: gh.url, owner: 'acme', repo: 'app', issueNumber, signal })
const runs = (signal?: AbortSignal) =>
  workflowRuns({ token: TOKEN, apiUrl: gh.url, owner: 'acme', repo: 'app', signal })
const gets = () => gh.requests.filter((r) => r.method === 'GET').length

describe("a PR's comments", () => {
  it('are read on every page: the marked one on the third page of 100 is found', async () => {
    for (let i = 0; i < 250; i++) gh.addComment('acme', 'app', 7, `comment ${i}`, 'someone')
    gh.addComment('acme', 'app', 7, '<!-- mark -->\nours', 'github-actions[bot]')
    const found = await (await comments(7)).listByMarker('<!-- mark -->')
    expect(found.map((c) => c.body)).toStrictEqual(['<!-- mark -->\nours'])
    expect(gets()).toBe(3)
  })

  it('a job cancelled before the listing sends no request and is not an empty listing', async () => {
    gh.addComment('acme', 'app', 8, '<!-- mark -->\nours', 'github-actions[bot]')
    await expect(
      (await comments(8, AbortSignal.abort())).listByMarker('<!-- mark -->'),
    ).rejects.toThrow()
    expect(gets()).toBe(0)
  })

  it('a job cancelled while GitHub does not answer ends the listing at once', async () => {
    gh.fail('hang')
    const ctl = new AbortController()
    const listing = (await comments(9, ctl.signal)).listByMarker('<!-- mark -->')
    setTimeout(() => ctl.abort(), 50)
    await expect(listing).rejects.toThrow()
  })
})

describe("a workflow run's jobs", () => {
  it('are read on every page, in order', async () => {
    const jobs = Array.from({ length: 150 }, (_, i) => ({
      name: `job ${i}`,
      status: i === 149 ? ('in_progress' as const) : ('completed' as const),
    }))
    gh.setWorkflowRun('acme', 'app', '31', jobs)
    const read = await (await runs()).jobs('31')
    expect(read).toHaveLength(150)
    expect(read.at(-1)).toStrictEqual({ name: 'job 149', status: 'in_progress' })
    expect(gets()).toBe(2)
  })

  it('a job cancelled while GitHub does not answer ends the listing at once', async () => {
    gh.setWorkflowRun('acme', 'app', '32', [{ name: 'a', status: 'queued' }])
    gh.fail('hang')
    const ctl = new AbortController()
    const listing = (await runs(ctl.signal)).jobs('32')
    setTimeout(() => ctl.abort(), 50)
    await expect(listing).rejects.toThrow()
  })
})

describe('everyPage', () => {
  const page = (n: number, last: number) => ({
    data: [n],
    headers: n < last ? { link: `<https://x.test/?page=${n + 1}>; rel="next"` } : {},
  })
  it('follows rel="next" to the last page, and no further', async () => {
    const asked: number[] = []
    const all = await everyPage(async (n) => (asked.push(n), page(n, 3)))
    expect(all).toStrictEqual([1, 2, 3])
    expect(asked).toStrictEqual([1, 2, 3])
  })
  it('a listing that goes on past its bound is an error, never a cut', async () => {
    await expect(everyPage(async (n) => page(n, Infinity))).rejects.toThrow(
      `past ${MAX_PAGES} pages`,
    )
  })
  it('a Link with only a last or a prev page ends the listing', async () => {
    const all = await everyPage(async (n) => ({
      data: [n],
      headers: {
        link: '<https://x.test/?page=1>; rel="prev", <https://x.test/?page=1>; rel="last"',
      },
    }))
    expect(all).toStrictEqual([1])
  })
})
