export const id = 830;
export const ids = [830];
export const modules = {

/***/ 136:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  vY: () => (/* binding */ commentRecord),
  Xz: () => (/* binding */ keepComment)
});

// UNUSED EXPORTS: COMMENT_MARKER, commentBody, commentCounts, commentDataLine, commentPlan, findOurComment, keepCommentResult, leaveKey, nextCommentData, parseCommentData, readCommentCounts

// EXTERNAL MODULE: ./src/queue/index.ts
var queue = __webpack_require__(3115);
// EXTERNAL MODULE: ./src/ports/github/octokit.ts
var github_octokit = __webpack_require__(3835);
;// CONCATENATED MODULE: ./src/ports/github/issue-comments.ts
/**
 * The PR's comments on GitHub, for the one comment `status`, `wait` and `requeue` keep: list the
 * comments that start with a marker (every page, with their authors), create, edit and delete
 * one, and find out once who the token writes as. `@actions/github` is loaded only when a run
 * comments. Errors are GitHub's, with their `status`; the caller decides what they mean.
 */

/** The author GitHub gives a comment written with an Actions run's own `GITHUB_TOKEN`. */
const ACTIONS_BOT_LOGIN = 'github-actions[bot]';
/** The PR's comments through GitHub's REST API. */
async function issueComments(t) {
    const octokit = await (0,github_octokit/* quietOctokit */.of)(t.token, t.apiUrl);
    const request = { signal: t.signal };
    const where = { owner: t.owner, repo: t.repo };
    let known;
    return {
        async listByMarker(marker) {
            const comments = (await (0,github_octokit/* everyPage */.Lu)((page) => octokit.rest.issues.listComments({
                ...where,
                issue_number: t.issueNumber,
                per_page: 100,
                page,
                request,
            })));
            return comments.filter((x) => x.body?.trimStart().startsWith(marker));
        },
        async create(body) {
            const r = await octokit.rest.issues.createComment({
                ...where,
                issue_number: t.issueNumber,
                body,
                request,
            });
            return r.data;
        },
        async update(id, body) {
            const r = await octokit.rest.issues.updateComment({ ...where, comment_id: id, body, request });
            return r.data;
        },
        async remove(id) {
            try {
                await octokit.rest.issues.deleteComment({ ...where, comment_id: id, request });
            }
            catch (e) {
                if (e.status !== 404)
                    throw e;
            }
        },
        identity() {
            // GraphQL's viewer names the token's writer for every kind of token: a user for a
            // personal or OAuth token, `github-actions[bot]` or `<slug>[bot]` for an installation
            // token (REST's GET /user refuses those: 403 "Resource not accessible by integration").
            known ??= octokit
                .graphql('query { viewer { login } }', { request })
                .then((r) => {
                const login = r.viewer?.login;
                return typeof login === 'string' && login ? login : undefined;
            }, (e) => {
                if (t.signal?.aborted)
                    throw e;
                return undefined;
            });
            return known;
        },
    };
}

// EXTERNAL MODULE: ./src/ports/text.ts
var ports_text = __webpack_require__(2425);
// EXTERNAL MODULE: ./src/commands/common/words.ts
var common_words = __webpack_require__(3687);
;// CONCATENATED MODULE: ./src/commands/common/pr-comment.ts
/**
 * The PR comment of status, wait and requeue: one comment per PR with the queue state, the cause,
 * the failing checks, the estimate and the requeue decision. Only a comment written by the token's
 * own identity that starts with the hidden marker is ours: anyone can quote the marker, and a
 * token that may write can edit anyone's comment. A new kick-out (a FAILED or CANCELLED not seen
 * before, kept in the comment's hidden data) posts it anew, so GitHub notifies the PR's people;
 * anything else edits it in place. Two jobs at once still leave one: after a post, the newest of
 * ours stays and the others go. It goes through the GitHub REST API with `github-token` (the CLI:
 * GITHUB_TOKEN); a token that may not write (fork PRs, Dependabot) or any other failure gives a
 * warning, never a failed step.
 */




/** The marker our comment starts with (hidden in the rendered comment). */
const COMMENT_MARKER = '<!-- merge-queue-action:why -->';
/** The hidden line after the marker that carries what later runs must know. */
const DATA_PREFIX = '<!-- merge-queue-action:data ';
const DATA_SUFFIX = ' -->';
/** How many kick-outs the hidden data remembers (the newest). */
const MAX_REMEMBERED = 20;
const NO_DATA = { leaves: [], requeues: {} };
/** The hidden data of a comment of ours; anything unreadable is no data. */
function parseCommentData(body) {
    const line = body?.split('\n').find((l) => l.startsWith(DATA_PREFIX) && l.endsWith(DATA_SUFFIX));
    if (!line)
        return NO_DATA;
    try {
        const raw = JSON.parse(line.slice(DATA_PREFIX.length, -DATA_SUFFIX.length));
        const o = (raw && typeof raw === 'object' ? raw : {});
        const leaves = Array.isArray(o.leaves)
            ? o.leaves.filter((x) => typeof x === 'string').slice(-MAX_REMEMBERED)
            : [];
        const requeues = {};
        if (o.requeues && typeof o.requeues === 'object') {
            for (const [sha, n] of Object.entries(o.requeues)) {
                if (/^[0-9a-f]{7,64}$/i.test(sha) && Number.isSafeInteger(n) && n >= 0)
                    requeues[sha.toLowerCase()] = n;
            }
        }
        return { leaves, requeues };
    }
    catch {
        return NO_DATA;
    }
}
/**
 * The requeue counts in a comment of ours, for requeue: a comment whose hidden data is missing,
 * cut or malformed says nothing that can be counted on (unknown), where {@link parseCommentData}
 * forgives it for the leaves a comment only shows.
 */
function commentCounts(body) {
    const unknown = (why) => ({
        status: 'unknown',
        failure: { kind: 'response-shape', message: `the comment's hidden count ${why}` },
    });
    const line = body?.split('\n').find((l) => l.startsWith(DATA_PREFIX) && l.endsWith(DATA_SUFFIX));
    if (!line)
        return unknown('is missing');
    let raw;
    try {
        raw = JSON.parse(line.slice(DATA_PREFIX.length, -DATA_SUFFIX.length));
    }
    catch {
        return unknown('is not JSON');
    }
    const requeues = raw?.requeues;
    if (!requeues || typeof requeues !== 'object' || Array.isArray(requeues))
        return unknown('has no requeue counts');
    const counts = {};
    for (const [sha, n] of Object.entries(requeues)) {
        if (!/^[0-9a-f]{7,64}$/i.test(sha))
            continue;
        if (!Number.isSafeInteger(n) || n < 0)
            return unknown(`for ${sha} is not a count`);
        const key = sha.toLowerCase();
        counts[key] = Math.max(counts[key] ?? 0, n);
    }
    return Object.keys(counts).length ? { status: 'read', value: counts } : { status: 'empty' };
}
/** The hidden data line: JSON with `<`, `>` and `-` escaped, so it can never close the comment. */
function commentDataLine(data) {
    const json = JSON.stringify(data).replace(/[<>-]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
    return `${DATA_PREFIX}${json}${DATA_SUFFIX}`;
}
/** The key of a kick-out: its state and when the PR entered it. '' for any other state. */
function leaveKey(pr) {
    const s = pr?.state.toLowerCase();
    if (s !== 'failed' && s !== 'cancelled')
        return '';
    return `${s}@${pr?.stateChangedAt ?? ''}@${pr?.sha ?? ''}`;
}
/** States that make an `on-failure` comment. */
const FAILURE_STATES = new Set(['failed', 'pending_failure', 'cancelled']);
/** What to do with the comment: write it (create or update), update it only if it exists, or nothing. */
function commentPlan(mode, state) {
    if (mode === 'never')
        return 'none';
    if (mode === 'always')
        return 'write';
    return FAILURE_STATES.has(state.toLowerCase()) ? 'write' : 'update-only';
}
/** The comment's text: the marker, the state, the cause and the failing checks. Pure. */
function commentBody(pr, why, facts) {
    const words = (0,common_words/* whyWords */.WV)(why, facts.prSha);
    const state = pr ? pr.state.toUpperCase() : 'NOT_SUBMITTED';
    const s = state.toLowerCase();
    const icon = s === 'merged' ? '✅' : FAILURE_STATES.has(s) ? '❌' : s === 'not_submitted' ? '➖' : '⏳';
    const lines = [
        COMMENT_MARKER,
        commentDataLine(facts.data ?? NO_DATA),
        `### ${icon} Merge queue: ${(0,ports_text/* codeSpan */.SS)(state)}`,
    ];
    if (s === 'merged')
        lines.push('', common_words/* COMMENT_WORDS */.qQ.merged(facts.prNumber));
    else if (!FAILURE_STATES.has(s) && s !== 'not_submitted')
        lines.push('', common_words/* COMMENT_WORDS */.qQ.queuedAgain(facts.prNumber));
    if (words.headline) {
        const code = why.reason ? ` (${(0,ports_text/* codeSpan */.SS)(why.reason)})` : '';
        lines.push('', `**Why**${code}: ${(0,ports_text.md)(words.headline, 2000)}`);
    }
    if (why.failedChecks.length) {
        lines.push('', (0,ports_text/* mdTable */.gJ)(['Check', 'Conclusion'], why.failedChecks.map((c) => [
            (0,ports_text/* mdLink */.YF)(c.name, c.url),
            (0,ports_text/* codeSpan */.SS)(c.conclusion, { inTable: true }),
        ])));
    }
    if (words.details.length)
        lines.push('', ...words.details.map((d) => `- ${(0,ports_text.md)(d, 600)}`));
    if (words.missing)
        lines.push('', `_The cause is missing: ${(0,ports_text.md)(words.missing, 600)}._`);
    if (facts.lines?.length)
        lines.push('', ...facts.lines);
    const sha = pr?.sha ? ` for commit ${(0,ports_text/* codeSpan */.SS)(pr.sha.slice(0, 12))}` : '';
    lines.push('', common_words/* COMMENT_WORDS */.qQ.footer(new Date(facts.now).toISOString(), sha));
    return lines.join('\n') + '\n';
}
/**
 * Finds our comment: those that start with the marker and were written by the token's own
 * identity. When the identity cannot be known, none is ours (a foreign comment is never edited).
 */
async function findOurComment(comments) {
    const marked = await comments.listByMarker(COMMENT_MARKER);
    if (!marked.length)
        return { ours: [], data: NO_DATA };
    const identity = await comments.identity();
    const ours = identity ? marked.filter((x) => x.user?.login === identity) : [];
    return {
        ours,
        ...(identity ? { identity } : { writerUnknown: true }),
        data: parseCommentData(ours[ours.length - 1]?.body),
    };
}
/** The data a run writes: what it read, with this kick-out and this requeue added. */
function nextCommentData(data, key, requeuedSha) {
    const leaves = key && !data.leaves.includes(key) ? [...data.leaves, key] : data.leaves;
    const requeues = { ...data.requeues };
    if (requeuedSha) {
        const sha = requeuedSha.toLowerCase();
        requeues[sha] = (requeues[sha] ?? 0) + 1;
    }
    return { leaves: leaves.slice(-MAX_REMEMBERED), requeues };
}
/** The PR's comments with the run's token, or a warning line when it has none. */
function openComments(c, settings) {
    return issueComments({
        token: settings.token,
        apiUrl: settings.apiUrl,
        owner: c.s.repo.owner,
        repo: c.s.repo.name,
        issueNumber: c.s.prNumber,
        signal: c.signal,
    });
}
/** The comment is kept on this run (a setting other than never, and a token to keep it with). */
function keepsComment(c) {
    const settings = c.s.comment;
    return !!settings && settings.mode !== 'never' && !!settings.token;
}
/**
 * The requeue counts of our comment: empty when there is none of ours yet; unknown when the
 * comments cannot be read, when comments with the marker are there but who the token writes as
 * cannot be known (one of them may be ours), or when ours holds no readable count.
 */
async function readCommentCounts(c) {
    try {
        const found = await findOurComment(await openComments(c, c.s.comment));
        if (found.writerUnknown)
            return {
                status: 'unknown',
                failure: {
                    kind: 'auth',
                    message: 'who the token writes as could not be known, so no comment is known to be ours',
                },
            };
        const latest = found.ours[found.ours.length - 1];
        return latest ? commentCounts(latest.body) : { status: 'empty' };
    }
    catch (e) {
        if (c.signal?.aborted)
            throw new queue.CancelledError('comment', 'the job was cancelled');
        const status = e.status;
        const token = c.s.comment?.token;
        return {
            status: 'unknown',
            failure: {
                kind: 'github-lookup',
                ...(status ? { status } : {}),
                message: (0,ports_text/* redact */.E$)(status ? common_words/* COMMENT_WORDS */.qQ.unreadable(status) : (0,queue.failureOf)(e).message, token ? [token] : []),
            },
        };
    }
}
/**
 * The comment as requeue's record of its count: read from its hidden data, written before a
 * submit with `lines` and the try it is (`lines` of the count). None when no comment is kept.
 */
function commentRecord(c, pr, why, lines) {
    if (!keepsComment(c))
        return undefined;
    return {
        read: () => readCommentCounts(c),
        add: async (sha, count) => (await keepCommentResult(c, pr, why, { requeuedSha: sha, lines: lines(count) })).written,
    };
}
/**
 * Keeps the PR's comment as the settings ask: posts it when there is none of ours, or when the PR
 * newly left the queue (then the older one goes); edits it in place otherwise. Returns a line for
 * the summary ('' when nothing was to be done).
 */
async function keepComment(c, pr, why, extras = {}) {
    return (await keepCommentResult(c, pr, why, extras)).line;
}
/** {@link keepComment}, also saying whether the comment was written. */
async function keepCommentResult(c, pr, why, extras = {}) {
    const nothing = { line: '', written: false };
    const settings = c.s.comment;
    if (!settings)
        return nothing;
    const plan = commentPlan(settings.mode, pr?.state ?? 'not_submitted');
    if (plan === 'none')
        return nothing;
    const n = c.s.prNumber;
    const warn = (problem) => {
        const text = (0,ports_text/* redact */.E$)(common_words/* COMMENT_WORDS */.qQ.cannotKeep(n, problem), settings.token ? [settings.token] : []);
        c.log.warning(text);
        return { line: `\n_${(0,ports_text.md)(text, 600)}_\n`, written: false };
    };
    if (!settings.token)
        return warn(common_words/* COMMENT_WORDS */.qQ.noToken());
    try {
        const comments = await openComments(c, settings);
        const found = await findOurComment(comments);
        const latest = found.ours[found.ours.length - 1];
        if (!latest && plan === 'update-only')
            return nothing;
        const key = leaveKey(pr);
        const newLeave = !!key && !found.data.leaves.includes(key);
        const data = nextCommentData(found.data, key, extras.requeuedSha);
        const body = commentBody(pr, why, {
            prNumber: n,
            now: c.clock.now(),
            data,
            lines: extras.lines,
            ...(c.s.prSha ? { prSha: c.s.prSha } : {}),
        });
        if (latest && !newLeave) {
            const edited = await editOrGone(comments, latest.id, body);
            if (edited) {
                await keepNewest(comments, found.ours, found.identity, edited.id);
                c.log.info(common_words/* COMMENT_WORDS */.qQ.updated(edited.html_url));
                return {
                    line: `\nThe ${(0,ports_text/* mdLink */.YF)('PR comment', edited.html_url)} was updated.\n`,
                    written: true,
                };
            }
        }
        // A new kick-out, or none of ours: a new comment notifies the PR's people; the old one goes.
        const created = await comments.create(body);
        const me = found.identity ?? created.user?.login ?? undefined;
        if (me)
            await keepNewest(comments, await comments.listByMarker(COMMENT_MARKER), me);
        if (!found.identity && !me)
            c.log.warning(common_words/* COMMENT_WORDS */.qQ.unknownWriter(n));
        const url = created.html_url;
        c.log.info(common_words/* COMMENT_WORDS */.qQ.commented(url));
        const line = newLeave && latest
            ? `\nA new ${(0,ports_text/* mdLink */.YF)('comment', url)} on the PR says so (posted anew to notify).\n`
            : `\nA ${(0,ports_text/* mdLink */.YF)('comment', url)} on the PR says so.\n`;
        return { line, written: true };
    }
    catch (e) {
        if (c.signal?.aborted)
            throw new queue.CancelledError('comment', 'the job was cancelled');
        const status = e.status;
        if (status === 403 || status === 404 || status === 401)
            return warn(common_words/* COMMENT_WORDS */.qQ.refused(status));
        return warn(status ? common_words/* COMMENT_WORDS */.qQ.answered(status) : e.message);
    }
}
/** Edits a comment; undefined when it is gone (another job replaced it meanwhile). */
async function editOrGone(comments, id, body) {
    try {
        return await comments.update(id, body);
    }
    catch (e) {
        if (e.status === 404)
            return undefined;
        throw e;
    }
}
/**
 * Deletes every comment of ours but the newest (the highest id; `keep` when given), so two jobs
 * that posted at once settle on the same one. Only comments with the marker by `me` are touched.
 */
async function keepNewest(comments, marked, me, keep) {
    if (!me)
        return;
    const ours = marked.filter((x) => x.user?.login === me);
    if (ours.length < 2 && keep === undefined)
        return;
    const survivor = keep ?? Math.max(...ours.map((x) => x.id));
    for (const x of ours)
        if (x.id !== survivor)
            await comments.remove(x.id);
}


/***/ }),

/***/ 1830:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/inputs/constants.ts
var constants = __webpack_require__(1068);
// EXTERNAL MODULE: ./src/queue/index.ts
var src_queue = __webpack_require__(3115);
// EXTERNAL MODULE: ./src/commands/common/pr-comment.ts + 1 modules
var pr_comment = __webpack_require__(136);
// EXTERNAL MODULE: ./src/commands/common/report.ts
var report = __webpack_require__(2478);
// EXTERNAL MODULE: ./src/commands/common/summary.ts
var summary = __webpack_require__(1918);
// EXTERNAL MODULE: ./src/commands/common/words.ts
var common_words = __webpack_require__(3687);
// EXTERNAL MODULE: ./src/ports/text.ts
var ports_text = __webpack_require__(2425);
;// CONCATENATED MODULE: ./src/commands/wait/words.ts
/**
 * wait's words: what the polling loop says in the log as states come and go, why the wait ended,
 * and what the run says at its end (the shared sentences are in common/words.ts).
 */

const upper = (states, sep) => states.map((w) => w.toUpperCase()).join(sep);
/** Why the wait ended, as one clause (the message says `PR #N: <this>.`). */
function waitEndWords(end) {
    switch (end.kind) {
        case 'not-submitted':
            return 'the PR is not in the queue (it was never submitted to it)';
        case 'stale':
            return `the queue's entry is for commit ${end.entrySha.slice(0, 12)}, not the PR's head ${end.headSha.slice(0, 12)}: its result is an old commit's (submit the PR again after a push)`;
        case 'reached':
            return `the PR reached ${end.state.toUpperCase()}`;
        case 'merged-past':
            return `the PR reached MERGED, past ${upper(end.waitFor, '/')}`;
        case 'final':
            return `the PR reached ${end.state.toUpperCase()}, which is final and not one of ${upper(end.waitFor, ', ')}`;
        case 'timed-out': {
            const where = end.state ? ` in ${end.state.toUpperCase()}` : '';
            const failed = end.lastError ? ` (the last poll failed: ${end.lastError})` : '';
            return `the wait timed out after ${(0,ports_text/* humanDuration */.UU)(end.afterMs)}${where}${failed}`;
        }
        case 'cancelled': {
            const where = end.state ? `; it was last seen ${end.state.toUpperCase()}` : '';
            return `the wait was cancelled (${end.why})${where}`;
        }
    }
}
/** What the polling loop says as it goes. */
const POLL_WORDS = {
    unreadable: (error) => `Could not read the PR's state; still waiting (the deadline decides): ${error}`,
    stillFailing: (error) => `Still failing: ${error}`,
    answersAgain: (failingMs) => `The service answers again after ${(0,ports_text/* humanDuration */.UU)(failingMs)} of errors.`,
    stillIn: (state, forMs) => `Still ${state.toUpperCase()} after ${(0,ports_text/* humanDuration */.UU)(forMs)}.`,
    position: (position, depth, queueState) => `Position ${position} of ${depth} in the queue (${queueState}).`,
    queueUnread: (error) => `Could not read the queue: ${error}`,
    paused: 'The queue is PAUSED: nothing new starts testing until it runs again.',
    draining: 'The queue is DRAINING: it takes no new PRs and empties.',
    nextPoll: (ms) => `Next poll in ${Math.round(ms / 100) / 10} s.`,
    observed: (pr, state, n) => pr
        ? `PR #${n} is ${state.toUpperCase()} (since ${pr.stateChangedAt}, commit ${pr.sha.slice(0, 12)}, priority ${pr.priority.name}/${pr.priority.value}).`
        : `PR #${n} is not in the queue.`,
};
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
/** What the run says of the wait before it starts, and at its end. */
const WAIT_WORDS = {
    start: (s) => `Waiting up to ${s.timeoutSeconds} s for ${upper(s.waitFor, '/')}` +
        (s.failOn.length ? ` (failing on ${upper(s.failOn, '/')})` : '') +
        `, polling every ${s.pollIntervalSeconds} s (backing off to ${s.maxPollIntervalSeconds} s while nothing changes).`,
    requeuedTimes: (times) => `Requeued ${times === 1 ? 'once' : `${times} times`} during the wait.`,
    cancelled: (why, prNumber, lastState) => `Cancelled: ${why}; PR #${prNumber} ${lastState ? `was last seen ${lastState}` : 'was not read yet'}.`,
    ended: (prNumber, end, headline) => `PR #${prNumber}: ${waitEndWords(end)}.${headline ? ` ${headline}` : ''}`,
    requeue: (lines) => `\n**Requeue:** ${lines.join(' ')}\n`,
};

;// CONCATENATED MODULE: ./src/commands/wait/poll.ts
/**
 * The wait's polling loop: how long to sleep, when to re-read the queue, which failures to survive
 * until the deadline, and the warning when a required check would block its own PR.
 */




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
    'permission',
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
        if (!(e instanceof src_queue.CancelledError) || !deps.signal?.aborted)
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
    estimate;
    /** The last read asked for the estimate (one was due). */
    estimateAsked = false;
    estimateSaid = '';
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
            throw new src_queue.CancelledError('wait', 'the job was cancelled');
        this.changed = false;
        this.polls++;
        if (await this.readPullRequest()) {
            this.record();
            this.explainNotReady();
            await this.checkQueueExists();
            await this.refreshQueue();
            await this.refreshEstimate();
            const end = this.verdict();
            if (end)
                return end;
        }
        return this.timedOut();
    }
    /** Reads the PR's entry; false when the read failed in a way the deadline may outlast. */
    async readPullRequest() {
        const { client, log } = this.deps;
        // v1 takes the estimate from this read when one is due; v2 reads it apart (refreshEstimate).
        this.estimateAsked = this.estimateDue();
        try {
            this.last = await client.findPullRequest(this.o.ref, this.call(), {
                estimate: this.estimateAsked,
            });
        }
        catch (e) {
            if (e instanceof src_queue.CancelledError)
                throw e;
            if (!(e instanceof src_queue.TrunkApiError) || FATAL_KINDS.has(e.kind))
                throw e;
            this.lastError = e.message;
            if (this.failingSince === undefined) {
                this.failingSince = this.now();
                log.warning(POLL_WORDS.unreadable(e.message));
            }
            else {
                log.debug(POLL_WORDS.stillFailing(e.message));
            }
            return false;
        }
        if (this.failingSince !== undefined) {
            log.info(POLL_WORDS.answersAgain(this.now() - this.failingSince));
            this.failingSince = undefined;
        }
        this.lastError = undefined;
        return true;
    }
    /** An estimate is due: none read yet, or the last is a minute old (the queue is simulated). */
    estimateDue() {
        if (!this.o.readEstimate)
            return false;
        return !this.estimate || this.now() - this.estimate.readAt >= src_queue.ESTIMATE_MIN_INTERVAL_MS;
    }
    /**
     * The estimate, while the PR is queued: on a poll whose read asked for it (at most once a
     * minute), and said in the log when its words change.
     */
    async refreshEstimate() {
        const pr = this.last;
        if (!this.o.readEstimate || !this.estimateAsked || !(0,src_queue.wantsEstimate)(pr) || !pr)
            return;
        const value = await this.o.readEstimate(pr);
        this.estimate = { value, readAt: this.now(), state: pr.state.toLowerCase() };
        const words = this.o.estimateWords?.(value) ?? '';
        if (words && words !== this.estimateSaid)
            this.deps.log.info(words);
        this.estimateSaid = words;
    }
    /** A new state goes on the timeline; an unchanged one is said now and then. */
    record() {
        const state = this.stateSeen();
        if (state !== this.lastState) {
            this.changed = this.lastState !== undefined;
            this.timeline.push({ state, seenAt: this.now(), since: this.last?.stateChangedAt });
            this.deps.log.info(POLL_WORDS.observed(this.last, state, this.o.ref.pr.number));
            this.lastState = state;
            this.lastHeartbeat = this.now();
        }
        else if (this.now() - this.lastHeartbeat >= QUEUE_REFRESH_MS) {
            const since = this.timeline.at(-1)?.seenAt ?? this.started;
            this.deps.log.info(POLL_WORDS.stillIn(state, this.now() - since));
            this.lastHeartbeat = this.now();
        }
    }
    stateSeen() {
        return this.last ? this.last.state.toLowerCase() : constants/* NOT_SUBMITTED_STATE */.EI;
    }
    /** A NOT_READY PR: why, when the reasons change, and the warning when it may block itself. */
    explainNotReady() {
        const last = this.last;
        if (!last || this.stateSeen() !== 'not_ready')
            return;
        const mergeability = last.readiness?.mergeability;
        if (this.o.warnIfBlockingItsOwnPr &&
            !this.selfBlockWarning &&
            (mergeability === 'in_progress' || mergeability === 'not_mergeable')) {
            this.selfBlockWarning = selfBlockingWarning(this.o.ref.pr.number, mergeability);
            this.deps.log.warning(this.selfBlockWarning);
        }
        const reasons = (0,src_queue.readinessBlockers)(last.readiness).map((b) => (0,common_words/* blockerWords */.Kx)(b, this.o.expectedSha));
        const said = this.notReadyReasons;
        if (this.changed || !said || reasons.join() !== said.join()) {
            this.deps.log.info((0,common_words/* notReadyLine */.zS)(reasons));
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
        this.queue = await (0,src_queue.readQueueOrMissing)(this.deps.client, this.o.ref, this.call());
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
            const pos = (0,src_queue.positionIn)(queue, this.o.ref.pr.number);
            if (pos !== undefined)
                log.info(POLL_WORDS.position(pos, queue.pullRequests.length, queue.state));
            this.warnAboutQueueState(queue.state);
        }
        catch (e) {
            if (e instanceof src_queue.CancelledError)
                throw e;
            log.debug(POLL_WORDS.queueUnread(e.message));
        }
    }
    /** A paused or draining queue is said once per change of its state. */
    warnAboutQueueState(state) {
        if ((state === 'paused' || state === 'draining') && this.warnedQueueState !== state) {
            this.deps.log.warning(state === 'paused' ? POLL_WORDS.paused : POLL_WORDS.draining);
        }
        this.warnedQueueState = state;
    }
    /** The end, when the PR's state decides it (a missing PR may still appear until its deadline). */
    verdict() {
        const verdict = (0,src_queue.judge)(this.last, this.o);
        if (!verdict.done)
            return undefined;
        if (verdict.outcome === 'not-submitted' && this.mayStillAppear())
            return undefined;
        return this.result(verdict.outcome, verdict.cause);
    }
    mayStillAppear() {
        return this.now() < this.notSubmittedDeadline && this.remaining() > 0;
    }
    /** The end at the deadline. */
    timedOut() {
        if (this.remaining() > 0)
            return undefined;
        const end = {
            kind: 'timed-out',
            afterMs: this.o.timeoutMs,
            ...(this.lastState ? { state: this.lastState } : {}),
            ...(this.lastError ? { lastError: this.lastError } : {}),
        };
        const outcome = this.lastState === constants/* NOT_SUBMITTED_STATE */.EI ? 'not-submitted' : 'timeout';
        return this.result(outcome, end, true);
    }
    /**
     * Sleeps the back-off interval (jittered), never past the deadline, nor past the not-submitted
     * deadline while the PR is not in the queue: the last look is at that deadline, not after it.
     */
    async sleep() {
        if (this.changed)
            this.interval = this.o.pollIntervalMs;
        const waitingToAppear = this.lastState === constants/* NOT_SUBMITTED_STATE */.EI && this.mayStillAppear();
        const limit = waitingToAppear
            ? Math.min(this.remaining(), this.notSubmittedDeadline - this.now())
            : this.remaining();
        const sleepMs = jitteredSleep(this.interval, limit, this.deps.clock.random);
        this.deps.log.debug(POLL_WORDS.nextPoll(sleepMs));
        try {
            await this.deps.clock.sleep(sleepMs, this.deps.signal);
        }
        catch {
            throw new src_queue.CancelledError('wait', 'the job was cancelled');
        }
        this.interval = nextPollInterval(this.interval, false, this.o.pollIntervalMs, this.o.maxPollIntervalMs);
    }
    /** The end when the job is cancelled: what was last seen, and why. */
    cancelled() {
        const signal = this.deps.signal;
        const why = (signal && (0,src_queue.abortReason)(signal)) || 'the job was cancelled';
        const end = {
            kind: 'cancelled',
            why,
            ...(this.lastState ? { state: this.lastState } : {}),
        };
        return { ...this.result('error', end), cancelled: why };
    }
    result(outcome, end, timedOut = false) {
        return {
            outcome,
            end,
            pr: this.last,
            timeline: this.timeline,
            polls: this.polls,
            timedOut,
            queue: this.queue,
            position: (0,src_queue.positionIn)(this.queue, this.o.ref.pr.number),
            notReadyReasons: this.lastState === 'not_ready' ? this.notReadyReasons : undefined,
            lastError: this.lastError,
            selfBlockWarning: this.selfBlockWarning,
            ...(this.estimate ? { estimate: this.estimate } : {}),
        };
    }
}

;// CONCATENATED MODULE: ./src/commands/wait/summary.ts
/** wait's job summary: the verdict, the PR as last seen, the timeline as a diagram and a table. */


/**
 * A wait's summary: the PR as last seen, why it is not ready, its states as a gantt chart and a
 * table, and the polls made. `headline` is the verdict to print first (leave it out when the
 * step fails: the failure alert above says it). `cancelled`: the job was cancelled mid-wait and
 * this is what the wait had seen until then.
 */
function waitSection(w, ctx, opts = {}) {
    const started = w.timeline[0]?.seenAt;
    const spent = started === undefined ? '' : ` over ${(0,ports_text/* humanDuration */.UU)(ctx.now - started)}`;
    return ((opts.headline ? `${(0,ports_text.md)(opts.headline, 2000)}\n\n` : '') +
        (opts.cancelled
            ? `The job was cancelled while waiting${spent}; this is what the wait had seen until then.\n\n`
            : '') +
        (0,summary/* prSection */.qP)(w.pr, ctx, {
            position: w.position,
            depth: w.queue?.pullRequests.length,
            queueState: w.queue?.state,
        }) +
        (0,summary/* notReadySection */.EJ)(w.notReadyReasons) +
        (0,summary/* whySection */.cb)(opts.why, opts.prSha) +
        timelineSection(w.timeline, ctx.now, w.pr ? Number(w.pr.number) : undefined) +
        `\n_${(0,summary/* plural */.LS)(w.polls, 'status poll')}${spent}._\n`);
}
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
        return { ...t, end, last, final: last && (0,src_queue.isTerminalState)(t.state) };
    });
    const rows = spans.map((s, i) => {
        const since = (0,ports_text/* parseTime */.pe)(s.since);
        const before = i === 0 && since !== undefined && s.seenAt - since >= 1000;
        const seen = (0,ports_text/* withTitle */.ZA)(i === 0 ? 'at the start' : `after ${(0,ports_text/* humanDuration */.UU)(s.seenAt - start)}`, `${(0,ports_text/* absoluteTime */.d_)(s.seenAt)}${since !== undefined ? `; the service says it began ${(0,ports_text/* absoluteTime */.d_)(since)}` : ''}`);
        const lasted = s.final
            ? '—'
            : `${(0,ports_text/* humanDuration */.UU)(s.end - s.seenAt)}${s.last ? ' so far' : ''}` +
                (before ? ` (${(0,ports_text/* humanDuration */.UU)(s.end - since)} in all)` : '');
        return [(0,summary/* stateCode */.fA)(s.state, true), seen, lasted];
    });
    return ('\n**Timeline** (as this run saw it)\n\n' +
        (endedAt - start >= 1000 ? ganttChart(spans, endedAt - start, prNumber) + '\n' : '') +
        (0,ports_text/* mdTable */.gJ)(['State', 'Seen', 'Lasted'], rows) +
        '\n');
}
/** A name mermaid's gantt syntax takes as a task or section name: no `:`, `#` or `;`. */
function ganttName(text, max = 60) {
    return text.replace(/[^A-Za-z0-9_ ().,+-]/g, '?').slice(0, max);
}
/**
 * The job summary of each command, as GitHub-flavoured Markdown built by small pure functions.
 * Facts about one thing are a list; many things of a kind are a table with a header; times are
 * durations with the absolute time on hover; PRs, commits and tests are links; the wait's states
 * and the queue are also drawn as mermaid diagrams, each followed by a table that says the same.
 */

/** States that end a PR's time in the queue badly, drawn in red. */
const BAD_STATES = new Set(['failed', 'cancelled', 'pending_failure']);
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
        const name = s.final ? state : `${state} (${(0,ports_text/* humanDuration */.UU)(s.end - s.seenAt)})`;
        const data = [...tags, `s${i}`, String(from * 1000), `${seconds}s`];
        lines.push(`  ${ganttName(name)} :${data.join(', ')}`);
    });
    lines.push('```');
    return lines.join('\n') + '\n';
}

;// CONCATENATED MODULE: ./src/commands/wait/run.ts











/** Runs wait with its settings. */
async function run(c) {
    const s = c.s;
    const ref = (0,src_queue.pullRequestRef)(s);
    const n = ref.pr.number;
    c.log.info(WAIT_WORDS.start(s));
    const started = c.clock.now();
    const waitOnce = () => waitForPullRequestState({ client: c.client, clock: c.clock, signal: c.signal, log: c.log }, {
        ref,
        waitFor: s.waitFor,
        failOn: s.failOn,
        expectedSha: s.prSha,
        timeoutMs: Math.max(1000, s.timeoutSeconds * 1000 - (c.clock.now() - started)),
        pollIntervalMs: s.pollIntervalSeconds * 1000,
        maxPollIntervalMs: s.maxPollIntervalSeconds * 1000,
        notSubmittedTimeoutMs: s.notSubmittedTimeoutSeconds * 1000,
        requestTimeoutMs: s.requestTimeoutSeconds * 1000,
        warnIfBlockingItsOwnPr: s.onPullRequestEvent,
        readEstimate: (pr) => (0,src_queue.readEstimate)(c.client, ref, pr, { signal: c.signal }, { now: () => c.clock.now() }),
        estimateWords: (e) => (0,common_words/* estimateWords */.ae)(e, (0,src_queue.estimateNow)(c.client, () => c.clock.now())),
    });
    let r = await waitOnce();
    // requeue: transient: a kick-out not its own puts it back (within max-requeues), and the wait goes on.
    let requeued;
    let requeuedTimes = 0;
    while (s.requeue === 'transient' &&
        !r.cancelled &&
        r.outcome !== 'success' &&
        r.pr &&
        (0,src_queue.leftQueue)(r.pr.state)) {
        const left = r.pr;
        const leftWhy = await (0,src_queue.whyOf)(c.client, ref, left, {
            signal: c.signal,
            ...(0,src_queue.testBranchRunIdFor)(s.run, n),
        });
        requeued = await (0,src_queue.requeue)({
            queue: c.client,
            ref,
            signal: c.signal,
            record: (0,pr_comment/* commentRecord */.vY)(c, left, leftWhy, (count) => [(0,common_words/* requeueTryWords */.RW)(n, count)]),
        }, left, leftWhy, { headSha: s.prSha, maxRequeues: s.maxRequeues });
        const notice = (0,common_words/* requeueNotice */.Vr)(requeued, n);
        if (notice)
            c.log.notice(notice);
        c.log.info((0,common_words/* requeueLogLine */.zf)((0,common_words/* requeueWords */.es)(requeued, n)));
        if (!requeued.requeued)
            break;
        requeuedTimes++;
        r = await waitOnce();
    }
    // A wait cancelled before its first answer knows nothing of the PR: no state is made up.
    const seen = r.timeline.length > 0;
    const outputs = {
        ...(seen ? (0,report/* prOutputs */.Rj)(r.pr) : {}),
        ...(0,report/* queueOutputs */.Ac)(r.queue, n),
        [constants/* Outputs */.tY.TimedOut]: String(r.timedOut),
    };
    if (r.position !== undefined)
        outputs[constants/* Outputs */.tY.QueuePosition] = String(r.position);
    const requeueLines = [];
    if (s.requeue === 'transient') {
        const decision = requeued?.decision ?? (r.pr?.state.toLowerCase() === 'merged' ? 'merged' : 'not-out');
        outputs[constants/* Outputs */.tY.Requeued] = String(requeuedTimes > 0);
        outputs[constants/* Outputs */.tY.RequeueDecision] = decision;
        if (requeuedTimes)
            requeueLines.push(WAIT_WORDS.requeuedTimes(requeuedTimes));
        if (requeued && !requeued.requeued)
            requeueLines.push((0,common_words/* requeueWords */.es)(requeued, n));
    }
    // The estimate is the PR's only while it is still queued in the state it was read in.
    const now = (0,src_queue.estimateNow)(c.client, () => c.clock.now());
    const estimate = r.estimate && (0,src_queue.wantsEstimate)(r.pr) && r.pr?.state.toLowerCase() === r.estimate.state
        ? (0,src_queue.inLine)((0,src_queue.plausibleEstimate)(r.estimate.value, now, r.queue), r.position)
        : undefined;
    if ((0,src_queue.wantsEstimate)(r.pr))
        Object.assign(outputs, (0,report/* estimateOutputs */.Nx)(estimate, r.position));
    if (r.cancelled) {
        const last = seen ? (r.pr?.state.toUpperCase() ?? constants/* NOT_SUBMITTED */.uI) : undefined;
        return {
            outcome: 'error',
            errorKind: 'cancelled',
            outputs,
            summary: waitSummary(c, r),
            failure: WAIT_WORDS.cancelled(r.cancelled, n, last),
        };
    }
    const why = seen
        ? await (0,src_queue.whyOf)(c.client, ref, r.pr, {
            signal: c.signal,
            queue: r.queue,
            ...(0,src_queue.testBranchRunIdFor)(s.run, n),
        })
        : (0,src_queue.explain)(null, {});
    Object.assign(outputs, (0,report/* whyOutputs */.XN)(why));
    const failing = r.outcome !== 'success';
    // A failure's message (the error annotation) names the cause; a success's log says it.
    const named = failing && why.reason && why.reason !== 'unknown';
    const message = WAIT_WORDS.ended(n, r.end, named ? (0,common_words/* whyWords */.WV)(why, s.prSha).headline : undefined);
    // NOT_READY's reasons are the poll's own line ("Not ready: ..."): the cause's line would say
    // them again ("Why: It waits for: ..."); it is logged only when it adds something.
    const saidByPoll = r.pr?.state.toLowerCase() === 'not_ready' && why.reason !== 'unknown';
    if (!saidByPoll)
        (0,report/* logWhy */.FG)(c.log, why, n, { annotate: false, prSha: s.prSha });
    // On failure the alert above the summary carries the message.
    const words = (0,common_words/* estimateWords */.ae)(estimate, now);
    const lines = [...(words ? [words] : []), ...requeueLines];
    const md = waitSummary(c, r, r.outcome === 'success' ? message : undefined, why) +
        summary/* estimateSection */.Kt(estimate, now) +
        (requeueLines.length ? WAIT_WORDS.requeue(requeueLines) : '') +
        (seen ? await (0,pr_comment/* keepComment */.Xz)(c, r.pr, why, { lines }) : '');
    if (r.outcome === 'success') {
        c.log.info(message);
        return { outcome: 'success', outputs, summary: md };
    }
    return { outcome: r.outcome, outputs, summary: md, failure: message };
}
/** The wait's summary: the verdict, the PR as last seen, why it was not ready, the timeline. */
function waitSummary(c, r, headline, why) {
    const warning = r.selfBlockWarning ? summary/* alert */.xE('WARNING', (0,ports_text.md)(r.selfBlockWarning, 2000)) : '';
    // Cancelled before the first answer: nothing was seen, and nothing is made up.
    if (!r.timeline.length)
        return warning;
    const ctx = summary/* summaryContext */.u$(c);
    const opts = { headline, cancelled: !!r.cancelled, why, prSha: c.s.prSha };
    return warning + waitSection(r, ctx, opts);
}


/***/ })

};

//# sourceMappingURL=830.index.js.map