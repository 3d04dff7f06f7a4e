/**
 * Quarantine overrides, neither v1 nor v2 in their words: the tests of a run's scope with their
 * identity, the override each carries, and writes of many at once with an outcome per test. Only
 * v2 has them (capability `quarantine-overrides`, src/queue/capabilities.ts); v2-overrides.ts
 * implements them over v2's `/v2/tests` family.
 */
import type { CallOptions } from '../../client/engine.js'
import type { FlakyScope } from './types.js'

/** A test of the scope, as an entry of the quarantine file can name it. */
export interface OverrideTest {
  /** Trunk's id of the test (the id the overrides are set on). */
  id: string
  name: string
  classname?: string
  /** The enclosing suite (Trunk's parent). */
  suite?: string
  file?: string
  variant?: string
  /** Trunk quarantines it now (by its status, or by an override). */
  quarantined: boolean
}

/** The tests of a scope, every page read. */
export interface OverrideTests {
  /** The test collection they are in (v2). */
  collection: { id: string; name?: string; quarantineEnabled?: boolean }
  tests: OverrideTest[]
}

/** The override a test carries. */
export interface TestOverride {
  testId: string
  /** `alwaysQuarantine`, `neverQuarantine`, or a mode the service added (kept as sent). */
  mode: string
  /** Its reason ('' when it has none). */
  reason: string
}

/** One override to write. */
export interface OverrideWrite {
  testId: string
  mode: 'alwaysQuarantine' | 'neverQuarantine' | 'clear'
  reason?: string
}

/** What became of one write. */
export interface OverrideWriteResult {
  testId: string
  /**
   * `succeeded`; `unchanged` (the test was already in that mode: its reason is not recorded);
   * `failed` (with why: the test's own error, or its request's); `not-sent` (an earlier request
   * failed as a whole, so this one was not sent).
   */
  status: 'succeeded' | 'unchanged' | 'failed' | 'not-sent'
  /** Why it failed or was not sent (the service's code and message, or the request's error). */
  error?: string
  /** The service's error code for this test, when it sent one (TEST_NOT_FOUND, ...). */
  code?: string
}

/**
 * The quarantine overrides of one API. What could not be read is the client's typed error, never
 * an empty answer.
 */
export interface QuarantineOverrides {
  /** Every test of the scope's collection, with its identity and whether it is quarantined now. */
  tests(scope: FlakyScope, call?: CallOptions): Promise<OverrideTests>
  /**
   * The test ids Trunk has for tests named by the id Trunk's uploader computes (the id the gate
   * matches a failure by): per id asked, the test's id, or null when Trunk has no such test.
   */
  testIdsOf(
    scope: FlakyScope,
    uploaderIds: readonly string[],
    call?: CallOptions,
  ): Promise<Map<string, string | null>>
  /** The override each test of `ids` carries (null: none); rejects when any could not be read. */
  overridesOf(ids: readonly string[], call?: CallOptions): Promise<Map<string, TestOverride | null>>
  /**
   * Writes `writes` (each test once), as few requests as the API allows; one result per write,
   * in order. A request that fails as a whole fails its writes (and those not yet sent) with its
   * error; only a cancellation rejects.
   */
  apply(writes: readonly OverrideWrite[], call?: CallOptions): Promise<OverrideWriteResult[]>
}
