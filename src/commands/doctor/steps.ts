/**
 * What a job's steps do that matters to the queue: wait for the queue itself (a required check
 * that waits for the queue deadlocks it), read the PR's title or body (the queue's draft PR carries
 * the service's text), upload impacted targets (a parallel queue waits for them).
 */
import type { Place } from './events.js'
import { plainText } from './expressions.js'
import { isObject, triggersOf } from './triggers.js'
import type { WorkflowFile } from './workflow-file.js'

/** What a job's steps do that matters to the queue. */
export interface StepFacts {
  /** A step that waits for the queue itself (`wait` for merged or tests_passed). */
  waits?: Place
  /** A step that checks the PR's title or body and can fail: the validator or what it reads. */
  readsPrText?: { at: Place; what: string }
}

type Json = Record<string, unknown>

const stepsOf = (job: Json): unknown[] => (Array.isArray(job.steps) ? job.steps : [])

/** The job's step facts, once per job (a reusable workflow's jobs are met once per caller). */
export function stepFactsOf(
  wf: WorkflowFile,
  id: string,
  job: Json,
  repository: string,
): StepFacts {
  let facts = known.get(job)
  if (!facts) {
    const waits = waitsForQueue(wf, id, job, repository)
    const reads = readsPullRequestText(wf, id, job)
    facts = { ...(waits ? { waits } : {}), ...(reads ? { readsPrText: reads } : {}) }
    known.set(job, facts)
  }
  return facts
}
const known = new WeakMap<Json, StepFacts>()

const THIS_ACTION = /(^|\/)merge-queue-action@/
const isThisAction = (uses: string) => THIS_ACTION.test(uses) || /^\.\/?$/.test(uses)

/** The first step of the job that waits for the queue itself (a required check then waits for itself). */
function waitsForQueue(
  wf: WorkflowFile,
  id: string,
  job: Json,
  repository: string,
): Place | undefined {
  const steps = stepsOf(job)
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]
    if (!isObject(step)) continue
    const w = isObject(step.with) ? step.with : {}
    const waitFor = typeof w['wait-for'] === 'string' ? w['wait-for'] : 'merged'
    const queueState = /\b(merged|tests_passed)\b/i.test(waitFor)
    const uses = typeof step.uses === 'string' ? step.uses : ''
    const isWait =
      /(^|\/)merge-queue-action\/wait@/.test(uses) ||
      /^\.\/wait\/?$/.test(uses) ||
      (isThisAction(uses) && plainText(w.command ?? '').trim() === 'wait')
    // A wait on another server (a local emulator) or another repository's queue is not this queue.
    const apiUrl = typeof w['api-url'] === 'string' ? w['api-url'] : ''
    const repo = typeof w.repository === 'string' ? w.repository : ''
    const elsewhere =
      /\/\/(127\.|localhost\b|\[::1\])/i.test(apiUrl) ||
      (repo !== '' && !repo.includes('${{') && repo.toLowerCase() !== repository.toLowerCase())
    if (elsewhere) continue
    const run = typeof step.run === 'string' ? step.run : ''
    const cli = /\bmerge-queue\s+wait\b/.test(run)
    const cliWaitsForQueue =
      // Bounded: `\S*` before the state backtracked over every later `--wait-for` (time squared).
      cli && (!/--wait-for/.test(run) || /--wait-for[= ]\S{0,100}?(merged|tests_passed)/i.test(run))
    if ((isWait && queueState) || cliWaitsForQueue)
      return { file: wf.file, line: wf.lineOf(['jobs', id, 'steps', i]) }
  }
  return undefined
}

/**
 * Actions that check a PR's title or body (Conventional Commits titles, issue keys, templates):
 * on the draft PR the service opens for a test branch they read the service's title and body.
 */
export const PR_TEXT_VALIDATORS = [
  'amannn/action-semantic-pull-request',
  'deepakputhraya/action-pr-title',
  'morrisoncole/pr-lint-action',
  'seferov/pr-lint-action',
  'slashgear/action-check-pr-title',
  'thehanimo/pr-title-checker',
  'ytanikin/pr-conventional-commits',
  'jef/conventional-commits-release-action',
  'ministryofjustice/github-actions/check-pr-title',
]

/**
 * Whether a `run:` only prints (every line a lone `echo` or `printf`, or blank, or a comment): such a
 * step shows the PR's text, and cannot fail on it.
 */
function onlyPrints(run: unknown): boolean {
  if (typeof run !== 'string') return false
  // No pipe, list or command substitution: `echo "$T" | grep ...` checks the text.
  return run
    .split('\n')
    .every((l) => /^\s*(?:(?:echo|printf)\b[^|;&`]*|#.*)?$/.test(l) && !l.includes('$('))
}

/** The PR's title or body in an expression (`github.event.pull_request.title`) or a script. */
const PR_TEXT = /\b(?:github\.event\.pull_request|payload\.pull_request)\s*\.\s*(title|body)\b/i

/**
 * The first step that checks the PR's title or body and can fail: a known validator, or a step
 * (not `continue-on-error`) whose `run`, `with` or `env`, or the job's `env`, reads them.
 */
function readsPullRequestText(
  wf: WorkflowFile,
  id: string,
  job: Json,
): { at: Place; what: string } | undefined {
  const jobEnv = PR_TEXT.exec(plainText(job.env ?? ''))
  const steps = stepsOf(job)
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]
    if (!isObject(step) || step['continue-on-error'] === true) continue
    const at = { file: wf.file, line: wf.lineOf(['jobs', id, 'steps', i]) }
    const uses = typeof step.uses === 'string' ? step.uses : ''
    if (PR_TEXT_VALIDATORS.includes(uses.split('@')[0]?.toLowerCase() ?? ''))
      return { at, what: `\`${uses}\`` }
    if (onlyPrints(step.run)) continue
    const read = PR_TEXT.exec(
      [step.run, step.with, step.env].map((v) => plainText(v ?? '')).join('\n'),
    )
    const name =
      step.name === undefined ? `step ${i + 1}` : `step \`${plainText(step.name).slice(0, 80)}\``
    if (read) return { at, what: `${name}, which reads the PR's ${read[1]?.toLowerCase()}` }
    if (jobEnv && typeof step.run === 'string')
      return { at, what: `${name}, whose job's env holds the PR's ${jobEnv[1]?.toLowerCase()}` }
  }
  return undefined
}

/** How a workflow uploads impacted targets: surely (this action, its CLI, Trunk's action), or maybe. */
export type Upload = { surely: Place } | { maybe: Place; how: string }

/** Trunk's own ways to upload impacted targets, and what may be one. */
const SURE_UPLOAD_USES = [
  /(^|\/)merge-queue-action\/upload-targets@/,
  /^\.\/upload-targets\/?$/,
  /^trunk-io\/merge-action@/,
]
/** Trunk's actions that upload impacted targets in some of their modes. */
const MAYBE_UPLOAD_USES = /^trunk-io\/(bazel|nx)-action@/
/** An input of another action that may upload impacted targets. */
const UPLOAD_INPUT = /upload|impacted|targets/i
const MAYBE_UPLOAD_RUN = /\bupload-targets\b|impacted[_-]?targets|api\.trunk\.io|\btrunk\s+merge\b/i

/** Whether a job of the workflow uploads impacted targets, surely, or maybe another way. */
export function uploadsImpactedTargets(wf: WorkflowFile): Upload | undefined {
  const jobs = isObject(wf.data) && isObject(wf.data.jobs) ? wf.data.jobs : {}
  let maybe: Upload | undefined
  for (const [id, job] of Object.entries(jobs)) {
    const steps = isObject(job) ? stepsOf(job) : []
    for (let i = 0; i < steps.length; i++) {
      const step = steps[i]
      if (!isObject(step)) continue
      const at = { file: wf.file, line: wf.lineOf(['jobs', id, 'steps', i]) }
      const uses = typeof step.uses === 'string' ? step.uses : ''
      const w = isObject(step.with) ? step.with : {}
      const run = typeof step.run === 'string' ? step.run : ''
      if (
        SURE_UPLOAD_USES.some((re) => re.test(uses)) ||
        (isThisAction(uses) && plainText(w.command ?? '').trim() === 'upload-targets') ||
        /\bmerge-queue\s+upload-targets\b/.test(run)
      ) {
        return { surely: at }
      }
      if (maybe) continue
      if (MAYBE_UPLOAD_USES.test(uses)) {
        maybe = { maybe: at, how: `\`${uses.slice(0, 100)}\`` }
      } else if (uses && Object.keys(w).some((k) => UPLOAD_INPUT.test(k))) {
        const input = Object.keys(w).find((k) => UPLOAD_INPUT.test(k))
        maybe = { maybe: at, how: `\`${uses.slice(0, 100)}\` with an input \`${input}\`` }
      } else if (MAYBE_UPLOAD_RUN.test(run)) {
        maybe = { maybe: at, how: 'a `run:` step that mentions impacted targets or Trunk' }
      }
    }
  }
  return maybe
}

/** The surest upload of impacted targets among the workflows run on PRs (`pull_request`, `pull_request_target`). */
export function pullRequestUploads(workflows: readonly WorkflowFile[]): Upload | undefined {
  let maybe: Upload | undefined
  for (const w of workflows) {
    const on = triggersOf(w.data)
    if (!('pull_request' in on) && !('pull_request_target' in on)) continue
    const found = uploadsImpactedTargets(w)
    if (found && 'surely' in found) return found
    maybe ??= found
  }
  return maybe
}
