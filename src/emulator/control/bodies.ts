/**
 * What the control API under `/_control/` takes: what its handlers need from the emulator
 * (ControlContext), its limits, and the schemas and types of its request bodies.
 */
import { z } from 'zod'
import { MAX_CLOCK_SPEED, type ClockMode } from '../simulation/clock.js'
import type { FaultConfig } from '../faults/engine.js'
import type { FlakyTest, FlakyTestStore } from '../flaky/store.js'
import { BLOCK_REASONS, FAIL_CONCLUSIONS, type FailConclusion } from '../simulation/model.js'
import type { RequestLogSummary } from '../http/request-log.js'
import type { Simulation } from '../simulation/simulation.js'
import {
  LenientPrNumberSchema,
  QueueSettingsBodySchema,
  RepoSchema,
  type Repo,
} from '../simulation/requests.js'
import { wireText } from '../../wire/index.js'

/** Largest clock advance accepted in one call: ten years. */
export const MAX_ADVANCE_MS = 10 * 365 * 24 * 3_600_000
/** Largest generated flaky-tests data set. */
export const MAX_GENERATED_TESTS = 200_000

/** What the control handlers need from the emulator. */
export interface ControlContext {
  sim: Simulation
  now(): number
  clockInfo(): { now: number; mode: ClockMode; speed: number }
  configureClock(change: { mode?: ClockMode; speed?: number; advanceMs?: number }): void
  requests(): RequestLogSummary
  resetRequests(): void
  flakyTests(): readonly FlakyTest[]
  replaceFlakyTests(tests: FlakyTest[]): void
  upsertFlakyTests(tests: FlakyTest[]): void
  /** The flaky-tests data set itself (v2's quarantine overrides are kept in it). */
  flakyStore(): FlakyTestStore
  faults(): unknown
  configureFaults(config: FaultConfig): void
  clearFaults(): void
}

/** `owner/name` (host github.com), `host/owner/name`, or `{host, owner, name}`. */
export const ControlRepoSchema = z.union(
  [
    RepoSchema,
    z
      .string()
      .regex(/^[^/\s]+\/[^/\s]+(\/[^/\s]+)?$/, 'must be owner/name or host/owner/name')
      .transform((s): Repo => {
        const parts = s.split('/')
        return parts.length === 3
          ? { host: parts[0] as string, owner: parts[1] as string, name: parts[2] as string }
          : { host: 'github.com', owner: parts[0] as string, name: parts[1] as string }
      }),
  ],
  { error: 'must be "owner/name", "host/owner/name" or {"host","owner","name"}' },
)

export const ClockBodySchema = z.strictObject({
  mode: z.enum(['real', 'manual']).optional(),
  speed: z.number().positive('must be above 0').max(MAX_CLOCK_SPEED).optional(),
  advanceMs: z.number().int('must be whole milliseconds').min(0).max(MAX_ADVANCE_MS).optional(),
})

export const PullRequestMetaSchema = z.strictObject({
  repo: ControlRepoSchema,
  number: LenientPrNumberSchema,
  title: z.string().max(1024).optional(),
  author: z.string().max(255).optional(),
  headSha: wireText(255).optional(),
  baseBranch: wireText().optional(),
  fork: z.boolean().optional(),
  mergeable: z.boolean().optional(),
  /** Why it is not mergeable (with mergeable: false): v2's mergeability reason code. */
  blockedBy: z.enum(BLOCK_REASONS).optional(),
})

export const OutcomeBodySchema = z
  .strictObject({
    repo: ControlRepoSchema,
    number: LenientPrNumberSchema,
    outcome: z.enum(['pass', 'fail', 'hang', 'timeout']),
    durationMs: z.number().int('must be whole milliseconds').min(0).max(MAX_ADVANCE_MS).optional(),
    times: z.number().int('must be a whole number').min(1).max(100_000).optional(),
    /** The checks a failing run fails, by name (default: every required one). */
    failChecks: z.array(wireText(255)).min(1).max(50).optional(),
    /** How those checks end (default: failure). */
    failConclusion: z
      .enum(Object.keys(FAIL_CONCLUSIONS) as [FailConclusion, ...FailConclusion[]])
      .optional(),
  })
  .refine((b) => b.failConclusion === undefined || b.outcome === 'fail', {
    path: ['failConclusion'],
    error: 'is for outcome "fail" only (a timeout times out every check)',
  })

/** Why a PR leaves its queue without the API: the service's reason codes for a cancel. */
export const OUTSIDE_CANCEL_REASONS = [
  'USER_REQUESTED',
  'TRUNK_ADMIN_REQUESTED',
  'PR_CLOSED',
  'PR_PUSHED_TO',
  'PR_BASE_BRANCH_CHANGED',
  'PR_CONVERTED_TO_DRAFT',
  'NOT_READY_TIMEOUT_EXPIRED',
] as const

export const CancelBodySchema = z.strictObject({
  repo: ControlRepoSchema,
  branch: wireText(),
  number: LenientPrNumberSchema,
  reason: z.enum(OUTSIDE_CANCEL_REASONS),
  /** The GitHub login of the person who did it, if a person did. */
  actor: wireText(255).optional(),
})

export const QueueStateBodySchema = z.strictObject({
  repo: ControlRepoSchema,
  branch: wireText(),
  state: QueueSettingsBodySchema.shape.state.unwrap(),
})

export const EstimatesBodySchema = z.strictObject({
  repo: ControlRepoSchema,
  branch: wireText(),
  /** False: the queue serves no estimates (v2 answers 404 ESTIMATE_NOT_ENABLED). */
  enabled: z.boolean().optional(),
  /** Finished test runs of the queue needed before it estimates (fewer: INSUFFICIENT_HISTORY). */
  minHistory: z.number().int('must be a whole number').min(0).max(1_000_000).optional(),
})

export const FlakyBodySchema = z.union(
  [
    z.strictObject({ tests: z.array(z.unknown()).max(MAX_GENERATED_TESTS) }),
    z.strictObject({
      generate: z.strictObject({
        seed: z.number().int(),
        size: z.number().int().min(0).max(MAX_GENERATED_TESTS),
      }),
    }),
  ],
  { error: 'must be {"tests": [...]} or {"generate": {"seed": n, "size": n}}' },
)

/**
 * Body of `POST /_control/quarantine-overrides`: v2 test ids whose override writes fail with
 * INTERNAL_ERROR from now on (replacing the previous list; `[]` none), and `clear` to remove
 * every override first.
 */
export const QuarantineOverridesBodySchema = z.strictObject({
  failWrites: z.array(z.string().min(1).max(255)).max(1000).optional(),
  clear: z.boolean().optional(),
})

export const ResetBodySchema = z.strictObject({
  flakyTests: z.boolean().optional(),
  faults: z.boolean().optional(),
})

/** Body of `POST /_control/clock`. */
export type ControlClockRequest = z.input<typeof ClockBodySchema>
/** Answer of `POST /_control/clock`. */
export interface ControlClockResponse {
  now: string
  mode: ClockMode
  speed: number
}
/** Body of `POST /_control/pull-requests`. */
export type ControlPullRequestRequest = z.input<typeof PullRequestMetaSchema>
/** Body of `POST /_control/outcomes`. */
export type ControlOutcomeRequest = z.input<typeof OutcomeBodySchema>
/** Body of `POST /_control/cancel`. */
export type ControlCancelRequest = z.input<typeof CancelBodySchema>
/** Body of `POST /_control/queue-state`. */
export type ControlQueueStateRequest = z.input<typeof QueueStateBodySchema>
/** Body of `POST /_control/estimates`. */
export type ControlEstimatesRequest = z.input<typeof EstimatesBodySchema>
/** Body of `POST /_control/flaky-tests`. */
export type ControlFlakyTestsRequest = z.input<typeof FlakyBodySchema>
/** Body of `POST /_control/reset`. */
export type ControlResetRequest = z.input<typeof ResetBodySchema>
/** Body of `POST /_control/quarantine-overrides`. */
export type ControlQuarantineOverridesRequest = z.input<typeof QuarantineOverridesBodySchema>
