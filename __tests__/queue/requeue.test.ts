/**
 * The requeue decision (src/queue/requeue.ts): the one table of causes, the count per head commit
 * (service record, else the comment's, else none), the re-read right before the submit, and at
 * most one submit per decision when the submit fails (5xx) or the job is killed (the count was
 * written first). The decision is a value; its words are the commands' (common/words.ts).
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  HEAD,
  domainPr,
  fakeClient,
  queuedPr,
  type ClientMethods,
} from '../../__fixtures__/fake-client.js'
import {
  CancelledError,
  ConflictError,
  ServerError,
  type QueueTransition,
  type SubmittedPullRequest,
} from '../../src/client/index.js'
import {
  REASON_STATES,
  REQUEUE_CAUSES,
  REQUEUE_DECISION_NAMES,
  V1MergeQueue,
  causeOf,
  leftQueue,
  planRequeue,
  recheck,
  requeue,
  requeuesInTimeline,
  type History,
  type RecordReading,
  type Why,
} from '../../src/queue/index.js'
import {
  REQUEUE_DECISIONS,
  REASON_MEANINGS,
  requeueNotice,
  requeueWords,
} from '../../src/commands/common/words.js'
import { PR_42_REF as ref } from '../commands/helpers.js'

const timedOut: Why = {
  reason: 'tests-timed-out',
  state: 'failed',
  failedChecks: [],
  serviceCode: 'TEST_RUN_TIMEOUT',
}
const failed = domainPr('failed')
const t = (state: string, reason?: string): QueueTransition => ({
  state,
  failedChecks: [],
  ...(reason ? { reason } : {}),
})

describe('the table of causes', () => {
  it("decides every reason code, and only timeouts, stopped checks and infrastructure are not the PR's own", () => {
    expect(Object.keys(REQUEUE_CAUSES).sort()).toEqual(Object.keys(REASON_STATES).sort())
    expect(Object.keys(REASON_MEANINGS).sort()).toEqual(Object.keys(REASON_STATES).sort())
    const why = (reason: Why['reason'], checks: string[] = [], serviceCode?: string): Why => ({
      reason,
      state: 'failed',
      failedChecks: checks.map((conclusion, i) => ({ name: `c${i}`, conclusion })),
      ...(serviceCode ? { serviceCode } : {}),
    })
    expect(causeOf(why('tests-timed-out'))).toBe('transient')
    expect(causeOf(why('tests-failed', ['CANCELLED', 'STARTUP_FAILURE', 'STALE']))).toBe(
      'transient',
    )
    expect(causeOf(why('tests-failed', ['CANCELLED', 'FAILURE']))).toBe('own')
    expect(causeOf(why('tests-failed', []))).toBe('own')
    expect(causeOf(why('merge-refused', [], 'GITHUB_API_REPEATED_SERVER_ERRORS'))).toBe('transient')
    expect(causeOf(why('merge-refused', [], 'GITHUB_API_BRANCH_PROTECTION_UNMET'))).toBe('own')
    for (const own of ['merge-conflict', 'cancelled-by-user', 'new-commit', 'pr-closed'] as const)
      expect(causeOf(why(own))).toBe('own')
    expect(causeOf(why('unknown'))).toBe('unknown')
    expect(causeOf(why('behind-base'))).toBe('not-out')
  })
})

describe('the count', () => {
  it("counts the service's kick-outs since the last push, less the one decided", () => {
    expect(requeuesInTimeline([])).toBeUndefined()
    expect(requeuesInTimeline([t('failed'), t('pending')])).toBe(0)
    expect(requeuesInTimeline([t('failed'), t('pending'), t('failed'), t('pending')])).toBe(1)
    expect(
      requeuesInTimeline([t('failed'), t('pending'), t('cancelled', 'PR_PUSHED_TO'), t('failed')]),
    ).toBe(0)
  })
  it('no record, no requeue; the larger of the two records counts', () => {
    const base = { pr: failed, why: timedOut, maxRequeues: 1 }
    expect(planRequeue(base)).toEqual({ go: false, decision: 'no-record' })
    expect(planRequeue({ ...base, fromService: 0 })).toEqual({
      go: true,
      source: 'service',
      done: 0,
    })
    const recorded = { [HEAD]: 1 }
    expect(planRequeue({ ...base, fromService: 0, recorded })).toMatchObject({
      go: false,
      decision: 'limit-reached',
      detail: { kind: 'limit', done: 1, max: 1 },
    })
    expect(planRequeue({ ...base, maxRequeues: 2, recorded })).toEqual({
      go: true,
      source: 'comment',
      done: 1,
    })
    expect(planRequeue({ ...base, fromService: 0, headSha: 'f'.repeat(40) })).toMatchObject({
      decision: 'new-commit',
    })
  })
})

describe('requeue', () => {
  const deps = (methods: ClientMethods, recorded: string[] = [], signal?: AbortSignal) => {
    const fake = fakeClient(methods)
    return {
      fake,
      d: {
        queue: new V1MergeQueue(fake.client),
        ref,
        signal,
        record: {
          add: async (sha: string) => {
            recorded.push(sha)
            return true
          },
          read: async () =>
            recorded.length
              ? {
                  status: 'read' as const,
                  value: Object.fromEntries(recorded.map((s) => [s, recorded.length])),
                }
              : { status: 'empty' as const },
        },
      },
    }
  }
  const opts = { maxRequeues: 1 }
  const again = (pr: SubmittedPullRequest) => async () => pr
  const failedV1 = queuedPr('failed')

  it('back in the queue when read again: nothing submitted, and said so', async () => {
    const { fake, d } = deps({
      getPullRequestTimeline: async () => [t('failed', 'TEST_RUN_TIMEOUT'), t('pending')],
      findSubmittedPullRequest: again(queuedPr('pending')),
    })
    const r = await requeue(d, failed, timedOut, opts)
    expect([r.requeued, r.decision, r.late]).toEqual([false, 'back-in-queue', true])
    expect(fake.called()).not.toContain('submitPullRequest')
    expect(requeueNotice(r, 42)).toMatch(/^PR #42: read again/)
  })

  it('a 5xx on the submit or a killed job: the count was written first, so the next run does not submit', async () => {
    const recorded: string[] = []
    for (const fault of [
      () => new ServerError({ operation: 'submitPullRequest', status: 503 }),
      () => new CancelledError('submitPullRequest', 'the job was cancelled'),
    ]) {
      const { d } = deps(
        {
          getPullRequestTimeline: async () => [],
          findSubmittedPullRequest: again(failedV1),
          submitPullRequest: async () => {
            throw fault()
          },
        },
        recorded,
      )
      if (recorded.length === 0) await expect(requeue(d, failed, timedOut, opts)).rejects.toThrow()
      else {
        const r = await requeue(d, failed, timedOut, opts)
        expect(r.decision).toBe('limit-reached')
      }
    }
    expect(recorded).toEqual([HEAD])
  })

  it('one submit per decision, then read back', async () => {
    const { fake, d } = deps({
      getPullRequestTimeline: async () => [t('failed', 'TEST_RUN_TIMEOUT'), t('pending')],
      findSubmittedPullRequest: (() => {
        let n = 0
        return async () => (n++ === 0 ? failedV1 : queuedPr('pending'))
      })(),
      submitPullRequest: async () => ({
        attempts: 1,
        reconciled: false,
        requestBytes: 80,
        status: 200,
      }),
    })
    const r = await requeue(d, failed, timedOut, opts)
    expect([r.requeued, r.decision, r.pr?.state]).toEqual([true, 'requeued', 'pending'])
    expect(fake.called().filter((m) => m === 'submitPullRequest')).toHaveLength(1)
    expect(requeueWords(r, 42)).toBe(
      `Requeued: PR #42 was submitted again at commit \`${HEAD.slice(0, 12)}\` (requeue 1 of 1).`,
    )
  })

  it('a submit the client settled as landed, but read back still the same kick-out: not requeued, not sent again', async () => {
    const { fake, d } = deps({
      getPullRequestTimeline: async () => [t('failed', 'TEST_RUN_TIMEOUT')],
      findSubmittedPullRequest: again(failedV1),
      submitPullRequest: async () => ({ attempts: 1, reconciled: true, requestBytes: 80 }),
    })
    const r = await requeue(d, failed, timedOut, opts)
    expect([r.requeued, r.decision]).toEqual([false, 'submit-failed'])
    expect(requeueWords(r, 42)).toContain('had not entered the queue')
    expect(requeueNotice(r, 42)).toContain('had not entered the queue')
    expect(fake.called().filter((m) => m === 'submitPullRequest')).toHaveLength(1)
  })
})

describe('each decision, as a value', () => {
  const plan = (extra: Partial<Parameters<typeof planRequeue>[0]>) =>
    planRequeue({ pr: failed, why: timedOut, maxRequeues: 2, fromService: 0, ...extra })
  const pr = (state: string, extra: Partial<typeof failed> = {}) => ({ ...failed, state, ...extra })

  it('what has left the queue, in any case; what has not', () => {
    for (const s of ['failed', 'FAILED', 'Cancelled', 'cancelled']) expect(leftQueue(s)).toBe(true)
    for (const s of ['merged', 'pending', 'testing', 'not_ready', '', undefined])
      expect(leftQueue(s)).toBe(false)
  })

  it('not submitted, merged and not out come before any count', () => {
    expect(plan({ pr: null })).toEqual({ go: false, decision: 'not-submitted' })
    expect(plan({ pr: pr('MERGED') })).toEqual({ go: false, decision: 'merged' })
    expect(plan({ pr: pr('merged') })).toEqual({ go: false, decision: 'merged' })
    for (const s of ['pending', 'TESTING', 'not_ready'])
      expect(plan({ pr: pr(s) })).toEqual({ go: false, decision: 'not-out' })
    expect(plan({ pr: pr('CANCELLED') })).toEqual({ go: true, source: 'service', done: 0 })
  })

  it('a head the run knows that is not the queued commit: new-commit; the same commit in any case or abbreviated goes', () => {
    expect(plan({ headSha: 'f'.repeat(40) })).toEqual({ go: false, decision: 'new-commit' })
    for (const headSha of [HEAD, HEAD.toUpperCase(), HEAD.slice(0, 12)])
      expect(plan({ headSha })).toMatchObject({ go: true })
    expect(plan({ headSha: 'f'.repeat(40), pr: pr('failed', { sha: '' }) })).toMatchObject({
      go: true,
    })
  })

  it("the cause: unknown is cause-unknown, the PR's own or not a kick-out is not-transient", () => {
    const why = (reason: Why['reason']): Why => ({ ...timedOut, reason })
    expect(plan({ why: why('unknown') })).toEqual({ go: false, decision: 'cause-unknown' })
    expect(plan({ why: why('merge-conflict') })).toEqual({ go: false, decision: 'not-transient' })
    expect(plan({ why: { ...timedOut, reason: '' } })).toEqual({
      go: false,
      decision: 'not-transient',
    })
    // The service's infrastructure code makes failed tests not the PR's own.
    const failedChecks = [{ name: 'ci', conclusion: 'FAILURE' }]
    const testsFailed: Why = {
      ...timedOut,
      reason: 'tests-failed',
      failedChecks,
      serviceCode: undefined,
    }
    expect(plan({ why: testsFailed })).toMatchObject({ decision: 'not-transient' })
    expect(plan({ why: testsFailed, serviceCode: 'START_TEST_RUN_RETRY_EXHAUSTED' })).toMatchObject(
      { go: true },
    )
    expect(causeOf({ ...timedOut, reason: 'failed-other', serviceCode: undefined })).toBe('own')
    // Only an infrastructure code helps failed tests; another code does not.
    expect(causeOf(testsFailed, 'GITHUB_API_BRANCH_PROTECTION_UNMET')).toBe('own')
    expect(causeOf({ ...timedOut, reason: '' })).toBe('not-out')
  })

  it("the count's source: the comment when it counts as many or more, else the service; looked up by the commit in lower case", () => {
    const upper = pr('failed', { sha: HEAD.toUpperCase() })
    expect(plan({ pr: upper, recorded: { [HEAD]: 1 }, fromService: 1, maxRequeues: 3 })).toEqual({
      go: true,
      source: 'comment',
      done: 1,
    })
    expect(plan({ recorded: { [HEAD]: 0 }, fromService: 1, maxRequeues: 3 })).toEqual({
      go: true,
      source: 'service',
      done: 1,
    })
    // A comment with no count for this commit counts none for it.
    expect(plan({ recorded: { ['a'.repeat(40)]: 5 }, fromService: undefined })).toEqual({
      go: true,
      source: 'comment',
      done: 0,
    })
    // No commit to look up: the comment cannot count, the service's history does.
    expect(plan({ pr: pr('failed', { sha: '' }), recorded: { [HEAD]: 5 } })).toEqual({
      go: true,
      source: 'service',
      done: 0,
    })
    expect(plan({ pr: pr('failed', { sha: '' }), recorded: {}, fromService: undefined })).toEqual({
      go: false,
      decision: 'no-record',
    })
  })

  it('the limit: one short of it goes, at it stops', () => {
    expect(plan({ fromService: 1 })).toEqual({ go: true, source: 'service', done: 1 })
    expect(plan({ fromService: 2 })).toEqual({
      go: false,
      decision: 'limit-reached',
      detail: { kind: 'limit', done: 2, max: 2 },
    })
    expect(plan({ fromService: 0, maxRequeues: 0 })).toMatchObject({ decision: 'limit-reached' })
  })

  it('a push to the PR resets the count, in any case of the reason, for a stacked PR too', () => {
    const kicked = [t('failed'), t('pending'), t('failed'), t('pending')]
    for (const push of ['PR_PUSHED_TO', 'pr_pushed_to', 'STACKED_PR_MEMBER_PUSHED_TO']) {
      expect(requeuesInTimeline([...kicked, t('cancelled', push), t('failed')])).toBe(1)
      expect(requeuesInTimeline([t('failed'), t('cancelled', push), ...kicked])).toBe(0)
    }
    // Cancellations count as kick-outs, a merge and other reasons do not stop the count.
    expect(requeuesInTimeline([t('CANCELLED'), t('Failed', 'TEST_RUN_TIMEOUT'), t('merged')])).toBe(
      1,
    )
    expect(requeuesInTimeline([t('pending'), t('testing')])).toBe(0)
  })

  it('the re-read right before the submit: what changed, in order', () => {
    const at = failed.stateChangedAt
    expect(recheck(failed, null)).toBe('changed')
    expect(recheck(failed, pr('MERGED'))).toBe('merged')
    expect(recheck(failed, pr('pending'))).toBe('back-in-queue')
    expect(recheck(failed, pr('failed', { sha: 'f'.repeat(40) }))).toBe('new-commit')
    expect(recheck(failed, pr('FAILED', { sha: HEAD.slice(0, 12) }))).toBeUndefined()
    expect(recheck(failed, pr('failed', { sha: '' }))).toBeUndefined()
    expect(recheck(failed, pr('cancelled'))).toBe('changed')
    expect(recheck(failed, pr('failed', { stateChangedAt: `${at}x` }))).toBe('changed')
    expect(recheck(failed, { ...failed })).toBeUndefined()
  })
})

describe('requeue: the submit and its records', () => {
  const submitted = { attempts: 1, reconciled: false, requestBytes: 80, status: 200 }
  function run(opts: {
    history?: QueueTransition[]
    record?: RecordReading
    add?: boolean
    submit?: () => Promise<typeof submitted>
    after?: () => Promise<typeof failed | null>
    pr?: typeof failed | null
    signal?: AbortSignal
  }) {
    const calls: string[] = []
    const signals: (AbortSignal | undefined)[] = []
    const sent: unknown[] = []
    let submits = 0
    return {
      calls,
      signals,
      sent,
      out: requeue(
        {
          queue: {
            readHistory: async (_ref, call) => {
              calls.push('history')
              signals.push(call?.signal)
              return opts.history ? { status: 'read', value: opts.history } : { status: 'empty' }
            },
            findPullRequest: async (_ref, call) => {
              calls.push('find')
              signals.push(call?.signal)
              if (submits && opts.after) return opts.after()
              return submits ? domainPr('pending') : failed
            },
            submitPullRequest: async (request, call) => {
              calls.push('submit')
              signals.push(call?.signal)
              sent.push(request)
              submits++
              return (opts.submit ?? (async () => submitted))()
            },
          },
          ref,
          ...(opts.signal ? { signal: opts.signal } : {}),
          ...(opts.record
            ? {
                record: {
                  read: async () => opts.record!,
                  add: async () => {
                    calls.push('add')
                    return opts.add ?? true
                  },
                },
              }
            : {}),
        },
        opts.pr === undefined ? failed : opts.pr,
        timedOut,
        { maxRequeues: 2 },
      ),
    }
  }

  it('nothing to requeue: decided before any read, and said as it is (not a late decision)', async () => {
    const { out, calls } = run({ pr: null })
    expect(await out).toEqual({ requeued: false, decision: 'not-submitted', pr: null })
    expect(calls).toEqual([])
  })

  it("the job's signal goes with every read and the submit; the submit names the PR's repo, branch and number", async () => {
    const job = new AbortController()
    const { out, signals, sent } = run({
      history: [t('failed', 'TEST_RUN_TIMEOUT')],
      signal: job.signal,
    })
    expect((await out).decision).toBe('requeued')
    expect(signals.length).toBeGreaterThanOrEqual(4)
    for (const s of signals) expect(s).toBe(job.signal)
    expect(sent).toEqual([
      { repo: ref.repo, targetBranch: ref.targetBranch, pr: { number: ref.pr.number } },
    ])
  })

  it('a job cancelled during the read back: the cancellation, not a requeue', async () => {
    const job = new AbortController()
    const { out } = run({
      history: [t('failed', 'TEST_RUN_TIMEOUT')],
      signal: job.signal,
      after: async () => {
        job.abort()
        throw new CancelledError('findSubmittedPullRequest', 'the job was cancelled')
      },
    })
    await expect(out).rejects.toThrow(CancelledError)
  })

  it('read back: in the queue (not submitted yet) or still the kick-out but submitted again is a requeue', async () => {
    for (const after of [
      { ...domainPr('pending'), submitted: false },
      { ...failed, submitted: true },
    ]) {
      const { out } = run({ history: [t('failed', 'TEST_RUN_TIMEOUT')], after: async () => after })
      expect((await out).decision).toBe('requeued')
    }
  })

  it('counted by the comment but the count could not be written: nothing submitted (no-record)', async () => {
    const { out, calls } = run({ record: { status: 'read', value: { [HEAD]: 1 } }, add: false })
    expect(await out).toMatchObject({
      requeued: false,
      decision: 'no-record',
      detail: { kind: 'count-not-written' },
    })
    expect(calls).not.toContain('submit')
  })

  it('counted by the service: a comment that could not be written does not stop the submit; the outcome names the source, the count and the commit', async () => {
    const { out, calls } = run({
      history: [t('failed', 'TEST_RUN_TIMEOUT'), t('pending'), t('failed'), t('pending')],
      record: { status: 'empty' },
      add: false,
    })
    expect(await out).toMatchObject({
      requeued: true,
      decision: 'requeued',
      source: 'service',
      count: { done: 1, max: 2 },
      sha: HEAD,
    })
    expect(calls).toEqual(['history', 'find', 'add', 'submit', 'find'])
  })

  it('a 409 on the submit (another job put it back): back-in-queue, not an error', async () => {
    const { out } = run({
      history: [t('failed', 'TEST_RUN_TIMEOUT')],
      submit: async () => {
        throw new ConflictError({ operation: 'submitPullRequest', status: 409 })
      },
    })
    expect(await out).toMatchObject({ requeued: false, decision: 'back-in-queue' })
  })

  it('a read back that fails: still requeued, with the PR as read before the submit', async () => {
    const { out } = run({
      history: [t('failed', 'TEST_RUN_TIMEOUT')],
      after: async () => {
        throw new ServerError({ operation: 'findSubmittedPullRequest', status: 503 })
      },
    })
    const r = await out
    expect([r.requeued, r.decision, r.pr?.state]).toEqual([true, 'requeued', failed.state])
  })
})

describe('unknown is never a count', () => {
  const submitted = { attempts: 1, reconciled: false, requestBytes: 80, status: 200 }
  /** A requeue over a queue whose history reads as `history` and a comment that reads as `record`. */
  async function decide(history: History, record: RecordReading | undefined, maxRequeues = 1) {
    const submits: string[] = []
    const written: string[] = []
    const out = await requeue(
      {
        queue: {
          readHistory: async () => history,
          // Failed until the submit, in the queue after it.
          findPullRequest: async () => (submits.length ? domainPr('pending') : failed),
          submitPullRequest: async () => {
            submits.push('submit')
            return submitted
          },
        },
        ref,
        ...(record
          ? {
              record: {
                read: async () => record,
                add: async (sha: string) => {
                  written.push(sha)
                  return true
                },
              },
            }
          : {}),
      },
      failed,
      timedOut,
      { maxRequeues },
    )
    return { out, submits, written }
  }
  const unknown = { kind: 'pagination', message: 'the service repeated cursor "c2"' } as const

  it("a history not read in full: no requeue, and why (the service's)", async () => {
    const { out, submits, written } = await decide(
      { status: 'unknown', failure: unknown },
      {
        status: 'empty',
      },
    )
    expect([out.requeued, out.decision]).toEqual([false, 'count-unknown'])
    expect(out.detail).toEqual({ kind: 'count-unknown', source: 'service', failure: unknown })
    expect([submits, written]).toEqual([[], []])
    expect(requeueWords(out, 42)).toBe(
      "Not requeued (`count-unknown`): the earlier requeues could not be counted (a record not read in full), so it is not requeued (the service's history of the PR: pagination).",
    )
  })
  it("a comment whose author cannot be established: no requeue, though the service's history says 0", async () => {
    const failure = { kind: 'auth', message: 'who the token writes as could not be known' } as const
    const { out, submits } = await decide(
      { status: 'read', value: [t('failed', 'TEST_RUN_TIMEOUT'), t('pending')] },
      { status: 'unknown', failure },
      5,
    )
    expect([out.decision, submits]).toEqual(['count-unknown', []])
    expect(out.detail).toEqual({ kind: 'count-unknown', source: 'comment', failure })
    expect(requeueWords(out, 42)).toContain("(the PR comment's count: who the token writes as")
  })
  it('an empty history and an empty comment: none counted yet, so the first requeue goes', async () => {
    const { out, submits, written } = await decide({ status: 'empty' }, { status: 'empty' })
    expect([out.decision, submits.length, written]).toEqual(['requeued', 1, [failed.sha]])
  })

  it('property: histories and comments cut or unreadable never requeue; none ever passes the limit', async () => {
    const kinds = ['failed', 'cancelled', 'pending', 'testing', 'not_ready', 'merged']
    const transition = fc.record({
      state: fc.constantFrom(...kinds),
      reason: fc.option(fc.constantFrom('PR_PUSHED_TO', 'TEST_RUN_TIMEOUT', 'X'), {
        nil: undefined,
      }),
    })
    const history = fc.oneof(
      fc
        .array(transition, { maxLength: 60 })
        .map((ts): History =>
          ts.length
            ? { status: 'read', value: ts.map((x) => t(x.state, x.reason)) }
            : { status: 'empty' },
        ),
      fc.constant<History>({ status: 'unknown', failure: unknown }),
    )
    const record = fc.oneof(
      fc.constant<RecordReading | undefined>(undefined),
      fc.constant<RecordReading>({ status: 'empty' }),
      fc.constant<RecordReading>({ status: 'unknown', failure: unknown }),
      fc.nat(12).map((n): RecordReading => ({ status: 'read', value: { [failed.sha]: n } })),
    )
    await fc.assert(
      fc.asyncProperty(history, record, fc.nat(10), async (h, r, max) => {
        const { out, submits } = await decide(h, r, max)
        if (h.status === 'unknown' || r?.status === 'unknown') {
          expect([out.decision, submits]).toEqual(['count-unknown', []])
          return
        }
        if (!out.requeued) return expect(submits).toEqual([])
        // A requeue only below the limit by every record read.
        const fromService = h.status === 'read' ? (requeuesInTimeline(h.value) ?? 0) : 0
        const fromComment = r?.status === 'read' ? (r.value[failed.sha] ?? 0) : 0
        expect(Math.max(fromService, fromComment)).toBeLessThan(max)
        expect(out.count).toEqual({ done: Math.max(fromService, fromComment), max })
        expect(submits).toHaveLength(1)
      }),
      { numRuns: 300 },
    )
  })
})

describe('docs/why.md', () => {
  it('shows the table of causes and every decision as the code has them', async () => {
    const { readFileSync } = await import('node:fs')
    expect(Object.keys(REQUEUE_DECISIONS)).toEqual(REQUEUE_DECISION_NAMES)
    const doc = readFileSync('docs/why.md', 'utf8')
    for (const [code, cause] of Object.entries(REQUEUE_CAUSES))
      expect([code, doc.includes(`| \`${code}\` | \`${cause}\` |`)]).toEqual([code, true])
    for (const [decision, meaning] of Object.entries(REQUEUE_DECISIONS))
      expect(doc).toContain(`| \`${decision}\` | ${meaning} |`)
  })
})
