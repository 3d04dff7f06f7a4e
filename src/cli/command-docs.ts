/**
 * The commands and their flags as the tool offers them, from the command table: each input a
 * command reads becomes a flag of the same name, with its description, default and whether the
 * command requires it, but for the command itself (the first argument) and the tokens, which come
 * from the environment only.
 */
import { COMMANDS, describeInputs, rowOf, type Command } from '../action/command-table.js'

/** Inputs that are no flags: the command is the first argument; tokens come from the environment. */
export const NOT_FLAGS: Readonly<Record<string, string>> = {
  command: 'the command is the first argument: merge-queue <command>',
  'api-token':
    'a token on the command line lands in shell history and process lists; set TRUNK_API_TOKEN in the environment instead',
  'github-token':
    'a token on the command line lands in shell history and process lists; set GITHUB_TOKEN in the environment instead',
}

/** Inputs that take a list, one item per line: the flag may be repeated. */
const LIST_INPUTS = new Set(['test-reports', 'junit-paths', 'impacted-targets'])

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
    flags: describeInputs(name)
      .filter((input) => !Object.hasOwn(NOT_FLAGS, input.name))
      .map((input) => ({
        input: input.name,
        description: input.description,
        ...(input.default === undefined ? {} : { default: input.default }),
        required: input.required,
        ...(input.oneOf ? { oneOf: input.oneOf } : {}),
        boolean: input.default === 'true' || input.default === 'false',
        repeatable: LIST_INPUTS.has(input.name),
      })),
  }))
}
