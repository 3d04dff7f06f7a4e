/**
 * still-needed's decisions as pure functions: each PR's standing on a test run, the run's verdict
 * (a batch is needed while any PR tests on it; unknown is never "not needed"), the push's
 * already-verified verdict (true only on the same tree of a passed run), and the watcher's end.
 */
import { describe, expect, it } from '@jest/globals'
import {
  currentTestRunOf,
  needsHistory,
  onlyWatcherLeft,
  standingOf,
  verdictOf,
  verifiedVerdictOf,
  type PrStanding,
  type PushFacts,
} from '../../../src/commands/still-needed/decide.js'
import type { QueuedPullRequest, QueueTransition } from '../../../src/queue/index.js'

const RUN = 'aaaaaaaa-0000-4000-8000-000000000001'
const OTHER = 'bbbbbbbb-0000-4000-8000-000000000002'

function pr(state: string, extra: Partial<QueuedPullRequest> = {}): QueuedPullRequest {
  return {
    number: 7,
    title: 'PR 7',
    author: 'octocat',
    sha: 'c'.repeat(40),
    baseBranch: 'main',
    state,
    stateChangedAt: '2026-12-01T10:00:00Z',
    priority: { name: 'medium', value: 100 },
    skipsTheLine: false,
    submitted: true,
    ...extra,
  }
}
const read = <T>(value: T) => ({ status: 'read' as const, value })
const unknown = {
  status: 'unknown' as const,
  failure: { kind: 'server' as const, status: 500, message: 'boom' },
}
const testing = (run: string): QueueTransition => ({
  state: 'testing',
  testRunId: run,
  failedChecks: [],
})
const pending: QueueTransition = { state: 'pending', failedChecks: [] }

describe('standingOf', () => {
  it.each([
    ['merged', 'merged'],
    ['MERGED', 'merged'],
    ['cancelled', 'cancelled'],
    ['failed', 'failed'],
    ['pending', 'restarted'],
    ['not_ready', 'restarted'],
  ])('a PR in %s: %s, without its history', (state, reason) => {
    const p = read(pr(state))
    expect(needsHistory(p)).toBe(false)
    expect(standingOf(7, RUN, p).reason).toBe(reason)
  })

  it('no entry: not-in-queue; an unread PR or an unknown state: unknown', () => {
    expect(standingOf(7, RUN, read(null)).reason).toBe('not-in-queue')
    expect(standingOf(7, RUN, unknown)).toMatchObject({
      reason: 'unknown',
      failure: 'boom (HTTP 500)',
    })
    expect(standingOf(7, RUN, read(pr('queued_for_bisection'))).reason).toBe('unknown')
  })

  it.each(['testing', 'tests_passed', 'pending_failure'])(
    'a PR in %s: its newest testing transition names the run it tests on',
    (state) => {
      const p = read(pr(state))
      expect(needsHistory(p)).toBe(true)
      expect(
        standingOf(7, RUN, p, read([testing(RUN.toUpperCase()), pending, testing(OTHER)])).reason,
      ).toBe('testing')
      expect(standingOf(7, RUN, p, read([testing(OTHER), pending, testing(RUN)]))).toMatchObject({
        reason: 'restarted',
        testsOn: OTHER,
      })
      // What cannot be read, or is not said, keeps the run.
      expect(standingOf(7, RUN, p, unknown).reason).toBe('unknown')
      expect(standingOf(7, RUN, p).reason).toBe('unknown')
      expect(standingOf(7, RUN, p, { status: 'empty' }).reason).toBe('unknown')
      expect(standingOf(7, RUN, p, read([{ state: 'testing', failedChecks: [] }])).reason).toBe(
        'unknown',
      )
    },
  )

  it('currentTestRunOf takes the newest transition into testing that names a run', () => {
    expect(
      currentTestRunOf([pending, { state: 'TESTING', failedChecks: [] }, testing(OTHER)]),
    ).toBe(OTHER)
    expect(currentTestRunOf([])).toBeUndefined()
  })
})

describe('verdictOf', () => {
  const s = (number: number, reason: PrStanding['reason']): PrStanding => ({ number, reason })

  it('a batch is needed while any of its PRs still tests on the branch', () => {
    expect(verdictOf([s(1, 'cancelled'), s(2, 'testing')])).toMatchObject({
      needed: true,
      reason: 'testing',
    })
    expect(verdictOf([s(1, 'cancelled'), s(2, 'failed')])).toMatchObject({
      needed: false,
      reason: 'failed',
    })
    expect(verdictOf([s(1, 'merged'), s(2, 'restarted')])).toMatchObject({
      needed: false,
      reason: 'restarted',
    })
    expect(verdictOf([s(1, 'not-in-queue')])).toMatchObject({
      needed: false,
      reason: 'not-in-queue',
    })
  })

  it('unknown is never "not needed": one unknown PR, or none read, keeps the run', () => {
    expect(verdictOf([s(1, 'cancelled'), s(2, 'unknown')])).toMatchObject({
      needed: true,
      reason: 'unknown',
    })
    expect(verdictOf([])).toMatchObject({ needed: true, reason: 'unknown' })
  })
})

describe('verifiedVerdictOf', () => {
  const merged = read(pr('merged', { verifiedBy: RUN }))
  const passed = read({ status: 'succeeded', testBranchSha: 'd'.repeat(40) })
  const base: PushFacts = {
    mergedPrs: read([7]),
    pr: merged,
    run: passed,
    trees: read({ pushed: 'tree-1', tested: 'tree-1' }),
  }

  it('true only for the same tree of a passed verification run', () => {
    expect(verifiedVerdictOf(base)).toMatchObject({
      alreadyVerified: true,
      reason: 'same-tree',
      prNumber: 7,
      testRunId: RUN,
    })
  })

  it.each<[string, PushFacts, string]>([
    [
      'another tree',
      { ...base, trees: read({ pushed: 'tree-1', tested: 'tree-2' }) },
      'different-tree',
    ],
    ['a direct push', { mergedPrs: { status: 'empty' } }, 'no-merged-pr'],
    ['a PR the queue did not merge', { ...base, pr: read(pr('cancelled')) }, 'not-merged-by-queue'],
    ['a PR unknown to the queue', { ...base, pr: read(null) }, 'not-merged-by-queue'],
    ['no verifying run named', { ...base, pr: read(pr('merged')) }, 'not-verified'],
    [
      'a run that did not pass',
      { ...base, run: read({ status: 'failed', testBranchSha: 'd'.repeat(40) }) },
      'not-passed',
    ],
    ['unread PRs of the commit', { mergedPrs: unknown }, 'unknown'],
    ['an unread queue record', { ...base, pr: unknown }, 'unknown'],
    ['an unread run', { ...base, run: unknown }, 'unknown'],
    ['unread trees', { ...base, trees: unknown }, 'unknown'],
    ['trees not read', { ...base, trees: undefined }, 'unknown'],
  ])('false for %s', (_, facts, reason) => {
    expect(verifiedVerdictOf(facts)).toMatchObject({ alreadyVerified: false, reason })
  })
})

describe('onlyWatcherLeft', () => {
  it('the watcher ends when it is the only job not completed', () => {
    expect(onlyWatcherLeft([{ status: 'completed' }, { status: 'in_progress' }])).toBe(true)
    expect(onlyWatcherLeft([{ status: 'queued' }, { status: 'in_progress' }])).toBe(false)
    expect(onlyWatcherLeft([{ status: 'waiting' }, { status: 'in_progress' }])).toBe(false)
  })
})
