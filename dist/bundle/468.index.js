export const id = 468;
export const ids = [468];
export const modules = {

/***/ 6468:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3503);
/* harmony import */ var _common_constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7551);
/* harmony import */ var _common_pr_comment_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(136);
/* harmony import */ var _common_pr_state_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8622);
/* harmony import */ var _common_shared_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3545);
/* harmony import */ var _common_summary_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1918);
/* harmony import */ var _common_why_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2116);
/**
 * status's run: reads the PR and its queue, says why it is not ready or failed, and keeps the PR
 * comment when asked.
 */








/** Runs status with its settings. */
async function run(c) {
    const ref = (0,_common_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .prRef */ .Iz)(c.s);
    const pr = await c.client.findSubmittedPullRequest(ref, { signal: c.signal });
    // Not in the queue: a read of the queue tells a missing queue (an error) from a PR not in it.
    const q = !pr
        ? await (0,_common_pr_state_js__WEBPACK_IMPORTED_MODULE_3__/* .readQueueOrMissing */ .Fr)(c.client, c.s, { signal: c.signal })
        : !(0,_client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .isTerminalState */ .CF)(pr.state)
            ? await (0,_common_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .tryGetQueue */ .zv)(c)
            : undefined;
    const outputs = { ...(0,_common_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .prOutputs */ .Rj)(pr), ...(0,_common_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .queueOutputs */ .Ac)(q, ref.pr.number) };
    const verdict = (0,_common_pr_state_js__WEBPACK_IMPORTED_MODULE_3__/* .judge */ .S4)(pr, { waitFor: [], failOn: [], expectedSha: c.s.prSha });
    const outcome = verdict.done && (verdict.outcome === 'not-submitted' || verdict.outcome === 'stale')
        ? verdict.outcome
        : 'success';
    const line = pr
        ? `PR #${ref.pr.number} is ${pr.state.toUpperCase()}.`
        : `PR #${ref.pr.number} is not in the queue.`;
    c.log.info(line);
    const stale = (0,_common_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .staleNote */ .GT)(c, pr);
    if (stale)
        c.log.warning(stale);
    let md = `${_common_summary_js__WEBPACK_IMPORTED_MODULE_5__/* .prSection */ .qP(pr, _common_summary_js__WEBPACK_IMPORTED_MODULE_5__/* .summaryContext */ .u$(c), (0,_common_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .positionOf */ .df)(q, ref.pr.number))}${stale ? `\n${stale}\n` : ''}`;
    if (pr?.state.toLowerCase() === 'not_ready') {
        const reasons = (0,_common_pr_state_js__WEBPACK_IMPORTED_MODULE_3__/* .readinessReasons */ .mQ)(pr.readiness, c.s.prSha);
        c.log.info(`Not ready: ${reasons.join('; ')}.`);
        md += _common_summary_js__WEBPACK_IMPORTED_MODULE_5__/* .notReadySection */ .EJ(reasons);
    }
    const why = await (0,_common_why_js__WEBPACK_IMPORTED_MODULE_6__/* .whyOf */ .gf)(c.client, ref, pr, { signal: c.signal, queue: q, prSha: c.s.prSha });
    (0,_common_why_js__WEBPACK_IMPORTED_MODULE_6__/* .logWhy */ .FG)(c.log, why, ref.pr.number);
    md += _common_summary_js__WEBPACK_IMPORTED_MODULE_5__/* .whySection */ .cb(why, pr?.state);
    md += await (0,_common_pr_comment_js__WEBPACK_IMPORTED_MODULE_2__/* .keepComment */ .Xz)(c, pr, why);
    const all = { ...outputs, ...(0,_common_why_js__WEBPACK_IMPORTED_MODULE_6__/* .whyOutputs */ .XN)(why) };
    // A stale entry fails the step as wait does: its state is an old commit's, not the PR's.
    if (outcome === 'stale')
        return { outcome, outputs: all, summary: md, failure: stale };
    return { outcome, outputs: all, summary: md };
}


/***/ })

};

//# sourceMappingURL=468.index.js.map