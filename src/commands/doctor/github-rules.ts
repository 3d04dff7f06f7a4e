/**
 * GitHub's own rules for a workflow file: what makes GitHub refuse to run it ("Invalid workflow
 * file"), so that every check it would report never reports. Each rule is GitHub's documented
 * syntax ("Workflow syntax for GitHub Actions", "Reusing workflows", "Actions limits"); a file
 * doctor could parse is checked here, and a file it could not parse is refused by its problem.
 */
import { MAX_CALL_DEPTH } from './jobs.js'
import { isObject, triggersOf } from './triggers.js'
import type { WorkflowFile } from './workflow-file.js'

/** Why GitHub refuses a file, at a line. */
export interface Refusal {
  line: number
  /** For a sentence after "GitHub refuses it:". */
  why: string
}

/** A workflow file GitHub refuses, and the first reason. */
export interface RefusedFile {
  wf: WorkflowFile
  refusal: Refusal
}

/** GitHub starts no run of a workflow file larger than 500 KB ("Actions limits"). */
export const GITHUB_MAX_WORKFLOW_BYTES = 500 * 1024

/** A job id: a letter or `_`, then letters, digits, `-` and `_`. */
const JOB_ID = /^[A-Za-z_][A-Za-z0-9_-]*$/

/** Filters GitHub refuses together on one event. */
const EXCLUSIVE_FILTERS = [
  ['branches', 'branches-ignore'],
  ['tags', 'tags-ignore'],
  ['paths', 'paths-ignore'],
] as const

/** At most this many refusals are told per file (the first say enough). */
const MAX_REFUSALS = 20

/** What GitHub refuses in one parsed file, on its own (its calls are {@link callRefusals}). */
export function refusalsOf(wf: WorkflowFile): Refusal[] {
  const out: Refusal[] = wf.yamlIssues.map((i) => ({ ...i }))
  if (wf.bytes > GITHUB_MAX_WORKFLOW_BYTES) {
    out.push({
      line: 1,
      why: `it is larger than 500 KB (${wf.bytes.toLocaleString('en-US')} bytes): GitHub starts no run of it`,
    })
  }
  if (!isObject(wf.data))
    return [...out, { line: 1, why: 'it is not a mapping of `on:` and `jobs:`' }]
  if (!Object.keys(triggersOf(wf.data)).length) {
    out.push({ line: wf.lineOf(['on']), why: 'it has no `on:` triggers' })
  }
  for (const [event, filters] of Object.entries(triggersOf(wf.data))) {
    for (const [a, b] of EXCLUSIVE_FILTERS) {
      if (filters && filters[a] !== undefined && filters[b] !== undefined) {
        out.push({
          line: wf.lineOf(['on', event, b]),
          why: `its \`${event}\` trigger has both \`${a}\` and \`${b}\`, which GitHub does not allow on one event`,
        })
      }
    }
  }
  const jobs = wf.data.jobs
  if (!isObject(jobs) || !Object.keys(jobs).length) {
    return [...out, { line: wf.lineOf(['jobs']), why: 'it has no `jobs:` mapping of jobs' }].slice(
      0,
      MAX_REFUSALS,
    )
  }
  for (const [id, job] of Object.entries(jobs)) {
    if (out.length >= MAX_REFUSALS) break
    const line = wf.lineOf(['jobs', id])
    if (!JOB_ID.test(id)) {
      out.push({
        line,
        why: `job id \`${id.slice(0, 80)}\` is not valid (a letter or \`_\`, then letters, digits, \`-\` or \`_\`)`,
      })
    }
    if (!isObject(job)) out.push({ line, why: `job \`${id.slice(0, 80)}\` is not a mapping` })
    else if (job['runs-on'] === undefined && job.uses === undefined) {
      out.push({ line, why: `job \`${id.slice(0, 80)}\` has no \`runs-on\`` })
    }
  }
  return out.slice(0, MAX_REFUSALS)
}

/**
 * What GitHub refuses in the files' calls of local reusable workflows: a callee that is not in the
 * checkout, has no `on: workflow_call`, or is refused itself (followed through callers of callers).
 * `refused` holds the files already refused; the result adds the callers refused for their calls.
 */
export function callRefusals(
  files: ReadonlyMap<string, WorkflowFile>,
  refused: ReadonlySet<string>,
): Map<string, Refusal[]> {
  const out = new Map<string, Refusal[]>()
  const bad = new Set(refused)
  for (let round = 0; round <= MAX_CALL_DEPTH; round++) {
    let grew = false
    for (const wf of files.values()) {
      if (bad.has(wf.file) || !isObject(wf.data) || !isObject(wf.data.jobs)) continue
      const found = badCallOf(wf, files, bad)
      if (!found) continue
      out.set(wf.file, [found])
      bad.add(wf.file)
      grew = true
    }
    if (!grew) break
  }
  return out
}

function badCallOf(
  wf: WorkflowFile,
  files: ReadonlyMap<string, WorkflowFile>,
  bad: ReadonlySet<string>,
): Refusal | undefined {
  for (const [id, job] of Object.entries((wf.data as { jobs: Record<string, unknown> }).jobs)) {
    const uses = isObject(job) && typeof job.uses === 'string' ? job.uses : ''
    if (!uses.startsWith('./')) continue
    const path = uses.slice(2)
    const callee = files.get(path)
    const line = wf.lineOf(['jobs', id, 'uses'])
    const shown = `\`${uses.slice(0, 200)}\``
    if (!callee)
      return {
        line,
        why: `job \`${id}\` calls ${shown}, which is not a workflow file of this checkout`,
      }
    if (bad.has(path))
      return { line, why: `job \`${id}\` calls ${shown}, which GitHub refuses too` }
    if (callee.data !== undefined && !('workflow_call' in triggersOf(callee.data))) {
      return {
        line,
        why: `job \`${id}\` calls ${shown}, which has no \`on: workflow_call\` trigger`,
      }
    }
  }
  return undefined
}
