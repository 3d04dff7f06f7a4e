export const id = 168;
export const ids = [168];
export const modules = {

/***/ 3722:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dm: () => (/* binding */ readEstimate),
/* harmony export */   Kt: () => (/* binding */ estimateSection),
/* harmony export */   Nx: () => (/* binding */ estimateOutputs),
/* harmony export */   Pf: () => (/* binding */ ESTIMATE_MIN_INTERVAL_MS),
/* harmony export */   ae: () => (/* binding */ estimateWords),
/* harmony export */   gO: () => (/* binding */ wantsEstimate)
/* harmony export */ });
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3503);
/* harmony import */ var _inputs_constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1068);
/* harmony import */ var _ports_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2425);
/**
 * When a queued PR will merge, for status, wait and submit: the one read of the service's
 * estimate (never failing the step: no estimate is an answer), the `estimated-merge-at` and
 * `prs-ahead` outputs, and the words the summary, the log and the comment say it in.
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
/**
 * The PR's estimate: the one that came with the PR's read (v1, read with `estimate: true`), else
 * read on its own (v2, or a read that did not ask). Never throws but for a cancelled job (a
 * failure is "unavailable").
 */
async function readEstimate(client, ref, pr, call) {
    if (!wantsEstimate(pr))
        return undefined;
    if (pr?.mergeEstimate)
        return pr.mergeEstimate;
    try {
        return await client.getMergeEstimate(ref, call);
    }
    catch (e) {
        if (e instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .CancelledError */ .cc || call.signal?.aborted)
            throw e;
        const why = e instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .TrunkApiError */ .Jp ? `${e.kind}${e.status ? `, HTTP ${e.status}` : ''}` : 'error';
        return { status: 'unavailable', reason: `READ_FAILED (${why})` };
    }
}
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
    const t = (0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__/* .parseTime */ .pe)(iso);
    if (t === undefined)
        return '';
    const ms = t - now;
    if (ms < 60_000)
        return 'any moment now';
    return `in about ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__/* .humanDuration */ .UU)(Math.round(ms / 60_000) * 60_000)}`;
}
/**
 * The estimate in one sentence, Markdown-safe: "Expected to merge in about 25 min, 3 PRs
 * ahead."; "Waiting on #41 and #43 to resolve."; "No estimate: the queue is paused."
 */
function estimateWords(e, now) {
    if (!e)
        return '';
    if (e.status === 'unavailable') {
        const known = NO_ESTIMATE_WORDS[e.reason];
        return `No estimate: ${known ?? (e.reason.startsWith('READ_FAILED') ? `it could not be read (${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__.md)(e.reason.slice(13, -1), 80)})` : `the service says ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__.md)(e.reason, 80)}`)}.`;
    }
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
/**
 * The `estimated-merge-at` and `prs-ahead` outputs: from the estimate, and for the PRs ahead the
 * queue position when the estimate does not say. Empty when not known.
 */
function estimateOutputs(e, position) {
    const available = e?.status === 'available' ? e : undefined;
    const ahead = available?.prsAhead ?? (position !== undefined ? position - 1 : undefined);
    const at = available?.kind === 'merge' ? (0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__/* .parseTime */ .pe)(available.mergeAt) : undefined;
    return {
        // Whole seconds: v1 counts from the service's Date header, which has no finer grain.
        [_inputs_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Outputs */ .tY.EstimatedMergeAt]: at !== undefined ? new Date(Math.floor(at / 1000) * 1000).toISOString() : '',
        [_inputs_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Outputs */ .tY.PrsAhead]: ahead !== undefined && ahead >= 0 ? String(ahead) : '',
    };
}
/** The summary's line (a paragraph), or '' without an estimate. */
function estimateSection(e, now) {
    const words = estimateWords(e, now);
    return words ? `\n**Estimate:** ${words}\n` : '';
}


/***/ }),

/***/ 4554:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NB: () => (/* binding */ requeueOutputs),
/* harmony export */   hr: () => (/* binding */ requeue),
/* harmony export */   vm: () => (/* binding */ leftQueue)
/* harmony export */ });
/* unused harmony exports REQUEUE_CAUSES, INFRASTRUCTURE_CODES, TRANSIENT_CONCLUSIONS, REQUEUE_DECISIONS, causeOf, requeuesInTimeline, planRequeue, recheck, requeueWords */
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3503);
/* harmony import */ var _inputs_constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1068);
/* harmony import */ var _ports_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2425);
/**
 * Putting a PR back in the queue after a kick-out that was not its own doing, for `requeue` and
 * wait's `requeue: transient`. One table decides each reason code (docs/why.md); the count per
 * head commit comes from the service's record of the PR, else the comment's hidden data, else
 * there is none and nothing is requeued. The PR is read again right before the submit; the
 * comment's count is written before the submit, so a job killed in between never requeues twice.
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
/** What each decision means: the summary's words and docs/why.md's table. */
const REQUEUE_DECISIONS = {
    requeued: 'it left for a cause not its own, and was submitted again',
    'not-out': 'it is still in the queue (nothing to requeue)',
    'not-submitted': 'the queue has no record of it',
    'not-transient': 'it left for a cause of its own: the author must act',
    'cause-unknown': 'the cause could not be read, so it is not requeued',
    'limit-reached': 'it was already requeued max-requeues times at this commit',
    'no-record': 'no record to count requeues by (no timeline from the service, no comment)',
    'back-in-queue': 'read again right before the submit, it was back in the queue',
    merged: 'read again right before the submit, it was merged',
    'new-commit': "the queue's entry is for another commit than the PR's head",
    changed: 'read again right before the submit, it had left the queue again since',
    'submit-failed': 'the submit failed (the error says why)',
};
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
 * How many times the PR was put back at its current commit, from the service's timeline (newest
 * first): the kick-outs since the last new-commit cancellation, less the one being decided.
 * Undefined when the service sent no timeline. It may count a person's resubmission too: the
 * count errs towards fewer requeues, never more.
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
    if (input.headSha && pr.prSha && !sameSha(pr.prSha, input.headSha))
        return { go: false, decision: 'new-commit' };
    const cause = causeOf(input.why, input.serviceCode);
    if (cause === 'unknown')
        return { go: false, decision: 'cause-unknown' };
    if (cause !== 'transient')
        return { go: false, decision: 'not-transient' };
    const sha = pr.prSha?.toLowerCase();
    const fromComment = sha && input.commentData ? (input.commentData.requeues[sha] ?? 0) : undefined;
    // Both records when both are there: a service that starts a new entry on resubmission forgets.
    if (input.fromService === undefined && fromComment === undefined)
        return { go: false, decision: 'no-record' };
    const source = fromComment !== undefined && fromComment >= (input.fromService ?? 0) ? 'comment' : 'service';
    const done = Math.max(input.fromService ?? 0, fromComment ?? 0);
    if (done >= input.maxRequeues)
        return { go: false, decision: 'limit-reached', detail: `${done} of ${input.maxRequeues}` };
    return { go: true, source, done };
}
function sameSha(a, b) {
    const x = a.toLowerCase();
    const y = b.toLowerCase();
    return x.startsWith(y) || y.startsWith(x);
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
    if (before.prSha && now.prSha && !sameSha(before.prSha, now.prSha))
        return 'new-commit';
    if (state !== before.state.toLowerCase() || now.stateChangedAt !== before.stateChangedAt)
        return 'changed';
    return undefined;
}
/** The words of a decision, for the summary and the comment (Markdown-safe). */
function requeueWords(decision, prNumber, extra = {}) {
    const at = extra.sha ? ` at commit ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__/* .codeSpan */ .SS)(extra.sha.slice(0, 12))}` : '';
    if (decision === 'requeued')
        return `Requeued: PR #${prNumber} was submitted again${at} (requeue ${(extra.done ?? 0) + 1} of ${extra.max ?? 1}).`;
    return `Not requeued (${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__/* .codeSpan */ .SS)(decision)}): ${REQUEUE_DECISIONS[decision]}${extra.detail ? ` (${extra.detail})` : ''}.`;
}
/** Decides, re-reads and submits at most once. Never throws but for a cancelled job and the submit's own error. */
async function requeue(d, pr, why, opts) {
    const n = d.ref.pr.number;
    const call = { signal: d.signal };
    const stop = (decision, detail, now = pr) => ({
        requeued: false,
        decision,
        words: requeueWords(decision, n, { detail }),
        pr: now,
    });
    // Only for a kick-out whose cause is not its own are the records worth a read.
    const first = planRequeue({ pr, why, ...opts, fromService: 0, maxRequeues: Infinity });
    if (!first.go)
        return stop(first.decision, first.go === false ? first.detail : undefined);
    let timeline = opts.timeline;
    if (!timeline) {
        try {
            timeline = await d.client.getPullRequestTimeline(d.ref, call);
        }
        catch (e) {
            if (e instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .CancelledError */ .cc || d.signal?.aborted)
                throw e;
            timeline = [];
        }
    }
    const fromService = requeuesInTimeline(timeline);
    const commentData = d.readCommentData ? await d.readCommentData() : undefined;
    const plan = planRequeue({ pr, why, ...opts, fromService, commentData });
    if (!plan.go)
        return stop(plan.decision, plan.detail);
    const sha = pr.prSha;
    // Right before the submit: the PR as it is now.
    const now = await d.client.findSubmittedPullRequest(d.ref, call);
    const changed = recheck(pr, now);
    if (changed) {
        d.log.notice(`PR #${n}: ${REQUEUE_DECISIONS[changed]}; nothing was submitted.`);
        return stop(changed, undefined, now);
    }
    // The count goes into the comment before the submit: a job killed after it never requeues twice.
    const recorded = !!sha && !!d.recordInComment && (await d.recordInComment(sha));
    if (plan.source === 'comment' && !recorded)
        return stop('no-record', 'the count could not be written to the comment');
    try {
        await d.client.submitPullRequest({ repo: d.ref.repo, targetBranch: d.ref.targetBranch, pr: { number: n } }, call);
    }
    catch (e) {
        // A v2 service refuses a PR already queued: another job put it back; that is the state wanted.
        if (!(e instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ConflictError */ .fK))
            throw e;
        return stop('back-in-queue');
    }
    const after = await d.client.findSubmittedPullRequest(d.ref, call).catch((e) => {
        if (e instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .CancelledError */ .cc || d.signal?.aborted)
            throw e;
        return null;
    });
    // Still the very kick-out read before the submit: the submit did not take effect, although the
    // client took it as landed (a lost answer settled by a read that saw the PR's recent kick-out as
    // a change since the send). Say so rather than claim a requeue; nothing is sent again.
    if (after && !after.isCurrentlySubmittedToQueue && recheck(now, after) === undefined) {
        const detail = 'read back after the submit, the PR had not entered the queue; nothing was sent again';
        d.log.notice(`PR #${n}: not requeued: ${detail}.`);
        return stop('submit-failed', detail, after);
    }
    const words = requeueWords('requeued', n, {
        done: plan.done,
        max: opts.maxRequeues,
        ...(sha ? { sha } : {}),
    });
    // The caller (requeue, or wait's requeue: transient) logs the words: once.
    return {
        requeued: true,
        decision: 'requeued',
        words,
        pr: after ?? now,
        source: plan.source,
        ...(sha ? { sha } : {}),
    };
}
/** The `requeued` and `requeue-decision` outputs. */
function requeueOutputs(o) {
    return { [_inputs_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Outputs */ .tY.Requeued]: String(o.requeued), [_inputs_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Outputs */ .tY.RequeueDecision]: o.decision };
}


/***/ }),

/***/ 8168:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/inputs/constants.ts
var constants = __webpack_require__(1068);
// EXTERNAL MODULE: ./src/commands/common/estimate.ts
var common_estimate = __webpack_require__(3722);
// EXTERNAL MODULE: ./src/commands/common/pr-comment.ts + 1 modules
var pr_comment = __webpack_require__(136);
// EXTERNAL MODULE: ./src/commands/common/requeue.ts
var requeue = __webpack_require__(4554);
// EXTERNAL MODULE: ./src/commands/common/shared.ts
var shared = __webpack_require__(3545);
// EXTERNAL MODULE: ./src/commands/common/summary.ts
var summary = __webpack_require__(1918);
// EXTERNAL MODULE: ./src/ports/text.ts
var ports_text = __webpack_require__(2425);
// EXTERNAL MODULE: ./src/commands/common/why.ts
var common_why = __webpack_require__(2116);
// EXTERNAL MODULE: ./src/client/index.ts + 1 modules
var src_client = __webpack_require__(3503);
// EXTERNAL MODULE: ./src/commands/common/pr-state.ts
var pr_state = __webpack_require__(8622);
;// CONCATENATED MODULE: ./src/commands/wait/poll.ts
/**
 * The wait's polling loop: how long to sleep, when to re-read the queue, which failures to survive
 * until the deadline, and the warning when a required check would block its own PR.
 */






/** The next poll interval: grows by half while nothing changes, resets on a change, capped. */
function nextPollInterval(currentMs, changed, minMs, maxMs) {
    return changed ? minMs : Math.min(maxMs, Math.round(currentMs * 1.5));
}
/** The actual sleep: the interval with ±20 % jitter, never past the deadline. */
function jitteredSleep(intervalMs, remainingMs, random) {
    return Math.max(0, Math.min(remainingMs, Math.round(intervalMs * (0.8 + 0.4 * random()))));
}
/** How often the queue (position, queue state) is re-read when nothing else changes. */
const QUEUE_REFRESH_MS = 5 * 60_000;
/** Failures that polling again cannot fix. */
const FATAL_KINDS = new Set([
    'auth',
    'permission',
    'bad-request',
    'config',
    'invalid-request',
    'redirect',
    'unexpected-status',
]);
/**
 * Polls the PR until the verdict is final or the deadline passes. Transient API failures are
 * survived until the deadline. A cancelled signal ends it at once with outcome `error` and
 * `cancelled` set, keeping the last state seen (so the step's outputs and summary still say it).
 */
async function waitForPullRequestState(deps, o) {
    const wait = new PullRequestWait(deps, o);
    try {
        for (;;) {
            const end = await wait.pollOnce();
            if (end)
                return end;
            await wait.sleep();
        }
    }
    catch (e) {
        if (!(e instanceof src_client/* CancelledError */.cc) || !deps.signal?.aborted)
            throw e;
        return wait.cancelled();
    }
}
/** One wait's state between polls; each method makes one decision of the loop. */
class PullRequestWait {
    deps;
    o;
    started;
    deadline;
    /** Until when a PR that is not in the queue may still appear. */
    notSubmittedDeadline;
    timeline = [];
    polls = 0;
    interval;
    last = null;
    lastState;
    /** The last poll saw a new state (the back-off resets). */
    changed = false;
    queue;
    queueReadAt = -Infinity;
    queueChecked = false;
    warnedQueueState;
    lastError;
    failingSince;
    notReadyReasons;
    lastHeartbeat;
    selfBlockWarning;
    estimate;
    /** The last read asked for the estimate (one was due). */
    estimateAsked = false;
    estimateSaid = '';
    constructor(deps, o) {
        this.deps = deps;
        this.o = o;
        this.started = deps.clock.now();
        this.deadline = this.started + o.timeoutMs;
        this.notSubmittedDeadline = this.started + o.notSubmittedTimeoutMs;
        this.interval = o.pollIntervalMs;
        this.lastHeartbeat = this.started;
    }
    now = () => this.deps.clock.now();
    remaining = () => this.deadline - this.now();
    call = () => ({
        signal: this.deps.signal,
        timeoutMs: Math.max(1000, Math.min(this.o.requestTimeoutMs, this.remaining())),
    });
    /** Polls once; the result when the wait ends here. */
    async pollOnce() {
        if (this.deps.signal?.aborted)
            throw new src_client/* CancelledError */.cc('wait', 'the job was cancelled');
        this.changed = false;
        this.polls++;
        if (await this.readPullRequest()) {
            this.record();
            this.explainNotReady();
            await this.checkQueueExists();
            await this.refreshQueue();
            await this.refreshEstimate();
            const end = this.verdict();
            if (end)
                return end;
        }
        return this.timedOut();
    }
    /** Reads the PR's entry; false when the read failed in a way the deadline may outlast. */
    async readPullRequest() {
        const { client, log } = this.deps;
        // v1 takes the estimate from this read when one is due; v2 reads it apart (refreshEstimate).
        this.estimateAsked = this.estimateDue();
        try {
            this.last = await client.findSubmittedPullRequest(this.o.ref, this.call(), {
                estimate: this.estimateAsked,
            });
        }
        catch (e) {
            if (e instanceof src_client/* CancelledError */.cc)
                throw e;
            if (!(e instanceof src_client/* TrunkApiError */.Jp) || FATAL_KINDS.has(e.kind))
                throw e;
            this.lastError = e.message;
            if (this.failingSince === undefined) {
                this.failingSince = this.now();
                log.warning(`Could not read the PR's state; still waiting (the deadline decides): ${e.message}`);
            }
            else {
                log.debug(`Still failing: ${e.message}`);
            }
            return false;
        }
        if (this.failingSince !== undefined) {
            log.info(`The service answers again after ${(0,ports_text/* humanDuration */.UU)(this.now() - this.failingSince)} of errors.`);
            this.failingSince = undefined;
        }
        this.lastError = undefined;
        return true;
    }
    /** An estimate is due: none read yet, or the last is a minute old (the queue is simulated). */
    estimateDue() {
        if (!this.o.readEstimate)
            return false;
        return !this.estimate || this.now() - this.estimate.readAt >= common_estimate/* ESTIMATE_MIN_INTERVAL_MS */.Pf;
    }
    /**
     * The estimate, while the PR is queued: on a poll whose read asked for it (at most once a
     * minute), and said in the log when its words change.
     */
    async refreshEstimate() {
        const pr = this.last;
        if (!this.o.readEstimate || !this.estimateAsked || !(0,common_estimate/* wantsEstimate */.gO)(pr) || !pr)
            return;
        const value = await this.o.readEstimate(pr);
        this.estimate = { value, readAt: this.now(), state: pr.state.toLowerCase() };
        const words = this.o.estimateWords?.(value) ?? '';
        if (words && words !== this.estimateSaid)
            this.deps.log.info(words);
        this.estimateSaid = words;
    }
    /** A new state goes on the timeline; an unchanged one is said now and then. */
    record() {
        const state = this.stateSeen();
        if (state !== this.lastState) {
            this.changed = this.lastState !== undefined;
            this.timeline.push({ state, seenAt: this.now(), since: this.last?.stateChangedAt });
            this.deps.log.info(describeObservation(this.last, state, this.o.ref.pr.number));
            this.lastState = state;
            this.lastHeartbeat = this.now();
        }
        else if (this.now() - this.lastHeartbeat >= QUEUE_REFRESH_MS) {
            const since = this.timeline.at(-1)?.seenAt ?? this.started;
            this.deps.log.info(`Still ${state.toUpperCase()} after ${(0,ports_text/* humanDuration */.UU)(this.now() - since)}.`);
            this.lastHeartbeat = this.now();
        }
    }
    stateSeen() {
        return this.last ? this.last.state.toLowerCase() : constants/* NOT_SUBMITTED_STATE */.EI;
    }
    /** A NOT_READY PR: why, when the reasons change, and the warning when it may block itself. */
    explainNotReady() {
        const last = this.last;
        if (!last || this.stateSeen() !== 'not_ready')
            return;
        const mergeability = last.readiness?.gitHubMergeability;
        if (this.o.warnIfBlockingItsOwnPr &&
            !this.selfBlockWarning &&
            (mergeability === 'in_progress' || mergeability === 'not_mergeable')) {
            this.selfBlockWarning = selfBlockingWarning(this.o.ref.pr.number, mergeability);
            this.deps.log.warning(this.selfBlockWarning);
        }
        const reasons = (0,pr_state/* readinessReasons */.mQ)(last.readiness, this.o.expectedSha);
        const said = this.notReadyReasons;
        if (this.changed || !said || reasons.join() !== said.join()) {
            this.deps.log.info(`Not ready: ${reasons.join('; ')}.`);
        }
        this.notReadyReasons = reasons;
    }
    /**
     * Not in the queue at the first look: is there a queue at all? (A wrong target-branch would
     * otherwise wait for a PR that can never arrive.)
     */
    async checkQueueExists() {
        if (this.last || this.queueChecked)
            return;
        this.queueChecked = true;
        this.queue = await (0,pr_state/* readQueueOrMissing */.Fr)(this.deps.client, this.o.ref, this.call());
    }
    /**
     * Position and queue state: at the start, on every change (the last one included, so the
     * outputs describe the queue as the wait ended), and now and then.
     */
    async refreshQueue() {
        const due = this.changed ||
            this.queueReadAt === -Infinity ||
            this.now() - this.queueReadAt >= QUEUE_REFRESH_MS;
        if (!this.last || !due)
            return;
        this.queueReadAt = this.now();
        const { client, log } = this.deps;
        try {
            const queue = await client.getQueue({ repo: this.o.ref.repo, targetBranch: this.o.ref.targetBranch }, this.call());
            this.queue = queue;
            const pos = (0,shared/* positionIn */.Nu)(queue, this.o.ref.pr.number);
            if (pos !== undefined)
                log.info(`Position ${pos} of ${queue.enqueuedPullRequests.length} in the queue (${queue.state}).`);
            this.warnAboutQueueState(queue.state);
        }
        catch (e) {
            if (e instanceof src_client/* CancelledError */.cc)
                throw e;
            log.debug(`Could not read the queue: ${e.message}`);
        }
    }
    /** A paused or draining queue is said once per change of its state. */
    warnAboutQueueState(state) {
        if ((state === 'paused' || state === 'draining') && this.warnedQueueState !== state) {
            this.deps.log.warning(state === 'paused'
                ? 'The queue is PAUSED: nothing new starts testing until it runs again.'
                : 'The queue is DRAINING: it takes no new PRs and empties.');
        }
        this.warnedQueueState = state;
    }
    /** The end, when the PR's state decides it (a missing PR may still appear until its deadline). */
    verdict() {
        const verdict = (0,pr_state/* judge */.S4)(this.last, this.o);
        if (!verdict.done)
            return undefined;
        if (verdict.outcome === 'not-submitted' && this.mayStillAppear())
            return undefined;
        return this.result(verdict.outcome, verdict.reason);
    }
    mayStillAppear() {
        return this.now() < this.notSubmittedDeadline && this.remaining() > 0;
    }
    /** The end at the deadline. */
    timedOut() {
        if (this.remaining() > 0)
            return undefined;
        const where = this.lastState ? ` in ${this.lastState.toUpperCase()}` : '';
        return this.result(this.lastState === constants/* NOT_SUBMITTED_STATE */.EI ? 'not-submitted' : 'timeout', `the wait timed out after ${(0,ports_text/* humanDuration */.UU)(this.o.timeoutMs)}${where}` +
            (this.lastError ? ` (the last poll failed: ${this.lastError})` : ''), true);
    }
    /**
     * Sleeps the back-off interval (jittered), never past the deadline, nor past the not-submitted
     * deadline while the PR is not in the queue: the last look is at that deadline, not after it.
     */
    async sleep() {
        if (this.changed)
            this.interval = this.o.pollIntervalMs;
        const waitingToAppear = this.lastState === constants/* NOT_SUBMITTED_STATE */.EI && this.mayStillAppear();
        const limit = waitingToAppear
            ? Math.min(this.remaining(), this.notSubmittedDeadline - this.now())
            : this.remaining();
        const sleepMs = jitteredSleep(this.interval, limit, this.deps.clock.random);
        this.deps.log.debug(`Next poll in ${Math.round(sleepMs / 100) / 10} s.`);
        try {
            await this.deps.clock.sleep(sleepMs, this.deps.signal);
        }
        catch {
            throw new src_client/* CancelledError */.cc('wait', 'the job was cancelled');
        }
        this.interval = nextPollInterval(this.interval, false, this.o.pollIntervalMs, this.o.maxPollIntervalMs);
    }
    /** The end when the job is cancelled: what was last seen, and why. */
    cancelled() {
        const signal = this.deps.signal;
        const why = (signal && (0,src_client/* abortReason */.Js)(signal)) || 'the job was cancelled';
        const where = this.lastState ? `; it was last seen ${this.lastState.toUpperCase()}` : '';
        return { ...this.result('error', `the wait was cancelled (${why})${where}`), cancelled: why };
    }
    result(outcome, reason, timedOut = false) {
        return {
            outcome,
            reason,
            pr: this.last,
            timeline: this.timeline,
            polls: this.polls,
            timedOut,
            queue: this.queue,
            position: (0,shared/* positionIn */.Nu)(this.queue, this.o.ref.pr.number),
            notReadyReasons: this.lastState === 'not_ready' ? this.notReadyReasons : undefined,
            lastError: this.lastError,
            selfBlockWarning: this.selfBlockWarning,
            ...(this.estimate ? { estimate: this.estimate } : {}),
        };
    }
}
/**
 * Why a required check that waits on the queue can never pass: the service admits a PR only once
 * GitHub says it can be merged, and GitHub waits for the PR's required checks.
 */
function selfBlockingWarning(prNumber, mergeability) {
    return (`PR #${prNumber} is NOT_READY: GitHub reports its mergeability as ${mergeability}. ` +
        'If this wait is a required check of the PR, it blocks its own PR: the queue takes a PR ' +
        'only once GitHub says it can be merged, and GitHub waits for every required check. ' +
        "Run the wait in a job that is not a required check (see the README's patterns).");
}
function describeObservation(pr, state, n) {
    if (!pr)
        return `PR #${n} is not in the queue.`;
    return `PR #${n} is ${state.toUpperCase()} (since ${pr.stateChangedAt}, commit ${pr.prSha.slice(0, 12)}, priority ${pr.priorityName}/${pr.priorityValue}).`;
}

;// CONCATENATED MODULE: ./src/commands/wait/summary.ts
/** wait's job summary: the verdict, the PR as last seen, the timeline as a diagram and a table. */


/**
 * A wait's summary: the PR as last seen, why it is not ready, its states as a gantt chart and a
 * table, and the polls made. `headline` is the verdict to print first (leave it out when the
 * step fails: the failure alert above says it). `cancelled`: the job was cancelled mid-wait and
 * this is what the wait had seen until then.
 */
function waitSection(w, ctx, opts = {}) {
    const started = w.timeline[0]?.seenAt;
    const spent = started === undefined ? '' : ` over ${(0,ports_text/* humanDuration */.UU)(ctx.now - started)}`;
    return ((opts.headline ? `${(0,ports_text.md)(opts.headline, 2000)}\n\n` : '') +
        (opts.cancelled
            ? `The job was cancelled while waiting${spent}; this is what the wait had seen until then.\n\n`
            : '') +
        (0,summary/* prSection */.qP)(w.pr, ctx, {
            position: w.position,
            depth: w.queue?.enqueuedPullRequests.length,
            queueState: w.queue?.state,
        }) +
        (0,summary/* notReadySection */.EJ)(w.notReadyReasons) +
        (0,summary/* whySection */.cb)(opts.why, w.pr?.state) +
        timelineSection(w.timeline, ctx.now, w.pr ? Number(w.pr.prNumber) : undefined) +
        `\n_${(0,summary/* plural */.LS)(w.polls, 'status poll')}${spent}._\n`);
}
/**
 * The states this run saw, with when each began and how long it lasted: a mermaid gantt chart
 * (one bar per state; a final state is a milestone), then the same as a table for screen readers
 * and for places that do not draw mermaid.
 */
function timelineSection(timeline, endedAt, prNumber) {
    if (!timeline.length)
        return '';
    const start = timeline[0].seenAt;
    const spans = timeline.map((t, i) => {
        const end = timeline[i + 1]?.seenAt ?? endedAt;
        const last = i === timeline.length - 1;
        return { ...t, end, last, final: last && (0,src_client/* isTerminalState */.CF)(t.state) };
    });
    const rows = spans.map((s, i) => {
        const since = (0,ports_text/* parseTime */.pe)(s.since);
        const before = i === 0 && since !== undefined && s.seenAt - since >= 1000;
        const seen = (0,ports_text/* withTitle */.ZA)(i === 0 ? 'at the start' : `after ${(0,ports_text/* humanDuration */.UU)(s.seenAt - start)}`, `${(0,ports_text/* absoluteTime */.d_)(s.seenAt)}${since !== undefined ? `; the service says it began ${(0,ports_text/* absoluteTime */.d_)(since)}` : ''}`);
        const lasted = s.final
            ? '—'
            : `${(0,ports_text/* humanDuration */.UU)(s.end - s.seenAt)}${s.last ? ' so far' : ''}` +
                (before ? ` (${(0,ports_text/* humanDuration */.UU)(s.end - since)} in all)` : '');
        return [(0,summary/* stateCode */.fA)(s.state, true), seen, lasted];
    });
    return ('\n**Timeline** (as this run saw it)\n\n' +
        (endedAt - start >= 1000 ? ganttChart(spans, endedAt - start, prNumber) + '\n' : '') +
        (0,ports_text/* mdTable */.gJ)(['State', 'Seen', 'Lasted'], rows) +
        '\n');
}
/** A name mermaid's gantt syntax takes as a task or section name: no `:`, `#` or `;`. */
function ganttName(text, max = 60) {
    return text.replace(/[^A-Za-z0-9_ ().,+-]/g, '?').slice(0, max);
}
/**
 * The job summary of each command, as GitHub-flavoured Markdown built by small pure functions.
 * Facts about one thing are a list; many things of a kind are a table with a header; times are
 * durations with the absolute time on hover; PRs, commits and tests are links; the wait's states
 * and the queue are also drawn as mermaid diagrams, each followed by a table that says the same.
 */

/** States that end a PR's time in the queue badly, drawn in red. */
const BAD_STATES = new Set(['failed', 'cancelled', 'pending_failure']);
function ganttChart(spans, totalMs, prNumber) {
    const who = prNumber === undefined ? 'the PR' : `PR ${prNumber}`;
    const axis = totalMs < 10 * 60_000 ? '%H:%M:%S' : totalMs < 24 * 3600_000 ? '%H:%M' : '%d %H:%M';
    const lines = [
        '```mermaid',
        'gantt',
        `  accTitle: ${ganttName(`States of ${who} in the merge queue`, 200)}`,
        `  accDescr: ${ganttName('One bar per state, as this run saw it. The table below lists the same.', 200)}`,
        '  dateFormat x',
        `  axisFormat ${axis}`,
        '  todayMarker off',
        `  section ${ganttName(who)}`,
    ];
    spans.forEach((s, i) => {
        const state = s.state.toUpperCase();
        const tags = [
            BAD_STATES.has(s.state.toLowerCase()) ? 'crit' : '',
            // A state still held at the end is `active` (lighter); earlier ones keep the plain colour.
            s.final ? 'milestone' : s.last ? 'active' : '',
        ].filter(Boolean);
        // Whole seconds, the unit every mermaid release GitHub has used understands; each bar starts
        // on the second the one before ends, so rounding never makes two overlap.
        const from = Math.round(s.seenAt / 1000);
        const seconds = s.final ? 0 : Math.max(1, Math.round(s.end / 1000) - from);
        const name = s.final ? state : `${state} (${(0,ports_text/* humanDuration */.UU)(s.end - s.seenAt)})`;
        const data = [...tags, `s${i}`, String(from * 1000), `${seconds}s`];
        lines.push(`  ${ganttName(name)} :${data.join(', ')}`);
    });
    lines.push('```');
    return lines.join('\n') + '\n';
}

;// CONCATENATED MODULE: ./src/commands/wait/run.ts











/** Runs wait with its settings. */
async function run(c) {
    const s = c.s;
    const ref = (0,shared/* prRef */.Iz)(s);
    c.log.info(`Waiting up to ${s.timeoutSeconds} s for ${s.waitFor.map((x) => x.toUpperCase()).join('/')}` +
        (s.failOn.length ? ` (failing on ${s.failOn.map((x) => x.toUpperCase()).join('/')})` : '') +
        `, polling every ${s.pollIntervalSeconds} s (backing off to ${s.maxPollIntervalSeconds} s while nothing changes).`);
    const started = c.clock.now();
    const waitOnce = () => waitForPullRequestState({ client: c.client, clock: c.clock, signal: c.signal, log: c.log }, {
        ref,
        waitFor: s.waitFor,
        failOn: s.failOn,
        expectedSha: s.prSha,
        timeoutMs: Math.max(1000, s.timeoutSeconds * 1000 - (c.clock.now() - started)),
        pollIntervalMs: s.pollIntervalSeconds * 1000,
        maxPollIntervalMs: s.maxPollIntervalSeconds * 1000,
        notSubmittedTimeoutMs: s.notSubmittedTimeoutSeconds * 1000,
        requestTimeoutMs: s.requestTimeoutSeconds * 1000,
        warnIfBlockingItsOwnPr: s.onPullRequestEvent,
        readEstimate: (pr) => (0,common_estimate/* readEstimate */.Dm)(c.client, ref, pr, { signal: c.signal }),
        estimateWords: (e) => (0,common_estimate/* estimateWords */.ae)(e, c.clock.now()),
    });
    let r = await waitOnce();
    // requeue: transient: a kick-out not its own puts it back (within max-requeues), and the wait goes on.
    let requeued;
    let requeuedTimes = 0;
    while (s.requeue === 'transient' &&
        !r.cancelled &&
        r.outcome !== 'success' &&
        r.pr &&
        (0,requeue/* leftQueue */.vm)(r.pr.state)) {
        const left = r.pr;
        const leftWhy = await (0,common_why/* whyOf */.gf)(c.client, ref, left, {
            signal: c.signal,
            prSha: s.prSha,
            ...(0,common_why/* testBranchRunIdFor */.G5)(s.run, ref.pr.number),
        });
        requeued = await (0,requeue/* requeue */.hr)({
            client: c.client,
            ref,
            signal: c.signal,
            log: c.log,
            recordInComment: async (sha) => (await (0,pr_comment/* keepCommentResult */.qw)(c, left, leftWhy, { requeuedSha: sha })).written,
            readCommentData: () => (0,pr_comment/* readCommentData */.a$)(c),
        }, left, leftWhy, { headSha: s.prSha, maxRequeues: s.maxRequeues });
        c.log.info(requeued.words.replace(/`/g, ''));
        if (!requeued.requeued)
            break;
        requeuedTimes++;
        r = await waitOnce();
    }
    // A wait cancelled before its first answer knows nothing of the PR: no state is made up.
    const seen = r.timeline.length > 0;
    const outputs = {
        ...(seen ? (0,shared/* prOutputs */.Rj)(r.pr) : {}),
        ...(0,shared/* queueOutputs */.Ac)(r.queue, ref.pr.number),
        [constants/* Outputs */.tY.TimedOut]: String(r.timedOut),
    };
    if (r.position !== undefined)
        outputs[constants/* Outputs */.tY.QueuePosition] = String(r.position);
    const requeueLines = [];
    if (s.requeue === 'transient') {
        const decision = requeued?.decision ?? (r.pr?.state.toLowerCase() === 'merged' ? 'merged' : 'not-out');
        outputs[constants/* Outputs */.tY.Requeued] = String(requeuedTimes > 0);
        outputs[constants/* Outputs */.tY.RequeueDecision] = decision;
        if (requeuedTimes)
            requeueLines.push(`Requeued ${requeuedTimes === 1 ? 'once' : `${requeuedTimes} times`} during the wait.`);
        if (requeued && !requeued.requeued)
            requeueLines.push(requeued.words);
    }
    // The estimate is the PR's only while it is still queued in the state it was read in.
    const estimate = r.estimate && (0,common_estimate/* wantsEstimate */.gO)(r.pr) && r.pr?.state.toLowerCase() === r.estimate.state
        ? r.estimate.value
        : undefined;
    if ((0,common_estimate/* wantsEstimate */.gO)(r.pr))
        Object.assign(outputs, (0,common_estimate/* estimateOutputs */.Nx)(estimate, r.position));
    if (r.cancelled) {
        const failure = `Cancelled: ${r.cancelled}; PR #${ref.pr.number} ${seen ? `was last seen ${r.pr?.state.toUpperCase() ?? constants/* NOT_SUBMITTED */.uI}` : 'was not read yet'}.`;
        return {
            outcome: 'error',
            errorKind: 'cancelled',
            outputs,
            summary: waitSummary(c, r),
            failure,
        };
    }
    const why = seen
        ? await (0,common_why/* whyOf */.gf)(c.client, ref, r.pr, {
            signal: c.signal,
            queue: r.queue,
            prSha: s.prSha,
            ...(0,common_why/* testBranchRunIdFor */.G5)(s.run, ref.pr.number),
        })
        : (0,common_why/* explain */.WE)(null, {});
    Object.assign(outputs, (0,common_why/* whyOutputs */.XN)(why));
    const failing = r.outcome !== 'success';
    // A failure's message (the error annotation) names the cause; a success's log says it.
    const message = `PR #${ref.pr.number}: ${r.reason}.` +
        (failing && why.reason && why.reason !== 'unknown' ? ` ${why.headline}` : '');
    // NOT_READY's reasons are the poll's own line ("Not ready: ..."): the cause's line would say
    // them again ("Why: It waits for: ..."); it is logged only when it adds something.
    const saidByPoll = r.pr?.state.toLowerCase() === 'not_ready' && why.reason !== 'unknown';
    if (!saidByPoll)
        (0,common_why/* logWhy */.FG)(c.log, why, ref.pr.number, false);
    // On failure the alert above the summary carries the message.
    const words = (0,common_estimate/* estimateWords */.ae)(estimate, c.clock.now());
    const lines = [...(words ? [words] : []), ...requeueLines];
    const md = waitSummary(c, r, r.outcome === 'success' ? message : undefined, why) +
        (0,common_estimate/* estimateSection */.Kt)(estimate, c.clock.now()) +
        (requeueLines.length ? `\n**Requeue:** ${requeueLines.join(' ')}\n` : '') +
        (seen ? await (0,pr_comment/* keepComment */.Xz)(c, r.pr, why, { lines }) : '');
    if (r.outcome === 'success') {
        c.log.info(message);
        return { outcome: 'success', outputs, summary: md };
    }
    return { outcome: r.outcome, outputs, summary: md, failure: message };
}
/** The wait's summary: the verdict, the PR as last seen, why it was not ready, the timeline. */
function waitSummary(c, r, headline, why) {
    const warning = r.selfBlockWarning ? summary/* alert */.xE('WARNING', (0,ports_text.md)(r.selfBlockWarning, 2000)) : '';
    // Cancelled before the first answer: nothing was seen, and nothing is made up.
    if (!r.timeline.length)
        return warning;
    return (warning + waitSection(r, summary/* summaryContext */.u$(c), { headline, cancelled: !!r.cancelled, why }));
}


/***/ })

};

//# sourceMappingURL=168.index.js.map