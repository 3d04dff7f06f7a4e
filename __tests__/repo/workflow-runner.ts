/**
 * Runs one job of a workflow on this machine, as far as this repository's workflows need: `run:`
 * steps in bash (`-eo pipefail`, as the runner's default shell), `uses: ./` and `uses: ./<dir>`
 * steps as the runner runs a node action (that folder's action.yml: its `runs.main` with every
 * input it declares, defaults filled in), other `uses:` steps skipped (checkout and setup-node:
 * the repository and node are here already). The environment is runner-env.mjs's.
 * Expressions: `env.X`, `steps.<id>.outputs.<name>`, `always()`, `success()`, `failure()`; any
 * other makes the run fail, so a workflow cannot use what this runner does not do.
 */
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { parse } from 'yaml'
import { parseOutputFile, runnerEnv } from '../../__fixtures__/runner-env.mjs'

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

/** The GITHUB_OUTPUT reader every runner of the action shares. */
export { parseOutputFile }

/** The inputs and entry point of this repository's action in `dir` ('' for the root). */
function localAction(dir: string): { inputs: Json; main: string } {
  const action = obj(parse(readFileSync(join(dir, 'action.yml'), 'utf8')))
  const runs = obj(action.runs)
  if (!/^node\d+$/.test(String(runs.using)))
    throw new Error(`workflow-runner: ./${dir} runs ${String(runs.using)}, not a node action`)
  return { inputs: obj(action.inputs), main: resolve(dir, String(runs.main)) }
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
      if (runs !== 'true' || (uses !== undefined && !uses.startsWith('./'))) {
        results.push({ id, outcome: 'skipped', outputs: {}, log: '' })
        continue
      }
      const stepDir = join(temp, `step-${i + 1}`)
      mkdirSync(stepDir)
      let inputs: Record<string, string> = {}
      let command: [string, string[]]
      if (uses !== undefined) {
        const action = localAction(uses.slice(2).replace(/\/$/, ''))
        const given = expandAll(step.with)
        inputs = Object.fromEntries(
          Object.entries(action.inputs).map(([name, input]) => [
            name,
            given[name] ?? String(obj(input).default ?? ''),
          ]),
        )
        command = [process.execPath, [action.main]]
      } else {
        const script = join(stepDir, 'run.sh')
        writeFileSync(script, expand(step.run))
        command = ['bash', ['--noprofile', '--norc', '-eo', 'pipefail', script]]
      }
      const { env: stepEnv, files } = runnerEnv({
        dir: stepDir,
        inputs,
        repository: 'acme/merge-queue-action',
        runId: '1',
        workspace: process.cwd(),
        // One RUNNER_TEMP for the job, as on the runner: steps share files through it.
        env: { CI: 'true', RUNNER_TEMP: temp, ...env, ...expandAll(step.env) },
      })
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
