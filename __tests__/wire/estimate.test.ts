/**
 * Merge estimates as the wire carries them: the lenient readers of the plausible body variants
 * (the field names were not recovered: spec/v2/gaps.md). Anything unreadable is no estimate.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  readQueueEntryEstimate,
  readV1Estimate,
  type MergeEstimate,
} from '../../src/wire/estimate.js'

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

describe('hostile estimates are no estimate, never a crash', () => {
  const now = Date.parse('2026-11-27T10:00:00Z')
  it('a time no Date can hold: 1e16 ms, a huge number string, a Date header at the end of time', () => {
    const noTime = { status: 'unavailable', reason: 'UNREADABLE_TIME' }
    expect(readV1Estimate({ estimatedTimeToMerge: 1e16 }, now)).toEqual(noTime)
    expect(readV1Estimate({ estimatedTimeToMerge: 1e308 }, now)).toEqual(noTime)
    expect(readV1Estimate({ estimatedTimeToMerge: '9'.repeat(400) }, now)).toEqual({
      status: 'unavailable',
      reason: 'UNREADABLE',
    })
    // The latest time a Date holds, as a Date header could say it: seconds from it are none.
    expect(readV1Estimate({ estimatedTimeToMerge: 60 }, 8.64e15)).toEqual(noTime)
    expect(readQueueEntryEstimate({ estimatedMergeTime: 1e300 })).toEqual({
      status: 'unavailable',
      reason: 'UNREADABLE',
    })
    expect(readQueueEntryEstimate({ estimatedMergeTime: '+300000-01-01T00:00:00Z' })).toEqual({
      status: 'unavailable',
      reason: 'UNREADABLE',
    })
  })
  it('any value in any field: never throws, and every time it gives is a real one', () => {
    const field = fc.constantFrom(
      'estimatedTimeToMerge',
      'estimatedTimeToMergeSeconds',
      'estimatedMergeTime',
      'estimate',
      'estimatedResolutionTime',
      'testingStartTime',
      'testingEndTime',
      'prsAhead',
      'waitingOn',
      'kind',
      'status',
      'reason',
    )
    const value = fc.oneof(
      fc.anything(),
      fc.double(),
      fc.constantFrom(1e16, -1e16, 8.64e15, Number.MAX_VALUE, '1e16', '9'.repeat(40)),
      fc.date({ noInvalidDate: false }).map((d) => (isNaN(+d) ? 'Invalid' : d.toISOString())),
    )
    const body = fc.dictionary(field, value)
    const times = (e: MergeEstimate | undefined) =>
      e?.status === 'available'
        ? e.kind === 'merge'
          ? [e.mergeAt, e.testingStartAt, e.testingEndAt]
          : [e.resolveAt]
        : []
    fc.assert(
      fc.property(body, fc.oneof(fc.double(), fc.integer()), (b, at) => {
        for (const e of [readQueueEntryEstimate(b), readV1Estimate(b, at)])
          for (const t of times(e))
            if (t !== undefined) expect(Number.isFinite(Date.parse(t))).toBe(true)
      }),
      { numRuns: 400 },
    )
  })
})
