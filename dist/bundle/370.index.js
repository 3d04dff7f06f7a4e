export const id = 370;
export const ids = [370];
export const modules = {

/***/ 1370:
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
/** rerun-failed-checks's run: re-runs the failed checks of a PR in PENDING_FAILURE (v2 only). */






/** Runs rerun-failed-checks with its settings. */
async function run(c) {
    const ref = (0,_common_shared_js__WEBPACK_IMPORTED_MODULE_3__/* .prRef */ .Iz)(c.s);
    const n = ref.pr.number;
    const pr = await c.client.findSubmittedPullRequest(ref, { signal: c.signal });
    if (!pr) {
        await (0,_common_pr_state_js__WEBPACK_IMPORTED_MODULE_2__/* .readQueueOrMissing */ .Fr)(c.client, c.s, { signal: c.signal });
        const failure = `PR #${n} is not in the queue; there are no failed checks of it to re-run.`;
        return { outcome: 'not-submitted', outputs: (0,_common_shared_js__WEBPACK_IMPORTED_MODULE_3__/* .prOutputs */ .Rj)(null), summary: '', failure };
    }
    if (pr.state.toLowerCase() !== 'pending_failure') {
        const failure = `PR #${n} is ${pr.state.toUpperCase()}: failed checks re-run only while a PR is PENDING_FAILURE (on a queue with a pending-failure depth above 0). Nothing was sent.`;
        return {
            outcome: 'failure',
            outputs: (0,_common_shared_js__WEBPACK_IMPORTED_MODULE_3__/* .prOutputs */ .Rj)(pr),
            summary: _common_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .prSection */ .qP(pr, _common_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .summaryContext */ .u$(c)),
            failure,
        };
    }
    const r = await c.client.rerunFailedChecks({ ...ref, mode: c.s.mode }, { signal: c.signal });
    const after = await c.client.findSubmittedPullRequest(ref, { signal: c.signal });
    const text = (r.alreadyHeld
        ? `A re-run of PR #${n}'s failed checks was already asked for; nothing changed.`
        : `The failed checks of PR #${n} are re-run (${c.s.mode}); it keeps its place in the queue.`) +
        (r.until ? ` The queue holds it until ${r.until}.` : '');
    c.log.info(text);
    return {
        outcome: 'success',
        outputs: {
            ...(0,_common_shared_js__WEBPACK_IMPORTED_MODULE_3__/* .prOutputs */ .Rj)(after),
            [_inputs_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Outputs */ .tY.IsSubmitted]: String(!!after?.isCurrentlySubmittedToQueue),
        },
        summary: `${text}\n\n${_common_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .prSection */ .qP(after, _common_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .summaryContext */ .u$(c))}`,
    };
}


/***/ })

};

//# sourceMappingURL=370.index.js.map