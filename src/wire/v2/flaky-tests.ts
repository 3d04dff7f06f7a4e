/**
 * Wire shapes of v2's Flaky Tests API (spec/v2/trunk-v2-notes.md §9 and §9a; the collection and
 * test shapes of `openapi-fragments/_components.yaml`, with the live `/v2/tests` rename): test
 * collections, the tests of one, the CI quarantine lookups (quarantine-status, ≤2,000 tests a
 * request; all-quarantined-tests, pages of ≤25,000). Requests strict, responses lenient. Where
 * the docs leave a shape open (the items of quarantine-status' `tests`), the shape read is the
 * one docs/api-v2.md decides.
 */
import { z } from 'zod'
import { pageOf } from './schemas.js'

/** Most tests one quarantine-status request names ("≤2000"). */
export const V2_MAX_QUARANTINE_STATUS_TESTS = 2_000
/** Most test ids one all-quarantined-tests page holds. */
export const V2_MAX_QUARANTINED_PAGE = 25_000
/** A test collection id: 8 letters and digits (the only id format the docs specify). */
export const TEST_COLLECTION_ID = /^[0-9A-Za-z]{8}$/
/** The nil UUID: the repository of an upload without one. */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000'
/** The periods the tests' metrics are computed over. */
export const TEST_METRIC_PERIODS = ['1d', '7d', '14d', '30d'] as const
export type TestMetricPeriod = (typeof TEST_METRIC_PERIODS)[number]

/** Optional in practice: absent and `null` both read as undefined. */
const opt = <T extends z.ZodType>(s: T) =>
  s
    .nullish()
    .transform((v) => v ?? undefined)
    .optional()

// ---- Requests (strict) --------------------------------------------------------------------------

export const TestCollectionIdSchema = z
  .string()
  .regex(TEST_COLLECTION_ID, 'must be a test collection id (8 letters and digits)')

/** The repository as the uploader reads it from git (`repo` of the CI lookups). */
export const QuarantineRepoSchema = z.strictObject({
  host: z.string().min(1).max(255),
  owner: z.string().min(1).max(255),
  name: z.string().min(1).max(255),
})

/**
 * One test named to quarantine-status: by its own id (the id Trunk's uploader computes, see
 * src/wire/test-id.ts), or by name and parentName when it has none.
 */
export const TestIdentifierSchema = z.union([
  z.strictObject({ id: z.string().min(1).max(255) }),
  z.strictObject({ name: z.string().min(1).max(4096), parentName: z.string().max(4096) }),
])
export type TestIdentifier = z.input<typeof TestIdentifierSchema>

export const QuarantineStatusRequestSchema = z.strictObject({
  repo: QuarantineRepoSchema.nullable(),
  testIdentifiers: z
    .array(TestIdentifierSchema)
    .max(
      V2_MAX_QUARANTINE_STATUS_TESTS,
      `must name at most ${V2_MAX_QUARANTINE_STATUS_TESTS} tests`,
    ),
})
export type QuarantineStatusRequest = z.input<typeof QuarantineStatusRequestSchema>

export const ListTestsQuerySchema = z.strictObject({
  testCollectionId: TestCollectionIdSchema,
  period: z.enum(TEST_METRIC_PERIODS),
  limit: z.number().int().min(1).max(100).optional(),
  cursor: z.string().max(4096).optional(),
})
export type ListTestsQuery = z.input<typeof ListTestsQuerySchema>

// ---- Responses (lenient) ------------------------------------------------------------------------

export const TestCollectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: opt(z.string()),
  quarantineEnabled: opt(z.boolean()),
})
export type TestCollection = z.output<typeof TestCollectionSchema>
export const TestCollectionPageSchema = pageOf(TestCollectionSchema)

/** A test's metrics over the period asked (`include=metrics`). */
export const TestMetricsSchema = z.object({
  failureRate: z.number(),
  prsImpacted: opt(z.number()),
  failureCount: opt(z.number()),
  lastFailureAt: opt(z.string()),
})

/** One test (`GET /v2/tests`, `GET /v2/tests/{testId}`). */
export const V2TestSchema = z.object({
  id: z.string(),
  testCollectionId: opt(z.string()),
  repoId: opt(z.string()),
  name: z.string(),
  parentName: opt(z.string()),
  className: opt(z.string()),
  file: opt(z.string()),
  variant: opt(z.string()),
  codeowners: z.array(z.string()).default([]),
  /** `healthy`, `flaky`, `broken`, or a value the service added (kept). */
  status: z.string(),
  statusSince: opt(z.string()),
  /** `quarantined` or `notQuarantined`. */
  quarantineState: z.string(),
  url: opt(z.string()),
  lastFailureAt: opt(z.string()),
  metrics: opt(TestMetricsSchema),
})
export type V2Test = z.output<typeof V2TestSchema>
export const V2TestPageSchema = pageOf(V2TestSchema)

/**
 * One answer of quarantine-status, in the order asked. The docs show only "tests[]": read as the
 * test Trunk has for the identifier (`testId` null or absent: it has none), whether it is
 * quarantined now, and, when sent, its status and page.
 */
export const QuarantineStatusTestSchema = z.object({
  testId: opt(z.string()),
  quarantined: z.boolean(),
  status: opt(z.string()),
  name: opt(z.string()),
  parentName: opt(z.string()),
  url: opt(z.string()),
})
export type QuarantineStatusTest = z.output<typeof QuarantineStatusTestSchema>

export const QuarantineStatusResponseSchema = z.object({
  testCollectionUuid: z.string(),
  repositoryId: z.string(),
  quarantineEnabled: z.boolean(),
  tests: z.array(QuarantineStatusTestSchema),
})
export type QuarantineStatusResponse = z.output<typeof QuarantineStatusResponseSchema>

export const AllQuarantinedTestsPageSchema = z.object({
  testCollectionUuid: z.string(),
  repositoryId: z.string(),
  quarantineEnabled: z.boolean(),
  data: z.array(z.object({ testId: z.string() })),
  nextCursor: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  hasMore: z.boolean(),
})
export type AllQuarantinedTestsPage = z.output<typeof AllQuarantinedTestsPageSchema>
