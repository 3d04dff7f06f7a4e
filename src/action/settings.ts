/**
 * The action's inputs, read once and checked in full before any request: every wrong value is
 * refused with an {@link InputError} that names the input, shows what was given and says what is
 * expected. Nothing else reads inputs.
 */
import { statSync, type Stats } from 'node:fs'
import { dirname, resolve } from 'node:path'
import {
  DEFAULT_BASE_URL,
  MAX_PR_NUMBER,
  PRIORITY_MAX,
  PRIORITY_NAMES,
  PULL_REQUEST_STATES,
  QUEUE_SETTING_NAMES,
  QueueSettingsSchema,
  isLoopbackHost,
  type PriorityName,
  type QueueSettings,
  type RepoRef,
} from '../client/index.js'
import { COMMANDS, Inputs, type Command, type InputName } from './constants.js'
import { InputError, shown } from './input-error.js'
import { parseTargetsText, readTargetsFile, type ParsedTargets } from './targets-input.js'
import type { WorkflowContext } from './workflow-context.js'

/** Everything the action needs to know, typed and checked. */
export interface Settings {
  /** What to do. */
  command: Command
  /** The organization's v1 API token (already masked); undefined only for a fork upload. */
  apiToken?: string
  /** Base URL of the API, ending in /v1. */
  apiUrl: string
  /** The repository the queue belongs to. */
  repo: RepoRef
  /** The queue's branch; set for every command that addresses a queue. */
  targetBranch?: string
  /** The PR; set for the PR commands. */
  prNumber?: number
  /** The PR's expected head commit; stale queue entries are detected against it. */
  prSha?: string
  /** submit: priority by name or number (0 highest). */
  priority?: PriorityName | number
  /** submit: test this PR alone, outside batches. */
  noBatch?: boolean
  /** upload-targets: the targets to send. */
  targets?: ParsedTargets
  /** upload-targets from a fork: the run id sent instead of a token. */
  forkedWorkflowRunId?: string
  /** wait: states that end the wait successfully (lowercase). */
  waitFor: string[]
  /** wait: states that end the wait as a failure (lowercase). */
  failOn: string[]
  /** wait: how long to wait in all. */
  timeoutSeconds: number
  /** wait: the first (and after every transition, the reset) poll interval. */
  pollIntervalSeconds: number
  /** wait: the longest the interval grows to while nothing changes. */
  maxPollIntervalSeconds: number
  /** wait: how long a PR that is not in the queue may take to appear before the wait fails. */
  notSubmittedTimeoutSeconds: number
  /** Deadline of each API operation, retries included. */
  requestTimeoutSeconds: number
  /** failing-tests / test-details: the organization's slug. */
  orgUrlSlug?: string
  /** failing-tests: the window, ending now. */
  windowHours: number
  /** test-details: the test case id. */
  testId?: string
  /** testing-details: the test run id. */
  testRunId?: string
  /** create-queue / update-queue: the settings to set. */
  queueSettings?: QueueSettings
  /** metrics: where to write the Prometheus text (undefined: not written). */
  metricsFile?: string
  /** metrics: this repository's metrics or the whole organization's. */
  metricsScope: 'repository' | 'organization'
  /** Inputs given that this command does not use (warned about). */
  ignoredInputs: string[]
}

/** Reads one input; '' when unset (as the runner passes it). */
export type InputReader = (name: InputName) => string

/** Which inputs each command uses (beyond command, api-token, api-url, repository and its host). */
const USES: Record<Command, InputName[]> = {
  submit: [Inputs.TargetBranch, Inputs.PrNumber, Inputs.PrSha, Inputs.Priority, Inputs.NoBatch],
  cancel: [Inputs.TargetBranch, Inputs.PrNumber, Inputs.PrSha],
  'restart-tests': [Inputs.TargetBranch, Inputs.PrNumber, Inputs.PrSha],
  status: [Inputs.TargetBranch, Inputs.PrNumber, Inputs.PrSha],
  wait: [
    Inputs.TargetBranch,
    Inputs.PrNumber,
    Inputs.PrSha,
    Inputs.WaitFor,
    Inputs.FailOn,
    Inputs.TimeoutSeconds,
    Inputs.PollIntervalSeconds,
    Inputs.MaxPollIntervalSeconds,
    Inputs.NotSubmittedTimeoutSeconds,
  ],
  'upload-targets': [
    Inputs.TargetBranch,
    Inputs.PrNumber,
    Inputs.PrSha,
    Inputs.ImpactedTargets,
    Inputs.ImpactedTargetsFile,
  ],
  'testing-details': [Inputs.TargetBranch, Inputs.TestRunId],
  'failing-tests': [Inputs.OrgUrlSlug, Inputs.WindowHours],
  'test-details': [Inputs.OrgUrlSlug, Inputs.TestId],
  'get-queue': [Inputs.TargetBranch],
  'create-queue': [Inputs.TargetBranch, Inputs.QueueSettings],
  'update-queue': [Inputs.TargetBranch, Inputs.QueueSettings],
  'delete-queue': [Inputs.TargetBranch],
  metrics: [Inputs.TargetBranch, Inputs.MetricsFile, Inputs.MetricsScope],
}
const ALWAYS: InputName[] = [
  Inputs.Command,
  Inputs.ApiToken,
  Inputs.ApiUrl,
  Inputs.Repository,
  Inputs.RepositoryHost,
  Inputs.RequestTimeoutSeconds,
]
/** Inputs with a default in action.yml: always passed by the runner, so never "ignored". */
const HAS_DEFAULT = new Set<InputName>([
  Inputs.ApiUrl,
  Inputs.WaitFor,
  Inputs.FailOn,
  Inputs.TimeoutSeconds,
  Inputs.PollIntervalSeconds,
  Inputs.MaxPollIntervalSeconds,
  Inputs.NotSubmittedTimeoutSeconds,
  Inputs.WindowHours,
  Inputs.MetricsScope,
  Inputs.RequestTimeoutSeconds,
  Inputs.NoBatch,
  Inputs.Repository,
  Inputs.RepositoryHost,
])

const PR_COMMANDS = new Set<Command>([
  'submit',
  'cancel',
  'restart-tests',
  'status',
  'wait',
  'upload-targets',
])
const QUEUE_COMMANDS = new Set<Command>([
  ...PR_COMMANDS,
  'testing-details',
  'get-queue',
  'create-queue',
  'update-queue',
  'delete-queue',
])

/**
 * Reads and checks every input. `afterToken` runs as soon as the token is read and before
 * anything else could print it (the action masks it there).
 */
export function readSettings(
  read: InputReader,
  ctx: WorkflowContext,
  afterToken: (token: string) => void = () => {},
): Settings {
  const get = (name: InputName) => read(name).trim()
  // The token first: masked before any other input is looked at or any message is built.
  const rawToken = read(Inputs.ApiToken)
  if (rawToken.trim()) afterToken(rawToken.trim())

  const commandRaw = get(Inputs.Command)
  if (!commandRaw) {
    throw new InputError(Inputs.Command, 'is required', `one of ${COMMANDS.join(', ')}`)
  }
  const command = commandRaw.toLowerCase() as Command
  if (!COMMANDS.includes(command)) {
    throw new InputError(
      Inputs.Command,
      `${shown(commandRaw)} is not a command`,
      `one of ${COMMANDS.join(', ')}`,
    )
  }

  const apiUrl = parseApiUrl(get(Inputs.ApiUrl) || DEFAULT_BASE_URL)
  const repo = parseRepository(
    get(Inputs.Repository) || ctx.repository || '',
    get(Inputs.RepositoryHost) || ctx.serverHost,
  )

  const s: Settings = {
    command,
    apiUrl,
    repo,
    waitFor: [],
    failOn: [],
    timeoutSeconds: 3600,
    pollIntervalSeconds: 15,
    maxPollIntervalSeconds: 60,
    notSubmittedTimeoutSeconds: 0,
    requestTimeoutSeconds: intInput(get, Inputs.RequestTimeoutSeconds, 120, 5, 3600),
    windowHours: 24,
    metricsScope: 'repository',
    ignoredInputs: [],
  }

  const uses = new Set([...ALWAYS, ...USES[command]])
  s.ignoredInputs = (Object.values(Inputs) as InputName[]).filter(
    (n) => !uses.has(n) && !HAS_DEFAULT.has(n) && get(n) !== '',
  )

  if (QUEUE_COMMANDS.has(command) || (command === 'metrics' && get(Inputs.TargetBranch))) {
    const branch = get(Inputs.TargetBranch) || ctx.pr?.baseBranch || ctx.defaultBranch
    if (!branch) {
      throw new InputError(
        Inputs.TargetBranch,
        'is empty and the event has no PR base branch or repository default branch to default to',
        "the queue's branch, e.g. main",
      )
    }
    s.targetBranch = parseBranch(branch)
  }

  if (PR_COMMANDS.has(command)) {
    const given = get(Inputs.PrNumber)
    const fromEvent = ctx.pr?.number ?? ctx.testBranch?.prNumber
    if (!given && fromEvent === undefined) {
      throw new InputError(
        Inputs.PrNumber,
        `is empty and the ${ctx.eventName ?? 'triggering'} event has no pull request`,
        'the PR number (e.g. ${{ github.event.pull_request.number }})',
      )
    }
    s.prNumber = given ? parsePrNumber(given) : fromEvent
    const sha = get(Inputs.PrSha)
    if (sha) s.prSha = parseSha(sha)
    // The event's head sha belongs to the event's PR only.
    else if (ctx.pr?.headSha && ctx.pr.number === s.prNumber) s.prSha = ctx.pr.headSha.toLowerCase()
  }

  switch (command) {
    case 'submit': {
      const p = get(Inputs.Priority)
      if (p) s.priority = parsePriority(p)
      s.noBatch = parseBoolean(get, Inputs.NoBatch, false)
      break
    }
    case 'wait':
      readWaitInputs(get, s)
      break
    case 'upload-targets':
      readTargets(get, s)
      if (!s.prSha) {
        throw new InputError(
          Inputs.PrSha,
          'is empty and the event does not give the PR head sha',
          "the PR's head commit sha (e.g. ${{ github.event.pull_request.head.sha }})",
        )
      }
      break
    case 'testing-details': {
      const id = get(Inputs.TestRunId) || ctx.testBranch?.testRunId
      if (!id) {
        throw new InputError(
          Inputs.TestRunId,
          'is empty and this run is not on a trunk-merge/pr-N/<uuid> test branch',
          'the test run id (the uuid of the test branch)',
        )
      }
      s.testRunId = parseText(Inputs.TestRunId, id, 255)
      break
    }
    case 'failing-tests':
      s.orgUrlSlug = parseSlug(get(Inputs.OrgUrlSlug))
      s.windowHours = intInput(get, Inputs.WindowHours, 24, 1, 168)
      break
    case 'test-details': {
      s.orgUrlSlug = parseSlug(get(Inputs.OrgUrlSlug))
      const id = get(Inputs.TestId)
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
        throw new InputError(
          Inputs.TestId,
          id ? `${shown(id)} is not a test id` : 'is required',
          'a UUID, e.g. 01234567-0123-0123-0123-0123456789ab',
        )
      }
      s.testId = id.toLowerCase()
      break
    }
    case 'create-queue':
      s.queueSettings = parseQueueSettings(get(Inputs.QueueSettings), false)
      break
    case 'update-queue':
      s.queueSettings = parseQueueSettings(get(Inputs.QueueSettings), true)
      break
    case 'metrics': {
      const scope = (get(Inputs.MetricsScope) || 'repository').toLowerCase()
      if (scope !== 'repository' && scope !== 'organization') {
        throw new InputError(
          Inputs.MetricsScope,
          `${shown(scope)} is not a scope`,
          'repository or organization',
        )
      }
      s.metricsScope = scope
      const file = get(Inputs.MetricsFile)
      if (file) s.metricsFile = parseOutputPath(Inputs.MetricsFile, file)
      break
    }
    default:
      break
  }

  // The token last, so the message can say exactly which kind of run lacks it.
  const token = rawToken.trim()
  if (token) {
    if (/[^\u0021-\u007e]/.test(token)) {
      throw new InputError(
        Inputs.ApiToken,
        'contains whitespace, control or non-ASCII characters (its value is not shown)',
        'the token exactly as issued',
      )
    }
    if (token.length > MAX_TOKEN_LENGTH) {
      throw new InputError(
        Inputs.ApiToken,
        `is ${token.length} characters long (its value is not shown)`,
        `the token exactly as issued (at most ${MAX_TOKEN_LENGTH} characters)`,
      )
    }
    s.apiToken = token
  } else if (
    command === 'upload-targets' &&
    ctx.pr?.fromFork &&
    ctx.pr.number === s.prNumber &&
    ctx.runId
  ) {
    // A fork PR gets no secrets; the service accepts the run id instead for this one call.
    s.forkedWorkflowRunId = ctx.runId
  } else {
    throw new InputError(
      Inputs.ApiToken,
      missingTokenReason(command, ctx),
      "the organization's v1 API token, e.g. ${{ secrets.TRUNK_API_TOKEN }}",
    )
  }
  return s
}

function missingTokenReason(command: Command, ctx: WorkflowContext): string {
  if (ctx.actor === 'dependabot[bot]') {
    return 'is empty: this run was started by Dependabot, and Dependabot runs get no Actions secrets (add the token to the Dependabot secrets)'
  }
  if (ctx.pr?.fromFork) {
    return (
      'is empty: this run is for a pull request from a fork, and fork runs get no secrets' +
      (command === 'upload-targets'
        ? ''
        : `. Only upload-targets works from a fork (without a token); ${command} needs one`)
    )
  }
  return 'is empty: set it from a secret (the secret may be missing, or not available to this workflow)'
}

function readWaitInputs(get: (n: InputName) => string, s: Settings): void {
  s.waitFor = parseStates(Inputs.WaitFor, get(Inputs.WaitFor) || 'merged')
  s.failOn =
    get(Inputs.FailOn) === ''
      ? ['failed', 'cancelled']
      : parseStates(Inputs.FailOn, get(Inputs.FailOn), true)
  const both = s.waitFor.filter((x) => s.failOn.includes(x))
  if (both.length) {
    throw new InputError(
      Inputs.FailOn,
      `names ${both.join(', ')}, which wait-for names too`,
      'states that are not in wait-for',
    )
  }
  s.timeoutSeconds = intInput(get, Inputs.TimeoutSeconds, 3600, 1, 5 * 24 * 3600)
  s.pollIntervalSeconds = intInput(get, Inputs.PollIntervalSeconds, 15, 1, 3600)
  s.maxPollIntervalSeconds = intInput(get, Inputs.MaxPollIntervalSeconds, 60, 1, 3600)
  if (s.maxPollIntervalSeconds < s.pollIntervalSeconds) {
    throw new InputError(
      Inputs.MaxPollIntervalSeconds,
      `${s.maxPollIntervalSeconds} is less than poll-interval-seconds (${s.pollIntervalSeconds})`,
      'a value at least poll-interval-seconds',
    )
  }
  s.notSubmittedTimeoutSeconds = intInput(
    get,
    Inputs.NotSubmittedTimeoutSeconds,
    0,
    0,
    5 * 24 * 3600,
  )
}

function readTargets(get: (n: InputName) => string, s: Settings): void {
  // Not trimmed: a list's own line breaks matter; parsing trims each line.
  const inline = get(Inputs.ImpactedTargets)
  const file = get(Inputs.ImpactedTargetsFile)
  if (inline && file) {
    throw new InputError(
      Inputs.ImpactedTargetsFile,
      'is given together with impacted-targets',
      'only one of the two',
    )
  }
  if (!inline && !file) {
    throw new InputError(
      Inputs.ImpactedTargets,
      'is empty and so is impacted-targets-file',
      'targets one per line, a JSON array, or ALL (or a file of them in impacted-targets-file); an empty list must be given as []',
    )
  }
  s.targets = file
    ? readTargetsFile(parsePath(Inputs.ImpactedTargetsFile, file), Inputs.ImpactedTargetsFile)
    : parseTargetsText(inline, { input: Inputs.ImpactedTargets })
}

// ---- Value parsers -----------------------------------------------------------------------------

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/
/** The client refuses longer tokens (no header of a real one comes near). */
const MAX_TOKEN_LENGTH = 4096
/** Longer base URLs do not fit the request line servers accept (typically 8 KiB with headers). */
const MAX_URL_LENGTH = 2048
/** A DNS name is at most 253 characters. */
const MAX_HOST_LENGTH = 253
/** The client's limit for `repo.owner` (GitLab subgroups make owners long). */
const MAX_OWNER_LENGTH = 255

function parseApiUrl(raw: string): string {
  // The URL parser drops tabs and newlines silently: a value with them is not what was meant.
  if (CONTROL.test(raw) || raw.length > MAX_URL_LENGTH) {
    throw new InputError(
      Inputs.ApiUrl,
      `${shown(raw)} is not a URL on one line of at most ${MAX_URL_LENGTH} characters`,
      `a URL such as ${DEFAULT_BASE_URL}`,
    )
  }
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new InputError(
      Inputs.ApiUrl,
      `${shown(raw)} is not a URL`,
      `a URL such as ${DEFAULT_BASE_URL}`,
    )
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new InputError(
      Inputs.ApiUrl,
      'must not carry credentials, a query or a fragment',
      `a URL such as ${DEFAULT_BASE_URL}`,
    )
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
    throw new InputError(
      Inputs.ApiUrl,
      `${shown(raw)} does not use https:`,
      'an https: URL (http: only for a loopback address such as the local emulator)',
    )
  }
  return url.href.replace(/\/+$/, '')
}

const OWNER_OR_NAME = /^[A-Za-z0-9_.-]{1,100}$/

function parseRepository(raw: string, hostRaw: string): RepoRef {
  if (!raw) {
    throw new InputError(
      Inputs.Repository,
      'is empty and GITHUB_REPOSITORY is not set',
      'owner/name, e.g. acme/app',
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
  if (!ownerOk || !OWNER_OR_NAME.test(name) || name === '.' || name === '..') {
    throw new InputError(
      Inputs.Repository,
      `${shown(raw)} is not a repository`,
      'owner/name, e.g. acme/app',
    )
  }
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
  return { host, owner, name }
}

/** Git's rules for a branch name (check-ref-format), enough to catch typos and hostile values. */
function parseBranch(raw: string): string {
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

function parsePrNumber(raw: string): number {
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

function parseSha(raw: string): string {
  if (!/^([0-9a-fA-F]{40}|[0-9a-fA-F]{64})$/.test(raw)) {
    throw new InputError(
      Inputs.PrSha,
      `${shown(raw)} is not a full commit sha`,
      '40 (or 64) hexadecimal characters',
    )
  }
  return raw.toLowerCase()
}

function parsePriority(raw: string): PriorityName | number {
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
function parseBoolean(get: (n: InputName) => string, name: InputName, dflt: boolean): boolean {
  const raw = get(name)
  if (raw === '') return dflt
  if (['true', 'True', 'TRUE'].includes(raw)) return true
  if (['false', 'False', 'FALSE'].includes(raw)) return false
  throw new InputError(name, `${shown(raw)} is not a boolean`, 'true or false')
}

function intInput(
  get: (n: InputName) => string,
  name: InputName,
  dflt: number,
  min: number,
  max: number,
): number {
  const raw = get(name)
  if (raw === '') return dflt
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new InputError(
      name,
      `${shown(raw)} is not a whole number from ${min} to ${max}`,
      `a whole number from ${min} to ${max}`,
    )
  }
  return Number(raw)
}

function parseStates(name: InputName, raw: string, allowEmpty = false): string[] {
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

function parseSlug(raw: string): string {
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

function parseText(name: InputName, raw: string, max: number): string {
  if (CONTROL.test(raw) || raw.length > max) {
    throw new InputError(
      name,
      `${shown(raw)} is not valid`,
      `at most ${max} characters on one line`,
    )
  }
  return raw
}

function parsePath(name: InputName, raw: string): string {
  if (CONTROL.test(raw) || raw.length > 4096) {
    throw new InputError(name, `${shown(raw)} is not a file path`, 'a path on one line')
  }
  return raw
}

/**
 * A file the action will write: refused up front when it cannot be a file (it is a directory, or
 * something on its way is a file), so the step fails before any request instead of after it.
 */
function parseOutputPath(name: InputName, raw: string): string {
  const path = resolve(parsePath(name, raw))
  let dir = path
  for (;;) {
    let st: Stats | undefined
    try {
      st = statSync(dir)
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code
      // ENOTDIR: something on the way is a file; the walk up finds which.
      if (code !== 'ENOENT' && code !== 'ENOTDIR') {
        throw new InputError(
          name,
          `${shown(raw)} cannot be written (${code})`,
          'a writable file path',
        )
      }
    }
    if (st) {
      if (dir === path && st.isDirectory()) {
        throw new InputError(
          name,
          `${shown(raw)} is a directory`,
          'a file path, e.g. metrics/mq.prom',
        )
      }
      if (dir !== path && !st.isDirectory()) {
        throw new InputError(
          name,
          `${shown(raw)} cannot be created: ${shown(dir)} is a file, not a directory`,
          'a file path in a directory',
        )
      }
      if (dir !== path) break
    }
    const parent = dirname(dir)
    if (parent === dir) break
    dir = parent
  }
  return raw
}

function parseQueueSettings(raw: string, required: boolean): QueueSettings | undefined {
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
