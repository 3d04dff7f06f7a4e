/**
 * The control API under `/_control/`: drives the clock, scripts CI outcomes, registers PR
 * metadata, edits the flaky-tests data set and the fault rules, and exposes the state and the
 * request log to tests. JSON in and out; 400 with a message on bad input.
 */
import { z } from 'zod'
import { iso, MAX_CLOCK_SPEED, type ClockMode } from './clock.js'
import { HttpError } from './errors.js'
import { estimateSettingsOf, estimatorOf } from './estimate.js'
import { FaultConfigSchema, type FaultConfig } from './faults.js'
import { generateFlakyTests, parseFlakyTests, type FlakyTest } from './flaky.js'
import { jsonReply, type Reply } from './reply.js'
import type { RequestLogSummary } from './request-log.js'
import {
  BLOCK_REASONS,
  FAIL_CONCLUSIONS,
  repoKey,
  type FailConclusion,
  type Entry,
  type Queue,
  type TestRun,
} from './model.js'
import type { Simulation } from './simulation.js'
import {
  LenientPrNumberSchema,
  QueueSettingsBodySchema,
  RepoSchema,
  describeIssue,
  type Repo,
} from './wire.js'
import { wireText } from '../wire/index.js'
import { estimateBody } from './v2/bodies.js'

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

const ClockBodySchema = z.strictObject({
  mode: z.enum(['real', 'manual']).optional(),
  speed: z.number().positive('must be above 0').max(MAX_CLOCK_SPEED).optional(),
  advanceMs: z.number().int('must be whole milliseconds').min(0).max(MAX_ADVANCE_MS).optional(),
})

const PullRequestMetaSchema = z.strictObject({
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

const OutcomeBodySchema = z
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

const CancelBodySchema = z.strictObject({
  repo: ControlRepoSchema,
  branch: wireText(),
  number: LenientPrNumberSchema,
  reason: z.enum(OUTSIDE_CANCEL_REASONS),
  /** The GitHub login of the person who did it, if a person did. */
  actor: wireText(255).optional(),
})

const QueueStateBodySchema = z.strictObject({
  repo: ControlRepoSchema,
  branch: wireText(),
  state: QueueSettingsBodySchema.shape.state.unwrap(),
})

const EstimatesBodySchema = z.strictObject({
  repo: ControlRepoSchema,
  branch: wireText(),
  /** False: the queue serves no estimates (v2 answers 404 ESTIMATE_NOT_ENABLED). */
  enabled: z.boolean().optional(),
  /** Finished test runs of the queue needed before it estimates (fewer: INSUFFICIENT_HISTORY). */
  minHistory: z.number().int('must be a whole number').min(0).max(1_000_000).optional(),
})

const FlakyBodySchema = z.union(
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

const ResetBodySchema = z.strictObject({
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
/** Answer of `GET /_control/estimates`. */
export type ControlEstimatesResponse = ReturnType<typeof estimatesDump>
/** Body of `POST /_control/flaky-tests`. */
export type ControlFlakyTestsRequest = z.input<typeof FlakyBodySchema>
/** Body of `POST /_control/reset`. */
export type ControlResetRequest = z.input<typeof ResetBodySchema>
/** Answer of `GET /_control/state`. */
export type ControlStateResponse = ReturnType<typeof stateDump>

function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const r = schema.safeParse(body)
  if (!r.success) throw new HttpError(400, describeIssue(r.error.issues[0], body))
  return r.data
}

/**
 * A merged PR's head never moves on GitHub, and getSubmittedPullRequest reports it as the commit
 * the queue merged: a new head sha for it would make the emulator claim it merged a commit it
 * never tested. Answers 409; the same sha, or other fields, are fine.
 */
function refuseNewHeadOfMergedPr(
  sim: Simulation,
  req: z.output<typeof PullRequestMetaSchema>,
): void {
  if (req.headSha === undefined) return
  const current = sim.headShaOf(req.repo, req.number)
  if (req.headSha.toLowerCase() === current) return
  for (const q of sim.queues.values()) {
    if (repoKey(q.repo) !== repoKey(req.repo) || q.byPr.get(req.number)?.state !== 'merged')
      continue
    throw new HttpError(
      409,
      `pull request #${req.number} already merged into ${q.branch} at ${current}; a merged pull request's head cannot change (use a new PR number for new commits)`,
    )
  }
}

/** A control route: method and handler. */
export interface ControlRoute {
  method: 'GET' | 'POST'
  handle(ctx: ControlContext, body: unknown): Reply
}

/** Every control route, by path below `/_control`. `/health` needs no token. */
export const CONTROL_ROUTES: Record<string, ControlRoute> = {
  '/health': { method: 'GET', handle: () => jsonReply(200, { ok: true }) },
  '/reset': {
    method: 'POST',
    handle: (ctx, body) => {
      const req = parse(ResetBodySchema, body ?? {})
      ctx.sim.reset()
      ctx.resetRequests()
      if (req.flakyTests) ctx.replaceFlakyTests([])
      if (req.faults) ctx.clearFaults()
      return jsonReply(200, { ok: true })
    },
  },
  '/state': { method: 'GET', handle: (ctx) => jsonReply(200, stateDump(ctx)) },
  '/requests': { method: 'GET', handle: (ctx) => jsonReply(200, ctx.requests()) },
  '/requests/reset': {
    method: 'POST',
    handle: (ctx) => {
      ctx.resetRequests()
      return jsonReply(200, ctx.requests())
    },
  },
  '/clock': {
    method: 'POST',
    handle: (ctx, body) => {
      ctx.configureClock(parse(ClockBodySchema, body ?? {}))
      const c = ctx.clockInfo()
      return jsonReply(200, { now: iso(c.now), mode: c.mode, speed: c.speed })
    },
  },
  '/pull-requests': {
    method: 'POST',
    handle: (ctx, body) => {
      const req = parse(PullRequestMetaSchema, body)
      refuseNewHeadOfMergedPr(ctx.sim, req)
      const meta = ctx.sim.registerPullRequest(req)
      return jsonReply(200, {
        ...meta,
        headSha: ctx.sim.headShaOf(meta.repo, meta.number),
      })
    },
  },
  '/cancel': {
    method: 'POST',
    handle: (ctx, body) => {
      // What GitHub or a person does outside the API: a close, a push, a cancel on the web.
      const req = parse(CancelBodySchema, body)
      ctx.sim.cancelFromOutside(
        { repo: req.repo, targetBranch: req.branch, pr: { number: req.number } },
        { code: req.reason, actor: req.actor },
      )
      const entry = ctx.sim.queueOf(req.repo, req.branch).byPr.get(req.number)
      return jsonReply(200, { number: req.number, state: entry?.state, reason: req.reason })
    },
  },
  '/queue-state': {
    method: 'POST',
    handle: (ctx, body) => {
      // What updateQueue {state} does, for the live view, which holds a session, not the token.
      const req = parse(QueueStateBodySchema, body)
      const q = ctx.sim.updateQueue(req.repo, req.branch, { state: req.state })
      return jsonReply(200, { repo: q.repo, branch: q.branch, state: q.state })
    },
  },
  '/outcomes': {
    method: 'POST',
    handle: (ctx, body) => {
      const req = parse(OutcomeBodySchema, body)
      ctx.sim.scriptOutcome(req.repo, req.number, {
        outcome: req.outcome,
        durationMs: req.durationMs,
        remaining: req.times ?? 1,
        ...(req.failChecks ? { failChecks: req.failChecks } : {}),
        ...(req.failConclusion ? { failConclusion: FAIL_CONCLUSIONS[req.failConclusion] } : {}),
      })
      return jsonReply(200, {
        repo: req.repo,
        number: req.number,
        scripted:
          ctx.sim.outcomes.get(
            `${req.repo.host}/${req.repo.owner}/${req.repo.name}#${req.number}`.toLowerCase(),
          ) ?? [],
      })
    },
  },
  '/estimates': {
    method: 'POST',
    handle: (ctx, body) => {
      const req = parse(EstimatesBodySchema, body)
      const q = ctx.sim.setEstimates(req.repo, req.branch, {
        enabled: req.enabled,
        minHistory: req.minHistory,
      })
      return jsonReply(200, { repo: q.repo, branch: q.branch, ...estimateSettingsOf(q) })
    },
  },
  '/flaky-tests': {
    method: 'POST',
    handle: (ctx, body) => {
      const req = parse(FlakyBodySchema, body)
      if ('generate' in req) {
        ctx.replaceFlakyTests(generateFlakyTests(req.generate.seed, req.generate.size, ctx.now()))
      } else {
        let tests: FlakyTest[]
        try {
          tests = parseFlakyTests(req.tests, ctx.now())
        } catch (e) {
          throw new HttpError(400, (e as Error).message)
        }
        ctx.upsertFlakyTests(tests)
      }
      return jsonReply(200, { total: ctx.flakyTests().length })
    },
  },
  '/faults': {
    method: 'POST',
    handle: (ctx, body) => {
      const r = FaultConfigSchema.safeParse(body)
      if (!r.success) throw new HttpError(400, describeIssue(r.error.issues[0], body))
      ctx.configureFaults(r.data)
      return jsonReply(200, ctx.faults())
    },
  },
}

/** GET routes that share a path with a POST one. */
export const CONTROL_GET_ROUTES: Record<string, ControlRoute> = {
  '/faults': { method: 'GET', handle: (ctx) => jsonReply(200, ctx.faults()) },
  '/estimates': { method: 'GET', handle: (ctx) => jsonReply(200, estimatesDump(ctx.sim)) },
}

/**
 * Every queue's estimate setting and the estimate of each of its active PRs, in queue order, in
 * the v2 body's shape (`estimate: null` when the queue serves none).
 */
export function estimatesDump(sim: Simulation) {
  const estimator = estimatorOf(sim)
  return {
    now: iso(sim.now),
    queues: [...sim.queues.values()].map((q) => ({
      repo: q.repo,
      branch: q.branch,
      ...estimateSettingsOf(q),
      entries: sim.activeEntries(q).map((e) => {
        const estimate = estimator.estimate(q, e)
        return { prNumber: e.prNumber, estimate: estimate ? estimateBody(estimate) : null }
      }),
    })),
  }
}

/** The full state, for tests that check invariants. */
export function stateDump(ctx: ControlContext) {
  const { sim } = ctx
  const c = ctx.clockInfo()
  const entry = (q: Queue, e: Entry) => {
    const targets = sim.currentTargets(q, e.prNumber)
    return {
      id: e.id,
      prNumber: e.prNumber,
      state: e.state,
      priorityValue: e.priorityValue,
      priorityName: e.priorityName,
      noBatch: e.noBatch,
      sha: sim.headShaOf(q.repo, e.prNumber),
      targets: targets ?? null,
      testRunId: e.runId ?? null,
      verifiedByTestRun: e.verifiedByTestRun,
      submittedAt: iso(e.submittedAt),
      stateChangedAt: iso(e.stateChangedAt),
      timeline: e.timeline.map((t) => ({
        state: t.state,
        at: iso(t.at),
        reason: t.reason,
        ...(t.code ? { code: t.code } : {}),
        ...(t.actor ? { actor: t.actor } : {}),
        ...(t.failedChecks ? { failedChecks: t.failedChecks } : {}),
      })),
    }
  }
  const run = (r: TestRun) => ({
    id: r.id,
    testBranch: r.testBranch,
    prNumbers: r.prNumbers,
    dependentPrs: r.basePrNumbers,
    status: r.status,
    createdAt: iso(r.createdAt),
    endsAt: r.endsAt === null ? null : iso(r.endsAt),
    finishedAt: r.finishedAt === undefined ? null : iso(r.finishedAt),
    endReason: r.endReason ?? null,
    checks: r.checks ?? [],
    outcomes: r.memberOutcomes.map((m) => ({
      prNumber: sim.entries.get(m.entryId)?.prNumber ?? null,
      outcome: m.outcome,
    })),
  })
  return {
    now: iso(c.now),
    clock: { mode: c.mode, speed: c.speed },
    queues: [...sim.queues.values()].map((q) => {
      const { requiredStatuses, ...settings } = q.settings
      return {
        repo: q.repo,
        branch: q.branch,
        state: q.state,
        switchingTo: q.switching?.mode ?? null,
        estimates: estimateSettingsOf(q),
        settings: { ...settings, requiredStatuses: requiredStatuses && [...requiredStatuses] },
        entries: sim.activeEntries(q).map((e) => entry(q, e)),
        finished: q.finished.map((e) => entry(q, e)),
        testRuns: [...sim.runs.values()].filter((r) => r.queueKey === q.key).map(run),
      }
    }),
    pullRequests: [...sim.pullRequests.values()].map((m) => ({
      ...m,
      headSha: sim.headShaOf(m.repo, m.number),
    })),
    flakyTests: { total: ctx.flakyTests().length },
  }
}
