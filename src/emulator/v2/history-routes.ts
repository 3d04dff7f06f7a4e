/**
 * The `/v2` queue-entry histories: one PR's transitions, and those of a list of PRs at once.
 */
import type { Repo } from '../simulation/requests.js'
import { queuesOf } from './bodies.js'
import { transitionBody } from './entry-bodies.js'
import { findPullRequestById, pullRequestById } from './lookups.js'
import { bad, none, pageOf, type V2Context, type V2Request, type V2Route } from './route-kit.js'

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** A history's `direction`: `oldest` (the default) or `newest`; anything else is 400. */
function directionOf(req: V2Request): 'oldest' | 'newest' {
  const direction = req.query.get('direction') ?? 'oldest'
  if (direction !== 'oldest' && direction !== 'newest') {
    throw bad(`direction must be oldest or newest (given ${JSON.stringify(direction)})`)
  }
  return direction
}

/**
 * A PR's history as v2 transitions. One entry per PR, reused on a resubmit: its history spans
 * every submission, in every queue of the repository.
 */
function historyRows(ctx: V2Context, repo: Repo, number: number, direction: 'oldest' | 'newest') {
  const rows = queuesOf(ctx.sim, repo)
    .flatMap((q) => ctx.sim.historyOf(q, number))
    .sort((a, b) => a.at - b.at)
    .map((t) => transitionBody(repo, number, t))
  if (direction === 'newest') rows.reverse()
  return rows
}

/** The history routes. */
export const HISTORY_ROUTES: V2Route[] = [
  {
    operationId: 'pullRequests.queueEntryHistory',
    method: 'GET',
    pattern: ['pull-requests', ':id', 'queue-entry-history'],
    body: 'none',
    permissions: none,
    handle: (ctx, req) => {
      const { repo, number } = pullRequestById(ctx, req.params[0] as string)
      const direction = directionOf(req)
      const rows = historyRows(ctx, repo, number, direction)
      return pageOf(
        req,
        'pullRequests.queueEntryHistory',
        rows,
        `${req.params[0] as string}|${direction}`,
      )
    },
  },
  {
    operationId: 'pullRequests.queueEntryHistoryBatch',
    method: 'GET',
    pattern: ['queue-entry-history'],
    body: 'none',
    permissions: none,
    handle: (ctx, req) => {
      const text = req.query.get('pullRequestIds')
      if (text === null || text.trim() === '') {
        throw bad('pullRequestIds is required: a comma-separated list of pull request ids')
      }
      const ids = [...new Set(text.split(',').map((id) => id.trim().toLowerCase()))]
      const notUuid = ids.find((id) => !UUID_PATTERN.test(id))
      if (notUuid !== undefined) {
        throw bad(`pullRequestIds: ${JSON.stringify(notUuid)} is not a pull request id (a UUID)`)
      }
      if (ids.length > 50) throw bad(`pullRequestIds lists ${ids.length} ids; at most 50`)
      const direction = directionOf(req)
      // Never 404s: an unknown id, or one never queued, is an empty group.
      const rows = ids.map((id) => {
        const pr = findPullRequestById(ctx, id)
        return {
          pullRequestId: id,
          transitions: pr ? historyRows(ctx, pr.repo, pr.number, direction) : [],
        }
      })
      return pageOf(
        req,
        'pullRequests.queueEntryHistoryBatch',
        rows,
        `${ids.join(',')}|${direction}`,
      )
    },
  },
]
