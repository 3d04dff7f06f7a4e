export const id = 356;
export const ids = [356];
export const modules = {

/***/ 1356:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  outcomeOf: () => (/* binding */ outcomeOf),
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/queue/index.ts
var queue = __webpack_require__(3115);
// EXTERNAL MODULE: ./src/inputs/constants.ts
var constants = __webpack_require__(1068);
// EXTERNAL MODULE: ./src/ports/github/octokit.ts
var octokit = __webpack_require__(3835);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(2857);
// EXTERNAL MODULE: ./src/ports/refs.ts
var refs = __webpack_require__(3520);
;// CONCATENATED MODULE: ./src/ports/github/repository-checks.ts
/**
 * What GitHub says of a branch's required checks and of recent workflow runs, for `doctor`: the
 * branch protection's required status checks (`GET /repos/{o}/{r}/branches/{branch}`, readable
 * with `contents: read`), the rulesets' (`GET /repos/{o}/{r}/rules/branches/{branch}`, the rules
 * that apply to the branch, read access to metadata), and the duration of a workflow's recent successful
 * runs (`GET /repos/{o}/{r}/actions/workflows/{file}/runs`, `actions: read`). Read-only; a request
 * GitHub refuses is reported as a problem naming the permission, never thrown.
 * `@actions/github` is loaded only when doctor runs.
 */



const BranchSchema = schemas/* object */.Ikc({
    protected: schemas/* boolean */.zMY().optional(),
    protection: schemas/* object */.Ikc({
        required_status_checks: schemas/* object */.Ikc({
            enforcement_level: schemas/* string */.YjP().optional(),
            contexts: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
            checks: schemas/* array */.YOg(schemas/* object */.Ikc({ context: schemas/* string */.YjP() })).optional(),
        })
            .nullish(),
    })
        .nullish(),
});
const RulesSchema = schemas/* array */.YOg(schemas/* object */.Ikc({
    type: schemas/* string */.YjP(),
    parameters: schemas/* object */.Ikc({
        required_status_checks: schemas/* array */.YOg(schemas/* object */.Ikc({ context: schemas/* string */.YjP() })).optional(),
    })
        .passthrough()
        .optional(),
}));
const RunsSchema = schemas/* object */.Ikc({
    workflow_runs: schemas/* array */.YOg(schemas/* object */.Ikc({
        run_started_at: schemas/* string */.YjP().nullish(),
        created_at: schemas/* string */.YjP(),
        updated_at: schemas/* string */.YjP(),
    })),
});
function octokitOf(t) {
    return (0,octokit/* quietOctokit */.of)(t.token, t.apiUrl);
}
/** The token's input, in the door's words (`github-token`, or `GITHUB_TOKEN` on the command line). */
const TOKEN = (0,refs/* inputRef */.io)('github-token');
/**
 * GitHub's refusal as one line: the status and what would allow the read (the permission, a valid
 * token, the address: `GITHUB_API_URL` on the command line).
 */
function refusal(e, what, permission, t) {
    const status = e.status;
    if (status === 401)
        return `GitHub refused the token (HTTP 401) reading ${what}: set a valid ${TOKEN}`;
    if (status === 403 || status === 404) {
        // A workflow's `permissions:` entry is shown as code (it is pasted); metadata is no such entry.
        const needs = permission.includes(':') ? `\`${permission}\`` : permission;
        return `GitHub answered ${status} reading ${what}: ${TOKEN} needs ${needs} on the repository`;
    }
    if (status)
        return `GitHub answered ${status} reading ${what}`;
    const code = (e.cause ?? {}).code;
    const where = `${t.apiUrl}${(0,refs/* cliOnly */.dz)(', from GITHUB_API_URL')}`;
    return `could not reach GitHub at ${where} reading ${what} (${code ?? e.message})`;
}
/** The required checks of `branch`: branch protection and rulesets together. */
async function requiredChecksOf(t, branch) {
    const octokit = await octokitOf(t);
    const request = { signal: t.signal };
    const names = new Set();
    const sources = [];
    const problems = [];
    try {
        const r = await octokit.request('GET /repos/{owner}/{repo}/branches/{branch}', {
            owner: t.owner,
            repo: t.repo,
            branch,
            request,
        });
        const b = BranchSchema.safeParse(r.data);
        if (!b.success)
            problems.push(`GitHub's answer for branch ${branch} is not a branch`);
        else {
            const rsc = b.data.protection?.required_status_checks;
            if (rsc && rsc.enforcement_level !== 'off') {
                for (const c of rsc.contexts ?? [])
                    names.add(c);
                for (const c of rsc.checks ?? [])
                    names.add(c.context);
                sources.push('branch protection');
            }
        }
    }
    catch (e) {
        if (t.signal?.aborted)
            throw e;
        problems.push(refusal(e, `branch ${branch}'s protection`, 'contents: read', t));
    }
    try {
        const rules = [];
        for (let page = 1; page <= 10; page++) {
            const r = await octokit.request('GET /repos/{owner}/{repo}/rules/branches/{branch}', {
                owner: t.owner,
                repo: t.repo,
                branch,
                per_page: 100,
                page,
                request,
            });
            const list = Array.isArray(r.data) ? r.data : [];
            rules.push(...list);
            if (list.length < 100)
                break;
        }
        const parsed = RulesSchema.safeParse(rules);
        if (!parsed.success)
            problems.push(`GitHub's answer for branch ${branch}'s rules is not a list of rules`);
        else {
            let any = false;
            for (const rule of parsed.data) {
                if (rule.type !== 'required_status_checks')
                    continue;
                any = true;
                for (const c of rule.parameters?.required_status_checks ?? [])
                    names.add(c.context);
            }
            if (any)
                sources.push('rulesets');
        }
    }
    catch (e) {
        if (t.signal?.aborted)
            throw e;
        problems.push(refusal(e, `the rulesets of branch ${branch}`, 'read access to metadata', t));
    }
    return { names: [...names], sources, problems };
}
/** How long a workflow's recent successful runs took (minutes), or the problem reading them. */
async function recentRunMinutes(t, workflowFile, count = 20) {
    const octokit = await octokitOf(t);
    const id = workflowFile.split('/').pop();
    try {
        const r = await octokit.request('GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs', {
            owner: t.owner,
            repo: t.repo,
            workflow_id: id,
            status: 'success',
            per_page: count,
            request: { signal: t.signal },
        });
        const parsed = RunsSchema.safeParse(r.data);
        if (!parsed.success)
            return { problem: `GitHub's answer for the runs of ${id} is not a list of runs` };
        return {
            minutes: parsed.data.workflow_runs
                .map((run) => (Date.parse(run.updated_at) - Date.parse(run.run_started_at ?? run.created_at)) /
                60_000)
                .filter((m) => Number.isFinite(m) && m >= 0),
        };
    }
    catch (e) {
        if (t.signal?.aborted)
            throw e;
        return { problem: refusal(e, `the recent runs of ${id}`, 'actions: read', t) };
    }
}

// EXTERNAL MODULE: ./src/ports/text.ts
var ports_text = __webpack_require__(2425);
;// CONCATENATED MODULE: ./src/commands/doctor/expressions.ts
/**
 * GitHub Actions expressions (`if:`, `name: Build ${{ matrix.os }}`), evaluated with what is known
 * of a test run and nothing more: a value doctor cannot know (a secret, a variable, an output of
 * another job, most of the event's payload) is UNKNOWN, and UNKNOWN spreads through every operator
 * unless the other side decides (`false && x`, `true || x`). The grammar and the loose comparison
 * rules are GitHub's (docs: "Evaluate expressions in workflows and actions").
 */
/** A value that cannot be known before the run. */
const UNKNOWN = Symbol('unknown');
/** Objects whose absent keys are known to be absent (null), not unknown. */
const closedObjects = new WeakSet();
/** Marks a context object closed: a key it lacks reads as null. */
function expressions_closed(o) {
    closedObjects.add(o);
    return o;
}
/** An expression doctor cannot parse. */
class ExpressionSyntaxError extends Error {
}
const NUMBER = /(-?(?:0x[0-9a-f]+|\d+(?:\.\d+)?(?:e[+-]?\d+)?))/iy;
const IDENTIFIER = /[A-Za-z_][A-Za-z0-9_-]*/y;
function tokenize(src) {
    const out = [];
    let i = 0;
    while (i < src.length) {
        const ch = src[i];
        if (/\s/.test(ch)) {
            i++;
            continue;
        }
        if (ch === "'") {
            let s = '';
            i++;
            for (;;) {
                if (i >= src.length)
                    throw new ExpressionSyntaxError('unterminated string');
                if (src[i] === "'") {
                    if (src[i + 1] === "'") {
                        s += "'";
                        i += 2;
                        continue;
                    }
                    i++;
                    break;
                }
                s += src[i++];
            }
            out.push({ k: 'str', v: s });
            continue;
        }
        const two = src.slice(i, i + 2);
        if (['==', '!=', '<=', '>=', '&&', '||'].includes(two)) {
            out.push({ k: 'op', v: two });
            i += 2;
            continue;
        }
        if ('!<>()[].,*'.includes(ch)) {
            out.push({ k: 'op', v: ch });
            i++;
            continue;
        }
        // Sticky expressions read from `i` on: a slice of the rest per token made tokenizing
        // quadratic in the expression's length.
        NUMBER.lastIndex = i;
        const num = ch === '-' || (ch >= '0' && ch <= '9') ? NUMBER.exec(src) : null;
        if (num) {
            out.push({ k: 'num', v: num[1] });
            i += num[1].length;
            continue;
        }
        IDENTIFIER.lastIndex = i;
        const id = IDENTIFIER.exec(src);
        if (id) {
            out.push({ k: 'id', v: id[0] });
            i += id[0].length;
            continue;
        }
        throw new ExpressionSyntaxError(`unexpected ${JSON.stringify(ch)}`);
    }
    return out;
}
const PRECEDENCE = {
    '||': 1,
    '&&': 2,
    '==': 3,
    '!=': 3,
    '<': 4,
    '<=': 4,
    '>': 4,
    '>=': 4,
};
const parsed = new Map();
/** Parses one expression (without `${{ }}`), once per text. Throws {@link ExpressionSyntaxError}. */
function parseExpression(src) {
    let node = parsed.get(src);
    if (!node) {
        node = parseFresh(src);
        if (parsed.size > 10_000)
            parsed.clear();
        parsed.set(src, node);
    }
    return node;
}
/**
 * The deepest nesting doctor parses (parentheses, `!`, calls, indexes and each operator of a
 * chain a level), so evaluating the tree stays far from the stack's limit.
 * GitHub refuses an expression whose function calls nest deeper than 50 ("Exceeded max expression
 * depth 50"); past this bound the parser's recursion would overflow the stack instead.
 */
const MAX_EXPRESSION_DEPTH = 200;
/** The longest expression GitHub accepts, in characters (the runner's `ExpressionConstants.MaxLength`). */
const MAX_EXPRESSION_LENGTH = 21_000;
function parseFresh(src) {
    if (src.length > MAX_EXPRESSION_LENGTH)
        throw new ExpressionSyntaxError(`longer than ${MAX_EXPRESSION_LENGTH.toLocaleString('en-US')} characters, which GitHub refuses`);
    const parser = new ExpressionParser(tokenize(src));
    const e = parser.binary(0);
    parser.end();
    return e;
}
const tooDeep = () => new ExpressionSyntaxError(`nested deeper than ${MAX_EXPRESSION_DEPTH} levels (GitHub refuses function calls nested deeper than 50)`);
/** A recursive descent over the tokens, counting its depth against {@link MAX_EXPRESSION_DEPTH}. */
class ExpressionParser {
    tokens;
    pos = 0;
    depth = 0;
    constructor(tokens) {
        this.tokens = tokens;
    }
    /** Fails unless every token was read. */
    end() {
        if (this.pos !== this.tokens.length) {
            throw new ExpressionSyntaxError(`unexpected ${this.tokens[this.pos].v}`);
        }
    }
    deeper(parse) {
        if (++this.depth > MAX_EXPRESSION_DEPTH) {
            this.depth--;
            throw tooDeep();
        }
        try {
            return parse();
        }
        finally {
            this.depth--;
        }
    }
    peek() {
        return this.tokens[this.pos];
    }
    take(v) {
        const t = this.tokens[this.pos];
        if (!t || (v !== undefined && t.v !== v)) {
            throw new ExpressionSyntaxError(`expected ${v ?? 'more'} at token ${this.pos + 1}`);
        }
        this.pos++;
        return t;
    }
    primary() {
        const t = this.take();
        if (t.k === 'op' && t.v === '!')
            return { t: 'not', of: this.postfix(this.deeper(() => this.primary())) };
        if (t.k === 'op' && t.v === '(') {
            const e = this.binary(0);
            this.take(')');
            return e;
        }
        if (t.k === 'str')
            return { t: 'lit', v: t.v };
        if (t.k === 'num')
            return { t: 'lit', v: Number(t.v) };
        if (t.k !== 'id')
            throw new ExpressionSyntaxError(`unexpected ${JSON.stringify(t.v)}`);
        if (t.v === 'true' || t.v === 'false')
            return { t: 'lit', v: t.v === 'true' };
        if (t.v === 'null')
            return { t: 'lit', v: null };
        if (this.peek()?.v !== '(')
            return { t: 'ref', name: t.v };
        this.take('(');
        const args = [];
        while (this.peek()?.v !== ')') {
            args.push(this.binary(0));
            if (this.peek()?.v === ',')
                this.take(',');
            else
                break;
        }
        this.take(')');
        return { t: 'call', fn: t.v.toLowerCase(), args };
    }
    postfix(n) {
        for (;;) {
            const t = this.peek();
            if (t?.v === '.') {
                this.take('.');
                const key = this.take();
                if (key.k !== 'id' && key.v !== '*')
                    throw new ExpressionSyntaxError('expected a property');
                n = { t: 'prop', of: n, key: key.v };
            }
            else if (t?.v === '[') {
                this.take('[');
                const key = this.binary(0);
                this.take(']');
                n = { t: 'prop', of: n, key };
            }
            else
                return n;
        }
    }
    /** Operators of precedence `min` and above. */
    binary(min) {
        return this.deeper(() => this.binaryAt(min));
    }
    binaryAt(min) {
        let left = this.postfix(this.deeper(() => this.primary()));
        // `a || b || c ...` nests to the left: each operator is a level of the tree (evaluated
        // recursively), so the chain counts towards the depth too.
        let chained = 0;
        try {
            for (;;) {
                const t = this.peek();
                const p = t && t.k === 'op' ? PRECEDENCE[t.v] : undefined;
                if (p === undefined || p < min)
                    return left;
                this.take();
                left = { t: 'bin', op: t.v, l: left, r: this.binary(p + 1) };
                chained++;
                if (++this.depth > MAX_EXPRESSION_DEPTH)
                    throw tooDeep();
            }
        }
        finally {
            this.depth -= chained;
        }
    }
}
/** GitHub's truthiness: false, 0, -0, '', null and NaN are false. */
function truthy(v) {
    if (v === UNKNOWN)
        return UNKNOWN;
    if (v === null || v === false || v === '' || v === 0 || Number.isNaN(v))
        return false;
    return true;
}
function toNumber(v) {
    if (v === null)
        return 0;
    if (typeof v === 'boolean')
        return v ? 1 : 0;
    if (typeof v === 'number')
        return v;
    if (typeof v === 'string')
        return v.trim() === '' ? 0 : Number(v);
    return NaN;
}
function looseEquals(a, b) {
    if (typeof a === 'string' && typeof b === 'string')
        return a.toLowerCase() === b.toLowerCase();
    if (typeof a === typeof b && (typeof a !== 'object' || a === null))
        return a === b;
    if (typeof a === 'object' && a !== null)
        return a === b;
    if (typeof b === 'object' && b !== null)
        return false;
    return toNumber(a) === toNumber(b);
}
function compare(op, a, b) {
    if (op === '==')
        return looseEquals(a, b);
    if (op === '!=')
        return !looseEquals(a, b);
    let x = toNumber(a);
    let y = toNumber(b);
    if (typeof a === 'string' && typeof b === 'string') {
        x = a.toLowerCase();
        y = b.toLowerCase();
    }
    if (op === '<')
        return x < y;
    if (op === '<=')
        return x <= y;
    if (op === '>')
        return x > y;
    return x >= y;
}
/** An expression's value as text, as GitHub gives it: null as empty. */
function toText(v) {
    return v === null ? '' : plainText(v);
}
/**
 * A value of a workflow as text: a string as it is, a number or boolean as GitHub writes it, a
 * list or mapping as JSON (or `[…]`/`{…}` when aliases make it loop). Never throws: `String()` of
 * a mapping with a `toString` key (data, not a function) did, and a PR writes its workflows.
 */
function plainText(v) {
    if (typeof v === 'string')
        return v;
    if (v === null || v === undefined || typeof v !== 'object')
        return String(v);
    try {
        return JSON.stringify(v);
    }
    catch {
        return Array.isArray(v) ? '[…]' : '{…}';
    }
}
/**
 * The key of `o` that reads `name` in any case (GitHub's contexts are case-insensitive), from an
 * index built once per object: a scan of its keys per lookup made a name of many `${{ matrix.x }}`
 * over a matrix of many keys quadratic.
 */
function keyOf(o, name) {
    let index = keyIndexes.get(o);
    if (!index) {
        index = new Map();
        for (const k of Object.keys(o)) {
            const lower = k.toLowerCase();
            if (!index.has(lower))
                index.set(lower, k);
        }
        keyIndexes.set(o, index);
    }
    return index.get(name.toLowerCase());
}
const keyIndexes = new WeakMap();
/** Evaluates a parsed expression in `ctx`. */
function evaluate(n, ctx, status = { success: true }) {
    const ev = (m) => evaluate(m, ctx, status);
    switch (n.t) {
        case 'lit':
            return n.v;
        case 'ref': {
            const found = keyOf(ctx, n.name);
            return found === undefined ? UNKNOWN : ctx[found];
        }
        case 'prop': {
            const of = ev(n.of);
            if (of === UNKNOWN)
                return UNKNOWN;
            const key = typeof n.key === 'string' ? n.key : ev(n.key);
            if (key === UNKNOWN)
                return UNKNOWN;
            if (of === null || typeof of !== 'object')
                return null;
            if (Array.isArray(of)) {
                if (key === '*')
                    return UNKNOWN;
                const i = typeof key === 'object' ? NaN : Number(key);
                return Number.isInteger(i) && i >= 0 && i < of.length ? of[i] : null;
            }
            const found = keyOf(of, plainText(key));
            if (found !== undefined)
                return of[found];
            return closedObjects.has(of) ? null : UNKNOWN;
        }
        case 'not': {
            const t = truthy(ev(n.of));
            return t === UNKNOWN ? UNKNOWN : !t;
        }
        case 'bin': {
            if (n.op === '&&' || n.op === '||') {
                const l = ev(n.l);
                const lt = truthy(l);
                if (lt === (n.op === '||'))
                    return l;
                const r = ev(n.r);
                if (lt === UNKNOWN) {
                    const rt = truthy(r);
                    return rt === (n.op === '||') ? r : UNKNOWN;
                }
                return r;
            }
            const l = ev(n.l);
            const r = ev(n.r);
            if (l === UNKNOWN || r === UNKNOWN)
                return UNKNOWN;
            return compare(n.op, l, r);
        }
        case 'call':
            return call(n.fn, n.args.map(ev), status);
    }
}
/**
 * The longest text a function builds: GitHub stops an expression whose values pass 1 MB ("The
 * maximum allowed memory size was exceeded"); past it the value is unknown here, never built.
 */
const MAX_RESULT_CHARS = 1024 * 1024;
const TOO_LARGE = Symbol('too large');
function call(fn, args, status) {
    switch (fn) {
        case 'success':
            return status.success;
        case 'always':
            return true;
        case 'failure':
        case 'cancelled':
            // The question is whether the check is produced on a passing test run.
            return false;
    }
    if (args.some((a) => a === UNKNOWN))
        return UNKNOWN;
    const [a, b] = args;
    switch (fn) {
        case 'contains':
            if (Array.isArray(a))
                return a.some((x) => looseEquals(x, b));
            return toText(a)
                .toLowerCase()
                .includes(toText(b).toLowerCase());
        case 'startswith':
            return toText(a)
                .toLowerCase()
                .startsWith(toText(b).toLowerCase());
        case 'endswith':
            return toText(a)
                .toLowerCase()
                .endsWith(toText(b).toLowerCase());
        case 'format': {
            // Sized as it is built: `format('{0}{0}…', format('{0}{0}…', …))` grows as a power.
            const template = toText(a);
            let size = template.length;
            try {
                return template.replace(/\{(\d+)\}/g, (_, i) => {
                    const part = toText((args[Number(i) + 1] ?? ''));
                    size += part.length;
                    if (size > MAX_RESULT_CHARS)
                        throw TOO_LARGE;
                    return part;
                });
            }
            catch (e) {
                if (e === TOO_LARGE)
                    return UNKNOWN;
                throw e;
            }
        }
        case 'join': {
            if (!Array.isArray(a))
                return toText(a);
            const parts = a.map(toText);
            const separator = b === undefined ? ',' : toText(b);
            const size = parts.reduce((n, p) => n + p.length, 0) + separator.length * parts.length;
            return size > MAX_RESULT_CHARS ? UNKNOWN : parts.join(separator);
        }
        case 'tojson':
            return JSON.stringify(a, null, 2);
        case 'fromjson':
            try {
                return JSON.parse(toText(a));
            }
            catch {
                return UNKNOWN;
            }
        default:
            // hashFiles and anything newer: not known before the run.
            return UNKNOWN;
    }
}
/** Whether the expression calls a status function (then a skipped `needs` does not skip the job). */
function usesStatusFunction(n) {
    switch (n.t) {
        case 'call':
            return (['always', 'failure', 'cancelled', 'success'].includes(n.fn) ||
                n.args.some(usesStatusFunction));
        case 'not':
            return usesStatusFunction(n.of);
        case 'bin':
            return usesStatusFunction(n.l) || usesStatusFunction(n.r);
        case 'prop':
            return usesStatusFunction(n.of);
        default:
            return false;
    }
}
/** The expression of an `if:` (with or without `${{ }}` around it). */
function ifExpression(raw) {
    const m = /^\s*\$\{\{([\s\S]*)\}\}\s*$/.exec(raw);
    return m && !m[1].includes('}}') ? m[1] : raw;
}
/** Replaces every `${{ }}` in `text`; UNKNOWN when one of them cannot be known. */
function interpolate(text, ctx) {
    let unknown = false;
    let out = '';
    let at = 0;
    // Scanned, not matched by /\$\{\{([\s\S]*?)\}\}/g, which looked for the end again from each
    // `${{`: time squared on a value of many `${{` and no `}}` (32,000: 0.4 s; a 2 MiB file: minutes).
    for (;;) {
        const open = text.indexOf('${{', at);
        const close = open < 0 ? -1 : text.indexOf('}}', open + 3);
        if (close < 0)
            break;
        out += text.slice(at, open);
        try {
            const v = evaluate(parseExpression(text.slice(open + 3, close)), ctx);
            if (v === UNKNOWN)
                unknown = true;
            else
                out += toText(v);
        }
        catch {
            unknown = true;
        }
        at = close + 2;
    }
    out += text.slice(at);
    return unknown ? UNKNOWN : out;
}
const contextWords = new Map();
/**
 * Whether `text` holds a `${{ }}` naming `context` (e.g. `matrix`) before its first `}`. Each `${{`
 * up to that `}` is searched once: the `${{`s before one `}` share what follows them, so the
 * first of them stands for all.
 */
function mentionsContext(text, context) {
    let word = contextWords.get(context);
    if (!word)
        contextWords.set(context, (word = new RegExp(`\\b${context}\\b`, 'i')));
    for (let at = 0;;) {
        const open = text.indexOf('${{', at);
        if (open < 0)
            return false;
        const brace = text.indexOf('}', open + 3);
        if (word.test(text.slice(open + 3, brace < 0 ? text.length : brace)))
            return true;
        if (brace < 0)
            return false;
        at = brace + 1;
    }
}

;// CONCATENATED MODULE: ./src/commands/doctor/events.ts
/**
 * The queue's test runs as GitHub sees them: a `push` of a new `trunk-merge/pr-N/<uuid>` branch,
 * and, when the queue opens one, the draft PR from that branch (`pull_request`, `opened`). The
 * `github` context of each holds what is known before the run and nothing more.
 */

/** Test branch names as the service makes them (`trunk-merge/pr-N/<uuid>`), a few shapes of N. */
const TEST_BRANCH_SAMPLES = [
    'trunk-merge/pr-7/5df78918-2b6d-4b8a-9a57-3c0e8a6b1f42',
    'trunk-merge/pr-1815/0fcd4c55-8e3a-4f0e-b1d6-2a9d7c3e5b10',
];
/** The test runs doctor looks at: a push of each sample branch, and its draft PR when opened. */
function testEvents(q) {
    const pushes = TEST_BRANCH_SAMPLES.map((branch) => ({ kind: 'push', branch }));
    if (!q.createPrsForTestingBranches)
        return pushes;
    return [
        ...pushes,
        ...TEST_BRANCH_SAMPLES.map((head) => ({
            kind: 'pull_request',
            head,
            base: q.branch,
        })),
    ];
}
/** The test branch an event is of. */
const branchOf = (ev) => (ev.kind === 'push' ? ev.branch : ev.head);
/** UNKNOWN, typed as a value (a unique symbol widens in object literals). */
const U = UNKNOWN;
/** The `github` context of the event, as far as it is known before the run. */
function githubContext(ev, repository) {
    const owner = repository.split('/')[0] ?? '';
    const common = { repository, repository_owner: owner, ref_type: 'branch', server_url: U };
    if (ev.kind === 'push') {
        return {
            ...common,
            event_name: 'push',
            ref: `refs/heads/${ev.branch}`,
            ref_name: ev.branch,
            head_ref: '',
            base_ref: '',
            ref_protected: false,
            event: expressions_closed({
                ref: `refs/heads/${ev.branch}`,
                created: true,
                deleted: false,
                forced: false,
                base_ref: null,
                before: '0000000000000000000000000000000000000000',
                after: U,
                commits: U,
                head_commit: U,
                compare: U,
                pusher: U,
                sender: U,
                repository: { full_name: repository, fork: false },
                organization: U,
                installation: U,
                enterprise: U,
            }),
        };
    }
    const repo = { full_name: repository, fork: false, name: repository.split('/')[1] ?? '' };
    return {
        ...common,
        event_name: 'pull_request',
        ref: U,
        ref_name: U,
        head_ref: ev.head,
        base_ref: ev.base,
        event: expressions_closed({
            action: 'opened',
            number: U,
            pull_request: {
                draft: true,
                state: 'open',
                merged: false,
                head: { ref: ev.head, repo },
                base: { ref: ev.base, repo },
            },
            repository: repo,
            sender: U,
            organization: U,
            installation: U,
            enterprise: U,
        }),
    };
}

;// CONCATENATED MODULE: ./src/commands/doctor/matrix.ts
/**
 * A job's `strategy.matrix` expanded as GitHub expands it: the product of its lists in key order,
 * `exclude` (an entry removes every combination it matches, partially too), then `include` (an
 * entry extends each original combination none of whose original values it would change, and
 * becomes a combination of its own when it extends none; combinations made by `include` are not
 * extended by later entries). See "Running variations of jobs in a workflow".
 */

/** GitHub runs at most this many jobs of one matrix ("Running variations of jobs"). */
const GITHUB_MAX_MATRIX_JOBS = 256;
/**
 * The most work doctor spends on one matrix: its combinations before `exclude` and `include`,
 * times one plus their entries (256 jobs with 255 entries at most). A matrix past it (ten lists
 * of ten values make 10^10 combinations) is not expanded: it would take minutes and gigabytes
 * (a million combinations of ten values held ~1 GB), and GitHub would not run it.
 */
const MAX_MATRIX_WORK = GITHUB_MAX_MATRIX_JOBS * GITHUB_MAX_MATRIX_JOBS;
/**
 * The most values doctor writes into the combinations in all (256 jobs of 256 values): an
 * `include` entry of 10,000 keys extends each of 256 combinations, which held 2.5 million values
 * (and each name their 10,000) and took minutes.
 */
const MAX_MATRIX_VALUES = GITHUB_MAX_MATRIX_JOBS * GITHUB_MAX_MATRIX_JOBS;
const range = (n) => Array.from({ length: n }, (_, i) => i);
const isMapping = (v) => !!v && typeof v === 'object' && !Array.isArray(v);
function same(a, b) {
    return a === b || JSON.stringify(a ?? null) === JSON.stringify(b);
}
/** Why the matrix's shape cannot be expanded, or its lists and entries. */
function shapeOf(matrix) {
    if (typeof matrix === 'string')
        return { unknown: `the matrix is an expression (${matrix.trim().slice(0, 200)})` };
    if (!isMapping(matrix))
        return { unknown: 'the matrix is not a mapping' };
    const keys = Object.keys(matrix).filter((k) => k !== 'include' && k !== 'exclude');
    for (const k of keys) {
        if (!Array.isArray(matrix[k])) {
            return { unknown: `matrix.${k} is not a list (${plainText(matrix[k]).slice(0, 80)})` };
        }
    }
    const entries = { exclude: [], include: [] };
    for (const key of ['exclude', 'include']) {
        const list = matrix[key];
        if (list === undefined)
            continue;
        if (!Array.isArray(list) || !list.every(isMapping)) {
            return { unknown: `matrix.${key} is not a list of mappings` };
        }
        entries[key] = list;
    }
    return { keys, lists: keys.map((k) => matrix[k]), ...entries };
}
/** Expands a matrix (the plain value of `strategy.matrix`). */
function expandMatrix(matrix) {
    const shape = shapeOf(matrix);
    if ('unknown' in shape)
        return shape;
    const { keys, lists, exclude, include } = shape;
    const product = lists.reduce((n, l) => n * l.length, keys.length ? 1 : 0);
    const entryValues = include.reduce((n, e) => n + Object.keys(e).length, 0);
    const values = product * keys.length + Math.max(product, 1) * entryValues;
    if (product * (1 + exclude.length + include.length) > MAX_MATRIX_WORK ||
        values > MAX_MATRIX_VALUES) {
        return {
            unknown: `the matrix is too large to expand (${product.toLocaleString('en-US')} combinations before ` +
                `exclude and include, with ${exclude.length + include.length} entries of ` +
                `${entryValues.toLocaleString('en-US')} values); GitHub runs at most ` +
                `${GITHUB_MAX_MATRIX_JOBS} jobs of one matrix`,
        };
    }
    // Each combination built once, the last key varying fastest (GitHub's order): built list by
    // list, each list copied the combinations so far (10,000 keys of one value: 50 million copies).
    let combos = range(product).map((n) => {
        const c = new Map();
        for (let i = keys.length - 1; i >= 0; i--) {
            const list = lists[i];
            c.set(keys[i], list[n % list.length]);
            n = Math.floor(n / list.length);
        }
        return new Map([...c].reverse());
    });
    combos = combos.filter((c) => !exclude.some((e) => Object.entries(e).every(([k, v]) => c.has(k) && same(c.get(k), v))));
    return { combos: withIncludes(combos, new Set(keys), include) };
}
/**
 * `include` over the combinations: an entry extends each original combination none of whose
 * original values it would change, and is a combination of its own when it extends none.
 */
function withIncludes(combos, keys, include) {
    const original = combos.length;
    for (const raw of include) {
        const entry = Object.entries(raw);
        let extended = false;
        for (let i = 0; i < original; i++) {
            const c = combos[i];
            if (!entry.every(([k, v]) => !keys.has(k) || same(c.get(k) ?? null, v)))
                continue;
            extended = true;
            for (const [k, v] of entry)
                c.set(k, v);
        }
        if (!extended)
            combos.push(new Map(entry));
    }
    return combos;
}
/** The suffix GitHub adds to a matrix job's check name: ` (ubuntu-latest, 20)`; undefined for a mapping value. */
function matrixSuffix(c) {
    if (!c.size)
        return '';
    const parts = [];
    for (const v of c.values()) {
        if (v !== null && typeof v === 'object')
            return undefined;
        parts.push(v === null ? '' : String(v));
    }
    return ` (${parts.join(', ')})`;
}

;// CONCATENATED MODULE: ./src/commands/doctor/filters.ts
/**
 * GitHub's filter patterns (`branches`, `branches-ignore`, `tags`, `paths`, ...), as the workflow
 * syntax's cheat sheet defines them: `*` any characters but `/`, `**` any characters, `?` zero or
 * one of the preceding character, `+` one or more of it, `[...]` one character of a set or range,
 * `\` escapes, and a leading `!` excludes what the patterns before it included (order matters: the
 * last pattern that matches decides).
 */
const compiled = new Map();
/**
 * The pattern (without its `!`) as steps. Matched by {@link matchesPattern}, which walks the name
 * once per step: a regular expression built from it backtracked (16 asterisks before a letter
 * the name lacks: minutes), and `*+` or `[z-a]` did not compile.
 */
function compile(pattern) {
    const hit = compiled.get(pattern);
    if (hit)
        return hit;
    const steps = [];
    for (let i = 0; i < pattern.length; i++) {
        const ch = pattern[i];
        const last = steps.at(-1);
        if (ch === '\\' && i + 1 < pattern.length) {
            steps.push({ t: { k: 'char', c: pattern[++i] }, q: '' });
        }
        else if (ch === '*') {
            if (pattern[i + 1] === '*' && pattern[i + 2] === '/') {
                // `**/` also matches no folder at all (`docs/**/*.md` matches docs/README.md).
                steps.push({ t: { k: 'folders' }, q: '' });
                i += 2;
            }
            else if (pattern[i + 1] === '*') {
                steps.push({ t: { k: 'globstar' }, q: '' });
                i++;
            }
            else
                steps.push({ t: { k: 'star' }, q: '' });
        }
        else if ((ch === '?' || ch === '+') && last) {
            // A quantifier of the preceding character; twice, the language of both (`a?+` is `a*`).
            last.q = last.q === '' ? ch : last.q === ch ? ch : '*';
        }
        else if (ch === '[' && pattern.indexOf(']', i + 1) > i + 1) {
            const end = pattern.indexOf(']', i + 1);
            const set = setOf(pattern.slice(i + 1, end));
            if (set) {
                steps.push({ t: { k: 'set', has: set }, q: '' });
                i = end;
            }
            else
                steps.push({ t: { k: 'char', c: ch }, q: '' });
        }
        else
            steps.push({ t: { k: 'char', c: ch }, q: '' });
    }
    if (compiled.size > 10_000)
        compiled.clear();
    compiled.set(pattern, steps);
    return steps;
}
/** A `[...]` set (ranges such as `0-9`; `^` and `\` as themselves), or undefined if it is not one. */
function setOf(inner) {
    try {
        // One character against a class: no backtracking whatever the class holds.
        const re = new RegExp(`^[${inner.replace(/[\\^\]]/g, '\\$&')}]$`);
        return (c) => re.test(c);
    }
    catch {
        return undefined;
    }
}
/** Where `t`, matched once, can end when it starts at any position marked in `from`. */
function once(t, value, from) {
    const n = value.length;
    const out = new Uint8Array(n + 1);
    switch (t.k) {
        case 'char':
        case 'set':
            for (let p = 0; p < n; p++) {
                const c = value[p];
                if (from[p] && (t.k === 'char' ? c === t.c : t.has(c)))
                    out[p + 1] = 1;
            }
            return out;
        case 'star':
        case 'globstar':
            for (let p = 0; p <= n; p++)
                out[p] =
                    from[p] || (p > 0 && out[p - 1] && (t.k === 'globstar' || value[p - 1] !== '/')) ? 1 : 0;
            return out;
        case 'folders': {
            let started = false;
            for (let p = 0; p <= n; p++) {
                out[p] = from[p] || (started && value[p - 1] === '/') ? 1 : 0;
                if (from[p])
                    started = true;
            }
            return out;
        }
    }
}
/** Whether `value` is the pattern's (without its `!`): every step in turn, a set of positions each. */
function matchesPattern(pattern, value) {
    let at = new Uint8Array(value.length + 1);
    at[0] = 1;
    for (const { t, q } of compile(pattern)) {
        let next = once(t, value, at);
        if (q === '?' || q === '*')
            next = next.map((v, p) => v | at[p]);
        if (q === '+' || q === '*') {
            // Once more from where the last round newly ended, until no new end is found.
            let frontier = next;
            for (;;) {
                const more = once(t, value, frontier);
                let grew = false;
                for (let p = 0; p < more.length; p++) {
                    if (more[p] && !next[p]) {
                        next[p] = 1;
                        grew = true;
                    }
                    else
                        more[p] = 0;
                }
                if (!grew)
                    break;
                frontier = more;
            }
        }
        at = next;
        if (!at.includes(1))
            return false;
    }
    return at[value.length] === 1;
}
/** Whether `value` is selected by the list: the last pattern that matches decides (`!`: excluded). */
function matchesPatterns(value, patterns) {
    let selected = false;
    for (const p of patterns) {
        const negated = p.startsWith('!');
        if (matchesPattern(negated ? p.slice(1) : p, value))
            selected = !negated;
    }
    return selected;
}
/** What a ref filter pair (`branches`/`branches-ignore`, `tags`/`tags-ignore`) says of `name`. */
function refFilterAllows(name, include, ignore) {
    if (include)
        return matchesPatterns(name, include);
    if (ignore)
        return !matchesPatterns(name, ignore);
    return true;
}

;// CONCATENATED MODULE: ./src/commands/doctor/triggers.ts


const isObject = (v) => !!v && typeof v === 'object' && !Array.isArray(v);
const strings = (v) => v === undefined || v === null ? undefined : (Array.isArray(v) ? v : [v]).map(plainText);
/** The workflow's `on:` as a map of event to its filters (null: none). */
function triggersOf(data) {
    const on = isObject(data) ? data.on : undefined;
    if (typeof on === 'string')
        return { [on]: null };
    if (Array.isArray(on))
        return Object.fromEntries(on.map((e) => [plainText(e), null]));
    if (isObject(on)) {
        return Object.fromEntries(Object.entries(on).map(([k, v]) => [k, isObject(v) ? v : null]));
    }
    return {};
}
/** Whether the workflow runs on the event (GitHub's filter rules). */
function triggerOf(wf, ev) {
    const on = triggersOf(wf.data);
    const name = ev.kind;
    if (!(name in on)) {
        return {
            kind: 'never',
            at: { file: wf.file, line: wf.lineOf(['on']) },
            why: `it is not triggered by \`${name}\``,
        };
    }
    const f = on[name] ?? {};
    const lineOf = (key) => ({ file: wf.file, line: wf.lineOf(['on', name, key]) });
    const never = ev.kind === 'push' ? pushNever(f, ev.branch, lineOf) : pullRequestNever(f, ev.base, lineOf);
    return never ?? pathsTrigger(f, name, lineOf);
}
function pushNever(f, branch, lineOf) {
    const branches = strings(f.branches);
    const ignore = strings(f['branches-ignore']);
    if (!branches && !ignore && (f.tags !== undefined || f['tags-ignore'] !== undefined)) {
        return {
            kind: 'never',
            at: lineOf(f.tags !== undefined ? 'tags' : 'tags-ignore'),
            why: 'its `push` trigger names only tags, so it never runs for a branch push',
        };
    }
    if (refFilterAllows(branch, branches, ignore))
        return undefined;
    return {
        kind: 'never',
        at: lineOf(branches ? 'branches' : 'branches-ignore'),
        why: branches
            ? `its \`push\` branches filter does not match \`${branch}\``
            : `its \`push\` branches-ignore filter excludes \`${branch}\``,
    };
}
/** The `types` a draft PR's `opened` run matches (the service never marks it ready). */
const OPENED_TYPES = ['opened', 'synchronize', 'reopened'];
function pullRequestNever(f, base, lineOf) {
    const types = strings(f.types);
    if (types && !types.some((t) => OPENED_TYPES.includes(t))) {
        return {
            kind: 'never',
            at: lineOf('types'),
            why: `its \`pull_request\` types (${types.join(', ').slice(0, 200)}) leave out \`opened\`, ` +
                "`synchronize` and `reopened`, and the service's PR is a draft that is never marked ready",
        };
    }
    const branches = strings(f.branches);
    const ignore = strings(f['branches-ignore']);
    if (refFilterAllows(base, branches, ignore))
        return undefined;
    return {
        kind: 'never',
        at: lineOf(branches ? 'branches' : 'branches-ignore'),
        why: branches
            ? `its \`pull_request\` branches filter does not match the base branch \`${base}\``
            : `its \`pull_request\` branches-ignore filter excludes the base branch \`${base}\``,
    };
}
function pathsTrigger(f, name, lineOf) {
    if (f.paths === undefined && f['paths-ignore'] === undefined)
        return { kind: 'runs' };
    const key = f.paths !== undefined ? 'paths' : 'paths-ignore';
    // A test branch is a new branch: GitHub diffs it against the parent of the deepest commit
    // pushed, i.e. the PR's changes, so the workflow runs only for PRs that touch those paths.
    const all = strings(f[key]) ?? [];
    if (key === 'paths' && all.includes('**') && !all.some((p) => p.startsWith('!')))
        return { kind: 'runs' };
    const shown = all.slice(0, 10).map((p) => `\`${p.slice(0, 100)}\``);
    if (all.length > 10)
        shown.push(`and ${all.length - 10} more`);
    return {
        kind: 'paths',
        at: lineOf(key),
        why: `its \`${name}\` trigger has a \`${key}\` filter: it runs only for PRs whose changes ` +
            `${key === 'paths' ? 'match' : 'are not all in'} ${shown.join(', ')}`,
    };
}

;// CONCATENATED MODULE: ./src/commands/doctor/steps.ts


const stepsOf = (job) => (Array.isArray(job.steps) ? job.steps : []);
/** The job's step facts, once per job (a reusable workflow's jobs are met once per caller). */
function stepFactsOf(wf, id, job, repository) {
    let facts = known.get(job);
    if (!facts) {
        const waits = waitsForQueue(wf, id, job, repository);
        const reads = readsPullRequestText(wf, id, job);
        facts = { ...(waits ? { waits } : {}), ...(reads ? { readsPrText: reads } : {}) };
        known.set(job, facts);
    }
    return facts;
}
const known = new WeakMap();
const THIS_ACTION = /(^|\/)merge-queue-action@/;
const isThisAction = (uses) => THIS_ACTION.test(uses) || /^\.\/?$/.test(uses);
/** The first step of the job that waits for the queue itself (a required check then waits for itself). */
function waitsForQueue(wf, id, job, repository) {
    const steps = stepsOf(job);
    for (let i = 0; i < steps.length; i++) {
        const step = steps[i];
        if (!isObject(step))
            continue;
        const w = isObject(step.with) ? step.with : {};
        const waitFor = typeof w['wait-for'] === 'string' ? w['wait-for'] : 'merged';
        const queueState = /\b(merged|tests_passed)\b/i.test(waitFor);
        const uses = typeof step.uses === 'string' ? step.uses : '';
        const isWait = /(^|\/)merge-queue-action\/wait@/.test(uses) ||
            /^\.\/wait\/?$/.test(uses) ||
            (isThisAction(uses) && plainText(w.command ?? '').trim() === 'wait');
        // A wait on another server (a local emulator) or another repository's queue is not this queue.
        const apiUrl = typeof w['api-url'] === 'string' ? w['api-url'] : '';
        const repo = typeof w.repository === 'string' ? w.repository : '';
        const elsewhere = /\/\/(127\.|localhost\b|\[::1\])/i.test(apiUrl) ||
            (repo !== '' && !repo.includes('${{') && repo.toLowerCase() !== repository.toLowerCase());
        if (elsewhere)
            continue;
        const run = typeof step.run === 'string' ? step.run : '';
        const cli = /\bmerge-queue\s+wait\b/.test(run);
        const cliWaitsForQueue = 
        // Bounded: `\S*` before the state backtracked over every later `--wait-for` (time squared).
        cli && (!/--wait-for/.test(run) || /--wait-for[= ]\S{0,100}?(merged|tests_passed)/i.test(run));
        if ((isWait && queueState) || cliWaitsForQueue)
            return { file: wf.file, line: wf.lineOf(['jobs', id, 'steps', i]) };
    }
    return undefined;
}
/**
 * Actions that check a PR's title or body (Conventional Commits titles, issue keys, templates):
 * on the draft PR the service opens for a test branch they read the service's title and body.
 */
const PR_TEXT_VALIDATORS = [
    'amannn/action-semantic-pull-request',
    'deepakputhraya/action-pr-title',
    'morrisoncole/pr-lint-action',
    'seferov/pr-lint-action',
    'slashgear/action-check-pr-title',
    'thehanimo/pr-title-checker',
    'ytanikin/pr-conventional-commits',
    'jef/conventional-commits-release-action',
    'ministryofjustice/github-actions/check-pr-title',
];
/**
 * Whether a `run:` only prints (every line a lone `echo` or `printf`, or blank, or a comment): such a
 * step shows the PR's text, and cannot fail on it.
 */
function onlyPrints(run) {
    if (typeof run !== 'string')
        return false;
    // No pipe, list or command substitution: `echo "$T" | grep ...` checks the text.
    return run
        .split('\n')
        .every((l) => /^\s*(?:(?:echo|printf)\b[^|;&`]*|#.*)?$/.test(l) && !l.includes('$('));
}
/** The PR's title or body in an expression (`github.event.pull_request.title`) or a script. */
const PR_TEXT = /\b(?:github\.event\.pull_request|payload\.pull_request)\s*\.\s*(title|body)\b/i;
/**
 * The first step that checks the PR's title or body and can fail: a known validator, or a step
 * (not `continue-on-error`) whose `run`, `with` or `env`, or the job's `env`, reads them.
 */
function readsPullRequestText(wf, id, job) {
    const jobEnv = PR_TEXT.exec(plainText(job.env ?? ''));
    const steps = stepsOf(job);
    for (let i = 0; i < steps.length; i++) {
        const step = steps[i];
        if (!isObject(step) || step['continue-on-error'] === true)
            continue;
        const at = { file: wf.file, line: wf.lineOf(['jobs', id, 'steps', i]) };
        const uses = typeof step.uses === 'string' ? step.uses : '';
        if (PR_TEXT_VALIDATORS.includes(uses.split('@')[0]?.toLowerCase() ?? ''))
            return { at, what: `\`${uses}\`` };
        if (onlyPrints(step.run))
            continue;
        const read = PR_TEXT.exec([step.run, step.with, step.env].map((v) => plainText(v ?? '')).join('\n'));
        const name = step.name === undefined ? `step ${i + 1}` : `step \`${plainText(step.name).slice(0, 80)}\``;
        if (read)
            return { at, what: `${name}, which reads the PR's ${read[1]?.toLowerCase()}` };
        if (jobEnv && typeof step.run === 'string')
            return { at, what: `${name}, whose job's env holds the PR's ${jobEnv[1]?.toLowerCase()}` };
    }
    return undefined;
}
/** Trunk's own ways to upload impacted targets, and what may be one. */
const SURE_UPLOAD_USES = [
    /(^|\/)merge-queue-action\/upload-targets@/,
    /^\.\/upload-targets\/?$/,
    /^trunk-io\/merge-action@/,
];
/** Trunk's actions that upload impacted targets in some of their modes. */
const MAYBE_UPLOAD_USES = /^trunk-io\/(bazel|nx)-action@/;
/** An input of another action that may upload impacted targets. */
const UPLOAD_INPUT = /upload|impacted|targets/i;
const MAYBE_UPLOAD_RUN = /\bupload-targets\b|impacted[_-]?targets|api\.trunk\.io|\btrunk\s+merge\b/i;
/** Whether a job of the workflow uploads impacted targets, surely, or maybe another way. */
function uploadsImpactedTargets(wf) {
    const jobs = isObject(wf.data) && isObject(wf.data.jobs) ? wf.data.jobs : {};
    let maybe;
    for (const [id, job] of Object.entries(jobs)) {
        const steps = isObject(job) ? stepsOf(job) : [];
        for (let i = 0; i < steps.length; i++) {
            const step = steps[i];
            if (!isObject(step))
                continue;
            const at = { file: wf.file, line: wf.lineOf(['jobs', id, 'steps', i]) };
            const uses = typeof step.uses === 'string' ? step.uses : '';
            const w = isObject(step.with) ? step.with : {};
            const run = typeof step.run === 'string' ? step.run : '';
            if (SURE_UPLOAD_USES.some((re) => re.test(uses)) ||
                (isThisAction(uses) && plainText(w.command ?? '').trim() === 'upload-targets') ||
                /\bmerge-queue\s+upload-targets\b/.test(run)) {
                return { surely: at };
            }
            if (maybe)
                continue;
            if (MAYBE_UPLOAD_USES.test(uses)) {
                maybe = { maybe: at, how: `\`${uses.slice(0, 100)}\`` };
            }
            else if (uses && Object.keys(w).some((k) => UPLOAD_INPUT.test(k))) {
                const input = Object.keys(w).find((k) => UPLOAD_INPUT.test(k));
                maybe = { maybe: at, how: `\`${uses.slice(0, 100)}\` with an input \`${input}\`` };
            }
            else if (MAYBE_UPLOAD_RUN.test(run)) {
                maybe = { maybe: at, how: 'a `run:` step that mentions impacted targets or Trunk' };
            }
        }
    }
    return maybe;
}
/** The surest upload of impacted targets among the workflows run on PRs (`pull_request`, `pull_request_target`). */
function pullRequestUploads(workflows) {
    let maybe;
    for (const w of workflows) {
        const on = triggersOf(w.data);
        if (!('pull_request' in on) && !('pull_request_target' in on))
            continue;
        const found = uploadsImpactedTargets(w);
        if (found && 'surely' in found)
            return found;
        maybe ??= found;
    }
    return maybe;
}

;// CONCATENATED MODULE: ./src/commands/doctor/jobs.ts
/**
 * Which checks a workflow's jobs report on one test run: whether each job runs (`if:` on the
 * event, `needs` chains), and the check names it reports (its `name:` with expressions, matrix
 * combinations, reusable workflows as `caller / callee`). Every walk is bounded: a workflow reports
 * at most {@link MAX_CHECK_RUNS} checks (GitHub's limit for one run), `needs` chains are followed
 * {@link MAX_NEEDS_DEPTH} deep, reusable workflows {@link MAX_CALL_DEPTH} deep.
 */





/**
 * The most checks doctor follows in one workflow's run (GitHub's own limit is 50,000 check runs
 * per check suite; a matrix runs at most 256 jobs): past it, the rest are unknown.
 */
const MAX_CHECK_RUNS = 10_000;
/**
 * The most checks doctor follows in all, for every workflow and test run together: reusable
 * workflows multiply (callers times their callee's jobs), so without it the work would not be
 * bounded by the files' size. Past it, the rest are unknown.
 */
const MAX_CHECK_RUNS_IN_ALL = 200_000;
/** A budget for {@link productionsOf} calls that share {@link MAX_CHECK_RUNS_IN_ALL}. */
const newBudget = () => ({ left: MAX_CHECK_RUNS_IN_ALL });
/** How deep `needs` is followed; past it a job's fate is unknown (the walk is recursive). */
const MAX_NEEDS_DEPTH = 500;
/** How deep reusable workflows are followed (GitHub allows ten levels of workflows). */
const MAX_CALL_DEPTH = 10;
/** Spends one check of the budgets; why not, when one is spent. */
function spend(caller) {
    if (caller.budget.left <= 0) {
        const most = MAX_CHECK_RUNS.toLocaleString('en-US');
        return `its workflow reports more than ${most} checks on one run, more than doctor follows`;
    }
    if (caller.total.left <= 0) {
        const most = MAX_CHECK_RUNS_IN_ALL.toLocaleString('en-US');
        return `the workflows report more than ${most} checks in all, more than doctor follows`;
    }
    caller.budget.left--;
    caller.total.left--;
    return undefined;
}
/** Every check the workflow's jobs report on the event, with whether they really run. */
function productionsOf(wf, ev, checkout, total = newBudget()) {
    const trigger = triggerOf(wf, ev);
    if (trigger.kind === 'never')
        return [];
    const ctx = { github: githubContext(ev, checkout.repository) };
    const caller = {
        trigger,
        prefix: '',
        fate: { kind: 'runs' },
        depth: 0,
        top: wf.file,
        budget: { left: MAX_CHECK_RUNS },
        total,
    };
    return jobsOf(wf, ev, ctx, checkout, caller);
}
function jobsOf(wf, ev, ctx, checkout, caller) {
    const jobs = jobsMap(wf);
    const fates = fatesOf(wf, jobs, ctx, caller.fate);
    const out = [];
    for (const [id, job] of Object.entries(jobs)) {
        if (!isObject(job))
            continue;
        const base = {
            ev,
            top: caller.top,
            at: { file: wf.file, line: wf.lineOf(['jobs', id]) },
            job: id,
            trigger: caller.trigger,
            fate: fates(id),
            steps: stepFactsOf(wf, id, job, checkout.repository),
        };
        if (caller.budget.left <= 0 || caller.total.left <= 0) {
            // Unknown from here on: any check may be among the ones not followed.
            out.push({ ...base, prefix: caller.prefix, unknownName: spend(caller) ?? '' });
            return out;
        }
        for (const p of namesOf(wf, id, job, base, ctx, checkout, caller))
            out.push(p);
    }
    return out;
}
const jobsMap = (wf) => isObject(wf.data) && isObject(wf.data.jobs) ? wf.data.jobs : {};
/** The checks one job reports: one per matrix combination, or its callee's through `uses:`. */
function namesOf(wf, id, job, base, ctx, checkout, caller) {
    const rawName = typeof job.name === 'string' ? job.name : job.name === undefined ? id : plainText(job.name);
    const unknown = (why) => {
        spend(caller);
        return [{ ...base, prefix: `${caller.prefix}${staticPart(rawName)}`, unknownName: why }];
    };
    const expansion = expansionOf(job);
    if ('unknown' in expansion)
        return unknown(expansion.unknown);
    const out = [];
    // A plain name needs no context (most jobs): made only for expressions and reusable workflows.
    const plain = !rawName.includes('${{') && typeof job.uses !== 'string';
    for (const combo of expansion.combos) {
        const jobCtx = plain
            ? ctx
            : {
                ...ctx,
                matrix: expressions_closed(Object.fromEntries(combo)),
                strategy: UNKNOWN,
                needs: UNKNOWN,
                vars: UNKNOWN,
                secrets: UNKNOWN,
                env: UNKNOWN,
            };
        const evaluated = plain ? rawName : interpolate(rawName, jobCtx);
        const suffix = mentionsContext(rawName, 'matrix') ? '' : matrixSuffix(combo);
        if (evaluated === UNKNOWN || suffix === undefined) {
            out.push(...unknown(`its name \`${rawName.slice(0, 200)}\` holds an expression that cannot be known before the run`));
        }
        else if (typeof job.uses === 'string') {
            const name = `${caller.prefix}${evaluated}${suffix} / `;
            const callee = called(wf, id, job, name, jobCtx, checkout, { ...caller, fate: base.fate }, base.ev);
            // One at a time: the callee's checks may be many (a spread of 100,000 overflows the stack).
            for (const p of callee)
                out.push(p);
        }
        else {
            const over = spend(caller);
            out.push(over
                ? { ...base, prefix: caller.prefix, unknownName: over }
                : { ...base, name: `${caller.prefix}${evaluated}${suffix}` });
            if (over)
                break;
        }
        if (caller.budget.left <= 0 || caller.total.left <= 0)
            break;
    }
    return out;
}
/** A job's matrix expanded once (the same on every event). */
function expansionOf(job) {
    const strategy = isObject(job.strategy) ? job.strategy : undefined;
    if (!strategy || strategy.matrix === undefined)
        return { combos: [new Map()] };
    let e = expansions.get(strategy);
    if (!e) {
        e = expandMatrix(strategy.matrix);
        expansions.set(strategy, e);
    }
    return e;
}
const expansions = new WeakMap();
/** A reusable workflow's jobs, named `caller / callee`. */
function called(wf, id, job, prefix, ctx, checkout, caller, ev) {
    const uses = plainText(job.uses);
    const at = { file: wf.file, line: wf.lineOf(['jobs', id, 'uses']) };
    const unknown = (why) => {
        spend(caller);
        return [
            {
                ev,
                top: caller.top,
                prefix,
                unknownName: why,
                at,
                job: id,
                trigger: caller.trigger,
                fate: caller.fate,
                steps: {},
            },
        ];
    };
    if (!uses.startsWith('./')) {
        return unknown(`it calls \`${uses.slice(0, 200)}\`, a reusable workflow of another repository that doctor cannot read`);
    }
    const callee = checkout.files.get(uses.slice(2).split('@')[0]);
    if (!callee || callee.data === undefined) {
        return unknown(`it calls \`${uses.slice(0, 200)}\`, which is not a workflow file GitHub runs in this checkout`);
    }
    if (caller.depth + 1 > MAX_CALL_DEPTH)
        return unknown(`reusable workflows nest deeper than ${MAX_CALL_DEPTH} here`);
    const declared = triggersOf(callee.data).workflow_call?.inputs;
    const given = isObject(job.with) ? job.with : {};
    const inputs = {};
    for (const [name, spec] of Object.entries(isObject(declared) ? declared : {})) {
        const v = name in given ? given[name] : isObject(spec) ? spec.default : undefined;
        inputs[name] =
            typeof v === 'string' ? interpolateValue(v, ctx) : v === undefined ? null : v;
    }
    const calleeCtx = { github: ctx.github, inputs: expressions_closed(inputs) };
    return jobsOf(callee, ev, calleeCtx, checkout, { ...caller, prefix, depth: caller.depth + 1 });
}
function interpolateValue(v, ctx) {
    const whole = /^\s*\$\{\{([\s\S]*)\}\}\s*$/.exec(v);
    if (whole && !whole[1].includes('}}')) {
        try {
            return evaluate(parseExpression(whole[1]), ctx);
        }
        catch {
            return UNKNOWN;
        }
    }
    return interpolate(v, ctx);
}
/** The part of a name before its first expression. */
function staticPart(name) {
    const i = name.indexOf('${{');
    return i < 0 ? name : name.slice(0, i);
}
const RANK = { runs: 0, unknown: 1, skipped: 2 };
function worst(a, b) {
    return RANK[b.kind] > RANK[a.kind] ? b : a;
}
/** Each job's fate on the event, from its `if:` and its `needs`, computed once per job. */
function fatesOf(wf, jobs, ctx, callerFate) {
    const fates = new Map();
    const fateOf = (id, seen) => {
        const known = fates.get(id);
        if (known)
            return known;
        const job = jobs[id];
        const at = { file: wf.file, line: wf.lineOf(['jobs', id]) };
        if (seen.has(id) || !isObject(job)) {
            return {
                kind: 'unknown',
                at,
                why: `job \`${id}\` is not a job, or its needs go round in a circle`,
            };
        }
        if (seen.size >= MAX_NEEDS_DEPTH) {
            return { kind: 'unknown', at, why: `its needs chain is deeper than ${MAX_NEEDS_DEPTH} jobs` };
        }
        seen.add(id);
        const deps = (strings(job.needs) ?? []).map((n) => Object.hasOwn(jobs, n)
            ? fateOf(n, seen)
            : {
                kind: 'unknown',
                at,
                why: `it needs \`${n.slice(0, 100)}\`, which is no job of this workflow`,
            });
        seen.delete(id);
        const fate = worst(callerFate, ownFate(wf, id, job.if, deps, ctx));
        fates.set(id, fate);
        return fate;
    };
    return (id) => fateOf(id, new Set());
}
/** A job's own fate: its `if:` (with its needs' fates), or its needs alone. */
function ownFate(wf, id, cond, deps, ctx) {
    const skippedDep = deps.find((d) => d.kind === 'skipped');
    const unknownDep = deps.find((d) => d.kind === 'unknown');
    if (cond === undefined || cond === null || plainText(cond).trim() === '') {
        return skippedDep ?? unknownDep ?? { kind: 'runs' };
    }
    const at = { file: wf.file, line: wf.lineOf(['jobs', id, 'if']) };
    const src = ifExpression(plainText(cond));
    // Quoted on one line, whole up to a bound: an expression may be up to 21,000 characters.
    const flat = src.trim().replace(/\s+/g, ' ');
    const quoted = flat.length > 200 ? `${flat.slice(0, 200)}…` : flat;
    let parsed;
    try {
        parsed = parseExpression(src);
    }
    catch (e) {
        if (!(e instanceof ExpressionSyntaxError))
            throw e;
        return { kind: 'unknown', at, why: `\`if: ${quoted}\` cannot be read (${e.message})` };
    }
    const statusAware = usesStatusFunction(parsed);
    if (!statusAware && skippedDep)
        return skippedDep;
    const success = skippedDep ? false : unknownDep ? UNKNOWN : true;
    const t = truthy(evaluate(parsed, ctx, { success }));
    if (t === true)
        return !statusAware && unknownDep ? unknownDep : { kind: 'runs' };
    if (t === false)
        return { kind: 'skipped', at, why: `\`if: ${quoted}\` is false on the queue's test runs` };
    if (unknownDep && !statusAware)
        return unknownDep;
    return { kind: 'unknown', at, why: `\`if: ${quoted}\` cannot be decided before the run` };
}

;// CONCATENATED MODULE: ./src/commands/doctor/github-rules.ts
/**
 * GitHub's own rules for a workflow file: what makes GitHub refuse to run it ("Invalid workflow
 * file"), so that every check it would report never reports. Each rule is GitHub's documented
 * syntax ("Workflow syntax for GitHub Actions", "Reusing workflows", "Actions limits"); a file
 * doctor could parse is checked here, and a file it could not parse is refused by its problem.
 */


/** GitHub starts no run of a workflow file larger than 500 KB ("Actions limits"). */
const GITHUB_MAX_WORKFLOW_BYTES = 500 * 1024;
/** A job id: a letter or `_`, then letters, digits, `-` and `_`. */
const JOB_ID = /^[A-Za-z_][A-Za-z0-9_-]*$/;
/** Filters GitHub refuses together on one event. */
const EXCLUSIVE_FILTERS = [
    ['branches', 'branches-ignore'],
    ['tags', 'tags-ignore'],
    ['paths', 'paths-ignore'],
];
/** At most this many refusals are told per file (the first say enough). */
const MAX_REFUSALS = 20;
/** What GitHub refuses in one parsed file, on its own (its calls are {@link callRefusals}). */
function refusalsOf(wf) {
    const out = wf.yamlIssues.map((i) => ({ ...i }));
    if (wf.bytes > GITHUB_MAX_WORKFLOW_BYTES) {
        out.push({
            line: 1,
            why: `it is larger than 500 KB (${wf.bytes.toLocaleString('en-US')} bytes): GitHub starts no run of it`,
        });
    }
    if (!isObject(wf.data))
        return [...out, { line: 1, why: 'it is not a mapping of `on:` and `jobs:`' }];
    if (!Object.keys(triggersOf(wf.data)).length) {
        out.push({ line: wf.lineOf(['on']), why: 'it has no `on:` triggers' });
    }
    for (const [event, filters] of Object.entries(triggersOf(wf.data))) {
        for (const [a, b] of EXCLUSIVE_FILTERS) {
            if (filters && filters[a] !== undefined && filters[b] !== undefined) {
                out.push({
                    line: wf.lineOf(['on', event, b]),
                    why: `its \`${event}\` trigger has both \`${a}\` and \`${b}\`, which GitHub does not allow on one event`,
                });
            }
        }
    }
    const jobs = wf.data.jobs;
    if (!isObject(jobs) || !Object.keys(jobs).length) {
        return [...out, { line: wf.lineOf(['jobs']), why: 'it has no `jobs:` mapping of jobs' }].slice(0, MAX_REFUSALS);
    }
    for (const [id, job] of Object.entries(jobs)) {
        if (out.length >= MAX_REFUSALS)
            break;
        const line = wf.lineOf(['jobs', id]);
        if (!JOB_ID.test(id)) {
            out.push({
                line,
                why: `job id \`${id.slice(0, 80)}\` is not valid (a letter or \`_\`, then letters, digits, \`-\` or \`_\`)`,
            });
        }
        if (!isObject(job))
            out.push({ line, why: `job \`${id.slice(0, 80)}\` is not a mapping` });
        else if (job['runs-on'] === undefined && job.uses === undefined) {
            out.push({ line, why: `job \`${id.slice(0, 80)}\` has no \`runs-on\`` });
        }
    }
    return out.slice(0, MAX_REFUSALS);
}
/**
 * What GitHub refuses in the files' calls of local reusable workflows: a callee that is not in the
 * checkout, has no `on: workflow_call`, or is refused itself (followed through callers of callers).
 * `refused` holds the files already refused; the result adds the callers refused for their calls.
 */
function callRefusals(files, refused) {
    const out = new Map();
    const bad = new Set(refused);
    for (let round = 0; round <= MAX_CALL_DEPTH; round++) {
        let grew = false;
        for (const wf of files.values()) {
            if (bad.has(wf.file) || !isObject(wf.data) || !isObject(wf.data.jobs))
                continue;
            const found = badCallOf(wf, files, bad);
            if (!found)
                continue;
            out.set(wf.file, [found]);
            bad.add(wf.file);
            grew = true;
        }
        if (!grew)
            break;
    }
    return out;
}
function badCallOf(wf, files, bad) {
    for (const [id, job] of Object.entries(wf.data.jobs)) {
        const uses = isObject(job) && typeof job.uses === 'string' ? job.uses : '';
        if (!uses.startsWith('./'))
            continue;
        const path = uses.slice(2);
        const callee = files.get(path);
        const line = wf.lineOf(['jobs', id, 'uses']);
        const shown = `\`${uses.slice(0, 200)}\``;
        if (!callee)
            return {
                line,
                why: `job \`${id}\` calls ${shown}, which is not a workflow file of this checkout`,
            };
        if (bad.has(path))
            return { line, why: `job \`${id}\` calls ${shown}, which GitHub refuses too` };
        if (callee.data !== undefined && !('workflow_call' in triggersOf(callee.data))) {
            return {
                line,
                why: `job \`${id}\` calls ${shown}, which has no \`on: workflow_call\` trigger`,
            };
        }
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/commands/doctor/suggestions.ts
/**
 * "Did you mean": the check names the workflows report that a required check no job reports is
 * close to. A matrix job's full name (`test (ubuntu-latest)` for `test`), a reusable workflow's
 * (`ci / test` for `test`), the same name in another case, or a name one or two edits away.
 * Indexed once, so each required check costs a few lookups and a bounded scan.
 */
/** At most this many names are measured by edit distance per check (the rest: not suggested). */
const MAX_DISTANCE_SCANS = 500;
/** ... and for all checks together (a thousand required checks no job reports). */
const MAX_TOTAL_DISTANCE_SCANS = 50_000;
/** At most this many suggestions per check. */
const MAX_SUGGESTIONS = 3;
const push = (m, k, v) => {
    const list = m.get(k);
    if (list)
        list.push(v);
    else
        m.set(k, [v]);
};
/** The part of a check name that a required check may be: `ci / test (20)` is `test`. */
function coreOf(name) {
    const slash = name.lastIndexOf(' / ');
    const after = slash < 0 ? name : name.slice(slash + 3);
    const paren = after.indexOf(' (');
    return paren < 0 ? after : after.slice(0, paren);
}
/** Indexes the names a checkout's workflows report. */
function nameIndex(names) {
    const index = {
        lower: new Map(),
        core: new Map(),
        caller: new Map(),
        byLength: new Map(),
        scansLeft: MAX_TOTAL_DISTANCE_SCANS,
    };
    for (const n of new Set(names)) {
        push(index.lower, n.toLowerCase(), n);
        push(index.core, coreOf(n), n);
        const slash = n.indexOf(' / ');
        if (slash > 0)
            push(index.caller, n.slice(0, slash), n);
        push(index.byLength, n.length, n);
    }
    return index;
}
/** The names close to `check`, closest first, at most three. */
function suggestionsFor(check, index) {
    const found = new Set();
    for (const n of index.lower.get(check.toLowerCase()) ?? [])
        if (n !== check)
            found.add(n);
    for (const n of index.core.get(coreOf(check)) ?? [])
        if (n !== check)
            found.add(n);
    for (const n of index.caller.get(check) ?? [])
        found.add(n);
    if (found.size < MAX_SUGGESTIONS && check.length >= 4) {
        let scans = 0;
        for (let len = check.length - 2; len <= check.length + 2 && scans < MAX_DISTANCE_SCANS; len++) {
            for (const n of index.byLength.get(len) ?? []) {
                if (++scans > MAX_DISTANCE_SCANS || --index.scansLeft < 0)
                    break;
                if (n !== check && withinTwoEdits(check.toLowerCase(), n.toLowerCase()))
                    found.add(n);
            }
        }
    }
    return [...found].slice(0, MAX_SUGGESTIONS);
}
/** Whether `a` and `b` are at most two edits apart (Levenshtein in a band of five diagonals). */
function withinTwoEdits(a, b) {
    if (Math.abs(a.length - b.length) > 2)
        return false;
    const FAR = 3;
    let prev = new Int32Array(b.length + 1).fill(FAR);
    let row = new Int32Array(b.length + 1).fill(FAR);
    for (let j = 0; j <= Math.min(2, b.length); j++)
        prev[j] = j;
    for (let i = 1; i <= a.length; i++) {
        const lo = Math.max(1, i - 2);
        const hi = Math.min(b.length, i + 2);
        row[lo - 1] = lo === 1 && i <= 2 ? i : FAR;
        let best = row[lo - 1];
        for (let j = lo; j <= hi; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            const d = Math.min(FAR, prev[j - 1] + cost, prev[j] + 1, row[j - 1] + 1);
            row[j] = d;
            if (d < best)
                best = d;
        }
        if (hi < b.length)
            row[hi + 1] = FAR;
        if (best >= FAR)
            return false;
        [prev, row] = [row, prev];
    }
    return prev[b.length] <= 2;
}

;// CONCATENATED MODULE: ./src/commands/doctor/verdict.ts
/**
 * One verdict per required check, with one reason: whether it reports on every test run of the
 * queue's mode, and if not, the one thing to blame (a filter, an `if:`, a trigger, a file GitHub
 * refuses, a file doctor could not read, a name no job produces).
 */




const GRADE_ORDER = ['runs', 'paths', 'unknown', 'guess', 'skipped', 'none'];
const rank = (g) => GRADE_ORDER.indexOf(g);
function gradeOf(p) {
    if (p.fate.kind === 'skipped')
        return 'skipped';
    if (p.fate.kind === 'unknown')
        return 'unknown';
    return p.trigger.kind === 'paths' ? 'paths' : 'runs';
}
/** The check's verdict. */
function verdictOf(check, ctx) {
    if (ctx.folder !== 'found')
        return { kind: 'unchecked' };
    const produced = producedVerdict(check, ctx);
    if (produced)
        return produced;
    const guess = ctx.unknownNamed.find((p) => check.startsWith(p.prefix ?? ''));
    if (guess)
        return { kind: 'unknown-name', at: guess.at, why: guess.unknownName ?? '' };
    return (elsewhereVerdict(check, ctx) ??
        refusedVerdict(check, ctx, false) ??
        unreadVerdict(ctx) ??
        nameVerdict(check, ctx));
}
/** The verdict of a check some job reports on the test runs, from its worst test branch. */
function producedVerdict(check, ctx) {
    const prods = ctx.named.get(check);
    if (!prods?.length)
        return undefined;
    // The best production of the check on each sample branch (push and PR of it together).
    const grades = new Map();
    for (const ev of ctx.events)
        grades.set(branchOf(ev), { grade: 'none' });
    for (const p of prods) {
        const b = branchOf(p.ev);
        const g = gradeOf(p);
        if (rank(g) < rank(grades.get(b).grade))
            grades.set(b, { grade: g, p });
    }
    // Where no job reports it by name, a job whose name only the run knows may (or one past the
    // most doctor follows): unknown there, never "not reported".
    for (const [b, x] of grades) {
        if (x.grade !== 'none')
            continue;
        const guess = ctx.unknownNamed.find((p) => branchOf(p.ev) === b && p.fate.kind !== 'skipped' && check.startsWith(p.prefix ?? ''));
        if (guess)
            grades.set(b, { grade: 'guess', p: guess });
    }
    const per = [...grades.entries()];
    const worst = per.reduce((w, [, x]) => (rank(x.grade) > rank(w) ? x.grade : w), 'runs');
    if (worst === 'runs')
        return { kind: 'runs' };
    if (worst === 'none') {
        const ok = per.find(([, x]) => x.grade !== 'none');
        const missing = per.find(([, x]) => x.grade === 'none')[0];
        const why = whyNot(check, ctx, ctx.events.filter((e) => branchOf(e) === missing));
        return {
            kind: 'some-branches',
            ok: ok[0],
            missing,
            ...(why ? { at: why.at, why: why.why } : { at: ok[1].p?.at }),
        };
    }
    const p = per.find(([, x]) => x.grade === worst)[1].p;
    if (worst === 'guess')
        return { kind: 'unknown-name', at: p.at, why: p.unknownName ?? '' };
    if (worst === 'paths' && p.trigger.kind === 'paths') {
        const others = [
            ...new Set(prods.filter((x) => x.trigger.kind === 'paths').map((x) => x.top)),
        ].filter((f) => f !== p.top);
        return { kind: 'paths', at: p.trigger.at, why: p.trigger.why, others };
    }
    if (p.fate.kind === 'skipped')
        return { kind: 'skipped', at: p.fate.at, why: p.fate.why };
    if (p.fate.kind === 'unknown')
        return { kind: 'unknown-if', at: p.fate.at, why: p.fate.why };
    return { kind: 'runs' };
}
/** Indexes what the files report on any push or PR of any branch, their filters ignored. */
function anywhereIndex(files, checkout) {
    const index = { byName: new Map(), guesses: [] };
    const total = newBudget();
    const evs = [
        { kind: 'push', branch: 'any' },
        { kind: 'pull_request', head: 'any', base: 'any' },
    ];
    for (const w of files) {
        const free = {
            ...w,
            data: { ...w.data, on: { push: null, pull_request: null } },
        };
        for (const p of evs.flatMap((ev) => productionsOf(free, ev, checkout, total))) {
            if (p.name !== undefined) {
                const list = index.byName.get(p.name);
                if (!list)
                    index.byName.set(p.name, [w]);
                else if (list.at(-1) !== w)
                    list.push(w);
            }
            else if (p.prefix)
                index.guesses.push({ w, p });
            else
                index.wildcard ??= p;
        }
    }
    return index;
}
/**
 * How much a file that reports a check tells of why it does not on the test runs: one run on
 * pushes or PRs (its filters, its types), then on GitHub's merge queue, then on another repository
 * event; a file run on a schedule or by hand says least.
 */
function blameRank(w) {
    const on = triggersOf(w.data);
    if ('push' in on || 'pull_request' in on)
        return 0;
    if ('merge_group' in on)
        return 1;
    if ('pull_request_target' in on || 'workflow_run' in on)
        return 2;
    return 3;
}
/** The accepted file to blame for a check it reports somewhere: by name, else by a guess at a name. */
function producer(check, ctx) {
    const { byName, guesses } = ctx.anywhere();
    const files = byName.get(check);
    if (files) {
        const w = files.reduce((a, b) => (blameRank(b) < blameRank(a) ? b : a));
        return { w, others: files.filter((f) => f !== w).map((f) => f.file) };
    }
    const g = guesses.find((x) => check.startsWith(x.p.prefix));
    return g ? { w: g.w, guess: g.p, others: [] } : undefined;
}
/** Why a workflow that reports the check elsewhere does not on these events (its filter, its line). */
function whyNot(check, ctx, events) {
    const found = producer(check, ctx);
    if (!found)
        return undefined;
    // A filter of a trigger it has says more than a trigger it lacks.
    const never = events
        .map((ev) => triggerOf(found.w, ev))
        .flatMap((t) => (t.kind === 'never' ? [t] : []))
        .sort((a, b) => Number(a.why.startsWith('it is not')) - Number(b.why.startsWith('it is not')));
    const t = never[0];
    return t ? { at: t.at, why: `${found.w.file}: ${t.why}` } : undefined;
}
/** The verdict of a check an accepted workflow reports, only not on the test runs. */
function elsewhereVerdict(check, ctx) {
    const found = producer(check, ctx);
    if (!found)
        return undefined;
    const { w } = found;
    const on = Object.keys(triggersOf(w.data));
    const onLine = { file: w.file, line: w.lineOf(['on']) };
    if (on.includes('merge_group') && !on.includes('push'))
        return { kind: 'merge-group-only', at: onLine, file: w.file };
    const other = ['pull_request_target', 'workflow_run'].find((e) => on.includes(e));
    if (other && (other !== 'pull_request_target' || ctx.queue.createPrsForTestingBranches)) {
        return {
            kind: 'other-trigger',
            at: { file: w.file, line: w.lineOf(['on', other]) },
            file: w.file,
            event: other,
        };
    }
    const why = whyNot(check, ctx, ctx.events);
    return {
        kind: 'not-triggered',
        at: why?.at ?? onLine,
        file: w.file,
        ...(why ? { why: why.why.slice(w.file.length + 2) } : {}),
        ...(found.guess ? { guess: found.guess.job } : {}),
        others: found.others,
    };
}
/** A check only a parsed file GitHub refuses reports, or (`maybe`) a refused file doctor could not parse may. */
function refusedVerdict(check, ctx, maybe) {
    // Past the most checks doctor follows, a refused file may report any name (`maybe`).
    const index = ctx.refusedAnywhere();
    const wildcard = index.wildcard && ctx.refused.find((x) => x.wf.file === index.wildcard.top);
    if (!maybe && !index.byName.has(check) && wildcard) {
        return {
            kind: 'refused',
            at: { file: wildcard.wf.file, line: wildcard.refusal.line },
            file: wildcard.wf.file,
            why: wildcard.refusal.why,
            maybe: true,
        };
    }
    const w = maybe ? undefined : index.byName.get(check)?.[0];
    const r = w
        ? ctx.refused.find((x) => x.wf === w)
        : maybe
            ? ctx.refused.find((x) => x.wf.data === undefined)
            : undefined;
    if (!r)
        return undefined;
    return {
        kind: 'refused',
        at: { file: r.wf.file, line: r.refusal.line },
        file: r.wf.file,
        why: r.refusal.why,
        maybe,
    };
}
function unreadVerdict(ctx) {
    const first = ctx.unread[0];
    if (!first)
        return undefined;
    const at = { file: first.file, line: first.problem?.line ?? 1 };
    return { kind: 'unread', at, files: ctx.unread.map((w) => w.file) };
}
/** A matrix combination the job does not produce, or a name no job reports (and what is close). */
function nameVerdict(check, ctx) {
    const matrix = /^(.*) \((.*)\)$/.exec(check);
    for (const wf of matrix ? ctx.accepted : []) {
        const jobs = isObject(wf.data) && isObject(wf.data.jobs) ? wf.data.jobs : {};
        for (const [id, job] of Object.entries(jobs)) {
            if (!isObject(job))
                continue;
            const name = typeof job.name === 'string' ? job.name : id;
            if (name === matrix[1] && isObject(job.strategy) && job.strategy.matrix !== undefined) {
                const at = { file: wf.file, line: wf.lineOf(['jobs', id, 'strategy', 'matrix']) };
                return { kind: 'matrix-name', at, job: id, combination: matrix[2] };
            }
        }
    }
    // A job whose name may be any may be it: not "no workflow reports it".
    const wildcard = ctx.anywhere().wildcard;
    if (wildcard)
        return { kind: 'unknown-name', at: wildcard.at, why: wildcard.unknownName ?? '' };
    const suggestions = suggestionsFor(check, ctx.names());
    // A close name explains a miss better than a file GitHub refuses that may hold it.
    return ((!suggestions.length && refusedVerdict(check, ctx, true)) || { kind: 'missing', suggestions });
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/commands/doctor/workflow-file.ts
/**
 * A workflow file read with a real YAML parser (`yaml`), keeping where each key is: its plain
 * value for the analysis, the line of any path in it for the findings and annotations, and what
 * GitHub's own reader refuses that `yaml` lets pass (a key written twice, an unquoted `!`).
 */

/** yaml's own default: an alias may stand for at most this many nodes in all. */
const MAX_ALIAS_COUNT = 100;
/**
 * The deepest `[`/`{` nesting read: yaml's parser spends ~20 µs per level (1 MB of `[`: 10 s)
 * and then gives up with a stack overflow; no workflow nests a tenth as deep.
 */
const MAX_FLOW_NESTING = 1000;
/** A file that was not read: its path, the problem, no data. */
function unreadFile(file, kind, detail, bytes = 0, line = 1) {
    return {
        file,
        data: undefined,
        lineOf: () => 1,
        problem: { kind, line, detail },
        yamlIssues: [],
        bytes,
    };
}
/** Why a file was not read, for a sentence after "because": `it is not valid YAML at line 3 (…)`. */
function problemText(p) {
    switch (p.kind) {
        case 'yaml':
            return `it is not valid YAML at line ${p.line} (${p.detail})`;
        case 'symlink':
            return "it is a symbolic link, which GitHub does not follow (it reads the link's own text)";
        case 'too-large':
        case 'unreadable':
        case 'nesting':
        case 'folder':
            return `it ${p.detail}`;
        case 'aliases':
            return `it uses YAML aliases that expand past the guard against alias bombs (${p.detail})`;
    }
}
/**
 * yaml's message without its position and excerpt: `Nested mappings are not allowed in compact
 * mappings at line 2, column 9:\n\n…` is `Nested mappings are not allowed in compact mappings`
 * (the finding gives the line).
 */
function yamlMessage(message) {
    const first = message.split('\n')[0] ?? '';
    return first.replace(/ at line \d+, column \d+:?$/, '').replace(/:$/, '');
}
/** Parses one workflow file's text. */
function parseWorkflowFile(file, text) {
    const bytes = Buffer.byteLength(text);
    const lines = new dist/* LineCounter */.HN();
    const lineAt = (offset) => offset === undefined ? 1 : lines.linePos(offset).line;
    const deep = flowNestingPast(text, MAX_FLOW_NESTING);
    if (deep !== undefined) {
        return unreadFile(file, 'nesting', `nests [ and { deeper than ${MAX_FLOW_NESTING} levels`, bytes, lineNumberAt(text, deep));
    }
    // YAML 1.2 (the default): `on` is a string key, not the boolean of YAML 1.1.
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter: lines, uniqueKeys: false });
    if (doc.errors.length) {
        const e = doc.errors[0];
        return unreadFile(file, 'yaml', yamlMessage(e.message), bytes, lineAt(e.pos[0]));
    }
    let data;
    try {
        data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    }
    catch (e) {
        // yaml refuses aliases that would expand the document past its guard (a billion laughs).
        return unreadFile(file, 'aliases', e.message, bytes);
    }
    const issues = doc.warnings
        .filter((w) => w.code === 'TAG_RESOLVE_FAILED')
        .map((w) => ({
        line: lineAt(w.pos[0]),
        why: `an unquoted \`!\` starts a YAML tag (${yamlMessage(w.message)}); quote the value or wrap it in \${{ }}`,
    }));
    issues.push(...duplicateKeys(doc.contents, lineAt));
    return { file, data, yamlIssues: issues, bytes, lineOf: linesOf(doc, lineAt) };
}
/** The line finder of a parsed document: a walk down `path`, each map's keys indexed once. */
function linesOf(doc, lineAt) {
    return (path) => {
        let node = doc.contents;
        let line = 1;
        for (const key of path) {
            if ((0,dist/* isMap */.jh)(node)) {
                const pair = pairOf(node, String(key));
                if (!pair)
                    return line;
                line = lineAt(pair.key.range?.[0]);
                node = pair.value;
            }
            else if ((0,dist/* isSeq */.oP)(node)) {
                const item = node.items[Number(key)];
                if (!item)
                    return line;
                line = lineAt(item.range?.[0]);
                node = item;
            }
            else
                return line;
        }
        return line;
    };
}
/**
 * The first pair of `map` whose scalar key reads `key`, from an index built once per map: a
 * workflow of thousands of jobs asks for the line of each, and a scan per question made that
 * quadratic (20,000 jobs: 53 s).
 */
function pairOf(map, key) {
    let index = pairIndexes.get(map);
    if (!index) {
        index = new Map();
        for (const p of map.items) {
            if (!(0,dist/* isPair */.tO)(p) || !(0,dist/* isScalar */.jn)(p.key))
                continue;
            const k = String(p.key.value);
            if (!index.has(k))
                index.set(k, p);
        }
        pairIndexes.set(map, index);
    }
    return index.get(key);
}
const pairIndexes = new WeakMap();
/**
 * Keys written twice in one mapping (`on:` twice, a job id twice): GitHub refuses the file, while
 * yaml keeps the last. Walked with a stack (no recursion), each node once.
 */
function duplicateKeys(root, lineAt) {
    const out = [];
    const stack = [root];
    while (stack.length) {
        const node = stack.pop();
        if ((0,dist/* isMap */.jh)(node)) {
            const seen = new Map();
            for (const p of node.items) {
                stack.push(p.value);
                if (!(0,dist/* isScalar */.jn)(p.key))
                    continue;
                const k = String(p.key.value);
                const line = lineAt(p.key.range?.[0]);
                const first = seen.get(k);
                if (first === undefined)
                    seen.set(k, line);
                else if (out.length < 20)
                    out.push({
                        line,
                        why: `key \`${k.slice(0, 80)}\` is defined twice (lines ${first} and ${line})`,
                    });
            }
        }
        else if ((0,dist/* isSeq */.oP)(node)) {
            // One at a time: a spread of a list of a million items overflows the stack.
            for (const item of node.items)
                stack.push(item);
        }
    }
    return out;
}
/**
 * The offset where `[`/`{` nesting first passes `max`, from yaml's lexer (which knows quotes and
 * comments), or undefined. One pass over the tokens.
 */
function flowNestingPast(text, max) {
    // A text with fewer openers than the bound cannot pass it: no lexing.
    let openers = 0;
    for (let i = text.indexOf('['); i !== -1 && openers <= max; i = text.indexOf('[', i + 1))
        openers++;
    for (let i = text.indexOf('{'); i !== -1 && openers <= max; i = text.indexOf('{', i + 1))
        openers++;
    if (openers <= max)
        return undefined;
    let depth = 0;
    let offset = 0;
    for (const token of new dist/* Lexer */.JG().lex(text)) {
        if (token === '[' || token === '{')
            depth++;
        else if (token === ']' || token === '}')
            depth = Math.max(0, depth - 1);
        if (depth > max)
            return offset;
        // The lexer's markers (document, flow end, scalar: one control character) are not text.
        if (!(token.length === 1 && token < ' ' && token !== '\n' && token !== '\t'))
            offset += token.length;
    }
    return undefined;
}
/** The 1-based line of `offset` in `text`. */
function lineNumberAt(text, offset) {
    let line = 1;
    for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1))
        line++;
    return line;
}

;// CONCATENATED MODULE: ./src/commands/doctor/analysis.ts
/**
 * What doctor knows before any rule judges, computed once from what it read: which workflow files
 * GitHub runs, refuses, or doctor could not read; the checks every file GitHub runs reports on each
 * of the queue's test runs; and for each required check, its one verdict (see verdict.ts).
 */







/** The most required checks doctor checks (a `.trunk/trunk.yaml` in a PR may name 100,000). */
const MAX_REQUIRED_CHECKS = 1000;
/** Kinds of file problem by who refuses the file: GitHub too, doctor only, or nobody (a folder). */
const GITHUB_REFUSES = new Set(['yaml', 'symlink', 'too-large']);
/** Computes the facts, once. */
function analysis_analyze(input) {
    const folder = input.folder ?? 'found';
    const { accepted, refused, unread, folders } = classify(input.workflows);
    const files = new Map(accepted.map((w) => [w.file, w]));
    const checkout = { files, repository: input.repository };
    const events = testEvents(input.queue);
    // Workflows that only others call run as part of their callers.
    const entry = accepted.filter((w) => Object.keys(triggersOf(w.data)).some((e) => e !== 'workflow_call'));
    const total = newBudget();
    const productions = events.flatMap((ev) => entry.flatMap((w) => productionsOf(w, ev, checkout, total)));
    const named = new Map();
    for (const p of productions) {
        if (p.name === undefined)
            continue;
        const list = named.get(p.name);
        if (list)
            list.push(p);
        else
            named.set(p.name, [p]);
    }
    const external = new Set(input.externalChecks ?? []);
    const anywhere = analysis_once(() => anywhereIndex(accepted, checkout));
    const ctx = {
        folder,
        events,
        queue: input.queue,
        accepted,
        refused,
        unread,
        checkout,
        named,
        unknownNamed: productions.filter((p) => p.name === undefined),
        anywhere,
        names: analysis_once(() => nameIndex(anywhere().byName.keys())),
        refusedAnywhere: analysis_once(() => {
            // Their calls are followed into any parsed file (a refused caller of a file GitHub runs).
            const parsed = input.workflows.filter((w) => w.data !== undefined);
            const refusedParsed = refused.flatMap((r) => (r.wf.data === undefined ? [] : [r.wf]));
            const files = new Map(parsed.map((w) => [w.file, w]));
            return anywhereIndex(refusedParsed, { files, repository: input.repository });
        }),
    };
    const names = [...new Set(input.required.names)].filter((name) => !external.has(name));
    const checks = names
        .slice(0, MAX_REQUIRED_CHECKS)
        .map((name) => ({ name, productions: named.get(name) ?? [], verdict: verdictOf(name, ctx) }));
    const uncheckedCount = names.length - checks.length;
    return {
        input,
        queue: input.queue,
        folder,
        events,
        accepted,
        refused,
        unread,
        folders,
        checks,
        uncheckedCount,
    };
}
/** `make()`'s value, made on the first call. */
function analysis_once(make) {
    let made;
    return () => (made ??= { v: make() }).v;
}
/** The files by what GitHub and doctor make of them. */
function classify(workflows) {
    const accepted = [];
    const refused = [];
    const unread = [];
    const folders = [];
    for (const wf of workflows) {
        const p = wf.problem;
        if (p?.kind === 'folder')
            folders.push(wf);
        else if (p && GITHUB_REFUSES.has(p.kind))
            refused.push({ wf, refusal: { line: p.line, why: problemText(p) } });
        else if (p)
            unread.push(wf);
        else {
            const own = refusalsOf(wf);
            if (own.length)
                refused.push({ wf, refusal: own[0] });
            else
                accepted.push(wf);
        }
    }
    const all = new Map(workflows.filter((w) => w.problem?.kind !== 'folder').map((w) => [w.file, w]));
    const calls = callRefusals(all, new Set(refused.map((r) => r.wf.file)));
    return {
        accepted: accepted.filter((w) => !calls.has(w.file)),
        refused: [
            ...refused,
            ...accepted
                .filter((w) => calls.has(w.file))
                .map((wf) => ({ wf, refusal: calls.get(wf.file)[0] })),
        ],
        unread,
        folders,
    };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/files/read-file.ts
var read_file = __webpack_require__(654);
;// CONCATENATED MODULE: ./src/commands/doctor/checkout.ts
/**
 * The checkout's side: the workflow files (`.github/workflows/*.yml` and `*.yaml`, as GitHub reads
 * them: that folder only, no subfolders, no links) and `.trunk/trunk.yaml`'s
 * `merge.required_statuses`. A PR writes these files, so nothing outside the checkout is read:
 * a link in the workflows folder is never followed (GitHub does not follow it either), and a
 * `.trunk/trunk.yaml` that leads out of the checkout is refused, as the test gate refuses reports.
 */






/** A workflow file larger than this is not read (GitHub's own limit, 500 KB, is far below). */
const MAX_WORKFLOW_BYTES = 2 * 1024 * 1024;
/** The folder GitHub reads workflows from, relative to the checkout. */
const WORKFLOWS_DIR = '.github/workflows';
/** Reads and parses every workflow file of the checkout; none unless the folder is `found`. */
function readWorkflows(checkout) {
    for (const path of ['.github', WORKFLOWS_DIR]) {
        const state = folderState((0,external_node_path_.join)(checkout, path));
        if (state !== 'found')
            return { files: [], folder: state };
    }
    let entries;
    try {
        entries = (0,external_node_fs_.readdirSync)((0,external_node_path_.join)(checkout, WORKFLOWS_DIR), { withFileTypes: true });
    }
    catch {
        return { files: [], folder: 'unreadable' };
    }
    const files = entries
        .filter((d) => /\.ya?ml$/i.test(d.name))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
        .map((d) => readWorkflow(checkout, `${WORKFLOWS_DIR}/${d.name}`, d));
    return { files, folder: 'found' };
}
function folderState(path) {
    try {
        const st = (0,external_node_fs_.lstatSync)(path);
        if (st.isSymbolicLink())
            return 'symlink';
        return st.isDirectory() ? 'found' : 'not-a-folder';
    }
    catch (e) {
        return e.code === 'ENOENT' ? 'absent' : 'unreadable';
    }
}
function readWorkflow(checkout, file, entry) {
    if (entry.isSymbolicLink()) {
        return unreadFile(file, 'symlink', 'is a symbolic link');
    }
    if (entry.isDirectory())
        return unreadFile(file, 'folder', 'is a folder');
    try {
        const read = (0,read_file/* readBoundedFileSync */.Tq)((0,external_node_path_.join)(checkout, file), { maxBytes: MAX_WORKFLOW_BYTES });
        if (!read.complete) {
            return unreadFile(file, 'too-large', `is larger than ${MAX_WORKFLOW_BYTES / 1024 / 1024} MiB`, read.bytesRead);
        }
        return parseWorkflowFile(file, read.bytes.toString('utf8'));
    }
    catch (e) {
        if (e instanceof read_file/* FileReadProblem */.Es)
            return unreadFile(file, 'unreadable', e.message);
        throw e;
    }
}
/** The path of Trunk's repository settings, relative to the checkout. */
const TRUNK_YAML = '.trunk/trunk.yaml';
const MAX_TRUNK_YAML_BYTES = 1024 * 1024;
/**
 * `merge.required_statuses` of `.trunk/trunk.yaml`: `names` when the checkout has one that sets
 * them; `problem` (what it is, for a sentence after the path) when the file is there but cannot
 * be read (a link out of the checkout, too large, not a regular file, not valid YAML, aliases
 * past the guard) or `required_statuses` is not a list of names, so doctor says so instead of
 * going on as if it were absent.
 */
function trunkYamlRequiredStatuses(checkout) {
    const text = readInsideCheckout(checkout, TRUNK_YAML, MAX_TRUNK_YAML_BYTES);
    if (text === undefined || 'problem' in text)
        return text ?? {};
    let doc;
    try {
        doc = (0,dist/* parse */.qg)(text.text, { maxAliasCount: MAX_ALIAS_COUNT, uniqueKeys: false });
    }
    catch (e) {
        const message = yamlMessage(e.message);
        return e instanceof dist/* YAMLError */.IP
            ? { problem: `is not valid YAML (${message})` }
            : { problem: `uses YAML aliases that expand past the guard against alias bombs (${message})` };
    }
    const merge = checkout_isObject(doc) ? doc.merge : undefined;
    const list = checkout_isObject(merge) ? merge.required_statuses : undefined;
    if (list === undefined || list === null)
        return {};
    if (!Array.isArray(list) || !list.every((n) => typeof n === 'string' || typeof n === 'number')) {
        return {
            problem: `has a merge.required_statuses that is not a list of check names (${plainText(list).slice(0, 80)})`,
        };
    }
    return { names: list.map(plainText) };
}
const checkout_isObject = (v) => !!v && typeof v === 'object' && !Array.isArray(v);
/**
 * The text of a file of the checkout (`file` relative to it), read up to `maxBytes`: undefined
 * when there is none; a problem (for a sentence after its path) when it cannot be read as asked:
 * a link out of the checkout or to nothing, not a regular file, too large, unreadable.
 */
function readInsideCheckout(checkout, file, maxBytes) {
    const path = (0,external_node_path_.join)(checkout, file);
    let st;
    try {
        st = (0,external_node_fs_.lstatSync)(path);
    }
    catch {
        return undefined;
    }
    // It, or a folder on its path, may be a link: wherever it leads must be in the checkout.
    const inside = insideCheckout(checkout, path);
    if (inside === undefined)
        return { problem: 'is a symbolic link that leads nowhere' };
    if (!inside) {
        return {
            problem: 'leads out of the checkout (a symbolic link); doctor reads the checkout only',
        };
    }
    if (!st.isSymbolicLink() && !st.isFile())
        return { problem: (0,read_file/* notRegularText */.JU)(st) };
    try {
        const read = (0,read_file/* readBoundedFileSync */.Tq)(path, { maxBytes });
        if (!read.complete)
            return { problem: `is larger than ${maxBytes / 1024 / 1024} MiB` };
        return { text: read.bytes.toString('utf8') };
    }
    catch (e) {
        if (e instanceof read_file/* FileReadProblem */.Es)
            return { problem: e.message };
        throw e;
    }
}
/** Whether the real path of `path` lies in the checkout (undefined: it does not resolve). */
function insideCheckout(checkout, path) {
    try {
        const rel = (0,external_node_path_.relative)((0,external_node_fs_.realpathSync)(checkout), (0,external_node_fs_.realpathSync)(path));
        return !(rel.startsWith('..') || (0,external_node_path_.isAbsolute)(rel));
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/commands/doctor/findings.ts
const ORDER = { error: 0, warning: 1, unknown: 2 };
/** Errors first, then warnings, then unknowns; by check, file and line within each. */
function sortFindings(list) {
    return [...list].sort((a, b) => ORDER[a.severity] - ORDER[b.severity] ||
        a.check.localeCompare(b.check) ||
        a.file.localeCompare(b.file) ||
        a.line - b.line);
}
/** How many findings of each severity. */
function countFindings(list) {
    const counts = { error: 0, warning: 0, unknown: 0 };
    for (const f of list)
        counts[f.severity]++;
    return counts;
}

;// CONCATENATED MODULE: ./src/commands/doctor/rule.ts
/** A rule of its file, for the table. */
function defineRule(spec) {
    return {
        code: spec.code,
        severity: spec.severity,
        title: spec.title,
        ...(spec.read ? { read: spec.read } : {}),
        judge: (facts, read) => spec.check(facts, read).map((hit) => {
            const { check, at } = hit;
            return { check: check ?? '', ...(at ? { at } : {}), message: spec.message(hit, facts) };
        }),
    };
}
/** The hits of every check whose verdict is of `kind`, with that verdict (for the verdict rules). */
function verdictHits(facts, kind) {
    return facts.checks.flatMap((c) => {
        const v = c.verdict;
        if (v.kind !== kind)
            return [];
        const at = 'at' in v ? v.at : undefined;
        return [{ check: c.name, ...(at ? { at } : {}), v: v }];
    });
}

;// CONCATENATED MODULE: ./src/commands/doctor/snippets.ts
/**
 * Every piece of YAML doctor tells a user to paste, once, with where it goes. A test puts each one
 * where it says into a workflow and runs actionlint over it, and checks that every finding's
 * YAML-looking code span is one of these: advice that makes GitHub refuse the file stalls the queue.
 */
/** The snippets, by what they do. */
const SNIPPETS = {
    /** A trigger on the queue's test branches (under `on:`). */
    pushTestBranches: { place: 'on', yaml: "push: { branches: ['trunk-merge/**'] }" },
    /** A job condition that skips the queue's draft PRs (`!` inside `${{ }}`: bare, it is a YAML tag). */
    skipTestBranchPrs: {
        place: 'job',
        yaml: "if: ${{ !startsWith(github.head_ref, 'trunk-merge/') }}",
    },
    /** The permissions doctor's GitHub reads need (the refusals of repository-checks.ts name them). */
    contentsRead: { place: 'permissions', yaml: 'contents: read' },
    actionsRead: { place: 'permissions', yaml: 'actions: read' },
};
/** A snippet as a code span of a message. */
const span = (s) => `\`${s.yaml}\``;

// EXTERNAL MODULE: ./src/quarantine/file.ts
var file = __webpack_require__(2164);
;// CONCATENATED MODULE: ./src/commands/doctor/words.ts
/**
 * doctor's words shared by its rules, its log and its summary: how a stalled check is said, the
 * test runs of the queue's mode, where the required checks came from. Sentences that belong to one
 * rule live in that rule's file.
 */





/** What happens to every PR when a required check never reports. */
const WAITS_UNTIL_TIMEOUT = 'every PR waits for it until the testing timeout';
/** How to set one of the queue's settings, in the door's words: `command: update-queue with queue-settings …`. */
const updateQueue = (settings) => `${(0,refs/* commandRef */.Z9)('update-queue')} with ${(0,refs/* inputRef */.io)(constants/* Inputs */.G0.QueueSettings)} \`${settings}\``;
/** The input that lists checks another CI posts, in the door's words. */
const EXTERNAL_CHECKS = (0,refs/* inputRef */.io)(constants/* Inputs */.G0.ExternalChecks);
/** A quarantine file's entry for a sentence: its test, its line and its owner. */
const entryText = (e) => `\`${(0,file/* entryLabel */.b4)(e)}\` (line ${e.line}, owner ${e.owner})`;
/** A required check, quoted. */
const quoted = (check) => `"${check}"`;
/** The test runs of the queue's mode, for a sentence: "the pushes of … and the draft PRs …". */
function testRunsText(q) {
    return q.createPrsForTestingBranches
        ? `pushes of \`trunk-merge/**\` branches and the draft PRs the queue opens from them to \`${q.branch}\``
        : `pushes of \`trunk-merge/**\` branches (the queue opens no draft PRs)`;
}
/** Where the required checks came from, for a summary line and the log. */
function sourceText(source, complete) {
    switch (source.kind) {
        case 'queue':
            return "the queue's settings";
        case 'trunk-yaml':
            return '.trunk/trunk.yaml';
        case 'github':
            if (source.sources.length)
                return `GitHub ${source.sources.join(' and ')}${complete ? '' : ' (partly read)'}`;
            return complete ? 'GitHub: none set' : 'GitHub: could not be read';
        case 'no-token':
            return 'GitHub: not read, no GitHub token';
    }
}
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** What doctor read of the quarantine file and of Trunk for it, for the log and the summary. */
function quarantineText(q) {
    switch (q.file.kind) {
        case 'absent':
            return `${q.path} read: not there (the repository quarantines nothing)`;
        case 'invalid':
            return `${q.path} read: refused (see the findings)`;
        case 'read': {
            const n = q.file.entries.length;
            const expired = q.file.entries.filter((e) => (0,file/* isExpired */._d)(e, q.nowMs)).length;
            const t = q.trunk;
            const trunk = !t
                ? ''
                : t.kind === 'read'
                    ? t.days === undefined
                        ? `; compared with Trunk's tests (${t.api}: every test of the collection, and the overrides of the quarantined ones no entry in force names)`
                        : `; compared with Trunk's tests (${t.api}: those that failed in the last ${t.days} days, and each id)`
                    : '; not compared with Trunk (its tests could not be read)';
            return `${q.path} read: ${n} ${n === 1 ? 'entry' : 'entries'}${expired ? ` (${expired} expired)` : ''}${trunk}`;
        }
    }
}
/** The sentences of the run: its log, its failure. */
const RUN_WORDS = {
    folderRead: (folder, files) => folder === 'found'
        ? `Read ${plural(files, 'workflow file')} from ${WORKFLOWS_DIR}.`
        : `${WORKFLOWS_DIR} was not read (${folder}): the required checks cannot be checked against the workflows.`,
    noToken: `The queue takes its required checks from GitHub, and there is no GitHub token to read them: set ` +
        `${(0,refs/* inputRef */.io)(constants/* Inputs */.G0.GithubToken)}${(0,refs/* actionOnly */.Zy)(" (a workflow's default is ${{ github.token }})")}, with ` +
        `permission ${span(SNIPPETS.contentsRead)}.`,
    noOrgUrlSlug: `v1 names the repository's tests by the organization: set ${(0,refs/* inputRef */.io)(constants/* Inputs */.G0.OrgUrlSlug)}`,
    quarantineRead: (q) => `Quarantine file: ${quarantineText(q)}.`,
    requiredUnread: (problem) => `${problem}. doctor went on with the required checks it could read.`,
    tally: (counts, input) => `doctor: ${plural(counts.error, 'error')}, ${plural(counts.warning, 'warning')}, ` +
        `${plural(counts.unknown, 'unknown')} ` +
        `for the queue of ${input.queue.branch} (${plural(input.required.names.length, 'required check')} from ` +
        `${sourceText(input.required.source, input.required.complete)}; test runs: ${testRunsText(input.queue)}).`,
    failure: (outcome, counts, branch) => outcome === 'failure'
        ? `doctor found ${plural(counts.error, 'problem')} that will stall the queue for ${branch}; see the findings.`
        : outcome === 'unknown'
            ? `doctor could not tell everything that may stall the queue for ${branch}: ` +
                `${plural(counts.unknown, 'finding')} could not be read or decided (see the findings). ` +
                'Nothing it could tell will stall the queue.'
            : undefined,
};

;// CONCATENATED MODULE: ./src/commands/doctor/rules/duplicate-check.ts


/** The jobs that report the check on one test run, when more than one does. */
function twins(productions) {
    for (const ev of new Set(productions.map((p) => p.ev))) {
        const jobs = new Map();
        for (const p of productions)
            if (p.ev === ev)
                jobs.set(`${p.top}:${p.at.file}:${p.at.line}`, p);
        if (jobs.size > 1)
            return [...jobs.values()];
    }
    return undefined;
}
const stateOf = (p) => p.fate.kind === 'skipped'
    ? 'skipped, which GitHub reports as passed at once'
    : p.trigger.kind === 'paths'
        ? 'only under a path filter'
        : p.fate.kind === 'unknown'
            ? 'runs or not, as only the run can tell'
            : 'runs';
const duplicateCheck = defineRule({
    code: 'duplicate-check',
    severity: 'warning',
    title: 'Required check reported by two jobs',
    check: (facts) => facts.checks.flatMap((c) => {
        const found = twins(c.productions);
        return found ? [{ check: c.name, at: found[0].at, jobs: found }] : [];
    }),
    message: ({ check, jobs }) => `Required check ${quoted(check)} is reported by ${jobs.length} jobs on the same test run: ` +
        `${jobs.map((p) => `job \`${p.job}\` of ${p.at.file} (${stateOf(p)})`).join('; ')}. The queue may take the ` +
        'result of the one that reports first, not the one that tests the PR. Give each job its own name, and require ' +
        'the one that tests.',
});

;// CONCATENATED MODULE: ./src/commands/doctor/rules/github-unreadable.ts
/** What GitHub refused to doctor, or could not be asked (no token): each names what to grant. */

const githubUnreadable = defineRule({
    code: 'github-unreadable',
    severity: 'unknown',
    title: 'GitHub settings not readable',
    check: (facts) => (facts.input.unread ?? []).map((sentence) => ({ sentence })),
    message: ({ sentence }) => sentence,
});

;// CONCATENATED MODULE: ./src/commands/doctor/rules/impacted-targets-unknown.ts
/** A parallel queue whose impacted targets may be uploaded another way than doctor knows. */


const impactedTargetsUnknown = defineRule({
    code: 'impacted-targets-unknown',
    severity: 'unknown',
    title: 'Impacted targets may not be uploaded',
    check: (facts) => {
        const found = facts.queue.mode === 'parallel' ? pullRequestUploads(facts.accepted) : undefined;
        return found && 'maybe' in found ? [{ at: found.maybe, how: found.how }] : [];
    },
    message: ({ how }, facts) => `The queue for ${facts.queue.branch} is parallel: every PR waits for its impacted targets. No workflow ` +
        `triggered on pull_request runs upload-targets, but ${how} may upload them another way. Check that it ` +
        'uploads them for every PR, or add a pull_request job that runs upload-targets ' +
        '(README: "Upload impacted targets").',
});

;// CONCATENATED MODULE: ./src/commands/doctor/rules/invalid-quarantine-file.ts
/**
 * The repository's quarantine file is there and the gate refuses it (not valid YAML, an entry
 * without owner or expiry, an expiry past the most days allowed, a link out of the checkout):
 * every gate run that reads it fails, so every PR's tests fail in the queue.
 */

const invalidQuarantineFile = defineRule({
    code: 'invalid-quarantine-file',
    severity: 'error',
    title: 'Quarantine file refused',
    check: (facts) => {
        const q = facts.input.quarantine;
        if (q?.file.kind !== 'invalid')
            return [];
        return q.file.problems.map((p) => ({
            at: { file: q.path, line: Math.max(1, p.line) },
            path: q.path,
            problem: p.message,
            line: p.line,
        }));
    },
    message: ({ path, problem, line }) => `${path}${line ? ` line ${line}` : ''}: ${problem}. check-test-results refuses the whole file, ` +
        'so every gate run that reads it fails until it is fixed (docs/quarantine.md; schema: quarantine.schema.json).',
});

;// CONCATENATED MODULE: ./src/commands/doctor/rules/invalid-trunk-yaml.ts
/** A `.trunk/trunk.yaml` that is there but cannot be read. */


const invalidTrunkYaml = defineRule({
    code: 'invalid-trunk-yaml',
    severity: 'unknown',
    title: '.trunk/trunk.yaml not readable',
    check: (facts) => facts.input.trunkYamlProblem
        ? [{ at: { file: TRUNK_YAML, line: 1 }, problem: facts.input.trunkYamlProblem }]
        : [],
    message: ({ problem }) => `${TRUNK_YAML} ${problem}: doctor went on without its merge.required_statuses. Fix the file.`,
});

;// CONCATENATED MODULE: ./src/commands/doctor/rules/invalid-workflow.ts
/** A file in .github/workflows that GitHub refuses to run, or a folder named like a workflow. */


const invalidWorkflow = defineRule({
    code: 'invalid-workflow',
    severity: 'warning',
    title: 'Workflow file GitHub does not run',
    check: (facts) => [
        ...facts.refused.map((r) => ({
            at: { file: r.wf.file, line: r.refusal.line },
            why: r.refusal.why,
            folder: false,
        })),
        ...facts.folders.map((w) => ({ at: { file: w.file, line: 1 }, why: '', folder: true })),
    ],
    message: ({ at, why, folder }) => folder
        ? `${at.file} is a folder: GitHub runs only the files directly in ${WORKFLOWS_DIR}, not what is in it.`
        : `GitHub refuses to run ${at.file}: ${why}. Fix the file: none of its checks report until then.`,
});

;// CONCATENATED MODULE: ./src/commands/doctor/rules/matrix-name.ts
/** A required check naming a matrix combination the job does not produce. */


const matrixName = defineRule({
    code: 'matrix-name',
    severity: 'error',
    title: 'Matrix check name not produced',
    check: (facts) => verdictHits(facts, 'matrix-name'),
    message: ({ check, v }) => `Required check ${quoted(check)} names a matrix combination (${v.combination}) that job \`${v.job}\` does not ` +
        'produce as written: its matrix expands to other values (after include and exclude), so the check never ' +
        'reports. Require a name the matrix produces, or change the matrix.',
});

;// CONCATENATED MODULE: ./src/commands/doctor/rules/merge-group-only.ts
/** A required check whose workflow runs on GitHub's merge queue, not on pushes. */



const mergeGroupOnly = defineRule({
    code: 'merge-group-only',
    severity: 'error',
    title: "Required check only on GitHub's merge queue",
    check: (facts) => verdictHits(facts, 'merge-group-only'),
    message: ({ check, v }) => `Required check ${quoted(check)} comes from ${v.file}, which runs on \`merge_group\` (GitHub's own merge queue) ` +
        `but not on \`push\`: this service tests PRs on \`trunk-merge/**\` branches, so the check never reports and ` +
        `${WAITS_UNTIL_TIMEOUT}. Add ${span(SNIPPETS.pushTestBranches)} under its \`on:\`.`,
});

;// CONCATENATED MODULE: ./src/commands/doctor/rules/missing-check.ts
/** A required check no workflow reports, on test runs or anywhere. */


const missingCheck = defineRule({
    code: 'missing-check',
    severity: 'error',
    title: 'Required check no workflow produces',
    check: (facts) => verdictHits(facts, 'missing'),
    message: ({ check, v }) => {
        const close = v.suggestions.length
            ? ` Did you mean ${v.suggestions.map((s) => `"${s}"`).join(' or ')}?`
            : '';
        return (`No workflow in .github/workflows reports a check named ${quoted(check)}, on test runs or anywhere: ` +
            `${WAITS_UNTIL_TIMEOUT}.${close} Fix the name (required checks are matched exactly, case included), ` +
            `or, if another CI posts it, list it in ${EXTERNAL_CHECKS} and make sure that CI builds ` +
            '`trunk-merge/**` branches.');
    },
});

;// CONCATENATED MODULE: ./src/commands/doctor/rules/testing-timeout.ts
/**
 * A workflow that reports a required check took longer than the queue's testing timeout on its
 * recent successful runs: such runs time out in the queue. It reads those runs from GitHub itself.
 */



/** The workflow files that report a required check on some test run (whose runs' durations matter). */
function requiredWorkflowFiles(facts) {
    return [...new Set(facts.checks.flatMap((c) => c.productions.map((p) => p.top)))].sort();
}
async function readDurations(from, facts) {
    const files = requiredWorkflowFiles(facts);
    if (!files.length || facts.queue.testingTimeoutMinutes <= 0)
        return [];
    if (!from.github) {
        from.unread('There is no GitHub token to read how long the required workflows run: the testing ' +
            'timeout was not compared with their runs.');
        return [];
    }
    const out = [];
    for (const file of files) {
        const r = await recentRunMinutes(from.github, file);
        if ('problem' in r)
            from.unread(`${r.problem}; the testing timeout was not compared with its runs.`);
        else if (r.minutes.length)
            out.push({ file, slowestMinutes: Math.max(...r.minutes), runs: r.minutes.length });
    }
    return out;
}
const testingTimeout = defineRule({
    code: 'testing-timeout',
    severity: 'warning',
    title: 'Testing timeout shorter than recent runs',
    read: readDurations,
    check: (facts, durations) => (durations ?? [])
        .filter((d) => facts.queue.testingTimeoutMinutes > 0 &&
        d.slowestMinutes > facts.queue.testingTimeoutMinutes)
        .map((d) => ({ at: { file: d.file, line: 1 }, d })),
    message: ({ d }, facts) => `The slowest of ${d.runs} recent successful runs of ${d.file} took ${Math.ceil(d.slowestMinutes)} min, longer ` +
        `than the queue's testing timeout of ${facts.queue.testingTimeoutMinutes} min: such runs time out in the queue. ` +
        `Raise the testing timeout (${updateQueue('{"testingTimeoutMinutes":120}')}) or speed the workflow up.`,
});

;// CONCATENATED MODULE: ./src/commands/doctor/rules/no-dead-run-cancel.ts
/**
 * The queue's test runs are long and no workflow cancels the ones that stopped mattering: a run
 * goes on, paid for, after its PR left the test branch (a PR ahead failed and the queue restarted
 * it, it was cancelled, failed or merged). A suggestion: still-needed at the top of the expensive
 * jobs, or its watcher. It reads the required workflows' recent runs from GitHub, as
 * testing-timeout does, and only when no workflow mentions still-needed.
 */



/** Runs at least this long (the slowest recent one, minutes) are worth cancelling when dead. */
const LONG_RUN_MINUTES = 15;
/** True when a workflow GitHub runs mentions still-needed (its sub-action, command or CLI). */
function usesStillNeeded(facts) {
    return facts.accepted.some((w) => JSON.stringify(w.data ?? null).includes('still-needed'));
}
async function no_dead_run_cancel_readDurations(from, facts) {
    const files = requiredWorkflowFiles(facts);
    // Nothing to suggest, or nothing to read it with (testing-timeout says what it could not read).
    if (!files.length || usesStillNeeded(facts) || !from.github)
        return [];
    const out = [];
    for (const file of files) {
        const r = await recentRunMinutes(from.github, file);
        if (!('problem' in r) && r.minutes.length)
            out.push({ file, slowestMinutes: Math.max(...r.minutes), runs: r.minutes.length });
    }
    return out;
}
const noDeadRunCancel = defineRule({
    code: 'no-dead-run-cancel',
    severity: 'warning',
    title: 'Long test runs, and nothing cancels the dead ones',
    read: no_dead_run_cancel_readDurations,
    check: (facts, durations) => usesStillNeeded(facts)
        ? []
        : (durations ?? [])
            .filter((d) => d.slowestMinutes >= LONG_RUN_MINUTES)
            .map((d) => ({ at: { file: d.file, line: 1 }, d })),
    message: ({ d }) => `Recent runs of ${d.file} take up to ${Math.ceil(d.slowestMinutes)} min, and no workflow runs ` +
        'still-needed: a test run goes on after its PR stopped testing on that branch (a PR ahead ' +
        'failed and the queue restarted it elsewhere, or it was cancelled, failed or merged). Add the ' +
        'still-needed step with cancel-run set to true at the top of its expensive jobs, or a watcher ' +
        'job (docs/still-needed.md).',
});

;// CONCATENATED MODULE: ./src/commands/doctor/rules/no-impacted-targets.ts
/** A parallel queue, and no workflow run on PRs uploads impacted targets (nor may). */


const noImpactedTargets = defineRule({
    code: 'no-impacted-targets',
    severity: 'error',
    title: 'Parallel queue without impacted targets',
    check: (facts) => facts.queue.mode === 'parallel' && !pullRequestUploads(facts.accepted) ? [{}] : [],
    message: (_hit, facts) => `The queue for ${facts.queue.branch} is parallel, and no workflow triggered on pull_request uploads impacted ` +
        'targets: every PR waits for its targets and is never tested. Add a pull_request job that runs upload-targets ' +
        '(README: "Upload impacted targets"), or switch the queue to single mode.',
});

;// CONCATENATED MODULE: ./src/commands/doctor/rules/no-required-checks.ts
/** The queue requires no checks at all (read, and empty: not unread). */


const noRequiredChecks = defineRule({
    code: 'no-required-checks',
    severity: 'warning',
    title: 'No required checks',
    check: (facts) => !facts.input.required.names.length && facts.input.required.complete ? [{}] : [],
    message: (_hit, facts) => `The queue for ${facts.queue.branch} requires no checks (${sourceText(facts.input.required.source, true)}): it ` +
        "merges what it tests without waiting for any. Set the queue's required statuses, or the branch protection's " +
        'required checks.',
});

;// CONCATENATED MODULE: ./src/commands/doctor/rules/not-checked.ts
/**
 * What doctor could not check at all: the required checks when the checkout has no
 * `.github/workflows` it can read (no checkout step, a link GitHub does not follow), and the
 * required checks past the most it checks.
 */





const FOLDER = {
    absent: `There is no ${WORKFLOWS_DIR} in the checkout: is the repository checked out there? ` +
        `${(0,refs/* actionOnly */.Zy)('Run actions/checkout before doctor, or set')}${(0,refs/* cliOnly */.dz)('Run doctor in the repository, or set')} ` +
        `${(0,refs/* inputRef */.io)(constants/* Inputs */.G0.CheckoutPath)} to the repository's folder.`,
    symlink: `${WORKFLOWS_DIR} (or .github) is a symbolic link: GitHub does not follow it, so it runs ` +
        'none of the workflows there, and doctor did not read them.',
    'not-a-folder': `${WORKFLOWS_DIR} (or .github) in the checkout is not a folder, so GitHub runs no workflow of it.`,
    unreadable: `${WORKFLOWS_DIR} in the checkout cannot be read (permission).`,
};
const notChecked = defineRule({
    code: 'not-checked',
    severity: 'unknown',
    title: 'Not checked',
    check: (facts) => {
        const out = [];
        const names = facts.checks.map((c) => c.name);
        if (facts.folder !== 'found' && (names.length || facts.queue.mode === 'parallel')) {
            out.push({ folder: facts.folder, names, skipped: 0 });
        }
        if (facts.uncheckedCount)
            out.push({ names: [], skipped: facts.uncheckedCount });
        return out;
    },
    message: ({ folder, names, skipped }) => {
        if (!folder) {
            const first = MAX_REQUIRED_CHECKS.toLocaleString('en-US');
            return `doctor checked the first ${first} required checks and not the other ${skipped.toLocaleString('en-US')}.`;
        }
        const shown = names
            .slice(0, 10)
            .map((n) => `"${n}"`)
            .join(', ') + (names.length > 10 ? ` and ${names.length - 10} more` : '');
        const what = names.length
            ? `the required checks ${shown} report`
            : 'impacted targets are uploaded';
        return `${FOLDER[folder]} doctor could not tell whether ${what} on the queue's test runs.`;
    },
});

;// CONCATENATED MODULE: ./src/commands/doctor/rules/not-on-test-branches.ts
/** A required check whose workflow never runs on the queue's test runs. */



const notOnTestBranches = defineRule({
    code: 'not-on-test-branches',
    severity: 'error',
    title: 'Required check not run on test branches',
    check: (facts) => verdictHits(facts, 'not-triggered'),
    message: ({ check, v }, facts) => {
        const from = v.guess
            ? `may come from ${v.file} (job \`${v.guess}\`, whose name is known only when it runs), ` +
                `and no other workflow reports it; ${v.file}`
            : `comes from ${v.file}${v.others.length ? ` (and ${v.others.join(', ')})` : ''}, which`;
        const pr = facts.queue.createPrsForTestingBranches
            ? ' (or on `pull_request`, which includes the draft PRs the queue opens)'
            : '';
        return (`Required check ${quoted(check)} ${from} does not run on the queue's test runs${v.why ? ` (${v.why})` : ''}: ` +
            `${WAITS_UNTIL_TIMEOUT}. Trigger it on pushes of test branches, ` +
            `${span(SNIPPETS.pushTestBranches)} under \`on:\`${pr}.`);
    },
});

;// CONCATENATED MODULE: ./src/commands/doctor/rules/path-filtered.ts
/** A required check whose workflow runs only for PRs that touch its paths. */


const pathFiltered = defineRule({
    code: 'path-filtered',
    severity: 'warning',
    title: 'Required check only under a path filter',
    check: (facts) => verdictHits(facts, 'paths'),
    message: ({ check, v, at }) => `Required check ${quoted(check)} comes from ${at?.file ?? 'a workflow'}, and ${v.why}` +
        `${v.others.length ? ` (and from ${v.others.join(', ')}, each under a path filter too)` : ''}. ` +
        'A test branch is a new ' +
        "branch, which GitHub diffs against the PR's changes, so for every other PR the check never reports and the PR " +
        'waits until the testing timeout. Remove the path filter (filter inside the job instead, and let it pass), ' +
        'or require a check that always reports.',
});

;// CONCATENATED MODULE: ./src/commands/doctor/rules/pr-text-check.ts
/** A required check that checks the PR's title or body, on the draft PR whose text is the service's. */



const prTextCheck = defineRule({
    code: 'pr-text-check',
    severity: 'warning',
    title: "Required check validates the queue's draft PR",
    check: (facts) => facts.checks.flatMap((c) => {
        const p = c.productions.find((x) => x.ev.kind === 'pull_request' && x.steps.readsPrText && x.fate.kind !== 'skipped');
        const reads = p?.steps.readsPrText;
        return reads ? [{ check: c.name, at: reads.at, what: reads.what }] : [];
    }),
    message: ({ check, what }) => `Required check ${quoted(check)} runs ${what} on the draft PR the queue opens for each test branch, whose title ` +
        "and body are the service's, not the author's: if they do not pass its rules, every test run fails or waits. " +
        `Skip the job on the queue's draft PRs (${span(SNIPPETS.skipTestBranchPrs)} on the job), which GitHub then ` +
        'reports as passed, or stop requiring this check in the queue.',
});

;// CONCATENATED MODULE: ./src/commands/doctor/rules/queue-deadlock.ts
/** A required check whose job waits for the queue itself: the queue waits for it, it for the queue. */


const queueDeadlock = defineRule({
    code: 'queue-deadlock',
    severity: 'error',
    title: 'Required check waits for the queue',
    check: (facts) => facts.checks.flatMap((c) => {
        const at = c.productions.find((p) => p.steps.waits)?.steps.waits;
        return at ? [{ check: c.name, at }] : [];
    }),
    message: ({ check }) => `Required check ${quoted(check)} runs a step that waits for the queue itself (wait for merged or tests_passed): ` +
        'the queue waits for the check and the check for the queue, until the testing timeout. Move the wait to a job ' +
        'that is not required, or wait only for states before testing.',
});

// EXTERNAL MODULE: ./src/quarantine/sync.ts
var sync = __webpack_require__(885);
;// CONCATENATED MODULE: ./src/commands/doctor/quarantine.ts
/**
 * What doctor reads for its quarantine rules: the repository's quarantine file (under the
 * checkout, bounded, never through a link out of it), and, when the file has entries, the tests
 * Trunk knows that the entries can name, through the flaky-test floor: on v1 the tests that failed
 * in the last {@link QUARANTINE_WINDOW_DAYS} days (v1 lists tests by their failures only) and each
 * entry's own id, looked up by itself; on v2 every test of the collection and the overrides
 * sync-quarantine may have set. What could not be read is a value (`unknown`, with why), never an
 * empty list. The rules (rules/quarantine-*.ts) judge these values.
 */




/** The most bytes read of a quarantine file (as the gate reads it). */
const MAX_QUARANTINE_FILE_BYTES = 1024 * 1024;
/** How far back Trunk's failing tests are listed to match the entries named by names. */
const QUARANTINE_WINDOW_DAYS = 28;
/** The most entries looked up by their id (one request each); past it, Trunk is not compared. */
const MAX_ID_LOOKUPS = 100;
/** The most overrides read (one request each, v2); past it, Trunk is not compared. */
const MAX_OVERRIDE_READS = 500;
const DAY_MS = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Reads the quarantine file at `path` (relative to the checkout) as the gate reads it. */
function readQuarantineAt(checkout, path, nowMs, maxDays = file/* DEFAULT_MAX_QUARANTINE_DAYS */.I0) {
    const read = readInsideCheckout(checkout, path, MAX_QUARANTINE_FILE_BYTES);
    if (read === undefined)
        return { kind: 'absent' };
    if ('problem' in read)
        return { kind: 'invalid', problems: [{ line: 0, message: read.problem }] };
    return quarantineFileOf(read.text, nowMs, maxDays);
}
/** The quarantine file's text as doctor reads it (src/quarantine/file.ts's rules, the gate's). */
function quarantineFileOf(text, nowMs, maxDays = file/* DEFAULT_MAX_QUARANTINE_DAYS */.I0) {
    const parsed = (0,file/* readQuarantineFile */.tl)(text, nowMs, maxDays);
    return parsed.ok
        ? { kind: 'read', entries: parsed.entries }
        : { kind: 'invalid', problems: parsed.problems };
}
/** A test of the floor (v1's flaky test, or v2's listed test) as an entry is compared with it. */
function trunkTestOf(t) {
    const suite = 'suite' in t ? t.suite : 'parent' in t ? t.parent : undefined;
    const file = 'file_path' in t ? t.file_path : 'file' in t ? t.file : undefined;
    return {
        id: t.id.toLowerCase(),
        name: t.name,
        ...(t.classname ? { classname: t.classname } : {}),
        ...(suite ? { suite } : {}),
        ...(file ? { file } : {}),
        quarantined: t.quarantined,
    };
}
/** The identity the file's matching compares (as the gate compares a failed test). */
function identityOf(t) {
    return {
        name: t.name,
        id: t.id,
        ...(t.classname !== undefined ? { classname: t.classname } : {}),
        ...(t.suite !== undefined ? { suite: t.suite } : {}),
        ...(t.file !== undefined ? { file: t.file } : {}),
    };
}
/**
 * Trunk's tests for `entries`. v1: the tests that failed in the last
 * {@link QUARANTINE_WINDOW_DAYS} days, in windows the API takes side by side, and each entry's id
 * looked up (an id Trunk does not know is left out: no test matches it). v2: every test of the
 * collection, and the overrides of the tests Trunk quarantines that no entry in force names (to
 * find those sync-quarantine set). `scope` is a sentence instead when the run cannot name where
 * the tests live (v1 without org-url-slug). Never throws but for a cancelled job.
 */
async function readTrunkTests(flaky, scope, entries, nowMs, signal) {
    if ('missing' in scope)
        return { kind: 'unknown', why: scope.missing };
    const call = signal ? { signal } : {};
    try {
        return flaky.version === 'v2'
            ? await readV2(flaky, scope, entries, nowMs, call)
            : await readV1(flaky, scope, entries, nowMs, call);
    }
    catch (e) {
        if (e instanceof queue.CancelledError || signal?.aborted)
            throw e;
        return { kind: 'unknown', why: e.message };
    }
}
async function readV1(flaky, scope, entries, nowMs, call) {
    const ids = [...new Set(entries.flatMap((e) => (e.id === undefined ? [] : [e.id])))];
    if (ids.length > MAX_ID_LOOKUPS) {
        return {
            kind: 'unknown',
            why: `${ids.length} entries name their test by id, more than the ${MAX_ID_LOOKUPS} doctor looks up one by one`,
        };
    }
    const windows = failingWindows('v1', nowMs);
    const [listed, byId] = await Promise.all([
        Promise.all(windows.map((w) => flaky.failingTests(scope, w, call))),
        Promise.all(ids.map((id) => testById(flaky, scope, id, call))),
    ]);
    const tests = new Map();
    for (const t of [...listed.flat(), ...byId.flatMap((t) => (t ? [t] : []))]) {
        const test = trunkTestOf(t);
        tests.set(test.id, test);
    }
    return { kind: 'read', api: 'v1', tests: [...tests.values()], days: QUARANTINE_WINDOW_DAYS };
}
async function readV2(flaky, scope, entries, nowMs, call) {
    const api = flaky.quarantineOverrides();
    const listed = await api.tests(scope, call);
    const tests = listed.tests.map(trunkTestOf);
    const toRead = overrideCandidates(entries, tests, nowMs, listed.collection.quarantineEnabled);
    if (toRead.length > MAX_OVERRIDE_READS) {
        return {
            kind: 'unknown',
            why: `${toRead.length} tests are quarantined in Trunk with no entry in force, more than the ` +
                `${MAX_OVERRIDE_READS} whose override doctor reads one by one`,
        };
    }
    const overrides = await api.overridesOf(toRead, call);
    const names = new Map(tests.map((t) => [t.id, t.name]));
    const ownOverrides = [...overrides.values()].flatMap((o) => o && o.mode === 'alwaysQuarantine' && (0,sync/* isOwnOverride */.Zp)(o)
        ? [
            {
                testId: o.testId,
                name: names.get(o.testId.toLowerCase()) ?? o.testId,
                reason: o.reason,
            },
        ]
        : []);
    return { kind: 'read', api: 'v2', tests, ownOverrides };
}
/**
 * The tests whose override may be one sync-quarantine set with no entry in force: those Trunk
 * quarantines now (an alwaysQuarantine override shows as quarantined) that no entry in force
 * names; with quarantining off in the collection the state says nothing, so every such test.
 */
function overrideCandidates(entries, tests, nowMs, quarantineEnabled) {
    const inForce = entries.filter((e) => !(0,file/* isExpired */._d)(e, nowMs));
    return tests
        .filter((t) => quarantineEnabled === false || t.quarantined)
        .filter((t) => !inForce.some((e) => (0,file/* entryMatches */.Yn)(e, identityOf(t))))
        .map((t) => t.id);
}
/** The window, cut into the windows the API takes (v1: at most 7 days each). */
function failingWindows(api, nowMs) {
    const start = nowMs - QUARANTINE_WINDOW_DAYS * DAY_MS;
    const step = api === 'v1' ? queue.MAX_FAILING_TESTS_WINDOW_MS : nowMs - start;
    const out = [];
    for (let s = start; s < nowMs; s += step) {
        out.push({
            start: new Date(s).toISOString(),
            end: new Date(Math.min(nowMs, s + step)).toISOString(),
        });
    }
    return out;
}
async function testById(flaky, scope, id, call) {
    // v1's ids are UUIDs (the request takes nothing else): another id names no test there.
    if (flaky.version === 'v1' && !UUID.test(id))
        return undefined;
    try {
        return await flaky.testDetails(scope, id, call);
    }
    catch (e) {
        if (e instanceof queue.NotFoundError)
            return undefined;
        throw e;
    }
}
/** The tests of Trunk an entry names (as the gate would match a failure of each). */
function testsNamed(entry, tests) {
    return tests.filter((t) => (0,file/* entryMatches */.Yn)(entry, identityOf(t)));
}

;// CONCATENATED MODULE: ./src/commands/doctor/rules/quarantine-disagrees.ts
/**
 * Trunk and the quarantine file disagree on a test: an entry in force whose test Trunk does not
 * quarantine (the gate forgives it, Trunk's app and its uploader do not); an expired entry whose
 * test Trunk still quarantines (the gate still forgives it, as quarantined by Trunk); on v2, an
 * override sync-quarantine set (its reason's marker) on a test no entry in force names. Decided
 * from each test's quarantine status, and on v2 from the overrides read.
 */





const SYNC = (0,refs/* commandRef */.Z9)('sync-quarantine');
const quarantineDisagrees = defineRule({
    code: 'quarantine-disagrees',
    severity: 'warning',
    title: 'Trunk and the quarantine file disagree',
    check: (facts) => {
        const q = facts.input.quarantine;
        if (q?.file.kind !== 'read' || q.trunk?.kind !== 'read')
            return [];
        const { tests, api, ownOverrides = [] } = q.trunk;
        const entries = q.file.entries;
        const inForce = entries.filter((e) => !(0,file/* isExpired */._d)(e, q.nowMs));
        const covered = new Set(inForce.flatMap((e) => testsNamed(e, tests).map((t) => t.id)));
        const own = new Map(ownOverrides.map((o) => [o.testId.toLowerCase(), o]));
        const named = new Set();
        const byEntry = entries.flatMap((e) => {
            const expired = (0,file/* isExpired */._d)(e, q.nowMs);
            return testsNamed(e, tests).flatMap((t) => {
                named.add(t.id);
                if (expired ? !t.quarantined || covered.has(t.id) : t.quarantined)
                    return [];
                const kind = expired ? 'expired' : 'not-quarantined';
                return [
                    { at: { file: q.path, line: e.line }, kind, e, test: t.name, api, own: own.has(t.id) },
                ];
            });
        });
        // An override of its own on a test no entry names any more (removed from the file).
        const removed = ownOverrides
            .filter((o) => !named.has(o.testId.toLowerCase()))
            .map((o) => ({
            at: { file: q.path, line: 1 },
            kind: 'removed',
            test: o.name,
            reason: o.reason,
        }));
        return [...byEntry, ...removed];
    },
    message: (hit) => {
        if (hit.kind === 'removed')
            return (`Trunk quarantines "${hit.test}" by an override ${SYNC} set ("${hit.reason}"), and no entry ` +
                `of the file names it: the gate still forgives its failures, as quarantined by Trunk. Run ` +
                `${SYNC} to clear it, or add the entry back.`);
        const { e, test, api } = hit;
        if (hit.kind === 'expired')
            return (`The entry for ${entryText(e)} is past its expiry (${e.expires}), yet Trunk still quarantines ` +
                `"${test}"${hit.own ? ` by an override ${SYNC} set` : ''}: the gate still forgives its ` +
                'failures, as quarantined by Trunk. ' +
                (hit.own
                    ? `Run ${SYNC} to clear it, or renew the entry.`
                    : api === 'v2'
                        ? "A person or Trunk's own detection quarantined it: lift it in Trunk's app, or renew the entry."
                        : "If the file's sync set it, run sync-quarantine with a v2 API key; otherwise lift it in Trunk's app, or renew the entry."));
        return (`The file quarantines ${entryText(e)} until ${e.expires}, and Trunk does not quarantine ` +
            `"${test}": the gate forgives its failures, Trunk's app and its uploader count them. ` +
            (api === 'v2'
                ? `Run ${SYNC} so that Trunk agrees with the file.`
                : "Quarantine it in Trunk's app too (sync-quarantine needs a v2 API key)."));
    },
});

;// CONCATENATED MODULE: ./src/commands/doctor/rules/quarantine-duplicate.ts
/** Two entries of the quarantine file name one test: the gate applies the first in force only. */



const quarantineDuplicate = defineRule({
    code: 'quarantine-duplicate',
    severity: 'warning',
    title: 'Two quarantine entries for one test',
    check: (facts) => {
        const q = facts.input.quarantine;
        if (q?.file.kind !== 'read')
            return [];
        return (0,file/* duplicateEntries */.QC)(q.file.entries).map(([first, later]) => ({
            at: { file: q.path, line: later.line },
            first,
            later,
        }));
    },
    message: ({ first, later }) => `Lines ${first.line} and ${later.line} both name one test: ${entryText(first)} and ` +
        `${entryText(later)}. The gate applies the first one in force, so the other's owner, reason ` +
        'and expiry are not the ones in effect. Keep one entry.',
});

;// CONCATENATED MODULE: ./src/commands/doctor/rules/quarantine-expired.ts
/**
 * An entry of the quarantine file past its expiry: it forgives nothing, so the gate fails on that
 * test's failures again (which may be what its owner forgot).
 */



const quarantineExpired = defineRule({
    code: 'quarantine-expired',
    severity: 'warning',
    title: 'Quarantine entry expired',
    check: (facts) => {
        const q = facts.input.quarantine;
        if (q?.file.kind !== 'read')
            return [];
        return q.file.entries
            .filter((e) => (0,file/* isExpired */._d)(e, q.nowMs))
            .map((e) => ({ at: { file: q.path, line: e.line }, e }));
    },
    message: ({ e }) => `The entry for ${entryText(e)} is past its expiry (${e.expires}): it forgives nothing, so the gate fails ` +
        `on this test's failures. ${e.owner}: set a later expires if the test is still being fixed, or ` +
        'remove the entry once it is.',
});

;// CONCATENATED MODULE: ./src/commands/doctor/rules/quarantine-unknown.ts
/**
 * Trunk's tests could not be read (no org-url-slug on v1, a test collection not found, the
 * service refused or failed): the quarantine file's entries were not compared with Trunk, so
 * neither quarantine-unmatched nor quarantine-disagrees could be decided.
 */

const quarantineUnknown = defineRule({
    code: 'quarantine-unknown',
    severity: 'unknown',
    title: 'Quarantine file not compared with Trunk',
    check: (facts) => {
        const q = facts.input.quarantine;
        if (q?.file.kind !== 'read' || q.trunk?.kind !== 'unknown')
            return [];
        const n = q.file.entries.length;
        return [{ at: { file: q.path, line: 1 }, path: q.path, why: q.trunk.why, n }];
    },
    message: ({ path, why, n }) => `Trunk's tests could not be read (${why}): the ${n === 1 ? 'entry' : `${n} entries`} of ` +
        `${path} ${n === 1 ? 'was' : 'were'} not compared with Trunk (whether a test in Trunk matches ` +
        'each, whether Trunk quarantines it).',
});

;// CONCATENATED MODULE: ./src/commands/doctor/rules/quarantine-unmatched.ts
/**
 * An entry in force of the quarantine file that no test in Trunk matches: it forgives nothing
 * Trunk has seen fail (a typo in the name, a renamed test, another API's id). v2: matched with
 * every test of the collection; v1: entries named by names with the tests that failed in the
 * window v1 lists, an id with the test Trunk gives for it.
 */




const quarantineUnmatched = defineRule({
    code: 'quarantine-unmatched',
    severity: 'warning',
    title: 'Quarantine entry matches no test in Trunk',
    check: (facts) => {
        const q = facts.input.quarantine;
        if (q?.file.kind !== 'read' || q.trunk?.kind !== 'read')
            return [];
        const { tests, days } = q.trunk;
        return q.file.entries
            .filter((e) => !(0,file/* isExpired */._d)(e, q.nowMs) && !testsNamed(e, tests).length)
            .map((e) => ({ at: { file: q.path, line: e.line }, e, days }));
    },
    message: ({ e, days }) => e.id !== undefined
        ? `Trunk knows no test with the id of the entry ${entryText(e)}: it forgives nothing. Copy the ` +
            "test's id from Trunk's app, or name the test by name (and classname, suite or file)."
        : `${days === undefined ? "No test of Trunk's test collection" : `No test that failed in Trunk in the last ${days} days`} ` +
            `matches the entry for ${entryText(e)}: it forgives nothing Trunk has seen fail. Check its ` +
            'name (and classname, suite or file) against the test report, or remove the entry if the ' +
            'test no longer fails.',
});

;// CONCATENATED MODULE: ./src/commands/doctor/rules/queue-draining.ts
/** The queue is draining: it takes no new PRs. */


const queueDraining = defineRule({
    code: 'queue-draining',
    severity: 'warning',
    title: 'Queue draining',
    check: (facts) => (facts.queue.state === 'draining' ? [{}] : []),
    message: (_hit, facts) => `The queue for ${facts.queue.branch} is draining: it finishes what it tests and takes no new PRs until it ` +
        `runs again (${updateQueue('{"state":"running"}')}).`,
});

;// CONCATENATED MODULE: ./src/commands/doctor/rules/queue-paused.ts
/** The queue is paused: it tests and merges nothing. */


const queuePaused = defineRule({
    code: 'queue-paused',
    severity: 'warning',
    title: 'Queue paused',
    check: (facts) => (facts.queue.state === 'paused' ? [{}] : []),
    message: (_hit, facts) => `The queue for ${facts.queue.branch} is paused: it takes in PRs but tests and merges none until it runs ` +
        `again (${updateQueue('{"state":"running"}')}).`,
});

;// CONCATENATED MODULE: ./src/commands/doctor/rules/refused-workflow.ts
/** A required check only a workflow file GitHub refuses to run would report. */


const refusedWorkflow = defineRule({
    code: 'refused-workflow',
    severity: 'error',
    title: 'Required check from a workflow GitHub refuses',
    check: (facts) => verdictHits(facts, 'refused'),
    message: ({ check, v }) => v.maybe
        ? `No workflow GitHub runs reports required check ${quoted(check)}, so it never reports and ` +
            `${WAITS_UNTIL_TIMEOUT}. It may come from ${v.file}, which GitHub refuses to run: ${v.why}. ` +
            'Fix that file, or the name.'
        : `Required check ${quoted(check)} comes from ${v.file}, which GitHub refuses to run: ${v.why}. ` +
            `So the check never reports and ${WAITS_UNTIL_TIMEOUT}. Fix the file.`,
});

;// CONCATENATED MODULE: ./src/commands/doctor/rules/skipped-by-if.ts
/** A required check whose job is skipped on the queue's test runs (GitHub reports it as passed). */


const skippedByIf = defineRule({
    code: 'skipped-by-if',
    severity: 'warning',
    title: 'Required check skipped on test runs',
    check: (facts) => verdictHits(facts, 'skipped'),
    message: ({ check, v }, facts) => `Required check ${quoted(check)} is skipped (${v.why}); GitHub reports a skipped job as passed, so the queue ` +
        `does not really test it. Let the job run on the ${testRunsText(facts.queue)}.`,
});

;// CONCATENATED MODULE: ./src/commands/doctor/rules/some-test-branches.ts
/** A required check that reports on some test branch names and not on others. */


const someTestBranches = defineRule({
    code: 'some-test-branches',
    severity: 'error',
    title: 'Required check only on some test branches',
    check: (facts) => verdictHits(facts, 'some-branches'),
    message: ({ check, v }) => `Required check ${quoted(check)} runs on some test branches (e.g. ${v.ok}) but not on others ` +
        `(e.g. ${v.missing})${v.why ? `: ${v.why}` : ''}. PRs tested there wait until the testing timeout. ` +
        'Match every test branch: `trunk-merge/**`.',
});

;// CONCATENATED MODULE: ./src/commands/doctor/rules/undecidable.ts


const KINDS = ['unknown-if', 'unknown-name', 'other-trigger', 'unread'];
/** The message of each kind of unknown verdict. */
const WORDS = {
    'unknown-if': (check, v) => `Whether required check ${check} runs on the queue's test runs cannot be told: ${v.why}. ` +
        'Check it by hand, or make the condition plain.',
    'unknown-name': (check, v) => `Required check ${check} may come from this job, but its name cannot be known: ${v.why}. ` +
        'Give the job a plain name, or check the name by hand.',
    'other-trigger': (check, v) => `Required check ${check} comes from ${v.file}, which runs on \`${v.event}\` only: whether its ` +
        "checks report on the queue's test " +
        (v.event === 'pull_request_target'
            ? "draft PRs (they run on the base branch's code and commit)"
            : 'runs (they belong to the triggering run)') +
        ' cannot be told from the workflow. Trigger it on pushes of `trunk-merge/**` branches, or check a ' +
        'test run by hand.',
    unread: (check, v) => {
        const them = v.files.length > 1 ? 'them' : 'it';
        return (`No workflow doctor could read reports required check ${check}, and ${v.files.join(', ')} may: ` +
            `doctor could not read ${them} (see that finding). Make ${them} readable, or check the name by hand.`);
    },
};
const undecidable = defineRule({
    code: 'undecidable',
    severity: 'unknown',
    title: 'Cannot tell',
    check: (facts) => facts.checks.flatMap((c) => {
        if (!KINDS.includes(c.verdict.kind))
            return [];
        const v = c.verdict;
        const at = 'at' in v ? v.at : undefined;
        return [{ check: c.name, v, ...(at ? { at } : {}) }];
    }),
    message: ({ check, v }) => WORDS[v.kind](quoted(check), v),
});

;// CONCATENATED MODULE: ./src/commands/doctor/rules/unreadable-workflow.ts
/** A workflow file doctor could not read (GitHub may run it): what it reports is unknown. */


const unreadableWorkflow = defineRule({
    code: 'unreadable-workflow',
    severity: 'unknown',
    title: 'Workflow file doctor cannot read',
    check: (facts) => facts.unread.map((w) => ({
        at: { file: w.file, line: w.problem?.line ?? 1 },
        why: w.problem ? problemText(w.problem) : '',
    })),
    message: ({ at, why }) => `doctor cannot read ${at.file}: ${why}. It cannot tell which checks it reports; a required check no other ` +
        'workflow reports is unknown because of it.',
});

;// CONCATENATED MODULE: ./src/commands/doctor/rules.ts
/**
 * doctor's rules, one row each, in the order they are judged: the verdicts on each required check,
 * what its jobs do, then the queue's own findings, the repository's quarantine file, and what
 * could not be read. A new finding is a
 * file in rules/ and a row here; its code, severity and title come with it.
 */






























/** Every rule. */
const RULES = [
    missingCheck,
    notOnTestBranches,
    mergeGroupOnly,
    someTestBranches,
    matrixName,
    refusedWorkflow,
    pathFiltered,
    skippedByIf,
    undecidable,
    queueDeadlock,
    prTextCheck,
    duplicateCheck,
    noImpactedTargets,
    impactedTargetsUnknown,
    queuePaused,
    queueDraining,
    testingTimeout,
    noDeadRunCancel,
    noRequiredChecks,
    invalidWorkflow,
    unreadableWorkflow,
    invalidTrunkYaml,
    invalidQuarantineFile,
    quarantineExpired,
    quarantineDuplicate,
    quarantineUnmatched,
    quarantineDisagrees,
    quarantineUnknown,
    githubUnreadable,
    notChecked,
];
/** Each code's rule (its severity and title, for the summary and the annotations). */
const RULE_OF = Object.fromEntries(RULES.map((r) => [r.code, r]));

;// CONCATENATED MODULE: ./src/commands/doctor/diagnose.ts
/**
 * doctor's verdict, a pure function of what it read: the facts are computed once (analysis.ts),
 * then every rule of the table judges them. Each required check is looked for on every kind of
 * test run (a push of a new `trunk-merge/**` branch, and the draft PR when the queue opens one),
 * on a few test branch names, so a filter that matches only some of them is found too.
 */




/** Every rule's findings on the facts, sorted (errors first). */
function judge(facts) {
    const out = [];
    for (const rule of RULES) {
        for (const j of rule.judge(facts, facts.input.reads?.[rule.code])) {
            out.push({
                code: rule.code,
                severity: rule.severity,
                check: j.check,
                file: j.at?.file ?? '',
                line: j.at ? j.at.line : 0,
                message: j.message,
            });
        }
    }
    return sortFindings(out);
}
/** What the rules with a `read` read, by code, in the table's order (they may ask GitHub). */
async function readForRules(facts, from) {
    const reads = {};
    for (const rule of RULES)
        if (rule.read)
            reads[rule.code] = await rule.read(from, facts);
    return reads;
}
/** Runs the diagnosis. */
function diagnose(input) {
    return judge(analyze(input));
}

// EXTERNAL MODULE: ./src/commands/common/summary.ts
var summary = __webpack_require__(1918);
;// CONCATENATED MODULE: ./src/commands/doctor/summary.ts
/**
 * doctor's job summary: the verdict, what it assumed (the queue's test runs, where the required
 * checks came from), and one row per finding.
 */





const ICON = { error: '❌', warning: '⚠️', unknown: '❔' };
/** The verdict line: an error, else an unknown, else a warning, else nothing found. */
function verdict(findings, branch) {
    const counts = countFindings(findings);
    const queue = (0,ports_text/* codeSpan */.SS)(branch);
    if (counts.error)
        return (0,summary/* alert */.xE)('CAUTION', `${(0,summary/* plural */.LS)(counts.error, 'finding')} will stall the queue for ${queue}.`);
    if (counts.unknown) {
        return (0,summary/* alert */.xE)('WARNING', `doctor could not tell everything for the queue of ${queue}: ` +
            `${(0,summary/* plural */.LS)(counts.unknown, 'finding')} could not be read or decided. ` +
            'Nothing it could tell will stall the queue.');
    }
    if (counts.warning) {
        return (0,summary/* alert */.xE)('WARNING', `Nothing will surely stall the queue for ${queue}, but ${(0,summary/* plural */.LS)(counts.warning, 'finding')} may.`);
    }
    return (0,summary/* alert */.xE)('TIP', `Nothing found that would stall the queue for ${queue}.`);
}
/** The summary's body (the runner adds the heading). */
function doctorSummary(findings, facts) {
    const { names, source, complete } = facts.required;
    const required = names.length
        ? names.map((c) => (0,ports_text/* codeSpan */.SS)(c)).join(', ')
        : complete
            ? 'none'
            : 'unknown';
    const lines = [
        verdict(findings, facts.queue.branch),
        `Required checks (${(0,ports_text.md)(sourceText(source, complete))}): ${required}; ` +
            `${(0,summary/* plural */.LS)(facts.workflows, 'workflow file')} read.`,
        '',
        `Test runs looked at: ${messageMarkdown(testRunsText(facts.queue))}.`,
    ];
    if (facts.quarantine)
        lines.push('', `Quarantine file: ${(0,ports_text.md)(quarantineText(facts.quarantine))}.`);
    if (findings.length) {
        lines.push('', (0,ports_text/* mdTable */.gJ)(['Severity', 'Finding', 'Check', 'Where', 'What to change'], findings.map((f) => [
            `${ICON[f.severity]} ${f.severity}`,
            `${(0,ports_text.md)(RULE_OF[f.code].title)} ${(0,ports_text/* codeSpan */.SS)(f.code, { inTable: true })}`,
            (0,ports_text/* codeSpan */.SS)(f.check, { inTable: true }),
            f.file ? (0,ports_text/* codeSpan */.SS)(`${f.file}:${f.line}`, { inTable: true }) : '',
            messageMarkdown(f.message),
        ])));
    }
    return lines.join('\n') + '\n';
}
/** A finding's message for a table cell: its `code` spans as inline code, the rest escaped. */
function messageMarkdown(message) {
    const parts = message.split('`');
    // An odd number of backticks: no spans to trust, the whole text escaped.
    if (parts.length % 2 === 0)
        return (0,ports_text.md)(message, 2000);
    return parts
        .map((part, i) => (i % 2 ? (0,ports_text/* codeSpan */.SS)(part, { inTable: true }) : (0,ports_text.md)(part, 2000)))
        .join('');
}

;// CONCATENATED MODULE: ./src/commands/doctor/run.ts
/**
 * doctor's run: reads the queue's settings (getQueue: v1, or v2's queue), the required checks
 * (the queue's own list, else .trunk/trunk.yaml's, else GitHub's branch protection and rulesets),
 * the checkout's workflows, and what each rule reads itself; then reports every finding (outputs,
 * annotations on the workflow files, a summary table). It fails when a finding is an error (the
 * queue will stall) and ends in `unknown` when doctor could not tell (nothing it could tell fails).
 */













/** Runs doctor with its settings. */
async function run(c) {
    const q = await c.client.getQueue({ repo: c.s.repo, targetBranch: c.s.targetBranch }, { signal: c.signal });
    const checkout = (0,external_node_path_.resolve)(c.s.checkoutPath);
    const { files, folder } = readWorkflows(checkout);
    c.log.info(RUN_WORDS.folderRead(folder, files.length));
    const github = githubTarget(c);
    const trunkYaml = trunkYamlRequiredStatuses(checkout);
    const unread = [];
    const input = {
        queue: {
            branch: c.s.targetBranch,
            mode: q.mode,
            state: q.state,
            createPrsForTestingBranches: q.createPrsForTestingBranches,
            testingTimeoutMinutes: q.testingTimeoutMinutes,
        },
        required: await requiredChecks(q.requiredStatuses, trunkYaml.names, github, c.s.targetBranch, unread),
        workflows: files,
        folder,
        repository: `${c.s.repo.owner}/${c.s.repo.name}`,
        externalChecks: c.s.externalChecks,
        unread,
        ...(trunkYaml.problem ? { trunkYamlProblem: trunkYaml.problem } : {}),
    };
    input.quarantine = await readQuarantine(c, checkout);
    c.log.info(RUN_WORDS.quarantineRead(input.quarantine));
    const facts = analysis_analyze(input);
    input.reads = await readForRules(facts, { checkout, github, unread: (s) => unread.push(s) });
    if (c.signal?.aborted)
        throw new queue.CancelledError('doctor', 'the job was cancelled');
    const findings = judge(facts);
    annotate(c.log, findings);
    c.log.info(RUN_WORDS.tally(countFindings(findings), input));
    return result(findings, input, files.length);
}
/** The quarantine file, and Trunk's tests when it has entries (see quarantine.ts). */
async function readQuarantine(c, checkout) {
    const nowMs = c.clock.now();
    const path = c.s.quarantineFile;
    const file = readQuarantineAt(checkout, path, nowMs, c.s.quarantineMaxDays);
    if (file.kind !== 'read' || !file.entries.length)
        return { path, nowMs, file };
    if (!c.flakyTests)
        return {
            path,
            nowMs,
            file,
            trunk: { kind: 'unknown', why: 'the flaky tests are not open in this run' },
        };
    const flaky = c.flakyTests();
    const scope = flaky.version === 'v1' && !c.s.orgUrlSlug
        ? { missing: RUN_WORDS.noOrgUrlSlug }
        : {
            repo: c.s.repo,
            orgUrlSlug: c.s.orgUrlSlug ?? '',
            ...(c.s.testCollection ? { testCollection: c.s.testCollection } : {}),
        };
    const trunk = await readTrunkTests(flaky, scope, file.entries, nowMs, c.signal);
    return { path, nowMs, file, trunk };
}
function githubTarget(c) {
    if (!c.s.githubToken)
        return undefined;
    return {
        token: c.s.githubToken,
        apiUrl: c.s.githubApiUrl,
        owner: c.s.repo.owner,
        repo: c.s.repo.name,
        signal: c.signal,
    };
}
/** The required checks: the queue's own, else .trunk/trunk.yaml's, else GitHub's (what it refused said in `unread`). */
async function requiredChecks(queue, trunkYaml, github, branch, unread) {
    if (queue?.length)
        return { names: [...queue], source: { kind: 'queue' }, complete: true };
    if (trunkYaml)
        return { names: trunkYaml, source: { kind: 'trunk-yaml' }, complete: true };
    if (!github) {
        unread.push(RUN_WORDS.noToken);
        return { names: [], source: { kind: 'no-token' }, complete: false };
    }
    const read = await requiredChecksOf(github, branch);
    for (const problem of read.problems)
        unread.push(RUN_WORDS.requiredUnread(problem));
    return {
        names: read.names,
        source: { kind: 'github', sources: read.sources },
        complete: read.problems.length === 0,
    };
}
/** Each finding on the workflow file it names (an annotation), or in the log. */
function annotate(log, findings) {
    for (const f of findings) {
        const text = `${f.check ? `${f.check}: ` : ''}${f.message}`;
        const title = RULE_OF[f.code].title;
        const level = f.severity === 'error' ? 'error' : 'warning';
        if (f.file)
            log.annotate(level, text, { title, file: f.file, startLine: f.line });
        else if (level === 'error')
            log.annotate('error', text, { title });
        else
            log.warning(`${title}: ${text}`);
    }
}
/** The run's outcome: an error fails it; else anything doctor could not tell makes it unknown. */
function outcomeOf(findings) {
    const counts = countFindings(findings);
    return counts.error ? 'failure' : counts.unknown ? 'unknown' : 'success';
}
function result(findings, input, workflows) {
    const counts = countFindings(findings);
    const outcome = outcomeOf(findings);
    const failure = RUN_WORDS.failure(outcome, counts, input.queue.branch);
    return {
        outcome,
        outputs: {
            // Outputs share a budget per job: a long list keeps its first (most severe) findings.
            [constants/* Outputs */.tY.Findings]: (0,ports_text/* jsonArrayWithin */.RJ)(findings, constants/* MAX_LIST_OUTPUT_BYTES */.i3).json,
            [constants/* Outputs */.tY.ErrorsCount]: String(counts.error),
            [constants/* Outputs */.tY.WarningsCount]: String(counts.warning),
            [constants/* Outputs */.tY.UnknownsCount]: String(counts.unknown),
        },
        summary: doctorSummary(findings, {
            queue: input.queue,
            required: input.required,
            workflows,
            ...(input.quarantine ? { quarantine: input.quarantine } : {}),
        }),
        ...(failure ? { failure } : {}),
    };
}


/***/ }),

/***/ 2164:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I0: () => (/* reexport safe */ _defaults_js__WEBPACK_IMPORTED_MODULE_1__.I),
/* harmony export */   QC: () => (/* binding */ duplicateEntries),
/* harmony export */   W1: () => (/* binding */ matchQuarantine),
/* harmony export */   Yn: () => (/* binding */ entryMatches),
/* harmony export */   _d: () => (/* binding */ isExpired),
/* harmony export */   b4: () => (/* binding */ entryLabel),
/* harmony export */   tl: () => (/* binding */ readQuarantineFile)
/* harmony export */ });
/* unused harmony exports ENTRY_FIELDS, dayNumber, dayOf, sameTest */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _defaults_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5932);
/**
 * Quarantine as code: the repository's quarantine file (YAML), read into entries with the line
 * each is on, checked (owner, reason, expiry within a maximum), and matched against a failed
 * test. Pure: the caller reads the file's text; nothing here reads the clock or the disk.
 */


/** The fields an entry may have; any other is an error (a typo must not widen a match). */
const ENTRY_FIELDS = [
    'id',
    'name',
    'classname',
    'suite',
    'file',
    'owner',
    'reason',
    'expires',
    'issue',
];
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;
/** Days since the epoch of a YYYY-MM-DD date, or undefined when it is no real date. */
function dayNumber(date) {
    const m = DATE.exec(date);
    if (!m)
        return undefined;
    const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
    // Date.UTC rolls 2026-02-30 over to March: a date that does not read back is refused.
    if (new Date(ms).toISOString().slice(0, 10) !== date)
        return undefined;
    return ms / DAY_MS;
}
/** The UTC day (days since the epoch) of a time in ms. */
function dayOf(nowMs) {
    return Math.floor(nowMs / DAY_MS);
}
/** An entry is in force through its expiry day (UTC), and expired from the day after. */
function isExpired(entry, nowMs) {
    const day = dayNumber(entry.expires);
    return day === undefined || dayOf(nowMs) > day;
}
/** A path compared across file and report: `/` separators, no leading `./`. */
function normalPath(p) {
    return p.replace(/\\/g, '/').replace(/^(\.\/)+/, '');
}
/** True when the entry names this test: by Trunk's id, or by its name and every field it gives. */
function entryMatches(entry, test) {
    if (entry.id !== undefined)
        return test.id !== undefined && test.id.toLowerCase() === entry.id;
    if (entry.name !== test.name)
        return false;
    if (entry.classname !== undefined && entry.classname !== test.classname)
        return false;
    if (entry.suite !== undefined && entry.suite !== test.suite)
        return false;
    if (entry.file !== undefined) {
        if (test.file === undefined || normalPath(entry.file) !== normalPath(test.file))
            return false;
    }
    return true;
}
/** The entry in force naming the test (the first in the file), else the first expired one. */
function matchQuarantine(entries, test, nowMs) {
    let expired;
    for (const e of entries) {
        if (!entryMatches(e, test))
            continue;
        if (!isExpired(e, nowMs))
            return { inForce: e };
        expired ??= e;
    }
    return expired ? { expired } : {};
}
/** Two entries name the same test: same id, or the same name and fields. */
function sameTest(a, b) {
    if (a.id !== undefined || b.id !== undefined)
        return a.id === b.id;
    return (a.name === b.name &&
        a.classname === b.classname &&
        a.suite === b.suite &&
        (a.file === undefined) === (b.file === undefined) &&
        (a.file === undefined || normalPath(a.file) === normalPath(b.file)));
}
/** Entries naming a test an earlier entry names: [earlier, later] pairs. */
function duplicateEntries(entries) {
    const pairs = [];
    entries.forEach((b, j) => {
        const a = entries.slice(0, j).find((x) => sameTest(x, b));
        if (a)
            pairs.push([a, b]);
    });
    return pairs;
}
/** How an entry names its test, for people: its id, or `file › classname › name`. */
function entryLabel(e) {
    if (e.id !== undefined)
        return `id ${e.id}`;
    return [e.file, e.classname ?? e.suite, e.name].filter((x) => x !== undefined).join(' › ');
}
/**
 * Reads the file's text: YAML with a `tests:` list of entries. Each entry names a test (`id`, or
 * `name` with optional `classname`, `suite`, `file`) and has `owner`, `reason` and `expires`
 * (YYYY-MM-DD, at most `maxDays` after `nowMs`'s day), and optionally `issue` (an http(s) URL).
 * Every problem is listed with its line; any problem makes the whole file unread (a file that
 * half applies would forgive what its author did not mean to).
 */
function readQuarantineFile(text, nowMs, maxDays) {
    const lines = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
    const lineOf = (offset) => offset === undefined ? 0 : lines.linePos(offset).line;
    const problems = doc.errors.map((e) => ({
        line: e.linePos?.[0].line ?? lineOf(e.pos[0]),
        message: e.message.split('\n')[0],
    }));
    if (problems.length)
        return { ok: false, problems };
    const at = (n) => lineOf(n?.range?.[0]);
    const root = doc.contents;
    // An empty file, or one of only comments, holds no entry.
    if (root === null)
        return { ok: true, entries: [] };
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(root))
        return { ok: false, problems: [{ line: at(root), message: 'expected a mapping with tests:' }] };
    for (const pair of root.items) {
        const key = String(pair.key?.value ?? '');
        if (key !== 'tests' && key !== 'version')
            problems.push({ line: at(pair.key), message: `unknown key ${JSON.stringify(key)}` });
    }
    const version = root.get('version', true)?.value;
    if (version !== undefined && version !== 1)
        problems.push({ line: at(root), message: `version ${String(version)} is not 1` });
    const tests = root.get('tests', true);
    const entries = [];
    if (tests === undefined || tests.value === null) {
        // `tests:` with nothing: no entry.
    }
    else if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(tests)) {
        problems.push({ line: at(tests), message: 'tests: is not a list of entries' });
    }
    else {
        const today = dayOf(nowMs);
        for (const item of tests.items) {
            const entry = readEntry(item, at, today, maxDays, problems);
            if (entry)
                entries.push(entry);
        }
    }
    return problems.length ? { ok: false, problems } : { ok: true, entries };
}
function readEntry(item, at, today, maxDays, problems) {
    const line = at(item);
    const fail = (message, l = line) => {
        problems.push({ line: l, message });
        return undefined;
    };
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(item))
        return fail('an entry is a mapping (id or name, owner, reason, expires)');
    const fields = {};
    let bad = false;
    for (const pair of item.items) {
        const keyNode = pair.key;
        const key = String(keyNode.value ?? '');
        const value = pair.value?.value;
        if (!ENTRY_FIELDS.includes(key)) {
            fail(`unknown field ${JSON.stringify(key)} (${ENTRY_FIELDS.join(', ')})`, at(keyNode));
            bad = true;
        }
        else if (typeof value !== 'string' || !value.trim()) {
            fail(`${key} is not a non-empty text`, at(keyNode));
            bad = true;
        }
        else
            fields[key] = value.trim();
    }
    if (bad)
        return undefined;
    const { id, name, owner, reason, expires, issue } = fields;
    if (id === undefined && name === undefined)
        return fail('the entry names no test (id or name)');
    if (id !== undefined && (name ?? fields.classname ?? fields.suite ?? fields.file) !== undefined)
        return fail('the entry names its test by id and by names: give one');
    if (owner === undefined)
        return fail('the entry has no owner');
    if (reason === undefined)
        return fail('the entry has no reason');
    if (expires === undefined)
        return fail('the entry has no expires (YYYY-MM-DD)');
    const day = dayNumber(expires);
    if (day === undefined)
        return fail(`expires ${JSON.stringify(expires)} is not a date YYYY-MM-DD`);
    if (day - today > maxDays)
        return fail(`expires ${expires} is more than ${maxDays} days ahead (the most allowed)`);
    if (issue !== undefined && !/^https?:\/\/\S+$/.test(issue))
        return fail(`issue ${JSON.stringify(issue)} is not an http(s) link`);
    return {
        ...(id !== undefined ? { id: id.toLowerCase() } : {}),
        ...(name !== undefined ? { name } : {}),
        ...(fields.classname !== undefined ? { classname: fields.classname } : {}),
        ...(fields.suite !== undefined ? { suite: fields.suite } : {}),
        ...(fields.file !== undefined ? { file: normalPath(fields.file) } : {}),
        owner,
        reason,
        expires,
        ...(issue !== undefined ? { issue } : {}),
        line,
    };
}


/***/ }),

/***/ 885:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Zp: () => (/* binding */ isOwnOverride),
/* harmony export */   bZ: () => (/* binding */ syncPlan),
/* harmony export */   h4: () => (/* binding */ writeRounds),
/* harmony export */   nV: () => (/* binding */ SYNC_MARKER)
/* harmony export */ });
/* unused harmony exports MAX_REASON_CHARS, overrideReason, changesOf */
/* harmony import */ var _file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2164);
/**
 * sync-quarantine's plan, pure: what to set and clear in Trunk's quarantine overrides (v2) so
 * that Trunk agrees with the repository's quarantine file, changing only overrides this tool set
 * itself (recognised by the marker its reasons start with), never one a person set.
 */

/** What every reason this tool writes starts with: how it knows an override as its own. */
const SYNC_MARKER = '[quarantine file]';
/** The longest reason the API takes (`reason` 1..1000). */
const MAX_REASON_CHARS = 1000;
/** True when this tool wrote the override (its reason starts with the marker). */
function isOwnOverride(o) {
    return o.reason.startsWith(SYNC_MARKER);
}
/** The reason written for an entry: marker, owner, reason, expiry, issue; within the API's bound. */
function overrideReason(e) {
    const text = `${SYNC_MARKER} owner ${e.owner}; until ${e.expires}; ${e.reason}${e.issue ? ` (${e.issue})` : ''}`;
    return text.length > MAX_REASON_CHARS ? `${text.slice(0, MAX_REASON_CHARS - 1)}…` : text;
}
/**
 * The plan on the day of `nowMs`: each entry in force whose test Trunk has is set (unless its
 * override already says the same, or a person's override is on the test); each override of this
 * tool's that no entry in force names any more is cleared; nothing else is touched. An entry
 * that names a test twice (two entries, one test) sets it once, from the first.
 */
function syncPlan(resolved, overrides, nowMs) {
    const current = new Map(overrides.map((o) => [o.testId.toLowerCase(), o]));
    const steps = [];
    const wanted = new Set();
    for (const { entry, testId } of resolved) {
        if ((0,_file_js__WEBPACK_IMPORTED_MODULE_0__/* .isExpired */ ._d)(entry, nowMs))
            continue;
        if (testId === undefined) {
            steps.push({ action: 'unresolved', entry });
            continue;
        }
        const id = testId.toLowerCase();
        if (wanted.has(id))
            continue;
        wanted.add(id);
        const o = current.get(id);
        const reason = overrideReason(entry);
        if (o && !isOwnOverride(o))
            steps.push({ action: 'left-alone', testId, override: o, entry });
        else if (o && o.mode === 'alwaysQuarantine' && o.reason === reason)
            steps.push({ action: 'unchanged', testId, entry });
        else
            steps.push({ action: 'set', testId, reason, entry, ...(o ? { replaces: o } : {}) });
    }
    const byId = new Map(resolved.filter((r) => r.testId !== undefined).map((r) => [r.testId.toLowerCase(), r.entry]));
    for (const o of overrides) {
        const id = o.testId.toLowerCase();
        if (wanted.has(id) || !isOwnOverride(o))
            continue;
        const entry = byId.get(id);
        steps.push({
            action: 'clear',
            testId: o.testId,
            reason: entry
                ? `${SYNC_MARKER} the entry expired on ${entry.expires}`
                : `${SYNC_MARKER} the entry was removed from the file`,
            ...(entry ? { entry } : {}),
        });
    }
    return steps;
}
/** The steps that send a request. */
function changesOf(steps) {
    return steps.filter((s) => s.action === 'set' || s.action === 'clear');
}
/** The writes of a plan, each test at most once a round. */
function writeRounds(steps) {
    const rounds = { clears: [], sets: [] };
    for (const s of steps) {
        if (s.action === 'clear')
            rounds.clears.push({ testId: s.testId, reason: s.reason });
        if (s.action !== 'set')
            continue;
        const afterClear = s.replaces?.mode === 'alwaysQuarantine';
        if (afterClear)
            rounds.clears.push({
                testId: s.testId,
                reason: `${SYNC_MARKER} replaced by the entry's new reason`,
            });
        rounds.sets.push({ testId: s.testId, reason: s.reason, afterClear });
    }
    return rounds;
}


/***/ })

};

//# sourceMappingURL=356.index.js.map