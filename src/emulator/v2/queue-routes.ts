/**
 * The `/v2` merge-queue operations: list, create, get, delete a queue; its metrics and order;
 * pause, resume, drain, switch modes, change its configuration; its verification runs.
 */
import {
  CreateMergeQueueRequestSchema,
  SwitchModesRequestSchema,
  UpdateMergeQueueConfigRequestSchema,
} from '../../wire/v2/index.js'
import {
  METRICS_CONTENT_TYPE,
  renderMetrics,
  type QueueMetricsSource,
} from '../simulation/metrics.js'
import type { Queue } from '../simulation/model.js'
import { jsonReply, type Reply } from '../http/reply.js'
import { camel, mergeQueueBody, orderBody, queuesOf, snake, stateChangeBody } from './bodies.js'
import { verificationRunBody } from './run-bodies.js'
import { repositoryIdOf } from './ids.js'
import { queueById, repositoryById } from './lookups.js'
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

/** Marks a queue changed: when, and whether by terraform (its `managedState`). */
function touch(ctx: V2Context, q: Queue): void {
  const terraform = /terraform|opentofu/i.test(ctx.agent)
  ctx.x.queueMeta.set(q.key, {
    managedState: terraform ? 'terraform' : 'manual',
    updatedAt: ctx.sim.now,
  })
}

function metricsReply(ctx: V2Context, queues: Queue[]): Reply {
  const sources: QueueMetricsSource[] = queues.map((q) => {
    const active = ctx.sim.activeEntries(q)
    return { queue: q, active, recent: [...active, ...q.finished] }
  })
  return {
    status: 200,
    contentType: METRICS_CONTENT_TYPE,
    body: renderMetrics(sources, ctx.sim.now),
  }
}

const queueStateChange = (action: 'pause' | 'resume' | 'drain'): V2Route => ({
  operationId: `mergeQueues.${action}`,
  method: 'POST',
  pattern: ['merge-queues', ':id', action],
  body: 'ignored',
  permissions: () => [P.updateSettings],
  handle: (ctx, req) => {
    const q = queueById(ctx, req.params[0] as string)
    const state = { pause: 'paused', resume: 'running', drain: 'draining' }[action] as
      'paused' | 'running' | 'draining'
    ctx.sim.updateQueue(q.repo, q.branch, { state })
    touch(ctx, q)
    return jsonReply(200, stateChangeBody(q))
  },
})

/** The merge-queue routes. */
export const QUEUE_ROUTES: V2Route[] = [
  {
    operationId: 'mergeQueues.list',
    method: 'GET',
    pattern: ['merge-queues'],
    body: 'none',
    permissions: none,
    handle: (ctx, req) => {
      const repositoryId = req.query.get('repositoryId')
      const targetBranch = req.query.get('targetBranch')
      if (targetBranch !== null && repositoryId === null) {
        throw bad('targetBranch needs repositoryId (it narrows within one repository)')
      }
      const rows = [...ctx.sim.queues.values()]
        .filter(
          (q) => repositoryId === null || repositoryIdOf(q.repo) === repositoryId.toLowerCase(),
        )
        .filter((q) => targetBranch === null || q.branch === targetBranch)
        .sort((a, b) => a.createdAt - b.createdAt || a.key.localeCompare(b.key))
        .map((q) => mergeQueueBody(q, ctx.x))
      return pageOf(req, 'mergeQueues.list', rows, `${repositoryId}|${targetBranch}`)
    },
  },
  {
    operationId: 'mergeQueues.create',
    method: 'POST',
    pattern: ['merge-queues'],
    body: 'json',
    permissions: () => [P.updateSettings],
    handle: (ctx, req) => {
      const body = validate(CreateMergeQueueRequestSchema, req.body)
      const repo = repositoryById(ctx, body.repositoryId)
      act(
        () =>
          ctx.sim.createQueue({
            repo,
            targetBranch: body.targetBranch,
            mode:
              body.mode === undefined ? undefined : body.mode === 'graph' ? 'parallel' : 'single',
            concurrency: body.concurrency,
          }),
        { 409: [409, 'QUEUE_ALREADY_EXISTS'] },
      )
      const q = ctx.sim.queueOf(repo, body.targetBranch)
      if (body.bisectionConcurrency !== undefined || body.enqueueingLabel !== undefined) {
        ctx.sim.updateQueue(repo, body.targetBranch, {
          bisectionConcurrency: body.bisectionConcurrency,
          enqueueingLabel: body.enqueueingLabel,
        } as never)
      }
      touch(ctx, q)
      return jsonReply(201, mergeQueueBody(q, ctx.x))
    },
  },
  {
    operationId: 'mergeQueues.organizationMetrics',
    method: 'GET',
    pattern: ['merge-queues', 'metrics'],
    body: 'none',
    permissions: none,
    handle: (ctx, req) => {
      const id = req.query.get('repositoryId')
      if (id === null) return metricsReply(ctx, [...ctx.sim.queues.values()])
      return metricsReply(ctx, queuesOf(ctx.sim, repositoryById(ctx, id)))
    },
  },
  {
    operationId: 'mergeQueues.get',
    method: 'GET',
    pattern: ['merge-queues', ':id'],
    body: 'none',
    permissions: none,
    handle: (ctx, req) =>
      jsonReply(200, mergeQueueBody(queueById(ctx, req.params[0] as string), ctx.x)),
  },
  {
    operationId: 'mergeQueues.delete',
    method: 'DELETE',
    pattern: ['merge-queues', ':id'],
    body: 'none',
    permissions: () => [P.updateSettings],
    handle: (ctx, req) => {
      const q = queueById(ctx, req.params[0] as string)
      act(() => ctx.sim.deleteQueue(q.repo, q.branch), { 400: [409, 'QUEUE_HAS_ACTIVE_ENTRIES'] })
      ctx.x.queueMeta.delete(q.key)
      ctx.x.batchingRules.delete(q.key)
      return { status: 204, contentType: 'text/plain; charset=utf-8', body: '' }
    },
  },
  {
    operationId: 'mergeQueues.metrics',
    method: 'GET',
    pattern: ['merge-queues', ':id', 'metrics'],
    body: 'none',
    permissions: none,
    handle: (ctx, req) => metricsReply(ctx, [queueById(ctx, req.params[0] as string)]),
  },
  {
    operationId: 'mergeQueues.order',
    method: 'GET',
    pattern: ['merge-queues', ':id', 'order'],
    body: 'none',
    permissions: none,
    handle: (ctx, req) =>
      jsonReply(200, orderBody(ctx.sim, queueById(ctx, req.params[0] as string))),
  },
  queueStateChange('pause'),
  queueStateChange('resume'),
  queueStateChange('drain'),
  {
    operationId: 'mergeQueues.switchModes',
    method: 'POST',
    pattern: ['merge-queues', ':id', 'switch-modes'],
    body: 'json',
    permissions: () => [P.updateSettings],
    handle: (ctx, req) => {
      const q = queueById(ctx, req.params[0] as string)
      const { mode } = validate(SwitchModesRequestSchema, req.body)
      if (q.state === 'switching_modes') {
        throw new V2Error(409, 'MODE_CHANGE_IN_PROGRESS', 'the queue is switching modes already')
      }
      ctx.sim.updateQueue(q.repo, q.branch, { mode: mode === 'graph' ? 'parallel' : 'single' })
      touch(ctx, q)
      return jsonReply(200, stateChangeBody(q))
    },
  },
  {
    operationId: 'mergeQueues.updateConfig',
    method: 'PATCH',
    pattern: ['merge-queues', ':id', 'config'],
    body: 'json',
    permissions: () => [P.updateSettings],
    handle: (ctx, req) => {
      const q = queueById(ctx, req.params[0] as string)
      const patch = validate(UpdateMergeQueueConfigRequestSchema, req.body)
      if (q.state === 'switching_modes') {
        throw new V2Error(
          409,
          'MODE_CHANGE_IN_PROGRESS',
          'the queue is switching modes; its configuration cannot change until it is done',
        )
      }
      const renamed: Record<string, string> = {
        allowBatching: 'batch',
        areCommentsEnabled: 'commentsEnabled',
        areCommandsEnabled: 'commandsEnabled',
        isStatusCheckEnabled: 'statusCheckEnabled',
        isExtensionEnabled: 'extensionEnabled',
        areLabelCommandsEnabled: 'labelCommandsEnabled',
        areStateLabelsEnabled: 'stateLabelsEnabled',
        createsPrsForTestingBranches: 'createPrsForTestingBranches',
      }
      const settings: Record<string, unknown> = {}
      for (const [k, v] of Object.entries(patch)) {
        if (v === undefined) continue
        if (k === 'batchingRules') ctx.x.batchingRules.set(q.key, v as never)
        else if (k === 'notReadyTimeoutMinutes') settings.notReadyTimeoutHours = (v as number) / 60
        else if (k === 'requiredStatuses') {
          if ((v as string[]).length) settings.requiredStatuses = v
          else settings.deleteRequiredStatuses = true
        } else if (
          k === 'optimizationMode' ||
          k === 'mergeMethod' ||
          k === 'testBranchConstructionMode'
        ) {
          settings[k] = snake(v as string)
        } else settings[renamed[k] ?? k] = v
      }
      ctx.sim.updateQueue(q.repo, q.branch, settings as never)
      touch(ctx, q)
      return jsonReply(200, mergeQueueBody(q, ctx.x))
    },
  },
  {
    operationId: 'mergeQueueVerificationRuns.get',
    method: 'GET',
    pattern: ['merge-queue-verification-runs', ':id'],
    body: 'none',
    permissions: none,
    handle: (ctx, req) => {
      const id = req.params[0] as string
      const run = ctx.sim.runs.get(id.toLowerCase())
      const q = run && ctx.sim.queues.get(run.queueKey)
      if (!run || !q) {
        throw new V2Error(
          404,
          'VERIFICATION_RUN_NOT_FOUND',
          `no verification run has id ${JSON.stringify(id)}`,
        )
      }
      return jsonReply(200, verificationRunBody(ctx.sim, q, run, true))
    },
  },
  {
    operationId: 'mergeQueues.listVerificationRuns',
    method: 'GET',
    pattern: ['merge-queues', ':id', 'verification-runs'],
    body: 'none',
    permissions: none,
    handle: (ctx, req) => {
      const q = queueById(ctx, req.params[0] as string)
      const status = req.query.get('status')
      if (status !== null && !['inProgress', 'failed', 'cancelled', 'succeeded'].includes(status)) {
        throw bad(
          `status must be one of inProgress, failed, cancelled, succeeded (given ${JSON.stringify(status)})`,
        )
      }
      const rows = [...ctx.sim.runs.values()]
        .filter((r) => r.queueKey === q.key && (status === null || camel(r.status) === status))
        .sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id))
        .map((r) => verificationRunBody(ctx.sim, q, r, false))
      return pageOf(req, 'mergeQueues.listVerificationRuns', rows, `${q.key}|${status}`)
    },
  },
]
