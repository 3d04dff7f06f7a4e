/**
 * The merge queue over Trunk's v2 API. The domain addresses a queue by repository and branch and
 * a PR by its number; v2 by ids. This resolves them with the requests the migrate guide names,
 * caching them for the run, maps v2's answers into the domain (v2-mapping.ts) and keeps the
 * domain's signals: a missing queue and a PR not in the queue are NotFoundErrors, a queue that is
 * not empty refuses deletion with a BadRequestError, and re-submitting a queued PR is not an
 * error. It declares `rerun-failed-checks` (capabilities.ts).
 */
import { priorityValueOf } from '../client/client.js'
import type { UploadTargetsResult } from '../client/client.js'
import type { WriteResult } from '../client/engine.js'
import {
  BadRequestError,
  ConflictError,
  InvalidRequestError,
  NotFoundError,
  TrunkApiError,
} from '../client/errors.js'
import { TrunkV2Client, isTerminalEntryState } from '../client/v2/client.js'
import { allRows } from '../client/v2/index.js'
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
  type RepoRef,
} from '../wire/schemas.js'
import {
  V2_MAX_IMPACTED_TARGETS,
  V2_MAX_PAGE_LIMIT,
  type MergeQueue as V2Queue,
  type V2PullRequest,
  type V2SubmitPullRequestRequest,
} from '../wire/v2/schemas.js'
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
  QueueRef,
  QueuedPullRequest,
  RerunMode,
  RerunResult,
  Submitted,
  SubmitRequest,
  TestRun,
  TestRunRef,
  UpdateQueueRequest,
} from './types.js'
import {
  fromV2PullRequest,
  fromV2Queue,
  fromVerificationRun,
  toQueueTransition,
  toV2QueueWrites,
  v2Mode,
} from './v2-mapping.js'

/** What the v2 merge queue knows of one queue: its ids. */
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

/** The active states of a PR in a queue (v2 lists the queue's PRs by state). */
const ACTIVE_STATES = ['notReady', 'pending', 'testing', 'testsPassed', 'pendingFailure'] as const

/** The merge queue over a v2 client (which the caller opens and closes). */
export class V2MergeQueue implements MergeQueue {
  private readonly queues = new Map<string, QueueIds>()
  private readonly repositories = new Map<string, string>()
  private readonly pullRequestIds = new Map<string, string>()
  private listedAllQueues = false

  constructor(private readonly api: TrunkV2Client) {}

  // ---- Id resolution ------------------------------------------------------------------------

  private remember(q: V2Queue): QueueIds {
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

  /** The queue's ids; the domain's NotFoundError when there is no such queue. */
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

  /** The PR if its latest queue entry belongs to this queue; else null (not in the queue). */
  private async entryIn(
    q: QueueIds,
    number: number,
    call: CallOptions,
  ): Promise<V2PullRequest | null> {
    const pr = await this.pullRequestOf(q.repositoryId, number, call)
    if (!pr?.queueEntry || pr.queueEntry.mergeQueueId !== q.id) return null
    return pr
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

  // ---- Pull requests ------------------------------------------------------------------------

  /** The PR's entry in this queue; null when it was never submitted to it. */
  async findPullRequest(
    ref: PullRequestRef,
    call: CallOptions = {},
    // v2's estimate is a request of its own (getEstimate): a read never carries it.
    _read: PullRequestReadOptions = {},
  ): Promise<QueuedPullRequest | null> {
    const op = 'getSubmittedPullRequest'
    const checked = this.api.engine.validate(op, PullRequestRefSchema, ref)
    try {
      return await this.withQueue(op, checked, call, async (q) => {
        const pr = await this.entryIn(q, checked.pr.number, call)
        if (!pr) throw notInQueue(op, checked.pr.number, null, 'it was never submitted to it')
        return fromV2PullRequest(pr)
      })
    } catch (e) {
      if (e instanceof NotFoundError) return null
      throw e
    }
  }

  /**
   * Submits a PR. A PR already in the queue (v2's 409 PR_ALREADY_ENQUEUED) is not an error: with
   * a priority asked it is re-prioritized, with no-batch asked its entry stops batching, else its
   * current state is reported (`alreadyQueued`).
   */
  async submitPullRequest(req: SubmitRequest, call: CallOptions = {}): Promise<Submitted> {
    const op = 'submitPullRequest'
    const v = this.api.engine.validate(op, SubmitPullRequestRequestSchema, req)
    const body: V2SubmitPullRequestRequest = { number: v.pr.number }
    if (v.priority !== undefined) {
      if (typeof v.priority === 'number') body.priorityValue = v.priority
      else body.priorityName = v.priority
    }
    if (v.noBatch === true) body.allowBatching = false
    return this.withQueue(op, v, call, async (q) => {
      try {
        const r = await this.api.submitPullRequest(q.id, body, {
          ...call,
          repositoryId: q.repositoryId,
        })
        if (r.value) this.pullRequestIds.set(`${q.repositoryId}#${v.pr.number}`, r.value.id)
        const observed =
          r.reconciled && r.value?.queueEntry ? fromV2PullRequest(r.value) : undefined
        return { ...withoutValue(r), ...(observed ? { observed } : {}) }
      } catch (e) {
        if (!(e instanceof ConflictError) || e.apiCode !== 'PR_ALREADY_ENQUEUED') throw e
        return this.resubmit(q, v.pr.number, body, e, call)
      }
    })
  }

  /** A resubmit of a queued PR: change what was asked, else report it as it is. */
  private async resubmit(
    q: QueueIds,
    number: number,
    body: V2SubmitPullRequestRequest,
    conflict: ConflictError,
    call: CallOptions,
  ): Promise<Submitted> {
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
      ...(pr.queueEntry ? { observed: fromV2PullRequest(pr) } : {}),
      alreadyQueued: true,
    }
  }

  /** Removes a PR from the queue; NotFoundError when it is not in this queue. */
  async cancelPullRequest(ref: PullRequestRef, call: CallOptions = {}): Promise<WriteResult> {
    const op = 'cancelPullRequest'
    const checked = this.api.engine.validate(op, PullRequestRefSchema, ref)
    return this.writeActiveEntry(op, checked, call, async (pr) =>
      withoutValue(await this.api.dequeuePullRequest(pr.id, call)),
    )
  }

  /**
   * Restarts a queued PR's tests; NotFoundError when it is not in this queue. A PR whose tests
   * cannot be restarted now (not testing: v2's 422 PR_TESTS_NOT_RESTARTABLE) changes nothing and
   * is no error, as v1 accepts it.
   */
  async restartTests(ref: PullRequestRef, call: CallOptions = {}): Promise<WriteResult> {
    const op = 'restartTestsOnPullRequest'
    const checked = this.api.engine.validate(op, PullRequestRefSchema, ref)
    return this.writeActiveEntry(op, checked, call, async (pr) => {
      try {
        return withoutValue(await this.api.restartPullRequestTests(pr.id, call))
      } catch (e) {
        if (!(e instanceof TrunkApiError) || e.apiCode !== 'PR_TESTS_NOT_RESTARTABLE') throw e
        return {
          status: e.status,
          attempts: e.attempts,
          reconciled: false,
          requestBytes: 0,
          requestId: e.requestId,
        }
      }
    })
  }

  /**
   * Runs `write` on the PR's active queue entry. A PR that is not in this queue, before the write
   * or because it left between the read and the write (v2's 409 PR_NOT_IN_ACTIVE_STATE), is a
   * NotFoundError.
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

  /** Re-runs the failed checks of a PR in pendingFailure; NotFoundError when not in this queue. */
  async rerunFailedChecks(
    ref: PullRequestRef,
    mode: RerunMode,
    call: CallOptions = {},
  ): Promise<RerunResult> {
    const op = 'pullRequests.rerunFailedChecks'
    const checked = this.api.engine.validate(op, PullRequestRefSchema, ref)
    return this.withQueue(op, checked, call, async (q) => {
      const id = await this.pullRequestIdIn(q, checked.pr.number, op, call)
      const r = await this.api.rerunFailedChecks(id, { mode }, call)
      return {
        ...withoutValue(r),
        ...(r.value?.rerun?.until ? { until: r.value.rerun.until } : {}),
        ...(r.value?.rerun?.alreadyHeld !== undefined
          ? { alreadyHeld: r.value.rerun.alreadyHeld }
          : {}),
      }
    })
  }

  /**
   * The PR's queue-entry history, newest first, every page of it (a count of earlier requeues
   * needs all of it). Never throws but for a cancelled job: a PR never submitted to this queue,
   * or a page that could not be read (a failed read, a repeated cursor, more pages than the
   * bound), is unknown, never the pages before it.
   */
  readHistory(ref: PullRequestRef, call: CallOptions = {}): Promise<History> {
    const op = 'getSubmittedPullRequest'
    return readingOf(async () => {
      const checked = this.api.engine.validate(op, PullRequestRefSchema, ref)
      return this.withQueue(op, checked, call, async (q) => {
        const id = await this.pullRequestIdIn(q, checked.pr.number, op, call)
        const rows = await allRows(
          (cursor) =>
            this.api.listQueueEntryHistory(
              id,
              { direction: 'newest', limit: V2_MAX_PAGE_LIMIT, ...(cursor ? { cursor } : {}) },
              call,
            ),
          { operation: 'pullRequests.queueEntryHistory' },
        )
        return rows.map(toQueueTransition)
      })
    }, call.signal)
  }

  /**
   * When the PR is expected to merge (`queue-entry-estimate`); a queue with estimates off is
   * unavailable (`ESTIMATE_NOT_ENABLED`). NotFoundError when it was never submitted to this queue.
   */
  async getEstimate(ref: PullRequestRef, call: CallOptions = {}): Promise<Estimate> {
    const op = 'pullRequests.queueEntryEstimate'
    const checked = this.api.engine.validate(op, PullRequestRefSchema, ref)
    return this.withQueue(op, checked, call, async (q) => {
      const id = await this.pullRequestIdIn(q, checked.pr.number, op, call)
      try {
        return await this.api.getQueueEntryEstimate(id, call)
      } catch (e) {
        if (e instanceof NotFoundError && e.apiCode === 'ESTIMATE_NOT_ENABLED')
          return { status: 'unavailable', reason: 'ESTIMATE_NOT_ENABLED' }
        throw e
      }
    })
  }

  // ---- Test runs and impacted targets -------------------------------------------------------

  /**
   * One test run, from its verification run. v1's bisection ids (`…-bisection`) name no v2 run
   * (each bisection split is its own run with its own id), so they are refused unsent.
   */
  async getTestRun(ref: TestRunRef, call: CallOptions = {}): Promise<TestRun> {
    const op = 'getMergeQueueTestingDetails'
    const checked = this.api.engine.validate(op, GetMergeQueueTestingDetailsRequestSchema, ref)
    if (/-bisection$/i.test(checked.testRunId)) {
      throw new InvalidRequestError(
        op,
        'testRunId',
        'is a v1 bisection id; v2 gives each bisection split its own verification run id ' +
          "(see the queue's verification runs)",
        checked.testRunId,
      )
    }
    await this.queueOf(op, checked.repo, checked.targetBranch, call)
    const run = await this.api.getVerificationRun(checked.testRunId.trim().toLowerCase(), call)
    return fromVerificationRun(run)
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

  // ---- Queues -------------------------------------------------------------------------------

  /** Creates a queue; ConflictError when one exists for the branch. */
  async createQueue(req: CreateQueueRequest, call: CallOptions = {}): Promise<WriteResult> {
    const op = 'createQueue'
    const v = this.api.engine.validate(op, CreateQueueRequestSchema, req)
    const repositoryId = await this.repositoryIdOf(op, v.repo, call)
    const r = await this.api.createMergeQueue(
      {
        repositoryId,
        targetBranch: v.targetBranch,
        mode: v.mode === undefined ? undefined : v2Mode(v.mode),
        concurrency: v.concurrency,
      },
      call,
    )
    if (r.value) this.remember(r.value)
    return withoutValue(r)
  }

  /**
   * Deletes an empty queue: NotFoundError when there is none, BadRequestError when it still
   * holds PRs (v2's 409 QUEUE_HAS_ACTIVE_ENTRIES; v1 answers 400).
   */
  async deleteQueue(ref: QueueRef, call: CallOptions = {}): Promise<WriteResult> {
    const op = 'deleteQueue'
    const checked = this.api.engine.validate(op, QueueRefSchema, ref)
    return this.withQueue(op, checked, call, async (q) => {
      try {
        const r = await this.api.deleteMergeQueue(q.id, call)
        this.forget(checked.repo, checked.targetBranch)
        return r
      } catch (e) {
        if (!(e instanceof ConflictError) || e.apiCode !== 'QUEUE_HAS_ACTIVE_ENTRIES') throw e
        throw new BadRequestError({
          operation: op,
          status: e.status,
          requestId: e.requestId,
          serverText: e.serverText,
          apiCode: e.apiCode,
          attempts: e.attempts,
        })
      }
    })
  }

  /**
   * A queue's settings, state and PRs in queue order: the queue, its `/order` (batches, then
   * pending, then awaiting admission) and its active PRs (for their entries; the not-ready ones,
   * absent from the order, follow by priority and submission).
   */
  async getQueue(ref: QueueRef, call: CallOptions = {}): Promise<Queue> {
    const op = 'getQueue'
    const checked = this.api.engine.validate(op, QueueRefSchema, ref)
    return this.withQueue(op, checked, call, async (q) => {
      const queue = await this.api.getMergeQueue(q.id, call)
      const order = await this.api.getMergeQueueOrder(q.id, call)
      const active = await this.api.listAllQueuePullRequests(
        q.id,
        { states: [...ACTIVE_STATES] },
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
      return fromV2Queue(queue, ordered)
    })
  }

  /**
   * Changes the given settings: renamed settings as one config patch, `state` as pause, resume
   * or drain, `mode` as a mode switch (in that order).
   */
  async updateQueue(req: UpdateQueueRequest, call: CallOptions = {}): Promise<WriteResult> {
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
      if (Object.keys(writes.config).length)
        add(await this.api.updateMergeQueueConfig(q.id, writes.config, call))
      if (writes.state) add(await this.api.setMergeQueueState(q.id, writes.state, call))
      if (writes.mode) add(await this.api.switchMergeQueueMode(q.id, writes.mode, call))
      return total
    })
  }

  // ---- Metrics ------------------------------------------------------------------------------

  /** The queue metrics in Prometheus text: one repository's (`repo` + `repoHost`), or all. */
  async getMetrics(query: MetricsQuery, call: CallOptions = {}): Promise<MetricsText> {
    const op = 'getMergeQueueMetrics'
    const q = this.api.engine.validate(op, MetricsQuerySchema, query)
    if (q.repo === undefined || q.repoHost === undefined) return this.api.getMetrics({}, call)
    const [owner, name] = q.repo.split('/') as [string, string]
    const repositoryId = await this.repositoryIdOf(op, { host: q.repoHost, owner, name }, call)
    return this.api.getMetrics({ repositoryId }, call)
  }

  serviceNow(): number | undefined {
    return this.api.engine.serviceNow()
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

/** The NotFoundError of a PR not in the queue, with what v2 showed. */
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
