export const id = 500;
export const ids = [500];
export const modules = {

/***/ 6119:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/ports/run-context.ts
var run_context = __webpack_require__(3887);
// EXTERNAL MODULE: ./src/inputs/constants.ts
var constants = __webpack_require__(1068);
// EXTERNAL MODULE: ./src/commands/common/summary.ts
var summary = __webpack_require__(1918);
// EXTERNAL MODULE: ./src/ports/text.ts
var ports_text = __webpack_require__(2425);
;// CONCATENATED MODULE: ./src/commands/testing-details/summary.ts


/** The testing in progress of one test run. */
function testingDetailsSection(d, ctx) {
    const tested = d.testedPullRequests.map((p) => {
        const link = (0,ports_text/* isLinkable */.n1)(p.url)
            ? (0,ports_text/* linkMarkdown */.k9)(`#${(0,ports_text.md)(p.number)}`, p.url)
            : (0,summary/* prLink */.jS)(ctx.repo, p.number);
        return `${link} ${(0,ports_text.md)(p.title, 80)}`.trim();
    });
    let s = (0,ports_text/* mdFacts */.bC)([
        ['Test branch', (0,ports_text/* codeSpan */.SS)(d.testBranch)],
        ['Commit', (0,summary/* commitLink */.wn)(ctx.repo, d.testBranchSha)],
        ['Status', (0,ports_text/* codeSpan */.SS)(d.status ?? 'unknown')],
        ['Started', d.createdAt ? (0,ports_text/* timeAgo */.fF)(d.createdAt, ctx.now) : ''],
        ['Tested PRs', tested.join(', ')],
        ['Required statuses', d.requiredStatuses.map((r) => (0,ports_text/* codeSpan */.SS)(r)).join(', ')],
    ]) + '\n';
    const checks = new Map();
    for (const c of d.statusChecks)
        checks.set(c.name, { state: c.state ?? '', url: c.url });
    for (const r of d.checkRuns)
        checks.set(r.name, { state: r.conclusion ?? r.status ?? '', url: r.url });
    if (checks.size) {
        s +=
            '\n' +
                (0,ports_text/* mdTable */.gJ)(['Check', 'State'], [...checks].map(([name, c]) => [
                    (0,ports_text/* mdLink */.YF)(name, c.url),
                    (0,ports_text/* codeSpan */.SS)(c.state || 'unknown', { inTable: true }),
                ])) +
                '\n';
    }
    return s;
}

;// CONCATENATED MODULE: ./src/commands/testing-details/words.ts
/** The test run in one log line: its branch, its status, the PRs it tests. */
function testRunLine(testRunId, d) {
    const prs = d.testedPullRequests.map((p) => `#${p.number}`).join(', ') || 'no PR';
    return `Test run ${testRunId} on ${d.testBranch} is ${d.status ?? 'of unknown status'}; it tests ${prs}.`;
}

;// CONCATENATED MODULE: ./src/commands/testing-details/run.ts
/** testing-details's run: reads one test run of the queue and the PRs it tests. */






/** Runs testing-details with its settings. */
async function run(c) {
    const d = await c.client.getTestRun({ repo: c.s.repo, targetBranch: c.s.targetBranch, testRunId: c.s.testRunId }, { signal: c.signal });
    c.log.info(testRunLine(c.s.testRunId, d));
    const pr = (0,run_context/* parseTestBranch */.c)(d.testBranch)?.prNumber ?? c.s.testRunPr;
    return {
        outcome: 'success',
        outputs: {
            [constants/* Outputs */.tY.TestingStatus]: d.status ?? '',
            [constants/* Outputs */.tY.PrNumber]: pr === undefined ? '' : String(pr),
        },
        summary: testingDetailsSection(d, summary/* summaryContext */.u$(c)),
    };
}


/***/ })

};

//# sourceMappingURL=500.index.js.map