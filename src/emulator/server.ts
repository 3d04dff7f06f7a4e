/**
 * The emulator's HTTP layer: routing, constant-time token checks, bounded body reading (413
 * without buffering, 400 on a short body), the request log, fault injection, and the clock that
 * drives the simulation before each request and, in real-time mode, on a timer.
 */
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { MAX_REQUEST_BODY_BYTES } from '../wire/index.js'
import { API_ROUTES, type ApiRoute } from './api.js'
import { EmulatorClock, iso, type ClockMode } from './clock.js'
import {
  CONTROL_GET_ROUTES,
  CONTROL_ROUTES,
  type ControlContext,
  type ControlRoute,
} from './control.js'
import { HttpError } from './errors.js'
import {
  EDGE_FAULTS,
  FaultEngine,
  withUnknownFields,
  withUnknownState,
  type FaultConfig,
  type FaultRule,
} from './faults.js'
import { FlakyTestStore, type FlakyTest } from './flaky.js'
import type { StateDocument, StateFile } from './persistence.js'
import { JSON_TYPE, TEXT, jsonReply, textReply, type Reply } from './reply.js'
import { RequestLog, type LoggedRequest } from './request-log.js'
import type { Simulation } from './simulation.js'
import { handleView, isViewPath, type ViewContext } from './view/routes.js'
import { VIEW_HEADER, ViewSessions } from './view/sessions.js'
import { V2Api, type ApiKey } from './v2/index.js'

/** Everything the server works with. */
export interface EmulatorParts {
  sim: Simulation
  clock: EmulatorClock
  flaky: FlakyTestStore
  faults: FaultEngine
  log: RequestLog
  token: string
  /** True when the server listens on a loopback address (fault mode requires it). */
  loopback: boolean
  stateFile?: StateFile
  /** The v2 API keys (default: one key with every permission, see v2/keys.ts). */
  apiKeys?: readonly ApiKey[]
}

/** Reads header `name` as one string (the first, if repeated). */
function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name]
  return Array.isArray(v) ? v[0] : v
}

type Body = { ok: true; bytes: Buffer } | { ok: false; status: number; message: string }

/**
 * Reads a request body of at most `limit` bytes. Over the limit it answers at once (413) without
 * reading the rest into memory: a declared Content-Length is checked before any byte is read,
 * a chunked body is counted as it arrives.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Body> {
  const declaredText = header(req, 'content-length')
  const declared = declaredText === undefined ? undefined : Number(declaredText)
  if (declaredText !== undefined && !/^\d+$/.test(declaredText.trim())) {
    return Promise.resolve({ ok: false, status: 400, message: 'Content-Length is not a number' })
  }
  if (declared !== undefined && declared > limit) {
    return Promise.resolve({
      ok: false,
      status: 413,
      message: `request body of ${declared} bytes is over the limit of ${limit} bytes (20 MiB)`,
    })
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let received = 0
    let settled = false
    const settle = (b: Body) => {
      if (settled) return
      settled = true
      resolve(b)
    }
    req.on('data', (chunk: Buffer) => {
      if (settled) return
      received += chunk.length
      if (received > limit) {
        chunks.length = 0
        settle({
          ok: false,
          status: 413,
          message: `request body is over the limit of ${limit} bytes (20 MiB)`,
        })
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => {
      if (declared !== undefined && received !== declared) {
        settle({
          ok: false,
          status: 400,
          message: `request body is ${received} bytes but Content-Length said ${declared}`,
        })
      } else settle({ ok: true, bytes: Buffer.concat(chunks) })
    })
    const early = () =>
      settle({
        ok: false,
        status: 400,
        message:
          declared !== undefined
            ? `request body ended after ${received} of the ${declared} bytes Content-Length announced`
            : 'request body ended early',
      })
    req.on('aborted', early)
    req.on('error', early)
    req.on('close', () => {
      if (!req.complete) early()
    })
  })
}

/** The HTTP request handler of an emulator, and the clock-driven timer. */
export class EmulatorServer implements ControlContext {
  readonly sim: Simulation
  readonly clock: EmulatorClock
  readonly flaky: FlakyTestStore
  readonly faultEngine: FaultEngine
  readonly log: RequestLog
  private readonly tokenDigest: Buffer
  private readonly digests = new Map<string, Buffer>()
  /** Sign-ins of the live view. */
  private readonly sessions = new ViewSessions()
  private readonly view: ViewContext = {
    sessions: this.sessions,
    isToken: (token) => token !== '' && timingSafeEqual(this.digestOf(token), this.tokenDigest),
    readForm: async (req, res, limit) => {
      const body = await readBody(req, limit)
      if (body.ok) return body.bytes.toString('utf8')
      send(res, textReply(body.status, body.message, { Connection: 'close' }))
      return undefined
    },
  }
  private readonly loopback: boolean
  private readonly stateFile?: StateFile
  private timer: NodeJS.Timeout | undefined
  private readonly delayed = new Set<NodeJS.Timeout>()
  private savedVersion = -1
  private closed = false
  /** The `/v2` endpoints, over the same simulation. */
  readonly v2: V2Api

  constructor(parts: EmulatorParts) {
    this.sim = parts.sim
    this.clock = parts.clock
    this.flaky = parts.flaky
    this.faultEngine = parts.faults
    this.log = parts.log
    this.tokenDigest = digest(parts.token)
    this.loopback = parts.loopback
    this.stateFile = parts.stateFile
    this.savedVersion = this.sim.version
    this.v2 = new V2Api(
      {
        sim: this.sim,
        log: this.log,
        now: () => this.clock.now(),
        isV1Token: (token) => this.view.isToken(token),
        transact: (fn) => {
          this.sim.advanceTo(this.clock.now())
          try {
            return fn()
          } finally {
            this.afterChange()
          }
        },
        readBody,
        send,
        faults: this.faultEngine,
        delay: (ms) => this.delay(ms),
        applyEdgeFault,
        applyAppFault,
      },
      parts.apiKeys,
    )
  }

  // ---- ControlContext ----------------------------------------------------------------------

  now(): number {
    return this.clock.now()
  }

  clockInfo() {
    return { now: this.sim.now, mode: this.clock.mode, speed: this.clock.speed }
  }

  configureClock(change: { mode?: ClockMode; speed?: number; advanceMs?: number }): void {
    this.sim.advanceTo(this.clock.now())
    this.clock.configure({ mode: change.mode, speed: change.speed })
    if (change.advanceMs !== undefined) {
      const target = this.clock.advance(change.advanceMs)
      this.sim.advanceTo(target)
    }
  }

  requests() {
    return this.log.summary()
  }

  resetRequests(): void {
    this.log.reset()
  }

  flakyTests(): readonly FlakyTest[] {
    return this.flaky.all()
  }

  replaceFlakyTests(tests: FlakyTest[]): void {
    this.flaky.replaceAll(tests)
  }

  upsertFlakyTests(tests: FlakyTest[]): void {
    this.flaky.upsert(tests)
  }

  faults() {
    return this.faultEngine.describe()
  }

  configureFaults(config: FaultConfig): void {
    if (!this.loopback && config.rules.length > 0) {
      throw new HttpError(
        400,
        'fault mode is available only when the emulator listens on a loopback address',
      )
    }
    this.faultEngine.configure(config)
  }

  clearFaults(): void {
    this.faultEngine.configure({ rules: [] })
  }

  // ---- Lifecycle ---------------------------------------------------------------------------

  /** The document the data file holds. */
  stateDocument(): StateDocument {
    return {
      format: 'merge-queue-emulator-state',
      version: 1,
      savedAt: iso(this.sim.now),
      clock: { now: this.sim.now, mode: this.clock.mode, speed: this.clock.speed },
      simulation: this.sim.toSnapshot(),
    }
  }

  /** Brings the simulation up to the clock, saves if it changed, re-arms the timer. */
  sync(): void {
    if (this.closed) return
    this.sim.advanceTo(this.clock.now())
    this.afterChange()
  }

  private afterChange(): void {
    if (this.stateFile && this.sim.version !== this.savedVersion) {
      this.savedVersion = this.sim.version
      this.stateFile.schedule(() => this.stateDocument())
    }
    this.armTimer()
  }

  /** In real-time mode, wakes up at the next simulated event so state moves without requests. */
  private armTimer(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = undefined
    if (this.closed || this.clock.mode !== 'real') return
    const next = this.sim.nextEventTime()
    if (next === undefined) return
    const delay = Math.min(2 ** 31 - 1, Math.ceil(this.clock.realDelayUntil(next)) + 1)
    this.timer = setTimeout(() => {
      this.timer = undefined
      this.sync()
    }, delay)
    this.timer.unref()
  }

  /** Stops the timers and writes the data file one last time. */
  async close(): Promise<void> {
    this.closed = true
    if (this.timer) clearTimeout(this.timer)
    for (const t of this.delayed) clearTimeout(t)
    this.delayed.clear()
    if (this.stateFile) await this.stateFile.flush(() => this.stateDocument())
  }

  // ---- Requests ----------------------------------------------------------------------------

  /** The `request` listener of the HTTP server. Never throws; never answers 5xx on its own. */
  readonly handle = (req: IncomingMessage, res: ServerResponse): void => {
    this.dispatch(req, res).catch((err: unknown) => {
      // A bug must not take the server down; it answers 400 rather than a 5xx (only fault mode
      // sends 5xx), and says so.
      if (!res.headersSent) {
        send(
          res,
          textReply(400, `the emulator could not handle this request: ${(err as Error).message}`),
        )
      } else res.destroy()
    })
  }

  private async dispatch(req: IncomingMessage, res: ServerResponse): Promise<void> {
    requestIds.set(res, randomUUID())
    replyDates.set(res, new Date(this.clock.now()).toUTCString())
    let url: URL
    try {
      url = new URL(req.url ?? '/', 'http://emulator.invalid')
    } catch {
      send(res, textReply(400, 'the request target is not a valid path'))
      return
    }
    const path = url.pathname
    if (isViewPath(path)) {
      const reply = await handleView(this.view, req, res, url)
      if (reply) send(res, reply)
      return
    }
    if (V2Api.handles(path)) {
      await this.v2.handle(req, res, url)
      return
    }
    if (path === '/_control' || path.startsWith('/_control/')) {
      await this.dispatchControl(req, res, path.slice('/_control'.length))
      return
    }
    const route = path.startsWith('/v1/') ? API_ROUTES[path.slice(3)] : undefined
    const record = this.log.start({
      method: req.method ?? '',
      path,
      operation: route?.operation ?? 'unknown',
      status: 0,
      at: iso(this.clock.now()),
    })
    res.on('close', () => {
      record.status = res.headersSent ? res.statusCode : 0
    })
    if (!route) {
      send(res, textReply(404, `no such endpoint: ${req.method} ${path}`))
      return
    }
    if (req.method !== route.method) {
      send(res, textReply(405, `${path} accepts ${route.method} only`, { Allow: route.method }))
      return
    }
    const auth = this.authenticate(req, route)
    if (typeof auth !== 'string') {
      send(res, auth)
      return
    }
    const input = await readRequestJson(req, res, route.method === 'POST' ? 'required' : 'none')
    if (!input) return
    const parsed = input.value
    const fault = this.faultEngine.enabled ? this.faultEngine.pick(route.operation) : undefined
    if (fault) record.fault = fault.kind
    if (fault?.kind === 'slow-headers' && fault.delayMs > 0 && !(await this.delay(fault.delayMs))) {
      res.destroy()
      return
    }
    if (fault && EDGE_FAULTS.has(fault.kind)) {
      applyEdgeFault(req, res, fault)
      return
    }
    const reply = this.run(route, parsed, url.searchParams, auth)
    if (!fault || fault.kind === 'slow-headers') {
      send(res, reply)
      return
    }
    applyAppFault(res, fault, route.operation, reply, parsed)
  }

  /** Waits `ms` (a slow-headers fault); false when the server closed meanwhile. */
  private async delay(ms: number): Promise<boolean> {
    await new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        this.delayed.delete(t)
        resolve()
      }, ms)
      this.delayed.add(t)
    })
    return !this.closed
  }

  /** Runs a handler synchronously: advance the clock, act, persist. */
  private run(
    route: ApiRoute,
    body: unknown,
    query: URLSearchParams,
    auth: 'token' | 'fork',
  ): Reply {
    this.sim.advanceTo(this.clock.now())
    try {
      return route.handle(this, { body, query, auth })
    } catch (err) {
      if (err instanceof HttpError) return textReply(err.status, err.message, err.headers)
      throw err
    } finally {
      this.afterChange()
    }
  }

  /**
   * The SHA-256 digest of a token a client sent, remembered for the next requests (hashing took
   * a tenth of the time of a read under load). The comparison stays constant-time on digests;
   * the cache is keyed by what clients sent, so no lookup touches the secret.
   */
  private digestOf(token: string): Buffer {
    let d = this.digests.get(token)
    if (!d) {
      if (this.digests.size >= 64) this.digests.clear()
      d = digest(token)
      this.digests.set(token, d)
    }
    return d
  }

  private authenticate(
    req: IncomingMessage,
    route: ApiRoute | ControlRoute,
  ): 'token' | 'fork' | Reply {
    const token = header(req, 'x-api-token')
    if (token) {
      return timingSafeEqual(this.digestOf(token), this.tokenDigest)
        ? 'token'
        : textReply(401, 'the x-api-token header does not hold a valid API token')
    }
    if ('operation' in route && route.operation === 'setImpactedTargets') {
      const runId = header(req, 'x-forked-workflow-run-id')
      if (runId) {
        return /^\d{1,20}$/.test(runId)
          ? 'fork'
          : textReply(401, 'x-forked-workflow-run-id must be the numeric id of the workflow run')
      }
    }
    return textReply(401, 'missing x-api-token header: every request needs the API token')
  }

  private async dispatchControl(
    req: IncomingMessage,
    res: ServerResponse,
    sub: string,
  ): Promise<void> {
    const route =
      req.method === 'GET' && CONTROL_GET_ROUTES[sub]
        ? CONTROL_GET_ROUTES[sub]
        : CONTROL_ROUTES[sub]
    if (!route) {
      send(res, textReply(404, `no such control route: ${req.method} /_control${sub}`))
      return
    }
    if (req.method !== route.method) {
      const allow = [CONTROL_ROUTES[sub]?.method, CONTROL_GET_ROUTES[sub]?.method]
        .filter((m) => m !== undefined)
        .join(', ')
      send(res, textReply(405, `/_control${sub} accepts ${allow} only`, { Allow: allow }))
      return
    }
    // The live view calls the control API with its session cookie and its own header instead.
    const viewSession =
      header(req, 'x-api-token') === undefined &&
      header(req, VIEW_HEADER) === '1' &&
      this.sessions.has(req.headers.cookie)
    if (sub !== '/health' && !viewSession) {
      const auth = this.authenticate(req, route)
      if (typeof auth !== 'string') {
        send(res, auth)
        return
      }
    }
    const input = await readRequestJson(req, res, route.method === 'POST' ? 'optional' : 'none')
    if (!input) return
    const parsed = input.value
    this.sim.advanceTo(this.clock.now())
    let reply: Reply
    try {
      reply = route.handle(this, parsed)
    } catch (err) {
      if (err instanceof HttpError) reply = textReply(err.status, err.message, err.headers)
      else if (err instanceof RangeError) reply = textReply(400, err.message)
      else throw err
    } finally {
      this.afterChange()
    }
    send(res, reply)
  }

  /** Answers a malformed request the HTTP parser refused (server `clientError`). */
  static answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
    if (!socket.writable) {
      socket.destroy()
      return
    }
    const incomplete = err.code === 'HPE_INVALID_EOF_STATE'
    const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400
    const message = incomplete
      ? 'the request ended before the body that Content-Length announced'
      : `malformed HTTP request (${err.code ?? 'parse error'})`
    const body = Buffer.from(message, 'utf8')
    socket.end(
      `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
        `Content-Type: ${TEXT}\r\nContent-Length: ${body.length}\r\nX-Request-Id: ${randomUUID()}\r\n` +
        `Connection: close\r\n\r\n${message}`,
    )
  }
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest()
}

/**
 * Reads a request's body within the 20 MiB limit and parses it as JSON (`required`: always;
 * `optional`: when there is one; `none`: never). On a bad body it answers (413 and closes, or
 * 400) and resolves undefined.
 */
async function readRequestJson(
  req: IncomingMessage,
  res: ServerResponse,
  json: 'required' | 'optional' | 'none',
): Promise<{ value: unknown } | undefined> {
  const body = await readBody(req, MAX_REQUEST_BODY_BYTES)
  if (!body.ok) {
    const headers = body.status === 413 ? { Connection: 'close' } : undefined
    send(res, textReply(body.status, body.message, headers))
    return undefined
  }
  if (json === 'none' || (json === 'optional' && body.bytes.length === 0))
    return { value: undefined }
  const parsed = parseJson(body.bytes)
  if (!parsed.ok) {
    send(res, parsed.reply)
    return undefined
  }
  return { value: parsed.value }
}

function parseJson(bytes: Buffer): { ok: true; value: unknown } | { ok: false; reply: Reply } {
  const text = bytes.toString('utf8')
  if (text.trim() === '') {
    return { ok: false, reply: textReply(400, 'the request body is empty; expected a JSON object') }
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch (e) {
    return {
      ok: false,
      reply: textReply(400, `the request body is not valid JSON: ${(e as Error).message}`),
    }
  }
}

/**
 * Each response's X-Request-Id, written with the other headers by writeHead: a header set
 * earlier with setHeader sends every header of writeHead through Node's slow path.
 */
const requestIds = new WeakMap<ServerResponse, string>()
/** Each response's Date header: the emulator's clock (sped up or set by hand), as a service's. */
const replyDates = new WeakMap<ServerResponse, string>()

/** The headers of a reply, X-Request-Id and Date included. */
function replyHeaders(res: ServerResponse, reply: Reply, length: number): OutgoingHttpHeaders {
  const id = requestIds.get(res)
  const date = replyDates.get(res)
  return {
    ...reply.headers,
    ...(id === undefined ? {} : { 'X-Request-Id': id }),
    ...(date === undefined ? {} : { Date: date }),
    'Content-Type': reply.contentType,
    'Content-Length': String(length),
  }
}

/**
 * Writes a reply. The body goes to `end` as a string: Node then sends the head and the body in
 * one write, where a Buffer body takes a second buffer and a gathered write.
 */
export function send(res: ServerResponse, reply: Reply): void {
  if (res.headersSent || res.destroyed) return
  res.writeHead(reply.status, replyHeaders(res, reply, Buffer.byteLength(reply.body, 'utf8')))
  res.end(reply.body, 'utf8')
}

/** Faults that act before the queue sees the request. */
function applyEdgeFault(req: IncomingMessage, res: ServerResponse, fault: FaultRule): void {
  switch (fault.kind) {
    case 'status': {
      const headers: Record<string, string> = {}
      if (fault.retryAfter !== undefined) headers['Retry-After'] = fault.retryAfter
      const defaults: Record<number, string> = {
        429: 'Too Many Requests',
        500: 'Internal Server Error',
        502: 'Bad Gateway',
        503: 'Service Unavailable',
        413: 'Payload Too Large',
        504: 'Gateway Timeout',
      }
      send(res, {
        status: fault.status,
        contentType: fault.contentType ?? TEXT,
        body: fault.body ?? defaults[fault.status] ?? 'Error',
        headers,
      })
      return
    }
    case 'reset':
      req.socket.resetAndDestroy()
      return
    case 'invalid-json':
      send(res, { status: 200, contentType: JSON_TYPE, body: '{"state": "testing", "prNumber": ' })
      return
    case 'html-502':
      send(res, {
        status: 502,
        contentType: 'text/html; charset=utf-8',
        body:
          '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head>' +
          '<body><center><h1>502 Bad Gateway</h1></center><hr><center>emulator-edge</center></body></html>',
      })
      return
    case 'redirect':
      send(res, {
        ...textReply(307, `Moved to ${fault.location}`),
        headers: { Location: fault.location },
      })
      return
    default:
      send(res, textReply(400, `fault ${fault.kind} is not an edge fault`))
  }
}

/** Faults that act on the answer of a request the queue has handled. */
function applyAppFault(
  res: ServerResponse,
  fault: FaultRule,
  operation: string,
  reply: Reply,
  requestBody: unknown,
): void {
  switch (fault.kind) {
    case 'drop-after-commit':
      res.socket?.destroy()
      res.destroy()
      return
    case 'truncate': {
      const body = Buffer.from(reply.body, 'utf8')
      res.writeHead(reply.status, replyHeaders(res, reply, body.length))
      res.write(body.subarray(0, Math.floor(body.length / 2)), () => {
        res.socket?.destroy()
      })
      return
    }
    case 'unknown-fields':
      if (reply.status === 200 && reply.json !== undefined) {
        send(res, jsonReply(200, withUnknownFields(reply.json)))
      } else send(res, reply)
      return
    case 'unknown-state':
      if (reply.status === 200 && reply.json !== undefined) {
        send(res, jsonReply(200, withUnknownState(operation, reply.json)))
      } else send(res, reply)
      return
    case 'repeat-page-token': {
      const value = reply.json as { page?: { next_page_token?: string } } | undefined
      if (reply.status === 200 && value?.page) {
        const asked = (requestBody as { page_query?: { page_token?: unknown } } | undefined)
          ?.page_query?.page_token
        const current = typeof asked === 'string' ? asked : ''
        const next =
          current !== ''
            ? current
            : (FlakyTestStore.firstPageTokenLike(value.page.next_page_token ?? '') ?? '')
        send(res, jsonReply(200, { ...value, page: { ...value.page, next_page_token: next } }))
      } else send(res, reply)
      return
    }
    default:
      send(res, reply)
  }
}

export type { LoggedRequest }
