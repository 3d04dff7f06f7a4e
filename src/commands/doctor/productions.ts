/**
 * Which checks the workflows produce on one of the queue's test runs: a `push` of a new
 * `trunk-merge/**` branch, or the `pull_request` (opened, draft) the service opens from it. For each
 * job: whether its workflow is triggered (branch, tag and path filters, `types`), whether the job
 * runs (`if:` on the event, `needs` chains), and the check names it reports (its `name:` with
 * expressions, matrix combinations, reusable workflows as `caller / callee`).
 */
import { refFilterAllows } from './filters.js'
import {
  ExpressionSyntaxError,
  UNKNOWN,
  closed,
  evaluate,
  ifExpression,
  interpolate,
  mentionsContext,
  parseExpression,
  plainText,
  truthy,
  usesStatusFunction,
  type Context,
  type Value,
} from './expressions.js'
import { expandMatrix, matrixSuffix } from './matrix.js'
import type { WorkflowFile } from './workflow-file.js'

/** One test run as GitHub sees it. */
export type TestEvent =
  { kind: 'push'; branch: string } | { kind: 'pull_request'; head: string; base: string }

/** Where in a file, and why. */
export interface Place {
  file: string
  line: number
}

/** Whether a job runs on the event: runs, is skipped (reported as passed), or cannot be told. */
export type JobFate =
  | { kind: 'runs' }
  | { kind: 'skipped'; at: Place; why: string }
  | { kind: 'unknown'; at: Place; why: string }

/** Whether the workflow is triggered on the event. */
export type Trigger =
  | { kind: 'runs' }
  | { kind: 'never'; at: Place; why: string }
  | { kind: 'paths'; at: Place; why: string }

/** A check a job reports on the event (its name may be unknown). */
export interface Production {
  /** The check's name; undefined when it cannot be known (then `prefix` is what is known of it). */
  name?: string
  prefix?: string
  /** Why the name is unknown. */
  unknownName?: string
  /** The job (its key's line). */
  at: Place
  trigger: Trigger
  fate: JobFate
  /** A step that waits for the queue itself (`wait` for merged or tests_passed). */
  waits?: Place
  /** On a PR: a step that validates the PR's title or body (the service writes its draft PR's). */
  validatesPr?: { at: Place; uses: string }
}

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v)
const strings = (v: unknown): string[] | undefined =>
  v === undefined || v === null ? undefined : (Array.isArray(v) ? v : [v]).map(plainText)

/** The workflow's `on:` as a map of event to its filters (null: none). */
export function triggersOf(data: unknown): Record<string, Json | null> {
  const on = isObject(data) ? data.on : undefined
  if (typeof on === 'string') return { [on]: null }
  if (Array.isArray(on)) return Object.fromEntries(on.map((e) => [plainText(e), null]))
  if (isObject(on)) {
    return Object.fromEntries(Object.entries(on).map(([k, v]) => [k, isObject(v) ? v : null]))
  }
  return {}
}

/** Whether the workflow runs on the event (GitHub's filter rules). */
export function triggerOf(wf: WorkflowFile, ev: TestEvent): Trigger {
  const on = triggersOf(wf.data)
  const name = ev.kind
  const at = { file: wf.file, line: wf.lineOf(['on']) }
  if (!(name in on)) {
    return { kind: 'never', at, why: `it is not triggered by \`${name}\`` }
  }
  const f = on[name] ?? {}
  const lineOf = (key: string) => ({ file: wf.file, line: wf.lineOf(['on', name, key]) })
  if (ev.kind === 'push') {
    const branches = strings(f.branches)
    const ignore = strings(f['branches-ignore'])
    const hasTags = f.tags !== undefined || f['tags-ignore'] !== undefined
    if (!branches && !ignore && hasTags) {
      return {
        kind: 'never',
        at: lineOf(f.tags !== undefined ? 'tags' : 'tags-ignore'),
        why: 'its `push` trigger names only tags, so it never runs for a branch push',
      }
    }
    if (!refFilterAllows(ev.branch, branches, ignore)) {
      return {
        kind: 'never',
        at: lineOf(branches ? 'branches' : 'branches-ignore'),
        why: `its \`push\` ${branches ? 'branches' : 'branches-ignore'} filter ${branches ? 'does not match' : 'excludes'} \`${ev.branch}\``,
      }
    }
  } else {
    const types = strings(f.types)
    if (types && !types.some((t) => ['opened', 'synchronize', 'reopened'].includes(t))) {
      return {
        kind: 'never',
        at: lineOf('types'),
        why: `its \`pull_request\` types (${types.join(', ')}) leave out \`opened\`, \`synchronize\` and \`reopened\`, and the service's PR is a draft that is never marked ready`,
      }
    }
    const branches = strings(f.branches)
    const ignore = strings(f['branches-ignore'])
    if (!refFilterAllows(ev.base, branches, ignore)) {
      return {
        kind: 'never',
        at: lineOf(branches ? 'branches' : 'branches-ignore'),
        why: `its \`pull_request\` ${branches ? 'branches' : 'branches-ignore'} filter ${branches ? 'does not match' : 'excludes'} the base branch \`${ev.base}\``,
      }
    }
  }
  if (f.paths !== undefined || f['paths-ignore'] !== undefined) {
    const key = f.paths !== undefined ? 'paths' : 'paths-ignore'
    // A test branch is a new branch: GitHub diffs it against the parent of the deepest commit
    // pushed, i.e. the PR's changes, so the workflow runs only for PRs that touch those paths.
    const all = strings(f[key]) ?? []
    const everything = key === 'paths' && all.includes('**') && !all.some((p) => p.startsWith('!'))
    if (!everything) {
      return {
        kind: 'paths',
        at: lineOf(key),
        why: `its \`${name}\` trigger has a \`${key}\` filter: it runs only for PRs whose changes ${key === 'paths' ? 'match' : 'are not all in'} ${all.map((p) => `\`${p}\``).join(', ')}`,
      }
    }
  }
  return { kind: 'runs' }
}

/** UNKNOWN, typed as a value (a unique symbol widens in object literals). */
const U: Value = UNKNOWN

/** The `github` context of the event, as far as it is known before the run. */
export function githubContext(ev: TestEvent, repository: string): Context {
  const owner = repository.split('/')[0] ?? ''
  const common: Context = {
    repository,
    repository_owner: owner,
    ref_type: 'branch',
    server_url: U,
  }
  if (ev.kind === 'push') {
    return {
      ...common,
      event_name: 'push',
      ref: `refs/heads/${ev.branch}`,
      ref_name: ev.branch,
      head_ref: '',
      base_ref: '',
      ref_protected: false,
      event: closed({
        ref: `refs/heads/${ev.branch}`,
        created: true,
        deleted: false,
        forced: false,
        base_ref: null,
        before: '0000000000000000000000000000000000000000',
        after: U,
        commits: U,
        head_commit: U,
        compare: U,
        pusher: U,
        sender: U,
        repository: { full_name: repository, fork: false },
        organization: U,
        installation: U,
        enterprise: U,
      }),
    }
  }
  const repo = { full_name: repository, fork: false, name: repository.split('/')[1] ?? '' }
  return {
    ...common,
    event_name: 'pull_request',
    ref: U,
    ref_name: U,
    head_ref: ev.head,
    base_ref: ev.base,
    event: closed({
      action: 'opened',
      number: U,
      pull_request: {
        draft: true,
        state: 'open',
        merged: false,
        head: { ref: ev.head, repo },
        base: { ref: ev.base, repo },
      },
      repository: repo,
      sender: U,
      organization: U,
      installation: U,
      enterprise: U,
    }),
  }
}

/** What the analysis of one event knows of the checkout's other files. */
export interface Checkout {
  /** Workflow files by path (`.github/workflows/x.yml`). */
  files: Map<string, WorkflowFile>
  repository: string
}

const MAX_DEPTH = 4

/** Every check the workflow's jobs report on the event, with whether they really run. */
export function productionsOf(wf: WorkflowFile, ev: TestEvent, checkout: Checkout): Production[] {
  const trigger = triggerOf(wf, ev)
  if (trigger.kind === 'never') return []
  const ctx: Context = { github: githubContext(ev, checkout.repository) }
  return jobsOf(wf, ctx, checkout, { trigger, prefix: '', fate: { kind: 'runs' }, depth: 0 })
}

interface Caller {
  trigger: Trigger
  /** `caller / ` for a reusable workflow's jobs. */
  prefix: string
  /** The caller job's fate: a skipped caller skips every called job. */
  fate: JobFate
  depth: number
}

function jobsOf(wf: WorkflowFile, ctx: Context, checkout: Checkout, caller: Caller): Production[] {
  const jobs = isObject(wf.data) && isObject(wf.data.jobs) ? wf.data.jobs : {}
  const fates = new Map<string, JobFate>()
  const fateOf = (id: string, seen: Set<string>): JobFate => {
    const known = fates.get(id)
    if (known) return known
    const job = jobs[id]
    const at = { file: wf.file, line: wf.lineOf(['jobs', id]) }
    if (seen.has(id) || !isObject(job)) {
      return {
        kind: 'unknown',
        at,
        why: `job \`${id}\` is not a job, or its needs go round in a circle`,
      }
    }
    seen.add(id)
    let fate: JobFate = caller.fate
    const needs = strings(job.needs) ?? []
    const deps = needs.map((n) =>
      n in jobs
        ? fateOf(n, seen)
        : ({
            kind: 'unknown',
            at,
            why: `it needs \`${n}\`, which is no job of this workflow`,
          } as JobFate),
    )
    const skippedDep = deps.find((d) => d.kind === 'skipped')
    const unknownDep = deps.find((d) => d.kind === 'unknown')
    const cond = job.if
    if (cond !== undefined && cond !== null && plainText(cond).trim() !== '') {
      const ifAt = { file: wf.file, line: wf.lineOf(['jobs', id, 'if']) }
      const src = ifExpression(plainText(cond))
      // Quoted in findings whole up to a bound: an expression may be up to 21,000 characters.
      const quoted = src.trim().length > 200 ? `${src.trim().slice(0, 200)}…` : src.trim()
      try {
        const parsed = parseExpression(src)
        const statusAware = usesStatusFunction(parsed)
        const success = skippedDep ? false : unknownDep ? UNKNOWN : true
        let v: Value = evaluate(parsed, ctx, { success })
        if (!statusAware && skippedDep) v = false
        else if (!statusAware && unknownDep && truthy(v) === true) v = UNKNOWN
        const t = truthy(v)
        const own: JobFate =
          t === true
            ? { kind: 'runs' }
            : t === false
              ? skippedDep && !statusAware
                ? { ...(skippedDep as { at: Place; why: string }), kind: 'skipped' }
                : {
                    kind: 'skipped',
                    at: ifAt,
                    why: `\`if: ${quoted}\` is false on the queue's test runs`,
                  }
              : unknownDep && !statusAware
                ? unknownDep
                : {
                    kind: 'unknown',
                    at: ifAt,
                    why: `\`if: ${quoted}\` cannot be decided before the run`,
                  }
        fate = worst(fate, own)
      } catch (e) {
        if (!(e instanceof ExpressionSyntaxError)) throw e
        fate = worst(fate, {
          kind: 'unknown',
          at: ifAt,
          why: `\`if: ${quoted}\` cannot be read (${e.message})`,
        })
      }
    } else if (skippedDep) fate = worst(fate, skippedDep)
    else if (unknownDep) fate = worst(fate, unknownDep)
    fates.set(id, fate)
    return fate
  }

  const out: Production[] = []
  for (const [id, job] of Object.entries(jobs)) {
    if (!isObject(job)) continue
    const at = { file: wf.file, line: wf.lineOf(['jobs', id]) }
    const fate = fateOf(id, new Set())
    const strategy = isObject(job.strategy) ? job.strategy : undefined
    const expansion =
      strategy && strategy.matrix !== undefined ? expandMatrix(strategy.matrix) : { combos: [[]] }
    const rawName =
      typeof job.name === 'string' ? job.name : job.name === undefined ? id : plainText(job.name)
    const base = {
      at,
      trigger: caller.trigger,
      fate,
      ...(waitsForQueue(wf, id, job, checkout.repository) ?? {}),
      ...(isObject(ctx.github) && ctx.github.event_name === 'pull_request'
        ? (validatesPullRequestText(wf, id, job) ?? {})
        : {}),
    }
    if ('unknown' in expansion) {
      out.push({
        ...base,
        prefix: `${caller.prefix}${staticPart(rawName)}`,
        unknownName: expansion.unknown,
      })
      continue
    }
    for (const combo of expansion.combos) {
      const matrix = closed(Object.fromEntries(combo) as Record<string, Value>)
      const jobCtx: Context = {
        ...ctx,
        matrix,
        strategy: UNKNOWN,
        needs: UNKNOWN,
        vars: UNKNOWN,
        secrets: UNKNOWN,
        env: UNKNOWN,
      }
      const evaluated = interpolate(rawName, jobCtx)
      const suffix = mentionsContext(rawName, 'matrix') ? '' : matrixSuffix(combo)
      if (evaluated === UNKNOWN || suffix === undefined) {
        out.push({
          ...base,
          prefix: `${caller.prefix}${staticPart(rawName)}`,
          unknownName: `its name \`${rawName}\` holds an expression that cannot be known before the run`,
        })
        continue
      }
      const name = `${evaluated}${suffix}`
      if (typeof job.uses === 'string') {
        out.push(
          ...called(wf, id, job, `${caller.prefix}${name} / `, jobCtx, checkout, {
            ...caller,
            fate,
          }),
        )
      } else {
        out.push({ ...base, name: `${caller.prefix}${name}` })
      }
    }
  }
  return out
}

/** A reusable workflow's jobs, named `caller / callee`. */
function called(
  wf: WorkflowFile,
  id: string,
  job: Json,
  prefix: string,
  ctx: Context,
  checkout: Checkout,
  caller: Caller,
): Production[] {
  const uses = plainText(job.uses)
  const at = { file: wf.file, line: wf.lineOf(['jobs', id, 'uses']) }
  const unknown = (why: string): Production[] => [
    { prefix, unknownName: why, at, trigger: caller.trigger, fate: caller.fate },
  ]
  if (!uses.startsWith('./')) {
    return unknown(
      `it calls \`${uses}\`, a reusable workflow of another repository that doctor cannot read`,
    )
  }
  const path = uses.slice(2).split('@')[0] as string
  const callee = checkout.files.get(path)
  if (!callee || callee.data === undefined) {
    return unknown(`it calls \`${uses}\`, which is not a readable workflow file of this checkout`)
  }
  if (caller.depth + 1 > MAX_DEPTH)
    return unknown(`reusable workflows nest deeper than ${MAX_DEPTH} here`)
  const declared = isObject(triggersOf(callee.data).workflow_call?.inputs)
    ? (triggersOf(callee.data).workflow_call!.inputs as Json)
    : {}
  const given = isObject(job.with) ? job.with : {}
  const inputs: Record<string, Value> = {}
  for (const [name, spec] of Object.entries(declared)) {
    const v = name in given ? given[name] : isObject(spec) ? spec.default : undefined
    inputs[name] =
      typeof v === 'string' ? interpolateValue(v, ctx) : v === undefined ? null : (v as Value)
  }
  const calleeCtx: Context = { github: ctx.github as Value, inputs: closed(inputs) }
  return jobsOf(callee, calleeCtx, checkout, { ...caller, prefix, depth: caller.depth + 1 })
}

function interpolateValue(v: string, ctx: Context): Value {
  const whole = /^\s*\$\{\{([\s\S]*)\}\}\s*$/.exec(v)
  if (whole && !(whole[1] as string).includes('}}')) {
    try {
      return evaluate(parseExpression(whole[1] as string), ctx)
    } catch {
      return UNKNOWN
    }
  }
  return interpolate(v, ctx)
}

/** The part of a name before its first expression. */
function staticPart(name: string): string {
  const i = name.indexOf('${{')
  return i < 0 ? name : name.slice(0, i)
}

const RANK: Record<JobFate['kind'], number> = { runs: 0, unknown: 1, skipped: 2 }

function worst(a: JobFate, b: JobFate): JobFate {
  return RANK[b.kind] > RANK[a.kind] ? b : a
}

/** The first step of the job that waits for the queue itself (a required check then waits for itself). */
function waitsForQueue(
  wf: WorkflowFile,
  id: string,
  job: Json,
  repository: string,
): { waits: Place } | undefined {
  const steps = Array.isArray(job.steps) ? job.steps : []
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
      ((/(^|\/)merge-queue-action@/.test(uses) || /^\.\/?$/.test(uses)) &&
        plainText(w.command ?? '').trim() === 'wait')
    // A wait on another server (a local emulator) or another repository's queue is not this queue.
    const apiUrl = typeof w['api-url'] === 'string' ? w['api-url'] : ''
    const repo = typeof w.repository === 'string' ? w.repository : ''
    const elsewhere =
      /\/\/(127\.|localhost\b|\[::1\])/i.test(apiUrl) ||
      (repo !== '' && !repo.includes('${{') && repo.toLowerCase() !== repository.toLowerCase())
    if (elsewhere) continue
    const run = typeof step.run === 'string' ? step.run : ''
    const cli = /\bmerge-queue\s+wait\b/.exec(run)
    const cliWaitsForQueue =
      cli && (!/--wait-for/.test(run) || /--wait-for[= ]\S*(merged|tests_passed)/i.test(run))
    if ((isWait && queueState) || cliWaitsForQueue) {
      return { waits: { file: wf.file, line: wf.lineOf(['jobs', id, 'steps', i]) } }
    }
  }
  return undefined
}

/**
 * Actions that check a PR's title or body (Conventional Commits titles, issue keys, templates):
 * on the draft PR the service opens for a test branch they read the service's title and body.
 */
const PR_TEXT_VALIDATORS = [
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

function validatesPullRequestText(
  wf: WorkflowFile,
  id: string,
  job: Json,
): { validatesPr: { at: Place; uses: string } } | undefined {
  const steps = Array.isArray(job.steps) ? job.steps : []
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]
    const uses = isObject(step) && typeof step.uses === 'string' ? step.uses : ''
    const name = uses.split('@')[0]?.toLowerCase() ?? ''
    if (PR_TEXT_VALIDATORS.includes(name)) {
      return {
        validatesPr: { at: { file: wf.file, line: wf.lineOf(['jobs', id, 'steps', i]) }, uses },
      }
    }
  }
  return undefined
}

/** Whether a job of the workflow uploads impacted targets (this action, its CLI, or Trunk's own action). */
export function uploadsImpactedTargets(wf: WorkflowFile): Place | undefined {
  const jobs = isObject(wf.data) && isObject(wf.data.jobs) ? wf.data.jobs : {}
  for (const [id, job] of Object.entries(jobs)) {
    const steps = isObject(job) && Array.isArray(job.steps) ? job.steps : []
    for (let i = 0; i < steps.length; i++) {
      const step = steps[i]
      if (!isObject(step)) continue
      const uses = typeof step.uses === 'string' ? step.uses : ''
      const w = isObject(step.with) ? step.with : {}
      const run = typeof step.run === 'string' ? step.run : ''
      if (
        /(^|\/)merge-queue-action\/upload-targets@/.test(uses) ||
        /^\.\/upload-targets\/?$/.test(uses) ||
        ((/(^|\/)merge-queue-action@/.test(uses) || /^\.\/?$/.test(uses)) &&
          plainText(w.command ?? '').trim() === 'upload-targets') ||
        /^trunk-io\/merge-action@/.test(uses) ||
        /\bmerge-queue\s+upload-targets\b/.test(run)
      ) {
        return { file: wf.file, line: wf.lineOf(['jobs', id, 'steps', i]) }
      }
    }
  }
  return undefined
}
