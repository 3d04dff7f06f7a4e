export const id = 463;
export const ids = [463];
export const modules = {

/***/ 4463:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(2857);
;// CONCATENATED MODULE: ./src/ports/github/repository-checks.ts
/**
 * What GitHub says of a branch's required checks and of recent workflow runs, for `doctor`: the
 * branch protection's required status checks (`GET /repos/{o}/{r}/branches/{branch}`, readable
 * with `contents: read`), the rulesets' (`GET /repos/{o}/{r}/rules/branches/{branch}`, the rules
 * that apply to the branch, `metadata: read`), and the duration of a workflow's recent successful
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
async function octokitOf(t) {
    const { getOctokit } = await __webpack_require__.e(/* import() */ 564).then(__webpack_require__.bind(__webpack_require__, 5564));
    return getOctokit(t.token, {
        baseUrl: t.apiUrl,
        log: { debug: () => { }, info: () => { }, warn: () => { }, error: () => { } },
    });
}
/** GitHub's refusal as one line: the status and the permission that would allow the read. */
function refusal(e, what, permission) {
    const status = e.status;
    if (status === 401)
        return `GitHub refused the token (HTTP 401) reading ${what}`;
    if (status === 403 || status === 404) {
        return `GitHub answered ${status} reading ${what}: the token needs \`${permission}\` on the repository`;
    }
    if (status)
        return `GitHub answered ${status} reading ${what}`;
    const code = (e.cause ?? {}).code;
    return `could not reach GitHub reading ${what} (${code ?? e.message})`;
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
        problems.push(refusal(e, `branch ${branch}'s protection`, 'contents: read'));
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
        problems.push(refusal(e, `the rulesets of branch ${branch}`, 'metadata: read'));
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
        return { problem: refusal(e, `the recent runs of ${id}`, 'actions: read') };
    }
}

// EXTERNAL MODULE: ./src/client/index.ts
var client = __webpack_require__(4567);
// EXTERNAL MODULE: ./src/inputs/constants.ts
var constants = __webpack_require__(1068);
// EXTERNAL MODULE: ./src/ports/text.ts
var ports_text = __webpack_require__(2425);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/files/read-file.ts
var read_file = __webpack_require__(654);
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
/** An object whose absent keys are known to be absent (null), not unknown. */
const CLOSED = Symbol('closed');
/** Marks a context object closed: a key it lacks reads as null. */
function expressions_closed(o) {
    Object.defineProperty(o, CLOSED, { value: true, enumerable: false });
    return o;
}
/** An expression doctor cannot parse. */
class ExpressionSyntaxError extends Error {
}
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
        const num = /^(-?(?:0x[0-9a-f]+|\d+(?:\.\d+)?(?:e[+-]?\d+)?))/i.exec(src.slice(i));
        if (num && (ch === '-' || /\d/.test(ch))) {
            out.push({ k: 'num', v: num[1] });
            i += num[1].length;
            continue;
        }
        const id = /^[A-Za-z_][A-Za-z0-9_-]*/.exec(src.slice(i));
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
    const tokens = tokenize(src);
    let pos = 0;
    let depth = 0;
    const tooDeep = () => new ExpressionSyntaxError(`nested deeper than ${MAX_EXPRESSION_DEPTH} levels (GitHub refuses function calls nested deeper than 50)`);
    const deeper = (parse) => {
        if (++depth > MAX_EXPRESSION_DEPTH) {
            depth--;
            throw tooDeep();
        }
        try {
            return parse();
        }
        finally {
            depth--;
        }
    };
    const peek = () => tokens[pos];
    const take = (v) => {
        const t = tokens[pos];
        if (!t || (v !== undefined && t.v !== v)) {
            throw new ExpressionSyntaxError(`expected ${v ?? 'more'} at token ${pos + 1}`);
        }
        pos++;
        return t;
    };
    const primary = () => {
        const t = take();
        if (t.k === 'op' && t.v === '!')
            return { t: 'not', of: postfix(deeper(primary)) };
        if (t.k === 'op' && t.v === '(') {
            const e = binary(0);
            take(')');
            return e;
        }
        if (t.k === 'str')
            return { t: 'lit', v: t.v };
        if (t.k === 'num')
            return { t: 'lit', v: Number(t.v) };
        if (t.k === 'id') {
            if (t.v === 'true' || t.v === 'false')
                return { t: 'lit', v: t.v === 'true' };
            if (t.v === 'null')
                return { t: 'lit', v: null };
            if (peek()?.v === '(') {
                take('(');
                const args = [];
                while (peek()?.v !== ')') {
                    args.push(binary(0));
                    if (peek()?.v === ',')
                        take(',');
                    else
                        break;
                }
                take(')');
                return { t: 'call', fn: t.v.toLowerCase(), args };
            }
            return { t: 'ref', name: t.v };
        }
        throw new ExpressionSyntaxError(`unexpected ${JSON.stringify(t.v)}`);
    };
    const postfix = (n) => {
        for (;;) {
            const t = peek();
            if (t?.v === '.') {
                take('.');
                const key = take();
                if (key.k !== 'id' && key.v !== '*')
                    throw new ExpressionSyntaxError('expected a property');
                n = { t: 'prop', of: n, key: key.v };
            }
            else if (t?.v === '[') {
                take('[');
                const key = binary(0);
                take(']');
                n = { t: 'prop', of: n, key };
            }
            else
                return n;
        }
    };
    const binary = (min) => deeper(() => binaryAt(min));
    const binaryAt = (min) => {
        let left = postfix(deeper(primary));
        // `a || b || c ...` nests to the left: each operator is a level of the tree (evaluated
        // recursively), so the chain counts towards the depth too.
        let chained = 0;
        try {
            for (;;) {
                const t = peek();
                const p = t && t.k === 'op' ? PRECEDENCE[t.v] : undefined;
                if (p === undefined || p < min)
                    return left;
                take();
                const right = binary(p + 1);
                left = { t: 'bin', op: t.v, l: left, r: right };
                chained++;
                depth++;
                if (depth > MAX_EXPRESSION_DEPTH)
                    throw tooDeep();
            }
        }
        finally {
            depth -= chained;
        }
    };
    const e = binary(0);
    if (pos !== tokens.length)
        throw new ExpressionSyntaxError(`unexpected ${tokens[pos].v}`);
    return e;
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
/** Evaluates a parsed expression in `ctx`. */
function evaluate(n, ctx, status = { success: true }) {
    const ev = (m) => evaluate(m, ctx, status);
    switch (n.t) {
        case 'lit':
            return n.v;
        case 'ref': {
            const key = n.name.toLowerCase();
            const found = Object.keys(ctx).find((k) => k.toLowerCase() === key);
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
            const k = plainText(key).toLowerCase();
            const found = Object.keys(of).find((x) => x.toLowerCase() === k);
            if (found !== undefined)
                return of[found];
            return of[CLOSED] ? null : UNKNOWN;
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
/**
 * Whether `text` holds a `${{ }}` naming `context` (e.g. `matrix`) before its first `}`. Each `${{`
 * up to that `}` is searched once: the `${{`s before one `}` share what follows them, so the
 * first of them stands for all.
 */
function mentionsContext(text, context) {
    const word = new RegExp(`\\b${context}\\b`, 'i');
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

;// CONCATENATED MODULE: ./src/commands/doctor/workflow-file.ts
/**
 * A workflow file read with a real YAML parser (`yaml`), keeping where each key is: its plain
 * value for the analysis and the line of any path in it for the findings and annotations.
 */

/** Why a file is not read, for a sentence after its path: `is not valid YAML (…)`. */
function problemText(error) {
    switch (error.kind) {
        case 'yaml':
            return `is not valid YAML (${error.message})`;
        case 'aliases':
            return `uses YAML aliases that expand past the guard against alias bombs (${error.message})`;
        case 'unreadable':
            return error.message;
    }
}
/** yaml's own default: an alias may stand for at most this many nodes in all. */
const MAX_ALIAS_COUNT = 100;
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
/** Parses one workflow file's text. */
function parseWorkflowFile(file, text) {
    const lines = new dist/* LineCounter */.HN();
    // YAML 1.2 (the default): `on` is a string key, not the boolean of YAML 1.1.
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter: lines, uniqueKeys: false });
    const lineAt = (offset) => offset === undefined ? 1 : lines.linePos(offset).line;
    if (doc.errors.length) {
        const e = doc.errors[0];
        return {
            file,
            data: undefined,
            lineOf: () => 1,
            error: { kind: 'yaml', message: e.message.split('\n')[0], line: lineAt(e.pos[0]) },
        };
    }
    let data;
    try {
        data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    }
    catch (e) {
        // yaml refuses aliases that would expand the document past its guard (a billion laughs).
        return {
            file,
            data: undefined,
            lineOf: () => 1,
            error: { kind: 'aliases', message: e.message, line: 1 },
        };
    }
    return {
        file,
        data,
        lineOf(path) {
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
                else if (node && typeof node === 'object' && 'items' in node) {
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
        },
    };
}

;// CONCATENATED MODULE: ./src/commands/doctor/checkout.ts
/**
 * The checkout's side: the workflow files (`.github/workflows/*.yml` and `*.yaml`, as GitHub reads
 * them: that folder only, no subfolders) and `.trunk/trunk.yaml`'s `merge.required_statuses`.
 */






/** A workflow file larger than this is not read (GitHub's own limit is far below). */
const MAX_WORKFLOW_BYTES = 2 * 1024 * 1024;
/** The folder GitHub reads workflows from, relative to the checkout. */
const WORKFLOWS_DIR = '.github/workflows';
/** Reads and parses every workflow file of the checkout; none when the folder is absent. */
function readWorkflows(checkout) {
    let names;
    try {
        names = (0,external_node_fs_.readdirSync)((0,external_node_path_.join)(checkout, WORKFLOWS_DIR), { withFileTypes: true })
            .filter((d) => d.isFile() && /\.ya?ml$/i.test(d.name))
            .map((d) => d.name)
            .sort();
    }
    catch {
        return { files: [], folderFound: false };
    }
    return {
        files: names.map((n) => readWorkflow(checkout, `${WORKFLOWS_DIR}/${n}`)),
        folderFound: true,
    };
}
function readWorkflow(checkout, file) {
    try {
        const read = (0,read_file/* readBoundedFileSync */.Tq)((0,external_node_path_.join)(checkout, file), { maxBytes: MAX_WORKFLOW_BYTES });
        if (!read.complete) {
            return unreadable(file, `is larger than ${MAX_WORKFLOW_BYTES / 1024 / 1024} MiB`);
        }
        return parseWorkflowFile(file, read.bytes.toString('utf8'));
    }
    catch (e) {
        if (e instanceof read_file/* FileReadProblem */.Es)
            return unreadable(file, e.message);
        throw e;
    }
}
function unreadable(file, message) {
    return { file, data: undefined, lineOf: () => 1, error: { kind: 'unreadable', message, line: 1 } };
}
/** The path of Trunk's repository settings, relative to the checkout. */
const TRUNK_YAML = '.trunk/trunk.yaml';
const MAX_TRUNK_YAML_BYTES = 1024 * 1024;
/**
 * `merge.required_statuses` of `.trunk/trunk.yaml`: `names` when the checkout has one that sets
 * them; `problem` (what it is, for a sentence after the path) when the file is there but cannot
 * be read (too large, not a regular file, not valid YAML, aliases past the guard), so doctor says
 * so instead of going on as if it were absent.
 */
function trunkYamlRequiredStatuses(checkout) {
    const path = (0,external_node_path_.join)(checkout, TRUNK_YAML);
    if (!(0,external_node_fs_.existsSync)(path))
        return {};
    let text;
    try {
        const read = (0,read_file/* readBoundedFileSync */.Tq)(path, { maxBytes: MAX_TRUNK_YAML_BYTES });
        if (!read.complete)
            return { problem: `is larger than ${MAX_TRUNK_YAML_BYTES / 1024 / 1024} MiB` };
        text = read.bytes.toString('utf8');
    }
    catch (e) {
        if (e instanceof read_file/* FileReadProblem */.Es)
            return { problem: e.message };
        throw e;
    }
    let doc;
    try {
        doc = (0,dist/* parse */.qg)(text, { maxAliasCount: MAX_ALIAS_COUNT });
    }
    catch (e) {
        const message = e.message.split('\n')[0];
        return {
            problem: problemText({ kind: e instanceof dist/* YAMLError */.IP ? 'yaml' : 'aliases', message, line: 1 }),
        };
    }
    const list = doc?.merge?.required_statuses;
    return Array.isArray(list) ? { names: list.map(plainText) } : {};
}

;// CONCATENATED MODULE: ./src/commands/doctor/findings.ts
/** What doctor finds: one closed union of codes, each with its severity and what to change. */
/** Every finding's code, its severity and its title (the summary's, the annotation's). */
const FINDING_CODES = {
    'missing-check': { severity: 'error', title: 'Required check no workflow produces' },
    'not-on-test-branches': { severity: 'error', title: 'Required check not run on test branches' },
    'merge-group-only': { severity: 'error', title: "Required check only on GitHub's merge queue" },
    'some-test-branches': { severity: 'error', title: 'Required check only on some test branches' },
    'matrix-name': { severity: 'error', title: 'Matrix check name not produced' },
    'queue-deadlock': { severity: 'error', title: 'Required check waits for the queue' },
    'no-impacted-targets': { severity: 'error', title: 'Parallel queue without impacted targets' },
    'path-filtered': { severity: 'warning', title: 'Required check only under a path filter' },
    'skipped-by-if': { severity: 'warning', title: 'Required check skipped on test runs' },
    'pr-text-check': { severity: 'warning', title: "Required check validates the queue's draft PR" },
    'queue-paused': { severity: 'warning', title: 'Queue paused' },
    'queue-draining': { severity: 'warning', title: 'Queue draining' },
    'testing-timeout': { severity: 'warning', title: 'Testing timeout shorter than recent runs' },
    'no-required-checks': { severity: 'warning', title: 'No required checks' },
    'github-unreadable': { severity: 'warning', title: 'GitHub settings not readable' },
    undecidable: { severity: 'unknown', title: 'Cannot tell' },
    'invalid-workflow': { severity: 'unknown', title: 'Workflow file not readable' },
    'invalid-trunk-yaml': { severity: 'unknown', title: '.trunk/trunk.yaml not readable' },
};
/** A finding of `code`, its severity from the table. */
function finding(code, check, where, message) {
    return {
        code,
        severity: FINDING_CODES[code].severity,
        check,
        file: where?.file ?? '',
        line: where ? where.line : 0,
        message,
    };
}
const ORDER = { error: 0, warning: 1, unknown: 2 };
/** Errors first, then warnings, then unknowns; by check, file and line within each. */
function sortFindings(list) {
    return [...list].sort((a, b) => ORDER[a.severity] - ORDER[b.severity] ||
        a.check.localeCompare(b.check) ||
        a.file.localeCompare(b.file) ||
        a.line - b.line);
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

;// CONCATENATED MODULE: ./src/commands/doctor/matrix.ts
/**
 * A job's `strategy.matrix` expanded as GitHub expands it: the product of its lists in key order,
 * `exclude` (an entry removes every combination it matches, partially too), then `include` (an
 * entry extends each original combination none of whose original values it would change, and
 * becomes a combination of its own when it extends none; combinations made by `include` are not
 * extended by later entries). See "Running variations of jobs in a workflow".
 */

const get = (c, k) => c.find(([x]) => x === k);
/** GitHub runs at most this many jobs of one matrix ("Running variations of jobs"). */
const GITHUB_MAX_MATRIX_JOBS = 256;
/**
 * The most work doctor spends on one matrix: its combinations before `exclude` and `include`,
 * times one plus their entries (256 jobs with 255 entries at most). A matrix past it (ten lists
 * of ten values make 10^10 combinations) is not expanded: it would take minutes and gigabytes
 * (a million combinations of ten values held ~1 GB), and GitHub would not run it.
 */
const MAX_MATRIX_WORK = GITHUB_MAX_MATRIX_JOBS * GITHUB_MAX_MATRIX_JOBS;
function same(a, b) {
    return JSON.stringify(a) === JSON.stringify(b);
}
/** Expands a matrix (the plain value of `strategy.matrix`). */
function expandMatrix(matrix) {
    if (typeof matrix === 'string')
        return { unknown: `the matrix is an expression (${matrix.trim()})` };
    if (!matrix || typeof matrix !== 'object' || Array.isArray(matrix)) {
        return { unknown: 'the matrix is not a mapping' };
    }
    const m = matrix;
    const keys = Object.keys(m).filter((k) => k !== 'include' && k !== 'exclude');
    for (const k of keys) {
        if (!Array.isArray(m[k]))
            return { unknown: `matrix.${k} is not a list (${plainText(m[k])})` };
    }
    for (const key of ['exclude', 'include']) {
        if (m[key] !== undefined && !Array.isArray(m[key])) {
            return { unknown: `matrix.${key} is not a list of mappings` };
        }
    }
    const exclude = (m.exclude ?? []);
    const include = (m.include ?? []);
    const product = keys.reduce((n, k) => n * m[k].length, keys.length ? 1 : 0);
    if (product * (1 + exclude.length + include.length) > MAX_MATRIX_WORK) {
        return {
            unknown: `the matrix is too large to expand (${product.toLocaleString('en-US')} combinations before exclude and include, with ${exclude.length + include.length} entries); GitHub runs at most ${GITHUB_MAX_MATRIX_JOBS} jobs of one matrix`,
        };
    }
    // No list, or an empty one, makes no combination (built list by list, the lists before an
    // empty one could make 10^8 first).
    let combos = product > 0 ? [[]] : [];
    for (const k of keys) {
        const values = m[k];
        combos = combos.flatMap((c) => values.map((v) => [...c, [k, v]]));
    }
    for (const e of [...exclude, ...include]) {
        if (!e || typeof e !== 'object' || Array.isArray(e)) {
            return { unknown: 'a matrix include/exclude entry is not a mapping' };
        }
    }
    combos = combos.filter((c) => !exclude.some((e) => Object.entries(e).every(([k, v]) => {
        const hit = get(c, k);
        return hit !== undefined && same(hit[1], v);
    })));
    const original = combos.length;
    for (const raw of include) {
        const entry = Object.entries(raw);
        let extended = false;
        for (let i = 0; i < original; i++) {
            const c = combos[i];
            const fits = entry.every(([k, v]) => !keys.includes(k) || same(get(c, k)?.[1] ?? null, v));
            if (!fits)
                continue;
            extended = true;
            for (const [k, v] of entry) {
                const hit = get(c, k);
                if (hit)
                    hit[1] = v;
                else
                    c.push([k, v]);
            }
        }
        if (!extended)
            combos.push(entry.map(([k, v]) => [k, v]));
    }
    return { combos };
}
/** The suffix GitHub adds to a matrix job's check name: ` (ubuntu-latest, 20)`; undefined for a mapping value. */
function matrixSuffix(c) {
    if (!c.length)
        return '';
    const parts = [];
    for (const [, v] of c) {
        if (v !== null && typeof v === 'object')
            return undefined;
        parts.push(v === null ? '' : String(v));
    }
    return ` (${parts.join(', ')})`;
}

;// CONCATENATED MODULE: ./src/commands/doctor/productions.ts
/**
 * Which checks the workflows produce on one of the queue's test runs: a `push` of a new
 * `trunk-merge/**` branch, or the `pull_request` (opened, draft) the service opens from it. For each
 * job: whether its workflow is triggered (branch, tag and path filters, `types`), whether the job
 * runs (`if:` on the event, `needs` chains), and the check names it reports (its `name:` with
 * expressions, matrix combinations, reusable workflows as `caller / callee`).
 */



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
    const at = { file: wf.file, line: wf.lineOf(['on']) };
    if (!(name in on)) {
        return { kind: 'never', at, why: `it is not triggered by \`${name}\`` };
    }
    const f = on[name] ?? {};
    const lineOf = (key) => ({ file: wf.file, line: wf.lineOf(['on', name, key]) });
    if (ev.kind === 'push') {
        const branches = strings(f.branches);
        const ignore = strings(f['branches-ignore']);
        const hasTags = f.tags !== undefined || f['tags-ignore'] !== undefined;
        if (!branches && !ignore && hasTags) {
            return {
                kind: 'never',
                at: lineOf(f.tags !== undefined ? 'tags' : 'tags-ignore'),
                why: 'its `push` trigger names only tags, so it never runs for a branch push',
            };
        }
        if (!refFilterAllows(ev.branch, branches, ignore)) {
            return {
                kind: 'never',
                at: lineOf(branches ? 'branches' : 'branches-ignore'),
                why: `its \`push\` ${branches ? 'branches' : 'branches-ignore'} filter ${branches ? 'does not match' : 'excludes'} \`${ev.branch}\``,
            };
        }
    }
    else {
        const types = strings(f.types);
        if (types && !types.some((t) => ['opened', 'synchronize', 'reopened'].includes(t))) {
            return {
                kind: 'never',
                at: lineOf('types'),
                why: `its \`pull_request\` types (${types.join(', ')}) leave out \`opened\`, \`synchronize\` and \`reopened\`, and the service's PR is a draft that is never marked ready`,
            };
        }
        const branches = strings(f.branches);
        const ignore = strings(f['branches-ignore']);
        if (!refFilterAllows(ev.base, branches, ignore)) {
            return {
                kind: 'never',
                at: lineOf(branches ? 'branches' : 'branches-ignore'),
                why: `its \`pull_request\` ${branches ? 'branches' : 'branches-ignore'} filter ${branches ? 'does not match' : 'excludes'} the base branch \`${ev.base}\``,
            };
        }
    }
    if (f.paths !== undefined || f['paths-ignore'] !== undefined) {
        const key = f.paths !== undefined ? 'paths' : 'paths-ignore';
        // A test branch is a new branch: GitHub diffs it against the parent of the deepest commit
        // pushed, i.e. the PR's changes, so the workflow runs only for PRs that touch those paths.
        const all = strings(f[key]) ?? [];
        const everything = key === 'paths' && all.includes('**') && !all.some((p) => p.startsWith('!'));
        if (!everything) {
            return {
                kind: 'paths',
                at: lineOf(key),
                why: `its \`${name}\` trigger has a \`${key}\` filter: it runs only for PRs whose changes ${key === 'paths' ? 'match' : 'are not all in'} ${all.map((p) => `\`${p}\``).join(', ')}`,
            };
        }
    }
    return { kind: 'runs' };
}
/** UNKNOWN, typed as a value (a unique symbol widens in object literals). */
const U = UNKNOWN;
/** The `github` context of the event, as far as it is known before the run. */
function githubContext(ev, repository) {
    const owner = repository.split('/')[0] ?? '';
    const common = {
        repository,
        repository_owner: owner,
        ref_type: 'branch',
        server_url: U,
    };
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
const MAX_DEPTH = 4;
/** Every check the workflow's jobs report on the event, with whether they really run. */
function productionsOf(wf, ev, checkout) {
    const trigger = triggerOf(wf, ev);
    if (trigger.kind === 'never')
        return [];
    const ctx = { github: githubContext(ev, checkout.repository) };
    return jobsOf(wf, ctx, checkout, { trigger, prefix: '', fate: { kind: 'runs' }, depth: 0 });
}
function jobsOf(wf, ctx, checkout, caller) {
    const jobs = isObject(wf.data) && isObject(wf.data.jobs) ? wf.data.jobs : {};
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
        seen.add(id);
        let fate = caller.fate;
        const needs = strings(job.needs) ?? [];
        const deps = needs.map((n) => n in jobs
            ? fateOf(n, seen)
            : {
                kind: 'unknown',
                at,
                why: `it needs \`${n}\`, which is no job of this workflow`,
            });
        const skippedDep = deps.find((d) => d.kind === 'skipped');
        const unknownDep = deps.find((d) => d.kind === 'unknown');
        const cond = job.if;
        if (cond !== undefined && cond !== null && plainText(cond).trim() !== '') {
            const ifAt = { file: wf.file, line: wf.lineOf(['jobs', id, 'if']) };
            const src = ifExpression(plainText(cond));
            // Quoted in findings whole up to a bound: an expression may be up to 21,000 characters.
            const quoted = src.trim().length > 200 ? `${src.trim().slice(0, 200)}…` : src.trim();
            try {
                const parsed = parseExpression(src);
                const statusAware = usesStatusFunction(parsed);
                const success = skippedDep ? false : unknownDep ? UNKNOWN : true;
                let v = evaluate(parsed, ctx, { success });
                if (!statusAware && skippedDep)
                    v = false;
                else if (!statusAware && unknownDep && truthy(v) === true)
                    v = UNKNOWN;
                const t = truthy(v);
                const own = t === true
                    ? { kind: 'runs' }
                    : t === false
                        ? skippedDep && !statusAware
                            ? { ...skippedDep, kind: 'skipped' }
                            : {
                                kind: 'skipped',
                                at: ifAt,
                                why: `\`if: ${quoted}\` is false on the queue's test runs`,
                            }
                        : unknownDep && !statusAware
                            ? unknownDep
                            : {
                                kind: 'unknown',
                                at: ifAt,
                                why: `\`if: ${quoted}\` cannot be decided before the run`,
                            };
                fate = worst(fate, own);
            }
            catch (e) {
                if (!(e instanceof ExpressionSyntaxError))
                    throw e;
                fate = worst(fate, {
                    kind: 'unknown',
                    at: ifAt,
                    why: `\`if: ${quoted}\` cannot be read (${e.message})`,
                });
            }
        }
        else if (skippedDep)
            fate = worst(fate, skippedDep);
        else if (unknownDep)
            fate = worst(fate, unknownDep);
        fates.set(id, fate);
        return fate;
    };
    const out = [];
    for (const [id, job] of Object.entries(jobs)) {
        if (!isObject(job))
            continue;
        const at = { file: wf.file, line: wf.lineOf(['jobs', id]) };
        const fate = fateOf(id, new Set());
        const strategy = isObject(job.strategy) ? job.strategy : undefined;
        const expansion = strategy && strategy.matrix !== undefined ? expandMatrix(strategy.matrix) : { combos: [[]] };
        const rawName = typeof job.name === 'string' ? job.name : job.name === undefined ? id : plainText(job.name);
        const base = {
            at,
            trigger: caller.trigger,
            fate,
            ...(waitsForQueue(wf, id, job, checkout.repository) ?? {}),
            ...(isObject(ctx.github) && ctx.github.event_name === 'pull_request'
                ? (validatesPullRequestText(wf, id, job) ?? {})
                : {}),
        };
        if ('unknown' in expansion) {
            out.push({
                ...base,
                prefix: `${caller.prefix}${staticPart(rawName)}`,
                unknownName: expansion.unknown,
            });
            continue;
        }
        for (const combo of expansion.combos) {
            const matrix = expressions_closed(Object.fromEntries(combo));
            const jobCtx = {
                ...ctx,
                matrix,
                strategy: UNKNOWN,
                needs: UNKNOWN,
                vars: UNKNOWN,
                secrets: UNKNOWN,
                env: UNKNOWN,
            };
            const evaluated = interpolate(rawName, jobCtx);
            const suffix = mentionsContext(rawName, 'matrix') ? '' : matrixSuffix(combo);
            if (evaluated === UNKNOWN || suffix === undefined) {
                out.push({
                    ...base,
                    prefix: `${caller.prefix}${staticPart(rawName)}`,
                    unknownName: `its name \`${rawName}\` holds an expression that cannot be known before the run`,
                });
                continue;
            }
            const name = `${evaluated}${suffix}`;
            if (typeof job.uses === 'string') {
                out.push(...called(wf, id, job, `${caller.prefix}${name} / `, jobCtx, checkout, {
                    ...caller,
                    fate,
                }));
            }
            else {
                out.push({ ...base, name: `${caller.prefix}${name}` });
            }
        }
    }
    return out;
}
/** A reusable workflow's jobs, named `caller / callee`. */
function called(wf, id, job, prefix, ctx, checkout, caller) {
    const uses = plainText(job.uses);
    const at = { file: wf.file, line: wf.lineOf(['jobs', id, 'uses']) };
    const unknown = (why) => [
        { prefix, unknownName: why, at, trigger: caller.trigger, fate: caller.fate },
    ];
    if (!uses.startsWith('./')) {
        return unknown(`it calls \`${uses}\`, a reusable workflow of another repository that doctor cannot read`);
    }
    const path = uses.slice(2).split('@')[0];
    const callee = checkout.files.get(path);
    if (!callee || callee.data === undefined) {
        return unknown(`it calls \`${uses}\`, which is not a readable workflow file of this checkout`);
    }
    if (caller.depth + 1 > MAX_DEPTH)
        return unknown(`reusable workflows nest deeper than ${MAX_DEPTH} here`);
    const declared = isObject(triggersOf(callee.data).workflow_call?.inputs)
        ? triggersOf(callee.data).workflow_call.inputs
        : {};
    const given = isObject(job.with) ? job.with : {};
    const inputs = {};
    for (const [name, spec] of Object.entries(declared)) {
        const v = name in given ? given[name] : isObject(spec) ? spec.default : undefined;
        inputs[name] =
            typeof v === 'string' ? interpolateValue(v, ctx) : v === undefined ? null : v;
    }
    const calleeCtx = { github: ctx.github, inputs: expressions_closed(inputs) };
    return jobsOf(callee, calleeCtx, checkout, { ...caller, prefix, depth: caller.depth + 1 });
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
/** The first step of the job that waits for the queue itself (a required check then waits for itself). */
function waitsForQueue(wf, id, job, repository) {
    const steps = Array.isArray(job.steps) ? job.steps : [];
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
            ((/(^|\/)merge-queue-action@/.test(uses) || /^\.\/?$/.test(uses)) &&
                plainText(w.command ?? '').trim() === 'wait');
        // A wait on another server (a local emulator) or another repository's queue is not this queue.
        const apiUrl = typeof w['api-url'] === 'string' ? w['api-url'] : '';
        const repo = typeof w.repository === 'string' ? w.repository : '';
        const elsewhere = /\/\/(127\.|localhost\b|\[::1\])/i.test(apiUrl) ||
            (repo !== '' && !repo.includes('${{') && repo.toLowerCase() !== repository.toLowerCase());
        if (elsewhere)
            continue;
        const run = typeof step.run === 'string' ? step.run : '';
        const cli = /\bmerge-queue\s+wait\b/.exec(run);
        const cliWaitsForQueue = cli && (!/--wait-for/.test(run) || /--wait-for[= ]\S*(merged|tests_passed)/i.test(run));
        if ((isWait && queueState) || cliWaitsForQueue) {
            return { waits: { file: wf.file, line: wf.lineOf(['jobs', id, 'steps', i]) } };
        }
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
function validatesPullRequestText(wf, id, job) {
    const steps = Array.isArray(job.steps) ? job.steps : [];
    for (let i = 0; i < steps.length; i++) {
        const step = steps[i];
        const uses = isObject(step) && typeof step.uses === 'string' ? step.uses : '';
        const name = uses.split('@')[0]?.toLowerCase() ?? '';
        if (PR_TEXT_VALIDATORS.includes(name)) {
            return {
                validatesPr: { at: { file: wf.file, line: wf.lineOf(['jobs', id, 'steps', i]) }, uses },
            };
        }
    }
    return undefined;
}
/** Whether a job of the workflow uploads impacted targets (this action, its CLI, or Trunk's own action). */
function uploadsImpactedTargets(wf) {
    const jobs = isObject(wf.data) && isObject(wf.data.jobs) ? wf.data.jobs : {};
    for (const [id, job] of Object.entries(jobs)) {
        const steps = isObject(job) && Array.isArray(job.steps) ? job.steps : [];
        for (let i = 0; i < steps.length; i++) {
            const step = steps[i];
            if (!isObject(step))
                continue;
            const uses = typeof step.uses === 'string' ? step.uses : '';
            const w = isObject(step.with) ? step.with : {};
            const run = typeof step.run === 'string' ? step.run : '';
            if (/(^|\/)merge-queue-action\/upload-targets@/.test(uses) ||
                /^\.\/upload-targets\/?$/.test(uses) ||
                ((/(^|\/)merge-queue-action@/.test(uses) || /^\.\/?$/.test(uses)) &&
                    plainText(w.command ?? '').trim() === 'upload-targets') ||
                /^trunk-io\/merge-action@/.test(uses) ||
                /\bmerge-queue\s+upload-targets\b/.test(run)) {
                return { file: wf.file, line: wf.lineOf(['jobs', id, 'steps', i]) };
            }
        }
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/commands/doctor/diagnose.ts
/**
 * doctor's verdict, a pure function of what it read: the queue's settings, the required checks
 * and where they came from, the workflow files, and what GitHub said of recent runs. Each required
 * check is looked for on every kind of test run (a push of a new `trunk-merge/**` branch, and the
 * draft PR when the queue opens one), on a few test branch names, so a filter that matches only
 * some of them is found too.
 */



/** Test branch names as the service makes them (`trunk-merge/pr-N/<uuid>`), a few shapes of N. */
const TEST_BRANCH_SAMPLES = [
    'trunk-merge/pr-7/5df78918-2b6d-4b8a-9a57-3c0e8a6b1f42',
    'trunk-merge/pr-1815/0fcd4c55-8e3a-4f0e-b1d6-2a9d7c3e5b10',
];
/** The test runs doctor looks at. */
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
const GRADE_ORDER = ['runs', 'paths', 'unknown', 'skipped', 'none'];
function gradeOf(p) {
    if (p.fate.kind === 'skipped')
        return 'skipped';
    if (p.fate.kind === 'unknown')
        return 'unknown';
    return p.trigger.kind === 'paths' ? 'paths' : 'runs';
}
const better = (a, b) => (GRADE_ORDER.indexOf(a) <= GRADE_ORDER.indexOf(b) ? a : b);
/** Runs the diagnosis. */
function diagnose(input) {
    const out = [];
    const { queue } = input;
    const files = new Map(input.workflows.map((w) => [w.file.replace(/^\.\//, ''), w]));
    const checkout = { files, repository: input.repository };
    for (const w of input.workflows) {
        if (w.error) {
            const then = {
                yaml: 'GitHub does not run it, and doctor cannot read what it produces. Fix the file.',
                aliases: 'doctor does not expand them, so it cannot read what the file produces. Fix the file.',
                unreadable: 'doctor cannot read what it produces.',
            }[w.error.kind];
            out.push(finding('invalid-workflow', '', { file: w.file, line: w.error.line }, `${w.file} ${problemText(w.error)}: ${then}`));
        }
    }
    const readable = input.workflows.filter((w) => w.data !== undefined);
    // Workflows that only others call run as part of their callers.
    const entry = readable.filter((w) => Object.keys(triggersOf(w.data)).some((e) => e !== 'workflow_call'));
    const events = testEvents(queue);
    const byEvent = events.map((ev) => ({
        ev,
        prods: entry.flatMap((w) => productionsOf(w, ev, checkout)),
    }));
    const external = new Set(input.externalChecks ?? []);
    const branchOf = (ev) => (ev.kind === 'push' ? ev.branch : ev.head);
    if (!input.required.names.length && input.required.complete !== false) {
        out.push(finding('no-required-checks', '', undefined, `The queue for ${queue.branch} requires no checks (${input.required.source}): it merges what it tests without waiting for any. Set the queue's required statuses, or the branch protection's required checks.`));
    }
    for (const check of input.required.names) {
        if (external.has(check))
            continue;
        const matching = byEvent.map(({ ev, prods }) => ({
            ev,
            prods: prods.filter((p) => p.name === check),
        }));
        const all = matching.flatMap((m) => m.prods);
        const waits = all.find((p) => p.waits);
        if (waits?.waits) {
            out.push(finding('queue-deadlock', check, waits.waits, `Required check "${check}" runs a step that waits for the queue itself (wait for merged or tests_passed): the queue waits for the check and the check for the queue, until the testing timeout. Move the wait to a job that is not required, or wait only for states before testing.`));
        }
        const validator = all.find((p) => p.validatesPr && p.fate.kind !== 'skipped');
        if (validator?.validatesPr) {
            out.push(finding('pr-text-check', check, validator.validatesPr.at, `Required check "${check}" runs \`${validator.validatesPr.uses}\` on the draft PR the queue opens for each test branch, whose title and body are the service's, not the author's: if they do not pass its rules, every test run fails or waits. Skip the job on \`trunk-merge/\` heads (\`if: !startsWith(github.head_ref, 'trunk-merge/')\`), which GitHub then reports as passed, or stop requiring this check in the queue.`));
        }
        // The best production of the check on each sample branch (push and PR of it together).
        const grades = new Map();
        for (const { ev, prods } of matching) {
            const b = branchOf(ev);
            for (const p of prods) {
                const g = gradeOf(p);
                const now = grades.get(b);
                if (!now || (better(g, now.grade) === g && g !== now.grade))
                    grades.set(b, { grade: g, p });
            }
            if (!grades.has(b))
                grades.set(b, { grade: 'none' });
        }
        const per = [...grades.values()];
        const worstGrade = per
            .map((x) => x.grade)
            .reduce((a, b) => (better(a, b) === a ? b : a), 'runs');
        if (worstGrade === 'runs')
            continue;
        const someRun = per.some((x) => x.grade !== 'none');
        if (worstGrade === 'none' && someRun) {
            const ok = [...grades.entries()].filter(([, x]) => x.grade !== 'none').map(([b]) => b);
            const missing = [...grades.entries()].filter(([, x]) => x.grade === 'none').map(([b]) => b);
            const p = per.find((x) => x.p)?.p;
            const why = whyNot(readable, check, events.filter((e) => missing.includes(branchOf(e))), checkout);
            out.push(finding('some-test-branches', check, why?.at ?? p?.at, `Required check "${check}" runs on some test branches (e.g. ${ok[0]}) but not on others (e.g. ${missing[0]})${why ? `: ${why.why}` : ''}. PRs tested there wait until the testing timeout. Match every test branch: \`trunk-merge/**\`.`));
            continue;
        }
        const best = per.find((x) => x.grade === worstGrade)?.p;
        if (worstGrade === 'paths' && best && best.trigger.kind === 'paths') {
            out.push(finding('path-filtered', check, best.trigger.at, `Required check "${check}" comes from ${best.trigger.at.file}, and ${best.trigger.why}. A test branch is a new branch, which GitHub diffs against the PR's changes, so for every other PR the check never reports and the PR waits until the testing timeout. Remove the path filter (filter inside the job instead, and let it pass), or require a check that always reports.`));
            continue;
        }
        if (worstGrade === 'skipped' && best && best.fate.kind === 'skipped') {
            out.push(finding('skipped-by-if', check, best.fate.at, `Required check "${check}" is skipped (${best.fate.why}); GitHub reports a skipped job as passed, so the queue does not really test it. Let the job run on ${queue.createPrsForTestingBranches ? 'test branches and their draft PRs' : 'pushes to trunk-merge/**'}.`));
            continue;
        }
        if (worstGrade === 'unknown' && best && best.fate.kind === 'unknown') {
            out.push(finding('undecidable', check, best.fate.at, `Whether required check "${check}" runs on the queue's test runs cannot be told: ${best.fate.why}. Check it by hand, or make the condition plain.`));
            continue;
        }
        // Not produced by name: a producer whose name cannot be known may still be it.
        const guesses = byEvent
            .flatMap((x) => x.prods)
            .filter((p) => p.name === undefined && check.startsWith(p.prefix ?? ''));
        if (guesses.length) {
            const g = guesses[0];
            out.push(finding('undecidable', check, g.at, `Required check "${check}" may come from this job, but its name cannot be known: ${g.unknownName ?? 'unknown'}. Give the job a plain name, or check the name by hand.`));
            continue;
        }
        out.push(notProduced(readable, check, events, checkout, queue));
    }
    if (queue.state === 'paused') {
        out.push(finding('queue-paused', '', undefined, `The queue for ${queue.branch} is paused: it takes in PRs but tests and merges none until it runs again (update-queue with state running).`));
    }
    else if (queue.state === 'draining') {
        out.push(finding('queue-draining', '', undefined, `The queue for ${queue.branch} is draining: it finishes what it tests and takes no new PRs until it runs again (update-queue with state running).`));
    }
    if (queue.mode === 'parallel') {
        const uploaders = readable.filter((w) => 'pull_request' in triggersOf(w.data) || 'pull_request_target' in triggersOf(w.data));
        const found = uploaders.map(uploadsImpactedTargets).find((p) => p);
        if (!found) {
            out.push(finding('no-impacted-targets', '', undefined, `The queue for ${queue.branch} is parallel, and no workflow triggered on pull_request uploads impacted targets: every PR waits for its targets and is never tested. Add a pull_request job that runs upload-targets (README: "Upload impacted targets"), or switch the queue to single mode.`));
        }
    }
    for (const d of input.durations ?? []) {
        if (queue.testingTimeoutMinutes > 0 && d.slowestMinutes > queue.testingTimeoutMinutes) {
            out.push(finding('testing-timeout', '', { file: d.file, line: 1 }, `The slowest of ${d.runs} recent successful runs of ${d.file} took ${Math.ceil(d.slowestMinutes)} min, longer than the queue's testing timeout of ${queue.testingTimeoutMinutes} min: such runs time out in the queue. Raise the testing timeout (update-queue testingTimeoutMinutes) or speed the workflow up.`));
        }
    }
    return sortFindings(out);
}
/** Why a workflow that produces the check elsewhere does not on these events (its filter, its line). */
function whyNot(workflows, check, events, checkout) {
    for (const w of workflows) {
        if (!producesAnywhere(w, check, checkout))
            continue;
        // A filter of a trigger it has says more than a trigger it lacks.
        const never = events
            .map((ev) => triggerOf(w, ev))
            .filter((t) => t.kind === 'never')
            .sort((a, b) => Number(a.why.startsWith('it is not')) - Number(b.why.startsWith('it is not')));
        const t = never[0];
        if (t)
            return { at: t.at, why: `${w.file}: ${t.why}` };
    }
    return undefined;
}
/** Whether some job of the workflow reports the check on any push or PR (filters ignored). */
function producesAnywhere(w, check, checkout) {
    const free = {
        ...w,
        data: { ...w.data, on: { push: null, pull_request: null } },
    };
    const evs = [
        { kind: 'push', branch: 'any' },
        { kind: 'pull_request', head: 'any', base: 'any' },
    ];
    return evs.some((ev) => productionsOf(free, ev, checkout).some((p) => p.name === check));
}
/** The finding for a check no workflow reports on test runs: why, where, what to change. */
function notProduced(workflows, check, events, checkout, queue) {
    const elsewhere = workflows.filter((w) => producesAnywhere(w, check, checkout));
    const w = elsewhere[0];
    if (w) {
        const on = Object.keys(triggersOf(w.data));
        if (on.includes('merge_group') && !on.includes('push')) {
            return finding('merge-group-only', check, { file: w.file, line: w.lineOf(['on']) }, `Required check "${check}" comes from ${w.file}, which runs on \`merge_group\` (GitHub's own merge queue) but not on \`push\`: this service tests PRs on \`trunk-merge/**\` branches, so the check never reports and every PR waits until the testing timeout. Add \`push: branches: ['trunk-merge/**']\` to its triggers.`);
        }
        const other = ['pull_request_target', 'workflow_run'].find((e) => on.includes(e));
        if (other && (other !== 'pull_request_target' || queue.createPrsForTestingBranches)) {
            return finding('undecidable', check, { file: w.file, line: w.lineOf(['on', other]) }, `Required check "${check}" comes from ${w.file}, which runs on \`${other}\` only: whether its checks report on the queue's test ${other === 'pull_request_target' ? "draft PRs (they run on the base branch's code and commit)" : 'runs (they belong to the triggering run)'} cannot be told from the workflow. Trigger it on \`push\` to \`trunk-merge/**\`, or check a test run by hand.`);
        }
        const why = whyNot(workflows, check, events, checkout);
        return finding('not-on-test-branches', check, why?.at ?? { file: w.file, line: w.lineOf(['on']) }, `Required check "${check}" comes from ${w.file}, which does not run on the queue's test runs${why ? ` (${why.why.replace(`${w.file}: `, '')})` : ''}: every PR waits for it until the testing timeout. Trigger it on \`push\` to \`trunk-merge/**\`${queue.createPrsForTestingBranches ? ' (or on pull_request, which includes the draft PRs the queue opens)' : ''}.`);
    }
    const matrix = /^(.*) \((.*)\)$/.exec(check);
    if (matrix) {
        for (const wf of workflows) {
            const jobs = wf.data
                ?.jobs ?? {};
            for (const [id, job] of Object.entries(jobs)) {
                const name = typeof job?.name === 'string' ? job.name : id;
                if (name === matrix[1] && job?.strategy?.matrix !== undefined) {
                    return finding('matrix-name', check, { file: wf.file, line: wf.lineOf(['jobs', id, 'strategy', 'matrix']) }, `Required check "${check}" names a matrix combination (${matrix[2]}) that job \`${id}\` does not produce as written: its matrix expands to other values (after include and exclude), so the check never reports. Require a name the matrix produces, or change the matrix.`);
                }
            }
        }
    }
    return finding('missing-check', check, undefined, `No workflow in .github/workflows reports a check named "${check}", on test runs or anywhere: every PR waits for it until the testing timeout. Fix the name (required checks are matched exactly, case included), or, if another CI posts it, list it in external-checks and make sure that CI builds \`trunk-merge/**\` branches.`);
}
/** The workflow files that produce a required check on some test run (whose runs' durations matter). */
function requiredWorkflowFiles(input) {
    const files = new Map(input.workflows.map((w) => [w.file.replace(/^\.\//, ''), w]));
    const checkout = { files, repository: input.repository };
    const wanted = new Set(input.required.names);
    const out = new Set();
    for (const w of input.workflows) {
        if (w.data === undefined)
            continue;
        for (const ev of testEvents(input.queue)) {
            if (productionsOf(w, ev, checkout).some((p) => p.name !== undefined && wanted.has(p.name))) {
                out.add(w.file);
            }
        }
    }
    return [...out].sort();
}

// EXTERNAL MODULE: ./src/commands/common/summary.ts
var summary = __webpack_require__(1918);
;// CONCATENATED MODULE: ./src/commands/doctor/summary.ts
/** doctor's job summary: the verdict, where the required checks came from, and one row per finding. */



const ICON = { error: '❌', warning: '⚠️', unknown: '❔' };
/** The summary's body (the runner adds the heading). */
function doctorSummary(findings, facts) {
    const errors = findings.filter((f) => f.severity === 'error').length;
    const others = findings.length - errors;
    const verdict = errors
        ? (0,summary/* alert */.xE)('CAUTION', `${(0,summary/* plural */.LS)(errors, 'finding')} will stall the queue for ${(0,ports_text/* codeSpan */.SS)(facts.branch)}.`)
        : others
            ? (0,summary/* alert */.xE)('WARNING', `Nothing will surely stall the queue for ${(0,ports_text/* codeSpan */.SS)(facts.branch)}, but ${(0,summary/* plural */.LS)(others, 'finding')} may, or cannot be told.`)
            : (0,summary/* alert */.xE)('TIP', `Nothing found that would stall the queue for ${(0,ports_text/* codeSpan */.SS)(facts.branch)}.`);
    const lines = [
        verdict,
        `Required checks (${(0,ports_text.md)(facts.source)}): ${facts.required.length ? facts.required.map((c) => (0,ports_text/* codeSpan */.SS)(c)).join(', ') : 'none'}; ${(0,summary/* plural */.LS)(facts.workflows, 'workflow file')} read.`,
    ];
    if (findings.length) {
        lines.push('', (0,ports_text/* mdTable */.gJ)(['Severity', 'Finding', 'Check', 'Where', 'What to change'], findings.map((f) => [
            `${ICON[f.severity]} ${f.severity}`,
            `${(0,ports_text.md)(FINDING_CODES[f.code].title)} ${(0,ports_text/* codeSpan */.SS)(f.code, { inTable: true })}`,
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
 * the checkout's workflows and, where GitHub says, how long the required workflows' recent runs
 * took; then reports every finding (outputs, annotations on the workflow files, a summary table).
 * It fails when a finding is an error: the queue will stall.
 */









/** Runs doctor with its settings. */
async function run(c) {
    const q = await c.client.getQueue({ repo: c.s.repo, targetBranch: c.s.targetBranch }, { signal: c.signal });
    const extra = [];
    const checkout = (0,external_node_path_.resolve)(c.s.checkoutPath);
    const { files, folderFound } = readWorkflows(checkout);
    c.log.info(folderFound
        ? `Read ${files.length} workflow file(s) from ${WORKFLOWS_DIR}.`
        : `There is no ${WORKFLOWS_DIR} folder in the checkout (${c.s.checkoutPath}): only what the service and GitHub say is checked.`);
    const github = c.s.githubToken
        ? {
            token: c.s.githubToken,
            apiUrl: c.s.githubApiUrl,
            owner: c.s.repo.owner,
            repo: c.s.repo.name,
            signal: c.signal,
        }
        : undefined;
    let required;
    const trunkYaml = trunkYamlRequiredStatuses(checkout);
    if (trunkYaml.problem)
        extra.push(finding('invalid-trunk-yaml', '', { file: TRUNK_YAML, line: 1 }, `${TRUNK_YAML} ${trunkYaml.problem}: doctor went on without its merge.required_statuses. Fix the file.`));
    if (q.requiredStatuses?.length) {
        required = { names: [...q.requiredStatuses], source: "the queue's settings" };
    }
    else if (trunkYaml.names) {
        required = { names: trunkYaml.names, source: TRUNK_YAML };
    }
    else if (github) {
        const read = await requiredChecksOf(github, c.s.targetBranch);
        for (const problem of read.problems) {
            extra.push(run_unreadable(`${problem}. doctor went on with the required checks it could read.`));
        }
        required = {
            names: read.names,
            source: read.sources.length ? `GitHub ${read.sources.join(' and ')}` : 'GitHub: none set',
            complete: read.problems.length === 0,
        };
    }
    else {
        required = {
            names: [],
            source: 'none: no GitHub token to read the branch protection',
            complete: false,
        };
        extra.push(run_unreadable("The queue takes its required checks from GitHub, and there is no GitHub token to read them: set github-token (a workflow's default is ${{ github.token }}, with permissions contents: read); the CLI reads GITHUB_TOKEN."));
    }
    const input = {
        queue: {
            branch: c.s.targetBranch,
            mode: q.mode,
            state: q.state,
            createPrsForTestingBranches: q.createPrsForTestingBranches,
            testingTimeoutMinutes: q.testingTimeoutMinutes,
        },
        required,
        workflows: files,
        repository: `${c.s.repo.owner}/${c.s.repo.name}`,
        externalChecks: c.s.externalChecks,
    };
    if (github) {
        const durations = [];
        for (const file of requiredWorkflowFiles(input)) {
            const r = await recentRunMinutes(github, file);
            if ('problem' in r) {
                extra.push(run_unreadable(`${r.problem}; the testing timeout was not compared with its runs.`));
            }
            else if (r.minutes.length) {
                durations.push({ file, slowestMinutes: Math.max(...r.minutes), runs: r.minutes.length });
            }
        }
        input.durations = durations;
    }
    if (c.signal?.aborted)
        throw new client/* CancelledError */.cc('doctor', 'the job was cancelled');
    const findings = sortFindings([...diagnose(input), ...extra]);
    for (const f of findings) {
        const text = `${f.check ? `${f.check}: ` : ''}${f.message}`;
        const title = FINDING_CODES[f.code].title;
        const level = f.severity === 'error' ? 'error' : 'warning';
        if (f.file)
            c.log.annotate(level, text, { title, file: f.file, startLine: f.line });
        else if (level === 'error')
            c.log.annotate('error', text, { title });
        else
            c.log.warning(`${title}: ${text}`);
    }
    const errors = findings.filter((f) => f.severity === 'error').length;
    const warnings = findings.length - errors;
    c.log.info(`doctor: ${errors} error(s), ${warnings} warning(s) for the queue of ${c.s.targetBranch} (${required.names.length} required check(s) from ${required.source}).`);
    return {
        outcome: errors ? 'failure' : 'success',
        outputs: {
            // Outputs share a budget per job: a long list keeps its first (most severe) findings.
            [constants/* Outputs */.tY.Findings]: (0,ports_text/* jsonArrayWithin */.RJ)(findings, constants/* MAX_LIST_OUTPUT_BYTES */.i3).json,
            [constants/* Outputs */.tY.ErrorsCount]: String(errors),
            [constants/* Outputs */.tY.WarningsCount]: String(warnings),
        },
        summary: doctorSummary(findings, {
            branch: c.s.targetBranch,
            required: required.names,
            source: required.source,
            workflows: files.length,
        }),
        ...(errors
            ? {
                failure: `doctor found ${errors} problem(s) that will stall the queue for ${c.s.targetBranch}; see the findings.`,
            }
            : {}),
    };
}
function run_unreadable(message) {
    return finding('github-unreadable', '', undefined, message);
}


/***/ })

};

//# sourceMappingURL=463.index.js.map