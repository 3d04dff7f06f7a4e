/**
 * readWorkflowContext over GitHub's example payloads, written to a payload file as the runner
 * does, and its hand-over to the context's resolution.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  MAX_EVENT_PAYLOAD_BYTES,
  readWorkflowContext,
  runContextFromEvent,
} from '../../src/ports/github-actions/workflow-context.js'
import { resolveRunContext } from '../../src/runner/context/index.js'
import { parseTestBranch } from '../../src/ports/run-context.js'
import { CONTEXT_NEEDS } from '../../__fixtures__/context-needs.js'
import { examplePullRequest, examplesOf } from '../../__fixtures__/github-api.js'

type Json = Record<string, unknown>
const UUID = '0f5a3c2e-1b7d-4e8f-9a6b-2c3d4e5f6a7b'
const dir = mkdtempSync(join(tmpdir(), 'mqa-context-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

let files = 0
function contextOf(eventName: string, payload: Json, env: NodeJS.ProcessEnv = {}) {
  const path = join(dir, `event-${files++}.json`)
  writeFileSync(path, JSON.stringify(payload))
  return readWorkflowContext({
    GITHUB_EVENT_PATH: path,
    GITHUB_EVENT_NAME: eventName,
    GITHUB_REPOSITORY: String((payload.repository as Json | undefined)?.full_name ?? 'acme/app'),
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: 'https://api.github.com',
    ...env,
  })
}

describe.each(['pull_request', 'pull_request_review', 'pull_request_review_comment'])(
  '%s',
  (event) => {
    it.each(examplesOf(event))('%s: the PR with its base and head', (_, payload) => {
      const pr = payload.pull_request as Json
      const ctx = contextOf(event, payload, { GITHUB_REF: `refs/pull/${String(pr.number)}/merge` })
      expect(ctx.pr).toEqual({
        number: pr.number,
        headSha: (pr.head as Json).sha,
        baseBranch: (pr.base as Json).ref,
        headRef: (pr.head as Json).ref,
        fromFork: false,
        runIsPrCheck: true,
      })
      expect(ctx.apiUrl).toBe('https://api.github.com')
      expect(parseTestBranch(ctx.ref)).toBeUndefined()
      const r = resolveRunContext({ context: ctx, given: {}, needs: CONTEXT_NEEDS.wait })
      expect(r.lookup).toBeUndefined()
      expect(r.resolved?.targetBranch).toBe((pr.base as Json).ref)
    })
  },
)

describe('fork PRs', () => {
  const payload = examplesOf('pull_request')[0]![1]
  const withPull = (pull: Json) => ({ ...payload, pull_request: pull })

  it('a head in another repository is a fork PR', () => {
    const ctx = contextOf('pull_request', withPull(examplePullRequest({ headRepo: 'someone/x' })))
    expect(ctx.pr?.fromFork).toBe(true)
  })

  it('a head whose repository was deleted is a fork PR', () => {
    const ctx = contextOf('pull_request', withPull(examplePullRequest({ headRepo: null })))
    expect(ctx.pr?.fromFork).toBe(true)
  })

  it('a PR between branches of a repository that is itself a fork is not', () => {
    const pull = examplePullRequest({})
    const head = pull.head as Json
    const base = pull.base as Json
    head.repo = { ...(head.repo as Json), fork: true }
    base.repo = { ...(base.repo as Json), fork: true }
    expect(contextOf('pull_request', withPull(pull)).pr?.fromFork).toBe(false)
  })
})

describe('issue_comment', () => {
  it.each(examplesOf('issue_comment'))('%s on an issue: no PR', (_, payload) => {
    expect(contextOf('issue_comment', payload).pr).toBeUndefined()
  })

  it.each(examplesOf('issue_comment'))('%s on a PR: the number only', (_, example) => {
    const payload = structuredClone(example)
    ;(payload.issue as Json).pull_request = { url: 'https://api.github.com/repos/a/b/pulls/1' }
    const ctx = contextOf('issue_comment', payload)
    expect(ctx.pr).toEqual({
      number: (payload.issue as Json).number,
      fromFork: false,
      runIsPrCheck: false,
    })
    const r = resolveRunContext({ context: ctx, given: {}, needs: CONTEXT_NEEDS.submit })
    expect(r.lookup?.wants).toEqual(['target-branch'])
  })
})

describe.each(['workflow_dispatch', 'repository_dispatch', 'merge_group'])('%s', (event) => {
  it.each(examplesOf(event))('%s: no PR; not a merge-queue run', (_, payload) => {
    const ref = String(
      (payload.merge_group as Json | undefined)?.head_ref ?? payload.ref ?? 'refs/heads/main',
    )
    const ctx = contextOf(event, payload, { GITHUB_REF: ref })
    expect(ctx.pr).toBeUndefined()
    expect(parseTestBranch(ctx.ref)).toBeUndefined()
    expect(ctx.ref).toBe(ref)
    expect(ctx.defaultBranch).toBe((payload.repository as Json).default_branch)
  })
})

describe('push', () => {
  it.each(examplesOf('push'))('%s: no PR, no test branch', (_, payload) => {
    const ctx = contextOf('push', payload, { GITHUB_REF: String(payload.ref) })
    expect(ctx.pr).toBeUndefined()
    expect(parseTestBranch(ctx.ref)).toBeUndefined()
  })

  it.each(examplesOf('push'))('%s to a test branch: its PR and run id', (_, example) => {
    const ref = `refs/heads/trunk-merge/pr-31/${UUID}`
    const payload = { ...example, ref }
    const ctx = contextOf('push', payload, {
      GITHUB_REF: ref,
      GITHUB_REF_NAME: `trunk-merge/pr-31/${UUID}`,
    })
    expect(parseTestBranch(ctx.ref)).toEqual({ prNumber: 31, testRunId: UUID })
    const r = resolveRunContext({
      context: ctx,
      given: {},
      needs: CONTEXT_NEEDS['testing-details'],
    })
    expect(r.resolved).toMatchObject({ isMergeQueueRun: true, prNumber: 31 })
    expect(r.lookup).toMatchObject({ number: 31, wants: ['target-branch'] })
  })
})

it('an unreadable payload is reported and resolves as an event without a PR', () => {
  const ctx = readWorkflowContext({
    GITHUB_EVENT_PATH: join(dir, 'missing.json'),
    GITHUB_EVENT_NAME: 'issue_comment',
    GITHUB_REPOSITORY: 'acme/app',
  })
  expect(ctx.problem).toContain('could not be read')
  const r = resolveRunContext({ context: ctx, given: {}, needs: CONTEXT_NEEDS.submit })
  expect(r.error?.input).toBe('pr-number')
})

describe('a hostile payload file is read in bounded memory, said, and ignored', () => {
  const problemOf = (path: string) =>
    readWorkflowContext({
      GITHUB_EVENT_PATH: path,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_REPOSITORY: 'acme/app',
    })

  it('a device (/dev/zero never ends) is not read at all', () => {
    const ctx = problemOf('/dev/zero')
    expect(ctx.problem).toBe(
      'the event payload /dev/zero (GITHUB_EVENT_PATH) could not be read: it is a character device, not a regular file; it was ignored',
    )
    expect(ctx.pr).toBeUndefined()
  })

  it('a FIFO is refused without waiting for a writer', () => {
    const fifo = join(dir, 'event-fifo')
    execFileSync('mkfifo', [fifo])
    expect(problemOf(fifo).problem).toContain('it is a FIFO (named pipe), not a regular file')
  })

  it('NUL bytes are refused, saying where', () => {
    const path = join(dir, 'event-nul.json')
    writeFileSync(path, Buffer.concat([Buffer.from('{"a":\n'), Buffer.alloc(4)]))
    expect(problemOf(path).problem).toContain('it holds a NUL byte on line 2 (byte 6)')
  })

  it('a payload over 25 MiB is not read past the cap', () => {
    const path = join(dir, 'event-big.json')
    writeFileSync(path, `{"pad":"${'x'.repeat(MAX_EVENT_PAYLOAD_BYTES)}"}`)
    try {
      expect(problemOf(path).problem).toContain(
        `it is longer than ${MAX_EVENT_PAYLOAD_BYTES} bytes (25 MiB)`,
      )
    } finally {
      rmSync(path)
    }
  })
})

describe('the workspace and the temp folder come from the port, not from each command', () => {
  it('reads GITHUB_WORKSPACE and RUNNER_TEMP into the run context', () => {
    const ctx = runContextFromEvent({}, { GITHUB_WORKSPACE: '/w/repo', RUNNER_TEMP: '/w/_temp' })
    expect(ctx).toMatchObject({ workspace: '/w/repo', tempFolder: '/w/_temp' })
  })
  it('leaves them out where the runner gives none (the working directory stands in)', () => {
    const ctx = runContextFromEvent({}, {})
    expect(ctx.workspace).toBeUndefined()
    expect(ctx.tempFolder).toBeUndefined()
  })
})
