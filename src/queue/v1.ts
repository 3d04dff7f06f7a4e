/**
 * The merge queue over Trunk's v1 API: each method one or two calls of the v1 client, its answers
 * in the domain's words (v1's `prNumber`, `isCurrentlySubmittedToQueue`, `enqueuedPullRequests`
 * become the PR's `number`, `submitted`, the queue's `pullRequests`). v1 sends a PR's estimate in
 * the same answer when asked, and has no call that re-runs failed checks.
 */
import { MissingCapabilityError } from './capabilities.js'
import { readingOf } from './reading.js'
import type {
  CallOptions,
  CreateQueueRequest,
  Estimate,
  History,
  ImpactedTargetsEnvelope,
  MergeQueue,
  MetricsQuery,
  MetricsText,
  PullRequestReadOptions,
  PullRequestRef,
  Queue,
  QueueEntry,
  QueueRef,
  QueuedPullRequest,
  Readiness,
  RerunMode,
  RerunResult,
  Submitted,
  SubmitRequest,
  TestRun,
  TestRunRef,
  UpdateQueueRequest,
  UploadTargetsResult,
  WriteResult,
} from './types.js'
import type { SubmittedPullRequestRead, TrunkClient } from '../client/client.js'
import type {
  EnqueuedPullRequest,
  Queue as V1Queue,
  Readiness as V1Readiness,
  SubmittedPullRequest,
  TestingDetails,
} from '../wire/schemas.js'

/** The merge queue over a v1 client (which the caller opens and closes). */
export class V1MergeQueue implements MergeQueue {
  constructor(private readonly client: TrunkClient) {}

  async findPullRequest(
    ref: PullRequestRef,
    call: CallOptions = {},
    read: PullRequestReadOptions = {},
  ): Promise<QueuedPullRequest | null> {
    const pr = await this.client.findSubmittedPullRequest(ref, call, read)
    return pr && fromV1PullRequest(pr)
  }

  async submitPullRequest(req: SubmitRequest, call: CallOptions = {}): Promise<Submitted> {
    const { observed, ...r } = await this.client.submitPullRequest(req, call)
    return { ...r, ...(observed ? { observed: fromV1PullRequest(observed) } : {}) }
  }

  cancelPullRequest(ref: PullRequestRef, call: CallOptions = {}): Promise<WriteResult> {
    return this.client.cancelPullRequest(ref, call)
  }

  restartTests(ref: PullRequestRef, call: CallOptions = {}): Promise<WriteResult> {
    return this.client.restartTestsOnPullRequest(ref, call)
  }

  /** v1 has no call that re-runs failed checks: refused unsent (capability `rerun-failed-checks`). */
  rerunFailedChecks(_ref: PullRequestRef, _mode: RerunMode): Promise<RerunResult> {
    return Promise.reject(new MissingCapabilityError('rerun-failed-checks', 'v1'))
  }

  /** The timeline of getSubmittedPullRequest; an older service sends none (empty). */
  readHistory(ref: PullRequestRef, call: CallOptions = {}): Promise<History> {
    return readingOf(() => this.client.getPullRequestTimeline(ref, call), call.signal)
  }

  getEstimate(ref: PullRequestRef, call: CallOptions = {}): Promise<Estimate> {
    return this.client.getMergeEstimate(ref, call)
  }

  async getTestRun(ref: TestRunRef, call: CallOptions = {}): Promise<TestRun> {
    return fromTestingDetails(await this.client.getMergeQueueTestingDetails(ref, call))
  }

  uploadImpactedTargets(
    envelope: ImpactedTargetsEnvelope,
    targets: Iterable<string> | 'ALL',
    call: CallOptions = {},
  ): Promise<UploadTargetsResult> {
    return this.client.uploadImpactedTargets(envelope, targets, call)
  }

  async getQueue(ref: QueueRef, call: CallOptions = {}): Promise<Queue> {
    return fromV1Queue(await this.client.getQueue(ref, call))
  }

  createQueue(req: CreateQueueRequest, call: CallOptions = {}): Promise<WriteResult> {
    return this.client.createQueue(req, call)
  }

  async updateQueue(req: UpdateQueueRequest, call: CallOptions = {}): Promise<WriteResult> {
    const { queue: _sentBack, ...r } = await this.client.updateQueue(req, call)
    return r
  }

  deleteQueue(ref: QueueRef, call: CallOptions = {}): Promise<WriteResult> {
    return this.client.deleteQueue(ref, call)
  }

  getMetrics(query: MetricsQuery, call: CallOptions = {}): Promise<MetricsText> {
    return this.client.getMergeQueueMetrics(query, call)
  }

  serviceNow(): number | undefined {
    return this.client.serviceNow()
  }
}

/** v1's readiness: the facts it sent; v1 never gives the provider's reasons. */
function fromV1Readiness(r: V1Readiness): Readiness {
  return {
    ...(r.requiresImpactedTargets !== undefined
      ? { requiresImpactedTargets: r.requiresImpactedTargets }
      : {}),
    ...(r.hasImpactedTargets !== undefined ? { hasImpactedTargets: r.hasImpactedTargets } : {}),
    ...(r.doesBaseBranchMatch !== undefined ? { baseBranchMatches: r.doesBaseBranchMatch } : {}),
    ...(r.gitHubMergeability !== undefined ? { mergeability: r.gitHubMergeability } : {}),
    detailed: false,
  }
}

/** An entry of v1's getQueue. */
function fromV1Entry(e: EnqueuedPullRequest): QueueEntry {
  return {
    number: e.prNumber,
    title: e.prTitle,
    author: e.prAuthor,
    sha: e.prSha,
    baseBranch: e.prBaseBranch,
    ...(e.state !== undefined ? { state: e.state } : {}),
    stateChangedAt: e.stateChangedAt,
    priority: { name: e.priorityName, value: e.priorityValue },
    skipsTheLine: e.skipTheLine,
    noBatch: e.noBatch,
  }
}

/** v1's record of a PR (getSubmittedPullRequest), with the estimate when it came with it. */
export function fromV1PullRequest(
  pr: SubmittedPullRequest | SubmittedPullRequestRead,
): QueuedPullRequest {
  const estimate = 'mergeEstimate' in pr ? pr.mergeEstimate : undefined
  return {
    number: pr.prNumber,
    title: pr.prTitle,
    author: pr.prAuthor,
    sha: pr.prSha,
    baseBranch: pr.prBaseBranch,
    state: pr.state,
    stateChangedAt: pr.stateChangedAt,
    priority: { name: pr.priorityName, value: pr.priorityValue },
    skipsTheLine: pr.skipTheLine,
    ...(pr.noBatch !== undefined ? { noBatch: pr.noBatch } : {}),
    submitted: pr.isCurrentlySubmittedToQueue,
    ...(pr.readiness ? { readiness: fromV1Readiness(pr.readiness) } : {}),
    ...(pr.verifiedByTestRun ? { verifiedBy: pr.verifiedByTestRun } : {}),
    ...(estimate ? { estimate } : {}),
  }
}

/** v1's getQueue: its settings and its PRs. */
export function fromV1Queue(q: V1Queue): Queue {
  const { enqueuedPullRequests, ...settings } = q
  return { ...settings, pullRequests: enqueuedPullRequests.map(fromV1Entry) }
}

/** v1's testing details: its check suites' runs one list, its statuses another. */
export function fromTestingDetails(d: TestingDetails): TestRun {
  return {
    testBranch: d.testBranch,
    testBranchSha: d.testBranchSha,
    ...(d.createdAt !== undefined ? { createdAt: d.createdAt } : {}),
    ...(d.status !== undefined ? { status: d.status } : {}),
    requiredStatuses: [...d.requiredStatuses],
    checkRuns: d.checkSuites.flatMap((s) =>
      s.checkRuns.map((r) => ({
        name: r.name,
        ...(r.url ? { url: r.url } : {}),
        ...(r.status !== undefined ? { status: r.status } : {}),
        ...(r.conclusion !== undefined ? { conclusion: r.conclusion } : {}),
      })),
    ),
    statusChecks: d.statusChecks.map((s) => ({
      name: s.context,
      ...(s.url ? { url: s.url } : {}),
      ...(s.state !== undefined ? { state: s.state } : {}),
    })),
    testedPullRequests: d.testedPullRequests.map((p) => ({
      number: p.prNumber,
      ...(p.prUrl ? { url: p.prUrl } : {}),
      title: p.title,
    })),
  }
}
