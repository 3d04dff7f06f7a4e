/**
 * wait's run: polls until the PR reaches a wait-for or fail-on state (poll.ts), then says why and
 * keeps the comment.
 */
import type { CommentSettings } from '../common/comment-input.js'
import { NOT_SUBMITTED, Outputs } from '../../inputs/constants.js'
import {
  explain,
  leftQueue,
  pullRequestRef,
  estimateNow,
  inLine,
  plausibleEstimate,
  readEstimate,
  requeue,
  testBranchRunIdFor,
  wantsEstimate,
  whyOf,
  type RequeueOutcome,
  type Why,
} from '../../queue/index.js'
import { commentRecord, keepComment } from '../common/pr-comment.js'
import { estimateOutputs, logWhy, prOutputs, queueOutputs, whyOutputs } from '../common/report.js'
import * as summary from '../common/summary.js'
import {
  estimateWords,
  requeueLogLine,
  requeueNotice,
  requeueTryWords,
  requeueWords,
  whyWords,
} from '../common/words.js'
import { md } from '../../ports/text.js'
import { type CommandContext, type CommandResult, type SettingsFor } from '../common/types.js'
import { waitForPullRequestState, type WaitResult } from './poll.js'
import { waitSection } from './summary.js'
import { WAIT_WORDS } from './words.js'

/** wait's own settings. */
export interface WaitSettings {
  /** States that end the wait successfully (lowercase). */
  waitFor: string[]
  /** States that end the wait as a failure (lowercase). */
  failOn: string[]
  /** How long to wait in all. */
  timeoutSeconds: number
  /** The first (and after every transition, the reset) poll interval. */
  pollIntervalSeconds: number
  /** The longest the interval grows to while nothing changes. */
  maxPollIntervalSeconds: number
  /** How long a PR that is not in the queue may take to appear before the wait fails. */
  notSubmittedTimeoutSeconds: number
  /** The event is the PR's own (where the wait may be a required check of it). */
  onPullRequestEvent: boolean
  /** When and how to keep a comment on the PR with its state and the cause (unset: never). */
  comment?: CommentSettings
  /** transient: put the PR back after a kick-out not its own, and keep waiting. */
  requeue: 'never' | 'transient'
  /** The most requeues per head commit. */
  maxRequeues: number
}

/** Runs wait with its settings. */
export async function run(
  c: CommandContext<SettingsFor<'pull-request', WaitSettings>>,
): Promise<CommandResult> {
  const s = c.s
  const ref = pullRequestRef(s)
  const n = ref.pr.number
  c.log.info(WAIT_WORDS.start(s))
  const started = c.clock.now()
  const waitOnce = () =>
    waitForPullRequestState(
      { client: c.client, clock: c.clock, signal: c.signal, log: c.log },
      {
        ref,
        waitFor: s.waitFor,
        failOn: s.failOn,
        expectedSha: s.prSha,
        timeoutMs: Math.max(1000, s.timeoutSeconds * 1000 - (c.clock.now() - started)),
        pollIntervalMs: s.pollIntervalSeconds * 1000,
        maxPollIntervalMs: s.maxPollIntervalSeconds * 1000,
        notSubmittedTimeoutMs: s.notSubmittedTimeoutSeconds * 1000,
        requestTimeoutMs: s.requestTimeoutSeconds * 1000,
        warnIfBlockingItsOwnPr: s.onPullRequestEvent,
        readEstimate: (pr) =>
          readEstimate(c.client, ref, pr, { signal: c.signal }, { now: () => c.clock.now() }),
        estimateWords: (e) =>
          estimateWords(
            e,
            estimateNow(c.client, () => c.clock.now()),
          ),
      },
    )
  let r = await waitOnce()
  // requeue: transient: a kick-out not its own puts it back (within max-requeues), and the wait goes on.
  let requeued: RequeueOutcome | undefined
  let requeuedTimes = 0
  while (
    s.requeue === 'transient' &&
    !r.cancelled &&
    r.outcome !== 'success' &&
    r.pr &&
    leftQueue(r.pr.state)
  ) {
    const left = r.pr
    const leftWhy = await whyOf(c.client, ref, left, {
      signal: c.signal,
      ...testBranchRunIdFor(s.run, n),
    })
    requeued = await requeue(
      {
        queue: c.client,
        ref,
        signal: c.signal,
        record: commentRecord(c, left, leftWhy, (count) => [requeueTryWords(n, count)]),
      },
      left,
      leftWhy,
      { headSha: s.prSha, maxRequeues: s.maxRequeues },
    )
    const notice = requeueNotice(requeued, n)
    if (notice) c.log.notice(notice)
    c.log.info(requeueLogLine(requeueWords(requeued, n)))
    if (!requeued.requeued) break
    requeuedTimes++
    r = await waitOnce()
  }
  // A wait cancelled before its first answer knows nothing of the PR: no state is made up.
  const seen = r.timeline.length > 0
  const outputs = {
    ...(seen ? prOutputs(r.pr) : {}),
    ...queueOutputs(r.queue, n),
    [Outputs.TimedOut]: String(r.timedOut),
  }
  if (r.position !== undefined) outputs[Outputs.QueuePosition] = String(r.position)
  const requeueLines: string[] = []
  if (s.requeue === 'transient') {
    const decision =
      requeued?.decision ?? (r.pr?.state.toLowerCase() === 'merged' ? 'merged' : 'not-out')
    outputs[Outputs.Requeued] = String(requeuedTimes > 0)
    outputs[Outputs.RequeueDecision] = decision
    if (requeuedTimes) requeueLines.push(WAIT_WORDS.requeuedTimes(requeuedTimes))
    if (requeued && !requeued.requeued) requeueLines.push(requeueWords(requeued, n))
  }
  // The estimate is the PR's only while it is still queued in the state it was read in.
  const now = estimateNow(c.client, () => c.clock.now())
  const estimate =
    r.estimate && wantsEstimate(r.pr) && r.pr?.state.toLowerCase() === r.estimate.state
      ? inLine(plausibleEstimate(r.estimate.value, now, r.queue), r.position)
      : undefined
  if (wantsEstimate(r.pr)) Object.assign(outputs, estimateOutputs(estimate, r.position))
  if (r.cancelled) {
    const last = seen ? (r.pr?.state.toUpperCase() ?? NOT_SUBMITTED) : undefined
    return {
      outcome: 'error',
      errorKind: 'cancelled',
      outputs,
      summary: waitSummary(c, r),
      failure: WAIT_WORDS.cancelled(r.cancelled, n, last),
    }
  }
  const why = seen
    ? await whyOf(c.client, ref, r.pr, {
        signal: c.signal,
        queue: r.queue,
        ...testBranchRunIdFor(s.run, n),
      })
    : explain(null, {})
  Object.assign(outputs, whyOutputs(why))
  const failing = r.outcome !== 'success'
  // A failure's message (the error annotation) names the cause; a success's log says it.
  const named = failing && why.reason && why.reason !== 'unknown'
  const message = WAIT_WORDS.ended(n, r.end, named ? whyWords(why, s.prSha).headline : undefined)
  // NOT_READY's reasons are the poll's own line ("Not ready: ..."): the cause's line would say
  // them again ("Why: It waits for: ..."); it is logged only when it adds something.
  const saidByPoll = r.pr?.state.toLowerCase() === 'not_ready' && why.reason !== 'unknown'
  if (!saidByPoll) logWhy(c.log, why, n, { annotate: false, prSha: s.prSha })
  // On failure the alert above the summary carries the message.
  const words = estimateWords(estimate, now)
  const lines = [...(words ? [words] : []), ...requeueLines]
  const md =
    waitSummary(c, r, r.outcome === 'success' ? message : undefined, why) +
    summary.estimateSection(estimate, now) +
    (requeueLines.length ? WAIT_WORDS.requeue(requeueLines) : '') +
    (seen ? await keepComment(c, r.pr, why, { lines }) : '')
  if (r.outcome === 'success') {
    c.log.info(message)
    return { outcome: 'success', outputs, summary: md }
  }
  return { outcome: r.outcome, outputs, summary: md, failure: message }
}

/** The wait's summary: the verdict, the PR as last seen, why it was not ready, the timeline. */
function waitSummary(
  c: CommandContext<SettingsFor<'pull-request', WaitSettings>>,
  r: WaitResult,
  headline?: string,
  why?: Why,
): string {
  const warning = r.selfBlockWarning ? summary.alert('WARNING', md(r.selfBlockWarning, 2000)) : ''
  // Cancelled before the first answer: nothing was seen, and nothing is made up.
  if (!r.timeline.length) return warning
  const ctx = summary.summaryContext(c)
  const opts = { headline, cancelled: !!r.cancelled, why, prSha: c.s.prSha }
  return warning + waitSection(r, ctx, opts)
}
