export const id = 503;
export const ids = [503];
export const modules = {

/***/ 6503:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkTestResults: () => (/* binding */ checkTestResults)
});

// UNUSED EXPORTS: ALLOWABLE_CLASSES, MAX_ANNOTATIONS, MAX_MESSAGE_CHARS, MAX_SUMMARY_ROWS, MAX_UNEXPLAINED_OUTPUT_BYTES, ReportError, classOf, classifyFailures, decide, findReportFiles, gateAnnotations, gateOutputs, gateSummary, indexTests, matchFailure, parseJUnitReport, readJUnitReport, sameFile, unexplainedOutput, workspacePath

// EXTERNAL MODULE: ./src/client/index.ts + 13 modules
var client = __webpack_require__(4143);
// EXTERNAL MODULE: ./src/action/text.ts
var action_text = __webpack_require__(3980);
// EXTERNAL MODULE: ./src/action/test-gate/classify.ts
var classify = __webpack_require__(6931);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/@actions/glob/lib/glob.js + 17 modules
var glob = __webpack_require__(4427);
// EXTERNAL MODULE: ./node_modules/fast-xml-parser/src/xmlparser/XMLParser.js + 26 modules
var XMLParser = __webpack_require__(9658);
// EXTERNAL MODULE: ./node_modules/fast-xml-parser/src/fxp.js
var fxp = __webpack_require__(5824);
;// CONCATENATED MODULE: ./src/action/test-gate/junit.ts
/**
 * JUnit XML reports: finding them from globs, and reading the failed test cases out of one.
 *
 * Formats handled (fixtures in `__fixtures__/junit/`): pytest (`junit_family` xunit1 and
 * xunit2), jest-junit, Maven Surefire `TEST-*.xml`, gotestsum `--junitfile`, Bazel's `test.xml`;
 * `<testsuites>` or a bare `<testsuite>` root, suites nested at any depth.
 *
 * Where each field of a failure comes from:
 * - `name`, `classname`: the `<testcase>` attributes.
 * - `file`: the `<testcase>`'s `file` or `filepath` attribute (pytest xunit1, jest-junit with
 *   `addFileAttribute`, many others); else the nearest enclosing `<testsuite>`'s `file` or
 *   `filepath`; else none. Nothing is guessed from a class or package name (a Go package or a
 *   Java class does not name one file), so those formats give no file.
 * - `line`: the `<testcase>`'s `line` attribute (pytest xunit1), when a positive integer.
 * - `message`: the `message` attribute of the `<failure>`/`<error>`, else the first non-empty
 *   line of its body; one line, cut to {@link MAX_MESSAGE_CHARS}.
 * - `kind`: `failure` or `error` (a test case with both counts once, as `failure`).
 *
 * `<skipped>` is not a failure; neither is Surefire's `<flakyFailure>`/`<flakyError>` (the test
 * passed on a rerun), while `<rerunFailure>` always comes with the `<failure>` it repeats.
 */




/** The longest failure message kept (characters). */
const MAX_MESSAGE_CHARS = 300;
/** A report that cannot be read as JUnit XML; the message names the file. */
class ReportError extends Error {
    report;
    constructor(report, reason) {
        super(`${report}: ${reason}`);
        this.report = report;
        this.name = 'ReportError';
    }
}
// Elements that may repeat; everything else is read as a single child.
const ARRAYS = new Set([
    'testsuite',
    'testcase',
    'failure',
    'error',
    'skipped',
    'rerunFailure',
    'rerunError',
    'flakyFailure',
    'flakyError',
]);
// Bodies that are never walked: kept as raw text, not parsed into objects (a captured log can be
// most of a report's bytes).
const STOP_NODES = ['failure', 'error', 'skipped', 'system-out', 'system-err'].flatMap((n) => [
    `*.testcase.${n}`,
    `*.testsuite.${n}`,
]);
// The attributes read; the others (time, timestamp, hostname, ...) are not kept, which saves a
// string per attribute per test case.
const KEPT_ATTRIBUTES = new Set(['name', 'classname', 'file', 'filepath', 'line', 'message']);
const parser = new XMLParser/* default */.A({
    ignoreAttributes: (name) => !KEPT_ATTRIBUTES.has(name),
    attributeNamePrefix: '@_',
    parseTagValue: false,
    parseAttributeValue: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
    // Numeric character references (pytest writes `&#10;` in message attributes).
    htmlEntities: true,
    isArray: (name, _path, _leaf, isAttribute) => !isAttribute && ARRAYS.has(name),
    stopNodes: STOP_NODES,
});
/**
 * Reads the failed test cases of one report. Throws a {@link ReportError} naming `report` when
 * the text is not well-formed XML or its root is not `<testsuites>`/`<testsuite>`: a report that
 * cannot be read never counts as zero failures.
 */
function parseJUnitReport(xml, report) {
    const text = xml.charCodeAt(0) === 0xfeff ? xml.slice(1) : xml;
    // The parser itself accepts some broken documents (an unclosed tag at the end); the validator
    // does not. It costs about as much as the parse (see BENCHMARKS.md, test gate).
    const valid = fxp/* XMLValidator */.iI.validate(text);
    if (valid !== true) {
        const { msg, line, col } = valid.err;
        throw new ReportError(report, `not well-formed XML (line ${line}, column ${col}: ${msg})`);
    }
    const doc = parser.parse(text);
    const roots = Object.keys(doc).filter((k) => !k.startsWith('?') && !k.startsWith('#'));
    const root = roots[0];
    if (roots.length !== 1 || (root !== 'testsuites' && root !== 'testsuite')) {
        throw new ReportError(report, `not a JUnit report: the root element is <${roots.join('>, <') || 'none'}>, expected <testsuites> or <testsuite>`);
    }
    const out = { report, tests: 0, skipped: 0, failures: [] };
    const top = doc[root];
    const suites = root === 'testsuite' ? top : [asNode(top)];
    for (const suite of suites)
        walkSuite(asNode(suite), undefined, out);
    return out;
}
function asNode(v) {
    return v !== null && typeof v === 'object' ? v : {};
}
function attr(node, name) {
    const v = node[`@_${name}`];
    return typeof v === 'string' && v !== '' ? v : undefined;
}
// Walks a <testsuites> or <testsuite>: its test cases, then its nested suites.
function walkSuite(suite, inheritedFile, out) {
    const file = attr(suite, 'file') ?? attr(suite, 'filepath') ?? inheritedFile;
    for (const tc of suite.testcase ?? []) {
        out.tests++;
        const c = asNode(tc);
        const failure = c.failure?.[0];
        const error = c.error?.[0];
        const body = failure ?? error;
        if (body === undefined) {
            if (c.skipped !== undefined)
                out.skipped++;
            continue;
        }
        const line = Number(attr(c, 'line'));
        const classname = attr(c, 'classname');
        const testFile = attr(c, 'file') ?? attr(c, 'filepath') ?? file;
        out.failures.push({
            name: attr(c, 'name') ?? '',
            ...(classname !== undefined ? { classname } : {}),
            ...(testFile !== undefined ? { file: testFile } : {}),
            ...(Number.isInteger(line) && line > 0 ? { line } : {}),
            message: messageOf(body),
            kind: failure !== undefined ? 'failure' : 'error',
            report: out.report,
        });
    }
    for (const nested of suite.testsuite ?? []) {
        walkSuite(asNode(nested), file, out);
    }
}
// The message attribute, else the first non-empty line of the (raw, unparsed) body.
function messageOf(body) {
    const node = typeof body === 'string' ? { '#text': body } : asNode(body);
    const fromAttr = attr(node, 'message');
    let text = fromAttr ?? '';
    if (!fromAttr) {
        const raw = typeof node['#text'] === 'string' ? node['#text'] : '';
        text = firstLine(decodeXmlText(raw.slice(0, 4 * MAX_MESSAGE_CHARS)));
    }
    text = firstLine(text);
    return text.length > MAX_MESSAGE_CHARS ? `${text.slice(0, MAX_MESSAGE_CHARS - 1)}…` : text;
}
function firstLine(s) {
    for (const l of s.split(/\r\n|\r|\n/)) {
        const t = l.trim();
        if (t)
            return t;
    }
    return '';
}
const ENTITIES = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
// A stop node's body is raw XML text: CDATA markers and entities are still in it.
function decodeXmlText(raw) {
    return raw
        .replace(/<!\[CDATA\[|\]\]>/g, '')
        .replace(/&(#x[0-9a-fA-F]+|#[0-9]+|lt|gt|amp|quot|apos);/g, (m, e) => {
        if (e[0] !== '#')
            return ENTITIES[e] ?? m;
        const code = e[1] === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
    });
}
/**
 * The report files matched by `patterns` (one glob per entry, relative to `workspace`; a leading
 * `!` excludes), sorted, as absolute paths. Directories are not matched.
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
    return [...new Set(await globber.glob())].sort();
}
/** A report path as shown to users: relative to the workspace when inside it. */
function workspacePath(file, workspace) {
    const rel = (0,external_node_path_.relative)(workspace, file);
    if (rel === '' || rel.startsWith('..') || (0,external_node_path_.isAbsolute)(rel))
        return file;
    return external_node_path_.sep === '/' ? rel : rel.split(external_node_path_.sep).join('/');
}
/** Reads and parses one report file (read once, as a string). */
async function readJUnitReport(file, workspace) {
    const shown = workspacePath(file, workspace);
    let xml;
    try {
        xml = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (e) {
        throw new ReportError(shown, `cannot be read (${e.code ?? e})`);
    }
    return parseJUnitReport(xml, shown);
}

;// CONCATENATED MODULE: ./src/action/test-gate/summary.ts
/**
 * What the test gate shows: the job summary's markdown and the annotations (as data, for the
 * caller to pass to core.notice / core.error). Test names and messages come from the PR's code
 * and are untrusted: every one goes through the escaping helpers.
 */


/** At most this many annotations (GitHub shows 10 of each level per step, 50 per job). */
const MAX_ANNOTATIONS = 50;
/** At most this many rows in the summary's table. */
const MAX_SUMMARY_ROWS = 200;
const CLASS_LABEL = {
    quarantined: '🔒 quarantined',
    flaky: '⚠️ flaky',
    broken: '❌ broken',
    new: '🆕 new',
};
/** Annotations, the unexplained ones first, at most {@link MAX_ANNOTATIONS}. */
function gateAnnotations(failures, workspace, max = MAX_ANNOTATIONS) {
    const ordered = [...failures.filter((f) => !f.allowed), ...failures.filter((f) => f.allowed)];
    return ordered.slice(0, max).map((f) => {
        const file = f.file ? annotationFile(f.file, workspace) : undefined;
        const why = f.allowed
            ? `Failed, but known to Trunk as ${f.class}: not counted by the gate.`
            : f.class === 'new'
                ? 'Failed, and Trunk has no failure of this test in the last 7 days.'
                : `Failed; known to Trunk as ${f.class}, which allow-failures does not forgive.`;
        return {
            level: f.allowed ? 'notice' : 'error',
            title: `${f.allowed ? 'Forgiven' : 'Unexplained'} ${f.class} test failure: ${testLabel(f)}`.slice(0, 250),
            message: [why, f.message, f.test ? f.test.html_url : ''].filter(Boolean).join('\n'),
            ...(file !== undefined ? { file } : {}),
            ...(file !== undefined && f.line !== undefined ? { line: f.line } : {}),
        };
    });
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
            ? `✅ **Passed**: all ${d.failed} failure(s) are in allowed classes (${(0,action_text.md)(allowed)}).`
            : '✅ **Passed**: no test failed.'
        : `❌ **Failed**: ${d.unexplained} of ${d.failed} failure(s) are not explained by the allowed classes (${(0,action_text.md)(allowed)}).`;
    let s = `${verdict}\n\n${context.tests} test case(s) in ${context.reports} report(s).\n`;
    if (!d.failed)
        return s;
    s +=
        '\n' +
            (0,action_text/* mdTable */.gJ)(['Class', 'Failures', 'Counted by the gate'], ['new', 'broken', 'flaky', 'quarantined']
                .filter((c) => d.byClass[c] > 0)
                .map((c) => [
                CLASS_LABEL[c],
                String(d.byClass[c]),
                context.allow.has(c) ? 'no (allowed)' : 'yes',
            ])) +
            '\n';
    if (d.ambiguous)
        s += `\n${d.ambiguous} failure(s) matched several Trunk tests equally well; the least forgiving class was taken.\n`;
    const maxRows = context.maxRows ?? MAX_SUMMARY_ROWS;
    const ordered = [...failures.filter((f) => !f.allowed), ...failures.filter((f) => f.allowed)];
    s +=
        '\n' +
            (0,action_text/* mdTable */.gJ)(['Class', 'Test', 'Message', 'Where'], ordered
                .slice(0, maxRows)
                .map((f) => [
                CLASS_LABEL[f.class] + (f.allowed ? '' : ' (counted)'),
                f.test ? (0,action_text/* mdLink */.YF)(testLabel(f), f.test.html_url) : (0,action_text.md)(testLabel(f)),
                (0,action_text.md)(f.message, 160),
                (0,action_text.md)(f.file ? `${f.file}${f.line ? `:${f.line}` : ''}` : f.report, 160),
            ])) +
            '\n';
    if (ordered.length > maxRows)
        s += `\n_…and ${ordered.length - maxRows} more._\n`;
    return s;
}

;// CONCATENATED MODULE: ./src/action/test-gate/index.ts
/**
 * The test gate (`check-test-results`): did anything fail in this run's JUnit reports that
 * Trunk does not already know as quarantined (or, when allowed, flaky)? Decided locally and
 * fail-closed: no report, an unreadable report or an unreadable API never passes.
 */








/**
 * Runs the gate. Reports are found and parsed first; with no failure in them the gate passes
 * without calling the API. Otherwise the service's failing tests of the last 7 days (the widest
 * window list-failing-tests allows, every page) are read once, page by page, and each failure
 * classified.
 *
 * Outcome `error` (never a pass): no file matched, or a report is not well-formed JUnit XML
 * (the message names the file). API errors are not caught: the client's typed errors (after its
 * retries) propagate, and main.ts maps them to outcome `error` with their error-kind, as for
 * every other command.
 */
async function checkTestResults(deps, params) {
    const { log } = deps;
    const files = await findReportFiles(params.junitPaths, params.workspace);
    if (!files.length) {
        return errorResult(`No JUnit report matched junit-paths (${params.junitPaths.join(', ')}) under ${params.workspace}. Check the paths, and that the test step wrote its report before this step.`);
    }
    log.info((0,action_text/* logLine */.BP)(`Reading ${files.length} JUnit report(s).`));
    const failures = [];
    const problems = [];
    let tests = 0;
    for (const file of files) {
        try {
            const r = await readJUnitReport(file, params.workspace);
            tests += r.tests;
            for (const f of r.failures)
                failures.push(f);
            log.debug((0,action_text/* logLine */.BP)(`${r.report}: ${r.tests} test(s), ${r.failures.length} failed.`));
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
    log.info((0,action_text/* logLine */.BP)(`${tests} test case(s) in ${files.length} report(s); ${failures.length} failed.`));
    const known = [];
    if (failures.length) {
        const end = deps.clock.now();
        // Every page of the widest window the API allows; of each page only the tests that share a
        // name with a failure here are kept (the others can match nothing).
        const names = new Set(failures.map((f) => f.name));
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
                if (names.has(t.name))
                    known.push(t);
        }
        log.info((0,action_text/* logLine */.BP)(`Trunk knows ${listed} test(s) that failed in the last 7 days; ${known.length} share a name with a failure here.`));
    }
    const classified = (0,classify/* classifyFailures */.ML)(failures, known, params.allowFailures);
    const d = (0,classify/* decide */.LD)(classified);
    const { outputs, kept, total } = (0,classify/* gateOutputs */.QP)(classified, d);
    if (kept < total)
        log.warning(`The unexplained-failures output holds the first ${kept} of ${total} (outputs are limited in size).`);
    if (d.ambiguous)
        log.warning(`${d.ambiguous} failure(s) matched several Trunk tests equally well; the least forgiving class was taken.`);
    const summary = gateSummary(d, classified, {
        reports: files.length,
        tests,
        allow: params.allowFailures,
    });
    const annotations = gateAnnotations(classified, params.workspace);
    if (d.outcome === 'success')
        return { outcome: 'success', outputs, summary, annotations };
    const b = d.byClass;
    return {
        outcome: 'failure',
        outputs,
        summary,
        annotations,
        failure: `${d.unexplained} test failure(s) are not explained by Trunk (${b.new} new, ${b.broken} broken${params.allowFailures.has('flaky') ? '' : `, ${b.flaky} flaky`}${params.allowFailures.has('quarantined') ? '' : `, ${b.quarantined} quarantined`}).`,
    };
}
function errorResult(message) {
    return {
        outcome: 'error',
        outputs: {},
        summary: `${(0,action_text.md)(message, 2000)}\n`,
        failure: message,
        annotations: [],
    };
}


/***/ })

};

//# sourceMappingURL=503.index.js.map