/**
 * The commands and their flags as the tool offers them, from the command table: each input a
 * command reads becomes a flag of the same name, with its description, default and whether the
 * command requires it, but for the command itself (the first argument) and the tokens, which come
 * from the environment only.
 */
import { COMMANDS, describeInputs, rowOf, type Command } from '../runner/command-table.js'
import { Inputs, type InputName } from '../inputs/constants.js'
import { INPUTS, inputNameIn } from '../inputs/descriptions.js'

/**
 * Inputs that are no flags, from their rows: the command is the first argument; a secret comes
 * from the environment variable its row names.
 */
export const NOT_FLAGS: Readonly<Record<string, string>> = Object.fromEntries(
  (Object.keys(INPUTS) as InputName[])
    .filter((name) => INPUTS[name].cli !== undefined)
    .map((name) => [
      name,
      name === Inputs.Command
        ? 'the command is the first argument: merge-queue <command>'
        : `a token on the command line lands in shell history and process lists; set ${inputNameIn('cli', name)} in the environment instead`,
    ]),
)

/** One flag of a command. */
export interface FlagDoc {
  /** The input it sets, e.g. `target-branch`. */
  input: string
  /** What it is (the input's description). */
  description: string
  /** The default, when the input has one. */
  default?: string
  /** The command cannot run without it (or, with `oneOf`, without one of the pair). */
  required: boolean
  oneOf?: readonly [string, string]
  /** A switch: `--no-batch` sets the input to `true`. */
  boolean: boolean
  /** May be given more than once (the values become one per line). */
  repeatable: boolean
}

/** One command and its flags. */
export interface CommandDoc {
  name: Command
  /** One line: what it does. */
  description: string
  flags: FlagDoc[]
}

/** Every command with its flags, in the table's order. */
export function commandDocs(): CommandDoc[] {
  return COMMANDS.map((name) => ({
    name,
    description: rowOf(name).description,
    flags: describeInputs(name, 'cli')
      .filter((input) => !Object.hasOwn(NOT_FLAGS, input.name))
      .map((input) => ({
        input: input.name,
        description: input.description,
        ...(input.default === undefined ? {} : { default: input.default }),
        required: input.required,
        ...(input.oneOf ? { oneOf: input.oneOf } : {}),
        boolean: INPUTS[input.name].value?.kind === 'boolean',
        repeatable: INPUTS[input.name].value?.kind === 'list',
      })),
  }))
}
