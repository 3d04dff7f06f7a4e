/**
 * Which checks a workflow's jobs report on one test run: whether each job runs (`if:` on the
 * event, `needs` chains), and the check names it reports (its `name:` with expressions, matrix
 * combinations, reusable workflows as `caller / callee`). Every walk is bounded: a workflow reports
 * at most {@link MAX_CHECK_RUNS} checks (GitHub's limit for one run), `needs` chains are followed
 * {@link MAX_NEEDS_DEPTH} deep, reusable workflows {@link MAX_CALL_DEPTH} deep.
 */
import { githubContext, type Place, type TestEvent } from './events.js'
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
import { expandMatrix, matrixSuffix, type Expansion } from './matrix.js'
import { stepFactsOf, type StepFacts } from './steps.js'
import { isObject, strings, triggerOf, triggersOf, type Trigger } from './triggers.js'
import type { WorkflowFile } from './workflow-file.js'

/** Whether a job runs on the event: runs, is skipped (reported as passed), or cannot be told. */
export type JobFate =
  | { kind: 'runs' }
  | { kind: 'skipped'; at: Place; why: string }
  | { kind: 'unknown'; at: Place; why: string }

/** A check a job reports on the event (its name may be unknown). */
export interface Production {
  /** The check's name; undefined when it cannot be known (then `prefix` is what is known of it). */
  name?: string
  prefix?: string
  /** Why the name is unknown. */
  unknownName?: string
  /** The test run it is reported on. */
  ev: TestEvent
  /** The workflow file that runs (the caller's, for a reusable workflow's job). */
  top: string
  /** The job (its key's line) and its id. */
  at: Place
  job: string
  trigger: Trigger
  fate: JobFate
  /** What its steps do that matters to the queue (waits for it, reads the PR's text). */
  steps: StepFacts
}

/** What the analysis knows of the checkout's other files. */
export interface Checkout {
  /** Workflow files GitHub runs, by path (`.github/workflows/x.yml`). */
  files: Map<string, WorkflowFile>
  repository: string
}

/**
 * The most checks doctor follows in one workflow's run (GitHub's own limit is 50,000 check runs
 * per check suite; a matrix runs at most 256 jobs): past it, the rest are unknown.
 */
export const MAX_CHECK_RUNS = 10_000
/**
 * The most checks doctor follows in all, for every workflow and test run together: reusable
 * workflows multiply (callers times their callee's jobs), so without it the work would not be
 * bounded by the files' size. Past it, the rest are unknown.
 */
export const MAX_CHECK_RUNS_IN_ALL = 200_000

/** Checks left to follow. */
export interface Budget {
  left: number
}

/** A budget for {@link productionsOf} calls that share {@link MAX_CHECK_RUNS_IN_ALL}. */
export const newBudget = (): Budget => ({ left: MAX_CHECK_RUNS_IN_ALL })
/** How deep `needs` is followed; past it a job's fate is unknown (the walk is recursive). */
export const MAX_NEEDS_DEPTH = 500
/** How deep reusable workflows are followed (GitHub allows ten levels of workflows). */
export const MAX_CALL_DEPTH = 10

interface Caller {
  trigger: Trigger
  /** `caller / ` for a reusable workflow's jobs. */
  prefix: string
  /** The caller job's fate: a skipped caller skips every called job. */
  fate: JobFate
  depth: number
  /** The workflow file that runs. */
  top: string
  /** Checks left to follow for the top workflow's run, and in all. */
  budget: Budget
  total: Budget
}

/** Spends one check of the budgets; why not, when one is spent. */
function spend(caller: Caller): string | undefined {
  if (caller.budget.left <= 0) {
    const most = MAX_CHECK_RUNS.toLocaleString('en-US')
    return `its workflow reports more than ${most} checks on one run, more than doctor follows`
  }
  if (caller.total.left <= 0) {
    const most = MAX_CHECK_RUNS_IN_ALL.toLocaleString('en-US')
    return `the workflows report more than ${most} checks in all, more than doctor follows`
  }
  caller.budget.left--
  caller.total.left--
  return undefined
}

/** Every check the workflow's jobs report on the event, with whether they really run. */
export function productionsOf(
  wf: WorkflowFile,
  ev: TestEvent,
  checkout: Checkout,
  total: Budget = newBudget(),
): Production[] {
  const trigger = triggerOf(wf, ev)
  if (trigger.kind === 'never') return []
  const ctx: Context = { github: githubContext(ev, checkout.repository) }
  const caller = {
    trigger,
    prefix: '',
    fate: { kind: 'runs' } as const,
    depth: 0,
    top: wf.file,
    budget: { left: MAX_CHECK_RUNS },
    total,
  }
  return jobsOf(wf, ev, ctx, checkout, caller)
}

function jobsOf(
  wf: WorkflowFile,
  ev: TestEvent,
  ctx: Context,
  checkout: Checkout,
  caller: Caller,
): Production[] {
  const jobs = jobsMap(wf)
  const fates = fatesOf(wf, jobs, ctx, caller.fate)
  const out: Production[] = []
  for (const [id, job] of Object.entries(jobs)) {
    if (!isObject(job)) continue
    const base = {
      ev,
      top: caller.top,
      at: { file: wf.file, line: wf.lineOf(['jobs', id]) },
      job: id,
      trigger: caller.trigger,
      fate: fates(id),
      steps: stepFactsOf(wf, id, job, checkout.repository),
    }
    if (caller.budget.left <= 0 || caller.total.left <= 0) {
      // Unknown from here on: any check may be among the ones not followed.
      out.push({ ...base, prefix: caller.prefix, unknownName: spend(caller) ?? '' })
      return out
    }
    for (const p of namesOf(wf, id, job, base, ctx, checkout, caller)) out.push(p)
  }
  return out
}

const jobsMap = (wf: WorkflowFile): Record<string, unknown> =>
  isObject(wf.data) && isObject(wf.data.jobs) ? wf.data.jobs : {}

type Base = Omit<Production, 'name' | 'prefix' | 'unknownName'>

/** The checks one job reports: one per matrix combination, or its callee's through `uses:`. */
function namesOf(
  wf: WorkflowFile,
  id: string,
  job: Record<string, unknown>,
  base: Base,
  ctx: Context,
  checkout: Checkout,
  caller: Caller,
): Production[] {
  const rawName =
    typeof job.name === 'string' ? job.name : job.name === undefined ? id : plainText(job.name)
  const unknown = (why: string): Production[] => {
    spend(caller)
    return [{ ...base, prefix: `${caller.prefix}${staticPart(rawName)}`, unknownName: why }]
  }
  const expansion = expansionOf(job)
  if ('unknown' in expansion) return unknown(expansion.unknown)
  const out: Production[] = []
  // A plain name needs no context (most jobs): made only for expressions and reusable workflows.
  const plain = !rawName.includes('${{') && typeof job.uses !== 'string'
  for (const combo of expansion.combos) {
    const jobCtx: Context = plain
      ? ctx
      : {
          ...ctx,
          matrix: closed(Object.fromEntries(combo) as Record<string, Value>),
          strategy: UNKNOWN,
          needs: UNKNOWN,
          vars: UNKNOWN,
          secrets: UNKNOWN,
          env: UNKNOWN,
        }
    const evaluated = plain ? rawName : interpolate(rawName, jobCtx)
    const suffix = mentionsContext(rawName, 'matrix') ? '' : matrixSuffix(combo)
    if (evaluated === UNKNOWN || suffix === undefined) {
      out.push(
        ...unknown(
          `its name \`${rawName.slice(0, 200)}\` holds an expression that cannot be known before the run`,
        ),
      )
    } else if (typeof job.uses === 'string') {
      const name = `${caller.prefix}${evaluated}${suffix} / `
      const callee = called(
        wf,
        id,
        job,
        name,
        jobCtx,
        checkout,
        { ...caller, fate: base.fate },
        base.ev,
      )
      // One at a time: the callee's checks may be many (a spread of 100,000 overflows the stack).
      for (const p of callee) out.push(p)
    } else {
      const over = spend(caller)
      out.push(
        over
          ? { ...base, prefix: caller.prefix, unknownName: over }
          : { ...base, name: `${caller.prefix}${evaluated}${suffix}` },
      )
      if (over) break
    }
    if (caller.budget.left <= 0 || caller.total.left <= 0) break
  }
  return out
}

/** A job's matrix expanded once (the same on every event). */
function expansionOf(job: Record<string, unknown>): Expansion {
  const strategy = isObject(job.strategy) ? job.strategy : undefined
  if (!strategy || strategy.matrix === undefined) return { combos: [new Map()] }
  let e = expansions.get(strategy)
  if (!e) {
    e = expandMatrix(strategy.matrix)
    expansions.set(strategy, e)
  }
  return e
}
const expansions = new WeakMap<object, Expansion>()

/** A reusable workflow's jobs, named `caller / callee`. */
function called(
  wf: WorkflowFile,
  id: string,
  job: Record<string, unknown>,
  prefix: string,
  ctx: Context,
  checkout: Checkout,
  caller: Caller,
  ev: TestEvent,
): Production[] {
  const uses = plainText(job.uses)
  const at = { file: wf.file, line: wf.lineOf(['jobs', id, 'uses']) }
  const unknown = (why: string): Production[] => {
    spend(caller)
    return [
      {
        ev,
        top: caller.top,
        prefix,
        unknownName: why,
        at,
        job: id,
        trigger: caller.trigger,
        fate: caller.fate,
        steps: {},
      },
    ]
  }
  if (!uses.startsWith('./')) {
    return unknown(
      `it calls \`${uses.slice(0, 200)}\`, a reusable workflow of another repository that doctor cannot read`,
    )
  }
  const callee = checkout.files.get(uses.slice(2).split('@')[0] as string)
  if (!callee || callee.data === undefined) {
    return unknown(
      `it calls \`${uses.slice(0, 200)}\`, which is not a workflow file GitHub runs in this checkout`,
    )
  }
  if (caller.depth + 1 > MAX_CALL_DEPTH)
    return unknown(`reusable workflows nest deeper than ${MAX_CALL_DEPTH} here`)
  const declared = triggersOf(callee.data).workflow_call?.inputs
  const given = isObject(job.with) ? job.with : {}
  const inputs: Record<string, Value> = {}
  for (const [name, spec] of Object.entries(isObject(declared) ? declared : {})) {
    const v = name in given ? given[name] : isObject(spec) ? spec.default : undefined
    inputs[name] =
      typeof v === 'string' ? interpolateValue(v, ctx) : v === undefined ? null : (v as Value)
  }
  const calleeCtx: Context = { github: ctx.github as Value, inputs: closed(inputs) }
  return jobsOf(callee, ev, calleeCtx, checkout, { ...caller, prefix, depth: caller.depth + 1 })
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

/** Each job's fate on the event, from its `if:` and its `needs`, computed once per job. */
function fatesOf(
  wf: WorkflowFile,
  jobs: Record<string, unknown>,
  ctx: Context,
  callerFate: JobFate,
): (id: string) => JobFate {
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
    if (seen.size >= MAX_NEEDS_DEPTH) {
      return { kind: 'unknown', at, why: `its needs chain is deeper than ${MAX_NEEDS_DEPTH} jobs` }
    }
    seen.add(id)
    const deps = (strings(job.needs) ?? []).map((n): JobFate =>
      Object.hasOwn(jobs, n)
        ? fateOf(n, seen)
        : {
            kind: 'unknown',
            at,
            why: `it needs \`${n.slice(0, 100)}\`, which is no job of this workflow`,
          },
    )
    seen.delete(id)
    const fate = worst(callerFate, ownFate(wf, id, job.if, deps, ctx))
    fates.set(id, fate)
    return fate
  }
  return (id) => fateOf(id, new Set())
}

/** A job's own fate: its `if:` (with its needs' fates), or its needs alone. */
function ownFate(
  wf: WorkflowFile,
  id: string,
  cond: unknown,
  deps: JobFate[],
  ctx: Context,
): JobFate {
  const skippedDep = deps.find((d) => d.kind === 'skipped')
  const unknownDep = deps.find((d) => d.kind === 'unknown')
  if (cond === undefined || cond === null || plainText(cond).trim() === '') {
    return skippedDep ?? unknownDep ?? { kind: 'runs' }
  }
  const at = { file: wf.file, line: wf.lineOf(['jobs', id, 'if']) }
  const src = ifExpression(plainText(cond))
  // Quoted on one line, whole up to a bound: an expression may be up to 21,000 characters.
  const flat = src.trim().replace(/\s+/g, ' ')
  const quoted = flat.length > 200 ? `${flat.slice(0, 200)}…` : flat
  let parsed
  try {
    parsed = parseExpression(src)
  } catch (e) {
    if (!(e instanceof ExpressionSyntaxError)) throw e
    return { kind: 'unknown', at, why: `\`if: ${quoted}\` cannot be read (${e.message})` }
  }
  const statusAware = usesStatusFunction(parsed)
  if (!statusAware && skippedDep) return skippedDep
  const success = skippedDep ? false : unknownDep ? UNKNOWN : true
  const t = truthy(evaluate(parsed, ctx, { success }))
  if (t === true) return !statusAware && unknownDep ? unknownDep : { kind: 'runs' }
  if (t === false)
    return { kind: 'skipped', at, why: `\`if: ${quoted}\` is false on the queue's test runs` }
  if (unknownDep && !statusAware) return unknownDep
  return { kind: 'unknown', at, why: `\`if: ${quoted}\` cannot be decided before the run` }
}
