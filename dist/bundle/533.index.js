export const id = 533;
export const ids = [533];
export const modules = {

/***/ 533:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/queue/index.ts
var queue = __webpack_require__(3115);
// EXTERNAL MODULE: ./src/commands/common/report.ts
var report = __webpack_require__(2478);
// EXTERNAL MODULE: ./src/commands/common/summary.ts
var summary = __webpack_require__(1918);
;// CONCATENATED MODULE: ./src/commands/delete-queue/words.ts
/** delete-queue's words. */
/** There is no queue: nothing to delete (not a failure). */
function nothingToDelete(branch) {
    return `There is no queue for ${branch}; nothing to delete.`;
}
/** The queue is not empty: the service refuses to delete it. */
function notEmpty(branch, prs) {
    return `The queue for ${branch} was not deleted: a queue can be deleted only when it is empty${prs ? ` and it holds ${prs} PR(s)` : ''}; cancel or merge them first.`;
}
/** The queue was deleted. */
function deleted(branch) {
    return `Deleted the queue for ${branch}.`;
}

;// CONCATENATED MODULE: ./src/commands/delete-queue/run.ts
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
        if (e instanceof queue.NotFoundError) {
            const text = nothingToDelete(ref.targetBranch);
            c.log.notice(text);
            return { outcome: 'success', outputs: {}, summary: `${text}\n` };
        }
        if (!(e instanceof queue.BadRequestError))
            throw e;
        const q = await (0,report/* queueForContext */.yZ)(c);
        return {
            outcome: 'failure',
            outputs: (0,report/* queueOutputs */.Ac)(q),
            summary: q ? summary/* queueSection */.JF(q, ref.targetBranch, summary/* summaryContext */.u$(c)) : '',
            failure: notEmpty(ref.targetBranch, q?.pullRequests.length),
        };
    }
    const text = deleted(ref.targetBranch);
    c.log.info(text);
    return { outcome: 'success', outputs: {}, summary: `${text}\n` };
}


/***/ })

};

//# sourceMappingURL=533.index.js.map