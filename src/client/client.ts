/**
 * The typed client of Trunk's v1 Merge Queue and Flaky Tests API: every endpoint, validated
 * requests, parsed responses, typed errors, retries by idempotency class, deadlines,
 * cancellation and pagination. It knows nothing of GitHub Actions.
 */
import { setTimeout as sleepTimer } from 'node:timers/promises'
import type { Dispatcher } from 'undici'
import type { z } from 'zod'
import { collectUnknownEnumValues, isTerminalState, PRIORITY_NAMES } from './enums.js'
import {
  CancelledError,
  ClientConfigError,
  InvalidRequestError,
  NotFoundError,
  RequestTooLargeError,
  ResponseShapeError,
  TrunkApiError,
  errorForStatus,
  sanitizeServerText,
} from './errors.js'
import {
  DEFAULT_BASE_URL,
  createDispatcher,
  parseBaseUrl,
  sendOnce,
  type HttpRequest,
  type HttpResponse,
} from './http.js'
import { paginate } from './pagination.js'
import {
  DEFAULT_RETRY_POLICY,
  RetryBudget,
  classifyFailure,
  nextDelay,
  parseRetryAfter,
  type Idempotency,
  type RetryPolicy,
} from './retry.js'
import {
  CreateQueueRequestSchema,
  FailingTestsPageSchema,
  GetMergeQueueTestingDetailsRequestSchema,
  GetTestDetailsRequestSchema,
  ListFailingTestsRequestSchema,
  MAX_REQUEST_BODY_BYTES,
  MetricsQuerySchema,
  PullRequestRefSchema,
  QueueConfigSchema,
  QueueRefSchema,
  QueueSchema,
  SetImpactedTargetsRequestSchema,
  SubmitPullRequestRequestSchema,
  SubmittedPullRequestSchema,
  TestDetailsSchema,
  TestingDetailsSchema,
  UpdateQueueRequestSchema,
  type CreateQueueRequest,
  type FailingTestsPage,
  type GetMergeQueueTestingDetailsRequest,
  type GetTestDetailsRequest,
  type ListFailingTestsRequest,
  type MetricsQuery,
  type PullRequestRef,
  type Queue,
  type QueueConfig,
  type QueueRef,
  type SetImpactedTargetsRequest,
  type SubmitPullRequestRequest,
  type SubmittedPullRequest,
  type TestCase,
  type TestingDetails,
  type UpdateQueueRequest,
} from './schemas.js'
import {
  encodeImpactedTargets,
  type EncodedImpactedTargets,
  type ImpactedTargetsEnvelope,
  type RequestBody,
} from './targets.js'
import { PROJECT_NAME, VERSION } from './version.js'

/** Every operation of the API, with its method, path and idempotency class. */
export const OPERATIONS = {
  submitPullRequest: { method: 'POST', path: '/submitPullRequest', idempotency: 'reconcile' },
  cancelPullRequest: { method: 'POST', path: '/cancelPullRequest', idempotency: 'reconcile' },
  restartTestsOnPullRequest: {
    method: 'POST',
    path: '/restartTestsOnPullRequest',
    idempotency: 'reconcile',
  },
  getSubmittedPullRequest: {
    method: 'POST',
    path: '/getSubmittedPullRequest',
    idempotency: 'read',
  },
  setImpactedTargets: { method: 'POST', path: '/setImpactedTargets', idempotency: 'idempotent' },
  getMergeQueueTestingDetails: {
    method: 'POST',
    path: '/getMergeQueueTestingDetails',
    idempotency: 'read',
  },
  createQueue: { method: 'POST', path: '/createQueue', idempotency: 'reconcile' },
  deleteQueue: { method: 'POST', path: '/deleteQueue', idempotency: 'reconcile' },
  getQueue: { method: 'POST', path: '/getQueue', idempotency: 'read' },
  updateQueue: { method: 'POST', path: '/updateQueue', idempotency: 'idempotent' },
  getMergeQueueMetrics: { method: 'GET', path: '/getMergeQueueMetrics', idempotency: 'read' },
  listFailingTests: {
    method: 'POST',
    path: '/flaky-tests/list-failing-tests',
    idempotency: 'read',
  },
  getTestDetails: { method: 'POST', path: '/flaky-tests/get-test-details', idempotency: 'read' },
} as const satisfies Record<
  string,
  { method: 'GET' | 'POST'; path: string; idempotency: Idempotency }
>
export type OperationName = keyof typeof OPERATIONS

/** Time, sleep and randomness, injectable so tests can run without real waits. */
export interface Clock {
  now(): number
  sleep(ms: number, signal?: AbortSignal): Promise<void>
  random(): number
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) => sleepTimer(ms, undefined, { signal }),
  random: () => Math.random(),
}

/** What the client reports as it works (for debug logs). Never carries the token or headers. */
export type ClientEvent =
  | {
      type: 'request'
      operation: string
      attempt: number
      method: string
      path: string
      bytes: number
    }
  | {
      type: 'response'
      operation: string
      attempt: number
      status: number
      ms: number
      requestId?: string
    }
  | { type: 'retry'; operation: string; attempt: number; delayMs: number; reason: string }
  | { type: 'reconcile'; operation: string; outcome: string }
  | { type: 'unknown-enum'; operation: string; field: string; value: string }

/** Options of {@link TrunkClient}. */
export interface TrunkClientOptions {
  /** Base address ending in `/v1`; default `https://api.trunk.io/v1`. `http:` only for loopback. */
  baseUrl?: string
  /** The organization's v1 API token, sent as `x-api-token`. */
  token?: string
  /**
   * The GitHub run id of a workflow run from a fork, sent as `x-forked-workflow-run-id`:
   * setImpactedTargets accepts it instead of a token.
   */
  forkedWorkflowRunId?: string
  /** Retry and timeout settings; each field optional. */
  retry?: Partial<RetryPolicy>
  /** A run-wide retry budget shared with other clients; default one of its own. */
  budget?: RetryBudget
  /** The undici dispatcher; default a direct Agent for loopback, else one that honours *_PROXY. */
  dispatcher?: Dispatcher
  /** Cancels every operation of this client. */
  signal?: AbortSignal
  /** Receives {@link ClientEvent}s. */
  onEvent?: (event: ClientEvent) => void
  /** Most bytes read of a successful response body (default 64 MiB). */
  maxResponseBytes?: number
  /** Appended to the User-Agent, e.g. `github-action`. */
  userAgentSuffix?: string
  clock?: Clock
}

/** Per-call options. */
export interface CallOptions {
  signal?: AbortSignal
  /** Deadline of this operation, all attempts included (default the policy's). */
  timeoutMs?: number
}

/** What a write operation reports. */
export interface WriteResult {
  /** HTTP status of the final answer (undefined when a read settled the outcome). */
  status?: number
  /** Requests sent for the operation itself. */
  attempts: number
  /** True when a failure's outcome was unknown and the client settled it (by a read or a re-send). */
  reconciled: boolean
  /** Bytes of the request body. */
  requestBytes: number
  requestId?: string
}

/** What submitPullRequest reports. */
export interface SubmitResult extends WriteResult {
  /** Set when a read settled an unknown outcome: the PR as the queue then held it. */
  observed?: SubmittedPullRequest
}

/** What an impacted-targets upload reports. */
export interface UploadTargetsResult extends WriteResult {
  mode: 'list' | 'ALL'
  /** Why ALL was sent: asked for, the body was over the limit, or the server answered 413. */
  reason?: 'requested' | 'oversize' | 'server-413'
  /** Targets sent in the list (0 for ALL). */
  count: number
  /** Bytes the list body had or would have had (a lower bound past the limit when oversize). */
  listBytes: number
}

/** The metrics text and its content type. */
export interface MetricsText {
  text: string
  contentType?: string
}

interface Exchange<T> {
  operation: OperationName
  request: HttpRequest
  /** Turns a 2xx response into the result. */
  parse: (res: HttpResponse) => T
  /** After an ambiguous failure: settle by reading state, or ask for a re-send. */
  reconcile?: (firstSentAtMs: number, call: CallOptions) => Promise<{ value: T } | 'resend'>
  /** After an ambiguous failure, a re-send answered with one of these statuses means it landed. */
  landedStatuses?: readonly number[]
}

/** Allowance for clock skew between this machine and the service when comparing times. */
const CLOCK_SKEW_MS = 5_000

/**
 * Decides what an unknown outcome of submitPullRequest was, from a read made after it.
 * `landed`: the PR is in the queue as asked; `changed`: the PR's entry changed after the first
 * send (it landed, then left the queue): do not send again; `resend`: it did not land.
 */
export function decideAfterAmbiguousSubmit(
  observed: SubmittedPullRequest | null,
  firstSentAtMs: number,
  wanted: { priorityValue?: number; noBatch?: boolean },
): 'landed' | 'changed' | 'resend' {
  if (!observed) return 'resend'
  const changedAt = Date.parse(observed.stateChangedAt)
  const changedSinceSend = !Number.isNaN(changedAt) && changedAt >= firstSentAtMs - CLOCK_SKEW_MS
  if (observed.isCurrentlySubmittedToQueue && !isTerminalState(observed.state)) {
    // In the queue. If it shows other settings than asked, our submit did not land; sending it
    // again only updates the entry (v1 semantics), which is what was asked.
    if (wanted.priorityValue !== undefined && observed.priorityValue !== wanted.priorityValue) {
      return 'resend'
    }
    if (
      wanted.noBatch !== undefined &&
      observed.noBatch !== undefined &&
      observed.noBatch !== wanted.noBatch
    ) {
      return 'resend'
    }
    return 'landed'
  }
  return changedSinceSend ? 'changed' : 'resend'
}

/** The number a priority name or value stands for. */
export function priorityValueOf(priority: string | number): number {
  if (typeof priority === 'number') return priority
  return PRIORITY_NAMES[priority.toLowerCase() as keyof typeof PRIORITY_NAMES]
}

/** The client. Create one per run; call {@link TrunkClient.close} when done. */
export class TrunkClient {
  readonly baseUrl: URL
  readonly policy: RetryPolicy
  readonly budget: RetryBudget
  private readonly token?: string
  private readonly forkedWorkflowRunId?: string
  private readonly dispatcher: Dispatcher
  private readonly ownsDispatcher: boolean
  private readonly clock: Clock
  private readonly signal?: AbortSignal
  private readonly onEvent?: (event: ClientEvent) => void
  private readonly maxResponseBytes: number
  private readonly userAgent: string
  private closed = false
  private abandoned = false

  constructor(options: TrunkClientOptions = {}) {
    this.baseUrl = parseBaseUrl(options.baseUrl ?? DEFAULT_BASE_URL)
    this.policy = { ...DEFAULT_RETRY_POLICY, ...options.retry }
    if (options.token !== undefined) checkHeaderValue('API token', options.token)
    if (options.forkedWorkflowRunId !== undefined) {
      if (!/^\d{1,20}$/.test(options.forkedWorkflowRunId)) {
        throw new ClientConfigError('the forked workflow run id must be a number (github.run_id)')
      }
    }
    this.token = options.token || undefined
    this.forkedWorkflowRunId = options.forkedWorkflowRunId || undefined
    this.budget = options.budget ?? new RetryBudget()
    this.ownsDispatcher = options.dispatcher === undefined
    this.dispatcher =
      options.dispatcher ?? createDispatcher(this.baseUrl, this.policy.attemptTimeoutMs)
    this.clock = options.clock ?? systemClock
    this.signal = options.signal
    this.onEvent = options.onEvent
    this.maxResponseBytes = options.maxResponseBytes ?? 64 * 1024 * 1024
    this.userAgent =
      `${PROJECT_NAME}/${VERSION} (node ${process.version})` +
      (options.userAgentSuffix ? ` ${options.userAgentSuffix}` : '')
  }

  /** Closes the connections this client opened. */
  async close(): Promise<void> {
    if (this.ownsDispatcher && !this.closed) {
      this.closed = true
      // A request given up while it waited for a connection is still queued in undici: close()
      // would wait for it, so destroy instead.
      await (this.abandoned ? this.dispatcher.destroy() : this.dispatcher.close())
    }
  }

  // ---- Pull requests ------------------------------------------------------------------------

  /**
   * Submits a PR to the queue (or, in v1, updates the priority/noBatch of a queued one). After a
   * failure whose outcome is unknown it reads the PR's state instead of sending it again blindly.
   */
  async submitPullRequest(
    req: SubmitPullRequestRequest,
    call: CallOptions = {},
  ): Promise<SubmitResult> {
    const body = this.validate('submitPullRequest', SubmitPullRequestRequestSchema, req)
    const wanted = {
      priorityValue: body.priority === undefined ? undefined : priorityValueOf(body.priority),
      noBatch: body.noBatch,
    }
    const ref = { repo: body.repo, targetBranch: body.targetBranch, pr: { number: body.pr.number } }
    let observed: SubmittedPullRequest | undefined
    const r = await this.exchangeWrite(
      'submitPullRequest',
      this.jsonBody('submitPullRequest', body),
      call,
      {
        reconcile: async (firstSentAt, c) => {
          const pr = await this.findSubmittedPullRequest(ref, c)
          const decision = decideAfterAmbiguousSubmit(pr, firstSentAt, wanted)
          this.emit({ type: 'reconcile', operation: 'submitPullRequest', outcome: decision })
          if (decision === 'resend' || !pr) return 'resend'
          observed = pr
          return { value: undefined }
        },
      },
    )
    return { ...r, observed }
  }

  /**
   * Removes a PR from the queue. A PR that is not in the queue gives {@link NotFoundError}, except
   * after an unknown outcome, when a 404 on the re-send means the first cancel landed.
   */
  async cancelPullRequest(req: PullRequestRef, call: CallOptions = {}): Promise<WriteResult> {
    const body = this.validate('cancelPullRequest', PullRequestRefSchema, req)
    return this.exchangeWrite('cancelPullRequest', this.jsonBody('cancelPullRequest', body), call, {
      landedStatuses: [404],
    })
  }

  /**
   * Re-runs tests on a PR in the queue without losing its place. After an unknown outcome it
   * reads the PR: a state change since the first send means the restart landed.
   */
  async restartTestsOnPullRequest(
    req: PullRequestRef,
    call: CallOptions = {},
  ): Promise<WriteResult> {
    const body = this.validate('restartTestsOnPullRequest', PullRequestRefSchema, req)
    return this.exchangeWrite(
      'restartTestsOnPullRequest',
      this.jsonBody('restartTestsOnPullRequest', body),
      call,
      {
        reconcile: async (firstSentAt, c) => {
          const pr = await this.findSubmittedPullRequest(body, c)
          const changedAt = pr ? Date.parse(pr.stateChangedAt) : NaN
          const landed = !Number.isNaN(changedAt) && changedAt >= firstSentAt - CLOCK_SKEW_MS
          this.emit({
            type: 'reconcile',
            operation: 'restartTestsOnPullRequest',
            outcome: landed ? 'landed' : 'resend',
          })
          return landed ? { value: undefined } : 'resend'
        },
      },
    )
  }

  /** The queue's record of a PR; {@link NotFoundError} when it was never submitted to this queue. */
  async getSubmittedPullRequest(
    req: PullRequestRef,
    call: CallOptions = {},
  ): Promise<SubmittedPullRequest> {
    const body = this.validate('getSubmittedPullRequest', PullRequestRefSchema, req)
    const op = 'getSubmittedPullRequest'
    return this.exchange(
      {
        operation: op,
        request: this.jsonBody(op, body),
        parse: (res) => this.parseJson(op, SubmittedPullRequestSchema, res),
      },
      call,
    )
  }

  /** Like {@link getSubmittedPullRequest}, but null when the PR was never submitted. */
  async findSubmittedPullRequest(
    req: PullRequestRef,
    call: CallOptions = {},
  ): Promise<SubmittedPullRequest | null> {
    try {
      return await this.getSubmittedPullRequest(req, call)
    } catch (err) {
      if (err instanceof NotFoundError) return null
      throw err
    }
  }

  /**
   * Sets a PR's impacted targets (a list, or `'ALL'`). The body is measured exactly; one over
   * 20 MiB is refused with {@link RequestTooLargeError} before anything is sent. For large lists
   * with an automatic fallback to ALL, use {@link uploadImpactedTargets}.
   */
  async setImpactedTargets(
    req: SetImpactedTargetsRequest,
    call: CallOptions = {},
  ): Promise<WriteResult> {
    const body = this.validate('setImpactedTargets', SetImpactedTargetsRequestSchema, req)
    const encoded = encodeImpactedTargets(body, body.impactedTargets, { dedupe: false })
    if (encoded.mode === 'ALL' && encoded.reason === 'oversize') {
      throw new RequestTooLargeError(
        'setImpactedTargets',
        encoded.listBytes,
        MAX_REQUEST_BODY_BYTES,
      )
    }
    return this.exchangeWrite(
      'setImpactedTargets',
      this.rawBody('setImpactedTargets', encoded.body, true),
      call,
    )
  }

  /**
   * Uploads impacted targets the way large monorepos need: duplicates dropped (order kept), the
   * exact body size measured in one pass, and `ALL` sent instead when the list would pass the
   * 20 MiB limit or the service answers 413.
   */
  async uploadImpactedTargets(
    envelope: ImpactedTargetsEnvelope,
    targets: Iterable<string> | 'ALL',
    call: CallOptions = {},
  ): Promise<UploadTargetsResult> {
    // Validate the envelope (and, cheaply, the shape of the request) without the targets.
    const checked = this.validate('setImpactedTargets', SetImpactedTargetsRequestSchema, {
      ...envelope,
      impactedTargets: [],
    })
    const encoded: EncodedImpactedTargets = encodeImpactedTargets(checked, targets)
    const send = (e: EncodedImpactedTargets) =>
      this.exchangeWrite(
        'setImpactedTargets',
        this.rawBody('setImpactedTargets', e.body, true),
        call,
      )
    try {
      const r = await send(encoded)
      return {
        ...r,
        mode: encoded.mode,
        reason: encoded.reason,
        count: encoded.count,
        listBytes: encoded.listBytes,
      }
    } catch (err) {
      if (!(err instanceof TrunkApiError) || err.kind !== 'too-large' || encoded.mode === 'ALL')
        throw err
      const all = encodeImpactedTargets(checked, 'ALL')
      const r = await send(all)
      return {
        ...r,
        attempts: r.attempts + err.attempts,
        mode: 'ALL',
        reason: 'server-413',
        count: 0,
        listBytes: encoded.listBytes,
      }
    }
  }

  /** Details of the testing of one test run (the uuid in a `trunk-merge/pr-N/<uuid>` branch). */
  async getMergeQueueTestingDetails(
    req: GetMergeQueueTestingDetailsRequest,
    call: CallOptions = {},
  ): Promise<TestingDetails> {
    const op = 'getMergeQueueTestingDetails'
    const body = this.validate(op, GetMergeQueueTestingDetailsRequestSchema, req)
    return this.exchange(
      {
        operation: op,
        request: this.jsonBody(op, body),
        parse: (res) => this.parseJson(op, TestingDetailsSchema, res),
      },
      call,
    )
  }

  // ---- Queues -------------------------------------------------------------------------------

  /**
   * Creates a queue (mode and concurrency only; other settings go through updateQueue).
   * {@link ConflictError} when it exists, except after an unknown outcome, when a 409 on the
   * re-send means the first create landed.
   */
  async createQueue(req: CreateQueueRequest, call: CallOptions = {}): Promise<WriteResult> {
    const body = this.validate('createQueue', CreateQueueRequestSchema, req)
    return this.exchangeWrite('createQueue', this.jsonBody('createQueue', body), call, {
      landedStatuses: [409],
    })
  }

  /** Deletes an empty queue. After an unknown outcome, a 404 on the re-send means it landed. */
  async deleteQueue(req: QueueRef, call: CallOptions = {}): Promise<WriteResult> {
    const body = this.validate('deleteQueue', QueueRefSchema, req)
    return this.exchangeWrite('deleteQueue', this.jsonBody('deleteQueue', body), call, {
      landedStatuses: [404],
    })
  }

  /** A queue's settings, state and enqueued PRs (in queue order). */
  async getQueue(req: QueueRef, call: CallOptions = {}): Promise<Queue> {
    const op = 'getQueue'
    const body = this.validate(op, QueueRefSchema, req)
    return this.exchange(
      {
        operation: op,
        request: this.jsonBody(op, body),
        parse: (res) => this.parseJson(op, QueueSchema, res),
      },
      call,
    )
  }

  /**
   * Changes the given settings (only those are sent). Returns the queue's configuration when the
   * service sends it back, undefined when the body is something else (any 2xx is success).
   */
  async updateQueue(
    req: UpdateQueueRequest,
    call: CallOptions = {},
  ): Promise<WriteResult & { queue?: QueueConfig }> {
    const op = 'updateQueue'
    const body = this.validate(op, UpdateQueueRequestSchema, req)
    let queue: QueueConfig | undefined
    const r = await this.exchangeWrite(op, this.jsonBody(op, body), call, {
      onSuccess: (res) => {
        queue = this.tryParseJson(QueueConfigSchema, res)
      },
    })
    return { ...r, queue }
  }

  // ---- Metrics ------------------------------------------------------------------------------

  /**
   * The queue metrics in Prometheus text. With `repo` (`owner/name`) and `repoHost`, one
   * repository's; with neither, every repository of the organization.
   */
  async getMergeQueueMetrics(
    query: MetricsQuery = {},
    call: CallOptions = {},
  ): Promise<MetricsText> {
    const op = 'getMergeQueueMetrics'
    const q = this.validate(op, MetricsQuerySchema, query)
    const params: Record<string, string> = {}
    if (q.repo !== undefined) params.repo = q.repo
    if (q.repoHost !== undefined) params.repoHost = q.repoHost
    return this.exchange(
      {
        operation: op,
        request: {
          operation: op,
          method: 'GET',
          path: OPERATIONS[op].path,
          query: params,
          accept: 'text/plain',
          headers: this.headers(op, false),
        },
        parse: (res) => ({ text: res.body.toString('utf8'), contentType: res.contentType }),
      },
      call,
    )
  }

  // ---- Flaky tests --------------------------------------------------------------------------

  /** One page of the distinct tests that failed in a window of at most 7 days. */
  async listFailingTests(
    req: ListFailingTestsRequest,
    call: CallOptions = {},
  ): Promise<FailingTestsPage> {
    const op = 'listFailingTests'
    const body = this.validate(op, ListFailingTestsRequestSchema, req)
    return this.exchange(
      {
        operation: op,
        request: this.jsonBody(op, body),
        parse: (res) => this.parseJson(op, FailingTestsPageSchema, res),
      },
      call,
    )
  }

  /**
   * Every page of list-failing-tests, following `next_page_token` until it is empty; stops with
   * a {@link PaginationError} on a repeated token or more pages than announced.
   */
  async *failingTestPages(
    req: Omit<ListFailingTestsRequest, 'page_query'> & { page_size?: number },
    options: CallOptions & { maxPages?: number } = {},
  ): AsyncGenerator<FailingTestsPage, void, undefined> {
    const { page_size = 100, ...rest } = req
    // Validate once up front, so a wrong request fails before the first page.
    this.validate('listFailingTests', ListFailingTestsRequestSchema, {
      ...rest,
      page_query: { page_size },
    })
    yield* paginate(
      (token) =>
        this.listFailingTests({ ...rest, page_query: { page_size, page_token: token } }, options),
      { operation: 'listFailingTests', maxPages: options.maxPages },
    )
  }

  /** All failing tests of the window, every page read. */
  async listAllFailingTests(
    req: Omit<ListFailingTestsRequest, 'page_query'> & { page_size?: number },
    options: CallOptions & { maxPages?: number } = {},
  ): Promise<TestCase[]> {
    const tests: TestCase[] = []
    for await (const page of this.failingTestPages(req, options)) tests.push(...page.tests)
    return tests
  }

  /** One test case; {@link NotFoundError} for an unknown id. */
  async getTestDetails(req: GetTestDetailsRequest, call: CallOptions = {}): Promise<TestCase> {
    const op = 'getTestDetails'
    const body = this.validate(op, GetTestDetailsRequestSchema, req)
    const r = await this.exchange(
      {
        operation: op,
        request: this.jsonBody(op, body),
        parse: (res) => this.parseJson(op, TestDetailsSchema, res),
      },
      call,
    )
    return r.test
  }

  // ---- Machinery ----------------------------------------------------------------------------

  private emit(event: ClientEvent): void {
    try {
      this.onEvent?.(event)
    } catch {
      // A logging hook must never break a request.
    }
  }

  private validate<S extends z.ZodType>(operation: string, schema: S, input: unknown): z.output<S> {
    const r = schema.safeParse(input)
    if (r.success) return r.data
    const issue = r.error.issues[0]
    const path = issue?.path ?? []
    const field = path.length ? path.join('.') : '(request)'
    let given: unknown = input
    for (const key of path)
      given = (given as Record<PropertyKey, unknown> | undefined)?.[key as PropertyKey]
    throw new InvalidRequestError(operation, field, issue?.message ?? 'is invalid', given)
  }

  private headers(operation: OperationName, hasBody: boolean): Record<string, string> {
    const h: Record<string, string> = { 'user-agent': this.userAgent }
    if (hasBody) h['content-type'] = 'application/json'
    if (this.token) h['x-api-token'] = this.token
    if (operation === 'setImpactedTargets' && this.forkedWorkflowRunId) {
      h['x-forked-workflow-run-id'] = this.forkedWorkflowRunId
    }
    if (!this.token && !h['x-forked-workflow-run-id']) {
      throw new ClientConfigError(
        `no API token: ${operation} needs the organization's v1 API token` +
          (operation === 'setImpactedTargets'
            ? ' (or, from a fork, the forked workflow run id)'
            : ''),
      )
    }
    return h
  }

  private jsonBody(operation: OperationName, value: unknown): HttpRequest {
    return this.rawBody(operation, Buffer.from(JSON.stringify(value), 'utf8'), false)
  }

  private rawBody(operation: OperationName, body: RequestBody, measured: boolean): HttpRequest {
    if (!measured && body.byteLength > MAX_REQUEST_BODY_BYTES) {
      throw new RequestTooLargeError(operation, body.byteLength, MAX_REQUEST_BODY_BYTES)
    }
    return {
      operation,
      method: 'POST',
      path: OPERATIONS[operation].path,
      body,
      accept: 'application/json',
      headers: this.headers(operation, true),
    }
  }

  private parseJson<S extends z.ZodType>(
    operation: string,
    schema: S,
    res: HttpResponse,
  ): z.output<S> {
    const ctx = { operation, status: res.status, requestId: res.requestId }
    let data: unknown
    try {
      data = JSON.parse(res.body.toString('utf8'))
    } catch (e) {
      const snippet = sanitizeServerText(res.body.subarray(0, 256).toString('utf8'), {
        contentType: res.contentType,
        secrets: this.secrets(),
      })
      const start = snippet
        ? `; it starts: ${snippet}`
        : res.body.length
          ? `; its ${res.body.length} bytes hold no printable text`
          : '; it is empty'
      throw new ResponseShapeError(
        ctx,
        '(body)',
        `is not valid JSON (${jsonErrorReason(e)}${start})`,
      )
    }
    const { result, unknown } = collectUnknownEnumValues(() => schema.safeParse(data))
    for (const u of unknown)
      this.emit({ type: 'unknown-enum', operation, field: u.field, value: u.value })
    if (!result.success) {
      const issue = result.error.issues[0]
      const field = issue?.path.length ? issue.path.join('.') : '(body)'
      const more =
        result.error.issues.length > 1 ? ` (and ${result.error.issues.length - 1} more)` : ''
      throw new ResponseShapeError(ctx, field, `${issue?.message ?? 'is invalid'}${more}`)
    }
    return result.data
  }

  private tryParseJson<S extends z.ZodType>(schema: S, res: HttpResponse): z.output<S> | undefined {
    try {
      const r = schema.safeParse(JSON.parse(res.body.toString('utf8')))
      return r.success ? r.data : undefined
    } catch {
      return undefined
    }
  }

  private secrets(): string[] {
    return [this.token, this.forkedWorkflowRunId].filter((s): s is string => !!s)
  }

  private errorFrom(operation: string, res: HttpResponse): TrunkApiError {
    const text = sanitizeServerText(res.body.toString('utf8'), {
      contentType: res.contentType,
      secrets: this.secrets(),
    })
    const err = errorForStatus(
      {
        operation,
        status: res.status,
        requestId: res.requestId,
        serverText: text || undefined,
        retryAfterMs: parseRetryAfter(res.retryAfter, this.clock.now()),
      },
      res.location,
    )
    return err
  }

  private async exchangeWrite(
    operation: OperationName,
    request: HttpRequest,
    call: CallOptions,
    extra: {
      reconcile?: Exchange<undefined>['reconcile']
      landedStatuses?: readonly number[]
      onSuccess?: (res: HttpResponse) => void
    } = {},
  ): Promise<WriteResult> {
    let status: number | undefined
    let requestId: string | undefined
    const { value, attempts, reconciled } = await this.run<undefined>(
      {
        operation,
        request,
        parse: (res) => {
          status = res.status
          requestId = res.requestId
          extra.onSuccess?.(res)
          return undefined
        },
        reconcile: extra.reconcile,
        landedStatuses: extra.landedStatuses,
      },
      call,
    )
    void value
    return { status, attempts, reconciled, requestBytes: request.body?.byteLength ?? 0, requestId }
  }

  private async exchange<T>(exchange: Exchange<T>, call: CallOptions): Promise<T> {
    return (await this.run(exchange, call)).value
  }

  /** The retry loop: one operation, all its attempts, waits and reconciliation. */
  private async run<T>(
    ex: Exchange<T>,
    call: CallOptions,
  ): Promise<{ value: T; attempts: number; reconciled: boolean }> {
    const { operation, request } = ex
    const idempotency = OPERATIONS[operation].idempotency
    const signal = combineSignals(this.signal, call.signal)
    const started = this.clock.now()
    const deadline = started + (call.timeoutMs ?? this.policy.operationTimeoutMs)
    let attempts = 0
    let retries = 0
    let ambiguous = false
    let shapeRetries = 0
    let firstSentAt: number | undefined
    for (;;) {
      if (signal?.aborted) throw new CancelledError(operation, abortReason(signal))
      attempts++
      const sentAt = this.clock.now()
      firstSentAt ??= sentAt
      this.emit({
        type: 'request',
        operation,
        attempt: attempts,
        method: request.method,
        path: request.path,
        bytes: request.body?.byteLength ?? 0,
      })
      let error: TrunkApiError
      try {
        const res = await sendOnce(this.dispatcher, this.baseUrl, request, {
          signal,
          timeoutMs: Math.max(1, Math.min(this.policy.attemptTimeoutMs, deadline - sentAt)),
          maxResponseBytes: this.maxResponseBytes,
          onAbandoned: () => {
            this.abandoned = true
          },
        })
        this.emit({
          type: 'response',
          operation,
          attempt: attempts,
          status: res.status,
          ms: this.clock.now() - sentAt,
          requestId: res.requestId,
        })
        if (res.status >= 200 && res.status < 300) {
          this.budget.onSuccess()
          return { value: ex.parse(res), attempts, reconciled: ambiguous }
        }
        if (ambiguous && ex.landedStatuses?.includes(res.status)) {
          this.budget.onSuccess()
          this.emit({
            type: 'reconcile',
            operation,
            outcome: `landed (HTTP ${res.status} on re-send)`,
          })
          return { value: ex.parse(res), attempts, reconciled: true }
        }
        error = this.errorFrom(operation, res)
      } catch (err) {
        if (!(err instanceof TrunkApiError)) throw err
        error = err
      }
      error.attempts = attempts

      const decision = classifyFailure(idempotency, error)
      if (decision === 'fail') throw error
      // A malformed body may be a truncated one: worth one more try, not five.
      if (error.kind === 'response-shape' && shapeRetries++ >= 1) throw error
      if (decision === 'reconcile') {
        ambiguous = true
        if (ex.reconcile) {
          let settled: { value: T } | 'resend'
          try {
            settled = await ex.reconcile(firstSentAt, {
              signal,
              timeoutMs: Math.max(1, deadline - this.clock.now()),
            })
          } catch (readErr) {
            if (readErr instanceof CancelledError) throw readErr
            throw error.withNote(
              `Whether it took effect is unknown: the read to check failed too (${(readErr as Error).message}). ` +
                'Check the queue before trying again.',
            )
          }
          if (settled !== 'resend') return { value: settled.value, attempts, reconciled: true }
        }
      }

      const next = nextDelay({
        retry: retries,
        attemptsMade: attempts,
        retryAfterMs: error.retryAfterMs,
        remainingMs: deadline - this.clock.now(),
        policy: this.policy,
        random: this.clock.random,
      })
      if ('giveUp' in next) throw error.withNote(next.giveUp)
      if (!this.budget.tryAcquire(RetryBudget.costOf(error))) {
        throw error.withNote(
          `Gave up after ${attempts} attempt${attempts === 1 ? '' : 's'}: this run's retry budget is spent (the service has kept failing).`,
        )
      }
      this.emit({
        type: 'retry',
        operation,
        attempt: attempts,
        delayMs: next.delayMs,
        reason: error.kind,
      })
      try {
        await this.clock.sleep(next.delayMs, signal)
      } catch {
        throw new CancelledError(operation, signal ? abortReason(signal) : undefined)
      }
      retries++
    }
  }
}

/**
 * Why JSON.parse failed, without the input V8 quotes in its message (`Unexpected token 'x',
 * "tok_SECRETa"... is not valid JSON`): that quote is raw server text, unredacted and possibly
 * multi-line. The sanitized start of the body is shown instead.
 */
export function jsonErrorReason(e: unknown): string {
  const message = e instanceof Error ? e.message : String(e)
  const reason = message
    .replace(/^Unexpected token [\s\S]*? is not valid JSON$/, 'unexpected character')
    .replace(/^"[\s\S]*" is not valid JSON$/, 'not JSON')
  // eslint-disable-next-line no-control-regex
  return reason.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').slice(0, 200)
}

function combineSignals(...signals: (AbortSignal | undefined)[]): AbortSignal | undefined {
  const present = signals.filter((s): s is AbortSignal => s !== undefined)
  if (present.length <= 1) return present[0]
  return AbortSignal.any(present)
}

function abortReason(signal: AbortSignal): string | undefined {
  const r: unknown = signal.reason
  return r instanceof Error ? r.message : typeof r === 'string' ? r : undefined
}

function checkHeaderValue(what: string, value: string): void {
  if (value.length > 4096)
    throw new ClientConfigError(`the ${what} is too long (over 4096 characters)`)
  // Printable ASCII without spaces: anything else cannot travel in a header as is.
  if (/[^\u0021-\u007e]/.test(value)) {
    throw new ClientConfigError(
      `the ${what} contains whitespace, control or non-ASCII characters; copy it again without them`,
    )
  }
}
