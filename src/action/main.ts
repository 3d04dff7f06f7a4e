/**
 * The GitHub Actions door: reads the inputs and the run's context from the runner, runs the core
 * ({@link execute}) and hands its result to the runner: every output, the job summary, and the
 * step's failure. The one place that calls `@actions/core`.
 */
import * as core from '@actions/core'
import type { Clock } from '../client/index.js'
import { Inputs, type InputName } from '../inputs/constants.js'
import { logLine } from '../ports/text.js'
import { readWorkflowContext } from '../ports/github-actions/workflow-context.js'
import { execute, type CommandInputs } from '../runner/execute.js'
import { actionInputName, type Io } from '../ports/io.js'

/** Options of {@link run}, for tests and the entry point. */
export interface RunOptions {
  /** Aborted when the job is cancelled (SIGINT/SIGTERM). */
  signal?: AbortSignal
  clock?: Clock
  /**
   * The command, when this is a sub-action (`wait/action.yml`): fixed by its entry, not an input
   * (a sub-action declares no `command` input). Default: the `command` input.
   */
  command?: string
}

/** The job summary is cut here: the runner refuses summaries over 1 MiB. */
const MAX_SUMMARY_BYTES = 1_000_000

/** The runner's io: @actions/core's log, groups, annotations and masking. */
export const actionsIo: Io = {
  info: (m) => core.info(m),
  warning: (m) => core.warning(m),
  error: (m) => core.error(m),
  notice: (m) => core.notice(m),
  debug: (m) => core.debug(m),
  isDebug: () => core.isDebug(),
  annotate: (level, m, where) =>
    (level === 'error' ? core.error : level === 'warning' ? core.warning : core.notice)(m, where),
  group: (name, fn) => core.group(name, fn),
  mask: (secret) => core.setSecret(secret),
  nameInput: actionInputName,
}

/** Runs the action once. Never throws: failures end in core.setFailed. */
export async function run(options: RunOptions = {}): Promise<void> {
  for (const w of unknownInputWarnings(process.env)) core.warning(w)
  const inputs = readInputs(options.command)
  const context = readWorkflowContext()
  const result = await execute(inputs, context, actionsIo, {
    signal: options.signal,
    clock: options.clock,
    userAgentSuffix: 'github-action',
  })
  // Each of these runs whatever the others do: run() never throws.
  try {
    for (const [name, value] of Object.entries(result.outputs)) core.setOutput(name, value)
  } catch (e) {
    core.setFailed(logLine(`Could not set the step's outputs: ${(e as Error).message}`))
  }
  if (result.failure) core.setFailed(result.failure)
  await writeSummary(result.summary)
}

/**
 * Every input as the runner passes it (INPUT_*; '' when unset). A sub-action fixes the command;
 * its action.yml declares no `command` input.
 */
function readInputs(fixedCommand: string | undefined): CommandInputs {
  const inputs: CommandInputs = {}
  for (const name of Object.values(Inputs) as InputName[]) inputs[name] = core.getInput(name)
  if (fixedCommand) inputs[Inputs.Command] = fixedCommand
  return inputs
}

/**
 * A warning for each `with:` key that is no input of the action (`pr_number`): the runner passes
 * it as INPUT_PR_NUMBER, and nothing would read it. Names the input meant when one is close.
 */
export function unknownInputWarnings(env: NodeJS.ProcessEnv): string[] {
  const known = Object.values(Inputs) as string[]
  const normal = (name: string) => name.toLowerCase().replace(/[_\s]/g, '-')
  return Object.keys(env)
    .filter((k) => k.startsWith('INPUT_') && !known.includes(k.slice(6).toLowerCase()))
    .map((k) => {
      const given = k.slice(6).toLowerCase()
      const meant = known.find((n) => n === normal(given))
      return `Input '${given}' is not an input of this action; it was ignored${meant ? ` (did you mean '${meant}'?)` : ''}.`
    })
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
