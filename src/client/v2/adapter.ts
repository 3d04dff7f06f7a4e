/**
 * The merge-queue methods of the v1 {@link TrunkClient}, with the same arguments and results,
 * over the v2 API: a command runs unchanged on either. It resolves v1's coordinates (repository,
 * target branch, PR number) into v2 ids with the requests the migrate guide names, caching them
 * for the run, maps v2's answers into v1's shapes (see mapping.ts) and keeps v1's signals: a
 * missing queue and a PR not in the queue are {@link NotFoundError}s, a queue that is not empty
 * refuses deletion with a {@link BadRequestError}, and re-submitting a queued PR stays idempotent.
 * Flaky-test operations are not here: they stay on v1.
 */
import type { SubmitResult, TrunkClient, UploadTargetsResult, MetricsText } from '../client.js'
import { priorityValueOf } from '../client.js'
import type { CallOptions, WriteResult } from '../engine.js'
import {
  BadRequestError,
  ConflictError,
  InvalidRequestError,
  NotFoundError,
  RequestTooLargeError,
  TrunkApiError,
} from '../errors.js'
import type { RetryBudget, RetryPolicy } from '../retry.js'
import {
  CreateQueueRequestSchema,
  GetMergeQueueTestingDetailsRequestSchema,
  MAX_REQUEST_BODY_BYTES,
  MetricsQuerySchema,
  PullRequestRefSchema,
  QueueRefSchema,
  SetImpactedTargetsRequestSchema,
  SubmitPullRequestRequestSchema,
  UpdateQueueRequestSchema,
  type CreateQueueRequest,
  type GetMergeQueueTestingDetailsRequest,
  type QueueConfig,
  type QueueTransition,
  type MetricsQuery,
  type PullRequestRef,
  type QueueRef,
  type RepoRef,
  type SetImpactedTargetsRequest,
  type SubmitPullRequestRequest,
  type UpdateQueueRequest,
} from '../../wire/schemas.js'
import type { ImpactedTargetsEnvelope } from '../targets.js'
import type { MergeEstimate } from '../../wire/estimate.js'
import { TrunkV2Client, isTerminalEntryState, type TrunkV2ClientOptions } from './client.js'
import {
  toEnqueuedPullRequest,
  toQueueConfig,
  toSubmittedPullRequest,
  toTestingDetails,
  toQueueTransition,
  snakeCase,
  toV2QueueWrites,
  v1Mode,
  v2Mode,
  type QueueConfigV2,
  type QueueV2,
  type SubmittedPullRequestV2,
  type TestingDetailsV2,
} from './mapping.js'
import {
  V2_MAX_IMPACTED_TARGETS,
  type MergeQueue,
  type V2PullRequest,
  type V2SubmitPullRequestRequest,
} from '../../wire/v2/schemas.js'

/** The merge-queue methods the action's commands call, as the v1 client has them. */
export type MergeQueueClient = Pick<
  TrunkClient,
  | 'submitPullRequest'
  | 'cancelPullRequest'
  | 'restartTestsOnPullRequest'
  | 'getSubmittedPullRequest'
  | 'findSubmittedPullRequest'
  | 'getPullRequestTimeline'
  | 'getMergeEstimate'
  | 'setImpactedTargets'
  | 'uploadImpactedTargets'
  | 'getMergeQueueTestingDetails'
  | 'createQueue'
  | 'deleteQueue'
  | 'getQueue'
  | 'updateQueue'
  | 'getMergeQueueMetrics'
  | 'close'
  | 'baseUrl'
  | 'policy'
  | 'budget'
>

/** Options of {@link TrunkV2MergeQueueClient}: the v1 client's, with `token` a v2 API key. */
export type TrunkV2MergeQueueClientOptions = TrunkV2ClientOptions

/** What submit reports on v2: v1's result, and whether the PR was queued already (409). */
export interface SubmitResultV2 extends SubmitResult {
  observed?: SubmittedPullRequestV2
  /** The PR was in the queue already; its priority (or batching) was changed if asked. */
  alreadyQueued?: boolean
}

/** What restart-tests reports on v2. */
export interface RestartResultV2 extends WriteResult {
  /**
   * The PR is in the queue but in a state whose tests cannot be restarted (not testing or
   * pendingFailure: v2's 422 PR_TESTS_NOT_RESTARTABLE); nothing changed, as v1 accepts it.
   */
  notRestartable?: boolean
}

/** What the adapter knows of one queue: its ids. */
interface QueueIds {
  id: string
  repositoryId: string
}

/** `https://github.com/acme/app` in one spelling (lowercase, no `.git`, no trailing slash). */
function normalizeRepoUrl(url: string): string {
  return url
    .trim()
    .toLowerCase()
    .replace(/\/+$/, '')
    .replace(/\.git$/, '')
}

function repoUrlOf(repo: RepoRef): string {
  return `https://${repo.host}/${repo.owner}/${repo.name}`
}

function queueKey(repoUrl: string, branch: string): string {
  return `${normalizeRepoUrl(repoUrl)}#${branch}`
}

/** The merge-queue client over v2. Create one per run; call {@link close} when done. */
export class TrunkV2MergeQueueClient implements MergeQueueClient {
  /** The typed v2 client underneath (for what v1 has no method for). */
  readonly api: TrunkV2Client
  /** Which API this client speaks, for logs and the `api-version` output. */
  readonly apiVersion = 'v2' as const
  private readonly queues = new Map<string, QueueIds>()
  private readonly repositories = new Map<string, string>()
  private readonly pullRequestIds = new Map<string, string>()
  private listedAllQueues = false

  constructor(options: TrunkV2MergeQueueClientOptions = {}) {
    this.api = new TrunkV2Client(options)
  }

  get baseUrl(): URL {
    return this.api.baseUrl
  }
  get policy(): RetryPolicy {
    return this.api.policy
  }
  get budget(): RetryBudget {
    return this.api.budget
  }
  close(): Promise<void> {
    return this.api.close()
  }

  // ---- Id resolution ------------------------------------------------------------------------

  private remember(q: MergeQueue): QueueIds {
    const ids = { id: q.id, repositoryId: q.repositoryId }
    this.queues.set(queueKey(q.repositoryUrl, q.targetBranch), ids)
    this.repositories.set(normalizeRepoUrl(q.repositoryUrl), q.repositoryId)
    return ids
  }

  private forget(repo: RepoRef, branch: string): void {
    this.queues.delete(queueKey(repoUrlOf(repo), branch))
  }

  /** Lists the organization's queues once per run (`GET /v2/merge-queues?limit=100`, all pages). */
  private async listQueues(call: CallOptions): Promise<void> {
    const all = await this.api.listAllMergeQueues({}, call)
    for (const q of all) this.remember(q)
    this.listedAllQueues = true
  }

  /** The queue's ids, or undefined when there is no queue for the repository and branch. */
  private async findQueue(
    repo: RepoRef,
    branch: string,
    call: CallOptions,
  ): Promise<QueueIds | undefined> {
    const key = queueKey(repoUrlOf(repo), branch)
    const cached = this.queues.get(key)
    if (cached) return cached
    const repositoryId = this.repositories.get(normalizeRepoUrl(repoUrlOf(repo)))
    if (repositoryId) {
      const page = await this.api.listMergeQueues(
        { repositoryId, targetBranch: branch, limit: 1 },
        call,
      )
      return page.data[0] ? this.remember(page.data[0]) : undefined
    }
    if (!this.listedAllQueues) await this.listQueues(call)
    return this.queues.get(key)
  }

  /** The queue's ids; the v1 operation's {@link NotFoundError} when there is no such queue. */
  private async queueOf(
    operation: string,
    repo: RepoRef,
    branch: string,
    call: CallOptions,
    what = 'the merge queue (check repository and target branch)',
  ): Promise<QueueIds> {
    const q = await this.findQueue(repo, branch, call)
    if (q) return q
    throw new NotFoundError({ operation }, what).withNote(
      `No v2 merge queue of ${repoUrlOf(repo)} has target branch ${JSON.stringify(branch)}.`,
    )
  }

  /** Runs `fn` with the queue's ids; a cached id the service no longer knows is resolved anew. */
  private async withQueue<T>(
    operation: string,
    ref: QueueRef,
    call: CallOptions,
    fn: (q: QueueIds) => Promise<T>,
    what?: string,
  ): Promise<T> {
    const key = queueKey(repoUrlOf(ref.repo), ref.targetBranch)
    const wasCached = this.queues.has(key)
    const q = await this.queueOf(operation, ref.repo, ref.targetBranch, call, what)
    try {
      return await fn(q)
    } catch (e) {
      if (!(e instanceof NotFoundError) || !wasCached || e.apiCode !== 'MERGE_QUEUE_NOT_FOUND') {
        throw e
      }
      // Deleted (and maybe re-created) since it was cached: look it up once more.
      this.forget(ref.repo, ref.targetBranch)
      this.listedAllQueues = false
      return fn(await this.queueOf(operation, ref.repo, ref.targetBranch, call, what))
    }
  }

  /** The repository's id: from the queue list, else `GET /v2/repositories?providerUrl=`. */
  private async repositoryIdOf(operation: string, repo: RepoRef, call: CallOptions) {
    const url = normalizeRepoUrl(repoUrlOf(repo))
    let id = this.repositories.get(url)
    if (id) return id
    if (!this.listedAllQueues) {
      await this.listQueues(call)
      id = this.repositories.get(url)
      if (id) return id
    }
    const page = await this.api.resolveRepository(repoUrlOf(repo), { limit: 1 }, call)
    id = page.data[0]?.id
    if (!id) {
      throw new NotFoundError({ operation }, 'the repository').withNote(
        `Trunk knows no repository at ${repoUrlOf(repo)}.`,
      )
    }
    this.repositories.set(url, id)
    return id
  }

  /**
   * The PR as v2 knows it, or undefined when it does not (never indexed): the first lookup
   * resolves its number (`GET /v2/pull-requests?repositoryId=&number=`), later ones read it by id.
   */
  private async pullRequestOf(
    repositoryId: string,
    number: number,
    call: CallOptions,
  ): Promise<V2PullRequest | undefined> {
    const key = `${repositoryId}#${number}`
    const id = this.pullRequestIds.get(key)
    if (id) {
      try {
        return await this.api.getPullRequest(id, call)
      } catch (e) {
        if (!(e instanceof NotFoundError)) throw e
        this.pullRequestIds.delete(key)
      }
    }
    const page = await this.api.resolvePullRequests({ repositoryId, numbers: [number] }, call)
    const pr = page.data.find((p) => p.number === number)
    if (pr) this.pullRequestIds.set(key, pr.id)
    return pr
  }

  /** The PR if its latest queue entry belongs to this queue; else null (v1's 404). */
  private async entryIn(
    q: QueueIds,
    number: number,
    call: CallOptions,
  ): Promise<V2PullRequest | null> {
    const pr = await this.pullRequestOf(q.repositoryId, number, call)
    if (!pr?.queueEntry || pr.queueEntry.mergeQueueId !== q.id) return null
    return pr
  }

  // ---- Pull requests ------------------------------------------------------------------------

  /**
   * Submits a PR. A PR already in the queue (v2's 409 PR_ALREADY_ENQUEUED) is not an error, as on
   * v1: with a priority asked it is re-prioritized, with no-batch asked its entry stops batching,
   * else its current state is reported (`alreadyQueued`).
   */
  async submitPullRequest(
    req: SubmitPullRequestRequest,
    call: CallOptions = {},
  ): Promise<SubmitResultV2> {
    const op = 'submitPullRequest'
    const v1 = this.api.engine.validate(op, SubmitPullRequestRequestSchema, req)
    const body: V2SubmitPullRequestRequest = { number: v1.pr.number }
    if (v1.priority !== undefined) {
      if (typeof v1.priority === 'number') body.priorityValue = v1.priority
      else
        body.priorityName = v1.priority as NonNullable<V2SubmitPullRequestRequest['priorityName']>
    }
    if (v1.noBatch === true) body.allowBatching = false
    return this.withQueue(op, v1, call, async (q) => {
      try {
        const r = await this.api.submitPullRequest(q.id, body, {
          ...call,
          repositoryId: q.repositoryId,
        })
        if (r.value) this.pullRequestIds.set(`${q.repositoryId}#${v1.pr.number}`, r.value.id)
        const observed =
          r.reconciled && r.value?.queueEntry ? toSubmittedPullRequest(r.value) : undefined
        return { ...withoutValue(r), observed }
      } catch (e) {
        if (!(e instanceof ConflictError) || e.apiCode !== 'PR_ALREADY_ENQUEUED') throw e
        return this.resubmit(q, v1.pr.number, body, e, call)
      }
    })
  }

  /** v1's resubmit of a queued PR: change what was asked, else report it as it is. */
  private async resubmit(
    q: QueueIds,
    number: number,
    body: V2SubmitPullRequestRequest,
    conflict: ConflictError,
    call: CallOptions,
  ): Promise<SubmitResultV2> {
    let pr = await this.pullRequestOf(q.repositoryId, number, call)
    if (!pr?.queueEntry) throw conflict
    let attempts = conflict.attempts
    let reconciled = false
    const e = pr.queueEntry
    const wantedValue =
      body.priorityValue ?? (body.priorityName ? priorityValueOf(body.priorityName) : undefined)
    if (wantedValue !== undefined && e.priorityValue !== wantedValue) {
      const r = await this.api.reprioritizePullRequest(
        pr.id,
        body.priorityValue !== undefined
          ? { priorityValue: body.priorityValue }
          : { priorityName: body.priorityName },
        call,
      )
      attempts += r.attempts
      reconciled ||= r.reconciled
      pr = r.value ?? pr
    }
    if (body.allowBatching === false && pr.queueEntry?.allowBatching !== false) {
      const r = await this.api.updateQueueEntry(pr.id, { allowBatching: false }, call)
      attempts += r.attempts
      reconciled ||= r.reconciled
      pr = r.value ?? pr
    }
    return {
      status: conflict.status,
      attempts,
      reconciled,
      requestBytes: 0,
      requestId: conflict.requestId,
      observed: pr.queueEntry ? toSubmittedPullRequest(pr) : undefined,
      alreadyQueued: true,
    }
  }

  /** Removes a PR from the queue; {@link NotFoundError} when it is not in this queue. */
  async cancelPullRequest(req: PullRequestRef, call: CallOptions = {}): Promise<WriteResult> {
    const op = 'cancelPullRequest'
    const ref = this.api.engine.validate(op, PullRequestRefSchema, req)
    return this.writeActiveEntry(op, ref, call, async (pr) =>
      withoutValue(await this.api.dequeuePullRequest(pr.id, call)),
    )
  }

  /**
   * Restarts a queued PR's tests; {@link NotFoundError} when it is not in this queue. A PR whose
   * tests cannot be restarted now (not testing) is reported with `notRestartable`, as v1 accepts it.
   */
  async restartTestsOnPullRequest(
    req: PullRequestRef,
    call: CallOptions = {},
  ): Promise<RestartResultV2> {
    const op = 'restartTestsOnPullRequest'
    const ref = this.api.engine.validate(op, PullRequestRefSchema, req)
    return this.writeActiveEntry(op, ref, call, async (pr) => {
      try {
        return withoutValue(await this.api.restartPullRequestTests(pr.id, call))
      } catch (e) {
        if (e instanceof TrunkApiError && e.apiCode === 'PR_TESTS_NOT_RESTARTABLE') {
          return {
            status: e.status,
            attempts: e.attempts,
            reconciled: false,
            requestBytes: 0,
            requestId: e.requestId,
            notRestartable: true,
          }
        }
        throw e
      }
    })
  }

  /**
   * Runs `write` on the PR's active queue entry. A PR that is not in this queue, before the write
   * or because it left between the read and the write (v2's 409 PR_NOT_IN_ACTIVE_STATE), is a
   * {@link NotFoundError}, as v1 says it.
   */
  private writeActiveEntry<T>(
    op: string,
    ref: PullRequestRef,
    call: CallOptions,
    write: (pr: V2PullRequest) => Promise<T>,
  ): Promise<T> {
    return this.withQueue(op, ref, call, async (q) => {
      const pr = await this.entryIn(q, ref.pr.number, call)
      if (!pr?.queueEntry || isTerminalEntryState(pr.queueEntry.state)) {
        throw notInQueue(op, ref.pr.number, pr)
      }
      try {
        return await write(pr)
      } catch (e) {
        if (e instanceof ConflictError && e.apiCode === 'PR_NOT_IN_ACTIVE_STATE') {
          throw notInQueue(op, ref.pr.number, pr)
        }
        throw e
      }
    })
  }

  /**
   * The queue's record of a PR; {@link NotFoundError} when it was never submitted to this queue.
   * v1's `read.estimate` is not taken: v2's estimate is a request of its own
   * ({@link getMergeEstimate}).
   */
  async getSubmittedPullRequest(
    req: PullRequestRef,
    call: CallOptions = {},
  ): Promise<SubmittedPullRequestV2> {
    const op = 'getSubmittedPullRequest'
    const ref = this.api.engine.validate(op, PullRequestRefSchema, req)
    return this.withQueue(op, ref, call, async (q) => {
      const pr = await this.entryIn(q, ref.pr.number, call)
      if (!pr) throw notInQueue(op, ref.pr.number, null, 'it was never submitted to it')
      return toSubmittedPullRequest(pr)
    })
  }

  /**
   * The PR's queue-entry history, newest first (one page: the latest transitions), as v1's
   * timeline; {@link NotFoundError} when the PR was never submitted to this queue.
   */
  async getPullRequestTimeline(
    req: PullRequestRef,
    call: CallOptions = {},
  ): Promise<QueueTransition[]> {
    const op = 'getSubmittedPullRequest'
    const ref = this.api.engine.validate(op, PullRequestRefSchema, req)
    return this.withQueue(op, ref, call, async (q) => {
      const id = await this.pullRequestIdIn(q, ref.pr.number, op, call)
      const page = await this.api.listQueueEntryHistory(
        id,
        { direction: 'newest', limit: 25 },
        call,
      )
      return page.data.map(toQueueTransition)
    })
  }

  /**
   * When the PR is expected to merge (`queue-entry-estimate`); a queue with estimates off is
   * `unavailable` with reason `ESTIMATE_NOT_ENABLED`. {@link NotFoundError} when the PR was never
   * submitted to this queue.
   */
  async getMergeEstimate(req: PullRequestRef, call: CallOptions = {}): Promise<MergeEstimate> {
    const op = 'pullRequests.queueEntryEstimate'
    const ref = this.api.engine.validate(op, PullRequestRefSchema, req)
    return this.withQueue(op, ref, call, async (q) => {
      const id = await this.pullRequestIdIn(q, ref.pr.number, op, call)
      try {
        return await this.api.getQueueEntryEstimate(id, call)
      } catch (e) {
        if (e instanceof NotFoundError && e.apiCode === 'ESTIMATE_NOT_ENABLED')
          return { status: 'unavailable', reason: 'ESTIMATE_NOT_ENABLED' }
        throw e
      }
    })
  }

  /**
   * Re-runs the failed checks of a PR in pendingFailure (v2 only); {@link NotFoundError} when it
   * is not in this queue.
   */
  async rerunFailedChecks(
    req: PullRequestRef & { mode: 'now' | 'wait' },
    call: CallOptions = {},
  ): Promise<WriteResult & { until?: string; alreadyHeld?: boolean }> {
    const op = 'pullRequests.rerunFailedChecks'
    const { mode, ...rest } = req
    const ref = this.api.engine.validate(op, PullRequestRefSchema, rest)
    return this.withQueue(op, ref, call, async (q) => {
      const id = await this.pullRequestIdIn(q, ref.pr.number, op, call)
      const r = await this.api.rerunFailedChecks(id, { mode }, call)
      return {
        ...withoutValue(r),
        until: r.value?.rerun?.until,
        alreadyHeld: r.value?.rerun?.alreadyHeld,
      }
    })
  }

  /** The PR's v2 id: the one this run already resolved, else a lookup in the queue. */
  private async pullRequestIdIn(
    q: QueueIds,
    number: number,
    op: string,
    call: CallOptions,
  ): Promise<string> {
    const known = this.pullRequestIds.get(`${q.repositoryId}#${number}`)
    if (known) return known
    const pr = await this.entryIn(q, number, call)
    if (!pr) throw notInQueue(op, number, null, 'it was never submitted to it')
    return pr.id
  }

  /** Like {@link getSubmittedPullRequest}, but null when the PR was never submitted. */
  async findSubmittedPullRequest(
    req: PullRequestRef,
    call: CallOptions = {},
  ): Promise<SubmittedPullRequestV2 | null> {
    try {
      return await this.getSubmittedPullRequest(req, call)
    } catch (e) {
      if (e instanceof NotFoundError) return null
      throw e
    }
  }

  /** Sets a PR's impacted targets (a list or `'ALL'`); a body over 20 MiB is refused unsent. */
  async setImpactedTargets(
    req: SetImpactedTargetsRequest,
    call: CallOptions = {},
  ): Promise<WriteResult> {
    const op = 'setImpactedTargets'
    const v1 = this.api.engine.validate(op, SetImpactedTargetsRequestSchema, req)
    const q = await this.queueOf(op, v1.repo, v1.targetBranch, call, 'the PR or its queue')
    const base = {
      repositoryId: q.repositoryId,
      targetBranch: v1.targetBranch,
      sha: v1.pr.sha,
      number: v1.pr.number,
    }
    if (v1.impactedTargets === 'ALL') {
      return this.api.uploadImpactedTargets({ ...base, impactsAllTargets: true }, call)
    }
    const bytes = Buffer.byteLength(
      JSON.stringify({ ...base, impactedTargets: v1.impactedTargets }),
    )
    if (bytes > MAX_REQUEST_BODY_BYTES) {
      throw new RequestTooLargeError(op, bytes, MAX_REQUEST_BODY_BYTES)
    }
    return this.api.uploadImpactedTargets({ ...base, impactedTargets: v1.impactedTargets }, call)
  }

  /**
   * Uploads impacted targets as large monorepos need: duplicates dropped (order kept), and
   * `impactsAllTargets` sent instead when the list passes the 20 MiB body limit or v2's 100,000
   * targets, or the service answers 413.
   */
  async uploadImpactedTargets(
    envelope: ImpactedTargetsEnvelope,
    targets: Iterable<string> | 'ALL',
    call: CallOptions = {},
  ): Promise<UploadTargetsResult> {
    const op = 'setImpactedTargets'
    const checked = this.api.engine.validate(op, SetImpactedTargetsRequestSchema, {
      ...envelope,
      impactedTargets: [],
    })
    const q = await this.queueOf(
      op,
      checked.repo,
      checked.targetBranch,
      call,
      'the PR or its queue',
    )
    const base = {
      repositoryId: q.repositoryId,
      targetBranch: checked.targetBranch,
      sha: checked.pr.sha,
      number: checked.pr.number,
    }
    const sendAll = async (reason: UploadTargetsResult['reason'], listBytes: number, prior = 0) => {
      const r = await this.api.uploadImpactedTargets({ ...base, impactsAllTargets: true }, call)
      return {
        ...r,
        attempts: r.attempts + prior,
        mode: 'ALL' as const,
        reason,
        count: 0,
        listBytes,
      }
    }
    if (targets === 'ALL') return sendAll('requested', 0)
    const list = [...new Set(targets)]
    const listBytes = Buffer.byteLength(JSON.stringify({ ...base, impactedTargets: list }))
    if (listBytes > MAX_REQUEST_BODY_BYTES) return sendAll('oversize', listBytes)
    // v2 takes at most 100,000 targets per upload, whatever their bytes.
    if (list.length > V2_MAX_IMPACTED_TARGETS) return sendAll('too-many', listBytes)
    try {
      const r = await this.api.uploadImpactedTargets({ ...base, impactedTargets: list }, call)
      return { ...r, mode: 'list', count: list.length, listBytes }
    } catch (e) {
      if (!(e instanceof TrunkApiError) || e.kind !== 'too-large') throw e
      return sendAll('server-413', listBytes, e.attempts)
    }
  }

  /**
   * One test run's testing, from its verification run. v1's bisection ids (`…-bisection`) name
   * no v2 run (each bisection split is its own run with its own id), so they are refused unsent.
   */
  async getMergeQueueTestingDetails(
    req: GetMergeQueueTestingDetailsRequest,
    call: CallOptions = {},
  ): Promise<TestingDetailsV2> {
    const op = 'getMergeQueueTestingDetails'
    const v1 = this.api.engine.validate(op, GetMergeQueueTestingDetailsRequestSchema, req)
    if (/-bisection$/i.test(v1.testRunId)) {
      throw new InvalidRequestError(
        op,
        'testRunId',
        "is a v1 bisection id; v2 gives each bisection split its own verification run id (see the queue's verification runs)",
        v1.testRunId,
      )
    }
    await this.queueOf(op, v1.repo, v1.targetBranch, call)
    const run = await this.api.getVerificationRun(v1.testRunId.trim().toLowerCase(), call)
    return toTestingDetails(run)
  }

  // ---- Queues -------------------------------------------------------------------------------

  /** Creates a queue; {@link ConflictError} when one exists for the branch (as v1). */
  async createQueue(req: CreateQueueRequest, call: CallOptions = {}): Promise<WriteResult> {
    const op = 'createQueue'
    const v1 = this.api.engine.validate(op, CreateQueueRequestSchema, req)
    const repositoryId = await this.repositoryIdOf(op, v1.repo, call)
    const r = await this.api.createMergeQueue(
      {
        repositoryId,
        targetBranch: v1.targetBranch,
        mode: v1.mode === undefined ? undefined : v2Mode(v1.mode),
        concurrency: v1.concurrency,
      },
      call,
    )
    if (r.value) this.remember(r.value)
    return withoutValue(r)
  }

  /**
   * Deletes an empty queue: {@link NotFoundError} when there is none, {@link BadRequestError}
   * when it still holds PRs (v2's 409 QUEUE_HAS_ACTIVE_ENTRIES; v1 answers 400).
   */
  async deleteQueue(req: QueueRef, call: CallOptions = {}): Promise<WriteResult> {
    const op = 'deleteQueue'
    const ref = this.api.engine.validate(op, QueueRefSchema, req)
    return this.withQueue(op, ref, call, async (q) => {
      try {
        const r = await this.api.deleteMergeQueue(q.id, call)
        this.forget(ref.repo, ref.targetBranch)
        return r
      } catch (e) {
        if (e instanceof ConflictError && e.apiCode === 'QUEUE_HAS_ACTIVE_ENTRIES') {
          const bad = new BadRequestError({
            operation: op,
            status: e.status,
            requestId: e.requestId,
            serverText: e.serverText,
            apiCode: e.apiCode,
            attempts: e.attempts,
          })
          throw bad
        }
        throw e
      }
    })
  }

  /**
   * A queue's settings, state and enqueued PRs in queue order: the queue, its `/order`
   * (batches, then pending, then awaiting admission) and its active PRs (for their entries; the
   * not-ready ones, absent from the order, follow by priority and submission).
   */
  async getQueue(req: QueueRef, call: CallOptions = {}): Promise<QueueV2> {
    const op = 'getQueue'
    const ref = this.api.engine.validate(op, QueueRefSchema, req)
    return this.withQueue(op, ref, call, async (q) => {
      const queue = await this.api.getMergeQueue(q.id, call)
      const order = await this.api.getMergeQueueOrder(q.id, call)
      const active = await this.api.listAllQueuePullRequests(
        q.id,
        { states: ['notReady', 'pending', 'testing', 'testsPassed', 'pendingFailure'] },
        call,
      )
      const byId = new Map(active.map((p) => [p.id, p]))
      const ordered: V2PullRequest[] = []
      const seen = new Set<string>()
      const take = (id: string) => {
        const pr = byId.get(id)
        if (pr?.queueEntry && !seen.has(id)) {
          seen.add(id)
          ordered.push(pr)
        }
      }
      for (const b of order.batches) for (const p of b.pullRequests) take(p.id)
      for (const p of order.pending) take(p.pullRequest.id)
      for (const p of order.awaitingAdmission) take(p.id)
      // The rest (not ready): by priority, then oldest first (the list is newest first).
      const rest = active
        .filter((p) => !seen.has(p.id) && p.queueEntry)
        .reverse()
        .map((p, i) => ({ p, i }))
        .sort(
          (a, b) =>
            (a.p.queueEntry?.priorityValue ?? 100) - (b.p.queueEntry?.priorityValue ?? 100) ||
            a.i - b.i,
        )
      for (const { p } of rest) take(p.id)
      return {
        ...toQueueConfig(queue),
        enqueuedPullRequests: ordered.map(toEnqueuedPullRequest),
      }
    })
  }

  /**
   * Changes the given settings: renamed settings as one config patch, `state` as pause, resume
   * or drain, `mode` as a mode switch (in that order). Returns the queue's configuration as the
   * last write left it.
   */
  async updateQueue(
    req: UpdateQueueRequest,
    call: CallOptions = {},
  ): Promise<WriteResult & { queue?: QueueConfigV2 }> {
    const op = 'updateQueue'
    const { repo, targetBranch, ...settings } = this.api.engine.validate(
      op,
      UpdateQueueRequestSchema,
      req,
    )
    const writes = toV2QueueWrites(settings)
    return this.withQueue(op, { repo, targetBranch }, call, async (q) => {
      const total: WriteResult = { attempts: 0, reconciled: false, requestBytes: 0 }
      const add = (r: WriteResult) => {
        total.attempts += r.attempts
        total.reconciled ||= r.reconciled
        total.requestBytes += r.requestBytes
        total.status = r.status
        total.requestId = r.requestId
      }
      let queue: QueueConfigV2 | undefined
      if (Object.keys(writes.config).length) {
        const r = await this.api.updateMergeQueueConfig(q.id, writes.config, call)
        add(r)
        if (r.value) queue = toQueueConfig(r.value)
      }
      for (const change of [
        writes.state && (() => this.api.setMergeQueueState(q.id, writes.state!, call)),
        writes.mode && (() => this.api.switchMergeQueueMode(q.id, writes.mode!, call)),
      ]) {
        if (!change) continue
        const r = await change()
        add(r)
        if (queue && r.value) {
          queue = {
            ...queue,
            state: snakeCase(r.value.state),
            mode: v1Mode(r.value.mode) as QueueConfig['mode'],
          }
        }
      }
      return { ...total, queue }
    })
  }

  // ---- Metrics ------------------------------------------------------------------------------

  /** The queue metrics in Prometheus text: one repository's (`repo` + `repoHost`), or all. */
  async getMergeQueueMetrics(
    query: MetricsQuery = {},
    call: CallOptions = {},
  ): Promise<MetricsText> {
    const op = 'getMergeQueueMetrics'
    const q = this.api.engine.validate(op, MetricsQuerySchema, query)
    if (q.repo === undefined || q.repoHost === undefined) return this.api.getMetrics({}, call)
    const [owner, name] = q.repo.split('/') as [string, string]
    const repositoryId = await this.repositoryIdOf(op, { host: q.repoHost, owner, name }, call)
    return this.api.getMetrics({ repositoryId }, call)
  }
}

/** A write's facts without the resource it returned. */
function withoutValue<R extends WriteResult & { value?: unknown }>(r: R): WriteResult {
  return {
    status: r.status,
    attempts: r.attempts,
    reconciled: r.reconciled,
    requestBytes: r.requestBytes,
    requestId: r.requestId,
  }
}

/** v1's 404 for a PR not in the queue, with what v2 showed. */
function notInQueue(
  operation: string,
  number: number,
  pr: V2PullRequest | null | undefined,
  why?: string,
): NotFoundError {
  const state = pr?.queueEntry?.state
  return new NotFoundError(
    { operation },
    `PR #${number} in this queue (${why ?? (state ? `its entry is ${state}` : 'it is not in it')})`,
  )
}
