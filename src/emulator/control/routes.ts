/**
 * The control API under `/_control/`: drives the clock, scripts CI outcomes, registers PR
 * metadata, edits the flaky-tests data set (and v2's quarantine overrides) and the fault rules, and exposes the state and the
 * request log to tests. JSON in and out; 400 with a message on bad input. What it takes is in
 * bodies.ts, what it shows of the state in dumps.ts.
 */
import type { z } from 'zod'
import { iso } from '../simulation/clock.js'
import {
  CancelBodySchema,
  ClockBodySchema,
  EstimatesBodySchema,
  FlakyBodySchema,
  OutcomeBodySchema,
  PullRequestMetaSchema,
  QueueStateBodySchema,
  QuarantineOverridesBodySchema,
  ResetBodySchema,
  type ControlContext,
} from './bodies.js'
import { estimatesDump, stateDump } from './dumps.js'
import { HttpError } from '../simulation/errors.js'
import { estimateSettingsOf } from '../simulation/estimate.js'
import { FaultConfigSchema } from '../faults/engine.js'
import { generateFlakyTests, parseFlakyTests, type FlakyTest } from '../flaky/store.js'
import { FAIL_CONCLUSIONS, repoKey } from '../simulation/model.js'
import { jsonReply, type Reply } from '../http/reply.js'
import type { Simulation } from '../simulation/simulation.js'
import { describeIssue } from '../simulation/requests.js'

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
      if (req.flakyTests) {
        ctx.replaceFlakyTests([])
        ctx.flakyStore().clearOverrides()
      }
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
  '/quarantine-overrides': {
    method: 'POST',
    handle: (ctx, body) => {
      // What the service does now and then: a test whose override cannot be saved.
      const req = parse(QuarantineOverridesBodySchema, body ?? {})
      const s = ctx.flakyStore()
      if (req.clear) s.clearOverrides()
      if (req.failWrites) {
        s.failingOverrideWrites.clear()
        for (const id of req.failWrites) s.failingOverrideWrites.add(id.toLowerCase())
      }
      return jsonReply(200, { failWrites: [...s.failingOverrideWrites] })
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
