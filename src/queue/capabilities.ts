/**
 * What each API can do beyond what both do, declared once: a command's row names the capabilities
 * it requires, and the runner refuses a token whose API lacks one before any request (the words
 * are the runner's). The implementation of an API that lacks one throws
 * {@link MissingCapabilityError}, which a checked run never reaches.
 */
import type { ApiVersion } from '../inputs/api.js'
import type { ErrorKind } from '../wire/error-kind.js'

/**
 * - `rerun-failed-checks`: re-run a PR's failed checks while it is pending_failure (v2 only: v1
 *   has no such call).
 * - `flaky-tests`: the flaky tests (failing tests, one test, the gate's look-ups): v1 over the
 *   repository's tests, v2 over a test collection's (src/queue/flaky/). Both declare it.
 * - `quarantine-overrides`: read and set the tests' quarantine overrides, one test or many in a
 *   request (v2 only: v1 has no call that sets one; src/queue/flaky/types.ts).
 */
export type Capability = 'rerun-failed-checks' | 'flaky-tests' | 'quarantine-overrides'

/** Every capability, in the order the docs list them. */
export const CAPABILITY_NAMES: readonly Capability[] = [
  'rerun-failed-checks',
  'flaky-tests',
  'quarantine-overrides',
]

/** What each API declares. */
export const CAPABILITIES: Record<ApiVersion, ReadonlySet<Capability>> = {
  v1: new Set(['flaky-tests']),
  v2: new Set(['rerun-failed-checks', 'flaky-tests', 'quarantine-overrides']),
}

/** The capabilities of `required` that API `version` lacks, in order. */
export function missingCapabilities(
  version: ApiVersion,
  required: readonly Capability[],
): Capability[] {
  return required.filter((c) => !CAPABILITIES[version].has(c))
}

/** An API was asked for what it does not declare (the runner's check was skipped). */
export class MissingCapabilityError extends Error {
  /** The value for the `error-kind` output. */
  readonly kind: ErrorKind = 'config'
  constructor(
    readonly capability: Capability,
    readonly version: ApiVersion,
  ) {
    super(`the ${version} API does not declare the capability ${capability}`)
    this.name = 'MissingCapabilityError'
  }
}
