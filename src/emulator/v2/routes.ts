/**
 * The `/v2` endpoints over the same simulation the `/v1` ones drive: each parses and checks its
 * input (400 VALIDATION_FAILED naming the field), acts through the simulation's public methods in
 * one synchronous call, and answers in v2's shapes; errors in the `{error:{code,message}}`
 * envelope.
 */
import { createHash } from 'node:crypto'
import type { z } from 'zod'
import {
  CreateMergeQueueRequestSchema,
  QUEUE_ENTRY_STATES,
  ReprioritizeRequestSchema,
  SubmitPullRequestRequestSchema,
  SwitchModesRequestSchema,
  UpdateMergeQueueConfigRequestSchema,
  UpdateQueueEntryRequestSchema,
  UploadImpactedTargetsRequestSchema,
  V2_PERMISSIONS,
  type V2OperationId,
  type V2Permission,
} from '../../wire/v2/index.js'
import { iso } from '../clock.js'
import { estimateSettingsOf, estimatorOf, type Estimate } from '../estimate.js'
import { HttpError } from '../errors.js'
import { METRICS_CONTENT_TYPE, renderMetrics, type QueueMetricsSource } from '../metrics.js'
import { isActiveState, repoKey, type Entry, type Queue } from '../model.js'
import { jsonReply, type Reply } from '../reply.js'
import type { Simulation } from '../simulation.js'
import type { Repo } from '../wire.js'
import {
  camel,
  estimateBody,
  latestEntryOf,
  mergeQueueBody,
  orderBody,
  pullRequestBody,
  queuesOf,
  repositoryBody,
  snake,
  stateChangeBody,
  transitionBody,
  verificationRunBody,
  type V2Extras,
} from './bodies.js'
import { mergeQueueIdOf, pullRequestIdOf, repositoryIdOf } from './ids.js'

/** A v2 error: status, code and message, answered in the envelope. */
export class V2Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

/** The envelope reply of an error. */
export function errorReply(status: number, code: string, message: string): Reply {
  return jsonReply(status, { error: { code, message } })
}

/** What a handler works with. */
export interface V2Context {
  sim: Simulation
  x: V2Extras
  /** Repositories the emulator has named, by id (others are found from the simulation). */
  repositories: Map<string, { repo: Repo; createdAt: number }>
  /** The `User-Agent` and `X-Source` of the request (terraform detection). */
  agent: string
}

/** One request to a v2 route. */
export interface V2Request {
  params: string[]
  query: URLSearchParams
  body: Record<string, unknown> | undefined
}

/** One v2 route. */
export interface V2Route {
  operationId: V2OperationId
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Path segments below `/v2`; `:id` matches one segment. */
  pattern: string[]
  /** Body: required JSON object, ignored, or none. */
  body: 'json' | 'ignored' | 'none'
  /** The permissions the request needs (from its body too). */
  permissions(body: Record<string, unknown> | undefined): V2Permission[]
  handle(ctx: V2Context, req: V2Request): Reply
}

const P = V2_PERMISSIONS
const none = () => []

// ---- Input ------------------------------------------------------------------------------------

function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input)
  if (r.success) return r.data
  const issue = r.error.issues[0]
  const field = issue?.path.length ? issue.path.join('.') : '(body)'
  throw new V2Error(400, 'VALIDATION_FAILED', `${field} ${issue?.message ?? 'is invalid'}`)
}

function bad(message: string): V2Error {
  return new V2Error(400, 'VALIDATION_FAILED', message)
}

/** The page a list asks for: limit 1..100 (default 25), a cursor bound to the filters. */
function pageOf<T>(req: V2Request, operation: string, rows: T[], filters: string): Reply {
  const limitText = req.query.get('limit')
  const limit = limitText === null ? 25 : Number(limitText)
  if (!Number.isInteger(limit) || limit < 1 || limit > 100 || !/^\d+$/.test(limitText ?? '25')) {
    throw bad(`limit must be a whole number from 1 to 100 (given ${JSON.stringify(limitText)})`)
  }
  const includeTotal = req.query.get('includeTotal')
  if (includeTotal !== null && includeTotal !== 'true' && includeTotal !== 'false') {
    throw bad(`includeTotal must be true or false (given ${JSON.stringify(includeTotal)})`)
  }
  const binding = createHash('sha256').update(`${operation}?${filters}`).digest('hex').slice(0, 12)
  let offset = 0
  const cursor = req.query.get('cursor')
  if (cursor !== null) {
    const m = /^(\d+)\.([0-9a-f]{12})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (!m || m[2] !== binding) {
      throw new V2Error(
        400,
        'INVALID_CURSOR',
        'the cursor is not one this list gave, or its filters changed; start again without a cursor',
      )
    }
    offset = Number(m[1])
  }
  const data = rows.slice(offset, offset + limit)
  const hasMore = offset + limit < rows.length
  return jsonReply(200, {
    data,
    nextCursor: hasMore
      ? Buffer.from(`${offset + limit}.${binding}`, 'utf8').toString('base64url')
      : null,
    hasMore,
    ...(includeTotal === 'true' ? { total: rows.length } : {}),
  })
}

/** Runs a simulation call, turning its v1 errors into v2 codes. */
function act<T>(fn: () => T, codes: Record<number, [number, string]>): T {
  try {
    return fn()
  } catch (e) {
    if (!(e instanceof HttpError)) throw e
    const [status, code] = codes[e.status] ?? [
      e.status,
      e.status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED',
    ]
    throw new V2Error(status, code, e.message)
  }
}

// ---- Lookups ----------------------------------------------------------------------------------

function queueById(ctx: V2Context, id: string): Queue {
  for (const q of ctx.sim.queues.values()) if (mergeQueueIdOf(q.repo, q.branch) === id) return q
  throw new V2Error(404, 'MERGE_QUEUE_NOT_FOUND', `no merge queue has id ${JSON.stringify(id)}`)
}

/** Every repository the simulation knows: those with queues, registered PRs, named ones. */
function knownRepositories(ctx: V2Context): Map<string, Repo> {
  const out = new Map<string, Repo>()
  for (const [id, r] of ctx.repositories) out.set(id, r.repo)
  for (const q of ctx.sim.queues.values()) out.set(repositoryIdOf(q.repo), q.repo)
  for (const m of ctx.sim.pullRequests.values()) out.set(repositoryIdOf(m.repo), m.repo)
  return out
}

function repositoryById(ctx: V2Context, id: string, code = 'REPOSITORY_NOT_FOUND'): Repo {
  const repo = knownRepositories(ctx).get(id.toLowerCase())
  if (!repo) throw new V2Error(404, code, `no repository has id ${JSON.stringify(id)}`)
  return repo
}

/** The PR numbers of a repository the emulator has seen (registered, submitted or uploaded for). */
function knownNumbers(ctx: V2Context, repo: Repo): Set<number> {
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

function pullRequestById(ctx: V2Context, id: string): { repo: Repo; number: number } {
  const found = findPullRequestById(ctx, id)
  if (found) return found
  throw new V2Error(404, 'PR_NOT_FOUND', `no pull request has id ${JSON.stringify(id)}`)
}

/** The PR with v2 id `id`, if the emulator knows it. */
function findPullRequestById(
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

// ---- Routes -----------------------------------------------------------------------------------

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

/** Every v2 endpoint the emulator serves. */
export const V2_ROUTES: V2Route[] = [
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

/**
 * The route of a method and path below `/v2`, its path parameters, and the methods the path
 * has. Literal segments win over ids: `/merge-queues/metrics` is not the queue "metrics".
 */
export function matchRoute(
  method: string,
  segments: string[],
): { route?: V2Route; params: string[]; allowed: string[] } {
  const ids = (r: V2Route) => r.pattern.filter((p) => p === ':id').length
  const fitting = V2_ROUTES.filter(
    (r) =>
      r.pattern.length === segments.length &&
      r.pattern.every((p, i) => p === ':id' || p === segments[i]),
  )
  const fewest = Math.min(...fitting.map(ids))
  const best = fitting.filter((r) => ids(r) === fewest)
  const route = best.find((r) => r.method === method)
  const params = route
    ? route.pattern.flatMap((p, i) =>
        p === ':id' ? [decodeURIComponent(segments[i] as string)] : [],
      )
    : []
  return { route, params, allowed: best.map((r) => r.method) }
}
