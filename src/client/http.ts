/**
 * One HTTP attempt: explicit timeouts, cancellation, a capped body read that always consumes or
 * destroys the response body, no redirects followed, and every low-level failure turned into a
 * typed error that carries no header (so never the token). Two transports with one contract:
 * node:http(s) when the connection is direct, and undici when a proxy variable is set or the
 * caller gives a dispatcher. Node's own HTTP parser is native code; undici's is WebAssembly that
 * V8 re-compiles with TurboFan after the first response (on Node 20, ~30 MB and a few hundred ms,
 * which the process waits for at exit), a cost paid by every run of the action.
 */
import {
  Agent as HttpAgent,
  request as httpRequest,
  type ClientRequest,
  type IncomingMessage,
} from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import type { Socket } from 'node:net'
import { Agent, EnvHttpProxyAgent, Pool, request, type Dispatcher } from 'undici'
import {
  CancelledError,
  ClientConfigError,
  NetworkError,
  ResponseShapeError,
  TimeoutError,
  TrunkApiError,
  abortReason,
} from './errors.js'
import type { RequestBody, StreamedBody } from './targets.js'
import { isLoopbackHost } from '../wire/loopback.js'

export { isLoopbackHost }

/** The service's default base address. */
export const DEFAULT_BASE_URL = 'https://api.trunk.io/v1'

/** One request, as the client builds it. */
export interface HttpRequest {
  operation: string
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Path below the base URL, e.g. `/submitPullRequest`. */
  path: string
  query?: Record<string, string>
  /** The exact bytes to send (JSON), whole or streamed. */
  body?: RequestBody
  accept: string
  headers: Record<string, string>
}

/** What came back: status, the headers the client uses, and the whole (capped) body. */
export interface HttpResponse {
  status: number
  requestId?: string
  contentType?: string
  retryAfter?: string
  location?: string
  /** The `Date` header: the service's clock when it answered. */
  date?: string
  body: Buffer
}

/** Options of one attempt. */
export interface AttemptOptions {
  /** The caller's cancellation. */
  signal?: AbortSignal
  /** Time for the whole attempt: connect, send, headers and body. */
  timeoutMs: number
  /** Most bytes of response body read before the attempt fails. */
  maxResponseBytes: number
  /**
   * Called when the attempt gave up on a request undici still holds (it was aborted while
   * waiting for a connection, which undici only notices once it has one): the dispatcher must
   * then be destroyed, not closed, or closing waits for it.
   */
  onAbandoned?: () => void
}

/**
 * What is wrong with a base URL for this client, or undefined when nothing is: credentials, a
 * query or fragment, or a scheme other than `https:` (`http:` only for loopback addresses, which
 * never leave the machine). Words that follow "the base URL" in a message.
 */
export function baseUrlProblem(url: URL): string | undefined {
  if (url.username || url.password) return 'must not carry credentials (a user name or password)'
  if (url.search || url.hash) return 'must not have a query or fragment'
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    return (
      'does not use https: (http: would send the API token in clear text; it is allowed only ' +
      'for loopback addresses such as the local emulator)'
    )
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return `does not use https: (it uses ${url.protocol})`
  }
  return undefined
}

/** Checks and normalises a base URL (see {@link baseUrlProblem}). */
export function parseBaseUrl(raw: string): URL {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ClientConfigError(
      `the base URL ${JSON.stringify(raw)} is not a URL; expected e.g. ${DEFAULT_BASE_URL}`,
    )
  }
  const problem = baseUrlProblem(url)
  if (problem) throw new ClientConfigError(`the base URL ${problem}`)
  url.pathname = url.pathname.replace(/\/+$/, '')
  return url
}

/**
 * The dispatcher a client uses when none is given: loopback goes direct; anything else honours
 * HTTPS_PROXY / HTTP_PROXY / NO_PROXY (self-hosted runners behind a proxy).
 */
export function createDispatcher(baseUrl: URL, attemptTimeoutMs: number): Dispatcher {
  const opts = {
    connect: { timeout: Math.min(10_000, attemptTimeoutMs) },
    headersTimeout: attemptTimeoutMs,
    bodyTimeout: attemptTimeoutMs,
    keepAliveTimeout: 4_000,
  }
  return isLoopbackHost(baseUrl.hostname)
    ? new Agent(opts)
    : new EnvHttpProxyAgent({ ...opts, clientFactory: proxyClientFactory(attemptTimeoutMs) })
}

/** The code of a failed CONNECT through the proxy: the request never reached the service. */
export const PROXY_CONNECT_FAILED = 'MQA_PROXY_CONNECT_FAILED'

/**
 * The client undici's proxy agent sends CONNECT through, made so that a failed CONNECT fails the
 * request. In undici 7, a proxy that closes the connection before answering CONNECT leaves the
 * request queued and undici reconnects in a tight loop, thousands of times a second, forever
 * (nodejs/undici#3897, fixed only in undici 8, which needs Node 22); and a proxy that never
 * answers holds the request past every deadline, because an abort reaches a request only once
 * it has a connection. Any error of the CONNECT is given a code undici does not retry, and the
 * CONNECT has the attempt's timeout.
 */
function proxyClientFactory(attemptTimeoutMs: number) {
  return (origin: URL, options: object): Dispatcher => {
    const pool = new Pool(origin, {
      ...options,
      headersTimeout: attemptTimeoutMs,
      bodyTimeout: attemptTimeoutMs,
    })
    const connect = pool.connect.bind(pool) as (o: Dispatcher.ConnectOptions) => Promise<unknown>
    const wrapped = async (o: Dispatcher.ConnectOptions) => {
      try {
        return await connect(o)
      } catch (err) {
        const e = err as { code?: string; message?: string }
        const failure = new Error(
          `the proxy failed the CONNECT (${e.code ?? e.message ?? 'unknown error'})`,
        ) as Error & { code: string; cause: unknown }
        failure.code = PROXY_CONNECT_FAILED
        failure.cause = err
        throw failure
      }
    }
    pool.connect = wrapped as typeof pool.connect
    return pool
  }
}

/** How attempts reach the service; {@link createTransport} picks one. */
export interface Transport {
  /** Sends one request and reads the whole response; throws only {@link TrunkApiError}s. */
  send(base: URL, req: HttpRequest, opts: AttemptOptions): Promise<HttpResponse>
  /** Closes its connections; `force` also ends requests it still holds. */
  close(force: boolean): Promise<void>
}

/** The proxy variables undici's EnvHttpProxyAgent reads; any of them set means a proxy may apply. */
const PROXY_VARIABLES = ['http_proxy', 'HTTP_PROXY', 'https_proxy', 'HTTPS_PROXY'] as const

/**
 * The transport a client uses when it is given no dispatcher: node:http(s) straight to the
 * service for loopback, or when no proxy variable is set; otherwise undici's proxy agent
 * ({@link createDispatcher}), which honours HTTPS_PROXY / HTTP_PROXY / NO_PROXY.
 */
export function createTransport(baseUrl: URL, attemptTimeoutMs: number): Transport {
  const direct =
    isLoopbackHost(baseUrl.hostname) || PROXY_VARIABLES.every((name) => !process.env[name])
  return direct
    ? nodeTransport(baseUrl, attemptTimeoutMs)
    : dispatcherTransport(createDispatcher(baseUrl, attemptTimeoutMs))
}

/** A transport over an undici dispatcher (see {@link sendOnce}). */
export function dispatcherTransport(dispatcher: Dispatcher): Transport {
  return {
    send: (base, req, opts) => sendOnce(dispatcher, base, req, opts),
    close: (force) => (force ? dispatcher.destroy() : dispatcher.close()),
  }
}

/** Idle connections are closed after this long (the server's own `Keep-Alive` hint if shorter). */
const IDLE_SOCKET_MS = 4_000
/** Longest wait for a connection (TCP and TLS); the attempt's timeout if shorter. */
const CONNECT_TIMEOUT_MS = 10_000
/**
 * The code of a connection not made in time: undici's, so the retry rules (the request never
 * left) and anything matching on it are the same whichever transport ran.
 */
const CONNECT_TIMEOUT_CODE = 'UND_ERR_CONNECT_TIMEOUT'

/**
 * A transport over node:http or node:https (by the base URL's scheme), keeping connections alive
 * between requests. A streamed body is written a chunk at a time, each after the socket has taken
 * the last (so it is never whole in memory); a response that comes before the body is all sent
 * (a 413) is still read and returned.
 */
export function nodeTransport(baseUrl: URL, attemptTimeoutMs: number): Transport {
  const secure = baseUrl.protocol === 'https:'
  const agentOptions = { keepAlive: true, timeout: IDLE_SOCKET_MS }
  const agent = secure ? new HttpsAgent(agentOptions) : new HttpAgent(agentOptions)
  const connectTimeoutMs = Math.min(CONNECT_TIMEOUT_MS, attemptTimeoutMs)
  return {
    send: (base, req, opts) => sendOnceNode(agent, secure, connectTimeoutMs, base, req, opts),
    close: async () => agent.destroy(),
  }
}

/** {@link sendOnce} over node:http(s). */
async function sendOnceNode(
  agent: HttpAgent,
  secure: boolean,
  connectTimeoutMs: number,
  base: URL,
  req: HttpRequest,
  opts: AttemptOptions,
): Promise<HttpResponse> {
  if (opts.signal?.aborted) throw new CancelledError(req.operation, abortReason(opts.signal))
  const url = requestUrl(base, req.path, req.query)
  const body = req.body
  const headers: Record<string, string> = { ...req.headers, accept: req.accept }
  if (body) headers['content-length'] = String(body.byteLength)
  const outgoing = (secure ? httpsRequest : httpRequest)(url, {
    method: req.method,
    headers,
    agent,
  })

  return new Promise<HttpResponse>((resolve, reject) => {
    let settled = false
    let timedOut = false
    let phase: 'request' | 'body' = 'request'
    let connectTimer: NodeJS.Timeout | undefined
    const timer = setTimeout(() => {
      timedOut = true
      outgoing.destroy(new Error('attempt timed out'))
    }, opts.timeoutMs)
    const onCallerAbort = () => outgoing.destroy(new Error('cancelled'))
    opts.signal?.addEventListener('abort', onCallerAbort, { once: true })
    const finish = () => {
      settled = true
      clearTimeout(timer)
      clearTimeout(connectTimer)
      opts.signal?.removeEventListener('abort', onCallerAbort)
    }
    const fail = (err: unknown) => {
      if (settled) return
      finish()
      outgoing.destroy()
      if (err instanceof TrunkApiError) reject(err)
      else if (timedOut) {
        reject(
          new TimeoutError(
            { operation: req.operation, cause: err },
            `no complete response within ${formatMs(opts.timeoutMs)} (per-attempt timeout)`,
          ),
        )
      } else if (opts.signal?.aborted) {
        reject(new CancelledError(req.operation, abortReason(opts.signal)))
      } else reject(networkError(req.operation, err, phase))
    }

    outgoing.on('error', fail)
    outgoing.on('socket', (socket: Socket) => {
      if (settled || !socket.connecting) return
      connectTimer = setTimeout(() => {
        const err = new Error('connect timeout') as Error & { code: string }
        err.code = CONNECT_TIMEOUT_CODE
        outgoing.destroy(err)
      }, connectTimeoutMs).unref() // the attempt's own timer keeps the process alive
      socket.once(secure ? 'secureConnect' : 'connect', () => clearTimeout(connectTimer))
    })
    outgoing.on('response', (res: IncomingMessage) => {
      phase = 'body'
      const isSuccess =
        res.statusCode !== undefined && res.statusCode >= 200 && res.statusCode < 300
      // An error body is only shown (2 KiB of it), so read little of it.
      const cap = isSuccess ? opts.maxResponseBytes : 64 * 1024
      const chunks: Buffer[] = []
      let size = 0
      const done = () => {
        if (settled) return
        finish()
        // An answer that came before the whole body was sent: send no more of it.
        if (!outgoing.writableEnded) outgoing.destroy()
        const header = (name: string): string | undefined => {
          const v = res.headers[name]
          return Array.isArray(v) ? v[0] : v
        }
        resolve({
          status: res.statusCode ?? 0,
          requestId: header('x-request-id'),
          contentType: header('content-type'),
          retryAfter: header('retry-after'),
          location: header('location'),
          date: header('date'),
          body: Buffer.concat(chunks, Math.min(size, cap)),
        })
      }
      res.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size <= cap) chunks.push(chunk)
        else if (isSuccess) {
          fail(
            new ResponseShapeError(
              { operation: req.operation, status: res.statusCode },
              '(body)',
              `is larger than the client's limit of ${cap} bytes`,
            ),
          )
        } else {
          size -= chunk.length
          done()
          res.destroy()
          outgoing.destroy()
        }
      })
      res.on('end', done)
      res.on('error', fail)
      res.on('close', () => {
        if (!res.complete) fail(new Error('the response ended early'))
      })
    })

    if (!body) outgoing.end()
    else if (Buffer.isBuffer(body)) outgoing.end(body)
    else
      writeStreamed(outgoing, body).then(
        () => outgoing.end(),
        (err: unknown) => fail(err),
      )
  })
}

/**
 * Writes a streamed body, asking for each chunk only once the socket has taken the last (so one
 * buffer serves the whole body); stops when the request is destroyed (a timeout, a cancel, an
 * early answer that closed the connection).
 */
async function writeStreamed(outgoing: ClientRequest, body: StreamedBody): Promise<void> {
  for (const chunk of body.reusingChunks?.() ?? body) {
    if (outgoing.destroyed) return
    await new Promise<void>((taken) => {
      const done = () => {
        outgoing.off('close', done)
        taken()
      }
      outgoing.on('close', done)
      outgoing.write(chunk, done)
    })
  }
}

/** The URL of one request. */
export function requestUrl(base: URL, path: string, query?: Record<string, string>): URL {
  const url = new URL(base.href)
  // A base URL without a path (v2's host root) has pathname `/`: join without doubling it.
  url.pathname = `${base.pathname.replace(/\/+$/, '')}${path}`
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v)
  return url
}

/** Sends one request and reads the whole response; throws only {@link TrunkApiError}s. */
export async function sendOnce(
  dispatcher: Dispatcher,
  base: URL,
  req: HttpRequest,
  opts: AttemptOptions,
): Promise<HttpResponse> {
  if (opts.signal?.aborted) throw new CancelledError(req.operation, abortReason(opts.signal))
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort(new Error('attempt timed out'))
  }, opts.timeoutMs)
  const onCallerAbort = () => controller.abort(opts.signal?.reason)
  opts.signal?.addEventListener('abort', onCallerAbort, { once: true })
  const fail = (err: unknown, phase: 'request' | 'body'): TrunkApiError => {
    if (err instanceof TrunkApiError) return err
    if (timedOut) {
      return new TimeoutError(
        { operation: req.operation, cause: err },
        `no complete response within ${formatMs(opts.timeoutMs)} (per-attempt timeout)`,
      )
    }
    if (opts.signal?.aborted) return new CancelledError(req.operation, abortReason(opts.signal))
    return networkError(req.operation, err, phase)
  }

  let res: Dispatcher.ResponseData
  try {
    res = await settledOnAbort(
      request(requestUrl(base, req.path, req.query), {
        dispatcher,
        method: req.method,
        headers: {
          ...req.headers,
          accept: req.accept,
          // A streamed body would otherwise go chunked; its size is known exactly.
          ...(req.body && !Buffer.isBuffer(req.body)
            ? { 'content-length': String(req.body.byteLength) }
            : {}),
        },
        // undici writes an iterable body chunk by chunk (its Dispatcher docs list Iterable and
        // AsyncIterable bodies; its types lag behind).
        body: req.body as Buffer | undefined,
        signal: controller.signal,
        headersTimeout: opts.timeoutMs,
        bodyTimeout: opts.timeoutMs,
      }),
      controller.signal,
      opts.onAbandoned,
    )
  } catch (err) {
    clearTimeout(timer)
    opts.signal?.removeEventListener('abort', onCallerAbort)
    throw fail(err, 'request')
  }

  const header = (name: string): string | undefined => {
    const v = res.headers[name]
    return Array.isArray(v) ? v[0] : v
  }
  const isSuccess = res.statusCode >= 200 && res.statusCode < 300
  // An error body is only shown (2 KiB of it), so read little of it.
  const cap = isSuccess ? opts.maxResponseBytes : 64 * 1024
  try {
    const body = await readCapped(res.body, cap, isSuccess, req.operation, res.statusCode)
    return {
      status: res.statusCode,
      requestId: header('x-request-id'),
      contentType: header('content-type'),
      retryAfter: header('retry-after'),
      location: header('location'),
      date: header('date'),
      body,
    }
  } catch (err) {
    throw fail(err, 'body')
  } finally {
    clearTimeout(timer)
    opts.signal?.removeEventListener('abort', onCallerAbort)
  }
}

/**
 * The request's promise, but rejected as soon as `signal` aborts. undici applies an abort to a
 * request only once the request has a connection, so one still waiting for a connection (a
 * proxy that does not answer CONNECT) would outlive every deadline. A late answer is discarded.
 */
function settledOnAbort(
  pending: Promise<Dispatcher.ResponseData>,
  signal: AbortSignal,
  onAbandoned?: () => void,
): Promise<Dispatcher.ResponseData> {
  return new Promise((resolve, reject) => {
    let done = false
    const onAbort = () => {
      if (done) return
      done = true
      // undici rejects with the signal's reason; so does this, so `fail` classifies both alike.
      reject(signal.reason)
      onAbandoned?.()
    }
    if (signal.aborted) onAbort()
    else signal.addEventListener('abort', onAbort, { once: true })
    pending.then(
      (res) => {
        signal.removeEventListener('abort', onAbort)
        if (done) res.body.destroy()
        else {
          done = true
          resolve(res)
        }
      },
      (err: unknown) => {
        signal.removeEventListener('abort', onAbort)
        if (!done) {
          done = true
          reject(err)
        }
      },
    )
  })
}

async function readCapped(
  body: Dispatcher.ResponseData['body'],
  cap: number,
  strict: boolean,
  operation: string,
  status: number,
): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > cap) {
      body.destroy()
      if (!strict) break
      throw new ResponseShapeError(
        { operation, status },
        '(body)',
        `is larger than the client's limit of ${cap} bytes`,
      )
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

function networkError(operation: string, err: unknown, phase: 'request' | 'body'): TrunkApiError {
  const e = err as { code?: string; message?: string; name?: string; cause?: { code?: string } }
  const code = e?.code ?? e?.cause?.code
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
    return new TimeoutError(
      { operation, cause: err },
      code === 'UND_ERR_HEADERS_TIMEOUT'
        ? 'no response headers in time (per-attempt timeout)'
        : 'the response body stalled (per-attempt timeout)',
    )
  }
  const detail =
    phase === 'body'
      ? 'the connection closed before the whole response arrived'
      : code === 'ECONNREFUSED'
        ? 'the connection was refused (is the service or emulator running at that address?)'
        : code === 'ENOTFOUND' || code === 'EAI_AGAIN'
          ? 'the host name could not be resolved'
          : code === PROXY_CONNECT_FAILED
            ? `${e.message ?? 'the proxy failed the CONNECT'}: check HTTPS_PROXY and NO_PROXY`
            : code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_SOCKET'
              ? 'the connection was reset or closed before a response'
              : code === CONNECT_TIMEOUT_CODE
                ? 'connecting took too long'
                : (e?.message ?? 'request failed')
  return new NetworkError({ operation, cause: err }, code, detail)
}

function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(ms % 1000 === 0 ? 0 : 1)} s` : `${ms} ms`
}
