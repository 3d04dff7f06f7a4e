/**
 * The action's run: read and check the inputs, run the command, and always set every output and
 * write the job summary, on success, failure, timeout and cancellation alike. The one place that
 * calls core.setFailed.
 */
import * as core from '@actions/core'
import {
  CancelledError,
  TrunkApiError,
  TrunkClient,
  systemClock,
  type Clock,
  type ClientEvent,
} from './client/index.js'
import { COMMAND_TABLE } from './action/command-table.js'
import { PullRequestLookupError } from './action/context/index.js'
import type { CommandContext, CommandResult, Log } from './action/commands/types.js'
import { Outputs, type OutputName } from './action/constants.js'
import { InputError, MissingQueueError, OutputFileError } from './action/input-error.js'
import { readSettings, type Settings } from './action/settings.js'
import { errorSection, heading } from './action/summary.js'
import { logLine, redact } from './action/text.js'
import { readWorkflowContext } from './action/workflow-context.js'

/** Options of {@link run}, for tests and the entry point. */
export interface RunOptions {
  /** Aborted when the job is cancelled (SIGINT/SIGTERM). */
  signal?: AbortSignal
  clock?: Clock
}

/** The job summary is cut here: the runner refuses summaries over 1 MiB. */
const MAX_SUMMARY_BYTES = 1_000_000

/** Runs the action once. Never throws: failures end in core.setFailed. */
export async function run(options: RunOptions = {}): Promise<void> {
  const outputs = Object.fromEntries(Object.values(Outputs).map((n) => [n, ''])) as Record<
    OutputName,
    string
  >
  outputs[Outputs.Outcome] = 'error'
  outputs[Outputs.TimedOut] = 'false'
  outputs[Outputs.IsMergeQueueRun] = 'false'
  const clock = options.clock ?? systemClock
  // Everything that leaves the process goes through `line` or `clean`: the token is replaced
  // there, whatever a server echoed back.
  const secrets: string[] = []
  const clean = (text: string) => redact(text, secrets)
  const line = (text: string) => logLine(clean(text))
  const log = createLog(line)
  let title = 'merge-queue-action'
  let body = ''
  let client: TrunkClient | undefined
  try {
    const ctx = readWorkflowContext()
    if (ctx.payloadProblem) core.warning(line(ctx.payloadProblem))
    const settings = await log.group('Inputs', async () => {
      const s = await readSettings((name) => core.getInput(name), ctx, {
        afterToken: (token) => {
          core.setSecret(token)
          secrets.push(token)
        },
        signal: options.signal,
      })
      for (const l of describeSettings(s)) log.info(l)
      for (const w of s.run.warnings) log.warning(w)
      return s
    })
    outputs[Outputs.IsMergeQueueRun] = String(settings.run.isMergeQueueRun)
    if (settings.run.prNumber !== undefined)
      outputs[Outputs.PrNumber] = String(settings.run.prNumber)
    title = describeCommand(settings)
    for (const name of settings.ignoredInputs) {
      core.warning(`Input '${name}' is not used by command '${settings.command}'; it was ignored.`)
    }
    client = new TrunkClient({
      baseUrl: settings.apiUrl,
      token: settings.apiToken,
      forkedWorkflowRunId: settings.forkedWorkflowRunId,
      signal: options.signal,
      clock,
      retry: { operationTimeoutMs: settings.requestTimeoutSeconds * 1000 },
      userAgentSuffix: 'github-action',
      onEvent: core.isDebug() ? (e) => core.debug(line(describeEvent(e))) : undefined,
    })
    const c = client
    const result = await log.group(title, () =>
      runCommand(settings, { client: c, clock, signal: options.signal, log }),
    )
    Object.assign(outputs, result.outputs)
    outputs[Outputs.Outcome] = result.outcome
    if (result.errorKind) outputs[Outputs.ErrorKind] = result.errorKind
    body = result.summary
    if (result.failure) {
      core.setFailed(line(result.failure))
      body = errorSection(result.failure) + body
    }
  } catch (e) {
    const { message, kind } = describeError(e)
    outputs[Outputs.Outcome] = 'error'
    outputs[Outputs.ErrorKind] = kind
    // A stack only for what describeError does not know: the known errors say all there is.
    if (kind === 'internal' && e instanceof Error && e.stack) core.debug(line(e.stack))
    core.setFailed(line(message))
    body = errorSection(message) + body
  } finally {
    // Each of these runs whatever the others do: run() never throws.
    try {
      for (const [name, value] of Object.entries(outputs)) core.setOutput(name, clean(value))
    } catch (e) {
      core.setFailed(line(`Could not set the step's outputs: ${(e as Error).message}`))
    }
    await writeSummary(clean(heading(title) + body))
    await client?.close().catch(() => undefined)
  }
}

/** Runs the command's handler with its settings (the table pairs them; the union is one). */
function runCommand(
  s: Settings,
  rest: Omit<CommandContext<Settings>, 's'>,
): Promise<CommandResult> {
  const run = COMMAND_TABLE[s.command].run as (
    c: CommandContext<Settings>,
  ) => Promise<CommandResult>
  return run({ s, ...rest })
}

/** The title of a command's summary and log group. */
export function describeCommand(s: Settings): string {
  const target = s as Partial<{ targetBranch: string; prNumber: number }>
  const where = `${s.repo.owner}/${s.repo.name}${target.targetBranch ? `:${target.targetBranch}` : ''}`
  return target.prNumber !== undefined
    ? `${s.command} PR #${target.prNumber} (${where})`
    : `${s.command} (${where})`
}

/** The settings a run resolved (defaults included), for the log. Never the token. */
function describeSettings(s: Settings): string[] {
  const lines = [
    `command: ${s.command}`,
    `api: ${s.apiUrl} (${s.apiToken ? 'token set' : s.forkedWorkflowRunId ? `fork run ${s.forkedWorkflowRunId}, no token` : 'no token'})`,
    `repository: ${s.repo.host}/${s.repo.owner}/${s.repo.name}`,
  ]
  const target = s as Partial<{ targetBranch: string; prNumber: number; prSha: string }>
  const from = (key: string) => (s.run.sources[key] ? ` (from ${s.run.sources[key]})` : '')
  if (target.targetBranch)
    lines.push(`target branch: ${target.targetBranch}${from('targetBranch')}`)
  if (target.prNumber !== undefined)
    lines.push(`pull request: #${target.prNumber}${from('prNumber')}`)
  if (target.prSha) lines.push(`head commit: ${target.prSha}${from('headSha')}`)
  if (s.run.isMergeQueueRun) lines.push('this run tests a merge-queue test branch')
  return lines
}

function describeError(e: unknown): { message: string; kind: string } {
  if (e instanceof InputError) return { message: e.message, kind: 'input' }
  if (e instanceof OutputFileError) return { message: e.message, kind: 'output-file' }
  if (e instanceof MissingQueueError) return { message: e.message, kind: 'not-found' }
  if (e instanceof PullRequestLookupError) return { message: e.message, kind: 'github-lookup' }
  if (e instanceof CancelledError)
    return {
      message: `Cancelled: ${e.message.replace(/^[^:]*: cancelled: ?/, '') || 'the job was cancelled'}.`,
      kind: 'cancelled',
    }
  if (e instanceof TrunkApiError) return { message: e.message, kind: e.kind }
  return {
    message: `Unexpected error: ${e instanceof Error ? e.message : String(e)}`,
    kind: 'internal',
  }
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

/** A log whose lines can never start a workflow command, break a line or show the token. */
function createLog(line: (text: string) => string): Log {
  return {
    info: (m) => core.info(line(m)),
    warning: (m) => core.warning(line(m)),
    notice: (m) => core.notice(line(m)),
    debug: (m) => core.debug(line(m)),
    annotate: (level, m, where) =>
      (level === 'error' ? core.error : core.notice)(line(m), {
        title: where.title === undefined ? undefined : line(where.title),
        file: where.file,
        startLine: where.startLine,
      }),
    group: (name, fn) => core.group(line(name), fn),
  }
}

async function writeSummary(markdown: string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return
  let text = markdown
  if (Buffer.byteLength(text) > MAX_SUMMARY_BYTES) {
    text =
      Buffer.from(text)
        .subarray(0, MAX_SUMMARY_BYTES - 100)
        .toString('utf8')
        .replace(/\uFFFD$/, '') + '\n\n_(summary cut to fit 1 MiB)_\n'
  }
  try {
    await core.summary.addRaw(text, true).write()
  } catch (e) {
    core.warning(logLine(`Could not write the job summary: ${(e as Error).message}`))
  }
}
