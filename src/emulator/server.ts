/**
 * The emulator's HTTP layer: it routes each request to the live view (view/), the v2 API (v2/),
 * the control API (control/) or a v1 endpoint (v1/), and runs the handler in one step of the
 * simulation. The pieces it routes through are in http/: bodies (body.ts), replies (send.ts,
 * reply.ts), the v1 token (auth.ts), the request log (request-log.ts) and the clock that drives
 * the simulation (driver.ts); fault answers are in faults/replies.ts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { API_ROUTES, type ApiRoute } from './v1/routes.js'
import { iso, type ClockMode, type EmulatorClock } from './simulation/clock.js'
import type { ControlContext } from './control/bodies.js'
import { CONTROL_GET_ROUTES, CONTROL_ROUTES } from './control/routes.js'
import { HttpError } from './simulation/errors.js'
import { EDGE_FAULTS, type FaultConfig, type FaultEngine } from './faults/engine.js'
import type { FlakyTest, FlakyTestStore } from './flaky/store.js'
import { TokenCheck, type V1Auth } from './http/auth.js'
import { header, readBody, readRequestJson } from './http/body.js'
import { SimulationDriver } from './http/driver.js'
import { applyAppFault, applyEdgeFault } from './faults/replies.js'
import { answerClientError, send, stampResponse } from './http/send.js'
import type { StateDocument, StateFile } from './persistence/state-file.js'
import { textReply, type Reply } from './http/reply.js'
import { RequestLog, type LoggedRequest } from './http/request-log.js'
import type { Simulation } from './simulation/simulation.js'
import { handleView, isViewPath, type ViewContext } from './view/routes.js'
import { VIEW_HEADER, ViewSessions } from './view/sessions.js'
import { V2Api, type ApiKey } from './v2/index.js'

export { readBody, send }

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
  /** Real milliseconds each `/v1` and `/v2` request waits before it is handled (default 0). */
  latencyMs?: number
}

/** The HTTP request handler of an emulator. */
export class EmulatorServer implements ControlContext {
  readonly sim: Simulation
  readonly clock: EmulatorClock
  readonly flaky: FlakyTestStore
  readonly faultEngine: FaultEngine
  readonly log: RequestLog
  private readonly tokens: TokenCheck
  private readonly driver: SimulationDriver
  /** Sign-ins of the live view. */
  private readonly sessions = new ViewSessions()
  private readonly view: ViewContext
  private readonly loopback: boolean
  /** Real milliseconds each `/v1` and `/v2` request waits before it is handled. */
  private readonly latencyMs: number
  /** The `/v2` endpoints, over the same simulation. */
  readonly v2: V2Api

  constructor(parts: EmulatorParts) {
    this.sim = parts.sim
    this.clock = parts.clock
    this.flaky = parts.flaky
    this.faultEngine = parts.faults
    this.log = parts.log
    this.tokens = new TokenCheck(parts.token)
    this.loopback = parts.loopback
    this.latencyMs = parts.latencyMs ?? 0
    this.driver = new SimulationDriver(this.sim, this.clock, parts.stateFile)
    this.view = {
      sessions: this.sessions,
      isToken: (token) => this.tokens.isToken(token),
      readForm: async (req, res, limit) => {
        const body = await readBody(req, limit)
        if (body.ok) return body.bytes.toString('utf8')
        send(res, textReply(body.status, body.message, { Connection: 'close' }))
        return undefined
      },
    }
    this.v2 = new V2Api(
      {
        sim: this.sim,
        log: this.log,
        now: () => this.clock.now(),
        flaky: this.flaky,
        isV1Token: (token) => this.tokens.isToken(token),
        transact: (fn) => this.driver.transact(fn),
        readBody,
        send,
        faults: this.faultEngine,
        delay: (ms) => this.driver.delay(ms),
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

  flakyStore(): FlakyTestStore {
    return this.flaky
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
    return this.driver.stateDocument()
  }

  /** Brings the simulation up to the clock, saves if it changed, re-arms the timer. */
  sync(): void {
    this.driver.sync()
  }

  /** Stops the timers and writes the data file one last time. */
  async close(): Promise<void> {
    await this.driver.close()
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
    let url: URL | undefined
    try {
      url = new URL(req.url ?? '/', 'http://emulator.invalid')
    } catch {
      url = undefined
    }
    if (url && this.latencyMs > 0 && isApiPath(url.pathname) && !(await this.waitLatency(res)))
      return
    stampResponse(res, this.clock.now())
    if (!url) {
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
    await this.dispatchV1(req, res, url)
  }

  /**
   * Waits the answers' latency, as a request travels a network, before it is read and handled:
   * false, with the connection closed, when the emulator stopped meanwhile.
   */
  private async waitLatency(res: ServerResponse): Promise<boolean> {
    if (await this.driver.delay(this.latencyMs)) return true
    res.destroy()
    return false
  }

  /** A request under `/v1` (or to no route at all): its endpoint, token, body, faults and answer. */
  private async dispatchV1(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const path = url.pathname
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
    const auth = this.tokens.authenticate(req, route.operation)
    if (typeof auth !== 'string') {
      send(res, auth)
      return
    }
    const input = await readRequestJson(req, res, route.method === 'POST' ? 'required' : 'none')
    if (!input) return
    const parsed = input.value
    const fault = this.faultEngine.enabled ? this.faultEngine.pick(route.operation) : undefined
    if (fault) record.fault = fault.kind
    if (
      fault?.kind === 'slow-headers' &&
      fault.delayMs > 0 &&
      !(await this.driver.delay(fault.delayMs))
    ) {
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

  /** Runs a handler synchronously: advance the clock, act, persist. */
  private run(route: ApiRoute, body: unknown, query: URLSearchParams, auth: V1Auth): Reply {
    return this.driver.transact(() => {
      try {
        return route.handle(this, { body, query, auth })
      } catch (err) {
        if (err instanceof HttpError) return textReply(err.status, err.message, err.headers)
        throw err
      }
    })
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
      const auth = this.tokens.authenticate(req)
      if (typeof auth !== 'string') {
        send(res, auth)
        return
      }
    }
    const input = await readRequestJson(req, res, route.method === 'POST' ? 'optional' : 'none')
    if (!input) return
    const parsed = input.value
    const reply = this.driver.transact(() => {
      try {
        return route.handle(this, parsed)
      } catch (err) {
        if (err instanceof HttpError) return textReply(err.status, err.message, err.headers)
        if (err instanceof RangeError) return textReply(400, err.message)
        throw err
      }
    })
    send(res, reply)
  }

  /** Answers a malformed request the HTTP parser refused (server `clientError`). */
  static answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
    answerClientError(err, socket)
  }
}

/** True for the paths of the emulated API (`/v1`, `/v2`): those a network's latency delays. */
export function isApiPath(path: string): boolean {
  return /^\/v[12](\/|$)/.test(path)
}

export type { LoggedRequest }
