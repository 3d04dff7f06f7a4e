/**
 * Wire shapes of Trunk's v2 API, from spec/v2/openapi-fragments (`_components.yaml` and one
 * file per operation). Request schemas are strict (unknown keys, out-of-range values and the
 * documented either/or rules are refused before anything is sent); response schemas are lenient
 * like v1's: unknown fields dropped, unknown enum values kept as strings and reported.
 */
import { z } from 'zod'
import { lenientEnum } from '../enums.js'

/** Largest PR number v2 accepts (`number` 1..10000000). */
export const V2_MAX_PR_NUMBER = 10_000_000
/** Priority bound of the live docs ("from 0 to 255"; the older spec said 32767: live wins). */
export const V2_MAX_PRIORITY = 255
/** Most rows of one page (`limit` 1..100). */
export const V2_MAX_PAGE_LIMIT = 100
/** Most impacted targets one upload lists. */
export const V2_MAX_IMPACTED_TARGETS = 100_000

export const QUEUE_ENTRY_STATES = [
  'notReady',
  'pending',
  'testing',
  'testsPassed',
  'merged',
  'failed',
  'cancelled',
  'pendingFailure',
] as const
export const TERMINAL_QUEUE_ENTRY_STATES = ['merged', 'failed', 'cancelled'] as const
export const MERGE_QUEUE_STATES = ['running', 'paused', 'draining', 'switchingModes'] as const
export const MERGE_QUEUE_MODES = ['queue', 'graph'] as const
export const MERGEABILITY = ['mergeable', 'notMergeable', 'inProgress', 'unspecified'] as const
export const MERGE_METHODS_V2 = ['mergeCommit', 'squash', 'rebase'] as const
export const OPTIMIZATION_MODES_V2 = ['off', 'bisectionSkipRedundantTests'] as const
export const DIRECT_MERGE_MODES_V2 = ['off', 'always'] as const
export const TEST_BRANCH_CONSTRUCTION_MODES_V2 = [
  'renameTempBranch',
  'pushNewBranchFromTemp',
] as const
export const VERIFICATION_RUN_STATUSES = ['inProgress', 'failed', 'cancelled', 'succeeded'] as const
export const CHECK_STATUSES = ['queued', 'inProgress', 'completed'] as const
export const CHECK_CONCLUSIONS = [
  'success',
  'failure',
  'neutral',
  'cancelled',
  'skipped',
  'timeout',
] as const
export const REQUIRED_STATUSES_SOURCES_V2 = [
  'trunkConfig',
  'repoProviderBranchProtection',
  'mergeInstance',
] as const
/** The live named priorities (urgent 0, high 10, medium 100, low 200). */
export const V2_PRIORITY_NAMES = ['urgent', 'high', 'medium', 'low'] as const

/** A v2 response enum: case kept as sent (v2 is camelCase), unknown values kept and reported. */
const v2Enum = <const T extends readonly string[]>(field: string, known: T) => {
  const set = new Set<string>(known)
  const reportUnknown = lenientEnum(field, [])
  return z.string().transform((raw): T[number] | (string & {}) => {
    // lenientEnum lowercases (v1's casing); v2 keeps camelCase, so it only reports the unknown.
    if (!set.has(raw)) reportUnknown.parse(raw)
    return raw
  })
}

/** Optional in practice: absent and `null` both read as undefined. */
const opt = <T extends z.ZodType>(s: T) =>
  s
    .nullish()
    .transform((v) => v ?? undefined)
    .optional()

// ---------------------------------------------------------------------------------------------
// Requests (strict)

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/
const text = (max = 1024) =>
  z
    .string()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .refine((s) => !CONTROL_CHARS.test(s), 'must not contain control characters or newlines')
const int = (min: number, max: number) =>
  z
    .number()
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`)
/** Opaque ids: printable, no slash (they go into paths). */
export const IdSchema = z
  .string()
  .min(1, 'must not be empty')
  .max(255, 'must be at most 255 characters')
  .regex(/^[A-Za-z0-9._~-]+$/, 'must be an id of letters, digits and . _ ~ -')
export const UuidSchema = z
  .string()
  .regex(
    /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
    'must be a UUID',
  )
const PrNumber = int(1, V2_MAX_PR_NUMBER)
const Priority = int(0, V2_MAX_PRIORITY)
const PriorityName = z.enum(V2_PRIORITY_NAMES, {
  message: `must be one of ${V2_PRIORITY_NAMES.join(', ')}`,
})

export const PaginationQuerySchema = z.strictObject({
  limit: int(1, V2_MAX_PAGE_LIMIT).optional(),
  cursor: z.string().min(1).max(4096).optional(),
  includeTotal: z.boolean().optional(),
})
export type PaginationQuery = z.input<typeof PaginationQuerySchema>

export const ListMergeQueuesQuerySchema = PaginationQuerySchema.extend({
  repositoryId: UuidSchema.optional(),
  targetBranch: text().optional(),
}).refine((q) => q.targetBranch === undefined || q.repositoryId !== undefined, {
  message: 'needs repositoryId (targetBranch narrows within one repository)',
  path: ['targetBranch'],
})
export type ListMergeQueuesQuery = z.input<typeof ListMergeQueuesQuerySchema>

export const CreateMergeQueueRequestSchema = z.strictObject({
  repositoryId: UuidSchema,
  targetBranch: text(),
  mode: z.enum(MERGE_QUEUE_MODES).optional(),
  concurrency: int(1, 1000).optional(),
  bisectionConcurrency: int(0, 1000).optional(),
  enqueueingLabel: text().optional(),
})
export type CreateMergeQueueRequest = z.input<typeof CreateMergeQueueRequestSchema>

const BatchingRuleSchema = z.strictObject({
  targetPattern: text().refine(
    (p) => p !== '*' && !p.slice(0, -1).includes('*'),
    'must be exact, or a prefix ending in a single trailing *',
  ),
  policy: z.literal('isolate'),
})

export const UpdateMergeQueueConfigRequestSchema = z.strictObject({
  concurrency: int(1, 1000).optional(),
  bisectionConcurrency: int(0, 1000).optional(),
  pendingFailureDepth: int(0, 1000).optional(),
  canOptimisticallyMerge: z.boolean().optional(),
  allowBatching: z.boolean().optional(),
  batchingMaxWaitTimeMinutes: int(0, 10080).optional(),
  batchingMinSize: int(1, 1000).optional(),
  testingTimeoutMinutes: int(0, 10080).optional(),
  notReadyTimeoutMinutes: int(0, 43200)
    .refine((m) => m % 60 === 0, 'must be whole hours (a multiple of 60)')
    .optional(),
  createsPrsForTestingBranches: z.boolean().optional(),
  areCommentsEnabled: z.boolean().optional(),
  areCommandsEnabled: z.boolean().optional(),
  isStatusCheckEnabled: z.boolean().optional(),
  isExtensionEnabled: z.boolean().optional(),
  areLabelCommandsEnabled: z.boolean().optional(),
  areStateLabelsEnabled: z.boolean().optional(),
  requiredStatuses: z.array(text(255)).max(100, 'must list at most 100').optional(),
  allowedBotSubmitters: z.array(text(255)).max(100, 'must list at most 100').optional(),
  batchingRules: z.array(BatchingRuleSchema).max(100, 'must list at most 100').optional(),
  directMergeMode: z.enum(DIRECT_MERGE_MODES_V2).optional(),
  optimizationMode: z.enum(OPTIMIZATION_MODES_V2).optional(),
  mergeMethod: z.enum(MERGE_METHODS_V2).optional(),
  testBranchConstructionMode: z.enum(TEST_BRANCH_CONSTRUCTION_MODES_V2).optional(),
  enqueueingLabel: text().optional(),
})
export type UpdateMergeQueueConfigRequest = z.input<typeof UpdateMergeQueueConfigRequestSchema>

export const SwitchModesRequestSchema = z.strictObject({ mode: z.enum(MERGE_QUEUE_MODES) })

const notBothPriorities = {
  message: 'priorityValue and priorityName cannot both be given',
  path: ['priorityName'],
}
export const SubmitPullRequestRequestSchema = z
  .strictObject({
    number: PrNumber,
    allowBatching: z.boolean().optional(),
    priorityValue: Priority.optional(),
    priorityName: PriorityName.optional(),
    direct: z.boolean().optional(),
  })
  .refine((b) => b.priorityValue === undefined || b.priorityName === undefined, notBothPriorities)
export type V2SubmitPullRequestRequest = z.input<typeof SubmitPullRequestRequestSchema>

export const ReprioritizeRequestSchema = z
  .strictObject({ priorityValue: Priority.optional(), priorityName: PriorityName.optional() })
  .refine((b) => (b.priorityValue === undefined) !== (b.priorityName === undefined), {
    message: 'exactly one of priorityValue and priorityName must be given',
    path: ['priorityValue'],
  })
export type ReprioritizeRequest = z.input<typeof ReprioritizeRequestSchema>

export const UpdateQueueEntryRequestSchema = z
  .strictObject({
    priorityValue: Priority.optional(),
    priorityName: PriorityName.optional(),
    direct: z.boolean().optional(),
    allowBatching: z.boolean().optional(),
  })
  .refine((b) => b.priorityValue === undefined || b.priorityName === undefined, notBothPriorities)
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'must change at least one field',
    path: ['(request)'],
  })
export type UpdateQueueEntryRequest = z.input<typeof UpdateQueueEntryRequestSchema>

export const UploadImpactedTargetsRequestSchema = z
  .strictObject({
    repositoryId: UuidSchema,
    targetBranch: text(),
    sha: z.string().regex(/^[A-Za-z0-9]+$/, 'must be a commit sha (letters and digits)'),
    number: PrNumber.optional(),
    branch: text().optional(),
    impactedTargets: z
      .array(z.string().min(1, 'must not be empty'))
      .max(V2_MAX_IMPACTED_TARGETS, `must list at most ${V2_MAX_IMPACTED_TARGETS}`)
      .optional(),
    impactsAllTargets: z.literal(true).optional(),
  })
  .refine((b) => (b.number === undefined) !== (b.branch === undefined), {
    message: 'exactly one of number and branch must be given',
    path: ['number'],
  })
  .refine((b) => (b.impactedTargets === undefined) !== (b.impactsAllTargets === undefined), {
    message: 'exactly one of impactedTargets and impactsAllTargets must be given',
    path: ['impactedTargets'],
  })
export type UploadImpactedTargetsRequest = z.input<typeof UploadImpactedTargetsRequestSchema>

export const ResolvePullRequestsQuerySchema = PaginationQuerySchema.extend({
  repositoryId: UuidSchema,
  numbers: z.array(PrNumber).min(1).max(50, 'must list at most 50 numbers').optional(),
  branch: text().optional(),
  baseBranch: text().optional(),
})
  .refine((q) => (q.numbers === undefined) !== (q.branch === undefined), {
    message: 'exactly one of numbers and branch must be given',
    path: ['numbers'],
  })
  .refine((q) => q.baseBranch === undefined || q.branch !== undefined, {
    message: 'baseBranch goes only with branch',
    path: ['baseBranch'],
  })
export type ResolvePullRequestsQuery = z.input<typeof ResolvePullRequestsQuerySchema>

export const ListQueuePullRequestsQuerySchema = PaginationQuerySchema.extend({
  states: z.array(z.enum(QUEUE_ENTRY_STATES)).min(1).optional(),
  author: text().optional(),
})
export type ListQueuePullRequestsQuery = z.input<typeof ListQueuePullRequestsQuerySchema>

export const ProviderUrlSchema = z
  .string()
  .url('must be a URL such as https://github.com/acme/widgets')
  .max(2048)

// ---------------------------------------------------------------------------------------------
// Responses (lenient)

/** The `{data, nextCursor, hasMore, total?}` envelope of every list. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    nextCursor: z
      .string()
      .nullish()
      .transform((v) => v ?? null),
    hasMore: z.boolean(),
    total: opt(z.number()),
  })
export type Page<T> = { data: T[]; nextCursor: string | null; hasMore: boolean; total?: number }

export const MergeQueueConfigSchema = z.object({
  concurrency: z.number(),
  bisectionConcurrency: z.number(),
  pendingFailureDepth: z.number(),
  canOptimisticallyMerge: z.boolean(),
  allowBatching: z.boolean(),
  batchingMaxWaitTimeMinutes: z.number(),
  batchingMinSize: z.number(),
  testingTimeoutMinutes: z.number(),
  notReadyTimeoutMinutes: z.number(),
  createsPrsForTestingBranches: z.boolean(),
  areCommentsEnabled: z.boolean(),
  areCommandsEnabled: z.boolean(),
  isStatusCheckEnabled: z.boolean(),
  isExtensionEnabled: z.boolean(),
  areLabelCommandsEnabled: z.boolean(),
  areStateLabelsEnabled: z.boolean(),
  requiredStatuses: z.array(z.string()),
  allowedBotSubmitters: z.array(z.string()),
  batchingRules: z.array(z.object({ targetPattern: z.string(), policy: z.string() })),
  directMergeMode: v2Enum('config.directMergeMode', DIRECT_MERGE_MODES_V2),
  optimizationMode: v2Enum('config.optimizationMode', OPTIMIZATION_MODES_V2),
  mergeMethod: v2Enum('config.mergeMethod', MERGE_METHODS_V2),
  testBranchConstructionMode: v2Enum(
    'config.testBranchConstructionMode',
    TEST_BRANCH_CONSTRUCTION_MODES_V2,
  ),
  enqueueingLabel: z.string(),
})
export type MergeQueueConfig = z.output<typeof MergeQueueConfigSchema>

export const MergeQueueSchema = z.object({
  id: z.string(),
  repositoryId: z.string(),
  targetBranch: z.string(),
  state: v2Enum('state', MERGE_QUEUE_STATES),
  mode: v2Enum('mode', MERGE_QUEUE_MODES),
  managedState: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  repositoryUrl: z.string(),
  pullRequestsUrl: z.string(),
  htmlUrl: opt(z.string()),
  config: MergeQueueConfigSchema,
})
/** One merge queue (v2). */
export type MergeQueue = z.output<typeof MergeQueueSchema>
export const MergeQueuePageSchema = pageOf(MergeQueueSchema)

export const MergeQueueStateChangeSchema = z.object({
  id: z.string(),
  state: v2Enum('state', MERGE_QUEUE_STATES),
  mode: v2Enum('mode', MERGE_QUEUE_MODES),
  pullRequestsUrl: z.string(),
})
export type MergeQueueStateChange = z.output<typeof MergeQueueStateChangeSchema>

export const MergeabilityReasonSchema = z.object({
  code: z.string(),
  message: z.string(),
  have: opt(z.number()),
  need: opt(z.number()),
  check: opt(z.string()),
  ontoPrNumber: opt(z.number()),
})

export const V2ReadinessSchema = z.object({
  requiresImpactedTargets: z.boolean(),
  hasImpactedTargets: opt(z.boolean()),
  doesBaseBranchMatch: z.boolean(),
  mergeability: v2Enum('queueEntry.readiness.mergeability', MERGEABILITY),
  mergeabilityDetails: opt(
    z.object({ provider: z.string(), reasons: z.array(MergeabilityReasonSchema) }),
  ),
})
/** Why a queue entry can or cannot start testing (v2). */
export type V2Readiness = z.output<typeof V2ReadinessSchema>

export const QueueEntrySchema = z.object({
  id: z.string(),
  mergeQueueId: z.string(),
  state: v2Enum('queueEntry.state', QUEUE_ENTRY_STATES),
  stateChangedAt: z.string(),
  priorityValue: opt(z.number()),
  priorityName: opt(z.string()),
  usedDefaultPriorityName: opt(z.string()),
  skipsTheLine: z.boolean(),
  allowBatching: z.boolean(),
  direct: z.boolean(),
  verifiedByVerificationRunId: opt(z.string()),
  readiness: V2ReadinessSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type QueueEntry = z.output<typeof QueueEntrySchema>

export const V2PullRequestSchema = z.object({
  id: z.string(),
  repositoryId: z.string(),
  number: z.number(),
  title: z.string(),
  branch: z.string(),
  sha: z.string(),
  baseBranch: z.string(),
  author: z.string(),
  url: opt(z.string()),
  state: opt(z.string()),
  isCurrentlySubmittedToQueue: z.boolean(),
  queueEntry: opt(QueueEntrySchema),
  createdAt: z.string(),
  htmlUrl: opt(z.string()),
  viewerIsAuthor: opt(z.boolean()),
})
/** One pull request with its queue entry (v2). */
export type V2PullRequest = z.output<typeof V2PullRequestSchema>
export const PullRequestPageSchema = pageOf(V2PullRequestSchema)

const QueuedPullRequestSchema = z.object({
  id: z.string(),
  number: z.number(),
  sha: z.string(),
  title: z.string(),
  url: opt(z.string()),
})
export type QueuedPullRequest = z.output<typeof QueuedPullRequestSchema>

export const MergeQueueOrderSchema = z.object({
  mode: z.string(),
  queueState: z.string(),
  batchingEnabled: z.boolean(),
  isolationResolved: z.boolean(),
  hasCycle: z.boolean(),
  batches: z.array(
    z.object({
      verificationRunId: z.string(),
      state: z.string(),
      isBisection: z.boolean(),
      pullRequests: z.array(QueuedPullRequestSchema),
    }),
  ),
  pending: z.array(
    z.object({
      pullRequest: QueuedPullRequestSchema,
      schedulability: z.string(),
      predictedBatch: opt(z.number()),
      directlyAhead: z.array(QueuedPullRequestSchema),
      heldBy: z.array(QueuedPullRequestSchema),
    }),
  ),
  awaitingAdmission: z.array(QueuedPullRequestSchema),
  awaitingAdmissionTotal: z.number(),
})
/** A queue's dispatch order (v2 `/order`). */
export type MergeQueueOrder = z.output<typeof MergeQueueOrderSchema>

const RunPullRequestSchema = z.object({
  id: z.string(),
  number: z.number(),
  sha: z.string(),
  title: z.string(),
  url: opt(z.string()),
})
const ImpactedTargetSetSchema = z.object({
  impactsAllTargets: z.boolean(),
  impactedTargets: z.array(z.string()),
  totalImpactedTargets: z.number(),
})
export const CheckSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  status: v2Enum('checks.status', CHECK_STATUSES),
  conclusion: v2Enum('checks.conclusion', CHECK_CONCLUSIONS),
  providerStatus: opt(z.string()),
  providerConclusion: opt(z.string()),
  url: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  provider: z.string(),
})
export type Check = z.output<typeof CheckSchema>

export const VerificationRunSchema = z.object({
  id: z.string(),
  isBisection: z.boolean(),
  testBranch: z.string(),
  testBranchSha: z.string(),
  testBranchCommitUrl: opt(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  status: v2Enum('status', VERIFICATION_RUN_STATUSES),
  requiredStatusesSource: opt(v2Enum('requiredStatusesSource', REQUIRED_STATUSES_SOURCES_V2)),
  requiredStatuses: z.array(z.string()),
  checks: z.array(CheckSchema),
  testedPullRequests: z.array(RunPullRequestSchema),
  dependentPullRequests: z.array(RunPullRequestSchema),
  testBranchPullRequest: opt(z.object({ number: z.number(), url: z.string() })),
  impactedTargets: opt(
    z.object({
      all: ImpactedTargetSetSchema,
      testedPullRequestsOnly: opt(ImpactedTargetSetSchema),
    }),
  ),
})
/** One verification run (v2; v1's test run). */
export type VerificationRun = z.output<typeof VerificationRunSchema>

export const RepositorySchema = z.object({
  id: z.string(),
  provider: z.string(),
  path: z.string(),
  host: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  url: z.string(),
  defaultBranch: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  isPrivate: z
    .boolean()
    .nullish()
    .transform((v) => v ?? null),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Repository = z.output<typeof RepositorySchema>
export const RepositoryPageSchema = pageOf(RepositorySchema)

const FailureCausingCheckSchema = z.object({
  name: z.string(),
  url: opt(z.string()),
  conclusion: opt(z.string()),
})
const TransitionFailureSchema = z.object({
  failureCausingChecks: opt(z.array(FailureCausingCheckSchema)),
  apiFailureMessage: opt(z.string()),
  eventualFailureReason: opt(z.string()),
  blockReasons: opt(z.array(MergeabilityReasonSchema)),
})
export const QueueEntryTransitionSchema = z.object({
  pullRequestId: z.string(),
  state: z.string(),
  changedAt: z.string(),
  // null for testing and pendingFailure; an open UPPER_SNAKE set.
  reason: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  verificationRunId: opt(z.string()),
  actor: opt(z.object({ gitHubLogin: opt(z.string()), trunkUserId: opt(z.string()) })),
  pendingFailure: opt(TransitionFailureSchema),
  failed: opt(TransitionFailureSchema),
})
/** One state transition of a PR's queue entry (v2 history). */
export type QueueEntryTransition = z.output<typeof QueueEntryTransitionSchema>
export const QueueEntryHistoryPageSchema = pageOf(QueueEntryTransitionSchema)

export const RerunFailedChecksRequestSchema = z.strictObject({
  mode: z.enum(['now', 'wait']),
})
export type RerunFailedChecksRequest = z.input<typeof RerunFailedChecksRequestSchema>
export const RerunFailedChecksResponseSchema = z.object({
  rerun: opt(
    z.object({
      until: opt(z.string()),
      alreadyHeld: opt(z.boolean()),
      switchedToNow: opt(z.boolean()),
    }),
  ),
})
/** What rerun-failed-checks answers (only `rerun` is known; the rest is ignored). */
export type RerunFailedChecksResponse = z.output<typeof RerunFailedChecksResponseSchema>

/** The error envelope `{error:{code,message}}`. */
export const ErrorEnvelopeSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
})
