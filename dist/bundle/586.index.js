export const id = 586;
export const ids = [586];
export const modules = {

/***/ 5586:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _common_shared_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3545);
/* harmony import */ var _common_summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1918);
/** get-queue's run: reads the queue: its state, its PRs and their diagram. */



/** Runs get-queue with its settings. */
async function run(c) {
    const q = await c.client.getQueue({ repo: c.s.repo, targetBranch: c.s.targetBranch }, { signal: c.signal });
    c.log.info(`The queue for ${c.s.targetBranch} is ${q.state} (${q.mode}), with ${q.enqueuedPullRequests.length} PR(s).`);
    return {
        outcome: 'success',
        outputs: (0,_common_shared_js__WEBPACK_IMPORTED_MODULE_0__/* .queueOutputs */ .Ac)(q),
        summary: _common_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .queueSection */ .JF(q, c.s.targetBranch, _common_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .summaryContext */ .u$(c)),
    };
}


/***/ })

};

//# sourceMappingURL=586.index.js.map