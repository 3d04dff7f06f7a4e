export const id = 794;
export const ids = [794];
export const modules = {

/***/ 9794:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/commands/common/report.ts
var report = __webpack_require__(2478);
// EXTERNAL MODULE: ./src/commands/common/summary.ts
var summary = __webpack_require__(1918);
;// CONCATENATED MODULE: ./src/commands/get-queue/words.ts
/** get-queue's words. */
/** The queue in one log line. */
function queueLine(branch, state, mode, prs) {
    return `The queue for ${branch} is ${state} (${mode}), with ${prs} PR(s).`;
}

;// CONCATENATED MODULE: ./src/commands/get-queue/run.ts
/** get-queue's run: reads the queue: its state, its PRs and their diagram. */




/** Runs get-queue with its settings. */
async function run(c) {
    const q = await c.client.getQueue({ repo: c.s.repo, targetBranch: c.s.targetBranch }, { signal: c.signal });
    c.log.info(queueLine(c.s.targetBranch, q.state, q.mode, q.pullRequests.length));
    return {
        outcome: 'success',
        outputs: (0,report/* queueOutputs */.Ac)(q),
        summary: summary/* queueSection */.JF(q, c.s.targetBranch, summary/* summaryContext */.u$(c)),
    };
}


/***/ })

};

//# sourceMappingURL=794.index.js.map