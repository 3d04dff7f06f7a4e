/**
 * The parsers of input values: each takes the raw text and returns a typed value or throws an
 * {@link InputError} that names the input, shows what was given and says what is expected.
 */
import { isAbsolute, resolve } from 'node:path'
import {
  DEFAULT_BASE_URL,
  MAX_PR_NUMBER,
  PRIORITY_MAX,
  PRIORITY_NAMES,
  PULL_REQUEST_STATES,
  QUEUE_SETTING_NAMES,
  QueueSettingsSchema,
  MAX_HEADER_VALUE_LENGTH,
  baseUrlProblem,
  headerValueProblem,
  type PriorityName,
  type QueueSettings,
  type RepoRef,
} from '../client/index.js'
import {
  checkOutputPath,
  OutputPathProblem,
  outsideFolders,
  pseudoFileSystemOf,
} from '../files/output-directory.js'
import { Inputs, type InputName } from './constants.js'
import { defaultOf } from './defaults.js'
import { InputError, shown } from './errors.js'
import type { RunContext } from '../ports/run-context.js'
import { MIN_TOKEN_LENGTH } from '../wire/schemas.js'
import { TEST_RUN_ID_PATTERN } from '../wire/test-run-id.js'
import { actionOnly } from '../ports/text.js'

/** Reads one input, trimmed; '' when unset (as the runner passes it). */
export type InputGetter = (name: InputName) => string

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/
/** Longer base URLs do not fit the request line servers accept (typically 8 KiB with headers). */
const MAX_URL_LENGTH = 2048
/** A DNS name is at most 253 characters. */
const MAX_HOST_LENGTH = 253
/** The client's limit for `repo.owner` (GitLab subgroups make owners long). */
const MAX_OWNER_LENGTH = 255

export function parseApiUrl(raw: string): string {
  const { url, path } = parseBaseUrl(raw, `a URL such as ${DEFAULT_BASE_URL}`)
  if (!path.endsWith('/v1')) {
    throw new InputError(
      Inputs.ApiUrl,
      `${shown(raw)} does not end in /v1, so every request would miss the v1 API`,
      `the API's base URL ending in /v1, such as ${DEFAULT_BASE_URL}`,
    )
  }
  return url.href.replace(/\/+$/, '')
}

/**
 * `api-url` as a base URL of either API: one line, at most {@link MAX_URL_LENGTH} characters, a
 * URL the client takes (the client's own rule, so the action refuses exactly what the client
 * would); `expected` says what the API of the token wants. Its path comes without trailing slashes.
 */
export function parseBaseUrl(raw: string, expected: string): { url: URL; path: string } {
  // The URL parser drops tabs and newlines silently: a value with them is not what was meant.
  if (CONTROL.test(raw) || raw.length > MAX_URL_LENGTH) {
    throw new InputError(
      Inputs.ApiUrl,
      `${shown(raw)} is not a URL on one line of at most ${MAX_URL_LENGTH} characters`,
      expected,
    )
  }
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new InputError(Inputs.ApiUrl, `${shown(raw)} is not a URL`, expected)
  }
  const problem = baseUrlProblem(url)
  if (problem) throw new InputError(Inputs.ApiUrl, `${shown(raw)} ${problem}`, expected)
  return { url, path: url.pathname.replace(/\/+$/, '') }
}

/** The fewest characters a token may have (the wire's rule, which the emulator's CLI names too). */
export { MIN_TOKEN_LENGTH }

/**
 * Refuses a token too short to be one, naming `input` and never its value: checked before the
 * token is masked, so the message itself is not masked into nonsense.
 */
export function checkTokenLength(
  input: typeof Inputs.ApiToken | typeof Inputs.GithubToken,
  token: string,
): void {
  if (!token || token.length >= MIN_TOKEN_LENGTH) return
  throw new InputError(
    input,
    `is ${token.length} character${token.length === 1 ? '' : 's'} long, too short to be a token (its value is not shown)`,
    input === Inputs.ApiToken
      ? `the token exactly as issued, at least ${MIN_TOKEN_LENGTH} characters (check that the secret is set to the whole token)`
      : `a GitHub token exactly as issued, at least ${MIN_TOKEN_LENGTH} characters${actionOnly(' (default ${{ github.token }})')}`,
  )
}

/** The API token: checked for what can travel in a header; its value is never shown. */
export function parseToken(token: string): string {
  checkTokenLength(Inputs.ApiToken, token)
  if (!headerValueProblem(token)) return token
  if (token.length > MAX_HEADER_VALUE_LENGTH) {
    throw new InputError(
      Inputs.ApiToken,
      `is ${token.length} characters long (its value is not shown)`,
      `the token exactly as issued (at most ${MAX_HEADER_VALUE_LENGTH} characters)`,
    )
  }
  throw new InputError(
    Inputs.ApiToken,
    'contains whitespace, control or non-ASCII characters (its value is not shown)',
    'the token exactly as issued',
  )
}

const OWNER_OR_NAME = /^[A-Za-z0-9_.-]{1,100}$/

export function parseRepository(raw: string, hostRaw: string): RepoRef {
  if (!raw) {
    throw new InputError(
      Inputs.Repository,
      'is empty and GITHUB_REPOSITORY is not set',
      'owner/name, e.g. acme/app',
    )
  }
  const host = parseRepositoryHost(hostRaw)
  // GitHub has no subgroups: `acme/app/extra` there is a typo, not the repository `extra` of an
  // owner `acme/app` (which would make every later error blame another input).
  if (isGitHubHost(host) && raw.split('/').length > 2) {
    throw new InputError(
      Inputs.Repository,
      `${shown(raw)} is not a repository on ${host}: it has ${raw.split('/').length} parts separated by /`,
      'owner/name, e.g. acme/app (exactly one /)',
    )
  }
  // A clone URL's ending: no GitHub or GitLab repository name ends in .git (both strip it when a
  // repository is created), so `acme/app.git` names no repository. Refused rather than rewritten:
  // the input is the name as GITHUB_REPOSITORY spells it, and the hint gives it.
  const bare = raw.replace(/\.git$/i, '')
  if (bare !== raw && bare.includes('/') && !bare.endsWith('/')) {
    throw new InputError(
      Inputs.Repository,
      `${shown(raw)} ends in .git, which no repository name does (that is a clone URL's ending)`,
      `owner/name without .git, i.e. ${shown(bare)}`,
    )
  }
  // GitLab owners may carry subgroups: everything before the last slash is the owner.
  const cut = raw.lastIndexOf('/')
  const owner = raw.slice(0, cut)
  const name = raw.slice(cut + 1)
  const ownerOk =
    cut > 0 &&
    owner.length <= MAX_OWNER_LENGTH &&
    owner.split('/').every((p) => OWNER_OR_NAME.test(p))
  if (!ownerOk || !OWNER_OR_NAME.test(name) || ['.', '..', '.git'].includes(name.toLowerCase())) {
    throw new InputError(
      Inputs.Repository,
      `${shown(raw)} is not a repository`,
      'owner/name, e.g. acme/app',
    )
  }
  return { host, owner, name }
}

/** github.com and GitHub Enterprise Cloud (`*.ghe.com`): repositories are exactly owner/name. */
function isGitHubHost(host: string): boolean {
  const bare = host.replace(/:\d*$/, '')
  return bare === 'github.com' || bare.endsWith('.ghe.com')
}

/** A host name, optionally with a port, lowercase: where the repository lives. */
export function parseRepositoryHost(hostRaw: string): string {
  const host = hostRaw.toLowerCase()
  if (
    host.replace(/:\d*$/, '').length > MAX_HOST_LENGTH ||
    !/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/.test(
      host,
    )
  ) {
    throw new InputError(
      Inputs.RepositoryHost,
      `${shown(hostRaw)} is not a host name`,
      'a host such as github.com',
    )
  }
  return host
}

/** Git's rules for a branch name (check-ref-format), enough to catch typos and hostile values. */
export function parseBranch(raw: string): string {
  const name = raw.replace(/^refs\/heads\//, '')
  const bad =
    name.length > 255 ||
    CONTROL.test(name) ||
    /[\s~^:?*[\\]/.test(name) ||
    name.includes('..') ||
    name.includes('@{') ||
    name.startsWith('-') ||
    name.startsWith('/') ||
    name.endsWith('/') ||
    name.endsWith('.') ||
    name.endsWith('.lock') ||
    name.includes('//')
  if (bad || !name) {
    throw new InputError(
      Inputs.TargetBranch,
      `${shown(raw)} is not a valid branch name`,
      'a branch name such as main or release/1.x',
    )
  }
  return name
}

export function parsePrNumber(raw: string): number {
  const v = raw.replace(/^#/, '')
  if (!/^\d+$/.test(v) || Number(v) < 1 || Number(v) > MAX_PR_NUMBER) {
    throw new InputError(
      Inputs.PrNumber,
      `${shown(raw)} is not a PR number`,
      `a whole number from 1 to ${MAX_PR_NUMBER}`,
    )
  }
  return Number(v)
}

export function parseSha(raw: string): string {
  if (!/^([0-9a-fA-F]{40}|[0-9a-fA-F]{64})$/.test(raw)) {
    throw new InputError(
      Inputs.PrSha,
      `${shown(raw)} is not a full commit sha`,
      '40 (or 64) hexadecimal characters',
    )
  }
  return raw.toLowerCase()
}

export function parsePriority(raw: string): PriorityName | number {
  const lower = raw.toLowerCase()
  // Own names only: `constructor` or `__proto__` are in every object.
  if (Object.hasOwn(PRIORITY_NAMES, lower)) return lower as PriorityName
  if (/^\d+$/.test(raw) && Number(raw) <= PRIORITY_MAX) return Number(raw)
  throw new InputError(
    Inputs.Priority,
    `${shown(raw)} is not a priority`,
    `low, medium, high, urgent, or a number from 0 (highest) to ${PRIORITY_MAX}`,
  )
}

/** Booleans as YAML 1.2 core spells them (what core.getBooleanInput accepts). */
export function parseBoolean(get: InputGetter, name: InputName): boolean {
  const raw = get(name) || defaultOf(name)
  if (['true', 'True', 'TRUE'].includes(raw)) return true
  if (['false', 'False', 'FALSE'].includes(raw)) return false
  throw new InputError(name, `${shown(raw)} is not a boolean`, 'true or false')
}

export function intInput(get: InputGetter, name: InputName, min: number, max: number): number {
  const raw = get(name) || defaultOf(name)
  const expected = `a whole number from ${min} to ${max}`
  if (!/^\d+$/.test(raw))
    throw new InputError(name, `${shown(raw)} is not a whole number`, expected)
  const n = Number(raw)
  if (n < min) throw new InputError(name, `${shown(raw)} is less than ${min}`, expected)
  if (n > max) throw new InputError(name, `${shown(raw)} is more than ${max}`, expected)
  return n
}

export function parseStates(name: InputName, raw: string, allowEmpty = false): string[] {
  const items = raw
    .split(/[,\n]/)
    .map((x) => x.trim())
    .filter(Boolean)
  if (!items.length && !allowEmpty) {
    throw new InputError(name, 'names no state', `states from: ${PULL_REQUEST_STATES.join(', ')}`)
  }
  const out: string[] = []
  for (const item of items) {
    const state = item.toLowerCase().replace(/-/g, '_')
    if (!(PULL_REQUEST_STATES as readonly string[]).includes(state)) {
      throw new InputError(
        name,
        `${shown(item)} is not a PR state`,
        `states from: ${PULL_REQUEST_STATES.join(', ')} (comma-separated, either case)`,
      )
    }
    if (!out.includes(state)) out.push(state)
  }
  return out
}

export function parseSlug(raw: string): string {
  if (!raw)
    throw new InputError(
      Inputs.OrgUrlSlug,
      'is required for this command',
      "your Trunk organization's URL slug",
    )
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/.test(raw)) {
    throw new InputError(
      Inputs.OrgUrlSlug,
      `${shown(raw)} is not an organization slug`,
      'letters, digits, - and _',
    )
  }
  return raw
}

export function parseText(name: InputName, raw: string, max: number): string {
  if (CONTROL.test(raw) || raw.length > max) {
    throw new InputError(
      name,
      `${shown(raw)} is not valid`,
      `at most ${max} characters on one line`,
    )
  }
  return raw
}

/**
 * A test run id: the uuid of a `trunk-merge/pr-N/<uuid>` test branch, with v1's `-bisection…`
 * suffix when the branch has one (wire notes §2.6); the same shape the test-branch pattern of
 * the run context reads from a ref. Anything else names no test run: the service would answer
 * 404, and the message would blame nothing.
 */
const TEST_RUN_ID = new RegExp(`^${TEST_RUN_ID_PATTERN}$`)

export function parseTestRunId(raw: string): string {
  if (raw.length > 255 || !TEST_RUN_ID.test(raw)) {
    throw new InputError(
      Inputs.TestRunId,
      `${shown(raw)} is not a test run id`,
      'the uuid of the trunk-merge/pr-N/<uuid> test branch, e.g. 01234567-89ab-4cde-8f01-23456789abcd (v1 bisection runs add -bisection…, as their branch does)',
    )
  }
  return raw
}

export function parsePath(name: InputName, raw: string): string {
  if (CONTROL.test(raw) || raw.length > 4096) {
    throw new InputError(name, `${shown(raw)} is not a file path`, 'a path on one line')
  }
  return raw
}

/** The folders a relative output path must stay in. */
export interface OutputFolders {
  /** The workspace: GITHUB_WORKSPACE, else the working directory (as junit-paths reads it). */
  workspace: string
  /** The runner's temp folder (RUNNER_TEMP), when there is one. */
  runnerTemp?: string
}

/** The {@link OutputFolders} of this run, from its context (the working directory stands in). */
export function outputFoldersOf(
  ctx: Pick<RunContext, 'workspace' | 'tempFolder'> = {},
): OutputFolders {
  return {
    workspace: resolve(ctx.workspace || process.cwd()),
    ...(ctx.tempFolder ? { runnerTemp: resolve(ctx.tempFolder) } : {}),
  }
}

/**
 * A relative output path stays inside the workspace or the runner's temp folder, as written and
 * through symbolic links, like the files the action reads (junit-paths): `../../x` is a slip, and
 * a link a checked-out PR placed must not send the file elsewhere. An absolute path is taken as
 * meant and written where it says.
 */
function checkOutputFolders(name: InputName, raw: string, folders: OutputFolders): void {
  if (isAbsolute(raw)) return
  const allowed = [folders.workspace, ...(folders.runnerTemp ? [folders.runnerTemp] : [])]
  const out = outsideFolders(raw, allowed)
  if (!out) return
  const where = folders.runnerTemp
    ? `the workspace (${folders.workspace}) and the runner's temp folder (${folders.runnerTemp})`
    : `the workspace (${folders.workspace})`
  throw new InputError(
    name,
    out.throughLink
      ? `${shown(raw)} leads through a symbolic link to ${out.at}, outside ${where}`
      : `${shown(raw)} leads to ${out.at}, outside ${where}`,
    `a relative path inside the workspace, e.g. metrics/mq.prom, or an absolute path${actionOnly(' such as ${{ runner.temp }}/mq.prom')}`,
  )
}

/**
 * A file the action will write: refused up front when a relative path leaves `folders` (see
 * {@link checkOutputFolders}), or when it cannot be a file (it is a directory, something on its
 * way is a file, its directory is not writable, or it lies under /proc, /sys or /dev, resolved
 * through symbolic links), so the step fails before any request instead of after it, and never
 * waits on a kernel file system.
 */
export function parseOutputPath(
  name: InputName,
  raw: string,
  folders: OutputFolders = outputFoldersOf(),
): string {
  // A path into the kernel's file systems is refused below, with that reason.
  if (!pseudoFileSystemOf(parsePath(name, raw))) checkOutputFolders(name, raw, folders)
  try {
    checkOutputPath(raw)
  } catch (e) {
    if (!(e instanceof OutputPathProblem)) throw e
    if (e.code === 'EISDIR') {
      throw new InputError(
        name,
        `${shown(raw)} is a directory`,
        'a file path, e.g. metrics/mq.prom',
      )
    }
    if (e.code === 'ENOTDIR') {
      throw new InputError(
        name,
        `${shown(raw)} cannot be created: ${shown(e.at)} is a file, not a directory`,
        'a file path in a directory',
      )
    }
    if (e.code === 'PSEUDOFS') {
      throw new InputError(
        name,
        `${shown(raw)} cannot be written: ${e.message}`,
        'a file path on a disk, e.g. metrics/mq.prom in the workspace',
      )
    }
    throw new InputError(
      name,
      `${shown(raw)} cannot be written: ${e.message}`,
      'a file path in a writable directory',
    )
  }
  return raw
}

/**
 * The range of each numeric queue setting. The lower bounds are the v1 notes' (§2.10: at least
 * 1, and 0 "to disable" for the two timeouts that allow it); the v1 notes give no upper bounds,
 * so these are the same service's v2 bounds (spec/v2 `UpdateMergeQueueConfigRequest`:
 * concurrencies, depth and batch size 1..1000, minutes 0..10080, one week).
 */
export const QUEUE_SETTING_BOUNDS = {
  concurrency: [1, 1000],
  bisectionConcurrency: [1, 1000],
  testingTimeoutMinutes: [0, 10080],
  pendingFailureDepth: [0, 1000],
  batchingMaxWaitTimeMinutes: [1, 10080],
  batchingMinSize: [1, 1000],
} as const satisfies Partial<Record<keyof QueueSettings, readonly [number, number]>>

/** Refuses a numeric setting outside {@link QUEUE_SETTING_BOUNDS}, naming it. */
function checkQueueSettingBounds(settings: Record<string, unknown>): void {
  for (const [name, [min, max]] of Object.entries(QUEUE_SETTING_BOUNDS)) {
    const value = settings[name]
    if (typeof value !== 'number') continue // absent, or the schema says what is wrong
    if (Number.isInteger(value) && value >= min && value <= max) continue
    throw new InputError(
      Inputs.QueueSettings,
      `${name} ${JSON.stringify(value)} is ${Number.isInteger(value) ? 'out of range' : 'not a whole number'}`,
      `a whole number from ${min} to ${max} for ${name}`,
    )
  }
}

export function parseQueueSettings(raw: string, required: boolean): QueueSettings | undefined {
  if (!raw) {
    if (required) {
      throw new InputError(
        Inputs.QueueSettings,
        'is required for update-queue',
        `a JSON object of settings, e.g. {"state":"paused"}`,
      )
    }
    return undefined
  }
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch (e) {
    throw new InputError(
      Inputs.QueueSettings,
      `is not valid JSON (${(e as Error).message})`,
      'a JSON object of settings, e.g. {"mode":"parallel","concurrency":4}',
    )
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new InputError(
      Inputs.QueueSettings,
      'is not a JSON object',
      'a JSON object of settings, e.g. {"mode":"parallel"}',
    )
  }
  const keys = Object.keys(value)
  const unknown = keys.filter((k) => !(QUEUE_SETTING_NAMES as string[]).includes(k))
  if (unknown.length) {
    throw new InputError(
      Inputs.QueueSettings,
      `has unknown setting ${shown(unknown[0] as string)}`,
      `settings from: ${QUEUE_SETTING_NAMES.join(', ')}`,
    )
  }
  if (required && !keys.length) {
    throw new InputError(
      Inputs.QueueSettings,
      'is an empty object',
      'at least one setting to change',
    )
  }
  checkQueueSettingBounds(value as Record<string, unknown>)
  const r = QueueSettingsSchema.safeParse(value)
  if (!r.success) {
    const issue = r.error.issues[0]
    const field = issue?.path.join('.') || '(settings)'
    throw new InputError(
      Inputs.QueueSettings,
      `setting ${field}: ${issue?.message ?? 'is invalid'}`,
      undefined,
    )
  }
  return value as QueueSettings
}
