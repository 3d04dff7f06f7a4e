/**
 * Runs one job of a workflow on this machine, as far as this repository's workflows need: `run:`
 * steps in bash (`-eo pipefail`, as the runner's default shell), `uses: ./` steps as the runner
 * runs a node action (dist/index.js with every input of action.yml, defaults filled in), other
 * `uses:` steps skipped (checkout and setup-node: the repository and node are here already).
 * Expressions: `env.X`, `steps.<id>.outputs.<name>`, `always()`, `success()`, `failure()`; any
 * other makes the run fail, so a workflow cannot use what this runner does not do.
 */
import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { parse } from 'yaml'

type Json = Record<string, unknown>
const obj = (v: unknown): Json =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {}

/** What one step did. */
export interface StepResult {
  id: string
  /** success, failure, or skipped (a condition was false, or not a step this runner runs). */
  outcome: 'success' | 'failure' | 'skipped'
  outputs: Record<string, string>
  log: string
}

export interface JobRun {
  steps: StepResult[]
  /** The log of every step, in order. */
  log: string
}

/** Parses the GITHUB_OUTPUT file format (`name=value` and `name<<delimiter` blocks). */
export function parseOutputFile(text: string): Record<string, string> {
  const out: Record<string, string> = {}
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string
    const block = /^([^<=]+)<<(.+)$/.exec(line)
    if (block) {
      const value: string[] = []
      for (i++; i < lines.length && lines[i] !== block[2]; i++) value.push(lines[i] as string)
      out[block[1] as string] = value.join('\n')
    } else if (line.includes('=')) {
      out[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1)
    }
  }
  return out
}

/**
 * Runs job `jobId` of the workflow text. `rewrite` changes each string of the workflow first
 * (e.g. a fixed port to a free one). The working directory is the repository (the checkout).
 */
export async function runJob(
  workflowText: string,
  jobId: string,
  options: {
    rewrite?: (s: string) => string
    timeoutMs?: number
    /** RUNNER_TEMP; the caller removes it (default: a temporary directory removed at the end). */
    runnerTemp?: string
  } = {},
): Promise<JobRun> {
  const rewrite = options.rewrite ?? ((s: string) => s)
  const doc = obj(parse(workflowText))
  const job = obj(obj(doc.jobs)[jobId])
  const steps = (Array.isArray(job.steps) ? job.steps : []).map(obj)
  /** A local action (`./`, or a sub-action `./wait`): its inputs, and its main resolved from its folder. */
  const localAction = (folder: string) => {
    const action = obj(parse(readFileSync(join(folder, 'action.yml'), 'utf8')))
    return { inputs: obj(action.inputs), main: resolve(folder, String(obj(action.runs).main)) }
  }
  const isLocal = (uses: string | undefined): uses is string =>
    uses !== undefined && uses.startsWith('./') && existsSync(join(uses, 'action.yml'))

  const temp = options.runnerTemp ?? mkdtempSync(join(tmpdir(), 'workflow-run-'))
  const results: StepResult[] = []
  let failed = false
  const env: Record<string, string> = {}

  const evaluate = (expr: string): string => {
    const e = expr.trim()
    const status = /^(always|success|failure)\(\)$/.exec(e)
    if (status) return String(status[1] === 'always' || (status[1] === 'failure') === failed)
    const fromEnv = /^env\.([\w-]+)$/.exec(e)
    if (fromEnv) return env[fromEnv[1] as string] ?? ''
    const output = /^steps\.([\w-]+)\.outputs\.([\w-]+)$/.exec(e)
    if (output) return results.find((r) => r.id === output[1])?.outputs[output[2] as string] ?? ''
    throw new Error(`workflow-runner: unsupported expression \${{ ${e} }}`)
  }
  const expand = (v: unknown): string =>
    rewrite(String(v ?? '')).replace(/\$\{\{([\s\S]*?)\}\}/g, (_, e: string) => evaluate(e))
  const expandAll = (o: unknown) =>
    Object.fromEntries(Object.entries(obj(o)).map(([k, v]) => [k, expand(v)]))

  try {
    Object.assign(env, expandAll(doc.env), expandAll(job.env))
    for (const [i, step] of steps.entries()) {
      const id = typeof step.id === 'string' ? step.id : `step-${i + 1}`
      const condition = step.if === undefined ? 'success()' : String(step.if)
      const runs = expand(condition.includes('${{') ? condition : `\${{ ${condition} }}`)
      const uses = typeof step.uses === 'string' ? step.uses : undefined
      if (runs !== 'true' || (uses !== undefined && !isLocal(uses))) {
        results.push({ id, outcome: 'skipped', outputs: {}, log: '' })
        continue
      }
      const files = { output: join(temp, `${id}.output`), summary: join(temp, `${id}.summary`) }
      writeFileSync(files.output, '')
      writeFileSync(files.summary, '')
      const stepEnv: Record<string, string> = {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? temp,
        CI: 'true',
        GITHUB_ACTIONS: 'true',
        GITHUB_REPOSITORY: 'acme/merge-queue-action',
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_EVENT_NAME: 'workflow_dispatch',
        GITHUB_RUN_ID: '1',
        GITHUB_WORKSPACE: process.cwd(),
        GITHUB_OUTPUT: files.output,
        GITHUB_STEP_SUMMARY: files.summary,
        RUNNER_TEMP: temp,
        ...env,
        ...expandAll(step.env),
      }
      let command: [string, string[]]
      if (isLocal(uses)) {
        const { inputs, main } = localAction(uses)
        const given = expandAll(step.with)
        for (const [name, input] of Object.entries(inputs)) {
          const value = given[name] ?? String(obj(input).default ?? '')
          stepEnv[`INPUT_${name.toUpperCase()}`] = value
        }
        command = [process.execPath, [main]]
      } else {
        const script = join(temp, `${id}.sh`)
        writeFileSync(script, expand(step.run))
        command = ['bash', ['--noprofile', '--norc', '-eo', 'pipefail', script]]
      }
      let log: string
      let outcome: StepResult['outcome'] = 'success'
      try {
        const r = await promisify(execFile)(command[0], command[1], {
          env: stepEnv,
          timeout: options.timeoutMs ?? 120_000,
          maxBuffer: 64 * 1024 * 1024,
        })
        log = r.stdout + r.stderr
      } catch (e) {
        const err = e as { stdout?: string; stderr?: string; message: string }
        log = `${err.stdout ?? ''}${err.stderr ?? ''}\n${err.message}`
        outcome = 'failure'
        failed = true
      }
      const outputs = parseOutputFile(readFileSync(files.output, 'utf8'))
      results.push({ id, outcome, outputs, log })
    }
  } finally {
    if (!options.runnerTemp) rmSync(temp, { recursive: true, force: true })
  }
  return {
    steps: results,
    log: results.map((r) => `== ${r.id} (${r.outcome})\n${r.log}`).join('\n'),
  }
}
