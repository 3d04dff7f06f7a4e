/**
 * One answer per fact, whatever the command or the door (issue 24): a missing queue, the words
 * of a message, which outputs a run sets, the summary's title, the outputs a failed gate keeps.
 * execute() runs in-process against the emulator on 127.0.0.1, with a fake io for each door.
 */
import { describe, expect, it } from '@jest/globals'
import type { RunContext } from '../../src/ports/run-context.js'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { execute, type CommandInputs } from '../../src/runner/execute.js'
import { readCiContext } from '../../src/ports/ci/detect.js'
import { toRunContext } from '../../src/ports/ci/run-context.js'
import { outputsOf, type Command } from '../../src/runner/command-table.js'
import { Outputs, type OutputName } from '../../src/inputs/constants.js'
import { fakeIo } from '../../__fixtures__/fake-io.js'
import { HEAD, base, emu, prBuild, useEmulator } from './helpers.js'

const actionIo = () => fakeIo({ nameInput: (n) => `Input '${n}'` })

useEmulator('tok_one_policy_secret')

describe('a queue that does not exist', () => {
  // Every command that addresses a queue, with what it needs beside the branch.
  const commands: [Command, CommandInputs][] = [
    ['submit', {}],
    ['cancel', {}],
    ['restart-tests', {}],
    ['status', {}],
    ['wait', { 'timeout-seconds': '5' }],
    ['upload-targets', { 'impacted-targets': 'ALL' }],
    ['get-queue', {}],
    ['update-queue', { 'queue-settings': '{"state":"paused"}' }],
    ['testing-details', { 'test-run-id': '0f5a3c2e-1b7d-4e8f-9a6b-2c3d4e5f6a7b' }],
  ]

  it.each(commands)(
    '%s: the same message naming the target-branch input, error-kind not-found',
    async (command, own) => {
      const r = await execute(
        { ...base(), ...own, command, 'target-branch': 'release/9.9' },
        prBuild,
        fakeIo(),
      )
      expect(r.outputs).toMatchObject({ outcome: 'error', 'error-kind': 'not-found' })
      expect(r.failure).toBe(
        'There is no merge queue for branch "release/9.9" of acme/app: check --target-branch (or the repository), or create the queue first (merge-queue create-queue).',
      )
    },
  )

  it('is worded for the action in the action', async () => {
    const r = await execute(
      { ...base(), command: 'get-queue', 'target-branch': 'release/9.9' },
      prBuild,
      actionIo(),
    )
    expect(r.failure).toBe(
      'There is no merge queue for branch "release/9.9" of acme/app: check target-branch (or the repository), or create the queue first (command: create-queue).',
    )
  })
})

describe('messages in the words of the door', () => {
  it('a warning names --pr-sha and GITHUB_TOKEN in the CLI, pr-sha and github-token in the action', async () => {
    const noHead: RunContext = { ...prBuild, pr: { ...prBuild.pr!, headSha: undefined } }
    const cli = fakeIo()
    await execute({ ...base(), command: 'status' }, noHead, cli)
    expect(cli.lines()).toContain(
      "The head commit of PR #7 is not known (GITHUB_TOKEN is empty, so it is not looked up): the queue's entry is not checked against it. Set --pr-sha to check it.",
    )
    const action = actionIo()
    await execute({ ...base(), command: 'status' }, noHead, action)
    expect(action.lines()).toContain(
      "The head commit of PR #7 is not known (github-token is empty, so it is not looked up): the queue's entry is not checked against it. Set pr-sha to check it.",
    )
  })

  it('logs the Buildkite variable each value came from, not "(from event)"', async () => {
    const ci = readCiContext({
      BUILDKITE: 'true',
      BUILDKITE_REPO: 'git@github.com:acme/app.git',
      BUILDKITE_BRANCH: 'feature/x',
      BUILDKITE_PULL_REQUEST: '7',
      BUILDKITE_PULL_REQUEST_BASE_BRANCH: 'main',
      BUILDKITE_COMMIT: HEAD,
    })
    const io = fakeIo()
    await execute({ ...base(), command: 'status' }, toRunContext(ci, {}), io)
    expect(io.lines()).toEqual(
      expect.arrayContaining([
        'target branch: main (from BUILDKITE_PULL_REQUEST_BASE_BRANCH)',
        'pull request: #7 (from BUILDKITE_PULL_REQUEST)',
        `head commit: ${HEAD} (from BUILDKITE_COMMIT)`,
      ]),
    )
    expect(io.lines().some((l) => l.includes('(from event)'))).toBe(false)
  })

  it('an event payload that could not be read is said, not "the event has no pull request"', async () => {
    const unread: RunContext = {
      repository: 'acme/app',
      serverHost: 'github.com',
      eventName: 'pull_request',
      problem: 'the event payload /tmp/gone.json could not be read (ENOENT)',
    }
    const r = await execute({ ...base(), command: 'status' }, unread, actionIo())
    expect(r.outputs['error-kind']).toBe('input')
    expect(r.failure).toContain('/tmp/gone.json could not be read')
    expect(r.failure).not.toContain('has no pull request')
  })
})

describe('outputs only where the row says they apply', () => {
  it('status leaves timed-out empty; wait sets it', async () => {
    const status = await execute({ ...base(), command: 'status' }, prBuild, fakeIo())
    expect(status.outcome).not.toBe('error')
    expect(status.outputs['timed-out']).toBe('')
    const refused = await execute(
      { ...base(), command: 'wait', 'timeout-seconds': 'x' },
      prBuild,
      fakeIo(),
    )
    expect(refused.outputs['error-kind']).toBe('input')
    expect(refused.outputs['timed-out']).toBe('')
    const wait = await execute(
      { ...base(), command: 'wait', 'not-submitted-timeout-seconds': '0' },
      { ...prBuild, pr: { ...prBuild.pr!, number: 8 } },
      fakeIo(),
    )
    expect(wait.outcome).toBe('not-submitted')
    expect(wait.outputs['timed-out']).toBe('false')
  })

  it('no command sets an output outside its row', async () => {
    for (const command of ['status', 'get-queue', 'submit'] as const) {
      const r = await execute({ ...base(), command }, prBuild, fakeIo())
      const declared = new Set<OutputName>(outputsOf(command))
      const stray = (Object.keys(r.outputs) as OutputName[]).filter(
        (n) => r.outputs[n] !== '' && !declared.has(n),
      )
      expect({ command, stray }).toEqual({ command, stray: [] })
    }
  })
})

describe("a failed step's summary", () => {
  it('is titled by the command and the kind of failure, not merge-queue-action', async () => {
    const r = await execute(
      { ...base(), command: 'status', 'pr-number': 'seven' },
      prBuild,
      fakeIo(),
    )
    expect(r.summary).toMatch(/^### Merge queue: status\n/)
    expect(r.summary).toContain('Input refused: --pr-number: "seven" is not a PR number')
    expect(r.summary).not.toContain('merge-queue-action')
  })
})

describe('check-test-results on an API error', () => {
  it('keeps the counts of the reports it read', async () => {
    const ws = mkdtempSync(join(tmpdir(), 'one-policy-'))
    try {
      writeFileSync(
        join(ws, 'r.xml'),
        '<testsuite name="s" tests="2" failures="1"><testcase classname="a" name="one"><failure message="x"/></testcase><testcase classname="a" name="two"/></testsuite>',
      )
      // The workspace comes with the run's context (GITHUB_WORKSPACE, read by the door's port).
      const r = await execute(
        {
          'api-token': 'tok_wrong_for_this_emulator',
          'api-url': emu.url,
          command: 'check-test-results',
          'org-url-slug': 'acme',
          'junit-paths': 'r.xml',
        },
        { ...prBuild, workspace: ws },
        fakeIo(),
      )
      expect(r.outputs).toMatchObject({
        [Outputs.Outcome]: 'error',
        [Outputs.ErrorKind]: 'auth',
        [Outputs.FailedTestsCount]: '1',
        [Outputs.PassedOnRetryCount]: '0',
      })
    } finally {
      rmSync(ws, { recursive: true, force: true })
    }
  })
})
