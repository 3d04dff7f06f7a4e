export const id = 361;
export const ids = [361];
export const modules = {

/***/ 5361:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runEmulatorCommand: () => (/* binding */ runEmulatorCommand)
});

// UNUSED EXPORTS: CLI_FLAGS, USAGE, UsageError, main, parseCli, startNotes

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/files/output-directory.ts
var output_directory = __webpack_require__(6348);
;// CONCATENATED MODULE: ./src/emulator/simulation/clock.ts
/**
 * The emulator's clock: real time scaled by a speed factor, or manual (advanced only through the
 * control API). Every timestamp the emulator emits comes from here, so a test that drives the
 * clock by hand sees the same times in every response.
 */
/** Largest speed factor accepted: a simulated day per real second is plenty. */
const MAX_CLOCK_SPEED = 100_000;
/** A clock whose time is emulator time in epoch milliseconds. */
class EmulatorClock {
    wallClock;
    modeValue;
    speedValue;
    /** Emulator time at the anchor. */
    anchorEmu;
    /** Wall-clock time at the anchor (real mode). */
    anchorReal;
    constructor(options, wallClock = Date.now) {
        this.wallClock = wallClock;
        this.modeValue = options.mode;
        this.speedValue = checkSpeed(options.speed ?? 1);
        this.anchorReal = wallClock();
        this.anchorEmu = options.startAt === undefined ? this.anchorReal : parseInstant(options.startAt);
    }
    get mode() {
        return this.modeValue;
    }
    get speed() {
        return this.speedValue;
    }
    /** Emulator time now, in epoch milliseconds (whole). */
    now() {
        if (this.modeValue === 'manual')
            return this.anchorEmu;
        return Math.floor(this.anchorEmu + (this.wallClock() - this.anchorReal) * this.speedValue);
    }
    /** Real milliseconds until emulator time `at` (Infinity in manual mode). */
    realDelayUntil(at) {
        if (this.modeValue === 'manual')
            return Infinity;
        return Math.max(0, (at - this.now()) / this.speedValue);
    }
    /** Changes mode and/or speed, keeping the current emulator time. */
    configure(change) {
        const now = this.now();
        if (change.speed !== undefined)
            this.speedValue = checkSpeed(change.speed);
        if (change.mode !== undefined)
            this.modeValue = change.mode;
        this.anchorEmu = now;
        this.anchorReal = this.wallClock();
    }
    /** Moves emulator time forward by `ms` (both modes); returns the new time. */
    advance(ms) {
        if (!Number.isFinite(ms) || ms < 0)
            throw new RangeError('advance must be a non-negative number');
        this.anchorEmu = this.now() + Math.floor(ms);
        this.anchorReal = this.wallClock();
        return this.anchorEmu;
    }
    /** Sets emulator time to exactly `at` (a saved state resumed on a manual clock). */
    setTime(at) {
        this.anchorEmu = Math.floor(at);
        this.anchorReal = this.wallClock();
    }
    /** Sets emulator time to at least `at` (used when a saved state is loaded). */
    resumeAt(at) {
        if (at > this.now()) {
            this.anchorEmu = at;
            this.anchorReal = this.wallClock();
        }
    }
}
function checkSpeed(speed) {
    if (!Number.isFinite(speed) || speed <= 0 || speed > MAX_CLOCK_SPEED) {
        throw new RangeError(`speed must be a number above 0 and at most ${MAX_CLOCK_SPEED}`);
    }
    return speed;
}
/** Epoch milliseconds of an ISO date-time or a number; throws a RangeError when invalid. */
function parseInstant(value) {
    const ms = typeof value === 'number' ? value : Date.parse(value);
    if (!Number.isFinite(ms))
        throw new RangeError(`not a date-time: ${JSON.stringify(value)}`);
    return Math.floor(ms);
}
const isoCache = new Map();
/**
 * ISO 8601 with milliseconds and `Z`, the service's format. The same instants (a PR's
 * stateChangedAt, the clock's now) are written over and over, so the strings are remembered.
 */
function iso(ms) {
    let s = isoCache.get(ms);
    if (s === undefined) {
        if (isoCache.size >= 4096)
            isoCache.clear();
        s = new Date(ms).toISOString();
        isoCache.set(ms, s);
    }
    return s;
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(2857);
// EXTERNAL MODULE: ./src/wire/enums.ts
var enums = __webpack_require__(1971);
// EXTERNAL MODULE: ./src/wire/estimate.ts
var estimate = __webpack_require__(9615);
// EXTERNAL MODULE: ./src/wire/loopback.ts
var loopback = __webpack_require__(1988);
// EXTERNAL MODULE: ./src/wire/operations.ts
var operations = __webpack_require__(6215);
// EXTERNAL MODULE: ./src/wire/schemas.ts
var wire_schemas = __webpack_require__(9753);
// EXTERNAL MODULE: ./src/wire/test-id.ts
var test_id = __webpack_require__(4367);
;// CONCATENATED MODULE: ./src/wire/index.ts
/**
 * The wire: what the service's v1 API sends and accepts (schemas, enums, limits, operations) and
 * Trunk's test ids. It imports nothing of this project; the client, the commands and the emulator
 * all stand on it.
 */









// EXTERNAL MODULE: ./src/wire/v2/flaky-tests.ts
var flaky_tests = __webpack_require__(7607);
// EXTERNAL MODULE: ./src/wire/v2/keys.ts
var keys = __webpack_require__(4796);
;// CONCATENATED MODULE: ./src/wire/v2/operations.ts
/**
 * The v2 merge-queue operations by operationId (spec/v2/trunk-v2-notes.md §8: the 30 of the
 * OpenAPI document, `pullRequests.rerunFailedChecks` from the live docs, and
 * `pullRequests.queueEntryEstimate` from §6), and the Flaky Tests operations the flaky-test commands
 * call (§9, §9a, named as the live docs group them). The emulator's routes and its fault rules name
 * operations from this list.
 */
const V2_OPERATION_IDS = [
    'mergeQueues.list',
    'mergeQueues.create',
    'mergeQueues.organizationMetrics',
    'mergeQueues.metrics',
    'mergeQueues.get',
    'mergeQueues.delete',
    'mergeQueues.order',
    'mergeQueues.graph',
    'mergeQueues.listTestingResults',
    'mergeQueues.submitPullRequest',
    'mergeQueues.listPullRequests',
    'mergeQueues.switchModes',
    'mergeQueues.pause',
    'mergeQueues.resume',
    'mergeQueues.drain',
    'mergeQueues.updateConfig',
    'mergeQueues.listVerificationRuns',
    'impactedTargets.upload',
    'mergeQueueVerificationRuns.get',
    'pullRequests.listVerificationRuns',
    'pullRequests.queueEntryHistory',
    'pullRequests.queueEntryHistoryBatch',
    'pullRequests.resolveByCoordinates',
    'pullRequests.get',
    'pullRequests.dequeue',
    'pullRequests.restartTests',
    'pullRequests.reprioritize',
    'pullRequests.updateQueueEntry',
    'pullRequests.rerunFailedChecks',
    'pullRequests.queueEntryEstimate',
    'repositories.get',
    'repositories.resolveByProviderUrl',
    // The Flaky Tests API (§9, §9a): test collections, their tests, the CI quarantine lookups.
    'testCollections.list',
    'testCollections.get',
    'testCollections.quarantineStatus',
    'testCollections.allQuarantinedTests',
    'tests.list',
    'tests.get',
    // Quarantine overrides (live pages): one test, and up to 100 in one request.
    'tests.setQuarantine',
    'tests.setQuarantineMany',
];

// EXTERNAL MODULE: ./src/wire/v2/permissions.ts
var permissions = __webpack_require__(3826);
// EXTERNAL MODULE: ./src/wire/v2/quarantine-overrides.ts
var quarantine_overrides = __webpack_require__(2300);
// EXTERNAL MODULE: ./src/wire/v2/schemas.ts
var v2_schemas = __webpack_require__(494);
;// CONCATENATED MODULE: ./src/wire/v2/index.ts
/** The v2 API's wire: schemas, permissions, where it lives and what its keys look like. */







// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/emulator/simulation/random.ts
/**
 * Deterministic randomness for fault rates and generated data sets, and the emulator's ids.
 */

/** A small seeded PRNG (mulberry32): same seed, same sequence, on every platform. */
class SeededRandom {
    state;
    constructor(seed) {
        this.state = seed >>> 0;
    }
    /** A float in [0, 1). */
    next() {
        this.state = (this.state + 0x6d2b79f5) >>> 0;
        let t = this.state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    }
    /** An integer in [min, max]. */
    int(min, max) {
        return min + Math.floor(this.next() * (max - min + 1));
    }
    /** One element of a non-empty list. */
    pick(items) {
        return items[Math.floor(this.next() * items.length)];
    }
    /** True with probability `p`. */
    chance(p) {
        return this.next() < p;
    }
    /** A version-4-shaped UUID drawn from this generator (deterministic). */
    uuid() {
        const hex = Array.from({ length: 32 }, () => Math.floor(this.next() * 16).toString(16));
        hex[12] = '4';
        hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
        const s = hex.join('');
        return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    }
}
/** A fresh random UUID for queue entries and test runs. */
function newId() {
    return (0,external_node_crypto_.randomUUID)();
}
/** A 40-hex fake commit sha derived from `text` (stable across runs). */
function fakeSha(text) {
    return (0,external_node_crypto_.createHash)('sha1').update(text).digest('hex');
}
/** sha256 of `text`, hex. */
function sha256Hex(text) {
    return (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex');
}

;// CONCATENATED MODULE: ./src/emulator/faults/engine.ts
/**
 * Opt-in fault injection for loopback testing of clients: scripted errors, resets, slow or
 * truncated answers and odd bodies, per operation, for the next N requests or at a seeded rate.
 */




/** The v1 operation names a rule may target: the wire's operations table. */
const FAULT_V1_OPERATIONS = Object.keys(operations/* OPERATIONS */.x);
/** The v2 operation ids a rule may target (`pullRequests.get`, ...): the wire's list. */
const FAULT_V2_OPERATIONS = V2_OPERATION_IDS;
/** Every operation a rule may target: `*` (every `/v1` and `/v2` request), a v1 name, a v2 id. */
const FAULT_OPERATIONS = [
    '*',
    ...FAULT_V1_OPERATIONS,
    ...FAULT_V2_OPERATIONS,
];
const common = {
    operation: schemas/* string */.YjP()
        .refine((op) => FAULT_OPERATIONS.includes(op), {
        error: (issue) => `${JSON.stringify(issue.input)} is not an operation; expected * (every request), a v1 operation (${FAULT_V1_OPERATIONS.join(', ')}) or a v2 operation id (${FAULT_V2_OPERATIONS.join(', ')})`,
    })
        .optional(),
    /** Apply to the next `count` matching requests, then expire. */
    count: schemas/* number */.aig().int().min(1).max(1_000_000).optional(),
    /** Probability per matching request, drawn from the seeded generator. */
    rate: schemas/* number */.aig().min(0).max(1).optional(),
};
const FaultRuleSchema = schemas/* discriminatedUnion */.gMt('kind', [
    schemas/* strictObject */.rej({
        ...common,
        kind: schemas/* literal */.euz('status'),
        // 413 as an edge proxy with a lower body limit would answer it (plain text).
        status: schemas/* union */.KCZ([
            schemas/* literal */.euz(413),
            schemas/* literal */.euz(429),
            schemas/* literal */.euz(500),
            schemas/* literal */.euz(502),
            schemas/* literal */.euz(503),
            schemas/* literal */.euz(504),
        ]),
        retryAfter: schemas/* string */.YjP().min(1).max(64).optional(),
        body: schemas/* string */.YjP().max(65_536).optional(),
        contentType: schemas/* string */.YjP().min(1).max(255).optional(),
    }),
    schemas/* strictObject */.rej({ ...common, kind: schemas/* literal */.euz('reset') }),
    schemas/* strictObject */.rej({
        ...common,
        kind: schemas/* literal */.euz('slow-headers'),
        delayMs: schemas/* number */.aig().int().min(0).max(600_000),
    }),
    schemas/* strictObject */.rej({ ...common, kind: schemas/* literal */.euz('truncate') }),
    schemas/* strictObject */.rej({ ...common, kind: schemas/* literal */.euz('invalid-json') }),
    schemas/* strictObject */.rej({ ...common, kind: schemas/* literal */.euz('html-502') }),
    schemas/* strictObject */.rej({ ...common, kind: schemas/* literal */.euz('unknown-fields') }),
    schemas/* strictObject */.rej({ ...common, kind: schemas/* literal */.euz('unknown-state') }),
    schemas/* strictObject */.rej({ ...common, kind: schemas/* literal */.euz('drop-after-commit') }),
    schemas/* strictObject */.rej({
        ...common,
        kind: schemas/* literal */.euz('redirect'),
        location: schemas/* string */.YjP().min(1).max(2048),
    }),
    schemas/* strictObject */.rej({ ...common, kind: schemas/* literal */.euz('repeat-page-token') }),
]);
const FaultConfigSchema = schemas/* strictObject */.rej({
    seed: schemas/* number */.aig().int().optional(),
    rules: schemas/* array */.YOg(FaultRuleSchema).max(1000),
});
/** Faults that act before the request reaches the queue (the state is left unchanged). */
const EDGE_FAULTS = new Set([
    'status',
    'reset',
    'invalid-json',
    'html-502',
    'redirect',
]);
/** The PR state the `unknown-state` fault reports. */
const UNKNOWN_PR_STATE = 'queued_for_bisection';
/** The same state as v2 spells it (camelCase), in a queue entry. */
const UNKNOWN_PR_STATE_V2 = 'queuedForBisection';
/** The active rules; picks the rule (if any) for each request. */
class FaultEngine {
    rules = [];
    random = new SeededRandom(0);
    seedValue = 0;
    constructor(config) {
        if (config)
            this.configure(config);
    }
    /** Replaces every rule (and reseeds). Throws a ZodError on an invalid config. */
    configure(config) {
        const parsed = FaultConfigSchema.parse(config);
        this.seedValue = parsed.seed ?? 0;
        this.random = new SeededRandom(this.seedValue);
        this.rules = parsed.rules.map((r) => ({ ...r, remaining: r.count }));
    }
    get enabled() {
        return this.rules.length > 0;
    }
    /** The rules with their remaining counts (GET /_control/faults). */
    describe() {
        return {
            seed: this.seedValue,
            rules: this.rules.map((r) => {
                const { remaining, ...rule } = r;
                return remaining === undefined ? rule : { ...rule, remaining };
            }),
        };
    }
    /** The first rule that applies to this request, consuming a count if it has one. */
    pick(operation) {
        for (let i = 0; i < this.rules.length; i++) {
            const rule = this.rules[i];
            const op = rule.operation ?? '*';
            if (op !== '*' && op !== operation)
                continue;
            if (rule.rate !== undefined && !(this.random.next() < rule.rate))
                continue;
            if (rule.remaining !== undefined) {
                rule.remaining--;
                if (rule.remaining <= 0) {
                    this.rules.splice(i, 1);
                }
            }
            const { remaining: _remaining, ...applied } = rule;
            return applied;
        }
        return undefined;
    }
}
/** Adds unknown fields to a JSON body: at the top level and in each object of a top-level list. */
function withUnknownFields(body) {
    if (body === null || typeof body !== 'object' || Array.isArray(body))
        return body;
    const out = { ...body };
    for (const [k, v] of Object.entries(out)) {
        if (Array.isArray(v)) {
            out[k] = v.map((item) => item !== null && typeof item === 'object' && !Array.isArray(item)
                ? { ...item, emulatorExtraField: 'added by the unknown-fields fault' }
                : item);
        }
    }
    out.emulatorUnknownField = { note: 'added by the unknown-fields fault', version: 2 };
    out.emulatorUnknownFlag = true;
    return out;
}
/**
 * Replaces PR states with {@link UNKNOWN_PR_STATE}: v1's getSubmittedPullRequest and getQueue
 * bodies, and v2's queue entries (`queueEntry.state`, camelCase: {@link UNKNOWN_PR_STATE_V2}) in
 * a PR, a submit's answer or a page of PRs.
 */
function withUnknownState(operation, body) {
    if (body === null || typeof body !== 'object' || Array.isArray(body))
        return body;
    const o = body;
    if (operation === 'getSubmittedPullRequest')
        return { ...o, state: UNKNOWN_PR_STATE };
    if (operation === 'getQueue' && Array.isArray(o.enqueuedPullRequests)) {
        return {
            ...o,
            enqueuedPullRequests: o.enqueuedPullRequests.map((p) => p !== null && typeof p === 'object' ? { ...p, state: UNKNOWN_PR_STATE } : p),
        };
    }
    if (V2_PR_BODIES.has(operation))
        return withUnknownEntryState(o);
    if (V2_PR_PAGES.has(operation) && Array.isArray(o.data)) {
        return { ...o, data: o.data.map(withUnknownEntryState) };
    }
    return body;
}
/** The v2 operations that answer one PR, and those that answer a page of PRs. */
const V2_PR_BODIES = new Set([
    'pullRequests.get',
    'mergeQueues.submitPullRequest',
    'pullRequests.dequeue',
    'pullRequests.restartTests',
    'pullRequests.reprioritize',
    'pullRequests.updateQueueEntry',
]);
const V2_PR_PAGES = new Set([
    'pullRequests.resolveByCoordinates',
    'mergeQueues.listPullRequests',
]);
function withUnknownEntryState(pr) {
    if (pr === null || typeof pr !== 'object')
        return pr;
    const entry = pr.queueEntry;
    if (entry === null || typeof entry !== 'object')
        return pr;
    return { ...pr, queueEntry: { ...entry, state: UNKNOWN_PR_STATE_V2 } };
}

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
;// CONCATENATED MODULE: ./src/emulator/simulation/model.ts
/**
 * The simulation's data model: queues, their entries (one per submission of a PR), test runs, PR
 * metadata and queue settings, with the keys and small facts derived from them. The state
 * machine that changes them is in simulation.ts (with line.ts and rules.ts); their JSON form in
 * snapshot.ts.
 */

/** Most PRs one batch holds (the API has no maximum batch size setting; this is a guess). */
const MAX_BATCH_SIZE = 100;
/** Most finished entries kept per queue for lookups, metrics and the state dump. */
const MAX_FINISHED_PER_QUEUE = 10_000;
/** Most finished test runs kept (getMergeQueueTestingDetails answers 404 for older ones). */
const MAX_FINISHED_RUNS = 20_000;
/** Most impacted-target uploads kept per PR (one per head sha). */
const MAX_TARGET_UPLOADS_PER_PR = 10;
/** The status context the simulated CI reports when the queue sets no override (its trunk.yaml's, say). */
const DEFAULT_STATUS_CONTEXT = 'emulator/ci';
/** The default priority name, used when a submit gives none. */
const DEFAULT_PRIORITY_NAME = 'medium';
/** Settings of a new queue (guesses where the service's defaults are not published). */
const DEFAULT_QUEUE_SETTINGS = {
    concurrency: 1,
    testingTimeoutMinutes: 60,
    mode: 'single',
    canOptimisticallyMerge: false,
    pendingFailureDepth: 0,
    batch: false,
    batchingMaxWaitTimeMinutes: 5,
    batchingMinSize: 2,
    createPrsForTestingBranches: true,
    commentsEnabled: true,
    commandsEnabled: true,
    statusCheckEnabled: true,
    extensionEnabled: false,
    bisectionConcurrency: 1,
    requiredStatuses: null,
    allowedBotSubmitters: [],
    directMergeMode: 'off',
    optimizationMode: 'off',
    mergeMethod: 'squash',
    testBranchConstructionMode: 'rename_temp_branch',
    enqueueingLabel: '',
    labelCommandsEnabled: false,
    stateLabelsEnabled: false,
    notReadyTimeoutHours: 24,
};
/**
 * How a scripted failure's checks end, as GitHub's REST API spells a check run's conclusion
 * (`failure` for a test that failed; the others stop or never start a check, which a requeue
 * reads as a cause not the PR's own).
 */
const FAIL_CONCLUSIONS = {
    failure: 'FAILURE',
    cancelled: 'CANCELLED',
    timed_out: 'TIMED_OUT',
    startup_failure: 'STARTUP_FAILURE',
    stale: 'STALE',
};
/** Why GitHub says a PR cannot be merged, as v2's mergeabilityDetails codes it. */
const BLOCK_REASONS = [
    'behind',
    'conflict',
    'failingCheck',
    'awaitingCheck',
    'other',
];
/** What GitHub says for each, in words. */
const BLOCK_REASON_TEXT = {
    behind: 'the branch is behind its base branch',
    conflict: 'the branch has conflicts with its base branch',
    failingCheck: 'a required check is failing',
    awaitingCheck: 'a required check has not finished',
    other: 'registered as not mergeable in the emulator',
};
/** Estimates on, from the first PR (the emulator knows its simulated CI's duration). */
const DEFAULT_ESTIMATE_SETTINGS = { enabled: true, minHistory: 0 };
/** States of a PR whose test run has started: it holds its place at the front of the line. */
const STARTED_STATES = new Set([
    'testing',
    'tests_passed',
    'pending_failure',
]);
const TERMINAL_STATES = new Set(enums/* TERMINAL_PULL_REQUEST_STATES */.Wn);
/** A case-insensitive key of a repository: `host/owner/name`. */
function repoKey(repo) {
    return `${repo.host}/${repo.owner}/${repo.name}`.toLowerCase();
}
/** The key of a queue: repository key and branch (branches are case-sensitive, as in git). */
function queueKey(repo, branch) {
    return `${repoKey(repo)}#${branch}`;
}
/** `github.com/acme/app (main)`, for messages. */
function describeQueue(repo, branch) {
    return `${repo.host}/${repo.owner}/${repo.name} (branch ${branch})`;
}
/** The name of a numeric priority: the named level at or above it (urgent 0, high ≤10, ...). */
function priorityNameOf(value) {
    if (value <= enums/* PRIORITY_NAMES */.iR.urgent)
        return 'urgent';
    if (value <= enums/* PRIORITY_NAMES */.iR.high)
        return 'high';
    if (value <= enums/* PRIORITY_NAMES */.iR.medium)
        return 'medium';
    return 'low';
}
/** True while a PR is in a queue (not merged, failed or cancelled). */
function isActiveState(state) {
    return !TERMINAL_STATES.has(state);
}

;// CONCATENATED MODULE: ./src/emulator/simulation/errors.ts
/** An error a handler throws to answer with a status and a plain-text message. */
class HttpError extends Error {
    status;
    headers;
    constructor(
    /** The HTTP status to answer with. */
    status, message, 
    /** Extra response headers (e.g. `Allow` for a 405). */
    headers = {}) {
        super(message);
        this.status = status;
        this.headers = headers;
        this.name = 'HttpError';
    }
}

;// CONCATENATED MODULE: ./src/emulator/simulation/pull-requests.ts
/**
 * What the emulator knows of pull requests outside any queue: their metadata (registered through
 * the control API, or learned from an upload), their impacted-target uploads, the readiness
 * derived from both, and the scripted results of their next test runs. It changes no queue: a
 * method that learns of a push says so, and the simulation acts on it.
 */


/** `repoKey#number`: the key of a PR's metadata and scripts. */
function prKey(repo, number) {
    return `${repoKey(repo)}#${number}`;
}
/** PR metadata, impacted-target uploads and scripted outcomes. */
class PullRequestBook {
    /** PR metadata by `repoKey#number`. */
    metadata = new Map();
    /** Impacted-target uploads by `queueKey#number`, newest last. */
    targetUploads = new Map();
    /** Scripted outcomes by `repoKey#number`. */
    outcomes = new Map();
    /** Derived fake head shas, by `repoKey#number` (hashing each time is costly in big queues). */
    fakeShas = new Map();
    /** PR metadata, registered or not (defaults filled in by the readers). */
    metadataOf(repo, number) {
        return this.metadata.get(prKey(repo, number)) ?? { repo, number };
    }
    /** True when metadata for the PR was registered through the control API. */
    hasMetadata(repo, number) {
        return this.metadata.get(prKey(repo, number))?.registered === true;
    }
    /** The PR's head sha: registered, else learned from an upload, else a fake derived one. */
    headShaOf(repo, number) {
        const key = prKey(repo, number);
        const m = this.metadata.get(key);
        if (m?.headSha ?? m?.learnedSha)
            return (m.headSha ?? m.learnedSha);
        let sha = this.fakeShas.get(key);
        if (sha === undefined) {
            sha = fakeSha(key);
            this.fakeShas.set(key, sha);
        }
        return sha;
    }
    /** The impacted targets uploaded for the PR's current head sha, if any. */
    currentTargets(q, prNumber) {
        const sha = this.headShaOf(q.repo, prNumber);
        const uploads = this.targetUploads.get(`${q.key}#${prNumber}`);
        return uploads?.find((u) => u.sha === sha)?.targets;
    }
    /** Why a PR can or cannot start testing in queue `q`. */
    readinessOf(q, prNumber) {
        const meta = this.metadataOf(q.repo, prNumber);
        const requiresImpactedTargets = q.settings.mode === 'parallel';
        const hasImpactedTargets = this.currentTargets(q, prNumber) !== undefined;
        const doesBaseBranchMatch = (meta.baseBranch ?? q.branch) === q.branch;
        const gitHubMergeability = meta.mergeable === false ? 'not_mergeable' : 'mergeable';
        return {
            hasImpactedTargets,
            requiresImpactedTargets,
            doesBaseBranchMatch,
            gitHubMergeability,
            ready: doesBaseBranchMatch &&
                gitHubMergeability === 'mergeable' &&
                (!requiresImpactedTargets || hasImpactedTargets),
        };
    }
    /**
     * Keeps an upload of impacted targets for the PR's sha in queue `q`. True when it revealed a
     * new head commit (a push): the first sha learned from an upload is not one.
     */
    recordUpload(q, body, now) {
        const n = body.pr.number;
        const sha = body.pr.sha.toLowerCase();
        const key = `${q.key}#${n}`;
        const uploads = (this.targetUploads.get(key) ?? []).filter((u) => u.sha !== sha);
        uploads.push({ sha, targets: body.impactedTargets, at: now });
        while (uploads.length > MAX_TARGET_UPLOADS_PER_PR)
            uploads.shift();
        this.targetUploads.set(key, uploads);
        const metaKey = prKey(body.repo, n);
        const meta = this.metadata.get(metaKey);
        if (meta?.headSha === undefined && meta?.learnedSha !== sha) {
            // No head sha registered: the upload is the best evidence of the PR's head.
            const base = meta ?? { repo: { ...body.repo }, number: n };
            this.metadata.set(metaKey, { ...base, learnedSha: sha });
            return { pushed: meta?.learnedSha !== undefined };
        }
        return { pushed: false };
    }
    /** Registers or updates PR metadata; says whether its head sha changed (a push). */
    register(meta) {
        const key = prKey(meta.repo, meta.number);
        const before = this.headShaOf(meta.repo, meta.number);
        const merged = {
            ...this.metadata.get(key),
            ...stripUndefined(meta),
            repo: meta.repo,
            number: meta.number,
            registered: true,
        };
        if (merged.headSha)
            merged.headSha = merged.headSha.toLowerCase();
        this.metadata.set(key, merged);
        return { metadata: merged, pushed: this.headShaOf(meta.repo, meta.number) !== before };
    }
    /** Adds a scripted result for the PR's next test run(s). */
    scriptOutcome(repo, number, outcome) {
        const key = prKey(repo, number);
        const list = this.outcomes.get(key) ?? [];
        list.push({ ...outcome });
        this.outcomes.set(key, list);
    }
    /** The scripts still waiting for the PR's next runs. */
    scriptsOf(repo, number) {
        return this.outcomes.get(prKey(repo, number)) ?? [];
    }
    /** Takes the script of the PR's next run, if any (a script for N runs counts down). */
    takeOutcome(repo, number) {
        const key = prKey(repo, number);
        const list = this.outcomes.get(key);
        const next = list?.[0];
        if (!list || !next)
            return undefined;
        next.remaining--;
        if (next.remaining <= 0)
            list.shift();
        if (list.length === 0)
            this.outcomes.delete(key);
        return next;
    }
    /** Forgets the uploads made to a deleted queue. */
    dropQueue(queueKey) {
        for (const key of [...this.targetUploads.keys()]) {
            if (key.startsWith(`${queueKey}#`))
                this.targetUploads.delete(key);
        }
    }
    /** Forgets everything. */
    reset() {
        this.metadata.clear();
        this.targetUploads.clear();
        this.outcomes.clear();
    }
}
/** A not_ready PR's reason, in words. */
function describeUnready(r) {
    if (!r.doesBaseBranchMatch)
        return "not ready: the PR's base branch is not the queue's branch";
    if (r.gitHubMergeability !== 'mergeable')
        return 'not ready: GitHub reports it not mergeable';
    return 'not ready: no impacted targets uploaded for its head commit';
}
/** The object without its undefined fields. */
function stripUndefined(o) {
    return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

;// CONCATENATED MODULE: ./src/emulator/simulation/targets.ts
/** Impacted targets: overlap checks and unions (parallel mode's notion of "depends on"). */

/** Fast overlap checks of impacted targets against a growing set of entries. */
class TargetIndex {
    all = false;
    names = new Set();
    size = 0;
    add(targets) {
        if (targets === undefined)
            return;
        this.size++;
        if (targets === wire_schemas/* IMPACTS_ALL */._s)
            this.all = true;
        else
            for (const t of targets)
                this.names.add(t);
    }
    /** True when `targets` overlaps anything added (ALL overlaps everything non-empty). */
    overlaps(targets) {
        if (targets === undefined || this.size === 0)
            return false;
        if (targets === wire_schemas/* IMPACTS_ALL */._s)
            return true;
        if (this.all)
            return true;
        return targets.some((t) => this.names.has(t));
    }
}
/** True when two target sets overlap: `ALL` overlaps everything, lists by a shared name. */
function targetsOverlap(a, b) {
    if (a === undefined || b === undefined)
        return false;
    if (a === wire_schemas/* IMPACTS_ALL */._s || b === wire_schemas/* IMPACTS_ALL */._s)
        return true;
    if (a.length > b.length)
        return targetsOverlap(b, a);
    const set = new Set(b);
    return a.some((t) => set.has(t));
}
/** The union of target sets: `ALL` if any is `ALL`; undefined if none was uploaded. */
function unionTargets(list) {
    let any = false;
    const out = new Set();
    for (const t of list) {
        if (t === undefined)
            continue;
        any = true;
        if (t === wire_schemas/* IMPACTS_ALL */._s)
            return wire_schemas/* IMPACTS_ALL */._s;
        for (const name of t)
            out.add(name);
    }
    return any ? [...out] : undefined;
}

;// CONCATENATED MODULE: ./src/emulator/simulation/run-plan.ts
/**
 * Which PRs the queue's next test run holds, and what it is tested on top of: the reads that
 * plan a run, apart from the state machine that starts it. Single mode tests the first pending PR
 * (or batch) on top of every started PR ahead; parallel mode any pending PR whose impacted targets
 * overlap no earlier waiting one, on top of the started PRs ahead whose targets overlap its own
 * (with their bases and batch mates). Batches fill up to the queue's minimum size, or start when
 * the oldest member waited the queue's maximum time, the queue drains, or a member was restarted.
 */


/** The PRs of the next run to start in `q` at `now`, if any may start. */
function nextRunMembers(q, now, view) {
    const batching = q.settings.batch;
    const parallel = q.settings.mode === 'parallel';
    const blockers = new TargetIndex();
    const groupTargets = new TargetIndex();
    const group = [];
    let blockedAll = false;
    for (const e of q.line) {
        if (e.state !== 'pending')
            continue;
        const targets = parallel ? view.targetsOf(e.prNumber) : undefined;
        const blocked = parallel ? blockers.overlaps(targets) : blockedAll;
        if (blocked) {
            if (!parallel)
                break;
            blockers.add(targets);
            continue;
        }
        if (!batching)
            return [e];
        const dependsOnGroup = parallel ? groupTargets.overlaps(targets) : group.length > 0;
        if (e.noBatch) {
            if (!dependsOnGroup)
                return [e];
        }
        else if (group.length < MAX_BATCH_SIZE) {
            group.push(e);
            groupTargets.add(targets);
            continue;
        }
        // It must wait for the batch ahead of it.
        blockers.add(targets);
        blockedAll = true;
    }
    if (group.length > 0 && batchMayStart(q, group, now))
        return group;
    return undefined;
}
/** True when a batch may start now rather than wait to fill up. */
function batchMayStart(q, group, now) {
    const s = q.settings;
    if (group.length >= s.batchingMinSize || group.length >= MAX_BATCH_SIZE)
        return true;
    if (q.state === 'draining')
        return true;
    if (group.some((e) => e.restarted))
        return true;
    const oldest = Math.min(...group.map((e) => e.readySince ?? now));
    return now >= oldest + s.batchingMaxWaitTimeMinutes * 60_000;
}
/** The entries ahead of `members` that their test branch includes. */
function baseOf(q, members, view) {
    const memberIds = new Set(members.map((m) => m.id));
    const last = Math.max(...members.map((m) => q.line.indexOf(m)));
    const ahead = q.line
        .slice(0, last)
        .filter((x) => !memberIds.has(x.id) && STARTED_STATES.has(x.state));
    const base = new Set();
    if (q.settings.mode === 'single') {
        for (const x of ahead)
            base.add(x.id);
        return base;
    }
    const memberTargets = members.map((m) => view.targetsOf(m.prNumber));
    for (const x of ahead) {
        const xt = view.targetsOf(x.prNumber);
        if (!memberTargets.some((t) => targetsOverlap(t, xt)))
            continue;
        base.add(x.id);
        // Its own base and its batch mates are in its test branch, so in ours too.
        for (const b of view.baseSet(x.runId))
            base.add(b);
        for (const mate of view.membersOf(x.runId))
            if (!memberIds.has(mate))
                base.add(mate);
    }
    return base;
}
/** Up to `limit` entries behind `f` in the line whose test does (or will) include it. */
function dependentsBehind(q, f, limit, view) {
    const out = [];
    const i = q.line.indexOf(f);
    if (i < 0)
        return out;
    const parallel = q.settings.mode === 'parallel';
    const fTargets = parallel ? view.targetsOf(f.prNumber) : undefined;
    for (const x of q.line.slice(i + 1)) {
        if (out.length >= limit)
            break;
        const depends = STARTED_STATES.has(x.state)
            ? view.baseSet(x.runId).has(f.id)
            : !parallel || targetsOverlap(view.targetsOf(x.prNumber), fTargets);
        if (depends)
            out.push(x);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/emulator/simulation/snapshot.ts
/**
 * The JSON form of a {@link Simulation}: what the data file holds. Queues refer to entries by id,
 * so an entry shared by a queue's line and its by-PR index is stored once.
 */

/** The JSON form of the tables, with the simulation's clock and counters. */
function snapshotOf(t, counters) {
    return {
        ...counters,
        queues: [...t.queues.values()].map((q) => ({
            ...queueIdentity(q),
            settings: q.settings,
            line: q.line.map((e) => e.id),
            waiting: q.waiting.map((e) => e.id),
            finished: q.finished.map((e) => e.id),
            byPr: [...q.byPr.entries()].map(([n, e]) => [n, e.id]),
            activeRuns: [...q.activeRuns],
            ...(q.estimates ? { estimates: { ...q.estimates } } : {}),
        })),
        entries: [...t.entries.values()],
        runs: [...t.runs.values()],
        finishedRunOrder: [...t.finishedRunOrder],
        pullRequests: [...t.pullRequests.values()],
        targetUploads: [...t.targetUploads.entries()],
        outcomes: [...t.outcomes.entries()],
    };
}
/** Fills empty tables from a snapshot; throws when a queue refers to a missing entry. */
function restoreTables(t, snap) {
    for (const e of snap.entries)
        t.entries.set(e.id, e);
    for (const r of snap.runs)
        t.runs.set(r.id, r);
    t.finishedRunOrder.push(...snap.finishedRunOrder);
    const entry = (id) => {
        const e = t.entries.get(id);
        if (!e)
            throw new Error(`queue entry ${id} is referenced but missing`);
        return e;
    };
    for (const q of snap.queues) {
        t.queues.set(q.key, {
            ...queueIdentity(q),
            settings: {
                ...DEFAULT_QUEUE_SETTINGS,
                ...q.settings,
                ...(q.requiredStatusesSource === 'trunk_config' && { requiredStatuses: null }),
            },
            line: q.line.map(entry),
            waiting: q.waiting.map(entry),
            finished: q.finished.map(entry),
            byPr: new Map(q.byPr.map(([n, id]) => [n, entry(id)])),
            activeRuns: new Set(q.activeRuns.filter((id) => t.runs.has(id))),
            ...(q.estimates ? { estimates: { ...q.estimates } } : {}),
            readinessDirty: true,
        });
    }
    for (const m of snap.pullRequests)
        t.pullRequests.set(`${repoKey(m.repo)}#${m.number}`, m);
    for (const [k, v] of snap.targetUploads)
        t.targetUploads.set(k, v);
    for (const [k, v] of snap.outcomes)
        t.outcomes.set(k, v);
}
/** The fields a queue and its snapshot share as they are. */
function queueIdentity(q) {
    const { key, repo, branch, createdAt, state, switching } = q;
    return { key, repo, branch, createdAt, state, switching };
}

;// CONCATENATED MODULE: ./src/emulator/simulation/test-runs.ts
/**
 * The simulated CI: the test runs a queue starts, what each member's scripted result makes of
 * it (how long it takes, whether it passes, fails or hangs), when a run is due or times out, and
 * the checks a finished run reports. It decides nothing about the queue's PRs: the simulation
 * reads a run's end and moves its members.
 */



/** The test runs of every queue, in progress and finished (bounded). */
class TestRunBook {
    testDurationMs;
    runs = new Map();
    finishedRunOrder = [];
    /** Bases of runs as sets, built on demand. */
    baseSets = new Map();
    constructor(
    /** Simulated duration of a run that no script overrides, in ms. */
    testDurationMs) {
        this.testDurationMs = testDurationMs;
    }
    get(id) {
        return id ? this.runs.get(id) : undefined;
    }
    /** The entry ids a run's test branch includes, as a set. */
    baseSet(runId) {
        if (!runId)
            return new Set();
        let s = this.baseSets.get(runId);
        if (!s) {
            s = new Set(this.runs.get(runId)?.base ?? []);
            this.baseSets.set(runId, s);
        }
        return s;
    }
    /** When the queue's testing timeout ends `run`, if the queue has one. */
    timeoutAt(q, run) {
        const minutes = q.settings.testingTimeoutMinutes;
        return minutes > 0 ? run.createdAt + minutes * 60_000 : undefined;
    }
    /** Starts a run of `inputs.members` in queue `q` at `now`; the caller moves the members. */
    start(q, now, inputs) {
        const { members, base } = inputs;
        const id = newId();
        const memberOutcomes = members.map((m) => {
            const scripted = inputs.takeOutcome(m.prNumber);
            const outcome = scripted?.outcome ?? 'pass';
            const timeoutMs = q.settings.testingTimeoutMinutes * 60_000;
            // A scripted timeout without a duration lasts the queue's testing timeout, if it has one.
            const duration = scripted?.durationMs ??
                (outcome === 'timeout' && timeoutMs > 0 ? timeoutMs : this.testDurationMs);
            return {
                entryId: m.id,
                outcome,
                endsAt: outcome === 'hang' ? null : now + duration,
                ...(scripted?.failChecks ? { failChecks: [...scripted.failChecks] } : {}),
                ...(scripted?.failConclusion ? { failConclusion: scripted.failConclusion } : {}),
            };
        });
        const ends = memberOutcomes.map((m) => m.endsAt);
        const first = members[0];
        const run = {
            id,
            queueKey: q.key,
            testBranch: `trunk-merge/pr-${first.prNumber}/${id}`,
            testBranchSha: fakeSha(`test-branch:${id}`),
            members: members.map((m) => m.id),
            prNumbers: members.map((m) => m.prNumber),
            base,
            basePrNumbers: base
                .map((b) => inputs.prNumberOf(b))
                .filter((n) => n !== undefined),
            createdAt: now,
            status: 'in_progress',
            endsAt: ends.includes(null) ? null : Math.max(...ends),
            memberOutcomes,
        };
        if (q.settings.mode === 'parallel') {
            const memberTargets = members.map((m) => inputs.targetsOf(m.prNumber));
            run.impactedTargetsForTestedPrs = unionTargets(memberTargets);
            run.impactedTargets = unionTargets([
                ...memberTargets,
                ...base.map((b) => {
                    const n = inputs.prNumberOf(b);
                    return n === undefined ? undefined : inputs.targetsOf(n);
                }),
            ]);
        }
        this.runs.set(id, run);
        q.activeRuns.add(id);
        return run;
    }
    /** Ends a run with `status` at `now`, with its checks; forgets the oldest finished runs. */
    finish(q, run, status, reason, now) {
        run.status = status;
        run.finishedAt = now;
        run.endReason = reason;
        run.checks = checksOf(q, run);
        q.activeRuns.delete(run.id);
        this.finishedRunOrder.push(run.id);
        while (this.finishedRunOrder.length > MAX_FINISHED_RUNS) {
            const old = this.finishedRunOrder.shift();
            this.runs.delete(old);
            this.baseSets.delete(old);
        }
    }
    /** The earliest run of `q` due at `now` (completed, or timed out), if any. */
    due(q, now) {
        let due;
        for (const id of q.activeRuns) {
            const run = this.runs.get(id);
            if (!run)
                continue;
            const timeoutAt = this.timeoutAt(q, run);
            const endsAt = run.endsAt ?? Infinity;
            const timedOut = timeoutAt !== undefined && timeoutAt < endsAt;
            const at = timedOut ? timeoutAt : endsAt;
            if (at > now)
                continue;
            // A member scripted to time out ends its run as a testing timeout too.
            const scriptedTimeout = run.memberOutcomes.some((m) => m.outcome === 'timeout');
            if (!due || at < due.at || (at === due.at && run.createdAt < due.run.createdAt)) {
                due = { run, at, timeout: timedOut || scriptedTimeout };
            }
        }
        return due;
    }
    /** The times after `now` at which a run of `q` completes or times out. */
    eventTimes(q) {
        const out = [];
        for (const id of q.activeRuns) {
            const run = this.runs.get(id);
            if (!run)
                continue;
            if (run.endsAt !== null)
                out.push(run.endsAt);
            const t = this.timeoutAt(q, run);
            if (t !== undefined)
                out.push(t);
        }
        return out;
    }
    /** Forgets the runs of a deleted queue. */
    dropQueue(queueKey) {
        for (const [id, run] of this.runs) {
            if (run.queueKey === queueKey) {
                this.runs.delete(id);
                this.baseSets.delete(id);
            }
        }
    }
    /** Forgets every run. */
    reset() {
        this.runs.clear();
        this.baseSets.clear();
        this.finishedRunOrder.length = 0;
    }
}
/**
 * The checks of a run that just finished: the queue's required ones, plus any a script names.
 * A failed run fails the scripted checks of its failing members (every required one when a
 * script names none); a timed-out run times out every check; a cancelled one cancels them.
 */
function checksOf(q, run) {
    const required = q.settings.requiredStatuses ?? [DEFAULT_STATUS_CONTEXT];
    const failing = run.memberOutcomes.filter((m) => m.outcome !== 'pass');
    // Each failed check's conclusion: the first failing member's script that names it decides.
    const failNames = new Map();
    for (const m of failing) {
        for (const n of m.failChecks ?? required) {
            if (!failNames.has(n))
                failNames.set(n, m.failConclusion ?? 'FAILURE');
        }
    }
    const names = [...new Set([...required, ...failNames.keys()])];
    const timedOut = run.endReason?.startsWith('timed out') === true;
    const repoUrl = `https://${q.repo.host}/${q.repo.owner}/${q.repo.name}`;
    return names.map((name) => ({
        name,
        url: `${repoUrl}/runs/${run.id}?check=${encodeURIComponent(name)}`,
        conclusion: run.status === 'succeeded'
            ? 'SUCCESS'
            : run.status === 'cancelled'
                ? 'CANCELLED'
                : timedOut
                    ? 'TIMED_OUT'
                    : (failNames.get(name) ?? 'SUCCESS'),
    }));
}
/** The checks of a finished run that did not pass. */
function failedChecksOf(run) {
    return (run.checks ?? []).filter((c) => c.conclusion !== 'SUCCESS');
}

;// CONCATENATED MODULE: ./src/emulator/simulation/simulation-state.ts
/**
 * What the simulation holds, and the reads of it: the queues and their entries, the PR book
 * (pull-requests.ts) and the simulated CI (test-runs.ts), the time the simulation has reached and
 * the counters that order submissions and tell persistence of a change; the lookups every part
 * of the emulator makes; the snapshot that saves and restores it all. Nothing here moves a PR:
 * the moves are in line.ts, the rules that make them in rules.ts, the operations in
 * simulation.ts.
 */






/** The simulation's tables, clock and counters, with the reads of them. */
class SimulationState {
    queues = new Map();
    entries = new Map();
    /** PR metadata, impacted-target uploads and scripted outcomes. */
    prs = new PullRequestBook();
    /** The simulated CI's test runs. */
    ci;
    v2DuplicateSubmit;
    /** Emulator time the simulation has reached; it only moves forward. */
    nowMs;
    /** Numbers submissions, so PRs of equal priority keep their order. */
    seq = 0;
    /** Counts every change, so persistence knows when to write. */
    version = 0;
    constructor(options) {
        this.ci = new TestRunBook(options.testDurationMs);
        this.v2DuplicateSubmit = options.v2DuplicateSubmit ?? false;
        this.nowMs = options.now;
    }
    /** Test runs by id (the simulated CI's table). */
    get runs() {
        return this.ci.runs;
    }
    /** PR metadata by `repoKey#number`. */
    get pullRequests() {
        return this.prs.metadata;
    }
    /** Impacted-target uploads by `queueKey#number`, newest last. */
    get targetUploads() {
        return this.prs.targetUploads;
    }
    /** Scripted outcomes by `repoKey#number`. */
    get outcomes() {
        return this.prs.outcomes;
    }
    /** Simulated duration of a test run that no script overrides, in ms. */
    get testDurationMs() {
        return this.ci.testDurationMs;
    }
    set testDurationMs(ms) {
        this.ci.testDurationMs = ms;
    }
    /** Emulator time the simulation has been advanced to. */
    get now() {
        return this.nowMs;
    }
    /** Notes a change of any table, so persistence writes it. */
    changed() {
        this.version++;
    }
    // ---- Lookups ----------------------------------------------------------------------------
    /** The queue for a repository and branch, or a 404. */
    queueOf(repo, branch) {
        const q = this.queues.get(queueKey(repo, branch));
        if (!q)
            throw new HttpError(404, `no merge queue for ${describeQueue(repo, branch)}`);
        return q;
    }
    /** PR metadata, registered or not (defaults filled in by the readers). */
    metadataOf(repo, number) {
        return this.prs.metadataOf(repo, number);
    }
    /** True when metadata for the PR was registered through the control API. */
    hasMetadata(repo, number) {
        return this.prs.hasMetadata(repo, number);
    }
    /** The PR's head sha: registered, else learned from an upload, else a fake derived one. */
    headShaOf(repo, number) {
        return this.prs.headShaOf(repo, number);
    }
    /** The impacted targets uploaded for the PR's current head sha, if any. */
    currentTargets(q, prNumber) {
        return this.prs.currentTargets(q, prNumber);
    }
    /** Why a PR can or cannot start testing, as the readiness object reports it. */
    readinessOf(q, prNumber) {
        return this.prs.readinessOf(q, prNumber);
    }
    /** Active entries of a queue in queue order: the line, then the not_ready ones. */
    activeEntries(q) {
        return [...q.line, ...sortedWaiting(q)];
    }
    /**
     * Every transition of PR `number` in queue `q`, oldest first, across its submissions: the
     * service keeps one queue entry per PR and reuses it on a resubmit, so its history spans every
     * time the PR was queued (a requeue counts its earlier kick-outs from it).
     */
    historyOf(q, prNumber) {
        const seen = new Set();
        const entries = [];
        for (const e of [...q.finished, q.byPr.get(prNumber)]) {
            if (!e || e.prNumber !== prNumber || seen.has(e.id))
                continue;
            seen.add(e.id);
            entries.push(e);
        }
        return entries.sort((a, b) => a.seq - b.seq).flatMap((e) => e.timeline);
    }
    /** The PRs a pending_failure PR waits on: those behind it whose tests include it. */
    pendingFailureWatch(q, f) {
        const depth = q.settings.pendingFailureDepth;
        return depth > 0 ? dependentsBehind(q, f, depth, this.planView(q)) : [];
    }
    /** What planning a run of queue `q` reads of its PRs and runs. */
    planView(q) {
        return {
            targetsOf: (n) => this.currentTargets(q, n),
            baseSet: (runId) => this.ci.baseSet(runId),
            membersOf: (runId) => this.ci.get(runId)?.members ?? [],
        };
    }
    // ---- Persistence --------------------------------------------------------------------------
    /** Forgets every queue, PR, run and script (control API reset). */
    reset() {
        this.queues.clear();
        this.entries.clear();
        this.prs.reset();
        this.ci.reset();
        this.changed();
    }
    /** Everything needed to rebuild this simulation, as plain JSON. */
    toSnapshot() {
        return snapshotOf(this.tables(), {
            now: this.nowMs,
            seq: this.seq,
            testDurationMs: this.ci.testDurationMs,
        });
    }
    /** Replaces this simulation's state with a snapshot's (throws on an inconsistent one). */
    loadSnapshot(snap) {
        this.reset();
        this.nowMs = Math.max(this.nowMs, snap.now);
        this.seq = snap.seq;
        restoreTables(this.tables(), snap);
        this.changed();
    }
    tables() {
        return {
            queues: this.queues,
            entries: this.entries,
            runs: this.ci.runs,
            finishedRunOrder: this.ci.finishedRunOrder,
            pullRequests: this.prs.metadata,
            targetUploads: this.prs.targetUploads,
            outcomes: this.prs.outcomes,
        };
    }
}
/** Queue order among PRs: priority (0 highest), then submission. */
function byPriorityThenSeq(a, b) {
    return a.priorityValue - b.priorityValue || a.seq - b.seq;
}
/** A queue's not_ready PRs in queue order. */
function sortedWaiting(q) {
    return [...q.waiting].sort(byPriorityThenSeq);
}

;// CONCATENATED MODULE: ./src/emulator/simulation/line.ts
/**
 * The moves of a PR in its queue's line, shared by the operations (simulation.ts) and the rules
 * (rules.ts): a transition recorded in the entry's timeline; going into the line at its place and
 * out of it; leaving the queue; and the one consequence every move that invalidates a test
 * carries: each run whose base included the PR is restarted, its members back to pending.
 */





/** Moves an entry to `state` now, and writes the transition into its timeline. */
function record(s, e, state, reason, cause = {}) {
    e.state = state;
    e.stateChangedAt = s.now;
    e.timeline.push({ state, at: s.now, reason, ...stripUndefined(cause) });
    s.changed();
}
/** Puts a ready entry into the line at its place (see simulation.ts's module comment). */
function insertIntoLine(s, q, e) {
    e.readySince = s.now;
    if (e.priorityValue === enums/* PRIORITY_NAMES */.iR.urgent) {
        let i = 0;
        while (i < q.line.length && q.line[i].priorityValue === enums/* PRIORITY_NAMES */.iR.urgent)
            i++;
        q.line.splice(i, 0, e);
        restartDependentsOfInserted(s, q, e, i);
        return;
    }
    let lastStarted = -1;
    q.line.forEach((x, i) => {
        if (STARTED_STATES.has(x.state))
            lastStarted = i;
    });
    let i = lastStarted + 1;
    while (i < q.line.length && byPriorityThenSeq(q.line[i], e) <= 0)
        i++;
    q.line.splice(i, 0, e);
}
/** An urgent PR went in front of started PRs: restart those whose test it invalidates. */
function restartDependentsOfInserted(s, q, e, index) {
    const parallel = q.settings.mode === 'parallel';
    const mine = parallel ? s.currentTargets(q, e.prNumber) : undefined;
    const restarted = new Set();
    const runs = [];
    for (const x of q.line.slice(index + 1)) {
        if (!STARTED_STATES.has(x.state) || !x.runId)
            continue;
        const base = s.ci.baseSet(x.runId);
        const depends = !parallel ||
            targetsOverlap(s.currentTargets(q, x.prNumber), mine) ||
            [...restarted].some((id) => base.has(id));
        if (!depends)
            continue;
        restarted.add(x.id);
        const run = s.runs.get(x.runId);
        if (run && !runs.includes(run))
            runs.push(run);
    }
    for (const run of runs) {
        restartRun(s, q, run, `pull request #${e.prNumber} (urgent) went ahead of it`);
    }
}
/** Takes an entry out of the line or the waiting list, wherever it stands. */
function removeFromLine(q, e) {
    const i = q.line.indexOf(e);
    if (i >= 0)
        q.line.splice(i, 1);
    const w = q.waiting.indexOf(e);
    if (w >= 0)
        q.waiting.splice(w, 1);
}
/** Ends an entry (failed or cancelled) and restarts every run whose base included it. */
function leaveQueue(s, q, e, state, reason, mates = 'retest', cause = {}) {
    const run = e.runId ? s.runs.get(e.runId) : undefined;
    if (run && STARTED_STATES.has(e.state) && run.id === e.runId) {
        if (run.status === 'in_progress') {
            finishRun(s, q, run, 'cancelled', `pull request #${e.prNumber} ${state}`);
        }
        // Its batch mates were tested together with it: their result no longer stands.
        for (const id of mates === 'retest' ? run.members : []) {
            const mate = s.entries.get(id);
            if (mate && mate !== e && STARTED_STATES.has(mate.state) && mate.runId === run.id) {
                toPending(s, mate, `batch retested: pull request #${e.prNumber} ${state}`);
            }
        }
    }
    removeFromLine(q, e);
    record(s, e, state, reason, cause);
    archive(s, q, e);
    invalidateDependents(s, q, e, `pull request #${e.prNumber} ahead of it ${state}`);
}
/** Keeps a finished entry among the queue's finished ones (the oldest beyond the bound go). */
function archive(s, q, e) {
    q.finished.push(e);
    while (q.finished.length > MAX_FINISHED_PER_QUEUE) {
        const old = q.finished.shift();
        if (q.byPr.get(old.prNumber) !== old)
            s.entries.delete(old.id);
    }
}
/** Restarts every started entry whose test included `e` (it left, or its code changed). */
function invalidateDependents(s, q, e, reason) {
    const runs = new Set();
    for (const x of q.line) {
        if (x === e || !STARTED_STATES.has(x.state) || !x.runId)
            continue;
        if (s.ci.baseSet(x.runId).has(e.id)) {
            const run = s.runs.get(x.runId);
            if (run)
                runs.add(run);
        }
    }
    for (const run of runs)
        restartRun(s, q, run, reason);
}
/** Cancels a run (if running) and puts its started members back to pending, in place. */
function restartRun(s, q, run, reason) {
    if (run.status === 'in_progress')
        finishRun(s, q, run, 'cancelled', reason);
    for (const id of run.members) {
        const m = s.entries.get(id);
        if (m && STARTED_STATES.has(m.state) && m.runId === run.id)
            toPending(s, m, reason);
    }
}
/** Puts a started entry back to pending, to be tested again. */
function toPending(s, m, reason) {
    record(s, m, 'pending', reason);
    m.restarted = true;
    m.readySince = s.now;
    m.verifiedByTestRun = null;
}
/** Ends a run of queue `q` now with `status`. */
function finishRun(s, q, run, status, reason) {
    s.ci.finish(q, run, status, reason, s.now);
    s.changed();
}
/** A PR's head changed (a push): its tests and the tests that included it are stale. */
function headChanged(s, repo, number) {
    for (const q of s.queues.values()) {
        if (repoKey(q.repo) !== repoKey(repo))
            continue;
        const e = q.byPr.get(number);
        if (!e || !isActiveState(e.state))
            continue;
        if (STARTED_STATES.has(e.state) && e.runId) {
            const run = s.runs.get(e.runId);
            if (run)
                restartRun(s, q, run, `pull request #${number} has a new head commit`);
            if (STARTED_STATES.has(e.state))
                toPending(s, e, `pull request #${number} has a new head commit`);
        }
        invalidateDependents(s, q, e, `pull request #${number} ahead of it has a new head commit`);
    }
}

;// CONCATENATED MODULE: ./src/emulator/simulation/rules.ts
/**
 * The rules the simulation applies on its own, at one instant, until none applies (settle): a
 * due test run ends and moves its PRs; a pending_failure PR fails once nothing behind it can
 * rescue it; a tests_passed PR merges once its base has; PRs move between the line and the
 * waiting list as their readiness changes; a mode switch completes; runs start in free slots.
 * And when the next of them is due (nextEventTime), so the simulation can be driven through time.
 */






/** The time of the next scheduled event after now, if any. */
function nextEventTime(s) {
    let next;
    const consider = (t) => {
        if (t === null || t === undefined || t <= s.now)
            return;
        if (next === undefined || t < next)
            next = t;
    };
    for (const q of s.queues.values()) {
        for (const t of s.ci.eventTimes(q))
            consider(t);
        if (q.settings.batch) {
            const waitMs = q.settings.batchingMaxWaitTimeMinutes * 60_000;
            for (const e of q.line) {
                if (e.state === 'pending' && e.readySince !== undefined)
                    consider(e.readySince + waitMs);
            }
        }
    }
    return next;
}
/** Applies every rule until nothing changes, at the current time. */
function settle(s) {
    // Each round changes something, and there are finitely many changes to make; the bound
    // only guards against a bug turning into a hung server.
    for (let round = 0; round < 10_000_000; round++) {
        let changed = false;
        for (const q of s.queues.values()) {
            if (settleQueue(s, q))
                changed = true;
        }
        if (!changed)
            return;
    }
}
/** The readiness of PR `number` of `repo` must be checked again, in every queue of the repo. */
function readinessChanged(s, repo, number) {
    const key = repoKey(repo);
    for (const q of s.queues.values()) {
        if (repoKey(q.repo) === key)
            (q.dirtyPrs ??= new Set()).add(number);
    }
}
function settleQueue(s, q) {
    // One rule at a time, in this order, until none applies.
    return (completeNextDueRun(s, q) ||
        resolvePendingFailures(s, q) ||
        mergePassed(s, q) ||
        refreshReadiness(s, q) ||
        finishModeSwitch(s, q) ||
        startRuns(s, q));
}
// ---- A run ends ------------------------------------------------------------------------------
/** Completes (or times out) the earliest due run; true if one was. */
function completeNextDueRun(s, q) {
    const due = s.ci.due(q, s.now);
    if (!due)
        return false;
    const { run } = due;
    if (due.timeout) {
        const deadline = due.at;
        const culprits = run.memberOutcomes
            .filter((m) => m.outcome === 'timeout' || m.endsAt === null || m.endsAt > deadline)
            .map((m) => m.entryId);
        // The queue's testing timeout, or a scripted timeout's own duration.
        const minutes = Math.round((deadline - run.createdAt) / 60_000);
        finishRun(s, q, run, 'failed', `timed out after ${minutes} minutes`);
        onRunFailed(s, q, run, culprits, `testing timed out after ${minutes} minutes`, {
            code: 'TEST_RUN_TIMEOUT',
        });
    }
    else if (run.memberOutcomes.every((m) => m.outcome === 'pass')) {
        finishRun(s, q, run, 'succeeded', 'tests passed');
        onRunSucceeded(s, q, run);
    }
    else {
        const culprits = run.memberOutcomes.filter((m) => m.outcome !== 'pass').map((m) => m.entryId);
        finishRun(s, q, run, 'failed', 'tests failed');
        onRunFailed(s, q, run, culprits, 'tests failed', {
            code: 'TEST_RUN_REQUIRED_STATUS_FAILED',
        });
    }
    return true;
}
function onRunSucceeded(s, q, run) {
    for (const id of run.members) {
        const m = s.entries.get(id);
        if (m && m.state === 'testing' && m.runId === run.id) {
            record(s, m, 'tests_passed', `test run ${run.id} passed`, {
                code: 'TEST_RUN_PASSED',
                runId: run.id,
            });
            m.verifiedByTestRun = run.id;
        }
    }
    if (!q.settings.canOptimisticallyMerge)
        return;
    // Optimistic merging: the PRs this run included are proven too.
    for (const id of run.base) {
        const b = s.entries.get(id);
        if (!b || !['testing', 'pending', 'pending_failure'].includes(b.state))
            continue;
        const own = b.runId ? s.runs.get(b.runId) : undefined;
        if (own && own.status === 'in_progress') {
            finishRun(s, q, own, 'cancelled', `superseded: test run ${run.id} included it and passed`);
        }
        record(s, b, 'tests_passed', `optimistic merge: test run ${run.id} included it and passed`, {
            code: 'SUCCESSOR_TEST_RUN_PASSED',
            runId: run.id,
        });
        b.verifiedByTestRun = run.id;
    }
}
function onRunFailed(s, q, run, culpritIds, reason, cause) {
    const failed = { ...cause, runId: run.id, failedChecks: failedChecksOf(run) };
    const members = run.members
        .map((id) => s.entries.get(id))
        .filter((m) => m !== undefined && m.state === 'testing' && m.runId === run.id);
    // A run that included a PR in pending_failure confirms that PR's failure; its own PRs are
    // retested without it.
    const suspects = run.base
        .map((id) => s.entries.get(id))
        .filter((b) => b !== undefined && b.state === 'pending_failure');
    if (suspects.length > 0) {
        for (const f of suspects) {
            if (f.state === 'pending_failure') {
                leaveQueue(s, q, f, 'failed', `failure confirmed: test run ${run.id} included it and failed too`, 'retest', pendingFailureCause(f));
            }
        }
        for (const m of members) {
            if (m.state === 'testing')
                toPending(s, m, `retested: pull request(s) ahead of it failed`);
        }
        return;
    }
    const culprits = members.filter((m) => culpritIds.includes(m.id));
    const blamed = culprits.length > 0 ? culprits : members;
    for (const m of members) {
        if (!blamed.includes(m))
            toPending(s, m, `batch retested without the pull request(s) that failed it`);
    }
    for (const m of blamed) {
        if (q.settings.pendingFailureDepth > 0 && dependentsBehind(q, m, 1, s.planView(q)).length > 0) {
            record(s, m, 'pending_failure', `${reason}; waiting for pull requests behind it`, {
                runId: failed.runId,
                failedChecks: failed.failedChecks,
            });
        }
        else {
            leaveQueue(s, q, m, 'failed', reason, 'leave', failed);
        }
    }
}
/** pending_failure PRs fail once the PRs behind them finished testing without rescuing them. */
function resolvePendingFailures(s, q) {
    for (const f of q.line) {
        if (f.state !== 'pending_failure')
            continue;
        const watched = s.pendingFailureWatch(q, f);
        const allDone = watched.every((x) => {
            const run = x.runId ? s.runs.get(x.runId) : undefined;
            return (STARTED_STATES.has(x.state) &&
                run !== undefined &&
                run.status !== 'in_progress' &&
                s.ci.baseSet(run.id).has(f.id));
        });
        if (watched.length === 0 || allDone) {
            const why = watched.length === 0
                ? 'no pull requests behind it left to wait for'
                : `the ${watched.length} pull request${watched.length === 1 ? '' : 's'} behind it finished testing without passing it`;
            leaveQueue(s, q, f, 'failed', `tests failed; ${why}`, 'retest', pendingFailureCause(f));
            return true;
        }
    }
    return false;
}
/** A pending_failure PR's failure, as its transition into pending_failure recorded it. */
function pendingFailureCause(f) {
    const last = [...f.timeline].reverse().find((t) => t.state === 'pending_failure');
    return {
        code: 'TEST_RUN_REQUIRED_STATUS_FAILED',
        runId: last?.runId ?? f.runId,
        failedChecks: last?.failedChecks,
    };
}
// ---- The line moves on -----------------------------------------------------------------------
/** Merges tests_passed PRs whose base has merged. */
function mergePassed(s, q) {
    let position;
    for (let i = 0; i < q.line.length; i++) {
        const e = q.line[i];
        if (e.state !== 'tests_passed')
            continue;
        position ??= new Map(q.line.map((x, j) => [x.id, j]));
        const blocked = [...s.ci.baseSet(e.verifiedByTestRun)].some((id) => (position?.get(id) ?? Infinity) < i && isActiveEntry(s, id));
        if (blocked)
            continue;
        q.line.splice(i, 1);
        record(s, e, 'merged', `merged into ${q.branch}`, {
            code: 'MERGE_GRAPH_MERGE',
            runId: e.verifiedByTestRun ?? undefined,
        });
        archive(s, q, e);
        return true;
    }
    return false;
}
function isActiveEntry(s, id) {
    const e = s.entries.get(id);
    return e !== undefined && isActiveState(e.state);
}
/** Moves not_ready PRs that became ready into the line, and pending ones that lost it out. */
function refreshReadiness(s, q) {
    if (!q.readinessDirty) {
        // Only some PRs changed: check just those.
        if (!q.dirtyPrs || q.dirtyPrs.size === 0)
            return false;
        const dirty = q.dirtyPrs;
        q.dirtyPrs = undefined;
        const entries = [...dirty]
            .map((n) => q.byPr.get(n))
            .filter((e) => e !== undefined && (e.state === 'not_ready' || e.state === 'pending'));
        if (entries.length === 0)
            return false;
        for (const e of entries) {
            if (e.state === 'not_ready' && s.readinessOf(q, e.prNumber).ready) {
                q.readinessDirty = true;
                break;
            }
            if (e.state === 'pending' && !s.readinessOf(q, e.prNumber).ready) {
                q.readinessDirty = true;
                break;
            }
        }
        if (!q.readinessDirty)
            return false;
    }
    for (const e of sortedWaiting(q)) {
        if (!s.readinessOf(q, e.prNumber).ready)
            continue;
        q.waiting.splice(q.waiting.indexOf(e), 1);
        record(s, e, 'pending', 'ready');
        insertIntoLine(s, q, e);
        return true;
    }
    for (const e of q.line) {
        if (e.state !== 'pending' || s.readinessOf(q, e.prNumber).ready)
            continue;
        removeFromLine(q, e);
        record(s, e, 'not_ready', describeUnready(s.readinessOf(q, e.prNumber)));
        q.waiting.push(e);
        invalidateDependents(s, q, e, `pull request #${e.prNumber} ahead of it is no longer ready`);
        return true;
    }
    q.readinessDirty = false;
    return false;
}
function finishModeSwitch(s, q) {
    if (!q.switching || q.activeRuns.size > 0)
        return false;
    q.settings.mode = q.switching.mode;
    q.state = q.switching.resumeState;
    q.switching = undefined;
    q.readinessDirty = true;
    s.changed();
    return true;
}
// ---- Runs start ------------------------------------------------------------------------------
/** Starts as many runs as slots and rules allow. */
function startRuns(s, q) {
    if (q.state !== 'running' && q.state !== 'draining')
        return false;
    let started = false;
    while (q.activeRuns.size < q.settings.concurrency) {
        const members = nextRunMembers(q, s.now, s.planView(q));
        if (!members)
            break;
        startRun(s, q, members);
        started = true;
    }
    return started;
}
function startRun(s, q, members) {
    const position = new Map(q.line.map((e, i) => [e.id, i]));
    const base = [...baseOf(q, members, s.planView(q))].sort((a, b) => (position.get(a) ?? -1) - (position.get(b) ?? -1));
    const run = s.ci.start(q, s.now, {
        members,
        base,
        takeOutcome: (n) => s.prs.takeOutcome(q.repo, n),
        targetsOf: (n) => s.currentTargets(q, n),
        prNumberOf: (id) => s.entries.get(id)?.prNumber,
    });
    const label = members.length > 1 ? `batch of ${members.length}, ` : '';
    for (const m of members) {
        m.runId = run.id;
        m.restarted = false;
        m.verifiedByTestRun = null;
        record(s, m, 'testing', `test run ${run.id} started (${label}branch ${run.testBranch})`, {
            runId: run.id,
        });
    }
}

;// CONCATENATED MODULE: ./src/emulator/simulation/simulation.ts
/**
 * The simulated merge queues: a state machine advanced by {@link Simulation.advanceTo}. Every
 * check and every write happens synchronously inside one method call, so concurrent HTTP requests
 * (each handled by one synchronous call) can never interleave between a check and its write.
 *
 * Model, in short (docs/emulator.md has the long form):
 * - Each queue has a *line* (PRs that are pending, testing, tests_passed or pending_failure, in
 *   queue order) and a *waiting* list (not_ready PRs: targets missing in parallel mode, base
 *   branch mismatch, not mergeable). A PR joins the line when it becomes ready, at its priority
 *   (0 highest, FIFO among equals) but behind every PR that has started testing; only priority 0
 *   ("urgent") goes in front of PRs already testing, restarting the ones that depended on it.
 * - A test run tests one PR, or a batch, on top of a *base*: the PRs ahead of it that it depends
 *   on (single mode: every PR ahead; parallel mode: PRs ahead whose impacted targets overlap,
 *   transitively; `ALL` overlaps everything). A PR merges once every PR of its base has merged.
 * - When a PR leaves the line other than by merging (failed, cancelled, pushed, unready), every
 *   run whose base included it is restarted; nothing else is affected.
 *
 * This file holds the operations on the queues, as the APIs ask for them, and the driving of the
 * simulation through time. What it holds and the reads of it are in simulation-state.ts; the
 * moves of a PR in its line in line.ts; the rules applied at each instant in rules.ts; which PRs
 * a run holds in run-plan.ts. The simulated CI (test runs, their results and checks) is in
 * test-runs.ts; what is known of PRs outside a queue (metadata, impacted targets, scripted
 * results) in pull-requests.ts.
 */








/** The merge queues, their PRs, test runs and simulated CI. */
class Simulation extends SimulationState {
    // ---- Time -------------------------------------------------------------------------------
    /**
     * Runs the simulation up to `target`, processing every event in between at its own time, in
     * order (test-run completions, timeouts, batch wait deadlines).
     */
    advanceTo(target) {
        if (target < this.nowMs)
            target = this.nowMs;
        // Bounded: every step moves time strictly forward.
        for (let steps = 0; steps < 1_000_000; steps++) {
            const next = this.nextEventTime();
            if (next === undefined || next > target)
                break;
            this.nowMs = next;
            this.settle();
        }
        this.nowMs = target;
        this.settle();
    }
    /** The time of the next scheduled event after now, if any. */
    nextEventTime() {
        return nextEventTime(this);
    }
    /** Applies every rule until nothing changes, at the current time. */
    settle() {
        settle(this);
    }
    // ---- Queue operations ---------------------------------------------------------------------
    createQueue(body) {
        const key = queueKey(body.repo, body.targetBranch);
        if (this.queues.has(key)) {
            throw new HttpError(409, `a merge queue for ${describeQueue(body.repo, body.targetBranch)} already exists`);
        }
        const settings = { ...DEFAULT_QUEUE_SETTINGS };
        if (body.mode)
            settings.mode = body.mode;
        if (body.concurrency !== undefined)
            settings.concurrency = body.concurrency;
        this.queues.set(key, {
            key,
            repo: { ...body.repo },
            branch: body.targetBranch,
            createdAt: this.nowMs,
            state: 'running',
            settings,
            line: [],
            waiting: [],
            finished: [],
            byPr: new Map(),
            activeRuns: new Set(),
        });
        this.changed();
    }
    deleteQueue(repo, branch) {
        const q = this.queueOf(repo, branch);
        const count = q.line.length + q.waiting.length;
        if (count > 0) {
            throw new HttpError(400, `the merge queue for ${describeQueue(repo, branch)} still has ${count} pull request${count === 1 ? '' : 's'}; cancel them or let them merge before deleting it`);
        }
        for (const e of q.finished)
            this.entries.delete(e.id);
        for (const e of q.byPr.values())
            this.entries.delete(e.id);
        this.ci.dropQueue(q.key);
        this.prs.dropQueue(q.key);
        this.queues.delete(q.key);
        this.changed();
    }
    /** Applies the given settings; returns the queue. */
    updateQueue(repo, branch, body) {
        const q = this.queueOf(repo, branch);
        const s = q.settings;
        const { state, mode, requiredStatuses, deleteRequiredStatuses, ...plain } = body;
        for (const [k, v] of Object.entries(plain)) {
            if (v !== undefined)
                s[k] = v;
        }
        if (deleteRequiredStatuses) {
            s.requiredStatuses = null;
        }
        // In v1 an empty list is ignored; deleteRequiredStatuses clears.
        if (requiredStatuses && requiredStatuses.length > 0) {
            s.requiredStatuses = [...requiredStatuses];
        }
        if (state) {
            if (q.switching)
                q.switching.resumeState = state;
            else
                q.state = state;
        }
        if (mode) {
            if (q.switching) {
                if (mode === s.mode) {
                    // Switching back before the first switch completed: nothing left to do.
                    q.state = q.switching.resumeState;
                    q.switching = undefined;
                }
                else
                    q.switching.mode = mode;
            }
            else if (mode !== s.mode) {
                if (q.activeRuns.size > 0) {
                    q.switching = { mode, resumeState: q.state };
                    q.state = 'switching_modes';
                }
                else
                    s.mode = mode;
            }
        }
        q.readinessDirty = true;
        this.changed();
        this.settle();
        return q;
    }
    // ---- Pull request operations --------------------------------------------------------------
    submit(body) {
        const q = this.queueOf(body.repo, body.targetBranch);
        const n = body.pr.number;
        if (q.state === 'draining' || q.switching?.resumeState === 'draining') {
            throw new HttpError(400, `the merge queue for ${describeQueue(q.repo, q.branch)} is draining and accepts no new pull requests; set its state to running first`);
        }
        const priority = body.priority === undefined || body.priority === null
            ? undefined
            : typeof body.priority === 'number'
                ? { value: body.priority, name: priorityNameOf(body.priority) }
                : { value: enums/* PRIORITY_NAMES */.iR[body.priority], name: body.priority };
        const existing = q.byPr.get(n);
        if (existing && isActiveState(existing.state)) {
            if (this.v2DuplicateSubmit) {
                throw new HttpError(409, `PR_ALREADY_ENQUEUED: pull request #${n} is already in the queue`);
            }
            // v1: a resubmit rewrites the priority and batching of the queued PR.
            if (typeof body.noBatch === 'boolean')
                existing.noBatch = body.noBatch;
            if (priority && priority.value !== existing.priorityValue) {
                existing.priorityValue = priority.value;
                existing.priorityName = priority.name;
                if (existing.state === 'pending') {
                    removeFromLine(q, existing);
                    insertIntoLine(this, q, existing);
                }
            }
            else if (priority)
                existing.priorityName = priority.name;
            this.changed();
            this.settle();
            return;
        }
        const entry = {
            id: newId(),
            prNumber: n,
            state: 'not_ready',
            stateChangedAt: this.nowMs,
            priorityValue: priority?.value ?? enums/* PRIORITY_NAMES */.iR.medium,
            priorityName: priority?.name ?? DEFAULT_PRIORITY_NAME,
            noBatch: body.noBatch ?? false,
            seq: ++this.seq,
            submittedAt: this.nowMs,
            verifiedByTestRun: null,
            restarted: false,
            timeline: [],
        };
        this.entries.set(entry.id, entry);
        q.byPr.set(n, entry);
        if (this.readinessOf(q, n).ready) {
            record(this, entry, 'pending', 'submitted');
            insertIntoLine(this, q, entry);
        }
        else {
            record(this, entry, 'not_ready', 'submitted; waiting until it is ready');
            q.waiting.push(entry);
        }
        this.changed();
        this.settle();
    }
    /** The queue's latest entry for the PR (active or finished), or a 404. */
    submitted(body) {
        const q = this.queueOf(body.repo, body.targetBranch);
        const entry = q.byPr.get(body.pr.number);
        if (!entry) {
            throw new HttpError(404, `pull request #${body.pr.number} was never submitted to the merge queue for ${describeQueue(q.repo, q.branch)}`);
        }
        return { queue: q, entry };
    }
    activeEntryOf(body) {
        const { queue, entry } = this.submitted(body);
        if (!isActiveState(entry.state)) {
            throw new HttpError(404, `pull request #${body.pr.number} is not in the merge queue for ${describeQueue(queue.repo, queue.branch)} (it is ${entry.state})`);
        }
        return { queue, entry };
    }
    cancel(body) {
        const { queue: q, entry } = this.activeEntryOf(body);
        leaveQueue(this, q, entry, 'cancelled', 'cancelled through the API', 'retest', {
            code: 'USER_REQUESTED',
        });
        this.changed();
        this.settle();
    }
    /**
     * Takes a PR out of its queue the way GitHub or a person outside the API does (control API):
     * a close, a push, a timeout, a cancel on the web by someone.
     */
    cancelFromOutside(body, cause) {
        const { queue: q, entry } = this.activeEntryOf(body);
        leaveQueue(this, q, entry, 'cancelled', cause.reason ?? describeCancel(cause), 'retest', {
            code: cause.code,
            actor: cause.actor,
        });
        this.changed();
        this.settle();
    }
    restart(body) {
        const { queue: q, entry } = this.activeEntryOf(body);
        if (STARTED_STATES.has(entry.state)) {
            const run = entry.runId ? this.runs.get(entry.runId) : undefined;
            if (run && run.status === 'in_progress') {
                restartRun(this, q, run, 'tests restarted through the API');
            }
            else {
                record(this, entry, 'pending', 'tests restarted through the API', {
                    code: 'TESTS_RESTARTED_BY_API_REQUEST',
                });
                entry.restarted = true;
                entry.readySince = this.nowMs;
            }
        }
        // A pending or not_ready PR has no tests to restart: accepted, nothing changes.
        this.changed();
        this.settle();
    }
    setImpactedTargets(body) {
        const q = this.queueOf(body.repo, body.targetBranch);
        const { pushed } = this.prs.recordUpload(q, body, this.nowMs);
        readinessChanged(this, body.repo, body.pr.number);
        if (pushed)
            headChanged(this, body.repo, body.pr.number);
        this.changed();
        this.settle();
    }
    /** Registers or updates PR metadata (control API). A new head sha acts like a push. */
    registerPullRequest(meta) {
        const { metadata, pushed } = this.prs.register(meta);
        readinessChanged(this, meta.repo, meta.number);
        if (pushed)
            headChanged(this, meta.repo, meta.number);
        this.changed();
        this.settle();
        return metadata;
    }
    /** Scripts the result of a PR's next test run(s) (control API). */
    scriptOutcome(repo, number, outcome) {
        this.prs.scriptOutcome(repo, number, outcome);
        this.changed();
    }
    /** Sets whether queue `repo`/`branch` serves merge estimates, and the history they need. */
    setEstimates(repo, branch, change) {
        const q = this.queueOf(repo, branch);
        q.estimates = { ...(q.estimates ?? DEFAULT_ESTIMATE_SETTINGS), ...stripUndefined(change) };
        this.changed();
        return q;
    }
}
/** A cancel's reason in words, from its code. */
function describeCancel(cause) {
    const by = cause.actor ? ` by ${cause.actor}` : '';
    switch (cause.code) {
        case 'PR_CLOSED':
            return `the pull request was closed${by}`;
        case 'PR_PUSHED_TO':
            return `a new commit was pushed to the pull request${by}`;
        case 'NOT_READY_TIMEOUT_EXPIRED':
            return 'it was not ready for too long';
        default:
            return `cancelled${by} (${cause.code})`;
    }
}

;// CONCATENATED MODULE: ./src/emulator/simulation/estimate.ts
/**
 * Merge estimates, as the service computes them: by simulating the queue forward. The emulator
 * copies its own simulation, assumes that every test run from now on passes (the service cannot
 * know a future failure, so a scripted one is not revealed: the copy has no scripts, and a run in
 * progress passes at its end, or after the usual test duration when it hangs), runs the copy
 * until every PR of the queue has left it, and reads when each PR started and finished testing
 * and merged. One projection answers for every PR of the queue, and is kept until the simulation
 * changes or its clock moves.
 */



/** Why a queue gives no estimate for a PR (the service's reasons, gaps.md "Merge estimates"). */
const ESTIMATE_UNAVAILABLE_REASONS = (/* unused pure expression or super */ null && ([
    'QUEUE_PAUSED',
    'INSUFFICIENT_HISTORY',
    'NOT_READY',
]));
/** Most simulated events a projection runs through (a guard: each moves time forward). */
const MAX_PROJECTED_EVENTS = 200_000;
/** How far ahead a projection looks: 30 days. */
const HORIZON_MS = 30 * 24 * 3_600_000;
/** The queue's estimate setting (the default when none was set). */
function estimateSettingsOf(q) {
    return q.estimates ?? DEFAULT_ESTIMATE_SETTINGS;
}
/** Computes estimates over one simulation; remembers the last projection of each queue. */
class Estimator {
    sim;
    cache = new Map();
    constructor(sim) {
        this.sim = sim;
    }
    /**
     * The estimate of an active entry of queue `q`; undefined when the queue serves none (the
     * caller answers ESTIMATE_NOT_ENABLED) or the entry is not active.
     */
    estimate(q, entry) {
        const settings = estimateSettingsOf(q);
        if (!settings.enabled || !isActiveState(entry.state))
            return undefined;
        const paused = q.state === 'paused' || q.switching?.resumeState === 'paused';
        if (paused)
            return { status: 'unavailable', reason: 'QUEUE_PAUSED' };
        if (entry.state === 'not_ready')
            return { status: 'unavailable', reason: 'NOT_READY' };
        if (finishedRunsOf(this.sim, q) < settings.minHistory) {
            return { status: 'unavailable', reason: 'INSUFFICIENT_HISTORY' };
        }
        const future = this.project(q).byEntry.get(entry.id);
        const prsAhead = prsAheadOf(this.sim, q, entry);
        const added = future ? future.timeline.slice(entry.timeline.length) : [];
        if (entry.state === 'pending_failure') {
            const resolved = added[0];
            if (!resolved)
                return { status: 'unavailable', reason: 'INSUFFICIENT_HISTORY' };
            return {
                status: 'available',
                kind: 'pendingFailureResolution',
                estimatedResolutionTime: resolved.at,
                waitingOn: this.sim.pendingFailureWatch(q, entry).map((e) => e.prNumber),
                prsAhead,
            };
        }
        const timeline = future?.timeline ?? [];
        const mergedAt = timeline.findLastIndex((t) => t.state === 'merged');
        if (!future || mergedAt < entry.timeline.length) {
            // The projection did not merge it (a guard hit): no estimate rather than a wrong one.
            return { status: 'unavailable', reason: 'INSUFFICIENT_HISTORY' };
        }
        const before = timeline.slice(0, mergedAt);
        const started = before.findLast((t) => t.state === 'testing');
        const passed = before.findLast((t) => t.state === 'tests_passed');
        const merged = timeline[mergedAt];
        return {
            status: 'available',
            kind: 'merge',
            estimatedMergeTime: merged.at,
            testingStartTime: started?.at ?? passed?.at ?? merged.at,
            testingEndTime: passed?.at ?? merged.at,
            prsAhead,
        };
    }
    /** The queue run forward from now, every test passing (cached per simulation version). */
    project(q) {
        const cached = this.cache.get(q.key);
        if (cached && cached.version === this.sim.version && cached.now === this.sim.now)
            return cached;
        const copy = forwardCopy(this.sim, q);
        const cq = copy.queues.get(q.key);
        const tracked = copy.activeEntries(cq);
        const until = this.sim.now + HORIZON_MS;
        for (let i = 0; i < MAX_PROJECTED_EVENTS; i++) {
            if (tracked.every((e) => !isActiveState(e.state)))
                break;
            const next = copy.nextEventTime();
            if (next === undefined || next > until)
                break;
            copy.advanceTo(next);
        }
        const projection = {
            version: this.sim.version,
            now: this.sim.now,
            byEntry: new Map(tracked.map((e) => [e.id, e])),
        };
        this.cache.set(q.key, projection);
        return projection;
    }
}
/**
 * A copy of the simulation holding queue `q` alone, with no scripts, whose runs in progress
 * pass (a hanging one after the usual test duration, or at once when that has passed).
 */
function forwardCopy(sim, q) {
    const snap = structuredClone(sim.toSnapshot());
    snap.queues = snap.queues.filter((s) => s.key === q.key);
    snap.outcomes = [];
    for (const run of snap.runs) {
        if (run.status !== 'in_progress')
            continue;
        run.memberOutcomes = run.memberOutcomes.map((m) => ({
            entryId: m.entryId,
            outcome: 'pass',
            endsAt: m.endsAt ?? Math.max(snap.now, run.createdAt + snap.testDurationMs),
        }));
        run.endsAt = Math.max(...run.memberOutcomes.map((m) => m.endsAt));
    }
    const copy = new Simulation({
        testDurationMs: snap.testDurationMs,
        v2DuplicateSubmit: sim.v2DuplicateSubmit,
        now: snap.now,
    });
    copy.loadSnapshot(snap);
    return copy;
}
/** Test runs of `q` that finished testing (passed or failed; cancelled ones tell no duration). */
function finishedRunsOf(sim, q) {
    let n = 0;
    for (const run of sim.runs.values()) {
        if (run.queueKey === q.key && (run.status === 'succeeded' || run.status === 'failed'))
            n++;
    }
    return n;
}
/**
 * How many PRs an entry waits behind: those ahead of it in the line that it is tested on top of
 * (single mode: all; parallel mode: those whose impacted targets overlap its own, or that its
 * running test already includes).
 */
function prsAheadOf(sim, q, entry) {
    const i = q.line.indexOf(entry);
    if (i < 0)
        return 0;
    const ahead = q.line.slice(0, i);
    if (q.settings.mode === 'single')
        return ahead.length;
    if (STARTED_STATES.has(entry.state) && entry.runId) {
        const base = new Set(sim.runs.get(entry.runId)?.base ?? []);
        return ahead.filter((x) => base.has(x.id)).length;
    }
    const mine = sim.currentTargets(q, entry.prNumber);
    return ahead.filter((x) => targetsOverlap(sim.currentTargets(q, x.prNumber), mine)).length;
}
const estimators = new WeakMap();
/** The estimator of a simulation (one per simulation, so its projections are shared). */
function estimatorOf(sim) {
    let e = estimators.get(sim);
    if (!e) {
        e = new Estimator(sim);
        estimators.set(sim, e);
    }
    return e;
}
/**
 * v1's `estimatedTimeToMerge`: whole seconds from `now` to the estimated merge (never below 0),
 * or undefined when there is no merge estimate (none served, unavailable, a pending failure).
 */
function secondsToMerge(estimate, now) {
    if (estimate?.status !== 'available' || estimate.kind !== 'merge')
        return undefined;
    // Whole seconds from the second of `now` (what the Date header of the answer says) to the
    // second of the merge: a client adding them to that Date gets v2's time to the second.
    return Math.max(0, wholeSecond(estimate.estimatedMergeTime) / 1000 - wholeSecond(now) / 1000);
}
/** `ms` down to its whole second: estimates are given to the second (v1 in seconds, v2 alike). */
function wholeSecond(ms) {
    return Math.floor(ms / 1000) * 1000;
}

;// CONCATENATED MODULE: ./src/emulator/v2/ids.ts
/**
 * v2's ids for the simulation's objects, derived from their v1 keys so they are stable across
 * restarts (a data file keeps only v1 keys): merge queues get 8 letters and digits (like the
 * docs' `xK9mP2nQ`), repositories and pull requests UUID-shaped ids. Queue entries and test runs
 * keep the ids the simulation gave them.
 */


const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
function digest(text) {
    return (0,external_node_crypto_.createHash)('sha256').update(text, 'utf8').digest();
}
function uuidFrom(text) {
    const h = digest(text).toString('hex');
    // Version 5 layout (name-based, SHA), so the id is a well-formed UUID.
    const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
/** A merge queue's id: 8 letters and digits. */
function mergeQueueIdOf(repo, branch) {
    const d = digest(`queue:${queueKey(repo, branch)}`);
    let id = '';
    for (let i = 0; i < 8; i++)
        id += ALPHABET[d[i] % ALPHABET.length];
    return id;
}
/** A repository's id (UUID). */
function repositoryIdOf(repo) {
    return uuidFrom(`repository:${repoKey(repo)}`);
}
/** A pull request's id (UUID), distinct from its queue entries' ids. */
function pullRequestIdOf(repo, number) {
    return uuidFrom(`pull-request:${repoKey(repo)}#${number}`);
}

;// CONCATENATED MODULE: ./src/emulator/v2/bodies.ts
/**
 * The v2 JSON bodies of the simulation's queues (spec/v2/openapi-fragments/_components.yaml): the
 * same queues the `/v1` endpoints report, in v2's shapes and camelCase; a repository, a PR's
 * facts and its short reference. A PR and its queue entry are in entry-bodies.ts, a verification
 * run in run-bodies.ts.
 */



/** `tests_passed` → `testsPassed`. */
function camel(value) {
    return value.replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());
}
/** `testsPassed` → `tests_passed`. */
function snake(value) {
    return value.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}
function newExtras() {
    return {
        direct: new Map(),
        batchingRules: new Map(),
        queueMeta: new Map(),
        prCreatedAt: new Map(),
    };
}
function repoUrl(repo) {
    return `https://${repo.host}/${repo.owner}/${repo.name}`;
}
/** One repository. */
function repositoryBody(repo, createdAt) {
    const host = repo.host.toLowerCase();
    return {
        id: repositoryIdOf(repo),
        provider: host === 'github.com' ? 'github' : host === 'gitlab.com' ? 'gitlab' : 'unknown',
        path: `${repo.owner}/${repo.name}`,
        host: host === 'github.com' || host === 'gitlab.com' ? null : repo.host,
        url: repoUrl(repo),
        defaultBranch: 'main',
        isPrivate: null,
        createdAt: iso(createdAt),
        updatedAt: iso(createdAt),
    };
}
/** A queue's v2 configuration. */
function configBody(q, x) {
    const s = q.settings;
    return {
        concurrency: s.concurrency,
        bisectionConcurrency: s.bisectionConcurrency,
        pendingFailureDepth: s.pendingFailureDepth,
        canOptimisticallyMerge: s.canOptimisticallyMerge,
        allowBatching: s.batch,
        batchingMaxWaitTimeMinutes: s.batchingMaxWaitTimeMinutes,
        batchingMinSize: s.batchingMinSize,
        testingTimeoutMinutes: s.testingTimeoutMinutes,
        notReadyTimeoutMinutes: s.notReadyTimeoutHours * 60,
        createsPrsForTestingBranches: s.createPrsForTestingBranches,
        areCommentsEnabled: s.commentsEnabled,
        areCommandsEnabled: s.commandsEnabled,
        isStatusCheckEnabled: s.statusCheckEnabled,
        isExtensionEnabled: s.extensionEnabled,
        areLabelCommandsEnabled: s.labelCommandsEnabled,
        areStateLabelsEnabled: s.stateLabelsEnabled,
        // v2 has no "no override": a queue without one shows [] (gates on the branch protection's).
        requiredStatuses: [...(s.requiredStatuses ?? [])],
        allowedBotSubmitters: [...s.allowedBotSubmitters],
        batchingRules: [...(x.batchingRules.get(q.key) ?? [])],
        directMergeMode: s.directMergeMode,
        optimizationMode: camel(s.optimizationMode),
        mergeMethod: camel(s.mergeMethod),
        testBranchConstructionMode: camel(s.testBranchConstructionMode),
        enqueueingLabel: s.enqueueingLabel,
    };
}
/** `queue` or `graph`. */
function modeOf(q) {
    return q.settings.mode === 'parallel' ? 'graph' : 'queue';
}
/** One merge queue. */
function mergeQueueBody(q, x) {
    const id = mergeQueueIdOf(q.repo, q.branch);
    const meta = x.queueMeta.get(q.key);
    return {
        id,
        repositoryId: repositoryIdOf(q.repo),
        targetBranch: q.branch,
        state: camel(q.state),
        mode: modeOf(q),
        managedState: meta?.managedState ?? 'manual',
        createdAt: iso(q.createdAt),
        updatedAt: iso(meta?.updatedAt ?? q.createdAt),
        repositoryUrl: repoUrl(q.repo),
        pullRequestsUrl: `/v2/merge-queues/${id}/pull-requests`,
        htmlUrl: `https://app.trunk.io/${q.repo.owner}/merge-queue/${id}`,
        config: configBody(q, x),
    };
}
/** The state change a queue write reports. */
function stateChangeBody(q) {
    const id = mergeQueueIdOf(q.repo, q.branch);
    return {
        id,
        state: camel(q.state),
        mode: modeOf(q),
        pullRequestsUrl: `/v2/merge-queues/${id}/pull-requests`,
    };
}
/** A PR's facts with the emulator's defaults for unregistered PRs (as the v1 bodies use). */
function prFacts(sim, repo, number, fallbackBase) {
    const meta = sim.metadataOf(repo, number);
    return {
        title: meta.title ?? `Pull request #${number}`,
        sha: sim.headShaOf(repo, number),
        baseBranch: meta.baseBranch ?? fallbackBase,
        author: meta.author ?? 'emulator-user',
        branch: `pr-${number}`,
        url: `${repoUrl(repo)}/pull/${number}`,
    };
}
/** A PR as the short reference lists and runs carry. */
function queuedPullRequestBody(sim, q, number) {
    const f = prFacts(sim, q.repo, number, q.branch);
    return { id: pullRequestIdOf(q.repo, number), number, sha: f.sha, title: f.title, url: f.url };
}
/** The queues of one repository. */
function queuesOf(sim, repo) {
    const key = `${repo.host}/${repo.owner}/${repo.name}`.toLowerCase();
    return [...sim.queues.values()].filter((q) => `${q.repo.host}/${q.repo.owner}/${q.repo.name}`.toLowerCase() === key);
}
/** The queue's dispatch order: started entries by run, then pending ones. */
function orderBody(sim, q) {
    const batches = new Map();
    const pending = [];
    for (const e of q.line) {
        const pr = queuedPullRequestBody(sim, q, e.prNumber);
        if (STARTED_STATES.has(e.state) && e.runId) {
            let b = batches.get(e.runId);
            if (!b) {
                b = {
                    verificationRunId: e.runId,
                    state: camel(e.state),
                    isBisection: false,
                    pullRequests: [],
                };
                batches.set(e.runId, b);
            }
            b.pullRequests.push(pr);
        }
        else {
            pending.push({
                pullRequest: pr,
                schedulability: 'schedulable',
                directlyAhead: [],
                heldBy: [],
            });
        }
    }
    return {
        mode: modeOf(q),
        queueState: camel(q.state),
        batchingEnabled: q.settings.batch,
        isolationResolved: true,
        hasCycle: false,
        batches: [...batches.values()],
        pending,
        awaitingAdmission: [],
        awaitingAdmissionTotal: 0,
    };
}

;// CONCATENATED MODULE: ./src/emulator/v2/entry-bodies.ts
/**
 * The v2 JSON bodies of a pull request and its queue entry: the entry with its readiness, the PR
 * with the entry it shows, one transition of its history, and its merge estimate.
 */





/** One mergeability reason, as GitHub gives it (a required check's name for the check codes). */
function blockReasonOf(code) {
    return {
        code,
        message: BLOCK_REASON_TEXT[code],
        ...(code === 'failingCheck' || code === 'awaitingCheck'
            ? { check: DEFAULT_STATUS_CONTEXT }
            : {}),
    };
}
/** A queue entry; `single` says whether readiness.hasImpactedTargets is resolved (one-PR reads). */
function queueEntryBody(sim, q, e, x, single) {
    const r = sim.readinessOf(q, e.prNumber);
    const mergeability = r.gitHubMergeability === 'not_mergeable' ? 'notMergeable' : 'mergeable';
    return {
        id: e.id,
        mergeQueueId: mergeQueueIdOf(q.repo, q.branch),
        state: camel(e.state),
        stateChangedAt: iso(e.stateChangedAt),
        priorityValue: e.priorityValue,
        priorityName: e.priorityName,
        usedDefaultPriorityName: DEFAULT_PRIORITY_NAME,
        skipsTheLine: e.priorityValue === 0,
        allowBatching: !e.noBatch,
        direct: x.direct.get(e.id) ?? false,
        ...(e.verifiedByTestRun ? { verifiedByVerificationRunId: e.verifiedByTestRun } : {}),
        readiness: {
            requiresImpactedTargets: r.requiresImpactedTargets,
            ...(single ? { hasImpactedTargets: r.hasImpactedTargets } : {}),
            doesBaseBranchMatch: r.doesBaseBranchMatch,
            mergeability,
            ...(mergeability === 'notMergeable'
                ? {
                    mergeabilityDetails: {
                        provider: 'github',
                        reasons: [blockReasonOf(sim.metadataOf(q.repo, e.prNumber).blockedBy ?? 'other')],
                    },
                }
                : {}),
        },
        createdAt: iso(e.submittedAt),
        updatedAt: iso(e.stateChangedAt),
    };
}
/** The queue and entry a PR's `queueEntry` shows: its active one, else its latest. */
function latestEntryOf(sim, repo, number) {
    let best;
    for (const q of queuesOf(sim, repo)) {
        const e = q.byPr.get(number);
        if (!e)
            continue;
        const better = !best ||
            (isActiveState(e.state) && !isActiveState(best.entry.state)) ||
            (isActiveState(e.state) === isActiveState(best.entry.state) && e.seq > best.entry.seq);
        if (better)
            best = { queue: q, entry: e };
    }
    return best;
}
/** One pull request; `at` picks the queue entry to show (default: its latest). */
function pullRequestBody(sim, repo, number, x, opts) {
    const id = pullRequestIdOf(repo, number);
    const at = opts.at ?? latestEntryOf(sim, repo, number);
    const f = prFacts(sim, repo, number, at?.queue.branch ?? 'main');
    if (!x.prCreatedAt.has(id))
        x.prCreatedAt.set(id, at?.entry.submittedAt ?? sim.now);
    return {
        id,
        repositoryId: repositoryIdOf(repo),
        number,
        title: f.title,
        branch: f.branch,
        sha: f.sha,
        baseBranch: f.baseBranch,
        author: f.author,
        url: f.url,
        state: at?.entry.state === 'merged' ? 'merged' : 'open',
        isCurrentlySubmittedToQueue: !!at && isActiveState(at.entry.state),
        ...(at ? { queueEntry: queueEntryBody(sim, at.queue, at.entry, x, opts.single) } : {}),
        createdAt: iso(x.prCreatedAt.get(id)),
        htmlUrl: `https://app.trunk.io/${repo.owner}/pull/${number}?repo=${repo.owner}/${repo.name}`,
    };
}
/** The v2 name of a transition's per-state details object. */
const DETAILS_KEYS = {
    pending_failure: 'pendingFailure',
    failed: 'failed',
};
/**
 * One queue-entry state transition (v2 history). `reason` is null where the service sends none
 * (testing, pendingFailure); the failure details carry the checks that caused it.
 */
function transitionBody(repo, number, t) {
    const key = DETAILS_KEYS[t.state];
    const state = camel(t.state);
    const reason = t.state === 'testing' || t.state === 'pending_failure' ? null : (t.code ?? null);
    return {
        pullRequestId: pullRequestIdOf(repo, number),
        state,
        changedAt: iso(t.at),
        reason,
        ...(t.runId ? { verificationRunId: t.runId } : {}),
        ...(t.actor ? { actor: { gitHubLogin: t.actor } } : {}),
        ...(key && t.failedChecks
            ? {
                [key]: {
                    failureCausingChecks: t.failedChecks.map((c) => ({
                        name: c.name,
                        url: c.url,
                        conclusion: c.conclusion,
                    })),
                },
            }
            : {}),
    };
}
/**
 * The 200 body of `GET /v2/pull-requests/{id}/queue-entry-estimate` (the field names are the
 * emulator's: the service's were not recovered, gaps.md "Merge estimates").
 */
function estimateBody(e) {
    if (e.status === 'unavailable')
        return { status: e.status, reason: e.reason };
    if (e.kind === 'pendingFailureResolution') {
        return {
            status: e.status,
            kind: e.kind,
            estimatedResolutionTime: iso(wholeSecond(e.estimatedResolutionTime)),
            waitingOn: e.waitingOn.map((number) => ({ number })),
            prsAhead: e.prsAhead,
        };
    }
    return {
        status: e.status,
        kind: e.kind,
        estimatedMergeTime: iso(wholeSecond(e.estimatedMergeTime)),
        testingStartTime: iso(wholeSecond(e.testingStartTime)),
        testingEndTime: iso(wholeSecond(e.testingEndTime)),
        prsAhead: e.prsAhead,
    };
}

;// CONCATENATED MODULE: ./src/emulator/control/dumps.ts
/**
 * What the control API shows: the full state (`GET /_control/state`, for tests that check
 * invariants) and every queue's estimates (`GET /_control/estimates`).
 */



/**
 * Every queue's estimate setting and the estimate of each of its active PRs, in queue order, in
 * the v2 body's shape (`estimate: null` when the queue serves none).
 */
function estimatesDump(sim) {
    const estimator = estimatorOf(sim);
    return {
        now: iso(sim.now),
        queues: [...sim.queues.values()].map((q) => ({
            repo: q.repo,
            branch: q.branch,
            ...estimateSettingsOf(q),
            entries: sim.activeEntries(q).map((e) => {
                const estimate = estimator.estimate(q, e);
                return { prNumber: e.prNumber, estimate: estimate ? estimateBody(estimate) : null };
            }),
        })),
    };
}
/** The full state, for tests that check invariants. */
function stateDump(ctx) {
    const { sim } = ctx;
    const c = ctx.clockInfo();
    const entry = (q, e) => {
        const targets = sim.currentTargets(q, e.prNumber);
        return {
            id: e.id,
            prNumber: e.prNumber,
            state: e.state,
            priorityValue: e.priorityValue,
            priorityName: e.priorityName,
            noBatch: e.noBatch,
            sha: sim.headShaOf(q.repo, e.prNumber),
            targets: targets ?? null,
            testRunId: e.runId ?? null,
            verifiedByTestRun: e.verifiedByTestRun,
            submittedAt: iso(e.submittedAt),
            stateChangedAt: iso(e.stateChangedAt),
            timeline: e.timeline.map((t) => ({
                state: t.state,
                at: iso(t.at),
                reason: t.reason,
                ...(t.code ? { code: t.code } : {}),
                ...(t.actor ? { actor: t.actor } : {}),
                ...(t.failedChecks ? { failedChecks: t.failedChecks } : {}),
            })),
        };
    };
    const run = (r) => ({
        id: r.id,
        testBranch: r.testBranch,
        prNumbers: r.prNumbers,
        dependentPrs: r.basePrNumbers,
        status: r.status,
        createdAt: iso(r.createdAt),
        endsAt: r.endsAt === null ? null : iso(r.endsAt),
        finishedAt: r.finishedAt === undefined ? null : iso(r.finishedAt),
        endReason: r.endReason ?? null,
        checks: r.checks ?? [],
        outcomes: r.memberOutcomes.map((m) => ({
            prNumber: sim.entries.get(m.entryId)?.prNumber ?? null,
            outcome: m.outcome,
        })),
    });
    return {
        now: iso(c.now),
        clock: { mode: c.mode, speed: c.speed },
        queues: [...sim.queues.values()].map((q) => {
            const { requiredStatuses, ...settings } = q.settings;
            return {
                repo: q.repo,
                branch: q.branch,
                state: q.state,
                switchingTo: q.switching?.mode ?? null,
                estimates: estimateSettingsOf(q),
                settings: { ...settings, requiredStatuses: requiredStatuses && [...requiredStatuses] },
                entries: sim.activeEntries(q).map((e) => entry(q, e)),
                finished: q.finished.map((e) => entry(q, e)),
                testRuns: [...sim.runs.values()].filter((r) => r.queueKey === q.key).map(run),
            };
        }),
        pullRequests: [...sim.pullRequests.values()].map((m) => ({
            ...m,
            headSha: sim.headShaOf(m.repo, m.number),
        })),
        flakyTests: { total: ctx.flakyTests().length },
    };
}

;// CONCATENATED MODULE: ./src/emulator/flaky/data.ts
/**
 * The flaky-tests data set as data: one test's shape, the JSON form of a data file (the shipped
 * example is `flaky-tests.example.json` beside it) and of the control API's `tests`, with times given
 * absolute or relative to load time, and the loading of a file, each error naming what is wrong.
 */


// A time in a data file: an ISO date-time, or relative to load time like `-3d4h` or `-90m`.
const RELATIVE = /^-(?:(\d+)d)?(?:(\d+)h)?(?:(\d+)m)?$/;
/** Reads an absolute ISO date-time or a relative `-1d2h3m` against `now`. */
function parseDataTime(value, now) {
    const rel = RELATIVE.exec(value.trim());
    if (rel && value.trim() !== '-') {
        const [, d, h, m] = rel;
        return now - ((Number(d ?? 0) * 24 + Number(h ?? 0)) * 60 + Number(m ?? 0)) * 60_000;
    }
    const ms = Date.parse(value);
    if (!Number.isFinite(ms))
        throw new Error(`not a date-time or a relative time like -2d3h: ${value}`);
    return ms;
}
const UUID_RE = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const TimeText = schemas/* string */.YjP().min(1);
/** The JSON form of one test in a data file (or the control API's `tests`). */
const FlakyTestInputSchema = schemas/* object */.Ikc({
    id: schemas/* string */.YjP().regex(UUID_RE, 'must be a UUID'),
    name: schemas/* string */.YjP().min(1),
    variant: schemas/* string */.YjP().default(''),
    status: schemas/* object */.Ikc({
        value: schemas/* string */.YjP()
            .transform((v) => v.toLowerCase())
            .pipe(schemas/* enum */.k5n(['healthy', 'flaky', 'broken'])),
        reason: schemas/* string */.YjP().default(''),
        timestamp: TimeText.optional(),
    })
        .default({ value: 'flaky', reason: '' }),
    most_common_failures: schemas/* array */.YOg(schemas/* object */.Ikc({
        summary: schemas/* string */.YjP(),
        occurrence_count: schemas/* number */.aig().int().min(0),
        last_occurrence: TimeText.optional(),
    }))
        .default([]),
    failure_rate_last_7d: schemas/* number */.aig().min(0).max(1).default(0),
    failure_rate_last_24h: schemas/* number */.aig().min(0).max(1).default(0),
    file_path: schemas/* string */.YjP().optional(),
    parent: schemas/* string */.YjP().optional(),
    classname: schemas/* string */.YjP().optional(),
    codeowners: schemas/* array */.YOg(schemas/* string */.YjP()).default([]),
    pull_requests_impacted_last_7d: schemas/* number */.aig().int().min(0).default(0),
    quarantined: schemas/* boolean */.zMY().default(false),
    ticket: schemas/* object */.Ikc({ html_url: schemas/* string */.YjP().min(1) }).optional(),
    repository: schemas/* object */.Ikc({ html_url: schemas/* string */.YjP().min(1) }).optional(),
    html_url: schemas/* string */.YjP().min(1).optional(),
    repo: schemas/* string */.YjP()
        .regex(/^[^/\s]+\/[^/\s]+\/[^/\s]+$/, 'must be host/owner/name')
        .optional(),
    failures: schemas/* array */.YOg(TimeText).default([]),
});
/** A data file: `{ "tests": [...] }` or a bare array. */
const FlakyDataFileSchema = schemas/* union */.KCZ([
    schemas/* object */.Ikc({ tests: schemas/* array */.YOg(schemas/* unknown */.L5J()) }).transform((o) => o.tests),
    schemas/* array */.YOg(schemas/* unknown */.L5J()),
]);
/** Turns validated input into a data-set test, resolving relative times against `now`. */
function toFlakyTest(input, now) {
    const failures = input.failures.map((f) => parseDataTime(f, now)).sort((a, b) => a - b);
    const last = failures.at(-1);
    return {
        id: input.id.toLowerCase(),
        name: input.name,
        variant: input.variant,
        status: {
            value: input.status.value,
            reason: input.status.reason,
            timestamp: input.status.timestamp !== undefined
                ? parseDataTime(input.status.timestamp, now)
                : (last ?? now),
        },
        most_common_failures: input.most_common_failures.map((f) => ({
            summary: f.summary,
            occurrence_count: f.occurrence_count,
            last_occurrence: f.last_occurrence !== undefined ? parseDataTime(f.last_occurrence, now) : last,
        })),
        failure_rate_last_7d: input.failure_rate_last_7d,
        failure_rate_last_24h: input.failure_rate_last_24h,
        file_path: input.file_path,
        parent: input.parent,
        classname: input.classname,
        codeowners: input.codeowners,
        pull_requests_impacted_last_7d: input.pull_requests_impacted_last_7d,
        quarantined: input.quarantined,
        ticket: input.ticket,
        repository: input.repository,
        html_url: input.html_url,
        repo: input.repo?.toLowerCase(),
        failures,
    };
}
/** Parses a list of test inputs; throws an Error naming the first bad test and field. */
function parseFlakyTests(raw, now) {
    return raw.map((t, i) => {
        const r = FlakyTestInputSchema.safeParse(t);
        if (!r.success) {
            const issue = r.error.issues[0];
            const field = issue?.path.length ? issue.path.join('.') : '(test)';
            throw new Error(`tests[${i}].${field}: ${issue?.message ?? 'is invalid'}`);
        }
        try {
            return toFlakyTest(r.data, now);
        }
        catch (e) {
            throw new Error(`tests[${i}]: ${e.message}`, { cause: e });
        }
    });
}
/** Loads a data file; throws an Error that names the file and what is wrong. */
function loadFlakyTestsFile(path, now) {
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(path, 'utf8');
    }
    catch (e) {
        throw new Error(`cannot read flaky-tests data file ${path}: ${e.message}`, {
            cause: e,
        });
    }
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (e) {
        throw new Error(`flaky-tests data file ${path} is not valid JSON: ${e.message}`, {
            cause: e,
        });
    }
    const list = FlakyDataFileSchema.safeParse(json);
    if (!list.success) {
        throw new Error(`flaky-tests data file ${path} must hold {"tests": [...]} or an array of tests`);
    }
    try {
        return parseFlakyTests(list.data, now);
    }
    catch (e) {
        throw new Error(`flaky-tests data file ${path}: ${e.message}`, { cause: e });
    }
}

;// CONCATENATED MODULE: ./src/emulator/flaky/generate.ts

const AREAS = [
    'payments',
    'checkout',
    'search',
    'auth',
    'billing',
    'inventory',
    'notifications',
    'reporting',
    'gateway',
    'profile',
];
const KINDS = [
    'Service',
    'Controller',
    'Repository',
    'Client',
    'Handler',
    'Worker',
    'Cache',
    'Parser',
];
const ACTIONS = [
    'handles',
    'rejects',
    'retries',
    'returns',
    'rounds',
    'paginates',
    'expires',
    'streams',
    'merges',
    'validates',
];
const OBJECTS = [
    'empty input',
    'expired token',
    'large batch',
    'concurrent writes',
    'unicode names',
    'timeouts',
    'partial refunds',
    'missing fields',
    'stale cache',
    'duplicate events',
];
const VARIANTS = ['', '', '', 'linux-x64', 'macos-arm64', 'windows-x64'];
const TEAMS = ['@acme/payments', '@acme/platform', '@acme/search', '@acme/web', '@acme/infra'];
const FAILURES = [
    'AssertionError: expected 200 but got 503',
    'TimeoutError: test exceeded 30000 ms',
    'ECONNRESET: socket hang up',
    'Expected value to equal 3, received 2',
    'NullPointerException at line 88',
    'Snapshot mismatch: 1 line changed',
    'Deadlock detected while waiting for lock',
];
/**
 * A deterministic data set of `size` tests from `seed` (same seed and size, same tests; failure
 * times are placed relative to `now` over the last 14 days).
 */
function generateFlakyTests(seed, size, now) {
    const rnd = new SeededRandom(seed);
    const tests = [];
    for (let i = 0; i < size; i++) {
        const area = rnd.pick(AREAS);
        const cls = `${area[0]?.toUpperCase()}${area.slice(1)}${rnd.pick(KINDS)}Test`;
        const action = rnd.pick(ACTIONS);
        const object = rnd.pick(OBJECTS);
        const language = rnd.int(0, 2);
        const name = language === 0
            ? `test_${action}_${object.replace(/ /g, '_')}_${i}`
            : `${action} ${object} #${i}`;
        const file = language === 0
            ? `tests/${area}/test_${cls.toLowerCase()}.py`
            : language === 1
                ? `src/${area}/__tests__/${cls}.test.ts`
                : `src/test/java/com/acme/${area}/${cls}.java`;
        const value = rnd.chance(0.55) ? 'flaky' : rnd.chance(0.3) ? 'broken' : 'healthy';
        const count = value === 'healthy' ? rnd.int(0, 2) : rnd.int(1, 24);
        const failures = [];
        for (let k = 0; k < count; k++)
            failures.push(now - rnd.int(1, 14 * 24 * 60) * 60_000);
        failures.sort((a, b) => a - b);
        const last = failures.at(-1);
        tests.push({
            id: rnd.uuid(),
            name,
            variant: rnd.pick(VARIANTS),
            status: {
                value,
                reason: value === 'flaky'
                    ? 'Passed and failed on the same commit'
                    : value === 'broken'
                        ? 'Failed consistently on the last runs'
                        : 'No recent failures',
                timestamp: last ?? now - rnd.int(1, 30) * 86_400_000,
            },
            most_common_failures: count === 0
                ? []
                : [{ summary: rnd.pick(FAILURES), occurrence_count: count, last_occurrence: last }],
            failure_rate_last_7d: Math.round(rnd.next() * (value === 'healthy' ? 0.02 : 0.4) * 1000) / 1000,
            failure_rate_last_24h: Math.round(rnd.next() * (value === 'healthy' ? 0.02 : 0.5) * 1000) / 1000,
            file_path: file,
            parent: language === 2 ? `com.acme.${area}.${cls}` : `${area}/${cls}`,
            classname: language === 2 ? `com.acme.${area}.${cls}` : cls,
            codeowners: [rnd.pick(TEAMS)],
            pull_requests_impacted_last_7d: rnd.int(0, value === 'healthy' ? 1 : 40),
            quarantined: value !== 'healthy' && rnd.chance(0.4),
            ticket: rnd.chance(0.25)
                ? { html_url: `https://acme.atlassian.net/browse/MQ-${1000 + i}` }
                : undefined,
            failures,
        });
    }
    return tests;
}

;// CONCATENATED MODULE: ./src/emulator/flaky/store.ts


/** The data set and the reads of it. */
class FlakyTestStore {
    tests = [];
    byId = new Map();
    /**
     * The tests matching the last query (repo, window): its pages are read one after another, and
     * filtering the whole data set again for each page made a page cost O(data set).
     */
    lastQuery;
    /** v2's test collection has quarantining on (`quarantineEnabled`); off, v2 quarantines nothing. */
    quarantineEnabled = true;
    /** v2's quarantine overrides, by v2 test id (lower case). */
    overrides = new Map();
    /**
     * v2 test ids (lower case) whose override writes fail with INTERNAL_ERROR (set by the control
     * API: a partial failure of a bulk request, per test).
     */
    failingOverrideWrites = new Set();
    constructor(tests = []) {
        this.replaceAll(tests);
    }
    get size() {
        return this.tests.length;
    }
    all() {
        return this.tests;
    }
    /** Replaces the whole data set. */
    replaceAll(tests) {
        this.byId = new Map();
        this.tests = [];
        this.upsert(tests);
    }
    /** Adds tests, replacing those with the same id. */
    upsert(tests) {
        this.lastQuery = undefined;
        for (const t of tests)
            this.byId.set(t.id, t);
        this.tests = [...this.byId.values()].sort((a, b) => a.name.localeCompare(b.name) ||
            a.variant.localeCompare(b.variant) ||
            a.id.localeCompare(b.id));
    }
    /**
     * The distinct tests of repository `repo` (`host/owner/name`, lower case) with a failure in
     * [start, end), sorted by name, variant and id.
     */
    failingWithin(repo, start, end) {
        const key = JSON.stringify([repo, start, end]);
        if (this.lastQuery?.key !== key) {
            const tests = this.tests.filter((t) => (t.repo === undefined || t.repo === repo) && failedWithin(t.failures, start, end));
            this.lastQuery = { key, tests };
        }
        return this.lastQuery.tests;
    }
    /** The override on the test with v2 id `v2Id`, if any. */
    overrideOf(v2Id) {
        return this.overrides.get(v2Id.toLowerCase());
    }
    /**
     * Sets (or, `clear`, removes) the override on the test with v2 id `v2Id`, as the service does:
     * a test already in the mode asked is `unchanged`, and its reason is not recorded.
     */
    setOverride(v2Id, mode, reason, now) {
        const id = v2Id.toLowerCase();
        const current = this.overrides.get(id);
        if (mode === 'clear') {
            if (!current)
                return 'unchanged';
            this.overrides.delete(id);
            return 'succeeded';
        }
        if (current?.mode === mode)
            return 'unchanged';
        this.overrides.set(id, { mode, reason: reason ?? null, createdAt: now });
        return 'succeeded';
    }
    /** Removes every override and every scripted write failure. */
    clearOverrides() {
        this.overrides.clear();
        this.failingOverrideWrites.clear();
    }
    /**
     * Whether v2 quarantines the test (v2 id `v2Id`) now: quarantining on, and an alwaysQuarantine
     * override, or no neverQuarantine override and the test quarantined by its status.
     */
    quarantinedInV2(t, v2Id) {
        if (!this.quarantineEnabled)
            return false;
        const o = this.overrideOf(v2Id);
        return o ? o.mode === 'alwaysQuarantine' : t.quarantined;
    }
    /** The test with id `id` (lower case) if repository `repo` (`host/owner/name`, lower case) has it. */
    test(id, repo) {
        const t = this.byId.get(id);
        return t && (t.repo === undefined || t.repo === repo) ? t : undefined;
    }
}
/** True when a sorted list of times has one in [start, end). */
function failedWithin(sorted, start, end) {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (sorted[mid] < start)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < sorted.length && sorted[lo] < end;
}

;// CONCATENATED MODULE: ./src/emulator/http/request-log.ts
/** Counts of the requests the emulator received, and the most recent ones. */
/** How many recent requests are kept. */
const RECENT_REQUESTS_KEPT = 1000;
class RequestLog {
    total = 0;
    byOperation = {};
    recent = [];
    /** Counts a request on arrival and returns its record, to fill in when it is answered. */
    start(record) {
        this.total++;
        this.byOperation[record.operation] = (this.byOperation[record.operation] ?? 0) + 1;
        this.recent.push(record);
        if (this.recent.length > RECENT_REQUESTS_KEPT)
            this.recent.shift();
        return record;
    }
    summary() {
        return {
            total: this.total,
            byOperation: { ...this.byOperation },
            recent: this.recent.map((r) => ({ ...r })),
        };
    }
    reset() {
        this.total = 0;
        this.byOperation = {};
        this.recent = [];
    }
}

;// CONCATENATED MODULE: ./src/emulator/flaky/flaky-tests.example.json
const flaky_tests_example_namespaceObject = /*#__PURE__*/JSON.parse('{"_comment":"Example flaky-tests data set of the merge-queue emulator. Names, classnames and parents are what the tools write (pytest\'s default junit_family, jest-junit\'s defaults, vitest, Surefire, gotestsum, Playwright), and ids are Trunk\'s test ids of them for org_url_slug \'acme\' and repository github.com/acme/app (UUIDv5 of org#repo#file#classname#parent#name#JUNIT_TESTCASE; these tools write no file attribute, so file is empty; see src/wire/test-id.ts). Times are ISO 8601 or relative to the emulator\'s start: -2d3h = two days and three hours earlier. \'failures\' is the emulator\'s own field: list-failing-tests returns a test when one of its failures falls in the window.","tests":[{"id":"fa885d00-a4b6-5a32-857f-d0e62415885a","name":"test_refund_rounds_half_cents_down","variant":"","file_path":"tests/payments/test_refunds.py","parent":"pytest","classname":"tests.payments.test_refunds.TestRefunds","status":{"value":"flaky","reason":"Passed and failed on the same commit"},"codeowners":["@acme/payments"],"failure_rate_last_7d":0.21,"failure_rate_last_24h":0.16,"pull_requests_impacted_last_7d":12,"quarantined":true,"ticket":{"html_url":"https://acme.atlassian.net/browse/PAY-1412"},"most_common_failures":[{"summary":"AssertionError: assert Decimal(\'0.01\') == Decimal(\'0.00\')","occurrence_count":6}],"failures":["-2h","-9h","-1d3h","-2d","-4d6h","-6d"]},{"id":"2ade991e-31fe-562c-8ebe-619ebacc5ba8","name":"test_ledger_balances_after_concurrent_writes","variant":"","file_path":"tests/payments/test_ledger.py","parent":"pytest","classname":"tests.payments.test_ledger.TestLedger","status":{"value":"flaky","reason":"Passed and failed on the same commit"},"codeowners":["@acme/payments"],"failure_rate_last_7d":0.105,"failure_rate_last_24h":0.16,"pull_requests_impacted_last_7d":7,"quarantined":false,"most_common_failures":[{"summary":"psycopg.errors.SerializationFailure: could not serialize access","occurrence_count":3}],"failures":["-30m","-5h","-3d2h"]},{"id":"f17b7428-0250-503c-a2ce-582c7fcd7779","name":"CheckoutFlow renders the order summary","variant":"","file_path":"src/checkout/__tests__/CheckoutFlow.test.tsx","parent":"CheckoutFlow","status":{"value":"flaky","reason":"Passed on retry"},"codeowners":["@acme/web"],"failure_rate_last_7d":0.14,"failure_rate_last_24h":0.16,"pull_requests_impacted_last_7d":10,"quarantined":true,"ticket":{"html_url":"https://github.com/acme/app/issues/2231"},"most_common_failures":[{"summary":"TestingLibraryElementError: Unable to find an element with the text: Order total","occurrence_count":4}],"failures":["-3h","-20h","-2d5h","-5d"],"classname":"CheckoutFlow renders the order summary"},{"id":"06e14409-7bee-5452-9926-b1812d675ae5","name":"CheckoutFlow applies a gift card","variant":"","file_path":"src/checkout/__tests__/CheckoutFlow.test.tsx","parent":"CheckoutFlow","status":{"value":"healthy","reason":"No failures in the last 7 days","timestamp":"-8d"},"codeowners":["@acme/web"],"failure_rate_last_7d":0.035,"failure_rate_last_24h":0,"pull_requests_impacted_last_7d":2,"quarantined":false,"most_common_failures":[{"summary":"Timeout - Async callback was not invoked within 5000 ms","occurrence_count":1}],"failures":["-9d"],"classname":"CheckoutFlow applies a gift card"},{"id":"a204580c-c205-5320-a35a-c48518b77427","name":"search > returns results for unicode queries","variant":"linux-x64","file_path":"src/search/__tests__/query.test.ts","parent":"src/search/__tests__/query.test.ts","status":{"value":"broken","reason":"Failed on the last 12 runs"},"codeowners":["@acme/search"],"failure_rate_last_7d":0.28,"failure_rate_last_24h":0.4,"pull_requests_impacted_last_7d":17,"quarantined":false,"ticket":{"html_url":"https://acme.atlassian.net/browse/SRCH-88"},"most_common_failures":[{"summary":"Expected 3 results, received 0","occurrence_count":8}],"failures":["-1h","-2h","-4h","-7h","-12h","-1d","-1d6h","-2d"],"classname":"src/search/__tests__/query.test.ts"},{"id":"79221b4a-20ef-514e-bb8a-6ce90faf91ef","name":"search > returns results for unicode queries","variant":"macos-arm64","file_path":"src/search/__tests__/query.test.ts","parent":"src/search/__tests__/query.test.ts","status":{"value":"flaky","reason":"Passed and failed on the same commit"},"codeowners":["@acme/search"],"failure_rate_last_7d":0.07,"failure_rate_last_24h":0.08,"pull_requests_impacted_last_7d":6,"quarantined":false,"most_common_failures":[{"summary":"Expected 3 results, received 2","occurrence_count":2}],"failures":["-6h","-3d"],"classname":"src/search/__tests__/query.test.ts"},{"id":"e019fb59-a12d-58bc-899f-1587c456f0de","name":"testLoginRejectsExpiredToken","variant":"","file_path":"src/test/java/com/acme/auth/TokenServiceTest.java","parent":"com.acme.auth.TokenServiceTest","classname":"com.acme.auth.TokenServiceTest","status":{"value":"flaky","reason":"Failed at a rate above the threshold"},"codeowners":["@acme/platform"],"failure_rate_last_7d":0.175,"failure_rate_last_24h":0.16,"pull_requests_impacted_last_7d":10,"quarantined":true,"most_common_failures":[{"summary":"java.lang.AssertionError: expected:<401> but was:<200>","occurrence_count":5}],"failures":["-45m","-8h","-1d2h","-3d","-6d20h"]},{"id":"c7ac809f-21e8-5ccb-8b5e-424784afe191","name":"testSessionCacheEvictsAfterTtl","variant":"","file_path":"src/test/java/com/acme/auth/SessionCacheTest.java","parent":"com.acme.auth.SessionCacheTest","classname":"com.acme.auth.SessionCacheTest","status":{"value":"flaky","reason":"Passed on retry"},"codeowners":["@acme/platform"],"failure_rate_last_7d":0.07,"failure_rate_last_24h":0,"pull_requests_impacted_last_7d":5,"quarantined":false,"ticket":{"html_url":"https://acme.atlassian.net/browse/PLAT-301"},"most_common_failures":[{"summary":"java.util.concurrent.TimeoutException","occurrence_count":2}],"failures":["-2d1h","-5d"]},{"id":"6bbceaca-dbb1-58f1-9c23-cf30fb75508e","name":"test_inventory_reservation_expires","variant":"","file_path":"tests/inventory/test_reservations.py","parent":"pytest","classname":"tests.inventory.test_reservations.TestReservations","status":{"value":"flaky","reason":"Passed and failed on the same commit"},"codeowners":["@acme/inventory"],"failure_rate_last_7d":0.07,"failure_rate_last_24h":0.08,"pull_requests_impacted_last_7d":6,"quarantined":false,"most_common_failures":[{"summary":"freezegun: time did not advance","occurrence_count":2}],"failures":["-10h","-4d"]},{"id":"a7ba4340-7831-5a21-bf2a-c5d6729ef460","name":"test_inventory_sync_handles_partial_pages","variant":"","file_path":"tests/inventory/test_sync.py","parent":"pytest","classname":"tests.inventory.test_sync.TestSync","status":{"value":"healthy","reason":"No recent failures","timestamp":"-8d"},"codeowners":["@acme/inventory"],"failure_rate_last_7d":0,"failure_rate_last_24h":0,"pull_requests_impacted_last_7d":0,"quarantined":false,"most_common_failures":[],"failures":[]},{"id":"9ac8394a-8d47-5fb6-a30b-a86e9ef45e92","name":"notifications sends one email per digest","variant":"","file_path":"src/notifications/__tests__/digest.test.ts","parent":"notifications","status":{"value":"broken","reason":"Failed on the last 5 runs"},"codeowners":["@acme/web","@acme/platform"],"failure_rate_last_7d":0.175,"failure_rate_last_24h":0.4,"pull_requests_impacted_last_7d":11,"quarantined":true,"ticket":{"html_url":"https://github.com/acme/app/issues/2290"},"most_common_failures":[{"summary":"expect(send).toHaveBeenCalledTimes(1) // received 2","occurrence_count":5}],"failures":["-20m","-1h10m","-3h","-5h","-9h"],"classname":"notifications sends one email per digest"},{"id":"a1ff42ff-9f15-5034-a59d-b38064abcfde","name":"notifications retries on 429","variant":"","file_path":"src/notifications/__tests__/retry.test.ts","parent":"notifications","status":{"value":"flaky","reason":"Passed on retry"},"codeowners":["@acme/platform"],"failure_rate_last_7d":0.07,"failure_rate_last_24h":0,"pull_requests_impacted_last_7d":6,"quarantined":false,"most_common_failures":[{"summary":"ECONNRESET: socket hang up","occurrence_count":2}],"failures":["-1d20h","-6d2h"],"classname":"notifications retries on 429"},{"id":"21bb62fb-b4ee-5336-a1ce-20d730514e69","name":"TestGatewayProxiesWebSockets","variant":"","file_path":"gateway/proxy_test.go","parent":"github.com/acme/app/gateway","classname":"github.com/acme/app/gateway","status":{"value":"flaky","reason":"Passed and failed on the same commit"},"codeowners":["@acme/infra"],"failure_rate_last_7d":0.14,"failure_rate_last_24h":0.16,"pull_requests_impacted_last_7d":8,"quarantined":true,"ticket":{"html_url":"https://acme.atlassian.net/browse/INFRA-77"},"most_common_failures":[{"summary":"proxy_test.go:88: read tcp 127.0.0.1:53122: i/o timeout","occurrence_count":4}],"failures":["-4h","-16h","-2d8h","-3d"]},{"id":"0d6e9b62-5014-5a91-83ea-e2c052a5cba9","name":"TestGatewayRateLimitsPerToken","variant":"race","file_path":"gateway/ratelimit_test.go","parent":"github.com/acme/app/gateway","classname":"github.com/acme/app/gateway","status":{"value":"flaky","reason":"Failed under the race detector"},"codeowners":["@acme/infra"],"failure_rate_last_7d":0.035,"failure_rate_last_24h":0,"pull_requests_impacted_last_7d":3,"quarantined":false,"most_common_failures":[{"summary":"WARNING: DATA RACE","occurrence_count":1}],"failures":["-5d3h"]},{"id":"f3140966-38b4-582b-b03d-f604a14d085a","name":"ProfilePage shows the avatar fallback","variant":"","file_path":"src/profile/__tests__/ProfilePage.test.tsx","parent":"ProfilePage","status":{"value":"healthy","reason":"No failures in the last 7 days","timestamp":"-8d"},"codeowners":["@acme/web"],"failure_rate_last_7d":0.035,"failure_rate_last_24h":0,"pull_requests_impacted_last_7d":4,"quarantined":false,"most_common_failures":[{"summary":"Snapshot mismatch: 1 line changed","occurrence_count":1}],"failures":["-12d"],"classname":"ProfilePage shows the avatar fallback"},{"id":"a9c70bb1-be06-5f6d-926b-4ebd689c520d","name":"reporting exports a CSV with BOM","variant":"windows-x64","file_path":"src/reporting/__tests__/export.test.ts","parent":"reporting","status":{"value":"flaky","reason":"Passed and failed on the same commit"},"codeowners":["@acme/web"],"failure_rate_last_7d":0.07,"failure_rate_last_24h":0.08,"pull_requests_impacted_last_7d":4,"quarantined":false,"most_common_failures":[{"summary":"Expected buffer to start with EF BB BF","occurrence_count":2}],"failures":["-7h","-2d4h"],"classname":"reporting exports a CSV with BOM"},{"id":"8cc79716-c6e8-57cd-bfc1-ceb5d72ce641","name":"test_billing_invoice_totals_match_line_items","variant":"","file_path":"tests/billing/test_invoices.py","parent":"pytest","classname":"tests.billing.test_invoices.TestInvoices","status":{"value":"flaky","reason":"Failed at a rate above the threshold"},"codeowners":["@acme/payments"],"failure_rate_last_7d":0.245,"failure_rate_last_24h":0.24,"pull_requests_impacted_last_7d":15,"quarantined":true,"ticket":{"html_url":"https://acme.atlassian.net/browse/BILL-512"},"most_common_failures":[{"summary":"AssertionError: 104.99 != 105.00","occurrence_count":7}],"failures":["-15m","-6h","-11h","-1d1h","-2d","-2d9h","-4d"]},{"id":"57fd3c79-1c3f-5d27-a249-919a5c67e133","name":"test_billing_webhook_is_idempotent","variant":"","file_path":"tests/billing/test_webhooks.py","parent":"pytest","classname":"tests.billing.test_webhooks.TestWebhooks","status":{"value":"flaky","reason":"Passed on retry"},"codeowners":["@acme/payments"],"failure_rate_last_7d":0.035,"failure_rate_last_24h":0,"pull_requests_impacted_last_7d":4,"quarantined":false,"most_common_failures":[{"summary":"IntegrityError: duplicate key value violates unique constraint","occurrence_count":1}],"failures":["-3d7h"]},{"id":"12b59aa6-86ae-585a-8814-7b9f2042ea07","name":"testMergesDuplicateEvents","variant":"","file_path":"src/test/java/com/acme/reporting/EventMergerTest.java","parent":"com.acme.reporting.EventMergerTest","classname":"com.acme.reporting.EventMergerTest","status":{"value":"broken","reason":"Failed on the last 9 runs"},"codeowners":["@acme/platform"],"failure_rate_last_7d":0.21,"failure_rate_last_24h":0.24,"pull_requests_impacted_last_7d":12,"quarantined":false,"ticket":{"html_url":"https://acme.atlassian.net/browse/REP-41"},"most_common_failures":[{"summary":"org.opentest4j.AssertionFailedError: expected: <1> but was: <2>","occurrence_count":6}],"failures":["-2h","-6h","-13h","-1d","-1d12h","-2d"]},{"id":"2da0cb89-bc7c-5f3f-849f-13f0d0d1f8b6","name":"merge queue › badge updates","variant":"chromium","file_path":"e2e/queue.spec.ts","parent":"queue.spec.ts","status":{"value":"flaky","reason":"Passed and failed on the same commit"},"codeowners":["@acme/web"],"failure_rate_last_7d":0.175,"failure_rate_last_24h":0.16,"pull_requests_impacted_last_7d":11,"quarantined":true,"most_common_failures":[{"summary":"locator.click: Timeout 30000ms exceeded","occurrence_count":5}],"failures":["-50m","-9h","-1d4h","-3d1h","-5d9h"],"classname":"queue.spec.ts"},{"id":"d68ee055-50d0-5f86-8431-33259a971b37","name":"test_refund_of_a_zero_amount_is_a_no_op","variant":"","file_path":"tests/payments/test_refunds.py","parent":"pytest","classname":"tests.payments.test_refunds.TestRefunds","status":{"value":"flaky","reason":"Quarantined after flaking on main","timestamp":"-41d"},"codeowners":["@acme/payments"],"failure_rate_last_7d":0,"failure_rate_last_24h":0,"pull_requests_impacted_last_7d":0,"quarantined":true,"ticket":{"html_url":"https://acme.atlassian.net/browse/PAY-1377"},"most_common_failures":[{"summary":"AssertionError: refund of 0.00 created a ledger entry","occurrence_count":3}],"failures":["-40d","-41d","-44d"]}]}');
// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
;// CONCATENATED MODULE: ./src/emulator/v2/keys.ts
/**
 * The emulator's v2 API keys and rate limits. A key (`trunk_v2_…`) carries permissions, as the
 * service's do; requests are limited as the docs say (notes §5): 5 a second per key on reads
 * under `/v2/pull-requests`, 5 a second for the metrics, 100 a second for everything else. The
 * docs give no algorithm (gaps.md §3): a token bucket that holds one second's worth.
 */



/** The key the emulator accepts when none is configured, with every permission. Not a secret. */
const DEFAULT_V2_API_KEY = 'trunk_v2_emulator';
/** What is wrong with a permission list, or undefined. */
function permissionProblem(perms) {
    const unknown = perms.filter((p) => !permissions/* V2_PERMISSION_IDS */.IX.includes(p));
    return unknown.length
        ? `unknown permission ${unknown.map((p) => JSON.stringify(p)).join(', ')}; expected any of ${permissions/* V2_PERMISSION_IDS */.IX.join(', ')} (or all)`
        : undefined;
}
/** What is wrong with a key value, or undefined. */
function keyProblem(key) {
    if (!key.startsWith(keys/* V2_KEY_PREFIX */.I))
        return `must start with ${keys/* V2_KEY_PREFIX */.I}`;
    if (!/^[\x21-\x7e]{10,4096}$/.test(key)) {
        return 'must be 10-4096 printable ASCII characters without spaces';
    }
    return undefined;
}
/**
 * Reads `KEY=perm,perm` (the `--api-key` flag): the key, then its permissions (none: a key that
 * can only read; `all`: every permission). Throws a message naming what is wrong.
 */
function parseApiKeySpec(spec) {
    const eq = spec.indexOf('=');
    if (eq <= 0)
        throw new Error('expected KEY=permission,permission (KEY starts with trunk_v2_)');
    const key = spec.slice(0, eq);
    const problem = keyProblem(key);
    if (problem)
        throw new Error(`the key ${problem} (value not shown)`);
    const list = spec
        .slice(eq + 1)
        .split(',')
        .map((p) => p.trim())
        .filter((p) => p !== '');
    const perms = list.includes('all') ? [...permissions/* V2_PERMISSION_IDS */.IX] : list;
    const bad = permissionProblem(perms);
    if (bad)
        throw new Error(bad);
    return { key, permissions: [...new Set(perms)] };
}
/** The keys the emulator accepts, looked up by digest (the value is never compared as text). */
class ApiKeyStore {
    byDigest = new Map();
    constructor(keys = [{ key: DEFAULT_V2_API_KEY, permissions: [...permissions/* V2_PERMISSION_IDS */.IX] }]) {
        for (const k of keys)
            this.set(k);
    }
    static digest(key) {
        return (0,external_node_crypto_.createHash)('sha256').update(key, 'utf8').digest('hex');
    }
    /** Adds a key or replaces its permissions. */
    set(k) {
        this.byDigest.set(ApiKeyStore.digest(k.key), { key: k.key, permissions: [...k.permissions] });
    }
    /** Removes a key; false when there was none. */
    remove(key) {
        return this.byDigest.delete(ApiKeyStore.digest(key));
    }
    /** The key's record, or undefined for an unknown key. */
    lookup(key) {
        return this.byDigest.get(ApiKeyStore.digest(key));
    }
    /** Every key, masked (prefix and last 4 characters), with its permissions. */
    list() {
        return [...this.byDigest.values()].map((k) => ({
            key: `${k.key.slice(0, keys/* V2_KEY_PREFIX */.I.length)}…${k.key.slice(-4)}`,
            permissions: [...k.permissions],
        }));
    }
}
/** Requests a second of each limit (notes §5). */
const RATE_LIMITS = { pullRequestReadsPerKey: 5, metricsPerOrg: 5, perOrg: 100 };
/** Token buckets by name, refilled continuously in real time (rate limits are about real load). */
class RateLimiter {
    now;
    buckets = new Map();
    constructor(now = () => external_node_perf_hooks_.performance.now()) {
        this.now = now;
    }
    /** Takes one token from `name` (capacity and refill `perSecond`); false when it is empty. */
    take(name, perSecond) {
        const t = this.now();
        const b = this.buckets.get(name) ?? { tokens: perSecond, at: t };
        b.tokens = Math.min(perSecond, b.tokens + ((t - b.at) / 1000) * perSecond);
        b.at = t;
        this.buckets.set(name, b);
        if (b.tokens < 1)
            return false;
        b.tokens -= 1;
        return true;
    }
    /** Which limits a request counts against (the org's, and its own where it has one). */
    static bucketsOf(method, path, keyDigest) {
        const out = [['org', RATE_LIMITS.perOrg]];
        if (method === 'GET' && path.startsWith('/v2/pull-requests')) {
            out.push([`pr:${keyDigest}`, RATE_LIMITS.pullRequestReadsPerKey]);
        }
        if (method === 'GET' && /^\/v2\/merge-queues\/(?:[^/]+\/)?metrics$/.test(path)) {
            out.push(['metrics', RATE_LIMITS.metricsPerOrg]);
        }
        return out;
    }
}

;// CONCATENATED MODULE: ./src/emulator/options.ts
/**
 * The options of {@link startEmulator} (index.ts): their types and defaults, and their check,
 * which refuses a bad one with a message naming it and fills in the rest.
 */






/** Largest latency accepted: a minute per answer is already no network anyone works over. */
const MAX_LATENCY_MS = 60_000;
/** The token the emulator accepts when none is configured. Not a secret: it is for local use. */
const DEFAULT_EMULATOR_TOKEN = 'emulator-token';
/** Simulated duration of one test run unless scripted: 5 minutes of emulator time. */
const DEFAULT_TEST_DURATION_MS = 5 * 60_000;
/**
 * Where the example flaky-tests data set lives in the source tree. The emulator imports it as a
 * JSON module (so a bundle carries it); this path is for reading it as a file, e.g. in tests.
 */
const EXAMPLE_FLAKY_TESTS_PATH = (0,external_node_url_.fileURLToPath)(new URL(/* asset import */ __webpack_require__(663), __webpack_require__.b));
/** An option of {@link startEmulator} is invalid; the message names it. */
class EmulatorConfigError extends Error {
    constructor(message) {
        super(message);
        this.name = 'EmulatorConfigError';
    }
}
function check(ok, message) {
    if (!ok)
        throw new EmulatorConfigError(message);
}
/** Checks the v2 API keys option; undefined keeps the default key. */
function checkApiKeys(keys) {
    for (const k of keys ?? []) {
        const problem = keyProblem(k.key) ?? permissionProblem(k.permissions);
        check(problem === undefined, `apiKeys: a key ${problem} (value not shown)`);
    }
    return keys;
}
/** Validates options and fills in defaults. */
function resolveOptions(o) {
    const host = o.host ?? '127.0.0.1';
    check(typeof host === 'string' && host.length > 0, 'host must be a non-empty string');
    const port = o.port ?? 0;
    check(Number.isInteger(port) && port >= 0 && port <= 65535, `port must be 0-65535 (given ${port})`);
    const token = o.token ?? DEFAULT_EMULATOR_TOKEN;
    check(typeof token === 'string' && /^[\x21-\x7e]{1,4096}$/.test(token), 'token must be 1-4096 printable ASCII characters without spaces');
    const clock = o.clock ?? { mode: 'real' };
    check(clock.mode === 'real' || clock.mode === 'manual', 'clock.mode must be "real" or "manual"');
    const testDurationMs = o.testDurationMs ?? DEFAULT_TEST_DURATION_MS;
    check(Number.isInteger(testDurationMs) && testDurationMs >= 0, `testDurationMs must be a whole number of milliseconds, 0 or more (given ${testDurationMs})`);
    const latencyMs = o.latencyMs ?? 0;
    check(Number.isInteger(latencyMs) && latencyMs >= 0 && latencyMs <= MAX_LATENCY_MS, `latencyMs must be a whole number of milliseconds from 0 to ${MAX_LATENCY_MS} (given ${latencyMs})`);
    if (o.faults) {
        const r = FaultConfigSchema.safeParse(o.faults);
        check(r.success, `faults are invalid: ${r.error?.issues[0]?.path.join('.')} ${r.error?.issues[0]?.message}`);
        check((0,loopback/* isLoopbackHost */.c)(host) || o.faults.rules.length === 0, 'fault mode is available only on a loopback host (127.0.0.1, ::1, localhost)');
    }
    return { host, port, token, clock, testDurationMs, latencyMs };
}
/** The flaky-tests data set an option names, with relative times read against `now`. */
function loadFlaky(option, now) {
    if (option === false)
        return [];
    if (option === undefined)
        return parseFlakyTests(FlakyDataFileSchema.parse(flaky_tests_example_namespaceObject), now);
    if (typeof option === 'string')
        return loadFlakyTestsFile(option, now);
    if (Array.isArray(option))
        return option;
    check(Number.isInteger(option.seed) &&
        Number.isInteger(option.size) &&
        option.size >= 0 &&
        option.size <= 200_000, 'flakyTests.seed must be an integer and flakyTests.size 0-200000');
    return generateFlakyTests(option.seed, option.size, now);
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/files/atomic-write.ts
var atomic_write = __webpack_require__(4448);
// EXTERNAL MODULE: ./src/files/read-file.ts
var read_file = __webpack_require__(654);
;// CONCATENATED MODULE: ./src/emulator/persistence/state-file.ts
/**
 * The optional data file: the emulator's state as one JSON document, written atomically
 * ({@link writeFileAtomic}: a temp file in the same directory, fsync, rename), debounced, and once
 * more on close. A crash mid-write leaves the previous file intact plus a stray temp file, which the
 * next start removes.
 */






const STATE_FORMAT = 'merge-queue-emulator-state';
/**
 * A data file is read no further than this: the document is parsed whole, at several times its
 * size in memory, so a longer file is refused instead of filling the memory.
 */
const MAX_DATA_FILE_BYTES = 64 * 1024 * 1024;
// Checked on load: enough structure that a wrong or damaged file fails with a clear message
// instead of half-loading.
const StateDocumentSchema = schemas/* object */.Ikc({
    format: schemas/* literal */.euz(STATE_FORMAT),
    version: schemas/* literal */.euz(1),
    savedAt: schemas/* string */.YjP(),
    clock: schemas/* object */.Ikc({
        now: schemas/* number */.aig(),
        mode: schemas/* enum */.k5n(['real', 'manual']),
        speed: schemas/* number */.aig().positive(),
    }),
    simulation: schemas/* object */.Ikc({
        now: schemas/* number */.aig(),
        seq: schemas/* number */.aig().int().min(0),
        testDurationMs: schemas/* number */.aig().min(0),
        queues: schemas/* array */.YOg(schemas/* looseObject */._H3({
            key: schemas/* string */.YjP(),
            repo: schemas/* object */.Ikc({ host: schemas/* string */.YjP(), owner: schemas/* string */.YjP(), name: schemas/* string */.YjP() }),
            branch: schemas/* string */.YjP(),
            state: schemas/* enum */.k5n(['running', 'paused', 'draining', 'switching_modes']),
            settings: schemas/* looseObject */._H3({}),
            line: schemas/* array */.YOg(schemas/* string */.YjP()),
            waiting: schemas/* array */.YOg(schemas/* string */.YjP()),
            finished: schemas/* array */.YOg(schemas/* string */.YjP()),
            byPr: schemas/* array */.YOg(schemas/* tuple */.PVZ([schemas/* number */.aig(), schemas/* string */.YjP()])),
            activeRuns: schemas/* array */.YOg(schemas/* string */.YjP()),
            estimates: schemas/* object */.Ikc({ enabled: schemas/* boolean */.zMY(), minHistory: schemas/* number */.aig().int().min(0) })
                .optional(),
        })),
        entries: schemas/* array */.YOg(schemas/* looseObject */._H3({
            id: schemas/* string */.YjP(),
            prNumber: schemas/* number */.aig(),
            state: schemas/* string */.YjP(),
            timeline: schemas/* array */.YOg(schemas/* unknown */.L5J()),
        })),
        runs: schemas/* array */.YOg(schemas/* looseObject */._H3({ id: schemas/* string */.YjP(), members: schemas/* array */.YOg(schemas/* string */.YjP()), base: schemas/* array */.YOg(schemas/* string */.YjP()) })),
        finishedRunOrder: schemas/* array */.YOg(schemas/* string */.YjP()),
        pullRequests: schemas/* array */.YOg(schemas/* looseObject */._H3({ number: schemas/* number */.aig() })),
        targetUploads: schemas/* array */.YOg(schemas/* tuple */.PVZ([schemas/* string */.YjP(), schemas/* array */.YOg(schemas/* unknown */.L5J())])),
        outcomes: schemas/* array */.YOg(schemas/* tuple */.PVZ([schemas/* string */.YjP(), schemas/* array */.YOg(schemas/* unknown */.L5J())])),
    }),
});
/** The emulator's data file. One emulator process owns one file. */
class StateFile {
    debounceMs;
    path;
    timer;
    writing;
    again = false;
    produce;
    lastError;
    constructor(path, debounceMs = 200) {
        this.debounceMs = debounceMs;
        this.path = (0,external_node_path_.resolve)(path);
    }
    /**
     * Loads the file: undefined when it does not exist; throws a clear Error when it is damaged or
     * cannot be written where it is (a pseudo file system, a directory that is not writable), so a
     * start fails at once instead of at the first save.
     */
    load() {
        try {
            (0,output_directory/* checkOutputPath */.$b)(this.path);
        }
        catch (e) {
            if (!(e instanceof output_directory/* OutputPathProblem */.gW))
                throw e;
            throw new Error(`cannot use the emulator data file ${this.path}: ${e.message}`, { cause: e });
        }
        this.removeStrayTempFiles();
        let text;
        try {
            const read = (0,read_file/* readBoundedFileSync */.Tq)(this.path, { maxBytes: MAX_DATA_FILE_BYTES });
            if (!read.complete) {
                throw new Error(`the emulator data file ${this.path} is longer than ${MAX_DATA_FILE_BYTES} bytes (64 MiB), the most it loads; ` +
                    'remove it, or start with another --data-file');
            }
            text = read.bytes.toString('utf8');
        }
        catch (e) {
            if (!(e instanceof read_file/* FileReadProblem */.Es))
                throw e;
            if (e.code === 'ENOENT')
                return undefined;
            throw new Error(`cannot read the emulator data file ${this.path}: it ${e.message}`, {
                cause: e,
            });
        }
        let json;
        try {
            json = JSON.parse(text);
        }
        catch (e) {
            throw new Error(`the emulator data file ${this.path} is not valid JSON (${e.message}); ` +
                'fix or remove it, or start with another --data-file', { cause: e });
        }
        const r = StateDocumentSchema.safeParse(json);
        if (!r.success) {
            const issue = r.error.issues[0];
            throw new Error(`the emulator data file ${this.path} is not an emulator state file ` +
                `(${issue?.path.join('.') || '(document)'}: ${issue?.message}); fix or remove it, or start with another --data-file`);
        }
        return json;
    }
    /** Asks for a write soon (debounced); `produce` is called when the write happens. */
    schedule(produce) {
        this.produce = produce;
        if (this.timer)
            return;
        this.timer = setTimeout(() => {
            this.timer = undefined;
            void this.write().catch((e) => {
                this.lastError = e;
            });
        }, this.debounceMs);
        this.timer.unref();
    }
    /** Writes now if a write is scheduled or running, and waits for it. */
    async flush(produce) {
        if (produce)
            this.produce = produce;
        if (this.timer) {
            clearTimeout(this.timer);
            this.timer = undefined;
        }
        if (this.writing)
            await this.writing.catch(() => undefined);
        if (this.produce)
            await this.write();
    }
    /** The error of the last failed background write, if any. */
    get error() {
        return this.lastError;
    }
    async write() {
        if (this.writing) {
            this.again = true;
            return this.writing;
        }
        const produce = this.produce;
        if (!produce)
            return;
        this.writing = (async () => {
            // The write itself is synchronous: without this pause the whole body, `finally` included,
            // would run before `this.writing` is assigned, leaving it set for good, and every later
            // write (the one on close too) would be skipped as "already running".
            await Promise.resolve();
            try {
                do {
                    this.again = false;
                    (0,atomic_write/* writeFileAtomic */.Z)(this.path, `${JSON.stringify(produce())}\n`);
                    this.lastError = undefined;
                } while (this.again);
            }
            finally {
                this.writing = undefined;
            }
        })();
        return this.writing;
    }
    removeStrayTempFiles() {
        for (const tmp of (0,atomic_write/* strayTempFilesOf */.e)(this.path))
            (0,external_node_fs_.rmSync)(tmp, { force: true });
        // Versions before the shared helper named them `.<name>.<pid>.<time>.tmp`.
        const dir = (0,external_node_path_.dirname)(this.path);
        const prefix = `.${(0,external_node_path_.basename)(this.path)}.`;
        let names;
        try {
            names = (0,external_node_fs_.readdirSync)(dir);
        }
        catch {
            return;
        }
        for (const name of names) {
            if (name.startsWith(prefix) && name.endsWith('.tmp'))
                (0,external_node_fs_.rmSync)((0,external_node_path_.join)(dir, name), { force: true });
        }
    }
}

;// CONCATENATED MODULE: ./src/emulator/simulation/metrics.ts
/** The content type the service answers with, exactly. */
const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';
/** Histogram bucket upper bounds, in seconds (+Inf is added). */
const HISTOGRAM_BUCKETS = [60, 300, 600, 900, 1800, 3600, 5400, 7200];
const HOUR_MS = 3_600_000;
const FAMILIES = [
    { name: 'mq_depth_current', type: 'gauge', help: 'PRs currently in the queue' },
    {
        name: 'mq_awaiting_mergeability',
        type: 'gauge',
        help: 'Number of PRs currently awaiting mergeability',
    },
    { name: 'mq_testing_slots_active', type: 'gauge', help: 'PRs currently in TESTING state' },
    { name: 'mq_pr_conclusions_1h_total', type: 'gauge', help: 'PRs exiting the queue in last hour' },
    { name: 'mq_pr_restarts_1h_total', type: 'gauge', help: 'PR restarts in last hour' },
    {
        name: 'mq_pr_wait_duration_1h_seconds',
        type: 'histogram',
        help: 'Time PRs waited in the queue before testing started, for tests started in last hour',
    },
    {
        name: 'mq_pr_test_duration_1h_seconds',
        type: 'histogram',
        help: 'Duration of testing phases that ended in last hour',
    },
    {
        name: 'mq_pr_time_in_queue_1h_seconds',
        type: 'histogram',
        help: 'Time from entering to leaving the queue, for PRs that left in last hour',
    },
];
/** Escapes a label value (backslash, double quote, newline). */
function escapeLabelValue(v) {
    return v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}
function labelText(labels) {
    return `{${Object.entries(labels)
        .map(([k, v]) => `${k}="${escapeLabelValue(v)}"`)
        .join(',')}}`;
}
function num(n) {
    if (Number.isInteger(n))
        return String(n);
    return String(Math.round(n * 1000) / 1000);
}
/** The observations of one queue over the hour ending at `now`. */
function observeQueue(src, now) {
    const from = now - HOUR_MS;
    const inWindow = (t) => t > from && t <= now;
    const conclusions = { merged: 0, failed: 0, cancelled: 0 };
    let restarts = 0;
    const wait = [];
    const test = [];
    const inQueue = [];
    for (const e of src.recent) {
        let firstTestingSeen = false;
        let testingSince;
        for (let i = 0; i < e.timeline.length; i++) {
            const t = e.timeline[i];
            const prev = e.timeline[i - 1];
            if (t.state === 'testing') {
                if (!firstTestingSeen && inWindow(t.at))
                    wait.push((t.at - e.submittedAt) / 1000);
                firstTestingSeen = true;
                testingSince = t.at;
            }
            else if (testingSince !== undefined) {
                if (inWindow(t.at))
                    test.push((t.at - testingSince) / 1000);
                testingSince = undefined;
            }
            if (t.state === 'pending' && prev?.state === 'testing' && inWindow(t.at))
                restarts++;
            if ((t.state === 'merged' || t.state === 'failed' || t.state === 'cancelled') &&
                inWindow(t.at)) {
                conclusions[t.state]++;
                inQueue.push((t.at - e.submittedAt) / 1000);
            }
        }
    }
    return {
        depth: src.active.filter((e) => e.state !== 'not_ready').length,
        awaitingMergeability: src.active.filter((e) => e.state === 'not_ready').length,
        testing: src.active.filter((e) => e.state === 'testing').length,
        conclusions,
        restarts,
        wait,
        test,
        inQueue,
    };
}
/** Renders every family for the given queues (HELP/TYPE lines always, samples per queue). */
function renderMetrics(sources, now) {
    const sorted = [...sources].sort((a, b) => label(a.queue).repo.localeCompare(label(b.queue).repo) ||
        a.queue.branch.localeCompare(b.queue.branch));
    const observed = sorted.map((s) => ({ labels: label(s.queue), o: observeQueue(s, now) }));
    const lines = [];
    for (const f of FAMILIES) {
        lines.push(`# HELP ${f.name} ${f.help}`, `# TYPE ${f.name} ${f.type}`);
        for (const { labels, o } of observed) {
            switch (f.name) {
                case 'mq_depth_current':
                    lines.push(`${f.name}${labelText(labels)} ${o.depth}`);
                    break;
                case 'mq_awaiting_mergeability':
                    lines.push(`${f.name}${labelText(labels)} ${o.awaitingMergeability}`);
                    break;
                case 'mq_testing_slots_active':
                    lines.push(`${f.name}${labelText(labels)} ${o.testing}`);
                    break;
                case 'mq_pr_conclusions_1h_total':
                    for (const c of ['merged', 'failed', 'cancelled']) {
                        lines.push(`${f.name}${labelText({ ...labels, conclusion: c })} ${o.conclusions[c]}`);
                    }
                    break;
                case 'mq_pr_restarts_1h_total':
                    lines.push(`${f.name}${labelText(labels)} ${o.restarts}`);
                    break;
                default: {
                    const values = f.name === 'mq_pr_wait_duration_1h_seconds'
                        ? o.wait
                        : f.name === 'mq_pr_test_duration_1h_seconds'
                            ? o.test
                            : o.inQueue;
                    lines.push(...histogramLines(f.name, labels, values));
                }
            }
        }
    }
    return `${lines.join('\n')}\n`;
}
function histogramLines(name, labels, values) {
    const out = [];
    for (const le of HISTOGRAM_BUCKETS) {
        const n = values.filter((v) => v <= le).length;
        out.push(`${name}_bucket${labelText({ ...labels, le: String(le) })} ${n}`);
    }
    out.push(`${name}_bucket${labelText({ ...labels, le: '+Inf' })} ${values.length}`);
    out.push(`${name}_sum${labelText(labels)} ${num(values.reduce((a, b) => a + b, 0))}`);
    out.push(`${name}_count${labelText(labels)} ${values.length}`);
    return out;
}
function label(q) {
    return { repo: `${q.repo.owner}/${q.repo.name}`, branch: q.branch, queue_type: 'main' };
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/iso.js
var classic_iso = __webpack_require__(6758);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core = __webpack_require__(8532);
;// CONCATENATED MODULE: ./src/emulator/simulation/requests.ts
/**
 * The emulator's request parsing: the client's wire shapes, made as lenient as the real service
 * is. Unknown fields are dropped (not refused), enums are accepted in either case, `pr.number`
 * may be a numeric string, `impactedTargets` may be the legacy `IMPACTS_ALL`. A body that breaks
 * a schema gets a one-line message naming the field, e.g. `pr.number must be a whole number`.
 */


/** Test branch naming modes the service reports (live data and the v2 migration notes). */
const TEST_BRANCH_CONSTRUCTION_MODES = [
    'rename_temp_branch',
    'push_new_branch_from_temp',
];
/** `{host, owner, name}`; unknown keys dropped. */
const RepoSchema = schemas/* object */.Ikc(wire_schemas/* RepoRefSchema */.BM.shape);
/** A PR number as a JSON number or a numeric string (Trunk's own actions send `"123"`). */
const LenientPrNumberSchema = schemas/* union */.KCZ([
    schemas/* number */.aig(),
    schemas/* string */.YjP()
        .regex(/^\s*\d+\s*$/, 'must be a number')
        .transform(Number),
], {
    error: 'must be a number or a numeric string',
})
    .pipe(wire_schemas/* PullRequestRefSchema */.lV.shape.pr.shape.number);
const queueRefShape = { repo: RepoSchema, targetBranch: (0,wire_schemas/* wireText */.BJ)() };
const QueueRefBodySchema = schemas/* object */.Ikc(queueRefShape);
const PullRequestBodySchema = schemas/* object */.Ikc({
    ...queueRefShape,
    pr: schemas/* object */.Ikc({ number: LenientPrNumberSchema }),
});
const PRIORITY_HINT = `must be one of ${Object.keys(enums/* PRIORITY_NAMES */.iR).join(', ')} or a whole number from ${enums/* PRIORITY_MIN */.Op} to ${enums/* PRIORITY_MAX */.gX}`;
/** A priority: 0-255, a name in either case, a numeric string, or null for the default. */
const LenientPrioritySchema = schemas/* unknown */.L5J()
    .transform((v, ctx) => {
    if (v === undefined || v === null)
        return v;
    if (typeof v === 'number' && Number.isInteger(v) && v >= enums/* PRIORITY_MIN */.Op && v <= enums/* PRIORITY_MAX */.gX) {
        return v;
    }
    if (typeof v === 'string') {
        const t = v.trim().toLowerCase();
        if (/^\d+$/.test(t) && Number(t) <= enums/* PRIORITY_MAX */.gX)
            return Number(t);
        if (Object.hasOwn(enums/* PRIORITY_NAMES */.iR, t))
            return t;
    }
    ctx.addIssue({ code: 'custom', message: PRIORITY_HINT });
    return core/* NEVER */.tm;
})
    .optional();
const SubmitBodySchema = PullRequestBodySchema.extend({
    priority: LenientPrioritySchema,
    noBatch: schemas/* boolean */.zMY().nullish(),
});
const TARGETS_HINT = `must be a list of target names or "${wire_schemas/* IMPACTS_ALL */._s}"`;
/** A list of strings, or `ALL` / the legacy `IMPACTS_ALL` in either case (read as `ALL`). */
const LenientImpactedTargetsSchema = schemas/* unknown */.L5J()
    .transform((v, ctx) => {
    if (v === undefined) {
        ctx.addIssue({ code: 'custom', message: 'is required' });
        return core/* NEVER */.tm;
    }
    if (typeof v === 'string' && [wire_schemas/* IMPACTS_ALL */._s, wire_schemas/* IMPACTS_ALL_LEGACY */.ow].includes(v.toUpperCase())) {
        return wire_schemas/* IMPACTS_ALL */._s;
    }
    if (Array.isArray(v)) {
        const bad = v.findIndex((t) => typeof t !== 'string');
        if (bad < 0)
            return v;
        ctx.addIssue({ code: 'custom', path: [bad], message: 'must be a string (a target name)' });
        return core/* NEVER */.tm;
    }
    ctx.addIssue({ code: 'custom', message: TARGETS_HINT });
    return core/* NEVER */.tm;
});
const SetImpactedTargetsBodySchema = schemas/* object */.Ikc({
    ...queueRefShape,
    pr: schemas/* object */.Ikc({ number: LenientPrNumberSchema, sha: (0,wire_schemas/* wireText */.BJ)(255) }),
    impactedTargets: LenientImpactedTargetsSchema,
});
const TestingDetailsBodySchema = schemas/* object */.Ikc({ ...queueRefShape, testRunId: (0,wire_schemas/* wireText */.BJ)(255) });
/** createQueue's fields, as the client declares them, with unknown fields dropped. */
const CreateQueueBodySchema = schemas/* object */.Ikc(wire_schemas/* CreateQueueRequestSchema */.q5.shape).extend(queueRefShape);
/**
 * Settings the live service reports and accepts beyond the client's list (wire notes §2.9,
 * §2.10): the emulator stores and reports them; the client does not send them.
 */
const LIVE_ONLY_SETTINGS = {
    extensionEnabled: schemas/* boolean */.zMY().optional(),
    enqueueingLabel: schemas/* string */.YjP().max(255, 'must be at most 255 characters').optional(),
    labelCommandsEnabled: schemas/* boolean */.zMY().optional(),
    stateLabelsEnabled: schemas/* boolean */.zMY().optional(),
    notReadyTimeoutHours: wire_schemas/* nonNegativeCount */.ij.optional(),
    testBranchConstructionMode: (0,enums/* requestEnum */.NJ)(TEST_BRANCH_CONSTRUCTION_MODES).optional(),
};
/** Settings updateQueue accepts: the client's schema, unknown fields dropped, plus the live-only ones. */
const QueueSettingsBodySchema = schemas/* object */.Ikc(wire_schemas/* QueueSettingsSchema */.w6.shape)
    .extend(LIVE_ONLY_SETTINGS);
const UpdateQueueBodySchema = QueueSettingsBodySchema.extend(queueRefShape);
/** Parses `input` with `schema`; on failure names the first offending field. */
function parseBody(schema, input) {
    const r = schema.safeParse(input);
    if (r.success)
        return { ok: true, value: r.data };
    return { ok: false, message: describeIssue(r.error.issues[0], input) };
}
/** One line for a zod issue: the field path, what is wrong, and what was given. */
function describeIssue(issue, input) {
    if (!issue)
        return 'the request body is invalid';
    const path = issue.path.map(String);
    if (path.length === 0 && (typeof input !== 'object' || input === null || Array.isArray(input))) {
        return 'the request body must be a JSON object';
    }
    const field = path.length ? path.join('.') : '(body)';
    let given = input;
    for (const key of issue.path) {
        given =
            given !== null && typeof given === 'object'
                ? given[key]
                : undefined;
    }
    if (given === undefined && issue.code === 'invalid_type')
        return `${field} is required`;
    const shown = describeValue(given);
    const message = issue.message.replace(/^Invalid input: /, '');
    return `${field} ${message}${shown === undefined ? '' : ` (given ${shown})`}`;
}
function describeValue(v) {
    if (v === undefined)
        return undefined;
    let s;
    try {
        s = JSON.stringify(v) ?? String(v);
    }
    catch {
        s = String(v);
    }
    return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}

;// CONCATENATED MODULE: ./src/emulator/v1/flaky-tests.ts
/**
 * v1's two flaky-tests endpoints over the data set (flaky/store.ts): list-failing-tests, one page
 * at a time with opaque page tokens bound to the query, and get-test-details; their request
 * bodies, and a test in v1's shape.
 */






const IsoDateTime = classic_iso/* datetime */.w$({ offset: true, message: 'must be an ISO 8601 date-time' });
const ListFailingTestsBodySchema = schemas/* object */.Ikc({
    repo: RepoSchema,
    org_url_slug: (0,wire_schemas/* wireText */.BJ)(255),
    start_time: IsoDateTime,
    end_time: IsoDateTime,
    page_query: schemas/* object */.Ikc({
        page_size: wire_schemas/* PageQuerySchema */.zH.shape.page_size,
        page_token: schemas/* string */.YjP().max(4096, 'must be at most 4096 characters').nullish(),
    }),
})
    .superRefine(wire_schemas/* checkFailingTestsWindow */.Kr);
const GetTestDetailsBodySchema = schemas/* object */.Ikc({
    repo: RepoSchema,
    org_url_slug: (0,wire_schemas/* wireText */.BJ)(255),
    test_id: wire_schemas/* GetTestDetailsRequestSchema */.lF.shape.test_id,
});
/** list-failing-tests: the distinct tests with a failure in [start, end), one page. */
function listFailingTests(store, body) {
    const start = Date.parse(body.start_time);
    const end = Date.parse(body.end_time);
    const size = body.page_query.page_size;
    const repo = flaky_tests_repoKey(body.repo);
    const query = sha256Hex(JSON.stringify([repo, body.org_url_slug, start, end, size])).slice(0, 16);
    const offset = readPageToken(body.page_query.page_token ?? '', query);
    const matching = store.failingWithin(repo, start, end);
    const total = matching.length;
    const pages = Math.ceil(total / size);
    if (offset > 0 && offset >= total) {
        throw new HttpError(400, 'page_query.page_token points past the last page of this query');
    }
    const token = (o) => pageToken(o, query);
    const pageIndex = Math.floor(offset / size);
    return {
        tests: matching
            .slice(offset, offset + size)
            .map((t) => testBody(t, body.repo, body.org_url_slug)),
        page: {
            total_rows: total,
            total_pages: pages,
            next_page_token: offset + size < total ? token(offset + size) : '',
            prev_page_token: offset > 0 ? token(Math.max(0, offset - size)) : '',
            last_page_token: pages > 1 ? token((pages - 1) * size) : '',
            page_index: pageIndex,
        },
    };
}
/** get-test-details: one test, or a 404. */
function testDetails(store, body) {
    const t = store.test(body.test_id.toLowerCase(), flaky_tests_repoKey(body.repo));
    if (!t)
        throw new HttpError(404, `no test case with id ${body.test_id} in this repository`);
    return { test: testBody(t, body.repo, body.org_url_slug) };
}
/** A token that opens the first page of the query of `otherToken`'s page (repeat-page-token fault). */
function firstPageTokenLike(otherToken) {
    const parsed = decodeToken(otherToken);
    return parsed ? pageToken(0, parsed.q) : undefined;
}
/** A test in v1's shape, in the spec's key order. */
function testBody(t, repo, org) {
    const repoUrl = `https://${repo.host}/${repo.owner}/${repo.name}`;
    return {
        id: t.id,
        repository: t.repository ?? { html_url: repoUrl },
        html_url: t.html_url ??
            `https://app.trunk.io/${encodeURIComponent(org)}/${encodeURIComponent(repo.name)}/tests/${t.id}`,
        name: t.name,
        variant: t.variant,
        status: {
            value: t.status.value,
            reason: t.status.reason,
            timestamp: iso(t.status.timestamp),
        },
        most_common_failures: t.most_common_failures.map((f) => ({
            summary: f.summary,
            occurrence_count: f.occurrence_count,
            ...(f.last_occurrence !== undefined ? { last_occurrence: iso(f.last_occurrence) } : {}),
        })),
        failure_rate_last_7d: t.failure_rate_last_7d,
        failure_rate_last_24h: t.failure_rate_last_24h,
        ...(t.file_path !== undefined ? { file_path: t.file_path } : {}),
        ...(t.parent !== undefined ? { parent: t.parent } : {}),
        ...(t.classname !== undefined ? { classname: t.classname } : {}),
        codeowners: [...t.codeowners],
        pull_requests_impacted_last_7d: t.pull_requests_impacted_last_7d,
        quarantined: t.quarantined,
        ...(t.ticket !== undefined ? { ticket: t.ticket } : {}),
    };
}
function flaky_tests_repoKey(repo) {
    return `${repo.host}/${repo.owner}/${repo.name}`.toLowerCase();
}
function pageToken(offset, query) {
    return Buffer.from(JSON.stringify({ o: offset, q: query }), 'utf8').toString('base64url');
}
function decodeToken(token) {
    try {
        const v = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
        if (v !== null &&
            typeof v === 'object' &&
            Number.isSafeInteger(v.o) &&
            v.o >= 0 &&
            typeof v.q === 'string') {
            return v;
        }
    }
    catch {
        // Not a token of ours.
    }
    return undefined;
}
/** The offset a page token stands for; 400 for a token that is not one, or is another query's. */
function readPageToken(token, query) {
    if (token === '')
        return 0;
    const parsed = decodeToken(token);
    if (!parsed)
        throw new HttpError(400, 'page_query.page_token is not a page token this API gave out');
    if (parsed.q !== query) {
        throw new HttpError(400, 'page_query.page_token belongs to another query (repo, org_url_slug, start_time, end_time and page_size must stay the same between pages)');
    }
    return parsed.o;
}

;// CONCATENATED MODULE: ./src/emulator/http/reply.ts
const TEXT = 'text/plain; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';
function textReply(status, body, headers) {
    return { status, contentType: TEXT, body, headers };
}
function jsonReply(status, value) {
    return { status, contentType: JSON_TYPE, body: JSON.stringify(value), json: value };
}
/** The write endpoints' success answer: 200 with a plain-text `OK` (wire notes §1.2). */
function okReply() {
    return textReply(200, 'OK');
}

;// CONCATENATED MODULE: ./src/emulator/v1/responses.ts
/**
 * JSON bodies of the read endpoints, in the live service's key order (wire notes §2.4, §2.6,
 * §2.9, §2.10).
 */


/** A PR's title, author and base branch with defaults for unregistered PRs. */
function responses_prFacts(sim, q, prNumber) {
    const meta = sim.metadataOf(q.repo, prNumber);
    return {
        prTitle: meta.title ?? `Pull request #${prNumber}`,
        prSha: sim.headShaOf(q.repo, prNumber),
        prBaseBranch: meta.baseBranch ?? q.branch,
        prAuthor: meta.author ?? 'emulator-user',
    };
}
/** The fields both PR bodies open with, in the live fixtures' order. */
function entryFields(e) {
    return {
        id: e.id,
        state: e.state,
        stateChangedAt: iso(e.stateChangedAt),
        priorityValue: e.priorityValue,
        priorityName: e.priorityName,
        usedDefaultPriorityName: DEFAULT_PRIORITY_NAME,
        skipTheLine: e.priorityValue === 0,
        noBatch: e.noBatch,
    };
}
/** The key of a v1 timeline item's per-state object (the migrate guide's `failure`, `cancellation`). */
const TIMELINE_STATE_KEYS = {
    not_ready: 'notReady',
    pending: 'pending',
    testing: 'testing',
    tests_passed: 'testsPassed',
    pending_failure: 'pendingFailure',
    failed: 'failure',
    cancelled: 'cancellation',
    merged: 'merged',
};
/**
 * A v1 timeline, newest first. The wire notes leave its items open; this is the emulator's
 * reading of the migrate guide (v2 renamed `timestamp` to `changedAt`, `failure` to `failed`,
 * `testRun` to `verificationRunId`, `failureCausingStatuses` to `failureCausingChecks`, and moved
 * the per-state `reason`/`actor` up): `{state, timestamp, <stateKey>: {reason, actor?, testRun?,
 * failureCausingStatuses?}}`.
 */
function timelineBody(prNumber, history) {
    return [...history].reverse().map((t) => {
        const run = t.runId
            ? { id: t.runId, testBranch: `trunk-merge/pr-${prNumber}/${t.runId}` }
            : undefined;
        return {
            state: t.state,
            timestamp: iso(t.at),
            [TIMELINE_STATE_KEYS[t.state]]: {
                reason: t.code ?? null,
                message: t.reason,
                ...(t.actor ? { actor: { gitHubLogin: t.actor } } : {}),
                ...(run ? { testRun: run } : {}),
                ...(t.failedChecks
                    ? {
                        failureCausingStatuses: t.failedChecks.map((c) => ({
                            name: c.name,
                            conclusion: c.conclusion,
                            url: c.url,
                        })),
                    }
                    : {}),
            },
        };
    });
}
/** The getSubmittedPullRequest body (live fixture key order); the timeline when asked for. */
function submittedPullRequestBody(sim, q, e, includeTimeline = false) {
    const facts = responses_prFacts(sim, q, e.prNumber);
    const r = sim.readinessOf(q, e.prNumber);
    return {
        ...entryFields(e),
        prTitle: facts.prTitle,
        prNumber: e.prNumber,
        prSha: facts.prSha,
        prBaseBranch: facts.prBaseBranch,
        prAuthor: facts.prAuthor,
        readiness: {
            hasImpactedTargets: r.hasImpactedTargets,
            requiresImpactedTargets: r.requiresImpactedTargets,
            doesBaseBranchMatch: r.doesBaseBranchMatch,
            gitHubMergeability: r.gitHubMergeability,
        },
        forceEnqueued: false,
        isCurrentlySubmittedToQueue: isActiveState(e.state),
        verifiedByTestRun: e.verifiedByTestRun,
        ...(includeTimeline
            ? { timeline: timelineBody(e.prNumber, sim.historyOf(q, e.prNumber)) }
            : {}),
    };
}
/** One element of getQueue's enqueuedPullRequests. */
function enqueuedPullRequestBody(sim, q, e) {
    const facts = responses_prFacts(sim, q, e.prNumber);
    return {
        ...entryFields(e),
        prNumber: e.prNumber,
        prTitle: facts.prTitle,
        prSha: facts.prSha,
        prBaseBranch: facts.prBaseBranch,
        prAuthor: facts.prAuthor,
    };
}
/** The queue's configuration (updateQueue's body; getQueue's without the PR list). */
function queueConfigBody(q) {
    const s = q.settings;
    return {
        state: q.state,
        branch: q.branch,
        concurrency: s.concurrency,
        testingTimeoutMinutes: s.testingTimeoutMinutes,
        mode: s.mode,
        canOptimisticallyMerge: s.canOptimisticallyMerge,
        pendingFailureDepth: s.pendingFailureDepth,
        batch: s.batch,
        batchingMaxWaitTimeMinutes: s.batchingMaxWaitTimeMinutes,
        batchingMinSize: s.batchingMinSize,
        createPrsForTestingBranches: s.createPrsForTestingBranches,
        commentsEnabled: s.commentsEnabled,
        commandsEnabled: s.commandsEnabled,
        statusCheckEnabled: s.statusCheckEnabled,
        extensionEnabled: s.extensionEnabled,
        bisectionConcurrency: s.bisectionConcurrency,
        requiredStatuses: s.requiredStatuses && [...s.requiredStatuses],
        allowedBotSubmitters: [...s.allowedBotSubmitters],
        batchingRules: [],
        directMergeMode: s.directMergeMode,
        optimizationMode: s.optimizationMode,
        mergeMethod: s.mergeMethod,
        testBranchConstructionMode: s.testBranchConstructionMode,
        enqueueingLabel: s.enqueueingLabel,
        labelCommandsEnabled: s.labelCommandsEnabled,
        stateLabelsEnabled: s.stateLabelsEnabled,
        notReadyTimeoutHours: s.notReadyTimeoutHours,
    };
}
/** The getQueue body: configuration plus the enqueued PRs in queue order. */
function queueBody(sim, q) {
    return {
        ...queueConfigBody(q),
        enqueuedPullRequests: sim.activeEntries(q).map((e) => enqueuedPullRequestBody(sim, q, e)),
    };
}

/** The getMergeQueueTestingDetails body of one test run. */
function testingDetailsBody(sim, q, run) {
    const override = q.settings.requiredStatuses;
    const contexts = override ?? [DEFAULT_STATUS_CONTEXT];
    const repoUrl = `https://${q.repo.host}/${q.repo.owner}/${q.repo.name}`;
    const running = run.status === 'in_progress';
    const passed = run.status === 'succeeded';
    const checkState = running ? 'PENDING' : passed ? 'SUCCESS' : 'FAILURE';
    const body = {
        requiredStatuses: contexts,
        requiredStatusesSource: override === null ? 'trunk_config' : 'merge_instance',
        testBranch: run.testBranch,
        testBranchSha: run.testBranchSha,
        createdAt: iso(run.createdAt),
        status: run.status,
        checkSuites: [
            {
                checkRuns: run.checks
                    ? run.checks.map((c) => ({
                        name: c.name,
                        url: c.url,
                        status: 'COMPLETED',
                        conclusion: c.conclusion,
                    }))
                    : contexts.map((name) => ({
                        name,
                        url: `${repoUrl}/runs/${run.id}`,
                        status: running ? 'IN_PROGRESS' : 'COMPLETED',
                        ...(running
                            ? {}
                            : {
                                conclusion: run.status === 'succeeded'
                                    ? 'SUCCESS'
                                    : run.status === 'cancelled'
                                        ? 'CANCELLED'
                                        : run.endReason?.startsWith('timed out')
                                            ? 'TIMED_OUT'
                                            : 'FAILURE',
                            }),
                    })),
            },
        ],
        statusChecks: contexts.map((context) => {
            const check = run.checks?.find((c) => c.name === context);
            return {
                context,
                url: check?.url ?? `${repoUrl}/runs/${run.id}`,
                state: check
                    ? check.conclusion === 'SUCCESS'
                        ? 'SUCCESS'
                        : check.conclusion === 'CANCELLED'
                            ? 'ERROR'
                            : 'FAILURE'
                    : run.status === 'cancelled'
                        ? 'ERROR'
                        : checkState,
            };
        }),
        testedPullRequests: run.prNumbers.map((n) => ({
            prNumber: n,
            prUrl: `${repoUrl}/pull/${n}`,
            title: responses_prFacts(sim, q, n).prTitle,
        })),
    };
    if (run.impactedTargets !== undefined) {
        body.impactedTargets = run.impactedTargets === 'ALL' ? ['ALL'] : run.impactedTargets;
    }
    if (run.impactedTargetsForTestedPrs !== undefined) {
        body.impactedTargetsForTestedPrs =
            run.impactedTargetsForTestedPrs === 'ALL' ? ['ALL'] : run.impactedTargetsForTestedPrs;
    }
    body.dependentPrs = [...run.basePrNumbers];
    return body;
}

;// CONCATENATED MODULE: ./src/emulator/v1/routes.ts







function parse(schema, body) {
    const r = parseBody(schema, body);
    if (!r.ok)
        throw new HttpError(400, r.message);
    return r.value;
}
const post = (operation, handle) => ({ operation, method: 'POST', handle });
/** Every endpoint of the API document, by path below `/v1`. */
const API_ROUTES = {
    '/submitPullRequest': post('submitPullRequest', ({ sim }, { body }) => {
        sim.submit(parse(SubmitBodySchema, body));
        return okReply();
    }),
    '/cancelPullRequest': post('cancelPullRequest', ({ sim }, { body }) => {
        sim.cancel(parse(PullRequestBodySchema, body));
        return okReply();
    }),
    '/restartTestsOnPullRequest': post('restartTestsOnPullRequest', ({ sim }, { body }) => {
        sim.restart(parse(PullRequestBodySchema, body));
        return okReply();
    }),
    '/getSubmittedPullRequest': post('getSubmittedPullRequest', ({ sim }, { body }) => {
        const { queue, entry } = sim.submitted(parse(PullRequestBodySchema, body));
        const flags = body;
        const includeTimeline = flags.includeTimeline === true;
        // Only when asked and one can be given: an estimate off, unavailable or for a pending
        // failure leaves the field out (the v1 response has no way to say why).
        const estimatedTimeToMerge = flags.includeEstimatedTimeToMerge === true
            ? secondsToMerge(estimatorOf(sim).estimate(queue, entry), sim.now)
            : undefined;
        return jsonReply(200, {
            ...submittedPullRequestBody(sim, queue, entry, includeTimeline),
            ...(estimatedTimeToMerge === undefined ? {} : { estimatedTimeToMerge }),
        });
    }),
    '/setImpactedTargets': post('setImpactedTargets', ({ sim }, { body, auth }) => {
        const req = parse(SetImpactedTargetsBodySchema, body);
        if (auth === 'fork')
            checkForkUpload(sim, req);
        sim.setImpactedTargets(req);
        return okReply();
    }),
    '/getMergeQueueTestingDetails': post('getMergeQueueTestingDetails', ({ sim }, { body }) => {
        const req = parse(TestingDetailsBodySchema, body);
        const q = sim.queueOf(req.repo, req.targetBranch);
        const id = req.testRunId.trim().toLowerCase();
        const run = sim.runs.get(id);
        if (!run || run.queueKey !== q.key) {
            throw new HttpError(404, `no test run ${req.testRunId} in this merge queue`);
        }
        return jsonReply(200, testingDetailsBody(sim, q, run));
    }),
    '/createQueue': post('createQueue', ({ sim }, { body }) => {
        sim.createQueue(parse(CreateQueueBodySchema, body));
        return okReply();
    }),
    '/deleteQueue': post('deleteQueue', ({ sim }, { body }) => {
        const req = parse(QueueRefBodySchema, body);
        sim.deleteQueue(req.repo, req.targetBranch);
        return okReply();
    }),
    '/getQueue': post('getQueue', ({ sim }, { body }) => {
        const req = parse(QueueRefBodySchema, body);
        return jsonReply(200, queueBody(sim, sim.queueOf(req.repo, req.targetBranch)));
    }),
    '/updateQueue': post('updateQueue', ({ sim }, { body }) => {
        const { repo, targetBranch, ...settings } = parse(UpdateQueueBodySchema, body);
        const q = sim.updateQueue(repo, targetBranch, settings);
        return jsonReply(200, queueConfigBody(q));
    }),
    '/getMergeQueueMetrics': {
        operation: 'getMergeQueueMetrics',
        method: 'GET',
        handle: ({ sim }, { query }) => {
            const repo = query.get('repo');
            const repoHost = query.get('repoHost');
            if ((repo === null) !== (repoHost === null)) {
                throw new HttpError(400, 'repo and repoHost must be given together (repo=owner/name&repoHost=github.com), or neither for every repository');
            }
            if (repo !== null && !/^[^/\s]+\/[^/\s]+$/.test(repo)) {
                throw new HttpError(400, `repo must be in owner/name form (given ${JSON.stringify(repo)})`);
            }
            if (repoHost !== null && !/^[^/\s]+$/.test(repoHost)) {
                throw new HttpError(400, `repoHost must be a host name such as github.com (given ${JSON.stringify(repoHost)})`);
            }
            const sources = [];
            for (const q of sim.queues.values()) {
                if (repo !== null && repoHost !== null) {
                    const want = `${repoHost}/${repo}`.toLowerCase();
                    if (`${q.repo.host}/${q.repo.owner}/${q.repo.name}`.toLowerCase() !== want)
                        continue;
                }
                const active = sim.activeEntries(q);
                sources.push({ queue: q, active, recent: [...active, ...q.finished] });
            }
            return {
                status: 200,
                contentType: METRICS_CONTENT_TYPE,
                body: renderMetrics(sources, sim.now),
            };
        },
    },
    '/flaky-tests/list-failing-tests': post('listFailingTests', ({ flaky }, { body }) => jsonReply(200, listFailingTests(flaky, parse(ListFailingTestsBodySchema, body)))),
    '/flaky-tests/get-test-details': post('getTestDetails', ({ flaky }, { body }) => jsonReply(200, testDetails(flaky, parse(GetTestDetailsBodySchema, body)))),
};
/**
 * The service accepts `x-forked-workflow-run-id` instead of a token only from "a currently
 * running workflow originating from a forked PR with a SHA that matches the one provided". The
 * emulator runs no workflows, so it checks what it was told through `/_control/pull-requests`:
 * the PR must be registered with `fork: true` and a `headSha` equal to `pr.sha`.
 */
function checkForkUpload(sim, req) {
    const n = req.pr.number;
    const meta = sim.hasMetadata(req.repo, n) ? sim.metadataOf(req.repo, n) : undefined;
    if (meta?.fork !== true) {
        throw new HttpError(401, `x-forked-workflow-run-id is accepted only for pull requests from forks, and #${n} is not registered as one; send x-api-token (or register it with POST /_control/pull-requests {"fork": true, "headSha": ...})`);
    }
    if (meta.headSha === undefined || meta.headSha !== req.pr.sha.toLowerCase()) {
        throw new HttpError(401, `x-forked-workflow-run-id is accepted only for the head sha of fork PR #${n} (${meta.headSha ?? 'none registered'}), not ${req.pr.sha}; upload for the PR's current head`);
    }
}

;// CONCATENATED MODULE: ./src/emulator/control/bodies.ts
/**
 * What the control API under `/_control/` takes: what its handlers need from the emulator
 * (ControlContext), its limits, and the schemas and types of its request bodies.
 */





/** Largest clock advance accepted in one call: ten years. */
const MAX_ADVANCE_MS = 10 * 365 * 24 * 3_600_000;
/** Largest generated flaky-tests data set. */
const MAX_GENERATED_TESTS = 200_000;
/** `owner/name` (host github.com), `host/owner/name`, or `{host, owner, name}`. */
const ControlRepoSchema = schemas/* union */.KCZ([
    RepoSchema,
    schemas/* string */.YjP()
        .regex(/^[^/\s]+\/[^/\s]+(\/[^/\s]+)?$/, 'must be owner/name or host/owner/name')
        .transform((s) => {
        const parts = s.split('/');
        return parts.length === 3
            ? { host: parts[0], owner: parts[1], name: parts[2] }
            : { host: 'github.com', owner: parts[0], name: parts[1] };
    }),
], { error: 'must be "owner/name", "host/owner/name" or {"host","owner","name"}' });
const ClockBodySchema = schemas/* strictObject */.rej({
    mode: schemas/* enum */.k5n(['real', 'manual']).optional(),
    speed: schemas/* number */.aig().positive('must be above 0').max(MAX_CLOCK_SPEED).optional(),
    advanceMs: schemas/* number */.aig().int('must be whole milliseconds').min(0).max(MAX_ADVANCE_MS).optional(),
});
const PullRequestMetaSchema = schemas/* strictObject */.rej({
    repo: ControlRepoSchema,
    number: LenientPrNumberSchema,
    title: schemas/* string */.YjP().max(1024).optional(),
    author: schemas/* string */.YjP().max(255).optional(),
    headSha: (0,wire_schemas/* wireText */.BJ)(255).optional(),
    baseBranch: (0,wire_schemas/* wireText */.BJ)().optional(),
    fork: schemas/* boolean */.zMY().optional(),
    mergeable: schemas/* boolean */.zMY().optional(),
    /** Why it is not mergeable (with mergeable: false): v2's mergeability reason code. */
    blockedBy: schemas/* enum */.k5n(BLOCK_REASONS).optional(),
});
const OutcomeBodySchema = schemas/* strictObject */.rej({
    repo: ControlRepoSchema,
    number: LenientPrNumberSchema,
    outcome: schemas/* enum */.k5n(['pass', 'fail', 'hang', 'timeout']),
    durationMs: schemas/* number */.aig().int('must be whole milliseconds').min(0).max(MAX_ADVANCE_MS).optional(),
    times: schemas/* number */.aig().int('must be a whole number').min(1).max(100_000).optional(),
    /** The checks a failing run fails, by name (default: every required one). */
    failChecks: schemas/* array */.YOg((0,wire_schemas/* wireText */.BJ)(255)).min(1).max(50).optional(),
    /** How those checks end (default: failure). */
    failConclusion: schemas/* enum */.k5n(Object.keys(FAIL_CONCLUSIONS))
        .optional(),
})
    .refine((b) => b.failConclusion === undefined || b.outcome === 'fail', {
    path: ['failConclusion'],
    error: 'is for outcome "fail" only (a timeout times out every check)',
});
/** Why a PR leaves its queue without the API: the service's reason codes for a cancel. */
const OUTSIDE_CANCEL_REASONS = [
    'USER_REQUESTED',
    'TRUNK_ADMIN_REQUESTED',
    'PR_CLOSED',
    'PR_PUSHED_TO',
    'PR_BASE_BRANCH_CHANGED',
    'PR_CONVERTED_TO_DRAFT',
    'NOT_READY_TIMEOUT_EXPIRED',
];
const CancelBodySchema = schemas/* strictObject */.rej({
    repo: ControlRepoSchema,
    branch: (0,wire_schemas/* wireText */.BJ)(),
    number: LenientPrNumberSchema,
    reason: schemas/* enum */.k5n(OUTSIDE_CANCEL_REASONS),
    /** The GitHub login of the person who did it, if a person did. */
    actor: (0,wire_schemas/* wireText */.BJ)(255).optional(),
});
const QueueStateBodySchema = schemas/* strictObject */.rej({
    repo: ControlRepoSchema,
    branch: (0,wire_schemas/* wireText */.BJ)(),
    state: QueueSettingsBodySchema.shape.state.unwrap(),
});
const EstimatesBodySchema = schemas/* strictObject */.rej({
    repo: ControlRepoSchema,
    branch: (0,wire_schemas/* wireText */.BJ)(),
    /** False: the queue serves no estimates (v2 answers 404 ESTIMATE_NOT_ENABLED). */
    enabled: schemas/* boolean */.zMY().optional(),
    /** Finished test runs of the queue needed before it estimates (fewer: INSUFFICIENT_HISTORY). */
    minHistory: schemas/* number */.aig().int('must be a whole number').min(0).max(1_000_000).optional(),
});
const FlakyBodySchema = schemas/* union */.KCZ([
    schemas/* strictObject */.rej({ tests: schemas/* array */.YOg(schemas/* unknown */.L5J()).max(MAX_GENERATED_TESTS) }),
    schemas/* strictObject */.rej({
        generate: schemas/* strictObject */.rej({
            seed: schemas/* number */.aig().int(),
            size: schemas/* number */.aig().int().min(0).max(MAX_GENERATED_TESTS),
        }),
    }),
], { error: 'must be {"tests": [...]} or {"generate": {"seed": n, "size": n}}' });
/**
 * Body of `POST /_control/quarantine-overrides`: v2 test ids whose override writes fail with
 * INTERNAL_ERROR from now on (replacing the previous list; `[]` none), and `clear` to remove
 * every override first.
 */
const QuarantineOverridesBodySchema = schemas/* strictObject */.rej({
    failWrites: schemas/* array */.YOg(schemas/* string */.YjP().min(1).max(255)).max(1000).optional(),
    clear: schemas/* boolean */.zMY().optional(),
});
const ResetBodySchema = schemas/* strictObject */.rej({
    flakyTests: schemas/* boolean */.zMY().optional(),
    faults: schemas/* boolean */.zMY().optional(),
});

;// CONCATENATED MODULE: ./src/emulator/control/routes.ts










function routes_parse(schema, body) {
    const r = schema.safeParse(body);
    if (!r.success)
        throw new HttpError(400, describeIssue(r.error.issues[0], body));
    return r.data;
}
/**
 * A merged PR's head never moves on GitHub, and getSubmittedPullRequest reports it as the commit
 * the queue merged: a new head sha for it would make the emulator claim it merged a commit it
 * never tested. Answers 409; the same sha, or other fields, are fine.
 */
function refuseNewHeadOfMergedPr(sim, req) {
    if (req.headSha === undefined)
        return;
    const current = sim.headShaOf(req.repo, req.number);
    if (req.headSha.toLowerCase() === current)
        return;
    for (const q of sim.queues.values()) {
        if (repoKey(q.repo) !== repoKey(req.repo) || q.byPr.get(req.number)?.state !== 'merged')
            continue;
        throw new HttpError(409, `pull request #${req.number} already merged into ${q.branch} at ${current}; a merged pull request's head cannot change (use a new PR number for new commits)`);
    }
}
/** Every control route, by path below `/_control`. `/health` needs no token. */
const CONTROL_ROUTES = {
    '/health': { method: 'GET', handle: () => jsonReply(200, { ok: true }) },
    '/reset': {
        method: 'POST',
        handle: (ctx, body) => {
            const req = routes_parse(ResetBodySchema, body ?? {});
            ctx.sim.reset();
            ctx.resetRequests();
            if (req.flakyTests) {
                ctx.replaceFlakyTests([]);
                ctx.flakyStore().clearOverrides();
            }
            if (req.faults)
                ctx.clearFaults();
            return jsonReply(200, { ok: true });
        },
    },
    '/state': { method: 'GET', handle: (ctx) => jsonReply(200, stateDump(ctx)) },
    '/requests': { method: 'GET', handle: (ctx) => jsonReply(200, ctx.requests()) },
    '/requests/reset': {
        method: 'POST',
        handle: (ctx) => {
            ctx.resetRequests();
            return jsonReply(200, ctx.requests());
        },
    },
    '/clock': {
        method: 'POST',
        handle: (ctx, body) => {
            ctx.configureClock(routes_parse(ClockBodySchema, body ?? {}));
            const c = ctx.clockInfo();
            return jsonReply(200, { now: iso(c.now), mode: c.mode, speed: c.speed });
        },
    },
    '/pull-requests': {
        method: 'POST',
        handle: (ctx, body) => {
            const req = routes_parse(PullRequestMetaSchema, body);
            refuseNewHeadOfMergedPr(ctx.sim, req);
            const meta = ctx.sim.registerPullRequest(req);
            return jsonReply(200, {
                ...meta,
                headSha: ctx.sim.headShaOf(meta.repo, meta.number),
            });
        },
    },
    '/cancel': {
        method: 'POST',
        handle: (ctx, body) => {
            // What GitHub or a person does outside the API: a close, a push, a cancel on the web.
            const req = routes_parse(CancelBodySchema, body);
            ctx.sim.cancelFromOutside({ repo: req.repo, targetBranch: req.branch, pr: { number: req.number } }, { code: req.reason, actor: req.actor });
            const entry = ctx.sim.queueOf(req.repo, req.branch).byPr.get(req.number);
            return jsonReply(200, { number: req.number, state: entry?.state, reason: req.reason });
        },
    },
    '/queue-state': {
        method: 'POST',
        handle: (ctx, body) => {
            // What updateQueue {state} does, for the live view, which holds a session, not the token.
            const req = routes_parse(QueueStateBodySchema, body);
            const q = ctx.sim.updateQueue(req.repo, req.branch, { state: req.state });
            return jsonReply(200, { repo: q.repo, branch: q.branch, state: q.state });
        },
    },
    '/outcomes': {
        method: 'POST',
        handle: (ctx, body) => {
            const req = routes_parse(OutcomeBodySchema, body);
            ctx.sim.scriptOutcome(req.repo, req.number, {
                outcome: req.outcome,
                durationMs: req.durationMs,
                remaining: req.times ?? 1,
                ...(req.failChecks ? { failChecks: req.failChecks } : {}),
                ...(req.failConclusion ? { failConclusion: FAIL_CONCLUSIONS[req.failConclusion] } : {}),
            });
            return jsonReply(200, {
                repo: req.repo,
                number: req.number,
                scripted: ctx.sim.outcomes.get(`${req.repo.host}/${req.repo.owner}/${req.repo.name}#${req.number}`.toLowerCase()) ?? [],
            });
        },
    },
    '/estimates': {
        method: 'POST',
        handle: (ctx, body) => {
            const req = routes_parse(EstimatesBodySchema, body);
            const q = ctx.sim.setEstimates(req.repo, req.branch, {
                enabled: req.enabled,
                minHistory: req.minHistory,
            });
            return jsonReply(200, { repo: q.repo, branch: q.branch, ...estimateSettingsOf(q) });
        },
    },
    '/flaky-tests': {
        method: 'POST',
        handle: (ctx, body) => {
            const req = routes_parse(FlakyBodySchema, body);
            if ('generate' in req) {
                ctx.replaceFlakyTests(generateFlakyTests(req.generate.seed, req.generate.size, ctx.now()));
            }
            else {
                let tests;
                try {
                    tests = parseFlakyTests(req.tests, ctx.now());
                }
                catch (e) {
                    throw new HttpError(400, e.message);
                }
                ctx.upsertFlakyTests(tests);
            }
            return jsonReply(200, { total: ctx.flakyTests().length });
        },
    },
    '/quarantine-overrides': {
        method: 'POST',
        handle: (ctx, body) => {
            // What the service does now and then: a test whose override cannot be saved.
            const req = routes_parse(QuarantineOverridesBodySchema, body ?? {});
            const s = ctx.flakyStore();
            if (req.clear)
                s.clearOverrides();
            if (req.failWrites) {
                s.failingOverrideWrites.clear();
                for (const id of req.failWrites)
                    s.failingOverrideWrites.add(id.toLowerCase());
            }
            return jsonReply(200, { failWrites: [...s.failingOverrideWrites] });
        },
    },
    '/faults': {
        method: 'POST',
        handle: (ctx, body) => {
            const r = FaultConfigSchema.safeParse(body);
            if (!r.success)
                throw new HttpError(400, describeIssue(r.error.issues[0], body));
            ctx.configureFaults(r.data);
            return jsonReply(200, ctx.faults());
        },
    },
};
/** GET routes that share a path with a POST one. */
const CONTROL_GET_ROUTES = {
    '/faults': { method: 'GET', handle: (ctx) => jsonReply(200, ctx.faults()) },
    '/estimates': { method: 'GET', handle: (ctx) => jsonReply(200, estimatesDump(ctx.sim)) },
};

;// CONCATENATED MODULE: ./src/emulator/http/send.ts
/**
 * Writing replies: the headers every answer carries (X-Request-Id, the emulator clock's Date),
 * and the answer to a request the HTTP parser refused.
 */


/**
 * Each response's X-Request-Id, written with the other headers by writeHead: a header set
 * earlier with setHeader sends every header of writeHead through Node's slow path.
 */
const requestIds = new WeakMap();
/** Each response's Date header: the emulator's clock (sped up or set by hand), as a service's. */
const replyDates = new WeakMap();
/** Gives a response its request id and its Date (emulator time `now`, epoch ms). */
function stampResponse(res, now) {
    requestIds.set(res, (0,external_node_crypto_.randomUUID)());
    replyDates.set(res, new Date(now).toUTCString());
}
/** The headers of a reply, X-Request-Id and Date included. */
function replyHeaders(res, reply, length) {
    const id = requestIds.get(res);
    const date = replyDates.get(res);
    return {
        ...reply.headers,
        ...(id === undefined ? {} : { 'X-Request-Id': id }),
        ...(date === undefined ? {} : { Date: date }),
        'Content-Type': reply.contentType,
        'Content-Length': String(length),
    };
}
/**
 * Writes a reply. The body goes to `end` as a string: Node then sends the head and the body in
 * one write, where a Buffer body takes a second buffer and a gathered write.
 */
function send(res, reply) {
    if (res.headersSent || res.destroyed)
        return;
    res.writeHead(reply.status, replyHeaders(res, reply, Buffer.byteLength(reply.body, 'utf8')));
    res.end(reply.body, 'utf8');
}
/** Answers a malformed request the HTTP parser refused (server `clientError`). */
function answerClientError(err, socket) {
    if (!socket.writable) {
        socket.destroy();
        return;
    }
    const incomplete = err.code === 'HPE_INVALID_EOF_STATE';
    const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const message = incomplete
        ? 'the request ended before the body that Content-Length announced'
        : `malformed HTTP request (${err.code ?? 'parse error'})`;
    const body = Buffer.from(message, 'utf8');
    socket.end(`HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
        `Content-Type: ${TEXT}\r\nContent-Length: ${body.length}\r\nX-Request-Id: ${(0,external_node_crypto_.randomUUID)()}\r\n` +
        `Connection: close\r\n\r\n${message}`);
}

;// CONCATENATED MODULE: ./src/emulator/http/body.ts



/** Reads header `name` as one string (the first, if repeated). */
function header(req, name) {
    const v = req.headers[name];
    return Array.isArray(v) ? v[0] : v;
}
/**
 * Reads a request body of at most `limit` bytes. Over the limit it answers at once (413) without
 * reading the rest into memory: a declared Content-Length is checked before any byte is read,
 * a chunked body is counted as it arrives.
 */
function readBody(req, limit) {
    const declaredText = header(req, 'content-length');
    const declared = declaredText === undefined ? undefined : Number(declaredText);
    if (declaredText !== undefined && !/^\d+$/.test(declaredText.trim())) {
        return Promise.resolve({ ok: false, status: 400, message: 'Content-Length is not a number' });
    }
    if (declared !== undefined && declared > limit) {
        return Promise.resolve({
            ok: false,
            status: 413,
            message: `request body of ${declared} bytes is over the limit of ${limit} bytes (20 MiB)`,
        });
    }
    return new Promise((resolve) => {
        const chunks = [];
        let received = 0;
        let settled = false;
        const settle = (b) => {
            if (settled)
                return;
            settled = true;
            resolve(b);
        };
        req.on('data', (chunk) => {
            if (settled)
                return;
            received += chunk.length;
            if (received > limit) {
                chunks.length = 0;
                settle({
                    ok: false,
                    status: 413,
                    message: `request body is over the limit of ${limit} bytes (20 MiB)`,
                });
                return;
            }
            chunks.push(chunk);
        });
        req.on('end', () => {
            if (declared !== undefined && received !== declared) {
                settle({
                    ok: false,
                    status: 400,
                    message: `request body is ${received} bytes but Content-Length said ${declared}`,
                });
            }
            else
                settle({ ok: true, bytes: Buffer.concat(chunks) });
        });
        const early = () => settle({
            ok: false,
            status: 400,
            message: declared !== undefined
                ? `request body ended after ${received} of the ${declared} bytes Content-Length announced`
                : 'request body ended early',
        });
        req.on('aborted', early);
        req.on('error', early);
        req.on('close', () => {
            if (!req.complete)
                early();
        });
    });
}
/**
 * Reads a request's body within the 20 MiB limit and parses it as JSON (`required`: always;
 * `optional`: when there is one; `none`: never). On a bad body it answers (413 and closes, or
 * 400) and resolves undefined.
 */
async function readRequestJson(req, res, json) {
    const body = await readBody(req, wire_schemas/* MAX_REQUEST_BODY_BYTES */.qG);
    if (!body.ok) {
        const headers = body.status === 413 ? { Connection: 'close' } : undefined;
        send(res, textReply(body.status, body.message, headers));
        return undefined;
    }
    if (json === 'none' || (json === 'optional' && body.bytes.length === 0))
        return { value: undefined };
    const parsed = parseJson(body.bytes);
    if (!parsed.ok) {
        send(res, parsed.reply);
        return undefined;
    }
    return { value: parsed.value };
}
function parseJson(bytes) {
    const text = bytes.toString('utf8');
    if (text.trim() === '') {
        return { ok: false, reply: textReply(400, 'the request body is empty; expected a JSON object') };
    }
    try {
        return { ok: true, value: JSON.parse(text) };
    }
    catch (e) {
        return {
            ok: false,
            reply: textReply(400, `the request body is not valid JSON: ${e.message}`),
        };
    }
}

;// CONCATENATED MODULE: ./src/emulator/http/auth.ts
/**
 * The v1 token check: constant-time on SHA-256 digests, with the digests of what clients sent
 * remembered (hashing took a tenth of the time of a read under load), and the fork upload's
 * `x-forked-workflow-run-id` accepted in place of the token on setImpactedTargets alone.
 */



function auth_digest(value) {
    return (0,external_node_crypto_.createHash)('sha256').update(value, 'utf8').digest();
}
/** Checks tokens against the emulator's one v1 token. */
class TokenCheck {
    tokenDigest;
    digests = new Map();
    constructor(token) {
        this.tokenDigest = auth_digest(token);
    }
    /** True when `token` is the emulator's token. */
    isToken(token) {
        return token !== '' && (0,external_node_crypto_.timingSafeEqual)(this.digestOf(token), this.tokenDigest);
    }
    /**
     * The digest of a token a client sent, remembered for the next requests. The comparison stays
     * constant-time on digests; the cache is keyed by what clients sent, so no lookup touches the
     * secret.
     */
    digestOf(token) {
        let d = this.digests.get(token);
        if (!d) {
            if (this.digests.size >= 64)
                this.digests.clear();
            d = auth_digest(token);
            this.digests.set(token, d);
        }
        return d;
    }
    /** Who is calling `operation` (undefined: a control route), or the 401 to answer. */
    authenticate(req, operation) {
        const token = header(req, 'x-api-token');
        if (token) {
            return this.isToken(token)
                ? 'token'
                : textReply(401, 'the x-api-token header does not hold a valid API token');
        }
        if (operation === 'setImpactedTargets') {
            const runId = header(req, 'x-forked-workflow-run-id');
            if (runId) {
                return /^\d{1,20}$/.test(runId)
                    ? 'fork'
                    : textReply(401, 'x-forked-workflow-run-id must be the numeric id of the workflow run');
            }
        }
        return textReply(401, 'missing x-api-token header: every request needs the API token');
    }
}

;// CONCATENATED MODULE: ./src/emulator/http/driver.ts
/**
 * The clock's hold on the simulation: every request first brings the simulation up to the
 * emulator's clock; a change schedules a write of the data file; in real-time mode a timer
 * wakes at the next simulated event so state moves without requests.
 */

/** Drives a simulation by a clock and saves it when it changes. */
class SimulationDriver {
    sim;
    clock;
    stateFile;
    timer;
    delayed = new Set();
    savedVersion;
    closed = false;
    constructor(sim, clock, stateFile) {
        this.sim = sim;
        this.clock = clock;
        this.stateFile = stateFile;
        this.savedVersion = sim.version;
    }
    /** True once {@link close} was called. */
    get isClosed() {
        return this.closed;
    }
    /** Brings the simulation up to the clock, runs `fn`, then saves and re-arms the timer. */
    transact(fn) {
        this.sim.advanceTo(this.clock.now());
        try {
            return fn();
        }
        finally {
            this.afterChange();
        }
    }
    /** The document the data file holds. */
    stateDocument() {
        return {
            format: 'merge-queue-emulator-state',
            version: 1,
            savedAt: iso(this.sim.now),
            clock: { now: this.sim.now, mode: this.clock.mode, speed: this.clock.speed },
            simulation: this.sim.toSnapshot(),
        };
    }
    /** Brings the simulation up to the clock, saves if it changed, re-arms the timer. */
    sync() {
        if (this.closed)
            return;
        this.sim.advanceTo(this.clock.now());
        this.afterChange();
    }
    /** Saves if the simulation changed and re-arms the timer. */
    afterChange() {
        if (this.stateFile && this.sim.version !== this.savedVersion) {
            this.savedVersion = this.sim.version;
            this.stateFile.schedule(() => this.stateDocument());
        }
        this.armTimer();
    }
    /** In real-time mode, wakes up at the next simulated event so state moves without requests. */
    armTimer() {
        if (this.timer)
            clearTimeout(this.timer);
        this.timer = undefined;
        if (this.closed || this.clock.mode !== 'real')
            return;
        const next = this.sim.nextEventTime();
        if (next === undefined)
            return;
        const delay = Math.min(2 ** 31 - 1, Math.ceil(this.clock.realDelayUntil(next)) + 1);
        this.timer = setTimeout(() => {
            this.timer = undefined;
            this.sync();
        }, delay);
        this.timer.unref();
    }
    /** Waits `ms` of real time (a slow-headers fault); false when the server closed meanwhile. */
    async delay(ms) {
        await new Promise((resolve) => {
            const t = setTimeout(() => {
                this.delayed.delete(t);
                resolve();
            }, ms);
            this.delayed.add(t);
        });
        return !this.closed;
    }
    /** Stops the timers and writes the data file one last time. */
    async close() {
        this.closed = true;
        if (this.timer)
            clearTimeout(this.timer);
        for (const t of this.delayed)
            clearTimeout(t);
        this.delayed.clear();
        if (this.stateFile)
            await this.stateFile.flush(() => this.stateDocument());
    }
}

;// CONCATENATED MODULE: ./src/emulator/faults/replies.ts




/** Default bodies of the statuses a `status` fault sends. */
const STATUS_TEXT = {
    429: 'Too Many Requests',
    500: 'Internal Server Error',
    502: 'Bad Gateway',
    503: 'Service Unavailable',
    413: 'Payload Too Large',
    504: 'Gateway Timeout',
};
/** Faults that act before the queue sees the request. */
function applyEdgeFault(req, res, fault) {
    switch (fault.kind) {
        case 'status': {
            const headers = {};
            if (fault.retryAfter !== undefined)
                headers['Retry-After'] = fault.retryAfter;
            send(res, {
                status: fault.status,
                contentType: fault.contentType ?? TEXT,
                body: fault.body ?? STATUS_TEXT[fault.status] ?? 'Error',
                headers,
            });
            return;
        }
        case 'reset':
            req.socket.resetAndDestroy();
            return;
        case 'invalid-json':
            send(res, { status: 200, contentType: JSON_TYPE, body: '{"state": "testing", "prNumber": ' });
            return;
        case 'html-502':
            send(res, {
                status: 502,
                contentType: 'text/html; charset=utf-8',
                body: '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head>' +
                    '<body><center><h1>502 Bad Gateway</h1></center><hr><center>emulator-edge</center></body></html>',
            });
            return;
        case 'redirect':
            send(res, {
                ...textReply(307, `Moved to ${fault.location}`),
                headers: { Location: fault.location },
            });
            return;
        default:
            send(res, textReply(400, `fault ${fault.kind} is not an edge fault`));
    }
}
/** Faults that act on the answer of a request the queue has handled. */
function applyAppFault(res, fault, operation, reply, requestBody) {
    switch (fault.kind) {
        case 'drop-after-commit':
            res.socket?.destroy();
            res.destroy();
            return;
        case 'truncate': {
            const body = Buffer.from(reply.body, 'utf8');
            res.writeHead(reply.status, replyHeaders(res, reply, body.length));
            res.write(body.subarray(0, Math.floor(body.length / 2)), () => {
                res.socket?.destroy();
            });
            return;
        }
        case 'unknown-fields':
            if (reply.status === 200 && reply.json !== undefined) {
                send(res, jsonReply(200, withUnknownFields(reply.json)));
            }
            else
                send(res, reply);
            return;
        case 'unknown-state':
            if (reply.status === 200 && reply.json !== undefined) {
                send(res, jsonReply(200, withUnknownState(operation, reply.json)));
            }
            else
                send(res, reply);
            return;
        case 'repeat-page-token': {
            const value = reply.json;
            if (reply.status === 200 && value?.page) {
                const asked = requestBody
                    ?.page_query?.page_token;
                const current = typeof asked === 'string' ? asked : '';
                const next = current !== '' ? current : (firstPageTokenLike(value.page.next_page_token ?? '') ?? '');
                send(res, jsonReply(200, { ...value, page: { ...value.page, next_page_token: next } }));
            }
            else
                send(res, reply);
            return;
        }
        default:
            send(res, reply);
    }
}

;// CONCATENATED MODULE: ./src/emulator/view/assets.ts
/**
 * The live view's page, style and script, served by the emulator itself (no CDN, nothing from
 * outside). The script builds every element with textContent: text from the API (PR titles,
 * reasons) never goes through innerHTML.
 */
/** Where the view's assets are served: apart from /v1 and /_control. */
const VIEW_ASSET_PREFIX = '/_view/';
/** The Content-Security-Policy of the view's pages: only its own script, style and calls. */
const VIEW_CSP = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
function page(title, body) {
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="${VIEW_ASSET_PREFIX}view.css">
</head>
<body>
${body}
</body>
</html>
`;
}
/** The sign-in form; `problem` is a fixed message of ours, never request text. */
function loginPage(problem) {
    return page('Merge queue emulator: sign in', `<main class="login">
<h1>Merge queue emulator</h1>
<form method="post" action="${VIEW_ASSET_PREFIX}login">
<label for="token">API token (the emulator's <code>--token</code>)</label>
<input id="token" name="token" type="password" autocomplete="current-password" required autofocus>
<button type="submit">Sign in</button>
${problem === 'wrong-token' ? '<p class="problem" role="alert">That is not the emulator\'s token.</p>' : ''}
</form>
</main>`);
}
/** The live view: filled in by view.js from the control API. */
function viewPage() {
    return page('Merge queue emulator', `<header>
<h1>Merge queue emulator</h1>
<div class="clock"><span id="now">…</span> <span id="clock-mode" class="muted"></span></div>
<form id="advance" class="advance">
<label for="advance-minutes">Advance the clock by</label>
<input id="advance-minutes" name="minutes" type="number" min="0" step="any" value="5">
<span>minutes</span>
<button type="submit" id="advance-button">Advance</button>
</form>
<span id="status" class="muted" role="status"></span>
<form method="post" action="${VIEW_ASSET_PREFIX}logout"><button type="submit" class="link">Sign out</button></form>
</header>
<main id="queues"><p class="muted">Loading…</p></main>
<script src="${VIEW_ASSET_PREFIX}view.js"></script>`);
}
const VIEW_CSS = `
:root { color-scheme: light; --fg: #1d232b; --muted: #66707c; --line: #d9dee5; --bg: #f5f7fa;
  --card: #fff; --accent: #3556d8; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; }
* { box-sizing: border-box; }
body { margin: 0; color: var(--fg); background: var(--bg); }
header { display: flex; flex-wrap: wrap; gap: 12px 20px; align-items: center; padding: 12px 20px;
  background: var(--card); border-bottom: 1px solid var(--line); position: sticky; top: 0; }
h1 { font-size: 17px; margin: 0; }
h2 { font-size: 16px; margin: 0; }
h3 { font-size: 13px; margin: 14px 0 6px; color: var(--muted); text-transform: uppercase; letter-spacing: .04em; }
.muted { color: var(--muted); }
.clock { font-variant-numeric: tabular-nums; }
.advance { display: flex; gap: 6px; align-items: center; }
.advance input { width: 70px; }
input, select, button { font: inherit; }
input, select { padding: 3px 6px; border: 1px solid var(--line); border-radius: 4px; background: #fff; }
button { padding: 3px 10px; border: 1px solid var(--accent); border-radius: 4px; background: var(--accent);
  color: #fff; cursor: pointer; }
button.secondary { background: #fff; color: var(--accent); }
button.link { border: 0; background: none; color: var(--accent); padding: 0; }
main { padding: 16px 20px; display: grid; gap: 16px; }
.queue { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 14px 16px; }
.queue-head { display: flex; flex-wrap: wrap; gap: 8px 14px; align-items: center; }
.badge { flex: none; display: inline-block; padding: 1px 8px; border-radius: 10px; font-size: 12px; font-weight: 600;
  background: #e7ebf0; color: #39424e; white-space: nowrap; }
.state-running, .state-tests_passed, .state-merged { background: #dcf5e3; color: #19692c; }
.state-paused, .state-pending_failure { background: #fff1cc; color: #7a5300; }
.state-draining, .state-switching_modes, .state-not_ready { background: #ece6ff; color: #4b2fa6; }
.state-testing { background: #dbe8ff; color: #1f4bb8; }
.state-failed, .state-cancelled { background: #fde0e0; color: #9b1c1c; }
details { margin-top: 8px; }
summary { cursor: pointer; color: var(--muted); }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 3px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
th { font-weight: 600; color: var(--muted); font-size: 12px; }
.settings { columns: 3 260px; margin: 8px 0 0; }
.settings div { break-inside: avoid; display: flex; justify-content: space-between; gap: 10px;
  border-bottom: 1px dotted var(--line); padding: 2px 0; }
.lanes { display: flex; gap: 12px; overflow-x: auto; align-items: flex-start; }
.lane { flex: 1 1 0; min-width: 240px; max-width: 380px; background: var(--bg); border-radius: 6px; padding: 8px; }
.lane h4 { margin: 0 0 6px; font-size: 12px; color: var(--muted); }
.lane ol { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: minmax(0, 1fr); gap: 6px; }
.pr { background: var(--card); border: 1px solid var(--line); border-radius: 6px; padding: 6px 8px; }
.pr-head { display: flex; gap: 6px; align-items: baseline; justify-content: space-between; }
.pr-title { min-width: 0; font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pr-meta { color: var(--muted); font-size: 12px; display: flex; gap: 10px; flex-wrap: wrap; margin-top: 2px; }
.pr-actions { display: flex; gap: 6px; margin-top: 6px; align-items: center; font-size: 12px; }
.pr-actions select, .pr-actions button { font-size: 12px; padding: 1px 6px; }
.empty { color: var(--muted); font-style: italic; }
.transitions td:first-child { white-space: nowrap; font-variant-numeric: tabular-nums; }
.login { max-width: 380px; margin: 12vh auto; background: var(--card); border: 1px solid var(--line);
  border-radius: 8px; padding: 24px; display: block; }
.login form { display: grid; gap: 10px; margin-top: 14px; }
.problem { color: #9b1c1c; margin: 0; }
`;
// Plain ES2020 for the browser; written without template literals so it can sit in this string.
const VIEW_SCRIPT = String.raw `'use strict'
;(function () {
  var POLL_MS = 1000
  var HEADERS = { 'x-emulator-view': '1' }
  var queuesEl = document.getElementById('queues')
  var statusEl = document.getElementById('status')
  var busy = false

  function el(tag, className, text) {
    var e = document.createElement(tag)
    if (className) e.className = className
    if (text !== undefined && text !== null) e.textContent = String(text)
    return e
  }
  function add(parent) {
    for (var i = 1; i < arguments.length; i++) if (arguments[i]) parent.appendChild(arguments[i])
    return parent
  }
  function badge(state) {
    return el('span', 'badge state-' + String(state).replace(/[^a-z_]/g, ''), state)
  }
  function duration(ms) {
    if (!(ms >= 0)) return '0s'
    var s = Math.floor(ms / 1000)
    var d = Math.floor(s / 86400), h = Math.floor((s % 86400) / 3600)
    var m = Math.floor((s % 3600) / 60), r = s % 60
    if (d) return d + 'd ' + h + 'h'
    if (h) return h + 'h ' + m + 'm'
    if (m) return m + 'm ' + r + 's'
    return r + 's'
  }
  function clockText(iso) {
    return String(iso).replace('T', ' ').replace(/\.\d+Z$/, ' UTC')
  }

  function control(path, body) {
    var init = { method: body === undefined ? 'GET' : 'POST', headers: Object.assign({}, HEADERS),
      credentials: 'same-origin', cache: 'no-store' }
    if (body !== undefined) {
      init.headers['content-type'] = 'application/json'
      init.body = JSON.stringify(body)
    }
    return fetch('/_control' + path, init).then(function (res) {
      if (res.status === 401) {
        // The session ended (the emulator restarted): back to the sign-in form.
        window.location.assign('/')
        throw new Error('signed out')
      }
      return res.text().then(function (text) {
        if (!res.ok) throw new Error(text || ('HTTP ' + res.status))
        return text ? JSON.parse(text) : null
      })
    })
  }

  function act(label, path, body) {
    busy = true
    statusEl.textContent = label + '…'
    return control(path, body).then(function () {
      statusEl.textContent = label + ': done'
      return refresh()
    }, function (e) {
      statusEl.textContent = label + ' failed: ' + e.message
    }).then(function () { busy = false })
  }

  // Parallel mode's lanes: PRs whose impacted targets overlap, transitively (ALL overlaps all).
  function lanesOf(entries) {
    var parent = entries.map(function (_, i) { return i })
    function find(i) { while (parent[i] !== i) i = parent[i] = parent[parent[i]]; return i }
    function overlap(a, b) {
      if (a === 'ALL' || b === 'ALL') return true
      for (var i = 0; i < a.length; i++) if (b.indexOf(a[i]) >= 0) return true
      return false
    }
    var waiting = []
    for (var i = 0; i < entries.length; i++) {
      if (entries[i].targets === null) { waiting.push(entries[i]); continue }
      for (var j = 0; j < i; j++) {
        if (entries[j].targets !== null && overlap(entries[i].targets, entries[j].targets)) {
          parent[find(i)] = find(j)
        }
      }
    }
    var byRoot = new Map()
    entries.forEach(function (e, i) {
      if (e.targets === null) return
      var r = find(i)
      if (!byRoot.has(r)) byRoot.set(r, [])
      byRoot.get(r).push(e)
    })
    var lanes = []
    byRoot.forEach(function (list) { lanes.push({ name: 'Lane ' + (lanes.length + 1), entries: list }) })
    if (waiting.length) lanes.push({ name: 'Waiting for impacted targets', entries: waiting })
    return lanes
  }

  var UNAVAILABLE = { QUEUE_PAUSED: 'the queue is paused', INSUFFICIENT_HISTORY: 'too little test history',
    NOT_READY: 'not ready yet' }
  function numbersText(list) {
    var names = list.map(function (p) { return '#' + p.number })
    return names.length > 1 ? names.slice(0, -1).join(', ') + ' and ' + names[names.length - 1] : names.join('')
  }
  // The estimate of a PR in words, as GET /v2/pull-requests/{id}/queue-entry-estimate says it.
  function estimateText(est, now) {
    if (!est) return null
    if (est.status !== 'available') return 'no estimate: ' + (UNAVAILABLE[est.reason] || est.reason)
    var ahead = est.prsAhead + ' PR' + (est.prsAhead === 1 ? '' : 's') + ' ahead'
    if (est.kind === 'pendingFailureResolution') {
      return 'failure resolves in about ' + duration(Math.max(0, Date.parse(est.estimatedResolutionTime) - now)) +
        (est.waitingOn.length ? ', waiting on ' + numbersText(est.waitingOn) : '') + ', ' + ahead
    }
    return 'expected to merge in about ' + duration(Math.max(0, Date.parse(est.estimatedMergeTime) - now)) +
      ' (' + clockText(est.estimatedMergeTime) + '), ' + ahead
  }

  function prCard(q, e, titles, now, estimate) {
    var li = el('li', 'pr')
    li.dataset.pr = String(e.prNumber)
    var title = el('span', 'pr-title', '#' + e.prNumber + ' ' + (titles.get(e.prNumber) || ''))
    title.title = title.textContent
    var head = add(el('div', 'pr-head'), title, badge(e.state))
    var meta = add(el('div', 'pr-meta'),
      el('span', 'priority', 'priority ' + e.priorityName + ' (' + e.priorityValue + ')'),
      el('span', 'in-state', 'in state ' + duration(now - Date.parse(e.stateChangedAt))),
      e.noBatch ? el('span', '', 'no batch') : null,
      estimate ? el('span', 'estimate', estimateText(estimate, now)) : null)
    var select = el('select')
    select.setAttribute('aria-label', 'next test outcome of #' + e.prNumber)
    ;['pass', 'fail', 'hang', 'timeout'].forEach(function (o) { add(select, el('option', '', o)) })
    var script = el('button', 'secondary script-outcome', 'Script next run')
    script.type = 'button'
    script.addEventListener('click', function () {
      act('Scripted #' + e.prNumber + ': ' + select.value, '/outcomes',
        { repo: q.repo, number: e.prNumber, outcome: select.value })
    })
    return add(li, head, meta, add(el('div', 'pr-actions'), select, script))
  }

  // The reason of a transition, who did it, and the checks that failed it, as links.
  function whyCell(m) {
    var td = el('td', '', m.reason + (m.actor ? ' (by ' + m.actor + ')' : ''))
    if (!m.checks.length) return td
    var list = el('ul', 'failed-checks')
    m.checks.forEach(function (c) {
      var link = el('a', '', c.name)
      if (/^https?:\/\//.test(c.url)) link.href = c.url
      add(list, add(el('li'), link, el('span', 'muted', ' ' + c.conclusion.toLowerCase())))
    })
    return add(td, list)
  }

  function queueSection(q, titles, now, estimates) {
    var section = el('section', 'queue')
    section.dataset.branch = q.branch
    var name = q.repo.host + '/' + q.repo.owner + '/' + q.repo.name
    var paused = q.state === 'paused'
    var toggle = el('button', paused ? '' : 'secondary', paused ? 'Resume' : 'Pause')
    toggle.type = 'button'
    toggle.className += ' queue-toggle'
    toggle.addEventListener('click', function () {
      act((paused ? 'Resumed ' : 'Paused ') + q.branch, '/queue-state',
        { repo: q.repo, branch: q.branch, state: paused ? 'running' : 'paused' })
    })
    var s = q.settings
    add(section, add(el('div', 'queue-head'),
      el('h2', '', name + ' · ' + q.branch),
      add(el('span', 'queue-state'), badge(q.state)),
      el('span', 'muted', s.mode + ' mode · concurrency ' + s.concurrency +
        (s.batch ? ' · batches of ' + s.batchingMinSize + '+' : '') +
        (q.switchingTo ? ' · switching to ' + q.switchingTo : '')),
      toggle))
    var settings = el('div', 'settings')
    Object.keys(s).forEach(function (k) {
      var v = s[k]
      var shown = v === null ? 'none set' : Array.isArray(v) ? (v.length ? v.join(', ') : '[]') : String(v)
      add(settings, add(el('div'), el('span', 'muted', k), el('span', '', shown)))
    })
    add(section, add(el('details'), el('summary', '', 'Settings'), settings))

    add(section, el('h3', '', 'Pull requests in queue order'))
    var entries = q.entries
    var lanes = s.mode === 'parallel' ? lanesOf(entries) : [{ name: 'Queue', entries: entries }]
    var lanesEl = el('div', 'lanes')
    if (!entries.length) add(lanesEl, el('p', 'empty', 'No pull requests in the queue.'))
    lanes.forEach(function (lane) {
      var ol = el('ol')
      lane.entries.forEach(function (e) { add(ol, prCard(q, e, titles, now, estimates.get(e.prNumber))) })
      add(lanesEl, add(el('div', 'lane'), el('h4', '', lane.name + ' · ' + lane.entries.length), ol))
    })
    add(section, lanesEl)

    var moves = []
    q.entries.concat(q.finished).forEach(function (e) {
      e.timeline.forEach(function (t, i) {
        moves.push({ pr: e.prNumber, at: t.at, step: i, state: t.state, reason: t.reason,
          actor: t.actor, checks: t.failedChecks || [] })
      })
    })
    // Newest first; within one instant, a PR's later step first (merged above tests_passed).
    moves.sort(function (a, b) { return a.at < b.at ? 1 : a.at > b.at ? -1 : b.step - a.step })
    add(section, el('h3', '', 'Last transitions'))
    if (!moves.length) add(section, el('p', 'empty', 'None yet.'))
    else {
      var table = el('table', 'transitions')
      add(table, add(el('tr'), el('th', '', 'When'), el('th', '', 'PR'), el('th', '', 'State'), el('th', '', 'Why')))
      moves.slice(0, 12).forEach(function (m) {
        add(table, add(el('tr'), el('td', '', clockText(m.at)), el('td', '', '#' + m.pr),
          add(el('td'), badge(m.state)), whyCell(m)))
      })
      add(section, table)
    }
    return section
  }

  // Each queue's estimates by PR number, keyed like a queue's section.
  function estimatesByQueue(list) {
    var byQueue = new Map()
    ;(list ? list.queues : []).forEach(function (q) {
      var byPr = new Map()
      q.entries.forEach(function (e) { if (e.estimate) byPr.set(e.prNumber, e.estimate) })
      byQueue.set(queueKey(q), byPr)
    })
    return byQueue
  }
  function queueKey(q) {
    return (q.repo.host + '/' + q.repo.owner + '/' + q.repo.name).toLowerCase() + '#' + q.branch
  }

  function render(state, estimateList) {
    var estimates = estimatesByQueue(estimateList)
    document.getElementById('now').textContent = clockText(state.now)
    document.getElementById('clock-mode').textContent = state.clock.mode === 'manual'
      ? 'manual clock' : 'real-time clock ×' + state.clock.speed
    var titles = new Map()
    state.pullRequests.forEach(function (p) { if (p.title) titles.set(p.number, p.title) })
    var now = Date.parse(state.now)
    var open = new Set()
    queuesEl.querySelectorAll('details[open]').forEach(function (d) {
      open.add(d.closest('section').dataset.branch)
    })
    var frag = document.createDocumentFragment()
    if (!state.queues.length) add(frag, el('p', 'empty', 'No queues yet: create one with createQueue.'))
    state.queues.forEach(function (q) {
      var section = queueSection(q, titles, now, estimates.get(queueKey(q)) || new Map())
      if (open.has(q.branch)) section.querySelector('details').open = true
      add(frag, section)
    })
    queuesEl.replaceChildren(frag)
  }

  function refresh() {
    return Promise.all([control('/state'), control('/estimates')]).then(function (both) {
      render(both[0], both[1])
    }, function (e) {
      statusEl.textContent = 'Could not read the state: ' + e.message
    })
  }

  document.getElementById('advance').addEventListener('submit', function (ev) {
    ev.preventDefault()
    var minutes = Number(document.getElementById('advance-minutes').value)
    if (!(minutes >= 0)) { statusEl.textContent = 'Give the minutes as a number'; return }
    act('Advanced ' + minutes + ' min', '/clock', { advanceMs: Math.round(minutes * 60000) })
  })

  refresh()
  setInterval(function () {
    // Do not redraw under a person's pointer while a select is open or an action runs.
    if (busy || (document.activeElement && document.activeElement.tagName === 'SELECT')) return
    refresh()
  }, POLL_MS)
})()
`;

;// CONCATENATED MODULE: ./src/emulator/view/routes.ts

/** Largest sign-in form body read. */
const MAX_FORM_BYTES = 16 * 1024;
/** True for the paths the view serves. */
function isViewPath(path) {
    return path === '/' || path.startsWith(VIEW_ASSET_PREFIX);
}
const HTML = 'text/html; charset=utf-8';
const PAGE_HEADERS = {
    'Content-Security-Policy': VIEW_CSP,
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Cache-Control': 'no-store',
};
function html(status, body, headers = {}) {
    return { status, contentType: HTML, body, headers: { ...PAGE_HEADERS, ...headers } };
}
function redirectHome(cookie) {
    return {
        status: 303,
        contentType: 'text/plain; charset=utf-8',
        body: 'See /',
        headers: { ...PAGE_HEADERS, Location: '/', 'Set-Cookie': cookie },
    };
}
/** Answers a request for a view path. */
async function handleView(ctx, req, res, url) {
    const path = url.pathname;
    const method = req.method ?? 'GET';
    const cookie = req.headers.cookie;
    if (path === '/') {
        if (method !== 'GET' && method !== 'HEAD')
            return methodNotAllowed('GET');
        const token = url.searchParams.get('token');
        if (token !== null) {
            // A link with the token signs in once; the redirect drops it from the address bar.
            return ctx.isToken(token)
                ? redirectHome(ctx.sessions.start())
                : html(401, loginPage('wrong-token'));
        }
        return ctx.sessions.has(cookie) ? html(200, viewPage()) : html(200, loginPage());
    }
    const asset = path.slice(VIEW_ASSET_PREFIX.length);
    switch (asset) {
        case 'login': {
            if (method !== 'POST')
                return methodNotAllowed('POST');
            const body = await ctx.readForm(req, res, MAX_FORM_BYTES);
            if (body === undefined)
                return undefined;
            const token = new URLSearchParams(body).get('token') ?? '';
            return ctx.isToken(token)
                ? redirectHome(ctx.sessions.start())
                : html(401, loginPage('wrong-token'));
        }
        case 'logout':
            if (method !== 'POST')
                return methodNotAllowed('POST');
            return redirectHome(ctx.sessions.end(cookie));
        case 'view.css':
            return asset200('text/css; charset=utf-8', VIEW_CSS);
        case 'view.js':
            return asset200('text/javascript; charset=utf-8', VIEW_SCRIPT);
        default:
            return {
                status: 404,
                contentType: 'text/plain; charset=utf-8',
                body: `no such view asset: ${path}`,
            };
    }
}
function asset200(contentType, body) {
    return {
        status: 200,
        contentType,
        body,
        headers: { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-cache' },
    };
}
function methodNotAllowed(allow) {
    return {
        status: 405,
        contentType: 'text/plain; charset=utf-8',
        body: `accepts ${allow} only`,
        headers: { Allow: allow },
    };
}

;// CONCATENATED MODULE: ./src/emulator/view/sessions.ts
/**
 * Sign-in for the live view: a person gives the API token once (a login form, or `/?token=` for a
 * link a script prints) and gets a session cookie, HttpOnly and SameSite=Strict, so the page's
 * script never holds the token and no URL it navigates to carries it. Sessions live in memory
 * and end with the process.
 */

/** The cookie that carries a view session. */
const SESSION_COOKIE = 'mq_emulator_view';
/**
 * The header the view's script sends with every control call. A cross-site page cannot send a
 * custom header without a CORS preflight, which the emulator never approves, so a cookie alone
 * (a forged form, an image) authenticates nothing.
 */
const VIEW_HEADER = 'x-emulator-view';
/** Most sessions kept; the oldest is dropped past it. */
const MAX_SESSIONS = 1000;
/** The view's sessions. */
class ViewSessions {
    ids = new Set();
    /** Starts a session; returns the Set-Cookie value. */
    start() {
        const id = (0,external_node_crypto_.randomBytes)(32).toString('base64url');
        this.ids.add(id);
        if (this.ids.size > MAX_SESSIONS) {
            const oldest = this.ids.values().next().value;
            if (oldest !== undefined)
                this.ids.delete(oldest);
        }
        return `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Strict`;
    }
    /** Ends the session a Cookie header names; returns the Set-Cookie value that clears it. */
    end(cookieHeader) {
        const id = sessionIdOf(cookieHeader);
        if (id !== undefined)
            this.ids.delete(id);
        return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0`;
    }
    /** True when the Cookie header names a live session. */
    has(cookieHeader) {
        const id = sessionIdOf(cookieHeader);
        return id !== undefined && this.ids.has(id);
    }
}
function sessionIdOf(cookieHeader) {
    if (!cookieHeader)
        return undefined;
    for (const part of cookieHeader.split(';')) {
        const eq = part.indexOf('=');
        if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE)
            return part.slice(eq + 1).trim();
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/emulator/v2/route-kit.ts
/**
 * What every `/v2` route is made of: the route, request and context types, the error envelope
 * (V2Error, errorReply), and the input helpers the handlers share (a body checked against its
 * schema, 400 VALIDATION_FAILED, a page of a list, v1 errors turned into v2 codes).
 */




/** A v2 error: status, code and message, answered in the envelope. */
class V2Error extends Error {
    status;
    code;
    constructor(status, code, message) {
        super(message);
        this.status = status;
        this.code = code;
    }
}
/** The envelope reply of an error. */
function errorReply(status, code, message) {
    return jsonReply(status, { error: { code, message } });
}
/** The v2 permissions, by name (`P.updateSettings`). */
const P = permissions/* V2_PERMISSIONS */.a1;
/** The permissions of a route any key may call: none. */
const none = () => [];
// ---- Input ------------------------------------------------------------------------------------
function validate(schema, input) {
    const r = schema.safeParse(input);
    if (r.success)
        return r.data;
    const issue = r.error.issues[0];
    const field = issue?.path.length ? issue.path.join('.') : '(body)';
    throw new V2Error(400, 'VALIDATION_FAILED', `${field} ${issue?.message ?? 'is invalid'}`);
}
function bad(message) {
    return new V2Error(400, 'VALIDATION_FAILED', message);
}
/** The page a list asks for: limit 1..100 (default 25), a cursor bound to the filters. */
function pageOf(req, operation, rows, filters) {
    const limitText = req.query.get('limit');
    const limit = limitText === null ? 25 : Number(limitText);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100 || !/^\d+$/.test(limitText ?? '25')) {
        throw bad(`limit must be a whole number from 1 to 100 (given ${JSON.stringify(limitText)})`);
    }
    const includeTotal = req.query.get('includeTotal');
    if (includeTotal !== null && includeTotal !== 'true' && includeTotal !== 'false') {
        throw bad(`includeTotal must be true or false (given ${JSON.stringify(includeTotal)})`);
    }
    const binding = (0,external_node_crypto_.createHash)('sha256').update(`${operation}?${filters}`).digest('hex').slice(0, 12);
    let offset = 0;
    const cursor = req.query.get('cursor');
    if (cursor !== null) {
        const m = /^(\d+)\.([0-9a-f]{12})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
        if (!m || m[2] !== binding) {
            throw new V2Error(400, 'INVALID_CURSOR', 'the cursor is not one this list gave, or its filters changed; start again without a cursor');
        }
        offset = Number(m[1]);
    }
    const data = rows.slice(offset, offset + limit);
    const hasMore = offset + limit < rows.length;
    return jsonReply(200, {
        data,
        nextCursor: hasMore
            ? Buffer.from(`${offset + limit}.${binding}`, 'utf8').toString('base64url')
            : null,
        hasMore,
        ...(includeTotal === 'true' ? { total: rows.length } : {}),
    });
}
/** Runs a simulation call, turning its v1 errors into v2 codes. */
function act(fn, codes) {
    try {
        return fn();
    }
    catch (e) {
        if (!(e instanceof HttpError))
            throw e;
        const [status, code] = codes[e.status] ?? [
            e.status,
            e.status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED',
        ];
        throw new V2Error(status, code, e.message);
    }
}

;// CONCATENATED MODULE: ./src/emulator/v2/lookups.ts
/**
 * Finding what a `/v2` path or body names: a queue, a repository or a PR by its v2 id (404 with
 * the resource's code when there is none), and the repositories and PR numbers the emulator knows.
 */




function queueById(ctx, id) {
    for (const q of ctx.sim.queues.values())
        if (mergeQueueIdOf(q.repo, q.branch) === id)
            return q;
    throw new V2Error(404, 'MERGE_QUEUE_NOT_FOUND', `no merge queue has id ${JSON.stringify(id)}`);
}
/** Every repository the simulation knows: those with queues, registered PRs, named ones. */
function knownRepositories(ctx) {
    const out = new Map();
    for (const [id, r] of ctx.repositories)
        out.set(id, r.repo);
    for (const q of ctx.sim.queues.values())
        out.set(repositoryIdOf(q.repo), q.repo);
    for (const m of ctx.sim.pullRequests.values())
        out.set(repositoryIdOf(m.repo), m.repo);
    return out;
}
function repositoryById(ctx, id, code = 'REPOSITORY_NOT_FOUND') {
    const repo = knownRepositories(ctx).get(id.toLowerCase());
    if (!repo)
        throw new V2Error(404, code, `no repository has id ${JSON.stringify(id)}`);
    return repo;
}
/** The PR numbers of a repository the emulator has seen (registered, submitted or uploaded for). */
function knownNumbers(ctx, repo) {
    const numbers = new Set();
    const rk = repoKey(repo);
    for (const m of ctx.sim.pullRequests.values())
        if (repoKey(m.repo) === rk)
            numbers.add(m.number);
    const queues = queuesOf(ctx.sim, repo);
    for (const q of queues)
        for (const n of q.byPr.keys())
            numbers.add(n);
    for (const key of ctx.sim.targetUploads.keys()) {
        const q = queues.find((x) => key.startsWith(`${x.key}#`));
        if (q)
            numbers.add(Number(key.slice(q.key.length + 1)));
    }
    return numbers;
}
function pullRequestById(ctx, id) {
    const found = findPullRequestById(ctx, id);
    if (found)
        return found;
    throw new V2Error(404, 'PR_NOT_FOUND', `no pull request has id ${JSON.stringify(id)}`);
}
/** The PR with v2 id `id`, if the emulator knows it. */
function findPullRequestById(ctx, id) {
    const want = id.toLowerCase();
    for (const repo of knownRepositories(ctx).values()) {
        for (const n of knownNumbers(ctx, repo)) {
            if (pullRequestIdOf(repo, n) === want)
                return { repo, number: n };
        }
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/emulator/v2/entry-routes.ts
/**
 * The `/v2` operations on a PR and its queue entry: submit and list a queue's PRs; get, dequeue,
 * restart tests, re-run failed checks, reprioritize, change its entry; its merge estimate; upload
 * its impacted targets.
 */









/** The PR's live entry, or 409 PR_NOT_IN_ACTIVE_STATE. */
function activeEntry(ctx, repo, number) {
    const at = latestEntryOf(ctx.sim, repo, number);
    if (!at || !isActiveState(at.entry.state)) {
        throw new V2Error(409, 'PR_NOT_IN_ACTIVE_STATE', `pull request #${number} is not in a merge queue${at ? ` (its entry is ${camel(at.entry.state)})` : ''}`);
    }
    return at;
}
function prReply(ctx, status, repo, number) {
    return jsonReply(status, pullRequestBody(ctx.sim, repo, number, ctx.x, { single: true }));
}
/** Changes an active entry's priority or batching through v1's resubmit (which updates it). */
function resubmit(ctx, q, number, change) {
    const sim = ctx.sim;
    const refuses = sim.v2DuplicateSubmit;
    // The simulation's resubmit updates a queued entry unless it runs in v2-duplicate mode; the
    // v2 layer decides refusals itself, so the update path is what it needs here.
    sim.v2DuplicateSubmit = false;
    try {
        sim.submit({
            repo: q.repo,
            targetBranch: q.branch,
            pr: { number },
            priority: change.priority,
            noBatch: change.noBatch,
        });
    }
    finally {
        sim.v2DuplicateSubmit = refuses;
    }
}
/** The PR and queue-entry routes. */
const ENTRY_ROUTES = [
    {
        operationId: 'mergeQueues.listPullRequests',
        method: 'GET',
        pattern: ['merge-queues', ':id', 'pull-requests'],
        body: 'none',
        permissions: none,
        handle: (ctx, req) => {
            const q = queueById(ctx, req.params[0]);
            for (const k of ['sort', 'direction']) {
                const v = req.query.get(k);
                if (v !== null && v !== (k === 'sort' ? 'createdAt' : 'desc')) {
                    throw bad(`${k} accepts only ${k === 'sort' ? 'createdAt' : 'desc'} (given ${JSON.stringify(v)})`);
                }
            }
            const stateText = req.query.get('state');
            const states = stateText === null ? undefined : stateText.split(',').map((s) => s.trim());
            const unknown = states?.filter((s) => !v2_schemas/* QUEUE_ENTRY_STATES */.id.includes(s));
            if (unknown?.length) {
                throw bad(`state ${unknown.map((s) => JSON.stringify(s)).join(', ')} is not one of ${v2_schemas/* QUEUE_ENTRY_STATES */.id.join(', ')}`);
            }
            const author = req.query.get('author');
            const entries = [...q.byPr.values()]
                .filter((e) => !states || states.includes(camel(e.state)))
                .filter((e) => author === null ||
                (ctx.sim.metadataOf(q.repo, e.prNumber).author ?? 'emulator-user') === author)
                .sort((a, b) => b.submittedAt - a.submittedAt || b.seq - a.seq);
            const rows = entries.map((e) => pullRequestBody(ctx.sim, q.repo, e.prNumber, ctx.x, {
                single: false,
                at: { queue: q, entry: e },
            }));
            return pageOf(req, 'mergeQueues.listPullRequests', rows, `${q.key}|${stateText}|${author}`);
        },
    },
    {
        operationId: 'mergeQueues.submitPullRequest',
        method: 'POST',
        pattern: ['merge-queues', ':id', 'pull-requests'],
        body: 'json',
        permissions: (b) => [
            P.mergeAndCancel,
            ...(b?.priorityValue !== undefined || b?.priorityName !== undefined ? [P.setPriority] : []),
            ...(b?.allowBatching === false ? [P.skipBatching] : []),
            ...(b?.direct === true ? [P.directToQueue] : []),
        ],
        handle: (ctx, req) => {
            const q = queueById(ctx, req.params[0]);
            const body = validate(v2_schemas/* SubmitPullRequestRequestSchema */.xD, req.body);
            const existing = q.byPr.get(body.number);
            if (existing && isActiveState(existing.state)) {
                throw new V2Error(409, 'PR_ALREADY_ENQUEUED', `pull request #${body.number} is already in this queue (${camel(existing.state)}); use reprioritize or PATCH its queue-entry`);
            }
            act(() => ctx.sim.submit({
                repo: q.repo,
                targetBranch: q.branch,
                pr: { number: body.number },
                priority: (body.priorityValue ?? body.priorityName),
                noBatch: body.allowBatching === false,
            }), { 400: [422, 'PR_NOT_ENQUEUEABLE'] });
            const entry = q.byPr.get(body.number);
            if (entry)
                ctx.x.direct.set(entry.id, body.direct === true);
            return prReply(ctx, 201, q.repo, body.number);
        },
    },
    {
        operationId: 'impactedTargets.upload',
        method: 'PUT',
        pattern: ['impacted-targets'],
        body: 'json',
        permissions: () => [P.mergeAndCancel],
        handle: (ctx, req) => {
            const body = validate(v2_schemas/* UploadImpactedTargetsRequestSchema */.tJ, req.body);
            const repo = repositoryById(ctx, body.repositoryId);
            const host = repo.host.toLowerCase();
            if (host !== 'github.com' && host !== 'gitlab.com') {
                throw new V2Error(422, 'IMPACTED_TARGETS_UNSUPPORTED', `impacted targets are supported only for GitHub and GitLab repositories, not ${repo.host}`);
            }
            let number = body.number;
            if (number === undefined) {
                const m = /^pr-(\d+)$/.exec(body.branch ?? '');
                number = m ? Number(m[1]) : undefined;
                if (number === undefined || !knownNumbers(ctx, repo).has(number)) {
                    throw new V2Error(404, 'PR_NOT_FOUND', `no pull request has head branch ${JSON.stringify(body.branch)}`);
                }
            }
            act(() => ctx.sim.setImpactedTargets({
                repo,
                targetBranch: body.targetBranch,
                pr: { number: number, sha: body.sha },
                impactedTargets: body.impactsAllTargets ? 'ALL' : (body.impactedTargets ?? []),
            }), { 404: [404, 'MERGE_QUEUE_NOT_FOUND'] });
            return { status: 202, contentType: 'text/plain; charset=utf-8', body: '' };
        },
    },
    {
        operationId: 'pullRequests.get',
        method: 'GET',
        pattern: ['pull-requests', ':id'],
        body: 'none',
        permissions: none,
        handle: (ctx, req) => {
            const { repo, number } = pullRequestById(ctx, req.params[0]);
            return prReply(ctx, 200, repo, number);
        },
    },
    {
        operationId: 'pullRequests.dequeue',
        method: 'POST',
        pattern: ['pull-requests', ':id', 'dequeue'],
        body: 'ignored',
        permissions: () => [P.mergeAndCancel],
        handle: (ctx, req) => {
            const { repo, number } = pullRequestById(ctx, req.params[0]);
            const { queue } = activeEntry(ctx, repo, number);
            ctx.sim.cancel({ repo, targetBranch: queue.branch, pr: { number } });
            return prReply(ctx, 200, repo, number);
        },
    },
    {
        operationId: 'pullRequests.restartTests',
        method: 'POST',
        pattern: ['pull-requests', ':id', 'restart-tests'],
        body: 'ignored',
        permissions: () => [P.mergeAndCancel],
        handle: (ctx, req) => {
            const { repo, number } = pullRequestById(ctx, req.params[0]);
            const { queue, entry } = activeEntry(ctx, repo, number);
            if (entry.state !== 'testing' && entry.state !== 'pending_failure') {
                throw new V2Error(422, 'PR_TESTS_NOT_RESTARTABLE', `pull request #${number} is ${camel(entry.state)}; tests restart only while testing or pendingFailure`);
            }
            ctx.sim.restart({ repo, targetBranch: queue.branch, pr: { number } });
            return prReply(ctx, 200, repo, number);
        },
    },
    {
        operationId: 'pullRequests.queueEntryEstimate',
        method: 'GET',
        pattern: ['pull-requests', ':id', 'queue-entry-estimate'],
        body: 'none',
        permissions: none,
        handle: (ctx, req) => {
            const { repo, number } = pullRequestById(ctx, req.params[0]);
            const latest = latestEntryOf(ctx.sim, repo, number);
            if (latest && !estimateSettingsOf(latest.queue).enabled) {
                throw new V2Error(404, 'ESTIMATE_NOT_ENABLED', `the merge queue for ${latest.queue.repo.owner}/${latest.queue.repo.name} (branch ${latest.queue.branch}) does not serve merge estimates`);
            }
            const { queue, entry } = activeEntry(ctx, repo, number);
            const estimate = estimatorOf(ctx.sim).estimate(queue, entry);
            return jsonReply(200, estimateBody(estimate));
        },
    },
    {
        operationId: 'pullRequests.rerunFailedChecks',
        method: 'POST',
        pattern: ['pull-requests', ':id', 'rerun-failed-checks'],
        body: 'json',
        permissions: () => [P.mergeAndCancel],
        handle: (ctx, req) => {
            const { repo, number } = pullRequestById(ctx, req.params[0]);
            const mode = req.body?.mode;
            if (mode !== 'now' && mode !== 'wait') {
                throw bad(`mode must be now or wait (given ${JSON.stringify(mode ?? null)})`);
            }
            const at = latestEntryOf(ctx.sim, repo, number);
            if (!at || at.entry.state !== 'pending_failure') {
                throw new V2Error(422, 'PR_NOT_PENDING_FAILURE', `pull request #${number} is ${at ? camel(at.entry.state) : 'not in a merge queue'}; failed checks re-run only while pendingFailure`);
            }
            const until = iso(ctx.sim.now + at.queue.settings.testingTimeoutMinutes * 60_000);
            ctx.sim.restart({ repo, targetBranch: at.queue.branch, pr: { number } });
            return jsonReply(200, {
                ...pullRequestBody(ctx.sim, repo, number, ctx.x, { single: true }),
                rerun: { mode, until, alreadyHeld: false, switchedToNow: false },
            });
        },
    },
    {
        operationId: 'pullRequests.reprioritize',
        method: 'POST',
        pattern: ['pull-requests', ':id', 'reprioritize'],
        body: 'json',
        permissions: () => [P.setPriority],
        handle: (ctx, req) => {
            const { repo, number } = pullRequestById(ctx, req.params[0]);
            const body = validate(v2_schemas/* ReprioritizeRequestSchema */.n9, req.body);
            const { queue } = activeEntry(ctx, repo, number);
            resubmit(ctx, queue, number, { priority: body.priorityValue ?? body.priorityName });
            return prReply(ctx, 200, repo, number);
        },
    },
    {
        operationId: 'pullRequests.updateQueueEntry',
        method: 'PATCH',
        pattern: ['pull-requests', ':id', 'queue-entry'],
        body: 'json',
        permissions: (b) => [
            ...(b?.priorityValue !== undefined || b?.priorityName !== undefined ? [P.setPriority] : []),
            ...(b?.allowBatching !== undefined ? [P.skipBatching] : []),
            ...(b?.direct !== undefined ? [P.directToQueue] : []),
        ],
        handle: (ctx, req) => {
            const { repo, number } = pullRequestById(ctx, req.params[0]);
            const body = validate(v2_schemas/* UpdateQueueEntryRequestSchema */.Dx, req.body);
            const { queue, entry } = activeEntry(ctx, repo, number);
            const priority = body.priorityValue ?? body.priorityName;
            if (priority !== undefined || body.allowBatching !== undefined) {
                resubmit(ctx, queue, number, {
                    priority,
                    noBatch: body.allowBatching === undefined ? undefined : !body.allowBatching,
                });
            }
            if (body.direct !== undefined)
                ctx.x.direct.set(entry.id, body.direct);
            return prReply(ctx, 200, repo, number);
        },
    },
];

;// CONCATENATED MODULE: ./src/emulator/v2/flaky-routes.ts
/**
 * v2's Flaky Tests endpoints over the same data set as v1's (flaky/store.ts): the test
 * collections (one, holding every test of the set), the tests of it with their metrics (`GET
 * /v2/tests`, `GET /v2/tests/{testId}`), and the CI quarantine lookups (`POST
 * …/quarantine-status`, ≤2,000 tests; `POST …/all-quarantined-tests`, pages of ≤25,000), in the
 * shapes of notes §9 and §9a. Where the docs leave a shape open the emulator answers as
 * docs/api-v2.md decides: quarantine-status' items are `{testId, quarantined, status, name,
 * parentName, url}` (`testId` null for a test the collection does not have), and v2's test id is
 * UUIDv5(URL, `testCollectionUuid#repositoryId#<the uploader's id>`).
 */








/** The emulator's one test collection (the docs' example id). */
const EMULATOR_TEST_COLLECTION = { id: 'aB3xY9kQ', name: 'default' };
/** Its uuid (`testCollectionUuid`), for computing test ids. */
const EMULATOR_TEST_COLLECTION_UUID = (0,test_id/* uuidV5Url */.Q)(`test-collection:${EMULATOR_TEST_COLLECTION.id}`);
const DAY = 86_400_000;
const PERIOD_MS = {
    '1d': DAY,
    '7d': 7 * DAY,
    '14d': 14 * DAY,
    '30d': 30 * DAY,
};
/** A test's v2 id in a repository (nil UUID: uploaded without one). */
function v2TestId(repositoryId, uploaderId) {
    return (0,test_id/* uuidV5Url */.Q)(`${EMULATOR_TEST_COLLECTION_UUID}#${repositoryId}#${uploaderId}`);
}
function collectionBody(store) {
    return {
        ...EMULATOR_TEST_COLLECTION,
        description: null,
        testCount: store.size,
        quarantineEnabled: store.quarantineEnabled,
        autoQuarantineEnabled: false,
        createdAt: '2026-10-06T00:00:00.000Z',
        updatedAt: '2026-10-06T00:00:00.000Z',
    };
}
function collectionOf(req, index = 0) {
    if (req.params[index] !== EMULATOR_TEST_COLLECTION.id)
        throw new V2Error(404, 'TEST_COLLECTION_NOT_FOUND', `no test collection with id ${JSON.stringify(req.params[index])}`);
}
/** A test's repository: its own, else (a test of every repository) none. */
function repositoryIdOfTest(t) {
    if (!t.repo)
        return flaky_tests/* NIL_UUID */.mT;
    const [host, owner, name] = t.repo.split('/');
    return repositoryIdOf({ host, owner, name });
}
/** The tests by v2 id, rebuilt when the data set changes (the store replaces its list). */
let index;
function byV2Id(store) {
    const all = store.all();
    if (index?.of !== all) {
        index = { of: all, byV2Id: new Map(all.map((t) => [v2TestId(repositoryIdOfTest(t), t.id), t])) };
    }
    return index.byV2Id;
}
/** The last failure in [now - period, now], ms. */
function lastFailureWithin(t, now, period) {
    const last = t.failures.filter((f) => f <= now && f >= now - period).at(-1);
    return last;
}
/**
 * A test's body; with the data set (`s`), its quarantine override and a quarantine state that
 * honours it (alwaysQuarantine: quarantined, neverQuarantine: not, whatever its status).
 */
function flaky_routes_testBody(t, now, period, s) {
    const last = t.failures.filter((f) => f <= now).at(-1);
    const lastInPeriod = period ? lastFailureWithin(t, now, PERIOD_MS[period]) : undefined;
    const repoId = repositoryIdOfTest(t);
    const override = s?.overrideOf(v2TestId(repoId, t.id));
    const quarantined = override ? override.mode === 'alwaysQuarantine' : t.quarantined;
    return {
        id: v2TestId(repoId, t.id),
        testCollectionId: EMULATOR_TEST_COLLECTION.id,
        repoId,
        name: t.name,
        parentName: t.parent ?? '',
        className: t.classname ?? '',
        file: t.file_path ?? '',
        target: '',
        variant: t.variant,
        crossVariantId: null,
        codeowners: t.codeowners,
        status: t.status.value,
        statusSince: iso(t.status.timestamp),
        quarantineState: quarantined ? 'quarantined' : 'notQuarantined',
        labels: [],
        url: `https://app.trunk.io/trunk/flaky-tests/test/${v2TestId(repoId, t.id)}`,
        quarantineOverride: override
            ? { mode: override.mode, reason: override.reason, createdAt: iso(override.createdAt) }
            : null,
        activeMonitors: [],
        firstSeenAt: t.failures[0] !== undefined ? iso(t.failures[0]) : null,
        lastFailureAt: last !== undefined ? iso(last) : null,
        metrics: period
            ? {
                failureRate: period === '1d' ? t.failure_rate_last_24h : t.failure_rate_last_7d,
                prsImpacted: t.pull_requests_impacted_last_7d,
                runCount: 0,
                failureCount: t.failures.filter((f) => f <= now && f >= now - PERIOD_MS[period]).length,
                durationP95Ms: null,
                lastRunAt: lastInPeriod !== undefined ? iso(lastInPeriod) : null,
                lastFailureAt: lastInPeriod !== undefined ? iso(lastInPeriod) : null,
            }
            : null,
    };
}
function periodOf(req) {
    const include = req.query.get('include');
    const period = req.query.get('period');
    if (include !== null && include !== 'metrics')
        throw bad(`include must be metrics (given ${JSON.stringify(include)})`);
    if (period !== null && !flaky_tests/* TEST_METRIC_PERIODS */.v4.includes(period))
        throw bad(`period must be one of ${flaky_tests/* TEST_METRIC_PERIODS */.v4.join(', ')} (given ${JSON.stringify(period)})`);
    if (include === 'metrics' && period === null)
        throw bad('period is required with include=metrics');
    return include === 'metrics' ? period : undefined;
}
/** The repository a CI lookup names: its id (nil for none), and its key for the data set. */
function repositoryOfLookup(repo) {
    if (!repo)
        return { id: flaky_tests/* NIL_UUID */.mT };
    return { id: repositoryIdOf(repo), key: `${repo.host}/${repo.owner}/${repo.name}`.toLowerCase() };
}
const LookupRepoSchema = schemas/* object */.Ikc({ repo: flaky_tests/* QuarantineStatusRequestSchema */.JR.shape.repo });
const store = (ctx) => ctx.flaky;
const now = (ctx) => ctx.now();
/** The Flaky Tests routes, over the server's data set. */
const FLAKY_ROUTES = [
    {
        operationId: 'testCollections.list',
        method: 'GET',
        pattern: ['test-collections'],
        body: 'none',
        permissions: none,
        handle: (ctx, req) => {
            const q = req.query.get('q')?.toLowerCase();
            const rows = [collectionBody(store(ctx))].filter((c) => !q || c.name.toLowerCase().includes(q));
            return pageOf(req, 'testCollections.list', rows, q ?? '');
        },
    },
    {
        operationId: 'testCollections.get',
        method: 'GET',
        pattern: ['test-collections', ':id'],
        body: 'none',
        permissions: none,
        handle: (ctx, req) => {
            collectionOf(req);
            return jsonReply(200, collectionBody(store(ctx)));
        },
    },
    {
        operationId: 'testCollections.quarantineStatus',
        method: 'POST',
        pattern: ['test-collections', ':id', 'quarantine-status'],
        body: 'json',
        permissions: () => [P.uploadTestResults],
        handle: (ctx, req) => {
            collectionOf(req);
            const body = validate(flaky_tests/* QuarantineStatusRequestSchema */.JR, req.body);
            const s = store(ctx);
            const repository = repositoryOfLookup(body.repo);
            const inRepo = (t) => t && (t.repo === undefined || t.repo === repository.key) ? t : undefined;
            const tests = body.testIdentifiers.map((ident) => {
                const t = 'id' in ident
                    ? inRepo(s.test(ident.id.toLowerCase(), repository.key ?? ''))
                    : s
                        .all()
                        .find((x) => x.name === ident.name && (x.parent ?? '') === ident.parentName && inRepo(x));
                if (!t)
                    return { testId: null, quarantined: false, status: null };
                const b = flaky_routes_testBody(t, now(ctx), undefined, s);
                return {
                    testId: b.id,
                    quarantined: s.quarantineEnabled && b.quarantineState === 'quarantined',
                    status: t.status.value,
                    name: t.name,
                    parentName: t.parent ?? '',
                    url: b.url,
                };
            });
            return jsonReply(200, {
                testCollectionUuid: EMULATOR_TEST_COLLECTION_UUID,
                repositoryId: repository.id,
                quarantineEnabled: s.quarantineEnabled,
                tests,
            });
        },
    },
    {
        operationId: 'testCollections.allQuarantinedTests',
        method: 'POST',
        pattern: ['test-collections', ':id', 'all-quarantined-tests'],
        body: 'json',
        permissions: () => [P.uploadTestResults],
        handle: (ctx, req) => allQuarantined(store(ctx), req),
    },
    {
        operationId: 'tests.list',
        method: 'GET',
        pattern: ['tests'],
        body: 'none',
        permissions: none,
        handle: (ctx, req) => {
            const collection = req.query.get('testCollectionId');
            if (collection === null)
                throw bad('testCollectionId is required');
            collectionOf({ ...req, params: [collection] });
            const period = periodOf(req);
            const sort = req.query.get('sort');
            const direction = req.query.get('direction') ?? 'desc';
            if (sort !== null && sort !== 'lastFailureAt' && sort !== 'name')
                throw bad(`sort ${JSON.stringify(sort)} is not served by the emulator (name, lastFailureAt)`);
            if (direction !== 'asc' && direction !== 'desc')
                throw bad('direction must be asc or desc');
            if (sort === 'lastFailureAt' && !period)
                throw bad('sort=lastFailureAt needs include=metrics and a period');
            const at = now(ctx);
            let rows = store(ctx)
                .all()
                .map((t) => flaky_routes_testBody(t, at, period, store(ctx)));
            if (sort === 'lastFailureAt') {
                // A metric sort leaves out the tests with no failure in the period.
                rows = rows.filter((r) => r.metrics?.lastFailureAt);
                rows.sort((a, b) => a.metrics.lastFailureAt.localeCompare(b.metrics.lastFailureAt) || a.id.localeCompare(b.id));
                if (direction === 'desc')
                    rows.reverse();
            }
            return pageOf(req, 'tests.list', rows, `${collection}|${period}|${sort}|${direction}`);
        },
    },
    {
        operationId: 'tests.get',
        method: 'GET',
        pattern: ['tests', ':id'],
        body: 'none',
        permissions: none,
        handle: (ctx, req) => {
            const period = periodOf(req);
            const t = byV2Id(store(ctx)).get((req.params[0] ?? '').toLowerCase());
            if (!t)
                throw new V2Error(404, 'TEST_CASE_NOT_FOUND', `no test with id ${JSON.stringify(req.params[0])}`);
            return jsonReply(200, flaky_routes_testBody(t, now(ctx), period, store(ctx)));
        },
    },
];
// Every quarantined test's id, in id order, pages of 1..25,000 (empty while quarantining is off).
function allQuarantined(store, req) {
    collectionOf(req);
    const body = validate(LookupRepoSchema, req.body ?? {});
    const repository = repositoryOfLookup(body.repo);
    const limitText = req.query.get('limit') ?? '25000';
    const limit = Number(limitText);
    if (!/^\d+$/.test(limitText) || limit < 1 || limit > flaky_tests/* V2_MAX_QUARANTINED_PAGE */.jc)
        throw bad(`limit must be a whole number from 1 to ${flaky_tests/* V2_MAX_QUARANTINED_PAGE */.jc} (given ${JSON.stringify(limitText)})`);
    const ids = store.quarantineEnabled
        ? store
            .all()
            .filter((t) => store.quarantinedInV2(t, v2TestId(repositoryIdOfTest(t), t.id)) &&
            (t.repo === undefined || t.repo === repository.key))
            .map((t) => v2TestId(repository.id, t.id))
            .sort()
        : [];
    const binding = (0,external_node_crypto_.createHash)('sha256')
        .update(`allQuarantined|${repository.id}`)
        .digest('hex')
        .slice(0, 12);
    const cursor = req.query.get('cursor');
    let offset = 0;
    if (cursor !== null) {
        const m = /^(\d+)\.([0-9a-f]{12})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
        if (!m || m[2] !== binding)
            throw new V2Error(400, 'INVALID_CURSOR', 'the cursor is not one this list gave');
        offset = Number(m[1]);
    }
    const hasMore = offset + limit < ids.length;
    return jsonReply(200, {
        testCollectionUuid: EMULATOR_TEST_COLLECTION_UUID,
        repositoryId: repository.id,
        quarantineEnabled: store.quarantineEnabled,
        data: ids.slice(offset, offset + limit).map((testId) => ({ testId })),
        nextCursor: hasMore
            ? Buffer.from(`${offset + limit}.${binding}`, 'utf8').toString('base64url')
            : null,
        hasMore,
    });
}

;// CONCATENATED MODULE: ./src/emulator/v2/history-routes.ts




const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A history's `direction`: `oldest` (the default) or `newest`; anything else is 400. */
function directionOf(req) {
    const direction = req.query.get('direction') ?? 'oldest';
    if (direction !== 'oldest' && direction !== 'newest') {
        throw bad(`direction must be oldest or newest (given ${JSON.stringify(direction)})`);
    }
    return direction;
}
/**
 * A PR's history as v2 transitions. One entry per PR, reused on a resubmit: its history spans
 * every submission, in every queue of the repository.
 */
function historyRows(ctx, repo, number, direction) {
    const rows = queuesOf(ctx.sim, repo)
        .flatMap((q) => ctx.sim.historyOf(q, number))
        .sort((a, b) => a.at - b.at)
        .map((t) => transitionBody(repo, number, t));
    if (direction === 'newest')
        rows.reverse();
    return rows;
}
/** The history routes. */
const HISTORY_ROUTES = [
    {
        operationId: 'pullRequests.queueEntryHistory',
        method: 'GET',
        pattern: ['pull-requests', ':id', 'queue-entry-history'],
        body: 'none',
        permissions: none,
        handle: (ctx, req) => {
            const { repo, number } = pullRequestById(ctx, req.params[0]);
            const direction = directionOf(req);
            const rows = historyRows(ctx, repo, number, direction);
            return pageOf(req, 'pullRequests.queueEntryHistory', rows, `${req.params[0]}|${direction}`);
        },
    },
    {
        operationId: 'pullRequests.queueEntryHistoryBatch',
        method: 'GET',
        pattern: ['queue-entry-history'],
        body: 'none',
        permissions: none,
        handle: (ctx, req) => {
            const text = req.query.get('pullRequestIds');
            if (text === null || text.trim() === '') {
                throw bad('pullRequestIds is required: a comma-separated list of pull request ids');
            }
            const ids = [...new Set(text.split(',').map((id) => id.trim().toLowerCase()))];
            const notUuid = ids.find((id) => !UUID_PATTERN.test(id));
            if (notUuid !== undefined) {
                throw bad(`pullRequestIds: ${JSON.stringify(notUuid)} is not a pull request id (a UUID)`);
            }
            if (ids.length > 50)
                throw bad(`pullRequestIds lists ${ids.length} ids; at most 50`);
            const direction = directionOf(req);
            // Never 404s: an unknown id, or one never queued, is an empty group.
            const rows = ids.map((id) => {
                const pr = findPullRequestById(ctx, id);
                return {
                    pullRequestId: id,
                    transitions: pr ? historyRows(ctx, pr.repo, pr.number, direction) : [],
                };
            });
            return pageOf(req, 'pullRequests.queueEntryHistoryBatch', rows, `${ids.join(',')}|${direction}`);
        },
    },
];

;// CONCATENATED MODULE: ./src/emulator/v2/override-routes.ts
/**
 * v2's quarantine overrides over the flaky-tests data set (flaky/store.ts keeps them): one test's
 * (`POST /v2/tests/{testId}/quarantine`, answering the test with its new override) and up to 100
 * tests' in one request (`POST /v2/tests/quarantine`, the path and answer this project decided:
 * src/wire/v2/quarantine-overrides.ts), as the live pages describe them: a test already in the
 * mode asked is `unchanged` and its reason is not recorded; a test listed twice refuses the whole
 * request; an item fails alone (TEST_NOT_FOUND, or INTERNAL_ERROR for a test the control API
 * made fail) and the others are applied. The override shows on `GET /v2/tests/{testId}` and in
 * every quarantine state the emulator answers (flaky-routes.ts).
 */




function writeOne(ctx, testId, mode, reason) {
    const id = testId.toLowerCase();
    if (!byV2Id(ctx.flaky).has(id))
        return {
            status: 'failed',
            error: { code: 'TEST_NOT_FOUND', message: `no test with id ${JSON.stringify(testId)}` },
        };
    if (ctx.flaky.failingOverrideWrites.has(id))
        return {
            status: 'failed',
            error: { code: 'INTERNAL_ERROR', message: 'the override could not be saved; send it again' },
        };
    return { status: ctx.flaky.setOverride(id, mode, reason, ctx.now()) };
}
/** The quarantine-override routes. */
const OVERRIDE_ROUTES = [
    {
        operationId: 'tests.setQuarantineMany',
        method: 'POST',
        pattern: ['tests', 'quarantine'],
        body: 'json',
        permissions: () => [P.quarantineTests],
        handle: (ctx, req) => {
            const body = validate(quarantine_overrides/* SetQuarantineOverridesRequestSchema */.yD, req.body);
            const results = body.items.map((item) => {
                const r = writeOne(ctx, item.testId, item.mode, item.reason);
                return { testId: item.testId, ...r };
            });
            return jsonReply(200, { results });
        },
    },
    {
        operationId: 'tests.setQuarantine',
        method: 'POST',
        pattern: ['tests', ':id', 'quarantine'],
        body: 'json',
        permissions: () => [P.quarantineTests],
        handle: (ctx, req) => {
            const body = validate(quarantine_overrides/* SetQuarantineOverrideRequestSchema */.H_, req.body);
            const testId = req.params[0] ?? '';
            const r = writeOne(ctx, testId, body.mode, body.reason);
            if (r.status === 'failed')
                throw new V2Error(r.error.code === 'TEST_NOT_FOUND' ? 404 : 500, r.error.code, r.error.message);
            const t = byV2Id(ctx.flaky).get(testId.toLowerCase());
            return jsonReply(200, flaky_routes_testBody(t, ctx.now(), undefined, ctx.flaky));
        },
    },
];

;// CONCATENATED MODULE: ./src/emulator/v2/run-bodies.ts
/**
 * The v2 JSON body of a verification run (v1's test run): its checks as v1's testing details
 * report them (a check run and a status check per required context), its PRs and its impacted
 * targets.
 */



/** v2's conclusion of a finished check, from GitHub's. */
const V2_CONCLUSIONS = {
    SUCCESS: 'success',
    FAILURE: 'failure',
    TIMED_OUT: 'timeout',
    CANCELLED: 'cancelled',
    ACTION_REQUIRED: 'failure',
    // v2's enum has neither (providerConclusion keeps GitHub's value): the emulator's guesses.
    STARTUP_FAILURE: 'failure',
    STALE: 'cancelled',
};
/**
 * A finished run's checks as v2's flat list: a check run per check, and a status check per
 * required context (as v1's testing details report them).
 */
function finishedChecks(run, contexts) {
    const checkRuns = (run.checks ?? []).map((c, i) => ({
        id: `${run.id}-check-${i}`,
        name: c.name,
        kind: 'checkRun',
        status: 'completed',
        conclusion: V2_CONCLUSIONS[c.conclusion],
        providerStatus: 'COMPLETED',
        providerConclusion: c.conclusion,
        url: c.url,
        provider: 'github',
    }));
    const statusChecks = contexts.flatMap((name, i) => {
        const c = run.checks?.find((x) => x.name === name);
        if (!c)
            return [];
        const failed = c.conclusion !== 'SUCCESS';
        return [
            {
                id: `${run.id}-status-${i}`,
                name,
                kind: 'statusCheck',
                status: 'completed',
                conclusion: V2_CONCLUSIONS[c.conclusion],
                providerStatus: 'COMPLETED',
                providerConclusion: !failed
                    ? 'SUCCESS'
                    : c.conclusion === 'CANCELLED'
                        ? 'ERROR'
                        : 'FAILURE',
                url: c.url,
                provider: 'github',
            },
        ];
    });
    return [...checkRuns, ...statusChecks];
}
function conclusionOf(run) {
    if (run.status === 'in_progress')
        return 'neutral';
    if (run.status === 'succeeded')
        return 'success';
    if (run.status === 'cancelled')
        return 'cancelled';
    return run.endReason?.startsWith('timed out') === true ? 'timeout' : 'failure';
}
/**
 * The checks of a run that has no per-check results (running, or ended without scripted checks):
 * a check run and a status check per required context, each with the run's own conclusion.
 */
function checksFromRunStatus(run, contexts, url) {
    const running = run.status === 'in_progress';
    const conclusion = conclusionOf(run);
    const providerConclusion = {
        neutral: undefined,
        success: 'SUCCESS',
        cancelled: 'CANCELLED',
        timeout: 'TIMED_OUT',
        failure: 'FAILURE',
    }[conclusion];
    return [
        ...contexts.map((name, i) => ({
            id: `${run.id}-check-${i}`,
            name,
            kind: 'checkRun',
            status: running ? 'inProgress' : 'completed',
            conclusion,
            providerStatus: running ? 'IN_PROGRESS' : 'COMPLETED',
            ...(providerConclusion ? { providerConclusion } : {}),
            url,
            provider: 'github',
        })),
        ...contexts.map((name, i) => ({
            id: `${run.id}-status-${i}`,
            name,
            kind: 'statusCheck',
            status: running ? 'inProgress' : 'completed',
            conclusion,
            providerStatus: running ? 'PENDING' : 'COMPLETED',
            providerConclusion: running
                ? 'PENDING'
                : run.status === 'succeeded'
                    ? 'SUCCESS'
                    : run.status === 'cancelled'
                        ? 'ERROR'
                        : 'FAILURE',
            url,
            provider: 'github',
        })),
    ];
}
/** A set of impacted targets as v2 spells it. */
function targetSetBody(t) {
    return t === 'ALL'
        ? { impactsAllTargets: true, impactedTargets: [], totalImpactedTargets: 0 }
        : {
            impactsAllTargets: false,
            impactedTargets: [...(t ?? [])].sort(),
            totalImpactedTargets: (t ?? []).length,
        };
}
/** One verification run (v1's test run), with checks as v1's testing details report them. */
function verificationRunBody(sim, q, run, single) {
    const override = q.settings.requiredStatuses;
    const contexts = override ?? [DEFAULT_STATUS_CONTEXT];
    const url = `${repoUrl(q.repo)}/runs/${run.id}`;
    const checks = run.checks
        ? finishedChecks(run, contexts)
        : checksFromRunStatus(run, contexts, url);
    const body = {
        id: run.id,
        isBisection: false,
        testBranch: run.testBranch,
        testBranchSha: run.testBranchSha,
        testBranchCommitUrl: `${repoUrl(q.repo)}/commit/${run.testBranchSha}`,
        createdAt: iso(run.createdAt),
        updatedAt: iso(run.finishedAt ?? run.createdAt),
        status: camel(run.status),
        requiredStatusesSource: override === null ? 'trunkConfig' : 'mergeInstance',
        requiredStatuses: contexts,
        checks,
        testedPullRequests: run.prNumbers.map((n) => queuedPullRequestBody(sim, q, n)),
        dependentPullRequests: run.basePrNumbers.map((n) => queuedPullRequestBody(sim, q, n)),
    };
    if (single && run.impactedTargets !== undefined) {
        body.impactedTargets = {
            all: targetSetBody(run.impactedTargets),
            ...(run.impactedTargetsForTestedPrs !== undefined
                ? { testedPullRequestsOnly: targetSetBody(run.impactedTargetsForTestedPrs) }
                : {}),
        };
    }
    return body;
}

;// CONCATENATED MODULE: ./src/emulator/v2/queue-routes.ts
/**
 * The `/v2` merge-queue operations: list, create, get, delete a queue; its metrics and order;
 * pause, resume, drain, switch modes, change its configuration; its verification runs.
 */








/** Marks a queue changed: when, and whether by terraform (its `managedState`). */
function touch(ctx, q) {
    const terraform = /terraform|opentofu/i.test(ctx.agent);
    ctx.x.queueMeta.set(q.key, {
        managedState: terraform ? 'terraform' : 'manual',
        updatedAt: ctx.sim.now,
    });
}
function metricsReply(ctx, queues) {
    const sources = queues.map((q) => {
        const active = ctx.sim.activeEntries(q);
        return { queue: q, active, recent: [...active, ...q.finished] };
    });
    return {
        status: 200,
        contentType: METRICS_CONTENT_TYPE,
        body: renderMetrics(sources, ctx.sim.now),
    };
}
const queueStateChange = (action) => ({
    operationId: `mergeQueues.${action}`,
    method: 'POST',
    pattern: ['merge-queues', ':id', action],
    body: 'ignored',
    permissions: () => [P.updateSettings],
    handle: (ctx, req) => {
        const q = queueById(ctx, req.params[0]);
        const state = { pause: 'paused', resume: 'running', drain: 'draining' }[action];
        ctx.sim.updateQueue(q.repo, q.branch, { state });
        touch(ctx, q);
        return jsonReply(200, stateChangeBody(q));
    },
});
/** The merge-queue routes. */
const QUEUE_ROUTES = [
    {
        operationId: 'mergeQueues.list',
        method: 'GET',
        pattern: ['merge-queues'],
        body: 'none',
        permissions: none,
        handle: (ctx, req) => {
            const repositoryId = req.query.get('repositoryId');
            const targetBranch = req.query.get('targetBranch');
            if (targetBranch !== null && repositoryId === null) {
                throw bad('targetBranch needs repositoryId (it narrows within one repository)');
            }
            const rows = [...ctx.sim.queues.values()]
                .filter((q) => repositoryId === null || repositoryIdOf(q.repo) === repositoryId.toLowerCase())
                .filter((q) => targetBranch === null || q.branch === targetBranch)
                .sort((a, b) => a.createdAt - b.createdAt || a.key.localeCompare(b.key))
                .map((q) => mergeQueueBody(q, ctx.x));
            return pageOf(req, 'mergeQueues.list', rows, `${repositoryId}|${targetBranch}`);
        },
    },
    {
        operationId: 'mergeQueues.create',
        method: 'POST',
        pattern: ['merge-queues'],
        body: 'json',
        permissions: () => [P.updateSettings],
        handle: (ctx, req) => {
            const body = validate(v2_schemas/* CreateMergeQueueRequestSchema */.mC, req.body);
            const repo = repositoryById(ctx, body.repositoryId);
            act(() => ctx.sim.createQueue({
                repo,
                targetBranch: body.targetBranch,
                mode: body.mode === undefined ? undefined : body.mode === 'graph' ? 'parallel' : 'single',
                concurrency: body.concurrency,
            }), { 409: [409, 'QUEUE_ALREADY_EXISTS'] });
            const q = ctx.sim.queueOf(repo, body.targetBranch);
            if (body.bisectionConcurrency !== undefined || body.enqueueingLabel !== undefined) {
                ctx.sim.updateQueue(repo, body.targetBranch, {
                    bisectionConcurrency: body.bisectionConcurrency,
                    enqueueingLabel: body.enqueueingLabel,
                });
            }
            touch(ctx, q);
            return jsonReply(201, mergeQueueBody(q, ctx.x));
        },
    },
    {
        operationId: 'mergeQueues.organizationMetrics',
        method: 'GET',
        pattern: ['merge-queues', 'metrics'],
        body: 'none',
        permissions: none,
        handle: (ctx, req) => {
            const id = req.query.get('repositoryId');
            if (id === null)
                return metricsReply(ctx, [...ctx.sim.queues.values()]);
            return metricsReply(ctx, queuesOf(ctx.sim, repositoryById(ctx, id)));
        },
    },
    {
        operationId: 'mergeQueues.get',
        method: 'GET',
        pattern: ['merge-queues', ':id'],
        body: 'none',
        permissions: none,
        handle: (ctx, req) => jsonReply(200, mergeQueueBody(queueById(ctx, req.params[0]), ctx.x)),
    },
    {
        operationId: 'mergeQueues.delete',
        method: 'DELETE',
        pattern: ['merge-queues', ':id'],
        body: 'none',
        permissions: () => [P.updateSettings],
        handle: (ctx, req) => {
            const q = queueById(ctx, req.params[0]);
            act(() => ctx.sim.deleteQueue(q.repo, q.branch), { 400: [409, 'QUEUE_HAS_ACTIVE_ENTRIES'] });
            ctx.x.queueMeta.delete(q.key);
            ctx.x.batchingRules.delete(q.key);
            return { status: 204, contentType: 'text/plain; charset=utf-8', body: '' };
        },
    },
    {
        operationId: 'mergeQueues.metrics',
        method: 'GET',
        pattern: ['merge-queues', ':id', 'metrics'],
        body: 'none',
        permissions: none,
        handle: (ctx, req) => metricsReply(ctx, [queueById(ctx, req.params[0])]),
    },
    {
        operationId: 'mergeQueues.order',
        method: 'GET',
        pattern: ['merge-queues', ':id', 'order'],
        body: 'none',
        permissions: none,
        handle: (ctx, req) => jsonReply(200, orderBody(ctx.sim, queueById(ctx, req.params[0]))),
    },
    queueStateChange('pause'),
    queueStateChange('resume'),
    queueStateChange('drain'),
    {
        operationId: 'mergeQueues.switchModes',
        method: 'POST',
        pattern: ['merge-queues', ':id', 'switch-modes'],
        body: 'json',
        permissions: () => [P.updateSettings],
        handle: (ctx, req) => {
            const q = queueById(ctx, req.params[0]);
            const { mode } = validate(v2_schemas/* SwitchModesRequestSchema */.ji, req.body);
            if (q.state === 'switching_modes') {
                throw new V2Error(409, 'MODE_CHANGE_IN_PROGRESS', 'the queue is switching modes already');
            }
            ctx.sim.updateQueue(q.repo, q.branch, { mode: mode === 'graph' ? 'parallel' : 'single' });
            touch(ctx, q);
            return jsonReply(200, stateChangeBody(q));
        },
    },
    {
        operationId: 'mergeQueues.updateConfig',
        method: 'PATCH',
        pattern: ['merge-queues', ':id', 'config'],
        body: 'json',
        permissions: () => [P.updateSettings],
        handle: (ctx, req) => {
            const q = queueById(ctx, req.params[0]);
            const patch = validate(v2_schemas/* UpdateMergeQueueConfigRequestSchema */.Bc, req.body);
            if (q.state === 'switching_modes') {
                throw new V2Error(409, 'MODE_CHANGE_IN_PROGRESS', 'the queue is switching modes; its configuration cannot change until it is done');
            }
            const renamed = {
                allowBatching: 'batch',
                areCommentsEnabled: 'commentsEnabled',
                areCommandsEnabled: 'commandsEnabled',
                isStatusCheckEnabled: 'statusCheckEnabled',
                isExtensionEnabled: 'extensionEnabled',
                areLabelCommandsEnabled: 'labelCommandsEnabled',
                areStateLabelsEnabled: 'stateLabelsEnabled',
                createsPrsForTestingBranches: 'createPrsForTestingBranches',
            };
            const settings = {};
            for (const [k, v] of Object.entries(patch)) {
                if (v === undefined)
                    continue;
                if (k === 'batchingRules')
                    ctx.x.batchingRules.set(q.key, v);
                else if (k === 'notReadyTimeoutMinutes')
                    settings.notReadyTimeoutHours = v / 60;
                else if (k === 'requiredStatuses') {
                    if (v.length)
                        settings.requiredStatuses = v;
                    else
                        settings.deleteRequiredStatuses = true;
                }
                else if (k === 'optimizationMode' ||
                    k === 'mergeMethod' ||
                    k === 'testBranchConstructionMode') {
                    settings[k] = snake(v);
                }
                else
                    settings[renamed[k] ?? k] = v;
            }
            ctx.sim.updateQueue(q.repo, q.branch, settings);
            touch(ctx, q);
            return jsonReply(200, mergeQueueBody(q, ctx.x));
        },
    },
    {
        operationId: 'mergeQueueVerificationRuns.get',
        method: 'GET',
        pattern: ['merge-queue-verification-runs', ':id'],
        body: 'none',
        permissions: none,
        handle: (ctx, req) => {
            const id = req.params[0];
            const run = ctx.sim.runs.get(id.toLowerCase());
            const q = run && ctx.sim.queues.get(run.queueKey);
            if (!run || !q) {
                throw new V2Error(404, 'VERIFICATION_RUN_NOT_FOUND', `no verification run has id ${JSON.stringify(id)}`);
            }
            return jsonReply(200, verificationRunBody(ctx.sim, q, run, true));
        },
    },
    {
        operationId: 'mergeQueues.listVerificationRuns',
        method: 'GET',
        pattern: ['merge-queues', ':id', 'verification-runs'],
        body: 'none',
        permissions: none,
        handle: (ctx, req) => {
            const q = queueById(ctx, req.params[0]);
            const status = req.query.get('status');
            if (status !== null && !['inProgress', 'failed', 'cancelled', 'succeeded'].includes(status)) {
                throw bad(`status must be one of inProgress, failed, cancelled, succeeded (given ${JSON.stringify(status)})`);
            }
            const rows = [...ctx.sim.runs.values()]
                .filter((r) => r.queueKey === q.key && (status === null || camel(r.status) === status))
                .sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id))
                .map((r) => verificationRunBody(ctx.sim, q, r, false));
            return pageOf(req, 'mergeQueues.listVerificationRuns', rows, `${q.key}|${status}`);
        },
    },
];

;// CONCATENATED MODULE: ./src/emulator/v2/repository-routes.ts






function parseProviderUrl(raw) {
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        return undefined;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
        return undefined;
    const parts = url.pathname
        .replace(/\/+$/, '')
        .replace(/\.git$/, '')
        .split('/')
        .filter(Boolean);
    if (parts.length !== 2)
        return undefined;
    return { host: url.host.toLowerCase(), owner: parts[0], name: parts[1] };
}
/** The look-up routes. */
const REPOSITORY_ROUTES = [
    {
        operationId: 'pullRequests.resolveByCoordinates',
        method: 'GET',
        pattern: ['pull-requests'],
        body: 'none',
        permissions: none,
        handle: (ctx, req) => {
            const repositoryId = req.query.get('repositoryId');
            if (repositoryId === null)
                throw bad('repositoryId is required');
            const numberText = req.query.get('number');
            const branch = req.query.get('branch');
            const baseBranch = req.query.get('baseBranch');
            if ((numberText === null) === (branch === null))
                throw bad('exactly one of number and branch must be given');
            if (baseBranch !== null && branch === null)
                throw bad('baseBranch goes only with branch');
            const repo = knownRepositories(ctx).get(repositoryId.toLowerCase());
            const known = repo ? knownNumbers(ctx, repo) : new Set();
            let numbers;
            if (numberText !== null) {
                const parts = numberText.split(',');
                if (parts.length > 50)
                    throw bad('number lists at most 50 numbers');
                numbers = parts.map((p) => {
                    const n = Number(p.trim());
                    if (!/^\s*\d+\s*$/.test(p) || n < 1 || n > 10_000_000) {
                        throw bad(`number ${JSON.stringify(p)} is not a PR number from 1 to 10000000`);
                    }
                    return n;
                });
            }
            else {
                const m = /^pr-(\d+)$/.exec(branch);
                numbers = m ? [Number(m[1])] : [];
            }
            const single = numberText !== null && numbers.length === 1;
            const rows = [...new Set(numbers)]
                .filter((n) => known.has(n))
                .filter((n) => baseBranch === null ||
                (latestEntryOf(ctx.sim, repo, n)?.queue.branch ??
                    ctx.sim.metadataOf(repo, n).baseBranch) === baseBranch)
                .sort((a, b) => a - b)
                .map((n) => pullRequestBody(ctx.sim, repo, n, ctx.x, { single }));
            return pageOf(req, 'pullRequests.resolveByCoordinates', rows, `${repositoryId}|${numberText}|${branch}|${baseBranch}`);
        },
    },
    {
        operationId: 'repositories.resolveByProviderUrl',
        method: 'GET',
        pattern: ['repositories'],
        body: 'none',
        permissions: none,
        handle: (ctx, req) => {
            const raw = req.query.get('providerUrl');
            if (raw === null || raw === '')
                throw bad('providerUrl is required');
            const repo = parseProviderUrl(raw);
            if (!repo) {
                throw new V2Error(404, 'PROVIDER_URL_NOT_FOUND', `${JSON.stringify(raw)} names no repository (expected https://host/owner/name)`);
            }
            // Every well-formed repository URL is a repository Trunk knows (the app is everywhere).
            const id = repositoryIdOf(repo);
            const known = knownRepositories(ctx).get(id);
            if (!ctx.repositories.has(id))
                ctx.repositories.set(id, { repo: known ?? repo, createdAt: ctx.sim.now });
            const r = ctx.repositories.get(id);
            return pageOf(req, 'repositories.resolveByProviderUrl', [repositoryBody(r.repo, r.createdAt)], raw);
        },
    },
    {
        operationId: 'repositories.get',
        method: 'GET',
        pattern: ['repositories', ':id'],
        body: 'none',
        permissions: none,
        handle: (ctx, req) => {
            const id = req.params[0].toLowerCase();
            const repo = repositoryById(ctx, id);
            return jsonReply(200, repositoryBody(repo, ctx.repositories.get(id)?.createdAt ?? ctx.sim.now));
        },
    },
];

;// CONCATENATED MODULE: ./src/emulator/v2/routes.ts
/**
 * The `/v2` endpoints over the same simulation the `/v1` ones drive: each parses and checks its
 * input (400 VALIDATION_FAILED naming the field), acts through the simulation's public methods in
 * one synchronous call, and answers in v2's shapes; errors in the `{error:{code,message}}`
 * envelope. The routes live by concern (queue-routes.ts, entry-routes.ts, history-routes.ts,
 * repository-routes.ts, flaky-routes.ts, override-routes.ts, on route-kit.ts and lookups.ts); this file gathers them and matches a
 * request to one.
 */






/** Every v2 endpoint the emulator serves. */
const V2_ROUTES = [
    ...QUEUE_ROUTES,
    ...ENTRY_ROUTES,
    ...HISTORY_ROUTES,
    ...REPOSITORY_ROUTES,
    ...FLAKY_ROUTES,
    ...OVERRIDE_ROUTES,
];
/**
 * The route of a method and path below `/v2`, its path parameters, and the methods the path
 * has. Literal segments win over ids: `/merge-queues/metrics` is not the queue "metrics".
 */
function matchRoute(method, segments) {
    const ids = (r) => r.pattern.filter((p) => p === ':id').length;
    const fitting = V2_ROUTES.filter((r) => r.pattern.length === segments.length &&
        r.pattern.every((p, i) => p === ':id' || p === segments[i]));
    const fewest = Math.min(...fitting.map(ids));
    const best = fitting.filter((r) => ids(r) === fewest);
    const route = best.find((r) => r.method === method);
    const params = route
        ? route.pattern.flatMap((p, i) => p === ':id' ? [decodeURIComponent(segments[i])] : [])
        : [];
    return { route, params, allowed: best.map((r) => r.method) };
}

;// CONCATENATED MODULE: ./src/emulator/v2/index.ts











/** The control route of the keys. */
const API_KEYS_CONTROL_PATH = '/_control/api-keys';
function v2_header(req, name) {
    const v = req.headers[name];
    return Array.isArray(v) ? v[0] : v;
}
/** The `/v2` endpoints and the keys control route of one emulator. */
class V2Api {
    host;
    keys;
    limiter = new RateLimiter();
    extras = newExtras();
    repositories = new Map();
    constructor(host, keys) {
        this.host = host;
        this.keys = new ApiKeyStore(keys);
    }
    /** True for the paths this module answers. */
    static handles(path) {
        return path === '/v2' || path.startsWith('/v2/') || path === API_KEYS_CONTROL_PATH;
    }
    /** Answers one request (never throws for a bad request; the server catches the rest). */
    async handle(req, res, url) {
        if (url.pathname === API_KEYS_CONTROL_PATH) {
            this.host.send(res, await this.control(req));
            return;
        }
        const path = url.pathname;
        const method = req.method ?? '';
        const { route, params, allowed } = matchRoute(method, path.split('/').slice(2));
        const record = this.host.log.start({
            method,
            path,
            operation: route ? `v2 ${route.operationId}` : 'unknown',
            status: 0,
            at: iso(this.host.now()),
        });
        res.on('close', () => {
            record.status = res.headersSent ? res.statusCode : 0;
        });
        const admitted = await this.admit(req, method, path, url, route, params, allowed);
        if (!('route' in admitted)) {
            this.host.send(res, admitted);
            return;
        }
        // Faults act where they do on /v1: on an authenticated request whose body was read.
        const operation = admitted.route.operationId;
        const fault = this.host.faults.enabled ? this.host.faults.pick(operation) : undefined;
        if (fault)
            record.fault = fault.kind;
        if (fault?.kind === 'slow-headers' && fault.delayMs > 0) {
            if (!(await this.host.delay(fault.delayMs))) {
                res.destroy();
                return;
            }
        }
        if (fault && EDGE_FAULTS.has(fault.kind)) {
            this.host.applyEdgeFault(req, res, fault);
            return;
        }
        const reply = this.run(admitted);
        if (!fault || fault.kind === 'slow-headers')
            this.host.send(res, reply);
        else
            this.host.applyAppFault(res, fault, operation, reply, admitted.request.body);
    }
    /** Runs an admitted request's handler in one transaction; a V2Error becomes its envelope. */
    run({ route, ctx, request }) {
        return this.host.transact(() => {
            try {
                return route.handle(ctx, request);
            }
            catch (e) {
                if (e instanceof V2Error)
                    return errorReply(e.status, e.code, e.message);
                throw e;
            }
        });
    }
    /** Checks a request (route, key, rate limits, body, permissions): its refusal, or it admitted. */
    async admit(req, method, path, url, route, params, allowed) {
        // An unknown path says nothing about the caller: 404 before authentication.
        if (!route && !allowed.length) {
            return errorReply(404, 'NOT_FOUND', `no such endpoint: ${method} ${path}`);
        }
        const auth = this.authenticate(req);
        if ('status' in auth)
            return auth;
        if (!route) {
            return {
                ...errorReply(405, 'NOT_FOUND', `${path} accepts ${allowed.join(', ')} only`),
                headers: { Allow: allowed.join(', ') },
            };
        }
        const keyDigest = (0,external_node_crypto_.createHash)('sha256').update(auth.key).digest('hex').slice(0, 16);
        for (const [bucket, perSecond] of RateLimiter.bucketsOf(method, path, keyDigest)) {
            // Enforced at the edge: plain text, no envelope, no Retry-After (none is documented).
            if (!this.limiter.take(bucket, perSecond))
                return textReply(429, 'Too Many Requests');
        }
        const read = await this.host.readBody(req, wire_schemas/* MAX_REQUEST_BODY_BYTES */.qG);
        if (!read.ok) {
            return read.status === 413
                ? textReply(413, 'Payload Too Large', { Connection: 'close' })
                : errorReply(read.status, 'VALIDATION_FAILED', read.message);
        }
        let body;
        if (route.body === 'json') {
            let value;
            try {
                value = JSON.parse(read.bytes.toString('utf8'));
            }
            catch (e) {
                return errorReply(400, 'VALIDATION_FAILED', `the request body is not valid JSON: ${e.message}`);
            }
            if (!value || typeof value !== 'object' || Array.isArray(value)) {
                return errorReply(400, 'VALIDATION_FAILED', 'the request body must be a JSON object');
            }
            body = value;
        }
        const missing = route
            .permissions(body)
            .filter((p) => !auth.permissions.includes(p.id));
        if (missing.length) {
            return errorReply(403, 'INSUFFICIENT_PERMISSIONS', `this API key lacks the permission ${missing.map((p) => `"${p.label}"`).join(' and ')} that ${route.operationId} needs`);
        }
        const ctx = {
            sim: this.host.sim,
            x: this.extras,
            repositories: this.repositories,
            agent: `${v2_header(req, 'user-agent') ?? ''} ${v2_header(req, 'x-source') ?? ''}`,
            flaky: this.host.flaky,
            now: () => this.host.now(),
        };
        return { route, ctx, request: { params, query: url.searchParams, body } };
    }
    /**
     * Who is calling: a known `Bearer trunk_v2_…` key, or the refusal. The shapes differ as the
     * service's do: the API's own 401s are enveloped; the edge's (a malformed header, a credential
     * that is not a v2 key) are plain text.
     */
    authenticate(req) {
        const authorization = v2_header(req, 'authorization');
        if (authorization === undefined) {
            return errorReply(401, 'AUTHENTICATION_REQUIRED', v2_header(req, 'x-api-token') !== undefined
                ? 'the organization API token (x-api-token) works only with the v1 API; send a v2 API key as Authorization: Bearer trunk_v2_…'
                : 'send a v2 API key as Authorization: Bearer trunk_v2_…');
        }
        const m = /^Bearer ([\x21-\x7e]+)$/.exec(authorization);
        if (!m)
            return textReply(401, 'Unauthorized');
        const key = m[1];
        if (!key.startsWith(keys/* V2_KEY_PREFIX */.I))
            return textReply(403, 'Forbidden');
        return (this.keys.lookup(key) ??
            errorReply(401, 'INVALID_TOKEN', 'the API key is not valid (unknown or revoked)'));
    }
    /** `GET` lists the keys (masked); `POST {key, permissions}` adds or changes one, `{key, remove: true}` removes it. */
    async control(req) {
        const token = v2_header(req, 'x-api-token');
        if (!token || !this.host.isV1Token(token)) {
            return textReply(401, 'the control API needs the emulator token in x-api-token');
        }
        if (req.method === 'GET')
            return jsonReply(200, { keys: this.keys.list() });
        if (req.method !== 'POST') {
            return {
                ...textReply(405, `${API_KEYS_CONTROL_PATH} accepts GET, POST only`),
                headers: { Allow: 'GET, POST' },
            };
        }
        const read = await this.host.readBody(req, 1024 * 1024);
        if (!read.ok)
            return textReply(read.status, read.message);
        let body;
        try {
            body = JSON.parse(read.bytes.toString('utf8'));
        }
        catch {
            return textReply(400, 'expected a JSON object {key, permissions} or {key, remove: true}');
        }
        if (typeof body !== 'object' || body === null || typeof body.key !== 'string') {
            return textReply(400, 'key must be a string starting with trunk_v2_');
        }
        const problem = keyProblem(body.key);
        if (problem)
            return textReply(400, `key ${problem} (value not shown)`);
        if (body.remove === true) {
            return this.keys.remove(body.key)
                ? jsonReply(200, { keys: this.keys.list() })
                : textReply(404, 'no such key');
        }
        const perms = body.permissions;
        if (!Array.isArray(perms) || perms.some((p) => typeof p !== 'string')) {
            return textReply(400, 'permissions must be a list of permission names (may be empty)');
        }
        const list = perms.includes('all') ? [...permissions/* V2_PERMISSION_IDS */.IX] : perms;
        const bad = permissionProblem(list);
        if (bad)
            return textReply(400, `permissions: ${bad}`);
        this.keys.set({ key: body.key, permissions: [...new Set(list)] });
        return jsonReply(200, { keys: this.keys.list() });
    }
}

;// CONCATENATED MODULE: ./src/emulator/server.ts
















/** The HTTP request handler of an emulator. */
class EmulatorServer {
    sim;
    clock;
    flaky;
    faultEngine;
    log;
    tokens;
    driver;
    /** Sign-ins of the live view. */
    sessions = new ViewSessions();
    view;
    loopback;
    /** Real milliseconds each `/v1` and `/v2` request waits before it is handled. */
    latencyMs;
    /** The `/v2` endpoints, over the same simulation. */
    v2;
    constructor(parts) {
        this.sim = parts.sim;
        this.clock = parts.clock;
        this.flaky = parts.flaky;
        this.faultEngine = parts.faults;
        this.log = parts.log;
        this.tokens = new TokenCheck(parts.token);
        this.loopback = parts.loopback;
        this.latencyMs = parts.latencyMs ?? 0;
        this.driver = new SimulationDriver(this.sim, this.clock, parts.stateFile);
        this.view = {
            sessions: this.sessions,
            isToken: (token) => this.tokens.isToken(token),
            readForm: async (req, res, limit) => {
                const body = await readBody(req, limit);
                if (body.ok)
                    return body.bytes.toString('utf8');
                send(res, textReply(body.status, body.message, { Connection: 'close' }));
                return undefined;
            },
        };
        this.v2 = new V2Api({
            sim: this.sim,
            log: this.log,
            now: () => this.clock.now(),
            flaky: this.flaky,
            isV1Token: (token) => this.tokens.isToken(token),
            transact: (fn) => this.driver.transact(fn),
            readBody: readBody,
            send: send,
            faults: this.faultEngine,
            delay: (ms) => this.driver.delay(ms),
            applyEdgeFault: applyEdgeFault,
            applyAppFault: applyAppFault,
        }, parts.apiKeys);
    }
    // ---- ControlContext ----------------------------------------------------------------------
    now() {
        return this.clock.now();
    }
    clockInfo() {
        return { now: this.sim.now, mode: this.clock.mode, speed: this.clock.speed };
    }
    configureClock(change) {
        this.sim.advanceTo(this.clock.now());
        this.clock.configure({ mode: change.mode, speed: change.speed });
        if (change.advanceMs !== undefined) {
            const target = this.clock.advance(change.advanceMs);
            this.sim.advanceTo(target);
        }
    }
    requests() {
        return this.log.summary();
    }
    resetRequests() {
        this.log.reset();
    }
    flakyTests() {
        return this.flaky.all();
    }
    replaceFlakyTests(tests) {
        this.flaky.replaceAll(tests);
    }
    upsertFlakyTests(tests) {
        this.flaky.upsert(tests);
    }
    flakyStore() {
        return this.flaky;
    }
    faults() {
        return this.faultEngine.describe();
    }
    configureFaults(config) {
        if (!this.loopback && config.rules.length > 0) {
            throw new HttpError(400, 'fault mode is available only when the emulator listens on a loopback address');
        }
        this.faultEngine.configure(config);
    }
    clearFaults() {
        this.faultEngine.configure({ rules: [] });
    }
    // ---- Lifecycle ---------------------------------------------------------------------------
    /** The document the data file holds. */
    stateDocument() {
        return this.driver.stateDocument();
    }
    /** Brings the simulation up to the clock, saves if it changed, re-arms the timer. */
    sync() {
        this.driver.sync();
    }
    /** Stops the timers and writes the data file one last time. */
    async close() {
        await this.driver.close();
    }
    // ---- Requests ----------------------------------------------------------------------------
    /** The `request` listener of the HTTP server. Never throws; never answers 5xx on its own. */
    handle = (req, res) => {
        this.dispatch(req, res).catch((err) => {
            // A bug must not take the server down; it answers 400 rather than a 5xx (only fault mode
            // sends 5xx), and says so.
            if (!res.headersSent) {
                send(res, textReply(400, `the emulator could not handle this request: ${err.message}`));
            }
            else
                res.destroy();
        });
    };
    async dispatch(req, res) {
        let url;
        try {
            url = new URL(req.url ?? '/', 'http://emulator.invalid');
        }
        catch {
            url = undefined;
        }
        if (url && this.latencyMs > 0 && isApiPath(url.pathname) && !(await this.waitLatency(res)))
            return;
        stampResponse(res, this.clock.now());
        if (!url) {
            send(res, textReply(400, 'the request target is not a valid path'));
            return;
        }
        const path = url.pathname;
        if (isViewPath(path)) {
            const reply = await handleView(this.view, req, res, url);
            if (reply)
                send(res, reply);
            return;
        }
        if (V2Api.handles(path)) {
            await this.v2.handle(req, res, url);
            return;
        }
        if (path === '/_control' || path.startsWith('/_control/')) {
            await this.dispatchControl(req, res, path.slice('/_control'.length));
            return;
        }
        await this.dispatchV1(req, res, url);
    }
    /**
     * Waits the answers' latency, as a request travels a network, before it is read and handled:
     * false, with the connection closed, when the emulator stopped meanwhile.
     */
    async waitLatency(res) {
        if (await this.driver.delay(this.latencyMs))
            return true;
        res.destroy();
        return false;
    }
    /** A request under `/v1` (or to no route at all): its endpoint, token, body, faults and answer. */
    async dispatchV1(req, res, url) {
        const path = url.pathname;
        const route = path.startsWith('/v1/') ? API_ROUTES[path.slice(3)] : undefined;
        const record = this.log.start({
            method: req.method ?? '',
            path,
            operation: route?.operation ?? 'unknown',
            status: 0,
            at: iso(this.clock.now()),
        });
        res.on('close', () => {
            record.status = res.headersSent ? res.statusCode : 0;
        });
        if (!route) {
            send(res, textReply(404, `no such endpoint: ${req.method} ${path}`));
            return;
        }
        if (req.method !== route.method) {
            send(res, textReply(405, `${path} accepts ${route.method} only`, { Allow: route.method }));
            return;
        }
        const auth = this.tokens.authenticate(req, route.operation);
        if (typeof auth !== 'string') {
            send(res, auth);
            return;
        }
        const input = await readRequestJson(req, res, route.method === 'POST' ? 'required' : 'none');
        if (!input)
            return;
        const parsed = input.value;
        const fault = this.faultEngine.enabled ? this.faultEngine.pick(route.operation) : undefined;
        if (fault)
            record.fault = fault.kind;
        if (fault?.kind === 'slow-headers' &&
            fault.delayMs > 0 &&
            !(await this.driver.delay(fault.delayMs))) {
            res.destroy();
            return;
        }
        if (fault && EDGE_FAULTS.has(fault.kind)) {
            applyEdgeFault(req, res, fault);
            return;
        }
        const reply = this.run(route, parsed, url.searchParams, auth);
        if (!fault || fault.kind === 'slow-headers') {
            send(res, reply);
            return;
        }
        applyAppFault(res, fault, route.operation, reply, parsed);
    }
    /** Runs a handler synchronously: advance the clock, act, persist. */
    run(route, body, query, auth) {
        return this.driver.transact(() => {
            try {
                return route.handle(this, { body, query, auth });
            }
            catch (err) {
                if (err instanceof HttpError)
                    return textReply(err.status, err.message, err.headers);
                throw err;
            }
        });
    }
    async dispatchControl(req, res, sub) {
        const route = req.method === 'GET' && CONTROL_GET_ROUTES[sub]
            ? CONTROL_GET_ROUTES[sub]
            : CONTROL_ROUTES[sub];
        if (!route) {
            send(res, textReply(404, `no such control route: ${req.method} /_control${sub}`));
            return;
        }
        if (req.method !== route.method) {
            const allow = [CONTROL_ROUTES[sub]?.method, CONTROL_GET_ROUTES[sub]?.method]
                .filter((m) => m !== undefined)
                .join(', ');
            send(res, textReply(405, `/_control${sub} accepts ${allow} only`, { Allow: allow }));
            return;
        }
        // The live view calls the control API with its session cookie and its own header instead.
        const viewSession = header(req, 'x-api-token') === undefined &&
            header(req, VIEW_HEADER) === '1' &&
            this.sessions.has(req.headers.cookie);
        if (sub !== '/health' && !viewSession) {
            const auth = this.tokens.authenticate(req);
            if (typeof auth !== 'string') {
                send(res, auth);
                return;
            }
        }
        const input = await readRequestJson(req, res, route.method === 'POST' ? 'optional' : 'none');
        if (!input)
            return;
        const parsed = input.value;
        const reply = this.driver.transact(() => {
            try {
                return route.handle(this, parsed);
            }
            catch (err) {
                if (err instanceof HttpError)
                    return textReply(err.status, err.message, err.headers);
                if (err instanceof RangeError)
                    return textReply(400, err.message);
                throw err;
            }
        });
        send(res, reply);
    }
    /** Answers a malformed request the HTTP parser refused (server `clientError`). */
    static answerClientError(err, socket) {
        answerClientError(err, socket);
    }
}
/** True for the paths of the emulated API (`/v1`, `/v2`): those a network's latency delays. */
function isApiPath(path) {
    return /^\/v[12](\/|$)/.test(path);
}

;// CONCATENATED MODULE: ./src/emulator/index.ts
/**
 * A local emulator of Trunk's Merge Queue and Flaky Tests API: a real HTTP server with every
 * endpoint under `/v1` and the served ones under `/v2`, a simulated merge queue with simulated CI,
 * and a control API under `/_control/` for tests. Start it from code with {@link startEmulator}
 * (its options in options.ts), or from the command line with `npm run emulator` (see `cli.ts`
 * and docs/emulator.md, which says what each folder holds).
 */
















/** The emulator's clock as the options set it. */
function startClock(o) {
    try {
        return new EmulatorClock({
            mode: o.clock.mode,
            speed: o.clock.mode === 'real' ? o.clock.speed : undefined,
            startAt: o.clock.startAt === undefined ? undefined : parseInstant(o.clock.startAt),
        });
    }
    catch (e) {
        throw new EmulatorConfigError(`clock: ${e.message}`);
    }
}
/** The simulation, restored from the data file when it holds one (the clock resumes with it). */
function startSimulation(o, options, clock, stateFile) {
    const saved = stateFile?.load();
    if (saved) {
        // A manual clock resumes exactly where it stopped; a real one never goes back in time.
        if (clock.mode === 'manual' && o.clock.startAt === undefined)
            clock.setTime(saved.clock.now);
        else
            clock.resumeAt(saved.clock.now);
    }
    const sim = new Simulation({
        testDurationMs: o.testDurationMs,
        v2DuplicateSubmit: options.v2DuplicateSubmit,
        now: clock.now(),
    });
    if (saved) {
        try {
            sim.loadSnapshot(saved.simulation);
        }
        catch (e) {
            throw new Error(`the emulator data file ${stateFile?.path} is inconsistent: ${e.message}`, { cause: e });
        }
    }
    return sim;
}
/** An HTTP server for `core`, listening on `host`:`port` (0: any free port). */
async function listen(core, host, port) {
    const server = (0,external_node_http_.createServer)({ keepAliveTimeout: 5_000 }, core.handle);
    server.on('clientError', (err, socket) => EmulatorServer.answerClientError(err, socket));
    await new Promise((resolve, reject) => {
        const onError = (err) => reject(err);
        server.once('error', onError);
        server.listen(port, host, () => {
            server.off('error', onError);
            resolve();
        });
    });
    return server;
}
/** Starts an emulator and resolves once it listens. */
async function startEmulator(options = {}) {
    const o = resolveOptions(options);
    const clock = startClock(o);
    const stateFile = options.dataFile
        ? new StateFile(options.dataFile, options.persistDebounceMs ?? 200)
        : undefined;
    const sim = startSimulation(o, options, clock, stateFile);
    const log = new RequestLog();
    const core = new EmulatorServer({
        sim,
        clock,
        flaky: new FlakyTestStore(loadFlaky(options.flakyTests, clock.now())),
        faults: new FaultEngine(options.faults),
        log,
        token: o.token,
        loopback: (0,loopback/* isLoopbackHost */.c)(o.host),
        stateFile,
        apiKeys: checkApiKeys(options.apiKeys),
        latencyMs: o.latencyMs,
    });
    const server = await listen(core, o.host, o.port);
    core.sync();
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : o.port;
    const hostInUrl = o.host.includes(':') ? `[${o.host}]` : o.host;
    const origin = `http://${hostInUrl}:${port}`;
    let closing;
    return {
        url: `${origin}/v1`,
        origin,
        host: o.host,
        port,
        token: o.token,
        v2Url: origin,
        simulation: sim,
        flakyTests: core.flaky,
        state: () => {
            core.sync();
            return stateDump(core);
        },
        requests: () => log.summary(),
        now: () => clock.now(),
        advance: (ms) => {
            core.configureClock({ advanceMs: ms });
            core.sync();
        },
        setFaults: (config) => core.configureFaults(config),
        flush: async () => {
            if (stateFile)
                await stateFile.flush(() => core.stateDocument());
        },
        close: () => {
            closing ??= (async () => {
                await new Promise((resolve) => {
                    server.close(() => resolve());
                    server.closeAllConnections();
                });
                await core.close();
            })();
            return closing;
        },
    };
}

;// CONCATENATED MODULE: ./src/emulator/cli.ts
/**
 * The emulator's command line: `merge-queue-emulator --port 8080 --token T` (the package's bin),
 * or `npm run --silent emulator -- ...` from a checkout. Prints exactly one
 * line on stdout first, `Emulator listening on http://127.0.0.1:PORT/v1`, so scripts can read the
 * URL; ends cleanly (exit 0, data file written) on SIGINT/SIGTERM. A bad flag exits 2 with a
 * one-line message naming it.
 */










/** A command-line mistake; exit code 2. */
class UsageError extends Error {
    constructor(message) {
        super(message);
        this.name = 'UsageError';
    }
}
/**
 * Every flag the command line accepts: how node:util's parseArgs reads it (it ignores `arg` and
 * `help`) and its line in --help.
 */
const CLI_FLAGS = {
    host: {
        type: 'string',
        arg: 'HOST',
        help: 'address to listen on (default 127.0.0.1); beyond loopback needs --token and --api-key',
    },
    port: { type: 'string', arg: 'N', help: 'port, 0 for any free one (default 8080)' },
    token: {
        type: 'string',
        arg: 'T',
        help: `API token clients must send (default ${DEFAULT_EMULATOR_TOKEN})`,
    },
    speed: { type: 'string', arg: 'N', help: 'real-time clock at N times speed (default 1)' },
    'manual-clock': { type: 'boolean', help: 'clock moves only through POST /_control/clock' },
    'data-file': { type: 'string', arg: 'PATH', help: 'keep state in PATH across restarts' },
    'test-duration-seconds': {
        type: 'string',
        arg: 'N',
        help: `simulated CI time per test run (default ${DEFAULT_TEST_DURATION_MS / 1000})`,
    },
    'flaky-tests': {
        type: 'string',
        arg: 'FILE',
        help: 'flaky-tests data set (default: the shipped example)',
    },
    'flaky-seed': {
        type: 'string',
        arg: 'N',
        help: 'generate a flaky-tests data set (with --flaky-size)',
    },
    'flaky-size': { type: 'string', arg: 'N', help: 'size of the generated set (with --flaky-seed)' },
    faults: {
        type: 'string',
        arg: 'JSON|FILE',
        help: 'fault rules: {"rules":[...]} (loopback hosts only)',
    },
    'fault-seed': { type: 'string', arg: 'N', help: 'seed of the fault rates (default 0)' },
    'api-key': {
        type: 'string',
        multiple: true,
        arg: 'KEY=PERM,PERM',
        help: `a v2 API key (trunk_v2_…) and its permissions (${permissions/* V2_PERMISSION_IDS */.IX.join(', ')}, all); repeatable (default ${DEFAULT_V2_API_KEY} with all)`,
    },
    'latency-ms': {
        type: 'string',
        arg: 'N',
        help: 'delay each /v1 and /v2 answer by N ms, as over a network (default 0)',
    },
    'v2-duplicate-submit': {
        type: 'boolean',
        help: 'answer 409 to a submit of a queued PR (v2 behaviour)',
    },
    help: { type: 'boolean', short: 'h', help: 'show this help' },
};
const flagLines = Object.entries(CLI_FLAGS).map(([name, f]) => {
    const spelled = `${'short' in f ? `-${f.short}, ` : ''}--${name}${'arg' in f ? ` ${f.arg}` : ''}`;
    return `  ${spelled.padEnd(30)}${f.help}`;
});
const USAGE = `Usage: merge-queue-emulator [options]
   or: npm run --silent emulator -- [options]

Runs a local emulator of Trunk's v1 Merge Queue and Flaky Tests API. The first line on stdout is
"Emulator listening on <URL>"; the live view of the queues is at the origin of that URL.

${flagLines.join('\n')}
`;
function integer(flag, value, min, max) {
    const n = /^-?\d+$/.test(value.trim()) ? Number(value) : NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max) {
        throw new UsageError(`--${flag}: expected a whole number from ${min} to ${max}, got ${JSON.stringify(value)}`);
    }
    return n;
}
function positive(flag, value, max) {
    const n = /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : NaN;
    if (!(n > 0) || n > max) {
        throw new UsageError(`--${flag}: expected a number above 0 and at most ${max}, got ${JSON.stringify(value)}`);
    }
    return n;
}
/**
 * `--flag -1` as `--flag=-1` for flags that take a value, unless `-1` is itself a flag: parseArgs
 * refuses a value starting with a dash with three lines of advice, and the value's own check
 * says in one line what is expected (`--speed: expected a number above 0 ..., got "-1"`).
 */
function joinDashValues(argv) {
    const takesValue = (arg) => arg.startsWith('--') &&
        Object.hasOwn(CLI_FLAGS, arg.slice(2)) &&
        CLI_FLAGS[arg.slice(2)].type === 'string';
    const isFlag = (arg) => arg === '-h' ||
        (arg.startsWith('--') && Object.hasOwn(CLI_FLAGS, arg.slice(2).split('=')[0] ?? ''));
    const out = [];
    for (let i = 0; i < argv.length; i++) {
        const arg = argv[i];
        const next = argv[i + 1];
        if (takesValue(arg) && next?.startsWith('-') && !isFlag(next)) {
            out.push(`${arg}=${next}`);
            i++;
        }
        else
            out.push(arg);
    }
    return out;
}
/** Reads the arguments against {@link CLI_FLAGS}; parseArgs' refusals become one-line usage errors. */
function readFlags(argv) {
    try {
        return (0,external_node_util_.parseArgs)({
            args: joinDashValues(argv),
            options: CLI_FLAGS,
            strict: true,
            allowPositionals: false,
        }).values;
    }
    catch (e) {
        const msg = e.message;
        const flag = /'(-{1,2}[^']+)'/.exec(msg)?.[1];
        if (/Unknown option/.test(msg)) {
            throw new UsageError(`${flag ?? 'option'}: unknown flag (see --help)`);
        }
        // Left after joinDashValues only when another flag follows: the value is missing.
        if (/argument missing|argument is ambiguous/.test(msg)) {
            throw new UsageError(`${flag?.split(' ')[0] ?? 'option'}: expected a value after the flag`);
        }
        if (/positional/i.test(msg))
            throw new UsageError(`unexpected argument: ${msg}`);
        throw new UsageError(msg);
    }
}
/** `--host`, `--port` and `--token`: where the emulator listens and what clients must send. */
function listenOptions(v, o) {
    if (v.host !== undefined) {
        if (!/^[A-Za-z0-9.:[\]-]+$/.test(v.host)) {
            throw new UsageError(`--host: expected an address such as 127.0.0.1, got ${JSON.stringify(v.host)}`);
        }
        o.host = v.host;
    }
    o.port = v.port === undefined ? 8080 : integer('port', v.port, 0, 65535);
    if (v.token !== undefined) {
        if (!/^[\x21-\x7e]{1,4096}$/.test(v.token)) {
            throw new UsageError('--token: expected 1-4096 printable ASCII characters without spaces (value not shown)');
        }
        if (v.token.length < wire_schemas/* MIN_TOKEN_LENGTH */.Yw) {
            throw new UsageError(`--token: expected at least ${wire_schemas/* MIN_TOKEN_LENGTH */.Yw} characters, got ${v.token.length}: the action and the merge-queue CLI refuse a shorter api-token, so no client could use it (value not shown)`);
        }
        o.token = v.token;
    }
}
/** `--speed`, `--manual-clock`, `--test-duration-seconds` and `--latency-ms`: how time runs. */
function timeOptions(v, o) {
    if (v['manual-clock'] && v.speed !== undefined) {
        throw new UsageError('--speed: cannot be combined with --manual-clock (pick one)');
    }
    o.clock = v['manual-clock']
        ? { mode: 'manual' }
        : {
            mode: 'real',
            speed: v.speed === undefined ? 1 : positive('speed', v.speed, MAX_CLOCK_SPEED),
        };
    if (v['test-duration-seconds'] !== undefined) {
        o.testDurationMs = Math.round(positive('test-duration-seconds', v['test-duration-seconds'], 30 * 86_400) * 1000);
    }
    if (v['latency-ms'] !== undefined)
        o.latencyMs = integer('latency-ms', v['latency-ms'], 0, MAX_LATENCY_MS);
}
/** `--data-file`: where the state is kept across restarts. */
function dataFileOption(v, o) {
    if (v['data-file'] === undefined)
        return;
    if (v['data-file'].trim() === '')
        throw new UsageError('--data-file: expected a file path');
    try {
        (0,output_directory/* checkOutputPath */.$b)(v['data-file']);
    }
    catch (e) {
        if (!(e instanceof output_directory/* OutputPathProblem */.gW))
            throw e;
        throw new UsageError(`--data-file: ${JSON.stringify(v['data-file'])} cannot be written (${e.message}); expected a file path in a writable directory on a disk`);
    }
    o.dataFile = v['data-file'];
}
/** `--flaky-tests`, or `--flaky-seed` with `--flaky-size`: the flaky-tests data set. */
function flakyOptions(v, o) {
    const seed = v['flaky-seed'];
    const size = v['flaky-size'];
    if (v['flaky-tests'] !== undefined && (seed !== undefined || size !== undefined)) {
        throw new UsageError('--flaky-tests: cannot be combined with --flaky-seed/--flaky-size (pick a file or a generated set)');
    }
    if ((seed === undefined) !== (size === undefined)) {
        throw new UsageError(`${seed === undefined ? '--flaky-seed' : '--flaky-size'}: required together with ${seed === undefined ? '--flaky-size' : '--flaky-seed'}`);
    }
    if (seed !== undefined && size !== undefined) {
        o.flakyTests = {
            seed: integer('flaky-seed', seed, -(2 ** 31), 2 ** 32 - 1),
            size: integer('flaky-size', size, 0, 200_000),
        };
    }
    if (v['flaky-tests'] !== undefined)
        o.flakyTests = v['flaky-tests'];
}
/** `--faults`, `--fault-seed`, `--v2-duplicate-submit` and `--api-key`: how the API answers. */
function answerOptions(v, o) {
    if (v.faults !== undefined)
        o.faults = readFaults(v.faults);
    if (v['fault-seed'] !== undefined) {
        if (!o.faults)
            throw new UsageError('--fault-seed: needs --faults');
        o.faults.seed = integer('fault-seed', v['fault-seed'], -(2 ** 31), 2 ** 32 - 1);
    }
    if (v['v2-duplicate-submit'])
        o.v2DuplicateSubmit = true;
    if (v['api-key'] !== undefined) {
        o.apiKeys = v['api-key'].map((spec) => {
            try {
                return parseApiKeySpec(spec);
            }
            catch (e) {
                throw new UsageError(`--api-key: ${e.message}`);
            }
        });
    }
}
/** Turns the arguments into emulator options (or `help`); throws {@link UsageError}. */
function parseCli(argv) {
    const v = readFlags(argv);
    if (v.help)
        return 'help';
    const o = {};
    listenOptions(v, o);
    timeOptions(v, o);
    dataFileOption(v, o);
    flakyOptions(v, o);
    answerOptions(v, o);
    refuseDefaultsBeyondLoopback(o);
    return o;
}
/**
 * Beyond loopback the default token and v2 key are an open door: both are printed in --help and
 * the docs, so anyone who reaches the address could use them. Such a host needs credentials of
 * the user's own.
 */
function refuseDefaultsBeyondLoopback(o) {
    if (o.host === undefined || (0,loopback/* isLoopbackHost */.c)(o.host))
        return;
    const missing = [
        ...(o.token === undefined ? [`--token (the default "${DEFAULT_EMULATOR_TOKEN}")`] : []),
        ...(o.apiKeys === undefined ? [`--api-key (the default v2 key "${DEFAULT_V2_API_KEY}")`] : []),
    ];
    if (!missing.length)
        return;
    throw new UsageError(`--host: ${JSON.stringify(o.host)} is not a loopback address, so anyone who reaches it could use the well-known default credentials; give ${missing.join(' and ')} of your own, or listen on 127.0.0.1`);
}
function readFaults(value) {
    let text = value;
    if (!value.trim().startsWith('{') && !value.trim().startsWith('[')) {
        try {
            text = (0,external_node_fs_.readFileSync)(value, 'utf8');
        }
        catch (e) {
            throw new UsageError(`--faults: expected JSON or a readable file, got ${JSON.stringify(value)} (${e.message})`);
        }
    }
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (e) {
        throw new UsageError(`--faults: not valid JSON (${e.message})`);
    }
    if (Array.isArray(json))
        json = { rules: json };
    const r = FaultConfigSchema.safeParse(json);
    if (!r.success) {
        const issue = r.error.issues[0];
        throw new UsageError(`--faults: expected {"rules":[...]}; ${issue?.path.join('.') || '(document)'} ${issue?.message}`);
    }
    return r.data;
}
/** Runs the command line; resolves with the exit code once the emulator has stopped. */
async function main(argv) {
    let options;
    try {
        options = parseCli(argv);
    }
    catch (e) {
        if (e instanceof UsageError) {
            process.stderr.write(`emulator: ${e.message}\n`);
            return 2;
        }
        throw e;
    }
    if (options === 'help') {
        process.stdout.write(USAGE);
        return 0;
    }
    let emulator;
    try {
        emulator = await startEmulator(options);
    }
    catch (e) {
        process.stderr.write(`emulator: ${e.message}\n`);
        return 1;
    }
    // The signal handlers first: a script may send SIGINT as soon as it reads the URL line, and
    // without a handler that signal kills the process before the state is saved.
    const stopped = new Promise((resolve) => {
        let stopping = false;
        const stop = (signal) => {
            if (stopping)
                return;
            stopping = true;
            process.stderr.write(`emulator: ${signal}, stopping\n`);
            emulator.close().then(() => resolve(0), (e) => {
                process.stderr.write(`emulator: could not save state: ${e.message}\n`);
                resolve(1);
            });
        };
        process.once('SIGINT', () => stop('SIGINT'));
        process.once('SIGTERM', () => stop('SIGTERM'));
    });
    process.stdout.write(`Emulator listening on ${emulator.url}\n`);
    process.stderr.write(startNotes(options, emulator));
    return stopped;
}
/**
 * What the emulator tells a person on stderr after the URL line: the token, where each API is
 * (v1's URL for the organization token, v2's host root for a `trunk_v2_` key: the action refuses
 * a v2 `api-url` ending in /v2), the control API, and what a sped-up clock does to the time its
 * answers carry.
 */
function startNotes(options, emulator) {
    const speed = options.clock?.mode === 'real' ? (options.clock.speed ?? 1) : 1;
    const clock = options.clock?.mode === 'manual'
        ? 'manual clock (it moves only through POST /_control/clock)'
        : speed === 1
            ? 'real-time clock'
            : `clock sped up ${speed}x: emulated time, and the Date of every answer, runs ahead of this machine's clock by design, so a client that compares clocks will say the service's clock is ahead`;
    return [
        `emulator: token ${options.token === undefined ? `"${DEFAULT_EMULATOR_TOKEN}" (default)` : 'as given'}`,
        `emulator: v1 api-url ${emulator.url} (with the token); v2 api-url ${emulator.v2Url} (the host root, with a trunk_v2_ key: v2's paths carry /v2 themselves)`,
        `emulator: control API at ${emulator.origin}/_control/; live view at ${emulator.origin}/`,
        `emulator: ${clock}${options.dataFile ? `; state in ${options.dataFile}` : ''}`,
        ...(options.latencyMs
            ? [`emulator: each /v1 and /v2 answer waits ${options.latencyMs} ms, as over a network`]
            : []),
    ]
        .map((l) => `${l}\n`)
        .join('');
}
/** True when `argv1` is this module: run directly, or through a bin link (npm links `bin` files). */
function isEntryPoint(argv1) {
    if (!argv1)
        return false;
    try {
        return import.meta.url === (0,external_node_url_.pathToFileURL)((0,external_node_fs_.realpathSync)(argv1)).href;
    }
    catch {
        return false;
    }
}
/** Runs the command line and sets the process's exit code (the bundle's `runEmulator` door). */
function runEmulatorCommand(argv) {
    main(argv).then((code) => {
        process.exitCode = code;
    }, (e) => {
        process.stderr.write(`emulator: ${e.stack ?? String(e)}\n`);
        process.exitCode = 1;
    });
}
// Run when executed directly (`npm run emulator:dev`; not when imported by tests or the bundle).
if (isEntryPoint(process.argv[1]))
    runEmulatorCommand(process.argv.slice(2));


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

/***/ 663:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

module.exports = __webpack_require__.p + "efe7db4ee1f8eb5fa868.json";

/***/ })

};

//# sourceMappingURL=361.index.js.map