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

describe('every spelling the readers take, one by one', () => {
  const T = '2026-11-27T10:25:00Z'
  const ISO = '2026-11-27T10:25:00.000Z'

  it('a merge time, a test run and the PRs ahead under each of their names', () => {
    for (const name of [
      'estimatedMergeTime',
      'estimatedMergeAt',
      'estimatedMergedAt',
      'mergeTime',
      'mergeAt',
      'estimatedTime',
    ])
      expect({ name, read: readQueueEntryEstimate({ [name]: T }) }).toEqual({
        name,
        read: { status: 'available', kind: 'merge', mergeAt: ISO },
      })
    for (const name of ['testingStartTime', 'testingStartAt', 'estimatedTestingStart'])
      expect({ name, read: readQueueEntryEstimate({ [name]: T, prsAhead: 0 }) }).toEqual({
        name,
        read: { status: 'available', kind: 'merge', testingStartAt: ISO, prsAhead: 0 },
      })
    for (const name of ['testingEndTime', 'testingEndAt', 'estimatedTestingEnd'])
      expect({ name, read: readQueueEntryEstimate({ [name]: T }) }).toEqual({
        name,
        read: { status: 'available', kind: 'merge', testingEndAt: ISO },
      })
    for (const name of ['prsAhead', 'pullRequestsAhead', 'numberOfPrsAhead', 'aheadCount', 'ahead'])
      expect({ name, read: readQueueEntryEstimate({ [name]: 4 }) }).toEqual({
        name,
        read: { status: 'available', kind: 'merge', prsAhead: 4 },
      })
  })

  it('a pending failure: its kinds, its resolution time and the PRs it waits on, under each name', () => {
    for (const kind of [
      'pendingFailureResolution',
      'PENDING_FAILURE_RESOLUTION',
      'pending-failure',
    ])
      expect(readQueueEntryEstimate({ kind })).toEqual({
        status: 'available',
        kind: 'pending-failure',
        waitingOn: [],
      })
    for (const name of [
      'estimatedResolutionTime',
      'estimatedResolutionAt',
      'resolutionTime',
      'resolvesAt',
      'estimatedTime',
    ])
      expect({ name, read: readQueueEntryEstimate({ kind: 'pendingFailure', [name]: T }) }).toEqual(
        {
          name,
          read: { status: 'available', kind: 'pending-failure', resolveAt: ISO, waitingOn: [] },
        },
      )
    for (const name of ['waitingOn', 'waitingOnPullRequests', 'blockingPullRequests'])
      expect({
        name,
        read: readQueueEntryEstimate({
          kind: 'pendingFailure',
          [name]: [
            7,
            '8',
            { number: 9 },
            { prNumber: 10 },
            { pullRequest: { number: 11 } },
            { pr: 12 },
          ],
        }),
      }).toEqual({
        name,
        read: { status: 'available', kind: 'pending-failure', waitingOn: [7, 8, 9, 10, 11, 12] },
      })
    // Not PR numbers: zero, negative, fractions, too long a string, text.
    expect(
      readQueueEntryEstimate({
        kind: 'pendingFailure',
        waitingOn: [0, -3, 1.5, '0', '1234567890', '12a', ' 4', {}, null],
      }),
      // toStrictEqual: toEqual would take [undefined, ...] for [].
    ).toStrictEqual({ status: 'available', kind: 'pending-failure', waitingOn: [] })
  })

  it('no estimate: each status that says so, its reason as sent (upper case) or the default', () => {
    for (const status of ['unavailable', 'NONE', 'not_available'])
      expect(readQueueEntryEstimate({ status, estimatedMergeTime: T })).toEqual({
        status: 'unavailable',
        reason: 'UNAVAILABLE',
      })
    expect(readQueueEntryEstimate({ status: 'none', reason: ' queue_paused ' })).toEqual({
      status: 'unavailable',
      reason: 'QUEUE_PAUSED',
    })
    // Nothing to read but a reason: that reason.
    expect(readQueueEntryEstimate({ reason: 'estimate_not_enabled' })).toEqual({
      status: 'unavailable',
      reason: 'ESTIMATE_NOT_ENABLED',
    })
  })

  it('times: epoch seconds and milliseconds, never zero, negative or blank', () => {
    const read = (v: unknown) => readQueueEntryEstimate({ mergeAt: v })
    expect(read(1_795_000_000)).toMatchObject({
      mergeAt: new Date(1_795_000_000_000).toISOString(),
    })
    expect(read(1_795_000_000_000)).toMatchObject({
      mergeAt: new Date(1_795_000_000_000).toISOString(),
    })
    expect(read(1e12)).toMatchObject({ mergeAt: new Date(1e15).toISOString() })
    for (const v of [0, -5, '', '   ', Number.NaN, Infinity])
      expect(read(v)).toEqual({ status: 'unavailable', reason: 'UNREADABLE' })
    // A count of PRs: whole and not negative, or a list.
    expect(readQueueEntryEstimate({ prsAhead: -1 })).toEqual({
      status: 'unavailable',
      reason: 'UNREADABLE',
    })
    expect(readQueueEntryEstimate({ prsAhead: 2.5 })).toEqual({
      status: 'unavailable',
      reason: 'UNREADABLE',
    })
  })

  it('v1: each field name, seconds up to a year, milliseconds past it, numbers as text', () => {
    const now = Date.parse('2026-11-27T10:00:00Z')
    for (const name of [
      'estimatedTimeToMerge',
      'estimatedTimeToMergeSeconds',
      'estimatedMergeTime',
    ])
      expect({ name, read: readV1Estimate({ [name]: 60 }, now) }).toEqual({
        name,
        read: { status: 'available', kind: 'merge', mergeAt: '2026-11-27T10:01:00.000Z' },
      })
    expect(readV1Estimate({ estimatedTimeToMerge: 31_536_000 }, now)).toMatchObject({
      mergeAt: new Date(now + 31_536_000_000).toISOString(),
    })
    expect(readV1Estimate({ estimatedTimeToMerge: 31_536_001 }, now)).toMatchObject({
      mergeAt: new Date(now + 31_536_001).toISOString(),
    })
    expect(readV1Estimate({ estimatedTimeToMerge: 0 }, now)).toMatchObject({
      mergeAt: new Date(now).toISOString(),
    })
    expect(readV1Estimate({ estimatedTimeToMerge: '90' }, now)).toMatchObject({
      mergeAt: '2026-11-27T10:01:30.000Z',
    })
    expect(readV1Estimate({ estimatedTimeToMerge: '1.5' }, now)).toMatchObject({
      mergeAt: '2026-11-27T10:00:01.500Z',
    })
    for (const v of [-1, true, [60]])
      expect(readV1Estimate({ estimatedTimeToMerge: v }, now)).toEqual({
        status: 'unavailable',
        reason: 'UNREADABLE',
      })
    // null is no field: the next name is read.
    expect(
      readV1Estimate({ estimatedTimeToMerge: null, estimatedMergeTime: 60 }, now),
    ).toMatchObject({
      mergeAt: '2026-11-27T10:01:00.000Z',
    })
    expect(readV1Estimate(null, now)).toBeUndefined()
    expect(readV1Estimate([60], now)).toBeUndefined()
  })
})

describe('digits are never read as a date', () => {
  it("v1's seconds as text count from now; v2's epoch as text is an epoch (Date.parse('90') is 1990)", () => {
    const now = Date.parse('2026-11-27T10:00:00Z')
    expect(readV1Estimate({ estimatedTimeToMerge: ' 2030 ' }, now)).toMatchObject({
      mergeAt: '2026-11-27T10:33:50.000Z',
    })
    expect(readQueueEntryEstimate({ estimatedMergeTime: '1795000000' })).toMatchObject({
      mergeAt: new Date(1_795_000_000_000).toISOString(),
    })
    expect(readQueueEntryEstimate({ estimatedMergeTime: '90' })).toMatchObject({
      mergeAt: new Date(90_000).toISOString(),
    })
  })
})
