/**
 * The CI readers: each CI's documented variables give the repository, the PR, its base branch and
 * head commit; what a CI does not say (or says ambiguously) is left out, and the core's one
 * resolver (the action's too) then names the flag to set, before any request.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { readCiContext } from '../../src/ports/ci/detect.js'
import type { CiContext } from '../../src/ports/ci/types.js'
import { cliInputName } from '../../src/cli/io.js'
import { InputError } from '../../src/inputs/errors.js'
import { renderRefs } from '../../src/ports/text.js'
import { readInputs } from '../../src/runner/settings.js'
import { parsePullRequestUrl, parseRepositoryUrl } from '../../src/ports/ci/repository-url.js'
import { toRunContext } from '../../src/ports/ci/run-context.js'
import { parseTestBranch } from '../../src/ports/run-context.js'

const HEAD = 'a'.repeat(40)
const UUID = '0f4e6a4e-3c1b-4a8e-9d2a-1b2c3d4e5f60'
/** A PR command (cancel: the head commit if known), or one that needs the head (upload-targets). */
type Probe = 'pr' | 'upload'
const PR_NEEDS: Probe = 'pr'
const UPLOAD_NEEDS: Probe = 'upload'

/**
 * What the core refuses for a command-line run in this CI, before any request (the flag and the
 * message, as the CLI prints them); undefined when every value is known or can be looked up.
 * `canLookUp`: GITHUB_TOKEN is set.
 */
function findMissingContext(
  probe: Probe,
  given: { repository?: string; prNumber?: number; targetBranch?: string },
  ci: CiContext,
  canLookUp: boolean,
): { flag: string; message: string } | undefined {
  const ctx = toRunContext(ci, canLookUp ? { GITHUB_TOKEN: 'ghs_ciContextLookupToken' } : {})
  const inputs: Record<string, string> = {
    command: probe === 'pr' ? 'cancel' : 'upload-targets',
    'api-token': 'tok_ciContextToken',
    ...(probe === 'upload' ? { 'impacted-targets': 'ALL' } : {}),
    ...(given.repository ? { repository: given.repository } : {}),
    ...(given.prNumber !== undefined ? { 'pr-number': String(given.prNumber) } : {}),
    ...(given.targetBranch ? { 'target-branch': given.targetBranch } : {}),
  }
  const read = (name: string) =>
    inputs[name] ?? (name === 'github-token' ? (ctx.githubToken ?? '') : '')
  try {
    readInputs(read, ctx, () => {}, 'cli')
    return undefined
  } catch (e) {
    if (!(e instanceof InputError)) throw e
    const message = renderRefs(e.describe(cliInputName), (_, name) => cliInputName(name))
    return { flag: cliInputName(e.input), message }
  }
}

describe('repository URLs', () => {
  it.each([
    ['git@github.com:acme/app.git', 'github.com', 'acme/app'],
    ['git@github.com:acme/app', 'github.com', 'acme/app'],
    ['ssh://git@github.com/acme/app.git', 'github.com', 'acme/app'],
    ['ssh://git@ghe.example.com:2222/acme/app.git', 'ghe.example.com', 'acme/app'],
    ['https://github.com/acme/app.git', 'github.com', 'acme/app'],
    ['https://GitHub.com/acme/app/', 'github.com', 'acme/app'],
    ['https://x-access-token:secret@github.com/acme/app.git', 'github.com', 'acme/app'],
    ['git://github.com/acme/my.app.git', 'github.com', 'acme/my.app'],
  ])('%s is %s %s', (url, host, fullName) => {
    expect(parseRepositoryUrl(url)).toEqual({ host, fullName })
  })

  it.each([
    '',
    'acme/app',
    'https://gitlab.com/group/sub/app.git',
    'file:///srv/git/app.git',
    '/srv/git/app.git',
    'https://github.com/acme',
    'https://github.com/../app',
  ])('%j is no repository', (url) => {
    expect(parseRepositoryUrl(url)).toBeUndefined()
  })

  it('reads PR URLs, and nothing else', () => {
    expect(parsePullRequestUrl('https://github.com/acme/app/pull/42')).toEqual({
      number: 42,
      repository: { host: 'github.com', fullName: 'acme/app' },
    })
    expect(parsePullRequestUrl('https://github.com/acme/app/issues/42')).toBeUndefined()
    expect(parsePullRequestUrl('https://github.com/acme/app/pull/0')).toBeUndefined()
  })
})

describe('Buildkite', () => {
  const base = { BUILDKITE: 'true', BUILDKITE_REPO: 'git@github.com:acme/app.git' }

  it('a PR build gives the PR, its base branch and its head commit', () => {
    const ci = readCiContext({
      ...base,
      BUILDKITE_BRANCH: 'feature',
      BUILDKITE_PULL_REQUEST: '42',
      BUILDKITE_PULL_REQUEST_BASE_BRANCH: 'main',
      BUILDKITE_COMMIT: HEAD.toUpperCase(),
      BUILDKITE_PULL_REQUEST_REPO: 'https://github.com/someone/app.git',
    })
    expect(ci).toMatchObject({
      ci: 'buildkite',
      repository: { value: { host: 'github.com', fullName: 'acme/app' }, from: 'BUILDKITE_REPO' },
      pr: {
        number: { value: 42, from: 'BUILDKITE_PULL_REQUEST' },
        baseBranch: { value: 'main', from: 'BUILDKITE_PULL_REQUEST_BASE_BRANCH' },
        headSha: { value: HEAD, from: 'BUILDKITE_COMMIT' },
        fromFork: true,
      },
    })
    expect(findMissingContext(UPLOAD_NEEDS, {}, ci, false)).toBeUndefined()
  })

  it('BUILDKITE_PULL_REQUEST "false" is no PR: a PR command asks for --pr-number', () => {
    const ci = readCiContext({ ...base, BUILDKITE_BRANCH: 'main', BUILDKITE_PULL_REQUEST: 'false' })
    expect(ci.pr).toBeUndefined()
    const missing = findMissingContext(PR_NEEDS, {}, ci, true)
    expect(missing?.flag).toBe('--pr-number')
    expect(missing?.message).toContain('(BUILDKITE_PULL_REQUEST is "false")')
    expect(missing?.message).toContain('the branch main is not a merge-queue test branch')
  })

  it('a test branch gives the PR under test but not its base branch: the lookup or the flag', () => {
    const ci = readCiContext({
      ...base,
      BUILDKITE_BRANCH: `trunk-merge/pr-12/${UUID}`,
      BUILDKITE_PULL_REQUEST: 'false',
      BUILDKITE_COMMIT: HEAD,
    })
    expect(ci.pr).toBeUndefined()
    const missing = findMissingContext(PR_NEEDS, {}, ci, false)
    expect(missing).toEqual({
      flag: '--target-branch',
      message: expect.stringContaining('Buildkite does not give the base branch of PR #12'),
    })
    expect(findMissingContext(PR_NEEDS, {}, ci, true)).toBeUndefined()
    expect(findMissingContext(PR_NEEDS, { targetBranch: 'main' }, ci, false)).toBeUndefined()
    // The test branch's commit is not the PR's head: upload-targets needs --pr-sha or the lookup.
    expect(findMissingContext(UPLOAD_NEEDS, { targetBranch: 'main' }, ci, false)?.flag).toBe(
      '--pr-sha',
    )
    const run = toRunContext(ci, {})
    expect(run.ref).toBe(`refs/heads/trunk-merge/pr-12/${UUID}`)
    expect(parseTestBranch(run.ref)).toEqual({ prNumber: 12, testRunId: UUID })
    expect(run.pr).toBeUndefined()
  })

  it('a merge-refspec build or a symbolic commit gives no head commit, and says why', () => {
    const pr = { ...base, BUILDKITE_PULL_REQUEST: '5', BUILDKITE_PULL_REQUEST_BASE_BRANCH: 'main' }
    const merged = readCiContext({
      ...pr,
      BUILDKITE_COMMIT: HEAD,
      BUILDKITE_PULL_REQUEST_USING_MERGE_REFSPEC: 'true',
    })
    expect(merged.pr?.headSha).toBeUndefined()
    const symbolic = readCiContext({ ...pr, BUILDKITE_COMMIT: 'HEAD' })
    expect(symbolic.pr?.headSha).toBeUndefined()
    const missing = findMissingContext(UPLOAD_NEEDS, {}, symbolic, false)
    expect(missing?.flag).toBe('--pr-sha')
    expect(missing?.message).toContain('BUILDKITE_COMMIT is "HEAD", not a full commit sha')
  })

  it('without BUILDKITE_REPO the repository is asked for', () => {
    const ci = readCiContext({ BUILDKITE: 'true' })
    const missing = findMissingContext(PR_NEEDS, {}, ci, true)
    expect(missing?.flag).toBe('--repository')
    expect(missing?.message).toContain('Buildkite gives no repository (BUILDKITE_REPO)')
  })
})

describe('CircleCI', () => {
  const base = {
    CIRCLECI: 'true',
    CIRCLE_PROJECT_USERNAME: 'acme',
    CIRCLE_PROJECT_REPONAME: 'app',
    CIRCLE_REPOSITORY_URL: 'git@github.com:acme/app.git',
    CIRCLE_BRANCH: 'feature',
    CIRCLE_SHA1: HEAD,
  }

  it('the PR comes from its URL, the head from CIRCLE_SHA1; the base branch from a flag or lookup', () => {
    const ci = readCiContext({
      ...base,
      CIRCLE_PULL_REQUEST: 'https://github.com/acme/app/pull/7',
      CIRCLE_PULL_REQUESTS: 'https://github.com/acme/app/pull/7',
    })
    expect(ci.pr).toEqual({
      number: { value: 7, from: 'CIRCLE_PULL_REQUEST' },
      headSha: { value: HEAD, from: 'CIRCLE_SHA1' },
    })
    expect(ci.repository?.value).toEqual({ host: 'github.com', fullName: 'acme/app' })
    const missing = findMissingContext(PR_NEEDS, {}, ci, false)
    expect(missing?.flag).toBe('--target-branch')
    expect(missing?.message).toContain('CircleCI does not give the base branch of PR #7')
    expect(missing?.message).toContain('GITHUB_TOKEN')
  })

  it('a branch with two PRs names none of them', () => {
    const ci = readCiContext({
      ...base,
      CIRCLE_PULL_REQUEST: 'https://github.com/acme/app/pull/8',
      CIRCLE_PULL_REQUESTS: 'https://github.com/acme/app/pull/7,https://github.com/acme/app/pull/8',
    })
    expect(ci.pr).toBeUndefined()
    const missing = findMissingContext(PR_NEEDS, { targetBranch: 'main' }, ci, true)
    expect(missing?.flag).toBe('--pr-number')
    expect(missing?.message).toContain('the branch has 2 PRs (CIRCLE_PULL_REQUESTS)')
  })

  it('a fork PR: CIRCLE_PR_NUMBER', () => {
    const ci = readCiContext({ ...base, CIRCLE_BRANCH: 'pull/9', CIRCLE_PR_NUMBER: '9' })
    expect(ci.pr).toMatchObject({ number: { value: 9, from: 'CIRCLE_PR_NUMBER' }, fromFork: true })
  })

  it("another repository's PR URL is not taken", () => {
    const ci = readCiContext({
      ...base,
      CIRCLE_PULL_REQUEST: 'https://github.com/other/app/pull/7',
    })
    expect(ci.pr).toBeUndefined()
    expect(ci.notes.join()).toContain('a PR of another repository')
  })
})

describe('Jenkins', () => {
  const base = {
    JENKINS_URL: 'https://jenkins.example.com/',
    GIT_URL: 'https://github.com/acme/app.git',
    GIT_COMMIT: HEAD,
  }

  it('a PR build gives the PR and its target; never GIT_COMMIT as the head', () => {
    const ci = readCiContext({
      ...base,
      BRANCH_NAME: 'PR-24',
      CHANGE_ID: '24',
      CHANGE_TARGET: 'main',
      CHANGE_URL: 'https://github.com/acme/app/pull/24',
    })
    expect(ci.pr).toEqual({
      number: { value: 24, from: 'CHANGE_ID' },
      baseBranch: { value: 'main', from: 'CHANGE_TARGET' },
      fromFork: false,
    })
    expect(findMissingContext(PR_NEEDS, {}, ci, false)).toBeUndefined()
    const missing = findMissingContext(UPLOAD_NEEDS, {}, ci, false)
    expect(missing?.flag).toBe('--pr-sha')
    expect(missing?.message).toContain("GIT_COMMIT is not taken as the PR's head")
  })

  it('a change that is not a GitHub PR is not taken as one', () => {
    const ci = readCiContext({
      ...base,
      CHANGE_ID: '3',
      CHANGE_URL: 'https://gitlab.example.com/acme/app/-/merge_requests/3',
    })
    expect(ci.pr).toBeUndefined()
  })

  it('a test branch build gives the PR under test', () => {
    const ci = readCiContext({ ...base, BRANCH_NAME: `trunk-merge/pr-31/${UUID}` })
    expect(findMissingContext(PR_NEEDS, { targetBranch: 'main' }, ci, false)).toBeUndefined()
  })
})

describe('GitHub Actions', () => {
  it("reads the event payload with the action's reader", () => {
    const dir = mkdtempSync(join(tmpdir(), 'mq-cli-ci-'))
    try {
      const event = join(dir, 'event.json')
      writeFileSync(
        event,
        JSON.stringify({
          pull_request: {
            number: 5,
            head: { sha: HEAD, repo: { full_name: 'acme/app' } },
            base: { ref: 'main', repo: { full_name: 'acme/app' } },
          },
          repository: { full_name: 'acme/app' },
        }),
      )
      const env = {
        GITHUB_ACTIONS: 'true',
        GITHUB_REPOSITORY: 'acme/app',
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: event,
        // Buildkite's variables in the same environment do not win over the job's own CI.
        BUILDKITE: 'true',
      }
      const ci = readCiContext(env)
      expect(ci.ci).toBe('github-actions')
      expect(ci.pr).toMatchObject({ number: { value: 5 }, baseBranch: { value: 'main' } })
      expect(toRunContext(ci, { ...env, GITHUB_TOKEN: 'ghs_x' })).toMatchObject({
        pr: { number: 5, headSha: HEAD, baseBranch: 'main', fromFork: false },
        githubToken: 'ghs_x',
      })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('no CI', () => {
  it('everything from flags; a missing one is named', () => {
    const ci = readCiContext({})
    expect(ci.ci).toBe('none')
    expect(findMissingContext(PR_NEEDS, { repository: 'acme/app' }, ci, true)?.message).toBe(
      '--pr-number: is not set, and no CI was detected (Buildkite, CircleCI, Jenkins or GitHub Actions) to name the PR; expected the PR number, e.g. --pr-number 123.',
    )
    expect(
      findMissingContext(
        PR_NEEDS,
        { repository: 'acme/app', prNumber: 3, targetBranch: 'main' },
        ci,
        false,
      ),
    ).toBeUndefined()
  })

  it("a --repository other than the CI's drops the CI's PR", () => {
    const ci = readCiContext({
      BUILDKITE: 'true',
      BUILDKITE_REPO: 'git@github.com:acme/app.git',
      BUILDKITE_PULL_REQUEST: '4',
      BUILDKITE_PULL_REQUEST_BASE_BRANCH: 'main',
    })
    expect(findMissingContext(PR_NEEDS, { repository: 'acme/other' }, ci, true)?.flag).toBe(
      '--pr-number',
    )
  })
})

describe("the core's RunContext", () => {
  it("a CI's PR build is the PR's own check; GITHUB_TOKEN and the host's API for the lookup", () => {
    const ci = readCiContext({
      BUILDKITE: 'true',
      BUILDKITE_REPO: 'git@ghe.example.com:acme/app.git',
      BUILDKITE_BRANCH: 'feature',
      BUILDKITE_PULL_REQUEST: '4',
      BUILDKITE_PULL_REQUEST_BASE_BRANCH: 'main',
      BUILDKITE_COMMIT: HEAD,
    })
    expect(toRunContext(ci, { GITHUB_TOKEN: ' ghs_y ' })).toEqual({
      repository: 'acme/app',
      serverHost: 'ghe.example.com',
      pr: {
        number: 4,
        headSha: HEAD,
        baseBranch: 'main',
        fromFork: false,
        runIsPrCheck: true,
        sources: {
          number: 'BUILDKITE_PULL_REQUEST',
          headSha: 'BUILDKITE_COMMIT',
          baseBranch: 'BUILDKITE_PULL_REQUEST_BASE_BRANCH',
        },
      },
      ref: 'refs/heads/feature',
      apiUrl: 'https://ghe.example.com/api/v3',
      githubToken: 'ghs_y',
      ci: {
        label: 'Buildkite',
        detected: true,
        repositoryVariable: 'BUILDKITE_REPO',
        notes: [],
        branch: 'feature',
      },
    })
    expect(
      toRunContext(readCiContext({ JENKINS_URL: 'x', GIT_URL: 'https://github.com/a/b' }), {}),
    ).toMatchObject({
      repository: 'a/b',
      serverHost: 'github.com',
      apiUrl: 'https://api.github.com',
    })
  })
})

describe('why no PR: what the variables say, never "unset" when they are set (issue 24)', () => {
  it('CircleCI: CIRCLE_PULL_REQUEST of another repository is named, not called unset', () => {
    const ci = readCiContext({
      CIRCLECI: 'true',
      CIRCLE_PROJECT_USERNAME: 'acme',
      CIRCLE_PROJECT_REPONAME: 'app',
      CIRCLE_BRANCH: 'feature',
      CIRCLE_PULL_REQUEST: 'https://github.com/other/app/pull/5',
    })
    const missing = findMissingContext(PR_NEEDS, {}, ci, false)
    expect(missing?.flag).toBe('--pr-number')
    expect(missing?.message).toContain('CIRCLE_PULL_REQUEST is a PR of another repository')
    expect(missing?.message).not.toMatch(/unset/)
  })

  it('CircleCI: with no PR variable at all, says they are unset', () => {
    const ci = readCiContext({
      CIRCLECI: 'true',
      CIRCLE_PROJECT_USERNAME: 'acme',
      CIRCLE_PROJECT_REPONAME: 'app',
      CIRCLE_BRANCH: 'feature',
    })
    expect(findMissingContext(PR_NEEDS, {}, ci, false)?.message).toContain(
      '(CIRCLE_PULL_REQUEST, CIRCLE_PULL_REQUESTS and CIRCLE_PR_NUMBER are unset)',
    )
  })

  it('Jenkins: CHANGE_ID=44 for a change that is no GitHub PR is not "CHANGE_ID is unset"', () => {
    const ci = readCiContext({
      JENKINS_URL: 'https://jenkins.example.com/',
      GIT_URL: 'https://github.com/acme/app.git',
      BRANCH_NAME: 'PR-44',
      CHANGE_ID: '44',
      CHANGE_URL: 'https://gitlab.example.com/acme/app/-/merge_requests/44',
    })
    const message = findMissingContext(PR_NEEDS, {}, ci, false)?.message ?? ''
    expect(message).toContain('is not a GitHub pull request')
    expect(message).not.toContain('CHANGE_ID is unset')
  })
})
