/**
 * The emulator's v2 API keys and rate limits. A key (`trunk_v2_…`) carries permissions, as the
 * service's do; requests are limited as the docs say (notes §5): 5 a second per key on reads
 * under `/v2/pull-requests`, 5 a second for the metrics, 100 a second for everything else. The
 * docs give no algorithm (gaps.md §3): a token bucket that holds one second's worth.
 */
import { createHash } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { V2_KEY_PREFIX, V2_PERMISSION_IDS, type V2PermissionId } from '../../wire/v2/index.js'

/** The key the emulator accepts when none is configured, with every permission. Not a secret. */
export const DEFAULT_V2_API_KEY = 'trunk_v2_emulator'

/** One API key: its value and its permissions. */
export interface ApiKey {
  key: string
  permissions: V2PermissionId[]
}

/** What is wrong with a permission list, or undefined. */
export function permissionProblem(perms: readonly string[]): string | undefined {
  const unknown = perms.filter((p) => !(V2_PERMISSION_IDS as string[]).includes(p))
  return unknown.length
    ? `unknown permission ${unknown.map((p) => JSON.stringify(p)).join(', ')}; expected any of ${V2_PERMISSION_IDS.join(', ')} (or all)`
    : undefined
}

/** What is wrong with a key value, or undefined. */
export function keyProblem(key: string): string | undefined {
  if (!key.startsWith(V2_KEY_PREFIX)) return `must start with ${V2_KEY_PREFIX}`
  if (!/^[\x21-\x7e]{10,4096}$/.test(key)) {
    return 'must be 10-4096 printable ASCII characters without spaces'
  }
  return undefined
}

/**
 * Reads `KEY=perm,perm` (the `--api-key` flag): the key, then its permissions (none: a key that
 * can only read; `all`: every permission). Throws a message naming what is wrong.
 */
export function parseApiKeySpec(spec: string): ApiKey {
  const eq = spec.indexOf('=')
  if (eq <= 0) throw new Error('expected KEY=permission,permission (KEY starts with trunk_v2_)')
  const key = spec.slice(0, eq)
  const problem = keyProblem(key)
  if (problem) throw new Error(`the key ${problem} (value not shown)`)
  const list = spec
    .slice(eq + 1)
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '')
  const perms = list.includes('all') ? [...V2_PERMISSION_IDS] : list
  const bad = permissionProblem(perms)
  if (bad) throw new Error(bad)
  return { key, permissions: [...new Set(perms)] as V2PermissionId[] }
}

/** The keys the emulator accepts, looked up by digest (the value is never compared as text). */
export class ApiKeyStore {
  private readonly byDigest = new Map<string, ApiKey>()

  constructor(
    keys: readonly ApiKey[] = [{ key: DEFAULT_V2_API_KEY, permissions: [...V2_PERMISSION_IDS] }],
  ) {
    for (const k of keys) this.set(k)
  }

  private static digest(key: string): string {
    return createHash('sha256').update(key, 'utf8').digest('hex')
  }

  /** Adds a key or replaces its permissions. */
  set(k: ApiKey): void {
    this.byDigest.set(ApiKeyStore.digest(k.key), { key: k.key, permissions: [...k.permissions] })
  }

  /** Removes a key; false when there was none. */
  remove(key: string): boolean {
    return this.byDigest.delete(ApiKeyStore.digest(key))
  }

  /** The key's record, or undefined for an unknown key. */
  lookup(key: string): ApiKey | undefined {
    return this.byDigest.get(ApiKeyStore.digest(key))
  }

  /** Every key, masked (prefix and last 4 characters), with its permissions. */
  list(): { key: string; permissions: V2PermissionId[] }[] {
    return [...this.byDigest.values()].map((k) => ({
      key: `${k.key.slice(0, V2_KEY_PREFIX.length)}…${k.key.slice(-4)}`,
      permissions: [...k.permissions],
    }))
  }
}

/** Requests a second of each limit (notes §5). */
export const RATE_LIMITS = { pullRequestReadsPerKey: 5, metricsPerOrg: 5, perOrg: 100 } as const

/** Token buckets by name, refilled continuously in real time (rate limits are about real load). */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>()
  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Takes one token from `name` (capacity and refill `perSecond`); false when it is empty. */
  take(name: string, perSecond: number): boolean {
    const t = this.now()
    const b = this.buckets.get(name) ?? { tokens: perSecond, at: t }
    b.tokens = Math.min(perSecond, b.tokens + ((t - b.at) / 1000) * perSecond)
    b.at = t
    this.buckets.set(name, b)
    if (b.tokens < 1) return false
    b.tokens -= 1
    return true
  }

  /** Which limits a request counts against (the org's, and its own where it has one). */
  static bucketsOf(method: string, path: string, keyDigest: string): [string, number][] {
    const out: [string, number][] = [['org', RATE_LIMITS.perOrg]]
    if (method === 'GET' && path.startsWith('/v2/pull-requests')) {
      out.push([`pr:${keyDigest}`, RATE_LIMITS.pullRequestReadsPerKey])
    }
    if (method === 'GET' && /^\/v2\/merge-queues\/(?:[^/]+\/)?metrics$/.test(path)) {
      out.push(['metrics', RATE_LIMITS.metricsPerOrg])
    }
    return out
  }
}
