/**
 * Merge estimates as the wire carries them: the lenient readers of the plausible body variants
 * (the field names were not recovered: spec/v2/gaps.md). Anything unreadable is no estimate.
 */
import { describe, expect, it } from '@jest/globals'
import { readQueueEntryEstimate, readV1Estimate } from '../../src/wire/estimate.js'

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
