/**
 * The `/v1` endpoints: parse the body (400 naming the field), act on the simulation in one
 * synchronous call, answer like the service (write endpoints `OK`, reads JSON, metrics text).
 */
import type { OperationName } from '../../wire/index.js'
import { HttpError } from '../simulation/errors.js'
import { estimatorOf, secondsToMerge } from '../simulation/estimate.js'
import type { FlakyTestStore } from '../flaky/store.js'
import {
  METRICS_CONTENT_TYPE,
  renderMetrics,
  type QueueMetricsSource,
} from '../simulation/metrics.js'
import {
  GetTestDetailsBodySchema,
  ListFailingTestsBodySchema,
  listFailingTests,
  testDetails,
} from './flaky-tests.js'
import { jsonReply, okReply, type Reply } from '../http/reply.js'
import {
  queueBody,
  queueConfigBody,
  submittedPullRequestBody,
  testingDetailsBody,
} from './responses.js'
import type { Simulation } from '../simulation/simulation.js'
import {
  CreateQueueBodySchema,
  PullRequestBodySchema,
  QueueRefBodySchema,
  SetImpactedTargetsBodySchema,
  SubmitBodySchema,
  type SetImpactedTargetsBody,
  TestingDetailsBodySchema,
  UpdateQueueBodySchema,
  parseBody,
} from '../simulation/requests.js'
import type { z } from 'zod'

/** What the handlers need from the emulator. */
export interface ApiContext {
  sim: Simulation
  flaky: FlakyTestStore
}

/** One request to a `/v1` endpoint, after auth and body reading. */
export interface ApiRequest {
  body: unknown
  query: URLSearchParams
  /** How the caller authenticated: the token, or (setImpactedTargets only) a fork run id. */
  auth: 'token' | 'fork'
}

export interface ApiRoute {
  operation: OperationName
  method: 'GET' | 'POST'
  handle(ctx: ApiContext, req: ApiRequest): Reply
}

function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const r = parseBody(schema, body)
  if (!r.ok) throw new HttpError(400, r.message)
  return r.value
}

const post = (
  operation: OperationName,
  handle: (ctx: ApiContext, req: ApiRequest) => Reply,
): ApiRoute => ({ operation, method: 'POST', handle })

/** Every endpoint of the API document, by path below `/v1`. */
export const API_ROUTES: Record<string, ApiRoute> = {
  '/submitPullRequest': post('submitPullRequest', ({ sim }, { body }) => {
    sim.submit(parse(SubmitBodySchema, body))
    return okReply()
  }),
  '/cancelPullRequest': post('cancelPullRequest', ({ sim }, { body }) => {
    sim.cancel(parse(PullRequestBodySchema, body))
    return okReply()
  }),
  '/restartTestsOnPullRequest': post('restartTestsOnPullRequest', ({ sim }, { body }) => {
    sim.restart(parse(PullRequestBodySchema, body))
    return okReply()
  }),
  '/getSubmittedPullRequest': post('getSubmittedPullRequest', ({ sim }, { body }) => {
    const { queue, entry } = sim.submitted(parse(PullRequestBodySchema, body))
    const flags = body as { includeTimeline?: unknown; includeEstimatedTimeToMerge?: unknown }
    const includeTimeline = flags.includeTimeline === true
    // Only when asked and one can be given: an estimate off, unavailable or for a pending
    // failure leaves the field out (the v1 response has no way to say why).
    const estimatedTimeToMerge =
      flags.includeEstimatedTimeToMerge === true
        ? secondsToMerge(estimatorOf(sim).estimate(queue, entry), sim.now)
        : undefined
    return jsonReply(200, {
      ...submittedPullRequestBody(sim, queue, entry, includeTimeline),
      ...(estimatedTimeToMerge === undefined ? {} : { estimatedTimeToMerge }),
    })
  }),
  '/setImpactedTargets': post('setImpactedTargets', ({ sim }, { body, auth }) => {
    const req = parse(SetImpactedTargetsBodySchema, body)
    if (auth === 'fork') checkForkUpload(sim, req)
    sim.setImpactedTargets(req)
    return okReply()
  }),
  '/getMergeQueueTestingDetails': post('getMergeQueueTestingDetails', ({ sim }, { body }) => {
    const req = parse(TestingDetailsBodySchema, body)
    const q = sim.queueOf(req.repo, req.targetBranch)
    const id = req.testRunId.trim().toLowerCase()
    const run = sim.runs.get(id)
    if (!run || run.queueKey !== q.key) {
      throw new HttpError(404, `no test run ${req.testRunId} in this merge queue`)
    }
    return jsonReply(200, testingDetailsBody(sim, q, run))
  }),
  '/createQueue': post('createQueue', ({ sim }, { body }) => {
    sim.createQueue(parse(CreateQueueBodySchema, body))
    return okReply()
  }),
  '/deleteQueue': post('deleteQueue', ({ sim }, { body }) => {
    const req = parse(QueueRefBodySchema, body)
    sim.deleteQueue(req.repo, req.targetBranch)
    return okReply()
  }),
  '/getQueue': post('getQueue', ({ sim }, { body }) => {
    const req = parse(QueueRefBodySchema, body)
    return jsonReply(200, queueBody(sim, sim.queueOf(req.repo, req.targetBranch)))
  }),
  '/updateQueue': post('updateQueue', ({ sim }, { body }) => {
    const { repo, targetBranch, ...settings } = parse(UpdateQueueBodySchema, body)
    const q = sim.updateQueue(repo, targetBranch, settings)
    return jsonReply(200, queueConfigBody(q))
  }),
  '/getMergeQueueMetrics': {
    operation: 'getMergeQueueMetrics',
    method: 'GET',
    handle: ({ sim }, { query }) => {
      const repo = query.get('repo')
      const repoHost = query.get('repoHost')
      if ((repo === null) !== (repoHost === null)) {
        throw new HttpError(
          400,
          'repo and repoHost must be given together (repo=owner/name&repoHost=github.com), or neither for every repository',
        )
      }
      if (repo !== null && !/^[^/\s]+\/[^/\s]+$/.test(repo)) {
        throw new HttpError(400, `repo must be in owner/name form (given ${JSON.stringify(repo)})`)
      }
      if (repoHost !== null && !/^[^/\s]+$/.test(repoHost)) {
        throw new HttpError(
          400,
          `repoHost must be a host name such as github.com (given ${JSON.stringify(repoHost)})`,
        )
      }
      const sources: QueueMetricsSource[] = []
      for (const q of sim.queues.values()) {
        if (repo !== null && repoHost !== null) {
          const want = `${repoHost}/${repo}`.toLowerCase()
          if (`${q.repo.host}/${q.repo.owner}/${q.repo.name}`.toLowerCase() !== want) continue
        }
        const active = sim.activeEntries(q)
        sources.push({ queue: q, active, recent: [...active, ...q.finished] })
      }
      return {
        status: 200,
        contentType: METRICS_CONTENT_TYPE,
        body: renderMetrics(sources, sim.now),
      }
    },
  },
  '/flaky-tests/list-failing-tests': post('listFailingTests', ({ flaky }, { body }) =>
    jsonReply(200, listFailingTests(flaky, parse(ListFailingTestsBodySchema, body))),
  ),
  '/flaky-tests/get-test-details': post('getTestDetails', ({ flaky }, { body }) =>
    jsonReply(200, testDetails(flaky, parse(GetTestDetailsBodySchema, body))),
  ),
}

/**
 * The service accepts `x-forked-workflow-run-id` instead of a token only from "a currently
 * running workflow originating from a forked PR with a SHA that matches the one provided". The
 * emulator runs no workflows, so it checks what it was told through `/_control/pull-requests`:
 * the PR must be registered with `fork: true` and a `headSha` equal to `pr.sha`.
 */
export function checkForkUpload(sim: Simulation, req: SetImpactedTargetsBody): void {
  const n = req.pr.number
  const meta = sim.hasMetadata(req.repo, n) ? sim.metadataOf(req.repo, n) : undefined
  if (meta?.fork !== true) {
    throw new HttpError(
      401,
      `x-forked-workflow-run-id is accepted only for pull requests from forks, and #${n} is not registered as one; send x-api-token (or register it with POST /_control/pull-requests {"fork": true, "headSha": ...})`,
    )
  }
  if (meta.headSha === undefined || meta.headSha !== req.pr.sha.toLowerCase()) {
    throw new HttpError(
      401,
      `x-forked-workflow-run-id is accepted only for the head sha of fork PR #${n} (${meta.headSha ?? 'none registered'}), not ${req.pr.sha}; upload for the PR's current head`,
    )
  }
}
