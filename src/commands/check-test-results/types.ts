/** What the test gate takes and gives: its dependencies, its parameters and its result. */
import type { Clock, FlakyTests, RepoRef, V1LookupClient } from '../../queue/index.js'
import type { OutputName } from '../../inputs/constants.js'
import type { AllowableClass, RetriedPolicy, TestOutcome } from './outcome.js'
import type { GateAnnotation } from './summary.js'

/** The lines the gate logs (a subset of the action's Log; each line is made safe here). */
export interface TestGateLog {
  info(m: string): void
  warning(m: string): void
  debug(m: string): void
}

/** What the gate uses. */
export interface TestGateDeps {
  /**
   * The run's flaky tests (either API), or a bare v1 client (list-failing-tests page by page,
   * get-test-details, and, when it can, the service's time from its `Date` header).
   */
  client: FlakyTests | V1LookupClient
  clock: Pick<Clock, 'now'>
  signal?: AbortSignal
  log: TestGateLog
}

/** What the gate checks. */
export interface TestGateParams {
  /** The repository whose tests Trunk knows. */
  repo: RepoRef
  /** The organization's URL slug. */
  orgUrlSlug: string
  /** Globs of test reports of any known format, relative to `workspace` (`!` excludes). */
  testReports: string[]
  /**
   * Globs (among `testReports`') whose reports the team says show failures outside test cases
   * (`complete:` lines), e.g. jest-junit with reportTestSuiteErrors.
   */
  completeReports?: string[]
  /** The input the globs came from, for messages (default `test-reports`). */
  reportsInput?: string
  /** Failure classes that do not fail the gate. */
  allowFailures: ReadonlySet<AllowableClass>
  /** The directory globs and reported paths are relative to (GITHUB_WORKSPACE). */
  workspace: string
  /** The test step's own outcome (`test-outcome`), '' when not given. */
  testOutcome?: TestOutcome
  /** The variant the tests were uploaded with (part of Trunk's test id), '' for none. */
  variant?: string
  /**
   * Reports that hold no test are expected: read as empty, not refused (default false: a report
   * from which no test case and no failure outside tests is read is an error naming it).
   */
  allowEmptyReports?: boolean
  /** The v2 test collection (id or name); undefined: the organization's only one. */
  testCollection?: string
  /** At most this many look-ups by id (default MAX_LOOKUPS). */
  maxLookups?: number
  /** The repository's quarantine file, relative to `workspace` (absent: none read). */
  quarantineFile?: string
  /** How many days ahead an entry of the quarantine file may expire (default 90). */
  quarantineMaxDays?: number
  /** What a test that passed on a retry does to the gate (default pass). */
  retriedTests?: RetriedPolicy
  /** Shards: how many report files must be found, or every pattern must match one. */
  expectedReports?: number | 'each-pattern'
  /** Where to write the judged report (JUnit XML), absolute; absent: none written. */
  judgedReport?: string
}

/** The gate's result, shaped as the action's CommandResult plus annotations. */
export interface TestGateResult {
  outcome: 'success' | 'failure' | 'error'
  outputs: Partial<Record<OutputName, string>>
  /** Markdown for the job summary (below the heading). */
  summary: string
  /** Set when the step must fail: the message it fails with. */
  failure?: string
  /** At most 10 of each level, for core.notice / core.error. */
  annotations: GateAnnotation[]
  /** Annotations left out past the runner's limit (the summary has them all). */
  omittedAnnotations: number
}
