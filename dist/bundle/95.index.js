export const id = 95;
export const ids = [95];
export const modules = {

/***/ 476:
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
;// CONCATENATED MODULE: ./src/commands/update-queue/words.ts
/** update-queue's words. */
/** What was changed, for the log. */
function updatedLine(names, branch, state) {
    return `Updated ${names.join(', ')} of the queue for ${branch}; it is ${state}.`;
}
/** What was changed, for the summary's first line. */
function updatedParagraph(names) {
    return `Updated: ${names.map((k) => `\`${k}\``).join(', ')}.`;
}

;// CONCATENATED MODULE: ./src/commands/update-queue/run.ts




/** Runs update-queue with its settings. */
async function run(c) {
    const ref = { repo: c.s.repo, targetBranch: c.s.targetBranch };
    await c.client.updateQueue({ ...ref, ...c.s.queueSettings }, { signal: c.signal });
    const q = await c.client.getQueue(ref, { signal: c.signal });
    const names = Object.keys(c.s.queueSettings ?? {});
    c.log.info(updatedLine(names, ref.targetBranch, q.state));
    const section = summary/* queueSection */.JF(q, ref.targetBranch, summary/* summaryContext */.u$(c));
    return {
        outcome: 'success',
        outputs: (0,report/* queueOutputs */.Ac)(q),
        summary: `${updatedParagraph(names)}\n\n${section}`,
    };
}


/***/ })

};

//# sourceMappingURL=95.index.js.map