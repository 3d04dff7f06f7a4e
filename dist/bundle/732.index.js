export const id = 732;
export const ids = [732];
export const modules = {

/***/ 4554:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NB: () => (/* binding */ requeueOutputs),
/* harmony export */   hr: () => (/* binding */ requeue),
/* harmony export */   vm: () => (/* binding */ leftQueue)
/* harmony export */ });
/* unused harmony exports REQUEUE_CAUSES, INFRASTRUCTURE_CODES, TRANSIENT_CONCLUSIONS, REQUEUE_DECISIONS, causeOf, requeuesInTimeline, planRequeue, recheck, requeueWords */
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3503);
/* harmony import */ var _inputs_constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1068);
/* harmony import */ var _ports_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2425);
/**
 * Putting a PR back in the queue after a kick-out that was not its own doing, for `requeue` and
 * wait's `requeue: transient`. One table decides each reason code (docs/why.md); the count per
 * head commit comes from the service's record of the PR, else the comment's hidden data, else
 * there is none and nothing is requeued. The PR is read again right before the submit; the
 * comment's count is written before the submit, so a job killed in between never requeues twice.
 */



/** Each reason code's cause: the one table (docs/why.md shows it). */
const REQUEUE_CAUSES = {
    'tests-failed': 'checks',
    'tests-timed-out': 'transient',
    'merge-conflict': 'own',
    'merge-refused': 'service-code',
    'failed-other': 'service-code',
    'cancelled-by-user': 'own',
    'new-commit': 'own',
    'pr-closed': 'own',
    'not-ready-timeout': 'own',
    'base-branch-changed': 'own',
    'converted-to-draft': 'own',
    'cancelled-other': 'own',
    'behind-base': 'not-out',
    conflict: 'not-out',
    'failing-check': 'not-out',
    'awaiting-check': 'not-out',
    'missing-impacted-targets': 'not-out',
    'base-branch-mismatch': 'not-out',
    'mergeability-pending': 'not-out',
    'not-mergeable': 'not-out',
    unknown: 'unknown',
};
/** The service's codes that name infrastructure rather than the PR (its test run never ran or GitHub failed). */
const INFRASTRUCTURE_CODES = new Set([
    'TEST_RUN_TIMEOUT',
    'START_TEST_RUN_RETRY_EXHAUSTED',
    'GITHUB_API_REPEATED_SERVER_ERRORS',
    'GITHUB_API_RATE_LIMIT_EXCEEDED',
]);
/** Check conclusions that are not the PR's failure: the run was stopped, not failed. */
const TRANSIENT_CONCLUSIONS = new Set([
    'CANCELLED',
    'TIMED_OUT',
    'STARTUP_FAILURE',
    'STALE',
]);
/** What each decision means: the summary's words and docs/why.md's table. */
const REQUEUE_DECISIONS = {
    requeued: 'it left for a cause not its own, and was submitted again',
    'not-out': 'it is still in the queue (nothing to requeue)',
    'not-submitted': 'the queue has no record of it',
    'not-transient': 'it left for a cause of its own: the author must act',
    'cause-unknown': 'the cause could not be read, so it is not requeued',
    'limit-reached': 'it was already requeued max-requeues times at this commit',
    'no-record': 'no record to count requeues by (no timeline from the service, no comment)',
    'back-in-queue': 'read again right before the submit, it was back in the queue',
    merged: 'read again right before the submit, it was merged',
    'new-commit': "the queue's entry is for another commit than the PR's head",
    changed: 'read again right before the submit, it had left the queue again since',
    'submit-failed': 'the submit failed (the error says why)',
};
/** Whether the kick-out was the PR's own, from the reason, the service's code and the checks. */
function causeOf(why, serviceCode = why.serviceCode) {
    if (!why.reason)
        return 'not-out';
    const cause = REQUEUE_CAUSES[why.reason];
    switch (cause) {
        case 'transient':
        case 'own':
        case 'unknown':
        case 'not-out':
            return cause;
        case 'checks':
            if (serviceCode && INFRASTRUCTURE_CODES.has(serviceCode))
                return 'transient';
            return allStopped(why.failedChecks) ? 'transient' : 'own';
        case 'service-code':
            return serviceCode && INFRASTRUCTURE_CODES.has(serviceCode) ? 'transient' : 'own';
    }
}
/** True when checks failed and none of them ended in a plain failure. */
function allStopped(checks) {
    return checks.length > 0 && checks.every((c) => TRANSIENT_CONCLUSIONS.has(c.conclusion));
}
/**
 * How many times the PR was put back at its current commit, from the service's timeline (newest
 * first): the kick-outs since the last new-commit cancellation, less the one being decided.
 * Undefined when the service sent no timeline. It may count a person's resubmission too: the
 * count errs towards fewer requeues, never more.
 */
function requeuesInTimeline(timeline) {
    if (!timeline.length)
        return undefined;
    let kickOuts = 0;
    for (const t of timeline) {
        const reason = t.reason?.toUpperCase() ?? '';
        if (reason === 'PR_PUSHED_TO' || reason === 'STACKED_PR_MEMBER_PUSHED_TO')
            break;
        if (leftQueue(t.state))
            kickOuts++;
    }
    return Math.max(0, kickOuts - 1);
}
/** The PR has left the queue (FAILED or CANCELLED, any case): what a requeue is about. */
function leftQueue(state) {
    const s = state?.toLowerCase();
    return s === 'failed' || s === 'cancelled';
}
/** Decides from what was read: the PR, its cause, and the counts (pure). */
function planRequeue(input) {
    const { pr } = input;
    if (!pr)
        return { go: false, decision: 'not-submitted' };
    const state = pr.state.toLowerCase();
    if (state === 'merged')
        return { go: false, decision: 'merged' };
    if (!leftQueue(state))
        return { go: false, decision: 'not-out' };
    if (input.headSha && pr.prSha && !sameSha(pr.prSha, input.headSha))
        return { go: false, decision: 'new-commit' };
    const cause = causeOf(input.why, input.serviceCode);
    if (cause === 'unknown')
        return { go: false, decision: 'cause-unknown' };
    if (cause !== 'transient')
        return { go: false, decision: 'not-transient' };
    const sha = pr.prSha?.toLowerCase();
    const fromComment = sha && input.commentData ? (input.commentData.requeues[sha] ?? 0) : undefined;
    // Both records when both are there: a service that starts a new entry on resubmission forgets.
    if (input.fromService === undefined && fromComment === undefined)
        return { go: false, decision: 'no-record' };
    const source = fromComment !== undefined && fromComment >= (input.fromService ?? 0) ? 'comment' : 'service';
    const done = Math.max(input.fromService ?? 0, fromComment ?? 0);
    if (done >= input.maxRequeues)
        return { go: false, decision: 'limit-reached', detail: `${done} of ${input.maxRequeues}` };
    return { go: true, source, done };
}
function sameSha(a, b) {
    const x = a.toLowerCase();
    const y = b.toLowerCase();
    return x.startsWith(y) || y.startsWith(x);
}
/** The re-read right before the submit: still the same kick-out? Else what it is now. */
function recheck(before, now) {
    if (!now)
        return 'changed';
    const state = now.state.toLowerCase();
    if (state === 'merged')
        return 'merged';
    if (!leftQueue(state))
        return 'back-in-queue';
    if (before.prSha && now.prSha && !sameSha(before.prSha, now.prSha))
        return 'new-commit';
    if (state !== before.state.toLowerCase() || now.stateChangedAt !== before.stateChangedAt)
        return 'changed';
    return undefined;
}
/** The words of a decision, for the summary and the comment (Markdown-safe). */
function requeueWords(decision, prNumber, extra = {}) {
    const at = extra.sha ? ` at commit ${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__/* .codeSpan */ .SS)(extra.sha.slice(0, 12))}` : '';
    if (decision === 'requeued')
        return `Requeued: PR #${prNumber} was submitted again${at} (requeue ${(extra.done ?? 0) + 1} of ${extra.max ?? 1}).`;
    return `Not requeued (${(0,_ports_text_js__WEBPACK_IMPORTED_MODULE_2__/* .codeSpan */ .SS)(decision)}): ${REQUEUE_DECISIONS[decision]}${extra.detail ? ` (${extra.detail})` : ''}.`;
}
/** Decides, re-reads and submits at most once. Never throws but for a cancelled job and the submit's own error. */
async function requeue(d, pr, why, opts) {
    const n = d.ref.pr.number;
    const call = { signal: d.signal };
    const stop = (decision, detail, now = pr) => ({
        requeued: false,
        decision,
        words: requeueWords(decision, n, { detail }),
        pr: now,
    });
    // Only for a kick-out whose cause is not its own are the records worth a read.
    const first = planRequeue({ pr, why, ...opts, fromService: 0, maxRequeues: Infinity });
    if (!first.go)
        return stop(first.decision, first.go === false ? first.detail : undefined);
    let timeline = opts.timeline;
    if (!timeline) {
        try {
            timeline = await d.client.getPullRequestTimeline(d.ref, call);
        }
        catch (e) {
            if (e instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .CancelledError */ .cc || d.signal?.aborted)
                throw e;
            timeline = [];
        }
    }
    const fromService = requeuesInTimeline(timeline);
    const commentData = d.readCommentData ? await d.readCommentData() : undefined;
    const plan = planRequeue({ pr, why, ...opts, fromService, commentData });
    if (!plan.go)
        return stop(plan.decision, plan.detail);
    const sha = pr.prSha;
    // Right before the submit: the PR as it is now.
    const now = await d.client.findSubmittedPullRequest(d.ref, call);
    const changed = recheck(pr, now);
    if (changed) {
        d.log.notice(`PR #${n}: ${REQUEUE_DECISIONS[changed]}; nothing was submitted.`);
        return stop(changed, undefined, now);
    }
    // The count goes into the comment before the submit: a job killed after it never requeues twice.
    const recorded = !!sha && !!d.recordInComment && (await d.recordInComment(sha));
    if (plan.source === 'comment' && !recorded)
        return stop('no-record', 'the count could not be written to the comment');
    try {
        await d.client.submitPullRequest({ repo: d.ref.repo, targetBranch: d.ref.targetBranch, pr: { number: n } }, call);
    }
    catch (e) {
        // A v2 service refuses a PR already queued: another job put it back; that is the state wanted.
        if (!(e instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ConflictError */ .fK))
            throw e;
        return stop('back-in-queue');
    }
    const after = await d.client.findSubmittedPullRequest(d.ref, call).catch((e) => {
        if (e instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .CancelledError */ .cc || d.signal?.aborted)
            throw e;
        return null;
    });
    // Still the very kick-out read before the submit: the submit did not take effect, although the
    // client took it as landed (a lost answer settled by a read that saw the PR's recent kick-out as
    // a change since the send). Say so rather than claim a requeue; nothing is sent again.
    if (after && !after.isCurrentlySubmittedToQueue && recheck(now, after) === undefined) {
        const detail = 'read back after the submit, the PR had not entered the queue; nothing was sent again';
        d.log.notice(`PR #${n}: not requeued: ${detail}.`);
        return stop('submit-failed', detail, after);
    }
    const words = requeueWords('requeued', n, {
        done: plan.done,
        max: opts.maxRequeues,
        ...(sha ? { sha } : {}),
    });
    // The caller (requeue, or wait's requeue: transient) logs the words: once.
    return {
        requeued: true,
        decision: 'requeued',
        words,
        pr: after ?? now,
        source: plan.source,
        ...(sha ? { sha } : {}),
    };
}
/** The `requeued` and `requeue-decision` outputs. */
function requeueOutputs(o) {
    return { [_inputs_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Outputs */ .tY.Requeued]: String(o.requeued), [_inputs_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Outputs */ .tY.RequeueDecision]: o.decision };
}


/***/ }),

/***/ 5732:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _common_pr_comment_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(136);
/* harmony import */ var _common_pr_state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8622);
/* harmony import */ var _common_requeue_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4554);
/* harmony import */ var _common_shared_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3545);
/* harmony import */ var _common_summary_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1918);
/* harmony import */ var _common_why_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2116);







/** Runs requeue with its settings. */
async function run(c) {
    const ref = (0,_common_shared_js__WEBPACK_IMPORTED_MODULE_3__/* .prRef */ .Iz)(c.s);
    const pr = await c.client.findSubmittedPullRequest(ref, { signal: c.signal });
    // Not in the queue: a missing queue is an error naming target-branch; a PR not in it is said.
    if (!pr)
        await (0,_common_pr_state_js__WEBPACK_IMPORTED_MODULE_1__/* .readQueueOrMissing */ .Fr)(c.client, c.s, { signal: c.signal });
    const why = await (0,_common_why_js__WEBPACK_IMPORTED_MODULE_5__/* .whyOf */ .gf)(c.client, ref, pr, {
        signal: c.signal,
        prSha: c.s.prSha,
        ...(0,_common_why_js__WEBPACK_IMPORTED_MODULE_5__/* .testBranchRunIdFor */ .G5)(c.s.run, ref.pr.number),
    });
    (0,_common_why_js__WEBPACK_IMPORTED_MODULE_5__/* .logWhy */ .FG)(c.log, why, ref.pr.number, false);
    const out = await (0,_common_requeue_js__WEBPACK_IMPORTED_MODULE_2__/* .requeue */ .hr)({
        client: c.client,
        ref,
        signal: c.signal,
        log: c.log,
        recordInComment: async (sha) => (await (0,_common_pr_comment_js__WEBPACK_IMPORTED_MODULE_0__/* .keepCommentResult */ .qw)(c, pr, why, {
            requeuedSha: sha,
            lines: [`Putting PR #${ref.pr.number} back in the queue (a cause not its own).`],
        })).written,
        readCommentData: () => (0,_common_pr_comment_js__WEBPACK_IMPORTED_MODULE_0__/* .readCommentData */ .a$)(c),
    }, pr, why, { headSha: c.s.prSha, maxRequeues: c.s.maxRequeues });
    c.log.info(out.words.replace(/`/g, ''));
    const now = out.pr ?? pr;
    const nowWhy = out.requeued ? (0,_common_why_js__WEBPACK_IMPORTED_MODULE_5__/* .explain */ .WE)(now, {}) : why;
    let md = _common_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .prSection */ .qP(now, _common_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .summaryContext */ .u$(c));
    const stale = out.decision === 'new-commit' ? (0,_common_shared_js__WEBPACK_IMPORTED_MODULE_3__/* .staleNote */ .GT)(c, pr) : '';
    if (stale)
        md += `\n${stale}\n`;
    md += _common_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .whySection */ .cb(why, pr?.state);
    md += `\n**Requeue:** ${out.words}\n`;
    md += await (0,_common_pr_comment_js__WEBPACK_IMPORTED_MODULE_0__/* .keepComment */ .Xz)(c, now, nowWhy, { lines: [out.words] });
    return {
        outcome: 'success',
        outputs: { ...(0,_common_shared_js__WEBPACK_IMPORTED_MODULE_3__/* .prOutputs */ .Rj)(now), ...(0,_common_why_js__WEBPACK_IMPORTED_MODULE_5__/* .whyOutputs */ .XN)(why), ...(0,_common_requeue_js__WEBPACK_IMPORTED_MODULE_2__/* .requeueOutputs */ .NB)(out) },
        summary: md,
    };
}


/***/ })

};

//# sourceMappingURL=732.index.js.map