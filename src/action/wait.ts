/**
 * Waiting for a PR's queue state: the pure decisions (which state ends the wait, whether an entry
 * is stale, why a PR is not ready, how long to sleep) and the polling loop that uses them.
 */
import {
  CancelledError,
  NotFoundError,
  abortReason,
  TrunkApiError,
  isTerminalState,
  type Clock,
  type Queue,
  type Readiness,
  type SubmittedPullRequest,
  type TrunkClient,
} from '../client/index.js'
import type { Outcome } from './constants.js'
import { MissingQueueError } from './input-error.js'

/** What the wait is for. */
export interface WaitSpec {
  waitFor: readonly string[]
  failOn: readonly string[]
  /** The head sha the queue entry must be for; undefined to skip the check. */
  expectedSha?: string
}

/** The verdict on one observation. */
export type Verdict =
  { done: true; outcome: Outcome; reason: string } | { done: false; reason?: string }

/** The success path a merged PR has gone through: waiting for any of these ends at MERGED. */
const SUCCESS_PATH = ['not_ready', 'pending', 'testing', 'tests_passed', 'merged']

/** True when the queue entry is for the expected commit (a short expected sha matches a prefix). */
export function shaMatches(entrySha: string, expected: string): boolean {
  const a = entrySha.toLowerCase()
  const b = expected.toLowerCase()
  return a.length >= b.length ? a.startsWith(b) : b.startsWith(a)
}

/**
 * Judges one observation of the PR. Not submitted, stale, a `wait-for` state, a `fail-on` state,
 * or a final state that can no longer lead to a `wait-for` one end the wait; anything else
 * (PENDING_FAILURE and unknown states included) does not.
 */
export function judge(pr: SubmittedPullRequest | null, spec: WaitSpec): Verdict {
  if (!pr)
    return {
      done: true,
      outcome: 'not-submitted',
      reason: 'the PR is not in the queue (it was never submitted to it)',
    }
  const state = pr.state.toLowerCase()
  if (spec.expectedSha && pr.prSha && !shaMatches(pr.prSha, spec.expectedSha)) {
    return {
      done: true,
      outcome: 'stale',
      reason: `the queue's entry is for commit ${pr.prSha.slice(0, 12)}, not the PR's head ${spec.expectedSha.slice(0, 12)}: its result is an old commit's (submit the PR again after a push)`,
    }
  }
  if (spec.waitFor.includes(state))
    return { done: true, outcome: 'success', reason: `the PR reached ${state.toUpperCase()}` }
  if (spec.failOn.includes(state))
    return { done: true, outcome: 'failure', reason: `the PR reached ${state.toUpperCase()}` }
  if (isTerminalState(state)) {
    if (state === 'merged' && spec.waitFor.every((w) => SUCCESS_PATH.includes(w))) {
      return {
        done: true,
        outcome: 'success',
        reason: `the PR reached MERGED, past ${spec.waitFor.map((w) => w.toUpperCase()).join('/')}`,
      }
    }
    return {
      done: true,
      outcome: 'failure',
      reason: `the PR reached ${state.toUpperCase()}, which is final and not one of ${spec.waitFor.map((w) => w.toUpperCase()).join(', ')}`,
    }
  }
  return { done: false }
}

/** Why a PR is in NOT_READY, in words, from its readiness record. */
export function readinessReasons(readiness: Readiness | undefined, prSha?: string): string[] {
  if (!readiness) return ['the service gave no readiness details']
  const reasons: string[] = []
  if (readiness.requiresImpactedTargets && readiness.hasImpactedTargets !== true) {
    reasons.push(
      `the queue needs the PR's impacted targets${prSha ? ` for commit ${prSha.slice(0, 12)}` : ''} and none were uploaded (run this action with command: upload-targets)`,
    )
  }
  if (readiness.doesBaseBranchMatch === false)
    reasons.push("the PR's base branch is not the queue's branch")
  switch (readiness.gitHubMergeability) {
    case 'not_mergeable':
      reasons.push(
        'GitHub reports the PR cannot be merged (a conflict, or a failing required check or review)',
      )
      break
    case 'in_progress':
    case 'unspecified':
      reasons.push('GitHub is still working out whether the PR can be merged')
      break
    case undefined:
    case 'mergeable':
      break
    default:
      reasons.push(`GitHub mergeability is ${readiness.gitHubMergeability}`)
  }
  return reasons.length
    ? reasons
    : ['no blocking reason reported; the queue has not picked it up yet']
}

/** The next poll interval: grows by half while nothing changes, resets on a change, capped. */
export function nextPollInterval(
  currentMs: number,
  changed: boolean,
  minMs: number,
  maxMs: number,
): number {
  return changed ? minMs : Math.min(maxMs, Math.round(currentMs * 1.5))
}

/** The actual sleep: the interval with ±20 % jitter, never past the deadline. */
export function jitteredSleep(
  intervalMs: number,
  remainingMs: number,
  random: () => number,
): number {
  return Math.max(0, Math.min(remainingMs, Math.round(intervalMs * (0.8 + 0.4 * random()))))
}

/** One observed state, for the timeline. */
export interface Transition {
  state: string
  /** When this run first saw it (ms since epoch). */
  seenAt: number
  /** When the service says the state began (ISO), if it said. */
  since?: string
}

/** The end of a wait. */
export interface WaitResult {
  outcome: Outcome
  reason: string
  pr: SubmittedPullRequest | null
  timeline: Transition[]
  /** getSubmittedPullRequest polls made. */
  polls: number
  timedOut: boolean
  queue?: Queue
  /** 1-based position among the queue's enqueued PRs. */
  position?: number
  /** Why the PR was not ready, when it was last seen in NOT_READY. */
  notReadyReasons?: string[]
  /** The last poll error, when the wait ended while the service was failing. */
  lastError?: string
  /** Set when the job was cancelled: why. Everything else holds what was last seen. */
  cancelled?: string
  /** The warning given when a required check waiting on the queue may block its own PR. */
  selfBlockWarning?: string
}

/** What the wait loop needs from its surroundings. */
export interface WaitDeps {
  client: Pick<TrunkClient, 'findSubmittedPullRequest' | 'getQueue'>
  clock: Clock
  signal?: AbortSignal
  log: { info(m: string): void; warning(m: string): void; debug(m: string): void }
}

/** Options of one wait. */
export interface WaitOptions extends WaitSpec {
  ref: {
    repo: { host: string; owner: string; name: string }
    targetBranch: string
    pr: { number: number }
  }
  timeoutMs: number
  pollIntervalMs: number
  maxPollIntervalMs: number
  notSubmittedTimeoutMs: number
  /** Deadline of one API call. */
  requestTimeoutMs: number
  /**
   * The wait runs on an event of the PR itself (pull_request...), where it may be one of the
   * PR's required checks: warn when GitHub's mergeability keeps the PR out of the queue.
   */
  warnIfBlockingItsOwnPr?: boolean
}

/** How often the queue (position, queue state) is re-read when nothing else changes. */
const QUEUE_REFRESH_MS = 5 * 60_000
/** Failures that polling again cannot fix. */
const FATAL_KINDS = new Set([
  'auth',
  'bad-request',
  'config',
  'invalid-request',
  'redirect',
  'unexpected-status',
])

/**
 * Polls the PR until the verdict is final or the deadline passes. Transient API failures are
 * survived until the deadline. A cancelled signal ends it at once with outcome `error` and
 * `cancelled` set, keeping the last state seen (so the step's outputs and summary still say it).
 */
export async function waitForPullRequestState(deps: WaitDeps, o: WaitOptions): Promise<WaitResult> {
  const { client, clock, signal, log } = deps
  const started = clock.now()
  const deadline = started + o.timeoutMs
  const timeline: Transition[] = []
  let polls = 0
  let interval = o.pollIntervalMs
  let last: SubmittedPullRequest | null = null
  let lastState: string | undefined
  let queue: Queue | undefined
  let queueReadAt = -Infinity
  let lastError: string | undefined
  let failingSince: number | undefined
  let warnedQueueState: string | undefined
  let notReadyReasons: string[] | undefined
  let lastHeartbeat = started
  let queueChecked = false
  let selfBlockWarning: string | undefined

  const remaining = () => deadline - clock.now()
  const callTimeout = () => Math.max(1000, Math.min(o.requestTimeoutMs, remaining()))
  const result = (outcome: Outcome, reason: string, timedOut = false): WaitResult => ({
    outcome,
    reason,
    pr: last,
    timeline,
    polls,
    timedOut,
    queue,
    position: positionIn(queue, o.ref.pr.number),
    notReadyReasons: lastState === 'not_ready' ? notReadyReasons : undefined,
    lastError,
    selfBlockWarning,
  })

  try {
    for (;;) {
      if (signal?.aborted) throw new CancelledError('wait', 'the job was cancelled')
      let changed = false
      let observed = false
      polls++
      try {
        last = await client.findSubmittedPullRequest(o.ref, { signal, timeoutMs: callTimeout() })
        observed = true
        if (failingSince !== undefined) {
          log.info(
            `The service answers again after ${formatDuration(clock.now() - failingSince)} of errors.`,
          )
          failingSince = undefined
        }
        lastError = undefined
      } catch (e) {
        if (e instanceof CancelledError) throw e
        if (!(e instanceof TrunkApiError) || FATAL_KINDS.has(e.kind)) throw e
        lastError = e.message
        if (failingSince === undefined) {
          failingSince = clock.now()
          log.warning(
            `Could not read the PR's state; still waiting (the deadline decides): ${e.message}`,
          )
        } else {
          log.debug(`Still failing: ${e.message}`)
        }
      }

      if (observed) {
        const state = last ? last.state.toLowerCase() : 'not_submitted'
        if (state !== lastState) {
          changed = lastState !== undefined
          timeline.push({ state, seenAt: clock.now(), since: last?.stateChangedAt })
          log.info(describeObservation(last, state, o.ref.pr.number))
          lastState = state
          lastHeartbeat = clock.now()
        } else if (clock.now() - lastHeartbeat >= QUEUE_REFRESH_MS) {
          log.info(
            `Still ${state.toUpperCase()} after ${formatDuration(clock.now() - (timeline.at(-1)?.seenAt ?? started))}.`,
          )
          lastHeartbeat = clock.now()
        }
        if (last && state === 'not_ready') {
          const mergeability = last.readiness?.gitHubMergeability
          if (
            o.warnIfBlockingItsOwnPr &&
            !selfBlockWarning &&
            (mergeability === 'in_progress' || mergeability === 'not_mergeable')
          ) {
            selfBlockWarning = selfBlockingWarning(o.ref.pr.number, mergeability)
            log.warning(selfBlockWarning)
          }
          const reasons = readinessReasons(last.readiness, o.expectedSha)
          if (changed || !notReadyReasons || reasons.join() !== notReadyReasons.join()) {
            log.info(`Not ready: ${reasons.join('; ')}.`)
          }
          notReadyReasons = reasons
        }

        // Not in the queue at the first look: is there a queue at all? (A wrong target-branch would
        // otherwise wait for a PR that can never arrive.)
        if (!last && !queueChecked) {
          queueChecked = true
          queue = await readQueueOrMissing(client, o.ref, { signal, timeoutMs: callTimeout() })
        }

        // Position and queue state: at the start, on every change (the last one included, so the
        // outputs describe the queue as the wait ended), and now and then.
        if (
          last &&
          (changed || queueReadAt === -Infinity || clock.now() - queueReadAt >= QUEUE_REFRESH_MS)
        ) {
          queueReadAt = clock.now()
          try {
            queue = await client.getQueue(
              { repo: o.ref.repo, targetBranch: o.ref.targetBranch },
              { signal, timeoutMs: callTimeout() },
            )
            const pos = positionIn(queue, o.ref.pr.number)
            if (pos !== undefined)
              log.info(
                `Position ${pos} of ${queue.enqueuedPullRequests.length} in the queue (${queue.state}).`,
              )
            if (
              (queue.state === 'paused' || queue.state === 'draining') &&
              warnedQueueState !== queue.state
            ) {
              log.warning(
                queue.state === 'paused'
                  ? 'The queue is PAUSED: nothing new starts testing until it runs again.'
                  : 'The queue is DRAINING: it takes no new PRs and empties.',
              )
            }
            warnedQueueState = queue.state
          } catch (e) {
            if (e instanceof CancelledError) throw e
            log.debug(`Could not read the queue: ${(e as Error).message}`)
          }
        }

        const verdict = judge(last, o)
        if (verdict.done) {
          const waitingForSubmit =
            verdict.outcome === 'not-submitted' &&
            clock.now() - started < o.notSubmittedTimeoutMs &&
            remaining() > 0
          if (!waitingForSubmit) return result(verdict.outcome, verdict.reason)
        }
      }

      const left = remaining()
      if (left <= 0) {
        const where = lastState ? ` in ${lastState.toUpperCase()}` : ''
        return result(
          lastState === 'not_submitted' ? 'not-submitted' : 'timeout',
          `the wait timed out after ${formatDuration(o.timeoutMs)}${where}` +
            (lastError ? ` (the last poll failed: ${lastError})` : ''),
          true,
        )
      }
      if (changed) interval = o.pollIntervalMs
      const sleepMs = jitteredSleep(interval, left, clock.random)
      log.debug(`Next poll in ${Math.round(sleepMs / 100) / 10} s.`)
      try {
        await clock.sleep(sleepMs, signal)
      } catch {
        throw new CancelledError('wait', 'the job was cancelled')
      }
      interval = nextPollInterval(interval, false, o.pollIntervalMs, o.maxPollIntervalMs)
    }
  } catch (e) {
    if (!(e instanceof CancelledError) || !signal?.aborted) throw e
    const why = abortReason(signal) ?? 'the job was cancelled'
    const where = lastState ? `; it was last seen ${lastState.toUpperCase()}` : ''
    return { ...result('error', `the wait was cancelled (${why})${where}`), cancelled: why }
  }
}

/**
 * Reads the queue to tell "no such queue" (a {@link MissingQueueError}) apart from "the PR is not
 * in it". Any other failure is not decisive: undefined, and the caller goes on.
 */
export async function readQueueOrMissing(
  client: Pick<TrunkClient, 'getQueue'>,
  ref: { repo: { host: string; owner: string; name: string }; targetBranch: string },
  call: { signal?: AbortSignal; timeoutMs?: number },
): Promise<Queue | undefined> {
  try {
    return await client.getQueue({ repo: ref.repo, targetBranch: ref.targetBranch }, call)
  } catch (e) {
    if (e instanceof NotFoundError) throw new MissingQueueError(ref.repo, ref.targetBranch)
    if (e instanceof CancelledError) throw e
    return undefined
  }
}

/**
 * Why a required check that waits on the queue can never pass: the service admits a PR only once
 * GitHub says it can be merged, and GitHub waits for the PR's required checks.
 */
export function selfBlockingWarning(prNumber: number, mergeability: string): string {
  return (
    `PR #${prNumber} is NOT_READY: GitHub reports its mergeability as ${mergeability}. ` +
    'If this wait is a required check of the PR, it blocks its own PR: the queue takes a PR ' +
    'only once GitHub says it can be merged, and GitHub waits for every required check. ' +
    "Run the wait in a job that is not a required check (see the README's patterns)."
  )
}

/** The PR's 1-based position among the queue's enqueued PRs, if it is there. */
export function positionIn(queue: Queue | undefined, prNumber: number): number | undefined {
  if (!queue) return undefined
  const i = queue.enqueuedPullRequests.findIndex((p) => p.prNumber === prNumber)
  return i >= 0 ? i + 1 : undefined
}

function describeObservation(pr: SubmittedPullRequest | null, state: string, n: number): string {
  if (!pr) return `PR #${n} is not in the queue.`
  return `PR #${n} is ${state.toUpperCase()} (since ${pr.stateChangedAt}, commit ${pr.prSha.slice(0, 12)}, priority ${pr.priorityName}/${pr.priorityValue}).`
}

/** `1h 02m`, `3m 05s`, `12s`. */
export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000))
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const sec = s % 60
  if (h) return `${h}h ${String(m).padStart(2, '0')}m`
  if (m) return `${m}m ${String(sec).padStart(2, '0')}s`
  return `${sec}s`
}
