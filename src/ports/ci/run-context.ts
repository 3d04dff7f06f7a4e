/**
 * A CI's context as the core's RunContext: the PR the CI names (a CI's PR build is one of the PR's
 * checks), the branch it builds as the ref (a test branch gives the PR under test), GITHUB_TOKEN
 * for the one lookup. On GitHub Actions, the action's own reading of the run.
 */
import type { RunCi, RunContext } from '../run-context.js'
import type { CiContext, CiName } from './types.js'

/** Where each CI names the repository, for the messages. */
const REPOSITORY_VARIABLE: Record<CiName, string> = {
  buildkite: 'BUILDKITE_REPO',
  circleci: 'CIRCLE_PROJECT_USERNAME/CIRCLE_PROJECT_REPONAME',
  jenkins: 'GIT_URL',
  'github-actions': 'GITHUB_REPOSITORY',
  none: 'no CI was detected',
}

/** The GitHub REST API of a repository host: GITHUB_API_URL when set, else the host's own. */
export function githubApiUrl(host: string, env: NodeJS.ProcessEnv): string {
  if (env.GITHUB_API_URL) return env.GITHUB_API_URL
  return host === 'github.com' ? 'https://api.github.com' : `https://${host}/api/v3`
}

/** The RunContext of a CI run. */
export function toRunContext(ci: CiContext, env: NodeJS.ProcessEnv): RunContext {
  const githubToken = env.GITHUB_TOKEN?.trim() || undefined
  if (ci.workflow) return { ...ci.workflow, ...(githubToken ? { githubToken } : {}) }
  const repo = ci.repository?.value
  const serverHost = repo?.host ?? 'github.com'
  const described: RunCi = {
    label: ci.label,
    detected: ci.ci !== 'none',
    repositoryVariable: REPOSITORY_VARIABLE[ci.ci],
    notes: ci.notes,
    ...(ci.noPr ? { noPr: ci.noPr } : {}),
    ...(ci.branch ? { branch: ci.branch.value } : {}),
  }
  return {
    ci: described,
    ...(repo ? { repository: repo.fullName } : {}),
    serverHost,
    ...(ci.pr
      ? {
          pr: {
            number: ci.pr.number.value,
            ...(ci.pr.headSha ? { headSha: ci.pr.headSha.value } : {}),
            ...(ci.pr.baseBranch ? { baseBranch: ci.pr.baseBranch.value } : {}),
            fromFork: ci.pr.fromFork ?? false,
            runIsPrCheck: true,
            sources: {
              number: variable(ci.pr.number.from),
              ...(ci.pr.headSha ? { headSha: variable(ci.pr.headSha.from) } : {}),
              ...(ci.pr.baseBranch ? { baseBranch: variable(ci.pr.baseBranch.from) } : {}),
            },
          },
        }
      : {}),
    ...(ci.branch ? { ref: `refs/heads/${ci.branch.value}` } : {}),
    // No run id: the service takes one instead of a token from GitHub Actions fork runs only.
    apiUrl: githubApiUrl(serverHost, env),
    ...(githubToken ? { githubToken } : {}),
  }
}

/** A CI variable's name as a value source (the names are upper case already). */
function variable(name: string): Uppercase<string> {
  return name.toUpperCase() as Uppercase<string>
}
