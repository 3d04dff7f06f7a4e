/** The wait: which states end it, the readiness explanation, the backoff, and the loop itself. */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { commandRef } from '../../../src/ports/text.js'
import {
  NotFoundError,
  ServerError,
  AuthError,
  BadRequestError,
  CancelledError,
  ClientConfigError,
  InvalidRequestError,
  RedirectRefusedError,
  UnexpectedStatusError,
  type Queue,
  type SubmittedPullRequest,
  PULL_REQUEST_STATES,
} from '../../../src/client/index.js'
import {
  jitteredSleep,
  nextPollInterval,
  waitForPullRequestState,
  type WaitOptions,
} from '../../../src/commands/wait/poll.js'
import { waitEndWords } from '../../../src/commands/wait/words.js'
import { blockerWords } from '../../../src/commands/common/words.js'
import {
  V1MergeQueue,
  judge,
  readinessBlockers,
  type Readiness as DomainReadiness,
  type WaitSpec,
} from '../../../src/queue/index.js'
import { fromV1PullRequest } from '../../../src/queue/v1.js'
import { PermissionError } from '../../../src/client/v2/errors.js'
import { queueOf } from '../../../__fixtures__/fake-client.js'

const SHA = 'c'.repeat(40)
function pr(state: string, extra: Partial<SubmittedPullRequest> = {}): SubmittedPullRequest {
  return {
    state,
    stateChangedAt: '2026-11-22T10:00:00.000Z',
    priorityValue: 100,
    priorityName: 'medium',
    skipTheLine: false,
    isCurrentlySubmittedToQueue: !['merged', 'failed', 'cancelled'].includes(state),
    prNumber: 42,
    prTitle: 't',
    prSha: SHA,
    prBaseBranch: 'main',
    prAuthor: 'a',
    ...extra,
  }
}
const spec = { waitFor: ['merged'], failOn: ['failed', 'cancelled'], expectedSha: SHA }

/** The verdict on a PR as v1 sends it, with its cause in wait's words. */
function judged(p: SubmittedPullRequest | null, s: WaitSpec) {
  const v = judge(p && fromV1PullRequest(p), s)
  return v.done ? { done: true, outcome: v.outcome, reason: waitEndWords(v.cause) } : v
}

/** What keeps a PR NOT_READY, in words, from v1's readiness record. */
function readinessReasons(r: SubmittedPullRequest['readiness'], sha?: string): string[] {
  const readiness: DomainReadiness | undefined = fromV1PullRequest(
    pr('not_ready', { readiness: r }),
  ).readiness
  return readinessBlockers(readiness).map((b) => blockerWords(b, sha))
}

describe('judge', () => {
  it.each<[string, SubmittedPullRequest | null, typeof spec, string | undefined]>([
    ['not submitted', null, spec, 'not-submitted'],
    ['merged', pr('merged'), spec, 'success'],
    ['MERGED upper case', pr('MERGED'), spec, 'success'],
    ['failed', pr('failed'), spec, 'failure'],
    ['cancelled', pr('cancelled'), spec, 'failure'],
    ['testing', pr('testing'), spec, undefined],
    ['pending_failure is not final', pr('pending_failure'), spec, undefined],
    ['an unknown state is not final', pr('queued_for_bisection'), spec, undefined],
    ['not_ready', pr('not_ready'), spec, undefined],
    ['tests_passed while waiting for merged', pr('tests_passed'), spec, undefined],
    ['tests_passed gate', pr('tests_passed'), { ...spec, waitFor: ['tests_passed'] }, 'success'],
    [
      'merged passes a tests_passed gate',
      pr('merged'),
      { ...spec, waitFor: ['tests_passed'] },
      'success',
    ],
    [
      'failed ends a tests_passed gate',
      pr('failed'),
      { ...spec, waitFor: ['tests_passed'], failOn: [] },
      'failure',
    ],
    ['stale entry', pr('merged', { prSha: 'd'.repeat(40) }), spec, 'stale'],
    [
      'short expected sha matches',
      pr('merged'),
      { ...spec, expectedSha: SHA.slice(0, 7) },
      'success',
    ],
    [
      'no expected sha: no stale check',
      pr('merged', { prSha: 'd'.repeat(40) }),
      { ...spec, expectedSha: undefined as never },
      'success',
    ],
  ])('%s', (_n, p, s, outcome) => {
    const v = judged(p, s)
    expect(v.done ? v.outcome : undefined).toBe(outcome)
  })

  it('a not-submitted PR is never a success, whatever the spec', () => {
    fc.assert(
      fc.property(fc.subarray([...PULL_REQUEST_STATES]), (waitFor) => {
        const v = judged(null, { waitFor, failOn: [] })
        return v.done && v.outcome === 'not-submitted'
      }),
    )
  })
})

describe('readinessReasons', () => {
  it('names missing impacted targets with the commit', () => {
    const r = readinessReasons(
      {
        requiresImpactedTargets: true,
        hasImpactedTargets: false,
        doesBaseBranchMatch: true,
        gitHubMergeability: 'mergeable',
      },
      SHA,
    )
    expect(r).toEqual([
      `the queue needs the PR's impacted targets for commit ${SHA.slice(0, 12)} and none were uploaded (upload them with ${commandRef('upload-targets')})`,
    ])
  })
  it('names a base branch mismatch and unmergeable PRs', () => {
    const r = readinessReasons({
      requiresImpactedTargets: false,
      doesBaseBranchMatch: false,
      gitHubMergeability: 'not_mergeable',
    })
    expect(r).toHaveLength(2)
    expect(r[1]).toMatch(/cannot be merged/)
  })
})

describe('poll interval', () => {
  it('grows by half while nothing changes, resets on a change, never past the cap', () => {
    expect(nextPollInterval(15_000, false, 15_000, 60_000)).toBe(22_500)
    expect(nextPollInterval(50_000, false, 15_000, 60_000)).toBe(60_000)
    expect(nextPollInterval(60_000, true, 15_000, 60_000)).toBe(15_000)
  })
  it('the jittered sleep stays within ±20 % and never passes the deadline', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 3_600_000 }),
        fc.nat(7_200_000),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (interval, remaining, r) => {
          const s = jitteredSleep(interval, remaining, () => r)
          return (
            s <= remaining &&
            s >= Math.min(remaining, Math.floor(interval * 0.8)) &&
            s <= Math.ceil(interval * 1.2)
          )
        },
      ),
    )
  })
})

// ---- The loop, with a scripted client and a clock that only moves when the loop sleeps.

type Step = SubmittedPullRequest | null | Error
function harness(steps: Step[], opts: Partial<WaitOptions> = {}) {
  let now = Date.parse('2026-11-22T10:00:00Z')
  const sleeps: number[] = []
  const calls: string[] = []
  const logs: string[] = []
  let i = 0
  const queue: Queue = queueOf({
    enqueuedPullRequests: [
      { ...pr('pending', { prNumber: 7 }), noBatch: false },
      { ...pr('pending'), noBatch: false },
    ],
  })
  const client = {
    findSubmittedPullRequest: async () => {
      calls.push('find')
      const s = steps[Math.min(i++, steps.length - 1)]
      if (s instanceof Error) throw s
      return s ?? null
    },
    getQueue: async () => {
      calls.push('queue')
      return queue
    },
  }
  const clock = {
    now: () => now,
    random: () => 0.5,
    sleep: async (ms: number, signal?: AbortSignal) => {
      if (signal?.aborted) throw new Error('aborted')
      sleeps.push(ms)
      now += ms
    },
  }
  const options: WaitOptions = {
    ref: {
      repo: { host: 'github.com', owner: 'acme', name: 'app' },
      targetBranch: 'main',
      pr: { number: 42 },
    },
    ...spec,
    timeoutMs: 3600_000,
    pollIntervalMs: 15_000,
    maxPollIntervalMs: 60_000,
    notSubmittedTimeoutMs: 0,
    requestTimeoutMs: 30_000,
    ...opts,
  }
  const log = {
    info: (m: string) => logs.push(m),
    warning: (m: string) => logs.push(`WARN ${m}`),
    debug: () => {},
  }
  const queueOverV1 = new V1MergeQueue(client as never)
  return {
    run: async (signal?: AbortSignal) => {
      const r = await waitForPullRequestState({ client: queueOverV1, clock, log, signal }, options)
      return { ...r, reason: waitEndWords(r.end) }
    },
    sleeps,
    calls,
    logs,
  }
}

describe('waitForPullRequestState', () => {
  it('follows the PR to MERGED, recording each transition once', async () => {
    const h = harness([
      pr('pending'),
      pr('pending'),
      pr('testing'),
      pr('testing'),
      pr('testing'),
      pr('tests_passed'),
      pr('merged'),
    ])
    const r = await h.run()
    expect(r.outcome).toBe('success')
    expect(r.timeline.map((t) => t.state)).toEqual(['pending', 'testing', 'tests_passed', 'merged'])
    expect(r.polls).toBe(7)
    expect(r.position).toBe(2)
  })

  it('backs off while nothing changes and resets on a transition', async () => {
    const h = harness([
      pr('pending'),
      pr('pending'),
      pr('pending'),
      pr('pending'),
      pr('testing'),
      pr('testing'),
      pr('merged'),
    ])
    await h.run()
    // random() = 0.5: no jitter. 15 → 22.5 → 33.75 → 50.6 s, then reset to 15 s after the change.
    expect(h.sleeps).toEqual([15_000, 22_500, 33_750, 50_625, 15_000, 22_500])
  })

  it('reads the queue at the start and on changes, not on every poll', async () => {
    const h = harness([pr('pending'), pr('pending'), pr('pending'), pr('testing'), pr('merged')])
    await h.run()
    // pending (first), testing, merged (so the outputs describe the queue as the wait ended)
    expect(h.calls.filter((c) => c === 'queue')).toHaveLength(3)
  })

  it('survives transient failures until the PR merges', async () => {
    const h = harness([
      pr('testing'),
      new ServerError({ operation: 'x', status: 503 }),
      new ServerError({ operation: 'x', status: 503 }),
      pr('merged'),
    ])
    const r = await h.run()
    expect(r.outcome).toBe('success')
    expect(h.logs.filter((l) => l.startsWith('WARN Could not read'))).toHaveLength(1)
    expect(h.logs.some((l) => /answers again/.test(l))).toBe(true)
  })

  it('an auth failure ends the wait at once (polling cannot fix it)', async () => {
    const h = harness([pr('testing'), new AuthError({ operation: 'x', status: 401 })])
    await expect(h.run()).rejects.toBeInstanceOf(AuthError)
  })

  it('times out, with the last state, and fails even if the service kept failing', async () => {
    const h = harness([pr('testing')], { timeoutMs: 120_000 })
    const r = await h.run()
    expect(r).toMatchObject({ outcome: 'timeout', timedOut: true })
    expect(r.reason).toMatch(/timed out after 2 min in TESTING/)
    expect(h.sleeps.reduce((a, b) => a + b, 0)).toBe(120_000)

    const down = harness([new ServerError({ operation: 'x', status: 502 })], { timeoutMs: 60_000 })
    const r2 = await down.run()
    expect(r2.outcome).toBe('timeout')
    expect(r2.lastError).toMatch(/HTTP 502/)
  })

  it('a PR that is not in the queue fails at once by default', async () => {
    const h = harness([null])
    const r = await h.run()
    expect(r.outcome).toBe('not-submitted')
    expect(r.polls).toBe(1)
  })

  it('with not-submitted-timeout, it waits for the PR to appear', async () => {
    const h = harness([null, null, pr('pending'), pr('merged')], { notSubmittedTimeoutMs: 120_000 })
    const r = await h.run()
    expect(r.outcome).toBe('success')
    expect(r.timeline.map((t) => t.state)).toEqual(['not_submitted', 'pending', 'merged'])
  })

  it('honours the not-submitted deadline: the last sleep is cut to it (issue 19)', async () => {
    // 10 s to appear, a 6 s poll: polls at 0, 6 and 10 s, never at 12 (random() = 0.5: no jitter).
    const h = harness([null], {
      notSubmittedTimeoutMs: 10_000,
      pollIntervalMs: 6_000,
      maxPollIntervalMs: 6_000,
    })
    const r = await h.run()
    expect(r.outcome).toBe('not-submitted')
    expect(h.sleeps).toEqual([6_000, 4_000])
    expect(r.polls).toBe(3)
  })

  it('a stale entry ends the wait with outcome stale', async () => {
    const h = harness([pr('testing', { prSha: 'e'.repeat(40) })])
    expect((await h.run()).outcome).toBe('stale')
  })

  it('says why a PR is not ready', async () => {
    const h = harness([
      pr('not_ready', {
        readiness: {
          requiresImpactedTargets: true,
          hasImpactedTargets: false,
          doesBaseBranchMatch: true,
          gitHubMergeability: 'mergeable',
        },
      }),
      pr('merged'),
    ])
    await h.run()
    expect(
      h.logs.some((l) => /^Not ready: the queue needs the PR's impacted targets/.test(l)),
    ).toBe(true)
  })

  it('a cancelled signal ends the wait at once, saying why, with nothing made up', async () => {
    const ac = new AbortController()
    ac.abort(new Error('the job was cancelled (SIGINT)'))
    const h = harness([pr('testing')])
    const r = await h.run(ac.signal)
    expect(r.outcome).toBe('error')
    expect(r.cancelled).toBe('the job was cancelled (SIGINT)')
    expect(r.timeline).toEqual([])
    expect(r.pr).toBeNull()
  })

  it('a cancel during the wait keeps the last state, queue and position seen', async () => {
    const ac = new AbortController()
    const steps = [pr('pending'), pr('testing')]
    // The third poll sees TESTING again as the runner's SIGINT arrives.
    Object.defineProperty(steps, 2, {
      get: () => {
        ac.abort(new Error('the job was cancelled (SIGINT)'))
        return pr('testing')
      },
    })
    steps.length = 3
    const run = harness(steps).run(ac.signal)
    const r = await run
    expect(r.cancelled).toBe('the job was cancelled (SIGINT)')
    expect(r.pr?.state).toBe('testing')
    expect(r.timeline.map((t) => t.state)).toEqual(['pending', 'testing'])
    expect(r.position).toBe(2)
    expect(r.reason).toBe(
      'the wait was cancelled (the job was cancelled (SIGINT)); it was last seen TESTING',
    )
  })

  it.each(['in_progress', 'not_mergeable'] as const)(
    "NOT_READY with GitHub mergability %s on the PR's own event warns once that a required check blocks its own PR",
    async (mergeability) => {
      const notReady = pr('not_ready', {
        readiness: { gitHubMergeability: mergeability, doesBaseBranchMatch: true },
      })
      const h = harness([notReady, notReady, notReady, pr('merged')], {
        warnIfBlockingItsOwnPr: true,
      })
      const r = await h.run()
      const warnings = h.logs.filter((l) => l.startsWith('WARN ') && l.includes('required check'))
      expect(warnings).toHaveLength(1)
      expect(warnings[0]).toContain(`GitHub reports its mergeability as ${mergeability}`)
      expect(warnings[0]).toContain('it blocks its own PR')
      expect(r.selfBlockWarning).toBe(warnings[0]!.slice('WARN '.length))
    },
  )

  it('the same NOT_READY on another event (a label job, a dispatch) is not a required-check warning', async () => {
    const notReady = pr('not_ready', { readiness: { gitHubMergeability: 'in_progress' } })
    const h = harness([notReady, pr('merged')], { warnIfBlockingItsOwnPr: false })
    const r = await h.run()
    expect(h.logs.some((l) => l.includes('required check'))).toBe(false)
    expect(r.selfBlockWarning).toBeUndefined()
  })

  it('a 404 from the read is "not submitted", not an error', async () => {
    expect(new NotFoundError({ operation: 'x', status: 404 }).kind).toBe('not-found')
  })
})

// Decisions mutation testing found no test guarding (npm run mutation, RELIABILITY.md).
describe('the decisions a user would notice', () => {
  it("a user's fail-on ends the wait at a state that is not final (pending_failure)", async () => {
    expect(judged(pr('pending_failure'), { ...spec, failOn: ['pending_failure'] })).toEqual({
      done: true,
      outcome: 'failure',
      reason: 'the PR reached PENDING_FAILURE',
    })
    const h = harness([pr('testing'), pr('pending_failure'), pr('failed')], {
      failOn: ['pending_failure'],
    })
    const r = await h.run()
    expect(r).toMatchObject({
      outcome: 'failure',
      polls: 2,
      reason: 'the PR reached PENDING_FAILURE',
    })
  })

  it('a fail-on without a state keeps waiting through it (the default lists none of them)', async () => {
    const h = harness([pr('testing'), pr('pending_failure'), pr('testing'), pr('merged')], {
      failOn: [],
    })
    expect(await h.run()).toMatchObject({ outcome: 'success', polls: 4 })
  })

  it('wait-for ends the wait before fail-on when a state is in both', () => {
    expect(judged(pr('testing'), { waitFor: ['testing'], failOn: ['testing'] })).toMatchObject({
      outcome: 'success',
    })
  })

  it.each([
    ['merged', 'success', 'the PR reached MERGED'],
    ['failed', 'failure', 'the PR reached FAILED'],
  ])(
    'with not-submitted-timeout above zero, a PR already %s ends the wait at the first poll',
    async (state, outcome, reason) => {
      const h = harness([pr(state)], { notSubmittedTimeoutMs: 600_000 })
      const r = await h.run()
      expect(r).toMatchObject({ outcome, reason, polls: 1, timedOut: false })
      expect(h.sleeps).toEqual([])
    },
  )

  it('a MERGED PR past a tests_passed gate says so; a final state outside wait-for names them', () => {
    expect(judged(pr('merged'), { ...spec, waitFor: ['tests_passed'], failOn: [] })).toEqual({
      done: true,
      outcome: 'success',
      reason: 'the PR reached MERGED, past TESTS_PASSED',
    })
    expect(judged(pr('merged'), { ...spec, waitFor: ['pending'], failOn: [] })).toMatchObject({
      outcome: 'success',
    })
    expect(
      judged(pr('cancelled'), { ...spec, waitFor: ['tests_passed', 'merged'], failOn: [] }),
    ).toEqual({
      done: true,
      outcome: 'failure',
      reason: 'the PR reached CANCELLED, which is final and not one of TESTS_PASSED, MERGED',
    })
    expect(
      judged(pr('merged'), { ...spec, waitFor: ['pending_failure'], failOn: [] }),
    ).toMatchObject({
      outcome: 'failure',
    })
  })
})

describe('when the wait ends, and why (mutation testing)', () => {
  it.each([
    ['bad-request', new BadRequestError({ operation: 'x', status: 400 })],
    ['config', new ClientConfigError('api-url is not a URL')],
    ['invalid-request', new InvalidRequestError('x', 'pr', 'is not a number')],
    [
      'redirect',
      new RedirectRefusedError({ operation: 'x', status: 302 }, 'https://elsewhere.example'),
    ],
    ['unexpected-status', new UnexpectedStatusError({ operation: 'x', status: 418 })],
    ['permission', new PermissionError({ operation: 'x', status: 403 }, ['Read PRs'])],
  ])('a %s failure ends the wait at once (polling again cannot fix it)', async (_kind, err) => {
    const h = harness([err, pr('merged')])
    await expect(h.run()).rejects.toBe(err)
    expect(h.calls.filter((c) => c === 'find')).toHaveLength(1)
  })

  it("the client's own cancellation (no job cancel) is an error, not a survived poll", async () => {
    const err = new CancelledError('findSubmittedPullRequest', 'the caller stopped it')
    const h = harness([err, pr('merged')])
    await expect(h.run()).rejects.toBe(err)
  })

  it('a PR never submitted, past both deadlines: not-submitted at the wait deadline, said as such', async () => {
    const h = harness([null], { timeoutMs: 60_000, notSubmittedTimeoutMs: 600_000 })
    const r = await h.run()
    expect(r).toMatchObject({
      outcome: 'not-submitted',
      timedOut: false,
      reason: 'the PR is not in the queue (it was never submitted to it)',
    })
    expect(h.sleeps.reduce((a, b) => a + b, 0)).toBe(60_000)
  })

  it('a PR last seen not submitted, the service failing at the deadline: not-submitted, naming the failure', async () => {
    const down = new ServerError({ operation: 'x', status: 502 })
    const h = harness([null, down], { timeoutMs: 60_000, notSubmittedTimeoutMs: 600_000 })
    const r = await h.run()
    expect(r).toMatchObject({ outcome: 'not-submitted', timedOut: true })
    expect(r.reason).toBe(
      `the wait timed out after 1 min in NOT_SUBMITTED (the last poll failed: ${down.message})`,
    )
  })

  it('the timeout reason names the last state, and nothing more when the last poll answered', async () => {
    const r = await harness([pr('testing')], { timeoutMs: 120_000 }).run()
    expect(r.reason).toBe('the wait timed out after 2 min in TESTING')
  })

  it('a PR in the queue sleeps its back-off, not cut to the not-submitted deadline', async () => {
    const h = harness([pr('testing'), pr('testing'), pr('merged')], {
      notSubmittedTimeoutMs: 20_000,
    })
    await h.run()
    expect(h.sleeps).toEqual([15_000, 22_500])
  })

  it('each read may take the request timeout, never past the deadline, and never under 1 s', async () => {
    const timeouts: number[] = []
    let now = 0
    const r = await waitForPullRequestState(
      {
        client: new V1MergeQueue({
          findSubmittedPullRequest: async (_ref: unknown, call: { timeoutMs: number }) => {
            timeouts.push(call.timeoutMs)
            return pr('testing')
          },
          getQueue: async () => queueOf({}),
        } as never),
        clock: {
          now: () => now,
          random: () => 0.5,
          sleep: async (ms: number) => {
            now += ms
          },
        },
        log: { info() {}, warning() {}, debug() {} },
      },
      {
        ref: {
          repo: { host: 'github.com', owner: 'acme', name: 'app' },
          targetBranch: 'main',
          pr: { number: 42 },
        },
        ...spec,
        timeoutMs: 45_500,
        pollIntervalMs: 15_000,
        maxPollIntervalMs: 15_000,
        notSubmittedTimeoutMs: 0,
        requestTimeoutMs: 20_000,
      },
    )
    expect(r.outcome).toBe('timeout')
    // 45.5 s left, then 30.5, 15.5, 0.5 and 0 (both raised to 1 s: the last look at the deadline)
    expect(timeouts).toEqual([20_000, 20_000, 15_500, 1000, 1000])
  })

  it('judge: the reasons, word for word, and a wait-for off the success path is not passed by MERGED', () => {
    expect(judged(null, spec)).toEqual({
      done: true,
      outcome: 'not-submitted',
      reason: 'the PR is not in the queue (it was never submitted to it)',
    })
    expect(judged(pr('merged', { prSha: 'd'.repeat(40) }), spec)).toEqual({
      done: true,
      outcome: 'stale',
      reason: `the queue's entry is for commit ${'d'.repeat(12)}, not the PR's head ${SHA.slice(0, 12)}: its result is an old commit's (submit the PR again after a push)`,
    })
    expect(judged(pr('MERGED'), spec)).toEqual({
      done: true,
      outcome: 'success',
      reason: 'the PR reached MERGED',
    })
    expect(judged(pr('testing'), spec)).toEqual({ done: false })
    expect(
      judged(pr('merged'), { ...spec, waitFor: ['tests_passed', 'pending_failure'], failOn: [] }),
    ).toMatchObject({ outcome: 'failure' })
  })
})
