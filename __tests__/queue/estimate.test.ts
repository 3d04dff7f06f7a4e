/**
 * The requests behind a merge estimate, with real clients over 127.0.0.1: on v1 status and submit
 * take it from the read of the PR (one getSubmittedPullRequest with includeEstimatedTimeToMerge,
 * not a second read), wait asks for it only on a poll where one is due (at most once a minute),
 * and v2 still reads it with its own operation (queue-entry-estimate).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { TrunkClient } from '../../src/client/index.js'
import { TrunkV2Client } from '../../src/client/v2/index.js'
import {
  ESTIMATE_MAX_AHEAD_MS,
  ESTIMATE_PAST_SKEW_MS,
  V1MergeQueue,
  V2MergeQueue,
  estimateNow,
  inLine,
  plausibleEstimate,
  wantsEstimate,
  type Estimate,
  type QueueEntry,
  type QueuedPullRequest,
} from '../../src/queue/index.js'
import { DEFAULT_V2_API_KEY } from '../../src/emulator/index.js'
import { statusCommand } from '../../src/commands/status/row.js'
import { submitCommand } from '../../src/commands/submit/row.js'
import { waitCommand } from '../../src/commands/wait/row.js'
import type { Command, SettingsOf } from '../../src/runner/command-table.js'
import {
  PR_42,
  queueContext,
  commonSettings,
  fakeClient,
  queueOf,
  queuedPr,
} from '../../__fixtures__/fake-client.js'
import { json, startTestServer, type TestServer } from '../../__fixtures__/test-server.js'
import {
  prRef,
  queueRef,
  startTestEmulator,
  type TestEmulator,
} from '../../__fixtures__/emulator.js'

/** The service's now in the Date header of every answer, and the estimate it sends: 25 min from then. */
const DATE = 'Mon, 23 Nov 2026 12:00:00 GMT'
const MERGE_AT = '2026-11-23T12:25:00.000Z'

let server: TestServer
let client: TrunkClient
beforeAll(async () => {
  server = await startTestServer()
  client = new TrunkClient({ baseUrl: server.url, token: 'tok-estimate-read' })
})
afterAll(async () => {
  await client.close()
  await server.close()
})

/** Answers getSubmittedPullRequest with the PR in `stateOf(n)` (n: the read's index) and its estimate. */
function serve(stateOf: (n: number) => string) {
  let reads = 0
  server.respond((req) => {
    if (req.path === '/v1/getSubmittedPullRequest')
      return json(
        200,
        { ...queuedPr(stateOf(reads++)), estimatedTimeToMerge: 1500 },
        { date: DATE },
      )
    if (req.path === '/v1/getQueue') return json(200, queueOf(), { date: DATE })
    return json(200, {}, { date: DATE })
  })
  const from = server.requests.length
  const reads_ = () =>
    server.requests.slice(from).filter((r) => r.path === '/v1/getSubmittedPullRequest')
  return {
    /** Per getSubmittedPullRequest made: whether it asked for the estimate. */
    asked: () =>
      reads_().map((r) => (r.json as Record<string, unknown>).includeEstimatedTimeToMerge === true),
  }
}

/** A command's context with the real v1 client in place of a fake. */
function withClient<C extends Command>(s: SettingsOf<C>) {
  return { ...queueContext<C>(s, fakeClient({})), client: new V1MergeQueue(client) }
}

describe('v1: the estimate comes with the PR', () => {
  const status = (): SettingsOf<'status'> => ({ ...commonSettings('status'), ...PR_42 })

  it('status of a queued PR: one getSubmittedPullRequest, and the estimate in the outputs', async () => {
    const log = serve(() => 'pending')
    const r = await (await statusCommand.load()).run(withClient(status()))
    expect(r.outcome).toBe('success')
    expect(log.asked()).toEqual([true])
    // 25 min from the service's Date; the PRs ahead from the queue (PR 42 is second), said alike.
    expect(r.outputs).toMatchObject({ 'estimated-merge-at': MERGE_AT, 'prs-ahead': '1' })
    expect(r.summary).toContain('**Estimate:** Expected to merge in about 25 min, 1 PR ahead.')
  })

  it('status of a merged PR: the one read, and no estimate said even when one was sent', async () => {
    const log = serve(() => 'merged')
    const r = await (await statusCommand.load()).run(withClient(status()))
    expect(log.asked()).toHaveLength(1)
    expect(r.outputs).toMatchObject({ state: 'MERGED', 'estimated-merge-at': '' })
    expect(r.summary).not.toContain('**Estimate:**')
  })

  it('submit: the read before and the read after, the estimate from the latter', async () => {
    const log = serve(() => 'pending')
    const s: SettingsOf<'submit'> = { ...commonSettings('submit'), ...PR_42, noBatch: false }
    const r = await (await submitCommand.load()).run(withClient(s))
    expect(r.outcome).toBe('success')
    expect(log.asked()).toEqual([false, true])
    expect(r.outputs).toMatchObject({ 'estimated-merge-at': MERGE_AT })
  })

  it('wait asks for the estimate only on a poll where one is due (once a minute)', async () => {
    const log = serve(() => 'pending')
    const s: SettingsOf<'wait'> = {
      ...commonSettings('wait'),
      ...PR_42,
      waitFor: ['merged'],
      failOn: ['failed', 'cancelled'],
      timeoutSeconds: 150,
      pollIntervalSeconds: 20,
      maxPollIntervalSeconds: 20,
      notSubmittedTimeoutSeconds: 0,
      onPullRequestEvent: false,
      requeue: 'never',
      maxRequeues: 1,
    }
    const c = withClient(s)
    let now = Date.parse('2026-11-23T12:00:00Z')
    c.clock = { now: () => now, random: () => 0.5, sleep: async (ms: number) => void (now += ms) }
    const r = await (await waitCommand.load()).run(c)
    expect(r.outcome).toBe('timeout')
    // Polls at 0, 20, ..., 140 s and at the deadline (150 s): the estimate at 0, 60 and 120 s.
    expect(log.asked()).toEqual([true, false, false, true, false, false, true, false, false])
    expect(r.outputs).toMatchObject({ 'estimated-merge-at': MERGE_AT, 'prs-ahead': '1' })
  })
})

describe('v2: the estimate is its own operation', () => {
  let emu: TestEmulator
  let v2: TrunkV2Client
  beforeAll(async () => {
    emu = await startTestEmulator()
    v2 = new TrunkV2Client({
      baseUrl: emu.v2Url,
      token: DEFAULT_V2_API_KEY,
      retry: { maxAttempts: 1 },
    })
  })
  afterAll(async () => {
    await v2.close()
    await emu.stop()
  })

  it('status of a queued PR reads queue-entry-estimate once; v1 on the same queue reads once', async () => {
    await emu.client.createQueue(queueRef())
    await emu.client.submitPullRequest(prRef(42))
    const s: SettingsOf<'status'> = { ...commonSettings('status'), ...PR_42, prSha: undefined }
    const count = async () =>
      (await emu.control<{ byOperation: Record<string, number> }>('/requests')).byOperation
    await emu.control('/requests/reset', {})
    const overV2 = await (
      await statusCommand.load()
    ).run({ ...queueContext(s, fakeClient({})), client: new V2MergeQueue(v2) })
    expect(overV2.outcome).toBe('success')
    const v2Ops = await count()
    expect(v2Ops['v2 pullRequests.queueEntryEstimate']).toBe(1)
    expect(v2Ops.getSubmittedPullRequest).toBeUndefined()
    await emu.control('/requests/reset', {})
    const overV1 = await (
      await statusCommand.load()
    ).run({ ...queueContext(s, fakeClient({})), client: new V1MergeQueue(emu.client) })
    expect(overV1.outcome).toBe('success')
    const v1Ops = await count()
    expect(v1Ops.getSubmittedPullRequest).toBe(1)
    expect(Object.keys(v1Ops).filter((op) => op.startsWith('v2 '))).toEqual([])
    // Both give an estimate (the emulator's simulation) and the same PRs ahead.
    expect(overV2.outputs['estimated-merge-at']).not.toBe('')
    expect(overV1.outputs['estimated-merge-at']).not.toBe('')
    expect(overV1.outputs['prs-ahead']).toBe(overV2.outputs['prs-ahead'])
  })
})

describe('what the floor believes of an estimate, at its bounds', () => {
  const now = Date.parse('2026-11-23T12:00:00Z')
  const iso = (ms: number) => new Date(now + ms).toISOString()
  const merge = (extra: object): Estimate => ({ status: 'available', kind: 'merge', ...extra })
  const pending = (extra: object): Estimate => ({
    status: 'available',
    kind: 'pending-failure',
    waitingOn: [],
    ...extra,
  })
  const no = (reason: string) => ({ status: 'unavailable', reason })
  const pr = (number: number) => ({ number }) as QueueEntry

  it('a merge or resolution time: the skew in the past and 30 days ahead are the last believed', () => {
    const [skew, far] = [ESTIMATE_PAST_SKEW_MS, ESTIMATE_MAX_AHEAD_MS]
    for (const make of [
      (t: string) => merge({ mergeAt: t }),
      (t: string) => pending({ resolveAt: t }),
    ]) {
      expect(plausibleEstimate(make(iso(-skew)), now)).toEqual(make(iso(-skew)))
      expect(plausibleEstimate(make(iso(-skew - 1)), now)).toEqual(no('IMPLAUSIBLE_PAST'))
      expect(plausibleEstimate(make(iso(far)), now)).toEqual(make(iso(far)))
      expect(plausibleEstimate(make(iso(far + 1)), now)).toEqual(no('IMPLAUSIBLE_FAR'))
      expect(plausibleEstimate(make('not a time'), now)).toEqual(no('IMPLAUSIBLE_PAST'))
    }
    // A test run's times are checked for distance only.
    expect(plausibleEstimate(merge({ testingStartAt: iso(far + 1) }), now)).toEqual(
      no('IMPLAUSIBLE_FAR'),
    )
    expect(plausibleEstimate(merge({ testingEndAt: iso(-far) }), now)).toEqual(
      merge({ testingEndAt: iso(-far) }),
    )
    // No estimate stays what it is.
    expect(plausibleEstimate(no('QUEUE_PAUSED') as Estimate, now)).toEqual(no('QUEUE_PAUSED'))
    expect(plausibleEstimate(undefined, now)).toBeUndefined()
  })

  it('PRs ahead: at most the others in the queue (none in an empty queue); PRs waited on: all queued', () => {
    const queue = { pullRequests: [pr(7), pr(8), pr(42)] }
    expect(plausibleEstimate(merge({ prsAhead: 2 }), now, queue)).toEqual(merge({ prsAhead: 2 }))
    expect(plausibleEstimate(merge({ prsAhead: 3 }), now, queue)).toEqual(
      no('IMPLAUSIBLE_PRS_AHEAD'),
    )
    expect(plausibleEstimate(merge({ prsAhead: 0 }), now, { pullRequests: [] })).toEqual(
      merge({ prsAhead: 0 }),
    )
    expect(plausibleEstimate(merge({ prsAhead: 1 }), now, { pullRequests: [] })).toEqual(
      no('IMPLAUSIBLE_PRS_AHEAD'),
    )
    expect(plausibleEstimate(pending({ waitingOn: [7, 8] }), now, queue)).toEqual(
      pending({ waitingOn: [7, 8] }),
    )
    expect(plausibleEstimate(pending({ waitingOn: [8, 9] }), now, queue)).toEqual(
      no('IMPLAUSIBLE_WAITING_ON'),
    )
    expect(plausibleEstimate(pending({ prsAhead: 3 }), now, queue)).toEqual(
      no('IMPLAUSIBLE_PRS_AHEAD'),
    )
  })

  it('prs-ahead from the position: the first in line has none ahead; no position, no count', () => {
    const e = merge({ prsAhead: 5 })
    expect(inLine(e, 1)).toEqual(merge({ prsAhead: 0 }))
    expect(inLine(e, 0)).toStrictEqual(merge({}))
    expect(inLine(e, undefined)).toStrictEqual(merge({}))
    expect(inLine(no('QUEUE_PAUSED') as Estimate, 3)).toEqual(no('QUEUE_PAUSED'))
    expect(inLine(undefined, 3)).toBeUndefined()
  })

  it('an estimate is read for a PR in each queued state (any case), never for one out of the queue', () => {
    const state = (s: string) => ({ ...queuedPr(s) }) as unknown as QueuedPullRequest
    for (const s of ['NOT_READY', 'pending', 'TESTING', 'tests_passed', 'PENDING_FAILURE'])
      expect({ s, wants: wantsEstimate(state(s)) }).toEqual({ s, wants: true })
    for (const s of ['MERGED', 'FAILED', 'CANCELLED', 'NOT_IN_QUEUE', ''])
      expect({ s, wants: wantsEstimate(state(s)) }).toEqual({ s, wants: false })
    expect(wantsEstimate(null)).toBe(false)
  })

  it("counts on the service's clock when one was sent, else the runner's", () => {
    expect(estimateNow({ serviceNow: () => 5 }, () => 9)).toBe(5)
    expect(estimateNow({ serviceNow: () => undefined }, () => 9)).toBe(9)
    expect(estimateNow({}, () => 9)).toBe(9)
  })
})
