/**
 * The request engine under every API method: headers and token, body building, the retry loop
 * by idempotency class with deadlines and reconciliation, and response parsing into typed
 * results or typed errors. The API methods in client.ts describe operations; this runs them.
 */
import { setTimeout as sleepTimer } from 'node:timers/promises'
import type { Dispatcher } from 'undici'
import type { z } from 'zod'
import { collectUnknownEnumValues } from '../wire/enums.js'
import {
  CancelledError,
  ClientConfigError,
  InvalidRequestError,
  RequestTooLargeError,
  ResponseShapeError,
  TrunkApiError,
  abortReason,
  errorForStatus,
  type ErrorContext,
  headerValueProblem,
  sanitizeServerText,
} from './errors.js'
import {
  DEFAULT_BASE_URL,
  createTransport,
  dispatcherTransport,
  parseBaseUrl,
  type HttpRequest,
  type HttpResponse,
  type Transport,
} from './http.js'
import {
  DEFAULT_RETRY_POLICY,
  MIN_ATTEMPT_WINDOW_MS,
  RetryBudget,
  classifyFailure,
  nextDelay,
  parseRetryAfter,
  tooCloseToDeadline,
  type Idempotency,
  type RetryPolicy,
} from './retry.js'
import { MAX_REQUEST_BODY_BYTES } from '../wire/schemas.js'
import { OPERATIONS, type OperationName } from '../wire/operations.js'
import type { RequestBody } from './targets.js'
import { PROJECT_NAME, VERSION } from './version.js'

export { OPERATIONS, type OperationName } from '../wire/operations.js'

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

/** Options of the engine, and so of {@link TrunkClient}. */
export interface EngineOptions {
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
  /**
   * An undici dispatcher to send through; default node:http(s) directly, or undici's proxy agent
   * when a proxy variable (HTTPS_PROXY, HTTP_PROXY) is set (see `createTransport`).
   */
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
  /**
   * How the token travels: `x-api-token` (v1, the default) or `bearer` (`Authorization: Bearer`,
   * the v2 API keys).
   */
  auth?: 'x-api-token' | 'bearer'
  /**
   * Builds the typed error of a non-2xx response when the API has its own error format (v2's
   * `{error:{code,message}}` envelope); undefined falls back to the status-based error.
   */
  errorFor?: ErrorMapper
}

/** Turns a non-2xx response into a typed error (see {@link EngineOptions.errorFor}). */
export type ErrorMapper = (
  ctx: ErrorContext & { status: number },
  res: HttpResponse,
  req: HttpRequest,
) => TrunkApiError | undefined

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

/** One operation as the engine runs it: the request, how to parse it, how to settle doubt. */
export interface Exchange<T> {
  /** A v1 operation, or (with {@link Exchange.idempotency}) any other API's operation name. */
  operation: OperationName | (string & {})
  /** The idempotency class; default the v1 operation's in {@link OPERATIONS}. */
  idempotency?: Idempotency
  request: HttpRequest
  /** Turns a 2xx response into the result. */
  parse: (res: HttpResponse) => T
  /** After an ambiguous failure: settle by reading state, or ask for a re-send. */
  reconcile?: (firstSentAtMs: number, call: CallOptions) => Promise<{ value: T } | 'resend'>
  /** After an ambiguous failure, a re-send answered with one of these statuses means it landed. */
  landedStatuses?: readonly number[]
}

/** Runs operations for one client: owns its dispatcher, token, clock and retry budget. */
export class RequestEngine {
  readonly baseUrl: URL
  readonly policy: RetryPolicy
  readonly budget: RetryBudget
  readonly clock: Clock
  private readonly token?: string
  private readonly forkedWorkflowRunId?: string
  private readonly transport: Transport
  private readonly ownsDispatcher: boolean
  private readonly signal?: AbortSignal
  private readonly onEvent?: (event: ClientEvent) => void
  private readonly maxResponseBytes: number
  private readonly userAgent: string
  private readonly auth: 'x-api-token' | 'bearer'
  private readonly errorFor?: ErrorMapper
  private closed = false
  private abandoned = false
  /** The service's clock (the `Date` header of its last answer) at our clock's `seenAt`. */
  private serviceClock?: { date: number; seenAt: number }

  constructor(options: EngineOptions = {}) {
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
    this.transport = options.dispatcher
      ? dispatcherTransport(options.dispatcher)
      : createTransport(this.baseUrl, this.policy.attemptTimeoutMs)
    this.clock = options.clock ?? systemClock
    this.signal = options.signal
    this.onEvent = options.onEvent
    this.maxResponseBytes = options.maxResponseBytes ?? 64 * 1024 * 1024
    this.userAgent =
      `${PROJECT_NAME}/${VERSION} (node ${process.version})` +
      (options.userAgentSuffix ? ` ${options.userAgentSuffix}` : '')
    this.auth = options.auth ?? 'x-api-token'
    this.errorFor = options.errorFor
  }

  /** Closes the connections this engine opened. */
  async close(): Promise<void> {
    if (this.ownsDispatcher && !this.closed) {
      this.closed = true
      // A request given up while it waited for a connection is still queued in undici: close()
      // would wait for it, so destroy instead.
      await this.transport.close(this.abandoned)
    }
  }

  /**
   * The service's time now, ms since the epoch: its last answer's `Date` header (one-second
   * resolution) plus the time since on our clock; undefined before an answer with a usable one.
   */
  serviceNow(): number | undefined {
    return this.serviceTimeOf(this.clock.now())
  }

  /** A time on our clock as the service's clock had it, by the last `Date` seen; undefined before one. */
  serviceTimeOf(ours: number): number | undefined {
    const c = this.serviceClock
    return c ? c.date + (ours - c.seenAt) : undefined
  }

  /** Remembers the service's clock from an answer's `Date` header (a time no Date can hold is ignored). */
  private noteServiceClock(date: string | undefined): void {
    const t = date === undefined ? NaN : Date.parse(date)
    if (Number.isFinite(t) && Math.abs(t) <= 8.64e15)
      this.serviceClock = { date: t, seenAt: this.clock.now() }
  }

  emit(event: ClientEvent): void {
    try {
      this.onEvent?.(event)
    } catch {
      // A logging hook must never break a request.
    }
  }

  validate<S extends z.ZodType>(operation: string, schema: S, input: unknown): z.output<S> {
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

  headers(operation: OperationName | (string & {}), hasBody: boolean): Record<string, string> {
    const h: Record<string, string> = { 'user-agent': this.userAgent }
    if (hasBody) h['content-type'] = 'application/json'
    if (this.auth === 'bearer') {
      if (!this.token) {
        throw new ClientConfigError(`no API key: ${operation} needs a v2 API key (trunk_v2_…)`)
      }
      h.authorization = `Bearer ${this.token}`
      return h
    }
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

  jsonBody(operation: OperationName, value: unknown): HttpRequest {
    return this.rawBody(operation, Buffer.from(JSON.stringify(value), 'utf8'), false)
  }

  rawBody(operation: OperationName, body: RequestBody, measured: boolean): HttpRequest {
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

  parseJson<S extends z.ZodType>(operation: string, schema: S, res: HttpResponse): z.output<S> {
    return this.checkJson(operation, schema, this.jsonOf(operation, res), res)
  }

  /** The answer's body as JSON, not yet checked; {@link ResponseShapeError} when it is not JSON. */
  jsonOf(operation: string, res: HttpResponse): unknown {
    const ctx = { operation, status: res.status, requestId: res.requestId }
    try {
      return JSON.parse(res.body.toString('utf8'))
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
  }

  /** `data` (an answer's JSON body) checked against `schema`, as {@link parseJson} does. */
  checkJson<S extends z.ZodType>(
    operation: string,
    schema: S,
    data: unknown,
    res: HttpResponse,
  ): z.output<S> {
    const ctx = { operation, status: res.status, requestId: res.requestId }
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

  tryParseJson<S extends z.ZodType>(schema: S, res: HttpResponse): z.output<S> | undefined {
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

  /** Makes server text safe to show, the token removed (for {@link ErrorMapper}s too). */
  sanitize(raw: string, contentType?: string): string {
    return sanitizeServerText(raw, { contentType, secrets: this.secrets() })
  }

  private errorFrom(operation: string, res: HttpResponse, req: HttpRequest): TrunkApiError {
    const text = this.sanitize(res.body.toString('utf8'), res.contentType)
    const ctx = {
      operation,
      status: res.status,
      requestId: res.requestId,
      serverText: text || undefined,
      retryAfterMs: parseRetryAfter(res.retryAfter, this.clock.now()),
    }
    return this.errorFor?.(ctx, res, req) ?? errorForStatus(ctx, res.location)
  }

  async exchangeWrite(
    operation: OperationName | (string & {}),
    request: HttpRequest,
    call: CallOptions,
    extra: {
      reconcile?: Exchange<undefined>['reconcile']
      landedStatuses?: readonly number[]
      onSuccess?: (res: HttpResponse) => void
      idempotency?: Idempotency
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
        idempotency: extra.idempotency,
      },
      call,
    )
    void value
    return { status, attempts, reconciled, requestBytes: request.body?.byteLength ?? 0, requestId }
  }

  async exchange<T>(exchange: Exchange<T>, call: CallOptions): Promise<T> {
    return (await this.run(exchange, call)).value
  }

  /** The retry loop: one operation, all its attempts, waits and reconciliation. */
  private async run<T>(
    ex: Exchange<T>,
    call: CallOptions,
  ): Promise<{ value: T; attempts: number; reconciled: boolean }> {
    const { operation, request } = ex
    const idempotency =
      ex.idempotency ??
      (OPERATIONS as Partial<Record<string, { idempotency: Idempotency }>>)[operation]?.idempotency
    if (idempotency === undefined) {
      throw new ClientConfigError(`${operation}: no idempotency class given for this operation`)
    }
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
        const res = await this.transport.send(this.baseUrl, request, {
          signal,
          timeoutMs: Math.max(1, Math.min(this.policy.attemptTimeoutMs, deadline - sentAt)),
          maxResponseBytes: this.maxResponseBytes,
          onAbandoned: () => {
            this.abandoned = true
          },
        })
        this.noteServiceClock(res.date)
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
        error = this.errorFrom(operation, res, request)
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
          `Gave up after ${attempts} attempt${attempts === 1 ? '' : 's'}: ` +
            "this run's retry budget is spent (the service has kept failing).",
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
      // A wait can end late (a busy runner): a retry left too little time is not sent, and the
      // failure that made it retry is the one reported.
      const left = deadline - this.clock.now()
      if (left < MIN_ATTEMPT_WINDOW_MS) {
        throw error.withNote(tooCloseToDeadline(left, attempts, 'would have started'))
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

function checkHeaderValue(what: string, value: string): void {
  const problem = headerValueProblem(value)
  if (problem) throw new ClientConfigError(`the ${what} ${problem}`)
}
