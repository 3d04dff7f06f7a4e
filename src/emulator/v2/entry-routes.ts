/**
 * The `/v2` operations on a PR and its queue entry: submit and list a queue's PRs; get, dequeue,
 * restart tests, re-run failed checks, reprioritize, change its entry; its merge estimate; upload
 * its impacted targets.
 */
import {
  QUEUE_ENTRY_STATES,
  ReprioritizeRequestSchema,
  SubmitPullRequestRequestSchema,
  UpdateQueueEntryRequestSchema,
  UploadImpactedTargetsRequestSchema,
} from '../../wire/v2/index.js'
import { iso } from '../simulation/clock.js'
import { estimateSettingsOf, estimatorOf, type Estimate } from '../simulation/estimate.js'
import { isActiveState, type Entry, type Queue } from '../simulation/model.js'
import { jsonReply, type Reply } from '../http/reply.js'
import type { Simulation } from '../simulation/simulation.js'
import type { Repo } from '../simulation/requests.js'
import { camel } from './bodies.js'
import { estimateBody, latestEntryOf, pullRequestBody } from './entry-bodies.js'
import { knownNumbers, pullRequestById, queueById, repositoryById } from './lookups.js'
import {
  P,
  V2Error,
  act,
  bad,
  none,
  pageOf,
  validate,
  type V2Context,
  type V2Route,
} from './route-kit.js'

/** The PR's live entry, or 409 PR_NOT_IN_ACTIVE_STATE. */
function activeEntry(ctx: V2Context, repo: Repo, number: number) {
  const at = latestEntryOf(ctx.sim, repo, number)
  if (!at || !isActiveState(at.entry.state)) {
    throw new V2Error(
      409,
      'PR_NOT_IN_ACTIVE_STATE',
      `pull request #${number} is not in a merge queue${at ? ` (its entry is ${camel(at.entry.state)})` : ''}`,
    )
  }
  return at
}

function prReply(ctx: V2Context, status: number, repo: Repo, number: number): Reply {
  return jsonReply(status, pullRequestBody(ctx.sim, repo, number, ctx.x, { single: true }))
}

/** Changes an active entry's priority or batching through v1's resubmit (which updates it). */
function resubmit(
  ctx: V2Context,
  q: Queue,
  number: number,
  change: { priority?: number | string; noBatch?: boolean },
): void {
  const sim = ctx.sim as { v2DuplicateSubmit: boolean } & Simulation
  const refuses = sim.v2DuplicateSubmit
  // The simulation's resubmit updates a queued entry unless it runs in v2-duplicate mode; the
  // v2 layer decides refusals itself, so the update path is what it needs here.
  sim.v2DuplicateSubmit = false
  try {
    sim.submit({
      repo: q.repo,
      targetBranch: q.branch,
      pr: { number },
      priority: change.priority as never,
      noBatch: change.noBatch,
    })
  } finally {
    sim.v2DuplicateSubmit = refuses
  }
}

/** The PR and queue-entry routes. */
export const ENTRY_ROUTES: V2Route[] = [
  {
    operationId: 'mergeQueues.listPullRequests',
    method: 'GET',
    pattern: ['merge-queues', ':id', 'pull-requests'],
    body: 'none',
    permissions: none,
    handle: (ctx, req) => {
      const q = queueById(ctx, req.params[0] as string)
      for (const k of ['sort', 'direction'] as const) {
        const v = req.query.get(k)
        if (v !== null && v !== (k === 'sort' ? 'createdAt' : 'desc')) {
          throw bad(
            `${k} accepts only ${k === 'sort' ? 'createdAt' : 'desc'} (given ${JSON.stringify(v)})`,
          )
        }
      }
      const stateText = req.query.get('state')
      const states = stateText === null ? undefined : stateText.split(',').map((s) => s.trim())
      const unknown = states?.filter((s) => !(QUEUE_ENTRY_STATES as readonly string[]).includes(s))
      if (unknown?.length) {
        throw bad(
          `state ${unknown.map((s) => JSON.stringify(s)).join(', ')} is not one of ${QUEUE_ENTRY_STATES.join(', ')}`,
        )
      }
      const author = req.query.get('author')
      const entries: Entry[] = [...q.byPr.values()]
        .filter((e) => !states || states.includes(camel(e.state)))
        .filter(
          (e) =>
            author === null ||
            (ctx.sim.metadataOf(q.repo, e.prNumber).author ?? 'emulator-user') === author,
        )
        .sort((a, b) => b.submittedAt - a.submittedAt || b.seq - a.seq)
      const rows = entries.map((e) =>
        pullRequestBody(ctx.sim, q.repo, e.prNumber, ctx.x, {
          single: false,
          at: { queue: q, entry: e },
        }),
      )
      return pageOf(req, 'mergeQueues.listPullRequests', rows, `${q.key}|${stateText}|${author}`)
    },
  },
  {
    operationId: 'mergeQueues.submitPullRequest',
    method: 'POST',
    pattern: ['merge-queues', ':id', 'pull-requests'],
    body: 'json',
    permissions: (b) => [
      P.mergeAndCancel,
      ...(b?.priorityValue !== undefined || b?.priorityName !== undefined ? [P.setPriority] : []),
      ...(b?.allowBatching === false ? [P.skipBatching] : []),
      ...(b?.direct === true ? [P.directToQueue] : []),
    ],
    handle: (ctx, req) => {
      const q = queueById(ctx, req.params[0] as string)
      const body = validate(SubmitPullRequestRequestSchema, req.body)
      const existing = q.byPr.get(body.number)
      if (existing && isActiveState(existing.state)) {
        throw new V2Error(
          409,
          'PR_ALREADY_ENQUEUED',
          `pull request #${body.number} is already in this queue (${camel(existing.state)}); use reprioritize or PATCH its queue-entry`,
        )
      }
      act(
        () =>
          ctx.sim.submit({
            repo: q.repo,
            targetBranch: q.branch,
            pr: { number: body.number },
            priority: (body.priorityValue ?? body.priorityName) as never,
            noBatch: body.allowBatching === false,
          }),
        { 400: [422, 'PR_NOT_ENQUEUEABLE'] },
      )
      const entry = q.byPr.get(body.number)
      if (entry) ctx.x.direct.set(entry.id, body.direct === true)
      return prReply(ctx, 201, q.repo, body.number)
    },
  },
  {
    operationId: 'impactedTargets.upload',
    method: 'PUT',
    pattern: ['impacted-targets'],
    body: 'json',
    permissions: () => [P.mergeAndCancel],
    handle: (ctx, req) => {
      const body = validate(UploadImpactedTargetsRequestSchema, req.body)
      const repo = repositoryById(ctx, body.repositoryId)
      const host = repo.host.toLowerCase()
      if (host !== 'github.com' && host !== 'gitlab.com') {
        throw new V2Error(
          422,
          'IMPACTED_TARGETS_UNSUPPORTED',
          `impacted targets are supported only for GitHub and GitLab repositories, not ${repo.host}`,
        )
      }
      let number = body.number
      if (number === undefined) {
        const m = /^pr-(\d+)$/.exec(body.branch ?? '')
        number = m ? Number(m[1]) : undefined
        if (number === undefined || !knownNumbers(ctx, repo).has(number)) {
          throw new V2Error(
            404,
            'PR_NOT_FOUND',
            `no pull request has head branch ${JSON.stringify(body.branch)}`,
          )
        }
      }
      act(
        () =>
          ctx.sim.setImpactedTargets({
            repo,
            targetBranch: body.targetBranch,
            pr: { number: number as number, sha: body.sha },
            impactedTargets: body.impactsAllTargets ? 'ALL' : (body.impactedTargets ?? []),
          }),
        { 404: [404, 'MERGE_QUEUE_NOT_FOUND'] },
      )
      return { status: 202, contentType: 'text/plain; charset=utf-8', body: '' }
    },
  },
  {
    operationId: 'pullRequests.get',
    method: 'GET',
    pattern: ['pull-requests', ':id'],
    body: 'none',
    permissions: none,
    handle: (ctx, req) => {
      const { repo, number } = pullRequestById(ctx, req.params[0] as string)
      return prReply(ctx, 200, repo, number)
    },
  },
  {
    operationId: 'pullRequests.dequeue',
    method: 'POST',
    pattern: ['pull-requests', ':id', 'dequeue'],
    body: 'ignored',
    permissions: () => [P.mergeAndCancel],
    handle: (ctx, req) => {
      const { repo, number } = pullRequestById(ctx, req.params[0] as string)
      const { queue } = activeEntry(ctx, repo, number)
      ctx.sim.cancel({ repo, targetBranch: queue.branch, pr: { number } })
      return prReply(ctx, 200, repo, number)
    },
  },
  {
    operationId: 'pullRequests.restartTests',
    method: 'POST',
    pattern: ['pull-requests', ':id', 'restart-tests'],
    body: 'ignored',
    permissions: () => [P.mergeAndCancel],
    handle: (ctx, req) => {
      const { repo, number } = pullRequestById(ctx, req.params[0] as string)
      const { queue, entry } = activeEntry(ctx, repo, number)
      if (entry.state !== 'testing' && entry.state !== 'pending_failure') {
        throw new V2Error(
          422,
          'PR_TESTS_NOT_RESTARTABLE',
          `pull request #${number} is ${camel(entry.state)}; tests restart only while testing or pendingFailure`,
        )
      }
      ctx.sim.restart({ repo, targetBranch: queue.branch, pr: { number } })
      return prReply(ctx, 200, repo, number)
    },
  },
  {
    operationId: 'pullRequests.queueEntryEstimate',
    method: 'GET',
    pattern: ['pull-requests', ':id', 'queue-entry-estimate'],
    body: 'none',
    permissions: none,
    handle: (ctx, req) => {
      const { repo, number } = pullRequestById(ctx, req.params[0] as string)
      const latest = latestEntryOf(ctx.sim, repo, number)
      if (latest && !estimateSettingsOf(latest.queue).enabled) {
        throw new V2Error(
          404,
          'ESTIMATE_NOT_ENABLED',
          `the merge queue for ${latest.queue.repo.owner}/${latest.queue.repo.name} (branch ${latest.queue.branch}) does not serve merge estimates`,
        )
      }
      const { queue, entry } = activeEntry(ctx, repo, number)
      const estimate = estimatorOf(ctx.sim).estimate(queue, entry) as Estimate
      return jsonReply(200, estimateBody(estimate))
    },
  },
  {
    operationId: 'pullRequests.rerunFailedChecks',
    method: 'POST',
    pattern: ['pull-requests', ':id', 'rerun-failed-checks'],
    body: 'json',
    permissions: () => [P.mergeAndCancel],
    handle: (ctx, req) => {
      const { repo, number } = pullRequestById(ctx, req.params[0] as string)
      const mode = req.body?.mode
      if (mode !== 'now' && mode !== 'wait') {
        throw bad(`mode must be now or wait (given ${JSON.stringify(mode ?? null)})`)
      }
      const at = latestEntryOf(ctx.sim, repo, number)
      if (!at || at.entry.state !== 'pending_failure') {
        throw new V2Error(
          422,
          'PR_NOT_PENDING_FAILURE',
          `pull request #${number} is ${at ? camel(at.entry.state) : 'not in a merge queue'}; failed checks re-run only while pendingFailure`,
        )
      }
      const until = iso(ctx.sim.now + at.queue.settings.testingTimeoutMinutes * 60_000)
      ctx.sim.restart({ repo, targetBranch: at.queue.branch, pr: { number } })
      return jsonReply(200, {
        ...pullRequestBody(ctx.sim, repo, number, ctx.x, { single: true }),
        rerun: { mode, until, alreadyHeld: false, switchedToNow: false },
      })
    },
  },
  {
    operationId: 'pullRequests.reprioritize',
    method: 'POST',
    pattern: ['pull-requests', ':id', 'reprioritize'],
    body: 'json',
    permissions: () => [P.setPriority],
    handle: (ctx, req) => {
      const { repo, number } = pullRequestById(ctx, req.params[0] as string)
      const body = validate(ReprioritizeRequestSchema, req.body)
      const { queue } = activeEntry(ctx, repo, number)
      resubmit(ctx, queue, number, { priority: body.priorityValue ?? body.priorityName })
      return prReply(ctx, 200, repo, number)
    },
  },
  {
    operationId: 'pullRequests.updateQueueEntry',
    method: 'PATCH',
    pattern: ['pull-requests', ':id', 'queue-entry'],
    body: 'json',
    permissions: (b) => [
      ...(b?.priorityValue !== undefined || b?.priorityName !== undefined ? [P.setPriority] : []),
      ...(b?.allowBatching !== undefined ? [P.skipBatching] : []),
      ...(b?.direct !== undefined ? [P.directToQueue] : []),
    ],
    handle: (ctx, req) => {
      const { repo, number } = pullRequestById(ctx, req.params[0] as string)
      const body = validate(UpdateQueueEntryRequestSchema, req.body)
      const { queue, entry } = activeEntry(ctx, repo, number)
      const priority = body.priorityValue ?? body.priorityName
      if (priority !== undefined || body.allowBatching !== undefined) {
        resubmit(ctx, queue, number, {
          priority,
          noBatch: body.allowBatching === undefined ? undefined : !body.allowBatching,
        })
      }
      if (body.direct !== undefined) ctx.x.direct.set(entry.id, body.direct)
      return prReply(ctx, 200, repo, number)
    },
  },
]
