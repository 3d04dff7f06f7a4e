/**
 * The PR commands' run() with a typed fake client: which calls each makes, and the outcome,
 * outputs and summary a user sees, for the answers the service can give.
 */
import { describe, expect, it } from '@jest/globals'
import type { SettingsOf } from '../../../src/runner/command-table.js'
import {
  cancelCommand,
  restartTestsCommand,
  statusCommand,
  submitCommand,
  uploadTargetsCommand,
  waitCommand,
} from '../../../src/commands/pull-requests/pull-requests.js'
import { MissingQueueError } from '../../../src/commands/common/input-error.js'
import { ConflictError, NotFoundError } from '../../../src/client/index.js'
import {
  HEAD,
  commandContext,
  commonSettings,
  fakeClient,
  queueOf,
  queuedPr,
} from '../../../__fixtures__/fake-client.js'

const write = { attempts: 1, reconciled: false, requestBytes: 80, status: 200 }
const pr42 = { targetBranch: 'main', prNumber: 42, prSha: HEAD }
const notFound = () => new NotFoundError({ operation: 'x', status: 404 })

describe('submit', () => {
  const settings = (over: Partial<SettingsOf<'submit'>> = {}): SettingsOf<'submit'> => ({
    ...commonSettings('submit'),
    ...pr42,
    noBatch: false,
    ...over,
  })

  it('submits with its priority, then reads the PR and the queue for the outputs', async () => {
    let submitted: unknown
    let reads = 0
    const fake = fakeClient({
      findSubmittedPullRequest: async () => (reads++ === 0 ? null : queuedPr('pending')),
      submitPullRequest: async (req) => {
        submitted = req
        return write
      },
      getQueue: async () => queueOf(),
    })
    const r = await submitCommand.run(commandContext(settings({ priority: 'high' }), fake))
    expect(submitted).toMatchObject({ pr: { number: 42 }, priority: 'high', noBatch: false })
    expect(r.outcome).toBe('success')
    expect(r.outputs).toMatchObject({
      state: 'PENDING',
      'is-submitted': 'true',
      'queue-position': '2',
    })
    expect(r.summary).toContain('PR #42 was submitted to the queue.')
  })

  it('a 409 (already queued) is the state asked for: a notice, and success', async () => {
    const fake = fakeClient({
      findSubmittedPullRequest: async () => queuedPr('testing'),
      submitPullRequest: async () => {
        throw new ConflictError({ operation: 'submitPullRequest', status: 409 })
      },
      getQueue: async () => queueOf(),
    })
    const c = commandContext(settings(), fake)
    const r = await submitCommand.run(c)
    expect(r.outcome).toBe('success')
    expect(c.log.lines).toContain(
      'NOTICE PR #42 is already in the queue (the service answered 409).',
    )
    expect(r.summary).toContain('was already in the queue')
  })

  it('a PR the queue shows as failed right after the submit fails the step', async () => {
    const fake = fakeClient({
      findSubmittedPullRequest: async () => queuedPr('failed'),
      submitPullRequest: async () => write,
      getQueue: async () => queueOf(),
    })
    const r = await submitCommand.run(commandContext(settings(), fake))
    expect(r.outcome).toBe('failure')
    expect(r.failure).toMatch(/queue now shows it as FAILED/)
  })
})

describe('cancel', () => {
  const s = (): SettingsOf<'cancel'> => ({ ...commonSettings('cancel'), ...pr42 })

  it('removes the PR and reports its state', async () => {
    const fake = fakeClient({
      cancelPullRequest: async () => write,
      findSubmittedPullRequest: async () => queuedPr('cancelled'),
    })
    const r = await cancelCommand.run(commandContext(s(), fake))
    expect(fake.called()).toEqual(['cancelPullRequest', 'findSubmittedPullRequest'])
    expect(r).toMatchObject({ outcome: 'success', outputs: { state: 'CANCELLED' } })
  })

  it('a PR not in the queue: not-submitted, nothing to cancel', async () => {
    const fake = fakeClient({
      cancelPullRequest: async () => {
        throw notFound()
      },
      getQueue: async () => queueOf(),
      findSubmittedPullRequest: async () => null,
    })
    const r = await cancelCommand.run(commandContext(s(), fake))
    expect(r.outcome).toBe('not-submitted')
    expect(r.outputs).toMatchObject({ state: 'NOT_SUBMITTED', 'is-submitted': 'false' })
    expect(r.failure).toBeUndefined()
  })

  it('a queue that does not exist is an error naming it, not "nothing to cancel"', async () => {
    const fake = fakeClient({
      cancelPullRequest: async () => {
        throw notFound()
      },
      getQueue: async () => {
        throw notFound()
      },
    })
    await expect(cancelCommand.run(commandContext(s(), fake))).rejects.toBeInstanceOf(
      MissingQueueError,
    )
  })
})

describe('restart-tests', () => {
  const s = (): SettingsOf<'restart-tests'> => ({ ...commonSettings('restart-tests'), ...pr42 })

  it('restarts and keeps the place', async () => {
    const fake = fakeClient({
      restartTestsOnPullRequest: async () => write,
      findSubmittedPullRequest: async () => queuedPr('testing'),
    })
    const r = await restartTestsCommand.run(commandContext(s(), fake))
    expect(r.outcome).toBe('success')
    expect(r.summary).toContain('were restarted')
  })

  it('a PR not in the queue fails the step: its tests cannot be restarted', async () => {
    const fake = fakeClient({
      restartTestsOnPullRequest: async () => {
        throw notFound()
      },
      findSubmittedPullRequest: async () => null,
      getQueue: async () => queueOf(),
    })
    const r = await restartTestsCommand.run(commandContext(s(), fake))
    expect(r.outcome).toBe('not-submitted')
    expect(r.outputs).toMatchObject({ state: 'NOT_SUBMITTED', 'is-submitted': 'false' })
    expect(r.failure).toMatch(/submit it first/)
  })
})

describe('a PR the queue has merged: one answer for cancel and restart-tests', () => {
  const s = (): SettingsOf<'cancel'> => ({ ...commonSettings('cancel'), ...pr42 })
  const merged = () =>
    fakeClient({
      cancelPullRequest: async () => {
        throw notFound()
      },
      restartTestsOnPullRequest: async () => {
        throw notFound()
      },
      findSubmittedPullRequest: async () =>
        queuedPr('merged', { isCurrentlySubmittedToQueue: false }),
      getQueue: async () => queueOf({ enqueuedPullRequests: [] }),
    })

  it.each([
    ['cancel', cancelCommand, 'nothing was cancelled'],
    ['restart-tests', restartTestsCommand, 'its tests were not restarted'],
  ] as const)('%s: state MERGED, nothing done, a notice, no failure', async (_, command, what) => {
    const c = commandContext(s(), merged())
    const r = await command.run(c)
    expect(r.failure).toBeUndefined()
    expect(r.outcome).toBe('not-submitted')
    expect(r.outputs).toMatchObject({ state: 'MERGED', 'is-submitted': 'false' })
    expect(c.log.lines).toContain(`NOTICE PR #42 is already MERGED: ${what}.`)
  })
})

describe('status', () => {
  const s = (): SettingsOf<'status'> => ({ ...commonSettings('status'), ...pr42 })

  it('a queued PR: its state, its place and the queue', async () => {
    const fake = fakeClient({
      findSubmittedPullRequest: async () => queuedPr('pending'),
      getQueue: async () => queueOf(),
    })
    const r = await statusCommand.run(commandContext(s(), fake))
    expect(r.outcome).toBe('success')
    expect(r.outputs).toMatchObject({
      state: 'PENDING',
      'queue-position': '2',
      'queue-depth': '2',
      'queue-state': 'running',
    })
  })

  it("an entry for another commit than the PR's head is stale", async () => {
    const fake = fakeClient({
      findSubmittedPullRequest: async () => queuedPr('testing', { prSha: 'd'.repeat(40) }),
      getQueue: async () => queueOf(),
    })
    const c = commandContext(s(), fake)
    const r = await statusCommand.run(c)
    expect(r.outcome).toBe('stale')
    // Stale fails the step, as for wait: the state shown is an old commit's.
    expect(r.failure).toMatch(/^The queue's entry is for commit d{12}, not the PR's head/)
    expect(c.log.lines.some((l) => l.startsWith("WARN The queue's entry is for commit"))).toBe(true)
  })

  it('a NOT_READY PR says why', async () => {
    const fake = fakeClient({
      findSubmittedPullRequest: async () =>
        queuedPr('not_ready', {
          readiness: {
            requiresImpactedTargets: true,
            hasImpactedTargets: false,
            doesBaseBranchMatch: true,
            gitHubMergeability: 'mergeable',
          },
        }),
      getQueue: async () => queueOf(),
    })
    const r = await statusCommand.run(commandContext(s(), fake))
    expect(r.summary).toMatch(/impacted targets/)
  })
})

describe('wait', () => {
  const s = (): SettingsOf<'wait'> => ({
    ...commonSettings('wait'),
    ...pr42,
    waitFor: ['merged'],
    failOn: ['failed', 'cancelled'],
    timeoutSeconds: 60,
    pollIntervalSeconds: 1,
    maxPollIntervalSeconds: 1,
    notSubmittedTimeoutSeconds: 0,
    onPullRequestEvent: false,
  })

  it('a merged PR ends the wait with success and the PR outputs', async () => {
    const fake = fakeClient({
      findSubmittedPullRequest: async () => queuedPr('merged'),
      getQueue: async () => queueOf({ enqueuedPullRequests: [] }),
    })
    const r = await waitCommand.run(commandContext(s(), fake))
    expect(r.outcome).toBe('success')
    expect(r.outputs).toMatchObject({ state: 'MERGED', 'timed-out': 'false', 'pr-sha': HEAD })
  })

  it('a failed PR fails the step with the reason', async () => {
    const fake = fakeClient({
      findSubmittedPullRequest: async () => queuedPr('failed'),
      getQueue: async () => queueOf(),
    })
    const r = await waitCommand.run(commandContext(s(), fake))
    expect(r.outcome).toBe('failure')
    expect(r.failure).toMatch(/FAILED/)
  })
})

describe('upload-targets', () => {
  const s = (over: Partial<SettingsOf<'upload-targets'>> = {}): SettingsOf<'upload-targets'> =>
    ({
      ...commonSettings('upload-targets'),
      ...pr42,
      targets: { kind: 'list', targets: ['//a', '//b'], format: 'lines' },
      ...over,
    }) as SettingsOf<'upload-targets'>

  it('uploads the list for the head commit and says what was sent', async () => {
    let sent: unknown
    const fake = fakeClient({
      uploadImpactedTargets: async (envelope, targets) => {
        sent = { envelope, targets }
        return { ...write, mode: 'list', count: 2, listBytes: 60 }
      },
    })
    const r = await uploadTargetsCommand.run(commandContext(s(), fake))
    expect(sent).toMatchObject({
      envelope: { pr: { number: 42, sha: HEAD } },
      targets: ['//a', '//b'],
    })
    expect(r.outputs).toMatchObject({
      'impacted-targets-mode': 'list',
      'impacted-targets-count': '2',
      'request-bytes': '80',
      'pr-sha': HEAD,
    })
  })

  it('a list over the body limit went as ALL: the warning gives the real size and the limit (issue 19)', async () => {
    const fake = fakeClient({
      uploadImpactedTargets: async () => ({
        ...write,
        mode: 'ALL',
        reason: 'oversize',
        count: 0,
        listBytes: 21_000_123,
      }),
    })
    const c = commandContext(s(), fake)
    const r = await uploadTargetsCommand.run(c)
    expect(r.outputs['impacted-targets-mode']).toBe('ALL')
    const warning = c.log.lines.find((l) => l.startsWith('WARN '))
    expect(warning).toContain(
      'a request body of 21,000,123 bytes, over the limit of 20,971,520 bytes (20 MiB)',
    )
  })
})
