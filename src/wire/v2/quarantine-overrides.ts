/**
 * Wire shapes of v2's quarantine overrides (notes §9 and §9a; the live pages "Set a test's
 * quarantine override" and "Set quarantine overrides on many tests"): the override a test
 * carries (`quarantineOverride` of `GET /v2/tests/{testId}`; list rows omit it), the single write
 * `POST /v2/tests/{testId}/quarantine` and the bulk write of ≤100 tests. Requests strict,
 * responses lenient.
 *
 * Where the docs leave a gap, decided as the service most plausibly behaves:
 * - the bulk path is not published: `POST /v2/tests/quarantine` (the single write's path without
 *   the id, beside `GET /v2/tests`), its body `{items: [{testId, mode, reason?}]}` (the page counts
 *   "items");
 * - the bulk answer's field is not published: read as `{results: [...]}` (also `items` or `data`),
 *   one result per item "in request order", each `{testId?, status: succeeded|unchanged|failed,
 *   error?: {code, message}}`; a result's `testId`, when sent, must be the item's.
 */
import { z } from 'zod'
import { V2TestSchema } from './flaky-tests.js'

/** Most tests one bulk request names ("At most 100 items"). */
export const V2_MAX_OVERRIDES_PER_REQUEST = 100
/** The override modes a write sends; `clear` removes the override. */
export const OVERRIDE_WRITE_MODES = ['alwaysQuarantine', 'neverQuarantine', 'clear'] as const
export type OverrideWriteMode = (typeof OVERRIDE_WRITE_MODES)[number]
/** The outcomes of one bulk item. */
export const OVERRIDE_ITEM_STATUSES = ['succeeded', 'unchanged', 'failed'] as const
export type OverrideItemStatus = (typeof OVERRIDE_ITEM_STATUSES)[number]

// ---- Requests (strict) --------------------------------------------------------------------------

/** One test's override to set (`reason` 1..1000, shown in the app beside it). */
export const SetQuarantineOverrideRequestSchema = z.strictObject({
  mode: z.enum(OVERRIDE_WRITE_MODES),
  reason: z.string().min(1).max(1000).optional(),
})
export type SetQuarantineOverrideRequest = z.input<typeof SetQuarantineOverrideRequestSchema>

/** One item of the bulk write. */
export const QuarantineOverrideItemSchema = SetQuarantineOverrideRequestSchema.extend({
  testId: z.string().min(1).max(255),
})
export type QuarantineOverrideItem = z.input<typeof QuarantineOverrideItemSchema>

/** The bulk write: ≤100 items, each test once (a test listed twice refuses the whole request). */
export const SetQuarantineOverridesRequestSchema = z.strictObject({
  items: z
    .array(QuarantineOverrideItemSchema)
    .min(1, 'must name at least one test')
    .max(V2_MAX_OVERRIDES_PER_REQUEST, `must name at most ${V2_MAX_OVERRIDES_PER_REQUEST} tests`)
    .refine(
      (items) => new Set(items.map((i) => i.testId.toLowerCase())).size === items.length,
      'must name each test once',
    ),
})
export type SetQuarantineOverridesRequest = z.input<typeof SetQuarantineOverridesRequestSchema>

// ---- Responses (lenient) ------------------------------------------------------------------------

/**
 * The override a test carries: `alwaysQuarantine`, `neverQuarantine` or a mode the service added
 * (kept as sent), its reason (null when none was given), when it was set.
 */
export const QuarantineOverrideSchema = z.object({
  mode: z.string(),
  reason: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  createdAt: z
    .string()
    .nullish()
    .transform((v) => v ?? undefined),
})
export type QuarantineOverride = z.output<typeof QuarantineOverrideSchema>

/**
 * One test with its override (`GET /v2/tests/{testId}`, the single write's answer). The field is
 * required: an answer without it says nothing of the override, which is not "no override".
 */
export const V2TestWithOverrideSchema = V2TestSchema.extend({
  quarantineOverride: QuarantineOverrideSchema.nullable(),
})
export type V2TestWithOverride = z.output<typeof V2TestWithOverrideSchema>

/** One bulk item's outcome. */
export const QuarantineOverrideResultSchema = z.object({
  testId: z
    .string()
    .nullish()
    .transform((v) => v ?? undefined),
  /** `succeeded`, `unchanged`, `failed`, or a value the service added (kept, read as failed). */
  status: z.string(),
  error: z
    .object({ code: z.string().default(''), message: z.string().default('') })
    .nullish()
    .transform((v) => v ?? undefined),
})
export type QuarantineOverrideResult = z.output<typeof QuarantineOverrideResultSchema>

/** The bulk answer: its results, whichever of the plausible names holds them. */
export const SetQuarantineOverridesResponseSchema = z
  .union([
    z.object({ results: z.array(QuarantineOverrideResultSchema) }),
    z.object({ items: z.array(QuarantineOverrideResultSchema) }),
    z.object({ data: z.array(QuarantineOverrideResultSchema) }),
  ])
  .transform((r) => ({
    results: 'results' in r ? r.results : 'items' in r ? r.items : r.data,
  }))
export type SetQuarantineOverridesResponse = z.output<typeof SetQuarantineOverridesResponseSchema>
