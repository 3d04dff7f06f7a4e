export const id = 474;
export const ids = [474];
export const modules = {

/***/ 4474:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/queue/index.ts + 12 modules
var queue = __webpack_require__(8275);
// EXTERNAL MODULE: ./src/inputs/constants.ts
var constants = __webpack_require__(1068);
// EXTERNAL MODULE: ./src/inputs/errors.ts
var errors = __webpack_require__(1318);
// EXTERNAL MODULE: ./src/ports/text.ts
var ports_text = __webpack_require__(2425);
;// CONCATENATED MODULE: ./src/commands/check-test-results/classify.ts


/** The unexplained-failures output's size limit (as failing-tests'). */
const MAX_UNEXPLAINED_OUTPUT_BYTES = constants/* MAX_LIST_OUTPUT_BYTES */.i3;
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
function decide(failures, outside = 0) {
    const byClass = { quarantined: 0, flaky: 0, broken: 0, new: 0 };
    let unexplained = 0;
    let ambiguous = 0;
    for (const f of failures) {
        // An ambiguous failure has no class: none of the tests it fits is the one that failed.
        if (f.ambiguous)
            ambiguous++;
        else
            byClass[f.class]++;
        if (!f.allowed)
            unexplained++;
    }
    return {
        outcome: unexplained === 0 && outside === 0 ? 'success' : 'failure',
        failed: failures.length + outside,
        byClass,
        unexplained,
        outside,
        ambiguous,
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

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/@actions/glob/lib/glob.js + 17 modules
var glob = __webpack_require__(4427);
;// CONCATENATED MODULE: ./src/commands/check-test-results/report.ts
/**
 * The report model every format's reader fills: the tests of one report (failures, passes on a
 * retry, failures outside tests), the identity that tells two tests apart, and the text and
 * count helpers the readers share. Which format gives which field: formats/table.ts.
 */
/** The longest failure message kept (characters). */
const MAX_MESSAGE_CHARS = 300;
/** The report formats the gate reads, recognised by content. */
const REPORT_FORMATS = (/* unused pure expression or super */ null && (['junit', 'ctrf', 'trx', 'go-json', 'jest-json']));
/** A report that cannot be read; the message names the file. */
/** A saxes error on an XML report, said as the report's error: where, and what is wrong. */
function notWellFormedXml(report, at, e) {
    // saxes starts its message with its own `file:line:column: `: the position is said once.
    const what = e.message.replace(/^(?:[^:]*:)?\d+:\d+: /, '');
    return new ReportError(report, `not well-formed XML (line ${at.line}, column ${at.column}: ${what})`);
}
class ReportError extends Error {
    report;
    constructor(report, reason) {
        super(`${report}: ${reason}`);
        this.report = report;
        this.name = 'ReportError';
    }
}
/**
 * The identity key of a test within one report: file, suite, classname, name and variant, and
 * (JUnit) the `<testsuite>` element it is in (`scope`): two suites of one name are two suites.
 */
function identityKey(t, scope = 0) {
    return `${scope}\u0000${t.suite ?? ''}\u0000${t.classname ?? ''}\u0000${t.name}\u0000${t.file ?? ''}\u0000${t.variant ?? ''}`;
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
            throw new ReportError(workspacePath(file, workspace), `cannot be resolved (${e.code})`);
        });
        const rel = (0,external_node_path_.relative)(root, target);
        if (rel.startsWith('..') || (0,external_node_path_.isAbsolute)(rel))
            throw new ReportError(workspacePath(file, workspace), `is a link to ${target}, outside the workspace; reports are read from the workspace only`);
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
// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(6193);
// EXTERNAL MODULE: ./src/files/read-file.ts
var read_file = __webpack_require__(654);
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
    /** A test the report gives as passed after `failedAttempts` failed ones (one result). */
    passedAfter(test, failedAttempts, failedSeconds, message) {
        this.tests++;
        this.flaky.push({ ...ownTest(test), failedAttempts, failedSeconds, message: own(message) });
    }
    skip() {
        this.tests++;
        this.skipped++;
    }
    /** The report: failures, passes on a retry, and what failed outside tests. */
    result(format, showsOutside) {
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
            format,
            showsOutside,
        };
    }
}

;// CONCATENATED MODULE: ./src/commands/check-test-results/formats/jest-json.ts
/**
 * Jest's `--json` output (`jest --json --outputFile=…`).
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
 * Completeness: a test file that did not run (`testExecError`, or `failed` with no failed
 * assertion) is a failure outside tests; `numFailedTests`, `numFailedTestSuites` and
 * `numRuntimeErrorTestSuites` beyond what the report names, and `success: false` with nothing
 * failing named, are too. A count that is not a non-negative integer is an error.
 */



/** Whether a parsed JSON document is Jest's `--json` output. */
function isJestJson(doc) {
    const d = doc;
    return (typeof d === 'object' &&
        d !== null &&
        Array.isArray(d.testResults) &&
        typeof d.numTotalTests === 'number');
}
// A count of Jest's summary: absent, or a non-negative integer; anything else is an error.
function countOf(d, key, report) {
    const v = d[key];
    if (v === undefined)
        return undefined;
    const n = jsonCount(v);
    if (n === undefined)
        throw new ReportError(report, `${key} is ${JSON.stringify(v)?.slice(0, 40)}, not a count (a non-negative integer)`);
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
/** Reads a parsed Jest `--json` document (see {@link isJestJson}). */
function readJestJson(doc, report, workspace) {
    const d = doc;
    const numFailedTests = countOf(d, 'numFailedTests', report);
    const numFailedSuites = countOf(d, 'numFailedTestSuites', report);
    const numRuntimeErrors = countOf(d, 'numRuntimeErrorTestSuites', report);
    for (const k of ['numTotalTests', 'numPassedTests', 'numPendingTests', 'numTotalTestSuites'])
        countOf(d, k, report);
    // Each assertion result is one test: Jest records a test's retries inside it (invocations).
    const tally = new TestTally(report, false);
    let failedNamed = 0;
    let failedFiles = 0;
    let brokenFiles = 0;
    for (const [i, raw] of d.testResults.entries()) {
        if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
            throw new ReportError(report, `testResults[${i}] is not a test file object`);
        const f = raw;
        const path = typeof f.name === 'string' ? f.name : `testResults[${i}]`;
        const rel = (0,external_node_path_.relative)(workspace, path);
        const shownPath = rel && !rel.startsWith('..') && !(0,external_node_path_.isAbsolute)(rel) ? rel : path;
        const file = typeof f.name === 'string' && f.name !== '' ? shownPath : undefined;
        const assertions = Array.isArray(f.assertionResults)
            ? f.assertionResults
            : [];
        let failedHere = 0;
        for (const [j, a] of assertions.entries()) {
            if (typeof a !== 'object' || a === null || Array.isArray(a))
                throw new ReportError(report, `testResults[${i}].assertionResults[${j}] is not a test object`);
            const ancestors = Array.isArray(a.ancestorTitles)
                ? a.ancestorTitles.filter((x) => typeof x === 'string')
                : [];
            const title = typeof a.title === 'string' ? a.title : '';
            const id = jestIdentity(ancestors, title, file, report);
            const invocations = typeof a.invocations === 'number' ? a.invocations : 1;
            const messages = Array.isArray(a.failureMessages) ? a.failureMessages : [];
            const reasons = Array.isArray(a.retryReasons) ? a.retryReasons : [];
            if (a.status === 'failed') {
                failedHere++;
                failedNamed++;
                tally.fail(id, oneLine(typeof messages[0] === 'string' ? messages[0] : ''));
            }
            else if (a.status === 'passed') {
                if (invocations > 1 || reasons.length)
                    tally.passedAfter(id, Math.max(invocations - 1, reasons.length), 0, oneLine(typeof reasons.at(-1) === 'string' ? reasons.at(-1) : ''));
                else
                    tally.pass(id);
            }
            else if (JEST_SKIPPED.has(a.status))
                tally.skip();
            else {
                // A status Jest does not write: the gate cannot tell it passed.
                failedHere++;
                failedNamed++;
                tally.fail(id, `status ${JSON.stringify(a.status)?.slice(0, 40)} (not passed)`);
            }
        }
        const execError = f.testExecError;
        const message = typeof f.message === 'string' ? f.message : '';
        if (failedHere || execError || f.status === 'failed')
            failedFiles++;
        if (execError || (f.status === 'failed' && failedHere === 0)) {
            brokenFiles++;
            const why = typeof execError?.message === 'string' && execError.message.trim()
                ? execError.message
                : withoutJestHeading(message);
            tally.outside.push({
                report,
                where: `test file ${shownPath}`,
                message: oneLine(why) || 'the test file failed without a failing test',
            });
        }
    }
    const beyond = (what, declared, named, noun) => {
        if (declared !== undefined && declared > named)
            tally.outside.push({
                report,
                where: 'the run',
                message: `${what} is ${declared}, the report names ${named} ${noun}`,
            });
    };
    beyond('numFailedTests', numFailedTests, failedNamed, 'failed test(s)');
    beyond('numFailedTestSuites', numFailedSuites, failedFiles, 'failed test file(s)');
    beyond('numRuntimeErrorTestSuites', numRuntimeErrors, brokenFiles, 'test file(s) that did not run');
    if (d.success === false && !failedNamed && !tally.outside.length)
        tally.outside.push({
            report,
            where: 'the run',
            message: 'success is false, and the report names nothing that failed',
        });
    return tally.result('jest-json', true);
}
// Jest's statuses of a test that did not run.
const JEST_SKIPPED = new Set(['pending', 'skipped', 'todo', 'disabled']);

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




/** Whether a parsed JSON document is a CTRF report. */
function isCtrf(doc) {
    const r = doc?.results;
    return typeof r === 'object' && r !== null && Array.isArray(r.tests);
}
/** CTRF producers whose summary counts only the tests they name (`tool.name`), and why. */
const CTRF_PARTIAL_SUMMARY = {
    jest: 'jest-ctrf-json-reporter counts only the tests it names: a test file that fails to load is in neither its tests nor its summary; use jest --json',
};
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
/** Reads a parsed CTRF document (see {@link isCtrf}). */
function readCtrf(doc, report, workspace = '') {
    const results = doc.results;
    const tool = typeof results.tool?.name === 'string' ? results.tool.name : '';
    const jest = tool === 'jest';
    const tally = new TestTally(report, false);
    let namedFailed = 0;
    let namedOther = 0;
    for (const [i, raw] of results.tests.entries()) {
        if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
            throw new ReportError(report, `results.tests[${i}] is not a test object`);
        const t = raw;
        if (typeof t.name !== 'string')
            throw new ReportError(report, `results.tests[${i}] has no name (a string)`);
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
        const line = typeof t.line === 'number' && Number.isInteger(t.line) && t.line > 0 ? t.line : 0;
        const variant = variantOf(t);
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
        if (line)
            id.line = line;
        if (variant !== undefined)
            id.variant = variant;
        const message = oneLine(str(t.message) ?? str(t.trace) ?? '');
        const status = typeof t.status === 'string' ? t.status : '';
        if (status === 'failed' || (status === 'other' && !NOT_RUN_RAW.has(str(t.rawStatus) ?? ''))) {
            if (status === 'failed')
                namedFailed++;
            else
                namedOther++;
            tally.fail(id, message || (status === 'other' ? 'status other (not passed)' : ''), num(t.duration) / 1000);
            continue;
        }
        if (status === 'passed') {
            const attempts = Array.isArray(t.retryAttempts) ? t.retryAttempts : [];
            const failedAttempts = attempts.filter((a) => a?.status !== 'passed');
            const retries = Math.max(num(t.retries), failedAttempts.length, t.flaky === true ? 1 : 0);
            if (retries > 0) {
                const seconds = failedAttempts.reduce((s, a) => s + num(a?.duration) / 1000, 0);
                const last = failedAttempts.at(-1);
                tally.passedAfter(id, retries, seconds, oneLine(str(last?.message) ?? ''));
            }
            else
                tally.pass(id);
            continue;
        }
        if (status === 'skipped' || status === 'pending' || status === 'other') {
            if (status === 'other')
                namedOther++;
            tally.skip();
            continue;
        }
        throw new ReportError(report, `results.tests[${i}] has status ${JSON.stringify(t.status)?.slice(0, 40)}; CTRF's are passed, failed, skipped, pending and other`);
    }
    const summary = results.summary;
    const count = (k) => {
        const v = summary?.[k];
        if (v === undefined)
            return undefined;
        const n = jsonCount(v);
        if (n === undefined)
            throw new ReportError(report, `results.summary.${k} is ${JSON.stringify(v)?.slice(0, 40)}, not a count (a non-negative integer)`);
        return n;
    };
    for (const k of ['tests', 'passed', 'skipped', 'pending'])
        count(k);
    const failed = count('failed');
    const other = count('other');
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
    const r = tally.result('ctrf', declared !== undefined && !(tool in CTRF_PARTIAL_SUMMARY));
    const partial = CTRF_PARTIAL_SUMMARY[tool];
    if (partial !== undefined)
        r.outsideHint = partial;
    return r;
}

;// CONCATENATED MODULE: ./src/commands/check-test-results/formats/go-json.ts
/**
 * Go's `go test -json` stream (and gotestsum's `--jsonfile`, the same events): one JSON event a
 * line, read a line at a time.
 *
 * Identity, as gotestsum's JUnit report gives it: `classname` and suite (Trunk's parent) are the
 * package's import path, `name` is the test's name (`TestX/sub` for a subtest); no file.
 *
 * Failures outside tests: a package whose `fail` event follows no failed test of its own (a
 * panic in `init` or `TestMain`, a timeout outside a test), a `build-fail` event (Go 1.24+), and
 * the plain-text `FAIL <pkg> [build failed]` (or `[setup failed]`) line older Go writes into the
 * stream. A test that ran and never ended (the `-timeout` panic kills it unreported) and a
 * package whose run never ends (a stream cut short, go test killed) are failures outside tests.
 *
 * Attempts: the same test run again in one package (`-count`, gotestsum `--rerun-fails`); its
 * last result counts (fail, pass, fail is failed). One that failed and then passed was flaky in
 * this run; its failed attempts' `Elapsed` is the retry's cost.
 */


// A failure's message: Go's `file_test.go:12: ...` line when there is one.
const LOCATED = /^\s+\S+\.go:\d+: /;
/** The longest line read as one event: 64 MiB (a test's output line that long is not judged). */
const MAX_GO_EVENT_CHARS = 64 * 1024 * 1024;
/**
 * An import path without the ` [pkg.test]` go adds for a test build: from the first ` [` of a
 * path that ends in `]`, as `/ \[.*\]$/` read it, which took time squared on a long line.
 */
function withoutTestSuffix(path) {
    const at = path.endsWith(']') ? path.indexOf(' [') : -1;
    return at < 0 ? path : path.slice(0, at);
}
/** A streaming reader of one `go test -json` report. */
class GoTestJsonReader {
    report;
    maxLineChars;
    tally;
    rest = '';
    lineNo = 0;
    /** Per package: failed tests since its last package-level event. */
    failedInPackage = new Map();
    /** Per running test (`pkg\0test`): the best message line so far. */
    messages = new Map();
    /** Per package: its output's last lines (for a failure outside tests). */
    packageOutput = new Map();
    buildFailed = new Set();
    /** Per package with a run under way: its tests that started and have not ended. */
    running = new Map();
    constructor(report, 
    /** The longest line read as one event (default {@link MAX_GO_EVENT_CHARS}). */
    maxLineChars = MAX_GO_EVENT_CHARS) {
        this.report = report;
        this.maxLineChars = maxLineChars;
        this.tally = new TestTally(report);
    }
    /**
     * Feeds the next piece of the stream. Only the piece is searched for line ends (searching the
     * unfinished line again with each piece made one long line cost time squared: 32 MB, 22 s);
     * a line longer than the bound ({@link MAX_GO_EVENT_CHARS}) is an error naming the report.
     */
    write(chunk) {
        let start = 0;
        for (let nl = chunk.indexOf('\n'); nl !== -1; nl = chunk.indexOf('\n', start)) {
            const piece = chunk.slice(start, nl);
            if (this.rest) {
                const whole = this.rest + piece;
                this.rest = '';
                this.line(whole);
            }
            else
                this.line(piece);
            start = nl + 1;
        }
        if (start < chunk.length) {
            this.rest += chunk.slice(start);
            if (this.rest.length > this.maxLineChars)
                throw new ReportError(this.report, `line ${this.lineNo + 1} is longer than ${this.maxLineChars.toLocaleString('en-US')} characters, which the gate does not read as one event of go test -json`);
        }
    }
    /** Ends the stream and gives the report. */
    end() {
        if (this.rest)
            this.line(this.rest);
        this.rest = '';
        // A package whose run never ended: the stream was cut short (or go test was killed).
        for (const [pkg, tests] of this.running) {
            const under = tests.size
                ? `; ${tests.size} test(s) started and never ended (${[...tests].slice(0, 3).join(', ')}${tests.size > 3 ? ', …' : ''})`
                : '';
            this.tally.outside.push({
                report: this.report,
                where: `package ${pkg}`,
                message: `the stream ends before the package's result (cut short, or go test was killed)${under}`,
            });
        }
        this.running.clear();
        return this.tally.result('go-json', true);
    }
    line(raw) {
        this.lineNo++;
        const l = raw.trim();
        if (!l)
            return;
        if (!l.startsWith('{')) {
            // Go before 1.24 writes a package that did not build as text in the stream.
            const m = /^FAIL\s+(\S+)\s+\[(build failed|setup failed)\]/.exec(l);
            if (m)
                this.packageFailed(m[1], m[2]);
            return;
        }
        let e;
        try {
            e = JSON.parse(l);
        }
        catch {
            throw new ReportError(this.report, `line ${this.lineNo} is not a JSON event of go test -json`);
        }
        const action = typeof e.Action === 'string' ? e.Action : '';
        if (action === 'build-fail' && typeof e.ImportPath === 'string') {
            this.packageFailed(withoutTestSuffix(e.ImportPath), 'build failed');
            return;
        }
        const pkg = typeof e.Package === 'string' ? e.Package : undefined;
        if (pkg === undefined)
            return;
        const test = typeof e.Test === 'string' && e.Test !== '' ? e.Test : undefined;
        const seconds = typeof e.Elapsed === 'number' && e.Elapsed > 0 ? e.Elapsed : 0;
        if (test === undefined) {
            if (action === 'start' || action === 'run')
                this.runningIn(pkg);
            this.packageEvent(pkg, action, e.Output);
            return;
        }
        const id = { name: test, classname: pkg, suite: pkg, report: this.report };
        const key = `${pkg}\u0000${test}`;
        switch (action) {
            case 'output': {
                if (typeof e.Output !== 'string')
                    return;
                const out = e.Output;
                const known = this.messages.get(key);
                if (LOCATED.test(out) && (known === undefined || !LOCATED.test(known)))
                    this.messages.set(key, out);
                return;
            }
            case 'run':
                this.messages.delete(key);
                this.runningIn(pkg).add(test);
                return;
            case 'pass':
                this.messages.delete(key);
                this.running.get(pkg)?.delete(test);
                this.tally.pass(id);
                return;
            case 'skip':
                this.messages.delete(key);
                this.running.get(pkg)?.delete(test);
                this.tally.skip();
                return;
            case 'fail': {
                const message = oneLine(this.messages.get(key) ?? `--- FAIL: ${test}`);
                this.messages.delete(key);
                this.running.get(pkg)?.delete(test);
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
        if (action === 'output' && typeof output === 'string') {
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
        if (unended?.size) {
            for (const test of unended)
                this.tally.outside.push({
                    report: this.report,
                    where: `test ${test} in package ${pkg}`,
                    message: `started and never ended${this.packageOutput.has(pkg) ? ` (${oneLine(this.packageOutput.get(pkg))})` : ''}`,
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
        if (action === 'fail' && failedTests === 0 && !this.buildFailed.has(pkg))
            this.packageFailed(pkg, why ?? 'failed outside its tests');
    }
    packageFailed(pkg, why) {
        if (this.buildFailed.has(pkg))
            return;
        this.buildFailed.add(pkg);
        this.tally.outside.push({ report: this.report, where: `package ${pkg}`, message: oneLine(why) });
    }
}

// EXTERNAL MODULE: ./node_modules/saxes/saxes.js
var saxes = __webpack_require__(9800);
;// CONCATENATED MODULE: ./src/commands/check-test-results/formats/junit.ts
/**
 * JUnit XML reports: reading the tests of one as a stream.
 *
 * Formats handled (fixtures and how each was made: `__fixtures__/junit/README.md`): pytest
 * (`junit_family` xunit1 and xunit2, pytest-rerunfailures), jest-junit, vitest, mocha-junit-
 * reporter, Maven Surefire `TEST-*.xml` (with reruns), Gradle with test-retry, Marathon,
 * @web/test-runner, gotestsum, Bazel's `test.xml`; `<testsuites>` or a bare `<testsuite>` root,
 * suites nested at any depth.
 *
 * The report is read with saxes, a strict streaming parser: the document is never built, a
 * not-well-formed report is refused, and entities are never expanded or fetched (a DOCTYPE that
 * declares any is refused outright).
 *
 * Where each field of a test comes from:
 * - `name`, `classname`: the `<testcase>` attributes.
 * - `suite`: the nearest enclosing `<testsuite>`'s `name` (Trunk calls it the test's parent).
 * - `file`: the `<testcase>`'s `file` or `filepath` attribute (pytest xunit1, jest-junit with
 *   `addFileAttribute`, many others); else the nearest enclosing `<testsuite>`'s `file` or
 *   `filepath`; else none. Nothing is guessed from a class or package name.
 * - `line`: the `<testcase>`'s `line` attribute (pytest xunit1), when a positive integer.
 * - `message`: the `message` attribute of the `<failure>`/`<error>`, else the first non-empty
 *   line of its body; one line, cut to {@link MAX_MESSAGE_CHARS}.
 * - `kind`: `failure` or `error` (a test case with both counts once, as `failure`).
 *
 * Elements are known by their lower-case local name: `<Failure>` and `<j:failure>` are `<failure>`.
 * A `<testcase>` (or a suite) inside a `<testcase>` is an error: whose result is inside it?
 *
 * Attempts: test cases of one identity (the `<testsuite>` element they are in, suite name,
 * classname, name, file) are attempts of one test (Gradle test-retry, Marathon,
 * @web/test-runner, gotestsum write one `<testcase>` per attempt): two `<testsuite>` elements of
 * one name are two suites. Under jest-junit's and vitest's roots (`jest tests`, `vitest tests`),
 * which write no attempts, two test cases of one identity are two tests (`test.each` rows). The
 * last attempt counts, as in Go's reader: fail then pass is a pass on a retry; pass then fail,
 * and fail, pass, fail, are one failure with its last attempt's message (a writer records
 * attempts in the order they ran). Surefire's `<flakyFailure>`/`<flakyError>` in a passing test
 * case mean it passed on a rerun; `<rerunFailure>`/`<rerunError>` are failed runs of a test that
 * never passed (beside a `<failure>`, or alone). `<skipped>` is not a failure.
 *
 * Counts: every suite's `failures` + `errors` attributes are compared with the failing test
 * cases it names (its own and its nested suites'); a suite that declares more is a
 * {@link CountMismatch}. A count attribute (`tests`, `failures`, `errors`, `skipped`,
 * `disabled`) that is not a plain non-negative integer is an error naming the report.
 */


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
 * Roots of writers that record no retry as a repeated `<testcase>` (jest-junit, vitest): there,
 * two test cases of one identity (`test.each` rows sharing a title) are two tests, never attempts.
 */
const NO_ATTEMPT_ROOTS = new Set(['jest tests', 'vitest tests']);
/**
 * A streaming reader of one report: feed it text with {@link write}, then {@link close} it and
 * take its {@link result}. Throws a {@link ReportError} naming the report when the text is not
 * well-formed XML, its root is not `<testsuites>`/`<testsuite>`, or it declares entities: a
 * report that cannot be read never counts as zero failures.
 *
 * The report is read once: a pass counts only after a failure of its identity (the last attempt
 * counts), so a passing case is checked against the failures' names, and only on a hit against
 * the exact key; nothing is kept per passing case.
 */
class JUnitReader {
    report;
    onFailure;
    parser = new saxes/* SaxesParser */.wT({
        xmlns: false,
        position: true,
    });
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
    /** Repeated test cases of one identity are attempts (see NO_ATTEMPT_ROOTS). */
    attempts = true;
    sawRoot = false;
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
    first = true;
    constructor(report, 
    /** Called at each failing test case read (see ReadContext.onFailure). */
    onFailure) {
        this.report = report;
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
            format: 'junit',
            showsOutside: false,
        };
        const p = this.parser;
        p.on('error', (e) => {
            throw notWellFormedXml(report, p, e);
        });
        p.on('doctype', (text) => {
            if (/<!ENTITY/i.test(text)) {
                throw new ReportError(report, 'its DOCTYPE declares entities; a test report needs none, and entities are never expanded or fetched');
            }
        });
        p.on('opentag', (tag) => this.openTag(tag));
        p.on('closetag', (tag) => this.closeTag(tag));
        p.on('text', (t) => this.text(t));
        p.on('cdata', (t) => this.text(t));
    }
    /** Feeds the next piece of the report's text. */
    write(chunk) {
        if (this.first) {
            this.first = false;
            if (chunk.charCodeAt(0) === 0xfeff)
                chunk = chunk.slice(1);
        }
        this.parser.write(chunk);
    }
    /** Ends the text; throws a {@link ReportError} when it held no report. */
    close() {
        this.parser.close();
        if (!this.sawRoot) {
            throw new ReportError(this.report, 'not a JUnit report: no root element, expected <testsuites> or <testsuite>');
        }
    }
    /** What the report holds. */
    result() {
        for (const entry of this.failed.values()) {
            if (entry.passed) {
                const f = entry.failure;
                this.out.passedOnRetry.push({
                    ...testOf(f),
                    failedAttempts: f.attempts,
                    message: f.message,
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
    /** {@link close}, then {@link result}. */
    end() {
        this.close();
        return this.result();
    }
    openTag(tag) {
        this.depth++;
        const a = tag.attributes;
        const name = tagName(tag.name);
        if (this.depth === 1) {
            if (name !== 'testsuites' && name !== 'testsuite') {
                throw new ReportError(this.report, `not a JUnit report: the root element is <${tag.name}>, expected <testsuites> or <testsuite>`);
            }
            this.sawRoot = true;
            if (name === 'testsuites' && NO_ATTEMPT_ROOTS.has(a.name ?? ''))
                this.attempts = false;
        }
        if (name === 'testsuite' || (name === 'testsuites' && this.depth === 1)) {
            if (this.current)
                throw new ReportError(this.report, `a <${tag.name}> inside the <testcase> ${JSON.stringify(this.current.test.name)} (line ${this.parser.line}); a test case holds no suites`);
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
            });
            if (name === 'testsuites' && nonEmpty(a.name) === 'jest tests')
                this.out.outsideHint =
                    'jest-junit leaves out test files that fail to load unless reportTestSuiteErrors is true (JEST_JUNIT_REPORT_TEST_SUITE_ERRORS=true); or use jest --json';
            return;
        }
        if (name === 'testcase') {
            if (this.current)
                throw new ReportError(this.report, `a <testcase> inside the <testcase> ${JSON.stringify(this.current.test.name)} (line ${this.parser.line}); the gate cannot tell which test a result inside it belongs to`);
            const suite = this.suites.at(-1);
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
            return;
        }
        const c = this.current;
        if (!c) {
            // A `<failure>`/`<error>` of a suite itself: something broke outside its test cases.
            const suite = this.suites.at(-1);
            if (FAILURE_TAGS.has(name) && suite && !this.suiteError) {
                this.suiteError = { where: `suite ${JSON.stringify(suite.name ?? '(unnamed)')}` };
                const message = nonEmpty(a.message);
                if (message !== undefined)
                    this.suiteError.message = oneLine(message);
                else
                    this.body = { text: '', target: 'suite' };
            }
            return;
        }
        if (FAILURE_TAGS.has(name)) {
            c.elements++;
            // A test case with both counts once, as its first (a failure before an error).
            if (c.kind !== undefined)
                return;
            c.kind = name;
            const message = nonEmpty(a.message);
            if (message !== undefined)
                c.message = oneLine(message);
            else
                this.body = { text: '', target: 'failure' };
        }
        else if (RERUN_TAGS.has(name)) {
            // Surefire: a rerun that failed. With no <failure> beside it the test never passed.
            c.reruns++;
            if (c.rerunKind === undefined) {
                c.rerunKind = name === 'rerunFailure' ? 'failure' : 'error';
                const message = nonEmpty(a.message);
                if (message !== undefined)
                    c.rerunMessage = oneLine(message);
                else
                    this.body = { text: '', target: 'rerun' };
            }
        }
        else if (FLAKY_TAGS.has(name)) {
            c.flaky++;
            c.flakySeconds += seconds(a.time);
            const message = nonEmpty(a.message);
            if (message !== undefined)
                c.flakyMessage = oneLine(message);
            else
                this.body = { text: '', target: 'flaky' };
        }
        else if (name === 'skipped') {
            c.skipped = true;
        }
    }
    // A count attribute of a suite: absent, or a plain non-negative integer. Anything else is an
    // error naming the report: garbage in a count never reads as 0.
    count(tag, attribute) {
        const v = tag.attributes[attribute];
        if (v === undefined)
            return 0;
        const n = plainCount(v);
        if (n === undefined)
            throw new ReportError(this.report, `<${tag.name}${tag.attributes.name !== undefined ? ` name=${JSON.stringify(tag.attributes.name)}` : ''}> has ${attribute}=${JSON.stringify(v.slice(0, 40))} (line ${this.parser.line}), not a count (a plain non-negative integer)`);
        return n;
    }
    text(t) {
        const b = this.body;
        if (!b || b.text.length >= MAX_BODY_CHARS)
            return;
        b.text += t.slice(0, MAX_BODY_CHARS - b.text.length);
    }
    closeTag(tag) {
        this.depth--;
        const c = this.current;
        const name = tagName(tag.name);
        // The usual case first: the end of a test case (its children's elements were closed).
        if (name === 'testcase' && c) {
            this.current = undefined;
            this.endCase(c);
            return;
        }
        if (this.body && (FAILURE_TAGS.has(name) || FLAKY_TAGS.has(name) || RERUN_TAGS.has(name))) {
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
        if (!c && this.suiteError && FAILURE_TAGS.has(name)) {
            this.out.outside.push({
                report: this.report,
                where: own(this.suiteError.where),
                message: own(this.suiteError.message || `a suite-level <${tag.name}>`),
            });
            this.suiteError = undefined;
            return;
        }
        if (FAILURE_TAGS.has(name) || FLAKY_TAGS.has(name) || RERUN_TAGS.has(name))
            return;
        if (name === 'testsuite' || (name === 'testsuites' && this.depth === 0)) {
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
            if (c.skipped) {
                this.out.skipped++;
                return;
            }
            // A nameless test case is no identity: it is never an attempt of another one.
            if (c.test.name === '')
                return;
            // A pass after a failure of the same test: it passed on a retry (a later failure undoes it).
            if (this.attempts && this.failedNames.has(c.test.name)) {
                const entry = this.failed.get(identityKey(c.test, c.scope));
                if (entry)
                    entry.passed = true;
            }
            if (c.flaky > 0) {
                const key = own(identityKey(c.test, c.scope));
                if (!this.flakyPasses.has(key))
                    this.flakyPasses.set(key, {
                        ...keptTest(c),
                        failedAttempts: c.flaky,
                        message: own(c.flakyMessage ?? ''),
                        failedSeconds: c.flakySeconds,
                    });
                else if (!this.attempts)
                    this.flakyPasses.set(`${key}\u0000#${this.out.tests}`, {
                        ...keptTest(c),
                        failedAttempts: c.flaky,
                        message: own(c.flakyMessage ?? ''),
                        failedSeconds: c.flakySeconds,
                    });
            }
            return;
        }
        const suite = this.suites.at(-1);
        if (suite) {
            suite.named++;
            suite.elements += c.elements;
        }
        // jest-junit's case for a test file that failed to run (reportTestSuiteErrors): no test of
        // Trunk's, a file that did not load.
        if (c.test.classname === 'Test suite failed to run') {
            if (!this.outsideFiles.has(c.test.name)) {
                this.outsideFiles.add(own(c.test.name));
                this.out.outside.push({
                    report: this.report,
                    where: `test file ${own(c.test.name)}`,
                    message: own(c.message || 'Test suite failed to run'),
                });
            }
            return;
        }
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
            entry.failure.message = own(c.message ?? '');
            entry.failure.kind = c.kind;
            // A later failure undoes an earlier pass: fail, pass, fail is failed.
            entry.passed = false;
            return;
        }
        this.failed.set(key, {
            failure: { ...keptTest(c), message: own(c.message ?? ''), kind: c.kind, attempts },
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
/** Reads one report held in a string (see {@link JUnitReader}). */
function parseJUnitReport(xml, report) {
    const reader = new JUnitReader(report);
    reader.write(xml);
    return reader.end();
}

;// CONCATENATED MODULE: ./src/commands/check-test-results/formats/trx.ts
/**
 * Visual Studio's TRX (`dotnet test --logger trx`), read as a stream with saxes (no entities, as
 * for JUnit).
 *
 * Identity, as JunitXml.TestLogger gives it: `classname` is the `<TestMethod className>` of the
 * result's test definition (its assembly-qualified part dropped; `<TestDefinitions>` may come
 * before or after `<Results>`), `name` the result's `testName` (a data row's parameters
 * included); no parent, no file.
 *
 * Every top-level `<UnitTestResult>` is one test; its `<InnerResults>` are its attempts (or data
 * rows): a test whose own outcome passed with failed inner results passed on a retry. Outcomes
 * `Failed`, `Error`, `Timeout`, `Aborted`, `Disconnected`, `NotRunnable`, `InProgress` and
 * `Pending` fail (a test that never finished is not a pass); `NotExecuted` and `Inconclusive`
 * did not run; `PassedButRunAborted` passed, but the run was aborted (a failure outside tests).
 * An outcome TRX does not define is an error.
 *
 * Completeness: `<Counters>` counting more failed results than the report names, a
 * `<ResultSummary outcome>` that failed with nothing failing named, and a `<RunInfo
 * outcome="Error">` are failures outside tests, except the run-level lines that only echo a named
 * failure: xUnit's `[xUnit.net …] <test> [FAIL]` (one per failed result of that name) and the test
 * platform's "Exit code indicates failure" when a failure is named. A count that is not a plain
 * non-negative integer is an error.
 */



/** How the gate reads each outcome TRX defines (vstst.xsd's TestOutcome). */
const OUTCOMES = {
    Passed: 'pass',
    Completed: 'pass',
    Warning: 'pass',
    PassedButRunAborted: 'aborted-pass',
    NotExecuted: 'skip',
    Inconclusive: 'skip',
    Failed: 'fail',
    Error: 'fail',
    Timeout: 'fail',
    Aborted: 'fail',
    Disconnected: 'fail',
    NotRunnable: 'fail',
    InProgress: 'fail',
    Pending: 'fail',
};
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
/** A streaming reader of one TRX report. */
class TrxReader {
    report;
    parser = new saxes/* SaxesParser */.wT({
        xmlns: false,
        position: true,
    });
    tally;
    depth = 0;
    sawRoot = false;
    /** Failed (and retried) top-level results, until every definition has given its class. */
    kept = [];
    classOf = new Map();
    definition;
    /** The results open, outermost first (inner results nest in `<InnerResults>`). */
    results = [];
    text;
    runInfoError = false;
    runErrors = [];
    declaredFailed;
    runOutcome;
    runAborted = false;
    constructor(report) {
        this.report = report;
        this.tally = new TestTally(report, false);
        const p = this.parser;
        p.on('error', (e) => {
            throw notWellFormedXml(report, p, e);
        });
        p.on('doctype', () => {
            throw new ReportError(report, 'a TRX report has no DOCTYPE; entities are never expanded or fetched');
        });
        p.on('opentag', (t) => this.open(t));
        p.on('closetag', (t) => this.close(t));
        p.on('text', (t) => this.addText(t));
        p.on('cdata', (t) => this.addText(t));
    }
    /** Feeds the next piece of the report's text. */
    write(chunk) {
        this.parser.write(chunk.charCodeAt(0) === 0xfeff && !this.sawRoot ? chunk.slice(1) : chunk);
    }
    /** Ends the text and gives the report. */
    end() {
        this.parser.close();
        if (!this.sawRoot)
            throw new ReportError(this.report, 'not a TRX report: no <TestRun> root');
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
            run(oneLine(text) || 'a run error');
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
        return this.tally.result('trx', true);
    }
    count(tag, attribute) {
        const v = tag.attributes[attribute];
        if (v === undefined)
            return 0;
        const n = plainCount(v);
        if (n === undefined)
            throw new ReportError(this.report, `<${tag.name}> has ${attribute}=${JSON.stringify(v.slice(0, 40))} (line ${this.parser.line}), not a count (a plain non-negative integer)`);
        return n;
    }
    open(tag) {
        this.depth++;
        const a = tag.attributes;
        if (this.depth === 1) {
            if (tag.name !== 'TestRun')
                throw new ReportError(this.report, `not a TRX report: the root element is <${tag.name}>`);
            this.sawRoot = true;
            return;
        }
        switch (tag.name) {
            case 'UnitTestResult': {
                const raw = a.outcome ?? '';
                const outcome = OUTCOMES[raw];
                if (outcome === undefined)
                    throw new ReportError(this.report, `the result of ${JSON.stringify(a.testName ?? '')} has outcome ${JSON.stringify(raw.slice(0, 40))} (line ${this.parser.line}), not one TRX defines`);
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
                    this.text = { target: 'message', value: '' };
                return;
            case 'UnitTest':
                this.definition = a.id;
                return;
            case 'TestMethod':
                if (this.definition !== undefined && a.className)
                    this.classOf.set(this.definition, a.className.split(',')[0]?.trim() ?? a.className);
                return;
            case 'ResultSummary':
                this.runOutcome = a.outcome;
                return;
            case 'Counters': {
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
                this.runInfoError = a.outcome === 'Error';
                return;
            case 'Text':
                if (this.runInfoError)
                    this.text = { target: 'runinfo', value: '' };
                return;
        }
    }
    addText(t) {
        if (this.text && this.text.value.length < MAX_TEXT)
            this.text.value += t.slice(0, MAX_TEXT);
    }
    close(tag) {
        this.depth--;
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
                if (this.text?.target === 'message' && r)
                    r.message = oneLine(this.text.value) || r.message;
                this.text = undefined;
                return;
            }
            case 'UnitTest':
                this.definition = undefined;
                return;
            case 'Text':
                if (this.text?.target === 'runinfo')
                    this.runErrors.push(this.text.value.trim());
                this.text = undefined;
                return;
            case 'RunInfo':
                this.runInfoError = false;
                return;
        }
    }
}

;// CONCATENATED MODULE: ./src/commands/check-test-results/formats/table.ts





async function readJUnit(text, ctx) {
    const reader = new JUnitReader(ctx.shown, ctx.onFailure);
    for await (const t of text)
        reader.write(t);
    return reader.end();
}
/** The formats, in the order a JSON document is tried. */
const FORMAT_TABLE = {
    junit: {
        label: 'JUnit XML',
        recognisedBy: 'root `<testsuites>`/`<testsuite>`',
        writtenBy: 'pytest `--junitxml`, jest-junit, vitest, mocha-junit-reporter, Surefire, Gradle, gotestsum `--junitfile`, Marathon, @web/test-runner, Bazel',
        detection: { kind: 'xml', roots: ['testsuites', 'testsuite'] },
        read: readJUnit,
        identity: "the `<testsuite>` element it is in (two suites of one name are two suites), suite name (Trunk's parent), `classname`, `name`, `file`/`filepath`; `<Failure>`, `<j:failure>` are `<failure>`; a `<testcase>` inside another is an error",
        retries: "Surefire's `flakyFailure`/`flakyError` (passed on a rerun) and `rerunFailure`/`rerunError` (with no `<failure>`: failed every run); test cases of one identity in one `<testsuite>` (Gradle test-retry, gotestsum, Marathon), the last one counting (a pass then a failure is a failure), except under jest-junit's and vitest's roots, where they are two tests (`test.each` rows)",
        completeness: "each suite's `failures` + `errors` against the failing test cases it names (more is an error); a count that is not a plain non-negative integer is an error; failures outside tests only if the writer reports them: say so with `complete:`",
    },
    'jest-json': {
        label: 'Jest --json',
        recognisedBy: 'a JSON document with `numTotalTests` and `testResults` (one line or many)',
        writtenBy: '`jest --json --outputFile=reports/jest.json`, vitest `--reporter=json`',
        detection: {
            kind: 'json',
            is: isJestJson,
            read: (doc, ctx) => readJestJson(doc, ctx.shown, ctx.workspace),
        },
        identity: "one for every Jest output: name = classname = describe titles and title joined by spaces, parent = first describe title (`undefined` without one), as jest-junit's defaults; file = the test file, relative to the workspace (Trunk's id leaves it out, as jest-junit's default does; a Trunk test with another `file_path` is another test); each assertion result is one test",
        retries: '`invocations` > 1 or `retryReasons` (`jest.retryTimes`)',
        completeness: 'a file with `testExecError` or failed with no failed test; `numFailedTests`, `numFailedTestSuites`, `numRuntimeErrorTestSuites` beyond what it names; `success: false` with nothing failing named; a count that is not a non-negative integer is an error',
    },
    ctrf: {
        label: 'CTRF JSON',
        recognisedBy: 'a JSON document with `results.tests`',
        writtenBy: '`jest-ctrf-json-reporter`, `playwright-ctrf-json-reporter`, …',
        detection: {
            kind: 'json',
            is: isCtrf,
            read: (doc, ctx) => readCtrf(doc, ctx.shown, ctx.workspace),
        },
        identity: "name, classname = `suite` (a list joined by ` > `), file = `filePath`, variant = `browser`, `device`, `parameters` (entries differing in one are two tests); jest-ctrf-json-reporter's entries named as Jest's (above)",
        retries: '`retries` > 0, failed `retryAttempts` or `flaky: true` on a passed test',
        completeness: "status `failed` and `other` fail (Jest's todo, written as `other` with `rawStatus`, does not); the summary's `failed` (+ `other`) beyond the tests named; a summary shows a file that did not load only when its producer fills it from the whole run: jest-ctrf-json-reporter's does not (use jest --json); a count that is not a non-negative integer is an error",
    },
    trx: {
        label: 'TRX',
        recognisedBy: 'root `<TestRun>`',
        writtenBy: '`dotnet test --logger trx` (MSTest, NUnit, xUnit)',
        detection: { kind: 'xml', roots: ['TestRun'] },
        read: async (text, ctx) => {
            const reader = new TrxReader(ctx.shown);
            for await (const t of text)
                reader.write(t);
            return reader.end();
        },
        identity: "name = `testName` (a data row's parameters included), classname = its definition's `TestMethod className` (`<TestDefinitions>` before or after `<Results>`); each top-level result is one test",
        retries: '`<InnerResults>` that failed under a result that passed',
        completeness: '`Failed`, `Error`, `Timeout`, `Aborted`, `Disconnected`, `NotRunnable`, `InProgress`, `Pending` fail, an unknown outcome is an error; `PassedButRunAborted`, a `<RunInfo outcome="Error">` (less the lines echoing a named failure: xUnit\'s `[xUnit.net …] <test> [FAIL]`, "Exit code indicates failure"), `<Counters>` beyond the failed results, a failed `<ResultSummary outcome>` naming nothing; a count that is not a plain non-negative integer is an error',
    },
    'go-json': {
        label: 'go test -json',
        recognisedBy: "a first line that is a JSON event with `Action`, or Go's text `FAIL <pkg> [build failed]`",
        writtenBy: '`go test -json ./... > reports/go.json`, `gotestsum --jsonfile reports/go.json`',
        detection: { kind: 'lines' },
        read: async (text, ctx) => {
            const reader = new GoTestJsonReader(ctx.shown);
            for await (const t of text)
                reader.write(t);
            return reader.end();
        },
        identity: "classname = parent = the package's import path, name = the test's (`TestX/sub`), as gotestsum's JUnit",
        retries: 'the same test run again in one package (`-count`, gotestsum `--rerun-fails`): its last result counts, so fail, pass, fail is failed',
        completeness: "a package's `fail` with no failed test (a panic in `init`/`TestMain`), `build-fail` events and the text `FAIL … [build failed]` line; a test that ran and never ended (the `-timeout` panic); a package whose run never ends (a stream cut short)",
    },
};
/** The formats' labels, for messages. */
const FORMATS_TEXT = Object.values(FORMAT_TABLE)
    .map((r) => r.label)
    .join(', ');
/** The format whose XML root element is `name`, if any. */
function formatOfXmlRoot(name) {
    for (const [format, row] of Object.entries(FORMAT_TABLE))
        if (row.detection.kind === 'xml' && row.detection.roots.includes(name))
            return format;
    return undefined;
}
/** The table as docs/test-gate.md shows it (a test keeps the two equal). */
function formatsMarkdown() {
    const cell = (s) => s.replace(/\|/g, '\\|');
    const rows = Object.values(FORMAT_TABLE).map((r) => `| ${[r.label, r.recognisedBy, r.writtenBy, r.identity, r.retries, r.completeness].map(cell).join(' | ')} |`);
    return [
        '| Format | Recognised by | Written by | Identity | Retries (only these) | Accounts for itself by |',
        '| --- | --- | --- | --- | --- | --- |',
        ...rows,
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/commands/check-test-results/reports.ts
/**
 * Reading one report file of any format the gate knows, in bounded memory: the file must be a
 * regular file (never a FIFO or a device, which could block or never end), hold no NUL byte
 * (no text report does), and its format is recognised from its first bytes (see
 * {@link detectFormat}). XML (JUnit, TRX) and Go's line stream are read as streams; a whole-
 * document JSON report (CTRF, Jest) is held at most {@link MAX_JSON_REPORT_BYTES}.
 */










/** The largest CTRF or Jest JSON report read (they are parsed whole). */
const MAX_JSON_REPORT_BYTES = 256 * 1024 * 1024;
const CHUNK_BYTES = 64 * 1024;
// The longest first line read to tell a Go event from a one-line JSON document.
const GO_LINE_BYTES = 1024 * 1024;
/**
 * The format of a report from its first characters (BOM and blanks skipped): XML by its root
 * element (`<testsuites>`/`<testsuite>`: JUnit, `<TestRun>`: TRX); a first line that is a JSON
 * object with an `Action`, or Go's text `FAIL`/`ok` line: `go test -json`; other JSON: `json`
 * (CTRF or Jest, told apart once parsed). Undefined: none of them. `more`: the head is too short
 * to tell.
 */
function detectFormat(head, final = false) {
    let s = head.replace(/^\uFEFF/, '').trimStart();
    if (!s)
        return 'more';
    if (s.startsWith('<')) {
        // The prolog: declarations, comments and a DOCTYPE, skipped by scanning (a regular expression
        // for the DOCTYPE backtracked: 30 pairs of brackets in it took 3 s, each pair doubling it).
        for (;;) {
            const end = s.startsWith('<?')
                ? closeAfter(s, '?>', 2)
                : s.startsWith('<!--')
                    ? closeAfter(s, '-->', 4)
                    : s.startsWith('<!DOCTYPE')
                        ? doctypeEnd(s)
                        : -1;
            if (end < 0)
                break;
            s = s.slice(end).trimStart();
        }
        if (/^<(\?|!)/.test(s) || s === '')
            return 'more';
        const root = /^<([A-Za-z_][\w.:-]*)[\s/>]/.exec(s);
        if (!root)
            return s.length < 256 ? 'more' : undefined;
        return formatOfXmlRoot(root[1]);
    }
    if (/^(FAIL|ok)\s+\S+/.test(s) || /^# \S+/.test(s))
        return 'go-json';
    if (s.startsWith('{')) {
        const nl = s.indexOf('\n');
        // Go's events each start with one of these keys; Jest, vitest and CTRF documents never do.
        const goStart = /^\{\s*"(Time|Action|Package|ImportPath)"\s*:/.test(s);
        if (nl === -1) {
            // One line (jest and vitest write --json so): a document, unless it is Go's one event.
            if (!goStart)
                return 'json';
            if (!final && head.length < GO_LINE_BYTES)
                return 'more';
        }
        const first = (nl === -1 ? s : s.slice(0, nl)).trim();
        if (/^\{\s*"(Time|Action|Package|ImportPath)"\s*:/.test(first)) {
            try {
                const e = JSON.parse(first);
                if (typeof e.Action === 'string')
                    return 'go-json';
            }
            catch {
                // a pretty-printed document's first line is not JSON on its own
            }
        }
        return 'json';
    }
    return undefined;
}
/** The index after `close`, searched from `from`; -1 when it is not there. */
function closeAfter(s, close, from) {
    const at = s.indexOf(close, from);
    return at < 0 ? -1 : at + close.length;
}
/**
 * The index after the `>` that ends the DOCTYPE `s` starts with, or -1 when it does not end in
 * `s`: quoted literals and the internal subset (`[...]`, up to its first `]` outside quotes) may
 * hold a `>`. One pass, whatever the text.
 */
function doctypeEnd(s) {
    let quote = '';
    let subset = false;
    for (let i = '<!DOCTYPE'.length; i < s.length; i++) {
        const c = s[i];
        if (quote) {
            if (c === quote)
                quote = '';
        }
        else if (c === '"' || c === "'")
            quote = c;
        else if (subset) {
            if (c === ']')
                subset = false;
        }
        else if (c === '[')
            subset = true;
        else if (c === '>')
            return i + 1;
    }
    return -1;
}
/** Reads one report file, of any format the gate knows (see the module comment). */
async function readReport(file, workspace, options = {}) {
    const shown = workspacePath(file, workspace);
    const chunks = readChunks(file, shown, options.signal);
    let head = '';
    let format = 'more';
    const buffered = [];
    for (;;) {
        const next = await chunks.next();
        if (next.done)
            break;
        buffered.push(next.value);
        head += next.value;
        format = detectFormat(head.slice(0, 1024 * 1024));
        if (format !== 'more' || head.length > 1024 * 1024)
            break;
    }
    if (format === 'more') {
        const last = detectFormat(head, true);
        format = last === 'more' ? undefined : last;
    }
    if (format === undefined) {
        await chunks.return(undefined);
        throw new ReportError(shown, head.trim() ? `is not a test report the gate reads (${FORMATS_TEXT})` : 'is empty');
    }
    // Closing the file even when the reader stops while the buffered head is still being fed.
    const rest = async function* () {
        try {
            yield* buffered;
            yield* chunks;
        }
        finally {
            await chunks.return(undefined);
        }
    };
    const parsed = await readAs(format, rest(), shown, workspace, options);
    if (parsed.failures.length)
        options.onFailure?.();
    if (options.showsOutside)
        parsed.showsOutside = true;
    for (const t of [...parsed.failures, ...parsed.passedOnRetry])
        if (t.file !== undefined)
            t.file = inWorkspace(t.file, workspace);
    return parsed;
}
/**
 * A test's file as Trunk's `file_path` would give it: an absolute path inside the workspace made
 * relative to it (`/` separators); any other path as the report gives it.
 */
function inWorkspace(file, workspace) {
    return (0,external_node_path_.isAbsolute)(file) ? workspacePath(file, workspace) : file;
}
async function readAs(format, text, shown, workspace, options) {
    const ctx = { shown, workspace, onFailure: options.onFailure };
    const read = format === 'json' ? undefined : FORMAT_TABLE[format].read;
    if (read)
        return read(text, ctx);
    const max = options.maxJsonBytes ?? MAX_JSON_REPORT_BYTES;
    const parts = [];
    let size = 0;
    for await (const t of text) {
        size += Buffer.byteLength(t);
        if (size > max)
            throw new ReportError(shown, `is a JSON report over ${max} bytes; the gate reads JSON reports of at most that size`);
        parts.push(t);
    }
    let doc;
    try {
        doc = JSON.parse(parts.join('').replace(/^\uFEFF/, ''));
    }
    catch (e) {
        throw new ReportError(shown, `is not valid JSON (${e.message})`);
    }
    for (const row of Object.values(FORMAT_TABLE))
        if (row.detection.kind === 'json' && row.detection.is(doc))
            return row.detection.read(doc, ctx);
    throw new ReportError(shown, `is JSON but neither CTRF ({"results":{"tests":[...]}}) nor Jest --json output ({"numTotalTests":…,"testResults":[...]})`);
}
/** Throws the run's cancellation when `signal` is aborted (a job cancelled mid-parse). */
function cancelled(signal) {
    if (!signal?.aborted)
        return;
    const reason = signal.reason instanceof Error ? signal.reason.message : '';
    throw new queue.CancelledError('check-test-results', reason || 'the job was cancelled');
}
/**
 * The file's text, 64 KiB at a time, refusing what is not a regular file and any NUL byte.
 * Opened non-blocking, so a FIFO never stalls the open.
 */
async function* readChunks(file, shown, signal) {
    cancelled(signal);
    let fh;
    try {
        fh = await (0,promises_.open)(file, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK);
    }
    catch (e) {
        throw new ReportError(shown, `cannot be read (${e.code ?? e})`);
    }
    try {
        const st = await fh.stat();
        if (!st.isFile())
            throw new ReportError(shown, `${(0,read_file/* notRegularText */.JU)(st)}; reports are read from regular files only`);
        const decoder = new external_node_string_decoder_.StringDecoder('utf8');
        // Two buffers: the next piece is read while the reader parses this one, as a stream's
        // read-ahead does (one read at a time, so the file is never read out of order).
        let buf = Buffer.allocUnsafe(CHUNK_BYTES);
        let spare = Buffer.allocUnsafe(CHUNK_BYTES);
        let offset = 0;
        const readAt = (into, position) => {
            const read = fh.read(into, 0, CHUNK_BYTES, position).then((r) => r.bytesRead, (e) => {
                throw new ReportError(shown, `cannot be read (${e.code ?? e})`);
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
                const nul = buf.subarray(0, n).indexOf(0);
                if (nul !== -1)
                    throw new ReportError(shown, `holds a NUL byte (at byte ${offset + nul}); a test report is text, this is not one`);
                offset += n;
                const t = decoder.write(buf.subarray(0, n));
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
        const t = decoder.end();
        if (t)
            yield t;
    }
    finally {
        await fh.close();
    }
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
// Why an unexplained failure counts, without contradicting what the log said about it.
function whyCounted(f) {
    if (f.class !== 'new')
        return `Failed; known to Trunk as ${f.class}, which allow-failures does not forgive.`;
    const lookedUp = f.lookedUp
        ? ' Its id was looked up, and Trunk does not know it.'
        : f.id !== undefined
            ? ' It was not looked up by id (over the per-run bound).'
            : '';
    const ruled = f.ruledOut
        ? ` Trunk has ${f.ruledOut} test(s) of this name, but their classname, suite or file differ.`
        : '';
    return `Failed, and Trunk's failures of the last 7 days do not include this test.${lookedUp}${ruled}`;
}
/**
 * Annotations: the unexplained failures (errors) first, then the forgiven failures and the tests
 * that passed on a retry (notices); at most {@link MAX_ANNOTATIONS_PER_LEVEL} of each level.
 */
function gateAnnotations(failures, workspace, passedOnRetry = [], perLevel = MAX_ANNOTATIONS_PER_LEVEL, outside = []) {
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
            title: `Forgiven ${f.class} test failure: ${testLabel(f)}`.slice(0, 250),
            message: [
                `Failed, but known to Trunk as ${f.class}: not counted by the gate.`,
                f.message,
                f.test ? f.test.html_url : '',
            ]
                .filter(Boolean)
                .join('\n'),
            ...place(f),
        })),
        ...passedOnRetry.map((p) => ({
            level: 'notice',
            title: `Passed on retry (flaky in this run): ${testLabel(p)}`.slice(0, 250),
            message: [
                `Failed ${p.failedAttempts} attempt(s), then passed: not counted by the gate.`,
                p.message,
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
function testLabel(f) {
    return f.classname && !f.name.startsWith(f.classname) ? `${f.classname} › ${f.name}` : f.name;
}
/** The job summary of one check (below the command's heading). */
function gateSummary(d, failures, context) {
    const allowed = [...context.allow].join(', ') || 'none';
    const verdict = d.outcome === 'success'
        ? d.failed
            ? `✅ **Passed**: all ${d.failed} failure(s) are in allowed classes (${(0,ports_text.md)(allowed)}).`
            : '✅ **Passed**: no test failed.'
        : `❌ **Failed**: ${d.unexplained + d.outside} of ${d.failed} failure(s) are not explained by the allowed classes (${(0,ports_text.md)(allowed)})${d.outside ? `, ${d.outside} of them outside test cases` : ''}.`;
    let s = `${context.verdict ?? verdict}\n\n${context.tests} test case(s) in ${context.reports} report(s).\n`;
    if (!context.testOutcome)
        s +=
            '\n_`test-outcome` was not given: the gate could not check whether the test step failed outside what its reports show (a test file that did not load, a crash, a timeout). Pass `test-outcome: ${{ steps.<id>.outcome }}`._\n';
    const maxRows = context.maxRows ?? MAX_SUMMARY_ROWS;
    const outside = context.outside ?? [];
    if (outside.length) {
        s +=
            `\n**${outside.length} failure(s) outside test cases** (never forgiven: no test of Trunk's can explain them):\n\n` +
                (0,ports_text/* mdTable */.gJ)(['What failed', 'Why', 'Report'], outside
                    .slice(0, maxRows)
                    .map((o) => [(0,ports_text.md)(o.where, 160), (0,ports_text.md)(o.message, 160), (0,ports_text.md)(o.report, 160)])) +
                '\n';
        if (outside.length > maxRows)
            s += `\n_…and ${outside.length - maxRows} more._\n`;
    }
    const retried = context.passedOnRetry ?? [];
    if (retried.length) {
        s +=
            `\n**${retried.length} test(s) passed on a retry** (flaky in this run; never counted by the gate):\n\n` +
                (0,ports_text/* mdTable */.gJ)(['Test', 'Failed attempts', 'Last failure', 'Where'], retried
                    .slice(0, maxRows)
                    .map((p) => [
                    (0,ports_text.md)(testLabel(p)),
                    String(p.failedAttempts),
                    (0,ports_text.md)(p.message, 160),
                    (0,ports_text.md)(p.file ? `${p.file}${p.line ? `:${p.line}` : ''}` : p.report, 160),
                ])) +
                '\n';
        if (retried.length > maxRows)
            s += `\n_…and ${retried.length - maxRows} more._\n`;
        const cost = retrySeconds(retried);
        const top = costliestRetries(retried);
        if (top.length) {
            s +=
                `\nRetries cost **${secondsText(cost)}** (the failed attempts of these tests). The costliest:\n\n` +
                    (0,ports_text/* mdTable */.gJ)(['Test', 'Failed attempts', 'Time they took'], top.map((p) => [
                        (0,ports_text.md)(testLabel(p)),
                        String(p.failedAttempts),
                        secondsText(p.failedSeconds),
                    ])) +
                    '\n';
        }
    }
    if (d.failed === d.outside)
        return s;
    s +=
        '\n' +
            (0,ports_text/* mdTable */.gJ)(['Class', 'Failures', 'Counted by the gate'], ['new', 'broken', 'flaky', 'quarantined']
                .filter((c) => d.byClass[c] > 0)
                .map((c) => [
                CLASS_LABEL[c],
                String(d.byClass[c]),
                context.allow.has(c) ? 'no (allowed)' : 'yes',
            ])
                .concat(d.ambiguous > 0 ? [["fits several of Trunk's tests", String(d.ambiguous), 'yes']] : [])) +
            '\n';
    const l = context.lookups;
    if (l && l.asked)
        s += `\n${l.asked} failure(s) missing from Trunk's failures of the last 7 days were looked up by their Trunk test id: ${l.found} known to Trunk.\n`;
    if (l && l.skipped)
        s += `\n${l.skipped} more failure(s) were not looked up (at most ${l.bound} look-ups per run): they count as new.\n`;
    if (d.ambiguous)
        s += `\n${d.ambiguous} failure(s) matched several Trunk tests equally well; the least forgiving class was taken.\n`;
    const ordered = [...failures.filter((f) => !f.allowed), ...failures.filter((f) => f.allowed)];
    s +=
        '\n' +
            (0,ports_text/* mdTable */.gJ)(['Class', 'Test', 'Message', 'Where'], ordered
                .slice(0, maxRows)
                .map((f) => [
                CLASS_LABEL[f.class] + (f.allowed ? '' : ' (counted)'),
                f.test ? (0,ports_text/* mdLink */.YF)(testLabel(f), f.test.html_url) : (0,ports_text.md)(testLabel(f)),
                (0,ports_text.md)(f.message, 160),
                (0,ports_text.md)(f.file ? `${f.file}${f.line ? `:${f.line}` : ''}` : f.report, 160),
            ])) +
            '\n';
    if (ordered.length > maxRows)
        s += `\n_…and ${ordered.length - maxRows} more._\n`;
    return s;
}

;// CONCATENATED MODULE: ./src/commands/check-test-results/index.ts
/**
 * The test gate (`check-test-results`): did anything fail in this run's test reports (any format
 * of formats/table.ts) that
 * Trunk does not already know as quarantined (or, when allowed, flaky)? Decided locally and
 * fail-closed: no report, an unreadable report or an unreadable API never passes.
 */

















/** The most failures looked up by id in one run (get-test-details, one request each). */
const MAX_LOOKUPS = 100;
/** How many look-ups run at once. */
const LOOKUP_CONCURRENCY = 4;
/**
 * Runs the gate. Reports are read first (streamed; a report that cannot be read, or whose
 * suites count more failures than they name, is an error). With no failure in them the gate
 * passes without calling the API, unless the test step itself failed (`test-outcome`): then it
 * fails, since the failure lies outside the reports. Otherwise the service's failing tests of
 * the last 7 days (the widest window list-failing-tests allows, every page) are read once, each
 * failure matched by Trunk's test id, then by names; a failure still unmatched, then one matched
 * by names only, is looked up by its id (get-test-details, at most `maxLookups`, a few at a
 * time): a test Trunk knows by that id beats the match by names, and an unmatched one is new.
 * A cancelled job stops the reading between chunks (a CancelledError, `error-kind=cancelled`).
 *
 * Outcome `error` (never a pass): no file matched, a report cannot be read, counts disagree,
 * or the test step was cancelled or skipped. API errors are not caught: the client's typed errors
 * (after its retries) propagate, and main.ts maps them to outcome `error` with their error-kind.
 */
async function checkTestResults(deps, params) {
    const { log } = deps;
    const testOutcome = params.testOutcome ?? '';
    if (testOutcome === 'cancelled' || testOutcome === 'skipped') {
        return errorResult(`The test step was ${testOutcome} (test-outcome: ${testOutcome}): its reports cannot show a whole run, so the gate does not judge them.`);
    }
    let files;
    let complete;
    try {
        files = await findReportFiles(params.testReports, params.workspace);
        const negations = params.testReports.filter((p) => p.trim().startsWith('!'));
        complete = new Set(params.completeReports?.length
            ? await findReportFiles([...params.completeReports, ...negations], params.workspace)
            : []);
    }
    catch (e) {
        if (!(e instanceof ReportError))
            throw e;
        return errorResult(`${e.message}. A report that cannot be read is never taken as passing.`);
    }
    if (!files.length) {
        return errorResult(`No test report matched ${params.reportsInput ?? 'test-reports'} (${params.testReports.join(', ')}) under ${params.workspace}. Check the paths, and that the test step wrote its report before this step.`);
    }
    log.info((0,ports_text/* logLine */.BP)(`Reading ${files.length} test report(s).`));
    // Trunk's failing tests are listed while the reports are still read: the listing (read-only)
    // starts at the first failing test case read, and is dropped when the reports end in an error.
    // Reports in which no test case fails send no request.
    const listing = listingWhenNeeded(deps, params);
    try {
        return await judge(deps, params, files, complete, listing);
    }
    finally {
        listing.drop();
    }
}
function listingWhenNeeded(deps, params) {
    const stop = new AbortController();
    const signal = deps.signal ? AbortSignal.any([deps.signal, stop.signal]) : stop.signal;
    const kept = new KeptTests();
    let started;
    const start = () => {
        if (!started) {
            started = failingTestsOfTheWeek({ ...deps, signal }, params, kept);
            // Awaited once the reports are read; until then (or when dropped) it is not unhandled.
            started.catch(() => { });
        }
        return started;
    };
    return {
        start: () => void start(),
        result: (mayMatch) => {
            kept.narrow(mayMatch);
            return start();
        },
        drop: () => {
            stop.abort();
            kept.release();
        },
    };
}
/** The most listed tests held while the reports are still read (100 pages, about 12 MiB). */
const MAX_TESTS_HELD_WHILE_READING = 10_000;
/**
 * The listed tests kept: while the reports are read, every one (a failure read later may match
 * it), and the listing waits for the reading once it holds MAX_TESTS_HELD_WHILE_READING; once the
 * failures are known, only those that can match one. So what is held is bounded, whatever the
 * number of tests Trunk lists.
 */
class KeptTests {
    tests = [];
    listed = 0;
    mayMatch;
    readResolve;
    readDone = new Promise((resolve) => (this.readResolve = resolve));
    add(page) {
        this.listed += page.length;
        for (const t of page)
            if (!this.mayMatch || this.mayMatch(t))
                this.tests.push(t);
    }
    /** Resolves when the listing may read on: at once, unless it holds its most while reading. */
    room() {
        return !this.mayMatch && this.tests.length >= MAX_TESTS_HELD_WHILE_READING
            ? this.readDone
            : undefined;
    }
    narrow(mayMatch) {
        this.mayMatch = mayMatch;
        this.tests = this.tests.filter(mayMatch);
        this.readResolve();
    }
    /** The gate is done (or the reading failed): a waiting listing goes on, and its aborted signal ends it. */
    release() {
        this.readResolve();
    }
    /** Forgets what a window read (the listing starts again with the service's clock). */
    clear() {
        this.tests = [];
        this.listed = 0;
    }
}
async function judge(deps, params, files, complete, listing) {
    const { log } = deps;
    const testOutcome = params.testOutcome ?? '';
    const failures = [];
    const passedOnRetry = [];
    const outside = [];
    const blind = [];
    const problems = [];
    const mismatches = [];
    let tests = 0;
    for (const file of files) {
        try {
            const r = await readReport(file, params.workspace, {
                showsOutside: complete.has(file),
                signal: deps.signal,
                onFailure: listing.start,
            });
            tests += r.tests;
            for (const f of r.failures)
                failures.push(f);
            for (const p of r.passedOnRetry)
                passedOnRetry.push(p);
            for (const o of r.outside)
                outside.push(o);
            for (const m of r.countMismatches)
                mismatches.push(mismatchText(r.report, m));
            if (!r.showsOutside)
                blind.push({ report: r.report, ...(r.outsideHint ? { hint: r.outsideHint } : {}) });
            log.debug((0,ports_text/* logLine */.BP)(`${r.report} (${r.format}): ${r.tests} test case(s), ${r.failures.length} failed, ${r.outside.length} failure(s) outside tests, ${r.passedOnRetry.length} passed on retry.`));
        }
        catch (e) {
            if (!(e instanceof ReportError))
                throw e;
            problems.push(e.message);
        }
    }
    if (problems.length) {
        return errorResult(`${problems.length} report(s) could not be read as a test report (${FORMATS_TEXT}): ${problems.join('; ')}. A report that cannot be read is never taken as passing.`);
    }
    if (mismatches.length) {
        return errorResult(`The reports count more failures than they name: ${mismatches.join('; ')}. A failure the gate cannot see is never taken as passing.`);
    }
    log.info((0,ports_text/* logLine */.BP)(`${tests} test case(s) in ${files.length} report(s); ${failures.length} failed, ${outside.length} failure(s) outside tests, ${passedOnRetry.length} passed on a retry.`));
    const repoFullName = `${params.repo.host}/${params.repo.owner}/${params.repo.name}`;
    // A nameless test is no test Trunk has: it gets no id, and matches nothing.
    const idOf = (f) => f.name === ''
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
    let classified = [];
    let lookups;
    if (failures.length) {
        // The reports were read: their counts stand even when Trunk cannot be asked.
        const counted = {
            [constants/* Outputs */.tY.FailedTestsCount]: String(failures.length),
            [constants/* Outputs */.tY.PassedOnRetryCount]: String(passedOnRetry.length),
        };
        const listed = await listing.result(mayMatch(failures, idOf)).catch((e) => {
            throw (0,errors/* withSettledOutputs */.uK)(e, counted);
        });
        if (listed.skew)
            log.info((0,ports_text/* logLine */.BP)(listed.skew));
        log.info((0,ports_text/* logLine */.BP)(`Trunk lists ${listed.count} test(s) that failed in the last 7 days.`));
        classified = classifyFailures(failures, listed.tests, params.allowFailures, idOf);
        const matched = classified.filter((f) => f.test).length;
        log.info((0,ports_text/* logLine */.BP)(`${matched} of ${failures.length} failure(s) are among the tests Trunk saw fail in the last 7 days.`));
        const r = await lookUpUnmatched(deps, params, classified).catch((e) => {
            throw (0,errors/* withSettledOutputs */.uK)(e, counted);
        });
        classified = r.classified;
        lookups = r.lookups;
    }
    const d = decide(classified, outside.length);
    const { outputs, kept, total } = gateOutputs(classified, d, undefined, passedOnRetry.length, outside, retrySeconds(passedOnRetry));
    if (kept < total)
        log.warning(`The unexplained-failures output holds the first ${kept} of ${total} (outputs are limited in size).`);
    if (d.ambiguous)
        log.warning(`${d.ambiguous} failure(s) matched several Trunk tests equally well; the least forgiving class was taken.`);
    const unseen = testOutcome === 'failure' ? unseenFailure(d, blind) : undefined;
    const summary = gateSummary(d, classified, {
        reports: files.length,
        tests,
        allow: params.allowFailures,
        passedOnRetry,
        outside,
        testOutcome,
        ...(lookups ? { lookups } : {}),
        ...(unseen ? { verdict: `❌ **Failed**: ${(0,ports_text.md)(unseen)}` } : {}),
    });
    const { annotations, omitted } = gateAnnotations(classified, params.workspace, passedOnRetry, undefined, outside);
    const result = { outputs, summary, annotations, omittedAnnotations: omitted };
    if (unseen)
        return { ...result, outcome: 'failure', failure: unseen };
    if (d.outcome === 'success')
        return { ...result, outcome: 'success' };
    const b = d.byClass;
    const inTests = d.unexplained
        ? `${d.unexplained} test failure(s) are not explained by Trunk (${b.new} new, ${b.broken} broken${params.allowFailures.has('flaky') ? '' : `, ${b.flaky} flaky`}${params.allowFailures.has('quarantined') ? '' : `, ${b.quarantined} quarantined`}${d.ambiguous ? `, ${d.ambiguous} matching several of Trunk's tests` : ''}).`
        : '';
    const beyond = d.outside
        ? `${d.outside} failure(s) outside test cases, never forgiven: ${outside
            .slice(0, 5)
            .map((o) => `${o.where} in ${o.report}`)
            .join('; ')}${outside.length > 5 ? '; …' : ''}.`
        : '';
    return { ...result, outcome: 'failure', failure: [inTests, beyond].filter(Boolean).join(' ') };
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
        return 'The test step failed (test-outcome: failure), but its reports name no failing test: it failed outside what the reports show (a test file that did not load, a crash, a timeout). The gate cannot forgive what it cannot see.';
    if (!blind.length)
        return undefined;
    const named = blind
        .slice(0, 5)
        .map((b) => `${b.report}${b.hint ? ` (${b.hint})` : ''}`)
        .join('; ');
    return `The test step failed (test-outcome: failure) and every failure its reports name is forgiven, but ${blind.length} report(s) cannot show a failure outside test cases (a test file that did not load, a package that did not build): ${named}${blind.length > 5 ? '; …' : ''}. The gate cannot tell that nothing else failed. Write a report that shows them (jest --json, go test -json, CTRF, TRX, or a JUnit writer set to report them) and, for JUnit, say so with a "complete: <glob>" line in test-reports.`;
}
function mismatchText(report, m) {
    return `${report}, suite ${JSON.stringify(m.suite)}: ${m.declared} failure(s) and error(s) declared, ${m.named} failing test case(s) named`;
}
/** How far the runner's clock may be from the service's before the window follows the service's. */
const MAX_CLOCK_SKEW_MS = 60_000;
// Every page of the widest window the API allows, into `kept` (see KeptTests). The window ends at
// the service's "now" (its Date header): when the first page shows the runner's clock off by
// more than MAX_CLOCK_SKEW_MS, the listing starts again with the service's.
async function failingTestsOfTheWeek(deps, params, kept) {
    const runnerNow = deps.clock.now();
    if ((await listWindow(deps, params, kept, runnerNow, true)) !== 'skewed')
        return { tests: kept.tests, count: kept.listed };
    kept.clear();
    const serviceNow = deps.client.serviceNow?.();
    const skew = serviceNow - runnerNow;
    await listWindow(deps, params, kept, serviceNow, false);
    return {
        tests: kept.tests,
        count: kept.listed,
        skew: `The service's clock (its Date header) is ${Math.round(Math.abs(skew) / 1000)} s ${skew > 0 ? 'ahead of' : 'behind'} the runner's: the 7-day window follows the service's.`,
    };
}
async function listWindow(deps, params, kept, end, checkSkew) {
    for await (const page of deps.client.failingTestPages({
        repo: params.repo,
        org_url_slug: params.orgUrlSlug,
        start_time: new Date(end - queue.MAX_FAILING_TESTS_WINDOW_MS).toISOString(),
        end_time: new Date(end).toISOString(),
        page_size: 100,
    }, { signal: deps.signal })) {
        if (checkSkew) {
            // The first page says the service's time.
            checkSkew = false;
            const serviceNow = deps.client.serviceNow?.();
            if (serviceNow !== undefined && Math.abs(serviceNow - end) > MAX_CLOCK_SKEW_MS)
                return 'skewed';
        }
        kept.add(page.tests);
        await kept.room();
    }
    return undefined;
}
/** Which listed tests can match a failure here: the same id or the same name. */
function mayMatch(failures, idOf) {
    const names = new Set(failures.map((f) => f.name));
    const ids = new Set(failures.map(idOf).filter((id) => id !== undefined));
    return (t) => names.has(t.name) || ids.has(t.id.toLowerCase());
}
// The failures still new, looked up by their Trunk id (404: Trunk does not know the test).
async function lookUpUnmatched(deps, params, classified) {
    const bound = params.maxLookups ?? MAX_LOOKUPS;
    // The new failures first, then those matched by names only: an id Trunk knows beats a name.
    const ids = [
        ...new Set([
            ...classified
                .filter((f) => f.class === 'new' && f.id !== undefined)
                .map((f) => f.id),
            ...classified
                .filter((f) => f.matchedBy === 'names' && f.id !== undefined)
                .map((f) => f.id),
        ]),
    ];
    const asked = ids.slice(0, bound);
    const found = new Map();
    let next = 0;
    const worker = async () => {
        while (next < asked.length) {
            const id = asked[next++];
            try {
                const t = await deps.client.getTestDetails({ repo: params.repo, org_url_slug: params.orgUrlSlug, test_id: id }, { signal: deps.signal });
                found.set(id, t);
            }
            catch (e) {
                if (!(e instanceof queue.NotFoundError))
                    throw e;
            }
        }
    };
    await Promise.all(Array.from({ length: Math.min(LOOKUP_CONCURRENCY, asked.length) }, () => worker()));
    const skippedIds = new Set(ids.slice(bound));
    const skipped = classified.filter((f) => f.class === 'new' && f.id !== undefined && skippedIds.has(f.id)).length;
    if (asked.length)
        deps.log.info((0,ports_text/* logLine */.BP)(`Looked up ${asked.length} test(s) by Trunk test id that were not among them: ${found.size} known to Trunk.`));
    if (skipped)
        deps.log.warning(`${skipped} failure(s) were not looked up (at most ${bound} look-ups per run): they count as new.`);
    return {
        classified: applyLookups(classified, new Set(asked), found, params.allowFailures),
        lookups: { asked: asked.length, found: found.size, skipped, bound },
    };
}
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
    });
    for (const a of r.annotations) {
        c.log.annotate(a.level, a.message, { title: a.title, file: a.file, startLine: a.line });
    }
    if (r.omittedAnnotations)
        c.log.info(`${r.omittedAnnotations} more test(s) are in the job summary (the runner shows 10 annotations of each level per step).`);
    if (r.outcome === 'success')
        c.log.info('Every failure is explained: the gate passes.');
    return {
        outcome: r.outcome,
        outputs: r.outputs,
        summary: r.summary,
        failure: r.failure,
        errorKind: r.outcome === 'error' ? 'test-reports' : undefined,
    };
}


/***/ })

};

//# sourceMappingURL=474.index.js.map