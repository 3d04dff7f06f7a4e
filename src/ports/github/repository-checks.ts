/**
 * What GitHub says of a branch's required checks and of recent workflow runs, for `doctor`: the
 * branch protection's required status checks (`GET /repos/{o}/{r}/branches/{branch}`, readable
 * with `contents: read`), the rulesets' (`GET /repos/{o}/{r}/rules/branches/{branch}`, the rules
 * that apply to the branch, read access to metadata), and the duration of a workflow's recent successful
 * runs (`GET /repos/{o}/{r}/actions/workflows/{file}/runs`, `actions: read`). Read-only; a request
 * GitHub refuses is reported as a problem naming the permission, never thrown.
 * `@actions/github` is loaded only when doctor runs.
 */
import { quietOctokit } from './octokit.js'
import { z } from 'zod'
import { cliOnly, inputRef } from '../refs.js'

/** Where to ask, and with what token (already masked by the caller). */
export interface GitHubRepositoryTarget {
  token: string
  /** The REST API's base URL (GHES: `https://HOST/api/v3`). */
  apiUrl: string
  owner: string
  repo: string
  signal?: AbortSignal
}

/** The required checks GitHub enforces on a branch, and what could not be read. */
export interface RequiredChecks {
  names: string[]
  /** Where they came from: `branch protection`, `rulesets`. */
  sources: string[]
  /** One line per request GitHub refused, naming the permission to grant. */
  problems: string[]
}

const BranchSchema = z.object({
  protected: z.boolean().optional(),
  protection: z
    .object({
      required_status_checks: z
        .object({
          enforcement_level: z.string().optional(),
          contexts: z.array(z.string()).optional(),
          checks: z.array(z.object({ context: z.string() })).optional(),
        })
        .nullish(),
    })
    .nullish(),
})

const RulesSchema = z.array(
  z.object({
    type: z.string(),
    parameters: z
      .object({
        required_status_checks: z.array(z.object({ context: z.string() })).optional(),
      })
      .passthrough()
      .optional(),
  }),
)

const RunsSchema = z.object({
  workflow_runs: z.array(
    z.object({
      run_started_at: z.string().nullish(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  ),
})

function octokitOf(t: GitHubRepositoryTarget) {
  return quietOctokit(t.token, t.apiUrl)
}

/** The token's input, in the door's words (`github-token`, or `GITHUB_TOKEN` on the command line). */
const TOKEN = inputRef('github-token')

/**
 * GitHub's refusal as one line: the status and what would allow the read (the permission, a valid
 * token, the address: `GITHUB_API_URL` on the command line).
 */
function refusal(e: unknown, what: string, permission: string, t: GitHubRepositoryTarget): string {
  const status = (e as { status?: number }).status
  if (status === 401)
    return `GitHub refused the token (HTTP 401) reading ${what}: set a valid ${TOKEN}`
  if (status === 403 || status === 404) {
    // A workflow's `permissions:` entry is shown as code (it is pasted); metadata is no such entry.
    const needs = permission.includes(':') ? `\`${permission}\`` : permission
    return `GitHub answered ${status} reading ${what}: ${TOKEN} needs ${needs} on the repository`
  }
  if (status) return `GitHub answered ${status} reading ${what}`
  const code = ((e as { cause?: { code?: string } }).cause ?? {}).code
  const where = `${t.apiUrl}${cliOnly(', from GITHUB_API_URL')}`
  return `could not reach GitHub at ${where} reading ${what} (${code ?? (e as Error).message})`
}

/** The required checks of `branch`: branch protection and rulesets together. */
export async function requiredChecksOf(
  t: GitHubRepositoryTarget,
  branch: string,
): Promise<RequiredChecks> {
  const octokit = await octokitOf(t)
  const request = { signal: t.signal }
  const names = new Set<string>()
  const sources: string[] = []
  const problems: string[] = []
  try {
    const r = await octokit.request('GET /repos/{owner}/{repo}/branches/{branch}', {
      owner: t.owner,
      repo: t.repo,
      branch,
      request,
    })
    const b = BranchSchema.safeParse(r.data)
    if (!b.success) problems.push(`GitHub's answer for branch ${branch} is not a branch`)
    else {
      const rsc = b.data.protection?.required_status_checks
      if (rsc && rsc.enforcement_level !== 'off') {
        for (const c of rsc.contexts ?? []) names.add(c)
        for (const c of rsc.checks ?? []) names.add(c.context)
        sources.push('branch protection')
      }
    }
  } catch (e) {
    if (t.signal?.aborted) throw e
    problems.push(refusal(e, `branch ${branch}'s protection`, 'contents: read', t))
  }
  try {
    const rules: unknown[] = []
    for (let page = 1; page <= 10; page++) {
      const r = await octokit.request('GET /repos/{owner}/{repo}/rules/branches/{branch}', {
        owner: t.owner,
        repo: t.repo,
        branch,
        per_page: 100,
        page,
        request,
      })
      const list = Array.isArray(r.data) ? (r.data as unknown[]) : []
      rules.push(...list)
      if (list.length < 100) break
    }
    const parsed = RulesSchema.safeParse(rules)
    if (!parsed.success)
      problems.push(`GitHub's answer for branch ${branch}'s rules is not a list of rules`)
    else {
      let any = false
      for (const rule of parsed.data) {
        if (rule.type !== 'required_status_checks') continue
        any = true
        for (const c of rule.parameters?.required_status_checks ?? []) names.add(c.context)
      }
      if (any) sources.push('rulesets')
    }
  } catch (e) {
    if (t.signal?.aborted) throw e
    problems.push(refusal(e, `the rulesets of branch ${branch}`, 'read access to metadata', t))
  }
  return { names: [...names], sources, problems }
}

/** How long a workflow's recent successful runs took (minutes), or the problem reading them. */
export async function recentRunMinutes(
  t: GitHubRepositoryTarget,
  workflowFile: string,
  count = 20,
): Promise<{ minutes: number[] } | { problem: string }> {
  const octokit = await octokitOf(t)
  const id = workflowFile.split('/').pop() as string
  try {
    const r = await octokit.request(
      'GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs',
      {
        owner: t.owner,
        repo: t.repo,
        workflow_id: id,
        status: 'success',
        per_page: count,
        request: { signal: t.signal },
      },
    )
    const parsed = RunsSchema.safeParse(r.data)
    if (!parsed.success)
      return { problem: `GitHub's answer for the runs of ${id} is not a list of runs` }
    return {
      minutes: parsed.data.workflow_runs
        .map(
          (run) =>
            (Date.parse(run.updated_at) - Date.parse(run.run_started_at ?? run.created_at)) /
            60_000,
        )
        .filter((m) => Number.isFinite(m) && m >= 0),
    }
  } catch (e) {
    if (t.signal?.aborted) throw e
    return { problem: refusal(e, `the recent runs of ${id}`, 'actions: read', t) }
  }
}
