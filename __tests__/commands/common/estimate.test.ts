/**
 * The estimate in words and outputs, as status, wait and submit say it; and status reading it
 * once for a queued PR, never for one that left, and never failing over it.
 */
import { describe, expect, it } from '@jest/globals'
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
