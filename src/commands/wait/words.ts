/**
 * wait's words: what the polling loop says in the log as states come and go, why the wait ended,
 * and what the run says at its end (the shared sentences are in common/words.ts).
 */
import { humanDuration } from '../../ports/text.js'
import type { QueuedPullRequest, VerdictCause } from '../../queue/index.js'

/** Why a wait ended: the PR's state decided it, or the deadline, or the job was cancelled. */
export type WaitEnd =
  | VerdictCause
  /** The deadline passed (`state`: the state last seen; `lastError`: the last poll's failure). */
  | { kind: 'timed-out'; afterMs: number; state?: string; lastError?: string }
  /** The job was cancelled (`why`: the abort's reason; `state`: the state last seen). */
  | { kind: 'cancelled'; why: string; state?: string }

const upper = (states: readonly string[], sep: string) =>
  states.map((w) => w.toUpperCase()).join(sep)

/** Why the wait ended, as one clause (the message says `PR #N: <this>.`). */
export function waitEndWords(end: WaitEnd): string {
  switch (end.kind) {
    case 'not-submitted':
      return 'the PR is not in the queue (it was never submitted to it)'
    case 'stale':
      return `the queue's entry is for commit ${end.entrySha.slice(0, 12)}, not the PR's head ${end.headSha.slice(0, 12)}: its result is an old commit's (submit the PR again after a push)`
    case 'reached':
      return `the PR reached ${end.state.toUpperCase()}`
    case 'merged-past':
      return `the PR reached MERGED, past ${upper(end.waitFor, '/')}`
    case 'final':
      return `the PR reached ${end.state.toUpperCase()}, which is final and not one of ${upper(end.waitFor, ', ')}`
    case 'timed-out': {
      const where = end.state ? ` in ${end.state.toUpperCase()}` : ''
      const failed = end.lastError ? ` (the last poll failed: ${end.lastError})` : ''
      return `the wait timed out after ${humanDuration(end.afterMs)}${where}${failed}`
    }
    case 'cancelled': {
      const where = end.state ? `; it was last seen ${end.state.toUpperCase()}` : ''
      return `the wait was cancelled (${end.why})${where}`
    }
  }
}

/** What the polling loop says as it goes. */
export const POLL_WORDS = {
  unreadable: (error: string) =>
    `Could not read the PR's state; still waiting (the deadline decides): ${error}`,
  stillFailing: (error: string) => `Still failing: ${error}`,
  answersAgain: (failingMs: number) =>
    `The service answers again after ${humanDuration(failingMs)} of errors.`,
  stillIn: (state: string, forMs: number) =>
    `Still ${state.toUpperCase()} after ${humanDuration(forMs)}.`,
  position: (position: number, depth: number, queueState: string) =>
    `Position ${position} of ${depth} in the queue (${queueState}).`,
  queueUnread: (error: string) => `Could not read the queue: ${error}`,
  paused: 'The queue is PAUSED: nothing new starts testing until it runs again.',
  draining: 'The queue is DRAINING: it takes no new PRs and empties.',
  nextPoll: (ms: number) => `Next poll in ${Math.round(ms / 100) / 10} s.`,
  observed: (pr: QueuedPullRequest | null, state: string, n: number) =>
    pr
      ? `PR #${n} is ${state.toUpperCase()} (since ${pr.stateChangedAt}, commit ${pr.sha.slice(0, 12)}, priority ${pr.priority.name}/${pr.priority.value}).`
      : `PR #${n} is not in the queue.`,
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

/** What the run says of the wait before it starts, and at its end. */
export const WAIT_WORDS = {
  start: (s: {
    timeoutSeconds: number
    waitFor: readonly string[]
    failOn: readonly string[]
    pollIntervalSeconds: number
    maxPollIntervalSeconds: number
  }) =>
    `Waiting up to ${s.timeoutSeconds} s for ${upper(s.waitFor, '/')}` +
    (s.failOn.length ? ` (failing on ${upper(s.failOn, '/')})` : '') +
    `, polling every ${s.pollIntervalSeconds} s (backing off to ${s.maxPollIntervalSeconds} s while nothing changes).`,
  requeuedTimes: (times: number) =>
    `Requeued ${times === 1 ? 'once' : `${times} times`} during the wait.`,
  cancelled: (why: string, prNumber: number, lastState: string | undefined) =>
    `Cancelled: ${why}; PR #${prNumber} ${lastState ? `was last seen ${lastState}` : 'was not read yet'}.`,
  ended: (prNumber: number, end: WaitEnd, headline?: string) =>
    `PR #${prNumber}: ${waitEndWords(end)}.${headline ? ` ${headline}` : ''}`,
  requeue: (lines: readonly string[]) => `\n**Requeue:** ${lines.join(' ')}\n`,
}
