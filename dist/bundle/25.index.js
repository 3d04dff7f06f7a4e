export const id = 25;
export const ids = [25];
export const modules = {

/***/ 9025:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/queue/index.ts
var queue = __webpack_require__(3115);
// EXTERNAL MODULE: ./src/inputs/constants.ts
var constants = __webpack_require__(1068);
// EXTERNAL MODULE: ./src/commands/common/summary.ts
var summary = __webpack_require__(1918);
// EXTERNAL MODULE: ./src/ports/text.ts
var ports_text = __webpack_require__(2425);
// EXTERNAL MODULE: ./src/wire/v2/schemas.ts
var schemas = __webpack_require__(494);
;// CONCATENATED MODULE: ./src/commands/upload-targets/words.ts
/**
 * upload-targets' words: the log's lines and the summary's alerts, for what was sent and why ALL
 * when the list could not go.
 */



/**
 * An integer with commas between groups of three digits (20,971,520), as toLocaleString('en-US')
 * writes it, without the ~30 ms that loading the locale data costs a short-lived process.
 */
function groupDigits(n) {
    return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
const ALL_INSTEAD = 'sent ALL instead (every target counts as impacted)';
/** A file of targets longer than the body limit: ALL, unread past the limit. */
function fileOverLimit(bytesRead) {
    return `The file of targets is longer than the request body limit of ${(0,queue.bodyLimitText)()} (reading stopped after ${(0,queue.byteCountText)(bytesRead)}), so its list cannot fit; ${ALL_INSTEAD}.`;
}
/** What is about to be sent. */
function uploading(what, sha, fromFork) {
    if (what.kind === 'ALL')
        return 'Uploading ALL: the PR impacts every target.';
    const format = what.format === 'json' ? 'JSON array' : 'one per line';
    return `Uploading the impacted targets (${format}) for commit ${sha.slice(0, 12)}${fromFork ? ', as a fork run (no token)' : ''}.`;
}
/** Why ALL went instead of the list, for the log (undefined when the list went, or ALL was asked). */
function fellBackLine(r, given) {
    switch (r.reason) {
        case 'oversize':
            return `The list of ${given} targets would make a request body of ${(0,queue.byteCountText)(r.listBytes)}, over the limit of ${(0,queue.bodyLimitText)()}; ${ALL_INSTEAD}.`;
        case 'too-many':
            return `The list of ${given} targets is over the v2 API's limit of ${groupDigits(schemas/* V2_MAX_IMPACTED_TARGETS */.dX)} targets per upload; ${ALL_INSTEAD}.`;
        case 'server-413':
            return `The service refused the list as too large (HTTP 413); ${ALL_INSTEAD}.`;
        case 'requested':
        case undefined:
            return undefined;
    }
}
/** What was sent, for the log. */
function uploaded(r, given) {
    const repeats = given > r.count ? ` (${given} given, repeats dropped)` : '';
    return `Uploaded ${r.mode === 'ALL' ? 'ALL' : `${r.count} distinct target(s)${repeats}`} in ${r.requestBytes} bytes.`;
}
/** Why ALL went instead of the list, for the summary's alert (Markdown). */
function fellBackAlert(u, limit) {
    const all = (0,ports_text/* codeSpan */.SS)('ALL');
    switch (u.reason) {
        case 'oversize':
            return `The list would have made a request body of ${(0,queue.byteCountText)(u.listBytes)}, over the service's limit of ${(0,queue.bodyLimitText)(limit)}, so ${all} was sent instead: this PR is treated as impacting every target.`;
        case 'too-many':
            return `The list of ${groupDigits(u.given)} targets is over the v2 API's limit of ${groupDigits(schemas/* V2_MAX_IMPACTED_TARGETS */.dX)} targets per upload, so ${all} was sent instead: this PR is treated as impacting every target.`;
        case 'server-413':
            return `The service refused the list (${groupDigits(u.listBytes)} bytes) as too large (HTTP 413), so ${all} was sent instead.`;
        default:
            return undefined;
    }
}

;// CONCATENATED MODULE: ./src/commands/upload-targets/summary.ts
/** upload-targets' job summary: what was sent, in how many bytes, and why ALL when it was. */




/** The upload of impacted targets. */
function uploadSection(u) {
    const fellBack = u.reason === 'oversize' || u.reason === 'too-many' || u.reason === 'server-413';
    const sent = u.mode === 'ALL'
        ? `${(0,ports_text/* codeSpan */.SS)('ALL')}${fellBack ? ' instead of the list' : ''}: the PR impacts every target`
        : u.count
            ? `a list of ${(0,summary/* plural */.LS)(u.count, 'target')}`
            : 'an empty list: the PR impacts no target';
    let s = (0,ports_text/* mdFacts */.bC)([
        ['Sent', sent],
        [
            'Targets given',
            u.mode === 'list' && u.given > u.count
                ? `${groupDigits(u.given)} (repeats dropped)`
                : fellBack
                    ? groupDigits(u.given)
                    : '',
        ],
        ['Request body', `${groupDigits(u.requestBytes)} bytes (limit ${groupDigits(u.limit)})`],
    ]) + '\n';
    const fellBackWhy = fellBackAlert(u, u.limit);
    if (fellBackWhy)
        s += (0,summary/* alert */.xE)('WARNING', fellBackWhy);
    return s;
}

;// CONCATENATED MODULE: ./src/commands/upload-targets/run.ts
/** upload-targets's run: sends the PR head's impacted targets, or ALL when the list cannot fit. */






/** Runs upload-targets with its settings. */
async function run(c) {
    const s = c.s;
    const parsed = s.targets;
    const given = parsed.kind === 'ALL' ? 0 : parsed.targets.length;
    // A file longer than the body limit was not read to its end: its list cannot fit.
    const overLimit = parsed.kind === 'ALL' && parsed.fileOverLimit !== undefined
        ? fileOverLimit(parsed.fileOverLimit)
        : undefined;
    if (overLimit)
        c.log.warning(overLimit);
    // No count yet: repeats are dropped as the body is made, and the result says how many went.
    c.log.info(uploading(parsed, s.prSha, !!s.forkedWorkflowRunId));
    const r = await c.client.uploadImpactedTargets({ repo: s.repo, targetBranch: s.targetBranch, pr: { number: s.prNumber, sha: s.prSha } }, parsed.kind === 'ALL' ? 'ALL' : parsed.targets, { signal: c.signal });
    const fellBack = fellBackLine(r, given);
    if (fellBack)
        c.log.warning(fellBack);
    else
        c.log.info(uploaded(r, given));
    return {
        outcome: 'success',
        outputs: {
            [constants/* Outputs */.tY.ImpactedTargetsMode]: r.mode,
            [constants/* Outputs */.tY.ImpactedTargetsCount]: String(r.count),
            [constants/* Outputs */.tY.RequestBytes]: String(r.requestBytes),
            [constants/* Outputs */.tY.PrSha]: s.prSha,
        },
        summary: uploadSection({ ...r, given, limit: queue.MAX_REQUEST_BODY_BYTES }) +
            (overLimit ? summary/* alert */.xE('WARNING', overLimit) : ''),
    };
}


/***/ })

};

//# sourceMappingURL=25.index.js.map