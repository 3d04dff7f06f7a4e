/**
 * Right queue, right PR, right commit, for every event a workflow runs on: dist/index.js run as
 * the runner runs it, with GitHub's own example payloads, a loopback fake of GitHub's REST API
 * (GITHUB_API_URL) and the emulator. Counts the GitHub requests: none where the payload suffices.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import {
  examplePullRequest,
  examplesOf,
  startFakeGitHubApi,
  type FakeGitHubApi,
} from '../../__fixtures__/github-api.js'
import { pullRequestEvent } from '../../__fixtures__/action-runner.js'
import { REPO, failureMessage, sha, startE2E, type E2E } from '../../__fixtures__/e2e.js'
import { openPr } from './helpers.js'

const GH_TOKEN = 'ghs_contextE2eGitHubTokenX9'
const RELEASE = 'release/2.0'
let t: E2E
let gh: FakeGitHubApi

type Json = Record<string, unknown>
const clone = (v: Json): Json => structuredClone(v)
/** The repository of the examples, renamed acme/app (the emulator's repository). */
function inAcmeApp(payload: Json): Json {
  const p = clone(payload)
  p.repository = { ...(p.repository as Json), full_name: 'acme/app', default_branch: 'main' }
  return p
}
/** GitHub's example comment, made a comment on PR `number` (as GitHub sends it on a PR). */
function commentOnPr(number: number): Json {
  const p = inAcmeApp(examplesOf('issue_comment')[0]![1])
  const issue = p.issue as Json
  issue.number = number
  issue.pull_request = { url: `https://api.github.com/repos/acme/app/pulls/${number}` }
  return p
}

beforeAll(async () => {
  t = await startE2E()
  await t.emu.client.createQueue({ repo: REPO, targetBranch: RELEASE })
  gh = await startFakeGitHubApi()
})
afterAll(async () => {
  await gh.close()
  await t.stop()
})
beforeEach(async () => {
  gh.fail(undefined)
  gh.requests.length = 0
  await t.emu.control('/requests/reset', {})
})

function act(
  command: string,
  inputs: Record<string, string>,
  event: { name: string; payload: Json; env?: Record<string, string> },
) {
  return t.act(
    command,
    { 'github-token': GH_TOKEN, ...inputs },
    {
      event: event.payload,
      eventName: event.name,
      env: { GITHUB_API_URL: gh.url, ...event.env },
    },
  )
}

/** Registers PR `number` with the emulator and the fake GitHub: base `base`, head `head`. */
async function pr(number: number, base: string, head: string) {
  await openPr(t, number, head, { baseBranch: base })
  gh.addPullRequest(
    'acme',
    'app',
    examplePullRequest({ number, baseRef: base, headSha: head, owner: 'acme', repo: 'app' }),
  )
}

function expectNoTokenIn(run: { stdout: string; stderr: string; summary: string; outputs: Json }) {
  for (const text of [run.stdout, run.stderr, run.summary, JSON.stringify(run.outputs)]) {
    expect(text.replace(/^::add-mask::.*$/gm, '')).not.toContain(GH_TOKEN)
  }
}

describe('where the queue, the PR and the commit come from', () => {
  it('a /merge comment on a release/2.0 PR submits it to the release/2.0 queue, with its head sha, after one lookup', async () => {
    const head = sha()
    await pr(51, RELEASE, head)
    const run = await act('submit', {}, { name: 'issue_comment', payload: commentOnPr(51) })
    expect(run.code).toBe(0)
    expect(gh.requests.map((r) => r.path)).toEqual(['/repos/acme/app/pulls/51'])
    expect(run.outputs).toMatchObject({ outcome: 'success', 'pr-number': '51' })
    const inRelease = await t.emu.client.getSubmittedPullRequest({
      repo: REPO,
      targetBranch: RELEASE,
      pr: { number: 51 },
    })
    expect(inRelease.prSha).toBe(head)
    expect(
      await t.emu.client.findSubmittedPullRequest({
        repo: REPO,
        targetBranch: 'main',
        pr: { number: 51 },
      }),
    ).toBeNull()
    expect(run.stdout).toContain(`target branch: ${RELEASE} (from github-api)`)
    expectNoTokenIn(run)
  })

  it('a pull_request event needs no lookup: zero GitHub requests', async () => {
    const head = sha()
    await pr(52, RELEASE, head)
    await t.emu.client.submitPullRequest({ repo: REPO, targetBranch: RELEASE, pr: { number: 52 } })
    const run = await act(
      'status',
      {},
      { name: 'pull_request', payload: pullRequestEvent(52, head, RELEASE) },
    )
    expect(run.outputs).toMatchObject({ outcome: 'success', 'pr-sha': head, 'pr-number': '52' })
    expect(gh.requests).toHaveLength(0)
  })

  it('workflow_dispatch with pr-number: one lookup; with target-branch and pr-sha given: none', async () => {
    const head = sha()
    await pr(53, RELEASE, head)
    await t.emu.client.submitPullRequest({ repo: REPO, targetBranch: RELEASE, pr: { number: 53 } })
    const dispatch = {
      name: 'workflow_dispatch',
      payload: inAcmeApp(examplesOf('workflow_dispatch')[0]![1]),
    }
    const looked = await act('status', { 'pr-number': '53' }, dispatch)
    expect(looked.outputs).toMatchObject({
      outcome: 'success',
      state: expect.any(String),
      'pr-sha': head,
    })
    expect(gh.requests).toHaveLength(1)
    gh.requests.length = 0
    const given = await act(
      'status',
      { 'pr-number': '53', 'target-branch': RELEASE, 'pr-sha': head },
      dispatch,
    )
    expect(given.outputs.outcome).toBe('success')
    expect(gh.requests).toHaveLength(0)
  })

  it("a push to the queue's test branch asks the right queue: the PR's base, from the lookup", async () => {
    const head = sha()
    await pr(54, RELEASE, head)
    await t.emu.client.submitPullRequest({ repo: REPO, targetBranch: RELEASE, pr: { number: 54 } })
    const uuid = '5df78918-0d3c-4a3e-9f5e-2b1c3d4e5f60'
    const ref = `refs/heads/trunk-merge/pr-54/${uuid}`
    const payload = inAcmeApp(examplesOf('push')[0]![1])
    payload.ref = ref
    const run = await act(
      'status',
      {},
      {
        name: 'push',
        payload,
        env: { GITHUB_REF: ref, GITHUB_REF_NAME: `trunk-merge/pr-54/${uuid}` },
      },
    )
    expect(run.outputs).toMatchObject({ 'is-merge-queue-run': 'true', 'pr-number': '54' })
    expect(run.stdout).toContain(`target branch: ${RELEASE} (from github-api)`)
    expect(gh.requests.map((r) => r.path)).toEqual(['/repos/acme/app/pulls/54'])
  })
})

describe('a lookup that fails stops the step before any request to the merge queue service', () => {
  it.each([401, 403, 404, 500] as const)('GitHub answers %s', async (status) => {
    gh.fail(status)
    const run = await act('submit', {}, { name: 'issue_comment', payload: commentOnPr(55) })
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ outcome: 'error', 'error-kind': 'github-lookup' })
    const message = failureMessage(run)
    expect(message).toContain('target-branch')
    expect(message).toContain('pr-sha')
    expect(message).toContain('pull-requests: read')
    expect(await t.requestCount()).toBe(0)
    expectNoTokenIn(run)
  })

  it('no github-token: the inputs to set are named, and nothing is sent anywhere', async () => {
    const run = await t.act(
      'submit',
      { 'github-token': '' },
      { event: commentOnPr(56), eventName: 'issue_comment', env: { GITHUB_API_URL: gh.url } },
    )
    expect(run.outputs).toMatchObject({ outcome: 'error', 'error-kind': 'input' })
    expect(failureMessage(run)).toMatch(/^Input 'target-branch': .*github-token is empty/)
    expect(gh.requests).toHaveLength(0)
    expect(await t.requestCount()).toBe(0)
  })

  it('a comment on an issue, not a PR, names pr-number and sends nothing', async () => {
    const payload = commentOnPr(57)
    delete (payload.issue as Json).pull_request
    const run = await act('submit', {}, { name: 'issue_comment', payload })
    expect(run.outputs).toMatchObject({ outcome: 'error', 'error-kind': 'input' })
    expect(failureMessage(run)).toMatch(/^Input 'pr-number'/)
    expect(gh.requests).toHaveLength(0)
    expect(await t.requestCount()).toBe(0)
  })
})
