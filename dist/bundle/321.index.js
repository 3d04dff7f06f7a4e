export const id = 321;
export const ids = [321];
export const modules = {

/***/ 321:
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
;// CONCATENATED MODULE: ./src/commands/restart-tests/words.ts
/** restart-tests' words (the shared ones are in common/words.ts). */
/** What was not done to a merged PR (the one merged answer says the rest). */
const NOT_RESTARTED = 'its tests were not restarted';
/** The PR is not in the queue: its tests cannot be restarted. */
function notInQueue(prNumber) {
    return `PR #${prNumber} is not in the queue, so its tests cannot be restarted (submit it first).`;
}
/** Restarted, keeping its place. */
function restarted(prNumber) {
    return `Tests of PR #${prNumber} were restarted; it keeps its place in the queue.`;
}

;// CONCATENATED MODULE: ./src/commands/restart-tests/run.ts
/**
 * restart-tests's run: restarts the tests of the PR's entry, keeping its place; a PR not in the
 * queue fails as not-submitted.
 */





/** Runs restart-tests with its settings. */
async function run(c) {
    const ref = (0,queue.pullRequestRef)(c.s);
    const n = ref.pr.number;
    const call = { signal: c.signal };
    try {
        await c.client.restartTests(ref, call);
    }
    catch (e) {
        if (!(e instanceof queue.NotFoundError))
            throw e;
        await (0,queue.readQueueOrMissing)(c.client, c.s, call);
        const pr = await c.client.findPullRequest(ref, call);
        if (pr?.state.toLowerCase() === 'merged')
            return (0,report/* alreadyMerged */.To)(c, pr, NOT_RESTARTED);
        return { outcome: 'not-submitted', outputs: (0,report/* prOutputs */.Rj)(pr), summary: '', failure: notInQueue(n) };
    }
    const pr = await c.client.findPullRequest(ref, call);
    const text = restarted(n);
    c.log.info(text);
    return {
        outcome: 'success',
        outputs: (0,report/* prOutputs */.Rj)(pr),
        summary: `${text}\n\n${summary/* prSection */.qP(pr, summary/* summaryContext */.u$(c))}`,
    };
}


/***/ })

};

//# sourceMappingURL=321.index.js.map