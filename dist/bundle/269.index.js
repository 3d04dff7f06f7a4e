export const id = 269;
export const ids = [269];
export const modules = {

/***/ 4269:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MAX_QUARANTINE_FILE_BYTES: () => (/* binding */ MAX_QUARANTINE_FILE_BYTES),
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/files/read-file.ts
var read_file = __webpack_require__(654);
// EXTERNAL MODULE: ./src/queue/index.ts
var queue = __webpack_require__(3115);
// EXTERNAL MODULE: ./src/inputs/constants.ts
var constants = __webpack_require__(1068);
// EXTERNAL MODULE: ./src/quarantine/file.ts
var file = __webpack_require__(2164);
// EXTERNAL MODULE: ./src/quarantine/sync.ts
var sync = __webpack_require__(885);
;// CONCATENATED MODULE: ./src/commands/sync-quarantine/decide.ts

/**
 * The tests of Trunk each entry names: by id when the entry gives one (the test's id in this
 * API, as Trunk's app shows it, or the id Trunk's uploader computes, as the gate matches it:
 * `byUploaderId` maps those), else every test whose identity the entry matches as the gate
 * matches a failure (name, and classname, suite and file when given). An entry no test matches is
 * kept without a test (unresolved).
 */
function resolveEntries(entries, tests, byUploaderId = new Map()) {
    const byId = new Map(tests.map((t) => [t.id.toLowerCase(), t]));
    return entries.flatMap((entry) => {
        if (entry.id !== undefined) {
            const id = byId.get(entry.id.toLowerCase())?.id ?? byUploaderId.get(entry.id) ?? undefined;
            return [id ? { entry, testId: id } : { entry }];
        }
        const found = tests.filter((t) => (0,file/* entryMatches */.Yn)(entry, {
            name: t.name,
            ...(t.classname ? { classname: t.classname } : {}),
            ...(t.suite ? { suite: t.suite } : {}),
            ...(t.file ? { file: t.file } : {}),
        }));
        return found.length ? found.map((t) => ({ entry, testId: t.id })) : [{ entry }];
    });
}
/** The ids of entries by id that are no test's id in this API (maybe their uploader's). */
function idsToMap(entries, tests) {
    const ids = new Set(tests.map((t) => t.id.toLowerCase()));
    return [
        ...new Set(entries.flatMap((e) => (e.id !== undefined && !ids.has(e.id.toLowerCase()) ? [e.id] : []))),
    ];
}
/**
 * The tests whose override must be read: every test an entry names (in force or expired), and
 * every test Trunk quarantines now, since an override this tool set (alwaysQuarantine) shows as
 * quarantined, so the test of a removed entry is among them. With quarantining off in the
 * collection the state says nothing of overrides: every test is read.
 */
function testsToRead(resolved, tests, quarantineEnabled) {
    const ids = new Set();
    for (const r of resolved)
        if (r.testId !== undefined)
            ids.add(r.testId);
    for (const t of tests)
        if (quarantineEnabled === false || t.quarantined)
            ids.add(t.id);
    return [...ids];
}
/** A failure of a whole request (no test's own code): the requests after it are not sent. */
function failedAsRequest(r) {
    return r.status === 'not-sent' || (r.status === 'failed' && r.code === undefined);
}
/**
 * The second round's writes once the first answered: a set after a clear that failed is not
 * sent (its test keeps the old override), and nothing is sent once a first-round request failed
 * as a whole (the same would meet the second).
 */
function secondRound(rounds, first) {
    const asRequest = first.find(failedAsRequest);
    if (asRequest)
        return {
            send: [],
            held: rounds.sets.map((s) => ({
                testId: s.testId,
                why: `not sent: an earlier request failed (${asRequest.error ?? 'no reason given'})`,
            })),
        };
    const failedClear = new Map(first.filter((r) => r.status === 'failed').map((r) => [r.testId.toLowerCase(), r]));
    const send = [];
    const held = [];
    for (const s of rounds.sets) {
        const f = s.afterClear ? failedClear.get(s.testId.toLowerCase()) : undefined;
        if (f)
            held.push({ testId: s.testId, why: `its old override could not be cleared: ${f.error}` });
        else
            send.push(s);
    }
    return { send, held };
}
/** A write's result as the step's. */
function stepResultOf(r) {
    if (!r)
        return { status: 'failed', why: 'no answer for it' };
    if (r.status === 'succeeded')
        return { status: 'done' };
    if (r.status === 'unchanged')
        return { status: 'unchanged' };
    return { status: 'failed', why: r.error ?? r.status };
}
/**
 * What became of each step that sends a request (by test id, lower case): a clear by its clear,
 * a set by its set, or by why it was held.
 */
function stepResults(steps, clears, sets, held) {
    const key = (id) => id.toLowerCase();
    const clearOf = new Map(clears.map((r) => [key(r.testId), r]));
    const setOf = new Map(sets.map((r) => [key(r.testId), r]));
    const heldOf = new Map(held.map((h) => [key(h.testId), h.why]));
    const out = new Map();
    for (const s of steps) {
        if (s.action === 'clear')
            out.set(key(s.testId), stepResultOf(clearOf.get(key(s.testId))));
        if (s.action !== 'set')
            continue;
        const why = heldOf.get(key(s.testId));
        out.set(key(s.testId), why ? { status: 'failed', why } : stepResultOf(setOf.get(key(s.testId))));
    }
    return out;
}
/**
 * The counts of a plan (`results` undefined: a dry run, counting what would be done). A write
 * Trunk answered `unchanged` counts as unchanged; an entry without a test counts once however
 * many steps it has.
 */
function countsOf(steps, results) {
    const c = { set: 0, cleared: 0, unchanged: 0, leftAlone: 0, unresolved: 0, failed: 0 };
    for (const s of steps) {
        if (s.action === 'unchanged')
            c.unchanged++;
        else if (s.action === 'left-alone')
            c.leftAlone++;
        else if (s.action === 'unresolved')
            c.unresolved++;
        else {
            const r = results?.get(s.testId.toLowerCase());
            if (r?.status === 'failed')
                c.failed++;
            else if (r?.status === 'unchanged')
                c.unchanged++;
            else if (s.action === 'set')
                c.set++;
            else
                c.cleared++;
        }
    }
    return c;
}
/** The entries of the file that expired (they are cleared, never set), for the log. */
function expiredEntries(entries, nowMs) {
    return entries.filter((e) => isExpired(e, nowMs));
}

// EXTERNAL MODULE: ./src/ports/text.ts
var ports_text = __webpack_require__(2425);
;// CONCATENATED MODULE: ./src/commands/sync-quarantine/words.ts
/** sync-quarantine's words: the log, the summary and the failures, from its decisions' values. */




/** The most tests a failure message names (the summary names them all). */
const NAMED_IN_FAILURE = 10;
/** How a step's test reads: the entry that names it, else Trunk's name for it, and its id. */
function stepTest(s, names) {
    if (s.action === 'unresolved')
        return (0,file/* entryLabel */.b4)(s.entry);
    const name = s.entry ? (0,file/* entryLabel */.b4)(s.entry) : names.get(s.testId.toLowerCase());
    return name ? `${name} (${s.testId})` : s.testId;
}
/** Where an entry is, and whose it is. */
function entryWhere(e, path) {
    return e ? `${path}:${e.line}, owner ${e.owner}, until ${e.expires}` : 'no entry in the file';
}
const ACTION_TEXT = {
    set: ['set alwaysQuarantine', 'would set alwaysQuarantine'],
    clear: ['cleared its override', 'would clear its override'],
    unchanged: ['unchanged (Trunk already agrees)', 'unchanged (Trunk already agrees)'],
    'left-alone': ["left alone (a person's override)", "left alone (a person's override)"],
    unresolved: ['no test in Trunk matches the entry', 'no test in Trunk matches the entry'],
};
/** What a step did (or would do), with its result. */
function stepText(s, r, dryRun) {
    if (r?.status === 'failed')
        return `${s.action} FAILED: ${r.why}`;
    if (r?.status === 'unchanged')
        return s.action === 'set'
            ? 'unchanged: Trunk already had alwaysQuarantine (its reason was not replaced)'
            : 'unchanged: it had no override any more';
    const text = ACTION_TEXT[s.action][dryRun ? 1 : 0];
    if (s.action === 'left-alone')
        return `${text}: ${s.override.mode}, "${s.override.reason.slice(0, 120)}"`;
    if (s.action === 'clear')
        return `${text} (${s.entry ? 'the entry expired' : 'the entry was removed'})`;
    return text;
}
/** One log line per step. */
function stepLine(s, r, dryRun, names) {
    return `${stepTest(s, names)}: ${stepText(s, r, dryRun)}.`;
}
/** The counts in one line. */
function countsLine(c, dryRun) {
    const would = dryRun ? 'would be ' : '';
    return `${c.set} ${would}set, ${c.cleared} ${would}cleared, ${c.unchanged} unchanged, ${c.leftAlone} left alone (a person's override), ${c.unresolved} entr${c.unresolved === 1 ? 'y' : 'ies'} without a test in Trunk, ${c.failed} failed.`;
}
/** The headline. */
function headline(c, dryRun, collection) {
    if (dryRun)
        return `Dry run in test collection ${collection}: nothing was sent. ${countsLine(c, true)}`;
    if (c.failed)
        return `Trunk's quarantine overrides in test collection ${collection} agree with the file except for ${c.failed} test(s). ${countsLine(c, false)}`;
    return `Trunk's quarantine overrides in test collection ${collection} agree with the file. ${countsLine(c, false)}`;
}
/** The failure of a run whose writes partly failed: each test named (the others stay applied). */
function partialFailureText(failed, applied) {
    const named = failed
        .slice(0, NAMED_IN_FAILURE)
        .map((f) => `${f.test}: ${f.why}`)
        .join('; ');
    const more = failed.length > NAMED_IN_FAILURE
        ? `; and ${failed.length - NAMED_IN_FAILURE} more (the summary lists them)`
        : '';
    return `${failed.length} quarantine override(s) could not be written: ${named}${more}. The ${applied} other change(s) stay applied; running it again retries only what is still different.`;
}
/** What could not be read: nothing was written. */
function unreadText(what, why) {
    return `sync-quarantine could not read ${what} (${why}): nothing was written. Trunk's overrides are as they were; run it again once Trunk can be read.`;
}
/** The file is missing: an error, never "no entries" (that would clear every override of this tool). */
function noFileText(path) {
    return `There is no quarantine file at ${path} (${(0,ports_text/* inputRef */.io)(constants/* Inputs */.G0.QuarantineFile)}): nothing was read or written. Check out the repository first, or set the path; to clear every override this tool set, keep the file with "tests: []".`;
}
/** The file could not be read. */
function fileUnreadText(path, why) {
    return `The quarantine file ${path} could not be read (${why}): nothing was written.`;
}
/** The file has problems (each with its line). */
function fileProblemsText(path, problems) {
    const listed = problems
        .slice(0, 10)
        .map((p) => `${path}:${p.line}: ${p.message}`)
        .join('; ');
    const more = problems.length > 10 ? `; and ${problems.length - 10} more` : '';
    return `The quarantine file is not valid (${(0,ports_text/* inputRef */.io)(constants/* Inputs */.G0.QuarantineFile)}): ${listed}${more}. Fix it; nothing was written (a file that half applies would clear what its author did not mean to).`;
}
/** The summary: the headline, then one row per step. */
function summaryOf(steps, results, counts, o) {
    const rows = steps.map((s) => {
        const r = s.action === 'unresolved' ? undefined : results?.get(s.testId.toLowerCase());
        const entry = 'entry' in s ? s.entry : undefined;
        return [
            (0,ports_text.md)(stepTest(s, o.names)),
            (0,ports_text.md)(stepText(s, r, o.dryRun), 300),
            (0,ports_text.md)(entryWhere(entry, o.path)),
        ];
    });
    const table = rows.length ? `\n\n${(0,ports_text/* mdTable */.gJ)(['Test', 'What', 'Entry'], rows)}` : '';
    return `${(0,ports_text.md)(headline(counts, o.dryRun, o.collection), 600)}${table}\n\nOnly overrides whose reason starts with \`${sync/* SYNC_MARKER */.nV}\` are changed; a person's override is never touched.`;
}

;// CONCATENATED MODULE: ./src/commands/sync-quarantine/run.ts
/**
 * sync-quarantine's run: reads the repository's quarantine file, the collection's tests and the
 * overrides on the tests that matter, plans with src/quarantine/sync.ts, and applies the plan in
 * bulk (clears first, then sets), each test's outcome kept. Nothing is written when anything could
 * not be read, or with dry-run.
 */








/** The most bytes read of a quarantine file (a list of tests, reviewed by people). */
const MAX_QUARANTINE_FILE_BYTES = 1024 * 1024;
/** The file's entries, or why there are none to use. */
function readEntries(s, nowMs) {
    let text;
    try {
        const read = (0,read_file/* readBoundedFileSync */.Tq)((0,external_node_path_.resolve)(s.workspace, s.quarantineFile), {
            maxBytes: MAX_QUARANTINE_FILE_BYTES,
        });
        if (!read.complete)
            return fileUnreadText(s.quarantineFile, `it is larger than ${MAX_QUARANTINE_FILE_BYTES} bytes`);
        text = read.bytes.toString('utf8');
    }
    catch (e) {
        if (!(e instanceof read_file/* FileReadProblem */.Es))
            throw e;
        if (e.code === 'ENOENT')
            return noFileText(s.quarantineFile);
        return fileUnreadText(s.quarantineFile, e.message);
    }
    const read = (0,file/* readQuarantineFile */.tl)(text, nowMs, s.quarantineMaxDays);
    return read.ok ? read.entries : fileProblemsText(s.quarantineFile, read.problems);
}
/** An error result: nothing was written. */
function errorResult(failure, errorKind) {
    return {
        outcome: 'error',
        outputs: {},
        summary: failure,
        failure,
        ...(errorKind ? { errorKind } : {}),
    };
}
function outputsOf(c) {
    return {
        [constants/* Outputs */.tY.SetCount]: String(c.set),
        [constants/* Outputs */.tY.ClearedCount]: String(c.cleared),
        [constants/* Outputs */.tY.UnchangedCount]: String(c.unchanged),
        [constants/* Outputs */.tY.LeftAloneCount]: String(c.leftAlone),
        [constants/* Outputs */.tY.UnresolvedCount]: String(c.unresolved),
        [constants/* Outputs */.tY.FailedCount]: String(c.failed),
    };
}
/** Runs sync-quarantine with its settings. */
async function run(c) {
    const nowMs = c.clock.now();
    const entries = readEntries(c.s, nowMs);
    if (typeof entries === 'string')
        return errorResult(entries, 'config');
    const call = { signal: c.signal };
    const api = c.client.quarantineOverrides();
    const scope = { repo: c.s.repo, orgUrlSlug: '', testCollection: c.s.testCollection };
    // Reads: the tests, then the overrides that matter. Any of them unread: nothing is written.
    let listed;
    try {
        listed = await c.log.group('Read the tests of the test collection', () => api.tests(scope, call));
    }
    catch (e) {
        return unread(e, 'the tests of the test collection');
    }
    const collection = listed.collection.name
        ? `${listed.collection.name} (${listed.collection.id})`
        : listed.collection.id;
    // Entries by an id that is no test's here may name a test by its uploader's id (as the gate).
    const toMap = idsToMap(entries, listed.tests);
    let byUploaderId = new Map();
    try {
        if (toMap.length)
            byUploaderId = await c.log.group(`Look up ${toMap.length} test id(s) of entries`, () => api.testIdsOf(scope, toMap, call));
    }
    catch (e) {
        return unread(e, "the tests the entries name by their uploader's id");
    }
    const resolved = resolveEntries(entries, listed.tests, byUploaderId);
    const toRead = testsToRead(resolved, listed.tests, listed.collection.quarantineEnabled);
    let current;
    try {
        current = await c.log.group(`Read the overrides of ${toRead.length} test(s)`, () => api.overridesOf(toRead, call));
    }
    catch (e) {
        return unread(e, 'the quarantine overrides of the tests');
    }
    const overrides = [...current.values()].filter((o) => o !== null);
    const steps = (0,sync/* syncPlan */.bZ)(resolved, overrides, nowMs);
    const names = new Map(listed.tests.map((t) => [t.id.toLowerCase(), t.name]));
    let results;
    if (!c.s.dryRun)
        results = await apply(c, steps, call);
    const counts = countsOf(steps, results);
    for (const s of steps) {
        const r = s.action === 'unresolved' ? undefined : results?.get(s.testId.toLowerCase());
        const line = stepLine(s, r, c.s.dryRun, names);
        if (r?.status === 'failed' || s.action === 'unresolved')
            c.log.warning(line);
        else
            c.log.info(line);
    }
    c.log.info(headline(counts, c.s.dryRun, collection));
    const summary = summaryOf(steps, results, counts, {
        dryRun: c.s.dryRun,
        path: c.s.quarantineFile,
        collection,
        names,
    });
    const outputs = outputsOf(counts);
    if (!counts.failed)
        return { outcome: 'success', outputs, summary };
    const failed = steps.flatMap((s) => {
        if (s.action !== 'set' && s.action !== 'clear')
            return [];
        const r = results?.get(s.testId.toLowerCase());
        return r?.status === 'failed' ? [{ test: stepTest(s, names), why: r.why }] : [];
    });
    return {
        outcome: 'failure',
        outputs,
        summary,
        failure: partialFailureText(failed, counts.set + counts.cleared),
    };
}
/** The error result of a read that failed (a cancellation stays a cancellation). */
function unread(e, what) {
    if (e instanceof queue.CancelledError || !(e instanceof queue.TrunkApiError))
        throw e;
    return errorResult(unreadText(what, e.message), e.kind);
}
/** Sends the plan's writes: the clears, then the sets (each after its clear, when it has one). */
async function apply(c, steps, call) {
    const api = c.client.quarantineOverrides();
    const rounds = (0,sync/* writeRounds */.h4)(steps);
    return c.log.group(`Write ${rounds.clears.length} clear(s) and ${rounds.sets.length} set(s)`, async () => {
        const clears = rounds.clears.length
            ? await api.apply(rounds.clears.map((w) => ({
                testId: w.testId,
                mode: 'clear',
                reason: w.reason,
            })), call)
            : [];
        const { send, held } = secondRound(rounds, clears);
        const sets = send.length
            ? await api.apply(send.map((w) => ({
                testId: w.testId,
                mode: 'alwaysQuarantine',
                reason: w.reason,
            })), call)
            : [];
        return stepResults(steps, clears, sets, held);
    });
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


/***/ }),

/***/ 885:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Zp: () => (/* binding */ isOwnOverride),
/* harmony export */   bZ: () => (/* binding */ syncPlan),
/* harmony export */   h4: () => (/* binding */ writeRounds),
/* harmony export */   nV: () => (/* binding */ SYNC_MARKER)
/* harmony export */ });
/* unused harmony exports MAX_REASON_CHARS, overrideReason, changesOf */
/* harmony import */ var _file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2164);
/**
 * sync-quarantine's plan, pure: what to set and clear in Trunk's quarantine overrides (v2) so
 * that Trunk agrees with the repository's quarantine file, changing only overrides this tool set
 * itself (recognised by the marker its reasons start with), never one a person set.
 */

/** What every reason this tool writes starts with: how it knows an override as its own. */
const SYNC_MARKER = '[quarantine file]';
/** The longest reason the API takes (`reason` 1..1000). */
const MAX_REASON_CHARS = 1000;
/** True when this tool wrote the override (its reason starts with the marker). */
function isOwnOverride(o) {
    return o.reason.startsWith(SYNC_MARKER);
}
/** The reason written for an entry: marker, owner, reason, expiry, issue; within the API's bound. */
function overrideReason(e) {
    const text = `${SYNC_MARKER} owner ${e.owner}; until ${e.expires}; ${e.reason}${e.issue ? ` (${e.issue})` : ''}`;
    return text.length > MAX_REASON_CHARS ? `${text.slice(0, MAX_REASON_CHARS - 1)}…` : text;
}
/**
 * The plan on the day of `nowMs`: each entry in force whose test Trunk has is set (unless its
 * override already says the same, or a person's override is on the test); each override of this
 * tool's that no entry in force names any more is cleared; nothing else is touched. An entry
 * that names a test twice (two entries, one test) sets it once, from the first.
 */
function syncPlan(resolved, overrides, nowMs) {
    const current = new Map(overrides.map((o) => [o.testId.toLowerCase(), o]));
    const steps = [];
    const wanted = new Set();
    for (const { entry, testId } of resolved) {
        if ((0,_file_js__WEBPACK_IMPORTED_MODULE_0__/* .isExpired */ ._d)(entry, nowMs))
            continue;
        if (testId === undefined) {
            steps.push({ action: 'unresolved', entry });
            continue;
        }
        const id = testId.toLowerCase();
        if (wanted.has(id))
            continue;
        wanted.add(id);
        const o = current.get(id);
        const reason = overrideReason(entry);
        if (o && !isOwnOverride(o))
            steps.push({ action: 'left-alone', testId, override: o, entry });
        else if (o && o.mode === 'alwaysQuarantine' && o.reason === reason)
            steps.push({ action: 'unchanged', testId, entry });
        else
            steps.push({ action: 'set', testId, reason, entry, ...(o ? { replaces: o } : {}) });
    }
    const byId = new Map(resolved.filter((r) => r.testId !== undefined).map((r) => [r.testId.toLowerCase(), r.entry]));
    for (const o of overrides) {
        const id = o.testId.toLowerCase();
        if (wanted.has(id) || !isOwnOverride(o))
            continue;
        const entry = byId.get(id);
        steps.push({
            action: 'clear',
            testId: o.testId,
            reason: entry
                ? `${SYNC_MARKER} the entry expired on ${entry.expires}`
                : `${SYNC_MARKER} the entry was removed from the file`,
            ...(entry ? { entry } : {}),
        });
    }
    return steps;
}
/** The steps that send a request. */
function changesOf(steps) {
    return steps.filter((s) => s.action === 'set' || s.action === 'clear');
}
/** The writes of a plan, each test at most once a round. */
function writeRounds(steps) {
    const rounds = { clears: [], sets: [] };
    for (const s of steps) {
        if (s.action === 'clear')
            rounds.clears.push({ testId: s.testId, reason: s.reason });
        if (s.action !== 'set')
            continue;
        const afterClear = s.replaces?.mode === 'alwaysQuarantine';
        if (afterClear)
            rounds.clears.push({
                testId: s.testId,
                reason: `${SYNC_MARKER} replaced by the entry's new reason`,
            });
        rounds.sets.push({ testId: s.testId, reason: s.reason, afterClear });
    }
    return rounds;
}


/***/ })

};

//# sourceMappingURL=269.index.js.map