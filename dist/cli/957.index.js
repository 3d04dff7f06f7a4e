export const id = 957;
export const ids = [957];
export const modules = {

/***/ 2957:
/***/ ((module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
__webpack_require__.r(__webpack_exports__);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4014);
/* harmony import */ var _stdout_guard_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4623);
/**
 * The command's process: signals, stdout kept for the outputs, the run and its exit code. The first SIGINT or SIGTERM
 * stops the work at once (requests and waits are aborted) and the run still prints its outputs,
 * exiting 130; a second signal, or 5 s without finishing, exits at once.
 */


const controller = new AbortController();
let signals = 0;
function onSignal(signal) {
    signals++;
    if (signals > 1)
        process.exit(130);
    controller.abort(new Error(`cancelled (${signal})`));
    setTimeout(() => process.exit(130), 5000).unref();
}
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
const argv = process.argv.slice(2);
// stdout is the outputs' alone: whatever else writes there goes to the log (see stdout-guard.ts).
const writeOutputs = (0,_stdout_guard_js__WEBPACK_IMPORTED_MODULE_1__/* .guardStdout */ .H)(process.stdout, process.stderr, argv.includes('--debug'));
process.exitCode = await (0,_run_js__WEBPACK_IMPORTED_MODULE_0__/* .runCli */ .a)({
    argv,
    env: process.env,
    stdout: { write: writeOutputs, isTTY: process.stdout.isTTY, columns: process.stdout.columns },
    stderr: process.stderr,
    signal: controller.signal,
});

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 4014:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  a: () => (/* binding */ runCli)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/client/index.ts + 2 modules
var src_client = __webpack_require__(6138);
// EXTERNAL MODULE: ./src/commands/common/constants.ts
var constants = __webpack_require__(7551);
;// CONCATENATED MODULE: ./src/commands/common/input-error.ts
/** The action's own errors: a wrong input, a file it could not write, a queue that is not there. */
/** A wrong input: refused before any request, with a message naming the input. */
class InputError extends Error {
    input;
    problem;
    expected;
    constructor(
    /** The input's name as in action.yml, e.g. `pr-number`. */
    input, 
    /** What is wrong with the value given. */
    problem, 
    /** What is expected instead. */
    expected) {
        super(`Input '${input}': ${problem}${expected ? `; expected ${expected}` : ''}.`);
        this.input = input;
        this.problem = problem;
        this.expected = expected;
        this.name = 'InputError';
    }
    /** The message with the input named as a door names it (e.g. `--pr-number` for the CLI). */
    describe(nameInput) {
        const expected = this.expected ? `; expected ${this.expected}` : '';
        return `${nameInput(this.input)}: ${this.problem}${expected}.`;
    }
}
/** Shows a user's value in a message: quoted, one line, cut to 80 characters. */
function shown(value) {
    const one = JSON.stringify(value.length > 80 ? `${value.slice(0, 77)}...` : value);
    return one;
}
/** A file the action was asked to write could not be written (after the requests were made). */
class OutputFileError extends Error {
    constructor(message) {
        super(message);
        this.name = 'OutputFileError';
    }
}
/**
 * The queue a command addresses does not exist (the service answered 404 to reading it): told
 * apart from "the PR is not in the queue", which is a state, not an error. error-kind not-found.
 */
class MissingQueueError extends Error {
    constructor(repo, branch) {
        super(`There is no merge queue for branch ${JSON.stringify(branch)} of ${repo.owner}/${repo.name}: check the input 'target-branch' (or the repository), or create the queue first (command: create-queue).`);
        this.name = 'MissingQueueError';
    }
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/files/output-directory.ts
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
    const absolute = (0,external_node_path_.resolve)(path);
    const missing = [];
    let current = absolute;
    for (;;) {
        try {
            return (0,external_node_path_.join)((0,external_node_fs_.realpathSync)(current), ...missing);
        }
        catch (e) {
            if (!hasCode(e, 'ENOENT', 'ENOTDIR'))
                return absolute;
        }
        const parent = (0,external_node_path_.dirname)(current);
        if (parent === current)
            return absolute;
        missing.unshift((0,external_node_path_.basename)(current));
        current = parent;
    }
}
/** The pseudo file system (/proc, /sys or /dev) `path` lies in, as written or once resolved. */
function pseudoFileSystemOf(path) {
    const inside = (p) => PSEUDO_FILE_SYSTEMS.find((root) => p === root || p.startsWith(`${root}${external_node_path_.sep}`));
    return inside((0,external_node_path_.resolve)(path)) ?? inside(resolvedPath(path));
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
    const absolute = (0,external_node_path_.resolve)(path);
    refusePseudoFileSystem(absolute);
    let current = absolute;
    for (;;) {
        let isDirectory;
        try {
            isDirectory = (0,external_node_fs_.statSync)(current).isDirectory();
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
                    (0,external_node_fs_.accessSync)(current, external_node_fs_.constants.W_OK | external_node_fs_.constants.X_OK);
                }
                catch (e) {
                    const code = e.code ?? 'EACCES';
                    throw new OutputPathProblem(`the directory ${current} is not writable (${code})`, code, current);
                }
                return;
            }
        }
        const parent = (0,external_node_path_.dirname)(current);
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
    const absolute = (0,external_node_path_.resolve)(dir);
    refusePseudoFileSystem(absolute);
    const missing = [];
    let current = absolute;
    for (;;) {
        try {
            if ((0,external_node_fs_.statSync)(current).isDirectory())
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
        const parent = (0,external_node_path_.dirname)(current);
        if (parent === current)
            break;
        missing.unshift(current);
        current = parent;
    }
    for (const level of missing) {
        try {
            (0,external_node_fs_.mkdirSync)(level);
        }
        catch (e) {
            // Another writer made it meanwhile: fine, as long as it is a directory.
            if (!hasCode(e, 'EEXIST') || !(0,external_node_fs_.statSync)(level).isDirectory())
                throw e;
        }
    }
}

// EXTERNAL MODULE: ./src/client/client.ts
var client = __webpack_require__(4064);
// EXTERNAL MODULE: ./src/client/errors.ts
var errors = __webpack_require__(6468);
// EXTERNAL MODULE: ./src/wire/schemas.ts
var schemas = __webpack_require__(9753);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var classic_schemas = __webpack_require__(2857);
// EXTERNAL MODULE: ./src/client/engine.ts + 1 modules
var client_engine = __webpack_require__(9953);
;// CONCATENATED MODULE: ./src/wire/v2/permissions.ts
/**
 * Which v2 API-key permission each operation needs (spec/v2/trunk-v2-notes.md §2.3 and the
 * `x-live` notes of the fragments). Names are the service's UI labels: there are no
 * machine-readable scope names (gaps.md §1), so `id` is this project's own slug for them.
 */
/** The merge-queue permissions of a v2 API key. */
const V2_PERMISSIONS = {
    mergeAndCancel: { id: 'merge-and-cancel', label: 'Merge and cancel PRs' },
    setPriority: { id: 'set-priority', label: 'Set priority on PRs' },
    skipBatching: { id: 'skip-batching', label: 'Skip batching' },
    directToQueue: { id: 'direct-to-queue', label: 'Merge PRs with direct to queue' },
    updateSettings: { id: 'update-queue-settings', label: 'Update Merge Queue settings' },
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
};
/**
 * The permissions each merge-queue method of the adapter (and so each action command) needs,
 * for error messages and the README. Reads need none.
 */
const V2_COMMAND_PERMISSIONS = {
    submit: {
        operations: ['mergeQueues.submitPullRequest', 'pullRequests.reprioritize'],
        needs: [P.mergeAndCancel.label],
        note: `plus "${P.setPriority.label}" with a priority, "${P.skipBatching.label}" with no-batch`,
    },
    cancel: { operations: ['pullRequests.dequeue'], needs: [P.mergeAndCancel.label] },
    'restart-tests': { operations: ['pullRequests.restartTests'], needs: [P.mergeAndCancel.label] },
    status: { operations: ['pullRequests.resolveByCoordinates', 'pullRequests.get'], needs: [] },
    wait: { operations: ['pullRequests.resolveByCoordinates', 'pullRequests.get'], needs: [] },
    'upload-targets': { operations: ['impactedTargets.upload'], needs: [P.mergeAndCancel.label] },
    'testing-details': { operations: ['mergeQueueVerificationRuns.get'], needs: [] },
    'get-queue': {
        operations: ['mergeQueues.get', 'mergeQueues.order', 'mergeQueues.listPullRequests'],
        needs: [],
    },
    'create-queue': {
        operations: ['mergeQueues.create', 'mergeQueues.updateConfig'],
        needs: [P.updateSettings.label],
    },
    'update-queue': {
        operations: [
            'mergeQueues.updateConfig',
            'mergeQueues.pause',
            'mergeQueues.resume',
            'mergeQueues.drain',
            'mergeQueues.switchModes',
        ],
        needs: [P.updateSettings.label],
    },
    'delete-queue': { operations: ['mergeQueues.delete'], needs: [P.updateSettings.label] },
    metrics: {
        operations: ['mergeQueues.organizationMetrics', 'mergeQueues.metrics'],
        needs: [],
    },
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

// EXTERNAL MODULE: ./src/wire/enums.ts
var enums = __webpack_require__(1971);
;// CONCATENATED MODULE: ./src/wire/v2/schemas.ts
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
    const reportUnknown = (0,enums/* lenientEnum */.bV)(field, []);
    return classic_schemas/* string */.YjP().transform((raw) => {
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
const schemas_text = (max = 1024) => classic_schemas/* string */.YjP()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .refine((s) => !CONTROL_CHARS.test(s), 'must not contain control characters or newlines');
const schemas_int = (min, max) => classic_schemas/* number */.aig()
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);
/** Opaque ids: printable, no slash (they go into paths). */
const IdSchema = classic_schemas/* string */.YjP()
    .min(1, 'must not be empty')
    .max(255, 'must be at most 255 characters')
    .regex(/^[A-Za-z0-9._~-]+$/, 'must be an id of letters, digits and . _ ~ -');
const UuidSchema = classic_schemas/* string */.YjP()
    .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, 'must be a UUID');
const PrNumber = schemas_int(1, V2_MAX_PR_NUMBER);
const Priority = schemas_int(0, V2_MAX_PRIORITY);
const PriorityName = classic_schemas/* enum */.k5n(V2_PRIORITY_NAMES, {
    message: `must be one of ${V2_PRIORITY_NAMES.join(', ')}`,
});
const PaginationQuerySchema = classic_schemas/* strictObject */.rej({
    limit: schemas_int(1, V2_MAX_PAGE_LIMIT).optional(),
    cursor: classic_schemas/* string */.YjP().min(1).max(4096).optional(),
    includeTotal: classic_schemas/* boolean */.zMY().optional(),
});
const ListMergeQueuesQuerySchema = PaginationQuerySchema.extend({
    repositoryId: UuidSchema.optional(),
    targetBranch: schemas_text().optional(),
}).refine((q) => q.targetBranch === undefined || q.repositoryId !== undefined, {
    message: 'needs repositoryId (targetBranch narrows within one repository)',
    path: ['targetBranch'],
});
const CreateMergeQueueRequestSchema = classic_schemas/* strictObject */.rej({
    repositoryId: UuidSchema,
    targetBranch: schemas_text(),
    mode: classic_schemas/* enum */.k5n(MERGE_QUEUE_MODES).optional(),
    concurrency: schemas_int(1, 1000).optional(),
    bisectionConcurrency: schemas_int(0, 1000).optional(),
    enqueueingLabel: schemas_text().optional(),
});
const BatchingRuleSchema = classic_schemas/* strictObject */.rej({
    targetPattern: schemas_text().refine((p) => p !== '*' && !p.slice(0, -1).includes('*'), 'must be exact, or a prefix ending in a single trailing *'),
    policy: classic_schemas/* literal */.euz('isolate'),
});
const UpdateMergeQueueConfigRequestSchema = classic_schemas/* strictObject */.rej({
    concurrency: schemas_int(1, 1000).optional(),
    bisectionConcurrency: schemas_int(0, 1000).optional(),
    pendingFailureDepth: schemas_int(0, 1000).optional(),
    canOptimisticallyMerge: classic_schemas/* boolean */.zMY().optional(),
    allowBatching: classic_schemas/* boolean */.zMY().optional(),
    batchingMaxWaitTimeMinutes: schemas_int(0, 10080).optional(),
    batchingMinSize: schemas_int(1, 1000).optional(),
    testingTimeoutMinutes: schemas_int(0, 10080).optional(),
    notReadyTimeoutMinutes: schemas_int(0, 43200)
        .refine((m) => m % 60 === 0, 'must be whole hours (a multiple of 60)')
        .optional(),
    createsPrsForTestingBranches: classic_schemas/* boolean */.zMY().optional(),
    areCommentsEnabled: classic_schemas/* boolean */.zMY().optional(),
    areCommandsEnabled: classic_schemas/* boolean */.zMY().optional(),
    isStatusCheckEnabled: classic_schemas/* boolean */.zMY().optional(),
    isExtensionEnabled: classic_schemas/* boolean */.zMY().optional(),
    areLabelCommandsEnabled: classic_schemas/* boolean */.zMY().optional(),
    areStateLabelsEnabled: classic_schemas/* boolean */.zMY().optional(),
    requiredStatuses: classic_schemas/* array */.YOg(schemas_text(255)).max(100, 'must list at most 100').optional(),
    allowedBotSubmitters: classic_schemas/* array */.YOg(schemas_text(255)).max(100, 'must list at most 100').optional(),
    batchingRules: classic_schemas/* array */.YOg(BatchingRuleSchema).max(100, 'must list at most 100').optional(),
    directMergeMode: classic_schemas/* enum */.k5n(DIRECT_MERGE_MODES_V2).optional(),
    optimizationMode: classic_schemas/* enum */.k5n(OPTIMIZATION_MODES_V2).optional(),
    mergeMethod: classic_schemas/* enum */.k5n(MERGE_METHODS_V2).optional(),
    testBranchConstructionMode: classic_schemas/* enum */.k5n(TEST_BRANCH_CONSTRUCTION_MODES_V2).optional(),
    enqueueingLabel: schemas_text().optional(),
});
const SwitchModesRequestSchema = classic_schemas/* strictObject */.rej({ mode: classic_schemas/* enum */.k5n(MERGE_QUEUE_MODES) });
const notBothPriorities = {
    message: 'priorityValue and priorityName cannot both be given',
    path: ['priorityName'],
};
const SubmitPullRequestRequestSchema = classic_schemas/* strictObject */.rej({
    number: PrNumber,
    allowBatching: classic_schemas/* boolean */.zMY().optional(),
    priorityValue: Priority.optional(),
    priorityName: PriorityName.optional(),
    direct: classic_schemas/* boolean */.zMY().optional(),
})
    .refine((b) => b.priorityValue === undefined || b.priorityName === undefined, notBothPriorities);
const ReprioritizeRequestSchema = classic_schemas/* strictObject */.rej({ priorityValue: Priority.optional(), priorityName: PriorityName.optional() })
    .refine((b) => (b.priorityValue === undefined) !== (b.priorityName === undefined), {
    message: 'exactly one of priorityValue and priorityName must be given',
    path: ['priorityValue'],
});
const UpdateQueueEntryRequestSchema = classic_schemas/* strictObject */.rej({
    priorityValue: Priority.optional(),
    priorityName: PriorityName.optional(),
    direct: classic_schemas/* boolean */.zMY().optional(),
    allowBatching: classic_schemas/* boolean */.zMY().optional(),
})
    .refine((b) => b.priorityValue === undefined || b.priorityName === undefined, notBothPriorities)
    .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'must change at least one field',
    path: ['(request)'],
});
const UploadImpactedTargetsRequestSchema = classic_schemas/* strictObject */.rej({
    repositoryId: UuidSchema,
    targetBranch: schemas_text(),
    sha: classic_schemas/* string */.YjP().regex(/^[A-Za-z0-9]+$/, 'must be a commit sha (letters and digits)'),
    number: PrNumber.optional(),
    branch: schemas_text().optional(),
    impactedTargets: classic_schemas/* array */.YOg(classic_schemas/* string */.YjP().min(1, 'must not be empty'))
        .max(V2_MAX_IMPACTED_TARGETS, `must list at most ${V2_MAX_IMPACTED_TARGETS}`)
        .optional(),
    impactsAllTargets: classic_schemas/* literal */.euz(true).optional(),
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
    numbers: classic_schemas/* array */.YOg(PrNumber).min(1).max(50, 'must list at most 50 numbers').optional(),
    branch: schemas_text().optional(),
    baseBranch: schemas_text().optional(),
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
    states: classic_schemas/* array */.YOg(classic_schemas/* enum */.k5n(QUEUE_ENTRY_STATES)).min(1).optional(),
    author: schemas_text().optional(),
});
const ProviderUrlSchema = classic_schemas/* string */.YjP()
    .url('must be a URL such as https://github.com/acme/widgets')
    .max(2048);
// ---------------------------------------------------------------------------------------------
// Responses (lenient)
/** The `{data, nextCursor, hasMore, total?}` envelope of every list. */
const pageOf = (item) => classic_schemas/* object */.Ikc({
    data: classic_schemas/* array */.YOg(item),
    nextCursor: classic_schemas/* string */.YjP()
        .nullish()
        .transform((v) => v ?? null),
    hasMore: classic_schemas/* boolean */.zMY(),
    total: opt(classic_schemas/* number */.aig()),
});
const MergeQueueConfigSchema = classic_schemas/* object */.Ikc({
    concurrency: classic_schemas/* number */.aig(),
    bisectionConcurrency: classic_schemas/* number */.aig(),
    pendingFailureDepth: classic_schemas/* number */.aig(),
    canOptimisticallyMerge: classic_schemas/* boolean */.zMY(),
    allowBatching: classic_schemas/* boolean */.zMY(),
    batchingMaxWaitTimeMinutes: classic_schemas/* number */.aig(),
    batchingMinSize: classic_schemas/* number */.aig(),
    testingTimeoutMinutes: classic_schemas/* number */.aig(),
    notReadyTimeoutMinutes: classic_schemas/* number */.aig(),
    createsPrsForTestingBranches: classic_schemas/* boolean */.zMY(),
    areCommentsEnabled: classic_schemas/* boolean */.zMY(),
    areCommandsEnabled: classic_schemas/* boolean */.zMY(),
    isStatusCheckEnabled: classic_schemas/* boolean */.zMY(),
    isExtensionEnabled: classic_schemas/* boolean */.zMY(),
    areLabelCommandsEnabled: classic_schemas/* boolean */.zMY(),
    areStateLabelsEnabled: classic_schemas/* boolean */.zMY(),
    requiredStatuses: classic_schemas/* array */.YOg(classic_schemas/* string */.YjP()),
    allowedBotSubmitters: classic_schemas/* array */.YOg(classic_schemas/* string */.YjP()),
    batchingRules: classic_schemas/* array */.YOg(classic_schemas/* object */.Ikc({ targetPattern: classic_schemas/* string */.YjP(), policy: classic_schemas/* string */.YjP() })),
    directMergeMode: v2Enum('config.directMergeMode', DIRECT_MERGE_MODES_V2),
    optimizationMode: v2Enum('config.optimizationMode', OPTIMIZATION_MODES_V2),
    mergeMethod: v2Enum('config.mergeMethod', MERGE_METHODS_V2),
    testBranchConstructionMode: v2Enum('config.testBranchConstructionMode', TEST_BRANCH_CONSTRUCTION_MODES_V2),
    enqueueingLabel: classic_schemas/* string */.YjP(),
});
const MergeQueueSchema = classic_schemas/* object */.Ikc({
    id: classic_schemas/* string */.YjP(),
    repositoryId: classic_schemas/* string */.YjP(),
    targetBranch: classic_schemas/* string */.YjP(),
    state: v2Enum('state', MERGE_QUEUE_STATES),
    mode: v2Enum('mode', MERGE_QUEUE_MODES),
    managedState: classic_schemas/* string */.YjP(),
    createdAt: classic_schemas/* string */.YjP(),
    updatedAt: classic_schemas/* string */.YjP(),
    repositoryUrl: classic_schemas/* string */.YjP(),
    pullRequestsUrl: classic_schemas/* string */.YjP(),
    htmlUrl: opt(classic_schemas/* string */.YjP()),
    config: MergeQueueConfigSchema,
});
const MergeQueuePageSchema = pageOf(MergeQueueSchema);
const MergeQueueStateChangeSchema = classic_schemas/* object */.Ikc({
    id: classic_schemas/* string */.YjP(),
    state: v2Enum('state', MERGE_QUEUE_STATES),
    mode: v2Enum('mode', MERGE_QUEUE_MODES),
    pullRequestsUrl: classic_schemas/* string */.YjP(),
});
const MergeabilityReasonSchema = classic_schemas/* object */.Ikc({
    code: classic_schemas/* string */.YjP(),
    message: classic_schemas/* string */.YjP(),
    have: opt(classic_schemas/* number */.aig()),
    need: opt(classic_schemas/* number */.aig()),
    check: opt(classic_schemas/* string */.YjP()),
    ontoPrNumber: opt(classic_schemas/* number */.aig()),
});
const V2ReadinessSchema = classic_schemas/* object */.Ikc({
    requiresImpactedTargets: classic_schemas/* boolean */.zMY(),
    hasImpactedTargets: opt(classic_schemas/* boolean */.zMY()),
    doesBaseBranchMatch: classic_schemas/* boolean */.zMY(),
    mergeability: v2Enum('queueEntry.readiness.mergeability', MERGEABILITY),
    mergeabilityDetails: opt(classic_schemas/* object */.Ikc({ provider: classic_schemas/* string */.YjP(), reasons: classic_schemas/* array */.YOg(MergeabilityReasonSchema) })),
});
const QueueEntrySchema = classic_schemas/* object */.Ikc({
    id: classic_schemas/* string */.YjP(),
    mergeQueueId: classic_schemas/* string */.YjP(),
    state: v2Enum('queueEntry.state', QUEUE_ENTRY_STATES),
    stateChangedAt: classic_schemas/* string */.YjP(),
    priorityValue: opt(classic_schemas/* number */.aig()),
    priorityName: opt(classic_schemas/* string */.YjP()),
    usedDefaultPriorityName: opt(classic_schemas/* string */.YjP()),
    skipsTheLine: classic_schemas/* boolean */.zMY(),
    allowBatching: classic_schemas/* boolean */.zMY(),
    direct: classic_schemas/* boolean */.zMY(),
    verifiedByVerificationRunId: opt(classic_schemas/* string */.YjP()),
    readiness: V2ReadinessSchema,
    createdAt: classic_schemas/* string */.YjP(),
    updatedAt: classic_schemas/* string */.YjP(),
});
const V2PullRequestSchema = classic_schemas/* object */.Ikc({
    id: classic_schemas/* string */.YjP(),
    repositoryId: classic_schemas/* string */.YjP(),
    number: classic_schemas/* number */.aig(),
    title: classic_schemas/* string */.YjP(),
    branch: classic_schemas/* string */.YjP(),
    sha: classic_schemas/* string */.YjP(),
    baseBranch: classic_schemas/* string */.YjP(),
    author: classic_schemas/* string */.YjP(),
    url: opt(classic_schemas/* string */.YjP()),
    state: opt(classic_schemas/* string */.YjP()),
    isCurrentlySubmittedToQueue: classic_schemas/* boolean */.zMY(),
    queueEntry: opt(QueueEntrySchema),
    createdAt: classic_schemas/* string */.YjP(),
    htmlUrl: opt(classic_schemas/* string */.YjP()),
    viewerIsAuthor: opt(classic_schemas/* boolean */.zMY()),
});
const PullRequestPageSchema = pageOf(V2PullRequestSchema);
const QueuedPullRequestSchema = classic_schemas/* object */.Ikc({
    id: classic_schemas/* string */.YjP(),
    number: classic_schemas/* number */.aig(),
    sha: classic_schemas/* string */.YjP(),
    title: classic_schemas/* string */.YjP(),
    url: opt(classic_schemas/* string */.YjP()),
});
const MergeQueueOrderSchema = classic_schemas/* object */.Ikc({
    mode: classic_schemas/* string */.YjP(),
    queueState: classic_schemas/* string */.YjP(),
    batchingEnabled: classic_schemas/* boolean */.zMY(),
    isolationResolved: classic_schemas/* boolean */.zMY(),
    hasCycle: classic_schemas/* boolean */.zMY(),
    batches: classic_schemas/* array */.YOg(classic_schemas/* object */.Ikc({
        verificationRunId: classic_schemas/* string */.YjP(),
        state: classic_schemas/* string */.YjP(),
        isBisection: classic_schemas/* boolean */.zMY(),
        pullRequests: classic_schemas/* array */.YOg(QueuedPullRequestSchema),
    })),
    pending: classic_schemas/* array */.YOg(classic_schemas/* object */.Ikc({
        pullRequest: QueuedPullRequestSchema,
        schedulability: classic_schemas/* string */.YjP(),
        predictedBatch: opt(classic_schemas/* number */.aig()),
        directlyAhead: classic_schemas/* array */.YOg(QueuedPullRequestSchema),
        heldBy: classic_schemas/* array */.YOg(QueuedPullRequestSchema),
    })),
    awaitingAdmission: classic_schemas/* array */.YOg(QueuedPullRequestSchema),
    awaitingAdmissionTotal: classic_schemas/* number */.aig(),
});
const RunPullRequestSchema = classic_schemas/* object */.Ikc({
    id: classic_schemas/* string */.YjP(),
    number: classic_schemas/* number */.aig(),
    sha: classic_schemas/* string */.YjP(),
    title: classic_schemas/* string */.YjP(),
    url: opt(classic_schemas/* string */.YjP()),
});
const ImpactedTargetSetSchema = classic_schemas/* object */.Ikc({
    impactsAllTargets: classic_schemas/* boolean */.zMY(),
    impactedTargets: classic_schemas/* array */.YOg(classic_schemas/* string */.YjP()),
    totalImpactedTargets: classic_schemas/* number */.aig(),
});
const CheckSchema = classic_schemas/* object */.Ikc({
    id: classic_schemas/* string */.YjP(),
    name: classic_schemas/* string */.YjP(),
    kind: classic_schemas/* string */.YjP(),
    status: v2Enum('checks.status', CHECK_STATUSES),
    conclusion: v2Enum('checks.conclusion', CHECK_CONCLUSIONS),
    providerStatus: opt(classic_schemas/* string */.YjP()),
    providerConclusion: opt(classic_schemas/* string */.YjP()),
    url: classic_schemas/* string */.YjP()
        .nullish()
        .transform((v) => v ?? null),
    provider: classic_schemas/* string */.YjP(),
});
const VerificationRunSchema = classic_schemas/* object */.Ikc({
    id: classic_schemas/* string */.YjP(),
    isBisection: classic_schemas/* boolean */.zMY(),
    testBranch: classic_schemas/* string */.YjP(),
    testBranchSha: classic_schemas/* string */.YjP(),
    testBranchCommitUrl: opt(classic_schemas/* string */.YjP()),
    createdAt: classic_schemas/* string */.YjP(),
    updatedAt: classic_schemas/* string */.YjP(),
    status: v2Enum('status', VERIFICATION_RUN_STATUSES),
    requiredStatusesSource: opt(v2Enum('requiredStatusesSource', REQUIRED_STATUSES_SOURCES_V2)),
    requiredStatuses: classic_schemas/* array */.YOg(classic_schemas/* string */.YjP()),
    checks: classic_schemas/* array */.YOg(CheckSchema),
    testedPullRequests: classic_schemas/* array */.YOg(RunPullRequestSchema),
    dependentPullRequests: classic_schemas/* array */.YOg(RunPullRequestSchema),
    testBranchPullRequest: opt(classic_schemas/* object */.Ikc({ number: classic_schemas/* number */.aig(), url: classic_schemas/* string */.YjP() })),
    impactedTargets: opt(classic_schemas/* object */.Ikc({
        all: ImpactedTargetSetSchema,
        testedPullRequestsOnly: opt(ImpactedTargetSetSchema),
    })),
});
const RepositorySchema = classic_schemas/* object */.Ikc({
    id: classic_schemas/* string */.YjP(),
    provider: classic_schemas/* string */.YjP(),
    path: classic_schemas/* string */.YjP(),
    host: classic_schemas/* string */.YjP()
        .nullish()
        .transform((v) => v ?? null),
    url: classic_schemas/* string */.YjP(),
    defaultBranch: classic_schemas/* string */.YjP()
        .nullish()
        .transform((v) => v ?? null),
    isPrivate: classic_schemas/* boolean */.zMY()
        .nullish()
        .transform((v) => v ?? null),
    createdAt: classic_schemas/* string */.YjP(),
    updatedAt: classic_schemas/* string */.YjP(),
});
const RepositoryPageSchema = pageOf(RepositorySchema);
/** The error envelope `{error:{code,message}}`. */
const ErrorEnvelopeSchema = classic_schemas/* object */.Ikc({
    error: classic_schemas/* object */.Ikc({ code: classic_schemas/* string */.YjP(), message: classic_schemas/* string */.YjP() }),
});

;// CONCATENATED MODULE: ./src/client/v2/errors.ts



/** 403 INSUFFICIENT_PERMISSIONS: the key is valid but lacks a permission this request needs. */
class PermissionError extends errors/* AuthError */.lR {
    /** The permission(s) the request needed, as UI labels (e.g. `Merge and cancel PRs`). */
    permissions;
    constructor(ctx, permissions) {
        super(ctx, permissions.length
            ? `the API key lacks the permission ${permissions.map((p) => `"${p}"`).join(' or ')}; ` +
                'an organization admin grants it under Settings → Developer → API Keys (or use a key that has it)'
            : 'the API key lacks a permission this request needs (Settings → Developer → API Keys)');
        this.permissions = permissions;
    }
}
/** What a 404 of each v2 operation means, in the words a user needs. */
const NOT_FOUND_SUBJECT = {
    'mergeQueues.get': 'the merge queue',
    'mergeQueues.delete': 'the merge queue',
    'mergeQueues.order': 'the merge queue',
    'mergeQueues.listPullRequests': 'the merge queue',
    'mergeQueues.updateConfig': 'the merge queue',
    'mergeQueues.pause': 'the merge queue',
    'mergeQueues.resume': 'the merge queue',
    'mergeQueues.drain': 'the merge queue',
    'mergeQueues.switchModes': 'the merge queue',
    'mergeQueues.metrics': 'the merge queue',
    'mergeQueues.submitPullRequest': 'the merge queue',
    'mergeQueues.create': 'the repository',
    'mergeQueues.organizationMetrics': 'the repository',
    'pullRequests.get': 'the pull request',
    'pullRequests.dequeue': 'the pull request',
    'pullRequests.restartTests': 'the pull request',
    'pullRequests.reprioritize': 'the pull request',
    'pullRequests.updateQueueEntry': 'the pull request',
    'impactedTargets.upload': 'the repository or pull request',
    'mergeQueueVerificationRuns.get': 'the verification run (test run)',
    'repositories.resolveByProviderUrl': 'the repository (no repository has that provider URL)',
    'repositories.get': 'the repository',
};
/** The envelope's code and message, when the body is JSON with an `error` object. */
function readEnvelope(res) {
    if (!/json/i.test(res.contentType ?? '') && !/^\s*\{/.test(res.body.toString('utf8', 0, 16))) {
        return undefined;
    }
    try {
        const r = ErrorEnvelopeSchema.safeParse(JSON.parse(res.body.toString('utf8')));
        return r.success ? r.data.error : undefined;
    }
    catch {
        return undefined;
    }
}
const V2_AUTH_SUMMARY = 'the API key was refused. Check that api-token holds a v2 API key (trunk_v2_…) that is still ' +
    'active; workflows run from a fork or by Dependabot get no secrets, so the key is empty there';
/** The JSON object a request sent, if it sent one (a 403 names what its fields needed). */
function requestFields(req) {
    if (!Buffer.isBuffer(req.body))
        return undefined;
    try {
        const v = JSON.parse(req.body.toString('utf8'));
        return v && typeof v === 'object' ? v : undefined;
    }
    catch {
        return undefined;
    }
}
/** The engine's error mapper for v2; `sanitize` makes server text safe to show (key removed). */
function v2ErrorMapper(sanitize) {
    return (ctx, res, req) => {
        const envelope = readEnvelope(res);
        // Read error.code only when the body is JSON with an error object; else go by the status.
        const c = envelope
            ? {
                ...ctx,
                apiCode: envelope.code,
                serverText: sanitize(`${envelope.code}: ${envelope.message}`),
            }
            : ctx;
        if (envelope?.code === 'INSUFFICIENT_PERMISSIONS') {
            return new PermissionError(c, permissionsFor(ctx.operation, requestFields(req)));
        }
        if (c.status === 401 || c.status === 403)
            return new errors/* AuthError */.lR(c, V2_AUTH_SUMMARY);
        if (c.status === 404) {
            return new errors/* NotFoundError */.m_(c, NOT_FOUND_SUBJECT[ctx.operation] ?? 'the resource');
        }
        // 429 is rate limiting whatever its body; 413/504 plain text and unknown codes: by status.
        return (0,errors/* errorForStatus */.U6)(c, res.location);
    };
}

;// CONCATENATED MODULE: ./src/client/v2/pagination.ts
/**
 * A bounded walk over v2's cursor pagination: follows `nextCursor` while `hasMore`, and stops
 * with an error instead of looping when the service repeats a cursor, or says there is more
 * without a cursor to get it.
 */

/** Yields each page `fetchPage(cursor)` returns (the first with no cursor) until the last. */
async function* cursorPages(fetchPage, options) {
    const maxPages = options.maxPages ?? 1_000;
    const seen = new Set();
    let cursor;
    for (let fetched = 1;; fetched++) {
        const page = await fetchPage(cursor);
        yield page;
        if (!page.hasMore)
            return;
        const next = page.nextCursor;
        if (!next) {
            throw new errors/* PaginationError */.XX(options.operation, `the service said there are more rows (hasMore) but sent no nextCursor after ${fetched} page${fetched === 1 ? '' : 's'}; stopped`);
        }
        if (seen.has(next)) {
            throw new errors/* PaginationError */.XX(options.operation, `the service repeated cursor ${JSON.stringify(next.slice(0, 64))} after ${fetched} page${fetched === 1 ? '' : 's'}; stopped instead of looping`);
        }
        if (fetched >= maxPages) {
            throw new errors/* PaginationError */.XX(options.operation, `more than ${maxPages} pages; stopped`);
        }
        seen.add(next);
        cursor = next;
    }
}
/** Every row of every page. */
async function allRows(fetchPage, options) {
    const rows = [];
    for await (const page of cursorPages(fetchPage, options))
        rows.push(...page.data);
    return rows;
}

;// CONCATENATED MODULE: ./src/wire/v2/keys.ts
/** Where the v2 API lives and what its keys look like. */
/** The v2 API's base address: the host; every path carries `/v2` itself. */
const V2_DEFAULT_BASE_URL = 'https://api.trunk.io';
/** The prefix of a v2 API key. */
const V2_KEY_PREFIX = 'trunk_v2_';

;// CONCATENATED MODULE: ./src/client/v2/client.ts
/**
 * The typed client of Trunk's v2 API (the merge-queue, pull-request, impacted-target,
 * verification-run and repository operations): Bearer API keys, the v1 engine's retries,
 * deadlines, cancellation, proxy and loopback-only `http:` rule, strict request schemas, lenient
 * response schemas, cursor pagination, and writes that are never sent twice blindly (the service
 * does not honour Idempotency-Key): after a failure whose outcome is unknown, each write reads the
 * resource back first and sends again only when the read shows it did not land.
 */








/**
 * The least time between two reads under `/v2/pull-requests` (the service allows 5 a second per
 * key): 220 ms keeps the client under it with room for timer jitter.
 */
const V2_PULL_REQUEST_READ_INTERVAL_MS = 220;
/** Allowance for clock skew between this machine and the service when comparing times. */
const CLOCK_SKEW_MS = 5_000;
/** True when a token is a v2 API key (`trunk_v2_…`): the action then uses the v2 API. */
function isV2ApiKey(token) {
    return token.startsWith(V2_KEY_PREFIX);
}
/** Checks a v2 base URL: the host root (paths carry `/v2`), never a v1 address. */
function checkV2BaseUrl(raw) {
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        throw new errors/* ClientConfigError */.CD(`the v2 base URL ${JSON.stringify(raw)} is not a URL; expected e.g. ${V2_DEFAULT_BASE_URL}`);
    }
    const path = url.pathname.replace(/\/+$/, '');
    if (/\/v1$/i.test(path)) {
        throw new errors/* ClientConfigError */.CD(`the base URL ${url.origin}${path} is a v1 address, but a v2 API key (trunk_v2_…) needs the v2 API: use ${url.origin} (v2 paths carry /v2 themselves)`);
    }
    if (/\/v2$/i.test(path)) {
        throw new errors/* ClientConfigError */.CD(`the v2 base URL must not end in /v2 (its paths carry /v2 themselves): use ${url.origin}${path.slice(0, -3)}`);
    }
    return raw;
}
/** The typed v2 client. Create one per run; call {@link TrunkV2Client.close} when done. */
class TrunkV2Client {
    engine;
    prReadIntervalMs;
    prReadChain = Promise.resolve();
    lastPrReadAt = -Infinity;
    constructor(options = {}) {
        const { token, pullRequestReadIntervalMs, ...rest } = options;
        if (token !== undefined && token !== '' && !isV2ApiKey(token)) {
            throw new errors/* ClientConfigError */.CD(`the v2 API needs an API key that starts with ${V2_KEY_PREFIX} (the organization API token works only with the v1 API)`);
        }
        const engine = new client_engine/* RequestEngine */.SQ({
            ...rest,
            baseUrl: checkV2BaseUrl(options.baseUrl ?? V2_DEFAULT_BASE_URL),
            token,
            auth: 'bearer',
            errorFor: v2ErrorMapper((t) => engine.sanitize(t)),
        });
        this.engine = engine;
        this.prReadIntervalMs = pullRequestReadIntervalMs ?? V2_PULL_REQUEST_READ_INTERVAL_MS;
    }
    /** The base address every operation goes to. */
    get baseUrl() {
        return this.engine.baseUrl;
    }
    /** Retry and timeout settings in force. */
    get policy() {
        return this.engine.policy;
    }
    /** The run-wide retry budget this client draws on. */
    get budget() {
        return this.engine.budget;
    }
    /** Closes the connections this client opened. */
    close() {
        return this.engine.close();
    }
    // ---- Plumbing -----------------------------------------------------------------------------
    request(operation, method, path, body, query) {
        return {
            operation,
            method,
            path,
            query,
            body: body === undefined ? undefined : Buffer.from(JSON.stringify(body), 'utf8'),
            accept: 'application/json',
            headers: this.engine.headers(operation, body !== undefined),
        };
    }
    /** Waits so that reads under /v2/pull-requests stay under the per-key limit. */
    async spacePullRequestRead(signal) {
        const turn = this.prReadChain.then(async () => {
            const wait = this.lastPrReadAt + this.prReadIntervalMs - this.engine.clock.now();
            if (wait > 0)
                await this.engine.clock.sleep(wait, signal);
            this.lastPrReadAt = this.engine.clock.now();
        });
        this.prReadChain = turn.catch(() => undefined);
        await turn;
    }
    async read(operation, path, schema, call, query) {
        if (path.startsWith('/v2/pull-requests'))
            await this.spacePullRequestRead(call.signal);
        return this.engine.exchange({
            operation,
            idempotency: 'read',
            request: this.request(operation, 'GET', path, undefined, query),
            parse: (res) => this.engine.parseJson(operation, schema, res),
        }, call);
    }
    async write(operation, method, path, body, schema, call, options = {}) {
        let value;
        const r = await this.engine.exchangeWrite(operation, this.request(operation, method, path, body), call, {
            idempotency: options.idempotency ?? 'reconcile',
            landedStatuses: options.landedStatuses,
            onSuccess: (res) => {
                if (schema && res.status >= 200 && res.status < 300 && res.status !== 204) {
                    value = this.engine.parseJson(operation, schema, res);
                }
            },
            reconcile: options.settle
                ? async (firstSentAt, c) => {
                    const s = await options.settle(firstSentAt, c);
                    this.engine.emit({
                        type: 'reconcile',
                        operation,
                        outcome: s.landed ? 'landed' : 'resend',
                    });
                    if (!s.landed)
                        return 'resend';
                    value = s.observed;
                    return { value: undefined };
                }
                : undefined,
        });
        return { ...r, value };
    }
    validate(operation, schema, input) {
        return this.engine.validate(operation, schema, input);
    }
    /** Checks an id that goes into a path (nothing is sent with a wrong one). */
    id(operation, value, uuid = false) {
        this.validate(operation, classic_schemas/* object */.Ikc({ id: uuid ? UuidSchema : IdSchema }), { id: value });
        return encodeURIComponent(value);
    }
    // ---- Merge queues -------------------------------------------------------------------------
    /** One page of the organization's merge queues (optionally one repository's, one branch's). */
    async listMergeQueues(query = {}, call = {}) {
        const op = 'mergeQueues.list';
        const q = this.validate(op, ListMergeQueuesQuerySchema, query);
        return this.read(op, '/v2/merge-queues', MergeQueuePageSchema, call, queryOf(q));
    }
    /** Every merge queue the query matches, all pages read. */
    async listAllMergeQueues(query = {}, call = {}) {
        return allRows((cursor) => this.listMergeQueues({ limit: 100, ...query, cursor }, call), {
            operation: 'mergeQueues.list',
        });
    }
    /** One merge queue; {@link NotFoundError} when there is none with that id. */
    async getMergeQueue(id, call = {}) {
        const op = 'mergeQueues.get';
        return this.read(op, `/v2/merge-queues/${this.id(op, id)}`, MergeQueueSchema, call);
    }
    /** The queue's dispatch order (batches, pending, awaiting admission). */
    async getMergeQueueOrder(id, call = {}) {
        const op = 'mergeQueues.order';
        return this.read(op, `/v2/merge-queues/${this.id(op, id)}/order`, MergeQueueOrderSchema, call);
    }
    /** One page of a queue's pull requests (most recently enqueued first). */
    async listQueuePullRequests(id, query = {}, call = {}) {
        const op = 'mergeQueues.listPullRequests';
        const { states, ...q } = this.validate(op, ListQueuePullRequestsQuerySchema, query);
        const params = queryOf(q);
        if (states)
            params.state = states.join(',');
        return this.read(op, `/v2/merge-queues/${this.id(op, id)}/pull-requests`, PullRequestPageSchema, call, params);
    }
    /** Every pull request of a queue the query matches, all pages read. */
    async listAllQueuePullRequests(id, query = {}, call = {}) {
        return allRows((cursor) => this.listQueuePullRequests(id, { limit: 100, ...query, cursor }, call), { operation: 'mergeQueues.listPullRequests' });
    }
    /**
     * Creates a merge queue. The service's create is not atomic and a retry answers 409: after an
     * unknown outcome the client looks the queue up and sends again only when it is not there.
     */
    async createMergeQueue(req, call = {}) {
        const op = 'mergeQueues.create';
        const body = this.validate(op, CreateMergeQueueRequestSchema, req);
        return this.write(op, 'POST', '/v2/merge-queues', body, MergeQueueSchema, call, {
            landedStatuses: [409],
            settle: async (_at, c) => {
                const found = await this.listMergeQueues({ repositoryId: body.repositoryId, targetBranch: body.targetBranch, limit: 1 }, c);
                const q = found.data[0];
                return q ? { landed: true, observed: q } : { landed: false };
            },
        });
    }
    /** Deletes an empty queue; after an unknown outcome, a 404 (read or re-send) means it landed. */
    async deleteMergeQueue(id, call = {}) {
        const op = 'mergeQueues.delete';
        const path = `/v2/merge-queues/${this.id(op, id)}`;
        return this.write(op, 'DELETE', path, undefined, undefined, call, {
            landedStatuses: [404],
            settle: async (_at, c) => {
                try {
                    await this.getMergeQueue(id, c);
                    return { landed: false };
                }
                catch (e) {
                    if (e instanceof errors/* NotFoundError */.m_)
                        return { landed: true };
                    throw e;
                }
            },
        });
    }
    /** Pauses, resumes (running) or drains a queue; after an unknown outcome the state is read. */
    async setMergeQueueState(id, action, call = {}) {
        const op = `mergeQueues.${action}`;
        const wanted = { pause: 'paused', resume: 'running', drain: 'draining' }[action];
        const path = `/v2/merge-queues/${this.id(op, id)}/${action}`;
        return this.write(op, 'POST', path, undefined, MergeQueueStateChangeSchema, call, {
            settle: async (_at, c) => {
                const q = await this.getMergeQueue(id, c);
                return q.state === wanted
                    ? {
                        landed: true,
                        observed: {
                            id: q.id,
                            state: q.state,
                            mode: q.mode,
                            pullRequestsUrl: q.pullRequestsUrl,
                        },
                    }
                    : { landed: false };
            },
        });
    }
    /** Starts a switch between queue and graph mode (same mode: nothing to do). */
    async switchMergeQueueMode(id, mode, call = {}) {
        const op = 'mergeQueues.switchModes';
        const body = this.validate(op, SwitchModesRequestSchema, { mode });
        const path = `/v2/merge-queues/${this.id(op, id)}/switch-modes`;
        return this.write(op, 'POST', path, body, MergeQueueStateChangeSchema, call, {
            settle: async (_at, c) => {
                const q = await this.getMergeQueue(id, c);
                const landed = q.mode === mode || q.state === 'switchingModes';
                return landed
                    ? {
                        landed,
                        observed: {
                            id: q.id,
                            state: q.state,
                            mode: q.mode,
                            pullRequestsUrl: q.pullRequestsUrl,
                        },
                    }
                    : { landed: false };
            },
        });
    }
    /** Changes the given settings (JSON Merge Patch); after an unknown outcome it reads them back. */
    async updateMergeQueueConfig(id, patch, call = {}) {
        const op = 'mergeQueues.updateConfig';
        const body = this.validate(op, UpdateMergeQueueConfigRequestSchema, patch);
        const path = `/v2/merge-queues/${this.id(op, id)}/config`;
        return this.write(op, 'PATCH', path, body, MergeQueueSchema, call, {
            settle: async (_at, c) => {
                const q = await this.getMergeQueue(id, c);
                const config = q.config;
                const landed = Object.entries(body).every(([k, v]) => JSON.stringify(config[k]) === JSON.stringify(v));
                return landed ? { landed, observed: q } : { landed: false };
            },
        });
    }
    /** The queues' metrics in Prometheus text: every queue's, or one repository's, or one queue's. */
    async getMetrics(scope = {}, call = {}) {
        const op = scope.mergeQueueId ? 'mergeQueues.metrics' : 'mergeQueues.organizationMetrics';
        const query = {};
        let path = '/v2/merge-queues/metrics';
        if (scope.mergeQueueId)
            path = `/v2/merge-queues/${this.id(op, scope.mergeQueueId)}/metrics`;
        else if (scope.repositoryId) {
            this.validate(op, UuidSchema, scope.repositoryId);
            query.repositoryId = scope.repositoryId;
        }
        return this.engine.exchange({
            operation: op,
            idempotency: 'read',
            request: { ...this.request(op, 'GET', path, undefined, query), accept: 'text/plain' },
            parse: (res) => ({ text: res.body.toString('utf8'), contentType: res.contentType }),
        }, call);
    }
    // ---- Pull requests ------------------------------------------------------------------------
    /**
     * Submits a PR to a queue. After an unknown outcome it resolves the PR by repository and number
     * and sends again only when its entry is not in this queue; a 409 PR_ALREADY_ENQUEUED on that
     * re-send means the first one landed. Without an unknown outcome a 409 is a {@link ConflictError}.
     */
    async submitPullRequest(queueId, req, call = {}) {
        const op = 'mergeQueues.submitPullRequest';
        const body = this.validate(op, SubmitPullRequestRequestSchema, req);
        const path = `/v2/merge-queues/${this.id(op, queueId)}/pull-requests`;
        return this.write(op, 'POST', path, body, V2PullRequestSchema, call, {
            landedStatuses: [409],
            settle: async (firstSentAt, c) => {
                const repositoryId = call.repositoryId ?? (await this.getMergeQueue(queueId, c)).repositoryId;
                const page = await this.resolvePullRequests({ repositoryId, numbers: [body.number] }, c);
                const pr = page.data.find((p) => p.number === body.number);
                const entry = pr?.queueEntry;
                if (!pr || !entry || entry.mergeQueueId !== queueId)
                    return { landed: false };
                if (!isTerminalEntryState(entry.state))
                    return { landed: true, observed: pr };
                // It left the queue since the first send: that send landed; sending again would re-queue.
                return changedSince(entry.stateChangedAt, firstSentAt)
                    ? { landed: true, observed: pr }
                    : { landed: false };
            },
        });
    }
    /** PRs by repository and numbers (≤50) or head branch; one page. */
    async resolvePullRequests(query, call = {}) {
        const op = 'pullRequests.resolveByCoordinates';
        const { numbers, ...q } = this.validate(op, ResolvePullRequestsQuerySchema, query);
        const params = queryOf(q);
        if (numbers) {
            params.number = numbers.join(',');
            params.limit ??= String(Math.max(numbers.length, 1));
        }
        return this.read(op, '/v2/pull-requests', PullRequestPageSchema, call, params);
    }
    /** One PR by its id (with its queue entry, if it was ever submitted). */
    async getPullRequest(id, call = {}) {
        const op = 'pullRequests.get';
        return this.read(op, `/v2/pull-requests/${this.id(op, id, true)}`, V2PullRequestSchema, call);
    }
    /** Removes a PR from its queue; after an unknown outcome it reads the PR's entry first. */
    async dequeuePullRequest(id, call = {}) {
        const op = 'pullRequests.dequeue';
        const path = `/v2/pull-requests/${this.id(op, id, true)}/dequeue`;
        return this.write(op, 'POST', path, undefined, V2PullRequestSchema, call, {
            landedStatuses: [409],
            settle: async (_at, c) => {
                const pr = await this.getPullRequest(id, c);
                const state = pr.queueEntry?.state;
                return state !== undefined && isTerminalEntryState(state)
                    ? { landed: true, observed: pr }
                    : { landed: false };
            },
        });
    }
    /**
     * Restarts a PR's tests. Disruptive and not idempotent (a blind retry restarts twice): after
     * an unknown outcome, a state change of the entry since the first send means it landed.
     */
    async restartPullRequestTests(id, call = {}) {
        const op = 'pullRequests.restartTests';
        const path = `/v2/pull-requests/${this.id(op, id, true)}/restart-tests`;
        return this.write(op, 'POST', path, undefined, V2PullRequestSchema, call, {
            settle: async (firstSentAt, c) => {
                const pr = await this.getPullRequest(id, c);
                const at = pr.queueEntry?.stateChangedAt;
                return at !== undefined && changedSince(at, firstSentAt)
                    ? { landed: true, observed: pr }
                    : { landed: false };
            },
        });
    }
    /** Changes a queued PR's priority; after an unknown outcome it reads the priority back. */
    async reprioritizePullRequest(id, req, call = {}) {
        const op = 'pullRequests.reprioritize';
        const body = this.validate(op, ReprioritizeRequestSchema, req);
        const path = `/v2/pull-requests/${this.id(op, id, true)}/reprioritize`;
        return this.write(op, 'POST', path, body, V2PullRequestSchema, call, {
            settle: async (_at, c) => {
                const pr = await this.getPullRequest(id, c);
                const e = pr.queueEntry;
                const landed = !!e &&
                    (body.priorityValue !== undefined
                        ? e.priorityValue === body.priorityValue
                        : e.priorityName === body.priorityName);
                return landed ? { landed, observed: pr } : { landed: false };
            },
        });
    }
    /** Patches a queued PR's entry (priority, batching, direct); reads back after an unknown outcome. */
    async updateQueueEntry(id, req, call = {}) {
        const op = 'pullRequests.updateQueueEntry';
        const body = this.validate(op, UpdateQueueEntryRequestSchema, req);
        const path = `/v2/pull-requests/${this.id(op, id, true)}/queue-entry`;
        return this.write(op, 'PATCH', path, body, V2PullRequestSchema, call, {
            settle: async (_at, c) => {
                const pr = await this.getPullRequest(id, c);
                const e = pr.queueEntry;
                const landed = !!e && Object.entries(body).every(([k, v]) => e[k] === v);
                return landed ? { landed, observed: pr } : { landed: false };
            },
        });
    }
    /**
     * Uploads a PR's impacted targets (answered 202). A PUT that replaces the PR's targets for
     * one sha: sending it again sets the same thing, so it is retried like v1's setImpactedTargets.
     */
    async uploadImpactedTargets(req, call = {}) {
        const op = 'impactedTargets.upload';
        const body = this.validate(op, UploadImpactedTargetsRequestSchema, req);
        return this.write(op, 'PUT', '/v2/impacted-targets', body, undefined, call, {
            idempotency: 'idempotent',
        });
    }
    // ---- Verification runs and repositories ---------------------------------------------------
    /** One verification run (v1's test run) by id. */
    async getVerificationRun(id, call = {}) {
        const op = 'mergeQueueVerificationRuns.get';
        return this.read(op, `/v2/merge-queue-verification-runs/${this.id(op, id)}`, VerificationRunSchema, call);
    }
    /** The repositories a provider URL names (e.g. `https://github.com/acme/widgets`). */
    async resolveRepository(providerUrl, page = {}, call = {}) {
        const op = 'repositories.resolveByProviderUrl';
        this.validate(op, ProviderUrlSchema, providerUrl);
        const p = this.validate(op, PaginationQuerySchema, page);
        return this.read(op, '/v2/repositories', RepositoryPageSchema, call, {
            ...queryOf(p),
            providerUrl,
        });
    }
    /** One repository by id. */
    async getRepository(id, call = {}) {
        const op = 'repositories.get';
        return this.read(op, `/v2/repositories/${this.id(op, id, true)}`, RepositorySchema, call);
    }
}
/** True for merged, failed, cancelled. */
function isTerminalEntryState(state) {
    return TERMINAL_QUEUE_ENTRY_STATES.includes(state);
}
function changedSince(at, firstSentAt) {
    const t = Date.parse(at);
    return !Number.isNaN(t) && t >= firstSentAt - CLOCK_SKEW_MS;
}
/** A query object as URL parameters (undefined dropped, numbers and booleans as text). */
function queryOf(q) {
    const out = {};
    for (const [k, v] of Object.entries(q))
        if (v !== undefined)
            out[k] = String(v);
    return out;
}

;// CONCATENATED MODULE: ./src/client/v2/mapping.ts
/**
 * v2 answers in v1's shapes, so a command reads the same fields and outputs the same values on
 * either API: camelCase states to v1's snake_case (`testsPassed` → `tests_passed`), queue modes
 * (`queue` → `single`, `graph` → `parallel`), renamed fields (migrate guide, notes §10). What
 * only v2 has rides along in an optional `v2` field of each result.
 */

/** `testsPassed` → `tests_passed`; unknown values the same way (v1 is snake_case throughout). */
function snakeCase(value) {
    return value.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}
/** `bisection_skip_redundant_tests` → `bisectionSkipRedundantTests`. */
function camelCase(value) {
    return value.replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());
}
/** v2 mode → v1 mode. */
function v1Mode(mode) {
    return mode === 'queue' ? 'single' : mode === 'graph' ? 'parallel' : snakeCase(mode);
}
/** v1 mode → v2 mode. */
function v2Mode(mode) {
    return mode === 'single' ? 'queue' : 'graph';
}
/** The priority name of a value when the service sent none: the named level at or above it. */
function nameOfPriority(value) {
    if (value <= enums/* PRIORITY_NAMES */.iR.urgent)
        return 'urgent';
    if (value <= enums/* PRIORITY_NAMES */.iR.high)
        return 'high';
    if (value <= enums/* PRIORITY_NAMES */.iR.medium)
        return 'medium';
    return 'low';
}
/** A v2 PR with a queue entry as v1's getSubmittedPullRequest record. */
function toSubmittedPullRequest(pr) {
    const e = pr.queueEntry;
    if (!e)
        throw new Error(`pull request #${pr.number} has no queue entry`);
    const priorityValue = e.priorityValue ?? enums/* PRIORITY_NAMES */.iR.medium;
    return {
        id: e.id,
        state: snakeCase(e.state),
        readiness: {
            hasImpactedTargets: e.readiness.hasImpactedTargets,
            requiresImpactedTargets: e.readiness.requiresImpactedTargets,
            doesBaseBranchMatch: e.readiness.doesBaseBranchMatch,
            gitHubMergeability: snakeCase(e.readiness.mergeability),
        },
        stateChangedAt: e.stateChangedAt,
        priorityValue,
        priorityName: e.priorityName ?? nameOfPriority(priorityValue),
        usedDefaultPriorityName: e.usedDefaultPriorityName,
        skipTheLine: e.skipsTheLine,
        noBatch: !e.allowBatching,
        forceEnqueued: e.direct,
        isCurrentlySubmittedToQueue: pr.isCurrentlySubmittedToQueue,
        prNumber: pr.number,
        prTitle: pr.title,
        prSha: pr.sha,
        prBaseBranch: pr.baseBranch,
        prAuthor: pr.author,
        verifiedByTestRun: e.verifiedByVerificationRunId,
        v2: {
            pullRequestId: pr.id,
            mergeQueueId: e.mergeQueueId,
            readiness: e.readiness,
            verifiedByVerificationRunId: e.verifiedByVerificationRunId,
            direct: e.direct,
            url: pr.url,
            htmlUrl: pr.htmlUrl,
        },
    };
}
/** A v2 PR as one element of v1's getQueue `enqueuedPullRequests`. */
function toEnqueuedPullRequest(pr) {
    const s = toSubmittedPullRequest(pr);
    return {
        id: s.id,
        state: s.state,
        stateChangedAt: s.stateChangedAt,
        priorityValue: s.priorityValue,
        priorityName: s.priorityName,
        usedDefaultPriorityName: s.usedDefaultPriorityName,
        skipTheLine: s.skipTheLine,
        noBatch: s.noBatch ?? false,
        prNumber: s.prNumber,
        prTitle: s.prTitle,
        prSha: s.prSha,
        prBaseBranch: s.prBaseBranch,
        prAuthor: s.prAuthor,
    };
}
/** A v2 merge queue as v1's queue configuration. */
function toQueueConfig(q) {
    const c = q.config;
    return {
        state: snakeCase(q.state),
        branch: q.targetBranch,
        concurrency: c.concurrency,
        testingTimeoutMinutes: c.testingTimeoutMinutes,
        mode: v1Mode(q.mode),
        canOptimisticallyMerge: c.canOptimisticallyMerge,
        pendingFailureDepth: c.pendingFailureDepth,
        batch: c.allowBatching,
        batchingMaxWaitTimeMinutes: c.batchingMaxWaitTimeMinutes,
        batchingMinSize: c.batchingMinSize,
        createPrsForTestingBranches: c.createsPrsForTestingBranches,
        commentsEnabled: c.areCommentsEnabled,
        commandsEnabled: c.areCommandsEnabled,
        statusCheckEnabled: c.isStatusCheckEnabled,
        bisectionConcurrency: c.bisectionConcurrency,
        // v2 has no "no override" value: an empty list is what a queue without one shows, as v1's null.
        requiredStatuses: c.requiredStatuses.length ? [...c.requiredStatuses] : null,
        directMergeMode: c.directMergeMode,
        optimizationMode: snakeCase(c.optimizationMode),
        mergeMethod: snakeCase(c.mergeMethod),
        v2: {
            mergeQueueId: q.id,
            repositoryId: q.repositoryId,
            managedState: q.managedState,
            htmlUrl: q.htmlUrl,
            config: c,
        },
    };
}
/** Renames of v1 settings whose v2 name differs (values carried over as they are). */
const RENAMED = {
    batch: 'allowBatching',
    commentsEnabled: 'areCommentsEnabled',
    commandsEnabled: 'areCommandsEnabled',
    statusCheckEnabled: 'isStatusCheckEnabled',
    createPrsForTestingBranches: 'createsPrsForTestingBranches',
};
/** Splits v1 settings into v2's writes (renames, camelCase values, state and mode separate). */
function toV2QueueWrites(settings) {
    const config = {};
    const out = { config };
    for (const [key, value] of Object.entries(settings)) {
        if (value === undefined)
            continue;
        switch (key) {
            case 'state':
                out.state = value === 'paused' ? 'pause' : value === 'draining' ? 'drain' : 'resume';
                break;
            case 'mode':
                out.mode = v2Mode(value);
                break;
            case 'requiredStatuses':
                // v1 ignores an empty list (deleteRequiredStatuses clears); v2's [] would clear.
                if (value.length)
                    config.requiredStatuses = value;
                break;
            case 'deleteRequiredStatuses':
                if (value === true)
                    config.requiredStatuses = [];
                break;
            case 'optimizationMode':
            case 'mergeMethod':
                config[key] = camelCase(value);
                break;
            default:
                config[RENAMED[key] ?? key] = value;
        }
    }
    return out;
}
/** A v2 check as v1's upper-case GitHub value, from the provider's own when sent. */
function checkRunStatus(c) {
    return c.providerStatus ?? snakeCase(c.status).toUpperCase();
}
function checkRunConclusion(c) {
    if (c.status !== 'completed')
        return undefined;
    if (c.providerConclusion)
        return c.providerConclusion;
    return c.conclusion === 'timeout' ? 'TIMED_OUT' : c.conclusion.toUpperCase();
}
function statusCheckState(c) {
    if (c.providerConclusion &&
        ['ERROR', 'FAILURE', 'PENDING', 'SUCCESS'].includes(c.providerConclusion)) {
        return c.providerConclusion;
    }
    if (c.status !== 'completed')
        return 'PENDING';
    if (c.conclusion === 'success')
        return 'SUCCESS';
    if (c.conclusion === 'cancelled')
        return 'ERROR';
    return 'FAILURE';
}
/** A v2 verification run as v1's getMergeQueueTestingDetails answer. */
function toTestingDetails(run) {
    const checkRuns = run.checks.filter((c) => c.kind === 'checkRun');
    const statusChecks = run.checks.filter((c) => c.kind === 'statusCheck');
    const targets = (set) => set === undefined ? undefined : set.impactsAllTargets ? ['ALL'] : [...set.impactedTargets];
    return {
        requiredStatuses: [...run.requiredStatuses],
        requiredStatusesSource: run.requiredStatusesSource === undefined ? undefined : snakeCase(run.requiredStatusesSource),
        testBranch: run.testBranch,
        testBranchSha: run.testBranchSha,
        createdAt: run.createdAt,
        status: snakeCase(run.status),
        checkSuites: checkRuns.length
            ? [
                {
                    checkRuns: checkRuns.map((c) => ({
                        name: c.name,
                        url: c.url ?? '',
                        status: checkRunStatus(c),
                        conclusion: checkRunConclusion(c),
                    })),
                },
            ]
            : [],
        statusChecks: statusChecks.map((c) => ({
            context: c.name,
            url: c.url ?? undefined,
            state: statusCheckState(c),
        })),
        testedPullRequests: run.testedPullRequests.map((p) => ({
            prNumber: p.number,
            prUrl: p.url ?? '',
            title: p.title,
        })),
        impactedTargets: targets(run.impactedTargets?.all),
        impactedTargetsForTestedPrs: targets(run.impactedTargets?.testedPullRequestsOnly),
        dependentPrs: run.dependentPullRequests.map((p) => p.number),
        v2: {
            verificationRunId: run.id,
            isBisection: run.isBisection,
            updatedAt: run.updatedAt,
            testBranchCommitUrl: run.testBranchCommitUrl,
            testBranchPullRequest: run.testBranchPullRequest,
            checks: run.checks,
        },
    };
}

;// CONCATENATED MODULE: ./src/client/v2/adapter.ts






/** `https://github.com/acme/app` in one spelling (lowercase, no `.git`, no trailing slash). */
function normalizeRepoUrl(url) {
    return url
        .trim()
        .toLowerCase()
        .replace(/\/+$/, '')
        .replace(/\.git$/, '');
}
function repoUrlOf(repo) {
    return `https://${repo.host}/${repo.owner}/${repo.name}`;
}
function queueKey(repoUrl, branch) {
    return `${normalizeRepoUrl(repoUrl)}#${branch}`;
}
/** The merge-queue client over v2. Create one per run; call {@link close} when done. */
class TrunkV2MergeQueueClient {
    /** The typed v2 client underneath (for what v1 has no method for). */
    api;
    /** Which API this client speaks, for logs and the `api-version` output. */
    apiVersion = 'v2';
    queues = new Map();
    repositories = new Map();
    pullRequestIds = new Map();
    listedAllQueues = false;
    constructor(options = {}) {
        this.api = new TrunkV2Client(options);
    }
    get baseUrl() {
        return this.api.baseUrl;
    }
    get policy() {
        return this.api.policy;
    }
    get budget() {
        return this.api.budget;
    }
    close() {
        return this.api.close();
    }
    // ---- Id resolution ------------------------------------------------------------------------
    remember(q) {
        const ids = { id: q.id, repositoryId: q.repositoryId };
        this.queues.set(queueKey(q.repositoryUrl, q.targetBranch), ids);
        this.repositories.set(normalizeRepoUrl(q.repositoryUrl), q.repositoryId);
        return ids;
    }
    forget(repo, branch) {
        this.queues.delete(queueKey(repoUrlOf(repo), branch));
    }
    /** Lists the organization's queues once per run (`GET /v2/merge-queues?limit=100`, all pages). */
    async listQueues(call) {
        const all = await this.api.listAllMergeQueues({}, call);
        for (const q of all)
            this.remember(q);
        this.listedAllQueues = true;
    }
    /** The queue's ids, or undefined when there is no queue for the repository and branch. */
    async findQueue(repo, branch, call) {
        const key = queueKey(repoUrlOf(repo), branch);
        const cached = this.queues.get(key);
        if (cached)
            return cached;
        const repositoryId = this.repositories.get(normalizeRepoUrl(repoUrlOf(repo)));
        if (repositoryId) {
            const page = await this.api.listMergeQueues({ repositoryId, targetBranch: branch, limit: 1 }, call);
            return page.data[0] ? this.remember(page.data[0]) : undefined;
        }
        if (!this.listedAllQueues)
            await this.listQueues(call);
        return this.queues.get(key);
    }
    /** The queue's ids; the v1 operation's {@link NotFoundError} when there is no such queue. */
    async queueOf(operation, repo, branch, call, what = 'the merge queue (check repository and target branch)') {
        const q = await this.findQueue(repo, branch, call);
        if (q)
            return q;
        throw new errors/* NotFoundError */.m_({ operation }, what).withNote(`No v2 merge queue of ${repoUrlOf(repo)} has target branch ${JSON.stringify(branch)}.`);
    }
    /** Runs `fn` with the queue's ids; a cached id the service no longer knows is resolved anew. */
    async withQueue(operation, ref, call, fn, what) {
        const key = queueKey(repoUrlOf(ref.repo), ref.targetBranch);
        const wasCached = this.queues.has(key);
        const q = await this.queueOf(operation, ref.repo, ref.targetBranch, call, what);
        try {
            return await fn(q);
        }
        catch (e) {
            if (!(e instanceof errors/* NotFoundError */.m_) || !wasCached || e.apiCode !== 'MERGE_QUEUE_NOT_FOUND') {
                throw e;
            }
            // Deleted (and maybe re-created) since it was cached: look it up once more.
            this.forget(ref.repo, ref.targetBranch);
            this.listedAllQueues = false;
            return fn(await this.queueOf(operation, ref.repo, ref.targetBranch, call, what));
        }
    }
    /** The repository's id: from the queue list, else `GET /v2/repositories?providerUrl=`. */
    async repositoryIdOf(operation, repo, call) {
        const url = normalizeRepoUrl(repoUrlOf(repo));
        let id = this.repositories.get(url);
        if (id)
            return id;
        if (!this.listedAllQueues) {
            await this.listQueues(call);
            id = this.repositories.get(url);
            if (id)
                return id;
        }
        const page = await this.api.resolveRepository(repoUrlOf(repo), { limit: 1 }, call);
        id = page.data[0]?.id;
        if (!id) {
            throw new errors/* NotFoundError */.m_({ operation }, 'the repository').withNote(`Trunk knows no repository at ${repoUrlOf(repo)}.`);
        }
        this.repositories.set(url, id);
        return id;
    }
    /**
     * The PR as v2 knows it, or undefined when it does not (never indexed): the first lookup
     * resolves its number (`GET /v2/pull-requests?repositoryId=&number=`), later ones read it by id.
     */
    async pullRequestOf(repositoryId, number, call) {
        const key = `${repositoryId}#${number}`;
        const id = this.pullRequestIds.get(key);
        if (id) {
            try {
                return await this.api.getPullRequest(id, call);
            }
            catch (e) {
                if (!(e instanceof errors/* NotFoundError */.m_))
                    throw e;
                this.pullRequestIds.delete(key);
            }
        }
        const page = await this.api.resolvePullRequests({ repositoryId, numbers: [number] }, call);
        const pr = page.data.find((p) => p.number === number);
        if (pr)
            this.pullRequestIds.set(key, pr.id);
        return pr;
    }
    /** The PR if its latest queue entry belongs to this queue; else null (v1's 404). */
    async entryIn(q, number, call) {
        const pr = await this.pullRequestOf(q.repositoryId, number, call);
        if (!pr?.queueEntry || pr.queueEntry.mergeQueueId !== q.id)
            return null;
        return pr;
    }
    // ---- Pull requests ------------------------------------------------------------------------
    /**
     * Submits a PR. A PR already in the queue (v2's 409 PR_ALREADY_ENQUEUED) is not an error, as on
     * v1: with a priority asked it is re-prioritized, with no-batch asked its entry stops batching,
     * else its current state is reported (`alreadyQueued`).
     */
    async submitPullRequest(req, call = {}) {
        const op = 'submitPullRequest';
        const v1 = this.api.engine.validate(op, schemas/* SubmitPullRequestRequestSchema */.xD, req);
        const body = { number: v1.pr.number };
        if (v1.priority !== undefined) {
            if (typeof v1.priority === 'number')
                body.priorityValue = v1.priority;
            else
                body.priorityName = v1.priority;
        }
        if (v1.noBatch === true)
            body.allowBatching = false;
        return this.withQueue(op, v1, call, async (q) => {
            try {
                const r = await this.api.submitPullRequest(q.id, body, {
                    ...call,
                    repositoryId: q.repositoryId,
                });
                if (r.value)
                    this.pullRequestIds.set(`${q.repositoryId}#${v1.pr.number}`, r.value.id);
                const observed = r.reconciled && r.value?.queueEntry ? toSubmittedPullRequest(r.value) : undefined;
                return { ...withoutValue(r), observed };
            }
            catch (e) {
                if (!(e instanceof errors/* ConflictError */.fK) || e.apiCode !== 'PR_ALREADY_ENQUEUED')
                    throw e;
                return this.resubmit(q, v1.pr.number, body, e, call);
            }
        });
    }
    /** v1's resubmit of a queued PR: change what was asked, else report it as it is. */
    async resubmit(q, number, body, conflict, call) {
        let pr = await this.pullRequestOf(q.repositoryId, number, call);
        if (!pr?.queueEntry)
            throw conflict;
        let attempts = conflict.attempts;
        let reconciled = false;
        const e = pr.queueEntry;
        const wantedValue = body.priorityValue ?? (body.priorityName ? (0,client/* priorityValueOf */.bE)(body.priorityName) : undefined);
        if (wantedValue !== undefined && e.priorityValue !== wantedValue) {
            const r = await this.api.reprioritizePullRequest(pr.id, body.priorityValue !== undefined
                ? { priorityValue: body.priorityValue }
                : { priorityName: body.priorityName }, call);
            attempts += r.attempts;
            reconciled ||= r.reconciled;
            pr = r.value ?? pr;
        }
        if (body.allowBatching === false && pr.queueEntry?.allowBatching !== false) {
            const r = await this.api.updateQueueEntry(pr.id, { allowBatching: false }, call);
            attempts += r.attempts;
            reconciled ||= r.reconciled;
            pr = r.value ?? pr;
        }
        return {
            status: conflict.status,
            attempts,
            reconciled,
            requestBytes: 0,
            requestId: conflict.requestId,
            observed: pr.queueEntry ? toSubmittedPullRequest(pr) : undefined,
            alreadyQueued: true,
        };
    }
    /** Removes a PR from the queue; {@link NotFoundError} when it is not in this queue. */
    async cancelPullRequest(req, call = {}) {
        const op = 'cancelPullRequest';
        const ref = this.api.engine.validate(op, schemas/* PullRequestRefSchema */.lV, req);
        return this.writeActiveEntry(op, ref, call, async (pr) => withoutValue(await this.api.dequeuePullRequest(pr.id, call)));
    }
    /**
     * Restarts a queued PR's tests; {@link NotFoundError} when it is not in this queue. A PR whose
     * tests cannot be restarted now (not testing) is reported with `notRestartable`, as v1 accepts it.
     */
    async restartTestsOnPullRequest(req, call = {}) {
        const op = 'restartTestsOnPullRequest';
        const ref = this.api.engine.validate(op, schemas/* PullRequestRefSchema */.lV, req);
        return this.writeActiveEntry(op, ref, call, async (pr) => {
            try {
                return withoutValue(await this.api.restartPullRequestTests(pr.id, call));
            }
            catch (e) {
                if (e instanceof errors/* TrunkApiError */.Jp && e.apiCode === 'PR_TESTS_NOT_RESTARTABLE') {
                    return {
                        status: e.status,
                        attempts: e.attempts,
                        reconciled: false,
                        requestBytes: 0,
                        requestId: e.requestId,
                        notRestartable: true,
                    };
                }
                throw e;
            }
        });
    }
    /**
     * Runs `write` on the PR's active queue entry. A PR that is not in this queue, before the write
     * or because it left between the read and the write (v2's 409 PR_NOT_IN_ACTIVE_STATE), is a
     * {@link NotFoundError}, as v1 says it.
     */
    writeActiveEntry(op, ref, call, write) {
        return this.withQueue(op, ref, call, async (q) => {
            const pr = await this.entryIn(q, ref.pr.number, call);
            if (!pr?.queueEntry || isTerminalEntryState(pr.queueEntry.state)) {
                throw notInQueue(op, ref.pr.number, pr);
            }
            try {
                return await write(pr);
            }
            catch (e) {
                if (e instanceof errors/* ConflictError */.fK && e.apiCode === 'PR_NOT_IN_ACTIVE_STATE') {
                    throw notInQueue(op, ref.pr.number, pr);
                }
                throw e;
            }
        });
    }
    /** The queue's record of a PR; {@link NotFoundError} when it was never submitted to this queue. */
    async getSubmittedPullRequest(req, call = {}) {
        const op = 'getSubmittedPullRequest';
        const ref = this.api.engine.validate(op, schemas/* PullRequestRefSchema */.lV, req);
        return this.withQueue(op, ref, call, async (q) => {
            const pr = await this.entryIn(q, ref.pr.number, call);
            if (!pr)
                throw notInQueue(op, ref.pr.number, null, 'it was never submitted to it');
            return toSubmittedPullRequest(pr);
        });
    }
    /** Like {@link getSubmittedPullRequest}, but null when the PR was never submitted. */
    async findSubmittedPullRequest(req, call = {}) {
        try {
            return await this.getSubmittedPullRequest(req, call);
        }
        catch (e) {
            if (e instanceof errors/* NotFoundError */.m_)
                return null;
            throw e;
        }
    }
    /** Sets a PR's impacted targets (a list or `'ALL'`); a body over 20 MiB is refused unsent. */
    async setImpactedTargets(req, call = {}) {
        const op = 'setImpactedTargets';
        const v1 = this.api.engine.validate(op, schemas/* SetImpactedTargetsRequestSchema */.ED, req);
        const q = await this.queueOf(op, v1.repo, v1.targetBranch, call, 'the PR or its queue');
        const base = {
            repositoryId: q.repositoryId,
            targetBranch: v1.targetBranch,
            sha: v1.pr.sha,
            number: v1.pr.number,
        };
        if (v1.impactedTargets === 'ALL') {
            return this.api.uploadImpactedTargets({ ...base, impactsAllTargets: true }, call);
        }
        const bytes = Buffer.byteLength(JSON.stringify({ ...base, impactedTargets: v1.impactedTargets }));
        if (bytes > schemas/* MAX_REQUEST_BODY_BYTES */.qG) {
            throw new errors/* RequestTooLargeError */.hD(op, bytes, schemas/* MAX_REQUEST_BODY_BYTES */.qG);
        }
        return this.api.uploadImpactedTargets({ ...base, impactedTargets: v1.impactedTargets }, call);
    }
    /**
     * Uploads impacted targets as large monorepos need: duplicates dropped (order kept), and
     * `impactsAllTargets` sent instead when the list passes the 20 MiB body limit or v2's 100,000
     * targets, or the service answers 413.
     */
    async uploadImpactedTargets(envelope, targets, call = {}) {
        const op = 'setImpactedTargets';
        const checked = this.api.engine.validate(op, schemas/* SetImpactedTargetsRequestSchema */.ED, {
            ...envelope,
            impactedTargets: [],
        });
        const q = await this.queueOf(op, checked.repo, checked.targetBranch, call, 'the PR or its queue');
        const base = {
            repositoryId: q.repositoryId,
            targetBranch: checked.targetBranch,
            sha: checked.pr.sha,
            number: checked.pr.number,
        };
        const sendAll = async (reason, listBytes, prior = 0) => {
            const r = await this.api.uploadImpactedTargets({ ...base, impactsAllTargets: true }, call);
            return {
                ...r,
                attempts: r.attempts + prior,
                mode: 'ALL',
                reason,
                count: 0,
                listBytes,
            };
        };
        if (targets === 'ALL')
            return sendAll('requested', 0);
        const list = [...new Set(targets)];
        const listBytes = Buffer.byteLength(JSON.stringify({ ...base, impactedTargets: list }));
        if (listBytes > schemas/* MAX_REQUEST_BODY_BYTES */.qG || list.length > V2_MAX_IMPACTED_TARGETS) {
            return sendAll('oversize', listBytes);
        }
        try {
            const r = await this.api.uploadImpactedTargets({ ...base, impactedTargets: list }, call);
            return { ...r, mode: 'list', count: list.length, listBytes };
        }
        catch (e) {
            if (!(e instanceof errors/* TrunkApiError */.Jp) || e.kind !== 'too-large')
                throw e;
            return sendAll('server-413', listBytes, e.attempts);
        }
    }
    /**
     * One test run's testing, from its verification run. v1's bisection ids (`…-bisection`) name
     * no v2 run (each bisection split is its own run with its own id), so they are refused unsent.
     */
    async getMergeQueueTestingDetails(req, call = {}) {
        const op = 'getMergeQueueTestingDetails';
        const v1 = this.api.engine.validate(op, schemas/* GetMergeQueueTestingDetailsRequestSchema */.uk, req);
        if (/-bisection$/i.test(v1.testRunId)) {
            throw new errors/* InvalidRequestError */.tY(op, 'testRunId', "is a v1 bisection id; v2 gives each bisection split its own verification run id (see the queue's verification runs)", v1.testRunId);
        }
        await this.queueOf(op, v1.repo, v1.targetBranch, call);
        const run = await this.api.getVerificationRun(v1.testRunId.trim().toLowerCase(), call);
        return toTestingDetails(run);
    }
    // ---- Queues -------------------------------------------------------------------------------
    /** Creates a queue; {@link ConflictError} when one exists for the branch (as v1). */
    async createQueue(req, call = {}) {
        const op = 'createQueue';
        const v1 = this.api.engine.validate(op, schemas/* CreateQueueRequestSchema */.q5, req);
        const repositoryId = await this.repositoryIdOf(op, v1.repo, call);
        const r = await this.api.createMergeQueue({
            repositoryId,
            targetBranch: v1.targetBranch,
            mode: v1.mode === undefined ? undefined : v2Mode(v1.mode),
            concurrency: v1.concurrency,
        }, call);
        if (r.value)
            this.remember(r.value);
        return withoutValue(r);
    }
    /**
     * Deletes an empty queue: {@link NotFoundError} when there is none, {@link BadRequestError}
     * when it still holds PRs (v2's 409 QUEUE_HAS_ACTIVE_ENTRIES; v1 answers 400).
     */
    async deleteQueue(req, call = {}) {
        const op = 'deleteQueue';
        const ref = this.api.engine.validate(op, schemas/* QueueRefSchema */.kC, req);
        return this.withQueue(op, ref, call, async (q) => {
            try {
                const r = await this.api.deleteMergeQueue(q.id, call);
                this.forget(ref.repo, ref.targetBranch);
                return r;
            }
            catch (e) {
                if (e instanceof errors/* ConflictError */.fK && e.apiCode === 'QUEUE_HAS_ACTIVE_ENTRIES') {
                    const bad = new errors/* BadRequestError */.v7({
                        operation: op,
                        status: e.status,
                        requestId: e.requestId,
                        serverText: e.serverText,
                        apiCode: e.apiCode,
                        attempts: e.attempts,
                    });
                    throw bad;
                }
                throw e;
            }
        });
    }
    /**
     * A queue's settings, state and enqueued PRs in queue order: the queue, its `/order`
     * (batches, then pending, then awaiting admission) and its active PRs (for their entries; the
     * not-ready ones, absent from the order, follow by priority and submission).
     */
    async getQueue(req, call = {}) {
        const op = 'getQueue';
        const ref = this.api.engine.validate(op, schemas/* QueueRefSchema */.kC, req);
        return this.withQueue(op, ref, call, async (q) => {
            const queue = await this.api.getMergeQueue(q.id, call);
            const order = await this.api.getMergeQueueOrder(q.id, call);
            const active = await this.api.listAllQueuePullRequests(q.id, { states: ['notReady', 'pending', 'testing', 'testsPassed', 'pendingFailure'] }, call);
            const byId = new Map(active.map((p) => [p.id, p]));
            const ordered = [];
            const seen = new Set();
            const take = (id) => {
                const pr = byId.get(id);
                if (pr?.queueEntry && !seen.has(id)) {
                    seen.add(id);
                    ordered.push(pr);
                }
            };
            for (const b of order.batches)
                for (const p of b.pullRequests)
                    take(p.id);
            for (const p of order.pending)
                take(p.pullRequest.id);
            for (const p of order.awaitingAdmission)
                take(p.id);
            // The rest (not ready): by priority, then oldest first (the list is newest first).
            const rest = active
                .filter((p) => !seen.has(p.id) && p.queueEntry)
                .reverse()
                .map((p, i) => ({ p, i }))
                .sort((a, b) => (a.p.queueEntry?.priorityValue ?? 100) - (b.p.queueEntry?.priorityValue ?? 100) ||
                a.i - b.i);
            for (const { p } of rest)
                take(p.id);
            return {
                ...toQueueConfig(queue),
                enqueuedPullRequests: ordered.map(toEnqueuedPullRequest),
            };
        });
    }
    /**
     * Changes the given settings: renamed settings as one config patch, `state` as pause, resume
     * or drain, `mode` as a mode switch (in that order). Returns the queue's configuration as the
     * last write left it.
     */
    async updateQueue(req, call = {}) {
        const op = 'updateQueue';
        const { repo, targetBranch, ...settings } = this.api.engine.validate(op, schemas/* UpdateQueueRequestSchema */.rc, req);
        const writes = toV2QueueWrites(settings);
        return this.withQueue(op, { repo, targetBranch }, call, async (q) => {
            const total = { attempts: 0, reconciled: false, requestBytes: 0 };
            const add = (r) => {
                total.attempts += r.attempts;
                total.reconciled ||= r.reconciled;
                total.requestBytes += r.requestBytes;
                total.status = r.status;
                total.requestId = r.requestId;
            };
            let queue;
            if (Object.keys(writes.config).length) {
                const r = await this.api.updateMergeQueueConfig(q.id, writes.config, call);
                add(r);
                if (r.value)
                    queue = toQueueConfig(r.value);
            }
            for (const change of [
                writes.state && (() => this.api.setMergeQueueState(q.id, writes.state, call)),
                writes.mode && (() => this.api.switchMergeQueueMode(q.id, writes.mode, call)),
            ]) {
                if (!change)
                    continue;
                const r = await change();
                add(r);
                if (queue && r.value) {
                    queue = {
                        ...queue,
                        state: snakeCase(r.value.state),
                        mode: v1Mode(r.value.mode),
                    };
                }
            }
            return { ...total, queue };
        });
    }
    // ---- Metrics ------------------------------------------------------------------------------
    /** The queue metrics in Prometheus text: one repository's (`repo` + `repoHost`), or all. */
    async getMergeQueueMetrics(query = {}, call = {}) {
        const op = 'getMergeQueueMetrics';
        const q = this.api.engine.validate(op, schemas/* MetricsQuerySchema */.Bo, query);
        if (q.repo === undefined || q.repoHost === undefined)
            return this.api.getMetrics({}, call);
        const [owner, name] = q.repo.split('/');
        const repositoryId = await this.repositoryIdOf(op, { host: q.repoHost, owner, name }, call);
        return this.api.getMetrics({ repositoryId }, call);
    }
}
/** A write's facts without the resource it returned. */
function withoutValue(r) {
    return {
        status: r.status,
        attempts: r.attempts,
        reconciled: r.reconciled,
        requestBytes: r.requestBytes,
        requestId: r.requestId,
    };
}
/** v1's 404 for a PR not in the queue, with what v2 showed. */
function notInQueue(operation, number, pr, why) {
    const state = pr?.queueEntry?.state;
    return new errors/* NotFoundError */.m_({ operation }, `PR #${number} in this queue (${why ?? (state ? `its entry is ${state}` : 'it is not in it')})`);
}

;// CONCATENATED MODULE: ./src/client/v2/index.ts
/**
 * Trunk's v2 API: the typed client ({@link TrunkV2Client}), the merge-queue adapter that offers
 * the v1 client's methods over it ({@link TrunkV2MergeQueueClient}), the permission table and
 * the wire schemas. Import from here (not from ../index.js: several v1 names recur in v2).
 */








;// CONCATENATED MODULE: ./src/commands/common/descriptions.ts
/**
 * What each input and output is, once: its description (in the words of no door: the generator
 * adds "wait:"-style prefixes to the root action.yml), its default, and for an input that a
 * command may require, what a value looks like. action.yml, every sub-action's action.yml, the
 * README tables and the CLI's --help are generated from this and the command table
 * (`npm run generate`). Adding an input: its name in constants.ts, an entry here, and its name in
 * the `inputs` of the commands that read it.
 */



const LIST_OUTPUT = (0,constants/* binarySize */.dQ)(constants/* MAX_LIST_OUTPUT_BYTES */.i3);
const BODY_LIMIT = (0,constants/* binarySize */.dQ)(src_client/* MAX_REQUEST_BODY_BYTES */.qG);
/** Every input of the action. */
const INPUTS = {
    [constants/* Inputs */.G0.Command]: {
        description: 'What to do (the root action only; each sub-action has its command fixed).',
    },
    [constants/* Inputs */.G0.ApiToken]: {
        description: "The token, which also picks the API: a Trunk API key (trunk_v2_…, sent as Bearer) runs the merge-queue commands over the v2 API with the key's permissions; anything else is the organization's v1 API token (x-api-token). E.g. secrets.TRUNK_API_TOKEN. failing-tests, test-details and check-test-results need the v1 token. Required, except for upload-targets from a fork PR, where the run id is sent instead (fork runs get no secrets; always v1).",
    },
    [constants/* Inputs */.G0.ApiUrl]: {
        description: `Base URL of the API. Default (empty): ${src_client/* DEFAULT_BASE_URL */.Ql} for a v1 token, ${V2_DEFAULT_BASE_URL} for a v2 key (whose paths carry /v2). A v1 URL ends in /v1; a v2 URL is the host root. http: is accepted only for loopback addresses (the local emulator).`,
    },
    [constants/* Inputs */.G0.Repository]: {
        description: "The repository, owner/name. Default: the workflow's repository.",
    },
    [constants/* Inputs */.G0.RepositoryHost]: {
        description: 'Host of the repository. Default: the host of the server the workflow runs on (github.com).',
    },
    [constants/* Inputs */.G0.TargetBranch]: {
        description: "Branch of the merge queue. Default: the PR's base branch, from the event or (comments, dispatches, test branches) one lookup of the PR on GitHub; never guessed for a PR. get-queue alone falls back to the repository's default branch.",
    },
    [constants/* Inputs */.G0.PrNumber]: {
        description: 'The PR. Default: the PR of the triggering event (a PR comment, a trunk-merge/pr-N/<uuid> test branch).',
    },
    [constants/* Inputs */.G0.PrSha]: {
        description: "The PR's head commit. Default: the head sha of the event's PR (not the merge commit), else from the lookup of the PR. Used to detect stale queue entries; required by upload-targets.",
    },
    [constants/* Inputs */.G0.GithubToken]: {
        description: "Token for the one GitHub API lookup of a PR (GET /repos/{owner}/{repo}/pulls/{number}) when the event lacks its base branch or head commit; needs permission pull-requests: read. Not used when target-branch and pr-sha are given or the event is the PR's own.",
        default: '${{ github.token }}',
    },
    [constants/* Inputs */.G0.Priority]: {
        description: "low, medium, high, urgent, or 0 (highest) to 255. Default: the queue's default (medium).",
    },
    [constants/* Inputs */.G0.NoBatch]: {
        description: 'Test this PR alone, outside batches (true or false).',
        default: 'false',
    },
    [constants/* Inputs */.G0.ImpactedTargets]: {
        description: 'Targets one per line, a JSON array, or ALL. [] is an empty list.',
        expected: 'targets one per line, a JSON array, or ALL (or a file of them in impacted-targets-file); an empty list must be given as []',
    },
    [constants/* Inputs */.G0.ImpactedTargetsFile]: {
        description: 'A file of targets in either form, for lists too large for an input.',
    },
    [constants/* Inputs */.G0.WaitFor]: {
        description: 'PR states that end the wait successfully, comma-separated (either case).',
        default: 'merged',
    },
    [constants/* Inputs */.G0.FailOn]: {
        description: 'PR states that end the wait as a failure, comma-separated.',
        default: 'failed,cancelled',
    },
    [constants/* Inputs */.G0.TimeoutSeconds]: {
        description: 'How long to wait in all before failing with outcome=timeout.',
        default: '3600',
    },
    [constants/* Inputs */.G0.PollIntervalSeconds]: {
        description: 'The poll interval; it backs off (with jitter) while nothing changes and resets on a change.',
        default: '15',
    },
    [constants/* Inputs */.G0.MaxPollIntervalSeconds]: {
        description: 'The longest poll interval the back-off reaches.',
        default: '60',
    },
    [constants/* Inputs */.G0.NotSubmittedTimeoutSeconds]: {
        description: 'How long a PR that is not in the queue may take to appear (0: fail at once with outcome=not-submitted).',
        default: '0',
    },
    [constants/* Inputs */.G0.OrgUrlSlug]: {
        description: "Your Trunk organization's URL slug.",
        expected: "your Trunk organization's URL slug",
    },
    [constants/* Inputs */.G0.WindowHours]: {
        description: 'The window to list failures in, ending now (1 to 168).',
        default: '24',
    },
    [constants/* Inputs */.G0.TestId]: {
        description: 'The test case id (a UUID).',
        expected: 'a UUID, e.g. 01234567-0123-0123-0123-0123456789ab',
    },
    [constants/* Inputs */.G0.TestRunId]: {
        description: 'The test run id. Default: read from a trunk-merge/pr-N/<uuid> branch.',
    },
    [constants/* Inputs */.G0.QueueSettings]: {
        description: 'A JSON object of the settings to set, e.g. {"mode":"parallel","concurrency":4}.',
        expected: 'a JSON object of settings, e.g. {"state":"paused"}',
    },
    [constants/* Inputs */.G0.MetricsFile]: {
        description: 'Where to write the Prometheus text.',
    },
    [constants/* Inputs */.G0.MetricsScope]: {
        description: "repository (this repository's queues) or organization (every repository).",
        default: 'repository',
    },
    [constants/* Inputs */.G0.RequestTimeoutSeconds]: {
        description: 'Deadline of each API call, retries included.',
        default: '120',
    },
    [constants/* Inputs */.G0.JunitPaths]: {
        description: 'JUnit XML reports, one glob per line, relative to the workspace (a leading ! excludes), e.g. reports/**/*.xml.',
        expected: 'one glob per line of JUnit XML reports, e.g. reports/**/*.xml',
    },
    [constants/* Inputs */.G0.AllowFailures]: {
        description: 'The classes of failures that do not fail the gate, comma-separated: quarantined, flaky, or none.',
        default: 'quarantined',
    },
    [constants/* Inputs */.G0.TestOutcome]: {
        description: "The test step's own outcome, ${{ steps.<id>.outcome }}: success, failure, cancelled or skipped. With failure and no failing test in the reports the gate fails (the failure lies outside them); cancelled or skipped end in outcome=error. Empty: not checked.",
    },
    [constants/* Inputs */.G0.Variant]: {
        description: "The variant the tests were uploaded to Trunk with (part of Trunk's test id), empty for none.",
    },
};
/** Every output of the action. */
const descriptions_OUTPUTS = {
    [constants/* Outputs */.tY.Outcome]: 'success, failure, timeout, not-submitted, stale or error.',
    [constants/* Outputs */.tY.State]: 'The PR state in upper case (e.g. TESTS_PASSED), or NOT_SUBMITTED.',
    [constants/* Outputs */.tY.IsSubmitted]: 'true when the PR is in the queue now.',
    [constants/* Outputs */.tY.PriorityName]: "The PR's priority name (e.g. medium).",
    [constants/* Outputs */.tY.PriorityValue]: "The PR's priority value (0 highest).",
    [constants/* Outputs */.tY.TimedOut]: 'true when the wait ended at its timeout.',
    [constants/* Outputs */.tY.ImpactedTargetsMode]: `list, or ALL (asked for, or the list was over ${BODY_LIMIT}).`,
    [constants/* Outputs */.tY.ImpactedTargetsCount]: 'Targets in the list sent (0 for ALL).',
    [constants/* Outputs */.tY.RequestBytes]: 'Bytes of the request body sent.',
    [constants/* Outputs */.tY.FailingTestsCount]: 'Tests that failed in the window.',
    [constants/* Outputs */.tY.FlakyTestsCount]: 'Of them, flaky ones.',
    [constants/* Outputs */.tY.QuarantinedTestsCount]: 'Of them, quarantined ones.',
    [constants/* Outputs */.tY.FailingTests]: `The tests as compact JSON, most failing first (cut to ${LIST_OUTPUT}).`,
    [constants/* Outputs */.tY.QueueState]: "The queue's state in lower case (running, paused, draining, switching_modes).",
    [constants/* Outputs */.tY.QueueDepth]: 'PRs in the queue.',
    [constants/* Outputs */.tY.QueuePosition]: "The PR's 1-based position in the queue.",
    [constants/* Outputs */.tY.PrSha]: 'The commit the queue entry is for.',
    [constants/* Outputs */.tY.ErrorKind]: 'When outcome=error: input, auth, permission (a v2 API key without a permission the command needs), not-found, rate-limited, server, network, timeout, cancelled, output-file, test-reports, ...',
    [constants/* Outputs */.tY.TestingStatus]: 'in_progress, failed, cancelled or succeeded.',
    [constants/* Outputs */.tY.MetricsFile]: 'The absolute path of the file written.',
    [constants/* Outputs */.tY.IsMergeQueueRun]: 'true when the run is on a merge-queue test branch (trunk-merge/pr-N/<uuid>), else false.',
    [constants/* Outputs */.tY.PrNumber]: 'The PR the step was about (on a merge-queue test branch: the PR under test), when known.',
    [constants/* Outputs */.tY.ApiVersion]: 'The API the token selects, so the one the step used (or would have used, when an input was refused): v2 for a Trunk API key (trunk_v2_…), else v1.',
    [constants/* Outputs */.tY.FailedTestsCount]: 'Failed tests in the reports (every attempt <failure> or <error>; a test retried in one report counts once).',
    [constants/* Outputs */.tY.QuarantinedFailuresCount]: 'Failures of tests Trunk has quarantined.',
    [constants/* Outputs */.tY.FlakyFailuresCount]: 'Failures of tests Trunk knows as flaky.',
    [constants/* Outputs */.tY.UnexplainedFailuresCount]: 'Failures outside allow-failures (they fail the gate).',
    [constants/* Outputs */.tY.UnexplainedFailures]: `The unexplained failures as compact JSON (name, classname, file, class, link when known), at most ${LIST_OUTPUT}. Text from the PR: pass it to run: through env:.`,
    [constants/* Outputs */.tY.PassedOnRetryCount]: 'Tests that failed and then passed on a retry in the same report (flaky in this run; never counted by the gate).',
};

;// CONCATENATED MODULE: ./src/commands/common/defaults.ts
/**
 * The inputs' defaults, from their descriptions (descriptions.ts), which action.yml is generated
 * from. The runner passes them filled in; a run by another door (or a hand run of dist/index.js)
 * gets them from here.
 */

/** Every input's default, by name (inputs without one are absent). */
const DEFAULTS = Object.fromEntries(Object.entries(INPUTS).flatMap(([name, d]) => d.default === undefined ? [] : [[name, d.default]]));
/** The default of an input, or '' when it has none. */
function defaultOf(name) {
    return DEFAULTS[name] ?? '';
}

;// CONCATENATED MODULE: ./src/commands/common/input-parsers.ts
/**
 * The parsers of input values: each takes the raw text and returns a typed value or throws an
 * {@link InputError} that names the input, shows what was given and says what is expected.
 */





// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
/** Longer base URLs do not fit the request line servers accept (typically 8 KiB with headers). */
const MAX_URL_LENGTH = 2048;
/** A DNS name is at most 253 characters. */
const MAX_HOST_LENGTH = 253;
/** The client's limit for `repo.owner` (GitLab subgroups make owners long). */
const MAX_OWNER_LENGTH = 255;
function parseApiUrl(raw) {
    const expected = `a URL such as ${src_client/* DEFAULT_BASE_URL */.Ql}`;
    // The URL parser drops tabs and newlines silently: a value with them is not what was meant.
    if (CONTROL.test(raw) || raw.length > MAX_URL_LENGTH) {
        throw new InputError(constants/* Inputs */.G0.ApiUrl, `${shown(raw)} is not a URL on one line of at most ${MAX_URL_LENGTH} characters`, expected);
    }
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        throw new InputError(constants/* Inputs */.G0.ApiUrl, `${shown(raw)} is not a URL`, expected);
    }
    // The client's own rule, so the action refuses exactly what the client would.
    const problem = (0,src_client/* baseUrlProblem */.aS)(url);
    if (problem)
        throw new InputError(constants/* Inputs */.G0.ApiUrl, `${shown(raw)} ${problem}`, expected);
    const path = url.pathname.replace(/\/+$/, '');
    if (!path.endsWith('/v1')) {
        throw new InputError(constants/* Inputs */.G0.ApiUrl, `${shown(raw)} does not end in /v1, so every request would miss the v1 API`, `the API's base URL ending in /v1, such as ${src_client/* DEFAULT_BASE_URL */.Ql}`);
    }
    return url.href.replace(/\/+$/, '');
}
/** The API token: checked for what can travel in a header; its value is never shown. */
function parseToken(token) {
    if (!(0,src_client/* headerValueProblem */.kX)(token))
        return token;
    if (token.length > src_client/* MAX_HEADER_VALUE_LENGTH */.E) {
        throw new InputError(constants/* Inputs */.G0.ApiToken, `is ${token.length} characters long (its value is not shown)`, `the token exactly as issued (at most ${src_client/* MAX_HEADER_VALUE_LENGTH */.E} characters)`);
    }
    throw new InputError(constants/* Inputs */.G0.ApiToken, 'contains whitespace, control or non-ASCII characters (its value is not shown)', 'the token exactly as issued');
}
const OWNER_OR_NAME = /^[A-Za-z0-9_.-]{1,100}$/;
function parseRepository(raw, hostRaw) {
    if (!raw) {
        throw new InputError(constants/* Inputs */.G0.Repository, 'is empty and GITHUB_REPOSITORY is not set', 'owner/name, e.g. acme/app');
    }
    const host = parseRepositoryHost(hostRaw);
    // GitHub has no subgroups: `acme/app/extra` there is a typo, not the repository `extra` of an
    // owner `acme/app` (which would make every later error blame another input).
    if (isGitHubHost(host) && raw.split('/').length > 2) {
        throw new InputError(constants/* Inputs */.G0.Repository, `${shown(raw)} is not a repository on ${host}: it has ${raw.split('/').length} parts separated by /`, 'owner/name, e.g. acme/app (exactly one /)');
    }
    // GitLab owners may carry subgroups: everything before the last slash is the owner.
    const cut = raw.lastIndexOf('/');
    const owner = raw.slice(0, cut);
    const name = raw.slice(cut + 1);
    const ownerOk = cut > 0 &&
        owner.length <= MAX_OWNER_LENGTH &&
        owner.split('/').every((p) => OWNER_OR_NAME.test(p));
    if (!ownerOk || !OWNER_OR_NAME.test(name) || name === '.' || name === '..') {
        throw new InputError(constants/* Inputs */.G0.Repository, `${shown(raw)} is not a repository`, 'owner/name, e.g. acme/app');
    }
    return { host, owner, name };
}
/** github.com and GitHub Enterprise Cloud (`*.ghe.com`): repositories are exactly owner/name. */
function isGitHubHost(host) {
    const bare = host.replace(/:\d*$/, '');
    return bare === 'github.com' || bare.endsWith('.ghe.com');
}
/** A host name, optionally with a port, lowercase: where the repository lives. */
function parseRepositoryHost(hostRaw) {
    const host = hostRaw.toLowerCase();
    if (host.replace(/:\d*$/, '').length > MAX_HOST_LENGTH ||
        !/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/.test(host)) {
        throw new InputError(constants/* Inputs */.G0.RepositoryHost, `${shown(hostRaw)} is not a host name`, 'a host such as github.com');
    }
    return host;
}
/** Git's rules for a branch name (check-ref-format), enough to catch typos and hostile values. */
function parseBranch(raw) {
    const name = raw.replace(/^refs\/heads\//, '');
    const bad = name.length > 255 ||
        CONTROL.test(name) ||
        /[\s~^:?*[\\]/.test(name) ||
        name.includes('..') ||
        name.includes('@{') ||
        name.startsWith('-') ||
        name.startsWith('/') ||
        name.endsWith('/') ||
        name.endsWith('.') ||
        name.endsWith('.lock') ||
        name.includes('//');
    if (bad || !name) {
        throw new InputError(constants/* Inputs */.G0.TargetBranch, `${shown(raw)} is not a valid branch name`, 'a branch name such as main or release/1.x');
    }
    return name;
}
function parsePrNumber(raw) {
    const v = raw.replace(/^#/, '');
    if (!/^\d+$/.test(v) || Number(v) < 1 || Number(v) > src_client/* MAX_PR_NUMBER */.x0) {
        throw new InputError(constants/* Inputs */.G0.PrNumber, `${shown(raw)} is not a PR number`, `a whole number from 1 to ${src_client/* MAX_PR_NUMBER */.x0}`);
    }
    return Number(v);
}
function parseSha(raw) {
    if (!/^([0-9a-fA-F]{40}|[0-9a-fA-F]{64})$/.test(raw)) {
        throw new InputError(constants/* Inputs */.G0.PrSha, `${shown(raw)} is not a full commit sha`, '40 (or 64) hexadecimal characters');
    }
    return raw.toLowerCase();
}
function parsePriority(raw) {
    const lower = raw.toLowerCase();
    // Own names only: `constructor` or `__proto__` are in every object.
    if (Object.hasOwn(src_client/* PRIORITY_NAMES */.iR, lower))
        return lower;
    if (/^\d+$/.test(raw) && Number(raw) <= src_client/* PRIORITY_MAX */.gX)
        return Number(raw);
    throw new InputError(constants/* Inputs */.G0.Priority, `${shown(raw)} is not a priority`, `low, medium, high, urgent, or a number from 0 (highest) to ${src_client/* PRIORITY_MAX */.gX}`);
}
/** Booleans as YAML 1.2 core spells them (what core.getBooleanInput accepts). */
function parseBoolean(get, name) {
    const raw = get(name) || defaultOf(name);
    if (['true', 'True', 'TRUE'].includes(raw))
        return true;
    if (['false', 'False', 'FALSE'].includes(raw))
        return false;
    throw new InputError(name, `${shown(raw)} is not a boolean`, 'true or false');
}
function intInput(get, name, min, max) {
    const raw = get(name) || defaultOf(name);
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
        throw new InputError(name, `${shown(raw)} is not a whole number from ${min} to ${max}`, `a whole number from ${min} to ${max}`);
    }
    return Number(raw);
}
function parseStates(name, raw, allowEmpty = false) {
    const items = raw
        .split(/[,\n]/)
        .map((x) => x.trim())
        .filter(Boolean);
    if (!items.length && !allowEmpty) {
        throw new InputError(name, 'names no state', `states from: ${src_client/* PULL_REQUEST_STATES */.fc.join(', ')}`);
    }
    const out = [];
    for (const item of items) {
        const state = item.toLowerCase().replace(/-/g, '_');
        if (!src_client/* PULL_REQUEST_STATES */.fc.includes(state)) {
            throw new InputError(name, `${shown(item)} is not a PR state`, `states from: ${src_client/* PULL_REQUEST_STATES */.fc.join(', ')} (comma-separated, either case)`);
        }
        if (!out.includes(state))
            out.push(state);
    }
    return out;
}
function parseSlug(raw) {
    if (!raw)
        throw new InputError(constants/* Inputs */.G0.OrgUrlSlug, 'is required for this command', "your Trunk organization's URL slug");
    if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/.test(raw)) {
        throw new InputError(constants/* Inputs */.G0.OrgUrlSlug, `${shown(raw)} is not an organization slug`, 'letters, digits, - and _');
    }
    return raw;
}
function parseText(name, raw, max) {
    if (CONTROL.test(raw) || raw.length > max) {
        throw new InputError(name, `${shown(raw)} is not valid`, `at most ${max} characters on one line`);
    }
    return raw;
}
function parsePath(name, raw) {
    if (CONTROL.test(raw) || raw.length > 4096) {
        throw new InputError(name, `${shown(raw)} is not a file path`, 'a path on one line');
    }
    return raw;
}
/**
 * A file the action will write: refused up front when it cannot be a file (it is a directory,
 * something on its way is a file, its directory is not writable, or it lies under /proc, /sys or
 * /dev, resolved through symbolic links), so the step fails before any request instead of after
 * it, and never waits on a kernel file system.
 */
function parseOutputPath(name, raw) {
    try {
        checkOutputPath(parsePath(name, raw));
    }
    catch (e) {
        if (!(e instanceof OutputPathProblem))
            throw e;
        if (e.code === 'EISDIR') {
            throw new InputError(name, `${shown(raw)} is a directory`, 'a file path, e.g. metrics/mq.prom');
        }
        if (e.code === 'ENOTDIR') {
            throw new InputError(name, `${shown(raw)} cannot be created: ${shown(e.at)} is a file, not a directory`, 'a file path in a directory');
        }
        if (e.code === 'PSEUDOFS') {
            throw new InputError(name, `${shown(raw)} cannot be written: ${e.message}`, 'a file path on a disk, e.g. metrics/mq.prom in the workspace');
        }
        throw new InputError(name, `${shown(raw)} cannot be written: ${e.message}`, 'a file path in a writable directory');
    }
    return raw;
}
function parseQueueSettings(raw, required) {
    if (!raw) {
        if (required) {
            throw new InputError(constants/* Inputs */.G0.QueueSettings, 'is required for update-queue', `a JSON object of settings, e.g. {"state":"paused"}`);
        }
        return undefined;
    }
    let value;
    try {
        value = JSON.parse(raw);
    }
    catch (e) {
        throw new InputError(constants/* Inputs */.G0.QueueSettings, `is not valid JSON (${e.message})`, 'a JSON object of settings, e.g. {"mode":"parallel","concurrency":4}');
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw new InputError(constants/* Inputs */.G0.QueueSettings, 'is not a JSON object', 'a JSON object of settings, e.g. {"mode":"parallel"}');
    }
    const keys = Object.keys(value);
    const unknown = keys.filter((k) => !src_client/* QUEUE_SETTING_NAMES */.Yd.includes(k));
    if (unknown.length) {
        throw new InputError(constants/* Inputs */.G0.QueueSettings, `has unknown setting ${shown(unknown[0])}`, `settings from: ${src_client/* QUEUE_SETTING_NAMES */.Yd.join(', ')}`);
    }
    if (required && !keys.length) {
        throw new InputError(constants/* Inputs */.G0.QueueSettings, 'is an empty object', 'at least one setting to change');
    }
    const r = src_client/* QueueSettingsSchema */.w6.safeParse(value);
    if (!r.success) {
        const issue = r.error.issues[0];
        const field = issue?.path.join('.') || '(settings)';
        throw new InputError(constants/* Inputs */.G0.QueueSettings, `setting ${field}: ${issue?.message ?? 'is invalid'}`, undefined);
    }
    return value;
}

// EXTERNAL MODULE: ./src/commands/common/text.ts
var common_text = __webpack_require__(115);
;// CONCATENATED MODULE: ./src/commands/common/summary.ts
/**
 * The job summary of each command, as GitHub-flavoured Markdown built by small pure functions.
 * Facts about one thing are a list; many things of a kind are a table with a header; times are
 * durations with the absolute time on hover; PRs, commits and tests are links; the wait's states
 * and the queue are also drawn as mermaid diagrams, each followed by a table that says the same.
 */


/** The context of a command's summary: its repository, and now by its clock. */
function summaryContext(c) {
    return { repo: c.s.repo, now: c.clock.now() };
}
/** The heading every summary starts with. */
function heading(title) {
    return `### Merge queue: ${(0,common_text.md)(title)}\n`;
}
/**
 * A GitHub alert holding one message. `markdown` must be one line of safe Markdown (escape
 * untrusted text with `md`); the blank line after it keeps what follows out of the alert.
 */
function summary_alert(kind, markdown) {
    return `\n> [!${kind}]\n> ${markdown.replace(/[\r\n]+/g, ' ')}\n\n`;
}
/** A failed command's reason, shown at the top of its summary. */
function errorSection(message) {
    return summary_alert('CAUTION', (0,common_text.md)(message, 2000));
}
/** The repository's web address on its GitHub host, or undefined for a host that is not a name. */
function repoUrl(repo) {
    if (!/^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(repo.host))
        return undefined;
    return `https://${repo.host}/${encodeURIComponent(repo.owner)}/${encodeURIComponent(repo.name)}`;
}
/** `#12` linked to the PR on GitHub. */
function prLink(repo, prNumber) {
    const n = Number(prNumber);
    if (!Number.isSafeInteger(n) || n < 1)
        return (0,common_text.md)(prNumber);
    const base = repoUrl(repo);
    return (0,common_text/* linkMarkdown */.k9)(`#${n}`, base && `${base}/pull/${n}`);
}
/** A commit's first 12 hex digits in code, linked to the commit on GitHub. */
function commitLink(repo, sha) {
    const base = repoUrl(repo);
    const short = (0,common_text/* codeSpan */.SS)(sha.slice(0, 12));
    return /^[0-9a-f]{7,64}$/i.test(sha)
        ? (0,common_text/* linkMarkdown */.k9)(short, base && `${base}/commit/${sha}`)
        : short;
}
/** A PR state as the user sees it in the outputs: upper case, in code. */
function stateCode(state, inTable = false) {
    return (0,common_text/* codeSpan */.SS)((state ?? '').toUpperCase() || 'UNKNOWN', { inTable });
}
/** `text`, cut to `max` characters. */
function cut(text, max) {
    return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
/** `1 PR`, `3 PRs`. */
function plural(n, one, many = `${one}s`) {
    return `${n} ${n === 1 ? one : many}`;
}
/** The PR's state and where it stands. */
function prSection(pr, ctx, place = {}) {
    if (!pr)
        return `The PR is **not in the queue** (state ${(0,common_text/* codeSpan */.SS)('NOT_SUBMITTED')}).\n`;
    const title = pr.prTitle ? ` **${(0,common_text.md)(pr.prTitle)}**` : '';
    const author = pr.prAuthor ? ` by ${(0,common_text.md)(pr.prAuthor)}` : '';
    const flags = [
        pr.skipTheLine ? 'skips the line' : '',
        pr.noBatch ? 'tested alone (no batch)' : '',
    ].filter(Boolean);
    const queue = place.position !== undefined
        ? `position ${place.position} of ${place.depth ?? '?'}`
        : pr.isCurrentlySubmittedToQueue && !(0,src_client/* isTerminalState */.CF)(pr.state)
            ? 'in the queue'
            : 'no longer in the queue';
    return (`PR ${prLink(ctx.repo, pr.prNumber)}${title}${author}\n\n` +
        (0,common_text/* mdFacts */.bC)([
            ['State', `${stateCode(pr.state)} for ${(0,common_text/* durationSince */.tc)(pr.stateChangedAt, ctx.now)}`],
            ['Commit', commitLink(ctx.repo, pr.prSha)],
            [
                'Priority',
                `${(0,common_text.md)(pr.priorityName)} (${(0,common_text.md)(pr.priorityValue)})${flags.length ? `, ${flags.join(', ')}` : ''}`,
            ],
            [
                'Queue',
                `${queue}${place.queueState ? `; the queue is ${(0,common_text/* codeSpan */.SS)(place.queueState.toUpperCase())}` : ''}`,
            ],
            ...v2Facts(pr.v2),
        ]) +
        '\n' +
        mergeabilityReasons(pr.v2));
}
/** What only the v2 API tells of a queue entry: its readiness and the run that verified it. */
function v2Facts(v2) {
    if (!v2)
        return [];
    const r = v2.readiness;
    const readiness = [
        `mergeability ${(0,common_text/* codeSpan */.SS)(r.mergeability)}`,
        r.doesBaseBranchMatch ? 'base branch matches' : '**base branch does not match**',
        r.requiresImpactedTargets
            ? r.hasImpactedTargets
                ? 'impacted targets uploaded'
                : '**impacted targets awaited**'
            : '',
    ].filter(Boolean);
    const facts = [['Readiness', readiness.join(', ')]];
    if (v2.verifiedByVerificationRunId)
        facts.push(['Verified by run', (0,common_text/* codeSpan */.SS)(v2.verifiedByVerificationRunId)]);
    return facts;
}
/** GitHub's reasons a queue entry is not mergeable, as v2 reports them. */
function mergeabilityReasons(v2) {
    const reasons = v2?.readiness.mergeabilityDetails?.reasons ?? [];
    if (!reasons.length)
        return '';
    const line = (r) => {
        const detail = [
            r.check ? `check ${(0,common_text/* codeSpan */.SS)(r.check)}` : '',
            r.have !== undefined && r.need !== undefined ? `${r.have} of ${r.need}` : '',
            r.ontoPrNumber !== undefined ? `onto #${r.ontoPrNumber}` : '',
        ].filter(Boolean);
        return `- ${(0,common_text.md)(r.message, 400)} (${(0,common_text/* codeSpan */.SS)(r.code)}${detail.length ? `; ${detail.join(', ')}` : ''})`;
    };
    return `\n**Why ${(0,common_text.md)(v2?.readiness.mergeabilityDetails?.provider ?? 'the provider')} does not let it merge**\n\n${reasons.map(line).join('\n')}\n`;
}
/** Why the PR is not ready. */
function notReadySection(reasons) {
    if (!reasons?.length)
        return '';
    return '\n**Why it is not ready**\n\n' + reasons.map((r) => `- ${(0,common_text.md)(r, 400)}`).join('\n') + '\n';
}
/**
 * A wait's summary: the PR as last seen, why it is not ready, its states as a gantt chart and a
 * table, and the polls made. `headline` is the verdict to print first (leave it out when the
 * step fails: the failure alert above says it). `cancelled`: the job was cancelled mid-wait and
 * this is what the wait had seen until then.
 */
function waitSection(w, ctx, opts = {}) {
    const started = w.timeline[0]?.seenAt;
    const spent = started === undefined ? '' : ` over ${(0,common_text/* humanDuration */.UU)(ctx.now - started)}`;
    return ((opts.headline ? `${(0,common_text.md)(opts.headline, 2000)}\n\n` : '') +
        (opts.cancelled
            ? `The job was cancelled while waiting${spent}; this is what the wait had seen until then.\n\n`
            : '') +
        prSection(w.pr, ctx, {
            position: w.position,
            depth: w.queue?.enqueuedPullRequests.length,
            queueState: w.queue?.state,
        }) +
        notReadySection(w.notReadyReasons) +
        timelineSection(w.timeline, ctx.now, w.pr ? Number(w.pr.prNumber) : undefined) +
        `\n_${plural(w.polls, 'status poll')}${spent}._\n`);
}
/** States that end a PR's time in the queue badly, drawn in red. */
const BAD_STATES = new Set(['failed', 'cancelled', 'pending_failure']);
/**
 * The states this run saw, with when each began and how long it lasted: a mermaid gantt chart
 * (one bar per state; a final state is a milestone), then the same as a table for screen readers
 * and for places that do not draw mermaid.
 */
function timelineSection(timeline, endedAt, prNumber) {
    if (!timeline.length)
        return '';
    const start = timeline[0].seenAt;
    const spans = timeline.map((t, i) => {
        const end = timeline[i + 1]?.seenAt ?? endedAt;
        const last = i === timeline.length - 1;
        return { ...t, end, last, final: last && (0,src_client/* isTerminalState */.CF)(t.state) };
    });
    const rows = spans.map((s, i) => {
        const since = (0,common_text/* parseTime */.pe)(s.since);
        const before = i === 0 && since !== undefined && s.seenAt - since >= 1000;
        const seen = (0,common_text/* withTitle */.ZA)(i === 0 ? 'at the start' : `after ${(0,common_text/* humanDuration */.UU)(s.seenAt - start)}`, `${(0,common_text/* absoluteTime */.d_)(s.seenAt)}${since !== undefined ? `; the service says it began ${(0,common_text/* absoluteTime */.d_)(since)}` : ''}`);
        const lasted = s.final
            ? '—'
            : `${(0,common_text/* humanDuration */.UU)(s.end - s.seenAt)}${s.last ? ' so far' : ''}` +
                (before ? ` (${(0,common_text/* humanDuration */.UU)(s.end - since)} in all)` : '');
        return [stateCode(s.state, true), seen, lasted];
    });
    return ('\n**Timeline** (as this run saw it)\n\n' +
        (endedAt - start >= 1000 ? ganttChart(spans, endedAt - start, prNumber) + '\n' : '') +
        (0,common_text/* mdTable */.gJ)(['State', 'Seen', 'Lasted'], rows) +
        '\n');
}
/** A name mermaid's gantt syntax takes as a task or section name: no `:`, `#` or `;`. */
function ganttName(text, max = 60) {
    return text.replace(/[^A-Za-z0-9_ ().,+-]/g, '?').slice(0, max);
}
function ganttChart(spans, totalMs, prNumber) {
    const who = prNumber === undefined ? 'the PR' : `PR ${prNumber}`;
    const axis = totalMs < 10 * 60_000 ? '%H:%M:%S' : totalMs < 24 * 3600_000 ? '%H:%M' : '%d %H:%M';
    const lines = [
        '```mermaid',
        'gantt',
        `  accTitle: ${ganttName(`States of ${who} in the merge queue`, 200)}`,
        `  accDescr: ${ganttName('One bar per state, as this run saw it. The table below lists the same.', 200)}`,
        '  dateFormat x',
        `  axisFormat ${axis}`,
        '  todayMarker off',
        `  section ${ganttName(who)}`,
    ];
    spans.forEach((s, i) => {
        const state = s.state.toUpperCase();
        const tags = [
            BAD_STATES.has(s.state.toLowerCase()) ? 'crit' : '',
            // A state still held at the end is `active` (lighter); earlier ones keep the plain colour.
            s.final ? 'milestone' : s.last ? 'active' : '',
        ].filter(Boolean);
        // Whole seconds, the unit every mermaid release GitHub has used understands; each bar starts
        // on the second the one before ends, so rounding never makes two overlap.
        const from = Math.round(s.seenAt / 1000);
        const seconds = s.final ? 0 : Math.max(1, Math.round(s.end / 1000) - from);
        const name = s.final ? state : `${state} (${(0,common_text/* humanDuration */.UU)(s.end - s.seenAt)})`;
        const data = [...tags, `s${i}`, String(from * 1000), `${seconds}s`];
        lines.push(`  ${ganttName(name)} :${data.join(', ')}`);
    });
    lines.push('```');
    return lines.join('\n') + '\n';
}
// ---- upload-targets -----------------------------------------------------------------------------
/**
 * An integer with commas between groups of three digits (20,971,520), as toLocaleString('en-US')
 * writes it, without the ~30 ms that loading the locale data costs a short-lived process.
 */
function groupDigits(n) {
    return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
/** The upload of impacted targets. */
function uploadSection(u) {
    const fellBack = u.reason === 'oversize' || u.reason === 'server-413';
    const sent = u.mode === 'ALL'
        ? `${(0,common_text/* codeSpan */.SS)('ALL')}${fellBack ? ' instead of the list' : ''}: the PR impacts every target`
        : u.count
            ? `a list of ${plural(u.count, 'target')}`
            : 'an empty list: the PR impacts no target';
    let s = (0,common_text/* mdFacts */.bC)([
        ['Sent', sent],
        [
            'Targets given',
            u.mode === 'list' && u.given > u.count
                ? `${groupDigits(u.given)} (repeats dropped)`
                : fellBack
                    ? groupDigits(u.given)
                    : '',
        ],
        ['Request body', `${groupDigits(u.requestBytes)} bytes (limit ${groupDigits(u.limit)})`],
    ]) + '\n';
    if (u.reason === 'oversize') {
        s += summary_alert('WARNING', `The list would have made a request body of ${(0,src_client/* byteCountText */.J6)(u.listBytes)}, over the service's limit of ${(0,src_client/* bodyLimitText */.VF)(u.limit)}, so ${(0,common_text/* codeSpan */.SS)('ALL')} was sent instead: this PR is treated as impacting every target.`);
    }
    else if (u.reason === 'server-413') {
        s += summary_alert('WARNING', `The service refused the list (${groupDigits(u.listBytes)} bytes) as too large (HTTP 413), so ${(0,common_text/* codeSpan */.SS)('ALL')} was sent instead.`);
    }
    return s;
}
// ---- Queues -------------------------------------------------------------------------------------
/** How the queue groups its PRs in the picture and the counts. */
const QUEUE_GROUPS = [
    { id: 'testing', label: 'Testing', states: ['testing', 'tests_passed', 'pending_failure'] },
    { id: 'pending', label: 'Pending', states: ['pending'] },
    { id: 'notready', label: 'Not ready', states: ['not_ready'] },
];
function groupOf(state) {
    const s = (state ?? '').toLowerCase();
    return QUEUE_GROUPS.find((g) => g.states.includes(s))?.id ?? 'other';
}
/** The most PRs drawn in the queue's picture (more would be too small to read); the table lists them all. */
const MAX_DRAWN_PRS = 12;
/**
 * A queue: a line on its state and PRs, a picture of them (mermaid flowchart), every PR in a
 * table, and the queue's settings.
 */
/**
 * The queue's required statuses: `null` is no override (the branch protection's or trunk.yaml's
 * checks apply), `[]` an override that requires none, a list the checks required.
 */
function requiredStatusesText(statuses) {
    if (statuses === null || statuses === undefined)
        return 'not set here (branch protection or trunk.yaml decides)';
    if (!statuses.length)
        return 'none required (set to an empty list)';
    return statuses.map((r) => (0,common_text/* codeSpan */.SS)(r, { inTable: true })).join(', ');
}
function queueSection(q, branch, ctx) {
    const prs = q.enqueuedPullRequests;
    const counts = new Map();
    for (const p of prs)
        counts.set(groupOf(p.state), (counts.get(groupOf(p.state)) ?? 0) + 1);
    const parts = [...QUEUE_GROUPS.map((g) => [g.label, g.id]), ['other', 'other']]
        .filter(([, id]) => counts.get(id))
        .map(([label, id]) => `${counts.get(id)} ${label.toLowerCase()}`);
    const intro = `The queue for ${(0,common_text/* codeSpan */.SS)(q.branch || branch)} is ${(0,common_text/* codeSpan */.SS)(q.state.toUpperCase())} in ${(0,common_text.md)(q.mode)} mode ` +
        `(${plural(Number(q.concurrency), 'PR')} tested at a time) and ` +
        (prs.length ? `holds ${plural(prs.length, 'PR')}: ${parts.join(', ')}.` : 'is empty.');
    const list = prs.length
        ? queueDiagram(q, branch) +
            '\n' +
            (0,common_text/* mdTable */.gJ)(['Position', 'PR', 'State', 'In this state for', 'Priority', 'Author'], prs.map((p, i) => [
                String(i + 1),
                `${prLink(ctx.repo, p.prNumber)} ${(0,common_text.md)(p.prTitle, 80)}`,
                stateCode(p.state, true),
                (0,common_text/* durationSince */.tc)(p.stateChangedAt, ctx.now),
                `${(0,common_text.md)(p.priorityName)} (${(0,common_text.md)(p.priorityValue)})`,
                (0,common_text.md)(p.prAuthor),
            ])) +
            '\n'
        : '';
    const settings = (0,common_text/* mdTable */.gJ)(['Setting', 'Value'], [
        ['State', (0,common_text/* codeSpan */.SS)(q.state, { inTable: true })],
        ['Branch', (0,common_text/* codeSpan */.SS)(q.branch || branch, { inTable: true })],
        ['Mode', (0,common_text.md)(q.mode)],
        ['Concurrency', (0,common_text.md)(q.concurrency)],
        [
            'Batching',
            q.batch
                ? `on (min ${(0,common_text.md)(q.batchingMinSize)}, max wait ${(0,common_text.md)(q.batchingMaxWaitTimeMinutes)} min)`
                : 'off',
        ],
        ['Testing timeout', `${(0,common_text.md)(q.testingTimeoutMinutes)} min`],
        ['Pending failure depth', (0,common_text.md)(q.pendingFailureDepth)],
        ['Optimistic merging', q.canOptimisticallyMerge ? 'on' : 'off'],
        ['Merge method', (0,common_text.md)(q.mergeMethod)],
        ['Required statuses', requiredStatusesText(q.requiredStatuses)],
    ]);
    return `${intro}\n\n${list}\n<details><summary>Queue settings</summary>\n\n${settings}\n\n</details>\n`;
}
/**
 * Text for a mermaid label in double quotes: letters, digits and plain punctuation as they are,
 * everything else (quotes, `#`, `<`, `:` ...) as a `#code;` entity, which mermaid shows as the
 * character and never reads as syntax or markup.
 */
function mermaidText(text, max = 60) {
    let s = text.replace(/\s+/g, ' ').trim();
    if (s.length > max)
        s = `${s.slice(0, max - 1)}…`;
    return [...s]
        .map((ch) => (/^[\p{L}\p{N} .,_()/+!?@-]$/u.test(ch) ? ch : `#${ch.codePointAt(0)};`))
        .join('');
}
/**
 * The queue as a mermaid flowchart, read left to right from the target branch: a box per group
 * (testing, pending, not ready), the PRs of each from top to bottom in queue order. In single
 * mode each PR is tested on top of the one ahead, so they form one line, drawn with arrows. In
 * parallel mode each PR is tested on top of the PRs ahead whose impacted targets overlap; the API
 * does not say which, so the PRs of a group are drawn side by side, unconnected.
 */
function queueDiagram(q, branch) {
    const prs = q.enqueuedPullRequests;
    const drawn = prs.slice(0, MAX_DRAWN_PRS);
    const single = q.mode !== 'parallel';
    const id = (p) => `pr${Number(p.prNumber)}`;
    const lines = [
        '```mermaid',
        'flowchart LR',
        `  accTitle: ${mermaidText(`Merge queue of ${q.branch || branch}`, 120)}`,
        `  accDescr: ${mermaidText('The PRs of the queue by state. The table below lists the same.', 120)}`,
        `  base[("${mermaidText(q.branch || branch)}")]`,
    ];
    const groups = [];
    for (const g of [...QUEUE_GROUPS, { id: 'other', label: 'Other', states: [] }]) {
        const members = drawn.filter((p) => groupOf(p.state) === g.id);
        if (!members.length)
            continue;
        groups.push(g.id);
        const count = g.id === 'testing'
            ? `${members.length} of ${plural(Number(q.concurrency), 'slot')}`
            : members.length;
        lines.push(`  subgraph ${g.id}["${mermaidText(`${g.label}: ${count}`)}"]`, '    direction TB');
        for (const p of members) {
            const state = (p.state ?? '').toLowerCase();
            const shown = g.id === 'other' || (g.id === 'testing' && state !== 'testing');
            const label = `#${p.prNumber} ${cut(p.prTitle, 36)}${shown ? ` (${state.toUpperCase()})` : ''}`;
            lines.push(`    ${id(p)}["${mermaidText(label, 80)}"]`);
        }
        // Not-ready PRs wait outside the line; the others are in it, in queue order.
        if (single && g.id !== 'notready' && members.length > 1)
            lines.push(`    ${members.map(id).join(' --> ')}`);
        lines.push('  end');
    }
    if (prs.length > drawn.length) {
        lines.push(`  more["${mermaidText(`… and ${prs.length - drawn.length} more`)}"]`);
        groups.push('more');
    }
    if (groups.length)
        lines.push(`  base --> ${groups[0]}`);
    for (let i = 1; i < groups.length; i++) {
        const inLine = single && groups[i] !== 'notready' && groups[i - 1] !== 'notready';
        lines.push(`  ${groups[i - 1]} ${inLine ? '-->' : '~~~'} ${groups[i]}`);
    }
    for (const g of groups.filter((x) => x !== 'more'))
        lines.push(`  style ${g} fill:#f6f8fa,stroke:#d1d9e0,color:#1f2328`);
    lines.push('  classDef testing fill:#ddf4ff,stroke:#0969da,color:#0a3069', '  classDef pending fill:#fff8c5,stroke:#9a6700,color:#4d2d00', '  classDef notready fill:#ffffff,stroke:#8c959f,color:#424a53,stroke-dasharray:4 3', '  classDef failing fill:#ffebe9,stroke:#cf222e,color:#82071e');
    const byClass = new Map();
    for (const p of drawn) {
        const c = (p.state ?? '').toLowerCase() === 'pending_failure'
            ? 'failing'
            : groupOf(p.state) === 'other'
                ? 'notready'
                : groupOf(p.state);
        byClass.set(c, [...(byClass.get(c) ?? []), id(p)]);
    }
    for (const [c, ids] of byClass)
        lines.push(`  class ${ids.join(',')} ${c}`);
    lines.push('```');
    const note = single
        ? '\n_Single mode: each PR is tested on top of the ones ahead of it, in one line._\n'
        : '\n_Parallel mode: each PR is tested on top of the PRs ahead of it whose impacted targets overlap its own; the API does not report which, so the PRs of a box are drawn side by side._\n';
    return lines.join('\n') + '\n' + note;
}
// ---- testing-details ----------------------------------------------------------------------------
/** The testing in progress of one test run. */
function testingDetailsSection(d, ctx) {
    const tested = d.testedPullRequests.map((p) => `${(0,common_text/* isLinkable */.n1)(p.prUrl) ? (0,common_text/* linkMarkdown */.k9)(`#${(0,common_text.md)(p.prNumber)}`, p.prUrl) : prLink(ctx.repo, p.prNumber)} ${(0,common_text.md)(p.title, 80)}`.trim());
    let s = (0,common_text/* mdFacts */.bC)([
        ['Test branch', (0,common_text/* codeSpan */.SS)(d.testBranch)],
        ['Commit', commitLink(ctx.repo, d.testBranchSha)],
        ['Status', (0,common_text/* codeSpan */.SS)(d.status ?? 'unknown')],
        ['Started', d.createdAt ? (0,common_text/* timeAgo */.fF)(d.createdAt, ctx.now) : ''],
        ['Tested PRs', tested.join(', ')],
        ['Required statuses', d.requiredStatuses.map((r) => (0,common_text/* codeSpan */.SS)(r)).join(', ')],
    ]) + '\n';
    const checks = new Map();
    for (const c of d.statusChecks)
        checks.set(c.context, { state: c.state ?? '', url: c.url });
    for (const suite of d.checkSuites)
        for (const r of suite.checkRuns)
            checks.set(r.name, { state: r.conclusion ?? r.status ?? '', url: r.url });
    if (checks.size) {
        s +=
            '\n' +
                (0,common_text/* mdTable */.gJ)(['Check', 'State'], [...checks].map(([name, c]) => [
                    (0,common_text/* mdLink */.YF)(name, c.url),
                    (0,common_text/* codeSpan */.SS)(c.state || 'unknown', { inTable: true }),
                ])) +
                '\n';
    }
    return s;
}
// ---- Flaky tests --------------------------------------------------------------------------------
/** Failing tests, most failing first, flaky and quarantined marked. */
function failingTestsSection(tests, window, maxRows = 100) {
    const sorted = sortByFailureRate(tests);
    const start = (0,common_text/* parseTime */.pe)(window.start);
    const end = (0,common_text/* parseTime */.pe)(window.end);
    const span = start !== undefined && end !== undefined
        ? (0,common_text/* withTitle */.ZA)(`the last ${windowLength(end - start)}`, `${(0,common_text/* absoluteTime */.d_)(start)} to ${(0,common_text/* absoluteTime */.d_)(end)}`)
        : `${(0,common_text.md)(window.start)} to ${(0,common_text.md)(window.end)}`;
    let s = `${plural(tests.length, 'test')} failed in ${span}: ${tests.filter(isFlaky).length} flaky, ${tests.filter((t) => t.quarantined).length} quarantined.\n\n`;
    if (!tests.length)
        return s;
    s += (0,common_text/* mdTable */.gJ)(['Test', 'Failure rate 7d', 'Failure rate 24h', 'Status', 'PRs impacted 7d', 'Owners'], sorted
        .slice(0, maxRows)
        .map((t) => [
        (0,common_text/* mdLink */.YF)(testName(t), t.html_url),
        percent(t.failure_rate_last_7d),
        percent(t.failure_rate_last_24h),
        testStatus(t),
        (0,common_text.md)(t.pull_requests_impacted_last_7d),
        (0,common_text.md)(t.codeowners.join(' '), 80),
    ]));
    if (sorted.length > maxRows)
        s += `\n\n_…and ${sorted.length - maxRows} more._`;
    return s + '\n';
}
/** A window of whole days in days (`7 days`), others as a duration (`24 h`, `90 min`). */
function windowLength(ms) {
    const days = ms / 86_400_000;
    return days >= 2 && Number.isInteger(days) ? `${days} days` : (0,common_text/* humanDuration */.UU)(ms);
}
/** The details of one test. */
function testDetailsSection(t, ctx) {
    const since = (0,common_text/* parseTime */.pe)(t.status.timestamp);
    let s = `Test ${(0,common_text/* mdLink */.YF)(testName(t), t.html_url, 300)}\n\n` +
        (0,common_text/* mdFacts */.bC)([
            [
                'Status',
                `${testStatus(t)}${since !== undefined ? ` since ${(0,common_text/* timeAgo */.fF)(t.status.timestamp, ctx.now)}` : ''}${t.status.reason ? `: ${(0,common_text.md)(t.status.reason, 300)}` : ''}`,
            ],
            [
                'Failure rate',
                `${percent(t.failure_rate_last_7d)} (7 days), ${percent(t.failure_rate_last_24h)} (24 h)`,
            ],
            ['PRs impacted (7 days)', (0,common_text.md)(t.pull_requests_impacted_last_7d)],
            ['File', (0,common_text/* codeSpan */.SS)(t.file_path ?? '', { max: 300 })],
            ['Owners', (0,common_text.md)(t.codeowners.join(' '))],
            ['Ticket', t.ticket ? (0,common_text/* mdLink */.YF)(t.ticket.html_url, t.ticket.html_url) : ''],
        ]) +
        '\n';
    if (t.most_common_failures.length) {
        s +=
            '\n**Most common failures**\n\n' +
                (0,common_text/* mdTable */.gJ)(['Failure', 'Count', 'Last seen'], t.most_common_failures.map((f) => [
                    (0,common_text.md)(f.summary, 300),
                    (0,common_text.md)(f.occurrence_count),
                    f.last_occurrence ? (0,common_text/* timeAgo */.fF)(f.last_occurrence, ctx.now) : '',
                ])) +
                '\n';
    }
    return s;
}
function isFlaky(t) {
    return t.status.value === 'flaky';
}
function sortByFailureRate(tests) {
    return [...tests].sort((a, b) => b.failure_rate_last_7d - a.failure_rate_last_7d ||
        b.failure_rate_last_24h - a.failure_rate_last_24h ||
        a.name.localeCompare(b.name));
}
/** A test's status in words, flaky and quarantined marked. */
function testStatus(t) {
    return [isFlaky(t) ? '⚠️ flaky' : (0,common_text.md)(t.status.value ?? ''), t.quarantined ? '🔒 quarantined' : '']
        .filter(Boolean)
        .join(', ');
}
function testName(t) {
    return t.parent || t.classname ? `${t.parent || t.classname} › ${t.name}` : t.name;
}
/** Rates are fractions (0.12); a value over 1 is taken as a percentage already. */
function percent(rate) {
    return `${(rate <= 1 ? rate * 100 : rate).toFixed(1)}%`;
}
// ---- metrics ------------------------------------------------------------------------------------
/** Key gauges from the metrics, one row per queue. */
function metricsSection(rows) {
    if (!rows.length)
        return '_No merge queue metrics were returned._\n';
    return ((0,common_text/* mdTable */.gJ)([
        'Repository',
        'Branch',
        'Depth',
        'Testing',
        'Awaiting mergeability',
        'Merged (1h)',
        'Failed (1h)',
    ], rows.map((r) => [
        (0,common_text.md)(r.repo),
        (0,common_text.md)(r.branch),
        (0,common_text.md)(r.depth ?? ''),
        (0,common_text.md)(r.testing ?? ''),
        (0,common_text.md)(r.waiting ?? ''),
        (0,common_text.md)(r.merged1h ?? ''),
        (0,common_text.md)(r.failed1h ?? ''),
    ])) + '\n');
}

;// CONCATENATED MODULE: ./src/commands/common/types.ts
/** Declares a command (the identity, typed: `read` decides the settings `run` gets). */
function defineCommand(spec) {
    return spec;
}
/** For commands with no inputs of their own. */
const readNothing = () => ({});

;// CONCATENATED MODULE: ./src/commands/flaky-tests/flaky-tests.ts
/** The flaky-test commands: failing-tests and test-details. */







const TEST_OUTPUTS = [
    constants/* Outputs */.tY.FailingTestsCount,
    constants/* Outputs */.tY.FlakyTestsCount,
    constants/* Outputs */.tY.QuarantinedTestsCount,
    constants/* Outputs */.tY.FailingTests,
];
const failingTestsCommand = defineCommand({
    target: 'repository',
    inputs: [constants/* Inputs */.G0.OrgUrlSlug, constants/* Inputs */.G0.WindowHours],
    outputs: TEST_OUTPUTS,
    read: (get) => ({
        orgUrlSlug: parseSlug(get(constants/* Inputs */.G0.OrgUrlSlug)),
        windowHours: intInput(get, constants/* Inputs */.G0.WindowHours, 1, 168),
    }),
    run: failingTests,
});
const testDetailsCommand = defineCommand({
    target: 'repository',
    inputs: [constants/* Inputs */.G0.OrgUrlSlug, constants/* Inputs */.G0.TestId],
    outputs: TEST_OUTPUTS,
    read: (get) => {
        const orgUrlSlug = parseSlug(get(constants/* Inputs */.G0.OrgUrlSlug));
        const id = get(constants/* Inputs */.G0.TestId);
        if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
            throw new InputError(constants/* Inputs */.G0.TestId, id ? `${shown(id)} is not a test id` : 'is required', 'a UUID, e.g. 01234567-0123-0123-0123-0123456789ab');
        }
        return { orgUrlSlug, testId: id.toLowerCase() };
    },
    run: testDetails,
});
/** The failing-tests output: compact JSON, most failing first, cut to fit the output budget. */
function failingTestsOutput(tests, maxBytes = constants/* MAX_FAILING_TESTS_OUTPUT_BYTES */.eO) {
    const items = sortByFailureRate(tests).map((t) => ({
        id: t.id,
        name: t.name,
        ...(t.parent ? { parent: t.parent } : {}),
        ...(t.file_path ? { file: t.file_path } : {}),
        status: t.status.value ?? '',
        quarantined: t.quarantined,
        failureRate7d: t.failure_rate_last_7d,
        failureRate24h: t.failure_rate_last_24h,
        url: t.html_url,
    }));
    // Keep the most failing tests that fit.
    return (0,common_text/* jsonArrayWithin */.RJ)(items, maxBytes).json;
}
function testCounts(tests) {
    return {
        [constants/* Outputs */.tY.FailingTestsCount]: String(tests.length),
        [constants/* Outputs */.tY.FlakyTestsCount]: String(tests.filter(isFlaky).length),
        [constants/* Outputs */.tY.QuarantinedTestsCount]: String(tests.filter((t) => t.quarantined).length),
        [constants/* Outputs */.tY.FailingTests]: failingTestsOutput(tests),
    };
}
async function failingTests(c) {
    const end = new Date(c.clock.now());
    const start = new Date(end.getTime() - c.s.windowHours * 3600_000);
    const window = { start: start.toISOString(), end: end.toISOString() };
    const tests = await c.client.listAllFailingTests({
        repo: c.s.repo,
        org_url_slug: c.s.orgUrlSlug,
        start_time: window.start,
        end_time: window.end,
        page_size: 100,
    }, { signal: c.signal });
    const outputs = testCounts(tests);
    c.log.info(`${tests.length} test(s) failed in the last ${c.s.windowHours} h: ${outputs[constants/* Outputs */.tY.FlakyTestsCount]} flaky, ${outputs[constants/* Outputs */.tY.QuarantinedTestsCount]} quarantined.`);
    const kept = JSON.parse(outputs[constants/* Outputs */.tY.FailingTests]).length;
    if (kept < tests.length)
        c.log.warning(`The failing-tests output holds the ${kept} most failing tests of ${tests.length} (outputs are limited in size).`);
    return { outcome: 'success', outputs, summary: failingTestsSection(tests, window) };
}
async function testDetails(c) {
    const t = await c.client.getTestDetails({ repo: c.s.repo, org_url_slug: c.s.orgUrlSlug, test_id: c.s.testId }, { signal: c.signal });
    c.log.info(`Test ${t.name}: ${t.status.value ?? 'unknown'}${t.quarantined ? ', quarantined' : ''}, failure rate ${t.failure_rate_last_7d} (7d).`);
    return {
        outcome: 'success',
        outputs: testCounts([t]),
        summary: testDetailsSection(t, summaryContext(c)),
    };
}

;// CONCATENATED MODULE: ./src/files/atomic-write.ts
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
    const dir = dirname(path);
    const prefix = `${basename(path)}.`;
    let names;
    try {
        names = readdirSync(dir);
    }
    catch {
        return [];
    }
    return names
        .filter((n) => n.startsWith(prefix) && /^\d+\.tmp$/.test(n.slice(prefix.length)))
        .map((n) => join(dir, n));
}
/** Replaces `path` with `data` atomically (see the module comment). */
function writeFileAtomic(path, data) {
    const tmp = tempPathOf(path);
    try {
        makeDirectory((0,external_node_path_.dirname)(path));
        const fd = (0,external_node_fs_.openSync)(tmp, 'w');
        try {
            (0,external_node_fs_.writeSync)(fd, typeof data === 'string' ? Buffer.from(data, 'utf8') : data);
            // Without the flush a crash after the rename could leave an empty file under the name.
            (0,external_node_fs_.fsyncSync)(fd);
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
        (0,external_node_fs_.renameSync)(tmp, path);
    }
    catch (e) {
        (0,external_node_fs_.rmSync)(tmp, { force: true });
        throw e;
    }
    syncDirectory((0,external_node_path_.dirname)(path));
}
/** Makes the rename durable; some file systems cannot sync a directory, and then it is skipped. */
function syncDirectory(dir) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(dir, 'r');
        (0,external_node_fs_.fsyncSync)(fd);
    }
    catch {
        // The rename itself is still atomic.
    }
    finally {
        if (fd !== undefined)
            (0,external_node_fs_.closeSync)(fd);
    }
}

;// CONCATENATED MODULE: ./src/commands/metrics/metrics.ts
/** The metrics command: the queue metrics as Prometheus text, summarised per queue. */








const metricsCommand = defineCommand({
    target: 'optional-queue',
    inputs: [constants/* Inputs */.G0.MetricsFile, constants/* Inputs */.G0.MetricsScope],
    outputs: [constants/* Outputs */.tY.MetricsFile, constants/* Outputs */.tY.QueueDepth],
    read: (get) => {
        const scope = (get(constants/* Inputs */.G0.MetricsScope) || 'repository').toLowerCase();
        if (scope !== 'repository' && scope !== 'organization') {
            throw new InputError(constants/* Inputs */.G0.MetricsScope, `${shown(scope)} is not a scope`, 'repository or organization');
        }
        const file = get(constants/* Inputs */.G0.MetricsFile);
        return {
            metricsScope: scope,
            metricsFile: file ? parseOutputPath(constants/* Inputs */.G0.MetricsFile, file) : undefined,
        };
    },
    run: metrics,
});
async function metrics(c) {
    const repoName = `${c.s.repo.owner}/${c.s.repo.name}`;
    const m = await c.client.getMergeQueueMetrics(c.s.metricsScope === 'organization' ? {} : { repo: repoName, repoHost: c.s.repo.host }, { signal: c.signal });
    const outputs = {};
    if (c.s.metricsFile) {
        const path = (0,external_node_path_.resolve)(c.s.metricsFile);
        try {
            writeFileAtomic(path, m.text);
        }
        catch (e) {
            // The metrics were read: the failure is the file's, after the request, not the input's.
            const code = e.code ?? e.message;
            throw new OutputFileError(`The metrics were read, but ${constants/* Inputs */.G0.MetricsFile} ${JSON.stringify(c.s.metricsFile)} could not be written (${code}); check that its directory is writable.`);
        }
        outputs[constants/* Outputs */.tY.MetricsFile] = path;
        c.log.info(`Wrote ${Buffer.byteLength(m.text)} bytes of Prometheus text to ${path}.`);
    }
    const parsed = (0,src_client/* parsePrometheusText */.tb)(m.text);
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
            depth: (0,src_client/* sumSamples */.Hi)(parsed, 'mq_depth_current', match),
            testing: (0,src_client/* sumSamples */.Hi)(parsed, 'mq_testing_slots_active', match),
            waiting: (0,src_client/* sumSamples */.Hi)(parsed, 'mq_awaiting_mergeability', match),
            merged1h: (0,src_client/* sumSamples */.Hi)(parsed, 'mq_pr_conclusions_1h_total', {
                ...match,
                conclusion: 'merged',
            }),
            failed1h: (0,src_client/* sumSamples */.Hi)(parsed, 'mq_pr_conclusions_1h_total', {
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
    const inLine = (0,src_client/* sumSamples */.Hi)(parsed, 'mq_depth_current', ours);
    const notReady = (0,src_client/* sumSamples */.Hi)(parsed, 'mq_awaiting_mergeability', ours);
    if (inLine !== undefined)
        outputs[constants/* Outputs */.tY.QueueDepth] = String(inLine + (notReady ?? 0));
    c.log.info(`Read ${parsed.samples.length} samples for ${queues.size} queue(s).`);
    return { outcome: 'success', outputs, summary: metricsSection(rows) };
}

;// CONCATENATED MODULE: ./src/commands/common/targets-input.ts
/**
 * Reads impacted targets from the `impacted-targets` input or a file: one per line, a JSON array
 * of strings, or `ALL`. Empty lines are dropped; everything else wrong (a control character in a
 * target included) is an error, never an upload of it.
 */



const isAllWord = (s) => s === src_client/* IMPACTS_ALL */._s || s === src_client/* IMPACTS_ALL_LEGACY */.ow;
// C0, DEL and C1: no build tool names a target with them; a file of them (NUL bytes from a
// crashed writer, a binary file) is not a list of targets and must not be uploaded as one.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_EXPECTED = 'target names as printable text, one per line (is it the right file?)';
/** The first control character in `s`, as U+XXXX, or undefined. */
function controlCharacterIn(s) {
    const m = CONTROL_CHARACTER.exec(s);
    if (!m)
        return undefined;
    return `U+${m[0].codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}
/** Parses targets text; `source` names the input (and file) in error messages. */
function parseTargetsText(text, source) {
    const where = source.file ? `the file ${JSON.stringify(source.file)}` : 'the value';
    const trimmed = text.trim();
    if (isAllWord(trimmed) ||
        trimmed === `"${src_client/* IMPACTS_ALL */._s}"` ||
        trimmed === `"${src_client/* IMPACTS_ALL_LEGACY */.ow}"`) {
        return { kind: 'ALL' };
    }
    if (trimmed.startsWith('[')) {
        let parsed;
        try {
            parsed = JSON.parse(trimmed);
        }
        catch (e) {
            throw new InputError(source.input, `${where} starts with "[" but is not a valid JSON array (${e.message})`, 'a JSON array of strings, one target per line, or ALL');
        }
        if (!Array.isArray(parsed)) {
            throw new InputError(source.input, `${where} is not a JSON array`, 'a JSON array of strings');
        }
        const targets = [];
        for (let i = 0; i < parsed.length; i++) {
            const t = parsed[i];
            if (typeof t !== 'string') {
                throw new InputError(source.input, `element ${i} of the JSON array in ${where} is ${t === null ? 'null' : typeof t}`, 'every element to be a string (a target name)');
            }
            const control = controlCharacterIn(t);
            if (control) {
                throw new InputError(source.input, `element ${i} of the JSON array in ${where} holds the control character ${control}`, CONTROL_EXPECTED);
            }
            if (t !== '')
                targets.push(t);
        }
        return { kind: 'list', targets, format: 'json' };
    }
    const targets = [];
    let sawAll = false;
    let start = 0;
    let lineNumber = 0;
    // A manual scan: for hundreds of thousands of lines it avoids building an array of every line
    // (empty ones included) before filtering.
    while (start <= text.length) {
        let end = text.indexOf('\n', start);
        if (end === -1)
            end = text.length;
        lineNumber++;
        const line = text.slice(start, end).trim();
        const control = controlCharacterIn(line);
        if (control) {
            throw new InputError(source.input, `line ${lineNumber} of ${where} holds the control character ${control}`, CONTROL_EXPECTED);
        }
        if (line !== '') {
            if (isAllWord(line))
                sawAll = true;
            else
                targets.push(line);
        }
        start = end + 1;
    }
    if (sawAll) {
        throw new InputError(source.input, `${where} mixes the word ALL with a list of ${targets.length} target(s)`, 'either ALL alone or a list of targets');
    }
    return { kind: 'list', targets, format: 'lines' };
}
/**
 * Reads and parses a targets file; a missing, unreadable or non-UTF-8 file is an error. The
 * common case, plain targets one per line, is indexed as bytes without decoding the text.
 */
function readTargetsFile(path, input) {
    let bytes;
    try {
        bytes = (0,external_node_fs_.readFileSync)(path);
    }
    catch (e) {
        const code = e.code;
        const why = code === 'ENOENT'
            ? 'does not exist'
            : code === 'EACCES'
                ? 'cannot be read (permission denied)'
                : code === 'EISDIR'
                    ? 'is a directory'
                    : `cannot be read (${code ?? e.message})`;
        throw new InputError(input, `the file ${JSON.stringify(path)} ${why}`, 'a readable file of targets');
    }
    const lines = src_client/* TargetLines */.$2.scan(bytes);
    if (lines)
        return { kind: 'list', targets: lines, format: 'lines' };
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    }
    catch {
        const at = firstInvalidUtf8Byte(bytes);
        throw new InputError(input, `the file ${JSON.stringify(path)} is not valid UTF-8${at < bytes.length ? ` (at byte ${at})` : ''}`, 'UTF-8 text');
    }
    return parseTargetsText(text, { input, file: path });
}
/** The offset of the first byte that breaks UTF-8 (for the error message). */
function firstInvalidUtf8Byte(bytes) {
    let i = 0;
    while (i < bytes.length) {
        const b = bytes[i];
        const need = b < 0x80
            ? 0
            : b >= 0xc2 && b < 0xe0
                ? 1
                : b >= 0xe0 && b < 0xf0
                    ? 2
                    : b >= 0xf0 && b < 0xf5
                        ? 3
                        : -1;
        if (need < 0)
            return i;
        for (let k = 1; k <= need; k++) {
            if (((bytes[i + k] ?? 0) & 0xc0) !== 0x80)
                return i;
        }
        i += need + 1;
    }
    return i;
}

;// CONCATENATED MODULE: ./src/commands/common/shared.ts
/** Pieces the commands share: the PR and queue outputs, and a read of the queue for context. */


/** The client's reference to the PR a command is about. */
function prRef(s) {
    return { repo: s.repo, targetBranch: s.targetBranch, pr: { number: s.prNumber } };
}
/** Outputs that describe the PR as the queue holds it. */
function prOutputs(pr) {
    if (!pr)
        return { [constants/* Outputs */.tY.State]: constants/* NOT_SUBMITTED */.uI, [constants/* Outputs */.tY.IsSubmitted]: 'false' };
    return {
        [constants/* Outputs */.tY.State]: pr.state.toUpperCase(),
        [constants/* Outputs */.tY.IsSubmitted]: String(pr.isCurrentlySubmittedToQueue && !(0,src_client/* isTerminalState */.CF)(pr.state)),
        [constants/* Outputs */.tY.PriorityName]: pr.priorityName,
        [constants/* Outputs */.tY.PriorityValue]: String(pr.priorityValue),
        [constants/* Outputs */.tY.PrSha]: pr.prSha,
    };
}
/** Outputs that describe the queue (its state, depth, and the PR's position when given). */
function queueOutputs(q, prNumber) {
    if (!q)
        return {};
    const out = { [constants/* Outputs */.tY.QueueState]: q.state.toLowerCase() };
    if ('enqueuedPullRequests' in q) {
        out[constants/* Outputs */.tY.QueueDepth] = String(q.enqueuedPullRequests.length);
        const position = prNumber === undefined ? undefined : positionIn(q, prNumber);
        if (position !== undefined)
            out[constants/* Outputs */.tY.QueuePosition] = String(position);
    }
    return out;
}
/** Reads the queue for context; a failure here never fails the command. */
async function tryGetQueue(c) {
    try {
        return await c.client.getQueue({ repo: c.s.repo, targetBranch: c.s.targetBranch }, { signal: c.signal });
    }
    catch (e) {
        c.log.debug(`Could not read the queue: ${e.message}`);
        return undefined;
    }
}
/** The PR's place in the queue, for its summary section. */
function positionOf(q, prNumber) {
    if (!q)
        return {};
    return {
        position: positionIn(q, prNumber),
        depth: q.enqueuedPullRequests.length,
        queueState: q.state,
    };
}
/** Says so when the queue's entry is for another commit than the PR's head. */
function staleNote(c, pr) {
    if (!pr || !c.s.prSha || shaMatches(pr.prSha, c.s.prSha))
        return undefined;
    return `The queue's entry is for commit ${pr.prSha.slice(0, 12)}, not the PR's head ${c.s.prSha.slice(0, 12)}.`;
}
/** True when the queue entry is for the expected commit (a short expected sha matches a prefix). */
function shaMatches(entrySha, expected) {
    const a = entrySha.toLowerCase();
    const b = expected.toLowerCase();
    return a.length >= b.length ? a.startsWith(b) : b.startsWith(a);
}
/** The PR's 1-based position among the queue's enqueued PRs, if it is there. */
function positionIn(queue, prNumber) {
    if (!queue)
        return undefined;
    const i = queue.enqueuedPullRequests.findIndex((p) => p.prNumber === prNumber);
    return i >= 0 ? i + 1 : undefined;
}

;// CONCATENATED MODULE: ./src/commands/pull-requests/wait.ts
/**
 * Waiting for a PR's queue state: the pure decisions (which state ends the wait, whether an entry
 * is stale, why a PR is not ready, how long to sleep) and the polling loop that uses them.
 */



/** The success path a merged PR has gone through: waiting for any of these ends at MERGED. */
const SUCCESS_PATH = ['not_ready', 'pending', 'testing', 'tests_passed', 'merged'];
/**
 * Judges one observation of the PR. Not submitted, stale, a `wait-for` state, a `fail-on` state,
 * or a final state that can no longer lead to a `wait-for` one end the wait; anything else
 * (PENDING_FAILURE and unknown states included) does not.
 */
function judge(pr, spec) {
    if (!pr)
        return {
            done: true,
            outcome: 'not-submitted',
            reason: 'the PR is not in the queue (it was never submitted to it)',
        };
    const state = pr.state.toLowerCase();
    if (spec.expectedSha && pr.prSha && !shaMatches(pr.prSha, spec.expectedSha)) {
        return {
            done: true,
            outcome: 'stale',
            reason: `the queue's entry is for commit ${pr.prSha.slice(0, 12)}, not the PR's head ${spec.expectedSha.slice(0, 12)}: its result is an old commit's (submit the PR again after a push)`,
        };
    }
    if (spec.waitFor.includes(state))
        return { done: true, outcome: 'success', reason: `the PR reached ${state.toUpperCase()}` };
    if (spec.failOn.includes(state))
        return { done: true, outcome: 'failure', reason: `the PR reached ${state.toUpperCase()}` };
    if ((0,src_client/* isTerminalState */.CF)(state)) {
        if (state === 'merged' && spec.waitFor.every((w) => SUCCESS_PATH.includes(w))) {
            return {
                done: true,
                outcome: 'success',
                reason: `the PR reached MERGED, past ${spec.waitFor.map((w) => w.toUpperCase()).join('/')}`,
            };
        }
        return {
            done: true,
            outcome: 'failure',
            reason: `the PR reached ${state.toUpperCase()}, which is final and not one of ${spec.waitFor.map((w) => w.toUpperCase()).join(', ')}`,
        };
    }
    return { done: false };
}
/** Why a PR is in NOT_READY, in words, from its readiness record. */
function readinessReasons(readiness, prSha) {
    if (!readiness)
        return ['the service gave no readiness details'];
    const reasons = [];
    if (readiness.requiresImpactedTargets && readiness.hasImpactedTargets !== true) {
        reasons.push(`the queue needs the PR's impacted targets${prSha ? ` for commit ${prSha.slice(0, 12)}` : ''} and none were uploaded (run this action with command: upload-targets)`);
    }
    if (readiness.doesBaseBranchMatch === false)
        reasons.push("the PR's base branch is not the queue's branch");
    switch (readiness.gitHubMergeability) {
        case 'not_mergeable':
            reasons.push('GitHub reports the PR cannot be merged (a conflict, or a failing required check or review)');
            break;
        case 'in_progress':
        case 'unspecified':
            reasons.push('GitHub is still working out whether the PR can be merged');
            break;
        case undefined:
        case 'mergeable':
            break;
        default:
            reasons.push(`GitHub mergeability is ${readiness.gitHubMergeability}`);
    }
    return reasons.length
        ? reasons
        : ['no blocking reason reported; the queue has not picked it up yet'];
}
/** The next poll interval: grows by half while nothing changes, resets on a change, capped. */
function nextPollInterval(currentMs, changed, minMs, maxMs) {
    return changed ? minMs : Math.min(maxMs, Math.round(currentMs * 1.5));
}
/** The actual sleep: the interval with ±20 % jitter, never past the deadline. */
function jitteredSleep(intervalMs, remainingMs, random) {
    return Math.max(0, Math.min(remainingMs, Math.round(intervalMs * (0.8 + 0.4 * random()))));
}
/** How often the queue (position, queue state) is re-read when nothing else changes. */
const QUEUE_REFRESH_MS = 5 * 60_000;
/** Failures that polling again cannot fix. */
const FATAL_KINDS = new Set([
    'auth',
    'bad-request',
    'config',
    'invalid-request',
    'redirect',
    'unexpected-status',
]);
/**
 * Polls the PR until the verdict is final or the deadline passes. Transient API failures are
 * survived until the deadline. A cancelled signal ends it at once with outcome `error` and
 * `cancelled` set, keeping the last state seen (so the step's outputs and summary still say it).
 */
async function waitForPullRequestState(deps, o) {
    const wait = new PullRequestWait(deps, o);
    try {
        for (;;) {
            const end = await wait.pollOnce();
            if (end)
                return end;
            await wait.sleep();
        }
    }
    catch (e) {
        if (!(e instanceof src_client/* CancelledError */.cc) || !deps.signal?.aborted)
            throw e;
        return wait.cancelled();
    }
}
/** One wait's state between polls; each method makes one decision of the loop. */
class PullRequestWait {
    deps;
    o;
    started;
    deadline;
    /** Until when a PR that is not in the queue may still appear. */
    notSubmittedDeadline;
    timeline = [];
    polls = 0;
    interval;
    last = null;
    lastState;
    /** The last poll saw a new state (the back-off resets). */
    changed = false;
    queue;
    queueReadAt = -Infinity;
    queueChecked = false;
    warnedQueueState;
    lastError;
    failingSince;
    notReadyReasons;
    lastHeartbeat;
    selfBlockWarning;
    constructor(deps, o) {
        this.deps = deps;
        this.o = o;
        this.started = deps.clock.now();
        this.deadline = this.started + o.timeoutMs;
        this.notSubmittedDeadline = this.started + o.notSubmittedTimeoutMs;
        this.interval = o.pollIntervalMs;
        this.lastHeartbeat = this.started;
    }
    now = () => this.deps.clock.now();
    remaining = () => this.deadline - this.now();
    call = () => ({
        signal: this.deps.signal,
        timeoutMs: Math.max(1000, Math.min(this.o.requestTimeoutMs, this.remaining())),
    });
    /** Polls once; the result when the wait ends here. */
    async pollOnce() {
        if (this.deps.signal?.aborted)
            throw new src_client/* CancelledError */.cc('wait', 'the job was cancelled');
        this.changed = false;
        this.polls++;
        if (await this.readPullRequest()) {
            this.record();
            this.explainNotReady();
            await this.checkQueueExists();
            await this.refreshQueue();
            const end = this.verdict();
            if (end)
                return end;
        }
        return this.timedOut();
    }
    /** Reads the PR's entry; false when the read failed in a way the deadline may outlast. */
    async readPullRequest() {
        const { client, log } = this.deps;
        try {
            this.last = await client.findSubmittedPullRequest(this.o.ref, this.call());
        }
        catch (e) {
            if (e instanceof src_client/* CancelledError */.cc)
                throw e;
            if (!(e instanceof src_client/* TrunkApiError */.Jp) || FATAL_KINDS.has(e.kind))
                throw e;
            this.lastError = e.message;
            if (this.failingSince === undefined) {
                this.failingSince = this.now();
                log.warning(`Could not read the PR's state; still waiting (the deadline decides): ${e.message}`);
            }
            else {
                log.debug(`Still failing: ${e.message}`);
            }
            return false;
        }
        if (this.failingSince !== undefined) {
            log.info(`The service answers again after ${formatDuration(this.now() - this.failingSince)} of errors.`);
            this.failingSince = undefined;
        }
        this.lastError = undefined;
        return true;
    }
    /** A new state goes on the timeline; an unchanged one is said now and then. */
    record() {
        const state = this.stateSeen();
        if (state !== this.lastState) {
            this.changed = this.lastState !== undefined;
            this.timeline.push({ state, seenAt: this.now(), since: this.last?.stateChangedAt });
            this.deps.log.info(describeObservation(this.last, state, this.o.ref.pr.number));
            this.lastState = state;
            this.lastHeartbeat = this.now();
        }
        else if (this.now() - this.lastHeartbeat >= QUEUE_REFRESH_MS) {
            const since = this.timeline.at(-1)?.seenAt ?? this.started;
            this.deps.log.info(`Still ${state.toUpperCase()} after ${formatDuration(this.now() - since)}.`);
            this.lastHeartbeat = this.now();
        }
    }
    stateSeen() {
        return this.last ? this.last.state.toLowerCase() : 'not_submitted';
    }
    /** A NOT_READY PR: why, when the reasons change, and the warning when it may block itself. */
    explainNotReady() {
        const last = this.last;
        if (!last || this.stateSeen() !== 'not_ready')
            return;
        const mergeability = last.readiness?.gitHubMergeability;
        if (this.o.warnIfBlockingItsOwnPr &&
            !this.selfBlockWarning &&
            (mergeability === 'in_progress' || mergeability === 'not_mergeable')) {
            this.selfBlockWarning = selfBlockingWarning(this.o.ref.pr.number, mergeability);
            this.deps.log.warning(this.selfBlockWarning);
        }
        const reasons = readinessReasons(last.readiness, this.o.expectedSha);
        const said = this.notReadyReasons;
        if (this.changed || !said || reasons.join() !== said.join()) {
            this.deps.log.info(`Not ready: ${reasons.join('; ')}.`);
        }
        this.notReadyReasons = reasons;
    }
    /**
     * Not in the queue at the first look: is there a queue at all? (A wrong target-branch would
     * otherwise wait for a PR that can never arrive.)
     */
    async checkQueueExists() {
        if (this.last || this.queueChecked)
            return;
        this.queueChecked = true;
        this.queue = await readQueueOrMissing(this.deps.client, this.o.ref, this.call());
    }
    /**
     * Position and queue state: at the start, on every change (the last one included, so the
     * outputs describe the queue as the wait ended), and now and then.
     */
    async refreshQueue() {
        const due = this.changed ||
            this.queueReadAt === -Infinity ||
            this.now() - this.queueReadAt >= QUEUE_REFRESH_MS;
        if (!this.last || !due)
            return;
        this.queueReadAt = this.now();
        const { client, log } = this.deps;
        try {
            const queue = await client.getQueue({ repo: this.o.ref.repo, targetBranch: this.o.ref.targetBranch }, this.call());
            this.queue = queue;
            const pos = positionIn(queue, this.o.ref.pr.number);
            if (pos !== undefined)
                log.info(`Position ${pos} of ${queue.enqueuedPullRequests.length} in the queue (${queue.state}).`);
            this.warnAboutQueueState(queue.state);
        }
        catch (e) {
            if (e instanceof src_client/* CancelledError */.cc)
                throw e;
            log.debug(`Could not read the queue: ${e.message}`);
        }
    }
    /** A paused or draining queue is said once per change of its state. */
    warnAboutQueueState(state) {
        if ((state === 'paused' || state === 'draining') && this.warnedQueueState !== state) {
            this.deps.log.warning(state === 'paused'
                ? 'The queue is PAUSED: nothing new starts testing until it runs again.'
                : 'The queue is DRAINING: it takes no new PRs and empties.');
        }
        this.warnedQueueState = state;
    }
    /** The end, when the PR's state decides it (a missing PR may still appear until its deadline). */
    verdict() {
        const verdict = judge(this.last, this.o);
        if (!verdict.done)
            return undefined;
        if (verdict.outcome === 'not-submitted' && this.mayStillAppear())
            return undefined;
        return this.result(verdict.outcome, verdict.reason);
    }
    mayStillAppear() {
        return this.now() < this.notSubmittedDeadline && this.remaining() > 0;
    }
    /** The end at the deadline. */
    timedOut() {
        if (this.remaining() > 0)
            return undefined;
        const where = this.lastState ? ` in ${this.lastState.toUpperCase()}` : '';
        return this.result(this.lastState === 'not_submitted' ? 'not-submitted' : 'timeout', `the wait timed out after ${formatDuration(this.o.timeoutMs)}${where}` +
            (this.lastError ? ` (the last poll failed: ${this.lastError})` : ''), true);
    }
    /**
     * Sleeps the back-off interval (jittered), never past the deadline, nor past the not-submitted
     * deadline while the PR is not in the queue: the last look is at that deadline, not after it.
     */
    async sleep() {
        if (this.changed)
            this.interval = this.o.pollIntervalMs;
        const waitingToAppear = this.lastState === 'not_submitted' && this.mayStillAppear();
        const limit = waitingToAppear
            ? Math.min(this.remaining(), this.notSubmittedDeadline - this.now())
            : this.remaining();
        const sleepMs = jitteredSleep(this.interval, limit, this.deps.clock.random);
        this.deps.log.debug(`Next poll in ${Math.round(sleepMs / 100) / 10} s.`);
        try {
            await this.deps.clock.sleep(sleepMs, this.deps.signal);
        }
        catch {
            throw new src_client/* CancelledError */.cc('wait', 'the job was cancelled');
        }
        this.interval = nextPollInterval(this.interval, false, this.o.pollIntervalMs, this.o.maxPollIntervalMs);
    }
    /** The end when the job is cancelled: what was last seen, and why. */
    cancelled() {
        const signal = this.deps.signal;
        const why = (signal && (0,src_client/* abortReason */.Js)(signal)) || 'the job was cancelled';
        const where = this.lastState ? `; it was last seen ${this.lastState.toUpperCase()}` : '';
        return { ...this.result('error', `the wait was cancelled (${why})${where}`), cancelled: why };
    }
    result(outcome, reason, timedOut = false) {
        return {
            outcome,
            reason,
            pr: this.last,
            timeline: this.timeline,
            polls: this.polls,
            timedOut,
            queue: this.queue,
            position: positionIn(this.queue, this.o.ref.pr.number),
            notReadyReasons: this.lastState === 'not_ready' ? this.notReadyReasons : undefined,
            lastError: this.lastError,
            selfBlockWarning: this.selfBlockWarning,
        };
    }
}
/**
 * Reads the queue to tell "no such queue" (a {@link MissingQueueError}) apart from "the PR is not
 * in it". Any other failure is not decisive: undefined, and the caller goes on.
 */
async function readQueueOrMissing(client, ref, call) {
    try {
        return await client.getQueue({ repo: ref.repo, targetBranch: ref.targetBranch }, call);
    }
    catch (e) {
        if (e instanceof src_client/* NotFoundError */.m_)
            throw new MissingQueueError(ref.repo, ref.targetBranch);
        if (e instanceof src_client/* CancelledError */.cc)
            throw e;
        return undefined;
    }
}
/**
 * Why a required check that waits on the queue can never pass: the service admits a PR only once
 * GitHub says it can be merged, and GitHub waits for the PR's required checks.
 */
function selfBlockingWarning(prNumber, mergeability) {
    return (`PR #${prNumber} is NOT_READY: GitHub reports its mergeability as ${mergeability}. ` +
        'If this wait is a required check of the PR, it blocks its own PR: the queue takes a PR ' +
        'only once GitHub says it can be merged, and GitHub waits for every required check. ' +
        "Run the wait in a job that is not a required check (see the README's patterns).");
}
function describeObservation(pr, state, n) {
    if (!pr)
        return `PR #${n} is not in the queue.`;
    return `PR #${n} is ${state.toUpperCase()} (since ${pr.stateChangedAt}, commit ${pr.prSha.slice(0, 12)}, priority ${pr.priorityName}/${pr.priorityValue}).`;
}
/** `1h 02m`, `3m 05s`, `12s`. */
function formatDuration(ms) {
    const s = Math.max(0, Math.round(ms / 1000));
    const h = Math.floor(s / 3600);
    const m = Math.floor((s % 3600) / 60);
    const sec = s % 60;
    if (h)
        return `${h}h ${String(m).padStart(2, '0')}m`;
    if (m)
        return `${m}m ${String(sec).padStart(2, '0')}s`;
    return `${sec}s`;
}

;// CONCATENATED MODULE: ./src/commands/pull-requests/pull-requests.ts
/**
 * The pull-request commands: submit, cancel, restart-tests, status, wait and upload-targets.
 * Each turns its settings into client calls, and the results into outputs and a summary.
 */











const submitCommand = defineCommand({
    target: 'pull-request',
    inputs: [constants/* Inputs */.G0.Priority, constants/* Inputs */.G0.NoBatch],
    outputs: [
        constants/* Outputs */.tY.State,
        constants/* Outputs */.tY.IsSubmitted,
        constants/* Outputs */.tY.PriorityName,
        constants/* Outputs */.tY.PriorityValue,
        constants/* Outputs */.tY.PrSha,
        constants/* Outputs */.tY.QueueState,
        constants/* Outputs */.tY.QueueDepth,
        constants/* Outputs */.tY.QueuePosition,
    ],
    read: (get) => {
        const p = get(constants/* Inputs */.G0.Priority);
        return {
            priority: p ? parsePriority(p) : undefined,
            noBatch: parseBoolean(get, constants/* Inputs */.G0.NoBatch),
        };
    },
    run: pull_requests_submit,
});
async function pull_requests_submit(c) {
    const ref = prRef(c.s);
    const before = await c.client.findSubmittedPullRequest(ref, { signal: c.signal });
    const wasQueued = !!before && before.isCurrentlySubmittedToQueue && !(0,src_client/* isTerminalState */.CF)(before.state);
    try {
        const r = await c.client.submitPullRequest({ ...ref, priority: c.s.priority, noBatch: c.s.noBatch }, { signal: c.signal });
        if (r.reconciled)
            c.log.info('The first submit failed in a way that left its outcome unknown; the PR was read back to settle it.');
    }
    catch (e) {
        // A v2-style service refuses a PR that is already queued: that is the state asked for.
        if (!(e instanceof src_client/* ConflictError */.fK))
            throw e;
        c.log.notice(`PR #${ref.pr.number} is already in the queue (the service answered 409).`);
    }
    const pr = await c.client.findSubmittedPullRequest(ref, { signal: c.signal });
    const q = await tryGetQueue(c);
    const outputs = { ...prOutputs(pr), ...queueOutputs(q, ref.pr.number) };
    const intro = wasQueued
        ? `PR #${ref.pr.number} was already in the queue; its submission was renewed${c.s.priority !== undefined ? ` with priority ${c.s.priority}` : ''}.`
        : `PR #${ref.pr.number} was submitted to the queue.`;
    c.log.info(intro);
    const stale = staleNote(c, pr);
    if (stale)
        c.log.warning(stale);
    if (pr && (0,src_client/* isTerminalState */.CF)(pr.state)) {
        const failure = `PR #${ref.pr.number} was submitted, but the queue now shows it as ${pr.state.toUpperCase()}.`;
        return {
            outcome: 'failure',
            outputs,
            summary: prSection(pr, summaryContext(c)),
            failure,
        };
    }
    return {
        outcome: 'success',
        outputs,
        summary: `${intro}${stale ? ` ${stale}` : ''}\n\n${prSection(pr, summaryContext(c), positionOf(q, ref.pr.number))}`,
    };
}
// ---- cancel and restart-tests -------------------------------------------------------------------
const PR_STATE_OUTPUTS = [
    constants/* Outputs */.tY.State,
    constants/* Outputs */.tY.IsSubmitted,
    constants/* Outputs */.tY.PriorityName,
    constants/* Outputs */.tY.PriorityValue,
    constants/* Outputs */.tY.PrSha,
];
const cancelCommand = defineCommand({
    target: 'pull-request',
    inputs: [],
    outputs: PR_STATE_OUTPUTS,
    read: readNothing,
    run: cancel,
});
async function cancel(c) {
    const ref = prRef(c.s);
    try {
        const r = await c.client.cancelPullRequest(ref, { signal: c.signal });
        if (r.reconciled && r.status === 404)
            c.log.info('The first cancel failed with an unknown outcome; the retry found the PR already out of the queue.');
    }
    catch (e) {
        if (!(e instanceof src_client/* NotFoundError */.m_))
            throw e;
        await readQueueOrMissing(c.client, c.s, { signal: c.signal });
        const text = `PR #${ref.pr.number} is not in the queue; there was nothing to cancel.`;
        c.log.info(text);
        const pr = await c.client.findSubmittedPullRequest(ref, { signal: c.signal });
        return {
            outcome: 'not-submitted',
            outputs: { ...prOutputs(pr), [constants/* Outputs */.tY.IsSubmitted]: 'false' },
            summary: `${text}\n`,
        };
    }
    const pr = await c.client.findSubmittedPullRequest(ref, { signal: c.signal });
    c.log.info(`PR #${ref.pr.number} was removed from the queue.`);
    return {
        outcome: 'success',
        outputs: prOutputs(pr),
        summary: `PR #${ref.pr.number} was removed from the queue.\n\n${prSection(pr, summaryContext(c))}`,
    };
}
const restartTestsCommand = defineCommand({
    target: 'pull-request',
    inputs: [],
    outputs: PR_STATE_OUTPUTS,
    read: readNothing,
    run: restartTests,
});
async function restartTests(c) {
    const ref = prRef(c.s);
    try {
        await c.client.restartTestsOnPullRequest(ref, { signal: c.signal });
    }
    catch (e) {
        if (!(e instanceof src_client/* NotFoundError */.m_))
            throw e;
        await readQueueOrMissing(c.client, c.s, { signal: c.signal });
        const failure = `PR #${ref.pr.number} is not in the queue, so its tests cannot be restarted (submit it first).`;
        return { outcome: 'not-submitted', outputs: prOutputs(null), summary: '', failure };
    }
    const pr = await c.client.findSubmittedPullRequest(ref, { signal: c.signal });
    const text = `Tests of PR #${ref.pr.number} were restarted; it keeps its place in the queue.`;
    c.log.info(text);
    return {
        outcome: 'success',
        outputs: prOutputs(pr),
        summary: `${text}\n\n${prSection(pr, summaryContext(c))}`,
    };
}
// ---- status -------------------------------------------------------------------------------------
const statusCommand = defineCommand({
    target: 'pull-request',
    // The entry's commit is checked against the PR's head: worth a lookup where the event lacks it.
    headSha: 'wanted',
    inputs: [],
    outputs: [...PR_STATE_OUTPUTS, constants/* Outputs */.tY.QueueState, constants/* Outputs */.tY.QueueDepth, constants/* Outputs */.tY.QueuePosition],
    read: readNothing,
    run: pull_requests_status,
});
async function pull_requests_status(c) {
    const ref = prRef(c.s);
    const pr = await c.client.findSubmittedPullRequest(ref, { signal: c.signal });
    // Not in the queue: a read of the queue tells a missing queue (an error) from a PR not in it.
    const q = !pr
        ? await readQueueOrMissing(c.client, c.s, { signal: c.signal })
        : !(0,src_client/* isTerminalState */.CF)(pr.state)
            ? await tryGetQueue(c)
            : undefined;
    const outputs = { ...prOutputs(pr), ...queueOutputs(q, ref.pr.number) };
    const verdict = judge(pr, { waitFor: [], failOn: [], expectedSha: c.s.prSha });
    const outcome = verdict.done && (verdict.outcome === 'not-submitted' || verdict.outcome === 'stale')
        ? verdict.outcome
        : 'success';
    const line = pr
        ? `PR #${ref.pr.number} is ${pr.state.toUpperCase()}.`
        : `PR #${ref.pr.number} is not in the queue.`;
    c.log.info(line);
    const stale = staleNote(c, pr);
    if (stale)
        c.log.warning(stale);
    let md = `${prSection(pr, summaryContext(c), positionOf(q, ref.pr.number))}${stale ? `\n${stale}\n` : ''}`;
    if (pr?.state.toLowerCase() === 'not_ready') {
        const reasons = readinessReasons(pr.readiness, c.s.prSha);
        c.log.info(`Not ready: ${reasons.join('; ')}.`);
        md += notReadySection(reasons);
    }
    return { outcome, outputs, summary: md };
}
const waitCommand = defineCommand({
    target: 'pull-request',
    headSha: 'wanted',
    inputs: [
        constants/* Inputs */.G0.WaitFor,
        constants/* Inputs */.G0.FailOn,
        constants/* Inputs */.G0.TimeoutSeconds,
        constants/* Inputs */.G0.PollIntervalSeconds,
        constants/* Inputs */.G0.MaxPollIntervalSeconds,
        constants/* Inputs */.G0.NotSubmittedTimeoutSeconds,
    ],
    outputs: [
        ...PR_STATE_OUTPUTS,
        constants/* Outputs */.tY.QueueState,
        constants/* Outputs */.tY.QueueDepth,
        constants/* Outputs */.tY.QueuePosition,
        constants/* Outputs */.tY.TimedOut,
    ],
    read: readWaitSettings,
    run: wait,
});
function readWaitSettings(get, ctx) {
    const waitFor = parseStates(constants/* Inputs */.G0.WaitFor, get(constants/* Inputs */.G0.WaitFor) || defaultOf(constants/* Inputs */.G0.WaitFor));
    const failOn = parseStates(constants/* Inputs */.G0.FailOn, get(constants/* Inputs */.G0.FailOn) || defaultOf(constants/* Inputs */.G0.FailOn), true);
    const both = waitFor.filter((x) => failOn.includes(x));
    if (both.length) {
        throw new InputError(constants/* Inputs */.G0.FailOn, `names ${both.join(', ')}, which wait-for names too`, 'states that are not in wait-for');
    }
    const pollIntervalSeconds = intInput(get, constants/* Inputs */.G0.PollIntervalSeconds, 1, 3600);
    const maxPollIntervalSeconds = intInput(get, constants/* Inputs */.G0.MaxPollIntervalSeconds, 1, 3600);
    const timeoutSeconds = intInput(get, constants/* Inputs */.G0.TimeoutSeconds, 1, 5 * 24 * 3600);
    if (maxPollIntervalSeconds < pollIntervalSeconds) {
        throw new InputError(constants/* Inputs */.G0.MaxPollIntervalSeconds, `${maxPollIntervalSeconds} is less than poll-interval-seconds (${pollIntervalSeconds})`, 'a value at least poll-interval-seconds');
    }
    return {
        waitFor,
        failOn,
        timeoutSeconds,
        pollIntervalSeconds,
        maxPollIntervalSeconds,
        notSubmittedTimeoutSeconds: intInput(get, constants/* Inputs */.G0.NotSubmittedTimeoutSeconds, 0, 5 * 24 * 3600),
        // The PR's own runs (pull_request and its family, a CI's PR build) report as its checks.
        onPullRequestEvent: ctx.pr?.runIsPrCheck === true,
    };
}
async function wait(c) {
    const s = c.s;
    const ref = prRef(s);
    c.log.info(`Waiting up to ${s.timeoutSeconds} s for ${s.waitFor.map((x) => x.toUpperCase()).join('/')}` +
        (s.failOn.length ? ` (failing on ${s.failOn.map((x) => x.toUpperCase()).join('/')})` : '') +
        `, polling every ${s.pollIntervalSeconds} s (backing off to ${s.maxPollIntervalSeconds} s while nothing changes).`);
    const r = await waitForPullRequestState({ client: c.client, clock: c.clock, signal: c.signal, log: c.log }, {
        ref,
        waitFor: s.waitFor,
        failOn: s.failOn,
        expectedSha: s.prSha,
        timeoutMs: s.timeoutSeconds * 1000,
        pollIntervalMs: s.pollIntervalSeconds * 1000,
        maxPollIntervalMs: s.maxPollIntervalSeconds * 1000,
        notSubmittedTimeoutMs: s.notSubmittedTimeoutSeconds * 1000,
        requestTimeoutMs: s.requestTimeoutSeconds * 1000,
        warnIfBlockingItsOwnPr: s.onPullRequestEvent,
    });
    // A wait cancelled before its first answer knows nothing of the PR: no state is made up.
    const seen = r.timeline.length > 0;
    const outputs = {
        ...(seen ? prOutputs(r.pr) : {}),
        ...queueOutputs(r.queue, ref.pr.number),
        [constants/* Outputs */.tY.TimedOut]: String(r.timedOut),
    };
    if (r.position !== undefined)
        outputs[constants/* Outputs */.tY.QueuePosition] = String(r.position);
    if (r.cancelled) {
        const failure = `Cancelled: ${r.cancelled}; PR #${ref.pr.number} ${seen ? `was last seen ${(r.pr?.state ?? 'not_submitted').toUpperCase()}` : 'was not read yet'}.`;
        return {
            outcome: 'error',
            errorKind: 'cancelled',
            outputs,
            summary: waitSummary(c, r),
            failure,
        };
    }
    const message = `PR #${ref.pr.number}: ${r.reason}.`;
    // On failure the alert above the summary carries the message.
    const md = waitSummary(c, r, r.outcome === 'success' ? message : undefined);
    if (r.outcome === 'success') {
        c.log.info(message);
        return { outcome: 'success', outputs, summary: md };
    }
    return { outcome: r.outcome, outputs, summary: md, failure: message };
}
/** The wait's summary: the verdict, the PR as last seen, why it was not ready, the timeline. */
function waitSummary(c, r, headline) {
    const warning = r.selfBlockWarning ? summary_alert('WARNING', (0,common_text.md)(r.selfBlockWarning, 2000)) : '';
    // Cancelled before the first answer: nothing was seen, and nothing is made up.
    if (!r.timeline.length)
        return warning;
    return (warning +
        waitSection(r, summaryContext(c), { headline, cancelled: !!r.cancelled }));
}
const uploadTargetsCommand = defineCommand({
    target: 'pull-request-head',
    inputs: [constants/* Inputs */.G0.ImpactedTargets, constants/* Inputs */.G0.ImpactedTargetsFile],
    outputs: [
        constants/* Outputs */.tY.ImpactedTargetsMode,
        constants/* Outputs */.tY.ImpactedTargetsCount,
        constants/* Outputs */.tY.RequestBytes,
        constants/* Outputs */.tY.PrSha,
    ],
    read: readUploadSettings,
    run: uploadTargets,
});
function readUploadSettings(get) {
    // One of the two is given (the command table requires it). Not trimmed by the caller's reader for lists: a list's own line breaks matter; parsing trims
    // each line.
    const inline = get(constants/* Inputs */.G0.ImpactedTargets);
    const file = get(constants/* Inputs */.G0.ImpactedTargetsFile);
    if (inline && file) {
        throw new InputError(constants/* Inputs */.G0.ImpactedTargetsFile, 'is given together with impacted-targets', 'only one of the two');
    }
    return {
        targets: file
            ? readTargetsFile(parsePath(constants/* Inputs */.G0.ImpactedTargetsFile, file), constants/* Inputs */.G0.ImpactedTargetsFile)
            : parseTargetsText(inline, { input: constants/* Inputs */.G0.ImpactedTargets }),
    };
}
async function uploadTargets(c) {
    const s = c.s;
    const parsed = s.targets;
    const given = parsed.kind === 'ALL' ? 0 : parsed.targets.length;
    c.log.info(parsed.kind === 'ALL'
        ? 'Uploading ALL: the PR impacts every target.'
        : `Uploading ${given} target(s) (${parsed.format === 'json' ? 'JSON array' : 'one per line'}; repeats dropped) for commit ${s.prSha.slice(0, 12)}${s.forkedWorkflowRunId ? ', as a fork run (no token)' : ''}.`);
    const r = await c.client.uploadImpactedTargets({ repo: s.repo, targetBranch: s.targetBranch, pr: { number: s.prNumber, sha: s.prSha } }, parsed.kind === 'ALL' ? 'ALL' : parsed.targets, { signal: c.signal });
    if (r.reason === 'oversize') {
        c.log.warning(`The list of ${given} targets would make a request body of ${(0,src_client/* byteCountText */.J6)(r.listBytes)}, over the limit of ${(0,src_client/* bodyLimitText */.VF)()}; sent ALL instead (every target counts as impacted).`);
    }
    else if (r.reason === 'server-413') {
        c.log.warning('The service refused the list as too large (HTTP 413); sent ALL instead (every target counts as impacted).');
    }
    else {
        c.log.info(`Uploaded ${r.mode === 'ALL' ? 'ALL' : `${r.count} distinct target(s)`} in ${r.requestBytes} bytes.`);
    }
    return {
        outcome: 'success',
        outputs: {
            [constants/* Outputs */.tY.ImpactedTargetsMode]: r.mode,
            [constants/* Outputs */.tY.ImpactedTargetsCount]: String(r.count),
            [constants/* Outputs */.tY.RequestBytes]: String(r.requestBytes),
            [constants/* Outputs */.tY.PrSha]: s.prSha,
        },
        summary: uploadSection({ ...r, given, limit: src_client/* MAX_REQUEST_BODY_BYTES */.qG }),
    };
}

;// CONCATENATED MODULE: ./src/ports/run-context.ts
/**
 * Where a run happens, as the door that started it knows it: a plain record with no tie to any CI.
 * The GitHub Actions door builds it from the runner's environment and the event payload
 * (`readWorkflowContext` in src/ports/github-actions/workflow-context.ts); a command-line door builds the same
 * record from Buildkite, CircleCI or Jenkins variables, or from flags. Every field is optional but
 * the server host: what a door does not know it leaves out, and nothing is guessed from it later
 * (a command that needs a value no input and no field gives fails naming the input to set).
 */
/** The test-branch pattern of the merge queue: `trunk-merge/pr-<N>/<uuid>[-bisection…]`. */
const TEST_BRANCH = /(?:^|\/)trunk-merge\/pr-(\d+)\/([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}(?:-bisection[\w-]*)?)$/;
/** The PR number and test run id of a merge-queue test branch (a ref or a bare branch name). */
function parseTestBranch(ref) {
    const m = ref ? TEST_BRANCH.exec(ref) : null;
    return m ? { prNumber: Number(m[1]), testRunId: m[2] } : undefined;
}

;// CONCATENATED MODULE: ./src/commands/queues/queues.ts
/**
 * The queue commands: get-queue, create-queue, update-queue, delete-queue, and testing-details
 * (a test run of the queue).
 */








const QUEUE_OUTPUTS = [constants/* Outputs */.tY.QueueState, constants/* Outputs */.tY.QueueDepth];
const getQueueCommand = defineCommand({
    target: 'queue',
    // Only reads: the repository's default branch is a fine default where no PR says otherwise.
    defaultBranchOk: true,
    inputs: [],
    outputs: QUEUE_OUTPUTS,
    read: readNothing,
    run: getQueue,
});
async function getQueue(c) {
    const q = await c.client.getQueue({ repo: c.s.repo, targetBranch: c.s.targetBranch }, { signal: c.signal });
    c.log.info(`The queue for ${c.s.targetBranch} is ${q.state} (${q.mode}), with ${q.enqueuedPullRequests.length} PR(s).`);
    return {
        outcome: 'success',
        outputs: queueOutputs(q),
        summary: queueSection(q, c.s.targetBranch, summaryContext(c)),
    };
}
const createQueueCommand = defineCommand({
    target: 'queue',
    inputs: [constants/* Inputs */.G0.QueueSettings],
    outputs: QUEUE_OUTPUTS,
    read: (get) => ({
        queueSettings: parseQueueSettings(get(constants/* Inputs */.G0.QueueSettings), false),
    }),
    run: createQueue,
});
async function createQueue(c) {
    const ref = { repo: c.s.repo, targetBranch: c.s.targetBranch };
    const settings = c.s.queueSettings ?? {};
    const { mode, concurrency, ...rest } = settings;
    let existed = false;
    try {
        await c.client.createQueue({ ...ref, mode, concurrency }, { signal: c.signal });
        c.log.info(`Created the queue for ${ref.targetBranch}.`);
    }
    catch (e) {
        if (!(e instanceof src_client/* ConflictError */.fK))
            throw e;
        existed = true;
        c.log.notice(`A queue for ${ref.targetBranch} exists already${Object.keys(settings).length ? '; applying queue-settings to it' : ''}.`);
    }
    // createQueue takes only mode and concurrency; everything else goes through updateQueue.
    const toUpdate = existed ? settings : rest;
    if (Object.keys(toUpdate).length)
        await c.client.updateQueue({ ...ref, ...toUpdate }, { signal: c.signal });
    const q = await c.client.getQueue(ref, { signal: c.signal });
    const intro = existed
        ? `The queue for ${ref.targetBranch} existed already.`
        : `Created the queue for ${ref.targetBranch}.`;
    return {
        outcome: 'success',
        outputs: queueOutputs(q),
        summary: `${intro}\n\n${queueSection(q, ref.targetBranch, summaryContext(c))}`,
    };
}
const updateQueueCommand = defineCommand({
    target: 'queue',
    inputs: [constants/* Inputs */.G0.QueueSettings],
    outputs: QUEUE_OUTPUTS,
    read: (get) => ({
        queueSettings: parseQueueSettings(get(constants/* Inputs */.G0.QueueSettings), true),
    }),
    run: updateQueue,
});
async function updateQueue(c) {
    const ref = { repo: c.s.repo, targetBranch: c.s.targetBranch };
    await c.client.updateQueue({ ...ref, ...c.s.queueSettings }, { signal: c.signal });
    const q = await c.client.getQueue(ref, { signal: c.signal });
    c.log.info(`Updated ${Object.keys(c.s.queueSettings ?? {}).join(', ')} of the queue for ${ref.targetBranch}; it is ${q.state}.`);
    return {
        outcome: 'success',
        outputs: queueOutputs(q),
        summary: `Updated: ${Object.keys(c.s.queueSettings ?? {})
            .map((k) => `\`${k}\``)
            .join(', ')}.\n\n${queueSection(q, ref.targetBranch, summaryContext(c))}`,
    };
}
const deleteQueueCommand = defineCommand({
    target: 'queue',
    inputs: [],
    outputs: QUEUE_OUTPUTS,
    read: readNothing,
    run: deleteQueue,
});
async function deleteQueue(c) {
    const ref = { repo: c.s.repo, targetBranch: c.s.targetBranch };
    try {
        await c.client.deleteQueue(ref, { signal: c.signal });
    }
    catch (e) {
        if (e instanceof src_client/* NotFoundError */.m_) {
            const text = `There is no queue for ${ref.targetBranch}; nothing to delete.`;
            c.log.notice(text);
            return { outcome: 'success', outputs: {}, summary: `${text}\n` };
        }
        if (e instanceof src_client/* BadRequestError */.v7) {
            const q = await tryGetQueue(c);
            const n = q?.enqueuedPullRequests.length;
            const failure = `The queue for ${ref.targetBranch} was not deleted: a queue can be deleted only when it is empty${n ? ` and it holds ${n} PR(s)` : ''}; cancel or merge them first.`;
            return {
                outcome: 'failure',
                outputs: queueOutputs(q),
                summary: q ? queueSection(q, ref.targetBranch, summaryContext(c)) : '',
                failure,
            };
        }
        throw e;
    }
    const text = `Deleted the queue for ${ref.targetBranch}.`;
    c.log.info(text);
    return { outcome: 'success', outputs: {}, summary: `${text}\n` };
}
const testingDetailsCommand = defineCommand({
    target: 'queue',
    inputs: [constants/* Inputs */.G0.TestRunId],
    outputs: [constants/* Outputs */.tY.TestingStatus],
    read: (get, ctx) => {
        const branch = parseTestBranch(ctx.ref);
        const id = get(constants/* Inputs */.G0.TestRunId) || branch?.testRunId;
        if (!id) {
            throw new InputError(constants/* Inputs */.G0.TestRunId, 'is empty and this run is not on a trunk-merge/pr-N/<uuid> test branch', 'the test run id (the uuid of the test branch)');
        }
        const testRunId = parseText(constants/* Inputs */.G0.TestRunId, id, 255);
        // The run's own test run is its branch's PR; another test run's PR is known from its answer.
        const ownRun = branch && branch.testRunId.toLowerCase() === testRunId.toLowerCase();
        return { testRunId, ...(ownRun ? { testRunPr: branch.prNumber } : {}) };
    },
    prNumberOf: (own) => own.testRunPr,
    run: testingDetails,
});
async function testingDetails(c) {
    const d = await c.client.getMergeQueueTestingDetails({ repo: c.s.repo, targetBranch: c.s.targetBranch, testRunId: c.s.testRunId }, { signal: c.signal });
    c.log.info(`Test run ${c.s.testRunId} on ${d.testBranch} is ${d.status ?? 'of unknown status'}; it tests ${d.testedPullRequests.map((p) => `#${p.prNumber}`).join(', ') || 'no PR'}.`);
    const pr = parseTestBranch(d.testBranch)?.prNumber ?? c.s.testRunPr;
    return {
        outcome: 'success',
        outputs: {
            [constants/* Outputs */.tY.TestingStatus]: d.status ?? '',
            [constants/* Outputs */.tY.PrNumber]: pr === undefined ? '' : String(pr),
        },
        summary: testingDetailsSection(d, summaryContext(c)),
    };
}

// EXTERNAL MODULE: ./src/commands/check-test-results/classify.ts
var classify = __webpack_require__(7069);
;// CONCATENATED MODULE: ./src/commands/check-test-results/outcome.ts
/** The test step's own verdict, as `${{ steps.<id>.outcome }}` gives it to `test-outcome`. */
const TEST_OUTCOMES = ['success', 'failure', 'cancelled', 'skipped'];

;// CONCATENATED MODULE: ./src/commands/check-test-results/command.ts








const testGateCommand = defineCommand({
    target: 'repository',
    inputs: [
        constants/* Inputs */.G0.OrgUrlSlug,
        constants/* Inputs */.G0.JunitPaths,
        constants/* Inputs */.G0.AllowFailures,
        constants/* Inputs */.G0.TestOutcome,
        constants/* Inputs */.G0.Variant,
    ],
    outputs: [
        constants/* Outputs */.tY.FailedTestsCount,
        constants/* Outputs */.tY.QuarantinedFailuresCount,
        constants/* Outputs */.tY.FlakyFailuresCount,
        constants/* Outputs */.tY.UnexplainedFailuresCount,
        constants/* Outputs */.tY.UnexplainedFailures,
        constants/* Outputs */.tY.PassedOnRetryCount,
    ],
    read: (get) => {
        const workspace = (0,external_node_path_.resolve)(process.env.GITHUB_WORKSPACE || process.cwd());
        return {
            orgUrlSlug: parseSlug(get(constants/* Inputs */.G0.OrgUrlSlug)),
            junitPaths: readJunitPaths(get, workspace),
            allowFailures: readAllowFailures(get),
            workspace,
            testOutcome: readTestOutcome(get),
            variant: readVariant(get),
        };
    },
    run: checkTests,
});
function readJunitPaths(get, workspace) {
    const lines = get(constants/* Inputs */.G0.JunitPaths)
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
    if (!lines.length) {
        throw new InputError(constants/* Inputs */.G0.JunitPaths, 'is required for check-test-results', 'one glob per line of JUnit XML reports, e.g. reports/**/*.xml');
    }
    return lines.map((l) => {
        const path = parsePath(constants/* Inputs */.G0.JunitPaths, l);
        // Reports are the workspace's (the docs say so): a glob that reaches outside it is refused,
        // so a PR's workflow cannot make the gate read (and show) files elsewhere on the runner.
        const body = path.startsWith('!') ? path.slice(1) : path;
        const rel = (0,external_node_path_.relative)(workspace, (0,external_node_path_.resolve)(workspace, body));
        if (rel.startsWith('..') || (0,external_node_path_.isAbsolute)(rel)) {
            throw new InputError(constants/* Inputs */.G0.JunitPaths, `${shown(l)} is outside the workspace (${workspace})`, 'globs relative to the workspace (GITHUB_WORKSPACE, else the working directory), e.g. reports/**/*.xml');
        }
        return path;
    });
}
function readAllowFailures(get) {
    const raw = get(constants/* Inputs */.G0.AllowFailures) || defaultOf(constants/* Inputs */.G0.AllowFailures);
    const allowed = new Set();
    const items = raw
        .split(/[,\n]/)
        .map((x) => x.trim().toLowerCase())
        .filter(Boolean);
    if (items.includes('none') && items.length > 1) {
        throw new InputError(constants/* Inputs */.G0.AllowFailures, `${shown(raw)} says none and names classes too`, 'none alone, or quarantined, flaky or both comma-separated');
    }
    for (const item of items) {
        if (item === 'none')
            continue;
        if (!classify/* ALLOWABLE_CLASSES */.DX.includes(item)) {
            throw new InputError(constants/* Inputs */.G0.AllowFailures, `${shown(item)} is not a class of failures that can be allowed`, `quarantined, flaky, both comma-separated, or none`);
        }
        allowed.add(item);
    }
    return allowed;
}
function readTestOutcome(get) {
    const raw = get(constants/* Inputs */.G0.TestOutcome).trim();
    if (raw !== '' && !TEST_OUTCOMES.includes(raw)) {
        throw new InputError(constants/* Inputs */.G0.TestOutcome, `${shown(raw)} is not a step outcome`, 'success, failure, cancelled or skipped, as ${{ steps.<id>.outcome }} gives it, or empty');
    }
    return raw;
}
function readVariant(get) {
    const raw = get(constants/* Inputs */.G0.Variant);
    // Part of an id joined with '#': kept exactly as the uploader was given it, one line.
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    if (/[\u0000-\u001f\u007f]/.test(raw) || raw.length > 256) {
        throw new InputError(constants/* Inputs */.G0.Variant, `${shown(raw)} is not a variant`, 'the variant the tests were uploaded with (one line, at most 256 characters), or empty');
    }
    return raw;
}
async function checkTests(c) {
    // The XML parser and the glob library load only for this command, not at every start.
    const { checkTestResults } = await Promise.all(/* import() */[__webpack_require__.e(620), __webpack_require__.e(465)]).then(__webpack_require__.bind(__webpack_require__, 2465));
    const r = await checkTestResults({ client: c.client, clock: c.clock, signal: c.signal, log: c.log }, {
        repo: c.s.repo,
        orgUrlSlug: c.s.orgUrlSlug,
        junitPaths: c.s.junitPaths,
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

;// CONCATENATED MODULE: ./src/runner/command-table.ts
/**
 * The command table: every command, with its handler, what it addresses, the inputs it reads
 * (which it requires), the outputs it sets, and whether it may run without a token. Everything
 * else derives from it: the settings types and checks, the ignored-input warnings, the context a
 * command needs, and (with descriptions.ts) the generated action.yml files, the README tables and
 * the CLI's --help. Adding a command: a row here, its handler file in commands/, then
 * `npm run generate`.
 */







const row = (spec, facts) => ({ ...spec, ...facts });
const COMMAND_TABLE = {
    submit: row(submitCommand, { description: "Submits a PR to its branch's merge queue." }),
    cancel: row(cancelCommand, { description: 'Takes a PR out of the merge queue.' }),
    'restart-tests': row(restartTestsCommand, {
        description: "Restarts the tests of a PR's queue entry.",
    }),
    status: row(statusCommand, {
        description: "Reads a PR's state in the queue and its place in the line.",
    }),
    wait: row(waitCommand, {
        description: 'Waits until a PR is merged (or reaches other states) in the merge queue.',
    }),
    'upload-targets': row(uploadTargetsCommand, {
        description: "Uploads the targets a PR's head commit impacts (or ALL).",
        required: [[constants/* Inputs */.G0.ImpactedTargets, constants/* Inputs */.G0.ImpactedTargetsFile]],
        withoutTokenFromFork: true,
    }),
    'testing-details': row(testingDetailsCommand, {
        description: 'Reads a test run of the merge queue (by default the run of this test branch).',
    }),
    'failing-tests': row(failingTestsCommand, {
        description: 'Lists the tests that failed in a window, most failing first, with flaky ones.',
        required: [constants/* Inputs */.G0.OrgUrlSlug],
    }),
    'test-details': row(testDetailsCommand, {
        description: "Reads one test case's failures, flakiness and quarantine.",
        required: [constants/* Inputs */.G0.OrgUrlSlug, constants/* Inputs */.G0.TestId],
    }),
    'get-queue': row(getQueueCommand, { description: 'Reads a merge queue: its state and its PRs.' }),
    'create-queue': row(createQueueCommand, {
        description: 'Creates a merge queue for a branch (or applies settings to the one there).',
    }),
    'update-queue': row(updateQueueCommand, {
        description: "Changes a merge queue's settings (mode, concurrency, state, ...).",
        required: [constants/* Inputs */.G0.QueueSettings],
    }),
    'delete-queue': row(deleteQueueCommand, { description: 'Deletes a merge queue.' }),
    metrics: row(metricsCommand, {
        description: 'Reads the queues and writes their state as Prometheus metrics.',
    }),
    'check-test-results': row(testGateCommand, {
        description: 'Gates a job on its JUnit reports: fails only on failures Trunk does not know as quarantined (or flaky).',
        required: [constants/* Inputs */.G0.OrgUrlSlug, constants/* Inputs */.G0.JunitPaths],
    }),
};
/** Every command, in the table's order. */
const COMMANDS = Object.keys(COMMAND_TABLE);
/** True for a name in the table (own keys only: `constructor` is no command). */
function isCommand(name) {
    return Object.hasOwn(COMMAND_TABLE, name);
}
/** A command's row, with its facts (the union of rows, widened). */
function rowOf(command) {
    return COMMAND_TABLE[command];
}
/** Inputs every command reads (the `command` input only where it is not fixed). */
const COMMON_INPUTS = [
    constants/* Inputs */.G0.Command,
    constants/* Inputs */.G0.ApiToken,
    constants/* Inputs */.G0.ApiUrl,
    constants/* Inputs */.G0.Repository,
    constants/* Inputs */.G0.RepositoryHost,
    constants/* Inputs */.G0.RequestTimeoutSeconds,
];
/** The inputs each kind of target reads. */
const TARGET_INPUTS = {
    'pull-request': [constants/* Inputs */.G0.TargetBranch, constants/* Inputs */.G0.PrNumber, constants/* Inputs */.G0.PrSha, constants/* Inputs */.G0.GithubToken],
    'pull-request-head': [constants/* Inputs */.G0.TargetBranch, constants/* Inputs */.G0.PrNumber, constants/* Inputs */.G0.PrSha, constants/* Inputs */.G0.GithubToken],
    queue: [constants/* Inputs */.G0.TargetBranch, constants/* Inputs */.G0.GithubToken],
    'optional-queue': [constants/* Inputs */.G0.TargetBranch],
    repository: [],
};
/** Outputs every command sets. */
const COMMON_OUTPUTS = [
    constants/* Outputs */.tY.Outcome,
    constants/* Outputs */.tY.ErrorKind,
    constants/* Outputs */.tY.IsMergeQueueRun,
    constants/* Outputs */.tY.PrNumber,
    constants/* Outputs */.tY.ApiVersion,
];
/** The inputs command `command` reads: the common ones, its target's and its own. */
function inputsOf(command) {
    const spec = rowOf(command);
    return [...new Set([...COMMON_INPUTS, ...TARGET_INPUTS[spec.target], ...spec.inputs])];
}
/** The outputs command `command` may set: the common ones and its own. */
function outputsOf(command) {
    return [...new Set([...COMMON_OUTPUTS, ...rowOf(command).outputs])];
}
/** Whether `name` is one of the inputs `command` requires (alone, or as one of a pair). */
function requirementOf(command, name) {
    return rowOf(command).required?.find((r) => typeof r === 'string' ? r === name : r.includes(name));
}
/** Every input `command` reads, described, in the order of {@link inputsOf}. */
function describeInputs(command) {
    return inputsOf(command).map((name) => {
        const requirement = requirementOf(command, name);
        const required = name === constants/* Inputs */.G0.ApiToken
            ? !rowOf(command).withoutTokenFromFork
            : typeof requirement === 'string';
        return {
            name,
            description: INPUTS[name].description,
            ...(INPUTS[name].default === undefined ? {} : { default: INPUTS[name].default }),
            required,
            ...(typeof requirement === 'object' ? { oneOf: requirement } : {}),
        };
    });
}
/** Every output `command` may set, described. */
function describeOutputs(command) {
    return outputsOf(command).map((name) => ({ name, description: OUTPUTS[name] }));
}

;// CONCATENATED MODULE: ./src/commands/common/api-input.ts
/**
 * Which API a run uses, from `api-token` and `api-url` together: a Trunk API key (`trunk_v2_…`)
 * selects v2, anything else v1. `api-url` defaults per API, and a URL that does not fit the
 * token's API is refused before any request, naming both inputs (never the token's value).
 */





/** The API the token selects: v2 for a Trunk API key, else v1 (a tokenless fork upload is v1). */
function apiVersionOf(token) {
    return token && isV2ApiKey(token) ? 'v2' : 'v1';
}
/**
 * Commands that run on v1 only: Trunk's v2 Flaky Tests API is scoped to test collections, whose
 * test ids differ from those these commands report and look up.
 */
const V1_ONLY_COMMANDS = [
    'failing-tests',
    'test-details',
    'check-test-results',
];
/** Refuses a v2 key for a command that runs on v1 only (before any request). */
function checkApiOfCommand(command, version) {
    if (version !== 'v2' || !V1_ONLY_COMMANDS.includes(command))
        return;
    throw new InputError(constants/* Inputs */.G0.ApiToken, `is a Trunk API key (trunk_v2_…; its value is not shown), but ${command} runs on the v1 API only: Trunk's v2 Flaky Tests API is scoped to test collections, with other test ids`, "the organization's v1 API token (Trunk → Settings → Organization → API token) for this step; keep the v2 key for the merge-queue commands");
}
// eslint-disable-next-line no-control-regex
const api_input_CONTROL = /[\u0000-\u001f\u007f]/;
const api_input_MAX_URL_LENGTH = 2048;
/** The base URL for `version`: `raw` checked against the token's API, or the API's default. */
function resolveApiUrl(raw, version) {
    if (version === 'v1') {
        if (raw && isV2Address(raw)) {
            throw new InputError(constants/* Inputs */.G0.ApiUrl, `${shown(raw)} is a v2 address, but ${constants/* Inputs */.G0.ApiToken} is not a Trunk API key (trunk_v2_…), so it selects the v1 API (its value is not shown)`, `a v1 URL ending in /v1 such as ${src_client/* DEFAULT_BASE_URL */.Ql} (or empty), or a v2 API key in ${constants/* Inputs */.G0.ApiToken}`);
        }
        return parseApiUrl(raw || src_client/* DEFAULT_BASE_URL */.Ql);
    }
    const given = raw || V2_DEFAULT_BASE_URL;
    const expected = `the v2 API's host root such as ${V2_DEFAULT_BASE_URL} (or empty)`;
    if (api_input_CONTROL.test(given) || given.length > api_input_MAX_URL_LENGTH) {
        throw new InputError(constants/* Inputs */.G0.ApiUrl, `${shown(given)} is not a URL on one line of at most ${api_input_MAX_URL_LENGTH} characters`, expected);
    }
    let url;
    try {
        url = new URL(given);
    }
    catch {
        throw new InputError(constants/* Inputs */.G0.ApiUrl, `${shown(given)} is not a URL`, expected);
    }
    const problem = (0,src_client/* baseUrlProblem */.aS)(url);
    if (problem)
        throw new InputError(constants/* Inputs */.G0.ApiUrl, `${shown(given)} ${problem}`, expected);
    const path = url.pathname.replace(/\/+$/, '');
    if (/\/v1$/i.test(path)) {
        throw new InputError(constants/* Inputs */.G0.ApiUrl, `${shown(given)} is a v1 address, but ${constants/* Inputs */.G0.ApiToken} is a Trunk API key (trunk_v2_…; its value is not shown), which selects the v2 API`, `${expected}, or the organization's v1 API token in ${constants/* Inputs */.G0.ApiToken}`);
    }
    if (/\/v2$/i.test(path)) {
        throw new InputError(constants/* Inputs */.G0.ApiUrl, `${shown(given)} ends in /v2, but the v2 API's paths carry /v2 themselves`, `${url.origin}${path.slice(0, -3)}`);
    }
    return `${url.origin}${path}`;
}
/** A URL that is a v2 address: one ending in /v2, or a host root (v2 paths carry /v2). */
function isV2Address(raw) {
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        return false; // parseApiUrl says what is wrong with it
    }
    const path = url.pathname.replace(/\/+$/, '');
    return path === '' || /\/v2$/i.test(path);
}

;// CONCATENATED MODULE: ./src/ports/github/pull-request-lookup.ts
/**
 * The one GitHub API request the context may need: `GET /repos/{owner}/{repo}/pulls/{number}`,
 * for a PR's base branch, head commit and whether its head is a fork, when the event payload does
 * not carry them. `@actions/github` is imported here, on this path only, so commands that need no
 * lookup do not load it. A lookup that fails stops the step: nothing falls back to a guess.
 */


/** The lookup's deadline unless told otherwise: it sits before every request to the queue. */
const DEFAULT_LOOKUP_TIMEOUT_MS = 15_000;
/** The GitHub REST API of github.com, when GITHUB_API_URL is not set. */
const DEFAULT_GITHUB_API_URL = 'https://api.github.com';
/**
 * The PR could not be looked up. The step must stop before any request to the merge queue: the
 * message names the inputs that make the lookup unnecessary and the permission it needs.
 */
class PullRequestLookupError extends Error {
    reason;
    status;
    /** The value for the `error-kind` output. */
    kind = 'github-lookup';
    constructor(reason, message, 
    /** The HTTP status GitHub answered, if it answered. */
    status) {
        super(message);
        this.reason = reason;
        this.status = status;
        this.name = 'PullRequestLookupError';
    }
}
/** The fields used of GitHub's pull request object; the rest is ignored. */
const PullRequestSchema = classic_schemas/* object */.Ikc({
    number: classic_schemas/* number */.aig().int().positive(),
    state: classic_schemas/* string */.YjP(),
    merged: classic_schemas/* boolean */.zMY().optional(),
    merged_at: classic_schemas/* string */.YjP().nullable().optional(),
    base: classic_schemas/* object */.Ikc({
        ref: classic_schemas/* string */.YjP().min(1),
        repo: classic_schemas/* object */.Ikc({ full_name: classic_schemas/* string */.YjP() }),
    }),
    head: classic_schemas/* object */.Ikc({
        sha: classic_schemas/* string */.YjP().regex(/^([0-9a-f]{40}|[0-9a-f]{64})$/i),
        // null when the fork was deleted.
        repo: classic_schemas/* object */.Ikc({ full_name: classic_schemas/* string */.YjP() }).nullable(),
    }),
});
/** Turns GitHub's pull request object into the facts the context uses. */
function parsePullRequest(data) {
    const r = PullRequestSchema.safeParse(data);
    if (!r.success)
        return undefined;
    const pr = r.data;
    return {
        number: pr.number,
        state: pr.state,
        merged: pr.merged ?? !!pr.merged_at,
        baseBranch: pr.base.ref,
        headSha: pr.head.sha.toLowerCase(),
        headIsFork: pr.head.repo === null ||
            pr.head.repo.full_name.toLowerCase() !== pr.base.repo.full_name.toLowerCase(),
    };
}
/**
 * Looks the PR up with `@actions/github` (loaded now, not at start-up). One request, no retry:
 * a failure is reported at once with what to set instead. Throws {@link PullRequestLookupError},
 * or the client's `CancelledError` when `signal` aborts.
 */
async function lookUpPullRequest(lookup, options) {
    const apiUrl = (options.apiUrl || process.env.GITHUB_API_URL || DEFAULT_GITHUB_API_URL).replace(/\/+$/, '');
    const what = `PR #${lookup.number} of ${lookup.owner}/${lookup.repo}`;
    const fail = (reason, problem, status) => new PullRequestLookupError(reason, redact(`Could not look up ${what} on the GitHub API (${apiUrl}): ${problem}. ${remedy(lookup)}`, options.token), status);
    const token = options.token?.trim();
    if (!token)
        throw fail('no-token', 'the github-token input is empty');
    if (options.signal?.aborted)
        throw new src_client/* CancelledError */.cc('getPullRequest');
    const timeoutMs = options.timeoutMs ?? DEFAULT_LOOKUP_TIMEOUT_MS;
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
    const { getOctokit } = await __webpack_require__.e(/* import() */ 564).then(__webpack_require__.bind(__webpack_require__, 5564));
    const octokit = getOctokit(token, {
        baseUrl: apiUrl,
        userAgent: `${src_client/* PROJECT_NAME */.cb}/${src_client/* VERSION */.xv}`,
        // Nothing of the request goes to the console; failures are reported by the error.
        log: { debug: () => { }, info: () => { }, warn: () => { }, error: () => { } },
    });
    let data;
    try {
        const response = await octokit.rest.pulls.get({
            owner: lookup.owner,
            repo: lookup.repo,
            pull_number: lookup.number,
            request: { signal },
        });
        data = response.data;
    }
    catch (e) {
        if (options.signal?.aborted)
            throw new src_client/* CancelledError */.cc('getPullRequest');
        if (deadline.aborted)
            throw fail('timeout', `no answer within ${timeoutMs / 1000} s`);
        throw describeFailure(e, fail);
    }
    const facts = parsePullRequest(data);
    if (!facts || facts.number !== lookup.number) {
        throw fail('response-shape', 'the answer is not the pull request asked for');
    }
    return facts;
}
function describeFailure(e, fail) {
    const err = (e ?? {});
    if (!err.response) {
        // No answer: octokit reports a network failure as status 500 without a response.
        const cause = err.cause;
        const code = cause?.cause?.code ?? cause?.code;
        return fail('network', `the request failed (${code ?? oneLine(err.message ?? 'network error')})`);
    }
    const status = err.status ?? 0;
    const said = githubMessage(err.response.data);
    const saidText = said ? `; GitHub said: ${said}` : '';
    const headers = err.response.headers ?? {};
    if (status === 429 || (status === 403 && headers['x-ratelimit-remaining'] === '0')) {
        return fail('rate-limited', `HTTP ${status}, rate limited${saidText}`, status);
    }
    if (status === 401) {
        return fail('auth', `HTTP 401, the github-token was refused${saidText}`, status);
    }
    if (status === 403) {
        return fail('forbidden', `HTTP 403, the github-token may not read pull requests${saidText}`, status);
    }
    if (status === 404) {
        return fail('not-found', `HTTP 404, no such PR, or the github-token cannot see the repository${saidText}`, status);
    }
    if (status >= 500)
        return fail('server', `HTTP ${status}, a GitHub server error${saidText}`, status);
    return fail('unexpected-status', `HTTP ${status}${saidText}`, status);
}
/** What to do instead, for every failure: the permission, or the inputs that need no lookup. */
function remedy(lookup) {
    const needed = lookup.wants
        .map((w) => (w === 'target-branch' ? "the PR's base branch" : "the PR's head commit"))
        .join(' and ');
    return (`This ${lookup.eventName ?? ''} run needs ${needed}, and the event does not carry ${lookup.wants.length > 1 ? 'them' : 'it'}; nothing is guessed. ` +
        'Give the job the permission `pull-requests: read` (the github-token input defaults to ${{ github.token }}), ' +
        'or set the inputs target-branch and pr-sha by hand (with both given, no lookup is made).').replace(/ {2}/g, ' ');
}
/** GitHub's own error text (`{"message": ...}`), one line, at most 200 characters. */
function githubMessage(data) {
    const m = data && typeof data === 'object' ? data.message : undefined;
    if (typeof m !== 'string' || !m.trim())
        return undefined;
    const line = oneLine(m);
    return line.length > 200 ? `${line.slice(0, 197)}...` : line;
}
function oneLine(text) {
    // eslint-disable-next-line no-control-regex
    return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}
/** The token never appears in a message, whatever a server echoed back. */
function redact(text, token) {
    const t = token?.trim();
    return t ? text.split(t).join('***') : text;
}

;// CONCATENATED MODULE: ./src/commands/common/context/resolve.ts
/**
 * Where a run's repository, queue branch, PR number and PR head commit come from, decided for
 * every event a workflow runs on: from the inputs, from the run's context (the event's PR, its
 * test branch), or from one GitHub API lookup of the PR. Pure: the lookup itself is
 * `lookUpPullRequest` (./pull-request-lookup.ts), and its answer is merged in by
 * {@link applyPullRequestFacts}. Nothing here guesses: a value the command needs that no input,
 * context or lookup gives ends in an error naming the input to set. The rules, as a table, are in
 * ./README.md.
 */

const SHA = /^([0-9a-f]{40}|[0-9a-f]{64})$/i;
const sameName = (a, b) => !!a && !!b && a.toLowerCase() === b.toLowerCase();
/**
 * Decides where each value comes from. Inputs always win; the context's PR facts apply only to
 * its own PR in its own repository; a lookup is asked for only when a value the command needs is
 * still missing and a PR number is known.
 */
function resolveRunContext(input) {
    const { context, given, needs } = input;
    const repository = given.repository ?? context.repository;
    if (!repository) {
        return fail('repository', 'is empty and the run does not say which repository it is for (GITHUB_REPOSITORY is not set)', 'owner/name, e.g. acme/app (or ${{ github.repository }})');
    }
    const repositoryHost = (given.repositoryHost ?? context.serverHost).toLowerCase();
    const facts = runFacts(context, repository, repositoryHost);
    const resolved = {
        repository,
        repositoryHost,
        isMergeQueueRun: !!parseTestBranch(context.ref),
        sources: { repository: given.repository ? 'input' : 'environment' },
        warnings: [],
    };
    resolvePrNumber(resolved, given, facts);
    if (needs.prNumber && resolved.prNumber === undefined) {
        return { error: missingPrNumber(context, facts.ownRepository) };
    }
    // The context's base and head belong to its own PR only.
    const ownPr = facts.pr && facts.pr.number === resolved.prNumber ? facts.pr : undefined;
    resolveTargetBranch(resolved, given, needs, ownPr);
    resolveHeadSha(resolved, given, ownPr);
    const wants = lookupWants(resolved, needs);
    if (wants.length && resolved.prNumber === undefined) {
        // Only the queue is missing and no PR names it: the default branch where that is allowed.
        if (needs.targetBranch === 'default-branch-ok' &&
            context.defaultBranch &&
            facts.ownRepository) {
            resolved.targetBranch = context.defaultBranch;
            resolved.sources.targetBranch = 'default-branch';
            return { resolved };
        }
        return { error: missingTargetBranch(context) };
    }
    if (!wants.length)
        return { resolved };
    if (!facts.onRunServer)
        return withoutLookup(resolved, needs, wants, context.serverHost);
    return { resolved, lookup: lookupOf(repository, resolved.prNumber, wants, context) };
}
/** Whether the run's PR and test branch apply to the queue's repository, and what they say. */
function runFacts(context, repository, repositoryHost) {
    const onRunServer = repositoryHost === context.serverHost.toLowerCase();
    // The run's PR and test branch are its own repository's; another repository's PR numbers mean
    // other PRs.
    const ownRepository = onRunServer && sameName(repository, context.repository);
    if (!ownRepository)
        return { ownRepository, onRunServer };
    return {
        ownRepository,
        onRunServer,
        pr: context.pr,
        testBranchPr: parseTestBranch(context.ref)?.prNumber,
    };
}
/** The PR: the input, else the context's PR, else the test branch's. */
function resolvePrNumber(resolved, given, facts) {
    if (given.prNumber !== undefined) {
        resolved.prNumber = given.prNumber;
        resolved.sources.prNumber = 'input';
    }
    else if (facts.pr) {
        resolved.prNumber = facts.pr.number;
        resolved.sources.prNumber = 'event';
    }
    else if (facts.testBranchPr !== undefined) {
        resolved.prNumber = facts.testBranchPr;
        resolved.sources.prNumber = 'test-branch';
    }
}
/** The queue: the input, else the base branch of the context's own PR (when the command has one). */
function resolveTargetBranch(resolved, given, needs, ownPr) {
    if (given.targetBranch) {
        resolved.targetBranch = given.targetBranch;
        resolved.sources.targetBranch = 'input';
    }
    else if (needs.targetBranch !== 'none' && ownPr?.baseBranch) {
        resolved.targetBranch = ownPr.baseBranch;
        resolved.sources.targetBranch = 'event';
    }
}
/** The head commit: the input, else the context's own PR's (never a merge commit). */
function resolveHeadSha(resolved, given, ownPr) {
    if (given.prSha) {
        resolved.headSha = given.prSha.toLowerCase();
        resolved.sources.headSha = 'input';
    }
    else if (ownPr?.headSha && SHA.test(ownPr.headSha)) {
        resolved.headSha = ownPr.headSha.toLowerCase();
        resolved.sources.headSha = 'event';
    }
}
/** What is still missing that a lookup of the PR would give. */
function lookupWants(resolved, needs) {
    const wants = [];
    if (needs.targetBranch !== 'none' && !resolved.targetBranch)
        wants.push('target-branch');
    const shaWorthALookup = needs.headSha === 'required' || needs.headSha === 'wanted';
    if (needs.prNumber && !resolved.headSha && shaWorthALookup)
        wants.push('head-sha');
    return wants;
}
/**
 * The run's GITHUB_TOKEN and API are for its own server only. A head commit that is only worth
 * having (stale checks) is done without; what the command needs is asked for.
 */
function withoutLookup(resolved, needs, wants, serverHost) {
    const number = resolved.prNumber;
    const where = `${resolved.repositoryHost}/${resolved.repository}`;
    if (needs.headSha !== 'required' && !wants.includes('target-branch')) {
        resolved.warnings.push(`The head commit of PR #${number} is not known (${resolved.repositoryHost} is not this run's GitHub server, so it is not looked up): the queue's entry is not checked against it. Set pr-sha to check it.`);
        return { resolved };
    }
    const input = wants.includes('target-branch') ? 'target-branch' : 'pr-sha';
    return fail(input, `is empty, and PR #${number} of ${where} is not on this run's GitHub server (${serverHost}), so it cannot be looked up`, input === 'target-branch'
        ? "the PR's base branch, e.g. main (and pr-sha, the PR's head commit)"
        : "the PR's head commit sha (40 hexadecimal characters)");
}
/** The lookup of PR `number` of `repository`. */
function lookupOf(repository, number, wants, context) {
    const cut = repository.lastIndexOf('/');
    return {
        owner: repository.slice(0, cut),
        repo: repository.slice(cut + 1),
        number,
        wants,
        eventName: context.eventName,
    };
}
/**
 * Merges the lookup's answer into the resolution: it fills only what is still missing (inputs
 * and the payload always win) and warns when a given target-branch is not the PR's base.
 */
function applyPullRequestFacts(resolved, pull) {
    const out = {
        ...resolved,
        sources: { ...resolved.sources },
        warnings: [...resolved.warnings],
    };
    if (!out.targetBranch) {
        out.targetBranch = pull.baseBranch;
        out.sources.targetBranch = 'github-api';
    }
    else if (out.sources.targetBranch === 'input' && out.targetBranch !== pull.baseBranch) {
        out.warnings.push(`target-branch is ${out.targetBranch}, but PR #${pull.number}'s base branch is ${pull.baseBranch}: the queue of ${out.targetBranch} is used, as given.`);
    }
    if (!out.headSha) {
        out.headSha = pull.headSha.toLowerCase();
        out.sources.headSha = 'github-api';
    }
    return out;
}
function fail(input, message, expected) {
    return { error: { input, message, expected } };
}
/** A pr-number hint for this event, naming only expressions that exist for it. */
function missingPrNumber(context, ownRepository) {
    const { eventName } = context;
    const hints = context.eventHints ?? {};
    const event = eventName ?? 'triggering';
    const expected = (hint) => `the PR number, e.g. ${hint}`;
    if (!ownRepository) {
        return {
            input: 'pr-number',
            message: `is empty, and the ${event} event's PR (if any) is not one of the given repository's`,
            expected: expected('pr-number: 123'),
        };
    }
    switch (eventName) {
        case 'issue_comment':
        case 'issues': {
            return {
                input: 'pr-number',
                message: `is empty, and this ${event} event is for issue #${hints.issueNumber ?? '?'}, which is not a pull request`,
                expected: `a PR: run the job only for comments on a PR (if: \${{ github.event.issue.pull_request }}), or set pr-number`,
            };
        }
        case 'workflow_dispatch': {
            const key = hints.dispatchPrKey;
            return {
                input: 'pr-number',
                message: 'is empty, and a workflow_dispatch event has no pull request',
                expected: expected(key
                    ? `\${{ inputs.${key} }} (this workflow's input ${key})`
                    : 'a workflow_dispatch input declared as pr-number and passed as ${{ inputs.pr-number }}'),
            };
        }
        case 'repository_dispatch': {
            const key = hints.dispatchPrKey;
            return {
                input: 'pr-number',
                message: 'is empty, and a repository_dispatch event has no pull request',
                expected: expected(`\${{ github.event.client_payload.${key ?? 'pr_number'} }}${key ? '' : ' (sent in the dispatch)'}`),
            };
        }
        case 'workflow_run': {
            return {
                input: 'pr-number',
                message: 'is empty, and a workflow_run event has no pull request of its own',
                expected: expected(hints.workflowRunHasPullRequests
                    ? '${{ github.event.workflow_run.pull_requests[0].number }}'
                    : 'pr-number: 123 (this run lists no PR: runs of fork PRs never do)'),
            };
        }
        case 'merge_group':
            return {
                input: 'pr-number',
                message: "is empty: a merge_group event comes from GitHub's own merge queue, not Trunk's, and names no single PR",
                expected: expected('pr-number: 123'),
            };
        case 'push':
            return {
                input: 'pr-number',
                message: 'is empty, and this push is not to a merge-queue test branch (trunk-merge/pr-N/<uuid>), so it has no pull request',
                expected: expected('pr-number: 123'),
            };
        default:
            return {
                input: 'pr-number',
                message: `is empty, and the ${event} event has no pull request`,
                expected: expected('pr-number: 123'),
            };
    }
}
/** A target-branch hint for this event. */
function missingTargetBranch(context) {
    const { eventName } = context;
    const base = context.eventHints?.mergeGroupBaseRef;
    return {
        input: 'target-branch',
        message: `is empty, and the ${eventName ?? 'triggering'} event has no pull request whose base branch would name the queue`,
        expected: eventName === 'merge_group' && base
            ? "the queue's branch, e.g. ${{ github.event.merge_group.base_ref }}"
            : "the queue's branch, e.g. main",
    };
}

;// CONCATENATED MODULE: ./src/commands/common/context/index.ts
/**
 * The run's context for the settings step: the pure resolution, then at most one lookup, then the
 * merge. Errors are thrown before any request to the merge queue service.
 */



/** A {@link ContextError} as the action's InputError. */
function contextInputError(error) {
    return new InputError(error.input, error.message, error.expected);
}

;// CONCATENATED MODULE: ./src/runner/settings.ts
/**
 * The action's inputs, read once and checked in full before any request: every wrong value is
 * refused with an {@link InputError} that names the input, shows what was given and says what is
 * expected. Nothing else reads inputs. What each command reads of its own is in its row of the
 * command table; this reads what all share: the command, the API, the repository and the target.
 */










/**
 * Reads and checks every input, resolves the context (one GitHub lookup at most, when a value the
 * command needs is in neither the inputs nor the event) and returns the settings. Every wrong
 * input is refused before any request, the lookup included.
 */
async function readSettings(read, ctx, options = {}) {
    const plan = readInputs(read, ctx, options.afterToken);
    options.onPlan?.({
        isMergeQueueRun: plan.resolution.resolved.isMergeQueueRun,
        prNumber: aboutPr(plan.command, plan.resolution.resolved, plan.own),
    });
    const lookup = plan.resolution.lookup;
    if (!lookup)
        return finishSettings(plan);
    const facts = await (options.lookUp ?? lookUpPullRequest)(lookup, {
        token: plan.githubToken,
        apiUrl: ctx.apiUrl,
        signal: options.signal,
    });
    return finishSettings(plan, facts);
}
/** Phase one, no I/O: every input read and checked, and the context resolved from the event. */
function readInputs(read, ctx, afterToken = () => { }) {
    const get = (name) => read(name).trim();
    // The tokens first: masked before any other input is looked at or any message is built.
    const token = read(constants/* Inputs */.G0.ApiToken).trim();
    if (token)
        afterToken(token);
    const githubToken = read(constants/* Inputs */.G0.GithubToken).trim();
    if (githubToken)
        afterToken(githubToken);
    const commandRaw = get(constants/* Inputs */.G0.Command);
    if (!commandRaw) {
        throw new InputError(constants/* Inputs */.G0.Command, 'is required', `one of ${COMMANDS.join(', ')}`);
    }
    const command = commandRaw.toLowerCase();
    if (!isCommand(command)) {
        throw new InputError(constants/* Inputs */.G0.Command, `${shown(commandRaw)} is not a command`, `one of ${COMMANDS.join(', ')}`);
    }
    const spec = COMMAND_TABLE[command];
    // The token picks the API; the URL must fit it (both said before any request).
    const apiVersion = apiVersionOf(token);
    checkApiOfCommand(command, apiVersion);
    const common = {
        command,
        apiVersion,
        apiUrl: resolveApiUrl(get(constants/* Inputs */.G0.ApiUrl), apiVersion),
        requestTimeoutSeconds: intInput(get, constants/* Inputs */.G0.RequestTimeoutSeconds, 5, 3600),
        ignoredInputs: ignoredInputs(command, get),
    };
    const given = readGivenTarget(get, ctx);
    checkRequired(command, get);
    const own = spec.read(get, ctx);
    // Every command needs the token but one that may run from a fork: said before any lookup.
    if (!token && !rowOf(command).withoutTokenFromFork)
        throw missingToken(command, ctx);
    const needs = needsOf(command);
    const r = resolveRunContext({ context: ctx, given, needs });
    if (r.error)
        throw contextInputError(r.error);
    // Checked only where it is used: a hand run (local-action) passes the default unexpanded.
    const githubTokenProblem = githubToken ? (0,src_client/* headerValueProblem */.kX)(githubToken) : undefined;
    if (r.lookup && githubTokenProblem) {
        throw new InputError(constants/* Inputs */.G0.GithubToken, `${githubTokenProblem.replace(/; copy it again without them$/, '')} (its value is not shown)`, 'a GitHub token exactly as issued (default ${{ github.token }})');
    }
    return {
        command,
        common,
        own,
        apiToken: token ? parseToken(token) : undefined,
        resolution: githubToken ? r : settings_withoutLookup(r, needs, ctx),
        githubToken: githubToken || undefined,
        ctx,
    };
}
/** Phase two: the settings, from the plan and (when it asked for one) the lookup's answer. */
function finishSettings(plan, facts) {
    const { command, ctx } = plan;
    if (plan.resolution.lookup && !facts) {
        throw new Error(`settings: the context of ${command} needs a lookup of the PR first`);
    }
    const resolved = facts
        ? applyPullRequestFacts(plan.resolution.resolved, facts)
        : plan.resolution.resolved;
    const target = targetOf(COMMAND_TABLE[command].target, resolved);
    const s = {
        ...plan.common,
        repo: parseRepository(resolved.repository, resolved.repositoryHost),
        run: {
            isMergeQueueRun: resolved.isMergeQueueRun,
            prNumber: aboutPr(command, resolved, plan.own),
            sources: resolved.sources,
            warnings: resolved.warnings,
        },
        ...target,
        ...plan.own,
    };
    // The token last, so the message can say exactly which kind of run lacks it.
    if (plan.apiToken) {
        s.apiToken = plan.apiToken;
    }
    else if (rowOf(command).withoutTokenFromFork &&
        ctx.pr?.fromFork &&
        ctx.pr.number === resolved.prNumber &&
        ctx.runId) {
        // A fork PR gets no secrets; the service accepts the run id instead for this one call.
        s.forkedWorkflowRunId = ctx.runId;
    }
    else {
        throw missingToken(command, ctx);
    }
    return s;
}
/**
 * With github-token empty nothing can be looked up: a value the command needs is asked for as an
 * input (no request is made); a head commit only worth having is done without, and said.
 */
function settings_withoutLookup(r, needs, ctx) {
    if (!r.lookup)
        return r;
    const needed = r.lookup.wants.filter((w) => w !== 'head-sha' || needs.headSha === 'required');
    if (!needed.length) {
        const warning = `The head commit of PR #${r.lookup.number} is not known (github-token is empty, so it is not looked up): the queue's entry is not checked against it. Set pr-sha to check it.`;
        return { resolved: { ...r.resolved, warnings: [...r.resolved.warnings, warning] } };
    }
    const input = needed.includes('target-branch') ? constants/* Inputs */.G0.TargetBranch : constants/* Inputs */.G0.PrSha;
    throw new InputError(input, `is empty and the ${ctx.eventName ?? 'triggering'} event does not give it for PR #${r.lookup.number}; it would be looked up on GitHub, but github-token is empty`, `${needed.map((w) => (w === 'target-branch' ? constants/* Inputs */.G0.TargetBranch : constants/* Inputs */.G0.PrSha)).join(' and ')} set by hand, or github-token (default \${{ github.token }}, with permission pull-requests: read)`);
}
/** The target inputs as given (checked); undefined where not set. */
function readGivenTarget(get, ctx) {
    const repository = get(constants/* Inputs */.G0.Repository);
    const host = get(constants/* Inputs */.G0.RepositoryHost);
    // Checked now, so a wrong value is refused before any request (the context decides the rest).
    const repositoryHost = host ? parseRepositoryHost(host) : undefined;
    if (repository)
        parseRepository(repository, repositoryHost ?? ctx.serverHost);
    const branch = get(constants/* Inputs */.G0.TargetBranch);
    const number = get(constants/* Inputs */.G0.PrNumber);
    const sha = get(constants/* Inputs */.G0.PrSha);
    return {
        repository: repository || undefined,
        repositoryHost,
        targetBranch: branch ? parseBranch(branch) : undefined,
        prNumber: number ? parsePrNumber(number) : undefined,
        prSha: sha ? parseSha(sha) : undefined,
    };
}
/** The PR the step is about: a PR command's, else what the command's own settings say. */
function aboutPr(command, resolved, own) {
    const spec = COMMAND_TABLE[command];
    if (spec.target === 'pull-request' || spec.target === 'pull-request-head')
        return resolved.prNumber;
    return spec.prNumberOf?.(own);
}
/** What command `command` needs of the context, from its target kind in the command table. */
function needsOf(command) {
    const spec = COMMAND_TABLE[command];
    switch (spec.target) {
        case 'pull-request':
            return { targetBranch: 'pr-base', prNumber: true, headSha: spec.headSha ?? 'if-known' };
        case 'pull-request-head':
            return { targetBranch: 'pr-base', prNumber: true, headSha: 'required' };
        case 'queue':
            return {
                targetBranch: spec.defaultBranchOk ? 'default-branch-ok' : 'pr-base',
                prNumber: false,
                headSha: 'if-known',
            };
        case 'optional-queue':
        case 'repository':
            return { targetBranch: 'none', prNumber: false, headSha: 'if-known' };
    }
}
/** The target settings of a kind, from the resolved context (which has what the kind needs). */
function targetOf(kind, r) {
    switch (kind) {
        case 'repository':
            return {};
        case 'optional-queue':
            return r.targetBranch ? { targetBranch: r.targetBranch } : {};
        case 'queue':
            return { targetBranch: r.targetBranch };
        case 'pull-request':
        case 'pull-request-head':
            return {
                targetBranch: r.targetBranch,
                prNumber: r.prNumber,
                prSha: r.headSha,
            };
    }
}
/** Inputs given that `command` does not read (those with a default are always passed). */
function ignoredInputs(command, get) {
    const uses = new Set(inputsOf(command));
    return Object.values(constants/* Inputs */.G0).filter((n) => !uses.has(n) && !Object.hasOwn(DEFAULTS, n) && get(n) !== '');
}
/** The inputs the command's row requires, each given (one of a pair): before its own checks. */
function checkRequired(command, get) {
    for (const requirement of rowOf(command).required ?? []) {
        if (typeof requirement === 'string') {
            if (get(requirement) !== '')
                continue;
            throw new InputError(requirement, `is required for ${command}`, INPUTS[requirement].expected ?? INPUTS[requirement].description);
        }
        const [first, second] = requirement;
        if (get(first) !== '' || get(second) !== '')
            continue;
        throw new InputError(first, `is empty and so is ${second}`, INPUTS[first].expected ?? INPUTS[first].description);
    }
}
/** Commands that may run from a fork without a token, for the message. */
const TOKENLESS_FROM_FORK = COMMANDS.filter((c) => rowOf(c).withoutTokenFromFork);
function missingToken(command, ctx) {
    return new InputError(constants/* Inputs */.G0.ApiToken, missingTokenReason(command, ctx), "the organization's v1 API token, e.g. ${{ secrets.TRUNK_API_TOKEN }}");
}
function missingTokenReason(command, ctx) {
    if (ctx.actor === 'dependabot[bot]') {
        return 'is empty: this run was started by Dependabot, and Dependabot runs get no Actions secrets (add the token to the Dependabot secrets)';
    }
    if (ctx.pr?.fromFork) {
        return ('is empty: this run is for a pull request from a fork, and fork runs get no secrets' +
            (rowOf(command).withoutTokenFromFork
                ? ''
                : `. Only ${TOKENLESS_FROM_FORK.join(', ')} works from a fork (without a token); ${command} needs one`));
    }
    return 'is empty: set it from a secret (the secret may be missing, or not available to this workflow)';
}

;// CONCATENATED MODULE: ./src/runner/execute.ts
/**
 * The core every door calls: one command, from its inputs, in a context, talking through an
 * {@link Io}. It reads and checks every input before any request, runs the command and always
 * returns every output, on success, failure, timeout and cancellation alike. It never throws and
 * never touches a CI's own API: the door sets outputs, writes the summary and fails the step.
 */











/**
 * Runs one command. Never throws: every error ends in `failure` with outcome `error` and the
 * error-kind output (`input`, `cancelled`, `github-lookup`, `not-found`, the API's kinds, ...).
 */
async function execute(inputs, context, io, options = {}) {
    const outputs = emptyOutputs();
    const clock = options.clock ?? src_client/* systemClock */.ml;
    // Everything that leaves the core goes through `clean` (or `line`, which is `clean` and one
    // line): a token is replaced there, whatever a server echoed back.
    const secrets = [];
    const clean = (text) => (0,common_text/* redact */.E$)(text, secrets);
    const line = (text) => (0,common_text/* logLine */.BP)(clean(text));
    const log = safeLog(io, line);
    let title = 'merge-queue-action';
    let body = '';
    let failure;
    let client;
    // Which API the token selects, said even when an input is refused (a tokenless run is v1).
    outputs[constants/* Outputs */.tY.ApiVersion] = apiVersionOf(inputs['api-token']?.trim());
    try {
        if (context.problem)
            log.warning(context.problem);
        const settings = await log.group('Inputs', async () => {
            const s = await readSettings(inputReader(inputs, context), context, {
                afterToken: (token) => {
                    io.mask(token);
                    secrets.push(token);
                },
                signal: options.signal,
                lookUp: options.lookUp,
                onPlan: (run) => {
                    outputs[constants/* Outputs */.tY.IsMergeQueueRun] = String(run.isMergeQueueRun);
                    outputs[constants/* Outputs */.tY.PrNumber] = run.prNumber === undefined ? '' : String(run.prNumber);
                },
            });
            for (const l of describeSettings(s))
                log.info(l);
            for (const w of s.run.warnings)
                log.warning(w);
            return s;
        });
        outputs[constants/* Outputs */.tY.IsMergeQueueRun] = String(settings.run.isMergeQueueRun);
        outputs[constants/* Outputs */.tY.PrNumber] =
            settings.run.prNumber === undefined ? '' : String(settings.run.prNumber);
        title = describeCommand(settings);
        for (const name of settings.ignoredInputs) {
            log.warning(`${io.nameInput(name)} is not used by command '${settings.command}'; it was ignored.`);
        }
        outputs[constants/* Outputs */.tY.ApiVersion] = settings.apiVersion ?? 'v1';
        const clientOptions = {
            baseUrl: settings.apiUrl,
            signal: options.signal,
            clock,
            retry: { operationTimeoutMs: settings.requestTimeoutSeconds * 1000 },
            userAgentSuffix: options.userAgentSuffix,
            onEvent: io.isDebug() ? (e) => log.debug(describeEvent(e)) : undefined,
        };
        // A v2 key runs the merge-queue commands through the adapter, which offers the v1 client's
        // methods and values; settings already refused a v2 key for the v1-only commands.
        client =
            settings.apiVersion === 'v2'
                ? new TrunkV2MergeQueueClient({ ...clientOptions, token: settings.apiToken })
                : new src_client/* TrunkClient */.I({
                    ...clientOptions,
                    token: settings.apiToken,
                    forkedWorkflowRunId: settings.forkedWorkflowRunId,
                });
        const c = client;
        const result = await log.group(title, () => runCommand(settings, { client: c, clock, signal: options.signal, log }));
        Object.assign(outputs, result.outputs);
        outputs[constants/* Outputs */.tY.Outcome] = result.outcome;
        if (result.errorKind)
            outputs[constants/* Outputs */.tY.ErrorKind] = result.errorKind;
        body = result.summary;
        if (result.failure) {
            failure = line(result.failure);
            body = errorSection(result.failure) + body;
        }
    }
    catch (e) {
        const { message, kind } = describeError(e, io, inputs.command?.trim().toLowerCase());
        outputs[constants/* Outputs */.tY.Outcome] = 'error';
        outputs[constants/* Outputs */.tY.ErrorKind] = kind;
        // A stack only for what describeError does not know: the known errors say all there is.
        if (kind === 'internal' && e instanceof Error && e.stack)
            log.debug(e.stack);
        failure = line(message);
        body = errorSection(message) + body;
    }
    finally {
        await client?.close().catch(() => undefined);
    }
    for (const name of Object.keys(outputs))
        outputs[name] = clean(outputs[name]);
    return {
        outcome: outputs[constants/* Outputs */.tY.Outcome],
        outputs,
        summary: clean(heading(title) + body),
        failure,
    };
}
/** Every output, '' but for those every run sets: outcome error until a command says otherwise. */
function emptyOutputs() {
    const outputs = Object.fromEntries(Object.values(constants/* Outputs */.tY).map((n) => [n, '']));
    outputs[constants/* Outputs */.tY.Outcome] = 'error';
    outputs[constants/* Outputs */.tY.TimedOut] = 'false';
    outputs[constants/* Outputs */.tY.IsMergeQueueRun] = 'false';
    return outputs;
}
/**
 * An input's value as given (trimmed), else its default. A default that is a runner expression
 * (`${{ github.token }}`) is the action's alone: for `github-token` the context's token stands in.
 */
function inputReader(inputs, context) {
    const defaults = DEFAULTS;
    return (name) => {
        const given = inputs[name] ?? '';
        if (given.trim() !== '')
            return given;
        if (name === 'github-token')
            return context.githubToken ?? '';
        const fallback = defaults[name] ?? '';
        return fallback.startsWith('${{') ? '' : fallback;
    };
}
/** Runs the command's handler with its settings (the table pairs them; the union is one). */
function runCommand(s, rest) {
    const run = COMMAND_TABLE[s.command].run;
    return run({ s, ...rest });
}
/** The title of a command's summary and log group. */
function describeCommand(s) {
    const target = s;
    const where = `${s.repo.owner}/${s.repo.name}${target.targetBranch ? `:${target.targetBranch}` : ''}`;
    return target.prNumber !== undefined
        ? `${s.command} PR #${target.prNumber} (${where})`
        : `${s.command} (${where})`;
}
/** The settings a run resolved (defaults included), for the log. Never the token. */
function describeSettings(s) {
    const lines = [
        `command: ${s.command}`,
        `api: ${s.apiVersion === 'v2' ? 'v2 (Trunk API key, Bearer)' : 'v1'} at ${s.apiUrl} (${s.apiToken ? 'token set' : s.forkedWorkflowRunId ? `fork run ${s.forkedWorkflowRunId}, no token` : 'no token'})`,
        `repository: ${s.repo.host}/${s.repo.owner}/${s.repo.name}`,
    ];
    const target = s;
    const from = (key) => (s.run.sources[key] ? ` (from ${s.run.sources[key]})` : '');
    if (target.targetBranch)
        lines.push(`target branch: ${target.targetBranch}${from('targetBranch')}`);
    if (target.prNumber !== undefined)
        lines.push(`pull request: #${target.prNumber}${from('prNumber')}`);
    if (target.prSha)
        lines.push(`head commit: ${target.prSha}${from('headSha')}`);
    if (s.run.isMergeQueueRun)
        lines.push('this run tests a merge-queue test branch');
    return lines;
}
function describeError(e, io, command) {
    if (e instanceof PermissionError)
        return { message: describeMissingPermission(e, command), kind: 'permission' };
    if (e instanceof InputError)
        return { message: e.describe(io.nameInput), kind: 'input' };
    if (e instanceof OutputFileError)
        return { message: e.message, kind: 'output-file' };
    if (e instanceof MissingQueueError)
        return { message: e.message, kind: 'not-found' };
    if (e instanceof PullRequestLookupError)
        return { message: e.message, kind: 'github-lookup' };
    if (e instanceof src_client/* CancelledError */.cc)
        return {
            message: `Cancelled: ${e.message.replace(/^[^:]*: cancelled: ?/, '') || 'the job was cancelled'}.`,
            kind: 'cancelled',
        };
    if (e instanceof src_client/* TrunkApiError */.Jp)
        return { message: e.message, kind: e.kind };
    return {
        message: `Unexpected error: ${e instanceof Error ? e.message : String(e)}`,
        kind: 'internal',
    };
}
/**
 * A 403 INSUFFICIENT_PERMISSIONS, in the words of the command: what the request lacked (from the
 * client), else what the command needs (from the permission table), and where to grant it.
 */
function describeMissingPermission(e, command) {
    const entry = command ? V2_COMMAND_PERMISSIONS[command] : undefined;
    const labels = e.permissions.length ? e.permissions : (entry?.needs ?? []);
    const what = labels.length
        ? `the permission ${labels.map((l) => `'${l}'`).join(' or ')}`
        : 'a permission';
    const needs = command ? ` that ${command} needs` : '';
    const where = `${e.operation}: HTTP ${e.status ?? 403}${e.requestId ? `, request id ${e.requestId}` : ''}`;
    return `The API key lacks ${what}${needs}; give the key that permission in Trunk → Settings → Developer → API Keys (or use a key that has it). (${where})`;
}
function describeEvent(e) {
    switch (e.type) {
        case 'request':
            return `${e.operation}: attempt ${e.attempt}, ${e.method} ${e.path} (${e.bytes} bytes)`;
        case 'response':
            return `${e.operation}: HTTP ${e.status} in ${e.ms} ms${e.requestId ? ` (request id ${e.requestId})` : ''}`;
        case 'retry':
            return `${e.operation}: ${e.reason} after attempt ${e.attempt}; retrying in ${e.delayMs} ms`;
        case 'reconcile':
            return `${e.operation}: outcome settled by a read: ${e.outcome}`;
        case 'unknown-enum':
            return `${e.operation}: unknown value ${JSON.stringify(e.value)} in ${e.field} (kept as is)`;
    }
}
/** The commands' log on the door's io: every line one line, tokens replaced. */
function safeLog(io, line) {
    return {
        info: (m) => io.info(line(m)),
        warning: (m) => io.warning(line(m)),
        notice: (m) => io.notice(line(m)),
        debug: (m) => io.debug(line(m)),
        annotate: (level, m, where) => io.annotate(level, line(m), {
            title: where.title === undefined ? undefined : line(where.title),
            file: where.file,
            startLine: where.startLine,
        }),
        group: (name, fn) => io.group(line(name), fn),
    };
}

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
;// CONCATENATED MODULE: ./src/cli/command-docs.ts
/**
 * The commands and their flags as the tool offers them, from the command table: each input a
 * command reads becomes a flag of the same name, with its description, default and whether the
 * command requires it, but for the command itself (the first argument) and the tokens, which come
 * from the environment only.
 */

/** Inputs that are no flags: the command is the first argument; tokens come from the environment. */
const NOT_FLAGS = {
    command: 'the command is the first argument: merge-queue <command>',
    'api-token': 'a token on the command line lands in shell history and process lists; set TRUNK_API_TOKEN in the environment instead',
    'github-token': 'a token on the command line lands in shell history and process lists; set GITHUB_TOKEN in the environment instead',
};
/** Inputs that take a list, one item per line: the flag may be repeated. */
const LIST_INPUTS = new Set(['junit-paths', 'impacted-targets']);
/** Every command with its flags, in the table's order. */
function commandDocs() {
    return COMMANDS.map((name) => ({
        name,
        description: rowOf(name).description,
        flags: describeInputs(name)
            .filter((input) => !Object.hasOwn(NOT_FLAGS, input.name))
            .map((input) => ({
            input: input.name,
            description: input.description,
            ...(input.default === undefined ? {} : { default: input.default }),
            required: input.required,
            ...(input.oneOf ? { oneOf: input.oneOf } : {}),
            boolean: input.default === 'true' || input.default === 'false',
            repeatable: LIST_INPUTS.has(input.name),
        })),
    }));
}

;// CONCATENATED MODULE: ./src/cli/usage-error.ts
/** A command line the tool refuses before anything else runs (exit code 2). */
class UsageError extends Error {
    constructor(message) {
        super(message);
        this.name = 'UsageError';
    }
}

;// CONCATENATED MODULE: ./src/cli/args.ts
/**
 * The command line: `merge-queue <command> [--flag value]... [--json] [--summary-file PATH]`,
 * parsed with node:util's parseArgs against the flags of the command (see command-docs.ts).
 * Refused with a UsageError naming the argument: an unknown command or flag, a flag of another
 * command, a flag given twice, an empty value, and any token on the command line.
 */



/** Flags of every command: how to print and where to write. */
const GLOBAL_FLAGS = {
    json: { type: 'boolean' },
    'summary-file': { type: 'string' },
    debug: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
    version: { type: 'boolean' },
};
/** Parses argv (without node and the script). Throws UsageError. */
function parseCommandLine(argv, docs) {
    refuseTokens(argv);
    // The command is the first positional: a loose pass that knows only the global flags finds it.
    const loose = (0,external_node_util_.parseArgs)({
        args: [...argv],
        options: GLOBAL_FLAGS,
        strict: false,
        allowPositionals: true,
    }).positionals;
    const first = loose[0];
    if (first === 'help') {
        return { kind: 'help', command: loose[1] ? findCommand(loose[1], docs).name : undefined };
    }
    const doc = first === undefined ? undefined : findCommand(first, docs);
    const options = { ...GLOBAL_FLAGS };
    for (const f of doc?.flags ?? []) {
        options[f.input] = f.boolean ? { type: 'boolean' } : { type: 'string', multiple: true };
    }
    let parsed;
    try {
        parsed = (0,external_node_util_.parseArgs)({ args: [...argv], options, allowPositionals: true, strict: true });
    }
    catch (e) {
        throw describeParseError(e, doc, docs);
    }
    const { values, positionals } = parsed;
    if (values.version)
        return { kind: 'version' };
    if (values.help)
        return { kind: 'help', command: doc?.name };
    if (!doc)
        throw new UsageError('No command given; see merge-queue --help');
    if (positionals.length > 1) {
        throw new UsageError(`Unexpected argument ${JSON.stringify(positionals[1])} after the command ${doc.name}: every value is given with its flag, e.g. --pr-number 42`);
    }
    const inputs = {};
    for (const f of doc.flags) {
        const v = values[f.input];
        if (v === undefined)
            continue;
        if (typeof v === 'boolean') {
            inputs[f.input] = String(v);
            continue;
        }
        const list = v;
        if (list.length > 1 && !f.repeatable) {
            throw new UsageError(`--${f.input} is given ${list.length} times; give it once`);
        }
        if (list.some((x) => x.trim() === '')) {
            throw new UsageError(`--${f.input} is given an empty value (an unset shell variable?); give a value or leave the flag out`);
        }
        inputs[f.input] = list.join('\n');
    }
    const summaryFile = values['summary-file'];
    if (summaryFile !== undefined && summaryFile.trim() === '') {
        throw new UsageError('--summary-file is given an empty value; give a file path or leave the flag out');
    }
    return {
        kind: 'run',
        command: doc.name,
        inputs,
        json: values.json === true,
        summaryFile,
        debug: values.debug === true,
    };
}
/** Tokens never come from the command line: refused before anything else, their values unread. */
function refuseTokens(argv) {
    for (const arg of argv) {
        if (arg === '--')
            break;
        const name = /^--([^=]+)/.exec(arg)?.[1];
        if (name === 'api-token' || name === 'github-token' || name === 'token') {
            const why = NOT_FLAGS[name === 'token' ? 'api-token' : name];
            throw new UsageError(`--${name} is not accepted: ${why}`);
        }
    }
}
function findCommand(name, docs) {
    const doc = docs.find((d) => d.name === name.toLowerCase());
    if (!doc) {
        throw new UsageError(`Unknown command ${JSON.stringify(name)}; expected one of ${docs.map((d) => d.name).join(', ')} (see merge-queue --help)`);
    }
    return doc;
}
/** parseArgs' errors in the tool's words, naming the flag and where it belongs. */
function describeParseError(e, doc, docs) {
    const flag = /'(-[^' ]+)/.exec(e.message)?.[1] ?? '';
    const help = doc ? `merge-queue ${doc.name} --help` : 'merge-queue --help';
    switch (e.code) {
        case 'ERR_PARSE_ARGS_UNKNOWN_OPTION': {
            const name = flag.replace(/^-+/, '');
            if (Object.hasOwn(NOT_FLAGS, name)) {
                return new UsageError(`${flag} is not accepted: ${NOT_FLAGS[name]}`);
            }
            const owners = docs.filter((d) => d.flags.some((f) => f.input === name)).map((d) => d.name);
            const where = !doc
                ? `give the command first, e.g. merge-queue ${owners[0] ?? 'status'} ${flag} ...`
                : owners.length
                    ? `it is a flag of ${owners.join(', ')}, not of ${doc.name}`
                    : `${doc.name} has no such flag`;
            return new UsageError(`Unknown flag ${flag}: ${where}; see ${help}`);
        }
        case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
            return new UsageError(/argument missing/.test(e.message)
                ? `${flag} needs a value, e.g. ${flag} VALUE; see ${help}`
                : `${flag} takes no value (it is a switch: give ${flag} alone); see ${help}`);
        default:
            return new UsageError(`${e.message}; see ${help}`);
    }
}

;// CONCATENATED MODULE: ./src/ports/ci/repository-url.ts
/**
 * The repository a CI builds, from its clone URL: `git@github.com:acme/app.git`,
 * `ssh://git@github.com/acme/app.git`, `https://github.com/acme/app`, `git://…`. Credentials in
 * an https URL are dropped unread (they must never reach a message). Only `owner/name` paths are
 * taken: the queue addresses GitHub repositories, which have no deeper paths.
 */
/** The scp-like form git accepts for ssh: `user@host:owner/name(.git)`. */
const SCP_LIKE = /^(?:[^@/\s]+@)?([^:/\s]+):(?!\/)(.+)$/;
/** Reads `owner/name` and the host from a clone URL; undefined when it is not such a URL. */
function parseRepositoryUrl(raw) {
    const url = raw?.trim();
    if (!url)
        return undefined;
    let host;
    let path;
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) {
        let parsed;
        try {
            parsed = new URL(url);
        }
        catch {
            return undefined;
        }
        if (!['https:', 'http:', 'ssh:', 'git:', 'git+ssh:', 'ssh+git:'].includes(parsed.protocol)) {
            return undefined;
        }
        host = parsed.hostname;
        path = decodeURIComponent(parsed.pathname);
    }
    else {
        const m = SCP_LIKE.exec(url);
        if (!m)
            return undefined;
        host = m[1];
        path = m[2];
    }
    const parts = path
        .replace(/^\/+|\/+$/g, '')
        .replace(/\.git$/i, '')
        .split('/');
    if (parts.length !== 2 || parts.some((p) => !/^[A-Za-z0-9_.-]+$/.test(p) || /^\.+$/.test(p))) {
        return undefined;
    }
    return { host: host.toLowerCase(), fullName: parts.join('/') };
}
/** The PR number in a GitHub PR URL (`https://github.com/acme/app/pull/12`), with its repository. */
function parsePullRequestUrl(raw) {
    const m = /^https?:\/\/([^/\s]+)\/([^/\s]+)\/([^/\s]+)\/pull\/([1-9]\d{0,9})\/?$/i.exec(raw?.trim() ?? '');
    if (!m)
        return undefined;
    return {
        number: Number(m[4]),
        repository: { host: m[1].toLowerCase(), fullName: `${m[2]}/${m[3]}` },
    };
}

;// CONCATENATED MODULE: ./src/ports/ci/types.ts
/** A full commit sha (SHA-1 or SHA-256), as the API takes it. */
const FULL_SHA = /^([0-9a-f]{40}|[0-9a-f]{64})$/i;
/** A positive PR number written in decimal digits only. */
function prNumberOf(raw) {
    if (!raw || !/^[1-9]\d{0,9}$/.test(raw.trim()))
        return undefined;
    return Number(raw.trim());
}
/** The trimmed value of an environment variable; undefined when unset or blank. */
function envValue(env, name) {
    const v = env[name]?.trim();
    return v ? v : undefined;
}

;// CONCATENATED MODULE: ./src/ports/ci/buildkite.ts
/**
 * Buildkite's build environment. Variables as documented at
 * https://buildkite.com/docs/pipelines/configure/environment-variables:
 * - BUILDKITE: `true` on every job.
 * - BUILDKITE_REPO: the repository's clone URL (ssh or https).
 * - BUILDKITE_BRANCH: the branch being built (a test branch `trunk-merge/pr-N/<uuid>`, or the PR's
 *   head branch on a PR build).
 * - BUILDKITE_COMMIT: the commit built; usually a 40-hex sha, but may be a symbolic name such as
 *   `HEAD` on a build started by hand, which is never taken.
 * - BUILDKITE_PULL_REQUEST: the PR number, or the string `false` when the build is not for a PR.
 * - BUILDKITE_PULL_REQUEST_BASE_BRANCH: the PR's base branch, empty when not a PR build.
 * - BUILDKITE_PULL_REQUEST_REPO: the clone URL of the PR's head repository (a fork's, for a fork PR).
 * - BUILDKITE_PULL_REQUEST_USING_MERGE_REFSPEC: `true` when the build checks out GitHub's merge
 *   ref of the PR; BUILDKITE_COMMIT is then not the PR's head, and is not taken as it.
 */



/** True on a Buildkite job. */
function isBuildkite(env) {
    return env.BUILDKITE === 'true';
}
/** Reads a Buildkite job's context. */
function readBuildkite(env) {
    const ctx = { ci: 'buildkite', label: 'Buildkite', notes: [] };
    const repoUrl = envValue(env, 'BUILDKITE_REPO');
    const repo = parseRepositoryUrl(repoUrl);
    if (repo)
        ctx.repository = { value: repo, from: 'BUILDKITE_REPO' };
    else if (repoUrl)
        ctx.notes.push('BUILDKITE_REPO is not the clone URL of an owner/name repository');
    const branch = envValue(env, 'BUILDKITE_BRANCH');
    if (branch)
        ctx.branch = { value: branch, from: 'BUILDKITE_BRANCH' };
    const prRaw = envValue(env, 'BUILDKITE_PULL_REQUEST');
    if (!prRaw || prRaw === 'false')
        return ctx;
    const number = prNumberOf(prRaw);
    if (number === undefined) {
        ctx.notes.push(`BUILDKITE_PULL_REQUEST is ${JSON.stringify(prRaw)}, not a PR number`);
        return ctx;
    }
    if (parseTestBranch(branch)) {
        ctx.notes.push(`BUILDKITE_PULL_REQUEST is ignored on the merge-queue test branch ${branch}`);
        return ctx;
    }
    ctx.pr = { number: { value: number, from: 'BUILDKITE_PULL_REQUEST' } };
    const base = envValue(env, 'BUILDKITE_PULL_REQUEST_BASE_BRANCH');
    if (base)
        ctx.pr.baseBranch = { value: base, from: 'BUILDKITE_PULL_REQUEST_BASE_BRANCH' };
    const commit = envValue(env, 'BUILDKITE_COMMIT');
    if (env.BUILDKITE_PULL_REQUEST_USING_MERGE_REFSPEC === 'true') {
        ctx.notes.push("BUILDKITE_COMMIT is GitHub's merge commit of the PR (merge refspec), not its head");
    }
    else if (commit && FULL_SHA.test(commit)) {
        ctx.pr.headSha = { value: commit.toLowerCase(), from: 'BUILDKITE_COMMIT' };
    }
    else if (commit) {
        ctx.notes.push(`BUILDKITE_COMMIT is ${JSON.stringify(commit)}, not a full commit sha`);
    }
    const headRepo = parseRepositoryUrl(envValue(env, 'BUILDKITE_PULL_REQUEST_REPO'));
    if (headRepo && repo) {
        ctx.pr.fromFork =
            headRepo.host !== repo.host || headRepo.fullName.toLowerCase() !== repo.fullName.toLowerCase();
    }
    return ctx;
}

;// CONCATENATED MODULE: ./src/ports/ci/circleci.ts
/**
 * CircleCI's job environment. Variables as documented at
 * https://circleci.com/docs/reference/variables/:
 * - CIRCLECI: `true` on every job.
 * - CIRCLE_PROJECT_USERNAME, CIRCLE_PROJECT_REPONAME: the project's owner and repository name.
 * - CIRCLE_REPOSITORY_URL: the repository's clone URL (gives the host).
 * - CIRCLE_BRANCH: the branch being built (CircleCI builds branches, not merge commits).
 * - CIRCLE_SHA1: the last commit of the build: the head of the branch, so the PR's head on a PR.
 * - CIRCLE_PULL_REQUEST: the URL of the associated PR; with several PRs on the branch, one of
 *   them picked at random, so it is taken only when CIRCLE_PULL_REQUESTS lists exactly one.
 * - CIRCLE_PULL_REQUESTS: the comma-separated URLs of every PR of the branch.
 * - CIRCLE_PR_NUMBER: the PR number, on fork PRs only.
 * CircleCI gives no PR base branch: it comes from --target-branch, or a lookup with GITHUB_TOKEN.
 */



/** True on a CircleCI job. */
function isCircleCi(env) {
    return env.CIRCLECI === 'true';
}
/** Reads a CircleCI job's context. */
function readCircleCi(env) {
    const ctx = { ci: 'circleci', label: 'CircleCI', notes: [] };
    const owner = envValue(env, 'CIRCLE_PROJECT_USERNAME');
    const name = envValue(env, 'CIRCLE_PROJECT_REPONAME');
    const cloned = parseRepositoryUrl(envValue(env, 'CIRCLE_REPOSITORY_URL'));
    if (owner && name && /^[\w.-]+$/.test(owner) && /^[\w.-]+$/.test(name)) {
        const fullName = `${owner}/${name}`;
        // The host of the clone URL, when it names the same repository; else the default host.
        const host = cloned && cloned.fullName.toLowerCase() === fullName.toLowerCase()
            ? cloned.host
            : 'github.com';
        ctx.repository = {
            value: { fullName, host },
            from: 'CIRCLE_PROJECT_USERNAME/CIRCLE_PROJECT_REPONAME',
        };
    }
    else if (cloned) {
        ctx.repository = { value: cloned, from: 'CIRCLE_REPOSITORY_URL' };
    }
    const branch = envValue(env, 'CIRCLE_BRANCH');
    if (branch)
        ctx.branch = { value: branch, from: 'CIRCLE_BRANCH' };
    if (parseTestBranch(branch))
        return ctx;
    const pr = readPullRequest(env, ctx);
    if (!pr)
        return ctx;
    ctx.pr = { number: pr };
    const sha = envValue(env, 'CIRCLE_SHA1');
    if (sha && FULL_SHA.test(sha))
        ctx.pr.headSha = { value: sha.toLowerCase(), from: 'CIRCLE_SHA1' };
    else if (sha)
        ctx.notes.push(`CIRCLE_SHA1 is ${JSON.stringify(sha)}, not a full commit sha`);
    if (env.CIRCLE_PR_NUMBER)
        ctx.pr.fromFork = true;
    return ctx;
}
/** The one PR of the build: CIRCLE_PR_NUMBER (forks), else the only URL of the branch's PRs. */
function readPullRequest(env, ctx) {
    const forkNumber = prNumberOf(envValue(env, 'CIRCLE_PR_NUMBER'));
    if (forkNumber !== undefined)
        return { value: forkNumber, from: 'CIRCLE_PR_NUMBER' };
    const all = (envValue(env, 'CIRCLE_PULL_REQUESTS') ?? '')
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean);
    if (all.length > 1) {
        ctx.notes.push(`the branch has ${all.length} PRs (CIRCLE_PULL_REQUESTS), so CircleCI does not say which one this build is for`);
        return undefined;
    }
    const url = envValue(env, 'CIRCLE_PULL_REQUEST') ?? all[0];
    if (!url)
        return undefined;
    const parsed = parsePullRequestUrl(url);
    if (!parsed) {
        ctx.notes.push(`CIRCLE_PULL_REQUEST is ${JSON.stringify(url)}, not a pull request URL`);
        return undefined;
    }
    const repo = ctx.repository?.value;
    if (repo &&
        (parsed.repository.fullName.toLowerCase() !== repo.fullName.toLowerCase() ||
            parsed.repository.host !== repo.host)) {
        ctx.notes.push(`CIRCLE_PULL_REQUEST is a PR of another repository (${url})`);
        return undefined;
    }
    return { value: parsed.number, from: 'CIRCLE_PULL_REQUEST' };
}

;// CONCATENATED MODULE: ./src/ports/github-actions/payload-values.ts
/** Readers of untyped JSON (an event payload): a value of the expected kind, or undefined. */
/** A JSON object (not an array, not null). */
const obj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v) ? v : undefined;
/** A non-empty string. */
const str = (v) => (typeof v === 'string' && v ? v : undefined);
/** A positive whole number. */
const payload_values_int = (v) => typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : undefined;

;// CONCATENATED MODULE: ./src/ports/github-actions/workflow-context.ts
/**
 * The GitHub Actions door's {@link RunContext}: read from the runner's environment and the event
 * payload file it names. This is the one reader of the event payload; everything after it reads
 * the record.
 */


const workflow_context_SHA = /^([0-9a-f]{40}|[0-9a-f]{64})$/i;
/** Reads the run's context from the runner's environment and its event payload file. */
function readWorkflowContext(env = process.env) {
    let payload = {};
    let problem;
    const path = env.GITHUB_EVENT_PATH;
    if (path) {
        try {
            payload = JSON.parse((0,external_node_fs_.readFileSync)(path, 'utf8'));
        }
        catch (e) {
            problem = `the event payload ${path} could not be read (${e.message})`;
        }
    }
    return { ...runContextFromEvent(payload, env), ...(problem ? { problem } : {}) };
}
/** The run's context from an event payload (already parsed) and the runner's environment. */
function runContextFromEvent(payload, env) {
    const p = obj(payload) ?? {};
    const eventName = env.GITHUB_EVENT_NAME || undefined;
    const repository = env.GITHUB_REPOSITORY || str(obj(p.repository)?.full_name);
    const pr = pullRequestOf(p, repository);
    const defaultBranch = str(obj(p.repository)?.default_branch);
    const ref = env.GITHUB_REF || (eventName === 'push' ? str(p.ref) : undefined);
    const eventHints = hintsOf(eventName, p);
    return {
        ...(repository ? { repository } : {}),
        serverHost: serverHostOf(env.GITHUB_SERVER_URL),
        ...(eventName ? { eventName } : {}),
        ...(pr ? { pr } : {}),
        ...(defaultBranch ? { defaultBranch } : {}),
        ...(ref ? { ref } : {}),
        ...(env.GITHUB_RUN_ID ? { runId: env.GITHUB_RUN_ID } : {}),
        ...(env.GITHUB_ACTOR ? { actor: env.GITHUB_ACTOR } : {}),
        ...(env.GITHUB_API_URL ? { apiUrl: env.GITHUB_API_URL } : {}),
        ...(Object.keys(eventHints).length ? { eventHints } : {}),
    };
}
/** The host of GITHUB_SERVER_URL; github.com when it is unset or not a URL. */
function serverHostOf(serverUrl) {
    try {
        return (serverUrl && new URL(serverUrl).host) || 'github.com';
    }
    catch {
        return 'github.com';
    }
}
/** The payload's PR: the whole of it on the pull_request family, the number on a PR comment. */
function pullRequestOf(p, repository) {
    const pull = obj(p.pull_request);
    const number = payload_values_int(pull?.number);
    if (pull && number) {
        const head = obj(pull.head);
        const sha = str(head?.sha);
        const baseBranch = str(obj(pull.base)?.ref);
        return {
            number,
            ...(sha && workflow_context_SHA.test(sha) ? { headSha: sha.toLowerCase() } : {}),
            ...(baseBranch ? { baseBranch } : {}),
            fromFork: headIsFork(head, obj(pull.base), repository),
            runIsPrCheck: true,
        };
    }
    const issue = obj(p.issue);
    const issueNumber = payload_values_int(issue?.number);
    if (issue && obj(issue.pull_request) && issueNumber) {
        // A comment on a PR: the payload has its number but not its head sha or base branch.
        return { number: issueNumber, fromFork: false, runIsPrCheck: false };
    }
    return undefined;
}
/**
 * GitHub's rule for a fork PR: the head repository is not the base repository
 * (`head.repo.full_name != base.repo.full_name`, the base being the workflow's repository), or
 * it is gone (`head.repo` null: the fork was deleted). `repo.fork` says nothing: a PR between two
 * branches of a repository that is itself a fork is not a fork PR.
 */
function headIsFork(head, base, repository) {
    if (!head || !('repo' in head))
        return false;
    const headRepo = obj(head.repo);
    if (!headRepo)
        return true;
    const headName = str(headRepo.full_name);
    const baseName = str(obj(base?.repo)?.full_name) ?? repository;
    return !!headName && !!baseName && headName.toLowerCase() !== baseName.toLowerCase();
}
/** What the missing-input messages name for this event. */
function hintsOf(eventName, p) {
    const hints = {};
    const issue = obj(p.issue);
    const issueNumber = payload_values_int(issue?.number);
    if (issue && !obj(issue.pull_request) && issueNumber)
        hints.issueNumber = issueNumber;
    const dispatchValues = eventName === 'workflow_dispatch'
        ? obj(p.inputs)
        : eventName === 'repository_dispatch'
            ? obj(p.client_payload)
            : undefined;
    const key = prLikeKey(dispatchValues);
    if (key)
        hints.dispatchPrKey = key;
    const runs = obj(p.workflow_run)?.pull_requests;
    if (Array.isArray(runs) && runs.length)
        hints.workflowRunHasPullRequests = true;
    const base = str(obj(p.merge_group)?.base_ref);
    if (base)
        hints.mergeGroupBaseRef = base;
    return hints;
}
/** A key of a dispatch's inputs that plausibly holds a PR number (`pr`, `pr-number`, `pull_request`...). */
function prLikeKey(values) {
    if (!values)
        return undefined;
    return Object.keys(values).find((k) => /^(pr|pull|pull[-_]?request)([-_]?(number|num|id))?$/i.test(k));
}

;// CONCATENATED MODULE: ./src/ports/ci/github-actions.ts
/**
 * GitHub Actions, read by the action's own reader (GITHUB_* and the event payload), so the tool
 * takes exactly what the action takes; the summary of it below is for the tool's messages.
 */

/** True in a GitHub Actions job. */
function isGitHubActions(env) {
    return env.GITHUB_ACTIONS === 'true';
}
/** Reads a GitHub Actions job's context. */
function readGitHubActions(env) {
    const workflow = readWorkflowContext(env);
    const ctx = { ci: 'github-actions', label: 'GitHub Actions', notes: [], workflow };
    if (workflow.problem)
        ctx.notes.push(workflow.problem);
    if (workflow.repository) {
        ctx.repository = {
            value: { fullName: workflow.repository, host: workflow.serverHost },
            from: 'GITHUB_REPOSITORY',
        };
    }
    const branch = env.GITHUB_HEAD_REF || env.GITHUB_REF_NAME;
    if (branch)
        ctx.branch = {
            value: branch,
            from: env.GITHUB_HEAD_REF ? 'GITHUB_HEAD_REF' : 'GITHUB_REF_NAME',
        };
    const pr = workflow.pr;
    if (pr) {
        const from = `the ${workflow.eventName ?? ''} event payload`.replace('  ', ' ');
        ctx.pr = { number: { value: pr.number, from }, fromFork: pr.fromFork };
        if (pr.baseBranch)
            ctx.pr.baseBranch = { value: pr.baseBranch, from };
        if (pr.headSha)
            ctx.pr.headSha = { value: pr.headSha.toLowerCase(), from };
    }
    return ctx;
}

;// CONCATENATED MODULE: ./src/ports/ci/jenkins.ts
/**
 * Jenkins' build environment (multibranch pipelines with the Git plugin). Variables as documented
 * in Jenkins' own list (JENKINS_URL/env-vars.html, "Pipeline Syntax > Global Variable Reference"):
 * - JENKINS_URL: the server's URL, on every build.
 * - GIT_URL: the remote URL of the repository (Git plugin).
 * - BRANCH_NAME: the branch being built; for a change request an arbitrary name such as `PR-24`.
 * - CHANGE_ID: the change request's id (the PR number), when the build is for one; else unset.
 * - CHANGE_TARGET: the branch the change would merge into (the PR's base), when supported.
 * - CHANGE_URL: the change's URL (`…/pull/24` on GitHub).
 * - CHANGE_FORK: the name of the fork the change comes from; unset for a change from the repository.
 * - GIT_COMMIT: the commit checked out. For a PR, GitHub Branch Source builds by default the PR
 *   merged with its target, so GIT_COMMIT is not the PR's head and is never taken as it: the head
 *   comes from --pr-sha or the lookup with GITHUB_TOKEN.
 */



/** True on a Jenkins build. */
function isJenkins(env) {
    return !!envValue(env, 'JENKINS_URL');
}
/** Reads a Jenkins build's context. */
function readJenkins(env) {
    const ctx = { ci: 'jenkins', label: 'Jenkins', notes: [] };
    const gitUrl = envValue(env, 'GIT_URL');
    const repo = parseRepositoryUrl(gitUrl);
    if (repo)
        ctx.repository = { value: repo, from: 'GIT_URL' };
    else if (gitUrl)
        ctx.notes.push('GIT_URL is not the clone URL of an owner/name repository');
    const branch = envValue(env, 'BRANCH_NAME');
    if (branch)
        ctx.branch = { value: branch, from: 'BRANCH_NAME' };
    const changeId = envValue(env, 'CHANGE_ID');
    if (!changeId || parseTestBranch(branch))
        return ctx;
    const number = prNumberOf(changeId);
    const changeUrl = envValue(env, 'CHANGE_URL');
    if (number === undefined) {
        ctx.notes.push(`CHANGE_ID is ${JSON.stringify(changeId)}, not a PR number`);
        return ctx;
    }
    if (changeUrl && !/\/pull\/\d+\/?$/.test(changeUrl)) {
        ctx.notes.push(`CHANGE_URL (${changeUrl}) is not a GitHub pull request`);
        return ctx;
    }
    ctx.pr = {
        number: { value: number, from: 'CHANGE_ID' },
        fromFork: !!envValue(env, 'CHANGE_FORK'),
    };
    const target = envValue(env, 'CHANGE_TARGET');
    if (target)
        ctx.pr.baseBranch = { value: target, from: 'CHANGE_TARGET' };
    if (envValue(env, 'GIT_COMMIT')) {
        ctx.notes.push("GIT_COMMIT is not taken as the PR's head (Jenkins may build the PR merged with its target)");
    }
    return ctx;
}

;// CONCATENATED MODULE: ./src/ports/ci/detect.ts
/**
 * Which CI the tool runs on, from the variable each CI sets on every job, and its context. A run
 * on none of them gets everything from flags.
 */




/** Reads the context of the CI the process runs on (GitHub Actions first: it may run the others' tools). */
function readCiContext(env = process.env) {
    if (isGitHubActions(env))
        return readGitHubActions(env);
    if (isBuildkite(env))
        return readBuildkite(env);
    if (isCircleCi(env))
        return readCircleCi(env);
    if (isJenkins(env))
        return readJenkins(env);
    return { ci: 'none', label: 'this environment (no known CI)', notes: [] };
}

;// CONCATENATED MODULE: ./src/ports/ci/missing-context.ts
/**
 * The check the tool makes before any request: every value the command needs of its context
 * (repository, PR, queue branch, head commit) comes from a flag, from the CI, or from the one
 * GitHub lookup that GITHUB_TOKEN allows. When none gives it, the run stops here with a message
 * naming the flag to set and saying what the CI gave instead. Nothing is guessed.
 */

/** Where each CI names the repository and the PR, for the messages. */
const VARIABLES = {
    buildkite: { repository: 'BUILDKITE_REPO', pr: 'BUILDKITE_PULL_REQUEST is "false" or unset' },
    circleci: {
        repository: 'CIRCLE_PROJECT_USERNAME/CIRCLE_PROJECT_REPONAME',
        pr: 'CIRCLE_PULL_REQUEST and CIRCLE_PR_NUMBER are unset',
    },
    jenkins: { repository: 'GIT_URL', pr: 'CHANGE_ID is unset' },
    'github-actions': { repository: 'GITHUB_REPOSITORY', pr: 'the event has no pull request' },
    none: { repository: 'no CI was detected', pr: 'no CI was detected' },
};
const LOOKUP = 'or set GITHUB_TOKEN (a GitHub token that may read pull requests) to look it up';
/**
 * The first value command needs that neither the flags, the CI nor a lookup gives; undefined
 * when all are known. `canLookUp`: GITHUB_TOKEN is set.
 */
function findMissingContext(needs, given, ci, canLookUp) {
    const vars = VARIABLES[ci.ci];
    const notes = ci.notes.length ? ` (${ci.notes.join('; ')})` : '';
    const ciRepo = ci.repository?.value;
    if (!given.repository && !ciRepo) {
        return {
            flag: '--repository',
            message: `--repository is not set, and ${ci.label} gives no repository (${vars.repository})${notes}; set --repository owner/name, e.g. --repository acme/app`,
        };
    }
    // The CI's PR and branch are its own repository's: another repository's numbers mean other PRs.
    const ciApplies = !given.repository ||
        (!!ciRepo &&
            ciRepo.fullName.toLowerCase() === given.repository.toLowerCase() &&
            (!given.repositoryHost || given.repositoryHost.toLowerCase() === ciRepo.host));
    const testBranch = ciApplies ? parseTestBranch(ci.branch?.value) : undefined;
    const ciPr = ciApplies ? ci.pr : undefined;
    const prNumber = given.prNumber ?? ciPr?.number.value ?? testBranch?.prNumber;
    if (needs.prNumber && prNumber === undefined) {
        const why = ci.ci === 'none'
            ? 'no CI was detected (Buildkite, CircleCI, Jenkins or GitHub Actions) to name the PR'
            : !ciApplies
                ? `the ${ci.label} build is for ${ciRepo?.fullName ?? 'another repository'}, not ${given.repository}`
                : `${ci.label} names no PR for this build (${vars.pr}), and ${ci.branch ? `the branch ${ci.branch.value}` : 'the build'} is not a merge-queue test branch (trunk-merge/pr-N/<uuid>)`;
        return {
            flag: '--pr-number',
            message: `--pr-number is not set, and ${why}${notes}; set --pr-number, e.g. --pr-number 123`,
        };
    }
    // The CI's base branch and head commit belong to the CI's PR only.
    const samePr = ciPr && ciPr.number.value === prNumber ? ciPr : undefined;
    const known = prNumber !== undefined ? `PR #${prNumber}` : undefined;
    if (needs.targetBranch !== 'none' && !given.targetBranch && !samePr?.baseBranch) {
        const defaultOk = needs.targetBranch === 'default-branch-ok' && ci.ci === 'github-actions';
        if (!(known && canLookUp) && !defaultOk) {
            const why = known
                ? `${ci.label} does not give the base branch of ${known}${notes}; set --target-branch, e.g. --target-branch main, ${LOOKUP}`
                : `no PR names the queue; set --target-branch, e.g. --target-branch main`;
            return { flag: '--target-branch', message: `--target-branch is not set, and ${why}` };
        }
    }
    if (needs.headSha === 'required' && !given.prSha && !samePr?.headSha && !canLookUp) {
        return {
            flag: '--pr-sha',
            message: `--pr-sha is not set, and ${ci.label} does not give the head commit of ${known ?? 'the PR'}${notes}; set --pr-sha to the PR's head commit (40 hexadecimal characters), ${LOOKUP}`,
        };
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/ports/ci/run-context.ts
/** The GitHub REST API of a repository host: GITHUB_API_URL when set, else the host's own. */
function githubApiUrl(host, env) {
    if (env.GITHUB_API_URL)
        return env.GITHUB_API_URL;
    return host === 'github.com' ? 'https://api.github.com' : `https://${host}/api/v3`;
}
/** The RunContext of a CI run. */
function toRunContext(ci, env) {
    const githubToken = env.GITHUB_TOKEN?.trim() || undefined;
    if (ci.workflow)
        return { ...ci.workflow, ...(githubToken ? { githubToken } : {}) };
    const repo = ci.repository?.value;
    const serverHost = repo?.host ?? 'github.com';
    return {
        ...(repo ? { repository: repo.fullName } : {}),
        serverHost,
        ...(ci.pr
            ? {
                pr: {
                    number: ci.pr.number.value,
                    ...(ci.pr.headSha ? { headSha: ci.pr.headSha.value } : {}),
                    ...(ci.pr.baseBranch ? { baseBranch: ci.pr.baseBranch.value } : {}),
                    fromFork: ci.pr.fromFork ?? false,
                    runIsPrCheck: true,
                },
            }
            : {}),
        ...(ci.branch ? { ref: `refs/heads/${ci.branch.value}` } : {}),
        // No run id: the service takes one instead of a token from GitHub Actions fork runs only.
        apiUrl: githubApiUrl(serverHost, env),
        ...(githubToken ? { githubToken } : {}),
    };
}

;// CONCATENATED MODULE: ./src/cli/exit-codes.ts
/**
 * The tool's exit codes: one per kind of outcome, so a pipeline can tell a failed gate from a
 * wrong flag, an unreachable API, a timeout and a cancelled job.
 */
/** The exit codes, as documented in `merge-queue --help` and the README. */
const ExitCode = {
    /** The command did what was asked (a status read, a PR submitted, a gate passed). */
    Success: 0,
    /** The command ran and failed: a gate or wait failed, a PR is not in the queue, a file could not be written. */
    Failed: 1,
    /** A flag, the environment or the context is wrong or missing: refused before any request. */
    InputError: 2,
    /** The API or the GitHub lookup refused the request, answered with an error, or could not be reached. */
    ApiError: 3,
    /** `wait` gave up after --timeout-seconds. */
    TimedOut: 4,
    /** SIGINT or SIGTERM stopped the run. */
    Cancelled: 130,
};
/** The help text's table of exit codes. */
const EXIT_CODES_HELP = [
    `  ${ExitCode.Success}    success`,
    `  ${ExitCode.Failed}    the command failed (a wait or gate failed, the PR is not in the queue, ...)`,
    `  ${ExitCode.InputError}    a flag or the environment is wrong or missing (no request was made)`,
    `  ${ExitCode.ApiError}    the API or the GitHub lookup answered with an error or could not be reached`,
    `  ${ExitCode.TimedOut}    wait timed out`,
    `  ${ExitCode.Cancelled}  cancelled (SIGINT or SIGTERM)`,
].join('\n');
/** error-kind values of the API client and the GitHub lookup: the service's answer, or none. */
const API_KINDS = new Set([
    'invalid-request',
    'request-too-large',
    'config',
    'bad-request',
    'auth',
    'not-found',
    'conflict',
    'too-large',
    'rate-limited',
    'server',
    'unexpected-status',
    'redirect',
    'network',
    'timeout',
    'response-shape',
    'pagination',
    'github-lookup',
]);
/** The exit code of a run, from its `outcome` and `error-kind` outputs and whether it failed. */
function exitCodeOf(outputs, failed) {
    const kind = outputs['error-kind'] ?? '';
    if (kind === 'cancelled')
        return ExitCode.Cancelled;
    if (outputs.outcome === 'timeout')
        return ExitCode.TimedOut;
    if (kind === 'input')
        return ExitCode.InputError;
    if (API_KINDS.has(kind))
        return ExitCode.ApiError;
    if (failed || outputs.outcome === 'error')
        return ExitCode.Failed;
    return ExitCode.Success;
}

;// CONCATENATED MODULE: ./src/cli/help.ts
/**
 * `merge-queue --help` and `merge-queue <command> --help`, built from the command table: the
 * commands, each one's flags (the action's inputs of the same names) with their defaults, the
 * environment and the exit codes.
 */


const GLOBAL_HELP = [
    '  --json                 print every output as one JSON object on stdout',
    '  --summary-file PATH    write the summary (Markdown) to PATH',
    '  --debug                log each API request',
    '  -h, --help             this help',
    '  --version              print the version',
].join('\n');
const ENVIRONMENT_HELP = [
    "  TRUNK_API_TOKEN   the organization's v1 API token, or a Trunk API key (trunk_v2_…) for the",
    '                    v2 API (never a flag: it would land in shell history and process lists)',
    '  GITHUB_TOKEN      optional: a GitHub token that may read pull requests, for the one lookup of',
    "                    a PR's base branch or head commit when neither flags nor the CI give it",
    '  CI context        read from Buildkite (BUILDKITE_*), CircleCI (CIRCLE_*), Jenkins (CHANGE_ID,',
    '                    CHANGE_TARGET, GIT_URL, BRANCH_NAME) or GitHub Actions (GITHUB_*); flags win',
].join('\n');
/** The overall help. */
function overallHelp(docs) {
    return [
        `merge-queue ${src_client/* VERSION */.xv}: drive Trunk's merge queue from any CI`,
        '',
        'Usage: merge-queue <command> [flags]',
        '       merge-queue <command> --help',
        '',
        'Commands:',
        ...docs.map((d) => `  ${d.name.padEnd(20)}${d.description}`),
        '',
        'Flags of every command:',
        GLOBAL_HELP,
        '',
        'Environment:',
        ENVIRONMENT_HELP,
        '',
        'Exit codes:',
        EXIT_CODES_HELP,
        '',
    ].join('\n');
}
/** The help of one command: its flags, with their defaults. */
function commandHelp(command, docs) {
    const doc = docs.find((d) => d.name === command);
    const flagLines = doc.flags.flatMap((f) => {
        const left = f.boolean ? `--${f.input}` : `--${f.input} VALUE`;
        const notes = [
            f.required ? 'required' : '',
            f.oneOf ? `this or --${f.oneOf.find((o) => o !== f.input)}` : '',
            f.default !== undefined && !f.boolean ? `default ${f.default}` : '',
            f.repeatable ? 'repeatable: one item each' : '',
        ].filter(Boolean);
        return [
            `  ${left}${notes.length ? ` (${notes.join('; ')})` : ''}`,
            ...wrap(f.description, 6, 98),
        ];
    });
    return [
        `Usage: merge-queue ${command} [flags]`,
        '',
        doc.description,
        '',
        `Flags of ${command} (the action's inputs of the same names):`,
        ...flagLines,
        '',
        'Flags of every command:',
        GLOBAL_HELP,
        '',
        'Environment:',
        ENVIRONMENT_HELP,
        '',
        'Exit codes:',
        EXIT_CODES_HELP,
        '',
    ].join('\n');
}
/** Words of `text` in lines of at most `width` characters, indented by `indent` spaces. */
function wrap(text, indent, width) {
    const lines = [];
    let line = '';
    for (const word of text.split(/\s+/)) {
        if (line && indent + line.length + 1 + word.length > width) {
            lines.push(' '.repeat(indent) + line);
            line = word;
        }
        else {
            line = line ? `${line} ${word}` : word;
        }
    }
    if (line)
        lines.push(' '.repeat(indent) + line);
    return lines;
}

;// CONCATENATED MODULE: ./src/cli/status-line.ts
/**
 * `wait`'s progress on a terminal: one status line rewritten in place as the PR moves, with the
 * time waited; warnings and other lasting lines are printed above it. Off a terminal (a CI log, a
 * file, a pipe) every line is printed as is, one after another, with no control characters.
 */
/** Clears the terminal line the cursor is on and returns to its start. */
const CLEAR_LINE = '\r\u001b[2K';
/** The status text: the time waited and the latest progress line, cut to the terminal width. */
function formatStatus(text, elapsedMs, columns = 80) {
    const s = Math.floor(elapsedMs / 1000);
    const clock = `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
    const line = `[${clock}] ${text.replace(/\s+/g, ' ').trim()}`;
    // A terminal that reports no size (0 columns, as a pseudo-terminal may) gets 80.
    const width = columns > 0 ? Math.max(20, columns - 1) : 79;
    return line.length > width ? `${line.slice(0, width - 1)}…` : line;
}
/**
 * A status line on `stream`: live (rewritten in place) when `live`, else plain lines.
 * `now` gives the time in ms (the waited time counts from the first call).
 */
function createStatusLine(stream, live, now = Date.now) {
    const started = now();
    let shown = false;
    if (!live) {
        return {
            update: (text) => stream.write(`${text}\n`),
            print: (text) => stream.write(`${text}\n`),
            done: () => { },
        };
    }
    let current = '';
    return {
        update(text) {
            current = formatStatus(text, now() - started, stream.columns);
            stream.write(`${CLEAR_LINE}${current}`);
            shown = true;
        },
        print(text) {
            stream.write(`${shown ? CLEAR_LINE : ''}${text}\n${shown ? current : ''}`);
        },
        done() {
            if (shown)
                stream.write('\n');
            shown = false;
        },
    };
}

;// CONCATENATED MODULE: ./src/cli/io.ts


/** How the tool names an input in a message: a flag, or the variable a token comes from. */
function cliInputName(name) {
    if (name === 'api-token')
        return 'TRUNK_API_TOKEN';
    if (name === 'github-token')
        return 'GITHUB_TOKEN';
    if (name === 'command')
        return 'The command';
    return `--${name}`;
}
/** The io of a CLI run, and `finish` to end its status line. */
function createCliIo(o) {
    const secrets = o.secrets;
    const clean = (text) => (0,common_text/* redact */.E$)(text, secrets);
    const plain = createStatusLine(o.stderr, false);
    // The first group is the inputs'; the command's work runs in the next one.
    let groups = 0;
    let status = plain;
    const lasting = (text) => status.print(clean(text));
    return {
        info: (m) => status.update(clean(m)),
        warning: (m) => lasting(`warning: ${m}`),
        error: (m) => lasting(`error: ${m}`),
        notice: (m) => lasting(`notice: ${m}`),
        debug: (m) => {
            if (o.debug)
                lasting(`debug: ${m}`);
        },
        isDebug: () => o.debug,
        annotate: (level, m, where) => {
            const place = where.file
                ? `${where.file}${where.startLine ? `:${where.startLine}` : ''}: `
                : '';
            lasting(`${level}: ${place}${where.title ? `${where.title}: ` : ''}${m}`);
        },
        async group(name, fn) {
            lasting(`== ${name}`);
            groups++;
            if (o.liveStatus && groups > 1)
                status = createStatusLine(o.stderr, true);
            try {
                return await fn();
            }
            finally {
                status.done();
                status = plain;
            }
        },
        mask: (secret) => {
            if (secret && !secrets.includes(secret))
                secrets.push(secret);
        },
        nameInput: cliInputName,
        finish: () => status.done(),
    };
}

;// CONCATENATED MODULE: ./src/cli/output.ts
/**
 * What the tool prints on stdout: every output as one JSON object (`--json`), or readable
 * `name: value` lines of the outputs the run set. Tokens are replaced before anything is printed.
 */

/** stdout's text for a run's outputs. */
function formatOutputs(outputs, json, secrets) {
    const clean = Object.fromEntries(Object.entries(outputs).map(([name, value]) => [name, (0,common_text/* redact */.E$)(value, secrets)]));
    if (json)
        return `${JSON.stringify(clean)}\n`;
    const lines = Object.entries(clean)
        .filter(([, value]) => value !== '')
        .map(([name, value]) => `${name}: ${value.replace(/\r?\n/g, '\n  ')}`);
    return lines.length ? `${lines.join('\n')}\n` : '';
}

;// CONCATENATED MODULE: ./src/cli/run.ts
/**
 * The command-line tool's run: parse the command line, read the CI's context, check before any
 * request that every value the command needs is known (else name the flag), run the command
 * through the core's execute(), print the outputs on stdout, write the summary, and return the
 * exit code. Logs go to stderr; the token is never printed.
 */

















/** Runs the tool once; resolves to the exit code. Never throws. */
async function runCli(p) {
    const docs = commandDocs();
    const secrets = [p.env.TRUNK_API_TOKEN?.trim(), p.env.GITHUB_TOKEN?.trim()].filter((s) => !!s);
    const say = (text) => p.stderr.write(`${(0,common_text/* redact */.E$)(text, secrets)}\n`);
    let line;
    try {
        line = parseCommandLine(p.argv, docs);
    }
    catch (e) {
        if (!(e instanceof UsageError))
            throw e;
        say(`merge-queue: ${e.message}`);
        return ExitCode.InputError;
    }
    if (line.kind === 'version') {
        p.stdout.write(`${src_client/* VERSION */.xv}\n`);
        return ExitCode.Success;
    }
    if (line.kind === 'help') {
        p.stdout.write(line.command ? commandHelp(line.command, docs) : overallHelp(docs));
        return ExitCode.Success;
    }
    const { command, inputs, json, summaryFile } = line;
    const refuse = (message) => {
        say(`error: ${message}`);
        p.stdout.write(formatOutputs(inputErrorOutputs(), json, secrets));
        return ExitCode.InputError;
    };
    const token = p.env.TRUNK_API_TOKEN?.trim() ?? '';
    // Only a command the table lets run from a fork PR may go without it (the core decides that).
    if (!token && !rowOf(command).withoutTokenFromFork) {
        return refuse(`TRUNK_API_TOKEN is not set: export the organization's v1 API token or a Trunk API key (trunk_v2_…) in the environment, from the CI's secret store (it is never a flag); ${command} needs it`);
    }
    const ci = readCiContext(p.env);
    for (const l of describeCi(ci))
        say(l);
    // Everything the command needs of its context is known, or the flag to set is named.
    const missing = findMissingContext(needsOf(command), givenContext(inputs), ci, !!p.env.GITHUB_TOKEN?.trim());
    if (missing)
        return refuse(missing.message);
    if (summaryFile !== undefined) {
        // Created now, so a path that cannot be written is refused before any request.
        try {
            (0,external_node_fs_.writeFileSync)(summaryFile, '');
        }
        catch (e) {
            return refuse(`--summary-file ${summaryFile} cannot be written: ${e.message}`);
        }
    }
    const io = createCliIo({
        stderr: p.stderr,
        debug: line.debug,
        liveStatus: command === 'wait' && !!p.stdout.isTTY && !!p.stderr.isTTY,
        secrets,
    });
    const result = await execute({ ...inputs, command, 'api-token': token }, toRunContext(ci, p.env), io, { signal: p.signal, userAgentSuffix: 'cli' });
    io.finish();
    if (result.failure)
        say(`error: ${result.failure}`);
    p.stdout.write(formatOutputs(result.outputs, json, secrets));
    let code = exitCodeOf(result.outputs, !!result.failure);
    if (summaryFile !== undefined) {
        try {
            (0,external_node_fs_.writeFileSync)(summaryFile, (0,common_text/* redact */.E$)(result.summary, secrets));
        }
        catch (e) {
            say(`error: the summary could not be written to ${summaryFile}: ${e.message}`);
            if (code === ExitCode.Success)
                code = ExitCode.Failed;
        }
    }
    return code;
}
/** Every output as a run refused for its input sets them. */
function inputErrorOutputs() {
    const outputs = Object.fromEntries(Object.values(constants/* Outputs */.tY).map((n) => [n, '']));
    outputs[constants/* Outputs */.tY.Outcome] = 'error';
    outputs[constants/* Outputs */.tY.ErrorKind] = 'input';
    outputs[constants/* Outputs */.tY.TimedOut] = 'false';
    outputs[constants/* Outputs */.tY.IsMergeQueueRun] = 'false';
    return outputs;
}
/** The context flags as given; a value the core will refuse still counts as given. */
function givenContext(inputs) {
    const number = inputs['pr-number'];
    return {
        repository: inputs.repository,
        repositoryHost: inputs['repository-host'],
        targetBranch: inputs['target-branch'],
        prNumber: number === undefined ? undefined : /^\d+$/.test(number) ? Number(number) : NaN,
        prSha: inputs['pr-sha'],
    };
}
/** What the CI said, for the log: each value with the variable it came from. */
function describeCi(ci) {
    if (ci.ci === 'none')
        return ['context: no CI detected; everything comes from flags'];
    const facts = [
        ci.repository &&
            `repository ${ci.repository.value.host}/${ci.repository.value.fullName} (${ci.repository.from})`,
        ci.branch && `branch ${ci.branch.value} (${ci.branch.from})`,
        ci.pr && `PR #${ci.pr.number.value} (${ci.pr.number.from})`,
        ci.pr?.baseBranch && `base branch ${ci.pr.baseBranch.value} (${ci.pr.baseBranch.from})`,
        ci.pr?.headSha && `head commit ${ci.pr.headSha.value} (${ci.pr.headSha.from})`,
    ].filter(Boolean);
    return [
        `context: ${ci.label}${facts.length ? `: ${facts.join(', ')}` : ''}`,
        ...ci.notes.map((n) => `context: ${n}`),
    ];
}


/***/ }),

/***/ 4623:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ guardStdout)
/* harmony export */ });
/* unused harmony export libraryLine */
/**
 * stdout carries the outputs and nothing else (`--json` is one JSON object a script parses). A
 * library may still write there: @actions/glob logs through @actions/core, which prints workflow
 * commands (`::debug::...`) on stdout. The guard takes stdout's writer for the tool's own use and
 * sends every other write to stderr, as a log line: `::debug::` lines only with --debug, other
 * workflow commands as `warning: ...`, `error: ...`.
 */
/** A library's line for the log: undefined when it is a debug line and debug is off. */
function libraryLine(line, debug) {
    const m = /^::([a-z-]+)(?: [^:]*)?::(.*)$/.exec(line);
    if (!m)
        return line;
    const [, command, message] = m;
    if (command === 'debug')
        return debug ? `debug: ${message}` : undefined;
    if (command === 'warning' || command === 'error' || command === 'notice')
        return `${command}: ${message}`;
    return undefined;
}
/**
 * Redirects `stdout.write` to `stderr` (filtered by {@link libraryLine}) and returns the original
 * writer, for the tool's outputs only.
 */
function guardStdout(stdout, stderr, debug) {
    const own = stdout.write.bind(stdout);
    stdout.write = ((chunk, ...rest) => {
        const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
        const lines = text.split('\n');
        if (lines.at(-1) === '')
            lines.pop();
        const kept = lines.map((l) => libraryLine(l, debug)).filter((l) => l !== undefined);
        if (kept.length)
            stderr.write(`${kept.join('\n')}\n`);
        const callback = rest.find((r) => typeof r === 'function');
        callback?.();
        return true;
    });
    return own;
}


/***/ }),

/***/ 4064:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ TrunkClient),
/* harmony export */   bE: () => (/* binding */ priorityValueOf)
/* harmony export */ });
/* unused harmony export decideAfterAmbiguousSubmit */
/* harmony import */ var _wire_enums_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1971);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6468);
/* harmony import */ var _engine_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9953);
/* harmony import */ var _pagination_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5235);
/* harmony import */ var _wire_schemas_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9753);
/* harmony import */ var _targets_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(729);
/**
 * The typed client of Trunk's v1 Merge Queue and Flaky Tests API: every endpoint, validated
 * requests, parsed responses, typed errors, retries by idempotency class, deadlines,
 * cancellation and pagination. It knows nothing of GitHub Actions. Each method describes its
 * operation; {@link RequestEngine} (engine.ts) sends it, retries it and parses the answer.
 */






/** Allowance for clock skew between this machine and the service when comparing times. */
const CLOCK_SKEW_MS = 5_000;
/**
 * Decides what an unknown outcome of submitPullRequest was, from a read made after it.
 * `landed`: the PR is in the queue as asked; `changed`: the PR's entry changed after the first
 * send (it landed, then left the queue): do not send again; `resend`: it did not land.
 */
function decideAfterAmbiguousSubmit(observed, firstSentAtMs, wanted) {
    if (!observed)
        return 'resend';
    const changedAt = Date.parse(observed.stateChangedAt);
    const changedSinceSend = !Number.isNaN(changedAt) && changedAt >= firstSentAtMs - CLOCK_SKEW_MS;
    if (observed.isCurrentlySubmittedToQueue && !(0,_wire_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .isTerminalState */ .CF)(observed.state)) {
        // In the queue. If it shows other settings than asked, our submit did not land; sending it
        // again only updates the entry (v1 semantics), which is what was asked.
        if (wanted.priorityValue !== undefined && observed.priorityValue !== wanted.priorityValue) {
            return 'resend';
        }
        if (wanted.noBatch !== undefined &&
            observed.noBatch !== undefined &&
            observed.noBatch !== wanted.noBatch) {
            return 'resend';
        }
        return 'landed';
    }
    return changedSinceSend ? 'changed' : 'resend';
}
/** The number a priority name or value stands for. */
function priorityValueOf(priority) {
    if (typeof priority === 'number')
        return priority;
    return _wire_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .PRIORITY_NAMES */ .iR[priority.toLowerCase()];
}
/** The client. Create one per run; call {@link TrunkClient.close} when done. */
class TrunkClient {
    engine;
    constructor(options = {}) {
        this.engine = new _engine_js__WEBPACK_IMPORTED_MODULE_2__/* .RequestEngine */ .SQ(options);
    }
    /** The base address every operation goes to. */
    get baseUrl() {
        return this.engine.baseUrl;
    }
    /** Retry and timeout settings in force. */
    get policy() {
        return this.engine.policy;
    }
    /** The run-wide retry budget this client draws on. */
    get budget() {
        return this.engine.budget;
    }
    /** Closes the connections this client opened. */
    close() {
        return this.engine.close();
    }
    // ---- Pull requests ------------------------------------------------------------------------
    /**
     * Submits a PR to the queue (or, in v1, updates the priority/noBatch of a queued one). After a
     * failure whose outcome is unknown it reads the PR's state instead of sending it again blindly.
     */
    async submitPullRequest(req, call = {}) {
        const body = this.engine.validate('submitPullRequest', _wire_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .SubmitPullRequestRequestSchema */ .xD, req);
        const wanted = {
            priorityValue: body.priority === undefined ? undefined : priorityValueOf(body.priority),
            noBatch: body.noBatch,
        };
        const ref = { repo: body.repo, targetBranch: body.targetBranch, pr: { number: body.pr.number } };
        let observed;
        const r = await this.engine.exchangeWrite('submitPullRequest', this.engine.jsonBody('submitPullRequest', body), call, {
            reconcile: async (firstSentAt, c) => {
                const pr = await this.findSubmittedPullRequest(ref, c);
                const decision = decideAfterAmbiguousSubmit(pr, firstSentAt, wanted);
                this.engine.emit({ type: 'reconcile', operation: 'submitPullRequest', outcome: decision });
                if (decision === 'resend' || !pr)
                    return 'resend';
                observed = pr;
                return { value: undefined };
            },
        });
        return { ...r, observed };
    }
    /**
     * Removes a PR from the queue. A PR that is not in the queue gives {@link NotFoundError}, except
     * after an unknown outcome, when a 404 on the re-send means the first cancel landed.
     */
    async cancelPullRequest(req, call = {}) {
        const body = this.engine.validate('cancelPullRequest', _wire_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .PullRequestRefSchema */ .lV, req);
        return this.engine.exchangeWrite('cancelPullRequest', this.engine.jsonBody('cancelPullRequest', body), call, {
            landedStatuses: [404],
        });
    }
    /**
     * Re-runs tests on a PR in the queue without losing its place. After an unknown outcome it
     * reads the PR: a state change since the first send means the restart landed.
     */
    async restartTestsOnPullRequest(req, call = {}) {
        const body = this.engine.validate('restartTestsOnPullRequest', _wire_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .PullRequestRefSchema */ .lV, req);
        return this.engine.exchangeWrite('restartTestsOnPullRequest', this.engine.jsonBody('restartTestsOnPullRequest', body), call, {
            reconcile: async (firstSentAt, c) => {
                const pr = await this.findSubmittedPullRequest(body, c);
                const changedAt = pr ? Date.parse(pr.stateChangedAt) : NaN;
                const landed = !Number.isNaN(changedAt) && changedAt >= firstSentAt - CLOCK_SKEW_MS;
                this.engine.emit({
                    type: 'reconcile',
                    operation: 'restartTestsOnPullRequest',
                    outcome: landed ? 'landed' : 'resend',
                });
                return landed ? { value: undefined } : 'resend';
            },
        });
    }
    /** The queue's record of a PR; {@link NotFoundError} when it was never submitted to this queue. */
    async getSubmittedPullRequest(req, call = {}) {
        const body = this.engine.validate('getSubmittedPullRequest', _wire_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .PullRequestRefSchema */ .lV, req);
        const op = 'getSubmittedPullRequest';
        return this.engine.exchange({
            operation: op,
            request: this.engine.jsonBody(op, body),
            parse: (res) => this.engine.parseJson(op, _wire_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .SubmittedPullRequestSchema */ .Bi, res),
        }, call);
    }
    /** Like {@link getSubmittedPullRequest}, but null when the PR was never submitted. */
    async findSubmittedPullRequest(req, call = {}) {
        try {
            return await this.getSubmittedPullRequest(req, call);
        }
        catch (err) {
            if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .NotFoundError */ .m_)
                return null;
            throw err;
        }
    }
    /**
     * Sets a PR's impacted targets (a list, or `'ALL'`). The body is measured exactly; one over
     * 20 MiB is refused with {@link RequestTooLargeError} before anything is sent. For large lists
     * with an automatic fallback to ALL, use {@link uploadImpactedTargets}.
     */
    async setImpactedTargets(req, call = {}) {
        const body = this.engine.validate('setImpactedTargets', _wire_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .SetImpactedTargetsRequestSchema */ .ED, req);
        const encoded = (0,_targets_js__WEBPACK_IMPORTED_MODULE_5__/* .encodeImpactedTargets */ .gC)(body, body.impactedTargets, { dedupe: false });
        if (encoded.mode === 'ALL' && encoded.reason === 'oversize') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RequestTooLargeError */ .hD('setImpactedTargets', encoded.listBytes, _wire_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_REQUEST_BODY_BYTES */ .qG);
        }
        return this.engine.exchangeWrite('setImpactedTargets', this.engine.rawBody('setImpactedTargets', encoded.body, true), call);
    }
    /**
     * Uploads impacted targets the way large monorepos need: duplicates dropped (order kept), the
     * exact body size measured in one pass, and `ALL` sent instead when the list would pass the
     * 20 MiB limit or the service answers 413.
     */
    async uploadImpactedTargets(envelope, targets, call = {}) {
        // Validate the envelope (and, cheaply, the shape of the request) without the targets.
        const checked = this.engine.validate('setImpactedTargets', _wire_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .SetImpactedTargetsRequestSchema */ .ED, {
            ...envelope,
            impactedTargets: [],
        });
        const encoded = (0,_targets_js__WEBPACK_IMPORTED_MODULE_5__/* .encodeImpactedTargets */ .gC)(checked, targets);
        const send = (e) => this.engine.exchangeWrite('setImpactedTargets', this.engine.rawBody('setImpactedTargets', e.body, true), call);
        try {
            const r = await send(encoded);
            return {
                ...r,
                mode: encoded.mode,
                reason: encoded.reason,
                count: encoded.count,
                listBytes: encoded.listBytes,
            };
        }
        catch (err) {
            if (!(err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .TrunkApiError */ .Jp) || err.kind !== 'too-large' || encoded.mode === 'ALL')
                throw err;
            const all = (0,_targets_js__WEBPACK_IMPORTED_MODULE_5__/* .encodeImpactedTargets */ .gC)(checked, 'ALL');
            const r = await send(all);
            return {
                ...r,
                attempts: r.attempts + err.attempts,
                mode: 'ALL',
                reason: 'server-413',
                count: 0,
                listBytes: encoded.listBytes,
            };
        }
    }
    /** Details of the testing of one test run (the uuid in a `trunk-merge/pr-N/<uuid>` branch). */
    async getMergeQueueTestingDetails(req, call = {}) {
        const op = 'getMergeQueueTestingDetails';
        const body = this.engine.validate(op, _wire_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .GetMergeQueueTestingDetailsRequestSchema */ .uk, req);
        return this.engine.exchange({
            operation: op,
            request: this.engine.jsonBody(op, body),
            parse: (res) => this.engine.parseJson(op, _wire_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .TestingDetailsSchema */ .u, res),
        }, call);
    }
    // ---- Queues -------------------------------------------------------------------------------
    /**
     * Creates a queue (mode and concurrency only; other settings go through updateQueue).
     * {@link ConflictError} when it exists, except after an unknown outcome, when a 409 on the
     * re-send means the first create landed.
     */
    async createQueue(req, call = {}) {
        const body = this.engine.validate('createQueue', _wire_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .CreateQueueRequestSchema */ .q5, req);
        return this.engine.exchangeWrite('createQueue', this.engine.jsonBody('createQueue', body), call, {
            landedStatuses: [409],
        });
    }
    /** Deletes an empty queue. After an unknown outcome, a 404 on the re-send means it landed. */
    async deleteQueue(req, call = {}) {
        const body = this.engine.validate('deleteQueue', _wire_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .QueueRefSchema */ .kC, req);
        return this.engine.exchangeWrite('deleteQueue', this.engine.jsonBody('deleteQueue', body), call, {
            landedStatuses: [404],
        });
    }
    /** A queue's settings, state and enqueued PRs (in queue order). */
    async getQueue(req, call = {}) {
        const op = 'getQueue';
        const body = this.engine.validate(op, _wire_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .QueueRefSchema */ .kC, req);
        return this.engine.exchange({
            operation: op,
            request: this.engine.jsonBody(op, body),
            parse: (res) => this.engine.parseJson(op, _wire_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .QueueSchema */ .jy, res),
        }, call);
    }
    /**
     * Changes the given settings (only those are sent). Returns the queue's configuration when the
     * service sends it back, undefined when the body is something else (any 2xx is success).
     */
    async updateQueue(req, call = {}) {
        const op = 'updateQueue';
        const body = this.engine.validate(op, _wire_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .UpdateQueueRequestSchema */ .rc, req);
        let queue;
        const r = await this.engine.exchangeWrite(op, this.engine.jsonBody(op, body), call, {
            onSuccess: (res) => {
                queue = this.engine.tryParseJson(_wire_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .QueueConfigSchema */ .Z, res);
            },
        });
        return { ...r, queue };
    }
    // ---- Metrics ------------------------------------------------------------------------------
    /**
     * The queue metrics in Prometheus text. With `repo` (`owner/name`) and `repoHost`, one
     * repository's; with neither, every repository of the organization.
     */
    async getMergeQueueMetrics(query = {}, call = {}) {
        const op = 'getMergeQueueMetrics';
        const q = this.engine.validate(op, _wire_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .MetricsQuerySchema */ .Bo, query);
        const params = {};
        if (q.repo !== undefined)
            params.repo = q.repo;
        if (q.repoHost !== undefined)
            params.repoHost = q.repoHost;
        return this.engine.exchange({
            operation: op,
            request: {
                operation: op,
                method: 'GET',
                path: _engine_js__WEBPACK_IMPORTED_MODULE_2__/* .OPERATIONS */ .xb[op].path,
                query: params,
                accept: 'text/plain',
                headers: this.engine.headers(op, false),
            },
            parse: (res) => ({ text: res.body.toString('utf8'), contentType: res.contentType }),
        }, call);
    }
    // ---- Flaky tests --------------------------------------------------------------------------
    /** One page of the distinct tests that failed in a window of at most 7 days. */
    async listFailingTests(req, call = {}) {
        const op = 'listFailingTests';
        const body = this.engine.validate(op, _wire_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .ListFailingTestsRequestSchema */ .MW, req);
        return this.engine.exchange({
            operation: op,
            request: this.engine.jsonBody(op, body),
            parse: (res) => this.engine.parseJson(op, _wire_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .FailingTestsPageSchema */ .cr, res),
        }, call);
    }
    /**
     * Every page of list-failing-tests, following `next_page_token` until it is empty; stops with
     * a {@link PaginationError} on a repeated token or more pages than announced.
     */
    async *failingTestPages(req, options = {}) {
        const { page_size = 100, ...rest } = req;
        // Validate once up front, so a wrong request fails before the first page.
        this.engine.validate('listFailingTests', _wire_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .ListFailingTestsRequestSchema */ .MW, {
            ...rest,
            page_query: { page_size },
        });
        yield* (0,_pagination_js__WEBPACK_IMPORTED_MODULE_3__/* .paginate */ .E)((token) => this.listFailingTests({ ...rest, page_query: { page_size, page_token: token } }, options), { operation: 'listFailingTests', maxPages: options.maxPages });
    }
    /** All failing tests of the window, every page read. */
    async listAllFailingTests(req, options = {}) {
        const tests = [];
        for await (const page of this.failingTestPages(req, options))
            tests.push(...page.tests);
        return tests;
    }
    /** One test case; {@link NotFoundError} for an unknown id. */
    async getTestDetails(req, call = {}) {
        const op = 'getTestDetails';
        const body = this.engine.validate(op, _wire_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .GetTestDetailsRequestSchema */ .lF, req);
        const r = await this.engine.exchange({
            operation: op,
            request: this.engine.jsonBody(op, body),
            parse: (res) => this.engine.parseJson(op, _wire_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .TestDetailsSchema */ .Au, res),
        }, call);
        return r.test;
    }
}


/***/ }),

/***/ 9953:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  xb: () => (/* reexport */ OPERATIONS),
  SQ: () => (/* binding */ RequestEngine),
  ml: () => (/* binding */ systemClock)
});

// UNUSED EXPORTS: jsonErrorReason

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: ./src/wire/enums.ts
var enums = __webpack_require__(1971);
// EXTERNAL MODULE: ./src/client/errors.ts
var errors = __webpack_require__(6468);
// EXTERNAL MODULE: ./src/client/http.ts + 1 modules
var http = __webpack_require__(4930);
// EXTERNAL MODULE: ./src/client/retry.ts
var retry = __webpack_require__(7785);
// EXTERNAL MODULE: ./src/wire/schemas.ts
var schemas = __webpack_require__(9753);
;// CONCATENATED MODULE: ./src/wire/operations.ts
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

// EXTERNAL MODULE: ./src/client/version.ts
var version = __webpack_require__(8095);
;// CONCATENATED MODULE: ./src/client/engine.ts
/**
 * The request engine under every API method: headers and token, body building, the retry loop
 * by idempotency class with deadlines and reconciliation, and response parsing into typed
 * results or typed errors. The API methods in client.ts describe operations; this runs them.
 */









const systemClock = {
    now: () => Date.now(),
    sleep: (ms, signal) => (0,promises_.setTimeout)(ms, undefined, { signal }),
    random: () => Math.random(),
};
/** Runs operations for one client: owns its dispatcher, token, clock and retry budget. */
class RequestEngine {
    baseUrl;
    policy;
    budget;
    clock;
    token;
    forkedWorkflowRunId;
    dispatcher;
    ownsDispatcher;
    signal;
    onEvent;
    maxResponseBytes;
    userAgent;
    auth;
    errorFor;
    closed = false;
    abandoned = false;
    constructor(options = {}) {
        this.baseUrl = (0,http/* parseBaseUrl */.Q2)(options.baseUrl ?? http/* DEFAULT_BASE_URL */.Ql);
        this.policy = { ...retry/* DEFAULT_RETRY_POLICY */.cO, ...options.retry };
        if (options.token !== undefined)
            checkHeaderValue('API token', options.token);
        if (options.forkedWorkflowRunId !== undefined) {
            if (!/^\d{1,20}$/.test(options.forkedWorkflowRunId)) {
                throw new errors/* ClientConfigError */.CD('the forked workflow run id must be a number (github.run_id)');
            }
        }
        this.token = options.token || undefined;
        this.forkedWorkflowRunId = options.forkedWorkflowRunId || undefined;
        this.budget = options.budget ?? new retry/* RetryBudget */.Km();
        this.ownsDispatcher = options.dispatcher === undefined;
        this.dispatcher =
            options.dispatcher ?? (0,http/* createDispatcher */.SM)(this.baseUrl, this.policy.attemptTimeoutMs);
        this.clock = options.clock ?? systemClock;
        this.signal = options.signal;
        this.onEvent = options.onEvent;
        this.maxResponseBytes = options.maxResponseBytes ?? 64 * 1024 * 1024;
        this.userAgent =
            `${version/* PROJECT_NAME */.c}/${version/* VERSION */.x} (node ${process.version})` +
                (options.userAgentSuffix ? ` ${options.userAgentSuffix}` : '');
        this.auth = options.auth ?? 'x-api-token';
        this.errorFor = options.errorFor;
    }
    /** Closes the connections this engine opened. */
    async close() {
        if (this.ownsDispatcher && !this.closed) {
            this.closed = true;
            // A request given up while it waited for a connection is still queued in undici: close()
            // would wait for it, so destroy instead.
            await (this.abandoned ? this.dispatcher.destroy() : this.dispatcher.close());
        }
    }
    emit(event) {
        try {
            this.onEvent?.(event);
        }
        catch {
            // A logging hook must never break a request.
        }
    }
    validate(operation, schema, input) {
        const r = schema.safeParse(input);
        if (r.success)
            return r.data;
        const issue = r.error.issues[0];
        const path = issue?.path ?? [];
        const field = path.length ? path.join('.') : '(request)';
        let given = input;
        for (const key of path)
            given = given?.[key];
        throw new errors/* InvalidRequestError */.tY(operation, field, issue?.message ?? 'is invalid', given);
    }
    headers(operation, hasBody) {
        const h = { 'user-agent': this.userAgent };
        if (hasBody)
            h['content-type'] = 'application/json';
        if (this.auth === 'bearer') {
            if (!this.token) {
                throw new errors/* ClientConfigError */.CD(`no API key: ${operation} needs a v2 API key (trunk_v2_…)`);
            }
            h.authorization = `Bearer ${this.token}`;
            return h;
        }
        if (this.token)
            h['x-api-token'] = this.token;
        if (operation === 'setImpactedTargets' && this.forkedWorkflowRunId) {
            h['x-forked-workflow-run-id'] = this.forkedWorkflowRunId;
        }
        if (!this.token && !h['x-forked-workflow-run-id']) {
            throw new errors/* ClientConfigError */.CD(`no API token: ${operation} needs the organization's v1 API token` +
                (operation === 'setImpactedTargets'
                    ? ' (or, from a fork, the forked workflow run id)'
                    : ''));
        }
        return h;
    }
    jsonBody(operation, value) {
        return this.rawBody(operation, Buffer.from(JSON.stringify(value), 'utf8'), false);
    }
    rawBody(operation, body, measured) {
        if (!measured && body.byteLength > schemas/* MAX_REQUEST_BODY_BYTES */.qG) {
            throw new errors/* RequestTooLargeError */.hD(operation, body.byteLength, schemas/* MAX_REQUEST_BODY_BYTES */.qG);
        }
        return {
            operation,
            method: 'POST',
            path: OPERATIONS[operation].path,
            body,
            accept: 'application/json',
            headers: this.headers(operation, true),
        };
    }
    parseJson(operation, schema, res) {
        const ctx = { operation, status: res.status, requestId: res.requestId };
        let data;
        try {
            data = JSON.parse(res.body.toString('utf8'));
        }
        catch (e) {
            const snippet = (0,errors/* sanitizeServerText */.c8)(res.body.subarray(0, 256).toString('utf8'), {
                contentType: res.contentType,
                secrets: this.secrets(),
            });
            const start = snippet
                ? `; it starts: ${snippet}`
                : res.body.length
                    ? `; its ${res.body.length} bytes hold no printable text`
                    : '; it is empty';
            throw new errors/* ResponseShapeError */.RD(ctx, '(body)', `is not valid JSON (${jsonErrorReason(e)}${start})`);
        }
        const { result, unknown } = (0,enums/* collectUnknownEnumValues */.qN)(() => schema.safeParse(data));
        for (const u of unknown)
            this.emit({ type: 'unknown-enum', operation, field: u.field, value: u.value });
        if (!result.success) {
            const issue = result.error.issues[0];
            const field = issue?.path.length ? issue.path.join('.') : '(body)';
            const more = result.error.issues.length > 1 ? ` (and ${result.error.issues.length - 1} more)` : '';
            throw new errors/* ResponseShapeError */.RD(ctx, field, `${issue?.message ?? 'is invalid'}${more}`);
        }
        return result.data;
    }
    tryParseJson(schema, res) {
        try {
            const r = schema.safeParse(JSON.parse(res.body.toString('utf8')));
            return r.success ? r.data : undefined;
        }
        catch {
            return undefined;
        }
    }
    secrets() {
        return [this.token, this.forkedWorkflowRunId].filter((s) => !!s);
    }
    /** Makes server text safe to show, the token removed (for {@link ErrorMapper}s too). */
    sanitize(raw, contentType) {
        return (0,errors/* sanitizeServerText */.c8)(raw, { contentType, secrets: this.secrets() });
    }
    errorFrom(operation, res, req) {
        const text = this.sanitize(res.body.toString('utf8'), res.contentType);
        const ctx = {
            operation,
            status: res.status,
            requestId: res.requestId,
            serverText: text || undefined,
            retryAfterMs: (0,retry/* parseRetryAfter */.mu)(res.retryAfter, this.clock.now()),
        };
        return this.errorFor?.(ctx, res, req) ?? (0,errors/* errorForStatus */.U6)(ctx, res.location);
    }
    async exchangeWrite(operation, request, call, extra = {}) {
        let status;
        let requestId;
        const { value, attempts, reconciled } = await this.run({
            operation,
            request,
            parse: (res) => {
                status = res.status;
                requestId = res.requestId;
                extra.onSuccess?.(res);
                return undefined;
            },
            reconcile: extra.reconcile,
            landedStatuses: extra.landedStatuses,
            idempotency: extra.idempotency,
        }, call);
        void value;
        return { status, attempts, reconciled, requestBytes: request.body?.byteLength ?? 0, requestId };
    }
    async exchange(exchange, call) {
        return (await this.run(exchange, call)).value;
    }
    /** The retry loop: one operation, all its attempts, waits and reconciliation. */
    async run(ex, call) {
        const { operation, request } = ex;
        const idempotency = ex.idempotency ??
            OPERATIONS[operation]?.idempotency;
        if (idempotency === undefined) {
            throw new errors/* ClientConfigError */.CD(`${operation}: no idempotency class given for this operation`);
        }
        const signal = combineSignals(this.signal, call.signal);
        const started = this.clock.now();
        const deadline = started + (call.timeoutMs ?? this.policy.operationTimeoutMs);
        let attempts = 0;
        let retries = 0;
        let ambiguous = false;
        let shapeRetries = 0;
        let firstSentAt;
        for (;;) {
            if (signal?.aborted)
                throw new errors/* CancelledError */.cc(operation, (0,errors/* abortReason */.Js)(signal));
            attempts++;
            const sentAt = this.clock.now();
            firstSentAt ??= sentAt;
            this.emit({
                type: 'request',
                operation,
                attempt: attempts,
                method: request.method,
                path: request.path,
                bytes: request.body?.byteLength ?? 0,
            });
            let error;
            try {
                const res = await (0,http/* sendOnce */.E4)(this.dispatcher, this.baseUrl, request, {
                    signal,
                    timeoutMs: Math.max(1, Math.min(this.policy.attemptTimeoutMs, deadline - sentAt)),
                    maxResponseBytes: this.maxResponseBytes,
                    onAbandoned: () => {
                        this.abandoned = true;
                    },
                });
                this.emit({
                    type: 'response',
                    operation,
                    attempt: attempts,
                    status: res.status,
                    ms: this.clock.now() - sentAt,
                    requestId: res.requestId,
                });
                if (res.status >= 200 && res.status < 300) {
                    this.budget.onSuccess();
                    return { value: ex.parse(res), attempts, reconciled: ambiguous };
                }
                if (ambiguous && ex.landedStatuses?.includes(res.status)) {
                    this.budget.onSuccess();
                    this.emit({
                        type: 'reconcile',
                        operation,
                        outcome: `landed (HTTP ${res.status} on re-send)`,
                    });
                    return { value: ex.parse(res), attempts, reconciled: true };
                }
                error = this.errorFrom(operation, res, request);
            }
            catch (err) {
                if (!(err instanceof errors/* TrunkApiError */.Jp))
                    throw err;
                error = err;
            }
            error.attempts = attempts;
            const decision = (0,retry/* classifyFailure */.XE)(idempotency, error);
            if (decision === 'fail')
                throw error;
            // A malformed body may be a truncated one: worth one more try, not five.
            if (error.kind === 'response-shape' && shapeRetries++ >= 1)
                throw error;
            if (decision === 'reconcile') {
                ambiguous = true;
                if (ex.reconcile) {
                    let settled;
                    try {
                        settled = await ex.reconcile(firstSentAt, {
                            signal,
                            timeoutMs: Math.max(1, deadline - this.clock.now()),
                        });
                    }
                    catch (readErr) {
                        if (readErr instanceof errors/* CancelledError */.cc)
                            throw readErr;
                        throw error.withNote(`Whether it took effect is unknown: the read to check failed too (${readErr.message}). ` +
                            'Check the queue before trying again.');
                    }
                    if (settled !== 'resend')
                        return { value: settled.value, attempts, reconciled: true };
                }
            }
            const next = (0,retry/* nextDelay */.rM)({
                retry: retries,
                attemptsMade: attempts,
                retryAfterMs: error.retryAfterMs,
                remainingMs: deadline - this.clock.now(),
                policy: this.policy,
                random: this.clock.random,
            });
            if ('giveUp' in next)
                throw error.withNote(next.giveUp);
            if (!this.budget.tryAcquire(retry/* RetryBudget */.Km.costOf(error))) {
                throw error.withNote(`Gave up after ${attempts} attempt${attempts === 1 ? '' : 's'}: this run's retry budget is spent (the service has kept failing).`);
            }
            this.emit({
                type: 'retry',
                operation,
                attempt: attempts,
                delayMs: next.delayMs,
                reason: error.kind,
            });
            try {
                await this.clock.sleep(next.delayMs, signal);
            }
            catch {
                throw new errors/* CancelledError */.cc(operation, signal ? (0,errors/* abortReason */.Js)(signal) : undefined);
            }
            retries++;
        }
    }
}
/**
 * Why JSON.parse failed, without the input V8 quotes in its message (`Unexpected token 'x',
 * "tok_SECRETa"... is not valid JSON`): that quote is raw server text, unredacted and possibly
 * multi-line. The sanitized start of the body is shown instead.
 */
function jsonErrorReason(e) {
    const message = e instanceof Error ? e.message : String(e);
    const reason = message
        .replace(/^Unexpected token [\s\S]*? is not valid JSON$/, 'unexpected character')
        .replace(/^"[\s\S]*" is not valid JSON$/, 'not JSON');
    // eslint-disable-next-line no-control-regex
    return reason.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').slice(0, 200);
}
function combineSignals(...signals) {
    const present = signals.filter((s) => s !== undefined);
    if (present.length <= 1)
        return present[0];
    return AbortSignal.any(present);
}
function checkHeaderValue(what, value) {
    const problem = (0,errors/* headerValueProblem */.kX)(value);
    if (problem)
        throw new errors/* ClientConfigError */.CD(`the ${what} ${problem}`);
}


/***/ }),

/***/ 6468:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CD: () => (/* binding */ ClientConfigError),
/* harmony export */   Dr: () => (/* binding */ NetworkError),
/* harmony export */   E: () => (/* binding */ MAX_HEADER_VALUE_LENGTH),
/* harmony export */   Jp: () => (/* binding */ TrunkApiError),
/* harmony export */   Js: () => (/* binding */ abortReason),
/* harmony export */   MU: () => (/* binding */ TimeoutError),
/* harmony export */   RD: () => (/* binding */ ResponseShapeError),
/* harmony export */   U6: () => (/* binding */ errorForStatus),
/* harmony export */   XX: () => (/* binding */ PaginationError),
/* harmony export */   c8: () => (/* binding */ sanitizeServerText),
/* harmony export */   cc: () => (/* binding */ CancelledError),
/* harmony export */   fK: () => (/* binding */ ConflictError),
/* harmony export */   hD: () => (/* binding */ RequestTooLargeError),
/* harmony export */   kX: () => (/* binding */ headerValueProblem),
/* harmony export */   lR: () => (/* binding */ AuthError),
/* harmony export */   m_: () => (/* binding */ NotFoundError),
/* harmony export */   tY: () => (/* binding */ InvalidRequestError),
/* harmony export */   v7: () => (/* binding */ BadRequestError)
/* harmony export */ });
/* unused harmony exports MAX_SERVER_TEXT_BYTES, endSentence, PayloadTooLargeError, RateLimitedError, ServerError, UnexpectedStatusError, RedirectRefusedError, truncateUtf8 */
/* harmony import */ var _targets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(729);
/**
 * Typed errors of the API client: one class per failure class, each with a message a user can
 * act on. Messages name the operation, the HTTP status, the `X-Request-Id` when the service sent
 * one and at most 2 KiB of the server's own text; never the API token.
 */

/** At most this much of the server's text goes into an error message. */
const MAX_SERVER_TEXT_BYTES = 2048;
/** Base class of every error the client throws. */
class TrunkApiError extends Error {
    kind;
    operation;
    status;
    requestId;
    serverText;
    attempts;
    retryAfterMs;
    /** The API's own error code, e.g. `PR_ALREADY_ENQUEUED` (v2 only). */
    apiCode;
    constructor(kind, summary, ctx) {
        super(composeMessage(summary, ctx), ctx.cause === undefined ? undefined : { cause: ctx.cause });
        this.name = new.target.name;
        this.kind = kind;
        this.operation = ctx.operation;
        this.status = ctx.status;
        this.requestId = ctx.requestId;
        this.serverText = ctx.serverText;
        this.attempts = ctx.attempts ?? 0;
        this.retryAfterMs = ctx.retryAfterMs;
        this.apiCode = ctx.apiCode;
    }
    /**
     * Adds a sentence to the message (e.g. why the client stopped retrying); the message so far is
     * ended first, so a server's text without a full stop does not run into the note.
     */
    withNote(note) {
        this.message = `${endSentence(this.message)} ${endSentence(note)}`;
        return this;
    }
}
/** `text` ending as a sentence does: with its own . ! or ?, else with a full stop added. */
function endSentence(text) {
    const trimmed = text.replace(/[\s,;:]+$/, '');
    return /[.!?]["')\]]?$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
function composeMessage(summary, ctx) {
    let m = `${ctx.operation}: ${summary}`;
    if (ctx.status !== undefined)
        m += ` (HTTP ${ctx.status}`;
    if (ctx.requestId)
        m += `${ctx.status !== undefined ? ', ' : ' ('}request id ${ctx.requestId}`;
    if (ctx.status !== undefined || ctx.requestId)
        m += ')';
    if (ctx.serverText)
        m += `. The server said: ${ctx.serverText}`;
    return m;
}
/** A request the client refused to send because a field is wrong. Nothing was sent. */
class InvalidRequestError extends TrunkApiError {
    /** The offending field, e.g. `pr.number`. */
    field;
    constructor(operation, field, problem, given) {
        const shown = given === undefined ? '' : ` (given ${describeValue(given)})`;
        super('invalid-request', `${field} ${problem}${shown}; nothing was sent`, { operation });
        this.field = field;
    }
}
/** A body over the service's 20 MiB limit, refused before it was sent. */
class RequestTooLargeError extends TrunkApiError {
    bytes;
    limit;
    constructor(operation, bytes, limit) {
        super('request-too-large', `the request body is ${(0,_targets_js__WEBPACK_IMPORTED_MODULE_0__/* .byteCountText */ .J6)(bytes)}, over the service's limit of ${(0,_targets_js__WEBPACK_IMPORTED_MODULE_0__/* .bodyLimitText */ .VF)(limit)}; nothing was sent`, { operation });
        this.bytes = bytes;
        this.limit = limit;
    }
}
/** The client was set up wrongly (base URL, token); nothing was sent. */
class ClientConfigError extends TrunkApiError {
    constructor(summary) {
        super('config', summary, { operation: 'client' });
    }
}
/** 400: the service refused the request as invalid. */
class BadRequestError extends TrunkApiError {
    constructor(ctx) {
        super('bad-request', 'the service refused the request as invalid', ctx);
    }
}
/** 401/403: the token is missing, wrong or not allowed. */
class AuthError extends TrunkApiError {
    /** `summary` replaces the v1 wording (the v2 client names its API keys instead). */
    constructor(ctx, summary) {
        super('auth', summary ??
            `the API token was refused${ctx.status === 403 ? ' (forbidden)' : ''}. Check that it is the organization's ` +
                'v1 API token (not a v2 key). Workflows run from a fork or by Dependabot get no secrets, so ' +
                'the token is empty there', ctx);
    }
}
/** 404: the PR was never submitted to this queue, or the queue (or test) does not exist. */
class NotFoundError extends TrunkApiError {
    constructor(ctx, what = 'the PR, queue or test') {
        super('not-found', `${what} was not found`, ctx);
    }
}
/** 409: the resource exists already (e.g. createQueue of an existing queue). */
class ConflictError extends TrunkApiError {
    constructor(ctx) {
        super('conflict', 'the service reported a conflict (it exists already)', ctx);
    }
}
/** 413: the service refused the body as too large. */
class PayloadTooLargeError extends TrunkApiError {
    constructor(ctx) {
        super('too-large', 'the service refused the request body as too large', ctx);
    }
}
/** 429: rate limited, and the client could not wait long enough. */
class RateLimitedError extends TrunkApiError {
    constructor(ctx) {
        super('rate-limited', 'the service is rate limiting this organization', ctx);
    }
}
/** 5xx: the service failed. */
class ServerError extends TrunkApiError {
    constructor(ctx) {
        super('server', 'the service failed', ctx);
    }
}
/** A status the API does not use (and every 3xx: redirects are never followed). */
class UnexpectedStatusError extends TrunkApiError {
    constructor(ctx) {
        super('unexpected-status', 'the service answered with an unexpected status', ctx);
    }
}
/** A 3xx: refused, because following it would send the API token to another address. */
class RedirectRefusedError extends TrunkApiError {
    location;
    constructor(ctx, location) {
        super('redirect', `the service answered with a redirect${location ? ` to ${location}` : ''}; it was not followed, ` +
            'because that would send the API token to another address. Check api-url', ctx);
        this.location = location;
    }
}
/** The connection failed: refused, reset, closed early, DNS, TLS. */
class NetworkError extends TrunkApiError {
    /** The low-level code, e.g. `ECONNRESET` or `UND_ERR_SOCKET`. */
    code;
    constructor(ctx, code, detail) {
        super('network', `network error${code ? ` ${code}` : ''}: ${detail}`, ctx);
        this.code = code;
    }
}
/** An attempt or the whole operation ran out of time. */
class TimeoutError extends TrunkApiError {
    constructor(ctx, detail) {
        super('timeout', detail, ctx);
    }
}
/** A 2xx response whose body is not what the API promises; names the field. */
class ResponseShapeError extends TrunkApiError {
    /** The first offending field, e.g. `priorityValue`, or `(body)` when it is not JSON. */
    field;
    constructor(ctx, field, problem) {
        super('response-shape', `unexpected response shape: ${field} ${problem}`, ctx);
        this.field = field;
    }
}
/** A paginated listing that does not end (repeated token, more pages than announced). */
class PaginationError extends TrunkApiError {
    constructor(operation, detail) {
        super('pagination', detail, { operation });
    }
}
/** The caller cancelled the operation (its AbortSignal fired). */
class CancelledError extends TrunkApiError {
    constructor(operation, reason) {
        super('cancelled', `cancelled${reason ? `: ${reason}` : ''}`, { operation });
    }
}
/** What a 404 means for each operation, in the words a user needs. */
const NOT_FOUND_SUBJECT = {
    submitPullRequest: 'the merge queue (check repository and target branch)',
    cancelPullRequest: 'the PR in this queue',
    restartTestsOnPullRequest: 'the PR in this queue',
    getSubmittedPullRequest: 'the PR in this queue (it was never submitted to it)',
    setImpactedTargets: 'the PR or its queue',
    getQueue: 'the merge queue (check repository and target branch)',
    updateQueue: 'the merge queue (check repository and target branch)',
    deleteQueue: 'the merge queue',
    getMergeQueueTestingDetails: 'the test run',
    getTestDetails: 'the test',
    listFailingTests: 'the repository or organization',
};
/** Builds the typed error for a non-2xx response. */
function errorForStatus(ctx, location) {
    const s = ctx.status;
    if (s >= 300 && s < 400)
        return new RedirectRefusedError(ctx, location);
    if (s === 400 || s === 422)
        return new BadRequestError(ctx);
    if (s === 401 || s === 403)
        return new AuthError(ctx);
    if (s === 404)
        return new NotFoundError(ctx, NOT_FOUND_SUBJECT[ctx.operation]);
    if (s === 409)
        return new ConflictError(ctx);
    if (s === 413)
        return new PayloadTooLargeError(ctx);
    if (s === 429)
        return new RateLimitedError(ctx);
    if (s >= 500 && s < 600)
        return new ServerError(ctx);
    return new UnexpectedStatusError(ctx);
}
/**
 * Makes server text safe to show: one line, no control characters, the token (if the server
 * echoed it) replaced, HTML reduced to its text, at most {@link MAX_SERVER_TEXT_BYTES} bytes.
 */
function sanitizeServerText(raw, opts = {}) {
    let text = raw;
    if (/html/i.test(opts.contentType ?? '') || /^\s*<(!doctype|html)/i.test(text)) {
        const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(text)?.[1];
        text = (title ?? text.replace(/<[^>]*>/g, ' ')).trim();
    }
    for (const secret of opts.secrets ?? []) {
        if (secret)
            text = text.split(secret).join('***');
    }
    text = text
        .replace(LINE_BREAKING, ' ')
        .replace(/\s{2,}/g, ' ')
        .trim();
    return truncateUtf8(text, MAX_SERVER_TEXT_BYTES);
}
// eslint-disable-next-line no-control-regex
const LINE_BREAKING = /[\u0000-\u001f\u007f\u2028\u2029]+/g;
/** Cuts a string to at most `maxBytes` of UTF-8 without splitting a character. */
function truncateUtf8(text, maxBytes) {
    if (Buffer.byteLength(text, 'utf8') <= maxBytes)
        return text;
    const marker = ' […]';
    const budget = maxBytes - Buffer.byteLength(marker);
    const buf = Buffer.from(text, 'utf8');
    let end = budget;
    // Step back to a character boundary (continuation bytes are 10xxxxxx).
    while (end > 0 && ((buf[end] ?? 0) & 0xc0) === 0x80)
        end--;
    return buf.subarray(0, end).toString('utf8') + marker;
}
function describeValue(v) {
    const s = typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v));
    return s.length > 80 ? `${s.slice(0, 77)}...` : s;
}
/** The text of why a signal was aborted: its reason's message, or the reason if it is text. */
function abortReason(signal) {
    const r = signal.reason;
    return r instanceof Error ? r.message : typeof r === 'string' ? r : undefined;
}
/** The most characters of a header value (the token, the run id) the client sends. */
const MAX_HEADER_VALUE_LENGTH = 4096;
/**
 * Why a value cannot travel in an HTTP header as is (too long, or not printable ASCII without
 * spaces), or undefined when it can. Words that follow "the token" in a message.
 */
function headerValueProblem(value) {
    if (value.length > MAX_HEADER_VALUE_LENGTH)
        return `is too long (over ${MAX_HEADER_VALUE_LENGTH} characters)`;
    if (/[^\u0021-\u007e]/.test(value))
        return 'contains whitespace, control or non-ASCII characters; copy it again without them';
    return undefined;
}


/***/ }),

/***/ 4930:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ql: () => (/* binding */ DEFAULT_BASE_URL),
  aS: () => (/* binding */ baseUrlProblem),
  SM: () => (/* binding */ createDispatcher),
  Q2: () => (/* binding */ parseBaseUrl),
  E4: () => (/* binding */ sendOnce)
});

// UNUSED EXPORTS: PROXY_CONNECT_FAILED, isLoopbackHost, requestUrl

// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(6752);
// EXTERNAL MODULE: ./src/client/errors.ts
var errors = __webpack_require__(6468);
;// CONCATENATED MODULE: ./src/wire/loopback.ts
/** Loopback hosts: where the emulator may listen with its well-known token, and where the client goes direct. */
/** True for `localhost`, 127.0.0.0/8 and `::1`. */
function isLoopbackHost(hostname) {
    const h = hostname.replace(/^\[|\]$/g, '').toLowerCase();
    return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

;// CONCATENATED MODULE: ./src/client/http.ts
/**
 * One HTTP attempt over undici: explicit timeouts, cancellation, a capped body read that always
 * consumes or destroys the response body, no redirects followed, and every low-level failure
 * turned into a typed error that carries no header (so never the token).
 */




/** The service's default base address. */
const DEFAULT_BASE_URL = 'https://api.trunk.io/v1';
/**
 * What is wrong with a base URL for this client, or undefined when nothing is: credentials, a
 * query or fragment, or a scheme other than `https:` (`http:` only for loopback addresses, which
 * never leave the machine). Words that follow "the base URL" in a message.
 */
function baseUrlProblem(url) {
    if (url.username || url.password)
        return 'must not carry credentials (a user name or password)';
    if (url.search || url.hash)
        return 'must not have a query or fragment';
    if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
        return ('does not use https: (http: would send the API token in clear text; it is allowed only ' +
            'for loopback addresses such as the local emulator)');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        return `does not use https: (it uses ${url.protocol})`;
    }
    return undefined;
}
/** Checks and normalises a base URL (see {@link baseUrlProblem}). */
function parseBaseUrl(raw) {
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        throw new errors/* ClientConfigError */.CD(`the base URL ${JSON.stringify(raw)} is not a URL; expected e.g. ${DEFAULT_BASE_URL}`);
    }
    const problem = baseUrlProblem(url);
    if (problem)
        throw new errors/* ClientConfigError */.CD(`the base URL ${problem}`);
    url.pathname = url.pathname.replace(/\/+$/, '');
    return url;
}
/**
 * The dispatcher a client uses when none is given: loopback goes direct; anything else honours
 * HTTPS_PROXY / HTTP_PROXY / NO_PROXY (self-hosted runners behind a proxy).
 */
function createDispatcher(baseUrl, attemptTimeoutMs) {
    const opts = {
        connect: { timeout: Math.min(10_000, attemptTimeoutMs) },
        headersTimeout: attemptTimeoutMs,
        bodyTimeout: attemptTimeoutMs,
        keepAliveTimeout: 4_000,
    };
    return isLoopbackHost(baseUrl.hostname)
        ? new undici.Agent(opts)
        : new undici.EnvHttpProxyAgent({ ...opts, clientFactory: proxyClientFactory(attemptTimeoutMs) });
}
/** The code of a failed CONNECT through the proxy: the request never reached the service. */
const PROXY_CONNECT_FAILED = 'MQA_PROXY_CONNECT_FAILED';
/**
 * The client undici's proxy agent sends CONNECT through, made so that a failed CONNECT fails the
 * request. In undici 7, a proxy that closes the connection before answering CONNECT leaves the
 * request queued and undici reconnects in a tight loop, thousands of times a second, forever
 * (nodejs/undici#3897, fixed only in undici 8, which needs Node 22); and a proxy that never
 * answers holds the request past every deadline, because an abort reaches a request only once
 * it has a connection. Any error of the CONNECT is given a code undici does not retry, and the
 * CONNECT has the attempt's timeout.
 */
function proxyClientFactory(attemptTimeoutMs) {
    return (origin, options) => {
        const pool = new undici.Pool(origin, {
            ...options,
            headersTimeout: attemptTimeoutMs,
            bodyTimeout: attemptTimeoutMs,
        });
        const connect = pool.connect.bind(pool);
        const wrapped = async (o) => {
            try {
                return await connect(o);
            }
            catch (err) {
                const e = err;
                const failure = new Error(`the proxy failed the CONNECT (${e.code ?? e.message ?? 'unknown error'})`);
                failure.code = PROXY_CONNECT_FAILED;
                failure.cause = err;
                throw failure;
            }
        };
        pool.connect = wrapped;
        return pool;
    };
}
/** The URL of one request. */
function requestUrl(base, path, query) {
    const url = new URL(base.href);
    // A base URL without a path (v2's host root) has pathname `/`: join without doubling it.
    url.pathname = `${base.pathname.replace(/\/+$/, '')}${path}`;
    for (const [k, v] of Object.entries(query ?? {}))
        url.searchParams.set(k, v);
    return url;
}
/** Sends one request and reads the whole response; throws only {@link TrunkApiError}s. */
async function sendOnce(dispatcher, base, req, opts) {
    if (opts.signal?.aborted)
        throw new errors/* CancelledError */.cc(req.operation, (0,errors/* abortReason */.Js)(opts.signal));
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
        timedOut = true;
        controller.abort(new Error('attempt timed out'));
    }, opts.timeoutMs);
    const onCallerAbort = () => controller.abort(opts.signal?.reason);
    opts.signal?.addEventListener('abort', onCallerAbort, { once: true });
    const fail = (err, phase) => {
        if (err instanceof errors/* TrunkApiError */.Jp)
            return err;
        if (timedOut) {
            return new errors/* TimeoutError */.MU({ operation: req.operation, cause: err }, `no complete response within ${formatMs(opts.timeoutMs)} (per-attempt timeout)`);
        }
        if (opts.signal?.aborted)
            return new errors/* CancelledError */.cc(req.operation, (0,errors/* abortReason */.Js)(opts.signal));
        return networkError(req.operation, err, phase);
    };
    let res;
    try {
        res = await settledOnAbort((0,undici.request)(requestUrl(base, req.path, req.query), {
            dispatcher,
            method: req.method,
            headers: {
                ...req.headers,
                accept: req.accept,
                // A streamed body would otherwise go chunked; its size is known exactly.
                ...(req.body && !Buffer.isBuffer(req.body)
                    ? { 'content-length': String(req.body.byteLength) }
                    : {}),
            },
            // undici writes an iterable body chunk by chunk (its Dispatcher docs list Iterable and
            // AsyncIterable bodies; its types lag behind).
            body: req.body,
            signal: controller.signal,
            headersTimeout: opts.timeoutMs,
            bodyTimeout: opts.timeoutMs,
        }), controller.signal, opts.onAbandoned);
    }
    catch (err) {
        clearTimeout(timer);
        opts.signal?.removeEventListener('abort', onCallerAbort);
        throw fail(err, 'request');
    }
    const header = (name) => {
        const v = res.headers[name];
        return Array.isArray(v) ? v[0] : v;
    };
    const isSuccess = res.statusCode >= 200 && res.statusCode < 300;
    // An error body is only shown (2 KiB of it), so read little of it.
    const cap = isSuccess ? opts.maxResponseBytes : 64 * 1024;
    try {
        const body = await readCapped(res.body, cap, isSuccess, req.operation, res.statusCode);
        return {
            status: res.statusCode,
            requestId: header('x-request-id'),
            contentType: header('content-type'),
            retryAfter: header('retry-after'),
            location: header('location'),
            body,
        };
    }
    catch (err) {
        throw fail(err, 'body');
    }
    finally {
        clearTimeout(timer);
        opts.signal?.removeEventListener('abort', onCallerAbort);
    }
}
/**
 * The request's promise, but rejected as soon as `signal` aborts. undici applies an abort to a
 * request only once the request has a connection, so one still waiting for a connection (a
 * proxy that does not answer CONNECT) would outlive every deadline. A late answer is discarded.
 */
function settledOnAbort(pending, signal, onAbandoned) {
    return new Promise((resolve, reject) => {
        let done = false;
        const onAbort = () => {
            if (done)
                return;
            done = true;
            // undici rejects with the signal's reason; so does this, so `fail` classifies both alike.
            reject(signal.reason);
            onAbandoned?.();
        };
        if (signal.aborted)
            onAbort();
        else
            signal.addEventListener('abort', onAbort, { once: true });
        pending.then((res) => {
            signal.removeEventListener('abort', onAbort);
            if (done)
                res.body.destroy();
            else {
                done = true;
                resolve(res);
            }
        }, (err) => {
            signal.removeEventListener('abort', onAbort);
            if (!done) {
                done = true;
                reject(err);
            }
        });
    });
}
async function readCapped(body, cap, strict, operation, status) {
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        size += chunk.length;
        if (size > cap) {
            body.destroy();
            if (!strict)
                break;
            throw new errors/* ResponseShapeError */.RD({ operation, status }, '(body)', `is larger than the client's limit of ${cap} bytes`);
        }
        chunks.push(chunk);
    }
    return Buffer.concat(chunks);
}
function networkError(operation, err, phase) {
    const e = err;
    const code = e?.code ?? e?.cause?.code;
    if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
        return new errors/* TimeoutError */.MU({ operation, cause: err }, code === 'UND_ERR_HEADERS_TIMEOUT'
            ? 'no response headers in time (per-attempt timeout)'
            : 'the response body stalled (per-attempt timeout)');
    }
    const detail = phase === 'body'
        ? 'the connection closed before the whole response arrived'
        : code === 'ECONNREFUSED'
            ? 'the connection was refused (is the service or emulator running at api-url?)'
            : code === 'ENOTFOUND' || code === 'EAI_AGAIN'
                ? 'the host name could not be resolved'
                : code === PROXY_CONNECT_FAILED
                    ? `${e.message ?? 'the proxy failed the CONNECT'}: check HTTPS_PROXY and NO_PROXY`
                    : code === 'ECONNRESET' || code === 'UND_ERR_SOCKET'
                        ? 'the connection was reset or closed before a response'
                        : code === 'UND_ERR_CONNECT_TIMEOUT'
                            ? 'connecting took too long'
                            : (e?.message ?? 'request failed');
    return new errors/* NetworkError */.Dr({ operation, cause: err }, code, detail);
}
function formatMs(ms) {
    return ms >= 1000 ? `${(ms / 1000).toFixed(ms % 1000 === 0 ? 0 : 1)} s` : `${ms} ms`;
}


/***/ }),

/***/ 6138:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  v7: () => (/* reexport */ errors/* BadRequestError */.v7),
  cc: () => (/* reexport */ errors/* CancelledError */.cc),
  fK: () => (/* reexport */ errors/* ConflictError */.fK),
  Ql: () => (/* reexport */ http/* DEFAULT_BASE_URL */.Ql),
  _s: () => (/* reexport */ schemas/* IMPACTS_ALL */._s),
  ow: () => (/* reexport */ schemas/* IMPACTS_ALL_LEGACY */.ow),
  k_: () => (/* reexport */ schemas/* MAX_FAILING_TESTS_WINDOW_MS */.k_),
  E: () => (/* reexport */ errors/* MAX_HEADER_VALUE_LENGTH */.E),
  x0: () => (/* reexport */ schemas/* MAX_PR_NUMBER */.Ql),
  qG: () => (/* reexport */ schemas/* MAX_REQUEST_BODY_BYTES */.qG),
  m_: () => (/* reexport */ errors/* NotFoundError */.m_),
  gX: () => (/* reexport */ enums/* PRIORITY_MAX */.gX),
  iR: () => (/* reexport */ enums/* PRIORITY_NAMES */.iR),
  cb: () => (/* reexport */ version/* PROJECT_NAME */.c),
  fc: () => (/* reexport */ enums/* PULL_REQUEST_STATES */.fc),
  Yd: () => (/* reexport */ schemas/* QUEUE_SETTING_NAMES */.Yd),
  w6: () => (/* reexport */ schemas/* QueueSettingsSchema */.w6),
  $2: () => (/* reexport */ targets/* TargetLines */.$2),
  Jp: () => (/* reexport */ errors/* TrunkApiError */.Jp),
  I: () => (/* reexport */ client/* TrunkClient */.I),
  xv: () => (/* reexport */ version/* VERSION */.x),
  Js: () => (/* reexport */ errors/* abortReason */.Js),
  aS: () => (/* reexport */ http/* baseUrlProblem */.aS),
  VF: () => (/* reexport */ targets/* bodyLimitText */.VF),
  J6: () => (/* reexport */ targets/* byteCountText */.J6),
  kX: () => (/* reexport */ errors/* headerValueProblem */.kX),
  CF: () => (/* reexport */ enums/* isTerminalState */.CF),
  tb: () => (/* reexport */ parsePrometheusText),
  Hi: () => (/* reexport */ sumSamples),
  ml: () => (/* reexport */ engine/* systemClock */.ml),
  K2: () => (/* reexport */ trunkTestId)
});

// UNUSED EXPORTS: AuthError, CHECK_RUN_CONCLUSIONS, CHECK_RUN_STATUSES, ClientConfigError, CreateQueueRequestSchema, DEFAULT_RETRY_POLICY, DIRECT_MERGE_MODES, EnqueuedPullRequestSchema, FailingTestsPageSchema, GITHUB_MERGEABILITY, GetMergeQueueTestingDetailsRequestSchema, GetTestDetailsRequestSchema, InvalidRequestError, ListFailingTestsRequestSchema, MAX_PAGE_SIZE, MAX_SERVER_TEXT_BYTES, MERGE_METHODS, MIN_PAGE_SIZE, MetricsQuerySchema, NetworkError, OPERATIONS, OPTIMIZATION_MODES, PRIORITY_MIN, PageQuerySchema, PageSchema, PaginationError, PayloadTooLargeError, PrioritySchema, PullRequestRefSchema, QUEUE_MODES, QUEUE_STATES, QueueConfigSchema, QueueRefSchema, QueueSchema, REQUIRED_STATUSES_SOURCES, RateLimitedError, ReadinessSchema, RedirectRefusedError, RepoRefSchema, RequestEngine, RequestTooLargeError, ResponseShapeError, RetryBudget, SETTABLE_QUEUE_STATES, STATUS_CHECK_STATES, ServerError, SetImpactedTargetsRequestSchema, SubmitPullRequestRequestSchema, SubmittedPullRequestSchema, TERMINAL_PULL_REQUEST_STATES, TESTING_STATUSES, TEST_STATUS_VALUES, TestCaseSchema, TestDetailsSchema, TestingDetailsSchema, TimeoutError, UnexpectedStatusError, UpdateQueueRequestSchema, backoffDelay, bodyBytes, checkFailingTestsWindow, classifyFailure, collectUnknownEnumValues, decideAfterAmbiguousSubmit, encodeImpactedTargets, endSentence, errorForStatus, isLoopbackHost, isTransient, jsonErrorReason, jsonStringBytes, lenientEnum, nextDelay, nonNegativeCount, paginate, parseBaseUrl, parseRetryAfter, priorityValueOf, requestEnum, sanitizeServerText, truncateUtf8, uuidV5Url, wasNotProcessed, wireText

// EXTERNAL MODULE: ./src/client/client.ts
var client = __webpack_require__(4064);
// EXTERNAL MODULE: ./src/client/engine.ts + 1 modules
var engine = __webpack_require__(9953);
// EXTERNAL MODULE: ./src/wire/enums.ts
var enums = __webpack_require__(1971);
// EXTERNAL MODULE: ./src/client/errors.ts
var errors = __webpack_require__(6468);
// EXTERNAL MODULE: ./src/client/http.ts + 1 modules
var http = __webpack_require__(4930);
// EXTERNAL MODULE: ./src/client/pagination.ts
var pagination = __webpack_require__(5235);
;// CONCATENATED MODULE: ./src/client/prometheus.ts
/**
 * A small reader of the Prometheus text exposition format (version 0.0.4), enough to pick values
 * out of getMergeQueueMetrics for outputs and summaries.
 */
const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+-?\d+)?$/;
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)\s*=\s*"((?:[^"\\]|\\.)*)"\s*,?/gy;
/** Parses Prometheus text; lines that are not samples, comments or blank are skipped. */
function parsePrometheusText(text) {
    const samples = [];
    const types = {};
    for (const rawLine of text.split('\n')) {
        const line = rawLine.trim();
        if (!line)
            continue;
        if (line.startsWith('#')) {
            const m = /^#\s*TYPE\s+(\S+)\s+(\S+)/.exec(line);
            if (m)
                types[m[1]] = m[2];
            continue;
        }
        const m = SAMPLE.exec(line);
        if (!m)
            continue;
        const labels = {};
        if (m[2]) {
            LABEL.lastIndex = 0;
            let lm;
            while ((lm = LABEL.exec(m[2])) !== null) {
                labels[lm[1]] = lm[2].replace(/\\(.)/g, (_, c) => c === 'n' ? '\n' : c);
            }
        }
        const v = m[3];
        const value = v === '+Inf' ? Infinity : v === '-Inf' ? -Infinity : Number(v);
        samples.push({ name: m[1], labels, value });
    }
    return { samples, types };
}
/** Sum of the samples of one metric whose labels include all of `match`. */
function sumSamples(parsed, name, match = {}) {
    let total;
    for (const s of parsed.samples) {
        if (s.name !== name)
            continue;
        if (Object.entries(match).some(([k, v]) => s.labels[k] !== v))
            continue;
        total = (total ?? 0) + s.value;
    }
    return total;
}

// EXTERNAL MODULE: ./src/client/retry.ts
var retry = __webpack_require__(7785);
// EXTERNAL MODULE: ./src/wire/schemas.ts
var schemas = __webpack_require__(9753);
// EXTERNAL MODULE: ./src/client/targets.ts
var targets = __webpack_require__(729);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/wire/test-id.ts
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
    const hash = (0,external_node_crypto_.createHash)('sha1').update(URL_NAMESPACE).update(name, 'utf8').digest();
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

// EXTERNAL MODULE: ./src/client/version.ts
var version = __webpack_require__(8095);
;// CONCATENATED MODULE: ./src/client/index.ts
/**
 * The typed client of Trunk's v1 Merge Queue and Flaky Tests API. No GitHub Actions imports:
 * the action, the emulator's tests and the benchmarks all use it unchanged.
 */














/***/ }),

/***/ 5235:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ paginate)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6468);
/**
 * A bounded walk over token-paginated listings: follows `next_page_token` until it is empty and
 * stops with an error, instead of looping, when the service repeats a token or sends more pages
 * than its own `total_pages` announced.
 */

/** Yields each page that `fetchPage(token)` returns, in order, until the last one. */
async function* paginate(fetchPage, options) {
    const maxPages = options.maxPages ?? 10_000;
    const seen = new Set();
    let token = options.firstToken ?? '';
    let announced = 0;
    for (let fetched = 1;; fetched++) {
        seen.add(token);
        const page = await fetchPage(token);
        announced = Math.max(announced, page.page.total_pages);
        if (fetched > Math.max(announced, 1)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .PaginationError */ .XX(options.operation, `the service sent page ${fetched} but announced only ${announced} page${announced === 1 ? '' : 's'}; stopped`);
        }
        yield page;
        const next = page.page.next_page_token;
        if (!next)
            return;
        if (seen.has(next)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .PaginationError */ .XX(options.operation, `the service repeated page token ${JSON.stringify(next.slice(0, 64))} after ${fetched} page${fetched === 1 ? '' : 's'}; stopped instead of looping`);
        }
        if (fetched >= maxPages) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .PaginationError */ .XX(options.operation, `more than ${maxPages} pages; stopped`);
        }
        token = next;
    }
}


/***/ }),

/***/ 7785:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Km: () => (/* binding */ RetryBudget),
/* harmony export */   XE: () => (/* binding */ classifyFailure),
/* harmony export */   cO: () => (/* binding */ DEFAULT_RETRY_POLICY),
/* harmony export */   mu: () => (/* binding */ parseRetryAfter),
/* harmony export */   rM: () => (/* binding */ nextDelay)
/* harmony export */ });
/* unused harmony exports wasNotProcessed, isTransient, backoffDelay */
const DEFAULT_RETRY_POLICY = {
    maxAttempts: 5,
    baseDelayMs: 500,
    maxDelayMs: 20_000,
    operationTimeoutMs: 120_000,
    attemptTimeoutMs: 30_000,
};
/** Network error codes that prove the request never reached the server. */
const NOT_SENT_CODES = new Set([
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'ENETUNREACH',
    'EHOSTUNREACH',
    'ENETDOWN',
    'EHOSTDOWN',
    'UND_ERR_CONNECT_TIMEOUT',
    // The proxy failed the CONNECT: no tunnel to the service was ever made (see http.ts).
    'MQA_PROXY_CONNECT_FAILED',
]);
/** True when the failed attempt certainly did not reach the server (safe to send again). */
function wasNotProcessed(error) {
    if (error.status === 429 || error.status === 408)
        return true;
    if (error.kind === 'network')
        return NOT_SENT_CODES.has(error.code ?? '');
    return false;
}
/** True for the failures that may pass: 408, 429, most 5xx, network errors and timeouts. */
function isTransient(error) {
    switch (error.kind) {
        case 'rate-limited':
        case 'network':
        case 'timeout':
            return true;
        case 'server':
            return error.status !== 501 && error.status !== 505;
        case 'unexpected-status':
            return error.status === 408;
        default:
            return false;
    }
}
/**
 * Decides what follows a failed attempt. Reads and idempotent writes retry every transient
 * failure. A write that must not repeat retries only what the server certainly did not process
 * (429, refused connections); anything else transient is ambiguous and needs a read first.
 * A malformed body on a read is retried too (a truncated body is transient).
 */
function classifyFailure(idempotency, error) {
    if (error.kind === 'cancelled')
        return 'fail';
    if (error.kind === 'response-shape')
        return idempotency === 'read' ? 'retry' : 'fail';
    if (!isTransient(error))
        return 'fail';
    if (idempotency !== 'reconcile' || wasNotProcessed(error))
        return 'retry';
    return 'reconcile';
}
/** Full-jitter backoff: a random wait in [0, min(cap, base * 2^retry)). `retry` counts from 0. */
function backoffDelay(retry, policy, random) {
    const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(retry, 30));
    return Math.floor(random() * ceiling);
}
/**
 * Reads `Retry-After` as milliseconds to wait: delta-seconds or an HTTP date. Anything else,
 * or a date in the past, gives undefined (no floor).
 */
function parseRetryAfter(value, nowMs) {
    if (value === undefined)
        return undefined;
    const v = value.trim();
    if (/^\d+$/.test(v))
        return Math.min(Number(v), 86_400 * 365) * 1000;
    if (!/[a-z]/i.test(v))
        return undefined;
    const at = Date.parse(v);
    if (Number.isNaN(at))
        return undefined;
    return Math.max(0, at - nowMs);
}
/**
 * Picks the wait before retry number `retry` (0-based): the jittered backoff, raised to the
 * server's Retry-After when it asks for longer. Gives up when attempts are spent or the wait would
 * pass the deadline (failing at once instead of sleeping until the job is killed).
 */
function nextDelay(args) {
    const { retry, attemptsMade, retryAfterMs, remainingMs, policy, random } = args;
    if (attemptsMade >= policy.maxAttempts) {
        return { giveUp: `Gave up after ${attemptsMade} attempts.` };
    }
    const backoff = backoffDelay(retry, policy, random);
    const delayMs = retryAfterMs !== undefined ? Math.max(backoff, retryAfterMs) : backoff;
    if (delayMs >= remainingMs) {
        const why = retryAfterMs !== undefined && retryAfterMs >= remainingMs
            ? `The server asked to wait ${formatSeconds(retryAfterMs)} (Retry-After), past the operation's deadline (${formatSeconds(Math.max(0, remainingMs))} left)`
            : `The next retry would start past the operation's deadline (${formatSeconds(Math.max(0, remainingMs))} left)`;
        return {
            giveUp: `${why}; gave up after ${attemptsMade} attempt${attemptsMade === 1 ? '' : 's'}.`,
        };
    }
    return { delayMs };
}
function formatSeconds(ms) {
    return `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
}
/**
 * A run-wide allowance of retries (the AWS "retry quota" idea): each retry spends tokens, each
 * success returns one, so an outage ends in a clear failure instead of hundreds of requests.
 */
class RetryBudget {
    capacity;
    tokens;
    constructor(
    /** Tokens at the start; the default allows 50 transient retries (100 after 429s). */
    capacity = 500) {
        this.capacity = capacity;
        this.tokens = capacity;
    }
    /** Cost of retrying after this failure: a rate limit costs less (the server shed the load). */
    static costOf(error) {
        return error.kind === 'rate-limited' ? 5 : 10;
    }
    /** Takes the cost if there is enough left; false means: stop retrying. */
    tryAcquire(cost) {
        if (this.tokens < cost)
            return false;
        this.tokens -= cost;
        return true;
    }
    /** A request that succeeded gives one token back. */
    onSuccess() {
        this.tokens = Math.min(this.capacity, this.tokens + 1);
    }
    /** Tokens left. */
    get remaining() {
        return this.tokens;
    }
}


/***/ }),

/***/ 729:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $2: () => (/* binding */ TargetLines),
/* harmony export */   J6: () => (/* binding */ byteCountText),
/* harmony export */   VF: () => (/* binding */ bodyLimitText),
/* harmony export */   gC: () => (/* binding */ encodeImpactedTargets)
/* harmony export */ });
/* unused harmony exports bodyBytes, jsonStringBytes */
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _wire_schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9753);
/**
 * The setImpactedTargets body, built for lists of hundreds of thousands of targets: one pass
 * measures the exact UTF-8 bytes of the JSON and decides "list or ALL" (past the limit it only
 * counts on, for the size the warning reports), and only then is the body written, once, straight into its final buffer.
 * A file of targets one per line ({@link TargetLines}) takes a faster path: its lines are
 * indexed, de-duplicated and copied as bytes, never become strings, and the body is written
 * while it is sent, a chunk at a time ({@link StreamedBody}), so it is never whole in memory.
 */


/** All the bytes of a body, in one buffer (for tests, and callers that need them whole). */
function bodyBytes(body) {
    return Buffer.isBuffer(body) ? body : Buffer.concat([...body]);
}
/** A byte count with its thousands grouped, as people read it: `21,000,123 bytes`. */
function byteCountText(bytes) {
    return `${String(bytes).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} bytes`;
}
/**
 * A body limit as people read it, exact and in binary units derived from the number itself:
 * `20,971,520 bytes (20 MiB)` for {@link MAX_REQUEST_BODY_BYTES}.
 */
function bodyLimitText(limit = _wire_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_REQUEST_BODY_BYTES */ .qG) {
    const unit = limit > 0 && limit % 1024 ** 2 === 0
        ? ` (${limit / 1024 ** 2} MiB)`
        : limit > 0 && limit % 1024 === 0
            ? ` (${limit / 1024} KiB)`
            : '';
    return `${byteCountText(limit)}${unit}`;
}
// A target that holds none of these is written by JSON.stringify as `"` + itself + `"`.
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;
/** Exact UTF-8 byte length of `JSON.stringify(target)`. */
function jsonStringBytes(target) {
    if (!NEEDS_ESCAPE.test(target))
        return Buffer.byteLength(target, 'utf8') + 2;
    return Buffer.byteLength(JSON.stringify(target), 'utf8');
}
function encodeImpactedTargets(envelope, targets, options = {}) {
    const limit = options.limitBytes ?? _wire_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_REQUEST_BODY_BYTES */ .qG;
    const head = `{"repo":${JSON.stringify({ host: envelope.repo.host, owner: envelope.repo.owner, name: envelope.repo.name })},` +
        `"pr":${JSON.stringify({ number: envelope.pr.number, sha: envelope.pr.sha })},` +
        `"targetBranch":${JSON.stringify(envelope.targetBranch)},"impactedTargets":`;
    const headBytes = Buffer.byteLength(head, 'utf8');
    const allBody = (reason, distinctSeen, listBytes) => ({
        body: Buffer.from(`${head}${JSON.stringify(_wire_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .IMPACTS_ALL */ ._s)}}`, 'utf8'),
        mode: 'ALL',
        reason,
        count: 0,
        distinctSeen,
        listBytes,
    });
    if (targets === 'ALL')
        return allBody('requested', 0, 0);
    if (targets instanceof TargetLines) {
        return encodeTargetLines(head, headBytes, targets, limit, options.dedupe ?? true, allBody);
    }
    // Pass 1: distinct targets and the exact size. Past the limit the list is no longer kept; an
    // array (already in memory) is still measured to the end, so the warning can say how large the
    // list really was, while any other iterable (perhaps lazy, perhaps endless) stops being read.
    const countToTheEnd = Array.isArray(targets);
    const dedupe = options.dedupe ?? true;
    const seen = dedupe ? new Set() : undefined;
    const list = [];
    let bytes = headBytes + 2 /* [ and ] */ + 1; /* } */
    let distinct = 0;
    let distinctAtDecision;
    for (const t of targets) {
        if (seen) {
            if (seen.has(t))
                continue;
            seen.add(t);
        }
        bytes += jsonStringBytes(t) + (distinct > 0 ? 1 : 0);
        distinct++;
        if (distinctAtDecision !== undefined)
            continue;
        if (bytes <= limit)
            list.push(t);
        else if (!countToTheEnd)
            return allBody('oversize', distinct, bytes);
        else {
            distinctAtDecision = distinct;
            list.length = 0;
        }
    }
    if (distinctAtDecision !== undefined)
        return allBody('oversize', distinctAtDecision, bytes);
    if (bytes > limit)
        return allBody('oversize', list.length, bytes);
    // Pass 2: write the body once, into a buffer of exactly the measured size.
    const body = Buffer.allocUnsafe(bytes);
    let o = body.write(head, 0, 'utf8');
    body[o++] = 0x5b; // [
    for (let i = 0; i < list.length; i++) {
        const t = list[i];
        if (i > 0)
            body[o++] = 0x2c; // ,
        if (NEEDS_ESCAPE.test(t)) {
            o += body.write(JSON.stringify(t), o, 'utf8');
        }
        else {
            body[o++] = 0x22; // "
            o += body.write(t, o, 'utf8');
            body[o++] = 0x22;
        }
    }
    body[o++] = 0x5d; // ]
    body[o++] = 0x7d; // }
    if (o !== bytes)
        throw new Error(`internal: impacted targets body is ${o} bytes, measured ${bytes}`);
    return { body, mode: 'list', count: list.length, distinctSeen: list.length, listBytes: bytes };
}
// ---- Targets one per line, as bytes --------------------------------------------------------------
const LF = 0x0a;
/** Size of the chunks a streamed body is written in. */
const CHUNK_BYTES = 64 * 1024;
// FNV-1a's constants, mixing words (then bytes): good enough to make byte comparisons rare.
const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;
const ALL_BYTES = Buffer.from(_wire_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .IMPACTS_ALL */ ._s);
const ALL_LEGACY_BYTES = Buffer.from(_wire_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .IMPACTS_ALL_LEGACY */ .ow);
/** The ASCII characters String.prototype.trim removes: tab, LF, VT, FF, CR and space. */
const isAsciiSpace = (b) => b === 0x20 || (b >= 0x09 && b <= 0x0d);
/**
 * Targets one per line in a UTF-8 buffer (a targets file as read), indexed without making a
 * string of each: for hundreds of thousands of targets, the strings, a Set of them and the
 * per-target writes cost several times more than the bytes themselves. Lines are trimmed and
 * empty ones dropped, exactly as one-per-line text is read as strings; iterating yields those
 * strings (for tests and for callers that want them).
 */
class TargetLines {
    bytes;
    starts;
    ends;
    hashes;
    length;
    constructor(
    /** The buffer the lines are in. */
    bytes, 
    /** Start and end (exclusive) byte offsets of each target, trimmed. */
    starts, ends, 
    /** A hash of each target's bytes. */
    hashes, 
    /** Targets (non-empty lines), repeats included. */
    length) {
        this.bytes = bytes;
        this.starts = starts;
        this.ends = ends;
        this.hashes = hashes;
        this.length = length;
    }
    /**
     * Indexes `bytes`, or answers undefined when they need the general path of reading the text
     * as a string: bytes that are not UTF-8; a line that holds a character JSON must escape (a
     * quote, a backslash, a control character) or the word ALL; a line that starts or ends with a
     * non-ASCII character (which may be Unicode white space that trimming removes); a first line
     * that starts with `[` (a JSON array).
     */
    static scan(bytes) {
        const buf = Buffer.isBuffer(bytes)
            ? bytes
            : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        if (!(0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(buf))
            return undefined;
        const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
        const n = buf.length;
        let capacity = estimateLines(buf);
        let starts = new Int32Array(capacity);
        let ends = new Int32Array(capacity);
        let hashes = new Int32Array(capacity);
        let count = 0;
        for (let p = 0; p <= n;) {
            let nl = buf.indexOf(LF, p);
            if (nl === -1)
                nl = n;
            let s = p;
            let e = nl;
            p = nl + 1;
            while (s < e && isAsciiSpace(buf[s]))
                s++;
            while (e > s && isAsciiSpace(buf[e - 1]))
                e--;
            if (s === e)
                continue;
            if (buf[s] >= 0x80 || buf[e - 1] >= 0x80)
                return undefined;
            if (count === 0 && buf[s] === 0x5b /* [ */)
                return undefined;
            // Four bytes at a time: the hash mixes whole words, and a word holds a byte JSON must
            // escape when one of its bytes is below 0x20, a quote or a backslash (bit tricks that
            // set a byte's top bit exactly when the byte matches).
            let h = FNV_OFFSET;
            let escape = 0;
            let k = s;
            for (; k + 4 <= e; k += 4) {
                const x = view.getInt32(k, true);
                const q = x ^ 0x22222222;
                const b = x ^ 0x5c5c5c5c;
                escape |= ((x - 0x20202020) & ~x) | ((q - 0x01010101) & ~q) | ((b - 0x01010101) & ~b);
                h = Math.imul(h ^ x, FNV_PRIME);
                h ^= h >>> 15;
            }
            for (; k < e; k++) {
                const b = buf[k];
                if (b < 0x20 || b === 0x22 || b === 0x5c)
                    escape = 0x80;
                h = Math.imul(h ^ b, FNV_PRIME);
            }
            if ((escape & 0x80808080) !== 0)
                return undefined;
            if (isAllWord(buf, s, e))
                return undefined;
            if (count === capacity) {
                capacity = Math.ceil(capacity * 1.5);
                starts = grow(starts, capacity);
                ends = grow(ends, capacity);
                hashes = grow(hashes, capacity);
            }
            starts[count] = s;
            ends[count] = e;
            hashes[count] = h;
            count++;
        }
        return new TargetLines(buf, starts, ends, hashes, count);
    }
    /** The i-th target's offsets and hash (no bounds check: i < length). */
    start(i) {
        return this.starts[i];
    }
    end(i) {
        return this.ends[i];
    }
    hash(i) {
        return this.hashes[i];
    }
    *[Symbol.iterator]() {
        for (let i = 0; i < this.length; i++) {
            yield this.bytes.toString('utf8', this.starts[i], this.ends[i]);
        }
    }
}
/** Lines in `buf`, estimated from its first 64 KiB (a tenth more, so it rarely has to grow). */
function estimateLines(buf) {
    const sample = Math.min(buf.length, 64 * 1024);
    let lf = 1;
    for (let p = buf.indexOf(LF, 0); p !== -1 && p < sample; p = buf.indexOf(LF, p + 1))
        lf++;
    return Math.max(16, Math.ceil((lf * 1.1 * buf.length) / Math.max(1, sample)));
}
function grow(a, capacity) {
    const b = new Int32Array(capacity);
    b.set(a);
    return b;
}
function isAllWord(buf, s, e) {
    const word = e - s === ALL_BYTES.length
        ? ALL_BYTES
        : e - s === ALL_LEGACY_BYTES.length
            ? ALL_LEGACY_BYTES
            : undefined;
    return word !== undefined && buf.compare(word, 0, word.length, s, e) === 0;
}
/** {@link encodeImpactedTargets} for {@link TargetLines}: the same two passes, on bytes. */
function encodeTargetLines(head, headBytes, lines, limit, dedupe, allBody) {
    const src = lines.bytes;
    // No target needs escaping (scan made sure), so each is written as `"` + its bytes + `"`.
    // Pass 1: distinct targets (by hash, then bytes) and the exact size, counted to the end even
    // past the limit (for the warning), though the list is no longer needed then.
    const kept = new Int32Array(lines.length);
    let keptCount = 0;
    let distinctAtDecision;
    let mask = 0;
    let table;
    if (dedupe) {
        let size = 16;
        while (size < lines.length * 1.5)
            size *= 2; // at most 2/3 full
        table = new Int32Array(size); // line index + 1; 0 is empty
        mask = size - 1;
    }
    let bytes = headBytes + 2 /* [ and ] */ + 1; /* } */
    for (let i = 0; i < lines.length; i++) {
        const s = lines.start(i);
        const e = lines.end(i);
        if (table) {
            const h = lines.hash(i);
            let slot = h & mask;
            let repeat = false;
            for (let j = table[slot]; j !== 0; j = table[slot]) {
                const o = j - 1;
                if (lines.hash(o) === h &&
                    lines.end(o) - lines.start(o) === e - s &&
                    src.compare(src, lines.start(o), lines.end(o), s, e) === 0) {
                    repeat = true;
                    break;
                }
                slot = (slot + 1) & mask;
            }
            if (repeat)
                continue;
            table[slot] = i + 1;
        }
        bytes += e - s + 2 + (keptCount > 0 ? 1 : 0);
        kept[keptCount++] = i;
        if (distinctAtDecision === undefined && bytes > limit)
            distinctAtDecision = keptCount;
    }
    if (distinctAtDecision !== undefined)
        return allBody('oversize', distinctAtDecision, bytes);
    // Pass 2, as the body is sent: chunks of the exact bytes.
    const total = bytes;
    const body = {
        byteLength: total,
        *[Symbol.iterator]() {
            let chunk = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, total));
            let view = new DataView(chunk.buffer, chunk.byteOffset, chunk.byteLength);
            let o = chunk.write(head, 0, 'utf8');
            chunk[o++] = 0x5b; // [
            let written = 0;
            for (let k = 0; k < keptCount; k++) {
                const i = kept[k];
                let b = lines.start(i);
                const e = lines.end(i);
                const need = e - b + 3; // , " target "
                if (o + need > chunk.length) {
                    written += o;
                    yield chunk.subarray(0, o);
                    chunk = Buffer.allocUnsafe(Math.max(need, Math.min(CHUNK_BYTES, total - written)));
                    view = new DataView(chunk.buffer, chunk.byteOffset, chunk.byteLength);
                    o = 0;
                }
                if (k > 0)
                    chunk[o++] = 0x2c; // ,
                chunk[o++] = 0x22; // "
                // Four bytes at a time: a call per target (Buffer.copy) costs more than it saves.
                for (; b + 4 <= e; b += 4, o += 4)
                    view.setInt32(o, from.getInt32(b, true), true);
                while (b < e)
                    chunk[o++] = src[b++];
                chunk[o++] = 0x22;
            }
            if (o + 2 > chunk.length) {
                written += o;
                yield chunk.subarray(0, o);
                chunk = Buffer.allocUnsafe(2);
                o = 0;
            }
            chunk[o++] = 0x5d; // ]
            chunk[o++] = 0x7d; // }
            written += o;
            if (written !== total)
                throw new Error(`internal: impacted targets body is ${written} bytes, measured ${total}`);
            yield chunk.subarray(0, o);
        },
    };
    const from = new DataView(src.buffer, src.byteOffset, src.byteLength);
    return { body, mode: 'list', count: keptCount, distinctSeen: keptCount, listBytes: bytes };
}


/***/ }),

/***/ 8095:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ PROJECT_NAME),
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** This project's name and version, sent in the User-Agent (a test keeps it equal to package.json). */
const PROJECT_NAME = 'merge-queue-action';
const VERSION = '0.1.0';


/***/ }),

/***/ 7069:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DX: () => (/* binding */ ALLOWABLE_CLASSES),
/* harmony export */   LD: () => (/* binding */ decide),
/* harmony export */   ML: () => (/* binding */ classifyFailures),
/* harmony export */   QP: () => (/* binding */ gateOutputs),
/* harmony export */   mN: () => (/* binding */ applyLookups)
/* harmony export */ });
/* unused harmony exports MAX_UNEXPLAINED_OUTPUT_BYTES, indexTests, sameFile, classOf, matchFailure, unexplainedOutput */
/* harmony import */ var _common_constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7551);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(115);


/** Failure classes that `allow-failures` may forgive. */
const ALLOWABLE_CLASSES = ['quarantined', 'flaky'];
/** The unexplained-failures output's size limit (as failing-tests'). */
const MAX_UNEXPLAINED_OUTPUT_BYTES = _common_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_LIST_OUTPUT_BYTES */ .i3;
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
/** The same file when equal, or when one ends with `/` plus the other (an absolute report path). */
function sameFile(a, b) {
    const x = normalPath(a);
    const y = normalPath(b);
    return x === y || x.endsWith(`/${y}`) || y.endsWith(`/${x}`);
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
 * the least forgiving of them is taken (broken before flaky before quarantined), so an ambiguity
 * never forgives more than one of the candidates would. No candidate left: the failure is `new`.
 */
function matchFailure(f, index, id) {
    const byId = id !== undefined ? index.byId.get(id) : undefined;
    if (byId)
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
            allowed: allow.has(cls),
        };
    });
}
/**
 * The failures still `new` after the direct look-ups (`lookedUp`: the ids asked): those whose id
 * the service answered for take that test's class (`found`: id → test); the others stay `new`.
 */
function applyLookups(failures, lookedUp, found, allow) {
    return failures.map((f) => {
        if (f.class !== 'new' || f.id === undefined || !lookedUp.has(f.id))
            return f;
        const test = found.get(f.id);
        if (!test)
            return { ...f, lookedUp: true };
        const cls = classOf(test);
        return {
            ...f,
            class: cls,
            test,
            matchedBy: 'lookup',
            lookedUp: true,
            allowed: allow.has(cls),
        };
    });
}
/** Passes only when every failure is in an allowed class (none at all passes). */
function decide(failures) {
    const byClass = { quarantined: 0, flaky: 0, broken: 0, new: 0 };
    let unexplained = 0;
    let ambiguous = 0;
    for (const f of failures) {
        byClass[f.class]++;
        if (!f.allowed)
            unexplained++;
        if (f.ambiguous)
            ambiguous++;
    }
    return {
        outcome: unexplained === 0 ? 'success' : 'failure',
        failed: failures.length,
        byClass,
        unexplained,
        ambiguous,
    };
}
/**
 * The unexplained-failures output: compact JSON of the failures outside the allowed classes, in
 * report order, cut to the first that fit in `maxBytes`. Returns the JSON and how many it holds.
 */
function unexplainedOutput(failures, maxBytes = MAX_UNEXPLAINED_OUTPUT_BYTES) {
    const items = failures
        .filter((f) => !f.allowed)
        .map((f) => ({
        name: f.name,
        ...(f.classname ? { classname: f.classname } : {}),
        ...(f.file ? { file: f.file } : {}),
        class: f.class,
        ...(f.test ? { link: f.test.html_url } : {}),
    }));
    return { ...(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonArrayWithin */ .RJ)(items, maxBytes), total: items.length };
}
/** Every output of the gate, as strings, and how many unexplained failures the list holds. */
function gateOutputs(failures, d, maxBytes = MAX_UNEXPLAINED_OUTPUT_BYTES, passedOnRetry = 0) {
    const list = unexplainedOutput(failures, maxBytes);
    return {
        outputs: {
            [_common_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.FailedTestsCount]: String(d.failed),
            [_common_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.QuarantinedFailuresCount]: String(d.byClass.quarantined),
            [_common_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.FlakyFailuresCount]: String(d.byClass.flaky),
            [_common_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.UnexplainedFailuresCount]: String(d.unexplained),
            [_common_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.UnexplainedFailures]: list.json,
            [_common_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.PassedOnRetryCount]: String(passedOnRetry),
        },
        kept: list.kept,
        total: list.total,
    };
}


/***/ }),

/***/ 7551:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G0: () => (/* binding */ Inputs),
/* harmony export */   dQ: () => (/* binding */ binarySize),
/* harmony export */   eO: () => (/* binding */ MAX_FAILING_TESTS_OUTPUT_BYTES),
/* harmony export */   i3: () => (/* binding */ MAX_LIST_OUTPUT_BYTES),
/* harmony export */   tY: () => (/* binding */ Outputs),
/* harmony export */   uI: () => (/* binding */ NOT_SUBMITTED)
/* harmony export */ });
/** Input and output names of action.yml: the contract with workflows, kept in one place. */
const Inputs = {
    Command: 'command',
    ApiToken: 'api-token',
    ApiUrl: 'api-url',
    Repository: 'repository',
    RepositoryHost: 'repository-host',
    TargetBranch: 'target-branch',
    PrNumber: 'pr-number',
    PrSha: 'pr-sha',
    Priority: 'priority',
    NoBatch: 'no-batch',
    ImpactedTargets: 'impacted-targets',
    ImpactedTargetsFile: 'impacted-targets-file',
    WaitFor: 'wait-for',
    FailOn: 'fail-on',
    TimeoutSeconds: 'timeout-seconds',
    PollIntervalSeconds: 'poll-interval-seconds',
    MaxPollIntervalSeconds: 'max-poll-interval-seconds',
    NotSubmittedTimeoutSeconds: 'not-submitted-timeout-seconds',
    OrgUrlSlug: 'org-url-slug',
    WindowHours: 'window-hours',
    TestId: 'test-id',
    TestRunId: 'test-run-id',
    QueueSettings: 'queue-settings',
    MetricsFile: 'metrics-file',
    MetricsScope: 'metrics-scope',
    RequestTimeoutSeconds: 'request-timeout-seconds',
    JunitPaths: 'junit-paths',
    GithubToken: 'github-token',
    AllowFailures: 'allow-failures',
    TestOutcome: 'test-outcome',
    Variant: 'variant',
};
const Outputs = {
    Outcome: 'outcome',
    State: 'state',
    IsSubmitted: 'is-submitted',
    PriorityName: 'priority-name',
    PriorityValue: 'priority-value',
    TimedOut: 'timed-out',
    ImpactedTargetsMode: 'impacted-targets-mode',
    ImpactedTargetsCount: 'impacted-targets-count',
    RequestBytes: 'request-bytes',
    FailingTestsCount: 'failing-tests-count',
    FlakyTestsCount: 'flaky-tests-count',
    QuarantinedTestsCount: 'quarantined-tests-count',
    FailingTests: 'failing-tests',
    QueueState: 'queue-state',
    QueueDepth: 'queue-depth',
    QueuePosition: 'queue-position',
    PrSha: 'pr-sha',
    ErrorKind: 'error-kind',
    TestingStatus: 'testing-status',
    MetricsFile: 'metrics-file',
    FailedTestsCount: 'failed-tests-count',
    QuarantinedFailuresCount: 'quarantined-failures-count',
    FlakyFailuresCount: 'flaky-failures-count',
    UnexplainedFailuresCount: 'unexplained-failures-count',
    UnexplainedFailures: 'unexplained-failures',
    PassedOnRetryCount: 'passed-on-retry-count',
    IsMergeQueueRun: 'is-merge-queue-run',
    PrNumber: 'pr-number',
    ApiVersion: 'api-version',
};
/** The `state` output for a PR the queue has no record of. */
const NOT_SUBMITTED = 'NOT_SUBMITTED';
/**
 * The most bytes a list output (`failing-tests`, `unexplained-failures`) carries: a job's outputs
 * share a 1 MiB budget.
 */
const MAX_LIST_OUTPUT_BYTES = 256 * 1024;
/** The most bytes the `failing-tests` output carries. */
const MAX_FAILING_TESTS_OUTPUT_BYTES = MAX_LIST_OUTPUT_BYTES;
/** A size in the binary units people say: `20 MiB`, `256 KiB`, else bytes. */
function binarySize(bytes) {
    if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0)
        return `${bytes / (1024 * 1024)} MiB`;
    if (bytes >= 1024 && bytes % 1024 === 0)
        return `${bytes / 1024} KiB`;
    return `${bytes} bytes`;
}


/***/ }),

/***/ 115:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ logLine),
/* harmony export */   E$: () => (/* binding */ redact),
/* harmony export */   RJ: () => (/* binding */ jsonArrayWithin),
/* harmony export */   SS: () => (/* binding */ codeSpan),
/* harmony export */   UU: () => (/* binding */ humanDuration),
/* harmony export */   YF: () => (/* binding */ mdLink),
/* harmony export */   ZA: () => (/* binding */ withTitle),
/* harmony export */   bC: () => (/* binding */ mdFacts),
/* harmony export */   d_: () => (/* binding */ absoluteTime),
/* harmony export */   fF: () => (/* binding */ timeAgo),
/* harmony export */   gJ: () => (/* binding */ mdTable),
/* harmony export */   k9: () => (/* binding */ linkMarkdown),
/* harmony export */   md: () => (/* binding */ md),
/* harmony export */   n1: () => (/* binding */ isLinkable),
/* harmony export */   pe: () => (/* binding */ parseTime),
/* harmony export */   tc: () => (/* binding */ durationSince)
/* harmony export */ });
/* unused harmony export htmlAttr */
/**
 * Making untrusted text (server answers, PR titles, test names) safe to print: in the log it must
 * not start a workflow command (`::...`) or break lines; in the job summary it must not break
 * the Markdown or carry HTML.
 */
// eslint-disable-next-line no-control-regex
const LINE_BREAKING = /[\u0000-\u001f\u007f\u2028\u2029]+/g;
/** How Markdown and HTML may write a character: escaped with a backslash, or as an entity. */
const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/**
 * Replaces every secret in `text` with `***`, also where it was escaped for Markdown or HTML (a
 * summary may show `tok\_x` for `tok_x`, whichever characters around it decided the escapes).
 * The runner masks secrets in the log it shows, but the raw log, outputs and the summary are
 * ours to keep clean, even when a server echoes the token back in the data of a successful answer.
 */
function redact(text, secrets) {
    let out = text;
    for (const secret of secrets) {
        // Short values would blank out ordinary words (core.setSecret warns about them too).
        if (secret.length < 4)
            continue;
        const pattern = escapedFormsOf(secret);
        out = pattern ? out.replace(pattern, '***') : out.split(secret).join('***');
    }
    return out;
}
/**
 * Real tokens are far shorter; a longer value (refused as a token anyway, and never shown) is
 * replaced as written only: a pattern of every escaped form of it would outgrow the regular
 * expression engine.
 */
const MAX_ESCAPED_FORMS_LENGTH = 256;
const escapedForms = new Map();
/** A pattern of the secret in every form md() may write it (a backslash or an entity per character). */
function escapedFormsOf(secret) {
    if (secret.length > MAX_ESCAPED_FORMS_LENGTH)
        return undefined;
    let pattern = escapedForms.get(secret);
    if (!pattern) {
        const source = [...secret]
            .map((ch) => {
            const forms = [ch, ENTITIES[ch]].filter(Boolean).map((f) => escapeRegExp(f));
            return `\\\\?(?:${forms.join('|')})`;
        })
            .join('');
        pattern = new RegExp(source, 'g');
        escapedForms.set(secret, pattern);
    }
    return pattern;
}
function escapeRegExp(s) {
    return s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
/** One log line: control characters become spaces, and it never starts with `::`. */
function logLine(text) {
    const one = text.replace(LINE_BREAKING, ' ');
    return one.startsWith('::') ? ` ${one}` : one;
}
/**
 * A value for a Markdown table cell or inline text: escaped, one line, cut to `max` characters.
 * A `_` inside a word is left alone: GFM never reads it as emphasis, and a backslash there would
 * only make the raw summary harder to read.
 */
function md(text, max = 200) {
    if (text === undefined || text === null || text === '')
        return '';
    let s = String(text).replace(LINE_BREAKING, ' ');
    if (s.length > max)
        s = `${s.slice(0, max - 1)}…`;
    return (s
        .replace(/[\\`*[\]|~]|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu, (c) => `\\${c}`)
        // GFM links bare URLs, `www.` names and e-mail addresses: text we did not write must not
        // become a link, so the character that would start one is escaped.
        .replace(/(?<=\b(?:https?|ftp)):(?=\/\/)|(?<=\bwww)\.|(?<=[\w.+-])@(?=\w)/gi, (c) => `\\${c}`)
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;'));
}
/**
 * Inline code: `text` shown exactly, never backslash-escaped (CommonMark shows a backslash in a
 * code span as is). The fence is one backtick longer than the longest run of backticks inside,
 * with a space either side when the text starts or ends with a backtick or a space. In a table
 * cell (`inTable`), `|` becomes `\|`: GFM splits cells before it reads inline code, and shows the
 * escaped pipe as `|`.
 */
function codeSpan(text, opts = {}) {
    if (text === undefined || text === null || text === '')
        return '';
    let s = String(text).replace(LINE_BREAKING, ' ');
    const max = opts.max ?? 200;
    if (s.length > max)
        s = `${s.slice(0, max - 1)}…`;
    if (opts.inTable)
        s = s.replace(/\|/g, '\\|');
    const longest = Math.max(0, ...(s.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(longest + 1);
    const pad = /^[` ]|[` ]$/.test(s) && s.trim() !== '' ? ' ' : '';
    return `${fence}${pad}${s}${pad}${fence}`;
}
/** Text for an HTML attribute value in double quotes. */
function htmlAttr(text) {
    return text
        .replace(LINE_BREAKING, ' ')
        .replace(/&/g, '&amp;')
        .replace(/"/g, '&quot;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;');
}
/**
 * Markdown with a tooltip: `<span title="...">markdown</span>`. GitHub's sanitizer keeps `span`
 * and its `title` attribute in Markdown it renders (job summaries included).
 */
function withTitle(markdown, title) {
    return `<span title="${htmlAttr(title)}">${markdown}</span>`;
}
/** A URL a summary may link to: absolute https, with nothing that could end the link early. */
function isLinkable(url) {
    return !!url && /^https:\/\/[^\s()<>"'\\`]+$/.test(url);
}
/** A link in Markdown, only for https URLs; otherwise just the text. */
function mdLink(text, url, max = 200) {
    return linkMarkdown(md(text, max), url);
}
/** A link around Markdown that is already safe (inline code, escaped text); just it without a URL. */
function linkMarkdown(markdown, url) {
    if (!markdown || !isLinkable(url))
        return markdown;
    return `[${markdown}](${url})`;
}
/** A Markdown table; every header cell must say what its column holds. */
function mdTable(header, rows) {
    if (header.some((h) => !h.trim()))
        throw new Error('every table column needs a header');
    const line = (cells) => `| ${cells.map((c) => c || ' ').join(' | ')} |`;
    return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
/** A bulleted list of `**Name:** value` lines, for the facts about one thing. */
function mdFacts(rows) {
    return rows
        .filter(([, value]) => value !== '')
        .map(([name, value]) => `- **${name}:** ${value}`)
        .join('\n');
}
// ---- Time -----------------------------------------------------------------------------------
/**
 * A length of time as a person says it: `under 1 s`, `42 s`, `3 min`, `3 min 05 s` (under
 * 10 min), `42 min`, `2 h 05 min`, `24 h` (under 48 h), `3 d 4 h`.
 */
function humanDuration(ms) {
    const s = Math.round(Math.max(0, ms) / 1000);
    if (ms < 500)
        return 'under 1 s';
    if (s < 60)
        return `${s} s`;
    const m = Math.floor(s / 60);
    const two = (n) => String(n).padStart(2, '0');
    if (m < 10)
        return s % 60 ? `${m} min ${two(s % 60)} s` : `${m} min`;
    if (m < 60)
        return `${m} min`;
    const h = Math.floor(m / 60);
    if (h < 48)
        return m % 60 ? `${h} h ${two(m % 60)} min` : `${h} h`;
    return h % 24 ? `${Math.floor(h / 24)} d ${h % 24} h` : `${Math.floor(h / 24)} d`;
}
/** Milliseconds since the epoch of an ISO time from a server, or undefined when it is not one. */
function parseTime(iso) {
    if (!iso)
        return undefined;
    const t = Date.parse(iso);
    return Number.isFinite(t) ? t : undefined;
}
/** The absolute time, as a tooltip shows it: `2026-11-23 01:02:03 UTC`. */
function absoluteTime(ms) {
    return new Date(ms)
        .toISOString()
        .replace('T', ' ')
        .replace(/\.\d+Z$/, ' UTC');
}
/**
 * How long ago `iso` was, as of `now` (`3 min ago`), with the absolute time on hover. A value
 * that is not a time is shown as it came, escaped.
 */
function timeAgo(iso, now) {
    const t = parseTime(iso);
    if (t === undefined)
        return md(iso);
    const text = t > now ? `in ${humanDuration(t - now)}` : `${humanDuration(now - t)} ago`;
    return withTitle(text, absoluteTime(t));
}
/** How long something has lasted since `iso` (`3 min`), the start time on hover. */
function durationSince(iso, now) {
    const t = parseTime(iso);
    if (t === undefined)
        return md(iso);
    return withTitle(humanDuration(now - t), `since ${absoluteTime(t)}`);
}
/**
 * A JSON array of as many of `items` (in their order) as fit in `maxBytes` of UTF-8: outputs
 * share a budget per job, so a long list keeps its first, most important entries.
 */
function jsonArrayWithin(items, maxBytes) {
    const json = JSON.stringify(items);
    if (Buffer.byteLength(json) <= maxBytes)
        return { json, kept: items.length };
    let lo = 0;
    let hi = items.length;
    while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (Buffer.byteLength(JSON.stringify(items.slice(0, mid))) <= maxBytes)
            lo = mid;
        else
            hi = mid - 1;
    }
    return { json: JSON.stringify(items.slice(0, lo)), kept: lo };
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
/* unused harmony export TERMINAL_PULL_REQUEST_STATES */
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

/***/ 9753:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Au: () => (/* binding */ TestDetailsSchema),
/* harmony export */   Bi: () => (/* binding */ SubmittedPullRequestSchema),
/* harmony export */   Bo: () => (/* binding */ MetricsQuerySchema),
/* harmony export */   ED: () => (/* binding */ SetImpactedTargetsRequestSchema),
/* harmony export */   MW: () => (/* binding */ ListFailingTestsRequestSchema),
/* harmony export */   Ql: () => (/* binding */ MAX_PR_NUMBER),
/* harmony export */   Yd: () => (/* binding */ QUEUE_SETTING_NAMES),
/* harmony export */   Z: () => (/* binding */ QueueConfigSchema),
/* harmony export */   _s: () => (/* binding */ IMPACTS_ALL),
/* harmony export */   cr: () => (/* binding */ FailingTestsPageSchema),
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
/* harmony export */   xD: () => (/* binding */ SubmitPullRequestRequestSchema)
/* harmony export */ });
/* unused harmony exports MIN_PAGE_SIZE, MAX_PAGE_SIZE, wireText, RepoRefSchema, PrioritySchema, nonNegativeCount, PageQuerySchema, checkFailingTestsWindow, ReadinessSchema, EnqueuedPullRequestSchema, TestCaseSchema, PageSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2857);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4377);
/* harmony import */ var _enums_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1971);
/**
 * Wire shapes of the v1 API, declared once. Request schemas are strict (what we send must be
 * exactly right); response schemas are lenient where the service may grow: unknown fields are
 * dropped, enum values are accepted in either case and unknown ones kept as strings.
 * Sources: spec/000_e9cb54f53c7a70da.txt (authority) and trunk-v1-wire-notes.md.
 */


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
});
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


/***/ })

};

//# sourceMappingURL=957.index.js.map