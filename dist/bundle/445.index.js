export const id = 445;
export const ids = [445];
export const modules = {

/***/ 445:
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
// EXTERNAL MODULE: ./src/commands/common/flaky-tests.ts
var flaky_tests = __webpack_require__(4795);
// EXTERNAL MODULE: ./src/commands/common/summary.ts
var summary = __webpack_require__(1918);
// EXTERNAL MODULE: ./src/ports/text.ts
var ports_text = __webpack_require__(2425);
;// CONCATENATED MODULE: ./src/commands/test-details/summary.ts
/** test-details' job summary: one test case's status, failures and quarantine. */



/** The details of one test. */
function testDetailsSection(t, ctx) {
    const since = (0,ports_text/* parseTime */.pe)(t.status.timestamp);
    let s = `Test ${(0,ports_text/* mdLink */.YF)((0,flaky_tests/* testName */.UU)(t), t.html_url, 300)}\n\n` +
        (0,ports_text/* mdFacts */.bC)([
            [
                'Status',
                `${(0,flaky_tests/* testStatus */.h5)(t)}${since !== undefined ? ` since ${(0,ports_text/* timeAgo */.fF)(t.status.timestamp, ctx.now)}` : ''}${t.status.reason ? `: ${(0,ports_text.md)(t.status.reason, 300)}` : ''}`,
            ],
            [
                'Failure rate',
                `${(0,flaky_tests/* percent */.KN)(t.failure_rate_last_7d)} (7 days), ${(0,flaky_tests/* percent */.KN)(t.failure_rate_last_24h)} (24 h)`,
            ],
            ['PRs impacted (7 days)', (0,ports_text.md)(t.pull_requests_impacted_last_7d)],
            ['File', (0,ports_text/* codeSpan */.SS)(t.file_path ?? '', { max: 300 })],
            ['Owners', (0,ports_text.md)(t.codeowners.join(' '))],
            ['Ticket', t.ticket ? (0,ports_text/* mdLink */.YF)(t.ticket.html_url, t.ticket.html_url) : ''],
        ]) +
        '\n';
    if (t.most_common_failures.length) {
        s +=
            '\n**Most common failures**\n\n' +
                (0,ports_text/* mdTable */.gJ)(['Failure', 'Count', 'Last seen'], t.most_common_failures.map((f) => [
                    (0,ports_text.md)(f.summary, 300),
                    (0,ports_text.md)(f.occurrence_count),
                    f.last_occurrence ? (0,ports_text/* timeAgo */.fF)(f.last_occurrence, ctx.now) : '',
                ])) +
                '\n';
    }
    return s;
}

;// CONCATENATED MODULE: ./src/commands/test-details/run.ts
/** test-details's run: reads one test case: its status, failure rates and quarantine. */






/** Runs test-details with its settings. */
async function run(c) {
    const t = await c.client.testDetails({ repo: c.s.repo, orgUrlSlug: c.s.orgUrlSlug }, c.s.testId, {
        signal: c.signal,
    });
    c.log.info(`Test ${t.name}: ${t.status.value ?? 'unknown'}${t.quarantined ? ', quarantined' : ''}, failure rate ${(0,flaky_tests/* percent */.KN)(t.failure_rate_last_7d)} (7 days).`);
    return {
        outcome: 'success',
        outputs: {
            [constants/* Outputs */.tY.TestStatus]: t.status.value ?? '',
            [constants/* Outputs */.tY.IsQuarantined]: String(t.quarantined),
            [constants/* Outputs */.tY.FailureRate]: (0,flaky_tests/* percentValue */.ht)(t.failure_rate_last_7d),
        },
        summary: testDetailsSection(t, summary/* summaryContext */.u$(c)),
    };
}


/***/ })

};

//# sourceMappingURL=445.index.js.map