export const id = 600;
export const ids = [600];
export const modules = {

/***/ 1600:
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
;// CONCATENATED MODULE: ./src/commands/create-queue/words.ts
/** create-queue's words. */
/** The queue was created. */
function created(branch) {
    return `Created the queue for ${branch}.`;
}
/** A queue was there already (the settings asked for are applied to it). */
function existed(branch, applying) {
    return `A queue for ${branch} exists already${applying ? '; applying queue-settings to it' : ''}.`;
}
/** The summary's first line when the queue was there already. */
function existedAlready(branch) {
    return `The queue for ${branch} existed already.`;
}

;// CONCATENATED MODULE: ./src/commands/create-queue/run.ts
/**
 * create-queue's run: creates the queue (a queue already there is fine) and applies queue-settings
 * to it.
 */





/** Runs create-queue with its settings. */
async function run(c) {
    const ref = { repo: c.s.repo, targetBranch: c.s.targetBranch };
    const call = { signal: c.signal };
    const settings = c.s.queueSettings ?? {};
    const { mode, concurrency, ...rest } = settings;
    let wasThere = false;
    try {
        await c.client.createQueue({ ...ref, mode, concurrency }, call);
        c.log.info(created(ref.targetBranch));
    }
    catch (e) {
        if (!(e instanceof queue.ConflictError))
            throw e;
        wasThere = true;
        c.log.notice(existed(ref.targetBranch, Object.keys(settings).length > 0));
    }
    // createQueue takes only mode and concurrency; everything else goes through updateQueue.
    const toUpdate = wasThere ? settings : rest;
    if (Object.keys(toUpdate).length)
        await c.client.updateQueue({ ...ref, ...toUpdate }, call);
    const q = await c.client.getQueue(ref, call);
    const intro = wasThere ? existedAlready(ref.targetBranch) : created(ref.targetBranch);
    return {
        outcome: 'success',
        outputs: (0,report/* queueOutputs */.Ac)(q),
        summary: `${intro}\n\n${summary/* queueSection */.JF(q, ref.targetBranch, summary/* summaryContext */.u$(c))}`,
    };
}


/***/ })

};

//# sourceMappingURL=600.index.js.map