/**
 * The PR lookup through @actions/github against a fake GitHub API on 127.0.0.1: what it returns,
 * how many requests it makes (one, or none), and how each failure reads (never with the token).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { CancelledError } from '../../../src/client/index.js'
import { InputError } from '../../../src/inputs/errors.js'
import {
  PullRequestLookupError,
  applyPullRequestFacts,
  contextInputError,
  lookUpPullRequest,
  resolveRunContext,
  type ContextResolutionInput,
  type PullRequestLookup,
  type PullRequestLookupOptions,
  type ResolvedContext,
} from '../../../src/runner/context/index.js'
import { runContextFromEvent } from '../../../src/ports/github-actions/workflow-context.js'
import { CONTEXT_NEEDS, type ContextCommand } from '../../../__fixtures__/context-needs.js'
import {
  examplePullRequest,
  examplesOf,
  startFakeGitHubApi,
  type FakeGitHubApi,
} from '../../../__fixtures__/github-api.js'
import { startTestServer } from '../../../__fixtures__/test-server.js'

const COMMANDS = Object.keys(CONTEXT_NEEDS) as ContextCommand[]

/** The resolution, the lookup when it asks for one, and the merge: as readSettings does them. */
async function resolveContext(
  input: ContextResolutionInput,
  options: PullRequestLookupOptions,
): Promise<ResolvedContext> {
  const r = resolveRunContext(input)
  if (r.error) throw contextInputError(r.error)
  if (!r.lookup) return r.resolved
  return applyPullRequestFacts(r.resolved, await lookUpPullRequest(r.lookup, options))
}

/** The context of an event in acme/app (or the repository given). */
const contextOf = (eventName: string, payload: unknown, repository = 'acme/app') =>
  runContextFromEvent(payload, {
    GITHUB_EVENT_NAME: eventName,
    GITHUB_REPOSITORY: repository,
    GITHUB_SERVER_URL: 'https://github.com',
  })
const TOKEN = 'ghs_lookupTestToken_5Yq8'
const SHA = 'd1e2'.repeat(10)
const lookup = (over: Partial<PullRequestLookup> = {}): PullRequestLookup => ({
  owner: 'acme',
  repo: 'app',
  number: 12,
  wants: ['target-branch', 'head-sha'],
  eventName: 'issue_comment',
  ...over,
})

let api: FakeGitHubApi
beforeAll(async () => {
  api = await startFakeGitHubApi()
  api.addPullRequest(
    'acme',
    'app',
    examplePullRequest({
      number: 12,
      baseRef: 'release/2.0',
      headSha: SHA,
      owner: 'acme',
      repo: 'app',
    }),
  )
  api.addPullRequest(
    'acme',
    'app',
    examplePullRequest({ number: 13, headRepo: 'someone/app', owner: 'acme', repo: 'app' }),
  )
  api.addPullRequest(
    'acme',
    'app',
    examplePullRequest({ number: 14, headRepo: null, owner: 'acme', repo: 'app' }),
  )
  // Answers for PR 16 with PR 15's object: not the PR asked for.
  api.addPullRequest('acme', 'app', examplePullRequest({ number: 15 }), 16)
  api.addPullRequest('acme', 'app', { ...examplePullRequest({ number: 17 }), head: {} })
})
afterAll(() => api.close())
afterEach(() => {
  api.fail(undefined)
  api.requests.length = 0
})

function expectGoodMessage(e: unknown): PullRequestLookupError {
  expect(e).toBeInstanceOf(PullRequestLookupError)
  const err = e as PullRequestLookupError
  expect(err.kind).toBe('github-lookup')
  expect(err.message).not.toContain(TOKEN)
  expect(err.message).toContain('target-branch')
  expect(err.message).toContain('pr-sha')
  expect(err.message).toContain('pull-requests: read')
  expect(err.message).not.toContain('default branch')
  return err
}

async function failure(
  l: PullRequestLookup = lookup(),
  options: { timeoutMs?: number; signal?: AbortSignal; token?: string; apiUrl?: string } = {},
): Promise<unknown> {
  try {
    await lookUpPullRequest(l, { token: TOKEN, apiUrl: api.url, ...options })
  } catch (e) {
    return e
  }
  throw new Error('expected the lookup to fail')
}

describe('lookUpPullRequest', () => {
  it("returns the PR's base branch, head commit and fork-ness with one authenticated GET", async () => {
    const facts = await lookUpPullRequest(lookup(), { token: TOKEN, apiUrl: api.url })
    expect(facts).toEqual({
      number: 12,
      state: 'open',
      merged: false,
      baseBranch: 'release/2.0',
      headSha: SHA,
      headIsFork: false,
    })
    expect(api.requests).toHaveLength(1)
    expect(api.requests[0]).toMatchObject({
      method: 'GET',
      path: '/repos/acme/app/pulls/12',
      auth: { present: true, scheme: 'token' },
      authorization: `token ${TOKEN}`,
    })
    expect(api.requests[0]?.userAgent).toContain('merge-queue-action/')
  })

  it('goes to GITHUB_API_URL when no URL is given', async () => {
    const saved = process.env.GITHUB_API_URL
    process.env.GITHUB_API_URL = api.url
    try {
      const facts = await lookUpPullRequest(lookup(), { token: TOKEN })
      expect(facts.baseBranch).toBe('release/2.0')
      expect(api.requests).toHaveLength(1)
    } finally {
      if (saved === undefined) delete process.env.GITHUB_API_URL
      else process.env.GITHUB_API_URL = saved
    }
  })

  it('tells a fork PR, and one whose fork was deleted', async () => {
    const fork = await lookUpPullRequest(lookup({ number: 13 }), { token: TOKEN, apiUrl: api.url })
    expect(fork.headIsFork).toBe(true)
    const gone = await lookUpPullRequest(lookup({ number: 14 }), { token: TOKEN, apiUrl: api.url })
    expect(gone.headIsFork).toBe(true)
  })

  it('works under a GHES path prefix (GITHUB_API_URL=https://HOST/api/v3)', async () => {
    const ghes = await startFakeGitHubApi('/api/v3')
    try {
      ghes.addPullRequest('acme', 'app', examplePullRequest({ number: 12, baseRef: 'develop' }))
      const facts = await lookUpPullRequest(lookup(), { token: TOKEN, apiUrl: `${ghes.url}/` })
      expect(facts.baseBranch).toBe('develop')
      expect(ghes.requests.map((r) => r.path)).toEqual(['/api/v3/repos/acme/app/pulls/12'])
    } finally {
      await ghes.close()
    }
  })

  it.each([
    [401, 'auth'],
    [403, 'forbidden'],
    ['rate-limit', 'rate-limited'],
    [429, 'rate-limited'],
    [404, 'not-found'],
    [500, 'server'],
  ] as const)('answered %s: %s, after exactly one request', async (fault, reason) => {
    api.fail(fault)
    const err = expectGoodMessage(await failure())
    expect(err.reason).toBe(reason)
    expect(err.status).toBe(fault === 'rate-limit' ? 403 : fault)
    expect(api.requests).toHaveLength(1)
  })

  it("quotes GitHub's own words (403: not accessible by integration)", async () => {
    api.fail(403)
    const err = expectGoodMessage(await failure())
    expect(err.message).toContain('Resource not accessible by integration')
    expect(err.message).toContain('PR #12 of acme/app')
  })

  it('an unknown PR is not-found', async () => {
    const err = expectGoodMessage(await failure(lookup({ number: 99 })))
    expect(err.reason).toBe('not-found')
  })

  it('a server that echoes the token back does not put it in the message', async () => {
    const echo = await startTestServer((req) => ({
      status: 401,
      body: JSON.stringify({ message: `Bad credentials: ${req.headers.authorization}` }),
      headers: { 'content-type': 'application/json' },
    }))
    try {
      const err = expectGoodMessage(await failure(lookup(), { apiUrl: echo.origin }))
      expect(err.message).toContain('Bad credentials: token ***')
    } finally {
      await echo.close()
    }
  })

  it('no token: no request at all', async () => {
    const err = expectGoodMessage(await failure(lookup(), { token: '  ' }))
    expect(err.reason).toBe('no-token')
    expect(err.message).toContain('github-token')
    expect(api.requests).toHaveLength(0)
  })

  it('a hanging server: a timeout within the bound', async () => {
    api.fail('hang')
    const started = Date.now()
    const err = expectGoodMessage(await failure(lookup(), { timeoutMs: 300 }))
    expect(err.reason).toBe('timeout')
    expect(err.message).toContain('no answer within 0.3 s')
    expect(Date.now() - started).toBeLessThan(5000)
    expect(api.requests).toHaveLength(1)
  })

  it('a cancelled job ends the lookup at once, as cancelled', async () => {
    api.fail('hang')
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 100)
    const err = await failure(lookup(), { signal: controller.signal, timeoutMs: 10_000 })
    expect(err).toBeInstanceOf(CancelledError)
    const before = await failure(lookup(), { signal: AbortSignal.abort() })
    expect(before).toBeInstanceOf(CancelledError)
    expect(api.requests).toHaveLength(1)
  })

  it('a refused connection is a network failure', async () => {
    const closed = await startTestServer()
    const url = closed.origin
    await closed.close()
    const err = expectGoodMessage(await failure(lookup(), { apiUrl: url }))
    expect(err.reason).toBe('network')
    expect(err.message).toContain('ECONNREFUSED')
  })

  it('an answer that is not the PR asked for is refused', async () => {
    expect(expectGoodMessage(await failure(lookup({ number: 16 }))).reason).toBe('response-shape')
    expect(expectGoodMessage(await failure(lookup({ number: 17 }))).reason).toBe('response-shape')
  })
})

describe('resolveContext: resolution, lookup and merge', () => {
  const comment = examplesOf('issue_comment')[0]![1]
  const onPr = structuredClone(comment)
  ;(onPr.issue as Record<string, unknown>).number = 12
  ;(onPr.issue as Record<string, unknown>).pull_request = {
    url: 'https://api.github.com/repos/acme/app/pulls/12',
  }
  const input = (command: ContextCommand, given = {}, payload = onPr) => ({
    context: contextOf('issue_comment', payload),
    given,
    needs: CONTEXT_NEEDS[command],
  })

  it('a /merge comment on a PR into release/2.0 goes to the queue of release/2.0 (issue 9)', async () => {
    const r = await resolveContext(input('submit'), { token: TOKEN, apiUrl: api.url })
    expect(r).toMatchObject({ targetBranch: 'release/2.0', prNumber: 12, headSha: SHA })
    expect(r.sources).toMatchObject({ targetBranch: 'github-api', prNumber: 'event' })
    expect(api.requests).toHaveLength(1)
  })

  it('with target-branch and pr-sha given, no command makes a request', async () => {
    api.fail(500)
    for (const command of COMMANDS) {
      await resolveContext(input(command, { targetBranch: 'main', prSha: SHA }), {
        token: TOKEN,
        apiUrl: api.url,
      })
    }
    expect(api.requests).toHaveLength(0)
  })

  it('a pull_request event makes no request for any command', async () => {
    for (const [, payload] of examplesOf('pull_request')) {
      for (const command of COMMANDS) {
        await resolveContext(
          {
            context: contextOf('pull_request', payload, 'Codertocat/Hello-World'),
            given: {},
            needs: CONTEXT_NEEDS[command],
          },
          { token: undefined, apiUrl: api.url },
        )
      }
    }
    expect(api.requests).toHaveLength(0)
  })

  it('a failed lookup stops with the lookup error; a missing input with an InputError', async () => {
    api.fail(403)
    await expect(
      resolveContext(input('submit'), { token: TOKEN, apiUrl: api.url }),
    ).rejects.toThrow(PullRequestLookupError)
    const plain = input('submit', {}, comment)
    await expect(resolveContext(plain, { token: TOKEN, apiUrl: api.url })).rejects.toThrow(
      InputError,
    )
    expect(api.requests).toHaveLength(1)
  })
})

describe('@actions/github is loaded only where a run talks to GitHub', () => {
  it('no module of the action imports it statically', () => {
    const files: string[] = []
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const p = join(dir, e.name)
        if (e.isDirectory()) walk(p)
        else if (p.endsWith('.ts')) files.push(p)
      }
    }
    walk('src')
    const importers = files.filter((f) => readFileSync(f, 'utf8').includes("'@actions/github'"))
    // One place opens GitHub's client for every port (the PR lookup, the PR's comments, doctor's
    // repository checks, the workflow runs), and loads it only when a port runs.
    expect(importers.sort()).toEqual([join('src', 'ports', 'github', 'octokit.ts')])
    for (const importer of importers) {
      const source = readFileSync(importer, 'utf8')
      expect(source).not.toMatch(/^import[^\n]*'@actions\/github'/m)
      expect(source).toContain("await import('@actions/github')")
    }
  })
})
