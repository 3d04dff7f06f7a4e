/**
 * The pull-request commands: submit, cancel, restart-tests, status, wait and upload-targets.
 * Each turns its settings into client calls, and the results into outputs and a summary.
 */
import {
  ConflictError,
  MAX_REQUEST_BODY_BYTES,
  bodyLimitText,
  byteCountText,
  NotFoundError,
  isTerminalState,
  type PriorityName,
  type SubmittedPullRequest,
} from '../../client/index.js'
import { Inputs, NOT_SUBMITTED, Outputs, type Outcome } from '../common/constants.js'
import { defaultOf } from '../common/defaults.js'
import { InputError } from '../common/input-error.js'
import { readInteger } from '../common/input-values.js'
import {
  parseBoolean,
  parsePath,
  parsePriority,
  parseStates,
  type InputGetter,
} from '../common/input-parsers.js'
import * as summary from '../common/summary.js'
import { md } from '../common/text.js'
import type { RunContext } from '../../ports/run-context.js'
import { parseTargetsText, readTargetsFile, type ParsedTargets } from '../common/targets-input.js'
import {
  judge,
  readQueueOrMissing,
  readinessReasons,
  waitForPullRequestState,
  type WaitResult,
} from './wait.js'
import { keepComment, parseCommentSettings, type CommentSettings } from './pr-comment.js'
import {
  positionOf,
  prOutputs,
  prRef,
  queueOutputs,
  staleNote,
  tryGetQueue,
} from '../common/shared.js'
import {
  defineCommand,
  readNothing,
  type CommandContext,
  type CommandResult,
  type SettingsFor,
} from '../common/types.js'
import { explain, logWhy, whyOf, whyOutputs, type Why } from './why.js'

// ---- submit -------------------------------------------------------------------------------------

/** submit's own settings. */
export interface SubmitSettings {
  /** Priority by name or number (0 highest); undefined: the queue's default. */
  priority?: PriorityName | number
  /** Test this PR alone, outside batches. */
  noBatch: boolean
}

export const submitCommand = defineCommand({
  target: 'pull-request',
  inputs: [Inputs.Priority, Inputs.NoBatch],
  outputs: [
    Outputs.State,
    Outputs.IsSubmitted,
    Outputs.PriorityName,
    Outputs.PriorityValue,
    Outputs.PrSha,
    Outputs.QueueState,
    Outputs.QueueDepth,
    Outputs.QueuePosition,
  ],
  read: (get): SubmitSettings => {
    const p = get(Inputs.Priority)
    return {
      priority: p ? parsePriority(p) : undefined,
      noBatch: parseBoolean(get, Inputs.NoBatch),
    }
  },
  run: submit,
})

async function submit(
  c: CommandContext<SettingsFor<'pull-request', SubmitSettings>>,
): Promise<CommandResult> {
  const ref = prRef(c.s)
  const before = await c.client.findSubmittedPullRequest(ref, { signal: c.signal })
  const wasQueued = !!before && before.isCurrentlySubmittedToQueue && !isTerminalState(before.state)
  try {
    const r = await c.client.submitPullRequest(
      { ...ref, priority: c.s.priority, noBatch: c.s.noBatch },
      { signal: c.signal },
    )
    if (r.reconciled)
      c.log.info(
        'The first submit failed in a way that left its outcome unknown; the PR was read back to settle it.',
      )
  } catch (e) {
    // A v2-style service refuses a PR that is already queued: that is the state asked for.
    if (!(e instanceof ConflictError)) throw e
    c.log.notice(`PR #${ref.pr.number} is already in the queue (the service answered 409).`)
  }
  const pr = await c.client.findSubmittedPullRequest(ref, { signal: c.signal })
  const q = await tryGetQueue(c)
  const outputs = { ...prOutputs(pr), ...queueOutputs(q, ref.pr.number) }
  const intro = wasQueued
    ? `PR #${ref.pr.number} was already in the queue; its submission was renewed${c.s.priority !== undefined ? ` with priority ${c.s.priority}` : ''}.`
    : `PR #${ref.pr.number} was submitted to the queue.`
  c.log.info(intro)
  const stale = staleNote(c, pr)
  if (stale) c.log.warning(stale)
  if (pr && isTerminalState(pr.state)) {
    const failure = `PR #${ref.pr.number} was submitted, but the queue now shows it as ${pr.state.toUpperCase()}.`
    return {
      outcome: 'failure',
      outputs,
      summary: summary.prSection(pr, summary.summaryContext(c)),
      failure,
    }
  }
  return {
    outcome: 'success',
    outputs,
    summary: `${intro}${stale ? ` ${stale}` : ''}\n\n${summary.prSection(pr, summary.summaryContext(c), positionOf(q, ref.pr.number))}`,
  }
}

// ---- cancel and restart-tests -------------------------------------------------------------------

const PR_STATE_OUTPUTS = [
  Outputs.State,
  Outputs.IsSubmitted,
  Outputs.PriorityName,
  Outputs.PriorityValue,
  Outputs.PrSha,
] as const

export const cancelCommand = defineCommand({
  target: 'pull-request',
  inputs: [],
  outputs: PR_STATE_OUTPUTS,
  read: readNothing,
  run: cancel,
})

async function cancel(
  c: CommandContext<SettingsFor<'pull-request', object>>,
): Promise<CommandResult> {
  const ref = prRef(c.s)
  try {
    const r = await c.client.cancelPullRequest(ref, { signal: c.signal })
    if (r.reconciled && r.status === 404)
      c.log.info(
        'The first cancel failed with an unknown outcome; the retry found the PR already out of the queue.',
      )
  } catch (e) {
    if (!(e instanceof NotFoundError)) throw e
    await readQueueOrMissing(c.client, c.s, { signal: c.signal })
    const pr = await c.client.findSubmittedPullRequest(ref, { signal: c.signal })
    if (pr?.state.toLowerCase() === 'merged') return alreadyMerged(c, pr, 'nothing was cancelled')
    const text = `PR #${ref.pr.number} is not in the queue; there was nothing to cancel.`
    c.log.info(text)
    return {
      outcome: 'not-submitted',
      outputs: { ...prOutputs(pr), [Outputs.IsSubmitted]: 'false' },
      summary: `${text}\n`,
    }
  }
  const pr = await c.client.findSubmittedPullRequest(ref, { signal: c.signal })
  c.log.info(`PR #${ref.pr.number} was removed from the queue.`)
  return {
    outcome: 'success',
    outputs: prOutputs(pr),
    summary: `PR #${ref.pr.number} was removed from the queue.\n\n${summary.prSection(pr, summary.summaryContext(c))}`,
  }
}

export const restartTestsCommand = defineCommand({
  target: 'pull-request',
  inputs: [],
  outputs: PR_STATE_OUTPUTS,
  read: readNothing,
  run: restartTests,
})

async function restartTests(
  c: CommandContext<SettingsFor<'pull-request', object>>,
): Promise<CommandResult> {
  const ref = prRef(c.s)
  try {
    await c.client.restartTestsOnPullRequest(ref, { signal: c.signal })
  } catch (e) {
    if (!(e instanceof NotFoundError)) throw e
    await readQueueOrMissing(c.client, c.s, { signal: c.signal })
    const pr = await c.client.findSubmittedPullRequest(ref, { signal: c.signal })
    if (pr?.state.toLowerCase() === 'merged')
      return alreadyMerged(c, pr, 'its tests were not restarted')
    const failure = `PR #${ref.pr.number} is not in the queue, so its tests cannot be restarted (submit it first).`
    return { outcome: 'not-submitted', outputs: prOutputs(pr), summary: '', failure }
  }
  const pr = await c.client.findSubmittedPullRequest(ref, { signal: c.signal })
  const text = `Tests of PR #${ref.pr.number} were restarted; it keeps its place in the queue.`
  c.log.info(text)
  return {
    outcome: 'success',
    outputs: prOutputs(pr),
    summary: `${text}\n\n${summary.prSection(pr, summary.summaryContext(c))}`,
  }
}

/**
 * The one answer to a PR the queue has already merged, for every command that would change it
 * (cancel, restart-tests): its state is MERGED (never NOT_SUBMITTED), nothing is done, a notice
 * says so, and the step succeeds with outcome not-submitted (the PR is no longer in the queue).
 */
function alreadyMerged(
  c: CommandContext<SettingsFor<'pull-request', object>>,
  pr: SubmittedPullRequest,
  what: string,
): CommandResult {
  const text = `PR #${c.s.prNumber} is already MERGED: ${what}.`
  c.log.notice(text)
  return {
    outcome: 'not-submitted',
    outputs: { ...prOutputs(pr), [Outputs.IsSubmitted]: 'false' },
    summary: `${text}\n\n${summary.prSection(pr, summary.summaryContext(c))}`,
  }
}

// ---- status -------------------------------------------------------------------------------------

export const statusCommand = defineCommand({
  target: 'pull-request',
  // The entry's commit is checked against the PR's head: worth a lookup where the event lacks it.
  headSha: 'wanted',
  inputs: [Inputs.Comment],
  outputs: [
    ...PR_STATE_OUTPUTS,
    Outputs.QueueState,
    Outputs.QueueDepth,
    Outputs.QueuePosition,
    Outputs.Reason,
    Outputs.FailedChecks,
  ],
  read: readStatusSettings,
  run: status,
})

/** status's own settings. */
export interface StatusSettings {
  /** When and how to keep a comment on the PR with its state and the cause (unset: never). */
  comment?: CommentSettings
}

function readStatusSettings(get: InputGetter, ctx: RunContext): StatusSettings {
  return { comment: parseCommentSettings(get, ctx) }
}

async function status(
  c: CommandContext<SettingsFor<'pull-request', StatusSettings>>,
): Promise<CommandResult> {
  const ref = prRef(c.s)
  const pr = await c.client.findSubmittedPullRequest(ref, { signal: c.signal })
  // Not in the queue: a read of the queue tells a missing queue (an error) from a PR not in it.
  const q = !pr
    ? await readQueueOrMissing(c.client, c.s, { signal: c.signal })
    : !isTerminalState(pr.state)
      ? await tryGetQueue(c)
      : undefined
  const outputs = { ...prOutputs(pr), ...queueOutputs(q, ref.pr.number) }
  const verdict = judge(pr, { waitFor: [], failOn: [], expectedSha: c.s.prSha })
  const outcome: Outcome =
    verdict.done && (verdict.outcome === 'not-submitted' || verdict.outcome === 'stale')
      ? verdict.outcome
      : 'success'
  const line = pr
    ? `PR #${ref.pr.number} is ${pr.state.toUpperCase()}.`
    : `PR #${ref.pr.number} is not in the queue.`
  c.log.info(line)
  const stale = staleNote(c, pr)
  if (stale) c.log.warning(stale)
  let md = `${summary.prSection(pr, summary.summaryContext(c), positionOf(q, ref.pr.number))}${stale ? `\n${stale}\n` : ''}`
  if (pr?.state.toLowerCase() === 'not_ready') {
    const reasons = readinessReasons(pr.readiness, c.s.prSha)
    c.log.info(`Not ready: ${reasons.join('; ')}.`)
    md += summary.notReadySection(reasons)
  }
  const why = await whyOf(c.client, ref, pr, { signal: c.signal, queue: q, prSha: c.s.prSha })
  logWhy(c.log, why, ref.pr.number)
  md += summary.whySection(why, pr?.state)
  md += await keepComment(c, pr, why)
  const all = { ...outputs, ...whyOutputs(why) }
  // A stale entry fails the step as wait does: its state is an old commit's, not the PR's.
  if (outcome === 'stale') return { outcome, outputs: all, summary: md, failure: stale }
  return { outcome, outputs: all, summary: md }
}

// ---- wait ---------------------------------------------------------------------------------------

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
}

export const waitCommand = defineCommand({
  target: 'pull-request',
  headSha: 'wanted',
  inputs: [
    Inputs.WaitFor,
    Inputs.FailOn,
    Inputs.TimeoutSeconds,
    Inputs.PollIntervalSeconds,
    Inputs.MaxPollIntervalSeconds,
    Inputs.NotSubmittedTimeoutSeconds,
    Inputs.Comment,
  ],
  outputs: [
    ...PR_STATE_OUTPUTS,
    Outputs.QueueState,
    Outputs.QueueDepth,
    Outputs.QueuePosition,
    Outputs.TimedOut,
    Outputs.Reason,
    Outputs.FailedChecks,
  ],
  read: readWaitSettings,
  run: wait,
})

function readWaitSettings(get: InputGetter, ctx: RunContext): WaitSettings {
  const waitFor = parseStates(Inputs.WaitFor, get(Inputs.WaitFor) || defaultOf(Inputs.WaitFor))
  const failOn = parseStates(Inputs.FailOn, get(Inputs.FailOn) || defaultOf(Inputs.FailOn), true)
  const both = waitFor.filter((x) => failOn.includes(x))
  if (both.length) {
    throw new InputError(
      Inputs.FailOn,
      `names ${both.join(', ')}, which wait-for names too`,
      'states that are not in wait-for',
    )
  }
  const pollIntervalSeconds = readInteger(get, Inputs.PollIntervalSeconds)
  const maxPollIntervalSeconds = readInteger(get, Inputs.MaxPollIntervalSeconds)
  const timeoutSeconds = readInteger(get, Inputs.TimeoutSeconds)
  if (maxPollIntervalSeconds < pollIntervalSeconds) {
    throw new InputError(
      Inputs.MaxPollIntervalSeconds,
      `${maxPollIntervalSeconds} is less than poll-interval-seconds (${pollIntervalSeconds})`,
      'a value at least poll-interval-seconds',
    )
  }
  return {
    waitFor,
    failOn,
    timeoutSeconds,
    pollIntervalSeconds,
    maxPollIntervalSeconds,
    notSubmittedTimeoutSeconds: readInteger(get, Inputs.NotSubmittedTimeoutSeconds),
    // The PR's own runs (pull_request and its family, a CI's PR build) report as its checks.
    onPullRequestEvent: ctx.pr?.runIsPrCheck === true,
    comment: parseCommentSettings(get, ctx),
  }
}

async function wait(
  c: CommandContext<SettingsFor<'pull-request', WaitSettings>>,
): Promise<CommandResult> {
  const s = c.s
  const ref = prRef(s)
  c.log.info(
    `Waiting up to ${s.timeoutSeconds} s for ${s.waitFor.map((x) => x.toUpperCase()).join('/')}` +
      (s.failOn.length ? ` (failing on ${s.failOn.map((x) => x.toUpperCase()).join('/')})` : '') +
      `, polling every ${s.pollIntervalSeconds} s (backing off to ${s.maxPollIntervalSeconds} s while nothing changes).`,
  )
  const r = await waitForPullRequestState(
    { client: c.client, clock: c.clock, signal: c.signal, log: c.log },
    {
      ref,
      waitFor: s.waitFor,
      failOn: s.failOn,
      expectedSha: s.prSha,
      timeoutMs: s.timeoutSeconds * 1000,
      pollIntervalMs: s.pollIntervalSeconds * 1000,
      maxPollIntervalMs: s.maxPollIntervalSeconds * 1000,
      notSubmittedTimeoutMs: s.notSubmittedTimeoutSeconds * 1000,
      requestTimeoutMs: s.requestTimeoutSeconds * 1000,
      warnIfBlockingItsOwnPr: s.onPullRequestEvent,
    },
  )
  // A wait cancelled before its first answer knows nothing of the PR: no state is made up.
  const seen = r.timeline.length > 0
  const outputs = {
    ...(seen ? prOutputs(r.pr) : {}),
    ...queueOutputs(r.queue, ref.pr.number),
    [Outputs.TimedOut]: String(r.timedOut),
  }
  if (r.position !== undefined) outputs[Outputs.QueuePosition] = String(r.position)
  if (r.cancelled) {
    const failure = `Cancelled: ${r.cancelled}; PR #${ref.pr.number} ${seen ? `was last seen ${r.pr?.state.toUpperCase() ?? NOT_SUBMITTED}` : 'was not read yet'}.`
    return {
      outcome: 'error',
      errorKind: 'cancelled',
      outputs,
      summary: waitSummary(c, r),
      failure,
    }
  }
  const why = seen
    ? await whyOf(c.client, ref, r.pr, { signal: c.signal, queue: r.queue, prSha: s.prSha })
    : explain(null, {})
  Object.assign(outputs, whyOutputs(why))
  const failing = r.outcome !== 'success'
  // A failure's message (the error annotation) names the cause; a success's log says it.
  const message =
    `PR #${ref.pr.number}: ${r.reason}.` +
    (failing && why.reason && why.reason !== 'unknown' ? ` ${why.headline}` : '')
  logWhy(c.log, why, ref.pr.number, false)
  // On failure the alert above the summary carries the message.
  const md =
    waitSummary(c, r, r.outcome === 'success' ? message : undefined, why) +
    (seen ? await keepComment(c, r.pr, why) : '')
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
  return (
    warning +
    summary.waitSection(r, summary.summaryContext(c), { headline, cancelled: !!r.cancelled, why })
  )
}

// ---- upload-targets -----------------------------------------------------------------------------

/** upload-targets' own settings. */
export interface UploadTargetsSettings {
  /** The targets to send. */
  targets: ParsedTargets
}

export const uploadTargetsCommand = defineCommand({
  target: 'pull-request-head',
  inputs: [Inputs.ImpactedTargets, Inputs.ImpactedTargetsFile],
  outputs: [
    Outputs.ImpactedTargetsMode,
    Outputs.ImpactedTargetsCount,
    Outputs.RequestBytes,
    Outputs.PrSha,
  ],
  read: readUploadSettings,
  run: uploadTargets,
})

function readUploadSettings(get: InputGetter): UploadTargetsSettings {
  // One of the two is given (the command table requires it). Not trimmed by the caller's reader for lists: a list's own line breaks matter; parsing trims
  // each line.
  const inline = get(Inputs.ImpactedTargets)
  const file = get(Inputs.ImpactedTargetsFile)
  if (inline && file) {
    throw new InputError(
      Inputs.ImpactedTargetsFile,
      'is given together with impacted-targets',
      'only one of the two',
    )
  }
  return {
    targets: file
      ? readTargetsFile(parsePath(Inputs.ImpactedTargetsFile, file), Inputs.ImpactedTargetsFile)
      : parseTargetsText(inline, { input: Inputs.ImpactedTargets }),
  }
}

async function uploadTargets(
  c: CommandContext<SettingsFor<'pull-request-head', UploadTargetsSettings>>,
): Promise<CommandResult> {
  const s = c.s
  const parsed = s.targets
  const given = parsed.kind === 'ALL' ? 0 : parsed.targets.length
  // A file longer than the body limit was not read to its end: its list cannot fit.
  const overLimit =
    parsed.kind === 'ALL' && parsed.fileOverLimit !== undefined
      ? `The file of targets is longer than the request body limit of ${bodyLimitText()} (reading stopped after ${byteCountText(parsed.fileOverLimit)}), so its list cannot fit; sent ALL instead (every target counts as impacted).`
      : undefined
  if (overLimit) c.log.warning(overLimit)
  c.log.info(
    parsed.kind === 'ALL'
      ? 'Uploading ALL: the PR impacts every target.'
      : `Uploading ${given} target(s) (${parsed.format === 'json' ? 'JSON array' : 'one per line'}; repeats dropped) for commit ${s.prSha.slice(0, 12)}${s.forkedWorkflowRunId ? ', as a fork run (no token)' : ''}.`,
  )
  const r = await c.client.uploadImpactedTargets(
    { repo: s.repo, targetBranch: s.targetBranch, pr: { number: s.prNumber, sha: s.prSha } },
    parsed.kind === 'ALL' ? 'ALL' : parsed.targets,
    { signal: c.signal },
  )
  if (r.reason === 'oversize') {
    c.log.warning(
      `The list of ${given} targets would make a request body of ${byteCountText(r.listBytes)}, over the limit of ${bodyLimitText()}; sent ALL instead (every target counts as impacted).`,
    )
  } else if (r.reason === 'server-413') {
    c.log.warning(
      'The service refused the list as too large (HTTP 413); sent ALL instead (every target counts as impacted).',
    )
  } else {
    c.log.info(
      `Uploaded ${r.mode === 'ALL' ? 'ALL' : `${r.count} distinct target(s)`} in ${r.requestBytes} bytes.`,
    )
  }
  return {
    outcome: 'success',
    outputs: {
      [Outputs.ImpactedTargetsMode]: r.mode,
      [Outputs.ImpactedTargetsCount]: String(r.count),
      [Outputs.RequestBytes]: String(r.requestBytes),
      [Outputs.PrSha]: s.prSha,
    },
    summary:
      summary.uploadSection({ ...r, given, limit: MAX_REQUEST_BODY_BYTES }) +
      (overLimit ? summary.alert('WARNING', overLimit) : ''),
  }
}
