export const id = 390;
export const ids = [390];
export const modules = {

/***/ 5390:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// UNUSED EXPORTS: actionsIo, unknownInputWarnings

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(6421);
// EXTERNAL MODULE: ./src/inputs/constants.ts
var constants = __webpack_require__(1068);
// EXTERNAL MODULE: ./src/ports/text.ts
var ports_text = __webpack_require__(2425);
// EXTERNAL MODULE: ./src/ports/github-actions/workflow-context.ts + 1 modules
var workflow_context = __webpack_require__(3676);
// EXTERNAL MODULE: ./src/runner/execute.ts + 6 modules
var execute = __webpack_require__(5246);
;// CONCATENATED MODULE: ./src/ports/io.ts
/**
 * What a door gives the core to talk to the user: the log, annotations, secret masking, and the
 * words for an input. The core hands every line through {@link Io} already made safe (tokens
 * replaced, one line), so a door only prints. The GitHub Actions door maps these onto
 * `@actions/core`; a command-line door onto stderr.
 */
/** How the GitHub Actions door names an input: `Input 'target-branch'`. */
const actionInputName = (name) => `Input '${name}'`;

;// CONCATENATED MODULE: ./src/action/main.ts
/**
 * The GitHub Actions door: reads the inputs and the run's context from the runner, runs the core
 * ({@link execute}) and hands its result to the runner: every output, the job summary, and the
 * step's failure. The one place that calls `@actions/core`.
 */






/** The job summary is cut here: the runner refuses summaries over 1 MiB. */
const MAX_SUMMARY_BYTES = 1_000_000;
/** The runner's io: @actions/core's log, groups, annotations and masking. */
const actionsIo = {
    info: (m) => core/* info */.pq(m),
    warning: (m) => core/* warning */.$e(m),
    error: (m) => core/* error */.z3(m),
    notice: (m) => core/* notice */.lm(m),
    debug: (m) => core/* debug */.Yz(m),
    isDebug: () => core/* isDebug */._o(),
    annotate: (level, m, where) => (level === 'error' ? core/* error */.z3 : level === 'warning' ? core/* warning */.$e : core/* notice */.lm)(m, where),
    group: (name, fn) => core/* group */.Os(name, fn),
    mask: (secret) => core/* setSecret */.Pq(secret),
    nameInput: actionInputName,
};
/** Runs the action once. Never throws: failures end in core.setFailed. */
async function run(options = {}) {
    for (const w of unknownInputWarnings(process.env))
        core/* warning */.$e(w);
    const inputs = readInputs(options.command);
    const context = (0,workflow_context/* readWorkflowContext */.FB)();
    const result = await (0,execute/* execute */.g7)(inputs, context, actionsIo, {
        signal: options.signal,
        clock: options.clock,
        userAgentSuffix: 'github-action',
    });
    // Each of these runs whatever the others do: run() never throws.
    try {
        for (const [name, value] of Object.entries(result.outputs))
            core/* setOutput */.uH(name, value);
    }
    catch (e) {
        core/* setFailed */.C1((0,ports_text/* logLine */.BP)(`Could not set the step's outputs: ${e.message}`));
    }
    if (result.failure)
        core/* setFailed */.C1(result.failure);
    await writeSummary(result.summary);
}
/**
 * Every input as the runner passes it (INPUT_*; '' when unset). A sub-action fixes the command;
 * its action.yml declares no `command` input.
 */
function readInputs(fixedCommand) {
    const inputs = {};
    for (const name of Object.values(constants/* Inputs */.G0))
        inputs[name] = core/* getInput */.V4(name);
    if (fixedCommand)
        inputs[constants/* Inputs */.G0.Command] = fixedCommand;
    return inputs;
}
/**
 * A warning for each `with:` key that is no input of the action (`pr_number`): the runner passes
 * it as INPUT_PR_NUMBER, and nothing would read it. Names the input meant when one is close.
 */
function unknownInputWarnings(env) {
    const known = Object.values(constants/* Inputs */.G0);
    const normal = (name) => name.toLowerCase().replace(/[_\s]/g, '-');
    return Object.keys(env)
        .filter((k) => k.startsWith('INPUT_') && !known.includes(k.slice(6).toLowerCase()))
        .map((k) => {
        const given = k.slice(6).toLowerCase();
        const meant = known.find((n) => n === normal(given));
        return `Input '${given}' is not an input of this action; it was ignored${meant ? ` (did you mean '${meant}'?)` : ''}.`;
    });
}
async function writeSummary(markdown) {
    if (!process.env.GITHUB_STEP_SUMMARY)
        return;
    let text = markdown;
    if (Buffer.byteLength(text) > MAX_SUMMARY_BYTES) {
        text =
            Buffer.from(text)
                .subarray(0, MAX_SUMMARY_BYTES - 100)
                .toString('utf8')
                .replace(/\uFFFD$/, '') + '\n\n_(summary cut to fit 1 MiB)_\n';
    }
    try {
        await core/* summary */.z.addRaw(text, true).write();
    }
    catch (e) {
        core/* warning */.$e((0,ports_text/* logLine */.BP)(`Could not write the job summary: ${e.message}`));
    }
}


/***/ })

};

//# sourceMappingURL=390.index.js.map