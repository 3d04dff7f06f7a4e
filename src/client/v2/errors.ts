/**
 * v2's error answers as the client's typed errors: the `{error:{code,message}}` envelope, and the
 * answers that come without it (edge 401/403, 429, plain-text 413/504, gateway 5xx), all mapped
 * to the same classes as v1 so callers catch one set. `INSUFFICIENT_PERMISSIONS` becomes a
 * {@link PermissionError} that names the permission the request needed.
 */
import type { ErrorMapper } from '../engine.js'
import {
  AuthError,
  NotFoundError,
  errorForStatus,
  type ErrorContext,
  type TrunkApiError,
} from '../errors.js'
import type { ErrorKind } from '../../wire/error-kind.js'
import type { HttpRequest, HttpResponse } from '../http.js'
import { V2_PERMISSIONS, permissionsFor } from '../../wire/v2/permissions.js'
import { ErrorEnvelopeSchema } from '../../wire/v2/schemas.js'

/** 403 INSUFFICIENT_PERMISSIONS: the key is valid but lacks a permission this request needs. */
export class PermissionError extends AuthError {
  /** Told apart from a refused key: the `permission` error-kind (not retried, as `auth`). */
  override readonly kind: ErrorKind = 'permission'
  /** The permission(s) the request needed, as UI labels (e.g. `Merge and cancel PRs`). */
  readonly permissions: readonly string[]
  constructor(ctx: ErrorContext, permissions: readonly string[]) {
    super(
      ctx,
      permissions.length
        ? `the API key lacks the permission ${permissions.map((p) => `"${p}"`).join(' or ')}; ` +
            'an organization admin grants it under Settings → Developer → API Keys (or use a key that has it)'
        : 'the API key lacks a permission this request needs (Settings → Developer → API Keys)',
    )
    this.permissions = permissions
  }
}

/** What a 404 of each v2 operation means, in the words a user needs. */
const NOT_FOUND_SUBJECT: Record<string, string> = {
  'mergeQueues.get': 'the merge queue',
  'mergeQueues.delete': 'the merge queue',
  'mergeQueues.order': 'the merge queue',
  'mergeQueues.listPullRequests': 'the merge queue',
  'mergeQueues.updateConfig': 'the merge queue',
  'mergeQueues.pause': 'the merge queue',
  'mergeQueues.resume': 'the merge queue',
  'mergeQueues.drain': 'the merge queue',
  'mergeQueues.switchModes': 'the merge queue',
  'mergeQueues.metrics': 'the merge queue',
  'mergeQueues.submitPullRequest': 'the merge queue',
  'mergeQueues.create': 'the repository',
  'mergeQueues.organizationMetrics': 'the repository',
  'pullRequests.get': 'the pull request',
  'pullRequests.dequeue': 'the pull request',
  'pullRequests.restartTests': 'the pull request',
  'pullRequests.reprioritize': 'the pull request',
  'pullRequests.updateQueueEntry': 'the pull request',
  'impactedTargets.upload': 'the repository or pull request',
  'mergeQueueVerificationRuns.get': 'the verification run (test run)',
  'testCollections.get': 'the test collection',
  'testCollections.quarantineStatus': 'the test collection (or its repository)',
  'testCollections.allQuarantinedTests': 'the test collection (or its repository)',
  'tests.list': 'the test collection',
  'tests.get': 'the test',
  'repositories.resolveByProviderUrl': 'the repository (no repository has that provider URL)',
  'repositories.get': 'the repository',
}

/** The envelope's code and message, when the body is JSON with an `error` object. */
export function readEnvelope(res: HttpResponse): { code: string; message: string } | undefined {
  if (!/json/i.test(res.contentType ?? '') && !/^\s*\{/.test(res.body.toString('utf8', 0, 16))) {
    return undefined
  }
  try {
    const r = ErrorEnvelopeSchema.safeParse(JSON.parse(res.body.toString('utf8')))
    return r.success ? r.data.error : undefined
  } catch {
    return undefined
  }
}

const V2_AUTH_SUMMARY =
  'the API key was refused. Check that the token is a v2 API key (trunk_v2_…) that is still ' +
  'active; workflows run from a fork or by Dependabot get no secrets, so the key is empty there'

/** The JSON object a request sent, if it sent one (a 403 names what its fields needed). */
function requestFields(req: HttpRequest): Record<string, unknown> | undefined {
  if (!Buffer.isBuffer(req.body)) return undefined
  try {
    const v: unknown = JSON.parse(req.body.toString('utf8'))
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

/** The engine's error mapper for v2; `sanitize` makes server text safe to show (key removed). */
export function v2ErrorMapper(sanitize: (text: string) => string): ErrorMapper {
  return (ctx, res, req): TrunkApiError => {
    const envelope = readEnvelope(res)
    // Read error.code only when the body is JSON with an error object; else go by the status.
    const c: ErrorContext & { status: number } = envelope
      ? {
          ...ctx,
          apiCode: envelope.code,
          serverText: sanitize(`${envelope.code}: ${envelope.message}`),
        }
      : ctx
    if (envelope?.code === 'INSUFFICIENT_PERMISSIONS') {
      // The service's own words name what the key lacks when they can; else what the request
      // needed (a body field adds to the endpoint's: the key may hold some of them already).
      const named = permissionsNamedIn(envelope.message)
      return new PermissionError(
        c,
        named.length ? named : permissionsFor(ctx.operation, requestFields(req)),
      )
    }
    if (c.status === 401 || c.status === 403) return new AuthError(c, V2_AUTH_SUMMARY)
    if (c.status === 404) {
      return new NotFoundError(c, NOT_FOUND_SUBJECT[ctx.operation] ?? 'the resource')
    }
    // 429 is rate limiting whatever its body; 413/504 plain text and unknown codes: by status.
    return errorForStatus(c, res.location)
  }
}

/** The permissions (UI labels) a server's message names, by label or slug, in the table's order. */
function permissionsNamedIn(message: string): string[] {
  const text = message.toLowerCase()
  return Object.values(V2_PERMISSIONS)
    .filter((p) => text.includes(p.label.toLowerCase()) || text.includes(p.id))
    .map((p) => p.label)
}
