export const id = 75;
export const ids = [75];
export const modules = {

/***/ 4064:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ TrunkClient),
/* harmony export */   bE: () => (/* binding */ priorityValueOf)
/* harmony export */ });
/* unused harmony export decideAfterAmbiguousSubmit */
/* harmony import */ var _wire_enums_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1971);
/* harmony import */ var _wire_estimate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9615);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2857);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6468);
/* harmony import */ var _engine_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(881);
/* harmony import */ var _pagination_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5235);
/* harmony import */ var _wire_schemas_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9753);
/* harmony import */ var _targets_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(729);
/**
 * The typed client of Trunk's v1 Merge Queue and Flaky Tests API: every endpoint, validated
 * requests, parsed responses, typed errors, retries by idempotency class, deadlines,
 * cancellation and pagination. It knows nothing of GitHub Actions. Each method describes its
 * operation; {@link RequestEngine} (engine.ts) sends it, retries it and parses the answer.
 */








/** Allowance for clock skew between this machine and the service when comparing times. */
const CLOCK_SKEW_MS = 5_000;
/**
 * Decides what an unknown outcome of submitPullRequest was, from a read made after it.
 * `landed`: the PR is in the queue as asked; `changed`: the PR's entry changed after the first
 * send (it landed, then left the queue): do not send again; `resend`: it did not land.
 */
function decideAfterAmbiguousSubmit(observed, firstSentAtMs, wanted) {
    if (!observed)
        return 'resend';
    const changedAt = Date.parse(observed.stateChangedAt);
    const changedSinceSend = !Number.isNaN(changedAt) && changedAt >= firstSentAtMs - CLOCK_SKEW_MS;
    if (observed.isCurrentlySubmittedToQueue && !(0,_wire_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .isTerminalState */ .CF)(observed.state)) {
        // In the queue. If it shows other settings than asked, our submit did not land; sending it
        // again only updates the entry (v1 semantics), which is what was asked.
        if (wanted.priorityValue !== undefined && observed.priorityValue !== wanted.priorityValue) {
            return 'resend';
        }
        if (wanted.noBatch !== undefined &&
            observed.noBatch !== undefined &&
            observed.noBatch !== wanted.noBatch) {
            return 'resend';
        }
        return 'landed';
    }
    return changedSinceSend ? 'changed' : 'resend';
}
/** The number a priority name or value stands for. */
function priorityValueOf(priority) {
    if (typeof priority === 'number')
        return priority;
    return _wire_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .PRIORITY_NAMES */ .iR[priority.toLowerCase()];
}
/** The client. Create one per run; call {@link TrunkClient.close} when done. */
class TrunkClient {
    engine;
    constructor(options = {}) {
        this.engine = new _engine_js__WEBPACK_IMPORTED_MODULE_3__/* .RequestEngine */ .SQ(options);
    }
    /**
     * The service's time now, ms since the epoch, as its last answer's `Date` header gave it
     * (one-second resolution) plus the time since; undefined before one. Windows relative to "now"
     * and estimates follow it, not a runner's clock that may be skewed.
     */
    serviceNow() {
        return this.engine.serviceNow();
    }
    /** The base address every operation goes to. */
    get baseUrl() {
        return this.engine.baseUrl;
    }
    /** Retry and timeout settings in force. */
    get policy() {
        return this.engine.policy;
    }
    /** The run-wide retry budget this client draws on. */
    get budget() {
        return this.engine.budget;
    }
    /** Closes the connections this client opened. */
    close() {
        return this.engine.close();
    }
    // ---- Pull requests ------------------------------------------------------------------------
    /**
     * Submits a PR to the queue (or, in v1, updates the priority/noBatch of a queued one). After a
     * failure whose outcome is unknown it reads the PR's state instead of sending it again blindly.
     */
    async submitPullRequest(req, call = {}) {
        const body = this.engine.validate('submitPullRequest', _wire_schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .SubmitPullRequestRequestSchema */ .xD, req);
        const wanted = {
            priorityValue: body.priority === undefined ? undefined : priorityValueOf(body.priority),
            noBatch: body.noBatch,
        };
        const ref = { repo: body.repo, targetBranch: body.targetBranch, pr: { number: body.pr.number } };
        let observed;
        const r = await this.engine.exchangeWrite('submitPullRequest', this.engine.jsonBody('submitPullRequest', body), call, {
            reconcile: async (firstSentAt, c) => {
                const pr = await this.findSubmittedPullRequest(ref, c);
                // The PR's times are the service's: the send is placed on its clock, not the runner's.
                const sentAt = this.engine.serviceTimeOf(firstSentAt) ?? firstSentAt;
                const decision = decideAfterAmbiguousSubmit(pr, sentAt, wanted);
                this.engine.emit({ type: 'reconcile', operation: 'submitPullRequest', outcome: decision });
                if (decision === 'resend' || !pr)
                    return 'resend';
                observed = pr;
                return { value: undefined };
            },
        });
        return { ...r, observed };
    }
    /**
     * Removes a PR from the queue. A PR that is not in the queue gives {@link NotFoundError}, except
     * after an unknown outcome, when a 404 on the re-send means the first cancel landed.
     */
    async cancelPullRequest(req, call = {}) {
        const body = this.engine.validate('cancelPullRequest', _wire_schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .PullRequestRefSchema */ .lV, req);
        return this.engine.exchangeWrite('cancelPullRequest', this.engine.jsonBody('cancelPullRequest', body), call, {
            landedStatuses: [404],
        });
    }
    /**
     * Re-runs tests on a PR in the queue without losing its place. After an unknown outcome it
     * reads the PR: a state change since the first send means the restart landed.
     */
    async restartTestsOnPullRequest(req, call = {}) {
        const body = this.engine.validate('restartTestsOnPullRequest', _wire_schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .PullRequestRefSchema */ .lV, req);
        return this.engine.exchangeWrite('restartTestsOnPullRequest', this.engine.jsonBody('restartTestsOnPullRequest', body), call, {
            reconcile: async (firstSentAt, c) => {
                const pr = await this.findSubmittedPullRequest(body, c);
                const changedAt = pr ? Date.parse(pr.stateChangedAt) : NaN;
                const sentAt = this.engine.serviceTimeOf(firstSentAt) ?? firstSentAt;
                const landed = !Number.isNaN(changedAt) && changedAt >= sentAt - CLOCK_SKEW_MS;
                this.engine.emit({
                    type: 'reconcile',
                    operation: 'restartTestsOnPullRequest',
                    outcome: landed ? 'landed' : 'resend',
                });
                return landed ? { value: undefined } : 'resend';
            },
        });
    }
    /**
     * The queue's record of a PR; {@link NotFoundError} when it was never submitted to this queue.
     * With `read.estimate`, the same request asks for the estimate too
     * (`includeEstimatedTimeToMerge`) and the PR comes with it as `mergeEstimate`, read as
     * {@link getMergeEstimate} reads it; an estimate missing or unreadable is `unavailable`, never a
     * failed read.
     */
    async getSubmittedPullRequest(req, call = {}, read = {}) {
        const op = 'getSubmittedPullRequest';
        if (read.estimate) {
            const body = this.engine.validate(op, _wire_schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .GetSubmittedPullRequestRequestSchema */ .Ey, {
                ...req,
                includeEstimatedTimeToMerge: true,
            });
            try {
                return await this.engine.exchange({
                    operation: op,
                    request: this.engine.jsonBody(op, body),
                    parse: (res) => {
                        // One parse of the body: the PR checked against its schema, the estimate read leniently.
                        const data = this.engine.jsonOf(op, res);
                        return {
                            ...this.engine.checkJson(op, _wire_schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .SubmittedPullRequestSchema */ .Bi, data, res),
                            mergeEstimate: this.estimateOf(data, res),
                        };
                    },
                }, call);
            }
            catch (e) {
                // A service that refuses the option (an older one: 400) still answers the read without
                // it: the estimate is a nicety and never costs the PR's state.
                if (!(e instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .BadRequestError */ .v7))
                    throw e;
                const pr = await this.getSubmittedPullRequest(req, call);
                return {
                    ...pr,
                    mergeEstimate: { status: 'unavailable', reason: 'READ_FAILED (bad-request, HTTP 400)' },
                };
            }
        }
        const body = this.engine.validate(op, _wire_schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .PullRequestRefSchema */ .lV, req);
        return this.engine.exchange({
            operation: op,
            request: this.engine.jsonBody(op, body),
            parse: (res) => this.engine.parseJson(op, _wire_schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .SubmittedPullRequestSchema */ .Bi, res),
        }, call);
    }
    /**
     * The PR's queue-entry timeline, newest first (getSubmittedPullRequest with includeTimeline);
     * [] when the service sends none. {@link NotFoundError} when the PR was never submitted.
     */
    async getPullRequestTimeline(req, call = {}) {
        const op = 'getSubmittedPullRequest';
        const body = this.engine.validate(op, _wire_schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .GetSubmittedPullRequestRequestSchema */ .Ey, {
            ...req,
            includeTimeline: true,
        });
        const pr = await this.engine.exchange({
            operation: op,
            request: this.engine.jsonBody(op, body),
            parse: (res) => this.engine.parseJson(op, _wire_schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .SubmittedPullRequestSchema */ .Bi, res),
        }, call);
        return (pr.timeline ?? []).map(_wire_schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .readTimelineItem */ .Bw);
    }
    /**
     * When the queued PR is expected to merge (getSubmittedPullRequest with
     * `includeEstimatedTimeToMerge`); `unavailable` with reason `NOT_SENT` when the service sends
     * none. {@link NotFoundError} when the PR was never submitted.
     */
    async getMergeEstimate(req, call = {}) {
        const op = 'getSubmittedPullRequest';
        const body = this.engine.validate(op, _wire_schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .GetSubmittedPullRequestRequestSchema */ .Ey, {
            ...req,
            includeEstimatedTimeToMerge: true,
        });
        const raw = await this.engine.exchange({
            operation: op,
            request: this.engine.jsonBody(op, body),
            parse: (res) => ({ body: this.engine.parseJson(op, zod__WEBPACK_IMPORTED_MODULE_7__/* .looseObject */ ._H3({}), res), res }),
        }, call);
        return this.estimateOf(raw.body, raw.res);
    }
    /** v1's estimate in a getSubmittedPullRequest body; `NOT_SENT` when it carries none. */
    estimateOf(body, res) {
        // Seconds from now: the service's now (its Date header), not a runner's clock that may be skewed.
        const at = res.date ? Date.parse(res.date) : NaN;
        const now = Number.isFinite(at) ? at : this.engine.clock.now();
        return (0,_wire_estimate_js__WEBPACK_IMPORTED_MODULE_1__/* .readV1Estimate */ .UA)(body, now) ?? { status: 'unavailable', reason: 'NOT_SENT' };
    }
    /** Like {@link getSubmittedPullRequest}, but null when the PR was never submitted. */
    async findSubmittedPullRequest(req, call = {}, read = {}) {
        try {
            return await this.getSubmittedPullRequest(req, call, read);
        }
        catch (err) {
            if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .NotFoundError */ .m_)
                return null;
            throw err;
        }
    }
    /**
     * Sets a PR's impacted targets (a list, or `'ALL'`). The body is measured exactly; one over
     * 20 MiB is refused with {@link RequestTooLargeError} before anything is sent. For large lists
     * with an automatic fallback to ALL, use {@link uploadImpactedTargets}.
     */
    async setImpactedTargets(req, call = {}) {
        const body = this.engine.validate('setImpactedTargets', _wire_schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .SetImpactedTargetsRequestSchema */ .ED, req);
        const encoded = (0,_targets_js__WEBPACK_IMPORTED_MODULE_6__/* .encodeImpactedTargets */ .gC)(body, body.impactedTargets, { dedupe: false });
        if (encoded.mode === 'ALL' && encoded.reason === 'oversize') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RequestTooLargeError */ .hD('setImpactedTargets', encoded.listBytes, _wire_schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_REQUEST_BODY_BYTES */ .qG);
        }
        return this.engine.exchangeWrite('setImpactedTargets', this.engine.rawBody('setImpactedTargets', encoded.body, true), call);
    }
    /**
     * Uploads impacted targets the way large monorepos need: duplicates dropped (order kept), the
     * exact body size measured in one pass, and `ALL` sent instead when the list would pass the
     * 20 MiB limit or the service answers 413.
     */
    async uploadImpactedTargets(envelope, targets, call = {}) {
        // Validate the envelope (and, cheaply, the shape of the request) without the targets.
        const checked = this.engine.validate('setImpactedTargets', _wire_schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .SetImpactedTargetsRequestSchema */ .ED, {
            ...envelope,
            impactedTargets: [],
        });
        const encoded = (0,_targets_js__WEBPACK_IMPORTED_MODULE_6__/* .encodeImpactedTargets */ .gC)(checked, targets);
        const send = (e) => this.engine.exchangeWrite('setImpactedTargets', this.engine.rawBody('setImpactedTargets', e.body, true), call);
        try {
            const r = await send(encoded);
            return {
                ...r,
                mode: encoded.mode,
                reason: encoded.reason,
                count: encoded.count,
                listBytes: encoded.listBytes,
            };
        }
        catch (err) {
            if (!(err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .TrunkApiError */ .Jp) || err.kind !== 'too-large' || encoded.mode === 'ALL')
                throw err;
            const all = (0,_targets_js__WEBPACK_IMPORTED_MODULE_6__/* .encodeImpactedTargets */ .gC)(checked, 'ALL');
            const r = await send(all);
            return {
                ...r,
                attempts: r.attempts + err.attempts,
                mode: 'ALL',
                reason: 'server-413',
                count: 0,
                listBytes: encoded.listBytes,
            };
        }
    }
    /** Details of the testing of one test run (the uuid in a `trunk-merge/pr-N/<uuid>` branch). */
    async getMergeQueueTestingDetails(req, call = {}) {
        const op = 'getMergeQueueTestingDetails';
        const body = this.engine.validate(op, _wire_schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .GetMergeQueueTestingDetailsRequestSchema */ .uk, req);
        return this.engine.exchange({
            operation: op,
            request: this.engine.jsonBody(op, body),
            parse: (res) => this.engine.parseJson(op, _wire_schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .TestingDetailsSchema */ .u, res),
        }, call);
    }
    // ---- Queues -------------------------------------------------------------------------------
    /**
     * Creates a queue (mode and concurrency only; other settings go through updateQueue).
     * {@link ConflictError} when it exists, except after an unknown outcome, when a 409 on the
     * re-send means the first create landed.
     */
    async createQueue(req, call = {}) {
        const body = this.engine.validate('createQueue', _wire_schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .CreateQueueRequestSchema */ .q5, req);
        return this.engine.exchangeWrite('createQueue', this.engine.jsonBody('createQueue', body), call, {
            landedStatuses: [409],
        });
    }
    /** Deletes an empty queue. After an unknown outcome, a 404 on the re-send means it landed. */
    async deleteQueue(req, call = {}) {
        const body = this.engine.validate('deleteQueue', _wire_schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .QueueRefSchema */ .kC, req);
        return this.engine.exchangeWrite('deleteQueue', this.engine.jsonBody('deleteQueue', body), call, {
            landedStatuses: [404],
        });
    }
    /** A queue's settings, state and enqueued PRs (in queue order). */
    async getQueue(req, call = {}) {
        const op = 'getQueue';
        const body = this.engine.validate(op, _wire_schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .QueueRefSchema */ .kC, req);
        return this.engine.exchange({
            operation: op,
            request: this.engine.jsonBody(op, body),
            parse: (res) => this.engine.parseJson(op, _wire_schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .QueueSchema */ .jy, res),
        }, call);
    }
    /**
     * Changes the given settings (only those are sent). Returns the queue's configuration when the
     * service sends it back, undefined when the body is something else (any 2xx is success).
     */
    async updateQueue(req, call = {}) {
        const op = 'updateQueue';
        const body = this.engine.validate(op, _wire_schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .UpdateQueueRequestSchema */ .rc, req);
        let queue;
        const r = await this.engine.exchangeWrite(op, this.engine.jsonBody(op, body), call, {
            onSuccess: (res) => {
                queue = this.engine.tryParseJson(_wire_schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .QueueConfigSchema */ .Z, res);
            },
        });
        return { ...r, queue };
    }
    // ---- Metrics ------------------------------------------------------------------------------
    /**
     * The queue metrics in Prometheus text. With `repo` (`owner/name`) and `repoHost`, one
     * repository's; with neither, every repository of the organization.
     */
    async getMergeQueueMetrics(query = {}, call = {}) {
        const op = 'getMergeQueueMetrics';
        const q = this.engine.validate(op, _wire_schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .MetricsQuerySchema */ .Bo, query);
        const params = {};
        if (q.repo !== undefined)
            params.repo = q.repo;
        if (q.repoHost !== undefined)
            params.repoHost = q.repoHost;
        return this.engine.exchange({
            operation: op,
            request: {
                operation: op,
                method: 'GET',
                path: _engine_js__WEBPACK_IMPORTED_MODULE_3__/* .OPERATIONS */ .xb[op].path,
                query: params,
                accept: 'text/plain',
                headers: this.engine.headers(op, false),
            },
            parse: (res) => ({ text: res.body.toString('utf8'), contentType: res.contentType }),
        }, call);
    }
    // ---- Flaky tests --------------------------------------------------------------------------
    /** One page of the distinct tests that failed in a window of at most 7 days. */
    async listFailingTests(req, call = {}) {
        const op = 'listFailingTests';
        const body = this.engine.validate(op, _wire_schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .ListFailingTestsRequestSchema */ .MW, req);
        return this.engine.exchange({
            operation: op,
            request: this.engine.jsonBody(op, body),
            parse: (res) => this.engine.parseJson(op, _wire_schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .FailingTestsPageSchema */ .cr, res),
        }, call);
    }
    /**
     * Every page of list-failing-tests, following `next_page_token` until it is empty; stops with
     * a {@link PaginationError} on a repeated token or more pages than announced.
     */
    async *failingTestPages(req, options = {}) {
        const { page_size = 100, ...rest } = req;
        // Validate once up front, so a wrong request fails before the first page.
        this.engine.validate('listFailingTests', _wire_schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .ListFailingTestsRequestSchema */ .MW, {
            ...rest,
            page_query: { page_size },
        });
        yield* (0,_pagination_js__WEBPACK_IMPORTED_MODULE_4__/* .paginate */ .E)((token) => this.listFailingTests({ ...rest, page_query: { page_size, page_token: token } }, options), { operation: 'listFailingTests', maxPages: options.maxPages });
    }
    /** All failing tests of the window, every page read. */
    async listAllFailingTests(req, options = {}) {
        const tests = [];
        for await (const page of this.failingTestPages(req, options))
            tests.push(...page.tests);
        return tests;
    }
    /** One test case; {@link NotFoundError} for an unknown id. */
    async getTestDetails(req, call = {}) {
        const op = 'getTestDetails';
        const body = this.engine.validate(op, _wire_schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .GetTestDetailsRequestSchema */ .lF, req);
        const r = await this.engine.exchange({
            operation: op,
            request: this.engine.jsonBody(op, body),
            parse: (res) => this.engine.parseJson(op, _wire_schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .TestDetailsSchema */ .Au, res),
        }, call);
        return r.test;
    }
}


/***/ }),

/***/ 881:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SQ: () => (/* binding */ RequestEngine),
/* harmony export */   ml: () => (/* binding */ systemClock),
/* harmony export */   xb: () => (/* reexport safe */ _wire_operations_js__WEBPACK_IMPORTED_MODULE_6__.x)
/* harmony export */ });
/* unused harmony export jsonErrorReason */
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _wire_enums_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1971);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6468);
/* harmony import */ var _http_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7915);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7785);
/* harmony import */ var _wire_schemas_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9753);
/* harmony import */ var _wire_operations_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6215);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8095);
/**
 * The request engine under every API method: headers and token, body building, the retry loop
 * by idempotency class with deadlines and reconciliation, and response parsing into typed
 * results or typed errors. The API methods in client.ts describe operations; this runs them.
 */









const systemClock = {
    now: () => Date.now(),
    sleep: (ms, signal) => (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(ms, undefined, { signal }),
    random: () => Math.random(),
};
/** Runs operations for one client: owns its dispatcher, token, clock and retry budget. */
class RequestEngine {
    baseUrl;
    policy;
    budget;
    clock;
    token;
    forkedWorkflowRunId;
    transport;
    ownsDispatcher;
    signal;
    onEvent;
    maxResponseBytes;
    userAgent;
    auth;
    errorFor;
    closed = false;
    abandoned = false;
    /** The service's clock (the `Date` header of its last answer) at our clock's `seenAt`. */
    serviceClock;
    constructor(options = {}) {
        this.baseUrl = (0,_http_js__WEBPACK_IMPORTED_MODULE_3__/* .parseBaseUrl */ .Q2)(options.baseUrl ?? _http_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_BASE_URL */ .Ql);
        this.policy = { ..._retry_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_RETRY_POLICY */ .cO, ...options.retry };
        if (options.token !== undefined)
            checkHeaderValue('API token', options.token);
        if (options.forkedWorkflowRunId !== undefined) {
            if (!/^\d{1,20}$/.test(options.forkedWorkflowRunId)) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ClientConfigError */ .CD('the forked workflow run id must be a number (github.run_id)');
            }
        }
        this.token = options.token || undefined;
        this.forkedWorkflowRunId = options.forkedWorkflowRunId || undefined;
        this.budget = options.budget ?? new _retry_js__WEBPACK_IMPORTED_MODULE_4__/* .RetryBudget */ .Km();
        this.ownsDispatcher = options.dispatcher === undefined;
        this.transport = options.dispatcher
            ? (0,_http_js__WEBPACK_IMPORTED_MODULE_3__/* .dispatcherTransport */ .lk)(options.dispatcher)
            : (0,_http_js__WEBPACK_IMPORTED_MODULE_3__/* .createTransport */ .oO)(this.baseUrl, this.policy.attemptTimeoutMs);
        this.clock = options.clock ?? systemClock;
        this.signal = options.signal;
        this.onEvent = options.onEvent;
        this.maxResponseBytes = options.maxResponseBytes ?? 64 * 1024 * 1024;
        this.userAgent =
            `${_version_js__WEBPACK_IMPORTED_MODULE_7__/* .PROJECT_NAME */ .c}/${_version_js__WEBPACK_IMPORTED_MODULE_7__/* .VERSION */ .x} (node ${process.version})` +
                (options.userAgentSuffix ? ` ${options.userAgentSuffix}` : '');
        this.auth = options.auth ?? 'x-api-token';
        this.errorFor = options.errorFor;
    }
    /** Closes the connections this engine opened. */
    async close() {
        if (this.ownsDispatcher && !this.closed) {
            this.closed = true;
            // A request given up while it waited for a connection is still queued in undici: close()
            // would wait for it, so destroy instead.
            await this.transport.close(this.abandoned);
        }
    }
    /**
     * The service's time now, ms since the epoch: its last answer's `Date` header (one-second
     * resolution) plus the time since on our clock; undefined before an answer with a usable one.
     */
    serviceNow() {
        return this.serviceTimeOf(this.clock.now());
    }
    /** A time on our clock as the service's clock had it, by the last `Date` seen; undefined before one. */
    serviceTimeOf(ours) {
        const c = this.serviceClock;
        return c ? c.date + (ours - c.seenAt) : undefined;
    }
    /** Remembers the service's clock from an answer's `Date` header (a time no Date can hold is ignored). */
    noteServiceClock(date) {
        const t = date === undefined ? NaN : Date.parse(date);
        if (Number.isFinite(t) && Math.abs(t) <= 8.64e15)
            this.serviceClock = { date: t, seenAt: this.clock.now() };
    }
    emit(event) {
        try {
            this.onEvent?.(event);
        }
        catch {
            // A logging hook must never break a request.
        }
    }
    validate(operation, schema, input) {
        const r = schema.safeParse(input);
        if (r.success)
            return r.data;
        const issue = r.error.issues[0];
        const path = issue?.path ?? [];
        const field = path.length ? path.join('.') : '(request)';
        let given = input;
        for (const key of path)
            given = given?.[key];
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidRequestError */ .tY(operation, field, issue?.message ?? 'is invalid', given);
    }
    headers(operation, hasBody) {
        const h = { 'user-agent': this.userAgent };
        if (hasBody)
            h['content-type'] = 'application/json';
        if (this.auth === 'bearer') {
            if (!this.token) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ClientConfigError */ .CD(`no API key: ${operation} needs a v2 API key (trunk_v2_…)`);
            }
            h.authorization = `Bearer ${this.token}`;
            return h;
        }
        if (this.token)
            h['x-api-token'] = this.token;
        if (operation === 'setImpactedTargets' && this.forkedWorkflowRunId) {
            h['x-forked-workflow-run-id'] = this.forkedWorkflowRunId;
        }
        if (!this.token && !h['x-forked-workflow-run-id']) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ClientConfigError */ .CD(`no API token: ${operation} needs the organization's v1 API token` +
                (operation === 'setImpactedTargets'
                    ? ' (or, from a fork, the forked workflow run id)'
                    : ''));
        }
        return h;
    }
    jsonBody(operation, value) {
        return this.rawBody(operation, Buffer.from(JSON.stringify(value), 'utf8'), false);
    }
    rawBody(operation, body, measured) {
        if (!measured && body.byteLength > _wire_schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_REQUEST_BODY_BYTES */ .qG) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RequestTooLargeError */ .hD(operation, body.byteLength, _wire_schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_REQUEST_BODY_BYTES */ .qG);
        }
        return {
            operation,
            method: 'POST',
            path: _wire_operations_js__WEBPACK_IMPORTED_MODULE_6__/* .OPERATIONS */ .x[operation].path,
            body,
            accept: 'application/json',
            headers: this.headers(operation, true),
        };
    }
    parseJson(operation, schema, res) {
        return this.checkJson(operation, schema, this.jsonOf(operation, res), res);
    }
    /** The answer's body as JSON, not yet checked; {@link ResponseShapeError} when it is not JSON. */
    jsonOf(operation, res) {
        const ctx = { operation, status: res.status, requestId: res.requestId };
        try {
            return JSON.parse(res.body.toString('utf8'));
        }
        catch (e) {
            const snippet = (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .sanitizeServerText */ .c8)(res.body.subarray(0, 256).toString('utf8'), {
                contentType: res.contentType,
                secrets: this.secrets(),
            });
            const start = snippet
                ? `; it starts: ${snippet}`
                : res.body.length
                    ? `; its ${res.body.length} bytes hold no printable text`
                    : '; it is empty';
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ResponseShapeError */ .RD(ctx, '(body)', `is not valid JSON (${jsonErrorReason(e)}${start})`);
        }
    }
    /** `data` (an answer's JSON body) checked against `schema`, as {@link parseJson} does. */
    checkJson(operation, schema, data, res) {
        const ctx = { operation, status: res.status, requestId: res.requestId };
        const { result, unknown } = (0,_wire_enums_js__WEBPACK_IMPORTED_MODULE_1__/* .collectUnknownEnumValues */ .qN)(() => schema.safeParse(data));
        for (const u of unknown)
            this.emit({ type: 'unknown-enum', operation, field: u.field, value: u.value });
        if (!result.success) {
            const issue = result.error.issues[0];
            const field = issue?.path.length ? issue.path.join('.') : '(body)';
            const more = result.error.issues.length > 1 ? ` (and ${result.error.issues.length - 1} more)` : '';
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ResponseShapeError */ .RD(ctx, field, `${issue?.message ?? 'is invalid'}${more}`);
        }
        return result.data;
    }
    tryParseJson(schema, res) {
        try {
            const r = schema.safeParse(JSON.parse(res.body.toString('utf8')));
            return r.success ? r.data : undefined;
        }
        catch {
            return undefined;
        }
    }
    secrets() {
        return [this.token, this.forkedWorkflowRunId].filter((s) => !!s);
    }
    /** Makes server text safe to show, the token removed (for {@link ErrorMapper}s too). */
    sanitize(raw, contentType) {
        return (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .sanitizeServerText */ .c8)(raw, { contentType, secrets: this.secrets() });
    }
    errorFrom(operation, res, req) {
        const text = this.sanitize(res.body.toString('utf8'), res.contentType);
        const ctx = {
            operation,
            status: res.status,
            requestId: res.requestId,
            serverText: text || undefined,
            retryAfterMs: (0,_retry_js__WEBPACK_IMPORTED_MODULE_4__/* .parseRetryAfter */ .mu)(res.retryAfter, this.clock.now()),
        };
        return this.errorFor?.(ctx, res, req) ?? (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorForStatus */ .U6)(ctx, res.location);
    }
    async exchangeWrite(operation, request, call, extra = {}) {
        let status;
        let requestId;
        const { value, attempts, reconciled } = await this.run({
            operation,
            request,
            parse: (res) => {
                status = res.status;
                requestId = res.requestId;
                extra.onSuccess?.(res);
                return undefined;
            },
            reconcile: extra.reconcile,
            landedStatuses: extra.landedStatuses,
            idempotency: extra.idempotency,
        }, call);
        void value;
        return { status, attempts, reconciled, requestBytes: request.body?.byteLength ?? 0, requestId };
    }
    async exchange(exchange, call) {
        return (await this.run(exchange, call)).value;
    }
    /** The retry loop: one operation, all its attempts, waits and reconciliation. */
    async run(ex, call) {
        const { operation, request } = ex;
        const idempotency = ex.idempotency ??
            _wire_operations_js__WEBPACK_IMPORTED_MODULE_6__/* .OPERATIONS */ .x[operation]?.idempotency;
        if (idempotency === undefined) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ClientConfigError */ .CD(`${operation}: no idempotency class given for this operation`);
        }
        const signal = combineSignals(this.signal, call.signal);
        const started = this.clock.now();
        const deadline = started + (call.timeoutMs ?? this.policy.operationTimeoutMs);
        let attempts = 0;
        let retries = 0;
        let ambiguous = false;
        let shapeRetries = 0;
        let firstSentAt;
        for (;;) {
            if (signal?.aborted)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CancelledError */ .cc(operation, (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .abortReason */ .Js)(signal));
            attempts++;
            const sentAt = this.clock.now();
            firstSentAt ??= sentAt;
            this.emit({
                type: 'request',
                operation,
                attempt: attempts,
                method: request.method,
                path: request.path,
                bytes: request.body?.byteLength ?? 0,
            });
            let error;
            try {
                const res = await this.transport.send(this.baseUrl, request, {
                    signal,
                    timeoutMs: Math.max(1, Math.min(this.policy.attemptTimeoutMs, deadline - sentAt)),
                    maxResponseBytes: this.maxResponseBytes,
                    onAbandoned: () => {
                        this.abandoned = true;
                    },
                });
                this.noteServiceClock(res.date);
                this.emit({
                    type: 'response',
                    operation,
                    attempt: attempts,
                    status: res.status,
                    ms: this.clock.now() - sentAt,
                    requestId: res.requestId,
                });
                if (res.status >= 200 && res.status < 300) {
                    this.budget.onSuccess();
                    return { value: ex.parse(res), attempts, reconciled: ambiguous };
                }
                if (ambiguous && ex.landedStatuses?.includes(res.status)) {
                    this.budget.onSuccess();
                    this.emit({
                        type: 'reconcile',
                        operation,
                        outcome: `landed (HTTP ${res.status} on re-send)`,
                    });
                    return { value: ex.parse(res), attempts, reconciled: true };
                }
                error = this.errorFrom(operation, res, request);
            }
            catch (err) {
                if (!(err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .TrunkApiError */ .Jp))
                    throw err;
                error = err;
            }
            error.attempts = attempts;
            const decision = (0,_retry_js__WEBPACK_IMPORTED_MODULE_4__/* .classifyFailure */ .XE)(idempotency, error);
            if (decision === 'fail')
                throw error;
            // A malformed body may be a truncated one: worth one more try, not five.
            if (error.kind === 'response-shape' && shapeRetries++ >= 1)
                throw error;
            if (decision === 'reconcile') {
                ambiguous = true;
                if (ex.reconcile) {
                    let settled;
                    try {
                        settled = await ex.reconcile(firstSentAt, {
                            signal,
                            timeoutMs: Math.max(1, deadline - this.clock.now()),
                        });
                    }
                    catch (readErr) {
                        if (readErr instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CancelledError */ .cc)
                            throw readErr;
                        throw error.withNote(`Whether it took effect is unknown: the read to check failed too (${readErr.message}). ` +
                            'Check the queue before trying again.');
                    }
                    if (settled !== 'resend')
                        return { value: settled.value, attempts, reconciled: true };
                }
            }
            const next = (0,_retry_js__WEBPACK_IMPORTED_MODULE_4__/* .nextDelay */ .rM)({
                retry: retries,
                attemptsMade: attempts,
                retryAfterMs: error.retryAfterMs,
                remainingMs: deadline - this.clock.now(),
                policy: this.policy,
                random: this.clock.random,
            });
            if ('giveUp' in next)
                throw error.withNote(next.giveUp);
            if (!this.budget.tryAcquire(_retry_js__WEBPACK_IMPORTED_MODULE_4__/* .RetryBudget */ .Km.costOf(error))) {
                throw error.withNote(`Gave up after ${attempts} attempt${attempts === 1 ? '' : 's'}: ` +
                    "this run's retry budget is spent (the service has kept failing).");
            }
            this.emit({
                type: 'retry',
                operation,
                attempt: attempts,
                delayMs: next.delayMs,
                reason: error.kind,
            });
            try {
                await this.clock.sleep(next.delayMs, signal);
            }
            catch {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CancelledError */ .cc(operation, signal ? (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .abortReason */ .Js)(signal) : undefined);
            }
            // A wait can end late (a busy runner): a retry left too little time is not sent, and the
            // failure that made it retry is the one reported.
            const left = deadline - this.clock.now();
            if (left < _retry_js__WEBPACK_IMPORTED_MODULE_4__/* .MIN_ATTEMPT_WINDOW_MS */ .ns) {
                throw error.withNote((0,_retry_js__WEBPACK_IMPORTED_MODULE_4__/* .tooCloseToDeadline */ .uV)(left, attempts, 'would have started'));
            }
            retries++;
        }
    }
}
/**
 * Why JSON.parse failed, without the input V8 quotes in its message (`Unexpected token 'x',
 * "tok_SECRETa"... is not valid JSON`): that quote is raw server text, unredacted and possibly
 * multi-line. The sanitized start of the body is shown instead.
 */
function jsonErrorReason(e) {
    const message = e instanceof Error ? e.message : String(e);
    const reason = message
        .replace(/^Unexpected token [\s\S]*? is not valid JSON$/, 'unexpected character')
        .replace(/^"[\s\S]*" is not valid JSON$/, 'not JSON');
    // eslint-disable-next-line no-control-regex
    return reason.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').slice(0, 200);
}
function combineSignals(...signals) {
    const present = signals.filter((s) => s !== undefined);
    if (present.length <= 1)
        return present[0];
    return AbortSignal.any(present);
}
function checkHeaderValue(what, value) {
    const problem = (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .headerValueProblem */ .kX)(value);
    if (problem)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ClientConfigError */ .CD(`the ${what} ${problem}`);
}


/***/ }),

/***/ 6468:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CD: () => (/* binding */ ClientConfigError),
/* harmony export */   Dr: () => (/* binding */ NetworkError),
/* harmony export */   E: () => (/* binding */ MAX_HEADER_VALUE_LENGTH),
/* harmony export */   Jp: () => (/* binding */ TrunkApiError),
/* harmony export */   Js: () => (/* binding */ abortReason),
/* harmony export */   MU: () => (/* binding */ TimeoutError),
/* harmony export */   RD: () => (/* binding */ ResponseShapeError),
/* harmony export */   U6: () => (/* binding */ errorForStatus),
/* harmony export */   XX: () => (/* binding */ PaginationError),
/* harmony export */   c8: () => (/* binding */ sanitizeServerText),
/* harmony export */   cc: () => (/* binding */ CancelledError),
/* harmony export */   fK: () => (/* binding */ ConflictError),
/* harmony export */   hD: () => (/* binding */ RequestTooLargeError),
/* harmony export */   kX: () => (/* binding */ headerValueProblem),
/* harmony export */   lR: () => (/* binding */ AuthError),
/* harmony export */   m_: () => (/* binding */ NotFoundError),
/* harmony export */   rs: () => (/* reexport safe */ _wire_error_kind_js__WEBPACK_IMPORTED_MODULE_1__.r),
/* harmony export */   tY: () => (/* binding */ InvalidRequestError),
/* harmony export */   v7: () => (/* binding */ BadRequestError),
/* harmony export */   z1: () => (/* reexport safe */ _wire_error_kind_js__WEBPACK_IMPORTED_MODULE_1__.z)
/* harmony export */ });
/* unused harmony exports MAX_SERVER_TEXT_BYTES, endSentence, PayloadTooLargeError, RateLimitedError, ServerError, UnexpectedStatusError, RedirectRefusedError, truncateUtf8 */
/* harmony import */ var _targets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(729);
/* harmony import */ var _wire_error_kind_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8118);
/**
 * Typed errors of the API client: one class per failure class, each with a message a user can
 * act on. Messages name the operation, the HTTP status, the `X-Request-Id` when the service sent
 * one and at most 2 KiB of the server's own text; never the API token.
 */


/** At most this much of the server's text goes into an error message. */
const MAX_SERVER_TEXT_BYTES = 2048;
/** Base class of every error the client throws. */
class TrunkApiError extends Error {
    kind;
    operation;
    status;
    requestId;
    serverText;
    attempts;
    retryAfterMs;
    /** The API's own error code, e.g. `PR_ALREADY_ENQUEUED` (v2 only). */
    apiCode;
    constructor(kind, summary, ctx) {
        super(composeMessage(summary, ctx), ctx.cause === undefined ? undefined : { cause: ctx.cause });
        this.name = new.target.name;
        this.kind = kind;
        this.operation = ctx.operation;
        this.status = ctx.status;
        this.requestId = ctx.requestId;
        this.serverText = ctx.serverText;
        this.attempts = ctx.attempts ?? 0;
        this.retryAfterMs = ctx.retryAfterMs;
        this.apiCode = ctx.apiCode;
    }
    /**
     * Adds a sentence to the message (e.g. why the client stopped retrying); the message so far is
     * ended first, so a server's text without a full stop does not run into the note.
     */
    withNote(note) {
        this.message = `${endSentence(this.message)} ${endSentence(note)}`;
        return this;
    }
}
/** `text` ending as a sentence does: with its own . ! or ?, else with a full stop added. */
function endSentence(text) {
    const trimmed = text.replace(/[\s,;:]+$/, '');
    return /[.!?]["')\]]?$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
function composeMessage(summary, ctx) {
    let m = `${ctx.operation}: ${summary}`;
    if (ctx.status !== undefined)
        m += ` (HTTP ${ctx.status}`;
    if (ctx.requestId)
        m += `${ctx.status !== undefined ? ', ' : ' ('}request id ${ctx.requestId}`;
    if (ctx.status !== undefined || ctx.requestId)
        m += ')';
    if (ctx.serverText)
        m += `. The server said: ${ctx.serverText}`;
    return m;
}
/** A request the client refused to send because a field is wrong. Nothing was sent. */
class InvalidRequestError extends TrunkApiError {
    /** The offending field, e.g. `pr.number`. */
    field;
    constructor(operation, field, problem, given) {
        const shown = given === undefined ? '' : ` (given ${describeValue(given)})`;
        super('invalid-request', `${field} ${problem}${shown}; nothing was sent`, { operation });
        this.field = field;
    }
}
/** A body over the service's 20 MiB limit, refused before it was sent. */
class RequestTooLargeError extends TrunkApiError {
    bytes;
    limit;
    constructor(operation, bytes, limit) {
        super('request-too-large', `the request body is ${(0,_targets_js__WEBPACK_IMPORTED_MODULE_0__/* .byteCountText */ .J6)(bytes)}, ` +
            `over the service's limit of ${(0,_targets_js__WEBPACK_IMPORTED_MODULE_0__/* .bodyLimitText */ .VF)(limit)}; nothing was sent`, { operation });
        this.bytes = bytes;
        this.limit = limit;
    }
}
/** The client was set up wrongly (base URL, token); nothing was sent. */
class ClientConfigError extends TrunkApiError {
    constructor(summary) {
        super('config', summary, { operation: 'client' });
    }
}
/** 400: the service refused the request as invalid. */
class BadRequestError extends TrunkApiError {
    constructor(ctx) {
        super('bad-request', 'the service refused the request as invalid', ctx);
    }
}
/** 401/403: the token is missing, wrong or not allowed. */
class AuthError extends TrunkApiError {
    /** `summary` replaces the v1 wording (the v2 client names its API keys instead). */
    constructor(ctx, summary) {
        super('auth', summary ??
            `the API token was refused${ctx.status === 403 ? ' (forbidden)' : ''}. Check that it is the organization's ` +
                'v1 API token (not a v2 key). Workflows run from a fork or by Dependabot get no secrets, so ' +
                'the token is empty there', ctx);
    }
}
/** 404: the PR was never submitted to this queue, or the queue (or test) does not exist. */
class NotFoundError extends TrunkApiError {
    constructor(ctx, what = 'the PR, queue or test') {
        super('not-found', `${what} was not found`, ctx);
    }
}
/** 409: the resource exists already (e.g. createQueue of an existing queue). */
class ConflictError extends TrunkApiError {
    constructor(ctx) {
        super('conflict', 'the service reported a conflict (it exists already)', ctx);
    }
}
/** 413: the service refused the body as too large. */
class PayloadTooLargeError extends TrunkApiError {
    constructor(ctx) {
        super('too-large', 'the service refused the request body as too large', ctx);
    }
}
/** 429: rate limited, and the client could not wait long enough. */
class RateLimitedError extends TrunkApiError {
    constructor(ctx) {
        super('rate-limited', 'the service is rate limiting this organization', ctx);
    }
}
/** 5xx: the service failed. */
class ServerError extends TrunkApiError {
    constructor(ctx) {
        super('server', 'the service failed', ctx);
    }
}
/** A status the API does not use (and every 3xx: redirects are never followed). */
class UnexpectedStatusError extends TrunkApiError {
    constructor(ctx) {
        super('unexpected-status', 'the service answered with an unexpected status', ctx);
    }
}
/** A 3xx: refused, because following it would send the API token to another address. */
class RedirectRefusedError extends TrunkApiError {
    location;
    constructor(ctx, location) {
        super('redirect', `the service answered with a redirect${location ? ` to ${location}` : ''}; it was not followed, ` +
            'because that would send the API token to another address. Check api-url', ctx);
        this.location = location;
    }
}
/** The connection failed: refused, reset, closed early, DNS, TLS. */
class NetworkError extends TrunkApiError {
    /** The low-level code, e.g. `ECONNRESET` or `UND_ERR_SOCKET`. */
    code;
    constructor(ctx, code, detail) {
        super('network', `network error${code ? ` ${code}` : ''}: ${detail}`, ctx);
        this.code = code;
    }
}
/** An attempt or the whole operation ran out of time. */
class TimeoutError extends TrunkApiError {
    constructor(ctx, detail) {
        super('timeout', detail, ctx);
    }
}
/** A 2xx response whose body is not what the API promises; names the field. */
class ResponseShapeError extends TrunkApiError {
    /** The first offending field, e.g. `priorityValue`, or `(body)` when it is not JSON. */
    field;
    constructor(ctx, field, problem) {
        super('response-shape', `unexpected response shape: ${field} ${problem}`, ctx);
        this.field = field;
    }
}
/** A paginated listing that does not end (repeated token, more pages than announced). */
class PaginationError extends TrunkApiError {
    constructor(operation, detail) {
        super('pagination', detail, { operation });
    }
}
/** The caller cancelled the operation (its AbortSignal fired). */
class CancelledError extends TrunkApiError {
    constructor(operation, reason) {
        super('cancelled', `cancelled${reason ? `: ${reason}` : ''}`, { operation });
    }
}
/** What a 404 means for each operation, in the words a user needs. */
const NOT_FOUND_SUBJECT = {
    submitPullRequest: 'the merge queue (check repository and target branch)',
    cancelPullRequest: 'the PR in this queue',
    restartTestsOnPullRequest: 'the PR in this queue',
    getSubmittedPullRequest: 'the PR in this queue (it was never submitted to it)',
    setImpactedTargets: 'the PR or its queue',
    getQueue: 'the merge queue (check repository and target branch)',
    updateQueue: 'the merge queue (check repository and target branch)',
    deleteQueue: 'the merge queue',
    getMergeQueueTestingDetails: 'the test run',
    getTestDetails: 'the test',
    listFailingTests: 'the repository or organization',
};
/** Builds the typed error for a non-2xx response. */
function errorForStatus(ctx, location) {
    const s = ctx.status;
    if (s >= 300 && s < 400)
        return new RedirectRefusedError(ctx, location);
    if (s === 400 || s === 422)
        return new BadRequestError(ctx);
    if (s === 401 || s === 403)
        return new AuthError(ctx);
    if (s === 404)
        return new NotFoundError(ctx, NOT_FOUND_SUBJECT[ctx.operation]);
    if (s === 409)
        return new ConflictError(ctx);
    if (s === 413)
        return new PayloadTooLargeError(ctx);
    if (s === 429)
        return new RateLimitedError(ctx);
    if (s >= 500 && s < 600)
        return new ServerError(ctx);
    return new UnexpectedStatusError(ctx);
}
/**
 * Makes server text safe to show: one line, no control characters, the token (if the server
 * echoed it) replaced, HTML reduced to its text, at most {@link MAX_SERVER_TEXT_BYTES} bytes.
 */
function sanitizeServerText(raw, opts = {}) {
    let text = raw;
    if (/html/i.test(opts.contentType ?? '') || /^\s*<(!doctype|html)/i.test(text)) {
        const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(text)?.[1];
        text = (title ?? text.replace(/<[^>]*>/g, ' ')).trim();
    }
    for (const secret of opts.secrets ?? []) {
        if (secret)
            text = text.split(secret).join('***');
    }
    text = text
        .replace(LINE_BREAKING, ' ')
        .replace(/\s{2,}/g, ' ')
        .trim();
    return truncateUtf8(text, MAX_SERVER_TEXT_BYTES);
}
// eslint-disable-next-line no-control-regex
const LINE_BREAKING = /[\u0000-\u001f\u007f\u2028\u2029]+/g;
/** Cuts a string to at most `maxBytes` of UTF-8 without splitting a character. */
function truncateUtf8(text, maxBytes) {
    if (Buffer.byteLength(text, 'utf8') <= maxBytes)
        return text;
    const marker = ' […]';
    const budget = maxBytes - Buffer.byteLength(marker);
    const buf = Buffer.from(text, 'utf8');
    let end = budget;
    // Step back to a character boundary (continuation bytes are 10xxxxxx).
    while (end > 0 && ((buf[end] ?? 0) & 0xc0) === 0x80)
        end--;
    return buf.subarray(0, end).toString('utf8') + marker;
}
function describeValue(v) {
    const s = typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v));
    return s.length > 80 ? `${s.slice(0, 77)}...` : s;
}
/** The text of why a signal was aborted: its reason's message, or the reason if it is text. */
function abortReason(signal) {
    const r = signal.reason;
    return r instanceof Error ? r.message : typeof r === 'string' ? r : undefined;
}
/** The most characters of a header value (the token, the run id) the client sends. */
const MAX_HEADER_VALUE_LENGTH = 4096;
/**
 * Why a value cannot travel in an HTTP header as is (too long, or not printable ASCII without
 * spaces), or undefined when it can. Words that follow "the token" in a message.
 */
function headerValueProblem(value) {
    if (value.length > MAX_HEADER_VALUE_LENGTH)
        return `is too long (over ${MAX_HEADER_VALUE_LENGTH} characters)`;
    if (/[^\u0021-\u007e]/.test(value))
        return 'contains whitespace, control or non-ASCII characters; copy it again without them';
    return undefined;
}


/***/ }),

/***/ 7915:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q2: () => (/* binding */ parseBaseUrl),
/* harmony export */   Ql: () => (/* binding */ DEFAULT_BASE_URL),
/* harmony export */   aS: () => (/* binding */ baseUrlProblem),
/* harmony export */   lk: () => (/* binding */ dispatcherTransport),
/* harmony export */   oO: () => (/* binding */ createTransport)
/* harmony export */ });
/* unused harmony exports createDispatcher, PROXY_CONNECT_FAILED, nodeTransport, requestUrl, sendOnce */
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4708);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_https__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6752);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6468);
/* harmony import */ var _wire_loopback_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1988);
/**
 * One HTTP attempt: explicit timeouts, cancellation, a capped body read that always consumes or
 * destroys the response body, no redirects followed, and every low-level failure turned into a
 * typed error that carries no header (so never the token). Two transports with one contract:
 * node:http(s) when the connection is direct, and undici when a proxy variable is set or the
 * caller gives a dispatcher. Node's own HTTP parser is native code; undici's is WebAssembly that
 * V8 re-compiles with TurboFan after the first response (on Node 20, ~30 MB and a few hundred ms,
 * which the process waits for at exit), a cost paid by every run of the action.
 */






/** The service's default base address. */
const DEFAULT_BASE_URL = 'https://api.trunk.io/v1';
/**
 * What is wrong with a base URL for this client, or undefined when nothing is: credentials, a
 * query or fragment, or a scheme other than `https:` (`http:` only for loopback addresses, which
 * never leave the machine). Words that follow "the base URL" in a message.
 */
function baseUrlProblem(url) {
    if (url.username || url.password)
        return 'must not carry credentials (a user name or password)';
    if (url.search || url.hash)
        return 'must not have a query or fragment';
    if (url.protocol === 'http:' && !(0,_wire_loopback_js__WEBPACK_IMPORTED_MODULE_4__/* .isLoopbackHost */ .c)(url.hostname)) {
        return ('does not use https: (http: would send the API token in clear text; it is allowed only ' +
            'for loopback addresses such as the local emulator)');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        return `does not use https: (it uses ${url.protocol})`;
    }
    return undefined;
}
/** Checks and normalises a base URL (see {@link baseUrlProblem}). */
function parseBaseUrl(raw) {
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ClientConfigError */ .CD(`the base URL ${JSON.stringify(raw)} is not a URL; expected e.g. ${DEFAULT_BASE_URL}`);
    }
    const problem = baseUrlProblem(url);
    if (problem)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ClientConfigError */ .CD(`the base URL ${problem}`);
    url.pathname = url.pathname.replace(/\/+$/, '');
    return url;
}
/**
 * The dispatcher a client uses when none is given: loopback goes direct; anything else honours
 * HTTPS_PROXY / HTTP_PROXY / NO_PROXY (self-hosted runners behind a proxy).
 */
function createDispatcher(baseUrl, attemptTimeoutMs) {
    const opts = {
        connect: { timeout: Math.min(10_000, attemptTimeoutMs) },
        headersTimeout: attemptTimeoutMs,
        bodyTimeout: attemptTimeoutMs,
        keepAliveTimeout: 4_000,
    };
    return (0,_wire_loopback_js__WEBPACK_IMPORTED_MODULE_4__/* .isLoopbackHost */ .c)(baseUrl.hostname)
        ? new undici__WEBPACK_IMPORTED_MODULE_2__.Agent(opts)
        : new undici__WEBPACK_IMPORTED_MODULE_2__.EnvHttpProxyAgent({ ...opts, clientFactory: proxyClientFactory(attemptTimeoutMs) });
}
/** The code of a failed CONNECT through the proxy: the request never reached the service. */
const PROXY_CONNECT_FAILED = 'MQA_PROXY_CONNECT_FAILED';
/**
 * The client undici's proxy agent sends CONNECT through, made so that a failed CONNECT fails the
 * request. In undici 7, a proxy that closes the connection before answering CONNECT leaves the
 * request queued and undici reconnects in a tight loop, thousands of times a second, forever
 * (nodejs/undici#3897, fixed only in undici 8, which needs Node 22); and a proxy that never
 * answers holds the request past every deadline, because an abort reaches a request only once
 * it has a connection. Any error of the CONNECT is given a code undici does not retry, and the
 * CONNECT has the attempt's timeout.
 */
function proxyClientFactory(attemptTimeoutMs) {
    return (origin, options) => {
        const pool = new undici__WEBPACK_IMPORTED_MODULE_2__.Pool(origin, {
            ...options,
            headersTimeout: attemptTimeoutMs,
            bodyTimeout: attemptTimeoutMs,
        });
        const connect = pool.connect.bind(pool);
        const wrapped = async (o) => {
            try {
                return await connect(o);
            }
            catch (err) {
                const e = err;
                const failure = new Error(`the proxy failed the CONNECT (${e.code ?? e.message ?? 'unknown error'})`);
                failure.code = PROXY_CONNECT_FAILED;
                failure.cause = err;
                throw failure;
            }
        };
        pool.connect = wrapped;
        return pool;
    };
}
/** The proxy variables undici's EnvHttpProxyAgent reads; any of them set means a proxy may apply. */
const PROXY_VARIABLES = ['http_proxy', 'HTTP_PROXY', 'https_proxy', 'HTTPS_PROXY'];
/**
 * The transport a client uses when it is given no dispatcher: node:http(s) straight to the
 * service for loopback, or when no proxy variable is set; otherwise undici's proxy agent
 * ({@link createDispatcher}), which honours HTTPS_PROXY / HTTP_PROXY / NO_PROXY.
 */
function createTransport(baseUrl, attemptTimeoutMs) {
    const direct = (0,_wire_loopback_js__WEBPACK_IMPORTED_MODULE_4__/* .isLoopbackHost */ .c)(baseUrl.hostname) || PROXY_VARIABLES.every((name) => !process.env[name]);
    return direct
        ? nodeTransport(baseUrl, attemptTimeoutMs)
        : dispatcherTransport(createDispatcher(baseUrl, attemptTimeoutMs));
}
/** A transport over an undici dispatcher (see {@link sendOnce}). */
function dispatcherTransport(dispatcher) {
    return {
        send: (base, req, opts) => sendOnce(dispatcher, base, req, opts),
        close: (force) => (force ? dispatcher.destroy() : dispatcher.close()),
    };
}
/** Idle connections are closed after this long (the server's own `Keep-Alive` hint if shorter). */
const IDLE_SOCKET_MS = 4_000;
/** Longest wait for a connection (TCP and TLS); the attempt's timeout if shorter. */
const CONNECT_TIMEOUT_MS = 10_000;
/**
 * The code of a connection not made in time: undici's, so the retry rules (the request never
 * left) and anything matching on it are the same whichever transport ran.
 */
const CONNECT_TIMEOUT_CODE = 'UND_ERR_CONNECT_TIMEOUT';
/**
 * A transport over node:http or node:https (by the base URL's scheme), keeping connections alive
 * between requests. A streamed body is written a chunk at a time, each after the socket has taken
 * the last (so it is never whole in memory); a response that comes before the body is all sent
 * (a 413) is still read and returned.
 */
function nodeTransport(baseUrl, attemptTimeoutMs) {
    const secure = baseUrl.protocol === 'https:';
    const agentOptions = { keepAlive: true, timeout: IDLE_SOCKET_MS };
    const agent = secure ? new node_https__WEBPACK_IMPORTED_MODULE_1__.Agent(agentOptions) : new node_http__WEBPACK_IMPORTED_MODULE_0__.Agent(agentOptions);
    const connectTimeoutMs = Math.min(CONNECT_TIMEOUT_MS, attemptTimeoutMs);
    return {
        send: (base, req, opts) => sendOnceNode(agent, secure, connectTimeoutMs, base, req, opts),
        close: async () => agent.destroy(),
    };
}
/** {@link sendOnce} over node:http(s). */
async function sendOnceNode(agent, secure, connectTimeoutMs, base, req, opts) {
    if (opts.signal?.aborted)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CancelledError */ .cc(req.operation, (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .abortReason */ .Js)(opts.signal));
    const url = requestUrl(base, req.path, req.query);
    const body = req.body;
    const headers = { ...req.headers, accept: req.accept };
    if (body)
        headers['content-length'] = String(body.byteLength);
    const outgoing = (secure ? node_https__WEBPACK_IMPORTED_MODULE_1__.request : node_http__WEBPACK_IMPORTED_MODULE_0__.request)(url, {
        method: req.method,
        headers,
        agent,
    });
    return new Promise((resolve, reject) => {
        let settled = false;
        let timedOut = false;
        let phase = 'request';
        let connectTimer;
        const timer = setTimeout(() => {
            timedOut = true;
            outgoing.destroy(new Error('attempt timed out'));
        }, opts.timeoutMs);
        const onCallerAbort = () => outgoing.destroy(new Error('cancelled'));
        opts.signal?.addEventListener('abort', onCallerAbort, { once: true });
        const finish = () => {
            settled = true;
            clearTimeout(timer);
            clearTimeout(connectTimer);
            opts.signal?.removeEventListener('abort', onCallerAbort);
        };
        const fail = (err) => {
            if (settled)
                return;
            finish();
            outgoing.destroy();
            if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .TrunkApiError */ .Jp)
                reject(err);
            else if (timedOut) {
                reject(new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .TimeoutError */ .MU({ operation: req.operation, cause: err }, `no complete response within ${formatMs(opts.timeoutMs)} (per-attempt timeout)`));
            }
            else if (opts.signal?.aborted) {
                reject(new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CancelledError */ .cc(req.operation, (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .abortReason */ .Js)(opts.signal)));
            }
            else
                reject(networkError(req.operation, err, phase));
        };
        outgoing.on('error', fail);
        outgoing.on('socket', (socket) => {
            if (settled || !socket.connecting)
                return;
            connectTimer = setTimeout(() => {
                const err = new Error('connect timeout');
                err.code = CONNECT_TIMEOUT_CODE;
                outgoing.destroy(err);
            }, connectTimeoutMs).unref(); // the attempt's own timer keeps the process alive
            socket.once(secure ? 'secureConnect' : 'connect', () => clearTimeout(connectTimer));
        });
        outgoing.on('response', (res) => {
            phase = 'body';
            const isSuccess = res.statusCode !== undefined && res.statusCode >= 200 && res.statusCode < 300;
            // An error body is only shown (2 KiB of it), so read little of it.
            const cap = isSuccess ? opts.maxResponseBytes : 64 * 1024;
            const chunks = [];
            let size = 0;
            const done = () => {
                if (settled)
                    return;
                finish();
                // An answer that came before the whole body was sent: send no more of it.
                if (!outgoing.writableEnded)
                    outgoing.destroy();
                const header = (name) => {
                    const v = res.headers[name];
                    return Array.isArray(v) ? v[0] : v;
                };
                resolve({
                    status: res.statusCode ?? 0,
                    requestId: header('x-request-id'),
                    contentType: header('content-type'),
                    retryAfter: header('retry-after'),
                    location: header('location'),
                    date: header('date'),
                    body: Buffer.concat(chunks, Math.min(size, cap)),
                });
            };
            res.on('data', (chunk) => {
                size += chunk.length;
                if (size <= cap)
                    chunks.push(chunk);
                else if (isSuccess) {
                    fail(new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ResponseShapeError */ .RD({ operation: req.operation, status: res.statusCode }, '(body)', `is larger than the client's limit of ${cap} bytes`));
                }
                else {
                    size -= chunk.length;
                    done();
                    res.destroy();
                    outgoing.destroy();
                }
            });
            res.on('end', done);
            res.on('error', fail);
            res.on('close', () => {
                if (!res.complete)
                    fail(new Error('the response ended early'));
            });
        });
        if (!body)
            outgoing.end();
        else if (Buffer.isBuffer(body))
            outgoing.end(body);
        else
            writeStreamed(outgoing, body).then(() => outgoing.end(), (err) => fail(err));
    });
}
/**
 * Writes a streamed body, asking for each chunk only once the socket has taken the last (so one
 * buffer serves the whole body); stops when the request is destroyed (a timeout, a cancel, an
 * early answer that closed the connection).
 */
async function writeStreamed(outgoing, body) {
    for (const chunk of body.reusingChunks?.() ?? body) {
        if (outgoing.destroyed)
            return;
        await new Promise((taken) => {
            const done = () => {
                outgoing.off('close', done);
                taken();
            };
            outgoing.on('close', done);
            outgoing.write(chunk, done);
        });
    }
}
/** The URL of one request. */
function requestUrl(base, path, query) {
    const url = new URL(base.href);
    // A base URL without a path (v2's host root) has pathname `/`: join without doubling it.
    url.pathname = `${base.pathname.replace(/\/+$/, '')}${path}`;
    for (const [k, v] of Object.entries(query ?? {}))
        url.searchParams.set(k, v);
    return url;
}
/** Sends one request and reads the whole response; throws only {@link TrunkApiError}s. */
async function sendOnce(dispatcher, base, req, opts) {
    if (opts.signal?.aborted)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CancelledError */ .cc(req.operation, (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .abortReason */ .Js)(opts.signal));
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
        timedOut = true;
        controller.abort(new Error('attempt timed out'));
    }, opts.timeoutMs);
    const onCallerAbort = () => controller.abort(opts.signal?.reason);
    opts.signal?.addEventListener('abort', onCallerAbort, { once: true });
    const fail = (err, phase) => {
        if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .TrunkApiError */ .Jp)
            return err;
        if (timedOut) {
            return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .TimeoutError */ .MU({ operation: req.operation, cause: err }, `no complete response within ${formatMs(opts.timeoutMs)} (per-attempt timeout)`);
        }
        if (opts.signal?.aborted)
            return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CancelledError */ .cc(req.operation, (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .abortReason */ .Js)(opts.signal));
        return networkError(req.operation, err, phase);
    };
    let res;
    try {
        res = await settledOnAbort((0,undici__WEBPACK_IMPORTED_MODULE_2__.request)(requestUrl(base, req.path, req.query), {
            dispatcher,
            method: req.method,
            headers: {
                ...req.headers,
                accept: req.accept,
                // A streamed body would otherwise go chunked; its size is known exactly.
                ...(req.body && !Buffer.isBuffer(req.body)
                    ? { 'content-length': String(req.body.byteLength) }
                    : {}),
            },
            // undici writes an iterable body chunk by chunk (its Dispatcher docs list Iterable and
            // AsyncIterable bodies; its types lag behind).
            body: req.body,
            signal: controller.signal,
            headersTimeout: opts.timeoutMs,
            bodyTimeout: opts.timeoutMs,
        }), controller.signal, opts.onAbandoned);
    }
    catch (err) {
        clearTimeout(timer);
        opts.signal?.removeEventListener('abort', onCallerAbort);
        throw fail(err, 'request');
    }
    const header = (name) => {
        const v = res.headers[name];
        return Array.isArray(v) ? v[0] : v;
    };
    const isSuccess = res.statusCode >= 200 && res.statusCode < 300;
    // An error body is only shown (2 KiB of it), so read little of it.
    const cap = isSuccess ? opts.maxResponseBytes : 64 * 1024;
    try {
        const body = await readCapped(res.body, cap, isSuccess, req.operation, res.statusCode);
        return {
            status: res.statusCode,
            requestId: header('x-request-id'),
            contentType: header('content-type'),
            retryAfter: header('retry-after'),
            location: header('location'),
            date: header('date'),
            body,
        };
    }
    catch (err) {
        throw fail(err, 'body');
    }
    finally {
        clearTimeout(timer);
        opts.signal?.removeEventListener('abort', onCallerAbort);
    }
}
/**
 * The request's promise, but rejected as soon as `signal` aborts. undici applies an abort to a
 * request only once the request has a connection, so one still waiting for a connection (a
 * proxy that does not answer CONNECT) would outlive every deadline. A late answer is discarded.
 */
function settledOnAbort(pending, signal, onAbandoned) {
    return new Promise((resolve, reject) => {
        let done = false;
        const onAbort = () => {
            if (done)
                return;
            done = true;
            // undici rejects with the signal's reason; so does this, so `fail` classifies both alike.
            reject(signal.reason);
            onAbandoned?.();
        };
        if (signal.aborted)
            onAbort();
        else
            signal.addEventListener('abort', onAbort, { once: true });
        pending.then((res) => {
            signal.removeEventListener('abort', onAbort);
            if (done)
                res.body.destroy();
            else {
                done = true;
                resolve(res);
            }
        }, (err) => {
            signal.removeEventListener('abort', onAbort);
            if (!done) {
                done = true;
                reject(err);
            }
        });
    });
}
async function readCapped(body, cap, strict, operation, status) {
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        size += chunk.length;
        if (size > cap) {
            body.destroy();
            if (!strict)
                break;
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ResponseShapeError */ .RD({ operation, status }, '(body)', `is larger than the client's limit of ${cap} bytes`);
        }
        chunks.push(chunk);
    }
    return Buffer.concat(chunks);
}
function networkError(operation, err, phase) {
    const e = err;
    const code = e?.code ?? e?.cause?.code;
    if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .TimeoutError */ .MU({ operation, cause: err }, code === 'UND_ERR_HEADERS_TIMEOUT'
            ? 'no response headers in time (per-attempt timeout)'
            : 'the response body stalled (per-attempt timeout)');
    }
    const detail = phase === 'body'
        ? 'the connection closed before the whole response arrived'
        : code === 'ECONNREFUSED'
            ? 'the connection was refused (is the service or emulator running at that address?)'
            : code === 'ENOTFOUND' || code === 'EAI_AGAIN'
                ? 'the host name could not be resolved'
                : code === PROXY_CONNECT_FAILED
                    ? `${e.message ?? 'the proxy failed the CONNECT'}: check HTTPS_PROXY and NO_PROXY`
                    : code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_SOCKET'
                        ? 'the connection was reset or closed before a response'
                        : code === CONNECT_TIMEOUT_CODE
                            ? 'connecting took too long'
                            : (e?.message ?? 'request failed');
    return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .NetworkError */ .Dr({ operation, cause: err }, code, detail);
}
function formatMs(ms) {
    return ms >= 1000 ? `${(ms / 1000).toFixed(ms % 1000 === 0 ? 0 : 1)} s` : `${ms} ms`;
}


/***/ }),

/***/ 4567:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* reexport safe */ _errors_js__WEBPACK_IMPORTED_MODULE_4__.E),
/* harmony export */   Ql: () => (/* reexport safe */ _http_js__WEBPACK_IMPORTED_MODULE_5__.Ql),
/* harmony export */   Yd: () => (/* reexport safe */ _wire_schemas_js__WEBPACK_IMPORTED_MODULE_8__.Yd),
/* harmony export */   aS: () => (/* reexport safe */ _http_js__WEBPACK_IMPORTED_MODULE_5__.aS),
/* harmony export */   cb: () => (/* reexport safe */ _version_js__WEBPACK_IMPORTED_MODULE_11__.c),
/* harmony export */   cc: () => (/* reexport safe */ _errors_js__WEBPACK_IMPORTED_MODULE_4__.cc),
/* harmony export */   fc: () => (/* reexport safe */ _wire_enums_js__WEBPACK_IMPORTED_MODULE_2__.fc),
/* harmony export */   gX: () => (/* reexport safe */ _wire_enums_js__WEBPACK_IMPORTED_MODULE_2__.gX),
/* harmony export */   iR: () => (/* reexport safe */ _wire_enums_js__WEBPACK_IMPORTED_MODULE_2__.iR),
/* harmony export */   kX: () => (/* reexport safe */ _errors_js__WEBPACK_IMPORTED_MODULE_4__.kX),
/* harmony export */   m_: () => (/* reexport safe */ _errors_js__WEBPACK_IMPORTED_MODULE_4__.m_),
/* harmony export */   ml: () => (/* reexport safe */ _engine_js__WEBPACK_IMPORTED_MODULE_1__.ml),
/* harmony export */   qG: () => (/* reexport safe */ _wire_schemas_js__WEBPACK_IMPORTED_MODULE_8__.qG),
/* harmony export */   rs: () => (/* reexport safe */ _errors_js__WEBPACK_IMPORTED_MODULE_4__.rs),
/* harmony export */   w6: () => (/* reexport safe */ _wire_schemas_js__WEBPACK_IMPORTED_MODULE_8__.w6),
/* harmony export */   x0: () => (/* reexport safe */ _wire_schemas_js__WEBPACK_IMPORTED_MODULE_8__.Ql),
/* harmony export */   xv: () => (/* reexport safe */ _version_js__WEBPACK_IMPORTED_MODULE_11__.x),
/* harmony export */   z1: () => (/* reexport safe */ _errors_js__WEBPACK_IMPORTED_MODULE_4__.z1)
/* harmony export */ });
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4064);
/* harmony import */ var _engine_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(881);
/* harmony import */ var _wire_enums_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1971);
/* harmony import */ var _wire_estimate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9615);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6468);
/* harmony import */ var _http_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7915);
/* harmony import */ var _pagination_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5235);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7785);
/* harmony import */ var _wire_schemas_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9753);
/* harmony import */ var _targets_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(729);
/* harmony import */ var _wire_test_id_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4367);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(8095);
/**
 * The typed client of Trunk's v1 Merge Queue and Flaky Tests API. No GitHub Actions imports:
 * the action, the emulator's tests and the benchmarks all use it unchanged.
 */















/***/ }),

/***/ 5235:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ paginate)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6468);
/**
 * A bounded walk over token-paginated listings: follows `next_page_token` until it is empty and
 * stops with an error, instead of looping, when the service repeats a token or sends more pages
 * than its own `total_pages` announced.
 */

/** Yields each page that `fetchPage(token)` returns, in order, until the last one. */
async function* paginate(fetchPage, options) {
    const maxPages = options.maxPages ?? 10_000;
    const seen = new Set();
    let token = options.firstToken ?? '';
    let announced = 0;
    for (let fetched = 1;; fetched++) {
        seen.add(token);
        const page = await fetchPage(token);
        announced = Math.max(announced, page.page.total_pages);
        if (fetched > Math.max(announced, 1)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .PaginationError */ .XX(options.operation, `the service sent page ${fetched} but announced only ${announced} page${announced === 1 ? '' : 's'}; stopped`);
        }
        yield page;
        const next = page.page.next_page_token;
        if (!next)
            return;
        if (seen.has(next)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .PaginationError */ .XX(options.operation, `the service repeated page token ${JSON.stringify(next.slice(0, 64))} ` +
                `after ${fetched} page${fetched === 1 ? '' : 's'}; stopped instead of looping`);
        }
        if (fetched >= maxPages) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .PaginationError */ .XX(options.operation, `more than ${maxPages} pages; stopped`);
        }
        token = next;
    }
}


/***/ }),

/***/ 3591:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ sumSamples),
/* harmony export */   t: () => (/* binding */ parsePrometheusText)
/* harmony export */ });
/**
 * A small reader of the Prometheus text exposition format (version 0.0.4), enough to pick values
 * out of getMergeQueueMetrics for outputs and summaries.
 */
const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+-?\d+)?$/;
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)\s*=\s*"((?:[^"\\]|\\.)*)"\s*,?/gy;
/** Parses Prometheus text; lines that are not samples, comments or blank are skipped. */
function parsePrometheusText(text) {
    const samples = [];
    const types = {};
    for (const rawLine of text.split('\n')) {
        const line = rawLine.trim();
        if (!line)
            continue;
        if (line.startsWith('#')) {
            const m = /^#\s*TYPE\s+(\S+)\s+(\S+)/.exec(line);
            if (m)
                types[m[1]] = m[2];
            continue;
        }
        const m = SAMPLE.exec(line);
        if (!m)
            continue;
        const labels = {};
        if (m[2]) {
            LABEL.lastIndex = 0;
            let lm;
            while ((lm = LABEL.exec(m[2])) !== null) {
                labels[lm[1]] = lm[2].replace(/\\(.)/g, (_, c) => c === 'n' ? '\n' : c);
            }
        }
        const v = m[3];
        const value = v === '+Inf' ? Infinity : v === '-Inf' ? -Infinity : Number(v);
        samples.push({ name: m[1], labels, value });
    }
    return { samples, types };
}
/** Sum of the samples of one metric whose labels include all of `match`. */
function sumSamples(parsed, name, match = {}) {
    let total;
    for (const s of parsed.samples) {
        if (s.name !== name)
            continue;
        if (Object.entries(match).some(([k, v]) => s.labels[k] !== v))
            continue;
        total = (total ?? 0) + s.value;
    }
    return total;
}


/***/ }),

/***/ 7785:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Km: () => (/* binding */ RetryBudget),
/* harmony export */   XE: () => (/* binding */ classifyFailure),
/* harmony export */   cO: () => (/* binding */ DEFAULT_RETRY_POLICY),
/* harmony export */   mu: () => (/* binding */ parseRetryAfter),
/* harmony export */   ns: () => (/* binding */ MIN_ATTEMPT_WINDOW_MS),
/* harmony export */   rM: () => (/* binding */ nextDelay),
/* harmony export */   uV: () => (/* binding */ tooCloseToDeadline)
/* harmony export */ });
/* unused harmony exports wasNotProcessed, isTransient, backoffDelay */
const DEFAULT_RETRY_POLICY = {
    maxAttempts: 5,
    baseDelayMs: 500,
    maxDelayMs: 20_000,
    operationTimeoutMs: 120_000,
    attemptTimeoutMs: 30_000,
};
/** Network error codes that prove the request never reached the server. */
const NOT_SENT_CODES = new Set([
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'ENETUNREACH',
    'EHOSTUNREACH',
    'ENETDOWN',
    'EHOSTDOWN',
    'UND_ERR_CONNECT_TIMEOUT',
    // The proxy failed the CONNECT: no tunnel to the service was ever made (see http.ts).
    'MQA_PROXY_CONNECT_FAILED',
]);
/** True when the failed attempt certainly did not reach the server (safe to send again). */
function wasNotProcessed(error) {
    if (error.status === 429 || error.status === 408)
        return true;
    if (error.kind === 'network')
        return NOT_SENT_CODES.has(error.code ?? '');
    return false;
}
/** True for the failures that may pass: 408, 429, most 5xx, network errors and timeouts. */
function isTransient(error) {
    switch (error.kind) {
        case 'rate-limited':
        case 'network':
        case 'timeout':
            return true;
        case 'server':
            return error.status !== 501 && error.status !== 505;
        case 'unexpected-status':
            return error.status === 408;
        default:
            return false;
    }
}
/**
 * Decides what follows a failed attempt. Reads and idempotent writes retry every transient
 * failure. A write that must not repeat retries only what the server certainly did not process
 * (429, refused connections); anything else transient is ambiguous and needs a read first.
 * A malformed body on a read is retried too (a truncated body is transient).
 */
function classifyFailure(idempotency, error) {
    if (error.kind === 'cancelled')
        return 'fail';
    if (error.kind === 'response-shape')
        return idempotency === 'read' ? 'retry' : 'fail';
    if (!isTransient(error))
        return 'fail';
    if (idempotency !== 'reconcile' || wasNotProcessed(error))
        return 'retry';
    return 'reconcile';
}
/** Full-jitter backoff: a random wait in [0, min(cap, base * 2^retry)). `retry` counts from 0. */
function backoffDelay(retry, policy, random) {
    const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(retry, 30));
    return Math.floor(random() * ceiling);
}
/**
 * Reads `Retry-After` as milliseconds to wait: delta-seconds or an HTTP date. Anything else,
 * or a date in the past, gives undefined (no floor).
 */
function parseRetryAfter(value, nowMs) {
    if (value === undefined)
        return undefined;
    const v = value.trim();
    if (/^\d+$/.test(v))
        return Math.min(Number(v), 86_400 * 365) * 1000;
    if (!/[a-z]/i.test(v))
        return undefined;
    const at = Date.parse(v);
    if (Number.isNaN(at))
        return undefined;
    return Math.max(0, at - nowMs);
}
/**
 * The least time an attempt is sent with: a retry that would leave less before the operation's
 * deadline is not sent. With a few milliseconds it could only time out, and the timeout would
 * replace the failure that made it retry (a 500 with the server's words read as a timeout).
 */
const MIN_ATTEMPT_WINDOW_MS = 1_000;
/**
 * Picks the wait before retry number `retry` (0-based): the jittered backoff, raised to the
 * server's Retry-After when it asks for longer. Gives up when attempts are spent, when the wait
 * would pass the deadline (failing at once instead of sleeping until the job is killed), or when
 * it would leave the attempt less than MIN_ATTEMPT_WINDOW_MS.
 */
function nextDelay(args) {
    const { retry, attemptsMade, retryAfterMs, remainingMs, policy, random } = args;
    if (attemptsMade >= policy.maxAttempts) {
        return { giveUp: `Gave up after ${attemptsMade} attempts.` };
    }
    const backoff = backoffDelay(retry, policy, random);
    const delayMs = retryAfterMs !== undefined ? Math.max(backoff, retryAfterMs) : backoff;
    if (delayMs >= remainingMs) {
        const why = retryAfterMs !== undefined && retryAfterMs >= remainingMs
            ? `The server asked to wait ${formatSeconds(retryAfterMs)} (Retry-After), ` +
                `past the operation's deadline (${formatSeconds(Math.max(0, remainingMs))} left)`
            : `The next retry would start past the operation's deadline ` +
                `(${formatSeconds(Math.max(0, remainingMs))} left)`;
        return { giveUp: `${why}; ${gaveUp(attemptsMade)}` };
    }
    if (remainingMs - delayMs < MIN_ATTEMPT_WINDOW_MS) {
        return { giveUp: tooCloseToDeadline(remainingMs - delayMs, attemptsMade) };
    }
    return { delayMs };
}
/**
 * The note of a retry not sent because it would have had less than MIN_ATTEMPT_WINDOW_MS before
 * the operation's deadline (`leftMs`), after `attemptsMade` attempts.
 */
function tooCloseToDeadline(leftMs, attemptsMade, starts = 'would start') {
    return (`The next retry ${starts} ${Math.max(0, Math.floor(leftMs))} ms before the operation's ` +
        `deadline, less than an attempt needs (${MIN_ATTEMPT_WINDOW_MS / 1000} s); ` +
        gaveUp(attemptsMade));
}
function gaveUp(attemptsMade) {
    return `gave up after ${attemptsMade} attempt${attemptsMade === 1 ? '' : 's'}.`;
}
function formatSeconds(ms) {
    return `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
}
/**
 * A run-wide allowance of retries (the AWS "retry quota" idea): each retry spends tokens, each
 * success returns one, so an outage ends in a clear failure instead of hundreds of requests.
 */
class RetryBudget {
    capacity;
    tokens;
    constructor(
    /** Tokens at the start; the default allows 50 transient retries (100 after 429s). */
    capacity = 500) {
        this.capacity = capacity;
        this.tokens = capacity;
    }
    /** Cost of retrying after this failure: a rate limit costs less (the server shed the load). */
    static costOf(error) {
        return error.kind === 'rate-limited' ? 5 : 10;
    }
    /** Takes the cost if there is enough left; false means: stop retrying. */
    tryAcquire(cost) {
        if (this.tokens < cost)
            return false;
        this.tokens -= cost;
        return true;
    }
    /** A request that succeeded gives one token back. */
    onSuccess() {
        this.tokens = Math.min(this.capacity, this.tokens + 1);
    }
    /** Tokens left. */
    get remaining() {
        return this.tokens;
    }
}


/***/ }),

/***/ 729:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $2: () => (/* binding */ TargetLines),
/* harmony export */   J6: () => (/* binding */ byteCountText),
/* harmony export */   VF: () => (/* binding */ bodyLimitText),
/* harmony export */   gC: () => (/* binding */ encodeImpactedTargets)
/* harmony export */ });
/* unused harmony exports bodyBytes, jsonStringBytes */
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _wire_schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9753);
/**
 * The setImpactedTargets body, built for lists of hundreds of thousands of targets: one pass
 * measures the exact UTF-8 bytes of the JSON and decides "list or ALL" (past the limit it only
 * counts on, for the size the warning reports), and only then is the body written, once,
 * straight into its final buffer.
 * A file of targets one per line ({@link TargetLines}) takes a faster path: its lines are
 * indexed, de-duplicated and copied as bytes, never become strings, and the body is written
 * while it is sent, a chunk at a time ({@link StreamedBody}), so it is never whole in memory.
 */


/** All the bytes of a body, in one buffer (for tests, and callers that need them whole). */
function bodyBytes(body) {
    return Buffer.isBuffer(body) ? body : Buffer.concat([...body]);
}
/** A byte count with its thousands grouped, as people read it: `21,000,123 bytes`. */
function byteCountText(bytes) {
    return `${String(bytes).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} bytes`;
}
/**
 * A body limit as people read it, exact and in binary units derived from the number itself:
 * `20,971,520 bytes (20 MiB)` for {@link MAX_REQUEST_BODY_BYTES}.
 */
function bodyLimitText(limit = _wire_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_REQUEST_BODY_BYTES */ .qG) {
    const unit = limit > 0 && limit % 1024 ** 2 === 0
        ? ` (${limit / 1024 ** 2} MiB)`
        : limit > 0 && limit % 1024 === 0
            ? ` (${limit / 1024} KiB)`
            : '';
    return `${byteCountText(limit)}${unit}`;
}
// A target that holds none of these is written by JSON.stringify as `"` + itself + `"`.
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;
/** Exact UTF-8 byte length of `JSON.stringify(target)`. */
function jsonStringBytes(target) {
    if (!NEEDS_ESCAPE.test(target))
        return Buffer.byteLength(target, 'utf8') + 2;
    return Buffer.byteLength(JSON.stringify(target), 'utf8');
}
function encodeImpactedTargets(envelope, targets, options = {}) {
    const limit = options.limitBytes ?? _wire_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_REQUEST_BODY_BYTES */ .qG;
    const head = `{"repo":${JSON.stringify({ host: envelope.repo.host, owner: envelope.repo.owner, name: envelope.repo.name })},` +
        `"pr":${JSON.stringify({ number: envelope.pr.number, sha: envelope.pr.sha })},` +
        `"targetBranch":${JSON.stringify(envelope.targetBranch)},"impactedTargets":`;
    const headBytes = Buffer.byteLength(head, 'utf8');
    const allBody = (reason, distinctSeen, listBytes) => ({
        body: Buffer.from(`${head}${JSON.stringify(_wire_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .IMPACTS_ALL */ ._s)}}`, 'utf8'),
        mode: 'ALL',
        reason,
        count: 0,
        distinctSeen,
        listBytes,
    });
    if (targets === 'ALL')
        return allBody('requested', 0, 0);
    if (targets instanceof TargetLines) {
        return encodeTargetLines(head, headBytes, targets, limit, options.dedupe ?? true, allBody);
    }
    // Pass 1: distinct targets and the exact size. Past the limit the list is no longer kept; an
    // array (already in memory) is still measured to the end, so the warning can say how large the
    // list really was, while any other iterable (perhaps lazy, perhaps endless) stops being read.
    const countToTheEnd = Array.isArray(targets);
    const dedupe = options.dedupe ?? true;
    const seen = dedupe ? new Set() : undefined;
    const list = [];
    let bytes = headBytes + 2 /* [ and ] */ + 1; /* } */
    let distinct = 0;
    let distinctAtDecision;
    for (const t of targets) {
        if (seen) {
            if (seen.has(t))
                continue;
            seen.add(t);
        }
        bytes += jsonStringBytes(t) + (distinct > 0 ? 1 : 0);
        distinct++;
        if (distinctAtDecision !== undefined)
            continue;
        if (bytes <= limit)
            list.push(t);
        else if (!countToTheEnd)
            return allBody('oversize', distinct, bytes);
        else {
            distinctAtDecision = distinct;
            list.length = 0;
        }
    }
    if (distinctAtDecision !== undefined)
        return allBody('oversize', distinctAtDecision, bytes);
    if (bytes > limit)
        return allBody('oversize', list.length, bytes);
    // Pass 2: write the body once, into a buffer of exactly the measured size.
    const body = Buffer.allocUnsafe(bytes);
    let o = body.write(head, 0, 'utf8');
    body[o++] = 0x5b; // [
    for (let i = 0; i < list.length; i++) {
        const t = list[i];
        if (i > 0)
            body[o++] = 0x2c; // ,
        if (NEEDS_ESCAPE.test(t)) {
            o += body.write(JSON.stringify(t), o, 'utf8');
        }
        else {
            body[o++] = 0x22; // "
            o += body.write(t, o, 'utf8');
            body[o++] = 0x22;
        }
    }
    body[o++] = 0x5d; // ]
    body[o++] = 0x7d; // }
    if (o !== bytes)
        throw new Error(`internal: impacted targets body is ${o} bytes, measured ${bytes}`);
    return { body, mode: 'list', count: list.length, distinctSeen: list.length, listBytes: bytes };
}
// ---- Targets one per line, as bytes --------------------------------------------------------------
const LF = 0x0a;
/** Size of the chunks a streamed body is written in. */
const CHUNK_BYTES = 64 * 1024;
// FNV-1a's constants, mixing words (then bytes): good enough to make byte comparisons rare.
const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;
const ALL_BYTES = Buffer.from(_wire_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .IMPACTS_ALL */ ._s);
const ALL_LEGACY_BYTES = Buffer.from(_wire_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .IMPACTS_ALL_LEGACY */ .ow);
/** The ASCII characters String.prototype.trim removes: tab, LF, VT, FF, CR and space. */
const isAsciiSpace = (b) => b === 0x20 || (b >= 0x09 && b <= 0x0d);
/**
 * Targets one per line in a UTF-8 buffer (a targets file as read), indexed without making a
 * string of each: for hundreds of thousands of targets, the strings, a Set of them and the
 * per-target writes cost several times more than the bytes themselves. Lines are trimmed and
 * empty ones dropped, exactly as one-per-line text is read as strings; iterating yields those
 * strings (for tests and for callers that want them).
 */
class TargetLines {
    bytes;
    starts;
    ends;
    hashes;
    length;
    constructor(
    /** The buffer the lines are in. */
    bytes, 
    /** Start and end (exclusive) byte offsets of each target, trimmed. */
    starts, ends, 
    /** A hash of each target's bytes. */
    hashes, 
    /** Targets (non-empty lines), repeats included. */
    length) {
        this.bytes = bytes;
        this.starts = starts;
        this.ends = ends;
        this.hashes = hashes;
        this.length = length;
    }
    /**
     * Indexes `bytes`, or answers undefined when they need the general path of reading the text
     * as a string: bytes that are not UTF-8; a line that holds a character JSON must escape (a
     * quote, a backslash, a control character) or the word ALL; a line that starts or ends with a
     * non-ASCII character (which may be Unicode white space that trimming removes); a first line
     * that starts with `[` (a JSON array).
     */
    static scan(bytes) {
        const buf = Buffer.isBuffer(bytes)
            ? bytes
            : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        if (!(0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(buf))
            return undefined;
        const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
        const n = buf.length;
        let capacity = estimateLines(buf);
        let starts = new Int32Array(capacity);
        let ends = new Int32Array(capacity);
        let hashes = new Int32Array(capacity);
        let count = 0;
        for (let p = 0; p <= n;) {
            let nl = buf.indexOf(LF, p);
            if (nl === -1)
                nl = n;
            let s = p;
            let e = nl;
            p = nl + 1;
            while (s < e && isAsciiSpace(buf[s]))
                s++;
            while (e > s && isAsciiSpace(buf[e - 1]))
                e--;
            if (s === e)
                continue;
            if (buf[s] >= 0x80 || buf[e - 1] >= 0x80)
                return undefined;
            if (count === 0 && buf[s] === 0x5b /* [ */)
                return undefined;
            // Four bytes at a time: the hash mixes whole words, and a word holds a byte JSON must
            // escape when one of its bytes is below 0x20, a quote or a backslash (bit tricks that
            // set a byte's top bit exactly when the byte matches).
            let h = FNV_OFFSET;
            let escape = 0;
            let k = s;
            for (; k + 4 <= e; k += 4) {
                const x = view.getInt32(k, true);
                const q = x ^ 0x22222222;
                const b = x ^ 0x5c5c5c5c;
                escape |= ((x - 0x20202020) & ~x) | ((q - 0x01010101) & ~q) | ((b - 0x01010101) & ~b);
                h = Math.imul(h ^ x, FNV_PRIME);
                h ^= h >>> 15;
            }
            for (; k < e; k++) {
                const b = buf[k];
                if (b < 0x20 || b === 0x22 || b === 0x5c)
                    escape = 0x80;
                h = Math.imul(h ^ b, FNV_PRIME);
            }
            if ((escape & 0x80808080) !== 0)
                return undefined;
            if (isAllWord(buf, s, e))
                return undefined;
            if (count === capacity) {
                capacity = Math.ceil(capacity * 1.5);
                starts = grow(starts, capacity);
                ends = grow(ends, capacity);
                hashes = grow(hashes, capacity);
            }
            starts[count] = s;
            ends[count] = e;
            hashes[count] = h;
            count++;
        }
        return new TargetLines(buf, starts, ends, hashes, count);
    }
    /** The i-th target's offsets and hash (no bounds check: i < length). */
    start(i) {
        return this.starts[i];
    }
    end(i) {
        return this.ends[i];
    }
    hash(i) {
        return this.hashes[i];
    }
    *[Symbol.iterator]() {
        for (let i = 0; i < this.length; i++) {
            yield this.bytes.toString('utf8', this.starts[i], this.ends[i]);
        }
    }
}
/** Lines in `buf`, estimated from its first 64 KiB (a tenth more, so it rarely has to grow). */
function estimateLines(buf) {
    const sample = Math.min(buf.length, 64 * 1024);
    let lf = 1;
    for (let p = buf.indexOf(LF, 0); p !== -1 && p < sample; p = buf.indexOf(LF, p + 1))
        lf++;
    return Math.max(16, Math.ceil((lf * 1.1 * buf.length) / Math.max(1, sample)));
}
function grow(a, capacity) {
    const b = new Int32Array(capacity);
    b.set(a);
    return b;
}
function isAllWord(buf, s, e) {
    const word = e - s === ALL_BYTES.length
        ? ALL_BYTES
        : e - s === ALL_LEGACY_BYTES.length
            ? ALL_LEGACY_BYTES
            : undefined;
    return word !== undefined && buf.compare(word, 0, word.length, s, e) === 0;
}
/** {@link encodeImpactedTargets} for {@link TargetLines}: the same two passes, on bytes. */
function encodeTargetLines(head, headBytes, lines, limit, dedupe, allBody) {
    const src = lines.bytes;
    // No target needs escaping (scan made sure), so each is written as `"` + its bytes + `"`.
    // Pass 1: distinct targets (by hash, then bytes) and the exact size, counted to the end even
    // past the limit (for the warning), though the list is no longer needed then.
    const kept = new Int32Array(lines.length);
    let keptCount = 0;
    let distinctAtDecision;
    let mask = 0;
    let table;
    if (dedupe) {
        let size = 16;
        while (size < lines.length * 1.5)
            size *= 2; // at most 2/3 full
        table = new Int32Array(size); // line index + 1; 0 is empty
        mask = size - 1;
    }
    let bytes = headBytes + 2 /* [ and ] */ + 1; /* } */
    for (let i = 0; i < lines.length; i++) {
        const s = lines.start(i);
        const e = lines.end(i);
        if (table) {
            const h = lines.hash(i);
            let slot = h & mask;
            let repeat = false;
            for (let j = table[slot]; j !== 0; j = table[slot]) {
                const o = j - 1;
                if (lines.hash(o) === h &&
                    lines.end(o) - lines.start(o) === e - s &&
                    src.compare(src, lines.start(o), lines.end(o), s, e) === 0) {
                    repeat = true;
                    break;
                }
                slot = (slot + 1) & mask;
            }
            if (repeat)
                continue;
            table[slot] = i + 1;
        }
        bytes += e - s + 2 + (keptCount > 0 ? 1 : 0);
        kept[keptCount++] = i;
        if (distinctAtDecision === undefined && bytes > limit)
            distinctAtDecision = keptCount;
    }
    if (distinctAtDecision !== undefined)
        return allBody('oversize', distinctAtDecision, bytes);
    // Pass 2, as the body is sent: chunks of the exact bytes.
    const total = bytes;
    function* chunks(reuse) {
        const fresh = (size) => reuse && chunk.length >= size ? chunk : Buffer.allocUnsafe(size);
        let chunk = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, reuse ? CHUNK_BYTES : total));
        let view = new DataView(chunk.buffer, chunk.byteOffset, chunk.byteLength);
        let o = chunk.write(head, 0, 'utf8');
        chunk[o++] = 0x5b; // [
        let written = 0;
        for (let k = 0; k < keptCount; k++) {
            const i = kept[k];
            let b = lines.start(i);
            const e = lines.end(i);
            const need = e - b + 3; // , " target "
            if (o + need > chunk.length) {
                written += o;
                yield chunk.subarray(0, o);
                chunk = fresh(Math.max(need, Math.min(CHUNK_BYTES, total - written)));
                view = new DataView(chunk.buffer, chunk.byteOffset, chunk.byteLength);
                o = 0;
            }
            if (k > 0)
                chunk[o++] = 0x2c; // ,
            chunk[o++] = 0x22; // "
            // Four bytes at a time: a call per target (Buffer.copy) costs more than it saves.
            for (; b + 4 <= e; b += 4, o += 4)
                view.setInt32(o, from.getInt32(b, true), true);
            while (b < e)
                chunk[o++] = src[b++];
            chunk[o++] = 0x22;
        }
        if (o + 2 > chunk.length) {
            written += o;
            yield chunk.subarray(0, o);
            chunk = fresh(2);
            o = 0;
        }
        chunk[o++] = 0x5d; // ]
        chunk[o++] = 0x7d; // }
        written += o;
        if (written !== total)
            throw new Error(`internal: impacted targets body is ${written} bytes, measured ${total}`);
        yield chunk.subarray(0, o);
    }
    const body = {
        byteLength: total,
        [Symbol.iterator]: () => chunks(false),
        reusingChunks: () => chunks(true),
    };
    const from = new DataView(src.buffer, src.byteOffset, src.byteLength);
    return { body, mode: 'list', count: keptCount, distinctSeen: keptCount, listBytes: bytes };
}


/***/ }),

/***/ 7801:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wb: () => (/* binding */ TrunkV2Client),
/* harmony export */   qG: () => (/* binding */ isTerminalEntryState),
/* harmony export */   tJ: () => (/* reexport safe */ _wire_v2_keys_js__WEBPACK_IMPORTED_MODULE_5__.t)
/* harmony export */ });
/* unused harmony exports V2_PULL_REQUEST_READ_INTERVAL_MS, checkV2BaseUrl */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2857);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6468);
/* harmony import */ var _engine_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(881);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(541);
/* harmony import */ var _pagination_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7514);
/* harmony import */ var _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(494);
/* harmony import */ var _wire_v2_keys_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4796);
/* harmony import */ var _wire_estimate_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9615);
/**
 * The typed client of Trunk's v2 API (the merge-queue, pull-request, impacted-target,
 * verification-run and repository operations): Bearer API keys, the v1 engine's retries,
 * deadlines, cancellation, proxy and loopback-only `http:` rule, strict request schemas, lenient
 * response schemas, cursor pagination, and writes that are never sent twice blindly (the service
 * does not honour Idempotency-Key): after a failure whose outcome is unknown, each write reads the
 * resource back first and sends again only when the read shows it did not land.
 */









/**
 * The least time between two reads under `/v2/pull-requests` (the service allows 5 a second per
 * key): 220 ms keeps the client under it with room for timer jitter.
 */
const V2_PULL_REQUEST_READ_INTERVAL_MS = 220;
/** Allowance for clock skew between this machine and the service when comparing times. */
const CLOCK_SKEW_MS = 5_000;
/** Checks a v2 base URL: the host root (paths carry `/v2`), never a v1 address. */
function checkV2BaseUrl(raw) {
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ClientConfigError */ .CD(`the v2 base URL ${JSON.stringify(raw)} is not a URL; expected e.g. ${_wire_v2_keys_js__WEBPACK_IMPORTED_MODULE_5__/* .V2_DEFAULT_BASE_URL */ .t}`);
    }
    const path = url.pathname.replace(/\/+$/, '');
    if (/\/v1$/i.test(path)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ClientConfigError */ .CD(`the base URL ${url.origin}${path} is a v1 address, but a v2 API key (trunk_v2_…) needs ` +
            `the v2 API: use ${url.origin} (v2 paths carry /v2 themselves)`);
    }
    if (/\/v2$/i.test(path)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ClientConfigError */ .CD(`the v2 base URL must not end in /v2 (its paths carry /v2 themselves): use ${url.origin}${path.slice(0, -3)}`);
    }
    return raw;
}
/** The typed v2 client. Create one per run; call {@link TrunkV2Client.close} when done. */
class TrunkV2Client {
    engine;
    prReadIntervalMs;
    prReadChain = Promise.resolve();
    lastPrReadAt = -Infinity;
    constructor(options = {}) {
        // Which API a token is for is the caller's decision (src/inputs/api.ts): the key is sent as
        // given, and a key the service does not know is its 401.
        const { token, pullRequestReadIntervalMs, ...rest } = options;
        const engine = new _engine_js__WEBPACK_IMPORTED_MODULE_1__/* .RequestEngine */ .SQ({
            ...rest,
            baseUrl: checkV2BaseUrl(options.baseUrl ?? _wire_v2_keys_js__WEBPACK_IMPORTED_MODULE_5__/* .V2_DEFAULT_BASE_URL */ .t),
            token,
            auth: 'bearer',
            errorFor: (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .v2ErrorMapper */ .UB)((t) => engine.sanitize(t)),
        });
        this.engine = engine;
        this.prReadIntervalMs = pullRequestReadIntervalMs ?? V2_PULL_REQUEST_READ_INTERVAL_MS;
    }
    /** The base address every operation goes to. */
    get baseUrl() {
        return this.engine.baseUrl;
    }
    /** Retry and timeout settings in force. */
    get policy() {
        return this.engine.policy;
    }
    /** The run-wide retry budget this client draws on. */
    get budget() {
        return this.engine.budget;
    }
    /** Closes the connections this client opened. */
    close() {
        return this.engine.close();
    }
    // ---- Plumbing -----------------------------------------------------------------------------
    /** A JSON request of this client (its headers and body encoding); the Flaky Tests part uses it too. */
    request(operation, method, path, body, query) {
        return {
            operation,
            method,
            path,
            query,
            body: body === undefined ? undefined : Buffer.from(JSON.stringify(body), 'utf8'),
            accept: 'application/json',
            headers: this.engine.headers(operation, body !== undefined),
        };
    }
    /**
     * Waits so that reads under /v2/pull-requests stay under the per-key limit. Cancelled while
     * it waits, it throws the engine's {@link CancelledError} (a bare AbortError would reach the
     * action as an internal error instead of `error-kind=cancelled`).
     */
    async spacePullRequestRead(operation, signal) {
        const turn = this.prReadChain.then(async () => {
            const wait = this.lastPrReadAt + this.prReadIntervalMs - this.engine.clock.now();
            if (wait > 0)
                await this.engine.clock.sleep(wait, signal);
            this.lastPrReadAt = this.engine.clock.now();
        });
        this.prReadChain = turn.catch(() => undefined);
        try {
            await turn;
        }
        catch (e) {
            if (signal?.aborted)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CancelledError */ .cc(operation, (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .abortReason */ .Js)(signal));
            throw e;
        }
    }
    async read(operation, path, schema, call, query) {
        if (path.startsWith('/v2/pull-requests'))
            await this.spacePullRequestRead(operation, call.signal);
        return this.engine.exchange({
            operation,
            idempotency: 'read',
            request: this.request(operation, 'GET', path, undefined, query),
            parse: (res) => this.engine.parseJson(operation, schema, res),
        }, call);
    }
    async write(operation, method, path, body, schema, call, options = {}) {
        let value;
        const r = await this.engine.exchangeWrite(operation, this.request(operation, method, path, body), call, {
            idempotency: options.idempotency ?? 'reconcile',
            landedStatuses: options.landedStatuses,
            onSuccess: (res) => {
                if (!schema || res.status < 200 || res.status >= 300 || res.status === 204)
                    return;
                try {
                    value = this.engine.parseJson(operation, schema, res);
                }
                catch (e) {
                    if (!(e instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ResponseShapeError */ .RD))
                        throw e;
                    // The 2xx says the write landed; only its answer is unreadable. Failing would report
                    // an error for a write that took effect (and invite a re-run), so it is a success
                    // without the resource, said in the debug log.
                    this.engine.emit({
                        type: 'reconcile',
                        operation,
                        outcome: `landed (HTTP ${res.status}); its answer could not be read: ${e.message}`,
                    });
                }
            },
            reconcile: options.settle
                ? async (firstSentAt, c) => {
                    const s = await options.settle(firstSentAt, c);
                    this.engine.emit({
                        type: 'reconcile',
                        operation,
                        outcome: s.landed ? 'landed' : 'resend',
                    });
                    if (!s.landed)
                        return 'resend';
                    value = s.observed;
                    return { value: undefined };
                }
                : undefined,
        });
        return { ...r, value };
    }
    validate(operation, schema, input) {
        return this.engine.validate(operation, schema, input);
    }
    /** Checks an id that goes into a path (nothing is sent with a wrong one). */
    id(operation, value, uuid = false) {
        this.validate(operation, zod__WEBPACK_IMPORTED_MODULE_7__/* .object */ .Ikc({ id: uuid ? _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .UuidSchema */ .VC : _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .IdSchema */ .N$ }), { id: value });
        return encodeURIComponent(value);
    }
    // ---- Merge queues -------------------------------------------------------------------------
    /** One page of the organization's merge queues (optionally one repository's, one branch's). */
    async listMergeQueues(query = {}, call = {}) {
        const op = 'mergeQueues.list';
        const q = this.validate(op, _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .ListMergeQueuesQuerySchema */ .O5, query);
        return this.read(op, '/v2/merge-queues', _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeQueuePageSchema */ .IW, call, queryOf(q));
    }
    /** Every merge queue the query matches, all pages read. */
    async listAllMergeQueues(query = {}, call = {}) {
        return (0,_pagination_js__WEBPACK_IMPORTED_MODULE_3__/* .allRows */ .P)((cursor) => this.listMergeQueues({ limit: 100, ...query, cursor }, call), {
            operation: 'mergeQueues.list',
        });
    }
    /** One merge queue; {@link NotFoundError} when there is none with that id. */
    async getMergeQueue(id, call = {}) {
        const op = 'mergeQueues.get';
        return this.read(op, `/v2/merge-queues/${this.id(op, id)}`, _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeQueueSchema */ .rF, call);
    }
    /** The queue's dispatch order (batches, pending, awaiting admission). */
    async getMergeQueueOrder(id, call = {}) {
        const op = 'mergeQueues.order';
        return this.read(op, `/v2/merge-queues/${this.id(op, id)}/order`, _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeQueueOrderSchema */ .rB, call);
    }
    /** One page of a queue's pull requests (most recently enqueued first). */
    async listQueuePullRequests(id, query = {}, call = {}) {
        const op = 'mergeQueues.listPullRequests';
        const { states, ...q } = this.validate(op, _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .ListQueuePullRequestsQuerySchema */ .S0, query);
        const params = queryOf(q);
        if (states)
            params.state = states.join(',');
        return this.read(op, `/v2/merge-queues/${this.id(op, id)}/pull-requests`, _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .PullRequestPageSchema */ .zi, call, params);
    }
    /** Every pull request of a queue the query matches, all pages read. */
    async listAllQueuePullRequests(id, query = {}, call = {}) {
        return (0,_pagination_js__WEBPACK_IMPORTED_MODULE_3__/* .allRows */ .P)((cursor) => this.listQueuePullRequests(id, { limit: 100, ...query, cursor }, call), { operation: 'mergeQueues.listPullRequests' });
    }
    /**
     * Creates a merge queue. The service's create is not atomic and a retry answers 409: after an
     * unknown outcome the client looks the queue up and sends again only when it is not there.
     */
    async createMergeQueue(req, call = {}) {
        const op = 'mergeQueues.create';
        const body = this.validate(op, _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .CreateMergeQueueRequestSchema */ .mC, req);
        return this.write(op, 'POST', '/v2/merge-queues', body, _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeQueueSchema */ .rF, call, {
            landedStatuses: [409],
            settle: async (_at, c) => {
                const found = await this.listMergeQueues({ repositoryId: body.repositoryId, targetBranch: body.targetBranch, limit: 1 }, c);
                const q = found.data[0];
                return q ? { landed: true, observed: q } : { landed: false };
            },
        });
    }
    /** Deletes an empty queue; after an unknown outcome, a 404 (read or re-send) means it landed. */
    async deleteMergeQueue(id, call = {}) {
        const op = 'mergeQueues.delete';
        const path = `/v2/merge-queues/${this.id(op, id)}`;
        return this.write(op, 'DELETE', path, undefined, undefined, call, {
            landedStatuses: [404],
            settle: async (_at, c) => {
                try {
                    await this.getMergeQueue(id, c);
                    return { landed: false };
                }
                catch (e) {
                    if (e instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .NotFoundError */ .m_)
                        return { landed: true };
                    throw e;
                }
            },
        });
    }
    /** Pauses, resumes (running) or drains a queue; after an unknown outcome the state is read. */
    async setMergeQueueState(id, action, call = {}) {
        const op = `mergeQueues.${action}`;
        const wanted = { pause: 'paused', resume: 'running', drain: 'draining' }[action];
        const path = `/v2/merge-queues/${this.id(op, id)}/${action}`;
        return this.write(op, 'POST', path, undefined, _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeQueueStateChangeSchema */ .Yz, call, {
            settle: async (_at, c) => {
                const q = await this.getMergeQueue(id, c);
                return q.state === wanted
                    ? {
                        landed: true,
                        observed: {
                            id: q.id,
                            state: q.state,
                            mode: q.mode,
                            pullRequestsUrl: q.pullRequestsUrl,
                        },
                    }
                    : { landed: false };
            },
        });
    }
    /** Starts a switch between queue and graph mode (same mode: nothing to do). */
    async switchMergeQueueMode(id, mode, call = {}) {
        const op = 'mergeQueues.switchModes';
        const body = this.validate(op, _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .SwitchModesRequestSchema */ .ji, { mode });
        const path = `/v2/merge-queues/${this.id(op, id)}/switch-modes`;
        return this.write(op, 'POST', path, body, _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeQueueStateChangeSchema */ .Yz, call, {
            settle: async (_at, c) => {
                const q = await this.getMergeQueue(id, c);
                const landed = q.mode === mode || q.state === 'switchingModes';
                return landed
                    ? {
                        landed,
                        observed: {
                            id: q.id,
                            state: q.state,
                            mode: q.mode,
                            pullRequestsUrl: q.pullRequestsUrl,
                        },
                    }
                    : { landed: false };
            },
        });
    }
    /** Changes the given settings (JSON Merge Patch); after an unknown outcome it reads them back. */
    async updateMergeQueueConfig(id, patch, call = {}) {
        const op = 'mergeQueues.updateConfig';
        const body = this.validate(op, _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .UpdateMergeQueueConfigRequestSchema */ .Bc, patch);
        const path = `/v2/merge-queues/${this.id(op, id)}/config`;
        return this.write(op, 'PATCH', path, body, _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeQueueSchema */ .rF, call, {
            settle: async (_at, c) => {
                const q = await this.getMergeQueue(id, c);
                const config = q.config;
                const landed = Object.entries(body).every(([k, v]) => JSON.stringify(config[k]) === JSON.stringify(v));
                return landed ? { landed, observed: q } : { landed: false };
            },
        });
    }
    /** The queues' metrics in Prometheus text: every queue's, or one repository's, or one queue's. */
    async getMetrics(scope = {}, call = {}) {
        const op = scope.mergeQueueId ? 'mergeQueues.metrics' : 'mergeQueues.organizationMetrics';
        const query = {};
        let path = '/v2/merge-queues/metrics';
        if (scope.mergeQueueId)
            path = `/v2/merge-queues/${this.id(op, scope.mergeQueueId)}/metrics`;
        else if (scope.repositoryId) {
            this.validate(op, _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .UuidSchema */ .VC, scope.repositoryId);
            query.repositoryId = scope.repositoryId;
        }
        return this.engine.exchange({
            operation: op,
            idempotency: 'read',
            request: { ...this.request(op, 'GET', path, undefined, query), accept: 'text/plain' },
            parse: (res) => ({ text: res.body.toString('utf8'), contentType: res.contentType }),
        }, call);
    }
    // ---- Pull requests ------------------------------------------------------------------------
    /**
     * Submits a PR to a queue. After an unknown outcome it resolves the PR by repository and number
     * and sends again only when its entry is not in this queue; a 409 PR_ALREADY_ENQUEUED on that
     * re-send means the first one landed. Without an unknown outcome a 409 is a {@link ConflictError}.
     */
    async submitPullRequest(queueId, req, call = {}) {
        const op = 'mergeQueues.submitPullRequest';
        const body = this.validate(op, _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .SubmitPullRequestRequestSchema */ .xD, req);
        const path = `/v2/merge-queues/${this.id(op, queueId)}/pull-requests`;
        return this.write(op, 'POST', path, body, _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .V2PullRequestSchema */ .q, call, {
            landedStatuses: [409],
            settle: async (firstSentAt, c) => {
                const repositoryId = call.repositoryId ?? (await this.getMergeQueue(queueId, c)).repositoryId;
                const page = await this.resolvePullRequests({ repositoryId, numbers: [body.number] }, c);
                const pr = page.data.find((p) => p.number === body.number);
                const entry = pr?.queueEntry;
                if (!pr || !entry || entry.mergeQueueId !== queueId)
                    return { landed: false };
                if (!isTerminalEntryState(entry.state))
                    return { landed: true, observed: pr };
                // It left the queue since the first send: that send landed; sending again would re-queue.
                return changedSince(entry.stateChangedAt, this.engine.serviceTimeOf(firstSentAt) ?? firstSentAt)
                    ? { landed: true, observed: pr }
                    : { landed: false };
            },
        });
    }
    /** PRs by repository and numbers (≤50) or head branch; one page. */
    async resolvePullRequests(query, call = {}) {
        const op = 'pullRequests.resolveByCoordinates';
        const { numbers, ...q } = this.validate(op, _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .ResolvePullRequestsQuerySchema */ .z7, query);
        const params = queryOf(q);
        if (numbers) {
            params.number = numbers.join(',');
            params.limit ??= String(Math.max(numbers.length, 1));
        }
        return this.read(op, '/v2/pull-requests', _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .PullRequestPageSchema */ .zi, call, params);
    }
    /** One PR by its id (with its queue entry, if it was ever submitted). */
    async getPullRequest(id, call = {}) {
        const op = 'pullRequests.get';
        return this.read(op, `/v2/pull-requests/${this.id(op, id, true)}`, _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .V2PullRequestSchema */ .q, call);
    }
    /** Removes a PR from its queue; after an unknown outcome it reads the PR's entry first. */
    async dequeuePullRequest(id, call = {}) {
        const op = 'pullRequests.dequeue';
        const path = `/v2/pull-requests/${this.id(op, id, true)}/dequeue`;
        return this.write(op, 'POST', path, undefined, _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .V2PullRequestSchema */ .q, call, {
            landedStatuses: [409],
            settle: async (_at, c) => {
                const pr = await this.getPullRequest(id, c);
                const state = pr.queueEntry?.state;
                return state !== undefined && isTerminalEntryState(state)
                    ? { landed: true, observed: pr }
                    : { landed: false };
            },
        });
    }
    /**
     * Restarts a PR's tests. Disruptive and not idempotent (a blind retry restarts twice): after
     * an unknown outcome, a state change of the entry since the first send means it landed.
     */
    async restartPullRequestTests(id, call = {}) {
        const op = 'pullRequests.restartTests';
        const path = `/v2/pull-requests/${this.id(op, id, true)}/restart-tests`;
        return this.write(op, 'POST', path, undefined, _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .V2PullRequestSchema */ .q, call, {
            settle: async (firstSentAt, c) => {
                const pr = await this.getPullRequest(id, c);
                const at = pr.queueEntry?.stateChangedAt;
                return at !== undefined &&
                    changedSince(at, this.engine.serviceTimeOf(firstSentAt) ?? firstSentAt)
                    ? { landed: true, observed: pr }
                    : { landed: false };
            },
        });
    }
    /** Changes a queued PR's priority; after an unknown outcome it reads the priority back. */
    async reprioritizePullRequest(id, req, call = {}) {
        const op = 'pullRequests.reprioritize';
        const body = this.validate(op, _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .ReprioritizeRequestSchema */ .n9, req);
        const path = `/v2/pull-requests/${this.id(op, id, true)}/reprioritize`;
        return this.write(op, 'POST', path, body, _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .V2PullRequestSchema */ .q, call, {
            settle: async (_at, c) => {
                const pr = await this.getPullRequest(id, c);
                const e = pr.queueEntry;
                const landed = !!e &&
                    (body.priorityValue !== undefined
                        ? e.priorityValue === body.priorityValue
                        : e.priorityName === body.priorityName);
                return landed ? { landed, observed: pr } : { landed: false };
            },
        });
    }
    /**
     * One page of a PR's queue-entry history (`newest` first is v1's timeline order); an empty
     * page for a PR never enqueued.
     */
    async listQueueEntryHistory(id, query = {}, call = {}) {
        const op = 'pullRequests.queueEntryHistory';
        const page = this.validate(op, _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .PaginationQuerySchema */ .IL, {
            limit: query.limit,
            cursor: query.cursor,
        });
        return this.read(op, `/v2/pull-requests/${this.id(op, id, true)}/queue-entry-history`, _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .QueueEntryHistoryPageSchema */ ._U, call, { ...queryOf(page), ...(query.direction ? { direction: query.direction } : {}) });
    }
    /**
     * The PR's merge estimate (`GET /v2/pull-requests/{id}/queue-entry-estimate`), read leniently
     * (src/wire/estimate.ts). A queue with estimates off answers 404 `ESTIMATE_NOT_ENABLED`.
     */
    async getQueueEntryEstimate(id, call = {}) {
        const op = 'pullRequests.queueEntryEstimate';
        const body = await this.read(op, `/v2/pull-requests/${this.id(op, id, true)}/queue-entry-estimate`, _wire_estimate_js__WEBPACK_IMPORTED_MODULE_6__/* .QueueEntryEstimateSchema */ .nB, call);
        return (0,_wire_estimate_js__WEBPACK_IMPORTED_MODULE_6__/* .readQueueEntryEstimate */ .aL)(body);
    }
    /**
     * Re-runs the failed checks of a PR in pendingFailure (`now` stops jobs still running in those
     * workflows; `wait` lets them finish). Repeating it answers `alreadyHeld`, so a retry is safe.
     */
    async rerunFailedChecks(id, req, call = {}) {
        const op = 'pullRequests.rerunFailedChecks';
        const body = this.validate(op, _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .RerunFailedChecksRequestSchema */ .Nm, req);
        const path = `/v2/pull-requests/${this.id(op, id, true)}/rerun-failed-checks`;
        return this.write(op, 'POST', path, body, _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .RerunFailedChecksResponseSchema */ .ZG, call, {
            idempotency: 'idempotent',
        });
    }
    /** Patches a queued PR's entry (priority, batching, direct); reads back after an unknown outcome. */
    async updateQueueEntry(id, req, call = {}) {
        const op = 'pullRequests.updateQueueEntry';
        const body = this.validate(op, _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .UpdateQueueEntryRequestSchema */ .Dx, req);
        const path = `/v2/pull-requests/${this.id(op, id, true)}/queue-entry`;
        return this.write(op, 'PATCH', path, body, _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .V2PullRequestSchema */ .q, call, {
            settle: async (_at, c) => {
                const pr = await this.getPullRequest(id, c);
                const e = pr.queueEntry;
                const landed = !!e && Object.entries(body).every(([k, v]) => e[k] === v);
                return landed ? { landed, observed: pr } : { landed: false };
            },
        });
    }
    /**
     * Uploads a PR's impacted targets (answered 202). A PUT that replaces the PR's targets for
     * one sha: sending it again sets the same thing, so it is retried like v1's setImpactedTargets.
     */
    async uploadImpactedTargets(req, call = {}) {
        const op = 'impactedTargets.upload';
        const body = this.validate(op, _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .UploadImpactedTargetsRequestSchema */ .tJ, req);
        return this.write(op, 'PUT', '/v2/impacted-targets', body, undefined, call, {
            idempotency: 'idempotent',
        });
    }
    // ---- Verification runs and repositories ---------------------------------------------------
    /** One verification run (v1's test run) by id. */
    async getVerificationRun(id, call = {}) {
        const op = 'mergeQueueVerificationRuns.get';
        return this.read(op, `/v2/merge-queue-verification-runs/${this.id(op, id)}`, _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .VerificationRunSchema */ .cH, call);
    }
    /** The repositories a provider URL names (e.g. `https://github.com/acme/widgets`). */
    async resolveRepository(providerUrl, page = {}, call = {}) {
        const op = 'repositories.resolveByProviderUrl';
        this.validate(op, _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .ProviderUrlSchema */ .Mk, providerUrl);
        const p = this.validate(op, _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .PaginationQuerySchema */ .IL, page);
        return this.read(op, '/v2/repositories', _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .RepositoryPageSchema */ .pU, call, {
            ...queryOf(p),
            providerUrl,
        });
    }
    /** One repository by id. */
    async getRepository(id, call = {}) {
        const op = 'repositories.get';
        return this.read(op, `/v2/repositories/${this.id(op, id, true)}`, _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .RepositorySchema */ .Kn, call);
    }
}
/** True for merged, failed, cancelled. */
function isTerminalEntryState(state) {
    return _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .TERMINAL_QUEUE_ENTRY_STATES */ .Pb.includes(state);
}
/** The entry changed at or after the first send (both on the service's clock, less the skew). */
function changedSince(at, firstSentAt) {
    const t = Date.parse(at);
    return !Number.isNaN(t) && t >= firstSentAt - CLOCK_SKEW_MS;
}
/** A query object as URL parameters (undefined dropped, numbers and booleans as text). */
function queryOf(q) {
    const out = {};
    for (const [k, v] of Object.entries(q))
        if (v !== undefined)
            out[k] = String(v);
    return out;
}


/***/ }),

/***/ 541:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UB: () => (/* binding */ v2ErrorMapper),
/* harmony export */   i_: () => (/* binding */ PermissionError)
/* harmony export */ });
/* unused harmony export readEnvelope */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6468);
/* harmony import */ var _wire_v2_permissions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3826);
/* harmony import */ var _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(494);



/** 403 INSUFFICIENT_PERMISSIONS: the key is valid but lacks a permission this request needs. */
class PermissionError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .AuthError */ .lR {
    /** Told apart from a refused key: the `permission` error-kind (not retried, as `auth`). */
    kind = 'permission';
    /** The permission(s) the request needed, as UI labels (e.g. `Merge and cancel PRs`). */
    permissions;
    constructor(ctx, permissions) {
        super(ctx, permissions.length
            ? `the API key lacks the permission ${permissions.map((p) => `"${p}"`).join(' or ')}; ` +
                'an organization admin grants it under Settings → Developer → API Keys (or use a key that has it)'
            : 'the API key lacks a permission this request needs (Settings → Developer → API Keys)');
        this.permissions = permissions;
    }
}
/** What a 404 of each v2 operation means, in the words a user needs. */
const NOT_FOUND_SUBJECT = {
    'mergeQueues.get': 'the merge queue',
    'mergeQueues.delete': 'the merge queue',
    'mergeQueues.order': 'the merge queue',
    'mergeQueues.listPullRequests': 'the merge queue',
    'mergeQueues.updateConfig': 'the merge queue',
    'mergeQueues.pause': 'the merge queue',
    'mergeQueues.resume': 'the merge queue',
    'mergeQueues.drain': 'the merge queue',
    'mergeQueues.switchModes': 'the merge queue',
    'mergeQueues.metrics': 'the merge queue',
    'mergeQueues.submitPullRequest': 'the merge queue',
    'mergeQueues.create': 'the repository',
    'mergeQueues.organizationMetrics': 'the repository',
    'pullRequests.get': 'the pull request',
    'pullRequests.dequeue': 'the pull request',
    'pullRequests.restartTests': 'the pull request',
    'pullRequests.reprioritize': 'the pull request',
    'pullRequests.updateQueueEntry': 'the pull request',
    'impactedTargets.upload': 'the repository or pull request',
    'mergeQueueVerificationRuns.get': 'the verification run (test run)',
    'testCollections.get': 'the test collection',
    'testCollections.quarantineStatus': 'the test collection (or its repository)',
    'testCollections.allQuarantinedTests': 'the test collection (or its repository)',
    'tests.list': 'the test collection',
    'tests.get': 'the test',
    'repositories.resolveByProviderUrl': 'the repository (no repository has that provider URL)',
    'repositories.get': 'the repository',
};
/** The envelope's code and message, when the body is JSON with an `error` object. */
function readEnvelope(res) {
    if (!/json/i.test(res.contentType ?? '') && !/^\s*\{/.test(res.body.toString('utf8', 0, 16))) {
        return undefined;
    }
    try {
        const r = _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .ErrorEnvelopeSchema */ .up.safeParse(JSON.parse(res.body.toString('utf8')));
        return r.success ? r.data.error : undefined;
    }
    catch {
        return undefined;
    }
}
const V2_AUTH_SUMMARY = 'the API key was refused. Check that the token is a v2 API key (trunk_v2_…) that is still ' +
    'active; workflows run from a fork or by Dependabot get no secrets, so the key is empty there';
/** The JSON object a request sent, if it sent one (a 403 names what its fields needed). */
function requestFields(req) {
    if (!Buffer.isBuffer(req.body))
        return undefined;
    try {
        const v = JSON.parse(req.body.toString('utf8'));
        return v && typeof v === 'object' ? v : undefined;
    }
    catch {
        return undefined;
    }
}
/** The engine's error mapper for v2; `sanitize` makes server text safe to show (key removed). */
function v2ErrorMapper(sanitize) {
    return (ctx, res, req) => {
        const envelope = readEnvelope(res);
        // Read error.code only when the body is JSON with an error object; else go by the status.
        const c = envelope
            ? {
                ...ctx,
                apiCode: envelope.code,
                serverText: sanitize(`${envelope.code}: ${envelope.message}`),
            }
            : ctx;
        if (envelope?.code === 'INSUFFICIENT_PERMISSIONS') {
            // The service's own words name what the key lacks when they can; else what the request
            // needed (a body field adds to the endpoint's: the key may hold some of them already).
            const named = permissionsNamedIn(envelope.message);
            return new PermissionError(c, named.length ? named : (0,_wire_v2_permissions_js__WEBPACK_IMPORTED_MODULE_1__/* .permissionsFor */ .mr)(ctx.operation, requestFields(req)));
        }
        if (c.status === 401 || c.status === 403)
            return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .AuthError */ .lR(c, V2_AUTH_SUMMARY);
        if (c.status === 404) {
            return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .NotFoundError */ .m_(c, NOT_FOUND_SUBJECT[ctx.operation] ?? 'the resource');
        }
        // 429 is rate limiting whatever its body; 413/504 plain text and unknown codes: by status.
        return (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorForStatus */ .U6)(c, res.location);
    };
}
/** The permissions (UI labels) a server's message names, by label or slug, in the table's order. */
function permissionsNamedIn(message) {
    const text = message.toLowerCase();
    return Object.values(_wire_v2_permissions_js__WEBPACK_IMPORTED_MODULE_1__/* .V2_PERMISSIONS */ .a1)
        .filter((p) => text.includes(p.label.toLowerCase()) || text.includes(p.id))
        .map((p) => p.label);
}


/***/ }),

/***/ 3149:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ V2FlakyTestsClient)
/* harmony export */ });
/* harmony import */ var _pagination_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7514);
/* harmony import */ var _wire_v2_flaky_tests_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7607);


/** The Flaky Tests operations of one v2 client (its key, retries, deadlines and cancellation). */
class V2FlakyTestsClient {
    client;
    constructor(client) {
        this.client = client;
    }
    get engine() {
        return this.client.engine;
    }
    request(operation, method, path, body, query) {
        return this.client.request(operation, method, path, body, query);
    }
    read(operation, req, schema, call) {
        return this.engine.exchange({
            operation,
            idempotency: 'read',
            request: req,
            parse: (res) => this.engine.parseJson(operation, schema, res),
        }, call);
    }
    /** Every test collection of the organization whose name contains `q` (all, without it). */
    listTestCollections(q, call = {}) {
        const op = 'testCollections.list';
        return (0,_pagination_js__WEBPACK_IMPORTED_MODULE_0__/* .allRows */ .P)((cursor) => this.read(op, this.request(op, 'GET', '/v2/test-collections', undefined, {
            limit: '100',
            ...(q ? { q } : {}),
            ...(cursor ? { cursor } : {}),
        }), _wire_v2_flaky_tests_js__WEBPACK_IMPORTED_MODULE_1__/* .TestCollectionPageSchema */ .p8, call), { operation: op, maxPages: 100 });
    }
    /** One test collection; NotFoundError when the organization has none with that id. */
    getTestCollection(id, call = {}) {
        const op = 'testCollections.get';
        const checked = this.engine.validate(op, _wire_v2_flaky_tests_js__WEBPACK_IMPORTED_MODULE_1__/* .TestCollectionIdSchema */ .DW, id);
        return this.read(op, this.request(op, 'GET', `/v2/test-collections/${checked}`), _wire_v2_flaky_tests_js__WEBPACK_IMPORTED_MODULE_1__/* .TestCollectionSchema */ .Kt, call);
    }
    /**
     * The quarantine status of up to 2,000 tests in collection `collectionId`, one answer per
     * identifier in order (a 403 when the key lacks Upload test results).
     */
    async quarantineStatus(collectionId, req, call = {}) {
        const op = 'testCollections.quarantineStatus';
        const id = this.engine.validate(op, _wire_v2_flaky_tests_js__WEBPACK_IMPORTED_MODULE_1__/* .TestCollectionIdSchema */ .DW, collectionId);
        const body = this.engine.validate(op, _wire_v2_flaky_tests_js__WEBPACK_IMPORTED_MODULE_1__/* .QuarantineStatusRequestSchema */ .JR, req);
        return this.read(op, this.request(op, 'POST', `/v2/test-collections/${id}/quarantine-status`, body), _wire_v2_flaky_tests_js__WEBPACK_IMPORTED_MODULE_1__/* .QuarantineStatusResponseSchema */ .pt, call);
    }
    /** The tests of a collection with their metrics over `period`, most recently failed first. */
    testPages(query, call = {}) {
        const op = 'tests.list';
        const q = this.engine.validate(op, _wire_v2_flaky_tests_js__WEBPACK_IMPORTED_MODULE_1__/* .ListTestsQuerySchema */ .Ve, query);
        return (0,_pagination_js__WEBPACK_IMPORTED_MODULE_0__/* .cursorPages */ .X)((cursor) => this.read(op, this.request(op, 'GET', '/v2/tests', undefined, {
            testCollectionId: q.testCollectionId,
            include: 'metrics',
            period: q.period,
            sort: 'lastFailureAt',
            direction: 'desc',
            limit: String(q.limit ?? 100),
            ...(cursor ? { cursor } : {}),
        }), _wire_v2_flaky_tests_js__WEBPACK_IMPORTED_MODULE_1__/* .V2TestPageSchema */ .VG, call), { operation: op, maxPages: 1_000 });
    }
    /** One test with its metrics over `period`; NotFoundError for an unknown id. */
    getTest(testId, period, call = {}) {
        const op = 'tests.get';
        return this.read(op, this.request(op, 'GET', `/v2/tests/${encodeURIComponent(testId)}`, undefined, {
            include: 'metrics',
            period,
        }), _wire_v2_flaky_tests_js__WEBPACK_IMPORTED_MODULE_1__/* .V2TestSchema */ .ex, call);
    }
}


/***/ }),

/***/ 9444:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M6: () => (/* reexport safe */ _client_js__WEBPACK_IMPORTED_MODULE_0__.tJ),
/* harmony export */   Pl: () => (/* reexport safe */ _pagination_js__WEBPACK_IMPORTED_MODULE_4__.P),
/* harmony export */   i_: () => (/* reexport safe */ _errors_js__WEBPACK_IMPORTED_MODULE_3__.i_)
/* harmony export */ });
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7801);
/* harmony import */ var _flaky_tests_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3149);
/* harmony import */ var _wire_v2_flaky_tests_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7607);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(541);
/* harmony import */ var _pagination_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7514);
/* harmony import */ var _wire_v2_permissions_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3826);
/* harmony import */ var _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(494);
/**
 * Trunk's v2 API: the typed client ({@link TrunkV2Client}), its errors, the permission table and
 * the wire schemas. Import from here (not from ../index.js: several v1 names recur in v2). The
 * merge queue over it, in the domain's words, is src/queue/v2.ts.
 */









/***/ }),

/***/ 7514:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ allRows),
/* harmony export */   X: () => (/* binding */ cursorPages)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6468);
/**
 * A bounded walk over v2's cursor pagination: follows `nextCursor` while `hasMore`, and stops
 * with an error instead of looping when the service repeats a cursor, or says there is more
 * without a cursor to get it.
 */

/** Yields each page `fetchPage(cursor)` returns (the first with no cursor) until the last. */
async function* cursorPages(fetchPage, options) {
    const maxPages = options.maxPages ?? 1_000;
    const seen = new Set();
    let cursor;
    for (let fetched = 1;; fetched++) {
        const page = await fetchPage(cursor);
        yield page;
        if (!page.hasMore)
            return;
        const next = page.nextCursor;
        if (!next) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .PaginationError */ .XX(options.operation, 'the service said there are more rows (hasMore) but sent no nextCursor ' +
                `after ${fetched} page${fetched === 1 ? '' : 's'}; stopped`);
        }
        if (seen.has(next)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .PaginationError */ .XX(options.operation, `the service repeated cursor ${JSON.stringify(next.slice(0, 64))} ` +
                `after ${fetched} page${fetched === 1 ? '' : 's'}; stopped instead of looping`);
        }
        if (fetched >= maxPages) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .PaginationError */ .XX(options.operation, `more than ${maxPages} pages; stopped`);
        }
        seen.add(next);
        cursor = next;
    }
}
/** Every row of every page. */
async function allRows(fetchPage, options) {
    const rows = [];
    for await (const page of cursorPages(fetchPage, options))
        rows.push(...page.data);
    return rows;
}


/***/ }),

/***/ 8095:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ PROJECT_NAME),
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** This project's name and version, sent in the User-Agent (a test keeps it equal to package.json). */
const PROJECT_NAME = 'merge-queue-action';
const VERSION = '0.1.0';


/***/ }),

/***/ 4795:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bu: () => (/* binding */ readTestCollection),
/* harmony export */   Js: () => (/* binding */ testCounts),
/* harmony export */   KN: () => (/* binding */ percent),
/* harmony export */   MD: () => (/* binding */ TEST_OUTPUTS),
/* harmony export */   UU: () => (/* binding */ testName),
/* harmony export */   aG: () => (/* binding */ sortByFailureRate),
/* harmony export */   h5: () => (/* binding */ testStatus),
/* harmony export */   ht: () => (/* binding */ percentValue),
/* harmony export */   nF: () => (/* binding */ windowLength),
/* harmony export */   s8: () => (/* binding */ isFlaky)
/* harmony export */ });
/* unused harmony export failingTestsOutput */
/* harmony import */ var _inputs_constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1068);
/* harmony import */ var _inputs_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1318);
/* harmony import */ var _ports_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2425);




/**
 * The test-collection input: undefined when not given (v2 then takes the organization's only
 * collection); an id or a name, one line.
 */
function readTestCollection(get) {
    const raw = get(_inputs_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TestCollection).trim();
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    if (/[\u0000-\u001f\u007f]/.test(raw) || raw.length > 100) {
        throw new _inputs_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(_inputs_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TestCollection, `${(0,_inputs_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .shown */ .SP)(raw)} is not a test collection`, "a test collection's id (8 letters and digits) or its name (one line, at most 100 characters), or empty");
    }
    return raw || undefined;
}
const TEST_OUTPUTS = [
    _inputs_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.FailingTestsCount,
    _inputs_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.FlakyTestsCount,
    _inputs_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.QuarantinedTestsCount,
    _inputs_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.FailingTests,
];
/** The failing-tests output: compact JSON, most failing first, cut to fit the output budget. */
function failingTestsOutput(tests, maxBytes = _inputs_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_FAILING_TESTS_OUTPUT_BYTES */ .eO) {
    const items = sortByFailureRate(tests).map((t) => ({
        id: t.id,
        name: t.name,
        ...(t.parent ? { parent: t.parent } : {}),
        ...(t.file_path ? { file: t.file_path } : {}),
        status: t.status.value ?? '',
        quarantined: t.quarantined,
        failureRate7d: t.failure_rate_last_7d,
        failureRate24h: t.failure_rate_last_24h,
        url: t.html_url,
    }));
    // Keep the most failing tests that fit.
    return (0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonArrayWithin */ .RJ)(items, maxBytes).json;
}
function testCounts(tests) {
    return {
        [_inputs_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.FailingTestsCount]: String(tests.length),
        [_inputs_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.FlakyTestsCount]: String(tests.filter(isFlaky).length),
        [_inputs_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.QuarantinedTestsCount]: String(tests.filter((t) => t.quarantined).length),
        [_inputs_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.FailingTests]: failingTestsOutput(tests),
    };
}
function isFlaky(t) {
    return t.status.value === 'flaky';
}
function sortByFailureRate(tests) {
    return [...tests].sort((a, b) => b.failure_rate_last_7d - a.failure_rate_last_7d ||
        b.failure_rate_last_24h - a.failure_rate_last_24h ||
        a.name.localeCompare(b.name));
}
/** A test's status in words, flaky and quarantined marked. */
function testStatus(t) {
    return [isFlaky(t) ? '⚠️ flaky' : (0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__.md)(t.status.value ?? ''), t.quarantined ? '🔒 quarantined' : '']
        .filter(Boolean)
        .join(', ');
}
/**
 * The job summary of each command, as GitHub-flavoured Markdown built by small pure functions.
 * Facts about one thing are a list; many things of a kind are a table with a header; times are
 * durations with the absolute time on hover; PRs, commits and tests are links; the wait's states
 * and the queue are also drawn as mermaid diagrams, each followed by a table that says the same.
 */
/** A window of whole days in days (`7 days`), others as a duration (`24 h`, `90 min`). */
function windowLength(ms) {
    const days = ms / 86_400_000;
    return days >= 2 && Number.isInteger(days) ? `${days} days` : (0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__/* .humanDuration */ .UU)(ms);
}
function testName(t) {
    return t.parent || t.classname ? `${t.parent || t.classname} › ${t.name}` : t.name;
}
/** A rate in percent with one decimal (`12.5`): rates are fractions (0.125); over 1, already percent. */
function percentValue(rate) {
    return (rate <= 1 ? rate * 100 : rate).toFixed(1);
}
/** A rate as the log and the summary say it: `12.5%` (see {@link percentValue}). */
function percent(rate) {
    return `${percentValue(rate)}%`;
}


/***/ }),

/***/ 2478:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ac: () => (/* binding */ queueOutputs),
/* harmony export */   FG: () => (/* binding */ logWhy),
/* harmony export */   GT: () => (/* binding */ staleNote),
/* harmony export */   NB: () => (/* binding */ requeueOutputs),
/* harmony export */   Nx: () => (/* binding */ estimateOutputs),
/* harmony export */   Rj: () => (/* binding */ prOutputs),
/* harmony export */   To: () => (/* binding */ alreadyMerged),
/* harmony export */   XN: () => (/* binding */ whyOutputs),
/* harmony export */   gH: () => (/* binding */ PR_STATE_OUTPUTS),
/* harmony export */   yZ: () => (/* binding */ queueForContext)
/* harmony export */ });
/* harmony import */ var _inputs_constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1068);
/* harmony import */ var _ports_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2425);
/* harmony import */ var _queue_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3115);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1918);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3687);
/**
 * The floor's values as a run reports them, shared by the commands: the outputs of a PR, a queue,
 * a cause, a requeue and an estimate; the log lines of a cause; and the one answer to a PR the
 * queue has already merged.
 */





const PR_STATE_OUTPUTS = [
    _inputs_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.State,
    _inputs_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.IsSubmitted,
    _inputs_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.PriorityName,
    _inputs_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.PriorityValue,
    _inputs_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.PrSha,
];
/** Outputs that describe the PR as the queue holds it. */
function prOutputs(pr) {
    if (!pr)
        return { [_inputs_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.State]: _inputs_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .NOT_SUBMITTED */ .uI, [_inputs_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.IsSubmitted]: 'false' };
    return {
        [_inputs_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.State]: pr.state.toUpperCase(),
        [_inputs_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.IsSubmitted]: String((0,_queue_index_js__WEBPACK_IMPORTED_MODULE_2__.isInQueue)(pr)),
        [_inputs_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.PriorityName]: pr.priority.name,
        [_inputs_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.PriorityValue]: String(pr.priority.value),
        [_inputs_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.PrSha]: pr.sha,
    };
}
/** Outputs that describe the queue (its state, depth, and the PR's position when given). */
function queueOutputs(q, prNumber) {
    if (!q)
        return {};
    const out = {
        [_inputs_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.QueueState]: q.state.toLowerCase(),
        [_inputs_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.QueueDepth]: String(q.pullRequests.length),
    };
    const position = prNumber === undefined ? undefined : (0,_queue_index_js__WEBPACK_IMPORTED_MODULE_2__.positionIn)(q, prNumber);
    if (position !== undefined)
        out[_inputs_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.QueuePosition] = String(position);
    return out;
}
/** The `reason` and `failed-checks` outputs. */
function whyOutputs(why) {
    const checks = why.failedChecks.map((c) => ({
        name: c.name,
        conclusion: c.conclusion,
        url: c.url ?? '',
    }));
    return {
        [_inputs_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.Reason]: why.reason,
        [_inputs_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.FailedChecks]: (0,_ports_text_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonArrayWithin */ .RJ)(checks, _inputs_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_LIST_OUTPUT_BYTES */ .i3).json,
    };
}
/** The `requeued` and `requeue-decision` outputs. */
function requeueOutputs(o) {
    return { [_inputs_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.Requeued]: String(o.requeued), [_inputs_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.RequeueDecision]: o.decision };
}
/**
 * The `estimated-merge-at` and `prs-ahead` outputs: from the estimate, and for the PRs ahead the
 * queue position when the estimate does not say. Empty when not known.
 */
function estimateOutputs(e, position) {
    const available = e?.status === 'available' ? e : undefined;
    const ahead = available?.prsAhead ?? (position !== undefined ? position - 1 : undefined);
    const at = available?.kind === 'merge' ? (0,_ports_text_js__WEBPACK_IMPORTED_MODULE_1__/* .parseTime */ .pe)(available.mergeAt) : undefined;
    return {
        // Whole seconds: v1 counts from the service's Date header, which has no finer grain.
        [_inputs_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.EstimatedMergeAt]: at !== undefined ? new Date(Math.floor(at / 1000) * 1000).toISOString() : '',
        [_inputs_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.PrsAhead]: ahead !== undefined && ahead >= 0 ? String(ahead) : '',
    };
}
/** Says so when the queue's entry is for another commit than the PR's head (when known). */
function staleNote(pr, headSha) {
    return pr && headSha && (0,_queue_index_js__WEBPACK_IMPORTED_MODULE_2__.isStale)(pr, headSha) ? (0,_words_js__WEBPACK_IMPORTED_MODULE_4__/* .staleWords */ .dT)(pr.sha, headSha) : undefined;
}
/** The queue, read for context (a position, a depth): a failure is a debug line, never an error. */
function queueForContext(c) {
    return (0,_queue_index_js__WEBPACK_IMPORTED_MODULE_2__.readQueueForContext)(c.client, c.s, { signal: c.signal }, (f) => c.log.debug((0,_words_js__WEBPACK_IMPORTED_MODULE_4__/* .queueUnreadLine */ .Hj)(f)));
}
/** The log lines of a cause, and an error annotation naming the checks that failed. */
function logWhy(log, why, prNumber, opts = {}) {
    const words = (0,_words_js__WEBPACK_IMPORTED_MODULE_4__/* .whyWords */ .WV)(why, opts.prSha);
    if (!words.headline)
        return;
    log.info(_words_js__WEBPACK_IMPORTED_MODULE_4__/* .WHY_LOG */ .O4.headline(words.headline));
    for (const d of words.details)
        log.info(_words_js__WEBPACK_IMPORTED_MODULE_4__/* .WHY_LOG */ .O4.detail(d));
    for (const c of why.failedChecks)
        log.info(_words_js__WEBPACK_IMPORTED_MODULE_4__/* .WHY_LOG */ .O4.check(c));
    if ((opts.annotate ?? true) && why.failedChecks.length) {
        log.annotate('error', _words_js__WEBPACK_IMPORTED_MODULE_4__/* .WHY_LOG */ .O4.annotation(prNumber, words.headline), {
            title: _words_js__WEBPACK_IMPORTED_MODULE_4__/* .WHY_LOG */ .O4.title(why.failedChecks.length),
        });
    }
}
/**
 * The one answer to a PR the queue has already merged, for every command that would change it
 * (submit, cancel, restart-tests): its state is MERGED (never NOT_SUBMITTED), nothing is done, a
 * notice says so, and the step succeeds with outcome not-submitted (the PR is no longer in the
 * queue). `what` says what was not done, in the command's words.
 */
function alreadyMerged(c, pr, what) {
    const text = (0,_words_js__WEBPACK_IMPORTED_MODULE_4__/* .alreadyMergedWords */ .c7)(c.s.prNumber, what);
    c.log.notice(text);
    return {
        outcome: 'not-submitted',
        outputs: { ...prOutputs(pr), [_inputs_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.IsSubmitted]: 'false' },
        summary: `${text}\n\n${_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .prSection */ .qP(pr, _summary_js__WEBPACK_IMPORTED_MODULE_3__/* .summaryContext */ .u$(c))}`,
    };
}


/***/ }),

/***/ 1918:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EJ: () => (/* binding */ notReadySection),
/* harmony export */   JF: () => (/* binding */ queueSection),
/* harmony export */   K6: () => (/* binding */ errorSection),
/* harmony export */   Kt: () => (/* binding */ estimateSection),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   R_: () => (/* binding */ heading),
/* harmony export */   cb: () => (/* binding */ whySection),
/* harmony export */   fA: () => (/* binding */ stateCode),
/* harmony export */   jS: () => (/* binding */ prLink),
/* harmony export */   qP: () => (/* binding */ prSection),
/* harmony export */   u$: () => (/* binding */ summaryContext),
/* harmony export */   wk: () => (/* binding */ repoUrl),
/* harmony export */   wn: () => (/* binding */ commitLink),
/* harmony export */   xE: () => (/* binding */ alert)
/* harmony export */ });
/* unused harmony exports cut, requiredStatusesText, mermaidText, queueDiagram */
/* harmony import */ var _queue_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3115);
/* harmony import */ var _inputs_constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1068);
/* harmony import */ var _ports_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2425);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3687);
/**
 * The job summary of each command, as GitHub-flavoured Markdown built by small pure functions.
 * Facts about one thing are a list; many things of a kind are a table with a header; times are
 * durations with the absolute time on hover; PRs, commits and tests are links; the wait's states
 * and the queue are also drawn as mermaid diagrams, each followed by a table that says the same.
 */




/** The context of a command's summary: its repository, and now by its clock. */
function summaryContext(c) {
    return { repo: c.s.repo, now: c.clock.now() };
}
/**
 * The heading every summary starts with. Its title is ours (the command, `PR #N`, the repository
 * and branch): md() leaves our own `PR #N` a reference to the PR.
 */
function heading(title) {
    return `### Merge queue: ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__.md)(title)}\n`;
}
/**
 * A GitHub alert holding one message. `markdown` must be one line of safe Markdown (escape
 * untrusted text with `md`); the blank line after it keeps what follows out of the alert.
 */
function alert(kind, markdown) {
    return `\n> [!${kind}]\n> ${markdown.replace(/[\r\n]+/g, ' ')}\n\n`;
}
/** A failed command's reason, shown at the top of its summary. */
function errorSection(message) {
    return alert('CAUTION', (0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__.md)(message, 2000));
}
/** The repository's web address on its GitHub host, or undefined for a host that is not a name. */
function repoUrl(repo) {
    if (!/^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(repo.host))
        return undefined;
    return `https://${repo.host}/${encodeURIComponent(repo.owner)}/${encodeURIComponent(repo.name)}`;
}
/** `#12` linked to the PR on GitHub. */
function prLink(repo, prNumber) {
    const n = Number(prNumber);
    if (!Number.isSafeInteger(n) || n < 1)
        return (0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__.md)(prNumber);
    const base = repoUrl(repo);
    return (0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__/* .linkMarkdown */ .k9)(`#${n}`, base && `${base}/pull/${n}`);
}
/** A commit's first 12 hex digits in code, linked to the commit on GitHub. */
function commitLink(repo, sha) {
    const base = repoUrl(repo);
    const short = (0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__/* .codeSpan */ .SS)(sha.slice(0, 12));
    return /^[0-9a-f]{7,64}$/i.test(sha)
        ? (0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__/* .linkMarkdown */ .k9)(short, base && `${base}/commit/${sha}`)
        : short;
}
/** A PR state as the user sees it in the outputs: upper case, in code. */
function stateCode(state, inTable = false) {
    return (0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__/* .codeSpan */ .SS)((state ?? '').toUpperCase() || 'UNKNOWN', { inTable });
}
/** `text`, cut to `max` characters. */
function cut(text, max) {
    return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
/** `1 PR`, `3 PRs`. */
function plural(n, one, many = `${one}s`) {
    return `${n} ${n === 1 ? one : many}`;
}
// ---- Pull requests -----------------------------------------------------------------------------
/** The PR's state and where it stands. */
function prSection(pr, ctx, place = {}) {
    if (!pr)
        return `The PR is **not in the queue** (state ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__/* .codeSpan */ .SS)(_inputs_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .NOT_SUBMITTED */ .uI)}).\n`;
    const title = pr.title ? ` **${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__.md)(pr.title)}**` : '';
    const author = pr.author ? ` by ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__.md)(pr.author)}` : '';
    const flags = [
        pr.skipsTheLine ? 'skips the line' : '',
        pr.noBatch ? 'tested alone (no batch)' : '',
    ].filter(Boolean);
    const queue = place.position !== undefined
        ? `position ${place.position} of ${place.depth ?? '?'}`
        : (0,_queue_index_js__WEBPACK_IMPORTED_MODULE_0__.isInQueue)(pr)
            ? 'in the queue'
            : 'no longer in the queue';
    const queueState = place.queueState
        ? `; the queue is ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__/* .codeSpan */ .SS)(place.queueState.toUpperCase())}`
        : '';
    const priority = `${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__.md)(pr.priority.name)} (${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__.md)(pr.priority.value)})`;
    return (`PR ${prLink(ctx.repo, pr.number)}${title}${author}\n\n` +
        (0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__/* .mdFacts */ .bC)([
            ['State', `${stateCode(pr.state)} for ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__/* .durationSince */ .tc)(pr.stateChangedAt, ctx.now)}`],
            ['Commit', commitLink(ctx.repo, pr.sha)],
            ['Priority', `${priority}${flags.length ? `, ${flags.join(', ')}` : ''}`],
            ['Queue', `${queue}${queueState}`],
            ...detailedFacts(pr),
        ]) +
        '\n' +
        mergeabilityReasons(pr));
}
/**
 * What an API that reports an entry in full (v2) tells of it: its readiness and the run that
 * verified it; nothing where the API sends only what it has (v1).
 */
function detailedFacts(pr) {
    const r = pr.readiness;
    if (!r?.detailed)
        return [];
    const readiness = [
        `mergeability ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__/* .codeSpan */ .SS)(r.mergeability)}`,
        r.baseBranchMatches ? 'base branch matches' : '**base branch does not match**',
        r.requiresImpactedTargets
            ? r.hasImpactedTargets
                ? 'impacted targets uploaded'
                : '**impacted targets awaited**'
            : '',
    ].filter(Boolean);
    const facts = [['Readiness', readiness.join(', ')]];
    if (pr.verifiedBy)
        facts.push(['Verified by run', (0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__/* .codeSpan */ .SS)(pr.verifiedBy)]);
    return facts;
}
/** The provider's reasons a queue entry is not mergeable, when the API gives them (v2). */
function mergeabilityReasons(pr) {
    const blocks = pr.readiness?.blocks;
    const reasons = blocks?.reasons ?? [];
    if (!reasons.length)
        return '';
    const line = (r) => {
        const detail = [
            r.check ? `check ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__/* .codeSpan */ .SS)(r.check)}` : '',
            r.have !== undefined && r.need !== undefined ? `${r.have} of ${r.need}` : '',
            r.ontoPrNumber !== undefined ? `onto #${r.ontoPrNumber}` : '',
        ].filter(Boolean);
        return `- ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__.md)(r.message, 400)} (${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__/* .codeSpan */ .SS)(r.code)}${detail.length ? `; ${detail.join(', ')}` : ''})`;
    };
    const provider = (0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__.md)(blocks?.provider ?? 'the provider');
    return `\n**Why ${provider} does not let it merge**\n\n${reasons.map(line).join('\n')}\n`;
}
/** The estimate's paragraph, or '' without one. */
function estimateSection(e, now) {
    const words = (0,_words_js__WEBPACK_IMPORTED_MODULE_3__/* .estimateWords */ .ae)(e, now);
    return words ? `\n**Estimate:** ${words}\n` : '';
}
/** Why the PR is not ready. */
function notReadySection(reasons) {
    if (!reasons?.length)
        return '';
    return '\n**Why it is not ready**\n\n' + reasons.map((r) => `- ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__.md)(r, 400)}`).join('\n') + '\n';
}
/**
 * The "Why" section: the cause of the state in words, the checks that failed as links, and, when
 * the cause could not be read, why not. NOT_READY's reasons have their own section above; this
 * one adds only what that one lacks. `prSha`: the PR's head, as the words name it.
 */
function whySection(why, prSha) {
    if (!why)
        return '';
    const words = (0,_words_js__WEBPACK_IMPORTED_MODULE_3__/* .whyWords */ .WV)(why, prSha);
    if (!words.headline)
        return '';
    if (why.state === 'not_ready' && why.reason !== 'unknown')
        return '';
    const code = why.reason ? ` (${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__/* .codeSpan */ .SS)(why.reason)})` : '';
    const checks = why.failedChecks.length
        ? '\n' +
            (0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__/* .mdTable */ .gJ)(['Check', 'Conclusion'], why.failedChecks.map((c) => [
                (0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__/* .mdLink */ .YF)(c.name, c.url),
                (0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__/* .codeSpan */ .SS)(c.conclusion, { inTable: true }),
            ])) +
            '\n'
        : '';
    const details = words.details.length
        ? '\n' + words.details.map((d) => `- ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__.md)(d, 600)}`).join('\n') + '\n'
        : '';
    const missing = words.missing
        ? alert('NOTE', (0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__.md)(`The cause is missing: ${words.missing}. The state above is still right.`, 1000))
        : '';
    return `\n**Why**${code}\n\n${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__.md)(words.headline, 2000)}\n${checks}${details}${missing}`;
}
// ---- Queues -------------------------------------------------------------------------------------
/** How the queue groups its PRs in the picture and the counts. */
const QUEUE_GROUPS = [
    { id: 'testing', label: 'Testing', states: ['testing', 'tests_passed', 'pending_failure'] },
    { id: 'pending', label: 'Pending', states: ['pending'] },
    { id: 'notready', label: 'Not ready', states: ['not_ready'] },
];
function groupOf(state) {
    const s = (state ?? '').toLowerCase();
    return QUEUE_GROUPS.find((g) => g.states.includes(s))?.id ?? 'other';
}
/** The most PRs drawn in the queue's picture (more would be too small to read); the table lists them all. */
const MAX_DRAWN_PRS = 12;
/**
 * A queue: a line on its state and PRs, a picture of them (mermaid flowchart), every PR in a
 * table, and the queue's settings.
 */
/**
 * The queue's required statuses: `null` is no override (the branch protection's or trunk.yaml's
 * checks apply), `[]` an override that requires none, a list the checks required.
 */
function requiredStatusesText(statuses) {
    if (statuses === null || statuses === undefined)
        return 'not set here (branch protection or trunk.yaml decides)';
    if (!statuses.length)
        return 'none required (set to an empty list)';
    return statuses.map((r) => (0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__/* .codeSpan */ .SS)(r, { inTable: true })).join(', ');
}
function queueSection(q, branch, ctx) {
    const prs = q.pullRequests;
    const counts = new Map();
    for (const p of prs)
        counts.set(groupOf(p.state), (counts.get(groupOf(p.state)) ?? 0) + 1);
    const parts = [...QUEUE_GROUPS.map((g) => [g.label, g.id]), ['other', 'other']]
        .filter(([, id]) => counts.get(id))
        .map(([label, id]) => `${counts.get(id)} ${label.toLowerCase()}`);
    const intro = `The queue for ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__/* .codeSpan */ .SS)(q.branch || branch)} is ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__/* .codeSpan */ .SS)(q.state.toUpperCase())} in ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__.md)(q.mode)} mode ` +
        `(${plural(Number(q.concurrency), 'PR')} tested at a time) and ` +
        (prs.length ? `holds ${plural(prs.length, 'PR')}: ${parts.join(', ')}.` : 'is empty.');
    const list = prs.length
        ? queueDiagram(q, branch) +
            '\n' +
            (0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__/* .mdTable */ .gJ)(['Position', 'PR', 'State', 'In this state for', 'Priority', 'Author'], prs.map((p, i) => [
                String(i + 1),
                `${prLink(ctx.repo, p.number)} ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__.md)(p.title, 80)}`,
                stateCode(p.state, true),
                (0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__/* .durationSince */ .tc)(p.stateChangedAt, ctx.now),
                `${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__.md)(p.priority.name)} (${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__.md)(p.priority.value)})`,
                (0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__.md)(p.author),
            ])) +
            '\n'
        : '';
    const settings = (0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__/* .mdTable */ .gJ)(['Setting', 'Value'], [
        ['State', (0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__/* .codeSpan */ .SS)(q.state, { inTable: true })],
        ['Branch', (0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__/* .codeSpan */ .SS)(q.branch || branch, { inTable: true })],
        ['Mode', (0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__.md)(q.mode)],
        ['Concurrency', (0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__.md)(q.concurrency)],
        [
            'Batching',
            q.batch
                ? `on (min ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__.md)(q.batchingMinSize)}, max wait ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__.md)(q.batchingMaxWaitTimeMinutes)} min)`
                : 'off',
        ],
        ['Testing timeout', `${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__.md)(q.testingTimeoutMinutes)} min`],
        ['Pending failure depth', (0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__.md)(q.pendingFailureDepth)],
        ['Optimistic merging', q.canOptimisticallyMerge ? 'on' : 'off'],
        ['Merge method', (0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__.md)(q.mergeMethod)],
        ['Required statuses', requiredStatusesText(q.requiredStatuses)],
    ]);
    return `${intro}\n\n${list}\n<details><summary>Queue settings</summary>\n\n${settings}\n\n</details>\n`;
}
/**
 * Text for a mermaid label in double quotes: letters, digits and plain punctuation as they are,
 * everything else (quotes, `#`, `<`, `:` ...) as a `#code;` entity, which mermaid shows as the
 * character and never reads as syntax or markup.
 */
function mermaidText(text, max = 60) {
    let s = text.replace(/\s+/g, ' ').trim();
    if (s.length > max)
        s = `${s.slice(0, max - 1)}…`;
    return [...s]
        .map((ch) => (/^[\p{L}\p{N} .,_()/+!?@-]$/u.test(ch) ? ch : `#${ch.codePointAt(0)};`))
        .join('');
}
/**
 * The queue as a mermaid flowchart, read left to right from the target branch: a box per group
 * (testing, pending, not ready), the PRs of each from top to bottom in queue order. In single
 * mode each PR is tested on top of the one ahead, so they form one line, drawn with arrows. In
 * parallel mode each PR is tested on top of the PRs ahead whose impacted targets overlap; the API
 * does not say which, so the PRs of a group are drawn side by side, unconnected.
 */
function queueDiagram(q, branch) {
    const prs = q.pullRequests;
    const drawn = prs.slice(0, MAX_DRAWN_PRS);
    const single = q.mode !== 'parallel';
    const id = (p) => `pr${Number(p.number)}`;
    const lines = [
        '```mermaid',
        'flowchart LR',
        `  accTitle: ${mermaidText(`Merge queue of ${q.branch || branch}`, 120)}`,
        `  accDescr: ${mermaidText('The PRs of the queue by state. The table below lists the same.', 120)}`,
        `  base[("${mermaidText(q.branch || branch)}")]`,
    ];
    const groups = [];
    for (const g of [...QUEUE_GROUPS, { id: 'other', label: 'Other', states: [] }]) {
        const members = drawn.filter((p) => groupOf(p.state) === g.id);
        if (!members.length)
            continue;
        groups.push(g.id);
        const count = g.id === 'testing'
            ? `${members.length} of ${plural(Number(q.concurrency), 'slot')}`
            : members.length;
        lines.push(`  subgraph ${g.id}["${mermaidText(`${g.label}: ${count}`)}"]`, '    direction TB');
        for (const p of members) {
            const state = (p.state ?? '').toLowerCase();
            const shown = g.id === 'other' || (g.id === 'testing' && state !== 'testing');
            const label = `#${p.number} ${cut(p.title, 36)}${shown ? ` (${state.toUpperCase()})` : ''}`;
            lines.push(`    ${id(p)}["${mermaidText(label, 80)}"]`);
        }
        // Not-ready PRs wait outside the line; the others are in it, in queue order.
        if (single && g.id !== 'notready' && members.length > 1)
            lines.push(`    ${members.map(id).join(' --> ')}`);
        lines.push('  end');
    }
    if (prs.length > drawn.length) {
        lines.push(`  more["${mermaidText(`… and ${prs.length - drawn.length} more`)}"]`);
        groups.push('more');
    }
    if (groups.length)
        lines.push(`  base --> ${groups[0]}`);
    for (let i = 1; i < groups.length; i++) {
        const inLine = single && groups[i] !== 'notready' && groups[i - 1] !== 'notready';
        lines.push(`  ${groups[i - 1]} ${inLine ? '-->' : '~~~'} ${groups[i]}`);
    }
    for (const g of groups.filter((x) => x !== 'more'))
        lines.push(`  style ${g} fill:#f6f8fa,stroke:#d1d9e0,color:#1f2328`);
    lines.push('  classDef testing fill:#ddf4ff,stroke:#0969da,color:#0a3069', '  classDef pending fill:#fff8c5,stroke:#9a6700,color:#4d2d00', '  classDef notready fill:#ffffff,stroke:#8c959f,color:#424a53,stroke-dasharray:4 3', '  classDef failing fill:#ffebe9,stroke:#cf222e,color:#82071e');
    const byClass = new Map();
    for (const p of drawn) {
        const c = (p.state ?? '').toLowerCase() === 'pending_failure'
            ? 'failing'
            : groupOf(p.state) === 'other'
                ? 'notready'
                : groupOf(p.state);
        byClass.set(c, [...(byClass.get(c) ?? []), id(p)]);
    }
    for (const [c, ids] of byClass)
        lines.push(`  class ${ids.join(',')} ${c}`);
    lines.push('```');
    const note = single
        ? '\n_Single mode: each PR is tested on top of the ones ahead of it, in one line._\n'
        : '\n_Parallel mode: each PR is tested on top of the PRs ahead of it whose impacted targets ' +
            'overlap its own; the API does not report which, so the PRs of a box are drawn side by side._\n';
    return lines.join('\n') + '\n' + note;
}


/***/ }),

/***/ 3687:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hj: () => (/* binding */ queueUnreadLine),
/* harmony export */   Kx: () => (/* binding */ blockerWords),
/* harmony export */   O4: () => (/* binding */ WHY_LOG),
/* harmony export */   RW: () => (/* binding */ requeueTryWords),
/* harmony export */   Vr: () => (/* binding */ requeueNotice),
/* harmony export */   WV: () => (/* binding */ whyWords),
/* harmony export */   ae: () => (/* binding */ estimateWords),
/* harmony export */   c7: () => (/* binding */ alreadyMergedWords),
/* harmony export */   dT: () => (/* binding */ staleWords),
/* harmony export */   es: () => (/* binding */ requeueWords),
/* harmony export */   qQ: () => (/* binding */ COMMENT_WORDS),
/* harmony export */   zS: () => (/* binding */ notReadyLine),
/* harmony export */   zf: () => (/* binding */ requeueLogLine)
/* harmony export */ });
/* unused harmony exports REASON_MEANINGS, failureWords, missingWords, checksText, REQUEUE_DECISIONS */
/* harmony import */ var _queue_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3115);
/* harmony import */ var _ports_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2425);
/**
 * The words the commands share, in one place: what the floor's values (src/queue: a cause, what a
 * PR waits for, an estimate, a requeue) say in the log, the summary and the comment. The floor
 * decides; this says. A name of an input or command goes through `inputRef`/`commandRef`, so each
 * door words it its own way.
 */


// ---- A cause ------------------------------------------------------------------------------------
/** What each reason code means: the README's table, and the headline of a cause without more to say. */
const REASON_MEANINGS = {
    'tests-failed': "checks failed in the queue's test run (`failed-checks` lists them)",
    'tests-timed-out': "the queue's test run passed the queue's testing timeout",
    'merge-conflict': 'the test branch could not be built: a conflict with the PRs ahead or the base',
    'merge-refused': 'GitHub refused the merge (branch protection, a change at merge time, API errors)',
    'failed-other': "another failure; the summary gives the service's code",
    'cancelled-by-user': 'a person (or a call of the API) took it out',
    'new-commit': 'a new commit was pushed to the PR',
    'pr-closed': 'the PR was closed',
    'not-ready-timeout': 'it stayed NOT_READY too long',
    'base-branch-changed': "the PR's base branch changed, or it was merged into another branch",
    'converted-to-draft': 'the PR was converted to a draft',
    'cancelled-other': "another reason (stacked PRs, ...); the summary gives the service's code",
    'behind-base': 'the PR is behind its base branch',
    conflict: 'the PR has a merge conflict',
    'failing-check': 'a required check of the PR fails',
    'awaiting-check': 'a required check of the PR is missing or running',
    'missing-impacted-targets': "the queue needs the head commit's impacted targets, and none were uploaded",
    'base-branch-mismatch': "the PR's base is not the queue's branch",
    'mergeability-pending': 'GitHub is still working out whether the PR can be merged',
    'not-mergeable': 'GitHub says the PR cannot be merged (v1 does not say why: a conflict, a check, a review)',
    unknown: 'the cause could not be read (the summary says why); the state is still right',
};
/** A failed read in words: its kind and HTTP status, or what it said. */
function failureWords(f) {
    if (f.kind === 'internal' && f.status === undefined)
        return f.message;
    return `${f.kind}${f.status ? `, HTTP ${f.status}` : ''}`;
}
/** What could not be read of a cause, in words. */
function missingWords(m) {
    switch (m.kind) {
        case 'no-timeline':
            return 'the service sent no timeline for this PR';
        case 'timeline-not-given':
            return 'the service gave no timeline for this PR';
        case 'no-transition':
            return `the timeline has no change into ${m.state.toUpperCase()} yet`;
        case 'timeline-unreadable':
            return `its timeline could not be read (${failureWords(m.failure)})`;
        case 'test-run-unreadable':
            return `test run ${m.testRunId} could not be read (${failureWords(m.failure)})`;
        case 'no-readiness':
            return 'the service gave no readiness details';
    }
}
/** What keeps a PR NOT_READY, in words; `prSha` names the commit whose targets are awaited. */
function blockerWords(w, prSha) {
    switch (w.kind) {
        case 'impacted-targets':
            return `the queue needs the PR's impacted targets${prSha ? ` for commit ${prSha.slice(0, 12)}` : ''} and none were uploaded (upload them with ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_1__/* .commandRef */ .Z9)('upload-targets')})`;
        case 'base-branch':
            return "the PR's base branch is not the queue's branch";
        case 'not-mergeable':
            return 'GitHub reports the PR cannot be merged (a conflict, or a failing required check or review)';
        case 'mergeability-pending':
            return 'GitHub is still working out whether the PR can be merged';
        case 'mergeability':
            return `GitHub mergeability is ${w.value}`;
        case 'none-reported':
            return 'no blocking reason reported; the queue has not picked it up yet';
        case 'no-details':
            return 'the service gave no readiness details';
        case 'provider':
            return `GitHub: ${w.check ? `${w.message} (${w.check})` : w.message}`;
    }
}
/** The words for a list of checks: `unit-tests (FAILURE), lint (TIMED_OUT)`. */
function checksText(checks) {
    return checks.map((c) => `${c.name} (${c.conclusion})`).join(', ');
}
/** `by octocat at 2026-11-23T11:00:00Z`: who made the transition, and when. */
function who(t) {
    const parts = [t?.actor ? `by ${t.actor}` : '', t?.at ? `at ${t.at}` : ''].filter(Boolean);
    return parts.join(' ');
}
const capitalized = (s) => `${s[0]?.toUpperCase() ?? ''}${s.slice(1)}`;
/** FAILED or PENDING_FAILURE in words. */
function failureWhy(why, reason) {
    const t = why.transition;
    const checks = why.failedChecks;
    const run = why.testRunId ? ` ${why.testRunId}` : '';
    const tests = reason === 'tests-failed' || reason === 'tests-timed-out';
    const headline = !tests
        ? `${capitalized(REASON_MEANINGS[reason])}.`
        : checks.length
            ? `${checks.length === 1 ? 'A check' : `${checks.length} checks`} failed in the queue's test run${run}: ${checksText(checks)}.`
            : `The queue's test run${run} failed${reason === 'tests-timed-out' ? ' (it timed out)' : ''}; the service named no failing check.`;
    const details = [
        why.state === 'pending_failure'
            ? 'It is PENDING_FAILURE: the queue keeps it while the PRs behind it test, and fails it unless one of them passes with it.'
            : '',
        t?.message ? `The service says: ${t.message}` : '',
        why.serviceCode ? `The service's reason: ${why.serviceCode}.` : '',
        who(t) ? `Failed ${who(t)}.` : '',
        why.unread ? `The test run's checks could not be read: ${missingWords(why.unread)}.` : '',
    ];
    return { headline, details: details.filter(Boolean) };
}
/** CANCELLED in words: who or what took it out. */
function cancelWhy(why, reason) {
    const t = why.transition;
    const by = t?.actor ? ` by ${t.actor}` : '';
    const words = {
        'cancelled-by-user': `It was taken out of the queue${by || ' through the API or the app'}.`,
        'new-commit': `A new commit was pushed to the PR${by}, which took it out of the queue.`,
        'pr-closed': `The PR was closed${by}.`,
        'not-ready-timeout': 'It stayed NOT_READY longer than the queue allows.',
        'base-branch-changed': `The PR's base branch changed${by}.`,
        'converted-to-draft': `The PR was converted to a draft${by}.`,
    };
    const details = [
        t?.message ? `The service says: ${t.message}` : '',
        why.serviceCode ? `The service's reason: ${why.serviceCode}.` : '',
        t?.at ? `Cancelled at ${t.at}.` : '',
    ];
    return {
        headline: words[reason] ?? `It was cancelled${by} (${why.serviceCode ?? 'no reason given'}).`,
        details: details.filter(Boolean),
    };
}
/** A cause in words (`prSha`: the PR's head, named where impacted targets are awaited). */
function whyWords(why, prSha) {
    if (why.missing) {
        const missing = missingWords(why.missing);
        const headline = `The cause of ${why.state.toUpperCase()} could not be read: ${missing}.`;
        return { headline, details: [], missing };
    }
    if (why.waitsFor)
        return {
            headline: `It waits for: ${why.waitsFor.map((w) => blockerWords(w, prSha)).join('; ')}.`,
            details: [],
        };
    if (why.place) {
        const { position, depth, ahead } = why.place;
        const line = ahead.length
            ? `ahead of it: ${ahead.map((n) => `#${n}`).join(', ')}`
            : 'nothing ahead of it';
        return { headline: `Position ${position} of ${depth}; ${line}.`, details: [] };
    }
    const reason = why.reason;
    if (!reason)
        return { headline: '', details: [] };
    if (why.state === 'cancelled')
        return cancelWhy(why, reason);
    if (why.state === 'failed' || why.state === 'pending_failure')
        return failureWhy(why, reason);
    return { headline: '', details: [] };
}
// ---- An estimate --------------------------------------------------------------------------------
/** What each reason the service (or this reader) gives for no estimate means, in words. */
const NO_ESTIMATE_WORDS = {
    QUEUE_PAUSED: 'the queue is paused',
    QUEUE_DRAINING: 'the queue is draining',
    ESTIMATE_NOT_ENABLED: 'the queue does not serve estimates',
    NOT_READY: 'the PR is not ready yet',
    PR_NOT_READY: 'the PR is not ready yet',
    INSUFFICIENT_HISTORY: 'too little test history',
    INSUFFICIENT_DATA: 'too little test history',
    NOT_SENT: 'the service sent none',
    UNREADABLE: "the service's answer could not be read",
    UNAVAILABLE: 'the service gave none',
    UNREADABLE_TIME: 'the service sent a time no clock can hold',
    IMPLAUSIBLE_PAST: "the service's merge time has already passed",
    IMPLAUSIBLE_FAR: "the service's time is more than 30 days ahead",
    IMPLAUSIBLE_PRS_AHEAD: 'the service counts more PRs ahead than the queue holds',
    IMPLAUSIBLE_WAITING_ON: 'the service waits on PRs that are not in the queue',
};
/** `#41`, `#41 and #43`, `#41, #43 and #47`: our own words for PR numbers (integers). */
function prList(numbers) {
    const refs = numbers.map((n) => `#${n}`);
    return refs.length < 2 ? (refs[0] ?? '') : `${refs.slice(0, -1).join(', ')} and ${refs.at(-1)}`;
}
function aheadWords(n) {
    if (n === undefined)
        return '';
    return n === 0 ? ', nothing ahead' : `, ${n} PR${n === 1 ? '' : 's'} ahead`;
}
/** "about 25 min" from now until `iso`; "any moment now" once it has passed. */
function inAbout(iso, now) {
    const t = (0,_ports_text_js__WEBPACK_IMPORTED_MODULE_1__/* .parseTime */ .pe)(iso);
    if (t === undefined)
        return '';
    const ms = t - now;
    if (ms < 60_000)
        return 'any moment now';
    return `in about ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_1__/* .humanDuration */ .UU)(Math.round(ms / 60_000) * 60_000)}`;
}
/** Why there is no estimate, in words. */
function noEstimateWords(reason) {
    const known = NO_ESTIMATE_WORDS[reason];
    if (known)
        return known;
    if (reason.startsWith('READ_FAILED'))
        return `it could not be read (${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_1__.md)(reason.slice(13, -1), 80)})`;
    return `the service says ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_1__.md)(reason, 80)}`;
}
/**
 * The estimate in one sentence, Markdown-safe: "Expected to merge in about 25 min, 3 PRs
 * ahead."; "Waiting on #41 and #43 to resolve."; "No estimate: the queue is paused."
 */
function estimateWords(e, now) {
    if (!e)
        return '';
    if (e.status === 'unavailable')
        return `No estimate: ${noEstimateWords(e.reason)}.`;
    if (e.kind === 'pending-failure') {
        const when = e.resolveAt ? `, expected ${inAbout(e.resolveAt, now)}` : '';
        return e.waitingOn.length
            ? `Waiting on ${prList(e.waitingOn)} to resolve${when}.`
            : `Waiting for its pending failure to resolve${when}.`;
    }
    if (e.mergeAt)
        return `Expected to merge ${inAbout(e.mergeAt, now)}${aheadWords(e.prsAhead)}.`;
    return e.prsAhead !== undefined
        ? `No merge time estimated${aheadWords(e.prsAhead)}.`
        : 'No estimate: the service gave none.';
}
// ---- A requeue ----------------------------------------------------------------------------------
/** What each decision means: the summary's words and docs/why.md's table. */
const REQUEUE_DECISIONS = {
    requeued: 'it left for a cause not its own, and was submitted again',
    'not-out': 'it is still in the queue (nothing to requeue)',
    'not-submitted': 'the queue has no record of it',
    'not-transient': 'it left for a cause of its own: the author must act',
    'cause-unknown': 'the cause could not be read, so it is not requeued',
    'count-unknown': 'the earlier requeues could not be counted (a record not read in full), so it is not requeued',
    'limit-reached': 'it was already requeued max-requeues times at this commit',
    'no-record': 'no record to count requeues by (no timeline from the service, no comment)',
    'back-in-queue': 'read again right before the submit, it was back in the queue',
    merged: 'read again right before the submit, it was merged',
    'new-commit': "the queue's entry is for another commit than the PR's head",
    changed: 'read again right before the submit, it had left the queue again since',
    'submit-failed': 'the submit failed (the error says why)',
};
/** What a decision's detail adds, in words. */
function requeueDetailWords(o) {
    switch (o.detail?.kind) {
        case 'limit':
            return `${o.detail.done} of ${o.detail.max}`;
        case 'count-not-written':
            return 'the count could not be written to the comment';
        case 'not-entered':
            return 'read back after the submit, the PR had not entered the queue; nothing was sent again';
        case 'count-unknown':
            return o.detail.source === 'service'
                ? `the service's history of the PR: ${failureWords(o.detail.failure)}`
                : `the PR comment's count: ${o.detail.failure.message}`;
        case undefined:
            return undefined;
    }
}
/** The comment's line written right before the submit: the try it is. */
function requeueTryWords(prNumber, count) {
    return `Requeued, try ${count.done + 1} of ${count.max}: PR #${prNumber} goes back in the queue (a cause not its own).`;
}
/** The words of a decision, for the log, the summary and the comment (Markdown-safe). */
function requeueWords(o, prNumber) {
    if (o.requeued) {
        const at = o.sha ? ` at commit ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(o.sha.slice(0, 12))}` : '';
        const count = o.count ?? { done: 0, max: 1 };
        return `Requeued: PR #${prNumber} was submitted again${at} (requeue ${count.done + 1} of ${count.max}).`;
    }
    const detail = requeueDetailWords(o);
    return `Not requeued (${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(o.decision)}): ${REQUEUE_DECISIONS[o.decision]}${detail ? ` (${detail})` : ''}.`;
}
/** A decision's words as the log says them: no code spans in a log line. */
function requeueLogLine(words) {
    return words.replace(/\u0060/g, '');
}
/** The notice of a decision made at the last moment (the re-read before or after the submit). */
function requeueNotice(o, prNumber) {
    if (!o.late)
        return undefined;
    if (o.decision === 'submit-failed')
        return `PR #${prNumber}: not requeued: ${requeueDetailWords(o)}.`;
    return `PR #${prNumber}: ${REQUEUE_DECISIONS[o.decision]}; nothing was submitted.`;
}
// ---- A PR ---------------------------------------------------------------------------------------
/** The queue's entry is for another commit than the PR's head. */
function staleWords(entrySha, headSha) {
    return `The queue's entry is for commit ${entrySha.slice(0, 12)}, not the PR's head ${headSha.slice(0, 12)}.`;
}
/** A NOT_READY PR's reasons, as the log says them. */
function notReadyLine(reasons) {
    return `Not ready: ${reasons.join('; ')}.`;
}
/** The queue could not be read for context (a debug line: the command goes on without it). */
function queueUnreadLine(f) {
    return `Could not read the queue: ${f.message}`;
}
/** The one answer to a merged PR (`what`: what the command did not do). */
function alreadyMergedWords(prNumber, what) {
    return `PR #${prNumber} is already MERGED: ${what}.`;
}
/** The log's line of a cause, of its details and of each failed check; the error annotation's title. */
const WHY_LOG = {
    headline: (headline) => `Why: ${headline}`,
    detail: (detail) => `  ${detail}`,
    check: (c) => `  ${c.name}: ${c.conclusion}${c.url ? ` ${c.url}` : ''}`,
    annotation: (prNumber, headline) => `PR #${prNumber}: ${headline}`,
    title: (checks) => `Merge queue: ${checks === 1 ? 'a check' : 'checks'} failed`,
};
// ---- The PR comment -----------------------------------------------------------------------------
/** What the PR comment and its warnings say. */
const COMMENT_WORDS = {
    cannotKeep: (prNumber, problem) => `Could not keep the PR comment on #${prNumber}: ${problem}. The step's result is unchanged.`,
    noToken: () => `no GitHub token (set ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inputRef */ .io)('github-token')}${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_1__/* .actionOnly */ .Zy)(', default ${{ github.token }}')})`,
    refused: (status) => `GitHub answered ${status}: the token may not write to this PR (${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_1__/* .actionOnly */ .Zy)('fork PRs and Dependabot get a read-only token; the job needs permissions: pull-requests: write')}${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cliOnly */ .dz)('it needs write access to pull requests')})`,
    answered: (status) => `GitHub answered ${status}`,
    unreadable: (status) => `GitHub answered ${status} to the read of the PR's comments`,
    unknownWriter: (prNumber) => `Could not tell who the token writes as: older merge-queue comments on #${prNumber} were left as they are.`,
    updated: (url) => `Updated the PR comment${url ? ` ${url}` : ''}.`,
    commented: (url) => `Commented on the PR${url ? `: ${url}` : ''}.`,
    merged: (prNumber) => `PR #${prNumber} was merged by the queue.`,
    queuedAgain: (prNumber) => `PR #${prNumber} is in the queue again.`,
    footer: (iso, sha) => `<sub>Updated by merge-queue-action ${iso}${sha}.</sub>`,
};


/***/ }),

/***/ 1068:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EI: () => (/* binding */ NOT_SUBMITTED_STATE),
/* harmony export */   G0: () => (/* binding */ Inputs),
/* harmony export */   dQ: () => (/* binding */ binarySize),
/* harmony export */   eO: () => (/* binding */ MAX_FAILING_TESTS_OUTPUT_BYTES),
/* harmony export */   i3: () => (/* binding */ MAX_LIST_OUTPUT_BYTES),
/* harmony export */   tY: () => (/* binding */ Outputs),
/* harmony export */   uI: () => (/* binding */ NOT_SUBMITTED),
/* harmony export */   wp: () => (/* binding */ isInputName)
/* harmony export */ });
/** Input and output names of action.yml: the contract with workflows, kept in one place. */
const Inputs = {
    Command: 'command',
    ApiToken: 'api-token',
    ApiUrl: 'api-url',
    Repository: 'repository',
    RepositoryHost: 'repository-host',
    TargetBranch: 'target-branch',
    PrNumber: 'pr-number',
    PrSha: 'pr-sha',
    Priority: 'priority',
    NoBatch: 'no-batch',
    ImpactedTargets: 'impacted-targets',
    ImpactedTargetsFile: 'impacted-targets-file',
    WaitFor: 'wait-for',
    FailOn: 'fail-on',
    TimeoutSeconds: 'timeout-seconds',
    PollIntervalSeconds: 'poll-interval-seconds',
    MaxPollIntervalSeconds: 'max-poll-interval-seconds',
    NotSubmittedTimeoutSeconds: 'not-submitted-timeout-seconds',
    OrgUrlSlug: 'org-url-slug',
    WindowHours: 'window-hours',
    TestId: 'test-id',
    TestRunId: 'test-run-id',
    QueueSettings: 'queue-settings',
    MetricsFile: 'metrics-file',
    MetricsScope: 'metrics-scope',
    RequestTimeoutSeconds: 'request-timeout-seconds',
    JunitPaths: 'junit-paths',
    TestReports: 'test-reports',
    GithubToken: 'github-token',
    AllowFailures: 'allow-failures',
    TestOutcome: 'test-outcome',
    Variant: 'variant',
    TestCollection: 'test-collection',
    AllowEmptyTestResults: 'allow-empty-test-results',
    Comment: 'comment',
    RerunMode: 'rerun-mode',
    CheckoutPath: 'checkout-path',
    ExternalChecks: 'external-checks',
    Requeue: 'requeue',
    MaxRequeues: 'max-requeues',
    QuarantineFile: 'quarantine-file',
    QuarantineMaxDays: 'quarantine-max-days',
    RetriedTests: 'retried-tests',
    ExpectedReports: 'expected-reports',
    JudgedReport: 'judged-report',
    TestBranch: 'test-branch',
    CancelRun: 'cancel-run',
    Watch: 'watch',
    CommitSha: 'commit-sha',
    DryRun: 'dry-run',
};
/** True for the name of an input of the action. */
function isInputName(name) {
    return Object.values(Inputs).includes(name);
}
const Outputs = {
    Outcome: 'outcome',
    State: 'state',
    IsSubmitted: 'is-submitted',
    PriorityName: 'priority-name',
    PriorityValue: 'priority-value',
    TimedOut: 'timed-out',
    ImpactedTargetsMode: 'impacted-targets-mode',
    ImpactedTargetsCount: 'impacted-targets-count',
    RequestBytes: 'request-bytes',
    FailingTestsCount: 'failing-tests-count',
    FlakyTestsCount: 'flaky-tests-count',
    QuarantinedTestsCount: 'quarantined-tests-count',
    FailingTests: 'failing-tests',
    TestStatus: 'test-status',
    IsQuarantined: 'is-quarantined',
    FailureRate: 'failure-rate',
    QueueState: 'queue-state',
    QueueDepth: 'queue-depth',
    QueuePosition: 'queue-position',
    PrSha: 'pr-sha',
    ErrorKind: 'error-kind',
    TestingStatus: 'testing-status',
    MetricsFile: 'metrics-file',
    FailedTestsCount: 'failed-tests-count',
    QuarantinedFailuresCount: 'quarantined-failures-count',
    RepoQuarantinedFailuresCount: 'repo-quarantined-failures-count',
    FlakyFailuresCount: 'flaky-failures-count',
    UnexplainedFailuresCount: 'unexplained-failures-count',
    UnexplainedFailures: 'unexplained-failures',
    PassedOnRetryCount: 'passed-on-retry-count',
    RetrySeconds: 'retry-seconds',
    IsMergeQueueRun: 'is-merge-queue-run',
    PrNumber: 'pr-number',
    ApiVersion: 'api-version',
    Reason: 'reason',
    FailedChecks: 'failed-checks',
    Findings: 'findings',
    ErrorsCount: 'errors-count',
    WarningsCount: 'warnings-count',
    UnknownsCount: 'unknowns-count',
    EstimatedMergeAt: 'estimated-merge-at',
    PrsAhead: 'prs-ahead',
    Requeued: 'requeued',
    RequeueDecision: 'requeue-decision',
    Needed: 'needed',
    TestBranch: 'test-branch',
    TestedPrs: 'tested-prs',
    RunCancelled: 'run-cancelled',
    AlreadyVerified: 'already-verified',
    VerifiedByUrl: 'verified-by-url',
    RequiredChecks: 'required-checks',
    DraftPrs: 'draft-prs',
    SetCount: 'set-count',
    ClearedCount: 'cleared-count',
    UnchangedCount: 'unchanged-count',
    LeftAloneCount: 'left-alone-count',
    UnresolvedCount: 'unresolved-count',
    FailedCount: 'failed-count',
};
/**
 * The state of a PR the queue has no record of: one name, lower case where states are compared
 * (as the API spells them), upper case in the `state` output and the summary, like every state.
 */
const NOT_SUBMITTED_STATE = 'not_submitted';
/** The `state` output for a PR the queue has no record of ({@link NOT_SUBMITTED_STATE}). */
const NOT_SUBMITTED = 'NOT_SUBMITTED';
/**
 * The most bytes a list output (`failing-tests`, `unexplained-failures`) carries: a job's outputs
 * share a 1 MiB budget.
 */
const MAX_LIST_OUTPUT_BYTES = 256 * 1024;
/** The most bytes the `failing-tests` output carries. */
const MAX_FAILING_TESTS_OUTPUT_BYTES = MAX_LIST_OUTPUT_BYTES;
/** A size in the binary units people say: `20 MiB`, `256 KiB`, else bytes. */
function binarySize(bytes) {
    if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0)
        return `${bytes / (1024 * 1024)} MiB`;
    if (bytes >= 1024 && bytes % 1024 === 0)
        return `${bytes / 1024} KiB`;
    return `${bytes} bytes`;
}


/***/ }),

/***/ 9011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ defaultOf),
/* harmony export */   z: () => (/* binding */ DEFAULTS)
/* harmony export */ });
/* harmony import */ var _descriptions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4386);
/**
 * The inputs' defaults, from their descriptions (descriptions.ts), which action.yml is generated
 * from. The runner passes them filled in; a run by another door (or a hand run of dist/index.js)
 * gets them from here.
 */

/** Every input's default, by name (inputs without one are absent). */
const DEFAULTS = Object.fromEntries(Object.entries(_descriptions_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc).flatMap(([name, d]) => d.default === undefined ? [] : [[name, d.default]]));
/** The default of an input, or '' when it has none. */
function defaultOf(name) {
    return DEFAULTS[name] ?? '';
}


/***/ }),

/***/ 4386:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A2: () => (/* binding */ commandNameIn),
/* harmony export */   V_: () => (/* binding */ OUTPUT_JSON_TYPES),
/* harmony export */   bA: () => (/* binding */ inputNameIn),
/* harmony export */   eG: () => (/* binding */ describeInput),
/* harmony export */   "if": () => (/* binding */ ERROR_KIND_TITLES),
/* harmony export */   mc: () => (/* binding */ INPUTS)
/* harmony export */ });
/* unused harmony exports describeValue, OUTCOME_DOCS, OUTPUTS, ERROR_KIND_DOCS */
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4567);
/* harmony import */ var _client_v2_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9444);
/* harmony import */ var _wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(494);
/* harmony import */ var _quarantine_defaults_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5932);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1068);
/* harmony import */ var _ports_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2425);
/**
 * What each input and output is, once: its description (in the words of no door: the generator
 * adds "wait:"-style prefixes to the root action.yml), its default, and for an input that a
 * command may require, what a value looks like. action.yml, every sub-action's action.yml, the
 * README tables and the CLI's --help are generated from this and the command table
 * (`npm run generate`). Adding an input: its name in constants.ts, an entry here, and its name in
 * the `inputs` of the commands that read it.
 */






const LIST_OUTPUT = (0,_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .binarySize */ .dQ)(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_LIST_OUTPUT_BYTES */ .i3);
const BODY_LIMIT = (0,_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .binarySize */ .dQ)(_client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_REQUEST_BODY_BYTES */ .qG);
/** v2's most targets per upload, as people write it (100,000). */
const V2_MAX_TARGETS = String(_wire_v2_schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .V2_MAX_IMPACTED_TARGETS */ .dX).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
/** Every input of the action. */
const INPUTS = {
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.Command]: {
        description: 'What to do (the root action only; each sub-action has its command fixed).',
        cli: 'The command',
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.ApiToken]: {
        value: { kind: 'secret' },
        description: "The token, which also picks the API: a Trunk API key (trunk_v2_…, sent as Bearer) runs the merge-queue commands over the v2 API with the key's permissions; anything else is the organization's v1 API token (x-api-token). E.g. secrets.TRUNK_API_TOKEN. failing-tests, test-details and check-test-results need the v1 token. Required, except for upload-targets from a fork PR, where the run id is sent instead (fork runs get no secrets; always v1).",
        cli: 'TRUNK_API_TOKEN',
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.ApiUrl]: {
        description: `Base URL of the API. Default (empty): ${_client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_BASE_URL */ .Ql} for a v1 token, ${_client_v2_index_js__WEBPACK_IMPORTED_MODULE_1__/* .V2_DEFAULT_BASE_URL */ .M6} for a v2 key (whose paths carry /v2). A v1 URL ends in /v1; a v2 URL is the host root. http: is accepted only for loopback addresses (the local emulator).`,
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.Repository]: {
        description: `The repository, owner/name (as GITHUB_REPOSITORY spells it: no URL, no .git). Default: ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_4__/* .actionOnly */ .Zy)("the workflow's repository")}${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cliOnly */ .dz)("the CI's (GITHUB_REPOSITORY, BUILDKITE_REPO, CIRCLE_PROJECT_USERNAME/CIRCLE_PROJECT_REPONAME or GIT_URL)")}.`,
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.RepositoryHost]: {
        description: `Host of the repository. Default: ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_4__/* .actionOnly */ .Zy)('the host of the server the workflow runs on')}${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cliOnly */ .dz)("the host of the CI's repository URL")} (github.com).`,
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.TargetBranch]: {
        description: `Branch of the merge queue. Default: the PR's base branch, from ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_4__/* .actionOnly */ .Zy)('the event or (comments, dispatches, test branches)')}${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cliOnly */ .dz)("the CI's PR or")} one lookup of the PR on GitHub; never guessed for a PR. get-queue and doctor (which only read) fall back to the repository's default branch${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cliOnly */ .dz)(' (on GitHub Actions)')}.`,
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.PrNumber]: {
        description: `The PR. Default: the PR of ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_4__/* .actionOnly */ .Zy)('the triggering event (a PR comment, a trunk-merge/pr-N/<uuid> test branch)')}${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cliOnly */ .dz)("the CI's build (its PR, or a trunk-merge/pr-N/<uuid> test branch)")}.`,
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.PrSha]: {
        description: `The PR's head commit. Default: the head sha of ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_4__/* .actionOnly */ .Zy)("the event's PR")}${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cliOnly */ .dz)("the CI's PR")} (not the merge commit), else from the lookup of the PR. Used to detect stale queue entries; required by upload-targets.`,
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.GithubToken]: {
        value: { kind: 'secret' },
        description: "Token for the one GitHub API lookup of a PR (GET /repos/{owner}/{repo}/pulls/{number}) when the event lacks its base branch or head commit; needs permission pull-requests: read. Not used when target-branch and pr-sha are given or the event is the PR's own. doctor reads the branch's protection and rulesets (contents: read) and recent workflow runs (actions: read) with it.",
        default: '${{ github.token }}',
        cli: 'GITHUB_TOKEN',
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.Priority]: {
        description: "low, medium, high, urgent, or 0 (highest) to 255. Default: the queue's default (medium).",
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.NoBatch]: {
        value: { kind: 'boolean' },
        description: 'Test this PR alone, outside batches (true or false).',
        default: 'false',
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.ImpactedTargets]: {
        value: { kind: 'list' },
        description: 'Targets one per line, a JSON array, or ALL. [] is an empty list.',
        expected: `targets one per line, a JSON array, or ALL (or a file of them in ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_4__/* .inputRef */ .io)(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.ImpactedTargetsFile)}); an empty list must be given as []`,
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.ImpactedTargetsFile]: {
        description: 'A regular file of UTF-8 text: targets one per line, a JSON array of strings, or ALL (any case); anything else (a JSON object, NUL bytes, a device or pipe) is refused, and a file over 20 MiB is sent as ALL.',
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.WaitFor]: {
        description: 'PR states that end the wait successfully, comma-separated (either case).',
        default: 'merged',
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.FailOn]: {
        description: `PR states that end the wait as a failure, comma-separated, or none; the default leaves out the states ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_4__/* .inputRef */ .io)(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.WaitFor)} names.`,
        default: 'failed,cancelled',
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.TimeoutSeconds]: {
        value: { kind: 'integer', min: 1, max: 5 * 24 * 3600, unit: 'seconds' },
        description: 'How long to wait in all before failing with outcome=timeout.',
        default: '3600',
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.PollIntervalSeconds]: {
        value: { kind: 'integer', min: 1, max: 3600, unit: 'seconds' },
        description: 'The poll interval; it backs off (with jitter) while nothing changes and resets on a change.',
        default: '15',
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.MaxPollIntervalSeconds]: {
        value: { kind: 'integer', min: 1, max: 3600, unit: 'seconds' },
        description: 'The longest poll interval the back-off reaches.',
        default: '60',
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.NotSubmittedTimeoutSeconds]: {
        value: { kind: 'integer', min: 0, max: 5 * 24 * 3600, unit: 'seconds' },
        description: 'How long a PR that is not in the queue may take to appear (0: fail at once with outcome=not-submitted).',
        default: '0',
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.OrgUrlSlug]: {
        description: "Your Trunk organization's URL slug.",
        expected: "your Trunk organization's URL slug",
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.WindowHours]: {
        value: { kind: 'integer', min: 1, max: 168, unit: 'hours' },
        description: 'The window to list failures in, ending now.',
        default: '24',
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.TestId]: {
        description: 'The test case id (a UUID).',
        expected: 'a UUID, e.g. 01234567-0123-0123-0123-0123456789ab',
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.TestRunId]: {
        description: "The test run id: the uuid of its trunk-merge/pr-N/<uuid> test branch (v1 bisection runs add -bisection…, as their branch does). Default: read from the run's own test branch.",
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.QueueSettings]: {
        description: 'A JSON object of the settings to set, e.g. {"mode":"parallel","concurrency":4}. Numbers in range: concurrency, bisectionConcurrency, batchingMinSize 1 to 1000; pendingFailureDepth 0 to 1000; testingTimeoutMinutes 0 to 10080 (0: no timeout); batchingMaxWaitTimeMinutes 1 to 10080.',
        expected: 'a JSON object of settings, e.g. {"state":"paused"}',
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.MetricsFile]: {
        description: `Where to write the Prometheus text. A relative path is taken from the working directory and must stay inside the workspace or the runner's temp folder (RUNNER_TEMP), symbolic links included; an absolute path${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_4__/* .actionOnly */ .Zy)(' (e.g. ${{ runner.temp }}/mq.prom)')} is written where it says.`,
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.MetricsScope]: {
        description: "repository (this repository's queues) or organization (every repository).",
        default: 'repository',
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.RequestTimeoutSeconds]: {
        value: { kind: 'integer', min: 5, max: 3600, unit: 'seconds' },
        description: 'Deadline of each API call, retries included.',
        default: '120',
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.CheckoutPath]: {
        description: "doctor: the repository's checkout, a folder that exists, where .github/workflows/*.yml (and .trunk/trunk.yaml) are read; relative to the working directory.",
        default: '.',
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.ExternalChecks]: {
        value: { kind: 'list' },
        description: 'doctor: required checks another CI posts (Buildkite, CircleCI, Jenkins), one per line: doctor does not look for them in the workflows.',
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.JunitPaths]: {
        value: { kind: 'list' },
        description: `The former name of ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_4__/* .inputRef */ .io)(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.TestReports)} (give one of the two).`,
        expected: 'one glob per line of test reports, e.g. reports/**/*.xml',
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.TestReports]: {
        value: { kind: 'list' },
        description: 'Test reports, one glob per line, relative to the workspace (a leading ! excludes), of any format the gate reads (docs/test-gate.md lists them), each proved by its content. A line "complete: <glob>" says those reports show failures outside test cases.',
        expected: 'one glob per line of test reports, e.g. reports/**/*.xml',
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.AllowFailures]: {
        description: 'The classes of failures that do not fail the gate, comma-separated: quarantined, flaky, or none.',
        default: 'quarantined',
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.TestOutcome]: {
        description: `The test step's own outcome${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_4__/* .actionOnly */ .Zy)(', ${{ steps.<id>.outcome }}')}: success, failure, cancelled or skipped. With failure the gate passes only when its reports account for it (every failure they show is forgiven and each report can show failures outside tests, see docs/test-gate.md); cancelled or skipped end in outcome=error. Empty: not checked.`,
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.AllowEmptyTestResults]: {
        value: { kind: 'boolean' },
        description: "Reports that hold no test are expected (true or false; Trunk's uploader calls it --allow-empty-test-results). False: a report read as its format but holding no test case and no failure outside tests is an error naming it.",
        default: 'false',
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.QuarantineFile]: {
        description: "The repository's quarantine file (YAML, relative to the workspace; schema: quarantine.schema.json): tests with an owner, a reason and an expiry, forgiven by the gate while in force, also when Trunk cannot be read, and made Trunk's overrides by sync-quarantine. No file there: nothing is quarantined by the repository (sync-quarantine: an error, docs/quarantine.md). doctor reads it relative to the checkout it checks, and checks it (docs/doctor.md).",
        default: _quarantine_defaults_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_QUARANTINE_FILE */ .Q,
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.QuarantineMaxDays]: {
        value: { kind: 'integer', min: 1, max: 366 },
        description: 'How many days ahead an entry of the quarantine file may expire; an entry further ahead is an error naming its line.',
        default: String(_quarantine_defaults_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_MAX_QUARANTINE_DAYS */ .I),
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.RetriedTests]: {
        description: 'What a test that failed and then passed on a retry does to the gate: pass (not counted), warn (an annotation per test) or fail (the gate fails naming each test). The summary keeps its first failure message.',
        default: 'pass',
        expected: 'pass, warn or fail',
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.ExpectedReports]: {
        description: `Shards: the number of report files the gate must find, or each-pattern (every line of ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_4__/* .inputRef */ .io)(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.TestReports)} is one shard and must match a file). A shard whose report is missing fails the gate naming it. Empty: not checked.`,
        expected: 'a number of reports, or each-pattern',
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.JudgedReport]: {
        description: 'A path (relative to the workspace) where the gate writes the failures it judged as JUnit XML: each forgiven failure (quarantined by Trunk or the repository, flaky when allowed, passed on a retry) marked skipped with why and its original message; every real failure stays a failure. Empty: none written.',
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.Comment]: {
        description: `Keep one comment on the PR with its queue state, the cause and the failing checks: never, on-failure (FAILED, PENDING_FAILURE, CANCELLED; once written it is kept up to date) or always. Needs ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_4__/* .inputRef */ .io)(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.GithubToken)} with pull-requests: write; a token that may not write only warns.`,
        default: 'never',
        expected: 'never, on-failure or always',
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.Requeue]: {
        description: `wait only: transient puts the PR back in the queue when it left for a cause not its own (a timed-out test run, checks that were cancelled or timed out rather than failed), at most ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_4__/* .inputRef */ .io)(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.MaxRequeues)} times per head commit; never leaves it out (docs/why.md).`,
        default: 'never',
        expected: 'never or transient',
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.MaxRequeues]: {
        value: { kind: 'integer', min: 0, max: 10 },
        description: "How many times requeue (or wait's requeue: transient) may put the PR back per head commit, counted from the service's record of the PR, else the comment's hidden data; with neither, none.",
        default: '1',
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.TestBranch]: {
        description: "the merge-queue test branch this run tests (trunk-merge/pr-N/<uuid>). Default: the run's own (a push to a test branch, or the head branch of the queue's draft PR).",
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.CancelRun]: {
        value: { kind: 'boolean' },
        description: "cancel the GitHub Actions run it checks, through GitHub's API, once it can no longer matter (needs actions: write); never when it cannot tell. Default false: only the outputs say it.",
        default: 'false',
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.DryRun]: {
        value: { kind: 'boolean' },
        description: 'true: read Trunk and print the plan (what would be set, cleared, left alone), and send no write. Default false.',
        default: 'false',
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.Watch]: {
        value: { kind: 'boolean' },
        description: `keep checking (every ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_4__/* .inputRef */ .io)(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.PollIntervalSeconds)}, backing off to ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_4__/* .inputRef */ .io)(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.MaxPollIntervalSeconds)}) until the run stops mattering, its other jobs end, or ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_4__/* .inputRef */ .io)(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.TimeoutSeconds)} pass.`,
        default: 'false',
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.CommitSha]: {
        description: "on a push to the target branch, the pushed commit whose tree is compared with the tree the queue tested. Default: the run's commit (GITHUB_SHA).",
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.RerunMode]: {
        description: 'now (stops jobs of those workflows still running, then re-runs the failed ones) or wait (lets them finish first).',
        default: 'wait',
        expected: 'now or wait',
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.Variant]: {
        description: "The variant the tests were uploaded to Trunk with (part of Trunk's test id), empty for none.",
    },
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.TestCollection]: {
        description: "With a Trunk API key (v2): the test collection holding the repository's tests, by id (8 letters and digits) or exact name. Default: the organization's only collection. Not used with a v1 token.",
    },
};
/** The sentence a value adds to its input's description: `A whole number of hours from 1 to 168.` */
function describeValue(value) {
    if (value?.kind !== 'integer')
        return '';
    const of = value.unit ? ` of ${value.unit}` : '';
    const long = value.unit === 'seconds' && value.max >= 48 * 3600 ? ` (${value.max / 86400} days)` : '';
    return `A whole number${of} from ${value.min} to ${value.max}${long}.`;
}
/** Input `name`'s description as every door shows it: its text and what its value may be. */
function describeInput(name, door = 'action') {
    const row = INPUTS[name];
    const value = describeValue(row.value);
    const text = value ? `${row.description} ${value}` : row.description;
    return (0,_ports_text_js__WEBPACK_IMPORTED_MODULE_4__/* .inDoorWords */ .PM)(text, door, (kind, v) => kind === 'command' ? commandNameIn(door, v) : (0,_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .isInputName */ .wp)(v) ? inputNameIn(door, v) : v);
}
/**
 * How each door names input `name`: the action and its sub-actions `pr-sha`, the CLI `--pr-sha`
 * (a token: its environment variable), the runner's environment `INPUT_PR-SHA`.
 */
function inputNameIn(door, name) {
    if (door === 'env')
        return `INPUT_${name.toUpperCase()}`;
    if (door === 'cli')
        return INPUTS[name].cli ?? `--${name}`;
    return name;
}
/** How each door names command `name`: `command: wait` in the action, `merge-queue wait` in the CLI. */
function commandNameIn(door, name) {
    return door === 'cli' ? `merge-queue ${name}` : `command: ${name}`;
}
/** What each outcome means, once (the reference, the outcome output's description). */
const OUTCOME_DOCS = {
    success: 'the command did what was asked',
    failure: 'the command ran and the answer is no: a wait reached a fail-on state, the gate found unexplained failures, a queue was not deleted',
    unknown: 'the command could not tell (doctor: something it had to read or decide could not be; see its unknown findings), and nothing it could tell failed (the step fails)',
    timeout: 'wait reached timeout-seconds (timed-out=true)',
    'not-submitted': `the PR is not in the queue (state ${_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .NOT_SUBMITTED */ .uI}, or MERGED for a cancel or restart-tests of a merged PR, where nothing was done)`,
    stale: "the queue's entry is for another commit than the PR's head: its state is an old commit's (the step fails)",
    error: 'something went wrong: error-kind says what',
};
/** Every output of the action. */
const OUTPUTS = {
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.Outcome]: `${Object.keys(OUTCOME_DOCS).join(', ')} (each explained in docs/reference.md).`,
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.State]: 'The PR state in upper case (e.g. TESTS_PASSED), or NOT_SUBMITTED.',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.IsSubmitted]: 'true when the PR is in the queue now.',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.PriorityName]: "The PR's priority name (e.g. medium).",
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.PriorityValue]: "The PR's priority value (0 highest).",
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.TimedOut]: 'true when the wait ended at its timeout.',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.ImpactedTargetsMode]: `list, or ALL (asked for, or the list was over ${BODY_LIMIT} or, on the v2 API, over ${V2_MAX_TARGETS} targets).`,
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.ImpactedTargetsCount]: 'Targets in the list sent (0 for ALL).',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.RequestBytes]: 'Bytes of the request body sent.',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.FailingTestsCount]: 'Tests that failed in the window.',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.FlakyTestsCount]: 'Of them, flaky ones.',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.QuarantinedTestsCount]: 'Of them, quarantined ones.',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.FailingTests]: `The tests as compact JSON, most failing first (cut to ${LIST_OUTPUT}).`,
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.TestStatus]: "The test's status as the service gives it (healthy, flaky, broken, ...); empty when it gives none.",
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.IsQuarantined]: 'true when the test is quarantined, else false.',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.FailureRate]: "The test's failure rate over the last 7 days, in percent with one decimal (12.5), as the summary shows it.",
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.QueueState]: "The queue's state in lower case (running, paused, draining, switching_modes).",
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.QueueDepth]: 'PRs in the queue.',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.QueuePosition]: "The PR's 1-based position in the queue.",
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.PrSha]: 'The commit the queue entry is for.',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.ErrorKind]: `When outcome=error, what failed: ${_client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ERROR_KINDS */ .z1.join(', ')} (each explained in docs/reference.md).`,
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.TestingStatus]: 'in_progress, failed, cancelled or succeeded.',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.MetricsFile]: 'The absolute path of the file written.',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.IsMergeQueueRun]: 'true when the run is on a merge-queue test branch (trunk-merge/pr-N/<uuid>), else false.',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.PrNumber]: 'The PR the step was about (on a merge-queue test branch: the PR under test), when known.',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.ApiVersion]: 'The API the token selects, so the one the step used (or would have used, when an input was refused): v2 for a Trunk API key (trunk_v2_…), else v1.',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.FailedTestsCount]: 'Failed tests in the reports (every attempt <failure> or <error>; a test retried in one report counts once).',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.QuarantinedFailuresCount]: 'Failures of tests Trunk has quarantined.',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.FlakyFailuresCount]: 'Failures of tests Trunk knows as flaky.',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.UnexplainedFailuresCount]: 'Failures outside allow-failures (they fail the gate).',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.UnexplainedFailures]: `The unexplained failures as compact JSON (name, classname, file, class, link when known), at most ${LIST_OUTPUT}. Text from the PR: pass it to run: through env:.`,
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.Reason]: 'Why the PR is in its state, as a short code (tests-failed, cancelled-by-user, behind-base, ...; the README lists them); empty where the state has no cause (MERGED, TESTING, ...), unknown when the cause could not be read. still-needed: why the run is or is not needed (testing, cancelled, failed, restarted, merged, not-in-queue, unknown, ...; docs/still-needed.md).',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.Findings]: 'doctor: what will or may stall the queue, and what it could not tell, as a JSON array of {code, severity, check, file, line, message} (severity error, warning or unknown); [] when nothing.',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.ErrorsCount]: 'doctor: findings that will stall the queue (the step fails when there are any).',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.WarningsCount]: 'doctor: findings that may stall the queue, or that the queue does not really test.',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.UnknownsCount]: 'doctor: findings it could not tell (a setting or a file it could not read, a condition known only when the run starts); with any, outcome is unknown.',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.FailedChecks]: "The checks that failed in the queue's test run, as a JSON array of {name, conclusion, url}; [] when none failed. Text from the PR: pass it to run: through env:.",
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.EstimatedMergeAt]: 'When the queued PR is expected to merge (ISO 8601), as the service estimates it; empty when it gives none (not queued, paused, estimates off, a pending failure).',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.PrsAhead]: 'How many PRs are ahead of it in the queue (its position less one, the same on v1 and v2); empty when the queue was not read.',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.Requeued]: 'true when this step submitted the PR to the queue again, else false.',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.RequeueDecision]: 'Why it did or did not requeue, as a code (requeued, not-transient, limit-reached, no-record, back-in-queue, merged, new-commit, ...; docs/why.md lists them).',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.RepoQuarantinedFailuresCount]: "Failed tests an entry in force of the repository's quarantine file names (forgiven; some may be quarantined in Trunk too).",
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.Needed]: 'false when this run can no longer matter to the queue (the reason says why), else true (also when it could not tell).',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.TestBranch]: 'the test branch it read.',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.TestedPrs]: 'the PRs the test branch tests (one, or a batch), comma-separated.',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.RunCancelled]: 'true when this step asked GitHub to cancel the run it checks (accepted), else false.',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.AlreadyVerified]: "on a push to the target branch, true when the pushed commit's tree is exactly the tree the queue tested and passed for the PR it merged, else false (the reason says why).",
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.VerifiedByUrl]: 'with already-verified true, the link to the tested commit (its checks) of the verification run.',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.PassedOnRetryCount]: 'Tests that failed and then passed on a retry in the same report (flaky in this run; never counted by the gate).',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.RetrySeconds]: 'Seconds the failed attempts of the tests that passed on a retry took (as the reports give them), summed.',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.RequiredChecks]: "get-queue: the checks the queue's settings require, as a JSON array of names; unknown when the queue sets none of its own (GitHub's branch protection or .trunk/trunk.yaml decides: doctor reads them).",
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.DraftPrs]: 'get-queue: true when the queue opens a draft PR for each test branch (its checks run on pull_request too), false when it only pushes the branch (never guessed: a queue read without the setting fails as a bad response).',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.SetCount]: 'Tests whose quarantine override this step set to alwaysQuarantine (with dry-run: would set).',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.ClearedCount]: 'Tests whose override this step cleared: its own overrides of entries removed or expired (with dry-run: would clear).',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.UnchangedCount]: 'Tests whose override already said what the file says.',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.LeftAloneCount]: 'Tests an entry names that carry an override a person set (its reason lacks the marker): never changed.',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.UnresolvedCount]: 'Entries in force that no test in Trunk matches (nothing can be set).',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.FailedCount]: 'Tests whose write failed or was not sent (each named in the log and the summary); the step then fails.',
};
/**
 * How `--json` prints an output that is not text: a number, or the JSON it holds (a list). Every
 * other output is a string, as the action sets it; a typed output that was not set is null.
 */
const OUTPUT_JSON_TYPES = {
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.Findings]: 'json',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.ErrorsCount]: 'number',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.WarningsCount]: 'number',
    [_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Outputs */ .tY.UnknownsCount]: 'number',
};
/** What each error kind means, and the title of a failed step's summary, once per kind. */
const ERROR_KIND_DOCS = {
    'invalid-request': {
        title: 'Request refused before sending',
        meaning: 'the client refused to build the request (a value the API cannot take)',
    },
    'request-too-large': {
        title: 'Request too large',
        meaning: `a request body over the API's ${BODY_LIMIT} limit that cannot fall back to ALL`,
    },
    config: { title: 'Configuration error', meaning: 'the client was set up wrongly (e.g. api-url)' },
    'bad-request': {
        title: 'Request refused by the API',
        meaning: 'HTTP 400: the API refused a value',
    },
    auth: {
        title: 'Not authorized',
        meaning: 'HTTP 401/403: the token is wrong, expired or revoked',
    },
    permission: {
        title: 'Missing permission',
        meaning: 'HTTP 403 on v2: the API key lacks a permission the command needs',
    },
    'not-found': {
        title: 'Not found',
        meaning: 'HTTP 404: no merge queue for the target branch (or the repository, the test, the run)',
    },
    conflict: {
        title: 'Conflict',
        meaning: 'HTTP 409: the request conflicts with the current state',
    },
    'too-large': { title: 'Request too large', meaning: 'HTTP 413: the API refused the body size' },
    'rate-limited': {
        title: 'Rate limited',
        meaning: 'HTTP 429 until the deadline: the API kept asking to slow down',
    },
    server: { title: 'Server error', meaning: 'HTTP 5xx until the deadline' },
    'unexpected-status': {
        title: 'Unexpected answer',
        meaning: 'an HTTP status the API does not document',
    },
    redirect: {
        title: 'Redirected',
        meaning: 'the API answered with a redirect, which is not followed',
    },
    network: {
        title: 'Network error',
        meaning: 'the API could not be reached (DNS, reset, refused)',
    },
    timeout: {
        title: 'Request timed out',
        meaning: 'an API call took longer than request-timeout-seconds, retries included',
    },
    'response-shape': {
        title: 'Unexpected response',
        meaning: "the API's answer did not have the documented shape",
    },
    pagination: { title: 'Pagination error', meaning: 'a paged list did not end or repeated itself' },
    cancelled: { title: 'Cancelled', meaning: 'the job was cancelled (SIGINT or SIGTERM)' },
    input: {
        title: 'Input refused',
        meaning: 'an input (a flag) or the context is wrong or missing: refused before any request',
    },
    'github-lookup': {
        title: 'GitHub lookup failed',
        meaning: "the one GitHub API lookup of the PR's base branch or head commit failed",
    },
    'test-reports': {
        title: 'Test reports unusable',
        meaning: 'check-test-results could not read or trust the JUnit reports or the test outcome',
    },
    'output-file': {
        title: 'File not written',
        meaning: 'a file the command was asked to write (metrics-file) could not be written',
    },
    internal: { title: 'Internal error', meaning: 'a bug: please report it with the debug log' },
};
/** The title of a failed step's error section, by kind. */
const ERROR_KIND_TITLES = Object.fromEntries(_client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ERROR_KINDS */ .z1.map((k) => [k, ERROR_KIND_DOCS[k].title]));


/***/ }),

/***/ 1318:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H$: () => (/* binding */ settledOutputsOf),
/* harmony export */   Oi: () => (/* binding */ MissingQueueError),
/* harmony export */   SP: () => (/* binding */ shown),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   kZ: () => (/* binding */ OutputFileError),
/* harmony export */   uK: () => (/* binding */ withSettledOutputs)
/* harmony export */ });
/* harmony import */ var _ports_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2425);

/** A wrong input: refused before any request, with a message naming the input. */
class InputError extends Error {
    input;
    problem;
    expected;
    /** The value for the `error-kind` output. */
    kind = 'input';
    constructor(
    /** The input's name as in action.yml, e.g. `pr-number`. */
    input, 
    /** What is wrong with the value given. */
    problem, 
    /** What is expected instead. */
    expected) {
        super(`Input '${input}': ${problem}${expected ? `; expected ${expected}` : ''}.`);
        this.input = input;
        this.problem = problem;
        this.expected = expected;
        this.name = 'InputError';
    }
    /** The message with the input named as a door names it (e.g. `--pr-number` for the CLI). */
    describe(nameInput) {
        const expected = this.expected ? `; expected ${this.expected}` : '';
        return `${nameInput(this.input)}: ${this.problem}${expected}.`;
    }
}
/** Shows a user's value in a message: quoted, one line, cut to 80 characters. */
function shown(value) {
    const one = JSON.stringify(value.length > 80 ? `${value.slice(0, 77)}...` : value);
    return one;
}
/** A file the action was asked to write could not be written (after the requests were made). */
class OutputFileError extends Error {
    /** The value for the `error-kind` output. */
    kind = 'output-file';
    constructor(message) {
        super(message);
        this.name = 'OutputFileError';
    }
}
/**
 * The queue a command addresses does not exist (the service answered 404 to reading it): told
 * apart from "the PR is not in the queue", which is a state, not an error. error-kind not-found.
 */
class MissingQueueError extends Error {
    /** The value for the `error-kind` output. */
    kind = 'not-found';
    constructor(repo, branch) {
        super(`There is no merge queue for branch ${JSON.stringify(branch)} of ${repo.owner}/${repo.name}: check ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inputRef */ .io)('target-branch')} (or the repository), or create the queue first (${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_0__/* .commandRef */ .Z9)('create-queue')}).`);
        this.name = 'MissingQueueError';
    }
}
const settled = new WeakMap();
/**
 * `e`, marked with the outputs its command had settled before it failed (check-test-results: the
 * counts of the reports it read before the API failed); execute() sets them beside error-kind.
 */
function withSettledOutputs(e, outputs) {
    if (e !== null && typeof e === 'object')
        settled.set(e, { ...settled.get(e), ...outputs });
    return e;
}
/** The outputs {@link withSettledOutputs} marked `e` with; none when it was not marked. */
function settledOutputsOf(e) {
    return (e !== null && typeof e === 'object' && settled.get(e)) || {};
}


/***/ }),

/***/ 5165:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $S: () => (/* binding */ parsePrNumber),
/* harmony export */   A: () => (/* binding */ parseQueueSettings),
/* harmony export */   Af: () => (/* binding */ parseTestRunId),
/* harmony export */   Gt: () => (/* binding */ parseStates),
/* harmony export */   I6: () => (/* binding */ parseOutputPath),
/* harmony export */   O1: () => (/* binding */ intInput),
/* harmony export */   Q2: () => (/* binding */ parseBaseUrl),
/* harmony export */   Qd: () => (/* binding */ parseBranch),
/* harmony export */   Rr: () => (/* binding */ parsePath),
/* harmony export */   SU: () => (/* binding */ parseRepository),
/* harmony export */   Yw: () => (/* reexport safe */ _wire_schemas_js__WEBPACK_IMPORTED_MODULE_6__.Yw),
/* harmony export */   cF: () => (/* binding */ parsePriority),
/* harmony export */   dF: () => (/* binding */ parseSlug),
/* harmony export */   gx: () => (/* binding */ checkTokenLength),
/* harmony export */   mm: () => (/* binding */ outputFoldersOf),
/* harmony export */   nV: () => (/* binding */ parseApiUrl),
/* harmony export */   pI: () => (/* binding */ parseToken),
/* harmony export */   qL: () => (/* binding */ parseSha),
/* harmony export */   wG: () => (/* binding */ parseRepositoryHost),
/* harmony export */   yG: () => (/* binding */ parseBoolean)
/* harmony export */ });
/* unused harmony exports parseText, QUEUE_SETTING_BOUNDS */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4567);
/* harmony import */ var _files_output_directory_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6348);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1068);
/* harmony import */ var _defaults_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9011);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1318);
/* harmony import */ var _wire_schemas_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9753);
/* harmony import */ var _wire_test_run_id_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7703);
/* harmony import */ var _ports_text_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2425);
/**
 * The parsers of input values: each takes the raw text and returns a typed value or throws an
 * {@link InputError} that names the input, shows what was given and says what is expected.
 */









// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
/** Longer base URLs do not fit the request line servers accept (typically 8 KiB with headers). */
const MAX_URL_LENGTH = 2048;
/** A DNS name is at most 253 characters. */
const MAX_HOST_LENGTH = 253;
/** The client's limit for `repo.owner` (GitLab subgroups make owners long). */
const MAX_OWNER_LENGTH = 255;
function parseApiUrl(raw) {
    const { url, path } = parseBaseUrl(raw, `a URL such as ${_client_index_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_BASE_URL */ .Ql}`);
    if (!path.endsWith('/v1')) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.ApiUrl, `${(0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .shown */ .SP)(raw)} does not end in /v1, so every request would miss the v1 API`, `the API's base URL ending in /v1, such as ${_client_index_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_BASE_URL */ .Ql}`);
    }
    return url.href.replace(/\/+$/, '');
}
/**
 * `api-url` as a base URL of either API: one line, at most {@link MAX_URL_LENGTH} characters, a
 * URL the client takes (the client's own rule, so the action refuses exactly what the client
 * would); `expected` says what the API of the token wants. Its path comes without trailing slashes.
 */
function parseBaseUrl(raw, expected) {
    // The URL parser drops tabs and newlines silently: a value with them is not what was meant.
    if (CONTROL.test(raw) || raw.length > MAX_URL_LENGTH) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.ApiUrl, `${(0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .shown */ .SP)(raw)} is not a URL on one line of at most ${MAX_URL_LENGTH} characters`, expected);
    }
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.ApiUrl, `${(0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .shown */ .SP)(raw)} is not a URL`, expected);
    }
    const problem = (0,_client_index_js__WEBPACK_IMPORTED_MODULE_1__/* .baseUrlProblem */ .aS)(url);
    if (problem)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.ApiUrl, `${(0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .shown */ .SP)(raw)} ${problem}`, expected);
    return { url, path: url.pathname.replace(/\/+$/, '') };
}
/** The fewest characters a token may have (the wire's rule, which the emulator's CLI names too). */

/**
 * Refuses a token too short to be one, naming `input` and never its value: checked before the
 * token is masked, so the message itself is not masked into nonsense.
 */
function checkTokenLength(input, token) {
    if (!token || token.length >= _wire_schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .MIN_TOKEN_LENGTH */ .Yw)
        return;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(input, `is ${token.length} character${token.length === 1 ? '' : 's'} long, too short to be a token (its value is not shown)`, input === _constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.ApiToken
        ? `the token exactly as issued, at least ${_wire_schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .MIN_TOKEN_LENGTH */ .Yw} characters (check that the secret is set to the whole token)`
        : `a GitHub token exactly as issued, at least ${_wire_schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .MIN_TOKEN_LENGTH */ .Yw} characters${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_7__/* .actionOnly */ .Zy)(' (default ${{ github.token }})')}`);
}
/** The API token: checked for what can travel in a header; its value is never shown. */
function parseToken(token) {
    checkTokenLength(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.ApiToken, token);
    if (!(0,_client_index_js__WEBPACK_IMPORTED_MODULE_1__/* .headerValueProblem */ .kX)(token))
        return token;
    if (token.length > _client_index_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_HEADER_VALUE_LENGTH */ .E) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.ApiToken, `is ${token.length} characters long (its value is not shown)`, `the token exactly as issued (at most ${_client_index_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_HEADER_VALUE_LENGTH */ .E} characters)`);
    }
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.ApiToken, 'contains whitespace, control or non-ASCII characters (its value is not shown)', 'the token exactly as issued');
}
const OWNER_OR_NAME = /^[A-Za-z0-9_.-]{1,100}$/;
function parseRepository(raw, hostRaw) {
    if (!raw) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.Repository, 'is empty and GITHUB_REPOSITORY is not set', 'owner/name, e.g. acme/app');
    }
    const host = parseRepositoryHost(hostRaw);
    // GitHub has no subgroups: `acme/app/extra` there is a typo, not the repository `extra` of an
    // owner `acme/app` (which would make every later error blame another input).
    if (isGitHubHost(host) && raw.split('/').length > 2) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.Repository, `${(0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .shown */ .SP)(raw)} is not a repository on ${host}: it has ${raw.split('/').length} parts separated by /`, 'owner/name, e.g. acme/app (exactly one /)');
    }
    // A clone URL's ending: no GitHub or GitLab repository name ends in .git (both strip it when a
    // repository is created), so `acme/app.git` names no repository. Refused rather than rewritten:
    // the input is the name as GITHUB_REPOSITORY spells it, and the hint gives it.
    const bare = raw.replace(/\.git$/i, '');
    if (bare !== raw && bare.includes('/') && !bare.endsWith('/')) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.Repository, `${(0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .shown */ .SP)(raw)} ends in .git, which no repository name does (that is a clone URL's ending)`, `owner/name without .git, i.e. ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .shown */ .SP)(bare)}`);
    }
    // GitLab owners may carry subgroups: everything before the last slash is the owner.
    const cut = raw.lastIndexOf('/');
    const owner = raw.slice(0, cut);
    const name = raw.slice(cut + 1);
    const ownerOk = cut > 0 &&
        owner.length <= MAX_OWNER_LENGTH &&
        owner.split('/').every((p) => OWNER_OR_NAME.test(p));
    if (!ownerOk || !OWNER_OR_NAME.test(name) || ['.', '..', '.git'].includes(name.toLowerCase())) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.Repository, `${(0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .shown */ .SP)(raw)} is not a repository`, 'owner/name, e.g. acme/app');
    }
    return { host, owner, name };
}
/** github.com and GitHub Enterprise Cloud (`*.ghe.com`): repositories are exactly owner/name. */
function isGitHubHost(host) {
    const bare = host.replace(/:\d*$/, '');
    return bare === 'github.com' || bare.endsWith('.ghe.com');
}
/** A host name, optionally with a port, lowercase: where the repository lives. */
function parseRepositoryHost(hostRaw) {
    const host = hostRaw.toLowerCase();
    if (host.replace(/:\d*$/, '').length > MAX_HOST_LENGTH ||
        !/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/.test(host)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.RepositoryHost, `${(0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .shown */ .SP)(hostRaw)} is not a host name`, 'a host such as github.com');
    }
    return host;
}
/** Git's rules for a branch name (check-ref-format), enough to catch typos and hostile values. */
function parseBranch(raw) {
    const name = raw.replace(/^refs\/heads\//, '');
    const bad = name.length > 255 ||
        CONTROL.test(name) ||
        /[\s~^:?*[\\]/.test(name) ||
        name.includes('..') ||
        name.includes('@{') ||
        name.startsWith('-') ||
        name.startsWith('/') ||
        name.endsWith('/') ||
        name.endsWith('.') ||
        name.endsWith('.lock') ||
        name.includes('//');
    if (bad || !name) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.TargetBranch, `${(0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .shown */ .SP)(raw)} is not a valid branch name`, 'a branch name such as main or release/1.x');
    }
    return name;
}
function parsePrNumber(raw) {
    const v = raw.replace(/^#/, '');
    if (!/^\d+$/.test(v) || Number(v) < 1 || Number(v) > _client_index_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_PR_NUMBER */ .x0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.PrNumber, `${(0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .shown */ .SP)(raw)} is not a PR number`, `a whole number from 1 to ${_client_index_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_PR_NUMBER */ .x0}`);
    }
    return Number(v);
}
function parseSha(raw) {
    if (!/^([0-9a-fA-F]{40}|[0-9a-fA-F]{64})$/.test(raw)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.PrSha, `${(0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .shown */ .SP)(raw)} is not a full commit sha`, '40 (or 64) hexadecimal characters');
    }
    return raw.toLowerCase();
}
function parsePriority(raw) {
    const lower = raw.toLowerCase();
    // Own names only: `constructor` or `__proto__` are in every object.
    if (Object.hasOwn(_client_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PRIORITY_NAMES */ .iR, lower))
        return lower;
    if (/^\d+$/.test(raw) && Number(raw) <= _client_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PRIORITY_MAX */ .gX)
        return Number(raw);
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.Priority, `${(0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .shown */ .SP)(raw)} is not a priority`, `low, medium, high, urgent, or a number from 0 (highest) to ${_client_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PRIORITY_MAX */ .gX}`);
}
/** Booleans as YAML 1.2 core spells them (what core.getBooleanInput accepts). */
function parseBoolean(get, name) {
    const raw = get(name) || (0,_defaults_js__WEBPACK_IMPORTED_MODULE_4__/* .defaultOf */ .H)(name);
    if (['true', 'True', 'TRUE'].includes(raw))
        return true;
    if (['false', 'False', 'FALSE'].includes(raw))
        return false;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(name, `${(0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .shown */ .SP)(raw)} is not a boolean`, 'true or false');
}
function intInput(get, name, min, max) {
    const raw = get(name) || (0,_defaults_js__WEBPACK_IMPORTED_MODULE_4__/* .defaultOf */ .H)(name);
    const expected = `a whole number from ${min} to ${max}`;
    if (!/^\d+$/.test(raw))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(name, `${(0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .shown */ .SP)(raw)} is not a whole number`, expected);
    const n = Number(raw);
    if (n < min)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(name, `${(0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .shown */ .SP)(raw)} is less than ${min}`, expected);
    if (n > max)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(name, `${(0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .shown */ .SP)(raw)} is more than ${max}`, expected);
    return n;
}
function parseStates(name, raw, allowEmpty = false) {
    const items = raw
        .split(/[,\n]/)
        .map((x) => x.trim())
        .filter(Boolean);
    if (!items.length && !allowEmpty) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(name, 'names no state', `states from: ${_client_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PULL_REQUEST_STATES */ .fc.join(', ')}`);
    }
    const out = [];
    for (const item of items) {
        const state = item.toLowerCase().replace(/-/g, '_');
        if (!_client_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PULL_REQUEST_STATES */ .fc.includes(state)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(name, `${(0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .shown */ .SP)(item)} is not a PR state`, `states from: ${_client_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PULL_REQUEST_STATES */ .fc.join(', ')} (comma-separated, either case)`);
        }
        if (!out.includes(state))
            out.push(state);
    }
    return out;
}
function parseSlug(raw) {
    if (!raw)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.OrgUrlSlug, 'is required for this command', "your Trunk organization's URL slug");
    if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/.test(raw)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.OrgUrlSlug, `${(0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .shown */ .SP)(raw)} is not an organization slug`, 'letters, digits, - and _');
    }
    return raw;
}
function parseText(name, raw, max) {
    if (CONTROL.test(raw) || raw.length > max) {
        throw new InputError(name, `${shown(raw)} is not valid`, `at most ${max} characters on one line`);
    }
    return raw;
}
/**
 * A test run id: the uuid of a `trunk-merge/pr-N/<uuid>` test branch, with v1's `-bisection…`
 * suffix when the branch has one (wire notes §2.6); the same shape the test-branch pattern of
 * the run context reads from a ref. Anything else names no test run: the service would answer
 * 404, and the message would blame nothing.
 */
const TEST_RUN_ID = new RegExp(`^${_wire_test_run_id_js__WEBPACK_IMPORTED_MODULE_8__/* .TEST_RUN_ID_PATTERN */ .C}$`);
function parseTestRunId(raw) {
    if (raw.length > 255 || !TEST_RUN_ID.test(raw)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.TestRunId, `${(0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .shown */ .SP)(raw)} is not a test run id`, 'the uuid of the trunk-merge/pr-N/<uuid> test branch, e.g. 01234567-89ab-4cde-8f01-23456789abcd (v1 bisection runs add -bisection…, as their branch does)');
    }
    return raw;
}
function parsePath(name, raw) {
    if (CONTROL.test(raw) || raw.length > 4096) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(name, `${(0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .shown */ .SP)(raw)} is not a file path`, 'a path on one line');
    }
    return raw;
}
/** The {@link OutputFolders} of this run, from its context (the working directory stands in). */
function outputFoldersOf(ctx = {}) {
    return {
        workspace: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(ctx.workspace || process.cwd()),
        ...(ctx.tempFolder ? { runnerTemp: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(ctx.tempFolder) } : {}),
    };
}
/**
 * A relative output path stays inside the workspace or the runner's temp folder, as written and
 * through symbolic links, like the files the action reads (junit-paths): `../../x` is a slip, and
 * a link a checked-out PR placed must not send the file elsewhere. An absolute path is taken as
 * meant and written where it says.
 */
function checkOutputFolders(name, raw, folders) {
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(raw))
        return;
    const allowed = [folders.workspace, ...(folders.runnerTemp ? [folders.runnerTemp] : [])];
    const out = (0,_files_output_directory_js__WEBPACK_IMPORTED_MODULE_2__/* .outsideFolders */ .Fs)(raw, allowed);
    if (!out)
        return;
    const where = folders.runnerTemp
        ? `the workspace (${folders.workspace}) and the runner's temp folder (${folders.runnerTemp})`
        : `the workspace (${folders.workspace})`;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(name, out.throughLink
        ? `${(0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .shown */ .SP)(raw)} leads through a symbolic link to ${out.at}, outside ${where}`
        : `${(0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .shown */ .SP)(raw)} leads to ${out.at}, outside ${where}`, `a relative path inside the workspace, e.g. metrics/mq.prom, or an absolute path${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_7__/* .actionOnly */ .Zy)(' such as ${{ runner.temp }}/mq.prom')}`);
}
/**
 * A file the action will write: refused up front when a relative path leaves `folders` (see
 * {@link checkOutputFolders}), or when it cannot be a file (it is a directory, something on its
 * way is a file, its directory is not writable, or it lies under /proc, /sys or /dev, resolved
 * through symbolic links), so the step fails before any request instead of after it, and never
 * waits on a kernel file system.
 */
function parseOutputPath(name, raw, folders = outputFoldersOf()) {
    // A path into the kernel's file systems is refused below, with that reason.
    if (!(0,_files_output_directory_js__WEBPACK_IMPORTED_MODULE_2__/* .pseudoFileSystemOf */ .t8)(parsePath(name, raw)))
        checkOutputFolders(name, raw, folders);
    try {
        (0,_files_output_directory_js__WEBPACK_IMPORTED_MODULE_2__/* .checkOutputPath */ .$b)(raw);
    }
    catch (e) {
        if (!(e instanceof _files_output_directory_js__WEBPACK_IMPORTED_MODULE_2__/* .OutputPathProblem */ .gW))
            throw e;
        if (e.code === 'EISDIR') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(name, `${(0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .shown */ .SP)(raw)} is a directory`, 'a file path, e.g. metrics/mq.prom');
        }
        if (e.code === 'ENOTDIR') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(name, `${(0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .shown */ .SP)(raw)} cannot be created: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .shown */ .SP)(e.at)} is a file, not a directory`, 'a file path in a directory');
        }
        if (e.code === 'PSEUDOFS') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(name, `${(0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .shown */ .SP)(raw)} cannot be written: ${e.message}`, 'a file path on a disk, e.g. metrics/mq.prom in the workspace');
        }
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(name, `${(0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .shown */ .SP)(raw)} cannot be written: ${e.message}`, 'a file path in a writable directory');
    }
    return raw;
}
/**
 * The range of each numeric queue setting. The lower bounds are the v1 notes' (§2.10: at least
 * 1, and 0 "to disable" for the two timeouts that allow it); the v1 notes give no upper bounds,
 * so these are the same service's v2 bounds (spec/v2 `UpdateMergeQueueConfigRequest`:
 * concurrencies, depth and batch size 1..1000, minutes 0..10080, one week).
 */
const QUEUE_SETTING_BOUNDS = {
    concurrency: [1, 1000],
    bisectionConcurrency: [1, 1000],
    testingTimeoutMinutes: [0, 10080],
    pendingFailureDepth: [0, 1000],
    batchingMaxWaitTimeMinutes: [1, 10080],
    batchingMinSize: [1, 1000],
};
/** Refuses a numeric setting outside {@link QUEUE_SETTING_BOUNDS}, naming it. */
function checkQueueSettingBounds(settings) {
    for (const [name, [min, max]] of Object.entries(QUEUE_SETTING_BOUNDS)) {
        const value = settings[name];
        if (typeof value !== 'number')
            continue; // absent, or the schema says what is wrong
        if (Number.isInteger(value) && value >= min && value <= max)
            continue;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.QueueSettings, `${name} ${JSON.stringify(value)} is ${Number.isInteger(value) ? 'out of range' : 'not a whole number'}`, `a whole number from ${min} to ${max} for ${name}`);
    }
}
function parseQueueSettings(raw, required) {
    if (!raw) {
        if (required) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.QueueSettings, 'is required for update-queue', `a JSON object of settings, e.g. {"state":"paused"}`);
        }
        return undefined;
    }
    let value;
    try {
        value = JSON.parse(raw);
    }
    catch (e) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.QueueSettings, `is not valid JSON (${e.message})`, 'a JSON object of settings, e.g. {"mode":"parallel","concurrency":4}');
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.QueueSettings, 'is not a JSON object', 'a JSON object of settings, e.g. {"mode":"parallel"}');
    }
    const keys = Object.keys(value);
    const unknown = keys.filter((k) => !_client_index_js__WEBPACK_IMPORTED_MODULE_1__/* .QUEUE_SETTING_NAMES */ .Yd.includes(k));
    if (unknown.length) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.QueueSettings, `has unknown setting ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .shown */ .SP)(unknown[0])}`, `settings from: ${_client_index_js__WEBPACK_IMPORTED_MODULE_1__/* .QUEUE_SETTING_NAMES */ .Yd.join(', ')}`);
    }
    if (required && !keys.length) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.QueueSettings, 'is an empty object', 'at least one setting to change');
    }
    checkQueueSettingBounds(value);
    const r = _client_index_js__WEBPACK_IMPORTED_MODULE_1__/* .QueueSettingsSchema */ .w6.safeParse(value);
    if (!r.success) {
        const issue = r.error.issues[0];
        const field = issue?.path.join('.') || '(settings)';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.QueueSettings, `setting ${field}: ${issue?.message ?? 'is invalid'}`, undefined);
    }
    return value;
}


/***/ }),

/***/ 8463:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ readInteger)
/* harmony export */ });
/* harmony import */ var _descriptions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4386);
/* harmony import */ var _parsers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5165);


/** Integer input `name`, checked against its row's limits (its default when empty). */
function readInteger(get, name) {
    const value = _descriptions_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc[name].value;
    if (value?.kind !== 'integer')
        throw new Error(`Input '${name}' has no integer row`);
    return (0,_parsers_js__WEBPACK_IMPORTED_MODULE_1__/* .intInput */ .O1)(get, name, value.min, value.max);
}


/***/ }),

/***/ 3676:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FB: () => (/* binding */ readWorkflowContext)
});

// UNUSED EXPORTS: MAX_EVENT_PAYLOAD_BYTES, runContextFromEvent

// EXTERNAL MODULE: ./src/files/read-file.ts
var read_file = __webpack_require__(654);
;// CONCATENATED MODULE: ./src/ports/github-actions/payload-values.ts
/** Readers of untyped JSON (an event payload): a value of the expected kind, or undefined. */
/** A JSON object (not an array, not null). */
const obj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v) ? v : undefined;
/** A non-empty string. */
const str = (v) => (typeof v === 'string' && v ? v : undefined);
/** A positive whole number. */
const payload_values_int = (v) => typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : undefined;

;// CONCATENATED MODULE: ./src/ports/github-actions/workflow-context.ts
/**
 * The GitHub Actions door's {@link RunContext}: read from the runner's environment and the event
 * payload file it names. This is the one reader of the event payload; everything after it reads
 * the record.
 */


const SHA = /^([0-9a-f]{40}|[0-9a-f]{64})$/i;
/**
 * The event payload is read no further than this: GitHub caps a webhook payload at 25 MB, and the
 * runner writes the event it got. A longer file is not an event payload.
 */
const MAX_EVENT_PAYLOAD_BYTES = 25 * 1024 * 1024;
/**
 * Reads the run's context from the runner's environment and its event payload file. A payload
 * that cannot be read (missing, not a regular file, a NUL byte, longer than
 * {@link MAX_EVENT_PAYLOAD_BYTES}, not JSON) is left out, and `problem` says why (logged as a
 * warning): the run goes on with what the environment says, and a value only the payload had is
 * asked for as an input.
 */
function readWorkflowContext(env = process.env) {
    let payload = {};
    let problem;
    const path = env.GITHUB_EVENT_PATH;
    if (path) {
        const why = (text) => `the event payload ${path} (GITHUB_EVENT_PATH) could not be read: ${text}; it was ignored`;
        try {
            const read = (0,read_file/* readBoundedFileSync */.Tq)(path, { maxBytes: MAX_EVENT_PAYLOAD_BYTES });
            if (read.complete)
                payload = JSON.parse(read.bytes.toString('utf8'));
            else
                problem = why(`it is longer than ${MAX_EVENT_PAYLOAD_BYTES} bytes (25 MiB)`);
        }
        catch (e) {
            problem = why(e instanceof read_file/* FileReadProblem */.Es ? `it ${e.message}` : `not JSON (${e.message})`);
        }
    }
    return { ...runContextFromEvent(payload, env), ...(problem ? { problem } : {}) };
}
/** The run's context from an event payload (already parsed) and the runner's environment. */
function runContextFromEvent(payload, env) {
    const p = obj(payload) ?? {};
    const eventName = env.GITHUB_EVENT_NAME || undefined;
    const repository = env.GITHUB_REPOSITORY || str(obj(p.repository)?.full_name);
    const pr = pullRequestOf(p, repository);
    const defaultBranch = str(obj(p.repository)?.default_branch);
    const ref = env.GITHUB_REF || (eventName === 'push' ? str(p.ref) : undefined);
    const eventHints = hintsOf(eventName, p);
    return {
        ...(repository ? { repository } : {}),
        serverHost: serverHostOf(env.GITHUB_SERVER_URL),
        ...(eventName ? { eventName } : {}),
        ...(pr ? { pr } : {}),
        ...(defaultBranch ? { defaultBranch } : {}),
        ...(ref ? { ref } : {}),
        ...(env.GITHUB_SHA && SHA.test(env.GITHUB_SHA) ? { sha: env.GITHUB_SHA.toLowerCase() } : {}),
        ...(env.GITHUB_RUN_ID ? { runId: env.GITHUB_RUN_ID } : {}),
        ...(env.GITHUB_ACTOR ? { actor: env.GITHUB_ACTOR } : {}),
        ...(env.GITHUB_API_URL ? { apiUrl: env.GITHUB_API_URL } : {}),
        ...(Object.keys(eventHints).length ? { eventHints } : {}),
        ...(env.GITHUB_WORKSPACE ? { workspace: env.GITHUB_WORKSPACE } : {}),
        ...(env.RUNNER_TEMP ? { tempFolder: env.RUNNER_TEMP } : {}),
    };
}
/** The host of GITHUB_SERVER_URL; github.com when it is unset or not a URL. */
function serverHostOf(serverUrl) {
    try {
        return (serverUrl && new URL(serverUrl).host) || 'github.com';
    }
    catch {
        return 'github.com';
    }
}
/** The payload's PR: the whole of it on the pull_request family, the number on a PR comment. */
function pullRequestOf(p, repository) {
    const pull = obj(p.pull_request);
    const number = payload_values_int(pull?.number);
    if (pull && number) {
        const head = obj(pull.head);
        const sha = str(head?.sha);
        const baseBranch = str(obj(pull.base)?.ref);
        const headRef = str(head?.ref);
        return {
            number,
            ...(sha && SHA.test(sha) ? { headSha: sha.toLowerCase() } : {}),
            ...(baseBranch ? { baseBranch } : {}),
            ...(headRef ? { headRef } : {}),
            fromFork: headIsFork(head, obj(pull.base), repository),
            runIsPrCheck: true,
        };
    }
    const issue = obj(p.issue);
    const issueNumber = payload_values_int(issue?.number);
    if (issue && obj(issue.pull_request) && issueNumber) {
        // A comment on a PR: the payload has its number but not its head sha or base branch.
        return { number: issueNumber, fromFork: false, runIsPrCheck: false };
    }
    return undefined;
}
/**
 * GitHub's rule for a fork PR: the head repository is not the base repository
 * (`head.repo.full_name != base.repo.full_name`, the base being the workflow's repository), or
 * it is gone (`head.repo` null: the fork was deleted). `repo.fork` says nothing: a PR between two
 * branches of a repository that is itself a fork is not a fork PR.
 */
function headIsFork(head, base, repository) {
    if (!head || !('repo' in head))
        return false;
    const headRepo = obj(head.repo);
    if (!headRepo)
        return true;
    const headName = str(headRepo.full_name);
    const baseName = str(obj(base?.repo)?.full_name) ?? repository;
    return !!headName && !!baseName && headName.toLowerCase() !== baseName.toLowerCase();
}
/** What the missing-input messages name for this event. */
function hintsOf(eventName, p) {
    const hints = {};
    const issue = obj(p.issue);
    const issueNumber = payload_values_int(issue?.number);
    if (issue && !obj(issue.pull_request) && issueNumber)
        hints.issueNumber = issueNumber;
    const dispatchValues = eventName === 'workflow_dispatch'
        ? obj(p.inputs)
        : eventName === 'repository_dispatch'
            ? obj(p.client_payload)
            : undefined;
    const key = prLikeKey(dispatchValues);
    if (key)
        hints.dispatchPrKey = key;
    const runs = obj(p.workflow_run)?.pull_requests;
    if (Array.isArray(runs) && runs.length)
        hints.workflowRunHasPullRequests = true;
    const base = str(obj(p.merge_group)?.base_ref);
    if (base)
        hints.mergeGroupBaseRef = base;
    return hints;
}
/** A key of a dispatch's inputs that plausibly holds a PR number (`pr`, `pr-number`, `pull_request`...). */
function prLikeKey(values) {
    if (!values)
        return undefined;
    return Object.keys(values).find((k) => /^(pr|pull|pull[-_]?request)([-_]?(number|num|id))?$/i.test(k));
}


/***/ }),

/***/ 3835:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lu: () => (/* binding */ everyPage),
/* harmony export */   of: () => (/* binding */ quietOctokit)
/* harmony export */ });
/* unused harmony export MAX_PAGES */
/**
 * GitHub's REST client as every port here opens it: `@actions/github`, imported only when a port
 * is used, at the run's API URL, with nothing of the request logged (failures are reported by the
 * error each port raises, in its own words).
 */
async function quietOctokit(token, apiUrl, userAgent) {
    const { getOctokit } = await __webpack_require__.e(/* import() */ 564).then(__webpack_require__.bind(__webpack_require__, 5564));
    return getOctokit(token, {
        baseUrl: apiUrl,
        ...(userAgent ? { userAgent } : {}),
        log: { debug: () => { }, info: () => { }, warn: () => { }, error: () => { } },
    });
}
/** How many pages of 100 a listing may take before it is refused as endless (10,000 items). */
const MAX_PAGES = 100;
/**
 * Every item of a GitHub listing, 100 a page, each page's request carrying the run's signal.
 * Octokit's own `paginate` sends each page with its method, URL and headers only, so its
 * requests ignore the signal: a cancelled job's listing went on to its last page and answered
 * as if nothing was cancelled. A listing past {@link MAX_PAGES} pages is an error, never a cut.
 */
async function everyPage(page) {
    const all = [];
    for (let n = 1; n <= MAX_PAGES; n++) {
        const r = await page(n);
        all.push(...r.data);
        if (!/\brel="next"/.test(r.headers.link ?? ''))
            return all;
    }
    throw new Error(`GitHub's listing went on past ${MAX_PAGES} pages of 100`);
}


/***/ }),

/***/ 9818:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ft: () => (/* binding */ lookUpPullRequest),
/* harmony export */   xw: () => (/* binding */ DEFAULT_GITHUB_API_URL)
/* harmony export */ });
/* unused harmony exports DEFAULT_LOOKUP_TIMEOUT_MS, PullRequestLookupError, parsePullRequest */
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3835);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2857);
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4567);
/* harmony import */ var _refs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3520);
/**
 * The one GitHub API request the context may need: `GET /repos/{owner}/{repo}/pulls/{number}`,
 * for a PR's base branch, head commit and whether its head is a fork, when the event payload does
 * not carry them. `@actions/github` is imported here, on this path only, so commands that need no
 * lookup do not load it. A lookup that fails stops the step: nothing falls back to a guess.
 */




/** The lookup's deadline unless told otherwise: it sits before every request to the queue. */
const DEFAULT_LOOKUP_TIMEOUT_MS = 15_000;
/** The GitHub REST API of github.com, when GITHUB_API_URL is not set. */
const DEFAULT_GITHUB_API_URL = 'https://api.github.com';
/**
 * The PR could not be looked up. The step must stop before any request to the merge queue: the
 * message names the inputs that make the lookup unnecessary and the permission it needs.
 */
class PullRequestLookupError extends Error {
    reason;
    status;
    /** The value for the `error-kind` output. */
    kind = 'github-lookup';
    constructor(reason, message, 
    /** The HTTP status GitHub answered, if it answered. */
    status) {
        super(message);
        this.reason = reason;
        this.status = status;
        this.name = 'PullRequestLookupError';
    }
}
/** The fields used of GitHub's pull request object; the rest is ignored. */
const PullRequestSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    number: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
    state: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    merged: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    merged_at: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable().optional(),
    base: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        ref: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
        repo: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ full_name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }),
    }),
    head: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        sha: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^([0-9a-f]{40}|[0-9a-f]{64})$/i),
        // null when the fork was deleted.
        repo: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ full_name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }).nullable(),
    }),
});
/** Turns GitHub's pull request object into the facts the context uses. */
function parsePullRequest(data) {
    const r = PullRequestSchema.safeParse(data);
    if (!r.success)
        return undefined;
    const pr = r.data;
    return {
        number: pr.number,
        state: pr.state,
        merged: pr.merged ?? !!pr.merged_at,
        baseBranch: pr.base.ref,
        headSha: pr.head.sha.toLowerCase(),
        headIsFork: pr.head.repo === null ||
            pr.head.repo.full_name.toLowerCase() !== pr.base.repo.full_name.toLowerCase(),
    };
}
/**
 * Looks the PR up with `@actions/github` (loaded now, not at start-up). One request, no retry:
 * a failure is reported at once with what to set instead. Throws {@link PullRequestLookupError},
 * or the client's `CancelledError` when `signal` aborts.
 */
async function lookUpPullRequest(lookup, options) {
    const apiUrl = (options.apiUrl || process.env.GITHUB_API_URL || DEFAULT_GITHUB_API_URL).replace(/\/+$/, '');
    const what = `PR #${lookup.number} of ${lookup.owner}/${lookup.repo}`;
    const fail = (reason, problem, status) => new PullRequestLookupError(reason, redact(`Could not look up ${what} on the GitHub API (${apiUrl}): ${problem}. ${remedy(lookup)}`, options.token), status);
    const token = options.token?.trim();
    if (!token)
        throw fail('no-token', `${(0,_refs_js__WEBPACK_IMPORTED_MODULE_2__/* .inputRef */ .io)('github-token')} is empty`);
    if (options.signal?.aborted)
        throw new _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .CancelledError */ .cc('getPullRequest');
    const timeoutMs = options.timeoutMs ?? DEFAULT_LOOKUP_TIMEOUT_MS;
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
    const octokit = await (0,_octokit_js__WEBPACK_IMPORTED_MODULE_3__/* .quietOctokit */ .of)(token, apiUrl, `${_client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .PROJECT_NAME */ .cb}/${_client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .VERSION */ .xv}`);
    let data;
    try {
        const response = await octokit.rest.pulls.get({
            owner: lookup.owner,
            repo: lookup.repo,
            pull_number: lookup.number,
            request: { signal },
        });
        data = response.data;
    }
    catch (e) {
        if (options.signal?.aborted)
            throw new _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .CancelledError */ .cc('getPullRequest');
        if (deadline.aborted)
            throw fail('timeout', `no answer within ${timeoutMs / 1000} s`);
        throw describeFailure(e, fail);
    }
    const facts = parsePullRequest(data);
    if (!facts || facts.number !== lookup.number) {
        throw fail('response-shape', 'the answer is not the pull request asked for');
    }
    return facts;
}
function describeFailure(e, fail) {
    const err = (e ?? {});
    if (!err.response) {
        // No answer: octokit reports a network failure as status 500 without a response.
        const cause = err.cause;
        const code = cause?.cause?.code ?? cause?.code;
        return fail('network', `the request failed (${code ?? oneLine(err.message ?? 'network error')})`);
    }
    const status = err.status ?? 0;
    const said = githubMessage(err.response.data);
    const saidText = said ? `; GitHub said: ${said}` : '';
    const headers = err.response.headers ?? {};
    if (status === 429 || (status === 403 && headers['x-ratelimit-remaining'] === '0')) {
        return fail('rate-limited', `HTTP ${status}, rate limited${saidText}`, status);
    }
    if (status === 401) {
        return fail('auth', `HTTP 401, ${(0,_refs_js__WEBPACK_IMPORTED_MODULE_2__/* .inputRef */ .io)('github-token')} was refused${saidText}`, status);
    }
    if (status === 403) {
        return fail('forbidden', `HTTP 403, ${(0,_refs_js__WEBPACK_IMPORTED_MODULE_2__/* .inputRef */ .io)('github-token')} may not read pull requests${saidText}`, status);
    }
    if (status === 404) {
        return fail('not-found', `HTTP 404, no such PR, or ${(0,_refs_js__WEBPACK_IMPORTED_MODULE_2__/* .inputRef */ .io)('github-token')} cannot see the repository${saidText}`, status);
    }
    if (status >= 500)
        return fail('server', `HTTP ${status}, a GitHub server error${saidText}`, status);
    return fail('unexpected-status', `HTTP ${status}${saidText}`, status);
}
/**
 * What to do instead, for every failure: the permission, or the inputs that need no lookup. Each
 * door in its words: the action names the event and the workflow's default token, the CLI what
 * gave the run's facts (its CI) and its variable.
 */
function remedy(lookup) {
    const needed = lookup.wants
        .map((w) => (w === 'target-branch' ? "the PR's base branch" : "the PR's head commit"))
        .join(' and ');
    const it = lookup.wants.length > 1 ? 'them' : 'it';
    const lacks = (0,_refs_js__WEBPACK_IMPORTED_MODULE_2__/* .actionOnly */ .Zy)(`the event does not carry ${it}`) +
        (0,_refs_js__WEBPACK_IMPORTED_MODULE_2__/* .cliOnly */ .dz)(`${lookup.source ?? 'the command line'} does not give ${it}`);
    const token = (0,_refs_js__WEBPACK_IMPORTED_MODULE_2__/* .inputRef */ .io)('github-token');
    const byDefault = (0,_refs_js__WEBPACK_IMPORTED_MODULE_2__/* .actionOnly */ .Zy)(' (in a workflow it defaults to ${{ github.token }})');
    return (`This ${lookup.eventName ?? ''} run needs ${needed}, and ${lacks}; nothing is guessed. ` +
        `Give ${token} the permission \`pull-requests: read\`${byDefault}, ` +
        `or set ${(0,_refs_js__WEBPACK_IMPORTED_MODULE_2__/* .inputRef */ .io)('target-branch')} and ${(0,_refs_js__WEBPACK_IMPORTED_MODULE_2__/* .inputRef */ .io)('pr-sha')} by hand (with both given, no lookup is made).`).replace(/ {2}/g, ' ');
}
/** GitHub's own error text (`{"message": ...}`), one line, at most 200 characters. */
function githubMessage(data) {
    const m = data && typeof data === 'object' ? data.message : undefined;
    if (typeof m !== 'string' || !m.trim())
        return undefined;
    const line = oneLine(m);
    return line.length > 200 ? `${line.slice(0, 197)}...` : line;
}
function oneLine(text) {
    // eslint-disable-next-line no-control-regex
    return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}
/** The token never appears in a message, whatever a server echoed back. */
function redact(text, token) {
    const t = token?.trim();
    return t ? text.split(t).join('***') : text;
}


/***/ }),

/***/ 3520:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PM: () => (/* binding */ inDoorWords),
/* harmony export */   Z9: () => (/* binding */ commandRef),
/* harmony export */   Zy: () => (/* binding */ actionOnly),
/* harmony export */   dz: () => (/* binding */ cliOnly),
/* harmony export */   io: () => (/* binding */ inputRef)
/* harmony export */ });
/* unused harmony export renderRefs */
/**
 * Inputs and commands named inside a message, left for the door to word: a command writes
 * `inputRef('pr-sha')` and the run renders it as the door says it (`pr-sha` in the action, `--pr-sha`
 * in the CLI) before anything leaves the core.
 */
const REF = /\u27e6(input|command):([a-z0-9-]+)\u27e7|\u27e6(action|cli):([^\u27e6\u27e7]*)\u27e7/g;
/**
 * An input named inside a message, left for the door to word: `pr-sha` in the action,
 * `--pr-sha` (or `GITHUB_TOKEN` for a token) in the CLI. The core renders it (renderRefs) before
 * anything leaves it.
 */
function inputRef(name) {
    return `\u27e6input:${name}\u27e7`;
}
/** A command named inside a message: `command: upload-targets` / `merge-queue upload-targets`. */
function commandRef(name) {
    return `\u27e6command:${name}\u27e7`;
}
/**
 * Words only the action says (a workflow expression such as `${{ runner.temp }}`, a workflow's
 * defaults): the CLI leaves them out. Write them as an aside that reads well without them; they
 * may not hold an {@link inputRef}.
 */
function actionOnly(text) {
    return `\u27e6action:${text.replace(/[\u27e6\u27e7]/g, '')}\u27e7`;
}
/** Words only the command line says (a CI's variables): the action leaves them out. */
function cliOnly(text) {
    return `\u27e6cli:${text.replace(/[\u27e6\u27e7]/g, '')}\u27e7`;
}
/** `text` in the words of `door`: its input and command names, its asides only. */
function inDoorWords(text, door, name) {
    return renderRefs(text, (kind, value) => kind === 'action' || kind === 'cli' ? (kind === door ? value : '') : name(kind, value));
}
/**
 * `text` with every {@link inputRef} and {@link commandRef} in the words `name` gives, and every
 * {@link actionOnly} or {@link cliOnly} aside as `name('action' | 'cli', text)` gives it (the
 * text at its door, else '').
 */
function renderRefs(text, name) {
    return text.includes('\u27e6')
        ? text.replace(REF, (_, kind, value, door, aside) => (kind ? name(kind, value) : name(door, aside)))
        : text;
}


/***/ }),

/***/ 3887:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ parseTestBranch)
/* harmony export */ });
/* harmony import */ var _wire_test_run_id_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7703);
/**
 * Where a run happens, as the door that started it knows it: a plain record with no tie to any CI.
 * The GitHub Actions door builds it from the runner's environment and the event payload
 * (`readWorkflowContext` in src/ports/github-actions/workflow-context.ts); a command-line door builds the same
 * record from Buildkite, CircleCI or Jenkins variables, or from flags. Every field is optional but
 * the server host: what a door does not know it leaves out, and nothing is guessed from it later
 * (a command that needs a value no input and no field gives fails naming the input to set).
 */

/** The test-branch pattern of the merge queue: `trunk-merge/pr-<N>/<uuid>[-bisection…]`. */
const TEST_BRANCH = new RegExp(`(?:^|/)trunk-merge/pr-(\\d+)/(${_wire_test_run_id_js__WEBPACK_IMPORTED_MODULE_0__/* .TEST_RUN_ID_PATTERN */ .C})$`);
/** The PR number and test run id of a merge-queue test branch (a ref or a bare branch name). */
function parseTestBranch(ref) {
    const m = ref ? TEST_BRANCH.exec(ref) : null;
    return m ? { prNumber: Number(m[1]), testRunId: m[2] } : undefined;
}


/***/ }),

/***/ 2425:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ logLine),
/* harmony export */   E$: () => (/* binding */ redact),
/* harmony export */   PM: () => (/* reexport safe */ _refs_js__WEBPACK_IMPORTED_MODULE_0__.PM),
/* harmony export */   RJ: () => (/* binding */ jsonArrayWithin),
/* harmony export */   SS: () => (/* binding */ codeSpan),
/* harmony export */   UU: () => (/* binding */ humanDuration),
/* harmony export */   YF: () => (/* binding */ mdLink),
/* harmony export */   Z9: () => (/* reexport safe */ _refs_js__WEBPACK_IMPORTED_MODULE_0__.Z9),
/* harmony export */   ZA: () => (/* binding */ withTitle),
/* harmony export */   Zy: () => (/* reexport safe */ _refs_js__WEBPACK_IMPORTED_MODULE_0__.Zy),
/* harmony export */   bC: () => (/* binding */ mdFacts),
/* harmony export */   d_: () => (/* binding */ absoluteTime),
/* harmony export */   dz: () => (/* reexport safe */ _refs_js__WEBPACK_IMPORTED_MODULE_0__.dz),
/* harmony export */   fF: () => (/* binding */ timeAgo),
/* harmony export */   gJ: () => (/* binding */ mdTable),
/* harmony export */   io: () => (/* reexport safe */ _refs_js__WEBPACK_IMPORTED_MODULE_0__.io),
/* harmony export */   k9: () => (/* binding */ linkMarkdown),
/* harmony export */   md: () => (/* binding */ md),
/* harmony export */   n1: () => (/* binding */ isLinkable),
/* harmony export */   pe: () => (/* binding */ parseTime),
/* harmony export */   tc: () => (/* binding */ durationSince)
/* harmony export */ });
/* unused harmony exports inertReferences, htmlAttr, mdLinkTarget */
/* harmony import */ var _refs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3520);
/**
 * Making untrusted text (server answers, PR titles, test names) safe to print: in the log it must
 * not start a workflow command (`::...`) or break lines; in the job summary it must not break
 * the Markdown or carry HTML.
 */
// eslint-disable-next-line no-control-regex
const LINE_BREAKING = /[\u0000-\u001f\u007f\u2028\u2029]+/g;
/** How Markdown and HTML may write a character: escaped with a backslash, or as an entity. */
const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/**
 * Replaces every secret in `text` with `***`, also where it was escaped for Markdown or HTML (a
 * summary may show `tok\_x` for `tok_x`, whichever characters around it decided the escapes).
 * The runner masks secrets in the log it shows, but the raw log, outputs and the summary are
 * ours to keep clean, even when a server echoes the token back in the data of a successful answer.
 */
function redact(text, secrets) {
    let out = text;
    for (const secret of secrets) {
        // Short values would blank out ordinary words (core.setSecret warns about them too).
        if (secret.length < 4)
            continue;
        const pattern = escapedFormsOf(secret);
        out = pattern ? out.replace(pattern, '***') : out.split(secret).join('***');
    }
    return out;
}
/**
 * Real tokens are far shorter; a longer value (refused as a token anyway, and never shown) is
 * replaced as written only: a pattern of every escaped form of it would outgrow the regular
 * expression engine.
 */
const MAX_ESCAPED_FORMS_LENGTH = 256;
const escapedForms = new Map();
/** A pattern of the secret in every form md() may write it (a backslash or an entity per character). */
function escapedFormsOf(secret) {
    if (secret.length > MAX_ESCAPED_FORMS_LENGTH)
        return undefined;
    let pattern = escapedForms.get(secret);
    if (!pattern) {
        const source = [...secret]
            .map((ch) => {
            const forms = [ch, ENTITIES[ch]].filter(Boolean).map((f) => escapeRegExp(f));
            return `\\\\?(?:${forms.join('|')})`;
        })
            .join('');
        pattern = new RegExp(source, 'g');
        escapedForms.set(secret, pattern);
    }
    return pattern;
}
function escapeRegExp(s) {
    return s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
/** One log line: control characters become spaces, and it never starts with `::`. */
function logLine(text) {
    const one = text.replace(LINE_BREAKING, ' ');
    return one.startsWith('::') ? ` ${one}` : one;
}
/**
 * A value for a Markdown table cell or inline text: escaped, one line, cut to `max` characters.
 * A `_` inside a word is left alone: GFM never reads it as emphasis, and a backslash there would
 * only make the raw summary harder to read.
 */
function md(text, max = 200) {
    if (text === undefined || text === null || text === '')
        return '';
    let s = String(text).replace(LINE_BREAKING, ' ');
    if (s.length > max)
        s = `${s.slice(0, max - 1)}…`;
    return (s
        .replace(/[\\`*[\]|~]|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu, (c) => `\\${c}`)
        // GFM links bare URLs, `www.` names and e-mail addresses: text we did not write must not
        // become a link, so the character that would start one is escaped.
        .replace(/(?<=\b(?:https?|ftp)):(?=\/\/)|(?<=\bwww)\.|(?<=[\w.+-])@(?=\w)/gi, (c) => `\\${c}`)
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(GITHUB_REFERENCE, ZERO_WIDTH_SPACE));
}
/**
 * Where GitHub would read a mention (`@user`, `@org/team`) or a reference (`#123`,
 * `owner/repo#5`, `PR #12`, `GH-7`) that notifies people or links other threads: right after the
 * `@`, `#` or `GH-`. GitHub's rule for a mention is an `@` after anything but a letter, digit or
 * `_` (so `-@u`, `.@u` and `\@u`, whose backslash the renderer drops, are mentions too); a
 * reference is any `#` before a digit (not in an entity like `&#35;`). Text we did not write is not
 * ours to ping anyone with. GitHub finds these in the rendered text, so a backslash does not stop
 * them; a zero-width space does (shown as nothing).
 */
const GITHUB_REFERENCE = /(?<![A-Za-z0-9_])(?<![A-Za-z0-9_]\\)@(?=[A-Za-z0-9])|(?<!&)#(?=\d)|(?<=\bGH-)(?=\d)/gi;
const ZERO_WIDTH_SPACE = (m) => `${m}&#8203;`;
/** Text with mentions and references made inert: {@link md}'s last step, for text that is not md()'s. */
function inertReferences(text) {
    return text.replace(GITHUB_REFERENCE, ZERO_WIDTH_SPACE);
}
/**
 * Inline code: `text` shown exactly, never backslash-escaped (CommonMark shows a backslash in a
 * code span as is). The fence is one backtick longer than the longest run of backticks inside,
 * with a space either side when the text starts or ends with a backtick or a space. In a table
 * cell (`inTable`), `|` becomes `\|`: GFM splits cells before it reads inline code, and shows the
 * escaped pipe as `|` (after a backslash of the text, a zero-width space comes first).
 */
function codeSpan(text, opts = {}) {
    if (text === undefined || text === null || text === '')
        return '';
    let s = String(text).replace(LINE_BREAKING, ' ');
    const max = opts.max ?? 200;
    if (s.length > max)
        s = `${s.slice(0, max - 1)}…`;
    // A backslash of the text right before a `|` would turn our escape into an escaped backslash
    // and end the cell: a zero-width space keeps them apart (shown as nothing).
    if (opts.inTable)
        s = s.replace(/(\\?)\|/g, (_, b) => (b ? '\\\u200b\\|' : '\\|'));
    const longest = Math.max(0, ...(s.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(longest + 1);
    const pad = /^[` ]|[` ]$/.test(s) && s.trim() !== '' ? ' ' : '';
    return `${fence}${pad}${s}${pad}${fence}`;
}
/** Text for an HTML attribute value in double quotes. */
function htmlAttr(text) {
    return text
        .replace(LINE_BREAKING, ' ')
        .replace(/&/g, '&amp;')
        .replace(/"/g, '&quot;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;');
}
/**
 * Markdown with a tooltip: `<span title="...">markdown</span>`. GitHub's sanitizer keeps `span`
 * and its `title` attribute in Markdown it renders (job summaries included).
 */
function withTitle(markdown, title) {
    return `<span title="${htmlAttr(title)}">${markdown}</span>`;
}
/** A URL a summary may link to: absolute https, with nothing that could end the link early. */
function isLinkable(url) {
    return mdLinkTarget(url) !== undefined;
}
/**
 * A URL as the target of a Markdown link, in a table cell or in text: absolute https only, and
 * every character that could end the link, split a table cell or start markup percent-encoded
 * (`|` `(` `)` `<` `>` `"` `'` `\` `` ` `` `[` `]` `*` `_` `~` and spaces). Undefined for anything
 * else: the text is then shown unlinked.
 */
function mdLinkTarget(url) {
    if (!url || !/^https:\/\/[^/\s\\]/i.test(url))
        return undefined;
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f\s]/.test(url))
        return undefined;
    try {
        if (new URL(url).protocol !== 'https:')
            return undefined;
    }
    catch {
        return undefined;
    }
    return url.replace(/[|()<>"'\\`[\]*_~\u2028\u2029]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}
/** A link in Markdown, only for https URLs; otherwise just the text. */
function mdLink(text, url, max = 200) {
    return linkMarkdown(md(text, max), url);
}
/** A link around Markdown that is already safe (inline code, escaped text); just it without a URL. */
function linkMarkdown(markdown, url) {
    const target = mdLinkTarget(url);
    if (!markdown || !target)
        return markdown;
    return `[${markdown}](${target})`;
}
/** A Markdown table; every header cell must say what its column holds. */
function mdTable(header, rows) {
    if (header.some((h) => !h.trim()))
        throw new Error('every table column needs a header');
    const line = (cells) => `| ${cells.map((c) => c || ' ').join(' | ')} |`;
    return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
/** A bulleted list of `**Name:** value` lines, for the facts about one thing. */
function mdFacts(rows) {
    return rows
        .filter(([, value]) => value !== '')
        .map(([name, value]) => `- **${name}:** ${value}`)
        .join('\n');
}
// ---- Time -----------------------------------------------------------------------------------
/**
 * A length of time as a person says it: `under 1 s`, `42 s`, `3 min`, `3 min 05 s` (under
 * 10 min), `42 min`, `2 h 05 min`, `24 h` (under 48 h), `3 d 4 h`.
 */
function humanDuration(ms) {
    const s = Math.round(Math.max(0, ms) / 1000);
    if (ms < 500)
        return 'under 1 s';
    if (s < 60)
        return `${s} s`;
    const m = Math.floor(s / 60);
    const two = (n) => String(n).padStart(2, '0');
    if (m < 10)
        return s % 60 ? `${m} min ${two(s % 60)} s` : `${m} min`;
    if (m < 60)
        return `${m} min`;
    const h = Math.floor(m / 60);
    if (h < 48)
        return m % 60 ? `${h} h ${two(m % 60)} min` : `${h} h`;
    return h % 24 ? `${Math.floor(h / 24)} d ${h % 24} h` : `${Math.floor(h / 24)} d`;
}
/** Milliseconds since the epoch of an ISO time from a server, or undefined when it is not one. */
function parseTime(iso) {
    if (!iso)
        return undefined;
    const t = Date.parse(iso);
    return Number.isFinite(t) ? t : undefined;
}
/** The absolute time, as a tooltip shows it: `2026-11-23 01:02:03 UTC`. */
function absoluteTime(ms) {
    return new Date(ms)
        .toISOString()
        .replace('T', ' ')
        .replace(/\.\d+Z$/, ' UTC');
}
/**
 * How long ago `iso` was, as of `now` (`3 min ago`), with the absolute time on hover. A value
 * that is not a time is shown as it came, escaped.
 */
function timeAgo(iso, now) {
    const t = parseTime(iso);
    if (t === undefined)
        return md(iso);
    const text = t > now ? `in ${humanDuration(t - now)}` : `${humanDuration(now - t)} ago`;
    return withTitle(text, absoluteTime(t));
}
/** How long something has lasted since `iso` (`3 min`), the start time on hover. */
function durationSince(iso, now) {
    const t = parseTime(iso);
    if (t === undefined)
        return md(iso);
    return withTitle(humanDuration(now - t), `since ${absoluteTime(t)}`);
}
/**
 * A JSON array of as many of `items` (in their order) as fit in `maxBytes` of UTF-8: outputs
 * share a budget per job, so a long list keeps its first, most important entries.
 */
function jsonArrayWithin(items, maxBytes) {
    const json = JSON.stringify(items);
    if (Buffer.byteLength(json) <= maxBytes)
        return { json, kept: items.length };
    let lo = 0;
    let hi = items.length;
    while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (Buffer.byteLength(JSON.stringify(items.slice(0, mid))) <= maxBytes)
            lo = mid;
        else
            hi = mid - 1;
    }
    return { json: JSON.stringify(items.slice(0, lo)), kept: lo };
}
// Names of inputs and commands in the door's words live with the ports (src/ports/refs.ts).



/***/ }),

/***/ 5932:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ DEFAULT_MAX_QUARANTINE_DAYS),
/* harmony export */   Q: () => (/* binding */ DEFAULT_QUARANTINE_FILE)
/* harmony export */ });
/**
 * The quarantine file's defaults, apart from its reader (which loads the YAML parser): the inputs'
 * table reads them without pulling the parser into every command's start.
 */
/** The file's path when the input is not given (relative to the workspace). */
const DEFAULT_QUARANTINE_FILE = '.github/quarantine.yml';
/** How far ahead an expiry may be when the input is not given (days). */
const DEFAULT_MAX_QUARANTINE_DAYS = 90;


/***/ }),

/***/ 2051:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ openTrunkApi)
/* harmony export */ });
/* harmony import */ var _client_client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4064);
/* harmony import */ var _client_v2_client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7801);
/* harmony import */ var _capabilities_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7281);
/* harmony import */ var _flaky_v1_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8632);
/* harmony import */ var _flaky_v2_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9081);
/* harmony import */ var _v1_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3906);
/* harmony import */ var _v2_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3444);
/**
 * One run's API, opened once the token has picked it: the merge queue and, beside it, the flaky
 * tests (both APIs), with the capabilities the API declares. The runner opens it, hands
 * each command the part its row asks for, and closes it.
 */







/**
 * Opens the API `version` (the one the token picked: inputs/api.ts decides). v1 takes the fork
 * run's id instead of a token for an upload from a fork; v2 takes no such thing.
 */
function openTrunkApi(version, options) {
    const capabilities = _capabilities_js__WEBPACK_IMPORTED_MODULE_2__/* .CAPABILITIES */ .$8[version];
    if (version === 'v1') {
        const client = new _client_client_js__WEBPACK_IMPORTED_MODULE_0__/* .TrunkClient */ .I(options);
        return {
            version,
            capabilities,
            mergeQueue: new _v1_js__WEBPACK_IMPORTED_MODULE_5__/* .V1MergeQueue */ .j0(client),
            flakyTests: () => new _flaky_v1_js__WEBPACK_IMPORTED_MODULE_3__/* .V1FlakyTests */ .EG(client),
            close: () => client.close(),
        };
    }
    const { forkedWorkflowRunId: _v1Only, ...v2Options } = options;
    const client = new _client_v2_client_js__WEBPACK_IMPORTED_MODULE_1__/* .TrunkV2Client */ .Wb(v2Options);
    return {
        version,
        capabilities,
        mergeQueue: new _v2_js__WEBPACK_IMPORTED_MODULE_6__/* .V2MergeQueue */ .W(client),
        flakyTests: () => new _flaky_v2_js__WEBPACK_IMPORTED_MODULE_4__/* .V2FlakyTests */ .vU(client),
        close: () => client.close(),
    };
}


/***/ }),

/***/ 7281:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $8: () => (/* binding */ CAPABILITIES),
/* harmony export */   XL: () => (/* binding */ MissingCapabilityError),
/* harmony export */   lQ: () => (/* binding */ missingCapabilities)
/* harmony export */ });
/* unused harmony export CAPABILITY_NAMES */
/** Every capability, in the order the docs list them. */
const CAPABILITY_NAMES = (/* unused pure expression or super */ null && ([
    'rerun-failed-checks',
    'flaky-tests',
    'quarantine-overrides',
]));
/** What each API declares. */
const CAPABILITIES = {
    v1: new Set(['flaky-tests']),
    v2: new Set(['rerun-failed-checks', 'flaky-tests', 'quarantine-overrides']),
};
/** The capabilities of `required` that API `version` lacks, in order. */
function missingCapabilities(version, required) {
    return required.filter((c) => !CAPABILITIES[version].has(c));
}
/** An API was asked for what it does not declare (the runner's check was skipped). */
class MissingCapabilityError extends Error {
    capability;
    version;
    /** The value for the `error-kind` output. */
    kind = 'config';
    constructor(capability, version) {
        super(`the ${version} API does not declare the capability ${capability}`);
        this.capability = capability;
        this.version = version;
        this.name = 'MissingCapabilityError';
    }
}


/***/ }),

/***/ 9761:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dm: () => (/* binding */ readEstimate),
/* harmony export */   Lf: () => (/* binding */ estimateNow),
/* harmony export */   OH: () => (/* binding */ plausibleEstimate),
/* harmony export */   Pf: () => (/* binding */ ESTIMATE_MIN_INTERVAL_MS),
/* harmony export */   gO: () => (/* binding */ wantsEstimate),
/* harmony export */   i2: () => (/* binding */ inLine)
/* harmony export */ });
/* unused harmony exports ESTIMATE_PAST_SKEW_MS, ESTIMATE_MAX_AHEAD_MS */
/* harmony import */ var _client_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6468);
/* harmony import */ var _reading_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7843);
/**
 * When a queued PR will merge, for status, wait and submit: whether an estimate is worth a read,
 * and the one read of it, which never fails the step (no estimate is an answer, with why). The
 * words and the outputs are the commands'.
 */


/** wait reads the estimate at most this often (the service simulates the queue per request). */
const ESTIMATE_MIN_INTERVAL_MS = 60_000;
/** The states of a PR still in the queue, whose estimate is worth a read. */
const QUEUED_STATES = new Set([
    'not_ready',
    'pending',
    'testing',
    'tests_passed',
    'pending_failure',
]);
/** True when the PR is in the queue in a state an estimate is about. */
function wantsEstimate(pr) {
    return !!pr && QUEUED_STATES.has(pr.state.toLowerCase());
}
/** The time estimates are counted on: the service's (its last `Date`), else the runner's. */
function estimateNow(queue, now) {
    return queue.serviceNow?.() ?? now();
}
/**
 * The PR's estimate: the one that came with the PR's read (an API that sends it so, read with
 * `estimate: true`), else read on its own, then judged by {@link plausibleEstimate} on the
 * service's clock. Never throws but for a cancelled job: a failed read is `unavailable` with
 * reason `READ_FAILED (<kind>, HTTP <status>)`.
 */
async function readEstimate(queue, ref, pr, call, ctx) {
    if (!wantsEstimate(pr))
        return undefined;
    const judged = (e) => plausibleEstimate(e, estimateNow(queue, ctx.now), ctx.queue);
    if (pr?.estimate)
        return judged(pr.estimate);
    try {
        return judged(await queue.getEstimate(ref, call));
    }
    catch (e) {
        if ((0,_reading_js__WEBPACK_IMPORTED_MODULE_1__/* .isCancellation */ .iB)(e, call.signal))
            throw e;
        const why = e instanceof _client_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .TrunkApiError */ .Jp ? `${e.kind}${e.status ? `, HTTP ${e.status}` : ''}` : 'error';
        return { status: 'unavailable', reason: `READ_FAILED (${why})` };
    }
}
/**
 * The estimate with `prsAhead` as one count on every API: the PRs ahead of it in the queue's
 * order (its position less one), or none when the position is not known. (v2's own count is of
 * the PRs it is tested on top of, which v1 cannot say; a parallel queue makes them differ.)
 */
function inLine(e, position) {
    if (!e || e.status !== 'available')
        return e;
    const { prsAhead: _theirs, ...rest } = e;
    return position !== undefined && position >= 1 ? { ...rest, prsAhead: position - 1 } : rest;
}
/** How far in the past a merge time may be and still be "any moment now" (clock skew, a read's age). */
const ESTIMATE_PAST_SKEW_MS = 5 * 60_000;
/** How far ahead an estimate may reach before it is taken for a wrong one. */
const ESTIMATE_MAX_AHEAD_MS = 30 * 24 * 3_600_000;
/**
 * The estimate if it can be true, else no estimate with why: a time more than the skew in the
 * past or more than 30 days ahead of `now` (the service's clock), more PRs ahead than the queue
 * holds besides this one, or PRs waited on that are not in the queue. The queue is checked only
 * when it was read. Pure; never throws.
 */
function plausibleEstimate(e, now, queue) {
    if (!e || e.status !== 'available')
        return e;
    const no = (reason) => ({ status: 'unavailable', reason });
    // The end it is about must not have passed; a test run may well have started already.
    const end = e.kind === 'merge' ? e.mergeAt : e.resolveAt;
    const times = e.kind === 'merge' ? [e.mergeAt, e.testingStartAt, e.testingEndAt] : [e.resolveAt];
    if (end !== undefined && !(Date.parse(end) >= now - ESTIMATE_PAST_SKEW_MS))
        return no('IMPLAUSIBLE_PAST');
    for (const iso of times)
        if (iso !== undefined && !(Date.parse(iso) <= now + ESTIMATE_MAX_AHEAD_MS))
            return no('IMPLAUSIBLE_FAR');
    if (queue) {
        const others = queue.pullRequests.length - 1;
        if (e.prsAhead !== undefined && e.prsAhead > Math.max(0, others))
            return no('IMPLAUSIBLE_PRS_AHEAD');
        if (e.kind === 'pending-failure') {
            const queued = new Set(queue.pullRequests.map((p) => p.number));
            if (e.waitingOn.some((n) => !queued.has(n)))
                return no('IMPLAUSIBLE_WAITING_ON');
        }
    }
    return e;
}


/***/ }),

/***/ 9286:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_FAILING_TESTS_WINDOW_MS: () => (/* reexport safe */ _wire_schemas_js__WEBPACK_IMPORTED_MODULE_6__.k_),
/* harmony export */   openV1Lookups: () => (/* reexport safe */ _flaky_v1_js__WEBPACK_IMPORTED_MODULE_1__.lb),
/* harmony export */   trunkTestId: () => (/* reexport safe */ _wire_test_id_js__WEBPACK_IMPORTED_MODULE_7__.K)
/* harmony export */ });
/* harmony import */ var _flaky_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4336);
/* harmony import */ var _flaky_types_js__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(_flaky_types_js__WEBPACK_IMPORTED_MODULE_0__);
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_types_js__WEBPACK_IMPORTED_MODULE_0__, "ESTIMATE_MIN_INTERVAL_MS")) __webpack_require__.d(__webpack_exports__, { ESTIMATE_MIN_INTERVAL_MS: function() { return _flaky_types_js__WEBPACK_IMPORTED_MODULE_0__.ESTIMATE_MIN_INTERVAL_MS; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_types_js__WEBPACK_IMPORTED_MODULE_0__, "estimateNow")) __webpack_require__.d(__webpack_exports__, { estimateNow: function() { return _flaky_types_js__WEBPACK_IMPORTED_MODULE_0__.estimateNow; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_types_js__WEBPACK_IMPORTED_MODULE_0__, "explain")) __webpack_require__.d(__webpack_exports__, { explain: function() { return _flaky_types_js__WEBPACK_IMPORTED_MODULE_0__.explain; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_types_js__WEBPACK_IMPORTED_MODULE_0__, "failureOf")) __webpack_require__.d(__webpack_exports__, { failureOf: function() { return _flaky_types_js__WEBPACK_IMPORTED_MODULE_0__.failureOf; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_types_js__WEBPACK_IMPORTED_MODULE_0__, "inLine")) __webpack_require__.d(__webpack_exports__, { inLine: function() { return _flaky_types_js__WEBPACK_IMPORTED_MODULE_0__.inLine; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_types_js__WEBPACK_IMPORTED_MODULE_0__, "isCancellation")) __webpack_require__.d(__webpack_exports__, { isCancellation: function() { return _flaky_types_js__WEBPACK_IMPORTED_MODULE_0__.isCancellation; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_types_js__WEBPACK_IMPORTED_MODULE_0__, "isInQueue")) __webpack_require__.d(__webpack_exports__, { isInQueue: function() { return _flaky_types_js__WEBPACK_IMPORTED_MODULE_0__.isInQueue; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_types_js__WEBPACK_IMPORTED_MODULE_0__, "isStale")) __webpack_require__.d(__webpack_exports__, { isStale: function() { return _flaky_types_js__WEBPACK_IMPORTED_MODULE_0__.isStale; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_types_js__WEBPACK_IMPORTED_MODULE_0__, "judge")) __webpack_require__.d(__webpack_exports__, { judge: function() { return _flaky_types_js__WEBPACK_IMPORTED_MODULE_0__.judge; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_types_js__WEBPACK_IMPORTED_MODULE_0__, "leftQueue")) __webpack_require__.d(__webpack_exports__, { leftQueue: function() { return _flaky_types_js__WEBPACK_IMPORTED_MODULE_0__.leftQueue; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_types_js__WEBPACK_IMPORTED_MODULE_0__, "placeIn")) __webpack_require__.d(__webpack_exports__, { placeIn: function() { return _flaky_types_js__WEBPACK_IMPORTED_MODULE_0__.placeIn; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_types_js__WEBPACK_IMPORTED_MODULE_0__, "plausibleEstimate")) __webpack_require__.d(__webpack_exports__, { plausibleEstimate: function() { return _flaky_types_js__WEBPACK_IMPORTED_MODULE_0__.plausibleEstimate; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_types_js__WEBPACK_IMPORTED_MODULE_0__, "positionIn")) __webpack_require__.d(__webpack_exports__, { positionIn: function() { return _flaky_types_js__WEBPACK_IMPORTED_MODULE_0__.positionIn; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_types_js__WEBPACK_IMPORTED_MODULE_0__, "pullRequestRef")) __webpack_require__.d(__webpack_exports__, { pullRequestRef: function() { return _flaky_types_js__WEBPACK_IMPORTED_MODULE_0__.pullRequestRef; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_types_js__WEBPACK_IMPORTED_MODULE_0__, "readEstimate")) __webpack_require__.d(__webpack_exports__, { readEstimate: function() { return _flaky_types_js__WEBPACK_IMPORTED_MODULE_0__.readEstimate; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_types_js__WEBPACK_IMPORTED_MODULE_0__, "readQueueForContext")) __webpack_require__.d(__webpack_exports__, { readQueueForContext: function() { return _flaky_types_js__WEBPACK_IMPORTED_MODULE_0__.readQueueForContext; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_types_js__WEBPACK_IMPORTED_MODULE_0__, "readQueueOrMissing")) __webpack_require__.d(__webpack_exports__, { readQueueOrMissing: function() { return _flaky_types_js__WEBPACK_IMPORTED_MODULE_0__.readQueueOrMissing; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_types_js__WEBPACK_IMPORTED_MODULE_0__, "readinessBlockers")) __webpack_require__.d(__webpack_exports__, { readinessBlockers: function() { return _flaky_types_js__WEBPACK_IMPORTED_MODULE_0__.readinessBlockers; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_types_js__WEBPACK_IMPORTED_MODULE_0__, "requeue")) __webpack_require__.d(__webpack_exports__, { requeue: function() { return _flaky_types_js__WEBPACK_IMPORTED_MODULE_0__.requeue; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_types_js__WEBPACK_IMPORTED_MODULE_0__, "testBranchRunIdFor")) __webpack_require__.d(__webpack_exports__, { testBranchRunIdFor: function() { return _flaky_types_js__WEBPACK_IMPORTED_MODULE_0__.testBranchRunIdFor; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_types_js__WEBPACK_IMPORTED_MODULE_0__, "wantsEstimate")) __webpack_require__.d(__webpack_exports__, { wantsEstimate: function() { return _flaky_types_js__WEBPACK_IMPORTED_MODULE_0__.wantsEstimate; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_types_js__WEBPACK_IMPORTED_MODULE_0__, "whyOf")) __webpack_require__.d(__webpack_exports__, { whyOf: function() { return _flaky_types_js__WEBPACK_IMPORTED_MODULE_0__.whyOf; } });
/* harmony import */ var _flaky_v1_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8632);
/* harmony import */ var _flaky_v2_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9081);
/* harmony import */ var _flaky_v2_overrides_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2075);
/* harmony import */ var _flaky_v1_listing_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3869);
/* harmony import */ var _flaky_collection_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9077);
/* harmony import */ var _wire_schemas_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9753);
/* harmony import */ var _wire_test_id_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4367);
/**
 * The flaky tests beside the merge queue, neither v1 nor v2: the domain and its one interface
 * (flaky/types.ts) with an implementation per API (flaky/v1.ts over v1's repository-scoped
 * endpoints, flaky/v2.ts over v2's test collections), and what the commands need besides (the
 * widest window v1 lists, Trunk's test-id formula).
 */










/***/ }),

/***/ 9077:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _O: () => (/* binding */ chooseCollection),
/* harmony export */   he: () => (/* binding */ TestCollectionError),
/* harmony export */   lF: () => (/* binding */ collectionInput)
/* harmony export */ });
/* harmony import */ var _wire_v2_flaky_tests_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7607);
/**
 * Which v2 test collection a run's tests are in: the one the input names (by id, or by name), or
 * the organization's only one. The API has no link from a repository to its collections (a
 * collection has no repository), so with several and no input there is no guessing.
 */

/** What the input says: an id (8 letters and digits), a name, or nothing. */
function collectionInput(given) {
    const v = given?.trim();
    if (!v)
        return {};
    return _wire_v2_flaky_tests_js__WEBPACK_IMPORTED_MODULE_0__/* .TEST_COLLECTION_ID */ .Wt.test(v) ? { id: v } : { name: v };
}
/** The collection to use among those listed, or why none can be. */
function chooseCollection(listed, name) {
    if (name !== undefined) {
        const exact = listed.filter((c) => c.name === name);
        const matching = exact.length
            ? exact
            : listed.filter((c) => c.name.toLowerCase() === name.toLowerCase());
        if (matching.length === 1)
            return { collection: matching[0], foundBy: 'input-name' };
        return {
            problem: matching.length ? 'several-named' : 'none-named',
            name,
            names: listed.map((c) => c.name),
        };
    }
    if (listed.length === 1)
        return { collection: listed[0], foundBy: 'only-one' };
    return { problem: listed.length ? 'several' : 'none', names: listed.map((c) => c.name) };
}
/** No test collection can be chosen: the `test-collection` input must say which. */
class TestCollectionError extends Error {
    reason;
    /** The value for the `error-kind` output. */
    kind = 'config';
    constructor(reason) {
        super(collectionProblemText(reason));
        this.reason = reason;
        this.name = 'TestCollectionError';
    }
}
function collectionProblemText(p) {
    const some = p.names.slice(0, 10).map((n) => JSON.stringify(n));
    const list = some.length ? ` (${some.join(', ')}${p.names.length > 10 ? ', …' : ''})` : '';
    const fix = "set test-collection to the collection's id (8 letters and digits, in its URL in Trunk's app) or its exact name";
    switch (p.problem) {
        case 'none':
            return `The organization has no test collection: v2's Flaky Tests API reads tests from collections only (move the repository's tests into one in Trunk's app), or use the v1 token for this step.`;
        case 'several':
            return `The organization has ${p.names.length} test collections${list} and the v2 API does not say which holds this repository's tests: ${fix}.`;
        case 'none-named':
            return `No test collection is named ${JSON.stringify(p.name)}${p.names.length ? `; collections whose name contains it: ${some.join(', ')}` : ''}: ${fix}.`;
        case 'several-named':
            return `Several test collections are named ${JSON.stringify(p.name)}: ${fix}, by id.`;
    }
}


/***/ }),

/***/ 4336:
/***/ (() => {



/***/ }),

/***/ 3869:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Up: () => (/* binding */ v1Listing),
/* harmony export */   dQ: () => (/* binding */ LISTING_PAGE_SIZE)
/* harmony export */ });
/* unused harmony exports MAX_CLOCK_SKEW_MS, WINDOW_PARTS, splitWindow */
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8474);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_events__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _wire_schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9753);
/**
 * v1's failing tests of the week (list-failing-tests over the widest window the API allows), read
 * for the gate: the week is cut into {@link WINDOW_PARTS} windows listed side by side (a page
 * holds at most 100 tests and each page waits for the last, so one walk of 10,000 tests is 100
 * round trips; eight walks are about 13), each test kept once. What it holds stays bounded
 * whatever the number of tests Trunk lists: while the reports are read, at most
 * MAX_TESTS_HELD_WHILE_READING; once the failures are known, only those that can match one.
 * For a few failures the listing reads the first page of each window only (`first-page`): one
 * round trip whatever Trunk knows, and it says when a window had more ({@link Listed.cutAt}).
 */


/** How far the runner's clock may be from the service's before the window follows the service's. */
const MAX_CLOCK_SKEW_MS = 60_000;
/** The windows the week is cut into, listed side by side. */
const WINDOW_PARTS = 8;
/** The tests a page of the listing holds at most (the most list-failing-tests allows). */
const LISTING_PAGE_SIZE = 100;
/** The most listed tests held while the reports are still read (about 12 MiB). */
const MAX_TESTS_HELD_WHILE_READING = 10_000;
/** The `parts` windows of [start, end), oldest first, each [start, end). */
function splitWindow(start, end, parts) {
    const step = Math.ceil((end - start) / parts);
    const out = [];
    for (let s = start; s < end; s += step)
        out.push([s, Math.min(end, s + step)]);
    return out;
}
/**
 * A listing that starts only when {@link Listing.start} or {@link Listing.result} is called,
 * reading every page of each window, or the first page of each (`reach`).
 */
function v1Listing(client, scope, now, signal, reach = 'every-page') {
    const stop = new AbortController();
    const all = signal ? AbortSignal.any([signal, stop.signal]) : stop.signal;
    const kept = new KeptTests();
    let started;
    const start = () => {
        if (!started) {
            started =
                reach === 'first-page'
                    ? firstPagesOfTheWeek({ client, scope, now, kept, signal: all })
                    : failingTestsOfTheWeek({ client, scope, now, kept, signal: all });
            // Awaited once the reports are read; until then (or when dropped) it is not unhandled.
            started.catch(() => { });
        }
        return started;
    };
    return {
        start: () => void start(),
        result: (mayMatch) => {
            kept.narrow(mayMatch);
            return start();
        },
        drop: () => {
            stop.abort();
            kept.release();
        },
    };
}
/** The listed tests kept, each once (see the file's comment). */
class KeptTests {
    tests = [];
    pages = 0;
    seen = new Set();
    mayMatch;
    readResolve;
    readDone = new Promise((resolve) => (this.readResolve = resolve));
    get listed() {
        return this.seen.size;
    }
    add(page) {
        this.pages++;
        for (const t of page) {
            const id = t.id.toLowerCase();
            // A test that failed in two windows is listed by both.
            if (this.seen.has(id))
                continue;
            this.seen.add(id);
            if (!this.mayMatch || this.mayMatch(t))
                this.tests.push(t);
        }
    }
    /** Resolves when the listing may read on: at once, unless it holds its most while reading. */
    room() {
        return !this.mayMatch && this.tests.length >= MAX_TESTS_HELD_WHILE_READING
            ? this.readDone
            : undefined;
    }
    narrow(mayMatch) {
        this.mayMatch = mayMatch;
        this.tests = this.tests.filter(mayMatch);
        this.readResolve();
    }
    /** The gate is done (or the reading failed): a waiting listing goes on, and its aborted signal ends it. */
    release() {
        this.readResolve();
    }
    /** Forgets what a week read (the listing starts again with the service's clock). */
    clear() {
        this.tests = [];
        this.seen = new Set();
    }
}
async function failingTestsOfTheWeek({ client, scope, now, kept, signal }) {
    const runnerNow = now();
    if (!(await listWeek(client, scope, kept, runnerNow, true, signal)).skewed)
        return { tests: kept.tests, count: kept.listed, pages: kept.pages };
    kept.clear();
    const serviceNow = client.serviceNow?.();
    await listWeek(client, scope, kept, serviceNow, false, signal);
    return {
        tests: kept.tests,
        count: kept.listed,
        skewMs: serviceNow - runnerNow,
        pages: kept.pages,
    };
}
// The first page of each window, the week ending at the service's "now" as the answers so far
// said it (the look-ups' Date header), else at the runner's: no restart, so one round trip.
async function firstPagesOfTheWeek({ client, scope, now, kept, signal }) {
    const runnerNow = now();
    const serviceNow = client.serviceNow?.();
    const { cut } = await listWeek(client, scope, kept, serviceNow ?? runnerNow, false, signal, true);
    const skewMs = serviceNow === undefined ? 0 : serviceNow - runnerNow;
    return {
        tests: kept.tests,
        count: kept.listed,
        pages: kept.pages,
        ...(Math.abs(skewMs) > MAX_CLOCK_SKEW_MS ? { skewMs } : {}),
        ...(cut ? { cutAt: LISTING_PAGE_SIZE } : {}),
    };
}
// The week's windows side by side; `firstPageOnly`: one page each, `cut` when one had more.
async function listWeek(client, scope, kept, end, checkSkew, signal, firstPageOnly = false) {
    const restart = new AbortController();
    const call = { signal: AbortSignal.any([signal, restart.signal]) };
    // One listener per window walking.
    (0,node_events__WEBPACK_IMPORTED_MODULE_0__.setMaxListeners)(4 * WINDOW_PARTS, call.signal, signal);
    let skewed = false;
    let cut = false;
    let checked = !checkSkew;
    const walk = async ([start, stop]) => {
        for await (const page of client.failingTestPages({
            repo: scope.repo,
            org_url_slug: scope.orgUrlSlug,
            start_time: new Date(start).toISOString(),
            end_time: new Date(stop).toISOString(),
            page_size: LISTING_PAGE_SIZE,
        }, call)) {
            if (skewed)
                return;
            if (!checked) {
                // The first answer says the service's time.
                checked = true;
                const serviceNow = client.serviceNow?.();
                if (serviceNow !== undefined && Math.abs(serviceNow - end) > MAX_CLOCK_SKEW_MS) {
                    skewed = true;
                    restart.abort();
                    return;
                }
            }
            kept.add(page.tests);
            if (firstPageOnly) {
                // A next page not read (or more pages announced) leaves the week incomplete.
                if (page.page.next_page_token || page.page.total_pages > 1)
                    cut = true;
                return;
            }
            await kept.room();
        }
    };
    // The first walk that fails stops the others: its error is the listing's.
    let failure;
    await Promise.all(splitWindow(end - _wire_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_FAILING_TESTS_WINDOW_MS */ .k_, end, WINDOW_PARTS).map((w) => walk(w).catch((error) => {
        failure ??= { error };
        restart.abort();
    })));
    // A skewed walk is started again, so a failure of the walk it stopped is not the listing's.
    if (!skewed && failure)
        throw failure.error;
    return { skewed, cut };
}


/***/ }),

/***/ 8632:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EG: () => (/* binding */ V1FlakyTests),
/* harmony export */   lb: () => (/* binding */ openV1Lookups)
/* harmony export */ });
/* unused harmony exports FEW_FAILURES, LOOKUP_CONCURRENCY */
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8474);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_events__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _client_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6468);
/* harmony import */ var _capabilities_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7281);
/* harmony import */ var _v1_listing_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3869);
/**
 * The flaky tests over v1's repository-scoped endpoints (list-failing-tests, get-test-details, by
 * Trunk's v1 test ids). The gate's look-ups ask for the fewest requests the failures at hand
 * need: up to {@link FEW_FAILURES} distinct failures are looked up by their computed id side by
 * side as they are read (one round trip: all, when Trunk knows each by its id). Past that, or for
 * a failure Trunk does not know by its id (the id is computed from the report's fields; Trunk may
 * know the test under the fields its uploader read), the week's listing (v1-listing.ts) answers,
 * matching by id, then by names (docs/test-gate.md, "What is asked of Trunk"). For a few failures
 * that listing reads the first page of each window only: one more round trip, whatever Trunk
 * lists; the answers say when it was cut (`listed.cutAt`).
 */




/** Up to this many distinct failures are looked up by id, side by side, as they are read. */
const FEW_FAILURES = 20;
/**
 * How many look-ups by id run at once after the answers (the failures the listing did not
 * match, or matched by names only): the gate's bound of 100 is two round trips, and a burst
 * stays at half the 100 requests a second Trunk documents for an organization.
 */
const LOOKUP_CONCURRENCY = 50;
/** One gate's look-ups over a v1 client (see the file's comment). */
function openV1Lookups(client, scope, options) {
    return new V1Lookups(client, scope, options);
}
/** The flaky tests of v1. */
class V1FlakyTests {
    client;
    version = 'v1';
    constructor(client) {
        this.client = client;
    }
    failingTests(scope, window, call = {}) {
        return this.client.listAllFailingTests({
            repo: scope.repo,
            org_url_slug: scope.orgUrlSlug,
            start_time: window.start,
            end_time: window.end,
            page_size: _v1_listing_js__WEBPACK_IMPORTED_MODULE_3__/* .LISTING_PAGE_SIZE */ .dQ,
        }, call);
    }
    testDetails(scope, id, call = {}) {
        return this.client.getTestDetails({ repo: scope.repo, org_url_slug: scope.orgUrlSlug, test_id: id }, call);
    }
    lookups(scope, options) {
        return openV1Lookups(this.client, scope, options);
    }
    /** v1 has no quarantine overrides (capability `quarantine-overrides` is v2's). */
    quarantineOverrides() {
        throw new _capabilities_js__WEBPACK_IMPORTED_MODULE_2__/* .MissingCapabilityError */ .XL('quarantine-overrides', 'v1');
    }
}
class V1Lookups {
    client;
    scope;
    options;
    ready = Promise.resolve({});
    stop = new AbortController();
    signal;
    ids = new Set();
    names = new Set();
    byId = new Map();
    asking = [];
    early = new Set();
    listing;
    asked = 0;
    failingRead = 0;
    constructor(client, scope, options) {
        this.client = client;
        this.scope = scope;
        this.options = options;
        this.signal = options.signal
            ? AbortSignal.any([options.signal, this.stop.signal])
            : this.stop.signal;
        // Every look-up side by side listens on it: as many listeners as requests, no leak.
        (0,node_events__WEBPACK_IMPORTED_MODULE_0__.setMaxListeners)(FEW_FAILURES + LOOKUP_CONCURRENCY + 16, this.signal);
    }
    failing() {
        // Many failing test cases on the way: the listing starts while the rest is read.
        if (++this.failingRead > FEW_FAILURES)
            this.startListing();
    }
    add(f) {
        this.names.add(f.name);
        if (this.ids.has(f.id))
            return;
        this.ids.add(f.id);
        if (this.ids.size > FEW_FAILURES)
            this.startListing();
        // Asked at once, unless many failing cases already started the listing: then the ids wait
        // for answers(), where a few are asked after all and many are the listing's.
        else if (!this.listing)
            this.askEarly(f.id);
    }
    async answers() {
        if (this.ids.size <= FEW_FAILURES) {
            // A few distinct failures (however many failing cases started the listing): each is
            // asked by its id, side by side. When Trunk knows each by its id, that is all: one round
            // trip, and the listing is not waited for.
            for (const id of this.ids)
                if (!this.early.has(id))
                    this.askEarly(id);
            await Promise.all(this.asking);
            if (![...this.byId.values()].includes(null)) {
                this.listing?.drop();
                return { byId: this.byId, requests: { byId: this.asked, listPages: 0, batches: 0 } };
            }
            // One Trunk does not know by its id may still be a test Trunk knows by its names: the id
            // is computed from the report's fields, and Trunk's from what its uploader read (a JSON
            // report gated while JUnit is uploaded, a field a writer spells otherwise). The week's
            // listing matches it by names, as it does for many failures, but bounded by the failures:
            // the first page of each window only, one round trip whatever Trunk lists (the answers say
            // when a window had more). A listing that many failing cases started (every page) is
            // dropped: the distinct failures are few.
            this.listing?.drop();
            this.listing = (0,_v1_listing_js__WEBPACK_IMPORTED_MODULE_3__/* .v1Listing */ .Up)(this.client, this.scope, this.options.now, this.signal, 'first-page');
            this.listing.start();
        }
        await Promise.all(this.asking);
        // Many failures, or one Trunk does not know by its id: the week's listing matches them by
        // id, then by names.
        const listing = this.listing;
        const listed = listing
            ? await listing.result((t) => this.names.has(t.name) || this.ids.has(t.id.toLowerCase()))
            : undefined;
        return {
            byId: this.byId,
            ...(listed
                ? {
                    listed: {
                        tests: listed.tests,
                        count: listed.count,
                        skewMs: listed.skewMs,
                        ...(listed.cutAt !== undefined ? { cutAt: listed.cutAt } : {}),
                    },
                }
                : {}),
            requests: { byId: this.asked, listPages: listed?.pages ?? 0, batches: 0 },
        };
    }
    async lookUp(ids) {
        const todo = ids.filter((id) => !this.byId.has(id));
        let next = 0;
        const worker = async () => {
            while (next < todo.length)
                await this.ask(todo[next++]);
        };
        await Promise.all(Array.from({ length: Math.min(LOOKUP_CONCURRENCY, todo.length) }, () => worker()));
        const found = new Map();
        for (const id of ids) {
            const t = this.byId.get(id);
            if (t)
                found.set(id, t);
        }
        return found;
    }
    drop() {
        this.stop.abort();
        this.listing?.drop();
    }
    startListing() {
        this.listing ??= (0,_v1_listing_js__WEBPACK_IMPORTED_MODULE_3__/* .v1Listing */ .Up)(this.client, this.scope, this.options.now, this.signal);
        this.listing.start();
    }
    // A look-up by id before answers(): awaited there; until then (or when dropped) not unhandled.
    askEarly(id) {
        this.early.add(id);
        const p = this.ask(id);
        p.catch(() => { });
        this.asking.push(p);
    }
    // One look-up by id: the test, or null when Trunk does not know it (404).
    async ask(id) {
        this.asked++;
        try {
            this.byId.set(id, await this.client.getTestDetails({ repo: this.scope.repo, org_url_slug: this.scope.orgUrlSlug, test_id: id }, { signal: this.signal }));
        }
        catch (e) {
            if (!(e instanceof _client_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .NotFoundError */ .m_))
                throw e;
            this.byId.set(id, null);
        }
    }
}


/***/ }),

/***/ 2075:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Xu: () => (/* binding */ quarantineOverridesOfV2)
});

// UNUSED EXPORTS: OVERRIDE_READ_CONCURRENCY, V2QuarantineOverrides, overrideTestOfV2, resultsOfBulk

// EXTERNAL MODULE: ./src/client/errors.ts
var errors = __webpack_require__(6468);
// EXTERNAL MODULE: ./src/client/v2/flaky-tests.ts
var flaky_tests = __webpack_require__(3149);
// EXTERNAL MODULE: ./src/client/v2/pagination.ts
var pagination = __webpack_require__(7514);
// EXTERNAL MODULE: ./src/wire/v2/flaky-tests.ts
var v2_flaky_tests = __webpack_require__(7607);
// EXTERNAL MODULE: ./src/wire/v2/quarantine-overrides.ts
var quarantine_overrides = __webpack_require__(2300);
;// CONCATENATED MODULE: ./src/client/v2/quarantine-overrides.ts



/** The bulk write's path (not published: decided in the wire's file). */
const BULK_OVERRIDES_PATH = '/v2/tests/quarantine';
/** The quarantine-override operations of one v2 client (its key, retries, deadlines). */
class V2QuarantineOverridesClient {
    client;
    constructor(client) {
        this.client = client;
    }
    exchange(operation, idempotency, req, schema, call) {
        const engine = this.client.engine;
        return engine.exchange({
            operation,
            idempotency,
            request: req,
            parse: (res) => engine.parseJson(operation, schema, res),
        }, call);
    }
    /**
     * Every test of collection `collectionId` (`GET /v2/tests`, no metric sort: a metric sort
     * leaves out the tests with no failure in its period), every page read.
     */
    async listTests(collectionId, call = {}) {
        const op = 'tests.list';
        const id = this.client.engine.validate(op, v2_flaky_tests/* TestCollectionIdSchema */.DW, collectionId);
        return (0,pagination/* allRows */.P)((cursor) => this.exchange(op, 'read', this.client.request(op, 'GET', '/v2/tests', undefined, {
            testCollectionId: id,
            limit: '100',
            ...(cursor ? { cursor } : {}),
        }), v2_flaky_tests/* V2TestPageSchema */.VG, call), { operation: op, maxPages: 1_000 });
    }
    /** One test with the override it carries (null: none); NotFoundError for an unknown id. */
    getTestOverride(testId, call = {}) {
        const op = 'tests.get';
        return this.exchange(op, 'read', this.client.request(op, 'GET', `/v2/tests/${encodeURIComponent(testId)}`), quarantine_overrides/* V2TestWithOverrideSchema */.S5, call);
    }
    /** Sets (or clears, `mode: clear`) one test's override; answers the test with its new override. */
    async setOverride(testId, req, call = {}) {
        const op = 'tests.setQuarantine';
        const body = this.client.engine.validate(op, quarantine_overrides/* SetQuarantineOverrideRequestSchema */.H_, req);
        return this.exchange(op, 'idempotent', this.client.request(op, 'POST', `/v2/tests/${encodeURIComponent(testId)}/quarantine`, body), quarantine_overrides/* V2TestWithOverrideSchema */.S5, call);
    }
    /**
     * Sets the overrides of up to 100 tests in one request: one result per item, in request order.
     * An item may fail while the others are applied; the whole request fails only as a request
     * (403 without the Quarantine tests permission, a bad body, the service down).
     */
    async setOverrides(req, call = {}) {
        const op = 'tests.setQuarantineMany';
        const body = this.client.engine.validate(op, quarantine_overrides/* SetQuarantineOverridesRequestSchema */.yD, req);
        return this.exchange(op, 'idempotent', this.client.request(op, 'POST', BULK_OVERRIDES_PATH, body), quarantine_overrides/* SetQuarantineOverridesResponseSchema */.cv, call);
    }
}

;// CONCATENATED MODULE: ./src/queue/flaky/v2-overrides.ts
/**
 * Quarantine overrides over v2 (notes §9): the collection's tests (`GET /v2/tests`), the v2 ids of
 * tests named by their uploader's id (the CI lookup `quarantine-status`), each test's
 * override (`GET /v2/tests/{testId}`: list rows omit it, so it is read one test at a time, a few
 * at once), and the writes in bulk requests of ≤100 tests, each test's outcome kept.
 */





/** How many tests' overrides are read at once (the org's limit is 100 requests a second). */
const OVERRIDE_READ_CONCURRENCY = 8;
/** A v2 test as an entry can name it ('' fields are absent). */
function overrideTestOfV2(t) {
    return {
        id: t.id,
        name: t.name,
        ...(t.className ? { classname: t.className } : {}),
        ...(t.parentName ? { suite: t.parentName } : {}),
        ...(t.file ? { file: t.file } : {}),
        ...(t.variant ? { variant: t.variant } : {}),
        quarantined: t.quarantineState === 'quarantined',
    };
}
/**
 * The outcome of each item of one bulk request from its answer: one result per item in order,
 * a result's `testId` (when sent) the item's; an answer that cannot be matched up says nothing of
 * any item (each failed: its write may or may not have landed).
 */
function resultsOfBulk(writes, results) {
    const mismatch = results.length !== writes.length
        ? `the answer held ${results.length} results for ${writes.length} tests`
        : results.findIndex((r, i) => r.testId !== undefined &&
            r.testId.toLowerCase() !== writes[i].testId.toLowerCase()) >= 0
            ? 'the answer named other tests than those sent, or in another order'
            : undefined;
    if (mismatch) {
        return writes.map((w) => ({
            testId: w.testId,
            status: 'failed',
            error: `${mismatch}: its outcome is unknown (sending it again is safe)`,
        }));
    }
    return writes.map((w, i) => {
        const r = results[i];
        if (r.status === 'succeeded' || r.status === 'unchanged')
            return { testId: w.testId, status: r.status };
        const known = quarantine_overrides/* OVERRIDE_ITEM_STATUSES */.uK.includes(r.status);
        const why = r.error
            ? [r.error.code, r.error.message].filter(Boolean).join(': ')
            : known
                ? 'no reason given'
                : `status ${JSON.stringify(r.status)} is not one this tool knows`;
        return {
            testId: w.testId,
            status: 'failed',
            error: why || 'no reason given',
            ...(r.error?.code ? { code: r.error.code } : {}),
        };
    });
}
/** The quarantine overrides of one v2 client. */
class V2QuarantineOverrides {
    collectionOf;
    overrides;
    flaky;
    constructor(client, collectionOf) {
        this.collectionOf = collectionOf;
        this.overrides = new V2QuarantineOverridesClient(client);
        this.flaky = new flaky_tests/* V2FlakyTestsClient */.S(client);
    }
    async tests(scope, call = {}) {
        const found = await this.collectionOf(scope, call);
        // Read by id too: a collection id that is not the organization's is a 404 here, not an
        // empty list; and whether quarantining is on is said beside the tests.
        const [collection, tests] = await Promise.all([
            this.flaky.getTestCollection(found.id, call),
            this.overrides.listTests(found.id, call),
        ]);
        return {
            collection: {
                id: collection.id,
                name: collection.name,
                ...(collection.quarantineEnabled === undefined
                    ? {}
                    : { quarantineEnabled: collection.quarantineEnabled }),
            },
            tests: tests.map(overrideTestOfV2),
        };
    }
    async testIdsOf(scope, uploaderIds, call = {}) {
        const out = new Map();
        if (!uploaderIds.length)
            return out;
        const { id } = await this.collectionOf(scope, call);
        const repo = { host: scope.repo.host, owner: scope.repo.owner, name: scope.repo.name };
        for (let i = 0; i < uploaderIds.length; i += v2_flaky_tests/* V2_MAX_QUARANTINE_STATUS_TESTS */._B) {
            const ids = uploaderIds.slice(i, i + v2_flaky_tests/* V2_MAX_QUARANTINE_STATUS_TESTS */._B);
            // The CI lookup answers one test per identifier, in order: it maps the uploader's ids.
            const r = await this.flaky.quarantineStatus(id, { repo, testIdentifiers: ids.map((x) => ({ id: x })) }, call);
            if (r.tests.length !== ids.length)
                throw new errors/* ResponseShapeError */.RD({ operation: 'testCollections.quarantineStatus' }, 'tests', `holds ${r.tests.length} answers for ${ids.length} tests asked`);
            ids.forEach((x, j) => out.set(x, r.tests[j]?.testId ?? null));
        }
        return out;
    }
    async overridesOf(ids, call = {}) {
        const out = new Map();
        const stop = new AbortController();
        const signal = call.signal ? AbortSignal.any([call.signal, stop.signal]) : stop.signal;
        const queue = [...new Set(ids)];
        const worker = async () => {
            for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
                const t = await this.overrides.getTestOverride(id, { ...call, signal });
                const o = t.quarantineOverride;
                out.set(id, o ? { testId: id, mode: o.mode, reason: o.reason ?? '' } : null);
            }
        };
        try {
            await Promise.all(Array.from({ length: Math.min(OVERRIDE_READ_CONCURRENCY, queue.length) }, worker));
        }
        catch (e) {
            // One unreadable test makes the whole read unknown: the others are stopped.
            stop.abort();
            throw e;
        }
        return out;
    }
    async apply(writes, call = {}) {
        const out = [];
        for (let i = 0; i < writes.length; i += quarantine_overrides/* V2_MAX_OVERRIDES_PER_REQUEST */.e2) {
            const chunk = writes.slice(i, i + quarantine_overrides/* V2_MAX_OVERRIDES_PER_REQUEST */.e2);
            try {
                const r = await this.overrides.setOverrides({
                    items: chunk.map((w) => ({
                        testId: w.testId,
                        mode: w.mode,
                        ...(w.reason ? { reason: w.reason } : {}),
                    })),
                }, call);
                out.push(...resultsOfBulk(chunk, r.results));
            }
            catch (e) {
                if (e instanceof errors/* CancelledError */.cc)
                    throw e;
                const message = e instanceof Error ? e.message : String(e);
                const unread = e instanceof errors/* ResponseShapeError */.RD
                    ? `the answer could not be read (${message}): the outcome is unknown (sending it again is safe)`
                    : message;
                out.push(...chunk.map((w) => ({ testId: w.testId, status: 'failed', error: unread })));
                // The request failed as a whole: the rest would meet the same, so it is not sent.
                for (const w of writes.slice(i + quarantine_overrides/* V2_MAX_OVERRIDES_PER_REQUEST */.e2))
                    out.push({
                        testId: w.testId,
                        status: 'not-sent',
                        error: `not sent: an earlier request failed (${message})`,
                    });
                break;
            }
        }
        return out;
    }
}
/**
 * The overrides of a V2FlakyTests (its collection look-up) over its v2 client; a
 * ClientConfigError when it was made over the Flaky Tests client alone.
 */
function quarantineOverridesOfV2(flaky, client) {
    if (!client)
        throw new errors/* ClientConfigError */.CD('the quarantine overrides need the v2 client itself');
    return new V2QuarantineOverrides(client, (scope, call) => flaky.collectionOf(scope, call));
}


/***/ }),

/***/ 9081:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   vU: () => (/* binding */ V2FlakyTests)
/* harmony export */ });
/* unused harmony exports flakyTestOfV2, periodCovering */
/* harmony import */ var _client_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6468);
/* harmony import */ var _client_v2_flaky_tests_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3149);
/* harmony import */ var _wire_v2_flaky_tests_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7607);
/* harmony import */ var _v2_overrides_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2075);
/* harmony import */ var _collection_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9077);
/**
 * The flaky tests over v2's test collections (notes §9, §9a): the collection a run's tests are in
 * (collection.ts), its tests (`GET /v2/tests`, metrics over 7 days and over 1 day read side by
 * side for the two failure rates), one test (`GET /v2/tests/{testId}`), and the gate's look-ups:
 * `POST …/quarantine-status`, one request per 2,000 distinct failures, each sent as soon as its
 * failures are read. Before any failure is read, one request with no test names the collection
 * and checks that the key may ask (Upload test results): a key without it is refused before the
 * reports are read through.
 */





/** A v2 test in the domain's words (`rate24h`: the failure rate over the last day, when read). */
function flakyTestOfV2(t, rate24h = 0) {
    return {
        id: t.id,
        name: t.name,
        ...(t.parentName ? { parent: t.parentName } : {}),
        ...(t.className ? { classname: t.className } : {}),
        ...(t.file ? { file_path: t.file } : {}),
        ...(t.variant ? { variant: t.variant } : {}),
        status: { value: t.status, reason: '', timestamp: t.statusSince ?? '' },
        quarantined: t.quarantineState === 'quarantined',
        failure_rate_last_7d: t.metrics?.failureRate ?? 0,
        failure_rate_last_24h: rate24h,
        pull_requests_impacted_last_7d: t.metrics?.prsImpacted ?? 0,
        codeowners: t.codeowners,
        html_url: t.url ?? '',
        most_common_failures: [],
    };
}
/** The smallest metrics period that covers a window of `ms`. */
function periodCovering(ms) {
    const days = ms / 86_400_000;
    return days <= 1 ? '1d' : days <= 7 ? '7d' : days <= 14 ? '14d' : '30d';
}
/** When a listed test last failed (ms), undefined when not said. */
function lastFailure(t) {
    const at = t.metrics?.lastFailureAt ?? t.lastFailureAt;
    const ms = at ? Date.parse(at) : NaN;
    return Number.isFinite(ms) ? ms : undefined;
}
/** The flaky tests of v2. */
class V2FlakyTests {
    version = 'v2';
    flaky;
    /** The v2 client itself (the quarantine overrides are made over it), when given. */
    v2;
    constructor(client) {
        this.flaky = client instanceof _client_v2_flaky_tests_js__WEBPACK_IMPORTED_MODULE_1__/* .V2FlakyTestsClient */ .S ? client : new _client_v2_flaky_tests_js__WEBPACK_IMPORTED_MODULE_1__/* .V2FlakyTestsClient */ .S(client);
        if (!(client instanceof _client_v2_flaky_tests_js__WEBPACK_IMPORTED_MODULE_1__/* .V2FlakyTestsClient */ .S))
            this.v2 = client;
    }
    quarantineOverrides() {
        return (0,_v2_overrides_js__WEBPACK_IMPORTED_MODULE_3__/* .quarantineOverridesOfV2 */ .Xu)(this, this.v2);
    }
    /** The collection of `scope`, and how it was found. */
    async collectionOf(scope, call = {}) {
        const input = (0,_collection_js__WEBPACK_IMPORTED_MODULE_4__/* .collectionInput */ .lF)(scope.testCollection);
        if ('id' in input)
            return { id: input.id, foundBy: 'input-id' };
        const chosen = (0,_collection_js__WEBPACK_IMPORTED_MODULE_4__/* .chooseCollection */ ._O)(await this.flaky.listTestCollections(input.name, call), input.name);
        if ('problem' in chosen)
            throw new _collection_js__WEBPACK_IMPORTED_MODULE_4__/* .TestCollectionError */ .he(chosen);
        return { id: chosen.collection.id, name: chosen.collection.name, foundBy: chosen.foundBy };
    }
    async failingTests(scope, window, call = {}) {
        const { id } = await this.collectionOf(scope, call);
        const start = Date.parse(window.start);
        const end = Date.parse(window.end);
        // The window's tests (most recently failed first, so the walk stops at the first older one)
        // with their 7-day rate, and beside them the last day's failing tests for the 24-hour rate.
        const [inWindow, lastDay] = await Promise.all([
            this.failedSince(id, periodCovering(Math.max(end - start, 7 * 86_400_000)), start, call),
            this.failedSince(id, '1d', end - 86_400_000, call),
        ]);
        const rate24h = new Map(lastDay.map((t) => [t.id, t.metrics?.failureRate ?? 0]));
        return inWindow
            .filter((t) => (lastFailure(t) ?? -Infinity) < end)
            .map((t) => flakyTestOfV2(t, rate24h.get(t.id) ?? 0));
    }
    async testDetails(_scope, id, call = {}) {
        // Test ids are unique across collections: no collection is needed to read one.
        const [week, day] = await Promise.all([
            this.flaky.getTest(id, '7d', call),
            this.flaky.getTest(id, '1d', call),
        ]);
        return flakyTestOfV2(week, day.metrics?.failureRate ?? 0);
    }
    lookups(scope, options) {
        return new V2Lookups(this, this.flaky, scope, options);
    }
    // The tests of collection `id` that failed at or after `since`, with metrics over `period`.
    async failedSince(id, period, since, call) {
        const out = [];
        const pages = this.flaky.testPages({ testCollectionId: id, period }, call);
        for await (const page of pages) {
            for (const t of page.data) {
                const at = lastFailure(t);
                // Sorted by last failure, newest first: the first one older than the window ends it.
                if (at === undefined || at < since) {
                    await pages.return(undefined);
                    return out;
                }
                out.push(t);
            }
        }
        return out;
    }
}
class V2Lookups {
    flaky;
    scope;
    ready;
    collection;
    stop = new AbortController();
    signal;
    names = new Map();
    pending = [];
    byId = new Map();
    batches = [];
    quarantineOff = false;
    constructor(api, flaky, scope, options) {
        this.flaky = flaky;
        this.scope = scope;
        const signal = options.signal
            ? AbortSignal.any([options.signal, this.stop.signal])
            : this.stop.signal;
        this.signal = signal;
        // Found once (no request for an id, one for a name or the only one), for the check and
        // every batch.
        const found = api.collectionOf(scope, { signal });
        found.catch(() => { });
        this.collection = found;
        this.ready = (async () => {
            const collection = await found;
            // No test named: the collection's facts, and the key's permission, before any failure.
            const r = await this.status(collection.id, []);
            return { collection, quarantineOff: !r.quarantineEnabled };
        })();
        this.ready.catch(() => { });
    }
    /** Failures are asked for by id, once read. */
    failing() { }
    add(f) {
        if (this.names.has(f.id))
            return;
        this.names.set(f.id, f.name);
        this.pending.push(f.id);
        if (this.pending.length === _wire_v2_flaky_tests_js__WEBPACK_IMPORTED_MODULE_2__/* .V2_MAX_QUARANTINE_STATUS_TESTS */ ._B)
            this.send();
    }
    async answers() {
        // The last failures go out at once, beside the key's check if it is still on its way.
        if (this.pending.length)
            this.send();
        await this.ready;
        await Promise.all(this.batches);
        return {
            byId: this.byId,
            requests: { byId: 0, listPages: 0, batches: this.batches.length },
            ...(this.quarantineOff ? { quarantineOff: true } : {}),
        };
    }
    /** Every failure was asked in its batch: nothing is left to look up. */
    async lookUp() {
        return new Map();
    }
    drop() {
        this.stop.abort();
    }
    send() {
        const ids = this.pending;
        this.pending = [];
        // Sent once the collection is known, beside the key's check if it is still on its way: a
        // few failures read while it travels cost no round trip of their own.
        const batch = this.collection.then(async ({ id }) => {
            const r = await this.status(id, ids);
            if (r.tests.length !== ids.length) {
                // One answer per test asked, in order: any other count cannot be matched up.
                throw new _client_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ResponseShapeError */ .RD({ operation: 'testCollections.quarantineStatus' }, 'tests', `holds ${r.tests.length} answers for ${ids.length} tests asked`);
            }
            r.tests.forEach((t, i) => {
                const id = ids[i];
                if (!t.testId)
                    return this.byId.set(id, null);
                this.byId.set(id, {
                    id: t.testId,
                    name: t.name ?? this.names.get(id) ?? '',
                    ...(t.parentName ? { parent: t.parentName } : {}),
                    status: { value: t.status, reason: '', timestamp: '' },
                    // Quarantining off in the collection: the service quarantines nothing.
                    quarantined: !this.quarantineOff && t.quarantined,
                    failure_rate_last_7d: 0,
                    failure_rate_last_24h: 0,
                    pull_requests_impacted_last_7d: 0,
                    codeowners: [],
                    html_url: t.url ?? '',
                    most_common_failures: [],
                });
            });
        });
        batch.catch(() => { });
        this.batches.push(batch);
    }
    async status(collectionId, ids) {
        const r = await this.flaky.quarantineStatus(collectionId, {
            repo: {
                host: this.scope.repo.host,
                owner: this.scope.repo.owner,
                name: this.scope.repo.name,
            },
            testIdentifiers: ids.map((id) => ({ id })),
        }, { signal: this.signal });
        if (!r.quarantineEnabled)
            this.quarantineOff = true;
        return r;
    }
}


/***/ }),

/***/ 3115:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BadRequestError: () => (/* reexport safe */ _client_errors_js__WEBPACK_IMPORTED_MODULE_11__.v7),
/* harmony export */   CancelledError: () => (/* reexport safe */ _client_errors_js__WEBPACK_IMPORTED_MODULE_11__.cc),
/* harmony export */   ConflictError: () => (/* reexport safe */ _client_errors_js__WEBPACK_IMPORTED_MODULE_11__.fK),
/* harmony export */   ESTIMATE_MIN_INTERVAL_MS: () => (/* reexport safe */ _estimate_js__WEBPACK_IMPORTED_MODULE_10__.Pf),
/* harmony export */   IMPACTS_ALL: () => (/* reexport safe */ _wire_schemas_js__WEBPACK_IMPORTED_MODULE_16__._s),
/* harmony export */   IMPACTS_ALL_LEGACY: () => (/* reexport safe */ _wire_schemas_js__WEBPACK_IMPORTED_MODULE_16__.ow),
/* harmony export */   MAX_FAILING_TESTS_WINDOW_MS: () => (/* reexport safe */ _flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__.MAX_FAILING_TESTS_WINDOW_MS),
/* harmony export */   MAX_REQUEST_BODY_BYTES: () => (/* reexport safe */ _wire_schemas_js__WEBPACK_IMPORTED_MODULE_16__.qG),
/* harmony export */   NotFoundError: () => (/* reexport safe */ _client_errors_js__WEBPACK_IMPORTED_MODULE_11__.m_),
/* harmony export */   TargetLines: () => (/* reexport safe */ _client_targets_js__WEBPACK_IMPORTED_MODULE_13__.$2),
/* harmony export */   TrunkApiError: () => (/* reexport safe */ _client_errors_js__WEBPACK_IMPORTED_MODULE_11__.Jp),
/* harmony export */   abortReason: () => (/* reexport safe */ _client_errors_js__WEBPACK_IMPORTED_MODULE_11__.Js),
/* harmony export */   bodyLimitText: () => (/* reexport safe */ _client_targets_js__WEBPACK_IMPORTED_MODULE_13__.VF),
/* harmony export */   byteCountText: () => (/* reexport safe */ _client_targets_js__WEBPACK_IMPORTED_MODULE_13__.J6),
/* harmony export */   estimateNow: () => (/* reexport safe */ _estimate_js__WEBPACK_IMPORTED_MODULE_10__.Lf),
/* harmony export */   explain: () => (/* reexport safe */ _why_js__WEBPACK_IMPORTED_MODULE_8__.WE),
/* harmony export */   failureOf: () => (/* reexport safe */ _reading_js__WEBPACK_IMPORTED_MODULE_4__.g5),
/* harmony export */   inLine: () => (/* reexport safe */ _estimate_js__WEBPACK_IMPORTED_MODULE_10__.i2),
/* harmony export */   isCancellation: () => (/* reexport safe */ _reading_js__WEBPACK_IMPORTED_MODULE_4__.iB),
/* harmony export */   isInQueue: () => (/* reexport safe */ _pr_state_js__WEBPACK_IMPORTED_MODULE_7__.L5),
/* harmony export */   isStale: () => (/* reexport safe */ _pr_state_js__WEBPACK_IMPORTED_MODULE_7__.QO),
/* harmony export */   isTerminalState: () => (/* reexport safe */ _wire_enums_js__WEBPACK_IMPORTED_MODULE_15__.CF),
/* harmony export */   judge: () => (/* reexport safe */ _pr_state_js__WEBPACK_IMPORTED_MODULE_7__.S4),
/* harmony export */   leftQueue: () => (/* reexport safe */ _requeue_js__WEBPACK_IMPORTED_MODULE_9__.vm),
/* harmony export */   missingCapabilities: () => (/* reexport safe */ _capabilities_js__WEBPACK_IMPORTED_MODULE_1__.lQ),
/* harmony export */   openTrunkApi: () => (/* reexport safe */ _api_js__WEBPACK_IMPORTED_MODULE_2__.R),
/* harmony export */   openV1Lookups: () => (/* reexport safe */ _flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__.openV1Lookups),
/* harmony export */   parsePrometheusText: () => (/* reexport safe */ _client_prometheus_js__WEBPACK_IMPORTED_MODULE_14__.t),
/* harmony export */   placeIn: () => (/* reexport safe */ _pr_state_js__WEBPACK_IMPORTED_MODULE_7__.VV),
/* harmony export */   plausibleEstimate: () => (/* reexport safe */ _estimate_js__WEBPACK_IMPORTED_MODULE_10__.OH),
/* harmony export */   positionIn: () => (/* reexport safe */ _pr_state_js__WEBPACK_IMPORTED_MODULE_7__.Nu),
/* harmony export */   pullRequestRef: () => (/* reexport safe */ _pr_state_js__WEBPACK_IMPORTED_MODULE_7__.M1),
/* harmony export */   readEstimate: () => (/* reexport safe */ _estimate_js__WEBPACK_IMPORTED_MODULE_10__.Dm),
/* harmony export */   readQueueForContext: () => (/* reexport safe */ _pr_state_js__WEBPACK_IMPORTED_MODULE_7__.kO),
/* harmony export */   readQueueOrMissing: () => (/* reexport safe */ _pr_state_js__WEBPACK_IMPORTED_MODULE_7__.Fr),
/* harmony export */   readinessBlockers: () => (/* reexport safe */ _pr_state_js__WEBPACK_IMPORTED_MODULE_7__.wL),
/* harmony export */   requeue: () => (/* reexport safe */ _requeue_js__WEBPACK_IMPORTED_MODULE_9__.hr),
/* harmony export */   sumSamples: () => (/* reexport safe */ _client_prometheus_js__WEBPACK_IMPORTED_MODULE_14__.H),
/* harmony export */   testBranchRunIdFor: () => (/* reexport safe */ _why_js__WEBPACK_IMPORTED_MODULE_8__.G5),
/* harmony export */   trunkTestId: () => (/* reexport safe */ _flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__.trunkTestId),
/* harmony export */   wantsEstimate: () => (/* reexport safe */ _estimate_js__WEBPACK_IMPORTED_MODULE_10__.gO),
/* harmony export */   whyOf: () => (/* reexport safe */ _why_js__WEBPACK_IMPORTED_MODULE_8__.gf)
/* harmony export */ });
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3150);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(_types_js__WEBPACK_IMPORTED_MODULE_0__);
/* harmony reexport (checked) */ if(__webpack_require__.o(_types_js__WEBPACK_IMPORTED_MODULE_0__, "ESTIMATE_MIN_INTERVAL_MS")) __webpack_require__.d(__webpack_exports__, { ESTIMATE_MIN_INTERVAL_MS: function() { return _types_js__WEBPACK_IMPORTED_MODULE_0__.ESTIMATE_MIN_INTERVAL_MS; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_types_js__WEBPACK_IMPORTED_MODULE_0__, "MAX_FAILING_TESTS_WINDOW_MS")) __webpack_require__.d(__webpack_exports__, { MAX_FAILING_TESTS_WINDOW_MS: function() { return _types_js__WEBPACK_IMPORTED_MODULE_0__.MAX_FAILING_TESTS_WINDOW_MS; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_types_js__WEBPACK_IMPORTED_MODULE_0__, "estimateNow")) __webpack_require__.d(__webpack_exports__, { estimateNow: function() { return _types_js__WEBPACK_IMPORTED_MODULE_0__.estimateNow; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_types_js__WEBPACK_IMPORTED_MODULE_0__, "explain")) __webpack_require__.d(__webpack_exports__, { explain: function() { return _types_js__WEBPACK_IMPORTED_MODULE_0__.explain; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_types_js__WEBPACK_IMPORTED_MODULE_0__, "failureOf")) __webpack_require__.d(__webpack_exports__, { failureOf: function() { return _types_js__WEBPACK_IMPORTED_MODULE_0__.failureOf; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_types_js__WEBPACK_IMPORTED_MODULE_0__, "inLine")) __webpack_require__.d(__webpack_exports__, { inLine: function() { return _types_js__WEBPACK_IMPORTED_MODULE_0__.inLine; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_types_js__WEBPACK_IMPORTED_MODULE_0__, "isCancellation")) __webpack_require__.d(__webpack_exports__, { isCancellation: function() { return _types_js__WEBPACK_IMPORTED_MODULE_0__.isCancellation; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_types_js__WEBPACK_IMPORTED_MODULE_0__, "isInQueue")) __webpack_require__.d(__webpack_exports__, { isInQueue: function() { return _types_js__WEBPACK_IMPORTED_MODULE_0__.isInQueue; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_types_js__WEBPACK_IMPORTED_MODULE_0__, "isStale")) __webpack_require__.d(__webpack_exports__, { isStale: function() { return _types_js__WEBPACK_IMPORTED_MODULE_0__.isStale; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_types_js__WEBPACK_IMPORTED_MODULE_0__, "judge")) __webpack_require__.d(__webpack_exports__, { judge: function() { return _types_js__WEBPACK_IMPORTED_MODULE_0__.judge; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_types_js__WEBPACK_IMPORTED_MODULE_0__, "leftQueue")) __webpack_require__.d(__webpack_exports__, { leftQueue: function() { return _types_js__WEBPACK_IMPORTED_MODULE_0__.leftQueue; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_types_js__WEBPACK_IMPORTED_MODULE_0__, "missingCapabilities")) __webpack_require__.d(__webpack_exports__, { missingCapabilities: function() { return _types_js__WEBPACK_IMPORTED_MODULE_0__.missingCapabilities; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_types_js__WEBPACK_IMPORTED_MODULE_0__, "openTrunkApi")) __webpack_require__.d(__webpack_exports__, { openTrunkApi: function() { return _types_js__WEBPACK_IMPORTED_MODULE_0__.openTrunkApi; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_types_js__WEBPACK_IMPORTED_MODULE_0__, "openV1Lookups")) __webpack_require__.d(__webpack_exports__, { openV1Lookups: function() { return _types_js__WEBPACK_IMPORTED_MODULE_0__.openV1Lookups; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_types_js__WEBPACK_IMPORTED_MODULE_0__, "placeIn")) __webpack_require__.d(__webpack_exports__, { placeIn: function() { return _types_js__WEBPACK_IMPORTED_MODULE_0__.placeIn; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_types_js__WEBPACK_IMPORTED_MODULE_0__, "plausibleEstimate")) __webpack_require__.d(__webpack_exports__, { plausibleEstimate: function() { return _types_js__WEBPACK_IMPORTED_MODULE_0__.plausibleEstimate; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_types_js__WEBPACK_IMPORTED_MODULE_0__, "positionIn")) __webpack_require__.d(__webpack_exports__, { positionIn: function() { return _types_js__WEBPACK_IMPORTED_MODULE_0__.positionIn; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_types_js__WEBPACK_IMPORTED_MODULE_0__, "pullRequestRef")) __webpack_require__.d(__webpack_exports__, { pullRequestRef: function() { return _types_js__WEBPACK_IMPORTED_MODULE_0__.pullRequestRef; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_types_js__WEBPACK_IMPORTED_MODULE_0__, "readEstimate")) __webpack_require__.d(__webpack_exports__, { readEstimate: function() { return _types_js__WEBPACK_IMPORTED_MODULE_0__.readEstimate; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_types_js__WEBPACK_IMPORTED_MODULE_0__, "readQueueForContext")) __webpack_require__.d(__webpack_exports__, { readQueueForContext: function() { return _types_js__WEBPACK_IMPORTED_MODULE_0__.readQueueForContext; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_types_js__WEBPACK_IMPORTED_MODULE_0__, "readQueueOrMissing")) __webpack_require__.d(__webpack_exports__, { readQueueOrMissing: function() { return _types_js__WEBPACK_IMPORTED_MODULE_0__.readQueueOrMissing; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_types_js__WEBPACK_IMPORTED_MODULE_0__, "readinessBlockers")) __webpack_require__.d(__webpack_exports__, { readinessBlockers: function() { return _types_js__WEBPACK_IMPORTED_MODULE_0__.readinessBlockers; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_types_js__WEBPACK_IMPORTED_MODULE_0__, "requeue")) __webpack_require__.d(__webpack_exports__, { requeue: function() { return _types_js__WEBPACK_IMPORTED_MODULE_0__.requeue; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_types_js__WEBPACK_IMPORTED_MODULE_0__, "testBranchRunIdFor")) __webpack_require__.d(__webpack_exports__, { testBranchRunIdFor: function() { return _types_js__WEBPACK_IMPORTED_MODULE_0__.testBranchRunIdFor; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_types_js__WEBPACK_IMPORTED_MODULE_0__, "trunkTestId")) __webpack_require__.d(__webpack_exports__, { trunkTestId: function() { return _types_js__WEBPACK_IMPORTED_MODULE_0__.trunkTestId; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_types_js__WEBPACK_IMPORTED_MODULE_0__, "wantsEstimate")) __webpack_require__.d(__webpack_exports__, { wantsEstimate: function() { return _types_js__WEBPACK_IMPORTED_MODULE_0__.wantsEstimate; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_types_js__WEBPACK_IMPORTED_MODULE_0__, "whyOf")) __webpack_require__.d(__webpack_exports__, { whyOf: function() { return _types_js__WEBPACK_IMPORTED_MODULE_0__.whyOf; } });
/* harmony import */ var _capabilities_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7281);
/* harmony import */ var _api_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2051);
/* harmony import */ var _flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9286);
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__, "ESTIMATE_MIN_INTERVAL_MS")) __webpack_require__.d(__webpack_exports__, { ESTIMATE_MIN_INTERVAL_MS: function() { return _flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__.ESTIMATE_MIN_INTERVAL_MS; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__, "estimateNow")) __webpack_require__.d(__webpack_exports__, { estimateNow: function() { return _flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__.estimateNow; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__, "explain")) __webpack_require__.d(__webpack_exports__, { explain: function() { return _flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__.explain; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__, "failureOf")) __webpack_require__.d(__webpack_exports__, { failureOf: function() { return _flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__.failureOf; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__, "inLine")) __webpack_require__.d(__webpack_exports__, { inLine: function() { return _flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__.inLine; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__, "isCancellation")) __webpack_require__.d(__webpack_exports__, { isCancellation: function() { return _flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__.isCancellation; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__, "isInQueue")) __webpack_require__.d(__webpack_exports__, { isInQueue: function() { return _flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__.isInQueue; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__, "isStale")) __webpack_require__.d(__webpack_exports__, { isStale: function() { return _flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__.isStale; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__, "judge")) __webpack_require__.d(__webpack_exports__, { judge: function() { return _flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__.judge; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__, "leftQueue")) __webpack_require__.d(__webpack_exports__, { leftQueue: function() { return _flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__.leftQueue; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__, "placeIn")) __webpack_require__.d(__webpack_exports__, { placeIn: function() { return _flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__.placeIn; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__, "plausibleEstimate")) __webpack_require__.d(__webpack_exports__, { plausibleEstimate: function() { return _flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__.plausibleEstimate; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__, "positionIn")) __webpack_require__.d(__webpack_exports__, { positionIn: function() { return _flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__.positionIn; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__, "pullRequestRef")) __webpack_require__.d(__webpack_exports__, { pullRequestRef: function() { return _flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__.pullRequestRef; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__, "readEstimate")) __webpack_require__.d(__webpack_exports__, { readEstimate: function() { return _flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__.readEstimate; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__, "readQueueForContext")) __webpack_require__.d(__webpack_exports__, { readQueueForContext: function() { return _flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__.readQueueForContext; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__, "readQueueOrMissing")) __webpack_require__.d(__webpack_exports__, { readQueueOrMissing: function() { return _flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__.readQueueOrMissing; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__, "readinessBlockers")) __webpack_require__.d(__webpack_exports__, { readinessBlockers: function() { return _flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__.readinessBlockers; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__, "requeue")) __webpack_require__.d(__webpack_exports__, { requeue: function() { return _flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__.requeue; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__, "testBranchRunIdFor")) __webpack_require__.d(__webpack_exports__, { testBranchRunIdFor: function() { return _flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__.testBranchRunIdFor; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__, "wantsEstimate")) __webpack_require__.d(__webpack_exports__, { wantsEstimate: function() { return _flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__.wantsEstimate; } });
/* harmony reexport (checked) */ if(__webpack_require__.o(_flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__, "whyOf")) __webpack_require__.d(__webpack_exports__, { whyOf: function() { return _flaky_tests_js__WEBPACK_IMPORTED_MODULE_3__.whyOf; } });
/* harmony import */ var _reading_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7843);
/* harmony import */ var _v1_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3906);
/* harmony import */ var _v2_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3444);
/* harmony import */ var _pr_state_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9473);
/* harmony import */ var _why_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1281);
/* harmony import */ var _requeue_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8603);
/* harmony import */ var _estimate_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(9761);
/* harmony import */ var _client_errors_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(6468);
/* harmony import */ var _client_engine_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(881);
/* harmony import */ var _client_targets_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(729);
/* harmony import */ var _client_prometheus_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(3591);
/* harmony import */ var _wire_enums_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(1971);
/* harmony import */ var _wire_schemas_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(9753);
/**
 * The merge-queue floor, between the API clients and the commands: the domain and its one
 * interface (types.ts) with an implementation per API (v1.ts, v2.ts), the capabilities each API
 * declares, the run's API (api.ts), the flaky tests beside it, and the decisions on a queued PR
 * (its state, why, a requeue, its estimate), which return values. The commands import this, never
 * an API client: what they need of the client (its errors, the clock, the body limits, the
 * metrics text reader) is re-exported here.
 */











// What a command needs of the client, as the client has it.








/***/ }),

/***/ 9473:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fr: () => (/* binding */ readQueueOrMissing),
/* harmony export */   K9: () => (/* binding */ shaMatches),
/* harmony export */   L5: () => (/* binding */ isInQueue),
/* harmony export */   M1: () => (/* binding */ pullRequestRef),
/* harmony export */   Nu: () => (/* binding */ positionIn),
/* harmony export */   QO: () => (/* binding */ isStale),
/* harmony export */   S4: () => (/* binding */ judge),
/* harmony export */   VV: () => (/* binding */ placeIn),
/* harmony export */   kO: () => (/* binding */ readQueueForContext),
/* harmony export */   wL: () => (/* binding */ readinessBlockers)
/* harmony export */ });
/* harmony import */ var _client_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6468);
/* harmony import */ var _inputs_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1318);
/* harmony import */ var _wire_enums_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1971);
/* harmony import */ var _reading_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7843);
/**
 * Decisions on a PR in the queue, as values: the verdict on its state (which state ends a wait,
 * whether the entry is stale), where it stands in the line, what keeps it NOT_READY, and the read
 * that tells a missing queue from a PR not in it. The words are the commands' (src/commands).
 */




/** The reference to a PR of a queue, from what a command's settings say. */
function pullRequestRef(s) {
    return { repo: s.repo, targetBranch: s.targetBranch, pr: { number: s.prNumber } };
}
/** True when the queue entry is for the expected commit (a short expected sha matches a prefix). */
function shaMatches(entrySha, expected) {
    const a = entrySha.toLowerCase();
    const b = expected.toLowerCase();
    return a.length >= b.length ? a.startsWith(b) : b.startsWith(a);
}
/** True when the queue's entry is for another commit than the PR's head (when that is known). */
function isStale(pr, headSha) {
    return !!pr && !!headSha && !!pr.sha && !shaMatches(pr.sha, headSha);
}
/** The PR is in the queue now: submitted and in no final state. */
function isInQueue(pr) {
    return !!pr && pr.submitted && !(0,_wire_enums_js__WEBPACK_IMPORTED_MODULE_2__/* .isTerminalState */ .CF)(pr.state);
}
/** The success path a merged PR has gone through: waiting for any of these ends at MERGED. */
const SUCCESS_PATH = ['not_ready', 'pending', 'testing', 'tests_passed', 'merged'];
/**
 * Judges one observation of the PR. Not submitted, stale, a `wait-for` state, a `fail-on` state,
 * or a final state that can no longer lead to a `wait-for` one end the wait; anything else
 * (PENDING_FAILURE and unknown states included) does not.
 */
function judge(pr, spec) {
    if (!pr)
        return { done: true, outcome: 'not-submitted', cause: { kind: 'not-submitted' } };
    const state = pr.state.toLowerCase();
    if (spec.expectedSha && isStale(pr, spec.expectedSha)) {
        const cause = { kind: 'stale', entrySha: pr.sha, headSha: spec.expectedSha };
        return { done: true, outcome: 'stale', cause };
    }
    if (spec.waitFor.includes(state))
        return { done: true, outcome: 'success', cause: { kind: 'reached', state } };
    if (spec.failOn.includes(state))
        return { done: true, outcome: 'failure', cause: { kind: 'reached', state } };
    if (!(0,_wire_enums_js__WEBPACK_IMPORTED_MODULE_2__/* .isTerminalState */ .CF)(state))
        return { done: false };
    if (state === 'merged' && spec.waitFor.every((w) => SUCCESS_PATH.includes(w))) {
        return { done: true, outcome: 'success', cause: { kind: 'merged-past', waitFor: spec.waitFor } };
    }
    return { done: true, outcome: 'failure', cause: { kind: 'final', state, waitFor: spec.waitFor } };
}
/** The PR's 1-based position among the queue's PRs, if it is there. */
function positionIn(queue, prNumber) {
    if (!queue)
        return undefined;
    const i = queue.pullRequests.findIndex((p) => p.number === prNumber);
    return i >= 0 ? i + 1 : undefined;
}
/** The PR's place in the queue; nothing when the queue is not known. */
function placeIn(q, prNumber) {
    if (!q)
        return {};
    return { position: positionIn(q, prNumber), depth: q.pullRequests.length, queueState: q.state };
}
/** What keeps a PR NOT_READY, by its readiness record (in the order they are said). */
function readinessBlockers(readiness) {
    if (!readiness)
        return [{ kind: 'no-details' }];
    const out = [];
    if (readiness.requiresImpactedTargets && readiness.hasImpactedTargets !== true)
        out.push({ kind: 'impacted-targets' });
    if (readiness.baseBranchMatches === false)
        out.push({ kind: 'base-branch' });
    switch (readiness.mergeability) {
        case 'not_mergeable':
            out.push({ kind: 'not-mergeable' });
            break;
        case 'in_progress':
        case 'unspecified':
            out.push({ kind: 'mergeability-pending' });
            break;
        case undefined:
        case 'mergeable':
            break;
        default:
            out.push({ kind: 'mergeability', value: readiness.mergeability });
    }
    return out.length ? out : [{ kind: 'none-reported' }];
}
/**
 * Reads the queue to tell "no such queue" (a {@link MissingQueueError}) apart from "the PR is not
 * in it". Any other failure is not decisive: undefined, and the caller goes on.
 */
async function readQueueOrMissing(queue, ref, call) {
    try {
        return await queue.getQueue({ repo: ref.repo, targetBranch: ref.targetBranch }, call);
    }
    catch (e) {
        if (e instanceof _client_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .NotFoundError */ .m_)
            throw new _inputs_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .MissingQueueError */ .Oi(ref.repo, ref.targetBranch);
        if (e instanceof _client_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CancelledError */ .cc)
            throw e;
        return undefined;
    }
}
/**
 * Reads the queue for context (a position, a depth): any failure is no queue, told to `unread`,
 * and never fails the command.
 */
async function readQueueForContext(queue, ref, call, unread = () => { }) {
    try {
        return await queue.getQueue({ repo: ref.repo, targetBranch: ref.targetBranch }, call);
    }
    catch (e) {
        unread((0,_reading_js__WEBPACK_IMPORTED_MODULE_3__/* .failureOf */ .g5)(e));
        return undefined;
    }
}


/***/ }),

/***/ 7843:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MU: () => (/* binding */ readingOf),
/* harmony export */   g5: () => (/* binding */ failureOf),
/* harmony export */   iB: () => (/* binding */ isCancellation)
/* harmony export */ });
/* unused harmony export valueOr */
/* harmony import */ var _client_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6468);
/* harmony import */ var _wire_error_kind_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8118);
/**
 * Reads as values: a list read is `read` (non-empty), `empty` (the service sent none) or
 * `unknown` (it could not be read, and why). Only a cancelled job still throws.
 */


/** What an error says of why a read failed: its kind and HTTP status. */
function failureOf(e) {
    if (e instanceof _client_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .TrunkApiError */ .Jp) {
        return { kind: e.kind, ...(e.status ? { status: e.status } : {}), message: e.message };
    }
    const kind = e instanceof Error ? e.kind : undefined;
    return {
        kind: typeof kind === 'string' && (0,_wire_error_kind_js__WEBPACK_IMPORTED_MODULE_1__/* .isErrorKind */ .r)(kind) ? kind : 'internal',
        message: e instanceof Error ? e.message : String(e),
    };
}
/** True when `e` ends the job rather than one read (a cancellation, or the signal aborted). */
function isCancellation(e, signal) {
    return e instanceof _client_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CancelledError */ .cc || !!signal?.aborted;
}
/** A list read as a {@link Reading}; rethrows only a cancellation. */
async function readingOf(read, signal) {
    try {
        const value = await read();
        return value.length ? { status: 'read', value } : { status: 'empty' };
    }
    catch (e) {
        if (isCancellation(e, signal))
            throw e;
        return { status: 'unknown', failure: failureOf(e) };
    }
}
/** The list a reading read, [] for empty or unknown (for a caller that said why elsewhere). */
function valueOr(r) {
    return r.status === 'read' ? r.value : [];
}


/***/ }),

/***/ 8603:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hr: () => (/* binding */ requeue),
/* harmony export */   vm: () => (/* binding */ leftQueue)
/* harmony export */ });
/* unused harmony exports REQUEUE_CAUSES, INFRASTRUCTURE_CODES, TRANSIENT_CONCLUSIONS, REQUEUE_DECISION_NAMES, causeOf, requeuesInTimeline, planRequeue, recheck */
/* harmony import */ var _client_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6468);
/* harmony import */ var _pr_state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9473);
/* harmony import */ var _reading_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7843);
/**
 * Putting a PR back in the queue after a kick-out that was not its own doing, for `requeue` and
 * wait's `requeue: transient`, as values. One table decides each reason code (docs/why.md); the
 * count per head commit comes from the service's history of the PR, else the PR comment's
 * record, else there is none and nothing is requeued. The PR is read again right before the
 * submit; the comment's count is written before the submit, so a job killed in between never
 * requeues twice. The words are the commands'.
 */



/** Each reason code's cause: the one table (docs/why.md shows it). */
const REQUEUE_CAUSES = {
    'tests-failed': 'checks',
    'tests-timed-out': 'transient',
    'merge-conflict': 'own',
    'merge-refused': 'service-code',
    'failed-other': 'service-code',
    'cancelled-by-user': 'own',
    'new-commit': 'own',
    'pr-closed': 'own',
    'not-ready-timeout': 'own',
    'base-branch-changed': 'own',
    'converted-to-draft': 'own',
    'cancelled-other': 'own',
    'behind-base': 'not-out',
    conflict: 'not-out',
    'failing-check': 'not-out',
    'awaiting-check': 'not-out',
    'missing-impacted-targets': 'not-out',
    'base-branch-mismatch': 'not-out',
    'mergeability-pending': 'not-out',
    'not-mergeable': 'not-out',
    unknown: 'unknown',
};
/** The service's codes that name infrastructure rather than the PR (its test run never ran or GitHub failed). */
const INFRASTRUCTURE_CODES = new Set([
    'TEST_RUN_TIMEOUT',
    'START_TEST_RUN_RETRY_EXHAUSTED',
    'GITHUB_API_REPEATED_SERVER_ERRORS',
    'GITHUB_API_RATE_LIMIT_EXCEEDED',
]);
/** Check conclusions that are not the PR's failure: the run was stopped, not failed. */
const TRANSIENT_CONCLUSIONS = new Set([
    'CANCELLED',
    'TIMED_OUT',
    'STARTUP_FAILURE',
    'STALE',
]);
/** Every decision, in the order docs/why.md lists them. */
const REQUEUE_DECISION_NAMES = (/* unused pure expression or super */ null && ([
    'requeued',
    'not-out',
    'not-submitted',
    'not-transient',
    'cause-unknown',
    'count-unknown',
    'limit-reached',
    'no-record',
    'back-in-queue',
    'merged',
    'new-commit',
    'changed',
    'submit-failed',
]));
/** Whether the kick-out was the PR's own, from the reason, the service's code and the checks. */
function causeOf(why, serviceCode = why.serviceCode) {
    if (!why.reason)
        return 'not-out';
    const cause = REQUEUE_CAUSES[why.reason];
    switch (cause) {
        case 'transient':
        case 'own':
        case 'unknown':
        case 'not-out':
            return cause;
        case 'checks':
            if (serviceCode && INFRASTRUCTURE_CODES.has(serviceCode))
                return 'transient';
            return allStopped(why.failedChecks) ? 'transient' : 'own';
        case 'service-code':
            return serviceCode && INFRASTRUCTURE_CODES.has(serviceCode) ? 'transient' : 'own';
    }
}
/** True when checks failed and none of them ended in a plain failure. */
function allStopped(checks) {
    return checks.length > 0 && checks.every((c) => TRANSIENT_CONCLUSIONS.has(c.conclusion));
}
/**
 * How many times the PR was put back at its current commit, from the service's history (newest
 * first): the kick-outs since the last new-commit cancellation, less the one being decided.
 * Undefined when the service sent none. It may count a person's resubmission too: the count errs
 * towards fewer requeues, never more.
 */
function requeuesInTimeline(timeline) {
    if (!timeline.length)
        return undefined;
    let kickOuts = 0;
    for (const t of timeline) {
        const reason = t.reason?.toUpperCase() ?? '';
        if (reason === 'PR_PUSHED_TO' || reason === 'STACKED_PR_MEMBER_PUSHED_TO')
            break;
        if (leftQueue(t.state))
            kickOuts++;
    }
    return Math.max(0, kickOuts - 1);
}
/** The PR has left the queue (FAILED or CANCELLED, any case): what a requeue is about. */
function leftQueue(state) {
    const s = state?.toLowerCase();
    return s === 'failed' || s === 'cancelled';
}
/** Decides from what was read: the PR, its cause, and the counts (pure). */
function planRequeue(input) {
    const { pr } = input;
    if (!pr)
        return { go: false, decision: 'not-submitted' };
    const state = pr.state.toLowerCase();
    if (state === 'merged')
        return { go: false, decision: 'merged' };
    if (!leftQueue(state))
        return { go: false, decision: 'not-out' };
    if (input.headSha && pr.sha && !(0,_pr_state_js__WEBPACK_IMPORTED_MODULE_1__/* .shaMatches */ .K9)(pr.sha, input.headSha))
        return { go: false, decision: 'new-commit' };
    const cause = causeOf(input.why, input.serviceCode);
    if (cause === 'unknown')
        return { go: false, decision: 'cause-unknown' };
    if (cause !== 'transient')
        return { go: false, decision: 'not-transient' };
    const sha = pr.sha?.toLowerCase();
    const fromComment = sha && input.recorded ? (input.recorded[sha] ?? 0) : undefined;
    // Both records when both are there: a service that starts a new entry on resubmission forgets.
    if (input.fromService === undefined && fromComment === undefined)
        return { go: false, decision: 'no-record' };
    const source = fromComment !== undefined && fromComment >= (input.fromService ?? 0) ? 'comment' : 'service';
    const done = Math.max(input.fromService ?? 0, fromComment ?? 0);
    if (done >= input.maxRequeues) {
        const detail = { kind: 'limit', done, max: input.maxRequeues };
        return { go: false, decision: 'limit-reached', detail };
    }
    return { go: true, source, done };
}
/** The re-read right before the submit: still the same kick-out? Else what it is now. */
function recheck(before, now) {
    if (!now)
        return 'changed';
    const state = now.state.toLowerCase();
    if (state === 'merged')
        return 'merged';
    if (!leftQueue(state))
        return 'back-in-queue';
    if (before.sha && now.sha && !(0,_pr_state_js__WEBPACK_IMPORTED_MODULE_1__/* .shaMatches */ .K9)(before.sha, now.sha))
        return 'new-commit';
    if (state !== before.state.toLowerCase() || now.stateChangedAt !== before.stateChangedAt)
        return 'changed';
    return undefined;
}
/**
 * Decides, re-reads and submits at most once. Never throws but for a cancelled job and the
 * submit's own error.
 */
async function requeue(d, pr, why, opts) {
    const call = { signal: d.signal };
    const stop = (decision, detail, now = pr, late = false) => ({
        requeued: false,
        decision,
        ...(detail ? { detail } : {}),
        ...(late ? { late } : {}),
        pr: now,
    });
    // Only for a kick-out whose cause is not its own are the records worth a read.
    const first = planRequeue({ pr, why, ...opts, fromService: 0, maxRequeues: Infinity });
    if (!first.go)
        return stop(first.decision, first.detail);
    // Each record is read whole or not at all: one that could not be read is no count, never 0.
    const history = await d.queue.readHistory(d.ref, call);
    if (history.status === 'unknown')
        return stop('count-unknown', {
            kind: 'count-unknown',
            source: 'service',
            failure: history.failure,
        });
    const record = d.record ? await d.record.read() : undefined;
    if (record?.status === 'unknown')
        return stop('count-unknown', {
            kind: 'count-unknown',
            source: 'comment',
            failure: record.failure,
        });
    const fromService = history.status === 'read' ? requeuesInTimeline(history.value) : undefined;
    const recorded = !record ? undefined : record.status === 'read' ? record.value : {};
    const plan = planRequeue({ pr, why, ...opts, fromService, recorded });
    if (!plan.go)
        return stop(plan.decision, plan.detail);
    const sha = pr.sha;
    // Right before the submit: the PR as it is now.
    const now = await d.queue.findPullRequest(d.ref, call);
    const changed = recheck(pr, now);
    if (changed)
        return stop(changed, undefined, now, true);
    // The count goes into the comment before the submit: a job killed after it never requeues twice.
    const count = { done: plan.done, max: opts.maxRequeues };
    const counted = !!sha && !!d.record && (await d.record.add(sha, count));
    if (plan.source === 'comment' && !counted)
        return stop('no-record', { kind: 'count-not-written' });
    try {
        await d.queue.submitPullRequest({ repo: d.ref.repo, targetBranch: d.ref.targetBranch, pr: { number: d.ref.pr.number } }, call);
    }
    catch (e) {
        // A v2 service refuses a PR already queued: another job put it back; that is the state wanted.
        if (!(e instanceof _client_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConflictError */ .fK))
            throw e;
        return stop('back-in-queue');
    }
    const after = await d.queue.findPullRequest(d.ref, call).catch((e) => {
        if ((0,_reading_js__WEBPACK_IMPORTED_MODULE_2__/* .isCancellation */ .iB)(e, d.signal))
            throw e;
        return null;
    });
    // Still the very kick-out read before the submit: the submit did not take effect, although the
    // client took it as landed (a lost answer settled by a read that saw the PR's recent kick-out as
    // a change since the send). Say so rather than claim a requeue; nothing is sent again.
    if (after && !after.submitted && recheck(now, after) === undefined)
        return stop('submit-failed', { kind: 'not-entered' }, after, true);
    return {
        requeued: true,
        decision: 'requeued',
        pr: after ?? now,
        source: plan.source,
        count,
        ...(sha ? { sha } : {}),
    };
}


/***/ }),

/***/ 3150:
/***/ (() => {



/***/ }),

/***/ 3906:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j0: () => (/* binding */ V1MergeQueue)
/* harmony export */ });
/* unused harmony exports fromV1PullRequest, fromV1Queue, fromTestingDetails */
/* harmony import */ var _capabilities_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7281);
/* harmony import */ var _reading_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7843);
/**
 * The merge queue over Trunk's v1 API: each method one or two calls of the v1 client, its answers
 * in the domain's words (v1's `prNumber`, `isCurrentlySubmittedToQueue`, `enqueuedPullRequests`
 * become the PR's `number`, `submitted`, the queue's `pullRequests`). v1 sends a PR's estimate in
 * the same answer when asked, and has no call that re-runs failed checks.
 */


/** The merge queue over a v1 client (which the caller opens and closes). */
class V1MergeQueue {
    client;
    constructor(client) {
        this.client = client;
    }
    async findPullRequest(ref, call = {}, read = {}) {
        const pr = await this.client.findSubmittedPullRequest(ref, call, read);
        return pr && fromV1PullRequest(pr);
    }
    async submitPullRequest(req, call = {}) {
        const { observed, ...r } = await this.client.submitPullRequest(req, call);
        return { ...r, ...(observed ? { observed: fromV1PullRequest(observed) } : {}) };
    }
    cancelPullRequest(ref, call = {}) {
        return this.client.cancelPullRequest(ref, call);
    }
    restartTests(ref, call = {}) {
        return this.client.restartTestsOnPullRequest(ref, call);
    }
    /** v1 has no call that re-runs failed checks: refused unsent (capability `rerun-failed-checks`). */
    rerunFailedChecks(_ref, _mode) {
        return Promise.reject(new _capabilities_js__WEBPACK_IMPORTED_MODULE_0__/* .MissingCapabilityError */ .XL('rerun-failed-checks', 'v1'));
    }
    /** The timeline of getSubmittedPullRequest; an older service sends none (empty). */
    readHistory(ref, call = {}) {
        return (0,_reading_js__WEBPACK_IMPORTED_MODULE_1__/* .readingOf */ .MU)(() => this.client.getPullRequestTimeline(ref, call), call.signal);
    }
    getEstimate(ref, call = {}) {
        return this.client.getMergeEstimate(ref, call);
    }
    async getTestRun(ref, call = {}) {
        return fromTestingDetails(await this.client.getMergeQueueTestingDetails(ref, call));
    }
    uploadImpactedTargets(envelope, targets, call = {}) {
        return this.client.uploadImpactedTargets(envelope, targets, call);
    }
    async getQueue(ref, call = {}) {
        return fromV1Queue(await this.client.getQueue(ref, call));
    }
    createQueue(req, call = {}) {
        return this.client.createQueue(req, call);
    }
    async updateQueue(req, call = {}) {
        const { queue: _sentBack, ...r } = await this.client.updateQueue(req, call);
        return r;
    }
    deleteQueue(ref, call = {}) {
        return this.client.deleteQueue(ref, call);
    }
    getMetrics(query, call = {}) {
        return this.client.getMergeQueueMetrics(query, call);
    }
    serviceNow() {
        return this.client.serviceNow();
    }
}
/** v1's readiness: the facts it sent; v1 never gives the provider's reasons. */
function fromV1Readiness(r) {
    return {
        ...(r.requiresImpactedTargets !== undefined
            ? { requiresImpactedTargets: r.requiresImpactedTargets }
            : {}),
        ...(r.hasImpactedTargets !== undefined ? { hasImpactedTargets: r.hasImpactedTargets } : {}),
        ...(r.doesBaseBranchMatch !== undefined ? { baseBranchMatches: r.doesBaseBranchMatch } : {}),
        ...(r.gitHubMergeability !== undefined ? { mergeability: r.gitHubMergeability } : {}),
        detailed: false,
    };
}
/** An entry of v1's getQueue. */
function fromV1Entry(e) {
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
    };
}
/** v1's record of a PR (getSubmittedPullRequest), with the estimate when it came with it. */
function fromV1PullRequest(pr) {
    const estimate = 'mergeEstimate' in pr ? pr.mergeEstimate : undefined;
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
    };
}
/** v1's getQueue: its settings and its PRs. */
function fromV1Queue(q) {
    const { enqueuedPullRequests, ...settings } = q;
    return { ...settings, pullRequests: enqueuedPullRequests.map(fromV1Entry) };
}
/** v1's testing details: its check suites' runs one list, its statuses another. */
function fromTestingDetails(d) {
    return {
        testBranch: d.testBranch,
        testBranchSha: d.testBranchSha,
        ...(d.createdAt !== undefined ? { createdAt: d.createdAt } : {}),
        ...(d.status !== undefined ? { status: d.status } : {}),
        requiredStatuses: [...d.requiredStatuses],
        checkRuns: d.checkSuites.flatMap((s) => s.checkRuns.map((r) => ({
            name: r.name,
            ...(r.url ? { url: r.url } : {}),
            ...(r.status !== undefined ? { status: r.status } : {}),
            ...(r.conclusion !== undefined ? { conclusion: r.conclusion } : {}),
        }))),
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
    };
}


/***/ }),

/***/ 3444:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  W: () => (/* binding */ V2MergeQueue)
});

// EXTERNAL MODULE: ./src/client/client.ts
var client = __webpack_require__(4064);
// EXTERNAL MODULE: ./src/client/errors.ts
var errors = __webpack_require__(6468);
// EXTERNAL MODULE: ./src/client/v2/client.ts
var v2_client = __webpack_require__(7801);
// EXTERNAL MODULE: ./src/client/v2/index.ts
var v2 = __webpack_require__(9444);
// EXTERNAL MODULE: ./src/wire/schemas.ts
var schemas = __webpack_require__(9753);
// EXTERNAL MODULE: ./src/wire/v2/schemas.ts
var v2_schemas = __webpack_require__(494);
// EXTERNAL MODULE: ./src/queue/reading.ts
var reading = __webpack_require__(7843);
// EXTERNAL MODULE: ./src/wire/enums.ts
var enums = __webpack_require__(1971);
;// CONCATENATED MODULE: ./src/queue/v2-mapping.ts
/**
 * v2's answers in the domain's words (types.ts), so a command reads the same facts and sets the
 * same outputs on either API: camelCase states to the domain's snake_case (`testsPassed` →
 * `tests_passed`), queue modes (`queue` → `single`, `graph` → `parallel`), renamed settings
 * (migrate guide, notes §10), and the action's queue settings split into v2's writes.
 */

/** `testsPassed` → `tests_passed`; unknown values the same way (the domain is snake_case). */
function snakeCase(value) {
    return value.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}
/** `bisection_skip_redundant_tests` → `bisectionSkipRedundantTests`. */
function camelCase(value) {
    return value.replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());
}
/** v2 mode → the domain's (the action's) mode. */
function domainMode(mode) {
    return mode === 'queue' ? 'single' : mode === 'graph' ? 'parallel' : snakeCase(mode);
}
/** The action's mode → v2's. */
function v2Mode(mode) {
    return mode === 'single' ? 'queue' : 'graph';
}
/** The priority name of a value when the service sent none: the named level at or above it. */
function nameOfPriority(value) {
    if (value <= enums/* PRIORITY_NAMES */.iR.urgent)
        return 'urgent';
    if (value <= enums/* PRIORITY_NAMES */.iR.high)
        return 'high';
    if (value <= enums/* PRIORITY_NAMES */.iR.medium)
        return 'medium';
    return 'low';
}
/** A v2 PR with a queue entry, as the domain's queued PR. */
function fromV2PullRequest(pr) {
    const e = pr.queueEntry;
    if (!e)
        throw new Error(`pull request #${pr.number} has no queue entry`);
    const value = e.priorityValue ?? enums/* PRIORITY_NAMES */.iR.medium;
    const r = e.readiness;
    return {
        number: pr.number,
        title: pr.title,
        author: pr.author,
        sha: pr.sha,
        baseBranch: pr.baseBranch,
        state: snakeCase(e.state),
        stateChangedAt: e.stateChangedAt,
        priority: { name: e.priorityName ?? nameOfPriority(value), value },
        skipsTheLine: e.skipsTheLine,
        noBatch: !e.allowBatching,
        submitted: pr.isCurrentlySubmittedToQueue,
        readiness: {
            requiresImpactedTargets: r.requiresImpactedTargets,
            ...(r.hasImpactedTargets !== undefined ? { hasImpactedTargets: r.hasImpactedTargets } : {}),
            baseBranchMatches: r.doesBaseBranchMatch,
            mergeability: snakeCase(r.mergeability),
            ...(r.mergeabilityDetails
                ? {
                    blocks: {
                        provider: r.mergeabilityDetails.provider,
                        reasons: r.mergeabilityDetails.reasons.map((b) => ({ ...b })),
                    },
                }
                : {}),
            detailed: true,
        },
        ...(e.verifiedByVerificationRunId ? { verifiedBy: e.verifiedByVerificationRunId } : {}),
    };
}
/** A v2 merge queue's state and settings, named as the action names them. */
function fromV2QueueSettings(q) {
    const c = q.config;
    return {
        state: snakeCase(q.state),
        branch: q.targetBranch,
        mode: domainMode(q.mode),
        concurrency: c.concurrency,
        testingTimeoutMinutes: c.testingTimeoutMinutes,
        canOptimisticallyMerge: c.canOptimisticallyMerge,
        pendingFailureDepth: c.pendingFailureDepth,
        batch: c.allowBatching,
        batchingMaxWaitTimeMinutes: c.batchingMaxWaitTimeMinutes,
        batchingMinSize: c.batchingMinSize,
        createPrsForTestingBranches: c.createsPrsForTestingBranches,
        commentsEnabled: c.areCommentsEnabled,
        commandsEnabled: c.areCommandsEnabled,
        statusCheckEnabled: c.isStatusCheckEnabled,
        bisectionConcurrency: c.bisectionConcurrency,
        // v2 has no "no override" value: an empty list is what a queue without one shows.
        requiredStatuses: c.requiredStatuses.length ? [...c.requiredStatuses] : null,
        directMergeMode: c.directMergeMode,
        optimizationMode: snakeCase(c.optimizationMode),
        mergeMethod: snakeCase(c.mergeMethod),
    };
}
/** A v2 PR with a queue entry as one of the queue's entries. */
function fromV2Entry(pr) {
    const { submitted: _s, readiness: _r, verifiedBy: _v, estimate: _e, ...entry } = fromV2PullRequest(pr);
    return entry;
}
/** A v2 merge queue and its PRs (in queue order) as the domain's queue. */
function fromV2Queue(q, inOrder) {
    return { ...fromV2QueueSettings(q), pullRequests: inOrder.map(fromV2Entry) };
}
/** Renames of settings whose v2 name differs (values carried over as they are). */
const RENAMED = {
    batch: 'allowBatching',
    commentsEnabled: 'areCommentsEnabled',
    commandsEnabled: 'areCommandsEnabled',
    statusCheckEnabled: 'isStatusCheckEnabled',
    createPrsForTestingBranches: 'createsPrsForTestingBranches',
};
/** Splits the action's settings into v2's writes (renames, camelCase values, state and mode apart). */
function toV2QueueWrites(settings) {
    const config = {};
    const out = { config };
    for (const [key, value] of Object.entries(settings)) {
        if (value === undefined)
            continue;
        switch (key) {
            case 'state':
                out.state = value === 'paused' ? 'pause' : value === 'draining' ? 'drain' : 'resume';
                break;
            case 'mode':
                out.mode = v2Mode(value);
                break;
            case 'requiredStatuses':
                // v1 ignores an empty list (deleteRequiredStatuses clears); v2's [] would clear.
                if (value.length)
                    config.requiredStatuses = value;
                break;
            case 'deleteRequiredStatuses':
                if (value === true)
                    config.requiredStatuses = [];
                break;
            case 'optimizationMode':
            case 'mergeMethod':
                config[key] = camelCase(value);
                break;
            default:
                config[RENAMED[key] ?? key] = value;
        }
    }
    return out;
}
/** A v2 check run's status in GitHub's upper case, from the provider's own when sent. */
function checkRunStatus(c) {
    return c.providerStatus ?? snakeCase(c.status).toUpperCase();
}
function checkRunConclusion(c) {
    if (c.status !== 'completed')
        return undefined;
    if (c.providerConclusion)
        return c.providerConclusion;
    return c.conclusion === 'timeout' ? 'TIMED_OUT' : c.conclusion.toUpperCase();
}
function statusCheckState(c) {
    if (c.providerConclusion &&
        ['ERROR', 'FAILURE', 'PENDING', 'SUCCESS'].includes(c.providerConclusion)) {
        return c.providerConclusion;
    }
    if (c.status !== 'completed')
        return 'PENDING';
    if (c.conclusion === 'success')
        return 'SUCCESS';
    if (c.conclusion === 'cancelled')
        return 'ERROR';
    return 'FAILURE';
}
/** A v2 verification run as the domain's test run. */
function fromVerificationRun(run) {
    const checkRuns = run.checks
        .filter((c) => c.kind === 'checkRun')
        .map((c) => {
        const conclusion = checkRunConclusion(c);
        return {
            name: c.name,
            ...(c.url ? { url: c.url } : {}),
            status: checkRunStatus(c),
            ...(conclusion !== undefined ? { conclusion } : {}),
        };
    });
    const statusChecks = run.checks
        .filter((c) => c.kind === 'statusCheck')
        .map((c) => ({ name: c.name, ...(c.url ? { url: c.url } : {}), state: statusCheckState(c) }));
    return {
        testBranch: run.testBranch,
        testBranchSha: run.testBranchSha,
        createdAt: run.createdAt,
        status: snakeCase(run.status),
        requiredStatuses: [...run.requiredStatuses],
        checkRuns,
        statusChecks,
        testedPullRequests: run.testedPullRequests.map((p) => ({
            number: p.number,
            ...(p.url ? { url: p.url } : {}),
            title: p.title,
        })),
    };
}
/** A v2 queue-entry transition as the transition both APIs share. */
function toQueueTransition(t) {
    const details = t.failed ?? t.pendingFailure;
    const blocks = details?.blockReasons?.map((b) => b.message).join('; ');
    const message = details?.apiFailureMessage ?? (blocks || undefined);
    const reason = t.reason ?? details?.eventualFailureReason;
    const actor = t.actor?.gitHubLogin ?? t.actor?.trunkUserId;
    return {
        state: snakeCase(t.state),
        at: t.changedAt,
        ...(reason ? { reason } : {}),
        ...(message ? { message } : {}),
        ...(actor ? { actor } : {}),
        ...(t.verificationRunId ? { testRunId: t.verificationRunId } : {}),
        failedChecks: (details?.failureCausingChecks ?? []).map((c) => ({
            name: c.name,
            conclusion: (c.conclusion ?? 'FAILURE').toUpperCase(),
            ...(c.url ? { url: c.url } : {}),
        })),
    };
}

;// CONCATENATED MODULE: ./src/queue/v2.ts
/**
 * The merge queue over Trunk's v2 API. The domain addresses a queue by repository and branch and
 * a PR by its number; v2 by ids. This resolves them with the requests the migrate guide names,
 * caching them for the run, maps v2's answers into the domain (v2-mapping.ts) and keeps the
 * domain's signals: a missing queue and a PR not in the queue are NotFoundErrors, a queue that is
 * not empty refuses deletion with a BadRequestError, and re-submitting a queued PR is not an
 * error. It declares `rerun-failed-checks` (capabilities.ts).
 */








/** `https://github.com/acme/app` in one spelling (lowercase, no `.git`, no trailing slash). */
function normalizeRepoUrl(url) {
    return url
        .trim()
        .toLowerCase()
        .replace(/\/+$/, '')
        .replace(/\.git$/, '');
}
function repoUrlOf(repo) {
    return `https://${repo.host}/${repo.owner}/${repo.name}`;
}
function queueKey(repoUrl, branch) {
    return `${normalizeRepoUrl(repoUrl)}#${branch}`;
}
/** The active states of a PR in a queue (v2 lists the queue's PRs by state). */
const ACTIVE_STATES = ['notReady', 'pending', 'testing', 'testsPassed', 'pendingFailure'];
/** The merge queue over a v2 client (which the caller opens and closes). */
class V2MergeQueue {
    api;
    queues = new Map();
    repositories = new Map();
    pullRequestIds = new Map();
    listedAllQueues = false;
    constructor(api) {
        this.api = api;
    }
    // ---- Id resolution ------------------------------------------------------------------------
    remember(q) {
        const ids = { id: q.id, repositoryId: q.repositoryId };
        this.queues.set(queueKey(q.repositoryUrl, q.targetBranch), ids);
        this.repositories.set(normalizeRepoUrl(q.repositoryUrl), q.repositoryId);
        return ids;
    }
    forget(repo, branch) {
        this.queues.delete(queueKey(repoUrlOf(repo), branch));
    }
    /** Lists the organization's queues once per run (`GET /v2/merge-queues?limit=100`, all pages). */
    async listQueues(call) {
        const all = await this.api.listAllMergeQueues({}, call);
        for (const q of all)
            this.remember(q);
        this.listedAllQueues = true;
    }
    /** The queue's ids, or undefined when there is no queue for the repository and branch. */
    async findQueue(repo, branch, call) {
        const key = queueKey(repoUrlOf(repo), branch);
        const cached = this.queues.get(key);
        if (cached)
            return cached;
        const repositoryId = this.repositories.get(normalizeRepoUrl(repoUrlOf(repo)));
        if (repositoryId) {
            const page = await this.api.listMergeQueues({ repositoryId, targetBranch: branch, limit: 1 }, call);
            return page.data[0] ? this.remember(page.data[0]) : undefined;
        }
        if (!this.listedAllQueues)
            await this.listQueues(call);
        return this.queues.get(key);
    }
    /** The queue's ids; the domain's NotFoundError when there is no such queue. */
    async queueOf(operation, repo, branch, call, what = 'the merge queue (check repository and target branch)') {
        const q = await this.findQueue(repo, branch, call);
        if (q)
            return q;
        throw new errors/* NotFoundError */.m_({ operation }, what).withNote(`No v2 merge queue of ${repoUrlOf(repo)} has target branch ${JSON.stringify(branch)}.`);
    }
    /** Runs `fn` with the queue's ids; a cached id the service no longer knows is resolved anew. */
    async withQueue(operation, ref, call, fn, what) {
        const key = queueKey(repoUrlOf(ref.repo), ref.targetBranch);
        const wasCached = this.queues.has(key);
        const q = await this.queueOf(operation, ref.repo, ref.targetBranch, call, what);
        try {
            return await fn(q);
        }
        catch (e) {
            if (!(e instanceof errors/* NotFoundError */.m_) || !wasCached || e.apiCode !== 'MERGE_QUEUE_NOT_FOUND') {
                throw e;
            }
            // Deleted (and maybe re-created) since it was cached: look it up once more.
            this.forget(ref.repo, ref.targetBranch);
            this.listedAllQueues = false;
            return fn(await this.queueOf(operation, ref.repo, ref.targetBranch, call, what));
        }
    }
    /** The repository's id: from the queue list, else `GET /v2/repositories?providerUrl=`. */
    async repositoryIdOf(operation, repo, call) {
        const url = normalizeRepoUrl(repoUrlOf(repo));
        let id = this.repositories.get(url);
        if (id)
            return id;
        if (!this.listedAllQueues) {
            await this.listQueues(call);
            id = this.repositories.get(url);
            if (id)
                return id;
        }
        const page = await this.api.resolveRepository(repoUrlOf(repo), { limit: 1 }, call);
        id = page.data[0]?.id;
        if (!id) {
            throw new errors/* NotFoundError */.m_({ operation }, 'the repository').withNote(`Trunk knows no repository at ${repoUrlOf(repo)}.`);
        }
        this.repositories.set(url, id);
        return id;
    }
    /**
     * The PR as v2 knows it, or undefined when it does not (never indexed): the first lookup
     * resolves its number (`GET /v2/pull-requests?repositoryId=&number=`), later ones read it by id.
     */
    async pullRequestOf(repositoryId, number, call) {
        const key = `${repositoryId}#${number}`;
        const id = this.pullRequestIds.get(key);
        if (id) {
            try {
                return await this.api.getPullRequest(id, call);
            }
            catch (e) {
                if (!(e instanceof errors/* NotFoundError */.m_))
                    throw e;
                this.pullRequestIds.delete(key);
            }
        }
        const page = await this.api.resolvePullRequests({ repositoryId, numbers: [number] }, call);
        const pr = page.data.find((p) => p.number === number);
        if (pr)
            this.pullRequestIds.set(key, pr.id);
        return pr;
    }
    /** The PR if its latest queue entry belongs to this queue; else null (not in the queue). */
    async entryIn(q, number, call) {
        const pr = await this.pullRequestOf(q.repositoryId, number, call);
        if (!pr?.queueEntry || pr.queueEntry.mergeQueueId !== q.id)
            return null;
        return pr;
    }
    /** The PR's v2 id: the one this run already resolved, else a lookup in the queue. */
    async pullRequestIdIn(q, number, op, call) {
        const known = this.pullRequestIds.get(`${q.repositoryId}#${number}`);
        if (known)
            return known;
        const pr = await this.entryIn(q, number, call);
        if (!pr)
            throw notInQueue(op, number, null, 'it was never submitted to it');
        return pr.id;
    }
    // ---- Pull requests ------------------------------------------------------------------------
    /** The PR's entry in this queue; null when it was never submitted to it. */
    async findPullRequest(ref, call = {}, 
    // v2's estimate is a request of its own (getEstimate): a read never carries it.
    _read = {}) {
        const op = 'getSubmittedPullRequest';
        const checked = this.api.engine.validate(op, schemas/* PullRequestRefSchema */.lV, ref);
        try {
            return await this.withQueue(op, checked, call, async (q) => {
                const pr = await this.entryIn(q, checked.pr.number, call);
                if (!pr)
                    throw notInQueue(op, checked.pr.number, null, 'it was never submitted to it');
                return fromV2PullRequest(pr);
            });
        }
        catch (e) {
            if (e instanceof errors/* NotFoundError */.m_)
                return null;
            throw e;
        }
    }
    /**
     * Submits a PR. A PR already in the queue (v2's 409 PR_ALREADY_ENQUEUED) is not an error: with
     * a priority asked it is re-prioritized, with no-batch asked its entry stops batching, else its
     * current state is reported (`alreadyQueued`).
     */
    async submitPullRequest(req, call = {}) {
        const op = 'submitPullRequest';
        const v = this.api.engine.validate(op, schemas/* SubmitPullRequestRequestSchema */.xD, req);
        const body = { number: v.pr.number };
        if (v.priority !== undefined) {
            if (typeof v.priority === 'number')
                body.priorityValue = v.priority;
            else
                body.priorityName = v.priority;
        }
        if (v.noBatch === true)
            body.allowBatching = false;
        return this.withQueue(op, v, call, async (q) => {
            try {
                const r = await this.api.submitPullRequest(q.id, body, {
                    ...call,
                    repositoryId: q.repositoryId,
                });
                if (r.value)
                    this.pullRequestIds.set(`${q.repositoryId}#${v.pr.number}`, r.value.id);
                const observed = r.reconciled && r.value?.queueEntry ? fromV2PullRequest(r.value) : undefined;
                return { ...withoutValue(r), ...(observed ? { observed } : {}) };
            }
            catch (e) {
                if (!(e instanceof errors/* ConflictError */.fK) || e.apiCode !== 'PR_ALREADY_ENQUEUED')
                    throw e;
                return this.resubmit(q, v.pr.number, body, e, call);
            }
        });
    }
    /** A resubmit of a queued PR: change what was asked, else report it as it is. */
    async resubmit(q, number, body, conflict, call) {
        let pr = await this.pullRequestOf(q.repositoryId, number, call);
        if (!pr?.queueEntry)
            throw conflict;
        let attempts = conflict.attempts;
        let reconciled = false;
        const e = pr.queueEntry;
        const wantedValue = body.priorityValue ?? (body.priorityName ? (0,client/* priorityValueOf */.bE)(body.priorityName) : undefined);
        if (wantedValue !== undefined && e.priorityValue !== wantedValue) {
            const r = await this.api.reprioritizePullRequest(pr.id, body.priorityValue !== undefined
                ? { priorityValue: body.priorityValue }
                : { priorityName: body.priorityName }, call);
            attempts += r.attempts;
            reconciled ||= r.reconciled;
            pr = r.value ?? pr;
        }
        if (body.allowBatching === false && pr.queueEntry?.allowBatching !== false) {
            const r = await this.api.updateQueueEntry(pr.id, { allowBatching: false }, call);
            attempts += r.attempts;
            reconciled ||= r.reconciled;
            pr = r.value ?? pr;
        }
        return {
            status: conflict.status,
            attempts,
            reconciled,
            requestBytes: 0,
            requestId: conflict.requestId,
            ...(pr.queueEntry ? { observed: fromV2PullRequest(pr) } : {}),
            alreadyQueued: true,
        };
    }
    /** Removes a PR from the queue; NotFoundError when it is not in this queue. */
    async cancelPullRequest(ref, call = {}) {
        const op = 'cancelPullRequest';
        const checked = this.api.engine.validate(op, schemas/* PullRequestRefSchema */.lV, ref);
        return this.writeActiveEntry(op, checked, call, async (pr) => withoutValue(await this.api.dequeuePullRequest(pr.id, call)));
    }
    /**
     * Restarts a queued PR's tests; NotFoundError when it is not in this queue. A PR whose tests
     * cannot be restarted now (not testing: v2's 422 PR_TESTS_NOT_RESTARTABLE) changes nothing and
     * is no error, as v1 accepts it.
     */
    async restartTests(ref, call = {}) {
        const op = 'restartTestsOnPullRequest';
        const checked = this.api.engine.validate(op, schemas/* PullRequestRefSchema */.lV, ref);
        return this.writeActiveEntry(op, checked, call, async (pr) => {
            try {
                return withoutValue(await this.api.restartPullRequestTests(pr.id, call));
            }
            catch (e) {
                if (!(e instanceof errors/* TrunkApiError */.Jp) || e.apiCode !== 'PR_TESTS_NOT_RESTARTABLE')
                    throw e;
                return {
                    status: e.status,
                    attempts: e.attempts,
                    reconciled: false,
                    requestBytes: 0,
                    requestId: e.requestId,
                };
            }
        });
    }
    /**
     * Runs `write` on the PR's active queue entry. A PR that is not in this queue, before the write
     * or because it left between the read and the write (v2's 409 PR_NOT_IN_ACTIVE_STATE), is a
     * NotFoundError.
     */
    writeActiveEntry(op, ref, call, write) {
        return this.withQueue(op, ref, call, async (q) => {
            const pr = await this.entryIn(q, ref.pr.number, call);
            if (!pr?.queueEntry || (0,v2_client/* isTerminalEntryState */.qG)(pr.queueEntry.state)) {
                throw notInQueue(op, ref.pr.number, pr);
            }
            try {
                return await write(pr);
            }
            catch (e) {
                if (e instanceof errors/* ConflictError */.fK && e.apiCode === 'PR_NOT_IN_ACTIVE_STATE') {
                    throw notInQueue(op, ref.pr.number, pr);
                }
                throw e;
            }
        });
    }
    /** Re-runs the failed checks of a PR in pendingFailure; NotFoundError when not in this queue. */
    async rerunFailedChecks(ref, mode, call = {}) {
        const op = 'pullRequests.rerunFailedChecks';
        const checked = this.api.engine.validate(op, schemas/* PullRequestRefSchema */.lV, ref);
        return this.withQueue(op, checked, call, async (q) => {
            const id = await this.pullRequestIdIn(q, checked.pr.number, op, call);
            const r = await this.api.rerunFailedChecks(id, { mode }, call);
            return {
                ...withoutValue(r),
                ...(r.value?.rerun?.until ? { until: r.value.rerun.until } : {}),
                ...(r.value?.rerun?.alreadyHeld !== undefined
                    ? { alreadyHeld: r.value.rerun.alreadyHeld }
                    : {}),
            };
        });
    }
    /**
     * The PR's queue-entry history, newest first, every page of it (a count of earlier requeues
     * needs all of it). Never throws but for a cancelled job: a PR never submitted to this queue,
     * or a page that could not be read (a failed read, a repeated cursor, more pages than the
     * bound), is unknown, never the pages before it.
     */
    readHistory(ref, call = {}) {
        const op = 'getSubmittedPullRequest';
        return (0,reading/* readingOf */.MU)(async () => {
            const checked = this.api.engine.validate(op, schemas/* PullRequestRefSchema */.lV, ref);
            return this.withQueue(op, checked, call, async (q) => {
                const id = await this.pullRequestIdIn(q, checked.pr.number, op, call);
                const rows = await (0,v2/* allRows */.Pl)((cursor) => this.api.listQueueEntryHistory(id, { direction: 'newest', limit: v2_schemas/* V2_MAX_PAGE_LIMIT */.qL, ...(cursor ? { cursor } : {}) }, call), { operation: 'pullRequests.queueEntryHistory' });
                return rows.map(toQueueTransition);
            });
        }, call.signal);
    }
    /**
     * When the PR is expected to merge (`queue-entry-estimate`); a queue with estimates off is
     * unavailable (`ESTIMATE_NOT_ENABLED`). NotFoundError when it was never submitted to this queue.
     */
    async getEstimate(ref, call = {}) {
        const op = 'pullRequests.queueEntryEstimate';
        const checked = this.api.engine.validate(op, schemas/* PullRequestRefSchema */.lV, ref);
        return this.withQueue(op, checked, call, async (q) => {
            const id = await this.pullRequestIdIn(q, checked.pr.number, op, call);
            try {
                return await this.api.getQueueEntryEstimate(id, call);
            }
            catch (e) {
                if (e instanceof errors/* NotFoundError */.m_ && e.apiCode === 'ESTIMATE_NOT_ENABLED')
                    return { status: 'unavailable', reason: 'ESTIMATE_NOT_ENABLED' };
                throw e;
            }
        });
    }
    // ---- Test runs and impacted targets -------------------------------------------------------
    /**
     * One test run, from its verification run. v1's bisection ids (`…-bisection`) name no v2 run
     * (each bisection split is its own run with its own id), so they are refused unsent.
     */
    async getTestRun(ref, call = {}) {
        const op = 'getMergeQueueTestingDetails';
        const checked = this.api.engine.validate(op, schemas/* GetMergeQueueTestingDetailsRequestSchema */.uk, ref);
        if (/-bisection$/i.test(checked.testRunId)) {
            throw new errors/* InvalidRequestError */.tY(op, 'testRunId', 'is a v1 bisection id; v2 gives each bisection split its own verification run id ' +
                "(see the queue's verification runs)", checked.testRunId);
        }
        await this.queueOf(op, checked.repo, checked.targetBranch, call);
        const run = await this.api.getVerificationRun(checked.testRunId.trim().toLowerCase(), call);
        return fromVerificationRun(run);
    }
    /**
     * Uploads impacted targets as large monorepos need: duplicates dropped (order kept), and
     * `impactsAllTargets` sent instead when the list passes the 20 MiB body limit or v2's 100,000
     * targets, or the service answers 413.
     */
    async uploadImpactedTargets(envelope, targets, call = {}) {
        const op = 'setImpactedTargets';
        const checked = this.api.engine.validate(op, schemas/* SetImpactedTargetsRequestSchema */.ED, {
            ...envelope,
            impactedTargets: [],
        });
        const q = await this.queueOf(op, checked.repo, checked.targetBranch, call, 'the PR or its queue');
        const base = {
            repositoryId: q.repositoryId,
            targetBranch: checked.targetBranch,
            sha: checked.pr.sha,
            number: checked.pr.number,
        };
        const sendAll = async (reason, listBytes, prior = 0) => {
            const r = await this.api.uploadImpactedTargets({ ...base, impactsAllTargets: true }, call);
            return {
                ...r,
                attempts: r.attempts + prior,
                mode: 'ALL',
                reason,
                count: 0,
                listBytes,
            };
        };
        if (targets === 'ALL')
            return sendAll('requested', 0);
        const list = [...new Set(targets)];
        const listBytes = Buffer.byteLength(JSON.stringify({ ...base, impactedTargets: list }));
        if (listBytes > schemas/* MAX_REQUEST_BODY_BYTES */.qG)
            return sendAll('oversize', listBytes);
        // v2 takes at most 100,000 targets per upload, whatever their bytes.
        if (list.length > v2_schemas/* V2_MAX_IMPACTED_TARGETS */.dX)
            return sendAll('too-many', listBytes);
        try {
            const r = await this.api.uploadImpactedTargets({ ...base, impactedTargets: list }, call);
            return { ...r, mode: 'list', count: list.length, listBytes };
        }
        catch (e) {
            if (!(e instanceof errors/* TrunkApiError */.Jp) || e.kind !== 'too-large')
                throw e;
            return sendAll('server-413', listBytes, e.attempts);
        }
    }
    // ---- Queues -------------------------------------------------------------------------------
    /** Creates a queue; ConflictError when one exists for the branch. */
    async createQueue(req, call = {}) {
        const op = 'createQueue';
        const v = this.api.engine.validate(op, schemas/* CreateQueueRequestSchema */.q5, req);
        const repositoryId = await this.repositoryIdOf(op, v.repo, call);
        const r = await this.api.createMergeQueue({
            repositoryId,
            targetBranch: v.targetBranch,
            mode: v.mode === undefined ? undefined : v2Mode(v.mode),
            concurrency: v.concurrency,
        }, call);
        if (r.value)
            this.remember(r.value);
        return withoutValue(r);
    }
    /**
     * Deletes an empty queue: NotFoundError when there is none, BadRequestError when it still
     * holds PRs (v2's 409 QUEUE_HAS_ACTIVE_ENTRIES; v1 answers 400).
     */
    async deleteQueue(ref, call = {}) {
        const op = 'deleteQueue';
        const checked = this.api.engine.validate(op, schemas/* QueueRefSchema */.kC, ref);
        return this.withQueue(op, checked, call, async (q) => {
            try {
                const r = await this.api.deleteMergeQueue(q.id, call);
                this.forget(checked.repo, checked.targetBranch);
                return r;
            }
            catch (e) {
                if (!(e instanceof errors/* ConflictError */.fK) || e.apiCode !== 'QUEUE_HAS_ACTIVE_ENTRIES')
                    throw e;
                throw new errors/* BadRequestError */.v7({
                    operation: op,
                    status: e.status,
                    requestId: e.requestId,
                    serverText: e.serverText,
                    apiCode: e.apiCode,
                    attempts: e.attempts,
                });
            }
        });
    }
    /**
     * A queue's settings, state and PRs in queue order: the queue, its `/order` (batches, then
     * pending, then awaiting admission) and its active PRs (for their entries; the not-ready ones,
     * absent from the order, follow by priority and submission).
     */
    async getQueue(ref, call = {}) {
        const op = 'getQueue';
        const checked = this.api.engine.validate(op, schemas/* QueueRefSchema */.kC, ref);
        return this.withQueue(op, checked, call, async (q) => {
            const queue = await this.api.getMergeQueue(q.id, call);
            const order = await this.api.getMergeQueueOrder(q.id, call);
            const active = await this.api.listAllQueuePullRequests(q.id, { states: [...ACTIVE_STATES] }, call);
            const byId = new Map(active.map((p) => [p.id, p]));
            const ordered = [];
            const seen = new Set();
            const take = (id) => {
                const pr = byId.get(id);
                if (pr?.queueEntry && !seen.has(id)) {
                    seen.add(id);
                    ordered.push(pr);
                }
            };
            for (const b of order.batches)
                for (const p of b.pullRequests)
                    take(p.id);
            for (const p of order.pending)
                take(p.pullRequest.id);
            for (const p of order.awaitingAdmission)
                take(p.id);
            // The rest (not ready): by priority, then oldest first (the list is newest first).
            const rest = active
                .filter((p) => !seen.has(p.id) && p.queueEntry)
                .reverse()
                .map((p, i) => ({ p, i }))
                .sort((a, b) => (a.p.queueEntry?.priorityValue ?? 100) - (b.p.queueEntry?.priorityValue ?? 100) ||
                a.i - b.i);
            for (const { p } of rest)
                take(p.id);
            return fromV2Queue(queue, ordered);
        });
    }
    /**
     * Changes the given settings: renamed settings as one config patch, `state` as pause, resume
     * or drain, `mode` as a mode switch (in that order).
     */
    async updateQueue(req, call = {}) {
        const op = 'updateQueue';
        const { repo, targetBranch, ...settings } = this.api.engine.validate(op, schemas/* UpdateQueueRequestSchema */.rc, req);
        const writes = toV2QueueWrites(settings);
        return this.withQueue(op, { repo, targetBranch }, call, async (q) => {
            const total = { attempts: 0, reconciled: false, requestBytes: 0 };
            const add = (r) => {
                total.attempts += r.attempts;
                total.reconciled ||= r.reconciled;
                total.requestBytes += r.requestBytes;
                total.status = r.status;
                total.requestId = r.requestId;
            };
            if (Object.keys(writes.config).length)
                add(await this.api.updateMergeQueueConfig(q.id, writes.config, call));
            if (writes.state)
                add(await this.api.setMergeQueueState(q.id, writes.state, call));
            if (writes.mode)
                add(await this.api.switchMergeQueueMode(q.id, writes.mode, call));
            return total;
        });
    }
    // ---- Metrics ------------------------------------------------------------------------------
    /** The queue metrics in Prometheus text: one repository's (`repo` + `repoHost`), or all. */
    async getMetrics(query, call = {}) {
        const op = 'getMergeQueueMetrics';
        const q = this.api.engine.validate(op, schemas/* MetricsQuerySchema */.Bo, query);
        if (q.repo === undefined || q.repoHost === undefined)
            return this.api.getMetrics({}, call);
        const [owner, name] = q.repo.split('/');
        const repositoryId = await this.repositoryIdOf(op, { host: q.repoHost, owner, name }, call);
        return this.api.getMetrics({ repositoryId }, call);
    }
    serviceNow() {
        return this.api.engine.serviceNow();
    }
}
/** A write's facts without the resource it returned. */
function withoutValue(r) {
    return {
        status: r.status,
        attempts: r.attempts,
        reconciled: r.reconciled,
        requestBytes: r.requestBytes,
        requestId: r.requestId,
    };
}
/** The NotFoundError of a PR not in the queue, with what v2 showed. */
function notInQueue(operation, number, pr, why) {
    const state = pr?.queueEntry?.state;
    return new errors/* NotFoundError */.m_({ operation }, `PR #${number} in this queue (${why ?? (state ? `its entry is ${state}` : 'it is not in it')})`);
}


/***/ }),

/***/ 1281:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G5: () => (/* binding */ testBranchRunIdFor),
/* harmony export */   WE: () => (/* binding */ explain),
/* harmony export */   gf: () => (/* binding */ whyOf)
/* harmony export */ });
/* unused harmony exports REASON_STATES, failedChecksOf, needsCause, readCause */
/* harmony import */ var _pr_state_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9473);
/* harmony import */ var _reading_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7843);
/**
 * Why a PR is in the state a status or wait ends on, as a value: a stable reason code, the checks
 * that failed, the transition that says who and when, what it waits for, its place in the line;
 * and the read of the cause, which costs at most two requests and only for the states that need
 * it (FAILED, PENDING_FAILURE, CANCELLED). A cause that cannot be read never fails the step: the
 * state stands, with reason `unknown` and what is missing. The words are the commands'.
 */


/** The states each code goes with (the README's table). */
const REASON_STATES = {
    'tests-failed': 'FAILED, PENDING_FAILURE',
    'tests-timed-out': 'FAILED, PENDING_FAILURE',
    'merge-conflict': 'FAILED',
    'merge-refused': 'FAILED',
    'failed-other': 'FAILED',
    'cancelled-by-user': 'CANCELLED',
    'new-commit': 'CANCELLED',
    'pr-closed': 'CANCELLED',
    'not-ready-timeout': 'CANCELLED',
    'base-branch-changed': 'CANCELLED',
    'converted-to-draft': 'CANCELLED',
    'cancelled-other': 'CANCELLED',
    'behind-base': 'NOT_READY',
    conflict: 'NOT_READY',
    'failing-check': 'NOT_READY',
    'awaiting-check': 'NOT_READY',
    'missing-impacted-targets': 'NOT_READY',
    'base-branch-mismatch': 'NOT_READY',
    'mergeability-pending': 'NOT_READY',
    'not-mergeable': 'NOT_READY',
    unknown: 'FAILED, PENDING_FAILURE, CANCELLED, NOT_READY',
};
/** The conclusions that count as a failed check (GitHub's spelling, as both APIs send it). */
const FAILING_CONCLUSIONS = new Set([
    'FAILURE',
    'TIMED_OUT',
    'CANCELLED',
    'ACTION_REQUIRED',
    'ERROR',
    'STALE',
    'STARTUP_FAILURE',
]);
/** The failed checks of a test run: check runs and status checks, one per name. */
function failedChecksOf(run) {
    const out = new Map();
    for (const r of run.checkRuns) {
        const conclusion = r.conclusion?.toUpperCase();
        if (conclusion && FAILING_CONCLUSIONS.has(conclusion) && !out.has(r.name)) {
            out.set(r.name, { name: r.name, conclusion, ...(r.url ? { url: r.url } : {}) });
        }
    }
    for (const s of run.statusChecks) {
        const state = s.state?.toUpperCase();
        if (state && FAILING_CONCLUSIONS.has(state) && !out.has(s.name)) {
            out.set(s.name, { name: s.name, conclusion: state, ...(s.url ? { url: s.url } : {}) });
        }
    }
    return [...out.values()];
}
/** The states whose cause is read from the service (the others need no request). */
function needsCause(state) {
    return ['failed', 'pending_failure', 'cancelled'].includes(state.toLowerCase());
}
const FAILED_REASONS = {
    TEST_RUN_REQUIRED_STATUS_FAILED: 'tests-failed',
    TEST_RUN_FAILED_BY_OPTIMIZATION: 'tests-failed',
    TEST_RUN_TIMEOUT: 'tests-timed-out',
    START_TEST_RUN_MERGE_CONFLICT: 'merge-conflict',
    PR_UPDATED_AT_MERGE_TIME: 'merge-refused',
    GITHUB_API_MERGE_PR_FAILED: 'merge-refused',
    GITHUB_API_DIRECT_MERGE_PR_FAILED: 'merge-refused',
    GITHUB_API_BRANCH_PROTECTION_UNMET: 'merge-refused',
    GITHUB_API_MERGE_ALREADY_IN_PROGRESS: 'merge-refused',
    GITHUB_API_RATE_LIMIT_EXCEEDED: 'merge-refused',
    GITHUB_API_REPEATED_SERVER_ERRORS: 'merge-refused',
};
const CANCELLED_REASONS = {
    USER_REQUESTED: 'cancelled-by-user',
    TRUNK_ADMIN_REQUESTED: 'cancelled-by-user',
    API_REQUESTED: 'cancelled-by-user',
    PR_CLOSED: 'pr-closed',
    STACKED_PR_MEMBER_CLOSED: 'pr-closed',
    PR_PUSHED_TO: 'new-commit',
    STACKED_PR_MEMBER_PUSHED_TO: 'new-commit',
    NOT_READY_TIMEOUT_EXPIRED: 'not-ready-timeout',
    PR_BASE_BRANCH_CHANGED: 'base-branch-changed',
    PR_MERGED_INTO_OTHER_BRANCH: 'base-branch-changed',
    STACKED_PR_MEMBER_BASE_BRANCH_CHANGED: 'base-branch-changed',
    PR_CONVERTED_TO_DRAFT: 'converted-to-draft',
};
/** The provider's mergeability reason codes (v2), in the order they are said. */
// A Map: a code the service sends named like an Object property (`constructor`) is no code of it.
const BLOCK_REASONS = new Map([
    ['conflict', 'conflict'],
    ['behind', 'behind-base'],
    ['failingCheck', 'failing-check'],
    ['awaitingCheck', 'awaiting-check'],
]);
/** The codes of what keeps a PR NOT_READY (the first is the `reason` output). */
const BLOCKER_REASONS = {
    'impacted-targets': 'missing-impacted-targets',
    'base-branch': 'base-branch-mismatch',
};
/** The failure's checks: the run's own details first, else those the transition names. */
function checksOfFailure(r) {
    if (r.runChecks?.length)
        return r.runChecks;
    return r.transition?.failedChecks ?? [];
}
/** FAILED or PENDING_FAILURE: the code from the service's, else from the checks. */
function failureReason(state, code, checks) {
    const reason = (code && FAILED_REASONS[code]) ||
        (checks.length ? 'tests-failed' : state === 'failed' ? 'failed-other' : 'tests-failed');
    const timedOut = checks.length > 0 && checks.every((c) => c.conclusion === 'TIMED_OUT');
    return reason === 'tests-failed' && timedOut ? 'tests-timed-out' : reason;
}
/** NOT_READY: what it waits for, and the code that goes first. */
function notReady(pr) {
    const r = pr.readiness;
    const provider = (r?.blocks?.reasons ?? []).map((b) => ({
        kind: 'provider',
        code: BLOCK_REASONS.get(b.code) ?? 'not-mergeable',
        message: b.message,
        ...(b.check ? { check: b.check } : {}),
    }));
    const blockers = (0,_pr_state_js__WEBPACK_IMPORTED_MODULE_0__/* .readinessBlockers */ .wL)(r);
    const codes = blockers.flatMap((b) => BLOCKER_REASONS[b.kind] ?? []);
    for (const w of provider)
        if (w.kind === 'provider')
            codes.push(w.code);
    if (!provider.length && r?.mergeability === 'not_mergeable')
        codes.push('not-mergeable');
    const pending = r?.mergeability === 'in_progress' || r?.mergeability === 'unspecified';
    if (!provider.length && pending)
        codes.push('mergeability-pending');
    return { reason: codes[0] ?? '', waitsFor: [...blockers, ...provider] };
}
/**
 * Why the PR is in its state, from the PR, the queue (for the line ahead) and what was read of
 * the cause. Pure: the summary, the log, the outputs and the comment all say this.
 */
function explain(pr, reading, opts = {}) {
    if (!pr)
        return { reason: '', state: '', failedChecks: [] };
    const state = pr.state.toLowerCase();
    const none = { reason: '', state, failedChecks: [] };
    const t = reading.transition;
    const code = t?.reason?.toUpperCase();
    const service = code ? { serviceCode: code } : {};
    const unknown = (missing) => ({
        reason: 'unknown',
        state,
        failedChecks: [],
        missing: reading.missing ?? missing,
    });
    switch (state) {
        case 'failed':
        case 'pending_failure': {
            const checks = checksOfFailure(reading);
            if (!t && !checks.length)
                return unknown({ kind: 'timeline-not-given' });
            const run = reading.testRunId ?? t?.testRunId;
            return {
                reason: failureReason(state, code, checks),
                state,
                failedChecks: checks,
                ...(t ? { transition: t } : {}),
                ...service,
                ...(run ? { testRunId: run } : {}),
                ...(reading.missing && !checks.length ? { unread: reading.missing } : {}),
            };
        }
        case 'cancelled': {
            if (!t)
                return unknown({ kind: 'timeline-not-given' });
            const reason = (code && CANCELLED_REASONS[code]) || 'cancelled-other';
            return { reason, state, failedChecks: [], transition: t, ...service };
        }
        case 'not_ready':
            if (!pr.readiness)
                return unknown({ kind: 'no-readiness' });
            return { ...none, ...notReady(pr) };
        case 'pending':
        case 'testing': {
            const q = opts.queue;
            const position = q ? (0,_pr_state_js__WEBPACK_IMPORTED_MODULE_0__/* .positionIn */ .Nu)(q, pr.number) : undefined;
            if (!q || position === undefined)
                return none;
            const ahead = q.pullRequests.slice(0, position - 1).map((p) => p.number);
            return { ...none, place: { position, depth: q.pullRequests.length, ahead } };
        }
        default:
            return none;
    }
}
/**
 * Reads the cause of the PR's state: the history (one request) and, for a failure with a test
 * run, that run's checks (one more). Never throws but for a cancelled job: what could not be read
 * is said in `missing`.
 */
async function readCause(queue, ref, pr, call) {
    if (!pr || !needsCause(pr.state))
        return {};
    const state = pr.state.toLowerCase();
    const reading = {};
    const history = await queue.readHistory(ref, { signal: call.signal, timeoutMs: call.timeoutMs });
    if (history.status === 'unknown') {
        reading.missing = { kind: 'timeline-unreadable', failure: history.failure };
        return reading;
    }
    if (history.status === 'empty')
        reading.missing = { kind: 'no-timeline' };
    else {
        reading.transition = history.value.find((t) => t.state === state);
        if (!reading.transition)
            reading.missing = { kind: 'no-transition', state };
    }
    // The queue's own test branch names its run: with no timeline (an older v1), it says which.
    const fromBranch = !reading.transition && call.testBranchRunId ? call.testBranchRunId : undefined;
    const runId = reading.transition?.testRunId ?? fromBranch;
    if (state === 'cancelled' || !runId)
        return reading;
    if (fromBranch)
        reading.missing = undefined;
    reading.testRunId = runId;
    try {
        const run = await queue.getTestRun({ repo: ref.repo, targetBranch: ref.targetBranch, testRunId: runId }, { signal: call.signal, timeoutMs: call.timeoutMs });
        reading.runChecks = failedChecksOf(run);
    }
    catch (e) {
        if ((0,_reading_js__WEBPACK_IMPORTED_MODULE_1__/* .isCancellation */ .iB)(e, call.signal))
            throw e;
        reading.missing = { kind: 'test-run-unreadable', testRunId: runId, failure: (0,_reading_js__WEBPACK_IMPORTED_MODULE_1__/* .failureOf */ .g5)(e) };
    }
    return reading;
}
/** The PR's cause: what {@link readCause} reads (only for states that need it), explained. */
async function whyOf(queue, ref, pr, opts) {
    const reading = await readCause(queue, ref, pr, {
        signal: opts.signal,
        ...(opts.testBranchRunId ? { testBranchRunId: opts.testBranchRunId } : {}),
    });
    return explain(pr, reading, { queue: opts.queue });
}
/**
 * The test run this job is testing, when it runs on the queue's own test branch of this PR
 * (`trunk-merge/pr-<N>/<run id>`): the cause's fallback when the service sends no timeline.
 */
function testBranchRunIdFor(run, prNumber) {
    const b = run.testBranch;
    return b && b.prNumber === prNumber ? { testBranchRunId: b.testRunId } : {};
}


/***/ }),

/***/ 802:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Lo: () => (/* binding */ COMMANDS),
  vP: () => (/* binding */ COMMAND_TABLE),
  jv: () => (/* binding */ describeInputs),
  Vc: () => (/* binding */ inputsOf),
  y9: () => (/* binding */ isCommand),
  Yz: () => (/* binding */ outputsOf),
  OB: () => (/* binding */ rowOf)
});

// UNUSED EXPORTS: COMMON_INPUTS, COMMON_OUTPUTS, TARGET_INPUTS, describeOutputs, requirementOf

// EXTERNAL MODULE: ./src/inputs/constants.ts
var constants = __webpack_require__(1068);
// EXTERNAL MODULE: ./src/inputs/parsers.ts
var parsers = __webpack_require__(5165);
// EXTERNAL MODULE: ./src/commands/common/report.ts
var report = __webpack_require__(2478);
;// CONCATENATED MODULE: ./src/commands/common/types.ts
/** A spec with the runner's view of it: `clientOf` is the part of the API its run gets. */
function prepared(spec, clientOf) {
    return {
        ...spec,
        prepare(get, ctx) {
            const own = spec.read(get, ctx);
            return {
                prNumber: spec.prNumberOf?.(own),
                settle(common, targets) {
                    const s = { ...common, ...targets[spec.target](), ...own };
                    return {
                        settings: s,
                        run: async ({ api, ...rest }) => (await spec.load()).run({
                            s,
                            client: clientOf(api),
                            flakyTests: () => api.flakyTests(),
                            ...rest,
                        }),
                    };
                },
            };
        },
    };
}
function defineCommand(spec) {
    if (runsOnFlakyTests(spec))
        return prepared(spec, (api) => api.flakyTests());
    return prepared(spec, (api) => api.mergeQueue);
}
/** A row of the flaky tests (`runsOn: 'flaky-tests'`), told apart from a merge-queue row. */
function runsOnFlakyTests(spec) {
    return spec.runsOn === 'flaky-tests';
}
/** For commands with no inputs of their own. */
const readNothing = () => ({});

// EXTERNAL MODULE: ./src/wire/v2/permissions.ts
var permissions = __webpack_require__(3826);
;// CONCATENATED MODULE: ./src/commands/submit/row.ts
/**
 * submit's row in the command table: what it does, addresses, reads and sets, how it reads its own
 * inputs (before any request), and where its code is (run.ts, loaded only when it runs).
 */





const submitCommand = defineCommand({
    description: "Submits a PR to its branch's merge queue.",
    v2: {
        operations: [
            'mergeQueues.submitPullRequest',
            'pullRequests.reprioritize',
            'pullRequests.queueEntryEstimate',
        ],
        needs: [permissions/* V2_PERMISSIONS */.a1.mergeAndCancel.label],
        note: `plus "${permissions/* V2_PERMISSIONS */.a1.setPriority.label}" with a priority, "${permissions/* V2_PERMISSIONS */.a1.skipBatching.label}" with no-batch`,
    },
    target: 'pull-request',
    inputs: [constants/* Inputs */.G0.Priority, constants/* Inputs */.G0.NoBatch],
    outputs: [
        ...report/* PR_STATE_OUTPUTS */.gH,
        constants/* Outputs */.tY.QueueState,
        constants/* Outputs */.tY.QueueDepth,
        constants/* Outputs */.tY.QueuePosition,
        constants/* Outputs */.tY.EstimatedMergeAt,
        constants/* Outputs */.tY.PrsAhead,
    ],
    read: (get) => {
        const p = get(constants/* Inputs */.G0.Priority);
        return {
            priority: p ? (0,parsers/* parsePriority */.cF)(p) : undefined,
            noBatch: (0,parsers/* parseBoolean */.yG)(get, constants/* Inputs */.G0.NoBatch),
        };
    },
    load: () => __webpack_require__.e(/* import() */ 486).then(__webpack_require__.bind(__webpack_require__, 486)),
});

;// CONCATENATED MODULE: ./src/commands/cancel/row.ts
/**
 * cancel's row in the command table: what it does, addresses, reads and sets, how it reads its own
 * inputs (before any request), and where its code is (run.ts, loaded only when it runs).
 */



const cancelCommand = defineCommand({
    description: 'Takes a PR out of the merge queue.',
    v2: {
        operations: ['pullRequests.dequeue'],
        needs: [permissions/* V2_PERMISSIONS */.a1.mergeAndCancel.label],
    },
    target: 'pull-request',
    inputs: [],
    outputs: report/* PR_STATE_OUTPUTS */.gH,
    read: readNothing,
    load: () => __webpack_require__.e(/* import() */ 148).then(__webpack_require__.bind(__webpack_require__, 8148)),
});

;// CONCATENATED MODULE: ./src/commands/restart-tests/row.ts
/**
 * restart-tests's row in the command table: what it does, addresses, reads and sets, how it reads its own
 * inputs (before any request), and where its code is (run.ts, loaded only when it runs).
 */



const restartTestsCommand = defineCommand({
    description: "Restarts the tests of a PR's queue entry.",
    v2: {
        operations: ['pullRequests.restartTests'],
        needs: [permissions/* V2_PERMISSIONS */.a1.mergeAndCancel.label],
    },
    target: 'pull-request',
    inputs: [],
    outputs: report/* PR_STATE_OUTPUTS */.gH,
    read: readNothing,
    load: () => __webpack_require__.e(/* import() */ 321).then(__webpack_require__.bind(__webpack_require__, 321)),
});

// EXTERNAL MODULE: ./src/ports/github/pull-request-lookup.ts
var pull_request_lookup = __webpack_require__(9818);
// EXTERNAL MODULE: ./src/inputs/errors.ts
var errors = __webpack_require__(1318);
;// CONCATENATED MODULE: ./src/commands/common/comment-input.ts
/** The `comment` input of status and wait: when to keep the PR comment, with which token and API. */



const COMMENT_MODES = ['never', 'on-failure', 'always'];
/** Reads the `comment` input (and the token and API it will use). */
function parseCommentSettings(get, ctx) {
    const raw = get(constants/* Inputs */.G0.Comment).toLowerCase();
    const mode = (raw || 'never');
    if (!COMMENT_MODES.includes(mode)) {
        throw new errors/* InputError */.dz(constants/* Inputs */.G0.Comment, `${JSON.stringify(get(constants/* Inputs */.G0.Comment).slice(0, 40))} is not a comment mode`, COMMENT_MODES.join(', '));
    }
    const token = get(constants/* Inputs */.G0.GithubToken) || ctx.githubToken;
    return {
        mode,
        ...(token ? { token } : {}),
        apiUrl: (ctx.apiUrl || pull_request_lookup/* DEFAULT_GITHUB_API_URL */.xw).replace(/\/+$/, ''),
    };
}

;// CONCATENATED MODULE: ./src/commands/status/row.ts





const statusCommand = defineCommand({
    description: "Reads a PR's state in the queue and its place in the line.",
    v2: {
        operations: [
            'pullRequests.resolveByCoordinates',
            'pullRequests.get',
            'pullRequests.queueEntryHistory',
            'pullRequests.queueEntryEstimate',
            'mergeQueueVerificationRuns.get',
        ],
        needs: [],
    },
    target: 'pull-request',
    // The entry's commit is checked against the PR's head: worth a lookup where the event lacks it.
    headSha: 'wanted',
    inputs: [constants/* Inputs */.G0.Comment],
    outputs: [
        ...report/* PR_STATE_OUTPUTS */.gH,
        constants/* Outputs */.tY.QueueState,
        constants/* Outputs */.tY.QueueDepth,
        constants/* Outputs */.tY.QueuePosition,
        constants/* Outputs */.tY.Reason,
        constants/* Outputs */.tY.FailedChecks,
        constants/* Outputs */.tY.EstimatedMergeAt,
        constants/* Outputs */.tY.PrsAhead,
    ],
    read: readStatusSettings,
    load: () => __webpack_require__.e(/* import() */ 264).then(__webpack_require__.bind(__webpack_require__, 5264)),
});
function readStatusSettings(get, ctx) {
    return { comment: parseCommentSettings(get, ctx) };
}

// EXTERNAL MODULE: ./src/inputs/defaults.ts
var defaults = __webpack_require__(9011);
// EXTERNAL MODULE: ./src/ports/text.ts
var ports_text = __webpack_require__(2425);
// EXTERNAL MODULE: ./src/inputs/values.ts
var values = __webpack_require__(8463);
;// CONCATENATED MODULE: ./src/commands/wait/row.ts










const waitCommand = defineCommand({
    description: 'Waits until a PR is merged (or reaches other states) in the merge queue.',
    v2: {
        operations: [
            'pullRequests.resolveByCoordinates',
            'pullRequests.get',
            'pullRequests.queueEntryHistory',
            'pullRequests.queueEntryEstimate',
            'mergeQueueVerificationRuns.get',
            'mergeQueues.submitPullRequest',
        ],
        needs: [],
        note: `plus "${permissions/* V2_PERMISSIONS */.a1.mergeAndCancel.label}" with requeue: transient`,
    },
    target: 'pull-request',
    headSha: 'wanted',
    liveStatus: true,
    inputs: [
        constants/* Inputs */.G0.WaitFor,
        constants/* Inputs */.G0.FailOn,
        constants/* Inputs */.G0.TimeoutSeconds,
        constants/* Inputs */.G0.PollIntervalSeconds,
        constants/* Inputs */.G0.MaxPollIntervalSeconds,
        constants/* Inputs */.G0.NotSubmittedTimeoutSeconds,
        constants/* Inputs */.G0.Comment,
        constants/* Inputs */.G0.Requeue,
        constants/* Inputs */.G0.MaxRequeues,
    ],
    outputs: [
        ...report/* PR_STATE_OUTPUTS */.gH,
        constants/* Outputs */.tY.QueueState,
        constants/* Outputs */.tY.QueueDepth,
        constants/* Outputs */.tY.QueuePosition,
        constants/* Outputs */.tY.TimedOut,
        constants/* Outputs */.tY.Reason,
        constants/* Outputs */.tY.FailedChecks,
        constants/* Outputs */.tY.EstimatedMergeAt,
        constants/* Outputs */.tY.PrsAhead,
        constants/* Outputs */.tY.Requeued,
        constants/* Outputs */.tY.RequeueDecision,
    ],
    read: readWaitSettings,
    load: () => __webpack_require__.e(/* import() */ 830).then(__webpack_require__.bind(__webpack_require__, 1830)),
});
function readWaitSettings(get, ctx) {
    const waitFor = (0,parsers/* parseStates */.Gt)(constants/* Inputs */.G0.WaitFor, get(constants/* Inputs */.G0.WaitFor) || (0,defaults/* defaultOf */.H)(constants/* Inputs */.G0.WaitFor));
    // The runner passes the default as if given: the default fails on what wait-for does not name
    // (wait-for: failed waits for it); `none` says no state fails the wait (an empty input is the
    // default).
    const failOnRaw = get(constants/* Inputs */.G0.FailOn) || (0,defaults/* defaultOf */.H)(constants/* Inputs */.G0.FailOn);
    const isDefault = failOnRaw === (0,defaults/* defaultOf */.H)(constants/* Inputs */.G0.FailOn);
    const failOn = failOnRaw.toLowerCase() === 'none'
        ? []
        : (0,parsers/* parseStates */.Gt)(constants/* Inputs */.G0.FailOn, failOnRaw, true).filter((x) => !isDefault || !waitFor.includes(x));
    const both = waitFor.filter((x) => failOn.includes(x));
    if (both.length) {
        throw new errors/* InputError */.dz(constants/* Inputs */.G0.FailOn, `names ${both.join(', ')}, which ${(0,ports_text/* inputRef */.io)(constants/* Inputs */.G0.WaitFor)} names too`, `states that are not in ${(0,ports_text/* inputRef */.io)(constants/* Inputs */.G0.WaitFor)}, or none`);
    }
    const pollIntervalSeconds = (0,values/* readInteger */.J)(get, constants/* Inputs */.G0.PollIntervalSeconds);
    const maxPollIntervalSeconds = (0,values/* readInteger */.J)(get, constants/* Inputs */.G0.MaxPollIntervalSeconds);
    const timeoutSeconds = (0,values/* readInteger */.J)(get, constants/* Inputs */.G0.TimeoutSeconds);
    if (maxPollIntervalSeconds < pollIntervalSeconds) {
        throw new errors/* InputError */.dz(constants/* Inputs */.G0.MaxPollIntervalSeconds, `${maxPollIntervalSeconds} is less than ${(0,ports_text/* inputRef */.io)(constants/* Inputs */.G0.PollIntervalSeconds)} (${pollIntervalSeconds})`, `a value at least ${(0,ports_text/* inputRef */.io)(constants/* Inputs */.G0.PollIntervalSeconds)}`);
    }
    return {
        waitFor,
        failOn,
        timeoutSeconds,
        pollIntervalSeconds,
        maxPollIntervalSeconds,
        notSubmittedTimeoutSeconds: (0,values/* readInteger */.J)(get, constants/* Inputs */.G0.NotSubmittedTimeoutSeconds),
        // The PR's own runs (pull_request and its family, a CI's PR build) report as its checks.
        onPullRequestEvent: ctx.pr?.runIsPrCheck === true,
        comment: parseCommentSettings(get, ctx),
        requeue: parseRequeueMode(get),
        maxRequeues: (0,values/* readInteger */.J)(get, constants/* Inputs */.G0.MaxRequeues),
    };
}
/** The `requeue` input: never, or transient (put back after a kick-out not its own). */
function parseRequeueMode(get) {
    const raw = get(constants/* Inputs */.G0.Requeue).trim().toLowerCase() || 'never';
    if (raw === 'never' || raw === 'transient')
        return raw;
    throw new errors/* InputError */.dz(constants/* Inputs */.G0.Requeue, `${JSON.stringify(get(constants/* Inputs */.G0.Requeue).slice(0, 40))} is not a requeue mode`, 'never or transient');
}

;// CONCATENATED MODULE: ./src/commands/requeue/row.ts







const requeueCommand = defineCommand({
    description: 'Puts a PR back in the queue when it left for a cause not its own (a timed-out test run, ' +
        'stopped checks), at most a set number of times per head commit.',
    v2: {
        operations: [
            'pullRequests.resolveByCoordinates',
            'pullRequests.get',
            'pullRequests.queueEntryHistory',
            'mergeQueueVerificationRuns.get',
            'mergeQueues.submitPullRequest',
        ],
        needs: [permissions/* V2_PERMISSIONS */.a1.mergeAndCancel.label],
    },
    target: 'pull-request',
    // The entry's commit is checked against the PR's head: a kick-out of an old commit is not requeued.
    headSha: 'wanted',
    inputs: [constants/* Inputs */.G0.MaxRequeues, constants/* Inputs */.G0.Comment],
    outputs: [
        ...report/* PR_STATE_OUTPUTS */.gH,
        constants/* Outputs */.tY.Reason,
        constants/* Outputs */.tY.FailedChecks,
        constants/* Outputs */.tY.Requeued,
        constants/* Outputs */.tY.RequeueDecision,
    ],
    read: readRequeueSettings,
    load: () => __webpack_require__.e(/* import() */ 128).then(__webpack_require__.bind(__webpack_require__, 4128)),
});
function readRequeueSettings(get, ctx) {
    return {
        maxRequeues: (0,values/* readInteger */.J)(get, constants/* Inputs */.G0.MaxRequeues),
        comment: parseCommentSettings(get, ctx),
    };
}

;// CONCATENATED MODULE: ./src/commands/rerun-failed-checks/row.ts
/**
 * rerun-failed-checks's row in the command table: what it does, addresses, reads and sets, how it reads its own
 * inputs (before any request), and where its code is (run.ts, loaded only when it runs).
 */





function readRerunSettings(get) {
    const raw = get(constants/* Inputs */.G0.RerunMode).toLowerCase() || 'wait';
    if (raw !== 'now' && raw !== 'wait') {
        throw new errors/* InputError */.dz(constants/* Inputs */.G0.RerunMode, `${JSON.stringify(get(constants/* Inputs */.G0.RerunMode).slice(0, 40))} is not a mode`, 'now or wait');
    }
    return { mode: raw };
}
const rerunFailedChecksCommand = defineCommand({
    description: 'Re-runs the failed checks of a PR in PENDING_FAILURE, keeping its place (v2 API key only).',
    v2: {
        operations: ['pullRequests.rerunFailedChecks'],
        needs: [permissions/* V2_PERMISSIONS */.a1.mergeAndCancel.label],
    },
    // v1 has no call that re-runs failed checks: a v1 token is refused before any request.
    requires: ['rerun-failed-checks'],
    target: 'pull-request',
    inputs: [constants/* Inputs */.G0.RerunMode],
    outputs: report/* PR_STATE_OUTPUTS */.gH,
    read: readRerunSettings,
    load: () => __webpack_require__.e(/* import() */ 970).then(__webpack_require__.bind(__webpack_require__, 8970)),
});

// EXTERNAL MODULE: ./src/queue/index.ts
var queue = __webpack_require__(3115);
// EXTERNAL MODULE: ./src/files/read-file.ts
var read_file = __webpack_require__(654);
;// CONCATENATED MODULE: ./src/commands/upload-targets/targets-input.ts
/**
 * Reads impacted targets from the `impacted-targets` input or a file: one per line, a JSON array
 * of strings, or `ALL` (in any case: keywords are case-insensitive, so no target can be named
 * `all`). Empty lines are dropped; everything else wrong (a control character in a target, a JSON
 * object) is an error, never an upload of it. A file is read in bounded memory
 * ({@link readBoundedFileSync}): one longer than the request body limit is taken as ALL unread.
 */



/**
 * A targets file is read no further than this: the service's body limit. Each target costs more
 * in the body than in the file (quotes and a comma against a line break), so a longer file cannot
 * fit unless it is mostly repeats or blank space, and is sent as ALL without being read further:
 * a file of any size (a giant single line included) costs no more memory than the limit.
 */
const MAX_TARGETS_FILE_BYTES = queue.MAX_REQUEST_BODY_BYTES;
const KEYWORDS = new Set([queue.IMPACTS_ALL.toUpperCase(), queue.IMPACTS_ALL_LEGACY.toUpperCase()]);
/** Whether `s` is the word ALL (or IMPACTS_ALL), in any case. */
const isAllWord = (s) => s.length <= 11 && KEYWORDS.has(s.toUpperCase());
const EXPECTED_FORMATS = 'a JSON array of strings, one target per line, or ALL';
// C0, DEL and C1: no build tool names a target with them; a file of them (NUL bytes from a
// crashed writer, a binary file) is not a list of targets and must not be uploaded as one.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_EXPECTED = 'target names as printable text, one per line (is it the right file?)';
/** The first control character in `s`, as U+XXXX, or undefined. */
function controlCharacterIn(s) {
    const m = CONTROL_CHARACTER.exec(s);
    if (!m)
        return undefined;
    return `U+${m[0].codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}
/** Parses targets text; `source` names the input (and file) in error messages. */
function parseTargetsText(text, source) {
    const where = source.file ? `the file ${JSON.stringify(source.file)}` : 'the value';
    const trimmed = text.trim();
    if (isAllWord(trimmed) || (/^"[^"]*"$/.test(trimmed) && isAllWord(trimmed.slice(1, -1)))) {
        return { kind: 'ALL' };
    }
    if (trimmed.startsWith('{')) {
        // No build tool names a target "{...": this is some other JSON, not a list of targets.
        throw new errors/* InputError */.dz(source.input, `${where} holds a JSON object, not targets`, EXPECTED_FORMATS);
    }
    if (trimmed.startsWith('[')) {
        let parsed;
        try {
            parsed = JSON.parse(trimmed);
        }
        catch (e) {
            throw new errors/* InputError */.dz(source.input, `${where} starts with "[" but is not a valid JSON array (${e.message})`, EXPECTED_FORMATS);
        }
        if (!Array.isArray(parsed)) {
            throw new errors/* InputError */.dz(source.input, `${where} is not a JSON array`, 'a JSON array of strings');
        }
        const targets = [];
        for (let i = 0; i < parsed.length; i++) {
            const t = parsed[i];
            if (typeof t !== 'string') {
                throw new errors/* InputError */.dz(source.input, `element ${i} of the JSON array in ${where} is ${t === null ? 'null' : typeof t}`, 'every element to be a string (a target name)');
            }
            const control = controlCharacterIn(t);
            if (control) {
                throw new errors/* InputError */.dz(source.input, `element ${i} of the JSON array in ${where} holds the control character ${control}`, CONTROL_EXPECTED);
            }
            if (t !== '')
                targets.push(t);
        }
        return { kind: 'list', targets, format: 'json' };
    }
    const targets = [];
    let sawAll = false;
    let start = 0;
    let lineNumber = 0;
    // A manual scan: for hundreds of thousands of lines it avoids building an array of every line
    // (empty ones included) before filtering.
    while (start <= text.length) {
        let end = text.indexOf('\n', start);
        if (end === -1)
            end = text.length;
        lineNumber++;
        const line = text.slice(start, end).trim();
        const control = controlCharacterIn(line);
        if (control) {
            throw new errors/* InputError */.dz(source.input, `line ${lineNumber} of ${where} holds the control character ${control}`, CONTROL_EXPECTED);
        }
        if (line !== '') {
            if (isAllWord(line))
                sawAll = true;
            else
                targets.push(line);
        }
        start = end + 1;
    }
    if (sawAll) {
        throw new errors/* InputError */.dz(source.input, `${where} mixes the word ALL with a list of ${targets.length} target(s)`, 'either ALL alone or a list of targets');
    }
    return { kind: 'list', targets, format: 'lines' };
}
/**
 * Reads and parses a targets file; a missing, unreadable, non-regular (a directory, a device, a
 * FIFO) or non-UTF-8 file, or one with a NUL byte, is an error. A file longer than
 * {@link MAX_TARGETS_FILE_BYTES} is ALL, read no further. The common case, plain targets one per
 * line, is indexed as bytes without decoding the text.
 */
function readTargetsFile(path, input) {
    let bytes;
    try {
        const read = (0,read_file/* readBoundedFileSync */.Tq)(path, { maxBytes: MAX_TARGETS_FILE_BYTES });
        if (!read.complete)
            return { kind: 'ALL', fileOverLimit: read.bytesRead };
        bytes = read.bytes;
    }
    catch (e) {
        if (!(e instanceof read_file/* FileReadProblem */.Es))
            throw e;
        throw new errors/* InputError */.dz(input, `the file ${JSON.stringify(path)} ${e.message}`, e.code === 'NUL'
            ? 'a text file of targets (is it the right file?)'
            : 'a readable file of targets');
    }
    const lines = firstByteIsBrace(bytes) ? undefined : queue.TargetLines.scan(bytes);
    if (lines && !hasAllWord(lines))
        return { kind: 'list', targets: lines, format: 'lines' };
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    }
    catch {
        const at = firstInvalidUtf8Byte(bytes);
        throw new errors/* InputError */.dz(input, `the file ${JSON.stringify(path)} is not valid UTF-8${at < bytes.length ? ` (at byte ${at})` : ''}`, 'UTF-8 text');
    }
    return parseTargetsText(text, { input, file: path });
}
/** Whether the first byte that is not ASCII white space is `{` (a JSON object). */
function firstByteIsBrace(bytes) {
    for (const b of bytes) {
        if (b === 0x20 || (b >= 0x09 && b <= 0x0d))
            continue;
        return b === 0x7b;
    }
    return false;
}
/**
 * Whether a line is ALL or IMPACTS_ALL in another case than the one {@link TargetLines.scan}
 * leaves to the text path: then the text path decides (ALL alone, or an error).
 */
function hasAllWord(lines) {
    for (let i = 0; i < lines.length; i++) {
        const s = lines.start(i);
        const e = lines.end(i);
        if ((e - s === 3 || e - s === 11) && isAllWord(lines.bytes.toString('latin1', s, e)))
            return true;
    }
    return false;
}
/** The offset of the first byte that breaks UTF-8 (for the error message). */
function firstInvalidUtf8Byte(bytes) {
    let i = 0;
    while (i < bytes.length) {
        const b = bytes[i];
        const need = b < 0x80
            ? 0
            : b >= 0xc2 && b < 0xe0
                ? 1
                : b >= 0xe0 && b < 0xf0
                    ? 2
                    : b >= 0xf0 && b < 0xf5
                        ? 3
                        : -1;
        if (need < 0)
            return i;
        for (let k = 1; k <= need; k++) {
            if (((bytes[i + k] ?? 0) & 0xc0) !== 0x80)
                return i;
        }
        i += need + 1;
    }
    return i;
}

;// CONCATENATED MODULE: ./src/commands/upload-targets/row.ts
/**
 * upload-targets's row in the command table: what it does, addresses, reads and sets, how it reads its own
 * inputs (before any request), and where its code is (run.ts, loaded only when it runs).
 */







const uploadTargetsCommand = defineCommand({
    description: "Uploads the targets a PR's head commit impacts (or ALL).",
    required: [[constants/* Inputs */.G0.ImpactedTargets, constants/* Inputs */.G0.ImpactedTargetsFile]],
    withoutTokenFromFork: true,
    v2: {
        operations: ['impactedTargets.upload'],
        needs: [permissions/* V2_PERMISSIONS */.a1.mergeAndCancel.label],
    },
    target: 'pull-request-head',
    inputs: [constants/* Inputs */.G0.ImpactedTargets, constants/* Inputs */.G0.ImpactedTargetsFile],
    outputs: [
        constants/* Outputs */.tY.ImpactedTargetsMode,
        constants/* Outputs */.tY.ImpactedTargetsCount,
        constants/* Outputs */.tY.RequestBytes,
        constants/* Outputs */.tY.PrSha,
    ],
    read: readUploadSettings,
    load: () => __webpack_require__.e(/* import() */ 25).then(__webpack_require__.bind(__webpack_require__, 9025)),
});
function readUploadSettings(get) {
    // One of the two is given (the command table requires it). Not trimmed by the caller's reader
    // for lists: a list's own line breaks matter; parsing trims each line.
    const inline = get(constants/* Inputs */.G0.ImpactedTargets);
    const file = get(constants/* Inputs */.G0.ImpactedTargetsFile);
    if (inline && file) {
        throw new errors/* InputError */.dz(constants/* Inputs */.G0.ImpactedTargetsFile, `is given together with ${(0,ports_text/* inputRef */.io)(constants/* Inputs */.G0.ImpactedTargets)}`, 'only one of the two');
    }
    return {
        targets: file
            ? readTargetsFile((0,parsers/* parsePath */.Rr)(constants/* Inputs */.G0.ImpactedTargetsFile, file), constants/* Inputs */.G0.ImpactedTargetsFile)
            : parseTargetsText(inline, { input: constants/* Inputs */.G0.ImpactedTargets }),
    };
}

// EXTERNAL MODULE: ./src/ports/run-context.ts
var run_context = __webpack_require__(3887);
;// CONCATENATED MODULE: ./src/commands/testing-details/row.ts
/**
 * testing-details's row in the command table: what it does, addresses, reads and sets, how it reads its own
 * inputs (before any request), and where its code is (run.ts, loaded only when it runs).
 */





const testingDetailsCommand = defineCommand({
    description: 'Reads a test run of the merge queue (by default the run of this test branch).',
    v2: {
        operations: ['mergeQueueVerificationRuns.get'],
        needs: [],
    },
    target: 'queue',
    inputs: [constants/* Inputs */.G0.TestRunId],
    outputs: [constants/* Outputs */.tY.TestingStatus],
    read: (get, ctx) => {
        const branch = (0,run_context/* parseTestBranch */.c)(ctx.ref);
        const id = get(constants/* Inputs */.G0.TestRunId) || branch?.testRunId;
        if (!id) {
            throw new errors/* InputError */.dz(constants/* Inputs */.G0.TestRunId, 'is empty and this run is not on a trunk-merge/pr-N/<uuid> test branch', 'the test run id (the uuid of the test branch)');
        }
        const testRunId = (0,parsers/* parseTestRunId */.Af)(id);
        // The run's own test run is its branch's PR; another test run's PR is known from its answer.
        const ownRun = branch && branch.testRunId.toLowerCase() === testRunId.toLowerCase();
        return { testRunId, ...(ownRun ? { testRunPr: branch.prNumber } : {}) };
    },
    prNumberOf: (own) => own.testRunPr,
    load: () => __webpack_require__.e(/* import() */ 500).then(__webpack_require__.bind(__webpack_require__, 6119)),
});

// EXTERNAL MODULE: ./src/commands/common/flaky-tests.ts
var flaky_tests = __webpack_require__(4795);
;// CONCATENATED MODULE: ./src/commands/failing-tests/row.ts
/**
 * failing-tests's row in the command table: what it does, addresses, reads and sets, how it reads its own
 * inputs (before any request), and where its code is (run.ts, loaded only when it runs).
 */





const failingTestsCommand = defineCommand({
    description: 'Lists the tests that failed in a window, most failing first, with flaky ones.',
    required: [constants/* Inputs */.G0.OrgUrlSlug],
    runsOn: 'flaky-tests',
    v2: {
        operations: ['testCollections.list', 'tests.list'],
        needs: [],
        note: 'testCollections.list only when test-collection is not an id',
    },
    target: 'repository',
    inputs: [constants/* Inputs */.G0.OrgUrlSlug, constants/* Inputs */.G0.WindowHours, constants/* Inputs */.G0.TestCollection],
    outputs: flaky_tests/* TEST_OUTPUTS */.MD,
    read: (get) => ({
        orgUrlSlug: (0,parsers/* parseSlug */.dF)(get(constants/* Inputs */.G0.OrgUrlSlug)),
        windowHours: (0,values/* readInteger */.J)(get, constants/* Inputs */.G0.WindowHours),
        testCollection: (0,flaky_tests/* readTestCollection */.Bu)(get),
    }),
    load: () => __webpack_require__.e(/* import() */ 298).then(__webpack_require__.bind(__webpack_require__, 4298)),
});

;// CONCATENATED MODULE: ./src/commands/test-details/row.ts
/**
 * test-details's row in the command table: what it does, addresses, reads and sets, how it reads its own
 * inputs (before any request), and where its code is (run.ts, loaded only when it runs).
 */




const testDetailsCommand = defineCommand({
    description: "Reads one test case's failures, flakiness and quarantine.",
    required: [constants/* Inputs */.G0.OrgUrlSlug, constants/* Inputs */.G0.TestId],
    runsOn: 'flaky-tests',
    v2: { operations: ['tests.get'], needs: [] },
    target: 'repository',
    inputs: [constants/* Inputs */.G0.OrgUrlSlug, constants/* Inputs */.G0.TestId],
    // One test: its own status, quarantine and rate (a count of failing tests has no window here).
    outputs: [constants/* Outputs */.tY.TestStatus, constants/* Outputs */.tY.IsQuarantined, constants/* Outputs */.tY.FailureRate],
    read: (get) => {
        const orgUrlSlug = (0,parsers/* parseSlug */.dF)(get(constants/* Inputs */.G0.OrgUrlSlug));
        const id = get(constants/* Inputs */.G0.TestId);
        if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
            throw new errors/* InputError */.dz(constants/* Inputs */.G0.TestId, id ? `${(0,errors/* shown */.SP)(id)} is not a test id` : 'is required', 'a UUID, e.g. 01234567-0123-0123-0123-0123456789ab');
        }
        return { orgUrlSlug, testId: id.toLowerCase() };
    },
    load: () => __webpack_require__.e(/* import() */ 445).then(__webpack_require__.bind(__webpack_require__, 445)),
});

;// CONCATENATED MODULE: ./src/commands/common/queue.ts

const QUEUE_OUTPUTS = [constants/* Outputs */.tY.QueueState, constants/* Outputs */.tY.QueueDepth];

;// CONCATENATED MODULE: ./src/commands/get-queue/row.ts
/**
 * get-queue's row in the command table: what it does, addresses, reads and sets, how it reads its own
 * inputs (before any request), and where its code is (run.ts, loaded only when it runs).
 */



const getQueueCommand = defineCommand({
    description: 'Reads a merge queue: its state, its PRs, its required checks and whether it opens draft PRs.',
    v2: {
        operations: ['mergeQueues.get', 'mergeQueues.order', 'mergeQueues.listPullRequests'],
        needs: [],
    },
    target: 'queue',
    // Only reads: the repository's default branch is a fine default where no PR says otherwise.
    defaultBranchOk: true,
    inputs: [],
    outputs: [...QUEUE_OUTPUTS, constants/* Outputs */.tY.RequiredChecks, constants/* Outputs */.tY.DraftPrs],
    read: readNothing,
    load: () => __webpack_require__.e(/* import() */ 794).then(__webpack_require__.bind(__webpack_require__, 9794)),
});

;// CONCATENATED MODULE: ./src/commands/create-queue/row.ts
/**
 * create-queue's row in the command table: what it does, addresses, reads and sets, how it reads its own
 * inputs (before any request), and where its code is (run.ts, loaded only when it runs).
 */





const createQueueCommand = defineCommand({
    description: 'Creates a merge queue for a branch (or applies settings to the one there).',
    v2: {
        operations: ['mergeQueues.create', 'mergeQueues.updateConfig'],
        needs: [permissions/* V2_PERMISSIONS */.a1.updateSettings.label],
    },
    target: 'queue',
    inputs: [constants/* Inputs */.G0.QueueSettings],
    outputs: QUEUE_OUTPUTS,
    read: (get) => ({
        queueSettings: (0,parsers/* parseQueueSettings */.A)(get(constants/* Inputs */.G0.QueueSettings), false),
    }),
    load: () => __webpack_require__.e(/* import() */ 600).then(__webpack_require__.bind(__webpack_require__, 1600)),
});

;// CONCATENATED MODULE: ./src/commands/update-queue/row.ts





const updateQueueCommand = defineCommand({
    description: "Changes a merge queue's settings (mode, concurrency, state, ...).",
    required: [constants/* Inputs */.G0.QueueSettings],
    v2: {
        operations: [
            'mergeQueues.updateConfig',
            'mergeQueues.pause',
            'mergeQueues.resume',
            'mergeQueues.drain',
            'mergeQueues.switchModes',
        ],
        needs: [permissions/* V2_PERMISSIONS */.a1.updateSettings.label],
    },
    target: 'queue',
    inputs: [constants/* Inputs */.G0.QueueSettings],
    outputs: QUEUE_OUTPUTS,
    read: (get) => ({
        queueSettings: (0,parsers/* parseQueueSettings */.A)(get(constants/* Inputs */.G0.QueueSettings), true),
    }),
    load: () => __webpack_require__.e(/* import() */ 95).then(__webpack_require__.bind(__webpack_require__, 476)),
});

;// CONCATENATED MODULE: ./src/commands/delete-queue/row.ts
/**
 * delete-queue's row in the command table: what it does, addresses, reads and sets, how it reads its own
 * inputs (before any request), and where its code is (run.ts, loaded only when it runs).
 */



const deleteQueueCommand = defineCommand({
    description: 'Deletes a merge queue.',
    v2: {
        operations: ['mergeQueues.delete'],
        needs: [permissions/* V2_PERMISSIONS */.a1.updateSettings.label],
    },
    target: 'queue',
    inputs: [],
    outputs: QUEUE_OUTPUTS,
    read: readNothing,
    load: () => __webpack_require__.e(/* import() */ 533).then(__webpack_require__.bind(__webpack_require__, 533)),
});

;// CONCATENATED MODULE: ./src/commands/metrics/row.ts
/**
 * metrics's row in the command table: what it does, addresses, reads and sets, how it reads its own
 * inputs (before any request), and where its code is (run.ts, loaded only when it runs).
 */




const metricsCommand = defineCommand({
    description: 'Reads the queues and writes their state as Prometheus metrics.',
    v2: {
        operations: ['mergeQueues.organizationMetrics', 'mergeQueues.metrics'],
        needs: [],
    },
    target: 'optional-queue',
    inputs: [constants/* Inputs */.G0.MetricsFile, constants/* Inputs */.G0.MetricsScope],
    outputs: [constants/* Outputs */.tY.MetricsFile, constants/* Outputs */.tY.QueueDepth],
    read: (get, ctx) => {
        const scope = (get(constants/* Inputs */.G0.MetricsScope) || 'repository').toLowerCase();
        if (scope !== 'repository' && scope !== 'organization') {
            throw new errors/* InputError */.dz(constants/* Inputs */.G0.MetricsScope, `${(0,errors/* shown */.SP)(scope)} is not a scope`, 'repository or organization');
        }
        const file = get(constants/* Inputs */.G0.MetricsFile);
        return {
            metricsScope: scope,
            metricsFile: file
                ? (0,parsers/* parseOutputPath */.I6)(constants/* Inputs */.G0.MetricsFile, file, (0,parsers/* outputFoldersOf */.mm)(ctx))
                : undefined,
        };
    },
    load: () => __webpack_require__.e(/* import() */ 226).then(__webpack_require__.bind(__webpack_require__, 1226)),
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/inputs/quarantine-file.ts
/**
 * `quarantine-file`, as the gate, sync-quarantine and doctor read it: a path inside `root` (the
 * workspace, or the checkout doctor reads), since the file is the reviewed repository's: one
 * outside it is no file a PR's review saw.
 */





/** The path as given (default: the input's), refused when it leads out of `root`. */
function readQuarantineFileInput(get, root, rootName) {
    const raw = (get(constants/* Inputs */.G0.QuarantineFile) || (0,defaults/* defaultOf */.H)(constants/* Inputs */.G0.QuarantineFile)).trim();
    const path = (0,parsers/* parsePath */.Rr)(constants/* Inputs */.G0.QuarantineFile, raw);
    const rel = (0,external_node_path_.relative)(root, (0,external_node_path_.resolve)(root, path));
    if (!rel || rel.startsWith('..') || (0,external_node_path_.isAbsolute)(rel))
        throw new errors/* InputError */.dz(constants/* Inputs */.G0.QuarantineFile, `${(0,errors/* shown */.SP)(raw)} is outside the ${rootName} (${root})`, `a path relative to the ${rootName}, e.g. .github/quarantine.yml`);
    return path;
}

;// CONCATENATED MODULE: ./src/commands/check-test-results/outcome.ts
/**
 * check-test-results' input values that its row reads and its run decides on: the test step's
 * outcome and the failure classes allow-failures may forgive.
 */
/** The test step's own verdict, as `${{ steps.<id>.outcome }}` gives it to `test-outcome`. */
const TEST_OUTCOMES = ['success', 'failure', 'cancelled', 'skipped'];
/** Failure classes that `allow-failures` may forgive. */
const ALLOWABLE_CLASSES = ['quarantined', 'flaky'];
/** What a test that failed and then passed on a retry does to the gate (`retried-tests`). */
const RETRIED_POLICIES = ['pass', 'warn', 'fail'];

;// CONCATENATED MODULE: ./src/commands/check-test-results/row.ts
/**
 * check-test-results's row in the command table: what it does, addresses, reads and sets, how it reads its own
 * inputs (before any request), and where its code is (run.ts, loaded only when it runs).
 */











const testGateCommand = defineCommand({
    description: 'Gates a job on its test reports: fails only on failures Trunk does not know as quarantined (or flaky).',
    required: [constants/* Inputs */.G0.OrgUrlSlug, [constants/* Inputs */.G0.TestReports, constants/* Inputs */.G0.JunitPaths]],
    runsOn: 'flaky-tests',
    v2: {
        operations: ['testCollections.list', 'testCollections.quarantineStatus'],
        needs: ['Upload test results'],
        note: 'testCollections.list only when test-collection is not an id',
    },
    target: 'repository',
    inputs: [
        constants/* Inputs */.G0.OrgUrlSlug,
        constants/* Inputs */.G0.TestCollection,
        constants/* Inputs */.G0.TestReports,
        constants/* Inputs */.G0.JunitPaths,
        constants/* Inputs */.G0.AllowFailures,
        constants/* Inputs */.G0.TestOutcome,
        constants/* Inputs */.G0.Variant,
        constants/* Inputs */.G0.AllowEmptyTestResults,
        constants/* Inputs */.G0.QuarantineFile,
        constants/* Inputs */.G0.QuarantineMaxDays,
        constants/* Inputs */.G0.RetriedTests,
        constants/* Inputs */.G0.ExpectedReports,
        constants/* Inputs */.G0.JudgedReport,
    ],
    outputs: [
        constants/* Outputs */.tY.FailedTestsCount,
        constants/* Outputs */.tY.QuarantinedFailuresCount,
        constants/* Outputs */.tY.RepoQuarantinedFailuresCount,
        constants/* Outputs */.tY.FlakyFailuresCount,
        constants/* Outputs */.tY.UnexplainedFailuresCount,
        constants/* Outputs */.tY.UnexplainedFailures,
        constants/* Outputs */.tY.PassedOnRetryCount,
        constants/* Outputs */.tY.RetrySeconds,
    ],
    read: (get, ctx) => {
        // The run's workspace (GITHUB_WORKSPACE, from the context's port), else the working directory.
        const workspace = (0,external_node_path_.resolve)(ctx.workspace || process.cwd());
        return {
            orgUrlSlug: (0,parsers/* parseSlug */.dF)(get(constants/* Inputs */.G0.OrgUrlSlug)),
            ...readTestReports(get, workspace),
            allowFailures: readAllowFailures(get),
            workspace,
            testOutcome: readTestOutcome(get),
            variant: readVariant(get),
            allowEmpty: (0,parsers/* parseBoolean */.yG)(get, constants/* Inputs */.G0.AllowEmptyTestResults),
            quarantineFile: readQuarantineFile(get, workspace),
            quarantineMaxDays: (0,values/* readInteger */.J)(get, constants/* Inputs */.G0.QuarantineMaxDays),
            retriedTests: readRetriedTests(get),
            ...readExpectedReports(get),
            ...readJudgedReport(get, ctx),
            testCollection: (0,flaky_tests/* readTestCollection */.Bu)(get),
        };
    },
    load: () => Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(421), __webpack_require__.e(854), __webpack_require__.e(241)]).then(__webpack_require__.bind(__webpack_require__, 3241)),
});
/** A line of test-reports saying its reports show failures outside test cases. */
const COMPLETE_PREFIX = /^complete:\s*/;
function readTestReports(get, workspace) {
    const given = get(constants/* Inputs */.G0.TestReports);
    const alias = get(constants/* Inputs */.G0.JunitPaths);
    if (given.trim() && alias.trim()) {
        throw new errors/* InputError */.dz(constants/* Inputs */.G0.JunitPaths, `is given with test-reports (${(0,errors/* shown */.SP)(alias)})`, 'test-reports alone (junit-paths is its former name)');
    }
    const input = given.trim() ? constants/* Inputs */.G0.TestReports : constants/* Inputs */.G0.JunitPaths;
    const lines = (given.trim() ? given : alias)
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
    if (!lines.length) {
        throw new errors/* InputError */.dz(constants/* Inputs */.G0.TestReports, 'is required for check-test-results', 'one glob per line of test reports, e.g. reports/**/*.xml');
    }
    const testReports = [];
    const completeReports = [];
    for (const l of lines) {
        const complete = COMPLETE_PREFIX.test(l);
        const glob = readGlob(input, complete ? l.replace(COMPLETE_PREFIX, '') : l, l, workspace);
        if (complete && glob.startsWith('!')) {
            throw new errors/* InputError */.dz(input, `${(0,errors/* shown */.SP)(l)} marks an exclusion as complete`, '"complete: <glob>" with a glob of reports to read; exclusions stay plain "!<glob>" lines');
        }
        testReports.push(glob);
        if (complete)
            completeReports.push(glob);
    }
    return { testReports, completeReports, reportsInput: input };
}
function readGlob(input, l, line, workspace) {
    if (!l.trim()) {
        throw new errors/* InputError */.dz(input, `${(0,errors/* shown */.SP)(line)} has no glob after complete:`, '"complete: <glob>", e.g. complete: reports/jest-junit.xml');
    }
    const path = (0,parsers/* parsePath */.Rr)(input, l);
    // Reports are the workspace's (the docs say so): a glob that reaches outside it is refused,
    // so a PR's workflow cannot make the gate read (and show) files elsewhere on the runner.
    const body = path.startsWith('!') ? path.slice(1) : path;
    const rel = (0,external_node_path_.relative)(workspace, (0,external_node_path_.resolve)(workspace, body));
    if (rel.startsWith('..') || (0,external_node_path_.isAbsolute)(rel)) {
        throw new errors/* InputError */.dz(input, `${(0,errors/* shown */.SP)(line)} is outside the workspace (${workspace})`, 'globs relative to the workspace (GITHUB_WORKSPACE, else the working directory), e.g. reports/**/*.xml');
    }
    return path;
}
function readAllowFailures(get) {
    const raw = get(constants/* Inputs */.G0.AllowFailures) || (0,defaults/* defaultOf */.H)(constants/* Inputs */.G0.AllowFailures);
    const allowed = new Set();
    const items = raw
        .split(/[,\n]/)
        .map((x) => x.trim().toLowerCase())
        .filter(Boolean);
    if (items.includes('none') && items.length > 1) {
        throw new errors/* InputError */.dz(constants/* Inputs */.G0.AllowFailures, `${(0,errors/* shown */.SP)(raw)} says none and names classes too`, 'none alone, or quarantined, flaky or both comma-separated');
    }
    for (const item of items) {
        if (item === 'none')
            continue;
        if (!ALLOWABLE_CLASSES.includes(item)) {
            throw new errors/* InputError */.dz(constants/* Inputs */.G0.AllowFailures, `${(0,errors/* shown */.SP)(item)} is not a class of failures that can be allowed`, `quarantined, flaky, both comma-separated, or none`);
        }
        allowed.add(item);
    }
    return allowed;
}
function readTestOutcome(get) {
    const raw = get(constants/* Inputs */.G0.TestOutcome).trim();
    if (raw !== '' && !TEST_OUTCOMES.includes(raw)) {
        throw new errors/* InputError */.dz(constants/* Inputs */.G0.TestOutcome, `${(0,errors/* shown */.SP)(raw)} is not a step outcome`, `success, failure, cancelled or skipped${(0,ports_text/* actionOnly */.Zy)(', as ${{ steps.<id>.outcome }} gives it')}, or empty`);
    }
    return raw;
}
function readVariant(get) {
    const raw = get(constants/* Inputs */.G0.Variant);
    // Part of an id joined with '#': kept exactly as the uploader was given it, one line.
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    if (/[\u0000-\u001f\u007f]/.test(raw) || raw.length > 256) {
        throw new errors/* InputError */.dz(constants/* Inputs */.G0.Variant, `${(0,errors/* shown */.SP)(raw)} is not a variant`, 'the variant the tests were uploaded with (one line, at most 256 characters), or empty');
    }
    return raw;
}
function readQuarantineFile(get, workspace) {
    return readQuarantineFileInput(get, workspace, 'workspace');
}
function readRetriedTests(get) {
    const raw = (get(constants/* Inputs */.G0.RetriedTests) || (0,defaults/* defaultOf */.H)(constants/* Inputs */.G0.RetriedTests)).trim().toLowerCase();
    if (!RETRIED_POLICIES.includes(raw)) {
        throw new errors/* InputError */.dz(constants/* Inputs */.G0.RetriedTests, `${(0,errors/* shown */.SP)(raw)} is not a policy for tests that passed on a retry`, 'pass, warn or fail');
    }
    return raw;
}
/** The most report files expected-reports may ask for. */
const MAX_EXPECTED_REPORTS = 1000;
function readExpectedReports(get) {
    const raw = get(constants/* Inputs */.G0.ExpectedReports).trim();
    if (raw === '')
        return {};
    if (raw === 'each-pattern')
        return { expectedReports: raw };
    const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isInteger(n) || n < 1 || n > MAX_EXPECTED_REPORTS) {
        throw new errors/* InputError */.dz(constants/* Inputs */.G0.ExpectedReports, `${(0,errors/* shown */.SP)(raw)} is not a number of reports`, `a whole number from 1 to ${MAX_EXPECTED_REPORTS}, or each-pattern`);
    }
    return { expectedReports: n };
}
function readJudgedReport(get, ctx) {
    const raw = get(constants/* Inputs */.G0.JudgedReport).trim();
    if (raw === '')
        return {};
    const folders = (0,parsers/* outputFoldersOf */.mm)(ctx);
    const path = (0,parsers/* parseOutputPath */.I6)(constants/* Inputs */.G0.JudgedReport, raw, folders);
    return { judgedReport: (0,external_node_path_.resolve)(folders.workspace, path) };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/commands/doctor/row.ts
/**
 * doctor's row in the command table: it reads the queue's settings, the branch's required checks
 * and the checkout's workflows, and reports what will or may stall the queue. Only reads.
 */










/** `checkout-path`: a folder that exists (a typo would otherwise read no workflows, in silence). */
function readCheckoutPath(get) {
    const raw = get(constants/* Inputs */.G0.CheckoutPath) || '.';
    const path = (0,parsers/* parsePath */.Rr)(constants/* Inputs */.G0.CheckoutPath, raw);
    let isFolder;
    try {
        isFolder = (0,external_node_fs_.statSync)(path).isDirectory();
    }
    catch {
        isFolder = undefined;
    }
    if (!isFolder)
        throw new errors/* InputError */.dz(constants/* Inputs */.G0.CheckoutPath, `${JSON.stringify(raw.slice(0, 80))} ${isFolder === undefined ? 'does not exist' : 'is not a folder'}`, "the repository's checkout, a folder (default: the working directory)");
    return path;
}
function readExternalChecks(get) {
    const names = get(constants/* Inputs */.G0.ExternalChecks)
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean);
    const long = names.find((n) => n.length > 255);
    if (long) {
        throw new errors/* InputError */.dz(constants/* Inputs */.G0.ExternalChecks, `holds a name of ${long.length} characters`, 'check names of at most 255 characters, one per line');
    }
    return names;
}
/**
 * `quarantine-file`: the gate's input, with its default, read relative to the checkout (doctor
 * reads the repository there); a path out of it is refused, as the gate refuses one out of the
 * workspace.
 */
function readQuarantinePath(get, checkout) {
    const path = readQuarantineFileInput(get, checkout, 'checkout');
    return (0,external_node_path_.relative)(checkout, (0,external_node_path_.resolve)(checkout, path)).split('\\').join('/');
}
const doctorCommand = defineCommand({
    description: 'Finds what will stall the queue: required checks that never report on its test branches, ' +
        'checks that wait for the queue, path filters, skipped jobs, a paused queue, and a quarantine ' +
        'file that is refused, expired, duplicated or at odds with Trunk.',
    // getQueue, as get-queue: reads only.
    v2: {
        operations: [
            'mergeQueues.get',
            'mergeQueues.order',
            'mergeQueues.listPullRequests',
            'testCollections.list',
            'testCollections.get',
            'tests.list',
            'tests.get',
        ],
        needs: [],
        note: "the tests' reads only when the repository has a quarantine file with entries",
    },
    target: 'queue',
    // Only reads: the repository's default branch is a fine default where no PR says otherwise.
    defaultBranchOk: true,
    inputs: [
        constants/* Inputs */.G0.CheckoutPath,
        constants/* Inputs */.G0.ExternalChecks,
        constants/* Inputs */.G0.QuarantineFile,
        constants/* Inputs */.G0.QuarantineMaxDays,
        constants/* Inputs */.G0.OrgUrlSlug,
        constants/* Inputs */.G0.TestCollection,
    ],
    outputs: [constants/* Outputs */.tY.Findings, constants/* Outputs */.tY.ErrorsCount, constants/* Outputs */.tY.WarningsCount, constants/* Outputs */.tY.UnknownsCount],
    read(get, ctx) {
        const token = get(constants/* Inputs */.G0.GithubToken) || ctx.githubToken;
        const checkoutPath = readCheckoutPath(get);
        const slug = get(constants/* Inputs */.G0.OrgUrlSlug).trim();
        const collection = (0,flaky_tests/* readTestCollection */.Bu)(get);
        return {
            checkoutPath,
            externalChecks: readExternalChecks(get),
            quarantineFile: readQuarantinePath(get, (0,external_node_path_.resolve)(checkoutPath)),
            quarantineMaxDays: (0,values/* readInteger */.J)(get, constants/* Inputs */.G0.QuarantineMaxDays),
            ...(slug ? { orgUrlSlug: (0,parsers/* parseSlug */.dF)(slug) } : {}),
            ...(collection ? { testCollection: collection } : {}),
            ...(token ? { githubToken: token } : {}),
            githubApiUrl: (ctx.apiUrl || pull_request_lookup/* DEFAULT_GITHUB_API_URL */.xw).replace(/\/+$/, ''),
        };
    },
    load: () => Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(356)]).then(__webpack_require__.bind(__webpack_require__, 1356)),
});

;// CONCATENATED MODULE: ./src/commands/still-needed/row.ts
/**
 * still-needed's row in the command table: what it does, addresses, reads and sets, how it reads
 * its own inputs (before any request), and where its code is (run.ts, loaded only when it runs).
 */








const stillNeededCommand = defineCommand({
    description: 'Says whether this merge-queue test run can still matter (and cancels it if asked); on a push to the target branch, whether its tree was already verified.',
    v2: {
        operations: [
            'mergeQueueVerificationRuns.get',
            'pullRequests.resolveByCoordinates',
            'pullRequests.get',
            'pullRequests.queueEntryHistory',
        ],
        needs: [],
    },
    target: 'queue',
    defaultBranchOk: true,
    inputs: [
        constants/* Inputs */.G0.TestBranch,
        constants/* Inputs */.G0.TestRunId,
        constants/* Inputs */.G0.CancelRun,
        constants/* Inputs */.G0.Watch,
        constants/* Inputs */.G0.PollIntervalSeconds,
        constants/* Inputs */.G0.MaxPollIntervalSeconds,
        constants/* Inputs */.G0.TimeoutSeconds,
        constants/* Inputs */.G0.CommitSha,
    ],
    outputs: [
        constants/* Outputs */.tY.Needed,
        constants/* Outputs */.tY.Reason,
        constants/* Outputs */.tY.TestBranch,
        constants/* Outputs */.tY.TestedPrs,
        constants/* Outputs */.tY.TestingStatus,
        constants/* Outputs */.tY.RunCancelled,
        constants/* Outputs */.tY.AlreadyVerified,
        constants/* Outputs */.tY.VerifiedByUrl,
    ],
    read: readStillNeededSettings,
    prNumberOf: (own) => own.branchPr,
    load: () => __webpack_require__.e(/* import() */ 234).then(__webpack_require__.bind(__webpack_require__, 6234)),
});
/** A branch name from a ref (`refs/heads/x` → `x`); undefined for another kind of ref. */
function branchOf(ref) {
    if (!ref)
        return undefined;
    if (ref.startsWith('refs/heads/'))
        return ref.slice('refs/heads/'.length);
    return ref.startsWith('refs/') ? undefined : ref;
}
/** A merge-queue test branch: v1's `trunk-merge/pr-N/<uuid>`, or any other `trunk-merge/…` name. */
function isTestBranch(branch) {
    return !!branch && (branch.startsWith('trunk-merge/') || !!(0,run_context/* parseTestBranch */.c)(branch));
}
/** The test-branch input: a branch name by git's rules (refs/heads/ taken off), or ''. */
function readTestBranch(get) {
    const raw = get(constants/* Inputs */.G0.TestBranch).trim();
    if (!raw)
        return '';
    try {
        return (0,parsers/* parseBranch */.Qd)(raw);
    }
    catch (e) {
        if (!(e instanceof errors/* InputError */.dz))
            throw e;
        throw new errors/* InputError */.dz(constants/* Inputs */.G0.TestBranch, `${JSON.stringify(raw.slice(0, 80))} is not a valid branch name`, 'a test branch such as trunk-merge/pr-12/<uuid>');
    }
}
function readStillNeededSettings(get, ctx) {
    const given = readTestBranch(get);
    const runBranch = branchOf(ctx.ref);
    // The queue's draft PR runs on pull_request: its head branch is the test branch.
    const own = [ctx.pr?.headRef, runBranch].find(isTestBranch);
    const testBranch = given || own;
    const idInput = get(constants/* Inputs */.G0.TestRunId).trim();
    const parsed = (0,run_context/* parseTestBranch */.c)(testBranch);
    const testRunId = idInput ? (0,parsers/* parseTestRunId */.Af)(idInput) : parsed?.testRunId;
    const cancelRun = (0,parsers/* parseBoolean */.yG)(get, constants/* Inputs */.G0.CancelRun);
    const watch = (0,parsers/* parseBoolean */.yG)(get, constants/* Inputs */.G0.Watch);
    for (const name of [constants/* Inputs */.G0.CancelRun, constants/* Inputs */.G0.Watch]) {
        if ((name === constants/* Inputs */.G0.CancelRun ? cancelRun : watch) && !ctx.runId) {
            throw new errors/* InputError */.dz(name, 'acts on a GitHub Actions workflow run, and this run has none (GITHUB_RUN_ID is unset)', `false outside GitHub Actions: act on the needed output instead (docs/still-needed.md)`);
        }
    }
    const pollIntervalSeconds = (0,values/* readInteger */.J)(get, constants/* Inputs */.G0.PollIntervalSeconds);
    const maxPollIntervalSeconds = (0,values/* readInteger */.J)(get, constants/* Inputs */.G0.MaxPollIntervalSeconds);
    if (maxPollIntervalSeconds < pollIntervalSeconds) {
        throw new errors/* InputError */.dz(constants/* Inputs */.G0.MaxPollIntervalSeconds, `${maxPollIntervalSeconds} is less than ${(0,ports_text/* inputRef */.io)(constants/* Inputs */.G0.PollIntervalSeconds)} (${pollIntervalSeconds})`, `a value at least ${(0,ports_text/* inputRef */.io)(constants/* Inputs */.G0.PollIntervalSeconds)}`);
    }
    const shaInput = get(constants/* Inputs */.G0.CommitSha).trim();
    if (shaInput && !/^([0-9a-f]{40}|[0-9a-f]{64})$/i.test(shaInput)) {
        throw new errors/* InputError */.dz(constants/* Inputs */.G0.CommitSha, `${JSON.stringify(shaInput.slice(0, 80))} is not a full commit sha`, '40 (or 64) hexadecimal characters');
    }
    const commitSha = shaInput ? shaInput.toLowerCase() : ctx.sha;
    const token = get(constants/* Inputs */.G0.GithubToken) || ctx.githubToken;
    return {
        ...(testBranch ? { testBranch } : {}),
        ...(testRunId ? { testRunId } : {}),
        ...(parsed ? { branchPr: parsed.prNumber } : {}),
        ...(runBranch && !ctx.pr ? { pushBranch: runBranch } : {}),
        ...(commitSha ? { commitSha } : {}),
        cancelRun,
        watch,
        pollIntervalSeconds,
        maxPollIntervalSeconds,
        timeoutSeconds: (0,values/* readInteger */.J)(get, constants/* Inputs */.G0.TimeoutSeconds),
        ...(ctx.runId ? { runId: ctx.runId } : {}),
        github: {
            ...(token ? { token } : {}),
            apiUrl: (ctx.apiUrl || pull_request_lookup/* DEFAULT_GITHUB_API_URL */.xw).replace(/\/+$/, ''),
        },
    };
}

;// CONCATENATED MODULE: ./src/commands/sync-quarantine/row.ts
/**
 * sync-quarantine's row in the command table: what it does, addresses, reads and sets, how it
 * reads its own inputs (before any request), and where its code is (run.ts, loaded only when it
 * runs).
 */








const syncQuarantineCommand = defineCommand({
    description: "Makes Trunk's quarantine overrides agree with the repository's quarantine file, changing only the overrides it set itself (v2 API key only).",
    runsOn: 'flaky-tests',
    v2: {
        operations: [
            'testCollections.list',
            'testCollections.get',
            'tests.list',
            'tests.get',
            'testCollections.quarantineStatus',
            'tests.setQuarantineMany',
        ],
        needs: [permissions/* V2_PERMISSIONS */.a1.quarantineTests.label],
        note: 'testCollections.list only when test-collection is not an id; testCollections.quarantineStatus (Upload test results) only for entries by an uploader-computed id; with dry-run no Quarantine tests',
    },
    // v1 has no call that sets a quarantine override: a v1 token is refused before any request.
    requires: ['quarantine-overrides'],
    target: 'repository',
    inputs: [constants/* Inputs */.G0.QuarantineFile, constants/* Inputs */.G0.QuarantineMaxDays, constants/* Inputs */.G0.TestCollection, constants/* Inputs */.G0.DryRun],
    outputs: [
        constants/* Outputs */.tY.SetCount,
        constants/* Outputs */.tY.ClearedCount,
        constants/* Outputs */.tY.UnchangedCount,
        constants/* Outputs */.tY.LeftAloneCount,
        constants/* Outputs */.tY.UnresolvedCount,
        constants/* Outputs */.tY.FailedCount,
    ],
    read: (get, ctx) => {
        // The run's workspace (GITHUB_WORKSPACE, from the context's port), else the working directory.
        const workspace = (0,external_node_path_.resolve)(ctx.workspace || process.cwd());
        return {
            workspace,
            quarantineFile: readQuarantineFilePath(get, workspace),
            quarantineMaxDays: (0,values/* readInteger */.J)(get, constants/* Inputs */.G0.QuarantineMaxDays),
            testCollection: (0,flaky_tests/* readTestCollection */.Bu)(get),
            dryRun: (0,parsers/* parseBoolean */.yG)(get, constants/* Inputs */.G0.DryRun),
        };
    },
    load: () => Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(269)]).then(__webpack_require__.bind(__webpack_require__, 4269)),
});
/** The quarantine file's path: inside the workspace (the reviewed repository's file). */
function readQuarantineFilePath(get, workspace) {
    return readQuarantineFileInput(get, workspace, 'workspace');
}

// EXTERNAL MODULE: ./src/inputs/descriptions.ts
var descriptions = __webpack_require__(4386);
;// CONCATENATED MODULE: ./src/runner/command-table.ts
/**
 * The command table: every command's row (src/commands/<command>/row.ts: what it addresses, the
 * inputs it reads and requires, the outputs it sets, whether it may run without a token, how it
 * reads its own inputs, and how its code is loaded). Everything else derives from it: the settings
 * types and checks, the ignored-input warnings, the context a command needs, and (with
 * descriptions.ts) the generated action.yml files, the reference and the CLI's --help. Only the
 * rows are imported here: a command's code (its run.ts) is loaded when that command runs. Adding a
 * command: a folder src/commands/<command>/ with row.ts and run.ts, a line here, then
 * `npm run generate`.
 */






















const COMMAND_TABLE = {
    submit: submitCommand,
    cancel: cancelCommand,
    'restart-tests': restartTestsCommand,
    status: statusCommand,
    wait: waitCommand,
    requeue: requeueCommand,
    'rerun-failed-checks': rerunFailedChecksCommand,
    'upload-targets': uploadTargetsCommand,
    'testing-details': testingDetailsCommand,
    'failing-tests': failingTestsCommand,
    'test-details': testDetailsCommand,
    'get-queue': getQueueCommand,
    'create-queue': createQueueCommand,
    'update-queue': updateQueueCommand,
    'delete-queue': deleteQueueCommand,
    metrics: metricsCommand,
    'check-test-results': testGateCommand,
    doctor: doctorCommand,
    'still-needed': stillNeededCommand,
    'sync-quarantine': syncQuarantineCommand,
};
/** Every command, in the table's order. */
const COMMANDS = Object.keys(COMMAND_TABLE);
/** True for a name in the table (own keys only: `constructor` is no command). */
function isCommand(name) {
    return Object.hasOwn(COMMAND_TABLE, name);
}
/** A command's row as the runner holds it: its facts, and how its own inputs are read. */
function rowOf(command) {
    return COMMAND_TABLE[command];
}
/** Inputs every command reads (the `command` input only where it is not fixed). */
const COMMON_INPUTS = [
    constants/* Inputs */.G0.Command,
    constants/* Inputs */.G0.ApiToken,
    constants/* Inputs */.G0.ApiUrl,
    constants/* Inputs */.G0.Repository,
    constants/* Inputs */.G0.RepositoryHost,
    constants/* Inputs */.G0.RequestTimeoutSeconds,
];
/** The inputs each kind of target reads. */
const TARGET_INPUTS = {
    'pull-request': [constants/* Inputs */.G0.TargetBranch, constants/* Inputs */.G0.PrNumber, constants/* Inputs */.G0.PrSha, constants/* Inputs */.G0.GithubToken],
    'pull-request-head': [constants/* Inputs */.G0.TargetBranch, constants/* Inputs */.G0.PrNumber, constants/* Inputs */.G0.PrSha, constants/* Inputs */.G0.GithubToken],
    queue: [constants/* Inputs */.G0.TargetBranch, constants/* Inputs */.G0.GithubToken],
    'optional-queue': [constants/* Inputs */.G0.TargetBranch],
    repository: [],
};
/** Outputs every command sets. */
const COMMON_OUTPUTS = [
    constants/* Outputs */.tY.Outcome,
    constants/* Outputs */.tY.ErrorKind,
    constants/* Outputs */.tY.IsMergeQueueRun,
    constants/* Outputs */.tY.PrNumber,
    constants/* Outputs */.tY.ApiVersion,
];
/** The inputs command `command` reads: the common ones, its target's and its own. */
function inputsOf(command) {
    const spec = rowOf(command);
    return [...new Set([...COMMON_INPUTS, ...TARGET_INPUTS[spec.target], ...spec.inputs])];
}
/** The outputs command `command` may set: the common ones and its own. */
function outputsOf(command) {
    return [...new Set([...COMMON_OUTPUTS, ...rowOf(command).outputs])];
}
/** Whether `name` is one of the inputs `command` requires (alone, or as one of a pair). */
function requirementOf(command, name) {
    return rowOf(command).required?.find((r) => typeof r === 'string' ? r === name : r.includes(name));
}
/** Every input `command` reads, described, in the order of {@link inputsOf}. */
function describeInputs(command, door = 'action') {
    return inputsOf(command).map((name) => {
        const requirement = requirementOf(command, name);
        const required = name === constants/* Inputs */.G0.ApiToken
            ? !rowOf(command).withoutTokenFromFork
            : typeof requirement === 'string';
        return {
            name,
            description: (0,descriptions/* describeInput */.eG)(name, door),
            ...(descriptions/* INPUTS */.mc[name].default === undefined ? {} : { default: descriptions/* INPUTS */.mc[name].default }),
            required,
            ...(typeof requirement === 'object' ? { oneOf: requirement } : {}),
        };
    });
}
/** Every output `command` may set, described. */
function describeOutputs(command) {
    return outputsOf(command).map((name) => ({ name, description: OUTPUTS[name] }));
}


/***/ }),

/***/ 5246:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  g7: () => (/* binding */ execute),
  $i: () => (/* binding */ inputErrorOutputs)
});

// UNUSED EXPORTS: describeCommand, describeMissingPermission, errorKindOf

// EXTERNAL MODULE: ./src/client/index.ts
var client = __webpack_require__(4567);
// EXTERNAL MODULE: ./src/client/v2/index.ts
var v2 = __webpack_require__(9444);
// EXTERNAL MODULE: ./src/wire/v2/keys.ts
var keys = __webpack_require__(4796);
// EXTERNAL MODULE: ./src/ports/text.ts
var ports_text = __webpack_require__(2425);
// EXTERNAL MODULE: ./src/inputs/constants.ts
var constants = __webpack_require__(1068);
// EXTERNAL MODULE: ./src/inputs/errors.ts
var errors = __webpack_require__(1318);
// EXTERNAL MODULE: ./src/inputs/parsers.ts
var parsers = __webpack_require__(5165);
;// CONCATENATED MODULE: ./src/inputs/api.ts
/**
 * Which API a run uses, from `api-token` and `api-url` together: a Trunk API key (`trunk_v2_…`)
 * selects v2, anything else v1. This is the one place that decides it (the runner asks it once,
 * when it reads the token). `api-url` defaults per API, and a URL that does not fit the token's
 * API is refused before any request, naming both inputs in the door's words (never the token's
 * value). What each API can do is declared in src/queue/capabilities.ts.
 */






/** The API the token selects: v2 for a Trunk API key, else v1 (a tokenless fork upload is v1). */
function apiVersionOf(token) {
    return token?.startsWith(keys/* V2_KEY_PREFIX */.I) ? 'v2' : 'v1';
}
/** The token's input as each door names it: `api-token` in the action, TRUNK_API_TOKEN in the CLI. */
const token = (0,ports_text/* inputRef */.io)(constants/* Inputs */.G0.ApiToken);
/** The base URL for `version`: `raw` checked against the token's API, or the API's default. */
function resolveApiUrl(raw, version) {
    if (version === 'v1') {
        if (raw && isV2Address(raw)) {
            throw new errors/* InputError */.dz(constants/* Inputs */.G0.ApiUrl, `${(0,errors/* shown */.SP)(raw)} is a v2 address, but ${token} is not a Trunk API key (trunk_v2_…), ` +
                'so it selects the v1 API (its value is not shown)', `a v1 URL ending in /v1 such as ${client/* DEFAULT_BASE_URL */.Ql} (or empty), or a v2 API key in ${token}`);
        }
        return (0,parsers/* parseApiUrl */.nV)(raw || client/* DEFAULT_BASE_URL */.Ql);
    }
    const given = raw || keys/* V2_DEFAULT_BASE_URL */.t;
    const expected = `the v2 API's host root such as ${keys/* V2_DEFAULT_BASE_URL */.t} (or empty)`;
    const { url, path } = (0,parsers/* parseBaseUrl */.Q2)(given, expected);
    if (/\/v1$/i.test(path)) {
        throw new errors/* InputError */.dz(constants/* Inputs */.G0.ApiUrl, `${(0,errors/* shown */.SP)(given)} is a v1 address, but ${token} is a Trunk API key ` +
            '(trunk_v2_…; its value is not shown), which selects the v2 API', `${expected}, or the organization's v1 API token in ${token}`);
    }
    if (/\/v2$/i.test(path)) {
        throw new errors/* InputError */.dz(constants/* Inputs */.G0.ApiUrl, `${(0,errors/* shown */.SP)(given)} ends in /v2, but the v2 API's paths carry /v2 themselves`, `${url.origin}${path.slice(0, -3)}`);
    }
    return `${url.origin}${path}`;
}
/** A URL that is a v2 address: one ending in /v2, or a host root (v2 paths carry /v2). */
function isV2Address(raw) {
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        return false; // parseApiUrl says what is wrong with it
    }
    const path = url.pathname.replace(/\/+$/, '');
    return path === '' || /\/v2$/i.test(path);
}

// EXTERNAL MODULE: ./src/queue/index.ts
var src_queue = __webpack_require__(3115);
// EXTERNAL MODULE: ./src/runner/command-table.ts + 26 modules
var command_table = __webpack_require__(802);
// EXTERNAL MODULE: ./src/inputs/defaults.ts
var inputs_defaults = __webpack_require__(9011);
// EXTERNAL MODULE: ./src/inputs/descriptions.ts
var descriptions = __webpack_require__(4386);
// EXTERNAL MODULE: ./src/inputs/values.ts
var values = __webpack_require__(8463);
;// CONCATENATED MODULE: ./src/runner/words.ts
/**
 * The runner's own words: what a refused input says (the command, the token and what its API
 * lacks, an input the command requires, a lookup that cannot be made), and what a missing
 * permission of a Trunk API key says. One row per capability (src/queue/capabilities.ts), so a new
 * one does not compile until it is worded here. Inputs are named with `inputRef`, and words only
 * one door says are its asides, so each door says them its own way.
 */




/** What the token is, by the API it picked (its value is never shown). */
const TOKEN_IS = {
    v1: 'is not a Trunk API key (trunk_v2_…; its value is not shown)',
    v2: 'is a Trunk API key (trunk_v2_…; its value is not shown)',
};
/** Why a command cannot run on an API without the capability, and what token it needs instead. */
const WITHOUT = {
    'rerun-failed-checks': (command) => ({
        why: `${command} needs the v2 API: v1 has no call that re-runs failed checks`,
        expected: 'a Trunk API key with the "Merge and cancel PRs" permission',
    }),
    'flaky-tests': (command) => ({
        why: `${command} runs on Trunk's Flaky Tests API, which this API does not offer`,
        expected: "the organization's v1 API token (Trunk → Settings → Organization → API token), or a Trunk API key (v2)",
    }),
    'quarantine-overrides': (command) => ({
        why: `${command} needs the v2 API: v1 has no call that sets a test's quarantine override`,
        expected: 'a Trunk API key with the "Quarantine tests" permission',
    }),
};
/** The refusal of a token whose API lacks `capability`, which `command` needs (before any request). */
function capabilityRefusal(capability, command, version) {
    const { why, expected } = WITHOUT[capability](command);
    return new errors/* InputError */.dz(constants/* Inputs */.G0.ApiToken, `${TOKEN_IS[version]}, but ${why}`, expected);
}
const NO_TOKEN = {
    dependabot: 'is empty: this run was started by Dependabot, and Dependabot runs get no Actions secrets (add the token to the Dependabot secrets)',
    fork: 'is empty: this run is for a pull request from a fork, and fork runs get no secrets',
    secret: 'is empty: set it from a secret (the secret may be missing, or not available to this workflow)',
};
/** The refusals of the inputs every command shares. */
const SETTINGS_WORDS = {
    notACommand: (given, commands) => new errors/* InputError */.dz(constants/* Inputs */.G0.Command, given ? `${(0,errors/* shown */.SP)(given)} is not a command` : 'is required', `one of ${commands.join(', ')}`),
    required: (input, command) => new errors/* InputError */.dz(input, `is required for ${command}`, descriptions/* INPUTS */.mc[input].expected ?? descriptions/* INPUTS */.mc[input].description),
    neitherGiven: (first, second) => new errors/* InputError */.dz(first, `is empty and so is ${(0,ports_text/* inputRef */.io)(second)}`, descriptions/* INPUTS */.mc[first].expected ?? descriptions/* INPUTS */.mc[first].description),
    badGithubToken: (problem) => new errors/* InputError */.dz(constants/* Inputs */.G0.GithubToken, `${problem.replace(/; copy it again without them$/, '')} (its value is not shown)`, `a GitHub token exactly as issued${(0,ports_text/* actionOnly */.Zy)(' (default ${{ github.token }})')}`),
    headUnchecked: (prNumber) => `The head commit of PR #${prNumber} is not known (${(0,ports_text/* inputRef */.io)('github-token')} is empty, so it is not looked up): the queue's entry is not checked against it. Set ${(0,ports_text/* inputRef */.io)('pr-sha')} to check it.`,
    noLookup: (inputs, prNumber, w) => {
        const what = inputs[0] === constants/* Inputs */.G0.TargetBranch ? 'the base branch' : 'the head commit';
        const token = (0,ports_text/* inputRef */.io)('github-token');
        const byDefault = w.door === 'cli'
            ? ''
            : '; in a workflow it defaults to ${{ github.token }} with permission pull-requests: read';
        return new errors/* InputError */.dz(inputs[0] ?? constants/* Inputs */.G0.PrSha, `${w.notGiven}, and ${w.source} does not give ${what} of PR #${prNumber}${w.notes}; it would be looked up on GitHub, but ${token} ${w.notGiven}`, `${inputs.map(ports_text/* inputRef */.io).join(' and ')} set by hand, or ${token} (a token that may read pull requests${byDefault})`);
    },
    noTokenCli: (command) => new errors/* InputError */.dz(constants/* Inputs */.G0.ApiToken, `is not set; ${command} needs it`, "the organization's v1 API token or a Trunk API key (trunk_v2_…), exported in the environment from the CI's secret store (it is never a flag)"),
    noToken: (command, kind, tokenlessFromFork) => new errors/* InputError */.dz(constants/* Inputs */.G0.ApiToken, NO_TOKEN[kind] +
        (kind === 'fork' && tokenlessFromFork
            ? `. Only ${tokenlessFromFork.join(', ')} works from a fork (without a token); ${command} needs one`
            : ''), "the organization's v1 API token, e.g. ${{ secrets.TRUNK_API_TOKEN }}"),
};
/** A Trunk API key lacks a permission: which (or that one), what needs it, and where to grant it. */
function missingPermissionWords(labels, command, where) {
    const what = labels.length
        ? `the permission ${labels.map((l) => `'${l}'`).join(' or ')}`
        : 'a permission';
    const needs = command ? ` that ${command} needs` : '';
    const at = `${where.operation}: HTTP ${where.status ?? 403}${where.requestId ? `, request id ${where.requestId}` : ''}`;
    return `The API key lacks ${what}${needs}; give the key that permission in Trunk → Settings → Developer → API Keys (or use a key that has it). (${at})`;
}

// EXTERNAL MODULE: ./src/ports/github/pull-request-lookup.ts
var pull_request_lookup = __webpack_require__(9818);
// EXTERNAL MODULE: ./src/ports/run-context.ts
var run_context = __webpack_require__(3887);
;// CONCATENATED MODULE: ./src/runner/context/words.ts


/** How a door says an input was not given: an action's input is empty, a flag is not set. */
function notGiven(door) {
    return door === 'cli' ? 'is not set' : 'is empty';
}
/** An input with a value, as a user writes it at the door: `pr-number: 123`, `--pr-number 123`. */
function exampleOf(door, input, value) {
    return door === 'cli' ? `${(0,descriptions/* inputNameIn */.bA)('cli', input)} ${value}` : `${input}: ${value}`;
}
/** What a CI said it could not use, as a parenthesis ending a message; '' when nothing. */
function ciNotes(context) {
    return context.ci?.notes.length ? ` (${context.ci.notes.join('; ')})` : '';
}
/** What gives the run's facts, for a message: `Buildkite`, or `the pull_request event`. */
function factsSource(context) {
    return context.ci?.label ?? `the ${context.eventName ?? 'triggering'} event`;
}
/** A pr-number hint for this event, naming only expressions that exist for it (at its door). */
function missingPrNumber(context, ownRepository, repository, door) {
    const hints = context.eventHints ?? {};
    const event = context.eventName ?? 'triggering';
    const unset = notGiven(door);
    const plain = `the PR number, e.g. ${exampleOf(door, 'pr-number', '123')}`;
    // A workflow expression helps only in a workflow's step: the command line gets the plain hint.
    const expected = (hint) => (door === 'cli' ? plain : `the PR number, e.g. ${hint}`);
    const ci = context.ci;
    if (ci) {
        const why = !ci.detected
            ? 'no CI was detected (Buildkite, CircleCI, Jenkins or GitHub Actions) to name the PR'
            : !ownRepository
                ? `the ${ci.label} build is for ${context.repository ?? 'another repository'}, not ${repository}`
                : `${ci.label} names no PR for this build${ci.noPr ? ` (${ci.noPr})` : ''}, and ` +
                    `${ci.branch ? `the branch ${ci.branch}` : 'the build'} is not a merge-queue test branch ` +
                    '(trunk-merge/pr-N/<uuid>)';
        return {
            input: 'pr-number',
            message: `${unset}, and ${why}${ciNotes(context)}`,
            expected: plain,
        };
    }
    // An event that could not be read says nothing either way: say so, not "it has no PR".
    if (context.problem) {
        return {
            input: 'pr-number',
            message: `${unset}, and the ${event} event gives no pull request: ${context.problem}`,
            expected: plain,
        };
    }
    if (!ownRepository) {
        return {
            input: 'pr-number',
            message: `${unset}, and the ${event} event's PR (if any) is not one of the given repository's`,
            expected: plain,
        };
    }
    switch (context.eventName) {
        case 'issue_comment':
        case 'issues': {
            return {
                input: 'pr-number',
                message: `${unset}, and this ${event} event is for issue #${hints.issueNumber ?? '?'}, ` +
                    'which is not a pull request',
                expected: door === 'cli'
                    ? plain
                    : 'a PR: run the job only for comments on a PR ' +
                        '(if: ${{ github.event.issue.pull_request }}), or set pr-number',
            };
        }
        case 'workflow_dispatch': {
            const key = hints.dispatchPrKey;
            return {
                input: 'pr-number',
                message: `${unset}, and a workflow_dispatch event has no pull request`,
                expected: expected(key
                    ? `\${{ inputs.${key} }} (this workflow's input ${key})`
                    : 'a workflow_dispatch input declared as pr-number and passed as ${{ inputs.pr-number }}'),
            };
        }
        case 'repository_dispatch': {
            const key = hints.dispatchPrKey;
            return {
                input: 'pr-number',
                message: `${unset}, and a repository_dispatch event has no pull request`,
                expected: expected(`\${{ github.event.client_payload.${key ?? 'pr_number'} }}${key ? '' : ' (sent in the dispatch)'}`),
            };
        }
        case 'workflow_run': {
            return {
                input: 'pr-number',
                message: `${unset}, and a workflow_run event has no pull request of its own`,
                expected: expected(hints.workflowRunHasPullRequests
                    ? '${{ github.event.workflow_run.pull_requests[0].number }}'
                    : 'pr-number: 123 (this run lists no PR: runs of fork PRs never do)'),
            };
        }
        case 'merge_group':
            return {
                input: 'pr-number',
                message: `${unset}: a merge_group event comes from GitHub's own merge queue, not Trunk's, ` +
                    'and names no single PR',
                expected: plain,
            };
        case 'push':
            return {
                input: 'pr-number',
                message: `${unset}, and this push is not to a merge-queue test branch ` +
                    '(trunk-merge/pr-N/<uuid>), so it has no pull request',
                expected: plain,
            };
        default:
            return {
                input: 'pr-number',
                message: `${unset}, and the ${event} event has no pull request`,
                expected: plain,
            };
    }
}
/** A target-branch hint for this event (at its door). */
function missingTargetBranch(context, door) {
    const { eventName } = context;
    const base = context.eventHints?.mergeGroupBaseRef;
    const unset = notGiven(door);
    const plain = `the queue's branch, e.g. ${door === 'cli' ? exampleOf(door, 'target-branch', 'main') : 'main'}`;
    if (context.ci) {
        return {
            input: 'target-branch',
            message: `${unset}, and no PR names the queue${ciNotes(context)}`,
            expected: plain,
        };
    }
    if (context.problem) {
        return {
            input: 'target-branch',
            message: `${unset}, and the ${eventName ?? 'triggering'} event gives no pull request: ${context.problem}`,
            expected: plain,
        };
    }
    return {
        input: 'target-branch',
        message: `${unset}, and the ${eventName ?? 'triggering'} event has no pull request ` +
            'whose base branch would name the queue',
        expected: eventName === 'merge_group' && base && door === 'action'
            ? "the queue's branch, e.g. ${{ github.event.merge_group.base_ref }}"
            : plain,
    };
}

;// CONCATENATED MODULE: ./src/runner/context/resolve.ts
/**
 * Where a run's repository, queue branch, PR number and PR head commit come from, decided for
 * every event a workflow runs on: from the inputs, from the run's context (the event's PR, its
 * test branch), or from one GitHub API lookup of the PR. Pure: the lookup itself is
 * `lookUpPullRequest` (./pull-request-lookup.ts), and its answer is merged in by
 * {@link applyPullRequestFacts}. Nothing here guesses: a value the command needs that no input,
 * context or lookup gives ends in an error naming the input to set. The rules, as a table, are in
 * ./README.md.
 */




const SHA = /^([0-9a-f]{40}|[0-9a-f]{64})$/i;
const sameName = (a, b) => !!a && !!b && a.toLowerCase() === b.toLowerCase();
/**
 * Decides where each value comes from. Inputs always win; the context's PR facts apply only to
 * its own PR in its own repository; a lookup is asked for only when a value the command needs is
 * still missing and a PR number is known.
 */
function resolveRunContext(input) {
    const { context, given, needs } = input;
    const door = input.door ?? 'action';
    const repository = given.repository ?? context.repository;
    if (!repository) {
        if (context.ci) {
            return fail('repository', `${notGiven(door)}, and ${context.ci.label} gives no repository ` +
                `(${context.ci.repositoryVariable})${ciNotes(context)}`, `owner/name, e.g. ${exampleOf(door, 'repository', 'acme/app')}`);
        }
        return fail('repository', `${notGiven(door)} and the run does not say which repository it is for (GITHUB_REPOSITORY is not set)`, door === 'cli'
            ? `owner/name, e.g. ${exampleOf(door, 'repository', 'acme/app')}`
            : 'owner/name, e.g. acme/app (or ${{ github.repository }})');
    }
    const repositoryHost = (given.repositoryHost ?? context.serverHost).toLowerCase();
    const facts = runFacts(context, repository, repositoryHost);
    const resolved = {
        repository,
        repositoryHost,
        isMergeQueueRun: !!(0,run_context/* parseTestBranch */.c)(context.ref),
        ...((0,run_context/* parseTestBranch */.c)(context.ref) ? { testBranch: (0,run_context/* parseTestBranch */.c)(context.ref) } : {}),
        sources: { repository: given.repository ? 'input' : 'environment' },
        warnings: [],
    };
    resolvePrNumber(resolved, given, facts);
    if (needs.prNumber && resolved.prNumber === undefined) {
        return { error: missingPrNumber(context, facts.ownRepository, repository, door) };
    }
    // The context's base and head belong to its own PR only.
    const ownPr = facts.pr && facts.pr.number === resolved.prNumber ? facts.pr : undefined;
    resolveTargetBranch(resolved, given, needs, ownPr);
    resolveHeadSha(resolved, given, ownPr);
    const wants = lookupWants(resolved, needs);
    if (wants.length && resolved.prNumber === undefined) {
        // Only the queue is missing and no PR names it: the default branch where that is allowed.
        if (needs.targetBranch === 'default-branch-ok' &&
            context.defaultBranch &&
            facts.ownRepository) {
            resolved.targetBranch = context.defaultBranch;
            resolved.sources.targetBranch = 'default-branch';
            return { resolved };
        }
        return { error: missingTargetBranch(context, door) };
    }
    if (!wants.length)
        return { resolved };
    if (!facts.onRunServer)
        return withoutLookup(resolved, needs, wants, context.serverHost, door);
    return { resolved, lookup: lookupOf(repository, resolved.prNumber, wants, context) };
}
/** Whether the run's PR and test branch apply to the queue's repository, and what they say. */
function runFacts(context, repository, repositoryHost) {
    const onRunServer = repositoryHost === context.serverHost.toLowerCase();
    // The run's PR and test branch are its own repository's; another repository's PR numbers mean
    // other PRs.
    const ownRepository = onRunServer && sameName(repository, context.repository);
    if (!ownRepository)
        return { ownRepository, onRunServer };
    return {
        ownRepository,
        onRunServer,
        pr: context.pr,
        testBranchPr: (0,run_context/* parseTestBranch */.c)(context.ref)?.prNumber,
    };
}
/** The PR: the input, else the context's PR, else the test branch's. */
function resolvePrNumber(resolved, given, facts) {
    if (given.prNumber !== undefined) {
        resolved.prNumber = given.prNumber;
        resolved.sources.prNumber = 'input';
    }
    else if (facts.pr) {
        resolved.prNumber = facts.pr.number;
        resolved.sources.prNumber = facts.pr.sources?.number ?? 'event';
    }
    else if (facts.testBranchPr !== undefined) {
        resolved.prNumber = facts.testBranchPr;
        resolved.sources.prNumber = 'test-branch';
    }
}
/** The queue: the input, else the base branch of the context's own PR (when the command has one). */
function resolveTargetBranch(resolved, given, needs, ownPr) {
    if (given.targetBranch) {
        resolved.targetBranch = given.targetBranch;
        resolved.sources.targetBranch = 'input';
    }
    else if (needs.targetBranch !== 'none' && ownPr?.baseBranch) {
        resolved.targetBranch = ownPr.baseBranch;
        resolved.sources.targetBranch = ownPr.sources?.baseBranch ?? 'event';
    }
}
/** The head commit: the input, else the context's own PR's (never a merge commit). */
function resolveHeadSha(resolved, given, ownPr) {
    if (given.prSha) {
        resolved.headSha = given.prSha.toLowerCase();
        resolved.sources.headSha = 'input';
    }
    else if (ownPr?.headSha && SHA.test(ownPr.headSha)) {
        resolved.headSha = ownPr.headSha.toLowerCase();
        resolved.sources.headSha = ownPr.sources?.headSha ?? 'event';
    }
}
/** What is still missing that a lookup of the PR would give. */
function lookupWants(resolved, needs) {
    const wants = [];
    if (needs.targetBranch !== 'none' && !resolved.targetBranch)
        wants.push('target-branch');
    const shaWorthALookup = needs.headSha === 'required' || needs.headSha === 'wanted';
    if (needs.prNumber && !resolved.headSha && shaWorthALookup)
        wants.push('head-sha');
    return wants;
}
/**
 * The run's GITHUB_TOKEN and API are for its own server only. A head commit that is only worth
 * having (stale checks) is done without; what the command needs is asked for.
 */
function withoutLookup(resolved, needs, wants, serverHost, door) {
    const number = resolved.prNumber;
    const where = `${resolved.repositoryHost}/${resolved.repository}`;
    if (needs.headSha !== 'required' && !wants.includes('target-branch')) {
        resolved.warnings.push(`The head commit of PR #${number} is not known (${resolved.repositoryHost} is not this ` +
            "run's GitHub server, so it is not looked up): the queue's entry is not checked against " +
            `it. Set ${(0,ports_text/* inputRef */.io)('pr-sha')} to check it.`);
        return { resolved };
    }
    const input = wants.includes('target-branch') ? 'target-branch' : 'pr-sha';
    return fail(input, `${notGiven(door)}, and PR #${number} of ${where} is not on this run's GitHub server ` +
        `(${serverHost}), so it cannot be looked up`, input === 'target-branch'
        ? `the PR's base branch, e.g. ${door === 'cli' ? exampleOf(door, 'target-branch', 'main') : 'main'} ` +
            `(and ${(0,ports_text/* inputRef */.io)('pr-sha')}, the PR's head commit)`
        : "the PR's head commit sha (40 hexadecimal characters)");
}
/** The lookup of PR `number` of `repository`. */
function lookupOf(repository, number, wants, context) {
    const cut = repository.lastIndexOf('/');
    return {
        owner: repository.slice(0, cut),
        repo: repository.slice(cut + 1),
        number,
        wants,
        eventName: context.eventName,
        ...(context.ci ? { source: context.ci.label } : {}),
    };
}
/**
 * Merges the lookup's answer into the resolution: it fills only what is still missing (inputs
 * and the payload always win) and warns when a given target-branch is not the PR's base.
 */
function applyPullRequestFacts(resolved, pull) {
    const out = {
        ...resolved,
        sources: { ...resolved.sources },
        warnings: [...resolved.warnings],
    };
    if (!out.targetBranch) {
        out.targetBranch = pull.baseBranch;
        out.sources.targetBranch = 'github-api';
    }
    else if (out.sources.targetBranch === 'input' && out.targetBranch !== pull.baseBranch) {
        out.warnings.push(`${(0,ports_text/* inputRef */.io)('target-branch')} is ${out.targetBranch}, but PR #${pull.number}'s base branch ` +
            `is ${pull.baseBranch}: the queue of ${out.targetBranch} is used, as given.`);
    }
    if (!out.headSha) {
        out.headSha = pull.headSha.toLowerCase();
        out.sources.headSha = 'github-api';
    }
    return out;
}
function fail(input, message, expected) {
    return { error: { input, message, expected } };
}

;// CONCATENATED MODULE: ./src/runner/context/index.ts
/**
 * The run's context for the settings step: the pure resolution, then at most one lookup, then the
 * merge. Errors are thrown before any request to the merge queue service.
 */



/** A {@link ContextError} as the action's InputError. */
function contextInputError(error) {
    return new errors/* InputError */.dz(error.input, error.message, error.expected);
}

;// CONCATENATED MODULE: ./src/runner/settings.ts
/**
 * The action's inputs, read once and checked in full before any request: every wrong value is
 * refused with an {@link InputError} that names the input, shows what was given and says what is
 * expected. Nothing else reads inputs. What each command reads of its own is in its row of the
 * command table; this reads what all share: the command, the API, the repository and the target.
 */











/**
 * Reads and checks every input, resolves the context (one GitHub lookup at most, when a value the
 * command needs is in neither the inputs nor the event) and returns the settings. Every wrong
 * input is refused before any request, the lookup included.
 */
async function readSettings(read, ctx, options = {}) {
    const plan = readInputs(read, ctx, options.afterToken, options.door, options.onApi);
    options.onPlan?.({
        isMergeQueueRun: plan.resolution.resolved.isMergeQueueRun,
        prNumber: aboutPr(plan.command, plan.resolution.resolved, plan.prepared),
    });
    const lookup = plan.resolution.lookup;
    if (!lookup)
        return finishSettings(plan);
    const facts = await (options.lookUp ?? pull_request_lookup/* lookUpPullRequest */.ft)(lookup, {
        token: plan.githubToken,
        apiUrl: ctx.apiUrl,
        signal: options.signal,
    });
    return finishSettings(plan, facts);
}
/** Phase one, no I/O: every input read and checked, and the context resolved from the event. */
function readInputs(read, ctx, afterToken = () => { }, door = 'action', onApi = () => { }) {
    const get = (name) => read(name).trim();
    // The tokens first: masked before any other input is looked at or any message is built. One
    // too short to be a token is refused before that, so masking it cannot garble the message.
    const token = read(constants/* Inputs */.G0.ApiToken).trim();
    // The token picks the API: decided here, once, for the whole run.
    const apiVersion = apiVersionOf(token);
    onApi(apiVersion);
    (0,parsers/* checkTokenLength */.gx)(constants/* Inputs */.G0.ApiToken, token);
    if (token)
        afterToken(token);
    const githubToken = read(constants/* Inputs */.G0.GithubToken).trim();
    (0,parsers/* checkTokenLength */.gx)(constants/* Inputs */.G0.GithubToken, githubToken);
    if (githubToken)
        afterToken(githubToken);
    const commandRaw = get(constants/* Inputs */.G0.Command);
    const command = commandRaw.toLowerCase();
    if (!(0,command_table/* isCommand */.y9)(command))
        throw SETTINGS_WORDS.notACommand(commandRaw, command_table/* COMMANDS */.Lo);
    const row = (0,command_table/* rowOf */.OB)(command);
    const common = {
        command,
        apiVersion,
        apiUrl: resolveApiUrl(get(constants/* Inputs */.G0.ApiUrl), apiVersion),
        requestTimeoutSeconds: (0,values/* readInteger */.J)(get, constants/* Inputs */.G0.RequestTimeoutSeconds),
        ignoredInputs: ignoredInputs(command, get),
    };
    const given = readGivenTarget(get, ctx);
    checkRequired(command, get);
    const prepared = row.prepare(get, ctx);
    // What the command needs of the API must be what the token's API declares: said once its own
    // inputs are checked, before any request.
    const missing = (0,src_queue.missingCapabilities)(apiVersion, capabilitiesOf(row))[0];
    if (missing)
        throw capabilityRefusal(missing, command, apiVersion);
    // Every command needs the token but one that may run from a fork: said before any lookup.
    if (!token && !(0,command_table/* rowOf */.OB)(command).withoutTokenFromFork)
        throw missingToken(command, ctx, door);
    const needs = needsOf(command);
    const r = resolveRunContext({ context: ctx, given, needs, door });
    if (r.error)
        throw contextInputError(r.error);
    // Checked only where it is used: a hand run (local-action) passes the default unexpanded.
    const githubTokenProblem = githubToken ? (0,client/* headerValueProblem */.kX)(githubToken) : undefined;
    if (r.lookup && githubTokenProblem)
        throw SETTINGS_WORDS.badGithubToken(githubTokenProblem);
    return {
        command,
        common,
        prepared,
        apiToken: token ? (0,parsers/* parseToken */.pI)(token) : undefined,
        resolution: githubToken ? r : settings_withoutLookup(r, needs, ctx, door),
        githubToken: githubToken || undefined,
        ctx,
        door,
    };
}
/** Phase two: the settings, from the plan and (when it asked for one) the lookup's answer. */
function finishSettings(plan, facts) {
    const { command, ctx } = plan;
    if (plan.resolution.lookup && !facts) {
        throw new Error(`settings: the context of ${command} needs a lookup of the PR first`);
    }
    const resolved = facts
        ? applyPullRequestFacts(plan.resolution.resolved, facts)
        : plan.resolution.resolved;
    // The token, so the message can say exactly which kind of run lacks it.
    let auth;
    if (plan.apiToken) {
        auth = { apiToken: plan.apiToken };
    }
    else if ((0,command_table/* rowOf */.OB)(command).withoutTokenFromFork &&
        ctx.pr?.fromFork &&
        ctx.pr.number === resolved.prNumber &&
        ctx.runId) {
        // A fork PR gets no secrets; the service accepts the run id instead for this one call.
        auth = { forkedWorkflowRunId: ctx.runId };
    }
    else {
        throw missingToken(command, ctx, plan.door);
    }
    const common = {
        ...plan.common,
        ...auth,
        repo: (0,parsers/* parseRepository */.SU)(resolved.repository, resolved.repositoryHost),
        run: {
            isMergeQueueRun: resolved.isMergeQueueRun,
            ...(resolved.testBranch ? { testBranch: resolved.testBranch } : {}),
            prNumber: aboutPr(command, resolved, plan.prepared),
            sources: resolved.sources,
            warnings: resolved.warnings,
        },
    };
    return { ...plan.prepared.settle(common, targetsOf(resolved)), command };
}
/**
 * With github-token empty nothing can be looked up: a value the command needs is asked for as an
 * input (no request is made); a head commit only worth having is done without, and said.
 */
function settings_withoutLookup(r, needs, ctx, door) {
    if (!r.lookup)
        return r;
    const needed = r.lookup.wants.filter((w) => w !== 'head-sha' || needs.headSha === 'required');
    if (!needed.length) {
        const warning = SETTINGS_WORDS.headUnchecked(r.lookup.number);
        return { resolved: { ...r.resolved, warnings: [...r.resolved.warnings, warning] } };
    }
    const inputs = needed.map((w) => (w === 'target-branch' ? constants/* Inputs */.G0.TargetBranch : constants/* Inputs */.G0.PrSha));
    throw SETTINGS_WORDS.noLookup(inputs, r.lookup.number, {
        notGiven: notGiven(door),
        source: `${factsSource(ctx)}`,
        notes: ciNotes(ctx),
        door,
    });
}
/** The target inputs as given (checked); undefined where not set. */
function readGivenTarget(get, ctx) {
    const repository = get(constants/* Inputs */.G0.Repository);
    const host = get(constants/* Inputs */.G0.RepositoryHost);
    // Checked now, so a wrong value is refused before any request (the context decides the rest).
    const repositoryHost = host ? (0,parsers/* parseRepositoryHost */.wG)(host) : undefined;
    if (repository)
        (0,parsers/* parseRepository */.SU)(repository, repositoryHost ?? ctx.serverHost);
    const branch = get(constants/* Inputs */.G0.TargetBranch);
    const number = get(constants/* Inputs */.G0.PrNumber);
    const sha = get(constants/* Inputs */.G0.PrSha);
    return {
        repository: repository || undefined,
        repositoryHost,
        targetBranch: branch ? (0,parsers/* parseBranch */.Qd)(branch) : undefined,
        prNumber: number ? (0,parsers/* parsePrNumber */.$S)(number) : undefined,
        prSha: sha ? (0,parsers/* parseSha */.qL)(sha) : undefined,
    };
}
/** The PR the step is about: a PR command's, else what the command's own settings say. */
function aboutPr(command, resolved, prepared) {
    const { target } = (0,command_table/* rowOf */.OB)(command);
    if (target === 'pull-request' || target === 'pull-request-head')
        return resolved.prNumber;
    return prepared.prNumber;
}
/** What a command needs of the API: its row's capabilities; a row of the flaky tests those. */
function capabilitiesOf(row) {
    return [
        ...(row.requires ?? []),
        ...(row.runsOn === 'flaky-tests' ? ['flaky-tests'] : []),
    ];
}
/** What command `command` needs of the context, from its target kind in the command table. */
function needsOf(command) {
    const spec = (0,command_table/* rowOf */.OB)(command);
    switch (spec.target) {
        case 'pull-request':
            return { targetBranch: 'pr-base', prNumber: true, headSha: spec.headSha ?? 'if-known' };
        case 'pull-request-head':
            return { targetBranch: 'pr-base', prNumber: true, headSha: 'required' };
        case 'queue':
            return {
                targetBranch: spec.defaultBranchOk ? 'default-branch-ok' : 'pr-base',
                prNumber: false,
                headSha: 'if-known',
            };
        case 'optional-queue':
        case 'repository':
            return { targetBranch: 'none', prNumber: false, headSha: 'if-known' };
    }
}
/**
 * The target of each kind, from the resolved context. The resolution gives what the command's
 * kind needs (or it refused the inputs): a value it lacks here is a bug, said as one.
 */
function targetsOf(r) {
    const branch = () => r.targetBranch ?? unresolved('target branch');
    return {
        repository: () => ({}),
        'optional-queue': () => (r.targetBranch ? { targetBranch: r.targetBranch } : {}),
        queue: () => ({ targetBranch: branch() }),
        'pull-request': () => ({
            targetBranch: branch(),
            prNumber: r.prNumber ?? unresolved('PR number'),
            prSha: r.headSha,
        }),
        'pull-request-head': () => ({
            targetBranch: branch(),
            prNumber: r.prNumber ?? unresolved('PR number'),
            prSha: r.headSha ?? unresolved('head commit'),
        }),
    };
}
function unresolved(what) {
    throw new Error(`settings: the context resolution left the ${what} unknown`);
}
/**
 * Inputs given that `command` does not read. The root action is passed every default, so an input
 * with a default counts when its value is not the default; one whose default is a runner
 * expression (`${{ github.token }}`) arrives expanded and never counts.
 */
function ignoredInputs(command, get) {
    const uses = new Set((0,command_table/* inputsOf */.Vc)(command));
    const defaults = inputs_defaults/* DEFAULTS */.z;
    return Object.values(constants/* Inputs */.G0).filter((n) => {
        if (uses.has(n))
            return false;
        const value = get(n);
        const fallback = defaults[n];
        if (fallback === undefined)
            return value !== '';
        return !fallback.startsWith('${{') && value !== '' && value !== fallback;
    });
}
/** The inputs the command's row requires, each given (one of a pair): before its own checks. */
function checkRequired(command, get) {
    for (const requirement of (0,command_table/* rowOf */.OB)(command).required ?? []) {
        if (typeof requirement === 'string') {
            if (get(requirement) !== '')
                continue;
            throw SETTINGS_WORDS.required(requirement, command);
        }
        const [first, second] = requirement;
        if (get(first) !== '' || get(second) !== '')
            continue;
        throw SETTINGS_WORDS.neitherGiven(first, second);
    }
}
/** Commands that may run from a fork without a token, for the message. */
const TOKENLESS_FROM_FORK = command_table/* COMMANDS */.Lo.filter((c) => (0,command_table/* rowOf */.OB)(c).withoutTokenFromFork);
/** The token is missing: why, in this door's words and for this kind of run. */
function missingToken(command, ctx, door) {
    if (door === 'cli')
        return SETTINGS_WORDS.noTokenCli(command);
    const kind = ctx.actor === 'dependabot[bot]' ? 'dependabot' : ctx.pr?.fromFork ? 'fork' : 'secret';
    const fromFork = (0,command_table/* rowOf */.OB)(command).withoutTokenFromFork ? undefined : TOKENLESS_FROM_FORK;
    return SETTINGS_WORDS.noToken(command, kind, fromFork);
}

// EXTERNAL MODULE: ./src/commands/common/summary.ts
var summary = __webpack_require__(1918);
;// CONCATENATED MODULE: ./src/runner/execute.ts
/**
 * The core every door calls: one command, from its inputs, in a context, talking through an
 * {@link Io}. It reads and checks every input before any request, runs the command and always
 * returns every output, on success, failure, timeout and cancellation alike. It never throws and
 * never touches a CI's own API: the door sets outputs, writes the summary and fails the step.
 */














/**
 * Runs one command. Never throws: every error ends in `failure` with outcome `error` and the
 * error-kind output (`input`, `cancelled`, `github-lookup`, `not-found`, the API's kinds, ...).
 */
async function execute(inputs, context, io, options = {}) {
    const outputs = emptyOutputs(inputs, context);
    const clock = options.clock ?? client/* systemClock */.ml;
    // Everything that leaves the core goes through `clean` (or `line`, which is `clean` and one
    // line): a token is replaced there, whatever a server echoed back.
    const secrets = [];
    const door = io.door ?? 'action';
    const named = (text) => (0,ports_text/* inDoorWords */.PM)(text, door, (kind, value) => kind === 'command'
        ? (0,descriptions/* commandNameIn */.A2)(door, value)
        : (0,constants/* isInputName */.wp)(value)
            ? (0,descriptions/* inputNameIn */.bA)(door, value)
            : value);
    const clean = (text) => (0,ports_text/* redact */.E$)(named(text), secrets);
    const line = (text) => (0,ports_text/* logLine */.BP)(clean(text));
    const log = safeLog(io, line);
    // Until the settings are read, the summary is titled by the command asked for (when it is one).
    const asked = inputs.command?.trim().toLowerCase() ?? '';
    let title = (0,command_table/* isCommand */.y9)(asked) ? asked : 'merge-queue-action';
    let body = '';
    let failure;
    let api;
    try {
        if (context.problem)
            log.warning(context.problem);
        const ready = await log.group('Inputs', async () => {
            const r = await readSettings(inputReader(inputs, context), context, {
                afterToken: (token) => {
                    io.mask(token);
                    secrets.push(token);
                },
                signal: options.signal,
                lookUp: options.lookUp,
                door,
                onApi: (version) => {
                    outputs[constants/* Outputs */.tY.ApiVersion] = version;
                },
                onPlan: (run) => {
                    outputs[constants/* Outputs */.tY.IsMergeQueueRun] = String(run.isMergeQueueRun);
                    outputs[constants/* Outputs */.tY.PrNumber] = run.prNumber === undefined ? '' : String(run.prNumber);
                },
            });
            for (const l of describeSettings(r.settings))
                log.info(l);
            for (const w of r.settings.run.warnings)
                log.warning(w);
            return r;
        });
        const settings = ready.settings;
        outputs[constants/* Outputs */.tY.IsMergeQueueRun] = String(settings.run.isMergeQueueRun);
        outputs[constants/* Outputs */.tY.PrNumber] =
            settings.run.prNumber === undefined ? '' : String(settings.run.prNumber);
        title = describeCommand(settings);
        for (const name of settings.ignoredInputs) {
            log.warning(`${io.nameInput(name)} is not used by command '${settings.command}'; it was ignored.`);
        }
        // The token picked the API; settings refused one that lacks what the command needs. The
        // command gets its part of it: the merge queue, or the flaky tests.
        const opened = (0,src_queue.openTrunkApi)(settings.apiVersion ?? 'v1', {
            baseUrl: settings.apiUrl,
            token: settings.apiToken,
            forkedWorkflowRunId: settings.forkedWorkflowRunId,
            signal: options.signal,
            clock,
            retry: { operationTimeoutMs: settings.requestTimeoutSeconds * 1000 },
            userAgentSuffix: options.userAgentSuffix,
            onEvent: io.isDebug() ? (e) => log.debug(describeEvent(e)) : undefined,
        });
        api = opened;
        const result = await log.group(title, () => ready.run({ api: opened, clock, signal: options.signal, log }).catch(async (e) => {
            throw await explainNotFound(e, settings, opened.mergeQueue, options.signal);
        }));
        // Only the outputs the command's row declares: the others stay empty, as the reference says.
        const declared = new Set((0,command_table/* outputsOf */.Yz)(ready.command));
        for (const [name, value] of Object.entries(result.outputs)) {
            if (declared.has(name))
                outputs[name] = value;
        }
        outputs[constants/* Outputs */.tY.Outcome] = result.outcome;
        if (result.errorKind)
            outputs[constants/* Outputs */.tY.ErrorKind] = result.errorKind;
        body = result.summary;
        if (result.failure) {
            failure = line(result.failure);
            body = (0,summary/* errorSection */.K6)(result.failure) + body;
        }
    }
    catch (e) {
        const { message, kind } = describeError(e, io, asked);
        const declared = (0,command_table/* isCommand */.y9)(asked) ? new Set((0,command_table/* outputsOf */.Yz)(asked)) : new Set();
        for (const [name, value] of Object.entries((0,errors/* settledOutputsOf */.H$)(e))) {
            if (declared.has(name))
                outputs[name] = value;
        }
        outputs[constants/* Outputs */.tY.Outcome] = 'error';
        outputs[constants/* Outputs */.tY.ErrorKind] = kind;
        // A stack only for what describeError does not know: the known errors say all there is.
        if (kind === 'internal' && e instanceof Error && e.stack)
            log.debug(e.stack);
        failure = line(message);
        body = (0,summary/* errorSection */.K6)(`${descriptions/* ERROR_KIND_TITLES */["if"][kind]}: ${message}`) + body;
    }
    finally {
        await api?.close().catch(() => undefined);
    }
    for (const name of Object.keys(outputs))
        outputs[name] = clean(outputs[name]);
    return {
        outcome: outputs[constants/* Outputs */.tY.Outcome],
        outputs,
        summary: clean((0,summary/* heading */.R_)(title) + body),
        failure,
    };
}
/**
 * Every output, '' but for what is known before any input is read: outcome error until a command
 * says otherwise, the API the token selects (a tokenless run is v1), whether the run is on a
 * merge-queue test branch, and the PR a PR command is about when the input or the run names it.
 * An input refused later still leaves these (the settings refine them once every input is read).
 */
function emptyOutputs(inputs, context) {
    const outputs = Object.fromEntries(Object.values(constants/* Outputs */.tY).map((n) => [n, '']));
    outputs[constants/* Outputs */.tY.Outcome] = 'error';
    const testBranch = (0,run_context/* parseTestBranch */.c)(context.ref);
    outputs[constants/* Outputs */.tY.IsMergeQueueRun] = String(!!testBranch);
    const command = inputs.command?.trim().toLowerCase() ?? '';
    const target = (0,command_table/* isCommand */.y9)(command) ? command_table/* COMMAND_TABLE */.vP[command].target : undefined;
    if (target === 'pull-request' || target === 'pull-request-head') {
        const given = inputs['pr-number']?.trim() ?? '';
        // The run's own PR counts only for its own repository (as the resolver says).
        const own = inputs.repository?.trim() ? undefined : (context.pr?.number ?? testBranch?.prNumber);
        const known = /^[1-9]\d{0,9}$/.test(given) ? Number(given) : given ? undefined : own;
        if (known !== undefined)
            outputs[constants/* Outputs */.tY.PrNumber] = String(known);
    }
    return outputs;
}
/**
 * The outputs of a run its door refuses before the core reads its inputs (the CLI's
 * --summary-file that cannot be written): those of any refused input.
 */
function inputErrorOutputs(inputs, context) {
    const outputs = emptyOutputs(inputs, context);
    outputs[constants/* Outputs */.tY.ErrorKind] = 'input';
    // The core read no input: the API the token picks, by the one rule settings applies.
    outputs[constants/* Outputs */.tY.ApiVersion] = apiVersionOf(inputs['api-token']?.trim());
    return outputs;
}
/**
 * An input's value as given (trimmed), else its default. A default that is a runner expression
 * (`${{ github.token }}`) is the action's alone: for `github-token` the context's token stands in.
 */
function inputReader(inputs, context) {
    const defaults = inputs_defaults/* DEFAULTS */.z;
    return (name) => {
        const given = inputs[name] ?? '';
        if (given.trim() !== '')
            return given;
        if (name === 'github-token')
            return context.githubToken ?? '';
        const fallback = defaults[name] ?? '';
        return fallback.startsWith('${{') ? '' : fallback;
    };
}
/**
 * The one not-found policy of every command on a queue: a 404 is checked against the queue
 * itself, and when the queue is not there the run fails with the same message for every command
 * (a {@link MissingQueueError}, naming the target-branch input); else the 404 stands as it came
 * (a PR, a test run, a test that is not there).
 */
async function explainNotFound(e, s, queue, signal) {
    if (!(e instanceof client/* NotFoundError */.m_) || !s.targetBranch)
        return e;
    try {
        await (0,src_queue.readQueueOrMissing)(queue, { repo: s.repo, targetBranch: s.targetBranch }, { signal });
    }
    catch (missing) {
        return missing;
    }
    return e;
}
/** The title of a command's summary and log group. */
function describeCommand(s) {
    const where = `${s.repo.owner}/${s.repo.name}${s.targetBranch ? `:${s.targetBranch}` : ''}`;
    return s.prNumber !== undefined
        ? `${s.command} PR #${s.prNumber} (${where})`
        : `${s.command} (${where})`;
}
/** The settings a run resolved (defaults included), for the log. Never the token. */
function describeSettings(s) {
    const token = s.apiToken
        ? 'token set'
        : s.forkedWorkflowRunId
            ? `fork run ${s.forkedWorkflowRunId}, no token`
            : 'no token';
    const api = s.apiVersion === 'v2' ? 'v2 (Trunk API key, Bearer)' : 'v1';
    const lines = [
        `command: ${s.command}`,
        `api: ${api} at ${s.apiUrl} (${token})`,
        `repository: ${s.repo.host}/${s.repo.owner}/${s.repo.name}`,
    ];
    const from = (key) => (s.run.sources[key] ? ` (from ${s.run.sources[key]})` : '');
    if (s.targetBranch)
        lines.push(`target branch: ${s.targetBranch}${from('targetBranch')}`);
    if (s.prNumber !== undefined)
        lines.push(`pull request: #${s.prNumber}${from('prNumber')}`);
    if (s.prSha)
        lines.push(`head commit: ${s.prSha}${from('headSha')}`);
    if (s.run.isMergeQueueRun)
        lines.push('this run tests a merge-queue test branch');
    return lines;
}
/** The error's own message: it already says what happened and what to do. */
const ownMessage = (e) => (e instanceof Error ? e.message : String(e));
/**
 * How an error of each kind reads in the failure and the summary: one row per kind, so a new kind
 * does not compile until it is worded here. An error says its kind itself (`kind`, as every error
 * class of the client, the input contract and the lookup does); one that does not is `internal`.
 */
const ERROR_WORDING = {
    'invalid-request': ownMessage,
    'request-too-large': ownMessage,
    config: ownMessage,
    'bad-request': ownMessage,
    auth: ownMessage,
    permission: (e, w) => e instanceof v2/* PermissionError */.i_ ? describeMissingPermission(e, w.command) : ownMessage(e),
    'not-found': ownMessage,
    conflict: ownMessage,
    'too-large': ownMessage,
    'rate-limited': ownMessage,
    server: ownMessage,
    'unexpected-status': ownMessage,
    redirect: ownMessage,
    network: ownMessage,
    timeout: ownMessage,
    'response-shape': ownMessage,
    pagination: ownMessage,
    cancelled: (e) => `Cancelled: ${ownMessage(e).replace(/^[^:]*: cancelled: ?/, '') || 'the job was cancelled'}.`,
    input: (e, w) => (e instanceof errors/* InputError */.dz ? e.describe(w.io.nameInput) : ownMessage(e)),
    'github-lookup': ownMessage,
    'test-reports': ownMessage,
    'output-file': ownMessage,
    internal: (e) => `Unexpected error: ${ownMessage(e)}`,
};
/** The kind an error says it is; `internal` for one that says none (a bug). */
function errorKindOf(e) {
    const kind = e instanceof Error ? e.kind : undefined;
    return typeof kind === 'string' && (0,client/* isErrorKind */.rs)(kind) ? kind : 'internal';
}
function describeError(e, io, command) {
    const kind = errorKindOf(e);
    return { message: ERROR_WORDING[kind](e, { io, command }), kind };
}
/**
 * A 403 INSUFFICIENT_PERMISSIONS, in the words of the command: what the request lacked (from the
 * client), else what the command needs (from the permission table), and where to grant it.
 */
function describeMissingPermission(e, command) {
    const v2 = command && (0,command_table/* isCommand */.y9)(command) ? (0,command_table/* rowOf */.OB)(command).v2 : undefined;
    const labels = e.permissions.length ? e.permissions : v2 && v2 !== 'v1-only' ? v2.needs : [];
    return missingPermissionWords(labels, command, e);
}
function describeEvent(e) {
    switch (e.type) {
        case 'request':
            return `${e.operation}: attempt ${e.attempt}, ${e.method} ${e.path} (${e.bytes} bytes)`;
        case 'response':
            return `${e.operation}: HTTP ${e.status} in ${e.ms} ms${e.requestId ? ` (request id ${e.requestId})` : ''}`;
        case 'retry':
            return `${e.operation}: ${e.reason} after attempt ${e.attempt}; retrying in ${e.delayMs} ms`;
        case 'reconcile':
            return `${e.operation}: outcome settled by a read: ${e.outcome}`;
        case 'unknown-enum':
            return `${e.operation}: unknown value ${JSON.stringify(e.value)} in ${e.field} (kept as is)`;
    }
}
/** The commands' log on the door's io: every line one line, tokens replaced. */
function safeLog(io, line) {
    return {
        info: (m) => io.info(line(m)),
        warning: (m) => io.warning(line(m)),
        notice: (m) => io.notice(line(m)),
        debug: (m) => io.debug(line(m)),
        annotate: (level, m, where) => io.annotate(level, line(m), {
            title: where.title === undefined ? undefined : line(where.title),
            file: where.file,
            startLine: where.startLine,
        }),
        group: (name, fn) => io.group(line(name), fn),
    };
}


/***/ }),

/***/ 8118:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ isErrorKind),
/* harmony export */   z: () => (/* binding */ ERROR_KINDS)
/* harmony export */ });
/**
 * Every `error-kind` a run may end in, once: the client's failure classes first, then the kinds
 * the runner adds (a refused input, a missing permission, the GitHub lookup, the test reports, a
 * file it could not write, a bug). Every table about kinds (exit codes, the reference's rows,
 * summary titles) is a `Record<ErrorKind, ...>`, so a new kind does not compile until each has it.
 */
const ERROR_KINDS = [
    'invalid-request',
    'request-too-large',
    'config',
    'bad-request',
    'auth',
    'permission',
    'not-found',
    'conflict',
    'too-large',
    'rate-limited',
    'server',
    'unexpected-status',
    'redirect',
    'network',
    'timeout',
    'response-shape',
    'pagination',
    'cancelled',
    'input',
    'github-lookup',
    'test-reports',
    'output-file',
    'internal',
];
/** True for a known error kind. */
function isErrorKind(value) {
    return ERROR_KINDS.includes(value);
}


/***/ }),

/***/ 7703:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ TEST_RUN_ID_PATTERN)
/* harmony export */ });
/**
 * A merge-queue test run id as the service names it: the uuid of a `trunk-merge/pr-N/<uuid>`
 * test branch, with v1's `-bisection…` suffix when the branch has one (wire notes §2.6). The
 * source of a regular expression, for the input parser and the test-branch pattern alike.
 */
const TEST_RUN_ID_PATTERN = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}(?:-bisection[\\w-]*)?';


/***/ })

};

//# sourceMappingURL=75.index.js.map