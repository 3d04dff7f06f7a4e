/**
 * The estimate in words and outputs, as status, wait and submit say it; and status reading it
 * once for a queued PR, never for one that left, and never failing over it.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  PR_42,
  queueContext,
  commonSettings,
  fakeClient,
  queueOf,
  queuedPr,
} from '../../../__fixtures__/fake-client.js'
import { estimateOutputs } from '../../../src/commands/common/report.js'
import { estimateWords } from '../../../src/commands/common/words.js'
import { estimateSection } from '../../../src/commands/common/summary.js'
import {
  inLine,
  plausibleEstimate,
  type Estimate,
  type QueueEntry,
} from '../../../src/queue/index.js'
import { statusCommand } from '../../../src/commands/status/row.js'
import { ServerError } from '../../../src/client/index.js'
import type { SettingsOf } from '../../../src/runner/command-table.js'

const now = Date.parse('2026-11-23T12:00:00Z')

describe('estimateWords', () => {
  it('says the merge time, the pending failure and why there is none', () => {
    expect(
      estimateWords(
        { status: 'available', kind: 'merge', mergeAt: '2026-11-23T12:25:10Z', prsAhead: 3 },
        now,
      ),
    ).toBe('Expected to merge in about 25 min, 3 PRs ahead.')
    expect(
      estimateWords(
        { status: 'available', kind: 'merge', mergeAt: '2026-11-23T14:05:00Z', prsAhead: 1 },
        now,
      ),
    ).toBe('Expected to merge in about 2 h 05 min, 1 PR ahead.')
    expect(
      estimateWords({ status: 'available', kind: 'pending-failure', waitingOn: [41, 43] }, now),
    ).toBe('Waiting on #41 and #43 to resolve.')
    expect(estimateWords({ status: 'unavailable', reason: 'QUEUE_PAUSED' }, now)).toBe(
      'No estimate: the queue is paused.',
    )
    // A reason we do not know is the service's words, escaped and inert.
    expect(estimateWords({ status: 'unavailable', reason: 'SEE @octocat' }, now)).toBe(
      'No estimate: the service says SEE @&#8203;octocat.',
    )
    expect(estimateWords(undefined, now)).toBe('')
  })
  it('sets estimated-merge-at only for a merge time, prs-ahead from the estimate or the position', () => {
    expect(
      estimateOutputs(
        { status: 'available', kind: 'merge', mergeAt: '2026-11-23T12:25:00.000Z' },
        4,
      ),
    ).toEqual({ 'estimated-merge-at': '2026-11-23T12:25:00.000Z', 'prs-ahead': '3' })
    expect(estimateOutputs({ status: 'unavailable', reason: 'QUEUE_PAUSED' }, undefined)).toEqual({
      'estimated-merge-at': '',
      'prs-ahead': '',
    })
    expect(
      estimateOutputs({ status: 'available', kind: 'pending-failure', waitingOn: [], prsAhead: 0 }),
    ).toEqual({ 'estimated-merge-at': '', 'prs-ahead': '0' })
  })
})

describe('status with an estimate', () => {
  const s = (): SettingsOf<'status'> => ({ ...commonSettings('status'), ...PR_42 })
  it('a queued PR: outputs and the summary say when', async () => {
    const fake = fakeClient({
      findSubmittedPullRequest: async () => queuedPr('pending'),
      getQueue: async () => queueOf(),
      getMergeEstimate: async () => ({
        status: 'available',
        kind: 'merge',
        mergeAt: '2026-11-23T12:25:00.000Z',
        prsAhead: 1,
      }),
    })
    const r = await (await statusCommand.load()).run(queueContext(s(), fake))
    expect(r.outputs).toMatchObject({
      'estimated-merge-at': '2026-11-23T12:25:00.000Z',
      'prs-ahead': '1',
    })
    expect(r.summary).toContain('**Estimate:** Expected to merge in about 25 min, 1 PR ahead.')
    expect(fake.called().filter((m) => m === 'getMergeEstimate')).toHaveLength(1)
  })
  it('a 5xx on the estimate is no estimate, and the step succeeds', async () => {
    const fake = fakeClient({
      findSubmittedPullRequest: async () => queuedPr('testing'),
      getQueue: async () => queueOf(),
      getMergeEstimate: async () => {
        throw new ServerError({ operation: 'x', status: 503 })
      },
    })
    const r = await (await statusCommand.load()).run(queueContext(s(), fake))
    expect(r.outcome).toBe('success')
    expect(r.outputs['estimated-merge-at']).toBe('')
    expect(r.summary).toContain('No estimate: it could not be read (server, HTTP 503).')
  })
  it('a merged PR: no estimate is asked for', async () => {
    const fake = fakeClient({
      findSubmittedPullRequest: async () => queuedPr('merged'),
      getQueue: async () => queueOf(),
    })
    const r = await (await statusCommand.load()).run(queueContext(s(), fake))
    expect(fake.called()).toEqual(['findSubmittedPullRequest', 'getQueue'])
    expect(r.outputs['estimated-merge-at'] ?? '').toBe('')
  })
})

describe('an estimate that cannot be true is no estimate, with why', () => {
  const at = (min: number) => new Date(now + min * 60_000).toISOString()
  const merge = (extra: object) => ({ status: 'available', kind: 'merge', ...extra }) as const
  const queue = { pullRequests: [{ number: 7 }, { number: 42 }] as QueueEntry[] }
  const said = (e: Estimate) => estimateWords(plausibleEstimate(e, now, queue), now)
  it('a merge time past beyond the skew, more than 30 days ahead, or too many PRs ahead', () => {
    expect(said(merge({ mergeAt: at(-6) }))).toBe(
      "No estimate: the service's merge time has already passed.",
    )
    expect(said(merge({ mergeAt: at(-4) }))).toBe('Expected to merge any moment now.')
    expect(said(merge({ mergeAt: at(31 * 24 * 60) }))).toBe(
      "No estimate: the service's time is more than 30 days ahead.",
    )
    expect(said(merge({ mergeAt: at(30), testingEndAt: at(50 * 24 * 60) }))).toBe(
      "No estimate: the service's time is more than 30 days ahead.",
    )
    // A test run that started before now is no reason to doubt it.
    expect(said(merge({ mergeAt: at(30), testingStartAt: at(-60) }))).toBe(
      'Expected to merge in about 30 min.',
    )
    expect(said(merge({ mergeAt: at(30), prsAhead: 2 }))).toBe(
      'No estimate: the service counts more PRs ahead than the queue holds.',
    )
    expect(said(merge({ mergeAt: at(30), prsAhead: 1 }))).toBe(
      'Expected to merge in about 30 min, 1 PR ahead.',
    )
  })
  it('PRs waited on that are not in the queue; the queue unread checks times only', () => {
    const pending = (waitingOn: number[]) =>
      ({ status: 'available', kind: 'pending-failure', waitingOn, resolveAt: at(10) }) as const
    expect(said(pending([7, 99]))).toBe(
      'No estimate: the service waits on PRs that are not in the queue.',
    )
    expect(said(pending([7]))).toMatch(/^Waiting on #7 to resolve, expected in about 10 min\.$/)
    expect(plausibleEstimate(merge({ prsAhead: 50 }), now)).toEqual(merge({ prsAhead: 50 }))
  })
  it('prs-ahead is the PRs ahead in the queue on every API: the position, never their own count', () => {
    const e = merge({ mergeAt: at(5), prsAhead: 0 })
    expect(inLine(e, 2)).toEqual(merge({ mergeAt: at(5), prsAhead: 1 }))
    expect(inLine(e, undefined)).toEqual(merge({ mergeAt: at(5) }))
    expect(estimateOutputs(inLine(merge({ mergeAt: at(5) }), 2), 2)['prs-ahead']).toBe('1')
  })
  it('any value in any field never crashes what status, wait and submit say', () => {
    const time = fc.oneof(
      fc.string(),
      fc.date({ noInvalidDate: false }).map((d) => (isNaN(+d) ? 'x' : d.toISOString())),
      fc.constantFrom('+275760-09-13T00:00:00.000Z', '-271821-04-20T00:00:00.000Z', ''),
    )
    const count = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(1e16, -1, Infinity))
    const estimate = fc.oneof(
      fc.record(
        {
          status: fc.constant('available' as const),
          kind: fc.constant('merge' as const),
          mergeAt: time,
          testingStartAt: time,
          testingEndAt: time,
          prsAhead: count,
        },
        { requiredKeys: ['status', 'kind'] },
      ),
      fc.record(
        {
          status: fc.constant('available' as const),
          kind: fc.constant('pending-failure' as const),
          resolveAt: time,
          waitingOn: fc.array(count),
          prsAhead: count,
        },
        { requiredKeys: ['status', 'kind', 'waitingOn'] },
      ),
      fc.record({ status: fc.constant('unavailable' as const), reason: fc.string() }),
    )
    const clock = fc.oneof(fc.integer(), fc.constantFrom(now, 8.64e15, -8.64e15))
    fc.assert(
      fc.property(estimate, clock, fc.option(fc.integer({ min: 1, max: 9 })), (e, t, position) => {
        const judged = inLine(plausibleEstimate(e, t, queue), position ?? undefined)
        estimateWords(judged, t)
        estimateSection(judged, t)
        const out = estimateOutputs(judged, position ?? undefined)
        const mergeAt = out['estimated-merge-at']
        if (mergeAt) expect(Math.abs(Date.parse(mergeAt) - t)).toBeLessThan(31 * 86_400_000)
      }),
      { numRuns: 500 },
    )
  })
})
