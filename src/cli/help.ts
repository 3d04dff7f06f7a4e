/**
 * `merge-queue --help` and `merge-queue <command> --help`, built from the command table: the
 * commands, each one's flags (the action's inputs of the same names) with their defaults, the
 * environment and the exit codes.
 */
import { VERSION } from '../client/index.js'
import type { Command } from '../runner/command-table.js'
import type { CommandDoc } from './command-docs.js'
import { EXIT_CODES_HELP } from './exit-codes.js'

const GLOBAL_HELP = [
  '  --json                 print every output as one JSON object on stdout',
  '  --summary-file PATH    write the summary (Markdown) to PATH',
  '  --debug                log each API request',
  '  -h, --help             this help',
  '  --version              print the version',
].join('\n')

const ENVIRONMENT_HELP = [
  "  TRUNK_API_TOKEN   the organization's v1 API token, or a Trunk API key (trunk_v2_…) for the",
  '                    v2 API (never a flag: it would land in shell history and process lists)',
  '  GITHUB_TOKEN      optional: a GitHub token that may read pull requests, for the one lookup of',
  "                    a PR's base branch or head commit when neither flags nor the CI give it",
  '  CI context        read from Buildkite (BUILDKITE_*), CircleCI (CIRCLE_*), Jenkins (CHANGE_ID,',
  '                    CHANGE_TARGET, GIT_URL, BRANCH_NAME) or GitHub Actions (GITHUB_*); flags win',
].join('\n')

/** The overall help. */
export function overallHelp(docs: readonly CommandDoc[]): string {
  return [
    `merge-queue ${VERSION}: drive Trunk's merge queue from any CI`,
    '',
    'Usage: merge-queue <command> [flags]',
    '       merge-queue <command> --help',
    '',
    'Commands:',
    ...docs.map((d) => `  ${d.name.padEnd(20)}${d.description}`),
    '',
    'Flags of every command:',
    GLOBAL_HELP,
    '',
    'Environment:',
    ENVIRONMENT_HELP,
    '',
    'Exit codes:',
    EXIT_CODES_HELP,
    '',
  ].join('\n')
}

/** The help of one command: its flags, with their defaults. */
export function commandHelp(command: Command, docs: readonly CommandDoc[]): string {
  const doc = docs.find((d) => d.name === command) as CommandDoc
  const flagLines = doc.flags.flatMap((f) => {
    const left = f.boolean ? `--${f.input}` : `--${f.input} VALUE`
    const notes = [
      f.required ? 'required' : '',
      f.oneOf ? `this or --${f.oneOf.find((o) => o !== f.input)}` : '',
      f.default !== undefined && !f.boolean ? `default ${f.default}` : '',
      f.repeatable ? 'repeatable: one item each' : '',
    ].filter(Boolean)
    return [
      `  ${left}${notes.length ? ` (${notes.join('; ')})` : ''}`,
      ...wrap(f.description, 6, 98),
    ]
  })
  return [
    `Usage: merge-queue ${command} [flags]`,
    '',
    doc.description,
    '',
    `Flags of ${command} (the action's inputs of the same names):`,
    ...flagLines,
    '',
    'Flags of every command:',
    GLOBAL_HELP,
    '',
    'Environment:',
    ENVIRONMENT_HELP,
    '',
    'Exit codes:',
    EXIT_CODES_HELP,
    '',
  ].join('\n')
}

/** Words of `text` in lines of at most `width` characters, indented by `indent` spaces. */
function wrap(text: string, indent: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && indent + line.length + 1 + word.length > width) {
      lines.push(' '.repeat(indent) + line)
      line = word
    } else {
      line = line ? `${line} ${word}` : word
    }
  }
  if (line) lines.push(' '.repeat(indent) + line)
  return lines
}
