export const id = 794;
export const ids = [794];
export const modules = {

/***/ 9794:
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
// EXTERNAL MODULE: ./src/inputs/constants.ts
var constants = __webpack_require__(1068);
// EXTERNAL MODULE: ./src/ports/text.ts
var ports_text = __webpack_require__(2425);
;// CONCATENATED MODULE: ./src/commands/get-queue/words.ts
/** get-queue's words, and the values its outputs say. */


/** What an output says when the service did not tell. */
const UNKNOWN = 'unknown';
/** The queue in one log line. */
function queueLine(branch, state, mode, prs) {
    return `The queue for ${branch} is ${state} (${mode}), with ${prs} PR(s).`;
}
/**
 * The queue's required checks as the `required-checks` output says them: a JSON array of the
 * names its settings require, `[]` when they require none, and `unknown` when the queue sets none
 * of its own (null: GitHub's branch protection or .trunk/trunk.yaml decides, which get-queue does
 * not read).
 */
function requiredChecksValue(statuses) {
    return statuses ? JSON.stringify(statuses) : UNKNOWN;
}
/** The queue's draft-PR setting as the `draft-prs` output says it: true, false, or unknown. */
function draftPrsValue(createsPrs) {
    return createsPrs === undefined ? UNKNOWN : String(createsPrs);
}
/** The outputs of the queue's required checks and draft-PR setting. */
function settingsOutputs(q) {
    return {
        [constants/* Outputs */.tY.RequiredChecks]: requiredChecksValue(q.requiredStatuses),
        [constants/* Outputs */.tY.DraftPrs]: draftPrsValue(q.createPrsForTestingBranches),
    };
}
/** Where the required checks come from when the queue sets none (log and summary). */
const NOT_SET = "unknown here: the queue sets none of its own, so GitHub's branch protection or .trunk/trunk.yaml decides (doctor reads them)";
/** The required checks and the draft-PR setting, one log line each. */
function settingsLines(q) {
    const r = q.requiredStatuses;
    return [
        `Required checks: ${!r ? NOT_SET : r.length ? r.join(', ') : 'none (the queue requires no check)'}.`,
        `Draft PRs: ${draftPrsText(q.createPrsForTestingBranches)}.`,
    ];
}
function draftPrsText(createsPrs) {
    if (createsPrs === undefined)
        return 'unknown (the service did not say)';
    return createsPrs
        ? 'on (the queue opens a draft PR for each test branch: its checks run on pull_request too)'
        : 'off (the queue only pushes test branches)';
}
/** The same two facts for the summary, above the queue (Markdown). */
function settingsMarkdown(q) {
    const r = q.requiredStatuses;
    const checks = !r
        ? (0,ports_text.md)(NOT_SET)
        : r.length
            ? r.map((name) => (0,ports_text/* codeSpan */.SS)(name)).join(', ')
            : 'none (the queue requires no check)';
    return `- Required checks: ${checks}\n- Draft PRs: ${(0,ports_text.md)(draftPrsText(q.createPrsForTestingBranches))}\n`;
}

;// CONCATENATED MODULE: ./src/commands/get-queue/run.ts
/**
 * get-queue's run: reads the queue: its state, its PRs and their diagram, and what it assumes of
 * the repository (its required checks, whether it opens draft PRs for its test branches).
 */




/** Runs get-queue with its settings. */
async function run(c) {
    const q = await c.client.getQueue({ repo: c.s.repo, targetBranch: c.s.targetBranch }, { signal: c.signal });
    c.log.info(queueLine(c.s.targetBranch, q.state, q.mode, q.pullRequests.length));
    for (const line of settingsLines(q))
        c.log.info(line);
    return {
        outcome: 'success',
        outputs: { ...(0,report/* queueOutputs */.Ac)(q), ...settingsOutputs(q) },
        summary: settingsMarkdown(q) +
            '\n' +
            summary/* queueSection */.JF(q, c.s.targetBranch, summary/* summaryContext */.u$(c)),
    };
}


/***/ })

};

//# sourceMappingURL=794.index.js.map