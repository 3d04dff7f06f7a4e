/**
 * Typed errors of the API client: one class per failure class, each with a message a user can
 * act on. Messages name the operation, the HTTP status, the `X-Request-Id` when the service sent
 * one and at most 2 KiB of the server's own text; never the API token.
 */
import { bodyLimitText, byteCountText } from './targets.js'

export { ERROR_KINDS, isErrorKind, type ErrorKind } from '../wire/error-kind.js'
import type { ErrorKind } from '../wire/error-kind.js'

/** What the client knows about the HTTP exchange that failed. */
export interface ErrorContext {
  /** The API operation, e.g. `submitPullRequest`. */
  operation: string
  status?: number
  requestId?: string
  /** The server's text, already cut to {@link MAX_SERVER_TEXT_BYTES} and made single-line. */
  serverText?: string
  /** How many requests were sent for this operation. */
  attempts?: number
  /** Milliseconds the server asked us to wait (`Retry-After`). */
  retryAfterMs?: number
  /** The API's own error code, when its answer carried one (v2: `error.code`). */
  apiCode?: string
  cause?: unknown
}

/** At most this much of the server's text goes into an error message. */
export const MAX_SERVER_TEXT_BYTES = 2048

/** Base class of every error the client throws. */
export class TrunkApiError extends Error {
  readonly kind: ErrorKind
  readonly operation: string
  readonly status?: number
  readonly requestId?: string
  readonly serverText?: string
  attempts: number
  readonly retryAfterMs?: number
  /** The API's own error code, e.g. `PR_ALREADY_ENQUEUED` (v2 only). */
  readonly apiCode?: string

  constructor(kind: ErrorKind, summary: string, ctx: ErrorContext) {
    super(composeMessage(summary, ctx), ctx.cause === undefined ? undefined : { cause: ctx.cause })
    this.name = new.target.name
    this.kind = kind
    this.operation = ctx.operation
    this.status = ctx.status
    this.requestId = ctx.requestId
    this.serverText = ctx.serverText
    this.attempts = ctx.attempts ?? 0
    this.retryAfterMs = ctx.retryAfterMs
    this.apiCode = ctx.apiCode
  }

  /**
   * Adds a sentence to the message (e.g. why the client stopped retrying); the message so far is
   * ended first, so a server's text without a full stop does not run into the note.
   */
  withNote(note: string): this {
    this.message = `${endSentence(this.message)} ${endSentence(note)}`
    return this
  }
}

/** `text` ending as a sentence does: with its own . ! or ?, else with a full stop added. */
export function endSentence(text: string): string {
  const trimmed = text.replace(/[\s,;:]+$/, '')
  return /[.!?]["')\]]?$/.test(trimmed) ? trimmed : `${trimmed}.`
}

function composeMessage(summary: string, ctx: ErrorContext): string {
  let m = `${ctx.operation}: ${summary}`
  if (ctx.status !== undefined) m += ` (HTTP ${ctx.status}`
  if (ctx.requestId) m += `${ctx.status !== undefined ? ', ' : ' ('}request id ${ctx.requestId}`
  if (ctx.status !== undefined || ctx.requestId) m += ')'
  if (ctx.serverText) m += `. The server said: ${ctx.serverText}`
  return m
}

/** A request the client refused to send because a field is wrong. Nothing was sent. */
export class InvalidRequestError extends TrunkApiError {
  /** The offending field, e.g. `pr.number`. */
  readonly field: string
  constructor(operation: string, field: string, problem: string, given?: unknown) {
    const shown = given === undefined ? '' : ` (given ${describeValue(given)})`
    super('invalid-request', `${field} ${problem}${shown}; nothing was sent`, { operation })
    this.field = field
  }
}

/** A body over the service's 20 MiB limit, refused before it was sent. */
export class RequestTooLargeError extends TrunkApiError {
  readonly bytes: number
  readonly limit: number
  constructor(operation: string, bytes: number, limit: number) {
    super(
      'request-too-large',
      `the request body is ${byteCountText(bytes)}, ` +
        `over the service's limit of ${bodyLimitText(limit)}; nothing was sent`,
      { operation },
    )
    this.bytes = bytes
    this.limit = limit
  }
}

/** The client was set up wrongly (base URL, token); nothing was sent. */
export class ClientConfigError extends TrunkApiError {
  constructor(summary: string) {
    super('config', summary, { operation: 'client' })
  }
}

/** 400: the service refused the request as invalid. */
export class BadRequestError extends TrunkApiError {
  constructor(ctx: ErrorContext) {
    super('bad-request', 'the service refused the request as invalid', ctx)
  }
}

/** 401/403: the token is missing, wrong or not allowed. */
export class AuthError extends TrunkApiError {
  /** `summary` replaces the v1 wording (the v2 client names its API keys instead). */
  constructor(ctx: ErrorContext, summary?: string) {
    super(
      'auth',
      summary ??
        `the API token was refused${ctx.status === 403 ? ' (forbidden)' : ''}. Check that it is the organization's ` +
          'v1 API token (not a v2 key). Workflows run from a fork or by Dependabot get no secrets, so ' +
          'the token is empty there',
      ctx,
    )
  }
}

/** 404: the PR was never submitted to this queue, or the queue (or test) does not exist. */
export class NotFoundError extends TrunkApiError {
  constructor(ctx: ErrorContext, what = 'the PR, queue or test') {
    super('not-found', `${what} was not found`, ctx)
  }
}

/** 409: the resource exists already (e.g. createQueue of an existing queue). */
export class ConflictError extends TrunkApiError {
  constructor(ctx: ErrorContext) {
    super('conflict', 'the service reported a conflict (it exists already)', ctx)
  }
}

/** 413: the service refused the body as too large. */
export class PayloadTooLargeError extends TrunkApiError {
  constructor(ctx: ErrorContext) {
    super('too-large', 'the service refused the request body as too large', ctx)
  }
}

/** 429: rate limited, and the client could not wait long enough. */
export class RateLimitedError extends TrunkApiError {
  constructor(ctx: ErrorContext) {
    super('rate-limited', 'the service is rate limiting this organization', ctx)
  }
}

/** 5xx: the service failed. */
export class ServerError extends TrunkApiError {
  constructor(ctx: ErrorContext) {
    super('server', 'the service failed', ctx)
  }
}

/** A status the API does not use (and every 3xx: redirects are never followed). */
export class UnexpectedStatusError extends TrunkApiError {
  constructor(ctx: ErrorContext) {
    super('unexpected-status', 'the service answered with an unexpected status', ctx)
  }
}

/** A 3xx: refused, because following it would send the API token to another address. */
export class RedirectRefusedError extends TrunkApiError {
  readonly location?: string
  constructor(ctx: ErrorContext, location: string | undefined) {
    super(
      'redirect',
      `the service answered with a redirect${location ? ` to ${location}` : ''}; it was not followed, ` +
        'because that would send the API token to another address. Check api-url',
      ctx,
    )
    this.location = location
  }
}

/** The connection failed: refused, reset, closed early, DNS, TLS. */
export class NetworkError extends TrunkApiError {
  /** The low-level code, e.g. `ECONNRESET` or `UND_ERR_SOCKET`. */
  readonly code?: string
  constructor(ctx: ErrorContext, code: string | undefined, detail: string) {
    super('network', `network error${code ? ` ${code}` : ''}: ${detail}`, ctx)
    this.code = code
  }
}

/** An attempt or the whole operation ran out of time. */
export class TimeoutError extends TrunkApiError {
  constructor(ctx: ErrorContext, detail: string) {
    super('timeout', detail, ctx)
  }
}

/** A 2xx response whose body is not what the API promises; names the field. */
export class ResponseShapeError extends TrunkApiError {
  /** The first offending field, e.g. `priorityValue`, or `(body)` when it is not JSON. */
  readonly field: string
  constructor(ctx: ErrorContext, field: string, problem: string) {
    super('response-shape', `unexpected response shape: ${field} ${problem}`, ctx)
    this.field = field
  }
}

/** A paginated listing that does not end (repeated token, more pages than announced). */
export class PaginationError extends TrunkApiError {
  constructor(operation: string, detail: string) {
    super('pagination', detail, { operation })
  }
}

/** The caller cancelled the operation (its AbortSignal fired). */
export class CancelledError extends TrunkApiError {
  constructor(operation: string, reason?: string) {
    super('cancelled', `cancelled${reason ? `: ${reason}` : ''}`, { operation })
  }
}

/** What a 404 means for each operation, in the words a user needs. */
const NOT_FOUND_SUBJECT: Record<string, string> = {
  submitPullRequest: 'the merge queue (check repository and target branch)',
  cancelPullRequest: 'the PR in this queue',
  restartTestsOnPullRequest: 'the PR in this queue',
  getSubmittedPullRequest: 'the PR in this queue (it was never submitted to it)',
  setImpactedTargets: 'the PR or its queue',
  getQueue: 'the merge queue (check repository and target branch)',
  updateQueue: 'the merge queue (check repository and target branch)',
  deleteQueue: 'the merge queue',
  getMergeQueueTestingDetails: 'the test run',
  getTestDetails: 'the test',
  listFailingTests: 'the repository or organization',
}

/** Builds the typed error for a non-2xx response. */
export function errorForStatus(ctx: ErrorContext & { status: number }, location?: string) {
  const s = ctx.status
  if (s >= 300 && s < 400) return new RedirectRefusedError(ctx, location)
  if (s === 400 || s === 422) return new BadRequestError(ctx)
  if (s === 401 || s === 403) return new AuthError(ctx)
  if (s === 404) return new NotFoundError(ctx, NOT_FOUND_SUBJECT[ctx.operation])
  if (s === 409) return new ConflictError(ctx)
  if (s === 413) return new PayloadTooLargeError(ctx)
  if (s === 429) return new RateLimitedError(ctx)
  if (s >= 500 && s < 600) return new ServerError(ctx)
  return new UnexpectedStatusError(ctx)
}

/**
 * Makes server text safe to show: one line, no control characters, the token (if the server
 * echoed it) replaced, HTML reduced to its text, at most {@link MAX_SERVER_TEXT_BYTES} bytes.
 */
export function sanitizeServerText(
  raw: string,
  opts: { contentType?: string; secrets?: readonly string[] } = {},
): string {
  let text = raw
  if (/html/i.test(opts.contentType ?? '') || /^\s*<(!doctype|html)/i.test(text)) {
    const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(text)?.[1]
    text = (title ?? text.replace(/<[^>]*>/g, ' ')).trim()
  }
  for (const secret of opts.secrets ?? []) {
    if (secret) text = text.split(secret).join('***')
  }
  text = text
    .replace(LINE_BREAKING, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim()
  return truncateUtf8(text, MAX_SERVER_TEXT_BYTES)
}

// eslint-disable-next-line no-control-regex
const LINE_BREAKING = /[\u0000-\u001f\u007f\u2028\u2029]+/g

/** Cuts a string to at most `maxBytes` of UTF-8 without splitting a character. */
export function truncateUtf8(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text, 'utf8') <= maxBytes) return text
  const marker = ' […]'
  const budget = maxBytes - Buffer.byteLength(marker)
  const buf = Buffer.from(text, 'utf8')
  let end = budget
  // Step back to a character boundary (continuation bytes are 10xxxxxx).
  while (end > 0 && ((buf[end] ?? 0) & 0xc0) === 0x80) end--
  return buf.subarray(0, end).toString('utf8') + marker
}

function describeValue(v: unknown): string {
  const s = typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v))
  return s.length > 80 ? `${s.slice(0, 77)}...` : s
}

/** The text of why a signal was aborted: its reason's message, or the reason if it is text. */
export function abortReason(signal: AbortSignal): string | undefined {
  const r: unknown = signal.reason
  return r instanceof Error ? r.message : typeof r === 'string' ? r : undefined
}

/** The most characters of a header value (the token, the run id) the client sends. */
export const MAX_HEADER_VALUE_LENGTH = 4096

/**
 * Why a value cannot travel in an HTTP header as is (too long, or not printable ASCII without
 * spaces), or undefined when it can. Words that follow "the token" in a message.
 */
export function headerValueProblem(value: string): string | undefined {
  if (value.length > MAX_HEADER_VALUE_LENGTH)
    return `is too long (over ${MAX_HEADER_VALUE_LENGTH} characters)`
  if (/[^\u0021-\u007e]/.test(value))
    return 'contains whitespace, control or non-ASCII characters; copy it again without them'
  return undefined
}
