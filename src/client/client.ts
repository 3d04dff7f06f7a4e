/**
 * The typed client of Trunk's v1 Merge Queue and Flaky Tests API: every endpoint, validated
 * requests, parsed responses, typed errors, retries by idempotency class, deadlines,
 * cancellation and pagination. It knows nothing of GitHub Actions. Each method describes its
 * operation; {@link RequestEngine} (engine.ts) sends it, retries it and parses the answer.
 */
import { isTerminalState, PRIORITY_NAMES } from '../wire/enums.js'
import { readV1Estimate, type MergeEstimate } from '../wire/estimate.js'
import { z } from 'zod'
import { BadRequestError, NotFoundError, RequestTooLargeError, TrunkApiError } from './errors.js'
import {
  OPERATIONS,
  RequestEngine,
  type CallOptions,
  type EngineOptions,
  type WriteResult,
} from './engine.js'
import type { HttpResponse } from './http.js'
import { paginate } from './pagination.js'
import type { RetryBudget, RetryPolicy } from './retry.js'
import {
  CreateQueueRequestSchema,
  FailingTestsPageSchema,
  GetMergeQueueTestingDetailsRequestSchema,
  GetSubmittedPullRequestRequestSchema,
  GetTestDetailsRequestSchema,
  ListFailingTestsRequestSchema,
  MAX_REQUEST_BODY_BYTES,
  MetricsQuerySchema,
  PullRequestRefSchema,
  QueueConfigSchema,
  QueueRefSchema,
  QueueSchema,
  readTimelineItem,
  SetImpactedTargetsRequestSchema,
  SubmitPullRequestRequestSchema,
  SubmittedPullRequestSchema,
  TestDetailsSchema,
  TestingDetailsSchema,
  UpdateQueueRequestSchema,
  type CreateQueueRequest,
  type FailingTestsPage,
  type GetMergeQueueTestingDetailsRequest,
  type GetTestDetailsRequest,
  type ListFailingTestsRequest,
  type MetricsQuery,
  type PullRequestRef,
  type Queue,
  type QueueConfig,
  type QueueRef,
  type QueueTransition,
  type SetImpactedTargetsRequest,
  type SubmitPullRequestRequest,
  type SubmittedPullRequest,
  type TestCase,
  type TestingDetails,
  type UpdateQueueRequest,
} from '../wire/schemas.js'
import {
  encodeImpactedTargets,
  type EncodedImpactedTargets,
  type ImpactedTargetsEnvelope,
} from './targets.js'

/** Options of {@link TrunkClient}. */
export type TrunkClientOptions = EngineOptions

/** What submitPullRequest reports. */
export interface SubmitResult extends WriteResult {
  /** Set when a read settled an unknown outcome: the PR as the queue then held it. */
  observed?: SubmittedPullRequest
}

/** What a read of a PR asks for besides the PR. */
export interface PullRequestReadOptions {
  /**
   * The estimate too, in the same request (v1: `includeEstimatedTimeToMerge`; the v2 adapter has
   * a request of its own for it, {@link TrunkClient.getMergeEstimate}, and ignores this).
   */
  estimate?: boolean
}

/** A PR as read: with `read.estimate` on v1, the estimate that came in the same answer. */
export type SubmittedPullRequestRead = SubmittedPullRequest & { mergeEstimate?: MergeEstimate }

/** What an impacted-targets upload reports. */
export interface UploadTargetsResult extends WriteResult {
  mode: 'list' | 'ALL'
  /**
   * Why ALL was sent: asked for, the body was over the limit, the list over v2's 100,000 targets
   * (`too-many`), or the server answered 413.
   */
  reason?: 'requested' | 'oversize' | 'too-many' | 'server-413'
  /** Targets sent in the list (0 for ALL). */
  count: number
  /** Bytes the list body had or would have had (exact for an array or TargetLines, also when oversize). */
  listBytes: number
}

/** The metrics text and its content type. */
export interface MetricsText {
  text: string
  contentType?: string
}

/** Allowance for clock skew between this machine and the service when comparing times. */
const CLOCK_SKEW_MS = 5_000

/**
 * Decides what an unknown outcome of submitPullRequest was, from a read made after it.
 * `landed`: the PR is in the queue as asked; `changed`: the PR's entry changed after the first
 * send (it landed, then left the queue): do not send again; `resend`: it did not land.
 */
export function decideAfterAmbiguousSubmit(
  observed: SubmittedPullRequest | null,
  firstSentAtMs: number,
  wanted: { priorityValue?: number; noBatch?: boolean },
): 'landed' | 'changed' | 'resend' {
  if (!observed) return 'resend'
  const changedAt = Date.parse(observed.stateChangedAt)
  const changedSinceSend = !Number.isNaN(changedAt) && changedAt >= firstSentAtMs - CLOCK_SKEW_MS
  if (observed.isCurrentlySubmittedToQueue && !isTerminalState(observed.state)) {
    // In the queue. If it shows other settings than asked, our submit did not land; sending it
    // again only updates the entry (v1 semantics), which is what was asked.
    if (wanted.priorityValue !== undefined && observed.priorityValue !== wanted.priorityValue) {
      return 'resend'
    }
    if (
      wanted.noBatch !== undefined &&
      observed.noBatch !== undefined &&
      observed.noBatch !== wanted.noBatch
    ) {
      return 'resend'
    }
    return 'landed'
  }
  return changedSinceSend ? 'changed' : 'resend'
}

/** The number a priority name or value stands for. */
export function priorityValueOf(priority: string | number): number {
  if (typeof priority === 'number') return priority
  return PRIORITY_NAMES[priority.toLowerCase() as keyof typeof PRIORITY_NAMES]
}

/** The client. Create one per run; call {@link TrunkClient.close} when done. */
export class TrunkClient {
  private readonly engine: RequestEngine

  constructor(options: TrunkClientOptions = {}) {
    this.engine = new RequestEngine(options)
  }

  /**
   * The service's time now, ms since the epoch, as its last answer's `Date` header gave it
   * (one-second resolution) plus the time since; undefined before one. Windows relative to "now"
   * and estimates follow it, not a runner's clock that may be skewed.
   */
  serviceNow(): number | undefined {
    return this.engine.serviceNow()
  }

  /** The base address every operation goes to. */
  get baseUrl(): URL {
    return this.engine.baseUrl
  }

  /** Retry and timeout settings in force. */
  get policy(): RetryPolicy {
    return this.engine.policy
  }

  /** The run-wide retry budget this client draws on. */
  get budget(): RetryBudget {
    return this.engine.budget
  }

  /** Closes the connections this client opened. */
  close(): Promise<void> {
    return this.engine.close()
  }

  // ---- Pull requests ------------------------------------------------------------------------

  /**
   * Submits a PR to the queue (or, in v1, updates the priority/noBatch of a queued one). After a
   * failure whose outcome is unknown it reads the PR's state instead of sending it again blindly.
   */
  async submitPullRequest(
    req: SubmitPullRequestRequest,
    call: CallOptions = {},
  ): Promise<SubmitResult> {
    const body = this.engine.validate('submitPullRequest', SubmitPullRequestRequestSchema, req)
    const wanted = {
      priorityValue: body.priority === undefined ? undefined : priorityValueOf(body.priority),
      noBatch: body.noBatch,
    }
    const ref = { repo: body.repo, targetBranch: body.targetBranch, pr: { number: body.pr.number } }
    let observed: SubmittedPullRequest | undefined
    const r = await this.engine.exchangeWrite(
      'submitPullRequest',
      this.engine.jsonBody('submitPullRequest', body),
      call,
      {
        reconcile: async (firstSentAt, c) => {
          const pr = await this.findSubmittedPullRequest(ref, c)
          // The PR's times are the service's: the send is placed on its clock, not the runner's.
          const sentAt = this.engine.serviceTimeOf(firstSentAt) ?? firstSentAt
          const decision = decideAfterAmbiguousSubmit(pr, sentAt, wanted)
          this.engine.emit({ type: 'reconcile', operation: 'submitPullRequest', outcome: decision })
          if (decision === 'resend' || !pr) return 'resend'
          observed = pr
          return { value: undefined }
        },
      },
    )
    return { ...r, observed }
  }

  /**
   * Removes a PR from the queue. A PR that is not in the queue gives {@link NotFoundError}, except
   * after an unknown outcome, when a 404 on the re-send means the first cancel landed.
   */
  async cancelPullRequest(req: PullRequestRef, call: CallOptions = {}): Promise<WriteResult> {
    const body = this.engine.validate('cancelPullRequest', PullRequestRefSchema, req)
    return this.engine.exchangeWrite(
      'cancelPullRequest',
      this.engine.jsonBody('cancelPullRequest', body),
      call,
      {
        landedStatuses: [404],
      },
    )
  }

  /**
   * Re-runs tests on a PR in the queue without losing its place. After an unknown outcome it
   * reads the PR: a state change since the first send means the restart landed.
   */
  async restartTestsOnPullRequest(
    req: PullRequestRef,
    call: CallOptions = {},
  ): Promise<WriteResult> {
    const body = this.engine.validate('restartTestsOnPullRequest', PullRequestRefSchema, req)
    return this.engine.exchangeWrite(
      'restartTestsOnPullRequest',
      this.engine.jsonBody('restartTestsOnPullRequest', body),
      call,
      {
        reconcile: async (firstSentAt, c) => {
          const pr = await this.findSubmittedPullRequest(body, c)
          const changedAt = pr ? Date.parse(pr.stateChangedAt) : NaN
          const sentAt = this.engine.serviceTimeOf(firstSentAt) ?? firstSentAt
          const landed = !Number.isNaN(changedAt) && changedAt >= sentAt - CLOCK_SKEW_MS
          this.engine.emit({
            type: 'reconcile',
            operation: 'restartTestsOnPullRequest',
            outcome: landed ? 'landed' : 'resend',
          })
          return landed ? { value: undefined } : 'resend'
        },
      },
    )
  }

  /**
   * The queue's record of a PR; {@link NotFoundError} when it was never submitted to this queue.
   * With `read.estimate`, the same request asks for the estimate too
   * (`includeEstimatedTimeToMerge`) and the PR comes with it as `mergeEstimate`, read as
   * {@link getMergeEstimate} reads it; an estimate missing or unreadable is `unavailable`, never a
   * failed read.
   */
  async getSubmittedPullRequest(
    req: PullRequestRef,
    call: CallOptions = {},
    read: PullRequestReadOptions = {},
  ): Promise<SubmittedPullRequestRead> {
    const op = 'getSubmittedPullRequest'
    if (read.estimate) {
      const body = this.engine.validate(op, GetSubmittedPullRequestRequestSchema, {
        ...req,
        includeEstimatedTimeToMerge: true,
      })
      try {
        return await this.engine.exchange(
          {
            operation: op,
            request: this.engine.jsonBody(op, body),
            parse: (res) => {
              // One parse of the body: the PR checked against its schema, the estimate read leniently.
              const data = this.engine.jsonOf(op, res)
              return {
                ...this.engine.checkJson(op, SubmittedPullRequestSchema, data, res),
                mergeEstimate: this.estimateOf(data, res),
              }
            },
          },
          call,
        )
      } catch (e) {
        // A service that refuses the option (an older one: 400) still answers the read without
        // it: the estimate is a nicety and never costs the PR's state.
        if (!(e instanceof BadRequestError)) throw e
        const pr = await this.getSubmittedPullRequest(req, call)
        return {
          ...pr,
          mergeEstimate: { status: 'unavailable', reason: 'READ_FAILED (bad-request, HTTP 400)' },
        }
      }
    }
    const body = this.engine.validate(op, PullRequestRefSchema, req)
    return this.engine.exchange(
      {
        operation: op,
        request: this.engine.jsonBody(op, body),
        parse: (res) => this.engine.parseJson(op, SubmittedPullRequestSchema, res),
      },
      call,
    )
  }

  /**
   * The PR's queue-entry timeline, newest first (getSubmittedPullRequest with includeTimeline);
   * [] when the service sends none. {@link NotFoundError} when the PR was never submitted.
   */
  async getPullRequestTimeline(
    req: PullRequestRef,
    call: CallOptions = {},
  ): Promise<QueueTransition[]> {
    const op = 'getSubmittedPullRequest'
    const body = this.engine.validate(op, GetSubmittedPullRequestRequestSchema, {
      ...req,
      includeTimeline: true,
    })
    const pr = await this.engine.exchange(
      {
        operation: op,
        request: this.engine.jsonBody(op, body),
        parse: (res) => this.engine.parseJson(op, SubmittedPullRequestSchema, res),
      },
      call,
    )
    return (pr.timeline ?? []).map(readTimelineItem)
  }

  /**
   * When the queued PR is expected to merge (getSubmittedPullRequest with
   * `includeEstimatedTimeToMerge`); `unavailable` with reason `NOT_SENT` when the service sends
   * none. {@link NotFoundError} when the PR was never submitted.
   */
  async getMergeEstimate(req: PullRequestRef, call: CallOptions = {}): Promise<MergeEstimate> {
    const op = 'getSubmittedPullRequest'
    const body = this.engine.validate(op, GetSubmittedPullRequestRequestSchema, {
      ...req,
      includeEstimatedTimeToMerge: true,
    })
    const raw = await this.engine.exchange(
      {
        operation: op,
        request: this.engine.jsonBody(op, body),
        parse: (res) => ({ body: this.engine.parseJson(op, z.looseObject({}), res), res }),
      },
      call,
    )
    return this.estimateOf(raw.body, raw.res)
  }

  /** v1's estimate in a getSubmittedPullRequest body; `NOT_SENT` when it carries none. */
  private estimateOf(body: unknown, res: HttpResponse): MergeEstimate {
    // Seconds from now: the service's now (its Date header), not a runner's clock that may be skewed.
    const at = res.date ? Date.parse(res.date) : NaN
    const now = Number.isFinite(at) ? at : this.engine.clock.now()
    return readV1Estimate(body, now) ?? { status: 'unavailable', reason: 'NOT_SENT' }
  }

  /** Like {@link getSubmittedPullRequest}, but null when the PR was never submitted. */
  async findSubmittedPullRequest(
    req: PullRequestRef,
    call: CallOptions = {},
    read: PullRequestReadOptions = {},
  ): Promise<SubmittedPullRequestRead | null> {
    try {
      return await this.getSubmittedPullRequest(req, call, read)
    } catch (err) {
      if (err instanceof NotFoundError) return null
      throw err
    }
  }

  /**
   * Sets a PR's impacted targets (a list, or `'ALL'`). The body is measured exactly; one over
   * 20 MiB is refused with {@link RequestTooLargeError} before anything is sent. For large lists
   * with an automatic fallback to ALL, use {@link uploadImpactedTargets}.
   */
  async setImpactedTargets(
    req: SetImpactedTargetsRequest,
    call: CallOptions = {},
  ): Promise<WriteResult> {
    const body = this.engine.validate('setImpactedTargets', SetImpactedTargetsRequestSchema, req)
    const encoded = encodeImpactedTargets(body, body.impactedTargets, { dedupe: false })
    if (encoded.mode === 'ALL' && encoded.reason === 'oversize') {
      throw new RequestTooLargeError(
        'setImpactedTargets',
        encoded.listBytes,
        MAX_REQUEST_BODY_BYTES,
      )
    }
    return this.engine.exchangeWrite(
      'setImpactedTargets',
      this.engine.rawBody('setImpactedTargets', encoded.body, true),
      call,
    )
  }

  /**
   * Uploads impacted targets the way large monorepos need: duplicates dropped (order kept), the
   * exact body size measured in one pass, and `ALL` sent instead when the list would pass the
   * 20 MiB limit or the service answers 413.
   */
  async uploadImpactedTargets(
    envelope: ImpactedTargetsEnvelope,
    targets: Iterable<string> | 'ALL',
    call: CallOptions = {},
  ): Promise<UploadTargetsResult> {
    // Validate the envelope (and, cheaply, the shape of the request) without the targets.
    const checked = this.engine.validate('setImpactedTargets', SetImpactedTargetsRequestSchema, {
      ...envelope,
      impactedTargets: [],
    })
    const encoded: EncodedImpactedTargets = encodeImpactedTargets(checked, targets)
    const send = (e: EncodedImpactedTargets) =>
      this.engine.exchangeWrite(
        'setImpactedTargets',
        this.engine.rawBody('setImpactedTargets', e.body, true),
        call,
      )
    try {
      const r = await send(encoded)
      return {
        ...r,
        mode: encoded.mode,
        reason: encoded.reason,
        count: encoded.count,
        listBytes: encoded.listBytes,
      }
    } catch (err) {
      if (!(err instanceof TrunkApiError) || err.kind !== 'too-large' || encoded.mode === 'ALL')
        throw err
      const all = encodeImpactedTargets(checked, 'ALL')
      const r = await send(all)
      return {
        ...r,
        attempts: r.attempts + err.attempts,
        mode: 'ALL',
        reason: 'server-413',
        count: 0,
        listBytes: encoded.listBytes,
      }
    }
  }

  /** Details of the testing of one test run (the uuid in a `trunk-merge/pr-N/<uuid>` branch). */
  async getMergeQueueTestingDetails(
    req: GetMergeQueueTestingDetailsRequest,
    call: CallOptions = {},
  ): Promise<TestingDetails> {
    const op = 'getMergeQueueTestingDetails'
    const body = this.engine.validate(op, GetMergeQueueTestingDetailsRequestSchema, req)
    return this.engine.exchange(
      {
        operation: op,
        request: this.engine.jsonBody(op, body),
        parse: (res) => this.engine.parseJson(op, TestingDetailsSchema, res),
      },
      call,
    )
  }

  // ---- Queues -------------------------------------------------------------------------------

  /**
   * Creates a queue (mode and concurrency only; other settings go through updateQueue).
   * {@link ConflictError} when it exists, except after an unknown outcome, when a 409 on the
   * re-send means the first create landed.
   */
  async createQueue(req: CreateQueueRequest, call: CallOptions = {}): Promise<WriteResult> {
    const body = this.engine.validate('createQueue', CreateQueueRequestSchema, req)
    return this.engine.exchangeWrite(
      'createQueue',
      this.engine.jsonBody('createQueue', body),
      call,
      {
        landedStatuses: [409],
      },
    )
  }

  /** Deletes an empty queue. After an unknown outcome, a 404 on the re-send means it landed. */
  async deleteQueue(req: QueueRef, call: CallOptions = {}): Promise<WriteResult> {
    const body = this.engine.validate('deleteQueue', QueueRefSchema, req)
    return this.engine.exchangeWrite(
      'deleteQueue',
      this.engine.jsonBody('deleteQueue', body),
      call,
      {
        landedStatuses: [404],
      },
    )
  }

  /** A queue's settings, state and enqueued PRs (in queue order). */
  async getQueue(req: QueueRef, call: CallOptions = {}): Promise<Queue> {
    const op = 'getQueue'
    const body = this.engine.validate(op, QueueRefSchema, req)
    return this.engine.exchange(
      {
        operation: op,
        request: this.engine.jsonBody(op, body),
        parse: (res) => this.engine.parseJson(op, QueueSchema, res),
      },
      call,
    )
  }

  /**
   * Changes the given settings (only those are sent). Returns the queue's configuration when the
   * service sends it back, undefined when the body is something else (any 2xx is success).
   */
  async updateQueue(
    req: UpdateQueueRequest,
    call: CallOptions = {},
  ): Promise<WriteResult & { queue?: QueueConfig }> {
    const op = 'updateQueue'
    const body = this.engine.validate(op, UpdateQueueRequestSchema, req)
    let queue: QueueConfig | undefined
    const r = await this.engine.exchangeWrite(op, this.engine.jsonBody(op, body), call, {
      onSuccess: (res) => {
        queue = this.engine.tryParseJson(QueueConfigSchema, res)
      },
    })
    return { ...r, queue }
  }

  // ---- Metrics ------------------------------------------------------------------------------

  /**
   * The queue metrics in Prometheus text. With `repo` (`owner/name`) and `repoHost`, one
   * repository's; with neither, every repository of the organization.
   */
  async getMergeQueueMetrics(
    query: MetricsQuery = {},
    call: CallOptions = {},
  ): Promise<MetricsText> {
    const op = 'getMergeQueueMetrics'
    const q = this.engine.validate(op, MetricsQuerySchema, query)
    const params: Record<string, string> = {}
    if (q.repo !== undefined) params.repo = q.repo
    if (q.repoHost !== undefined) params.repoHost = q.repoHost
    return this.engine.exchange(
      {
        operation: op,
        request: {
          operation: op,
          method: 'GET',
          path: OPERATIONS[op].path,
          query: params,
          accept: 'text/plain',
          headers: this.engine.headers(op, false),
        },
        parse: (res) => ({ text: res.body.toString('utf8'), contentType: res.contentType }),
      },
      call,
    )
  }

  // ---- Flaky tests --------------------------------------------------------------------------

  /** One page of the distinct tests that failed in a window of at most 7 days. */
  async listFailingTests(
    req: ListFailingTestsRequest,
    call: CallOptions = {},
  ): Promise<FailingTestsPage> {
    const op = 'listFailingTests'
    const body = this.engine.validate(op, ListFailingTestsRequestSchema, req)
    return this.engine.exchange(
      {
        operation: op,
        request: this.engine.jsonBody(op, body),
        parse: (res) => this.engine.parseJson(op, FailingTestsPageSchema, res),
      },
      call,
    )
  }

  /**
   * Every page of list-failing-tests, following `next_page_token` until it is empty; stops with
   * a {@link PaginationError} on a repeated token or more pages than announced.
   */
  async *failingTestPages(
    req: Omit<ListFailingTestsRequest, 'page_query'> & { page_size?: number },
    options: CallOptions & { maxPages?: number } = {},
  ): AsyncGenerator<FailingTestsPage, void, undefined> {
    const { page_size = 100, ...rest } = req
    // Validate once up front, so a wrong request fails before the first page.
    this.engine.validate('listFailingTests', ListFailingTestsRequestSchema, {
      ...rest,
      page_query: { page_size },
    })
    yield* paginate(
      (token) =>
        this.listFailingTests({ ...rest, page_query: { page_size, page_token: token } }, options),
      { operation: 'listFailingTests', maxPages: options.maxPages },
    )
  }

  /** All failing tests of the window, every page read. */
  async listAllFailingTests(
    req: Omit<ListFailingTestsRequest, 'page_query'> & { page_size?: number },
    options: CallOptions & { maxPages?: number } = {},
  ): Promise<TestCase[]> {
    const tests: TestCase[] = []
    for await (const page of this.failingTestPages(req, options)) tests.push(...page.tests)
    return tests
  }

  /** One test case; {@link NotFoundError} for an unknown id. */
  async getTestDetails(req: GetTestDetailsRequest, call: CallOptions = {}): Promise<TestCase> {
    const op = 'getTestDetails'
    const body = this.engine.validate(op, GetTestDetailsRequestSchema, req)
    const r = await this.engine.exchange(
      {
        operation: op,
        request: this.engine.jsonBody(op, body),
        parse: (res) => this.engine.parseJson(op, TestDetailsSchema, res),
      },
      call,
    )
    return r.test
  }
}
