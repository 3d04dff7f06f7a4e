/**
 * execute(), the core every door calls, with a fake io and a context built by hand (as a CLI on
 * another CI builds it), against the emulator on 127.0.0.1: every output, the summary, the
 * failure, and messages in the words of the door.
 */
import { describe, expect, it } from '@jest/globals'
import type { RunContext } from '../../src/ports/run-context.js'
import { execute } from '../../src/runner/execute.js'
import { Outputs } from '../../src/inputs/constants.js'
import { PullRequestLookupError } from '../../src/runner/context/index.js'
import { fakeIo } from '../../__fixtures__/fake-io.js'
import { HEAD, base, emu, prBuild, useEmulator } from './helpers.js'

const UUID = '0f5a3c2e-1b7d-4e8f-9a6b-2c3d4e5f6a7b'

useEmulator('tok_execute_test_secret')
async function requests(): Promise<number> {
  return (await emu.control<{ total: number }>('/requests')).total
}

describe('execute()', () => {
  it('submits the PR of a context built without any GitHub event, with every output (defaults filled)', async () => {
    const io = fakeIo()
    const r = await execute({ ...base(), command: 'submit' }, prBuild, io)
    expect(r.failure).toBeUndefined()
    expect(r.outcome).toBe('success')
    expect(Object.keys(r.outputs).sort()).toEqual(Object.values(Outputs).sort())
    expect(r.outputs).toMatchObject({ 'is-submitted': 'true', 'pr-number': '7' })
    expect(r.summary).toContain('PR #7 was submitted to the queue.')
    expect(io.lines()).toContain('target branch: main (from event)')
  })

  it('names a wrong input as the door does, and sends nothing', async () => {
    const cli = await execute(
      { ...base(), command: 'status', 'pr-number': 'seven' },
      prBuild,
      fakeIo(),
    )
    expect(cli.failure).toMatch(/^--pr-number: "seven" is not a PR number/)
    expect(cli.summary).toContain('--pr-number')
    expect(cli.outputs['error-kind']).toBe('input')
    const action = await execute(
      { ...base(), command: 'status', 'pr-number': 'seven' },
      prBuild,
      fakeIo({ nameInput: (n) => `Input '${n}'` }),
    )
    expect(action.failure).toMatch(/^Input 'pr-number': "seven" is not a PR number/)
    expect(await requests()).toBe(0)
  })

  it('warns about an input the command does not use, in the door words', async () => {
    const io = fakeIo()
    await execute(
      { ...base(), command: 'get-queue', 'wait-for': 'merged', priority: 'high' },
      prBuild,
      io,
    )
    expect(io.lines()).toContain("--priority is not used by command 'get-queue'; it was ignored.")
  })

  it('masks the token before any line, and no line, output or summary carries it', async () => {
    const io = fakeIo({ debug: true })
    const r = await execute({ ...base(), command: 'status' }, prBuild, io)
    const firstLine = io.events.findIndex((e) => e.kind !== 'group')
    expect(io.events[firstLine]).toEqual({ kind: 'mask', secret: emu.token })
    const everything = [...io.lines(), ...Object.values(r.outputs), r.summary].join('\n')
    expect(everything).not.toContain(emu.token)
    expect(io.lines().some((l) => l.includes('HTTP 200'))).toBe(true)
  })

  it('takes the test branch from a bare branch name (another CI) as a merge-queue run', async () => {
    const r = await execute(
      { ...base(), command: 'status', 'target-branch': 'main', 'pr-sha': HEAD },
      { repository: 'acme/app', serverHost: 'github.com', ref: `trunk-merge/pr-7/${UUID}` },
      fakeIo(),
    )
    expect(r.outputs).toMatchObject({ 'is-merge-queue-run': 'true', 'pr-number': '7' })
  })

  it("applies the table's defaults to inputs left out, but never a runner expression", async () => {
    const io = fakeIo()
    // No github-token input and none in the context: the lookup cannot be made, and says so.
    const r = await execute(
      { ...base(), command: 'submit', 'pr-number': '9' },
      { repository: 'acme/app', serverHost: 'github.com' },
      io,
    )
    expect(r.outputs['error-kind']).toBe('input')
    expect(r.failure).toMatch(
      /^--target-branch: is not set, .* GITHUB_TOKEN is not set; expected --target-branch set by hand, or GITHUB_TOKEN /,
    )
    expect(await requests()).toBe(0)
  })

  it('a test branch whose GitHub lookup fails still says the run and its PR (issue 19)', async () => {
    const testBranch: RunContext = {
      repository: 'acme/app',
      serverHost: 'github.com',
      eventName: 'push',
      ref: `refs/heads/trunk-merge/pr-45/${UUID}`,
      githubToken: 'ghs_lookupToken_x1',
    }
    const lookUp = async () => {
      throw new PullRequestLookupError('forbidden', 'GitHub answered 403 to the lookup of PR #45')
    }
    const r = await execute({ ...base(), command: 'status' }, testBranch, fakeIo(), { lookUp })
    expect(r.outputs).toMatchObject({
      outcome: 'error',
      'error-kind': 'github-lookup',
      'is-merge-queue-run': 'true',
      'pr-number': '45',
    })
  })

  it('a queue command says no PR, not the PR of the run (issue 19)', async () => {
    const r = await execute({ ...base(), command: 'get-queue' }, prBuild, fakeIo())
    expect(r.outcome).toBe('success')
    expect(r.outputs['pr-number']).toBe('')
  })

  it("testing-details says the PR of the test run it read, not the run's own (issue 19)", async () => {
    const repo = { host: 'github.com', owner: 'acme', name: 'app' }
    await emu.client.createQueue({ repo, targetBranch: 'td', concurrency: 1 })
    await emu.client.submitPullRequest({ repo, targetBranch: 'td', pr: { number: 26 } })
    const state = emu.state() as {
      queues: { branch: string; testRuns: { prNumbers: number[]; testBranch: string }[] }[]
    }
    const run = state.queues
      .find((q) => q.branch === 'td')!
      .testRuns.find((r) => r.prNumbers.includes(26))!
    const testRunId = /trunk-merge\/pr-26\/(.+)$/.exec(run.testBranch)![1]!
    // This run is on PR 45's test branch; the step reads PR 26's test run.
    const onPr45: RunContext = {
      repository: 'acme/app',
      serverHost: 'github.com',
      ref: `refs/heads/trunk-merge/pr-45/${UUID}`,
    }
    const other = await execute(
      { ...base(), command: 'testing-details', 'target-branch': 'td', 'test-run-id': testRunId },
      onPr45,
      fakeIo(),
    )
    expect(other.outcome).toBe('success')
    expect(other.outputs).toMatchObject({ 'pr-number': '26', 'is-merge-queue-run': 'true' })
    // On PR 26's own test branch, with no test-run-id: its own run, its own PR.
    const own = await execute(
      { ...base(), command: 'testing-details', 'target-branch': 'td' },
      { ...onPr45, ref: `refs/heads/${run.testBranch}` },
      fakeIo(),
    )
    expect(own.outputs).toMatchObject({ outcome: 'success', 'pr-number': '26' })
  })
})
