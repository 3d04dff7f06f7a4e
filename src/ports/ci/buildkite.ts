/**
 * Buildkite's build environment. Variables as documented at
 * https://buildkite.com/docs/pipelines/configure/environment-variables:
 * - BUILDKITE: `true` on every job.
 * - BUILDKITE_REPO: the repository's clone URL (ssh or https).
 * - BUILDKITE_BRANCH: the branch being built (a test branch `trunk-merge/pr-N/<uuid>`, or the PR's
 *   head branch on a PR build).
 * - BUILDKITE_COMMIT: the commit built; usually a 40-hex sha, but may be a symbolic name such as
 *   `HEAD` on a build started by hand, which is never taken.
 * - BUILDKITE_PULL_REQUEST: the PR number, or the string `false` when the build is not for a PR.
 * - BUILDKITE_PULL_REQUEST_BASE_BRANCH: the PR's base branch, empty when not a PR build.
 * - BUILDKITE_PULL_REQUEST_REPO: the clone URL of the PR's head repository (a fork's, for a fork PR).
 * - BUILDKITE_PULL_REQUEST_USING_MERGE_REFSPEC: `true` when the build checks out GitHub's merge
 *   ref of the PR; BUILDKITE_COMMIT is then not the PR's head, and is not taken as it.
 */
import { parseTestBranch } from '../run-context.js'
import { parseRepositoryUrl } from './repository-url.js'
import { envValue, FULL_SHA, prNumberOf, type CiContext } from './types.js'

/** True on a Buildkite job. */
export function isBuildkite(env: NodeJS.ProcessEnv): boolean {
  return env.BUILDKITE === 'true'
}

/** Reads a Buildkite job's context. */
export function readBuildkite(env: NodeJS.ProcessEnv): CiContext {
  const ctx: CiContext = { ci: 'buildkite', label: 'Buildkite', notes: [] }
  const repoUrl = envValue(env, 'BUILDKITE_REPO')
  const repo = parseRepositoryUrl(repoUrl)
  if (repo) ctx.repository = { value: repo, from: 'BUILDKITE_REPO' }
  else if (repoUrl)
    ctx.notes.push('BUILDKITE_REPO is not the clone URL of an owner/name repository')
  const branch = envValue(env, 'BUILDKITE_BRANCH')
  if (branch) ctx.branch = { value: branch, from: 'BUILDKITE_BRANCH' }

  const prRaw = envValue(env, 'BUILDKITE_PULL_REQUEST')
  if (!prRaw || prRaw === 'false') {
    ctx.noPr = prRaw ? 'BUILDKITE_PULL_REQUEST is "false"' : 'BUILDKITE_PULL_REQUEST is unset'
    return ctx
  }
  const number = prNumberOf(prRaw)
  if (number === undefined) {
    ctx.notes.push(`BUILDKITE_PULL_REQUEST is ${JSON.stringify(prRaw)}, not a PR number`)
    return ctx
  }
  if (parseTestBranch(branch)) {
    ctx.notes.push(`BUILDKITE_PULL_REQUEST is ignored on the merge-queue test branch ${branch}`)
    return ctx
  }
  ctx.pr = { number: { value: number, from: 'BUILDKITE_PULL_REQUEST' } }
  const base = envValue(env, 'BUILDKITE_PULL_REQUEST_BASE_BRANCH')
  if (base) ctx.pr.baseBranch = { value: base, from: 'BUILDKITE_PULL_REQUEST_BASE_BRANCH' }
  const commit = envValue(env, 'BUILDKITE_COMMIT')
  if (env.BUILDKITE_PULL_REQUEST_USING_MERGE_REFSPEC === 'true') {
    ctx.notes.push(
      "BUILDKITE_COMMIT is GitHub's merge commit of the PR (merge refspec), not its head",
    )
  } else if (commit && FULL_SHA.test(commit)) {
    ctx.pr.headSha = { value: commit.toLowerCase(), from: 'BUILDKITE_COMMIT' }
  } else if (commit) {
    ctx.notes.push(`BUILDKITE_COMMIT is ${JSON.stringify(commit)}, not a full commit sha`)
  }
  const headRepo = parseRepositoryUrl(envValue(env, 'BUILDKITE_PULL_REQUEST_REPO'))
  if (headRepo && repo) {
    ctx.pr.fromFork =
      headRepo.host !== repo.host || headRepo.fullName.toLowerCase() !== repo.fullName.toLowerCase()
  }
  return ctx
}
