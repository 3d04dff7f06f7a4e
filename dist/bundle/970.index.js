export const id = 970;
export const ids = [970];
export const modules = {

/***/ 8970:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/inputs/constants.ts
var constants = __webpack_require__(1068);
// EXTERNAL MODULE: ./src/queue/index.ts
var queue = __webpack_require__(3115);
// EXTERNAL MODULE: ./src/commands/common/report.ts
var report = __webpack_require__(2478);
// EXTERNAL MODULE: ./src/commands/common/summary.ts
var summary = __webpack_require__(1918);
;// CONCATENATED MODULE: ./src/commands/rerun-failed-checks/words.ts
/** The PR is not in the queue: nothing of it to re-run. */
function notInQueue(prNumber) {
    return `PR #${prNumber} is not in the queue; there are no failed checks of it to re-run.`;
}
/** The PR is not PENDING_FAILURE: its failed checks do not re-run. */
function notPendingFailure(prNumber, state) {
    return `PR #${prNumber} is ${state.toUpperCase()}: failed checks re-run only while a PR is PENDING_FAILURE (on a queue with a pending-failure depth above 0). Nothing was sent.`;
}
/** What the re-run did. */
function rerun(prNumber, mode, r) {
    const done = r.alreadyHeld
        ? `A re-run of PR #${prNumber}'s failed checks was already asked for; nothing changed.`
        : `The failed checks of PR #${prNumber} are re-run (${mode}); it keeps its place in the queue.`;
    return done + (r.until ? ` The queue holds it until ${r.until}.` : '');
}

;// CONCATENATED MODULE: ./src/commands/rerun-failed-checks/run.ts
/**
 * rerun-failed-checks's run: re-runs the failed checks of a PR in PENDING_FAILURE (its row
 * requires the capability, which only v2 declares).
 */






/** Runs rerun-failed-checks with its settings. */
async function run(c) {
    const ref = (0,queue.pullRequestRef)(c.s);
    const n = ref.pr.number;
    const call = { signal: c.signal };
    const pr = await c.client.findPullRequest(ref, call);
    if (!pr) {
        await (0,queue.readQueueOrMissing)(c.client, c.s, call);
        return {
            outcome: 'not-submitted',
            outputs: (0,report/* prOutputs */.Rj)(null),
            summary: '',
            failure: notInQueue(n),
        };
    }
    if (pr.state.toLowerCase() !== 'pending_failure') {
        return {
            outcome: 'failure',
            outputs: (0,report/* prOutputs */.Rj)(pr),
            summary: summary/* prSection */.qP(pr, summary/* summaryContext */.u$(c)),
            failure: notPendingFailure(n, pr.state),
        };
    }
    const r = await c.client.rerunFailedChecks(ref, c.s.mode, call);
    const after = await c.client.findPullRequest(ref, call);
    const text = rerun(n, c.s.mode, r);
    c.log.info(text);
    return {
        outcome: 'success',
        outputs: { ...(0,report/* prOutputs */.Rj)(after), [constants/* Outputs */.tY.IsSubmitted]: String(!!after?.submitted) },
        summary: `${text}\n\n${summary/* prSection */.qP(after, summary/* summaryContext */.u$(c))}`,
    };
}


/***/ })

};

//# sourceMappingURL=970.index.js.map