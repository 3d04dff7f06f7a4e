export const id = 990;
export const ids = [990];
export const modules = {

/***/ 9990:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3503);
/* harmony import */ var _common_shared_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3545);
/* harmony import */ var _common_summary_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1918);
/**
 * submit's run: submits the PR (a 409 for a PR already queued is the state asked for), then reads
 * it and the queue back.
 */




/** Runs submit with its settings. */
async function run(c) {
    const ref = (0,_common_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .prRef */ .Iz)(c.s);
    const before = await c.client.findSubmittedPullRequest(ref, { signal: c.signal });
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
    const pr = await c.client.findSubmittedPullRequest(ref, { signal: c.signal });
    const q = await (0,_common_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .tryGetQueue */ .zv)(c);
    const outputs = { ...(0,_common_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .prOutputs */ .Rj)(pr), ...(0,_common_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .queueOutputs */ .Ac)(q, ref.pr.number) };
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
            summary: _common_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .prSection */ .qP(pr, _common_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .summaryContext */ .u$(c)),
            failure,
        };
    }
    return {
        outcome: 'success',
        outputs,
        summary: `${intro}${stale ? ` ${stale}` : ''}\n\n${_common_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .prSection */ .qP(pr, _common_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .summaryContext */ .u$(c), (0,_common_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .positionOf */ .df)(q, ref.pr.number))}`,
    };
}


/***/ })

};

//# sourceMappingURL=990.index.js.map