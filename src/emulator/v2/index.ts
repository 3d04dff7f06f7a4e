/**
 * The emulator's v2 API: `/v2/...` served from the same simulation as `/v1` (one state, two
 * wire formats), with API keys that carry permissions, 403 INSUFFICIENT_PERMISSIONS for a missing
 * one, the error envelope, cursor pagination and the documented rate limits. Also the control
 * route `/_control/api-keys` (list, add, change, remove keys; it takes the v1 token as the other
 * control routes do). The server hands requests here (see ../server.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createHash } from 'node:crypto'
import { MAX_REQUEST_BODY_BYTES } from '../../wire/index.js'
import { V2_KEY_PREFIX, V2_PERMISSION_IDS, type V2PermissionId } from '../../wire/v2/index.js'
import { iso } from '../simulation/clock.js'
import { EDGE_FAULTS, type FaultEngine, type FaultRule } from '../faults/engine.js'
import { jsonReply, textReply, type Reply } from '../http/reply.js'
import type { RequestLog } from '../http/request-log.js'
import type { Simulation } from '../simulation/simulation.js'
import { newExtras, type V2Extras } from './bodies.js'
import { ApiKeyStore, RateLimiter, keyProblem, permissionProblem, type ApiKey } from './keys.js'
import { V2Error, errorReply, type V2Context, type V2Request } from './route-kit.js'
import { matchRoute } from './routes.js'
import type { Repo } from '../simulation/requests.js'
import type { FlakyTestStore } from '../flaky/store.js'

export { ApiKeyStore, DEFAULT_V2_API_KEY, parseApiKeySpec, type ApiKey } from './keys.js'

/** What the v2 API needs from the server it runs in. */
export interface V2Host {
  sim: Simulation
  log: RequestLog
  /** Emulator time now. */
  now(): number
  /** The flaky-tests data set, served by the Flaky Tests routes (flaky-routes.ts). */
  flaky: FlakyTestStore
  /** True when `token` is the emulator's v1 token (the control route takes it). */
  isV1Token(token: string): boolean
  /** Brings the simulation up to the clock, runs `fn`, then saves and re-arms the timer. */
  transact<T>(fn: () => T): T
  readBody(
    req: IncomingMessage,
    limit: number,
  ): Promise<{ ok: true; bytes: Buffer } | { ok: false; status: number; message: string }>
  send(res: ServerResponse, reply: Reply): void
  /** The fault rules (fault mode): the same engine, control API and kinds as `/v1`. */
  faults: FaultEngine
  /** Waits `ms` (a slow-headers fault); false when the server closed meanwhile. */
  delay(ms: number): Promise<boolean>
  /** Answers with a fault that acts before the queue sees the request. */
  applyEdgeFault(req: IncomingMessage, res: ServerResponse, fault: FaultRule): void
  /** Answers a handled request through a fault that acts on its answer. */
  applyAppFault(
    res: ServerResponse,
    fault: FaultRule,
    operation: string,
    reply: Reply,
    requestBody: unknown,
  ): void
}

/** A request that passed every check (key, limits, body, permissions), ready to run. */
interface Admitted {
  route: NonNullable<ReturnType<typeof matchRoute>['route']>
  ctx: V2Context
  request: V2Request
}

/** The control route of the keys. */
export const API_KEYS_CONTROL_PATH = '/_control/api-keys'

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name]
  return Array.isArray(v) ? v[0] : v
}

/** The `/v2` endpoints and the keys control route of one emulator. */
export class V2Api {
  readonly keys: ApiKeyStore
  private readonly limiter = new RateLimiter()
  private readonly extras: V2Extras = newExtras()
  private readonly repositories = new Map<string, { repo: Repo; createdAt: number }>()

  constructor(
    private readonly host: V2Host,
    keys?: readonly ApiKey[],
  ) {
    this.keys = new ApiKeyStore(keys)
  }

  /** True for the paths this module answers. */
  static handles(path: string): boolean {
    return path === '/v2' || path.startsWith('/v2/') || path === API_KEYS_CONTROL_PATH
  }

  /** Answers one request (never throws for a bad request; the server catches the rest). */
  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (url.pathname === API_KEYS_CONTROL_PATH) {
      this.host.send(res, await this.control(req))
      return
    }
    const path = url.pathname
    const method = req.method ?? ''
    const { route, params, allowed } = matchRoute(method, path.split('/').slice(2))
    const record = this.host.log.start({
      method,
      path,
      operation: route ? `v2 ${route.operationId}` : 'unknown',
      status: 0,
      at: iso(this.host.now()),
    })
    res.on('close', () => {
      record.status = res.headersSent ? res.statusCode : 0
    })
    const admitted = await this.admit(req, method, path, url, route, params, allowed)
    if (!('route' in admitted)) {
      this.host.send(res, admitted)
      return
    }
    // Faults act where they do on /v1: on an authenticated request whose body was read.
    const operation = admitted.route.operationId
    const fault = this.host.faults.enabled ? this.host.faults.pick(operation) : undefined
    if (fault) record.fault = fault.kind
    if (fault?.kind === 'slow-headers' && fault.delayMs > 0) {
      if (!(await this.host.delay(fault.delayMs))) {
        res.destroy()
        return
      }
    }
    if (fault && EDGE_FAULTS.has(fault.kind)) {
      this.host.applyEdgeFault(req, res, fault)
      return
    }
    const reply = this.run(admitted)
    if (!fault || fault.kind === 'slow-headers') this.host.send(res, reply)
    else this.host.applyAppFault(res, fault, operation, reply, admitted.request.body)
  }

  /** Runs an admitted request's handler in one transaction; a V2Error becomes its envelope. */
  private run({ route, ctx, request }: Admitted): Reply {
    return this.host.transact(() => {
      try {
        return route.handle(ctx, request)
      } catch (e) {
        if (e instanceof V2Error) return errorReply(e.status, e.code, e.message)
        throw e
      }
    })
  }

  /** Checks a request (route, key, rate limits, body, permissions): its refusal, or it admitted. */
  private async admit(
    req: IncomingMessage,
    method: string,
    path: string,
    url: URL,
    route: ReturnType<typeof matchRoute>['route'],
    params: string[],
    allowed: string[],
  ): Promise<Reply | Admitted> {
    // An unknown path says nothing about the caller: 404 before authentication.
    if (!route && !allowed.length) {
      return errorReply(404, 'NOT_FOUND', `no such endpoint: ${method} ${path}`)
    }
    const auth = this.authenticate(req)
    if ('status' in auth) return auth
    if (!route) {
      return {
        ...errorReply(405, 'NOT_FOUND', `${path} accepts ${allowed.join(', ')} only`),
        headers: { Allow: allowed.join(', ') },
      }
    }
    const keyDigest = createHash('sha256').update(auth.key).digest('hex').slice(0, 16)
    for (const [bucket, perSecond] of RateLimiter.bucketsOf(method, path, keyDigest)) {
      // Enforced at the edge: plain text, no envelope, no Retry-After (none is documented).
      if (!this.limiter.take(bucket, perSecond)) return textReply(429, 'Too Many Requests')
    }
    const read = await this.host.readBody(req, MAX_REQUEST_BODY_BYTES)
    if (!read.ok) {
      return read.status === 413
        ? textReply(413, 'Payload Too Large', { Connection: 'close' })
        : errorReply(read.status, 'VALIDATION_FAILED', read.message)
    }
    let body: Record<string, unknown> | undefined
    if (route.body === 'json') {
      let value: unknown
      try {
        value = JSON.parse(read.bytes.toString('utf8'))
      } catch (e) {
        return errorReply(
          400,
          'VALIDATION_FAILED',
          `the request body is not valid JSON: ${(e as Error).message}`,
        )
      }
      if (!value || typeof value !== 'object' || Array.isArray(value)) {
        return errorReply(400, 'VALIDATION_FAILED', 'the request body must be a JSON object')
      }
      body = value as Record<string, unknown>
    }
    const missing = route
      .permissions(body)
      .filter((p) => !auth.permissions.includes(p.id as V2PermissionId))
    if (missing.length) {
      return errorReply(
        403,
        'INSUFFICIENT_PERMISSIONS',
        `this API key lacks the permission ${missing.map((p) => `"${p.label}"`).join(' and ')} that ${route.operationId} needs`,
      )
    }
    const ctx: V2Context = {
      sim: this.host.sim,
      x: this.extras,
      repositories: this.repositories,
      agent: `${header(req, 'user-agent') ?? ''} ${header(req, 'x-source') ?? ''}`,
      flaky: this.host.flaky,
      now: () => this.host.now(),
    }
    return { route, ctx, request: { params, query: url.searchParams, body } }
  }

  /**
   * Who is calling: a known `Bearer trunk_v2_…` key, or the refusal. The shapes differ as the
   * service's do: the API's own 401s are enveloped; the edge's (a malformed header, a credential
   * that is not a v2 key) are plain text.
   */
  private authenticate(req: IncomingMessage): ApiKey | Reply {
    const authorization = header(req, 'authorization')
    if (authorization === undefined) {
      return errorReply(
        401,
        'AUTHENTICATION_REQUIRED',
        header(req, 'x-api-token') !== undefined
          ? 'the organization API token (x-api-token) works only with the v1 API; send a v2 API key as Authorization: Bearer trunk_v2_…'
          : 'send a v2 API key as Authorization: Bearer trunk_v2_…',
      )
    }
    const m = /^Bearer ([\x21-\x7e]+)$/.exec(authorization)
    if (!m) return textReply(401, 'Unauthorized')
    const key = m[1] as string
    if (!key.startsWith(V2_KEY_PREFIX)) return textReply(403, 'Forbidden')
    return (
      this.keys.lookup(key) ??
      errorReply(401, 'INVALID_TOKEN', 'the API key is not valid (unknown or revoked)')
    )
  }

  /** `GET` lists the keys (masked); `POST {key, permissions}` adds or changes one, `{key, remove: true}` removes it. */
  private async control(req: IncomingMessage): Promise<Reply> {
    const token = header(req, 'x-api-token')
    if (!token || !this.host.isV1Token(token)) {
      return textReply(401, 'the control API needs the emulator token in x-api-token')
    }
    if (req.method === 'GET') return jsonReply(200, { keys: this.keys.list() })
    if (req.method !== 'POST') {
      return {
        ...textReply(405, `${API_KEYS_CONTROL_PATH} accepts GET, POST only`),
        headers: { Allow: 'GET, POST' },
      }
    }
    const read = await this.host.readBody(req, 1024 * 1024)
    if (!read.ok) return textReply(read.status, read.message)
    let body: { key?: unknown; permissions?: unknown; remove?: unknown }
    try {
      body = JSON.parse(read.bytes.toString('utf8')) as typeof body
    } catch {
      return textReply(400, 'expected a JSON object {key, permissions} or {key, remove: true}')
    }
    if (typeof body !== 'object' || body === null || typeof body.key !== 'string') {
      return textReply(400, 'key must be a string starting with trunk_v2_')
    }
    const problem = keyProblem(body.key)
    if (problem) return textReply(400, `key ${problem} (value not shown)`)
    if (body.remove === true) {
      return this.keys.remove(body.key)
        ? jsonReply(200, { keys: this.keys.list() })
        : textReply(404, 'no such key')
    }
    const perms = body.permissions
    if (!Array.isArray(perms) || perms.some((p) => typeof p !== 'string')) {
      return textReply(400, 'permissions must be a list of permission names (may be empty)')
    }
    const list = (perms as string[]).includes('all') ? [...V2_PERMISSION_IDS] : (perms as string[])
    const bad = permissionProblem(list)
    if (bad) return textReply(400, `permissions: ${bad}`)
    this.keys.set({ key: body.key, permissions: [...new Set(list)] as V2PermissionId[] })
    return jsonReply(200, { keys: this.keys.list() })
  }
}
