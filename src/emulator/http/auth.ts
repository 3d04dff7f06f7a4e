/**
 * The v1 token check: constant-time on SHA-256 digests, with the digests of what clients sent
 * remembered (hashing took a tenth of the time of a read under load), and the fork upload's
 * `x-forked-workflow-run-id` accepted in place of the token on setImpactedTargets alone.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { OperationName } from '../../wire/index.js'
import { textReply, type Reply } from './reply.js'
import { header } from './body.js'

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest()
}

/** How a v1 caller authenticated: the token, or (setImpactedTargets only) a fork's run id. */
export type V1Auth = 'token' | 'fork'

/** Checks tokens against the emulator's one v1 token. */
export class TokenCheck {
  private readonly tokenDigest: Buffer
  private readonly digests = new Map<string, Buffer>()

  constructor(token: string) {
    this.tokenDigest = digest(token)
  }

  /** True when `token` is the emulator's token. */
  isToken(token: string): boolean {
    return token !== '' && timingSafeEqual(this.digestOf(token), this.tokenDigest)
  }

  /**
   * The digest of a token a client sent, remembered for the next requests. The comparison stays
   * constant-time on digests; the cache is keyed by what clients sent, so no lookup touches the
   * secret.
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

  /** Who is calling `operation` (undefined: a control route), or the 401 to answer. */
  authenticate(req: IncomingMessage, operation?: OperationName): V1Auth | Reply {
    const token = header(req, 'x-api-token')
    if (token) {
      return this.isToken(token)
        ? 'token'
        : textReply(401, 'the x-api-token header does not hold a valid API token')
    }
    if (operation === 'setImpactedTargets') {
      const runId = header(req, 'x-forked-workflow-run-id')
      if (runId) {
        return /^\d{1,20}$/.test(runId)
          ? 'fork'
          : textReply(401, 'x-forked-workflow-run-id must be the numeric id of the workflow run')
      }
    }
    return textReply(401, 'missing x-api-token header: every request needs the API token')
  }
}
