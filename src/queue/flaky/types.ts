/**
 * The flaky-test domain, neither v1 nor v2: a test Trunk knows ({@link FlakyTest}), where its
 * tests live for one run ({@link FlakyScope}), and {@link FlakyTests}, the one interface both
 * APIs implement (v1.ts over v1's repository-scoped endpoints, v2.ts over v2's test collections).
 * The gate asks through a {@link FailureLookups}: the failures' ids go in as the reports are read,
 * and the requests each API needs for them go out at once, bounded by the failures, not by what
 * Trunk knows. At the end: the quarantine overrides ({@link QuarantineOverrides}, v2 only), the
 * tests of a scope with the override each carries and writes of many at once.
 */
import type { CallOptions } from '../../client/engine.js'
import type { ApiVersion } from '../../inputs/api.js'
import type { RepoRef } from '../../wire/schemas.js'

/**
 * A test Trunk knows, with its status, quarantine and failure rates. Its fields keep the names
 * the commands and their outputs have always used; each API fills what it says, and leaves the
 * rest empty (v2 has no most common failures, v1 no statusSince).
 */
export interface FlakyTest {
  /** Trunk's id of the test in the API that answered (v1 and v2 ids differ). */
  id: string
  name: string
  parent?: string
  classname?: string
  file_path?: string
  variant?: string
  /** `healthy`, `flaky`, `broken`, or a value the service added (undefined: not said). */
  status: { value?: string; reason: string; timestamp: string }
  quarantined: boolean
  /** Fractions (0.125); NaN never: 0 when the API sends no rate. */
  failure_rate_last_7d: number
  failure_rate_last_24h: number
  pull_requests_impacted_last_7d: number
  codeowners: string[]
  /** The test's page in Trunk's app ('' when the API sent none). */
  html_url: string
  ticket?: { html_url: string }
  most_common_failures: { summary: string; occurrence_count: number; last_occurrence?: string }[]
}

/** Where one run's tests live. */
export interface FlakyScope {
  repo: RepoRef
  /** The organization's URL slug (v1 names the repository with it). */
  orgUrlSlug: string
  /**
   * The test collection (v2): its id, or its name; undefined: the organization's only one.
   * v1 has no collections.
   */
  testCollection?: string
}

/** A window of time, ISO 8601 ends (start inclusive, end exclusive). */
export interface TimeWindow {
  start: string
  end: string
}

/** A failure read from a report, as the look-ups need it. */
export interface FailureKey {
  /** Trunk's id of the test as its uploader computes it (src/wire/test-id.ts). */
  id: string
  name: string
}

/** What the look-ups learnt: per id asked, the test, or null when Trunk does not know it. */
export interface LookupAnswers {
  /** Every id asked by id, with its answer; an id not here was not asked. */
  byId: ReadonlyMap<string, FlakyTest | null>
  /**
   * Trunk's failing tests of the week (v1), to match the failures not known by id by their
   * names: the tests that can match one of the failures, and how many were listed. `cutAt`: the
   * listing is incomplete, it read the first `cutAt` tests of each window only (a few failures)
   * and a window had more; absent, every test listed in the week was read.
   */
  listed?: { tests: FlakyTest[]; count: number; skewMs?: number; cutAt?: number }
  /** The requests the answers took, by kind. */
  requests: { byId: number; listPages: number; batches: number }
  /** v2: quarantining is off in the collection, so no test counts as quarantined. */
  quarantineOff?: boolean
}

/** What the API said when the gate opened its look-ups (v2: the collection found, the key's permission checked). */
export interface LookupsReady {
  /** v2: the test collection, and how it was found. */
  collection?: { id: string; name?: string; foundBy: 'input-id' | 'input-name' | 'only-one' }
  quarantineOff?: boolean
}

/**
 * One gate's look-ups: opened before the reports are read; {@link add} each failure as it is
 * read; {@link answers} once they are all read. Requests start as soon as they can; a refused
 * report calls {@link drop}, which cancels them.
 */
export interface FailureLookups {
  /**
   * Settles when the API is known usable for this run (v2: the collection found, the key's
   * permission checked, before the reports are read through); rejects with why it is not.
   */
  readonly ready: Promise<LookupsReady>
  /**
   * A failing test case is being read (a streaming reader says so as it reads one, maybe more
   * than once for one test): what needs many failures may start.
   */
  failing(): void
  /** A failure read (in report order; an id seen before is asked once). */
  add(f: FailureKey): void
  /** Every failure read: what Trunk says of them. */
  answers(): Promise<LookupAnswers>
  /**
   * More look-ups by id after the answers (v1: the failures matched only by names, or not at
   * all): the tests Trunk knows among `ids`. Ids asked before are not asked again.
   */
  lookUp(ids: readonly string[]): Promise<Map<string, FlakyTest>>
  /** Stops every request still running; their outcome is never seen. */
  drop(): void
}

/** What a gate's look-ups are told besides the scope. */
export interface LookupOptions {
  /** The variant the tests were uploaded with (part of the ids; '' for none). */
  variant: string
  /** The job's cancellation. */
  signal?: AbortSignal
  /** The runner's clock (v1's failing-tests window ends at the service's when they disagree). */
  now(): number
}

/**
 * The flaky tests as both APIs offer them. A test not known is the client's NotFoundError on
 * either API; what could not be read is the client's typed error, never an empty answer.
 */
export interface FlakyTests {
  readonly version: ApiVersion
  /** The tests that failed in `window`, each once. */
  failingTests(scope: FlakyScope, window: TimeWindow, call?: CallOptions): Promise<FlakyTest[]>
  /** One test by its id in this API; NotFoundError when there is none. */
  testDetails(scope: FlakyScope, id: string, call?: CallOptions): Promise<FlakyTest>
  /** Opens one gate's look-ups (see {@link FailureLookups}). */
  lookups(scope: FlakyScope, options: LookupOptions): FailureLookups
  /**
   * The quarantine overrides (capability `quarantine-overrides`: v2 only; v1 throws
   * MissingCapabilityError; the types are at the end of this file).
   */
  quarantineOverrides(): QuarantineOverrides
}

// ---- Quarantine overrides (capability `quarantine-overrides`: v2 only; v2-overrides.ts) ----

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
