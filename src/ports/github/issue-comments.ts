/**
 * The PR's comments on GitHub, for the one comment `status` and `wait` keep: find the comment
 * that holds a marker (every page), create one, or edit it. `@actions/github` is loaded only when
 * a run comments. Errors are GitHub's, with their `status`; the caller decides what they mean.
 */

/** Where the comments are, and with what token. */
export interface IssueCommentsTarget {
  token: string
  /** The GitHub REST API of the repository's server. */
  apiUrl: string
  owner: string
  repo: string
  issueNumber: number
  signal?: AbortSignal
}

/** One comment as the REST API lists it (what is used of it). */
export interface IssueComment {
  id: number
  body?: string
  html_url?: string
}

/** The comments of one PR: find by marker, create, update. */
export interface IssueComments {
  findByMarker(marker: string): Promise<IssueComment | undefined>
  create(body: string): Promise<IssueComment>
  update(id: number, body: string): Promise<IssueComment>
}

/** The PR's comments through GitHub's REST API. */
export async function issueComments(t: IssueCommentsTarget): Promise<IssueComments> {
  const { getOctokit } = await import('@actions/github')
  const octokit = getOctokit(t.token, {
    baseUrl: t.apiUrl,
    log: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
  })
  const request = { signal: t.signal }
  const where = { owner: t.owner, repo: t.repo }
  return {
    async findByMarker(marker) {
      const comments = (await octokit.paginate(octokit.rest.issues.listComments, {
        ...where,
        issue_number: t.issueNumber,
        per_page: 100,
        request,
      })) as IssueComment[]
      return comments.find((x) => x.body?.includes(marker))
    },
    async create(body) {
      const r = await octokit.rest.issues.createComment({
        ...where,
        issue_number: t.issueNumber,
        body,
        request,
      })
      return r.data as IssueComment
    },
    async update(id, body) {
      const r = await octokit.rest.issues.updateComment({ ...where, comment_id: id, body, request })
      return r.data as IssueComment
    },
  }
}
