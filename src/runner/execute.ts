/**
 * The core every door calls: one command, from its inputs, in a context, talking through an
 * {@link Io}. It reads and checks every input before any request, runs the command and always
 * returns every output, on success, failure, timeout and cancellation alike. It never throws and
 * never touches a CI's own API: the door sets outputs, writes the summary and fails the step.
 */
import {
  NotFoundError,
  isErrorKind,
  systemClock,
  type Clock,
  type ClientEvent,
  type ErrorKind,
} from '../client/index.js'
import { PermissionError } from '../client/v2/index.js'
import { apiVersionOf } from '../inputs/api.js'
import { openTrunkApi, readQueueOrMissing, type MergeQueue, type TrunkApi } from '../queue/index.js'
import { COMMAND_TABLE, isCommand, outputsOf, rowOf } from './command-table.js'
import type { AnyTarget, CommonSettings, Log } from '../commands/common/types.js'
import {
  Outputs,
  isInputName,
  type InputName,
  type Outcome,
  type OutputName,
} from '../inputs/constants.js'
import { DEFAULTS } from '../inputs/defaults.js'
import { ERROR_KIND_TITLES, commandNameIn, inputNameIn } from '../inputs/descriptions.js'
import { InputError, settledOutputsOf } from '../inputs/errors.js'
import { readSettings, type ReadSettingsOptions } from './settings.js'
import { missingPermissionWords } from './words.js'
import { errorSection, heading } from '../commands/common/summary.js'
import { inDoorWords, logLine, redact } from '../ports/text.js'
import type { Io } from '../ports/io.js'
import { parseTestBranch, type RunContext } from '../ports/run-context.js'

export type { Io } from '../ports/io.js'
export type { RunContext } from '../ports/run-context.js'

/**
 * The inputs of one run, by their action.yml names (`command`, `pr-number`, ...), as the user gave
 * them: an input left out or empty takes its default. Values are trimmed.
 */
export type CommandInputs = Partial<Record<InputName, string>>

/** What a run ended in. */
export interface ExecuteResult {
  /** The `outcome` output. */
  outcome: Outcome
  /** Every output the action declares, by name; '' for those the run did not set. */
  outputs: Record<OutputName, string>
  /** The job summary: Markdown, heading included, tokens replaced. */
  summary: string
  /** Set when the step must fail: the message (one line, tokens replaced). */
  failure?: string
}

/** What a door may pass besides inputs, context and io (all optional). */
export interface ExecuteOptions {
  /** Aborted when the run is cancelled: requests and waits stop at once. */
  signal?: AbortSignal
  clock?: Clock
  /** Appended to the User-Agent of API requests, e.g. `github-action` or `cli`. */
  userAgentSuffix?: string
  /** The GitHub lookup of a PR (tests replace it). */
  lookUp?: ReadSettingsOptions['lookUp']
}

/**
 * Runs one command. Never throws: every error ends in `failure` with outcome `error` and the
 * error-kind output (`input`, `cancelled`, `github-lookup`, `not-found`, the API's kinds, ...).
 */
export async function execute(
  inputs: CommandInputs,
  context: RunContext,
  io: Io,
  options: ExecuteOptions = {},
): Promise<ExecuteResult> {
  const outputs = emptyOutputs(inputs, context)
  const clock = options.clock ?? systemClock
  // Everything that leaves the core goes through `clean` (or `line`, which is `clean` and one
  // line): a token is replaced there, whatever a server echoed back.
  const secrets: string[] = []
  const door = io.door ?? 'action'
  const named = (text: string) =>
    inDoorWords(text, door, (kind, value) =>
      kind === 'command'
        ? commandNameIn(door, value)
        : isInputName(value)
          ? inputNameIn(door, value)
          : value,
    )
  const clean = (text: string) => redact(named(text), secrets)
  const line = (text: string) => logLine(clean(text))
  const log = safeLog(io, line)
  // Until the settings are read, the summary is titled by the command asked for (when it is one).
  const asked = inputs.command?.trim().toLowerCase() ?? ''
  let title = isCommand(asked) ? asked : 'merge-queue-action'
  let body = ''
  let failure: string | undefined
  let api: TrunkApi | undefined
  try {
    if (context.problem) log.warning(context.problem)
    const ready = await log.group('Inputs', async () => {
      const r = await readSettings(inputReader(inputs, context), context, {
        afterToken: (token) => {
          io.mask(token)
          secrets.push(token)
        },
        signal: options.signal,
        lookUp: options.lookUp,
        door,
        onApi: (version) => {
          outputs[Outputs.ApiVersion] = version
        },
        onPlan: (run) => {
          outputs[Outputs.IsMergeQueueRun] = String(run.isMergeQueueRun)
          outputs[Outputs.PrNumber] = run.prNumber === undefined ? '' : String(run.prNumber)
        },
      })
      for (const l of describeSettings(r.settings)) log.info(l)
      for (const w of r.settings.run.warnings) log.warning(w)
      return r
    })
    const settings = ready.settings
    outputs[Outputs.IsMergeQueueRun] = String(settings.run.isMergeQueueRun)
    outputs[Outputs.PrNumber] =
      settings.run.prNumber === undefined ? '' : String(settings.run.prNumber)
    title = describeCommand(settings)
    for (const name of settings.ignoredInputs) {
      log.warning(
        `${io.nameInput(name)} is not used by command '${settings.command}'; it was ignored.`,
      )
    }
    // The token picked the API; settings refused one that lacks what the command needs. The
    // command gets its part of it: the merge queue, or the flaky tests.
    const opened = openTrunkApi(settings.apiVersion ?? 'v1', {
      baseUrl: settings.apiUrl,
      token: settings.apiToken,
      forkedWorkflowRunId: settings.forkedWorkflowRunId,
      signal: options.signal,
      clock,
      retry: { operationTimeoutMs: settings.requestTimeoutSeconds * 1000 },
      userAgentSuffix: options.userAgentSuffix,
      onEvent: io.isDebug() ? (e: ClientEvent) => log.debug(describeEvent(e)) : undefined,
    })
    api = opened
    const result = await log.group(title, () =>
      ready.run({ api: opened, clock, signal: options.signal, log }).catch(async (e: unknown) => {
        throw await explainNotFound(e, settings, opened.mergeQueue, options.signal)
      }),
    )
    // Only the outputs the command's row declares: the others stay empty, as the reference says.
    const declared = new Set(outputsOf(ready.command))
    for (const [name, value] of Object.entries(result.outputs) as [OutputName, string][]) {
      if (declared.has(name)) outputs[name] = value
    }
    outputs[Outputs.Outcome] = result.outcome
    if (result.errorKind) outputs[Outputs.ErrorKind] = result.errorKind
    body = result.summary
    if (result.failure) {
      failure = line(result.failure)
      body = errorSection(result.failure) + body
    }
  } catch (e) {
    const { message, kind } = describeError(e, io, asked)
    const declared = isCommand(asked) ? new Set(outputsOf(asked)) : new Set<OutputName>()
    for (const [name, value] of Object.entries(settledOutputsOf(e)) as [OutputName, string][]) {
      if (declared.has(name)) outputs[name] = value
    }
    outputs[Outputs.Outcome] = 'error'
    outputs[Outputs.ErrorKind] = kind
    // A stack only for what describeError does not know: the known errors say all there is.
    if (kind === 'internal' && e instanceof Error && e.stack) log.debug(e.stack)
    failure = line(message)
    body = errorSection(`${ERROR_KIND_TITLES[kind]}: ${message}`) + body
  } finally {
    await api?.close().catch(() => undefined)
  }
  for (const name of Object.keys(outputs) as OutputName[]) outputs[name] = clean(outputs[name])
  return {
    outcome: outputs[Outputs.Outcome] as Outcome,
    outputs,
    summary: clean(heading(title) + body),
    failure,
  }
}

/**
 * Every output, '' but for what is known before any input is read: outcome error until a command
 * says otherwise, the API the token selects (a tokenless run is v1), whether the run is on a
 * merge-queue test branch, and the PR a PR command is about when the input or the run names it.
 * An input refused later still leaves these (the settings refine them once every input is read).
 */
function emptyOutputs(inputs: CommandInputs, context: RunContext): Record<OutputName, string> {
  const outputs = Object.fromEntries(Object.values(Outputs).map((n) => [n, ''])) as Record<
    OutputName,
    string
  >
  outputs[Outputs.Outcome] = 'error'
  const testBranch = parseTestBranch(context.ref)
  outputs[Outputs.IsMergeQueueRun] = String(!!testBranch)
  const command = inputs.command?.trim().toLowerCase() ?? ''
  const target = isCommand(command) ? COMMAND_TABLE[command].target : undefined
  if (target === 'pull-request' || target === 'pull-request-head') {
    const given = inputs['pr-number']?.trim() ?? ''
    // The run's own PR counts only for its own repository (as the resolver says).
    const own = inputs.repository?.trim() ? undefined : (context.pr?.number ?? testBranch?.prNumber)
    const known = /^[1-9]\d{0,9}$/.test(given) ? Number(given) : given ? undefined : own
    if (known !== undefined) outputs[Outputs.PrNumber] = String(known)
  }
  return outputs
}

/**
 * The outputs of a run its door refuses before the core reads its inputs (the CLI's
 * --summary-file that cannot be written): those of any refused input.
 */
export function inputErrorOutputs(
  inputs: CommandInputs,
  context: RunContext,
): Record<OutputName, string> {
  const outputs = emptyOutputs(inputs, context)
  outputs[Outputs.ErrorKind] = 'input'
  // The core read no input: the API the token picks, by the one rule settings applies.
  outputs[Outputs.ApiVersion] = apiVersionOf(inputs['api-token']?.trim())
  return outputs
}

/**
 * An input's value as given (trimmed), else its default. A default that is a runner expression
 * (`${{ github.token }}`) is the action's alone: for `github-token` the context's token stands in.
 */
function inputReader(inputs: CommandInputs, context: RunContext): (name: InputName) => string {
  const defaults: Partial<Record<InputName, string>> = DEFAULTS
  return (name) => {
    const given = inputs[name] ?? ''
    if (given.trim() !== '') return given
    if (name === 'github-token') return context.githubToken ?? ''
    const fallback = defaults[name] ?? ''
    return fallback.startsWith('${{') ? '' : fallback
  }
}

/** What the runner describes of a run: the common settings and the target. */
type RunSettings = CommonSettings & AnyTarget

/**
 * The one not-found policy of every command on a queue: a 404 is checked against the queue
 * itself, and when the queue is not there the run fails with the same message for every command
 * (a {@link MissingQueueError}, naming the target-branch input); else the 404 stands as it came
 * (a PR, a test run, a test that is not there).
 */
async function explainNotFound(
  e: unknown,
  s: RunSettings,
  queue: MergeQueue,
  signal: AbortSignal | undefined,
): Promise<unknown> {
  if (!(e instanceof NotFoundError) || !s.targetBranch) return e
  try {
    await readQueueOrMissing(queue, { repo: s.repo, targetBranch: s.targetBranch }, { signal })
  } catch (missing) {
    return missing
  }
  return e
}

/** The title of a command's summary and log group. */
export function describeCommand(s: RunSettings): string {
  const where = `${s.repo.owner}/${s.repo.name}${s.targetBranch ? `:${s.targetBranch}` : ''}`
  return s.prNumber !== undefined
    ? `${s.command} PR #${s.prNumber} (${where})`
    : `${s.command} (${where})`
}

/** The settings a run resolved (defaults included), for the log. Never the token. */
function describeSettings(s: RunSettings): string[] {
  const token = s.apiToken
    ? 'token set'
    : s.forkedWorkflowRunId
      ? `fork run ${s.forkedWorkflowRunId}, no token`
      : 'no token'
  const api = s.apiVersion === 'v2' ? 'v2 (Trunk API key, Bearer)' : 'v1'
  const lines = [
    `command: ${s.command}`,
    `api: ${api} at ${s.apiUrl} (${token})`,
    `repository: ${s.repo.host}/${s.repo.owner}/${s.repo.name}`,
  ]
  const from = (key: string) => (s.run.sources[key] ? ` (from ${s.run.sources[key]})` : '')
  if (s.targetBranch) lines.push(`target branch: ${s.targetBranch}${from('targetBranch')}`)
  if (s.prNumber !== undefined) lines.push(`pull request: #${s.prNumber}${from('prNumber')}`)
  if (s.prSha) lines.push(`head commit: ${s.prSha}${from('headSha')}`)
  if (s.run.isMergeQueueRun) lines.push('this run tests a merge-queue test branch')
  return lines
}

/** What describeError words an error with: the door's io and the command asked for. */
interface ErrorWording {
  io: Io
  command: string | undefined
}

/** The error's own message: it already says what happened and what to do. */
const ownMessage = (e: unknown) => (e instanceof Error ? e.message : String(e))

/**
 * How an error of each kind reads in the failure and the summary: one row per kind, so a new kind
 * does not compile until it is worded here. An error says its kind itself (`kind`, as every error
 * class of the client, the input contract and the lookup does); one that does not is `internal`.
 */
const ERROR_WORDING: Record<ErrorKind, (e: unknown, w: ErrorWording) => string> = {
  'invalid-request': ownMessage,
  'request-too-large': ownMessage,
  config: ownMessage,
  'bad-request': ownMessage,
  auth: ownMessage,
  permission: (e, w) =>
    e instanceof PermissionError ? describeMissingPermission(e, w.command) : ownMessage(e),
  'not-found': ownMessage,
  conflict: ownMessage,
  'too-large': ownMessage,
  'rate-limited': ownMessage,
  server: ownMessage,
  'unexpected-status': ownMessage,
  redirect: ownMessage,
  network: ownMessage,
  timeout: ownMessage,
  'response-shape': ownMessage,
  pagination: ownMessage,
  cancelled: (e) =>
    `Cancelled: ${ownMessage(e).replace(/^[^:]*: cancelled: ?/, '') || 'the job was cancelled'}.`,
  input: (e, w) => (e instanceof InputError ? e.describe(w.io.nameInput) : ownMessage(e)),
  'github-lookup': ownMessage,
  'test-reports': ownMessage,
  'output-file': ownMessage,
  internal: (e) => `Unexpected error: ${ownMessage(e)}`,
}

/** The kind an error says it is; `internal` for one that says none (a bug). */
export function errorKindOf(e: unknown): ErrorKind {
  const kind = e instanceof Error ? (e as { kind?: unknown }).kind : undefined
  return typeof kind === 'string' && isErrorKind(kind) ? kind : 'internal'
}

function describeError(
  e: unknown,
  io: Io,
  command: string | undefined,
): { message: string; kind: ErrorKind } {
  const kind = errorKindOf(e)
  return { message: ERROR_WORDING[kind](e, { io, command }), kind }
}

/**
 * A 403 INSUFFICIENT_PERMISSIONS, in the words of the command: what the request lacked (from the
 * client), else what the command needs (from the permission table), and where to grant it.
 */
export function describeMissingPermission(e: PermissionError, command: string | undefined): string {
  const v2 = command && isCommand(command) ? rowOf(command).v2 : undefined
  const labels = e.permissions.length ? e.permissions : v2 && v2 !== 'v1-only' ? v2.needs : []
  return missingPermissionWords(labels, command, e)
}

function describeEvent(e: ClientEvent): string {
  switch (e.type) {
    case 'request':
      return `${e.operation}: attempt ${e.attempt}, ${e.method} ${e.path} (${e.bytes} bytes)`
    case 'response':
      return `${e.operation}: HTTP ${e.status} in ${e.ms} ms${e.requestId ? ` (request id ${e.requestId})` : ''}`
    case 'retry':
      return `${e.operation}: ${e.reason} after attempt ${e.attempt}; retrying in ${e.delayMs} ms`
    case 'reconcile':
      return `${e.operation}: outcome settled by a read: ${e.outcome}`
    case 'unknown-enum':
      return `${e.operation}: unknown value ${JSON.stringify(e.value)} in ${e.field} (kept as is)`
  }
}

/** The commands' log on the door's io: every line one line, tokens replaced. */
function safeLog(io: Io, line: (text: string) => string): Log {
  return {
    info: (m) => io.info(line(m)),
    warning: (m) => io.warning(line(m)),
    notice: (m) => io.notice(line(m)),
    debug: (m) => io.debug(line(m)),
    annotate: (level, m, where) =>
      io.annotate(level, line(m), {
        title: where.title === undefined ? undefined : line(where.title),
        file: where.file,
        startLine: where.startLine,
      }),
    group: (name, fn) => io.group(line(name), fn),
  }
}
