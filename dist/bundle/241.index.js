export const id = 241;
export const ids = [241];
export const modules = {

/***/ 3241:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/ports/text.ts
var ports_text = __webpack_require__(2425);
// EXTERNAL MODULE: ./src/queue/index.ts
var queue = __webpack_require__(3115);
// EXTERNAL MODULE: ./src/inputs/errors.ts
var errors = __webpack_require__(1318);
// EXTERNAL MODULE: ./src/inputs/constants.ts
var constants = __webpack_require__(1068);
// EXTERNAL MODULE: ./src/quarantine/file.ts
var file = __webpack_require__(2164);
;// CONCATENATED MODULE: ./src/commands/check-test-results/classify.ts



/** The unexplained-failures output's size limit (as failing-tests'). */
const MAX_UNEXPLAINED_OUTPUT_BYTES = constants/* MAX_LIST_OUTPUT_BYTES */.i3;
/**
 * The failures after the repository's quarantine file (`entries`, on the day of `nowMs`): an
 * entry in force forgives the failure it names, beside Trunk's own verdict (`forgivenBy` says
 * which forgave it); an expired entry forgives nothing and is kept to name its owner.
 */
function applyQuarantineFile(failures, entries, nowMs) {
    return failures.map((f) => {
        const m = entries.length ? (0,file/* matchQuarantine */.W1)(entries, f, nowMs) : {};
        const byFile = m.inForce !== undefined;
        const forgivenBy = f.allowed && byFile ? 'both' : f.allowed ? 'trunk' : byFile ? 'file' : undefined;
        return {
            ...f,
            allowed: f.allowed || byFile,
            ...(m.inForce ? { fileEntry: m.inForce } : {}),
            ...(m.expired ? { expiredEntry: m.expired } : {}),
            ...(forgivenBy ? { forgivenBy } : {}),
        };
    });
}
/** Indexes the service's tests by id and name; a test listed twice (by id) counts once. */
function indexTests(tests) {
    const byName = new Map();
    const byId = new Map();
    for (const t of tests) {
        const id = t.id.toLowerCase();
        if (byId.has(id))
            continue;
        byId.set(id, t);
        const list = byName.get(t.name);
        if (list)
            list.push(t);
        else
            byName.set(t.name, [t]);
    }
    return { byId, byName };
}
/** A path compared across report and service: `/` separators, no leading `./`. */
function normalPath(p) {
    return p.replace(/\\/g, '/').replace(/^(\.\/)+/, '');
}
/**
 * The same file: equal once `\\` is `/` and a leading `./` is dropped. Report paths are made
 * relative to the workspace when read; no suffix is guessed (`src/index.test.ts` is not
 * `packages/a/src/index.test.ts`).
 */
function sameFile(a, b) {
    return normalPath(a) === normalPath(b);
}
// How strongly a candidate fits: -1 when a field both sides have disagrees, else the number of
// fields both sides have and agree on.
function fit(f, t) {
    let score = 0;
    if (t.classname) {
        if (f.classname) {
            if (f.classname !== t.classname)
                return -1;
            score++;
        }
        // The parent only confirms: services and uploaders name suites less consistently.
        if (t.parent && f.suite === t.parent)
            score++;
    }
    else if (t.parent && (f.classname || f.suite)) {
        // No classname on the service's side: its parent must be the report's suite or classname.
        if (t.parent !== f.suite && t.parent !== f.classname)
            return -1;
        score++;
    }
    if (f.file && t.file_path) {
        if (!sameFile(f.file, t.file_path))
            return -1;
        score++;
    }
    return score;
}
/**
 * Both sides name a file and they differ. Only possible for an id match when the id leaves the
 * file out (Jest, see `fileInTrunkId`): the file still tells two tests apart.
 */
function fileDisagrees(f, t) {
    return f.file !== undefined && !!t.file_path && !sameFile(f.file, t.file_path);
}
const STRICTNESS = { new: 0, broken: 1, flaky: 2, quarantined: 3 };
/** The class a matched service test puts a failure in. */
function classOf(t) {
    if (t.quarantined)
        return 'quarantined';
    return t.status.value === 'flaky' ? 'flaky' : 'broken';
}
/**
 * Finds the service test a reported failure is.
 *
 * By id first: a listed test whose `id` is the failure's Trunk id (computed from the report) is
 * the match. Else by names: candidates are the service tests whose `name` equals the testcase's
 * `name` exactly. A candidate is dropped when a field both sides have disagrees: the testcase's
 * `classname` against the test's `classname` (when the test has none, its `parent` must be the
 * report's suite name or classname), and the testcase's file against `file_path` (equal after
 * `\`→`/` and dropping `./`, or one a `/`-suffix of the other, so an absolute report path fits a
 * repository-relative one); a `parent` equal to the suite name confirms. Of the rest, those
 * confirmed by the most fields win. One winner is the match; several winners are **ambiguous**:
 * the least forgiving of them is shown (broken before flaky before quarantined) and the failure
 * is never forgiven (see {@link classifyFailures}). No candidate left: the failure is `new`.
 */
function matchFailure(f, index, id) {
    // A test case without a name is no test of Trunk's: nothing can vouch for it.
    if (f.name === '')
        return { ambiguous: false, ruledOut: 0 };
    const byId = id !== undefined ? index.byId.get(id) : undefined;
    if (byId && !fileDisagrees(f, byId))
        return { test: byId, ambiguous: false, by: 'id', ruledOut: 0 };
    const candidates = index.byName.get(f.name);
    if (!candidates)
        return { ambiguous: false, ruledOut: 0 };
    let best = [];
    let bestScore = -1;
    let ruledOut = 0;
    for (const t of candidates) {
        const score = fit(f, t);
        if (score < 0)
            ruledOut++;
        if (score < 0 || score < bestScore)
            continue;
        if (score > bestScore) {
            bestScore = score;
            best = [t];
        }
        else
            best.push(t);
    }
    if (!best.length)
        return { ambiguous: false, ruledOut };
    const test = best.reduce((a, b) => (STRICTNESS[classOf(b)] < STRICTNESS[classOf(a)] ? b : a));
    return { test, ambiguous: best.length > 1, by: 'names', ruledOut };
}
/**
 * Classifies every failure against the service's tests; `idOf` gives a failure's Trunk id
 * (matched first).
 */
function classifyFailures(failures, tests, allow, idOf = () => undefined) {
    const index = indexTests(tests);
    return failures.map((f) => {
        const id = idOf(f);
        const { test, ambiguous, by, ruledOut } = matchFailure(f, index, id);
        const cls = test ? classOf(test) : 'new';
        return {
            ...f,
            ...(id !== undefined ? { id } : {}),
            class: cls,
            ...(test ? { test, matchedBy: by } : {}),
            ruledOut,
            ambiguous,
            // A name several of Trunk's tests fit equally well is no test Trunk vouches for.
            allowed: !ambiguous && allow.has(cls),
        };
    });
}
/**
 * The failures after the direct look-ups (`lookedUp`: the ids asked): those whose id the service
 * answered for take that test's class (`found`: id → test), an id beating a match by names; the
 * others keep what they had (`new`, or their match by names).
 */
function applyLookups(failures, lookedUp, found, allow) {
    return failures.map((f) => {
        if (f.id === undefined || !lookedUp.has(f.id) || f.matchedBy === 'id')
            return f;
        const test = found.get(f.id);
        if (!test || fileDisagrees(f, test))
            return { ...f, lookedUp: true };
        const cls = classOf(test);
        return {
            ...f,
            class: cls,
            test,
            matchedBy: 'lookup',
            lookedUp: true,
            ambiguous: false,
            allowed: allow.has(cls),
        };
    });
}
/**
 * Passes only when every failed test is in an allowed class and nothing failed outside test
 * cases (none at all passes).
 */
function decide(failures, outside = 0, retried = 0, retriedPolicy = 'pass') {
    const byClass = { quarantined: 0, flaky: 0, broken: 0, new: 0 };
    let unexplained = 0;
    let ambiguous = 0;
    let inFile = 0;
    let expired = 0;
    for (const f of failures) {
        // An ambiguous failure has no class: none of the tests it fits is the one that failed.
        if (f.ambiguous)
            ambiguous++;
        else
            byClass[f.class]++;
        if (!f.allowed)
            unexplained++;
        if (f.fileEntry)
            inFile++;
        else if (f.expiredEntry && !f.allowed)
            expired++;
    }
    const retriedCounted = retriedPolicy === 'fail' ? retried : 0;
    return {
        outcome: unexplained === 0 && outside === 0 && retriedCounted === 0 ? 'success' : 'failure',
        failed: failures.length + outside,
        byClass,
        unexplained,
        outside,
        ambiguous,
        inFile,
        expired,
        retriedCounted,
    };
}
/**
 * The unexplained-failures output: compact JSON of the failures outside the allowed classes, in
 * report order, cut to the first that fit in `maxBytes`. Returns the JSON and how many it holds.
 */
function unexplainedOutput(failures, maxBytes = MAX_UNEXPLAINED_OUTPUT_BYTES, outside = []) {
    const items = [
        ...outside.map((o) => ({ name: o.where, class: 'outside', report: o.report })),
        ...failures
            .filter((f) => !f.allowed)
            .map((f) => ({
            name: f.name,
            ...(f.classname ? { classname: f.classname } : {}),
            ...(f.file ? { file: f.file } : {}),
            class: f.class,
            ...(f.test ? { link: f.test.html_url } : {}),
        })),
    ];
    return { ...(0,ports_text/* jsonArrayWithin */.RJ)(items, maxBytes), total: items.length };
}
/** Every output of the gate, as strings, and how many unexplained failures the list holds. */
function gateOutputs(failures, d, maxBytes = MAX_UNEXPLAINED_OUTPUT_BYTES, passedOnRetry = 0, outside = [], retrySeconds = 0) {
    const list = unexplainedOutput(failures, maxBytes, outside);
    return {
        outputs: {
            [constants/* Outputs */.tY.FailedTestsCount]: String(d.failed),
            [constants/* Outputs */.tY.QuarantinedFailuresCount]: String(d.byClass.quarantined),
            [constants/* Outputs */.tY.RepoQuarantinedFailuresCount]: String(d.inFile),
            [constants/* Outputs */.tY.FlakyFailuresCount]: String(d.byClass.flaky),
            [constants/* Outputs */.tY.UnexplainedFailuresCount]: String(d.unexplained + d.outside),
            [constants/* Outputs */.tY.UnexplainedFailures]: list.json,
            [constants/* Outputs */.tY.PassedOnRetryCount]: String(passedOnRetry),
            [constants/* Outputs */.tY.RetrySeconds]: String(Math.round(retrySeconds * 1000) / 1000),
        },
        kept: list.kept,
        total: list.total,
    };
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/commands/check-test-results/report.ts
/**
 * The report model every format's reader fills: the tests of one report (failures, passes on a
 * retry, failures outside tests), the identity that tells two tests apart, and the text and
 * count helpers the readers share. Which format gives which field: formats/table.ts.
 */
/** The longest failure message kept (characters). */
const MAX_MESSAGE_CHARS = 300;
/** A saxes error on an XML report, said as the report's error: where, and what is wrong. */
function notWellFormedXml(report, at, e) {
    // saxes starts its message with its own `file:line:column: `: the position is said once.
    const what = e.message.replace(/^(?:[^:]*:)?\d+:\d+: /, '');
    return new report_ReportError(report, `not well-formed XML (line ${at.line}, column ${at.column}: ${what})`);
}
/** A report that cannot be read; the message names the file. */
class report_ReportError extends Error {
    report;
    constructor(report, reason) {
        super(`${report}: ${reason}`);
        this.report = report;
        this.name = 'ReportError';
    }
}
/** A file no format proves (the reader that finds it throws it; the gate says what it looks like). */
class report_UnprovedReport extends Error {
    evidence;
    constructor(evidence) {
        super(`not proved to be a test report (${evidence.kind})`);
        this.evidence = evidence;
        this.name = 'UnprovedReport';
    }
}
/**
 * The identity key of a test within one report: file, suite, classname, name and variant, and
 * (JUnit) the `<testsuite>` element it is in (`scope`): two suites of one name are two suites.
 */
function identityKey(t, scope = 0) {
    const fields = [t.suite ?? '', t.classname ?? '', t.name, t.file ?? '', t.variant ?? ''];
    return `${scope}\u0000${fields.join('\u0000')}`;
}
// A copy of a string that holds nothing else alive: the parser's strings can be slices of a
// whole 64 KiB chunk of the report.
function own(s) {
    return s.length > 12 ? Buffer.from(s, 'utf8').toString('utf8') : s;
}
/** `v`, or undefined when it is absent or empty. */
function nonEmpty(v) {
    return v !== undefined && v !== '' ? v : undefined;
}
/** A count as a report writes it: plain decimal digits, a safe integer; else undefined. */
function plainCount(v) {
    if (!/^\d{1,16}$/.test(v))
        return undefined;
    const n = Number(v);
    return Number.isSafeInteger(n) ? n : undefined;
}
/** A count in a JSON report: a non-negative safe integer, else undefined. */
function jsonCount(v) {
    return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : undefined;
}
// A `time` attribute in seconds; anything but a non-negative number counts 0.
function seconds(v) {
    const n = Number(v);
    return Number.isFinite(n) && n > 0 ? n : 0;
}
/** Jest's heading of a test file that did not run, dropped so the line after it (why) shows. */
function withoutJestHeading(s) {
    return s.replace(/^\s*●\s*Test suite failed to run\s*\n/, '');
}
/** The first non-empty line, cut to {@link MAX_MESSAGE_CHARS}. */
function oneLine(s) {
    let text = '';
    for (const l of s.split(/\r\n|\r|\n/)) {
        const t = l.trim();
        if (t) {
            text = t;
            break;
        }
    }
    return text.length > MAX_MESSAGE_CHARS ? `${text.slice(0, MAX_MESSAGE_CHARS - 1)}…` : text;
}

;// CONCATENATED MODULE: ./src/commands/check-test-results/formats/tally.ts
/**
 * The tests of a report that names each attempt's result (Go's events, CTRF, Jest's JSON, TRX),
 * folded into failures and passes on a retry the way the JUnit reader folds test cases: a test
 * that failed and then passed is flaky in this run; one that never passed is one failure with
 * its last attempt's message. Passing tests are counted, not kept.
 */

function ownTest(t) {
    return {
        name: own(t.name),
        ...(t.classname !== undefined ? { classname: own(t.classname) } : {}),
        ...(t.suite !== undefined ? { suite: own(t.suite) } : {}),
        ...(t.file !== undefined ? { file: own(t.file) } : {}),
        ...(t.line !== undefined ? { line: t.line } : {}),
        ...(t.variant !== undefined ? { variant: own(t.variant) } : {}),
        ...(t.fileInTrunkId === false ? { fileInTrunkId: false } : {}),
        report: t.report,
    };
}
/** Collects one report's attempts; {@link result} gives the report as the gate reads it. */
class TestTally {
    report;
    attempts;
    entries = new Map();
    flaky = [];
    /** Attempts seen (passed, failed, skipped). */
    tests = 0;
    skipped = 0;
    /** Failures outside any test. */
    outside = [];
    /**
     * `attempts`: entries of one identity are attempts of one test (Go's repeated `run`). False
     * for a format that records a test's retries inside its one entry (Jest, CTRF, TRX): there,
     * two entries are two tests, whatever their names.
     */
    constructor(report, attempts = true) {
        this.report = report;
        this.attempts = attempts;
    }
    /** One failed attempt of `test`. */
    fail(test, message, seconds = 0, kind = 'failure') {
        this.tests++;
        const key = this.attempts ? identityKey(test) : `#${this.tests}`;
        const e = this.entries.get(key);
        if (e) {
            e.failure.attempts++;
            e.firstMessage ??= e.failure.message;
            e.failure.message = own(message);
            e.failure.kind = kind;
            e.failedSeconds += seconds;
            e.passed = false;
            return;
        }
        this.entries.set(own(key), {
            failure: { ...ownTest(test), message: own(message), kind, attempts: 1 },
            passed: false,
            failedSeconds: seconds,
        });
    }
    /** One passing attempt of `test` (after failed ones, it passed on a retry). */
    pass(test) {
        this.tests++;
        const e = this.entries.size && this.attempts ? this.entries.get(identityKey(test)) : undefined;
        if (e)
            e.passed = true;
    }
    /** A passing attempt that is no retry (its test did not run again after it failed): counted. */
    counted() {
        this.tests++;
    }
    /** A test the report gives as passed after `failedAttempts` failed ones (one result). */
    passedAfter(test, failedAttempts, failedSeconds, message) {
        this.tests++;
        this.flaky.push({ ...ownTest(test), failedAttempts, failedSeconds, message: own(message) });
    }
    /** One test's only result, as a format that records one entry per test gives it. */
    record(test, outcome, message = '', kind = 'failure') {
        if (outcome === 'pass')
            this.pass(test);
        else if (outcome === 'skip')
            this.skip();
        else
            this.fail(test, message, 0, kind);
    }
    skip() {
        this.tests++;
        this.skipped++;
    }
    /** The report: failures, passes on a retry, and what failed outside tests. */
    result(showsOutside) {
        const failures = [];
        const passedOnRetry = [...this.flaky];
        for (const e of this.entries.values()) {
            if (!e.passed) {
                failures.push(e.failure);
                continue;
            }
            const { message, kind: _k, attempts, ...test } = e.failure;
            passedOnRetry.push({
                ...test,
                failedAttempts: attempts,
                message,
                ...(e.firstMessage !== undefined && e.firstMessage !== message
                    ? { firstMessage: e.firstMessage }
                    : {}),
                failedSeconds: e.failedSeconds,
            });
        }
        return {
            report: this.report,
            tests: this.tests,
            skipped: this.skipped,
            failures,
            passedOnRetry,
            countMismatches: [],
            outside: this.outside,
            showsOutside,
        };
    }
}

;// CONCATENATED MODULE: ./src/commands/check-test-results/formats/jest-json.ts
/**
 * Jest's `--json` output (`jest --json --outputFile=…`), and vitest's `--reporter=json`, which
 * writes the same shape with counts of its own.
 *
 * Proof: the fields each writer always writes (Jest's AggregatedResult; vitest's JsonReporter),
 * Jest's own (`numRuntimeErrorTestSuites`, `wasInterrupted`, `openHandles`) telling them apart.
 *
 * Identity, one for every Jest output (jest-junit's defaults, `--json`, jest-ctrf-json-reporter),
 * so quarantine carries over when a team switches reporters: `name` and `classname` are the
 * describe titles and the test's title joined with spaces (`{classname} {title}`, a leading space
 * when there is no describe), the suite (Trunk's parent) is the first describe title
 * (`undefined` when there is none, as jest-junit writes it), `file` the test file relative to the
 * workspace. jest-junit writes no file by default, so Trunk's id of a Jest test is computed
 * without it; the file still rules out a Trunk test whose `file_path` is another file.
 *
 * Every assertion result is one test: two of one title (`test.each` rows) are two tests. A test
 * that passed with `invocations` > 1 or `retryReasons` (`jest.retryTimes`) passed on a retry; Jest
 * does not give its failed attempts' time.
 *
 * vitest names a test as its JUnit reporter does (what a team uploads to Trunk): `name` is the
 * describe titles and the title joined with ` > `, `classname` and the suite the test file
 * (relative to the workspace, as vitest writes it relative to its root).
 *
 * Completeness: a test file that did not run (`testExecError`, or `failed` with no failed
 * assertion) is a failure outside tests; `numFailedTests`, `numFailedTestSuites` and
 * `numRuntimeErrorTestSuites` beyond what the report names, and `success: false` with nothing
 * failing named, are too. Each count as its writer defines it: Jest's `numFailedTestSuites`
 * counts test files, vitest's counts test files and `describe` blocks (its `getSuites`). A count
 * that is not a non-negative integer is an error.
 */



/** The fields vitest's JSON reporter always writes (Jest writes them too). */
const SHARED_KEYS = [
    'numTotalTestSuites',
    'numPassedTestSuites',
    'numFailedTestSuites',
    'numPendingTestSuites',
    'numTotalTests',
    'numPassedTests',
    'numFailedTests',
    'numPendingTests',
    'numTodoTests',
    'snapshot',
    'startTime',
    'success',
    'testResults',
];
/** The fields only Jest writes (its AggregatedResult, every version since 24). */
const JEST_KEYS = ['numRuntimeErrorTestSuites', 'wasInterrupted', 'openHandles'];
/** Which writer's fields a parsed JSON document has, if either's. */
function jestWriterOf(doc) {
    if (typeof doc !== 'object' || doc === null || Array.isArray(doc))
        return undefined;
    const d = doc;
    if (!Array.isArray(d.testResults) || !SHARED_KEYS.every((k) => k in d))
        return undefined;
    const jest = JEST_KEYS.filter((k) => k in d).length;
    return jest === JEST_KEYS.length ? 'jest' : jest === 0 ? 'vitest' : undefined;
}
// A count of Jest's summary: absent, or a non-negative integer; anything else is an error.
function countOf(d, key, report) {
    const v = d[key];
    if (v === undefined)
        return undefined;
    const n = jsonCount(v);
    if (n === undefined)
        throw new report_ReportError(report, `${key} is ${JSON.stringify(v)?.slice(0, 40)}, not a count (a non-negative integer)`);
    return n;
}
/** A Jest test's identity (see the module comment): the same from every Jest output. */
function jestIdentity(ancestors, title, file, report) {
    const name = `${ancestors.join(' ')} ${title}`;
    return {
        name,
        classname: name,
        suite: ancestors[0] ?? 'undefined',
        ...(file !== undefined ? { file } : {}),
        fileInTrunkId: false,
        report,
    };
}
/** A vitest test's identity, as vitest's JUnit reporter names it (see the module comment). */
function vitestIdentity(ancestors, title, file, report) {
    return {
        name: [...ancestors, title].join(' > '),
        ...(file !== undefined ? { classname: file, suite: file, file } : {}),
        fileInTrunkId: false,
        report,
    };
}
/** Reads a parsed Jest or vitest `--json` document (see {@link jestWriterOf}). */
function readJestJson(doc, report, workspace, writer = 'jest') {
    const d = doc;
    const declared = {
        tests: countOf(d, 'numFailedTests', report),
        files: countOf(d, 'numFailedTestSuites', report),
        broken: countOf(d, 'numRuntimeErrorTestSuites', report),
    };
    for (const k of ['numTotalTests', 'numPassedTests', 'numPendingTests', 'numTotalTestSuites'])
        countOf(d, k, report);
    const reader = new JestJsonReader(report, workspace, writer);
    for (const [i, raw] of d.testResults.entries())
        reader.file(raw, i);
    return reader.end(declared, d.success);
}
/** The tests of a Jest `--json` document, one test file at a time. */
class JestJsonReader {
    report;
    workspace;
    writer;
    // Each assertion result is one test: Jest records a test's retries inside it (invocations).
    tally;
    failedNamed = 0;
    failedFiles = 0;
    brokenFiles = 0;
    /** vitest: the describe blocks (within one file, by their titles) a failed test is in. */
    failedDescribes = 0;
    constructor(report, workspace, writer) {
        this.report = report;
        this.workspace = workspace;
        this.writer = writer;
        this.tally = new TestTally(report, false);
    }
    /** One entry of `testResults`: a test file and its assertion results. */
    file(raw, i) {
        if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
            throw new report_ReportError(this.report, `testResults[${i}] is not a test file object`);
        const f = raw;
        const path = typeof f.name === 'string' ? f.name : `testResults[${i}]`;
        const rel = (0,external_node_path_.relative)(this.workspace, path);
        const shownPath = rel && !rel.startsWith('..') && !(0,external_node_path_.isAbsolute)(rel) ? rel : path;
        const file = typeof f.name === 'string' && f.name !== '' ? shownPath : undefined;
        const assertions = Array.isArray(f.assertionResults) ? f.assertionResults : [];
        let failedHere = 0;
        const describes = new Set();
        for (const [j, a] of assertions.entries()) {
            const failed = this.assertion(a, `testResults[${i}].assertionResults[${j}]`, file);
            if (failed === undefined)
                continue;
            failedHere++;
            // Every describe block around a failed test failed: its titles' prefixes, within the file.
            for (let k = 1; k <= failed.length; k++)
                describes.add(JSON.stringify(failed.slice(0, k)));
        }
        this.failedDescribes += describes.size;
        const execError = f.testExecError;
        if (failedHere || execError || f.status === 'failed')
            this.failedFiles++;
        if (!execError && !(f.status === 'failed' && failedHere === 0))
            return;
        this.brokenFiles++;
        const why = typeof execError?.message === 'string' && execError.message.trim()
            ? execError.message
            : withoutJestHeading(typeof f.message === 'string' ? f.message : '');
        this.tally.outside.push({
            report: this.report,
            where: `test file ${shownPath}`,
            message: oneLine(why) || 'the test file failed without a failing test',
        });
    }
    /** One assertion result; when it failed, its describe titles. */
    assertion(raw, at, file) {
        if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
            throw new report_ReportError(this.report, `${at} is not a test object`);
        const a = raw;
        const ancestors = Array.isArray(a.ancestorTitles)
            ? a.ancestorTitles.filter((x) => typeof x === 'string')
            : [];
        const title = typeof a.title === 'string' ? a.title : '';
        const identity = this.writer === 'vitest' ? vitestIdentity : jestIdentity;
        const id = identity(ancestors, title, file, this.report);
        if (a.status === 'passed') {
            const invocations = typeof a.invocations === 'number' ? a.invocations : 1;
            const reasons = Array.isArray(a.retryReasons) ? a.retryReasons : [];
            const last = reasons.at(-1);
            if (invocations > 1 || reasons.length)
                this.tally.passedAfter(id, Math.max(invocations - 1, reasons.length), 0, oneLine(typeof last === 'string' ? last : ''));
            else
                this.tally.pass(id);
            return undefined;
        }
        if (JEST_SKIPPED.has(a.status)) {
            this.tally.skip();
            return undefined;
        }
        this.failedNamed++;
        const messages = Array.isArray(a.failureMessages) ? a.failureMessages : [];
        // A status Jest does not write: the gate cannot tell it passed.
        const message = a.status === 'failed'
            ? oneLine(typeof messages[0] === 'string' ? messages[0] : '')
            : `status ${JSON.stringify(a.status)?.slice(0, 40)} (not passed)`;
        this.tally.fail(id, message);
        return ancestors;
    }
    /** The report, its declared counts checked against what it names. */
    end(declared, success) {
        const beyond = (what, count, named, noun) => {
            if (count !== undefined && count > named)
                this.tally.outside.push({
                    report: this.report,
                    where: 'the run',
                    message: `${what} is ${count}, the report names ${named} ${noun}`,
                });
        };
        beyond('numFailedTests', declared.tests, this.failedNamed, 'failed test(s)');
        if (this.writer === 'vitest')
            beyond('numFailedTestSuites', declared.files, this.failedFiles + this.failedDescribes, 'failed test file(s) and describe block(s)');
        else
            beyond('numFailedTestSuites', declared.files, this.failedFiles, 'failed test file(s)');
        beyond('numRuntimeErrorTestSuites', declared.broken, this.brokenFiles, 'test file(s) that did not run');
        if (success === false && !this.failedNamed && !this.tally.outside.length)
            this.tally.outside.push({
                report: this.report,
                where: 'the run',
                message: 'success is false, and the report names nothing that failed',
            });
        return this.tally.result(true);
    }
}
// Jest's statuses of a test that did not run.
const JEST_SKIPPED = new Set(['pending', 'skipped', 'todo', 'disabled']);
/** Jest's `--json` row of the format table. */
const jestJsonFormat = {
    label: 'Jest --json',
    provedBy: 'a JSON document (one line or many) with the fields Jest always writes: `numFailedTestSuites`, `numFailedTests`, `numPassedTestSuites`, `numPassedTests`, `numPendingTestSuites`, `numPendingTests`, `numRuntimeErrorTestSuites`, `numTodoTests`, `numTotalTestSuites`, `numTotalTests`, `openHandles`, `snapshot`, `startTime`, `success`, `testResults`, `wasInterrupted`',
    writtenBy: '`jest --json --outputFile=reports/jest.json`',
    reading: {
        family: 'json',
        proves: (doc) => jestWriterOf(doc) === 'jest',
        read: (doc, ctx) => readJestJson(doc, ctx.shown, ctx.workspace, 'jest'),
    },
    identity: "one for every Jest output: name = classname = describe titles and title joined by spaces, parent = first describe title (`undefined` without one), as jest-junit's defaults; file = the test file, relative to the workspace (Trunk's id leaves it out, as jest-junit's default does; a Trunk test with another `file_path` is another test); each assertion result is one test",
    retries: '`invocations` > 1 or `retryReasons` (`jest.retryTimes`)',
    attemptWriters: [],
    completeness: 'a file with `testExecError` or failed with no failed test; `numFailedTests`, `numFailedTestSuites`, `numRuntimeErrorTestSuites` beyond what it names; `success: false` with nothing failing named; a count that is not a non-negative integer is an error',
    showsOutside: true,
};
/** vitest's `--reporter=json` row of the format table. */
const vitestJsonFormat = {
    label: 'vitest --reporter=json',
    provedBy: "a JSON document (one line) with the fields vitest's JSON reporter always writes (`numTotalTestSuites`, `numPassedTestSuites`, `numFailedTestSuites`, `numPendingTestSuites`, `numTotalTests`, `numPassedTests`, `numFailedTests`, `numPendingTests`, `numTodoTests`, `snapshot`, `startTime`, `success`, `testResults`) and none of Jest's own (`numRuntimeErrorTestSuites`, `wasInterrupted`, `openHandles`)",
    writtenBy: '`vitest run --reporter=json --outputFile=reports/vitest.json`',
    reading: {
        family: 'json',
        proves: (doc) => jestWriterOf(doc) === 'vitest',
        read: (doc, ctx) => readJestJson(doc, ctx.shown, ctx.workspace, 'vitest'),
    },
    identity: "as vitest's JUnit reporter names a test: name = describe titles and title joined by ` > `, classname = parent = the test file (relative to the workspace; Trunk's id leaves the file out, as vitest's JUnit default does); each assertion result is one test",
    retries: "none (vitest's JSON does not record a retry)",
    attemptWriters: [],
    completeness: 'a file `failed` with no failed test (it did not load); `numFailedTests` beyond the failed tests named, `numFailedTestSuites` (vitest counts test files and `describe` blocks) beyond the failed files and describe blocks named; `success: false` with nothing failing named; a count that is not a non-negative integer is an error',
    showsOutside: true,
};

;// CONCATENATED MODULE: ./src/commands/check-test-results/formats/ctrf.ts
/**
 * CTRF (Common Test Report Format, ctrf.io): `{ "results": { "tool", "summary", "tests" } }`.
 *
 * Identity: `name` is the test's `name`, `classname` its `suite` (a list of suites is joined with
 * ` > `), `file` its `filePath`, the variant its `browser`, `device` and `parameters`; no parent.
 * A report of jest-ctrf-json-reporter (`tool.name` "jest") is named as every Jest output is (see
 * jest-json.ts): its suite `file > describe > ...` gives the describe titles.
 *
 * Every entry is one test (CTRF records a test's retries inside it). Status `failed` and `other`
 * fail; `skipped` and `pending` do not run; a test `passed` with `retries` > 0, failed
 * `retryAttempts` or `flaky: true` passed on a retry, its failed `retryAttempts` giving the cost.
 *
 * Completeness: the summary's `failed` (+ `other`) beyond the tests named is a failure outside
 * tests. A summary is trusted to show a test file that did not load only when its producer fills
 * it from the whole run: jest-ctrf-json-reporter counts the tests it names and nothing else.
 */




/** The counts CTRF's schema requires of `results.summary`. */
const SUMMARY_COUNTS = ['tests', 'passed', 'failed', 'pending', 'skipped', 'other'];
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/**
 * Whether a parsed JSON document is a CTRF report: what CTRF's schema requires and every CTRF
 * writer writes, `results.tool.name`, `results.summary` with its counts, `results.tests`.
 */
function isCtrf(doc) {
    const r = isObject(doc) ? doc.results : undefined;
    if (!isObject(r) || !Array.isArray(r.tests))
        return false;
    if (!isObject(r.tool) || typeof r.tool.name !== 'string')
        return false;
    const summary = r.summary;
    return isObject(summary) && SUMMARY_COUNTS.every((k) => k in summary);
}
/** CTRF producers whose summary counts only the tests they name (`tool.name`), and why. */
// A Map: a tool named like an Object property (`constructor`) is no tool of it.
const CTRF_PARTIAL_SUMMARY = new Map([
    [
        'jest',
        'jest-ctrf-json-reporter counts only the tests it names: a test file that fails to load is in ' +
            'neither its tests nor its summary; use jest --json',
    ],
]);
const str = (v) => (typeof v === 'string' && v !== '' ? v : undefined);
const num = (v) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0);
// jest-ctrf-json-reporter writes Jest's todo/disabled tests as `other`, with Jest's own status.
const NOT_RUN_RAW = new Set(['todo', 'disabled', 'pending', 'skipped']);
// The variant fields a CTRF test records: entries differing in one are different tests.
function variantOf(t) {
    const parts = [];
    if (str(t.browser))
        parts.push(`browser=${t.browser}`);
    if (str(t.device))
        parts.push(`device=${t.device}`);
    if (t.parameters !== undefined && t.parameters !== null)
        parts.push(`parameters=${JSON.stringify(t.parameters)}`);
    return parts.length ? parts.join(' ') : undefined;
}
/** A CTRF test's identity (see the module comment). */
function ctrfIdentity(t, jest, report, workspace) {
    const suiteList = Array.isArray(t.suite)
        ? t.suite.filter((s) => typeof s === 'string')
        : typeof t.suite === 'string' && t.suite !== ''
            ? t.suite.split(' > ')
            : [];
    const suite = suiteList.join(' > ') || undefined;
    let file = str(t.filePath);
    if (file !== undefined && workspace && (0,external_node_path_.isAbsolute)(file)) {
        const rel = (0,external_node_path_.relative)(workspace, file);
        if (rel && !rel.startsWith('..') && !(0,external_node_path_.isAbsolute)(rel))
            file = rel;
    }
    let id;
    if (jest && suiteList.length) {
        // "file > describe > ...": the describe titles; the name is Jest's fullName.
        const ancestors = suiteList.slice(1);
        const joined = ancestors.join(' ');
        const title = joined && t.name.startsWith(`${joined} `) ? t.name.slice(joined.length + 1) : t.name;
        id = jestIdentity(ancestors, title, file, report);
    }
    else
        id = {
            name: t.name,
            ...(suite !== undefined ? { classname: suite } : {}),
            ...(file !== undefined ? { file } : {}),
            report,
        };
    const line = typeof t.line === 'number' && Number.isInteger(t.line) && t.line > 0 ? t.line : 0;
    if (line)
        id.line = line;
    const variant = variantOf(t);
    if (variant !== undefined)
        id.variant = variant;
    return id;
}
/** A test `passed` with retries recorded: passed on a retry; else a plain pass. */
function passed(tally, t, id) {
    const attempts = Array.isArray(t.retryAttempts) ? t.retryAttempts : [];
    const failedAttempts = attempts.filter((a) => a?.status !== 'passed');
    const retries = Math.max(num(t.retries), failedAttempts.length, t.flaky === true ? 1 : 0);
    if (retries === 0)
        return tally.pass(id);
    const seconds = failedAttempts.reduce((s, a) => s + num(a?.duration) / 1000, 0);
    const last = failedAttempts.at(-1);
    tally.passedAfter(id, retries, seconds, oneLine(str(last?.message) ?? ''));
}
/** The tests of a CTRF report, and how many failed (status `failed`) or ended `other`. */
function readTests(results, jest, report, workspace) {
    const tally = new TestTally(report, false);
    let failed = 0;
    let other = 0;
    for (const [i, raw] of results.tests.entries()) {
        if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
            throw new report_ReportError(report, `results.tests[${i}] is not a test object`);
        const t = raw;
        if (typeof t.name !== 'string')
            throw new report_ReportError(report, `results.tests[${i}] has no name (a string)`);
        const id = ctrfIdentity(t, jest, report, workspace);
        const status = typeof t.status === 'string' ? t.status : '';
        if (status === 'failed' || (status === 'other' && !NOT_RUN_RAW.has(str(t.rawStatus) ?? ''))) {
            if (status === 'failed')
                failed++;
            else
                other++;
            const message = oneLine(str(t.message) ?? str(t.trace) ?? '');
            const shown = message || (status === 'other' ? 'status other (not passed)' : '');
            tally.fail(id, shown, num(t.duration) / 1000);
        }
        else if (status === 'passed')
            passed(tally, t, id);
        else if (status === 'skipped' || status === 'pending' || status === 'other') {
            if (status === 'other')
                other++;
            tally.skip();
        }
        else
            throw new report_ReportError(report, `results.tests[${i}] has status ${JSON.stringify(t.status)?.slice(0, 40)}; ` +
                "CTRF's are passed, failed, skipped, pending and other");
    }
    return { tally, failed, other };
}
/** A count of the summary: absent, or a non-negative integer; anything else is an error. */
function summaryCount(summary, k, report) {
    const v = summary?.[k];
    if (v === undefined)
        return undefined;
    const n = jsonCount(v);
    if (n === undefined)
        throw new report_ReportError(report, `results.summary.${k} is ${JSON.stringify(v)?.slice(0, 40)}, not a count (a non-negative integer)`);
    return n;
}
/** Reads a parsed CTRF document (see {@link isCtrf}). */
function readCtrf(doc, report, workspace = '') {
    const results = doc.results;
    const tool = typeof results.tool?.name === 'string' ? results.tool.name : '';
    const jest = tool === 'jest';
    const { tally, failed: namedFailed, other: namedOther, } = readTests(results, jest, report, workspace);
    const summary = results.summary;
    for (const k of ['tests', 'passed', 'skipped', 'pending'])
        summaryCount(summary, k, report);
    const failed = summaryCount(summary, 'failed', report);
    const other = summaryCount(summary, 'other', report);
    // `other` counts tests CTRF cannot call passed; jest's todo tests are among them, so only
    // `failed` is compared for jest.
    const declared = failed === undefined && other === undefined
        ? undefined
        : (failed ?? 0) + (jest ? 0 : (other ?? 0));
    const named = jest ? namedFailed : namedFailed + namedOther;
    if (declared !== undefined && declared > named)
        tally.outside.push({
            report,
            where: 'the run',
            message: `the summary counts ${declared} failed test(s), the report names ${named}`,
        });
    const r = tally.result(declared !== undefined && !CTRF_PARTIAL_SUMMARY.has(tool));
    const partial = CTRF_PARTIAL_SUMMARY.get(tool);
    if (partial !== undefined)
        r.outsideHint = partial;
    return r;
}
/** CTRF's row of the format table. */
const ctrfFormat = {
    label: 'CTRF JSON',
    provedBy: "a JSON document with what CTRF's schema requires: `results.tool.name`, `results.summary` with `tests`, `passed`, `failed`, `pending`, `skipped`, `other`, and `results.tests`",
    writtenBy: '`jest-ctrf-json-reporter`, `playwright-ctrf-json-reporter`, …',
    reading: {
        family: 'json',
        proves: isCtrf,
        read: (doc, ctx) => readCtrf(doc, ctx.shown, ctx.workspace),
    },
    identity: "name, classname = `suite` (a list joined by ` > `), file = `filePath`, variant = `browser`, `device`, `parameters` (entries differing in one are two tests); jest-ctrf-json-reporter's entries named as Jest's (above)",
    retries: '`retries` > 0, failed `retryAttempts` or `flaky: true` on a passed test',
    attemptWriters: [],
    completeness: "status `failed` and `other` fail (Jest's todo, written as `other` with `rawStatus`, does not); the summary's `failed` (+ `other`) beyond the tests named; a summary shows a file that did not load only when its producer fills it from the whole run: jest-ctrf-json-reporter's does not (use jest --json); a count that is not a non-negative integer is an error",
    showsOutside: true,
};

;// CONCATENATED MODULE: ./src/commands/check-test-results/formats/lines.ts
/**
 * The line stream base: a report written one record a line (Go's test2json events) is split
 * into lines here, each handed to its format's reader. Only each new piece is searched for line
 * ends (searching the unfinished line again with each piece made one long line cost time
 * squared: 32 MB, 22 s); a line longer than the bound is an error naming the report.
 */

/** The longest line read as one record: 64 MiB (a test's output line that long is not judged). */
const lines_MAX_LINE_CHARS = 64 * 1024 * 1024;
/** Reads one line stream report with its format's reader. */
class lines_LineReport {
    format;
    record;
    reader;
    shown;
    maxLineChars;
    rest = '';
    lineNo = 0;
    constructor(format, 
    /** What one line is, for the message on a line too long. */
    record, reader, shown, maxLineChars = lines_MAX_LINE_CHARS) {
        this.format = format;
        this.record = record;
        this.reader = reader;
        this.shown = shown;
        this.maxLineChars = maxLineChars;
    }
    write(chunk) {
        let start = 0;
        for (let nl = chunk.indexOf('\n'); nl !== -1; nl = chunk.indexOf('\n', start)) {
            const piece = chunk.slice(start, nl);
            if (this.rest) {
                const whole = this.rest + piece;
                this.rest = '';
                this.reader.line(whole, ++this.lineNo);
            }
            else
                this.reader.line(piece, ++this.lineNo);
            start = nl + 1;
        }
        if (start < chunk.length) {
            this.rest += chunk.slice(start);
            if (this.rest.length > this.maxLineChars)
                throw new report_ReportError(this.shown, `line ${this.lineNo + 1} is longer than ${this.maxLineChars.toLocaleString('en-US')} ` +
                    `characters, which the gate does not read as one ${this.record}`);
        }
    }
    end() {
        if (this.rest)
            this.reader.line(this.rest, ++this.lineNo);
        this.rest = '';
        return { format: this.format, report: this.reader.end() };
    }
}

;// CONCATENATED MODULE: ./src/commands/check-test-results/formats/go-json.ts
/**
 * Go's `go test -json` stream (and gotestsum's `--jsonfile`, the same events): one JSON event a
 * line, read a line at a time.
 *
 * Proof: every line is an event of test2json's shape (an object with a string `Action`, its other
 * fields typed as test2json writes them), with or without `Package`, or the text line Go writes
 * for a package that did not build; a stream's first line must be one of these. Plain `go test`
 * output (`ok …`, `--- FAIL: …`), or its stderr written into the report, is refused naming the
 * line. Events without `Package` (`go tool test2json -t ./pkg.test`, without `-p`) are one
 * package.
 *
 * Identity, as gotestsum's JUnit report gives it: `classname` and suite (Trunk's parent) are the
 * package's import path (none for events without `Package`), `name` is the test's name
 * (`TestX/sub` for a subtest); no file.
 *
 * Failures outside tests: a package whose `fail` event follows no failed test of its own (a
 * panic in `init` or `TestMain`, a timeout outside a test), a `build-fail` event (Go 1.24+), and
 * the plain-text `FAIL <pkg> [build failed]` (or `[setup failed]`) line older Go writes into the
 * stream. A test that ran and never ended (the `-timeout` panic kills it unreported) and a
 * package whose run never ends (a stream cut short, go test killed) are failures outside tests.
 * So is a package in which a test panicked: a panic ends the test binary, and the tests after it
 * never ran (unknown, never a pass), whatever becomes of the test that panicked (forgiving it,
 * quarantined, must not forgive the package).
 *
 * Attempts: the same test run again in one package (`-count`, gotestsum `--rerun-fails`); its
 * last result counts (fail, pass, fail is failed). One that failed and then passed was flaky in
 * this run; its failed attempts' `Elapsed` is the retry's cost. An attempt is a `run` again: a
 * pass after a failure with no `run` between is no retry, and the test stays failed.
 */



/** The actions test2json writes (Go 1.24 added the build events, Go 1.25 `attr`). */
const GO_ACTIONS = new Set([
    'start',
    'run',
    'pause',
    'cont',
    'pass',
    'bench',
    'fail',
    'output',
    'skip',
    'build-output',
    'build-fail',
    'attr',
]);
const STRING_FIELDS = ['Time', 'Package', 'Test', 'Output', 'ImportPath'];
/**
 * Whether `v` is an event of test2json's shape: an object with a string `Action`, and each field
 * test2json writes of its type. `known`: only an action test2json is known to write.
 */
function isGoEvent(v, known = false) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    const e = v;
    if (typeof e.Action !== 'string' || (known && !GO_ACTIONS.has(e.Action)))
        return false;
    if (e.Elapsed !== undefined && typeof e.Elapsed !== 'number')
        return false;
    return STRING_FIELDS.every((k) => e[k] === undefined || typeof e[k] === 'string');
}
/** The text line Go before 1.24 writes into the stream for a package that did not build. */
const BUILD_FAILED = /^FAIL\s+(\S+)\s+\[(build failed|setup failed)\]$/;
/** How a package is named: its import path; events without `Package` are the test binary's. */
function packageName(pkg) {
    return pkg === '' ? 'the test binary (events without Package)' : `package ${pkg}`;
}
// A failure's message: Go's `file_test.go:12: ...` line when there is one.
const LOCATED = /^\s+\S+\.go:\d+: /;
/**
 * An import path without the ` [pkg.test]` go adds for a test build: from the first ` [` of a
 * path that ends in `]`, as `/ \[.*\]$/` read it, which took time squared on a long line.
 */
function withoutTestSuffix(path) {
    const at = path.endsWith(']') ? path.indexOf(' [') : -1;
    return at < 0 ? path : path.slice(0, at);
}
/** The first names of a set, for a message. */
function firstNames(names) {
    return `${[...names].slice(0, 3).join(', ')}${names.size > 3 ? ', …' : ''}`;
}
/** A reader of one `go test -json` report, a line at a time (lines.ts feeds it). */
class GoTestJsonReader {
    report;
    tally;
    /** Per package: failed tests since its last package-level event. */
    failedInPackage = new Map();
    /** Per running test (`pkg\0test`): the best message line so far. */
    messages = new Map();
    /** Per package: its output's last lines (for a failure outside tests). */
    packageOutput = new Map();
    failedOutside = new Set();
    /** Per package with a run under way: its tests that started and have not ended. */
    running = new Map();
    /** Per package with a run under way: the first test whose output shows a panic. */
    panicked = new Map();
    constructor(report) {
        this.report = report;
        this.tally = new TestTally(report);
    }
    /** Ends the stream and gives the report. */
    end() {
        // A package whose run never ended: the stream was cut short (or go test was killed), or a
        // panic ended a test binary run without -p (test2json writes no package result then).
        for (const [pkg, tests] of this.running) {
            const panicked = this.panicked.get(pkg);
            if (panicked !== undefined && !tests.size) {
                this.panicEnded(pkg, panicked);
                continue;
            }
            const under = tests.size
                ? `; ${tests.size} test(s) started and never ended (${firstNames(tests)})`
                : '';
            this.tally.outside.push({
                report: this.report,
                where: packageName(pkg),
                message: `the stream ends before the package's result (cut short, or go test was killed)${under}`,
            });
        }
        this.running.clear();
        return this.tally.result(true);
    }
    line(raw, lineNo) {
        const l = raw.trim();
        if (!l)
            return;
        if (!l.startsWith('{')) {
            const m = BUILD_FAILED.exec(l);
            if (!m)
                throw new report_ReportError(this.report, `line ${lineNo} is not an event of go test -json: ${JSON.stringify(l.slice(0, 80))} ` +
                    '(plain go test output, or its stderr, written into the report?)');
            this.packageFailed(m[1], m[2]);
            return;
        }
        let e;
        try {
            e = JSON.parse(l);
        }
        catch {
            throw new report_ReportError(this.report, `line ${lineNo} is not a JSON event of go test -json`);
        }
        if (!isGoEvent(e))
            throw new report_ReportError(this.report, `line ${lineNo} is JSON but not an event of go test -json (no string Action, or a field of another type)`);
        this.event(e);
    }
    event(e) {
        if (e.Action === 'build-fail' && e.ImportPath !== undefined) {
            this.packageFailed(withoutTestSuffix(e.ImportPath), 'build failed');
            return;
        }
        // A build event (Go 1.24+) names its package by ImportPath; any other event without Package
        // is the one package of a test binary's stream.
        if (e.Package === undefined && e.ImportPath !== undefined)
            return;
        const pkg = e.Package ?? '';
        const test = e.Test !== undefined && e.Test !== '' ? e.Test : undefined;
        if (test === undefined) {
            if (e.Action === 'start' || e.Action === 'run')
                this.runningIn(pkg);
            this.packageEvent(pkg, e.Action, e.Output);
        }
        else
            this.testEvent(pkg, test, e);
    }
    testEvent(pkg, test, e) {
        const id = pkg === ''
            ? { name: test, report: this.report }
            : { name: test, classname: pkg, suite: pkg, report: this.report };
        const key = `${pkg}\u0000${test}`;
        const ended = () => {
            this.messages.delete(key);
            this.running.get(pkg)?.delete(test);
        };
        switch (e.Action) {
            case 'output': {
                if (e.Output === undefined)
                    return;
                // `panic: ` at the start of a line: the runtime's, never a t.Log line (indented).
                if (e.Output.startsWith('panic: ') && !this.panicked.has(pkg))
                    this.panicked.set(pkg, test);
                const known = this.messages.get(key);
                if (LOCATED.test(e.Output) && (known === undefined || !LOCATED.test(known)))
                    this.messages.set(key, e.Output);
                return;
            }
            case 'run':
                this.messages.delete(key);
                this.runningIn(pkg).add(test);
                return;
            case 'pass': {
                // Only a test that ran (again) passes, on a retry after a failure; one that ended and
                // was not run since is counted, never a retry.
                const ran = this.running.get(pkg)?.has(test) === true;
                ended();
                if (ran)
                    this.tally.pass(id);
                else
                    this.tally.counted();
                return;
            }
            case 'skip':
                ended();
                this.tally.skip();
                return;
            case 'fail': {
                const message = oneLine(this.messages.get(key) ?? `--- FAIL: ${test}`);
                ended();
                const seconds = e.Elapsed !== undefined && e.Elapsed > 0 ? e.Elapsed : 0;
                this.tally.fail(id, message, seconds);
                this.failedInPackage.set(pkg, (this.failedInPackage.get(pkg) ?? 0) + 1);
                return;
            }
        }
    }
    runningIn(pkg) {
        let tests = this.running.get(pkg);
        if (!tests)
            this.running.set(pkg, (tests = new Set()));
        return tests;
    }
    packageEvent(pkg, action, output) {
        if (action === 'output' && output !== undefined) {
            const t = output.trim();
            // The first line of a panic or an error is the one that says why.
            if (t && !/^(FAIL|ok|PASS|exit status)\b/.test(t) && !this.packageOutput.has(pkg))
                this.packageOutput.set(pkg, t);
            return;
        }
        if (action !== 'pass' && action !== 'fail' && action !== 'skip')
            return;
        // Tests that started and never ended (the -timeout panic kills them unreported): failures
        // outside the named tests, whatever the package's own result says.
        const unended = this.running.get(pkg);
        this.running.delete(pkg);
        const panicked = this.panicked.get(pkg);
        this.panicked.delete(pkg);
        if (panicked !== undefined && !unended?.size)
            this.panicEnded(pkg, panicked);
        if (unended?.size) {
            const why = this.packageOutput.get(pkg);
            for (const test of unended)
                this.tally.outside.push({
                    report: this.report,
                    where: `test ${test} in ${packageName(pkg)}`,
                    message: `started and never ended${why !== undefined ? ` (${oneLine(why)})` : ''}`,
                });
            this.failedInPackage.delete(pkg);
            this.packageOutput.delete(pkg);
            return;
        }
        if (action === 'skip')
            return;
        const failedTests = this.failedInPackage.get(pkg) ?? 0;
        this.failedInPackage.delete(pkg);
        const why = this.packageOutput.get(pkg);
        this.packageOutput.delete(pkg);
        if (action === 'fail' && failedTests === 0 && !this.failedOutside.has(pkg))
            this.packageFailed(pkg, why ?? 'failed outside its tests');
    }
    // A panic ended the package's test binary: the tests after the one that panicked never ran.
    panicEnded(pkg, test) {
        if (this.failedOutside.has(pkg))
            return;
        this.failedOutside.add(pkg);
        this.tally.outside.push({
            report: this.report,
            where: packageName(pkg),
            message: `${test} panicked, which ends the package's run: the tests after it never ran`,
        });
    }
    packageFailed(pkg, why) {
        if (this.failedOutside.has(pkg))
            return;
        this.failedOutside.add(pkg);
        this.tally.outside.push({ report: this.report, where: packageName(pkg), message: oneLine(why) });
    }
}
/** A `go test -json` stream's reader on the line base (lines.ts). */
function goTestJsonStream(report, maxLineChars = MAX_LINE_CHARS) {
    return new LineReport('go-json', 'event of go test -json', new GoTestJsonReader(report), report, maxLineChars);
}
// Go's events each start with one of these keys; Jest, vitest and CTRF documents never do.
const GO_EVENT_START = /^\{\s*"(Time|Action|Package|ImportPath|Test)"\s*:/;
/**
 * Whether a stream's first line proves it is go test -json's: an event of test2json's shape with
 * an action test2json writes, or Go's text line for a package that did not build.
 */
function provesGoTestJson(first) {
    const s = first.trim();
    if (BUILD_FAILED.test(s))
        return true;
    if (!GO_EVENT_START.test(s))
        return false;
    try {
        return isGoEvent(JSON.parse(s), true);
    }
    catch {
        // a pretty-printed document's first line is not JSON on its own
        return false;
    }
}
/** go test -json's row of the format table. */
const goTestJsonFormat = {
    label: 'go test -json',
    provedBy: "every line an event of test2json's shape (an object with a string `Action`, its fields typed as test2json writes them; with or without `Package`), or Go's text `FAIL <pkg> [build failed]`; the first line an event of an action test2json writes, or that text",
    writtenBy: '`go test -json ./... > reports/go.json`, `gotestsum --jsonfile reports/go.json`',
    reading: {
        family: 'lines',
        proves: provesGoTestJson,
        reader: (ctx) => new GoTestJsonReader(ctx.shown),
    },
    identity: "classname = parent = the package's import path, name = the test's (`TestX/sub`), as gotestsum's JUnit; events without `Package` (`go tool test2json -t`) are one package, with no classname",
    retries: 'none inside one event',
    attemptWriters: [
        {
            name: '`go test -count`',
            recognisedBy: "every go test -json stream: a test's `run` event again after it failed (a pass with no `run` between is no retry)",
        },
        {
            name: 'gotestsum `--rerun-fails`',
            recognisedBy: "every go test -json stream: a test's `run` event again after it failed",
        },
    ],
    completeness: "a package's `fail` with no failed test (a panic in `init`/`TestMain`), `build-fail` events and the text `FAIL … [build failed]` line; a test that ran and never ended (the `-timeout` panic); a test that panicked (the tests after it never ran: the package fails, even when the test is forgiven); a package whose run never ends (a stream cut short)",
    showsOutside: true,
};

// EXTERNAL MODULE: ./node_modules/saxes/saxes.js
var saxes = __webpack_require__(9800);
;// CONCATENATED MODULE: ./src/commands/check-test-results/formats/xml.ts
/**
 * The XML base: every XML report is read here, with saxes, a strict streaming parser wired once
 * for all XML formats. The document is never built; a report that is not well-formed is refused;
 * entities are never expanded or fetched (a DOCTYPE that declares any is refused outright). The
 * root element decides the format: the first row whose reading proves it reads the rest; a root
 * no row proves is refused, naming what it looks like.
 */


/** Reads one XML report of any XML format among `rows` (see the module comment). */
class xml_XmlReport {
    ctx;
    rows;
    parser = new saxes/* SaxesParser */.wT({
        xmlns: false,
        position: true,
    });
    reader;
    format;
    first = true;
    constructor(ctx, rows) {
        this.ctx = ctx;
        this.rows = rows;
        const p = this.parser;
        p.on('error', (e) => {
            throw notWellFormedXml(ctx.shown, p, e);
        });
        p.on('doctype', (text) => {
            if (/<!ENTITY/i.test(text))
                throw new report_ReportError(ctx.shown, 'its DOCTYPE declares entities; a test report needs none, and entities are never expanded or fetched');
        });
        p.on('opentag', (tag) => (this.reader ?? this.root(tag)).open(tag));
        p.on('closetag', (tag) => this.reader?.close(tag));
        p.on('text', (t) => this.reader?.text(t));
        p.on('cdata', (t) => this.reader?.text(t));
    }
    /** Where the parser is (a reader's messages say the line). */
    get at() {
        return this.parser;
    }
    write(chunk) {
        if (this.first) {
            this.first = false;
            if (chunk.charCodeAt(0) === 0xfeff)
                chunk = chunk.slice(1);
        }
        this.parser.write(chunk);
    }
    end() {
        this.parser.close();
        if (!this.reader || this.format === undefined)
            throw new report_UnprovedReport({ kind: 'xml-without-root' });
        return { format: this.format, report: this.reader.end() };
    }
    // The row that proves the root reads the document.
    root(tag) {
        for (const [format, row] of this.rows) {
            const r = row.reading;
            if (r.family !== 'xml' || !r.proves(tag))
                continue;
            this.format = format;
            this.reader = r.reader(tag, this.ctx, this.parser);
            return this.reader;
        }
        throw new report_UnprovedReport({
            kind: 'xml',
            root: tag.name,
            ...(tag.attributes.xmlns !== undefined ? { namespace: tag.attributes.xmlns } : {}),
        });
    }
}
/** A count attribute of `tag`: absent (0), or a plain non-negative integer; else an error. */
function countAttribute(report, tag, attribute, at) {
    const v = tag.attributes[attribute];
    if (v === undefined)
        return 0;
    const n = plainCount(v);
    if (n !== undefined)
        return n;
    const named = tag.attributes.name !== undefined ? ` name=${JSON.stringify(tag.attributes.name)}` : '';
    throw new report_ReportError(report, `<${tag.name}${named}> has ${attribute}=${JSON.stringify(v.slice(0, 40))} (line ${at.line}), ` +
        'not a count (a plain non-negative integer)');
}
/** A count attribute of `tag` that may be absent (undefined then); otherwise as {@link countAttribute}. */
function optionalCount(report, tag, attribute, at) {
    return tag.attributes[attribute] === undefined
        ? undefined
        : countAttribute(report, tag, attribute, at);
}
/** The text of one element being read (a `<message>`), kept to its first line, cut short. */
class TextCapture {
    text;
    /** Starts keeping the text read from now on. */
    start() {
        this.text = '';
    }
    add(t) {
        if (this.text !== undefined && this.text.length < MAX_CAPTURED)
            this.text += t.slice(0, MAX_CAPTURED);
    }
    /** The first line of what was kept (undefined when nothing was started), and stops keeping. */
    take() {
        const text = this.text;
        this.text = undefined;
        return text === undefined ? undefined : oneLine(text);
    }
}
/** The most text kept of one element: a message is one line, cut to MAX_MESSAGE_CHARS after. */
const MAX_CAPTURED = 1200;

;// CONCATENATED MODULE: ./src/commands/check-test-results/formats/junit.ts


// The most body text read for a message (a captured log can be most of a report's bytes).
const MAX_BODY_CHARS = 4 * MAX_MESSAGE_CHARS;
/** A test case kept (a failure, a flaky pass): its own copy, fields in the model's order. */
function keptTest(c) {
    const t = c.test;
    const copy = { name: own(t.name) };
    if (t.classname !== undefined)
        copy.classname = own(t.classname);
    if (t.suite !== undefined)
        copy.suite = own(t.suite);
    if (t.file !== undefined)
        copy.file = own(t.file);
    const line = Number(c.line);
    if (Number.isInteger(line) && line > 0)
        copy.line = line;
    copy.report = t.report;
    return copy;
}
/** Whether `attributes` are exactly `names`, in this order (as one writer's code writes them). */
function exactly(attributes, names) {
    const keys = Object.keys(attributes);
    return keys.length === names.length && keys.every((k, i) => k === names[i]);
}
/** The writers whose repeated test cases are attempts (an allow-list; see the module comment). */
const JUNIT_ATTEMPT_WRITERS = [
    {
        name: 'gotestsum `--rerun-fails`',
        recognisedBy: 'a `<testsuite>` whose `<properties>` hold `go.version`',
        recognises: (s) => s.properties.has('go.version'),
    },
    {
        name: "Gradle's test-retry",
        recognisedBy: 'a root `<testsuite>` with exactly the attributes Gradle writes, in its order: `name`, `tests`, `skipped`, `failures`, `errors`, `timestamp`, `hostname`, `time`',
        recognises: (s) => s.root &&
            exactly(s.attributes, [
                'name',
                'tests',
                'skipped',
                'failures',
                'errors',
                'timestamp',
                'hostname',
                'time',
            ]),
    },
    {
        name: 'Marathon',
        recognisedBy: 'a root `<testsuite name="common">` with exactly the attributes Marathon writes, in its order: `name`, `tests`, `failures`, `errors`, `skipped`, `time`, `timestamp`',
        recognises: (s) => s.root &&
            s.attributes.name === 'common' &&
            exactly(s.attributes, [
                'name',
                'tests',
                'failures',
                'errors',
                'skipped',
                'time',
                'timestamp',
            ]),
    },
];
const FAILURE_TAGS = new Set(['failure', 'error']);
const RERUN_TAGS = new Set(['rerunFailure', 'rerunError']);
const FLAKY_TAGS = new Set(['flakyFailure', 'flakyError']);
// The elements the reader knows, by their lower-case local name: a `<Failure>` or `<j:failure>`
// is read as the `<failure>` it means, never skipped as an unknown element.
const KNOWN_TAGS = new Map([
    'testsuites',
    'testsuite',
    'testcase',
    'skipped',
    ...FAILURE_TAGS,
    ...RERUN_TAGS,
    ...FLAKY_TAGS,
].map((t) => [t.toLowerCase(), t]));
/** A tag's name as the reader knows it (see KNOWN_TAGS); other names unchanged. */
function tagName(name) {
    // The usual case first: a name already as the reader knows it (compared, not hashed: this
    // runs twice per element), or a plain lower-case one.
    switch (name) {
        case 'testcase':
        case 'testsuite':
        case 'testsuites':
        case 'failure':
        case 'error':
        case 'skipped':
        case 'rerunFailure':
        case 'rerunError':
        case 'flakyFailure':
        case 'flakyError':
            return name;
    }
    if (!name.includes(':') && name === name.toLowerCase() && !KNOWN_TAGS.has(name))
        return name;
    const local = name.slice(name.lastIndexOf(':') + 1).toLowerCase();
    return KNOWN_TAGS.get(local) ?? name;
}
/**
 * A streaming reader of one JUnit report on the XML base (xml.ts feeds it every element). Throws
 * a {@link ReportError} naming the report when a count is not a count or a test case holds
 * another: a report that cannot be read never counts as zero failures.
 *
 * The report is read once: a pass counts only after a failure of its identity (the last attempt
 * counts), so a passing case is checked against the failures' names, and only on a hit against
 * the exact key; nothing is kept per passing case.
 */
class JUnitReader {
    report;
    at;
    onFailure;
    suites = [];
    current;
    caseTest = {
        name: '',
        classname: undefined,
        suite: undefined,
        file: undefined,
        report: '',
    };
    depth = 0;
    /** `<testsuite>` elements opened so far (each one's scope). */
    scopes = 0;
    /** Repeated test cases of one identity are attempts in the suite of the case being read. */
    attempts = false;
    /** Text of the `<failure>`/`<error>`/flaky element being read, when it has no message. */
    body;
    /** A suite-level `<failure>`/`<error>` being read (outside any test case). */
    suiteError;
    failed = new Map();
    /** The names of the failures seen: a passing case builds its key only when its name is one. */
    failedNames = new Set();
    flakyPasses = new Map();
    outsideFiles = new Set();
    out;
    constructor(report, at, 
    /** Called at each failing test case read (see ReadContext.onFailure). */
    onFailure) {
        this.report = report;
        this.at = at;
        this.onFailure = onFailure;
        this.caseTest.report = report;
        this.out = {
            report,
            tests: 0,
            skipped: 0,
            failures: [],
            passedOnRetry: [],
            countMismatches: [],
            outside: [],
            showsOutside: false,
        };
    }
    /** What the report holds. */
    end() {
        for (const entry of this.failed.values()) {
            if (entry.passed) {
                const f = entry.failure;
                this.out.passedOnRetry.push({
                    ...testOf(f),
                    failedAttempts: f.attempts,
                    message: f.message,
                    ...(entry.firstMessage !== undefined && entry.firstMessage !== f.message
                        ? { firstMessage: entry.firstMessage }
                        : {}),
                    failedSeconds: entry.failedSeconds,
                });
            }
            else
                this.out.failures.push(entry.failure);
        }
        for (const [key, p] of this.flakyPasses)
            if (!this.failed.has(key))
                this.out.passedOnRetry.push(p);
        return this.out;
    }
    open(tag) {
        this.depth++;
        const name = tagName(tag.name);
        if (this.depth === 1)
            this.openRoot(tag, name);
        if (name === 'testsuite' || (name === 'testsuites' && this.depth === 1))
            this.openSuite(tag, name);
        else if (name === 'testcase')
            this.openCase(tag);
        else if (name === 'property' && !this.current)
            this.openProperty(tag);
        else if (this.current)
            this.openResult(tag, name, this.current);
        else if (FAILURE_TAGS.has(name))
            this.openSuiteError(tag);
    }
    text(t) {
        const b = this.body;
        if (!b || b.text.length >= MAX_BODY_CHARS)
            return;
        b.text += t.slice(0, MAX_BODY_CHARS - b.text.length);
    }
    close(tag) {
        this.depth--;
        const c = this.current;
        const name = tagName(tag.name);
        // The usual case first: the end of a test case (its children's elements were closed).
        if (name === 'testcase' && c) {
            this.current = undefined;
            this.endCase(c);
            return;
        }
        if (FAILURE_TAGS.has(name) || FLAKY_TAGS.has(name) || RERUN_TAGS.has(name)) {
            this.closeResult(tag, c);
            return;
        }
        if (name === 'testsuite' || (name === 'testsuites' && this.depth === 0))
            this.closeSuite();
    }
    openRoot(tag, name) {
        if (name === 'testsuites' && nonEmpty(tag.attributes.name) === 'jest tests')
            this.out.outsideHint =
                'jest-junit leaves out test files that fail to load unless reportTestSuiteErrors is true ' +
                    '(JEST_JUNIT_REPORT_TEST_SUITE_ERRORS=true); or use jest --json';
    }
    openSuite(tag, name) {
        if (this.current)
            throw new report_ReportError(this.report, `a <${tag.name}> inside the <testcase> ${JSON.stringify(this.current.test.name)} ` +
                `(line ${this.at.line}); a test case holds no suites`);
        const a = tag.attributes;
        const parent = this.suites.at(-1);
        const declared = a.failures !== undefined || a.errors !== undefined
            ? this.count(tag, 'failures') + this.count(tag, 'errors')
            : undefined;
        for (const k of ['tests', 'skipped', 'disabled'])
            this.count(tag, k);
        this.suites.push({
            root: name === 'testsuites',
            scope: ++this.scopes,
            name: name === 'testsuite' ? nonEmpty(a.name) : (nonEmpty(a.name) ?? '<testsuites>'),
            file: nonEmpty(a.file) ?? nonEmpty(a.filepath) ?? parent?.file,
            ...(declared !== undefined ? { declared } : {}),
            named: 0,
            elements: 0,
            evidence: {
                root: this.depth === 1 && name === 'testsuite',
                attributes: a,
                properties: new Map(),
            },
        });
    }
    // A `<property>` of the suite being read (the evidence of its writer, until it is decided).
    openProperty(tag) {
        const evidence = this.suites.at(-1)?.evidence;
        const name = tag.attributes.name;
        if (evidence && name !== undefined && evidence.properties.size < 1000)
            evidence.properties.set(name, tag.attributes.value ?? '');
    }
    // Whether the test cases of one identity in the suite at `i` are attempts: in a suite of a
    // writer known to write them (or inside one), decided once, at its first test case.
    attemptsIn(i) {
        const suite = this.suites[i];
        if (!suite)
            return false;
        if (suite.attempts === undefined) {
            const evidence = suite.evidence;
            suite.attempts =
                this.attemptsIn(i - 1) || JUNIT_ATTEMPT_WRITERS.some((w) => w.recognises(evidence));
            suite.evidence = undefined;
        }
        return suite.attempts;
    }
    openCase(tag) {
        if (this.current)
            throw new report_ReportError(this.report, `a <testcase> inside the <testcase> ${JSON.stringify(this.current.test.name)} ` +
                `(line ${this.at.line}); the gate cannot tell which test a result inside it belongs to`);
        const a = tag.attributes;
        const suite = this.suites.at(-1);
        this.attempts = this.attemptsIn(this.suites.length - 1);
        const test = this.caseTest;
        test.name = a.name ?? '';
        test.classname = nonEmpty(a.classname);
        test.suite = suite && !suite.root ? suite.name : undefined;
        test.file = nonEmpty(a.file) ?? nonEmpty(a.filepath) ?? suite?.file;
        this.current = {
            test,
            line: a.line,
            scope: suite?.scope ?? 0,
            reruns: 0,
            flaky: 0,
            flakySeconds: 0,
            skipped: false,
            elements: 0,
            time: a.time,
        };
    }
    // A `<failure>`/`<error>` of a suite itself: something broke outside its test cases.
    openSuiteError(tag) {
        const suite = this.suites.at(-1);
        if (!suite || this.suiteError)
            return;
        this.suiteError = { where: `suite ${JSON.stringify(suite.name ?? '(unnamed)')}` };
        const message = nonEmpty(tag.attributes.message);
        if (message !== undefined)
            this.suiteError.message = oneLine(message);
        else
            this.body = { text: '', target: 'suite' };
    }
    // A result element inside a test case: a failure, a Surefire rerun or flaky run, a skip.
    openResult(tag, name, c) {
        const message = nonEmpty(tag.attributes.message);
        if (FAILURE_TAGS.has(name)) {
            c.elements++;
            // A test case with both counts once, as its first (a failure before an error).
            if (c.kind !== undefined)
                return;
            c.kind = name;
            if (message !== undefined)
                c.message = oneLine(message);
            else
                this.body = { text: '', target: 'failure' };
        }
        else if (RERUN_TAGS.has(name)) {
            // Surefire: a rerun that failed. With no <failure> beside it the test never passed.
            c.reruns++;
            if (c.rerunKind !== undefined)
                return;
            c.rerunKind = name === 'rerunFailure' ? 'failure' : 'error';
            if (message !== undefined)
                c.rerunMessage = oneLine(message);
            else
                this.body = { text: '', target: 'rerun' };
        }
        else if (FLAKY_TAGS.has(name)) {
            c.flaky++;
            c.flakySeconds += seconds(tag.attributes.time);
            if (message !== undefined) {
                c.flakyMessage = oneLine(message);
                c.flakyFirstMessage ??= c.flakyMessage;
            }
            else
                this.body = { text: '', target: 'flaky' };
        }
        else if (name === 'skipped')
            c.skipped = true;
    }
    // A count attribute of a suite: absent, or a plain non-negative integer. Anything else is an
    // error naming the report: garbage in a count never reads as 0.
    count(tag, attribute) {
        return countAttribute(this.report, tag, attribute, this.at);
    }
    closeResult(tag, c) {
        if (this.body) {
            const message = oneLine(withoutJestHeading(this.body.text));
            if (this.body.target === 'suite' && this.suiteError)
                this.suiteError.message = message;
            else if (c && this.body.target === 'failure')
                c.message = message;
            else if (c && this.body.target === 'rerun')
                c.rerunMessage = message;
            else if (c)
                c.flakyMessage = message;
            this.body = undefined;
        }
        if (!c && this.suiteError && FAILURE_TAGS.has(tagName(tag.name))) {
            this.out.outside.push({
                report: this.report,
                where: own(this.suiteError.where),
                message: own(this.suiteError.message || `a suite-level <${tag.name}>`),
            });
            this.suiteError = undefined;
        }
    }
    closeSuite() {
        const s = this.suites.pop();
        if (!s)
            return;
        if (s.declared !== undefined && s.declared > Math.max(s.named, s.elements)) {
            this.out.countMismatches.push({
                suite: s.name ?? '(unnamed)',
                declared: s.declared,
                named: s.named,
            });
        }
        const parent = this.suites.at(-1);
        if (parent) {
            parent.named += s.named;
            parent.elements += s.elements;
        }
    }
    endCase(c) {
        this.out.tests++;
        // Surefire's <rerunFailure> with no <failure>: every run failed (no flaky pass recorded).
        if (c.kind === undefined && c.rerunKind !== undefined) {
            c.kind = c.rerunKind;
            c.message = c.rerunMessage;
            c.reruns--;
            c.elements++;
        }
        if (c.kind === undefined) {
            if (c.skipped)
                this.out.skipped++;
            // A nameless test case is no identity: it is never an attempt of another one.
            else if (c.test.name !== '')
                this.endPassingCase(c);
            return;
        }
        const suite = this.suites.at(-1);
        if (suite) {
            suite.named++;
            suite.elements += c.elements;
        }
        // jest-junit's case for a test file that failed to run (reportTestSuiteErrors): no test of
        // Trunk's, a file that did not load.
        if (c.test.classname === 'Test suite failed to run')
            this.endUnloadedFile(c);
        else
            this.endFailingCase(c, c.kind);
    }
    endPassingCase(c) {
        // A pass after a failure of the same test: it passed on a retry (a later failure undoes it).
        if (this.attempts && this.failedNames.has(c.test.name)) {
            const entry = this.failed.get(identityKey(c.test, c.scope));
            if (entry)
                entry.passed = true;
        }
        if (c.flaky === 0)
            return;
        const key = own(identityKey(c.test, c.scope));
        const pass = {
            ...keptTest(c),
            failedAttempts: c.flaky,
            message: own(c.flakyMessage ?? ''),
            ...(c.flakyFirstMessage !== undefined && c.flakyFirstMessage !== c.flakyMessage
                ? { firstMessage: own(c.flakyFirstMessage) }
                : {}),
            failedSeconds: c.flakySeconds,
        };
        if (!this.flakyPasses.has(key))
            this.flakyPasses.set(key, pass);
        else if (!this.attempts)
            this.flakyPasses.set(`${key}\u0000#${this.out.tests}`, pass);
    }
    endUnloadedFile(c) {
        if (this.outsideFiles.has(c.test.name))
            return;
        this.outsideFiles.add(own(c.test.name));
        this.out.outside.push({
            report: this.report,
            where: `test file ${own(c.test.name)}`,
            message: own(c.message || 'Test suite failed to run'),
        });
    }
    endFailingCase(c, kind) {
        this.onFailure?.();
        // A nameless case, or any case where repeated cases are not attempts: a test of its own.
        const alone = c.test.name === '' || !this.attempts;
        const key = own(alone
            ? `${identityKey(c.test, c.scope)}\u0000#${this.out.tests}`
            : identityKey(c.test, c.scope));
        const attempts = 1 + c.reruns;
        const entry = this.failed.get(key);
        if (entry) {
            entry.failedSeconds += seconds(c.time);
            entry.failure.attempts += attempts;
            entry.firstMessage ??= entry.failure.message;
            entry.failure.message = own(c.message ?? '');
            entry.failure.kind = kind;
            // A later failure undoes an earlier pass: fail, pass, fail is failed.
            entry.passed = false;
            return;
        }
        this.failed.set(key, {
            failure: { ...keptTest(c), message: own(c.message ?? ''), kind, attempts },
            passed: false,
            failedSeconds: seconds(c.time),
        });
        if (!alone)
            this.failedNames.add(own(c.test.name));
    }
}
function testOf(f) {
    const { message: _m, kind: _k, attempts: _a, ...test } = f;
    return test;
}
/** Reads one JUnit report held in a string (as the gate reads a file of it). */
function parseJUnitReport(xml, report) {
    const reader = new XmlReport({ shown: report, workspace: '' }, [['junit', junitFormat]]);
    reader.write(xml);
    return reader.end().report;
}
/** JUnit XML's row of the format table. */
const junitFormat = {
    label: 'JUnit XML',
    provedBy: 'root `<testsuites>`/`<testsuite>`',
    writtenBy: 'pytest `--junitxml`, jest-junit, vitest, mocha-junit-reporter, Surefire, Gradle, gotestsum `--junitfile`, Marathon, @web/test-runner, Bazel',
    reading: {
        family: 'xml',
        proves: (root) => root.name === 'testsuites' || root.name === 'testsuite',
        reader: (_root, ctx, at) => new JUnitReader(ctx.shown, at, ctx.onFailure),
    },
    identity: "the `<testsuite>` element it is in (two suites of one name are two suites), suite name (Trunk's parent), `classname`, `name`, `file`/`filepath`; `<Failure>`, `<j:failure>` are `<failure>`; a `<testcase>` inside another is an error",
    retries: "Surefire's `flakyFailure`/`flakyError` (passed on a rerun) and `rerunFailure`/`rerunError` (with no `<failure>`: failed every run)",
    attemptWriters: JUNIT_ATTEMPT_WRITERS,
    completeness: "each suite's `failures` + `errors` against the failing test cases it names (more is an error); a count that is not a plain non-negative integer is an error; failures outside tests only if the writer reports them: say so with `complete:`",
    showsOutside: false,
};

;// CONCATENATED MODULE: ./src/commands/check-test-results/formats/nunit.ts



/** How the gate reads each result NUnit 3 writes. */
// A Map, not an object: a result named like an Object property (`constructor`) is no result.
const RESULTS = new Map([
    ['Passed', 'pass'],
    ['Warning', 'pass'],
    ['Skipped', 'skip'],
    ['Inconclusive', 'skip'],
    ['Failed', 'fail'],
]);
/** A result as NUnit writes it on a suite or the run: `Failed`, or `Failed(Child)` (Unity's). */
const failed = (result) => /^Failed\b/.test(result ?? '');
/** A reader of one NUnit 3 report on the XML base (xml.ts feeds it every element). */
class NUnitReader {
    report;
    at;
    tally;
    suites = [];
    current;
    /** The `<failure>` or `<reason>` element being read, and its `<message>`'s text. */
    within;
    capture = new TextCapture();
    declaredFailed;
    runResult;
    runRead = false;
    named = 0;
    constructor(report, at) {
        this.report = report;
        this.at = at;
        this.tally = new TestTally(report, false);
    }
    open(tag) {
        const a = tag.attributes;
        switch (tag.name) {
            case 'test-run':
                // Only the root: one inside it would replace the run's result and counts.
                if (this.runRead)
                    throw new report_ReportError(this.report, `a <test-run> inside the <test-run> (line ${this.at.line}); NUnit 3 writes one, the root`);
                this.runRead = true;
                this.runResult = a.result;
                this.declaredFailed = this.count(tag, 'failed');
                for (const k of ['testcasecount', 'total', 'passed', 'inconclusive', 'skipped'])
                    this.count(tag, k);
                return;
            case 'test-suite':
                this.suites.push({
                    name: a.fullname ?? a.name ?? '(unnamed)',
                    ...(a.result !== undefined ? { result: a.result } : {}),
                    ...(a.site !== undefined ? { site: a.site } : {}),
                    failedBelow: 0,
                });
                return;
            case 'test-case':
                this.openCase(tag);
                return;
            case 'failure':
            case 'reason':
                this.within = tag.name;
                return;
            case 'message':
                if (this.within)
                    this.capture.start();
                return;
        }
    }
    text(t) {
        this.capture.add(t);
    }
    close(tag) {
        switch (tag.name) {
            case 'message': {
                const message = this.capture.take();
                const holder = this.current ?? this.suites.at(-1);
                if (holder && message && holder.message === undefined)
                    holder.message = message;
                return;
            }
            case 'failure':
            case 'reason':
                this.within = undefined;
                return;
            case 'test-case':
                this.closeCase();
                return;
            case 'test-suite':
                this.closeSuite();
                return;
        }
    }
    /** The report, its run's counts checked against what it names. */
    end() {
        const run = (message) => this.tally.outside.push({ report: this.report, where: 'the run', message });
        if (this.declaredFailed !== undefined && this.declaredFailed > this.named)
            run(`the run counts ${this.declaredFailed} failed test(s), the report names ${this.named}`);
        if (failed(this.runResult) && this.named === 0 && this.tally.outside.length === 0)
            run(`the run's result is ${this.runResult}, and the report names nothing that failed`);
        return this.tally.result(true);
    }
    count(tag, attribute) {
        return optionalCount(this.report, tag, attribute, this.at);
    }
    openCase(tag) {
        const a = tag.attributes;
        if (this.current)
            throw new report_ReportError(this.report, `a <test-case> inside the <test-case> ${JSON.stringify(this.current.name)} (line ${this.at.line})`);
        const outcome = RESULTS.get(a.result ?? '');
        if (outcome === undefined)
            throw new report_ReportError(this.report, `the <test-case> ${JSON.stringify(a.fullname ?? a.name ?? '')} has result ` +
                `${JSON.stringify((a.result ?? '').slice(0, 40))} (line ${this.at.line}), not one NUnit 3 writes`);
        const classname = nonEmpty(a.classname);
        this.current = {
            name: a.name ?? '',
            ...(classname !== undefined ? { classname } : {}),
            outcome,
            kind: a.label === 'Error' ? 'error' : 'failure',
        };
    }
    closeCase() {
        const c = this.current;
        this.current = undefined;
        if (!c)
            return;
        const test = {
            name: c.name,
            ...(c.classname !== undefined ? { classname: c.classname } : {}),
            report: this.report,
        };
        this.tally.record(test, c.outcome, c.message, c.kind);
        if (c.outcome !== 'fail')
            return;
        this.named++;
        const suite = this.suites.at(-1);
        if (suite)
            suite.failedBelow++;
    }
    // A suite failed outside its tests: at its own site, or with nothing failed under it.
    closeSuite() {
        const s = this.suites.pop();
        if (!s)
            return;
        const own = s.site === 'SetUp' || s.site === 'TearDown';
        const outside = failed(s.result) && s.site !== 'Parent' && (own || s.failedBelow === 0);
        if (outside)
            this.tally.outside.push({
                report: this.report,
                where: `suite ${JSON.stringify(s.name)}`,
                message: s.message ?? `failed${s.site ? ` (site ${s.site})` : ''}`,
            });
        const parent = this.suites.at(-1);
        if (parent)
            parent.failedBelow += s.failedBelow + (outside ? 1 : 0);
    }
}
/** NUnit 3 XML's row of the format table. */
const nunitFormat = {
    label: 'NUnit 3 XML',
    provedBy: 'root `<test-run>` (NUnit 2 wrote `<test-results>`: not read)',
    writtenBy: '`nunit3-console --result=TestResult.xml`, Unity Test Framework (`-runTests -testResults results.xml`)',
    reading: {
        family: 'xml',
        proves: (root) => root.name === 'test-run',
        reader: (_root, ctx, at) => new NUnitReader(ctx.shown, at),
    },
    identity: "name = the `<test-case>`'s `name` (its arguments included), classname = its `classname`, as TRX and JunitXml.TestLogger give an NUnit test; each `<test-case>` is one test",
    retries: 'none: NUnit records `[Retry]` attempts inside one result',
    attemptWriters: [],
    completeness: "`Failed` fails (label `Error`, `Cancelled`, `Invalid` too), `Skipped` and `Inconclusive` did not run, `Passed` and `Warning` passed, another result is an error; a `<test-suite>` failed at its own `site` (`SetUp`, `TearDown`: a OneTimeSetUp or OneTimeTearDown) or failed with nothing failed under it (an assembly that did not load) is a failure outside tests; the `<test-run>`'s `failed` beyond the failed test cases named; a failed run naming nothing; a count that is not a plain non-negative integer, a `<test-run>` inside the root or a `<test-case>` inside another is an error",
    showsOutside: true,
};

;// CONCATENATED MODULE: ./src/commands/check-test-results/formats/trx.ts



/** How the gate reads each outcome TRX defines (vstst.xsd's TestOutcome). */
// A Map, not an object: an outcome named like an Object property (`constructor`) is no outcome.
const OUTCOMES = new Map([
    ['Passed', 'pass'],
    ['Completed', 'pass'],
    ['Warning', 'pass'],
    ['PassedButRunAborted', 'aborted-pass'],
    ['NotExecuted', 'skip'],
    ['Inconclusive', 'skip'],
    ['Failed', 'fail'],
    ['Error', 'fail'],
    ['Timeout', 'fail'],
    ['Aborted', 'fail'],
    ['Disconnected', 'fail'],
    ['NotRunnable', 'fail'],
    ['InProgress', 'fail'],
    ['Pending', 'fail'],
]);
/** The `<Counters>` attributes of results that did not pass. */
const FAILED_COUNTERS = ['failed', 'error', 'timeout', 'aborted', 'disconnected', 'notRunnable'];
/** `<ResultSummary outcome>` values of a run that did not pass. */
const FAILED_RUN = new Set(['Failed', 'Error', 'Timeout', 'Aborted', 'Disconnected']);
const MAX_TEXT = 1200;
/**
 * The test an xUnit echo line names (`[xUnit.net 00:00:01.23]     Ns.Class.Test [FAIL]`), read
 * without a regular expression: one (`\s+(.+?)\s+\[FAIL\]`) took 43 s on a line of 5,000 spaces.
 */
function xunitEchoName(line) {
    const t = line.trim();
    if (!t.startsWith('[xUnit.net ') || !t.endsWith('[FAIL]'))
        return undefined;
    const middle = t.slice(t.indexOf(']') + 1, t.length - '[FAIL]'.length);
    // At least one blank on each side of a name of at least one character.
    if (!/^\s/.test(middle) || !/\s$/.test(middle))
        return undefined;
    return middle.trim() || undefined;
}
const EXIT_CODE_ECHO = /Exit code indicates failure/i;
// hh:mm:ss.fffffff
function durationSeconds(v) {
    const m = /^(\d+):(\d+):(\d+(?:\.\d+)?)$/.exec(v ?? '');
    if (!m)
        return 0;
    return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
}
/** A streaming reader of one TRX report on the XML base (xml.ts feeds it every element). */
class TrxReader {
    report;
    at;
    tally;
    /** Failed (and retried) top-level results, until every definition has given its class. */
    kept = [];
    classOf = new Map();
    definition;
    /** The results open, outermost first (inner results nest in `<InnerResults>`). */
    results = [];
    capture;
    /** An `<RunInfo outcome="Error">` is open; `texts`: the `<Text>` elements read in it. */
    runInfoError;
    runErrors = [];
    declaredFailed;
    runOutcome;
    /** The run-level elements read (`ResultSummary`, `Counters`): each may appear once. */
    summaries = new Set();
    runAborted = false;
    constructor(report, at) {
        this.report = report;
        this.at = at;
        this.tally = new TestTally(report, false);
    }
    /** The report, once every element was read. */
    end() {
        let named = 0;
        const failedNames = new Map();
        for (const r of this.kept) {
            const classname = this.classOf.get(r.testId);
            const test = {
                name: r.name,
                ...(classname !== undefined ? { classname } : {}),
                report: this.report,
            };
            if (r.outcome === 'fail') {
                named++;
                failedNames.set(r.name, (failedNames.get(r.name) ?? 0) + 1);
                this.tally.fail(test, r.message, r.seconds, r.kind);
            }
            else
                this.tally.passedAfter(test, r.failedInner, r.innerSeconds, r.innerMessage);
        }
        const outside = [];
        const run = (message) => outside.push({ report: this.report, where: 'the run', message });
        // Run-level lines that echo a named failure are that failure, not another one.
        for (const text of this.runErrors) {
            const eol = text.indexOf('\n');
            const name = xunitEchoName(eol < 0 ? text : text.slice(0, eol));
            const left = name !== undefined ? (failedNames.get(name) ?? 0) : 0;
            if (name !== undefined && left > 0) {
                failedNames.set(name, left - 1);
                continue;
            }
            if (EXIT_CODE_ECHO.test(text) && named > 0)
                continue;
            run(oneLine(text) || 'a <RunInfo outcome="Error"> with no text');
        }
        if (this.runAborted)
            run('the run was aborted (a result is PassedButRunAborted)');
        if (this.declaredFailed !== undefined && this.declaredFailed > named)
            run(`the counters count ${this.declaredFailed} failed result(s), the report names ${named}`);
        if (this.runOutcome !== undefined &&
            FAILED_RUN.has(this.runOutcome) &&
            named === 0 &&
            outside.length === 0)
            run(`the run's outcome is ${this.runOutcome}, and the report names nothing that failed`);
        this.tally.outside.push(...outside);
        return this.tally.result(true);
    }
    count(tag, attribute) {
        return countAttribute(this.report, tag, attribute, this.at);
    }
    // A run's summary is one: a second would replace the first's outcome and counts.
    once(tag) {
        if (this.summaries.has(tag.name))
            throw new report_ReportError(this.report, `a second <${tag.name}> (line ${this.at.line}); TRX writes one, of the whole run`);
        this.summaries.add(tag.name);
    }
    open(tag) {
        const a = tag.attributes;
        switch (tag.name) {
            case 'UnitTestResult': {
                const raw = a.outcome ?? '';
                const outcome = OUTCOMES.get(raw);
                if (outcome === undefined)
                    throw new report_ReportError(this.report, `the result of ${JSON.stringify(a.testName ?? '')} has outcome ` +
                        `${JSON.stringify(raw.slice(0, 40))} (line ${this.at.line}), not one TRX defines`);
                this.results.push({
                    testId: a.testId ?? '',
                    name: a.testName ?? '',
                    outcome,
                    kind: raw === 'Failed' ? 'failure' : 'error',
                    message: raw,
                    seconds: durationSeconds(a.duration),
                    failedInner: 0,
                    innerSeconds: 0,
                    innerMessage: '',
                });
                return;
            }
            case 'Message':
                if (this.results.at(-1)?.outcome === 'fail')
                    this.capture = { target: 'message', value: '' };
                return;
            case 'UnitTest':
                this.definition = a.id;
                return;
            case 'TestMethod':
                if (this.definition !== undefined && a.className)
                    this.classOf.set(this.definition, a.className.split(',')[0]?.trim() ?? a.className);
                return;
            case 'ResultSummary':
                this.once(tag);
                this.runOutcome = a.outcome;
                return;
            case 'Counters': {
                this.once(tag);
                let failed = 0;
                for (const k of Object.keys(a)) {
                    const n = this.count(tag, k);
                    if (FAILED_COUNTERS.includes(k))
                        failed += n;
                }
                this.declaredFailed = failed;
                return;
            }
            case 'RunInfo':
                this.runInfoError = a.outcome === 'Error' ? { texts: 0 } : undefined;
                return;
            case 'Text':
                if (this.runInfoError)
                    this.capture = { target: 'runinfo', value: '' };
                return;
        }
    }
    text(t) {
        if (this.capture && this.capture.value.length < MAX_TEXT)
            this.capture.value += t.slice(0, MAX_TEXT);
    }
    close(tag) {
        switch (tag.name) {
            case 'UnitTestResult': {
                const r = this.results.pop();
                if (!r)
                    return;
                const parent = this.results.at(-1);
                if (parent) {
                    // An inner result: an attempt (or data row) of its parent, judged by the parent.
                    if (r.outcome === 'fail') {
                        parent.failedInner++;
                        parent.innerSeconds += r.seconds;
                        parent.innerMessage = r.message;
                    }
                    return;
                }
                if (r.outcome === 'aborted-pass')
                    this.runAborted = true;
                if (r.outcome === 'fail' ||
                    ((r.outcome === 'pass' || r.outcome === 'aborted-pass') && r.failedInner > 0))
                    this.kept.push(r);
                else if (r.outcome === 'skip')
                    this.tally.skip();
                else
                    this.tally.pass({ name: r.name, report: this.report });
                return;
            }
            case 'Message': {
                const r = this.results.at(-1);
                if (this.capture?.target === 'message' && r)
                    r.message = oneLine(this.capture.value) || r.message;
                this.capture = undefined;
                return;
            }
            case 'UnitTest':
                this.definition = undefined;
                return;
            case 'Text':
                if (this.capture?.target === 'runinfo') {
                    this.runErrors.push(this.capture.value.trim());
                    if (this.runInfoError)
                        this.runInfoError.texts++;
                }
                this.capture = undefined;
                return;
            case 'RunInfo':
                // An error with no text cannot be shown to echo a named failure: a failure outside tests.
                if (this.runInfoError?.texts === 0)
                    this.runErrors.push('');
                this.runInfoError = undefined;
                return;
        }
    }
}
/** TRX's namespace: what proves a `<TestRun>` is Visual Studio's (vstst.xsd). */
const TRX_NAMESPACE = 'http://microsoft.com/schemas/VisualStudio/TeamTest/2010';
/** TRX's row of the format table. */
const trxFormat = {
    label: 'TRX',
    provedBy: "root `<TestRun>` in TRX's namespace (`http://microsoft.com/schemas/VisualStudio/TeamTest/2010`)",
    writtenBy: '`dotnet test --logger trx` (MSTest, NUnit, xUnit)',
    reading: {
        family: 'xml',
        proves: (root) => root.name === 'TestRun' && root.attributes.xmlns === TRX_NAMESPACE,
        reader: (_root, ctx, at) => new TrxReader(ctx.shown, at),
    },
    identity: "name = `testName` (a data row's parameters included), classname = its definition's `TestMethod className` (`<TestDefinitions>` before or after `<Results>`); each top-level result is one test",
    retries: '`<InnerResults>` that failed under a result that passed',
    attemptWriters: [],
    completeness: '`Failed`, `Error`, `Timeout`, `Aborted`, `Disconnected`, `NotRunnable`, `InProgress`, `Pending` fail, an unknown outcome is an error; `PassedButRunAborted`, a `<RunInfo outcome="Error">` (less the lines echoing a named failure: xUnit\'s `[xUnit.net …] <test> [FAIL]`, "Exit code indicates failure"), `<Counters>` beyond the failed results, a failed `<ResultSummary outcome>` naming nothing; a count that is not a plain non-negative integer, or a second `<ResultSummary>` or `<Counters>`, is an error',
    showsOutside: true,
};

;// CONCATENATED MODULE: ./src/commands/check-test-results/formats/xunit.ts



/** How the gate reads each result xUnit.net writes. */
// A Map, not an object: a result named like an Object property (`constructor`) is no result.
const xunit_RESULTS = new Map([
    ['Pass', 'pass'],
    ['Fail', 'fail'],
    ['Skip', 'skip'],
    ['NotRun', 'skip'],
]);
/** A reader of one xUnit.net v2 report on the XML base (xml.ts feeds it every element). */
class XUnitReader {
    report;
    at;
    tally;
    depth = 0;
    assembly;
    /** Inside an assembly's `<errors>`, where xUnit.net writes its `<error>` elements. */
    inErrors = false;
    test;
    error;
    capture = new TextCapture();
    constructor(report, at) {
        this.report = report;
        this.at = at;
        this.tally = new TestTally(report, false);
    }
    open(tag) {
        this.depth++;
        if (this.depth === 2 && tag.name !== 'assembly')
            throw new report_ReportError(this.report, `a <${tag.name}> in <assemblies> (line ${this.at.line}); xUnit.net v2 writes <assembly> there`);
        switch (tag.name) {
            case 'assembly':
                // One inside another would hide the outer one's totals.
                if (this.depth !== 2)
                    throw new report_ReportError(this.report, `an <assembly> inside another element (line ${this.at.line}); xUnit.net v2 writes it only in <assemblies>`);
                this.openAssembly(tag);
                return;
            case 'test':
                this.openTest(tag);
                return;
            case 'errors':
                if (this.depth === 3)
                    this.inErrors = true;
                return;
            case 'error':
                if (this.inErrors && this.depth === 4)
                    this.openError(tag);
                return;
            case 'message':
                // Kept only when a test or an error is open (see close).
                this.capture.start();
                return;
        }
    }
    text(t) {
        this.capture.add(t);
    }
    close(tag) {
        this.depth--;
        switch (tag.name) {
            case 'message': {
                const message = this.capture.take();
                const holder = this.test ?? this.error;
                if (holder && holder.message === undefined)
                    holder.message = message;
                return;
            }
            case 'test':
                this.closeTest();
                return;
            case 'errors':
                if (this.depth === 2)
                    this.inErrors = false;
                return;
            case 'error':
                if (this.inErrors && this.depth === 3)
                    this.closeError();
                return;
            case 'assembly':
                this.closeAssembly();
                return;
        }
    }
    /** The report, once every element was read. */
    end() {
        return this.tally.result(true);
    }
    count(tag, attribute) {
        return optionalCount(this.report, tag, attribute, this.at);
    }
    openAssembly(tag) {
        const failed = this.count(tag, 'failed');
        const errors = this.count(tag, 'errors');
        for (const k of ['total', 'passed', 'skipped'])
            this.count(tag, k);
        this.assembly = {
            name: tag.attributes.name ?? '(unnamed)',
            failed,
            errors,
            finished: tag.attributes.total !== undefined,
            namedFailed: 0,
            namedErrors: 0,
        };
    }
    openTest(tag) {
        const a = tag.attributes;
        const outer = this.test
            ? ['test', this.test.test.name]
            : this.error && ['error', this.error.where];
        if (outer)
            throw new report_ReportError(this.report, `a <test> inside the <${outer[0]}> ${JSON.stringify(outer[1])} (line ${this.at.line})`);
        const result = a.result ?? '';
        const outcome = xunit_RESULTS.get(result);
        if (outcome === undefined)
            throw new report_ReportError(this.report, `the <test> ${JSON.stringify(a.name ?? '')} has result ` +
                `${JSON.stringify(result.slice(0, 40))} (line ${this.at.line}), not one xUnit.net writes`);
        const classname = nonEmpty(a.type);
        const test = { name: a.name ?? '', ...(classname !== undefined ? { classname } : {}) };
        this.test = { test: { ...test, report: this.report }, outcome };
    }
    // A test closes only once opened (one inside another is refused), always in an assembly.
    closeTest() {
        const t = this.test;
        this.test = undefined;
        this.tally.record(t.test, t.outcome, t.message);
        if (t.outcome === 'fail')
            this.assembly.namedFailed++;
    }
    // An <error> in an assembly's <errors>: something failed outside any test.
    openError(tag) {
        const type = tag.attributes.type ?? 'error';
        const name = nonEmpty(tag.attributes.name);
        this.error = { where: name ? `${type} ${name}` : type };
    }
    closeError() {
        const e = this.error;
        this.error = undefined;
        this.assembly.namedErrors++;
        this.tally.outside.push({ report: this.report, where: e.where, message: e.message || e.where });
    }
    // The assembly's totals against what it names; no totals: its run never finished.
    closeAssembly() {
        const a = this.assembly;
        this.assembly = undefined;
        const where = `assembly ${a.name}`;
        const outside = (message) => this.tally.outside.push({ report: this.report, where, message });
        if (!a.finished)
            outside('its run never finished (xUnit.net writes the totals at its end)');
        if ((a.failed ?? 0) > a.namedFailed)
            outside(`it counts ${a.failed} failed test(s), the report names ${a.namedFailed}`);
        if ((a.errors ?? 0) > a.namedErrors)
            outside(`it counts ${a.errors} error(s), the report names ${a.namedErrors}`);
    }
}
/** xUnit.net v2 XML's row of the format table. */
const xunitFormat = {
    label: 'xUnit.net v2 XML',
    provedBy: 'root `<assemblies>` whose elements are `<assembly>` (xUnit.net v1 wrote a root `<assembly>`: not read)',
    writtenBy: '`xunit.console <tests.dll> -xml results.xml`, `dotnet test --logger "xunit;LogFilePath=results.xml"` (XunitXml.TestLogger)',
    reading: {
        family: 'xml',
        proves: (root) => root.name === 'assemblies',
        reader: (_root, ctx, at) => new XUnitReader(ctx.shown, at),
    },
    identity: "name = the `<test>`'s `name` (its display name: `Ns.Class.Method(x: 1)` by default), classname = its `type`, as TRX and JunitXml.TestLogger give an xUnit test; each `<test>` is one test",
    retries: 'none: xUnit.net does not retry',
    attemptWriters: [],
    completeness: "`Fail` fails, `Skip` and `NotRun` did not run, `Pass` passed, another result is an error; every `<error>` (fatal, or a cleanup failure of an assembly, collection, class, method or test) is a failure outside tests; an `<assembly>`'s `failed` beyond its failed tests and `errors` beyond its `<error>` elements; an `<assembly>` without `total` (its run never finished); a count that is not a plain non-negative integer, or an `<assembly>` or `<test>` inside another, is an error",
    showsOutside: true,
};

;// CONCATENATED MODULE: ./src/commands/check-test-results/formats/table.ts
/**
 * The table of the report formats the gate reads (setup-node's `distributions/` style): one row
 * per format, each from its format's own file (format.ts says what a row holds). Detection
 * (each row's reading proves its files), the messages naming the formats, the `test-reports`
 * docs and the table in docs/test-gate.md (checked by a test) derive from it. Adding a format:
 * its file, with its reader and its row, and one line here.
 */







/** The formats, in the order their readings are tried within a family. */
const FORMAT_TABLE = {
    junit: junitFormat,
    'jest-json': jestJsonFormat,
    'vitest-json': vitestJsonFormat,
    ctrf: ctrfFormat,
    trx: trxFormat,
    'go-json': goTestJsonFormat,
    nunit: nunitFormat,
    xunit: xunitFormat,
};
/** Every format, in table order. */
const REPORT_FORMATS = Object.keys(FORMAT_TABLE);
/** The rows of one family, for its base reader. */
function rowsOf(family) {
    return Object.entries(FORMAT_TABLE).filter(([, row]) => row.reading.family === family);
}
/** The formats' labels, for messages. */
const FORMATS_TEXT = Object.values(FORMAT_TABLE)
    .map((r) => r.label)
    .join(', ');
/** The table as docs/test-gate.md shows it (a test keeps the two equal). */
function formatsMarkdown() {
    const cell = (s) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
    const attempts = (r) => r.attemptWriters.length
        ? r.attemptWriters.map((w) => `${w.name} (${w.recognisedBy})`).join('; ')
        : 'none: entries of one identity are two tests';
    const rows = Object.values(FORMAT_TABLE).map((r) => {
        const cells = [r.label, r.provedBy, r.writtenBy, r.identity, r.retries, attempts(r)];
        return `| ${[...cells, r.completeness].map(cell).join(' | ')} |`;
    });
    return [
        '| Format | Proved by | Written by | Identity | Retries inside one entry | ' +
            'Writers of one entry per attempt (recognised by) | Accounts for itself by |',
        '| --- | --- | --- | --- | --- | --- | --- |',
        ...rows,
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/commands/check-test-results/words.ts
/**
 * The test gate's words: every sentence the gate says in its log, its error messages and its
 * failure message, built here from the values its steps decide (the summary's own words are in
 * summary.ts). Test names and messages come from the PR's code: the callers pass them through
 * the escaping helpers where the text goes (a log line, Markdown).
 */



/** Why the gate does not judge a test step that was cancelled or skipped. */
function notJudgedText(outcome) {
    return (`The test step was ${outcome} (test-outcome: ${outcome}): its reports cannot show a whole run, ` +
        'so the gate does not judge them.');
}
/** A report that could not be found or resolved. */
function unresolvedText(message) {
    return `${message}. A report that cannot be read is never taken as passing.`;
}
/** No file matched the globs. */
function noReportText(input, globs, workspace) {
    return (`No test report matched ${input} (${globs.join(', ')}) under ${workspace}. ` +
        'Check the paths, and that the test step wrote its report before this step.');
}
/** Reports that could not be read, each with its reason. */
function unreadableText(problems) {
    return (`${problems.length} report(s) could not be read as a test report (${FORMATS_TEXT}): ` +
        `${problems.join('; ')}. A report that cannot be read is never taken as passing.`);
}
/** One suite that counts more failures than it names. */
function mismatchText(report, m) {
    return (`${report}, suite ${JSON.stringify(m.suite)}: ${m.declared} failure(s) and error(s) declared, ` +
        `${m.named} failing test case(s) named`);
}
/** Suites that count more failures than they name. */
function mismatchesText(mismatches) {
    return (`The reports count more failures than they name: ${mismatches.join('; ')}. ` +
        'A failure the gate cannot see is never taken as passing.');
}
const NONE_OF_THEM = `which is none of the formats the gate reads (${FORMATS_TEXT})`;
/** What a file that no format proves looks like, and what the gate reads. */
function words_notProvedText(e) {
    switch (e.kind) {
        case 'empty':
            return 'is empty';
        case 'xml-without-root':
            return 'is XML with no element: no test report';
        case 'xml': {
            const ns = e.namespace !== undefined ? ` in namespace ${JSON.stringify(e.namespace)}` : '';
            return `is XML whose root element is <${e.root}>${ns}, ${NONE_OF_THEM}`;
        }
        case 'json': {
            const keys = e.keys?.length
                ? `whose top-level keys are ${e.keys.slice(0, 6).join(', ')}${e.keys.length > 6 ? ', …' : ''}`
                : `that is ${e.type ?? 'an empty object'}`;
            return `is JSON ${keys}, ${NONE_OF_THEM}`;
        }
        case 'text':
            return `is not a test report the gate reads (${FORMATS_TEXT}): its first line is ${JSON.stringify(e.firstLine)}`;
    }
}
/** A report proved to be of a format, and holding no test. */
function emptyText(label) {
    return (`read as ${label}, but it holds no test (no test case, no failure outside tests); ` +
        `set ${(0,ports_text/* inputRef */.io)(constants/* Inputs */.G0.AllowEmptyTestResults)} to true if empty reports are expected`);
}
/** The debug line of one report read. */
function reportReadText(r) {
    return (`${r.report} (${r.format}): ${r.tests} test case(s), ${r.failures.length} failed, ` +
        `${r.outside.length} failure(s) outside tests, ${r.passedOnRetry.length} passed on retry.`);
}
/** What the reports hold, all together. */
function readTotalsText(t) {
    return (`${t.tests} test case(s) in ${t.reports} report(s); ${t.failed} failed, ` +
        `${t.outside} failure(s) outside tests, ${t.passedOnRetry} passed on a retry.`);
}
/** The window of the listing followed the service's clock. */
function skewText(skewMs) {
    const s = Math.round(Math.abs(skewMs) / 1000);
    return (`The service's clock (its Date header) is ${s} s ${skewMs > 0 ? 'ahead of' : 'behind'} ` +
        "the runner's: the 7-day window follows the service's.");
}
/** Why the week's listing was cut (v1, a few failures). */
const CUT_WHY = "the listing was cut at one page a window to keep the gate's requests bounded by its failures";
const listedText = (count, cutAt) => cutAt === undefined
    ? `Trunk lists ${count} test(s) that failed in the last 7 days.`
    : `Read ${count} of the tests Trunk lists as failed in the last 7 days: the first ${cutAt} ` +
        `of each window of the week (${CUT_WHY}).`;
/** One failure unexplained after a cut listing: what it is not, and what would find it. */
const notInCutListingText = (cutAt) => 'Trunk does not know this test by its id (computed from the report), and it is not among the ' +
    `first ${cutAt} failing tests of each window of the week that were read (${CUT_WHY}). If Trunk ` +
    'knows it under fields its uploader read otherwise, gate the report that is uploaded, or name ' +
    "the test in the repository's quarantine file.";
/** Failures unexplained after a cut listing, counted. */
const cutListingText = (n, cutAt) => `${n} failure(s) Trunk does not know by their id are not among the first ${cutAt} failing ` +
    `tests of each window of the week that were read (${CUT_WHY}): they count as new.`;
const matchedText = (matched, failures) => `${matched} of ${failures} failure(s) are among the tests Trunk saw fail in the last 7 days.`;
const lookedUpText = (asked, found) => `Looked up ${asked} test(s) by Trunk test id that were not among them: ${found} known to Trunk.`;
const notLookedUpText = (skipped, bound) => `${skipped} failure(s) were not looked up (at most ${bound} look-ups per run): they count as new.`;
const outputCutText = (kept, total) => `The unexplained-failures output holds the first ${kept} of ${total} (outputs are limited in size).`;
const ambiguousText = (n) => `${n} failure(s) matched several Trunk tests equally well; the least forgiving class was taken.`;
const readingText = (n) => `Reading ${n} test report(s).`;
const passesText = 'Every failure is explained: the gate passes.';
const omittedAnnotationsText = (n) => `${n} more test(s) are in the job summary (the runner shows 10 annotations of each level per step).`;
/** Why the gate fails, from its decision. */
function failureText(d, allow, outside) {
    const b = d.byClass;
    const classes = [
        `${b.new} new`,
        `${b.broken} broken`,
        ...(allow.has('flaky') ? [] : [`${b.flaky} flaky`]),
        ...(allow.has('quarantined') ? [] : [`${b.quarantined} quarantined`]),
        ...(d.ambiguous ? [`${d.ambiguous} matching several of Trunk's tests`] : []),
    ];
    const inFile = d.inFile ? `; ${d.inFile} of all failures quarantined in the repository` : '';
    const inTests = d.unexplained
        ? `${d.unexplained} test failure(s) are not explained by Trunk (${classes.join(', ')}${inFile}).`
        : '';
    const named = outside
        .slice(0, 5)
        .map((o) => `${o.where} in ${o.report}`)
        .join('; ');
    const beyond = d.outside
        ? `${d.outside} failure(s) outside test cases, never forgiven: ${named}${outside.length > 5 ? '; …' : ''}.`
        : '';
    return [inTests, beyond].filter(Boolean).join(' ');
}
/** The test step failed and its reports name no failing test. */
const unseenNothingText = 'The test step failed (test-outcome: failure), but its reports name no failing test: it failed ' +
    'outside what the reports show (a test file that did not load, a crash, a timeout). The gate ' +
    'cannot forgive what it cannot see.';
/** The formats whose every report can show failures outside test cases. */
const SHOWING_OUTSIDE = Object.values(FORMAT_TABLE)
    .filter((r) => r.showsOutside)
    .map((r) => r.label)
    .join(', ');
/** The test step failed, every failure is forgiven, and some reports cannot show the rest. */
function unseenBlindText(blind) {
    const named = blind
        .slice(0, 5)
        .map((b) => `${b.report}${b.hint ? ` (${b.hint})` : ''}`)
        .join('; ');
    return ('The test step failed (test-outcome: failure) and every failure its reports name is forgiven, ' +
        `but ${blind.length} report(s) cannot show a failure outside test cases (a test file that did ` +
        `not load, a package that did not build): ${named}${blind.length > 5 ? '; …' : ''}. The gate ` +
        `cannot tell that nothing else failed. Write a report that shows them (${SHOWING_OUTSIDE}, or a ` +
        'JUnit writer set to report them) and, for JUnit, say so with a "complete: <glob>" line in ' +
        'test-reports.');
}
/** The quarantine file cannot be read. */
function quarantineUnreadText(path, why) {
    return `The quarantine file ${path} ${why}: the gate does not judge without the file it was told to read.`;
}
/** The quarantine file's problems, each with its line. */
function quarantineProblemsText(path, problems) {
    const listed = problems
        .slice(0, 10)
        .map((p) => `${path}:${p.line}: ${p.message}`)
        .join('; ');
    const more = problems.length > 10 ? `; and ${problems.length - 10} more` : '';
    return `The quarantine file is not valid (${(0,ports_text/* inputRef */.io)(constants/* Inputs */.G0.QuarantineFile)}): ${listed}${more}. Fix it; the gate forgives nothing from a file it cannot read whole.`;
}
/** The quarantine file read. */
const quarantineReadText = (path, entries, inForce) => `Quarantine file ${path}: ${entries} entr${entries === 1 ? 'y' : 'ies'}, ${inForce} in force.`;
/** No quarantine file at the path. */
const noQuarantineFileText = (path) => `No quarantine file at ${path}: nothing is quarantined by the repository.`;
/** A shard whose report is missing. */
function missingShardsText(missing, found, expected) {
    if (expected !== undefined)
        return `Found ${found} test report(s), ${expected} expected (${(0,ports_text/* inputRef */.io)(constants/* Inputs */.G0.ExpectedReports)}): a shard's report is missing. ${missing.length ? `Missing: ${missing.join(', ')}. ` : ''}A missing report is never taken as passing.`;
    return `No report matched the shard pattern(s) ${missing.join(', ')} (${(0,ports_text/* inputRef */.io)(constants/* Inputs */.G0.ExpectedReports)}: each-pattern): their shard's report is missing. A missing report is never taken as passing.`;
}
/** Trunk could not be read; the quarantine file applied alone. */
const outageText = (error) => `Trunk could not be read (${error}); the repository's quarantine file applied alone: the failures it lists are forgiven, every other one is unexplained.`;
/** Tests that passed on a retry fail the gate (retried-tests: fail). */
function retriedFailText(names) {
    const shown = names.slice(0, 5).join('; ');
    return `${names.length} test(s) passed only on a retry (${(0,ports_text/* inputRef */.io)(constants/* Inputs */.G0.RetriedTests)}: fail): ${shown}${names.length > 5 ? '; …' : ''}.`;
}
/** The v2 test collection the gate asks about, and how it was found. */
function collectionText(c) {
    const which = c.name ? `${JSON.stringify(c.name)} (${c.id})` : c.id;
    const how = {
        'input-id': 'as test-collection says',
        'input-name': 'by the name test-collection gives',
        'only-one': "the organization's only one (set test-collection to choose another)",
    }[c.foundBy];
    return `Test collection ${which}: ${how}.`;
}
/** What the answers by id took and found. */
const askedText = (asked, found, requests) => requests.batches
    ? `Asked Trunk about ${asked} failing test(s) in ${requests.batches} quarantine-status request(s): ${found} known to Trunk.`
    : `Looked up ${asked} failing test(s) by Trunk test id as they were read: ${found} known to Trunk.`;
/** v2's collection has quarantining off. */
const quarantineOffText = 'Quarantining is off in this test collection (quarantineEnabled: false): Trunk quarantines no test there, so no failure is forgiven as quarantined.';

;// CONCATENATED MODULE: ./src/commands/check-test-results/lookups.ts
/**
 * What Trunk knows of the failures read, asked through the run's flaky tests (src/queue/flaky/):
 * the look-ups are opened before the reports are read, each failure's Trunk test id goes in as
 * its report is read, and the API asks for them the fewest ways it can (v1: a few by id side by
 * side, many by the week's listing; v2: quarantine-status, 2,000 a request). The failures are
 * then matched by id, by names in the listing (v1), and the ones still new, or matched by names
 * only, are looked up by id (v1, at most `maxLookups`).
 */






/** The most failures looked up by id after the listing in one run (get-test-details, one request each). */
const MAX_LOOKUPS = 100;
/** A failure's Trunk test id (undefined for a nameless test: no test Trunk has). */
function trunkIdOf(params) {
    const repoFullName = `${params.repo.host}/${params.repo.owner}/${params.repo.name}`;
    return (f) => f.name === ''
        ? undefined
        : (0,queue.trunkTestId)({
            orgUrlSlug: params.orgUrlSlug,
            repoFullName,
            file: f.fileInTrunkId === false ? undefined : f.file,
            classname: f.classname,
            parent: f.suite,
            name: f.name,
            variant: params.variant ?? '',
        });
}
/** Opens the gate's look-ups on the run's flaky tests (or on a bare v1 client, in tests). */
function openLookups(deps, params) {
    const scope = {
        repo: params.repo,
        orgUrlSlug: params.orgUrlSlug,
        testCollection: params.testCollection,
    };
    const options = { variant: params.variant ?? '', signal: deps.signal, now: deps.clock.now };
    const c = deps.client;
    return 'lookups' in c ? c.lookups(scope, options) : (0,queue.openV1Lookups)(c, scope, options);
}
/** Says in the log what the API said when the look-ups opened (v2: the collection). */
function logReady(deps, ready) {
    if (ready.collection)
        deps.log.info((0,ports_text/* logLine */.BP)(collectionText(ready.collection)));
}
/**
 * Classifies the failures against Trunk's data, once the API is known usable (`lookups.ready`;
 * its refusal is thrown as is). The reports were read: their counts stand in the outputs even
 * when Trunk cannot be asked (an API error carries them).
 */
async function whatTrunkKnows(deps, params, failures, passedOnRetry, lookups) {
    // The answers are asked for as soon as every failure is read, beside the API's own check
    // (v2: the failures still to ask go out while the key's check travels): a few failures cost no
    // round trip of their own. The check's refusal still comes first.
    const answering = failures.length ? lookups.answers() : undefined;
    answering?.catch(() => { });
    await lookups.ready;
    if (!answering)
        return { classified: [] };
    const counted = {
        [constants/* Outputs */.tY.FailedTestsCount]: String(failures.length),
        [constants/* Outputs */.tY.PassedOnRetryCount]: String(passedOnRetry.length),
    };
    const settled = (e) => {
        throw (0,errors/* withSettledOutputs */.uK)(e, counted);
    };
    const idOf = trunkIdOf(params);
    const answers = await answering.catch(settled);
    const { log } = deps;
    if (answers.quarantineOff)
        log.warning(quarantineOffText);
    const { listed } = answers;
    if (listed?.skewMs !== undefined)
        log.info((0,ports_text/* logLine */.BP)(skewText(listed.skewMs)));
    if (listed)
        log.info((0,ports_text/* logLine */.BP)(listedText(listed.count, listed.cutAt)));
    let classified = classifyFailures(failures, listed?.tests ?? [], params.allowFailures, idOf);
    if (listed)
        log.info((0,ports_text/* logLine */.BP)(matchedText(classified.filter((f) => f.test).length, failures.length)));
    const asked = new Set(answers.byId.keys());
    const found = knownOf(answers.byId);
    classified = applyLookups(classified, asked, found, params.allowFailures);
    if (asked.size)
        log.info((0,ports_text/* logLine */.BP)(askedText(asked.size, found.size, answers.requests)));
    const known = await lookUpUnmatched(deps, params, classified, lookups, asked, found).catch(settled);
    const cutAt = listed?.cutAt;
    return cutAt === undefined ? known : { ...known, classified: markNotInCutListing(known, cutAt) };
}
// The failures still new after a look-up by id in vain, against a listing that was cut: what
// the listing did not read may hold them (the gate says so; they stay new).
function markNotInCutListing(known, cutAt) {
    return known.classified.map((f) => f.class === 'new' && !f.test && f.lookedUp ? { ...f, listingCutAt: cutAt } : f);
}
/** The tests Trunk knows among the answers by id. */
function knownOf(byId) {
    const found = new Map();
    for (const [id, t] of byId)
        if (t)
            found.set(id, t);
    return found;
}
/** The ids to look up: the new failures first, then those matched by names only. */
function idsToLookUp(classified, asked) {
    const ids = (keep) => classified
        .filter((f) => keep(f) && f.id !== undefined && !asked.has(f.id))
        .map((f) => f.id);
    // An id Trunk knows beats a name.
    return [...new Set([...ids((f) => f.class === 'new'), ...ids((f) => f.matchedBy === 'names')])];
}
// The failures still new (or matched by names only) that were not asked yet, looked up by their
// Trunk id (v1 past the few asked while reading; v2 asked for every failure already).
async function lookUpUnmatched(deps, params, classified, lookups, askedBefore, foundBefore) {
    const bound = params.maxLookups ?? MAX_LOOKUPS;
    const ids = idsToLookUp(classified, askedBefore);
    // The bound counts the look-ups by id made while the reports were read (v1).
    const room = Math.max(0, bound - askedBefore.size);
    const asked = ids.slice(0, room);
    const found = asked.length ? await lookups.lookUp(asked) : new Map();
    const skippedIds = new Set(ids.slice(room));
    const skipped = classified.filter((f) => f.class === 'new' && f.id !== undefined && skippedIds.has(f.id)).length;
    if (asked.length)
        deps.log.info((0,ports_text/* logLine */.BP)(lookedUpText(asked.length, found.size)));
    if (skipped)
        deps.log.warning(notLookedUpText(skipped, bound));
    const total = askedBefore.size + asked.length;
    return {
        classified: applyLookups(classified, new Set(asked), found, params.allowFailures),
        ...(total
            ? {
                lookups: {
                    asked: total,
                    found: foundBefore.size + found.size,
                    skipped,
                    bound: Math.max(bound, askedBefore.size),
                },
            }
            : {}),
    };
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/@actions/glob/lib/glob.js + 17 modules
var glob = __webpack_require__(4427);
;// CONCATENATED MODULE: ./src/commands/check-test-results/files.ts
/**
 * Finding the report files `test-reports` names: globs relative to the workspace, never a link
 * to a place outside it; and a report's path as shown to users.
 */




/**
 * The report files matched by `patterns` (one glob per entry, relative to `workspace`; a leading
 * `!` excludes), sorted, as absolute paths. Directories are not matched. Reports come from the
 * PR's own code: a match that is (or lies under) a link to a place outside the workspace is a
 * {@link ReportError}, never read.
 */
async function findReportFiles(patterns, workspace) {
    const absolute = patterns
        .map((p) => p.trim())
        .filter((p) => p !== '' && !p.startsWith('#'))
        .map((p) => {
        const negated = p.startsWith('!');
        const body = negated ? p.slice(1) : p;
        const full = (0,external_node_path_.isAbsolute)(body) ? body : (0,external_node_path_.resolve)(workspace, body);
        return negated ? `!${full}` : full;
    });
    if (!absolute.length)
        return [];
    const globber = await glob/* create */.v(absolute.join('\n'), {
        matchDirectories: false,
        implicitDescendants: false,
    });
    const files = [...new Set(await globber.glob())].sort();
    if (!files.length)
        return files;
    const root = await (0,promises_.realpath)(workspace);
    for (const file of files) {
        const target = await (0,promises_.realpath)(file).catch((e) => {
            throw new report_ReportError(workspacePath(file, workspace), `cannot be resolved (${e.code})`);
        });
        const rel = (0,external_node_path_.relative)(root, target);
        if (rel.startsWith('..') || (0,external_node_path_.isAbsolute)(rel))
            throw new report_ReportError(workspacePath(file, workspace), `is a link to ${target}, outside the workspace; reports are read from the workspace only`);
    }
    return files;
}
/** A report path as shown to users: relative to the workspace when inside it. */
function workspacePath(file, workspace) {
    const rel = (0,external_node_path_.relative)(workspace, file);
    if (rel === '' || rel.startsWith('..') || (0,external_node_path_.isAbsolute)(rel))
        return file;
    return external_node_path_.sep === '/' ? rel : rel.split(external_node_path_.sep).join('/');
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/commands/check-test-results/encoding.ts
/**
 * A report's text encoding, honoured with a real decoder (WHATWG's TextDecoder: UTF-8, UTF-16LE
 * and BE, ISO-8859-1 and windows-1252, Shift_JIS, …), or the report refused naming it: never
 * decoded as UTF-8 with replacement characters (two tests `é` and `è` would become one name).
 *
 * Which encoding: a byte-order mark; else UTF-16's zero bytes around the first ASCII character
 * (Windows PowerShell 5.1's `>` writes UTF-16LE); else the XML declaration's `encoding`; else
 * UTF-8. JSON is UTF-8 (RFC 8259) unless a byte-order mark says otherwise. Every decoder is
 * fatal: a byte that is not of its encoding is an error naming the report, the encoding and where.
 */

/** The XML declaration's encoding, in the first bytes read as ASCII. */
const DECLARED = /^\s*<\?xml\s[^>]*?\bencoding\s*=\s*["']([^"']{1,40})["']/;
/** The decoder's name of `label`, or undefined when no decoder here reads it. */
function decoderName(label) {
    try {
        return new TextDecoder(label).encoding;
    }
    catch {
        return undefined;
    }
}
/** The encoding of a report whose text starts with `head` (see the module comment). */
function encodingOf(head, shown) {
    const [a, b, c, d] = head;
    if (a === 0xef && b === 0xbb && c === 0xbf)
        return { name: 'utf-8', from: 'bom' };
    if ((a === 0xff && b === 0xfe && c === 0 && d === 0) || (a === 0 && b === 0 && c === 0xfe))
        throw new report_ReportError(shown, 'is UTF-32 (its byte-order mark says so), which the gate does not read');
    if (a === 0xff && b === 0xfe)
        return { name: 'utf-16le', from: 'bom' };
    if (a === 0xfe && b === 0xff)
        return { name: 'utf-16be', from: 'bom' };
    if (a !== 0 && b === 0 && c !== 0 && d === 0)
        return { name: 'utf-16le', from: 'zero bytes' };
    if (a === 0 && b !== 0 && c === 0 && d !== 0)
        return { name: 'utf-16be', from: 'zero bytes' };
    const declared = DECLARED.exec(Buffer.from(head.subarray(0, 512)).toString('latin1'))?.[1];
    if (declared === undefined)
        return { name: 'utf-8', from: 'default' };
    const name = decoderName(declared);
    if (name === undefined)
        throw new report_ReportError(shown, `declares encoding ${JSON.stringify(declared)}, which the gate has no decoder for; write the report in UTF-8`);
    if (name === 'utf-16le' || name === 'utf-16be')
        throw new report_ReportError(shown, `declares encoding ${JSON.stringify(declared)}, but its bytes are not UTF-16 (no byte-order mark, no zero bytes)`);
    return { name, from: 'declaration', declared };
}
/** A fatal streaming decoder of `encoding` that names the report and the bytes it cannot read. */
class ReportDecoder {
    encoding;
    shown;
    decoder;
    offset = 0;
    constructor(encoding, shown) {
        this.encoding = encoding;
        this.shown = shown;
        this.decoder = new TextDecoder(encoding.name, { fatal: true });
    }
    /** The text of the next bytes (a character cut between two pieces is held for the next). */
    write(bytes) {
        const text = this.decode(bytes, true);
        this.offset += bytes.length;
        return text;
    }
    /** What is held at the end (a character cut short is an error). */
    end() {
        return this.decode(new Uint8Array(0), false);
    }
    decode(bytes, stream) {
        try {
            return this.decoder.decode(bytes, { stream });
        }
        catch {
            const e = this.encoding;
            const why = e.from === 'declaration'
                ? `its XML declaration says ${JSON.stringify(e.declared)}`
                : e.from === 'default'
                    ? 'it declares no encoding, so it is read as UTF-8'
                    : `its ${e.from === 'bom' ? 'byte-order mark' : 'zero bytes'} say ${e.name}`;
            const at = stream
                ? `between bytes ${this.offset} and ${this.offset + bytes.length}`
                : 'at its end';
            throw new report_ReportError(this.shown, `is not valid ${e.name} (${why}): a byte ${at} is not ${e.name}; ` +
                'the gate never reads a report with replacement characters');
        }
    }
}

// EXTERNAL MODULE: ./src/files/read-file.ts
var read_file = __webpack_require__(654);
;// CONCATENATED MODULE: ./src/commands/check-test-results/formats/json.ts
/**
 * The JSON document base: a report that is one JSON document (Jest's and vitest's `--json`,
 * CTRF) is held whole, at most {@link MAX_JSON_REPORT_BYTES}, parsed once, and read by the first
 * row whose reading proves the parsed document; a document no row proves is refused, naming what
 * it looks like (its top-level keys).
 */

/** The largest JSON document read (it is parsed whole). */
const MAX_JSON_REPORT_BYTES = 256 * 1024 * 1024;
/** Reads one JSON document report of any JSON format among `rows`. */
class JsonDocumentReport {
    ctx;
    rows;
    maxBytes;
    parts = [];
    size = 0;
    constructor(ctx, rows, maxBytes = MAX_JSON_REPORT_BYTES) {
        this.ctx = ctx;
        this.rows = rows;
        this.maxBytes = maxBytes;
    }
    write(text) {
        this.size += Buffer.byteLength(text);
        if (this.size > this.maxBytes)
            throw new report_ReportError(this.ctx.shown, `is a JSON report over ${this.maxBytes} bytes; the gate reads JSON reports of at most that size`);
        this.parts.push(text);
    }
    end() {
        let doc;
        try {
            doc = JSON.parse(this.parts.join('').replace(/^\uFEFF/, ''));
        }
        catch (e) {
            throw new report_ReportError(this.ctx.shown, `is not valid JSON (${e.message})`);
        }
        this.parts.length = 0;
        for (const [format, row] of this.rows) {
            const r = row.reading;
            if (r.family === 'json' && r.proves(doc))
                return { format, report: r.read(doc, this.ctx) };
        }
        throw new report_UnprovedReport(typeof doc === 'object' && doc !== null && !Array.isArray(doc)
            ? { kind: 'json', keys: Object.keys(doc) }
            : { kind: 'json', type: Array.isArray(doc) ? 'an array' : typeof doc });
    }
}

;// CONCATENATED MODULE: ./src/commands/check-test-results/reports.ts
/**
 * Reading one report file of any format the gate knows, in bounded memory: the file must be a
 * regular file (never a FIFO or a device, which could block or never end), be text of the
 * encoding it says (encoding.ts) and hold no NUL character (no text report does). Its first
 * characters choose the family's base reader (XML, a JSON document, or a stream of lines), and a
 * row of the format table must prove the file is of its format (formats/table.ts): what no row
 * proves is refused, naming what it looks like.
 * XML and line streams are read as streams; a JSON document is held at most
 * {@link MAX_JSON_REPORT_BYTES}.
 */














const CHUNK_BYTES = 64 * 1024;
/** The most text read to find the first line before the family is chosen. */
const HEAD_CHARS = 1024 * 1024;
/**
 * The family of a report from its first characters (BOM and blanks skipped): `<` is XML (its
 * root decides the format), a first line a line-stream row proves is that stream, `{` or `[` a
 * JSON document (parsed whole, then proved). `more`: the head is too short to tell (`final`: no
 * more will come, which the caller says once the file ends or the head is 1 MiB). Anything else
 * is an {@link UnprovedReport}.
 */
function sniff(head, final = false) {
    // trimStart skips a byte-order mark (U+FEFF is white space to it) as it skips blanks.
    const s = head.trimStart();
    if (!s) {
        if (final)
            throw new report_UnprovedReport({ kind: 'empty' });
        return 'more';
    }
    if (s.startsWith('<'))
        return { family: 'xml' };
    const nl = s.indexOf('\n');
    if (nl === -1 && !final)
        return 'more';
    const first = nl === -1 ? s : s.slice(0, nl);
    for (const [format, row] of rowsOf('lines'))
        if (row.reading.family === 'lines' && row.reading.proves(first))
            return { family: 'lines', format };
    if (s.startsWith('{') || s.startsWith('['))
        return { family: 'json' };
    throw new report_UnprovedReport({ kind: 'text', firstLine: first.trim().slice(0, 120) });
}
/** The base reader of a family. */
function familyReader(f, ctx, options) {
    if (f.family === 'xml')
        return new xml_XmlReport(ctx, rowsOf('xml'));
    if (f.family === 'json')
        return new JsonDocumentReport(ctx, rowsOf('json'), options.maxJsonBytes);
    const row = FORMAT_TABLE[f.format];
    if (row.reading.family !== 'lines')
        throw new Error(`${f.format} is not a line stream`);
    return new lines_LineReport(f.format, `line of ${row.label}`, row.reading.reader(ctx), ctx.shown);
}
/** Reads one report file, of any format the gate knows (see the module comment). */
async function readReport(file, workspace, options = {}) {
    const shown = workspacePath(file, workspace);
    const chunks = readChunks(file, shown, options.signal);
    try {
        const ctx = { shown, workspace, onFailure: options.onFailure };
        const head = [];
        let family = 'more';
        for (let size = 0; family === 'more';) {
            const next = await chunks.next();
            if (!next.done)
                head.push(next.value);
            size += next.done ? 0 : next.value.length;
            family = sniff(head.join(''), next.done === true || size >= HEAD_CHARS);
        }
        const reader = familyReader(family, ctx, options);
        for (const t of head)
            reader.write(t);
        for await (const t of chunks)
            reader.write(t);
        return finished(reader, workspace, options);
    }
    catch (e) {
        throw e instanceof report_UnprovedReport ? new report_ReportError(shown, words_notProvedText(e.evidence)) : e;
    }
    finally {
        await chunks.return(undefined);
    }
}
/** Reads one report held in a string (as {@link readReport} reads a file of it). */
function parseReport(text, shown, options = {}) {
    const workspace = options.workspace ?? '';
    try {
        const family = sniff(text, true);
        const reader = familyReader(family, { shown, workspace, onFailure: options.onFailure }, options);
        reader.write(text);
        return finished(reader, workspace, options);
    }
    catch (e) {
        throw e instanceof UnprovedReport ? new ReportError(shown, notProvedText(e.evidence)) : e;
    }
}
// The report a reader read, its paths in the workspace and its failures announced; a report
// that holds nothing at all is refused unless empty reports are expected.
function finished(reader, workspace, options) {
    const { format, report } = reader.end();
    if (!options.allowEmpty && holdsNothing(report))
        throw new report_ReportError(report.report, emptyText(FORMAT_TABLE[format].label));
    if (report.failures.length)
        options.onFailure?.();
    if (options.showsOutside)
        report.showsOutside = true;
    for (const t of [...report.failures, ...report.passedOnRetry])
        if (t.file !== undefined)
            t.file = inWorkspace(t.file, workspace);
    return { ...report, format };
}
/** No test case, no failure outside tests, no count: nothing the gate could judge. */
function holdsNothing(r) {
    return (r.tests === 0 &&
        r.failures.length === 0 &&
        r.passedOnRetry.length === 0 &&
        r.outside.length === 0 &&
        r.countMismatches.length === 0);
}
/**
 * A test's file as Trunk's `file_path` would give it: an absolute path inside the workspace made
 * relative to it (`/` separators); any other path as the report gives it.
 */
function inWorkspace(file, workspace) {
    return (0,external_node_path_.isAbsolute)(file) && workspace ? workspacePath(file, workspace) : file;
}
/** Throws the run's cancellation when `signal` is aborted (a job cancelled mid-parse). */
function cancelled(signal) {
    if (!signal?.aborted)
        return;
    const reason = signal.reason instanceof Error ? signal.reason.message : '';
    throw new queue.CancelledError('check-test-results', reason || 'the job was cancelled');
}
/** Opens a report non-blocking (a FIFO never stalls the open) and refuses what is not a file. */
async function openRegular(file, shown) {
    let fh;
    try {
        fh = await (0,promises_.open)(file, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK);
    }
    catch (e) {
        throw new report_ReportError(shown, `cannot be read (${e.code ?? e})`);
    }
    const st = await fh.stat().catch(async (e) => {
        await fh.close();
        throw e;
    });
    if (st.isFile())
        return fh;
    await fh.close();
    throw new report_ReportError(shown, `${(0,read_file/* notRegularText */.JU)(st)}; reports are read from regular files only`);
}
/**
 * The file's text, 64 KiB at a time, decoded as its encoding says (encoding.ts), refusing what
 * is not a regular file and any NUL character. Two buffers: the next piece is read while the
 * reader parses this one, as a stream's read-ahead does (one read at a time, so the file is never
 * read out of order).
 */
async function* readChunks(file, shown, signal) {
    cancelled(signal);
    const fh = await openRegular(file, shown);
    try {
        let decoder;
        let chars = 0;
        const text = (piece) => {
            const nul = piece.indexOf('\u0000');
            if (nul !== -1)
                throw new report_ReportError(shown, `holds a NUL character (character ${chars + nul}); a test report is text, this is not one`);
            chars += piece.length;
            return piece;
        };
        let buf = Buffer.allocUnsafe(CHUNK_BYTES);
        let spare = Buffer.allocUnsafe(CHUNK_BYTES);
        let offset = 0;
        const readAt = (into, position) => {
            const read = fh.read(into, 0, CHUNK_BYTES, position).then((r) => r.bytesRead, (e) => {
                throw new report_ReportError(shown, `cannot be read (${e.code ?? e})`);
            });
            // Handled when awaited; a read that fails while the reader is elsewhere is not unhandled.
            read.catch(() => { });
            return read;
        };
        let next = readAt(buf, 0);
        try {
            for (;;) {
                cancelled(signal);
                const n = await next;
                next = undefined;
                if (n === 0)
                    break;
                decoder ??= new ReportDecoder(encodingOf(buf.subarray(0, n), shown), shown);
                offset += n;
                const t = text(decoder.write(buf.subarray(0, n)));
                [buf, spare] = [spare, buf];
                next = readAt(buf, offset);
                if (t)
                    yield t;
            }
        }
        finally {
            // A read still in flight ends before the file is closed (its outcome is not wanted).
            await next?.catch(() => { });
        }
        const t = decoder ? text(decoder.end()) : '';
        if (t)
            yield t;
    }
    finally {
        await fh.close();
    }
}

;// CONCATENATED MODULE: ./src/commands/check-test-results/read-reports.ts
/**
 * The gate's first steps: the report files `test-reports` names, and every one of them read
 * (any format, streamed); the failures, passes on a retry and failures outside tests of all of
 * them together, or why they cannot be trusted.
 */





/** The files the globs match (and the `complete:` ones), or why none can be read. */
async function findReports(params) {
    try {
        const files = await findReportFiles(params.testReports, params.workspace);
        if (!files.length)
            return noReportText(params.reportsInput ?? 'test-reports', params.testReports, params.workspace);
        const negations = params.testReports.filter((p) => p.trim().startsWith('!'));
        const complete = new Set(params.completeReports?.length
            ? await findReportFiles([...params.completeReports, ...negations], params.workspace)
            : []);
        return { files, complete };
    }
    catch (e) {
        if (!(e instanceof report_ReportError))
            throw e;
        return unresolvedText(e.message);
    }
}
/**
 * Reads every report, each failure handed to the look-ups as its report is read; a report that cannot be read, or a suite that counts more failures than
 * it names, makes the whole an error (the message says which and why).
 */
async function readReports(deps, params, found, lookups, idOf) {
    const read = {
        reports: found.files.length,
        tests: 0,
        failures: [],
        passedOnRetry: [],
        outside: [],
        blind: [],
    };
    const problems = [];
    const mismatches = [];
    for (const file of found.files) {
        try {
            const r = await readReport(file, params.workspace, {
                showsOutside: found.complete.has(file),
                allowEmpty: params.allowEmptyReports === true,
                signal: deps.signal,
                onFailure: () => lookups.failing(),
            });
            read.tests += r.tests;
            // One at a time: a spread of a report's every failure could exceed the call stack.
            for (const f of r.failures) {
                read.failures.push(f);
                // Asked about as soon as its report is read.
                const id = idOf(f);
                if (id !== undefined)
                    lookups.add({ id, name: f.name });
            }
            for (const p of r.passedOnRetry)
                read.passedOnRetry.push(p);
            for (const o of r.outside)
                read.outside.push(o);
            for (const m of r.countMismatches)
                mismatches.push(mismatchText(r.report, m));
            if (!r.showsOutside)
                read.blind.push({ report: r.report, ...(r.outsideHint ? { hint: r.outsideHint } : {}) });
            deps.log.debug((0,ports_text/* logLine */.BP)(reportReadText(r)));
        }
        catch (e) {
            if (!(e instanceof report_ReportError))
                throw e;
            problems.push(e.message);
        }
    }
    if (problems.length)
        return unreadableText(problems);
    if (mismatches.length)
        return mismatchesText(mismatches);
    deps.log.info((0,ports_text/* logLine */.BP)(readTotalsText({
        tests: read.tests,
        reports: read.reports,
        failed: read.failures.length,
        outside: read.outside.length,
        passedOnRetry: read.passedOnRetry.length,
    })));
    return read;
}

;// CONCATENATED MODULE: ./src/commands/check-test-results/quarantine-file.ts
/**
 * The gate's first step when the repository has a quarantine file: the file read (bounded) and
 * checked before any report is read or any request sent. Its rules are src/quarantine/file.ts's.
 */




/** The most bytes read of a quarantine file (a list of tests, reviewed by people). */
const MAX_QUARANTINE_FILE_BYTES = 1024 * 1024;
/** The quarantine file read and checked on the day of `nowMs`, or why it cannot be used. */
function readRepoQuarantine(params, nowMs) {
    const path = params.quarantineFile;
    if (path === undefined)
        return { path: '', found: false, entries: [] };
    let text;
    try {
        const read = (0,read_file/* readBoundedFileSync */.Tq)((0,external_node_path_.resolve)(params.workspace, path), {
            maxBytes: MAX_QUARANTINE_FILE_BYTES,
        });
        if (!read.complete)
            return quarantineUnreadText(path, `is larger than ${MAX_QUARANTINE_FILE_BYTES} bytes`);
        text = read.bytes.toString('utf8');
    }
    catch (e) {
        if (!(e instanceof read_file/* FileReadProblem */.Es))
            throw e;
        // No file: the repository quarantines nothing (the gate is as strict as without it).
        if (e.code === 'ENOENT')
            return { path, found: false, entries: [] };
        return quarantineUnreadText(path, e.message);
    }
    const read = (0,file/* readQuarantineFile */.tl)(text, nowMs, params.quarantineMaxDays ?? file/* DEFAULT_MAX_QUARANTINE_DAYS */.I0);
    if (!read.ok)
        return quarantineProblemsText(path, read.problems);
    return { path, found: true, entries: read.entries };
}

;// CONCATENATED MODULE: ./src/commands/check-test-results/shards.ts
/**
 * Shards (`expected-reports`): a job that judges the reports of several shard jobs must notice a
 * shard whose report never arrived, since the others' reports alone may all pass.
 */


/** The positive patterns of test-reports (the shards, with each-pattern), in input order. */
function shardPatterns(testReports) {
    return testReports.map((p) => p.trim()).filter((p) => p !== '' && !p.startsWith('!'));
}
/** Why a shard's report is missing, or undefined when every expected report is there. */
async function missingShards(params, found) {
    const expected = params.expectedReports;
    if (expected === undefined)
        return undefined;
    const negations = params.testReports.filter((p) => p.trim().startsWith('!'));
    const patterns = shardPatterns(params.testReports);
    const missing = [];
    if (expected === 'each-pattern' || found.files.length < expected) {
        for (const p of patterns)
            if (!(await findReportFiles([p, ...negations], params.workspace)).length)
                missing.push(p);
    }
    if (expected === 'each-pattern')
        return missing.length ? missingShardsText(missing, found.files.length) : undefined;
    return found.files.length < expected
        ? missingShardsText(missing, found.files.length, expected)
        : undefined;
}

// EXTERNAL MODULE: ./src/files/atomic-write.ts
var atomic_write = __webpack_require__(4448);
;// CONCATENATED MODULE: ./src/commands/check-test-results/judged-report.ts
/**
 * The verdict written back (`judged-report`): the failures the gate judged as JUnit XML, so the
 * next reporter does not read a forgiven failure as a plain failure. A forgiven failure is a
 * `<skipped>` test case whose message says who forgave it and whose text keeps the original
 * message; a real failure stays a `<failure>` (or `<error>`); a test that passed on a retry is
 * skipped (or a failure with `retried-tests: fail`); a failure outside test cases is an `<error>`.
 * Passing tests are not repeated: the gate reads their count, not their names.
 */

// Characters XML 1.0 cannot hold at all (kept out rather than escaped).
// eslint-disable-next-line no-control-regex -- these are what is removed
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
/** Text safe inside an XML attribute or element. */
function xmlText(s) {
    return s
        .replace(NOT_XML, '')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/\r/g, '&#13;')
        .replace(/\n/g, '&#10;');
}
/** Why a forgiven failure was forgiven, as its `<skipped message>` says it. */
function forgivenWhy(f) {
    const e = f.fileEntry;
    const file = e
        ? `quarantined in the repository by ${e.owner}: ${e.reason} (until ${e.expires})`
        : '';
    if (f.forgivenBy === 'file')
        return file;
    const trunk = f.class === 'quarantined' ? 'quarantined by Trunk' : `${f.class} in Trunk (allowed)`;
    return f.forgivenBy === 'both' ? `${trunk}; ${file}` : trunk;
}
/** The judged cases: failures (forgiven or not), tests that passed on a retry, and outside failures. */
function judgedCases(failures, passedOnRetry, outside, policy) {
    return [
        ...failures.map((f) => f.allowed
            ? { test: f, result: 'skipped', why: forgivenWhy(f), original: f.message }
            : { test: f, result: f.kind, why: f.message, original: f.message }),
        ...passedOnRetry.map((p) => ({
            test: p,
            result: policy === 'fail' ? 'failure' : 'skipped',
            why: `passed on a retry after ${p.failedAttempts} failed attempt(s)`,
            original: p.firstMessage ?? p.message,
        })),
        ...outside.map((o) => ({
            test: { name: o.where, classname: 'outside test cases', report: o.report },
            result: 'error',
            why: o.message,
            original: o.message,
        })),
    ];
}
/** The JUnit XML of the judged cases, one `<testsuite>` per report they were read from. */
function judgedReportXml(cases) {
    const byReport = new Map();
    for (const c of cases) {
        const list = byReport.get(c.test.report);
        if (list)
            list.push(c);
        else
            byReport.set(c.test.report, [c]);
    }
    const count = (list, r) => list.filter((c) => c.result === r).length;
    const attrs = (list) => `tests="${list.length}" failures="${count(list, 'failure')}" errors="${count(list, 'error')}" skipped="${count(list, 'skipped')}"`;
    const lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="judged by check-test-results" ${attrs(cases)}>`,
    ];
    for (const [report, list] of byReport) {
        lines.push(`  <testsuite name="${xmlText(report)}" ${attrs(list)}>`);
        for (const c of list) {
            const cls = c.test.classname !== undefined ? ` classname="${xmlText(c.test.classname)}"` : '';
            const file = c.test.file !== undefined ? ` file="${xmlText(c.test.file)}"` : '';
            lines.push(`    <testcase name="${xmlText(c.test.name)}"${cls}${file}>`, `      <${c.result} message="${xmlText(c.why)}">${xmlText(c.original)}</${c.result}>`, '    </testcase>');
        }
        lines.push('  </testsuite>');
    }
    lines.push('</testsuites>', '');
    return lines.join('\n');
}
/** Writes the judged report to `path` (atomically: a reader never sees half a file). */
function writeJudgedReport(path, cases) {
    (0,atomic_write/* writeFileAtomic */.Z)(path, judgedReportXml(cases));
}

;// CONCATENATED MODULE: ./src/commands/check-test-results/summary.ts
/**
 * What the test gate shows: the job summary's markdown and the annotations (as data, for the
 * caller to pass to core.notice / core.error). Test names and messages come from the PR's code
 * and are untrusted: every one goes through the escaping helpers.
 */




/** At most this many annotations of each level (the runner shows the first 10 per step). */
const MAX_ANNOTATIONS_PER_LEVEL = 10;
/** At most this many rows in the summary's tables. */
const MAX_SUMMARY_ROWS = 200;
/** The costliest retried tests the summary lists. */
const MAX_RETRY_COST_ROWS = 10;
/** Seconds the failed attempts of the tests that passed on a retry took, summed. */
function retrySeconds(passedOnRetry) {
    let s = 0;
    for (const p of passedOnRetry)
        s += p.failedSeconds;
    return s;
}
/** The retried tests whose failed attempts cost the most, costliest first (ties: report order). */
function costliestRetries(passedOnRetry, n = MAX_RETRY_COST_ROWS) {
    return passedOnRetry
        .map((p, i) => ({ p, i }))
        .filter(({ p }) => p.failedSeconds > 0)
        .sort((a, b) => b.p.failedSeconds - a.p.failedSeconds || a.i - b.i)
        .slice(0, n)
        .map(({ p }) => p);
}
function secondsText(s) {
    return s >= 100 ? `${Math.round(s)} s` : `${Math.round(s * 1000) / 1000} s`;
}
const CLASS_LABEL = {
    quarantined: '🔒 quarantined',
    flaky: '⚠️ flaky',
    broken: '❌ broken',
    new: '🆕 new',
};
/** How a test that passed on a retry is annotated, per `retried-tests`. */
const RETRIED_LEVEL = {
    pass: 'notice',
    warn: 'warning',
    fail: 'error',
};
/** What a test that passed on a retry did to the gate, per `retried-tests`. */
const RETRIED_WORDS = {
    pass: 'not counted by the gate',
    warn: 'not counted by the gate (retried-tests: warn)',
    fail: 'fails the gate (retried-tests: fail)',
};
/** An entry of the quarantine file, for people: owner, reason, until when, its issue. */
function entryText(e) {
    return `${e.owner}: ${e.reason} (until ${e.expires}${e.issue ? `, ${e.issue}` : ''})`;
}
// Who forgave a failure, in the words of its annotation.
function forgivenText(f) {
    const file = f.fileEntry ? `quarantined in the repository by ${entryText(f.fileEntry)}` : '';
    if (f.forgivenBy === 'file')
        return `Failed, but ${file}: not counted by the gate.`;
    if (f.forgivenBy === 'both')
        return `Failed, but known to Trunk as ${f.class} and ${file}: not counted by the gate.`;
    return `Failed, but known to Trunk as ${f.class}: not counted by the gate.`;
}
// Why an unexplained failure counts, without contradicting what the log said about it.
function whyCounted(f) {
    if (f.class !== 'new')
        return `Failed; known to Trunk as ${f.class}, which allow-failures does not forgive.${f.expiredEntry ? ` Its quarantine entry (owner ${f.expiredEntry.owner}) expired on ${f.expiredEntry.expires}.` : ''}`;
    const expired = f.expiredEntry
        ? ` Its quarantine entry (line ${f.expiredEntry.line}, owner ${f.expiredEntry.owner}) expired on ${f.expiredEntry.expires}.`
        : '';
    const lookedUp = f.lookedUp
        ? ' Its id was looked up, and Trunk does not know it.'
        : f.id !== undefined
            ? ' It was not looked up by id (over the per-run bound).'
            : '';
    const ruled = f.ruledOut
        ? ` Trunk has ${f.ruledOut} test(s) of this name, but their classname, suite or file differ.`
        : '';
    // v1's listing was cut (a few failures): Trunk may know it under other fields.
    if (f.listingCutAt !== undefined)
        return `Failed, and the gate found no test of Trunk's that is this one: ${notInCutListingText(f.listingCutAt)}${ruled}${expired}`;
    // What Trunk was asked differs by API and count (v1: the test's id, the week's failures; v2:
    // quarantine-status): the sentence says only what holds for all of them.
    return `Failed, and Trunk does not know this test as quarantined, flaky or broken.${lookedUp}${ruled}${expired}`;
}
/** The unforgiven failures not found in a cut listing (v1, a few failures), or undefined when none. */
function notInCutListing(failures) {
    const cut = failures.filter((f) => !f.allowed && f.listingCutAt !== undefined);
    return cut.length ? { count: cut.length, cutAt: cut[0]?.listingCutAt } : undefined;
}
/**
 * Annotations: the unexplained failures (errors) first, then the forgiven failures and the tests
 * that passed on a retry (notices); at most {@link MAX_ANNOTATIONS_PER_LEVEL} of each level.
 */
function gateAnnotations(failures, workspace, passedOnRetry = [], perLevel = MAX_ANNOTATIONS_PER_LEVEL, outside = [], retriedPolicy = 'pass') {
    const errors = failures.filter((f) => !f.allowed);
    const forgiven = failures.filter((f) => f.allowed);
    const out = [];
    for (const o of outside.slice(0, perLevel)) {
        out.push({
            level: 'error',
            title: `Failure outside test cases: ${o.where}`.slice(0, 250),
            message: `In ${o.report}; never forgiven (no test of Trunk's can explain it).\n${o.message}`,
        });
    }
    const errorRoom = Math.max(0, perLevel - out.length);
    const place = (t) => {
        const file = t.file ? annotationFile(t.file, workspace) : undefined;
        return {
            ...(file !== undefined ? { file } : {}),
            ...(file !== undefined && t.line !== undefined ? { line: t.line } : {}),
        };
    };
    for (const f of errors.slice(0, errorRoom)) {
        out.push({
            level: 'error',
            title: `Unexplained ${f.class} test failure: ${testLabel(f)}`.slice(0, 250),
            message: [whyCounted(f), f.message, f.test ? f.test.html_url : ''].filter(Boolean).join('\n'),
            ...place(f),
        });
    }
    const notices = [
        ...forgiven.map((f) => ({
            level: 'notice',
            title: (f.forgivenBy === 'file'
                ? `Forgiven test failure (quarantined in the repository): ${testLabel(f)}`
                : `Forgiven ${f.class} test failure: ${testLabel(f)}`).slice(0, 250),
            message: [forgivenText(f), f.message, f.test ? f.test.html_url : '']
                .filter(Boolean)
                .join('\n'),
            ...place(f),
        })),
        ...passedOnRetry.map((p) => ({
            level: RETRIED_LEVEL[retriedPolicy],
            title: `Passed on retry (flaky in this run): ${testLabel(p)}`.slice(0, 250),
            message: [
                `Failed ${p.failedAttempts} attempt(s), then passed: ${RETRIED_WORDS[retriedPolicy]}.`,
                p.firstMessage ?? p.message,
            ]
                .filter(Boolean)
                .join('\n'),
            ...place(p),
        })),
    ];
    out.push(...notices.slice(0, perLevel));
    return {
        annotations: out,
        omitted: Math.max(0, errors.length + outside.length - perLevel) +
            Math.max(0, notices.length - perLevel),
    };
}
// An annotation's file must be relative to the workspace; an absolute path outside it is dropped.
function annotationFile(file, workspace) {
    const f = file.replace(/\\/g, '/');
    if (!f.startsWith('/') && !/^[A-Za-z]:\//.test(f))
        return f.replace(/^(\.\/)+/, '');
    const rel = workspacePath(file, workspace);
    return rel === file ? undefined : rel;
}
/** A test as people read it: `classname › name`. */
function testLabel(f) {
    return f.classname && !f.name.startsWith(f.classname) ? `${f.classname} › ${f.name}` : f.name;
}
/** The summary's first lines: the verdict, the count of tests, and what could not be checked. */
function verdictSection(d, context) {
    const allowed = (0,ports_text.md)([...context.allow].join(', ') || 'none');
    const inOutside = d.outside ? `, ${d.outside} of them outside test cases` : '';
    const forgivenBy = d.inFile
        ? ` or quarantined in the repository (${(0,ports_text.md)(context.quarantineFile ?? '')})`
        : '';
    const verdict = d.outcome === 'success'
        ? d.failed
            ? `✅ **Passed**: all ${d.failed} failure(s) are in allowed classes (${allowed})${forgivenBy}.`
            : '✅ **Passed**: no test failed.'
        : d.unexplained + d.outside === 0
            ? `❌ **Failed**: ${d.retriedCounted} test(s) passed only on a retry (\`retried-tests: fail\`).`
            : `❌ **Failed**: ${d.unexplained + d.outside} of ${d.failed} failure(s) are not explained ` +
                `by the allowed classes (${allowed})${forgivenBy}${inOutside}.`;
    let s = `${context.verdict ?? verdict}\n\n${context.tests} test case(s) in ${context.reports} report(s).\n`;
    if (context.outage)
        s +=
            `\n⚠️ **Trunk could not be read** (${(0,ports_text.md)(context.outage, 300)}): the repository's quarantine ` +
                'file applied alone; every failure it does not list is unexplained.\n';
    if (!context.testOutcome)
        s +=
            '\n_`test-outcome` was not given: the gate could not check whether the test step failed ' +
                'outside what its reports show (a test file that did not load, a crash, a timeout). ' +
                'Pass `test-outcome: ${{ steps.<id>.outcome }}`._\n';
    return s;
}
/** A table of at most `maxRows` rows, and a line saying how many more there were. */
function cappedTable(header, items, maxRows, row) {
    const more = items.length > maxRows ? `\n_…and ${items.length - maxRows} more._\n` : '';
    return `${(0,ports_text/* mdTable */.gJ)(header, items.slice(0, maxRows).map(row))}\n${more}`;
}
/** Where a test is: its file and line, else its report. */
function whereText(t) {
    return (0,ports_text.md)(t.file ? `${t.file}${t.line ? `:${t.line}` : ''}` : t.report, 160);
}
function outsideSection(outside, maxRows) {
    if (!outside.length)
        return '';
    return (`\n**${outside.length} failure(s) outside test cases** ` +
        "(never forgiven: no test of Trunk's can explain them):\n\n" +
        cappedTable(['What failed', 'Why', 'Report'], outside, maxRows, (o) => [
            (0,ports_text.md)(o.where, 160),
            (0,ports_text.md)(o.message, 160),
            (0,ports_text.md)(o.report, 160),
        ]));
}
function retriedSection(retried, maxRows, policy = 'pass') {
    if (!retried.length)
        return '';
    let s = `\n**${retried.length} test(s) passed on a retry** ` +
        `(flaky in this run; ${RETRIED_WORDS[policy]}):\n\n` +
        cappedTable(['Test', 'Failed attempts', 'First failure', 'Where'], retried, maxRows, (p) => [
            (0,ports_text.md)(testLabel(p)),
            String(p.failedAttempts),
            (0,ports_text.md)(p.firstMessage ?? p.message, 160),
            whereText(p),
        ]);
    const top = costliestRetries(retried);
    if (top.length)
        s +=
            `\nRetries cost **${secondsText(retrySeconds(retried))}** ` +
                '(the failed attempts of these tests). The costliest:\n\n' +
                (0,ports_text/* mdTable */.gJ)(['Test', 'Failed attempts', 'Time they took'], top.map((p) => [(0,ports_text.md)(testLabel(p)), String(p.failedAttempts), secondsText(p.failedSeconds)])) +
                '\n';
    return s;
}
function classesSection(d, failures, context) {
    const rows = ['new', 'broken', 'flaky', 'quarantined']
        .filter((c) => d.byClass[c] > 0)
        .map((c) => [
        CLASS_LABEL[c],
        String(d.byClass[c]),
        context.allow.has(c) ? 'no (allowed)' : 'yes',
    ]);
    if (d.ambiguous > 0)
        rows.push(["fits several of Trunk's tests", String(d.ambiguous), 'yes']);
    let s = `\n${(0,ports_text/* mdTable */.gJ)(['Class', 'Failures', 'Counted by the gate'], rows)}\n`;
    const l = context.lookups;
    if (l && l.asked)
        s += `\n${l.asked} failure(s) were looked up by their Trunk test id: ${l.found} known to Trunk.\n`;
    if (l && l.skipped)
        s +=
            `\n${l.skipped} more failure(s) were not looked up (at most ${l.bound} look-ups per run): ` +
                'they count as new.\n';
    const cut = notInCutListing(failures);
    if (cut)
        s += `\n${cutListingText(cut.count, cut.cutAt)}\n`;
    if (d.ambiguous)
        s +=
            `\n${d.ambiguous} failure(s) matched several Trunk tests equally well; ` +
                'the least forgiving class was taken.\n';
    return s;
}
const FORGIVEN_LABEL = {
    trunk: '',
    file: ', 📄 quarantined in the repository',
    both: ', 📄 also quarantined in the repository',
};
// The failures the quarantine file forgave (with owner and reason), and those whose entry expired.
function quarantineSection(failures, maxRows) {
    const inFile = failures.filter((f) => f.fileEntry);
    const expired = failures.filter((f) => !f.fileEntry && f.expiredEntry && !f.allowed);
    let s = '';
    if (inFile.length)
        s +=
            `\n**${inFile.length} failure(s) quarantined in the repository** (forgiven by the quarantine file):\n\n` +
                cappedTable(['Test', 'Owner', 'Reason', 'Until', 'Forgiven by'], inFile, maxRows, (f) => {
                    const e = f.fileEntry;
                    return [
                        (0,ports_text.md)(testLabel(f)),
                        (0,ports_text.md)(e.owner, 100),
                        e.issue ? (0,ports_text/* mdLink */.YF)(e.reason, e.issue) : (0,ports_text.md)(e.reason, 200),
                        e.expires,
                        f.forgivenBy === 'both' ? 'the file and Trunk' : 'the file',
                    ];
                });
    if (expired.length)
        s +=
            `\n**${expired.length} failure(s) with an expired quarantine entry** (counted: an expired entry forgives nothing):\n\n` +
                cappedTable(['Test', 'Owner', 'Expired', 'Line'], expired, maxRows, (f) => {
                    const e = f.expiredEntry;
                    return [(0,ports_text.md)(testLabel(f)), (0,ports_text.md)(e.owner, 100), e.expires, String(e.line)];
                });
    return s;
}
function failuresSection(failures, maxRows) {
    const ordered = [...failures.filter((f) => !f.allowed), ...failures.filter((f) => f.allowed)];
    return `\n${cappedTable(['Class', 'Test', 'Message', 'Where'], ordered, maxRows, (f) => [
        CLASS_LABEL[f.class] + (f.allowed ? FORGIVEN_LABEL[f.forgivenBy ?? 'trunk'] : ' (counted)'),
        f.test ? (0,ports_text/* mdLink */.YF)(testLabel(f), f.test.html_url) : (0,ports_text.md)(testLabel(f)),
        (0,ports_text.md)(f.message, 160),
        whereText(f),
    ])}`;
}
/** The job summary of one check (below the command's heading). */
function gateSummary(d, failures, context) {
    const maxRows = context.maxRows ?? MAX_SUMMARY_ROWS;
    const s = verdictSection(d, context) +
        outsideSection(context.outside ?? [], maxRows) +
        retriedSection(context.passedOnRetry ?? [], maxRows, context.retriedPolicy);
    if (d.failed === d.outside)
        return s;
    return (s +
        classesSection(d, failures, context) +
        quarantineSection(failures, maxRows) +
        failuresSection(failures, maxRows));
}

;// CONCATENATED MODULE: ./src/commands/check-test-results/verdict.ts
/**
 * The gate's last step: the verdict on the failures classified (Trunk's classes, then the
 * repository's quarantine file), the outputs, the job summary and the annotations, and whether a
 * failed test step is accounted for by its reports.
 */








/** Errors that say the service could not be read now (not that the request or token is wrong). */
const OUTAGE_KINDS = new Set([
    'server',
    'network',
    'timeout',
    'rate-limited',
    'unexpected-status',
    'response-shape',
    'pagination',
]);
/**
 * When Trunk cannot be read and the repository's quarantine file has entries, the file still
 * applies: every failure is classified as Trunk knows nothing of it (so only the file can forgive
 * it). Any other error (a bad token, a cancelled job), or no file, propagates as before.
 */
function withoutTrunk(e, params, read, quarantine) {
    if (!(e instanceof queue.TrunkApiError) || !OUTAGE_KINDS.has(e.kind) || !quarantine.entries.length)
        throw e;
    return {
        classified: classifyFailures(read.failures, [], params.allowFailures, trunkIdOf(params)),
        outage: e.message,
    };
}
/**
 * Why a failed test step (`test-outcome: failure`) is not accounted for by its reports, or
 * undefined when it is: a failure the gate counts explains it; with none, every failure seen
 * being forgiven explains it only when every report shows failures outside tests too.
 */
function unseenFailure(d, blind) {
    if (d.outcome === 'failure')
        return undefined;
    if (!d.failed)
        return unseenNothingText;
    return blind.length ? unseenBlindText(blind) : undefined;
}
const NO_QUARANTINE = { path: '', found: false, entries: [] };
/** The gate's result from the reports read and what Trunk (and the quarantine file) say. */
function verdict(log, params, read, known, quarantine = NO_QUARANTINE, nowMs = Date.now()) {
    const { lookups } = known;
    const policy = params.retriedTests ?? 'pass';
    if (quarantine.found) {
        const inForce = quarantine.entries.filter((e) => !(0,file/* isExpired */._d)(e, nowMs)).length;
        log.info(quarantineReadText(quarantine.path, quarantine.entries.length, inForce));
    }
    else if (quarantine.path)
        log.debug(noQuarantineFileText(quarantine.path));
    if (known.outage)
        log.warning(outageText(known.outage));
    const classified = applyQuarantineFile(known.classified, quarantine.entries, nowMs);
    const retried = read.passedOnRetry;
    const d = decide(classified, read.outside.length, retried.length, policy);
    const out = gateOutputs(classified, d, undefined, retried.length, read.outside, retrySeconds(retried));
    if (out.kept < out.total)
        log.warning(outputCutText(out.kept, out.total));
    if (d.ambiguous)
        log.warning(ambiguousText(d.ambiguous));
    const notListed = notInCutListing(classified);
    if (notListed)
        log.warning(cutListingText(notListed.count, notListed.cutAt));
    const testOutcome = params.testOutcome ?? '';
    const unseen = testOutcome === 'failure' ? unseenFailure(d, read.blind) : undefined;
    const summary = gateSummary(d, classified, {
        reports: read.reports,
        tests: read.tests,
        allow: params.allowFailures,
        passedOnRetry: retried,
        retriedPolicy: policy,
        outside: read.outside,
        testOutcome,
        ...(quarantine.found ? { quarantineFile: quarantine.path } : {}),
        ...(known.outage ? { outage: known.outage } : {}),
        ...(lookups ? { lookups } : {}),
        ...(unseen ? { verdict: `❌ **Failed**: ${(0,ports_text.md)(unseen)}` } : {}),
    });
    const { annotations, omitted } = gateAnnotations(classified, params.workspace, retried, undefined, read.outside, policy);
    if (params.judgedReport !== undefined)
        writeJudgedReport(params.judgedReport, judgedCases(classified, retried, read.outside, policy));
    const result = { outputs: out.outputs, summary, annotations, omittedAnnotations: omitted };
    if (unseen)
        return { ...result, outcome: 'failure', failure: unseen };
    if (d.outcome === 'success')
        return { ...result, outcome: 'success' };
    const failure = [
        d.unexplained || d.outside ? failureText(d, params.allowFailures, read.outside) : '',
        d.retriedCounted ? retriedFailText(retried.map(testLabel)) : '',
        known.outage && d.unexplained ? outageText(known.outage) : '',
    ];
    return { ...result, outcome: 'failure', failure: failure.filter(Boolean).join(' ') };
}

;// CONCATENATED MODULE: ./src/commands/check-test-results/gate.ts
/**
 * The test gate (`check-test-results`): did anything fail in this run's test reports (any format
 * of formats/table.ts) that Trunk does not already know as quarantined (or, when allowed, flaky)?
 * Decided locally and fail-closed: no report, an unreadable report or an unreadable API never
 * passes. The judgement is a sequence of named steps, each in its own file: the test step's
 * outcome, the reports found (read-reports.ts), the reports read (read-reports.ts), what Trunk
 * knows of their failures (lookups.ts, over src/queue/flaky/), the verdict (verdict.ts); the words are in
 * words.ts.
 */







/**
 * Runs the gate. Reports are read first (streamed; a report that cannot be read, or whose
 * suites count more failures than they name, is an error). With no failure in them the gate
 * passes without calling the API on v1 (v2 checks the key once), unless the test step itself
 * failed (`test-outcome`): then it fails, since the failure lies outside the reports. Otherwise
 * the failures are asked about by Trunk's test id (lookups.ts): on v1 a few by id as they are
 * read, many through the week's failing tests (matched by id, then by names, the ones still
 * unmatched or matched by names only looked up by id, at most `maxLookups`); on v2 through
 * quarantine-status. A test Trunk knows by its id beats a match by names; an unmatched one is new.
 * A cancelled job stops the reading between chunks (a CancelledError, `error-kind=cancelled`).
 *
 * Outcome `error` (never a pass): no file matched, a report cannot be read, counts disagree,
 * or the test step was cancelled or skipped. API errors are not caught: the client's typed errors
 * (after its retries) propagate, and main.ts maps them to outcome `error` with their error-kind.
 */
async function checkTestResults(deps, params) {
    const testOutcome = params.testOutcome ?? '';
    if (testOutcome === 'cancelled' || testOutcome === 'skipped')
        return errorResult(notJudgedText(testOutcome));
    // The repository's quarantine file is read and checked first: a bad file stops the gate
    // before any report is read or any request sent.
    const quarantine = readRepoQuarantine(params, deps.clock.now());
    if (typeof quarantine === 'string')
        return errorResult(quarantine);
    const found = await findReports(params);
    if (typeof found === 'string')
        return errorResult(found);
    const missing = await missingShards(params, found);
    if (missing)
        return errorResult(missing);
    deps.log.info((0,ports_text/* logLine */.BP)(readingText(found.files.length)));
    // What Trunk knows is asked while the reports are still read: the look-ups (read-only) open
    // now (v2: the collection found and the key's permission checked before the reading is
    // through: a refusal stops it), take each failure as its report is read, and are dropped when
    // the reports end in an error. On v1, reports in which no test case fails send no request.
    const lookups = openLookups(deps, params);
    const stopReading = new AbortController();
    let refused;
    lookups.ready.then((ready) => logReady(deps, ready), (error) => {
        refused = { error };
        stopReading.abort();
    });
    const signal = deps.signal
        ? AbortSignal.any([deps.signal, stopReading.signal])
        : stopReading.signal;
    try {
        const read = await readReports({ ...deps, signal }, params, found, lookups, trunkIdOf(params)).catch((e) => {
            throw refused ? refused.error : e;
        });
        if (typeof read === 'string')
            return errorResult(read);
        // The API must be usable whatever the reports hold (v1's always is). When Trunk cannot be
        // read, the repository's quarantine file still applies (withoutTrunk).
        const known = await whatTrunkKnows(deps, params, read.failures, read.passedOnRetry, lookups).catch((e) => withoutTrunk(e, params, read, quarantine));
        return verdict(deps.log, params, read, known, quarantine, deps.clock.now());
    }
    finally {
        lookups.drop();
    }
}
/** The gate's answer when it cannot judge: outcome `error`, with why. */
function errorResult(message) {
    return {
        outcome: 'error',
        outputs: {},
        summary: `${(0,ports_text.md)(message, 2000)}\n`,
        failure: message,
        annotations: [],
        omittedAnnotations: 0,
    };
}

;// CONCATENATED MODULE: ./src/commands/check-test-results/run.ts



/** Runs check-test-results with its settings. */
async function run(c) {
    const r = await checkTestResults({ client: c.client, clock: c.clock, signal: c.signal, log: c.log }, {
        repo: c.s.repo,
        orgUrlSlug: c.s.orgUrlSlug,
        testReports: c.s.testReports,
        completeReports: c.s.completeReports,
        reportsInput: c.s.reportsInput,
        allowFailures: c.s.allowFailures,
        workspace: c.s.workspace,
        testOutcome: c.s.testOutcome,
        variant: c.s.variant,
        allowEmptyReports: c.s.allowEmpty,
        quarantineFile: c.s.quarantineFile,
        quarantineMaxDays: c.s.quarantineMaxDays,
        retriedTests: c.s.retriedTests,
        ...(c.s.expectedReports !== undefined ? { expectedReports: c.s.expectedReports } : {}),
        ...(c.s.judgedReport !== undefined ? { judgedReport: c.s.judgedReport } : {}),
        testCollection: c.s.testCollection,
    });
    for (const a of r.annotations) {
        c.log.annotate(a.level, a.message, { title: a.title, file: a.file, startLine: a.line });
    }
    if (r.omittedAnnotations)
        c.log.info(omittedAnnotationsText(r.omittedAnnotations));
    if (r.outcome === 'success')
        c.log.info(passesText);
    return {
        outcome: r.outcome,
        outputs: r.outputs,
        summary: r.summary,
        failure: r.failure,
        errorKind: r.outcome === 'error' ? 'test-reports' : undefined,
    };
}


/***/ }),

/***/ 4448:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ writeFileAtomic),
/* harmony export */   e: () => (/* binding */ strayTempFilesOf)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _output_directory_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6348);
/**
 * Writes a file so that readers see either the old content or the new, never a part: the data
 * goes to a temporary file beside it (`<name>.<pid>.tmp`), is flushed to disk, and is renamed
 * over it. The parent directory is created level by level ({@link makeDirectory}: never a call
 * that can spin); on failure the temporary file is removed and the error is thrown.
 */



/** The temporary file {@link writeFileAtomic} uses for `path` in this process. */
function tempPathOf(path) {
    return `${path}.${process.pid}.tmp`;
}
/** Temporary files of `path` that a writer (any process) left behind when it crashed. */
function strayTempFilesOf(path) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path);
    const prefix = `${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path)}.`;
    let names;
    try {
        names = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir);
    }
    catch {
        return [];
    }
    return names
        .filter((n) => n.startsWith(prefix) && /^\d+\.tmp$/.test(n.slice(prefix.length)))
        .map((n) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, n));
}
/** Replaces `path` with `data` atomically (see the module comment). */
function writeFileAtomic(path, data) {
    const tmp = tempPathOf(path);
    try {
        (0,_output_directory_js__WEBPACK_IMPORTED_MODULE_2__/* .makeDirectory */ .Oh)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path));
        const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(tmp, 'w');
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, typeof data === 'string' ? Buffer.from(data, 'utf8') : data);
            // Without the flush a crash after the rename could leave an empty file under the name.
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fsyncSync)(fd);
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        }
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(tmp, path);
    }
    catch (e) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(tmp, { force: true });
        throw e;
    }
    syncDirectory((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path));
}
/** Makes the rename durable; some file systems cannot sync a directory, and then it is skipped. */
function syncDirectory(dir) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(dir, 'r');
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fsyncSync)(fd);
    }
    catch {
        // The rename itself is still atomic.
    }
    finally {
        if (fd !== undefined)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}


/***/ }),

/***/ 2164:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I0: () => (/* reexport safe */ _defaults_js__WEBPACK_IMPORTED_MODULE_1__.I),
/* harmony export */   QC: () => (/* binding */ duplicateEntries),
/* harmony export */   W1: () => (/* binding */ matchQuarantine),
/* harmony export */   Yn: () => (/* binding */ entryMatches),
/* harmony export */   _d: () => (/* binding */ isExpired),
/* harmony export */   b4: () => (/* binding */ entryLabel),
/* harmony export */   tl: () => (/* binding */ readQuarantineFile)
/* harmony export */ });
/* unused harmony exports ENTRY_FIELDS, dayNumber, dayOf, sameTest */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _defaults_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5932);
/**
 * Quarantine as code: the repository's quarantine file (YAML), read into entries with the line
 * each is on, checked (owner, reason, expiry within a maximum), and matched against a failed
 * test. Pure: the caller reads the file's text; nothing here reads the clock or the disk.
 */


/** The fields an entry may have; any other is an error (a typo must not widen a match). */
const ENTRY_FIELDS = [
    'id',
    'name',
    'classname',
    'suite',
    'file',
    'owner',
    'reason',
    'expires',
    'issue',
];
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;
/** Days since the epoch of a YYYY-MM-DD date, or undefined when it is no real date. */
function dayNumber(date) {
    const m = DATE.exec(date);
    if (!m)
        return undefined;
    const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
    // Date.UTC rolls 2026-02-30 over to March: a date that does not read back is refused.
    if (new Date(ms).toISOString().slice(0, 10) !== date)
        return undefined;
    return ms / DAY_MS;
}
/** The UTC day (days since the epoch) of a time in ms. */
function dayOf(nowMs) {
    return Math.floor(nowMs / DAY_MS);
}
/** An entry is in force through its expiry day (UTC), and expired from the day after. */
function isExpired(entry, nowMs) {
    const day = dayNumber(entry.expires);
    return day === undefined || dayOf(nowMs) > day;
}
/** A path compared across file and report: `/` separators, no leading `./`. */
function normalPath(p) {
    return p.replace(/\\/g, '/').replace(/^(\.\/)+/, '');
}
/** True when the entry names this test: by Trunk's id, or by its name and every field it gives. */
function entryMatches(entry, test) {
    if (entry.id !== undefined)
        return test.id !== undefined && test.id.toLowerCase() === entry.id;
    if (entry.name !== test.name)
        return false;
    if (entry.classname !== undefined && entry.classname !== test.classname)
        return false;
    if (entry.suite !== undefined && entry.suite !== test.suite)
        return false;
    if (entry.file !== undefined) {
        if (test.file === undefined || normalPath(entry.file) !== normalPath(test.file))
            return false;
    }
    return true;
}
/** The entry in force naming the test (the first in the file), else the first expired one. */
function matchQuarantine(entries, test, nowMs) {
    let expired;
    for (const e of entries) {
        if (!entryMatches(e, test))
            continue;
        if (!isExpired(e, nowMs))
            return { inForce: e };
        expired ??= e;
    }
    return expired ? { expired } : {};
}
/** Two entries name the same test: same id, or the same name and fields. */
function sameTest(a, b) {
    if (a.id !== undefined || b.id !== undefined)
        return a.id === b.id;
    return (a.name === b.name &&
        a.classname === b.classname &&
        a.suite === b.suite &&
        (a.file === undefined) === (b.file === undefined) &&
        (a.file === undefined || normalPath(a.file) === normalPath(b.file)));
}
/** Entries naming a test an earlier entry names: [earlier, later] pairs. */
function duplicateEntries(entries) {
    const pairs = [];
    entries.forEach((b, j) => {
        const a = entries.slice(0, j).find((x) => sameTest(x, b));
        if (a)
            pairs.push([a, b]);
    });
    return pairs;
}
/** How an entry names its test, for people: its id, or `file › classname › name`. */
function entryLabel(e) {
    if (e.id !== undefined)
        return `id ${e.id}`;
    return [e.file, e.classname ?? e.suite, e.name].filter((x) => x !== undefined).join(' › ');
}
/**
 * Reads the file's text: YAML with a `tests:` list of entries. Each entry names a test (`id`, or
 * `name` with optional `classname`, `suite`, `file`) and has `owner`, `reason` and `expires`
 * (YYYY-MM-DD, at most `maxDays` after `nowMs`'s day), and optionally `issue` (an http(s) URL).
 * Every problem is listed with its line; any problem makes the whole file unread (a file that
 * half applies would forgive what its author did not mean to).
 */
function readQuarantineFile(text, nowMs, maxDays) {
    const lines = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
    const lineOf = (offset) => offset === undefined ? 0 : lines.linePos(offset).line;
    const problems = doc.errors.map((e) => ({
        line: e.linePos?.[0].line ?? lineOf(e.pos[0]),
        message: e.message.split('\n')[0],
    }));
    if (problems.length)
        return { ok: false, problems };
    const at = (n) => lineOf(n?.range?.[0]);
    const root = doc.contents;
    // An empty file, or one of only comments, holds no entry.
    if (root === null)
        return { ok: true, entries: [] };
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(root))
        return { ok: false, problems: [{ line: at(root), message: 'expected a mapping with tests:' }] };
    for (const pair of root.items) {
        const key = String(pair.key?.value ?? '');
        if (key !== 'tests' && key !== 'version')
            problems.push({ line: at(pair.key), message: `unknown key ${JSON.stringify(key)}` });
    }
    const version = root.get('version', true)?.value;
    if (version !== undefined && version !== 1)
        problems.push({ line: at(root), message: `version ${String(version)} is not 1` });
    const tests = root.get('tests', true);
    const entries = [];
    if (tests === undefined || tests.value === null) {
        // `tests:` with nothing: no entry.
    }
    else if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(tests)) {
        problems.push({ line: at(tests), message: 'tests: is not a list of entries' });
    }
    else {
        const today = dayOf(nowMs);
        for (const item of tests.items) {
            const entry = readEntry(item, at, today, maxDays, problems);
            if (entry)
                entries.push(entry);
        }
    }
    return problems.length ? { ok: false, problems } : { ok: true, entries };
}
function readEntry(item, at, today, maxDays, problems) {
    const line = at(item);
    const fail = (message, l = line) => {
        problems.push({ line: l, message });
        return undefined;
    };
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(item))
        return fail('an entry is a mapping (id or name, owner, reason, expires)');
    const fields = {};
    let bad = false;
    for (const pair of item.items) {
        const keyNode = pair.key;
        const key = String(keyNode.value ?? '');
        const value = pair.value?.value;
        if (!ENTRY_FIELDS.includes(key)) {
            fail(`unknown field ${JSON.stringify(key)} (${ENTRY_FIELDS.join(', ')})`, at(keyNode));
            bad = true;
        }
        else if (typeof value !== 'string' || !value.trim()) {
            fail(`${key} is not a non-empty text`, at(keyNode));
            bad = true;
        }
        else
            fields[key] = value.trim();
    }
    if (bad)
        return undefined;
    const { id, name, owner, reason, expires, issue } = fields;
    if (id === undefined && name === undefined)
        return fail('the entry names no test (id or name)');
    if (id !== undefined && (name ?? fields.classname ?? fields.suite ?? fields.file) !== undefined)
        return fail('the entry names its test by id and by names: give one');
    if (owner === undefined)
        return fail('the entry has no owner');
    if (reason === undefined)
        return fail('the entry has no reason');
    if (expires === undefined)
        return fail('the entry has no expires (YYYY-MM-DD)');
    const day = dayNumber(expires);
    if (day === undefined)
        return fail(`expires ${JSON.stringify(expires)} is not a date YYYY-MM-DD`);
    if (day - today > maxDays)
        return fail(`expires ${expires} is more than ${maxDays} days ahead (the most allowed)`);
    if (issue !== undefined && !/^https?:\/\/\S+$/.test(issue))
        return fail(`issue ${JSON.stringify(issue)} is not an http(s) link`);
    return {
        ...(id !== undefined ? { id: id.toLowerCase() } : {}),
        ...(name !== undefined ? { name } : {}),
        ...(fields.classname !== undefined ? { classname: fields.classname } : {}),
        ...(fields.suite !== undefined ? { suite: fields.suite } : {}),
        ...(fields.file !== undefined ? { file: normalPath(fields.file) } : {}),
        owner,
        reason,
        expires,
        ...(issue !== undefined ? { issue } : {}),
        line,
    };
}


/***/ })

};

//# sourceMappingURL=241.index.js.map