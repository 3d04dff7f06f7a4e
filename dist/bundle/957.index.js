export const id = 957;
export const ids = [957];
export const modules = {

/***/ 2957:
/***/ ((module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
__webpack_require__.r(__webpack_exports__);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1693);
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

/***/ 1693:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  a: () => (/* binding */ runCli)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/client/index.ts
var client = __webpack_require__(4567);
// EXTERNAL MODULE: ./src/runner/command-table.ts + 26 modules
var command_table = __webpack_require__(802);
// EXTERNAL MODULE: ./src/inputs/parsers.ts
var parsers = __webpack_require__(5165);
// EXTERNAL MODULE: ./src/runner/execute.ts + 6 modules
var execute = __webpack_require__(5246);
// EXTERNAL MODULE: ./src/ports/text.ts
var ports_text = __webpack_require__(2425);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/inputs/constants.ts
var constants = __webpack_require__(1068);
// EXTERNAL MODULE: ./src/inputs/descriptions.ts
var descriptions = __webpack_require__(4386);
;// CONCATENATED MODULE: ./src/cli/command-docs.ts
/**
 * The commands and their flags as the tool offers them, from the command table: each input a
 * command reads becomes a flag of the same name, with its description, default and whether the
 * command requires it, but for the command itself (the first argument) and the tokens, which come
 * from the environment only.
 */



/**
 * Inputs that are no flags, from their rows: the command is the first argument; a secret comes
 * from the environment variable its row names.
 */
const NOT_FLAGS = Object.fromEntries(Object.keys(descriptions/* INPUTS */.mc)
    .filter((name) => descriptions/* INPUTS */.mc[name].cli !== undefined)
    .map((name) => [
    name,
    name === constants/* Inputs */.G0.Command
        ? 'the command is the first argument: merge-queue <command>'
        : `a token on the command line lands in shell history and process lists; set ${(0,descriptions/* inputNameIn */.bA)('cli', name)} in the environment instead`,
]));
/** Every command with its flags, in the table's order. */
function commandDocs() {
    return command_table/* COMMANDS */.Lo.map((name) => ({
        name,
        description: (0,command_table/* rowOf */.OB)(name).description,
        flags: (0,command_table/* describeInputs */.jv)(name, 'cli')
            .filter((input) => !Object.hasOwn(NOT_FLAGS, input.name))
            .map((input) => ({
            input: input.name,
            description: input.description,
            ...(input.default === undefined ? {} : { default: input.default }),
            required: input.required,
            ...(input.oneOf ? { oneOf: input.oneOf } : {}),
            boolean: descriptions/* INPUTS */.mc[input.name].value?.kind === 'boolean',
            repeatable: descriptions/* INPUTS */.mc[input.name].value?.kind === 'list',
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

// EXTERNAL MODULE: ./src/ports/run-context.ts
var run_context = __webpack_require__(3887);
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
    if (!prRaw || prRaw === 'false') {
        ctx.noPr = prRaw ? 'BUILDKITE_PULL_REQUEST is "false"' : 'BUILDKITE_PULL_REQUEST is unset';
        return ctx;
    }
    const number = prNumberOf(prRaw);
    if (number === undefined) {
        ctx.notes.push(`BUILDKITE_PULL_REQUEST is ${JSON.stringify(prRaw)}, not a PR number`);
        return ctx;
    }
    if ((0,run_context/* parseTestBranch */.c)(branch)) {
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
    if ((0,run_context/* parseTestBranch */.c)(branch))
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
    if (!url) {
        ctx.noPr = 'CIRCLE_PULL_REQUEST, CIRCLE_PULL_REQUESTS and CIRCLE_PR_NUMBER are unset';
        return undefined;
    }
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

// EXTERNAL MODULE: ./src/ports/github-actions/workflow-context.ts + 1 modules
var workflow_context = __webpack_require__(3676);
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
    const workflow = (0,workflow_context/* readWorkflowContext */.FB)(env);
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
    if (!pr && !workflow.problem)
        ctx.noPr = `the ${workflow.eventName ?? ''} event has no pull request`.replace('  ', ' ');
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
    if (!changeId)
        ctx.noPr = 'CHANGE_ID is unset';
    if (!changeId || (0,run_context/* parseTestBranch */.c)(branch))
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

;// CONCATENATED MODULE: ./src/ports/ci/run-context.ts
/** Where each CI names the repository, for the messages. */
const REPOSITORY_VARIABLE = {
    buildkite: 'BUILDKITE_REPO',
    circleci: 'CIRCLE_PROJECT_USERNAME/CIRCLE_PROJECT_REPONAME',
    jenkins: 'GIT_URL',
    'github-actions': 'GITHUB_REPOSITORY',
    none: 'no CI was detected',
};
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
    const described = {
        label: ci.label,
        detected: ci.ci !== 'none',
        repositoryVariable: REPOSITORY_VARIABLE[ci.ci],
        notes: ci.notes,
        ...(ci.noPr ? { noPr: ci.noPr } : {}),
        ...(ci.branch ? { branch: ci.branch.value } : {}),
    };
    return {
        ci: described,
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
                    sources: {
                        number: variable(ci.pr.number.from),
                        ...(ci.pr.headSha ? { headSha: variable(ci.pr.headSha.from) } : {}),
                        ...(ci.pr.baseBranch ? { baseBranch: variable(ci.pr.baseBranch.from) } : {}),
                    },
                },
            }
            : {}),
        ...(ci.branch ? { ref: `refs/heads/${ci.branch.value}` } : {}),
        // No run id: the service takes one instead of a token from GitHub Actions fork runs only.
        apiUrl: githubApiUrl(serverHost, env),
        ...(githubToken ? { githubToken } : {}),
    };
}
/** A CI variable's name as a value source (the names are upper case already). */
function variable(name) {
    return name.toUpperCase();
}

;// CONCATENATED MODULE: ./src/cli/exit-codes.ts
/** The exit codes, as documented in `merge-queue --help` and docs/reference.md. */
const ExitCode = {
    /** The command did what was asked (a status read, a PR submitted, a gate passed). */
    Success: 0,
    /** The command ran and failed: a gate or wait failed, a PR is stale or not in the queue, a file could not be written. */
    Failed: 1,
    /** A flag, the environment or the context is wrong or missing: refused before any request. */
    InputError: 2,
    /** The API or the GitHub lookup refused the request, answered with an error, or could not be reached. */
    ApiError: 3,
    /** `wait` gave up after --timeout-seconds. */
    TimedOut: 4,
    /** The command could not tell (doctor: a setting or file it could not read), and nothing it could tell failed. */
    Unknown: 5,
    /** SIGINT or SIGTERM stopped the run. */
    Cancelled: 130,
};
/** What each exit code means (the help text and the reference). */
const EXIT_CODE_MEANINGS = {
    [ExitCode.Success]: 'success (also a status that finds the PR not in the queue, and a cancel or restart-tests of a PR already merged: nothing to do)',
    [ExitCode.Failed]: 'the command failed: a wait or gate failed, the PR was stale or not in the queue, a file could not be written',
    [ExitCode.InputError]: 'a flag, the environment or the context is wrong or missing: refused before any request',
    [ExitCode.ApiError]: 'the API or the GitHub lookup answered with an error (auth, permission, not-found, rate-limited, ...) or could not be reached',
    [ExitCode.TimedOut]: 'wait timed out',
    [ExitCode.Unknown]: 'the command could not tell (outcome unknown: doctor could not read or decide something it needs), and nothing it could tell failed',
    [ExitCode.Cancelled]: 'cancelled (SIGINT or SIGTERM); the outputs are still printed',
};
/** The exit code of a run that ended with `error-kind` = kind. */
const EXIT_CODE_OF_KIND = {
    'invalid-request': ExitCode.ApiError,
    'request-too-large': ExitCode.ApiError,
    config: ExitCode.ApiError,
    'bad-request': ExitCode.ApiError,
    auth: ExitCode.ApiError,
    permission: ExitCode.ApiError,
    'not-found': ExitCode.ApiError,
    conflict: ExitCode.ApiError,
    'too-large': ExitCode.ApiError,
    'rate-limited': ExitCode.ApiError,
    server: ExitCode.ApiError,
    'unexpected-status': ExitCode.ApiError,
    redirect: ExitCode.ApiError,
    network: ExitCode.ApiError,
    timeout: ExitCode.ApiError,
    'response-shape': ExitCode.ApiError,
    pagination: ExitCode.ApiError,
    'github-lookup': ExitCode.ApiError,
    cancelled: ExitCode.Cancelled,
    input: ExitCode.InputError,
    'test-reports': ExitCode.Failed,
    'output-file': ExitCode.Failed,
    internal: ExitCode.Failed,
};
/**
 * The exit code of a run that ended in `outcome` without an error kind: `stale` is a failure on
 * every command (the queue's entry is for another commit); `not-submitted` fails only when the
 * command failed (restart-tests, wait), not for status or cancel.
 */
const EXIT_CODE_OF_OUTCOME = {
    success: ExitCode.Success,
    failure: ExitCode.Failed,
    unknown: ExitCode.Unknown,
    timeout: ExitCode.TimedOut,
    stale: ExitCode.Failed,
    'not-submitted': 'failed-or-success',
    error: ExitCode.Failed,
};
/** The help text's table of exit codes. */
const EXIT_CODES_HELP = Object.keys(EXIT_CODE_MEANINGS)
    .map((code) => `  ${code.padEnd(5)}${EXIT_CODE_MEANINGS[Number(code)]}`)
    .join('\n');
/** The exit code of a run, from its `outcome` and `error-kind` outputs and whether it failed. */
function exitCodeOf(outputs, failed) {
    const kind = outputs['error-kind'] ?? '';
    const outcome = outputs.outcome ?? '';
    if (kind === 'cancelled')
        return ExitCode.Cancelled;
    if (outcome === 'timeout')
        return ExitCode.TimedOut;
    if (kind !== '') {
        return Object.hasOwn(EXIT_CODE_OF_KIND, kind)
            ? EXIT_CODE_OF_KIND[kind]
            : ExitCode.Failed;
    }
    const code = Object.hasOwn(EXIT_CODE_OF_OUTCOME, outcome)
        ? EXIT_CODE_OF_OUTCOME[outcome]
        : 'failed-or-success';
    if (code === 'failed-or-success' || code === ExitCode.Success)
        return failed ? ExitCode.Failed : ExitCode.Success;
    return code;
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
        `merge-queue ${client/* VERSION */.xv}: drive Trunk's merge queue from any CI`,
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
    return (0,constants/* isInputName */.wp)(name) ? (0,descriptions/* inputNameIn */.bA)('cli', name) : `--${name}`;
}
/** The io of a CLI run, and `finish` to end its status line. */
function createCliIo(o) {
    const secrets = o.secrets;
    const clean = (text) => (0,ports_text/* redact */.E$)(text, secrets);
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
        door: 'cli',
        finish: () => status.done(),
    };
}

;// CONCATENATED MODULE: ./src/cli/output.ts
/**
 * What the tool prints on stdout: every output as one JSON object (`--json`), or readable
 * `name: value` lines of the outputs the run set. Tokens are replaced before anything is printed.
 * In the JSON object an output the table types (OUTPUT_JSON_TYPES: a count, a list) is a number
 * or the JSON it holds, not its text.
 */


/** An output's value in the JSON object: typed where the table says, else its text. */
function jsonValue(name, value) {
    const type = Object.hasOwn(descriptions/* OUTPUT_JSON_TYPES */.V_, name)
        ? descriptions/* OUTPUT_JSON_TYPES */.V_[name]
        : undefined;
    if (!type)
        return value;
    if (value === '')
        return null;
    if (type === 'number')
        return /^-?\d+$/.test(value) ? Number(value) : value;
    try {
        return JSON.parse(value);
    }
    catch {
        return value;
    }
}
/** stdout's text for a run's outputs. */
function formatOutputs(outputs, json, secrets) {
    const clean = Object.fromEntries(Object.entries(outputs).map(([name, value]) => [name, (0,ports_text/* redact */.E$)(value, secrets)]));
    if (json) {
        const typed = Object.fromEntries(Object.entries(clean).map(([n, v]) => [n, jsonValue(n, v)]));
        return `${JSON.stringify(typed)}\n`;
    }
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
    // A value too short to be a token is refused before any request and never printed: replacing
    // it would only garble the message that refuses it.
    const secrets = [p.env.TRUNK_API_TOKEN?.trim(), p.env.GITHUB_TOKEN?.trim()].filter((s) => !!s && s.length >= parsers/* MIN_TOKEN_LENGTH */.Yw);
    const say = (text) => p.stderr.write(`${(0,ports_text/* redact */.E$)(text, secrets)}\n`);
    let line;
    try {
        line = parseCommandLine(p.argv, docs);
    }
    catch (e) {
        if (!(e instanceof UsageError))
            throw e;
        say(`merge-queue: ${e.message}`);
        // --json > out.json always parses: a usage error gives the outputs of a refused input too.
        const args = p.argv.slice(0, p.argv.includes('--') ? p.argv.indexOf('--') : undefined);
        if (args.includes('--json')) {
            const command = args.find((a) => !a.startsWith('-')) ?? '';
            const outputs = (0,execute/* inputErrorOutputs */.$i)({ command }, { serverHost: 'github.com' });
            p.stdout.write(formatOutputs(outputs, true, secrets));
        }
        return ExitCode.InputError;
    }
    if (line.kind === 'version') {
        p.stdout.write(`${client/* VERSION */.xv}\n`);
        return ExitCode.Success;
    }
    if (line.kind === 'help') {
        p.stdout.write(line.command ? commandHelp(line.command, docs) : overallHelp(docs));
        return ExitCode.Success;
    }
    const { command, inputs, json, summaryFile } = line;
    const token = p.env.TRUNK_API_TOKEN?.trim() ?? '';
    const ci = readCiContext(p.env);
    for (const l of describeCi(ci))
        say(l);
    const runInputs = { ...inputs, command, 'api-token': token };
    const context = toRunContext(ci, p.env);
    if (summaryFile !== undefined) {
        // Created now, so a path that cannot be written is refused before any request.
        try {
            (0,external_node_fs_.writeFileSync)(summaryFile, '');
        }
        catch (e) {
            say(`error: --summary-file ${summaryFile} cannot be written: ${e.message}`);
            p.stdout.write(formatOutputs((0,execute/* inputErrorOutputs */.$i)(runInputs, context), json, secrets));
            return ExitCode.InputError;
        }
    }
    const io = createCliIo({
        stderr: p.stderr,
        debug: line.debug,
        liveStatus: !!(0,command_table/* rowOf */.OB)(command).liveStatus && !!p.stdout.isTTY && !!p.stderr.isTTY,
        secrets,
    });
    // The core decides everything else, as for the action: the token, the context (one resolver
    // for both doors), every input; its messages name flags and variables.
    const result = await (0,execute/* execute */.g7)(runInputs, context, io, {
        signal: p.signal,
        userAgentSuffix: 'cli',
    });
    io.finish();
    if (result.failure)
        say(`error: ${result.failure}`);
    p.stdout.write(formatOutputs(result.outputs, json, secrets));
    let code = exitCodeOf(result.outputs, !!result.failure);
    if (summaryFile !== undefined) {
        try {
            (0,external_node_fs_.writeFileSync)(summaryFile, (0,ports_text/* redact */.E$)(result.summary, secrets));
        }
        catch (e) {
            say(`error: the summary could not be written to ${summaryFile}: ${e.message}`);
            if (code === ExitCode.Success)
                code = ExitCode.Failed;
        }
    }
    return code;
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


/***/ })

};

//# sourceMappingURL=957.index.js.map