/**
 * The setImpactedTargets body, built for lists of hundreds of thousands of targets: one pass
 * measures the exact UTF-8 bytes of the JSON and decides "list or ALL" (stopping as soon as the
 * limit is passed), and only then is the body written, once, straight into its final buffer.
 */
import { IMPACTS_ALL, MAX_REQUEST_BODY_BYTES, type RepoRef } from './schemas.js'

/** Everything of a setImpactedTargets body except the targets. */
export interface ImpactedTargetsEnvelope {
  repo: RepoRef
  targetBranch: string
  pr: { number: number; sha: string }
}

/** Why the body says `ALL`. */
export type AllReason = 'requested' | 'oversize'

/** An encoded body, ready to send as is. */
export interface EncodedImpactedTargets {
  /** The exact bytes to send. */
  body: Buffer
  /** `list`, or `ALL` when the PR is marked as impacting every target. */
  mode: 'list' | 'ALL'
  /** Set when mode is ALL. */
  reason?: AllReason
  /** Targets in the list sent (0 for ALL). */
  count: number
  /** Distinct targets seen before the decision (all of them unless the list was oversize). */
  distinctSeen: number
  /** Bytes of the list body: exact when mode is list; with `oversize`, a lower bound past the limit. */
  listBytes: number
}

/** Options of {@link encodeImpactedTargets}. */
export interface EncodeOptions {
  /** The body limit in bytes; default the service's 20 MiB. */
  limitBytes?: number
  /** Drop repeated targets (keeping the first), default true. */
  dedupe?: boolean
}

// A target that holds none of these is written by JSON.stringify as `"` + itself + `"`.
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/

/** Exact UTF-8 byte length of `JSON.stringify(target)`. */
export function jsonStringBytes(target: string): number {
  if (!NEEDS_ESCAPE.test(target)) return Buffer.byteLength(target, 'utf8') + 2
  return Buffer.byteLength(JSON.stringify(target), 'utf8')
}

/**
 * Builds the setImpactedTargets body for `targets`, or the `ALL` body when `targets` is `'ALL'`
 * or the list body would be over the limit. Field order: repo, pr, targetBranch, impactedTargets.
 */
export function encodeImpactedTargets(
  envelope: ImpactedTargetsEnvelope,
  targets: Iterable<string> | 'ALL',
  options: EncodeOptions = {},
): EncodedImpactedTargets {
  const limit = options.limitBytes ?? MAX_REQUEST_BODY_BYTES
  const head =
    `{"repo":${JSON.stringify({ host: envelope.repo.host, owner: envelope.repo.owner, name: envelope.repo.name })},` +
    `"pr":${JSON.stringify({ number: envelope.pr.number, sha: envelope.pr.sha })},` +
    `"targetBranch":${JSON.stringify(envelope.targetBranch)},"impactedTargets":`
  const headBytes = Buffer.byteLength(head, 'utf8')
  const allBody = (reason: AllReason, distinctSeen: number, listBytes: number) => ({
    body: Buffer.from(`${head}${JSON.stringify(IMPACTS_ALL)}}`, 'utf8'),
    mode: 'ALL' as const,
    reason,
    count: 0,
    distinctSeen,
    listBytes,
  })
  if (targets === 'ALL') return allBody('requested', 0, 0)

  // Pass 1: distinct targets and the exact size, stopping once past the limit.
  const dedupe = options.dedupe ?? true
  const seen = dedupe ? new Set<string>() : undefined
  const list: string[] = []
  let bytes = headBytes + 2 /* [ and ] */ + 1 /* } */
  for (const t of targets) {
    if (seen) {
      if (seen.has(t)) continue
      seen.add(t)
    }
    bytes += jsonStringBytes(t) + (list.length > 0 ? 1 : 0)
    list.push(t)
    if (bytes > limit) return allBody('oversize', list.length, bytes)
  }
  if (bytes > limit) return allBody('oversize', list.length, bytes)

  // Pass 2: write the body once, into a buffer of exactly the measured size.
  const body = Buffer.allocUnsafe(bytes)
  let o = body.write(head, 0, 'utf8')
  body[o++] = 0x5b // [
  for (let i = 0; i < list.length; i++) {
    const t = list[i] as string
    if (i > 0) body[o++] = 0x2c // ,
    if (NEEDS_ESCAPE.test(t)) {
      o += body.write(JSON.stringify(t), o, 'utf8')
    } else {
      body[o++] = 0x22 // "
      o += body.write(t, o, 'utf8')
      body[o++] = 0x22
    }
  }
  body[o++] = 0x5d // ]
  body[o++] = 0x7d // }
  if (o !== bytes)
    throw new Error(`internal: impacted targets body is ${o} bytes, measured ${bytes}`)
  return { body, mode: 'list', count: list.length, distinctSeen: list.length, listBytes: bytes }
}
