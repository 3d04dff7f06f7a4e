/**
 * Merge estimates: the lenient reader of the plausible body variants (the field names were not
 * recovered: spec/v2/gaps.md), and v1's includeEstimatedTimeToMerge against a server on 127.0.0.1.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { TrunkClient, readQueueEntryEstimate, readV1Estimate } from '../../src/client/index.js'
import { recordingClock } from '../../__fixtures__/fake-clock.js'
import { startTestServer, type TestServer } from '../../__fixtures__/test-server.js'

describe('readQueueEntryEstimate', () => {
  it('reads the merge kind, the pending-failure kind and unavailable', () => {
    expect(
      readQueueEntryEstimate({
        status: 'available',
        kind: 'merge',
        estimatedMergeTime: '2026-11-27T10:25:00Z',
        prsAhead: 3,
      }),
    ).toEqual({
      status: 'available',
      kind: 'merge',
      mergeAt: '2026-11-27T10:25:00.000Z',
      prsAhead: 3,
    })
    expect(
      readQueueEntryEstimate({
        status: 'available',
        kind: 'pendingFailureResolution',
        estimatedResolutionTime: '2026-11-27T10:10:00Z',
        waitingOn: [{ number: 41 }, { number: 43 }],
        prsAhead: 2,
      }),
    ).toEqual({
      status: 'available',
      kind: 'pending-failure',
      resolveAt: '2026-11-27T10:10:00.000Z',
      waitingOn: [41, 43],
      prsAhead: 2,
    })
    expect(readQueueEntryEstimate({ status: 'unavailable', reason: 'QUEUE_PAUSED' })).toEqual({
      status: 'unavailable',
      reason: 'QUEUE_PAUSED',
    })
  })
  it('reads the other plausible spellings: nested, epoch seconds, a list of PRs ahead', () => {
    expect(
      readQueueEntryEstimate({
        estimate: { estimatedMergeAt: 1_795_000_000, pullRequestsAhead: [{}, {}] },
      }),
    ).toEqual({
      status: 'available',
      kind: 'merge',
      mergeAt: new Date(1_795_000_000_000).toISOString(),
      prsAhead: 2,
    })
    expect(
      readQueueEntryEstimate({ kind: 'pending_failure', waitingOnPullRequests: [41, '43', 'x'] }),
    ).toEqual({ status: 'available', kind: 'pending-failure', waitingOn: [41, 43] })
    expect(
      readQueueEntryEstimate({ status: 'unavailable', reason: { code: 'not_ready' } }),
    ).toEqual({ status: 'unavailable', reason: 'NOT_READY' })
  })
  it('never throws: anything unreadable is no estimate', () => {
    for (const body of [null, 'x', 42, [], {}, { estimatedMergeTime: 'soon' }]) {
      expect(readQueueEntryEstimate(body)).toEqual({ status: 'unavailable', reason: 'UNREADABLE' })
    }
  })
})

describe('readV1Estimate', () => {
  const now = Date.parse('2026-11-27T10:00:00Z')
  it('takes seconds (GitHub spelling), an ISO time, or a v2-like object; none when absent', () => {
    expect(readV1Estimate({ estimatedTimeToMerge: 1500 }, now)).toEqual({
      status: 'available',
      kind: 'merge',
      mergeAt: '2026-11-27T10:25:00.000Z',
    })
    expect(readV1Estimate({ estimatedTimeToMerge: '2026-11-27T10:30:00Z' }, now)).toMatchObject({
      mergeAt: '2026-11-27T10:30:00.000Z',
    })
    expect(
      readV1Estimate({ estimate: { status: 'unavailable', reason: 'QUEUE_PAUSED' } }, now),
    ).toEqual({ status: 'unavailable', reason: 'QUEUE_PAUSED' })
    expect(readV1Estimate({ state: 'testing' }, now)).toBeUndefined()
    expect(readV1Estimate({ estimatedTimeToMerge: 'later' }, now)).toEqual({
      status: 'unavailable',
      reason: 'UNREADABLE',
    })
  })
})

describe('v1 getMergeEstimate', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.close())
  const ref = {
    repo: { host: 'github.com', owner: 'acme', name: 'app' },
    targetBranch: 'main',
    pr: { number: 42 },
  }
  const pr = {
    state: 'testing',
    stateChangedAt: '2026-11-27T09:50:00Z',
    priorityValue: 100,
    priorityName: 'medium',
    skipTheLine: false,
    isCurrentlySubmittedToQueue: true,
    prNumber: 42,
    prTitle: 't',
    prSha: 'abc',
    prBaseBranch: 'main',
    prAuthor: 'octocat',
  }
  it('asks with includeEstimatedTimeToMerge and reads estimatedTimeToMerge; an older service sends none', async () => {
    const clock = recordingClock()
    const client = new TrunkClient({ baseUrl: server.url, token: 'tok-v1-estimate', clock })
    server.script([
      {
        status: 200,
        body: JSON.stringify({ ...pr, estimatedTimeToMerge: 1500 }),
        headers: { 'content-type': 'application/json', date: 'Wed, 01 Jan 2025 00:00:00 GMT' },
      },
      { status: 200, body: JSON.stringify(pr), headers: { 'content-type': 'application/json' } },
    ])
    const first = await client.getMergeEstimate(ref)
    expect(first.status).toBe('available')
    // Seconds from the service's now (its Date header), not from this machine's clock.
    expect(first).toEqual({
      status: 'available',
      kind: 'merge',
      mergeAt: '2025-01-01T00:25:00.000Z',
    })
    expect(server.requests.at(-1)!.path).toBe('/v1/getSubmittedPullRequest')
    expect(server.requests.at(-1)!.json).toMatchObject({ includeEstimatedTimeToMerge: true })
    expect(await client.getMergeEstimate(ref)).toEqual({
      status: 'unavailable',
      reason: 'NOT_SENT',
    })
    await client.close()
  })
})
