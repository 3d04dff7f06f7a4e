/**
 * Which CI the tool runs on, from the variable each CI sets on every job, and its context. A run
 * on none of them gets everything from flags.
 */
import { isBuildkite, readBuildkite } from './buildkite.js'
import { isCircleCi, readCircleCi } from './circleci.js'
import { isGitHubActions, readGitHubActions } from './github-actions.js'
import { isJenkins, readJenkins } from './jenkins.js'
import type { CiContext } from './types.js'

/** Reads the context of the CI the process runs on (GitHub Actions first: it may run the others' tools). */
export function readCiContext(env: NodeJS.ProcessEnv = process.env): CiContext {
  if (isGitHubActions(env)) return readGitHubActions(env)
  if (isBuildkite(env)) return readBuildkite(env)
  if (isCircleCi(env)) return readCircleCi(env)
  if (isJenkins(env)) return readJenkins(env)
  return { ci: 'none', label: 'this environment (no known CI)', notes: [] }
}
