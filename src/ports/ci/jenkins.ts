/**
 * Jenkins' build environment (multibranch pipelines with the Git plugin). Variables as documented
 * in Jenkins' own list (JENKINS_URL/env-vars.html, "Pipeline Syntax > Global Variable Reference"):
 * - JENKINS_URL: the server's URL, on every build.
 * - GIT_URL: the remote URL of the repository (Git plugin).
 * - BRANCH_NAME: the branch being built; for a change request an arbitrary name such as `PR-24`.
 * - CHANGE_ID: the change request's id (the PR number), when the build is for one; else unset.
 * - CHANGE_TARGET: the branch the change would merge into (the PR's base), when supported.
 * - CHANGE_URL: the change's URL (`…/pull/24` on GitHub).
 * - CHANGE_FORK: the name of the fork the change comes from; unset for a change from the repository.
 * - GIT_COMMIT: the commit checked out. For a PR, GitHub Branch Source builds by default the PR
 *   merged with its target, so GIT_COMMIT is not the PR's head and is never taken as it: the head
 *   comes from --pr-sha or the lookup with GITHUB_TOKEN.
 */
import { parseTestBranch } from '../run-context.js'
import { parseRepositoryUrl } from './repository-url.js'
import { envValue, prNumberOf, type CiContext } from './types.js'

/** True on a Jenkins build. */
export function isJenkins(env: NodeJS.ProcessEnv): boolean {
  return !!envValue(env, 'JENKINS_URL')
}

/** Reads a Jenkins build's context. */
export function readJenkins(env: NodeJS.ProcessEnv): CiContext {
  const ctx: CiContext = { ci: 'jenkins', label: 'Jenkins', notes: [] }
  const gitUrl = envValue(env, 'GIT_URL')
  const repo = parseRepositoryUrl(gitUrl)
  if (repo) ctx.repository = { value: repo, from: 'GIT_URL' }
  else if (gitUrl) ctx.notes.push('GIT_URL is not the clone URL of an owner/name repository')
  const branch = envValue(env, 'BRANCH_NAME')
  if (branch) ctx.branch = { value: branch, from: 'BRANCH_NAME' }

  const changeId = envValue(env, 'CHANGE_ID')
  if (!changeId) ctx.noPr = 'CHANGE_ID is unset'
  if (!changeId || parseTestBranch(branch)) return ctx
  const number = prNumberOf(changeId)
  const changeUrl = envValue(env, 'CHANGE_URL')
  if (number === undefined) {
    ctx.notes.push(`CHANGE_ID is ${JSON.stringify(changeId)}, not a PR number`)
    return ctx
  }
  if (changeUrl && !/\/pull\/\d+\/?$/.test(changeUrl)) {
    ctx.notes.push(`CHANGE_URL (${changeUrl}) is not a GitHub pull request`)
    return ctx
  }
  ctx.pr = {
    number: { value: number, from: 'CHANGE_ID' },
    fromFork: !!envValue(env, 'CHANGE_FORK'),
  }
  const target = envValue(env, 'CHANGE_TARGET')
  if (target) ctx.pr.baseBranch = { value: target, from: 'CHANGE_TARGET' }
  if (envValue(env, 'GIT_COMMIT')) {
    ctx.notes.push(
      "GIT_COMMIT is not taken as the PR's head (Jenkins may build the PR merged with its target)",
    )
  }
  return ctx
}
