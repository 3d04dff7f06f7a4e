export const id = 62;
export const ids = [62];
export const modules = {

/***/ 4062:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/client/index.ts + 1 modules
var client = __webpack_require__(3503);
// EXTERNAL MODULE: ./src/wire/v2/schemas.ts
var schemas = __webpack_require__(494);
// EXTERNAL MODULE: ./src/inputs/constants.ts
var constants = __webpack_require__(1068);
// EXTERNAL MODULE: ./src/commands/common/summary.ts
var summary = __webpack_require__(1918);
// EXTERNAL MODULE: ./src/ports/text.ts
var ports_text = __webpack_require__(2425);
;// CONCATENATED MODULE: ./src/commands/upload-targets/summary.ts
/** upload-targets' job summary: what was sent, in how many bytes, and why ALL when it was. */




/**
 * An integer with commas between groups of three digits (20,971,520), as toLocaleString('en-US')
 * writes it, without the ~30 ms that loading the locale data costs a short-lived process.
 */
function groupDigits(n) {
    return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
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
    if (u.reason === 'oversize') {
        s += (0,summary/* alert */.xE)('WARNING', `The list would have made a request body of ${(0,client/* byteCountText */.J6)(u.listBytes)}, over the service's limit of ${(0,client/* bodyLimitText */.VF)(u.limit)}, so ${(0,ports_text/* codeSpan */.SS)('ALL')} was sent instead: this PR is treated as impacting every target.`);
    }
    else if (u.reason === 'too-many') {
        s += (0,summary/* alert */.xE)('WARNING', `The list of ${groupDigits(u.given)} targets is over the v2 API's limit of ${groupDigits(schemas/* V2_MAX_IMPACTED_TARGETS */.dX)} targets per upload, so ${(0,ports_text/* codeSpan */.SS)('ALL')} was sent instead: this PR is treated as impacting every target.`);
    }
    else if (u.reason === 'server-413') {
        s += (0,summary/* alert */.xE)('WARNING', `The service refused the list (${groupDigits(u.listBytes)} bytes) as too large (HTTP 413), so ${(0,ports_text/* codeSpan */.SS)('ALL')} was sent instead.`);
    }
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
        ? `The file of targets is longer than the request body limit of ${(0,client/* bodyLimitText */.VF)()} (reading stopped after ${(0,client/* byteCountText */.J6)(parsed.fileOverLimit)}), so its list cannot fit; sent ALL instead (every target counts as impacted).`
        : undefined;
    if (overLimit)
        c.log.warning(overLimit);
    // No count yet: repeats are dropped as the body is made, and the result says how many went.
    c.log.info(parsed.kind === 'ALL'
        ? 'Uploading ALL: the PR impacts every target.'
        : `Uploading the impacted targets (${parsed.format === 'json' ? 'JSON array' : 'one per line'}) for commit ${s.prSha.slice(0, 12)}${s.forkedWorkflowRunId ? ', as a fork run (no token)' : ''}.`);
    const r = await c.client.uploadImpactedTargets({ repo: s.repo, targetBranch: s.targetBranch, pr: { number: s.prNumber, sha: s.prSha } }, parsed.kind === 'ALL' ? 'ALL' : parsed.targets, { signal: c.signal });
    if (r.reason === 'oversize') {
        c.log.warning(`The list of ${given} targets would make a request body of ${(0,client/* byteCountText */.J6)(r.listBytes)}, over the limit of ${(0,client/* bodyLimitText */.VF)()}; sent ALL instead (every target counts as impacted).`);
    }
    else if (r.reason === 'too-many') {
        c.log.warning(`The list of ${given} targets is over the v2 API's limit of ${groupDigits(schemas/* V2_MAX_IMPACTED_TARGETS */.dX)} targets per upload; sent ALL instead (every target counts as impacted).`);
    }
    else if (r.reason === 'server-413') {
        c.log.warning('The service refused the list as too large (HTTP 413); sent ALL instead (every target counts as impacted).');
    }
    else {
        c.log.info(`Uploaded ${r.mode === 'ALL' ? 'ALL' : `${r.count} distinct target(s)${given > r.count ? ` (${given} given, repeats dropped)` : ''}`} in ${r.requestBytes} bytes.`);
    }
    return {
        outcome: 'success',
        outputs: {
            [constants/* Outputs */.tY.ImpactedTargetsMode]: r.mode,
            [constants/* Outputs */.tY.ImpactedTargetsCount]: String(r.count),
            [constants/* Outputs */.tY.RequestBytes]: String(r.requestBytes),
            [constants/* Outputs */.tY.PrSha]: s.prSha,
        },
        summary: uploadSection({ ...r, given, limit: client/* MAX_REQUEST_BODY_BYTES */.qG }) +
            (overLimit ? summary/* alert */.xE('WARNING', overLimit) : ''),
    };
}


/***/ })

};

//# sourceMappingURL=62.index.js.map