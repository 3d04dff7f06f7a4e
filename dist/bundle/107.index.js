export const id = 107;
export const ids = [107];
export const modules = {

/***/ 6107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3503);
/* harmony import */ var _common_shared_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3545);
/* harmony import */ var _common_summary_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1918);
/**
 * delete-queue's run: deletes the queue; a missing one is nothing to delete, a non-empty one is
 * refused by the service.
 */




/** Runs delete-queue with its settings. */
async function run(c) {
    const ref = { repo: c.s.repo, targetBranch: c.s.targetBranch };
    try {
        await c.client.deleteQueue(ref, { signal: c.signal });
    }
    catch (e) {
        if (e instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .NotFoundError */ .m_) {
            const text = `There is no queue for ${ref.targetBranch}; nothing to delete.`;
            c.log.notice(text);
            return { outcome: 'success', outputs: {}, summary: `${text}\n` };
        }
        if (e instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .BadRequestError */ .v7) {
            const q = await (0,_common_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .tryGetQueue */ .zv)(c);
            const n = q?.enqueuedPullRequests.length;
            const failure = `The queue for ${ref.targetBranch} was not deleted: a queue can be deleted only when it is empty${n ? ` and it holds ${n} PR(s)` : ''}; cancel or merge them first.`;
            return {
                outcome: 'failure',
                outputs: (0,_common_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .queueOutputs */ .Ac)(q),
                summary: q ? _common_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .queueSection */ .JF(q, ref.targetBranch, _common_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .summaryContext */ .u$(c)) : '',
                failure,
            };
        }
        throw e;
    }
    const text = `Deleted the queue for ${ref.targetBranch}.`;
    c.log.info(text);
    return { outcome: 'success', outputs: {}, summary: `${text}\n` };
}


/***/ })

};

//# sourceMappingURL=107.index.js.map