import { z } from 'zod'

/** Pull request states of the merge queue, as the service sends them (lowercase). */
export const PULL_REQUEST_STATES = [
  'not_ready',
  'pending',
  'testing',
  'tests_passed',
  'merged',
  'failed',
  'cancelled',
  'pending_failure',
] as const
export type KnownPullRequestState = (typeof PULL_REQUEST_STATES)[number]
/** A PR state: one of the known ones, or a value the service added later, kept as sent (lowercased). */
export type PullRequestState = KnownPullRequestState | (string & {})

/** States after which a PR is no longer in the queue. */
export const TERMINAL_PULL_REQUEST_STATES: readonly KnownPullRequestState[] = [
  'merged',
  'failed',
  'cancelled',
]

export const QUEUE_STATES = ['running', 'paused', 'draining', 'switching_modes'] as const
export type KnownQueueState = (typeof QUEUE_STATES)[number]
export type QueueState = KnownQueueState | (string & {})
/** The queue states a client may ask for with updateQueue (`switching_modes` is the service's own). */
export const SETTABLE_QUEUE_STATES = ['running', 'paused', 'draining'] as const

export const QUEUE_MODES = ['single', 'parallel'] as const
export type QueueMode = (typeof QUEUE_MODES)[number]

export const GITHUB_MERGEABILITY = [
  'unspecified',
  'in_progress',
  'mergeable',
  'not_mergeable',
] as const
export const DIRECT_MERGE_MODES = ['off', 'always'] as const
export const OPTIMIZATION_MODES = ['off', 'bisection_skip_redundant_tests'] as const
export const MERGE_METHODS = ['merge_commit', 'squash', 'rebase'] as const
export const TESTING_STATUSES = ['in_progress', 'failed', 'cancelled', 'succeeded'] as const
export const REQUIRED_STATUSES_SOURCES = [
  'trunk_config',
  'repo_provider_branch_protection',
  'merge_instance',
] as const
export const TEST_STATUS_VALUES = ['healthy', 'flaky', 'broken'] as const
/** GitHub's own values, which the service passes through in upper case. */
export const CHECK_RUN_STATUSES = ['QUEUED', 'IN_PROGRESS', 'COMPLETED'] as const
export const CHECK_RUN_CONCLUSIONS = [
  'ACTION_REQUIRED',
  'CANCELLED',
  'FAILURE',
  'NEUTRAL',
  'SUCCESS',
  'SKIPPED',
  'STALE',
  'TIMED_OUT',
] as const
export const STATUS_CHECK_STATES = ['ERROR', 'FAILURE', 'PENDING', 'SUCCESS'] as const

/** Named priorities and the numbers the service maps them to (0 is the highest). */
export const PRIORITY_NAMES = { urgent: 0, high: 10, medium: 100, low: 200 } as const
export type PriorityName = keyof typeof PRIORITY_NAMES
export const PRIORITY_MIN = 0
export const PRIORITY_MAX = 255

/** An enum value the client did not know, reported instead of failing the parse. */
export interface UnknownEnumValue {
  /** Which field carried it, e.g. `state` or `readiness.gitHubMergeability`. */
  field: string
  /** The value exactly as the service sent it. */
  value: string
}

// Parsing is synchronous, so a module-level sink set around one `safeParse` call cannot see
// values from another parse.
let unknownSink: ((v: UnknownEnumValue) => void) | undefined

/**
 * Runs `parse` and collects every enum value it met that the client does not know.
 * The values are kept in the parsed result; this only reports them.
 */
export function collectUnknownEnumValues<T>(parse: () => T): {
  result: T
  unknown: UnknownEnumValue[]
} {
  const unknown: UnknownEnumValue[] = []
  const previous = unknownSink
  unknownSink = (v) => unknown.push(v)
  try {
    return { result: parse(), unknown }
  } finally {
    unknownSink = previous
  }
}

/**
 * A response enum that accepts either case, normalises to the service's casing, and keeps an
 * unknown value as its string (reported through {@link collectUnknownEnumValues}), so a value the
 * service adds later never breaks a client.
 */
export function lenientEnum<const T extends readonly string[]>(
  field: string,
  known: T,
  casing: 'lower' | 'upper' = 'lower',
) {
  const set = new Set<string>(known)
  return z.string().transform((raw): T[number] | (string & {}) => {
    const value = casing === 'lower' ? raw.toLowerCase() : raw.toUpperCase()
    if (!set.has(value)) unknownSink?.({ field, value: raw })
    return value
  })
}

/** A request enum: either case accepted from callers, sent in the service's (lower) casing. */
export function requestEnum<const T extends readonly [string, ...string[]]>(known: T) {
  return z
    .string()
    .transform((v) => v.toLowerCase())
    .pipe(z.enum(known))
}

/** True for the states after which a PR has left the queue: merged, failed, cancelled. */
export function isTerminalState(state: PullRequestState): boolean {
  return (TERMINAL_PULL_REQUEST_STATES as readonly string[]).includes(state.toLowerCase())
}
