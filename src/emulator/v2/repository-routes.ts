/**
 * The `/v2` look-ups by coordinates: PRs by repository and number or head branch, a repository by
 * its provider URL or its id.
 */
import type { Repo } from '../simulation/requests.js'
import { jsonReply } from '../http/reply.js'
import { repositoryBody } from './bodies.js'
import { latestEntryOf, pullRequestBody } from './entry-bodies.js'
import { repositoryIdOf } from './ids.js'
import { knownNumbers, knownRepositories, repositoryById } from './lookups.js'
import { V2Error, bad, none, pageOf, type V2Route } from './route-kit.js'

function parseProviderUrl(raw: string): Repo | undefined {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  const parts = url.pathname
    .replace(/\/+$/, '')
    .replace(/\.git$/, '')
    .split('/')
    .filter(Boolean)
  if (parts.length !== 2) return undefined
  return { host: url.host.toLowerCase(), owner: parts[0] as string, name: parts[1] as string }
}

/** The look-up routes. */
export const REPOSITORY_ROUTES: V2Route[] = [
  {
    operationId: 'pullRequests.resolveByCoordinates',
    method: 'GET',
    pattern: ['pull-requests'],
    body: 'none',
    permissions: none,
    handle: (ctx, req) => {
      const repositoryId = req.query.get('repositoryId')
      if (repositoryId === null) throw bad('repositoryId is required')
      const numberText = req.query.get('number')
      const branch = req.query.get('branch')
      const baseBranch = req.query.get('baseBranch')
      if ((numberText === null) === (branch === null))
        throw bad('exactly one of number and branch must be given')
      if (baseBranch !== null && branch === null) throw bad('baseBranch goes only with branch')
      const repo = knownRepositories(ctx).get(repositoryId.toLowerCase())
      const known = repo ? knownNumbers(ctx, repo) : new Set<number>()
      let numbers: number[]
      if (numberText !== null) {
        const parts = numberText.split(',')
        if (parts.length > 50) throw bad('number lists at most 50 numbers')
        numbers = parts.map((p) => {
          const n = Number(p.trim())
          if (!/^\s*\d+\s*$/.test(p) || n < 1 || n > 10_000_000) {
            throw bad(`number ${JSON.stringify(p)} is not a PR number from 1 to 10000000`)
          }
          return n
        })
      } else {
        const m = /^pr-(\d+)$/.exec(branch as string)
        numbers = m ? [Number(m[1])] : []
      }
      const single = numberText !== null && numbers.length === 1
      const rows = [...new Set(numbers)]
        .filter((n) => known.has(n))
        .filter(
          (n) =>
            baseBranch === null ||
            (latestEntryOf(ctx.sim, repo as Repo, n)?.queue.branch ??
              ctx.sim.metadataOf(repo as Repo, n).baseBranch) === baseBranch,
        )
        .sort((a, b) => a - b)
        .map((n) => pullRequestBody(ctx.sim, repo as Repo, n, ctx.x, { single }))
      return pageOf(
        req,
        'pullRequests.resolveByCoordinates',
        rows,
        `${repositoryId}|${numberText}|${branch}|${baseBranch}`,
      )
    },
  },
  {
    operationId: 'repositories.resolveByProviderUrl',
    method: 'GET',
    pattern: ['repositories'],
    body: 'none',
    permissions: none,
    handle: (ctx, req) => {
      const raw = req.query.get('providerUrl')
      if (raw === null || raw === '') throw bad('providerUrl is required')
      const repo = parseProviderUrl(raw)
      if (!repo) {
        throw new V2Error(
          404,
          'PROVIDER_URL_NOT_FOUND',
          `${JSON.stringify(raw)} names no repository (expected https://host/owner/name)`,
        )
      }
      // Every well-formed repository URL is a repository Trunk knows (the app is everywhere).
      const id = repositoryIdOf(repo)
      const known = knownRepositories(ctx).get(id)
      if (!ctx.repositories.has(id))
        ctx.repositories.set(id, { repo: known ?? repo, createdAt: ctx.sim.now })
      const r = ctx.repositories.get(id) as { repo: Repo; createdAt: number }
      return pageOf(
        req,
        'repositories.resolveByProviderUrl',
        [repositoryBody(r.repo, r.createdAt)],
        raw,
      )
    },
  },
  {
    operationId: 'repositories.get',
    method: 'GET',
    pattern: ['repositories', ':id'],
    body: 'none',
    permissions: none,
    handle: (ctx, req) => {
      const id = (req.params[0] as string).toLowerCase()
      const repo = repositoryById(ctx, id)
      return jsonReply(
        200,
        repositoryBody(repo, ctx.repositories.get(id)?.createdAt ?? ctx.sim.now),
      )
    },
  },
]
