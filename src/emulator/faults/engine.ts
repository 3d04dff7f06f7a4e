/**
 * Opt-in fault injection for loopback testing of clients: scripted errors, resets, slow or
 * truncated answers and odd bodies, per operation, for the next N requests or at a seeded rate.
 */
import { z } from 'zod'
import { OPERATIONS, type OperationName } from '../../wire/index.js'
import { V2_OPERATION_IDS, type V2OperationId } from '../../wire/v2/index.js'
import { SeededRandom } from '../simulation/random.js'

/** The v1 operation names a rule may target: the wire's operations table. */
export const FAULT_V1_OPERATIONS = Object.keys(OPERATIONS) as OperationName[]

/** The v2 operation ids a rule may target (`pullRequests.get`, ...): the wire's list. */
export const FAULT_V2_OPERATIONS: readonly string[] = V2_OPERATION_IDS

/** Every operation a rule may target: `*` (every `/v1` and `/v2` request), a v1 name, a v2 id. */
export const FAULT_OPERATIONS: readonly string[] = [
  '*',
  ...FAULT_V1_OPERATIONS,
  ...FAULT_V2_OPERATIONS,
]

const common = {
  operation: z
    .string()
    .refine((op) => FAULT_OPERATIONS.includes(op), {
      error: (issue) =>
        `${JSON.stringify(issue.input)} is not an operation; expected * (every request), a v1 operation (${FAULT_V1_OPERATIONS.join(', ')}) or a v2 operation id (${FAULT_V2_OPERATIONS.join(', ')})`,
    })
    .optional(),
  /** Apply to the next `count` matching requests, then expire. */
  count: z.number().int().min(1).max(1_000_000).optional(),
  /** Probability per matching request, drawn from the seeded generator. */
  rate: z.number().min(0).max(1).optional(),
}

export const FaultRuleSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    ...common,
    kind: z.literal('status'),
    // 413 as an edge proxy with a lower body limit would answer it (plain text).
    status: z.union([
      z.literal(413),
      z.literal(429),
      z.literal(500),
      z.literal(502),
      z.literal(503),
      z.literal(504),
    ]),
    retryAfter: z.string().min(1).max(64).optional(),
    body: z.string().max(65_536).optional(),
    contentType: z.string().min(1).max(255).optional(),
  }),
  z.strictObject({ ...common, kind: z.literal('reset') }),
  z.strictObject({
    ...common,
    kind: z.literal('slow-headers'),
    delayMs: z.number().int().min(0).max(600_000),
  }),
  z.strictObject({ ...common, kind: z.literal('truncate') }),
  z.strictObject({ ...common, kind: z.literal('invalid-json') }),
  z.strictObject({ ...common, kind: z.literal('html-502') }),
  z.strictObject({ ...common, kind: z.literal('unknown-fields') }),
  z.strictObject({ ...common, kind: z.literal('unknown-state') }),
  z.strictObject({ ...common, kind: z.literal('drop-after-commit') }),
  z.strictObject({
    ...common,
    kind: z.literal('redirect'),
    location: z.string().min(1).max(2048),
  }),
  z.strictObject({ ...common, kind: z.literal('repeat-page-token') }),
])
export type FaultRule = z.output<typeof FaultRuleSchema>
export type FaultKind = FaultRule['kind']

export const FaultConfigSchema = z.strictObject({
  seed: z.number().int().optional(),
  rules: z.array(FaultRuleSchema).max(1000),
})
/** Fault rules and the seed of their rates. */
export type FaultConfig = z.input<typeof FaultConfigSchema>

/** Faults that act before the request reaches the queue (the state is left unchanged). */
export const EDGE_FAULTS: ReadonlySet<FaultKind> = new Set([
  'status',
  'reset',
  'invalid-json',
  'html-502',
  'redirect',
])

/** The PR state the `unknown-state` fault reports. */
export const UNKNOWN_PR_STATE = 'queued_for_bisection'
/** The same state as v2 spells it (camelCase), in a queue entry. */
export const UNKNOWN_PR_STATE_V2 = 'queuedForBisection'

/** The active rules; picks the rule (if any) for each request. */
export class FaultEngine {
  private rules: (FaultRule & { remaining?: number })[] = []
  private random = new SeededRandom(0)
  private seedValue = 0

  constructor(config?: FaultConfig) {
    if (config) this.configure(config)
  }

  /** Replaces every rule (and reseeds). Throws a ZodError on an invalid config. */
  configure(config: FaultConfig): void {
    const parsed = FaultConfigSchema.parse(config)
    this.seedValue = parsed.seed ?? 0
    this.random = new SeededRandom(this.seedValue)
    this.rules = parsed.rules.map((r) => ({ ...r, remaining: r.count }))
  }

  get enabled(): boolean {
    return this.rules.length > 0
  }

  /** The rules with their remaining counts (GET /_control/faults). */
  describe() {
    return {
      seed: this.seedValue,
      rules: this.rules.map((r) => {
        const { remaining, ...rule } = r
        return remaining === undefined ? rule : { ...rule, remaining }
      }),
    }
  }

  /** The first rule that applies to this request, consuming a count if it has one. */
  pick(operation: string): FaultRule | undefined {
    for (let i = 0; i < this.rules.length; i++) {
      const rule = this.rules[i] as FaultRule & { remaining?: number }
      const op = rule.operation ?? '*'
      if (op !== '*' && op !== operation) continue
      if (rule.rate !== undefined && !(this.random.next() < rule.rate)) continue
      if (rule.remaining !== undefined) {
        rule.remaining--
        if (rule.remaining <= 0) {
          this.rules.splice(i, 1)
        }
      }
      const { remaining: _remaining, ...applied } = rule
      return applied as FaultRule
    }
    return undefined
  }
}

/** Adds unknown fields to a JSON body: at the top level and in each object of a top-level list. */
export function withUnknownFields(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body
  const out: Record<string, unknown> = { ...(body as Record<string, unknown>) }
  for (const [k, v] of Object.entries(out)) {
    if (Array.isArray(v)) {
      out[k] = v.map((item: unknown) =>
        item !== null && typeof item === 'object' && !Array.isArray(item)
          ? { ...(item as object), emulatorExtraField: 'added by the unknown-fields fault' }
          : item,
      )
    }
  }
  out.emulatorUnknownField = { note: 'added by the unknown-fields fault', version: 2 }
  out.emulatorUnknownFlag = true
  return out
}

/**
 * Replaces PR states with {@link UNKNOWN_PR_STATE}: v1's getSubmittedPullRequest and getQueue
 * bodies, and v2's queue entries (`queueEntry.state`, camelCase: {@link UNKNOWN_PR_STATE_V2}) in
 * a PR, a submit's answer or a page of PRs.
 */
export function withUnknownState(operation: string, body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body
  const o = body as Record<string, unknown>
  if (operation === 'getSubmittedPullRequest') return { ...o, state: UNKNOWN_PR_STATE }
  if (operation === 'getQueue' && Array.isArray(o.enqueuedPullRequests)) {
    return {
      ...o,
      enqueuedPullRequests: o.enqueuedPullRequests.map((p: unknown) =>
        p !== null && typeof p === 'object' ? { ...(p as object), state: UNKNOWN_PR_STATE } : p,
      ),
    }
  }
  if (V2_PR_BODIES.has(operation)) return withUnknownEntryState(o)
  if (V2_PR_PAGES.has(operation) && Array.isArray(o.data)) {
    return { ...o, data: o.data.map(withUnknownEntryState) }
  }
  return body
}

/** The v2 operations that answer one PR, and those that answer a page of PRs. */
const V2_PR_BODIES: ReadonlySet<string> = new Set<V2OperationId>([
  'pullRequests.get',
  'mergeQueues.submitPullRequest',
  'pullRequests.dequeue',
  'pullRequests.restartTests',
  'pullRequests.reprioritize',
  'pullRequests.updateQueueEntry',
])
const V2_PR_PAGES: ReadonlySet<string> = new Set<V2OperationId>([
  'pullRequests.resolveByCoordinates',
  'mergeQueues.listPullRequests',
])

function withUnknownEntryState(pr: unknown): unknown {
  if (pr === null || typeof pr !== 'object') return pr
  const entry = (pr as { queueEntry?: unknown }).queueEntry
  if (entry === null || typeof entry !== 'object') return pr
  return { ...pr, queueEntry: { ...entry, state: UNKNOWN_PR_STATE_V2 } }
}
