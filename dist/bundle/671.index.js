export const id = 671;
export const ids = [671];
export const modules = {

/***/ 7671:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3503);
/* harmony import */ var _common_pr_state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8622);
/* harmony import */ var _common_shared_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3545);
/* harmony import */ var _common_summary_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1918);
/**
 * restart-tests's run: restarts the tests of the PR's entry, keeping its place; a PR not in the
 * queue fails as not-submitted.
 */





/** Runs restart-tests with its settings. */
async function run(c) {
    const ref = (0,_common_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .prRef */ .Iz)(c.s);
    try {
        await c.client.restartTestsOnPullRequest(ref, { signal: c.signal });
    }
    catch (e) {
        if (!(e instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .NotFoundError */ .m_))
            throw e;
        await (0,_common_pr_state_js__WEBPACK_IMPORTED_MODULE_1__/* .readQueueOrMissing */ .Fr)(c.client, c.s, { signal: c.signal });
        const pr = await c.client.findSubmittedPullRequest(ref, { signal: c.signal });
        if (pr?.state.toLowerCase() === 'merged')
            return (0,_common_pr_state_js__WEBPACK_IMPORTED_MODULE_1__/* .alreadyMerged */ .To)(c, pr, 'its tests were not restarted');
        const failure = `PR #${ref.pr.number} is not in the queue, so its tests cannot be restarted (submit it first).`;
        return { outcome: 'not-submitted', outputs: (0,_common_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .prOutputs */ .Rj)(pr), summary: '', failure };
    }
    const pr = await c.client.findSubmittedPullRequest(ref, { signal: c.signal });
    const text = `Tests of PR #${ref.pr.number} were restarted; it keeps its place in the queue.`;
    c.log.info(text);
    return {
        outcome: 'success',
        outputs: (0,_common_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .prOutputs */ .Rj)(pr),
        summary: `${text}\n\n${_common_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .prSection */ .qP(pr, _common_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .summaryContext */ .u$(c))}`,
    };
}


/***/ })

};

//# sourceMappingURL=671.index.js.map