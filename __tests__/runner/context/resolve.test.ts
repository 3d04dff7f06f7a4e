/**
 * The context's resolution over GitHub's own example payloads (@octokit/webhooks-examples): every
 * example of each event is resolved for every command and the rule for its event is asserted.
 */
import { describe, expect, it } from '@jest/globals'
import {
  applyPullRequestFacts,
  resolveRunContext,
  type ContextResolution,
  type GivenContextInputs,
  type PullRequestFacts,
} from '../../../src/runner/context/resolve.js'
import { runContextFromEvent } from '../../../src/ports/github-actions/workflow-context.js'
import { CONTEXT_NEEDS, type ContextCommand } from '../../../__fixtures__/context-needs.js'
import { examplesOf, webhookExamples } from '../../../__fixtures__/github-api.js'

type Json = Record<string, unknown>

const COMMANDS = Object.keys(CONTEXT_NEEDS) as ContextCommand[]
const SHA = 'c0ffee'.repeat(6) + 'c0ff'
const UUID = '0f5a3c2e-1b7d-4e8f-9a6b-2c3d4e5f6a7b'
const PR_COMMANDS = COMMANDS.filter((c) => CONTEXT_NEEDS[c].prNumber)
const PR_EVENTS = [
  'pull_request',
  'pull_request_target',
  'pull_request_review',
  'pull_request_review_comment',
]

function resolve(
  eventName: string,
  payload: Json,
  command: ContextCommand,
  given: GivenContextInputs = {},
  ref?: string,
): ContextResolution {
  const context = runContextFromEvent(payload, {
    GITHUB_EVENT_NAME: eventName,
    GITHUB_REPOSITORY:
      ((payload.repository as Json | undefined)?.full_name as string | undefined) ?? 'acme/app',
    GITHUB_SERVER_URL: 'https://github.com',
    ...(ref ? { GITHUB_REF: ref } : {}),
  })
  return resolveRunContext({ context, given, needs: CONTEXT_NEEDS[command] })
}

/** GitHub's issue_comment examples are all on plain issues: the same comments, on a PR. */
function onPullRequest(comment: Json): Json {
  const copy = structuredClone(comment)
  const issue = copy.issue as Json
  const url = String(issue.url).replace('/issues/', '/pulls/')
  issue.pull_request = {
    url,
    html_url: String(issue.html_url).replace('/issues/', '/pull/'),
    diff_url: `${String(issue.html_url).replace('/issues/', '/pull/')}.diff`,
    patch_url: `${String(issue.html_url).replace('/issues/', '/pull/')}.patch`,
    merged_at: null,
  }
  return copy
}

/** Every `${{ github.event.X... }}` in a hint must start at a field this payload has. */
function expectHintsExist(text: string, payload: Json): void {
  expect(text).not.toMatch(/github\.event\.pull_request\b/)
  for (const m of text.matchAll(/\$\{\{\s*github\.event\.([A-Za-z_]+)/g)) {
    expect(Object.keys(payload)).toContain(m[1])
  }
}

const pullFacts = (over: Partial<PullRequestFacts> = {}): PullRequestFacts => ({
  number: 1,
  state: 'open',
  merged: false,
  baseBranch: 'release/2.0',
  headSha: SHA,
  headIsFork: false,
  ...over,
})

describe.each(PR_EVENTS)('%s: everything from the payload, no request', (event) => {
  const source = event === 'pull_request_target' ? 'pull_request' : event
  it.each(examplesOf(source))('%s', (_, payload) => {
    const pr = payload.pull_request as Json
    for (const command of COMMANDS) {
      const r = resolve(event, payload, command)
      expect(r.error).toBeUndefined()
      expect(r.lookup).toBeUndefined()
      expect(r.resolved?.prNumber).toBe(pr.number)
      expect(r.resolved?.isMergeQueueRun).toBe(false)
      if (CONTEXT_NEEDS[command].targetBranch !== 'none') {
        expect(r.resolved?.targetBranch).toBe((pr.base as Json).ref)
        expect(r.resolved?.sources.targetBranch).toBe('event')
      }
      if (CONTEXT_NEEDS[command].prNumber) {
        expect(r.resolved?.headSha).toBe((pr.head as Json).sha)
      }
    }
  })

  it.each(examplesOf(source))('%s: another PR given as pr-number is looked up', (_, payload) => {
    const other = (payload.pull_request as Json).number === 7 ? 8 : 7
    const r = resolve(event, payload, 'wait', { prNumber: other })
    expect(r.resolved?.headSha).toBeUndefined()
    expect(r.resolved?.targetBranch).toBeUndefined()
    expect(r.lookup).toMatchObject({ number: other, wants: ['target-branch', 'head-sha'] })
  })
})

describe('issue_comment', () => {
  const examples = examplesOf('issue_comment')

  it('GitHub has examples of it', () => expect(examples.length).toBeGreaterThan(5))

  it.each(examples)('%s on a plain issue: an error naming pr-number', (_, payload) => {
    expect((payload.issue as Json).pull_request).toBeUndefined()
    for (const command of PR_COMMANDS) {
      const r = resolve('issue_comment', payload, command)
      expect(r.error?.input).toBe('pr-number')
      expect(r.error?.message).toContain('not a pull request')
      expectHintsExist(`${r.error?.message} ${r.error?.expected}`, payload)
    }
  })

  it.each(examples)('%s on a PR: one lookup, for what the command needs', (_, example) => {
    const payload = onPullRequest(example)
    const number = (payload.issue as Json).number
    const [owner, repo] = String((payload.repository as Json).full_name).split('/')
    for (const command of COMMANDS) {
      const r = resolve('issue_comment', payload, command)
      const needs = CONTEXT_NEEDS[command]
      if (needs.targetBranch === 'none' && !needs.prNumber) {
        expect(r.lookup).toBeUndefined()
        continue
      }
      expect(r.error).toBeUndefined()
      const wants = [
        'target-branch',
        ...(needs.prNumber && needs.headSha !== 'if-known' ? ['head-sha'] : []),
      ]
      expect(r.lookup).toEqual({ owner, repo, number, wants, eventName: 'issue_comment' })
      // Never the repository's default branch, never a head sha out of nothing.
      expect(r.resolved?.targetBranch).toBeUndefined()
      expect(r.resolved?.headSha).toBeUndefined()
    }
  })

  it.each(examples)('%s on a PR: the lookup names the queue (issue 9)', (_, example) => {
    const payload = onPullRequest(example)
    const r = resolve('issue_comment', payload, 'submit')
    const merged = applyPullRequestFacts(r.resolved!, pullFacts())
    expect(merged.targetBranch).toBe('release/2.0')
    expect(merged.sources.targetBranch).toBe('github-api')
    expect(merged.headSha).toBe(SHA)
    expect(merged.prNumber).toBe(1)
  })

  it.each(examples)('%s on a PR: inputs win, and with both no request', (_, example) => {
    const payload = onPullRequest(example)
    for (const command of COMMANDS) {
      const r = resolve('issue_comment', payload, command, {
        targetBranch: 'main',
        prSha: SHA,
      })
      expect(r.lookup).toBeUndefined()
      expect(r.error).toBeUndefined()
      if (CONTEXT_NEEDS[command].targetBranch !== 'none') {
        expect(r.resolved?.targetBranch).toBe('main')
      }
    }
  })

  it('with target-branch given, wait and status still look the head sha up; submit does not', () => {
    const payload = onPullRequest(examples[0]![1])
    for (const command of ['wait', 'status', 'upload-targets'] as const) {
      expect(
        resolve('issue_comment', payload, command, { targetBranch: 'main' }).lookup?.wants,
      ).toEqual(['head-sha'])
    }
    for (const command of ['submit', 'cancel', 'restart-tests'] as const) {
      const r = resolve('issue_comment', payload, command, { targetBranch: 'main' })
      expect(r.lookup).toBeUndefined()
      expect(r.resolved?.targetBranch).toBe('main')
    }
  })

  it('a given target-branch that is not the PR base is kept, with a warning', () => {
    const payload = onPullRequest(examples[0]![1])
    const r = resolve('issue_comment', payload, 'wait', { targetBranch: 'main' })
    const merged = applyPullRequestFacts(r.resolved!, pullFacts())
    expect(merged.targetBranch).toBe('main')
    expect(merged.headSha).toBe(SHA)
    expect(merged.warnings.join(' ')).toContain("PR #1's base branch is release/2.0")
  })
})

describe.each(['workflow_dispatch', 'repository_dispatch'])('%s', (event) => {
  const examples = examplesOf(event)

  it('GitHub has examples of it', () => expect(examples.length).toBeGreaterThan(0))

  it.each(examples)('%s without pr-number: an error naming it, with a hint that exists', (_, p) => {
    for (const command of PR_COMMANDS) {
      const r = resolve(event, p, command)
      expect(r.error?.input).toBe('pr-number')
      expectHintsExist(`${r.error?.message} ${r.error?.expected}`, p)
      expect(r.error?.expected).toContain(
        event === 'workflow_dispatch' ? '${{ inputs.' : '${{ github.event.client_payload.',
      )
    }
  })

  it.each(examples)('%s with pr-number: the PR is looked up', (_, p) => {
    const r = resolve(event, p, 'submit', { prNumber: 12 })
    expect(r.lookup).toMatchObject({ number: 12, wants: ['target-branch'] })
    const upload = resolve(event, p, 'upload-targets', { prNumber: 12 })
    expect(upload.lookup?.wants).toEqual(['target-branch', 'head-sha'])
    const given = resolve(event, p, 'upload-targets', {
      prNumber: 12,
      targetBranch: 'release/2.0',
      prSha: SHA,
    })
    expect(given.lookup).toBeUndefined()
    expect(given.resolved).toMatchObject({
      prNumber: 12,
      targetBranch: 'release/2.0',
      headSha: SHA,
    })
  })

  it.each(examples)(
    '%s: get-queue uses the default branch; queue changes need it named',
    (_, p) => {
      const get = resolve(event, p, 'get-queue')
      expect(get.resolved?.targetBranch).toBe((p.repository as Json).default_branch)
      expect(get.resolved?.sources.targetBranch).toBe('default-branch')
      for (const command of [
        'create-queue',
        'update-queue',
        'delete-queue',
        'testing-details',
      ] as const) {
        expect(resolve(event, p, command).error?.input).toBe('target-branch')
      }
    },
  )

  it('a workflow_dispatch input that holds the PR is named in the hint', () => {
    const p = structuredClone(examplesOf('workflow_dispatch')[0]![1])
    p.inputs = { pr: '12', reason: 'retry' }
    expect(resolve('workflow_dispatch', p, 'submit').error?.expected).toContain('${{ inputs.pr }}')
  })
})

describe('push', () => {
  const examples = examplesOf('push')

  it.each(examples)('%s to an ordinary branch or tag: no PR, an error naming pr-number', (_, p) => {
    for (const command of PR_COMMANDS) {
      const r = resolve('push', p, command)
      expect(r.error?.input).toBe('pr-number')
      expect(r.error?.message).toContain('trunk-merge/pr-N/<uuid>')
      expectHintsExist(`${r.error?.message} ${r.error?.expected}`, p)
    }
    expect(resolve('push', p, 'get-queue').resolved?.isMergeQueueRun).toBe(false)
  })

  it.each(examples)(
    '%s to a merge-queue test branch: the PR from the branch, its base looked up',
    (_, example) => {
      const p = structuredClone(example)
      p.ref = `refs/heads/trunk-merge/pr-7/${UUID}`
      for (const ref of [undefined, p.ref as string]) {
        const details = resolve('push', p, 'testing-details', {}, ref)
        expect(details.resolved).toMatchObject({
          isMergeQueueRun: true,
          prNumber: 7,
        })
        expect(details.lookup).toMatchObject({ number: 7, wants: ['target-branch'] })
        const merged = applyPullRequestFacts(details.resolved!, pullFacts({ number: 7 }))
        expect(merged.targetBranch).toBe('release/2.0')
        expect(resolve('push', p, 'status', {}, ref).lookup?.wants).toEqual([
          'target-branch',
          'head-sha',
        ])
      }
      const given = resolve('push', p, 'testing-details', { targetBranch: 'main' })
      expect(given.lookup).toBeUndefined()
    },
  )
})

describe('merge_group (GitHub’s own merge queue, not Trunk’s)', () => {
  const examples = examplesOf('merge_group')

  it.each(examples)('%s: not a merge-queue run; a PR must be given', (_, p) => {
    for (const command of PR_COMMANDS) {
      const r = resolve('merge_group', p, command, {}, String((p.merge_group as Json).head_ref))
      expect(r.error?.input).toBe('pr-number')
      expect(r.error?.message).toContain("GitHub's own merge queue")
    }
    const queue = resolve('merge_group', p, 'create-queue')
    expect(queue.error?.input).toBe('target-branch')
    expect(queue.error?.expected).toContain('${{ github.event.merge_group.base_ref }}')
    expectHintsExist(`${queue.error?.expected}`, p)
    expect(resolve('merge_group', p, 'get-queue').resolved?.isMergeQueueRun).toBe(false)
    expect(resolve('merge_group', p, 'submit', { prNumber: 104 }).lookup?.number).toBe(104)
  })
})

describe('schedule (no GitHub example: its payload is one field)', () => {
  const payload = { schedule: '*/30 * * * *' }
  it('a PR command without pr-number names it; with it, a lookup', () => {
    const r = resolveRunContext({
      context: {
        eventName: 'schedule',
        repository: 'acme/app',
        serverHost: 'github.com',
        ref: 'refs/heads/main',
      },
      given: {},
      needs: CONTEXT_NEEDS.wait,
    })
    expect(r.error).toMatchObject({ input: 'pr-number' })
    expect(r.error?.message).toContain('schedule')
    const ok = resolveRunContext({
      context: runContextFromEvent(payload, {
        GITHUB_EVENT_NAME: 'schedule',
        GITHUB_REPOSITORY: 'acme/app',
      }),
      given: { prNumber: 3 },
      needs: CONTEXT_NEEDS.wait,
    })
    expect(ok.lookup).toEqual({
      owner: 'acme',
      repo: 'app',
      number: 3,
      wants: ['target-branch', 'head-sha'],
      eventName: 'schedule',
    })
  })
})

describe('every example of every event GitHub documents', () => {
  const all = webhookExamples()

  it('never puts a PR command in the default branch, and never throws', () => {
    expect(all.length).toBeGreaterThan(100)
    for (const { name, payload } of all) {
      for (const command of COMMANDS) {
        const r = resolve(name, payload, command)
        expect(r.error || r.resolved).toBeTruthy()
        if (r.error) {
          expect(r.error.message.length).toBeGreaterThan(10)
          expectHintsExist(`${r.error.message} ${r.error.expected}`, payload)
        }
        if (r.resolved && CONTEXT_NEEDS[command].targetBranch === 'pr-base') {
          expect(r.resolved.sources.targetBranch).not.toBe('default-branch')
        }
        if (r.resolved && CONTEXT_NEEDS[command].prNumber) {
          expect(r.resolved.prNumber).toBeDefined()
          expect(!!r.resolved.targetBranch || r.lookup?.wants.includes('target-branch')).toBe(true)
        }
      }
    }
  })

  it('with target-branch, pr-number and pr-sha given, never asks for a request', () => {
    for (const { name, payload } of all) {
      for (const command of COMMANDS) {
        const r = resolve(name, payload, command, { targetBranch: 'main', prNumber: 5, prSha: SHA })
        expect(r.lookup).toBeUndefined()
        expect(r.error).toBeUndefined()
      }
    }
  })
})

describe('the repository', () => {
  const payload = examplesOf('pull_request')[0]![1]

  it("another repository's PR is never taken from this event", () => {
    const r = resolve('pull_request', payload, 'submit', { repository: 'acme/other' })
    expect(r.error?.input).toBe('pr-number')
    const given = resolve('pull_request', payload, 'submit', {
      repository: 'acme/other',
      prNumber: 4,
    })
    expect(given.lookup).toMatchObject({ owner: 'acme', repo: 'other', number: 4 })
  })

  it('a repository on another host cannot be looked up: the inputs are asked for', () => {
    const r = resolve('pull_request', payload, 'wait', {
      repository: 'group/sub/app',
      repositoryHost: 'gitlab.com',
      prNumber: 4,
    })
    expect(r.error?.input).toBe('target-branch')
    const branch = resolve('pull_request', payload, 'wait', {
      repository: 'group/sub/app',
      repositoryHost: 'gitlab.com',
      prNumber: 4,
      targetBranch: 'main',
    })
    // wait only wants the head (for stale checks): done without, and said.
    expect(branch.error).toBeUndefined()
    expect(branch.lookup).toBeUndefined()
    expect(branch.resolved?.warnings.join()).toMatch(/head commit of PR #4 is not known/)
    // upload-targets needs it: asked for.
    const upload = resolve('pull_request', payload, 'upload-targets', {
      repository: 'group/sub/app',
      repositoryHost: 'gitlab.com',
      prNumber: 4,
      targetBranch: 'main',
    })
    expect(upload.error?.input).toBe('pr-sha')
  })

  it('without GITHUB_REPOSITORY and payload, names repository', () => {
    const r = resolveRunContext({
      context: runContextFromEvent({}, { GITHUB_EVENT_NAME: 'workflow_dispatch' }),
      given: {},
      needs: CONTEXT_NEEDS.submit,
    })
    expect(r.error?.input).toBe('repository')
  })
})

describe('what each command needs of the context (the command table)', () => {
  it('PR commands need the PR base and number; upload-targets its head; status and wait want it', () => {
    expect(CONTEXT_NEEDS.submit).toEqual({
      targetBranch: 'pr-base',
      prNumber: true,
      headSha: 'if-known',
    })
    expect(CONTEXT_NEEDS['upload-targets'].headSha).toBe('required')
    expect(CONTEXT_NEEDS.wait.headSha).toBe('wanted')
    expect(CONTEXT_NEEDS.status.headSha).toBe('wanted')
  })

  it('only the queue readers (get-queue, doctor, still-needed) may fall back to the default branch; queue changes never do', () => {
    const fallback = COMMANDS.filter((c) => CONTEXT_NEEDS[c].targetBranch === 'default-branch-ok')
    expect(fallback.sort()).toEqual(['doctor', 'get-queue', 'still-needed'])
    for (const c of ['create-queue', 'update-queue', 'delete-queue', 'testing-details'] as const)
      expect(CONTEXT_NEEDS[c].targetBranch).toBe('pr-base')
  })
})
