/**
 * The command table: every command, with its handler, what it addresses, the inputs it reads
 * (which it requires), the outputs it sets, and whether it may run without a token. Everything
 * else derives from it: the settings types and checks, the ignored-input warnings, the context a
 * command needs, and (with descriptions.ts) the generated action.yml files, the README tables and
 * the CLI's --help. Adding a command: a row here, its handler file in commands/, then
 * `npm run generate`.
 */
import { failingTestsCommand, testDetailsCommand } from '../commands/flaky-tests/flaky-tests.js'
import { metricsCommand } from '../commands/metrics/metrics.js'
import {
  cancelCommand,
  restartTestsCommand,
  statusCommand,
  submitCommand,
  uploadTargetsCommand,
  waitCommand,
} from '../commands/pull-requests/pull-requests.js'
import {
  createQueueCommand,
  deleteQueueCommand,
  getQueueCommand,
  testingDetailsCommand,
  updateQueueCommand,
} from '../commands/queues/queues.js'
import { rerunFailedChecksCommand } from '../commands/pull-requests/rerun.js'
import { testGateCommand } from '../commands/check-test-results/command.js'
import type { CommandSpec, SettingsFor, TargetKind } from '../commands/common/types.js'
import { Inputs, Outputs, type InputName, type OutputName } from '../commands/common/constants.js'
import { INPUTS, OUTPUTS, describeInput } from '../commands/common/descriptions.js'

/** An input a command cannot run without; a list: one of them (never both, as the command says). */
export type Requirement = InputName | readonly [InputName, InputName]

/** What a row says of its command beside the handler. */
export interface CommandFacts {
  /** One line: what the command does (the sub-action's description, the CLI's --help). */
  description: string
  /** Its own inputs it cannot run without (checked before any request, in this order). */
  required?: readonly Requirement[]
  /**
   * It may run without api-token from a fork PR, sending the run id instead (fork runs get no
   * secrets; the service accepts this for this call only).
   */
  withoutTokenFromFork?: true
}

/** A row: the handler's spec and the facts about it. */
export type CommandRow<S extends CommandSpec = CommandSpec> = S & CommandFacts

const row = <S>(spec: S, facts: CommandFacts): S & CommandFacts => ({ ...spec, ...facts })

export const COMMAND_TABLE = {
  submit: row(submitCommand, { description: "Submits a PR to its branch's merge queue." }),
  cancel: row(cancelCommand, { description: 'Takes a PR out of the merge queue.' }),
  'restart-tests': row(restartTestsCommand, {
    description: "Restarts the tests of a PR's queue entry.",
  }),
  status: row(statusCommand, {
    description: "Reads a PR's state in the queue and its place in the line.",
  }),
  wait: row(waitCommand, {
    description: 'Waits until a PR is merged (or reaches other states) in the merge queue.',
  }),
  'rerun-failed-checks': row(rerunFailedChecksCommand, {
    description:
      'Re-runs the failed checks of a PR in PENDING_FAILURE, keeping its place (v2 API key only).',
  }),
  'upload-targets': row(uploadTargetsCommand, {
    description: "Uploads the targets a PR's head commit impacts (or ALL).",
    required: [[Inputs.ImpactedTargets, Inputs.ImpactedTargetsFile]],
    withoutTokenFromFork: true,
  }),
  'testing-details': row(testingDetailsCommand, {
    description: 'Reads a test run of the merge queue (by default the run of this test branch).',
  }),
  'failing-tests': row(failingTestsCommand, {
    description: 'Lists the tests that failed in a window, most failing first, with flaky ones.',
    required: [Inputs.OrgUrlSlug],
  }),
  'test-details': row(testDetailsCommand, {
    description: "Reads one test case's failures, flakiness and quarantine.",
    required: [Inputs.OrgUrlSlug, Inputs.TestId],
  }),
  'get-queue': row(getQueueCommand, { description: 'Reads a merge queue: its state and its PRs.' }),
  'create-queue': row(createQueueCommand, {
    description: 'Creates a merge queue for a branch (or applies settings to the one there).',
  }),
  'update-queue': row(updateQueueCommand, {
    description: "Changes a merge queue's settings (mode, concurrency, state, ...).",
    required: [Inputs.QueueSettings],
  }),
  'delete-queue': row(deleteQueueCommand, { description: 'Deletes a merge queue.' }),
  metrics: row(metricsCommand, {
    description: 'Reads the queues and writes their state as Prometheus metrics.',
  }),
  'check-test-results': row(testGateCommand, {
    description:
      'Gates a job on its test reports: fails only on failures Trunk does not know as quarantined (or flaky).',
    required: [Inputs.OrgUrlSlug, [Inputs.TestReports, Inputs.JunitPaths]],
  }),
} as const

/** A command's name, as the `command` input takes it. */
export type Command = keyof typeof COMMAND_TABLE

/** Every command, in the table's order. */
export const COMMANDS = Object.keys(COMMAND_TABLE) as Command[]

/** The settings of command `C`: the common ones, its target's, and its own. */
export type SettingsOf<C extends Command> =
  (typeof COMMAND_TABLE)[C] extends CommandSpec<infer T, infer O>
    ? SettingsFor<T, O> & { command: C }
    : never

/** The settings of a run: one type per command, told apart by `command`. */
export type Settings = { [C in Command]: SettingsOf<C> }[Command]

/** True for a name in the table (own keys only: `constructor` is no command). */
export function isCommand(name: string): name is Command {
  return Object.hasOwn(COMMAND_TABLE, name)
}

/** A command's row, with its facts (the union of rows, widened). */
export function rowOf(command: Command): CommandRow {
  return COMMAND_TABLE[command] as CommandRow
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
export function describeInputs(command: Command): CommandInput[] {
  return inputsOf(command).map((name) => {
    const requirement = requirementOf(command, name)
    const required =
      name === Inputs.ApiToken
        ? !rowOf(command).withoutTokenFromFork
        : typeof requirement === 'string'
    return {
      name,
      description: describeInput(name),
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
