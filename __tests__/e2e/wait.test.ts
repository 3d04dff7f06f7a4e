/**
 * `wait` end to end: dist/index.js against the emulator, for success, failure, timeout,
 * not-submitted, stale, not-ready, transient outages and cancellation.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { Outputs } from '../../src/inputs/constants.js'
import {
  MINUTE,
  REPO,
  expectAllOutputs,
  failureMessage,
  sha,
  startE2E,
  type E2E,
} from '../../__fixtures__/e2e.js'
import { openPr } from './helpers.js'

let t: E2E
beforeEach(async () => {
  t = await startE2E()
})
afterEach(async () => {
  await t.stop()
})

const FAST = { 'poll-interval-seconds': '1', 'max-poll-interval-seconds': '1' }

/** Advances the emulator's clock once, the first time `pattern` shows in the action's log. */
function advanceWhen(pattern: RegExp, ms: number) {
  let done = false
  return (stdout: string) => {
    if (!done && pattern.test(stdout)) {
      done = true
      t.emu.advance(ms)
    }
  }
}

describe('wait', () => {
  it('succeeds when the PR merges, with the timeline in the summary and every output set', async () => {
    const head = sha()
    await t.submit(7, head)
    const run = await t.act('wait', FAST, {
      pr: { number: 7, sha: head },
      onStdout: advanceWhen(/is TESTING/, 6 * MINUTE),
    })
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({
      outcome: 'success',
      state: 'MERGED',
      'is-submitted': 'false',
      'timed-out': 'false',
      'pr-sha': head,
    })
    expectAllOutputs(run, Object.values(Outputs))
    expect(run.summary).toContain('the PR reached MERGED')
    expect(run.summary).toMatch(/\| `TESTING` \|.*\n\| `MERGED` \|/)
  })

  it('wait-for tests_passed ends when tests pass, before the merge', async () => {
    // PR 8 tests for 20 minutes; PR 9, behind it, passes after 5 but cannot merge before 8.
    await t.emu.control('/outcomes', {
      repo: 'acme/app',
      number: 8,
      outcome: 'pass',
      durationMs: 20 * MINUTE,
    })
    await t.submit(8, sha())
    const head = sha()
    await t.submit(9, head)
    const run = await t.act(
      'wait',
      { ...FAST, 'wait-for': 'tests_passed' },
      { pr: { number: 9, sha: head }, onStdout: advanceWhen(/is TESTING/, 6 * MINUTE) },
    )
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({
      outcome: 'success',
      state: 'TESTS_PASSED',
      'queue-position': '2',
    })
  })

  it('fails when the PR fails, naming the state', async () => {
    const head = sha()
    await t.emu.control('/outcomes', { repo: 'acme/app', number: 11, outcome: 'fail' })
    await t.submit(11, head)
    const run = await t.act('wait', FAST, {
      pr: { number: 11, sha: head },
      onStdout: advanceWhen(/is TESTING/, 6 * MINUTE),
    })
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ outcome: 'failure', state: 'FAILED', 'timed-out': 'false' })
    // The message names the state, then why: the check that failed in the queue's test run.
    expect(failureMessage(run)).toMatch(
      /^PR #11: the PR reached FAILED\. A check failed in the queue's test run \S+: emulator\/ci \(FAILURE\)\.$/,
    )
  })

  it('times out visibly: outcome timeout, timed-out true, a failed step', async () => {
    const head = sha()
    await t.submit(12, head)
    const run = await t.act(
      'wait',
      { ...FAST, 'timeout-seconds': '2' },
      { pr: { number: 12, sha: head } },
    )
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ outcome: 'timeout', 'timed-out': 'true', state: 'TESTING' })
    expect(failureMessage(run)).toMatch(/timed out after 2 s in TESTING/)
  })

  it('a PR that is not in the queue is NOT_SUBMITTED, never a success', async () => {
    const run = await t.act('wait', FAST, { pr: { number: 404, sha: sha() } })
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({
      outcome: 'not-submitted',
      state: 'NOT_SUBMITTED',
      'is-submitted': 'false',
    })
    // The PR, then the queue once: it exists, so the PR is not in it (not a missing queue).
    expect(await t.requestCount()).toBe(2)
  })

  it('waits for a PR to be submitted within not-submitted-timeout-seconds', async () => {
    const head = sha()
    let submitted = false
    const run = await t.act(
      'wait',
      { ...FAST, 'not-submitted-timeout-seconds': '30' },
      {
        pr: { number: 13, sha: head },
        onStdout: (out) => {
          if (!submitted && /is not in the queue/.test(out)) {
            submitted = true
            void t.submit(13, head).then(() => t.emu.advance(6 * MINUTE))
          }
        },
      },
    )
    expect(run.code).toBe(0)
    expect(run.outputs.state).toBe('MERGED')
  })

  it('a queue entry for another commit is stale, not a result', async () => {
    await t.submit(14, sha())
    const run = await t.act('wait', FAST, { pr: { number: 14, sha: sha() } })
    expect(run.code).toBe(1)
    expect(run.outputs.outcome).toBe('stale')
    expect(failureMessage(run)).toMatch(
      /entry is for commit [0-9a-f]{12}, not the PR's head [0-9a-f]{12}/,
    )
  })

  it('says why a PR is NOT_READY (parallel queue without targets)', async () => {
    await t.stop()
    t = await startE2E({ mode: 'parallel' })
    const head = sha()
    await t.submit(15, head)
    const run = await t.act(
      'wait',
      { ...FAST, 'timeout-seconds': '1' },
      { pr: { number: 15, sha: head } },
    )
    expect(run.outputs).toMatchObject({ outcome: 'timeout', state: 'NOT_READY' })
    expect(run.stdout).toContain(
      `Not ready: the queue needs the PR's impacted targets for commit ${head.slice(0, 12)}`,
    )
    expect(run.summary).toContain('Why it is not ready')
  })

  it('survives a burst of 503s and resets during the wait', async () => {
    const head = sha()
    await t.submit(16, head)
    const run = await t.act('wait', FAST, {
      pr: { number: 16, sha: head },
      onStdout: (() => {
        let step = 0
        return (out: string) => {
          if (step === 0 && /is TESTING/.test(out)) {
            step = 1
            void t.emu
              .control('/faults', {
                rules: [
                  { operation: 'getSubmittedPullRequest', kind: 'status', status: 503, count: 4 },
                  { operation: 'getSubmittedPullRequest', kind: 'reset', count: 2 },
                ],
              })
              .then(() => t.emu.advance(6 * MINUTE))
          }
        }
      })(),
    })
    expect(run.code).toBe(0)
    expect(run.outputs.state).toBe('MERGED')
  })

  it("a wait on the PR's own event that sees it NOT_READY for mergeability warns about the required-check deadlock", async () => {
    const head = sha()
    await openPr(t, 31, head, { mergeable: false })
    await t.emu.client.submitPullRequest({ repo: REPO, targetBranch: 'main', pr: { number: 31 } })
    const run = await t.act(
      'wait',
      { 'timeout-seconds': '2', 'poll-interval-seconds': '1' },
      { pr: { number: 31, sha: head } },
    )
    expect(run.outputs).toMatchObject({ outcome: 'timeout', state: 'NOT_READY' })
    const warning = run.stdout
      .split('\n')
      .filter((l) => l.startsWith('::warning::') && l.includes('required check'))
    expect(warning).toHaveLength(1)
    expect(warning[0]).toContain(
      'PR #31 is NOT_READY: GitHub reports its mergeability as not_mergeable',
    )
    expect(run.summary).toContain('it blocks its own PR')
  })

  it('SIGINT (a cancelled job) stops the wait inside the runner grace, non-zero, outputs written', async () => {
    const head = sha()
    await t.submit(17, head)
    const run = await t.act(
      'wait',
      { 'poll-interval-seconds': '30' },
      { pr: { number: 17, sha: head }, kill: { signal: 'SIGINT', when: /Position 1 of 1/ } },
    )
    expect(run.code).not.toBe(0)
    expect(run.outputs).toMatchObject({ outcome: 'error', 'error-kind': 'cancelled' })
    expect(failureMessage(run)).toMatch(
      /^Cancelled: the job was cancelled \(SIGINT\); PR #17 was last seen TESTING/,
    )
    // What was known when the job was cancelled is kept: outputs and summary alike.
    expect(run.outputs).toMatchObject({ state: 'TESTING', 'pr-sha': head, 'queue-position': '1' })
    expect(run.summary).toContain('TESTING')
    expect(run.summary).toMatch(/Cancelled: the job was cancelled/)
    // The runner sends SIGTERM 7.5 s after SIGINT and kills after 10 s; the wait (polling every
    // 30 s) ends well inside that. Counted from the signal: a loaded machine's slow start-up is
    // not the grace's (under load the whole run once took 8.2 s).
    expect(run.signalledAtMs).toBeDefined()
    expect(run.ms - (run.signalledAtMs ?? 0)).toBeLessThan(7500)
  })
})
