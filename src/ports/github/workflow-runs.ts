/**
 * A workflow run and the commits it is about, through GitHub's REST API, for still-needed: cancel
 * the run (`POST /repos/{o}/{r}/actions/runs/{id}/cancel`: 202 accepted, 409 when the run already
 * completed), list its jobs (the watcher ends when it is the only one left), read a commit's tree
 * (`GET /repos/{o}/{r}/git/commits/{sha}`) and the PRs a commit belongs to
 * (`GET /repos/{o}/{r}/commits/{sha}/pulls`). `@actions/github` is loaded only when a run uses
 * them. Errors are GitHub's, with their `status`; the caller decides what they mean.
 */
import { everyPage, quietOctokit } from './octokit.js'

/** Which repository, with what token. */
export interface WorkflowRunsTarget {
  token: string
  /** The GitHub REST API of the repository's server. */
  apiUrl: string
  owner: string
  repo: string
  signal?: AbortSignal
}

/** What a cancel request got: accepted (202), or refused because the run already completed (409). */
export type CancelAnswer = 'accepted' | 'already-completed'

/** A job of a workflow run, as the jobs list gives it (what is used of it). */
export interface WorkflowJob {
  name: string
  /** `queued`, `in_progress`, `completed`, `waiting`, `pending`, `requested`. */
  status: string
}

/** A PR a commit belongs to (what is used of it). */
export interface CommitPullRequest {
  number: number
  /** When it was merged; null while open or closed unmerged. */
  mergedAt: string | null
  /** Its base branch. */
  baseRef?: string
}

/** A repository's workflow runs and commits. */
export interface WorkflowRuns {
  /** Asks GitHub to cancel run `runId`. */
  cancel(runId: string): Promise<CancelAnswer>
  /** The jobs of run `runId` (its latest attempt), every page. */
  jobs(runId: string): Promise<WorkflowJob[]>
  /** The tree sha of commit `sha`. */
  treeOf(sha: string): Promise<string>
  /** The PRs commit `sha` belongs to (a merged PR's merge commit, a PR's head). */
  pullRequestsOf(sha: string): Promise<CommitPullRequest[]>
}

/** Run `runId`'s page on GitHub, for the log and the summary. */
export function workflowRunUrl(serverHost: string, repository: string, runId: string): string {
  return `https://${serverHost}/${repository}/actions/runs/${runId}`
}

/** The workflow runs and commits of one repository through GitHub's REST API. */
export async function workflowRuns(t: WorkflowRunsTarget): Promise<WorkflowRuns> {
  const octokit = await quietOctokit(t.token, t.apiUrl)
  const request = { signal: t.signal }
  const where = { owner: t.owner, repo: t.repo }
  return {
    async cancel(runId) {
      try {
        await octokit.rest.actions.cancelWorkflowRun({ ...where, run_id: Number(runId), request })
        return 'accepted'
      } catch (e) {
        // GitHub answers 409 Conflict for a run that can no longer be cancelled (completed).
        if ((e as { status?: number }).status === 409) return 'already-completed'
        throw e
      }
    },
    async jobs(runId) {
      const jobs = await everyPage(async (page) => {
        const r = await octokit.rest.actions.listJobsForWorkflowRun({
          ...where,
          run_id: Number(runId),
          filter: 'latest',
          per_page: 100,
          page,
          request,
        })
        return { data: r.data.jobs, headers: r.headers }
      })
      return jobs.map((j) => ({ name: j.name, status: j.status }))
    },
    async treeOf(sha) {
      const r = await octokit.rest.git.getCommit({ ...where, commit_sha: sha, request })
      return r.data.tree.sha
    },
    async pullRequestsOf(sha) {
      const r = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({
        ...where,
        commit_sha: sha,
        per_page: 100,
        request,
      })
      return r.data.map((p) => ({
        number: p.number,
        mergedAt: p.merged_at ?? null,
        ...(p.base?.ref ? { baseRef: p.base.ref } : {}),
      }))
    },
  }
}
