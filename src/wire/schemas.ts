/**
 * Wire shapes of the v1 API, declared once. Request schemas are strict (what we send must be
 * exactly right); response schemas are lenient where the service may grow: unknown fields are
 * dropped, enum values are accepted in either case and unknown ones kept as strings.
 * Sources: spec/000_e9cb54f53c7a70da.txt (authority) and trunk-v1-wire-notes.md.
 */
import { z } from 'zod'
import {
  CHECK_RUN_CONCLUSIONS,
  CHECK_RUN_STATUSES,
  DIRECT_MERGE_MODES,
  GITHUB_MERGEABILITY,
  MERGE_METHODS,
  OPTIMIZATION_MODES,
  PRIORITY_MAX,
  PRIORITY_MIN,
  PRIORITY_NAMES,
  PULL_REQUEST_STATES,
  QUEUE_MODES,
  QUEUE_STATES,
  REQUIRED_STATUSES_SOURCES,
  SETTABLE_QUEUE_STATES,
  STATUS_CHECK_STATES,
  TESTING_STATUSES,
  TEST_STATUS_VALUES,
  lenientEnum,
  requestEnum,
} from './enums.js'

/**
 * The fewest characters a token may have. No credential the service or GitHub issues is shorter
 * (a v2 key's prefix `trunk_v2_` alone is 9, GitHub's tokens 40 or more); a shorter value is a
 * placeholder or a cut-off paste, and masking it would replace that text everywhere in the log
 * (`x` turns "the x-api-token header" into "the ***-api-token header").
 */
export const MIN_TOKEN_LENGTH = 12

/** The request body limit of every endpoint: 20 MiB of UTF-8, as sent. */
export const MAX_REQUEST_BODY_BYTES = 20 * 1024 * 1024
/** The sentinel that marks a PR as impacting every target. */
export const IMPACTS_ALL = 'ALL'
/** The legacy spelling of {@link IMPACTS_ALL}, still sent by Trunk's nx-action. */
export const IMPACTS_ALL_LEGACY = 'IMPACTS_ALL'
/** Largest PR number accepted: the service's newer docs narrowed it to int32. */
export const MAX_PR_NUMBER = 2147483647
/** Longest window list-failing-tests accepts between start_time and end_time. */
export const MAX_FAILING_TESTS_WINDOW_MS = 7 * 24 * 60 * 60 * 1000
export const MIN_PAGE_SIZE = 1
export const MAX_PAGE_SIZE = 100

// ---------------------------------------------------------------------------------------------
// Requests (strict)

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/
/** A non-empty single-line string: no request field of this API may carry control characters. */
export const wireText = (max = 1024) =>
  z
    .string()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .refine((s) => !CONTROL_CHARS.test(s), 'must not contain control characters or newlines')

export const RepoRefSchema = z.strictObject({
  host: wireText(255),
  owner: wireText(255),
  name: wireText(255),
})
/** The repository a request is about: `{host, owner, name}`, e.g. `github.com`, `acme`, `app`. */
export type RepoRef = z.infer<typeof RepoRefSchema>

const PrNumberSchema = z
  .number()
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(MAX_PR_NUMBER, `must be at most ${MAX_PR_NUMBER}`)

export const QueueRefSchema = z.strictObject({
  repo: RepoRefSchema,
  targetBranch: wireText(),
})
/** Identifies one merge queue: a repository and the branch it merges into. */
export type QueueRef = z.infer<typeof QueueRefSchema>

export const PullRequestRefSchema = z.strictObject({
  repo: RepoRefSchema,
  targetBranch: wireText(),
  pr: z.strictObject({ number: PrNumberSchema }),
})
/** Identifies one PR in one merge queue. */
export type PullRequestRef = z.infer<typeof PullRequestRefSchema>

/** A priority: a name (`low`, `medium`, `high`, `urgent`) or a number, 0 (highest) to 255. */
export const PrioritySchema = z.union([
  z
    .number()
    .int('must be a whole number')
    .min(PRIORITY_MIN, `must be at least ${PRIORITY_MIN}`)
    .max(PRIORITY_MAX, `must be at most ${PRIORITY_MAX}`),
  requestEnum(Object.keys(PRIORITY_NAMES) as [keyof typeof PRIORITY_NAMES]),
])
export type Priority = z.input<typeof PrioritySchema>

export const SubmitPullRequestRequestSchema = z.strictObject({
  repo: RepoRefSchema,
  targetBranch: wireText(),
  pr: z.strictObject({ number: PrNumberSchema }),
  priority: PrioritySchema.optional(),
  noBatch: z.boolean().optional(),
})
export type SubmitPullRequestRequest = z.input<typeof SubmitPullRequestRequestSchema>

const ShaSchema = z
  .string()
  .regex(/^[0-9a-fA-F]{7,64}$/, 'must be a commit sha (7 to 64 hexadecimal characters)')

export const SetImpactedTargetsRequestSchema = z.strictObject({
  repo: RepoRefSchema,
  targetBranch: wireText(),
  pr: z.strictObject({ number: PrNumberSchema, sha: ShaSchema }),
  // A target is an opaque string: any characters JSON can carry, even empty ones are the
  // caller's business (the action drops empty lines before it gets here).
  impactedTargets: z.union([z.array(z.string()), z.literal(IMPACTS_ALL)]),
})
export type SetImpactedTargetsRequest = z.input<typeof SetImpactedTargetsRequestSchema>

export const GetMergeQueueTestingDetailsRequestSchema = z.strictObject({
  repo: RepoRefSchema,
  targetBranch: wireText(),
  testRunId: wireText(255),
})
export type GetMergeQueueTestingDetailsRequest = z.input<
  typeof GetMergeQueueTestingDetailsRequestSchema
>

const positiveInt = z
  .number()
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(4294967295, 'must be at most 4294967295')
/** A count from 0 to 2^32-1, as the queue settings take it (a timeout, a depth). */
export const nonNegativeCount = z
  .number()
  .int('must be a whole number')
  .min(0, 'must be at least 0')
  .max(4294967295, 'must be at most 4294967295')

export const CreateQueueRequestSchema = z.strictObject({
  repo: RepoRefSchema,
  targetBranch: wireText(),
  mode: requestEnum(QUEUE_MODES).optional(),
  concurrency: positiveInt.optional(),
})
export type CreateQueueRequest = z.input<typeof CreateQueueRequestSchema>

/** Every setting updateQueue accepts; each one optional, only those given are sent. */
export const QueueSettingsSchema = z.strictObject({
  state: requestEnum(SETTABLE_QUEUE_STATES).optional(),
  mode: requestEnum(QUEUE_MODES).optional(),
  concurrency: positiveInt.optional(),
  bisectionConcurrency: positiveInt.optional(),
  // The service's newer docs allow 0 here ("0 to disable").
  testingTimeoutMinutes: nonNegativeCount.optional(),
  pendingFailureDepth: nonNegativeCount.optional(),
  canOptimisticallyMerge: z.boolean().optional(),
  batch: z.boolean().optional(),
  batchingMaxWaitTimeMinutes: positiveInt.optional(),
  batchingMinSize: positiveInt.optional(),
  commentsEnabled: z.boolean().optional(),
  commandsEnabled: z.boolean().optional(),
  createPrsForTestingBranches: z.boolean().optional(),
  statusCheckEnabled: z.boolean().optional(),
  directMergeMode: requestEnum(DIRECT_MERGE_MODES).optional(),
  optimizationMode: requestEnum(OPTIMIZATION_MODES).optional(),
  mergeMethod: requestEnum(MERGE_METHODS).optional(),
  requiredStatuses: z.array(wireText(255)).optional(),
  deleteRequiredStatuses: z.boolean().optional(),
})
export type QueueSettings = z.input<typeof QueueSettingsSchema>
/** The names of the settings updateQueue accepts. */
export const QUEUE_SETTING_NAMES = Object.keys(QueueSettingsSchema.shape) as (keyof QueueSettings)[]

export const UpdateQueueRequestSchema = QueueSettingsSchema.extend({
  repo: RepoRefSchema,
  targetBranch: wireText(),
})
export type UpdateQueueRequest = z.input<typeof UpdateQueueRequestSchema>

export const MetricsQuerySchema = z
  .strictObject({
    /** `owner/name`. */
    repo: wireText(512)
      .refine((s) => /^[^/\s]+\/[^/\s]+$/.test(s), 'must be in owner/name form')
      .optional(),
    repoHost: wireText(255).optional(),
  })
  .refine((q) => (q.repo === undefined) === (q.repoHost === undefined), {
    message: 'repo and repoHost must be given together (or neither, for the whole organization)',
    path: ['repoHost'],
  })
export type MetricsQuery = z.input<typeof MetricsQuerySchema>

const IsoDateTime = z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date-time' })

export const PageQuerySchema = z.strictObject({
  page_size: z
    .number()
    .int('must be a whole number')
    .min(MIN_PAGE_SIZE, `must be at least ${MIN_PAGE_SIZE}`)
    .max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`),
  page_token: z.string().max(4096).optional(),
})

/** The window rule of list-failing-tests: end after start, and at most 7 days after it. */
export function checkFailingTestsWindow(
  r: { start_time: string; end_time: string },
  ctx: z.RefinementCtx,
): void {
  const start = Date.parse(r.start_time)
  const end = Date.parse(r.end_time)
  if (!(end > start)) {
    ctx.addIssue({ code: 'custom', path: ['end_time'], message: 'must be after start_time' })
  } else if (end - start > MAX_FAILING_TESTS_WINDOW_MS) {
    ctx.addIssue({
      code: 'custom',
      path: ['end_time'],
      message: 'must be within 7 days of start_time',
    })
  }
}

export const ListFailingTestsRequestSchema = z
  .strictObject({
    repo: RepoRefSchema,
    org_url_slug: wireText(255),
    start_time: IsoDateTime,
    end_time: IsoDateTime,
    page_query: PageQuerySchema,
  })
  .superRefine(checkFailingTestsWindow)
export type ListFailingTestsRequest = z.input<typeof ListFailingTestsRequestSchema>

const UUID = z
  .string()
  .regex(
    /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
    'must be a UUID',
  )

export const GetTestDetailsRequestSchema = z.strictObject({
  repo: RepoRefSchema,
  org_url_slug: wireText(255),
  test_id: UUID,
})
export type GetTestDetailsRequest = z.input<typeof GetTestDetailsRequestSchema>

// ---------------------------------------------------------------------------------------------
// Responses (lenient)

/** A number the service might one day send as a numeric string. */
const wireNumber = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
])
/** Optional in practice: absent and `null` both read as undefined. */
const opt = <T extends z.ZodType>(s: T) =>
  s
    .nullish()
    .transform((v) => v ?? undefined)
    .optional()

export const ReadinessSchema = z.object({
  hasImpactedTargets: opt(z.boolean()),
  requiresImpactedTargets: opt(z.boolean()),
  doesBaseBranchMatch: opt(z.boolean()),
  gitHubMergeability: opt(lenientEnum('readiness.gitHubMergeability', GITHUB_MERGEABILITY)),
})
/** Why a PR can or cannot start testing. */
export type Readiness = z.output<typeof ReadinessSchema>

/** One check that failed a test run: its name, the service's conclusion and its link. */
export interface FailedCheck {
  name: string
  /** As the service spells it (GitHub's UPPER_SNAKE: FAILURE, TIMED_OUT, CANCELLED, ...). */
  conclusion: string
  url?: string
}

/**
 * One state change of a PR's queue entry, the same on both APIs (v1's timeline item, v2's
 * transition), with what the service said about why.
 */
export interface QueueTransition {
  /** The state it went to, lowercase snake_case (`failed`, `pending_failure`). */
  state: string
  /** When (ISO 8601), if the service said. */
  at?: string
  /** The service's reason code (UPPER_SNAKE, an open set: `TEST_RUN_TIMEOUT`, `PR_CLOSED`). */
  reason?: string
  /** A sentence the service gave with it, if any. */
  message?: string
  /** Who did it (a GitHub login or Trunk user id); absent for the queue's own transitions. */
  actor?: string
  /** The test run (v2: verification run) it is about. */
  testRunId?: string
  /** The checks the service names as having caused a failure. */
  failedChecks: FailedCheck[]
}

const looseRecord = z.record(z.string(), z.unknown())

export const SubmittedPullRequestSchema = z.object({
  id: opt(z.string()),
  state: lenientEnum('state', PULL_REQUEST_STATES),
  readiness: opt(ReadinessSchema),
  stateChangedAt: z.string(),
  priorityValue: wireNumber,
  priorityName: z.string(),
  usedDefaultPriorityName: opt(z.string()),
  skipTheLine: z.boolean(),
  noBatch: opt(z.boolean()),
  forceEnqueued: opt(z.boolean()),
  isCurrentlySubmittedToQueue: z.boolean(),
  prNumber: wireNumber,
  prTitle: z.string(),
  prSha: z.string(),
  prBaseBranch: z.string(),
  prAuthor: z.string(),
  verifiedByTestRun: opt(z.string()),
  // Only with includeTimeline; its items' shape is not documented, so each is read leniently
  // (readTimelineItem).
  timeline: opt(z.array(looseRecord)),
})
/** The queue's record of one PR (getSubmittedPullRequest). */
export type SubmittedPullRequest = z.output<typeof SubmittedPullRequestSchema>

export const GetSubmittedPullRequestRequestSchema = PullRequestRefSchema.extend({
  includeTimeline: z.boolean().optional(),
  /** Newer WEBV1: the answer carries an estimate (its field: see estimate.ts). */
  includeEstimatedTimeToMerge: z.boolean().optional(),
})

const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v : undefined

/** `{gitHubLogin}`, `{login}`, `{trunkUserId}`, `{name}` or a plain string: who it was. */
function actorOf(v: unknown): string | undefined {
  if (typeof v === 'string') return str(v)
  if (!v || typeof v !== 'object') return undefined
  const o = v as Record<string, unknown>
  return str(o.gitHubLogin) ?? str(o.login) ?? str(o.name) ?? str(o.trunkUserId)
}

/** A reason as a code string or `{code, message}`. */
function reasonOf(v: unknown): { reason?: string; message?: string } {
  if (typeof v === 'string') return { reason: str(v) }
  if (!v || typeof v !== 'object') return {}
  const o = v as Record<string, unknown>
  return { reason: str(o.code) ?? str(o.kind), message: str(o.message) }
}

/** A list of checks as the service names them (`name` or `context`; `conclusion` or `state`). */
function checksOf(v: unknown): FailedCheck[] {
  if (!Array.isArray(v)) return []
  const out: FailedCheck[] = []
  for (const c of v) {
    if (!c || typeof c !== 'object') continue
    const o = c as Record<string, unknown>
    const name = str(o.name) ?? str(o.context)
    if (!name) continue
    out.push({
      name,
      conclusion: (str(o.conclusion) ?? str(o.state) ?? 'FAILURE').toUpperCase(),
      ...(str(o.url) ? { url: str(o.url) } : {}),
    })
  }
  return out
}

/**
 * One v1 timeline item, read leniently: the wire notes say items carry per-state `reason` and
 * `actor` objects, `testRun` and `failureCausingStatuses` without giving the schema, so the facts
 * are taken from the item itself or from any object inside it (`{state, timestamp, failure:
 * {reason, testRun: {id}, failureCausingStatuses: [...]}}` is how the emulator sends it).
 */
export function readTimelineItem(item: Record<string, unknown>): QueueTransition {
  const places = [
    item,
    ...Object.values(item).filter(
      (v): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v),
    ),
  ]
  const first = <T>(f: (o: Record<string, unknown>) => T | undefined): T | undefined => {
    for (const o of places) {
      const v = f(o)
      if (v !== undefined) return v
    }
    return undefined
  }
  const reason = first((o) => {
    const r = reasonOf(o.reason)
    const message = r.message ?? str(o.message)
    return r.reason || message ? { reason: r.reason, message } : undefined
  })
  const run = first((o) =>
    typeof o.testRun === 'string'
      ? str(o.testRun)
      : o.testRun && typeof o.testRun === 'object'
        ? str((o.testRun as Record<string, unknown>).id)
        : str(o.testRunId),
  )
  const failed = first((o) => {
    const c = checksOf(o.failureCausingStatuses ?? o.failureCausingChecks)
    return c.length ? c : undefined
  })
  const state = (str(item.state) ?? 'unknown').replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()
  const at = str(item.timestamp) ?? str(item.changedAt) ?? str(item.at)
  const actor = first((o) => actorOf(o.actor))
  return {
    state: state === 'failure' ? 'failed' : state,
    ...(at ? { at } : {}),
    ...(reason?.reason ? { reason: reason.reason } : {}),
    ...(reason?.message ? { message: reason.message } : {}),
    ...(actor ? { actor } : {}),
    ...(run ? { testRunId: run } : {}),
    failedChecks: failed ?? [],
  }
}

export const EnqueuedPullRequestSchema = z.object({
  id: opt(z.string()),
  state: opt(lenientEnum('enqueuedPullRequests.state', PULL_REQUEST_STATES)),
  stateChangedAt: z.string(),
  priorityValue: wireNumber,
  priorityName: z.string(),
  usedDefaultPriorityName: opt(z.string()),
  skipTheLine: z.boolean(),
  noBatch: z.boolean(),
  prNumber: wireNumber,
  prTitle: z.string(),
  prSha: z.string(),
  prBaseBranch: z.string(),
  prAuthor: z.string(),
})
/** One PR as getQueue lists it, in queue order. */
export type EnqueuedPullRequest = z.output<typeof EnqueuedPullRequestSchema>

const queueConfigShape = {
  state: lenientEnum('state', QUEUE_STATES),
  branch: z.string(),
  concurrency: wireNumber,
  testingTimeoutMinutes: wireNumber,
  mode: lenientEnum('mode', QUEUE_MODES),
  canOptimisticallyMerge: z.boolean(),
  pendingFailureDepth: wireNumber,
  batch: z.boolean(),
  batchingMaxWaitTimeMinutes: wireNumber,
  batchingMinSize: wireNumber,
  createPrsForTestingBranches: z.boolean(),
  commentsEnabled: z.boolean(),
  commandsEnabled: z.boolean(),
  statusCheckEnabled: z.boolean(),
  bisectionConcurrency: wireNumber,
  // null (or absent): no override, the branch protection's or trunk.yaml's checks apply;
  // [] would mean none required. Terraform's provider keeps the two apart, and so do we.
  requiredStatuses: z
    .array(z.string())
    .nullish()
    .transform((v) => v ?? null),
  directMergeMode: lenientEnum('directMergeMode', DIRECT_MERGE_MODES),
  optimizationMode: lenientEnum('optimizationMode', OPTIMIZATION_MODES),
  mergeMethod: lenientEnum('mergeMethod', MERGE_METHODS),
}

/** A queue's configuration and state, as updateQueue answers it. */
export const QueueConfigSchema = z.object(queueConfigShape)
export type QueueConfig = z.output<typeof QueueConfigSchema>

export const QueueSchema = z.object({
  ...queueConfigShape,
  enqueuedPullRequests: z.array(EnqueuedPullRequestSchema),
})
/** A merge queue with its enqueued PRs (getQueue). */
export type Queue = z.output<typeof QueueSchema>

export const TestingDetailsSchema = z.object({
  requiredStatuses: z
    .array(z.string())
    .nullish()
    .transform((v) => v ?? []),
  requiredStatusesSource: opt(lenientEnum('requiredStatusesSource', REQUIRED_STATUSES_SOURCES)),
  testBranch: z.string(),
  testBranchSha: z.string(),
  createdAt: opt(z.string()),
  status: opt(lenientEnum('status', TESTING_STATUSES)),
  checkSuites: z.array(
    z.object({
      checkRuns: z.array(
        z.object({
          name: z.string(),
          url: z.string(),
          status: opt(lenientEnum('checkRuns.status', CHECK_RUN_STATUSES, 'upper')),
          conclusion: opt(lenientEnum('checkRuns.conclusion', CHECK_RUN_CONCLUSIONS, 'upper')),
        }),
      ),
    }),
  ),
  statusChecks: z.array(
    z.object({
      context: z.string(),
      url: opt(z.string()),
      state: opt(lenientEnum('statusChecks.state', STATUS_CHECK_STATES, 'upper')),
    }),
  ),
  testedPullRequests: z.array(
    z.object({ prNumber: wireNumber, prUrl: z.string(), title: z.string() }),
  ),
  impactedTargets: opt(z.array(z.string())),
  impactedTargetsForTestedPrs: opt(z.array(z.string())),
  dependentPrs: opt(z.array(wireNumber)),
})
/** The testing in progress for one test run (getMergeQueueTestingDetails). */
export type TestingDetails = z.output<typeof TestingDetailsSchema>

export const TestCaseSchema = z.object({
  id: z.string(),
  repository: z.object({ html_url: z.string() }),
  html_url: z.string(),
  name: z.string(),
  variant: z.string(),
  status: z.object({
    value: opt(lenientEnum('status.value', TEST_STATUS_VALUES)),
    reason: z.string(),
    timestamp: z.string(),
  }),
  most_common_failures: z.array(
    z.object({
      summary: z.string(),
      occurrence_count: wireNumber,
      last_occurrence: opt(z.string()),
    }),
  ),
  failure_rate_last_7d: wireNumber,
  failure_rate_last_24h: wireNumber,
  file_path: opt(z.string()),
  parent: opt(z.string()),
  classname: opt(z.string()),
  codeowners: z.array(z.string()),
  pull_requests_impacted_last_7d: wireNumber,
  quarantined: z.boolean(),
  ticket: opt(z.object({ html_url: z.string() })),
})
/** One test case of the flaky-tests API. */
export type TestCase = z.output<typeof TestCaseSchema>

export const PageSchema = z.object({
  total_rows: wireNumber,
  total_pages: wireNumber,
  next_page_token: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  prev_page_token: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  last_page_token: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  page_index: wireNumber,
})
export type Page = z.output<typeof PageSchema>

export const FailingTestsPageSchema = z.object({
  tests: z.array(TestCaseSchema),
  page: PageSchema,
})
/** One page of list-failing-tests. */
export type FailingTestsPage = z.output<typeof FailingTestsPageSchema>

export const TestDetailsSchema = z.object({ test: TestCaseSchema })
export type TestDetails = z.output<typeof TestDetailsSchema>
