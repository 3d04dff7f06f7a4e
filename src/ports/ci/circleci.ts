/**
 * CircleCI's job environment. Variables as documented at
 * https://circleci.com/docs/reference/variables/:
 * - CIRCLECI: `true` on every job.
 * - CIRCLE_PROJECT_USERNAME, CIRCLE_PROJECT_REPONAME: the project's owner and repository name.
 * - CIRCLE_REPOSITORY_URL: the repository's clone URL (gives the host).
 * - CIRCLE_BRANCH: the branch being built (CircleCI builds branches, not merge commits).
 * - CIRCLE_SHA1: the last commit of the build: the head of the branch, so the PR's head on a PR.
 * - CIRCLE_PULL_REQUEST: the URL of the associated PR; with several PRs on the branch, one of
 *   them picked at random, so it is taken only when CIRCLE_PULL_REQUESTS lists exactly one.
 * - CIRCLE_PULL_REQUESTS: the comma-separated URLs of every PR of the branch.
 * - CIRCLE_PR_NUMBER: the PR number, on fork PRs only.
 * CircleCI gives no PR base branch: it comes from --target-branch, or a lookup with GITHUB_TOKEN.
 */
import { parseTestBranch } from '../run-context.js'
import { parsePullRequestUrl, parseRepositoryUrl } from './repository-url.js'
import { envValue, FULL_SHA, prNumberOf, type CiContext } from './types.js'

/** True on a CircleCI job. */
export function isCircleCi(env: NodeJS.ProcessEnv): boolean {
  return env.CIRCLECI === 'true'
}

/** Reads a CircleCI job's context. */
export function readCircleCi(env: NodeJS.ProcessEnv): CiContext {
  const ctx: CiContext = { ci: 'circleci', label: 'CircleCI', notes: [] }
  const owner = envValue(env, 'CIRCLE_PROJECT_USERNAME')
  const name = envValue(env, 'CIRCLE_PROJECT_REPONAME')
  const cloned = parseRepositoryUrl(envValue(env, 'CIRCLE_REPOSITORY_URL'))
  if (owner && name && /^[\w.-]+$/.test(owner) && /^[\w.-]+$/.test(name)) {
    const fullName = `${owner}/${name}`
    // The host of the clone URL, when it names the same repository; else the default host.
    const host =
      cloned && cloned.fullName.toLowerCase() === fullName.toLowerCase()
        ? cloned.host
        : 'github.com'
    ctx.repository = {
      value: { fullName, host },
      from: 'CIRCLE_PROJECT_USERNAME/CIRCLE_PROJECT_REPONAME',
    }
  } else if (cloned) {
    ctx.repository = { value: cloned, from: 'CIRCLE_REPOSITORY_URL' }
  }
  const branch = envValue(env, 'CIRCLE_BRANCH')
  if (branch) ctx.branch = { value: branch, from: 'CIRCLE_BRANCH' }
  if (parseTestBranch(branch)) return ctx

  const pr = readPullRequest(env, ctx)
  if (!pr) return ctx
  ctx.pr = { number: pr }
  const sha = envValue(env, 'CIRCLE_SHA1')
  if (sha && FULL_SHA.test(sha)) ctx.pr.headSha = { value: sha.toLowerCase(), from: 'CIRCLE_SHA1' }
  else if (sha) ctx.notes.push(`CIRCLE_SHA1 is ${JSON.stringify(sha)}, not a full commit sha`)
  if (env.CIRCLE_PR_NUMBER) ctx.pr.fromFork = true
  return ctx
}

/** The one PR of the build: CIRCLE_PR_NUMBER (forks), else the only URL of the branch's PRs. */
function readPullRequest(env: NodeJS.ProcessEnv, ctx: CiContext) {
  const forkNumber = prNumberOf(envValue(env, 'CIRCLE_PR_NUMBER'))
  if (forkNumber !== undefined) return { value: forkNumber, from: 'CIRCLE_PR_NUMBER' }
  const all = (envValue(env, 'CIRCLE_PULL_REQUESTS') ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean)
  if (all.length > 1) {
    ctx.notes.push(
      `the branch has ${all.length} PRs (CIRCLE_PULL_REQUESTS), so CircleCI does not say which one this build is for`,
    )
    return undefined
  }
  const url = envValue(env, 'CIRCLE_PULL_REQUEST') ?? all[0]
  if (!url) {
    ctx.noPr = 'CIRCLE_PULL_REQUEST, CIRCLE_PULL_REQUESTS and CIRCLE_PR_NUMBER are unset'
    return undefined
  }
  const parsed = parsePullRequestUrl(url)
  if (!parsed) {
    ctx.notes.push(`CIRCLE_PULL_REQUEST is ${JSON.stringify(url)}, not a pull request URL`)
    return undefined
  }
  const repo = ctx.repository?.value
  if (
    repo &&
    (parsed.repository.fullName.toLowerCase() !== repo.fullName.toLowerCase() ||
      parsed.repository.host !== repo.host)
  ) {
    ctx.notes.push(`CIRCLE_PULL_REQUEST is a PR of another repository (${url})`)
    return undefined
  }
  return { value: parsed.number, from: 'CIRCLE_PULL_REQUEST' }
}
