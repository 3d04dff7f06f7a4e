/**
 * A CI's context in the shape the commands' context resolution reads (the action's
 * WorkflowContext): the PR the CI names becomes the event's PR, the branch it builds the ref, so
 * the same rules apply on every CI (inputs win; a test branch gives the PR under test; a missing
 * base branch or head commit is looked up, or asked for, never guessed).
 */
import { parseTestBranch, type WorkflowContext } from '../../action/workflow-context.js'
import type { CiContext } from './types.js'

/** The GitHub REST API of a repository host: GITHUB_API_URL when set, else the host's own. */
export function githubApiUrl(host: string, env: NodeJS.ProcessEnv): string {
  if (env.GITHUB_API_URL) return env.GITHUB_API_URL
  return host === 'github.com' ? 'https://api.github.com' : `https://${host}/api/v3`
}

/** The WorkflowContext of a CI run (on GitHub Actions, the action's own reading). */
export function toWorkflowContext(ci: CiContext, env: NodeJS.ProcessEnv): WorkflowContext {
  if (ci.workflow) return ci.workflow
  const repo = ci.repository?.value
  const serverHost = repo?.host ?? 'github.com'
  const payload: Record<string, unknown> = {}
  if (repo) payload.repository = { full_name: repo.fullName }
  if (ci.pr) {
    payload.pull_request = {
      number: ci.pr.number.value,
      base: {
        ...(ci.pr.baseBranch ? { ref: ci.pr.baseBranch.value } : {}),
        ...(repo ? { repo: { full_name: repo.fullName } } : {}),
      },
      head: ci.pr.headSha ? { sha: ci.pr.headSha.value } : {},
    }
  }
  return {
    repository: repo?.fullName,
    serverHost,
    eventName: ci.label,
    pr: ci.pr && {
      number: ci.pr.number.value,
      headSha: ci.pr.headSha?.value,
      baseBranch: ci.pr.baseBranch?.value,
      fromFork: ci.pr.fromFork ?? false,
    },
    ref: ci.branch ? `refs/heads/${ci.branch.value}` : undefined,
    testBranch: parseTestBranch(ci.branch?.value),
    payload,
    // No run id: the service takes one instead of a token from GitHub Actions fork runs only.
    apiUrl: githubApiUrl(serverHost, env),
  }
}
