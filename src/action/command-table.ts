/**
 * The command table: every command the action runs, with the handler, what it addresses, the
 * inputs it reads and the outputs it sets. The command list, the settings types, the checks of
 * ignored inputs and the contract test all derive from it. Adding a command: a row here, its
 * handler file in commands/, action.yml and the README.
 */
import { failingTestsCommand, testDetailsCommand } from './commands/flaky-tests.js'
import { metricsCommand } from './commands/metrics.js'
import {
  cancelCommand,
  restartTestsCommand,
  statusCommand,
  submitCommand,
  uploadTargetsCommand,
  waitCommand,
} from './commands/pull-requests.js'
import {
  createQueueCommand,
  deleteQueueCommand,
  getQueueCommand,
  testingDetailsCommand,
  updateQueueCommand,
} from './commands/queues.js'
import { testGateCommand } from './commands/test-gate.js'
import type { CommandSpec, SettingsFor } from './commands/types.js'

export const COMMAND_TABLE = {
  submit: submitCommand,
  cancel: cancelCommand,
  'restart-tests': restartTestsCommand,
  status: statusCommand,
  wait: waitCommand,
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
