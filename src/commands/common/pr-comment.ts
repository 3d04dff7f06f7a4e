/**
 * The PR comment of status, wait and requeue: one comment per PR with the queue state, the cause,
 * the failing checks, the estimate and the requeue decision. Only a comment written by the token's
 * own identity that starts with the hidden marker is ours: anyone can quote the marker, and a
 * token that may write can edit anyone's comment. A new kick-out (a FAILED or CANCELLED not seen
 * before, kept in the comment's hidden data) posts it anew, so GitHub notifies the PR's people;
 * anything else edits it in place. Two jobs at once still leave one: after a post, the newest of
 * ours stays and the others go. It goes through the GitHub REST API with `github-token` (the CLI:
 * GITHUB_TOKEN); a token that may not write (fork PRs, Dependabot) or any other failure gives a
 * warning, never a failed step.
 */
import {
  CancelledError,
  failureOf,
  type QueuedPullRequest,
  type RecordReading,
  type RequeueRecord,
  type Why,
} from '../../queue/index.js'
import {
  issueComments,
  type IssueComment,
  type IssueComments,
} from '../../ports/github/issue-comments.js'
import type { CommentMode, CommentSettings } from './comment-input.js'
import { codeSpan, md, mdLink, mdTable, redact } from '../../ports/text.js'
import type { CommandContext, CommonSettings, PullRequestTarget } from './types.js'
import { COMMENT_WORDS, whyWords } from './words.js'

/** The marker our comment starts with (hidden in the rendered comment). */
export const COMMENT_MARKER = '<!-- merge-queue-action:why -->'

/** The hidden line after the marker that carries what later runs must know. */
const DATA_PREFIX = '<!-- merge-queue-action:data '
const DATA_SUFFIX = ' -->'

/** How many kick-outs the hidden data remembers (the newest). */
const MAX_REMEMBERED = 20

/** What the comment remembers between runs (hidden in it). */
export interface CommentData {
  /** The kick-outs already told (`failed@<stateChangedAt>`), oldest first. */
  leaves: string[]
  /** How many times requeue submitted the PR again, per head commit. */
  requeues: Record<string, number>
}

const NO_DATA: CommentData = { leaves: [], requeues: {} }

/** The hidden data of a comment of ours; anything unreadable is no data. */
export function parseCommentData(body: string | undefined): CommentData {
  const line = body?.split('\n').find((l) => l.startsWith(DATA_PREFIX) && l.endsWith(DATA_SUFFIX))
  if (!line) return NO_DATA
  try {
    const raw = JSON.parse(line.slice(DATA_PREFIX.length, -DATA_SUFFIX.length)) as unknown
    const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
    const leaves = Array.isArray(o.leaves)
      ? o.leaves.filter((x): x is string => typeof x === 'string').slice(-MAX_REMEMBERED)
      : []
    const requeues: Record<string, number> = {}
    if (o.requeues && typeof o.requeues === 'object') {
      for (const [sha, n] of Object.entries(o.requeues as Record<string, unknown>)) {
        if (/^[0-9a-f]{7,64}$/i.test(sha) && Number.isSafeInteger(n) && (n as number) >= 0)
          requeues[sha.toLowerCase()] = n as number
      }
    }
    return { leaves, requeues }
  } catch {
    return NO_DATA
  }
}

/**
 * The requeue counts in a comment of ours, for requeue: a comment whose hidden data is missing,
 * cut or malformed says nothing that can be counted on (unknown), where {@link parseCommentData}
 * forgives it for the leaves a comment only shows.
 */
export function commentCounts(body: string | undefined): RecordReading {
  const unknown = (why: string): RecordReading => ({
    status: 'unknown',
    failure: { kind: 'response-shape', message: `the comment's hidden count ${why}` },
  })
  const line = body?.split('\n').find((l) => l.startsWith(DATA_PREFIX) && l.endsWith(DATA_SUFFIX))
  if (!line) return unknown('is missing')
  let raw: unknown
  try {
    raw = JSON.parse(line.slice(DATA_PREFIX.length, -DATA_SUFFIX.length))
  } catch {
    return unknown('is not JSON')
  }
  const requeues = (raw as { requeues?: unknown } | null)?.requeues
  if (!requeues || typeof requeues !== 'object' || Array.isArray(requeues))
    return unknown('has no requeue counts')
  const counts: Record<string, number> = {}
  for (const [sha, n] of Object.entries(requeues)) {
    if (!/^[0-9a-f]{7,64}$/i.test(sha)) continue
    if (!Number.isSafeInteger(n) || (n as number) < 0) return unknown(`for ${sha} is not a count`)
    const key = sha.toLowerCase()
    counts[key] = Math.max(counts[key] ?? 0, n as number)
  }
  return Object.keys(counts).length ? { status: 'read', value: counts } : { status: 'empty' }
}

/** The hidden data line: JSON with `<`, `>` and `-` escaped, so it can never close the comment. */
export function commentDataLine(data: CommentData): string {
  const json = JSON.stringify(data).replace(
    /[<>-]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
  return `${DATA_PREFIX}${json}${DATA_SUFFIX}`
}

/** The key of a kick-out: its state and when the PR entered it. '' for any other state. */
export function leaveKey(pr: QueuedPullRequest | null): string {
  const s = pr?.state.toLowerCase()
  if (s !== 'failed' && s !== 'cancelled') return ''
  return `${s}@${pr?.stateChangedAt ?? ''}@${pr?.sha ?? ''}`
}

/** What else the comment says (already safe Markdown), and what it records. */
export interface CommentExtras {
  /** Lines after the cause: the estimate, the requeue decision. */
  lines?: string[]
  /** A requeue submitted the PR again at this head commit: counted in the hidden data. */
  requeuedSha?: string
}

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
  pr: QueuedPullRequest | null,
  why: Why,
  facts: { prNumber: number; now: number; data?: CommentData; lines?: string[]; prSha?: string },
): string {
  const words = whyWords(why, facts.prSha)
  const state = pr ? pr.state.toUpperCase() : 'NOT_SUBMITTED'
  const s = state.toLowerCase()
  const icon =
    s === 'merged' ? '✅' : FAILURE_STATES.has(s) ? '❌' : s === 'not_submitted' ? '➖' : '⏳'
  const lines = [
    COMMENT_MARKER,
    commentDataLine(facts.data ?? NO_DATA),
    `### ${icon} Merge queue: ${codeSpan(state)}`,
  ]
  if (s === 'merged') lines.push('', COMMENT_WORDS.merged(facts.prNumber))
  else if (!FAILURE_STATES.has(s) && s !== 'not_submitted')
    lines.push('', COMMENT_WORDS.queuedAgain(facts.prNumber))
  if (words.headline) {
    const code = why.reason ? ` (${codeSpan(why.reason)})` : ''
    lines.push('', `**Why**${code}: ${md(words.headline, 2000)}`)
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
  if (words.details.length) lines.push('', ...words.details.map((d) => `- ${md(d, 600)}`))
  if (words.missing) lines.push('', `_The cause is missing: ${md(words.missing, 600)}._`)
  if (facts.lines?.length) lines.push('', ...facts.lines)
  const sha = pr?.sha ? ` for commit ${codeSpan(pr.sha.slice(0, 12))}` : ''
  lines.push('', COMMENT_WORDS.footer(new Date(facts.now).toISOString(), sha))
  return lines.join('\n') + '\n'
}

/** The comment as read: ours (newest last) and what it remembers. */
export interface OurComment {
  /** Our comments, oldest first (more than one only after a race). */
  ours: IssueComment[]
  /** Who the token writes as, when it had to be asked (there were comments with the marker). */
  identity?: string
  /** Comments with the marker were there, but who the token writes as could not be known. */
  writerUnknown?: boolean
  data: CommentData
}

/**
 * Finds our comment: those that start with the marker and were written by the token's own
 * identity. When the identity cannot be known, none is ours (a foreign comment is never edited).
 */
export async function findOurComment(comments: IssueComments): Promise<OurComment> {
  const marked = await comments.listByMarker(COMMENT_MARKER)
  if (!marked.length) return { ours: [], data: NO_DATA }
  const identity = await comments.identity()
  const ours = identity ? marked.filter((x) => x.user?.login === identity) : []
  return {
    ours,
    ...(identity ? { identity } : { writerUnknown: true }),
    data: parseCommentData(ours[ours.length - 1]?.body),
  }
}

/** The data a run writes: what it read, with this kick-out and this requeue added. */
export function nextCommentData(
  data: CommentData,
  key: string,
  requeuedSha: string | undefined,
): CommentData {
  const leaves = key && !data.leaves.includes(key) ? [...data.leaves, key] : data.leaves
  const requeues = { ...data.requeues }
  if (requeuedSha) {
    const sha = requeuedSha.toLowerCase()
    requeues[sha] = (requeues[sha] ?? 0) + 1
  }
  return { leaves: leaves.slice(-MAX_REMEMBERED), requeues }
}

/** The comment's settings and the PR it is on, as a run has them. */
type CommentRun = CommandContext<CommonSettings & PullRequestTarget & { comment?: CommentSettings }>

/** The PR's comments with the run's token, or a warning line when it has none. */
function openComments(c: CommentRun, settings: CommentSettings): Promise<IssueComments> {
  return issueComments({
    token: settings.token!,
    apiUrl: settings.apiUrl,
    owner: c.s.repo.owner,
    repo: c.s.repo.name,
    issueNumber: c.s.prNumber,
    signal: c.signal,
  })
}

/** The comment is kept on this run (a setting other than never, and a token to keep it with). */
function keepsComment(c: CommentRun): boolean {
  const settings = c.s.comment
  return !!settings && settings.mode !== 'never' && !!settings.token
}

/**
 * The requeue counts of our comment: empty when there is none of ours yet; unknown when the
 * comments cannot be read, when comments with the marker are there but who the token writes as
 * cannot be known (one of them may be ours), or when ours holds no readable count.
 */
export async function readCommentCounts(c: CommentRun): Promise<RecordReading> {
  try {
    const found = await findOurComment(await openComments(c, c.s.comment!))
    if (found.writerUnknown)
      return {
        status: 'unknown',
        failure: {
          kind: 'auth',
          message: 'who the token writes as could not be known, so no comment is known to be ours',
        },
      }
    const latest = found.ours[found.ours.length - 1]
    return latest ? commentCounts(latest.body) : { status: 'empty' }
  } catch (e) {
    if (c.signal?.aborted) throw new CancelledError('comment', 'the job was cancelled')
    const status = (e as { status?: number }).status
    const token = c.s.comment?.token
    return {
      status: 'unknown',
      failure: {
        kind: 'github-lookup',
        ...(status ? { status } : {}),
        message: redact(
          status ? COMMENT_WORDS.unreadable(status) : failureOf(e).message,
          token ? [token] : [],
        ),
      },
    }
  }
}

/**
 * The comment as requeue's record of its count: read from its hidden data, written before a
 * submit with `lines` and the try it is (`lines` of the count). None when no comment is kept.
 */
export function commentRecord(
  c: CommentRun,
  pr: QueuedPullRequest | null,
  why: Why,
  lines: (count: { done: number; max: number }) => string[],
): RequeueRecord | undefined {
  if (!keepsComment(c)) return undefined
  return {
    read: () => readCommentCounts(c),
    add: async (sha, count) =>
      (await keepCommentResult(c, pr, why, { requeuedSha: sha, lines: lines(count) })).written,
  }
}

/**
 * Keeps the PR's comment as the settings ask: posts it when there is none of ours, or when the PR
 * newly left the queue (then the older one goes); edits it in place otherwise. Returns a line for
 * the summary ('' when nothing was to be done).
 */
export async function keepComment(
  c: CommentRun,
  pr: QueuedPullRequest | null,
  why: Why,
  extras: CommentExtras = {},
): Promise<string> {
  return (await keepCommentResult(c, pr, why, extras)).line
}

/** {@link keepComment}, also saying whether the comment was written. */
export async function keepCommentResult(
  c: CommentRun,
  pr: QueuedPullRequest | null,
  why: Why,
  extras: CommentExtras = {},
): Promise<{ line: string; written: boolean }> {
  const nothing = { line: '', written: false }
  const settings = c.s.comment
  if (!settings) return nothing
  const plan = commentPlan(settings.mode, pr?.state ?? 'not_submitted')
  if (plan === 'none') return nothing
  const n = c.s.prNumber
  const warn = (problem: string): { line: string; written: boolean } => {
    const text = redact(
      COMMENT_WORDS.cannotKeep(n, problem),
      settings.token ? [settings.token] : [],
    )
    c.log.warning(text)
    return { line: `\n_${md(text, 600)}_\n`, written: false }
  }
  if (!settings.token) return warn(COMMENT_WORDS.noToken())
  try {
    const comments = await openComments(c, settings)
    const found = await findOurComment(comments)
    const latest = found.ours[found.ours.length - 1]
    if (!latest && plan === 'update-only') return nothing
    const key = leaveKey(pr)
    const newLeave = !!key && !found.data.leaves.includes(key)
    const data = nextCommentData(found.data, key, extras.requeuedSha)
    const body = commentBody(pr, why, {
      prNumber: n,
      now: c.clock.now(),
      data,
      lines: extras.lines,
      ...(c.s.prSha ? { prSha: c.s.prSha } : {}),
    })
    if (latest && !newLeave) {
      const edited = await editOrGone(comments, latest.id, body)
      if (edited) {
        await keepNewest(comments, found.ours, found.identity, edited.id)
        c.log.info(COMMENT_WORDS.updated(edited.html_url))
        return {
          line: `\nThe ${mdLink('PR comment', edited.html_url)} was updated.\n`,
          written: true,
        }
      }
    }
    // A new kick-out, or none of ours: a new comment notifies the PR's people; the old one goes.
    const created = await comments.create(body)
    const me = found.identity ?? created.user?.login ?? undefined
    if (me) await keepNewest(comments, await comments.listByMarker(COMMENT_MARKER), me)
    if (!found.identity && !me) c.log.warning(COMMENT_WORDS.unknownWriter(n))
    const url = created.html_url
    c.log.info(COMMENT_WORDS.commented(url))
    const line =
      newLeave && latest
        ? `\nA new ${mdLink('comment', url)} on the PR says so (posted anew to notify).\n`
        : `\nA ${mdLink('comment', url)} on the PR says so.\n`
    return { line, written: true }
  } catch (e) {
    if (c.signal?.aborted) throw new CancelledError('comment', 'the job was cancelled')
    const status = (e as { status?: number }).status
    if (status === 403 || status === 404 || status === 401)
      return warn(COMMENT_WORDS.refused(status))
    return warn(status ? COMMENT_WORDS.answered(status) : (e as Error).message)
  }
}

/** Edits a comment; undefined when it is gone (another job replaced it meanwhile). */
async function editOrGone(
  comments: IssueComments,
  id: number,
  body: string,
): Promise<IssueComment | undefined> {
  try {
    return await comments.update(id, body)
  } catch (e) {
    if ((e as { status?: number }).status === 404) return undefined
    throw e
  }
}

/**
 * Deletes every comment of ours but the newest (the highest id; `keep` when given), so two jobs
 * that posted at once settle on the same one. Only comments with the marker by `me` are touched.
 */
async function keepNewest(
  comments: IssueComments,
  marked: IssueComment[],
  me: string | undefined,
  keep?: number,
): Promise<void> {
  if (!me) return
  const ours = marked.filter((x) => x.user?.login === me)
  if (ours.length < 2 && keep === undefined) return
  const survivor = keep ?? Math.max(...ours.map((x) => x.id))
  for (const x of ours) if (x.id !== survivor) await comments.remove(x.id)
}
