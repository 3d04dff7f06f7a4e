/**
 * Property test of the simulation itself (in process, no HTTP): random sequences of submits,
 * cancels, restarts, scripted outcomes, target uploads, pushes, setting changes and clock advances
 * keep the queue's invariants after every step.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { HttpError } from '../../../src/emulator/simulation/errors.js'
import type { Entry } from '../../../src/emulator/simulation/model.js'
import { Simulation } from '../../../src/emulator/simulation/simulation.js'

const repo = { host: 'github.com', owner: 'acme', name: 'app' }
const targetBranch = 'main'
const MINUTE = 60_000
const PR = fc.integer({ min: 1, max: 8 })

type Action =
  | { kind: 'submit'; pr: number; priority?: number; noBatch?: boolean }
  | { kind: 'cancel' | 'restart'; pr: number }
  | { kind: 'outcome'; pr: number; outcome: 'pass' | 'fail' | 'hang'; durationMs: number }
  | { kind: 'targets'; pr: number; targets: string[] | 'ALL' }
  | { kind: 'push'; pr: number; sha: string }
  | { kind: 'mergeable'; pr: number; mergeable: boolean }
  | { kind: 'settings'; settings: Record<string, unknown> }
  | { kind: 'advance'; ms: number }

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('submit' as const),
      pr: PR,
      priority: fc.option(fc.constantFrom(0, 10, 100, 200), { nil: undefined }),
      noBatch: fc.option(fc.boolean(), { nil: undefined }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constantFrom('cancel' as const, 'restart' as const), pr: PR }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('outcome' as const),
      pr: PR,
      outcome: fc.constantFrom('pass' as const, 'fail' as const, 'hang' as const),
      durationMs: fc.integer({ min: 0, max: 20 * MINUTE }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('targets' as const),
      pr: PR,
      targets: fc.oneof(fc.constant('ALL' as const), fc.subarray(['a', 'b', 'c', 'd'])),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('push' as const),
      pr: PR,
      sha: fc.constantFrom('1111111', '2222222', '3333333'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('mergeable' as const),
      pr: PR,
      mergeable: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('settings' as const),
      settings: fc.record(
        {
          state: fc.constantFrom('running', 'paused', 'draining'),
          mode: fc.constantFrom('single', 'parallel'),
          batch: fc.boolean(),
          batchingMinSize: fc.integer({ min: 1, max: 4 }),
          pendingFailureDepth: fc.integer({ min: 0, max: 2 }),
          testingTimeoutMinutes: fc.integer({ min: 0, max: 15 }),
        },
        { requiredKeys: [] },
      ),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      ms: fc.integer({ min: 0, max: 12 * MINUTE }),
    }),
  },
)

function apply(sim: Simulation, a: Action): void {
  const pr = 'pr' in a ? { repo, targetBranch, pr: { number: a.pr } } : undefined
  try {
    switch (a.kind) {
      case 'submit':
        sim.submit({ ...(pr as NonNullable<typeof pr>), priority: a.priority, noBatch: a.noBatch })
        break
      case 'cancel':
        sim.cancel(pr as NonNullable<typeof pr>)
        break
      case 'restart':
        sim.restart(pr as NonNullable<typeof pr>)
        break
      case 'outcome':
        sim.scriptOutcome(repo, a.pr, {
          outcome: a.outcome,
          durationMs: a.durationMs,
          remaining: 1,
        })
        break
      case 'targets':
        sim.setImpactedTargets({
          repo,
          targetBranch,
          pr: { number: a.pr, sha: sim.headShaOf(repo, a.pr) },
          impactedTargets: a.targets,
        })
        break
      case 'push':
        sim.registerPullRequest({ repo, number: a.pr, headSha: a.sha })
        break
      case 'mergeable':
        sim.registerPullRequest({ repo, number: a.pr, mergeable: a.mergeable })
        break
      case 'settings':
        sim.updateQueue(repo, targetBranch, a.settings)
        break
      case 'advance':
        sim.advanceTo(sim.now + a.ms)
        break
    }
  } catch (e) {
    // Refusals the API answers with 4xx are fine (cancel of a PR not queued, submit to a
    // draining queue); anything else is a bug.
    if (!(e instanceof HttpError) || e.status >= 500) throw e
  }
}

function checkInvariants(sim: Simulation, optimistic: boolean): void {
  const q = sim.queueOf(repo, targetBranch)
  const active = [...q.line, ...q.waiting]
  // One active entry per PR, and it is the PR's latest entry.
  const prs = active.map((e) => e.prNumber)
  expect(new Set(prs).size).toBe(prs.length)
  for (const e of active) expect(q.byPr.get(e.prNumber)).toBe(e)
  // The line holds ready states, the waiting list not_ready ones.
  for (const e of q.line)
    expect(['pending', 'testing', 'tests_passed', 'pending_failure']).toContain(e.state)
  for (const e of q.waiting) expect(e.state).toBe('not_ready')
  for (const e of q.finished) expect(['merged', 'failed', 'cancelled']).toContain(e.state)
  // Runs in progress: within concurrency, members all testing in that run; testing PRs have one.
  expect(q.activeRuns.size).toBeLessThanOrEqual(q.settings.concurrency)
  for (const id of q.activeRuns) {
    const run = sim.runs.get(id)
    expect(run?.status).toBe('in_progress')
    for (const m of run?.members ?? []) {
      const e = sim.entries.get(m) as Entry
      expect({ pr: e.prNumber, state: e.state, run: e.runId }).toEqual({
        pr: e.prNumber,
        state: 'testing',
        run: id,
      })
    }
  }
  for (const e of q.line)
    if (e.state === 'testing') expect(q.activeRuns.has(e.runId as string)).toBe(true)
  // Nothing tests or merges while switching modes... except runs that were already going.
  if (q.state === 'switching_modes') expect(q.activeRuns.size).toBeGreaterThan(0)
  // Timelines are ordered and end with the current state.
  for (const e of [...active, ...q.finished]) {
    const last = e.timeline.at(-1)
    expect(last?.state).toBe(e.state)
    expect(last?.at).toBe(e.stateChangedAt)
    for (let i = 1; i < e.timeline.length; i++) {
      expect((e.timeline[i]?.at ?? 0) >= (e.timeline[i - 1]?.at ?? 0)).toBe(true)
    }
  }
  // Without optimistic merging a PR merges only after every PR its test included.
  if (!optimistic) {
    for (const e of q.finished) {
      if (e.state !== 'merged') continue
      const run = sim.runs.get(e.verifiedByTestRun as string)
      expect(run?.members).toContain(e.id)
      for (const b of run?.base ?? []) {
        const be = sim.entries.get(b)
        if (!be) continue
        expect({ pr: e.prNumber, base: be.prNumber, state: be.state }).toEqual({
          pr: e.prNumber,
          base: be.prNumber,
          state: 'merged',
        })
        expect(be.stateChangedAt).toBeLessThanOrEqual(e.stateChangedAt)
      }
    }
  }
}

describe('simulation invariants', () => {
  it('hold after every step of random operation sequences', () => {
    fc.assert(
      fc.property(
        fc.record({
          mode: fc.constantFrom('single' as const, 'parallel' as const),
          concurrency: fc.integer({ min: 1, max: 4 }),
          optimistic: fc.boolean(),
        }),
        fc.array(action, { minLength: 1, maxLength: 40 }),
        (config, actions) => {
          const sim = new Simulation({
            testDurationMs: 5 * MINUTE,
            now: Date.parse('2026-01-01T00:00:00Z'),
          })
          sim.createQueue({
            repo,
            targetBranch,
            mode: config.mode,
            concurrency: config.concurrency,
          })
          sim.updateQueue(repo, targetBranch, { canOptimisticallyMerge: config.optimistic })
          for (const a of actions) {
            apply(sim, a)
            checkInvariants(sim, config.optimistic)
          }
          // Running long enough drains everything that can finish: only hung runs, paused or
          // not-ready PRs may remain.
          sim.updateQueue(repo, targetBranch, { state: 'running', testingTimeoutMinutes: 30 })
          sim.advanceTo(sim.now + 48 * 60 * MINUTE)
          checkInvariants(sim, config.optimistic)
          const q = sim.queueOf(repo, targetBranch)
          expect(q.line).toEqual([])
          // The snapshot round-trips.
          const copy = new Simulation({ testDurationMs: 5 * MINUTE, now: 0 })
          copy.loadSnapshot(JSON.parse(JSON.stringify(sim.toSnapshot())))
          expect(copy.toSnapshot()).toEqual(sim.toSnapshot())
        },
      ),
      { numRuns: 150 },
    )
  })
})
