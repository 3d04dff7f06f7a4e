/**
 * The words the commands share, in one place: what the floor's values (src/queue: a cause, what a
 * PR waits for, an estimate, a requeue) say in the log, the summary and the comment. The floor
 * decides; this says. A name of an input or command goes through `inputRef`/`commandRef`, so each
 * door words it its own way.
 */
import {
  type Blocker,
  type Estimate,
  type FailedCheck,
  type Missing,
  type QueueTransition,
  type ReadFailure,
  type ReasonCode,
  type RequeueDecision,
  type RequeueOutcome,
  type Waiting,
  type Why,
} from '../../queue/index.js'
import {
  actionOnly,
  cliOnly,
  codeSpan,
  commandRef,
  humanDuration,
  inputRef,
  md,
  parseTime,
} from '../../ports/text.js'

// ---- A cause ------------------------------------------------------------------------------------

/** What each reason code means: the README's table, and the headline of a cause without more to say. */
export const REASON_MEANINGS: Record<ReasonCode, string> = {
  'tests-failed': "checks failed in the queue's test run (`failed-checks` lists them)",
  'tests-timed-out': "the queue's test run passed the queue's testing timeout",
  'merge-conflict': 'the test branch could not be built: a conflict with the PRs ahead or the base',
  'merge-refused':
    'GitHub refused the merge (branch protection, a change at merge time, API errors)',
  'failed-other': "another failure; the summary gives the service's code",
  'cancelled-by-user': 'a person (or a call of the API) took it out',
  'new-commit': 'a new commit was pushed to the PR',
  'pr-closed': 'the PR was closed',
  'not-ready-timeout': 'it stayed NOT_READY too long',
  'base-branch-changed': "the PR's base branch changed, or it was merged into another branch",
  'converted-to-draft': 'the PR was converted to a draft',
  'cancelled-other': "another reason (stacked PRs, ...); the summary gives the service's code",
  'behind-base': 'the PR is behind its base branch',
  conflict: 'the PR has a merge conflict',
  'failing-check': 'a required check of the PR fails',
  'awaiting-check': 'a required check of the PR is missing or running',
  'missing-impacted-targets':
    "the queue needs the head commit's impacted targets, and none were uploaded",
  'base-branch-mismatch': "the PR's base is not the queue's branch",
  'mergeability-pending': 'GitHub is still working out whether the PR can be merged',
  'not-mergeable':
    'GitHub says the PR cannot be merged (v1 does not say why: a conflict, a check, a review)',
  unknown: 'the cause could not be read (the summary says why); the state is still right',
}

/** A failed read in words: its kind and HTTP status, or what it said. */
export function failureWords(f: ReadFailure): string {
  if (f.kind === 'internal' && f.status === undefined) return f.message
  return `${f.kind}${f.status ? `, HTTP ${f.status}` : ''}`
}

/** What could not be read of a cause, in words. */
export function missingWords(m: Missing): string {
  switch (m.kind) {
    case 'no-timeline':
      return 'the service sent no timeline for this PR'
    case 'timeline-not-given':
      return 'the service gave no timeline for this PR'
    case 'no-transition':
      return `the timeline has no change into ${m.state.toUpperCase()} yet`
    case 'timeline-unreadable':
      return `its timeline could not be read (${failureWords(m.failure)})`
    case 'test-run-unreadable':
      return `test run ${m.testRunId} could not be read (${failureWords(m.failure)})`
    case 'no-readiness':
      return 'the service gave no readiness details'
  }
}

/** What keeps a PR NOT_READY, in words; `prSha` names the commit whose targets are awaited. */
export function blockerWords(w: Blocker | Waiting, prSha?: string): string {
  switch (w.kind) {
    case 'impacted-targets':
      return `the queue needs the PR's impacted targets${prSha ? ` for commit ${prSha.slice(0, 12)}` : ''} and none were uploaded (upload them with ${commandRef('upload-targets')})`
    case 'base-branch':
      return "the PR's base branch is not the queue's branch"
    case 'not-mergeable':
      return 'GitHub reports the PR cannot be merged (a conflict, or a failing required check or review)'
    case 'mergeability-pending':
      return 'GitHub is still working out whether the PR can be merged'
    case 'mergeability':
      return `GitHub mergeability is ${w.value}`
    case 'none-reported':
      return 'no blocking reason reported; the queue has not picked it up yet'
    case 'no-details':
      return 'the service gave no readiness details'
    case 'provider':
      return `GitHub: ${w.check ? `${w.message} (${w.check})` : w.message}`
  }
}

/** The words for a list of checks: `unit-tests (FAILURE), lint (TIMED_OUT)`. */
export function checksText(checks: readonly FailedCheck[]): string {
  return checks.map((c) => `${c.name} (${c.conclusion})`).join(', ')
}

/** `by octocat at 2026-11-23T11:00:00Z`: who made the transition, and when. */
function who(t: QueueTransition | undefined): string {
  const parts = [t?.actor ? `by ${t.actor}` : '', t?.at ? `at ${t.at}` : ''].filter(Boolean)
  return parts.join(' ')
}

/** A cause in words: one sentence, more lines for the summary, and what is missing. */
export interface WhyWords {
  /** The cause in one sentence ('' where there is none). */
  headline: string
  /** More lines for the summary (who, when, the service's code, what it means). */
  details: string[]
  /** Why the cause could not be read. */
  missing?: string
}

const capitalized = (s: string) => `${s[0]?.toUpperCase() ?? ''}${s.slice(1)}`

/** FAILED or PENDING_FAILURE in words. */
function failureWhy(why: Why, reason: ReasonCode): WhyWords {
  const t = why.transition
  const checks = why.failedChecks
  const run = why.testRunId ? ` ${why.testRunId}` : ''
  const tests = reason === 'tests-failed' || reason === 'tests-timed-out'
  const headline = !tests
    ? `${capitalized(REASON_MEANINGS[reason])}.`
    : checks.length
      ? `${checks.length === 1 ? 'A check' : `${checks.length} checks`} failed in the queue's test run${run}: ${checksText(checks)}.`
      : `The queue's test run${run} failed${reason === 'tests-timed-out' ? ' (it timed out)' : ''}; the service named no failing check.`
  const details = [
    why.state === 'pending_failure'
      ? 'It is PENDING_FAILURE: the queue keeps it while the PRs behind it test, and fails it unless one of them passes with it.'
      : '',
    t?.message ? `The service says: ${t.message}` : '',
    why.serviceCode ? `The service's reason: ${why.serviceCode}.` : '',
    who(t) ? `Failed ${who(t)}.` : '',
    why.unread ? `The test run's checks could not be read: ${missingWords(why.unread)}.` : '',
  ]
  return { headline, details: details.filter(Boolean) }
}

/** CANCELLED in words: who or what took it out. */
function cancelWhy(why: Why, reason: ReasonCode): WhyWords {
  const t = why.transition
  const by = t?.actor ? ` by ${t.actor}` : ''
  const words: Partial<Record<ReasonCode, string>> = {
    'cancelled-by-user': `It was taken out of the queue${by || ' through the API or the app'}.`,
    'new-commit': `A new commit was pushed to the PR${by}, which took it out of the queue.`,
    'pr-closed': `The PR was closed${by}.`,
    'not-ready-timeout': 'It stayed NOT_READY longer than the queue allows.',
    'base-branch-changed': `The PR's base branch changed${by}.`,
    'converted-to-draft': `The PR was converted to a draft${by}.`,
  }
  const details = [
    t?.message ? `The service says: ${t.message}` : '',
    why.serviceCode ? `The service's reason: ${why.serviceCode}.` : '',
    t?.at ? `Cancelled at ${t.at}.` : '',
  ]
  return {
    headline: words[reason] ?? `It was cancelled${by} (${why.serviceCode ?? 'no reason given'}).`,
    details: details.filter(Boolean),
  }
}

/** A cause in words (`prSha`: the PR's head, named where impacted targets are awaited). */
export function whyWords(why: Why, prSha?: string): WhyWords {
  if (why.missing) {
    const missing = missingWords(why.missing)
    const headline = `The cause of ${why.state.toUpperCase()} could not be read: ${missing}.`
    return { headline, details: [], missing }
  }
  if (why.waitsFor)
    return {
      headline: `It waits for: ${why.waitsFor.map((w) => blockerWords(w, prSha)).join('; ')}.`,
      details: [],
    }
  if (why.place) {
    const { position, depth, ahead } = why.place
    const line = ahead.length
      ? `ahead of it: ${ahead.map((n) => `#${n}`).join(', ')}`
      : 'nothing ahead of it'
    return { headline: `Position ${position} of ${depth}; ${line}.`, details: [] }
  }
  const reason = why.reason
  if (!reason) return { headline: '', details: [] }
  if (why.state === 'cancelled') return cancelWhy(why, reason)
  if (why.state === 'failed' || why.state === 'pending_failure') return failureWhy(why, reason)
  return { headline: '', details: [] }
}

// ---- An estimate --------------------------------------------------------------------------------

/** What each reason the service (or this reader) gives for no estimate means, in words. */
const NO_ESTIMATE_WORDS: Record<string, string> = {
  QUEUE_PAUSED: 'the queue is paused',
  QUEUE_DRAINING: 'the queue is draining',
  ESTIMATE_NOT_ENABLED: 'the queue does not serve estimates',
  NOT_READY: 'the PR is not ready yet',
  PR_NOT_READY: 'the PR is not ready yet',
  INSUFFICIENT_HISTORY: 'too little test history',
  INSUFFICIENT_DATA: 'too little test history',
  NOT_SENT: 'the service sent none',
  UNREADABLE: "the service's answer could not be read",
  UNAVAILABLE: 'the service gave none',
  UNREADABLE_TIME: 'the service sent a time no clock can hold',
  IMPLAUSIBLE_PAST: "the service's merge time has already passed",
  IMPLAUSIBLE_FAR: "the service's time is more than 30 days ahead",
  IMPLAUSIBLE_PRS_AHEAD: 'the service counts more PRs ahead than the queue holds',
  IMPLAUSIBLE_WAITING_ON: 'the service waits on PRs that are not in the queue',
}

/** `#41`, `#41 and #43`, `#41, #43 and #47`: our own words for PR numbers (integers). */
function prList(numbers: readonly number[]): string {
  const refs = numbers.map((n) => `#${n}`)
  return refs.length < 2 ? (refs[0] ?? '') : `${refs.slice(0, -1).join(', ')} and ${refs.at(-1)}`
}

function aheadWords(n: number | undefined): string {
  if (n === undefined) return ''
  return n === 0 ? ', nothing ahead' : `, ${n} PR${n === 1 ? '' : 's'} ahead`
}

/** "about 25 min" from now until `iso`; "any moment now" once it has passed. */
function inAbout(iso: string, now: number): string {
  const t = parseTime(iso)
  if (t === undefined) return ''
  const ms = t - now
  if (ms < 60_000) return 'any moment now'
  return `in about ${humanDuration(Math.round(ms / 60_000) * 60_000)}`
}

/** Why there is no estimate, in words. */
function noEstimateWords(reason: string): string {
  const known = NO_ESTIMATE_WORDS[reason]
  if (known) return known
  if (reason.startsWith('READ_FAILED'))
    return `it could not be read (${md(reason.slice(13, -1), 80)})`
  return `the service says ${md(reason, 80)}`
}

/**
 * The estimate in one sentence, Markdown-safe: "Expected to merge in about 25 min, 3 PRs
 * ahead."; "Waiting on #41 and #43 to resolve."; "No estimate: the queue is paused."
 */
export function estimateWords(e: Estimate | undefined, now: number): string {
  if (!e) return ''
  if (e.status === 'unavailable') return `No estimate: ${noEstimateWords(e.reason)}.`
  if (e.kind === 'pending-failure') {
    const when = e.resolveAt ? `, expected ${inAbout(e.resolveAt, now)}` : ''
    return e.waitingOn.length
      ? `Waiting on ${prList(e.waitingOn)} to resolve${when}.`
      : `Waiting for its pending failure to resolve${when}.`
  }
  if (e.mergeAt) return `Expected to merge ${inAbout(e.mergeAt, now)}${aheadWords(e.prsAhead)}.`
  return e.prsAhead !== undefined
    ? `No merge time estimated${aheadWords(e.prsAhead)}.`
    : 'No estimate: the service gave none.'
}

// ---- A requeue ----------------------------------------------------------------------------------

/** What each decision means: the summary's words and docs/why.md's table. */
export const REQUEUE_DECISIONS: Record<RequeueDecision, string> = {
  requeued: 'it left for a cause not its own, and was submitted again',
  'not-out': 'it is still in the queue (nothing to requeue)',
  'not-submitted': 'the queue has no record of it',
  'not-transient': 'it left for a cause of its own: the author must act',
  'cause-unknown': 'the cause could not be read, so it is not requeued',
  'count-unknown':
    'the earlier requeues could not be counted (a record not read in full), so it is not requeued',
  'limit-reached': 'it was already requeued max-requeues times at this commit',
  'no-record': 'no record to count requeues by (no timeline from the service, no comment)',
  'back-in-queue': 'read again right before the submit, it was back in the queue',
  merged: 'read again right before the submit, it was merged',
  'new-commit': "the queue's entry is for another commit than the PR's head",
  changed: 'read again right before the submit, it had left the queue again since',
  'submit-failed': 'the submit failed (the error says why)',
}

/** What a decision's detail adds, in words. */
function requeueDetailWords(o: RequeueOutcome): string | undefined {
  switch (o.detail?.kind) {
    case 'limit':
      return `${o.detail.done} of ${o.detail.max}`
    case 'count-not-written':
      return 'the count could not be written to the comment'
    case 'not-entered':
      return 'read back after the submit, the PR had not entered the queue; nothing was sent again'
    case 'count-unknown':
      return o.detail.source === 'service'
        ? `the service's history of the PR: ${failureWords(o.detail.failure)}`
        : `the PR comment's count: ${o.detail.failure.message}`
    case undefined:
      return undefined
  }
}

/** The comment's line written right before the submit: the try it is. */
export function requeueTryWords(prNumber: number, count: { done: number; max: number }): string {
  return `Requeued, try ${count.done + 1} of ${count.max}: PR #${prNumber} goes back in the queue (a cause not its own).`
}

/** The words of a decision, for the log, the summary and the comment (Markdown-safe). */
export function requeueWords(o: RequeueOutcome, prNumber: number): string {
  if (o.requeued) {
    const at = o.sha ? ` at commit ${codeSpan(o.sha.slice(0, 12))}` : ''
    const count = o.count ?? { done: 0, max: 1 }
    return `Requeued: PR #${prNumber} was submitted again${at} (requeue ${count.done + 1} of ${count.max}).`
  }
  const detail = requeueDetailWords(o)
  return `Not requeued (${codeSpan(o.decision)}): ${REQUEUE_DECISIONS[o.decision]}${detail ? ` (${detail})` : ''}.`
}

/** A decision's words as the log says them: no code spans in a log line. */
export function requeueLogLine(words: string): string {
  return words.replace(/\u0060/g, '')
}

/** The notice of a decision made at the last moment (the re-read before or after the submit). */
export function requeueNotice(o: RequeueOutcome, prNumber: number): string | undefined {
  if (!o.late) return undefined
  if (o.decision === 'submit-failed')
    return `PR #${prNumber}: not requeued: ${requeueDetailWords(o)}.`
  return `PR #${prNumber}: ${REQUEUE_DECISIONS[o.decision]}; nothing was submitted.`
}

// ---- A PR ---------------------------------------------------------------------------------------

/** The queue's entry is for another commit than the PR's head. */
export function staleWords(entrySha: string, headSha: string): string {
  return `The queue's entry is for commit ${entrySha.slice(0, 12)}, not the PR's head ${headSha.slice(0, 12)}.`
}

/** A NOT_READY PR's reasons, as the log says them. */
export function notReadyLine(reasons: readonly string[]): string {
  return `Not ready: ${reasons.join('; ')}.`
}

/** The queue could not be read for context (a debug line: the command goes on without it). */
export function queueUnreadLine(f: ReadFailure): string {
  return `Could not read the queue: ${f.message}`
}

/** The one answer to a merged PR (`what`: what the command did not do). */
export function alreadyMergedWords(prNumber: number, what: string): string {
  return `PR #${prNumber} is already MERGED: ${what}.`
}

/** The log's line of a cause, of its details and of each failed check; the error annotation's title. */
export const WHY_LOG = {
  headline: (headline: string) => `Why: ${headline}`,
  detail: (detail: string) => `  ${detail}`,
  check: (c: FailedCheck) => `  ${c.name}: ${c.conclusion}${c.url ? ` ${c.url}` : ''}`,
  annotation: (prNumber: number, headline: string) => `PR #${prNumber}: ${headline}`,
  title: (checks: number) => `Merge queue: ${checks === 1 ? 'a check' : 'checks'} failed`,
}

// ---- The PR comment -----------------------------------------------------------------------------

/** What the PR comment and its warnings say. */
export const COMMENT_WORDS = {
  cannotKeep: (prNumber: number, problem: string) =>
    `Could not keep the PR comment on #${prNumber}: ${problem}. The step's result is unchanged.`,
  noToken: () =>
    `no GitHub token (set ${inputRef('github-token')}${actionOnly(', default ${{ github.token }}')})`,
  refused: (status: number) =>
    `GitHub answered ${status}: the token may not write to this PR (${actionOnly('fork PRs and Dependabot get a read-only token; the job needs permissions: pull-requests: write')}${cliOnly('it needs write access to pull requests')})`,
  answered: (status: number) => `GitHub answered ${status}`,
  unreadable: (status: number) => `GitHub answered ${status} to the read of the PR's comments`,
  unknownWriter: (prNumber: number) =>
    `Could not tell who the token writes as: older merge-queue comments on #${prNumber} were left as they are.`,
  updated: (url: string | undefined) => `Updated the PR comment${url ? ` ${url}` : ''}.`,
  commented: (url: string | undefined) => `Commented on the PR${url ? `: ${url}` : ''}.`,
  merged: (prNumber: number) => `PR #${prNumber} was merged by the queue.`,
  queuedAgain: (prNumber: number) => `PR #${prNumber} is in the queue again.`,
  footer: (iso: string, sha: string) => `<sub>Updated by merge-queue-action ${iso}${sha}.</sub>`,
}
