/**
 * Rules every workflow of this repository keeps, as one checker that returns the problems of a
 * workflow's text: the action's `uses: ./` steps give only inputs action.yml declares (and the
 * ones their command needs), read only outputs it declares, third-party actions are pinned,
 * permissions are declared (writes only per job), and untrusted data never reaches a `run:`
 * script through `${{ }}`. action.yml is the source of the input and output names; the command
 * table (src/action/command-table.ts) of the commands and the inputs each reads.
 */
import { parse } from 'yaml'
import { COMMAND_TABLE, COMMANDS, rowOf, type Command } from '../../src/action/command-table.js'
import { inputsOf } from '../../src/action/settings.js'

/** The parts of action.yml the rules use. */
export interface ActionMetadata {
  /** Input name to its declaration. */
  inputs: Record<string, { description?: string; required?: boolean; default?: string }>
  /** Output names. */
  outputs: Set<string>
  /** The commands of the command table. */
  commands: string[]
  /** Input name to the commands that read it (absent: every command). */
  usedBy: Record<string, string[]>
}

type Json = Record<string, unknown>
const obj = (v: unknown): Json | undefined =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined

/** Reads action.yml's text into the names the rules check against. */
export function readActionMetadata(text: string): ActionMetadata {
  const doc = obj(parse(text)) ?? {}
  const inputs = (obj(doc.inputs) ?? {}) as ActionMetadata['inputs']
  const outputs = new Set(Object.keys(obj(doc.outputs) ?? {}))
  const commands: string[] = COMMANDS
  const usedBy: Record<string, string[]> = {}
  for (const name of Object.keys(inputs)) {
    const users = COMMANDS.filter((c) => (inputsOf(c) as string[]).includes(name))
    if (users.length < COMMANDS.length) usedBy[name] = users
  }
  return { inputs, outputs, commands, usedBy }
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

/** `${{ }}` contents that carry data an outsider (or a server's answer) controls. */
const UNTRUSTED = [
  /\bgithub\.event\b/,
  /\bgithub\.head_ref\b/,
  /\bsteps\.[\w-]+\.outputs\b/,
  /\bneeds\.[\w-]+\.outputs\b/,
  /\binputs\./,
]
/** A pinned reference: a full commit sha or a version tag (v1, v1.2, v1.2.3). */
const PINNED = /^[^@\s]+@(?:[0-9a-f]{40}|v\d+(?:\.\d+){0,2})$/
const EXPRESSION = /\$\{\{([\s\S]*?)\}\}/g
const OUTPUT_REF = /\bsteps\.([\w-]+)\.outputs\.([\w-]+)/g

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

/** The problems of one workflow's text (empty when it keeps every rule). */
export function checkWorkflow(
  file: string,
  text: string,
  action: ActionMetadata,
  options: { self?: string } = {},
): string[] {
  // This action: `uses: ./` in this repository's workflows, `owner/name@ref` in the README.
  const isSelf = (uses: unknown) =>
    uses === './' ||
    (!!options.self && typeof uses === 'string' && uses.startsWith(`${options.self}@`))
  const problems: string[] = []
  const problem = (where: string, what: string) => problems.push(`${file}: ${where}: ${what}`)
  let doc: Json | undefined
  try {
    doc = obj(parse(text))
  } catch (e) {
    return [`${file}: not valid YAML: ${(e as Error).message}`]
  }
  if (!doc) return [`${file}: not a workflow (no mapping at the top)`]

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

  for (const [jobId, jobValue] of Object.entries(obj(doc.jobs) ?? {})) {
    const job = obj(jobValue) ?? {}
    if (typeof job.uses === 'string' && !job.uses.startsWith('./') && !PINNED.test(job.uses)) {
      problem(`job ${jobId}`, `uses: ${job.uses} is not pinned to a version tag or commit sha`)
    }
    const steps = (Array.isArray(job.steps) ? job.steps : []).map((s) => obj(s) ?? {})
    const stepsById = new Map(
      steps.filter((s) => typeof s.id === 'string').map((s) => [s.id as string, s]),
    )

    steps.forEach((step, i) => {
      const where = `job ${jobId}, step ${typeof step.id === 'string' ? step.id : i + 1}`
      const uses = typeof step.uses === 'string' ? step.uses : undefined
      if (uses && !uses.startsWith('./') && !uses.startsWith('docker://') && !PINNED.test(uses)) {
        problem(where, `uses: ${uses} is not pinned to a version tag or commit sha`)
      }
      if (isSelf(uses)) checkActionStep(where, obj(step.with) ?? {}, prEventsOnly, action, problem)
      if (typeof step.run === 'string') {
        for (const m of step.run.matchAll(EXPRESSION)) {
          const expr = (m[1] as string).trim()
          if (UNTRUSTED.some((re) => re.test(expr))) {
            problem(where, `run: interpolates \${{ ${expr} }}; pass it through env: and use "$VAR"`)
          }
        }
      }
    })

    for (const s of stringsOf(job)) {
      for (const m of s.matchAll(OUTPUT_REF)) {
        const [ref, id, name] = m as unknown as [string, string, string]
        const target = stepsById.get(id)
        if (!target) problem(`job ${jobId}`, `${ref}: no step has id '${id}'`)
        else if (isSelf(target.uses) && !action.outputs.has(name)) {
          problem(`job ${jobId}`, `${ref}: action.yml has no output '${name}'`)
        }
      }
    }
  }
  return problems
}

/** The `with:` of a `uses: ./` step against action.yml and what its command needs. */
function checkActionStep(
  where: string,
  given: Json,
  prEventsOnly: boolean,
  action: ActionMetadata,
  problem: (where: string, what: string) => void,
): void {
  for (const key of Object.keys(given)) {
    if (!(key in action.inputs)) problem(where, `with: ${key} is not an input of action.yml`)
  }
  const command = given.command
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
    if (users && !users.includes(command)) {
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
