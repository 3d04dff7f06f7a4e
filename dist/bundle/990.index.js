export const id = 990;
export const ids = [990];
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

/***/ 9990:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3503);
/* harmony import */ var _common_shared_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3545);
/* harmony import */ var _common_pr_state_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8622);
/* harmony import */ var _common_estimate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3722);
/* harmony import */ var _common_summary_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1918);
/**
 * submit's run: submits the PR (a 409 for a PR already queued is the state asked for), then reads
 * it and the queue back; a PR already merged gets the one merged answer, and is not submitted.
 */






/** Runs submit with its settings. */
async function run(c) {
    const ref = (0,_common_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .prRef */ .Iz)(c.s);
    const before = await c.client.findSubmittedPullRequest(ref, { signal: c.signal });
    // A merged PR is never queued again: the one answer cancel and restart-tests give too.
    if (before?.state.toLowerCase() === 'merged')
        return (0,_common_pr_state_js__WEBPACK_IMPORTED_MODULE_2__/* .alreadyMerged */ .To)(c, before, 'nothing was submitted');
    const wasQueued = !!before && before.isCurrentlySubmittedToQueue && !(0,_client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .isTerminalState */ .CF)(before.state);
    try {
        const r = await c.client.submitPullRequest({ ...ref, priority: c.s.priority, noBatch: c.s.noBatch }, { signal: c.signal });
        if (r.reconciled)
            c.log.info('The first submit failed in a way that left its outcome unknown; the PR was read back to settle it.');
    }
    catch (e) {
        // A v2-style service refuses a PR that is already queued: that is the state asked for.
        if (!(e instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ConflictError */ .fK))
            throw e;
        c.log.notice(`PR #${ref.pr.number} is already in the queue (the service answered 409).`);
    }
    // v1: the estimate comes in the same read (read below only while the PR is queued).
    const pr = await c.client.findSubmittedPullRequest(ref, { signal: c.signal }, { estimate: true });
    const q = await (0,_common_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .tryGetQueue */ .zv)(c);
    const estimate = await (0,_common_estimate_js__WEBPACK_IMPORTED_MODULE_3__/* .readEstimate */ .Dm)(c.client, ref, pr, { signal: c.signal });
    const words = (0,_common_estimate_js__WEBPACK_IMPORTED_MODULE_3__/* .estimateWords */ .ae)(estimate, c.clock.now());
    if (words)
        c.log.info(words);
    const outputs = {
        ...(0,_common_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .prOutputs */ .Rj)(pr),
        ...(0,_common_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .queueOutputs */ .Ac)(q, ref.pr.number),
        ...(0,_common_estimate_js__WEBPACK_IMPORTED_MODULE_3__/* .estimateOutputs */ .Nx)(estimate, pr ? (0,_common_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .positionOf */ .df)(q, ref.pr.number)?.position : undefined),
    };
    const intro = wasQueued
        ? `PR #${ref.pr.number} was already in the queue; its submission was renewed${c.s.priority !== undefined ? ` with priority ${c.s.priority}` : ''}.`
        : `PR #${ref.pr.number} was submitted to the queue.`;
    c.log.info(intro);
    const stale = (0,_common_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .staleNote */ .GT)(c, pr);
    if (stale)
        c.log.warning(stale);
    if (pr && (0,_client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .isTerminalState */ .CF)(pr.state)) {
        const failure = `PR #${ref.pr.number} was submitted, but the queue now shows it as ${pr.state.toUpperCase()}.`;
        return {
            outcome: 'failure',
            outputs,
            summary: _common_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .prSection */ .qP(pr, _common_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .summaryContext */ .u$(c)),
            failure,
        };
    }
    return {
        outcome: 'success',
        outputs,
        summary: `${intro}${stale ? ` ${stale}` : ''}\n\n${_common_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .prSection */ .qP(pr, _common_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .summaryContext */ .u$(c), (0,_common_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .positionOf */ .df)(q, ref.pr.number))}${(0,_common_estimate_js__WEBPACK_IMPORTED_MODULE_3__/* .estimateSection */ .Kt)(estimate, c.clock.now())}`,
    };
}


/***/ })

};

//# sourceMappingURL=990.index.js.map