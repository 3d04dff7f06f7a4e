export const id = 465;
export const ids = [465];
export const modules = {

/***/ 2465:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkTestResults: () => (/* binding */ checkTestResults)
});

// UNUSED EXPORTS: ALLOWABLE_CLASSES, JUnitReader, LOOKUP_CONCURRENCY, MAX_ANNOTATIONS_PER_LEVEL, MAX_LOOKUPS, MAX_MESSAGE_CHARS, MAX_SUMMARY_ROWS, MAX_UNEXPLAINED_OUTPUT_BYTES, ReportError, TEST_OUTCOMES, applyLookups, classOf, classifyFailures, decide, findReportFiles, gateAnnotations, gateOutputs, gateSummary, indexTests, matchFailure, parseJUnitReport, readJUnitReport, sameFile, unexplainedOutput, workspacePath

// EXTERNAL MODULE: ./src/client/index.ts + 1 modules
var client = __webpack_require__(3503);
// EXTERNAL MODULE: ./src/commands/common/constants.ts
var constants = __webpack_require__(7551);
// EXTERNAL MODULE: ./src/commands/common/input-error.ts
var input_error = __webpack_require__(7569);
// EXTERNAL MODULE: ./src/commands/common/text.ts
var common_text = __webpack_require__(115);
// EXTERNAL MODULE: ./src/commands/check-test-results/classify.ts
var classify = __webpack_require__(7069);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/@actions/glob/lib/glob.js + 17 modules
var glob = __webpack_require__(4427);
// EXTERNAL MODULE: ./node_modules/saxes/saxes.js
var saxes = __webpack_require__(9800);
;// CONCATENATED MODULE: ./src/commands/check-test-results/junit.ts
/**
 * JUnit XML reports: finding them from globs, and reading the tests of one as a stream.
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
 * Attempts: within one report, test cases with the same identity (suite, classname, name, file)
 * are attempts of one test (Gradle test-retry, Marathon, @web/test-runner, pytest-rerunfailures
 * write one `<testcase>` per attempt). The test passed if any attempt passed; otherwise it is one
 * failure with its last attempt's message. Surefire's `<flakyFailure>`/`<flakyError>` in a
 * passing test case mean it passed on a rerun; `<rerunFailure>`/`<rerunError>` beside a
 * `<failure>` are further failed attempts of that one failure. `<skipped>` is not a failure.
 *
 * Counts: every suite's `failures` + `errors` attributes are compared with the failing test
 * cases it names (its own and its nested suites'); a suite that declares more is a
 * {@link CountMismatch}.
 */





/** The longest failure message kept (characters). */
const MAX_MESSAGE_CHARS = 300;
// The most body text read for a message (a captured log can be most of a report's bytes).
const MAX_BODY_CHARS = 4 * MAX_MESSAGE_CHARS;
/** A report that cannot be read as JUnit XML; the message names the file. */
class ReportError extends Error {
    report;
    constructor(report, reason) {
        super(`${report}: ${reason}`);
        this.report = report;
        this.name = 'ReportError';
    }
}
/** The identity key of a test within one report. */
function identityKey(t) {
    return `${t.suite ?? ''}\u0000${t.classname ?? ''}\u0000${t.name}\u0000${t.file ?? ''}`;
}
// FNV-1a (32 bits) of the identity, without building its key: every passing test case is
// remembered by this number only (a key per test case held ~2x the report's size). Equal hashes
// are always confirmed on the exact keys.
function identityHash(t) {
    let h = 0x811c9dc5;
    const add = (s) => {
        if (s !== undefined)
            for (let i = 0; i < s.length; i++)
                h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
        h = Math.imul(h ^ 0, 0x01000193);
    };
    add(t.suite);
    add(t.classname);
    add(t.name);
    add(t.file);
    return h | 0;
}
// A copy of a string that holds nothing else alive: the parser's strings can be slices of a
// whole 64 KiB chunk of the report.
function own(s) {
    return s.length > 12 ? Buffer.from(s, 'utf8').toString('utf8') : s;
}
function ownTest(t) {
    const copy = { ...t, name: own(t.name), report: t.report };
    if (t.classname !== undefined)
        copy.classname = own(t.classname);
    if (t.suite !== undefined)
        copy.suite = own(t.suite);
    if (t.file !== undefined)
        copy.file = own(t.file);
    return copy;
}
const FAILURE_TAGS = new Set(['failure', 'error']);
const RERUN_TAGS = new Set(['rerunFailure', 'rerunError']);
const FLAKY_TAGS = new Set(['flakyFailure', 'flakyError']);
/**
 * A streaming reader of one report: feed it text with {@link write}, then {@link close} it and
 * take its {@link result}. Throws a {@link ReportError} naming the report when the text is not
 * well-formed XML, its root is not `<testsuites>`/`<testsuite>`, or it declares entities: a
 * report that cannot be read never counts as zero failures.
 *
 * A failure whose test may have passed earlier in the report (a passing test case of the same
 * hash came before it) is confirmed by a second reading: {@link close} returns those keys, and a
 * reader made with them (`verify`) collects which of them did pass.
 */
class JUnitReader {
    report;
    verify;
    parser = new saxes/* SaxesParser */.wT({
        xmlns: false,
        position: true,
    });
    suites = [];
    current;
    depth = 0;
    sawRoot = false;
    /** Text of the `<failure>`/`<error>`/flaky element being read, when it has no message. */
    body;
    failed = new Map();
    failedByHash = new Map();
    flakyPasses = new Map();
    passedHashes = new Set();
    verifyHashes;
    /** In a verifying reader: the keys of `verify` that passed. */
    confirmed = new Set();
    out;
    first = true;
    constructor(report, verify) {
        this.report = report;
        this.verify = verify;
        if (verify)
            this.verifyHashes = new Set(verify.values());
        this.out = {
            report,
            tests: 0,
            skipped: 0,
            failures: [],
            passedOnRetry: [],
            countMismatches: [],
        };
        const p = this.parser;
        p.on('error', (e) => {
            throw new ReportError(report, `not well-formed XML (line ${p.line}, column ${p.column}: ${stripPosition(e.message)})`);
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
    /**
     * Ends the text. Returns the failures to confirm by a second reading (key → hash), usually
     * none.
     */
    close() {
        this.parser.close();
        if (!this.sawRoot) {
            throw new ReportError(this.report, 'not a JUnit report: no root element, expected <testsuites> or <testsuite>');
        }
        const pending = new Map();
        for (const [key, e] of this.failed)
            if (e.maybePassedBefore && !e.passed)
                pending.set(key, identityHash(e.failure));
        return pending;
    }
    /** What the report holds; `passedBefore`: the keys a second reading confirmed as passed. */
    result(passedBefore = new Set()) {
        for (const [key, entry] of this.failed) {
            if (entry.passed || passedBefore.has(key)) {
                const f = entry.failure;
                this.out.passedOnRetry.push({
                    ...testOf(f),
                    failedAttempts: f.attempts,
                    message: f.message,
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
    /** {@link close} and {@link result} for a text read once (throws if it needs a second reading). */
    end() {
        if (this.close().size)
            throw new Error('this report needs a second reading (see close())');
        return this.result();
    }
    openTag(tag) {
        this.depth++;
        const a = tag.attributes;
        if (this.depth === 1) {
            if (tag.name !== 'testsuites' && tag.name !== 'testsuite') {
                throw new ReportError(this.report, `not a JUnit report: the root element is <${tag.name}>, expected <testsuites> or <testsuite>`);
            }
            this.sawRoot = true;
        }
        if (tag.name === 'testsuite' || (tag.name === 'testsuites' && this.depth === 1)) {
            const parent = this.suites.at(-1);
            const declared = a.failures !== undefined || a.errors !== undefined
                ? count(a.failures) + count(a.errors)
                : undefined;
            this.suites.push({
                root: tag.name === 'testsuites',
                name: tag.name === 'testsuite' ? nonEmpty(a.name) : (nonEmpty(a.name) ?? '<testsuites>'),
                file: nonEmpty(a.file) ?? nonEmpty(a.filepath) ?? parent?.file,
                ...(declared !== undefined ? { declared } : {}),
                named: 0,
            });
            return;
        }
        if (tag.name === 'testcase' && !this.current) {
            const suite = this.suites.at(-1);
            const line = Number(a.line);
            const classname = nonEmpty(a.classname);
            const file = nonEmpty(a.file) ?? nonEmpty(a.filepath) ?? suite?.file;
            const suiteName = suite && !suite.root ? suite.name : undefined;
            this.current = {
                test: {
                    name: a.name ?? '',
                    ...(classname !== undefined ? { classname } : {}),
                    ...(suiteName !== undefined ? { suite: suiteName } : {}),
                    ...(file !== undefined ? { file } : {}),
                    ...(Number.isInteger(line) && line > 0 ? { line } : {}),
                    report: this.report,
                },
                reruns: 0,
                flaky: 0,
                skipped: false,
            };
            return;
        }
        const c = this.current;
        if (!c)
            return;
        if (FAILURE_TAGS.has(tag.name)) {
            // A test case with both counts once, as its first (a failure before an error).
            if (c.kind !== undefined)
                return;
            c.kind = tag.name;
            const message = nonEmpty(a.message);
            if (message !== undefined)
                c.message = oneLine(message);
            else
                this.body = { text: '', target: 'failure' };
        }
        else if (RERUN_TAGS.has(tag.name)) {
            c.reruns++;
        }
        else if (FLAKY_TAGS.has(tag.name)) {
            c.flaky++;
            const message = nonEmpty(a.message);
            if (message !== undefined)
                c.flakyMessage = oneLine(message);
            else
                this.body = { text: '', target: 'flaky' };
        }
        else if (tag.name === 'skipped') {
            c.skipped = true;
        }
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
        if (this.body && (FAILURE_TAGS.has(tag.name) || FLAKY_TAGS.has(tag.name))) {
            const message = oneLine(this.body.text);
            if (c && this.body.target === 'failure')
                c.message = message;
            else if (c)
                c.flakyMessage = message;
            this.body = undefined;
            return;
        }
        if (tag.name === 'testcase' && c) {
            this.current = undefined;
            this.endCase(c);
            return;
        }
        if (tag.name === 'testsuite' || (tag.name === 'testsuites' && this.depth === 0)) {
            const s = this.suites.pop();
            if (!s)
                return;
            if (s.declared !== undefined && s.declared > s.named) {
                this.out.countMismatches.push({
                    suite: s.name ?? '(unnamed)',
                    declared: s.declared,
                    named: s.named,
                });
            }
            const parent = this.suites.at(-1);
            if (parent)
                parent.named += s.named;
        }
    }
    endCase(c) {
        this.out.tests++;
        const hash = identityHash(c.test);
        if (c.kind === undefined) {
            if (c.skipped) {
                this.out.skipped++;
                return;
            }
            if (this.verify) {
                if (this.verifyHashes?.has(hash)) {
                    const key = identityKey(c.test);
                    if (this.verify.has(key))
                        this.confirmed.add(key);
                }
                return;
            }
            if (this.failedByHash.has(hash)) {
                const entry = this.failed.get(identityKey(c.test));
                if (entry)
                    entry.passed = true;
            }
            this.passedHashes.add(hash);
            if (c.flaky > 0) {
                const key = own(identityKey(c.test));
                if (!this.flakyPasses.has(key))
                    this.flakyPasses.set(key, {
                        ...ownTest(c.test),
                        failedAttempts: c.flaky,
                        message: own(c.flakyMessage ?? ''),
                    });
            }
            return;
        }
        const suite = this.suites.at(-1);
        if (suite)
            suite.named++;
        if (this.verify)
            return;
        const key = own(identityKey(c.test));
        const attempts = 1 + c.reruns;
        const entry = this.failed.get(key);
        if (entry) {
            entry.failure.attempts += attempts;
            entry.failure.message = own(c.message ?? '');
            entry.failure.kind = c.kind;
            return;
        }
        this.failed.set(key, {
            failure: { ...ownTest(c.test), message: own(c.message ?? ''), kind: c.kind, attempts },
            passed: false,
            maybePassedBefore: this.passedHashes.has(hash),
        });
        const same = this.failedByHash.get(hash);
        if (same)
            same.push(key);
        else
            this.failedByHash.set(hash, [key]);
    }
}
function testOf(f) {
    const { message: _m, kind: _k, attempts: _a, ...test } = f;
    return test;
}
function nonEmpty(v) {
    return v !== undefined && v !== '' ? v : undefined;
}
// A count attribute; anything but a non-negative integer counts 0 (never more failures).
function count(v) {
    const n = Number(v);
    return Number.isSafeInteger(n) && n > 0 ? n : 0;
}
// saxes prefixes its messages with "line:column: "; the reader says where itself.
function stripPosition(message) {
    return message.replace(/^(?:[^:]*:)?\d+:\d+: /, '');
}
// The first non-empty line, cut to MAX_MESSAGE_CHARS.
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
/** Reads one report held in a string (see {@link JUnitReader}). */
function parseJUnitReport(xml, report) {
    const reader = new JUnitReader(report);
    reader.write(xml);
    const pending = reader.close();
    if (!pending.size)
        return reader.result();
    const verifier = new JUnitReader(report, pending);
    verifier.write(xml);
    verifier.close();
    return reader.result(verifier.confirmed);
}
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
/**
 * Reads and parses one report file as a stream (64 KiB at a time); a second time only when a
 * failure must be confirmed (see {@link JUnitReader}).
 */
async function readJUnitReport(file, workspace) {
    const shown = workspacePath(file, workspace);
    const reader = new JUnitReader(shown);
    await stream(file, shown, reader);
    const pending = reader.close();
    if (!pending.size)
        return reader.result();
    const verifier = new JUnitReader(shown, pending);
    await stream(file, shown, verifier);
    verifier.close();
    return reader.result(verifier.confirmed);
}
async function stream(file, shown, reader) {
    try {
        for await (const chunk of (0,external_node_fs_.createReadStream)(file, {
            encoding: 'utf8',
            highWaterMark: 64 * 1024,
        })) {
            reader.write(chunk);
        }
    }
    catch (e) {
        if (e instanceof ReportError)
            throw e;
        throw new ReportError(shown, `cannot be read (${e.code ?? e})`);
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
function gateAnnotations(failures, workspace, passedOnRetry = [], perLevel = MAX_ANNOTATIONS_PER_LEVEL) {
    const errors = failures.filter((f) => !f.allowed);
    const forgiven = failures.filter((f) => f.allowed);
    const out = [];
    const place = (t) => {
        const file = t.file ? annotationFile(t.file, workspace) : undefined;
        return {
            ...(file !== undefined ? { file } : {}),
            ...(file !== undefined && t.line !== undefined ? { line: t.line } : {}),
        };
    };
    for (const f of errors.slice(0, perLevel)) {
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
        omitted: Math.max(0, errors.length - perLevel) + Math.max(0, notices.length - perLevel),
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
            ? `✅ **Passed**: all ${d.failed} failure(s) are in allowed classes (${(0,common_text.md)(allowed)}).`
            : '✅ **Passed**: no test failed.'
        : `❌ **Failed**: ${d.unexplained} of ${d.failed} failure(s) are not explained by the allowed classes (${(0,common_text.md)(allowed)}).`;
    let s = `${context.verdict ?? verdict}\n\n${context.tests} test case(s) in ${context.reports} report(s).\n`;
    if (!context.testOutcome)
        s +=
            '\n_`test-outcome` was not given: the gate could not check whether the test step failed outside what its reports show (a test file that did not load, a crash, a timeout). Pass `test-outcome: ${{ steps.<id>.outcome }}`._\n';
    const maxRows = context.maxRows ?? MAX_SUMMARY_ROWS;
    const retried = context.passedOnRetry ?? [];
    if (retried.length) {
        s +=
            `\n**${retried.length} test(s) passed on a retry** (flaky in this run; never counted by the gate):\n\n` +
                (0,common_text/* mdTable */.gJ)(['Test', 'Failed attempts', 'Last failure', 'Where'], retried
                    .slice(0, maxRows)
                    .map((p) => [
                    (0,common_text.md)(testLabel(p)),
                    String(p.failedAttempts),
                    (0,common_text.md)(p.message, 160),
                    (0,common_text.md)(p.file ? `${p.file}${p.line ? `:${p.line}` : ''}` : p.report, 160),
                ])) +
                '\n';
        if (retried.length > maxRows)
            s += `\n_…and ${retried.length - maxRows} more._\n`;
    }
    if (!d.failed)
        return s;
    s +=
        '\n' +
            (0,common_text/* mdTable */.gJ)(['Class', 'Failures', 'Counted by the gate'], ['new', 'broken', 'flaky', 'quarantined']
                .filter((c) => d.byClass[c] > 0)
                .map((c) => [
                CLASS_LABEL[c],
                String(d.byClass[c]),
                context.allow.has(c) ? 'no (allowed)' : 'yes',
            ])) +
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
            (0,common_text/* mdTable */.gJ)(['Class', 'Test', 'Message', 'Where'], ordered
                .slice(0, maxRows)
                .map((f) => [
                CLASS_LABEL[f.class] + (f.allowed ? '' : ' (counted)'),
                f.test ? (0,common_text/* mdLink */.YF)(testLabel(f), f.test.html_url) : (0,common_text.md)(testLabel(f)),
                (0,common_text.md)(f.message, 160),
                (0,common_text.md)(f.file ? `${f.file}${f.line ? `:${f.line}` : ''}` : f.report, 160),
            ])) +
            '\n';
    if (ordered.length > maxRows)
        s += `\n_…and ${ordered.length - maxRows} more._\n`;
    return s;
}

;// CONCATENATED MODULE: ./src/commands/check-test-results/index.ts
/**
 * The test gate (`check-test-results`): did anything fail in this run's JUnit reports that
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
 * failure matched by Trunk's test id, then by names; a failure still unmatched is looked up by
 * its id (get-test-details, at most `maxLookups`, a few at a time) before it is called new.
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
    const files = await findReportFiles(params.junitPaths, params.workspace);
    if (!files.length) {
        return errorResult(`No JUnit report matched junit-paths (${params.junitPaths.join(', ')}) under ${params.workspace}. Check the paths, and that the test step wrote its report before this step.`);
    }
    log.info((0,common_text/* logLine */.BP)(`Reading ${files.length} JUnit report(s).`));
    const failures = [];
    const passedOnRetry = [];
    const problems = [];
    const mismatches = [];
    let tests = 0;
    for (const file of files) {
        try {
            const r = await readJUnitReport(file, params.workspace);
            tests += r.tests;
            for (const f of r.failures)
                failures.push(f);
            for (const p of r.passedOnRetry)
                passedOnRetry.push(p);
            for (const m of r.countMismatches)
                mismatches.push(mismatchText(r.report, m));
            log.debug((0,common_text/* logLine */.BP)(`${r.report}: ${r.tests} test case(s), ${r.failures.length} failed, ${r.passedOnRetry.length} passed on retry.`));
        }
        catch (e) {
            if (!(e instanceof ReportError))
                throw e;
            problems.push(e.message);
        }
    }
    if (problems.length) {
        return errorResult(`${problems.length} report(s) could not be read as JUnit XML: ${problems.join('; ')}. A report that cannot be read is never taken as passing.`);
    }
    if (mismatches.length) {
        return errorResult(`The reports count more failures than they name: ${mismatches.join('; ')}. A failure the gate cannot see is never taken as passing.`);
    }
    log.info((0,common_text/* logLine */.BP)(`${tests} test case(s) in ${files.length} report(s); ${failures.length} failed, ${passedOnRetry.length} passed on a retry.`));
    const repoFullName = `${params.repo.host}/${params.repo.owner}/${params.repo.name}`;
    const idOf = (f) => (0,client/* trunkTestId */.K2)({
        orgUrlSlug: params.orgUrlSlug,
        repoFullName,
        file: f.file,
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
        const known = await failingTestsOfTheWeek(deps, params, failures, idOf).catch((e) => {
            throw (0,input_error/* withSettledOutputs */.uK)(e, counted);
        });
        classified = (0,classify/* classifyFailures */.ML)(failures, known, params.allowFailures, idOf);
        const matched = classified.filter((f) => f.test).length;
        log.info((0,common_text/* logLine */.BP)(`${matched} of ${failures.length} failure(s) are among the tests Trunk saw fail in the last 7 days.`));
        const r = await lookUpUnmatched(deps, params, classified).catch((e) => {
            throw (0,input_error/* withSettledOutputs */.uK)(e, counted);
        });
        classified = r.classified;
        lookups = r.lookups;
    }
    const d = (0,classify/* decide */.LD)(classified);
    const { outputs, kept, total } = (0,classify/* gateOutputs */.QP)(classified, d, undefined, passedOnRetry.length);
    if (kept < total)
        log.warning(`The unexplained-failures output holds the first ${kept} of ${total} (outputs are limited in size).`);
    if (d.ambiguous)
        log.warning(`${d.ambiguous} failure(s) matched several Trunk tests equally well; the least forgiving class was taken.`);
    const outside = !d.failed && testOutcome === 'failure'
        ? 'The test step failed (test-outcome: failure), but its reports name no failing test: it failed outside what the reports show (a test file that did not load, a crash, a timeout). The gate cannot forgive what it cannot see.'
        : undefined;
    const summary = gateSummary(d, classified, {
        reports: files.length,
        tests,
        allow: params.allowFailures,
        passedOnRetry,
        testOutcome,
        ...(lookups ? { lookups } : {}),
        ...(outside ? { verdict: `❌ **Failed**: ${(0,common_text.md)(outside)}` } : {}),
    });
    const { annotations, omitted } = gateAnnotations(classified, params.workspace, passedOnRetry);
    const result = { outputs, summary, annotations, omittedAnnotations: omitted };
    if (outside)
        return { ...result, outcome: 'failure', failure: outside };
    if (d.outcome === 'success')
        return { ...result, outcome: 'success' };
    const b = d.byClass;
    return {
        ...result,
        outcome: 'failure',
        failure: `${d.unexplained} test failure(s) are not explained by Trunk (${b.new} new, ${b.broken} broken${params.allowFailures.has('flaky') ? '' : `, ${b.flaky} flaky`}${params.allowFailures.has('quarantined') ? '' : `, ${b.quarantined} quarantined`}).`,
    };
}
function mismatchText(report, m) {
    return `${report}, suite ${JSON.stringify(m.suite)}: ${m.declared} failure(s) and error(s) declared, ${m.named} failing test case(s) named`;
}
// Every page of the widest window the API allows; of each page only the tests that can match a
// failure here are kept (same id or same name).
async function failingTestsOfTheWeek(deps, params, failures, idOf) {
    const end = deps.clock.now();
    const names = new Set(failures.map((f) => f.name));
    const ids = new Set(failures.map(idOf));
    const known = [];
    let listed = 0;
    for await (const page of deps.client.failingTestPages({
        repo: params.repo,
        org_url_slug: params.orgUrlSlug,
        start_time: new Date(end - client/* MAX_FAILING_TESTS_WINDOW_MS */.k_).toISOString(),
        end_time: new Date(end).toISOString(),
        page_size: 100,
    }, { signal: deps.signal })) {
        listed += page.tests.length;
        for (const t of page.tests)
            if (names.has(t.name) || ids.has(t.id.toLowerCase()))
                known.push(t);
    }
    deps.log.info((0,common_text/* logLine */.BP)(`Trunk lists ${listed} test(s) that failed in the last 7 days.`));
    return known;
}
// The failures still new, looked up by their Trunk id (404: Trunk does not know the test).
async function lookUpUnmatched(deps, params, classified) {
    const bound = params.maxLookups ?? MAX_LOOKUPS;
    const ids = [
        ...new Set(classified.filter((f) => f.class === 'new' && f.id !== undefined).map((f) => f.id)),
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
                if (!(e instanceof client/* NotFoundError */.m_))
                    throw e;
            }
        }
    };
    await Promise.all(Array.from({ length: Math.min(LOOKUP_CONCURRENCY, asked.length) }, () => worker()));
    const skippedIds = new Set(ids.slice(bound));
    const skipped = classified.filter((f) => f.id !== undefined && skippedIds.has(f.id)).length;
    if (asked.length)
        deps.log.info((0,common_text/* logLine */.BP)(`Looked up ${asked.length} test(s) by Trunk test id that were not among them: ${found.size} known to Trunk.`));
    if (skipped)
        deps.log.warning(`${skipped} failure(s) were not looked up (at most ${bound} look-ups per run): they count as new.`);
    return {
        classified: (0,classify/* applyLookups */.mN)(classified, new Set(asked), found, params.allowFailures),
        lookups: { asked: asked.length, found: found.size, skipped, bound },
    };
}
function errorResult(message) {
    return {
        outcome: 'error',
        outputs: {},
        summary: `${(0,common_text.md)(message, 2000)}\n`,
        failure: message,
        annotations: [],
        omittedAnnotations: 0,
    };
}


/***/ })

};

//# sourceMappingURL=465.index.js.map