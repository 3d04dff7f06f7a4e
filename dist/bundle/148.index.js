export const id = 148;
export const ids = [148];
export const modules = {

/***/ 8148:
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
;// CONCATENATED MODULE: ./src/commands/cancel/words.ts
/** cancel's words (the shared ones are in common/words.ts). */
/** What was not done to a merged PR (the one merged answer says the rest). */
const NOT_CANCELLED = 'nothing was cancelled';
/** A cancel whose first answer was lost, and whose retry found the PR out of the queue. */
const RECONCILED = 'The first cancel failed with an unknown outcome; the retry found the PR already out of the queue.';
/** The PR is not in the queue: there was nothing to cancel. */
function nothingToCancel(prNumber) {
    return `PR #${prNumber} is not in the queue; there was nothing to cancel.`;
}
/** The PR was taken out of the queue. */
function removed(prNumber) {
    return `PR #${prNumber} was removed from the queue.`;
}

;// CONCATENATED MODULE: ./src/commands/cancel/run.ts
/**
 * cancel's run: takes the PR out of the queue; a PR not in it is not-submitted, a merged one gets
 * the one merged answer.
 */






/** Runs cancel with its settings. */
async function run(c) {
    const ref = (0,queue.pullRequestRef)(c.s);
    const n = ref.pr.number;
    const call = { signal: c.signal };
    try {
        const r = await c.client.cancelPullRequest(ref, call);
        if (r.reconciled && r.status === 404)
            c.log.info(RECONCILED);
    }
    catch (e) {
        if (!(e instanceof queue.NotFoundError))
            throw e;
        await (0,queue.readQueueOrMissing)(c.client, c.s, call);
        const pr = await c.client.findPullRequest(ref, call);
        if (pr?.state.toLowerCase() === 'merged')
            return (0,report/* alreadyMerged */.To)(c, pr, NOT_CANCELLED);
        const text = nothingToCancel(n);
        c.log.info(text);
        return {
            outcome: 'not-submitted',
            outputs: { ...(0,report/* prOutputs */.Rj)(pr), [constants/* Outputs */.tY.IsSubmitted]: 'false' },
            summary: `${text}\n`,
        };
    }
    const pr = await c.client.findPullRequest(ref, call);
    c.log.info(removed(n));
    return {
        outcome: 'success',
        outputs: (0,report/* prOutputs */.Rj)(pr),
        summary: `${removed(n)}\n\n${summary/* prSection */.qP(pr, summary/* summaryContext */.u$(c))}`,
    };
}


/***/ })

};

//# sourceMappingURL=148.index.js.map