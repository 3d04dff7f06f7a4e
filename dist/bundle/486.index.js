export const id = 486;
export const ids = [486];
export const modules = {

/***/ 486:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/queue/index.ts
var queue = __webpack_require__(3115);
// EXTERNAL MODULE: ./src/commands/common/report.ts
var report = __webpack_require__(2478);
// EXTERNAL MODULE: ./src/commands/common/summary.ts
var summary = __webpack_require__(1918);
// EXTERNAL MODULE: ./src/commands/common/words.ts
var common_words = __webpack_require__(3687);
;// CONCATENATED MODULE: ./src/commands/submit/words.ts
/** submit's words: its log, its summary's first line and its failure (shared ones: common/words.ts). */
/** What was not done to a merged PR (the one merged answer says the rest). */
const NOT_SUBMITTED = 'nothing was submitted';
/** A submit whose first answer was lost, settled by a read. */
const RECONCILED = 'The first submit failed in a way that left its outcome unknown; the PR was read back to settle it.';
/** The service answered 409: the PR is queued already, which is what was asked. */
function alreadyQueued(prNumber) {
    return `PR #${prNumber} is already in the queue (the service answered 409).`;
}
/** What the submit did, for the log and the summary. */
function submitted(prNumber, renewed, priority) {
    if (!renewed)
        return `PR #${prNumber} was submitted to the queue.`;
    return `PR #${prNumber} was already in the queue; its submission was renewed${priority !== undefined ? ` with priority ${priority}` : ''}.`;
}
/** Submitted, yet the queue shows the PR in a final state. */
function endedAt(prNumber, state) {
    return `PR #${prNumber} was submitted, but the queue now shows it as ${state.toUpperCase()}.`;
}

;// CONCATENATED MODULE: ./src/commands/submit/run.ts
/**
 * submit's run: submits the PR (a 409 for a PR already queued is the state asked for), then reads
 * it and the queue back; a PR already merged gets the one merged answer, and is not submitted.
 */






/** Runs submit with its settings. */
async function run(c) {
    const ref = (0,queue.pullRequestRef)(c.s);
    const n = ref.pr.number;
    const call = { signal: c.signal };
    const before = await c.client.findPullRequest(ref, call);
    // A merged PR is never queued again: the one answer cancel and restart-tests give too.
    if (before?.state.toLowerCase() === 'merged')
        return (0,report/* alreadyMerged */.To)(c, before, NOT_SUBMITTED);
    const wasQueued = (0,queue.isInQueue)(before);
    try {
        const r = await c.client.submitPullRequest({ ...ref, priority: c.s.priority, noBatch: c.s.noBatch }, call);
        if (r.reconciled)
            c.log.info(RECONCILED);
    }
    catch (e) {
        // A service that refuses a PR already queued: that is the state asked for.
        if (!(e instanceof queue.ConflictError))
            throw e;
        c.log.notice(alreadyQueued(n));
    }
    // v1: the estimate comes in the same read (read below only while the PR is queued).
    const pr = await c.client.findPullRequest(ref, call, { estimate: true });
    const q = await (0,report/* queueForContext */.yZ)(c);
    const place = (0,queue.placeIn)(q, n);
    const estimate = (0,queue.inLine)(await (0,queue.readEstimate)(c.client, ref, pr, call, { now: () => c.clock.now(), queue: q }), place.position);
    const now = (0,queue.estimateNow)(c.client, () => c.clock.now());
    const words = (0,common_words/* estimateWords */.ae)(estimate, now);
    if (words)
        c.log.info(words);
    const outputs = {
        ...(0,report/* prOutputs */.Rj)(pr),
        ...(0,report/* queueOutputs */.Ac)(q, n),
        ...(0,report/* estimateOutputs */.Nx)(estimate, pr ? place.position : undefined),
    };
    const intro = submitted(n, wasQueued, c.s.priority);
    c.log.info(intro);
    const stale = (0,report/* staleNote */.GT)(pr, c.s.prSha);
    if (stale)
        c.log.warning(stale);
    const ctx = summary/* summaryContext */.u$(c);
    if (pr && (0,queue.isTerminalState)(pr.state)) {
        const failure = endedAt(n, pr.state);
        return { outcome: 'failure', outputs, summary: summary/* prSection */.qP(pr, ctx), failure };
    }
    return {
        outcome: 'success',
        outputs,
        summary: `${intro}${stale ? ` ${stale}` : ''}\n\n${summary/* prSection */.qP(pr, ctx, place)}` +
            summary/* estimateSection */.Kt(estimate, now),
    };
}


/***/ })

};

//# sourceMappingURL=486.index.js.map