/**
 * The PR's comments on GitHub, for the one comment `status`, `wait` and `requeue` keep: list the
 * comments that start with a marker (every page, with their authors), create, edit and delete
 * one, and find out once who the token writes as. `@actions/github` is loaded only when a run
 * comments. Errors are GitHub's, with their `status`; the caller decides what they mean.
 */
import { everyPage, quietOctokit } from './octokit.js'

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
  /** Who wrote it: `github-actions[bot]`, `<app slug>[bot]`, a user's login. */
  user?: { login?: string } | null
}

/**
 * Who the token writes as: a login (`github-actions[bot]`, `<slug>[bot]`, a user), or
 * `undefined` when GitHub would not say.
 */
export type TokenIdentity = string | undefined

/** The comments of one PR: list by marker, create, update, delete; the token's identity. */
export interface IssueComments {
  /** Every comment whose body starts with `marker`, oldest first, whoever wrote it. */
  listByMarker(marker: string): Promise<IssueComment[]>
  create(body: string): Promise<IssueComment>
  update(id: number, body: string): Promise<IssueComment>
  /** Deletes a comment; one already gone is not an error. */
  remove(id: number): Promise<void>
  /** Who the token writes as (asked of GitHub once, then remembered). */
  identity(): Promise<TokenIdentity>
}

/** The author GitHub gives a comment written with an Actions run's own `GITHUB_TOKEN`. */
export const ACTIONS_BOT_LOGIN = 'github-actions[bot]'

/** The PR's comments through GitHub's REST API. */
export async function issueComments(t: IssueCommentsTarget): Promise<IssueComments> {
  const octokit = await quietOctokit(t.token, t.apiUrl)
  const request = { signal: t.signal }
  const where = { owner: t.owner, repo: t.repo }
  let known: Promise<TokenIdentity> | undefined
  return {
    async listByMarker(marker) {
      const comments = (await everyPage((page) =>
        octokit.rest.issues.listComments({
          ...where,
          issue_number: t.issueNumber,
          per_page: 100,
          page,
          request,
        }),
      )) as IssueComment[]
      return comments.filter((x) => x.body?.trimStart().startsWith(marker))
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
    async remove(id) {
      try {
        await octokit.rest.issues.deleteComment({ ...where, comment_id: id, request })
      } catch (e) {
        if ((e as { status?: number }).status !== 404) throw e
      }
    },
    identity() {
      // GraphQL's viewer names the token's writer for every kind of token: a user for a
      // personal or OAuth token, `github-actions[bot]` or `<slug>[bot]` for an installation
      // token (REST's GET /user refuses those: 403 "Resource not accessible by integration").
      known ??= octokit
        .graphql<{ viewer?: { login?: unknown } }>('query { viewer { login } }', { request })
        .then(
          (r) => {
            const login = r.viewer?.login
            return typeof login === 'string' && login ? login : undefined
          },
          (e: unknown) => {
            if (t.signal?.aborted) throw e
            return undefined
          },
        )
      return known
    },
  }
}
