export const id = 234;
export const ids = [234];
export const modules = {

/***/ 6234:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/queue/index.ts
var queue = __webpack_require__(3115);
// EXTERNAL MODULE: ./src/ports/github/octokit.ts
var github_octokit = __webpack_require__(3835);
;// CONCATENATED MODULE: ./src/ports/github/workflow-runs.ts
/**
 * A workflow run and the commits it is about, through GitHub's REST API, for still-needed: cancel
 * the run (`POST /repos/{o}/{r}/actions/runs/{id}/cancel`: 202 accepted, 409 when the run already
 * completed), list its jobs (the watcher ends when it is the only one left), read a commit's tree
 * (`GET /repos/{o}/{r}/git/commits/{sha}`) and the PRs a commit belongs to
 * (`GET /repos/{o}/{r}/commits/{sha}/pulls`). `@actions/github` is loaded only when a run uses
 * them. Errors are GitHub's, with their `status`; the caller decides what they mean.
 */

/** Run `runId`'s page on GitHub, for the log and the summary. */
function workflowRunUrl(serverHost, repository, runId) {
    return `https://${serverHost}/${repository}/actions/runs/${runId}`;
}
/** The workflow runs and commits of one repository through GitHub's REST API. */
async function workflowRuns(t) {
    const octokit = await (0,github_octokit/* quietOctokit */.of)(t.token, t.apiUrl);
    const request = { signal: t.signal };
    const where = { owner: t.owner, repo: t.repo };
    return {
        async cancel(runId) {
            try {
                await octokit.rest.actions.cancelWorkflowRun({ ...where, run_id: Number(runId), request });
                return 'accepted';
            }
            catch (e) {
                // GitHub answers 409 Conflict for a run that can no longer be cancelled (completed).
                if (e.status === 409)
                    return 'already-completed';
                throw e;
            }
        },
        async jobs(runId) {
            const jobs = await (0,github_octokit/* everyPage */.Lu)(async (page) => {
                const r = await octokit.rest.actions.listJobsForWorkflowRun({
                    ...where,
                    run_id: Number(runId),
                    filter: 'latest',
                    per_page: 100,
                    page,
                    request,
                });
                return { data: r.data.jobs, headers: r.headers };
            });
            return jobs.map((j) => ({ name: j.name, status: j.status }));
        },
        async treeOf(sha) {
            const r = await octokit.rest.git.getCommit({ ...where, commit_sha: sha, request });
            return r.data.tree.sha;
        },
        async pullRequestsOf(sha) {
            const r = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({
                ...where,
                commit_sha: sha,
                per_page: 100,
                request,
            });
            return r.data.map((p) => ({
                number: p.number,
                mergedAt: p.merged_at ?? null,
                ...(p.base?.ref ? { baseRef: p.base.ref } : {}),
            }));
        },
    };
}

// EXTERNAL MODULE: ./src/inputs/constants.ts
var constants = __webpack_require__(1068);
// EXTERNAL MODULE: ./src/commands/common/summary.ts
var summary = __webpack_require__(1918);
;// CONCATENATED MODULE: ./src/commands/still-needed/decide.ts
/** Reasons that end a run, in the order a batch's reason is taken when its PRs differ. */
const NOT_NEEDED_ORDER = [
    'restarted',
    'failed',
    'cancelled',
    'merged',
    'not-in-queue',
];
/** States in which a PR's test run is its own latest one (it has started and not left it). */
const STARTED = new Set(['testing', 'tests_passed', 'pending_failure']);
/** States in which a PR waits to test again: taken off its test branch, in line for a new one. */
const WAITING = new Set(['pending', 'not_ready']);
/** States that ended the PR's time in the queue, with the reason each gives. */
const ENDED = {
    merged: 'merged',
    cancelled: 'cancelled',
    failed: 'failed',
};
/**
 * The test run a PR tests on now: the newest transition into testing that names a test run
 * (history newest first); undefined when none names one.
 */
function currentTestRunOf(history) {
    return history.find((t) => t.state.toLowerCase() === 'testing' && t.testRunId)?.testRunId;
}
function failureText(f) {
    return f.status ? `${f.message} (HTTP ${f.status})` : f.message;
}
/**
 * Where PR `number` stands for test run `testRunId`: `pr` its read (null: the queue has no entry
 * of it), `history` its entry's transitions (read only when its state alone cannot tell).
 */
function standingOf(number, testRunId, pr, history) {
    if (pr.status === 'unknown') {
        return { number, reason: 'unknown', failure: failureText(pr.failure) };
    }
    if (pr.status === 'empty' || pr.value === null)
        return { number, reason: 'not-in-queue' };
    const state = pr.value.state.toLowerCase();
    const ended = ENDED[state];
    if (ended)
        return { number, reason: ended, state };
    if (WAITING.has(state))
        return { number, reason: 'restarted', state };
    if (!STARTED.has(state)) {
        return { number, reason: 'unknown', state, failure: `its state ${state} is not one it knows` };
    }
    if (!history || history.status === 'unknown') {
        const why = history?.status === 'unknown' ? failureText(history.failure) : 'not read';
        return { number, reason: 'unknown', state, failure: `its history could not be read: ${why}` };
    }
    const current = history.status === 'read' ? currentTestRunOf(history.value) : undefined;
    if (current === undefined) {
        return {
            number,
            reason: 'unknown',
            state,
            failure: 'its history names no test run it tests on',
        };
    }
    if (current.toLowerCase() === testRunId.toLowerCase())
        return { number, reason: 'testing', state };
    return { number, reason: 'restarted', state, testsOn: current };
}
/** True when reading PR `state` is not enough: its history says which test run it is on. */
function needsHistory(pr) {
    return pr.status === 'read' && pr.value !== null && STARTED.has(pr.value.state.toLowerCase());
}
/**
 * The run's verdict from its PRs' standings: needed while any tests on it or any is unknown (an
 * empty list is unknown too); else the reason they share, or the first of
 * {@link NOT_NEEDED_ORDER} one of them has.
 */
function verdictOf(prs) {
    if (prs.length === 0)
        return { needed: true, reason: 'unknown', prs };
    if (prs.some((p) => p.reason === 'testing'))
        return { needed: true, reason: 'testing', prs };
    if (prs.some((p) => p.reason === 'unknown'))
        return { needed: true, reason: 'unknown', prs };
    const reason = NOT_NEEDED_ORDER.find((r) => prs.some((p) => p.reason === r)) ?? 'unknown';
    return { needed: reason === 'unknown', reason, prs };
}
/** The push's verdict from what was read: true only on the same tree of a passed run. */
function verifiedVerdictOf(f) {
    const no = (reason, extra = {}) => ({
        alreadyVerified: false,
        reason,
        ...extra,
    });
    if (f.mergedPrs.status === 'unknown') {
        return no('unknown', { failure: failureText(f.mergedPrs.failure) });
    }
    if (f.mergedPrs.status === 'empty')
        return no('no-merged-pr');
    const prNumber = f.mergedPrs.value[0];
    if (!f.pr)
        return no('unknown', { prNumber, failure: 'the queue was not asked' });
    if (f.pr.status === 'unknown')
        return no('unknown', { prNumber, failure: failureText(f.pr.failure) });
    const pr = f.pr.status === 'read' ? f.pr.value : null;
    if (!pr || pr.state.toLowerCase() !== 'merged')
        return no('not-merged-by-queue', { prNumber });
    if (!pr.verifiedBy)
        return no('not-verified', { prNumber });
    const testRunId = pr.verifiedBy;
    if (!f.run)
        return no('unknown', { prNumber, testRunId, failure: 'the run was not read' });
    if (f.run.status !== 'read') {
        const failure = f.run.status === 'unknown' ? failureText(f.run.failure) : 'no such run';
        return no('unknown', { prNumber, testRunId, failure });
    }
    const testedSha = f.run.value.testBranchSha;
    if (f.run.value.status !== undefined && f.run.value.status.toLowerCase() !== 'succeeded') {
        return no('not-passed', { prNumber, testRunId, testedSha });
    }
    if (!f.trees || f.trees.status !== 'read') {
        const failure = f.trees?.status === 'unknown' ? failureText(f.trees.failure) : 'the trees were not read';
        return no('unknown', { prNumber, testRunId, testedSha, failure });
    }
    if (f.trees.value.pushed !== f.trees.value.tested) {
        return no('different-tree', { prNumber, testRunId, testedSha });
    }
    return { alreadyVerified: true, reason: 'same-tree', prNumber, testRunId, testedSha };
}
// ---- The watcher ---------------------------------------------------------------------------------
/** True when no job of the run but one (the watcher itself) is still to finish. */
function onlyWatcherLeft(jobs) {
    return jobs.filter((j) => j.status !== 'completed').length <= 1;
}

// EXTERNAL MODULE: ./src/ports/text.ts
var ports_text = __webpack_require__(2425);
;// CONCATENATED MODULE: ./src/commands/still-needed/words.ts
/** still-needed's words: the log, the summary and the warnings, from its decisions' values. */


/** Each reason in a few words, after "PR #N ...". */
const STANDING_TEXT = {
    testing: 'still tests on this test branch',
    'not-a-test-run': 'is not tested on a merge-queue test branch here',
    unknown: 'could not be told',
    cancelled: 'was cancelled (taken out of the queue)',
    failed: 'failed in the queue',
    restarted: 'was restarted on another test branch (a PR ahead of it failed or changed)',
    merged: 'was merged already',
    'not-in-queue': 'is no longer in the queue',
};
/** One PR's standing, for the log and the summary. */
function standingLine(p) {
    const state = p.state ? ` (${p.state.toUpperCase()})` : '';
    const on = p.testsOn ? `; it now tests on test run ${p.testsOn}` : '';
    const why = p.failure ? `: ${p.failure}` : '';
    return `PR #${p.number}${state} ${STANDING_TEXT[p.reason]}${on}${why}.`;
}
/** The verdict in one line. */
function verdictLine(v, testBranch) {
    if (v.needed && v.reason === 'unknown') {
        return `This run is kept as needed: it could not tell whether the PRs of ${testBranch} still test on it.`;
    }
    if (v.needed)
        return `This run is still needed: ${testBranch} still tests a PR in the queue.`;
    const batch = v.prs.length > 1 ? `none of the ${v.prs.length} PRs of the batch` : 'its PR no longer';
    return `This run is no longer needed (${v.reason}): ${batch} tests on ${testBranch}.`;
}
/** A warning: the verdict is needed because something could not be read. */
function unknownWarning(testBranch, why) {
    return `still-needed could not tell whether the run on ${testBranch} still matters (${why}); it counts as needed and nothing is cancelled.`;
}
/** The run is on no test branch. */
function notATestRun(branch) {
    return `This run is not on a merge-queue test branch (${branch ?? 'no branch'}): it is needed. Set ${(0,ports_text/* inputRef */.io)(constants/* Inputs */.G0.TestBranch)} to check another run's test branch.`;
}
/** A test branch whose name carries no test run id. */
function noTestRunId(branch) {
    return `The test branch ${branch} carries no test run id (the uuid of trunk-merge/pr-N/UUID); set ${(0,ports_text/* inputRef */.io)(constants/* Inputs */.G0.TestRunId)} to the run's id. It counts as needed.`;
}
/** The test run is not known to the queue. */
function runNotFound(testRunId) {
    return `the queue knows no test run ${testRunId} (it may be older than it keeps)`;
}
/** The cancel was asked and accepted. */
function cancelAsked(runUrl, reason) {
    return `Asked GitHub to cancel this workflow run (${reason}): ${runUrl}`;
}
/** The run had already completed: nothing to cancel. */
function cancelTooLate(runUrl) {
    return `GitHub says this workflow run already completed: nothing to cancel (${runUrl}).`;
}
/** The cancel failed. */
function cancelFailed(why) {
    return `GitHub refused to cancel this workflow run (${why}); the run goes on. The job needs permissions: actions: write.`;
}
/** Not needed, and cancel-run not set. */
function notCancelling() {
    return `Nothing is cancelled: ${(0,ports_text/* inputRef */.io)(constants/* Inputs */.G0.CancelRun)} is not true (the outputs say it for the workflow to act on).`;
}
/** The watcher checks again later. */
function watching(seconds) {
    return `Still needed; checking again in ${seconds} s.`;
}
/** The watcher ends: its run's other jobs ended. */
const OTHER_JOBS_ENDED = "The run's other jobs have ended: the watcher stops (the run was needed to its end).";
/** The watcher ends: its time ran out. */
function watchTimedOut(seconds) {
    return `The watcher stops after ${seconds} s (${(0,ports_text/* inputRef */.io)(constants/* Inputs */.G0.TimeoutSeconds)}); the run was still needed.`;
}
/** The watcher could not read the run's jobs. */
function jobsUnknown(why) {
    return `The run's jobs could not be read (${why}); the watcher keeps watching.`;
}
/** Cancel-run needs a GitHub token. */
const NO_GITHUB_TOKEN = 'no GitHub token to cancel the workflow run with';
const VERIFIED_TEXT = {
    'same-tree': 'its tree is exactly the tree the queue tested and passed',
    'different-tree': 'its tree is not the tree the queue tested (a batch merges its PRs one by one, or the branch moved)',
    'no-merged-pr': 'it belongs to no merged PR (a direct push)',
    'not-merged-by-queue': 'the PR it merged did not go through this queue',
    'not-verified': 'the queue names no test run that verified the PR (a direct merge?)',
    'not-passed': 'the test run that verified the PR did not pass',
    unknown: 'it could not be told',
};
/** The push's verdict in one line. */
function verifiedLine(v, sha) {
    const pr = v.prNumber !== undefined ? ` (PR #${v.prNumber})` : '';
    const why = v.failure ? `: ${v.failure}` : '';
    return v.alreadyVerified
        ? `Already verified: commit ${sha.slice(0, 12)}${pr} — ${VERIFIED_TEXT[v.reason]} (test run ${v.testRunId ?? ''}).`
        : `Not already verified: commit ${sha.slice(0, 12)}${pr} — ${VERIFIED_TEXT[v.reason]}${why}. Run the jobs.`;
}
/** A push whose commit is not known. */
function noCommit(branch) {
    return `This is a run on ${branch}, but its commit is not known: set ${(0,ports_text/* inputRef */.io)(constants/* Inputs */.G0.CommitSha)}. Not already verified.`;
}

;// CONCATENATED MODULE: ./src/commands/still-needed/run.ts
/**
 * still-needed's run. On a merge-queue test branch: reads the test run and each PR it tests, says
 * whether the run can still matter, and cancels the workflow run through GitHub when asked and
 * only when it is surely not needed; as a watcher, checks again (backing off) until then, until
 * the run's other jobs end, or until its time runs out. On a push to the target branch: says
 * whether the pushed tree is the tree the queue tested and passed. Every read that fails keeps the
 * run (needed, not verified), with a warning.
 */






/** Runs still-needed with its settings. */
async function run(c) {
    if (c.s.testBranch)
        return onTestBranch(c, c.s.testBranch);
    if (c.s.pushBranch !== undefined && c.s.pushBranch === c.s.targetBranch)
        return onPush(c);
    const text = notATestRun(c.s.pushBranch);
    c.log.info(text);
    return {
        outcome: 'success',
        outputs: { [constants/* Outputs */.tY.Needed]: 'true', [constants/* Outputs */.tY.Reason]: 'not-a-test-run' },
        summary: `${text}\n`,
    };
}
async function checkOnce(c, testBranch) {
    const call = { signal: c.signal };
    const unknown = (unread) => ({
        verdict: { needed: true, reason: 'unknown', prs: [] },
        unread,
    });
    if (!c.s.testRunId)
        return unknown(noTestRunId(testBranch));
    let testRun;
    try {
        testRun = await c.client.getTestRun({ repo: c.s.repo, targetBranch: c.s.targetBranch, testRunId: c.s.testRunId }, call);
    }
    catch (e) {
        if ((0,queue.isCancellation)(e, c.signal))
            throw e;
        return unknown(e instanceof queue.NotFoundError ? runNotFound(c.s.testRunId) : (0,queue.failureOf)(e).message);
    }
    const numbers = testRun.testedPullRequests.map((p) => p.number);
    if (numbers.length === 0 && c.s.branchPr !== undefined)
        numbers.push(c.s.branchPr);
    const prs = [];
    for (const number of numbers) {
        const ref = { repo: c.s.repo, targetBranch: c.s.targetBranch, pr: { number } };
        const pr = await reading(c, () => c.client.findPullRequest(ref, call));
        let history;
        if (needsHistory(pr))
            history = await c.client.readHistory(ref, call);
        prs.push(standingOf(number, c.s.testRunId, pr, history));
    }
    return { verdict: verdictOf(prs), run: testRun };
}
/** A read that may fail, as a reading (a cancelled job still throws). */
async function reading(c, read) {
    try {
        return { status: 'read', value: await read() };
    }
    catch (e) {
        if ((0,queue.isCancellation)(e, c.signal))
            throw e;
        return { status: 'unknown', failure: (0,queue.failureOf)(e) };
    }
}
/** Logs a check: each PR's standing, the verdict, and a warning when it could not tell. */
function report(c, testBranch, check) {
    const lines = [
        ...check.verdict.prs.map(standingLine),
        verdictLine(check.verdict, testBranch),
    ];
    for (const l of lines)
        c.log.info(l);
    if (check.verdict.reason === 'unknown') {
        const why = check.unread ??
            check.verdict.prs.find((p) => p.reason === 'unknown')?.failure ??
            'nothing was read';
        c.log.warning(unknownWarning(testBranch, why));
        lines.push(unknownWarning(testBranch, why));
    }
    return lines;
}
function checkOutputs(testBranch, check) {
    const v = check.verdict;
    const prs = v.prs.map((p) => p.number);
    return {
        [constants/* Outputs */.tY.Needed]: String(v.needed),
        [constants/* Outputs */.tY.Reason]: v.reason,
        [constants/* Outputs */.tY.TestBranch]: testBranch,
        [constants/* Outputs */.tY.TestedPrs]: prs.join(','),
        [constants/* Outputs */.tY.TestingStatus]: check.run?.status ?? '',
        [constants/* Outputs */.tY.RunCancelled]: 'false',
        ...(prs[0] !== undefined ? { [constants/* Outputs */.tY.PrNumber]: String(prs[0]) } : {}),
    };
}
async function onTestBranch(c, testBranch) {
    let check = await checkOnce(c, testBranch);
    const lines = report(c, testBranch, check);
    if (!check.verdict.needed)
        return notNeeded(c, testBranch, check, lines);
    if (!c.s.watch)
        return done(testBranch, check, lines);
    // The watcher: check again, backing off while nothing changes, until one of its ends.
    const gh = await github(c);
    const started = c.clock.now();
    const deadline = started + c.s.timeoutSeconds * 1000;
    let interval = c.s.pollIntervalSeconds;
    let jobsWarned = false;
    for (;;) {
        if (gh && c.s.runId) {
            try {
                if (onlyWatcherLeft(await gh.jobs(c.s.runId))) {
                    c.log.info(OTHER_JOBS_ENDED);
                    return done(testBranch, check, [...lines, OTHER_JOBS_ENDED]);
                }
            }
            catch (e) {
                if ((0,queue.isCancellation)(e, c.signal))
                    throw e;
                if (!jobsWarned)
                    c.log.warning(jobsUnknown(githubFailure(e)));
                jobsWarned = true;
            }
        }
        const left = deadline - c.clock.now();
        if (left <= 0) {
            const text = watchTimedOut(c.s.timeoutSeconds);
            c.log.info(text);
            return done(testBranch, check, [...lines, text]);
        }
        c.log.debug(watching(interval));
        const jittered = interval * 1000 * (0.8 + 0.4 * c.clock.random());
        await c.clock.sleep(Math.min(jittered, left), c.signal);
        const next = await checkOnce(c, testBranch);
        const changed = next.verdict.reason !== check.verdict.reason;
        check = next;
        if (!check.verdict.needed) {
            return notNeeded(c, testBranch, check, [...lines, ...report(c, testBranch, check)]);
        }
        if (changed)
            report(c, testBranch, check);
        interval = changed
            ? c.s.pollIntervalSeconds
            : Math.min(c.s.maxPollIntervalSeconds, interval * 2);
    }
}
function done(testBranch, check, lines) {
    return {
        outcome: 'success',
        outputs: checkOutputs(testBranch, check),
        summary: `${lines.join('\n\n')}\n`,
    };
}
/** GitHub's workflow runs for this repository, when a token is there. */
async function github(c) {
    if (!c.s.github.token)
        return undefined;
    return workflowRuns({
        token: c.s.github.token,
        apiUrl: c.s.github.apiUrl,
        owner: c.s.repo.owner,
        repo: c.s.repo.name,
        ...(c.signal ? { signal: c.signal } : {}),
    });
}
function githubFailure(e) {
    const status = e.status;
    const message = e instanceof Error ? e.message : String(e);
    return status ? `HTTP ${status}: ${message}` : message;
}
/** Surely not needed: cancel the run once when asked, else say it. */
async function notNeeded(c, testBranch, check, lines) {
    const outputs = checkOutputs(testBranch, check);
    if (!c.s.cancelRun) {
        c.log.info(notCancelling());
        return {
            outcome: 'success',
            outputs,
            summary: `${[...lines, notCancelling()].join('\n\n')}\n`,
        };
    }
    const runId = c.s.runId;
    const url = workflowRunUrl(c.s.repo.host, `${c.s.repo.owner}/${c.s.repo.name}`, runId);
    const gh = await github(c);
    let text;
    if (!gh) {
        text = cancelFailed(NO_GITHUB_TOKEN);
        c.log.warning(text);
    }
    else {
        try {
            const answer = await gh.cancel(runId);
            if (answer === 'accepted') {
                text = cancelAsked(url, check.verdict.reason);
                outputs[constants/* Outputs */.tY.RunCancelled] = 'true';
                c.log.notice(text);
            }
            else {
                text = cancelTooLate(url);
                c.log.info(text);
            }
        }
        catch (e) {
            if ((0,queue.isCancellation)(e, c.signal))
                throw e;
            text = cancelFailed(githubFailure(e));
            c.log.warning(text);
        }
    }
    return { outcome: 'success', outputs, summary: `${[...lines, text].join('\n\n')}\n` };
}
// ---- A push to the target branch -----------------------------------------------------------------
async function onPush(c) {
    const sha = c.s.commitSha;
    const base = { [constants/* Outputs */.tY.Needed]: 'true', [constants/* Outputs */.tY.AlreadyVerified]: 'false' };
    if (!sha) {
        const text = noCommit(c.s.targetBranch);
        c.log.warning(text);
        return {
            outcome: 'success',
            outputs: { ...base, [constants/* Outputs */.tY.Reason]: 'unknown' },
            summary: `${text}\n`,
        };
    }
    const facts = await pushFacts(c, sha);
    const v = verifiedVerdictOf(facts);
    const text = verifiedLine(v, sha);
    if (v.reason === 'unknown')
        c.log.warning(text);
    else
        c.log.info(text);
    const repoUrl = summary/* repoUrl */.wk(c.s.repo);
    const url = v.alreadyVerified && v.testedSha && repoUrl ? `${repoUrl}/commit/${v.testedSha}` : undefined;
    return {
        outcome: 'success',
        outputs: {
            ...base,
            [constants/* Outputs */.tY.Reason]: v.reason,
            [constants/* Outputs */.tY.AlreadyVerified]: String(v.alreadyVerified),
            ...(url ? { [constants/* Outputs */.tY.VerifiedByUrl]: url } : {}),
            ...(v.prNumber !== undefined ? { [constants/* Outputs */.tY.PrNumber]: String(v.prNumber) } : {}),
        },
        summary: `${url ? `${text}\n\nThe tested commit: ${summary/* commitLink */.wn(c.s.repo, v.testedSha)}` : text}\n`,
    };
}
/** What a push needs read, step by step, stopping at the first step that cannot go on. */
async function pushFacts(c, sha) {
    const call = { signal: c.signal };
    const unknown = (e) => {
        if ((0,queue.isCancellation)(e, c.signal))
            throw e;
        const f = (0,queue.failureOf)(e);
        const status = e.status;
        return { status: 'unknown', failure: { ...f, ...(status ? { status } : {}) } };
    };
    const gh = await github(c);
    if (!gh) {
        return {
            mergedPrs: {
                status: 'unknown',
                failure: { kind: 'config', message: 'no GitHub token to read the commit with' },
            },
        };
    }
    let merged;
    try {
        merged = (await gh.pullRequestsOf(sha))
            .filter((p) => p.mergedAt && (p.baseRef === undefined || p.baseRef === c.s.targetBranch))
            .map((p) => p.number);
    }
    catch (e) {
        return { mergedPrs: unknown(e) };
    }
    const facts = {
        mergedPrs: merged.length ? { status: 'read', value: merged } : { status: 'empty' },
    };
    if (!merged.length)
        return facts;
    const ref = {
        repo: c.s.repo,
        targetBranch: c.s.targetBranch,
        pr: { number: merged[0] },
    };
    facts.pr = await reading(c, () => c.client.findPullRequest(ref, call));
    const pr = facts.pr.status === 'read' ? facts.pr.value : null;
    if (!pr?.verifiedBy || pr.state.toLowerCase() !== 'merged')
        return facts;
    let tested;
    try {
        tested = await c.client.getTestRun({ repo: c.s.repo, targetBranch: c.s.targetBranch, testRunId: pr.verifiedBy }, call);
        facts.run = {
            status: 'read',
            value: {
                testBranchSha: tested.testBranchSha,
                ...(tested.status ? { status: tested.status } : {}),
            },
        };
    }
    catch (e) {
        facts.run = unknown(e);
        return facts;
    }
    try {
        const [pushed, testedTree] = await Promise.all([
            gh.treeOf(sha),
            gh.treeOf(tested.testBranchSha),
        ]);
        facts.trees = { status: 'read', value: { pushed, tested: testedTree } };
    }
    catch (e) {
        facts.trees = unknown(e);
    }
    return facts;
}


/***/ })

};

//# sourceMappingURL=234.index.js.map