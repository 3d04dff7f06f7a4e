/** Pieces the commands share: the PR and queue outputs, and a read of the queue for context. */
import {
  isTerminalState,
  type PullRequestRef,
  type Queue,
  type QueueConfig,
  type SubmittedPullRequest,
} from '../../client/index.js'
import { NOT_SUBMITTED, Outputs } from '../../inputs/constants.js'
import type {
  CommandContext,
  CommandResult,
  CommonSettings,
  PullRequestTarget,
  QueueTarget,
} from './types.js'

/** The client's reference to the PR a command is about. */
export function prRef(s: CommonSettings & PullRequestTarget): PullRequestRef {
  return { repo: s.repo, targetBranch: s.targetBranch, pr: { number: s.prNumber } }
}

/** Outputs that describe the PR as the queue holds it. */
export function prOutputs(pr: SubmittedPullRequest | null): CommandResult['outputs'] {
  if (!pr) return { [Outputs.State]: NOT_SUBMITTED, [Outputs.IsSubmitted]: 'false' }
  return {
    [Outputs.State]: pr.state.toUpperCase(),
    [Outputs.IsSubmitted]: String(pr.isCurrentlySubmittedToQueue && !isTerminalState(pr.state)),
    [Outputs.PriorityName]: pr.priorityName,
    [Outputs.PriorityValue]: String(pr.priorityValue),
    [Outputs.PrSha]: pr.prSha,
  }
}

/** Outputs that describe the queue (its state, depth, and the PR's position when given). */
export function queueOutputs(
  q: Queue | QueueConfig | undefined,
  prNumber?: number,
): CommandResult['outputs'] {
  if (!q) return {}
  const out: CommandResult['outputs'] = { [Outputs.QueueState]: q.state.toLowerCase() }
  if ('enqueuedPullRequests' in q) {
    out[Outputs.QueueDepth] = String(q.enqueuedPullRequests.length)
    const position = prNumber === undefined ? undefined : positionIn(q, prNumber)
    if (position !== undefined) out[Outputs.QueuePosition] = String(position)
  }
  return out
}

/** Reads the queue for context; a failure here never fails the command. */
export async function tryGetQueue(
  c: CommandContext<CommonSettings & QueueTarget>,
): Promise<Queue | undefined> {
  try {
    return await c.client.getQueue(
      { repo: c.s.repo, targetBranch: c.s.targetBranch },
      { signal: c.signal },
    )
  } catch (e) {
    c.log.debug(`Could not read the queue: ${(e as Error).message}`)
    return undefined
  }
}

/** The PR's place in the queue, for its summary section. */
export function positionOf(q: Queue | undefined, prNumber: number) {
  if (!q) return {}
  return {
    position: positionIn(q, prNumber),
    depth: q.enqueuedPullRequests.length,
    queueState: q.state,
  }
}

/** Says so when the queue's entry is for another commit than the PR's head. */
export function staleNote(
  c: CommandContext<CommonSettings & PullRequestTarget>,
  pr: SubmittedPullRequest | null,
): string | undefined {
  if (!pr || !c.s.prSha || shaMatches(pr.prSha, c.s.prSha)) return undefined
  return `The queue's entry is for commit ${pr.prSha.slice(0, 12)}, not the PR's head ${c.s.prSha.slice(0, 12)}.`
}

/** True when the queue entry is for the expected commit (a short expected sha matches a prefix). */
export function shaMatches(entrySha: string, expected: string): boolean {
  const a = entrySha.toLowerCase()
  const b = expected.toLowerCase()
  return a.length >= b.length ? a.startsWith(b) : b.startsWith(a)
}

/** The PR's 1-based position among the queue's enqueued PRs, if it is there. */
export function positionIn(queue: Queue | undefined, prNumber: number): number | undefined {
  if (!queue) return undefined
  const i = queue.enqueuedPullRequests.findIndex((p) => p.prNumber === prNumber)
  return i >= 0 ? i + 1 : undefined
}
