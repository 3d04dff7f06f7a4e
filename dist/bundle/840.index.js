export const id = 840;
export const ids = [840];
export const modules = {

/***/ 840:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3503);
/* harmony import */ var _inputs_constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1068);
/* harmony import */ var _common_pr_state_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8622);
/* harmony import */ var _common_shared_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3545);
/* harmony import */ var _common_summary_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1918);
/**
 * cancel's run: takes the PR out of the queue; a PR not in it is not-submitted, a merged one gets
 * the one merged answer.
 */






/** Runs cancel with its settings. */
async function run(c) {
    const ref = (0,_common_shared_js__WEBPACK_IMPORTED_MODULE_3__/* .prRef */ .Iz)(c.s);
    try {
        const r = await c.client.cancelPullRequest(ref, { signal: c.signal });
        if (r.reconciled && r.status === 404)
            c.log.info('The first cancel failed with an unknown outcome; the retry found the PR already out of the queue.');
    }
    catch (e) {
        if (!(e instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .NotFoundError */ .m_))
            throw e;
        await (0,_common_pr_state_js__WEBPACK_IMPORTED_MODULE_2__/* .readQueueOrMissing */ .Fr)(c.client, c.s, { signal: c.signal });
        const pr = await c.client.findSubmittedPullRequest(ref, { signal: c.signal });
        if (pr?.state.toLowerCase() === 'merged')
            return (0,_common_pr_state_js__WEBPACK_IMPORTED_MODULE_2__/* .alreadyMerged */ .To)(c, pr, 'nothing was cancelled');
        const text = `PR #${ref.pr.number} is not in the queue; there was nothing to cancel.`;
        c.log.info(text);
        return {
            outcome: 'not-submitted',
            outputs: { ...(0,_common_shared_js__WEBPACK_IMPORTED_MODULE_3__/* .prOutputs */ .Rj)(pr), [_inputs_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Outputs */ .tY.IsSubmitted]: 'false' },
            summary: `${text}\n`,
        };
    }
    const pr = await c.client.findSubmittedPullRequest(ref, { signal: c.signal });
    c.log.info(`PR #${ref.pr.number} was removed from the queue.`);
    return {
        outcome: 'success',
        outputs: (0,_common_shared_js__WEBPACK_IMPORTED_MODULE_3__/* .prOutputs */ .Rj)(pr),
        summary: `PR #${ref.pr.number} was removed from the queue.\n\n${_common_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .prSection */ .qP(pr, _common_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .summaryContext */ .u$(c))}`,
    };
}


/***/ })

};

//# sourceMappingURL=840.index.js.map