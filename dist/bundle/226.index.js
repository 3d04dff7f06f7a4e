export const id = 226;
export const ids = [226];
export const modules = {

/***/ 1226:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/queue/index.ts
var queue = __webpack_require__(3115);
// EXTERNAL MODULE: ./src/files/atomic-write.ts
var atomic_write = __webpack_require__(4448);
// EXTERNAL MODULE: ./src/inputs/constants.ts
var constants = __webpack_require__(1068);
// EXTERNAL MODULE: ./src/inputs/errors.ts
var errors = __webpack_require__(1318);
// EXTERNAL MODULE: ./src/ports/text.ts
var ports_text = __webpack_require__(2425);
;// CONCATENATED MODULE: ./src/commands/metrics/summary.ts
/** metrics' job summary: each queue's depth, testing slots and conclusions of the last hour. */

/** Key gauges from the metrics, one row per queue. */
function metricsSection(rows) {
    if (!rows.length)
        return '_No merge queue metrics were returned._\n';
    return ((0,ports_text/* mdTable */.gJ)([
        'Repository',
        'Branch',
        'Depth',
        'Testing',
        'Awaiting mergeability',
        'Merged (1h)',
        'Failed (1h)',
    ], rows.map((r) => [
        (0,ports_text.md)(r.repo),
        (0,ports_text.md)(r.branch),
        (0,ports_text.md)(r.depth ?? ''),
        (0,ports_text.md)(r.testing ?? ''),
        (0,ports_text.md)(r.waiting ?? ''),
        (0,ports_text.md)(r.merged1h ?? ''),
        (0,ports_text.md)(r.failed1h ?? ''),
    ])) + '\n');
}

;// CONCATENATED MODULE: ./src/commands/metrics/words.ts
/** metrics' words (its summary's are in summary.ts). */

/** The metrics were read, but the file asked for could not be written. */
function notWritten(file, code) {
    return `The metrics were read, but ${constants/* Inputs */.G0.MetricsFile} ${JSON.stringify(file)} could not be written (${code}); check that its directory is writable.`;
}
/** The Prometheus text was written. */
function written(bytes, path) {
    return `Wrote ${bytes} bytes of Prometheus text to ${path}.`;
}
/** What was read. */
function readLine(samples, queues) {
    return `Read ${samples} samples for ${queues} queue(s).`;
}

;// CONCATENATED MODULE: ./src/commands/metrics/run.ts
/**
 * metrics's run: reads the Prometheus metrics, writes them to metrics-file when asked, and sums
 * them per queue.
 */








/** Runs metrics with its settings. */
async function run(c) {
    const repoName = `${c.s.repo.owner}/${c.s.repo.name}`;
    const m = await c.client.getMetrics(c.s.metricsScope === 'organization' ? {} : { repo: repoName, repoHost: c.s.repo.host }, { signal: c.signal });
    const outputs = {};
    if (c.s.metricsFile) {
        const path = (0,external_node_path_.resolve)(c.s.metricsFile);
        try {
            (0,atomic_write/* writeFileAtomic */.Z)(path, m.text);
        }
        catch (e) {
            // The metrics were read: the failure is the file's, after the request, not the input's.
            const code = e.code ?? e.message;
            throw new errors/* OutputFileError */.kZ(notWritten(c.s.metricsFile, code));
        }
        outputs[constants/* Outputs */.tY.MetricsFile] = path;
        c.log.info(written(Buffer.byteLength(m.text), path));
    }
    const parsed = (0,queue.parsePrometheusText)(m.text);
    const queues = new Map();
    for (const sm of parsed.samples) {
        if (sm.labels.repo && sm.labels.branch && (sm.labels.queue_type ?? 'main') === 'main') {
            queues.set(`${sm.labels.repo}\u0000${sm.labels.branch}`, {
                repo: sm.labels.repo,
                branch: sm.labels.branch,
            });
        }
    }
    const rows = [...queues.values()].map((q) => {
        const match = { repo: q.repo, branch: q.branch, queue_type: 'main' };
        return {
            ...q,
            depth: (0,queue.sumSamples)(parsed, 'mq_depth_current', match),
            testing: (0,queue.sumSamples)(parsed, 'mq_testing_slots_active', match),
            waiting: (0,queue.sumSamples)(parsed, 'mq_awaiting_mergeability', match),
            merged1h: (0,queue.sumSamples)(parsed, 'mq_pr_conclusions_1h_total', {
                ...match,
                conclusion: 'merged',
            }),
            failed1h: (0,queue.sumSamples)(parsed, 'mq_pr_conclusions_1h_total', {
                ...match,
                conclusion: 'failed',
            }),
        };
    });
    const ours = {
        repo: repoName,
        queue_type: 'main',
        ...(c.s.targetBranch ? { branch: c.s.targetBranch } : {}),
    };
    // queue-depth means what get-queue says: every PR in the queue, the not-ready ones included
    // (getQueue lists them). mq_depth_current leaves out those awaiting mergeability, which
    // mq_awaiting_mergeability counts (wire notes §2.11), so the output is the two together.
    const inLine = (0,queue.sumSamples)(parsed, 'mq_depth_current', ours);
    const notReady = (0,queue.sumSamples)(parsed, 'mq_awaiting_mergeability', ours);
    if (inLine !== undefined)
        outputs[constants/* Outputs */.tY.QueueDepth] = String(inLine + (notReady ?? 0));
    c.log.info(readLine(parsed.samples.length, queues.size));
    return { outcome: 'success', outputs, summary: metricsSection(rows) };
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


/***/ })

};

//# sourceMappingURL=226.index.js.map