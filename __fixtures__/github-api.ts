/**
 * A fake of the GitHub API the action uses, on 127.0.0.1 (port 0): the PR lookup
 * `GET /repos/{owner}/{repo}/pulls/{n}`, a PR's comments (list, create, edit, delete, each written
 * as the token's identity), GraphQL's `viewer { login }`, and what doctor reads (a branch's
 * protection, the rules on a branch, a workflow's recent runs). Its pull requests are GitHub's
 * own example object (from @octokit/webhooks-examples, the same shape the REST API answers) with
 * a few fields changed.
 * It records every request, so tests count them, and can answer 401/403/404/500 or hang.
 */
import { createRequire } from 'node:module'
import { json, startTestServer, type Reply, type TestServer } from './test-server.js'

type Json = Record<string, unknown>

/** One webhook event's examples, as GitHub documents them. */
export interface WebhookExamples {
  name: string
  examples: Json[]
}

/** Every example payload of @octokit/webhooks-examples (api.github.com and the GHES versions). */
export function webhookExamples(): { source: string; name: string; payload: Json }[] {
  if (loaded) return loaded
  const require = createRequire(import.meta.url)
  const out: { source: string; name: string; payload: Json }[] = []
  for (const source of ['api.github.com', 'ghes-31', 'ghes-32', 'ghes-33', 'ghes-34', 'ghes-35']) {
    const defs = require(`@octokit/webhooks-examples/${source}/index.json`) as WebhookExamples[]
    for (const def of defs) {
      def.examples.forEach((payload) => out.push({ source, name: def.name, payload }))
    }
  }
  loaded = out
  return out
}
let loaded: { source: string; name: string; payload: Json }[] | undefined

/** The examples of one event, labelled for test names. */
export function examplesOf(name: string): [string, Json][] {
  const all = webhookExamples().filter((e) => e.name === name)
  return all.map((e, i) => [
    `${e.source} #${i} ${String(e.payload.action ?? '')}`.trim(),
    structuredClone(e.payload),
  ])
}

/** A fresh copy of GitHub's example pull request object (REST shape), with changes applied. */
export function examplePullRequest(changes: {
  number?: number
  baseRef?: string
  headSha?: string
  /** `full_name` of the head repository; `null`: the fork was deleted. */
  headRepo?: string | null
  owner?: string
  repo?: string
}): Json {
  const source = examplesOf('pull_request')[0]?.[1].pull_request as Json
  const pr = structuredClone(source)
  const base = pr.base as Json
  const head = pr.head as Json
  const baseRepo = base.repo as Json
  if (changes.owner && changes.repo) baseRepo.full_name = `${changes.owner}/${changes.repo}`
  if (changes.number !== undefined) pr.number = changes.number
  if (changes.baseRef !== undefined) base.ref = changes.baseRef
  if (changes.headSha !== undefined) head.sha = changes.headSha
  if (changes.headRepo === null) head.repo = null
  else if (changes.headRepo !== undefined) {
    head.repo = { ...(head.repo as Json), full_name: changes.headRepo, fork: true }
  } else if (changes.owner && changes.repo) {
    head.repo = { ...(head.repo as Json), full_name: `${changes.owner}/${changes.repo}` }
  }
  return pr
}

/** One issue comment the fake holds. */
export interface FakeComment {
  id: number
  body: string
  html_url: string
  user: { login: string }
}

/** A request to the fake as it saw it. */
export interface GitHubRequest {
  method: string
  path: string
  /** The JSON body sent, if any. */
  body?: unknown
  /** Whether an Authorization header came, and its scheme (`token`, `bearer`). */
  auth: { present: boolean; scheme?: string }
  /** The Authorization header itself, for the one test that checks it is the token. */
  authorization?: string
  userAgent?: string
}

/** How the fake answers. */
export type GitHubFault = 401 | 403 | 404 | 429 | 500 | 'hang' | 'rate-limit'

export interface FakeGitHubApi {
  /** Base URL, as GITHUB_API_URL would be (with `prefix`, e.g. `/api/v3` for GHES). */
  url: string
  requests: GitHubRequest[]
  /** Serves this PR object at `/repos/{owner}/{repo}/pulls/{number}` (default: its own number). */
  addPullRequest(owner: string, repo: string, pr: Json, number?: number): void
  /** Answers every following request with this fault (undefined: normal again). */
  fail(fault: GitHubFault | undefined): void
  /** The comments of issue (PR) `number`, in order. */
  comments(owner: string, repo: string, number: number): FakeComment[]
  /** Adds a comment someone else wrote (for pagination and marker tests); `author`: its login. */
  addComment(owner: string, repo: string, number: number, body: string, author?: string): void
  /**
   * Who a token writes as (GraphQL's viewer and a comment's author). A token not set here writes
   * as `github-actions[bot]`, as a run's GITHUB_TOKEN does. `null`: GraphQL refuses to say (the
   * comment's author is then `hidden[bot]`).
   */
  setIdentity(token: string, login: string | null): void
  /** Holds every comment write (POST, PATCH, DELETE) until called with false: two jobs meet there. */
  holdWrites(on: boolean): void
  /** Writes (POST, PATCH) answer 403 as for a read-only token; reads still work. */
  readOnly(on: boolean): void
  /**
   * The branch's protection: its required status checks (`GET /repos/{o}/{r}/branches/{b}`
   * answers `protection.required_status_checks`); unset, the branch is unprotected.
   */
  setBranchProtection(owner: string, repo: string, branch: string, contexts: string[]): void
  /** The rulesets' required status checks on the branch (`GET /repos/{o}/{r}/rules/branches/{b}`). */
  setRulesets(owner: string, repo: string, branch: string, contexts: string[]): void
  /** A workflow's recent successful runs, by duration in minutes (`.../actions/workflows/{file}/runs`). */
  setWorkflowRuns(owner: string, repo: string, file: string, minutes: number[]): void
  /** Answers 403 (as for a token without the permission) to reads whose path matches. */
  refuse(path: RegExp | undefined): void
  /**
   * Workflow run `id`: its jobs (`GET .../actions/runs/{id}/jobs`) and whether it completed. A
   * cancel (`POST .../actions/runs/{id}/cancel`) answers 202 and completes it, or 409 once it is
   * completed, as GitHub does; an unknown run answers 404.
   */
  setWorkflowRun(
    owner: string,
    repo: string,
    id: string,
    jobs: FakeJob[],
    completed?: boolean,
  ): void
  /** The cancel requests run `id` got. */
  cancelRequests(owner: string, repo: string, id: string): number
  /** Commit `sha`'s tree (`GET .../git/commits/{sha}`); others answer 404. */
  setCommitTree(owner: string, repo: string, sha: string, tree: string): void
  /** The PRs commit `sha` belongs to (`GET .../commits/{sha}/pulls`); others answer []. */
  setCommitPulls(owner: string, repo: string, sha: string, pulls: FakeCommitPull[]): void
  close(): Promise<void>
}

/** A job of a fake workflow run. */
export interface FakeJob {
  name: string
  status: 'queued' | 'in_progress' | 'completed' | 'waiting'
}

/** A PR a fake commit belongs to. */
export interface FakeCommitPull {
  number: number
  mergedAt: string | null
  baseRef: string
}

const ERROR_BODIES: Record<number, Json> = {
  401: { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' },
  403: {
    message: 'Resource not accessible by integration',
    documentation_url: 'https://docs.github.com/rest/pulls/pulls#get-a-pull-request',
  },
  404: {
    message: 'Not Found',
    documentation_url: 'https://docs.github.com/rest/pulls/pulls#get-a-pull-request',
  },
  429: { message: 'API rate limit exceeded' },
  500: { message: 'Server Error' },
}

/** Starts the fake on 127.0.0.1. `prefix` is the API's path, e.g. `/api/v3` as on GHES. */
export async function startFakeGitHubApi(prefix = ''): Promise<FakeGitHubApi> {
  const pulls = new Map<string, Json>()
  const requests: GitHubRequest[] = []
  let fault: GitHubFault | undefined
  let readOnly = false
  let refused: RegExp | undefined
  const protections = new Map<string, string[]>()
  const rulesets = new Map<string, string[]>()
  const workflowRuns = new Map<string, number[]>()
  const runs = new Map<string, { jobs: FakeJob[]; completed: boolean; cancels: number }>()
  const trees = new Map<string, string>()
  const commitPulls = new Map<string, FakeCommitPull[]>()
  let nextCommentId = 1000
  const identities = new Map<string, string | null>()
  const loginOf = (authorization: string | undefined): string | null => {
    const token = authorization?.split(' ')[1] ?? ''
    const known = identities.get(token)
    return known === undefined ? 'github-actions[bot]' : known
  }
  let hold = false
  const held: (() => void)[] = []
  const comments = new Map<string, FakeComment[]>()
  const commentsOf = (o?: string, r?: string, n?: string) => {
    const k = key(o, r, n)
    let list = comments.get(k)
    if (!list) comments.set(k, (list = []))
    return list
  }
  const server: TestServer = await startTestServer()
  server.respond((req): Reply | Promise<Reply> => {
    const authorization = req.headers.authorization
    requests.push({
      method: req.method,
      path: req.path,
      auth: { present: !!authorization, scheme: authorization?.split(' ')[0]?.toLowerCase() },
      authorization,
      userAgent: req.headers['user-agent'],
      ...(req.json !== undefined ? { body: req.json } : {}),
    })
    if (fault === 'hang') return { fault: 'hang' }
    if (fault === 'rate-limit') {
      return json(403, ERROR_BODIES[403], { 'x-ratelimit-remaining': '0' })
    }
    if (fault !== undefined) return json(fault, ERROR_BODIES[fault])
    const repoPath = req.path.slice(prefix.length).split('?')[0] as string
    const settings =
      /^\/repos\/([^/]+)\/([^/]+)\/(branches|rules\/branches|actions\/workflows)\/(.+?)(\/runs)?$/.exec(
        repoPath,
      )
    if (settings && req.method === 'GET') {
      if (!authorization) return json(401, { message: 'Requires authentication' })
      if (refused?.test(repoPath)) return json(403, ERROR_BODIES[403])
      const [, o, r, kind, rest, runs] = settings
      const k = key(o, r, decodeURIComponent(rest as string))
      if (kind === 'branches' && !runs) {
        const contexts = protections.get(k)
        return json(200, {
          name: decodeURIComponent(rest as string),
          protected: !!contexts,
          protection: contexts
            ? {
                enabled: true,
                required_status_checks: {
                  enforcement_level: 'non_admins',
                  contexts,
                  checks: contexts.map((context) => ({ context, app_id: null })),
                },
              }
            : {
                enabled: false,
                required_status_checks: { enforcement_level: 'off', contexts: [], checks: [] },
              },
        })
      }
      if (kind === 'rules/branches' && !runs) {
        const contexts = rulesets.get(k) ?? []
        return json(
          200,
          contexts.length
            ? [
                {
                  type: 'required_status_checks',
                  ruleset_source_type: 'Repository',
                  ruleset_source: `${o}/${r}`,
                  ruleset_id: 42,
                  parameters: {
                    strict_required_status_checks_policy: false,
                    required_status_checks: contexts.map((context) => ({ context })),
                  },
                },
              ]
            : [],
        )
      }
      if (kind === 'actions/workflows' && runs) {
        const minutes = workflowRuns.get(k) ?? []
        const start = Date.parse('2026-11-01T10:00:00Z')
        return json(200, {
          total_count: minutes.length,
          workflow_runs: minutes.map((m, i) => ({
            id: 1000 + i,
            status: 'completed',
            conclusion: 'success',
            created_at: new Date(start - 60_000).toISOString(),
            run_started_at: new Date(start).toISOString(),
            updated_at: new Date(start + m * 60_000).toISOString(),
          })),
        })
      }
    }
    const actionsRun = /^\/repos\/([^/]+)\/([^/]+)\/actions\/runs\/(\d+)\/(cancel|jobs)$/.exec(
      repoPath,
    )
    const commit =
      /^\/repos\/([^/]+)\/([^/]+)\/(git\/commits|commits)\/([0-9a-f]+)(\/pulls)?$/.exec(repoPath)
    if (actionsRun || commit) {
      if (!authorization) return json(401, { message: 'Requires authentication' })
      if (refused?.test(repoPath)) return json(403, ERROR_BODIES[403])
    }
    if (actionsRun) {
      const [, o, r, id, what] = actionsRun
      const run = runs.get(key(o, r, id))
      if (!run) return json(404, ERROR_BODIES[404])
      if (what === 'cancel' && req.method === 'POST') {
        run.cancels++
        if (run.completed) {
          return json(409, { message: 'Cannot cancel a workflow run that is completed.' })
        }
        run.completed = true
        for (const j of run.jobs) j.status = 'completed'
        return json(202, {})
      }
      if (what === 'jobs' && req.method === 'GET') {
        // Paged as GitHub pages it: per_page (default 30), page, and a Link header to the next.
        const jobs = run.jobs.map((j, i) => ({ id: 5000 + i, run_id: Number(id), ...j }))
        const perPage = Number(req.query.get('per_page') ?? 30)
        const page = Number(req.query.get('page') ?? 1)
        const next: Record<string, string> =
          page * perPage < jobs.length
            ? {
                link: `<${server.origin}${req.path}?per_page=${perPage}&page=${page + 1}>; rel="next"`,
              }
            : {}
        const slice = jobs.slice((page - 1) * perPage, page * perPage)
        return json(200, { total_count: jobs.length, jobs: slice }, next)
      }
    }
    if (commit && req.method === 'GET') {
      const [, o, r, kind, sha, pullsPart] = commit
      if (kind === 'git/commits' && !pullsPart) {
        const tree = trees.get(key(o, r, sha))
        if (!tree) return json(404, ERROR_BODIES[404])
        return json(200, { sha, tree: { sha: tree, url: '' }, message: 'a commit', parents: [] })
      }
      if (kind === 'commits' && pullsPart) {
        const list = commitPulls.get(key(o, r, sha)) ?? []
        return json(
          200,
          list.map((p) => ({
            ...examplePullRequest({ number: p.number, baseRef: p.baseRef }),
            merged_at: p.mergedAt,
            state: p.mergedAt ? 'closed' : 'open',
          })),
        )
      }
    }
    // GraphQL is at /graphql on github.com and /api/graphql on GHES (whose REST is /api/v3).
    if (req.method === 'POST' && /^\/(api\/)?graphql$/.test(req.path)) {
      if (!authorization) return json(401, { message: 'Requires authentication' })
      const login = loginOf(authorization)
      if (login === null) return json(403, ERROR_BODIES[403])
      return json(200, { data: { viewer: { login } } })
    }
    const issue = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/.exec(
      req.path.slice(prefix.length).split('?')[0] as string,
    )
    const edit = /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/.exec(
      req.path.slice(prefix.length),
    )
    if ((issue || edit) && !authorization) return json(401, { message: 'Requires authentication' })
    if ((issue || edit) && req.method !== 'GET' && readOnly) return json(403, ERROR_BODIES[403])
    const write = (): Reply => {
      const bodyOf = () => String((req.json as { body?: unknown } | undefined)?.body ?? '')
      if (issue && req.method === 'POST') {
        const id = nextCommentId++
        const c: FakeComment = {
          id,
          body: bodyOf(),
          html_url: `https://github.com/${issue[1]}/${issue[2]}/pull/${issue[3]}#issuecomment-${id}`,
          user: { login: loginOf(authorization) ?? 'hidden[bot]' },
        }
        commentsOf(issue[1], issue[2], issue[3]).push(c)
        return json(201, c)
      }
      const found = edit && [...comments.values()].find((l) => l.some((x) => x.id === +edit[3]!))
      const c = found?.find((x) => x.id === Number(edit![3]))
      if (!found || !c) return json(404, ERROR_BODIES[404])
      if (req.method === 'PATCH') {
        c.body = bodyOf()
        return json(200, c)
      }
      found.splice(found.indexOf(c), 1)
      return { status: 204 }
    }
    if ((issue && req.method === 'POST') || (edit && /^(PATCH|DELETE)$/.test(req.method))) {
      if (!hold) return write()
      return new Promise<Reply>((resolve) => held.push(() => resolve(write())))
    }
    if (issue && req.method === 'GET') {
      const url = { pathname: req.path }
      const perPage = Number(req.query.get('per_page') ?? 30)
      const page = Number(req.query.get('page') ?? 1)
      const all = commentsOf(issue[1], issue[2], issue[3])
      const last = Math.max(1, Math.ceil(all.length / perPage))
      const link: Record<string, string> =
        page < last
          ? {
              link: `<${server.origin}${url.pathname}?per_page=${perPage}&page=${page + 1}>; rel="next", <${server.origin}${url.pathname}?per_page=${perPage}&page=${last}>; rel="last"`,
            }
          : {}
      return json(200, all.slice((page - 1) * perPage, page * perPage), link)
    }
    const m = /^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)$/.exec(req.path.slice(prefix.length))
    const pr = m && req.path.startsWith(prefix) ? pulls.get(key(m[1], m[2], m[3])) : undefined
    if (req.method !== 'GET' || !pr) return json(404, ERROR_BODIES[404])
    if (!authorization) return json(401, { message: 'Requires authentication' })
    return json(200, pr, { 'x-github-media-type': 'github.v3; format=json' })
  })
  return {
    url: `${server.origin}${prefix}`,
    requests,
    addPullRequest(owner, repo, pr, number) {
      pulls.set(key(owner, repo, String(number ?? pr.number)), pr)
    },
    fail(f) {
      fault = f
    },
    comments: (owner, repo, number) => [...commentsOf(owner, repo, String(number))],
    addComment(owner, repo, number, body, author = 'someone') {
      const id = nextCommentId++
      commentsOf(owner, repo, String(number)).push({
        id,
        body,
        html_url: `https://github.com/${owner}/${repo}/pull/${number}#issuecomment-${id}`,
        user: { login: author },
      })
    },
    setIdentity(token, login) {
      identities.set(token, login)
    },
    holdWrites(on) {
      hold = on
      if (!on) for (const release of held.splice(0)) release()
    },
    readOnly(on) {
      readOnly = on
    },
    setBranchProtection(owner, repo, branch, contexts) {
      protections.set(key(owner, repo, branch), contexts)
    },
    setRulesets(owner, repo, branch, contexts) {
      rulesets.set(key(owner, repo, branch), contexts)
    },
    setWorkflowRuns(owner, repo, file, minutes) {
      workflowRuns.set(key(owner, repo, file), minutes)
    },
    refuse(path) {
      refused = path
    },
    setWorkflowRun(owner, repo, id, jobs, completed = false) {
      runs.set(key(owner, repo, id), { jobs: jobs.map((j) => ({ ...j })), completed, cancels: 0 })
    },
    cancelRequests: (owner, repo, id) => runs.get(key(owner, repo, id))?.cancels ?? 0,
    setCommitTree(owner, repo, sha, tree) {
      trees.set(key(owner, repo, sha), tree)
    },
    setCommitPulls(owner, repo, sha, pulls) {
      commitPulls.set(key(owner, repo, sha), pulls)
    },
    close: () => server.close(),
  }
}

function key(owner?: string, repo?: string, number?: string): string {
  return `${owner ?? ''}/${repo ?? ''}#${number ?? ''}`.toLowerCase()
}
