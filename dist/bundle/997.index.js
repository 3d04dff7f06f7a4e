export const id = 997;
export const ids = [997];
export const modules = {

/***/ 136:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Xz: () => (/* binding */ keepComment),
  qw: () => (/* binding */ keepCommentResult),
  a$: () => (/* binding */ readCommentData)
});

// UNUSED EXPORTS: COMMENT_MARKER, commentBody, commentDataLine, commentPlan, findOurComment, leaveKey, nextCommentData, parseCommentData

// EXTERNAL MODULE: ./src/client/index.ts + 1 modules
var client = __webpack_require__(3503);
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
    const { getOctokit } = await __webpack_require__.e(/* import() */ 564).then(__webpack_require__.bind(__webpack_require__, 5564));
    const octokit = getOctokit(t.token, {
        baseUrl: t.apiUrl,
        log: { debug: () => { }, info: () => { }, warn: () => { }, error: () => { } },
    });
    const request = { signal: t.signal };
    const where = { owner: t.owner, repo: t.repo };
    let known;
    return {
        async listByMarker(marker) {
            const comments = (await octokit.paginate(octokit.rest.issues.listComments, {
                ...where,
                issue_number: t.issueNumber,
                per_page: 100,
                request,
            }));
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
;// CONCATENATED MODULE: ./src/commands/common/pr-comment.ts



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
    return `${s}@${pr?.stateChangedAt ?? ''}@${pr?.prSha ?? ''}`;
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
    const state = pr ? pr.state.toUpperCase() : 'NOT_SUBMITTED';
    const s = state.toLowerCase();
    const icon = s === 'merged' ? '✅' : FAILURE_STATES.has(s) ? '❌' : s === 'not_submitted' ? '➖' : '⏳';
    const lines = [
        COMMENT_MARKER,
        commentDataLine(facts.data ?? NO_DATA),
        `### ${icon} Merge queue: ${(0,ports_text/* codeSpan */.SS)(state)}`,
    ];
    if (s === 'merged')
        lines.push('', `PR #${facts.prNumber} was merged by the queue.`);
    else if (!FAILURE_STATES.has(s) && s !== 'not_submitted')
        lines.push('', `PR #${facts.prNumber} is in the queue again.`);
    if (why.headline) {
        lines.push('', `**Why**${why.reason ? ` (${(0,ports_text/* codeSpan */.SS)(why.reason)})` : ''}: ${(0,ports_text.md)(why.headline, 2000)}`);
    }
    if (why.failedChecks.length) {
        lines.push('', (0,ports_text/* mdTable */.gJ)(['Check', 'Conclusion'], why.failedChecks.map((c) => [
            (0,ports_text/* mdLink */.YF)(c.name, c.url),
            (0,ports_text/* codeSpan */.SS)(c.conclusion, { inTable: true }),
        ])));
    }
    if (why.details.length)
        lines.push('', ...why.details.map((d) => `- ${(0,ports_text.md)(d, 600)}`));
    if (why.missing)
        lines.push('', `_The cause is missing: ${(0,ports_text.md)(why.missing, 600)}._`);
    if (facts.lines?.length)
        lines.push('', ...facts.lines);
    const sha = pr?.prSha ? ` for commit ${(0,ports_text/* codeSpan */.SS)(pr.prSha.slice(0, 12))}` : '';
    lines.push('', `<sub>Updated by merge-queue-action ${new Date(facts.now).toISOString()}${sha}.</sub>`);
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
        ...(identity ? { identity } : {}),
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
/**
 * The hidden data of our comment, for requeue's count when the service keeps no record; undefined
 * when there is no comment setting, no token, or it cannot be read (then nothing is counted).
 */
async function readCommentData(c) {
    const settings = c.s.comment;
    if (!settings || settings.mode === 'never' || !settings.token)
        return undefined;
    try {
        const found = await findOurComment(await openComments(c, settings));
        return found.data;
    }
    catch {
        if (c.signal?.aborted)
            throw new client/* CancelledError */.cc('comment', 'the job was cancelled');
        return undefined;
    }
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
        const text = (0,ports_text/* redact */.E$)(`Could not keep the PR comment on #${n}: ${problem}. The step's result is unchanged.`, settings.token ? [settings.token] : []);
        c.log.warning(text);
        return { line: `\n_${(0,ports_text.md)(text, 600)}_\n`, written: false };
    };
    if (!settings.token) {
        return warn('no GitHub token (set github-token, default ${{ github.token }}; the CLI reads GITHUB_TOKEN)');
    }
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
        });
        if (latest && !newLeave) {
            const edited = await editOrGone(comments, latest.id, body);
            if (edited) {
                await keepNewest(comments, found.ours, found.identity, edited.id);
                c.log.info(`Updated the PR comment${edited.html_url ? ` ${edited.html_url}` : ''}.`);
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
            c.log.warning(`Could not tell who the token writes as: older merge-queue comments on #${n} were left as they are.`);
        const url = created.html_url;
        c.log.info(`Commented on the PR${url ? `: ${url}` : ''}.`);
        const line = newLeave && latest
            ? `\nA new ${(0,ports_text/* mdLink */.YF)('comment', url)} on the PR says so (posted anew to notify).\n`
            : `\nA ${(0,ports_text/* mdLink */.YF)('comment', url)} on the PR says so.\n`;
        return { line, written: true };
    }
    catch (e) {
        if (c.signal?.aborted)
            throw new client/* CancelledError */.cc('comment', 'the job was cancelled');
        const status = e.status;
        if (status === 403 || status === 404 || status === 401) {
            return warn(`GitHub answered ${status}: the token may not write to this PR (fork PRs and Dependabot get a read-only token; the job needs permissions: pull-requests: write)`);
        }
        return warn(status ? `GitHub answered ${status}` : e.message);
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

/***/ 2116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FG: () => (/* binding */ logWhy),
/* harmony export */   G5: () => (/* binding */ testBranchRunIdFor),
/* harmony export */   WE: () => (/* binding */ explain),
/* harmony export */   XN: () => (/* binding */ whyOutputs),
/* harmony export */   gf: () => (/* binding */ whyOf)
/* harmony export */ });
/* unused harmony exports REASON_CODES, failedChecksOf, needsCause, checksText, readCause */
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3503);
/* harmony import */ var _inputs_constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1068);
/* harmony import */ var _pr_state_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8622);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3545);
/* harmony import */ var _ports_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2425);
/**
 * Why a PR is in the state a status or wait ends on: the decision (a stable reason code, the
 * words, the checks that failed) as pure functions, and the read of the cause, which costs at
 * most two requests and only for the states that need it (FAILED, PENDING_FAILURE, CANCELLED).
 * A cause that cannot be read never fails the step: the state stands, with `reason=unknown`.
 */





/** What each code means, and the states it goes with: the README's table. */
const REASON_CODES = {
    'tests-failed': {
        states: 'FAILED, PENDING_FAILURE',
        meaning: "checks failed in the queue's test run (`failed-checks` lists them)",
    },
    'tests-timed-out': {
        states: 'FAILED, PENDING_FAILURE',
        meaning: "the queue's test run passed the queue's testing timeout",
    },
    'merge-conflict': {
        states: 'FAILED',
        meaning: 'the test branch could not be built: a conflict with the PRs ahead or the base',
    },
    'merge-refused': {
        states: 'FAILED',
        meaning: 'GitHub refused the merge (branch protection, a change at merge time, API errors)',
    },
    'failed-other': {
        states: 'FAILED',
        meaning: "another failure; the summary gives the service's code",
    },
    'cancelled-by-user': {
        states: 'CANCELLED',
        meaning: 'a person (or a call of the API) took it out',
    },
    'new-commit': { states: 'CANCELLED', meaning: 'a new commit was pushed to the PR' },
    'pr-closed': { states: 'CANCELLED', meaning: 'the PR was closed' },
    'not-ready-timeout': { states: 'CANCELLED', meaning: 'it stayed NOT_READY too long' },
    'base-branch-changed': {
        states: 'CANCELLED',
        meaning: "the PR's base branch changed, or it was merged into another branch",
    },
    'converted-to-draft': { states: 'CANCELLED', meaning: 'the PR was converted to a draft' },
    'cancelled-other': {
        states: 'CANCELLED',
        meaning: "another reason (stacked PRs, ...); the summary gives the service's code",
    },
    'behind-base': { states: 'NOT_READY', meaning: 'the PR is behind its base branch' },
    conflict: { states: 'NOT_READY', meaning: 'the PR has a merge conflict' },
    'failing-check': { states: 'NOT_READY', meaning: 'a required check of the PR fails' },
    'awaiting-check': {
        states: 'NOT_READY',
        meaning: 'a required check of the PR is missing or running',
    },
    'missing-impacted-targets': {
        states: 'NOT_READY',
        meaning: "the queue needs the head commit's impacted targets, and none were uploaded",
    },
    'base-branch-mismatch': {
        states: 'NOT_READY',
        meaning: "the PR's base is not the queue's branch",
    },
    'mergeability-pending': {
        states: 'NOT_READY',
        meaning: 'GitHub is still working out whether the PR can be merged',
    },
    'not-mergeable': {
        states: 'NOT_READY',
        meaning: 'GitHub says the PR cannot be merged (v1 does not say why: a conflict, a check, a review)',
    },
    unknown: {
        states: 'FAILED, PENDING_FAILURE, CANCELLED, NOT_READY',
        meaning: 'the cause could not be read (the summary says why); the state is still right',
    },
};
/** The conclusions that count as a failed check (GitHub's spelling, as both APIs send it). */
const FAILING_CONCLUSIONS = new Set([
    'FAILURE',
    'TIMED_OUT',
    'CANCELLED',
    'ACTION_REQUIRED',
    'ERROR',
    'STALE',
    'STARTUP_FAILURE',
]);
/** The failed checks of a test run's details: check runs and status checks, one per name. */
function failedChecksOf(details) {
    const out = new Map();
    for (const suite of details.checkSuites) {
        for (const r of suite.checkRuns) {
            const conclusion = r.conclusion?.toUpperCase();
            if (conclusion && FAILING_CONCLUSIONS.has(conclusion) && !out.has(r.name)) {
                out.set(r.name, { name: r.name, conclusion, ...(r.url ? { url: r.url } : {}) });
            }
        }
    }
    for (const s of details.statusChecks) {
        const state = s.state?.toUpperCase();
        if (state && FAILING_CONCLUSIONS.has(state) && !out.has(s.context)) {
            out.set(s.context, { name: s.context, conclusion: state, ...(s.url ? { url: s.url } : {}) });
        }
    }
    return [...out.values()];
}
/** The states whose cause is read from the service (the others need no request). */
function needsCause(state) {
    return ['failed', 'pending_failure', 'cancelled'].includes(state.toLowerCase());
}
const FAILED_REASONS = {
    TEST_RUN_REQUIRED_STATUS_FAILED: 'tests-failed',
    TEST_RUN_FAILED_BY_OPTIMIZATION: 'tests-failed',
    TEST_RUN_TIMEOUT: 'tests-timed-out',
    START_TEST_RUN_MERGE_CONFLICT: 'merge-conflict',
    PR_UPDATED_AT_MERGE_TIME: 'merge-refused',
    GITHUB_API_MERGE_PR_FAILED: 'merge-refused',
    GITHUB_API_DIRECT_MERGE_PR_FAILED: 'merge-refused',
    GITHUB_API_BRANCH_PROTECTION_UNMET: 'merge-refused',
    GITHUB_API_MERGE_ALREADY_IN_PROGRESS: 'merge-refused',
    GITHUB_API_RATE_LIMIT_EXCEEDED: 'merge-refused',
    GITHUB_API_REPEATED_SERVER_ERRORS: 'merge-refused',
};
const CANCELLED_REASONS = {
    USER_REQUESTED: 'cancelled-by-user',
    TRUNK_ADMIN_REQUESTED: 'cancelled-by-user',
    API_REQUESTED: 'cancelled-by-user',
    PR_CLOSED: 'pr-closed',
    STACKED_PR_MEMBER_CLOSED: 'pr-closed',
    PR_PUSHED_TO: 'new-commit',
    STACKED_PR_MEMBER_PUSHED_TO: 'new-commit',
    NOT_READY_TIMEOUT_EXPIRED: 'not-ready-timeout',
    PR_BASE_BRANCH_CHANGED: 'base-branch-changed',
    PR_MERGED_INTO_OTHER_BRANCH: 'base-branch-changed',
    STACKED_PR_MEMBER_BASE_BRANCH_CHANGED: 'base-branch-changed',
    PR_CONVERTED_TO_DRAFT: 'converted-to-draft',
};
/** v2's mergeability reason codes, in the order they are said. */
const BLOCK_REASONS = {
    conflict: 'conflict',
    behind: 'behind-base',
    failingCheck: 'failing-check',
    awaitingCheck: 'awaiting-check',
};
/** The failure's checks: the run's own details first, else those the transition names. */
function checksOfFailure(r) {
    if (r.runChecks?.length)
        return r.runChecks;
    return r.transition?.failedChecks ?? [];
}
function who(t) {
    const parts = [t?.actor ? `by ${t.actor}` : '', t?.at ? `at ${t.at}` : ''].filter(Boolean);
    return parts.join(' ');
}
/** The words for a list of checks: `unit-tests (FAILURE), lint (TIMED_OUT)`. */
function checksText(checks) {
    return checks.map((c) => `${c.name} (${c.conclusion})`).join(', ');
}
/**
 * Why the PR is in its state, from the PR, the queue (for the line ahead) and what was read of
 * the cause. Pure: the summary, the log, the outputs and the comment all say this.
 */
function explain(pr, reading, opts = {}) {
    const none = { reason: '', headline: '', details: [], failedChecks: [] };
    if (!pr)
        return none;
    const state = pr.state.toLowerCase();
    const t = reading.transition;
    const code = t?.reason?.toUpperCase();
    const serviceSaid = code ? `The service's reason: ${code}.` : '';
    const unknown = (what) => ({
        reason: 'unknown',
        headline: `The cause of ${state.toUpperCase()} could not be read: ${reading.missing ?? what}.`,
        details: [],
        failedChecks: [],
        missing: reading.missing ?? what,
    });
    switch (state) {
        case 'failed':
        case 'pending_failure': {
            const checks = checksOfFailure(reading);
            if (!t && !checks.length)
                return unknown('the service gave no timeline for this PR');
            let reason = (code && FAILED_REASONS[code]) ||
                (checks.length ? 'tests-failed' : state === 'failed' ? 'failed-other' : 'tests-failed');
            if (reason === 'tests-failed' &&
                checks.length &&
                checks.every((c) => c.conclusion === 'TIMED_OUT'))
                reason = 'tests-timed-out';
            const run = reading.testRunId ?? t?.testRunId;
            const headline = reason === 'tests-failed' || reason === 'tests-timed-out'
                ? checks.length
                    ? `${checks.length === 1 ? 'A check' : `${checks.length} checks`} failed in the queue's test run${run ? ` ${run}` : ''}: ${checksText(checks)}.`
                    : `The queue's test run${run ? ` ${run}` : ''} failed${reason === 'tests-timed-out' ? ' (it timed out)' : ''}; the service named no failing check.`
                : `${REASON_CODES[reason].meaning[0]?.toUpperCase()}${REASON_CODES[reason].meaning.slice(1)}.`;
            const details = [
                state === 'pending_failure'
                    ? 'It is PENDING_FAILURE: the queue keeps it while the PRs behind it test, and fails it unless one of them passes with it.'
                    : '',
                t?.message ? `The service says: ${t.message}` : '',
                serviceSaid,
                who(t) ? `Failed ${who(t)}.` : '',
                reading.missing && !checks.length
                    ? `The test run's checks could not be read: ${reading.missing}.`
                    : '',
            ].filter(Boolean);
            return {
                reason,
                headline,
                details,
                failedChecks: checks,
                ...(code ? { serviceCode: code } : {}),
            };
        }
        case 'cancelled': {
            if (!t)
                return unknown('the service gave no timeline for this PR');
            const reason = (code && CANCELLED_REASONS[code]) || 'cancelled-other';
            const by = t.actor ? ` by ${t.actor}` : '';
            const words = {
                'cancelled-by-user': `It was taken out of the queue${by || ' through the API or the app'}.`,
                'new-commit': `A new commit was pushed to the PR${by}, which took it out of the queue.`,
                'pr-closed': `The PR was closed${by}.`,
                'not-ready-timeout': 'It stayed NOT_READY longer than the queue allows.',
                'base-branch-changed': `The PR's base branch changed${by}.`,
                'converted-to-draft': `The PR was converted to a draft${by}.`,
            };
            return {
                reason,
                headline: words[reason] ?? `It was cancelled${by} (${code ?? 'no reason given'}).`,
                details: [
                    t.message ? `The service says: ${t.message}` : '',
                    serviceSaid,
                    t.at ? `Cancelled at ${t.at}.` : '',
                ].filter(Boolean),
                failedChecks: [],
                ...(code ? { serviceCode: code } : {}),
            };
        }
        case 'not_ready': {
            const v2 = pr.v2?.readiness;
            const blocks = (v2?.mergeabilityDetails?.reasons ?? []).map((r) => ({
                code: BLOCK_REASONS[r.code] ?? 'not-mergeable',
                message: r.check ? `${r.message} (${r.check})` : r.message,
            }));
            const r = pr.readiness;
            const codes = [];
            if (r?.requiresImpactedTargets && r.hasImpactedTargets !== true)
                codes.push('missing-impacted-targets');
            if (r?.doesBaseBranchMatch === false)
                codes.push('base-branch-mismatch');
            codes.push(...blocks.map((b) => b.code));
            const m = r?.gitHubMergeability;
            if (!blocks.length && m === 'not_mergeable')
                codes.push('not-mergeable');
            if (!blocks.length && (m === 'in_progress' || m === 'unspecified'))
                codes.push('mergeability-pending');
            const words = [
                ...(0,_pr_state_js__WEBPACK_IMPORTED_MODULE_2__/* .readinessReasons */ .mQ)(pr.readiness, opts.prSha),
                ...blocks.map((b) => `GitHub: ${b.message}`),
            ];
            if (!r)
                return unknown('the service gave no readiness details');
            return {
                reason: codes[0] ?? '',
                headline: `It waits for: ${words.join('; ')}.`,
                details: [],
                failedChecks: [],
            };
        }
        case 'pending':
        case 'testing': {
            const q = opts.queue;
            const pos = q ? (0,_shared_js__WEBPACK_IMPORTED_MODULE_3__/* .positionIn */ .Nu)(q, pr.prNumber) : undefined;
            if (!q || pos === undefined)
                return none;
            const ahead = q.enqueuedPullRequests.slice(0, pos - 1).map((p) => `#${p.prNumber}`);
            return {
                reason: '',
                headline: `Position ${pos} of ${q.enqueuedPullRequests.length}; ${ahead.length ? `ahead of it: ${ahead.join(', ')}` : 'nothing ahead of it'}.`,
                details: [],
                failedChecks: [],
            };
        }
        default:
            return none;
    }
}
/**
 * Reads the cause of the PR's state: the timeline (one request) and, for a failure with a test
 * run, that run's checks (one more). Never throws but for a cancelled job: what could not be read
 * is said in `missing`.
 */
async function readCause(client, ref, pr, call) {
    if (!pr || !needsCause(pr.state))
        return {};
    const state = pr.state.toLowerCase();
    const reading = {};
    try {
        const timeline = await client.getPullRequestTimeline(ref, call);
        reading.transition = timeline.find((t) => t.state === state) ?? undefined;
        if (!timeline.length)
            reading.missing = 'the service sent no timeline for this PR';
        else if (!reading.transition)
            reading.missing = `the timeline has no change into ${state.toUpperCase()} yet`;
    }
    catch (e) {
        if (e instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .CancelledError */ .cc || call.signal?.aborted)
            throw e;
        reading.missing = `its timeline could not be read (${describeError(e)})`;
        return reading;
    }
    // The queue's own test branch names its run: with no timeline (an older v1), it says which.
    const fromBranch = !reading.transition && call.testBranchRunId ? call.testBranchRunId : undefined;
    const runId = reading.transition?.testRunId ?? fromBranch;
    if (state === 'cancelled' || !runId)
        return reading;
    if (fromBranch)
        reading.missing = undefined;
    reading.testRunId = runId;
    try {
        const details = await client.getMergeQueueTestingDetails({ repo: ref.repo, targetBranch: ref.targetBranch, testRunId: runId }, { signal: call.signal, timeoutMs: call.timeoutMs });
        reading.runChecks = failedChecksOf(details);
    }
    catch (e) {
        if (e instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .CancelledError */ .cc || call.signal?.aborted)
            throw e;
        reading.missing = `test run ${runId} could not be read (${describeError(e)})`;
    }
    return reading;
}
function describeError(e) {
    if (e instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .TrunkApiError */ .Jp)
        return `${e.kind}${e.status ? `, HTTP ${e.status}` : ''}`;
    return e instanceof Error ? e.message : String(e);
}
/** The PR's cause: what {@link readCause} reads (only for states that need it), explained. */
async function whyOf(client, ref, pr, opts) {
    const reading = await readCause(client, ref, pr, {
        signal: opts.signal,
        ...(opts.testBranchRunId ? { testBranchRunId: opts.testBranchRunId } : {}),
    });
    return explain(pr, reading, { queue: opts.queue, prSha: opts.prSha });
}
/**
 * The test run this job is testing, when it runs on the queue's own test branch of this PR
 * (`trunk-merge/pr-<N>/<run id>`): the cause's fallback when the service sends no timeline.
 */
function testBranchRunIdFor(run, prNumber) {
    const b = run.testBranch;
    return b && b.prNumber === prNumber ? { testBranchRunId: b.testRunId } : {};
}
/** The `reason` and `failed-checks` outputs. */
function whyOutputs(why) {
    const checks = why.failedChecks.map((c) => ({
        name: c.name,
        conclusion: c.conclusion,
        url: c.url ?? '',
    }));
    return {
        [_inputs_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Outputs */ .tY.Reason]: why.reason,
        [_inputs_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Outputs */ .tY.FailedChecks]: (0,_ports_text_js__WEBPACK_IMPORTED_MODULE_4__/* .jsonArrayWithin */ .RJ)(checks, _inputs_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_LIST_OUTPUT_BYTES */ .i3).json,
    };
}
/** The log lines of a cause, and an error annotation naming the checks that failed. */
function logWhy(log, why, prNumber, annotate = true) {
    if (!why.headline)
        return;
    log.info(`Why: ${why.headline}`);
    for (const d of why.details)
        log.info(`  ${d}`);
    for (const c of why.failedChecks)
        log.info(`  ${c.name}: ${c.conclusion}${c.url ? ` ${c.url}` : ''}`);
    if (annotate && why.failedChecks.length) {
        log.annotate('error', `PR #${prNumber}: ${why.headline}`, {
            title: `Merge queue: ${why.failedChecks.length === 1 ? 'a check' : 'checks'} failed`,
        });
    }
}


/***/ })

};

//# sourceMappingURL=997.index.js.map