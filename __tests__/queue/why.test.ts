/**
 * Why a PR is in its state (src/queue/why.ts): the decisions (reason codes, failing checks, what
 * it waits for) as pure functions returning values, and their words (common/words.ts); the
 * lenient reading of v1's timeline items, and the read of the cause, which never turns a good
 * answer into an error. Then status through a fake client: FAILED costs two extra reads, a cause
 * that cannot be read gives reason=unknown and the state still.
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import {
  queueContext,
  commonSettings,
  domainPr,
  domainQueue,
  fakeClient,
  queuedPr,
} from '../../__fixtures__/fake-client.js'
import {
  NotFoundError,
  readTimelineItem,
  type QueueTransition,
  type TestingDetails,
} from '../../src/client/index.js'
import {
  V1MergeQueue,
  explain,
  failedChecksOf,
  readCause,
  type CauseReading,
  type QueuedPullRequest,
  type Why,
} from '../../src/queue/index.js'
import { fromTestingDetails } from '../../src/queue/v1.js'
import { whyOutputs } from '../../src/commands/common/report.js'
import { REASON_MEANINGS, whyWords } from '../../src/commands/common/words.js'
import { COMMAND_TABLE } from '../../src/runner/command-table.js'
import { PR_42_REF as REF } from '../commands/helpers.js'

/** A cause explained, and its words. */
function said(pr: QueuedPullRequest | null, reading: CauseReading, queue = domainQueue()) {
  const why: Why = explain(pr, reading, { queue })
  const words = whyWords(why)
  return { why, ...why, headline: words.headline, details: words.details, said: words.missing }
}

function details(extra: Partial<TestingDetails> = {}): TestingDetails {
  return {
    requiredStatuses: ['ci'],
    testBranch: 'trunk-merge/pr-42/x',
    testBranchSha: 'abc',
    checkSuites: [
      {
        checkRuns: [
          { name: 'unit-tests', url: 'https://github.com/acme/app/runs/1', conclusion: 'FAILURE' },
          { name: 'lint', url: 'https://github.com/acme/app/runs/2', conclusion: 'SUCCESS' },
          { name: 'e2e', url: 'https://github.com/acme/app/runs/3', conclusion: 'TIMED_OUT' },
          { name: 'docs', url: 'https://github.com/acme/app/runs/4', conclusion: 'SKIPPED' },
        ],
      },
    ],
    statusChecks: [
      { context: 'unit-tests', state: 'FAILURE' },
      { context: 'deploy-preview', url: 'https://ci.example/5', state: 'ERROR' },
      { context: 'ci', state: 'SUCCESS' },
    ],
    testedPullRequests: [],
    ...extra,
  }
}

const failedAt = (extra: Partial<QueueTransition> = {}): QueueTransition => ({
  state: 'failed',
  at: '2026-11-23T11:00:00.000Z',
  reason: 'TEST_RUN_REQUIRED_STATUS_FAILED',
  testRunId: 'run-1',
  failedChecks: [],
  ...extra,
})

describe('failedChecksOf', () => {
  it('lists failing check runs and status checks once by name, passing and skipped ones not', () => {
    expect(failedChecksOf(fromTestingDetails(details()))).toEqual([
      { name: 'unit-tests', conclusion: 'FAILURE', url: 'https://github.com/acme/app/runs/1' },
      { name: 'e2e', conclusion: 'TIMED_OUT', url: 'https://github.com/acme/app/runs/3' },
      { name: 'deploy-preview', conclusion: 'ERROR', url: 'https://ci.example/5' },
    ])
  })
})

describe('readTimelineItem (v1 timeline, shape not documented)', () => {
  it('reads the per-state object the emulator sends', () => {
    expect(
      readTimelineItem({
        state: 'failed',
        timestamp: '2026-11-23T11:00:00.000Z',
        failure: {
          reason: 'TEST_RUN_TIMEOUT',
          testRun: { id: 'run-9' },
          failureCausingStatuses: [{ name: 'e2e', conclusion: 'TIMED_OUT', url: 'https://x/1' }],
        },
      }),
    ).toEqual({
      state: 'failed',
      at: '2026-11-23T11:00:00.000Z',
      reason: 'TEST_RUN_TIMEOUT',
      testRunId: 'run-9',
      failedChecks: [{ name: 'e2e', conclusion: 'TIMED_OUT', url: 'https://x/1' }],
    })
  })

  it('reads flat items, reason objects, actor objects, string test runs and status contexts', () => {
    expect(
      readTimelineItem({
        state: 'CANCELLED',
        changedAt: '2026-11-23T11:00:00.000Z',
        reason: { code: 'PR_CLOSED', message: 'closed on GitHub' },
        actor: { login: 'hubot' },
        testRun: 'run-3',
        failureCausingStatuses: [{ context: 'ci', state: 'failure' }, { nothing: 1 }],
      }),
    ).toEqual({
      state: 'cancelled',
      at: '2026-11-23T11:00:00.000Z',
      reason: 'PR_CLOSED',
      message: 'closed on GitHub',
      actor: 'hubot',
      testRunId: 'run-3',
      failedChecks: [{ name: 'ci', conclusion: 'FAILURE' }],
    })
  })
})

describe('explain', () => {
  it('FAILED with the run read: tests-failed, the run named, the checks listed', () => {
    const why = said(domainPr('failed'), {
      transition: failedAt(),
      testRunId: 'run-1',
      runChecks: failedChecksOf(fromTestingDetails(details())),
    })
    expect(why.reason).toBe('tests-failed')
    expect(why.headline).toBe(
      "3 checks failed in the queue's test run run-1: unit-tests (FAILURE), e2e (TIMED_OUT), deploy-preview (ERROR).",
    )
    expect(whyOutputs(why.why)).toEqual({
      reason: 'tests-failed',
      'failed-checks': JSON.stringify([
        { name: 'unit-tests', conclusion: 'FAILURE', url: 'https://github.com/acme/app/runs/1' },
        { name: 'e2e', conclusion: 'TIMED_OUT', url: 'https://github.com/acme/app/runs/3' },
        { name: 'deploy-preview', conclusion: 'ERROR', url: 'https://ci.example/5' },
      ]),
    })
  })

  it('the run unreadable: the checks the transition names are used', () => {
    const why = said(domainPr('failed'), {
      transition: failedAt({ failedChecks: [{ name: 'lint', conclusion: 'FAILURE' }] }),
      missing: {
        kind: 'test-run-unreadable',
        testRunId: 'run-1',
        failure: { kind: 'not-found', status: 404, message: '' },
      },
    })
    expect([why.reason, why.failedChecks]).toEqual([
      'tests-failed',
      [{ name: 'lint', conclusion: 'FAILURE' }],
    ])
  })

  it.each([
    ['TEST_RUN_TIMEOUT', 'tests-timed-out'],
    ['START_TEST_RUN_MERGE_CONFLICT', 'merge-conflict'],
    ['GITHUB_API_BRANCH_PROTECTION_UNMET', 'merge-refused'],
    ['SOMETHING_NEW', 'failed-other'],
  ])('FAILED because %s: %s', (code, reason) => {
    const why = said(domainPr('failed'), { transition: failedAt({ reason: code }) })
    expect(why.reason).toBe(reason)
    if (reason === 'failed-other') expect(why.details).toContain(`The service's reason: ${code}.`)
  })

  it('PENDING_FAILURE (no reason code on v2): tests-failed from the checks, and what it means', () => {
    const why = said(domainPr('pending_failure'), {
      transition: failedAt({
        state: 'pending_failure',
        reason: undefined,
        failedChecks: [{ name: 'unit-tests', conclusion: 'FAILURE' }],
      }),
    })
    expect(why.reason).toBe('tests-failed')
    expect(why.details[0]).toMatch(/PENDING_FAILURE: the queue keeps it/)
  })

  it.each([
    ['USER_REQUESTED', 'octocat', 'cancelled-by-user', 'It was taken out of the queue by octocat.'],
    [
      'PR_PUSHED_TO',
      undefined,
      'new-commit',
      'A new commit was pushed to the PR, which took it out of the queue.',
    ],
    [
      'NOT_READY_TIMEOUT_EXPIRED',
      undefined,
      'not-ready-timeout',
      'It stayed NOT_READY longer than the queue allows.',
    ],
    [
      'STACKED_PR_GROUP_CANCELLED_AT_MERGE_TIME',
      undefined,
      'cancelled-other',
      'It was cancelled (STACKED_PR_GROUP_CANCELLED_AT_MERGE_TIME).',
    ],
  ])('CANCELLED because %s: who or what', (code, actor, reason, headline) => {
    const why = said(domainPr('cancelled'), {
      transition: { state: 'cancelled', reason: code, actor, failedChecks: [] },
    })
    expect([why.reason, why.headline, why.failedChecks]).toEqual([reason, headline, []])
  })

  it('a cause that could not be read: unknown, with why', () => {
    const why = said(domainPr('cancelled'), {
      missing: {
        kind: 'timeline-unreadable',
        failure: { kind: 'auth', status: 403, message: 'refused' },
      },
    })
    expect([why.reason, why.said]).toEqual([
      'unknown',
      'its timeline could not be read (auth, HTTP 403)',
    ])
  })

  it('NOT_READY on v1: the first cause is the code; all of them in words', () => {
    const why = said(
      domainPr('not_ready', {
        readiness: {
          requiresImpactedTargets: true,
          hasImpactedTargets: false,
          doesBaseBranchMatch: false,
          gitHubMergeability: 'not_mergeable',
        },
      }),
      {},
    )
    expect(why.reason).toBe('missing-impacted-targets')
    expect(why.headline).toMatch(/impacted targets.*base branch.*cannot be merged/)
  })

  /** A PR NOT_READY on v2 that GitHub blocks for `reasons`. */
  type BlockReasons = NonNullable<NonNullable<QueuedPullRequest['readiness']>['blocks']>['reasons']
  const blockedOnGitHub = (reasons: BlockReasons): QueuedPullRequest => ({
    ...domainPr('not_ready'),
    readiness: {
      requiresImpactedTargets: false,
      baseBranchMatches: true,
      mergeability: 'not_mergeable',
      blocks: { provider: 'github', reasons },
      detailed: true,
    },
  })

  it("NOT_READY on v2: GitHub's reasons give behind-base, conflict, failing-check", () => {
    const pr = blockedOnGitHub([
      { code: 'failingCheck', message: 'a required check fails', check: 'build' },
    ])
    const why = said(pr, {})
    expect(why.reason).toBe('failing-check')
    expect(why.headline).toContain('GitHub: a required check fails (build)')
  })

  it('NOT_READY on v2: a reason code named like an Object property is no known code (not-mergeable)', () => {
    for (const code of ['constructor', 'toString', '__proto__'])
      expect(said(blockedOnGitHub([{ code, message: 'blocked' }]), {}).reason).toBe('not-mergeable')
  })

  it('PENDING and TESTING: the place in the line and the PRs ahead; no reason code', () => {
    const why = said(domainPr('pending'), {})
    expect([why.reason, why.headline]).toEqual(['', 'Position 2 of 2; ahead of it: #7.'])
    expect(whyOutputs(why.why)).toEqual({ reason: '', 'failed-checks': '[]' })
  })

  it('MERGED and NOT_SUBMITTED have no cause', () => {
    expect(said(domainPr('merged'), {})).toMatchObject({ reason: '', headline: '' })
    expect(said(null, {})).toMatchObject({ reason: '', headline: '' })
  })
})

describe('readCause', () => {
  it('reads nothing for states that need no cause', async () => {
    const fake = fakeClient({})
    const q = new V1MergeQueue(fake.client)
    expect(await readCause(q, REF, domainPr('testing'), {})).toEqual({})
    expect(await readCause(q, REF, domainPr('not_ready'), {})).toEqual({})
    expect(fake.called()).toEqual([])
  })

  it('FAILED: the timeline, then the test run it names (two requests)', async () => {
    const fake = fakeClient({
      getPullRequestTimeline: async () => [failedAt(), { state: 'testing', failedChecks: [] }],
      getMergeQueueTestingDetails: async () => details(),
    })
    const r = await readCause(new V1MergeQueue(fake.client), REF, domainPr('failed'), {})
    expect(fake.called()).toEqual(['getPullRequestTimeline', 'getMergeQueueTestingDetails'])
    expect(fake.calls[1]?.request).toEqual({
      repo: REF.repo,
      targetBranch: 'main',
      testRunId: 'run-1',
    })
    expect(r.runChecks?.map((c) => c.name)).toEqual(['unit-tests', 'e2e', 'deploy-preview'])
  })

  it('a 404 on the run (an old record) keeps the timeline and says what is missing', async () => {
    const fake = fakeClient({
      getPullRequestTimeline: async () => [failedAt()],
      getMergeQueueTestingDetails: async () => {
        throw new NotFoundError({ operation: 'getMergeQueueTestingDetails', status: 404 }, 'run-1')
      },
    })
    const r = await readCause(new V1MergeQueue(fake.client), REF, domainPr('failed'), {})
    expect(r.transition?.reason).toBe('TEST_RUN_REQUIRED_STATUS_FAILED')
    expect(r.missing).toMatchObject({
      kind: 'test-run-unreadable',
      testRunId: 'run-1',
      failure: { kind: 'not-found', status: 404 },
    })
    expect(whyWords(explain(domainPr('failed'), r)).details).toContain(
      "The test run's checks could not be read: test run run-1 could not be read (not-found, HTTP 404).",
    )
  })
})

describe("on the queue's own test branch, with a v1 service that sends no timeline", () => {
  it('takes the run id from the branch and reads its checks', async () => {
    const fake = fakeClient({
      findSubmittedPullRequest: async () => queuedPr('failed'),
      getPullRequestTimeline: async () => [],
      getMergeQueueTestingDetails: async () => details(),
    })
    const settings = {
      ...commonSettings('status'),
      targetBranch: 'main',
      prNumber: 42,
      run: {
        ...commonSettings('status').run,
        isMergeQueueRun: true,
        testBranch: { prNumber: 42, testRunId: 'run-from-branch' },
      },
    }
    const r = await (await COMMAND_TABLE.status.load()).run(queueContext(settings, fake))
    expect(
      fake.calls.find((x) => x.method === 'getMergeQueueTestingDetails')?.request,
    ).toMatchObject({ testRunId: 'run-from-branch' })
    expect(r.outputs.reason).toBe('tests-failed')
    expect(JSON.parse(r.outputs['failed-checks']!).map((c: { name: string }) => c.name)).toEqual([
      'unit-tests',
      'e2e',
      'deploy-preview',
    ])
    // Another PR's test branch is not this PR's run: nothing is read of it.
    const other = fakeClient({
      findSubmittedPullRequest: async () => queuedPr('failed'),
      getPullRequestTimeline: async () => [],
    })
    const o = await (
      await COMMAND_TABLE.status.load()
    ).run(
      queueContext(
        { ...settings, run: { ...settings.run, testBranch: { prNumber: 7, testRunId: 'x' } } },
        other,
      ),
    )
    expect(o.outputs.reason).toBe('unknown')
    expect(other.called()).not.toContain('getMergeQueueTestingDetails')
  })
})

describe('status says why, through a fake client', () => {
  const settings = {
    ...commonSettings('status'),
    targetBranch: 'main',
    prNumber: 42,
  }

  it('FAILED: two reads more, the outputs, the Why section and an error annotation', async () => {
    const fake = fakeClient({
      findSubmittedPullRequest: async () => queuedPr('failed'),
      getPullRequestTimeline: async () => [failedAt()],
      getMergeQueueTestingDetails: async () => details(),
    })
    const c = queueContext(settings, fake)
    const r = await (await COMMAND_TABLE.status.load()).run(c)
    expect(fake.called()).toEqual([
      'findSubmittedPullRequest',
      'getQueue',
      'getPullRequestTimeline',
      'getMergeQueueTestingDetails',
    ])
    expect(r.outputs.reason).toBe('tests-failed')
    expect(r.summary).toContain('**Why** (`tests-failed`)')
    expect(r.summary).toContain('| [unit-tests](https://github.com/acme/app/runs/1) | `FAILURE` |')
    expect(c.log.lines.filter((l) => l.startsWith('ERROR '))).toEqual([
      expect.stringMatching(/^ERROR PR #42: 3 checks failed.*unit-tests \(FAILURE\)/),
    ])
  })

  it('a cause that cannot be read (403): still success with the state, reason=unknown, and why', async () => {
    const fake = fakeClient({
      findSubmittedPullRequest: async () => queuedPr('cancelled'),
      getPullRequestTimeline: async () => {
        throw new NotFoundError({ operation: 'getSubmittedPullRequest', status: 404 }, 'x')
      },
    })
    const r = await (await COMMAND_TABLE.status.load()).run(queueContext(settings, fake))
    expect([r.outcome, r.outputs.state, r.outputs.reason, r.outputs['failed-checks']]).toEqual([
      'success',
      'CANCELLED',
      'unknown',
      '[]',
    ])
    expect(r.summary).toContain(
      'The cause is missing: its timeline could not be read (not-found, HTTP 404)',
    )
  })
})

describe('the README lists every reason code', () => {
  it('one table row per code', () => {
    const readme = readFileSync('README.md', 'utf8') + readFileSync('docs/why.md', 'utf8')
    for (const code of Object.keys(REASON_MEANINGS))
      expect([code, readme.includes(`| \`${code}\` |`)]).toEqual([code, true])
  })
})
