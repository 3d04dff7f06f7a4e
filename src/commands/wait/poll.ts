/**
 * The wait's polling loop: how long to sleep, when to re-read the queue, which failures to survive
 * until the deadline, and the warning when a required check would block its own PR.
 */
import {
  abortReason,
  CancelledError,
  ESTIMATE_MIN_INTERVAL_MS,
  TrunkApiError,
  judge,
  positionIn,
  readQueueOrMissing,
  readinessBlockers,
  wantsEstimate,
  type Clock,
  type Estimate,
  type MergeQueue,
  type Queue,
  type QueuedPullRequest,
  type WaitSpec,
} from '../../queue/index.js'
import { NOT_SUBMITTED_STATE, type Outcome } from '../../inputs/constants.js'
import { blockerWords, notReadyLine } from '../common/words.js'
import type { Transition } from './summary.js'
import { POLL_WORDS, selfBlockingWarning, type WaitEnd } from './words.js'

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

export type { Transition }
export { selfBlockingWarning } from './words.js'

/** The end of a wait. */
export interface WaitResult {
  outcome: Outcome
  /** Why it ended (wait/words.ts says it). */
  end: WaitEnd
  pr: QueuedPullRequest | null
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
  /** The last merge estimate read, and when (the PR's state then). */
  estimate?: { value: Estimate | undefined; readAt: number; state: string }
}

/** What the wait loop needs from its surroundings. */
export interface WaitDeps {
  client: Pick<MergeQueue, 'findPullRequest' | 'getQueue'>
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
  /**
   * Reads the merge estimate of the PR as last seen (never throws but when cancelled); the loop
   * calls it at most once per {@link ESTIMATE_MIN_INTERVAL_MS}, only while the PR is queued, with
   * the PR of a read that asked for the estimate (on v1 it came with it: no second request).
   */
  readEstimate?: (pr: QueuedPullRequest) => Promise<Estimate | undefined>
  /** The estimate in words, for the log when it changes. */
  estimateWords?: (e: Estimate | undefined) => string
}

/** How often the queue (position, queue state) is re-read when nothing else changes. */
const QUEUE_REFRESH_MS = 5 * 60_000

/** Failures that polling again cannot fix. */
const FATAL_KINDS = new Set([
  'auth',
  'permission',
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
  const wait = new PullRequestWait(deps, o)
  try {
    for (;;) {
      const end = await wait.pollOnce()
      if (end) return end
      await wait.sleep()
    }
  } catch (e) {
    if (!(e instanceof CancelledError) || !deps.signal?.aborted) throw e
    return wait.cancelled()
  }
}

/** One wait's state between polls; each method makes one decision of the loop. */
class PullRequestWait {
  private readonly started: number
  private readonly deadline: number
  /** Until when a PR that is not in the queue may still appear. */
  private readonly notSubmittedDeadline: number
  private readonly timeline: Transition[] = []
  private polls = 0
  private interval: number
  private last: QueuedPullRequest | null = null
  private lastState: string | undefined
  /** The last poll saw a new state (the back-off resets). */
  private changed = false
  private queue: Queue | undefined
  private queueReadAt = -Infinity
  private queueChecked = false
  private warnedQueueState: string | undefined
  private lastError: string | undefined
  private failingSince: number | undefined
  private notReadyReasons: string[] | undefined
  private lastHeartbeat: number
  private selfBlockWarning: string | undefined
  private estimate: WaitResult['estimate']
  /** The last read asked for the estimate (one was due). */
  private estimateAsked = false
  private estimateSaid = ''

  constructor(
    private readonly deps: WaitDeps,
    private readonly o: WaitOptions,
  ) {
    this.started = deps.clock.now()
    this.deadline = this.started + o.timeoutMs
    this.notSubmittedDeadline = this.started + o.notSubmittedTimeoutMs
    this.interval = o.pollIntervalMs
    this.lastHeartbeat = this.started
  }

  private now = () => this.deps.clock.now()
  private remaining = () => this.deadline - this.now()
  private call = () => ({
    signal: this.deps.signal,
    timeoutMs: Math.max(1000, Math.min(this.o.requestTimeoutMs, this.remaining())),
  })

  /** Polls once; the result when the wait ends here. */
  async pollOnce(): Promise<WaitResult | undefined> {
    if (this.deps.signal?.aborted) throw new CancelledError('wait', 'the job was cancelled')
    this.changed = false
    this.polls++
    if (await this.readPullRequest()) {
      this.record()
      this.explainNotReady()
      await this.checkQueueExists()
      await this.refreshQueue()
      await this.refreshEstimate()
      const end = this.verdict()
      if (end) return end
    }
    return this.timedOut()
  }

  /** Reads the PR's entry; false when the read failed in a way the deadline may outlast. */
  private async readPullRequest(): Promise<boolean> {
    const { client, log } = this.deps
    // v1 takes the estimate from this read when one is due; v2 reads it apart (refreshEstimate).
    this.estimateAsked = this.estimateDue()
    try {
      this.last = await client.findPullRequest(this.o.ref, this.call(), {
        estimate: this.estimateAsked,
      })
    } catch (e) {
      if (e instanceof CancelledError) throw e
      if (!(e instanceof TrunkApiError) || FATAL_KINDS.has(e.kind)) throw e
      this.lastError = e.message
      if (this.failingSince === undefined) {
        this.failingSince = this.now()
        log.warning(POLL_WORDS.unreadable(e.message))
      } else {
        log.debug(POLL_WORDS.stillFailing(e.message))
      }
      return false
    }
    if (this.failingSince !== undefined) {
      log.info(POLL_WORDS.answersAgain(this.now() - this.failingSince))
      this.failingSince = undefined
    }
    this.lastError = undefined
    return true
  }

  /** An estimate is due: none read yet, or the last is a minute old (the queue is simulated). */
  private estimateDue(): boolean {
    if (!this.o.readEstimate) return false
    return !this.estimate || this.now() - this.estimate.readAt >= ESTIMATE_MIN_INTERVAL_MS
  }

  /**
   * The estimate, while the PR is queued: on a poll whose read asked for it (at most once a
   * minute), and said in the log when its words change.
   */
  private async refreshEstimate(): Promise<void> {
    const pr = this.last
    if (!this.o.readEstimate || !this.estimateAsked || !wantsEstimate(pr) || !pr) return
    const value = await this.o.readEstimate(pr)
    this.estimate = { value, readAt: this.now(), state: pr.state.toLowerCase() }
    const words = this.o.estimateWords?.(value) ?? ''
    if (words && words !== this.estimateSaid) this.deps.log.info(words)
    this.estimateSaid = words
  }

  /** A new state goes on the timeline; an unchanged one is said now and then. */
  private record(): void {
    const state = this.stateSeen()
    if (state !== this.lastState) {
      this.changed = this.lastState !== undefined
      this.timeline.push({ state, seenAt: this.now(), since: this.last?.stateChangedAt })
      this.deps.log.info(POLL_WORDS.observed(this.last, state, this.o.ref.pr.number))
      this.lastState = state
      this.lastHeartbeat = this.now()
    } else if (this.now() - this.lastHeartbeat >= QUEUE_REFRESH_MS) {
      const since = this.timeline.at(-1)?.seenAt ?? this.started
      this.deps.log.info(POLL_WORDS.stillIn(state, this.now() - since))
      this.lastHeartbeat = this.now()
    }
  }

  private stateSeen(): string {
    return this.last ? this.last.state.toLowerCase() : NOT_SUBMITTED_STATE
  }

  /** A NOT_READY PR: why, when the reasons change, and the warning when it may block itself. */
  private explainNotReady(): void {
    const last = this.last
    if (!last || this.stateSeen() !== 'not_ready') return
    const mergeability = last.readiness?.mergeability
    if (
      this.o.warnIfBlockingItsOwnPr &&
      !this.selfBlockWarning &&
      (mergeability === 'in_progress' || mergeability === 'not_mergeable')
    ) {
      this.selfBlockWarning = selfBlockingWarning(this.o.ref.pr.number, mergeability)
      this.deps.log.warning(this.selfBlockWarning)
    }
    const reasons = readinessBlockers(last.readiness).map((b) =>
      blockerWords(b, this.o.expectedSha),
    )
    const said = this.notReadyReasons
    if (this.changed || !said || reasons.join() !== said.join()) {
      this.deps.log.info(notReadyLine(reasons))
    }
    this.notReadyReasons = reasons
  }

  /**
   * Not in the queue at the first look: is there a queue at all? (A wrong target-branch would
   * otherwise wait for a PR that can never arrive.)
   */
  private async checkQueueExists(): Promise<void> {
    if (this.last || this.queueChecked) return
    this.queueChecked = true
    this.queue = await readQueueOrMissing(this.deps.client, this.o.ref, this.call())
  }

  /**
   * Position and queue state: at the start, on every change (the last one included, so the
   * outputs describe the queue as the wait ended), and now and then.
   */
  private async refreshQueue(): Promise<void> {
    const due =
      this.changed ||
      this.queueReadAt === -Infinity ||
      this.now() - this.queueReadAt >= QUEUE_REFRESH_MS
    if (!this.last || !due) return
    this.queueReadAt = this.now()
    const { client, log } = this.deps
    try {
      const queue = await client.getQueue(
        { repo: this.o.ref.repo, targetBranch: this.o.ref.targetBranch },
        this.call(),
      )
      this.queue = queue
      const pos = positionIn(queue, this.o.ref.pr.number)
      if (pos !== undefined)
        log.info(POLL_WORDS.position(pos, queue.pullRequests.length, queue.state))
      this.warnAboutQueueState(queue.state)
    } catch (e) {
      if (e instanceof CancelledError) throw e
      log.debug(POLL_WORDS.queueUnread((e as Error).message))
    }
  }

  /** A paused or draining queue is said once per change of its state. */
  private warnAboutQueueState(state: Queue['state']): void {
    if ((state === 'paused' || state === 'draining') && this.warnedQueueState !== state) {
      this.deps.log.warning(state === 'paused' ? POLL_WORDS.paused : POLL_WORDS.draining)
    }
    this.warnedQueueState = state
  }

  /** The end, when the PR's state decides it (a missing PR may still appear until its deadline). */
  private verdict(): WaitResult | undefined {
    const verdict = judge(this.last, this.o)
    if (!verdict.done) return undefined
    if (verdict.outcome === 'not-submitted' && this.mayStillAppear()) return undefined
    return this.result(verdict.outcome, verdict.cause)
  }

  private mayStillAppear(): boolean {
    return this.now() < this.notSubmittedDeadline && this.remaining() > 0
  }

  /** The end at the deadline. */
  private timedOut(): WaitResult | undefined {
    if (this.remaining() > 0) return undefined
    const end: WaitEnd = {
      kind: 'timed-out',
      afterMs: this.o.timeoutMs,
      ...(this.lastState ? { state: this.lastState } : {}),
      ...(this.lastError ? { lastError: this.lastError } : {}),
    }
    const outcome = this.lastState === NOT_SUBMITTED_STATE ? 'not-submitted' : 'timeout'
    return this.result(outcome, end, true)
  }

  /**
   * Sleeps the back-off interval (jittered), never past the deadline, nor past the not-submitted
   * deadline while the PR is not in the queue: the last look is at that deadline, not after it.
   */
  async sleep(): Promise<void> {
    if (this.changed) this.interval = this.o.pollIntervalMs
    const waitingToAppear = this.lastState === NOT_SUBMITTED_STATE && this.mayStillAppear()
    const limit = waitingToAppear
      ? Math.min(this.remaining(), this.notSubmittedDeadline - this.now())
      : this.remaining()
    const sleepMs = jitteredSleep(this.interval, limit, this.deps.clock.random)
    this.deps.log.debug(POLL_WORDS.nextPoll(sleepMs))
    try {
      await this.deps.clock.sleep(sleepMs, this.deps.signal)
    } catch {
      throw new CancelledError('wait', 'the job was cancelled')
    }
    this.interval = nextPollInterval(
      this.interval,
      false,
      this.o.pollIntervalMs,
      this.o.maxPollIntervalMs,
    )
  }

  /** The end when the job is cancelled: what was last seen, and why. */
  cancelled(): WaitResult {
    const signal = this.deps.signal
    const why = (signal && abortReason(signal)) || 'the job was cancelled'
    const end: WaitEnd = {
      kind: 'cancelled',
      why,
      ...(this.lastState ? { state: this.lastState } : {}),
    }
    return { ...this.result('error', end), cancelled: why }
  }

  private result(outcome: Outcome, end: WaitEnd, timedOut = false): WaitResult {
    return {
      outcome,
      end,
      pr: this.last,
      timeline: this.timeline,
      polls: this.polls,
      timedOut,
      queue: this.queue,
      position: positionIn(this.queue, this.o.ref.pr.number),
      notReadyReasons: this.lastState === 'not_ready' ? this.notReadyReasons : undefined,
      lastError: this.lastError,
      selfBlockWarning: this.selfBlockWarning,
      ...(this.estimate ? { estimate: this.estimate } : {}),
    }
  }
}
