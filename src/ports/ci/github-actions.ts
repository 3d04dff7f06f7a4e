/**
 * GitHub Actions, read by the action's own reader (GITHUB_* and the event payload), so the tool
 * takes exactly what the action takes; the summary of it below is for the tool's messages.
 */
import { readWorkflowContext } from '../github-actions/workflow-context.js'
import type { CiContext } from './types.js'

/** True in a GitHub Actions job. */
export function isGitHubActions(env: NodeJS.ProcessEnv): boolean {
  return env.GITHUB_ACTIONS === 'true'
}

/** Reads a GitHub Actions job's context. */
export function readGitHubActions(env: NodeJS.ProcessEnv): CiContext {
  const workflow = readWorkflowContext(env)
  const ctx: CiContext = { ci: 'github-actions', label: 'GitHub Actions', notes: [], workflow }
  if (workflow.problem) ctx.notes.push(workflow.problem)
  if (workflow.repository) {
    ctx.repository = {
      value: { fullName: workflow.repository, host: workflow.serverHost },
      from: 'GITHUB_REPOSITORY',
    }
  }
  const branch = env.GITHUB_HEAD_REF || env.GITHUB_REF_NAME
  if (branch)
    ctx.branch = {
      value: branch,
      from: env.GITHUB_HEAD_REF ? 'GITHUB_HEAD_REF' : 'GITHUB_REF_NAME',
    }
  const pr = workflow.pr
  if (!pr && !workflow.problem)
    ctx.noPr = `the ${workflow.eventName ?? ''} event has no pull request`.replace('  ', ' ')
  if (pr) {
    const from = `the ${workflow.eventName ?? ''} event payload`.replace('  ', ' ')
    ctx.pr = { number: { value: pr.number, from }, fromFork: pr.fromFork }
    if (pr.baseBranch) ctx.pr.baseBranch = { value: pr.baseBranch, from }
    if (pr.headSha) ctx.pr.headSha = { value: pr.headSha.toLowerCase(), from }
  }
  return ctx
}
