/**
 * The PR comment of status and wait: one comment per PR, found again by a hidden marker and
 * edited in place, with the queue state, the cause and the failing checks. It goes through the
 * GitHub REST API with `github-token` (the CLI: GITHUB_TOKEN); a token that may not write (fork
 * PRs, Dependabot) or any other failure gives a warning, never a failed step.
 */
import type { SubmittedPullRequest } from '../../client/index.js'
import { CancelledError } from '../../client/index.js'
import { issueComments } from '../../ports/github/issue-comments.js'
import type { CommentMode, CommentSettings } from './comment-input.js'
import { codeSpan, md, mdLink, mdTable, redact } from '../../ports/text.js'
import type { CommandContext, CommonSettings, PullRequestTarget } from './types.js'
import type { Why } from './why.js'

/** The marker that finds the comment again (hidden in the rendered comment). */
export const COMMENT_MARKER = '<!-- merge-queue-action:why -->'

/** States that make an `on-failure` comment. */
const FAILURE_STATES = new Set(['failed', 'pending_failure', 'cancelled'])

/** What to do with the comment: write it (create or update), update it only if it exists, or nothing. */
export function commentPlan(mode: CommentMode, state: string): 'write' | 'update-only' | 'none' {
  if (mode === 'never') return 'none'
  if (mode === 'always') return 'write'
  return FAILURE_STATES.has(state.toLowerCase()) ? 'write' : 'update-only'
}

/** The comment's text: the marker, the state, the cause and the failing checks. Pure. */
export function commentBody(
  pr: SubmittedPullRequest | null,
  why: Why,
  facts: { prNumber: number; now: number },
): string {
  const state = pr ? pr.state.toUpperCase() : 'NOT_SUBMITTED'
  const s = state.toLowerCase()
  const icon =
    s === 'merged' ? '✅' : FAILURE_STATES.has(s) ? '❌' : s === 'not_submitted' ? '➖' : '⏳'
  const lines = [COMMENT_MARKER, `### ${icon} Merge queue: ${codeSpan(state)}`]
  if (s === 'merged') lines.push('', `PR #${facts.prNumber} was merged by the queue.`)
  else if (!FAILURE_STATES.has(s) && s !== 'not_submitted')
    lines.push('', `PR #${facts.prNumber} is in the queue again.`)
  if (why.headline) {
    lines.push(
      '',
      `**Why**${why.reason ? ` (${codeSpan(why.reason)})` : ''}: ${md(why.headline, 2000)}`,
    )
  }
  if (why.failedChecks.length) {
    lines.push(
      '',
      mdTable(
        ['Check', 'Conclusion'],
        why.failedChecks.map((c) => [
          mdLink(c.name, c.url),
          codeSpan(c.conclusion, { inTable: true }),
        ]),
      ),
    )
  }
  if (why.details.length) lines.push('', ...why.details.map((d) => `- ${md(d, 600)}`))
  if (why.missing) lines.push('', `_The cause is missing: ${md(why.missing, 600)}._`)
  const sha = pr?.prSha ? ` for commit ${codeSpan(pr.prSha.slice(0, 12))}` : ''
  lines.push(
    '',
    `<sub>Updated by merge-queue-action ${new Date(facts.now).toISOString()}${sha}.</sub>`,
  )
  return lines.join('\n') + '\n'
}

/**
 * Keeps the PR's comment as the settings ask: finds it by its marker (all pages), creates it once,
 * edits it afterwards. Returns a line for the summary ('' when nothing was to be done).
 */
export async function keepComment(
  c: CommandContext<CommonSettings & PullRequestTarget & { comment?: CommentSettings }>,
  pr: SubmittedPullRequest | null,
  why: Why,
): Promise<string> {
  const settings = c.s.comment
  if (!settings) return ''
  const plan = commentPlan(settings.mode, pr?.state ?? 'not_submitted')
  if (plan === 'none') return ''
  const n = c.s.prNumber
  const { owner, name } = c.s.repo
  const warn = (problem: string): string => {
    const text = redact(
      `Could not keep the PR comment on #${n}: ${problem}. The step's result is unchanged.`,
      settings.token ? [settings.token] : [],
    )
    c.log.warning(text)
    return `\n_${md(text, 600)}_\n`
  }
  if (!settings.token) {
    return warn(
      'no GitHub token (set github-token, default ${{ github.token }}; the CLI reads GITHUB_TOKEN)',
    )
  }
  try {
    const comments = await issueComments({
      token: settings.token,
      apiUrl: settings.apiUrl,
      owner,
      repo: name,
      issueNumber: n,
      signal: c.signal,
    })
    const mine = await comments.findByMarker(COMMENT_MARKER)
    if (!mine && plan === 'update-only') return ''
    const body = commentBody(pr, why, { prNumber: n, now: c.clock.now() })
    if (mine) {
      const url = (await comments.update(mine.id, body)).html_url
      c.log.info(`Updated the PR comment${url ? ` ${url}` : ''}.`)
      return `\nThe ${mdLink('PR comment', url)} was updated.\n`
    }
    const url = (await comments.create(body)).html_url
    c.log.info(`Commented on the PR${url ? `: ${url}` : ''}.`)
    return `\nA ${mdLink('comment', url)} on the PR says so.\n`
  } catch (e) {
    if (c.signal?.aborted) throw new CancelledError('comment', 'the job was cancelled')
    const status = (e as { status?: number }).status
    if (status === 403 || status === 404 || status === 401) {
      return warn(
        `GitHub answered ${status}: the token may not write to this PR (fork PRs and Dependabot get a read-only token; the job needs permissions: pull-requests: write)`,
      )
    }
    return warn(status ? `GitHub answered ${status}` : (e as Error).message)
  }
}
