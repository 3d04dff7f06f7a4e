/**
 * One verdict per required check, with one reason: whether it reports on every test run of the
 * queue's mode, and if not, the one thing to blame (a filter, an `if:`, a trigger, a file GitHub
 * refuses, a file doctor could not read, a name no job produces).
 */
import { branchOf, type Place, type QueueFacts, type TestEvent } from './events.js'
import type { RefusedFile } from './github-rules.js'
import { newBudget, productionsOf, type Checkout, type Production } from './jobs.js'
import { suggestionsFor, type NameIndex } from './suggestions.js'
import { isObject, triggerOf, triggersOf } from './triggers.js'
import type { WorkflowsFolder } from './checkout.js'
import type { WorkflowFile } from './workflow-file.js'

/** A required check's one verdict. */
export type Verdict =
  /** A job that really runs reports it on every test run. */
  | { kind: 'runs' }
  /** Only when the PR touches the workflow's paths. */
  | { kind: 'paths'; at: Place; why: string; others: string[] }
  /** Its job is skipped on test runs (reported as passed). */
  | { kind: 'skipped'; at: Place; why: string }
  /** Whether its job runs cannot be told before the run. */
  | { kind: 'unknown-if'; at: Place; why: string }
  /** A job whose name is known only at run time may report it. */
  | { kind: 'unknown-name'; at: Place; why: string }
  /** It reports on some test branch names and not on others. */
  | { kind: 'some-branches'; at?: Place; ok: string; missing: string; why?: string }
  /** Its workflow runs on GitHub's merge queue, not on pushes. */
  | { kind: 'merge-group-only'; at: Place; file: string }
  /** Its workflow runs on `pull_request_target` or `workflow_run` only. */
  | { kind: 'other-trigger'; at: Place; file: string; event: string }
  /** Its workflow never runs on the test runs (`guess`: a job whose name is unknown may be it). */
  | {
      kind: 'not-triggered'
      at: Place
      file: string
      why?: string
      guess?: string
      others: string[]
    }
  /** Only a file GitHub refuses reports it (`maybe`: a refused file doctor could not parse may). */
  | { kind: 'refused'; at: Place; file: string; why: string; maybe: boolean }
  /** No file GitHub runs reports it, and files doctor could not read may. */
  | { kind: 'unread'; at: Place; files: string[] }
  /** It names a matrix combination the job does not produce. */
  | { kind: 'matrix-name'; at: Place; job: string; combination: string }
  /** No workflow reports it anywhere; `suggestions` are names close to it. */
  | { kind: 'missing'; suggestions: string[] }
  /** No workflow was read at all (no `.github/workflows`): nothing to judge by. */
  | { kind: 'unchecked' }

/** What the verdicts are decided from (built once by the analysis). */
export interface VerdictContext {
  folder: WorkflowsFolder
  events: TestEvent[]
  queue: QueueFacts
  accepted: WorkflowFile[]
  refused: RefusedFile[]
  unread: WorkflowFile[]
  checkout: Checkout
  /** Productions on the test runs by check name. */
  named: Map<string, Production[]>
  /** Productions on the test runs whose name is known only at run time. */
  unknownNamed: Production[]
  /** What the accepted files report anywhere (built on first use). */
  anywhere: () => AnywhereIndex
  /** The names the accepted files report anywhere, for "did you mean" (built on first use). */
  names: () => NameIndex
  /** What the refused files that were parsed would report anywhere (built on first use). */
  refusedAnywhere: () => AnywhereIndex
}

/** How well a check is produced on one test branch: its best production there. */
type Grade = 'runs' | 'paths' | 'unknown' | 'guess' | 'skipped' | 'none'
const GRADE_ORDER: Grade[] = ['runs', 'paths', 'unknown', 'guess', 'skipped', 'none']
const rank = (g: Grade) => GRADE_ORDER.indexOf(g)

function gradeOf(p: Production): Grade {
  if (p.fate.kind === 'skipped') return 'skipped'
  if (p.fate.kind === 'unknown') return 'unknown'
  return p.trigger.kind === 'paths' ? 'paths' : 'runs'
}

/** The check's verdict. */
export function verdictOf(check: string, ctx: VerdictContext): Verdict {
  if (ctx.folder !== 'found') return { kind: 'unchecked' }
  const produced = producedVerdict(check, ctx)
  if (produced) return produced
  const guess = ctx.unknownNamed.find((p) => check.startsWith(p.prefix ?? ''))
  if (guess) return { kind: 'unknown-name', at: guess.at, why: guess.unknownName ?? '' }
  return (
    elsewhereVerdict(check, ctx) ??
    refusedVerdict(check, ctx, false) ??
    unreadVerdict(ctx) ??
    nameVerdict(check, ctx)
  )
}

/** The verdict of a check some job reports on the test runs, from its worst test branch. */
function producedVerdict(check: string, ctx: VerdictContext): Verdict | undefined {
  const prods = ctx.named.get(check)
  if (!prods?.length) return undefined
  // The best production of the check on each sample branch (push and PR of it together).
  const grades = new Map<string, { grade: Grade; p?: Production }>()
  for (const ev of ctx.events) grades.set(branchOf(ev), { grade: 'none' })
  for (const p of prods) {
    const b = branchOf(p.ev)
    const g = gradeOf(p)
    if (rank(g) < rank(grades.get(b)!.grade)) grades.set(b, { grade: g, p })
  }
  // Where no job reports it by name, a job whose name only the run knows may (or one past the
  // most doctor follows): unknown there, never "not reported".
  for (const [b, x] of grades) {
    if (x.grade !== 'none') continue
    const guess = ctx.unknownNamed.find(
      (p) => branchOf(p.ev) === b && p.fate.kind !== 'skipped' && check.startsWith(p.prefix ?? ''),
    )
    if (guess) grades.set(b, { grade: 'guess', p: guess })
  }
  const per = [...grades.entries()]
  const worst = per.reduce((w, [, x]) => (rank(x.grade) > rank(w) ? x.grade : w), 'runs' as Grade)
  if (worst === 'runs') return { kind: 'runs' }
  if (worst === 'none') {
    const ok = per.find(([, x]) => x.grade !== 'none')!
    const missing = per.find(([, x]) => x.grade === 'none')![0]
    const why = whyNot(
      check,
      ctx,
      ctx.events.filter((e) => branchOf(e) === missing),
    )
    return {
      kind: 'some-branches',
      ok: ok[0],
      missing,
      ...(why ? { at: why.at, why: why.why } : { at: ok[1].p?.at }),
    }
  }
  const p = per.find(([, x]) => x.grade === worst)![1].p!
  if (worst === 'guess') return { kind: 'unknown-name', at: p.at, why: p.unknownName ?? '' }
  if (worst === 'paths' && p.trigger.kind === 'paths') {
    const others = [
      ...new Set(prods.filter((x) => x.trigger.kind === 'paths').map((x) => x.top)),
    ].filter((f) => f !== p.top)
    return { kind: 'paths', at: p.trigger.at, why: p.trigger.why, others }
  }
  if (p.fate.kind === 'skipped') return { kind: 'skipped', at: p.fate.at, why: p.fate.why }
  if (p.fate.kind === 'unknown') return { kind: 'unknown-if', at: p.fate.at, why: p.fate.why }
  return { kind: 'runs' }
}

/** What the files report on any push or PR of any branch (their filters ignored), indexed once. */
export interface AnywhereIndex {
  /** The files that report each name. */
  byName: Map<string, WorkflowFile[]>
  /** Jobs whose name is known only at run time, with the part known before it. */
  guesses: { w: WorkflowFile; p: Production }[]
  /** The first job whose name may be any (an expression first, or past the most followed). */
  wildcard?: Production
}

/** Indexes what the files report on any push or PR of any branch, their filters ignored. */
export function anywhereIndex(files: readonly WorkflowFile[], checkout: Checkout): AnywhereIndex {
  const index: AnywhereIndex = { byName: new Map(), guesses: [] }
  const total = newBudget()
  const evs: TestEvent[] = [
    { kind: 'push', branch: 'any' },
    { kind: 'pull_request', head: 'any', base: 'any' },
  ]
  for (const w of files) {
    const free: WorkflowFile = {
      ...w,
      data: { ...(w.data as object), on: { push: null, pull_request: null } },
    }
    for (const p of evs.flatMap((ev) => productionsOf(free, ev, checkout, total))) {
      if (p.name !== undefined) {
        const list = index.byName.get(p.name)
        if (!list) index.byName.set(p.name, [w])
        else if (list.at(-1) !== w) list.push(w)
      } else if (p.prefix) index.guesses.push({ w, p })
      else index.wildcard ??= p
    }
  }
  return index
}

/**
 * How much a file that reports a check tells of why it does not on the test runs: one run on
 * pushes or PRs (its filters, its types), then on GitHub's merge queue, then on another repository
 * event; a file run on a schedule or by hand says least.
 */
function blameRank(w: WorkflowFile): number {
  const on = triggersOf(w.data)
  if ('push' in on || 'pull_request' in on) return 0
  if ('merge_group' in on) return 1
  if ('pull_request_target' in on || 'workflow_run' in on) return 2
  return 3
}

/** The accepted file to blame for a check it reports somewhere: by name, else by a guess at a name. */
function producer(
  check: string,
  ctx: VerdictContext,
): { w: WorkflowFile; guess?: Production; others: string[] } | undefined {
  const { byName, guesses } = ctx.anywhere()
  const files = byName.get(check)
  if (files) {
    const w = files.reduce((a, b) => (blameRank(b) < blameRank(a) ? b : a))
    return { w, others: files.filter((f) => f !== w).map((f) => f.file) }
  }
  const g = guesses.find((x) => check.startsWith(x.p.prefix!))
  return g ? { w: g.w, guess: g.p, others: [] } : undefined
}

/** Why a workflow that reports the check elsewhere does not on these events (its filter, its line). */
function whyNot(
  check: string,
  ctx: VerdictContext,
  events: TestEvent[],
): { at: Place; why: string } | undefined {
  const found = producer(check, ctx)
  if (!found) return undefined
  // A filter of a trigger it has says more than a trigger it lacks.
  const never = events
    .map((ev) => triggerOf(found.w, ev))
    .flatMap((t) => (t.kind === 'never' ? [t] : []))
    .sort((a, b) => Number(a.why.startsWith('it is not')) - Number(b.why.startsWith('it is not')))
  const t = never[0]
  return t ? { at: t.at, why: `${found.w.file}: ${t.why}` } : undefined
}

/** The verdict of a check an accepted workflow reports, only not on the test runs. */
function elsewhereVerdict(check: string, ctx: VerdictContext): Verdict | undefined {
  const found = producer(check, ctx)
  if (!found) return undefined
  const { w } = found
  const on = Object.keys(triggersOf(w.data))
  const onLine = { file: w.file, line: w.lineOf(['on']) }
  if (on.includes('merge_group') && !on.includes('push'))
    return { kind: 'merge-group-only', at: onLine, file: w.file }
  const other = ['pull_request_target', 'workflow_run'].find((e) => on.includes(e))
  if (other && (other !== 'pull_request_target' || ctx.queue.createPrsForTestingBranches)) {
    return {
      kind: 'other-trigger',
      at: { file: w.file, line: w.lineOf(['on', other]) },
      file: w.file,
      event: other,
    }
  }
  const why = whyNot(check, ctx, ctx.events)
  return {
    kind: 'not-triggered',
    at: why?.at ?? onLine,
    file: w.file,
    ...(why ? { why: why.why.slice(w.file.length + 2) } : {}),
    ...(found.guess ? { guess: found.guess.job } : {}),
    others: found.others,
  }
}

/** A check only a parsed file GitHub refuses reports, or (`maybe`) a refused file doctor could not parse may. */
function refusedVerdict(check: string, ctx: VerdictContext, maybe: boolean): Verdict | undefined {
  // Past the most checks doctor follows, a refused file may report any name (`maybe`).
  const index = ctx.refusedAnywhere()
  const wildcard = index.wildcard && ctx.refused.find((x) => x.wf.file === index.wildcard!.top)
  if (!maybe && !index.byName.has(check) && wildcard) {
    return {
      kind: 'refused',
      at: { file: wildcard.wf.file, line: wildcard.refusal.line },
      file: wildcard.wf.file,
      why: wildcard.refusal.why,
      maybe: true,
    }
  }
  const w = maybe ? undefined : index.byName.get(check)?.[0]
  const r = w
    ? ctx.refused.find((x) => x.wf === w)
    : maybe
      ? ctx.refused.find((x) => x.wf.data === undefined)
      : undefined
  if (!r) return undefined
  return {
    kind: 'refused',
    at: { file: r.wf.file, line: r.refusal.line },
    file: r.wf.file,
    why: r.refusal.why,
    maybe,
  }
}

function unreadVerdict(ctx: VerdictContext): Verdict | undefined {
  const first = ctx.unread[0]
  if (!first) return undefined
  const at = { file: first.file, line: first.problem?.line ?? 1 }
  return { kind: 'unread', at, files: ctx.unread.map((w) => w.file) }
}

/** A matrix combination the job does not produce, or a name no job reports (and what is close). */
function nameVerdict(check: string, ctx: VerdictContext): Verdict {
  const matrix = /^(.*) \((.*)\)$/.exec(check)
  for (const wf of matrix ? ctx.accepted : []) {
    const jobs = isObject(wf.data) && isObject(wf.data.jobs) ? wf.data.jobs : {}
    for (const [id, job] of Object.entries(jobs)) {
      if (!isObject(job)) continue
      const name = typeof job.name === 'string' ? job.name : id
      if (name === matrix![1] && isObject(job.strategy) && job.strategy.matrix !== undefined) {
        const at = { file: wf.file, line: wf.lineOf(['jobs', id, 'strategy', 'matrix']) }
        return { kind: 'matrix-name', at, job: id, combination: matrix![2] as string }
      }
    }
  }
  // A job whose name may be any may be it: not "no workflow reports it".
  const wildcard = ctx.anywhere().wildcard
  if (wildcard) return { kind: 'unknown-name', at: wildcard.at, why: wildcard.unknownName ?? '' }
  const suggestions = suggestionsFor(check, ctx.names())
  // A close name explains a miss better than a file GitHub refuses that may hold it.
  return (
    (!suggestions.length && refusedVerdict(check, ctx, true)) || { kind: 'missing', suggestions }
  )
}
