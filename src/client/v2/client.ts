/**
 * The typed client of Trunk's v2 API (the merge-queue, pull-request, impacted-target,
 * verification-run and repository operations): Bearer API keys, the v1 engine's retries,
 * deadlines, cancellation, proxy and loopback-only `http:` rule, strict request schemas, lenient
 * response schemas, cursor pagination, and writes that are never sent twice blindly (the service
 * does not honour Idempotency-Key): after a failure whose outcome is unknown, each write reads the
 * resource back first and sends again only when the read shows it did not land.
 */
import { z } from 'zod'
import {
  CancelledError,
  ClientConfigError,
  NotFoundError,
  ResponseShapeError,
  abortReason,
} from '../errors.js'
import { RequestEngine, type CallOptions, type EngineOptions, type WriteResult } from '../engine.js'
import type { HttpRequest, HttpResponse } from '../http.js'
import type { Idempotency, RetryBudget, RetryPolicy } from '../retry.js'
import { v2ErrorMapper } from './errors.js'
import { allRows } from './pagination.js'
import {
  CreateMergeQueueRequestSchema,
  IdSchema,
  ListMergeQueuesQuerySchema,
  ListQueuePullRequestsQuerySchema,
  MergeQueueOrderSchema,
  MergeQueuePageSchema,
  MergeQueueSchema,
  MergeQueueStateChangeSchema,
  PaginationQuerySchema,
  ProviderUrlSchema,
  PullRequestPageSchema,
  QueueEntryHistoryPageSchema,
  RerunFailedChecksRequestSchema,
  RerunFailedChecksResponseSchema,
  ReprioritizeRequestSchema,
  RepositoryPageSchema,
  RepositorySchema,
  ResolvePullRequestsQuerySchema,
  SubmitPullRequestRequestSchema,
  SwitchModesRequestSchema,
  TERMINAL_QUEUE_ENTRY_STATES,
  UpdateMergeQueueConfigRequestSchema,
  UpdateQueueEntryRequestSchema,
  UploadImpactedTargetsRequestSchema,
  UuidSchema,
  V2PullRequestSchema,
  VerificationRunSchema,
  type CreateMergeQueueRequest,
  type ListMergeQueuesQuery,
  type ListQueuePullRequestsQuery,
  type MergeQueue,
  type MergeQueueOrder,
  type MergeQueueStateChange,
  type Page,
  type PaginationQuery,
  type QueueEntryTransition,
  type RerunFailedChecksRequest,
  type RerunFailedChecksResponse,
  type ReprioritizeRequest,
  type Repository,
  type ResolvePullRequestsQuery,
  type UpdateMergeQueueConfigRequest,
  type UpdateQueueEntryRequest,
  type UploadImpactedTargetsRequest,
  type V2PullRequest,
  type V2SubmitPullRequestRequest,
  type VerificationRun,
} from '../../wire/v2/schemas.js'

export { V2_DEFAULT_BASE_URL, V2_KEY_PREFIX } from '../../wire/v2/keys.js'
import { V2_DEFAULT_BASE_URL } from '../../wire/v2/keys.js'
import {
  QueueEntryEstimateSchema,
  readQueueEntryEstimate,
  type MergeEstimate,
} from '../../wire/estimate.js'
/**
 * The least time between two reads under `/v2/pull-requests` (the service allows 5 a second per
 * key): 220 ms keeps the client under it with room for timer jitter.
 */
export const V2_PULL_REQUEST_READ_INTERVAL_MS = 220

/** Allowance for clock skew between this machine and the service when comparing times. */
const CLOCK_SKEW_MS = 5_000

/** Options of {@link TrunkV2Client}. */
export interface TrunkV2ClientOptions extends Omit<
  EngineOptions,
  'auth' | 'errorFor' | 'forkedWorkflowRunId' | 'token'
> {
  /** Base address, the host only (default {@link V2_DEFAULT_BASE_URL}). */
  baseUrl?: string
  /** The v2 API key (`trunk_v2_…`), sent as `Authorization: Bearer`. */
  token?: string
  /** Least ms between reads under `/v2/pull-requests` (default {@link V2_PULL_REQUEST_READ_INTERVAL_MS}). */
  pullRequestReadIntervalMs?: number
}

/** What a v2 write reports: the engine's facts and the resource the answer (or a read) gave. */
export interface V2WriteResult<T> extends WriteResult {
  /** The resource as the write's answer or, after an unknown outcome, the settling read gave it. */
  value?: T
}

/** What a reconciling read decided. */
type Settled<T> = { landed: true; observed?: T } | { landed: false }

/** Checks a v2 base URL: the host root (paths carry `/v2`), never a v1 address. */
export function checkV2BaseUrl(raw: string): string {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ClientConfigError(
      `the v2 base URL ${JSON.stringify(raw)} is not a URL; expected e.g. ${V2_DEFAULT_BASE_URL}`,
    )
  }
  const path = url.pathname.replace(/\/+$/, '')
  if (/\/v1$/i.test(path)) {
    throw new ClientConfigError(
      `the base URL ${url.origin}${path} is a v1 address, but a v2 API key (trunk_v2_…) needs ` +
        `the v2 API: use ${url.origin} (v2 paths carry /v2 themselves)`,
    )
  }
  if (/\/v2$/i.test(path)) {
    throw new ClientConfigError(
      `the v2 base URL must not end in /v2 (its paths carry /v2 themselves): use ${url.origin}${path.slice(0, -3)}`,
    )
  }
  return raw
}

/** The typed v2 client. Create one per run; call {@link TrunkV2Client.close} when done. */
export class TrunkV2Client {
  readonly engine: RequestEngine
  private readonly prReadIntervalMs: number
  private prReadChain: Promise<void> = Promise.resolve()
  private lastPrReadAt = -Infinity

  constructor(options: TrunkV2ClientOptions = {}) {
    // Which API a token is for is the caller's decision (src/inputs/api.ts): the key is sent as
    // given, and a key the service does not know is its 401.
    const { token, pullRequestReadIntervalMs, ...rest } = options
    const engine: RequestEngine = new RequestEngine({
      ...rest,
      baseUrl: checkV2BaseUrl(options.baseUrl ?? V2_DEFAULT_BASE_URL),
      token,
      auth: 'bearer',
      errorFor: v2ErrorMapper((t) => engine.sanitize(t)),
    })
    this.engine = engine
    this.prReadIntervalMs = pullRequestReadIntervalMs ?? V2_PULL_REQUEST_READ_INTERVAL_MS
  }

  /** The base address every operation goes to. */
  get baseUrl(): URL {
    return this.engine.baseUrl
  }
  /** Retry and timeout settings in force. */
  get policy(): RetryPolicy {
    return this.engine.policy
  }
  /** The run-wide retry budget this client draws on. */
  get budget(): RetryBudget {
    return this.engine.budget
  }
  /** Closes the connections this client opened. */
  close(): Promise<void> {
    return this.engine.close()
  }

  // ---- Plumbing -----------------------------------------------------------------------------

  /** A JSON request of this client (its headers and body encoding); the Flaky Tests part uses it too. */
  request(
    operation: string,
    method: HttpRequest['method'],
    path: string,
    body?: unknown,
    query?: Record<string, string>,
  ): HttpRequest {
    return {
      operation,
      method,
      path,
      query,
      body: body === undefined ? undefined : Buffer.from(JSON.stringify(body), 'utf8'),
      accept: 'application/json',
      headers: this.engine.headers(operation, body !== undefined),
    }
  }

  /**
   * Waits so that reads under /v2/pull-requests stay under the per-key limit. Cancelled while
   * it waits, it throws the engine's {@link CancelledError} (a bare AbortError would reach the
   * action as an internal error instead of `error-kind=cancelled`).
   */
  private async spacePullRequestRead(operation: string, signal?: AbortSignal): Promise<void> {
    const turn = this.prReadChain.then(async () => {
      const wait = this.lastPrReadAt + this.prReadIntervalMs - this.engine.clock.now()
      if (wait > 0) await this.engine.clock.sleep(wait, signal)
      this.lastPrReadAt = this.engine.clock.now()
    })
    this.prReadChain = turn.catch(() => undefined)
    try {
      await turn
    } catch (e) {
      if (signal?.aborted) throw new CancelledError(operation, abortReason(signal))
      throw e
    }
  }

  private async read<S extends z.ZodType>(
    operation: string,
    path: string,
    schema: S,
    call: CallOptions,
    query?: Record<string, string>,
  ): Promise<z.output<S>> {
    if (path.startsWith('/v2/pull-requests'))
      await this.spacePullRequestRead(operation, call.signal)
    return this.engine.exchange(
      {
        operation,
        idempotency: 'read',
        request: this.request(operation, 'GET', path, undefined, query),
        parse: (res) => this.engine.parseJson(operation, schema, res),
      },
      call,
    )
  }

  private async write<S extends z.ZodType>(
    operation: string,
    method: HttpRequest['method'],
    path: string,
    body: unknown,
    schema: S | undefined,
    call: CallOptions,
    options: {
      idempotency?: Idempotency
      settle?: (firstSentAt: number, call: CallOptions) => Promise<Settled<z.output<S>>>
      landedStatuses?: readonly number[]
    } = {},
  ): Promise<V2WriteResult<z.output<S>>> {
    let value: z.output<S> | undefined
    const r = await this.engine.exchangeWrite(
      operation,
      this.request(operation, method, path, body),
      call,
      {
        idempotency: options.idempotency ?? 'reconcile',
        landedStatuses: options.landedStatuses,
        onSuccess: (res: HttpResponse) => {
          if (!schema || res.status < 200 || res.status >= 300 || res.status === 204) return
          try {
            value = this.engine.parseJson(operation, schema, res)
          } catch (e) {
            if (!(e instanceof ResponseShapeError)) throw e
            // The 2xx says the write landed; only its answer is unreadable. Failing would report
            // an error for a write that took effect (and invite a re-run), so it is a success
            // without the resource, said in the debug log.
            this.engine.emit({
              type: 'reconcile',
              operation,
              outcome: `landed (HTTP ${res.status}); its answer could not be read: ${e.message}`,
            })
          }
        },
        reconcile: options.settle
          ? async (firstSentAt, c) => {
              const s = await options.settle!(firstSentAt, c)
              this.engine.emit({
                type: 'reconcile',
                operation,
                outcome: s.landed ? 'landed' : 'resend',
              })
              if (!s.landed) return 'resend'
              value = s.observed
              return { value: undefined }
            }
          : undefined,
      },
    )
    return { ...r, value }
  }

  private validate<S extends z.ZodType>(operation: string, schema: S, input: unknown) {
    return this.engine.validate(operation, schema, input)
  }

  /** Checks an id that goes into a path (nothing is sent with a wrong one). */
  private id(operation: string, value: string, uuid = false): string {
    this.validate(operation, z.object({ id: uuid ? UuidSchema : IdSchema }), { id: value })
    return encodeURIComponent(value)
  }

  // ---- Merge queues -------------------------------------------------------------------------

  /** One page of the organization's merge queues (optionally one repository's, one branch's). */
  async listMergeQueues(query: ListMergeQueuesQuery = {}, call: CallOptions = {}) {
    const op = 'mergeQueues.list'
    const q = this.validate(op, ListMergeQueuesQuerySchema, query)
    return this.read(op, '/v2/merge-queues', MergeQueuePageSchema, call, queryOf(q))
  }

  /** Every merge queue the query matches, all pages read. */
  async listAllMergeQueues(
    query: Omit<ListMergeQueuesQuery, 'cursor'> = {},
    call: CallOptions = {},
  ): Promise<MergeQueue[]> {
    return allRows((cursor) => this.listMergeQueues({ limit: 100, ...query, cursor }, call), {
      operation: 'mergeQueues.list',
    })
  }

  /** One merge queue; {@link NotFoundError} when there is none with that id. */
  async getMergeQueue(id: string, call: CallOptions = {}): Promise<MergeQueue> {
    const op = 'mergeQueues.get'
    return this.read(op, `/v2/merge-queues/${this.id(op, id)}`, MergeQueueSchema, call)
  }

  /** The queue's dispatch order (batches, pending, awaiting admission). */
  async getMergeQueueOrder(id: string, call: CallOptions = {}): Promise<MergeQueueOrder> {
    const op = 'mergeQueues.order'
    return this.read(op, `/v2/merge-queues/${this.id(op, id)}/order`, MergeQueueOrderSchema, call)
  }

  /** One page of a queue's pull requests (most recently enqueued first). */
  async listQueuePullRequests(
    id: string,
    query: ListQueuePullRequestsQuery = {},
    call: CallOptions = {},
  ): Promise<Page<V2PullRequest>> {
    const op = 'mergeQueues.listPullRequests'
    const { states, ...q } = this.validate(op, ListQueuePullRequestsQuerySchema, query)
    const params = queryOf(q)
    if (states) params.state = states.join(',')
    return this.read(
      op,
      `/v2/merge-queues/${this.id(op, id)}/pull-requests`,
      PullRequestPageSchema,
      call,
      params,
    )
  }

  /** Every pull request of a queue the query matches, all pages read. */
  async listAllQueuePullRequests(
    id: string,
    query: Omit<ListQueuePullRequestsQuery, 'cursor'> = {},
    call: CallOptions = {},
  ): Promise<V2PullRequest[]> {
    return allRows(
      (cursor) => this.listQueuePullRequests(id, { limit: 100, ...query, cursor }, call),
      { operation: 'mergeQueues.listPullRequests' },
    )
  }

  /**
   * Creates a merge queue. The service's create is not atomic and a retry answers 409: after an
   * unknown outcome the client looks the queue up and sends again only when it is not there.
   */
  async createMergeQueue(
    req: CreateMergeQueueRequest,
    call: CallOptions = {},
  ): Promise<V2WriteResult<MergeQueue>> {
    const op = 'mergeQueues.create'
    const body = this.validate(op, CreateMergeQueueRequestSchema, req)
    return this.write(op, 'POST', '/v2/merge-queues', body, MergeQueueSchema, call, {
      landedStatuses: [409],
      settle: async (_at, c) => {
        const found = await this.listMergeQueues(
          { repositoryId: body.repositoryId, targetBranch: body.targetBranch, limit: 1 },
          c,
        )
        const q = found.data[0]
        return q ? { landed: true, observed: q } : { landed: false }
      },
    })
  }

  /** Deletes an empty queue; after an unknown outcome, a 404 (read or re-send) means it landed. */
  async deleteMergeQueue(id: string, call: CallOptions = {}): Promise<WriteResult> {
    const op = 'mergeQueues.delete'
    const path = `/v2/merge-queues/${this.id(op, id)}`
    return this.write(op, 'DELETE', path, undefined, undefined, call, {
      landedStatuses: [404],
      settle: async (_at, c) => {
        try {
          await this.getMergeQueue(id, c)
          return { landed: false }
        } catch (e) {
          if (e instanceof NotFoundError) return { landed: true }
          throw e
        }
      },
    })
  }

  /** Pauses, resumes (running) or drains a queue; after an unknown outcome the state is read. */
  async setMergeQueueState(
    id: string,
    action: 'pause' | 'resume' | 'drain',
    call: CallOptions = {},
  ): Promise<V2WriteResult<MergeQueueStateChange>> {
    const op = `mergeQueues.${action}`
    const wanted = { pause: 'paused', resume: 'running', drain: 'draining' }[action]
    const path = `/v2/merge-queues/${this.id(op, id)}/${action}`
    return this.write(op, 'POST', path, undefined, MergeQueueStateChangeSchema, call, {
      settle: async (_at, c) => {
        const q = await this.getMergeQueue(id, c)
        return q.state === wanted
          ? {
              landed: true,
              observed: {
                id: q.id,
                state: q.state,
                mode: q.mode,
                pullRequestsUrl: q.pullRequestsUrl,
              },
            }
          : { landed: false }
      },
    })
  }

  /** Starts a switch between queue and graph mode (same mode: nothing to do). */
  async switchMergeQueueMode(
    id: string,
    mode: 'queue' | 'graph',
    call: CallOptions = {},
  ): Promise<V2WriteResult<MergeQueueStateChange>> {
    const op = 'mergeQueues.switchModes'
    const body = this.validate(op, SwitchModesRequestSchema, { mode })
    const path = `/v2/merge-queues/${this.id(op, id)}/switch-modes`
    return this.write(op, 'POST', path, body, MergeQueueStateChangeSchema, call, {
      settle: async (_at, c) => {
        const q = await this.getMergeQueue(id, c)
        const landed = q.mode === mode || q.state === 'switchingModes'
        return landed
          ? {
              landed,
              observed: {
                id: q.id,
                state: q.state,
                mode: q.mode,
                pullRequestsUrl: q.pullRequestsUrl,
              },
            }
          : { landed: false }
      },
    })
  }

  /** Changes the given settings (JSON Merge Patch); after an unknown outcome it reads them back. */
  async updateMergeQueueConfig(
    id: string,
    patch: UpdateMergeQueueConfigRequest,
    call: CallOptions = {},
  ): Promise<V2WriteResult<MergeQueue>> {
    const op = 'mergeQueues.updateConfig'
    const body = this.validate(op, UpdateMergeQueueConfigRequestSchema, patch)
    const path = `/v2/merge-queues/${this.id(op, id)}/config`
    return this.write(op, 'PATCH', path, body, MergeQueueSchema, call, {
      settle: async (_at, c) => {
        const q = await this.getMergeQueue(id, c)
        const config = q.config as Record<string, unknown>
        const landed = Object.entries(body).every(
          ([k, v]) => JSON.stringify(config[k]) === JSON.stringify(v),
        )
        return landed ? { landed, observed: q } : { landed: false }
      },
    })
  }

  /** The queues' metrics in Prometheus text: every queue's, or one repository's, or one queue's. */
  async getMetrics(
    scope: { repositoryId?: string; mergeQueueId?: string } = {},
    call: CallOptions = {},
  ): Promise<{ text: string; contentType?: string }> {
    const op = scope.mergeQueueId ? 'mergeQueues.metrics' : 'mergeQueues.organizationMetrics'
    const query: Record<string, string> = {}
    let path = '/v2/merge-queues/metrics'
    if (scope.mergeQueueId) path = `/v2/merge-queues/${this.id(op, scope.mergeQueueId)}/metrics`
    else if (scope.repositoryId) {
      this.validate(op, UuidSchema, scope.repositoryId)
      query.repositoryId = scope.repositoryId
    }
    return this.engine.exchange(
      {
        operation: op,
        idempotency: 'read',
        request: { ...this.request(op, 'GET', path, undefined, query), accept: 'text/plain' },
        parse: (res) => ({ text: res.body.toString('utf8'), contentType: res.contentType }),
      },
      call,
    )
  }

  // ---- Pull requests ------------------------------------------------------------------------

  /**
   * Submits a PR to a queue. After an unknown outcome it resolves the PR by repository and number
   * and sends again only when its entry is not in this queue; a 409 PR_ALREADY_ENQUEUED on that
   * re-send means the first one landed. Without an unknown outcome a 409 is a {@link ConflictError}.
   */
  async submitPullRequest(
    queueId: string,
    req: V2SubmitPullRequestRequest,
    call: CallOptions & { repositoryId?: string } = {},
  ): Promise<V2WriteResult<V2PullRequest>> {
    const op = 'mergeQueues.submitPullRequest'
    const body = this.validate(op, SubmitPullRequestRequestSchema, req)
    const path = `/v2/merge-queues/${this.id(op, queueId)}/pull-requests`
    return this.write(op, 'POST', path, body, V2PullRequestSchema, call, {
      landedStatuses: [409],
      settle: async (firstSentAt, c) => {
        const repositoryId =
          call.repositoryId ?? (await this.getMergeQueue(queueId, c)).repositoryId
        const page = await this.resolvePullRequests({ repositoryId, numbers: [body.number] }, c)
        const pr = page.data.find((p) => p.number === body.number)
        const entry = pr?.queueEntry
        if (!pr || !entry || entry.mergeQueueId !== queueId) return { landed: false }
        if (!isTerminalEntryState(entry.state)) return { landed: true, observed: pr }
        // It left the queue since the first send: that send landed; sending again would re-queue.
        return changedSince(
          entry.stateChangedAt,
          this.engine.serviceTimeOf(firstSentAt) ?? firstSentAt,
        )
          ? { landed: true, observed: pr }
          : { landed: false }
      },
    })
  }

  /** PRs by repository and numbers (≤50) or head branch; one page. */
  async resolvePullRequests(
    query: ResolvePullRequestsQuery,
    call: CallOptions = {},
  ): Promise<Page<V2PullRequest>> {
    const op = 'pullRequests.resolveByCoordinates'
    const { numbers, ...q } = this.validate(op, ResolvePullRequestsQuerySchema, query)
    const params = queryOf(q)
    if (numbers) {
      params.number = numbers.join(',')
      params.limit ??= String(Math.max(numbers.length, 1))
    }
    return this.read(op, '/v2/pull-requests', PullRequestPageSchema, call, params)
  }

  /** One PR by its id (with its queue entry, if it was ever submitted). */
  async getPullRequest(id: string, call: CallOptions = {}): Promise<V2PullRequest> {
    const op = 'pullRequests.get'
    return this.read(op, `/v2/pull-requests/${this.id(op, id, true)}`, V2PullRequestSchema, call)
  }

  /** Removes a PR from its queue; after an unknown outcome it reads the PR's entry first. */
  async dequeuePullRequest(
    id: string,
    call: CallOptions = {},
  ): Promise<V2WriteResult<V2PullRequest>> {
    const op = 'pullRequests.dequeue'
    const path = `/v2/pull-requests/${this.id(op, id, true)}/dequeue`
    return this.write(op, 'POST', path, undefined, V2PullRequestSchema, call, {
      landedStatuses: [409],
      settle: async (_at, c) => {
        const pr = await this.getPullRequest(id, c)
        const state = pr.queueEntry?.state
        return state !== undefined && isTerminalEntryState(state)
          ? { landed: true, observed: pr }
          : { landed: false }
      },
    })
  }

  /**
   * Restarts a PR's tests. Disruptive and not idempotent (a blind retry restarts twice): after
   * an unknown outcome, a state change of the entry since the first send means it landed.
   */
  async restartPullRequestTests(
    id: string,
    call: CallOptions = {},
  ): Promise<V2WriteResult<V2PullRequest>> {
    const op = 'pullRequests.restartTests'
    const path = `/v2/pull-requests/${this.id(op, id, true)}/restart-tests`
    return this.write(op, 'POST', path, undefined, V2PullRequestSchema, call, {
      settle: async (firstSentAt, c) => {
        const pr = await this.getPullRequest(id, c)
        const at = pr.queueEntry?.stateChangedAt
        return at !== undefined &&
          changedSince(at, this.engine.serviceTimeOf(firstSentAt) ?? firstSentAt)
          ? { landed: true, observed: pr }
          : { landed: false }
      },
    })
  }

  /** Changes a queued PR's priority; after an unknown outcome it reads the priority back. */
  async reprioritizePullRequest(
    id: string,
    req: ReprioritizeRequest,
    call: CallOptions = {},
  ): Promise<V2WriteResult<V2PullRequest>> {
    const op = 'pullRequests.reprioritize'
    const body = this.validate(op, ReprioritizeRequestSchema, req)
    const path = `/v2/pull-requests/${this.id(op, id, true)}/reprioritize`
    return this.write(op, 'POST', path, body, V2PullRequestSchema, call, {
      settle: async (_at, c) => {
        const pr = await this.getPullRequest(id, c)
        const e = pr.queueEntry
        const landed =
          !!e &&
          (body.priorityValue !== undefined
            ? e.priorityValue === body.priorityValue
            : e.priorityName === body.priorityName)
        return landed ? { landed, observed: pr } : { landed: false }
      },
    })
  }

  /**
   * One page of a PR's queue-entry history (`newest` first is v1's timeline order); an empty
   * page for a PR never enqueued.
   */
  async listQueueEntryHistory(
    id: string,
    query: { direction?: 'oldest' | 'newest'; limit?: number; cursor?: string } = {},
    call: CallOptions = {},
  ): Promise<Page<QueueEntryTransition>> {
    const op = 'pullRequests.queueEntryHistory'
    const page = this.validate(op, PaginationQuerySchema, {
      limit: query.limit,
      cursor: query.cursor,
    })
    return this.read(
      op,
      `/v2/pull-requests/${this.id(op, id, true)}/queue-entry-history`,
      QueueEntryHistoryPageSchema,
      call,
      { ...queryOf(page), ...(query.direction ? { direction: query.direction } : {}) },
    )
  }

  /**
   * The PR's merge estimate (`GET /v2/pull-requests/{id}/queue-entry-estimate`), read leniently
   * (src/wire/estimate.ts). A queue with estimates off answers 404 `ESTIMATE_NOT_ENABLED`.
   */
  async getQueueEntryEstimate(id: string, call: CallOptions = {}): Promise<MergeEstimate> {
    const op = 'pullRequests.queueEntryEstimate'
    const body = await this.read(
      op,
      `/v2/pull-requests/${this.id(op, id, true)}/queue-entry-estimate`,
      QueueEntryEstimateSchema,
      call,
    )
    return readQueueEntryEstimate(body)
  }

  /**
   * Re-runs the failed checks of a PR in pendingFailure (`now` stops jobs still running in those
   * workflows; `wait` lets them finish). Repeating it answers `alreadyHeld`, so a retry is safe.
   */
  async rerunFailedChecks(
    id: string,
    req: RerunFailedChecksRequest,
    call: CallOptions = {},
  ): Promise<V2WriteResult<RerunFailedChecksResponse>> {
    const op = 'pullRequests.rerunFailedChecks'
    const body = this.validate(op, RerunFailedChecksRequestSchema, req)
    const path = `/v2/pull-requests/${this.id(op, id, true)}/rerun-failed-checks`
    return this.write(op, 'POST', path, body, RerunFailedChecksResponseSchema, call, {
      idempotency: 'idempotent',
    })
  }

  /** Patches a queued PR's entry (priority, batching, direct); reads back after an unknown outcome. */
  async updateQueueEntry(
    id: string,
    req: UpdateQueueEntryRequest,
    call: CallOptions = {},
  ): Promise<V2WriteResult<V2PullRequest>> {
    const op = 'pullRequests.updateQueueEntry'
    const body = this.validate(op, UpdateQueueEntryRequestSchema, req)
    const path = `/v2/pull-requests/${this.id(op, id, true)}/queue-entry`
    return this.write(op, 'PATCH', path, body, V2PullRequestSchema, call, {
      settle: async (_at, c) => {
        const pr = await this.getPullRequest(id, c)
        const e = pr.queueEntry as Record<string, unknown> | undefined
        const landed = !!e && Object.entries(body).every(([k, v]) => e[k] === v)
        return landed ? { landed, observed: pr } : { landed: false }
      },
    })
  }

  /**
   * Uploads a PR's impacted targets (answered 202). A PUT that replaces the PR's targets for
   * one sha: sending it again sets the same thing, so it is retried like v1's setImpactedTargets.
   */
  async uploadImpactedTargets(
    req: UploadImpactedTargetsRequest,
    call: CallOptions = {},
  ): Promise<WriteResult> {
    const op = 'impactedTargets.upload'
    const body = this.validate(op, UploadImpactedTargetsRequestSchema, req)
    return this.write(op, 'PUT', '/v2/impacted-targets', body, undefined, call, {
      idempotency: 'idempotent',
    })
  }

  // ---- Verification runs and repositories ---------------------------------------------------

  /** One verification run (v1's test run) by id. */
  async getVerificationRun(id: string, call: CallOptions = {}): Promise<VerificationRun> {
    const op = 'mergeQueueVerificationRuns.get'
    return this.read(
      op,
      `/v2/merge-queue-verification-runs/${this.id(op, id)}`,
      VerificationRunSchema,
      call,
    )
  }

  /** The repositories a provider URL names (e.g. `https://github.com/acme/widgets`). */
  async resolveRepository(
    providerUrl: string,
    page: PaginationQuery = {},
    call: CallOptions = {},
  ): Promise<Page<Repository>> {
    const op = 'repositories.resolveByProviderUrl'
    this.validate(op, ProviderUrlSchema, providerUrl)
    const p = this.validate(op, PaginationQuerySchema, page)
    return this.read(op, '/v2/repositories', RepositoryPageSchema, call, {
      ...queryOf(p),
      providerUrl,
    })
  }

  /** One repository by id. */
  async getRepository(id: string, call: CallOptions = {}): Promise<Repository> {
    const op = 'repositories.get'
    return this.read(op, `/v2/repositories/${this.id(op, id, true)}`, RepositorySchema, call)
  }
}

/** True for merged, failed, cancelled. */
export function isTerminalEntryState(state: string): boolean {
  return (TERMINAL_QUEUE_ENTRY_STATES as readonly string[]).includes(state)
}

/** The entry changed at or after the first send (both on the service's clock, less the skew). */
function changedSince(at: string, firstSentAt: number): boolean {
  const t = Date.parse(at)
  return !Number.isNaN(t) && t >= firstSentAt - CLOCK_SKEW_MS
}

/** A query object as URL parameters (undefined dropped, numbers and booleans as text). */
function queryOf(q: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(q)) if (v !== undefined) out[k] = String(v)
  return out
}
