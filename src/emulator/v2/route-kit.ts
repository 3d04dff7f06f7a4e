/**
 * What every `/v2` route is made of: the route, request and context types, the error envelope
 * (V2Error, errorReply), and the input helpers the handlers share (a body checked against its
 * schema, 400 VALIDATION_FAILED, a page of a list, v1 errors turned into v2 codes).
 */
import { createHash } from 'node:crypto'
import type { z } from 'zod'
import { V2_PERMISSIONS, type V2OperationId, type V2Permission } from '../../wire/v2/index.js'
import { HttpError } from '../simulation/errors.js'
import { jsonReply, type Reply } from '../http/reply.js'
import type { Simulation } from '../simulation/simulation.js'
import type { Repo } from '../simulation/requests.js'
import type { V2Extras } from './bodies.js'
import type { FlakyTestStore } from '../flaky/store.js'

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
  /** The flaky-tests data set (the same v1's endpoints read). */
  flaky: FlakyTestStore
  /** Emulator time now. */
  now(): number
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

/** The v2 permissions, by name (`P.updateSettings`). */
export const P = V2_PERMISSIONS
/** The permissions of a route any key may call: none. */
export const none = () => []

// ---- Input ------------------------------------------------------------------------------------

export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input)
  if (r.success) return r.data
  const issue = r.error.issues[0]
  const field = issue?.path.length ? issue.path.join('.') : '(body)'
  throw new V2Error(400, 'VALIDATION_FAILED', `${field} ${issue?.message ?? 'is invalid'}`)
}

export function bad(message: string): V2Error {
  return new V2Error(400, 'VALIDATION_FAILED', message)
}

/** The page a list asks for: limit 1..100 (default 25), a cursor bound to the filters. */
export function pageOf<T>(req: V2Request, operation: string, rows: T[], filters: string): Reply {
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
export function act<T>(fn: () => T, codes: Record<number, [number, string]>): T {
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
