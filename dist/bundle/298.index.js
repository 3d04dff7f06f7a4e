export const id = 298;
export const ids = [298];
export const modules = {

/***/ 4298:
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
;// CONCATENATED MODULE: ./src/commands/failing-tests/summary.ts
/** failing-tests' job summary: the tests that failed in the window, most failing first. */




/** Failing tests, most failing first, flaky and quarantined marked. */
function failingTestsSection(tests, window, maxRows = 100) {
    const sorted = (0,flaky_tests/* sortByFailureRate */.aG)(tests);
    const start = (0,ports_text/* parseTime */.pe)(window.start);
    const end = (0,ports_text/* parseTime */.pe)(window.end);
    const span = start !== undefined && end !== undefined
        ? (0,ports_text/* withTitle */.ZA)(`the last ${(0,flaky_tests/* windowLength */.nF)(end - start)}`, `${(0,ports_text/* absoluteTime */.d_)(start)} to ${(0,ports_text/* absoluteTime */.d_)(end)}`)
        : `${(0,ports_text.md)(window.start)} to ${(0,ports_text.md)(window.end)}`;
    let s = `${(0,summary/* plural */.LS)(tests.length, 'test')} failed in ${span}: ${tests.filter(flaky_tests/* isFlaky */.s8).length} flaky, ${tests.filter((t) => t.quarantined).length} quarantined.\n\n`;
    if (!tests.length)
        return s;
    s += (0,ports_text/* mdTable */.gJ)(['Test', 'Failure rate 7d', 'Failure rate 24h', 'Status', 'PRs impacted 7d', 'Owners'], sorted
        .slice(0, maxRows)
        .map((t) => [
        (0,ports_text/* mdLink */.YF)((0,flaky_tests/* testName */.UU)(t), t.html_url),
        (0,flaky_tests/* percent */.KN)(t.failure_rate_last_7d),
        (0,flaky_tests/* percent */.KN)(t.failure_rate_last_24h),
        (0,flaky_tests/* testStatus */.h5)(t),
        (0,ports_text.md)(t.pull_requests_impacted_last_7d),
        (0,ports_text.md)(t.codeowners.join(' '), 80),
    ]));
    if (sorted.length > maxRows)
        s += `\n\n_…and ${sorted.length - maxRows} more._`;
    return s + '\n';
}

;// CONCATENATED MODULE: ./src/commands/failing-tests/run.ts
/**
 * failing-tests's run: lists the tests that failed in the window, with the flaky and quarantined
 * ones counted.
 */





/** Runs failing-tests with its settings. */
async function run(c) {
    const end = new Date(c.clock.now());
    const start = new Date(end.getTime() - c.s.windowHours * 3600_000);
    const window = { start: start.toISOString(), end: end.toISOString() };
    const tests = await c.client.failingTests({ repo: c.s.repo, orgUrlSlug: c.s.orgUrlSlug, testCollection: c.s.testCollection }, window, { signal: c.signal });
    const outputs = (0,flaky_tests/* testCounts */.Js)(tests);
    c.log.info(`${tests.length} test(s) failed in the last ${c.s.windowHours} h: ${outputs[constants/* Outputs */.tY.FlakyTestsCount]} flaky, ${outputs[constants/* Outputs */.tY.QuarantinedTestsCount]} quarantined.`);
    const kept = JSON.parse(outputs[constants/* Outputs */.tY.FailingTests]).length;
    if (kept < tests.length)
        c.log.warning(`The failing-tests output holds the ${kept} most failing tests of ${tests.length} (outputs are limited in size).`);
    return { outcome: 'success', outputs, summary: failingTestsSection(tests, window) };
}


/***/ })

};

//# sourceMappingURL=298.index.js.map