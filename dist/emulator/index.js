#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 902:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

module.exports = __nccwpck_require__.p + "efe7db4ee1f8eb5fa868.json";

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/publicPath */
/******/ (() => {
/******/ 	var scriptUrl;
/******/ 	if (typeof import.meta.url === "string") scriptUrl = import.meta.url
/******/ 	// When supporting browsers where an automatic publicPath is not supported you must specify an output.publicPath manually via configuration
/******/ 	// or pass an empty string ("") and set the __webpack_public_path__ variable from your code to use your own logic.
/******/ 	if (!scriptUrl) throw new Error("Automatic publicPath is not supported in this browser");
/******/ 	scriptUrl = scriptUrl.replace(/#.*$/, "").replace(/\?.*$/, "").replace(/\/[^\/]+$/, "/");
/******/ 	__nccwpck_require__.p = scriptUrl;
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	__nccwpck_require__.b = new URL("./", import.meta.url);
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	// no install chunk
/******/ 	
/******/ 	// no chunk on demand loading
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  hi: () => (/* binding */ CLI_FLAGS),
  u_: () => (/* binding */ USAGE),
  eb: () => (/* binding */ UsageError),
  iW: () => (/* binding */ main),
  wE: () => (/* binding */ parseCli)
});

;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: external "node:url"
const external_node_url_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");
;// CONCATENATED MODULE: external "node:util"
const external_node_util_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");
;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
;// CONCATENATED MODULE: ./src/files/output-directory.ts
/**
 * The directory of a file about to be written: checked before any work, and created one level at a
 * time. `mkdirSync(dir, { recursive: true })` is never used: under a pseudo file system such as
 * /proc, mkdir answers ENOENT for a directory whose parent exists, and Node's recursive mkdir
 * then retries forever inside one synchronous call, at 100 % CPU and deaf to SIGTERM.
 */


/** File systems of the kernel, not of a disk: a file written there is never a file kept. */
const PSEUDO_FILE_SYSTEMS = ['/proc', '/sys', '/dev'];
/** Why a file cannot be written at a path, found before anything is written. */
class OutputPathProblem extends Error {
    code;
    at;
    constructor(message, 
    /** A short code for messages: an errno code, or PSEUDOFS. */
    code, 
    /** The path the problem is at: the file, or the directory on its way. */
    at) {
        super(message);
        this.code = code;
        this.at = at;
        this.name = 'OutputPathProblem';
    }
}
/** Whether `error` is a Node system error with one of `codes`. */
function hasCode(error, ...codes) {
    return codes.includes(error.code ?? '');
}
/**
 * `path` absolute with its symbolic links resolved as far as it exists: the deepest existing
 * ancestor through realpath, the missing rest appended as written.
 */
function resolvedPath(path) {
    const absolute = (0,external_node_path_namespaceObject.resolve)(path);
    const missing = [];
    let current = absolute;
    for (;;) {
        try {
            return (0,external_node_path_namespaceObject.join)((0,external_node_fs_namespaceObject.realpathSync)(current), ...missing);
        }
        catch (e) {
            if (!hasCode(e, 'ENOENT', 'ENOTDIR'))
                return absolute;
        }
        const parent = (0,external_node_path_namespaceObject.dirname)(current);
        if (parent === current)
            return absolute;
        missing.unshift((0,external_node_path_namespaceObject.basename)(current));
        current = parent;
    }
}
/** The pseudo file system (/proc, /sys or /dev) `path` lies in, as written or once resolved. */
function pseudoFileSystemOf(path) {
    const inside = (p) => PSEUDO_FILE_SYSTEMS.find((root) => p === root || p.startsWith(`${root}${external_node_path_namespaceObject.sep}`));
    return inside((0,external_node_path_namespaceObject.resolve)(path)) ?? inside(resolvedPath(path));
}
/** Throws an {@link OutputPathProblem} when `absolute` lies in a pseudo file system. */
function refusePseudoFileSystem(absolute) {
    const pseudo = pseudoFileSystemOf(absolute);
    if (pseudo) {
        throw new OutputPathProblem(`${absolute} is under ${pseudo}, a file system of the kernel, not of a disk`, 'PSEUDOFS', absolute);
    }
}
/**
 * Throws an {@link OutputPathProblem} when a file cannot be written at `path`: it lies in a pseudo
 * file system, it is a directory, something on its way is a file, or the deepest existing
 * directory on its way is not writable. Nothing is created.
 */
function checkOutputPath(path) {
    const absolute = (0,external_node_path_namespaceObject.resolve)(path);
    refusePseudoFileSystem(absolute);
    let current = absolute;
    for (;;) {
        let isDirectory;
        try {
            isDirectory = (0,external_node_fs_namespaceObject.statSync)(current).isDirectory();
        }
        catch (e) {
            // ENOTDIR: something further up is a file; the walk up finds which.
            if (!hasCode(e, 'ENOENT', 'ENOTDIR')) {
                const code = e.code ?? 'error';
                throw new OutputPathProblem(`${current} cannot be read (${code})`, code, current);
            }
        }
        if (isDirectory !== undefined) {
            if (current === absolute) {
                if (isDirectory)
                    throw new OutputPathProblem(`${absolute} is a directory`, 'EISDIR', absolute);
            }
            else if (!isDirectory) {
                throw new OutputPathProblem(`${current} is a file, not a directory`, 'ENOTDIR', current);
            }
            else {
                try {
                    (0,external_node_fs_namespaceObject.accessSync)(current, external_node_fs_namespaceObject.constants.W_OK | external_node_fs_namespaceObject.constants.X_OK);
                }
                catch (e) {
                    const code = e.code ?? 'EACCES';
                    throw new OutputPathProblem(`the directory ${current} is not writable (${code})`, code, current);
                }
                return;
            }
        }
        const parent = (0,external_node_path_namespaceObject.dirname)(current);
        if (parent === current)
            return;
        current = parent;
    }
}
/**
 * Creates `dir` and its missing parents, one non-recursive mkdir each: a level that cannot be
 * made throws at once instead of being retried. Refuses pseudo file systems.
 */
function makeDirectory(dir) {
    const absolute = (0,external_node_path_namespaceObject.resolve)(dir);
    refusePseudoFileSystem(absolute);
    const missing = [];
    let current = absolute;
    for (;;) {
        try {
            if ((0,external_node_fs_namespaceObject.statSync)(current).isDirectory())
                break;
            throw new OutputPathProblem(`${current} is a file, not a directory`, 'ENOTDIR', current);
        }
        catch (e) {
            if (hasCode(e, 'ENOTDIR')) {
                throw new OutputPathProblem(`${absolute} cannot be created: a file is on its way`, 'ENOTDIR', absolute);
            }
            if (!hasCode(e, 'ENOENT'))
                throw e;
        }
        const parent = (0,external_node_path_namespaceObject.dirname)(current);
        if (parent === current)
            break;
        missing.unshift(current);
        current = parent;
    }
    for (const level of missing) {
        try {
            (0,external_node_fs_namespaceObject.mkdirSync)(level);
        }
        catch (e) {
            // Another writer made it meanwhile: fine, as long as it is a directory.
            if (!hasCode(e, 'EEXIST') || !(0,external_node_fs_namespaceObject.statSync)(level).isDirectory())
                throw e;
        }
    }
}

;// CONCATENATED MODULE: ./src/emulator/clock.ts
/**
 * The emulator's clock: real time scaled by a speed factor, or manual (advanced only through the
 * control API). Every timestamp the emulator emits comes from here, so a test that drives the
 * clock by hand sees the same times in every response.
 */
/** Largest speed factor accepted: a simulated day per real second is plenty. */
const MAX_CLOCK_SPEED = 100_000;
/** A clock whose time is emulator time in epoch milliseconds. */
class EmulatorClock {
    wallClock;
    modeValue;
    speedValue;
    /** Emulator time at the anchor. */
    anchorEmu;
    /** Wall-clock time at the anchor (real mode). */
    anchorReal;
    constructor(options, wallClock = Date.now) {
        this.wallClock = wallClock;
        this.modeValue = options.mode;
        this.speedValue = checkSpeed(options.speed ?? 1);
        this.anchorReal = wallClock();
        this.anchorEmu = options.startAt === undefined ? this.anchorReal : parseInstant(options.startAt);
    }
    get mode() {
        return this.modeValue;
    }
    get speed() {
        return this.speedValue;
    }
    /** Emulator time now, in epoch milliseconds (whole). */
    now() {
        if (this.modeValue === 'manual')
            return this.anchorEmu;
        return Math.floor(this.anchorEmu + (this.wallClock() - this.anchorReal) * this.speedValue);
    }
    /** Real milliseconds until emulator time `at` (Infinity in manual mode). */
    realDelayUntil(at) {
        if (this.modeValue === 'manual')
            return Infinity;
        return Math.max(0, (at - this.now()) / this.speedValue);
    }
    /** Changes mode and/or speed, keeping the current emulator time. */
    configure(change) {
        const now = this.now();
        if (change.speed !== undefined)
            this.speedValue = checkSpeed(change.speed);
        if (change.mode !== undefined)
            this.modeValue = change.mode;
        this.anchorEmu = now;
        this.anchorReal = this.wallClock();
    }
    /** Moves emulator time forward by `ms` (both modes); returns the new time. */
    advance(ms) {
        if (!Number.isFinite(ms) || ms < 0)
            throw new RangeError('advance must be a non-negative number');
        this.anchorEmu = this.now() + Math.floor(ms);
        this.anchorReal = this.wallClock();
        return this.anchorEmu;
    }
    /** Sets emulator time to exactly `at` (a saved state resumed on a manual clock). */
    setTime(at) {
        this.anchorEmu = Math.floor(at);
        this.anchorReal = this.wallClock();
    }
    /** Sets emulator time to at least `at` (used when a saved state is loaded). */
    resumeAt(at) {
        if (at > this.now()) {
            this.anchorEmu = at;
            this.anchorReal = this.wallClock();
        }
    }
}
function checkSpeed(speed) {
    if (!Number.isFinite(speed) || speed <= 0 || speed > MAX_CLOCK_SPEED) {
        throw new RangeError(`speed must be a number above 0 and at most ${MAX_CLOCK_SPEED}`);
    }
    return speed;
}
/** Epoch milliseconds of an ISO date-time or a number; throws a RangeError when invalid. */
function parseInstant(value) {
    const ms = typeof value === 'number' ? value : Date.parse(value);
    if (!Number.isFinite(ms))
        throw new RangeError(`not a date-time: ${JSON.stringify(value)}`);
    return Math.floor(ms);
}
const isoCache = new Map();
/**
 * ISO 8601 with milliseconds and `Z`, the service's format. The same instants (a PR's
 * stateChangedAt, the clock's now) are written over and over, so the strings are remembered.
 */
function iso(ms) {
    let s = isoCache.get(ms);
    if (s === undefined) {
        if (isoCache.size >= 4096)
            isoCache.clear();
        s = new Date(ms).toISOString();
        isoCache.set(ms, s);
    }
    return s;
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/util.js

// functions
function assertEqual(val) {
    return val;
}
function assertNotEqual(val) {
    return val;
}
function toZod() {
    return (schema) => schema;
}
function assertIs(_arg) { }
function assertNever(_x) {
    throw new Error("Unexpected value in exhaustive check");
}
function assert(_) { }
function getEnumValues(entries) {
    const numericValues = Object.values(entries).filter((v) => typeof v === "number");
    const values = Object.entries(entries)
        .filter(([k, _]) => numericValues.indexOf(+k) === -1)
        .map(([_, v]) => v);
    return values;
}
function joinValues(array, separator = "|") {
    return array.map((val) => stringifyPrimitive(val)).join(separator);
}
function jsonStringifyReplacer(_, value) {
    if (typeof value === "bigint")
        return value.toString();
    return value;
}
// the accessor lives on a shared prototype: an own accessor makes every box a dictionary-mode object (~360 B and a slow load per read against ~100 B and an inlined getter here)
class Cached {
    constructor(getter) {
        this._getter = getter;
        this._value = undefined;
    }
    get value() {
        const getter = this._getter;
        if (getter !== undefined) {
            this._value = getter();
            this._getter = undefined;
        }
        return this._value;
    }
}
function cached(getter) {
    return new Cached(getter);
}
function nullish(input) {
    return input === null || input === undefined;
}
function cleanRegex(source) {
    const start = source.startsWith("^") ? 1 : 0;
    const end = source.endsWith("$") ? source.length - 1 : source.length;
    return source.slice(start, end);
}
function floatSafeRemainder(val, step) {
    const ratio = val / step;
    const roundedRatio = Math.round(ratio);
    // `val` and `step` each round to a double before the division rounds again, so a true decimal multiple's quotient can sit up to 1.5 of these scaled epsilons from the integer. A 1x tolerance therefore rejected 2.03 as a multiple of 0.07; 4x covers the worst case with margin.
    const tolerance = 4 * Number.EPSILON * Math.max(Math.abs(ratio), 1);
    if (Math.abs(ratio - roundedRatio) < tolerance)
        return 0;
    return ratio - roundedRatio;
}
const EVALUATING = /* @__PURE__*/ (/* unused pure expression or super */ null && (Symbol("evaluating")));
function defineLazy(object, key, getter) {
    let value = undefined;
    Object.defineProperty(object, key, {
        get() {
            if (value === EVALUATING) {
                // Circular reference detected, return undefined to break the cycle
                return undefined;
            }
            if (value === undefined) {
                value = EVALUATING;
                value = getter();
            }
            return value;
        },
        set(v) {
            Object.defineProperty(object, key, {
                value: v,
                // configurable: true,
            });
            // object[key] = v;
        },
        configurable: true,
    });
}
function objectClone(obj) {
    return Object.create(Object.getPrototypeOf(obj), Object.getOwnPropertyDescriptors(obj));
}
function util_assignProp(target, prop, value) {
    Object.defineProperty(target, prop, {
        value,
        writable: true,
        enumerable: true,
        configurable: true,
    });
}
/**
 * Whichever object a def's `shape` currently answers from: the one the caller passed until the first read, the frozen copy after it.
 *
 * Its keys and descriptors read without invoking anything, which is what lets a discriminated union check its discriminator, and the cycle walk read a shape, without resolving a getter that references the schema being constructed. A def that answers `shape` from an accessor of its own has none.
 */
function rawShape(def) {
    const desc = Object.getOwnPropertyDescriptor(def, "shape");
    return desc?.get ? desc.get.raw : desc?.value;
}
// where a builder reads its source's keys and descriptors, resolving only a shape a def answers for itself. A shape resolves by object spread, so only its enumerable keys are ever part of it.
function sourceShape(schema) {
    return rawShape(schema._zod.def) ?? schema._zod.def.shape;
}
// a key whose value is not settled yet, self-caching so every read after the first gets the same one
function deferProp(target, key, getter) {
    Object.defineProperty(target, key, {
        get() {
            const value = getter();
            util_assignProp(this, key, value);
            return value;
        },
        enumerable: true,
        configurable: true,
    });
}
// Writes a settled key. A plain assignment is much cheaper than `defineProperty` and produces the same descriptor, but it runs whatever setter already answers to the key — an accessor this shape deferred, or an inherited one, which `__proto__` has on every object and prototype pollution can add for any name.
function putProp(target, key, value) {
    if (key in target)
        util_assignProp(target, key, value);
    else
        target[key] = value;
}
/**
 * Copies `keys` of `source`'s shape onto `target`, each value passed through `wrap`.
 *
 * A key the source has resolved is copied through now, so the derived shape states it outright and nothing has to resolve it to learn what it holds. A key the source still defers stays deferred, and reads back through the source's own `shape`, so it resolves once and both shapes get that one schema.
 */
function mirrorShape(target, source, keys, wrap) {
    const raw = sourceShape(source);
    for (const key of keys) {
        const desc = Object.getOwnPropertyDescriptor(raw, key);
        if (!desc.enumerable)
            continue;
        if (desc.get) {
            deferProp(target, key, () => {
                const value = source._zod.def.shape[key];
                return wrap ? wrap(value, key) : value;
            });
        }
        else
            putProp(target, key, wrap ? wrap(desc.value, key) : desc.value);
    }
}
// same, for a plain shape a caller passed rather than a schema's
function mirrorProps(target, source) {
    for (const key of Reflect.ownKeys(source)) {
        const desc = Object.getOwnPropertyDescriptor(source, key);
        if (!desc.enumerable)
            continue;
        if (desc.get)
            deferProp(target, key, () => source[key]);
        else
            putProp(target, key, desc.value);
    }
}
function mergeDefs(...defs) {
    const mergedDescriptors = {};
    for (const def of defs) {
        const descriptors = Object.getOwnPropertyDescriptors(def);
        Object.assign(mergedDescriptors, descriptors);
    }
    return Object.defineProperties({}, mergedDescriptors);
}
function cloneDef(schema) {
    return mergeDefs(schema._zod.def);
}
function getElementAtPath(obj, path) {
    if (!path)
        return obj;
    return path.reduce((acc, key) => acc?.[key], obj);
}
function promiseAllObject(promisesObj) {
    const keys = Object.keys(promisesObj);
    const promises = keys.map((key) => promisesObj[key]);
    return Promise.all(promises).then((results) => {
        const resolvedObj = {};
        for (let i = 0; i < keys.length; i++) {
            resolvedObj[keys[i]] = results[i];
        }
        return resolvedObj;
    });
}
function randomString(length = 10) {
    const chars = "abcdefghijklmnopqrstuvwxyz";
    let str = "";
    for (let i = 0; i < length; i++) {
        str += chars[Math.floor(Math.random() * chars.length)];
    }
    return str;
}
function esc(str) {
    return JSON.stringify(str);
}
function slugify(input) {
    return input
        .toLowerCase()
        .trim()
        .replace(/[^\w\s-]/g, "")
        .replace(/[\s_-]+/g, "-")
        .replace(/^-+|-+$/g, "");
}
const captureStackTrace = ("captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => { });
function util_isObject(data) {
    return typeof data === "object" && data !== null && !Array.isArray(data);
}
const util_allowsEval = /* @__PURE__*/ cached(() => {
    // Skip the probe under `jitless`: strict CSPs report the caught `new Function` as a `securitypolicyviolation` even though the throw is swallowed.
    if (globalConfig.jitless) {
        return false;
    }
    // @ts-ignore
    if (typeof navigator !== "undefined" && navigator?.userAgent?.includes("Cloudflare")) {
        return false;
    }
    try {
        const F = Function;
        new F("");
        return true;
    }
    catch (_) {
        return false;
    }
});
function isPlainObject(o) {
    if (util_isObject(o) === false)
        return false;
    // modified constructor
    const ctor = o.constructor;
    if (ctor === undefined)
        return true;
    if (typeof ctor !== "function")
        return true;
    // modified prototype
    const prot = ctor.prototype;
    if (util_isObject(prot) === false)
        return false;
    // ctor doesn't have static `isPrototypeOf`
    if (Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf") === false) {
        return false;
    }
    return true;
}
function shallowClone(o) {
    if (isPlainObject(o))
        return { ...o };
    if (Array.isArray(o))
        return [...o];
    if (o instanceof Map)
        return new Map(o);
    if (o instanceof Set)
        return new Set(o);
    return o;
}
function numKeys(data) {
    let keyCount = 0;
    for (const key in data) {
        if (Object.prototype.hasOwnProperty.call(data, key)) {
            keyCount++;
        }
    }
    return keyCount;
}
const getParsedType = (data) => {
    const t = typeof data;
    switch (t) {
        case "undefined":
            return "undefined";
        case "string":
            return "string";
        case "number":
            return Number.isNaN(data) ? "nan" : "number";
        case "boolean":
            return "boolean";
        case "function":
            return "function";
        case "bigint":
            return "bigint";
        case "symbol":
            return "symbol";
        case "object":
            if (Array.isArray(data)) {
                return "array";
            }
            if (data === null) {
                return "null";
            }
            if (data.then && typeof data.then === "function" && data.catch && typeof data.catch === "function") {
                return "promise";
            }
            if (typeof Map !== "undefined" && data instanceof Map) {
                return "map";
            }
            if (typeof Set !== "undefined" && data instanceof Set) {
                return "set";
            }
            if (typeof Date !== "undefined" && data instanceof Date) {
                return "date";
            }
            // @ts-ignore
            if (typeof File !== "undefined" && data instanceof File) {
                return "file";
            }
            return "object";
        default:
            throw new Error(`Unknown data type: ${t}`);
    }
};
const propertyKeyTypes = /* @__PURE__*/ new Set(["string", "number", "symbol"]);
const primitiveTypes = /* @__PURE__*/ new Set([
    "string",
    "number",
    "bigint",
    "boolean",
    "symbol",
    "undefined",
]);
function escapeRegex(str) {
    return str.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
// zod-specific utils
function clone(inst, def, params) {
    const cl = new inst._zod.constr(def ?? inst._zod.def);
    if (!def || params?.parent)
        cl._zod.parent = inst;
    return cl;
}
function normalizeParams(_params) {
    const params = _params;
    if (!params)
        return {};
    if (typeof params === "string")
        return { error: () => params };
    if (params?.message !== undefined) {
        if (params?.error !== undefined)
            throw new Error("Cannot specify both `message` and `error` params");
        params.error = params.message;
    }
    delete params.message;
    if (typeof params.error === "string")
        return { ...params, error: () => params.error };
    return params;
}
function createTransparentProxy(getter) {
    let target;
    return new Proxy({}, {
        get(_, prop, receiver) {
            target ?? (target = getter());
            return Reflect.get(target, prop, receiver);
        },
        set(_, prop, value, receiver) {
            target ?? (target = getter());
            return Reflect.set(target, prop, value, receiver);
        },
        has(_, prop) {
            target ?? (target = getter());
            return Reflect.has(target, prop);
        },
        deleteProperty(_, prop) {
            target ?? (target = getter());
            return Reflect.deleteProperty(target, prop);
        },
        ownKeys(_) {
            target ?? (target = getter());
            return Reflect.ownKeys(target);
        },
        getOwnPropertyDescriptor(_, prop) {
            target ?? (target = getter());
            return Reflect.getOwnPropertyDescriptor(target, prop);
        },
        defineProperty(_, prop, descriptor) {
            target ?? (target = getter());
            return Reflect.defineProperty(target, prop, descriptor);
        },
    });
}
function stringifyPrimitive(value) {
    if (typeof value === "bigint")
        return value.toString() + "n";
    if (typeof value === "string")
        return `"${value}"`;
    return `${value}`;
}
function optionalKeys(shape) {
    return Object.keys(shape).filter((k) => {
        return shape[k]._zod.optin !== undefined && shape[k]._zod.optout === "optional";
    });
}
// Wrapped in a `@__PURE__` IIFE: esbuild never tree-shakes a top-level initializer that contains a member access on `Number`, so the bare object literal survived into every bundle.
const NUMBER_FORMAT_RANGES = /*@__PURE__*/ (() => ({
    safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
    int32: [-2147483648, 2147483647],
    uint32: [0, 4294967295],
    float32: [-3.4028234663852886e38, 3.4028234663852886e38],
    float64: [-Number.MAX_VALUE, Number.MAX_VALUE],
}))();
const BIGINT_FORMAT_RANGES = {
    int64: [/* @__PURE__*/ BigInt("-9223372036854775808"), /* @__PURE__*/ BigInt("9223372036854775807")],
    uint64: [/* @__PURE__*/ BigInt(0), /* @__PURE__*/ BigInt("18446744073709551615")],
};
function pick(schema, mask) {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(".pick() cannot be used on object schemas containing refinements");
    }
    const newShape = {};
    mirrorShape(newShape, schema, maskedKeys(schema, mask));
    return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
// the mask keys that select something, checked against the source's shape without resolving it
function maskedKeys(schema, mask) {
    const raw = sourceShape(schema);
    const keys = [];
    // `for...in` skips symbols, so a symbol in the mask would select nothing
    for (const key of Reflect.ownKeys(mask)) {
        if (!Object.getOwnPropertyDescriptor(raw, key)?.enumerable) {
            throw new Error(`Unrecognized key: "${String(key)}"`);
        }
        if (mask[key])
            keys.push(key);
    }
    return keys;
}
function omit(schema, mask) {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(".omit() cannot be used on object schemas containing refinements");
    }
    const omitted = new Set(maskedKeys(schema, mask));
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)).filter((key) => !omitted.has(key)));
    return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
function extend(schema, shape) {
    if (!isPlainObject(shape)) {
        throw new Error("Invalid input to extend: expected a plain object");
    }
    const checks = schema._zod.def.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        // Only throw if new shape overlaps with existing shape. Use getOwnPropertyDescriptor to check key existence without accessing values
        const existingShape = sourceShape(schema);
        for (const key of Reflect.ownKeys(shape)) {
            if (Object.getOwnPropertyDescriptor(existingShape, key) !== undefined) {
                throw new Error("Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.");
            }
        }
    }
    return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
// the source's keys, then the caller's overlaid on top
function extended(schema, shape) {
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)));
    mirrorProps(newShape, shape);
    return newShape;
}
function safeExtend(schema, shape) {
    if (!isPlainObject(shape)) {
        throw new Error("Invalid input to safeExtend: expected a plain object");
    }
    return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
function merge(a, b) {
    if (!b?._zod?.def) {
        throw new Error("Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.");
    }
    if (a._zod.def.checks?.length) {
        throw new Error(".merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.");
    }
    const newShape = {};
    mirrorShape(newShape, a, Reflect.ownKeys(sourceShape(a)));
    mirrorShape(newShape, b, Reflect.ownKeys(sourceShape(b)));
    const def = mergeDefs(a._zod.def, {
        shape: newShape,
        get catchall() {
            return b._zod.def.catchall;
        },
        checks: b._zod.def.checks ?? [],
    });
    return clone(a, def);
}
function partial(Class, schema, mask, name = "partial") {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(`.${name}() cannot be used on object schemas containing refinements`);
    }
    const selected = mask ? new Set(maskedKeys(schema, mask)) : undefined;
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), Class &&
        ((value, key) => (selected && !selected.has(key) ? value : new Class({ type: "optional", innerType: value }))));
    return clone(schema, mergeDefs(schema._zod.def, { shape: newShape, checks: [] }));
}
function required(Class, schema, mask) {
    const selected = mask ? new Set(maskedKeys(schema, mask)) : undefined;
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), (value, key) => 
    // overwrite with non-optional
    selected && !selected.has(key) ? value : new Class({ type: "nonoptional", innerType: value }));
    return clone(schema, mergeDefs(schema._zod.def, { shape: newShape }));
}
// invalid_type | too_big | too_small | invalid_format | not_multiple_of | unrecognized_keys | invalid_union | invalid_key | invalid_element | invalid_value | custom
function aborted(x, startIndex = 0) {
    if (x.aborted === true)
        return true;
    for (let i = startIndex; i < x.issues.length; i++) {
        if (x.issues[i]?.continue !== true) {
            return true;
        }
    }
    return false;
}
// Checks for explicit abort (continue === false), as opposed to implicit abort (continue === undefined). Used to respect `abort: true` in .refine() even for checks that have a `when` function.
function explicitlyAborted(x, startIndex = 0) {
    if (x.aborted === true)
        return true;
    for (let i = startIndex; i < x.issues.length; i++) {
        if (x.issues[i]?.continue === false) {
            return true;
        }
    }
    return false;
}
function prefixIssues(path, issues) {
    return issues.map((iss) => {
        var _a;
        (_a = iss).path ?? (_a.path = []);
        iss.path.unshift(path);
        return iss;
    });
}
function unwrapMessage(message) {
    return typeof message === "string" ? message : message?.message;
}
/* A check holds no link back to the schema it is attached to — the same check instance is shared by every clone of that schema — so the owner is stamped onto the issues a check just raised, at the only point where both are in scope. Runs on the failure path only; `start` is the issue count from before the check ran. */
/** The leading size checks of `defChecks` that set an upper bound, each paired with it. */
function sizeCaps(defChecks) {
    const caps = [];
    for (const ch of defChecks ?? []) {
        const d = ch._zod.def;
        // a later check may rewrite the value
        if (!/_(length|size)$|_equals$/.test(d.check))
            break;
        const max = d.maximum ?? d.length ?? d.size;
        if (max >= 0)
            caps.push([max, ch]);
    }
    return caps;
}
function attachSchema(issues, start, inst) {
    var _a;
    for (let i = start; i < issues.length; i++) {
        (_a = issues[i]).schema ?? (_a.schema = inst);
    }
}
function finalizeIssue(iss, ctx, config) {
    var _a;
    // A schema that raised an issue itself owns it outright, and outranks any stamp an enclosing check left in `attachSchema`. String formats and z.custom() are schema and check at once, so when they act as a check they defer to that stamp instead.
    const traits = iss.inst?._zod?.traits;
    if (traits?.has("$ZodType")) {
        if (traits.has("$ZodCheck"))
            (_a = iss).schema ?? (_a.schema = iss.inst);
        else
            iss.schema = iss.inst;
    }
    // Decreasing specificity, first map to return a message wins. `inst` is whatever raised the issue, so a check's own map outranks the owning schema's.
    const schemaError = iss.schema !== iss.inst ? iss.schema?._zod.def?.error : undefined;
    const message = iss.message
        ? iss.message
        : (unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ??
            unwrapMessage(schemaError?.(iss)) ??
            unwrapMessage(ctx?.error?.(iss)) ??
            unwrapMessage(config.customError?.(iss)) ??
            unwrapMessage(config.localeError?.(iss)) ??
            "Invalid input");
    // an explicit own-key copy beats object rest with excluded keys, which v8 routes through a generic runtime call; Object.keys rather than for-in so an issue pushed with a prototype does not leak inherited keys, and an own __proto__ key is dropped rather than assigned through the setter
    const full = {};
    for (const k of Object.keys(iss)) {
        if (k === "inst" || k === "schema" || k === "continue" || k === "input" || k === "__proto__")
            continue;
        full[k] = iss[k];
    }
    full.path ?? (full.path = []);
    full.message = message;
    if (ctx?.reportInput) {
        full.input = iss.input;
    }
    return full;
}
function getSizableOrigin(input) {
    if (input instanceof Set)
        return "set";
    if (input instanceof Map)
        return "map";
    // @ts-ignore
    if (input instanceof File)
        return "file";
    return "unknown";
}
const highSurrogate = /[\uD800-\uDBFF]/;
// Code points in `str`: a surrogate pair counts once, a lone surrogate as itself. Hand-rolled because the string iterator allocates and runs ~250x slower on this path; the regex probe exits ~50x quicker for a string with no astral characters.
function codePointLength(str) {
    const units = str.length;
    if (!highSurrogate.test(str))
        return units;
    let count = units;
    for (let i = 0; i < units - 1; i++) {
        if ((str.charCodeAt(i) & 0xfc00) === 0xd800 && (str.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
            count--;
            i++;
        }
    }
    return count;
}
function getLengthableOrigin(input) {
    if (Array.isArray(input))
        return "array";
    if (typeof input === "string")
        return "string";
    return "unknown";
}
function parsedType(data) {
    const t = typeof data;
    switch (t) {
        case "number": {
            return Number.isNaN(data) ? "nan" : "number";
        }
        case "object": {
            if (data === null) {
                return "null";
            }
            if (Array.isArray(data)) {
                return "array";
            }
            const obj = data;
            if (obj && Object.getPrototypeOf(obj) !== Object.prototype && "constructor" in obj && obj.constructor) {
                return obj.constructor.name;
            }
        }
    }
    return t;
}
function util_issue(...args) {
    const [iss, input, inst] = args;
    if (typeof iss === "string") {
        return {
            message: iss,
            code: "custom",
            input,
            inst,
        };
    }
    return { ...iss };
}
function cleanEnum(obj) {
    return Object.entries(obj)
        .filter(([k, _]) => {
        // return true if NaN, meaning it's not a number, thus a string key
        return Number.isNaN(Number.parseInt(k, 10));
    })
        .map((el) => el[1]);
}
// Codec utility functions
function base64ToUint8Array(base64) {
    const binaryString = atob(base64);
    const bytes = new Uint8Array(binaryString.length);
    for (let i = 0; i < binaryString.length; i++) {
        bytes[i] = binaryString.charCodeAt(i);
    }
    return bytes;
}
function uint8ArrayToBase64(bytes) {
    let binaryString = "";
    for (let i = 0; i < bytes.length; i++) {
        binaryString += String.fromCharCode(bytes[i]);
    }
    return btoa(binaryString);
}
function base64urlToUint8Array(base64url) {
    const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
    const padding = "=".repeat((4 - (base64.length % 4)) % 4);
    return base64ToUint8Array(base64 + padding);
}
function uint8ArrayToBase64url(bytes) {
    return uint8ArrayToBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=/g, "");
}
function hexToUint8Array(hex) {
    const cleanHex = hex.replace(/^0x/, "");
    if (cleanHex.length % 2 !== 0) {
        throw new Error("Invalid hex string length");
    }
    const bytes = new Uint8Array(cleanHex.length / 2);
    for (let i = 0; i < cleanHex.length; i += 2) {
        bytes[i / 2] = Number.parseInt(cleanHex.slice(i, i + 2), 16);
    }
    return bytes;
}
function uint8ArrayToHex(bytes) {
    return Array.from(bytes)
        .map((b) => b.toString(16).padStart(2, "0"))
        .join("");
}
// instanceof
class Class {
    constructor(..._args) { }
}
//////////    PROTOTYPE INSTALLERS     //////////
//
// Members live on the prototype and materialize per instance on first read, which keeps own-property count under the step where V8 stops using inline slots. Changing anything here means re-measuring runtime, memory and bundle size together — see "The three axes" in AGENTS.md.
/**
 * Installs a trait's members on its prototype. Each value builds that member for the instance on first read; the built value shadows the accessor as an own property, so a detached `const { parse } = schema` keeps working.
 *
 * Call this from a `proto` initializer, which runs once per prototype — never per instance.
 */
function members(proto, table) {
    for (const key in table) {
        const desc = Object.getOwnPropertyDescriptor(table, key);
        // a getter installs as written, so it stays live: `description` reads through to the registry on every access. not enumerable: an object literal's is, and a prototype member never was
        if (desc.get)
            Object.defineProperty(proto, key, { ...desc, enumerable: false });
        // a method materializes bound on first read, which is what keeps a detached member working: `const opt = schema.optional; opt()`
        else
            defineBound(proto, key, desc.value);
    }
}
/** Shadows a prototype member with an own value, so a getter that builds from the instance runs once. */
function own(inst, key, value, enumerable = true) {
    Object.defineProperty(inst, key, { configurable: true, writable: true, enumerable, value });
    return value;
}
/** Like {@link own}, for a member that was never an own data property and has to stay out of `Object.keys`. */
function hide(inst, key, value) {
    return own(inst, key, value, false);
}
/** Adds members a table derives from the instance: each builds on first read and shadows as own data, and assignment shadows the same way, as when these were own properties. */
function derived(computes, table) {
    for (const key in computes) {
        const compute = computes[key];
        // an object literal's accessor is configurable and enumerable, and `members` copies the descriptor as written
        Object.defineProperty(table, key, {
            configurable: true,
            enumerable: true,
            get() {
                return own(this, key, compute(this));
            },
            set(value) {
                own(this, key, value);
            },
        });
    }
    return table;
}
function defineBound(proto, key, fn) {
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // vitest's spyOn calls a prototype getter bare to find the function it wraps, so a nullish receiver answers the raw method
            return this == null ? fn : own(this, key, fn.bind(this));
        },
        set(value) {
            own(this, key, value);
        },
    });
}
/** Returns the prototype to install on, or `undefined` if this group is already installed on it. */
function claim(inst, sentinel) {
    const proto = Object.getPrototypeOf(inst);
    // Runs on every construction, so `in` rather than the costlier `hasOwnProperty.call`. Sentinels are keys the group itself defines.
    return sentinel in proto ? undefined : proto;
}
// The internals whose init chain is installing. A second call for the same one is a derived constructor overriding its base, so it must not construct another schema in between or the override is dropped.
let installing;
// Set while a getter is running, so a value that resolved through a recursion break is not memoized. One shared descriptor shadows the key for the duration, which costs no per-key allocation.
let broke = false;
const breaker = {
    configurable: true,
    get() {
        broke = true;
        return undefined;
    },
};
/**
 * Installs a lazily-derived internal on the `_zod` prototype of `inst`'s
 * constructor, computed from the internals object itself and cached there on
 * first read. One accessor per constructor rather than one per instance.
 */
function defineLazyInternal(inst, key, compute) {
    const proto = Object.getPrototypeOf(inst._zod);
    if (key in proto && installing !== inst._zod) {
        // A repeat construction: everything is installed already. Cleared here so the reference is not held past the first construction of every type.
        installing = undefined;
        return;
    }
    installing = inst._zod;
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // Shadowed before computing so a re-entrant read from a recursive schema resolves to undefined instead of running the getter again.
            Object.defineProperty(this, key, breaker);
            const outer = broke;
            broke = false;
            try {
                const value = compute(this);
                // A result that resolved through a recursion break is recomputed once the graph is complete; everything else memoizes, undefined included.
                if (broke)
                    delete this[key];
                else
                    Object.defineProperty(this, key, { configurable: true, writable: true, value });
                broke = broke || outer;
                return value;
            }
            catch (err) {
                // A compute that threw memoizes nothing, so a later read runs it again and fails the same way. The shadow goes with it, since leaving it installed would answer undefined for every later read.
                delete this[key];
                broke = broke || outer;
                throw err;
            }
        },
        set(value) {
            Object.defineProperty(this, key, { configurable: true, writable: true, value });
        },
    });
}
/**
 * Installs `key` on `inst`'s prototype, computed by `make` on first read and cached there as an own
 * data property. One accessor per constructor rather than one per instance, because an own accessor
 * puts every instance after the first into v8 dictionary mode. The key doubles as the sentinel.
 */
function installLazyProp(inst, key, make, enumerable) {
    const proto = claim(inst, key);
    if (!proto)
        return;
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // Shadowed before computing, so a re-entrant read from a self-referential shape resolves to undefined instead of running the getter again. A data property rather than an accessor: an own accessor is the dictionary-mode transition this exists to avoid.
            const desc = { configurable: true, writable: true, enumerable, value: undefined };
            Object.defineProperty(this, key, desc);
            // a compute that throws leaves the shadow behind, so later reads answer undefined instead of re-throwing; `defineLazy` did the same, and `defineLazyInternal`'s delete-on-catch would cost bytes in every bundle for a case only a throwing user getter reaches
            desc.value = make(this);
            Object.defineProperty(this, key, desc);
            return desc.value;
        },
        set(value) {
            Object.defineProperty(this, key, { configurable: true, writable: true, enumerable, value });
        },
    });
}
/** Marks the thunk `_catch` synthesises for a constant catch value. `Function.length` cannot tell that thunk from a user callback — rest and defaulted parameters both report arity 0 — and a user callback reads `ctx.error`, whose issues only finalize correctly against the caller's per-parse error map. Provenance can say what arity cannot. A plain string key rather than `Symbol.for`, whose call at module scope no bundler can prove pure — the same shape that anchored `urlCanParse` into every build. */
const CONSTANT_CATCH = "~constantCatch";
/** Wraps a constant catch value in a thunk tagged with {@link CONSTANT_CATCH}. */
function constantCatch(value) {
    const fn = () => value;
    fn[CONSTANT_CATCH] = true;
    return fn;
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/core.js
var _a;

/** A special constant with type `never` */
const NEVER = /*@__PURE__*/ Object.freeze({
    status: "aborted",
});
/* Shared descriptor for installing `_zod`; defineProperty reads it
 * synchronously, so reusing one object avoids a per-instance allocation. */
const _zodDesc = { value: undefined, enumerable: false };
// null where suppressing the capture would be unrecoverable: `parse()` puts the frames back with `captureStackTrace`, so without it the throw would lose its stack. also latched to null once `stackTraceLimit` proves unassignable, which a realm can do at any point by hardening Error
let _E = "captureStackTrace" in Error ? Error : null;
// v8 captures a stack trace inside the Error constructor, which dominates a failed parse; costs only the frames, and parse() restores those. the constructor must RUN: Object.create is cheaper and passes instanceof, but Error.isError and util.types.isNativeError check an internal slot
function newError(Definition) {
    const E = _E;
    if (E) {
        const saved = E.stackTraceLimit;
        if (typeof saved === "number") {
            try {
                E.stackTraceLimit = 0;
            }
            catch {
                _E = null;
                return new Definition();
            }
            try {
                return new Definition();
            }
            finally {
                E.stackTraceLimit = saved;
            }
        }
    }
    return new Definition();
}
function $constructor(name, initializer, 
/** This trait's members, installed once on every prototype that composes it. They cannot be declared in the initializer above: that runs per instance, and the prototype is shared. */
proto, params) {
    // Prototype for this constructor's `_zod` internals. Lazily-derived fields (`values`, `pattern`, `optin`, …) install here once rather than as an accessor on every instance.
    const zodProto = {};
    // Assigning the fields in the constructor body is what gives instances in-object slots; building the object literally and reparenting it costs a second allocation and a generic property copy.
    function Internals(def) {
        this.def = def;
        this.constr = _;
        this.traits = new Set();
    }
    Internals.prototype = zodProto;
    const protoMembers = proto;
    // One trait's members land on every prototype whose chain composes it, so the answer is per prototype rather than per trait.
    const initialized = protoMembers && new WeakSet();
    function init(inst, def) {
        if (!inst._zod) {
            _zodDesc.value = new Internals(def);
            try {
                Object.defineProperty(inst, "_zod", _zodDesc);
            }
            finally {
                // Cleared even on throw, so the shared descriptor never leaks one instance's internals into the next.
                _zodDesc.value = undefined;
            }
        }
        else if (inst._zod.traits.has(name)) {
            return;
        }
        inst._zod.traits.add(name);
        initializer(inst, def);
        if (initialized) {
            // `super(def)` from a user subclass gives `this` a prototype the subclass owns, and installing there would overwrite whatever the subclass declared. `constr` built the instance, so its prototype is the one below the subclass's that should carry the members. A receiver whose chain never reaches that prototype installs on its own, which for a plain object handed straight to `init` means `Object.prototype` — unchanged from before.
            const own = Object.getPrototypeOf(inst);
            const ctorProto = inst._zod.constr.prototype;
            let up = own;
            while (up && up !== ctorProto)
                up = Object.getPrototypeOf(up);
            const target = up ?? own;
            if (!initialized.has(target)) {
                initialized.add(target);
                members(target, protoMembers);
            }
        }
        // support prototype modifications; for-in avoids the array allocation of Object.keys on the (usually empty) prototype
        const proto = _.prototype;
        for (const k in proto) {
            if (!Object.prototype.hasOwnProperty.call(proto, k))
                continue;
            if (!(k in inst)) {
                inst[k] = proto[k].bind(inst);
            }
        }
    }
    // doesn't work if Parent has a constructor with arguments
    const Parent = params?.Parent ?? Object;
    class Definition extends Parent {
    }
    Object.defineProperty(Definition, "name", { value: name });
    function _(def) {
        const inst = params?.Parent ? newError(Definition) : this;
        init(inst, def);
        const deferred = inst._zod.deferred;
        if (deferred) {
            for (const fn of deferred) {
                fn();
            }
            // Released: initializers run once, and the list would otherwise be retained for the schema's lifetime.
            inst._zod.deferred = undefined;
        }
        // Global post-processor hook. Internal: installed by `import "zod/compile"` to enable AOT compilation for every constructed schema. Runs last, once the instance is fully built, because it hands the instance to compile(). The post-processor is expected to be reentrancy-guarded by its own implementation.
        const pp = globalThis.__zod_globalConfig?.postProcessor;
        if (pp)
            pp(inst);
        return inst;
    }
    Object.defineProperty(_, "init", { value: init });
    Object.defineProperty(_, Symbol.hasInstance, {
        value: (inst) => {
            if (params?.Parent && inst instanceof params.Parent)
                return true;
            return inst?._zod?.traits?.has(name);
        },
    });
    Object.defineProperty(_, "name", { value: name });
    return _;
}
//////////////////////////////   UTILITIES   ///////////////////////////////////////
const $brand = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("zod_brand")));
class $ZodAsyncError extends Error {
    constructor() {
        super(`Encountered Promise during synchronous parse. Use .parseAsync() instead.`);
    }
}
class $ZodEncodeError extends Error {
    constructor(name) {
        super(`Encountered unidirectional transform during encode: ${name}`);
        this.name = "ZodEncodeError";
    }
}
(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});
const globalConfig = globalThis.__zod_globalConfig;
function config(newConfig) {
    if (newConfig)
        Object.assign(globalConfig, newConfig);
    return globalConfig;
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/memoizer.js

class $ZodCyclicError extends Error {
    constructor() {
        super(`Cannot parse a reference cycle that closes through a transform`);
        this.name = "ZodCyclicError";
    }
}
/** Keyed off the context object every schema in one parse call already shares. */
const STATE = "~memo";
const NO_ISSUES = [];
// a value a cycle can close through
function isRef(value) {
    return value !== null && typeof value === "object";
}
// Receivers prefix paths in place, so the cache and every hand-out need their own copies.
function cloneIssues(issues) {
    return issues.map((iss) => (iss.path ? { ...iss, path: iss.path.slice() } : { ...iss }));
}
const recursive = /*@__PURE__*/ new WeakMap();
/** What the walk established, in order of certainty: ordered so the strongest answer among children wins. */
const NONE = 0;
const ASSUMED = 1;
const PROVEN = 2;
/** Whether this schema's subtree contains a cycle, so one parse can re-enter it. */
function isRecursive(inst, stack, resolve) {
    const cached = recursive.get(inst);
    if (cached !== undefined)
        return cached ? PROVEN : NONE;
    // Relative to the walk in progress, so not cached.
    if (stack.has(inst))
        return PROVEN;
    stack.add(inst);
    let result = NONE;
    const check = (child) => {
        if (result !== PROVEN && child?._zod) {
            const answer = isRecursive(child, stack, resolve);
            if (answer > result)
                result = answer;
        }
    };
    // `Reflect.ownKeys` rather than `Object.keys`, so a cycle through a declared symbol key is still seen
    const shape = (sh, spread) => {
        let answer = NONE;
        for (const key of Reflect.ownKeys(sh)) {
            const desc = Object.getOwnPropertyDescriptor(sh, key);
            // an object resolves its shape by spread, so a key it does not enumerate is never parsed; `z.properties` reads every own key and so keeps them all
            if (spread && !desc.enumerable)
                continue;
            // resolving runs user code, and a factory mints a fresh subtree per read, so an edge the walk can't follow counts as a cycle
            const child = desc.get ? ASSUMED : desc.value?._zod ? isRecursive(desc.value, stack, resolve) : NONE;
            if (child > answer)
                answer = child;
        }
        return answer;
    };
    const merge = (answer) => {
        if (answer > result)
            result = answer;
    };
    const def = inst._zod.def;
    const kind = def.type;
    switch (kind) {
        case "object": {
            const raw = rawShape(def);
            // a def with no raw shape answers `shape` from an accessor of its own, and running that can mint a whole fresh subtree
            merge(raw ? shape(raw, true) : ASSUMED);
            check(def.catchall);
            break;
        }
        case "array":
            check(def.element);
            break;
        case "tuple":
            for (const el of def.items)
                check(el);
            check(def.rest);
            break;
        case "record":
        case "map":
            check(def.keyType);
            check(def.valueType);
            break;
        case "set":
            check(def.valueType);
            break;
        case "union":
            for (const el of def.options)
                check(el);
            break;
        case "intersection":
            check(def.left);
            check(def.right);
            break;
        case "optional":
        case "nullable":
        case "default":
        case "prefault":
        case "catch":
        case "readonly":
        case "nonoptional":
        case "promise":
        case "success":
            check(def.innerType);
            break;
        case "pipe":
            check(def.in);
            check(def.out);
            break;
        case "function":
            check(def.input);
            check(def.output);
            break;
        // `$ZodLazy` caches its inner on the def, so a resolved edge is followed exactly
        case "lazy": {
            const inner = def._cachedInner ?? (resolve ? inst._zod.innerType : undefined);
            // walked with resolution off: one hop sees past the deferral, and a lazy that yields only another unresolved lazy is generative, so it stops there
            merge(inner ? isRecursive(inner, stack, false) : ASSUMED);
            break;
        }
        // a leaf by choice: `parts` are regex fragments, not data positions
        case "template_literal":
        // leaves
        case "string":
        case "number":
        case "int":
        case "boolean":
        case "bigint":
        case "symbol":
        case "undefined":
        case "null":
        case "void":
        case "never":
        case "any":
        case "unknown":
        case "date":
        case "nan":
        case "enum":
        case "literal":
        case "file":
        case "transform":
        case "custom":
            break;
        default: {
            // a new built-in kind becomes a compile error here
            kind;
            // a user-defined kind can still hold children, and only its author knows where, so fall back to scanning the def — skipping accessors, since reading one can run user code
            for (const key in def) {
                const desc = Object.getOwnPropertyDescriptor(def, key);
                if (!desc || desc.get)
                    continue;
                const value = desc.value;
                if (!value || typeof value !== "object")
                    continue;
                if (value._zod)
                    check(value);
                else if (Array.isArray(value))
                    for (const el of value)
                        check(el);
            }
        }
    }
    stack.delete(inst);
    return settle(inst, result);
}
/** An assumed answer must not outlive the resolution that settles it, so only a certain one is cached. */
function settle(inst, answer) {
    if (answer !== ASSUMED)
        recursive.set(inst, answer === PROVEN);
    return answer;
}
/**
 * Whether one parse can re-enter this schema, i.e. its subtree contains a cycle.
 * Exported for `z.compile`, which refuses to compile such a schema: cycle
 * breaking is driven from here off state keyed on the parse context, and a
 * generated fast path has no context to key on.
 */
function isRecursiveSchema(inst) {
    // z.compile never parses, so nothing would ever resolve a lazy for it; it runs once and already treats a throw here as recursive
    return isRecursive(inst, new Set(), true) !== NONE;
}
function bucketFor(state, inst) {
    let bucket = state.buckets.get(inst);
    if (!bucket) {
        bucket = new WeakMap();
        state.buckets.set(inst, bucket);
    }
    return bucket;
}
// Set immediately before delegating to core and cleared immediately after, so `alloc` registers only for a visit this module is driving.
let handoff;
// Allocated but unfinished entries. `alloc` and the matching pop both happen in the synchronous part of a parse, so they nest even when children are async, and one stack serves every schema.
const memoizer_open = [];
const memo = {
    alloc(_inst, payload, empty) {
        const bucket = handoff;
        if (!bucket)
            return empty;
        handoff = undefined;
        const entry = { value: empty, issues: null };
        bucket.set(payload.value, entry);
        memoizer_open.push(entry);
        return empty;
    },
    guard(inst) {
        var _a;
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred.push(() => {
            const base = inst._zod.parse;
            const wrapped = (payload, ctx) => {
                // The value is a placeholder a back-edge is still waiting on, so the cycle closes through this transform. Its output can't exist in time to bind.
                if (ctx.direction !== "backward" && isBackEdge(ctx, payload.value))
                    throw new $ZodCyclicError();
                return base(payload, ctx);
            };
            inst._zod.parse = wrapped;
            if (inst._zod.run === base)
                inst._zod.run = wrapped;
        });
    },
    attach(inst) {
        var _a;
        let isRecursiveInst;
        let rechecked = false;
        // a recursive schema is re-entered many times per parse and its bucket never changes
        let lastCtx;
        let lastBucket;
        // Wraps `parse` in a deferred so it sees the container's final parse. Core's own deferred copies `parse` into `run` when there are no checks, and it ran first, so `run` is patched to match; with checks, `run` reads `parse` dynamically.
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred.push(() => {
            const base = inst._zod.parse;
            const wrapped = (payload, ctx) => {
                if (isRecursiveInst === undefined) {
                    const walked = isRecursive(inst, new Set(), false);
                    if (walked === NONE) {
                        // Nothing here can ever fire, so take it back out.
                        inst._zod.parse = base;
                        if (inst._zod.run === wrapped)
                            inst._zod.run = base;
                        return base(payload, ctx);
                    }
                    // this parse resolves the deferred edges on its own path, so ask once more before latching
                    if (walked === PROVEN || rechecked)
                        isRecursiveInst = true;
                    else
                        rechecked = true;
                }
                const input = payload.value;
                if (!isRef(input))
                    return base(payload, ctx);
                let state = ctx[STATE];
                if (!state) {
                    state = { buckets: new WeakMap(), backEdges: undefined };
                    ctx[STATE] = state;
                }
                let bucket;
                if (lastCtx === ctx) {
                    bucket = lastBucket;
                }
                else {
                    bucket = bucketFor(state, inst);
                    lastCtx = ctx;
                    lastBucket = bucket;
                }
                const hit = bucket.get(input);
                if (hit) {
                    payload.value = hit.value;
                    if (hit.issues) {
                        if (hit.issues.length)
                            payload.issues.push(...cloneIssues(hit.issues));
                    }
                    else {
                        // Still being parsed: its own checks cover it, so skip them here.
                        payload.memo = true;
                        state.backEdges ?? (state.backEdges = new WeakSet());
                        state.backEdges.add(hit.value);
                    }
                    return payload;
                }
                handoff = bucket;
                const depth = memoizer_open.length;
                const result = base(payload, ctx);
                handoff = undefined;
                // A container that rejected its input outright allocated nothing.
                const entry = memoizer_open.length > depth ? memoizer_open.pop() : undefined;
                // Both paths written out so the sync one allocates no closure. It runs once per node, and capturing here cost more than everything else combined.
                if (result instanceof Promise) {
                    return result.then((r) => {
                        if (entry)
                            entry.issues = r.issues.length ? cloneIssues(r.issues) : NO_ISSUES;
                        return r;
                    });
                }
                if (entry)
                    entry.issues = result.issues.length ? cloneIssues(result.issues) : NO_ISSUES;
                return result;
            };
            inst._zod.parse = wrapped;
            if (inst._zod.run === base)
                inst._zod.run = wrapped;
        });
    },
};
/** The memoizer that gives containers cycle support. `zod` installs it by default; `zod/mini` opts in with `config({ memoizer: memoizer() })`. */
function memoizer() {
    return memo;
}
/** Whether this value is a node a back-edge resolved to before it finished. */
function isBackEdge(ctx, value) {
    const backEdges = ctx[STATE]?.backEdges;
    return backEdges !== undefined && isRef(value) && backEdges.has(value);
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/regexes.js

/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link cuid2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const cuid = /^[cC][0-9a-z]{6,}$/;
const cuid2 = /^[0-9a-z]+$/;
const ulid = /^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$/;
const xid = /^[0-9a-vA-V]{20}$/;
const ksuid = /^[A-Za-z0-9]{27}$/;
const nanoid = /^[a-zA-Z0-9_-]{21}$/;
function nanoidOfLength(length) {
    return new RegExp(`^[a-zA-Z0-9_-]{${length}}$`);
}
/** ISO 8601-1 duration regex. Does not support the 8601-2 extensions like negative durations or fractional/negative components. */
const duration = /^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/;
/** Implements ISO 8601-2 extensions like explicit +- prefixes, mixing weeks with other units, and fractional/negative components. */
const extendedDuration = /^[-+]?P(?!$)(?:(?:[-+]?\d+Y)|(?:[-+]?\d+[.,]\d+Y$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:(?:[-+]?\d+W)|(?:[-+]?\d+[.,]\d+W$))?(?:(?:[-+]?\d+D)|(?:[-+]?\d+[.,]\d+D$))?(?:T(?=[\d+-])(?:(?:[-+]?\d+H)|(?:[-+]?\d+[.,]\d+H$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:[-+]?\d+(?:[.,]\d+)?S)?)??$/;
/** A regex for any UUID-like identifier: 8-4-4-4-12 hex pattern */
const guid = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;
/** Returns a regex for validating an RFC 9562/4122 UUID.
 *
 * @param version Optionally specify a version 1-8. If no version is specified, all versions are supported. */
const uuid = (version) => {
    if (!version)
        return /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    return new RegExp(`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${version}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`);
};
const uuid4 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(4)));
const uuid6 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(6)));
const uuid7 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(7)));
/** Practical email validation */
const email = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
/** Equivalent to the HTML5 input[type=email] validation implemented by browsers. Source: https://developer.mozilla.org/en-US/docs/Web/HTML/Element/input/email */
const html5Email = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/** The classic emailregex.com regex for RFC 5322-compliant emails */
const rfc5322Email = /^(([^<>()\[\]\\.,;:\s@"]+(\.[^<>()\[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;
/** A loose regex that allows Unicode characters, enforces length limits, and that's about it. */
const unicodeEmail = /^[^\s@"]{1,64}@[^\s@]{1,255}$/u;
const idnEmail = (/* unused pure expression or super */ null && (unicodeEmail));
const browserEmail = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
// from https://thekevinscott.com/emojis-in-javascript/#writing-a-regular-expression
// Single character class, not an alternation: the two properties overlap (U+1F9B0-U+1F9B3), so `(A|B)+` backtracks exponentially on a failed match. The leading lookahead then demands one anchor — a pictograph, a regional indicator, or the enclosing keycap — because `\p{Emoji_Component}` on its own covers ASCII digits, `#`, `*`, ZWJ, variation selectors and skin tone modifiers, none of which is an emoji without a base.
const _emoji = `^(?=[\\s\\S]*[\\p{Extended_Pictographic}\\p{Regional_Indicator}\\u20E3])[\\p{Extended_Pictographic}\\p{Emoji_Component}]+$`;
function emoji() {
    return new RegExp(_emoji, "u");
}
const ipv4 = /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/;
const ipv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))$/;
const mac = (delimiter) => {
    const escapedDelim = util.escapeRegex(delimiter ?? ":");
    return new RegExp(`^(?:[0-9A-F]{2}${escapedDelim}){5}[0-9A-F]{2}$|^(?:[0-9a-f]{2}${escapedDelim}){5}[0-9a-f]{2}$`);
};
const cidrv4 = /^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/([0-9]|[1-2][0-9]|3[0-2])$/;
const cidrv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/;
// https://stackoverflow.com/questions/7860392/determine-if-string-is-in-base64-using-javascript
const base64 = /^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/;
const base64url = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/;
// based on https://stackoverflow.com/questions/106179/regular-expression-to-match-dns-hostname-or-ip-address
// export const hostname: RegExp = /^([a-zA-Z0-9-]+\.)*[a-zA-Z0-9-]+$/;
const hostname = /^(?=.{1,253}\.?$)[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[-0-9a-zA-Z]{0,61}[0-9a-zA-Z])?)*\.?$/;
const domain = /^(?=.{1,253}$)([a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;
const httpProtocol = /^https?$/;
// https://blog.stevenlevithan.com/archives/validate-phone-number#r4-3 (regex sans spaces) E.164: leading digit must be 1-9; total digits (excluding '+') between 7-15
const e164 = /^\+[1-9]\d{6,14}$/;
// Credit card shape: 12–19 digits, optionally separated by single spaces or single hyphens. ISO/IEC 7812 caps the PAN at 19 digits; 12 is the shortest issued length (Maestro).
const creditCard = /^\d(?:[ -]?\d){11,18}$/;
// ISO 4217 alpha codes from the SIX list, regenerated by scripts/update-iso-4217.ts
const currencyCode = /^(?:AED|AFN|ALL|AMD|AOA|ARS|AUD|AWG|AZN|BAM|BBD|BDT|BHD|BIF|BMD|BND|BOB|BOV|BRL|BSD|BTN|BWP|BYN|BZD|CAD|CDF|CHE|CHF|CHW|CLF|CLP|CNY|COP|COU|CRC|CUP|CVE|CZK|DJF|DKK|DOP|DZD|EGP|ERN|ETB|EUR|FJD|FKP|GBP|GEL|GHS|GIP|GMD|GNF|GTQ|GYD|HKD|HNL|HTG|HUF|IDR|ILS|INR|IQD|IRR|ISK|JMD|JOD|JPY|KES|KGS|KHR|KMF|KPW|KRW|KWD|KYD|KZT|LAK|LBP|LKR|LRD|LSL|LYD|MAD|MDL|MGA|MKD|MMK|MNT|MOP|MRU|MUR|MVR|MWK|MXN|MXV|MYR|MZN|NAD|NGN|NIO|NOK|NPR|NZD|OMR|PAB|PEN|PGK|PHP|PKR|PLN|PYG|QAR|RON|RSD|RUB|RWF|SAR|SBD|SCR|SDG|SEK|SGD|SHP|SLE|SOS|SRD|SSP|STN|SVC|SYP|SZL|THB|TJS|TMT|TND|TOP|TRY|TTD|TWD|TZS|UAH|UGX|USD|USN|UYI|UYU|UYW|UZS|VED|VES|VND|VUV|WST|XAD|XAF|XAG|XAU|XBA|XBB|XBC|XBD|XCD|XCG|XDR|XOF|XPD|XPF|XPT|XSU|XTS|XUA|XXX|YER|ZAR|ZMW|ZWG)$/;
// iban electronic format: 2-letter country, check digits 02-98 (the only values `98 - remainder` can produce), 11-30 bban characters
const iban = /^[A-Z]{2}(?!00|01|99)\d{2}[A-Z0-9]{11,30}$/;
const dateSource = `(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))`;
/** Anchors a pattern source. The interpolation lives here rather than at the call site because
 * esbuild will not drop a `@__PURE__` call whose own argument interpolates a variable, but it
 * will drop `anchor(dateSource)`. Keeping it inline pinned `date` into every bundle. */
function regexes_anchor(source) {
    return new RegExp(`^${source}$`);
}
const date = /*@__PURE__*/ regexes_anchor(dateSource);
function timeSource(args) {
    const hhmm = `(?:[01]\\d|2[0-3]):[0-5]\\d`;
    const regex = typeof args.precision === "number"
        ? args.precision === -1
            ? `${hhmm}`
            : args.precision === 0
                ? `${hhmm}:[0-5]\\d`
                : `${hhmm}:[0-5]\\d\\.\\d{${args.precision}}`
        : args.seconds
            ? `${hhmm}:[0-5]\\d(?:\\.\\d+)?`
            : `${hhmm}(?::[0-5]\\d(?:\\.\\d+)?)?`;
    return regex;
}
function time(args) {
    return new RegExp(`^${timeSource(args)}$`);
}
// Adapted from https://stackoverflow.com/a/3143231
function datetime(args) {
    const opts = ["Z"];
    // if (args.offset) opts.push(`([+-]\\d{2}:\\d{2})`);
    if (args.offset)
        opts.push(`([+-](?:[01]\\d|2[0-3]):[0-5]\\d)`);
    // RFC 3339 mandates seconds wherever the time carries a `Z` or an offset, so only the unqualified form `local` adds may omit them
    const qualified = `${timeSource({ precision: args.precision, seconds: true })}(?:${opts.join("|")})`;
    const timeRegex = args.local ? `${qualified}|${timeSource({ precision: args.precision })}` : qualified;
    return new RegExp(`^${dateSource}T(?:${timeRegex})$`);
}
// the unbounded form of `string()` as a literal, so every plain string shares one instance instead of building its own
const anyString = /^[\s\S]{0,}$/;
const string = (params) => {
    const regex = params ? `[\\s\\S]{${params?.minimum ?? 0},${params?.maximum ?? ""}}` : `[\\s\\S]*`;
    return new RegExp(`^${regex}$`);
};
const bigint = /^-?\d+n?$/;
const integer = /^-?\d+$/;
const number = /^-?\d+(?:\.\d+)?$/;
const regexes_boolean = /^(?:true|false)$/i;
const _null = /^null$/i;

const _undefined = /^undefined$/i;

// regex for string with no uppercase letters
const lowercase = /^[^A-Z]*$/;
// regex for string with no lowercase letters
const uppercase = /^[^a-z]*$/;
// regex for hexadecimal strings (any length)
const hex = /^[0-9a-fA-F]*$/;
// Hash regexes for different algorithms and encodings
// Helper function to create base64 regex with exact length and padding
function fixedBase64(bodyLength, padding) {
    return new RegExp(`^[A-Za-z0-9+/]{${bodyLength}}${padding}$`);
}
// Helper function to create base64url regex with exact length (no padding)
function fixedBase64url(length) {
    return new RegExp(`^[A-Za-z0-9_-]{${length}}$`);
}
// MD5 (16 bytes): base64 = 24 chars total (22 + "==")
const md5_hex = /^[0-9a-fA-F]{32}$/;
const md5_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(22, "==")));
const md5_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(22)));
// SHA1 (20 bytes): base64 = 28 chars total (27 + "=")
const sha1_hex = /^[0-9a-fA-F]{40}$/;
const sha1_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(27, "=")));
const sha1_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(27)));
// SHA256 (32 bytes): base64 = 44 chars total (43 + "=")
const sha256_hex = /^[0-9a-fA-F]{64}$/;
const sha256_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(43, "=")));
const sha256_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(43)));
// SHA384 (48 bytes): base64 = 64 chars total (no padding)
const sha384_hex = /^[0-9a-fA-F]{96}$/;
const sha384_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(64, "")));
const sha384_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(64)));
// SHA512 (64 bytes): base64 = 88 chars total (86 + "==")
const sha512_hex = /^[0-9a-fA-F]{128}$/;
const sha512_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(86, "==")));
const sha512_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(86)));

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/checks.js
// import { $ZodType } from "./schemas.js";



const $ZodCheck = /*@__PURE__*/ $constructor("$ZodCheck", (inst, def) => {
    var _a;
    inst._zod ?? (inst._zod = {});
    inst._zod.def = def;
    (_a = inst._zod).onattach ?? (_a.onattach = []);
});
/** Default `when` for size-based checks: run only on non-nullish values with a `size`. */
const _whenHasSize = (payload) => {
    const val = payload.value;
    return !util.nullish(val) && val.size !== undefined;
};
/** Default `when` for length-based checks: run only on non-nullish values with a `length`. */
const _whenHasLength = (payload) => {
    const val = payload.value;
    return !nullish(val) && val.length !== undefined;
};
const numericOriginMap = {
    number: "number",
    bigint: "bigint",
    object: "date",
};
const $ZodCheckLessThan = /*@__PURE__*/ $constructor("$ZodCheckLessThan", (inst, def) => {
    $ZodCheck.init(inst, def);
    const origin = numericOriginMap[typeof def.value];
    inst._zod.check = (payload) => {
        if (def.inclusive ? payload.value <= def.value : payload.value < def.value) {
            return;
        }
        payload.issues.push({
            origin: numericOriginMap[typeof payload.value] ?? origin,
            code: "too_big",
            maximum: typeof def.value === "object" ? def.value.getTime() : def.value,
            input: payload.value,
            inclusive: def.inclusive,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckGreaterThan = /*@__PURE__*/ $constructor("$ZodCheckGreaterThan", (inst, def) => {
    $ZodCheck.init(inst, def);
    const origin = numericOriginMap[typeof def.value];
    inst._zod.check = (payload) => {
        if (def.inclusive ? payload.value >= def.value : payload.value > def.value) {
            return;
        }
        payload.issues.push({
            origin: numericOriginMap[typeof payload.value] ?? origin,
            code: "too_small",
            minimum: typeof def.value === "object" ? def.value.getTime() : def.value,
            input: payload.value,
            inclusive: def.inclusive,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckMultipleOf = 
/*@__PURE__*/ $constructor("$ZodCheckMultipleOf", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        if (typeof payload.value !== typeof def.value)
            throw new Error("Cannot mix number and bigint in multiple_of check.");
        const isMultiple = typeof payload.value === "bigint"
            ? // `value % 0n` throws, and nothing is a multiple of zero — the number branch already fails this way via NaN
                def.value !== BigInt(0) && payload.value % def.value === BigInt(0)
            : floatSafeRemainder(payload.value, def.value) === 0;
        if (isMultiple)
            return;
        payload.issues.push({
            origin: typeof payload.value,
            code: "not_multiple_of",
            divisor: def.value,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckNumberFormat = /*@__PURE__*/ $constructor("$ZodCheckNumberFormat", (inst, def) => {
    $ZodCheck.init(inst, def); // no format checks
    def.format = def.format || "float64";
    const isInt = def.format?.includes("int");
    const origin = isInt ? "int" : "number";
    const [minimum, maximum] = NUMBER_FORMAT_RANGES[def.format];
    inst._zod.check = (payload) => {
        const input = payload.value;
        if (isInt) {
            if (!Number.isInteger(input)) {
                // invalid_format issue
                // payload.issues.push({
                //   expected: def.format,
                //   format: def.format,
                //   code: "invalid_format",
                //   input,
                //   inst,
                // });
                // invalid_type issue
                payload.issues.push({
                    expected: origin,
                    format: def.format,
                    code: "invalid_type",
                    continue: false,
                    input,
                    inst,
                });
                return;
                // not_multiple_of issue
                // payload.issues.push({
                //   code: "not_multiple_of",
                //   origin: "number",
                //   input,
                //   inst,
                //   divisor: 1,
                // });
            }
            if (!Number.isSafeInteger(input)) {
                if (input > 0) {
                    // too_big
                    payload.issues.push({
                        input,
                        code: "too_big",
                        maximum: Number.MAX_SAFE_INTEGER,
                        note: "Integers must be within the safe integer range.",
                        inst,
                        origin,
                        inclusive: true,
                        continue: !def.abort,
                    });
                }
                else {
                    // too_small
                    payload.issues.push({
                        input,
                        code: "too_small",
                        minimum: Number.MIN_SAFE_INTEGER,
                        note: "Integers must be within the safe integer range.",
                        inst,
                        origin,
                        inclusive: true,
                        continue: !def.abort,
                    });
                }
                return;
            }
        }
        if (input < minimum) {
            payload.issues.push({
                origin: "number",
                input,
                code: "too_small",
                minimum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
        if (input > maximum) {
            payload.issues.push({
                origin: "number",
                input,
                code: "too_big",
                maximum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
    };
});
const $ZodCheckBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckBigIntFormat", (inst, def) => {
    $ZodCheck.init(inst, def); // no format checks
    const [minimum, maximum] = util.BIGINT_FORMAT_RANGES[def.format];
    inst._zod.check = (payload) => {
        const input = payload.value;
        if (input < minimum) {
            payload.issues.push({
                origin: "bigint",
                input,
                code: "too_small",
                minimum: minimum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
        if (input > maximum) {
            payload.issues.push({
                origin: "bigint",
                input,
                code: "too_big",
                maximum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
    };
})));
const $ZodCheckMaxSize = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMaxSize", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size <= def.maximum)
            return;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            code: "too_big",
            maximum: def.maximum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckMinSize = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMinSize", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size >= def.minimum)
            return;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            code: "too_small",
            minimum: def.minimum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckSizeEquals = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckSizeEquals", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size === def.size)
            return;
        const tooBig = size > def.size;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            ...(tooBig ? { code: "too_big", maximum: def.size } : { code: "too_small", minimum: def.size }),
            inclusive: true,
            exact: true,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckMaxLength = /*@__PURE__*/ $constructor("$ZodCheckMaxLength", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // Strings are measured in Unicode code points, not UTF-16 units. A code point is at most two units, so a string that already fits in units fits in code points; only an overflow has to be counted.
        const length = typeof input === "string" && units > def.maximum ? codePointLength(input) : units;
        if (length <= def.maximum)
            return;
        const origin = getLengthableOrigin(input);
        payload.issues.push({
            origin,
            code: "too_big",
            maximum: def.maximum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckMinLength = /*@__PURE__*/ $constructor("$ZodCheckMinLength", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // A code point is one or two UTF-16 units, so fewer units than the floor can never reach it and twice the floor always clears it. Only in between is the exact count in doubt.
        const length = typeof input === "string" && units >= def.minimum && units < def.minimum * 2
            ? codePointLength(input)
            : units;
        if (length >= def.minimum)
            return;
        const origin = getLengthableOrigin(input);
        payload.issues.push({
            origin,
            code: "too_small",
            minimum: def.minimum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckLengthEquals = /*@__PURE__*/ $constructor("$ZodCheckLengthEquals", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // A code point is one or two UTF-16 units, so outside `[length, length * 2]` units the target is missed either way — and missed in the same direction in both measures.
        const length = typeof input === "string" && units >= def.length && units <= def.length * 2
            ? codePointLength(input)
            : units;
        if (length === def.length)
            return;
        const origin = getLengthableOrigin(input);
        const tooBig = length > def.length;
        payload.issues.push({
            origin,
            ...(tooBig ? { code: "too_big", maximum: def.length } : { code: "too_small", minimum: def.length }),
            inclusive: true,
            exact: true,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckStringFormat = /*@__PURE__*/ $constructor("$ZodCheckStringFormat", (inst, def) => {
    var _a, _b;
    $ZodCheck.init(inst, def);
    if (def.pattern)
        (_a = inst._zod).check ?? (_a.check = (payload) => {
            def.pattern.lastIndex = 0;
            if (def.pattern.test(payload.value))
                return;
            payload.issues.push({
                origin: "string",
                code: "invalid_format",
                format: def.format,
                input: payload.value,
                ...(def.pattern ? { pattern: def.pattern.toString() } : {}),
                inst,
                continue: !def.abort,
            });
        });
    else
        (_b = inst._zod).check ?? (_b.check = () => { });
});
const $ZodCheckRegex = /*@__PURE__*/ $constructor("$ZodCheckRegex", (inst, def) => {
    $ZodCheckStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        def.pattern.lastIndex = 0;
        if (def.pattern.test(payload.value))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "regex",
            input: payload.value,
            pattern: def.pattern.toString(),
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckLowerCase = /*@__PURE__*/ $constructor("$ZodCheckLowerCase", (inst, def) => {
    def.pattern ?? (def.pattern = lowercase);
    $ZodCheckStringFormat.init(inst, def);
});
const $ZodCheckUpperCase = /*@__PURE__*/ $constructor("$ZodCheckUpperCase", (inst, def) => {
    def.pattern ?? (def.pattern = uppercase);
    $ZodCheckStringFormat.init(inst, def);
});
const $ZodCheckIncludes = /*@__PURE__*/ $constructor("$ZodCheckIncludes", (inst, def) => {
    $ZodCheck.init(inst, def);
    const escapedRegex = escapeRegex(def.includes);
    // `String.prototype.includes(sub, position)` matches `sub` at `position`
    // OR LATER, so the pattern must allow at least `position` leading chars
    // (`{N,}`), not exactly `position` chars (`{N}`).
    const pattern = new RegExp(typeof def.position === "number" ? `^.{${def.position},}${escapedRegex}` : escapedRegex);
    def.pattern = pattern;
    inst._zod.check = (payload) => {
        if (payload.value.includes(def.includes, def.position))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "includes",
            includes: def.includes,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckStartsWith = /*@__PURE__*/ $constructor("$ZodCheckStartsWith", (inst, def) => {
    $ZodCheck.init(inst, def);
    const pattern = new RegExp(`^${escapeRegex(def.prefix)}.*`);
    def.pattern ?? (def.pattern = pattern);
    inst._zod.check = (payload) => {
        if (payload.value.startsWith(def.prefix))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "starts_with",
            prefix: def.prefix,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckEndsWith = /*@__PURE__*/ $constructor("$ZodCheckEndsWith", (inst, def) => {
    $ZodCheck.init(inst, def);
    const pattern = new RegExp(`.*${escapeRegex(def.suffix)}$`);
    def.pattern ?? (def.pattern = pattern);
    inst._zod.check = (payload) => {
        if (payload.value.endsWith(def.suffix))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "ends_with",
            suffix: def.suffix,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
///////////////////////////////////
/////    $ZodCheckProperty    /////
///////////////////////////////////
function handleCheckPropertyResult(result, payload, property) {
    if (result.issues.length) {
        payload.issues.push(...prefixIssues(property, result.issues));
    }
}
const $ZodCheckProperty = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckProperty", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        const result = def.schema._zod.run({
            value: payload.value[def.property],
            issues: [],
        }, {});
        if (result instanceof Promise) {
            return result.then((result) => handleCheckPropertyResult(result, payload, def.property));
        }
        handleCheckPropertyResult(result, payload, def.property);
        return;
    };
})));
const $ZodCheckProperties = /*@__PURE__*/ $constructor("$ZodCheckProperties", (inst, def) => {
    $ZodCheck.init(inst, def);
    hide(inst, Symbol.iterator, function* () {
        yield inst;
    });
    // key and schema snapshotted together: reading one live and the other cached lets a later mutation of the caller's shape object pair a stale key with a missing schema
    let entries;
    inst._zod.check = (payload) => {
        // the base schema already typed the value, so only a nullish one is rejected here: the properties read on a primitive too, matching z.property() on a string's length
        if (payload.value == null) {
            payload.issues.push({ expected: "object", code: "invalid_type", input: payload.value, inst });
            return undefined;
        }
        entries ?? (entries = Reflect.ownKeys(def.shape).map((key) => [key, def.shape[key]]));
        const input = payload.value;
        let proms;
        for (const [key, schema] of entries) {
            const result = schema._zod.run({ value: input[key], issues: [] }, {});
            if (result instanceof Promise) {
                proms ?? (proms = []);
                proms.push(result.then((result) => handleCheckPropertyResult(result, payload, key)));
            }
            else {
                handleCheckPropertyResult(result, payload, key);
            }
        }
        if (proms)
            return Promise.all(proms).then(() => undefined);
        return undefined;
    };
});
const $ZodCheckMimeType = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMimeType", (inst, def) => {
    $ZodCheck.init(inst, def);
    const mimeSet = new Set(def.mime);
    inst._zod.check = (payload) => {
        if (mimeSet.has(payload.value.type))
            return;
        payload.issues.push({
            code: "invalid_value",
            values: def.mime,
            input: payload.value.type,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckOverwrite = /*@__PURE__*/ $constructor("$ZodCheckOverwrite", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        payload.value = def.tx(payload.value);
    };
});

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/doc.js
class Doc {
    constructor(args = [], closed = {}) {
        this.content = [];
        this.indent = 0;
        this.args = args;
        this.closed = closed;
    }
    // the compiler catches a child's throw and keeps writing into this doc, so the indent has to unwind with it
    indented(fn) {
        this.indent += 1;
        try {
            fn(this);
        }
        finally {
            this.indent -= 1;
        }
    }
    write(arg) {
        if (typeof arg === "function") {
            arg(this, { execution: "sync" });
            arg(this, { execution: "async" });
            return;
        }
        const content = arg;
        const lines = content.split("\n").filter((x) => x);
        const minIndent = Math.min(...lines.map((x) => x.length - x.trimStart().length));
        const dedented = lines.map((x) => x.slice(minIndent)).map((x) => " ".repeat(this.indent * 2) + x);
        for (const line of dedented) {
            this.content.push(line);
        }
    }
    compile() {
        const F = Function;
        const content = this?.content ?? [``];
        const factory = new F(...Object.keys(this.closed), `return function (${this.args.join(", ")}) {\n${content.join("\n")}\n};`);
        return factory(...Object.values(this.closed));
    }
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/versions.js
const version = {
    major: 4,
    minor: 6,
    patch: 7,
};

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/schemas.js







const $ZodType = /*@__PURE__*/ $constructor("$ZodType", (inst, def) => {
    var _a;
    inst ?? (inst = {});
    inst._zod.def = def; // set _def property
    inst._zod.bag = inst._zod.bag || {}; // initialize _bag object
    inst._zod.version = version;
    const defChecks = inst._zod.def.checks;
    // if inst is itself a checks.$ZodCheck, run it as a check
    const checks = inst._zod.traits.has("$ZodCheck")
        ? [inst, ...(defChecks ?? [])]
        : defChecks?.length
            ? [...defChecks]
            : [];
    for (const ch of checks) {
        for (const fn of ch._zod.onattach) {
            fn(inst);
        }
    }
    if (checks.length === 0) {
        // deferred initializer inst._zod.parse is not yet defined
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred?.push(() => {
            inst._zod.run = inst._zod.parse;
        });
    }
    else {
        const runChecks = (payload, checks, ctx) => {
            if (payload.memo)
                return payload;
            let isAborted = aborted(payload);
            let asyncResult;
            for (const ch of checks) {
                if (ch._zod.def.when) {
                    if (explicitlyAborted(payload))
                        continue;
                    const shouldRun = ch._zod.def.when(payload);
                    if (!shouldRun)
                        continue;
                }
                else if (isAborted) {
                    continue;
                }
                const currLen = payload.issues.length;
                const _ = ch._zod.check(payload);
                if (_ instanceof Promise && ctx?.async === false) {
                    throw new $ZodAsyncError();
                }
                if (asyncResult || _ instanceof Promise) {
                    asyncResult = (asyncResult ?? Promise.resolve()).then(async () => {
                        await _;
                        const nextLen = payload.issues.length;
                        if (nextLen === currLen)
                            return;
                        attachSchema(payload.issues, currLen, inst);
                        if (!isAborted)
                            isAborted = aborted(payload, currLen);
                    });
                }
                else {
                    const nextLen = payload.issues.length;
                    if (nextLen === currLen)
                        continue;
                    attachSchema(payload.issues, currLen, inst);
                    if (!isAborted)
                        isAborted = aborted(payload, currLen);
                }
            }
            if (asyncResult) {
                return asyncResult.then(() => {
                    return payload;
                });
            }
            return payload;
        };
        const handleCanaryResult = (canary, payload, ctx) => {
            // abort if the canary is aborted
            if (aborted(canary)) {
                canary.aborted = true;
                return canary;
            }
            // run checks first, then
            const checkResult = runChecks(payload, checks, ctx);
            if (checkResult instanceof Promise) {
                if (ctx.async === false)
                    throw new $ZodAsyncError();
                return checkResult.then((checkResult) => inst._zod.parse(checkResult, ctx));
            }
            return inst._zod.parse(checkResult, ctx);
        };
        inst._zod.run = (payload, ctx) => {
            if (ctx.skipChecks) {
                return inst._zod.parse(payload, ctx);
            }
            if (ctx.direction === "backward") {
                // run canary initial pass (no checks)
                const canary = inst._zod.parse({ value: payload.value, issues: [] }, { ...ctx, skipChecks: true });
                if (canary instanceof Promise) {
                    return canary.then((canary) => {
                        return handleCanaryResult(canary, payload, ctx);
                    });
                }
                return handleCanaryResult(canary, payload, ctx);
            }
            // forward
            const result = inst._zod.parse(payload, ctx);
            if (result instanceof Promise) {
                if (ctx.async === false)
                    throw new $ZodAsyncError();
                return result.then((result) => runChecks(result, checks, ctx));
            }
            return runChecks(result, checks, ctx);
        };
    }
}, {
    // Wrappers extend this by installing a richer factory over it; reading it eagerly would defeat the laziness.
    get "~standard"() {
        return hide(this, "~standard", standardProps(this));
    },
    set "~standard"(value) {
        own(this, "~standard", value);
    },
});
/** The Standard Schema surface for `inst`. Shared so wrappers can extend it without forcing it. */
// a Standard Schema result only reports issues, so a failure finalizes them straight off the raw payload: no ZodError, and no lazy result to read through
const toStandardResult = (r, ctx) => r.issues.length ? { issues: r.issues.map((iss) => finalizeIssue(iss, ctx, config())) } : { value: r.value };
async function validateAsync(inst, value) {
    const ctx = { async: true };
    return toStandardResult((await inst._zod.run({ value, issues: [] }, ctx)), ctx);
}
function standardProps(inst) {
    return {
        validate: (value) => {
            const ctx = { async: false };
            try {
                const r = inst._zod.run({ value, issues: [] }, ctx);
                if (!(r instanceof Promise))
                    return toStandardResult(r, ctx);
            }
            catch (_) { }
            // async function so a synchronously throwing check rejects instead of escaping validate
            return validateAsync(inst, value);
        },
        vendor: "zod",
        version: 1,
    };
}

const $ZodString = /*@__PURE__*/ $constructor("$ZodString", (inst, def) => {
    $ZodType.init(inst, def);
    // a format's own pattern, else unbounded; a template literal derives the check-aware form itself
    inst._zod.pattern = def.pattern ?? anyString;
    inst._zod.parse = (payload, _) => {
        if (def.coerce)
            try {
                payload.value = String(payload.value);
            }
            catch (_) { }
        if (typeof payload.value === "string")
            return payload;
        payload.issues.push({
            expected: "string",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodStringFormat = /*@__PURE__*/ $constructor("$ZodStringFormat", (inst, def) => {
    // check initialization must come first
    $ZodCheckStringFormat.init(inst, def);
    $ZodString.init(inst, def);
});
const $ZodGUID = /*@__PURE__*/ $constructor("$ZodGUID", (inst, def) => {
    def.pattern ?? (def.pattern = guid);
    $ZodStringFormat.init(inst, def);
});
const $ZodUUID = /*@__PURE__*/ $constructor("$ZodUUID", (inst, def) => {
    if (def.version) {
        const versionMap = {
            v1: 1,
            v2: 2,
            v3: 3,
            v4: 4,
            v5: 5,
            v6: 6,
            v7: 7,
            v8: 8,
        };
        const v = versionMap[def.version];
        if (v === undefined)
            throw new Error(`Invalid UUID version: "${def.version}"`);
        def.pattern ?? (def.pattern = uuid(v));
    }
    else
        def.pattern ?? (def.pattern = uuid());
    $ZodStringFormat.init(inst, def);
});
const $ZodEmail = /*@__PURE__*/ $constructor("$ZodEmail", (inst, def) => {
    def.pattern ?? (def.pattern = email);
    $ZodStringFormat.init(inst, def);
});
/** The `://` guard rejected the input before the URL constructor saw it. */
const URL_BAD_FORMAT = 1;
/** The URL parser rejected the input. */
const URL_UNPARSEABLE = 2;
function canParseURL(input) {
    try {
        if (typeof URL !== "undefined" && typeof URL.canParse === "function")
            return URL.canParse(input);
        new URL(input);
        return true;
    }
    catch {
        return false;
    }
}
function validateURL(trimmed, def) {
    if (!("normalize" in def) && !("hostname" in def) && !("protocol" in def)) {
        return canParseURL(trimmed) || URL_UNPARSEABLE;
    }
    return parseURLObject(trimmed, def);
}
/** Parses a URL while preserving the non-normalizing HTTP guard. */
function parseURLObject(trimmed, def) {
    // When normalize is off, require :// for http/https URLs. This prevents strings like "http:example.com" or "https:/path" from being silently accepted
    if (!def.normalize && def.protocol?.source === httpProtocol.source && !/^https?:\/\//i.test(trimmed)) {
        return URL_BAD_FORMAT;
    }
    try {
        if (typeof URL !== "undefined") {
            const URLStatic = URL;
            if (typeof URLStatic.parse === "function")
                return URLStatic.parse(trimmed) ?? URL_UNPARSEABLE;
        }
        // @ts-ignore
        return new URL(trimmed);
    }
    catch {
        return URL_UNPARSEABLE;
    }
}
const asciiTabOrNewline = /[\t\n\r]/g;
/** The URL parser deletes every ASCII tab, LF and CR from its input before it parses, so `new URL("https://exa\nmple.com")` reports on `example.com`. Applying the same deletion to the returned value closes the half of that divergence which can move the host; the parser's other rewrite, stripping C0 controls at the edges, cannot. */
function stripTabAndNewline(value) {
    return value.replace(asciiTabOrNewline, "");
}
function urlHostnameOk(url, hostname) {
    hostname.lastIndex = 0;
    return hostname.test(url.hostname);
}
function urlProtocolOk(url, protocol) {
    protocol.lastIndex = 0;
    return protocol.test(url.protocol.endsWith(":") ? url.protocol.slice(0, -1) : url.protocol);
}
const $ZodURL = /*@__PURE__*/ $constructor("$ZodURL", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        try {
            // Trim whitespace from input
            const trimmed = payload.value.trim();
            const url = validateURL(trimmed, def);
            if (url === URL_BAD_FORMAT) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid URL format",
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
                return;
            }
            if (url === URL_UNPARSEABLE) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
                return;
            }
            if (url === true) {
                payload.value = stripTabAndNewline(trimmed);
                return;
            }
            if (def.hostname && !urlHostnameOk(url, def.hostname)) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid hostname",
                    pattern: def.hostname.source,
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
            }
            if (def.protocol && !urlProtocolOk(url, def.protocol)) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid protocol",
                    pattern: def.protocol.source,
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
            }
            // Set the output value based on normalize flag
            payload.value = def.normalize ? url.href : stripTabAndNewline(trimmed);
            return;
        }
        catch (_) {
            payload.issues.push({
                code: "invalid_format",
                format: "url",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
});
const $ZodEmoji = /*@__PURE__*/ $constructor("$ZodEmoji", (inst, def) => {
    def.pattern ?? (def.pattern = emoji());
    $ZodStringFormat.init(inst, def);
});
const $ZodNanoID = /*@__PURE__*/ $constructor("$ZodNanoID", (inst, def) => {
    if (def.length !== undefined && (!Number.isInteger(def.length) || def.length < 1))
        throw new Error(`Invalid nanoid length: ${def.length}`);
    def.pattern ?? (def.pattern = def.length === undefined ? nanoid : nanoidOfLength(def.length));
    $ZodStringFormat.init(inst, def);
});
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link $ZodCUID2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const $ZodCUID = /*@__PURE__*/ $constructor("$ZodCUID", (inst, def) => {
    def.pattern ?? (def.pattern = cuid);
    $ZodStringFormat.init(inst, def);
});
const $ZodCUID2 = /*@__PURE__*/ $constructor("$ZodCUID2", (inst, def) => {
    def.pattern ?? (def.pattern = cuid2);
    $ZodStringFormat.init(inst, def);
});
const $ZodULID = /*@__PURE__*/ $constructor("$ZodULID", (inst, def) => {
    def.pattern ?? (def.pattern = ulid);
    $ZodStringFormat.init(inst, def);
});
const $ZodXID = /*@__PURE__*/ $constructor("$ZodXID", (inst, def) => {
    def.pattern ?? (def.pattern = xid);
    $ZodStringFormat.init(inst, def);
});
const $ZodKSUID = /*@__PURE__*/ $constructor("$ZodKSUID", (inst, def) => {
    def.pattern ?? (def.pattern = ksuid);
    $ZodStringFormat.init(inst, def);
});
const $ZodISODateTime = /*@__PURE__*/ $constructor("$ZodISODateTime", (inst, def) => {
    def.pattern ?? (def.pattern = datetime(def));
    $ZodStringFormat.init(inst, def);
});
const $ZodISODate = /*@__PURE__*/ $constructor("$ZodISODate", (inst, def) => {
    def.pattern ?? (def.pattern = date);
    $ZodStringFormat.init(inst, def);
});
const $ZodISOTime = /*@__PURE__*/ $constructor("$ZodISOTime", (inst, def) => {
    def.pattern ?? (def.pattern = time(def));
    $ZodStringFormat.init(inst, def);
});
const $ZodISODuration = /*@__PURE__*/ $constructor("$ZodISODuration", (inst, def) => {
    def.pattern ?? (def.pattern = duration);
    $ZodStringFormat.init(inst, def);
});
const $ZodIPv4 = /*@__PURE__*/ $constructor("$ZodIPv4", (inst, def) => {
    def.pattern ?? (def.pattern = ipv4);
    $ZodStringFormat.init(inst, def);
});
/** An IPv6 address is written with hex digits, colons and dots, and nothing else. The guard is what makes the check below an IPv6 check: `new URL("http://[...]")` parses an authority, not an address, so `@` and `\` re-delimit it and `"::@1\\"` validates against the host `0.0.0.1`. The URL parser also deletes ASCII tab, LF and CR rather than failing, which is how `"::1\n"` validated as `::1`. */
const ipv6Alphabet = /^[0-9a-fA-F:.]+$/;
function isValidIPv6(value) {
    if (!ipv6Alphabet.test(value))
        return false;
    return canParseURL(`http://[${value}]`);
}
const $ZodIPv6 = /*@__PURE__*/ $constructor("$ZodIPv6", (inst, def) => {
    def.pattern ?? (def.pattern = ipv6);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (!isValidIPv6(payload.value)) {
            payload.issues.push({
                code: "invalid_format",
                format: "ipv6",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
});
const $ZodMAC = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodMAC", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.mac(def.delimiter));
    $ZodStringFormat.init(inst, def);
})));
const $ZodCIDRv4 = /*@__PURE__*/ $constructor("$ZodCIDRv4", (inst, def) => {
    def.pattern ?? (def.pattern = cidrv4);
    $ZodStringFormat.init(inst, def);
});
function isValidCIDRv6(value) {
    const parts = value.split("/");
    if (parts.length !== 2)
        return false;
    const [address, prefix] = parts;
    if (!prefix)
        return false;
    const prefixNum = Number(prefix);
    if (`${prefixNum}` !== prefix)
        return false;
    if (prefixNum < 0 || prefixNum > 128)
        return false;
    return isValidIPv6(address);
}
const $ZodCIDRv6 = /*@__PURE__*/ $constructor("$ZodCIDRv6", (inst, def) => {
    def.pattern ?? (def.pattern = cidrv6); // not used for validation
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (!isValidCIDRv6(payload.value)) {
            payload.issues.push({
                code: "invalid_format",
                format: "cidrv6",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
});
//////////////////////////////   ZodBase64   //////////////////////////////
function isValidBase64(data) {
    if (data === "")
        return true;
    // atob ignores whitespace, so reject it up front.
    if (/\s/.test(data))
        return false;
    if (data.length % 4 !== 0)
        return false;
    try {
        // @ts-ignore
        atob(data);
        return true;
    }
    catch {
        return false;
    }
}
// lax on purpose: the quantified regexes.base64 overflows the regex stack on multi-MB input and its leading ^$| alternation leaks through template-literal composition; isValidBase64 enforces length and padding
const base64Charset = /^[0-9a-zA-Z+/]*={0,2}$/;
const $ZodBase64 = /*@__PURE__*/ $constructor("$ZodBase64", (inst, def) => {
    def.pattern ?? (def.pattern = base64Charset);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidBase64(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "base64",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
//////////////////////////////   ZodBase64URL   //////////////////////////////
// lax on purpose: the quantified regexes.base64url overflows the regex stack on multi-MB input; isValidBase64 enforces length on the padded string
const base64urlCharset = /^[A-Za-z0-9_-]*$/;
function isValidBase64URL(data) {
    if (!base64urlCharset.test(data))
        return false;
    const base64 = data.replace(/[-_]/g, (c) => (c === "-" ? "+" : "/"));
    const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, "=");
    return isValidBase64(padded);
}
const $ZodBase64URL = /*@__PURE__*/ $constructor("$ZodBase64URL", (inst, def) => {
    def.pattern ?? (def.pattern = base64urlCharset);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidBase64URL(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "base64url",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodE164 = /*@__PURE__*/ $constructor("$ZodE164", (inst, def) => {
    def.pattern ?? (def.pattern = e164);
    $ZodStringFormat.init(inst, def);
});
//////////////////////////////   ZodCreditCard   //////////////////////////////
const CC_SANITIZE = /[- ]/g;
/** Luhn checksum on a digit-only string. Adapted from valibot (MIT). */
function isLuhnAlgo(digits) {
    let length = digits.length;
    let bit = 1;
    let sum = 0;
    while (length) {
        const value = digits.charCodeAt(--length) - 48;
        bit ^= 1;
        sum += bit ? [0, 2, 4, 6, 8, 1, 3, 5, 7, 9][value] : value;
    }
    return sum % 10 === 0;
}
function isValidCreditCard(input) {
    if (!regexes.creditCard.test(input))
        return false;
    return isLuhnAlgo(input.replace(CC_SANITIZE, ""));
}
const $ZodCreditCard = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCreditCard", (inst, def) => {
    // Shape only — the Luhn check below is not expressible as a pattern, so consumers of `pattern` (JSON Schema, template literals) get the length and separator rules alone.
    def.pattern ?? (def.pattern = regexes.creditCard);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidCreditCard(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "credit_card",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
//////////////////////////////   ZodIBAN   //////////////////////////////
// iso 7064 mod 97-10 checksum without BigInt
function isIso7064Mod97(iban) {
    let remainder = 0;
    const len = iban.length;
    for (let i = 4; i < len; i++) {
        const code = iban.charCodeAt(i);
        remainder = (code >= 65 ? remainder * 100 + (code - 55) : remainder * 10 + (code - 48)) % 97;
    }
    for (let i = 0; i < 4; i++) {
        const code = iban.charCodeAt(i);
        remainder = (code >= 65 ? remainder * 100 + (code - 55) : remainder * 10 + (code - 48)) % 97;
    }
    return remainder === 1;
}
function isValidIBAN(input) {
    if (!regexes.iban.test(input))
        return false;
    return isIso7064Mod97(input);
}
const $ZodIBAN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodIBAN", (inst, def) => {
    // shape only — checksum is not expressible as a pattern
    def.pattern ?? (def.pattern = regexes.iban);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidIBAN(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "iban",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
//////////////////////////////   ZodJWT   //////////////////////////////
function isValidJWT(token, algorithm = null) {
    try {
        const tokensParts = token.split(".");
        if (tokensParts.length !== 3)
            return false;
        const [header] = tokensParts;
        if (!header)
            return false;
        // @ts-ignore
        const parsedHeader = JSON.parse(atob(header));
        if ("typ" in parsedHeader && parsedHeader?.typ !== "JWT")
            return false;
        if (!parsedHeader.alg)
            return false;
        if (algorithm && (!("alg" in parsedHeader) || parsedHeader.alg !== algorithm))
            return false;
        return true;
    }
    catch {
        return false;
    }
}
const $ZodJWT = /*@__PURE__*/ $constructor("$ZodJWT", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidJWT(payload.value, def.alg))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "jwt",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCustomStringFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCustomStringFormat", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (def.fn(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: def.format,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodNumber = /*@__PURE__*/ $constructor("$ZodNumber", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = number;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = Number(payload.value);
            }
            catch (_) { }
        const input = payload.value;
        if (typeof input === "number" && !Number.isNaN(input) && Number.isFinite(input)) {
            return payload;
        }
        const received = typeof input === "number"
            ? Number.isNaN(input)
                ? "NaN"
                : !Number.isFinite(input)
                    ? String(input)
                    : undefined
            : undefined;
        payload.issues.push({
            expected: "number",
            code: "invalid_type",
            input,
            inst,
            ...(received ? { received } : {}),
        });
        return payload;
    };
});
const $ZodNumberFormat = /*@__PURE__*/ $constructor("$ZodNumberFormat", (inst, def) => {
    $ZodCheckNumberFormat.init(inst, def);
    $ZodNumber.init(inst, def); // no format checks
});
const $ZodBoolean = /*@__PURE__*/ $constructor("$ZodBoolean", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = regexes_boolean;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = Boolean(payload.value);
            }
            catch (_) { }
        const input = payload.value;
        if (typeof input === "boolean")
            return payload;
        payload.issues.push({
            expected: "boolean",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
});
const $ZodBigInt = /*@__PURE__*/ $constructor("$ZodBigInt", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = bigint;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = BigInt(payload.value);
            }
            catch (_) { }
        if (typeof payload.value === "bigint")
            return payload;
        payload.issues.push({
            expected: "bigint",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodBigIntFormat", (inst, def) => {
    checks.$ZodCheckBigIntFormat.init(inst, def);
    $ZodBigInt.init(inst, def); // no format checks
})));
const $ZodSymbol = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSymbol", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "symbol")
            return payload;
        payload.issues.push({
            expected: "symbol",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodUndefined = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodUndefined", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = regexes.undefined;
    inst._zod.values = new Set([undefined]);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "undefined")
            return payload;
        payload.issues.push({
            expected: "undefined",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodNull = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodNull", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = regexes.null;
    inst._zod.values = new Set([null]);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (input === null)
            return payload;
        payload.issues.push({
            expected: "null",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodAny = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodAny", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload) => payload;
})));
const $ZodUnknown = /*@__PURE__*/ $constructor("$ZodUnknown", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload) => payload;
});
const $ZodNever = /*@__PURE__*/ $constructor("$ZodNever", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        payload.issues.push({
            expected: "never",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodVoid = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodVoid", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "undefined")
            return payload;
        payload.issues.push({
            expected: "void",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodDate = /*@__PURE__*/ $constructor("$ZodDate", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce) {
            try {
                payload.value = new Date(payload.value);
            }
            catch (_err) { }
        }
        const input = payload.value;
        const isDate = input instanceof Date;
        const isValidDate = isDate && !Number.isNaN(input.getTime());
        if (isValidDate)
            return payload;
        payload.issues.push({
            expected: "date",
            code: "invalid_type",
            input,
            ...(isDate ? { received: "Invalid Date" } : {}),
            inst,
        });
        return payload;
    };
});
// an oversized container fails its leading size checks before any element is parsed
function capSize(inst, size) {
    const caps = sizeCaps(inst._zod.def.checks);
    if (!caps.length)
        return;
    const cap = Math.min(...caps.map((c) => c[0]));
    const parse = inst._zod.parse;
    inst._zod.parse = (payload, ctx) => {
        const n = size(payload.value);
        if (n > cap && !ctx?.skipChecks && ctx?.direction !== "backward") {
            for (const [max, ch] of sizeCaps(inst._zod.def.checks)) {
                if (n > max && ch._zod.def.when(payload)) {
                    const start = payload.issues.length;
                    ch._zod.check(payload);
                    // the value is still the raw input, so no later check may read it
                    payload.issues[start].continue = false;
                    attachSchema(payload.issues, start, inst);
                    return payload;
                }
            }
        }
        return parse(payload, ctx);
    };
}
const arraySize = (input) => (Array.isArray(input) ? input.length : -1);
const mapSize = (input) => (input instanceof Map ? input.size : -1);
const setSize = (input) => (input instanceof Set ? input.size : -1);
function handleArrayResult(result, final, index) {
    if (result.issues.length) {
        final.issues.push(...prefixIssues(index, result.issues));
    }
    final.value[index] = result.value;
}
const $ZodArray = /*@__PURE__*/ $constructor("$ZodArray", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!Array.isArray(input)) {
            payload.issues.push({
                expected: "array",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, Array(input.length), ctx) : Array(input.length);
        const proms = [];
        const abortEarly = ctx?.abortEarly;
        for (let i = 0; i < input.length; i++) {
            const item = input[i];
            const result = def.element._zod.run({
                value: item,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                proms.push(result.then((result) => handleArrayResult(result, payload, i)));
            }
            else {
                handleArrayResult(result, payload, i);
                // the element's payload is authoritative here, since handleArrayResult forwards every issue; an object's is not, because it drops a failed absent optional
                if (abortEarly && result.issues.length !== 0 && aborted(result))
                    break;
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => payload);
        }
        return payload; //handleArrayResultsAsync(parseResults, final);
    };
    capSize(inst, arraySize);
});
function handlePropertyResult(result, final, key, input, optin, optout) {
    const isPresent = key in input;
    const isOptionalOut = optout === "optional";
    // The middle rung means "absence permitted, nothing supplied in its place", so an absent key contributes nothing — whatever the schema made of `undefined` is invented, not substituted. Only `optional` reaches this with a value: `defaulted` substitutes, and a schema that isn't optional-out has to keep the key.
    if (!isPresent && isOptionalOut && optin === "optional") {
        return;
    }
    if (result.issues.length) {
        // For optional-in/out schemas, ignore errors on absent keys.
        if (optin !== undefined && isOptionalOut && !isPresent) {
            return;
        }
        final.issues.push(...prefixIssues(key, result.issues));
    }
    if (!isPresent && optin === undefined) {
        if (!result.issues.length) {
            final.issues.push({
                code: "invalid_type",
                expected: "nonoptional",
                input: undefined,
                path: [key],
            });
        }
        return;
    }
    if (result.value === undefined) {
        if (isPresent || (optin === "defaulted" && !isOptionalOut)) {
            final.value[key] = undefined;
        }
    }
    else {
        final.value[key] = result.value;
    }
}
// one shared instance; a fresh [] per schema cost 56 bytes retained
const NO_SYMBOL_KEYS = [];
function normalizeDef(def) {
    const keys = Object.keys(def.shape);
    const ownSymbols = Object.getOwnPropertySymbols(def.shape);
    const symbolKeys = ownSymbols.length ? ownSymbols : NO_SYMBOL_KEYS;
    // aliases `keys` when there are no symbols, so a string-only shape keeps one array
    const allKeys = symbolKeys.length ? [...keys, ...symbolKeys] : keys;
    for (const k of allKeys) {
        if (!def.shape?.[k]?._zod?.traits?.has("$ZodType")) {
            throw new Error(`Invalid element at key "${String(k)}": expected a Zod schema`);
        }
    }
    const okeys = optionalKeys(def.shape);
    return {
        ...def,
        allKeys,
        symbolKeys,
        // string-only: handleCatchall matches it against `for...in`, which never yields a symbol
        keySet: new Set(keys),
        numKeys: keys.length,
        optionalKeys: new Set(okeys),
    };
}
function handleCatchall(proms, input, payload, ctx, def, inst, abortEarly) {
    const unrecognized = [];
    const keySet = def.keySet;
    const _catchall = def.catchall._zod;
    const t = _catchall.def.type;
    const optin = _catchall.optin;
    const optout = _catchall.optout;
    // starts at 0, not the current length: the shape phase already ran and may have aborted
    let seen = 0;
    for (const key in input) {
        if (abortEarly && payload.issues.length !== seen) {
            if (aborted(payload, seen))
                break;
            seen = payload.issues.length;
        }
        // Must precede the __proto__ branch: a declared key is not unrecognized, even though the shape loop deliberately strips __proto__ from the parsed output.
        if (keySet.has(key))
            continue;
        // Don't copy an undeclared __proto__ into the result; assignment to a plain {} would replace the result prototype. But in strict mode it is still an unknown key, so report it before skipping.
        if (key === "__proto__") {
            if (t === "never")
                unrecognized.push(key);
            continue;
        }
        if (t === "never") {
            unrecognized.push(key);
            continue;
        }
        const r = _catchall.run({ value: input[key], issues: [] }, ctx);
        if (r instanceof Promise) {
            proms.push(r.then((r) => handlePropertyResult(r, payload, key, input, optin, optout)));
        }
        else {
            handlePropertyResult(r, payload, key, input, optin, optout);
        }
    }
    if (unrecognized.length) {
        payload.issues.push({
            code: "unrecognized_keys",
            keys: unrecognized,
            input,
            inst,
            // Describes the shape of the input, not the validity of the parsed value, so it never aborts. The parse still fails; the schema's own checks just get to run first, and an enclosing intersection can reconcile the key against a sibling operand.
            continue: true,
        });
    }
    if (!proms.length)
        return payload;
    return Promise.all(proms).then(() => {
        return payload;
    });
}
const $ZodObject = /*@__PURE__*/ $constructor("$ZodObject", (inst, def) => {
    // requires cast because technically $ZodObject doesn't extend
    $ZodType.init(inst, def);
    const desc = Object.getOwnPropertyDescriptor(def, "shape");
    // a cloned def carries its source's accessor, which knows the shape it answers from; adopting that keeps the clone's keys readable without running it
    const sh = desc?.get ? desc.get.raw : (def.shape ?? {});
    if (sh) {
        // Freezes the shape on first read, so its getters resolve once and every later read sees the same schemas.
        const get = () => {
            const newSh = { ...sh };
            Object.defineProperty(def, "shape", { value: newSh });
            get.raw = newSh;
            return newSh;
        };
        get.raw = sh;
        Object.defineProperty(def, "shape", { get });
    }
    const _normalized = cached(() => normalizeDef(def));
    defineLazyInternal(inst, "propValues", (zod) => {
        const shape = zod.def.shape;
        const propValues = {};
        for (const key in shape) {
            const field = shape[key]._zod;
            if (field.values) {
                if (!Object.prototype.hasOwnProperty.call(propValues, key)) {
                    util_assignProp(propValues, key, new Set());
                }
                for (const v of field.values)
                    propValues[key].add(v);
                // An omittable slot reads back as undefined at a discriminator lookup, so it has to claim undefined: two options that can both omit the key are not discriminable on it.
                if (field.optin !== undefined)
                    propValues[key].add(undefined);
            }
        }
        return propValues;
    });
    const isObject = util_isObject;
    const catchall = def.catchall;
    let value;
    const memo = globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        value ?? (value = _normalized.value);
        const input = payload.value;
        if (!isObject(input)) {
            payload.issues.push({
                expected: "object",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
        const proms = [];
        const shape = value.shape;
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const key of value.allKeys) {
            if (abortEarly && payload.issues.length !== seen) {
                if (aborted(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            if (key === "__proto__")
                continue;
            const el = shape[key];
            const optin = el._zod.optin;
            const optout = el._zod.optout;
            const r = el._zod.run({ value: input[key], issues: [] }, ctx);
            if (r instanceof Promise) {
                proms.push(r.then((r) => handlePropertyResult(r, payload, key, input, optin, optout)));
            }
            else {
                handlePropertyResult(r, payload, key, input, optin, optout);
            }
        }
        if (!catchall) {
            return proms.length ? Promise.all(proms).then(() => payload) : payload;
        }
        return handleCatchall(proms, input, payload, ctx, _normalized.value, inst, abortEarly === true);
    };
});
const $ZodObjectJIT = /*@__PURE__*/ $constructor("$ZodObjectJIT", (inst, def) => {
    // requires cast because technically $ZodObject doesn't extend
    $ZodObject.init(inst, def);
    const superParse = inst._zod.parse;
    const _normalized = cached(() => normalizeDef(def));
    const memo = globalConfig.memoizer;
    const generateFastpass = (shape) => {
        const normalized = _normalized.value;
        const syms = normalized.symbolKeys;
        // a symbol has no source literal, so it is read as `syms[i]` off the closed-over scope
        const doc = new Doc(["payload", "ctx"], { shape, inst, memo, syms });
        const parseStr = (k) => `shape[${k}]._zod.run({ value: input[${k}], issues: [] }, ctx)`;
        // prefixes in place, like util.prefixIssues. newResult must land before the early return: a catchall runs after this and would otherwise write onto the caller's input
        const prefixStr = (id, k) => `
          let ${id}_ab = false;
          for (let i = 0; i < ${id}.issues.length; i++) {
            const iss = ${id}.issues[i];
            iss.path = iss.path ? [${k}, ...iss.path] : [${k}];
            payload.issues.push(iss);
            if (iss.continue !== true) ${id}_ab = true;
          }
          if (${id}_ab && ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }`;
        doc.write(`const input = payload.value;`);
        const ids = Object.create(null);
        let counter = 0;
        for (const key of normalized.allKeys) {
            ids[key] = `key_${counter++}`;
        }
        // A: preserve key order {
        doc.write(memo ? `const newResult = memo.alloc(inst, payload, {}, ctx);` : `const newResult = {};`);
        for (const key of normalized.allKeys) {
            if (key === "__proto__")
                continue;
            const id = ids[key];
            const k = typeof key === "symbol" ? `syms[${syms.indexOf(key)}]` : esc(key);
            const isPresent = `${k} in input`;
            const schema = shape[key];
            const optin = schema?._zod?.optin;
            const isOptionalIn = optin !== undefined;
            const isOptionalOut = schema?._zod?.optout === "optional";
            doc.write(`const ${id} = ${parseStr(k)};`);
            if (isOptionalIn && isOptionalOut) {
                // For optional-in/out schemas, ignore errors on absent keys — and, like the interpreted path, drop the value produced alongside them. The middle rung goes further: it permits absence without supplying anything in its place, so an absent key contributes nothing at all.
                const assign = optin === "optional" ? `${id}_present` : `${id}.value !== undefined || ${id}_present`;
                doc.write(`
        const ${id}_present = ${isPresent};
        if (!${id}.issues.length || ${id}_present) {
          if (${id}.issues.length) {${prefixStr(id, k)}
          }

          if (${assign}) {
            newResult[${k}] = ${id}.value;
          }
        }

      `);
            }
            else if (!isOptionalIn) {
                doc.write(`
        const ${id}_present = ${isPresent};
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
        if (!${id}_present && !${id}.issues.length) {
          payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: undefined,
            path: [${k}]
          });
          if (ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }
        }

        if (${id}_present) {
          newResult[${k}] = ${id}.value;
        }

      `);
            }
            else {
                doc.write(`
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
      `);
                if (optin === "defaulted") {
                    doc.write(`newResult[${k}] = ${id}.value;`);
                }
                else {
                    doc.write(`
        if (${id}.value !== undefined || ${isPresent}) {
          newResult[${k}] = ${id}.value;
        }
      `);
                }
            }
        }
        doc.write(`payload.value = newResult;`);
        doc.write(`return payload;`);
        // closing `shape` in is what pays: turbofan specializes the parser against that one shape object, so every `shape[k]._zod.run` folds to a known callee. as a parameter it stays a generic load and measures 13% slower even with the forwarding frame gone
        return doc.compile();
    };
    let fastpass;
    const isObject = util_isObject;
    const jit = !globalConfig.jitless;
    const allowsEval = util_allowsEval;
    const fastEnabled = jit && allowsEval.value; // && !def.catchall;
    const catchall = def.catchall;
    let value;
    inst._zod.parse = (payload, ctx) => {
        value ?? (value = _normalized.value);
        const input = payload.value;
        if (!isObject(input)) {
            payload.issues.push({
                expected: "object",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        if (jit && fastEnabled && ctx?.async === false && ctx.jitless !== true) {
            // always synchronous
            if (!fastpass)
                fastpass = generateFastpass(def.shape);
            payload = fastpass(payload, ctx);
            if (!catchall)
                return payload;
            return handleCatchall([], input, payload, ctx, value, inst, ctx?.abortEarly === true);
        }
        return superParse(payload, ctx);
    };
});
function handleUnionResults(results, final, inst, ctx) {
    for (const result of results) {
        if (result.issues.length === 0) {
            final.value = result.value;
            return final;
        }
    }
    const nonaborted = results.filter((r) => !aborted(r));
    if (nonaborted.length === 1) {
        final.value = nonaborted[0].value;
        return nonaborted[0];
    }
    final.issues.push({
        code: "invalid_union",
        input: final.value,
        inst,
        errors: results.map((result) => result.issues.map((iss) => finalizeIssue(iss, ctx, config()))),
    });
    return final;
}
const $ZodUnion = /*@__PURE__*/ $constructor("$ZodUnion", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "optin", (zod) => zod.def.options.some((o) => o._zod.optin === "defaulted")
        ? "defaulted"
        : zod.def.options.some((o) => o._zod.optin !== undefined)
            ? "optional"
            : undefined);
    defineLazyInternal(inst, "optout", (zod) => zod.def.options.some((o) => o._zod.optout === "optional") ? "optional" : undefined);
    defineLazyInternal(inst, "values", (zod) => {
        if (zod.def.options.every((o) => o._zod.values)) {
            return new Set(zod.def.options.flatMap((option) => Array.from(option._zod.values)));
        }
        return undefined;
    });
    defineLazyInternal(inst, "pattern", (zod) => {
        if (zod.def.options.every((o) => o._zod.pattern)) {
            const patterns = zod.def.options.map((o) => o._zod.pattern);
            return new RegExp(`^(${patterns.map((p) => cleanRegex(p.source)).join("|")})$`);
        }
        return undefined;
    });
    const first = def.options.length === 1 ? def.options[0]._zod.run : null;
    inst._zod.parse = (payload, ctx) => {
        if (first) {
            return first(payload, ctx);
        }
        let async = false;
        const results = [];
        for (const option of def.options) {
            const result = option._zod.run({
                value: payload.value,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                results.push(result);
                async = true;
            }
            else {
                if (result.issues.length === 0)
                    return result;
                results.push(result);
            }
        }
        if (!async)
            return handleUnionResults(results, payload, inst, ctx);
        return Promise.all(results).then((results) => {
            return handleUnionResults(results, payload, inst, ctx);
        });
    };
});
function handleExclusiveUnionResults(results, final, inst, ctx) {
    const matches = [];
    for (let i = 0; i < results.length; i++) {
        if (results[i].issues.length === 0)
            matches.push(i);
    }
    if (matches.length === 1) {
        final.value = results[matches[0]].value;
        return final;
    }
    if (matches.length === 0) {
        // No matches - same as regular union
        final.issues.push({
            code: "invalid_union",
            input: final.value,
            inst,
            errors: results.map((result) => result.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config()))),
        });
    }
    else {
        // Multiple matches - exclusive union failure
        final.issues.push({
            code: "invalid_union",
            input: final.value,
            inst,
            errors: [],
            inclusive: false,
            matches,
        });
    }
    return final;
}
const $ZodXor = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodXor", (inst, def) => {
    $ZodUnion.init(inst, def);
    def.inclusive = false;
    const first = def.options.length === 1 ? def.options[0]._zod.run : null;
    inst._zod.parse = (payload, ctx) => {
        if (first) {
            return first(payload, ctx);
        }
        let async = false;
        const results = [];
        for (const option of def.options) {
            const result = option._zod.run({
                value: payload.value,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                results.push(result);
                async = true;
            }
            else {
                results.push(result);
            }
        }
        if (!async)
            return handleExclusiveUnionResults(results, payload, inst, ctx);
        return Promise.all(results).then((results) => {
            return handleExclusiveUnionResults(results, payload, inst, ctx);
        });
    };
})));
/** Returns the option whose discriminator claims `value`, or throws if ambiguous. */
function getDiscriminatedOption(union, value) {
    const internals = union._zod;
    let map = internals.bag.optionsMap;
    if (!map) {
        map = discriminatorMap(internals.def);
        internals.bag.optionsMap = map;
    }
    const option = map.get(value);
    if (option === null)
        throw new Error(`Ambiguous discriminator value "${String(value)}"`);
    return option;
}
function discriminatorMap(def) {
    const map = new Map();
    for (const option of def.options) {
        const values = option._zod.propValues?.[def.discriminator];
        if (!values || values.size === 0)
            throw new Error(`Invalid discriminated union option at index "${def.options.indexOf(option)}"`);
        for (const value of values) {
            if (map.has(value)) {
                if (value !== undefined)
                    throw new Error(`Duplicate discriminator value "${String(value)}"`);
                // keep the collision marked so a later member cannot reclaim it
                map.set(value, null);
            }
            else {
                map.set(value, option);
            }
        }
    }
    return map;
}
const $ZodDiscriminatedUnion = 
/*@__PURE__*/
$constructor("$ZodDiscriminatedUnion", (inst, def) => {
    def.inclusive = false;
    $ZodUnion.init(inst, def);
    const _super = inst._zod.parse;
    defineLazyInternal(inst, "propValues", (zod) => {
        const propValues = {};
        let undefinedCount = 0;
        for (const option of zod.def.options) {
            const pv = option._zod.propValues;
            if (!pv || Object.keys(pv).length === 0)
                throw new Error(`Invalid discriminated union option at index "${zod.def.options.indexOf(option)}"`);
            if (pv[zod.def.discriminator]?.has(undefined))
                undefinedCount++;
            for (const [k, v] of Object.entries(pv)) {
                if (!Object.prototype.hasOwnProperty.call(propValues, k)) {
                    util_assignProp(propValues, k, new Set());
                }
                for (const val of v) {
                    propValues[k].add(val);
                }
            }
        }
        if (!zod.def.unionFallback && undefinedCount > 1)
            propValues[zod.def.discriminator]?.delete(undefined);
        return propValues;
    });
    // Checked now rather than in the lookup map below, so an option that lacks the discriminator fails at the `discriminatedUnion` call instead of on the first object parsed. Options whose shape cannot be enumerated without resolving it — pipes and lazies — are left to the map.
    def.options.forEach((option, i) => {
        const propShape = rawShape(option._zod.def);
        if (propShape && !Object.prototype.hasOwnProperty.call(propShape, def.discriminator)) {
            throw new Error(`Invalid discriminated union option at index "${i}"`);
        }
    });
    const disc = cached(() => discriminatorMap(def));
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!util_isObject(input)) {
            payload.issues.push({
                code: "invalid_type",
                expected: "object",
                input,
                inst,
            });
            return payload;
        }
        const value = input?.[def.discriminator];
        const opt = disc.value.get(value);
        // forward metadata cannot choose an encoder for an absent tag
        if (opt && (value !== undefined || ctx.direction !== "backward")) {
            return opt._zod.run(payload, ctx);
        }
        // Fall back to union matching when the fast discriminator path fails:
        // - explicitly enabled via unionFallback, or
        // - during backward direction (encode), since codec-based discriminators have different values in forward vs backward directions
        if (def.unionFallback || ctx.direction === "backward") {
            return _super(payload, ctx);
        }
        // no matching discriminator
        payload.issues.push({
            code: "invalid_union",
            errors: [],
            note: "No matching discriminator",
            discriminator: def.discriminator,
            options: Array.from(disc.value.keys()).filter((value) => disc.value.get(value) !== null),
            input,
            path: [def.discriminator],
            inst,
        });
        return payload;
    };
});
const $ZodIntersection = /*@__PURE__*/ $constructor("$ZodIntersection", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        const left = def.left._zod.run({ value: input, issues: [] }, ctx);
        const right = def.right._zod.run({ value: input, issues: [] }, ctx);
        const async = left instanceof Promise || right instanceof Promise;
        if (async) {
            return Promise.all([left, right]).then(([left, right]) => {
                return handleIntersectionResults(payload, left, right);
            });
        }
        return handleIntersectionResults(payload, left, right);
    };
});
function mergeValues(a, b) {
    // const aType = parse.t(a);
    // const bType = parse.t(b);
    if (a === b) {
        return { valid: true, data: a };
    }
    if (a instanceof Date && b instanceof Date && +a === +b) {
        return { valid: true, data: a };
    }
    if (isPlainObject(a) && isPlainObject(b)) {
        const bKeys = Object.keys(b);
        const sharedKeys = Object.keys(a).filter((key) => bKeys.indexOf(key) !== -1);
        const newObj = { ...a, ...b };
        if (Object.prototype.hasOwnProperty.call(newObj, "__proto__"))
            delete newObj.__proto__;
        for (const key of sharedKeys) {
            if (key === "__proto__")
                continue;
            const sharedValue = mergeValues(a[key], b[key]);
            if (!sharedValue.valid) {
                return {
                    valid: false,
                    mergeErrorPath: [key, ...sharedValue.mergeErrorPath],
                };
            }
            newObj[key] = sharedValue.data;
        }
        return { valid: true, data: newObj };
    }
    if (Array.isArray(a) && Array.isArray(b)) {
        if (a.length !== b.length) {
            return { valid: false, mergeErrorPath: [] };
        }
        const newArray = [];
        for (let index = 0; index < a.length; index++) {
            const itemA = a[index];
            const itemB = b[index];
            const sharedValue = mergeValues(itemA, itemB);
            if (!sharedValue.valid) {
                return {
                    valid: false,
                    mergeErrorPath: [index, ...sharedValue.mergeErrorPath],
                };
            }
            newArray.push(sharedValue.data);
        }
        return { valid: true, data: newArray };
    }
    return { valid: false, mergeErrorPath: [] };
}
function handleIntersectionResults(result, left, right) {
    // Track which side(s) reject each key. A key rejection is reported only when BOTH sides reject it, so a key owned by one branch survives the other's key schema. strictObject reports these as unrecognized_keys; a record with an open key schema reports one invalid_key per key.
    const unrecKeys = new Map();
    let unrecIssue;
    const keyIssues = new Map();
    const collect = (iss, side) => {
        let keys;
        if (iss.code === "unrecognized_keys" && !iss.path?.length) {
            unrecIssue ?? (unrecIssue = iss);
            keys = iss.keys;
        }
        else if (iss.code === "invalid_key" && iss.origin === "record" && iss.path?.length === 1) {
            const k = String(iss.path[0]);
            if (!keyIssues.has(k))
                keyIssues.set(k, iss);
            keys = [k];
        }
        else {
            return false;
        }
        for (const k of keys) {
            if (!unrecKeys.has(k))
                unrecKeys.set(k, {});
            unrecKeys.get(k)[side] = true;
        }
        return true;
    };
    for (const iss of left.issues) {
        if (!collect(iss, "l"))
            result.issues.push(iss);
    }
    for (const iss of right.issues) {
        if (!collect(iss, "r"))
            result.issues.push(iss);
    }
    // Report only keys rejected by BOTH sides
    const bothKeys = [...unrecKeys].filter(([, f]) => f.l && f.r).map(([k]) => k);
    if (bothKeys.length) {
        const aggregated = unrecIssue ? bothKeys.filter((k) => unrecIssue.keys.includes(k)) : [];
        if (aggregated.length)
            result.issues.push({ ...unrecIssue, keys: aggregated });
        for (const k of bothKeys) {
            if (!aggregated.includes(k) && keyIssues.has(k))
                result.issues.push(keyIssues.get(k));
        }
    }
    const merged = mergeValues(left.value, right.value);
    if (!merged.valid) {
        if (aborted(result))
            return result;
        throw new Error(`Unmergable intersection. Error path: ` + `${JSON.stringify(merged.mergeErrorPath)}`);
    }
    result.value = merged.data;
    return result;
}
const $ZodTuple = /*@__PURE__*/ $constructor("$ZodTuple", (inst, def) => {
    $ZodType.init(inst, def);
    const items = def.items;
    const memo = globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!Array.isArray(input)) {
            payload.issues.push({
                input,
                inst,
                expected: "tuple",
                code: "invalid_type",
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, [], ctx) : [];
        const proms = [];
        const optinStart = getTupleOptStart(items, "optin");
        const optoutStart = getTupleOptStart(items, "optout");
        if (!def.rest) {
            if (input.length < optinStart) {
                payload.issues.push({
                    code: "too_small",
                    minimum: optinStart,
                    inclusive: true,
                    input,
                    inst,
                    origin: "array",
                });
                return payload;
            }
            if (input.length > items.length) {
                payload.issues.push({
                    code: "too_big",
                    maximum: items.length,
                    inclusive: true,
                    input,
                    inst,
                    origin: "array",
                });
            }
        }
        // Run every item in parallel, collecting results into an indexed array. The post-processing in `handleTupleResults` walks them in order so it can decide whether an absent optional-output error can truncate the tail or must be reported to preserve required output.
        const itemResults = new Array(items.length);
        // only tracked when there is a rest loop to skip
        const abortEarly = def.rest ? ctx?.abortEarly : undefined;
        let itemAborted = false;
        for (let i = 0; i < items.length; i++) {
            const r = items[i]._zod.run({ value: input[i], issues: [] }, ctx);
            if (r instanceof Promise) {
                proms.push(r.then((rr) => {
                    itemResults[i] = rr;
                }));
            }
            else {
                itemResults[i] = r;
                if (abortEarly && !itemAborted && r.issues.length)
                    itemAborted = aborted(r);
            }
        }
        // sound because rest is non-empty exactly when every fixed index is present, the one case handleTupleResults cannot discard an item's issues
        if (def.rest && !itemAborted) {
            let i = items.length - 1;
            const rest = input.slice(items.length);
            let seen = payload.issues.length;
            for (const el of rest) {
                if (abortEarly && payload.issues.length !== seen) {
                    if (aborted(payload, seen))
                        break;
                    seen = payload.issues.length;
                }
                i++;
                const result = def.rest._zod.run({ value: el, issues: [] }, ctx);
                if (result instanceof Promise) {
                    proms.push(result.then((r) => handleTupleResult(r, payload, i)));
                }
                else {
                    handleTupleResult(result, payload, i);
                }
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => handleTupleResults(itemResults, payload, items, input, optoutStart));
        }
        return handleTupleResults(itemResults, payload, items, input, optoutStart);
    };
});
function getTupleOptStart(items, key) {
    for (let i = items.length - 1; i >= 0; i--) {
        // optin is a three-rung ladder so any rung above `undefined` permits an absent slot; optout stays two-valued.
        const omittable = key === "optin" ? items[i]._zod.optin !== undefined : items[i]._zod.optout === "optional";
        if (!omittable)
            return i + 1;
    }
    return 0;
}
function handleTupleResult(result, final, index) {
    if (result.issues.length) {
        final.issues.push(...prefixIssues(index, result.issues));
    }
    final.value[index] = result.value;
}
function handleTupleResults(itemResults, final, items, input, optoutStart) {
    // Walk results in order. Mirror $ZodObject's swallow-on-absent-optional rule, but only after `optoutStart`: the first index where the output tuple tail can be absent.
    for (let i = 0; i < items.length; i++) {
        const r = itemResults[i];
        const isPresent = i < input.length;
        // The array analog of `handlePropertyResult`'s absent-key early return: the middle rung permits absence without supplying anything in its place, so the tail truncates here instead of materializing whatever the item made of `undefined`.
        if (!isPresent && i >= optoutStart && items[i]._zod.optin === "optional") {
            final.value.length = i;
            break;
        }
        if (r.issues.length) {
            if (!isPresent && i >= optoutStart) {
                final.value.length = i;
                break;
            }
            final.issues.push(...prefixIssues(i, r.issues));
        }
        final.value[i] = r.value;
    }
    // Drop trailing slots that produced `undefined` for absent input
    // (the array analog of an absent optional key on an object). The
    // `i >= input.length` floor is critical: an explicit `undefined`
    // *inside* the input must be preserved even when the schema is
    // optional-out (e.g. `z.string().or(z.undefined())` accepting an
    // explicit undefined value).
    for (let i = final.value.length - 1; i >= input.length; i--) {
        if (items[i]._zod.optout === "optional" && final.value[i] === undefined) {
            final.value.length = i;
        }
        else {
            break;
        }
    }
    return final;
}
const $ZodRecord = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodRecord", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core.globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!util.isPlainObject(input)) {
            payload.issues.push({
                expected: "record",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        // no guard in either loop below: a record's invalid_key aborts but an enclosing intersection can reconcile it, so a stopped loop hides keys the sibling does not own and the intersection then rejects nothing
        const proms = [];
        const values = def.keyType._zod.values;
        if (values && !def.partial) {
            payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
            const recordKeys = new Set();
            for (const key of values) {
                if (typeof key === "string" || typeof key === "number" || typeof key === "symbol") {
                    recordKeys.add(typeof key === "number" ? key.toString() : key);
                    // A declared __proto__ is stripped but is not an unrecognized key.
                    if (key === "__proto__")
                        continue;
                    const keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
                    if (keyResult instanceof Promise) {
                        throw new Error("Async schemas not supported in object keys currently");
                    }
                    if (keyResult.issues.length) {
                        payload.issues.push({
                            code: "invalid_key",
                            origin: "record",
                            issues: keyResult.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config())),
                            input: key,
                            path: [key],
                            inst,
                        });
                        continue;
                    }
                    const outKey = keyResult.value;
                    if (outKey === "__proto__")
                        continue;
                    const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
                    if (result instanceof Promise) {
                        proms.push(result.then((result) => {
                            if (result.issues.length) {
                                payload.issues.push(...util.prefixIssues(key, result.issues));
                            }
                            payload.value[outKey] = result.value;
                        }));
                    }
                    else {
                        if (result.issues.length) {
                            payload.issues.push(...util.prefixIssues(key, result.issues));
                        }
                        payload.value[outKey] = result.value;
                    }
                }
            }
            let unrecognized;
            for (const key in input) {
                if (!recordKeys.has(key)) {
                    if (def.mode === "loose") {
                        // skip __proto__ so it can't replace the result prototype via the assignment setter on the plain {} we build into
                        if (key === "__proto__")
                            continue;
                        payload.value[key] = input[key];
                    }
                    else {
                        unrecognized = unrecognized ?? [];
                        unrecognized.push(key);
                    }
                }
            }
            if (unrecognized && unrecognized.length > 0) {
                payload.issues.push({
                    code: "unrecognized_keys",
                    input,
                    inst,
                    keys: unrecognized,
                    continue: true,
                });
            }
        }
        else {
            payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
            // An enumerable key schema declares which keys the record owns, so a key outside the set is unrecognized. A non-enumerable one (regex, refine) is a constraint every key must satisfy, so a failing key is invalid. Only the former is reconcilable against the other side of an intersection.
            let unrecognized;
            // Reflect.ownKeys for Symbol-key support; filter non-enumerable to match z.object()
            for (const key of Reflect.ownKeys(input)) {
                if (key === "__proto__")
                    continue;
                if (!Object.prototype.propertyIsEnumerable.call(input, key))
                    continue;
                let keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
                if (keyResult instanceof Promise) {
                    throw new Error("Async schemas not supported in object keys currently");
                }
                // Numeric string fallback: if key is a numeric string and failed, retry with Number(key). This handles z.number(), z.literal([1, 2, 3]), and unions containing numeric literals
                const checkNumericKey = typeof key === "string" && regexes.number.test(key) && keyResult.issues.length;
                if (checkNumericKey) {
                    const retryResult = def.keyType._zod.run({ value: Number(key), issues: [] }, ctx);
                    if (retryResult instanceof Promise) {
                        throw new Error("Async schemas not supported in object keys currently");
                    }
                    if (retryResult.issues.length === 0) {
                        keyResult = retryResult;
                    }
                }
                if (keyResult.issues.length) {
                    if (def.mode === "loose") {
                        // Pass through unchanged
                        payload.value[key] = input[key];
                    }
                    else if (values) {
                        unrecognized = unrecognized ?? [];
                        unrecognized.push(key);
                    }
                    else {
                        // Default "strict" behavior: error on invalid key
                        payload.issues.push({
                            code: "invalid_key",
                            origin: "record",
                            issues: keyResult.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config())),
                            input: key,
                            path: [key],
                            inst,
                        });
                    }
                    continue;
                }
                // the guard above tests the raw input key, but the key schema can normalize an ordinary key into __proto__; re-check the key we actually write under
                const outKey = keyResult.value;
                if (outKey === "__proto__")
                    continue;
                const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
                if (result instanceof Promise) {
                    proms.push(result.then((result) => {
                        if (result.issues.length) {
                            payload.issues.push(...util.prefixIssues(key, result.issues));
                        }
                        payload.value[outKey] = result.value;
                    }));
                }
                else {
                    if (result.issues.length) {
                        payload.issues.push(...util.prefixIssues(key, result.issues));
                    }
                    payload.value[outKey] = result.value;
                }
            }
            if (unrecognized && unrecognized.length > 0) {
                payload.issues.push({
                    code: "unrecognized_keys",
                    input,
                    inst,
                    keys: unrecognized,
                    continue: true,
                });
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => payload);
        }
        return payload;
    };
})));
const $ZodMap = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodMap", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core.globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!(input instanceof Map)) {
            payload.issues.push({
                expected: "map",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        const proms = [];
        payload.value = memo ? memo.alloc(inst, payload, new Map(), ctx) : new Map();
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const [key, value] of input) {
            if (abortEarly && payload.issues.length !== seen) {
                if (util.aborted(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            const keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
            const valueResult = def.valueType._zod.run({ value: value, issues: [] }, ctx);
            if (keyResult instanceof Promise || valueResult instanceof Promise) {
                proms.push(Promise.all([keyResult, valueResult]).then(([keyResult, valueResult]) => {
                    handleMapResult(keyResult, valueResult, payload, key, input, inst, ctx);
                }));
            }
            else {
                handleMapResult(keyResult, valueResult, payload, key, input, inst, ctx);
            }
        }
        if (proms.length)
            return Promise.all(proms).then(() => payload);
        return payload;
    };
    capSize(inst, mapSize);
})));
function handleMapResult(keyResult, valueResult, final, key, input, inst, ctx) {
    if (keyResult.issues.length) {
        if (util.propertyKeyTypes.has(typeof key)) {
            final.issues.push(...util.prefixIssues(key, keyResult.issues));
        }
        else {
            final.issues.push({
                code: "invalid_key",
                origin: "map",
                input,
                inst,
                issues: keyResult.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config())),
            });
        }
    }
    if (valueResult.issues.length) {
        if (util.propertyKeyTypes.has(typeof key)) {
            final.issues.push(...util.prefixIssues(key, valueResult.issues));
        }
        else {
            final.issues.push({
                origin: "map",
                code: "invalid_element",
                input,
                inst,
                key: key,
                issues: valueResult.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config())),
            });
        }
    }
    final.value.set(keyResult.value, valueResult.value);
}
const $ZodSet = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSet", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core.globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!(input instanceof Set)) {
            payload.issues.push({
                input,
                inst,
                expected: "set",
                code: "invalid_type",
            });
            return payload;
        }
        const proms = [];
        payload.value = memo ? memo.alloc(inst, payload, new Set(), ctx) : new Set();
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const item of input) {
            if (abortEarly && payload.issues.length !== seen) {
                if (util.aborted(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            const result = def.valueType._zod.run({ value: item, issues: [] }, ctx);
            if (result instanceof Promise) {
                proms.push(result.then((result) => handleSetResult(result, payload)));
            }
            else
                handleSetResult(result, payload);
        }
        if (proms.length)
            return Promise.all(proms).then(() => payload);
        return payload;
    };
    capSize(inst, setSize);
})));
function handleSetResult(result, final) {
    if (result.issues.length) {
        final.issues.push(...result.issues);
    }
    final.value.add(result.value);
}
const $ZodEnum = /*@__PURE__*/ $constructor("$ZodEnum", (inst, def) => {
    $ZodType.init(inst, def);
    const values = getEnumValues(def.entries);
    const valuesSet = new Set(values);
    inst._zod.values = valuesSet;
    defineLazyInternal(inst, "pattern", (zod) => {
        const patternValues = getEnumValues(zod.def.entries).filter((k) => propertyKeyTypes.has(typeof k));
        // unmatchable fallback, RE2-safe: an empty alternation would compile to /^()$/, which matches ""
        return new RegExp(patternValues.length ? `^(${patternValues.map((o) => escapeRegex(o.toString())).join("|")})$` : "^[^\\s\\S]$");
    });
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (valuesSet.has(input)) {
            return payload;
        }
        payload.issues.push({
            code: "invalid_value",
            values,
            input,
            inst,
        });
        return payload;
    };
});
const $ZodLiteral = /*@__PURE__*/ $constructor("$ZodLiteral", (inst, def) => {
    $ZodType.init(inst, def);
    const values = new Set(def.values);
    inst._zod.values = values;
    defineLazyInternal(inst, "pattern", (zod) => {
        const vals = zod.def.values;
        // unmatchable fallback, RE2-safe: an empty alternation would compile to /^()$/, which matches ""
        return new RegExp(vals.length
            ? `^(${vals
                .map((o) => typeof o === "string" ? escapeRegex(o) : o ? escapeRegex(o.toString()) : String(o))
                .join("|")})$`
            : "^[^\\s\\S]$");
    });
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (values.has(input)) {
            return payload;
        }
        payload.issues.push({
            code: "invalid_value",
            values: def.values,
            input,
            inst,
        });
        return payload;
    };
});
const $ZodFile = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodFile", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        // @ts-ignore
        if (input instanceof File)
            return payload;
        payload.issues.push({
            expected: "file",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodTransform = /*@__PURE__*/ $constructor("$ZodTransform", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.optin = "optional";
    globalConfig.memoizer?.guard(inst);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            throw new $ZodEncodeError(inst.constructor.name);
        }
        const _out = def.transform(payload.value, payload);
        if (ctx.async) {
            const output = _out instanceof Promise ? _out : Promise.resolve(_out);
            return output.then((output) => {
                payload.value = output;
                return payload;
            });
        }
        if (_out instanceof Promise) {
            throw new $ZodAsyncError();
        }
        payload.value = _out;
        return payload;
    };
});
function handleOptionalResult(payload, result) {
    // A substituting schema that still failed has no usable answer; yield undefined. Its issues are simply dropped: it ran on a payload of its own, so there is no shared array to truncate and nothing of the caller's to lose with it.
    payload.value = result.issues.length ? undefined : result.value;
    return payload;
}
const $ZodOptional = /*@__PURE__*/ $constructor("$ZodOptional", (inst, def) => {
    $ZodType.init(inst, def);
    // .optional() propagates absence rather than substituting for it, so a defaulted inner keeps its rung.
    defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
    inst._zod.optout = "optional";
    defineLazyInternal(inst, "values", (zod) => {
        const values = zod.def.innerType._zod.values;
        return values ? new Set([...values, undefined]) : undefined;
    });
    defineLazyInternal(inst, "pattern", (zod) => {
        const pattern = zod.def.innerType._zod.pattern;
        return pattern ? new RegExp(`^(${cleanRegex(pattern.source)})?$`) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        if (payload.value === undefined) {
            // Only the top rung substitutes a value for absence; everything else leaves it intact, which is what .optional() means.
            if (def.innerType._zod.optin !== "defaulted")
                return payload;
            // Its own payload, for the same reason $ZodCatch gets one: a pipe forwards an unrecognized key through the caller's issues array, and this must not read that as the substituting schema failing and drop it.
            const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
            if (result instanceof Promise)
                return result.then((result) => handleOptionalResult(payload, result));
            return handleOptionalResult(payload, result);
        }
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodExactOptional = /*@__PURE__*/ $constructor("$ZodExactOptional", (inst, def) => {
    // Call parent init - inherits optin/optout = "optional"
    $ZodOptional.init(inst, def);
    // Override values/pattern to NOT add undefined
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    defineLazyInternal(inst, "pattern", (zod) => zod.def.innerType._zod.pattern);
    // Override parse to just delegate (no undefined handling)
    inst._zod.parse = (payload, ctx) => {
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodNullable = /*@__PURE__*/ $constructor("$ZodNullable", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin);
    defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
    defineLazyInternal(inst, "pattern", (zod) => {
        const pattern = zod.def.innerType._zod.pattern;
        return pattern ? new RegExp(`^(${cleanRegex(pattern.source)}|null)$`) : undefined;
    });
    defineLazyInternal(inst, "values", (zod) => {
        return zod.def.innerType._zod.values ? new Set([...zod.def.innerType._zod.values, null]) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        // Forward direction (decode): allow null to pass through
        if (payload.value === null)
            return payload;
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodDefault = /*@__PURE__*/ $constructor("$ZodDefault", (inst, def) => {
    $ZodType.init(inst, def);
    // inst._zod.qin = "true";
    inst._zod.optin = "defaulted";
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply defaults for undefined input
        if (payload.value === undefined) {
            payload.value = def.defaultValue;
            /**
             * $ZodDefault returns the default value immediately in forward direction.
             * It doesn't pass the default value into the validator ("prefault"). There's no reason to pass the default value through validation. The validity of the default is enforced by TypeScript statically. Otherwise, it's the responsibility of the user to ensure the default is valid. In the case of pipes with divergent in/out types, you can specify the default on the `in` schema of your ZodPipe to set a "prefault" for the pipe.   */
            return payload;
        }
        // Forward direction: continue with default handling
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleDefaultResult(result, def));
        }
        return handleDefaultResult(result, def);
    };
});
function handleDefaultResult(payload, def) {
    if (payload.value === undefined) {
        payload.value = def.defaultValue;
    }
    return payload;
}
const $ZodPrefault = /*@__PURE__*/ $constructor("$ZodPrefault", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.optin = "defaulted";
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply prefault for undefined input
        if (payload.value === undefined) {
            payload.value = def.defaultValue;
        }
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodNonOptional = /*@__PURE__*/ $constructor("$ZodNonOptional", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "values", (zod) => {
        const v = zod.def.innerType._zod.values;
        return v ? new Set([...v].filter((x) => x !== undefined)) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleNonOptionalResult(result, inst));
        }
        return handleNonOptionalResult(result, inst);
    };
});
function handleNonOptionalResult(payload, inst) {
    if (!payload.issues.length && payload.value === undefined) {
        payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: payload.value,
            inst,
        });
    }
    return payload;
}
const $ZodSuccess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSuccess", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            throw new core.$ZodEncodeError("ZodSuccess");
        }
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => {
                payload.value = result.issues.length === 0;
                return payload;
            });
        }
        payload.value = result.issues.length === 0;
        return payload;
    };
})));
function handleCatchResult(payload, result, def, ctx) {
    if (!result.issues.length) {
        payload.value = result.value;
        // The value carries up, so the flag describing it has to carry with it: a back-edge into a node still being parsed must not be frozen by an enclosing readonly, and its checks belong to the node itself. Guarded so the ordinary case adds no own property.
        if (result.memo)
            payload.memo = true;
        return payload;
    }
    // Spread the inner's own payload, not ours: `value` has to stay the input the catch was handed, and the inner ran on a payload of its own so its issues are already private to this call.
    payload.value = def.catchValue({
        ...result,
        value: payload.value,
        error: {
            issues: result.issues.map((iss) => finalizeIssue(iss, ctx, config())),
        },
        input: payload.value,
    });
    return payload;
}
const $ZodCatch = /*@__PURE__*/ $constructor("$ZodCatch", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
    defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply catch logic
        const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleCatchResult(payload, result, def, ctx));
        }
        return handleCatchResult(payload, result, def, ctx);
    };
});
const $ZodNaN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodNaN", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "number" || !Number.isNaN(payload.value)) {
            payload.issues.push({
                input: payload.value,
                inst,
                expected: "nan",
                code: "invalid_type",
            });
            return payload;
        }
        return payload;
    };
})));
const $ZodPipe = /*@__PURE__*/ $constructor("$ZodPipe", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "values", (zod) => zod.def.in._zod.values);
    defineLazyInternal(inst, "optin", (zod) => zod.def.in._zod.optin);
    defineLazyInternal(inst, "optout", (zod) => zod.def.out._zod.optout);
    defineLazyInternal(inst, "propValues", (zod) => zod.def.in._zod.propValues);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            const right = def.out._zod.run(payload, ctx);
            if (right instanceof Promise) {
                return right.then((right) => handlePipeResult(right, def.in, ctx));
            }
            return handlePipeResult(right, def.in, ctx);
        }
        const left = def.in._zod.run(payload, ctx);
        if (left instanceof Promise) {
            return left.then((left) => handlePipeResult(left, def.out, ctx));
        }
        return handlePipeResult(left, def.out, ctx);
    };
});
function handlePipeResult(left, next, ctx) {
    // Any issue stops the pipe, so a failing refinement never feeds its transform. An unrecognized key is the exception: it describes the input's extra properties, not the value being piped, and an enclosing intersection may yet reconcile it.
    if (left.issues.some((iss) => iss.code !== "unrecognized_keys")) {
        // prevent further checks
        left.aborted = true;
        return left;
    }
    return next._zod.run({ value: left.value, issues: left.issues }, ctx);
}
const $ZodCodec = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCodec", (inst, def) => {
    $ZodType.init(inst, def);
    util.defineLazyInternal(inst, "values", (zod) => zod.def.in._zod.values);
    util.defineLazyInternal(inst, "optin", (zod) => zod.def.in._zod.optin);
    util.defineLazyInternal(inst, "optout", (zod) => zod.def.out._zod.optout);
    util.defineLazyInternal(inst, "propValues", (zod) => zod.def.in._zod.propValues);
    inst._zod.parse = (payload, ctx) => {
        const direction = ctx.direction || "forward";
        if (direction === "forward") {
            const left = def.in._zod.run(payload, ctx);
            if (left instanceof Promise) {
                return left.then((left) => handleCodecAResult(left, def, ctx));
            }
            return handleCodecAResult(left, def, ctx);
        }
        else {
            const right = def.out._zod.run(payload, ctx);
            if (right instanceof Promise) {
                return right.then((right) => handleCodecAResult(right, def, ctx));
            }
            return handleCodecAResult(right, def, ctx);
        }
    };
})));
function handleCodecAResult(result, def, ctx) {
    if (result.issues.length) {
        // prevent further checks
        result.aborted = true;
        return result;
    }
    const direction = ctx.direction || "forward";
    if (direction === "forward") {
        const transformed = def.transform(result.value, result);
        if (transformed instanceof Promise) {
            return transformed.then((value) => handleCodecTxResult(result, value, def.out, ctx));
        }
        return handleCodecTxResult(result, transformed, def.out, ctx);
    }
    else {
        const transformed = def.reverseTransform(result.value, result);
        if (transformed instanceof Promise) {
            return transformed.then((value) => handleCodecTxResult(result, value, def.in, ctx));
        }
        return handleCodecTxResult(result, transformed, def.in, ctx);
    }
}
function handleCodecTxResult(left, value, nextSchema, ctx) {
    // Check if transform added any issues
    if (left.issues.length) {
        left.aborted = true;
        return left;
    }
    return nextSchema._zod.run({ value, issues: left.issues }, ctx);
}
const $ZodPreprocess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodPreprocess", (inst, def) => {
    $ZodPipe.init(inst, def);
})));
const $ZodReadonly = /*@__PURE__*/ $constructor("$ZodReadonly", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "propValues", (zod) => zod.def.innerType._zod.propValues);
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    defineLazyInternal(inst, "optin", (zod) => zod.def.innerType?._zod?.optin);
    defineLazyInternal(inst, "optout", (zod) => zod.def.innerType?._zod?.optout);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then(handleReadonlyResult);
        }
        return handleReadonlyResult(result);
    };
});
function handleReadonlyResult(payload) {
    // A repeat visit hands back a node that is still being built; freezing it here would make the rest of its keys fail to assign.
    if (!payload.memo)
        payload.value = Object.freeze(payload.value);
    return payload;
}
// a leaf's pattern source with its own checks folded in: the last pattern-carrying check wins, else length bounds narrow the catch-all, else an integer format narrows the number form. the fold lives here instead of on `_zod.pattern` so a bundle without template literals never pays for it
function leafPattern(schema) {
    const def = schema._zod.def;
    let pattern = def.pattern;
    let isInt = !!def.format?.includes("int");
    let minimum;
    let maximum;
    for (const ch of def.checks ?? []) {
        const d = ch._zod.def;
        if (d.pattern)
            pattern = d.pattern;
        isInt || (isInt = !!d.format?.includes("int"));
        const lo = d.minimum ?? d.length;
        const hi = d.maximum ?? d.length;
        if (lo !== undefined && (minimum === undefined || lo > minimum))
            minimum = lo;
        if (hi !== undefined && (maximum === undefined || hi < maximum))
            maximum = hi;
    }
    if (pattern)
        return pattern.source;
    // an empty range matches nothing at runtime, and `{8,5}` is not a legal quantifier
    if (minimum !== undefined && maximum !== undefined && minimum > maximum)
        return "(?!)";
    if (minimum !== undefined || maximum !== undefined)
        return regexes.string({ minimum, maximum }).source;
    const own = schema._zod.pattern;
    return (isInt && own === regexes.number ? regexes.integer : own)?.source;
}
// a part's pattern source. a wrapper's pattern embeds its inner pattern's source verbatim, so the folded form is substituted in place without knowing the wrapper's own composition; a union's options are joined the way the union builds its own pattern
function partPattern(schema) {
    const def = schema._zod.def;
    const own = schema._zod.pattern?.source;
    // lazy resolves its inner on the internals, not the def
    const inner = def.innerType ?? schema._zod.innerType;
    if (inner) {
        const before = inner._zod.pattern?.source;
        const after = partPattern(inner);
        if (own && before && after && after !== before) {
            return own.replace(util.cleanRegex(before), () => util.cleanRegex(after));
        }
        return own;
    }
    if (def.options) {
        const sources = def.options.map(partPattern);
        if (sources.every(Boolean))
            return `^(${sources.map((s) => util.cleanRegex(s)).join("|")})$`;
    }
    return leafPattern(schema);
}
const $ZodTemplateLiteral = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodTemplateLiteral", (inst, def) => {
    $ZodType.init(inst, def);
    const regexParts = [];
    for (const part of def.parts) {
        if (typeof part === "object" && part !== null) {
            // is Zod schema
            const source = partPattern(part);
            if (!source) {
                throw new Error(`Invalid template literal part, no pattern found: ${[...part._zod.traits].shift()}`);
            }
            regexParts.push(util.cleanRegex(source));
        }
        else if (part === null || util.primitiveTypes.has(typeof part)) {
            regexParts.push(util.escapeRegex(`${part}`));
        }
        else {
            throw new Error(`Invalid template literal part: ${part}`);
        }
    }
    inst._zod.pattern = new RegExp(`^${regexParts.join("")}$`);
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "string") {
            payload.issues.push({
                input: payload.value,
                inst,
                expected: "string",
                code: "invalid_type",
            });
            return payload;
        }
        inst._zod.pattern.lastIndex = 0;
        if (!inst._zod.pattern.test(payload.value)) {
            payload.issues.push({
                input: payload.value,
                inst,
                code: "invalid_format",
                format: def.format ?? "template_literal",
                pattern: inst._zod.pattern.source,
            });
            return payload;
        }
        return payload;
    };
})));
const $ZodFunction = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodFunction", (inst, def) => {
    $ZodType.init(inst, def);
    // Defined, not assigned: the classic prototype exposes `_def` as a getter with no setter.
    Object.defineProperty(inst, "_def", { value: def });
    inst._zod.def = def;
    inst.implement = (func) => {
        if (typeof func !== "function") {
            throw new Error("implement() must be called with a function");
        }
        // Defined inline so the closure stays anonymous: binding it to a `const` first names it, which costs 256 bytes per implemented function.
        return Object.defineProperty(function (...args) {
            const parsedArgs = inst._def.input ? parse(inst._def.input, args) : args;
            const result = Reflect.apply(func, this, parsedArgs);
            if (inst._def.output) {
                return parse(inst._def.output, result);
            }
            return result;
        }, "_zod", { value: inst._zod, enumerable: false });
    };
    inst.implementAsync = (func) => {
        if (typeof func !== "function") {
            throw new Error("implementAsync() must be called with a function");
        }
        return Object.defineProperty(async function (...args) {
            const parsedArgs = inst._def.input ? await parseAsync(inst._def.input, args) : args;
            const result = await Reflect.apply(func, this, parsedArgs);
            if (inst._def.output) {
                return await parseAsync(inst._def.output, result);
            }
            return result;
        }, "_zod", { value: inst._zod, enumerable: false });
    };
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "function") {
            payload.issues.push({
                code: "invalid_type",
                expected: "function",
                input: payload.value,
                inst,
            });
            return payload;
        }
        // Check if output is a promise type to determine if we should use async implementation
        const hasPromiseOutput = inst._def.output && inst._def.output._zod.def.type === "promise";
        if (hasPromiseOutput) {
            payload.value = inst.implementAsync(payload.value);
        }
        else {
            payload.value = inst.implement(payload.value);
        }
        return payload;
    };
    inst.input = (...args) => {
        const F = inst.constructor;
        if (Array.isArray(args[0])) {
            return new F({
                type: "function",
                input: new $ZodTuple({
                    type: "tuple",
                    items: args[0],
                    rest: args[1],
                }),
                output: inst._def.output,
            });
        }
        return new F({
            type: "function",
            input: args[0],
            output: inst._def.output,
        });
    };
    inst.output = (output) => {
        const F = inst.constructor;
        return new F({
            type: "function",
            input: inst._def.input,
            output,
        });
    };
    return inst;
})));
const $ZodPromise = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodPromise", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        return Promise.resolve(payload.value).then((inner) => def.innerType._zod.run({ value: inner, issues: [] }, ctx));
    };
})));
const $ZodLazy = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodLazy", (inst, def) => {
    $ZodType.init(inst, def);
    // Cache the resolved inner type on the shared `def` so all clones of this lazy (e.g. via `.describe()`/`.meta()`) share the same inner instance, preserving identity for cycle detection on recursive schemas.
    util.defineLazy(inst._zod, "innerType", () => {
        const d = def;
        if (!d._cachedInner)
            d._cachedInner = def.getter();
        return d._cachedInner;
    });
    util.defineLazyInternal(inst, "pattern", (zod) => zod.innerType?._zod?.pattern);
    util.defineLazyInternal(inst, "propValues", (zod) => zod.innerType?._zod?.propValues);
    util.defineLazyInternal(inst, "optin", (zod) => zod.innerType?._zod?.optin ?? undefined);
    util.defineLazyInternal(inst, "optout", (zod) => zod.innerType?._zod?.optout ?? undefined);
    inst._zod.parse = (payload, ctx) => {
        const inner = inst._zod.innerType;
        return inner._zod.run(payload, ctx);
    };
})));
const $ZodCustom = /*@__PURE__*/ $constructor("$ZodCustom", (inst, def) => {
    $ZodCheck.init(inst, def);
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _) => {
        return payload;
    };
    inst._zod.check = (payload) => {
        const input = payload.value;
        const r = def.fn(input);
        if (r instanceof Promise) {
            return r.then((r) => handleRefineResult(r, payload, input, inst));
        }
        handleRefineResult(r, payload, input, inst);
        return;
    };
});
function handleRefineResult(result, payload, input, inst) {
    if (!result) {
        const _iss = {
            code: "custom",
            input,
            inst, // incorporates params.error into issue reporting
            path: [...(inst._zod.def.path ?? [])], // incorporates params.error into issue reporting
            continue: !inst._zod.def.abort,
            // params: inst._zod.def.params,
        };
        if (inst._zod.def.params)
            _iss.params = inst._zod.def.params;
        payload.issues.push(util_issue(_iss));
    }
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/registries.js
var registries_a;
const $output = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("ZodOutput")));
const $input = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("ZodInput")));
class $ZodRegistry {
    constructor() {
        this._map = new WeakMap();
        this._idmap = new Map();
    }
    add(schema, ..._meta) {
        const meta = _meta[0];
        this._map.set(schema, meta);
        if (meta && typeof meta === "object" && "id" in meta) {
            this._idmap.set(meta.id, schema);
        }
        return this;
    }
    clear() {
        this._map = new WeakMap();
        this._idmap = new Map();
        return this;
    }
    remove(schema) {
        const meta = this._map.get(schema);
        if (meta && typeof meta === "object" && "id" in meta) {
            this._idmap.delete(meta.id);
        }
        this._map.delete(schema);
        return this;
    }
    get(schema) {
        // return this._map.get(schema) as any;
        // inherit metadata
        const p = schema._zod.parent;
        if (p) {
            const pm = { ...(this.get(p) ?? {}) };
            delete pm.id; // do not inherit id
            const f = { ...pm, ...this._map.get(schema) };
            return Object.keys(f).length ? f : undefined;
        }
        return this._map.get(schema);
    }
    has(schema) {
        return this._map.has(schema);
    }
}
// registries
function registry() {
    return new $ZodRegistry();
}
(registries_a = globalThis).__zod_globalRegistry ?? (registries_a.__zod_globalRegistry = registry());
const globalRegistry = globalThis.__zod_globalRegistry;

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/api.js




function snapshotChecks(def) {
    if (def.checks)
        def.checks = [...def.checks];
    return def;
}
// @__NO_SIDE_EFFECTS__
function _string(Class, params) {
    return new Class(snapshotChecks({ type: "string", ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _coercedString(Class, params) {
    return new Class(snapshotChecks({ type: "string", coerce: true, ...util.normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _email(Class, params) {
    return new Class({
        type: "string",
        format: "email",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _guid(Class, params) {
    return new Class({
        type: "string",
        format: "guid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuid(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv4(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v4",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv6(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v6",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv7(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v7",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _url(Class, params) {
    return new Class({
        type: "string",
        format: "url",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function api_emoji(Class, params) {
    return new Class({
        type: "string",
        format: "emoji",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _nanoid(Class, params) {
    return new Class({
        type: "string",
        format: "nanoid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link _cuid2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
// @__NO_SIDE_EFFECTS__
function _cuid(Class, params) {
    return new Class({
        type: "string",
        format: "cuid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cuid2(Class, params) {
    return new Class({
        type: "string",
        format: "cuid2",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ulid(Class, params) {
    return new Class({
        type: "string",
        format: "ulid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _xid(Class, params) {
    return new Class({
        type: "string",
        format: "xid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ksuid(Class, params) {
    return new Class({
        type: "string",
        format: "ksuid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ipv4(Class, params) {
    return new Class({
        type: "string",
        format: "ipv4",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ipv6(Class, params) {
    return new Class({
        type: "string",
        format: "ipv6",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _mac(Class, params) {
    return new Class({
        type: "string",
        format: "mac",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cidrv4(Class, params) {
    return new Class({
        type: "string",
        format: "cidrv4",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cidrv6(Class, params) {
    return new Class({
        type: "string",
        format: "cidrv6",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _base64(Class, params) {
    return new Class({
        type: "string",
        format: "base64",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _base64url(Class, params) {
    return new Class({
        type: "string",
        format: "base64url",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _e164(Class, params) {
    return new Class({
        type: "string",
        format: "e164",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _creditCard(Class, params) {
    return new Class({
        type: "string",
        format: "credit_card",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _iban(Class, params) {
    return new Class({
        type: "string",
        format: "iban",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _jwt(Class, params) {
    return new Class({
        type: "string",
        format: "jwt",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
const TimePrecision = {
    Any: null,
    Minute: -1,
    Second: 0,
    Millisecond: 3,
    Microsecond: 6,
};
// @__NO_SIDE_EFFECTS__
function _isoDateTime(Class, params) {
    return new Class({
        type: "string",
        format: "datetime",
        check: "string_format",
        offset: false,
        local: false,
        precision: null,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoDate(Class, params) {
    return new Class({
        type: "string",
        format: "date",
        check: "string_format",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoTime(Class, params) {
    return new Class({
        type: "string",
        format: "time",
        check: "string_format",
        precision: null,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoDuration(Class, params) {
    return new Class({
        type: "string",
        format: "duration",
        check: "string_format",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _number(Class, params) {
    return new Class(snapshotChecks({ type: "number", checks: [], ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _coercedNumber(Class, params) {
    return new Class(snapshotChecks({ type: "number", coerce: true, checks: [], ...util.normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _int(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "safeint",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _float32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "float32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _float64(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "float64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _int32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "int32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uint32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "uint32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _boolean(Class, params) {
    return new Class({
        type: "boolean",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedBoolean(Class, params) {
    return new Class({
        type: "boolean",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _bigint(Class, params) {
    return new Class({
        type: "bigint",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedBigint(Class, params) {
    return new Class({
        type: "bigint",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _int64(Class, params) {
    return new Class({
        type: "bigint",
        check: "bigint_format",
        abort: false,
        format: "int64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uint64(Class, params) {
    return new Class({
        type: "bigint",
        check: "bigint_format",
        abort: false,
        format: "uint64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _symbol(Class, params) {
    return new Class({
        type: "symbol",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function api_undefined(Class, params) {
    return new Class({
        type: "undefined",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function api_null(Class, params) {
    return new Class({
        type: "null",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _any(Class) {
    return new Class({
        type: "any",
    });
}
// @__NO_SIDE_EFFECTS__
function _unknown(Class) {
    return new Class({
        type: "unknown",
    });
}
// @__NO_SIDE_EFFECTS__
function _never(Class, params) {
    return new Class({
        type: "never",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _void(Class, params) {
    return new Class({
        type: "void",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _date(Class, params) {
    return new Class({
        type: "date",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedDate(Class, params) {
    return new Class({
        type: "date",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _nan(Class, params) {
    return new Class({
        type: "nan",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _lt(value, params) {
    return new $ZodCheckLessThan({
        check: "less_than",
        ...normalizeParams(params),
        value,
        inclusive: false,
    });
}
// @__NO_SIDE_EFFECTS__
function _lte(value, params) {
    return new $ZodCheckLessThan({
        check: "less_than",
        ...normalizeParams(params),
        value,
        inclusive: true,
    });
}

// @__NO_SIDE_EFFECTS__
function _gt(value, params) {
    return new $ZodCheckGreaterThan({
        check: "greater_than",
        ...normalizeParams(params),
        value,
        inclusive: false,
    });
}
// @__NO_SIDE_EFFECTS__
function _gte(value, params) {
    return new $ZodCheckGreaterThan({
        check: "greater_than",
        ...normalizeParams(params),
        value,
        inclusive: true,
    });
}

// @__NO_SIDE_EFFECTS__
function _positive(params) {
    return _gt(0, params);
}
// negative
// @__NO_SIDE_EFFECTS__
function _negative(params) {
    return _lt(0, params);
}
// nonpositive
// @__NO_SIDE_EFFECTS__
function _nonpositive(params) {
    return _lte(0, params);
}
// nonnegative
// @__NO_SIDE_EFFECTS__
function _nonnegative(params) {
    return _gte(0, params);
}
// @__NO_SIDE_EFFECTS__
function _multipleOf(value, params) {
    return new $ZodCheckMultipleOf({
        check: "multiple_of",
        ...normalizeParams(params),
        value,
    });
}
// @__NO_SIDE_EFFECTS__
function _maxSize(maximum, params) {
    return new checks.$ZodCheckMaxSize({
        check: "max_size",
        ...util.normalizeParams(params),
        maximum,
    });
}
// @__NO_SIDE_EFFECTS__
function _minSize(minimum, params) {
    return new checks.$ZodCheckMinSize({
        check: "min_size",
        ...util.normalizeParams(params),
        minimum,
    });
}
// @__NO_SIDE_EFFECTS__
function _size(size, params) {
    return new checks.$ZodCheckSizeEquals({
        check: "size_equals",
        ...util.normalizeParams(params),
        size,
    });
}
// @__NO_SIDE_EFFECTS__
function _maxLength(maximum, params) {
    const ch = new $ZodCheckMaxLength({
        check: "max_length",
        ...normalizeParams(params),
        maximum,
    });
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _minLength(minimum, params) {
    return new $ZodCheckMinLength({
        check: "min_length",
        ...normalizeParams(params),
        minimum,
    });
}
// @__NO_SIDE_EFFECTS__
function _length(length, params) {
    return new $ZodCheckLengthEquals({
        check: "length_equals",
        ...normalizeParams(params),
        length,
    });
}
// @__NO_SIDE_EFFECTS__
function _regex(pattern, params) {
    return new $ZodCheckRegex({
        check: "string_format",
        format: "regex",
        ...normalizeParams(params),
        pattern,
    });
}
// @__NO_SIDE_EFFECTS__
function _lowercase(params) {
    return new $ZodCheckLowerCase({
        check: "string_format",
        format: "lowercase",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uppercase(params) {
    return new $ZodCheckUpperCase({
        check: "string_format",
        format: "uppercase",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _includes(includes, params) {
    return new $ZodCheckIncludes({
        check: "string_format",
        format: "includes",
        ...normalizeParams(params),
        includes,
    });
}
// @__NO_SIDE_EFFECTS__
function _startsWith(prefix, params) {
    return new $ZodCheckStartsWith({
        check: "string_format",
        format: "starts_with",
        ...normalizeParams(params),
        prefix,
    });
}
// @__NO_SIDE_EFFECTS__
function _endsWith(suffix, params) {
    return new $ZodCheckEndsWith({
        check: "string_format",
        format: "ends_with",
        ...normalizeParams(params),
        suffix,
    });
}
// @__NO_SIDE_EFFECTS__
function _property(property, schema, params) {
    return new checks.$ZodCheckProperty({
        check: "property",
        property,
        schema,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _properties(shape, params) {
    return new $ZodCheckProperties({
        check: "properties",
        shape,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _mime(types, params) {
    return new checks.$ZodCheckMimeType({
        check: "mime_type",
        mime: types,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _overwrite(tx) {
    return new $ZodCheckOverwrite({
        check: "overwrite",
        tx,
    });
}
// normalize
// @__NO_SIDE_EFFECTS__
function _normalize(form) {
    return _overwrite((input) => input.normalize(form));
}
// trim
// @__NO_SIDE_EFFECTS__
function _trim() {
    return _overwrite((input) => input.trim());
}
// toLowerCase
// @__NO_SIDE_EFFECTS__
function _toLowerCase() {
    return _overwrite((input) => input.toLowerCase());
}
// toUpperCase
// @__NO_SIDE_EFFECTS__
function _toUpperCase() {
    return _overwrite((input) => input.toUpperCase());
}
// slugify
// @__NO_SIDE_EFFECTS__
function _slugify() {
    return _overwrite((input) => slugify(input));
}
// @__NO_SIDE_EFFECTS__
function _array(Class, element, params) {
    return new Class({
        type: "array",
        element,
        // get element() {
        //   return element;
        // },
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _union(Class, options, params) {
    return new Class({
        type: "union",
        options,
        ...util.normalizeParams(params),
    });
}
function _xor(Class, options, params) {
    return new Class({
        type: "union",
        options,
        inclusive: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _discriminatedUnion(Class, discriminator, options, params) {
    return new Class({
        type: "union",
        options: options,
        discriminator,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _intersection(Class, left, right) {
    return new Class({
        type: "intersection",
        left,
        right,
    });
}
// export function _tuple(
//   Class: util.SchemaClass<schemas.$ZodTuple>,
//   items: [],
//   params?: string | $ZodTupleParams
// ): schemas.$ZodTuple<[], null>;
// @__NO_SIDE_EFFECTS__
function _tuple(Class, items, _paramsOrRest, _params) {
    const hasRest = _paramsOrRest instanceof schemas.$ZodType;
    const params = hasRest ? _params : _paramsOrRest;
    const rest = hasRest ? _paramsOrRest : null;
    return new Class({
        type: "tuple",
        items,
        rest,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _record(Class, keyType, valueType, params) {
    return new Class({
        type: "record",
        keyType,
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _map(Class, keyType, valueType, params) {
    return new Class({
        type: "map",
        keyType,
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _set(Class, valueType, params) {
    return new Class({
        type: "set",
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _enum(Class, values, params) {
    const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
    // if (Array.isArray(values)) {
    //   for (const value of values) {
    //     entries[value] = value;
    //   }
    // } else {
    //   Object.assign(entries, values);
    // }
    // const entries: util.EnumLike = {};
    // for (const val of values) {
    //   entries[val] = val;
    // }
    return new Class({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
/** @deprecated This API has been merged into `z.enum()`. Use `z.enum()` instead.
 *
 * ```ts
 * enum Colors { red, green, blue }
 * z.enum(Colors);
 * ```
 */
function _nativeEnum(Class, entries, params) {
    return new Class({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _literal(Class, value, params) {
    return new Class({
        type: "literal",
        values: Array.isArray(value) ? value : [value],
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _file(Class, params) {
    return new Class({
        type: "file",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _transform(Class, fn) {
    return new Class({
        type: "transform",
        transform: fn,
    });
}
// @__NO_SIDE_EFFECTS__
function _optional(Class, innerType) {
    return new Class({
        type: "optional",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _nullable(Class, innerType) {
    return new Class({
        type: "nullable",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _default(Class, innerType, defaultValue) {
    return new Class({
        type: "default",
        innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : util.shallowClone(defaultValue);
        },
    });
}
// @__NO_SIDE_EFFECTS__
function _nonoptional(Class, innerType, params) {
    return new Class({
        type: "nonoptional",
        innerType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _success(Class, innerType) {
    return new Class({
        type: "success",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _catch(Class, innerType, catchValue) {
    return new Class({
        type: "catch",
        innerType,
        catchValue: (typeof catchValue === "function" ? catchValue : util.constantCatch(catchValue)),
    });
}
// @__NO_SIDE_EFFECTS__
function _pipe(Class, in_, out) {
    return new Class({
        type: "pipe",
        in: in_,
        out,
    });
}
// @__NO_SIDE_EFFECTS__
function _readonly(Class, innerType) {
    return new Class({
        type: "readonly",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _templateLiteral(Class, parts, params) {
    return new Class({
        type: "template_literal",
        parts,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _lazy(Class, getter) {
    return new Class({
        type: "lazy",
        getter,
    });
}
// @__NO_SIDE_EFFECTS__
function _promise(Class, innerType) {
    return new Class({
        type: "promise",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _custom(Class, fn, _params) {
    const norm = util.normalizeParams(_params);
    norm.abort ?? (norm.abort = true); // default to abort:false
    const schema = new Class({
        type: "custom",
        check: "custom",
        fn: fn,
        ...norm,
    });
    return schema;
}
// same as _custom but defaults to abort:false
// @__NO_SIDE_EFFECTS__
function _refine(Class, fn, _params) {
    const schema = new Class({
        type: "custom",
        check: "custom",
        fn: fn,
        ...normalizeParams(_params),
    });
    return schema;
}
// @__NO_SIDE_EFFECTS__
function _superRefine(fn, params) {
    const ch = _check((payload) => {
        payload.addIssue = (issue) => {
            if (typeof issue === "string") {
                payload.issues.push(util_issue(issue, payload.value, ch._zod.def));
            }
            else {
                // for Zod 3 backwards compatibility
                const _issue = issue;
                if (_issue.fatal)
                    _issue.continue = false;
                _issue.code ?? (_issue.code = "custom");
                if (!("input" in _issue))
                    _issue.input = payload.value;
                _issue.inst ?? (_issue.inst = ch);
                _issue.continue ?? (_issue.continue = !ch._zod.def.abort); // abort is always undefined, so this is always true...
                payload.issues.push(util_issue(_issue));
            }
        };
        return fn(payload.value, payload);
    }, params);
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _check(fn, params) {
    const ch = new $ZodCheck({
        check: "custom",
        ...normalizeParams(params),
    });
    ch._zod.check = fn;
    return ch;
}
// @__NO_SIDE_EFFECTS__
function describe(description) {
    const ch = new $ZodCheck({ check: "describe" });
    ch._zod.onattach = [
        (inst) => {
            const existing = globalRegistry.get(inst) ?? {};
            globalRegistry.add(inst, { ...existing, description });
        },
    ];
    ch._zod.check = () => { }; // no-op check
    return ch;
}
// @__NO_SIDE_EFFECTS__
function meta(metadata) {
    const ch = new $ZodCheck({ check: "meta" });
    ch._zod.onattach = [
        (inst) => {
            const existing = globalRegistry.get(inst) ?? {};
            globalRegistry.add(inst, { ...existing, ...metadata });
        },
    ];
    ch._zod.check = () => { }; // no-op check
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _stringbool(Classes, _params) {
    const params = util.normalizeParams(_params);
    let truthyArray = params.truthy ?? ["true", "1", "yes", "on", "y", "enabled"];
    let falsyArray = params.falsy ?? ["false", "0", "no", "off", "n", "disabled"];
    if (params.case !== "sensitive") {
        truthyArray = truthyArray.map((v) => (typeof v === "string" ? v.toLowerCase() : v));
        falsyArray = falsyArray.map((v) => (typeof v === "string" ? v.toLowerCase() : v));
    }
    const truthySet = new Set(truthyArray);
    const falsySet = new Set(falsyArray);
    const _Codec = Classes.Codec ?? schemas.$ZodCodec;
    const _Boolean = Classes.Boolean ?? schemas.$ZodBoolean;
    const _String = Classes.String ?? schemas.$ZodString;
    const stringSchema = new _String({ type: "string", error: params.error });
    const booleanSchema = new _Boolean({ type: "boolean", error: params.error });
    const codec = new _Codec({
        type: "pipe",
        in: stringSchema,
        out: booleanSchema,
        transform: ((input, payload) => {
            let data = input;
            if (params.case !== "sensitive")
                data = data.toLowerCase();
            if (truthySet.has(data)) {
                return true;
            }
            else if (falsySet.has(data)) {
                return false;
            }
            else {
                payload.issues.push({
                    code: "invalid_value",
                    expected: "stringbool",
                    values: [...truthySet, ...falsySet],
                    input: payload.value,
                    inst: codec,
                    continue: false,
                });
                return {};
            }
        }),
        reverseTransform: ((input, _payload) => {
            if (input === true) {
                return truthyArray[0] || "true";
            }
            else {
                return falsyArray[0] || "false";
            }
        }),
        error: params.error,
    });
    codec._zod.bag.truthy = truthyArray;
    codec._zod.bag.falsy = falsyArray;
    codec._zod.bag.case = params.case ?? "insensitive";
    return codec;
}
// @__NO_SIDE_EFFECTS__
function _stringFormat(Class, format, fnOrRegex, _params = {}) {
    const params = util.normalizeParams(_params);
    const def = {
        check: "string_format",
        type: "string",
        format,
        fn: typeof fnOrRegex === "function" ? fnOrRegex : (val) => fnOrRegex.test(val),
        ...params,
    };
    if (fnOrRegex instanceof RegExp) {
        def.pattern = fnOrRegex;
    }
    const inst = new Class(def);
    return inst;
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/to-json-schema.js


function assignProps(target, ...sources) {
    for (const source of sources) {
        for (const key of Reflect.ownKeys(source)) {
            if (Object.prototype.propertyIsEnumerable.call(source, key)) {
                util_assignProp(target, key, source[key]);
            }
        }
    }
    return target;
}
// function initializeContext<T extends schemas.$ZodType>(inputs: JSONSchemaGeneratorParams<T>): ToJSONSchemaContext<T> {
//   return {
//     processor: inputs.processor,
//     metadataRegistry: inputs.metadata ?? globalRegistry,
//     target: inputs.target ?? "draft-2020-12",
//     unrepresentable: inputs.unrepresentable ?? "throw",
//   };
// }
function to_json_schema_initializeContext(params) {
    // Normalize target: convert old non-hyphenated versions to hyphenated versions
    let target = params?.target ?? "draft-2020-12";
    if (target === "draft-4")
        target = "draft-04";
    if (target === "draft-7")
        target = "draft-07";
    return {
        processors: params.processors ?? {},
        metadataRegistry: params?.metadata ?? globalRegistry,
        target,
        unrepresentable: params?.unrepresentable ?? "throw",
        override: params?.override ?? (() => { }),
        io: params?.io ?? "output",
        counter: 0,
        seen: new Map(),
        sharedDefsExtractedFor: undefined,
        sharedEmitDoneFor: undefined,
        cycles: params?.cycles ?? "ref",
        reused: params?.reused ?? "inline",
        intersections: [],
        deferred: [],
        external: params?.external ?? undefined,
    };
}
/**
 * Applies the `unrepresentable` setting at a site that has no JSON Schema equivalent. Throws
 * `message` unless the setting (or the handler's return value) says otherwise. Returns `true` if a
 * custom JSON Schema was written into `json`, in which case the caller must not write its own.
 */
function handleUnrepresentable(schema, ctx, json, params, message) {
    const result = typeof ctx.unrepresentable === "function"
        ? ctx.unrepresentable({ zodSchema: schema, path: params.path, message })
        : ctx.unrepresentable;
    if (result === "any")
        return false;
    if (result === undefined || result === "throw")
        throw new Error(message);
    Object.assign(json, result);
    return true;
}
// never rename this back to `process`: bundler polyfills inject a top-level `const process` that a lexical declaration of the same name collides with (#6397)
function to_json_schema_processSchema(schema, ctx, _params = { path: [], schemaPath: [] }) {
    var _a;
    const def = schema._zod.def;
    // check for schema in seens
    const seen = ctx.seen.get(schema);
    if (seen) {
        seen.count++;
        // check if cycle
        const isCycle = _params.schemaPath.includes(schema);
        if (isCycle) {
            seen.cycle = _params.path;
        }
        return seen.schema;
    }
    // initialize
    const result = { schema: {}, count: 1, cycle: undefined, path: _params.path };
    ctx.seen.set(schema, result);
    ctx.sharedDefsExtractedFor = undefined;
    ctx.sharedEmitDoneFor = undefined;
    // custom method overrides default behavior
    const overrideSchema = schema._zod.toJSONSchema?.();
    if (overrideSchema) {
        result.schema = overrideSchema;
    }
    else {
        const params = {
            ..._params,
            schemaPath: [..._params.schemaPath, schema],
            path: _params.path,
        };
        if (schema._zod.processJSONSchema) {
            schema._zod.processJSONSchema(ctx, result.schema, params);
        }
        else {
            const _json = result.schema;
            const processor = ctx.processors[def.type];
            if (!processor) {
                throw new Error(`[toJSONSchema]: Non-representable type encountered: ${def.type}`);
            }
            processor(schema, ctx, _json, params);
        }
        const parent = schema._zod.parent;
        if (parent) {
            // Also set ref if processor didn't (for inheritance)
            if (!result.ref)
                result.ref = parent;
            to_json_schema_processSchema(parent, ctx, params);
            ctx.seen.get(parent).isParent = true;
        }
    }
    // metadata
    const meta = ctx.metadataRegistry.get(schema);
    if (meta)
        assignProps(result.schema, meta);
    if (ctx.io === "input" && isTransforming(schema)) {
        // examples/defaults only apply to output type of pipe
        delete result.schema.examples;
        delete result.schema.default;
    }
    // set prefault as default
    if (ctx.io === "input" && "_prefault" in result.schema)
        (_a = result.schema).default ?? (_a.default = result.schema._prefault);
    delete result.schema._prefault;
    // pulling fresh from ctx.seen in case it was overwritten
    const _result = ctx.seen.get(schema);
    return _result.schema;
}
/** @deprecated Renamed to `processSchema`. An export alias declares no binding, so it is safe to keep. */

// Escape a reference token for use in a JSON Pointer fragment (RFC 6901): `~` becomes `~0` and `/` becomes `~1`. The `~` replacement must run first.
function encodeJSONPointerSegment(segment) {
    return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}
function to_json_schema_extractDefs(ctx, schema
// params: EmitParams
) {
    // iterate over seen map;
    const root = ctx.seen.get(schema);
    if (!root)
        throw new Error("Unprocessed schema. This is a bug in Zod.");
    // With `external` set, every registered schema resolves through the external branch of `makeURI`, so the root branch below produces the same ref the external branch would — this pass is identical whichever schema it is called with, and only needs to run once.
    if (ctx.external && ctx.sharedDefsExtractedFor === ctx.external)
        return;
    // Track ids to detect duplicates across different schemas
    const idToSchema = new Map();
    for (const entry of ctx.seen.entries()) {
        const id = ctx.metadataRegistry.get(entry[0])?.id;
        if (id) {
            const existing = idToSchema.get(id);
            if (existing && existing !== entry[0]) {
                throw new Error(`Duplicate schema id "${id}" detected during JSON Schema conversion. Two different schemas cannot share the same id when converted together.`);
            }
            idToSchema.set(id, entry[0]);
        }
    }
    // returns a ref to the schema defId will be empty if the ref points to an external schema (or #)
    const makeURI = (entry) => {
        // comparing the seen objects because sometimes multiple schemas map to the same seen object. e.g. lazy
        // external is configured
        const defsSegment = ctx.target === "draft-2020-12" ? "$defs" : "definitions";
        if (ctx.external) {
            const externalId = ctx.external.registry.get(entry[0])?.id; // ?? "__shared";// `__schema${ctx.counter++}`;
            // check if schema is in the external registry
            const uriGenerator = ctx.external.uri ?? ((id) => id);
            if (externalId) {
                return { ref: uriGenerator(externalId) };
            }
            // otherwise, add to __shared
            const id = entry[1].defId ?? entry[1].schema.id ?? `schema${ctx.counter++}`;
            entry[1].defId = id; // set defId so it will be reused if needed
            return { defId: id, ref: `${uriGenerator("__shared")}#/${defsSegment}/${encodeJSONPointerSegment(id)}` };
        }
        const uriPrefix = `#`;
        const defUriPrefix = `${uriPrefix}/${defsSegment}/`;
        // an id-less root has nowhere to be extracted to, so it stays inline and self-references as `#`
        if (entry[1] === root && !entry[1].schema.id) {
            return { ref: uriPrefix };
        }
        // self-contained schema
        const defId = entry[1].schema.id ?? `__schema${ctx.counter++}`;
        return { defId, ref: defUriPrefix + encodeJSONPointerSegment(defId) };
    };
    // stored cached version in `def` property remove all properties, set $ref
    const extractToDef = (entry) => {
        // if the schema is already a reference, do not extract it
        if (entry[1].schema.$ref) {
            return;
        }
        const seen = entry[1];
        const { ref, defId } = makeURI(entry);
        seen.def = { ...seen.schema };
        // defId won't be set if the schema is a reference to an external schema or if the schema is the root schema
        if (defId)
            seen.defId = defId;
        // wipe away all properties except $ref
        const schema = seen.schema;
        for (const key in schema) {
            delete schema[key];
        }
        schema.$ref = ref;
    };
    // throw on cycles
    // break cycles
    if (ctx.cycles === "throw") {
        for (const entry of ctx.seen.entries()) {
            const seen = entry[1];
            if (seen.cycle) {
                throw new Error("Cycle detected: " +
                    `#/${seen.cycle?.join("/")}/<root>` +
                    '\n\nSet the `cycles` parameter to `"ref"` to resolve cyclical schemas with defs.');
            }
        }
    }
    // extract schemas into $defs
    for (const entry of ctx.seen.entries()) {
        const seen = entry[1];
        // convert root schema to # $ref
        if (schema === entry[0]) {
            extractToDef(entry); // this has special handling for the root schema
            continue;
        }
        // extract schemas that are in the external registry
        if (ctx.external) {
            const ext = ctx.external.registry.get(entry[0])?.id;
            if (schema !== entry[0] && ext) {
                extractToDef(entry);
                continue;
            }
        }
        // extract schemas with `id` meta
        const id = ctx.metadataRegistry.get(entry[0])?.id;
        if (id) {
            extractToDef(entry);
            continue;
        }
        // break cycles
        if (seen.cycle) {
            // any
            extractToDef(entry);
            continue;
        }
        // extract reused schemas
        if (seen.count > 1) {
            if (ctx.reused === "ref") {
                extractToDef(entry);
            }
        }
    }
    if (ctx.external)
        ctx.sharedDefsExtractedFor = ctx.external;
}
/** Rewrites `anyOf: [{type: "a"}, {type: "b"}]` to `type: ["a", "b"]`, which every JSON Schema draft treats as equivalent and most consumers render far better for the nullable case. Only branches that are a bare type assertion qualify — anything carrying a constraint, `$ref`, `const` or metadata is left alone. Runs after `flattenRef`, so a branch an override decorated or `$defs` extraction turned into a `$ref` is no longer bare and correctly stays in `anyOf`. `oneOf` is excluded: `integer` and `number` overlap, so "exactly one" and "at least one" are not the same there. OpenAPI 3.0 is excluded: its `type` must be a single string. */
function compactTypeUnion(schema) {
    const options = schema.anyOf;
    if (!Array.isArray(options) || options.length === 0 || schema.type !== undefined)
        return;
    const types = [];
    for (const option of options) {
        if (!option || typeof option !== "object")
            return;
        // A branch that is itself a compactible union folds into this one — nested `anyOf` and a flat `type` array say the same thing. Compacting it first also makes the result independent of the order this pass walks the seen map in.
        compactTypeUnion(option);
        const keys = Object.keys(option);
        if (keys.length !== 1 || keys[0] !== "type")
            return;
        const type = option.type;
        for (const member of Array.isArray(type) ? type : [type]) {
            if (typeof member !== "string")
                return;
            if (!types.includes(member))
                types.push(member);
        }
    }
    delete schema.anyOf;
    // A `type` array must be non-empty and unique (metaschema); a single member is spelled as a bare string.
    schema.type = types.length === 1 ? types[0] : types;
}
/** Keywords `foldIntersection` knows how to combine. Anything else — `$ref`, `patternProperties`,
 * an annotation like `description` — makes a member unfoldable, so a constraint this does not
 * understand leaves the `allOf` alone instead of being silently dropped or misattributed. */
const FOLDABLE_KEYS = new Set(["type", "properties", "required", "additionalProperties"]);
const UNION_KEYS = ["oneOf", "anyOf"];
/** A member's constraint on a key it does not declare itself. A `catchall` states one; `false`, an absent `additionalProperties`, and the empty schema a loose object emits state nothing. */
function undeclaredConstraint(member) {
    const extra = member.additionalProperties;
    if (extra === undefined || extra === false || typeof extra !== "object" || extra === null)
        return null;
    return Object.keys(extra).length ? extra : null;
}
/** Combines object members into the single object they describe together, or returns `null` if any of them carries a keyword outside {@link FOLDABLE_KEYS}. */
function foldObjects(members) {
    const objects = [];
    for (const member of members) {
        // A boolean subschema is legal JSON Schema and carries no keywords to fold.
        if (typeof member !== "object" || member.type !== "object")
            return null;
        for (const key in member) {
            if (!FOLDABLE_KEYS.has(key))
                return null;
        }
        objects.push(member);
    }
    const properties = {};
    const required = new Set();
    for (const object of objects) {
        for (const key in object.properties) {
            // `in` would report a `__proto__` key as already present via the prototype chain and skip it.
            if (Object.prototype.hasOwnProperty.call(properties, key))
                continue;
            // Every member constrains this key: the ones that declare it say how, and a `catchall` member constrains it too even though it does not name it. The key has to satisfy all of them, which is the same intersection one level down.
            const parts = [];
            for (const other of objects) {
                const part = other.properties?.[key] ?? undeclaredConstraint(other);
                if (part === null || part === undefined)
                    continue;
                if (!parts.some((seen) => JSON.stringify(seen) === JSON.stringify(part)))
                    parts.push(part);
            }
            const merged = parts.length === 1
                ? parts[0]
                : (foldObjects(parts) ?? { allOf: parts });
            util_assignProp(properties, key, merged);
        }
        for (const key of object.required ?? [])
            required.add(key);
    }
    const folded = { type: "object", properties };
    if (required.size)
        folded.required = [...required];
    // A key no member declares is rejected only when every member rejects it, so the fold is closed only when every member is. Otherwise it carries whatever the `catchall` members demand of such a key.
    if (objects.every((object) => object.additionalProperties === false)) {
        folded.additionalProperties = false;
    }
    else {
        const constraints = [];
        for (const object of objects) {
            const constraint = undeclaredConstraint(object);
            if (constraint && !constraints.some((seen) => JSON.stringify(seen) === JSON.stringify(constraint)))
                constraints.push(constraint);
        }
        if (constraints.length === 1)
            folded.additionalProperties = constraints[0];
        else if (constraints.length > 1)
            folded.additionalProperties = { allOf: constraints };
    }
    return folded;
}
/** `additionalProperties` in an `allOf` member sees only that member's own `properties`, so two
 * closed object members reject each other's keys and the schema validates nothing. Zod's parser
 * pools the key sets instead — `handleIntersectionResults` reports a key as unrecognized only when
 * *every* side rejects it — so the emitted schema has to pool them too, and folding the members
 * into one object is the encoding that says so on every target.
 *
 * This runs from `finalize`, after `extractDefs`, which is what keeps it clear of the `$ref`
 * machinery: a member extracted into `$defs` is already a `$ref` by now and declines to fold, so it
 * keeps its reference and its own closedness rather than being inlined as a stale copy. */
function foldIntersection(json) {
    const allOf = json.allOf;
    if (!Array.isArray(allOf) || allOf.length < 2)
        return;
    // An `override` runs before this pass and may have written object keywords onto the intersection itself. Those are deliberate, so decline rather than overwrite them.
    for (const key of FOLDABLE_KEYS)
        if (key in json)
            return;
    // An intersection distributes over a union: `A & (X | Y)` is `(A & X) | (A & Y)`. Only the first union is distributed over; a second one stays among the members every branch folds against, where it fails the object check and declines the whole intersection rather than multiplying out.
    const unions = allOf.filter((m) => UNION_KEYS.some((k) => Array.isArray(m[k])));
    let folded = null;
    if (!unions.length) {
        folded = foldObjects(allOf);
    }
    else {
        const union = unions[0];
        const keyword = UNION_KEYS.find((k) => Array.isArray(union[k]));
        if (Object.keys(union).length !== 1)
            return;
        const rest = allOf.filter((m) => m !== union);
        const branches = union[keyword].map((branch) => foldObjects([...rest, branch]));
        if (branches.some((b) => !b))
            return;
        folded = { [keyword]: branches };
    }
    if (!folded)
        return;
    delete json.allOf;
    assignProps(json, folded);
}
function to_json_schema_finalize(ctx, schema) {
    const root = ctx.seen.get(schema);
    if (!root)
        throw new Error("Unprocessed schema. This is a bug in Zod.");
    // flatten refs - inherit properties from parent schemas
    const flattenRef = (zodSchema) => {
        const seen = ctx.seen.get(zodSchema);
        // already processed
        if (seen.ref === null)
            return;
        const schema = seen.def ?? seen.schema;
        const _cached = { ...schema };
        const ref = seen.ref;
        seen.ref = null; // prevent infinite recursion
        if (ref) {
            flattenRef(ref);
            const refSeen = ctx.seen.get(ref);
            const refSchema = refSeen.schema;
            // merge referenced schema into current
            if (refSchema.$ref && (ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0")) {
                // older drafts can't combine $ref with other properties
                schema.allOf = schema.allOf ?? [];
                schema.allOf.push(refSchema);
            }
            else {
                assignProps(schema, refSchema);
            }
            // restore child's own properties (child wins)
            assignProps(schema, _cached);
            const isParentRef = zodSchema._zod.parent === ref;
            // For parent chain, child is a refinement - remove parent-only properties
            if (isParentRef) {
                for (const key in schema) {
                    if (key === "$ref" || key === "allOf")
                        continue;
                    if (!(key in _cached)) {
                        delete schema[key];
                    }
                }
            }
            // When ref was extracted to $defs, remove properties that match the definition
            if (refSchema.$ref && refSeen.def) {
                for (const key in schema) {
                    if (key === "$ref" || key === "allOf")
                        continue;
                    if (key in refSeen.def && JSON.stringify(schema[key]) === JSON.stringify(refSeen.def[key])) {
                        delete schema[key];
                    }
                }
            }
        }
        // If parent was extracted (has $ref), propagate $ref to this schema. This handles cases like: readonly().meta({id}).describe() where processor sets ref to innerType but parent should be referenced
        const parent = zodSchema._zod.parent;
        if (parent && parent !== ref) {
            // Ensure parent is processed first so its def has inherited properties
            flattenRef(parent);
            const parentSeen = ctx.seen.get(parent);
            if (parentSeen?.schema.$ref) {
                schema.$ref = parentSeen.schema.$ref;
                // De-duplicate with parent's definition
                if (parentSeen.def) {
                    for (const key in schema) {
                        if (key === "$ref" || key === "allOf")
                            continue;
                        if (key in parentSeen.def && JSON.stringify(schema[key]) === JSON.stringify(parentSeen.def[key])) {
                            delete schema[key];
                        }
                    }
                }
            }
        }
        // execute overrides
        ctx.override({
            zodSchema: zodSchema,
            jsonSchema: schema,
            path: seen.path ?? [],
        });
    };
    // Flattening walks the whole map and clears each `ref` as it goes, so a second call over the same map is a no-op scan. Skip it outright once it has run for a registry conversion.
    if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
        for (const entry of [...ctx.seen.entries()].reverse()) {
            flattenRef(entry[0]);
        }
        if (ctx.target !== "openapi-3.0") {
            for (const entry of ctx.seen.entries()) {
                compactTypeUnion(entry[1].def ?? entry[1].schema);
            }
        }
        for (const rewrite of ctx.deferred)
            rewrite();
        // After flattening, every member that was extracted is a `$ref`, so the fold sees the final shape. A schema that inherits an intersection — through `z.lazy`, or any `ref` chain — holds the same `allOf` array, so fold by array identity to catch every copy.
        if (ctx.intersections.length) {
            const carriers = new Map();
            for (const seen of ctx.seen.values()) {
                for (const json of [seen.schema, seen.def]) {
                    const allOf = json?.allOf;
                    if (!Array.isArray(allOf))
                        continue;
                    const existing = carriers.get(allOf);
                    if (existing)
                        existing.push(json);
                    else
                        carriers.set(allOf, [json]);
                }
            }
            for (const allOf of ctx.intersections) {
                for (const json of carriers.get(allOf) ?? [])
                    foldIntersection(json);
            }
        }
    }
    const result = {};
    if (ctx.target === "draft-2020-12") {
        result.$schema = "https://json-schema.org/draft/2020-12/schema";
    }
    else if (ctx.target === "draft-07") {
        result.$schema = "http://json-schema.org/draft-07/schema#";
    }
    else if (ctx.target === "draft-04") {
        result.$schema = "http://json-schema.org/draft-04/schema#";
    }
    else if (ctx.target === "openapi-3.0") {
        // OpenAPI 3.0 schema objects should not include a $schema property
    }
    else {
        // Arbitrary string values are allowed but won't have a $schema property set
    }
    if (ctx.external?.uri) {
        const id = ctx.external.registry.get(schema)?.id;
        if (!id)
            throw new Error("Schema is missing an `id` property");
        result.$id = ctx.external.uri(id);
    }
    // when the root was extracted into $defs, `root.schema` is the `$ref` wrapper and `root.def` is the body that now lives under $defs
    assignProps(result, root.defId ? root.schema : (root.def ?? root.schema));
    // The `id` in `.meta()` is a Zod-specific registration tag used to extract schemas into $defs — it is not user-facing JSON Schema metadata. Strip it from the output body where it would otherwise leak. The id is preserved implicitly via the $defs key (and via $ref paths).
    const rootMetaId = ctx.metadataRegistry.get(schema)?.id;
    if (rootMetaId !== undefined && result.id === rootMetaId)
        delete result.id;
    // build defs object. With `external`, `defs` is the shared object every schema writes into, so the same entries are reassigned on every call. Without it, `defs` is fresh per call and must be rebuilt.
    const defs = ctx.external?.defs ?? {};
    if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
        for (const entry of ctx.seen.entries()) {
            const seen = entry[1];
            if (seen.def && seen.defId) {
                if (seen.def.id === seen.defId)
                    delete seen.def.id;
                util_assignProp(defs, seen.defId, seen.def);
            }
        }
    }
    if (ctx.external)
        ctx.sharedEmitDoneFor = ctx.external;
    // set definitions in result
    if (ctx.external) {
    }
    else {
        if (Object.keys(defs).length > 0) {
            if (ctx.target === "draft-2020-12") {
                result.$defs = defs;
            }
            else {
                result.definitions = defs;
            }
        }
    }
    try {
        // this "finalizes" this schema and ensures all cycles are removed each call to finalize() is functionally independent though the seen map is shared
        const finalized = JSON.parse(JSON.stringify(result));
        Object.defineProperty(finalized, "~standard", {
            value: {
                ...schema["~standard"],
                jsonSchema: {
                    input: createStandardJSONSchemaMethod(schema, "input", ctx.processors),
                    output: createStandardJSONSchemaMethod(schema, "output", ctx.processors),
                },
            },
            enumerable: false,
            writable: false,
        });
        return finalized;
    }
    catch (_err) {
        throw new Error("Error converting schema to JSON.");
    }
}
function isTransforming(_schema, _ctx) {
    const ctx = _ctx ?? { seen: new Set() };
    if (ctx.seen.has(_schema))
        return false;
    ctx.seen.add(_schema);
    const def = _schema._zod.def;
    if (def.type === "transform")
        return true;
    if (def.type === "array")
        return isTransforming(def.element, ctx);
    if (def.type === "set")
        return isTransforming(def.valueType, ctx);
    if (def.type === "lazy")
        return isTransforming(def.getter(), ctx);
    if (def.type === "promise" ||
        def.type === "optional" ||
        def.type === "nonoptional" ||
        def.type === "nullable" ||
        def.type === "readonly" ||
        def.type === "default" ||
        def.type === "prefault" ||
        def.type === "catch") {
        return isTransforming(def.innerType, ctx);
    }
    if (def.type === "intersection") {
        return isTransforming(def.left, ctx) || isTransforming(def.right, ctx);
    }
    if (def.type === "record" || def.type === "map") {
        return isTransforming(def.keyType, ctx) || isTransforming(def.valueType, ctx);
    }
    if (def.type === "pipe") {
        if (_schema._zod.traits.has("$ZodCodec"))
            return true;
        return isTransforming(def.in, ctx) || isTransforming(def.out, ctx);
    }
    if (def.type === "object") {
        for (const key in def.shape) {
            if (isTransforming(def.shape[key], ctx))
                return true;
        }
        return false;
    }
    if (def.type === "union") {
        for (const option of def.options) {
            if (isTransforming(option, ctx))
                return true;
        }
        return false;
    }
    if (def.type === "tuple") {
        for (const item of def.items) {
            if (isTransforming(item, ctx))
                return true;
        }
        if (def.rest && isTransforming(def.rest, ctx))
            return true;
        return false;
    }
    return false;
}
/**
 * Creates a toJSONSchema method for a schema instance.
 * This encapsulates the logic of initializing context, processing, extracting defs, and finalizing.
 */
const createToJSONSchemaMethod = (schema, processors = {}) => (params) => {
    const ctx = to_json_schema_initializeContext({ ...params, processors });
    to_json_schema_processSchema(schema, ctx);
    to_json_schema_extractDefs(ctx, schema);
    return to_json_schema_finalize(ctx, schema);
};
const createStandardJSONSchemaMethod = (schema, io, processors = {}) => (params) => {
    const { libraryOptions, target } = params ?? {};
    const ctx = to_json_schema_initializeContext({ ...(libraryOptions ?? {}), target, io, processors });
    to_json_schema_processSchema(schema, ctx);
    to_json_schema_extractDefs(ctx, schema);
    return to_json_schema_finalize(ctx, schema);
};

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/json-schema-processors.js




const narrowMin = (agg, key, value) => {
    if (agg[key] === undefined || value > agg[key])
        agg[key] = value;
};
const narrowMax = (agg, key, value) => {
    if (agg[key] === undefined || value < agg[key])
        agg[key] = value;
};
const narrowBoth = (agg, value) => {
    narrowMin(agg, "minimum", value);
    narrowMax(agg, "maximum", value);
};
const addDivisor = (agg, value) => {
    agg.multipleOf ?? (agg.multipleOf = []);
    if (!agg.multipleOf.includes(value))
        agg.multipleOf.push(value);
};
const addPattern = (agg, pattern) => {
    agg.patterns ?? (agg.patterns = new Set());
    agg.patterns.add(pattern);
};
const intersectMime = (agg, mime) => {
    agg.mime = agg.mime ? agg.mime.filter((m) => mime.includes(m)) : [...mime];
};
// last-wins, matching the bag's historical write order; the flag keeps an integer format from being lost to a later float one
const setFormat = (agg, format) => {
    agg.format = format;
    if (format.includes("int"))
        agg.isInt = true;
};
const minContributor = (agg, def) => narrowMin(agg, "minimum", def.minimum);
const maxContributor = (agg, def) => narrowMax(agg, "maximum", def.maximum);
const formatContributor = (ranges) => (agg, def) => {
    setFormat(agg, def.format);
    const [minimum, maximum] = ranges[def.format];
    narrowMin(agg, "minimum", minimum);
    narrowMax(agg, "maximum", maximum);
};
const contributors = {
    greater_than: (agg, def) => narrowMin(agg, def.inclusive ? "minimum" : "exclusiveMinimum", def.value),
    less_than: (agg, def) => narrowMax(agg, def.inclusive ? "maximum" : "exclusiveMaximum", def.value),
    multiple_of: (agg, def) => addDivisor(agg, def.value),
    number_format: formatContributor(NUMBER_FORMAT_RANGES),
    bigint_format: formatContributor(BIGINT_FORMAT_RANGES),
    min_length: minContributor,
    max_length: maxContributor,
    length_equals: (agg, def) => narrowBoth(agg, def.length),
    min_size: minContributor,
    max_size: maxContributor,
    size_equals: (agg, def) => narrowBoth(agg, def.size),
    string_format: (agg, def) => {
        setFormat(agg, def.format);
        if (def.pattern)
            addPattern(agg, def.pattern);
        if (def.format === "base64" || def.format === "base64url")
            agg.contentEncoding = def.format;
        if (def.local || def.precision === -1)
            agg.laxFormat = true;
    },
    mime_type: (agg, def) => intersectMime(agg, def.mime),
};
function aggregateChecks(schema) {
    const agg = {};
    const def = schema._zod.def;
    // a format schema is its own first check, same rule as $ZodType init
    const list = schema._zod.traits.has("$ZodCheck")
        ? [schema, ...(def.checks ?? [])]
        : (def.checks ?? []);
    for (const ch of list)
        contributors[ch._zod.def.check]?.(agg, ch._zod.def);
    // reconcile with the bag so third-party onattach contributions still land; first-party residue is never tighter than the fold, so merging it back is idempotent for one and additive for the other
    const bag = schema._zod.bag;
    if (bag.minimum !== undefined)
        narrowMin(agg, "minimum", bag.minimum);
    if (bag.exclusiveMinimum !== undefined)
        narrowMin(agg, "exclusiveMinimum", bag.exclusiveMinimum);
    if (bag.maximum !== undefined)
        narrowMax(agg, "maximum", bag.maximum);
    if (bag.exclusiveMaximum !== undefined)
        narrowMax(agg, "exclusiveMaximum", bag.exclusiveMaximum);
    if (bag.multipleOf !== undefined)
        addDivisor(agg, bag.multipleOf);
    if (bag.format !== undefined) {
        agg.format ?? (agg.format = bag.format);
        if (bag.format.includes("int"))
            agg.isInt = true;
    }
    if (bag.mime)
        intersectMime(agg, bag.mime);
    for (const pattern of bag.patterns ?? [])
        addPattern(agg, pattern);
    return agg;
}
const formatMap = {
    guid: "uuid",
    url: "uri",
    datetime: "date-time",
    json_string: "json-string",
    regex: "", // do not set
};
// ==================== SIMPLE TYPE PROCESSORS ====================
// the runtime patterns are lax so parse paths never overflow the regex stack; the emitted schema swaps in the exact block forms, which zod itself never executes
const exactPatterns = new Map([
    [base64Charset, base64],
    [base64urlCharset, base64url],
]);
const exactPattern = (p) => exactPatterns.get(p) ?? p;
const stringProcessor = (schema, ctx, _json, _params) => {
    const json = _json;
    json.type = "string";
    const { minimum, maximum, format, patterns, contentEncoding, laxFormat } = aggregateChecks(schema);
    if (typeof minimum === "number")
        json.minLength = minimum;
    if (typeof maximum === "number")
        json.maxLength = maximum;
    // custom pattern overrides format
    if (format) {
        json.format = formatMap[format] ?? format;
        if (json.format === "")
            delete json.format; // empty format is not valid
        // `z.iso.time()` is never full-time, and `laxFormat` carries the datetime shapes that also accept what their keyword forbids
        if (format === "time" || laxFormat) {
            delete json.format;
        }
    }
    if (contentEncoding)
        json.contentEncoding = contentEncoding;
    if (patterns && patterns.size > 0) {
        const patternList = [...patterns].map(exactPattern);
        if (patternList.length === 1)
            json.pattern = patternList[0].source;
        else if (patternList.length > 1) {
            json.allOf = [
                ...patternList.map((regex) => ({
                    ...(ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0"
                        ? { type: "string" }
                        : {}),
                    pattern: regex.source,
                })),
            ];
        }
    }
};
const numberProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const { minimum, maximum, multipleOf, exclusiveMaximum, exclusiveMinimum, isInt } = aggregateChecks(schema);
    json.type = isInt ? "integer" : "number";
    // when both minimum and exclusiveMinimum exist, pick the more restrictive one
    const exMin = typeof exclusiveMinimum === "number" && exclusiveMinimum >= (minimum ?? Number.NEGATIVE_INFINITY);
    const exMax = typeof exclusiveMaximum === "number" && exclusiveMaximum <= (maximum ?? Number.POSITIVE_INFINITY);
    const legacy = ctx.target === "draft-04" || ctx.target === "openapi-3.0";
    if (exMin) {
        if (legacy) {
            json.minimum = exclusiveMinimum;
            json.exclusiveMinimum = true;
        }
        else {
            json.exclusiveMinimum = exclusiveMinimum;
        }
    }
    else if (typeof minimum === "number") {
        json.minimum = minimum;
    }
    if (exMax) {
        if (legacy) {
            json.maximum = exclusiveMaximum;
            json.exclusiveMaximum = true;
        }
        else {
            json.exclusiveMaximum = exclusiveMaximum;
        }
    }
    else if (typeof maximum === "number") {
        json.maximum = maximum;
    }
    if (multipleOf) {
        // JSON Schema requires a divisor strictly greater than zero, and a non-finite one does not survive JSON at all. A negative divisor accepts exactly what its absolute value accepts, so it still maps; zero, NaN and Infinity have no keyword form.
        const divisors = new Set();
        for (const divisor of multipleOf) {
            if (Number.isFinite(divisor) && divisor !== 0)
                divisors.add(Math.abs(divisor));
            else
                handleUnrepresentable(schema, ctx, json, params, `A multipleOf divisor of ${divisor} cannot be represented in JSON Schema`);
        }
        // chained divisors are a conjunction the keyword cannot carry alone, so extras ride an allOf, same as stacked patterns
        const [first, ...rest] = divisors;
        if (first !== undefined)
            json.multipleOf = first;
        if (rest.length)
            json.allOf = [...(json.allOf ?? []), ...rest.map((m) => ({ multipleOf: m }))];
    }
};
const booleanProcessor = (_schema, _ctx, json, _params) => {
    json.type = "boolean";
};
const bigintProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "BigInt cannot be represented in JSON Schema");
};
const symbolProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Symbols cannot be represented in JSON Schema");
};
const nullProcessor = (_schema, ctx, json, _params) => {
    if (ctx.target === "openapi-3.0") {
        json.type = "string";
        json.nullable = true;
        json.enum = [null];
    }
    else {
        json.type = "null";
    }
};
const undefinedProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Undefined cannot be represented in JSON Schema");
};
const voidProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Void cannot be represented in JSON Schema");
};
const neverProcessor = (_schema, _ctx, json, _params) => {
    json.not = {};
};
const anyProcessor = (_schema, _ctx, _json, _params) => {
    // empty schema accepts anything
};
const unknownProcessor = (_schema, _ctx, _json, _params) => {
    // empty schema accepts anything
};
const dateProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Date cannot be represented in JSON Schema");
};
const enumProcessor = (schema, _ctx, json, _params) => {
    const def = schema._zod.def;
    const values = getEnumValues(def.entries);
    // an empty enum accepts nothing, same as z.never()
    if (values.length === 0) {
        json.not = {};
        return;
    }
    // Number enums can have both string and number values
    if (values.every((v) => typeof v === "number"))
        json.type = "number";
    if (values.every((v) => typeof v === "string"))
        json.type = "string";
    json.enum = values;
};
const literalProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    // a literal with no values accepts nothing, same as z.never()
    if (def.values.length === 0) {
        json.not = {};
        return;
    }
    const vals = [];
    for (const val of def.values) {
        if (val === undefined) {
            // a custom schema replaces the whole literal, so there is nothing left to accumulate
            if (handleUnrepresentable(schema, ctx, json, params, "Literal `undefined` cannot be represented in JSON Schema"))
                return;
            // otherwise do not add to vals
        }
        else if (typeof val === "bigint") {
            if (handleUnrepresentable(schema, ctx, json, params, "BigInt literals cannot be represented in JSON Schema"))
                return;
            vals.push(Number(val));
        }
        else {
            vals.push(val);
        }
    }
    if (vals.length === 0) {
        // do nothing (an undefined literal was stripped)
    }
    else if (vals.length === 1) {
        const val = vals[0];
        json.type = val === null ? "null" : typeof val;
        if (ctx.target === "draft-04" || ctx.target === "openapi-3.0") {
            json.enum = [val];
        }
        else {
            json.const = val;
        }
    }
    else {
        if (vals.every((v) => typeof v === "number"))
            json.type = "number";
        if (vals.every((v) => typeof v === "string"))
            json.type = "string";
        if (vals.every((v) => typeof v === "boolean"))
            json.type = "boolean";
        if (vals.every((v) => v === null))
            json.type = "null";
        json.enum = vals;
    }
};
const nanProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "NaN cannot be represented in JSON Schema");
};
const templateLiteralProcessor = (schema, _ctx, json, _params) => {
    const _json = json;
    const pattern = schema._zod.pattern;
    if (!pattern)
        throw new Error("Pattern not found in template literal");
    _json.type = "string";
    _json.pattern = pattern.source;
};
const fileProcessor = (schema, _ctx, json, _params) => {
    const _json = json;
    _json.type = "string";
    _json.format = "binary";
    _json.contentEncoding = "binary";
    const { minimum, maximum, mime } = aggregateChecks(schema);
    if (minimum !== undefined)
        _json.minLength = minimum;
    if (maximum !== undefined)
        _json.maxLength = maximum;
    if (!mime)
        return;
    // an empty intersection means the mime checks share no value, so nothing passes at runtime; `anyOf` must be non-empty, so the false schema is `not: {}`
    if (mime.length === 0)
        _json.not = {};
    else if (mime.length === 1)
        _json.contentMediaType = mime[0];
    // only contentMediaType differs, so the shared props stay at the root
    else
        _json.anyOf = mime.map((m) => ({ contentMediaType: m }));
};
const successProcessor = (_schema, _ctx, json, _params) => {
    json.type = "boolean";
};
const customProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Custom types cannot be represented in JSON Schema");
};
const functionProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Function types cannot be represented in JSON Schema");
};
const transformProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Transforms cannot be represented in JSON Schema");
};
const mapProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Map cannot be represented in JSON Schema");
};
const setProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Set cannot be represented in JSON Schema");
};
// ==================== COMPOSITE TYPE PROCESSORS ====================
const arrayProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    const { minimum, maximum } = aggregateChecks(schema);
    if (typeof minimum === "number")
        json.minItems = minimum;
    if (typeof maximum === "number")
        json.maxItems = maximum;
    json.type = "array";
    json.items = to_json_schema_processSchema(def.element, ctx, {
        ...params,
        path: [...params.path, "items"],
    });
};
// Transform and catch set `optin = "optional"` at runtime so the parser lets them observe an
// absent key, but their declared input type stays required. An input JSON Schema describes the
// declared type, so resolve past them to the schema that actually carries the optionality.
// Used by both `objectProcessor` (for `required`) and `tupleProcessor` (for `minItems`); see
// wiki/optionality.md, "The JSON Schema emitter reads the *static* value".
function inputOptin(schema) {
    const def = schema._zod.def;
    if (def.type === "pipe" && def.in._zod.traits.has("$ZodTransform")) {
        return inputOptin(def.out);
    }
    if (def.type === "catch") {
        return inputOptin(def.innerType);
    }
    return schema._zod.optin;
}
const objectProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    const shape = def.shape;
    // dropping it while still emitting `additionalProperties: false` would emit a schema that rejects data this one requires
    const symbolKeys = Object.getOwnPropertySymbols(shape);
    if (symbolKeys.length &&
        handleUnrepresentable(schema, ctx, json, params, "Symbol keys cannot be represented in JSON Schema")) {
        return;
    }
    json.type = "object";
    json.properties = {};
    for (const key in shape) {
        // assignProp so a __proto__ key becomes an own property instead of hitting the inherited setter on the plain {} we build into
        util_assignProp(json.properties, key, to_json_schema_processSchema(shape[key], ctx, {
            ...params,
            path: [...params.path, "properties", key],
        }));
    }
    // required keys
    const requiredKeys = [];
    for (const key of Object.keys(shape)) {
        const field = def.shape[key];
        if (ctx.io === "input" ? inputOptin(field) === undefined : field._zod.optout === undefined) {
            requiredKeys.push(key);
        }
    }
    if (requiredKeys.length > 0) {
        json.required = requiredKeys;
    }
    // catchall
    if (def.catchall?._zod.def.type === "never") {
        // strict
        json.additionalProperties = false;
    }
    else if (!def.catchall) {
        // regular
        if (ctx.io === "output")
            json.additionalProperties = false;
    }
    else if (def.catchall) {
        json.additionalProperties = to_json_schema_processSchema(def.catchall, ctx, {
            ...params,
            path: [...params.path, "additionalProperties"],
        });
    }
};
const unionProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    // Exclusive unions (inclusive === false) use oneOf (exactly one match) instead of anyOf (one or more matches). This includes both z.xor() and discriminated unions
    const isExclusive = def.inclusive === false;
    const options = def.options.map((x, i) => to_json_schema_processSchema(x, ctx, {
        ...params,
        path: [...params.path, isExclusive ? "oneOf" : "anyOf", i],
    }));
    if (isExclusive) {
        json.oneOf = options;
    }
    else {
        json.anyOf = options;
    }
};
const intersectionProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    const a = to_json_schema_processSchema(def.left, ctx, {
        ...params,
        path: [...params.path, "allOf", 0],
    });
    const b = to_json_schema_processSchema(def.right, ctx, {
        ...params,
        path: [...params.path, "allOf", 1],
    });
    const isSimpleIntersection = (val) => "allOf" in val && Object.keys(val).length === 1;
    const allOf = [
        ...(isSimpleIntersection(a) ? a.allOf : [a]),
        ...(isSimpleIntersection(b) ? b.allOf : [b]),
    ];
    json.allOf = allOf;
    // Recorded innermost first, so a nested intersection has already folded by the time this one is considered. The array is the handle rather than the schema, because a wrapper that inherits this schema shares the same array; `finalize` folds every object holding it. See `foldIntersection`.
    ctx.intersections.push(allOf);
};
const tupleProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    json.type = "array";
    const prefixPath = ctx.target === "draft-2020-12" ? "prefixItems" : "items";
    const restPath = ctx.target === "draft-2020-12" ? "items" : ctx.target === "openapi-3.0" ? "items" : "additionalItems";
    const prefixItems = def.items.map((x, i) => to_json_schema_processSchema(x, ctx, {
        ...params,
        path: [...params.path, prefixPath, i],
    }));
    const rest = def.rest
        ? to_json_schema_processSchema(def.rest, ctx, {
            ...params,
            path: [...params.path, restPath, ...(ctx.target === "openapi-3.0" ? [def.items.length] : [])],
        })
        : null;
    let minItems = def.items.length;
    while (minItems > 0) {
        const item = def.items[minItems - 1];
        const optional = ctx.io === "input" ? inputOptin(item) !== undefined : item._zod.optout === "optional";
        if (!optional)
            break;
        minItems--;
    }
    const maxItems = def.items.length;
    const isClosed = !def.rest;
    if (ctx.target === "draft-2020-12") {
        json.prefixItems = prefixItems;
        if (isClosed) {
            json.items = false;
        }
        else if (rest) {
            json.items = rest;
        }
        if (minItems > 0)
            json.minItems = minItems;
        if (isClosed)
            json.maxItems = maxItems;
    }
    else if (ctx.target === "openapi-3.0") {
        json.items = {
            anyOf: prefixItems,
        };
        if (rest) {
            json.items.anyOf.push(rest);
        }
        if (minItems > 0)
            json.minItems = minItems;
        if (isClosed)
            json.maxItems = maxItems;
    }
    else {
        json.items = prefixItems;
        if (isClosed) {
            json.additionalItems = false;
        }
        else if (rest) {
            json.additionalItems = rest;
        }
        if (minItems > 0)
            json.minItems = minItems;
        if (isClosed)
            json.maxItems = maxItems;
    }
    // explicit user-defined length checks take precedence
    const { minimum, maximum } = aggregateChecks(schema);
    if (typeof minimum === "number")
        json.minItems = minimum;
    if (typeof maximum === "number")
        json.maxItems = maximum;
};
/** JSON object keys are always strings, so a numeric record key schema is re-expressed over the
 * numeric-string form the record parser matches. Deferred to `finalize`, after the flatten: a key
 * behind a wrapper only carries its own `type` before then, and a union key only has its branches.
 *
 * A numeric bound cannot apply to a property name, so `minimum` and its siblings are dropped rather
 * than carried over: keeping them beside `type: "string"` reproduces the match-nothing schema this
 * exists to fix. A key that carries one therefore emits wider than the record parses — `z.record(z.number().min(5), V)`
 * accepts `"3"` — which is the deliberate trade, since throwing on it would reject an ordinary schema
 * outright. */
function stringifyKeyNames(bySchema, json, visited) {
    // an extracted key that rewrites cannot go on sharing its definition — the string form a key position needs is not the number form every other reference wants — so it inlines. One that does not rewrite keeps the `$ref`.
    if (json.$ref) {
        // a recursive key holds its own reference inside its definition, so a node already on the path is left alone rather than resolved again
        if (visited.has(json))
            return json;
        visited.add(json);
        const def = bySchema.get(json)?.def;
        if (!def)
            return json;
        const inlined = stringifyKeyNames(bySchema, def, visited);
        return inlined === def ? json : inlined;
    }
    for (const keyword of ["anyOf", "oneOf"]) {
        const branches = json[keyword];
        if (!Array.isArray(branches))
            continue;
        const mapped = branches.map((branch) => stringifyKeyNames(bySchema, branch, visited));
        // rebuilding regardless would detach a key that had nothing to re-express, dropping its `$ref` and leaking the internal `id`
        if (mapped.some((branch, i) => branch !== branches[i]))
            json = { ...json, [keyword]: mapped };
    }
    // a member that already admits a string leaves the key unconstrained, so the node's own type re-expresses only when every member is numeric
    const types = Array.isArray(json.type) ? json.type : [json.type];
    const numericType = !types.includes("string") && types.some((t) => t === "number" || t === "integer");
    // a heterogeneous key carries no type at all, so its numeric members are caught here instead
    const values = json.enum ?? (json.const !== undefined ? [json.const] : undefined);
    if (!numericType && !values?.some((v) => typeof v === "number"))
        return json;
    const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf, format, id, ...rest } = json;
    if (rest.enum)
        rest.enum = rest.enum.map((v) => (typeof v === "number" ? String(v) : v));
    else if (typeof rest.const === "number")
        rest.const = String(rest.const);
    // a heterogeneous key keeps its absent type: the stringified members already say what a key may be
    if (!numericType)
        return rest;
    rest.type = "string";
    if (!values)
        rest.pattern = (types.includes("number") ? number : integer).source;
    return rest;
}
/** Every record of one conversion, so the carriers are found in a single pass rather than once per record. */
const pendingRecords = new WeakMap();
function rewriteKeyNames(ctx) {
    // an extracted key is resolved by the object `extractToDef` left in its place, so the map is built once rather than searched per reference. `_zod.toJSONSchema` can hand the same object to two schemas, so the first entry carrying a body wins, as a search would have found it.
    const bySchema = new Map();
    for (const entry of ctx.seen.values()) {
        if (entry.def && !bySchema.has(entry.schema))
            bySchema.set(entry.schema, entry);
    }
    const rewrites = new Map();
    for (const record of pendingRecords.get(ctx) ?? []) {
        const seen = ctx.seen.get(record);
        const names = (seen?.def ?? seen?.schema)?.propertyNames;
        if (!names || names === true || rewrites.has(names))
            continue;
        const rewritten = stringifyKeyNames(bySchema, names, new Set());
        if (rewritten !== names)
            rewrites.set(names, rewritten);
    }
    if (!rewrites.size)
        return;
    // the flatten has already copied each record's own properties onto every wrapper by reference, and an extracted body is another such copy, so every carrier holding a rewritten key is updated together
    for (const entry of ctx.seen.values()) {
        for (const carrier of [entry.schema, entry.def]) {
            const rewritten = carrier && rewrites.get(carrier.propertyNames);
            if (rewritten)
                carrier.propertyNames = rewritten;
        }
    }
}
const recordProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    json.type = "object";
    // For looseRecord with regex patterns, use patternProperties. This correctly represents "only validate keys matching the pattern" semantics and composes well with allOf (intersections)
    const keyType = def.keyType;
    const patterns = aggregateChecks(keyType).patterns;
    if (def.mode === "loose" && patterns && patterns.size > 0) {
        // Use patternProperties for looseRecord with regex patterns
        const valueSchema = to_json_schema_processSchema(def.valueType, ctx, {
            ...params,
            path: [...params.path, "patternProperties", "*"],
        });
        json.patternProperties = {};
        for (const pattern of patterns) {
            util_assignProp(json.patternProperties, exactPattern(pattern).source, valueSchema);
        }
    }
    else {
        // Default behavior: use propertyNames + additionalProperties
        if (ctx.target === "draft-07" || ctx.target === "draft-2020-12") {
            json.propertyNames = to_json_schema_processSchema(def.keyType, ctx, {
                ...params,
                path: [...params.path, "propertyNames"],
            });
            let pending = pendingRecords.get(ctx);
            if (!pending) {
                pending = [];
                pendingRecords.set(ctx, pending);
                ctx.deferred.push(() => rewriteKeyNames(ctx));
            }
            pending.push(schema);
        }
        json.additionalProperties = to_json_schema_processSchema(def.valueType, ctx, {
            ...params,
            path: [...params.path, "additionalProperties"],
        });
    }
    // Add required for keys with discrete values (enum, literal, etc.)
    const keyValues = keyType._zod.values;
    // Every key shares one value schema, so an optional-in value makes the whole key set omittable on input. Output keeps them: the exhaustive branch assigns every key, even one whose value came back undefined.
    const omittableOnInput = ctx.io === "input" && inputOptin(def.valueType) !== undefined;
    if (keyValues && !def.partial && !omittableOnInput) {
        const validKeyValues = [...keyValues].filter((v) => typeof v === "string" || typeof v === "number");
        if (validKeyValues.length > 0) {
            json.required = validKeyValues.map(String);
        }
    }
};
const nullableProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    const inner = to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    if (ctx.target === "openapi-3.0") {
        seen.ref = def.innerType;
        json.nullable = true;
    }
    else {
        json.anyOf = [inner, { type: "null" }];
    }
};
const nonoptionalProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
};
/** Round-trips a default value through JSON so the emitted schema is guaranteed to be valid JSON.
 * A BigInt has no reliable encoding, so it goes through `unrepresentable` like any other
 * unrepresentable value. Returns a sentinel when the caller must not write a default of its own. */
const UNREPRESENTABLE_DEFAULT = Symbol();
function serializeDefaultValue(value, schema, ctx, json, params) {
    let unrepresentable = false;
    const serialized = JSON.stringify(value, (_, val) => {
        if (typeof val !== "bigint")
            return val;
        unrepresentable = true;
        return null;
    });
    if (!unrepresentable)
        return JSON.parse(serialized);
    handleUnrepresentable(schema, ctx, json, params, "BigInt defaults cannot be represented in JSON Schema");
    return UNREPRESENTABLE_DEFAULT;
}
const defaultProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    const value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
    if (value !== UNREPRESENTABLE_DEFAULT)
        json.default = value;
};
const prefaultProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    if (ctx.io !== "input")
        return;
    const value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
    if (value !== UNREPRESENTABLE_DEFAULT)
        json._prefault = value;
};
const catchProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    let catchValue;
    try {
        catchValue = def.catchValue(undefined);
    }
    catch {
        handleUnrepresentable(schema, ctx, json, params, "Dynamic catch values are not supported in JSON Schema");
        return;
    }
    json.default = catchValue;
};
const pipeProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    const inIsTransform = def.in._zod.traits.has("$ZodTransform");
    const innerType = ctx.io === "input" ? (inIsTransform ? def.out : def.in) : def.out;
    to_json_schema_processSchema(innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = innerType;
};
const readonlyProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    json.readOnly = true;
};
const promiseProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
};
const optionalProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
};
const lazyProcessor = (schema, ctx, _json, params) => {
    const innerType = schema._zod.innerType;
    to_json_schema_processSchema(innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = innerType;
};
// ==================== ALL PROCESSORS ====================
const allProcessors = {
    string: stringProcessor,
    number: numberProcessor,
    boolean: booleanProcessor,
    bigint: bigintProcessor,
    symbol: symbolProcessor,
    null: nullProcessor,
    undefined: undefinedProcessor,
    void: voidProcessor,
    never: neverProcessor,
    any: anyProcessor,
    unknown: unknownProcessor,
    date: dateProcessor,
    enum: enumProcessor,
    literal: literalProcessor,
    nan: nanProcessor,
    template_literal: templateLiteralProcessor,
    file: fileProcessor,
    success: successProcessor,
    custom: customProcessor,
    function: functionProcessor,
    transform: transformProcessor,
    map: mapProcessor,
    set: setProcessor,
    array: arrayProcessor,
    object: objectProcessor,
    union: unionProcessor,
    intersection: intersectionProcessor,
    tuple: tupleProcessor,
    record: recordProcessor,
    nullable: nullableProcessor,
    nonoptional: nonoptionalProcessor,
    default: defaultProcessor,
    prefault: prefaultProcessor,
    catch: catchProcessor,
    pipe: pipeProcessor,
    readonly: readonlyProcessor,
    promise: promiseProcessor,
    optional: optionalProcessor,
    lazy: lazyProcessor,
};
function toJSONSchema(input, params) {
    if ("_idmap" in input) {
        // Registry case
        const registry = input;
        const ctx = initializeContext({ ...params, processors: allProcessors });
        const defs = {};
        // First pass: process all schemas to build the seen map
        for (const entry of registry._idmap.entries()) {
            const [_, schema] = entry;
            processSchema(schema, ctx);
        }
        const schemas = {};
        const external = {
            registry,
            uri: params?.uri,
            defs,
        };
        // Update the context with external configuration
        ctx.external = external;
        // Second pass: emit each schema
        for (const entry of registry._idmap.entries()) {
            const [key, schema] = entry;
            extractDefs(ctx, schema);
            assignProp(schemas, key, finalize(ctx, schema));
        }
        if (Object.keys(defs).length > 0) {
            const defsSegment = ctx.target === "draft-2020-12" ? "$defs" : "definitions";
            schemas.__shared = {
                [defsSegment]: defs,
            };
        }
        return { schemas };
    }
    // Single schema case
    const ctx = initializeContext({ ...params, processors: allProcessors });
    processSchema(input, ctx);
    extractDefs(ctx, input);
    return finalize(ctx, input);
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/en.js

const error = () => {
    const Sizable = {
        string: { unit: "characters", verb: "to have" },
        file: { unit: "bytes", verb: "to have" },
        array: { unit: "items", verb: "to have" },
        set: { unit: "items", verb: "to have" },
        map: { unit: "entries", verb: "to have" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "input",
        email: "email address",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO datetime",
        date: "ISO date",
        time: "ISO time",
        duration: "ISO duration",
        ipv4: "IPv4 address",
        ipv6: "IPv6 address",
        mac: "MAC address",
        cidrv4: "IPv4 range",
        cidrv6: "IPv6 range",
        base64: "base64-encoded string",
        base64url: "base64url-encoded string",
        json_string: "JSON string",
        e164: "E.164 number",
        currency_code: "currency code",
        credit_card: "credit card number",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "input",
    };
    // type names: missing keys = do not translate (use raw value via ?? fallback)
    const TypeDictionary = {
        // Compatibility: "nan" -> "NaN" for display
        nan: "NaN",
        // All other type names omitted - they fall back to raw values via ?? operator
    };
    function getTypeName(type, input) {
        if (type === "number" && typeof input === "number" && !Number.isFinite(input)) {
            return String(input);
        }
        return TypeDictionary[type] ?? type;
    }
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = getTypeName(issue.expected);
                const receivedType = parsedType(issue.input);
                const received = getTypeName(receivedType, issue.input);
                return `Invalid input: expected ${expected}, received ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Invalid input: expected ${stringifyPrimitive(issue.values[0])}`;
                return `Invalid option: expected one of ${joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.exact ? "exactly " : issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Too big: expected ${issue.origin ?? "value"} to have ${adj}${issue.maximum.toString()} ${sizing.unit ?? "elements"}`;
                return `Too big: expected ${issue.origin ?? "value"} to be ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.exact ? "exactly " : issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Too small: expected ${issue.origin} to have ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `Too small: expected ${issue.origin} to be ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `Invalid string: must start with "${_issue.prefix}"`;
                }
                if (_issue.format === "ends_with")
                    return `Invalid string: must end with "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Invalid string: must include "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Invalid string: must match pattern ${_issue.pattern}`;
                return `Invalid ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Invalid number: must be a multiple of ${issue.divisor}`;
            case "unrecognized_keys":
                return `Unrecognized key${issue.keys.length > 1 ? "s" : ""}: ${joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Invalid key in ${issue.origin}`;
            case "invalid_union":
                if (issue.options && Array.isArray(issue.options) && issue.options.length > 0) {
                    const opts = issue.options.map((o) => `'${o}'`).join(" | ");
                    return `Invalid discriminator value. Expected ${opts}`;
                }
                if (issue.inclusive === false) {
                    return "Invalid input: more than one option matched";
                }
                return "Invalid input";
            case "invalid_element":
                return `Invalid value in ${issue.origin}`;
            default:
                return `Invalid input`;
        }
    };
};
/* harmony default export */ function en() {
    return {
        localeError: error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/errors.js


/* Computing the message eagerly is expensive (pretty-printed JSON of all
 * issues), so defer it until first read. The accessor functions and
 * descriptors are shared across instances to keep error construction
 * cheap; the computed message is cached on the internals object. The
 * setter preserves plain assignment semantics for consumers that
 * overwrite `message`. */
function _getMessage() {
    const internals = this._zod;
    internals.message ?? (internals.message = JSON.stringify(internals.def, jsonStringifyReplacer, 2));
    return internals.message;
}
function _setMessage(value) {
    this._zod.message = value;
}
const _messageDesc = {
    get: _getMessage,
    set: _setMessage,
    enumerable: true,
    configurable: true,
};
const _issuesDesc = { value: undefined, enumerable: false };
/* Prototypes that already carry the lazy `toString`. Seeded with the
 * intrinsics so that `init` on a foreign object — it accepts any object —
 * can never install an accessor onto a prototype we do not own. */
const _installedToString = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
const initializer = (inst, def) => {
    inst.name = "$ZodError";
    // `_zod` is already non-enumerable: $constructor's init defined it with this same descriptor
    _issuesDesc.value = def;
    Object.defineProperty(inst, "issues", _issuesDesc);
    // Clear the shared slot; a retained `value` pins the last error's issues.
    _issuesDesc.value = undefined;
    Object.defineProperty(inst, "message", _messageDesc);
    /* `toString` lives as a non-enumerable lazy getter on the shared
     * prototype; on first access it caches a per-instance closure so
     * detached usage still works. */
    const proto = Object.getPrototypeOf(inst);
    if (!_installedToString.has(proto)) {
        _installedToString.add(proto);
        Object.defineProperty(proto, "toString", {
            configurable: true,
            enumerable: false,
            get() {
                const value = () => this.message;
                Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
                return value;
            },
            set(value) {
                Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
            },
        });
    }
};
const $ZodError = $constructor("$ZodError", initializer);
const $ZodRealError = $constructor("$ZodError", initializer, undefined, {
    Parent: Error,
});
/** Get-or-create `obj[key]` as an own data property. A path segment naming an inherited member
 * ("toString", "constructor") would otherwise read through to the prototype, and assigning
 * "__proto__" would hit the setter instead of creating a key. */
function node(obj, key, make) {
    if (!Object.prototype.hasOwnProperty.call(obj, key)) {
        if (key === "__proto__") {
            Object.defineProperty(obj, key, { value: make(), writable: true, enumerable: true, configurable: true });
        }
        else {
            obj[key] = make();
        }
    }
    return obj[key];
}
function flattenError(error, mapper = (issue) => issue.message) {
    const fieldErrors = {};
    const formErrors = [];
    for (const sub of error.issues) {
        if (sub.path.length > 0) {
            node(fieldErrors, sub.path[0], () => []).push(mapper(sub));
        }
        else {
            formErrors.push(mapper(sub));
        }
    }
    return { formErrors, fieldErrors };
}
function formatError(error, mapper = (issue) => issue.message) {
    const fieldErrors = { _errors: [] };
    const processError = (error, path = []) => {
        for (const issue of error.issues) {
            if (issue.code === "invalid_union" && issue.errors.length) {
                issue.errors.map((issues) => processError({ issues }, [...path, ...issue.path]));
            }
            else if (issue.code === "invalid_key") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else if (issue.code === "invalid_element") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else {
                const fullpath = [...path, ...issue.path];
                if (fullpath.length === 0) {
                    fieldErrors._errors.push(mapper(issue));
                }
                else {
                    let curr = fieldErrors;
                    let i = 0;
                    while (i < fullpath.length) {
                        const el = fullpath[i];
                        const terminal = i === fullpath.length - 1;
                        // `_errors` is reserved by this legacy format, so merge a matching path segment into the current node instead of treating its array as a child.
                        if (el === "_errors") {
                            if (terminal)
                                curr._errors.push(mapper(issue));
                            i++;
                            continue;
                        }
                        // A path element may collide with an inherited property name such as
                        // "__proto__" or "constructor". Truthiness checks read the prototype
                        // (so no node is created, then ._errors.push throws), and bracket
                        // assignment of "__proto__" hits the setter instead of creating an
                        // own key. Guard the read with hasOwnProperty and create the node
                        // with defineProperty so any path element becomes a real own key.
                        if (!Object.prototype.hasOwnProperty.call(curr, el)) {
                            Object.defineProperty(curr, el, {
                                value: { _errors: [] },
                                enumerable: true,
                                writable: true,
                                configurable: true,
                            });
                        }
                        const node = curr[el];
                        if (terminal) {
                            node._errors.push(mapper(issue));
                        }
                        curr = node;
                        i++;
                    }
                }
            }
        }
    };
    processError(error);
    return fieldErrors;
}
function treeifyError(error, mapper = (issue) => issue.message) {
    const result = { errors: [] };
    const processError = (error, path = []) => {
        var _a;
        for (const issue of error.issues) {
            if (issue.code === "invalid_union" && issue.errors.length) {
                // regular union error
                issue.errors.map((issues) => processError({ issues }, [...path, ...issue.path]));
            }
            else if (issue.code === "invalid_key") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else if (issue.code === "invalid_element") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else {
                const fullpath = [...path, ...issue.path];
                if (fullpath.length === 0) {
                    result.errors.push(mapper(issue));
                    continue;
                }
                let curr = result;
                let i = 0;
                while (i < fullpath.length) {
                    const el = fullpath[i];
                    const terminal = i === fullpath.length - 1;
                    if (typeof el === "string") {
                        curr.properties ?? (curr.properties = {});
                        // el may collide with an inherited property name ("__proto__",
                        // "constructor", ...); ??= reads the prototype so the node is never
                        // created and curr.errors.push throws. Guard with hasOwnProperty and
                        // create the node with defineProperty so "__proto__" becomes a real
                        // own key rather than invoking the prototype setter.
                        if (!Object.prototype.hasOwnProperty.call(curr.properties, el)) {
                            Object.defineProperty(curr.properties, el, {
                                value: { errors: [] },
                                enumerable: true,
                                writable: true,
                                configurable: true,
                            });
                        }
                        curr = curr.properties[el];
                    }
                    else {
                        curr.items ?? (curr.items = []);
                        (_a = curr.items)[el] ?? (_a[el] = { errors: [] });
                        curr = curr.items[el];
                    }
                    if (terminal) {
                        curr.errors.push(mapper(issue));
                    }
                    i++;
                }
            }
        }
    };
    processError(error);
    return result;
}
/** Format a ZodError as a human-readable string in the following form.
 *
 * From
 *
 * ```ts
 * ZodError {
 *   issues: [
 *     {
 *       expected: 'string',
 *       code: 'invalid_type',
 *       path: [ 'username' ],
 *       message: 'Invalid input: expected string'
 *     },
 *     {
 *       expected: 'number',
 *       code: 'invalid_type',
 *       path: [ 'favoriteNumbers', 1 ],
 *       message: 'Invalid input: expected number'
 *     }
 *   ];
 * }
 * ```
 *
 * to
 *
 * ```
 * username
 *   ✖ Expected number, received string at "username
 * favoriteNumbers[0]
 *   ✖ Invalid input: expected number
 * ```
 */
function toDotPath(_path) {
    const segs = [];
    const path = _path.map((seg) => (typeof seg === "object" ? seg.key : seg));
    for (const seg of path) {
        if (typeof seg === "number")
            segs.push(`[${seg}]`);
        else if (typeof seg === "symbol")
            segs.push(`[${JSON.stringify(String(seg))}]`);
        else if (/[^\w$]/.test(seg))
            segs.push(`[${JSON.stringify(seg)}]`);
        else {
            if (segs.length)
                segs.push(".");
            segs.push(seg);
        }
    }
    return segs.join("");
}
function prettifyError(error) {
    const lines = [];
    // sort by path length
    const issues = [...error.issues].sort((a, b) => (a.path ?? []).length - (b.path ?? []).length);
    // Process each issue
    for (const issue of issues) {
        lines.push(`✖ ${issue.message}`);
        if (issue.path?.length)
            lines.push(`  → at ${toDotPath(issue.path)}`);
    }
    // Convert Map to formatted string
    return lines.join("\n");
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/parse.js



// Always both keys, so the `_params` read site in `_parse` sees one object shape rather than two.
function finalizeParams(callee, params) {
    return { callee: params?.callee ?? callee, Err: params?.Err };
}
const _parse = (_Err) => {
    const fn = (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
        const result = schema._zod.run({ value, issues: [] }, ctx);
        if (result instanceof Promise) {
            throw new $ZodAsyncError();
        }
        if (result.issues.length) {
            const e = new (_params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
            captureStackTrace(e, _params?.callee ?? fn);
            throw e;
        }
        return result.value;
    };
    return fn;
};
const parse_parse = /* @__PURE__*/ _parse($ZodRealError);
const _parseAsync = (_Err) => {
    const fn = async (schema, value, _ctx, params) => {
        const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
        let result = schema._zod.run({ value, issues: [] }, ctx);
        if (result instanceof Promise)
            result = await result;
        if (result.issues.length) {
            const e = new (params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
            captureStackTrace(e, params?.callee ?? fn);
            throw e;
        }
        return result.value;
    };
    return fn;
};
const parse_parseAsync = /* @__PURE__*/ _parseAsync($ZodRealError);
const _safeParse = (_Err) => (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
    const result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise) {
        throw new $ZodAsyncError();
    }
    return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
const safeParse = /* @__PURE__*/ _safeParse($ZodRealError);
// the error is built on the first read of `error`: finalizing the issues and constructing the instance is most of a failing parse, and a caller that only branches on `success` never pays it. a getter in the literal keeps this small; the alternative, one shared accessor descriptor plus a hidden state slot, reads ~15% faster but costs ~75 B gzipped in every bundle
function failure(Err, issues, ctx) {
    let error;
    return {
        success: false,
        get error() {
            if (!error) {
                error = new Err(issues.map((iss) => finalizeIssue(iss, ctx, config())));
                // finalizeIssue drops `input`, so the built error holds nothing; keeping the raw issues past this point pins the parsed value for the life of the result
                issues = undefined;
                ctx = undefined;
            }
            return error;
        },
        set error(e) {
            error = e;
            // a replacement makes the getter's branch unreachable, so the captures have to go here too
            issues = undefined;
            ctx = undefined;
        },
    };
}
const _safeParseAsync = (_Err) => async (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
        result = await result;
    return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
const safeParseAsync = /* @__PURE__*/ _safeParseAsync($ZodRealError);
// registry mirrors of the compiler's sentinels, so this module never imports the compiler
const COMPILE_INVALID = /* @__PURE__ */ Symbol.for("zod.compile.invalid");
const COMPILE_FALLBACK = /* @__PURE__ */ Symbol.for("zod.compile.fallback");
// Deliberately tiny, because v8 will not inline a body carrying the fallback's object literals and throw. Everything that is not the compiled happy path lives in validateFallback, and that split is worth ~35% on a compiled schema.
const validate = ((schema, value, _ctx) => {
    const validator = schema._zod.bag.validator;
    if (validator !== undefined) {
        if (validator(value) !== COMPILE_INVALID)
            return true;
        // a definite sentinel means the runtime would reject, so skip the re-parse; a ctx can still change the answer
        if (validator.definite === true && _ctx === undefined)
            return false;
    }
    return validateFallback(schema, value, _ctx);
});
function validateFallback(schema, value, _ctx) {
    const ctx = _ctx
        ? { ..._ctx, async: false, abortEarly: true }
        : { async: false, abortEarly: true };
    const fallbackRun = schema._zod.bag.fallbackRun;
    let result;
    if (fallbackRun) {
        // skip nested fast paths on the fallback, so user callbacks keep the at-most-twice bound
        ctx[COMPILE_FALLBACK] = true;
        result = fallbackRun({ value, issues: [] }, ctx);
    }
    else {
        result = schema._zod.run({ value, issues: [] }, ctx);
    }
    if (result instanceof Promise) {
        throw new $ZodAsyncError();
    }
    return result.issues.length === 0;
}
// no fast path: the compiler keeps async parses on the runtime, because a promise-returning callback that is not declared async compiles to a throw
const parse_validateAsync = async (schema, value, _ctx) => {
    const ctx = _ctx
        ? { ..._ctx, async: true, abortEarly: true }
        : { async: true, abortEarly: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
        result = await result;
    return result.issues.length === 0;
};
const _encode = (_Err) => {
    const parse = _parse(_Err);
    const fn = (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
        return parse(schema, value, ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const encode = /* @__PURE__*/ _encode($ZodRealError);
const _decode = (_Err) => {
    const parse = _parse(_Err);
    const fn = (schema, value, _ctx, _params) => {
        return parse(schema, value, _ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const decode = /* @__PURE__*/ _decode($ZodRealError);
const _encodeAsync = (_Err) => {
    const parseAsync = _parseAsync(_Err);
    const fn = async (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
        return (await parseAsync(schema, value, ctx, finalizeParams(fn, _params)));
    };
    return fn;
};
const encodeAsync = /* @__PURE__*/ _encodeAsync($ZodRealError);
const _decodeAsync = (_Err) => {
    const parseAsync = _parseAsync(_Err);
    const fn = async (schema, value, _ctx, _params) => {
        return await parseAsync(schema, value, _ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const decodeAsync = /* @__PURE__*/ _decodeAsync($ZodRealError);
const _safeEncode = (_Err) => (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
    return _safeParse(_Err)(schema, value, ctx);
};
const safeEncode = /* @__PURE__*/ _safeEncode($ZodRealError);
const _safeDecode = (_Err) => (schema, value, _ctx) => {
    return _safeParse(_Err)(schema, value, _ctx);
};
const safeDecode = /* @__PURE__*/ _safeDecode($ZodRealError);
const _safeEncodeAsync = (_Err) => async (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
    return _safeParseAsync(_Err)(schema, value, ctx);
};
const safeEncodeAsync = /* @__PURE__*/ _safeEncodeAsync($ZodRealError);
const _safeDecodeAsync = (_Err) => async (schema, value, _ctx) => {
    return _safeParseAsync(_Err)(schema, value, _ctx);
};
const safeDecodeAsync = /* @__PURE__*/ _safeDecodeAsync($ZodRealError);

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/errors.js



/* Prototypes that already carry the lazy helper methods. Seeded with the
 * intrinsics so that `init` on a foreign object — it accepts any object —
 * can never install an accessor onto a prototype we do not own. */
const _installedErrorProtos = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
/* Helper methods live as non-enumerable lazy getters on the shared
 * prototype instead of own properties on every instance. On first
 * access the getter allocates the per-instance closure and caches it
 * as a non-enumerable own property, so detached usage still works and
 * the allocation only happens for methods actually touched. */
function _lazyMethod(proto, key, make) {
    Object.defineProperty(proto, key, {
        configurable: true,
        enumerable: false,
        get() {
            const value = make(this);
            Object.defineProperty(this, key, { value, configurable: true, writable: true });
            return value;
        },
        set(value) {
            Object.defineProperty(this, key, { value, configurable: true, writable: true });
        },
    });
}
const errors_initializer = (inst, issues) => {
    $ZodError.init(inst, issues);
    inst.name = "ZodError";
    const proto = Object.getPrototypeOf(inst);
    if (_installedErrorProtos.has(proto))
        return;
    _installedErrorProtos.add(proto);
    _lazyMethod(proto, "format", (self) => (mapper) => formatError(self, mapper));
    _lazyMethod(proto, "flatten", (self) => (mapper) => flattenError(self, mapper));
    _lazyMethod(proto, "addIssue", (self) => (issue) => {
        self.issues.push(issue);
        self.message = JSON.stringify(self.issues, jsonStringifyReplacer, 2);
    });
    _lazyMethod(proto, "addIssues", (self) => (issues) => {
        self.issues.push(...issues);
        self.message = JSON.stringify(self.issues, jsonStringifyReplacer, 2);
    });
    Object.defineProperty(proto, "isEmpty", {
        configurable: true,
        enumerable: false,
        get() {
            return this.issues.length === 0;
        },
    });
};
const ZodError = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodError", errors_initializer)));
const ZodRealError = /*@__PURE__*/ $constructor("ZodError", errors_initializer, undefined, {
    Parent: Error,
});
// /** @deprecated Use `z.core.$ZodErrorMapCtx` instead. */
// export type ErrorMapCtx = core.$ZodErrorMapCtx;

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/parse.js


const classic_parse_parse = /* @__PURE__ */ _parse(ZodRealError);
const classic_parse_parseAsync = /* @__PURE__ */ _parseAsync(ZodRealError);
const parse_safeParse = /* @__PURE__ */ _safeParse(ZodRealError);
const parse_safeParseAsync = /* @__PURE__ */ _safeParseAsync(ZodRealError);

// Codec functions
const parse_encode = /* @__PURE__ */ _encode(ZodRealError);
const parse_decode = /* @__PURE__ */ _decode(ZodRealError);
const parse_encodeAsync = /* @__PURE__ */ _encodeAsync(ZodRealError);
const parse_decodeAsync = /* @__PURE__ */ _decodeAsync(ZodRealError);
const parse_safeEncode = /* @__PURE__ */ _safeEncode(ZodRealError);
const parse_safeDecode = /* @__PURE__ */ _safeDecode(ZodRealError);
const parse_safeEncodeAsync = /* @__PURE__ */ _safeEncodeAsync(ZodRealError);
const parse_safeDecodeAsync = /* @__PURE__ */ _safeDecodeAsync(ZodRealError);

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/schemas.js








// Register English as the default locale on first ZodType construction. Hooked into the `ZodType` `$constructor` (rather than a top-level `config(en())` in `external.ts`) so bundlers honoring `sideEffects: false` can't tree-shake it out — see #5953, #5725. An explicit `z.config(z.locales.xx())` call wins regardless of order, since this only sets the default when none is present.
function _ensureDefaultLocale() {
    if (!globalConfig.localeError)
        config(en());
}
// the default memoizer is read by the core container init, which runs before `ZodType.init`, so each container calls this first
function _ensureDefaultMemoizer() {
    if (!globalConfig.memoizer)
        config({ memoizer: memoizer() });
}
const ZodType = /*@__PURE__*/ $constructor("ZodType", (inst, def) => {
    _ensureDefaultLocale();
    $ZodType.init(inst, def);
    inst.def = def;
    inst.type = def.type;
    return inst;
}, {
    check(...chks) {
        const def = this.def;
        return this.clone(mergeDefs(def, {
            checks: [
                ...(def.checks ?? []),
                ...chks.map((ch) => typeof ch === "function" ? { _zod: { check: ch, def: { check: "custom" }, onattach: [] } } : ch),
            ],
        }), { parent: true });
    },
    with(...chks) {
        return this.check(...chks);
    },
    clone(def, params) {
        return clone(this, def, params);
    },
    brand() {
        return this;
    },
    register(reg, meta) {
        reg.add(this, meta);
        return this;
    },
    refine(check, params) {
        return this.check(refine(check, params));
    },
    superRefine(refinement, params) {
        return this.check(superRefine(refinement, params));
    },
    overwrite(fn) {
        return this.check(_overwrite(fn));
    },
    optional() {
        return optional(this);
    },
    exactOptional() {
        return exactOptional(this);
    },
    nullable() {
        return nullable(this);
    },
    nullish() {
        return optional(nullable(this));
    },
    nonoptional(params) {
        return nonoptional(this, params);
    },
    array() {
        return array(this);
    },
    or(arg) {
        return union([this, arg]);
    },
    and(arg) {
        return intersection(this, arg);
    },
    transform(tx) {
        return pipe(this, transform(tx));
    },
    default(d) {
        return schemas_default(this, d);
    },
    prefault(d) {
        return prefault(this, d);
    },
    catch(params) {
        return schemas_catch(this, params);
    },
    pipe(target) {
        return pipe(this, target);
    },
    readonly() {
        return readonly(this);
    },
    describe(description) {
        const cl = this.clone();
        globalRegistry.add(cl, { description });
        return cl;
    },
    meta(...args) {
        // overloaded: meta() returns the registered metadata, meta(data) returns a clone with `data` registered. The mapped type picks up the second overload, so we accept variadic any-args and return `any` to satisfy both at runtime.
        if (args.length === 0)
            return globalRegistry.get(this);
        const cl = this.clone();
        globalRegistry.add(cl, args[0]);
        return cl;
    },
    isOptional() {
        return this.safeParse(undefined).success;
    },
    isNullable() {
        return this.safeParse(null).success;
    },
    apply(fn, ...args) {
        return args.length === 0 ? fn(this) : fn(this, ...args);
    },
    // Overrides core's `~standard` to add `jsonSchema`. Must stay a prototype entry: redefining it per instance demotes instances to dictionary mode.
    get "~standard"() {
        return hide(this, "~standard", {
            ...standardProps(this),
            jsonSchema: {
                input: createStandardJSONSchemaMethod(this, "input"),
                output: createStandardJSONSchemaMethod(this, "output"),
            },
        });
    },
    set "~standard"(value) {
        own(this, "~standard", value);
    },
    parse: function _parse(data, params) {
        return classic_parse_parse(this, data, params, { callee: _parse });
    },
    parseAsync: async function _parseAsync(data, params) {
        return await classic_parse_parseAsync(this, data, params, { callee: _parseAsync });
    },
    safeParse(data, params) {
        return parse_safeParse(this, data, params);
    },
    async safeParseAsync(data, params) {
        return parse_safeParseAsync(this, data, params);
    },
    // `spa` is an alias: same function object as `safeParseAsync`, as before.
    get spa() {
        return this?.safeParseAsync;
    },
    set spa(value) {
        own(this, "spa", value);
    },
    validate(data, params) {
        return validate(this, data, params);
    },
    validateAsync(data, params) {
        return parse_validateAsync(this, data, params);
    },
    encode: function _encode(data, params) {
        return parse_encode(this, data, params, { callee: _encode });
    },
    decode: function _decode(data, params) {
        return parse_decode(this, data, params, { callee: _decode });
    },
    encodeAsync: async function _encodeAsync(data, params) {
        return await parse_encodeAsync(this, data, params, { callee: _encodeAsync });
    },
    decodeAsync: async function _decodeAsync(data, params) {
        return await parse_decodeAsync(this, data, params, { callee: _decodeAsync });
    },
    safeEncode(data, params) {
        return parse_safeEncode(this, data, params);
    },
    safeDecode(data, params) {
        return parse_safeDecode(this, data, params);
    },
    async safeEncodeAsync(data, params) {
        return parse_safeEncodeAsync(this, data, params);
    },
    async safeDecodeAsync(data, params) {
        return parse_safeDecodeAsync(this, data, params);
    },
    toJSONSchema(params) {
        return createToJSONSchemaMethod(this, {})(params);
    },
    // Reads through to the registry on every access, so it must not cache.
    get description() {
        return globalRegistry.get(this)?.description;
    },
    // No setter: `schema._def = x` throws, as it did when `_def` was a non-writable own property.
    get _def() {
        return this._zod.def;
    },
});
/** @internal */
const _ZodString = /*@__PURE__*/ $constructor("_ZodString", (inst, def) => {
    $ZodString.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => stringProcessor(inst, ctx, json, params);
}, 
/*@__PURE__*/ derived({
    format: (inst) => aggregateChecks(inst).format ?? null,
    minLength: (inst) => aggregateChecks(inst).minimum ?? null,
    maxLength: (inst) => aggregateChecks(inst).maximum ?? null,
}, {
    regex(...args) {
        return this.check(_regex(...args));
    },
    includes(...args) {
        return this.check(_includes(...args));
    },
    startsWith(...args) {
        return this.check(_startsWith(...args));
    },
    endsWith(...args) {
        return this.check(_endsWith(...args));
    },
    min(...args) {
        return this.check(_minLength(...args));
    },
    max(...args) {
        return this.check(_maxLength(...args));
    },
    length(...args) {
        return this.check(_length(...args));
    },
    nonempty(...args) {
        return this.check(_minLength(1, ...args));
    },
    lowercase(params) {
        return this.check(_lowercase(params));
    },
    uppercase(params) {
        return this.check(_uppercase(params));
    },
    trim() {
        return this.check(_trim());
    },
    normalize(...args) {
        return this.check(_normalize(...args));
    },
    toLowerCase() {
        return this.check(_toLowerCase());
    },
    toUpperCase() {
        return this.check(_toUpperCase());
    },
    slugify() {
        return this.check(_slugify());
    },
}));
const ZodString = /*@__PURE__*/ $constructor("ZodString", (inst, def) => {
    $ZodString.init(inst, def);
    _ZodString.init(inst, def);
}, {
    email(params) {
        return this.check(_email(ZodEmail, params));
    },
    url(params) {
        return this.check(_url(ZodURL, params));
    },
    jwt(params) {
        return this.check(_jwt(ZodJWT, params));
    },
    emoji(params) {
        return this.check(api_emoji(ZodEmoji, params));
    },
    guid(params) {
        return this.check(_guid(ZodGUID, params));
    },
    uuid(params) {
        return this.check(_uuid(ZodUUID, params));
    },
    uuidv4(params) {
        return this.check(_uuidv4(ZodUUID, params));
    },
    uuidv6(params) {
        return this.check(_uuidv6(ZodUUID, params));
    },
    uuidv7(params) {
        return this.check(_uuidv7(ZodUUID, params));
    },
    nanoid(params) {
        return this.check(_nanoid(ZodNanoID, params));
    },
    cuid(params) {
        return this.check(_cuid(ZodCUID, params));
    },
    cuid2(params) {
        return this.check(_cuid2(ZodCUID2, params));
    },
    ulid(params) {
        return this.check(_ulid(ZodULID, params));
    },
    base64(params) {
        return this.check(_base64(ZodBase64, params));
    },
    base64url(params) {
        return this.check(_base64url(ZodBase64URL, params));
    },
    xid(params) {
        return this.check(_xid(ZodXID, params));
    },
    ksuid(params) {
        return this.check(_ksuid(ZodKSUID, params));
    },
    ipv4(params) {
        return this.check(_ipv4(ZodIPv4, params));
    },
    ipv6(params) {
        return this.check(_ipv6(ZodIPv6, params));
    },
    cidrv4(params) {
        return this.check(_cidrv4(ZodCIDRv4, params));
    },
    cidrv6(params) {
        return this.check(_cidrv6(ZodCIDRv6, params));
    },
    e164(params) {
        return this.check(_e164(ZodE164, params));
    },
    datetime(params) {
        return this.check(_isoDateTime(ZodISODateTime, params));
    },
    date(params) {
        return this.check(_isoDate(schemas_ZodISODate, params));
    },
    time(params) {
        return this.check(_isoTime(schemas_ZodISOTime, params));
    },
    duration(params) {
        return this.check(_isoDuration(schemas_ZodISODuration, params));
    },
});
function schemas_string(params) {
    return _string(ZodString, params);
}
const ZodStringFormat = /*@__PURE__*/ $constructor("ZodStringFormat", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    _ZodString.init(inst, def);
});
const ZodISODateTime = /*@__PURE__*/ $constructor("ZodISODateTime", (inst, def) => {
    $ZodISODateTime.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const schemas_ZodISODate = /*@__PURE__*/ $constructor("ZodISODate", (inst, def) => {
    $ZodISODate.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const schemas_ZodISOTime = /*@__PURE__*/ $constructor("ZodISOTime", (inst, def) => {
    $ZodISOTime.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const schemas_ZodISODuration = /*@__PURE__*/ $constructor("ZodISODuration", (inst, def) => {
    $ZodISODuration.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodEmail = /*@__PURE__*/ $constructor("ZodEmail", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodEmail.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_email(params) {
    return core._email(ZodEmail, params);
}
const ZodGUID = /*@__PURE__*/ $constructor("ZodGUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodGUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_guid(params) {
    return core._guid(ZodGUID, params);
}
const ZodUUID = /*@__PURE__*/ $constructor("ZodUUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodUUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_uuid(params) {
    return core._uuid(ZodUUID, params);
}
function uuidv4(params) {
    return core._uuidv4(ZodUUID, params);
}
// ZodUUIDv6
function uuidv6(params) {
    return core._uuidv6(ZodUUID, params);
}
// ZodUUIDv7
function uuidv7(params) {
    return core._uuidv7(ZodUUID, params);
}
const ZodURL = /*@__PURE__*/ $constructor("ZodURL", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodURL.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function url(params) {
    return core._url(ZodURL, params);
}
function httpUrl(params) {
    return core._url(ZodURL, {
        protocol: regexes.httpProtocol,
        hostname: regexes.domain,
        ...util.normalizeParams(params),
    });
}
const ZodEmoji = /*@__PURE__*/ $constructor("ZodEmoji", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodEmoji.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_emoji(params) {
    return core._emoji(ZodEmoji, params);
}
const ZodNanoID = /*@__PURE__*/ $constructor("ZodNanoID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodNanoID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_nanoid(params) {
    return core._nanoid(ZodNanoID, params);
}
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link ZodCUID2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const ZodCUID = /*@__PURE__*/ $constructor("ZodCUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodCUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
/**
 * Validates a CUID v1 string.
 *
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link cuid2 | `z.cuid2()`} instead.
 * See https://github.com/paralleldrive/cuid.
 */
function schemas_cuid(params) {
    return core._cuid(ZodCUID, params);
}
const ZodCUID2 = /*@__PURE__*/ $constructor("ZodCUID2", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodCUID2.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_cuid2(params) {
    return core._cuid2(ZodCUID2, params);
}
const ZodULID = /*@__PURE__*/ $constructor("ZodULID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodULID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_ulid(params) {
    return core._ulid(ZodULID, params);
}
const ZodXID = /*@__PURE__*/ $constructor("ZodXID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodXID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_xid(params) {
    return core._xid(ZodXID, params);
}
const ZodKSUID = /*@__PURE__*/ $constructor("ZodKSUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodKSUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_ksuid(params) {
    return core._ksuid(ZodKSUID, params);
}
const ZodIPv4 = /*@__PURE__*/ $constructor("ZodIPv4", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodIPv4.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_ipv4(params) {
    return core._ipv4(ZodIPv4, params);
}
const ZodMAC = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMAC", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    core.$ZodMAC.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function schemas_mac(params) {
    return core._mac(ZodMAC, params);
}
const ZodIPv6 = /*@__PURE__*/ $constructor("ZodIPv6", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodIPv6.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_ipv6(params) {
    return core._ipv6(ZodIPv6, params);
}
const ZodCIDRv4 = /*@__PURE__*/ $constructor("ZodCIDRv4", (inst, def) => {
    $ZodCIDRv4.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_cidrv4(params) {
    return core._cidrv4(ZodCIDRv4, params);
}
const ZodCIDRv6 = /*@__PURE__*/ $constructor("ZodCIDRv6", (inst, def) => {
    $ZodCIDRv6.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_cidrv6(params) {
    return core._cidrv6(ZodCIDRv6, params);
}
const ZodBase64 = /*@__PURE__*/ $constructor("ZodBase64", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodBase64.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_base64(params) {
    return core._base64(ZodBase64, params);
}
const ZodBase64URL = /*@__PURE__*/ $constructor("ZodBase64URL", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodBase64URL.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_base64url(params) {
    return core._base64url(ZodBase64URL, params);
}
const ZodE164 = /*@__PURE__*/ $constructor("ZodE164", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodE164.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_e164(params) {
    return core._e164(ZodE164, params);
}
const ZodCreditCard = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodCreditCard", (inst, def) => {
    core.$ZodCreditCard.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function schemas_creditCard(params) {
    return core._creditCard(ZodCreditCard, params);
}
const ZodIBAN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodIBAN", (inst, def) => {
    core.$ZodIBAN.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function schemas_iban(params) {
    return core._iban(ZodIBAN, params);
}
const ZodJWT = /*@__PURE__*/ $constructor("ZodJWT", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodJWT.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function jwt(params) {
    return core._jwt(ZodJWT, params);
}
const ZodCustomStringFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodCustomStringFormat", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    core.$ZodCustomStringFormat.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function stringFormat(format, fnOrRegex, _params = {}) {
    return core._stringFormat(ZodCustomStringFormat, format, fnOrRegex, _params);
}
function schemas_hostname(_params) {
    return core._stringFormat(ZodCustomStringFormat, "hostname", regexes.hostname, _params);
}
function schemas_hex(_params) {
    return core._stringFormat(ZodCustomStringFormat, "hex", regexes.hex, _params);
}
function schemas_currencyCode(_params) {
    return core._stringFormat(ZodCustomStringFormat, "currency_code", regexes.currencyCode, _params);
}
function hash(alg, params) {
    const enc = params?.enc ?? "hex";
    const format = `${alg}_${enc}`;
    const regex = core.regexes[format];
    if (!regex)
        throw new Error(`Unrecognized hash format: ${format}`);
    return core._stringFormat(ZodCustomStringFormat, format, regex, params);
}
const ZodNumber = /*@__PURE__*/ $constructor("ZodNumber", (inst, def) => {
    $ZodNumber.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => numberProcessor(inst, ctx, json, params);
    inst.isFinite = true;
}, 
/*@__PURE__*/ derived({
    minValue: (inst) => {
        const { minimum, exclusiveMinimum } = aggregateChecks(inst);
        return Math.max(minimum ?? Number.NEGATIVE_INFINITY, exclusiveMinimum ?? Number.NEGATIVE_INFINITY);
    },
    maxValue: (inst) => {
        const { maximum, exclusiveMaximum } = aggregateChecks(inst);
        return Math.min(maximum ?? Number.POSITIVE_INFINITY, exclusiveMaximum ?? Number.POSITIVE_INFINITY);
    },
    isInt: (inst) => {
        const { isInt, multipleOf } = aggregateChecks(inst);
        return !!isInt || !!multipleOf?.some(Number.isSafeInteger);
    },
    format: (inst) => aggregateChecks(inst).format ?? null,
}, {
    gt(value, params) {
        return this.check(_gt(value, params));
    },
    gte(value, params) {
        return this.check(_gte(value, params));
    },
    min(value, params) {
        return this.check(_gte(value, params));
    },
    lt(value, params) {
        return this.check(_lt(value, params));
    },
    lte(value, params) {
        return this.check(_lte(value, params));
    },
    max(value, params) {
        return this.check(_lte(value, params));
    },
    int(params) {
        return this.check(schemas_int(params));
    },
    safe(params) {
        return this.check(schemas_int(params));
    },
    positive(params) {
        return this.check(_gt(0, params));
    },
    nonnegative(params) {
        return this.check(_gte(0, params));
    },
    negative(params) {
        return this.check(_lt(0, params));
    },
    nonpositive(params) {
        return this.check(_lte(0, params));
    },
    multipleOf(value, params) {
        return this.check(_multipleOf(value, params));
    },
    step(value, params) {
        return this.check(_multipleOf(value, params));
    },
    finite() {
        return this;
    },
}));
function schemas_number(params) {
    return _number(ZodNumber, params);
}
const ZodNumberFormat = /*@__PURE__*/ $constructor("ZodNumberFormat", (inst, def) => {
    $ZodNumberFormat.init(inst, def);
    ZodNumber.init(inst, def);
});
function schemas_int(params) {
    return _int(ZodNumberFormat, params);
}
function float32(params) {
    return core._float32(ZodNumberFormat, params);
}
function float64(params) {
    return core._float64(ZodNumberFormat, params);
}
function int32(params) {
    return core._int32(ZodNumberFormat, params);
}
function uint32(params) {
    return core._uint32(ZodNumberFormat, params);
}
const ZodBoolean = /*@__PURE__*/ $constructor("ZodBoolean", (inst, def) => {
    $ZodBoolean.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => booleanProcessor(inst, ctx, json, params);
});
function schemas_boolean(params) {
    return _boolean(ZodBoolean, params);
}
const ZodBigInt = /*@__PURE__*/ $constructor("ZodBigInt", (inst, def) => {
    $ZodBigInt.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => bigintProcessor(inst, ctx, json, params);
}, 
/*@__PURE__*/ derived({
    minValue: (inst) => aggregateChecks(inst).minimum ?? null,
    maxValue: (inst) => aggregateChecks(inst).maximum ?? null,
    format: (inst) => aggregateChecks(inst).format ?? null,
}, {
    gte(value, params) {
        return this.check(_gte(value, params));
    },
    min(value, params) {
        return this.check(_gte(value, params));
    },
    gt(value, params) {
        return this.check(_gt(value, params));
    },
    lt(value, params) {
        return this.check(_lt(value, params));
    },
    lte(value, params) {
        return this.check(_lte(value, params));
    },
    max(value, params) {
        return this.check(_lte(value, params));
    },
    positive(params) {
        return this.check(_gt(BigInt(0), params));
    },
    negative(params) {
        return this.check(_lt(BigInt(0), params));
    },
    nonpositive(params) {
        return this.check(_lte(BigInt(0), params));
    },
    nonnegative(params) {
        return this.check(_gte(BigInt(0), params));
    },
    multipleOf(value, params) {
        return this.check(_multipleOf(value, params));
    },
}));
function schemas_bigint(params) {
    return core._bigint(ZodBigInt, params);
}
const ZodBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodBigIntFormat", (inst, def) => {
    core.$ZodBigIntFormat.init(inst, def);
    ZodBigInt.init(inst, def);
})));
function int64(params) {
    return core._int64(ZodBigIntFormat, params);
}
function uint64(params) {
    return core._uint64(ZodBigIntFormat, params);
}
const ZodSymbol = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodSymbol", (inst, def) => {
    core.$ZodSymbol.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.symbolProcessor(inst, ctx, json, params);
})));
function symbol(params) {
    return core._symbol(ZodSymbol, params);
}
const ZodUndefined = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodUndefined", (inst, def) => {
    core.$ZodUndefined.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.undefinedProcessor(inst, ctx, json, params);
})));
function schemas_undefined(params) {
    return core._undefined(ZodUndefined, params);
}

const ZodNull = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodNull", (inst, def) => {
    core.$ZodNull.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.nullProcessor(inst, ctx, json, params);
})));
function schemas_null(params) {
    return core._null(ZodNull, params);
}

const ZodAny = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodAny", (inst, def) => {
    core.$ZodAny.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.anyProcessor(inst, ctx, json, params);
})));
function any() {
    return core._any(ZodAny);
}
const ZodUnknown = /*@__PURE__*/ $constructor("ZodUnknown", (inst, def) => {
    $ZodUnknown.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => unknownProcessor(inst, ctx, json, params);
});
function unknown() {
    return _unknown(ZodUnknown);
}
const ZodNever = /*@__PURE__*/ $constructor("ZodNever", (inst, def) => {
    $ZodNever.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => neverProcessor(inst, ctx, json, params);
});
function never(params) {
    return _never(ZodNever, params);
}
const ZodVoid = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodVoid", (inst, def) => {
    core.$ZodVoid.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.voidProcessor(inst, ctx, json, params);
})));
function schemas_void(params) {
    return core._void(ZodVoid, params);
}

const ZodDate = /*@__PURE__*/ $constructor("ZodDate", (inst, def) => {
    $ZodDate.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => dateProcessor(inst, ctx, json, params);
    inst.min = (value, params) => inst.check(_gte(value, params));
    inst.max = (value, params) => inst.check(_lte(value, params));
}, 
/*@__PURE__*/ derived({
    minDate: (inst) => {
        const { minimum } = aggregateChecks(inst);
        return minimum ? new Date(minimum) : null;
    },
    maxDate: (inst) => {
        const { maximum } = aggregateChecks(inst);
        return maximum ? new Date(maximum) : null;
    },
}, {}));
function schemas_date(params) {
    return core._date(ZodDate, params);
}
const ZodArray = /*@__PURE__*/ $constructor("ZodArray", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodArray.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => arrayProcessor(inst, ctx, json, params);
    inst.element = def.element;
}, {
    min(n, params) {
        return this.check(_minLength(n, params));
    },
    nonempty(params) {
        return this.check(_minLength(1, params));
    },
    max(n, params) {
        return this.check(_maxLength(n, params));
    },
    length(n, params) {
        return this.check(_length(n, params));
    },
    unwrap() {
        return this.element;
    },
});
function array(element, params) {
    return _array(ZodArray, element, params);
}
// .keyof
function keyof(schema) {
    const shape = schema._zod.def.shape;
    return schemas_enum(Object.keys(shape));
}
const ZodObject = /*@__PURE__*/ $constructor("ZodObject", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodObjectJIT.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => objectProcessor(inst, ctx, json, params);
    installLazyProp(inst, "shape", (self) => self._zod.def.shape, false);
}, {
    keyof() {
        return schemas_enum(Object.keys(this._zod.def.shape));
    },
    catchall(catchall) {
        // `mergeDefs` rather than a spread: spreading reads `shape`, and resolving it can mint a whole fresh subtree
        return this.clone(mergeDefs(this._zod.def, { catchall: catchall }));
    },
    passthrough() {
        return this.clone(mergeDefs(this._zod.def, { catchall: unknown() }));
    },
    loose() {
        return this.clone(mergeDefs(this._zod.def, { catchall: unknown() }));
    },
    strict() {
        return this.clone(mergeDefs(this._zod.def, { catchall: never() }));
    },
    strip() {
        return this.clone(mergeDefs(this._zod.def, { catchall: undefined }));
    },
    extend(incoming) {
        return extend(this, incoming);
    },
    safeExtend(incoming) {
        return safeExtend(this, incoming);
    },
    merge(other) {
        return merge(this, other);
    },
    pick(mask) {
        return pick(this, mask);
    },
    omit(mask) {
        return omit(this, mask);
    },
    partial(...args) {
        return partial(ZodOptional, this, args[0]);
    },
    exactPartial(...args) {
        return partial(ZodExactOptional, this, args[0], "exactPartial");
    },
    required(...args) {
        return required(ZodNonOptional, this, args[0]);
    },
});
function object(shape, params) {
    const def = {
        type: "object",
        shape: shape ?? {},
        ...normalizeParams(params),
    };
    return new ZodObject(def);
}
// strictObject
function strictObject(shape, params) {
    return new ZodObject({
        type: "object",
        shape,
        catchall: never(),
        ...normalizeParams(params),
    });
}
// looseObject
function looseObject(shape, params) {
    return new ZodObject({
        type: "object",
        shape,
        catchall: unknown(),
        ...normalizeParams(params),
    });
}
const ZodUnion = /*@__PURE__*/ $constructor("ZodUnion", (inst, def) => {
    $ZodUnion.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => unionProcessor(inst, ctx, json, params);
    inst.options = def.options;
});
function union(options, params) {
    return new ZodUnion({
        type: "union",
        options: options,
        ...normalizeParams(params),
    });
}
const ZodXor = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodXor", (inst, def) => {
    ZodUnion.init(inst, def);
    core.$ZodXor.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.unionProcessor(inst, ctx, json, params);
    inst.options = def.options;
})));
/** Creates an exclusive union (XOR) where exactly one option must match.
 * Unlike regular unions that succeed when any option matches, xor fails if
 * zero or more than one option matches the input. */
function xor(options, params) {
    return new ZodXor({
        type: "union",
        options: options,
        inclusive: false,
        ...util.normalizeParams(params),
    });
}
const ZodDiscriminatedUnion = /*@__PURE__*/ $constructor("ZodDiscriminatedUnion", (inst, def) => {
    ZodUnion.init(inst, def);
    $ZodDiscriminatedUnion.init(inst, def);
});
function discriminatedUnion(discriminator, options, params) {
    // const [options, params] = args;
    return new ZodDiscriminatedUnion({
        type: "union",
        options: options,
        discriminator,
        ...normalizeParams(params),
    });
}
const ZodIntersection = /*@__PURE__*/ $constructor("ZodIntersection", (inst, def) => {
    $ZodIntersection.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => intersectionProcessor(inst, ctx, json, params);
});
function intersection(left, right) {
    return new ZodIntersection({
        type: "intersection",
        left: left,
        right: right,
    });
}
const ZodTuple = /*@__PURE__*/ $constructor("ZodTuple", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodTuple.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => tupleProcessor(inst, ctx, json, params);
}, {
    rest(rest) {
        return this.clone({
            ...this._zod.def,
            rest: rest,
        });
    },
    partial() {
        const def = this._zod.def;
        // a refinement was authored against the full arity; partialing would run it on a shorter array
        if (def.checks?.length)
            throw new Error(".partial() cannot be used on tuple schemas containing refinements");
        return this.clone({
            ...def,
            items: def.items.map((item) => new ZodOptional({ type: "optional", innerType: item })),
        });
    },
});
function tuple(items, _paramsOrRest, _params) {
    const hasRest = _paramsOrRest instanceof $ZodType;
    const params = hasRest ? _params : _paramsOrRest;
    const rest = hasRest ? _paramsOrRest : null;
    return new ZodTuple({
        type: "tuple",
        items: items,
        rest,
        ...normalizeParams(params),
    });
}
const ZodRecord = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodRecord", (inst, def) => {
    _ensureDefaultMemoizer();
    core.$ZodRecord.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.recordProcessor(inst, ctx, json, params);
    inst.keyType = def.keyType;
    inst.valueType = def.valueType;
})));
function record(keyType, valueType, params) {
    // v3-compat: z.record(valueType, params?) — defaults keyType to z.string()
    if (!valueType || !valueType._zod) {
        return new ZodRecord({
            type: "record",
            keyType: schemas_string(),
            valueType: keyType,
            ...util.normalizeParams(valueType),
        });
    }
    return new ZodRecord({
        type: "record",
        keyType,
        valueType: valueType,
        ...util.normalizeParams(params),
    });
}
// type alksjf = core.output<core.$ZodRecordKey>;
function partialRecord(keyType, valueType, params) {
    return new ZodRecord({
        type: "record",
        keyType,
        valueType: valueType,
        ...util.normalizeParams(params),
        partial: true,
    });
}
function looseRecord(keyType, valueType, params) {
    return new ZodRecord({
        type: "record",
        keyType,
        valueType: valueType,
        mode: "loose",
        ...util.normalizeParams(params),
    });
}
const ZodMap = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMap", (inst, def) => {
    _ensureDefaultMemoizer();
    core.$ZodMap.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.mapProcessor(inst, ctx, json, params);
    inst.keyType = def.keyType;
    inst.valueType = def.valueType;
    inst.min = (...args) => inst.check(core._minSize(...args));
    inst.nonempty = (params) => inst.check(core._minSize(1, params));
    inst.max = (...args) => inst.check(core._maxSize(...args));
    inst.size = (...args) => inst.check(core._size(...args));
})));
function map(keyType, valueType, params) {
    return new ZodMap({
        type: "map",
        keyType: keyType,
        valueType: valueType,
        ...util.normalizeParams(params),
    });
}
const ZodSet = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodSet", (inst, def) => {
    _ensureDefaultMemoizer();
    core.$ZodSet.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.setProcessor(inst, ctx, json, params);
    inst.min = (...args) => inst.check(core._minSize(...args));
    inst.nonempty = (params) => inst.check(core._minSize(1, params));
    inst.max = (...args) => inst.check(core._maxSize(...args));
    inst.size = (...args) => inst.check(core._size(...args));
})));
function set(valueType, params) {
    return new ZodSet({
        type: "set",
        valueType: valueType,
        ...util.normalizeParams(params),
    });
}
const ZodEnum = /*@__PURE__*/ $constructor("ZodEnum", (inst, def) => {
    $ZodEnum.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => enumProcessor(inst, ctx, json, params);
    inst.enum = def.entries;
    // reuse the parsed value set so a numeric TS enum's reverse-mapping keys stay out
    inst.options = [...inst._zod.values];
    const keys = new Set(Object.keys(def.entries));
    inst.extract = (values, params) => {
        const newEntries = {};
        for (const value of values) {
            if (keys.has(value)) {
                newEntries[value] = def.entries[value];
            }
            else
                throw new Error(`Key ${value} not found in enum`);
        }
        return new ZodEnum({
            ...def,
            checks: [],
            ...normalizeParams(params),
            entries: newEntries,
        });
    };
    inst.exclude = (values, params) => {
        const newEntries = { ...def.entries };
        for (const value of values) {
            if (keys.has(value)) {
                delete newEntries[value];
            }
            else
                throw new Error(`Key ${value} not found in enum`);
        }
        return new ZodEnum({
            ...def,
            checks: [],
            ...normalizeParams(params),
            entries: newEntries,
        });
    };
});
function schemas_enum(values, params) {
    const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
    return new ZodEnum({
        type: "enum",
        entries,
        ...normalizeParams(params),
    });
}

/** @deprecated This API has been merged into `z.enum()`. Use `z.enum()` instead.
 *
 * ```ts
 * enum Colors { red, green, blue }
 * z.enum(Colors);
 * ```
 */
function nativeEnum(entries, params) {
    return new ZodEnum({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
const ZodLiteral = /*@__PURE__*/ $constructor("ZodLiteral", (inst, def) => {
    $ZodLiteral.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => literalProcessor(inst, ctx, json, params);
    inst.values = new Set(def.values);
    Object.defineProperty(inst, "value", {
        get() {
            if (def.values.length > 1) {
                throw new Error("This schema contains multiple valid literal values. Use `.values` instead.");
            }
            return def.values[0];
        },
    });
});
function literal(value, params) {
    return new ZodLiteral({
        type: "literal",
        values: Array.isArray(value) ? value : [value],
        ...normalizeParams(params),
    });
}
const ZodFile = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodFile", (inst, def) => {
    core.$ZodFile.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.fileProcessor(inst, ctx, json, params);
    inst.min = (size, params) => inst.check(core._minSize(size, params));
    inst.max = (size, params) => inst.check(core._maxSize(size, params));
    inst.mime = (types, params) => inst.check(core._mime(Array.isArray(types) ? types : [types], params));
})));
function file(params) {
    return core._file(ZodFile, params);
}
const ZodTransform = /*@__PURE__*/ $constructor("ZodTransform", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodTransform.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => transformProcessor(inst, ctx, json, params);
    inst._zod.parse = (payload, _ctx) => {
        if (_ctx.direction === "backward") {
            throw new $ZodEncodeError(inst.constructor.name);
        }
        payload.addIssue = (issue) => {
            if (typeof issue === "string") {
                payload.issues.push(util_issue(issue, payload.value, def));
            }
            else {
                // for Zod 3 backwards compatibility
                const _issue = issue;
                if (_issue.fatal)
                    _issue.continue = false;
                _issue.code ?? (_issue.code = "custom");
                if (!("input" in _issue))
                    _issue.input = payload.value;
                _issue.inst ?? (_issue.inst = inst);
                // _issue.continue ??= true;
                payload.issues.push(util_issue(_issue));
            }
        };
        const output = def.transform(payload.value, payload);
        if (output instanceof Promise) {
            return output.then((output) => {
                payload.value = output;
                return payload;
            });
        }
        payload.value = output;
        return payload;
    };
});
function transform(fn) {
    return new ZodTransform({
        type: "transform",
        transform: fn,
    });
}
const ZodOptional = /*@__PURE__*/ $constructor("ZodOptional", (inst, def) => {
    $ZodOptional.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => optionalProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function optional(innerType) {
    return new ZodOptional({
        type: "optional",
        innerType: innerType,
    });
}
const ZodExactOptional = /*@__PURE__*/ $constructor("ZodExactOptional", (inst, def) => {
    $ZodExactOptional.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => optionalProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function exactOptional(innerType) {
    return new ZodExactOptional({
        type: "optional",
        innerType: innerType,
    });
}
const ZodNullable = /*@__PURE__*/ $constructor("ZodNullable", (inst, def) => {
    $ZodNullable.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => nullableProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function nullable(innerType) {
    return new ZodNullable({
        type: "nullable",
        innerType: innerType,
    });
}
// nullish
function schemas_nullish(innerType) {
    return optional(nullable(innerType));
}
const ZodDefault = /*@__PURE__*/ $constructor("ZodDefault", (inst, def) => {
    $ZodDefault.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => defaultProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
    inst.removeDefault = inst.unwrap;
});
function schemas_default(innerType, defaultValue) {
    return new ZodDefault({
        type: "default",
        innerType: innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : shallowClone(defaultValue);
        },
    });
}
const ZodPrefault = /*@__PURE__*/ $constructor("ZodPrefault", (inst, def) => {
    $ZodPrefault.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => prefaultProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function prefault(innerType, defaultValue) {
    return new ZodPrefault({
        type: "prefault",
        innerType: innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : shallowClone(defaultValue);
        },
    });
}
const ZodNonOptional = /*@__PURE__*/ $constructor("ZodNonOptional", (inst, def) => {
    $ZodNonOptional.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => nonoptionalProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function nonoptional(innerType, params) {
    return new ZodNonOptional({
        type: "nonoptional",
        innerType: innerType,
        ...normalizeParams(params),
    });
}
const ZodSuccess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodSuccess", (inst, def) => {
    core.$ZodSuccess.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.successProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
})));
function success(innerType) {
    return new ZodSuccess({
        type: "success",
        innerType: innerType,
    });
}
const ZodCatch = /*@__PURE__*/ $constructor("ZodCatch", (inst, def) => {
    $ZodCatch.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => catchProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
    inst.removeCatch = inst.unwrap;
});
function schemas_catch(innerType, catchValue) {
    return new ZodCatch({
        type: "catch",
        innerType: innerType,
        catchValue: (typeof catchValue === "function" ? catchValue : constantCatch(catchValue)),
    });
}

const ZodNaN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodNaN", (inst, def) => {
    core.$ZodNaN.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.nanProcessor(inst, ctx, json, params);
})));
function nan(params) {
    return core._nan(ZodNaN, params);
}
const ZodPipe = /*@__PURE__*/ $constructor("ZodPipe", (inst, def) => {
    $ZodPipe.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => pipeProcessor(inst, ctx, json, params);
    inst.in = def.in;
    inst.out = def.out;
});
function pipe(in_, out) {
    return new ZodPipe({
        type: "pipe",
        in: in_,
        out: out,
        // ...util.normalizeParams(params),
    });
}
const ZodCodec = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodCodec", (inst, def) => {
    ZodPipe.init(inst, def);
    core.$ZodCodec.init(inst, def);
})));
function codec(in_, out, params) {
    return new ZodCodec({
        type: "pipe",
        in: in_,
        out: out,
        transform: params.decode,
        reverseTransform: params.encode,
    });
}
function invertCodec(codec) {
    const def = codec._zod.def;
    return new ZodCodec({
        type: "pipe",
        in: def.out,
        out: def.in,
        transform: def.reverseTransform,
        reverseTransform: def.transform,
    });
}
const ZodPreprocess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodPreprocess", (inst, def) => {
    ZodPipe.init(inst, def);
    core.$ZodPreprocess.init(inst, def);
})));
const ZodReadonly = /*@__PURE__*/ $constructor("ZodReadonly", (inst, def) => {
    $ZodReadonly.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => readonlyProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function readonly(innerType) {
    return new ZodReadonly({
        type: "readonly",
        innerType: innerType,
    });
}
const ZodTemplateLiteral = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodTemplateLiteral", (inst, def) => {
    core.$ZodTemplateLiteral.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.templateLiteralProcessor(inst, ctx, json, params);
})));
function templateLiteral(parts, params) {
    return new ZodTemplateLiteral({
        type: "template_literal",
        parts,
        ...util.normalizeParams(params),
    });
}
const ZodLazy = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodLazy", (inst, def) => {
    core.$ZodLazy.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.lazyProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.getter();
})));
function lazy(getter) {
    return new ZodLazy({
        type: "lazy",
        getter: getter,
    });
}
const ZodPromise = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodPromise", (inst, def) => {
    core.$ZodPromise.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.promiseProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
})));
function promise(innerType) {
    return new ZodPromise({
        type: "promise",
        innerType: innerType,
    });
}
const ZodFunction = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodFunction", (inst, def) => {
    core.$ZodFunction.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.functionProcessor(inst, ctx, json, params);
})));
function _function(params) {
    return new ZodFunction({
        type: "function",
        input: Array.isArray(params?.input) ? tuple(params?.input) : (params?.input ?? array(unknown())),
        output: params?.output ?? unknown(),
    });
}

const ZodCustom = /*@__PURE__*/ $constructor("ZodCustom", (inst, def) => {
    $ZodCustom.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => customProcessor(inst, ctx, json, params);
});
// custom checks
function check(fn) {
    const ch = new core.$ZodCheck({
        check: "custom",
        // ...util.normalizeParams(params),
    });
    ch._zod.check = fn;
    return ch;
}
function custom(fn, _params) {
    return core._custom(ZodCustom, fn ?? (() => true), _params);
}
function refine(fn, _params = {}) {
    return _refine(ZodCustom, fn, _params);
}
// superRefine
function superRefine(fn, params) {
    return _superRefine(fn, params);
}
// Re-export describe and meta from core
const schemas_describe = describe;
const schemas_meta = meta;
const ZodInstanceOf = /*@__PURE__*/ $constructor("ZodInstanceOf", (inst, def) => {
    ZodCustom.init(inst, def);
}, {
    properties(shape, params) {
        // asserts in place, so the narrowed output type is truthful without a wrapper
        return this.check(_properties(shape, params));
    },
});
function _instanceof(cls, params = {}) {
    const inst = new ZodInstanceOf({
        type: "custom",
        check: "custom",
        fn: (data) => data instanceof cls,
        abort: true,
        ...util.normalizeParams(params),
    });
    inst._zod.bag.Class = cls;
    // Override check to emit invalid_type instead of custom
    inst._zod.check = (payload) => {
        if (!(payload.value instanceof cls)) {
            payload.issues.push({
                code: "invalid_type",
                expected: cls.name,
                input: payload.value,
                inst,
                path: [...(inst._zod.def.path ?? [])],
            });
        }
    };
    return inst;
}

// stringbool
const stringbool = (...args) => core._stringbool({
    Codec: ZodCodec,
    Boolean: ZodBoolean,
    String: ZodString,
}, ...args);
function json(params) {
    const jsonSchema = lazy(() => {
        return union([schemas_string(params), schemas_number(), schemas_boolean(), schemas_null(), array(jsonSchema), record(schemas_string(), jsonSchema)]);
    });
    return jsonSchema;
}
// preprocess
function preprocess(fn, schema) {
    return new ZodPreprocess({
        type: "pipe",
        in: transform(fn),
        out: schema,
    });
}

;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
;// CONCATENATED MODULE: ./src/emulator/random.ts
/**
 * Deterministic randomness for fault rates and generated data sets, and the emulator's ids.
 */

/** A small seeded PRNG (mulberry32): same seed, same sequence, on every platform. */
class SeededRandom {
    state;
    constructor(seed) {
        this.state = seed >>> 0;
    }
    /** A float in [0, 1). */
    next() {
        this.state = (this.state + 0x6d2b79f5) >>> 0;
        let t = this.state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    }
    /** An integer in [min, max]. */
    int(min, max) {
        return min + Math.floor(this.next() * (max - min + 1));
    }
    /** One element of a non-empty list. */
    pick(items) {
        return items[Math.floor(this.next() * items.length)];
    }
    /** True with probability `p`. */
    chance(p) {
        return this.next() < p;
    }
    /** A version-4-shaped UUID drawn from this generator (deterministic). */
    uuid() {
        const hex = Array.from({ length: 32 }, () => Math.floor(this.next() * 16).toString(16));
        hex[12] = '4';
        hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
        const s = hex.join('');
        return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    }
}
/** A fresh random UUID for queue entries and test runs. */
function newId() {
    return (0,external_node_crypto_namespaceObject.randomUUID)();
}
/** A 40-hex fake commit sha derived from `text` (stable across runs). */
function fakeSha(text) {
    return (0,external_node_crypto_namespaceObject.createHash)('sha1').update(text).digest('hex');
}
/** sha256 of `text`, hex. */
function sha256Hex(text) {
    return (0,external_node_crypto_namespaceObject.createHash)('sha256').update(text).digest('hex');
}

;// CONCATENATED MODULE: ./src/emulator/faults.ts
/**
 * Opt-in fault injection for loopback testing of clients: scripted errors, resets, slow or
 * truncated answers and odd bodies, per operation, for the next N requests or at a seeded rate.
 */


/** Operation names a rule may target (the client's names) or `*` for all. */
const FAULT_OPERATIONS = [
    '*',
    'submitPullRequest',
    'cancelPullRequest',
    'restartTestsOnPullRequest',
    'getSubmittedPullRequest',
    'setImpactedTargets',
    'getMergeQueueTestingDetails',
    'createQueue',
    'deleteQueue',
    'getQueue',
    'updateQueue',
    'getMergeQueueMetrics',
    'listFailingTests',
    'getTestDetails',
];
const common = {
    operation: schemas_enum(FAULT_OPERATIONS).optional(),
    /** Apply to the next `count` matching requests, then expire. */
    count: schemas_number().int().min(1).max(1_000_000).optional(),
    /** Probability per matching request, drawn from the seeded generator. */
    rate: schemas_number().min(0).max(1).optional(),
};
const FaultRuleSchema = discriminatedUnion('kind', [
    strictObject({
        ...common,
        kind: literal('status'),
        // 413 as an edge proxy with a lower body limit would answer it (plain text).
        status: union([
            literal(413),
            literal(429),
            literal(500),
            literal(502),
            literal(503),
            literal(504),
        ]),
        retryAfter: schemas_string().min(1).max(64).optional(),
        body: schemas_string().max(65_536).optional(),
        contentType: schemas_string().min(1).max(255).optional(),
    }),
    strictObject({ ...common, kind: literal('reset') }),
    strictObject({
        ...common,
        kind: literal('slow-headers'),
        delayMs: schemas_number().int().min(0).max(600_000),
    }),
    strictObject({ ...common, kind: literal('truncate') }),
    strictObject({ ...common, kind: literal('invalid-json') }),
    strictObject({ ...common, kind: literal('html-502') }),
    strictObject({ ...common, kind: literal('unknown-fields') }),
    strictObject({ ...common, kind: literal('unknown-state') }),
    strictObject({ ...common, kind: literal('drop-after-commit') }),
    strictObject({
        ...common,
        kind: literal('redirect'),
        location: schemas_string().min(1).max(2048),
    }),
    strictObject({ ...common, kind: literal('repeat-page-token') }),
]);
const FaultConfigSchema = strictObject({
    seed: schemas_number().int().optional(),
    rules: array(FaultRuleSchema).max(1000),
});
/** Faults that act before the request reaches the queue (the state is left unchanged). */
const EDGE_FAULTS = new Set([
    'status',
    'reset',
    'invalid-json',
    'html-502',
    'redirect',
]);
/** The PR state the `unknown-state` fault reports. */
const UNKNOWN_PR_STATE = 'queued_for_bisection';
/** The active rules; picks the rule (if any) for each request. */
class FaultEngine {
    rules = [];
    random = new SeededRandom(0);
    seedValue = 0;
    constructor(config) {
        if (config)
            this.configure(config);
    }
    /** Replaces every rule (and reseeds). Throws a ZodError on an invalid config. */
    configure(config) {
        const parsed = FaultConfigSchema.parse(config);
        this.seedValue = parsed.seed ?? 0;
        this.random = new SeededRandom(this.seedValue);
        this.rules = parsed.rules.map((r) => ({ ...r, remaining: r.count }));
    }
    get enabled() {
        return this.rules.length > 0;
    }
    /** The rules with their remaining counts (GET /_control/faults). */
    describe() {
        return {
            seed: this.seedValue,
            rules: this.rules.map((r) => {
                const { remaining, ...rule } = r;
                return remaining === undefined ? rule : { ...rule, remaining };
            }),
        };
    }
    /** The first rule that applies to this request, consuming a count if it has one. */
    pick(operation) {
        for (let i = 0; i < this.rules.length; i++) {
            const rule = this.rules[i];
            const op = rule.operation ?? '*';
            if (op !== '*' && op !== operation)
                continue;
            if (rule.rate !== undefined && !(this.random.next() < rule.rate))
                continue;
            if (rule.remaining !== undefined) {
                rule.remaining--;
                if (rule.remaining <= 0) {
                    this.rules.splice(i, 1);
                }
            }
            const { remaining: _remaining, ...applied } = rule;
            return applied;
        }
        return undefined;
    }
}
/** Adds unknown fields to a JSON body: at the top level and in each object of a top-level list. */
function withUnknownFields(body) {
    if (body === null || typeof body !== 'object' || Array.isArray(body))
        return body;
    const out = { ...body };
    for (const [k, v] of Object.entries(out)) {
        if (Array.isArray(v)) {
            out[k] = v.map((item) => item !== null && typeof item === 'object' && !Array.isArray(item)
                ? { ...item, emulatorExtraField: 'added by the unknown-fields fault' }
                : item);
        }
    }
    out.emulatorUnknownField = { note: 'added by the unknown-fields fault', version: 2 };
    out.emulatorUnknownFlag = true;
    return out;
}
/** Replaces PR states with {@link UNKNOWN_PR_STATE} (getSubmittedPullRequest and getQueue bodies). */
function withUnknownState(operation, body) {
    if (body === null || typeof body !== 'object' || Array.isArray(body))
        return body;
    const o = body;
    if (operation === 'getSubmittedPullRequest')
        return { ...o, state: UNKNOWN_PR_STATE };
    if (operation === 'getQueue' && Array.isArray(o.enqueuedPullRequests)) {
        return {
            ...o,
            enqueuedPullRequests: o.enqueuedPullRequests.map((p) => p !== null && typeof p === 'object' ? { ...p, state: UNKNOWN_PR_STATE } : p),
        };
    }
    return body;
}

;// CONCATENATED MODULE: external "node:http"
const external_node_http_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");
;// CONCATENATED MODULE: ./src/wire/enums.ts

/** Pull request states of the merge queue, as the service sends them (lowercase). */
const PULL_REQUEST_STATES = [
    'not_ready',
    'pending',
    'testing',
    'tests_passed',
    'merged',
    'failed',
    'cancelled',
    'pending_failure',
];
/** States after which a PR is no longer in the queue. */
const TERMINAL_PULL_REQUEST_STATES = [
    'merged',
    'failed',
    'cancelled',
];
const QUEUE_STATES = ['running', 'paused', 'draining', 'switching_modes'];
/** The queue states a client may ask for with updateQueue (`switching_modes` is the service's own). */
const SETTABLE_QUEUE_STATES = ['running', 'paused', 'draining'];
const QUEUE_MODES = ['single', 'parallel'];
const GITHUB_MERGEABILITY = [
    'unspecified',
    'in_progress',
    'mergeable',
    'not_mergeable',
];
const DIRECT_MERGE_MODES = ['off', 'always'];
const OPTIMIZATION_MODES = ['off', 'bisection_skip_redundant_tests'];
const MERGE_METHODS = ['merge_commit', 'squash', 'rebase'];
const TESTING_STATUSES = ['in_progress', 'failed', 'cancelled', 'succeeded'];
const REQUIRED_STATUSES_SOURCES = [
    'trunk_config',
    'repo_provider_branch_protection',
    'merge_instance',
];
const TEST_STATUS_VALUES = ['healthy', 'flaky', 'broken'];
/** GitHub's own values, which the service passes through in upper case. */
const CHECK_RUN_STATUSES = ['QUEUED', 'IN_PROGRESS', 'COMPLETED'];
const CHECK_RUN_CONCLUSIONS = [
    'ACTION_REQUIRED',
    'CANCELLED',
    'FAILURE',
    'NEUTRAL',
    'SUCCESS',
    'SKIPPED',
    'STALE',
    'TIMED_OUT',
];
const STATUS_CHECK_STATES = ['ERROR', 'FAILURE', 'PENDING', 'SUCCESS'];
/** Named priorities and the numbers the service maps them to (0 is the highest). */
const PRIORITY_NAMES = { urgent: 0, high: 10, medium: 100, low: 200 };
const PRIORITY_MIN = 0;
const PRIORITY_MAX = 255;
// Parsing is synchronous, so a module-level sink set around one `safeParse` call cannot see
// values from another parse.
let unknownSink;
/**
 * Runs `parse` and collects every enum value it met that the client does not know.
 * The values are kept in the parsed result; this only reports them.
 */
function collectUnknownEnumValues(parse) {
    const unknown = [];
    const previous = unknownSink;
    unknownSink = (v) => unknown.push(v);
    try {
        return { result: parse(), unknown };
    }
    finally {
        unknownSink = previous;
    }
}
/**
 * A response enum that accepts either case, normalises to the service's casing, and keeps an
 * unknown value as its string (reported through {@link collectUnknownEnumValues}), so a value the
 * service adds later never breaks a client.
 */
function lenientEnum(field, known, casing = 'lower') {
    const set = new Set(known);
    return schemas_string().transform((raw) => {
        const value = casing === 'lower' ? raw.toLowerCase() : raw.toUpperCase();
        if (!set.has(value))
            unknownSink?.({ field, value: raw });
        return value;
    });
}
/** A request enum: either case accepted from callers, sent in the service's (lower) casing. */
function requestEnum(known) {
    return schemas_string()
        .transform((v) => v.toLowerCase())
        .pipe(schemas_enum(known));
}
/** True for the states after which a PR has left the queue: merged, failed, cancelled. */
function isTerminalState(state) {
    return TERMINAL_PULL_REQUEST_STATES.includes(state.toLowerCase());
}

;// CONCATENATED MODULE: ./src/wire/loopback.ts
/** Loopback hosts: where the emulator may listen with its well-known token, and where the client goes direct. */
/** True for `localhost`, 127.0.0.0/8 and `::1`. */
function isLoopbackHost(hostname) {
    const h = hostname.replace(/^\[|\]$/g, '').toLowerCase();
    return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

;// CONCATENATED MODULE: ./src/wire/operations.ts
/** The v1 API's operations: method, path and how safe each is to repeat (the client's retry rule). */
/** Every operation of the API, with its method, path and idempotency class. */
const OPERATIONS = {
    submitPullRequest: { method: 'POST', path: '/submitPullRequest', idempotency: 'reconcile' },
    cancelPullRequest: { method: 'POST', path: '/cancelPullRequest', idempotency: 'reconcile' },
    restartTestsOnPullRequest: {
        method: 'POST',
        path: '/restartTestsOnPullRequest',
        idempotency: 'reconcile',
    },
    getSubmittedPullRequest: {
        method: 'POST',
        path: '/getSubmittedPullRequest',
        idempotency: 'read',
    },
    setImpactedTargets: { method: 'POST', path: '/setImpactedTargets', idempotency: 'idempotent' },
    getMergeQueueTestingDetails: {
        method: 'POST',
        path: '/getMergeQueueTestingDetails',
        idempotency: 'read',
    },
    createQueue: { method: 'POST', path: '/createQueue', idempotency: 'reconcile' },
    deleteQueue: { method: 'POST', path: '/deleteQueue', idempotency: 'reconcile' },
    getQueue: { method: 'POST', path: '/getQueue', idempotency: 'read' },
    updateQueue: { method: 'POST', path: '/updateQueue', idempotency: 'idempotent' },
    getMergeQueueMetrics: { method: 'GET', path: '/getMergeQueueMetrics', idempotency: 'read' },
    listFailingTests: {
        method: 'POST',
        path: '/flaky-tests/list-failing-tests',
        idempotency: 'read',
    },
    getTestDetails: { method: 'POST', path: '/flaky-tests/get-test-details', idempotency: 'read' },
};

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/iso.js



function iso_datetime(params) {
    return _isoDateTime(ZodISODateTime, params);
}
function iso_date(params) {
    return core._isoDate(ZodISODate, params);
}
function iso_time(params) {
    return core._isoTime(ZodISOTime, params);
}
function iso_duration(params) {
    return core._isoDuration(ZodISODuration, params);
}

;// CONCATENATED MODULE: ./src/wire/schemas.ts
/**
 * Wire shapes of the v1 API, declared once. Request schemas are strict (what we send must be
 * exactly right); response schemas are lenient where the service may grow: unknown fields are
 * dropped, enum values are accepted in either case and unknown ones kept as strings.
 * Sources: spec/000_e9cb54f53c7a70da.txt (authority) and trunk-v1-wire-notes.md.
 */


/** The request body limit of every endpoint: 20 MiB of UTF-8, as sent. */
const MAX_REQUEST_BODY_BYTES = 20 * 1024 * 1024;
/** The sentinel that marks a PR as impacting every target. */
const IMPACTS_ALL = 'ALL';
/** The legacy spelling of {@link IMPACTS_ALL}, still sent by Trunk's nx-action. */
const IMPACTS_ALL_LEGACY = 'IMPACTS_ALL';
/** Largest PR number accepted: the service's newer docs narrowed it to int32. */
const MAX_PR_NUMBER = 2147483647;
/** Longest window list-failing-tests accepts between start_time and end_time. */
const MAX_FAILING_TESTS_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
const MIN_PAGE_SIZE = 1;
const MAX_PAGE_SIZE = 100;
// ---------------------------------------------------------------------------------------------
// Requests (strict)
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;
/** A non-empty single-line string: no request field of this API may carry control characters. */
const wireText = (max = 1024) => schemas_string()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .refine((s) => !CONTROL_CHARS.test(s), 'must not contain control characters or newlines');
const RepoRefSchema = strictObject({
    host: wireText(255),
    owner: wireText(255),
    name: wireText(255),
});
const PrNumberSchema = schemas_number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_PR_NUMBER, `must be at most ${MAX_PR_NUMBER}`);
const QueueRefSchema = strictObject({
    repo: RepoRefSchema,
    targetBranch: wireText(),
});
const PullRequestRefSchema = strictObject({
    repo: RepoRefSchema,
    targetBranch: wireText(),
    pr: strictObject({ number: PrNumberSchema }),
});
/** A priority: a name (`low`, `medium`, `high`, `urgent`) or a number, 0 (highest) to 255. */
const PrioritySchema = union([
    schemas_number()
        .int('must be a whole number')
        .min(PRIORITY_MIN, `must be at least ${PRIORITY_MIN}`)
        .max(PRIORITY_MAX, `must be at most ${PRIORITY_MAX}`),
    requestEnum(Object.keys(PRIORITY_NAMES)),
]);
const SubmitPullRequestRequestSchema = strictObject({
    repo: RepoRefSchema,
    targetBranch: wireText(),
    pr: strictObject({ number: PrNumberSchema }),
    priority: PrioritySchema.optional(),
    noBatch: schemas_boolean().optional(),
});
const ShaSchema = schemas_string()
    .regex(/^[0-9a-fA-F]{7,64}$/, 'must be a commit sha (7 to 64 hexadecimal characters)');
const SetImpactedTargetsRequestSchema = strictObject({
    repo: RepoRefSchema,
    targetBranch: wireText(),
    pr: strictObject({ number: PrNumberSchema, sha: ShaSchema }),
    // A target is an opaque string: any characters JSON can carry, even empty ones are the
    // caller's business (the action drops empty lines before it gets here).
    impactedTargets: union([array(schemas_string()), literal(IMPACTS_ALL)]),
});
const GetMergeQueueTestingDetailsRequestSchema = strictObject({
    repo: RepoRefSchema,
    targetBranch: wireText(),
    testRunId: wireText(255),
});
const positiveInt = schemas_number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(4294967295, 'must be at most 4294967295');
/** A count from 0 to 2^32-1, as the queue settings take it (a timeout, a depth). */
const nonNegativeCount = schemas_number()
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .max(4294967295, 'must be at most 4294967295');
const CreateQueueRequestSchema = strictObject({
    repo: RepoRefSchema,
    targetBranch: wireText(),
    mode: requestEnum(QUEUE_MODES).optional(),
    concurrency: positiveInt.optional(),
});
/** Every setting updateQueue accepts; each one optional, only those given are sent. */
const QueueSettingsSchema = strictObject({
    state: requestEnum(SETTABLE_QUEUE_STATES).optional(),
    mode: requestEnum(QUEUE_MODES).optional(),
    concurrency: positiveInt.optional(),
    bisectionConcurrency: positiveInt.optional(),
    // The service's newer docs allow 0 here ("0 to disable").
    testingTimeoutMinutes: nonNegativeCount.optional(),
    pendingFailureDepth: nonNegativeCount.optional(),
    canOptimisticallyMerge: schemas_boolean().optional(),
    batch: schemas_boolean().optional(),
    batchingMaxWaitTimeMinutes: positiveInt.optional(),
    batchingMinSize: positiveInt.optional(),
    commentsEnabled: schemas_boolean().optional(),
    commandsEnabled: schemas_boolean().optional(),
    createPrsForTestingBranches: schemas_boolean().optional(),
    statusCheckEnabled: schemas_boolean().optional(),
    directMergeMode: requestEnum(DIRECT_MERGE_MODES).optional(),
    optimizationMode: requestEnum(OPTIMIZATION_MODES).optional(),
    mergeMethod: requestEnum(MERGE_METHODS).optional(),
    requiredStatuses: array(wireText(255)).optional(),
    deleteRequiredStatuses: schemas_boolean().optional(),
});
/** The names of the settings updateQueue accepts. */
const QUEUE_SETTING_NAMES = Object.keys(QueueSettingsSchema.shape);
const UpdateQueueRequestSchema = QueueSettingsSchema.extend({
    repo: RepoRefSchema,
    targetBranch: wireText(),
});
const MetricsQuerySchema = strictObject({
    /** `owner/name`. */
    repo: wireText(512)
        .refine((s) => /^[^/\s]+\/[^/\s]+$/.test(s), 'must be in owner/name form')
        .optional(),
    repoHost: wireText(255).optional(),
})
    .refine((q) => (q.repo === undefined) === (q.repoHost === undefined), {
    message: 'repo and repoHost must be given together (or neither, for the whole organization)',
    path: ['repoHost'],
});
const IsoDateTime = iso_datetime({ offset: true, message: 'must be an ISO 8601 date-time' });
const PageQuerySchema = strictObject({
    page_size: schemas_number()
        .int('must be a whole number')
        .min(MIN_PAGE_SIZE, `must be at least ${MIN_PAGE_SIZE}`)
        .max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`),
    page_token: schemas_string().max(4096).optional(),
});
/** The window rule of list-failing-tests: end after start, and at most 7 days after it. */
function checkFailingTestsWindow(r, ctx) {
    const start = Date.parse(r.start_time);
    const end = Date.parse(r.end_time);
    if (!(end > start)) {
        ctx.addIssue({ code: 'custom', path: ['end_time'], message: 'must be after start_time' });
    }
    else if (end - start > MAX_FAILING_TESTS_WINDOW_MS) {
        ctx.addIssue({
            code: 'custom',
            path: ['end_time'],
            message: 'must be within 7 days of start_time',
        });
    }
}
const ListFailingTestsRequestSchema = strictObject({
    repo: RepoRefSchema,
    org_url_slug: wireText(255),
    start_time: IsoDateTime,
    end_time: IsoDateTime,
    page_query: PageQuerySchema,
})
    .superRefine(checkFailingTestsWindow);
const UUID = schemas_string()
    .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, 'must be a UUID');
const GetTestDetailsRequestSchema = strictObject({
    repo: RepoRefSchema,
    org_url_slug: wireText(255),
    test_id: UUID,
});
// ---------------------------------------------------------------------------------------------
// Responses (lenient)
/** A number the service might one day send as a numeric string. */
const wireNumber = union([
    schemas_number(),
    schemas_string()
        .regex(/^-?\d+(\.\d+)?$/)
        .transform(Number),
]);
/** Optional in practice: absent and `null` both read as undefined. */
const opt = (s) => s
    .nullish()
    .transform((v) => v ?? undefined)
    .optional();
const ReadinessSchema = object({
    hasImpactedTargets: opt(schemas_boolean()),
    requiresImpactedTargets: opt(schemas_boolean()),
    doesBaseBranchMatch: opt(schemas_boolean()),
    gitHubMergeability: opt(lenientEnum('readiness.gitHubMergeability', GITHUB_MERGEABILITY)),
});
const SubmittedPullRequestSchema = object({
    id: opt(schemas_string()),
    state: lenientEnum('state', PULL_REQUEST_STATES),
    readiness: opt(ReadinessSchema),
    stateChangedAt: schemas_string(),
    priorityValue: wireNumber,
    priorityName: schemas_string(),
    usedDefaultPriorityName: opt(schemas_string()),
    skipTheLine: schemas_boolean(),
    noBatch: opt(schemas_boolean()),
    forceEnqueued: opt(schemas_boolean()),
    isCurrentlySubmittedToQueue: schemas_boolean(),
    prNumber: wireNumber,
    prTitle: schemas_string(),
    prSha: schemas_string(),
    prBaseBranch: schemas_string(),
    prAuthor: schemas_string(),
    verifiedByTestRun: opt(schemas_string()),
});
const EnqueuedPullRequestSchema = object({
    id: opt(schemas_string()),
    state: opt(lenientEnum('enqueuedPullRequests.state', PULL_REQUEST_STATES)),
    stateChangedAt: schemas_string(),
    priorityValue: wireNumber,
    priorityName: schemas_string(),
    usedDefaultPriorityName: opt(schemas_string()),
    skipTheLine: schemas_boolean(),
    noBatch: schemas_boolean(),
    prNumber: wireNumber,
    prTitle: schemas_string(),
    prSha: schemas_string(),
    prBaseBranch: schemas_string(),
    prAuthor: schemas_string(),
});
const queueConfigShape = {
    state: lenientEnum('state', QUEUE_STATES),
    branch: schemas_string(),
    concurrency: wireNumber,
    testingTimeoutMinutes: wireNumber,
    mode: lenientEnum('mode', QUEUE_MODES),
    canOptimisticallyMerge: schemas_boolean(),
    pendingFailureDepth: wireNumber,
    batch: schemas_boolean(),
    batchingMaxWaitTimeMinutes: wireNumber,
    batchingMinSize: wireNumber,
    createPrsForTestingBranches: schemas_boolean(),
    commentsEnabled: schemas_boolean(),
    commandsEnabled: schemas_boolean(),
    statusCheckEnabled: schemas_boolean(),
    bisectionConcurrency: wireNumber,
    // null (or absent): no override, the branch protection's or trunk.yaml's checks apply;
    // [] would mean none required. Terraform's provider keeps the two apart, and so do we.
    requiredStatuses: array(schemas_string())
        .nullish()
        .transform((v) => v ?? null),
    directMergeMode: lenientEnum('directMergeMode', DIRECT_MERGE_MODES),
    optimizationMode: lenientEnum('optimizationMode', OPTIMIZATION_MODES),
    mergeMethod: lenientEnum('mergeMethod', MERGE_METHODS),
};
/** A queue's configuration and state, as updateQueue answers it. */
const QueueConfigSchema = object(queueConfigShape);
const QueueSchema = object({
    ...queueConfigShape,
    enqueuedPullRequests: array(EnqueuedPullRequestSchema),
});
const TestingDetailsSchema = object({
    requiredStatuses: array(schemas_string())
        .nullish()
        .transform((v) => v ?? []),
    requiredStatusesSource: opt(lenientEnum('requiredStatusesSource', REQUIRED_STATUSES_SOURCES)),
    testBranch: schemas_string(),
    testBranchSha: schemas_string(),
    createdAt: opt(schemas_string()),
    status: opt(lenientEnum('status', TESTING_STATUSES)),
    checkSuites: array(object({
        checkRuns: array(object({
            name: schemas_string(),
            url: schemas_string(),
            status: opt(lenientEnum('checkRuns.status', CHECK_RUN_STATUSES, 'upper')),
            conclusion: opt(lenientEnum('checkRuns.conclusion', CHECK_RUN_CONCLUSIONS, 'upper')),
        })),
    })),
    statusChecks: array(object({
        context: schemas_string(),
        url: opt(schemas_string()),
        state: opt(lenientEnum('statusChecks.state', STATUS_CHECK_STATES, 'upper')),
    })),
    testedPullRequests: array(object({ prNumber: wireNumber, prUrl: schemas_string(), title: schemas_string() })),
    impactedTargets: opt(array(schemas_string())),
    impactedTargetsForTestedPrs: opt(array(schemas_string())),
    dependentPrs: opt(array(wireNumber)),
});
const TestCaseSchema = object({
    id: schemas_string(),
    repository: object({ html_url: schemas_string() }),
    html_url: schemas_string(),
    name: schemas_string(),
    variant: schemas_string(),
    status: object({
        value: opt(lenientEnum('status.value', TEST_STATUS_VALUES)),
        reason: schemas_string(),
        timestamp: schemas_string(),
    }),
    most_common_failures: array(object({
        summary: schemas_string(),
        occurrence_count: wireNumber,
        last_occurrence: opt(schemas_string()),
    })),
    failure_rate_last_7d: wireNumber,
    failure_rate_last_24h: wireNumber,
    file_path: opt(schemas_string()),
    parent: opt(schemas_string()),
    classname: opt(schemas_string()),
    codeowners: array(schemas_string()),
    pull_requests_impacted_last_7d: wireNumber,
    quarantined: schemas_boolean(),
    ticket: opt(object({ html_url: schemas_string() })),
});
const PageSchema = object({
    total_rows: wireNumber,
    total_pages: wireNumber,
    next_page_token: schemas_string()
        .nullish()
        .transform((v) => v ?? ''),
    prev_page_token: schemas_string()
        .nullish()
        .transform((v) => v ?? ''),
    last_page_token: schemas_string()
        .nullish()
        .transform((v) => v ?? ''),
    page_index: wireNumber,
});
const FailingTestsPageSchema = object({
    tests: array(TestCaseSchema),
    page: PageSchema,
});
const TestDetailsSchema = object({ test: TestCaseSchema });

;// CONCATENATED MODULE: ./src/wire/test-id.ts
/**
 * Trunk's test id: the id list-failing-tests and get-test-details use for a test case, computed
 * from what a JUnit report says about it, as Trunk's uploader (analytics-cli,
 * `context/src/meta/id.rs`) computes it. Knowing it lets the test gate ask the service about a
 * test directly, whatever the date of its last failure.
 */

/** RFC 4122's URL namespace (6ba7b811-9dad-11d1-80b4-00c04fd430c8), the one Trunk uses. */
const URL_NAMESPACE = Buffer.from('6ba7b8119dad11d180b400c04fd430c8', 'hex');
/** UUID version 5 (SHA-1, RFC 4122 §4.3) of `name` in the URL namespace, lowercase. */
function uuidV5Url(name) {
    const hash = createHash('sha1').update(URL_NAMESPACE).update(name, 'utf8').digest();
    const b = hash.subarray(0, 16);
    b[6] = (b[6] & 0x0f) | 0x50;
    b[8] = (b[8] & 0x3f) | 0x80;
    const h = b.toString('hex');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
/**
 * The id Trunk gives a test case: UUIDv5(URL, `org#repo#file#classname#parent#name#JUNIT_TESTCASE`);
 * with a variant, `#variant` is appended and the result is UUIDv5(URL, `<that id>#<variant>`).
 */
function trunkTestId(t) {
    const variant = t.variant ?? '';
    const base = [
        t.orgUrlSlug,
        t.repoFullName,
        t.file ?? '',
        t.classname ?? '',
        t.parent ?? '',
        t.name,
        'JUNIT_TESTCASE',
    ];
    if (!variant)
        return uuidV5Url(base.join('#'));
    const withVariant = uuidV5Url([...base, variant].join('#'));
    return uuidV5Url(`${withVariant}#${variant}`);
}

;// CONCATENATED MODULE: ./src/wire/index.ts
/**
 * The wire: what the service's v1 API sends and accepts (schemas, enums, limits, operations) and
 * Trunk's test ids. It imports nothing of this project; the client, the commands and the emulator
 * all stand on it.
 */






;// CONCATENATED MODULE: ./src/emulator/errors.ts
/** An error a handler throws to answer with a status and a plain-text message. */
class HttpError extends Error {
    status;
    headers;
    constructor(
    /** The HTTP status to answer with. */
    status, message, 
    /** Extra response headers (e.g. `Allow` for a 405). */
    headers = {}) {
        super(message);
        this.status = status;
        this.headers = headers;
        this.name = 'HttpError';
    }
}

;// CONCATENATED MODULE: ./src/emulator/flaky.ts
/**
 * The flaky-tests data set: loaded from a JSON file (the shipped example is
 * `data/flaky-tests.example.json`) or generated from a seed and a size, and the two read
 * endpoints over it (list-failing-tests with opaque page tokens, get-test-details).
 */





// A time in a data file: an ISO date-time, or relative to load time like `-3d4h` or `-90m`.
const RELATIVE = /^-(?:(\d+)d)?(?:(\d+)h)?(?:(\d+)m)?$/;
/** Reads an absolute ISO date-time or a relative `-1d2h3m` against `now`. */
function parseDataTime(value, now) {
    const rel = RELATIVE.exec(value.trim());
    if (rel && value.trim() !== '-') {
        const [, d, h, m] = rel;
        return now - ((Number(d ?? 0) * 24 + Number(h ?? 0)) * 60 + Number(m ?? 0)) * 60_000;
    }
    const ms = Date.parse(value);
    if (!Number.isFinite(ms))
        throw new Error(`not a date-time or a relative time like -2d3h: ${value}`);
    return ms;
}
const UUID_RE = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const TimeText = schemas_string().min(1);
/** The JSON form of one test in a data file (or the control API's `tests`). */
const FlakyTestInputSchema = object({
    id: schemas_string().regex(UUID_RE, 'must be a UUID'),
    name: schemas_string().min(1),
    variant: schemas_string().default(''),
    status: object({
        value: schemas_string()
            .transform((v) => v.toLowerCase())
            .pipe(schemas_enum(['healthy', 'flaky', 'broken'])),
        reason: schemas_string().default(''),
        timestamp: TimeText.optional(),
    })
        .default({ value: 'flaky', reason: '' }),
    most_common_failures: array(object({
        summary: schemas_string(),
        occurrence_count: schemas_number().int().min(0),
        last_occurrence: TimeText.optional(),
    }))
        .default([]),
    failure_rate_last_7d: schemas_number().min(0).max(1).default(0),
    failure_rate_last_24h: schemas_number().min(0).max(1).default(0),
    file_path: schemas_string().optional(),
    parent: schemas_string().optional(),
    classname: schemas_string().optional(),
    codeowners: array(schemas_string()).default([]),
    pull_requests_impacted_last_7d: schemas_number().int().min(0).default(0),
    quarantined: schemas_boolean().default(false),
    ticket: object({ html_url: schemas_string().min(1) }).optional(),
    repository: object({ html_url: schemas_string().min(1) }).optional(),
    html_url: schemas_string().min(1).optional(),
    repo: schemas_string()
        .regex(/^[^/\s]+\/[^/\s]+\/[^/\s]+$/, 'must be host/owner/name')
        .optional(),
    failures: array(TimeText).default([]),
});
/** A data file: `{ "tests": [...] }` or a bare array. */
const FlakyDataFileSchema = union([
    object({ tests: array(unknown()) }).transform((o) => o.tests),
    array(unknown()),
]);
/** Turns validated input into a data-set test, resolving relative times against `now`. */
function toFlakyTest(input, now) {
    const failures = input.failures.map((f) => parseDataTime(f, now)).sort((a, b) => a - b);
    const last = failures.at(-1);
    return {
        id: input.id.toLowerCase(),
        name: input.name,
        variant: input.variant,
        status: {
            value: input.status.value,
            reason: input.status.reason,
            timestamp: input.status.timestamp !== undefined
                ? parseDataTime(input.status.timestamp, now)
                : (last ?? now),
        },
        most_common_failures: input.most_common_failures.map((f) => ({
            summary: f.summary,
            occurrence_count: f.occurrence_count,
            last_occurrence: f.last_occurrence !== undefined ? parseDataTime(f.last_occurrence, now) : last,
        })),
        failure_rate_last_7d: input.failure_rate_last_7d,
        failure_rate_last_24h: input.failure_rate_last_24h,
        file_path: input.file_path,
        parent: input.parent,
        classname: input.classname,
        codeowners: input.codeowners,
        pull_requests_impacted_last_7d: input.pull_requests_impacted_last_7d,
        quarantined: input.quarantined,
        ticket: input.ticket,
        repository: input.repository,
        html_url: input.html_url,
        repo: input.repo?.toLowerCase(),
        failures,
    };
}
/** Parses a list of test inputs; throws an Error naming the first bad test and field. */
function parseFlakyTests(raw, now) {
    return raw.map((t, i) => {
        const r = FlakyTestInputSchema.safeParse(t);
        if (!r.success) {
            const issue = r.error.issues[0];
            const field = issue?.path.length ? issue.path.join('.') : '(test)';
            throw new Error(`tests[${i}].${field}: ${issue?.message ?? 'is invalid'}`);
        }
        try {
            return toFlakyTest(r.data, now);
        }
        catch (e) {
            throw new Error(`tests[${i}]: ${e.message}`, { cause: e });
        }
    });
}
/** Loads a data file; throws an Error that names the file and what is wrong. */
function loadFlakyTestsFile(path, now) {
    let text;
    try {
        text = (0,external_node_fs_namespaceObject.readFileSync)(path, 'utf8');
    }
    catch (e) {
        throw new Error(`cannot read flaky-tests data file ${path}: ${e.message}`, {
            cause: e,
        });
    }
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (e) {
        throw new Error(`flaky-tests data file ${path} is not valid JSON: ${e.message}`, {
            cause: e,
        });
    }
    const list = FlakyDataFileSchema.safeParse(json);
    if (!list.success) {
        throw new Error(`flaky-tests data file ${path} must hold {"tests": [...]} or an array of tests`);
    }
    try {
        return parseFlakyTests(list.data, now);
    }
    catch (e) {
        throw new Error(`flaky-tests data file ${path}: ${e.message}`, { cause: e });
    }
}
const AREAS = [
    'payments',
    'checkout',
    'search',
    'auth',
    'billing',
    'inventory',
    'notifications',
    'reporting',
    'gateway',
    'profile',
];
const KINDS = [
    'Service',
    'Controller',
    'Repository',
    'Client',
    'Handler',
    'Worker',
    'Cache',
    'Parser',
];
const ACTIONS = [
    'handles',
    'rejects',
    'retries',
    'returns',
    'rounds',
    'paginates',
    'expires',
    'streams',
    'merges',
    'validates',
];
const OBJECTS = [
    'empty input',
    'expired token',
    'large batch',
    'concurrent writes',
    'unicode names',
    'timeouts',
    'partial refunds',
    'missing fields',
    'stale cache',
    'duplicate events',
];
const VARIANTS = ['', '', '', 'linux-x64', 'macos-arm64', 'windows-x64'];
const TEAMS = ['@acme/payments', '@acme/platform', '@acme/search', '@acme/web', '@acme/infra'];
const FAILURES = [
    'AssertionError: expected 200 but got 503',
    'TimeoutError: test exceeded 30000 ms',
    'ECONNRESET: socket hang up',
    'Expected value to equal 3, received 2',
    'NullPointerException at line 88',
    'Snapshot mismatch: 1 line changed',
    'Deadlock detected while waiting for lock',
];
/**
 * A deterministic data set of `size` tests from `seed` (same seed and size, same tests; failure
 * times are placed relative to `now` over the last 14 days).
 */
function generateFlakyTests(seed, size, now) {
    const rnd = new SeededRandom(seed);
    const tests = [];
    for (let i = 0; i < size; i++) {
        const area = rnd.pick(AREAS);
        const cls = `${area[0]?.toUpperCase()}${area.slice(1)}${rnd.pick(KINDS)}Test`;
        const action = rnd.pick(ACTIONS);
        const object = rnd.pick(OBJECTS);
        const language = rnd.int(0, 2);
        const name = language === 0
            ? `test_${action}_${object.replace(/ /g, '_')}_${i}`
            : `${action} ${object} #${i}`;
        const file = language === 0
            ? `tests/${area}/test_${cls.toLowerCase()}.py`
            : language === 1
                ? `src/${area}/__tests__/${cls}.test.ts`
                : `src/test/java/com/acme/${area}/${cls}.java`;
        const value = rnd.chance(0.55) ? 'flaky' : rnd.chance(0.3) ? 'broken' : 'healthy';
        const count = value === 'healthy' ? rnd.int(0, 2) : rnd.int(1, 24);
        const failures = [];
        for (let k = 0; k < count; k++)
            failures.push(now - rnd.int(1, 14 * 24 * 60) * 60_000);
        failures.sort((a, b) => a - b);
        const last = failures.at(-1);
        tests.push({
            id: rnd.uuid(),
            name,
            variant: rnd.pick(VARIANTS),
            status: {
                value,
                reason: value === 'flaky'
                    ? 'Passed and failed on the same commit'
                    : value === 'broken'
                        ? 'Failed consistently on the last runs'
                        : 'No recent failures',
                timestamp: last ?? now - rnd.int(1, 30) * 86_400_000,
            },
            most_common_failures: count === 0
                ? []
                : [{ summary: rnd.pick(FAILURES), occurrence_count: count, last_occurrence: last }],
            failure_rate_last_7d: Math.round(rnd.next() * (value === 'healthy' ? 0.02 : 0.4) * 1000) / 1000,
            failure_rate_last_24h: Math.round(rnd.next() * (value === 'healthy' ? 0.02 : 0.5) * 1000) / 1000,
            file_path: file,
            parent: language === 2 ? `com.acme.${area}.${cls}` : `${area}/${cls}`,
            classname: language === 2 ? `com.acme.${area}.${cls}` : cls,
            codeowners: [rnd.pick(TEAMS)],
            pull_requests_impacted_last_7d: rnd.int(0, value === 'healthy' ? 1 : 40),
            quarantined: value !== 'healthy' && rnd.chance(0.4),
            ticket: rnd.chance(0.25)
                ? { html_url: `https://acme.atlassian.net/browse/MQ-${1000 + i}` }
                : undefined,
            failures,
        });
    }
    return tests;
}
/** The data set and the two endpoints over it. */
class FlakyTestStore {
    tests = [];
    byId = new Map();
    /**
     * The tests matching the last query (repo, window): its pages are read one after another, and
     * filtering the whole data set again for each page made a page cost O(data set).
     */
    lastQuery;
    constructor(tests = []) {
        this.replaceAll(tests);
    }
    get size() {
        return this.tests.length;
    }
    all() {
        return this.tests;
    }
    /** Replaces the whole data set. */
    replaceAll(tests) {
        this.byId = new Map();
        this.tests = [];
        this.upsert(tests);
    }
    /** Adds tests, replacing those with the same id. */
    upsert(tests) {
        this.lastQuery = undefined;
        for (const t of tests)
            this.byId.set(t.id, t);
        this.tests = [...this.byId.values()].sort((a, b) => a.name.localeCompare(b.name) ||
            a.variant.localeCompare(b.variant) ||
            a.id.localeCompare(b.id));
    }
    /** list-failing-tests: the distinct tests with a failure in [start, end), one page. */
    listFailing(body) {
        const start = Date.parse(body.start_time);
        const end = Date.parse(body.end_time);
        const size = body.page_query.page_size;
        const repo = repoKey(body.repo);
        const query = sha256Hex(JSON.stringify([repo, body.org_url_slug, start, end, size])).slice(0, 16);
        const offset = readPageToken(body.page_query.page_token ?? '', query);
        const key = JSON.stringify([repo, start, end]);
        if (this.lastQuery?.key !== key) {
            const tests = this.tests.filter((t) => (t.repo === undefined || t.repo === repo) && failedWithin(t.failures, start, end));
            this.lastQuery = { key, tests };
        }
        const matching = this.lastQuery.tests;
        const total = matching.length;
        const pages = Math.ceil(total / size);
        if (offset > 0 && offset >= total) {
            throw new HttpError(400, 'page_query.page_token points past the last page of this query');
        }
        const token = (o) => pageToken(o, query);
        const pageIndex = Math.floor(offset / size);
        return {
            tests: matching
                .slice(offset, offset + size)
                .map((t) => this.wire(t, body.repo, body.org_url_slug)),
            page: {
                total_rows: total,
                total_pages: pages,
                next_page_token: offset + size < total ? token(offset + size) : '',
                prev_page_token: offset > 0 ? token(Math.max(0, offset - size)) : '',
                last_page_token: pages > 1 ? token((pages - 1) * size) : '',
                page_index: pageIndex,
            },
        };
    }
    /** get-test-details: one test, or a 404. */
    details(body) {
        const t = this.byId.get(body.test_id.toLowerCase());
        if (!t || (t.repo !== undefined && t.repo !== repoKey(body.repo))) {
            throw new HttpError(404, `no test case with id ${body.test_id} in this repository`);
        }
        return { test: this.wire(t, body.repo, body.org_url_slug) };
    }
    /** A token that opens the first page of the query of `otherToken`'s page (repeat-page-token fault). */
    static firstPageTokenLike(otherToken) {
        const parsed = decodeToken(otherToken);
        return parsed ? pageToken(0, parsed.q) : undefined;
    }
    /** The wire shape of a test, in the spec's key order. */
    wire(t, repo, org) {
        const repoUrl = `https://${repo.host}/${repo.owner}/${repo.name}`;
        return {
            id: t.id,
            repository: t.repository ?? { html_url: repoUrl },
            html_url: t.html_url ??
                `https://app.trunk.io/${encodeURIComponent(org)}/${encodeURIComponent(repo.name)}/tests/${t.id}`,
            name: t.name,
            variant: t.variant,
            status: {
                value: t.status.value,
                reason: t.status.reason,
                timestamp: iso(t.status.timestamp),
            },
            most_common_failures: t.most_common_failures.map((f) => ({
                summary: f.summary,
                occurrence_count: f.occurrence_count,
                ...(f.last_occurrence !== undefined ? { last_occurrence: iso(f.last_occurrence) } : {}),
            })),
            failure_rate_last_7d: t.failure_rate_last_7d,
            failure_rate_last_24h: t.failure_rate_last_24h,
            ...(t.file_path !== undefined ? { file_path: t.file_path } : {}),
            ...(t.parent !== undefined ? { parent: t.parent } : {}),
            ...(t.classname !== undefined ? { classname: t.classname } : {}),
            codeowners: [...t.codeowners],
            pull_requests_impacted_last_7d: t.pull_requests_impacted_last_7d,
            quarantined: t.quarantined,
            ...(t.ticket !== undefined ? { ticket: t.ticket } : {}),
        };
    }
}
function repoKey(repo) {
    return `${repo.host}/${repo.owner}/${repo.name}`.toLowerCase();
}
/** True when a sorted list of times has one in [start, end). */
function failedWithin(sorted, start, end) {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (sorted[mid] < start)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < sorted.length && sorted[lo] < end;
}
function pageToken(offset, query) {
    return Buffer.from(JSON.stringify({ o: offset, q: query }), 'utf8').toString('base64url');
}
function decodeToken(token) {
    try {
        const v = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
        if (v !== null &&
            typeof v === 'object' &&
            Number.isSafeInteger(v.o) &&
            v.o >= 0 &&
            typeof v.q === 'string') {
            return v;
        }
    }
    catch {
        // Not a token of ours.
    }
    return undefined;
}
/** The offset a page token stands for; 400 for a token that is not one, or is another query's. */
function readPageToken(token, query) {
    if (token === '')
        return 0;
    const parsed = decodeToken(token);
    if (!parsed)
        throw new HttpError(400, 'page_query.page_token is not a page token this API gave out');
    if (parsed.q !== query) {
        throw new HttpError(400, 'page_query.page_token belongs to another query (repo, org_url_slug, start_time, end_time and page_size must stay the same between pages)');
    }
    return parsed.o;
}

;// CONCATENATED MODULE: ./src/emulator/reply.ts
const TEXT = 'text/plain; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';
function textReply(status, body, headers) {
    return { status, contentType: TEXT, body, headers };
}
function jsonReply(status, value) {
    return { status, contentType: JSON_TYPE, body: JSON.stringify(value), json: value };
}
/** The write endpoints' success answer: 200 with a plain-text `OK` (wire notes §1.2). */
function okReply() {
    return textReply(200, 'OK');
}

;// CONCATENATED MODULE: ./src/emulator/model.ts
/**
 * The simulation's data model: queues, their entries (one per submission of a PR), test runs, PR
 * metadata and queue settings, with the keys and small facts derived from them. The state
 * machine that changes them is in simulation.ts; their JSON form in snapshot.ts.
 */

/** Most PRs one batch holds (the API has no maximum batch size setting; this is a guess). */
const MAX_BATCH_SIZE = 100;
/** Most finished entries kept per queue for lookups, metrics and the state dump. */
const MAX_FINISHED_PER_QUEUE = 10_000;
/** Most finished test runs kept (getMergeQueueTestingDetails answers 404 for older ones). */
const MAX_FINISHED_RUNS = 20_000;
/** Most impacted-target uploads kept per PR (one per head sha). */
const MAX_TARGET_UPLOADS_PER_PR = 10;
/** The default priority name, used when a submit gives none. */
const DEFAULT_PRIORITY_NAME = 'medium';
/** Settings of a new queue (guesses where the service's defaults are not published). */
const DEFAULT_QUEUE_SETTINGS = {
    concurrency: 1,
    testingTimeoutMinutes: 60,
    mode: 'single',
    canOptimisticallyMerge: false,
    pendingFailureDepth: 0,
    batch: false,
    batchingMaxWaitTimeMinutes: 5,
    batchingMinSize: 2,
    createPrsForTestingBranches: true,
    commentsEnabled: true,
    commandsEnabled: true,
    statusCheckEnabled: true,
    extensionEnabled: false,
    bisectionConcurrency: 1,
    requiredStatuses: null,
    allowedBotSubmitters: [],
    directMergeMode: 'off',
    optimizationMode: 'off',
    mergeMethod: 'squash',
    testBranchConstructionMode: 'rename_temp_branch',
    enqueueingLabel: '',
    labelCommandsEnabled: false,
    stateLabelsEnabled: false,
    notReadyTimeoutHours: 24,
};
/** States of a PR whose test run has started: it holds its place at the front of the line. */
const STARTED_STATES = new Set([
    'testing',
    'tests_passed',
    'pending_failure',
]);
const TERMINAL_STATES = new Set(TERMINAL_PULL_REQUEST_STATES);
/** A case-insensitive key of a repository: `host/owner/name`. */
function model_repoKey(repo) {
    return `${repo.host}/${repo.owner}/${repo.name}`.toLowerCase();
}
/** The key of a queue: repository key and branch (branches are case-sensitive, as in git). */
function queueKey(repo, branch) {
    return `${model_repoKey(repo)}#${branch}`;
}
/** `github.com/acme/app (main)`, for messages. */
function describeQueue(repo, branch) {
    return `${repo.host}/${repo.owner}/${repo.name} (branch ${branch})`;
}
/** The name of a numeric priority: the named level at or above it (urgent 0, high ≤10, ...). */
function priorityNameOf(value) {
    if (value <= PRIORITY_NAMES.urgent)
        return 'urgent';
    if (value <= PRIORITY_NAMES.high)
        return 'high';
    if (value <= PRIORITY_NAMES.medium)
        return 'medium';
    return 'low';
}
/** True while a PR is in a queue (not merged, failed or cancelled). */
function isActiveState(state) {
    return !TERMINAL_STATES.has(state);
}

;// CONCATENATED MODULE: ./src/emulator/wire.ts
/**
 * The emulator's request parsing: the client's wire shapes, made as lenient as the real service
 * is. Unknown fields are dropped (not refused), enums are accepted in either case, `pr.number`
 * may be a numeric string, `impactedTargets` may be the legacy `IMPACTS_ALL`. A body that breaks
 * a schema gets a one-line message naming the field, e.g. `pr.number must be a whole number`.
 */


/** Test branch naming modes the service reports (live data and the v2 migration notes). */
const TEST_BRANCH_CONSTRUCTION_MODES = [
    'rename_temp_branch',
    'push_new_branch_from_temp',
];
/** `{host, owner, name}`; unknown keys dropped. */
const RepoSchema = object(RepoRefSchema.shape);
/** A PR number as a JSON number or a numeric string (Trunk's own actions send `"123"`). */
const LenientPrNumberSchema = union([
    schemas_number(),
    schemas_string()
        .regex(/^\s*\d+\s*$/, 'must be a number')
        .transform(Number),
], {
    error: 'must be a number or a numeric string',
})
    .pipe(PullRequestRefSchema.shape.pr.shape.number);
const queueRefShape = { repo: RepoSchema, targetBranch: wireText() };
const QueueRefBodySchema = object(queueRefShape);
const PullRequestBodySchema = object({
    ...queueRefShape,
    pr: object({ number: LenientPrNumberSchema }),
});
const PRIORITY_HINT = `must be one of ${Object.keys(PRIORITY_NAMES).join(', ')} or a whole number from ${PRIORITY_MIN} to ${PRIORITY_MAX}`;
/** A priority: 0-255, a name in either case, a numeric string, or null for the default. */
const LenientPrioritySchema = unknown()
    .transform((v, ctx) => {
    if (v === undefined || v === null)
        return v;
    if (typeof v === 'number' && Number.isInteger(v) && v >= PRIORITY_MIN && v <= PRIORITY_MAX) {
        return v;
    }
    if (typeof v === 'string') {
        const t = v.trim().toLowerCase();
        if (/^\d+$/.test(t) && Number(t) <= PRIORITY_MAX)
            return Number(t);
        if (Object.hasOwn(PRIORITY_NAMES, t))
            return t;
    }
    ctx.addIssue({ code: 'custom', message: PRIORITY_HINT });
    return NEVER;
})
    .optional();
const SubmitBodySchema = PullRequestBodySchema.extend({
    priority: LenientPrioritySchema,
    noBatch: schemas_boolean().nullish(),
});
const TARGETS_HINT = `must be a list of target names or "${IMPACTS_ALL}"`;
/** A list of strings, or `ALL` / the legacy `IMPACTS_ALL` in either case (read as `ALL`). */
const LenientImpactedTargetsSchema = unknown()
    .transform((v, ctx) => {
    if (v === undefined) {
        ctx.addIssue({ code: 'custom', message: 'is required' });
        return NEVER;
    }
    if (typeof v === 'string' && [IMPACTS_ALL, IMPACTS_ALL_LEGACY].includes(v.toUpperCase())) {
        return IMPACTS_ALL;
    }
    if (Array.isArray(v)) {
        const bad = v.findIndex((t) => typeof t !== 'string');
        if (bad < 0)
            return v;
        ctx.addIssue({ code: 'custom', path: [bad], message: 'must be a string (a target name)' });
        return NEVER;
    }
    ctx.addIssue({ code: 'custom', message: TARGETS_HINT });
    return NEVER;
});
const SetImpactedTargetsBodySchema = object({
    ...queueRefShape,
    pr: object({ number: LenientPrNumberSchema, sha: wireText(255) }),
    impactedTargets: LenientImpactedTargetsSchema,
});
const TestingDetailsBodySchema = object({ ...queueRefShape, testRunId: wireText(255) });
/** createQueue's fields, as the client declares them, with unknown fields dropped. */
const CreateQueueBodySchema = object(CreateQueueRequestSchema.shape).extend(queueRefShape);
/**
 * Settings the live service reports and accepts beyond the client's list (wire notes §2.9,
 * §2.10): the emulator stores and reports them; the client does not send them.
 */
const LIVE_ONLY_SETTINGS = {
    extensionEnabled: schemas_boolean().optional(),
    enqueueingLabel: schemas_string().max(255, 'must be at most 255 characters').optional(),
    labelCommandsEnabled: schemas_boolean().optional(),
    stateLabelsEnabled: schemas_boolean().optional(),
    notReadyTimeoutHours: nonNegativeCount.optional(),
    testBranchConstructionMode: requestEnum(TEST_BRANCH_CONSTRUCTION_MODES).optional(),
};
/** Settings updateQueue accepts: the client's schema, unknown fields dropped, plus the live-only ones. */
const QueueSettingsBodySchema = object(QueueSettingsSchema.shape)
    .extend(LIVE_ONLY_SETTINGS);
const UpdateQueueBodySchema = QueueSettingsBodySchema.extend(queueRefShape);
const wire_IsoDateTime = iso_datetime({ offset: true, message: 'must be an ISO 8601 date-time' });
const ListFailingTestsBodySchema = object({
    repo: RepoSchema,
    org_url_slug: wireText(255),
    start_time: wire_IsoDateTime,
    end_time: wire_IsoDateTime,
    page_query: object({
        page_size: PageQuerySchema.shape.page_size,
        page_token: schemas_string().max(4096, 'must be at most 4096 characters').nullish(),
    }),
})
    .superRefine(checkFailingTestsWindow);
const GetTestDetailsBodySchema = object({
    repo: RepoSchema,
    org_url_slug: wireText(255),
    test_id: GetTestDetailsRequestSchema.shape.test_id,
});
/** Parses `input` with `schema`; on failure names the first offending field. */
function parseBody(schema, input) {
    const r = schema.safeParse(input);
    if (r.success)
        return { ok: true, value: r.data };
    return { ok: false, message: describeIssue(r.error.issues[0], input) };
}
/** One line for a zod issue: the field path, what is wrong, and what was given. */
function describeIssue(issue, input) {
    if (!issue)
        return 'the request body is invalid';
    const path = issue.path.map(String);
    if (path.length === 0 && (typeof input !== 'object' || input === null || Array.isArray(input))) {
        return 'the request body must be a JSON object';
    }
    const field = path.length ? path.join('.') : '(body)';
    let given = input;
    for (const key of issue.path) {
        given =
            given !== null && typeof given === 'object'
                ? given[key]
                : undefined;
    }
    if (given === undefined && issue.code === 'invalid_type')
        return `${field} is required`;
    const shown = describeValue(given);
    const message = issue.message.replace(/^Invalid input: /, '');
    return `${field} ${message}${shown === undefined ? '' : ` (given ${shown})`}`;
}
function describeValue(v) {
    if (v === undefined)
        return undefined;
    let s;
    try {
        s = JSON.stringify(v) ?? String(v);
    }
    catch {
        s = String(v);
    }
    return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}

;// CONCATENATED MODULE: ./src/emulator/control.ts
/**
 * The control API under `/_control/`: drives the clock, scripts CI outcomes, registers PR
 * metadata, edits the flaky-tests data set and the fault rules, and exposes the state and the
 * request log to tests. JSON in and out; 400 with a message on bad input.
 */









/** Largest clock advance accepted in one call: ten years. */
const MAX_ADVANCE_MS = 10 * 365 * 24 * 3_600_000;
/** Largest generated flaky-tests data set. */
const MAX_GENERATED_TESTS = 200_000;
/** `owner/name` (host github.com), `host/owner/name`, or `{host, owner, name}`. */
const ControlRepoSchema = union([
    RepoSchema,
    schemas_string()
        .regex(/^[^/\s]+\/[^/\s]+(\/[^/\s]+)?$/, 'must be owner/name or host/owner/name')
        .transform((s) => {
        const parts = s.split('/');
        return parts.length === 3
            ? { host: parts[0], owner: parts[1], name: parts[2] }
            : { host: 'github.com', owner: parts[0], name: parts[1] };
    }),
], { error: 'must be "owner/name", "host/owner/name" or {"host","owner","name"}' });
const ClockBodySchema = strictObject({
    mode: schemas_enum(['real', 'manual']).optional(),
    speed: schemas_number().positive('must be above 0').max(MAX_CLOCK_SPEED).optional(),
    advanceMs: schemas_number().int('must be whole milliseconds').min(0).max(MAX_ADVANCE_MS).optional(),
});
const PullRequestMetaSchema = strictObject({
    repo: ControlRepoSchema,
    number: LenientPrNumberSchema,
    title: schemas_string().max(1024).optional(),
    author: schemas_string().max(255).optional(),
    headSha: wireText(255).optional(),
    baseBranch: wireText().optional(),
    fork: schemas_boolean().optional(),
    mergeable: schemas_boolean().optional(),
});
const OutcomeBodySchema = strictObject({
    repo: ControlRepoSchema,
    number: LenientPrNumberSchema,
    outcome: schemas_enum(['pass', 'fail', 'hang']),
    durationMs: schemas_number().int('must be whole milliseconds').min(0).max(MAX_ADVANCE_MS).optional(),
    times: schemas_number().int('must be a whole number').min(1).max(100_000).optional(),
});
const QueueStateBodySchema = strictObject({
    repo: ControlRepoSchema,
    branch: wireText(),
    state: QueueSettingsBodySchema.shape.state.unwrap(),
});
const FlakyBodySchema = union([
    strictObject({ tests: array(unknown()).max(MAX_GENERATED_TESTS) }),
    strictObject({
        generate: strictObject({
            seed: schemas_number().int(),
            size: schemas_number().int().min(0).max(MAX_GENERATED_TESTS),
        }),
    }),
], { error: 'must be {"tests": [...]} or {"generate": {"seed": n, "size": n}}' });
const ResetBodySchema = strictObject({
    flakyTests: schemas_boolean().optional(),
    faults: schemas_boolean().optional(),
});
function control_parse(schema, body) {
    const r = schema.safeParse(body);
    if (!r.success)
        throw new HttpError(400, describeIssue(r.error.issues[0], body));
    return r.data;
}
/**
 * A merged PR's head never moves on GitHub, and getSubmittedPullRequest reports it as the commit
 * the queue merged: a new head sha for it would make the emulator claim it merged a commit it
 * never tested. Answers 409; the same sha, or other fields, are fine.
 */
function refuseNewHeadOfMergedPr(sim, req) {
    if (req.headSha === undefined)
        return;
    const current = sim.headShaOf(req.repo, req.number);
    if (req.headSha.toLowerCase() === current)
        return;
    for (const q of sim.queues.values()) {
        if (model_repoKey(q.repo) !== model_repoKey(req.repo) || q.byPr.get(req.number)?.state !== 'merged')
            continue;
        throw new HttpError(409, `pull request #${req.number} already merged into ${q.branch} at ${current}; a merged pull request's head cannot change (use a new PR number for new commits)`);
    }
}
/** Every control route, by path below `/_control`. `/health` needs no token. */
const CONTROL_ROUTES = {
    '/health': { method: 'GET', handle: () => jsonReply(200, { ok: true }) },
    '/reset': {
        method: 'POST',
        handle: (ctx, body) => {
            const req = control_parse(ResetBodySchema, body ?? {});
            ctx.sim.reset();
            ctx.resetRequests();
            if (req.flakyTests)
                ctx.replaceFlakyTests([]);
            if (req.faults)
                ctx.clearFaults();
            return jsonReply(200, { ok: true });
        },
    },
    '/state': { method: 'GET', handle: (ctx) => jsonReply(200, stateDump(ctx)) },
    '/requests': { method: 'GET', handle: (ctx) => jsonReply(200, ctx.requests()) },
    '/requests/reset': {
        method: 'POST',
        handle: (ctx) => {
            ctx.resetRequests();
            return jsonReply(200, ctx.requests());
        },
    },
    '/clock': {
        method: 'POST',
        handle: (ctx, body) => {
            ctx.configureClock(control_parse(ClockBodySchema, body ?? {}));
            const c = ctx.clockInfo();
            return jsonReply(200, { now: iso(c.now), mode: c.mode, speed: c.speed });
        },
    },
    '/pull-requests': {
        method: 'POST',
        handle: (ctx, body) => {
            const req = control_parse(PullRequestMetaSchema, body);
            refuseNewHeadOfMergedPr(ctx.sim, req);
            const meta = ctx.sim.registerPullRequest(req);
            return jsonReply(200, {
                ...meta,
                headSha: ctx.sim.headShaOf(meta.repo, meta.number),
            });
        },
    },
    '/queue-state': {
        method: 'POST',
        handle: (ctx, body) => {
            // What updateQueue {state} does, for the live view, which holds a session, not the token.
            const req = control_parse(QueueStateBodySchema, body);
            const q = ctx.sim.updateQueue(req.repo, req.branch, { state: req.state });
            return jsonReply(200, { repo: q.repo, branch: q.branch, state: q.state });
        },
    },
    '/outcomes': {
        method: 'POST',
        handle: (ctx, body) => {
            const req = control_parse(OutcomeBodySchema, body);
            ctx.sim.scriptOutcome(req.repo, req.number, {
                outcome: req.outcome,
                durationMs: req.durationMs,
                remaining: req.times ?? 1,
            });
            return jsonReply(200, {
                repo: req.repo,
                number: req.number,
                scripted: ctx.sim.outcomes.get(`${req.repo.host}/${req.repo.owner}/${req.repo.name}#${req.number}`.toLowerCase()) ?? [],
            });
        },
    },
    '/flaky-tests': {
        method: 'POST',
        handle: (ctx, body) => {
            const req = control_parse(FlakyBodySchema, body);
            if ('generate' in req) {
                ctx.replaceFlakyTests(generateFlakyTests(req.generate.seed, req.generate.size, ctx.now()));
            }
            else {
                let tests;
                try {
                    tests = parseFlakyTests(req.tests, ctx.now());
                }
                catch (e) {
                    throw new HttpError(400, e.message);
                }
                ctx.upsertFlakyTests(tests);
            }
            return jsonReply(200, { total: ctx.flakyTests().length });
        },
    },
    '/faults': {
        method: 'POST',
        handle: (ctx, body) => {
            const r = FaultConfigSchema.safeParse(body);
            if (!r.success)
                throw new HttpError(400, describeIssue(r.error.issues[0], body));
            ctx.configureFaults(r.data);
            return jsonReply(200, ctx.faults());
        },
    },
};
/** GET routes that share a path with a POST one. */
const CONTROL_GET_ROUTES = {
    '/faults': { method: 'GET', handle: (ctx) => jsonReply(200, ctx.faults()) },
};
/** The full state, for tests that check invariants. */
function stateDump(ctx) {
    const { sim } = ctx;
    const c = ctx.clockInfo();
    const entry = (q, e) => {
        const targets = sim.currentTargets(q, e.prNumber);
        return {
            id: e.id,
            prNumber: e.prNumber,
            state: e.state,
            priorityValue: e.priorityValue,
            priorityName: e.priorityName,
            noBatch: e.noBatch,
            sha: sim.headShaOf(q.repo, e.prNumber),
            targets: targets ?? null,
            testRunId: e.runId ?? null,
            verifiedByTestRun: e.verifiedByTestRun,
            submittedAt: iso(e.submittedAt),
            stateChangedAt: iso(e.stateChangedAt),
            timeline: e.timeline.map((t) => ({ state: t.state, at: iso(t.at), reason: t.reason })),
        };
    };
    const run = (r) => ({
        id: r.id,
        testBranch: r.testBranch,
        prNumbers: r.prNumbers,
        dependentPrs: r.basePrNumbers,
        status: r.status,
        createdAt: iso(r.createdAt),
        endsAt: r.endsAt === null ? null : iso(r.endsAt),
        finishedAt: r.finishedAt === undefined ? null : iso(r.finishedAt),
        endReason: r.endReason ?? null,
        outcomes: r.memberOutcomes.map((m) => ({
            prNumber: sim.entries.get(m.entryId)?.prNumber ?? null,
            outcome: m.outcome,
        })),
    });
    return {
        now: iso(c.now),
        clock: { mode: c.mode, speed: c.speed },
        queues: [...sim.queues.values()].map((q) => {
            const { requiredStatuses, ...settings } = q.settings;
            return {
                repo: q.repo,
                branch: q.branch,
                state: q.state,
                switchingTo: q.switching?.mode ?? null,
                settings: { ...settings, requiredStatuses: requiredStatuses && [...requiredStatuses] },
                entries: sim.activeEntries(q).map((e) => entry(q, e)),
                finished: q.finished.map((e) => entry(q, e)),
                testRuns: [...sim.runs.values()].filter((r) => r.queueKey === q.key).map(run),
            };
        }),
        pullRequests: [...sim.pullRequests.values()].map((m) => ({
            ...m,
            headSha: sim.headShaOf(m.repo, m.number),
        })),
        flakyTests: { total: ctx.flakyTests().length },
    };
}

;// CONCATENATED MODULE: ./src/emulator/data/flaky-tests.example.json
const flaky_tests_example_namespaceObject = /*#__PURE__*/JSON.parse('{"_comment":"Example flaky-tests data set of the merge-queue emulator. Names, classnames and parents are what the tools write (pytest\'s default junit_family, jest-junit\'s defaults, vitest, Surefire, gotestsum, Playwright), and ids are Trunk\'s test ids of them for org_url_slug \'acme\' and repository github.com/acme/app (UUIDv5 of org#repo#file#classname#parent#name#JUNIT_TESTCASE; these tools write no file attribute, so file is empty; see src/wire/test-id.ts). Times are ISO 8601 or relative to the emulator\'s start: -2d3h = two days and three hours earlier. \'failures\' is the emulator\'s own field: list-failing-tests returns a test when one of its failures falls in the window.","tests":[{"id":"fa885d00-a4b6-5a32-857f-d0e62415885a","name":"test_refund_rounds_half_cents_down","variant":"","file_path":"tests/payments/test_refunds.py","parent":"pytest","classname":"tests.payments.test_refunds.TestRefunds","status":{"value":"flaky","reason":"Passed and failed on the same commit"},"codeowners":["@acme/payments"],"failure_rate_last_7d":0.21,"failure_rate_last_24h":0.16,"pull_requests_impacted_last_7d":12,"quarantined":true,"ticket":{"html_url":"https://acme.atlassian.net/browse/PAY-1412"},"most_common_failures":[{"summary":"AssertionError: assert Decimal(\'0.01\') == Decimal(\'0.00\')","occurrence_count":6}],"failures":["-2h","-9h","-1d3h","-2d","-4d6h","-6d"]},{"id":"2ade991e-31fe-562c-8ebe-619ebacc5ba8","name":"test_ledger_balances_after_concurrent_writes","variant":"","file_path":"tests/payments/test_ledger.py","parent":"pytest","classname":"tests.payments.test_ledger.TestLedger","status":{"value":"flaky","reason":"Passed and failed on the same commit"},"codeowners":["@acme/payments"],"failure_rate_last_7d":0.105,"failure_rate_last_24h":0.16,"pull_requests_impacted_last_7d":7,"quarantined":false,"most_common_failures":[{"summary":"psycopg.errors.SerializationFailure: could not serialize access","occurrence_count":3}],"failures":["-30m","-5h","-3d2h"]},{"id":"f17b7428-0250-503c-a2ce-582c7fcd7779","name":"CheckoutFlow renders the order summary","variant":"","file_path":"src/checkout/__tests__/CheckoutFlow.test.tsx","parent":"CheckoutFlow","status":{"value":"flaky","reason":"Passed on retry"},"codeowners":["@acme/web"],"failure_rate_last_7d":0.14,"failure_rate_last_24h":0.16,"pull_requests_impacted_last_7d":10,"quarantined":true,"ticket":{"html_url":"https://github.com/acme/app/issues/2231"},"most_common_failures":[{"summary":"TestingLibraryElementError: Unable to find an element with the text: Order total","occurrence_count":4}],"failures":["-3h","-20h","-2d5h","-5d"],"classname":"CheckoutFlow renders the order summary"},{"id":"06e14409-7bee-5452-9926-b1812d675ae5","name":"CheckoutFlow applies a gift card","variant":"","file_path":"src/checkout/__tests__/CheckoutFlow.test.tsx","parent":"CheckoutFlow","status":{"value":"healthy","reason":"No failures in the last 7 days","timestamp":"-8d"},"codeowners":["@acme/web"],"failure_rate_last_7d":0.035,"failure_rate_last_24h":0,"pull_requests_impacted_last_7d":2,"quarantined":false,"most_common_failures":[{"summary":"Timeout - Async callback was not invoked within 5000 ms","occurrence_count":1}],"failures":["-9d"],"classname":"CheckoutFlow applies a gift card"},{"id":"a204580c-c205-5320-a35a-c48518b77427","name":"search > returns results for unicode queries","variant":"linux-x64","file_path":"src/search/__tests__/query.test.ts","parent":"src/search/__tests__/query.test.ts","status":{"value":"broken","reason":"Failed on the last 12 runs"},"codeowners":["@acme/search"],"failure_rate_last_7d":0.28,"failure_rate_last_24h":0.4,"pull_requests_impacted_last_7d":17,"quarantined":false,"ticket":{"html_url":"https://acme.atlassian.net/browse/SRCH-88"},"most_common_failures":[{"summary":"Expected 3 results, received 0","occurrence_count":8}],"failures":["-1h","-2h","-4h","-7h","-12h","-1d","-1d6h","-2d"],"classname":"src/search/__tests__/query.test.ts"},{"id":"79221b4a-20ef-514e-bb8a-6ce90faf91ef","name":"search > returns results for unicode queries","variant":"macos-arm64","file_path":"src/search/__tests__/query.test.ts","parent":"src/search/__tests__/query.test.ts","status":{"value":"flaky","reason":"Passed and failed on the same commit"},"codeowners":["@acme/search"],"failure_rate_last_7d":0.07,"failure_rate_last_24h":0.08,"pull_requests_impacted_last_7d":6,"quarantined":false,"most_common_failures":[{"summary":"Expected 3 results, received 2","occurrence_count":2}],"failures":["-6h","-3d"],"classname":"src/search/__tests__/query.test.ts"},{"id":"e019fb59-a12d-58bc-899f-1587c456f0de","name":"testLoginRejectsExpiredToken","variant":"","file_path":"src/test/java/com/acme/auth/TokenServiceTest.java","parent":"com.acme.auth.TokenServiceTest","classname":"com.acme.auth.TokenServiceTest","status":{"value":"flaky","reason":"Failed at a rate above the threshold"},"codeowners":["@acme/platform"],"failure_rate_last_7d":0.175,"failure_rate_last_24h":0.16,"pull_requests_impacted_last_7d":10,"quarantined":true,"most_common_failures":[{"summary":"java.lang.AssertionError: expected:<401> but was:<200>","occurrence_count":5}],"failures":["-45m","-8h","-1d2h","-3d","-6d20h"]},{"id":"c7ac809f-21e8-5ccb-8b5e-424784afe191","name":"testSessionCacheEvictsAfterTtl","variant":"","file_path":"src/test/java/com/acme/auth/SessionCacheTest.java","parent":"com.acme.auth.SessionCacheTest","classname":"com.acme.auth.SessionCacheTest","status":{"value":"flaky","reason":"Passed on retry"},"codeowners":["@acme/platform"],"failure_rate_last_7d":0.07,"failure_rate_last_24h":0,"pull_requests_impacted_last_7d":5,"quarantined":false,"ticket":{"html_url":"https://acme.atlassian.net/browse/PLAT-301"},"most_common_failures":[{"summary":"java.util.concurrent.TimeoutException","occurrence_count":2}],"failures":["-2d1h","-5d"]},{"id":"6bbceaca-dbb1-58f1-9c23-cf30fb75508e","name":"test_inventory_reservation_expires","variant":"","file_path":"tests/inventory/test_reservations.py","parent":"pytest","classname":"tests.inventory.test_reservations.TestReservations","status":{"value":"flaky","reason":"Passed and failed on the same commit"},"codeowners":["@acme/inventory"],"failure_rate_last_7d":0.07,"failure_rate_last_24h":0.08,"pull_requests_impacted_last_7d":6,"quarantined":false,"most_common_failures":[{"summary":"freezegun: time did not advance","occurrence_count":2}],"failures":["-10h","-4d"]},{"id":"a7ba4340-7831-5a21-bf2a-c5d6729ef460","name":"test_inventory_sync_handles_partial_pages","variant":"","file_path":"tests/inventory/test_sync.py","parent":"pytest","classname":"tests.inventory.test_sync.TestSync","status":{"value":"healthy","reason":"No recent failures","timestamp":"-8d"},"codeowners":["@acme/inventory"],"failure_rate_last_7d":0,"failure_rate_last_24h":0,"pull_requests_impacted_last_7d":0,"quarantined":false,"most_common_failures":[],"failures":[]},{"id":"9ac8394a-8d47-5fb6-a30b-a86e9ef45e92","name":"notifications sends one email per digest","variant":"","file_path":"src/notifications/__tests__/digest.test.ts","parent":"notifications","status":{"value":"broken","reason":"Failed on the last 5 runs"},"codeowners":["@acme/web","@acme/platform"],"failure_rate_last_7d":0.175,"failure_rate_last_24h":0.4,"pull_requests_impacted_last_7d":11,"quarantined":true,"ticket":{"html_url":"https://github.com/acme/app/issues/2290"},"most_common_failures":[{"summary":"expect(send).toHaveBeenCalledTimes(1) // received 2","occurrence_count":5}],"failures":["-20m","-1h10m","-3h","-5h","-9h"],"classname":"notifications sends one email per digest"},{"id":"a1ff42ff-9f15-5034-a59d-b38064abcfde","name":"notifications retries on 429","variant":"","file_path":"src/notifications/__tests__/retry.test.ts","parent":"notifications","status":{"value":"flaky","reason":"Passed on retry"},"codeowners":["@acme/platform"],"failure_rate_last_7d":0.07,"failure_rate_last_24h":0,"pull_requests_impacted_last_7d":6,"quarantined":false,"most_common_failures":[{"summary":"ECONNRESET: socket hang up","occurrence_count":2}],"failures":["-1d20h","-6d2h"],"classname":"notifications retries on 429"},{"id":"21bb62fb-b4ee-5336-a1ce-20d730514e69","name":"TestGatewayProxiesWebSockets","variant":"","file_path":"gateway/proxy_test.go","parent":"github.com/acme/app/gateway","classname":"github.com/acme/app/gateway","status":{"value":"flaky","reason":"Passed and failed on the same commit"},"codeowners":["@acme/infra"],"failure_rate_last_7d":0.14,"failure_rate_last_24h":0.16,"pull_requests_impacted_last_7d":8,"quarantined":true,"ticket":{"html_url":"https://acme.atlassian.net/browse/INFRA-77"},"most_common_failures":[{"summary":"proxy_test.go:88: read tcp 127.0.0.1:53122: i/o timeout","occurrence_count":4}],"failures":["-4h","-16h","-2d8h","-3d"]},{"id":"0d6e9b62-5014-5a91-83ea-e2c052a5cba9","name":"TestGatewayRateLimitsPerToken","variant":"race","file_path":"gateway/ratelimit_test.go","parent":"github.com/acme/app/gateway","classname":"github.com/acme/app/gateway","status":{"value":"flaky","reason":"Failed under the race detector"},"codeowners":["@acme/infra"],"failure_rate_last_7d":0.035,"failure_rate_last_24h":0,"pull_requests_impacted_last_7d":3,"quarantined":false,"most_common_failures":[{"summary":"WARNING: DATA RACE","occurrence_count":1}],"failures":["-5d3h"]},{"id":"f3140966-38b4-582b-b03d-f604a14d085a","name":"ProfilePage shows the avatar fallback","variant":"","file_path":"src/profile/__tests__/ProfilePage.test.tsx","parent":"ProfilePage","status":{"value":"healthy","reason":"No failures in the last 7 days","timestamp":"-8d"},"codeowners":["@acme/web"],"failure_rate_last_7d":0.035,"failure_rate_last_24h":0,"pull_requests_impacted_last_7d":4,"quarantined":false,"most_common_failures":[{"summary":"Snapshot mismatch: 1 line changed","occurrence_count":1}],"failures":["-12d"],"classname":"ProfilePage shows the avatar fallback"},{"id":"a9c70bb1-be06-5f6d-926b-4ebd689c520d","name":"reporting exports a CSV with BOM","variant":"windows-x64","file_path":"src/reporting/__tests__/export.test.ts","parent":"reporting","status":{"value":"flaky","reason":"Passed and failed on the same commit"},"codeowners":["@acme/web"],"failure_rate_last_7d":0.07,"failure_rate_last_24h":0.08,"pull_requests_impacted_last_7d":4,"quarantined":false,"most_common_failures":[{"summary":"Expected buffer to start with EF BB BF","occurrence_count":2}],"failures":["-7h","-2d4h"],"classname":"reporting exports a CSV with BOM"},{"id":"8cc79716-c6e8-57cd-bfc1-ceb5d72ce641","name":"test_billing_invoice_totals_match_line_items","variant":"","file_path":"tests/billing/test_invoices.py","parent":"pytest","classname":"tests.billing.test_invoices.TestInvoices","status":{"value":"flaky","reason":"Failed at a rate above the threshold"},"codeowners":["@acme/payments"],"failure_rate_last_7d":0.245,"failure_rate_last_24h":0.24,"pull_requests_impacted_last_7d":15,"quarantined":true,"ticket":{"html_url":"https://acme.atlassian.net/browse/BILL-512"},"most_common_failures":[{"summary":"AssertionError: 104.99 != 105.00","occurrence_count":7}],"failures":["-15m","-6h","-11h","-1d1h","-2d","-2d9h","-4d"]},{"id":"57fd3c79-1c3f-5d27-a249-919a5c67e133","name":"test_billing_webhook_is_idempotent","variant":"","file_path":"tests/billing/test_webhooks.py","parent":"pytest","classname":"tests.billing.test_webhooks.TestWebhooks","status":{"value":"flaky","reason":"Passed on retry"},"codeowners":["@acme/payments"],"failure_rate_last_7d":0.035,"failure_rate_last_24h":0,"pull_requests_impacted_last_7d":4,"quarantined":false,"most_common_failures":[{"summary":"IntegrityError: duplicate key value violates unique constraint","occurrence_count":1}],"failures":["-3d7h"]},{"id":"12b59aa6-86ae-585a-8814-7b9f2042ea07","name":"testMergesDuplicateEvents","variant":"","file_path":"src/test/java/com/acme/reporting/EventMergerTest.java","parent":"com.acme.reporting.EventMergerTest","classname":"com.acme.reporting.EventMergerTest","status":{"value":"broken","reason":"Failed on the last 9 runs"},"codeowners":["@acme/platform"],"failure_rate_last_7d":0.21,"failure_rate_last_24h":0.24,"pull_requests_impacted_last_7d":12,"quarantined":false,"ticket":{"html_url":"https://acme.atlassian.net/browse/REP-41"},"most_common_failures":[{"summary":"org.opentest4j.AssertionFailedError: expected: <1> but was: <2>","occurrence_count":6}],"failures":["-2h","-6h","-13h","-1d","-1d12h","-2d"]},{"id":"2da0cb89-bc7c-5f3f-849f-13f0d0d1f8b6","name":"merge queue › badge updates","variant":"chromium","file_path":"e2e/queue.spec.ts","parent":"queue.spec.ts","status":{"value":"flaky","reason":"Passed and failed on the same commit"},"codeowners":["@acme/web"],"failure_rate_last_7d":0.175,"failure_rate_last_24h":0.16,"pull_requests_impacted_last_7d":11,"quarantined":true,"most_common_failures":[{"summary":"locator.click: Timeout 30000ms exceeded","occurrence_count":5}],"failures":["-50m","-9h","-1d4h","-3d1h","-5d9h"],"classname":"queue.spec.ts"},{"id":"d68ee055-50d0-5f86-8431-33259a971b37","name":"test_refund_of_a_zero_amount_is_a_no_op","variant":"","file_path":"tests/payments/test_refunds.py","parent":"pytest","classname":"tests.payments.test_refunds.TestRefunds","status":{"value":"flaky","reason":"Quarantined after flaking on main","timestamp":"-41d"},"codeowners":["@acme/payments"],"failure_rate_last_7d":0,"failure_rate_last_24h":0,"pull_requests_impacted_last_7d":0,"quarantined":true,"ticket":{"html_url":"https://acme.atlassian.net/browse/PAY-1377"},"most_common_failures":[{"summary":"AssertionError: refund of 0.00 created a ledger entry","occurrence_count":3}],"failures":["-40d","-41d","-44d"]}]}');
;// CONCATENATED MODULE: ./src/files/atomic-write.ts
/**
 * Writes a file so that readers see either the old content or the new, never a part: the data
 * goes to a temporary file beside it (`<name>.<pid>.tmp`), is flushed to disk, and is renamed
 * over it. The parent directory is created level by level ({@link makeDirectory}: never a call
 * that can spin); on failure the temporary file is removed and the error is thrown.
 */



/** The temporary file {@link writeFileAtomic} uses for `path` in this process. */
function tempPathOf(path) {
    return `${path}.${process.pid}.tmp`;
}
/** Temporary files of `path` that a writer (any process) left behind when it crashed. */
function strayTempFilesOf(path) {
    const dir = (0,external_node_path_namespaceObject.dirname)(path);
    const prefix = `${(0,external_node_path_namespaceObject.basename)(path)}.`;
    let names;
    try {
        names = (0,external_node_fs_namespaceObject.readdirSync)(dir);
    }
    catch {
        return [];
    }
    return names
        .filter((n) => n.startsWith(prefix) && /^\d+\.tmp$/.test(n.slice(prefix.length)))
        .map((n) => (0,external_node_path_namespaceObject.join)(dir, n));
}
/** Replaces `path` with `data` atomically (see the module comment). */
function writeFileAtomic(path, data) {
    const tmp = tempPathOf(path);
    try {
        makeDirectory((0,external_node_path_namespaceObject.dirname)(path));
        const fd = (0,external_node_fs_namespaceObject.openSync)(tmp, 'w');
        try {
            (0,external_node_fs_namespaceObject.writeSync)(fd, typeof data === 'string' ? Buffer.from(data, 'utf8') : data);
            // Without the flush a crash after the rename could leave an empty file under the name.
            (0,external_node_fs_namespaceObject.fsyncSync)(fd);
        }
        finally {
            (0,external_node_fs_namespaceObject.closeSync)(fd);
        }
        (0,external_node_fs_namespaceObject.renameSync)(tmp, path);
    }
    catch (e) {
        (0,external_node_fs_namespaceObject.rmSync)(tmp, { force: true });
        throw e;
    }
    syncDirectory((0,external_node_path_namespaceObject.dirname)(path));
}
/** Makes the rename durable; some file systems cannot sync a directory, and then it is skipped. */
function syncDirectory(dir) {
    let fd;
    try {
        fd = (0,external_node_fs_namespaceObject.openSync)(dir, 'r');
        (0,external_node_fs_namespaceObject.fsyncSync)(fd);
    }
    catch {
        // The rename itself is still atomic.
    }
    finally {
        if (fd !== undefined)
            (0,external_node_fs_namespaceObject.closeSync)(fd);
    }
}

;// CONCATENATED MODULE: ./src/emulator/persistence.ts
/**
 * The optional data file: the emulator's state as one JSON document, written atomically
 * ({@link writeFileAtomic}: a temp file in the same directory, fsync, rename), debounced, and once
 * more on close. A crash mid-write leaves the previous file intact plus a stray temp file, which the
 * next start removes.
 */





const STATE_FORMAT = 'merge-queue-emulator-state';
// Checked on load: enough structure that a wrong or damaged file fails with a clear message
// instead of half-loading.
const StateDocumentSchema = object({
    format: literal(STATE_FORMAT),
    version: literal(1),
    savedAt: schemas_string(),
    clock: object({
        now: schemas_number(),
        mode: schemas_enum(['real', 'manual']),
        speed: schemas_number().positive(),
    }),
    simulation: object({
        now: schemas_number(),
        seq: schemas_number().int().min(0),
        testDurationMs: schemas_number().min(0),
        queues: array(looseObject({
            key: schemas_string(),
            repo: object({ host: schemas_string(), owner: schemas_string(), name: schemas_string() }),
            branch: schemas_string(),
            state: schemas_enum(['running', 'paused', 'draining', 'switching_modes']),
            settings: looseObject({}),
            line: array(schemas_string()),
            waiting: array(schemas_string()),
            finished: array(schemas_string()),
            byPr: array(tuple([schemas_number(), schemas_string()])),
            activeRuns: array(schemas_string()),
        })),
        entries: array(looseObject({
            id: schemas_string(),
            prNumber: schemas_number(),
            state: schemas_string(),
            timeline: array(unknown()),
        })),
        runs: array(looseObject({ id: schemas_string(), members: array(schemas_string()), base: array(schemas_string()) })),
        finishedRunOrder: array(schemas_string()),
        pullRequests: array(looseObject({ number: schemas_number() })),
        targetUploads: array(tuple([schemas_string(), array(unknown())])),
        outcomes: array(tuple([schemas_string(), array(unknown())])),
    }),
});
/** The emulator's data file. One emulator process owns one file. */
class StateFile {
    debounceMs;
    path;
    timer;
    writing;
    again = false;
    produce;
    lastError;
    constructor(path, debounceMs = 200) {
        this.debounceMs = debounceMs;
        this.path = (0,external_node_path_namespaceObject.resolve)(path);
    }
    /**
     * Loads the file: undefined when it does not exist; throws a clear Error when it is damaged or
     * cannot be written where it is (a pseudo file system, a directory that is not writable), so a
     * start fails at once instead of at the first save.
     */
    load() {
        try {
            checkOutputPath(this.path);
        }
        catch (e) {
            if (!(e instanceof OutputPathProblem))
                throw e;
            throw new Error(`cannot use the emulator data file ${this.path}: ${e.message}`, { cause: e });
        }
        this.removeStrayTempFiles();
        let text;
        try {
            text = (0,external_node_fs_namespaceObject.readFileSync)(this.path, 'utf8');
        }
        catch (e) {
            if (e.code === 'ENOENT')
                return undefined;
            throw new Error(`cannot read the emulator data file ${this.path}: ${e.message}`, {
                cause: e,
            });
        }
        let json;
        try {
            json = JSON.parse(text);
        }
        catch (e) {
            throw new Error(`the emulator data file ${this.path} is not valid JSON (${e.message}); ` +
                'fix or remove it, or start with another --data-file', { cause: e });
        }
        const r = StateDocumentSchema.safeParse(json);
        if (!r.success) {
            const issue = r.error.issues[0];
            throw new Error(`the emulator data file ${this.path} is not an emulator state file ` +
                `(${issue?.path.join('.') || '(document)'}: ${issue?.message}); fix or remove it, or start with another --data-file`);
        }
        return json;
    }
    /** Asks for a write soon (debounced); `produce` is called when the write happens. */
    schedule(produce) {
        this.produce = produce;
        if (this.timer)
            return;
        this.timer = setTimeout(() => {
            this.timer = undefined;
            void this.write().catch((e) => {
                this.lastError = e;
            });
        }, this.debounceMs);
        this.timer.unref();
    }
    /** Writes now if a write is scheduled or running, and waits for it. */
    async flush(produce) {
        if (produce)
            this.produce = produce;
        if (this.timer) {
            clearTimeout(this.timer);
            this.timer = undefined;
        }
        if (this.writing)
            await this.writing.catch(() => undefined);
        if (this.produce)
            await this.write();
    }
    /** The error of the last failed background write, if any. */
    get error() {
        return this.lastError;
    }
    async write() {
        if (this.writing) {
            this.again = true;
            return this.writing;
        }
        const produce = this.produce;
        if (!produce)
            return;
        this.writing = (async () => {
            // The write itself is synchronous: without this pause the whole body, `finally` included,
            // would run before `this.writing` is assigned, leaving it set for good, and every later
            // write (the one on close too) would be skipped as "already running".
            await Promise.resolve();
            try {
                do {
                    this.again = false;
                    writeFileAtomic(this.path, `${JSON.stringify(produce())}\n`);
                    this.lastError = undefined;
                } while (this.again);
            }
            finally {
                this.writing = undefined;
            }
        })();
        return this.writing;
    }
    removeStrayTempFiles() {
        for (const tmp of strayTempFilesOf(this.path))
            (0,external_node_fs_namespaceObject.rmSync)(tmp, { force: true });
        // Versions before the shared helper named them `.<name>.<pid>.<time>.tmp`.
        const dir = (0,external_node_path_namespaceObject.dirname)(this.path);
        const prefix = `.${(0,external_node_path_namespaceObject.basename)(this.path)}.`;
        let names;
        try {
            names = (0,external_node_fs_namespaceObject.readdirSync)(dir);
        }
        catch {
            return;
        }
        for (const name of names) {
            if (name.startsWith(prefix) && name.endsWith('.tmp'))
                (0,external_node_fs_namespaceObject.rmSync)((0,external_node_path_namespaceObject.join)(dir, name), { force: true });
        }
    }
}

;// CONCATENATED MODULE: ./src/emulator/request-log.ts
/** Counts of the requests the emulator received, and the most recent ones. */
/** How many recent requests are kept. */
const RECENT_REQUESTS_KEPT = 1000;
class RequestLog {
    total = 0;
    byOperation = {};
    recent = [];
    /** Counts a request on arrival and returns its record, to fill in when it is answered. */
    start(record) {
        this.total++;
        this.byOperation[record.operation] = (this.byOperation[record.operation] ?? 0) + 1;
        this.recent.push(record);
        if (this.recent.length > RECENT_REQUESTS_KEPT)
            this.recent.shift();
        return record;
    }
    summary() {
        return {
            total: this.total,
            byOperation: { ...this.byOperation },
            recent: this.recent.map((r) => ({ ...r })),
        };
    }
    reset() {
        this.total = 0;
        this.byOperation = {};
        this.recent = [];
    }
}

;// CONCATENATED MODULE: ./src/emulator/metrics.ts
/** The content type the service answers with, exactly. */
const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';
/** Histogram bucket upper bounds, in seconds (+Inf is added). */
const HISTOGRAM_BUCKETS = [60, 300, 600, 900, 1800, 3600, 5400, 7200];
const HOUR_MS = 3_600_000;
const FAMILIES = [
    { name: 'mq_depth_current', type: 'gauge', help: 'PRs currently in the queue' },
    {
        name: 'mq_awaiting_mergeability',
        type: 'gauge',
        help: 'Number of PRs currently awaiting mergeability',
    },
    { name: 'mq_testing_slots_active', type: 'gauge', help: 'PRs currently in TESTING state' },
    { name: 'mq_pr_conclusions_1h_total', type: 'gauge', help: 'PRs exiting the queue in last hour' },
    { name: 'mq_pr_restarts_1h_total', type: 'gauge', help: 'PR restarts in last hour' },
    {
        name: 'mq_pr_wait_duration_1h_seconds',
        type: 'histogram',
        help: 'Time PRs waited in the queue before testing started, for tests started in last hour',
    },
    {
        name: 'mq_pr_test_duration_1h_seconds',
        type: 'histogram',
        help: 'Duration of testing phases that ended in last hour',
    },
    {
        name: 'mq_pr_time_in_queue_1h_seconds',
        type: 'histogram',
        help: 'Time from entering to leaving the queue, for PRs that left in last hour',
    },
];
/** Escapes a label value (backslash, double quote, newline). */
function escapeLabelValue(v) {
    return v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}
function labelText(labels) {
    return `{${Object.entries(labels)
        .map(([k, v]) => `${k}="${escapeLabelValue(v)}"`)
        .join(',')}}`;
}
function num(n) {
    if (Number.isInteger(n))
        return String(n);
    return String(Math.round(n * 1000) / 1000);
}
/** The observations of one queue over the hour ending at `now`. */
function observeQueue(src, now) {
    const from = now - HOUR_MS;
    const inWindow = (t) => t > from && t <= now;
    const conclusions = { merged: 0, failed: 0, cancelled: 0 };
    let restarts = 0;
    const wait = [];
    const test = [];
    const inQueue = [];
    for (const e of src.recent) {
        let firstTestingSeen = false;
        let testingSince;
        for (let i = 0; i < e.timeline.length; i++) {
            const t = e.timeline[i];
            const prev = e.timeline[i - 1];
            if (t.state === 'testing') {
                if (!firstTestingSeen && inWindow(t.at))
                    wait.push((t.at - e.submittedAt) / 1000);
                firstTestingSeen = true;
                testingSince = t.at;
            }
            else if (testingSince !== undefined) {
                if (inWindow(t.at))
                    test.push((t.at - testingSince) / 1000);
                testingSince = undefined;
            }
            if (t.state === 'pending' && prev?.state === 'testing' && inWindow(t.at))
                restarts++;
            if ((t.state === 'merged' || t.state === 'failed' || t.state === 'cancelled') &&
                inWindow(t.at)) {
                conclusions[t.state]++;
                inQueue.push((t.at - e.submittedAt) / 1000);
            }
        }
    }
    return {
        depth: src.active.filter((e) => e.state !== 'not_ready').length,
        awaitingMergeability: src.active.filter((e) => e.state === 'not_ready').length,
        testing: src.active.filter((e) => e.state === 'testing').length,
        conclusions,
        restarts,
        wait,
        test,
        inQueue,
    };
}
/** Renders every family for the given queues (HELP/TYPE lines always, samples per queue). */
function renderMetrics(sources, now) {
    const sorted = [...sources].sort((a, b) => label(a.queue).repo.localeCompare(label(b.queue).repo) ||
        a.queue.branch.localeCompare(b.queue.branch));
    const observed = sorted.map((s) => ({ labels: label(s.queue), o: observeQueue(s, now) }));
    const lines = [];
    for (const f of FAMILIES) {
        lines.push(`# HELP ${f.name} ${f.help}`, `# TYPE ${f.name} ${f.type}`);
        for (const { labels, o } of observed) {
            switch (f.name) {
                case 'mq_depth_current':
                    lines.push(`${f.name}${labelText(labels)} ${o.depth}`);
                    break;
                case 'mq_awaiting_mergeability':
                    lines.push(`${f.name}${labelText(labels)} ${o.awaitingMergeability}`);
                    break;
                case 'mq_testing_slots_active':
                    lines.push(`${f.name}${labelText(labels)} ${o.testing}`);
                    break;
                case 'mq_pr_conclusions_1h_total':
                    for (const c of ['merged', 'failed', 'cancelled']) {
                        lines.push(`${f.name}${labelText({ ...labels, conclusion: c })} ${o.conclusions[c]}`);
                    }
                    break;
                case 'mq_pr_restarts_1h_total':
                    lines.push(`${f.name}${labelText(labels)} ${o.restarts}`);
                    break;
                default: {
                    const values = f.name === 'mq_pr_wait_duration_1h_seconds'
                        ? o.wait
                        : f.name === 'mq_pr_test_duration_1h_seconds'
                            ? o.test
                            : o.inQueue;
                    lines.push(...histogramLines(f.name, labels, values));
                }
            }
        }
    }
    return `${lines.join('\n')}\n`;
}
function histogramLines(name, labels, values) {
    const out = [];
    for (const le of HISTOGRAM_BUCKETS) {
        const n = values.filter((v) => v <= le).length;
        out.push(`${name}_bucket${labelText({ ...labels, le: String(le) })} ${n}`);
    }
    out.push(`${name}_bucket${labelText({ ...labels, le: '+Inf' })} ${values.length}`);
    out.push(`${name}_sum${labelText(labels)} ${num(values.reduce((a, b) => a + b, 0))}`);
    out.push(`${name}_count${labelText(labels)} ${values.length}`);
    return out;
}
function label(q) {
    return { repo: `${q.repo.owner}/${q.repo.name}`, branch: q.branch, queue_type: 'main' };
}

;// CONCATENATED MODULE: ./src/emulator/responses.ts
/**
 * JSON bodies of the read endpoints, in the live service's key order (wire notes §2.4, §2.6,
 * §2.9, §2.10).
 */


/** A PR's title, author and base branch with defaults for unregistered PRs. */
function prFacts(sim, q, prNumber) {
    const meta = sim.metadataOf(q.repo, prNumber);
    return {
        prTitle: meta.title ?? `Pull request #${prNumber}`,
        prSha: sim.headShaOf(q.repo, prNumber),
        prBaseBranch: meta.baseBranch ?? q.branch,
        prAuthor: meta.author ?? 'emulator-user',
    };
}
/** The fields both PR bodies open with, in the live fixtures' order. */
function entryFields(e) {
    return {
        id: e.id,
        state: e.state,
        stateChangedAt: iso(e.stateChangedAt),
        priorityValue: e.priorityValue,
        priorityName: e.priorityName,
        usedDefaultPriorityName: DEFAULT_PRIORITY_NAME,
        skipTheLine: e.priorityValue === 0,
        noBatch: e.noBatch,
    };
}
/** The getSubmittedPullRequest body (live fixture key order). */
function submittedPullRequestBody(sim, q, e) {
    const facts = prFacts(sim, q, e.prNumber);
    const r = sim.readinessOf(q, e.prNumber);
    return {
        ...entryFields(e),
        prTitle: facts.prTitle,
        prNumber: e.prNumber,
        prSha: facts.prSha,
        prBaseBranch: facts.prBaseBranch,
        prAuthor: facts.prAuthor,
        readiness: {
            hasImpactedTargets: r.hasImpactedTargets,
            requiresImpactedTargets: r.requiresImpactedTargets,
            doesBaseBranchMatch: r.doesBaseBranchMatch,
            gitHubMergeability: r.gitHubMergeability,
        },
        forceEnqueued: false,
        isCurrentlySubmittedToQueue: isActiveState(e.state),
        verifiedByTestRun: e.verifiedByTestRun,
    };
}
/** One element of getQueue's enqueuedPullRequests. */
function enqueuedPullRequestBody(sim, q, e) {
    const facts = prFacts(sim, q, e.prNumber);
    return {
        ...entryFields(e),
        prNumber: e.prNumber,
        prTitle: facts.prTitle,
        prSha: facts.prSha,
        prBaseBranch: facts.prBaseBranch,
        prAuthor: facts.prAuthor,
    };
}
/** The queue's configuration (updateQueue's body; getQueue's without the PR list). */
function queueConfigBody(q) {
    const s = q.settings;
    return {
        state: q.state,
        branch: q.branch,
        concurrency: s.concurrency,
        testingTimeoutMinutes: s.testingTimeoutMinutes,
        mode: s.mode,
        canOptimisticallyMerge: s.canOptimisticallyMerge,
        pendingFailureDepth: s.pendingFailureDepth,
        batch: s.batch,
        batchingMaxWaitTimeMinutes: s.batchingMaxWaitTimeMinutes,
        batchingMinSize: s.batchingMinSize,
        createPrsForTestingBranches: s.createPrsForTestingBranches,
        commentsEnabled: s.commentsEnabled,
        commandsEnabled: s.commandsEnabled,
        statusCheckEnabled: s.statusCheckEnabled,
        extensionEnabled: s.extensionEnabled,
        bisectionConcurrency: s.bisectionConcurrency,
        requiredStatuses: s.requiredStatuses && [...s.requiredStatuses],
        allowedBotSubmitters: [...s.allowedBotSubmitters],
        batchingRules: [],
        directMergeMode: s.directMergeMode,
        optimizationMode: s.optimizationMode,
        mergeMethod: s.mergeMethod,
        testBranchConstructionMode: s.testBranchConstructionMode,
        enqueueingLabel: s.enqueueingLabel,
        labelCommandsEnabled: s.labelCommandsEnabled,
        stateLabelsEnabled: s.stateLabelsEnabled,
        notReadyTimeoutHours: s.notReadyTimeoutHours,
    };
}
/** The getQueue body: configuration plus the enqueued PRs in queue order. */
function queueBody(sim, q) {
    return {
        ...queueConfigBody(q),
        enqueuedPullRequests: sim.activeEntries(q).map((e) => enqueuedPullRequestBody(sim, q, e)),
    };
}
/** The status context the simulated CI reports when the queue sets no override (its trunk.yaml's, say). */
const DEFAULT_STATUS_CONTEXT = 'emulator/ci';
/** The getMergeQueueTestingDetails body of one test run. */
function testingDetailsBody(sim, q, run) {
    const override = q.settings.requiredStatuses;
    const contexts = override ?? [DEFAULT_STATUS_CONTEXT];
    const repoUrl = `https://${q.repo.host}/${q.repo.owner}/${q.repo.name}`;
    const running = run.status === 'in_progress';
    const passed = run.status === 'succeeded';
    const checkState = running ? 'PENDING' : passed ? 'SUCCESS' : 'FAILURE';
    const body = {
        requiredStatuses: contexts,
        requiredStatusesSource: override === null ? 'trunk_config' : 'merge_instance',
        testBranch: run.testBranch,
        testBranchSha: run.testBranchSha,
        createdAt: iso(run.createdAt),
        status: run.status,
        checkSuites: [
            {
                checkRuns: contexts.map((name) => ({
                    name,
                    url: `${repoUrl}/runs/${run.id}`,
                    status: running ? 'IN_PROGRESS' : 'COMPLETED',
                    ...(running
                        ? {}
                        : {
                            conclusion: run.status === 'succeeded'
                                ? 'SUCCESS'
                                : run.status === 'cancelled'
                                    ? 'CANCELLED'
                                    : run.endReason?.startsWith('timed out')
                                        ? 'TIMED_OUT'
                                        : 'FAILURE',
                        }),
                })),
            },
        ],
        statusChecks: contexts.map((context) => ({
            context,
            url: `${repoUrl}/runs/${run.id}`,
            state: run.status === 'cancelled' ? 'ERROR' : checkState,
        })),
        testedPullRequests: run.prNumbers.map((n) => ({
            prNumber: n,
            prUrl: `${repoUrl}/pull/${n}`,
            title: prFacts(sim, q, n).prTitle,
        })),
    };
    if (run.impactedTargets !== undefined) {
        body.impactedTargets = run.impactedTargets === 'ALL' ? ['ALL'] : run.impactedTargets;
    }
    if (run.impactedTargetsForTestedPrs !== undefined) {
        body.impactedTargetsForTestedPrs =
            run.impactedTargetsForTestedPrs === 'ALL' ? ['ALL'] : run.impactedTargetsForTestedPrs;
    }
    body.dependentPrs = [...run.basePrNumbers];
    return body;
}

;// CONCATENATED MODULE: ./src/emulator/api.ts





function api_parse(schema, body) {
    const r = parseBody(schema, body);
    if (!r.ok)
        throw new HttpError(400, r.message);
    return r.value;
}
const post = (operation, handle) => ({ operation, method: 'POST', handle });
/** Every endpoint of the API document, by path below `/v1`. */
const API_ROUTES = {
    '/submitPullRequest': post('submitPullRequest', ({ sim }, { body }) => {
        sim.submit(api_parse(SubmitBodySchema, body));
        return okReply();
    }),
    '/cancelPullRequest': post('cancelPullRequest', ({ sim }, { body }) => {
        sim.cancel(api_parse(PullRequestBodySchema, body));
        return okReply();
    }),
    '/restartTestsOnPullRequest': post('restartTestsOnPullRequest', ({ sim }, { body }) => {
        sim.restart(api_parse(PullRequestBodySchema, body));
        return okReply();
    }),
    '/getSubmittedPullRequest': post('getSubmittedPullRequest', ({ sim }, { body }) => {
        const { queue, entry } = sim.submitted(api_parse(PullRequestBodySchema, body));
        return jsonReply(200, submittedPullRequestBody(sim, queue, entry));
    }),
    '/setImpactedTargets': post('setImpactedTargets', ({ sim }, { body, auth }) => {
        const req = api_parse(SetImpactedTargetsBodySchema, body);
        if (auth === 'fork')
            checkForkUpload(sim, req);
        sim.setImpactedTargets(req);
        return okReply();
    }),
    '/getMergeQueueTestingDetails': post('getMergeQueueTestingDetails', ({ sim }, { body }) => {
        const req = api_parse(TestingDetailsBodySchema, body);
        const q = sim.queueOf(req.repo, req.targetBranch);
        const id = req.testRunId.trim().toLowerCase();
        const run = sim.runs.get(id);
        if (!run || run.queueKey !== q.key) {
            throw new HttpError(404, `no test run ${req.testRunId} in this merge queue`);
        }
        return jsonReply(200, testingDetailsBody(sim, q, run));
    }),
    '/createQueue': post('createQueue', ({ sim }, { body }) => {
        sim.createQueue(api_parse(CreateQueueBodySchema, body));
        return okReply();
    }),
    '/deleteQueue': post('deleteQueue', ({ sim }, { body }) => {
        const req = api_parse(QueueRefBodySchema, body);
        sim.deleteQueue(req.repo, req.targetBranch);
        return okReply();
    }),
    '/getQueue': post('getQueue', ({ sim }, { body }) => {
        const req = api_parse(QueueRefBodySchema, body);
        return jsonReply(200, queueBody(sim, sim.queueOf(req.repo, req.targetBranch)));
    }),
    '/updateQueue': post('updateQueue', ({ sim }, { body }) => {
        const { repo, targetBranch, ...settings } = api_parse(UpdateQueueBodySchema, body);
        const q = sim.updateQueue(repo, targetBranch, settings);
        return jsonReply(200, queueConfigBody(q));
    }),
    '/getMergeQueueMetrics': {
        operation: 'getMergeQueueMetrics',
        method: 'GET',
        handle: ({ sim }, { query }) => {
            const repo = query.get('repo');
            const repoHost = query.get('repoHost');
            if ((repo === null) !== (repoHost === null)) {
                throw new HttpError(400, 'repo and repoHost must be given together (repo=owner/name&repoHost=github.com), or neither for every repository');
            }
            if (repo !== null && !/^[^/\s]+\/[^/\s]+$/.test(repo)) {
                throw new HttpError(400, `repo must be in owner/name form (given ${JSON.stringify(repo)})`);
            }
            if (repoHost !== null && !/^[^/\s]+$/.test(repoHost)) {
                throw new HttpError(400, `repoHost must be a host name such as github.com (given ${JSON.stringify(repoHost)})`);
            }
            const sources = [];
            for (const q of sim.queues.values()) {
                if (repo !== null && repoHost !== null) {
                    const want = `${repoHost}/${repo}`.toLowerCase();
                    if (`${q.repo.host}/${q.repo.owner}/${q.repo.name}`.toLowerCase() !== want)
                        continue;
                }
                const active = sim.activeEntries(q);
                sources.push({ queue: q, active, recent: [...active, ...q.finished] });
            }
            return {
                status: 200,
                contentType: METRICS_CONTENT_TYPE,
                body: renderMetrics(sources, sim.now),
            };
        },
    },
    '/flaky-tests/list-failing-tests': post('listFailingTests', ({ flaky }, { body }) => jsonReply(200, flaky.listFailing(api_parse(ListFailingTestsBodySchema, body)))),
    '/flaky-tests/get-test-details': post('getTestDetails', ({ flaky }, { body }) => jsonReply(200, flaky.details(api_parse(GetTestDetailsBodySchema, body)))),
};
/**
 * The service accepts `x-forked-workflow-run-id` instead of a token only from "a currently
 * running workflow originating from a forked PR with a SHA that matches the one provided". The
 * emulator runs no workflows, so it checks what it was told through `/_control/pull-requests`:
 * the PR must be registered with `fork: true` and a `headSha` equal to `pr.sha`.
 */
function checkForkUpload(sim, req) {
    const n = req.pr.number;
    const meta = sim.hasMetadata(req.repo, n) ? sim.metadataOf(req.repo, n) : undefined;
    if (meta?.fork !== true) {
        throw new HttpError(401, `x-forked-workflow-run-id is accepted only for pull requests from forks, and #${n} is not registered as one; send x-api-token (or register it with POST /_control/pull-requests {"fork": true, "headSha": ...})`);
    }
    if (meta.headSha === undefined || meta.headSha !== req.pr.sha.toLowerCase()) {
        throw new HttpError(401, `x-forked-workflow-run-id is accepted only for the head sha of fork PR #${n} (${meta.headSha ?? 'none registered'}), not ${req.pr.sha}; upload for the PR's current head`);
    }
}

;// CONCATENATED MODULE: ./src/emulator/view/assets.ts
/**
 * The live view's page, style and script, served by the emulator itself (no CDN, nothing from
 * outside). The script builds every element with textContent: text from the API (PR titles,
 * reasons) never goes through innerHTML.
 */
/** Where the view's assets are served: apart from /v1 and /_control. */
const VIEW_ASSET_PREFIX = '/_view/';
/** The Content-Security-Policy of the view's pages: only its own script, style and calls. */
const VIEW_CSP = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
function page(title, body) {
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="${VIEW_ASSET_PREFIX}view.css">
</head>
<body>
${body}
</body>
</html>
`;
}
/** The sign-in form; `problem` is a fixed message of ours, never request text. */
function loginPage(problem) {
    return page('Merge queue emulator: sign in', `<main class="login">
<h1>Merge queue emulator</h1>
<form method="post" action="${VIEW_ASSET_PREFIX}login">
<label for="token">API token (the emulator's <code>--token</code>)</label>
<input id="token" name="token" type="password" autocomplete="current-password" required autofocus>
<button type="submit">Sign in</button>
${problem === 'wrong-token' ? '<p class="problem" role="alert">That is not the emulator\'s token.</p>' : ''}
</form>
</main>`);
}
/** The live view: filled in by view.js from the control API. */
function viewPage() {
    return page('Merge queue emulator', `<header>
<h1>Merge queue emulator</h1>
<div class="clock"><span id="now">…</span> <span id="clock-mode" class="muted"></span></div>
<form id="advance" class="advance">
<label for="advance-minutes">Advance the clock by</label>
<input id="advance-minutes" name="minutes" type="number" min="0" step="any" value="5">
<span>minutes</span>
<button type="submit" id="advance-button">Advance</button>
</form>
<span id="status" class="muted" role="status"></span>
<form method="post" action="${VIEW_ASSET_PREFIX}logout"><button type="submit" class="link">Sign out</button></form>
</header>
<main id="queues"><p class="muted">Loading…</p></main>
<script src="${VIEW_ASSET_PREFIX}view.js"></script>`);
}
const VIEW_CSS = `
:root { color-scheme: light; --fg: #1d232b; --muted: #66707c; --line: #d9dee5; --bg: #f5f7fa;
  --card: #fff; --accent: #3556d8; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; }
* { box-sizing: border-box; }
body { margin: 0; color: var(--fg); background: var(--bg); }
header { display: flex; flex-wrap: wrap; gap: 12px 20px; align-items: center; padding: 12px 20px;
  background: var(--card); border-bottom: 1px solid var(--line); position: sticky; top: 0; }
h1 { font-size: 17px; margin: 0; }
h2 { font-size: 16px; margin: 0; }
h3 { font-size: 13px; margin: 14px 0 6px; color: var(--muted); text-transform: uppercase; letter-spacing: .04em; }
.muted { color: var(--muted); }
.clock { font-variant-numeric: tabular-nums; }
.advance { display: flex; gap: 6px; align-items: center; }
.advance input { width: 70px; }
input, select, button { font: inherit; }
input, select { padding: 3px 6px; border: 1px solid var(--line); border-radius: 4px; background: #fff; }
button { padding: 3px 10px; border: 1px solid var(--accent); border-radius: 4px; background: var(--accent);
  color: #fff; cursor: pointer; }
button.secondary { background: #fff; color: var(--accent); }
button.link { border: 0; background: none; color: var(--accent); padding: 0; }
main { padding: 16px 20px; display: grid; gap: 16px; }
.queue { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 14px 16px; }
.queue-head { display: flex; flex-wrap: wrap; gap: 8px 14px; align-items: center; }
.badge { flex: none; display: inline-block; padding: 1px 8px; border-radius: 10px; font-size: 12px; font-weight: 600;
  background: #e7ebf0; color: #39424e; white-space: nowrap; }
.state-running, .state-tests_passed, .state-merged { background: #dcf5e3; color: #19692c; }
.state-paused, .state-pending_failure { background: #fff1cc; color: #7a5300; }
.state-draining, .state-switching_modes, .state-not_ready { background: #ece6ff; color: #4b2fa6; }
.state-testing { background: #dbe8ff; color: #1f4bb8; }
.state-failed, .state-cancelled { background: #fde0e0; color: #9b1c1c; }
details { margin-top: 8px; }
summary { cursor: pointer; color: var(--muted); }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 3px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
th { font-weight: 600; color: var(--muted); font-size: 12px; }
.settings { columns: 3 260px; margin: 8px 0 0; }
.settings div { break-inside: avoid; display: flex; justify-content: space-between; gap: 10px;
  border-bottom: 1px dotted var(--line); padding: 2px 0; }
.lanes { display: flex; gap: 12px; overflow-x: auto; align-items: flex-start; }
.lane { flex: 1 1 0; min-width: 240px; max-width: 380px; background: var(--bg); border-radius: 6px; padding: 8px; }
.lane h4 { margin: 0 0 6px; font-size: 12px; color: var(--muted); }
.lane ol { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: minmax(0, 1fr); gap: 6px; }
.pr { background: var(--card); border: 1px solid var(--line); border-radius: 6px; padding: 6px 8px; }
.pr-head { display: flex; gap: 6px; align-items: baseline; justify-content: space-between; }
.pr-title { min-width: 0; font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pr-meta { color: var(--muted); font-size: 12px; display: flex; gap: 10px; flex-wrap: wrap; margin-top: 2px; }
.pr-actions { display: flex; gap: 6px; margin-top: 6px; align-items: center; font-size: 12px; }
.pr-actions select, .pr-actions button { font-size: 12px; padding: 1px 6px; }
.empty { color: var(--muted); font-style: italic; }
.transitions td:first-child { white-space: nowrap; font-variant-numeric: tabular-nums; }
.login { max-width: 380px; margin: 12vh auto; background: var(--card); border: 1px solid var(--line);
  border-radius: 8px; padding: 24px; display: block; }
.login form { display: grid; gap: 10px; margin-top: 14px; }
.problem { color: #9b1c1c; margin: 0; }
`;
// Plain ES2020 for the browser; written without template literals so it can sit in this string.
const VIEW_SCRIPT = String.raw `'use strict'
;(function () {
  var POLL_MS = 1000
  var HEADERS = { 'x-emulator-view': '1' }
  var queuesEl = document.getElementById('queues')
  var statusEl = document.getElementById('status')
  var busy = false

  function el(tag, className, text) {
    var e = document.createElement(tag)
    if (className) e.className = className
    if (text !== undefined && text !== null) e.textContent = String(text)
    return e
  }
  function add(parent) {
    for (var i = 1; i < arguments.length; i++) if (arguments[i]) parent.appendChild(arguments[i])
    return parent
  }
  function badge(state) {
    return el('span', 'badge state-' + String(state).replace(/[^a-z_]/g, ''), state)
  }
  function duration(ms) {
    if (!(ms >= 0)) return '0s'
    var s = Math.floor(ms / 1000)
    var d = Math.floor(s / 86400), h = Math.floor((s % 86400) / 3600)
    var m = Math.floor((s % 3600) / 60), r = s % 60
    if (d) return d + 'd ' + h + 'h'
    if (h) return h + 'h ' + m + 'm'
    if (m) return m + 'm ' + r + 's'
    return r + 's'
  }
  function clockText(iso) {
    return String(iso).replace('T', ' ').replace(/\.\d+Z$/, ' UTC')
  }

  function control(path, body) {
    var init = { method: body === undefined ? 'GET' : 'POST', headers: Object.assign({}, HEADERS),
      credentials: 'same-origin', cache: 'no-store' }
    if (body !== undefined) {
      init.headers['content-type'] = 'application/json'
      init.body = JSON.stringify(body)
    }
    return fetch('/_control' + path, init).then(function (res) {
      if (res.status === 401) {
        // The session ended (the emulator restarted): back to the sign-in form.
        window.location.assign('/')
        throw new Error('signed out')
      }
      return res.text().then(function (text) {
        if (!res.ok) throw new Error(text || ('HTTP ' + res.status))
        return text ? JSON.parse(text) : null
      })
    })
  }

  function act(label, path, body) {
    busy = true
    statusEl.textContent = label + '…'
    return control(path, body).then(function () {
      statusEl.textContent = label + ': done'
      return refresh()
    }, function (e) {
      statusEl.textContent = label + ' failed: ' + e.message
    }).then(function () { busy = false })
  }

  // Parallel mode's lanes: PRs whose impacted targets overlap, transitively (ALL overlaps all).
  function lanesOf(entries) {
    var parent = entries.map(function (_, i) { return i })
    function find(i) { while (parent[i] !== i) i = parent[i] = parent[parent[i]]; return i }
    function overlap(a, b) {
      if (a === 'ALL' || b === 'ALL') return true
      for (var i = 0; i < a.length; i++) if (b.indexOf(a[i]) >= 0) return true
      return false
    }
    var waiting = []
    for (var i = 0; i < entries.length; i++) {
      if (entries[i].targets === null) { waiting.push(entries[i]); continue }
      for (var j = 0; j < i; j++) {
        if (entries[j].targets !== null && overlap(entries[i].targets, entries[j].targets)) {
          parent[find(i)] = find(j)
        }
      }
    }
    var byRoot = new Map()
    entries.forEach(function (e, i) {
      if (e.targets === null) return
      var r = find(i)
      if (!byRoot.has(r)) byRoot.set(r, [])
      byRoot.get(r).push(e)
    })
    var lanes = []
    byRoot.forEach(function (list) { lanes.push({ name: 'Lane ' + (lanes.length + 1), entries: list }) })
    if (waiting.length) lanes.push({ name: 'Waiting for impacted targets', entries: waiting })
    return lanes
  }

  function prCard(q, e, titles, now) {
    var li = el('li', 'pr')
    li.dataset.pr = String(e.prNumber)
    var title = el('span', 'pr-title', '#' + e.prNumber + ' ' + (titles.get(e.prNumber) || ''))
    title.title = title.textContent
    var head = add(el('div', 'pr-head'), title, badge(e.state))
    var meta = add(el('div', 'pr-meta'),
      el('span', 'priority', 'priority ' + e.priorityName + ' (' + e.priorityValue + ')'),
      el('span', 'in-state', 'in state ' + duration(now - Date.parse(e.stateChangedAt))),
      e.noBatch ? el('span', '', 'no batch') : null)
    var select = el('select')
    select.setAttribute('aria-label', 'next test outcome of #' + e.prNumber)
    ;['pass', 'fail', 'hang'].forEach(function (o) { add(select, el('option', '', o)) })
    var script = el('button', 'secondary script-outcome', 'Script next run')
    script.type = 'button'
    script.addEventListener('click', function () {
      act('Scripted #' + e.prNumber + ': ' + select.value, '/outcomes',
        { repo: q.repo, number: e.prNumber, outcome: select.value })
    })
    return add(li, head, meta, add(el('div', 'pr-actions'), select, script))
  }

  function queueSection(q, titles, now) {
    var section = el('section', 'queue')
    section.dataset.branch = q.branch
    var name = q.repo.host + '/' + q.repo.owner + '/' + q.repo.name
    var paused = q.state === 'paused'
    var toggle = el('button', paused ? '' : 'secondary', paused ? 'Resume' : 'Pause')
    toggle.type = 'button'
    toggle.className += ' queue-toggle'
    toggle.addEventListener('click', function () {
      act((paused ? 'Resumed ' : 'Paused ') + q.branch, '/queue-state',
        { repo: q.repo, branch: q.branch, state: paused ? 'running' : 'paused' })
    })
    var s = q.settings
    add(section, add(el('div', 'queue-head'),
      el('h2', '', name + ' · ' + q.branch),
      add(el('span', 'queue-state'), badge(q.state)),
      el('span', 'muted', s.mode + ' mode · concurrency ' + s.concurrency +
        (s.batch ? ' · batches of ' + s.batchingMinSize + '+' : '') +
        (q.switchingTo ? ' · switching to ' + q.switchingTo : '')),
      toggle))
    var settings = el('div', 'settings')
    Object.keys(s).forEach(function (k) {
      var v = s[k]
      var shown = v === null ? 'none set' : Array.isArray(v) ? (v.length ? v.join(', ') : '[]') : String(v)
      add(settings, add(el('div'), el('span', 'muted', k), el('span', '', shown)))
    })
    add(section, add(el('details'), el('summary', '', 'Settings'), settings))

    add(section, el('h3', '', 'Pull requests in queue order'))
    var entries = q.entries
    var lanes = s.mode === 'parallel' ? lanesOf(entries) : [{ name: 'Queue', entries: entries }]
    var lanesEl = el('div', 'lanes')
    if (!entries.length) add(lanesEl, el('p', 'empty', 'No pull requests in the queue.'))
    lanes.forEach(function (lane) {
      var ol = el('ol')
      lane.entries.forEach(function (e) { add(ol, prCard(q, e, titles, now)) })
      add(lanesEl, add(el('div', 'lane'), el('h4', '', lane.name + ' · ' + lane.entries.length), ol))
    })
    add(section, lanesEl)

    var moves = []
    q.entries.concat(q.finished).forEach(function (e) {
      e.timeline.forEach(function (t, i) {
        moves.push({ pr: e.prNumber, at: t.at, step: i, state: t.state, reason: t.reason })
      })
    })
    // Newest first; within one instant, a PR's later step first (merged above tests_passed).
    moves.sort(function (a, b) { return a.at < b.at ? 1 : a.at > b.at ? -1 : b.step - a.step })
    add(section, el('h3', '', 'Last transitions'))
    if (!moves.length) add(section, el('p', 'empty', 'None yet.'))
    else {
      var table = el('table', 'transitions')
      add(table, add(el('tr'), el('th', '', 'When'), el('th', '', 'PR'), el('th', '', 'State'), el('th', '', 'Why')))
      moves.slice(0, 12).forEach(function (m) {
        add(table, add(el('tr'), el('td', '', clockText(m.at)), el('td', '', '#' + m.pr),
          add(el('td'), badge(m.state)), el('td', '', m.reason)))
      })
      add(section, table)
    }
    return section
  }

  function render(state) {
    document.getElementById('now').textContent = clockText(state.now)
    document.getElementById('clock-mode').textContent = state.clock.mode === 'manual'
      ? 'manual clock' : 'real-time clock ×' + state.clock.speed
    var titles = new Map()
    state.pullRequests.forEach(function (p) { if (p.title) titles.set(p.number, p.title) })
    var now = Date.parse(state.now)
    var open = new Set()
    queuesEl.querySelectorAll('details[open]').forEach(function (d) {
      open.add(d.closest('section').dataset.branch)
    })
    var frag = document.createDocumentFragment()
    if (!state.queues.length) add(frag, el('p', 'empty', 'No queues yet: create one with createQueue.'))
    state.queues.forEach(function (q) {
      var section = queueSection(q, titles, now)
      if (open.has(q.branch)) section.querySelector('details').open = true
      add(frag, section)
    })
    queuesEl.replaceChildren(frag)
  }

  function refresh() {
    return control('/state').then(render, function (e) {
      statusEl.textContent = 'Could not read the state: ' + e.message
    })
  }

  document.getElementById('advance').addEventListener('submit', function (ev) {
    ev.preventDefault()
    var minutes = Number(document.getElementById('advance-minutes').value)
    if (!(minutes >= 0)) { statusEl.textContent = 'Give the minutes as a number'; return }
    act('Advanced ' + minutes + ' min', '/clock', { advanceMs: Math.round(minutes * 60000) })
  })

  refresh()
  setInterval(function () {
    // Do not redraw under a person's pointer while a select is open or an action runs.
    if (busy || (document.activeElement && document.activeElement.tagName === 'SELECT')) return
    refresh()
  }, POLL_MS)
})()
`;

;// CONCATENATED MODULE: ./src/emulator/view/routes.ts

/** Largest sign-in form body read. */
const MAX_FORM_BYTES = 16 * 1024;
/** True for the paths the view serves. */
function isViewPath(path) {
    return path === '/' || path.startsWith(VIEW_ASSET_PREFIX);
}
const HTML = 'text/html; charset=utf-8';
const PAGE_HEADERS = {
    'Content-Security-Policy': VIEW_CSP,
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Cache-Control': 'no-store',
};
function html(status, body, headers = {}) {
    return { status, contentType: HTML, body, headers: { ...PAGE_HEADERS, ...headers } };
}
function redirectHome(cookie) {
    return {
        status: 303,
        contentType: 'text/plain; charset=utf-8',
        body: 'See /',
        headers: { ...PAGE_HEADERS, Location: '/', 'Set-Cookie': cookie },
    };
}
/** Answers a request for a view path. */
async function handleView(ctx, req, res, url) {
    const path = url.pathname;
    const method = req.method ?? 'GET';
    const cookie = req.headers.cookie;
    if (path === '/') {
        if (method !== 'GET' && method !== 'HEAD')
            return methodNotAllowed('GET');
        const token = url.searchParams.get('token');
        if (token !== null) {
            // A link with the token signs in once; the redirect drops it from the address bar.
            return ctx.isToken(token)
                ? redirectHome(ctx.sessions.start())
                : html(401, loginPage('wrong-token'));
        }
        return ctx.sessions.has(cookie) ? html(200, viewPage()) : html(200, loginPage());
    }
    const asset = path.slice(VIEW_ASSET_PREFIX.length);
    switch (asset) {
        case 'login': {
            if (method !== 'POST')
                return methodNotAllowed('POST');
            const body = await ctx.readForm(req, res, MAX_FORM_BYTES);
            if (body === undefined)
                return undefined;
            const token = new URLSearchParams(body).get('token') ?? '';
            return ctx.isToken(token)
                ? redirectHome(ctx.sessions.start())
                : html(401, loginPage('wrong-token'));
        }
        case 'logout':
            if (method !== 'POST')
                return methodNotAllowed('POST');
            return redirectHome(ctx.sessions.end(cookie));
        case 'view.css':
            return asset200('text/css; charset=utf-8', VIEW_CSS);
        case 'view.js':
            return asset200('text/javascript; charset=utf-8', VIEW_SCRIPT);
        default:
            return {
                status: 404,
                contentType: 'text/plain; charset=utf-8',
                body: `no such view asset: ${path}`,
            };
    }
}
function asset200(contentType, body) {
    return {
        status: 200,
        contentType,
        body,
        headers: { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-cache' },
    };
}
function methodNotAllowed(allow) {
    return {
        status: 405,
        contentType: 'text/plain; charset=utf-8',
        body: `accepts ${allow} only`,
        headers: { Allow: allow },
    };
}

;// CONCATENATED MODULE: ./src/emulator/view/sessions.ts
/**
 * Sign-in for the live view: a person gives the API token once (a login form, or `/?token=` for a
 * link a script prints) and gets a session cookie, HttpOnly and SameSite=Strict, so the page's
 * script never holds the token and no URL it navigates to carries it. Sessions live in memory
 * and end with the process.
 */

/** The cookie that carries a view session. */
const SESSION_COOKIE = 'mq_emulator_view';
/**
 * The header the view's script sends with every control call. A cross-site page cannot send a
 * custom header without a CORS preflight, which the emulator never approves, so a cookie alone
 * (a forged form, an image) authenticates nothing.
 */
const VIEW_HEADER = 'x-emulator-view';
/** Most sessions kept; the oldest is dropped past it. */
const MAX_SESSIONS = 1000;
/** The view's sessions. */
class ViewSessions {
    ids = new Set();
    /** Starts a session; returns the Set-Cookie value. */
    start() {
        const id = (0,external_node_crypto_namespaceObject.randomBytes)(32).toString('base64url');
        this.ids.add(id);
        if (this.ids.size > MAX_SESSIONS) {
            const oldest = this.ids.values().next().value;
            if (oldest !== undefined)
                this.ids.delete(oldest);
        }
        return `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Strict`;
    }
    /** Ends the session a Cookie header names; returns the Set-Cookie value that clears it. */
    end(cookieHeader) {
        const id = sessionIdOf(cookieHeader);
        if (id !== undefined)
            this.ids.delete(id);
        return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0`;
    }
    /** True when the Cookie header names a live session. */
    has(cookieHeader) {
        const id = sessionIdOf(cookieHeader);
        return id !== undefined && this.ids.has(id);
    }
}
function sessionIdOf(cookieHeader) {
    if (!cookieHeader)
        return undefined;
    for (const part of cookieHeader.split(';')) {
        const eq = part.indexOf('=');
        if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE)
            return part.slice(eq + 1).trim();
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/wire/v2/keys.ts
/** Where the v2 API lives and what its keys look like. */
/** The v2 API's base address: the host; every path carries `/v2` itself. */
const V2_DEFAULT_BASE_URL = 'https://api.trunk.io';
/** The prefix of a v2 API key. */
const V2_KEY_PREFIX = 'trunk_v2_';

;// CONCATENATED MODULE: ./src/wire/v2/permissions.ts
/**
 * Which v2 API-key permission each operation needs (spec/v2/trunk-v2-notes.md §2.3 and the
 * `x-live` notes of the fragments). Names are the service's UI labels: there are no
 * machine-readable scope names (gaps.md §1), so `id` is this project's own slug for them.
 */
/** The merge-queue permissions of a v2 API key. */
const V2_PERMISSIONS = {
    mergeAndCancel: { id: 'merge-and-cancel', label: 'Merge and cancel PRs' },
    setPriority: { id: 'set-priority', label: 'Set priority on PRs' },
    skipBatching: { id: 'skip-batching', label: 'Skip batching' },
    directToQueue: { id: 'direct-to-queue', label: 'Merge PRs with direct to queue' },
    updateSettings: { id: 'update-queue-settings', label: 'Update Merge Queue settings' },
};
/** Every permission slug, in the order of {@link V2_PERMISSIONS}. */
const V2_PERMISSION_IDS = Object.values(V2_PERMISSIONS).map((p) => p.id);
/** The label of a permission slug (the slug itself if unknown). */
function permissionLabel(id) {
    return Object.values(V2_PERMISSIONS).find((p) => p.id === id)?.label ?? id;
}
const P = V2_PERMISSIONS;
/**
 * The permission each v2 operation needs; `[]` for reads (a key with no permission can read
 * queues, PRs, repositories, verification runs and metrics). `conditional` lists what a field of
 * the body adds ("a request's permissions come from its body as well as its endpoint").
 */
const V2_OPERATION_PERMISSIONS = {
    'mergeQueues.list': { needs: [] },
    'mergeQueues.get': { needs: [] },
    'mergeQueues.order': { needs: [] },
    'mergeQueues.listPullRequests': { needs: [] },
    'mergeQueues.metrics': { needs: [] },
    'mergeQueues.organizationMetrics': { needs: [] },
    'mergeQueues.create': { needs: [P.updateSettings] },
    'mergeQueues.delete': { needs: [P.updateSettings] },
    'mergeQueues.updateConfig': { needs: [P.updateSettings] },
    'mergeQueues.switchModes': { needs: [P.updateSettings] },
    'mergeQueues.drain': { needs: [P.updateSettings] },
    // Not stated on the live pages; the migrate guide maps v1 updateQueue(state) to this one.
    'mergeQueues.pause': { needs: [P.updateSettings], inferred: true },
    'mergeQueues.resume': { needs: [P.updateSettings], inferred: true },
    'mergeQueues.submitPullRequest': {
        needs: [P.mergeAndCancel],
        conditional: {
            priorityValue: P.setPriority,
            priorityName: P.setPriority,
            'allowBatching:false': P.skipBatching,
            'direct:true': P.directToQueue,
        },
    },
    'pullRequests.get': { needs: [] },
    'pullRequests.resolveByCoordinates': { needs: [] },
    'pullRequests.dequeue': { needs: [P.mergeAndCancel] },
    'pullRequests.restartTests': { needs: [P.mergeAndCancel] },
    'pullRequests.reprioritize': { needs: [P.setPriority], inferred: true },
    'pullRequests.updateQueueEntry': {
        needs: [],
        conditional: {
            priorityValue: P.setPriority,
            priorityName: P.setPriority,
            allowBatching: P.skipBatching,
            direct: P.directToQueue,
        },
    },
    'impactedTargets.upload': { needs: [P.mergeAndCancel] },
    'mergeQueueVerificationRuns.get': { needs: [] },
    'repositories.resolveByProviderUrl': { needs: [] },
    'repositories.get': { needs: [] },
};
/**
 * The permissions each merge-queue method of the adapter (and so each action command) needs,
 * for error messages and the README. Reads need none.
 */
const V2_COMMAND_PERMISSIONS = {
    submit: {
        operations: ['mergeQueues.submitPullRequest', 'pullRequests.reprioritize'],
        needs: [P.mergeAndCancel.label],
        note: `plus "${P.setPriority.label}" with a priority, "${P.skipBatching.label}" with no-batch`,
    },
    cancel: { operations: ['pullRequests.dequeue'], needs: [P.mergeAndCancel.label] },
    'restart-tests': { operations: ['pullRequests.restartTests'], needs: [P.mergeAndCancel.label] },
    status: { operations: ['pullRequests.resolveByCoordinates', 'pullRequests.get'], needs: [] },
    wait: { operations: ['pullRequests.resolveByCoordinates', 'pullRequests.get'], needs: [] },
    'upload-targets': { operations: ['impactedTargets.upload'], needs: [P.mergeAndCancel.label] },
    'testing-details': { operations: ['mergeQueueVerificationRuns.get'], needs: [] },
    'get-queue': {
        operations: ['mergeQueues.get', 'mergeQueues.order', 'mergeQueues.listPullRequests'],
        needs: [],
    },
    'create-queue': {
        operations: ['mergeQueues.create', 'mergeQueues.updateConfig'],
        needs: [P.updateSettings.label],
    },
    'update-queue': {
        operations: [
            'mergeQueues.updateConfig',
            'mergeQueues.pause',
            'mergeQueues.resume',
            'mergeQueues.drain',
            'mergeQueues.switchModes',
        ],
        needs: [P.updateSettings.label],
    },
    'delete-queue': { operations: ['mergeQueues.delete'], needs: [P.updateSettings.label] },
    metrics: {
        operations: ['mergeQueues.organizationMetrics', 'mergeQueues.metrics'],
        needs: [],
    },
};
/**
 * The permission(s) a request needs, from its operation and body, as UI labels. Used to name
 * the missing permission when the service answers 403 INSUFFICIENT_PERMISSIONS.
 */
function permissionsFor(operation, body) {
    const entry = V2_OPERATION_PERMISSIONS[operation];
    if (!entry)
        return [];
    const labels = entry.needs.map((p) => p.label);
    for (const [field, perm] of Object.entries(entry.conditional ?? {})) {
        const [name, value] = field.split(':');
        const v = body?.[name];
        if (v === undefined)
            continue;
        if (value !== undefined && String(v) !== value)
            continue;
        if (!labels.includes(perm.label))
            labels.push(perm.label);
    }
    return labels;
}

;// CONCATENATED MODULE: ./src/wire/v2/schemas.ts
/**
 * Wire shapes of Trunk's v2 API, from spec/v2/openapi-fragments (`_components.yaml` and one
 * file per operation). Request schemas are strict (unknown keys, out-of-range values and the
 * documented either/or rules are refused before anything is sent); response schemas are lenient
 * like v1's: unknown fields dropped, unknown enum values kept as strings and reported.
 */


/** Largest PR number v2 accepts (`number` 1..10000000). */
const V2_MAX_PR_NUMBER = 10_000_000;
/** Priority bound of the live docs ("from 0 to 255"; the older spec said 32767: live wins). */
const V2_MAX_PRIORITY = 255;
/** Most rows of one page (`limit` 1..100). */
const V2_MAX_PAGE_LIMIT = 100;
/** Most impacted targets one upload lists. */
const V2_MAX_IMPACTED_TARGETS = 100_000;
const QUEUE_ENTRY_STATES = [
    'notReady',
    'pending',
    'testing',
    'testsPassed',
    'merged',
    'failed',
    'cancelled',
    'pendingFailure',
];
const TERMINAL_QUEUE_ENTRY_STATES = (/* unused pure expression or super */ null && (['merged', 'failed', 'cancelled']));
const MERGE_QUEUE_STATES = ['running', 'paused', 'draining', 'switchingModes'];
const MERGE_QUEUE_MODES = ['queue', 'graph'];
const MERGEABILITY = ['mergeable', 'notMergeable', 'inProgress', 'unspecified'];
const MERGE_METHODS_V2 = ['mergeCommit', 'squash', 'rebase'];
const OPTIMIZATION_MODES_V2 = ['off', 'bisectionSkipRedundantTests'];
const DIRECT_MERGE_MODES_V2 = ['off', 'always'];
const TEST_BRANCH_CONSTRUCTION_MODES_V2 = [
    'renameTempBranch',
    'pushNewBranchFromTemp',
];
const VERIFICATION_RUN_STATUSES = ['inProgress', 'failed', 'cancelled', 'succeeded'];
const CHECK_STATUSES = ['queued', 'inProgress', 'completed'];
const CHECK_CONCLUSIONS = [
    'success',
    'failure',
    'neutral',
    'cancelled',
    'skipped',
    'timeout',
];
const REQUIRED_STATUSES_SOURCES_V2 = [
    'trunkConfig',
    'repoProviderBranchProtection',
    'mergeInstance',
];
/** The live named priorities (urgent 0, high 10, medium 100, low 200). */
const V2_PRIORITY_NAMES = ['urgent', 'high', 'medium', 'low'];
/** A v2 response enum: case kept as sent (v2 is camelCase), unknown values kept and reported. */
const v2Enum = (field, known) => {
    const set = new Set(known);
    const reportUnknown = lenientEnum(field, []);
    return schemas_string().transform((raw) => {
        // lenientEnum lowercases (v1's casing); v2 keeps camelCase, so it only reports the unknown.
        if (!set.has(raw))
            reportUnknown.parse(raw);
        return raw;
    });
};
/** Optional in practice: absent and `null` both read as undefined. */
const schemas_opt = (s) => s
    .nullish()
    .transform((v) => v ?? undefined)
    .optional();
// ---------------------------------------------------------------------------------------------
// Requests (strict)
// eslint-disable-next-line no-control-regex
const schemas_CONTROL_CHARS = /[\u0000-\u001f\u007f]/;
const schemas_text = (max = 1024) => schemas_string()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .refine((s) => !schemas_CONTROL_CHARS.test(s), 'must not contain control characters or newlines');
const v2_schemas_int = (min, max) => schemas_number()
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);
/** Opaque ids: printable, no slash (they go into paths). */
const IdSchema = schemas_string()
    .min(1, 'must not be empty')
    .max(255, 'must be at most 255 characters')
    .regex(/^[A-Za-z0-9._~-]+$/, 'must be an id of letters, digits and . _ ~ -');
const UuidSchema = schemas_string()
    .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, 'must be a UUID');
const PrNumber = v2_schemas_int(1, V2_MAX_PR_NUMBER);
const Priority = v2_schemas_int(0, V2_MAX_PRIORITY);
const PriorityName = schemas_enum(V2_PRIORITY_NAMES, {
    message: `must be one of ${V2_PRIORITY_NAMES.join(', ')}`,
});
const PaginationQuerySchema = strictObject({
    limit: v2_schemas_int(1, V2_MAX_PAGE_LIMIT).optional(),
    cursor: schemas_string().min(1).max(4096).optional(),
    includeTotal: schemas_boolean().optional(),
});
const ListMergeQueuesQuerySchema = PaginationQuerySchema.extend({
    repositoryId: UuidSchema.optional(),
    targetBranch: schemas_text().optional(),
}).refine((q) => q.targetBranch === undefined || q.repositoryId !== undefined, {
    message: 'needs repositoryId (targetBranch narrows within one repository)',
    path: ['targetBranch'],
});
const CreateMergeQueueRequestSchema = strictObject({
    repositoryId: UuidSchema,
    targetBranch: schemas_text(),
    mode: schemas_enum(MERGE_QUEUE_MODES).optional(),
    concurrency: v2_schemas_int(1, 1000).optional(),
    bisectionConcurrency: v2_schemas_int(0, 1000).optional(),
    enqueueingLabel: schemas_text().optional(),
});
const BatchingRuleSchema = strictObject({
    targetPattern: schemas_text().refine((p) => p !== '*' && !p.slice(0, -1).includes('*'), 'must be exact, or a prefix ending in a single trailing *'),
    policy: literal('isolate'),
});
const UpdateMergeQueueConfigRequestSchema = strictObject({
    concurrency: v2_schemas_int(1, 1000).optional(),
    bisectionConcurrency: v2_schemas_int(0, 1000).optional(),
    pendingFailureDepth: v2_schemas_int(0, 1000).optional(),
    canOptimisticallyMerge: schemas_boolean().optional(),
    allowBatching: schemas_boolean().optional(),
    batchingMaxWaitTimeMinutes: v2_schemas_int(0, 10080).optional(),
    batchingMinSize: v2_schemas_int(1, 1000).optional(),
    testingTimeoutMinutes: v2_schemas_int(0, 10080).optional(),
    notReadyTimeoutMinutes: v2_schemas_int(0, 43200)
        .refine((m) => m % 60 === 0, 'must be whole hours (a multiple of 60)')
        .optional(),
    createsPrsForTestingBranches: schemas_boolean().optional(),
    areCommentsEnabled: schemas_boolean().optional(),
    areCommandsEnabled: schemas_boolean().optional(),
    isStatusCheckEnabled: schemas_boolean().optional(),
    isExtensionEnabled: schemas_boolean().optional(),
    areLabelCommandsEnabled: schemas_boolean().optional(),
    areStateLabelsEnabled: schemas_boolean().optional(),
    requiredStatuses: array(schemas_text(255)).max(100, 'must list at most 100').optional(),
    allowedBotSubmitters: array(schemas_text(255)).max(100, 'must list at most 100').optional(),
    batchingRules: array(BatchingRuleSchema).max(100, 'must list at most 100').optional(),
    directMergeMode: schemas_enum(DIRECT_MERGE_MODES_V2).optional(),
    optimizationMode: schemas_enum(OPTIMIZATION_MODES_V2).optional(),
    mergeMethod: schemas_enum(MERGE_METHODS_V2).optional(),
    testBranchConstructionMode: schemas_enum(TEST_BRANCH_CONSTRUCTION_MODES_V2).optional(),
    enqueueingLabel: schemas_text().optional(),
});
const SwitchModesRequestSchema = strictObject({ mode: schemas_enum(MERGE_QUEUE_MODES) });
const notBothPriorities = {
    message: 'priorityValue and priorityName cannot both be given',
    path: ['priorityName'],
};
const schemas_SubmitPullRequestRequestSchema = strictObject({
    number: PrNumber,
    allowBatching: schemas_boolean().optional(),
    priorityValue: Priority.optional(),
    priorityName: PriorityName.optional(),
    direct: schemas_boolean().optional(),
})
    .refine((b) => b.priorityValue === undefined || b.priorityName === undefined, notBothPriorities);
const ReprioritizeRequestSchema = strictObject({ priorityValue: Priority.optional(), priorityName: PriorityName.optional() })
    .refine((b) => (b.priorityValue === undefined) !== (b.priorityName === undefined), {
    message: 'exactly one of priorityValue and priorityName must be given',
    path: ['priorityValue'],
});
const UpdateQueueEntryRequestSchema = strictObject({
    priorityValue: Priority.optional(),
    priorityName: PriorityName.optional(),
    direct: schemas_boolean().optional(),
    allowBatching: schemas_boolean().optional(),
})
    .refine((b) => b.priorityValue === undefined || b.priorityName === undefined, notBothPriorities)
    .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'must change at least one field',
    path: ['(request)'],
});
const UploadImpactedTargetsRequestSchema = strictObject({
    repositoryId: UuidSchema,
    targetBranch: schemas_text(),
    sha: schemas_string().regex(/^[A-Za-z0-9]+$/, 'must be a commit sha (letters and digits)'),
    number: PrNumber.optional(),
    branch: schemas_text().optional(),
    impactedTargets: array(schemas_string().min(1, 'must not be empty'))
        .max(V2_MAX_IMPACTED_TARGETS, `must list at most ${V2_MAX_IMPACTED_TARGETS}`)
        .optional(),
    impactsAllTargets: literal(true).optional(),
})
    .refine((b) => (b.number === undefined) !== (b.branch === undefined), {
    message: 'exactly one of number and branch must be given',
    path: ['number'],
})
    .refine((b) => (b.impactedTargets === undefined) !== (b.impactsAllTargets === undefined), {
    message: 'exactly one of impactedTargets and impactsAllTargets must be given',
    path: ['impactedTargets'],
});
const ResolvePullRequestsQuerySchema = PaginationQuerySchema.extend({
    repositoryId: UuidSchema,
    numbers: array(PrNumber).min(1).max(50, 'must list at most 50 numbers').optional(),
    branch: schemas_text().optional(),
    baseBranch: schemas_text().optional(),
})
    .refine((q) => (q.numbers === undefined) !== (q.branch === undefined), {
    message: 'exactly one of numbers and branch must be given',
    path: ['numbers'],
})
    .refine((q) => q.baseBranch === undefined || q.branch !== undefined, {
    message: 'baseBranch goes only with branch',
    path: ['baseBranch'],
});
const ListQueuePullRequestsQuerySchema = PaginationQuerySchema.extend({
    states: array(schemas_enum(QUEUE_ENTRY_STATES)).min(1).optional(),
    author: schemas_text().optional(),
});
const ProviderUrlSchema = schemas_string()
    .url('must be a URL such as https://github.com/acme/widgets')
    .max(2048);
// ---------------------------------------------------------------------------------------------
// Responses (lenient)
/** The `{data, nextCursor, hasMore, total?}` envelope of every list. */
const pageOf = (item) => object({
    data: array(item),
    nextCursor: schemas_string()
        .nullish()
        .transform((v) => v ?? null),
    hasMore: schemas_boolean(),
    total: schemas_opt(schemas_number()),
});
const MergeQueueConfigSchema = object({
    concurrency: schemas_number(),
    bisectionConcurrency: schemas_number(),
    pendingFailureDepth: schemas_number(),
    canOptimisticallyMerge: schemas_boolean(),
    allowBatching: schemas_boolean(),
    batchingMaxWaitTimeMinutes: schemas_number(),
    batchingMinSize: schemas_number(),
    testingTimeoutMinutes: schemas_number(),
    notReadyTimeoutMinutes: schemas_number(),
    createsPrsForTestingBranches: schemas_boolean(),
    areCommentsEnabled: schemas_boolean(),
    areCommandsEnabled: schemas_boolean(),
    isStatusCheckEnabled: schemas_boolean(),
    isExtensionEnabled: schemas_boolean(),
    areLabelCommandsEnabled: schemas_boolean(),
    areStateLabelsEnabled: schemas_boolean(),
    requiredStatuses: array(schemas_string()),
    allowedBotSubmitters: array(schemas_string()),
    batchingRules: array(object({ targetPattern: schemas_string(), policy: schemas_string() })),
    directMergeMode: v2Enum('config.directMergeMode', DIRECT_MERGE_MODES_V2),
    optimizationMode: v2Enum('config.optimizationMode', OPTIMIZATION_MODES_V2),
    mergeMethod: v2Enum('config.mergeMethod', MERGE_METHODS_V2),
    testBranchConstructionMode: v2Enum('config.testBranchConstructionMode', TEST_BRANCH_CONSTRUCTION_MODES_V2),
    enqueueingLabel: schemas_string(),
});
const MergeQueueSchema = object({
    id: schemas_string(),
    repositoryId: schemas_string(),
    targetBranch: schemas_string(),
    state: v2Enum('state', MERGE_QUEUE_STATES),
    mode: v2Enum('mode', MERGE_QUEUE_MODES),
    managedState: schemas_string(),
    createdAt: schemas_string(),
    updatedAt: schemas_string(),
    repositoryUrl: schemas_string(),
    pullRequestsUrl: schemas_string(),
    htmlUrl: schemas_opt(schemas_string()),
    config: MergeQueueConfigSchema,
});
const MergeQueuePageSchema = pageOf(MergeQueueSchema);
const MergeQueueStateChangeSchema = object({
    id: schemas_string(),
    state: v2Enum('state', MERGE_QUEUE_STATES),
    mode: v2Enum('mode', MERGE_QUEUE_MODES),
    pullRequestsUrl: schemas_string(),
});
const MergeabilityReasonSchema = object({
    code: schemas_string(),
    message: schemas_string(),
    have: schemas_opt(schemas_number()),
    need: schemas_opt(schemas_number()),
    check: schemas_opt(schemas_string()),
    ontoPrNumber: schemas_opt(schemas_number()),
});
const V2ReadinessSchema = object({
    requiresImpactedTargets: schemas_boolean(),
    hasImpactedTargets: schemas_opt(schemas_boolean()),
    doesBaseBranchMatch: schemas_boolean(),
    mergeability: v2Enum('queueEntry.readiness.mergeability', MERGEABILITY),
    mergeabilityDetails: schemas_opt(object({ provider: schemas_string(), reasons: array(MergeabilityReasonSchema) })),
});
const QueueEntrySchema = object({
    id: schemas_string(),
    mergeQueueId: schemas_string(),
    state: v2Enum('queueEntry.state', QUEUE_ENTRY_STATES),
    stateChangedAt: schemas_string(),
    priorityValue: schemas_opt(schemas_number()),
    priorityName: schemas_opt(schemas_string()),
    usedDefaultPriorityName: schemas_opt(schemas_string()),
    skipsTheLine: schemas_boolean(),
    allowBatching: schemas_boolean(),
    direct: schemas_boolean(),
    verifiedByVerificationRunId: schemas_opt(schemas_string()),
    readiness: V2ReadinessSchema,
    createdAt: schemas_string(),
    updatedAt: schemas_string(),
});
const V2PullRequestSchema = object({
    id: schemas_string(),
    repositoryId: schemas_string(),
    number: schemas_number(),
    title: schemas_string(),
    branch: schemas_string(),
    sha: schemas_string(),
    baseBranch: schemas_string(),
    author: schemas_string(),
    url: schemas_opt(schemas_string()),
    state: schemas_opt(schemas_string()),
    isCurrentlySubmittedToQueue: schemas_boolean(),
    queueEntry: schemas_opt(QueueEntrySchema),
    createdAt: schemas_string(),
    htmlUrl: schemas_opt(schemas_string()),
    viewerIsAuthor: schemas_opt(schemas_boolean()),
});
const PullRequestPageSchema = pageOf(V2PullRequestSchema);
const QueuedPullRequestSchema = object({
    id: schemas_string(),
    number: schemas_number(),
    sha: schemas_string(),
    title: schemas_string(),
    url: schemas_opt(schemas_string()),
});
const MergeQueueOrderSchema = object({
    mode: schemas_string(),
    queueState: schemas_string(),
    batchingEnabled: schemas_boolean(),
    isolationResolved: schemas_boolean(),
    hasCycle: schemas_boolean(),
    batches: array(object({
        verificationRunId: schemas_string(),
        state: schemas_string(),
        isBisection: schemas_boolean(),
        pullRequests: array(QueuedPullRequestSchema),
    })),
    pending: array(object({
        pullRequest: QueuedPullRequestSchema,
        schedulability: schemas_string(),
        predictedBatch: schemas_opt(schemas_number()),
        directlyAhead: array(QueuedPullRequestSchema),
        heldBy: array(QueuedPullRequestSchema),
    })),
    awaitingAdmission: array(QueuedPullRequestSchema),
    awaitingAdmissionTotal: schemas_number(),
});
const RunPullRequestSchema = object({
    id: schemas_string(),
    number: schemas_number(),
    sha: schemas_string(),
    title: schemas_string(),
    url: schemas_opt(schemas_string()),
});
const ImpactedTargetSetSchema = object({
    impactsAllTargets: schemas_boolean(),
    impactedTargets: array(schemas_string()),
    totalImpactedTargets: schemas_number(),
});
const CheckSchema = object({
    id: schemas_string(),
    name: schemas_string(),
    kind: schemas_string(),
    status: v2Enum('checks.status', CHECK_STATUSES),
    conclusion: v2Enum('checks.conclusion', CHECK_CONCLUSIONS),
    providerStatus: schemas_opt(schemas_string()),
    providerConclusion: schemas_opt(schemas_string()),
    url: schemas_string()
        .nullish()
        .transform((v) => v ?? null),
    provider: schemas_string(),
});
const VerificationRunSchema = object({
    id: schemas_string(),
    isBisection: schemas_boolean(),
    testBranch: schemas_string(),
    testBranchSha: schemas_string(),
    testBranchCommitUrl: schemas_opt(schemas_string()),
    createdAt: schemas_string(),
    updatedAt: schemas_string(),
    status: v2Enum('status', VERIFICATION_RUN_STATUSES),
    requiredStatusesSource: schemas_opt(v2Enum('requiredStatusesSource', REQUIRED_STATUSES_SOURCES_V2)),
    requiredStatuses: array(schemas_string()),
    checks: array(CheckSchema),
    testedPullRequests: array(RunPullRequestSchema),
    dependentPullRequests: array(RunPullRequestSchema),
    testBranchPullRequest: schemas_opt(object({ number: schemas_number(), url: schemas_string() })),
    impactedTargets: schemas_opt(object({
        all: ImpactedTargetSetSchema,
        testedPullRequestsOnly: schemas_opt(ImpactedTargetSetSchema),
    })),
});
const RepositorySchema = object({
    id: schemas_string(),
    provider: schemas_string(),
    path: schemas_string(),
    host: schemas_string()
        .nullish()
        .transform((v) => v ?? null),
    url: schemas_string(),
    defaultBranch: schemas_string()
        .nullish()
        .transform((v) => v ?? null),
    isPrivate: schemas_boolean()
        .nullish()
        .transform((v) => v ?? null),
    createdAt: schemas_string(),
    updatedAt: schemas_string(),
});
const RepositoryPageSchema = pageOf(RepositorySchema);
/** The error envelope `{error:{code,message}}`. */
const ErrorEnvelopeSchema = object({
    error: object({ code: schemas_string(), message: schemas_string() }),
});

;// CONCATENATED MODULE: ./src/wire/v2/index.ts
/** The v2 API's wire: schemas, permissions, where it lives and what its keys look like. */




;// CONCATENATED MODULE: ./src/emulator/v2/ids.ts
/**
 * v2's ids for the simulation's objects, derived from their v1 keys so they are stable across
 * restarts (a data file keeps only v1 keys): merge queues get 8 letters and digits (like the
 * docs' `xK9mP2nQ`), repositories and pull requests UUID-shaped ids. Queue entries and test runs
 * keep the ids the simulation gave them.
 */


const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
function digest(text) {
    return (0,external_node_crypto_namespaceObject.createHash)('sha256').update(text, 'utf8').digest();
}
function uuidFrom(text) {
    const h = digest(text).toString('hex');
    // Version 5 layout (name-based, SHA), so the id is a well-formed UUID.
    const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
/** A merge queue's id: 8 letters and digits. */
function mergeQueueIdOf(repo, branch) {
    const d = digest(`queue:${queueKey(repo, branch)}`);
    let id = '';
    for (let i = 0; i < 8; i++)
        id += ALPHABET[d[i] % ALPHABET.length];
    return id;
}
/** A repository's id (UUID). */
function repositoryIdOf(repo) {
    return uuidFrom(`repository:${model_repoKey(repo)}`);
}
/** A pull request's id (UUID), distinct from its queue entries' ids. */
function pullRequestIdOf(repo, number) {
    return uuidFrom(`pull-request:${model_repoKey(repo)}#${number}`);
}

;// CONCATENATED MODULE: ./src/emulator/v2/bodies.ts
/**
 * The v2 JSON bodies of the simulation's objects (spec/v2/openapi-fragments/_components.yaml):
 * the same queues, entries and runs the `/v1` endpoints report, in v2's shapes and camelCase.
 */




/** `tests_passed` → `testsPassed`. */
function camel(value) {
    return value.replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());
}
/** `testsPassed` → `tests_passed`. */
function snake(value) {
    return value.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}
function newExtras() {
    return {
        direct: new Map(),
        batchingRules: new Map(),
        queueMeta: new Map(),
        prCreatedAt: new Map(),
    };
}
function repoUrl(repo) {
    return `https://${repo.host}/${repo.owner}/${repo.name}`;
}
/** One repository. */
function repositoryBody(repo, createdAt) {
    const host = repo.host.toLowerCase();
    return {
        id: repositoryIdOf(repo),
        provider: host === 'github.com' ? 'github' : host === 'gitlab.com' ? 'gitlab' : 'unknown',
        path: `${repo.owner}/${repo.name}`,
        host: host === 'github.com' || host === 'gitlab.com' ? null : repo.host,
        url: repoUrl(repo),
        defaultBranch: 'main',
        isPrivate: null,
        createdAt: iso(createdAt),
        updatedAt: iso(createdAt),
    };
}
/** A queue's v2 configuration. */
function configBody(q, x) {
    const s = q.settings;
    return {
        concurrency: s.concurrency,
        bisectionConcurrency: s.bisectionConcurrency,
        pendingFailureDepth: s.pendingFailureDepth,
        canOptimisticallyMerge: s.canOptimisticallyMerge,
        allowBatching: s.batch,
        batchingMaxWaitTimeMinutes: s.batchingMaxWaitTimeMinutes,
        batchingMinSize: s.batchingMinSize,
        testingTimeoutMinutes: s.testingTimeoutMinutes,
        notReadyTimeoutMinutes: s.notReadyTimeoutHours * 60,
        createsPrsForTestingBranches: s.createPrsForTestingBranches,
        areCommentsEnabled: s.commentsEnabled,
        areCommandsEnabled: s.commandsEnabled,
        isStatusCheckEnabled: s.statusCheckEnabled,
        isExtensionEnabled: s.extensionEnabled,
        areLabelCommandsEnabled: s.labelCommandsEnabled,
        areStateLabelsEnabled: s.stateLabelsEnabled,
        // v2 has no "no override": a queue without one shows [] (gates on the branch protection's).
        requiredStatuses: [...(s.requiredStatuses ?? [])],
        allowedBotSubmitters: [...s.allowedBotSubmitters],
        batchingRules: [...(x.batchingRules.get(q.key) ?? [])],
        directMergeMode: s.directMergeMode,
        optimizationMode: camel(s.optimizationMode),
        mergeMethod: camel(s.mergeMethod),
        testBranchConstructionMode: camel(s.testBranchConstructionMode),
        enqueueingLabel: s.enqueueingLabel,
    };
}
/** `queue` or `graph`. */
function modeOf(q) {
    return q.settings.mode === 'parallel' ? 'graph' : 'queue';
}
/** One merge queue. */
function mergeQueueBody(q, x) {
    const id = mergeQueueIdOf(q.repo, q.branch);
    const meta = x.queueMeta.get(q.key);
    return {
        id,
        repositoryId: repositoryIdOf(q.repo),
        targetBranch: q.branch,
        state: camel(q.state),
        mode: modeOf(q),
        managedState: meta?.managedState ?? 'manual',
        createdAt: iso(q.createdAt),
        updatedAt: iso(meta?.updatedAt ?? q.createdAt),
        repositoryUrl: repoUrl(q.repo),
        pullRequestsUrl: `/v2/merge-queues/${id}/pull-requests`,
        htmlUrl: `https://app.trunk.io/${q.repo.owner}/merge-queue/${id}`,
        config: configBody(q, x),
    };
}
/** The state change a queue write reports. */
function stateChangeBody(q) {
    const id = mergeQueueIdOf(q.repo, q.branch);
    return {
        id,
        state: camel(q.state),
        mode: modeOf(q),
        pullRequestsUrl: `/v2/merge-queues/${id}/pull-requests`,
    };
}
/** A PR's facts with the emulator's defaults for unregistered PRs (as the v1 bodies use). */
function bodies_prFacts(sim, repo, number, fallbackBase) {
    const meta = sim.metadataOf(repo, number);
    return {
        title: meta.title ?? `Pull request #${number}`,
        sha: sim.headShaOf(repo, number),
        baseBranch: meta.baseBranch ?? fallbackBase,
        author: meta.author ?? 'emulator-user',
        branch: `pr-${number}`,
        url: `${repoUrl(repo)}/pull/${number}`,
    };
}
/** A PR as the short reference lists and runs carry. */
function queuedPullRequestBody(sim, q, number) {
    const f = bodies_prFacts(sim, q.repo, number, q.branch);
    return { id: pullRequestIdOf(q.repo, number), number, sha: f.sha, title: f.title, url: f.url };
}
/** A queue entry; `single` says whether readiness.hasImpactedTargets is resolved (one-PR reads). */
function queueEntryBody(sim, q, e, x, single) {
    const r = sim.readinessOf(q, e.prNumber);
    const mergeability = r.gitHubMergeability === 'not_mergeable' ? 'notMergeable' : 'mergeable';
    return {
        id: e.id,
        mergeQueueId: mergeQueueIdOf(q.repo, q.branch),
        state: camel(e.state),
        stateChangedAt: iso(e.stateChangedAt),
        priorityValue: e.priorityValue,
        priorityName: e.priorityName,
        usedDefaultPriorityName: DEFAULT_PRIORITY_NAME,
        skipsTheLine: e.priorityValue === 0,
        allowBatching: !e.noBatch,
        direct: x.direct.get(e.id) ?? false,
        ...(e.verifiedByTestRun ? { verifiedByVerificationRunId: e.verifiedByTestRun } : {}),
        readiness: {
            requiresImpactedTargets: r.requiresImpactedTargets,
            ...(single ? { hasImpactedTargets: r.hasImpactedTargets } : {}),
            doesBaseBranchMatch: r.doesBaseBranchMatch,
            mergeability,
            ...(mergeability === 'notMergeable'
                ? {
                    mergeabilityDetails: {
                        provider: 'github',
                        reasons: [{ code: 'other', message: 'registered as not mergeable in the emulator' }],
                    },
                }
                : {}),
        },
        createdAt: iso(e.submittedAt),
        updatedAt: iso(e.stateChangedAt),
    };
}
/** The queue and entry a PR's `queueEntry` shows: its active one, else its latest. */
function latestEntryOf(sim, repo, number) {
    let best;
    for (const q of queuesOf(sim, repo)) {
        const e = q.byPr.get(number);
        if (!e)
            continue;
        const better = !best ||
            (isActiveState(e.state) && !isActiveState(best.entry.state)) ||
            (isActiveState(e.state) === isActiveState(best.entry.state) && e.seq > best.entry.seq);
        if (better)
            best = { queue: q, entry: e };
    }
    return best;
}
/** The queues of one repository. */
function queuesOf(sim, repo) {
    const key = `${repo.host}/${repo.owner}/${repo.name}`.toLowerCase();
    return [...sim.queues.values()].filter((q) => `${q.repo.host}/${q.repo.owner}/${q.repo.name}`.toLowerCase() === key);
}
/** One pull request; `at` picks the queue entry to show (default: its latest). */
function pullRequestBody(sim, repo, number, x, opts) {
    const id = pullRequestIdOf(repo, number);
    const at = opts.at ?? latestEntryOf(sim, repo, number);
    const f = bodies_prFacts(sim, repo, number, at?.queue.branch ?? 'main');
    if (!x.prCreatedAt.has(id))
        x.prCreatedAt.set(id, at?.entry.submittedAt ?? sim.now);
    return {
        id,
        repositoryId: repositoryIdOf(repo),
        number,
        title: f.title,
        branch: f.branch,
        sha: f.sha,
        baseBranch: f.baseBranch,
        author: f.author,
        url: f.url,
        state: at?.entry.state === 'merged' ? 'merged' : 'open',
        isCurrentlySubmittedToQueue: !!at && isActiveState(at.entry.state),
        ...(at ? { queueEntry: queueEntryBody(sim, at.queue, at.entry, x, opts.single) } : {}),
        createdAt: iso(x.prCreatedAt.get(id)),
        htmlUrl: `https://app.trunk.io/${repo.owner}/pull/${number}?repo=${repo.owner}/${repo.name}`,
    };
}
/** The queue's dispatch order: started entries by run, then pending ones. */
function orderBody(sim, q) {
    const batches = new Map();
    const pending = [];
    for (const e of q.line) {
        const pr = queuedPullRequestBody(sim, q, e.prNumber);
        if (STARTED_STATES.has(e.state) && e.runId) {
            let b = batches.get(e.runId);
            if (!b) {
                b = {
                    verificationRunId: e.runId,
                    state: camel(e.state),
                    isBisection: false,
                    pullRequests: [],
                };
                batches.set(e.runId, b);
            }
            b.pullRequests.push(pr);
        }
        else {
            pending.push({
                pullRequest: pr,
                schedulability: 'schedulable',
                directlyAhead: [],
                heldBy: [],
            });
        }
    }
    return {
        mode: modeOf(q),
        queueState: camel(q.state),
        batchingEnabled: q.settings.batch,
        isolationResolved: true,
        hasCycle: false,
        batches: [...batches.values()],
        pending,
        awaitingAdmission: [],
        awaitingAdmissionTotal: 0,
    };
}
/** One verification run (v1's test run), with checks as v1's testing details report them. */
function verificationRunBody(sim, q, run, single) {
    const override = q.settings.requiredStatuses;
    const contexts = override ?? [DEFAULT_STATUS_CONTEXT];
    const url = `${repoUrl(q.repo)}/runs/${run.id}`;
    const running = run.status === 'in_progress';
    const timedOut = run.endReason?.startsWith('timed out') === true;
    const conclusion = running
        ? 'neutral'
        : run.status === 'succeeded'
            ? 'success'
            : run.status === 'cancelled'
                ? 'cancelled'
                : timedOut
                    ? 'timeout'
                    : 'failure';
    const providerConclusion = {
        neutral: undefined,
        success: 'SUCCESS',
        cancelled: 'CANCELLED',
        timeout: 'TIMED_OUT',
        failure: 'FAILURE',
    }[conclusion];
    const checks = [
        ...contexts.map((name, i) => ({
            id: `${run.id}-check-${i}`,
            name,
            kind: 'checkRun',
            status: running ? 'inProgress' : 'completed',
            conclusion,
            providerStatus: running ? 'IN_PROGRESS' : 'COMPLETED',
            ...(providerConclusion ? { providerConclusion } : {}),
            url,
            provider: 'github',
        })),
        ...contexts.map((name, i) => ({
            id: `${run.id}-status-${i}`,
            name,
            kind: 'statusCheck',
            status: running ? 'inProgress' : 'completed',
            conclusion,
            providerStatus: running ? 'PENDING' : 'COMPLETED',
            providerConclusion: running
                ? 'PENDING'
                : run.status === 'succeeded'
                    ? 'SUCCESS'
                    : run.status === 'cancelled'
                        ? 'ERROR'
                        : 'FAILURE',
            url,
            provider: 'github',
        })),
    ];
    const set = (t) => t === 'ALL'
        ? { impactsAllTargets: true, impactedTargets: [], totalImpactedTargets: 0 }
        : {
            impactsAllTargets: false,
            impactedTargets: [...(t ?? [])].sort(),
            totalImpactedTargets: (t ?? []).length,
        };
    const body = {
        id: run.id,
        isBisection: false,
        testBranch: run.testBranch,
        testBranchSha: run.testBranchSha,
        testBranchCommitUrl: `${repoUrl(q.repo)}/commit/${run.testBranchSha}`,
        createdAt: iso(run.createdAt),
        updatedAt: iso(run.finishedAt ?? run.createdAt),
        status: camel(run.status),
        requiredStatusesSource: override === null ? 'trunkConfig' : 'mergeInstance',
        requiredStatuses: contexts,
        checks,
        testedPullRequests: run.prNumbers.map((n) => queuedPullRequestBody(sim, q, n)),
        dependentPullRequests: run.basePrNumbers.map((n) => queuedPullRequestBody(sim, q, n)),
    };
    if (single && run.impactedTargets !== undefined) {
        body.impactedTargets = {
            all: set(run.impactedTargets),
            ...(run.impactedTargetsForTestedPrs !== undefined
                ? { testedPullRequestsOnly: set(run.impactedTargetsForTestedPrs) }
                : {}),
        };
    }
    return body;
}

;// CONCATENATED MODULE: external "node:perf_hooks"
const external_node_perf_hooks_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");
;// CONCATENATED MODULE: ./src/emulator/v2/keys.ts
/**
 * The emulator's v2 API keys and rate limits. A key (`trunk_v2_…`) carries permissions, as the
 * service's do; requests are limited as the docs say (notes §5): 5 a second per key on reads
 * under `/v2/pull-requests`, 5 a second for the metrics, 100 a second for everything else. The
 * docs give no algorithm (gaps.md §3): a token bucket that holds one second's worth.
 */



/** The key the emulator accepts when none is configured, with every permission. Not a secret. */
const DEFAULT_V2_API_KEY = 'trunk_v2_emulator';
/** What is wrong with a permission list, or undefined. */
function permissionProblem(perms) {
    const unknown = perms.filter((p) => !V2_PERMISSION_IDS.includes(p));
    return unknown.length
        ? `unknown permission ${unknown.map((p) => JSON.stringify(p)).join(', ')}; expected any of ${V2_PERMISSION_IDS.join(', ')} (or all)`
        : undefined;
}
/** What is wrong with a key value, or undefined. */
function keyProblem(key) {
    if (!key.startsWith(V2_KEY_PREFIX))
        return `must start with ${V2_KEY_PREFIX}`;
    if (!/^[\x21-\x7e]{10,4096}$/.test(key)) {
        return 'must be 10-4096 printable ASCII characters without spaces';
    }
    return undefined;
}
/**
 * Reads `KEY=perm,perm` (the `--api-key` flag): the key, then its permissions (none: a key that
 * can only read; `all`: every permission). Throws a message naming what is wrong.
 */
function parseApiKeySpec(spec) {
    const eq = spec.indexOf('=');
    if (eq <= 0)
        throw new Error('expected KEY=permission,permission (KEY starts with trunk_v2_)');
    const key = spec.slice(0, eq);
    const problem = keyProblem(key);
    if (problem)
        throw new Error(`the key ${problem} (value not shown)`);
    const list = spec
        .slice(eq + 1)
        .split(',')
        .map((p) => p.trim())
        .filter((p) => p !== '');
    const perms = list.includes('all') ? [...V2_PERMISSION_IDS] : list;
    const bad = permissionProblem(perms);
    if (bad)
        throw new Error(bad);
    return { key, permissions: [...new Set(perms)] };
}
/** The keys the emulator accepts, looked up by digest (the value is never compared as text). */
class ApiKeyStore {
    byDigest = new Map();
    constructor(keys = [{ key: DEFAULT_V2_API_KEY, permissions: [...V2_PERMISSION_IDS] }]) {
        for (const k of keys)
            this.set(k);
    }
    static digest(key) {
        return (0,external_node_crypto_namespaceObject.createHash)('sha256').update(key, 'utf8').digest('hex');
    }
    /** Adds a key or replaces its permissions. */
    set(k) {
        this.byDigest.set(ApiKeyStore.digest(k.key), { key: k.key, permissions: [...k.permissions] });
    }
    /** Removes a key; false when there was none. */
    remove(key) {
        return this.byDigest.delete(ApiKeyStore.digest(key));
    }
    /** The key's record, or undefined for an unknown key. */
    lookup(key) {
        return this.byDigest.get(ApiKeyStore.digest(key));
    }
    /** Every key, masked (prefix and last 4 characters), with its permissions. */
    list() {
        return [...this.byDigest.values()].map((k) => ({
            key: `${k.key.slice(0, V2_KEY_PREFIX.length)}…${k.key.slice(-4)}`,
            permissions: [...k.permissions],
        }));
    }
}
/** Requests a second of each limit (notes §5). */
const RATE_LIMITS = { pullRequestReadsPerKey: 5, metricsPerOrg: 5, perOrg: 100 };
/** Token buckets by name, refilled continuously in real time (rate limits are about real load). */
class RateLimiter {
    now;
    buckets = new Map();
    constructor(now = () => external_node_perf_hooks_namespaceObject.performance.now()) {
        this.now = now;
    }
    /** Takes one token from `name` (capacity and refill `perSecond`); false when it is empty. */
    take(name, perSecond) {
        const t = this.now();
        const b = this.buckets.get(name) ?? { tokens: perSecond, at: t };
        b.tokens = Math.min(perSecond, b.tokens + ((t - b.at) / 1000) * perSecond);
        b.at = t;
        this.buckets.set(name, b);
        if (b.tokens < 1)
            return false;
        b.tokens -= 1;
        return true;
    }
    /** Which limits a request counts against (the org's, and its own where it has one). */
    static bucketsOf(method, path, keyDigest) {
        const out = [['org', RATE_LIMITS.perOrg]];
        if (method === 'GET' && path.startsWith('/v2/pull-requests')) {
            out.push([`pr:${keyDigest}`, RATE_LIMITS.pullRequestReadsPerKey]);
        }
        if (method === 'GET' && /^\/v2\/merge-queues\/(?:[^/]+\/)?metrics$/.test(path)) {
            out.push(['metrics', RATE_LIMITS.metricsPerOrg]);
        }
        return out;
    }
}

;// CONCATENATED MODULE: ./src/emulator/v2/routes.ts
/**
 * The `/v2` endpoints over the same simulation the `/v1` ones drive: each parses and checks its
 * input (400 VALIDATION_FAILED naming the field), acts through the simulation's public methods in
 * one synchronous call, and answers in v2's shapes; errors in the `{error:{code,message}}`
 * envelope.
 */








/** A v2 error: status, code and message, answered in the envelope. */
class V2Error extends Error {
    status;
    code;
    constructor(status, code, message) {
        super(message);
        this.status = status;
        this.code = code;
    }
}
/** The envelope reply of an error. */
function errorReply(status, code, message) {
    return jsonReply(status, { error: { code, message } });
}
const routes_P = V2_PERMISSIONS;
const none = () => [];
// ---- Input ------------------------------------------------------------------------------------
function routes_validate(schema, input) {
    const r = schema.safeParse(input);
    if (r.success)
        return r.data;
    const issue = r.error.issues[0];
    const field = issue?.path.length ? issue.path.join('.') : '(body)';
    throw new V2Error(400, 'VALIDATION_FAILED', `${field} ${issue?.message ?? 'is invalid'}`);
}
function bad(message) {
    return new V2Error(400, 'VALIDATION_FAILED', message);
}
/** The page a list asks for: limit 1..100 (default 25), a cursor bound to the filters. */
function routes_pageOf(req, operation, rows, filters) {
    const limitText = req.query.get('limit');
    const limit = limitText === null ? 25 : Number(limitText);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100 || !/^\d+$/.test(limitText ?? '25')) {
        throw bad(`limit must be a whole number from 1 to 100 (given ${JSON.stringify(limitText)})`);
    }
    const includeTotal = req.query.get('includeTotal');
    if (includeTotal !== null && includeTotal !== 'true' && includeTotal !== 'false') {
        throw bad(`includeTotal must be true or false (given ${JSON.stringify(includeTotal)})`);
    }
    const binding = (0,external_node_crypto_namespaceObject.createHash)('sha256').update(`${operation}?${filters}`).digest('hex').slice(0, 12);
    let offset = 0;
    const cursor = req.query.get('cursor');
    if (cursor !== null) {
        const m = /^(\d+)\.([0-9a-f]{12})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
        if (!m || m[2] !== binding) {
            throw new V2Error(400, 'INVALID_CURSOR', 'the cursor is not one this list gave, or its filters changed; start again without a cursor');
        }
        offset = Number(m[1]);
    }
    const data = rows.slice(offset, offset + limit);
    const hasMore = offset + limit < rows.length;
    return jsonReply(200, {
        data,
        nextCursor: hasMore
            ? Buffer.from(`${offset + limit}.${binding}`, 'utf8').toString('base64url')
            : null,
        hasMore,
        ...(includeTotal === 'true' ? { total: rows.length } : {}),
    });
}
/** Runs a simulation call, turning its v1 errors into v2 codes. */
function act(fn, codes) {
    try {
        return fn();
    }
    catch (e) {
        if (!(e instanceof HttpError))
            throw e;
        const [status, code] = codes[e.status] ?? [
            e.status,
            e.status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED',
        ];
        throw new V2Error(status, code, e.message);
    }
}
// ---- Lookups ----------------------------------------------------------------------------------
function queueById(ctx, id) {
    for (const q of ctx.sim.queues.values())
        if (mergeQueueIdOf(q.repo, q.branch) === id)
            return q;
    throw new V2Error(404, 'MERGE_QUEUE_NOT_FOUND', `no merge queue has id ${JSON.stringify(id)}`);
}
/** Every repository the simulation knows: those with queues, registered PRs, named ones. */
function knownRepositories(ctx) {
    const out = new Map();
    for (const [id, r] of ctx.repositories)
        out.set(id, r.repo);
    for (const q of ctx.sim.queues.values())
        out.set(repositoryIdOf(q.repo), q.repo);
    for (const m of ctx.sim.pullRequests.values())
        out.set(repositoryIdOf(m.repo), m.repo);
    return out;
}
function repositoryById(ctx, id, code = 'REPOSITORY_NOT_FOUND') {
    const repo = knownRepositories(ctx).get(id.toLowerCase());
    if (!repo)
        throw new V2Error(404, code, `no repository has id ${JSON.stringify(id)}`);
    return repo;
}
/** The PR numbers of a repository the emulator has seen (registered, submitted or uploaded for). */
function knownNumbers(ctx, repo) {
    const numbers = new Set();
    const rk = model_repoKey(repo);
    for (const m of ctx.sim.pullRequests.values())
        if (model_repoKey(m.repo) === rk)
            numbers.add(m.number);
    const queues = queuesOf(ctx.sim, repo);
    for (const q of queues)
        for (const n of q.byPr.keys())
            numbers.add(n);
    for (const key of ctx.sim.targetUploads.keys()) {
        const q = queues.find((x) => key.startsWith(`${x.key}#`));
        if (q)
            numbers.add(Number(key.slice(q.key.length + 1)));
    }
    return numbers;
}
function pullRequestById(ctx, id) {
    const want = id.toLowerCase();
    for (const repo of knownRepositories(ctx).values()) {
        for (const n of knownNumbers(ctx, repo)) {
            if (pullRequestIdOf(repo, n) === want)
                return { repo, number: n };
        }
    }
    throw new V2Error(404, 'PR_NOT_FOUND', `no pull request has id ${JSON.stringify(id)}`);
}
/** The PR's live entry, or 409 PR_NOT_IN_ACTIVE_STATE. */
function activeEntry(ctx, repo, number) {
    const at = latestEntryOf(ctx.sim, repo, number);
    if (!at || !isActiveState(at.entry.state)) {
        throw new V2Error(409, 'PR_NOT_IN_ACTIVE_STATE', `pull request #${number} is not in a merge queue${at ? ` (its entry is ${camel(at.entry.state)})` : ''}`);
    }
    return at;
}
function prReply(ctx, status, repo, number) {
    return jsonReply(status, pullRequestBody(ctx.sim, repo, number, ctx.x, { single: true }));
}
/** Changes an active entry's priority or batching through v1's resubmit (which updates it). */
function resubmit(ctx, q, number, change) {
    const sim = ctx.sim;
    const refuses = sim.v2DuplicateSubmit;
    // The simulation's resubmit updates a queued entry unless it runs in v2-duplicate mode; the
    // v2 layer decides refusals itself, so the update path is what it needs here.
    sim.v2DuplicateSubmit = false;
    try {
        sim.submit({
            repo: q.repo,
            targetBranch: q.branch,
            pr: { number },
            priority: change.priority,
            noBatch: change.noBatch,
        });
    }
    finally {
        sim.v2DuplicateSubmit = refuses;
    }
}
function touch(ctx, q) {
    const terraform = /terraform|opentofu/i.test(ctx.agent);
    ctx.x.queueMeta.set(q.key, {
        managedState: terraform ? 'terraform' : 'manual',
        updatedAt: ctx.sim.now,
    });
}
function metricsReply(ctx, queues) {
    const sources = queues.map((q) => {
        const active = ctx.sim.activeEntries(q);
        return { queue: q, active, recent: [...active, ...q.finished] };
    });
    return {
        status: 200,
        contentType: METRICS_CONTENT_TYPE,
        body: renderMetrics(sources, ctx.sim.now),
    };
}
function parseProviderUrl(raw) {
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        return undefined;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
        return undefined;
    const parts = url.pathname
        .replace(/\/+$/, '')
        .replace(/\.git$/, '')
        .split('/')
        .filter(Boolean);
    if (parts.length !== 2)
        return undefined;
    return { host: url.host.toLowerCase(), owner: parts[0], name: parts[1] };
}
// ---- Routes -----------------------------------------------------------------------------------
const queueStateChange = (action) => ({
    operationId: `mergeQueues.${action}`,
    method: 'POST',
    pattern: ['merge-queues', ':id', action],
    body: 'ignored',
    permissions: () => [routes_P.updateSettings],
    handle: (ctx, req) => {
        const q = queueById(ctx, req.params[0]);
        const state = { pause: 'paused', resume: 'running', drain: 'draining' }[action];
        ctx.sim.updateQueue(q.repo, q.branch, { state });
        touch(ctx, q);
        return jsonReply(200, stateChangeBody(q));
    },
});
/** Every v2 endpoint the emulator serves. */
const V2_ROUTES = [
    {
        operationId: 'mergeQueues.list',
        method: 'GET',
        pattern: ['merge-queues'],
        body: 'none',
        permissions: none,
        handle: (ctx, req) => {
            const repositoryId = req.query.get('repositoryId');
            const targetBranch = req.query.get('targetBranch');
            if (targetBranch !== null && repositoryId === null) {
                throw bad('targetBranch needs repositoryId (it narrows within one repository)');
            }
            const rows = [...ctx.sim.queues.values()]
                .filter((q) => repositoryId === null || repositoryIdOf(q.repo) === repositoryId.toLowerCase())
                .filter((q) => targetBranch === null || q.branch === targetBranch)
                .sort((a, b) => a.createdAt - b.createdAt || a.key.localeCompare(b.key))
                .map((q) => mergeQueueBody(q, ctx.x));
            return routes_pageOf(req, 'mergeQueues.list', rows, `${repositoryId}|${targetBranch}`);
        },
    },
    {
        operationId: 'mergeQueues.create',
        method: 'POST',
        pattern: ['merge-queues'],
        body: 'json',
        permissions: () => [routes_P.updateSettings],
        handle: (ctx, req) => {
            const body = routes_validate(CreateMergeQueueRequestSchema, req.body);
            const repo = repositoryById(ctx, body.repositoryId);
            act(() => ctx.sim.createQueue({
                repo,
                targetBranch: body.targetBranch,
                mode: body.mode === undefined ? undefined : body.mode === 'graph' ? 'parallel' : 'single',
                concurrency: body.concurrency,
            }), { 409: [409, 'QUEUE_ALREADY_EXISTS'] });
            const q = ctx.sim.queueOf(repo, body.targetBranch);
            if (body.bisectionConcurrency !== undefined || body.enqueueingLabel !== undefined) {
                ctx.sim.updateQueue(repo, body.targetBranch, {
                    bisectionConcurrency: body.bisectionConcurrency,
                    enqueueingLabel: body.enqueueingLabel,
                });
            }
            touch(ctx, q);
            return jsonReply(201, mergeQueueBody(q, ctx.x));
        },
    },
    {
        operationId: 'mergeQueues.organizationMetrics',
        method: 'GET',
        pattern: ['merge-queues', 'metrics'],
        body: 'none',
        permissions: none,
        handle: (ctx, req) => {
            const id = req.query.get('repositoryId');
            if (id === null)
                return metricsReply(ctx, [...ctx.sim.queues.values()]);
            return metricsReply(ctx, queuesOf(ctx.sim, repositoryById(ctx, id)));
        },
    },
    {
        operationId: 'mergeQueues.get',
        method: 'GET',
        pattern: ['merge-queues', ':id'],
        body: 'none',
        permissions: none,
        handle: (ctx, req) => jsonReply(200, mergeQueueBody(queueById(ctx, req.params[0]), ctx.x)),
    },
    {
        operationId: 'mergeQueues.delete',
        method: 'DELETE',
        pattern: ['merge-queues', ':id'],
        body: 'none',
        permissions: () => [routes_P.updateSettings],
        handle: (ctx, req) => {
            const q = queueById(ctx, req.params[0]);
            act(() => ctx.sim.deleteQueue(q.repo, q.branch), { 400: [409, 'QUEUE_HAS_ACTIVE_ENTRIES'] });
            ctx.x.queueMeta.delete(q.key);
            ctx.x.batchingRules.delete(q.key);
            return { status: 204, contentType: 'text/plain; charset=utf-8', body: '' };
        },
    },
    {
        operationId: 'mergeQueues.metrics',
        method: 'GET',
        pattern: ['merge-queues', ':id', 'metrics'],
        body: 'none',
        permissions: none,
        handle: (ctx, req) => metricsReply(ctx, [queueById(ctx, req.params[0])]),
    },
    {
        operationId: 'mergeQueues.order',
        method: 'GET',
        pattern: ['merge-queues', ':id', 'order'],
        body: 'none',
        permissions: none,
        handle: (ctx, req) => jsonReply(200, orderBody(ctx.sim, queueById(ctx, req.params[0]))),
    },
    {
        operationId: 'mergeQueues.listPullRequests',
        method: 'GET',
        pattern: ['merge-queues', ':id', 'pull-requests'],
        body: 'none',
        permissions: none,
        handle: (ctx, req) => {
            const q = queueById(ctx, req.params[0]);
            for (const k of ['sort', 'direction']) {
                const v = req.query.get(k);
                if (v !== null && v !== (k === 'sort' ? 'createdAt' : 'desc')) {
                    throw bad(`${k} accepts only ${k === 'sort' ? 'createdAt' : 'desc'} (given ${JSON.stringify(v)})`);
                }
            }
            const stateText = req.query.get('state');
            const states = stateText === null ? undefined : stateText.split(',').map((s) => s.trim());
            const unknown = states?.filter((s) => !QUEUE_ENTRY_STATES.includes(s));
            if (unknown?.length) {
                throw bad(`state ${unknown.map((s) => JSON.stringify(s)).join(', ')} is not one of ${QUEUE_ENTRY_STATES.join(', ')}`);
            }
            const author = req.query.get('author');
            const entries = [...q.byPr.values()]
                .filter((e) => !states || states.includes(camel(e.state)))
                .filter((e) => author === null ||
                (ctx.sim.metadataOf(q.repo, e.prNumber).author ?? 'emulator-user') === author)
                .sort((a, b) => b.submittedAt - a.submittedAt || b.seq - a.seq);
            const rows = entries.map((e) => pullRequestBody(ctx.sim, q.repo, e.prNumber, ctx.x, {
                single: false,
                at: { queue: q, entry: e },
            }));
            return routes_pageOf(req, 'mergeQueues.listPullRequests', rows, `${q.key}|${stateText}|${author}`);
        },
    },
    {
        operationId: 'mergeQueues.submitPullRequest',
        method: 'POST',
        pattern: ['merge-queues', ':id', 'pull-requests'],
        body: 'json',
        permissions: (b) => [
            routes_P.mergeAndCancel,
            ...(b?.priorityValue !== undefined || b?.priorityName !== undefined ? [routes_P.setPriority] : []),
            ...(b?.allowBatching === false ? [routes_P.skipBatching] : []),
            ...(b?.direct === true ? [routes_P.directToQueue] : []),
        ],
        handle: (ctx, req) => {
            const q = queueById(ctx, req.params[0]);
            const body = routes_validate(schemas_SubmitPullRequestRequestSchema, req.body);
            const existing = q.byPr.get(body.number);
            if (existing && isActiveState(existing.state)) {
                throw new V2Error(409, 'PR_ALREADY_ENQUEUED', `pull request #${body.number} is already in this queue (${camel(existing.state)}); use reprioritize or PATCH its queue-entry`);
            }
            act(() => ctx.sim.submit({
                repo: q.repo,
                targetBranch: q.branch,
                pr: { number: body.number },
                priority: (body.priorityValue ?? body.priorityName),
                noBatch: body.allowBatching === false,
            }), { 400: [422, 'PR_NOT_ENQUEUEABLE'] });
            const entry = q.byPr.get(body.number);
            if (entry)
                ctx.x.direct.set(entry.id, body.direct === true);
            return prReply(ctx, 201, q.repo, body.number);
        },
    },
    queueStateChange('pause'),
    queueStateChange('resume'),
    queueStateChange('drain'),
    {
        operationId: 'mergeQueues.switchModes',
        method: 'POST',
        pattern: ['merge-queues', ':id', 'switch-modes'],
        body: 'json',
        permissions: () => [routes_P.updateSettings],
        handle: (ctx, req) => {
            const q = queueById(ctx, req.params[0]);
            const { mode } = routes_validate(SwitchModesRequestSchema, req.body);
            if (q.state === 'switching_modes') {
                throw new V2Error(409, 'MODE_CHANGE_IN_PROGRESS', 'the queue is switching modes already');
            }
            ctx.sim.updateQueue(q.repo, q.branch, { mode: mode === 'graph' ? 'parallel' : 'single' });
            touch(ctx, q);
            return jsonReply(200, stateChangeBody(q));
        },
    },
    {
        operationId: 'mergeQueues.updateConfig',
        method: 'PATCH',
        pattern: ['merge-queues', ':id', 'config'],
        body: 'json',
        permissions: () => [routes_P.updateSettings],
        handle: (ctx, req) => {
            const q = queueById(ctx, req.params[0]);
            const patch = routes_validate(UpdateMergeQueueConfigRequestSchema, req.body);
            if (q.state === 'switching_modes') {
                throw new V2Error(409, 'MODE_CHANGE_IN_PROGRESS', 'the queue is switching modes; its configuration cannot change until it is done');
            }
            const renamed = {
                allowBatching: 'batch',
                areCommentsEnabled: 'commentsEnabled',
                areCommandsEnabled: 'commandsEnabled',
                isStatusCheckEnabled: 'statusCheckEnabled',
                isExtensionEnabled: 'extensionEnabled',
                areLabelCommandsEnabled: 'labelCommandsEnabled',
                areStateLabelsEnabled: 'stateLabelsEnabled',
                createsPrsForTestingBranches: 'createPrsForTestingBranches',
            };
            const settings = {};
            for (const [k, v] of Object.entries(patch)) {
                if (v === undefined)
                    continue;
                if (k === 'batchingRules')
                    ctx.x.batchingRules.set(q.key, v);
                else if (k === 'notReadyTimeoutMinutes')
                    settings.notReadyTimeoutHours = v / 60;
                else if (k === 'requiredStatuses') {
                    if (v.length)
                        settings.requiredStatuses = v;
                    else
                        settings.deleteRequiredStatuses = true;
                }
                else if (k === 'optimizationMode' ||
                    k === 'mergeMethod' ||
                    k === 'testBranchConstructionMode') {
                    settings[k] = snake(v);
                }
                else
                    settings[renamed[k] ?? k] = v;
            }
            ctx.sim.updateQueue(q.repo, q.branch, settings);
            touch(ctx, q);
            return jsonReply(200, mergeQueueBody(q, ctx.x));
        },
    },
    {
        operationId: 'impactedTargets.upload',
        method: 'PUT',
        pattern: ['impacted-targets'],
        body: 'json',
        permissions: () => [routes_P.mergeAndCancel],
        handle: (ctx, req) => {
            const body = routes_validate(UploadImpactedTargetsRequestSchema, req.body);
            const repo = repositoryById(ctx, body.repositoryId);
            const host = repo.host.toLowerCase();
            if (host !== 'github.com' && host !== 'gitlab.com') {
                throw new V2Error(422, 'IMPACTED_TARGETS_UNSUPPORTED', `impacted targets are supported only for GitHub and GitLab repositories, not ${repo.host}`);
            }
            let number = body.number;
            if (number === undefined) {
                const m = /^pr-(\d+)$/.exec(body.branch ?? '');
                number = m ? Number(m[1]) : undefined;
                if (number === undefined || !knownNumbers(ctx, repo).has(number)) {
                    throw new V2Error(404, 'PR_NOT_FOUND', `no pull request has head branch ${JSON.stringify(body.branch)}`);
                }
            }
            act(() => ctx.sim.setImpactedTargets({
                repo,
                targetBranch: body.targetBranch,
                pr: { number: number, sha: body.sha },
                impactedTargets: body.impactsAllTargets ? 'ALL' : (body.impactedTargets ?? []),
            }), { 404: [404, 'MERGE_QUEUE_NOT_FOUND'] });
            return { status: 202, contentType: 'text/plain; charset=utf-8', body: '' };
        },
    },
    {
        operationId: 'mergeQueueVerificationRuns.get',
        method: 'GET',
        pattern: ['merge-queue-verification-runs', ':id'],
        body: 'none',
        permissions: none,
        handle: (ctx, req) => {
            const id = req.params[0];
            const run = ctx.sim.runs.get(id.toLowerCase());
            const q = run && ctx.sim.queues.get(run.queueKey);
            if (!run || !q) {
                throw new V2Error(404, 'VERIFICATION_RUN_NOT_FOUND', `no verification run has id ${JSON.stringify(id)}`);
            }
            return jsonReply(200, verificationRunBody(ctx.sim, q, run, true));
        },
    },
    {
        operationId: 'mergeQueues.listVerificationRuns',
        method: 'GET',
        pattern: ['merge-queues', ':id', 'verification-runs'],
        body: 'none',
        permissions: none,
        handle: (ctx, req) => {
            const q = queueById(ctx, req.params[0]);
            const status = req.query.get('status');
            if (status !== null && !['inProgress', 'failed', 'cancelled', 'succeeded'].includes(status)) {
                throw bad(`status must be one of inProgress, failed, cancelled, succeeded (given ${JSON.stringify(status)})`);
            }
            const rows = [...ctx.sim.runs.values()]
                .filter((r) => r.queueKey === q.key && (status === null || camel(r.status) === status))
                .sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id))
                .map((r) => verificationRunBody(ctx.sim, q, r, false));
            return routes_pageOf(req, 'mergeQueues.listVerificationRuns', rows, `${q.key}|${status}`);
        },
    },
    {
        operationId: 'pullRequests.resolveByCoordinates',
        method: 'GET',
        pattern: ['pull-requests'],
        body: 'none',
        permissions: none,
        handle: (ctx, req) => {
            const repositoryId = req.query.get('repositoryId');
            if (repositoryId === null)
                throw bad('repositoryId is required');
            const numberText = req.query.get('number');
            const branch = req.query.get('branch');
            const baseBranch = req.query.get('baseBranch');
            if ((numberText === null) === (branch === null))
                throw bad('exactly one of number and branch must be given');
            if (baseBranch !== null && branch === null)
                throw bad('baseBranch goes only with branch');
            const repo = knownRepositories(ctx).get(repositoryId.toLowerCase());
            const known = repo ? knownNumbers(ctx, repo) : new Set();
            let numbers;
            if (numberText !== null) {
                const parts = numberText.split(',');
                if (parts.length > 50)
                    throw bad('number lists at most 50 numbers');
                numbers = parts.map((p) => {
                    const n = Number(p.trim());
                    if (!/^\s*\d+\s*$/.test(p) || n < 1 || n > 10_000_000) {
                        throw bad(`number ${JSON.stringify(p)} is not a PR number from 1 to 10000000`);
                    }
                    return n;
                });
            }
            else {
                const m = /^pr-(\d+)$/.exec(branch);
                numbers = m ? [Number(m[1])] : [];
            }
            const single = numberText !== null && numbers.length === 1;
            const rows = [...new Set(numbers)]
                .filter((n) => known.has(n))
                .filter((n) => baseBranch === null ||
                (latestEntryOf(ctx.sim, repo, n)?.queue.branch ??
                    ctx.sim.metadataOf(repo, n).baseBranch) === baseBranch)
                .sort((a, b) => a - b)
                .map((n) => pullRequestBody(ctx.sim, repo, n, ctx.x, { single }));
            return routes_pageOf(req, 'pullRequests.resolveByCoordinates', rows, `${repositoryId}|${numberText}|${branch}|${baseBranch}`);
        },
    },
    {
        operationId: 'pullRequests.get',
        method: 'GET',
        pattern: ['pull-requests', ':id'],
        body: 'none',
        permissions: none,
        handle: (ctx, req) => {
            const { repo, number } = pullRequestById(ctx, req.params[0]);
            return prReply(ctx, 200, repo, number);
        },
    },
    {
        operationId: 'pullRequests.dequeue',
        method: 'POST',
        pattern: ['pull-requests', ':id', 'dequeue'],
        body: 'ignored',
        permissions: () => [routes_P.mergeAndCancel],
        handle: (ctx, req) => {
            const { repo, number } = pullRequestById(ctx, req.params[0]);
            const { queue } = activeEntry(ctx, repo, number);
            ctx.sim.cancel({ repo, targetBranch: queue.branch, pr: { number } });
            return prReply(ctx, 200, repo, number);
        },
    },
    {
        operationId: 'pullRequests.restartTests',
        method: 'POST',
        pattern: ['pull-requests', ':id', 'restart-tests'],
        body: 'ignored',
        permissions: () => [routes_P.mergeAndCancel],
        handle: (ctx, req) => {
            const { repo, number } = pullRequestById(ctx, req.params[0]);
            const { queue, entry } = activeEntry(ctx, repo, number);
            if (entry.state !== 'testing' && entry.state !== 'pending_failure') {
                throw new V2Error(422, 'PR_TESTS_NOT_RESTARTABLE', `pull request #${number} is ${camel(entry.state)}; tests restart only while testing or pendingFailure`);
            }
            ctx.sim.restart({ repo, targetBranch: queue.branch, pr: { number } });
            return prReply(ctx, 200, repo, number);
        },
    },
    {
        operationId: 'pullRequests.reprioritize',
        method: 'POST',
        pattern: ['pull-requests', ':id', 'reprioritize'],
        body: 'json',
        permissions: () => [routes_P.setPriority],
        handle: (ctx, req) => {
            const { repo, number } = pullRequestById(ctx, req.params[0]);
            const body = routes_validate(ReprioritizeRequestSchema, req.body);
            const { queue } = activeEntry(ctx, repo, number);
            resubmit(ctx, queue, number, { priority: body.priorityValue ?? body.priorityName });
            return prReply(ctx, 200, repo, number);
        },
    },
    {
        operationId: 'pullRequests.updateQueueEntry',
        method: 'PATCH',
        pattern: ['pull-requests', ':id', 'queue-entry'],
        body: 'json',
        permissions: (b) => [
            ...(b?.priorityValue !== undefined || b?.priorityName !== undefined ? [routes_P.setPriority] : []),
            ...(b?.allowBatching !== undefined ? [routes_P.skipBatching] : []),
            ...(b?.direct !== undefined ? [routes_P.directToQueue] : []),
        ],
        handle: (ctx, req) => {
            const { repo, number } = pullRequestById(ctx, req.params[0]);
            const body = routes_validate(UpdateQueueEntryRequestSchema, req.body);
            const { queue, entry } = activeEntry(ctx, repo, number);
            const priority = body.priorityValue ?? body.priorityName;
            if (priority !== undefined || body.allowBatching !== undefined) {
                resubmit(ctx, queue, number, {
                    priority,
                    noBatch: body.allowBatching === undefined ? undefined : !body.allowBatching,
                });
            }
            if (body.direct !== undefined)
                ctx.x.direct.set(entry.id, body.direct);
            return prReply(ctx, 200, repo, number);
        },
    },
    {
        operationId: 'repositories.resolveByProviderUrl',
        method: 'GET',
        pattern: ['repositories'],
        body: 'none',
        permissions: none,
        handle: (ctx, req) => {
            const raw = req.query.get('providerUrl');
            if (raw === null || raw === '')
                throw bad('providerUrl is required');
            const repo = parseProviderUrl(raw);
            if (!repo) {
                throw new V2Error(404, 'PROVIDER_URL_NOT_FOUND', `${JSON.stringify(raw)} names no repository (expected https://host/owner/name)`);
            }
            // Every well-formed repository URL is a repository Trunk knows (the app is everywhere).
            const id = repositoryIdOf(repo);
            const known = knownRepositories(ctx).get(id);
            if (!ctx.repositories.has(id))
                ctx.repositories.set(id, { repo: known ?? repo, createdAt: ctx.sim.now });
            const r = ctx.repositories.get(id);
            return routes_pageOf(req, 'repositories.resolveByProviderUrl', [repositoryBody(r.repo, r.createdAt)], raw);
        },
    },
    {
        operationId: 'repositories.get',
        method: 'GET',
        pattern: ['repositories', ':id'],
        body: 'none',
        permissions: none,
        handle: (ctx, req) => {
            const id = req.params[0].toLowerCase();
            const repo = repositoryById(ctx, id);
            return jsonReply(200, repositoryBody(repo, ctx.repositories.get(id)?.createdAt ?? ctx.sim.now));
        },
    },
];
/**
 * The route of a method and path below `/v2`, its path parameters, and the methods the path
 * has. Literal segments win over ids: `/merge-queues/metrics` is not the queue "metrics".
 */
function matchRoute(method, segments) {
    const ids = (r) => r.pattern.filter((p) => p === ':id').length;
    const fitting = V2_ROUTES.filter((r) => r.pattern.length === segments.length &&
        r.pattern.every((p, i) => p === ':id' || p === segments[i]));
    const fewest = Math.min(...fitting.map(ids));
    const best = fitting.filter((r) => ids(r) === fewest);
    const route = best.find((r) => r.method === method);
    const params = route
        ? route.pattern.flatMap((p, i) => p === ':id' ? [decodeURIComponent(segments[i])] : [])
        : [];
    return { route, params, allowed: best.map((r) => r.method) };
}

;// CONCATENATED MODULE: ./src/emulator/v2/index.ts









/** The control route of the keys. */
const API_KEYS_CONTROL_PATH = '/_control/api-keys';
function header(req, name) {
    const v = req.headers[name];
    return Array.isArray(v) ? v[0] : v;
}
/** The `/v2` endpoints and the keys control route of one emulator. */
class V2Api {
    host;
    keys;
    limiter = new RateLimiter();
    extras = newExtras();
    repositories = new Map();
    constructor(host, keys) {
        this.host = host;
        this.keys = new ApiKeyStore(keys);
    }
    /** True for the paths this module answers. */
    static handles(path) {
        return path === '/v2' || path.startsWith('/v2/') || path === API_KEYS_CONTROL_PATH;
    }
    /** Answers one request (never throws for a bad request; the server catches the rest). */
    async handle(req, res, url) {
        if (url.pathname === API_KEYS_CONTROL_PATH) {
            this.host.send(res, await this.control(req));
            return;
        }
        const path = url.pathname;
        const method = req.method ?? '';
        const { route, params, allowed } = matchRoute(method, path.split('/').slice(2));
        const record = this.host.log.start({
            method,
            path,
            operation: route ? `v2 ${route.operationId}` : 'unknown',
            status: 0,
            at: iso(this.host.now()),
        });
        res.on('close', () => {
            record.status = res.headersSent ? res.statusCode : 0;
        });
        this.host.send(res, await this.answer(req, method, path, url, route, params, allowed));
    }
    async answer(req, method, path, url, route, params, allowed) {
        // An unknown path says nothing about the caller: 404 before authentication.
        if (!route && !allowed.length) {
            return errorReply(404, 'NOT_FOUND', `no such endpoint: ${method} ${path}`);
        }
        const auth = this.authenticate(req);
        if ('status' in auth)
            return auth;
        if (!route) {
            return {
                ...errorReply(405, 'NOT_FOUND', `${path} accepts ${allowed.join(', ')} only`),
                headers: { Allow: allowed.join(', ') },
            };
        }
        const keyDigest = (0,external_node_crypto_namespaceObject.createHash)('sha256').update(auth.key).digest('hex').slice(0, 16);
        for (const [bucket, perSecond] of RateLimiter.bucketsOf(method, path, keyDigest)) {
            // Enforced at the edge: plain text, no envelope, no Retry-After (none is documented).
            if (!this.limiter.take(bucket, perSecond))
                return textReply(429, 'Too Many Requests');
        }
        const read = await this.host.readBody(req, MAX_REQUEST_BODY_BYTES);
        if (!read.ok) {
            return read.status === 413
                ? textReply(413, 'Payload Too Large', { Connection: 'close' })
                : errorReply(read.status, 'VALIDATION_FAILED', read.message);
        }
        let body;
        if (route.body === 'json') {
            let value;
            try {
                value = JSON.parse(read.bytes.toString('utf8'));
            }
            catch (e) {
                return errorReply(400, 'VALIDATION_FAILED', `the request body is not valid JSON: ${e.message}`);
            }
            if (!value || typeof value !== 'object' || Array.isArray(value)) {
                return errorReply(400, 'VALIDATION_FAILED', 'the request body must be a JSON object');
            }
            body = value;
        }
        const missing = route
            .permissions(body)
            .filter((p) => !auth.permissions.includes(p.id));
        if (missing.length) {
            return errorReply(403, 'INSUFFICIENT_PERMISSIONS', `this API key lacks the permission ${missing.map((p) => `"${p.label}"`).join(' and ')} that ${route.operationId} needs`);
        }
        const ctx = {
            sim: this.host.sim,
            x: this.extras,
            repositories: this.repositories,
            agent: `${header(req, 'user-agent') ?? ''} ${header(req, 'x-source') ?? ''}`,
        };
        return this.host.transact(() => {
            try {
                return route.handle(ctx, { params, query: url.searchParams, body });
            }
            catch (e) {
                if (e instanceof V2Error)
                    return errorReply(e.status, e.code, e.message);
                throw e;
            }
        });
    }
    /**
     * Who is calling: a known `Bearer trunk_v2_…` key, or the refusal. The shapes differ as the
     * service's do: the API's own 401s are enveloped; the edge's (a malformed header, a credential
     * that is not a v2 key) are plain text.
     */
    authenticate(req) {
        const authorization = header(req, 'authorization');
        if (authorization === undefined) {
            return errorReply(401, 'AUTHENTICATION_REQUIRED', header(req, 'x-api-token') !== undefined
                ? 'the organization API token (x-api-token) works only with the v1 API; send a v2 API key as Authorization: Bearer trunk_v2_…'
                : 'send a v2 API key as Authorization: Bearer trunk_v2_…');
        }
        const m = /^Bearer ([\x21-\x7e]+)$/.exec(authorization);
        if (!m)
            return textReply(401, 'Unauthorized');
        const key = m[1];
        if (!key.startsWith(V2_KEY_PREFIX))
            return textReply(403, 'Forbidden');
        return (this.keys.lookup(key) ??
            errorReply(401, 'INVALID_TOKEN', 'the API key is not valid (unknown or revoked)'));
    }
    /** `GET` lists the keys (masked); `POST {key, permissions}` adds or changes one, `{key, remove: true}` removes it. */
    async control(req) {
        const token = header(req, 'x-api-token');
        if (!token || !this.host.isV1Token(token)) {
            return textReply(401, 'the control API needs the emulator token in x-api-token');
        }
        if (req.method === 'GET')
            return jsonReply(200, { keys: this.keys.list() });
        if (req.method !== 'POST') {
            return {
                ...textReply(405, `${API_KEYS_CONTROL_PATH} accepts GET, POST only`),
                headers: { Allow: 'GET, POST' },
            };
        }
        const read = await this.host.readBody(req, 1024 * 1024);
        if (!read.ok)
            return textReply(read.status, read.message);
        let body;
        try {
            body = JSON.parse(read.bytes.toString('utf8'));
        }
        catch {
            return textReply(400, 'expected a JSON object {key, permissions} or {key, remove: true}');
        }
        if (typeof body !== 'object' || body === null || typeof body.key !== 'string') {
            return textReply(400, 'key must be a string starting with trunk_v2_');
        }
        const problem = keyProblem(body.key);
        if (problem)
            return textReply(400, `key ${problem} (value not shown)`);
        if (body.remove === true) {
            return this.keys.remove(body.key)
                ? jsonReply(200, { keys: this.keys.list() })
                : textReply(404, 'no such key');
        }
        const perms = body.permissions;
        if (!Array.isArray(perms) || perms.some((p) => typeof p !== 'string')) {
            return textReply(400, 'permissions must be a list of permission names (may be empty)');
        }
        const list = perms.includes('all') ? [...V2_PERMISSION_IDS] : perms;
        const bad = permissionProblem(list);
        if (bad)
            return textReply(400, `permissions: ${bad}`);
        this.keys.set({ key: body.key, permissions: [...new Set(list)] });
        return jsonReply(200, { keys: this.keys.list() });
    }
}

;// CONCATENATED MODULE: ./src/emulator/server.ts
/**
 * The emulator's HTTP layer: routing, constant-time token checks, bounded body reading (413
 * without buffering, 400 on a short body), the request log, fault injection, and the clock that
 * drives the simulation before each request and, in real-time mode, on a timer.
 */













/** Reads header `name` as one string (the first, if repeated). */
function server_header(req, name) {
    const v = req.headers[name];
    return Array.isArray(v) ? v[0] : v;
}
/**
 * Reads a request body of at most `limit` bytes. Over the limit it answers at once (413) without
 * reading the rest into memory: a declared Content-Length is checked before any byte is read,
 * a chunked body is counted as it arrives.
 */
function readBody(req, limit) {
    const declaredText = server_header(req, 'content-length');
    const declared = declaredText === undefined ? undefined : Number(declaredText);
    if (declaredText !== undefined && !/^\d+$/.test(declaredText.trim())) {
        return Promise.resolve({ ok: false, status: 400, message: 'Content-Length is not a number' });
    }
    if (declared !== undefined && declared > limit) {
        return Promise.resolve({
            ok: false,
            status: 413,
            message: `request body of ${declared} bytes is over the limit of ${limit} bytes (20 MiB)`,
        });
    }
    return new Promise((resolve) => {
        const chunks = [];
        let received = 0;
        let settled = false;
        const settle = (b) => {
            if (settled)
                return;
            settled = true;
            resolve(b);
        };
        req.on('data', (chunk) => {
            if (settled)
                return;
            received += chunk.length;
            if (received > limit) {
                chunks.length = 0;
                settle({
                    ok: false,
                    status: 413,
                    message: `request body is over the limit of ${limit} bytes (20 MiB)`,
                });
                return;
            }
            chunks.push(chunk);
        });
        req.on('end', () => {
            if (declared !== undefined && received !== declared) {
                settle({
                    ok: false,
                    status: 400,
                    message: `request body is ${received} bytes but Content-Length said ${declared}`,
                });
            }
            else
                settle({ ok: true, bytes: Buffer.concat(chunks) });
        });
        const early = () => settle({
            ok: false,
            status: 400,
            message: declared !== undefined
                ? `request body ended after ${received} of the ${declared} bytes Content-Length announced`
                : 'request body ended early',
        });
        req.on('aborted', early);
        req.on('error', early);
        req.on('close', () => {
            if (!req.complete)
                early();
        });
    });
}
/** The HTTP request handler of an emulator, and the clock-driven timer. */
class EmulatorServer {
    sim;
    clock;
    flaky;
    faultEngine;
    log;
    tokenDigest;
    digests = new Map();
    /** Sign-ins of the live view. */
    sessions = new ViewSessions();
    view = {
        sessions: this.sessions,
        isToken: (token) => token !== '' && (0,external_node_crypto_namespaceObject.timingSafeEqual)(this.digestOf(token), this.tokenDigest),
        readForm: async (req, res, limit) => {
            const body = await readBody(req, limit);
            if (body.ok)
                return body.bytes.toString('utf8');
            send(res, textReply(body.status, body.message, { Connection: 'close' }));
            return undefined;
        },
    };
    loopback;
    stateFile;
    timer;
    delayed = new Set();
    savedVersion = -1;
    closed = false;
    /** The `/v2` endpoints, over the same simulation. */
    v2;
    constructor(parts) {
        this.sim = parts.sim;
        this.clock = parts.clock;
        this.flaky = parts.flaky;
        this.faultEngine = parts.faults;
        this.log = parts.log;
        this.tokenDigest = server_digest(parts.token);
        this.loopback = parts.loopback;
        this.stateFile = parts.stateFile;
        this.savedVersion = this.sim.version;
        this.v2 = new V2Api({
            sim: this.sim,
            log: this.log,
            now: () => this.clock.now(),
            isV1Token: (token) => this.view.isToken(token),
            transact: (fn) => {
                this.sim.advanceTo(this.clock.now());
                try {
                    return fn();
                }
                finally {
                    this.afterChange();
                }
            },
            readBody,
            send,
        }, parts.apiKeys);
    }
    // ---- ControlContext ----------------------------------------------------------------------
    now() {
        return this.clock.now();
    }
    clockInfo() {
        return { now: this.sim.now, mode: this.clock.mode, speed: this.clock.speed };
    }
    configureClock(change) {
        this.sim.advanceTo(this.clock.now());
        this.clock.configure({ mode: change.mode, speed: change.speed });
        if (change.advanceMs !== undefined) {
            const target = this.clock.advance(change.advanceMs);
            this.sim.advanceTo(target);
        }
    }
    requests() {
        return this.log.summary();
    }
    resetRequests() {
        this.log.reset();
    }
    flakyTests() {
        return this.flaky.all();
    }
    replaceFlakyTests(tests) {
        this.flaky.replaceAll(tests);
    }
    upsertFlakyTests(tests) {
        this.flaky.upsert(tests);
    }
    faults() {
        return this.faultEngine.describe();
    }
    configureFaults(config) {
        if (!this.loopback && config.rules.length > 0) {
            throw new HttpError(400, 'fault mode is available only when the emulator listens on a loopback address');
        }
        this.faultEngine.configure(config);
    }
    clearFaults() {
        this.faultEngine.configure({ rules: [] });
    }
    // ---- Lifecycle ---------------------------------------------------------------------------
    /** The document the data file holds. */
    stateDocument() {
        return {
            format: 'merge-queue-emulator-state',
            version: 1,
            savedAt: iso(this.sim.now),
            clock: { now: this.sim.now, mode: this.clock.mode, speed: this.clock.speed },
            simulation: this.sim.toSnapshot(),
        };
    }
    /** Brings the simulation up to the clock, saves if it changed, re-arms the timer. */
    sync() {
        if (this.closed)
            return;
        this.sim.advanceTo(this.clock.now());
        this.afterChange();
    }
    afterChange() {
        if (this.stateFile && this.sim.version !== this.savedVersion) {
            this.savedVersion = this.sim.version;
            this.stateFile.schedule(() => this.stateDocument());
        }
        this.armTimer();
    }
    /** In real-time mode, wakes up at the next simulated event so state moves without requests. */
    armTimer() {
        if (this.timer)
            clearTimeout(this.timer);
        this.timer = undefined;
        if (this.closed || this.clock.mode !== 'real')
            return;
        const next = this.sim.nextEventTime();
        if (next === undefined)
            return;
        const delay = Math.min(2 ** 31 - 1, Math.ceil(this.clock.realDelayUntil(next)) + 1);
        this.timer = setTimeout(() => {
            this.timer = undefined;
            this.sync();
        }, delay);
        this.timer.unref();
    }
    /** Stops the timers and writes the data file one last time. */
    async close() {
        this.closed = true;
        if (this.timer)
            clearTimeout(this.timer);
        for (const t of this.delayed)
            clearTimeout(t);
        this.delayed.clear();
        if (this.stateFile)
            await this.stateFile.flush(() => this.stateDocument());
    }
    // ---- Requests ----------------------------------------------------------------------------
    /** The `request` listener of the HTTP server. Never throws; never answers 5xx on its own. */
    handle = (req, res) => {
        this.dispatch(req, res).catch((err) => {
            // A bug must not take the server down; it answers 400 rather than a 5xx (only fault mode
            // sends 5xx), and says so.
            if (!res.headersSent) {
                send(res, textReply(400, `the emulator could not handle this request: ${err.message}`));
            }
            else
                res.destroy();
        });
    };
    async dispatch(req, res) {
        requestIds.set(res, (0,external_node_crypto_namespaceObject.randomUUID)());
        let url;
        try {
            url = new URL(req.url ?? '/', 'http://emulator.invalid');
        }
        catch {
            send(res, textReply(400, 'the request target is not a valid path'));
            return;
        }
        const path = url.pathname;
        if (isViewPath(path)) {
            const reply = await handleView(this.view, req, res, url);
            if (reply)
                send(res, reply);
            return;
        }
        if (V2Api.handles(path)) {
            await this.v2.handle(req, res, url);
            return;
        }
        if (path === '/_control' || path.startsWith('/_control/')) {
            await this.dispatchControl(req, res, path.slice('/_control'.length));
            return;
        }
        const route = path.startsWith('/v1/') ? API_ROUTES[path.slice(3)] : undefined;
        const record = this.log.start({
            method: req.method ?? '',
            path,
            operation: route?.operation ?? 'unknown',
            status: 0,
            at: iso(this.clock.now()),
        });
        res.on('close', () => {
            record.status = res.headersSent ? res.statusCode : 0;
        });
        if (!route) {
            send(res, textReply(404, `no such endpoint: ${req.method} ${path}`));
            return;
        }
        if (req.method !== route.method) {
            send(res, textReply(405, `${path} accepts ${route.method} only`, { Allow: route.method }));
            return;
        }
        const auth = this.authenticate(req, route);
        if (typeof auth !== 'string') {
            send(res, auth);
            return;
        }
        const input = await readRequestJson(req, res, route.method === 'POST' ? 'required' : 'none');
        if (!input)
            return;
        const parsed = input.value;
        const fault = this.faultEngine.enabled ? this.faultEngine.pick(route.operation) : undefined;
        if (fault)
            record.fault = fault.kind;
        if (fault?.kind === 'slow-headers' && fault.delayMs > 0) {
            await new Promise((resolve) => {
                const t = setTimeout(() => {
                    this.delayed.delete(t);
                    resolve();
                }, fault.delayMs);
                this.delayed.add(t);
            });
            if (this.closed) {
                res.destroy();
                return;
            }
        }
        if (fault && EDGE_FAULTS.has(fault.kind)) {
            applyEdgeFault(req, res, fault);
            return;
        }
        const reply = this.run(route, parsed, url.searchParams, auth);
        if (!fault || fault.kind === 'slow-headers') {
            send(res, reply);
            return;
        }
        applyAppFault(res, fault, route.operation, reply, parsed);
    }
    /** Runs a handler synchronously: advance the clock, act, persist. */
    run(route, body, query, auth) {
        this.sim.advanceTo(this.clock.now());
        try {
            return route.handle(this, { body, query, auth });
        }
        catch (err) {
            if (err instanceof HttpError)
                return textReply(err.status, err.message, err.headers);
            throw err;
        }
        finally {
            this.afterChange();
        }
    }
    /**
     * The SHA-256 digest of a token a client sent, remembered for the next requests (hashing took
     * a tenth of the time of a read under load). The comparison stays constant-time on digests;
     * the cache is keyed by what clients sent, so no lookup touches the secret.
     */
    digestOf(token) {
        let d = this.digests.get(token);
        if (!d) {
            if (this.digests.size >= 64)
                this.digests.clear();
            d = server_digest(token);
            this.digests.set(token, d);
        }
        return d;
    }
    authenticate(req, route) {
        const token = server_header(req, 'x-api-token');
        if (token) {
            return (0,external_node_crypto_namespaceObject.timingSafeEqual)(this.digestOf(token), this.tokenDigest)
                ? 'token'
                : textReply(401, 'the x-api-token header does not hold a valid API token');
        }
        if ('operation' in route && route.operation === 'setImpactedTargets') {
            const runId = server_header(req, 'x-forked-workflow-run-id');
            if (runId) {
                return /^\d{1,20}$/.test(runId)
                    ? 'fork'
                    : textReply(401, 'x-forked-workflow-run-id must be the numeric id of the workflow run');
            }
        }
        return textReply(401, 'missing x-api-token header: every request needs the API token');
    }
    async dispatchControl(req, res, sub) {
        const route = req.method === 'GET' && CONTROL_GET_ROUTES[sub]
            ? CONTROL_GET_ROUTES[sub]
            : CONTROL_ROUTES[sub];
        if (!route) {
            send(res, textReply(404, `no such control route: ${req.method} /_control${sub}`));
            return;
        }
        if (req.method !== route.method) {
            const allow = [CONTROL_ROUTES[sub]?.method, CONTROL_GET_ROUTES[sub]?.method]
                .filter((m) => m !== undefined)
                .join(', ');
            send(res, textReply(405, `/_control${sub} accepts ${allow} only`, { Allow: allow }));
            return;
        }
        // The live view calls the control API with its session cookie and its own header instead.
        const viewSession = server_header(req, 'x-api-token') === undefined &&
            server_header(req, VIEW_HEADER) === '1' &&
            this.sessions.has(req.headers.cookie);
        if (sub !== '/health' && !viewSession) {
            const auth = this.authenticate(req, route);
            if (typeof auth !== 'string') {
                send(res, auth);
                return;
            }
        }
        const input = await readRequestJson(req, res, route.method === 'POST' ? 'optional' : 'none');
        if (!input)
            return;
        const parsed = input.value;
        this.sim.advanceTo(this.clock.now());
        let reply;
        try {
            reply = route.handle(this, parsed);
        }
        catch (err) {
            if (err instanceof HttpError)
                reply = textReply(err.status, err.message, err.headers);
            else if (err instanceof RangeError)
                reply = textReply(400, err.message);
            else
                throw err;
        }
        finally {
            this.afterChange();
        }
        send(res, reply);
    }
    /** Answers a malformed request the HTTP parser refused (server `clientError`). */
    static answerClientError(err, socket) {
        if (!socket.writable) {
            socket.destroy();
            return;
        }
        const incomplete = err.code === 'HPE_INVALID_EOF_STATE';
        const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
        const message = incomplete
            ? 'the request ended before the body that Content-Length announced'
            : `malformed HTTP request (${err.code ?? 'parse error'})`;
        const body = Buffer.from(message, 'utf8');
        socket.end(`HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
            `Content-Type: ${TEXT}\r\nContent-Length: ${body.length}\r\nX-Request-Id: ${(0,external_node_crypto_namespaceObject.randomUUID)()}\r\n` +
            `Connection: close\r\n\r\n${message}`);
    }
}
function server_digest(value) {
    return (0,external_node_crypto_namespaceObject.createHash)('sha256').update(value, 'utf8').digest();
}
/**
 * Reads a request's body within the 20 MiB limit and parses it as JSON (`required`: always;
 * `optional`: when there is one; `none`: never). On a bad body it answers (413 and closes, or
 * 400) and resolves undefined.
 */
async function readRequestJson(req, res, json) {
    const body = await readBody(req, MAX_REQUEST_BODY_BYTES);
    if (!body.ok) {
        const headers = body.status === 413 ? { Connection: 'close' } : undefined;
        send(res, textReply(body.status, body.message, headers));
        return undefined;
    }
    if (json === 'none' || (json === 'optional' && body.bytes.length === 0))
        return { value: undefined };
    const parsed = parseJson(body.bytes);
    if (!parsed.ok) {
        send(res, parsed.reply);
        return undefined;
    }
    return { value: parsed.value };
}
function parseJson(bytes) {
    const text = bytes.toString('utf8');
    if (text.trim() === '') {
        return { ok: false, reply: textReply(400, 'the request body is empty; expected a JSON object') };
    }
    try {
        return { ok: true, value: JSON.parse(text) };
    }
    catch (e) {
        return {
            ok: false,
            reply: textReply(400, `the request body is not valid JSON: ${e.message}`),
        };
    }
}
/**
 * Each response's X-Request-Id, written with the other headers by writeHead: a header set
 * earlier with setHeader sends every header of writeHead through Node's slow path.
 */
const requestIds = new WeakMap();
/** The headers of a reply, X-Request-Id included. */
function replyHeaders(res, reply, length) {
    const id = requestIds.get(res);
    return {
        ...reply.headers,
        ...(id === undefined ? {} : { 'X-Request-Id': id }),
        'Content-Type': reply.contentType,
        'Content-Length': String(length),
    };
}
/**
 * Writes a reply. The body goes to `end` as a string: Node then sends the head and the body in
 * one write, where a Buffer body takes a second buffer and a gathered write.
 */
function send(res, reply) {
    if (res.headersSent || res.destroyed)
        return;
    res.writeHead(reply.status, replyHeaders(res, reply, Buffer.byteLength(reply.body, 'utf8')));
    res.end(reply.body, 'utf8');
}
/** Faults that act before the queue sees the request. */
function applyEdgeFault(req, res, fault) {
    switch (fault.kind) {
        case 'status': {
            const headers = {};
            if (fault.retryAfter !== undefined)
                headers['Retry-After'] = fault.retryAfter;
            const defaults = {
                429: 'Too Many Requests',
                500: 'Internal Server Error',
                502: 'Bad Gateway',
                503: 'Service Unavailable',
                413: 'Payload Too Large',
                504: 'Gateway Timeout',
            };
            send(res, {
                status: fault.status,
                contentType: fault.contentType ?? TEXT,
                body: fault.body ?? defaults[fault.status] ?? 'Error',
                headers,
            });
            return;
        }
        case 'reset':
            req.socket.resetAndDestroy();
            return;
        case 'invalid-json':
            send(res, { status: 200, contentType: JSON_TYPE, body: '{"state": "testing", "prNumber": ' });
            return;
        case 'html-502':
            send(res, {
                status: 502,
                contentType: 'text/html; charset=utf-8',
                body: '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head>' +
                    '<body><center><h1>502 Bad Gateway</h1></center><hr><center>emulator-edge</center></body></html>',
            });
            return;
        case 'redirect':
            send(res, {
                ...textReply(307, `Moved to ${fault.location}`),
                headers: { Location: fault.location },
            });
            return;
        default:
            send(res, textReply(400, `fault ${fault.kind} is not an edge fault`));
    }
}
/** Faults that act on the answer of a request the queue has handled. */
function applyAppFault(res, fault, operation, reply, requestBody) {
    switch (fault.kind) {
        case 'drop-after-commit':
            res.socket?.destroy();
            res.destroy();
            return;
        case 'truncate': {
            const body = Buffer.from(reply.body, 'utf8');
            res.writeHead(reply.status, replyHeaders(res, reply, body.length));
            res.write(body.subarray(0, Math.floor(body.length / 2)), () => {
                res.socket?.destroy();
            });
            return;
        }
        case 'unknown-fields':
            if (reply.status === 200 && reply.json !== undefined) {
                send(res, jsonReply(200, withUnknownFields(reply.json)));
            }
            else
                send(res, reply);
            return;
        case 'unknown-state':
            if (reply.status === 200 && reply.json !== undefined) {
                send(res, jsonReply(200, withUnknownState(operation, reply.json)));
            }
            else
                send(res, reply);
            return;
        case 'repeat-page-token': {
            const value = reply.json;
            if (reply.status === 200 && value?.page) {
                const asked = requestBody
                    ?.page_query?.page_token;
                const current = typeof asked === 'string' ? asked : '';
                const next = current !== ''
                    ? current
                    : (FlakyTestStore.firstPageTokenLike(value.page.next_page_token ?? '') ?? '');
                send(res, jsonReply(200, { ...value, page: { ...value.page, next_page_token: next } }));
            }
            else
                send(res, reply);
            return;
        }
        default:
            send(res, reply);
    }
}

;// CONCATENATED MODULE: ./src/emulator/snapshot.ts
/**
 * The JSON form of a {@link Simulation}: what the data file holds. Queues refer to entries by id,
 * so an entry shared by a queue's line and its by-PR index is stored once.
 */

/** The JSON form of the tables, with the simulation's clock and counters. */
function snapshotOf(t, counters) {
    return {
        ...counters,
        queues: [...t.queues.values()].map((q) => ({
            ...queueIdentity(q),
            settings: q.settings,
            line: q.line.map((e) => e.id),
            waiting: q.waiting.map((e) => e.id),
            finished: q.finished.map((e) => e.id),
            byPr: [...q.byPr.entries()].map(([n, e]) => [n, e.id]),
            activeRuns: [...q.activeRuns],
        })),
        entries: [...t.entries.values()],
        runs: [...t.runs.values()],
        finishedRunOrder: [...t.finishedRunOrder],
        pullRequests: [...t.pullRequests.values()],
        targetUploads: [...t.targetUploads.entries()],
        outcomes: [...t.outcomes.entries()],
    };
}
/** Fills empty tables from a snapshot; throws when a queue refers to a missing entry. */
function restoreTables(t, snap) {
    for (const e of snap.entries)
        t.entries.set(e.id, e);
    for (const r of snap.runs)
        t.runs.set(r.id, r);
    t.finishedRunOrder.push(...snap.finishedRunOrder);
    const entry = (id) => {
        const e = t.entries.get(id);
        if (!e)
            throw new Error(`queue entry ${id} is referenced but missing`);
        return e;
    };
    for (const q of snap.queues) {
        t.queues.set(q.key, {
            ...queueIdentity(q),
            settings: {
                ...DEFAULT_QUEUE_SETTINGS,
                ...q.settings,
                ...(q.requiredStatusesSource === 'trunk_config' && { requiredStatuses: null }),
            },
            line: q.line.map(entry),
            waiting: q.waiting.map(entry),
            finished: q.finished.map(entry),
            byPr: new Map(q.byPr.map(([n, id]) => [n, entry(id)])),
            activeRuns: new Set(q.activeRuns.filter((id) => t.runs.has(id))),
            readinessDirty: true,
        });
    }
    for (const m of snap.pullRequests)
        t.pullRequests.set(`${model_repoKey(m.repo)}#${m.number}`, m);
    for (const [k, v] of snap.targetUploads)
        t.targetUploads.set(k, v);
    for (const [k, v] of snap.outcomes)
        t.outcomes.set(k, v);
}
/** The fields a queue and its snapshot share as they are. */
function queueIdentity(q) {
    const { key, repo, branch, createdAt, state, switching } = q;
    return { key, repo, branch, createdAt, state, switching };
}

;// CONCATENATED MODULE: ./src/emulator/targets.ts
/** Impacted targets: overlap checks and unions (parallel mode's notion of "depends on"). */

/** Fast overlap checks of impacted targets against a growing set of entries. */
class TargetIndex {
    all = false;
    names = new Set();
    size = 0;
    add(targets) {
        if (targets === undefined)
            return;
        this.size++;
        if (targets === IMPACTS_ALL)
            this.all = true;
        else
            for (const t of targets)
                this.names.add(t);
    }
    /** True when `targets` overlaps anything added (ALL overlaps everything non-empty). */
    overlaps(targets) {
        if (targets === undefined || this.size === 0)
            return false;
        if (targets === IMPACTS_ALL)
            return true;
        if (this.all)
            return true;
        return targets.some((t) => this.names.has(t));
    }
}
/** True when two target sets overlap: `ALL` overlaps everything, lists by a shared name. */
function targetsOverlap(a, b) {
    if (a === undefined || b === undefined)
        return false;
    if (a === IMPACTS_ALL || b === IMPACTS_ALL)
        return true;
    if (a.length > b.length)
        return targetsOverlap(b, a);
    const set = new Set(b);
    return a.some((t) => set.has(t));
}
/** The union of target sets: `ALL` if any is `ALL`; undefined if none was uploaded. */
function unionTargets(list) {
    let any = false;
    const out = new Set();
    for (const t of list) {
        if (t === undefined)
            continue;
        any = true;
        if (t === IMPACTS_ALL)
            return IMPACTS_ALL;
        for (const name of t)
            out.add(name);
    }
    return any ? [...out] : undefined;
}

;// CONCATENATED MODULE: ./src/emulator/simulation.ts
/**
 * The simulated merge queues: a state machine advanced by {@link Simulation.advanceTo}. Every
 * check and every write happens synchronously inside one method call, so concurrent HTTP requests
 * (each handled by one synchronous call) can never interleave between a check and its write.
 *
 * Model, in short (docs/emulator.md has the long form):
 * - Each queue has a *line* (PRs that are pending, testing, tests_passed or pending_failure, in
 *   queue order) and a *waiting* list (not_ready PRs: targets missing in parallel mode, base
 *   branch mismatch, not mergeable). A PR joins the line when it becomes ready, at its priority
 *   (0 highest, FIFO among equals) but behind every PR that has started testing; only priority 0
 *   ("urgent") goes in front of PRs already testing, restarting the ones that depended on it.
 * - A test run tests one PR, or a batch, on top of a *base*: the PRs ahead of it that it depends
 *   on (single mode: every PR ahead; parallel mode: PRs ahead whose impacted targets overlap,
 *   transitively; `ALL` overlaps everything). A PR merges once every PR of its base has merged.
 * - When a PR leaves the line other than by merging (failed, cancelled, pushed, unready), every
 *   run whose base included it is restarted; nothing else is affected.
 */






/** The merge queues, their PRs, test runs and simulated CI. */
class Simulation {
    queues = new Map();
    /** PR metadata by `repoKey#number`. */
    pullRequests = new Map();
    /** Impacted-target uploads by `queueKey#number`, newest last. */
    targetUploads = new Map();
    /** Scripted outcomes by `repoKey#number`. */
    outcomes = new Map();
    runs = new Map();
    entries = new Map();
    testDurationMs;
    v2DuplicateSubmit;
    nowMs;
    seq = 0;
    /** Counts every change, so persistence knows when to write. */
    version = 0;
    finishedRunOrder = [];
    /** Derived fake head shas, by `repoKey#number` (hashing each time is costly in big queues). */
    fakeShas = new Map();
    /** Bases of runs as sets, built on demand. */
    baseSets = new Map();
    constructor(options) {
        this.testDurationMs = options.testDurationMs;
        this.v2DuplicateSubmit = options.v2DuplicateSubmit ?? false;
        this.nowMs = options.now;
    }
    /** Emulator time the simulation has been advanced to. */
    get now() {
        return this.nowMs;
    }
    // ---- Time -------------------------------------------------------------------------------
    /**
     * Runs the simulation up to `target`, processing every event in between at its own time, in
     * order (test-run completions, timeouts, batch wait deadlines).
     */
    advanceTo(target) {
        if (target < this.nowMs)
            target = this.nowMs;
        // Bounded: every step moves time strictly forward.
        for (let steps = 0; steps < 1_000_000; steps++) {
            const next = this.nextEventTime();
            if (next === undefined || next > target)
                break;
            this.nowMs = next;
            this.settle();
        }
        this.nowMs = target;
        this.settle();
    }
    /** The time of the next scheduled event after now, if any. */
    nextEventTime() {
        let next;
        const consider = (t) => {
            if (t === null || t === undefined || t <= this.nowMs)
                return;
            if (next === undefined || t < next)
                next = t;
        };
        for (const q of this.queues.values()) {
            for (const id of q.activeRuns) {
                const run = this.runs.get(id);
                if (!run)
                    continue;
                consider(run.endsAt);
                consider(this.timeoutAt(q, run));
            }
            if (q.settings.batch) {
                const waitMs = q.settings.batchingMaxWaitTimeMinutes * 60_000;
                for (const e of q.line) {
                    if (e.state === 'pending' && e.readySince !== undefined)
                        consider(e.readySince + waitMs);
                }
            }
        }
        return next;
    }
    timeoutAt(q, run) {
        const minutes = q.settings.testingTimeoutMinutes;
        return minutes > 0 ? run.createdAt + minutes * 60_000 : undefined;
    }
    // ---- Lookups ----------------------------------------------------------------------------
    /** The queue for a repository and branch, or a 404. */
    queueOf(repo, branch) {
        const q = this.queues.get(queueKey(repo, branch));
        if (!q)
            throw new HttpError(404, `no merge queue for ${describeQueue(repo, branch)}`);
        return q;
    }
    /** PR metadata, registered or not (defaults filled in by the readers). */
    metadataOf(repo, number) {
        return this.pullRequests.get(`${model_repoKey(repo)}#${number}`) ?? { repo, number };
    }
    /** True when metadata for the PR was registered through the control API. */
    hasMetadata(repo, number) {
        return this.pullRequests.get(`${model_repoKey(repo)}#${number}`)?.registered === true;
    }
    /** The PR's head sha: registered, else learned from an upload, else a fake derived one. */
    headShaOf(repo, number) {
        const key = `${model_repoKey(repo)}#${number}`;
        const m = this.pullRequests.get(key);
        if (m?.headSha ?? m?.learnedSha)
            return (m.headSha ?? m.learnedSha);
        let sha = this.fakeShas.get(key);
        if (sha === undefined) {
            sha = fakeSha(key);
            this.fakeShas.set(key, sha);
        }
        return sha;
    }
    /** The impacted targets uploaded for the PR's current head sha, if any. */
    currentTargets(q, prNumber) {
        const sha = this.headShaOf(q.repo, prNumber);
        const uploads = this.targetUploads.get(`${q.key}#${prNumber}`);
        return uploads?.find((u) => u.sha === sha)?.targets;
    }
    /** Why a PR can or cannot start testing, as the readiness object reports it. */
    readinessOf(q, prNumber) {
        const meta = this.metadataOf(q.repo, prNumber);
        const requiresImpactedTargets = q.settings.mode === 'parallel';
        const hasImpactedTargets = this.currentTargets(q, prNumber) !== undefined;
        const doesBaseBranchMatch = (meta.baseBranch ?? q.branch) === q.branch;
        const gitHubMergeability = meta.mergeable === false ? 'not_mergeable' : 'mergeable';
        return {
            hasImpactedTargets,
            requiresImpactedTargets,
            doesBaseBranchMatch,
            gitHubMergeability,
            ready: doesBaseBranchMatch &&
                gitHubMergeability === 'mergeable' &&
                (!requiresImpactedTargets || hasImpactedTargets),
        };
    }
    /** Active entries of a queue in queue order: the line, then the not_ready ones. */
    activeEntries(q) {
        return [...q.line, ...this.sortedWaiting(q)];
    }
    sortedWaiting(q) {
        return [...q.waiting].sort(byPriorityThenSeq);
    }
    baseSet(runId) {
        if (!runId)
            return new Set();
        let s = this.baseSets.get(runId);
        if (!s) {
            s = new Set(this.runs.get(runId)?.base ?? []);
            this.baseSets.set(runId, s);
        }
        return s;
    }
    isActiveEntry(id) {
        const e = this.entries.get(id);
        return e !== undefined && isActiveState(e.state);
    }
    // ---- Queue operations ---------------------------------------------------------------------
    createQueue(body) {
        const key = queueKey(body.repo, body.targetBranch);
        if (this.queues.has(key)) {
            throw new HttpError(409, `a merge queue for ${describeQueue(body.repo, body.targetBranch)} already exists`);
        }
        const settings = { ...DEFAULT_QUEUE_SETTINGS };
        if (body.mode)
            settings.mode = body.mode;
        if (body.concurrency !== undefined)
            settings.concurrency = body.concurrency;
        this.queues.set(key, {
            key,
            repo: { ...body.repo },
            branch: body.targetBranch,
            createdAt: this.nowMs,
            state: 'running',
            settings,
            line: [],
            waiting: [],
            finished: [],
            byPr: new Map(),
            activeRuns: new Set(),
        });
        this.changed();
    }
    deleteQueue(repo, branch) {
        const q = this.queueOf(repo, branch);
        const count = q.line.length + q.waiting.length;
        if (count > 0) {
            throw new HttpError(400, `the merge queue for ${describeQueue(repo, branch)} still has ${count} pull request${count === 1 ? '' : 's'}; cancel them or let them merge before deleting it`);
        }
        for (const e of q.finished)
            this.entries.delete(e.id);
        for (const e of q.byPr.values())
            this.entries.delete(e.id);
        for (const [id, run] of this.runs) {
            if (run.queueKey === q.key) {
                this.runs.delete(id);
                this.baseSets.delete(id);
            }
        }
        for (const key of [...this.targetUploads.keys()]) {
            if (key.startsWith(`${q.key}#`))
                this.targetUploads.delete(key);
        }
        this.queues.delete(q.key);
        this.changed();
    }
    /** Applies the given settings; returns the queue. */
    updateQueue(repo, branch, body) {
        const q = this.queueOf(repo, branch);
        const s = q.settings;
        const { state, mode, requiredStatuses, deleteRequiredStatuses, ...plain } = body;
        for (const [k, v] of Object.entries(plain)) {
            if (v !== undefined)
                s[k] = v;
        }
        if (deleteRequiredStatuses) {
            s.requiredStatuses = null;
        }
        // In v1 an empty list is ignored; deleteRequiredStatuses clears.
        if (requiredStatuses && requiredStatuses.length > 0) {
            s.requiredStatuses = [...requiredStatuses];
        }
        if (state) {
            if (q.switching)
                q.switching.resumeState = state;
            else
                q.state = state;
        }
        if (mode) {
            if (q.switching) {
                if (mode === s.mode) {
                    // Switching back before the first switch completed: nothing left to do.
                    q.state = q.switching.resumeState;
                    q.switching = undefined;
                }
                else
                    q.switching.mode = mode;
            }
            else if (mode !== s.mode) {
                if (q.activeRuns.size > 0) {
                    q.switching = { mode, resumeState: q.state };
                    q.state = 'switching_modes';
                }
                else
                    s.mode = mode;
            }
        }
        q.readinessDirty = true;
        this.changed();
        this.settle();
        return q;
    }
    // ---- Pull request operations --------------------------------------------------------------
    submit(body) {
        const q = this.queueOf(body.repo, body.targetBranch);
        const n = body.pr.number;
        if (q.state === 'draining' || q.switching?.resumeState === 'draining') {
            throw new HttpError(400, `the merge queue for ${describeQueue(q.repo, q.branch)} is draining and accepts no new pull requests; set its state to running first`);
        }
        const priority = body.priority === undefined || body.priority === null
            ? undefined
            : typeof body.priority === 'number'
                ? { value: body.priority, name: priorityNameOf(body.priority) }
                : { value: PRIORITY_NAMES[body.priority], name: body.priority };
        const existing = q.byPr.get(n);
        if (existing && isActiveState(existing.state)) {
            if (this.v2DuplicateSubmit) {
                throw new HttpError(409, `PR_ALREADY_ENQUEUED: pull request #${n} is already in the queue`);
            }
            // v1: a resubmit rewrites the priority and batching of the queued PR.
            if (typeof body.noBatch === 'boolean')
                existing.noBatch = body.noBatch;
            if (priority && priority.value !== existing.priorityValue) {
                existing.priorityValue = priority.value;
                existing.priorityName = priority.name;
                if (existing.state === 'pending') {
                    this.removeFromLine(q, existing);
                    this.insertIntoLine(q, existing);
                }
            }
            else if (priority)
                existing.priorityName = priority.name;
            this.changed();
            this.settle();
            return;
        }
        const entry = {
            id: newId(),
            prNumber: n,
            state: 'not_ready',
            stateChangedAt: this.nowMs,
            priorityValue: priority?.value ?? PRIORITY_NAMES.medium,
            priorityName: priority?.name ?? DEFAULT_PRIORITY_NAME,
            noBatch: body.noBatch ?? false,
            seq: ++this.seq,
            submittedAt: this.nowMs,
            verifiedByTestRun: null,
            restarted: false,
            timeline: [],
        };
        this.entries.set(entry.id, entry);
        q.byPr.set(n, entry);
        if (this.readinessOf(q, n).ready) {
            this.record(entry, 'pending', 'submitted');
            this.insertIntoLine(q, entry);
        }
        else {
            this.record(entry, 'not_ready', 'submitted; waiting until it is ready');
            q.waiting.push(entry);
        }
        this.changed();
        this.settle();
    }
    /** The queue's latest entry for the PR (active or finished), or a 404. */
    submitted(body) {
        const q = this.queueOf(body.repo, body.targetBranch);
        const entry = q.byPr.get(body.pr.number);
        if (!entry) {
            throw new HttpError(404, `pull request #${body.pr.number} was never submitted to the merge queue for ${describeQueue(q.repo, q.branch)}`);
        }
        return { queue: q, entry };
    }
    activeEntryOf(body) {
        const { queue, entry } = this.submitted(body);
        if (!isActiveState(entry.state)) {
            throw new HttpError(404, `pull request #${body.pr.number} is not in the merge queue for ${describeQueue(queue.repo, queue.branch)} (it is ${entry.state})`);
        }
        return { queue, entry };
    }
    cancel(body) {
        const { queue: q, entry } = this.activeEntryOf(body);
        this.leaveQueue(q, entry, 'cancelled', 'cancelled through the API');
        this.changed();
        this.settle();
    }
    restart(body) {
        const { queue: q, entry } = this.activeEntryOf(body);
        if (STARTED_STATES.has(entry.state)) {
            const run = entry.runId ? this.runs.get(entry.runId) : undefined;
            if (run && run.status === 'in_progress') {
                this.restartRun(q, run, 'tests restarted through the API');
            }
            else {
                this.record(entry, 'pending', 'tests restarted through the API');
                entry.restarted = true;
                entry.readySince = this.nowMs;
            }
        }
        // A pending or not_ready PR has no tests to restart: accepted, nothing changes.
        this.changed();
        this.settle();
    }
    setImpactedTargets(body) {
        const q = this.queueOf(body.repo, body.targetBranch);
        const n = body.pr.number;
        const sha = body.pr.sha.toLowerCase();
        const key = `${q.key}#${n}`;
        const uploads = (this.targetUploads.get(key) ?? []).filter((u) => u.sha !== sha);
        uploads.push({ sha, targets: body.impactedTargets, at: this.nowMs });
        while (uploads.length > MAX_TARGET_UPLOADS_PER_PR)
            uploads.shift();
        this.targetUploads.set(key, uploads);
        this.readinessChanged(body.repo, n);
        const metaKey = `${model_repoKey(body.repo)}#${n}`;
        const meta = this.pullRequests.get(metaKey);
        if (meta?.headSha === undefined && meta?.learnedSha !== sha) {
            // No head sha registered: the upload is the best evidence of the PR's head. Learning it
            // the first time is not a push; a later, different sha is.
            const base = meta ?? { repo: { ...body.repo }, number: n };
            this.pullRequests.set(metaKey, { ...base, learnedSha: sha });
            if (meta?.learnedSha !== undefined)
                this.onHeadChanged(body.repo, n);
        }
        this.changed();
        this.settle();
    }
    /** Registers or updates PR metadata (control API). A new head sha acts like a push. */
    registerPullRequest(meta) {
        const key = `${model_repoKey(meta.repo)}#${meta.number}`;
        const before = this.headShaOf(meta.repo, meta.number);
        const old = this.pullRequests.get(key);
        const merged = {
            ...old,
            ...stripUndefined(meta),
            repo: meta.repo,
            number: meta.number,
            registered: true,
        };
        if (merged.headSha)
            merged.headSha = merged.headSha.toLowerCase();
        this.pullRequests.set(key, merged);
        this.readinessChanged(meta.repo, meta.number);
        if (this.headShaOf(meta.repo, meta.number) !== before)
            this.onHeadChanged(meta.repo, meta.number);
        this.changed();
        this.settle();
        return merged;
    }
    /** Scripts the result of a PR's next test run(s) (control API). */
    scriptOutcome(repo, number, outcome) {
        const key = `${model_repoKey(repo)}#${number}`;
        const list = this.outcomes.get(key) ?? [];
        list.push({ ...outcome });
        this.outcomes.set(key, list);
        this.changed();
    }
    /** Forgets every queue, PR, run and script (control API reset). */
    reset() {
        this.queues.clear();
        this.pullRequests.clear();
        this.targetUploads.clear();
        this.outcomes.clear();
        this.runs.clear();
        this.entries.clear();
        this.baseSets.clear();
        this.finishedRunOrder.length = 0;
        this.changed();
    }
    // ---- Internals: the line ------------------------------------------------------------------
    changed() {
        this.version++;
    }
    record(e, state, reason) {
        e.state = state;
        e.stateChangedAt = this.nowMs;
        e.timeline.push({ state, at: this.nowMs, reason });
        this.changed();
    }
    /** Puts a ready entry into the line at its place (see the module comment). */
    insertIntoLine(q, e) {
        e.readySince = this.nowMs;
        if (e.priorityValue === PRIORITY_NAMES.urgent) {
            let i = 0;
            while (i < q.line.length && q.line[i].priorityValue === PRIORITY_NAMES.urgent)
                i++;
            q.line.splice(i, 0, e);
            this.restartDependentsOfInserted(q, e, i);
            return;
        }
        let lastStarted = -1;
        q.line.forEach((x, i) => {
            if (STARTED_STATES.has(x.state))
                lastStarted = i;
        });
        let i = lastStarted + 1;
        while (i < q.line.length && byPriorityThenSeq(q.line[i], e) <= 0)
            i++;
        q.line.splice(i, 0, e);
    }
    /** An urgent PR went in front of started PRs: restart those whose test it invalidates. */
    restartDependentsOfInserted(q, e, index) {
        const parallel = q.settings.mode === 'parallel';
        const mine = parallel ? this.currentTargets(q, e.prNumber) : undefined;
        const restarted = new Set();
        const runs = [];
        for (const x of q.line.slice(index + 1)) {
            if (!STARTED_STATES.has(x.state) || !x.runId)
                continue;
            const base = this.baseSet(x.runId);
            const depends = !parallel ||
                targetsOverlap(this.currentTargets(q, x.prNumber), mine) ||
                [...restarted].some((id) => base.has(id));
            if (!depends)
                continue;
            restarted.add(x.id);
            const run = this.runs.get(x.runId);
            if (run && !runs.includes(run))
                runs.push(run);
        }
        for (const run of runs) {
            this.restartRun(q, run, `pull request #${e.prNumber} (urgent) went ahead of it`);
        }
    }
    removeFromLine(q, e) {
        const i = q.line.indexOf(e);
        if (i >= 0)
            q.line.splice(i, 1);
        const w = q.waiting.indexOf(e);
        if (w >= 0)
            q.waiting.splice(w, 1);
    }
    /** Ends an entry (failed or cancelled) and restarts every run whose base included it. */
    leaveQueue(q, e, state, reason, mates = 'retest') {
        const run = e.runId ? this.runs.get(e.runId) : undefined;
        if (run && STARTED_STATES.has(e.state) && run.id === e.runId) {
            if (run.status === 'in_progress') {
                this.finishRun(q, run, 'cancelled', `pull request #${e.prNumber} ${state}`);
            }
            // Its batch mates were tested together with it: their result no longer stands.
            for (const id of mates === 'retest' ? run.members : []) {
                const mate = this.entries.get(id);
                if (mate && mate !== e && STARTED_STATES.has(mate.state) && mate.runId === run.id) {
                    this.toPending(mate, `batch retested: pull request #${e.prNumber} ${state}`);
                }
            }
        }
        this.removeFromLine(q, e);
        this.record(e, state, reason);
        this.archive(q, e);
        this.invalidateDependents(q, e, `pull request #${e.prNumber} ahead of it ${state}`);
    }
    archive(q, e) {
        q.finished.push(e);
        while (q.finished.length > MAX_FINISHED_PER_QUEUE) {
            const old = q.finished.shift();
            if (q.byPr.get(old.prNumber) !== old)
                this.entries.delete(old.id);
        }
    }
    /** Restarts every started entry whose test included `e` (it left, or its code changed). */
    invalidateDependents(q, e, reason) {
        const runs = new Set();
        for (const x of q.line) {
            if (x === e || !STARTED_STATES.has(x.state) || !x.runId)
                continue;
            if (this.baseSet(x.runId).has(e.id)) {
                const run = this.runs.get(x.runId);
                if (run)
                    runs.add(run);
            }
        }
        for (const run of runs)
            this.restartRun(q, run, reason);
    }
    /** Cancels a run (if running) and puts its started members back to pending, in place. */
    restartRun(q, run, reason) {
        if (run.status === 'in_progress')
            this.finishRun(q, run, 'cancelled', reason);
        for (const id of run.members) {
            const m = this.entries.get(id);
            if (m && STARTED_STATES.has(m.state) && m.runId === run.id)
                this.toPending(m, reason);
        }
    }
    toPending(m, reason) {
        this.record(m, 'pending', reason);
        m.restarted = true;
        m.readySince = this.nowMs;
        m.verifiedByTestRun = null;
    }
    finishRun(q, run, status, reason) {
        run.status = status;
        run.finishedAt = this.nowMs;
        run.endReason = reason;
        q.activeRuns.delete(run.id);
        this.finishedRunOrder.push(run.id);
        while (this.finishedRunOrder.length > MAX_FINISHED_RUNS) {
            const old = this.finishedRunOrder.shift();
            this.runs.delete(old);
            this.baseSets.delete(old);
        }
        this.changed();
    }
    /** A PR's head changed (a push): its tests and the tests that included it are stale. */
    onHeadChanged(repo, number) {
        for (const q of this.queues.values()) {
            if (model_repoKey(q.repo) !== model_repoKey(repo))
                continue;
            const e = q.byPr.get(number);
            if (!e || !isActiveState(e.state))
                continue;
            if (STARTED_STATES.has(e.state) && e.runId) {
                const run = this.runs.get(e.runId);
                if (run)
                    this.restartRun(q, run, `pull request #${number} has a new head commit`);
                if (STARTED_STATES.has(e.state))
                    this.toPending(e, `pull request #${number} has a new head commit`);
            }
            this.invalidateDependents(q, e, `pull request #${number} ahead of it has a new head commit`);
        }
    }
    // ---- Internals: the state machine ----------------------------------------------------------
    /** Applies every rule until nothing changes, at the current time. */
    settle() {
        // Each round changes something, and there are finitely many changes to make; the bound
        // only guards against a bug turning into a hung server.
        for (let round = 0; round < 10_000_000; round++) {
            let changed = false;
            for (const q of this.queues.values()) {
                if (this.settleQueue(q))
                    changed = true;
            }
            if (!changed)
                return;
        }
    }
    settleQueue(q) {
        // One rule at a time, in this order, until none applies.
        return (this.completeNextDueRun(q) ||
            this.resolvePendingFailures(q) ||
            this.mergePassed(q) ||
            this.refreshReadiness(q) ||
            this.finishModeSwitch(q) ||
            this.startRuns(q));
    }
    /** Completes (or times out) the earliest due run; true if one was. */
    completeNextDueRun(q) {
        let due;
        for (const id of q.activeRuns) {
            const run = this.runs.get(id);
            if (!run)
                continue;
            const timeoutAt = this.timeoutAt(q, run);
            const endsAt = run.endsAt ?? Infinity;
            const timedOut = timeoutAt !== undefined && timeoutAt < endsAt;
            const at = timedOut ? timeoutAt : endsAt;
            if (at > this.nowMs)
                continue;
            if (!due || at < due.at || (at === due.at && run.createdAt < due.run.createdAt)) {
                due = { run, at, timeout: timedOut };
            }
        }
        if (!due)
            return false;
        const { run } = due;
        if (due.timeout) {
            const deadline = due.at;
            const culprits = run.memberOutcomes
                .filter((m) => m.endsAt === null || m.endsAt > deadline)
                .map((m) => m.entryId);
            const minutes = q.settings.testingTimeoutMinutes;
            this.finishRun(q, run, 'failed', `timed out after ${minutes} minutes`);
            this.onRunFailed(q, run, culprits, `testing timed out after ${minutes} minutes`);
        }
        else if (run.memberOutcomes.every((m) => m.outcome === 'pass')) {
            this.finishRun(q, run, 'succeeded', 'tests passed');
            this.onRunSucceeded(q, run);
        }
        else {
            const culprits = run.memberOutcomes.filter((m) => m.outcome !== 'pass').map((m) => m.entryId);
            this.finishRun(q, run, 'failed', 'tests failed');
            this.onRunFailed(q, run, culprits, 'tests failed');
        }
        return true;
    }
    onRunSucceeded(q, run) {
        for (const id of run.members) {
            const m = this.entries.get(id);
            if (m && m.state === 'testing' && m.runId === run.id) {
                this.record(m, 'tests_passed', `test run ${run.id} passed`);
                m.verifiedByTestRun = run.id;
            }
        }
        if (!q.settings.canOptimisticallyMerge)
            return;
        // Optimistic merging: the PRs this run included are proven too.
        for (const id of run.base) {
            const b = this.entries.get(id);
            if (!b || !['testing', 'pending', 'pending_failure'].includes(b.state))
                continue;
            const own = b.runId ? this.runs.get(b.runId) : undefined;
            if (own && own.status === 'in_progress') {
                this.finishRun(q, own, 'cancelled', `superseded: test run ${run.id} included it and passed`);
            }
            this.record(b, 'tests_passed', `optimistic merge: test run ${run.id} included it and passed`);
            b.verifiedByTestRun = run.id;
        }
    }
    onRunFailed(q, run, culpritIds, reason) {
        const members = run.members
            .map((id) => this.entries.get(id))
            .filter((m) => m !== undefined && m.state === 'testing' && m.runId === run.id);
        // A run that included a PR in pending_failure confirms that PR's failure; its own PRs are
        // retested without it.
        const suspects = run.base
            .map((id) => this.entries.get(id))
            .filter((b) => b !== undefined && b.state === 'pending_failure');
        if (suspects.length > 0) {
            for (const f of suspects) {
                if (f.state === 'pending_failure') {
                    this.leaveQueue(q, f, 'failed', `failure confirmed: test run ${run.id} included it and failed too`);
                }
            }
            for (const m of members) {
                if (m.state === 'testing')
                    this.toPending(m, `retested: pull request(s) ahead of it failed`);
            }
            return;
        }
        const culprits = members.filter((m) => culpritIds.includes(m.id));
        const blamed = culprits.length > 0 ? culprits : members;
        for (const m of members) {
            if (!blamed.includes(m))
                this.toPending(m, `batch retested without the pull request(s) that failed it`);
        }
        for (const m of blamed) {
            if (q.settings.pendingFailureDepth > 0 && this.dependentsBehind(q, m, 1).length > 0) {
                this.record(m, 'pending_failure', `${reason}; waiting for pull requests behind it`);
            }
            else {
                this.leaveQueue(q, m, 'failed', reason, 'leave');
            }
        }
    }
    /** Up to `limit` entries behind `f` in the line whose test does (or will) include it. */
    dependentsBehind(q, f, limit) {
        const out = [];
        const i = q.line.indexOf(f);
        if (i < 0)
            return out;
        const parallel = q.settings.mode === 'parallel';
        const fTargets = parallel ? this.currentTargets(q, f.prNumber) : undefined;
        for (const x of q.line.slice(i + 1)) {
            if (out.length >= limit)
                break;
            const depends = STARTED_STATES.has(x.state)
                ? this.baseSet(x.runId).has(f.id)
                : !parallel || targetsOverlap(this.currentTargets(q, x.prNumber), fTargets);
            if (depends)
                out.push(x);
        }
        return out;
    }
    /** pending_failure PRs fail once the PRs behind them finished testing without rescuing them. */
    resolvePendingFailures(q) {
        for (const f of q.line) {
            if (f.state !== 'pending_failure')
                continue;
            const depth = q.settings.pendingFailureDepth;
            const watched = depth > 0 ? this.dependentsBehind(q, f, depth) : [];
            const allDone = watched.every((x) => {
                const run = x.runId ? this.runs.get(x.runId) : undefined;
                return (STARTED_STATES.has(x.state) &&
                    run !== undefined &&
                    run.status !== 'in_progress' &&
                    this.baseSet(run.id).has(f.id));
            });
            if (watched.length === 0 || allDone) {
                const why = watched.length === 0
                    ? 'no pull requests behind it left to wait for'
                    : `the ${watched.length} pull request${watched.length === 1 ? '' : 's'} behind it finished testing without passing it`;
                this.leaveQueue(q, f, 'failed', `tests failed; ${why}`);
                return true;
            }
        }
        return false;
    }
    /** Merges tests_passed PRs whose base has merged. */
    mergePassed(q) {
        let position;
        for (let i = 0; i < q.line.length; i++) {
            const e = q.line[i];
            if (e.state !== 'tests_passed')
                continue;
            position ??= new Map(q.line.map((x, j) => [x.id, j]));
            const blocked = [...this.baseSet(e.verifiedByTestRun)].some((id) => (position?.get(id) ?? Infinity) < i && this.isActiveEntry(id));
            if (blocked)
                continue;
            q.line.splice(i, 1);
            this.record(e, 'merged', `merged into ${q.branch}`);
            this.archive(q, e);
            return true;
        }
        return false;
    }
    /** Moves not_ready PRs that became ready into the line, and pending ones that lost it out. */
    refreshReadiness(q) {
        if (!q.readinessDirty) {
            // Only some PRs changed: check just those.
            if (!q.dirtyPrs || q.dirtyPrs.size === 0)
                return false;
            const dirty = q.dirtyPrs;
            q.dirtyPrs = undefined;
            const entries = [...dirty]
                .map((n) => q.byPr.get(n))
                .filter((e) => e !== undefined && (e.state === 'not_ready' || e.state === 'pending'));
            if (entries.length === 0)
                return false;
            for (const e of entries) {
                if (e.state === 'not_ready' && this.readinessOf(q, e.prNumber).ready) {
                    q.readinessDirty = true;
                    break;
                }
                if (e.state === 'pending' && !this.readinessOf(q, e.prNumber).ready) {
                    q.readinessDirty = true;
                    break;
                }
            }
            if (!q.readinessDirty)
                return false;
        }
        for (const e of this.sortedWaiting(q)) {
            if (!this.readinessOf(q, e.prNumber).ready)
                continue;
            q.waiting.splice(q.waiting.indexOf(e), 1);
            this.record(e, 'pending', 'ready');
            this.insertIntoLine(q, e);
            return true;
        }
        for (const e of q.line) {
            if (e.state !== 'pending' || this.readinessOf(q, e.prNumber).ready)
                continue;
            this.removeFromLine(q, e);
            this.record(e, 'not_ready', describeUnready(this.readinessOf(q, e.prNumber)));
            q.waiting.push(e);
            this.invalidateDependents(q, e, `pull request #${e.prNumber} ahead of it is no longer ready`);
            return true;
        }
        q.readinessDirty = false;
        return false;
    }
    /** The readiness of PR `number` of `repo` must be checked again, in every queue of the repo. */
    readinessChanged(repo, number) {
        const key = model_repoKey(repo);
        for (const q of this.queues.values()) {
            if (model_repoKey(q.repo) === key)
                (q.dirtyPrs ??= new Set()).add(number);
        }
    }
    finishModeSwitch(q) {
        if (!q.switching || q.activeRuns.size > 0)
            return false;
        q.settings.mode = q.switching.mode;
        q.state = q.switching.resumeState;
        q.switching = undefined;
        q.readinessDirty = true;
        this.changed();
        return true;
    }
    /** Starts as many runs as slots and rules allow. */
    startRuns(q) {
        if (q.state !== 'running' && q.state !== 'draining')
            return false;
        let started = false;
        while (q.activeRuns.size < q.settings.concurrency) {
            const members = this.pickNextRun(q);
            if (!members)
                break;
            this.startRun(q, members);
            started = true;
        }
        return started;
    }
    /** The PRs of the next run to start, if any may start now. */
    pickNextRun(q) {
        const batching = q.settings.batch;
        const parallel = q.settings.mode === 'parallel';
        const blockers = new TargetIndex();
        const groupTargets = new TargetIndex();
        const group = [];
        let blockedAll = false;
        for (const e of q.line) {
            if (e.state !== 'pending')
                continue;
            const targets = parallel ? this.currentTargets(q, e.prNumber) : undefined;
            const blocked = parallel ? blockers.overlaps(targets) : blockedAll;
            if (blocked) {
                if (!parallel)
                    break;
                blockers.add(targets);
                continue;
            }
            if (!batching)
                return [e];
            const dependsOnGroup = parallel ? groupTargets.overlaps(targets) : group.length > 0;
            if (e.noBatch) {
                if (!dependsOnGroup)
                    return [e];
            }
            else if (group.length < MAX_BATCH_SIZE) {
                group.push(e);
                groupTargets.add(targets);
                continue;
            }
            // It must wait for the batch ahead of it.
            blockers.add(targets);
            blockedAll = true;
        }
        if (group.length > 0 && this.batchMayStart(q, group))
            return group;
        return undefined;
    }
    batchMayStart(q, group) {
        const s = q.settings;
        if (group.length >= s.batchingMinSize || group.length >= MAX_BATCH_SIZE)
            return true;
        if (q.state === 'draining')
            return true;
        if (group.some((e) => e.restarted))
            return true;
        const oldest = Math.min(...group.map((e) => e.readySince ?? this.nowMs));
        return this.nowMs >= oldest + s.batchingMaxWaitTimeMinutes * 60_000;
    }
    startRun(q, members) {
        const id = newId();
        const parallel = q.settings.mode === 'parallel';
        const position = new Map(q.line.map((e, i) => [e.id, i]));
        const base = [...this.computeBase(q, members)].sort((a, b) => (position.get(a) ?? -1) - (position.get(b) ?? -1));
        const memberOutcomes = members.map((m) => {
            const scripted = this.takeOutcome(q.repo, m.prNumber);
            const outcome = scripted?.outcome ?? 'pass';
            const duration = scripted?.durationMs ?? this.testDurationMs;
            return { entryId: m.id, outcome, endsAt: outcome === 'hang' ? null : this.nowMs + duration };
        });
        const ends = memberOutcomes.map((m) => m.endsAt);
        const first = members[0];
        const run = {
            id,
            queueKey: q.key,
            testBranch: `trunk-merge/pr-${first.prNumber}/${id}`,
            testBranchSha: fakeSha(`test-branch:${id}`),
            members: members.map((m) => m.id),
            prNumbers: members.map((m) => m.prNumber),
            base,
            basePrNumbers: base
                .map((b) => this.entries.get(b)?.prNumber)
                .filter((n) => n !== undefined),
            createdAt: this.nowMs,
            status: 'in_progress',
            endsAt: ends.includes(null) ? null : Math.max(...ends),
            memberOutcomes,
        };
        if (parallel) {
            const memberTargets = members.map((m) => this.currentTargets(q, m.prNumber));
            run.impactedTargetsForTestedPrs = unionTargets(memberTargets);
            run.impactedTargets = unionTargets([
                ...memberTargets,
                ...base.map((b) => {
                    const be = this.entries.get(b);
                    return be ? this.currentTargets(q, be.prNumber) : undefined;
                }),
            ]);
        }
        this.runs.set(id, run);
        q.activeRuns.add(id);
        const label = members.length > 1 ? `batch of ${members.length}, ` : '';
        for (const m of members) {
            m.runId = id;
            m.restarted = false;
            m.verifiedByTestRun = null;
            this.record(m, 'testing', `test run ${id} started (${label}branch ${run.testBranch})`);
        }
    }
    /** The entries ahead of `members` that their test branch includes. */
    computeBase(q, members) {
        const memberIds = new Set(members.map((m) => m.id));
        const last = Math.max(...members.map((m) => q.line.indexOf(m)));
        const ahead = q.line
            .slice(0, last)
            .filter((x) => !memberIds.has(x.id) && STARTED_STATES.has(x.state));
        const base = new Set();
        if (q.settings.mode === 'single') {
            for (const x of ahead)
                base.add(x.id);
            return base;
        }
        const memberTargets = members.map((m) => this.currentTargets(q, m.prNumber));
        for (const x of ahead) {
            const xt = this.currentTargets(q, x.prNumber);
            if (!memberTargets.some((t) => targetsOverlap(t, xt)))
                continue;
            base.add(x.id);
            // Its own base and its batch mates are in its test branch, so in ours too.
            for (const b of this.baseSet(x.runId))
                base.add(b);
            const run = x.runId ? this.runs.get(x.runId) : undefined;
            for (const mate of run?.members ?? [])
                if (!memberIds.has(mate))
                    base.add(mate);
        }
        return base;
    }
    takeOutcome(repo, number) {
        const key = `${model_repoKey(repo)}#${number}`;
        const list = this.outcomes.get(key);
        const next = list?.[0];
        if (!list || !next)
            return undefined;
        next.remaining--;
        if (next.remaining <= 0)
            list.shift();
        if (list.length === 0)
            this.outcomes.delete(key);
        return next;
    }
    // ---- Persistence --------------------------------------------------------------------------
    /** Everything needed to rebuild this simulation, as plain JSON. */
    toSnapshot() {
        return snapshotOf(this.tables(), {
            now: this.nowMs,
            seq: this.seq,
            testDurationMs: this.testDurationMs,
        });
    }
    /** Replaces this simulation's state with a snapshot's (throws on an inconsistent one). */
    loadSnapshot(snap) {
        this.reset();
        this.nowMs = Math.max(this.nowMs, snap.now);
        this.seq = snap.seq;
        restoreTables(this.tables(), snap);
        this.changed();
    }
    tables() {
        return {
            queues: this.queues,
            entries: this.entries,
            runs: this.runs,
            finishedRunOrder: this.finishedRunOrder,
            pullRequests: this.pullRequests,
            targetUploads: this.targetUploads,
            outcomes: this.outcomes,
        };
    }
}
function byPriorityThenSeq(a, b) {
    return a.priorityValue - b.priorityValue || a.seq - b.seq;
}
function stripUndefined(o) {
    return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}
function describeUnready(r) {
    if (!r.doesBaseBranchMatch)
        return "not ready: the PR's base branch is not the queue's branch";
    if (r.gitHubMergeability !== 'mergeable')
        return 'not ready: GitHub reports it not mergeable';
    return 'not ready: no impacted targets uploaded for its head commit';
}

;// CONCATENATED MODULE: ./src/emulator/index.ts
/**
 * A local emulator of Trunk's v1 Merge Queue and Flaky Tests API: a real HTTP server with every
 * endpoint under `/v1`, a simulated merge queue with simulated CI, and a control API under
 * `/_control/` for tests. Start it from code with {@link startEmulator}, or from the command line
 * with `npm run emulator` (see `cli.ts` and docs/emulator.md).
 */

















/** The token the emulator accepts when none is configured. Not a secret: it is for local use. */
const DEFAULT_EMULATOR_TOKEN = 'emulator-token';
/** Simulated duration of one test run unless scripted: 5 minutes of emulator time. */
const DEFAULT_TEST_DURATION_MS = 5 * 60_000;
/**
 * Where the example flaky-tests data set lives in the source tree. The emulator imports it as a
 * JSON module (so a bundle carries it); this path is for reading it as a file, e.g. in tests.
 */
const EXAMPLE_FLAKY_TESTS_PATH = (0,external_node_url_namespaceObject.fileURLToPath)(new URL(/* asset import */ __nccwpck_require__(902), __nccwpck_require__.b));
/** An option of {@link startEmulator} is invalid; the message names it. */
class EmulatorConfigError extends Error {
    constructor(message) {
        super(message);
        this.name = 'EmulatorConfigError';
    }
}
function emulator_check(ok, message) {
    if (!ok)
        throw new EmulatorConfigError(message);
}

/** Checks the v2 API keys option; undefined keeps the default key. */
function checkApiKeys(keys) {
    for (const k of keys ?? []) {
        const problem = keyProblem(k.key) ?? permissionProblem(k.permissions);
        emulator_check(problem === undefined, `apiKeys: a key ${problem} (value not shown)`);
    }
    return keys;
}
/** Validates options and fills in defaults. */
function resolveOptions(o) {
    const host = o.host ?? '127.0.0.1';
    emulator_check(typeof host === 'string' && host.length > 0, 'host must be a non-empty string');
    const port = o.port ?? 0;
    emulator_check(Number.isInteger(port) && port >= 0 && port <= 65535, `port must be 0-65535 (given ${port})`);
    const token = o.token ?? DEFAULT_EMULATOR_TOKEN;
    emulator_check(typeof token === 'string' && /^[\x21-\x7e]{1,4096}$/.test(token), 'token must be 1-4096 printable ASCII characters without spaces');
    const clock = o.clock ?? { mode: 'real' };
    emulator_check(clock.mode === 'real' || clock.mode === 'manual', 'clock.mode must be "real" or "manual"');
    const testDurationMs = o.testDurationMs ?? DEFAULT_TEST_DURATION_MS;
    emulator_check(Number.isInteger(testDurationMs) && testDurationMs >= 0, `testDurationMs must be a whole number of milliseconds, 0 or more (given ${testDurationMs})`);
    if (o.faults) {
        const r = FaultConfigSchema.safeParse(o.faults);
        emulator_check(r.success, `faults are invalid: ${r.error?.issues[0]?.path.join('.')} ${r.error?.issues[0]?.message}`);
        emulator_check(isLoopbackHost(host) || o.faults.rules.length === 0, 'fault mode is available only on a loopback host (127.0.0.1, ::1, localhost)');
    }
    return { host, port, token, clock, testDurationMs };
}
function loadFlaky(option, now) {
    if (option === false)
        return [];
    if (option === undefined)
        return parseFlakyTests(FlakyDataFileSchema.parse(flaky_tests_example_namespaceObject), now);
    if (typeof option === 'string')
        return loadFlakyTestsFile(option, now);
    if (Array.isArray(option))
        return option;
    emulator_check(Number.isInteger(option.seed) &&
        Number.isInteger(option.size) &&
        option.size >= 0 &&
        option.size <= 200_000, 'flakyTests.seed must be an integer and flakyTests.size 0-200000');
    return generateFlakyTests(option.seed, option.size, now);
}
/** Starts an emulator and resolves once it listens. */
async function startEmulator(options = {}) {
    const o = resolveOptions(options);
    let clock;
    try {
        clock = new EmulatorClock({
            mode: o.clock.mode,
            speed: o.clock.mode === 'real' ? o.clock.speed : undefined,
            startAt: o.clock.startAt === undefined ? undefined : parseInstant(o.clock.startAt),
        });
    }
    catch (e) {
        throw new EmulatorConfigError(`clock: ${e.message}`);
    }
    const stateFile = options.dataFile
        ? new StateFile(options.dataFile, options.persistDebounceMs ?? 200)
        : undefined;
    const saved = stateFile?.load();
    if (saved) {
        // A manual clock resumes exactly where it stopped; a real one never goes back in time.
        if (clock.mode === 'manual' && o.clock.startAt === undefined)
            clock.setTime(saved.clock.now);
        else
            clock.resumeAt(saved.clock.now);
    }
    const sim = new Simulation({
        testDurationMs: o.testDurationMs,
        v2DuplicateSubmit: options.v2DuplicateSubmit,
        now: clock.now(),
    });
    if (saved) {
        try {
            sim.loadSnapshot(saved.simulation);
        }
        catch (e) {
            throw new Error(`the emulator data file ${stateFile?.path} is inconsistent: ${e.message}`, { cause: e });
        }
    }
    const flaky = new FlakyTestStore(loadFlaky(options.flakyTests, clock.now()));
    const faults = new FaultEngine(options.faults);
    const log = new RequestLog();
    const core = new EmulatorServer({
        sim,
        clock,
        flaky,
        faults,
        log,
        token: o.token,
        loopback: isLoopbackHost(o.host),
        stateFile,
        apiKeys: checkApiKeys(options.apiKeys),
    });
    const server = (0,external_node_http_namespaceObject.createServer)({ keepAliveTimeout: 5_000 }, core.handle);
    server.on('clientError', (err, socket) => EmulatorServer.answerClientError(err, socket));
    await new Promise((resolve, reject) => {
        const onError = (err) => reject(err);
        server.once('error', onError);
        server.listen(o.port, o.host, () => {
            server.off('error', onError);
            resolve();
        });
    });
    core.sync();
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : o.port;
    const hostInUrl = o.host.includes(':') ? `[${o.host}]` : o.host;
    const origin = `http://${hostInUrl}:${port}`;
    let closing;
    return {
        url: `${origin}/v1`,
        origin,
        host: o.host,
        port,
        token: o.token,
        v2Url: origin,
        simulation: sim,
        state: () => {
            core.sync();
            return stateDump(core);
        },
        requests: () => log.summary(),
        now: () => clock.now(),
        advance: (ms) => {
            core.configureClock({ advanceMs: ms });
            core.sync();
        },
        setFaults: (config) => core.configureFaults(config),
        flush: async () => {
            if (stateFile)
                await stateFile.flush(() => core.stateDocument());
        },
        close: () => {
            closing ??= (async () => {
                await new Promise((resolve) => {
                    server.close(() => resolve());
                    server.closeAllConnections();
                });
                await core.close();
            })();
            return closing;
        },
    };
}

;// CONCATENATED MODULE: ./src/emulator/cli.ts
/**
 * The emulator's command line: `merge-queue-emulator --port 8080 --token T` (the package's bin),
 * or `npm run --silent emulator -- ...` from a checkout. Prints exactly one
 * line on stdout first, `Emulator listening on http://127.0.0.1:PORT/v1`, so scripts can read the
 * URL; ends cleanly (exit 0, data file written) on SIGINT/SIGTERM. A bad flag exits 2 with a
 * one-line message naming it.
 */









/** A command-line mistake; exit code 2. */
class UsageError extends Error {
    constructor(message) {
        super(message);
        this.name = 'UsageError';
    }
}
/**
 * Every flag the command line accepts: how node:util's parseArgs reads it (it ignores `arg` and
 * `help`) and its line in --help.
 */
const CLI_FLAGS = {
    host: {
        type: 'string',
        arg: 'HOST',
        help: 'address to listen on (default 127.0.0.1)',
    },
    port: { type: 'string', arg: 'N', help: 'port, 0 for any free one (default 8080)' },
    token: {
        type: 'string',
        arg: 'T',
        help: `API token clients must send (default ${DEFAULT_EMULATOR_TOKEN})`,
    },
    speed: { type: 'string', arg: 'N', help: 'real-time clock at N times speed (default 1)' },
    'manual-clock': { type: 'boolean', help: 'clock moves only through POST /_control/clock' },
    'data-file': { type: 'string', arg: 'PATH', help: 'keep state in PATH across restarts' },
    'test-duration-seconds': {
        type: 'string',
        arg: 'N',
        help: `simulated CI time per test run (default ${DEFAULT_TEST_DURATION_MS / 1000})`,
    },
    'flaky-tests': {
        type: 'string',
        arg: 'FILE',
        help: 'flaky-tests data set (default: the shipped example)',
    },
    'flaky-seed': {
        type: 'string',
        arg: 'N',
        help: 'generate a flaky-tests data set (with --flaky-size)',
    },
    'flaky-size': { type: 'string', arg: 'N', help: 'size of the generated set (with --flaky-seed)' },
    faults: {
        type: 'string',
        arg: 'JSON|FILE',
        help: 'fault rules: {"rules":[...]} (loopback hosts only)',
    },
    'fault-seed': { type: 'string', arg: 'N', help: 'seed of the fault rates (default 0)' },
    'api-key': {
        type: 'string',
        multiple: true,
        arg: 'KEY=PERM,PERM',
        help: `a v2 API key (trunk_v2_…) and its permissions (${V2_PERMISSION_IDS.join(', ')}, all); repeatable (default ${DEFAULT_V2_API_KEY} with all)`,
    },
    'v2-duplicate-submit': {
        type: 'boolean',
        help: 'answer 409 to a submit of a queued PR (v2 behaviour)',
    },
    help: { type: 'boolean', short: 'h', help: 'show this help' },
};
const flagLines = Object.entries(CLI_FLAGS).map(([name, f]) => {
    const spelled = `${'short' in f ? `-${f.short}, ` : ''}--${name}${'arg' in f ? ` ${f.arg}` : ''}`;
    return `  ${spelled.padEnd(30)}${f.help}`;
});
const USAGE = `Usage: merge-queue-emulator [options]
   or: npm run --silent emulator -- [options]

Runs a local emulator of Trunk's v1 Merge Queue and Flaky Tests API. The first line on stdout is
"Emulator listening on <URL>"; the live view of the queues is at the origin of that URL.

${flagLines.join('\n')}
`;
function cli_integer(flag, value, min, max) {
    const n = /^-?\d+$/.test(value.trim()) ? Number(value) : NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max) {
        throw new UsageError(`--${flag}: expected a whole number from ${min} to ${max}, got ${JSON.stringify(value)}`);
    }
    return n;
}
function positive(flag, value, max) {
    const n = /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : NaN;
    if (!(n > 0) || n > max) {
        throw new UsageError(`--${flag}: expected a number above 0 and at most ${max}, got ${JSON.stringify(value)}`);
    }
    return n;
}
/**
 * `--flag -1` as `--flag=-1` for flags that take a value, unless `-1` is itself a flag: parseArgs
 * refuses a value starting with a dash with three lines of advice, and the value's own check
 * says in one line what is expected (`--speed: expected a number above 0 ..., got "-1"`).
 */
function joinDashValues(argv) {
    const takesValue = (arg) => arg.startsWith('--') &&
        Object.hasOwn(CLI_FLAGS, arg.slice(2)) &&
        CLI_FLAGS[arg.slice(2)].type === 'string';
    const isFlag = (arg) => arg === '-h' ||
        (arg.startsWith('--') && Object.hasOwn(CLI_FLAGS, arg.slice(2).split('=')[0] ?? ''));
    const out = [];
    for (let i = 0; i < argv.length; i++) {
        const arg = argv[i];
        const next = argv[i + 1];
        if (takesValue(arg) && next?.startsWith('-') && !isFlag(next)) {
            out.push(`${arg}=${next}`);
            i++;
        }
        else
            out.push(arg);
    }
    return out;
}
/** Turns the arguments into emulator options (or `help`); throws {@link UsageError}. */
function parseCli(argv) {
    let parsed;
    try {
        parsed = (0,external_node_util_namespaceObject.parseArgs)({
            args: joinDashValues(argv),
            options: CLI_FLAGS,
            strict: true,
            allowPositionals: false,
        });
    }
    catch (e) {
        const msg = e.message;
        const flag = /'(-{1,2}[^']+)'/.exec(msg)?.[1];
        if (/Unknown option/.test(msg)) {
            throw new UsageError(`${flag ?? 'option'}: unknown flag (see --help)`);
        }
        // Left after joinDashValues only when another flag follows: the value is missing.
        if (/argument missing|argument is ambiguous/.test(msg)) {
            throw new UsageError(`${flag?.split(' ')[0] ?? 'option'}: expected a value after the flag`);
        }
        if (/positional/i.test(msg))
            throw new UsageError(`unexpected argument: ${msg}`);
        throw new UsageError(msg);
    }
    const v = parsed.values;
    if (v.help)
        return 'help';
    const o = {};
    if (v.host !== undefined) {
        if (!/^[A-Za-z0-9.:[\]-]+$/.test(v.host)) {
            throw new UsageError(`--host: expected an address such as 127.0.0.1, got ${JSON.stringify(v.host)}`);
        }
        o.host = v.host;
    }
    o.port = v.port === undefined ? 8080 : cli_integer('port', v.port, 0, 65535);
    if (v.token !== undefined) {
        if (!/^[\x21-\x7e]{1,4096}$/.test(v.token)) {
            throw new UsageError('--token: expected 1-4096 printable ASCII characters without spaces (value not shown)');
        }
        o.token = v.token;
    }
    if (v['manual-clock'] && v.speed !== undefined) {
        throw new UsageError('--speed: cannot be combined with --manual-clock (pick one)');
    }
    o.clock = v['manual-clock']
        ? { mode: 'manual' }
        : {
            mode: 'real',
            speed: v.speed === undefined ? 1 : positive('speed', v.speed, MAX_CLOCK_SPEED),
        };
    if (v['data-file'] !== undefined) {
        if (v['data-file'].trim() === '')
            throw new UsageError('--data-file: expected a file path');
        try {
            checkOutputPath(v['data-file']);
        }
        catch (e) {
            if (!(e instanceof OutputPathProblem))
                throw e;
            throw new UsageError(`--data-file: ${JSON.stringify(v['data-file'])} cannot be written (${e.message}); expected a file path in a writable directory on a disk`);
        }
        o.dataFile = v['data-file'];
    }
    if (v['test-duration-seconds'] !== undefined) {
        o.testDurationMs = Math.round(positive('test-duration-seconds', v['test-duration-seconds'], 30 * 86_400) * 1000);
    }
    const seed = v['flaky-seed'];
    const size = v['flaky-size'];
    if (v['flaky-tests'] !== undefined && (seed !== undefined || size !== undefined)) {
        throw new UsageError('--flaky-tests: cannot be combined with --flaky-seed/--flaky-size (pick a file or a generated set)');
    }
    if ((seed === undefined) !== (size === undefined)) {
        throw new UsageError(`${seed === undefined ? '--flaky-seed' : '--flaky-size'}: required together with ${seed === undefined ? '--flaky-size' : '--flaky-seed'}`);
    }
    if (seed !== undefined && size !== undefined) {
        o.flakyTests = {
            seed: cli_integer('flaky-seed', seed, -(2 ** 31), 2 ** 32 - 1),
            size: cli_integer('flaky-size', size, 0, 200_000),
        };
    }
    if (v['flaky-tests'] !== undefined)
        o.flakyTests = v['flaky-tests'];
    if (v.faults !== undefined)
        o.faults = readFaults(v.faults);
    if (v['fault-seed'] !== undefined) {
        if (!o.faults)
            throw new UsageError('--fault-seed: needs --faults');
        o.faults.seed = cli_integer('fault-seed', v['fault-seed'], -(2 ** 31), 2 ** 32 - 1);
    }
    if (v['v2-duplicate-submit'])
        o.v2DuplicateSubmit = true;
    if (v['api-key'] !== undefined) {
        o.apiKeys = v['api-key'].map((spec) => {
            try {
                return parseApiKeySpec(spec);
            }
            catch (e) {
                throw new UsageError(`--api-key: ${e.message}`);
            }
        });
    }
    return o;
}
function readFaults(value) {
    let text = value;
    if (!value.trim().startsWith('{') && !value.trim().startsWith('[')) {
        try {
            text = (0,external_node_fs_namespaceObject.readFileSync)(value, 'utf8');
        }
        catch (e) {
            throw new UsageError(`--faults: expected JSON or a readable file, got ${JSON.stringify(value)} (${e.message})`);
        }
    }
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (e) {
        throw new UsageError(`--faults: not valid JSON (${e.message})`);
    }
    if (Array.isArray(json))
        json = { rules: json };
    const r = FaultConfigSchema.safeParse(json);
    if (!r.success) {
        const issue = r.error.issues[0];
        throw new UsageError(`--faults: expected {"rules":[...]}; ${issue?.path.join('.') || '(document)'} ${issue?.message}`);
    }
    return r.data;
}
/** Runs the command line; resolves with the exit code once the emulator has stopped. */
async function main(argv) {
    let options;
    try {
        options = parseCli(argv);
    }
    catch (e) {
        if (e instanceof UsageError) {
            process.stderr.write(`emulator: ${e.message}\n`);
            return 2;
        }
        throw e;
    }
    if (options === 'help') {
        process.stdout.write(USAGE);
        return 0;
    }
    let emulator;
    try {
        emulator = await startEmulator(options);
    }
    catch (e) {
        process.stderr.write(`emulator: ${e.message}\n`);
        return 1;
    }
    // The signal handlers first: a script may send SIGINT as soon as it reads the URL line, and
    // without a handler that signal kills the process before the state is saved.
    const stopped = new Promise((resolve) => {
        let stopping = false;
        const stop = (signal) => {
            if (stopping)
                return;
            stopping = true;
            process.stderr.write(`emulator: ${signal}, stopping\n`);
            emulator.close().then(() => resolve(0), (e) => {
                process.stderr.write(`emulator: could not save state: ${e.message}\n`);
                resolve(1);
            });
        };
        process.once('SIGINT', () => stop('SIGINT'));
        process.once('SIGTERM', () => stop('SIGTERM'));
    });
    process.stdout.write(`Emulator listening on ${emulator.url}\n`);
    process.stderr.write(`emulator: token ${options.token === undefined ? `"${DEFAULT_EMULATOR_TOKEN}" (default)` : 'as given'}; ` +
        `control API at ${emulator.origin}/_control/; ${options.clock?.mode === 'manual' ? 'manual clock' : `clock speed ${options.clock?.mode === 'real' ? (options.clock.speed ?? 1) : 1}`}` +
        `${options.dataFile ? `; state in ${options.dataFile}` : ''}\n`);
    return stopped;
}
/** True when `argv1` is this module: run directly, or through a bin link (npm links `bin` files). */
function isEntryPoint(argv1) {
    if (!argv1)
        return false;
    try {
        return import.meta.url === (0,external_node_url_namespaceObject.pathToFileURL)((0,external_node_fs_namespaceObject.realpathSync)(argv1)).href;
    }
    catch {
        return false;
    }
}
// Run when executed directly (not when imported by tests).
if (isEntryPoint(process.argv[1])) {
    main(process.argv.slice(2)).then((code) => {
        process.exitCode = code;
    }, (e) => {
        process.stderr.write(`emulator: ${e.stack ?? String(e)}\n`);
        process.exitCode = 1;
    });
}

var __webpack_exports__CLI_FLAGS = __webpack_exports__.hi;
var __webpack_exports__USAGE = __webpack_exports__.u_;
var __webpack_exports__UsageError = __webpack_exports__.eb;
var __webpack_exports__main = __webpack_exports__.iW;
var __webpack_exports__parseCli = __webpack_exports__.wE;
export { __webpack_exports__CLI_FLAGS as CLI_FLAGS, __webpack_exports__USAGE as USAGE, __webpack_exports__UsageError as UsageError, __webpack_exports__main as main, __webpack_exports__parseCli as parseCli };

//# sourceMappingURL=index.js.map