export const id = 128;
export const ids = [128];
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

/***/ 4128:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/queue/index.ts
var queue = __webpack_require__(3115);
// EXTERNAL MODULE: ./src/commands/common/pr-comment.ts + 1 modules
var pr_comment = __webpack_require__(136);
// EXTERNAL MODULE: ./src/commands/common/report.ts
var report = __webpack_require__(2478);
// EXTERNAL MODULE: ./src/commands/common/summary.ts
var summary = __webpack_require__(1918);
// EXTERNAL MODULE: ./src/commands/common/words.ts
var common_words = __webpack_require__(3687);
;// CONCATENATED MODULE: ./src/commands/requeue/words.ts
/** requeue's words (the decisions' words are shared: common/words.ts). */
/** The summary's paragraph of the decision. */
function requeueParagraph(words) {
    return `\n**Requeue:** ${words}\n`;
}

;// CONCATENATED MODULE: ./src/commands/requeue/run.ts
/**
 * requeue's run: reads the PR and why it left the queue, lets the floor decide by its one table
 * (src/queue/requeue.ts), and says the decision in the outputs, the summary and the comment.
 */







/** Runs requeue with its settings. */
async function run(c) {
    const ref = (0,queue.pullRequestRef)(c.s);
    const n = ref.pr.number;
    const pr = await c.client.findPullRequest(ref, { signal: c.signal });
    // Not in the queue: a missing queue is an error naming target-branch; a PR not in it is said.
    if (!pr)
        await (0,queue.readQueueOrMissing)(c.client, c.s, { signal: c.signal });
    const why = await (0,queue.whyOf)(c.client, ref, pr, {
        signal: c.signal,
        ...(0,queue.testBranchRunIdFor)(c.s.run, n),
    });
    (0,report/* logWhy */.FG)(c.log, why, n, { annotate: false, prSha: c.s.prSha });
    const out = await (0,queue.requeue)({
        queue: c.client,
        ref,
        signal: c.signal,
        record: (0,pr_comment/* commentRecord */.vY)(c, pr, why, (count) => [(0,common_words/* requeueTryWords */.RW)(n, count)]),
    }, pr, why, { headSha: c.s.prSha, maxRequeues: c.s.maxRequeues });
    const notice = (0,common_words/* requeueNotice */.Vr)(out, n);
    if (notice)
        c.log.notice(notice);
    const words = (0,common_words/* requeueWords */.es)(out, n);
    c.log.info((0,common_words/* requeueLogLine */.zf)(words));
    const now = out.pr ?? pr;
    const nowWhy = out.requeued ? (0,queue.explain)(now, {}) : why;
    let md = summary/* prSection */.qP(now, summary/* summaryContext */.u$(c));
    const stale = out.decision === 'new-commit' ? (0,report/* staleNote */.GT)(pr, c.s.prSha) : undefined;
    if (stale)
        md += `\n${stale}\n`;
    md += summary/* whySection */.cb(why, c.s.prSha);
    md += requeueParagraph(words);
    md += await (0,pr_comment/* keepComment */.Xz)(c, now, nowWhy, { lines: [words] });
    return {
        outcome: 'success',
        outputs: { ...(0,report/* prOutputs */.Rj)(now), ...(0,report/* whyOutputs */.XN)(why), ...(0,report/* requeueOutputs */.NB)(out) },
        summary: md,
    };
}


/***/ })

};

//# sourceMappingURL=128.index.js.map