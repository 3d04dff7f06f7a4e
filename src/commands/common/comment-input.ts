/** The `comment` input of status and wait: when to keep the PR comment, with which token and API. */
import { DEFAULT_GITHUB_API_URL } from '../../ports/github/pull-request-lookup.js'
import type { RunContext } from '../../ports/run-context.js'
import { Inputs } from '../../inputs/constants.js'
import { InputError } from '../../inputs/errors.js'
import type { InputGetter } from '../../inputs/parsers.js'

/** When a comment is kept. */
export type CommentMode = 'never' | 'on-failure' | 'always'

const COMMENT_MODES: readonly CommentMode[] = ['never', 'on-failure', 'always']

/** The comment's settings. */
export interface CommentSettings {
  mode: CommentMode
  /** The GitHub token (already masked): `github-token`, else the run's (the CLI's GITHUB_TOKEN). */
  token?: string
  /** The GitHub REST API's base URL (GHES: `https://HOST/api/v3`). */
  apiUrl: string
}

/** Reads the `comment` input (and the token and API it will use). */
export function parseCommentSettings(get: InputGetter, ctx: RunContext): CommentSettings {
  const raw = get(Inputs.Comment).toLowerCase()
  const mode = (raw || 'never') as CommentMode
  if (!COMMENT_MODES.includes(mode)) {
    throw new InputError(
      Inputs.Comment,
      `${JSON.stringify(get(Inputs.Comment).slice(0, 40))} is not a comment mode`,
      COMMENT_MODES.join(', '),
    )
  }
  const token = get(Inputs.GithubToken) || ctx.githubToken
  return {
    mode,
    ...(token ? { token } : {}),
    apiUrl: (ctx.apiUrl || DEFAULT_GITHUB_API_URL).replace(/\/+$/, ''),
  }
}
