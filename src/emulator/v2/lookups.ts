/**
 * Finding what a `/v2` path or body names: a queue, a repository or a PR by its v2 id (404 with
 * the resource's code when there is none), and the repositories and PR numbers the emulator knows.
 */
import { repoKey, type Queue } from '../simulation/model.js'
import type { Repo } from '../simulation/requests.js'
import { queuesOf } from './bodies.js'
import { mergeQueueIdOf, pullRequestIdOf, repositoryIdOf } from './ids.js'
import { V2Error, type V2Context } from './route-kit.js'

export function queueById(ctx: V2Context, id: string): Queue {
  for (const q of ctx.sim.queues.values()) if (mergeQueueIdOf(q.repo, q.branch) === id) return q
  throw new V2Error(404, 'MERGE_QUEUE_NOT_FOUND', `no merge queue has id ${JSON.stringify(id)}`)
}

/** Every repository the simulation knows: those with queues, registered PRs, named ones. */
export function knownRepositories(ctx: V2Context): Map<string, Repo> {
  const out = new Map<string, Repo>()
  for (const [id, r] of ctx.repositories) out.set(id, r.repo)
  for (const q of ctx.sim.queues.values()) out.set(repositoryIdOf(q.repo), q.repo)
  for (const m of ctx.sim.pullRequests.values()) out.set(repositoryIdOf(m.repo), m.repo)
  return out
}

export function repositoryById(ctx: V2Context, id: string, code = 'REPOSITORY_NOT_FOUND'): Repo {
  const repo = knownRepositories(ctx).get(id.toLowerCase())
  if (!repo) throw new V2Error(404, code, `no repository has id ${JSON.stringify(id)}`)
  return repo
}

/** The PR numbers of a repository the emulator has seen (registered, submitted or uploaded for). */
export function knownNumbers(ctx: V2Context, repo: Repo): Set<number> {
  const numbers = new Set<number>()
  const rk = repoKey(repo)
  for (const m of ctx.sim.pullRequests.values()) if (repoKey(m.repo) === rk) numbers.add(m.number)
  const queues = queuesOf(ctx.sim, repo)
  for (const q of queues) for (const n of q.byPr.keys()) numbers.add(n)
  for (const key of ctx.sim.targetUploads.keys()) {
    const q = queues.find((x) => key.startsWith(`${x.key}#`))
    if (q) numbers.add(Number(key.slice(q.key.length + 1)))
  }
  return numbers
}

export function pullRequestById(ctx: V2Context, id: string): { repo: Repo; number: number } {
  const found = findPullRequestById(ctx, id)
  if (found) return found
  throw new V2Error(404, 'PR_NOT_FOUND', `no pull request has id ${JSON.stringify(id)}`)
}

/** The PR with v2 id `id`, if the emulator knows it. */
export function findPullRequestById(
  ctx: V2Context,
  id: string,
): { repo: Repo; number: number } | undefined {
  const want = id.toLowerCase()
  for (const repo of knownRepositories(ctx).values()) {
    for (const n of knownNumbers(ctx, repo)) {
      if (pullRequestIdOf(repo, n) === want) return { repo, number: n }
    }
  }
  return undefined
}
