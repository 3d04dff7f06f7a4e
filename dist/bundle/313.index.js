export const id = 313;
export const ids = [313];
export const modules = {

/***/ 9313:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _common_shared_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3545);
/* harmony import */ var _common_summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1918);



/** Runs update-queue with its settings. */
async function run(c) {
    const ref = { repo: c.s.repo, targetBranch: c.s.targetBranch };
    await c.client.updateQueue({ ...ref, ...c.s.queueSettings }, { signal: c.signal });
    const q = await c.client.getQueue(ref, { signal: c.signal });
    c.log.info(`Updated ${Object.keys(c.s.queueSettings ?? {}).join(', ')} of the queue for ${ref.targetBranch}; it is ${q.state}.`);
    return {
        outcome: 'success',
        outputs: (0,_common_shared_js__WEBPACK_IMPORTED_MODULE_0__/* .queueOutputs */ .Ac)(q),
        summary: `Updated: ${Object.keys(c.s.queueSettings ?? {})
            .map((k) => `\`${k}\``)
            .join(', ')}.\n\n${_common_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .queueSection */ .JF(q, ref.targetBranch, _common_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .summaryContext */ .u$(c))}`,
    };
}


/***/ })

};

//# sourceMappingURL=313.index.js.map