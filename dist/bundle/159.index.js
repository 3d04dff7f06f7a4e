export const id = 159;
export const ids = [159];
export const modules = {

/***/ 6348:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $b: () => (/* binding */ checkOutputPath),
/* harmony export */   Fs: () => (/* binding */ outsideFolders),
/* harmony export */   Oh: () => (/* binding */ makeDirectory),
/* harmony export */   gW: () => (/* binding */ OutputPathProblem),
/* harmony export */   t8: () => (/* binding */ pseudoFileSystemOf)
/* harmony export */ });
/* unused harmony exports PSEUDO_FILE_SYSTEMS, resolvedPath */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/**
 * The directory of a file about to be written: checked before any work, and created one level at a
 * time. `mkdirSync(dir, { recursive: true })` is never used: under a pseudo file system such as
 * /proc, mkdir answers ENOENT for a directory whose parent exists, and Node's recursive mkdir
 * then retries forever inside one synchronous call, at 100 % CPU and deaf to SIGTERM.
 */


/** File systems of the kernel, not of a disk: a file written there is never a file kept. */
const PSEUDO_FILE_SYSTEMS = ['/proc', '/sys', '/dev'];
/** Why a file cannot be written at a path, found before anything is written. */
class OutputPathProblem extends Error {
    code;
    at;
    constructor(message, 
    /** A short code for messages: an errno code, or PSEUDOFS. */
    code, 
    /** The path the problem is at: the file, or the directory on its way. */
    at) {
        super(message);
        this.code = code;
        this.at = at;
        this.name = 'OutputPathProblem';
    }
}
/** Whether `error` is a Node system error with one of `codes`. */
function hasCode(error, ...codes) {
    return codes.includes(error.code ?? '');
}
/**
 * `path` absolute with its symbolic links resolved as far as it exists: the deepest existing
 * ancestor through realpath, the missing rest appended as written.
 */
function resolvedPath(path) {
    const absolute = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path);
    const missing = [];
    let current = absolute;
    for (;;) {
        try {
            return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(current), ...missing);
        }
        catch (e) {
            if (!hasCode(e, 'ENOENT', 'ENOTDIR'))
                return absolute;
        }
        const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(current);
        if (parent === current)
            return absolute;
        missing.unshift((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(current));
        current = parent;
    }
}
/** The pseudo file system (/proc, /sys or /dev) `path` lies in, as written or once resolved. */
function pseudoFileSystemOf(path) {
    const inside = (p) => PSEUDO_FILE_SYSTEMS.find((root) => p === root || p.startsWith(`${root}${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`));
    return inside((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path)) ?? inside(resolvedPath(path));
}
/** Throws an {@link OutputPathProblem} when `absolute` lies in a pseudo file system. */
function refusePseudoFileSystem(absolute) {
    const pseudo = pseudoFileSystemOf(absolute);
    if (pseudo) {
        throw new OutputPathProblem(`${absolute} is under ${pseudo}, a file system of the kernel, not of a disk`, 'PSEUDOFS', absolute);
    }
}
/**
 * Throws an {@link OutputPathProblem} when a file cannot be written at `path`: it lies in a pseudo
 * file system, it is a directory, something on its way is a file, or the deepest existing
 * directory on its way is not writable. Nothing is created.
 */
function checkOutputPath(path) {
    const absolute = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path);
    refusePseudoFileSystem(absolute);
    let current = absolute;
    for (;;) {
        let isDirectory;
        try {
            isDirectory = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(current).isDirectory();
        }
        catch (e) {
            // ENOTDIR: something further up is a file; the walk up finds which.
            if (!hasCode(e, 'ENOENT', 'ENOTDIR')) {
                const code = e.code ?? 'error';
                throw new OutputPathProblem(`${current} cannot be read (${code})`, code, current);
            }
        }
        if (isDirectory !== undefined) {
            if (current === absolute) {
                if (isDirectory)
                    throw new OutputPathProblem(`${absolute} is a directory`, 'EISDIR', absolute);
            }
            else if (!isDirectory) {
                throw new OutputPathProblem(`${current} is a file, not a directory`, 'ENOTDIR', current);
            }
            else {
                try {
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(current, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.W_OK | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
                }
                catch (e) {
                    const code = e.code ?? 'EACCES';
                    throw new OutputPathProblem(`the directory ${current} is not writable (${code})`, code, current);
                }
                return;
            }
        }
        const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(current);
        if (parent === current)
            return;
        current = parent;
    }
}
/**
 * Creates `dir` and its missing parents, one non-recursive mkdir each: a level that cannot be
 * made throws at once instead of being retried. Refuses pseudo file systems.
 */
function makeDirectory(dir) {
    const absolute = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(dir);
    refusePseudoFileSystem(absolute);
    const missing = [];
    let current = absolute;
    for (;;) {
        try {
            if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(current).isDirectory())
                break;
            throw new OutputPathProblem(`${current} is a file, not a directory`, 'ENOTDIR', current);
        }
        catch (e) {
            if (hasCode(e, 'ENOTDIR')) {
                throw new OutputPathProblem(`${absolute} cannot be created: a file is on its way`, 'ENOTDIR', absolute);
            }
            if (!hasCode(e, 'ENOENT'))
                throw e;
        }
        const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(current);
        if (parent === current)
            break;
        missing.unshift(current);
        current = parent;
    }
    for (const level of missing) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(level);
        }
        catch (e) {
            // Another writer made it meanwhile: fine, as long as it is a directory.
            if (!hasCode(e, 'EEXIST') || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(level).isDirectory())
                throw e;
        }
    }
}
/** Whether the absolute `path` is `root` or lies under it. */
function isInside(path, root) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, path);
    return rel === '' || (rel !== '..' && !rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel));
}
/**
 * Where `path`, resolved against the working directory, leads outside every one of `folders`:
 * as written (`..`), or through a symbolic link on its way (the folders' own links resolved
 * too). Undefined when it stays inside one of them.
 */
function outsideFolders(path, folders) {
    const absolute = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path);
    if (!folders.some((f) => isInside(absolute, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(f)))) {
        return { at: absolute, throughLink: false };
    }
    const real = resolvedPath(absolute);
    if (!folders.some((f) => isInside(real, resolvedPath(f))))
        return { at: real, throughLink: true };
    return undefined;
}


/***/ }),

/***/ 654:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Es: () => (/* binding */ FileReadProblem),
/* harmony export */   JU: () => (/* binding */ notRegularText),
/* harmony export */   Tq: () => (/* binding */ readBoundedFileSync)
/* harmony export */ });
/* unused harmony export fileTypeOf */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Reads a file someone else named (a targets file, the event payload, the emulator's data file) in
 * bounded memory and time, whatever it turns out to be. It is opened without blocking and checked
 * with fstat before any byte is read, so a device (/dev/zero), a FIFO or a directory is refused at
 * once instead of being read forever or waited on; a regular file is read a chunk at a time and no
 * further than a byte cap, and a NUL byte (a binary file, a crashed writer) is refused where it is.
 * The read is synchronous: the event loop is never held longer than it takes to read the cap from
 * a regular file, so a SIGTERM is handled right after.
 */

/** Bytes read per call. */
const CHUNK_BYTES = 1024 * 1024;
/** A file that cannot be read as asked; `message` says what it is, without the path. */
class FileReadProblem extends Error {
    code;
    constructor(
    /** What it is, for a sentence after the path: `is a directory`, `holds a NUL byte at byte 12`. */
    message, code) {
        super(message);
        this.code = code;
        this.name = 'FileReadProblem';
    }
}
/** What a file that is not a regular file is, for a message. */
function fileTypeOf(st) {
    if (st.isDirectory())
        return 'a directory';
    if (st.isCharacterDevice())
        return 'a character device';
    if (st.isBlockDevice())
        return 'a block device';
    if (st.isFIFO())
        return 'a FIFO (named pipe)';
    if (st.isSocket())
        return 'a socket';
    return 'not a regular file';
}
/** What is wrong with a path that is not a regular file: `is a FIFO (named pipe), not a regular file`. */
function notRegularText(st) {
    const type = fileTypeOf(st);
    return type.startsWith('not') ? `is ${type}` : `is ${type}, not a regular file`;
}
/**
 * Reads the regular file at `path`, at most `maxBytes` of it (see the module comment). Throws a
 * {@link FileReadProblem} when it does not exist, cannot be read, is not a regular file, or holds
 * a NUL byte within the bytes read.
 */
function readBoundedFileSync(path, options) {
    let fd;
    try {
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer, forever.
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0));
    }
    catch (e) {
        throw systemProblem(e);
    }
    try {
        let st;
        try {
            st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        }
        catch (e) {
            throw systemProblem(e);
        }
        if (!st.isFile()) {
            throw new FileReadProblem(notRegularText(st), 'NOT_REGULAR');
        }
        const limit = options.maxBytes + 1; // one byte more says the file is longer
        // The size is a hint (a file of /proc says 0; a file may grow while it is read).
        let buffer = Buffer.allocUnsafe(Math.min(limit, Math.max(st.size + 1, 64 * 1024)));
        let length = 0;
        for (;;) {
            if (length === buffer.length) {
                if (length >= limit)
                    break;
                const bigger = Buffer.allocUnsafe(Math.min(limit, buffer.length * 2));
                buffer.copy(bigger, 0, 0, length);
                buffer = bigger;
            }
            let n;
            try {
                n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, length, Math.min(CHUNK_BYTES, buffer.length - length), null);
            }
            catch (e) {
                throw systemProblem(e);
            }
            if (n === 0)
                break;
            const nul = buffer.subarray(length, length + n).indexOf(0);
            if (nul !== -1) {
                const at = length + nul;
                throw new FileReadProblem(`holds a NUL byte on line ${lineOf(buffer, at)} (byte ${at})`, 'NUL');
            }
            length += n;
        }
        if (length > options.maxBytes)
            return { complete: false, bytesRead: length };
        return { complete: true, bytes: buffer.subarray(0, length) };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** The line (from 1) that byte `at` of `buffer` is on. */
function lineOf(buffer, at) {
    let line = 1;
    for (let p = buffer.indexOf(0x0a); p !== -1 && p < at; p = buffer.indexOf(0x0a, p + 1))
        line++;
    return line;
}
/** A system error of open, fstat or read, as a {@link FileReadProblem}. */
function systemProblem(e) {
    const code = e.code;
    if (code === 'ENOENT')
        return new FileReadProblem('does not exist', 'ENOENT');
    if (code === 'EACCES' || code === 'EPERM')
        return new FileReadProblem('cannot be read (permission denied)', 'EACCES');
    if (code === 'EISDIR')
        return new FileReadProblem('is a directory, not a regular file', 'NOT_REGULAR');
    return new FileReadProblem(`cannot be read (${code ?? e.message})`, 'READ');
}


/***/ }),

/***/ 1971:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CF: () => (/* binding */ isTerminalState),
/* harmony export */   Cu: () => (/* binding */ SETTABLE_QUEUE_STATES),
/* harmony export */   D9: () => (/* binding */ GITHUB_MERGEABILITY),
/* harmony export */   G3: () => (/* binding */ CHECK_RUN_CONCLUSIONS),
/* harmony export */   JP: () => (/* binding */ TEST_STATUS_VALUES),
/* harmony export */   NJ: () => (/* binding */ requestEnum),
/* harmony export */   Op: () => (/* binding */ PRIORITY_MIN),
/* harmony export */   Os: () => (/* binding */ CHECK_RUN_STATUSES),
/* harmony export */   PE: () => (/* binding */ QUEUE_STATES),
/* harmony export */   Wn: () => (/* binding */ TERMINAL_PULL_REQUEST_STATES),
/* harmony export */   Y0: () => (/* binding */ MERGE_METHODS),
/* harmony export */   Zh: () => (/* binding */ STATUS_CHECK_STATES),
/* harmony export */   bV: () => (/* binding */ lenientEnum),
/* harmony export */   fc: () => (/* binding */ PULL_REQUEST_STATES),
/* harmony export */   gX: () => (/* binding */ PRIORITY_MAX),
/* harmony export */   h9: () => (/* binding */ OPTIMIZATION_MODES),
/* harmony export */   iR: () => (/* binding */ PRIORITY_NAMES),
/* harmony export */   qN: () => (/* binding */ collectUnknownEnumValues),
/* harmony export */   qV: () => (/* binding */ TESTING_STATUSES),
/* harmony export */   wG: () => (/* binding */ REQUIRED_STATUSES_SOURCES),
/* harmony export */   wv: () => (/* binding */ DIRECT_MERGE_MODES),
/* harmony export */   xZ: () => (/* binding */ QUEUE_MODES)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2857);

/** Pull request states of the merge queue, as the service sends them (lowercase). */
const PULL_REQUEST_STATES = [
    'not_ready',
    'pending',
    'testing',
    'tests_passed',
    'merged',
    'failed',
    'cancelled',
    'pending_failure',
];
/** States after which a PR is no longer in the queue. */
const TERMINAL_PULL_REQUEST_STATES = [
    'merged',
    'failed',
    'cancelled',
];
const QUEUE_STATES = ['running', 'paused', 'draining', 'switching_modes'];
/** The queue states a client may ask for with updateQueue (`switching_modes` is the service's own). */
const SETTABLE_QUEUE_STATES = ['running', 'paused', 'draining'];
const QUEUE_MODES = ['single', 'parallel'];
const GITHUB_MERGEABILITY = [
    'unspecified',
    'in_progress',
    'mergeable',
    'not_mergeable',
];
const DIRECT_MERGE_MODES = ['off', 'always'];
const OPTIMIZATION_MODES = ['off', 'bisection_skip_redundant_tests'];
const MERGE_METHODS = ['merge_commit', 'squash', 'rebase'];
const TESTING_STATUSES = ['in_progress', 'failed', 'cancelled', 'succeeded'];
const REQUIRED_STATUSES_SOURCES = [
    'trunk_config',
    'repo_provider_branch_protection',
    'merge_instance',
];
const TEST_STATUS_VALUES = ['healthy', 'flaky', 'broken'];
/** GitHub's own values, which the service passes through in upper case. */
const CHECK_RUN_STATUSES = ['QUEUED', 'IN_PROGRESS', 'COMPLETED'];
const CHECK_RUN_CONCLUSIONS = [
    'ACTION_REQUIRED',
    'CANCELLED',
    'FAILURE',
    'NEUTRAL',
    'SUCCESS',
    'SKIPPED',
    'STALE',
    'TIMED_OUT',
];
const STATUS_CHECK_STATES = ['ERROR', 'FAILURE', 'PENDING', 'SUCCESS'];
/** Named priorities and the numbers the service maps them to (0 is the highest). */
const PRIORITY_NAMES = { urgent: 0, high: 10, medium: 100, low: 200 };
const PRIORITY_MIN = 0;
const PRIORITY_MAX = 255;
// Parsing is synchronous, so a module-level sink set around one `safeParse` call cannot see
// values from another parse.
let unknownSink;
/**
 * Runs `parse` and collects every enum value it met that the client does not know.
 * The values are kept in the parsed result; this only reports them.
 */
function collectUnknownEnumValues(parse) {
    const unknown = [];
    const previous = unknownSink;
    unknownSink = (v) => unknown.push(v);
    try {
        return { result: parse(), unknown };
    }
    finally {
        unknownSink = previous;
    }
}
/**
 * A response enum that accepts either case, normalises to the service's casing, and keeps an
 * unknown value as its string (reported through {@link collectUnknownEnumValues}), so a value the
 * service adds later never breaks a client.
 */
function lenientEnum(field, known, casing = 'lower') {
    const set = new Set(known);
    return zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().transform((raw) => {
        const value = casing === 'lower' ? raw.toLowerCase() : raw.toUpperCase();
        if (!set.has(value))
            unknownSink?.({ field, value: raw });
        return value;
    });
}
/** A request enum: either case accepted from callers, sent in the service's (lower) casing. */
function requestEnum(known) {
    return zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
        .transform((v) => v.toLowerCase())
        .pipe(zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(known));
}
/** True for the states after which a PR has left the queue: merged, failed, cancelled. */
function isTerminalState(state) {
    return TERMINAL_PULL_REQUEST_STATES.includes(state.toLowerCase());
}


/***/ }),

/***/ 9615:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UA: () => (/* binding */ readV1Estimate),
/* harmony export */   aL: () => (/* binding */ readQueueEntryEstimate),
/* harmony export */   nB: () => (/* binding */ QueueEntryEstimateSchema)
/* harmony export */ });
/* unused harmony exports MAX_DATE_MS, isoOfMs */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2857);
/**
 * When a queued PR is expected to merge: v2's `GET /v2/pull-requests/{id}/queue-entry-estimate`
 * and v1's `estimatedTimeToMerge` (getSubmittedPullRequest with `includeEstimatedTimeToMerge`).
 * Neither body's field names were recovered (spec/v2/gaps.md, "Merge estimates"), so the reader
 * takes the plausible variants: ISO-8601 times or seconds, a count or a list of PRs ahead,
 * `status`/`reason` at the top level or under `estimate`. It never throws: an answer it cannot
 * read is "no estimate", with why.
 */

/** The v2 body as sent (lenient: every field optional, anything else kept). */
const QueueEntryEstimateSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    status: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J().optional(),
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J().optional(),
    reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J().optional(),
});
const isObj = (v) => !!v && typeof v === 'object' && !Array.isArray(v);
/** The latest time a JavaScript Date can hold (ms since the epoch): 275760-09-13. */
const MAX_DATE_MS = 8.64e15;
/** ms since the epoch as ISO 8601; undefined for a value no Date can hold (never throws). */
function isoOfMs(ms) {
    return Number.isFinite(ms) && Math.abs(ms) <= MAX_DATE_MS ? new Date(ms).toISOString() : undefined;
}
/** A number written as text: digits, maybe a fraction. */
const NUMBER_TEXT = /^\d+(\.\d+)?$/;
/** An ISO time from a string, or epoch seconds/milliseconds; undefined for anything else. */
function timeOf(v) {
    // Digits alone are epoch seconds or milliseconds, never a date: Date.parse('90') is 1990.
    if (typeof v === 'string' && NUMBER_TEXT.test(v.trim()))
        return timeOf(Number(v));
    if (typeof v === 'string' && v.trim())
        return isoOfMs(Date.parse(v));
    if (typeof v === 'number' && v > 0)
        return isoOfMs(v > 1e12 ? v : v * 1000);
    return undefined;
}
function firstTime(o, names) {
    for (const n of names) {
        const t = timeOf(o[n]);
        if (t)
            return t;
    }
    return undefined;
}
/** A PR's number from `41`, `"41"`, `{number: 41}`, `{prNumber: 41}`, `{pullRequest: {number}}`. */
function prNumberOf(v) {
    if (typeof v === 'number' && Number.isSafeInteger(v) && v > 0)
        return v;
    if (typeof v === 'string' && /^\d{1,9}$/.test(v) && +v > 0)
        return +v;
    if (isObj(v))
        return prNumberOf(v.number) ?? prNumberOf(v.prNumber) ?? prNumberOf(v.pullRequest ?? v.pr);
    return undefined;
}
/** A count from a number or a list (`prsAhead: 3`, `pullRequestsAhead: [...]`). */
function countOf(o, names) {
    for (const n of names) {
        const v = o[n];
        if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0)
            return v;
        if (Array.isArray(v))
            return v.length;
    }
    return undefined;
}
const text = (v) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
/** Reads v2's estimate body, or any plausible variant of it. Never throws. */
function readQueueEntryEstimate(body) {
    if (!isObj(body))
        return { status: 'unavailable', reason: 'UNREADABLE' };
    const o = isObj(body.estimate) ? { ...body, ...body.estimate } : body;
    const status = text(o.status)?.toLowerCase();
    const reason = text(o.reason) ?? (isObj(o.reason) ? text(o.reason.code) : undefined);
    if (status === 'unavailable' || status === 'none' || status === 'not_available')
        return { status: 'unavailable', reason: reason?.toUpperCase() ?? 'UNAVAILABLE' };
    const kind = text(o.kind)?.replace(/[_-]/g, '').toLowerCase();
    const prsAhead = countOf(o, [
        'prsAhead',
        'pullRequestsAhead',
        'numberOfPrsAhead',
        'aheadCount',
        'ahead',
    ]);
    const ahead = prsAhead !== undefined ? { prsAhead } : {};
    if (kind === 'pendingfailureresolution' || kind === 'pendingfailure') {
        const list = [o.waitingOn, o.waitingOnPullRequests, o.blockingPullRequests].find(Array.isArray);
        const waitingOn = (list ?? [])
            .map(prNumberOf)
            .filter((n) => n !== undefined);
        const resolveAt = firstTime(o, [
            'estimatedResolutionTime',
            'estimatedResolutionAt',
            'resolutionTime',
            'resolvesAt',
            'estimatedTime',
        ]);
        return {
            status: 'available',
            kind: 'pending-failure',
            ...(resolveAt ? { resolveAt } : {}),
            waitingOn,
            ...ahead,
        };
    }
    const mergeAt = firstTime(o, [
        'estimatedMergeTime',
        'estimatedMergeAt',
        'estimatedMergedAt',
        'mergeTime',
        'mergeAt',
        'estimatedTime',
    ]);
    const testingStartAt = firstTime(o, [
        'testingStartTime',
        'testingStartAt',
        'estimatedTestingStart',
    ]);
    const testingEndAt = firstTime(o, ['testingEndTime', 'testingEndAt', 'estimatedTestingEnd']);
    if (!mergeAt && !testingEndAt && prsAhead === undefined)
        return { status: 'unavailable', reason: reason?.toUpperCase() ?? 'UNREADABLE' };
    return {
        status: 'available',
        kind: 'merge',
        ...(mergeAt ? { mergeAt } : {}),
        ...(testingStartAt ? { testingStartAt } : {}),
        ...(testingEndAt ? { testingEndAt } : {}),
        ...ahead,
    };
}
/**
 * Reads v1's estimate from a getSubmittedPullRequest answer: `estimatedTimeToMerge` in seconds
 * from `now` (GitHub's own spelling and unit), or an ISO time, or an object like v2's body.
 * Undefined when the answer carries none (an older service).
 */
function readV1Estimate(pr, now) {
    if (!isObj(pr))
        return undefined;
    for (const name of [
        'estimatedTimeToMerge',
        'estimatedTimeToMergeSeconds',
        'estimatedMergeTime',
        'estimate',
    ]) {
        const v = pr[name];
        if (v === undefined || v === null)
            continue;
        if (typeof v === 'number' && Number.isFinite(v) && v >= 0) {
            // Seconds (GitHub's unit); a value past a year is taken as milliseconds.
            const ms = v > 31_536_000 ? v : v * 1000;
            const mergeAt = isoOfMs(now + ms);
            // A time no Date can hold (1e16 ms, or a Date header at the end of time) is no estimate.
            return mergeAt
                ? { status: 'available', kind: 'merge', mergeAt }
                : { status: 'unavailable', reason: 'UNREADABLE_TIME' };
        }
        if (typeof v === 'string') {
            // Seconds as text, as a number would be; else a time.
            if (NUMBER_TEXT.test(v.trim()))
                return readV1Estimate({ [name]: Number(v) }, now);
            const t = timeOf(v);
            if (t)
                return { status: 'available', kind: 'merge', mergeAt: t };
            return { status: 'unavailable', reason: 'UNREADABLE' };
        }
        if (isObj(v))
            return readQueueEntryEstimate(v);
        return { status: 'unavailable', reason: 'UNREADABLE' };
    }
    return undefined;
}


/***/ }),

/***/ 1988:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ isLoopbackHost)
/* harmony export */ });
/** Loopback hosts: where the emulator may listen with its well-known token, and where the client goes direct. */
/** True for `localhost`, 127.0.0.0/8 and `::1`. */
function isLoopbackHost(hostname) {
    const h = hostname.replace(/^\[|\]$/g, '').toLowerCase();
    return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}


/***/ }),

/***/ 6215:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ OPERATIONS)
/* harmony export */ });
/** The v1 API's operations: method, path and how safe each is to repeat (the client's retry rule). */
/** Every operation of the API, with its method, path and idempotency class. */
const OPERATIONS = {
    submitPullRequest: { method: 'POST', path: '/submitPullRequest', idempotency: 'reconcile' },
    cancelPullRequest: { method: 'POST', path: '/cancelPullRequest', idempotency: 'reconcile' },
    restartTestsOnPullRequest: {
        method: 'POST',
        path: '/restartTestsOnPullRequest',
        idempotency: 'reconcile',
    },
    getSubmittedPullRequest: {
        method: 'POST',
        path: '/getSubmittedPullRequest',
        idempotency: 'read',
    },
    setImpactedTargets: { method: 'POST', path: '/setImpactedTargets', idempotency: 'idempotent' },
    getMergeQueueTestingDetails: {
        method: 'POST',
        path: '/getMergeQueueTestingDetails',
        idempotency: 'read',
    },
    createQueue: { method: 'POST', path: '/createQueue', idempotency: 'reconcile' },
    deleteQueue: { method: 'POST', path: '/deleteQueue', idempotency: 'reconcile' },
    getQueue: { method: 'POST', path: '/getQueue', idempotency: 'read' },
    updateQueue: { method: 'POST', path: '/updateQueue', idempotency: 'idempotent' },
    getMergeQueueMetrics: { method: 'GET', path: '/getMergeQueueMetrics', idempotency: 'read' },
    listFailingTests: {
        method: 'POST',
        path: '/flaky-tests/list-failing-tests',
        idempotency: 'read',
    },
    getTestDetails: { method: 'POST', path: '/flaky-tests/get-test-details', idempotency: 'read' },
};


/***/ }),

/***/ 9753:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Au: () => (/* binding */ TestDetailsSchema),
/* harmony export */   BJ: () => (/* binding */ wireText),
/* harmony export */   BM: () => (/* binding */ RepoRefSchema),
/* harmony export */   Bi: () => (/* binding */ SubmittedPullRequestSchema),
/* harmony export */   Bo: () => (/* binding */ MetricsQuerySchema),
/* harmony export */   Bw: () => (/* binding */ readTimelineItem),
/* harmony export */   ED: () => (/* binding */ SetImpactedTargetsRequestSchema),
/* harmony export */   Ey: () => (/* binding */ GetSubmittedPullRequestRequestSchema),
/* harmony export */   Kr: () => (/* binding */ checkFailingTestsWindow),
/* harmony export */   MW: () => (/* binding */ ListFailingTestsRequestSchema),
/* harmony export */   Ql: () => (/* binding */ MAX_PR_NUMBER),
/* harmony export */   Yd: () => (/* binding */ QUEUE_SETTING_NAMES),
/* harmony export */   Yw: () => (/* binding */ MIN_TOKEN_LENGTH),
/* harmony export */   Z: () => (/* binding */ QueueConfigSchema),
/* harmony export */   _s: () => (/* binding */ IMPACTS_ALL),
/* harmony export */   cr: () => (/* binding */ FailingTestsPageSchema),
/* harmony export */   ij: () => (/* binding */ nonNegativeCount),
/* harmony export */   jy: () => (/* binding */ QueueSchema),
/* harmony export */   kC: () => (/* binding */ QueueRefSchema),
/* harmony export */   k_: () => (/* binding */ MAX_FAILING_TESTS_WINDOW_MS),
/* harmony export */   lF: () => (/* binding */ GetTestDetailsRequestSchema),
/* harmony export */   lV: () => (/* binding */ PullRequestRefSchema),
/* harmony export */   ow: () => (/* binding */ IMPACTS_ALL_LEGACY),
/* harmony export */   q5: () => (/* binding */ CreateQueueRequestSchema),
/* harmony export */   qG: () => (/* binding */ MAX_REQUEST_BODY_BYTES),
/* harmony export */   rc: () => (/* binding */ UpdateQueueRequestSchema),
/* harmony export */   u: () => (/* binding */ TestingDetailsSchema),
/* harmony export */   uk: () => (/* binding */ GetMergeQueueTestingDetailsRequestSchema),
/* harmony export */   w6: () => (/* binding */ QueueSettingsSchema),
/* harmony export */   xD: () => (/* binding */ SubmitPullRequestRequestSchema),
/* harmony export */   zH: () => (/* binding */ PageQuerySchema)
/* harmony export */ });
/* unused harmony exports MIN_PAGE_SIZE, MAX_PAGE_SIZE, PrioritySchema, ReadinessSchema, EnqueuedPullRequestSchema, TestCaseSchema, PageSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2857);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6758);
/* harmony import */ var _enums_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1971);
/**
 * Wire shapes of the v1 API, declared once. Request schemas are strict (what we send must be
 * exactly right); response schemas are lenient where the service may grow: unknown fields are
 * dropped, enum values are accepted in either case and unknown ones kept as strings.
 * Sources: spec/000_e9cb54f53c7a70da.txt (authority) and trunk-v1-wire-notes.md.
 */


/**
 * The fewest characters a token may have. No credential the service or GitHub issues is shorter
 * (a v2 key's prefix `trunk_v2_` alone is 9, GitHub's tokens 40 or more); a shorter value is a
 * placeholder or a cut-off paste, and masking it would replace that text everywhere in the log
 * (`x` turns "the x-api-token header" into "the ***-api-token header").
 */
const MIN_TOKEN_LENGTH = 12;
/** The request body limit of every endpoint: 20 MiB of UTF-8, as sent. */
const MAX_REQUEST_BODY_BYTES = 20 * 1024 * 1024;
/** The sentinel that marks a PR as impacting every target. */
const IMPACTS_ALL = 'ALL';
/** The legacy spelling of {@link IMPACTS_ALL}, still sent by Trunk's nx-action. */
const IMPACTS_ALL_LEGACY = 'IMPACTS_ALL';
/** Largest PR number accepted: the service's newer docs narrowed it to int32. */
const MAX_PR_NUMBER = 2147483647;
/** Longest window list-failing-tests accepts between start_time and end_time. */
const MAX_FAILING_TESTS_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
const MIN_PAGE_SIZE = 1;
const MAX_PAGE_SIZE = 100;
// ---------------------------------------------------------------------------------------------
// Requests (strict)
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;
/** A non-empty single-line string: no request field of this API may carry control characters. */
const wireText = (max = 1024) => zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .refine((s) => !CONTROL_CHARS.test(s), 'must not contain control characters or newlines');
const RepoRefSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    host: wireText(255),
    owner: wireText(255),
    name: wireText(255),
});
const PrNumberSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_PR_NUMBER, `must be at most ${MAX_PR_NUMBER}`);
const QueueRefSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    repo: RepoRefSchema,
    targetBranch: wireText(),
});
const PullRequestRefSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    repo: RepoRefSchema,
    targetBranch: wireText(),
    pr: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ number: PrNumberSchema }),
});
/** A priority: a name (`low`, `medium`, `high`, `urgent`) or a number, 0 (highest) to 255. */
const PrioritySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()
        .int('must be a whole number')
        .min(_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .PRIORITY_MIN */ .Op, `must be at least ${_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .PRIORITY_MIN */ .Op}`)
        .max(_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .PRIORITY_MAX */ .gX, `must be at most ${_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .PRIORITY_MAX */ .gX}`),
    (0,_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .requestEnum */ .NJ)(Object.keys(_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .PRIORITY_NAMES */ .iR)),
]);
const SubmitPullRequestRequestSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    repo: RepoRefSchema,
    targetBranch: wireText(),
    pr: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ number: PrNumberSchema }),
    priority: PrioritySchema.optional(),
    noBatch: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
});
const ShaSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
    .regex(/^[0-9a-fA-F]{7,64}$/, 'must be a commit sha (7 to 64 hexadecimal characters)');
const SetImpactedTargetsRequestSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    repo: RepoRefSchema,
    targetBranch: wireText(),
    pr: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ number: PrNumberSchema, sha: ShaSchema }),
    // A target is an opaque string: any characters JSON can carry, even empty ones are the
    // caller's business (the action drops empty lines before it gets here).
    impactedTargets: zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()), zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(IMPACTS_ALL)]),
});
const GetMergeQueueTestingDetailsRequestSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    repo: RepoRefSchema,
    targetBranch: wireText(),
    testRunId: wireText(255),
});
const positiveInt = zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(4294967295, 'must be at most 4294967295');
/** A count from 0 to 2^32-1, as the queue settings take it (a timeout, a depth). */
const nonNegativeCount = zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .max(4294967295, 'must be at most 4294967295');
const CreateQueueRequestSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    repo: RepoRefSchema,
    targetBranch: wireText(),
    mode: (0,_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .requestEnum */ .NJ)(_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .QUEUE_MODES */ .xZ).optional(),
    concurrency: positiveInt.optional(),
});
/** Every setting updateQueue accepts; each one optional, only those given are sent. */
const QueueSettingsSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    state: (0,_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .requestEnum */ .NJ)(_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .SETTABLE_QUEUE_STATES */ .Cu).optional(),
    mode: (0,_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .requestEnum */ .NJ)(_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .QUEUE_MODES */ .xZ).optional(),
    concurrency: positiveInt.optional(),
    bisectionConcurrency: positiveInt.optional(),
    // The service's newer docs allow 0 here ("0 to disable").
    testingTimeoutMinutes: nonNegativeCount.optional(),
    pendingFailureDepth: nonNegativeCount.optional(),
    canOptimisticallyMerge: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    batch: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    batchingMaxWaitTimeMinutes: positiveInt.optional(),
    batchingMinSize: positiveInt.optional(),
    commentsEnabled: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    commandsEnabled: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    createPrsForTestingBranches: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    statusCheckEnabled: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    directMergeMode: (0,_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .requestEnum */ .NJ)(_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .DIRECT_MERGE_MODES */ .wv).optional(),
    optimizationMode: (0,_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .requestEnum */ .NJ)(_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .OPTIMIZATION_MODES */ .h9).optional(),
    mergeMethod: (0,_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .requestEnum */ .NJ)(_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .MERGE_METHODS */ .Y0).optional(),
    requiredStatuses: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(wireText(255)).optional(),
    deleteRequiredStatuses: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
});
/** The names of the settings updateQueue accepts. */
const QUEUE_SETTING_NAMES = Object.keys(QueueSettingsSchema.shape);
const UpdateQueueRequestSchema = QueueSettingsSchema.extend({
    repo: RepoRefSchema,
    targetBranch: wireText(),
});
const MetricsQuerySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    /** `owner/name`. */
    repo: wireText(512)
        .refine((s) => /^[^/\s]+\/[^/\s]+$/.test(s), 'must be in owner/name form')
        .optional(),
    repoHost: wireText(255).optional(),
})
    .refine((q) => (q.repo === undefined) === (q.repoHost === undefined), {
    message: 'repo and repoHost must be given together (or neither, for the whole organization)',
    path: ['repoHost'],
});
const IsoDateTime = zod__WEBPACK_IMPORTED_MODULE_2__/* .datetime */ .w$({ offset: true, message: 'must be an ISO 8601 date-time' });
const PageQuerySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    page_size: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()
        .int('must be a whole number')
        .min(MIN_PAGE_SIZE, `must be at least ${MIN_PAGE_SIZE}`)
        .max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`),
    page_token: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(4096).optional(),
});
/** The window rule of list-failing-tests: end after start, and at most 7 days after it. */
function checkFailingTestsWindow(r, ctx) {
    const start = Date.parse(r.start_time);
    const end = Date.parse(r.end_time);
    if (!(end > start)) {
        ctx.addIssue({ code: 'custom', path: ['end_time'], message: 'must be after start_time' });
    }
    else if (end - start > MAX_FAILING_TESTS_WINDOW_MS) {
        ctx.addIssue({
            code: 'custom',
            path: ['end_time'],
            message: 'must be within 7 days of start_time',
        });
    }
}
const ListFailingTestsRequestSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    repo: RepoRefSchema,
    org_url_slug: wireText(255),
    start_time: IsoDateTime,
    end_time: IsoDateTime,
    page_query: PageQuerySchema,
})
    .superRefine(checkFailingTestsWindow);
const UUID = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
    .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, 'must be a UUID');
const GetTestDetailsRequestSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    repo: RepoRefSchema,
    org_url_slug: wireText(255),
    test_id: UUID,
});
// ---------------------------------------------------------------------------------------------
// Responses (lenient)
/** A number the service might one day send as a numeric string. */
const wireNumber = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .regex(/^-?\d+(\.\d+)?$/)
        .transform(Number),
]);
/** Optional in practice: absent and `null` both read as undefined. */
const opt = (s) => s
    .nullish()
    .transform((v) => v ?? undefined)
    .optional();
const ReadinessSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    hasImpactedTargets: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()),
    requiresImpactedTargets: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()),
    doesBaseBranchMatch: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()),
    gitHubMergeability: opt((0,_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .lenientEnum */ .bV)('readiness.gitHubMergeability', _enums_js__WEBPACK_IMPORTED_MODULE_0__/* .GITHUB_MERGEABILITY */ .D9)),
});
const looseRecord = zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J());
const SubmittedPullRequestSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    id: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    state: (0,_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .lenientEnum */ .bV)('state', _enums_js__WEBPACK_IMPORTED_MODULE_0__/* .PULL_REQUEST_STATES */ .fc),
    readiness: opt(ReadinessSchema),
    stateChangedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    priorityValue: wireNumber,
    priorityName: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    usedDefaultPriorityName: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    skipTheLine: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    noBatch: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()),
    forceEnqueued: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()),
    isCurrentlySubmittedToQueue: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    prNumber: wireNumber,
    prTitle: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    prSha: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    prBaseBranch: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    prAuthor: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    verifiedByTestRun: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    // Only with includeTimeline; its items' shape is not documented, so each is read leniently
    // (readTimelineItem).
    timeline: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(looseRecord)),
});
const GetSubmittedPullRequestRequestSchema = PullRequestRefSchema.extend({
    includeTimeline: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    /** Newer WEBV1: the answer carries an estimate (its field: see estimate.ts). */
    includeEstimatedTimeToMerge: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
});
const str = (v) => typeof v === 'string' && v.trim() !== '' ? v : undefined;
/** `{gitHubLogin}`, `{login}`, `{trunkUserId}`, `{name}` or a plain string: who it was. */
function actorOf(v) {
    if (typeof v === 'string')
        return str(v);
    if (!v || typeof v !== 'object')
        return undefined;
    const o = v;
    return str(o.gitHubLogin) ?? str(o.login) ?? str(o.name) ?? str(o.trunkUserId);
}
/** A reason as a code string or `{code, message}`. */
function reasonOf(v) {
    if (typeof v === 'string')
        return { reason: str(v) };
    if (!v || typeof v !== 'object')
        return {};
    const o = v;
    return { reason: str(o.code) ?? str(o.kind), message: str(o.message) };
}
/** A list of checks as the service names them (`name` or `context`; `conclusion` or `state`). */
function checksOf(v) {
    if (!Array.isArray(v))
        return [];
    const out = [];
    for (const c of v) {
        if (!c || typeof c !== 'object')
            continue;
        const o = c;
        const name = str(o.name) ?? str(o.context);
        if (!name)
            continue;
        out.push({
            name,
            conclusion: (str(o.conclusion) ?? str(o.state) ?? 'FAILURE').toUpperCase(),
            ...(str(o.url) ? { url: str(o.url) } : {}),
        });
    }
    return out;
}
/**
 * One v1 timeline item, read leniently: the wire notes say items carry per-state `reason` and
 * `actor` objects, `testRun` and `failureCausingStatuses` without giving the schema, so the facts
 * are taken from the item itself or from any object inside it (`{state, timestamp, failure:
 * {reason, testRun: {id}, failureCausingStatuses: [...]}}` is how the emulator sends it).
 */
function readTimelineItem(item) {
    const places = [
        item,
        ...Object.values(item).filter((v) => !!v && typeof v === 'object' && !Array.isArray(v)),
    ];
    const first = (f) => {
        for (const o of places) {
            const v = f(o);
            if (v !== undefined)
                return v;
        }
        return undefined;
    };
    const reason = first((o) => {
        const r = reasonOf(o.reason);
        const message = r.message ?? str(o.message);
        return r.reason || message ? { reason: r.reason, message } : undefined;
    });
    const run = first((o) => typeof o.testRun === 'string'
        ? str(o.testRun)
        : o.testRun && typeof o.testRun === 'object'
            ? str(o.testRun.id)
            : str(o.testRunId));
    const failed = first((o) => {
        const c = checksOf(o.failureCausingStatuses ?? o.failureCausingChecks);
        return c.length ? c : undefined;
    });
    const state = (str(item.state) ?? 'unknown').replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
    const at = str(item.timestamp) ?? str(item.changedAt) ?? str(item.at);
    const actor = first((o) => actorOf(o.actor));
    return {
        state: state === 'failure' ? 'failed' : state,
        ...(at ? { at } : {}),
        ...(reason?.reason ? { reason: reason.reason } : {}),
        ...(reason?.message ? { message: reason.message } : {}),
        ...(actor ? { actor } : {}),
        ...(run ? { testRunId: run } : {}),
        failedChecks: failed ?? [],
    };
}
const EnqueuedPullRequestSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    id: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    state: opt((0,_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .lenientEnum */ .bV)('enqueuedPullRequests.state', _enums_js__WEBPACK_IMPORTED_MODULE_0__/* .PULL_REQUEST_STATES */ .fc)),
    stateChangedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    priorityValue: wireNumber,
    priorityName: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    usedDefaultPriorityName: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    skipTheLine: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    noBatch: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    prNumber: wireNumber,
    prTitle: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    prSha: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    prBaseBranch: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    prAuthor: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
});
const queueConfigShape = {
    state: (0,_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .lenientEnum */ .bV)('state', _enums_js__WEBPACK_IMPORTED_MODULE_0__/* .QUEUE_STATES */ .PE),
    branch: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    concurrency: wireNumber,
    testingTimeoutMinutes: wireNumber,
    mode: (0,_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .lenientEnum */ .bV)('mode', _enums_js__WEBPACK_IMPORTED_MODULE_0__/* .QUEUE_MODES */ .xZ),
    canOptimisticallyMerge: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    pendingFailureDepth: wireNumber,
    batch: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    batchingMaxWaitTimeMinutes: wireNumber,
    batchingMinSize: wireNumber,
    createPrsForTestingBranches: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    commentsEnabled: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    commandsEnabled: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    statusCheckEnabled: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    bisectionConcurrency: wireNumber,
    // null (or absent): no override, the branch protection's or trunk.yaml's checks apply;
    // [] would mean none required. Terraform's provider keeps the two apart, and so do we.
    requiredStatuses: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())
        .nullish()
        .transform((v) => v ?? null),
    directMergeMode: (0,_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .lenientEnum */ .bV)('directMergeMode', _enums_js__WEBPACK_IMPORTED_MODULE_0__/* .DIRECT_MERGE_MODES */ .wv),
    optimizationMode: (0,_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .lenientEnum */ .bV)('optimizationMode', _enums_js__WEBPACK_IMPORTED_MODULE_0__/* .OPTIMIZATION_MODES */ .h9),
    mergeMethod: (0,_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .lenientEnum */ .bV)('mergeMethod', _enums_js__WEBPACK_IMPORTED_MODULE_0__/* .MERGE_METHODS */ .Y0),
};
/** A queue's configuration and state, as updateQueue answers it. */
const QueueConfigSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc(queueConfigShape);
const QueueSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    ...queueConfigShape,
    enqueuedPullRequests: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(EnqueuedPullRequestSchema),
});
const TestingDetailsSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    requiredStatuses: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())
        .nullish()
        .transform((v) => v ?? []),
    requiredStatusesSource: opt((0,_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .lenientEnum */ .bV)('requiredStatusesSource', _enums_js__WEBPACK_IMPORTED_MODULE_0__/* .REQUIRED_STATUSES_SOURCES */ .wG)),
    testBranch: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    testBranchSha: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    createdAt: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    status: opt((0,_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .lenientEnum */ .bV)('status', _enums_js__WEBPACK_IMPORTED_MODULE_0__/* .TESTING_STATUSES */ .qV)),
    checkSuites: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        checkRuns: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
            name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
            url: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
            status: opt((0,_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .lenientEnum */ .bV)('checkRuns.status', _enums_js__WEBPACK_IMPORTED_MODULE_0__/* .CHECK_RUN_STATUSES */ .Os, 'upper')),
            conclusion: opt((0,_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .lenientEnum */ .bV)('checkRuns.conclusion', _enums_js__WEBPACK_IMPORTED_MODULE_0__/* .CHECK_RUN_CONCLUSIONS */ .G3, 'upper')),
        })),
    })),
    statusChecks: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        context: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        url: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
        state: opt((0,_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .lenientEnum */ .bV)('statusChecks.state', _enums_js__WEBPACK_IMPORTED_MODULE_0__/* .STATUS_CHECK_STATES */ .Zh, 'upper')),
    })),
    testedPullRequests: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ prNumber: wireNumber, prUrl: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), title: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() })),
    impactedTargets: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())),
    impactedTargetsForTestedPrs: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())),
    dependentPrs: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(wireNumber)),
});
const TestCaseSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    repository: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ html_url: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }),
    html_url: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    variant: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    status: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        value: opt((0,_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .lenientEnum */ .bV)('status.value', _enums_js__WEBPACK_IMPORTED_MODULE_0__/* .TEST_STATUS_VALUES */ .JP)),
        reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        timestamp: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    }),
    most_common_failures: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        summary: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        occurrence_count: wireNumber,
        last_occurrence: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    })),
    failure_rate_last_7d: wireNumber,
    failure_rate_last_24h: wireNumber,
    file_path: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    parent: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    classname: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    codeowners: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    pull_requests_impacted_last_7d: wireNumber,
    quarantined: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    ticket: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ html_url: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() })),
});
const PageSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    total_rows: wireNumber,
    total_pages: wireNumber,
    next_page_token: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .nullish()
        .transform((v) => v ?? ''),
    prev_page_token: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .nullish()
        .transform((v) => v ?? ''),
    last_page_token: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .nullish()
        .transform((v) => v ?? ''),
    page_index: wireNumber,
});
const FailingTestsPageSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    tests: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(TestCaseSchema),
    page: PageSchema,
});
const TestDetailsSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ test: TestCaseSchema });


/***/ }),

/***/ 4367:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ trunkTestId),
/* harmony export */   Q: () => (/* binding */ uuidV5Url)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Trunk's test id: the id list-failing-tests and get-test-details use for a test case, computed
 * from what a JUnit report says about it, as Trunk's uploader (analytics-cli,
 * `context/src/meta/id.rs`) computes it. Knowing it lets the test gate ask the service about a
 * test directly, whatever the date of its last failure.
 */

/** RFC 4122's URL namespace (6ba7b811-9dad-11d1-80b4-00c04fd430c8), the one Trunk uses. */
const URL_NAMESPACE = Buffer.from('6ba7b8119dad11d180b400c04fd430c8', 'hex');
/** UUID version 5 (SHA-1, RFC 4122 §4.3) of `name` in the URL namespace, lowercase. */
function uuidV5Url(name) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha1').update(URL_NAMESPACE).update(name, 'utf8').digest();
    const b = hash.subarray(0, 16);
    b[6] = (b[6] & 0x0f) | 0x50;
    b[8] = (b[8] & 0x3f) | 0x80;
    const h = b.toString('hex');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
/**
 * The id Trunk gives a test case: UUIDv5(URL, `org#repo#file#classname#parent#name#JUNIT_TESTCASE`);
 * with a variant, `#variant` is appended and the result is UUIDv5(URL, `<that id>#<variant>`).
 */
function trunkTestId(t) {
    const variant = t.variant ?? '';
    const base = [
        t.orgUrlSlug,
        t.repoFullName,
        t.file ?? '',
        t.classname ?? '',
        t.parent ?? '',
        t.name,
        'JUNIT_TESTCASE',
    ];
    if (!variant)
        return uuidV5Url(base.join('#'));
    const withVariant = uuidV5Url([...base, variant].join('#'));
    return uuidV5Url(`${withVariant}#${variant}`);
}


/***/ }),

/***/ 7607:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DW: () => (/* binding */ TestCollectionIdSchema),
/* harmony export */   JR: () => (/* binding */ QuarantineStatusRequestSchema),
/* harmony export */   Kt: () => (/* binding */ TestCollectionSchema),
/* harmony export */   VG: () => (/* binding */ V2TestPageSchema),
/* harmony export */   Ve: () => (/* binding */ ListTestsQuerySchema),
/* harmony export */   Wt: () => (/* binding */ TEST_COLLECTION_ID),
/* harmony export */   _B: () => (/* binding */ V2_MAX_QUARANTINE_STATUS_TESTS),
/* harmony export */   ex: () => (/* binding */ V2TestSchema),
/* harmony export */   jc: () => (/* binding */ V2_MAX_QUARANTINED_PAGE),
/* harmony export */   mT: () => (/* binding */ NIL_UUID),
/* harmony export */   p8: () => (/* binding */ TestCollectionPageSchema),
/* harmony export */   pt: () => (/* binding */ QuarantineStatusResponseSchema),
/* harmony export */   v4: () => (/* binding */ TEST_METRIC_PERIODS)
/* harmony export */ });
/* unused harmony exports QuarantineRepoSchema, TestIdentifierSchema, TestMetricsSchema, QuarantineStatusTestSchema, AllQuarantinedTestsPageSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2857);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(494);
/**
 * Wire shapes of v2's Flaky Tests API (spec/v2/trunk-v2-notes.md §9 and §9a; the collection and
 * test shapes of `openapi-fragments/_components.yaml`, with the live `/v2/tests` rename): test
 * collections, the tests of one, the CI quarantine lookups (quarantine-status, ≤2,000 tests a
 * request; all-quarantined-tests, pages of ≤25,000). Requests strict, responses lenient. Where
 * the docs leave a shape open (the items of quarantine-status' `tests`), the shape read is the
 * one docs/api-v2.md decides.
 */


/** Most tests one quarantine-status request names ("≤2000"). */
const V2_MAX_QUARANTINE_STATUS_TESTS = 2_000;
/** Most test ids one all-quarantined-tests page holds. */
const V2_MAX_QUARANTINED_PAGE = 25_000;
/** A test collection id: 8 letters and digits (the only id format the docs specify). */
const TEST_COLLECTION_ID = /^[0-9A-Za-z]{8}$/;
/** The nil UUID: the repository of an upload without one. */
const NIL_UUID = '00000000-0000-0000-0000-000000000000';
/** The periods the tests' metrics are computed over. */
const TEST_METRIC_PERIODS = ['1d', '7d', '14d', '30d'];
/** Optional in practice: absent and `null` both read as undefined. */
const opt = (s) => s
    .nullish()
    .transform((v) => v ?? undefined)
    .optional();
// ---- Requests (strict) --------------------------------------------------------------------------
const TestCollectionIdSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
    .regex(TEST_COLLECTION_ID, 'must be a test collection id (8 letters and digits)');
/** The repository as the uploader reads it from git (`repo` of the CI lookups). */
const QuarantineRepoSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    host: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(255),
    owner: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(255),
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(255),
});
/**
 * One test named to quarantine-status: by its own id (the id Trunk's uploader computes, see
 * src/wire/test-id.ts), or by name and parentName when it has none.
 */
const TestIdentifierSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(255) }),
    zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(4096), parentName: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(4096) }),
]);
const QuarantineStatusRequestSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    repo: QuarantineRepoSchema.nullable(),
    testIdentifiers: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(TestIdentifierSchema)
        .max(V2_MAX_QUARANTINE_STATUS_TESTS, `must name at most ${V2_MAX_QUARANTINE_STATUS_TESTS} tests`),
});
const ListTestsQuerySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    testCollectionId: TestCollectionIdSchema,
    period: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(TEST_METRIC_PERIODS),
    limit: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1).max(100).optional(),
    cursor: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(4096).optional(),
});
// ---- Responses (lenient) ------------------------------------------------------------------------
const TestCollectionSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    description: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    quarantineEnabled: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()),
});
const TestCollectionPageSchema = (0,_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .pageOf */ .ZZ)(TestCollectionSchema);
/** A test's metrics over the period asked (`include=metrics`). */
const TestMetricsSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    failureRate: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    prsImpacted: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()),
    failureCount: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()),
    lastFailureAt: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
});
/** One test (`GET /v2/tests`, `GET /v2/tests/{testId}`). */
const V2TestSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    testCollectionId: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    repoId: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    parentName: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    className: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    file: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    variant: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    codeowners: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).default([]),
    /** `healthy`, `flaky`, `broken`, or a value the service added (kept). */
    status: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    statusSince: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    /** `quarantined` or `notQuarantined`. */
    quarantineState: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    url: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    lastFailureAt: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    metrics: opt(TestMetricsSchema),
});
const V2TestPageSchema = (0,_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .pageOf */ .ZZ)(V2TestSchema);
/**
 * One answer of quarantine-status, in the order asked. The docs show only "tests[]": read as the
 * test Trunk has for the identifier (`testId` null or absent: it has none), whether it is
 * quarantined now, and, when sent, its status and page.
 */
const QuarantineStatusTestSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    testId: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    quarantined: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    status: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    name: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    parentName: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    url: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
});
const QuarantineStatusResponseSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    testCollectionUuid: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    repositoryId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    quarantineEnabled: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    tests: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(QuarantineStatusTestSchema),
});
const AllQuarantinedTestsPageSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    testCollectionUuid: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    repositoryId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    quarantineEnabled: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    data: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ testId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() })),
    nextCursor: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .nullish()
        .transform((v) => v ?? null),
    hasMore: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
});


/***/ }),

/***/ 4796:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ V2_KEY_PREFIX),
/* harmony export */   t: () => (/* binding */ V2_DEFAULT_BASE_URL)
/* harmony export */ });
/** Where the v2 API lives and what its keys look like. */
/** The v2 API's base address: the host; every path carries `/v2` itself. */
const V2_DEFAULT_BASE_URL = 'https://api.trunk.io';
/** The prefix of a v2 API key. */
const V2_KEY_PREFIX = 'trunk_v2_';


/***/ }),

/***/ 3826:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IX: () => (/* binding */ V2_PERMISSION_IDS),
/* harmony export */   a1: () => (/* binding */ V2_PERMISSIONS),
/* harmony export */   mr: () => (/* binding */ permissionsFor)
/* harmony export */ });
/* unused harmony exports permissionLabel, V2_OPERATION_PERMISSIONS */
/**
 * Which v2 API-key permission each operation needs (spec/v2/trunk-v2-notes.md §2.3 and the
 * `x-live` notes of the fragments). Names are the service's UI labels: there are no
 * machine-readable scope names (gaps.md §1), so `id` is this project's own slug for them.
 */
/** The permissions of a v2 API key this project's commands need. */
const V2_PERMISSIONS = {
    mergeAndCancel: { id: 'merge-and-cancel', label: 'Merge and cancel PRs' },
    setPriority: { id: 'set-priority', label: 'Set priority on PRs' },
    skipBatching: { id: 'skip-batching', label: 'Skip batching' },
    directToQueue: { id: 'direct-to-queue', label: 'Merge PRs with direct to queue' },
    updateSettings: { id: 'update-queue-settings', label: 'Update Merge Queue settings' },
    /** Flaky Tests: test-result uploads and the CI quarantine lookups (notes §9a). */
    uploadTestResults: { id: 'upload-test-results', label: 'Upload test results' },
    /** Flaky Tests: quarantine overrides, one test or many (notes §9). */
    quarantineTests: { id: 'quarantine-tests', label: 'Quarantine tests' },
};
/** Every permission slug, in the order of {@link V2_PERMISSIONS}. */
const V2_PERMISSION_IDS = Object.values(V2_PERMISSIONS).map((p) => p.id);
/** The label of a permission slug (the slug itself if unknown). */
function permissionLabel(id) {
    return Object.values(V2_PERMISSIONS).find((p) => p.id === id)?.label ?? id;
}
const P = V2_PERMISSIONS;
/**
 * The permission each v2 operation needs; `[]` for reads (a key with no permission can read
 * queues, PRs, repositories, verification runs and metrics). `conditional` lists what a field of
 * the body adds ("a request's permissions come from its body as well as its endpoint").
 */
const V2_OPERATION_PERMISSIONS = {
    'mergeQueues.list': { needs: [] },
    'mergeQueues.get': { needs: [] },
    'mergeQueues.order': { needs: [] },
    'mergeQueues.listPullRequests': { needs: [] },
    'mergeQueues.metrics': { needs: [] },
    'mergeQueues.organizationMetrics': { needs: [] },
    'mergeQueues.create': { needs: [P.updateSettings] },
    'mergeQueues.delete': { needs: [P.updateSettings] },
    'mergeQueues.updateConfig': { needs: [P.updateSettings] },
    'mergeQueues.switchModes': { needs: [P.updateSettings] },
    'mergeQueues.drain': { needs: [P.updateSettings] },
    // Not stated on the live pages; the migrate guide maps v1 updateQueue(state) to this one.
    'mergeQueues.pause': { needs: [P.updateSettings], inferred: true },
    'mergeQueues.resume': { needs: [P.updateSettings], inferred: true },
    'mergeQueues.submitPullRequest': {
        needs: [P.mergeAndCancel],
        conditional: {
            priorityValue: P.setPriority,
            priorityName: P.setPriority,
            'allowBatching:false': P.skipBatching,
            'direct:true': P.directToQueue,
        },
    },
    'pullRequests.get': { needs: [] },
    'pullRequests.resolveByCoordinates': { needs: [] },
    'pullRequests.dequeue': { needs: [P.mergeAndCancel] },
    'pullRequests.restartTests': { needs: [P.mergeAndCancel] },
    'pullRequests.queueEntryHistory': { needs: [] },
    // Not stated (gaps.md, "Merge estimates"): presumably none beyond reading pull requests.
    'pullRequests.queueEntryEstimate': { needs: [], inferred: true },
    // Live docs only: "Requires Merge and cancel PRs".
    'pullRequests.rerunFailedChecks': { needs: [P.mergeAndCancel] },
    'pullRequests.reprioritize': { needs: [P.setPriority], inferred: true },
    'pullRequests.updateQueueEntry': {
        needs: [],
        conditional: {
            priorityValue: P.setPriority,
            priorityName: P.setPriority,
            allowBatching: P.skipBatching,
            direct: P.directToQueue,
        },
    },
    'impactedTargets.upload': { needs: [P.mergeAndCancel] },
    'mergeQueueVerificationRuns.get': { needs: [] },
    'repositories.resolveByProviderUrl': { needs: [] },
    'repositories.get': { needs: [] },
    // Flaky Tests reads need none ("Any API key can call the Flaky Tests endpoints"); the CI
    // quarantine lookups need Upload test results (notes §9a).
    'testCollections.list': { needs: [] },
    'testCollections.get': { needs: [] },
    'tests.list': { needs: [] },
    'tests.get': { needs: [] },
    'testCollections.quarantineStatus': { needs: [P.uploadTestResults] },
    'testCollections.allQuarantinedTests': { needs: [P.uploadTestResults] },
    // "Requires the Quarantine tests permission" (the bulk page; some pages still say any key may
    // write: expect the 403, notes §9a).
    'tests.setQuarantine': { needs: [P.quarantineTests] },
    'tests.setQuarantineMany': { needs: [P.quarantineTests] },
};
/**
 * The permission(s) a request needs, from its operation and body, as UI labels. Used to name
 * the missing permission when the service answers 403 INSUFFICIENT_PERMISSIONS.
 */
function permissionsFor(operation, body) {
    const entry = V2_OPERATION_PERMISSIONS[operation];
    if (!entry)
        return [];
    const labels = entry.needs.map((p) => p.label);
    for (const [field, perm] of Object.entries(entry.conditional ?? {})) {
        const [name, value] = field.split(':');
        const v = body?.[name];
        if (v === undefined)
            continue;
        if (value !== undefined && String(v) !== value)
            continue;
        if (!labels.includes(perm.label))
            labels.push(perm.label);
    }
    return labels;
}


/***/ }),

/***/ 2300:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H_: () => (/* binding */ SetQuarantineOverrideRequestSchema),
/* harmony export */   S5: () => (/* binding */ V2TestWithOverrideSchema),
/* harmony export */   cv: () => (/* binding */ SetQuarantineOverridesResponseSchema),
/* harmony export */   e2: () => (/* binding */ V2_MAX_OVERRIDES_PER_REQUEST),
/* harmony export */   uK: () => (/* binding */ OVERRIDE_ITEM_STATUSES),
/* harmony export */   yD: () => (/* binding */ SetQuarantineOverridesRequestSchema)
/* harmony export */ });
/* unused harmony exports OVERRIDE_WRITE_MODES, QuarantineOverrideItemSchema, QuarantineOverrideSchema, QuarantineOverrideResultSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2857);
/* harmony import */ var _flaky_tests_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7607);
/**
 * Wire shapes of v2's quarantine overrides (notes §9 and §9a; the live pages "Set a test's
 * quarantine override" and "Set quarantine overrides on many tests"): the override a test
 * carries (`quarantineOverride` of `GET /v2/tests/{testId}`; list rows omit it), the single write
 * `POST /v2/tests/{testId}/quarantine` and the bulk write of ≤100 tests. Requests strict,
 * responses lenient.
 *
 * Where the docs leave a gap, decided as the service most plausibly behaves:
 * - the bulk path is not published: `POST /v2/tests/quarantine` (the single write's path without
 *   the id, beside `GET /v2/tests`), its body `{items: [{testId, mode, reason?}]}` (the page counts
 *   "items");
 * - the bulk answer's field is not published: read as `{results: [...]}` (also `items` or `data`),
 *   one result per item "in request order", each `{testId?, status: succeeded|unchanged|failed,
 *   error?: {code, message}}`; a result's `testId`, when sent, must be the item's.
 */


/** Most tests one bulk request names ("At most 100 items"). */
const V2_MAX_OVERRIDES_PER_REQUEST = 100;
/** The override modes a write sends; `clear` removes the override. */
const OVERRIDE_WRITE_MODES = ['alwaysQuarantine', 'neverQuarantine', 'clear'];
/** The outcomes of one bulk item. */
const OVERRIDE_ITEM_STATUSES = ['succeeded', 'unchanged', 'failed'];
// ---- Requests (strict) --------------------------------------------------------------------------
/** One test's override to set (`reason` 1..1000, shown in the app beside it). */
const SetQuarantineOverrideRequestSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    mode: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(OVERRIDE_WRITE_MODES),
    reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(1000).optional(),
});
/** One item of the bulk write. */
const QuarantineOverrideItemSchema = SetQuarantineOverrideRequestSchema.extend({
    testId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(255),
});
/** The bulk write: ≤100 items, each test once (a test listed twice refuses the whole request). */
const SetQuarantineOverridesRequestSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    items: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(QuarantineOverrideItemSchema)
        .min(1, 'must name at least one test')
        .max(V2_MAX_OVERRIDES_PER_REQUEST, `must name at most ${V2_MAX_OVERRIDES_PER_REQUEST} tests`)
        .refine((items) => new Set(items.map((i) => i.testId.toLowerCase())).size === items.length, 'must name each test once'),
});
// ---- Responses (lenient) ------------------------------------------------------------------------
/**
 * The override a test carries: `alwaysQuarantine`, `neverQuarantine` or a mode the service added
 * (kept as sent), its reason (null when none was given), when it was set.
 */
const QuarantineOverrideSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    mode: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .nullish()
        .transform((v) => v ?? null),
    createdAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .nullish()
        .transform((v) => v ?? undefined),
});
/**
 * One test with its override (`GET /v2/tests/{testId}`, the single write's answer). The field is
 * required: an answer without it says nothing of the override, which is not "no override".
 */
const V2TestWithOverrideSchema = _flaky_tests_js__WEBPACK_IMPORTED_MODULE_0__/* .V2TestSchema */ .ex.extend({
    quarantineOverride: QuarantineOverrideSchema.nullable(),
});
/** One bulk item's outcome. */
const QuarantineOverrideResultSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    testId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .nullish()
        .transform((v) => v ?? undefined),
    /** `succeeded`, `unchanged`, `failed`, or a value the service added (kept, read as failed). */
    status: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    error: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ code: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().default(''), message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().default('') })
        .nullish()
        .transform((v) => v ?? undefined),
});
/** The bulk answer: its results, whichever of the plausible names holds them. */
const SetQuarantineOverridesResponseSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ results: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(QuarantineOverrideResultSchema) }),
    zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ items: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(QuarantineOverrideResultSchema) }),
    zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ data: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(QuarantineOverrideResultSchema) }),
])
    .transform((r) => ({
    results: 'results' in r ? r.results : 'items' in r ? r.items : r.data,
}));


/***/ }),

/***/ 494:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bc: () => (/* binding */ UpdateMergeQueueConfigRequestSchema),
/* harmony export */   Dx: () => (/* binding */ UpdateQueueEntryRequestSchema),
/* harmony export */   IL: () => (/* binding */ PaginationQuerySchema),
/* harmony export */   IW: () => (/* binding */ MergeQueuePageSchema),
/* harmony export */   Kn: () => (/* binding */ RepositorySchema),
/* harmony export */   Mk: () => (/* binding */ ProviderUrlSchema),
/* harmony export */   N$: () => (/* binding */ IdSchema),
/* harmony export */   Nm: () => (/* binding */ RerunFailedChecksRequestSchema),
/* harmony export */   O5: () => (/* binding */ ListMergeQueuesQuerySchema),
/* harmony export */   Pb: () => (/* binding */ TERMINAL_QUEUE_ENTRY_STATES),
/* harmony export */   S0: () => (/* binding */ ListQueuePullRequestsQuerySchema),
/* harmony export */   VC: () => (/* binding */ UuidSchema),
/* harmony export */   Yz: () => (/* binding */ MergeQueueStateChangeSchema),
/* harmony export */   ZG: () => (/* binding */ RerunFailedChecksResponseSchema),
/* harmony export */   ZZ: () => (/* binding */ pageOf),
/* harmony export */   _U: () => (/* binding */ QueueEntryHistoryPageSchema),
/* harmony export */   cH: () => (/* binding */ VerificationRunSchema),
/* harmony export */   dX: () => (/* binding */ V2_MAX_IMPACTED_TARGETS),
/* harmony export */   id: () => (/* binding */ QUEUE_ENTRY_STATES),
/* harmony export */   ji: () => (/* binding */ SwitchModesRequestSchema),
/* harmony export */   mC: () => (/* binding */ CreateMergeQueueRequestSchema),
/* harmony export */   n9: () => (/* binding */ ReprioritizeRequestSchema),
/* harmony export */   pU: () => (/* binding */ RepositoryPageSchema),
/* harmony export */   q: () => (/* binding */ V2PullRequestSchema),
/* harmony export */   qL: () => (/* binding */ V2_MAX_PAGE_LIMIT),
/* harmony export */   rB: () => (/* binding */ MergeQueueOrderSchema),
/* harmony export */   rF: () => (/* binding */ MergeQueueSchema),
/* harmony export */   tJ: () => (/* binding */ UploadImpactedTargetsRequestSchema),
/* harmony export */   up: () => (/* binding */ ErrorEnvelopeSchema),
/* harmony export */   xD: () => (/* binding */ SubmitPullRequestRequestSchema),
/* harmony export */   z7: () => (/* binding */ ResolvePullRequestsQuerySchema),
/* harmony export */   zi: () => (/* binding */ PullRequestPageSchema)
/* harmony export */ });
/* unused harmony exports V2_MAX_PR_NUMBER, V2_MAX_PRIORITY, MERGE_QUEUE_STATES, MERGE_QUEUE_MODES, MERGEABILITY, MERGE_METHODS_V2, OPTIMIZATION_MODES_V2, DIRECT_MERGE_MODES_V2, TEST_BRANCH_CONSTRUCTION_MODES_V2, VERIFICATION_RUN_STATUSES, CHECK_STATUSES, CHECK_CONCLUSIONS, REQUIRED_STATUSES_SOURCES_V2, V2_PRIORITY_NAMES, MergeQueueConfigSchema, MergeabilityReasonSchema, V2ReadinessSchema, QueueEntrySchema, CheckSchema, QueueEntryTransitionSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2857);
/* harmony import */ var _enums_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1971);
/**
 * Wire shapes of Trunk's v2 API, from spec/v2/openapi-fragments (`_components.yaml` and one
 * file per operation). Request schemas are strict (unknown keys, out-of-range values and the
 * documented either/or rules are refused before anything is sent); response schemas are lenient
 * like v1's: unknown fields dropped, unknown enum values kept as strings and reported.
 */


/** Largest PR number v2 accepts (`number` 1..10000000). */
const V2_MAX_PR_NUMBER = 10_000_000;
/** Priority bound of the live docs ("from 0 to 255"; the older spec said 32767: live wins). */
const V2_MAX_PRIORITY = 255;
/** Most rows of one page (`limit` 1..100). */
const V2_MAX_PAGE_LIMIT = 100;
/** Most impacted targets one upload lists. */
const V2_MAX_IMPACTED_TARGETS = 100_000;
const QUEUE_ENTRY_STATES = [
    'notReady',
    'pending',
    'testing',
    'testsPassed',
    'merged',
    'failed',
    'cancelled',
    'pendingFailure',
];
const TERMINAL_QUEUE_ENTRY_STATES = ['merged', 'failed', 'cancelled'];
const MERGE_QUEUE_STATES = ['running', 'paused', 'draining', 'switchingModes'];
const MERGE_QUEUE_MODES = ['queue', 'graph'];
const MERGEABILITY = ['mergeable', 'notMergeable', 'inProgress', 'unspecified'];
const MERGE_METHODS_V2 = ['mergeCommit', 'squash', 'rebase'];
const OPTIMIZATION_MODES_V2 = ['off', 'bisectionSkipRedundantTests'];
const DIRECT_MERGE_MODES_V2 = ['off', 'always'];
const TEST_BRANCH_CONSTRUCTION_MODES_V2 = [
    'renameTempBranch',
    'pushNewBranchFromTemp',
];
const VERIFICATION_RUN_STATUSES = ['inProgress', 'failed', 'cancelled', 'succeeded'];
const CHECK_STATUSES = ['queued', 'inProgress', 'completed'];
const CHECK_CONCLUSIONS = [
    'success',
    'failure',
    'neutral',
    'cancelled',
    'skipped',
    'timeout',
];
const REQUIRED_STATUSES_SOURCES_V2 = [
    'trunkConfig',
    'repoProviderBranchProtection',
    'mergeInstance',
];
/** The live named priorities (urgent 0, high 10, medium 100, low 200). */
const V2_PRIORITY_NAMES = ['urgent', 'high', 'medium', 'low'];
/** A v2 response enum: case kept as sent (v2 is camelCase), unknown values kept and reported. */
const v2Enum = (field, known) => {
    const set = new Set(known);
    const reportUnknown = (0,_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .lenientEnum */ .bV)(field, []);
    return zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().transform((raw) => {
        // lenientEnum lowercases (v1's casing); v2 keeps camelCase, so it only reports the unknown.
        if (!set.has(raw))
            reportUnknown.parse(raw);
        return raw;
    });
};
/** Optional in practice: absent and `null` both read as undefined. */
const opt = (s) => s
    .nullish()
    .transform((v) => v ?? undefined)
    .optional();
// ---------------------------------------------------------------------------------------------
// Requests (strict)
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;
const text = (max = 1024) => zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .refine((s) => !CONTROL_CHARS.test(s), 'must not contain control characters or newlines');
const int = (min, max) => zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);
/** Opaque ids: printable, no slash (they go into paths). */
const IdSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
    .min(1, 'must not be empty')
    .max(255, 'must be at most 255 characters')
    .regex(/^[A-Za-z0-9._~-]+$/, 'must be an id of letters, digits and . _ ~ -');
const UuidSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
    .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, 'must be a UUID');
const PrNumber = int(1, V2_MAX_PR_NUMBER);
const Priority = int(0, V2_MAX_PRIORITY);
const PriorityName = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(V2_PRIORITY_NAMES, {
    message: `must be one of ${V2_PRIORITY_NAMES.join(', ')}`,
});
const PaginationQuerySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    limit: int(1, V2_MAX_PAGE_LIMIT).optional(),
    cursor: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(4096).optional(),
    includeTotal: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
});
const ListMergeQueuesQuerySchema = PaginationQuerySchema.extend({
    repositoryId: UuidSchema.optional(),
    targetBranch: text().optional(),
}).refine((q) => q.targetBranch === undefined || q.repositoryId !== undefined, {
    message: 'needs repositoryId (targetBranch narrows within one repository)',
    path: ['targetBranch'],
});
const CreateMergeQueueRequestSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    repositoryId: UuidSchema,
    targetBranch: text(),
    mode: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(MERGE_QUEUE_MODES).optional(),
    concurrency: int(1, 1000).optional(),
    bisectionConcurrency: int(0, 1000).optional(),
    enqueueingLabel: text().optional(),
});
const BatchingRuleSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    targetPattern: text().refine((p) => p !== '*' && !p.slice(0, -1).includes('*'), 'must be exact, or a prefix ending in a single trailing *'),
    policy: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('isolate'),
});
const UpdateMergeQueueConfigRequestSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    concurrency: int(1, 1000).optional(),
    bisectionConcurrency: int(0, 1000).optional(),
    pendingFailureDepth: int(0, 1000).optional(),
    canOptimisticallyMerge: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    allowBatching: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    batchingMaxWaitTimeMinutes: int(0, 10080).optional(),
    batchingMinSize: int(1, 1000).optional(),
    testingTimeoutMinutes: int(0, 10080).optional(),
    notReadyTimeoutMinutes: int(0, 43200)
        .refine((m) => m % 60 === 0, 'must be whole hours (a multiple of 60)')
        .optional(),
    createsPrsForTestingBranches: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    areCommentsEnabled: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    areCommandsEnabled: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    isStatusCheckEnabled: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    isExtensionEnabled: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    areLabelCommandsEnabled: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    areStateLabelsEnabled: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    requiredStatuses: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(text(255)).max(100, 'must list at most 100').optional(),
    allowedBotSubmitters: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(text(255)).max(100, 'must list at most 100').optional(),
    batchingRules: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(BatchingRuleSchema).max(100, 'must list at most 100').optional(),
    directMergeMode: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(DIRECT_MERGE_MODES_V2).optional(),
    optimizationMode: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(OPTIMIZATION_MODES_V2).optional(),
    mergeMethod: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(MERGE_METHODS_V2).optional(),
    testBranchConstructionMode: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(TEST_BRANCH_CONSTRUCTION_MODES_V2).optional(),
    enqueueingLabel: text().optional(),
});
const SwitchModesRequestSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ mode: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(MERGE_QUEUE_MODES) });
const notBothPriorities = {
    message: 'priorityValue and priorityName cannot both be given',
    path: ['priorityName'],
};
const SubmitPullRequestRequestSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    number: PrNumber,
    allowBatching: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    priorityValue: Priority.optional(),
    priorityName: PriorityName.optional(),
    direct: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
})
    .refine((b) => b.priorityValue === undefined || b.priorityName === undefined, notBothPriorities);
const ReprioritizeRequestSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ priorityValue: Priority.optional(), priorityName: PriorityName.optional() })
    .refine((b) => (b.priorityValue === undefined) !== (b.priorityName === undefined), {
    message: 'exactly one of priorityValue and priorityName must be given',
    path: ['priorityValue'],
});
const UpdateQueueEntryRequestSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    priorityValue: Priority.optional(),
    priorityName: PriorityName.optional(),
    direct: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    allowBatching: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
})
    .refine((b) => b.priorityValue === undefined || b.priorityName === undefined, notBothPriorities)
    .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'must change at least one field',
    path: ['(request)'],
});
const UploadImpactedTargetsRequestSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    repositoryId: UuidSchema,
    targetBranch: text(),
    sha: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^[A-Za-z0-9]+$/, 'must be a commit sha (letters and digits)'),
    number: PrNumber.optional(),
    branch: text().optional(),
    impactedTargets: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1, 'must not be empty'))
        .max(V2_MAX_IMPACTED_TARGETS, `must list at most ${V2_MAX_IMPACTED_TARGETS}`)
        .optional(),
    impactsAllTargets: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(true).optional(),
})
    .refine((b) => (b.number === undefined) !== (b.branch === undefined), {
    message: 'exactly one of number and branch must be given',
    path: ['number'],
})
    .refine((b) => (b.impactedTargets === undefined) !== (b.impactsAllTargets === undefined), {
    message: 'exactly one of impactedTargets and impactsAllTargets must be given',
    path: ['impactedTargets'],
});
const ResolvePullRequestsQuerySchema = PaginationQuerySchema.extend({
    repositoryId: UuidSchema,
    numbers: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(PrNumber).min(1).max(50, 'must list at most 50 numbers').optional(),
    branch: text().optional(),
    baseBranch: text().optional(),
})
    .refine((q) => (q.numbers === undefined) !== (q.branch === undefined), {
    message: 'exactly one of numbers and branch must be given',
    path: ['numbers'],
})
    .refine((q) => q.baseBranch === undefined || q.branch !== undefined, {
    message: 'baseBranch goes only with branch',
    path: ['baseBranch'],
});
const ListQueuePullRequestsQuerySchema = PaginationQuerySchema.extend({
    states: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(QUEUE_ENTRY_STATES)).min(1).optional(),
    author: text().optional(),
});
const ProviderUrlSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
    .url('must be a URL such as https://github.com/acme/widgets')
    .max(2048);
// ---------------------------------------------------------------------------------------------
// Responses (lenient)
/** The `{data, nextCursor, hasMore, total?}` envelope of every list. */
const pageOf = (item) => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    data: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(item),
    nextCursor: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .nullish()
        .transform((v) => v ?? null),
    hasMore: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    total: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()),
});
const MergeQueueConfigSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    concurrency: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    bisectionConcurrency: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    pendingFailureDepth: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    canOptimisticallyMerge: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    allowBatching: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    batchingMaxWaitTimeMinutes: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    batchingMinSize: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    testingTimeoutMinutes: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    notReadyTimeoutMinutes: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    createsPrsForTestingBranches: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    areCommentsEnabled: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    areCommandsEnabled: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    isStatusCheckEnabled: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    isExtensionEnabled: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    areLabelCommandsEnabled: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    areStateLabelsEnabled: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    requiredStatuses: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    allowedBotSubmitters: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    batchingRules: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ targetPattern: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), policy: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() })),
    directMergeMode: v2Enum('config.directMergeMode', DIRECT_MERGE_MODES_V2),
    optimizationMode: v2Enum('config.optimizationMode', OPTIMIZATION_MODES_V2),
    mergeMethod: v2Enum('config.mergeMethod', MERGE_METHODS_V2),
    testBranchConstructionMode: v2Enum('config.testBranchConstructionMode', TEST_BRANCH_CONSTRUCTION_MODES_V2),
    enqueueingLabel: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
});
const MergeQueueSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    repositoryId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    targetBranch: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    state: v2Enum('state', MERGE_QUEUE_STATES),
    mode: v2Enum('mode', MERGE_QUEUE_MODES),
    managedState: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    createdAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    updatedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    repositoryUrl: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    pullRequestsUrl: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    htmlUrl: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    config: MergeQueueConfigSchema,
});
const MergeQueuePageSchema = pageOf(MergeQueueSchema);
const MergeQueueStateChangeSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    state: v2Enum('state', MERGE_QUEUE_STATES),
    mode: v2Enum('mode', MERGE_QUEUE_MODES),
    pullRequestsUrl: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
});
const MergeabilityReasonSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    code: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    have: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()),
    need: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()),
    check: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    ontoPrNumber: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()),
});
const V2ReadinessSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    requiresImpactedTargets: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    hasImpactedTargets: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()),
    doesBaseBranchMatch: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    mergeability: v2Enum('queueEntry.readiness.mergeability', MERGEABILITY),
    mergeabilityDetails: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ provider: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), reasons: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(MergeabilityReasonSchema) })),
});
const QueueEntrySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    mergeQueueId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    state: v2Enum('queueEntry.state', QUEUE_ENTRY_STATES),
    stateChangedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    priorityValue: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()),
    priorityName: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    usedDefaultPriorityName: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    skipsTheLine: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    allowBatching: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    direct: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    verifiedByVerificationRunId: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    readiness: V2ReadinessSchema,
    createdAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    updatedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
});
const V2PullRequestSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    repositoryId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    number: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    title: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    branch: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    sha: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    baseBranch: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    author: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    url: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    state: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    isCurrentlySubmittedToQueue: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    queueEntry: opt(QueueEntrySchema),
    createdAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    htmlUrl: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    viewerIsAuthor: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()),
});
const PullRequestPageSchema = pageOf(V2PullRequestSchema);
const QueuedPullRequestSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    number: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    sha: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    title: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    url: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
});
const MergeQueueOrderSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    mode: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    queueState: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    batchingEnabled: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    isolationResolved: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    hasCycle: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    batches: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        verificationRunId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        state: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        isBisection: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
        pullRequests: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(QueuedPullRequestSchema),
    })),
    pending: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        pullRequest: QueuedPullRequestSchema,
        schedulability: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        predictedBatch: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()),
        directlyAhead: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(QueuedPullRequestSchema),
        heldBy: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(QueuedPullRequestSchema),
    })),
    awaitingAdmission: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(QueuedPullRequestSchema),
    awaitingAdmissionTotal: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
});
const RunPullRequestSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    number: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    sha: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    title: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    url: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
});
const ImpactedTargetSetSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    impactsAllTargets: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    impactedTargets: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    totalImpactedTargets: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
});
const CheckSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    status: v2Enum('checks.status', CHECK_STATUSES),
    conclusion: v2Enum('checks.conclusion', CHECK_CONCLUSIONS),
    providerStatus: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    providerConclusion: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    url: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .nullish()
        .transform((v) => v ?? null),
    provider: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
});
const VerificationRunSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    isBisection: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    testBranch: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    testBranchSha: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    testBranchCommitUrl: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    createdAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    updatedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    status: v2Enum('status', VERIFICATION_RUN_STATUSES),
    requiredStatusesSource: opt(v2Enum('requiredStatusesSource', REQUIRED_STATUSES_SOURCES_V2)),
    requiredStatuses: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    checks: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(CheckSchema),
    testedPullRequests: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(RunPullRequestSchema),
    dependentPullRequests: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(RunPullRequestSchema),
    testBranchPullRequest: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ number: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), url: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() })),
    impactedTargets: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        all: ImpactedTargetSetSchema,
        testedPullRequestsOnly: opt(ImpactedTargetSetSchema),
    })),
});
const RepositorySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    provider: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    host: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .nullish()
        .transform((v) => v ?? null),
    url: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    defaultBranch: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .nullish()
        .transform((v) => v ?? null),
    isPrivate: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()
        .nullish()
        .transform((v) => v ?? null),
    createdAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    updatedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
});
const RepositoryPageSchema = pageOf(RepositorySchema);
const FailureCausingCheckSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    url: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    conclusion: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
});
const TransitionFailureSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    failureCausingChecks: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(FailureCausingCheckSchema)),
    apiFailureMessage: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    eventualFailureReason: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    blockReasons: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(MergeabilityReasonSchema)),
});
const QueueEntryTransitionSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    pullRequestId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    state: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    changedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    // null for testing and pendingFailure; an open UPPER_SNAKE set.
    reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .nullish()
        .transform((v) => v ?? null),
    verificationRunId: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    actor: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ gitHubLogin: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()), trunkUserId: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()) })),
    pendingFailure: opt(TransitionFailureSchema),
    failed: opt(TransitionFailureSchema),
});
const QueueEntryHistoryPageSchema = pageOf(QueueEntryTransitionSchema);
const RerunFailedChecksRequestSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    mode: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['now', 'wait']),
});
const RerunFailedChecksResponseSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    rerun: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        until: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
        alreadyHeld: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()),
        switchedToNow: opt(zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()),
    })),
});
/** The error envelope `{error:{code,message}}`. */
const ErrorEnvelopeSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    error: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ code: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }),
});


/***/ })

};

//# sourceMappingURL=159.index.js.map