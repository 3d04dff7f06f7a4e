/**
 * The flaky-tests data set as data: one test's shape, the JSON form of a data file (the shipped
 * example is `flaky-tests.example.json` beside it) and of the control API's `tests`, with times given
 * absolute or relative to load time, and the loading of a file, each error naming what is wrong.
 */
import { readFileSync } from 'node:fs'
import { z } from 'zod'

/** One test case of the data set: the wire fields plus the emulator's failure times. */
export interface FlakyTest {
  id: string
  name: string
  variant: string
  status: { value: 'healthy' | 'flaky' | 'broken'; reason: string; timestamp: number }
  most_common_failures: { summary: string; occurrence_count: number; last_occurrence?: number }[]
  failure_rate_last_7d: number
  failure_rate_last_24h: number
  file_path?: string
  parent?: string
  classname?: string
  codeowners: string[]
  pull_requests_impacted_last_7d: number
  quarantined: boolean
  ticket?: { html_url: string }
  /** Overrides the derived `repository.html_url`. */
  repository?: { html_url: string }
  /** Overrides the derived `html_url`. */
  html_url?: string
  /** `host/owner/name`: the test belongs to that repository only (default: every repository). */
  repo?: string
  /** When it failed, epoch ms, ascending. */
  failures: number[]
}

// A time in a data file: an ISO date-time, or relative to load time like `-3d4h` or `-90m`.
const RELATIVE = /^-(?:(\d+)d)?(?:(\d+)h)?(?:(\d+)m)?$/

/** Reads an absolute ISO date-time or a relative `-1d2h3m` against `now`. */
export function parseDataTime(value: string, now: number): number {
  const rel = RELATIVE.exec(value.trim())
  if (rel && value.trim() !== '-') {
    const [, d, h, m] = rel
    return now - ((Number(d ?? 0) * 24 + Number(h ?? 0)) * 60 + Number(m ?? 0)) * 60_000
  }
  const ms = Date.parse(value)
  if (!Number.isFinite(ms))
    throw new Error(`not a date-time or a relative time like -2d3h: ${value}`)
  return ms
}

const UUID_RE = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/
const TimeText = z.string().min(1)

/** The JSON form of one test in a data file (or the control API's `tests`). */
export const FlakyTestInputSchema = z.object({
  id: z.string().regex(UUID_RE, 'must be a UUID'),
  name: z.string().min(1),
  variant: z.string().default(''),
  status: z
    .object({
      value: z
        .string()
        .transform((v) => v.toLowerCase())
        .pipe(z.enum(['healthy', 'flaky', 'broken'])),
      reason: z.string().default(''),
      timestamp: TimeText.optional(),
    })
    .default({ value: 'flaky', reason: '' }),
  most_common_failures: z
    .array(
      z.object({
        summary: z.string(),
        occurrence_count: z.number().int().min(0),
        last_occurrence: TimeText.optional(),
      }),
    )
    .default([]),
  failure_rate_last_7d: z.number().min(0).max(1).default(0),
  failure_rate_last_24h: z.number().min(0).max(1).default(0),
  file_path: z.string().optional(),
  parent: z.string().optional(),
  classname: z.string().optional(),
  codeowners: z.array(z.string()).default([]),
  pull_requests_impacted_last_7d: z.number().int().min(0).default(0),
  quarantined: z.boolean().default(false),
  ticket: z.object({ html_url: z.string().min(1) }).optional(),
  repository: z.object({ html_url: z.string().min(1) }).optional(),
  html_url: z.string().min(1).optional(),
  repo: z
    .string()
    .regex(/^[^/\s]+\/[^/\s]+\/[^/\s]+$/, 'must be host/owner/name')
    .optional(),
  failures: z.array(TimeText).default([]),
})
export type FlakyTestInput = z.input<typeof FlakyTestInputSchema>

/** A data file: `{ "tests": [...] }` or a bare array. */
export const FlakyDataFileSchema = z.union([
  z.object({ tests: z.array(z.unknown()) }).transform((o) => o.tests),
  z.array(z.unknown()),
])

/** Turns validated input into a data-set test, resolving relative times against `now`. */
export function toFlakyTest(input: z.output<typeof FlakyTestInputSchema>, now: number): FlakyTest {
  const failures = input.failures.map((f) => parseDataTime(f, now)).sort((a, b) => a - b)
  const last = failures.at(-1)
  return {
    id: input.id.toLowerCase(),
    name: input.name,
    variant: input.variant,
    status: {
      value: input.status.value,
      reason: input.status.reason,
      timestamp:
        input.status.timestamp !== undefined
          ? parseDataTime(input.status.timestamp, now)
          : (last ?? now),
    },
    most_common_failures: input.most_common_failures.map((f) => ({
      summary: f.summary,
      occurrence_count: f.occurrence_count,
      last_occurrence:
        f.last_occurrence !== undefined ? parseDataTime(f.last_occurrence, now) : last,
    })),
    failure_rate_last_7d: input.failure_rate_last_7d,
    failure_rate_last_24h: input.failure_rate_last_24h,
    file_path: input.file_path,
    parent: input.parent,
    classname: input.classname,
    codeowners: input.codeowners,
    pull_requests_impacted_last_7d: input.pull_requests_impacted_last_7d,
    quarantined: input.quarantined,
    ticket: input.ticket,
    repository: input.repository,
    html_url: input.html_url,
    repo: input.repo?.toLowerCase(),
    failures,
  }
}

/** Parses a list of test inputs; throws an Error naming the first bad test and field. */
export function parseFlakyTests(raw: unknown[], now: number): FlakyTest[] {
  return raw.map((t, i) => {
    const r = FlakyTestInputSchema.safeParse(t)
    if (!r.success) {
      const issue = r.error.issues[0]
      const field = issue?.path.length ? issue.path.join('.') : '(test)'
      throw new Error(`tests[${i}].${field}: ${issue?.message ?? 'is invalid'}`)
    }
    try {
      return toFlakyTest(r.data, now)
    } catch (e) {
      throw new Error(`tests[${i}]: ${(e as Error).message}`, { cause: e })
    }
  })
}

/** Loads a data file; throws an Error that names the file and what is wrong. */
export function loadFlakyTestsFile(path: string, now: number): FlakyTest[] {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (e) {
    throw new Error(`cannot read flaky-tests data file ${path}: ${(e as Error).message}`, {
      cause: e,
    })
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (e) {
    throw new Error(`flaky-tests data file ${path} is not valid JSON: ${(e as Error).message}`, {
      cause: e,
    })
  }
  const list = FlakyDataFileSchema.safeParse(json)
  if (!list.success) {
    throw new Error(`flaky-tests data file ${path} must hold {"tests": [...]} or an array of tests`)
  }
  try {
    return parseFlakyTests(list.data, now)
  } catch (e) {
    throw new Error(`flaky-tests data file ${path}: ${(e as Error).message}`, { cause: e })
  }
}
