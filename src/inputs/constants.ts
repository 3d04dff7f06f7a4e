/** Input and output names of action.yml: the contract with workflows, kept in one place. */

export const Inputs = {
  Command: 'command',
  ApiToken: 'api-token',
  ApiUrl: 'api-url',
  Repository: 'repository',
  RepositoryHost: 'repository-host',
  TargetBranch: 'target-branch',
  PrNumber: 'pr-number',
  PrSha: 'pr-sha',
  Priority: 'priority',
  NoBatch: 'no-batch',
  ImpactedTargets: 'impacted-targets',
  ImpactedTargetsFile: 'impacted-targets-file',
  WaitFor: 'wait-for',
  FailOn: 'fail-on',
  TimeoutSeconds: 'timeout-seconds',
  PollIntervalSeconds: 'poll-interval-seconds',
  MaxPollIntervalSeconds: 'max-poll-interval-seconds',
  NotSubmittedTimeoutSeconds: 'not-submitted-timeout-seconds',
  OrgUrlSlug: 'org-url-slug',
  WindowHours: 'window-hours',
  TestId: 'test-id',
  TestRunId: 'test-run-id',
  QueueSettings: 'queue-settings',
  MetricsFile: 'metrics-file',
  MetricsScope: 'metrics-scope',
  RequestTimeoutSeconds: 'request-timeout-seconds',
  JunitPaths: 'junit-paths',
  TestReports: 'test-reports',
  GithubToken: 'github-token',
  AllowFailures: 'allow-failures',
  TestOutcome: 'test-outcome',
  Variant: 'variant',
  TestCollection: 'test-collection',
  AllowEmptyTestResults: 'allow-empty-test-results',
  Comment: 'comment',
  RerunMode: 'rerun-mode',
  CheckoutPath: 'checkout-path',
  ExternalChecks: 'external-checks',
  Requeue: 'requeue',
  MaxRequeues: 'max-requeues',
  QuarantineFile: 'quarantine-file',
  QuarantineMaxDays: 'quarantine-max-days',
  RetriedTests: 'retried-tests',
  ExpectedReports: 'expected-reports',
  JudgedReport: 'judged-report',
  TestBranch: 'test-branch',
  CancelRun: 'cancel-run',
  Watch: 'watch',
  CommitSha: 'commit-sha',
  DryRun: 'dry-run',
} as const
export type InputName = (typeof Inputs)[keyof typeof Inputs]

/** True for the name of an input of the action. */
export function isInputName(name: string): name is InputName {
  return (Object.values(Inputs) as string[]).includes(name)
}

export const Outputs = {
  Outcome: 'outcome',
  State: 'state',
  IsSubmitted: 'is-submitted',
  PriorityName: 'priority-name',
  PriorityValue: 'priority-value',
  TimedOut: 'timed-out',
  ImpactedTargetsMode: 'impacted-targets-mode',
  ImpactedTargetsCount: 'impacted-targets-count',
  RequestBytes: 'request-bytes',
  FailingTestsCount: 'failing-tests-count',
  FlakyTestsCount: 'flaky-tests-count',
  QuarantinedTestsCount: 'quarantined-tests-count',
  FailingTests: 'failing-tests',
  TestStatus: 'test-status',
  IsQuarantined: 'is-quarantined',
  FailureRate: 'failure-rate',
  QueueState: 'queue-state',
  QueueDepth: 'queue-depth',
  QueuePosition: 'queue-position',
  PrSha: 'pr-sha',
  ErrorKind: 'error-kind',
  TestingStatus: 'testing-status',
  MetricsFile: 'metrics-file',
  FailedTestsCount: 'failed-tests-count',
  QuarantinedFailuresCount: 'quarantined-failures-count',
  RepoQuarantinedFailuresCount: 'repo-quarantined-failures-count',
  FlakyFailuresCount: 'flaky-failures-count',
  UnexplainedFailuresCount: 'unexplained-failures-count',
  UnexplainedFailures: 'unexplained-failures',
  PassedOnRetryCount: 'passed-on-retry-count',
  RetrySeconds: 'retry-seconds',
  IsMergeQueueRun: 'is-merge-queue-run',
  PrNumber: 'pr-number',
  ApiVersion: 'api-version',
  Reason: 'reason',
  FailedChecks: 'failed-checks',
  Findings: 'findings',
  ErrorsCount: 'errors-count',
  WarningsCount: 'warnings-count',
  UnknownsCount: 'unknowns-count',
  EstimatedMergeAt: 'estimated-merge-at',
  PrsAhead: 'prs-ahead',
  Requeued: 'requeued',
  RequeueDecision: 'requeue-decision',
  Needed: 'needed',
  TestBranch: 'test-branch',
  TestedPrs: 'tested-prs',
  RunCancelled: 'run-cancelled',
  AlreadyVerified: 'already-verified',
  VerifiedByUrl: 'verified-by-url',
  RequiredChecks: 'required-checks',
  DraftPrs: 'draft-prs',
  SetCount: 'set-count',
  ClearedCount: 'cleared-count',
  UnchangedCount: 'unchanged-count',
  LeftAloneCount: 'left-alone-count',
  UnresolvedCount: 'unresolved-count',
  FailedCount: 'failed-count',
} as const
export type OutputName = (typeof Outputs)[keyof typeof Outputs]

/** What a command ended in, as the `outcome` output says it. */
export type Outcome =
  'success' | 'failure' | 'unknown' | 'timeout' | 'not-submitted' | 'stale' | 'error'

/**
 * The state of a PR the queue has no record of: one name, lower case where states are compared
 * (as the API spells them), upper case in the `state` output and the summary, like every state.
 */
export const NOT_SUBMITTED_STATE = 'not_submitted'
/** The `state` output for a PR the queue has no record of ({@link NOT_SUBMITTED_STATE}). */
export const NOT_SUBMITTED: Uppercase<typeof NOT_SUBMITTED_STATE> = 'NOT_SUBMITTED'

/**
 * The most bytes a list output (`failing-tests`, `unexplained-failures`) carries: a job's outputs
 * share a 1 MiB budget.
 */
export const MAX_LIST_OUTPUT_BYTES = 256 * 1024

/** The most bytes the `failing-tests` output carries. */
export const MAX_FAILING_TESTS_OUTPUT_BYTES = MAX_LIST_OUTPUT_BYTES

/** A size in the binary units people say: `20 MiB`, `256 KiB`, else bytes. */
export function binarySize(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`
  return `${bytes} bytes`
}
