/**
 * The one GitHub API request the context may need: `GET /repos/{owner}/{repo}/pulls/{number}`,
 * for a PR's base branch, head commit and whether its head is a fork, when the event payload does
 * not carry them. `@actions/github` is imported here, on this path only, so commands that need no
 * lookup do not load it. A lookup that fails stops the step: nothing falls back to a guess.
 */
import { quietOctokit } from './octokit.js'
import { z } from 'zod'
import { CancelledError, PROJECT_NAME, VERSION, type ErrorKind } from '../../client/index.js'
import { actionOnly, cliOnly, inputRef } from '../refs.js'

/** The lookup's deadline unless told otherwise: it sits before every request to the queue. */
export const DEFAULT_LOOKUP_TIMEOUT_MS = 15_000

/** The GitHub REST API of github.com, when GITHUB_API_URL is not set. */
export const DEFAULT_GITHUB_API_URL = 'https://api.github.com'

/** What the lookup should fetch: `GET /repos/{owner}/{repo}/pulls/{number}`. */
export interface PullRequestLookup {
  owner: string
  repo: string
  number: number
  /** The values it is made for (it returns all of them anyway). */
  wants: Array<'target-branch' | 'head-sha'>
  /** The event, for the error message if the lookup fails. */
  eventName?: string
  /** What gave the run's other facts when a CI did (`Buildkite`), for the CLI's message. */
  source?: string
}

/** What the lookup learnt of the PR (the GitHub API's pull request object, cut down). */
export interface PullRequestFacts {
  number: number
  /** `open`, `closed`. */
  state: string
  merged: boolean
  baseBranch: string
  headSha: string
  headIsFork: boolean
}

/** Options of {@link lookUpPullRequest}. */
export interface PullRequestLookupOptions {
  /**
   * The `github-token` input (default `${{ github.token }}`), with permission
   * `pull-requests: read`. The caller must mask it (`core.setSecret`) before calling; it is sent
   * only as the Authorization header and never appears in an error message.
   */
  token: string | undefined
  /** The REST API's base URL (GHES: `https://HOST/api/v3`); default GITHUB_API_URL, else github.com's. */
  apiUrl?: string
  /** Aborted when the job is cancelled: the lookup ends with the client's CancelledError. */
  signal?: AbortSignal
  /** The deadline of the request, body included. */
  timeoutMs?: number
}

/** Why a lookup failed. */
export type PullRequestLookupFailure =
  | 'no-token'
  | 'auth'
  | 'forbidden'
  | 'not-found'
  | 'rate-limited'
  | 'server'
  | 'unexpected-status'
  | 'network'
  | 'timeout'
  | 'response-shape'

/**
 * The PR could not be looked up. The step must stop before any request to the merge queue: the
 * message names the inputs that make the lookup unnecessary and the permission it needs.
 */
export class PullRequestLookupError extends Error {
  /** The value for the `error-kind` output. */
  readonly kind: ErrorKind = 'github-lookup'
  constructor(
    readonly reason: PullRequestLookupFailure,
    message: string,
    /** The HTTP status GitHub answered, if it answered. */
    readonly status?: number,
  ) {
    super(message)
    this.name = 'PullRequestLookupError'
  }
}

/** The fields used of GitHub's pull request object; the rest is ignored. */
const PullRequestSchema = z.object({
  number: z.number().int().positive(),
  state: z.string(),
  merged: z.boolean().optional(),
  merged_at: z.string().nullable().optional(),
  base: z.object({
    ref: z.string().min(1),
    repo: z.object({ full_name: z.string() }),
  }),
  head: z.object({
    sha: z.string().regex(/^([0-9a-f]{40}|[0-9a-f]{64})$/i),
    // null when the fork was deleted.
    repo: z.object({ full_name: z.string() }).nullable(),
  }),
})

/** Turns GitHub's pull request object into the facts the context uses. */
export function parsePullRequest(data: unknown): PullRequestFacts | undefined {
  const r = PullRequestSchema.safeParse(data)
  if (!r.success) return undefined
  const pr = r.data
  return {
    number: pr.number,
    state: pr.state,
    merged: pr.merged ?? !!pr.merged_at,
    baseBranch: pr.base.ref,
    headSha: pr.head.sha.toLowerCase(),
    headIsFork:
      pr.head.repo === null ||
      pr.head.repo.full_name.toLowerCase() !== pr.base.repo.full_name.toLowerCase(),
  }
}

/**
 * Looks the PR up with `@actions/github` (loaded now, not at start-up). One request, no retry:
 * a failure is reported at once with what to set instead. Throws {@link PullRequestLookupError},
 * or the client's `CancelledError` when `signal` aborts.
 */
export async function lookUpPullRequest(
  lookup: PullRequestLookup,
  options: PullRequestLookupOptions,
): Promise<PullRequestFacts> {
  const apiUrl = (options.apiUrl || process.env.GITHUB_API_URL || DEFAULT_GITHUB_API_URL).replace(
    /\/+$/,
    '',
  )
  const what = `PR #${lookup.number} of ${lookup.owner}/${lookup.repo}`
  const fail = (reason: PullRequestLookupFailure, problem: string, status?: number) =>
    new PullRequestLookupError(
      reason,
      redact(
        `Could not look up ${what} on the GitHub API (${apiUrl}): ${problem}. ${remedy(lookup)}`,
        options.token,
      ),
      status,
    )

  const token = options.token?.trim()
  if (!token) throw fail('no-token', `${inputRef('github-token')} is empty`)
  if (options.signal?.aborted) throw new CancelledError('getPullRequest')

  const timeoutMs = options.timeoutMs ?? DEFAULT_LOOKUP_TIMEOUT_MS
  const deadline = AbortSignal.timeout(timeoutMs)
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline

  const octokit = await quietOctokit(token, apiUrl, `${PROJECT_NAME}/${VERSION}`)
  let data: unknown
  try {
    const response = await octokit.rest.pulls.get({
      owner: lookup.owner,
      repo: lookup.repo,
      pull_number: lookup.number,
      request: { signal },
    })
    data = response.data
  } catch (e) {
    if (options.signal?.aborted) throw new CancelledError('getPullRequest')
    if (deadline.aborted) throw fail('timeout', `no answer within ${timeoutMs / 1000} s`)
    throw describeFailure(e, fail)
  }
  const facts = parsePullRequest(data)
  if (!facts || facts.number !== lookup.number) {
    throw fail('response-shape', 'the answer is not the pull request asked for')
  }
  return facts
}

type Fail = (
  reason: PullRequestLookupFailure,
  problem: string,
  status?: number,
) => PullRequestLookupError

/** Octokit's RequestError, as far as it is read here. */
interface OctokitFailure {
  status?: number
  response?: { headers?: Record<string, string | undefined>; data?: unknown }
  cause?: unknown
  message?: string
}

function describeFailure(e: unknown, fail: Fail): PullRequestLookupError {
  const err = (e ?? {}) as OctokitFailure
  if (!err.response) {
    // No answer: octokit reports a network failure as status 500 without a response.
    const cause = err.cause as { cause?: { code?: string }; code?: string } | undefined
    const code = cause?.cause?.code ?? cause?.code
    return fail(
      'network',
      `the request failed (${code ?? oneLine(err.message ?? 'network error')})`,
    )
  }
  const status = err.status ?? 0
  const said = githubMessage(err.response.data)
  const saidText = said ? `; GitHub said: ${said}` : ''
  const headers = err.response.headers ?? {}
  if (status === 429 || (status === 403 && headers['x-ratelimit-remaining'] === '0')) {
    return fail('rate-limited', `HTTP ${status}, rate limited${saidText}`, status)
  }
  if (status === 401) {
    return fail('auth', `HTTP 401, ${inputRef('github-token')} was refused${saidText}`, status)
  }
  if (status === 403) {
    return fail(
      'forbidden',
      `HTTP 403, ${inputRef('github-token')} may not read pull requests${saidText}`,
      status,
    )
  }
  if (status === 404) {
    return fail(
      'not-found',
      `HTTP 404, no such PR, or ${inputRef('github-token')} cannot see the repository${saidText}`,
      status,
    )
  }
  if (status >= 500)
    return fail('server', `HTTP ${status}, a GitHub server error${saidText}`, status)
  return fail('unexpected-status', `HTTP ${status}${saidText}`, status)
}

/**
 * What to do instead, for every failure: the permission, or the inputs that need no lookup. Each
 * door in its words: the action names the event and the workflow's default token, the CLI what
 * gave the run's facts (its CI) and its variable.
 */
function remedy(lookup: PullRequestLookup): string {
  const needed = lookup.wants
    .map((w) => (w === 'target-branch' ? "the PR's base branch" : "the PR's head commit"))
    .join(' and ')
  const it = lookup.wants.length > 1 ? 'them' : 'it'
  const lacks =
    actionOnly(`the event does not carry ${it}`) +
    cliOnly(`${lookup.source ?? 'the command line'} does not give ${it}`)
  const token = inputRef('github-token')
  const byDefault = actionOnly(' (in a workflow it defaults to ${{ github.token }})')
  return (
    `This ${lookup.eventName ?? ''} run needs ${needed}, and ${lacks}; nothing is guessed. ` +
    `Give ${token} the permission \`pull-requests: read\`${byDefault}, ` +
    `or set ${inputRef('target-branch')} and ${inputRef('pr-sha')} by hand (with both given, no lookup is made).`
  ).replace(/ {2}/g, ' ')
}

/** GitHub's own error text (`{"message": ...}`), one line, at most 200 characters. */
function githubMessage(data: unknown): string | undefined {
  const m = data && typeof data === 'object' ? (data as { message?: unknown }).message : undefined
  if (typeof m !== 'string' || !m.trim()) return undefined
  const line = oneLine(m)
  return line.length > 200 ? `${line.slice(0, 197)}...` : line
}

function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()
}

/** The token never appears in a message, whatever a server echoed back. */
function redact(text: string, token: string | undefined): string {
  const t = token?.trim()
  return t ? text.split(t).join('***') : text
}
