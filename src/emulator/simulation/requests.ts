/**
 * The emulator's request parsing: the client's wire shapes, made as lenient as the real service
 * is. Unknown fields are dropped (not refused), enums are accepted in either case, `pr.number`
 * may be a numeric string, `impactedTargets` may be the legacy `IMPACTS_ALL`. A body that breaks
 * a schema gets a one-line message naming the field, e.g. `pr.number must be a whole number`.
 */
import { z } from 'zod'
import {
  CreateQueueRequestSchema,
  PullRequestRefSchema,
  IMPACTS_ALL,
  IMPACTS_ALL_LEGACY,
  PRIORITY_MAX,
  PRIORITY_MIN,
  PRIORITY_NAMES,
  QueueSettingsSchema,
  RepoRefSchema,
  nonNegativeCount,
  requestEnum,
  wireText,
} from '../../wire/index.js'

/** Test branch naming modes the service reports (live data and the v2 migration notes). */
export const TEST_BRANCH_CONSTRUCTION_MODES = [
  'rename_temp_branch',
  'push_new_branch_from_temp',
] as const

/** `{host, owner, name}`; unknown keys dropped. */
export const RepoSchema = z.object(RepoRefSchema.shape)
export type Repo = z.output<typeof RepoSchema>

/** A PR number as a JSON number or a numeric string (Trunk's own actions send `"123"`). */
export const LenientPrNumberSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^\s*\d+\s*$/, 'must be a number')
        .transform(Number),
    ],
    {
      error: 'must be a number or a numeric string',
    },
  )
  .pipe(PullRequestRefSchema.shape.pr.shape.number)

const queueRefShape = { repo: RepoSchema, targetBranch: wireText() }

export const QueueRefBodySchema = z.object(queueRefShape)
export type QueueRefBody = z.output<typeof QueueRefBodySchema>

export const PullRequestBodySchema = z.object({
  ...queueRefShape,
  pr: z.object({ number: LenientPrNumberSchema }),
})
export type PullRequestBody = z.output<typeof PullRequestBodySchema>

const PRIORITY_HINT = `must be one of ${Object.keys(PRIORITY_NAMES).join(', ')} or a whole number from ${PRIORITY_MIN} to ${PRIORITY_MAX}`

/** A priority: 0-255, a name in either case, a numeric string, or null for the default. */
export const LenientPrioritySchema = z
  .unknown()
  .transform((v, ctx): number | keyof typeof PRIORITY_NAMES | null | undefined => {
    if (v === undefined || v === null) return v
    if (typeof v === 'number' && Number.isInteger(v) && v >= PRIORITY_MIN && v <= PRIORITY_MAX) {
      return v
    }
    if (typeof v === 'string') {
      const t = v.trim().toLowerCase()
      if (/^\d+$/.test(t) && Number(t) <= PRIORITY_MAX) return Number(t)
      if (Object.hasOwn(PRIORITY_NAMES, t)) return t as keyof typeof PRIORITY_NAMES
    }
    ctx.addIssue({ code: 'custom', message: PRIORITY_HINT })
    return z.NEVER
  })
  .optional()

export const SubmitBodySchema = PullRequestBodySchema.extend({
  priority: LenientPrioritySchema,
  noBatch: z.boolean().nullish(),
})
export type SubmitBody = z.output<typeof SubmitBodySchema>

const TARGETS_HINT = `must be a list of target names or "${IMPACTS_ALL}"`

/** A list of strings, or `ALL` / the legacy `IMPACTS_ALL` in either case (read as `ALL`). */
export const LenientImpactedTargetsSchema = z
  .unknown()
  .transform((v, ctx): string[] | typeof IMPACTS_ALL => {
    if (v === undefined) {
      ctx.addIssue({ code: 'custom', message: 'is required' })
      return z.NEVER
    }
    if (typeof v === 'string' && [IMPACTS_ALL, IMPACTS_ALL_LEGACY].includes(v.toUpperCase())) {
      return IMPACTS_ALL
    }
    if (Array.isArray(v)) {
      const bad = v.findIndex((t) => typeof t !== 'string')
      if (bad < 0) return v as string[]
      ctx.addIssue({ code: 'custom', path: [bad], message: 'must be a string (a target name)' })
      return z.NEVER
    }
    ctx.addIssue({ code: 'custom', message: TARGETS_HINT })
    return z.NEVER
  })

export const SetImpactedTargetsBodySchema = z.object({
  ...queueRefShape,
  pr: z.object({ number: LenientPrNumberSchema, sha: wireText(255) }),
  impactedTargets: LenientImpactedTargetsSchema,
})
export type SetImpactedTargetsBody = z.output<typeof SetImpactedTargetsBodySchema>

export const TestingDetailsBodySchema = z.object({ ...queueRefShape, testRunId: wireText(255) })

/** createQueue's fields, as the client declares them, with unknown fields dropped. */
export const CreateQueueBodySchema = z.object(CreateQueueRequestSchema.shape).extend(queueRefShape)
export type CreateQueueBody = z.output<typeof CreateQueueBodySchema>

/**
 * Settings the live service reports and accepts beyond the client's list (wire notes §2.9,
 * §2.10): the emulator stores and reports them; the client does not send them.
 */
const LIVE_ONLY_SETTINGS = {
  extensionEnabled: z.boolean().optional(),
  enqueueingLabel: z.string().max(255, 'must be at most 255 characters').optional(),
  labelCommandsEnabled: z.boolean().optional(),
  stateLabelsEnabled: z.boolean().optional(),
  notReadyTimeoutHours: nonNegativeCount.optional(),
  testBranchConstructionMode: requestEnum(TEST_BRANCH_CONSTRUCTION_MODES).optional(),
}

/** Settings updateQueue accepts: the client's schema, unknown fields dropped, plus the live-only ones. */
export const QueueSettingsBodySchema = z
  .object(QueueSettingsSchema.shape)
  .extend(LIVE_ONLY_SETTINGS)
export type QueueSettingsBody = z.output<typeof QueueSettingsBodySchema>

export const UpdateQueueBodySchema = QueueSettingsBodySchema.extend(queueRefShape)
export type UpdateQueueBody = z.output<typeof UpdateQueueBodySchema>

/** The result of {@link parseBody}: the parsed value, or the one-line message of a 400. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string }

/** Parses `input` with `schema`; on failure names the first offending field. */
export function parseBody<S extends z.ZodType>(schema: S, input: unknown): Parsed<z.output<S>> {
  const r = schema.safeParse(input)
  if (r.success) return { ok: true, value: r.data }
  return { ok: false, message: describeIssue(r.error.issues[0], input) }
}

/** One line for a zod issue: the field path, what is wrong, and what was given. */
export function describeIssue(issue: z.core.$ZodIssue | undefined, input: unknown): string {
  if (!issue) return 'the request body is invalid'
  const path = issue.path.map(String)
  if (path.length === 0 && (typeof input !== 'object' || input === null || Array.isArray(input))) {
    return 'the request body must be a JSON object'
  }
  const field = path.length ? path.join('.') : '(body)'
  let given: unknown = input
  for (const key of issue.path) {
    given =
      given !== null && typeof given === 'object'
        ? (given as Record<PropertyKey, unknown>)[key as PropertyKey]
        : undefined
  }
  if (given === undefined && issue.code === 'invalid_type') return `${field} is required`
  const shown = describeValue(given)
  const message = issue.message.replace(/^Invalid input: /, '')
  return `${field} ${message}${shown === undefined ? '' : ` (given ${shown})`}`
}

function describeValue(v: unknown): string | undefined {
  if (v === undefined) return undefined
  let s: string
  try {
    s = JSON.stringify(v) ?? String(v)
  } catch {
    s = String(v)
  }
  return s.length > 60 ? `${s.slice(0, 57)}...` : s
}
