/**
 * Writes every file generated from the command table (src/runner/command-table.ts) and the
 * input/output descriptions (src/inputs/descriptions.ts): the root action.yml (every command, for
 * compatibility), one sub-action per command (`wait/action.yml`, ...) declaring only that
 * command's inputs and outputs, the README's sub-action, input and output tables, and
 * docs/reference.md (every command's inputs in each door's words, outputs, outcomes, error kinds
 * and exit codes).
 * `npm run generate` writes them; `npm run generate -- --check` only says which are stale (a test
 * does the same). The CLI's --help imports the table directly (describeInputs).
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { stringify } from 'yaml'
import {
  COMMANDS,
  COMMON_INPUTS,
  COMMON_OUTPUTS,
  TARGET_INPUTS,
  describeInputs,
  describeOutputs,
  inputsOf,
  outputsOf,
  requirementOf,
  rowOf,
  type Command,
} from '../src/runner/command-table.js'
import {
  ERROR_KIND_DOCS,
  INPUTS,
  OUTCOME_DOCS,
  OUTPUTS,
  describeInput,
  inputNameIn,
} from '../src/inputs/descriptions.js'
import {
  Inputs,
  binarySize,
  type InputName,
  type Outcome,
  type OutputName,
} from '../src/inputs/constants.js'
import { ERROR_KINDS, MAX_REQUEST_BODY_BYTES } from '../src/client/index.js'
import {
  EXIT_CODE_MEANINGS,
  EXIT_CODE_OF_KIND,
  EXIT_CODE_OF_OUTCOME,
  type ExitCodeValue,
} from '../src/cli/exit-codes.js'

/** The repository's root. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')

/** Where a sub-action's entry is: one small file per command beside the one bundle. */
export const subActionMain = (command: Command) => `../dist/commands/${command}.js`

const AUTHOR = 'merge-queue-action'
const BRANDING = { icon: 'git-merge', color: 'green' }
const RUNS_ROOT = { using: 'node24', main: 'dist/index.js' }

/** Inputs every command of a kind reads: their descriptions carry no command prefix. */
const SHARED_INPUTS = new Set<InputName>([...COMMON_INPUTS, ...Object.values(TARGET_INPUTS).flat()])

/** The commands that read `name` as one of their own inputs. */
const readersOf = (name: InputName) => COMMANDS.filter((c) => rowOf(c).inputs.includes(name))
/** The commands that may set output `name`. */
const settersOf = (name: OutputName) => COMMANDS.filter((c) => outputsOf(c).includes(name))

/** `wait: how long…` (a description for the root action, where every command's inputs meet). */
function prefixed(commands: readonly string[], description: string): string {
  const lower = /^[A-Z](?![A-Z])/.test(description)
    ? description[0]!.toLowerCase() + description.slice(1)
    : description
  return `${commands.join(', ')}: ${lower}`
}

/** The root action: every input and output, with the commands that use them named. */
export function rootAction(): object {
  const inputs = Object.fromEntries(
    (Object.keys(INPUTS) as InputName[]).map((name) => {
      const d = INPUTS[name]
      const description =
        name === Inputs.Command
          ? `What to do: ${COMMANDS.join(', ')}.`
          : SHARED_INPUTS.has(name)
            ? describeInput(name)
            : prefixed(readersOf(name), describeInput(name))
      return [
        name,
        {
          description,
          required: name === Inputs.Command,
          ...(d.default === undefined ? {} : { default: d.default }),
        },
      ]
    }),
  )
  const outputs = Object.fromEntries(
    (Object.keys(OUTPUTS) as OutputName[]).map((name) => {
      const setters = settersOf(name)
      const shared = COMMON_OUTPUTS.includes(name) || setters.length > 3
      return [name, { description: shared ? OUTPUTS[name] : prefixed(setters, OUTPUTS[name]) }]
    }),
  )
  return {
    name: 'Merge Queue Action',
    description: `Drive Trunk's merge queue from workflows and gate workflows on a PR's queue state: submit, cancel, wait, upload impacted targets (with the ${binarySize(MAX_REQUEST_BODY_BYTES)} ALL fallback), flaky-test reports, queues and metrics. Each command is also a sub-action of its own (uses: <this repository>/wait@<ref>).`,
    author: AUTHOR,
    branding: BRANDING,
    inputs,
    outputs,
    runs: RUNS_ROOT,
  }
}

/** A sub-action: one command, only its inputs and outputs, the one bundle with the command fixed. */
export function subAction(command: Command): object {
  const inputs = Object.fromEntries(
    describeInputs(command)
      .filter((i) => i.name !== Inputs.Command)
      .map((i) => {
        const other = i.oneOf?.find((n) => n !== i.name)
        const description = other ? `${i.description} This or ${other} is required.` : i.description
        return [
          i.name,
          {
            description,
            required: i.required,
            ...(i.default === undefined ? {} : { default: i.default }),
          },
        ]
      }),
  )
  const outputs = Object.fromEntries(
    describeOutputs(command).map((o) => [o.name, { description: o.description }]),
  )
  return {
    name: `Merge Queue: ${command}`,
    description: rowOf(command).description,
    author: AUTHOR,
    branding: BRANDING,
    inputs,
    outputs,
    runs: { using: 'node24', main: subActionMain(command) },
  }
}

const cell = (s: string) => s.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|')

/** Which commands read an input, marking those that require it. */
function commandsCell(name: InputName): string {
  if (COMMON_INPUTS.includes(name)) return 'all'
  const users = COMMANDS.filter((c) => inputsOf(c).includes(name))
  if (users.length === COMMANDS.length) return 'all'
  return users
    .map((c) => {
      const r = requirementOf(c, name)
      return `\`${c}\`${r === undefined ? '' : typeof r === 'string' ? ' (required)' : ' (this or the other required)'}`
    })
    .join(', ')
}

/** The README's list of sub-actions: each links its action.yml; what each does is in docs/reference.md. */
export function subActionsTable(): string {
  return COMMANDS.map((c) => `[\`${c}\`](${c}/action.yml)`).join(' · ')
}

/** The README's inputs table. */
export function inputsTable(): string {
  return [
    '| Input | Commands | Default | Description |',
    '| --- | --- | --- | --- |',
    ...(Object.keys(INPUTS) as InputName[]).map((name) => {
      const d = INPUTS[name]
      const description =
        name === Inputs.Command
          ? `${d.description} One of: ${COMMANDS.join(', ')}.`
          : describeInput(name)
      return `| \`${name}\` | ${name === Inputs.Command ? 'root action (required)' : commandsCell(name)} | ${d.default === undefined ? '' : `\`${cell(d.default)}\``} | ${cell(description)} |`
    }),
  ].join('\n')
}

/** The README's outputs table. */
export function outputsTable(): string {
  return [
    '| Output | Commands | Description |',
    '| --- | --- | --- |',
    ...(Object.keys(OUTPUTS) as OutputName[]).map((name) => {
      const setters = settersOf(name)
      const who =
        setters.length === COMMANDS.length ? 'all' : setters.map((c) => `\`${c}\``).join(', ')
      return `| \`${name}\` | ${who} | ${cell(OUTPUTS[name])} |`
    }),
  ].join('\n')
}

/** README.md with its generated tables replaced (between `<!-- name:start -->` and `:end`). */
export function withTables(readme: string): string {
  const put = (text: string, marker: string, table: string) =>
    text.replace(
      new RegExp(`(<!-- ${marker}:start -->)[\\s\\S]*?(<!-- ${marker}:end -->)`),
      `$1\n${table}\n$2`,
    )
  return put(
    put(put(readme, 'sub-actions', subActionsTable()), 'inputs', inputsTable()),
    'outputs',
    outputsTable(),
  )
}

const HEADER = '# Generated by `npm run generate` from src/runner/command-table.ts: do not edit.\n'
/** A Markdown table from a header and rows of cells. */
function mdTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n')
}

const code = (s: string) => `\`${s}\``

/** One command's section of the reference: its inputs in each door's words, and its outputs. */
function commandReference(command: Command): string {
  const inputs = describeInputs(command).filter((i) => i.name !== Inputs.Command)
  const rows = inputs.map((i) => {
    const other = i.oneOf?.find((n) => n !== i.name)
    const required = i.required ? 'yes' : other ? `this or ${code(other)}` : ''
    const cli = inputNameIn('cli', i.name)
    return [
      code(i.name),
      cli.startsWith('--') ? code(cli) : `${code(cli)} (environment)`,
      required,
      i.default === undefined ? '' : code(i.default),
      i.description,
    ]
  })
  return [
    `### ${code(command)}`,
    '',
    rowOf(command).description,
    '',
    `Sub-action: ${code(`acme/merge-queue-action/${command}@v1`)}; root action: ${code(`command: ${command}`)}; CLI: ${code(`merge-queue ${command}`)}.`,
    '',
    mdTable(['Input', 'CLI', 'Required', 'Default', 'Description'], rows),
    '',
    mdTable(
      ['Output', 'Description'],
      describeOutputs(command).map((o) => [code(o.name), o.description]),
    ),
  ].join('\n')
}

/** docs/reference.md: every command's inputs and outputs, the outcomes, error kinds, exit codes. */
export function referenceDoc(): string {
  const codes = Object.keys(EXIT_CODE_MEANINGS).map(Number) as ExitCodeValue[]
  return [
    '<!-- Generated by `npm run generate` from src/runner/command-table.ts, descriptions.ts and src/cli/exit-codes.ts: do not edit. -->',
    '',
    '# Reference',
    '',
    'Every command, each input and output as each door names it (the action and its sub-actions',
    '`pr-sha`, the command-line tool `--pr-sha`, the runner `INPUT_PR-SHA`), what a run ends in and',
    'the exit codes of the command-line tool. A run sets only the outputs its command lists below;',
    'the others stay empty. `outcome`, `error-kind`, `is-merge-queue-run`, `pr-number` and',
    '`api-version` are set by every command.',
    '',
    '## Commands',
    '',
    mdTable(
      ['Command', 'What it does'],
      COMMANDS.map((c) => [`[${code(c)}](#${c})`, rowOf(c).description]),
    ),
    '',
    ...COMMANDS.flatMap((c) => [commandReference(c), '']),
    '## Outcomes',
    '',
    mdTable(
      ['outcome', 'Meaning', 'CLI exit code'],
      (Object.keys(OUTCOME_DOCS) as Outcome[]).map((o) => {
        const exit = EXIT_CODE_OF_OUTCOME[o]
        return [
          code(o),
          OUTCOME_DOCS[o],
          exit === 'failed-or-success' ? '1 when the step fails, else 0' : String(exit),
        ]
      }),
    ),
    '',
    'One answer for a PR the queue has merged: `status` and `wait` report `state=MERGED` and',
    'succeed (for `wait`, when MERGED is a `wait-for` state or past one); `submit`, `cancel` and',
    '`restart-tests` do nothing, say so in a notice and succeed with `state=MERGED`,',
    '`is-submitted=false` and `outcome=not-submitted`; `requeue` does nothing',
    '(`requeue-decision=merged`). A PR the queue never had is `NOT_SUBMITTED`:',
    '`status` and `cancel` succeed, `restart-tests` and `wait` fail.',
    '',
    'One answer for a queue that does not exist: every command on a queue ends in',
    '`outcome=error`, `error-kind=not-found` and the same message naming the target-branch input',
    '(`target-branch`, `--target-branch`), except `delete-queue`, for which a missing queue is',
    'nothing to delete (a notice, `outcome=success`); a 404 for anything else (a test run, a test)',
    'stays as the API said it.',
    '',
    '## Error kinds',
    '',
    mdTable(
      ['error-kind', 'Meaning', 'Summary title', 'CLI exit code'],
      ERROR_KINDS.map((k) => [
        code(k),
        ERROR_KIND_DOCS[k].meaning,
        ERROR_KIND_DOCS[k].title,
        String(EXIT_CODE_OF_KIND[k]),
      ]),
    ),
    '',
    '## Exit codes of the command-line tool',
    '',
    mdTable(
      ['Exit code', 'Meaning'],
      codes.map((c) => [String(c), EXIT_CODE_MEANINGS[c]]),
    ),
    '',
  ].join('\n')
}

async function yamlFile(path: string, value: object): Promise<string> {
  const text =
    HEADER +
    stringify(value, { lineWidth: 0, defaultStringType: 'QUOTE_SINGLE', defaultKeyType: 'PLAIN' })
  const options = (await resolveConfig(join(ROOT, path))) ?? {}
  return format(text, { ...options, filepath: join(ROOT, path) })
}

/** Every generated file, by path from the root, with its content. */
export async function generatedFiles(): Promise<Map<string, string>> {
  const files = new Map<string, string>()
  files.set('action.yml', await yamlFile('action.yml', rootAction()))
  for (const command of COMMANDS) {
    files.set(`${command}/action.yml`, await yamlFile(`${command}/action.yml`, subAction(command)))
  }
  files.set('README.md', withTables(readFileSync(join(ROOT, 'README.md'), 'utf8')))
  files.set('docs/reference.md', referenceDoc())
  return files
}

/** The generated files whose content on disk differs (or is missing). */
export async function staleFiles(): Promise<string[]> {
  const stale: string[] = []
  for (const [path, text] of await generatedFiles()) {
    let disk: string | undefined
    try {
      disk = readFileSync(join(ROOT, path), 'utf8')
    } catch {
      disk = undefined
    }
    if (disk !== text) stale.push(path)
  }
  return stale
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv.includes('--check')) {
    const stale = await staleFiles()
    if (stale.length) {
      console.error(`Stale generated files (run npm run generate): ${stale.join(', ')}`)
      process.exit(1)
    }
  } else {
    for (const [path, text] of await generatedFiles()) {
      mkdirSync(dirname(join(ROOT, path)), { recursive: true })
      writeFileSync(join(ROOT, path), text)
    }
  }
}
