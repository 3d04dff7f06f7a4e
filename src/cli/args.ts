/**
 * The command line: `merge-queue <command> [--flag value]... [--json] [--summary-file PATH]`,
 * parsed with node:util's parseArgs against the flags of the command (see command-docs.ts).
 * Refused with a UsageError naming the argument: an unknown command or flag, a flag of another
 * command, a flag given twice, an empty value, and any token on the command line.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util'
import type { Command } from '../runner/command-table.js'
import { NOT_FLAGS, type CommandDoc } from './command-docs.js'
import { UsageError } from './usage-error.js'

/** Flags of every command: how to print and where to write. */
export const GLOBAL_FLAGS = {
  json: { type: 'boolean' },
  'summary-file': { type: 'string' },
  debug: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean' },
} as const satisfies ParseArgsConfig['options']

/** What the command line asks for. */
export type CommandLine =
  | { kind: 'help'; command?: Command }
  | { kind: 'version' }
  | {
      kind: 'run'
      command: Command
      /** Inputs by their names (`target-branch`), as strings the action's parsers read. */
      inputs: Record<string, string>
      json: boolean
      summaryFile?: string
      debug: boolean
    }

/** Parses argv (without node and the script). Throws UsageError. */
export function parseCommandLine(
  argv: readonly string[],
  docs: readonly CommandDoc[],
): CommandLine {
  refuseTokens(argv)
  // The command is the first positional: a loose pass that knows only the global flags finds it.
  const loose = parseArgs({
    args: [...argv],
    options: GLOBAL_FLAGS,
    strict: false,
    allowPositionals: true,
  }).positionals
  const first = loose[0]
  if (first === 'help') {
    return { kind: 'help', command: loose[1] ? findCommand(loose[1], docs).name : undefined }
  }
  const doc = first === undefined ? undefined : findCommand(first, docs)
  const options: NonNullable<ParseArgsConfig['options']> = { ...GLOBAL_FLAGS }
  for (const f of doc?.flags ?? []) {
    options[f.input] = f.boolean ? { type: 'boolean' } : { type: 'string', multiple: true }
  }
  let parsed: ReturnType<typeof parseArgs>
  try {
    parsed = parseArgs({ args: [...argv], options, allowPositionals: true, strict: true })
  } catch (e) {
    throw describeParseError(e as Error & { code?: string }, doc, docs)
  }
  const { values, positionals } = parsed
  if (values.version) return { kind: 'version' }
  if (values.help) return { kind: 'help', command: doc?.name }
  if (!doc) throw new UsageError('No command given; see merge-queue --help')
  if (positionals.length > 1) {
    throw new UsageError(
      `Unexpected argument ${JSON.stringify(positionals[1])} after the command ${doc.name}: every value is given with its flag, e.g. --pr-number 42`,
    )
  }
  const inputs: Record<string, string> = {}
  for (const f of doc.flags) {
    const v = values[f.input]
    if (v === undefined) continue
    if (typeof v === 'boolean') {
      inputs[f.input] = String(v)
      continue
    }
    const list = v as string[]
    if (list.length > 1 && !f.repeatable) {
      throw new UsageError(`--${f.input} is given ${list.length} times; give it once`)
    }
    if (list.some((x) => x.trim() === '')) {
      throw new UsageError(
        `--${f.input} is given an empty value (an unset shell variable?); give a value or leave the flag out`,
      )
    }
    inputs[f.input] = list.join('\n')
  }
  const summaryFile = values['summary-file'] as string | undefined
  if (summaryFile !== undefined && summaryFile.trim() === '') {
    throw new UsageError(
      '--summary-file is given an empty value; give a file path or leave the flag out',
    )
  }
  return {
    kind: 'run',
    command: doc.name,
    inputs,
    json: values.json === true,
    summaryFile,
    debug: values.debug === true,
  }
}

/** Tokens never come from the command line: refused before anything else, their values unread. */
function refuseTokens(argv: readonly string[]): void {
  for (const arg of argv) {
    if (arg === '--') break
    const name = /^--([^=]+)/.exec(arg)?.[1]
    if (name === 'api-token' || name === 'github-token' || name === 'token') {
      const why = NOT_FLAGS[name === 'token' ? 'api-token' : name] as string
      throw new UsageError(`--${name} is not accepted: ${why}`)
    }
  }
}

function findCommand(name: string, docs: readonly CommandDoc[]): CommandDoc {
  const doc = docs.find((d) => d.name === name.toLowerCase())
  if (!doc) {
    throw new UsageError(
      `Unknown command ${JSON.stringify(name)}; expected one of ${docs.map((d) => d.name).join(', ')} (see merge-queue --help)`,
    )
  }
  return doc
}

/** parseArgs' errors in the tool's words, naming the flag and where it belongs. */
function describeParseError(
  e: Error & { code?: string },
  doc: CommandDoc | undefined,
  docs: readonly CommandDoc[],
): Error {
  const flag = /'(-[^' ]+)/.exec(e.message)?.[1] ?? ''
  const help = doc ? `merge-queue ${doc.name} --help` : 'merge-queue --help'
  switch (e.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION': {
      const name = flag.replace(/^-+/, '')
      if (Object.hasOwn(NOT_FLAGS, name)) {
        return new UsageError(`${flag} is not accepted: ${NOT_FLAGS[name]}`)
      }
      const owners = docs.filter((d) => d.flags.some((f) => f.input === name)).map((d) => d.name)
      const where = !doc
        ? `give the command first, e.g. merge-queue ${owners[0] ?? 'status'} ${flag} ...`
        : owners.length
          ? `it is a flag of ${owners.join(', ')}, not of ${doc.name}`
          : `${doc.name} has no such flag`
      return new UsageError(`Unknown flag ${flag}: ${where}; see ${help}`)
    }
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return new UsageError(
        /argument missing/.test(e.message)
          ? `${flag} needs a value, e.g. ${flag} VALUE; see ${help}`
          : `${flag} takes no value (it is a switch: give ${flag} alone); see ${help}`,
      )
    default:
      return new UsageError(`${e.message}; see ${help}`)
  }
}
