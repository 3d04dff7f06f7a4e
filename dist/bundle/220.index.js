export const id = 220;
export const ids = [220];
export const modules = {

/***/ 3220:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3503);
/* harmony import */ var _common_shared_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3545);
/* harmony import */ var _common_summary_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1918);
/**
 * create-queue's run: creates the queue (a queue already there is fine) and applies queue-settings
 * to it.
 */




/** Runs create-queue with its settings. */
async function run(c) {
    const ref = { repo: c.s.repo, targetBranch: c.s.targetBranch };
    const settings = c.s.queueSettings ?? {};
    const { mode, concurrency, ...rest } = settings;
    let existed = false;
    try {
        await c.client.createQueue({ ...ref, mode, concurrency }, { signal: c.signal });
        c.log.info(`Created the queue for ${ref.targetBranch}.`);
    }
    catch (e) {
        if (!(e instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ConflictError */ .fK))
            throw e;
        existed = true;
        c.log.notice(`A queue for ${ref.targetBranch} exists already${Object.keys(settings).length ? '; applying queue-settings to it' : ''}.`);
    }
    // createQueue takes only mode and concurrency; everything else goes through updateQueue.
    const toUpdate = existed ? settings : rest;
    if (Object.keys(toUpdate).length)
        await c.client.updateQueue({ ...ref, ...toUpdate }, { signal: c.signal });
    const q = await c.client.getQueue(ref, { signal: c.signal });
    const intro = existed
        ? `The queue for ${ref.targetBranch} existed already.`
        : `Created the queue for ${ref.targetBranch}.`;
    return {
        outcome: 'success',
        outputs: (0,_common_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .queueOutputs */ .Ac)(q),
        summary: `${intro}\n\n${_common_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .queueSection */ .JF(q, ref.targetBranch, _common_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .summaryContext */ .u$(c))}`,
    };
}


/***/ })

};

//# sourceMappingURL=220.index.js.map