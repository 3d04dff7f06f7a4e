export const id = 997;
export const ids = [997];
export const modules = {

/***/ 136:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Xz: () => (/* binding */ keepComment)
});

// UNUSED EXPORTS: COMMENT_MARKER, commentBody, commentPlan

// EXTERNAL MODULE: ./src/client/index.ts + 1 modules
var client = __webpack_require__(3503);
;// CONCATENATED MODULE: ./src/ports/github/issue-comments.ts
/**
 * The PR's comments on GitHub, for the one comment `status` and `wait` keep: find the comment
 * that holds a marker (every page), create one, or edit it. `@actions/github` is loaded only when
 * a run comments. Errors are GitHub's, with their `status`; the caller decides what they mean.
 */
/** The PR's comments through GitHub's REST API. */
async function issueComments(t) {
    const { getOctokit } = await __webpack_require__.e(/* import() */ 564).then(__webpack_require__.bind(__webpack_require__, 5564));
    const octokit = getOctokit(t.token, {
        baseUrl: t.apiUrl,
        log: { debug: () => { }, info: () => { }, warn: () => { }, error: () => { } },
    });
    const request = { signal: t.signal };
    const where = { owner: t.owner, repo: t.repo };
    return {
        async findByMarker(marker) {
            const comments = (await octokit.paginate(octokit.rest.issues.listComments, {
                ...where,
                issue_number: t.issueNumber,
                per_page: 100,
                request,
            }));
            return comments.find((x) => x.body?.includes(marker));
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
    };
}

// EXTERNAL MODULE: ./src/commands/common/text.ts
var common_text = __webpack_require__(115);
;// CONCATENATED MODULE: ./src/commands/common/pr-comment.ts



/** The marker that finds the comment again (hidden in the rendered comment). */
const COMMENT_MARKER = '<!-- merge-queue-action:why -->';
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
    const lines = [COMMENT_MARKER, `### ${icon} Merge queue: ${(0,common_text/* codeSpan */.SS)(state)}`];
    if (s === 'merged')
        lines.push('', `PR #${facts.prNumber} was merged by the queue.`);
    else if (!FAILURE_STATES.has(s) && s !== 'not_submitted')
        lines.push('', `PR #${facts.prNumber} is in the queue again.`);
    if (why.headline) {
        lines.push('', `**Why**${why.reason ? ` (${(0,common_text/* codeSpan */.SS)(why.reason)})` : ''}: ${(0,common_text.md)(why.headline, 2000)}`);
    }
    if (why.failedChecks.length) {
        lines.push('', (0,common_text/* mdTable */.gJ)(['Check', 'Conclusion'], why.failedChecks.map((c) => [
            (0,common_text/* mdLink */.YF)(c.name, c.url),
            (0,common_text/* codeSpan */.SS)(c.conclusion, { inTable: true }),
        ])));
    }
    if (why.details.length)
        lines.push('', ...why.details.map((d) => `- ${(0,common_text.md)(d, 600)}`));
    if (why.missing)
        lines.push('', `_The cause is missing: ${(0,common_text.md)(why.missing, 600)}._`);
    const sha = pr?.prSha ? ` for commit ${(0,common_text/* codeSpan */.SS)(pr.prSha.slice(0, 12))}` : '';
    lines.push('', `<sub>Updated by merge-queue-action ${new Date(facts.now).toISOString()}${sha}.</sub>`);
    return lines.join('\n') + '\n';
}
/**
 * Keeps the PR's comment as the settings ask: finds it by its marker (all pages), creates it once,
 * edits it afterwards. Returns a line for the summary ('' when nothing was to be done).
 */
async function keepComment(c, pr, why) {
    const settings = c.s.comment;
    if (!settings)
        return '';
    const plan = commentPlan(settings.mode, pr?.state ?? 'not_submitted');
    if (plan === 'none')
        return '';
    const n = c.s.prNumber;
    const { owner, name } = c.s.repo;
    const warn = (problem) => {
        const text = (0,common_text/* redact */.E$)(`Could not keep the PR comment on #${n}: ${problem}. The step's result is unchanged.`, settings.token ? [settings.token] : []);
        c.log.warning(text);
        return `\n_${(0,common_text.md)(text, 600)}_\n`;
    };
    if (!settings.token) {
        return warn('no GitHub token (set github-token, default ${{ github.token }}; the CLI reads GITHUB_TOKEN)');
    }
    try {
        const comments = await issueComments({
            token: settings.token,
            apiUrl: settings.apiUrl,
            owner,
            repo: name,
            issueNumber: n,
            signal: c.signal,
        });
        const mine = await comments.findByMarker(COMMENT_MARKER);
        if (!mine && plan === 'update-only')
            return '';
        const body = commentBody(pr, why, { prNumber: n, now: c.clock.now() });
        if (mine) {
            const url = (await comments.update(mine.id, body)).html_url;
            c.log.info(`Updated the PR comment${url ? ` ${url}` : ''}.`);
            return `\nThe ${(0,common_text/* mdLink */.YF)('PR comment', url)} was updated.\n`;
        }
        const url = (await comments.create(body)).html_url;
        c.log.info(`Commented on the PR${url ? `: ${url}` : ''}.`);
        return `\nA ${(0,common_text/* mdLink */.YF)('comment', url)} on the PR says so.\n`;
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


/***/ }),

/***/ 2116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FG: () => (/* binding */ logWhy),
/* harmony export */   WE: () => (/* binding */ explain),
/* harmony export */   XN: () => (/* binding */ whyOutputs),
/* harmony export */   gf: () => (/* binding */ whyOf)
/* harmony export */ });
/* unused harmony exports REASON_CODES, failedChecksOf, needsCause, checksText, readCause */
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3503);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7551);
/* harmony import */ var _pr_state_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8622);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3545);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(115);
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
            return { reason, headline, details, failedChecks: checks };
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
    const runId = reading.transition?.testRunId;
    if (state === 'cancelled' || !runId)
        return reading;
    reading.testRunId = runId;
    try {
        const details = await client.getMergeQueueTestingDetails({ repo: ref.repo, targetBranch: ref.targetBranch, testRunId: runId }, call);
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
    const reading = await readCause(client, ref, pr, { signal: opts.signal });
    return explain(pr, reading, { queue: opts.queue, prSha: opts.prSha });
}
/** The `reason` and `failed-checks` outputs. */
function whyOutputs(why) {
    const checks = why.failedChecks.map((c) => ({
        name: c.name,
        conclusion: c.conclusion,
        url: c.url ?? '',
    }));
    return {
        [_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Outputs */ .tY.Reason]: why.reason,
        [_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Outputs */ .tY.FailedChecks]: (0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .jsonArrayWithin */ .RJ)(checks, _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_LIST_OUTPUT_BYTES */ .i3).json,
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