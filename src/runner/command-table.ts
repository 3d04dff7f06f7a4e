/**
 * The command table: every command's row (src/commands/<command>/row.ts: what it addresses, the
 * inputs it reads and requires, the outputs it sets, whether it may run without a token, how it
 * reads its own inputs, and how its code is loaded). Everything else derives from it: the settings
 * types and checks, the ignored-input warnings, the context a command needs, and (with
 * descriptions.ts) the generated action.yml files, the reference and the CLI's --help. Only the
 * rows are imported here: a command's code (its run.ts) is loaded when that command runs. Adding a
 * command: a folder src/commands/<command>/ with row.ts and run.ts, a line here, then
 * `npm run generate`.
 */
import { submitCommand } from '../commands/submit/row.js'
import { cancelCommand } from '../commands/cancel/row.js'
import { restartTestsCommand } from '../commands/restart-tests/row.js'
import { statusCommand } from '../commands/status/row.js'
import { waitCommand } from '../commands/wait/row.js'
import { requeueCommand } from '../commands/requeue/row.js'
import { rerunFailedChecksCommand } from '../commands/rerun-failed-checks/row.js'
import { uploadTargetsCommand } from '../commands/upload-targets/row.js'
import { testingDetailsCommand } from '../commands/testing-details/row.js'
import { failingTestsCommand } from '../commands/failing-tests/row.js'
import { testDetailsCommand } from '../commands/test-details/row.js'
import { getQueueCommand } from '../commands/get-queue/row.js'
import { createQueueCommand } from '../commands/create-queue/row.js'
import { updateQueueCommand } from '../commands/update-queue/row.js'
import { deleteQueueCommand } from '../commands/delete-queue/row.js'
import { metricsCommand } from '../commands/metrics/row.js'
import { testGateCommand } from '../commands/check-test-results/row.js'
import { doctorCommand } from '../commands/doctor/row.js'
import { stillNeededCommand } from '../commands/still-needed/row.js'
import { syncQuarantineCommand } from '../commands/sync-quarantine/row.js'
import type {
  CommandRow,
  CommandSpec,
  Requirement,
  SettingsFor,
  TargetKind,
} from '../commands/common/types.js'
import type { Door } from '../ports/text.js'
import { Inputs, Outputs, type InputName, type OutputName } from '../inputs/constants.js'
import { INPUTS, OUTPUTS, describeInput } from '../inputs/descriptions.js'

export const COMMAND_TABLE = {
  submit: submitCommand,
  cancel: cancelCommand,
  'restart-tests': restartTestsCommand,
  status: statusCommand,
  wait: waitCommand,
  requeue: requeueCommand,
  'rerun-failed-checks': rerunFailedChecksCommand,
  'upload-targets': uploadTargetsCommand,
  'testing-details': testingDetailsCommand,
  'failing-tests': failingTestsCommand,
  'test-details': testDetailsCommand,
  'get-queue': getQueueCommand,
  'create-queue': createQueueCommand,
  'update-queue': updateQueueCommand,
  'delete-queue': deleteQueueCommand,
  metrics: metricsCommand,
  'check-test-results': testGateCommand,
  doctor: doctorCommand,
  'still-needed': stillNeededCommand,
  'sync-quarantine': syncQuarantineCommand,
} as const

/** A command's name, as the `command` input takes it. */
export type Command = keyof typeof COMMAND_TABLE

/** Every command, in the table's order. */
export const COMMANDS = Object.keys(COMMAND_TABLE) as Command[]

/** The settings of command `C`: the common ones, its target's, and its own. */
export type SettingsOf<C extends Command> =
  (typeof COMMAND_TABLE)[C] extends CommandSpec<infer T, infer O, infer _Client>
    ? SettingsFor<T, O> & { command: C }
    : never

/** The settings of a run: one type per command, told apart by `command`. */
export type Settings = { [C in Command]: SettingsOf<C> }[Command]

/** True for a name in the table (own keys only: `constructor` is no command). */
export function isCommand(name: string): name is Command {
  return Object.hasOwn(COMMAND_TABLE, name)
}

/** A command's row as the runner holds it: its facts, and how its own inputs are read. */
export function rowOf(command: Command): CommandRow {
  return COMMAND_TABLE[command]
}

/** Inputs every command reads (the `command` input only where it is not fixed). */
export const COMMON_INPUTS: readonly InputName[] = [
  Inputs.Command,
  Inputs.ApiToken,
  Inputs.ApiUrl,
  Inputs.Repository,
  Inputs.RepositoryHost,
  Inputs.RequestTimeoutSeconds,
]

/** The inputs each kind of target reads. */
export const TARGET_INPUTS: Record<TargetKind, readonly InputName[]> = {
  'pull-request': [Inputs.TargetBranch, Inputs.PrNumber, Inputs.PrSha, Inputs.GithubToken],
  'pull-request-head': [Inputs.TargetBranch, Inputs.PrNumber, Inputs.PrSha, Inputs.GithubToken],
  queue: [Inputs.TargetBranch, Inputs.GithubToken],
  'optional-queue': [Inputs.TargetBranch],
  repository: [],
}

/** Outputs every command sets. */
export const COMMON_OUTPUTS: readonly OutputName[] = [
  Outputs.Outcome,
  Outputs.ErrorKind,
  Outputs.IsMergeQueueRun,
  Outputs.PrNumber,
  Outputs.ApiVersion,
]

/** The inputs command `command` reads: the common ones, its target's and its own. */
export function inputsOf(command: Command): InputName[] {
  const spec = rowOf(command)
  return [...new Set([...COMMON_INPUTS, ...TARGET_INPUTS[spec.target], ...spec.inputs])]
}

/** The outputs command `command` may set: the common ones and its own. */
export function outputsOf(command: Command): OutputName[] {
  return [...new Set([...COMMON_OUTPUTS, ...rowOf(command).outputs])]
}

/** Whether `name` is one of the inputs `command` requires (alone, or as one of a pair). */
export function requirementOf(command: Command, name: InputName): Requirement | undefined {
  return rowOf(command).required?.find((r) =>
    typeof r === 'string' ? r === name : r.includes(name),
  )
}

/** An input as one command reads it: for generated files and --help. */
export interface CommandInput {
  name: InputName
  description: string
  default?: string
  /** The command cannot run without it (api-token: unless the command may run from a fork). */
  required: boolean
  /** Given with the other input of a pair the command requires one of. */
  oneOf?: readonly [InputName, InputName]
}

/** Every input `command` reads, described, in the order of {@link inputsOf}. */
export function describeInputs(command: Command, door: Door = 'action'): CommandInput[] {
  return inputsOf(command).map((name) => {
    const requirement = requirementOf(command, name)
    const required =
      name === Inputs.ApiToken
        ? !rowOf(command).withoutTokenFromFork
        : typeof requirement === 'string'
    return {
      name,
      description: describeInput(name, door),
      ...(INPUTS[name].default === undefined ? {} : { default: INPUTS[name].default }),
      required,
      ...(typeof requirement === 'object' ? { oneOf: requirement } : {}),
    }
  })
}

/** Every output `command` may set, described. */
export function describeOutputs(command: Command): { name: OutputName; description: string }[] {
  return outputsOf(command).map((name) => ({ name, description: OUTPUTS[name] }))
}
