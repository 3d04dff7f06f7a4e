/**
 * What doctor knows before any rule judges, computed once from what it read: which workflow files
 * GitHub runs, refuses, or doctor could not read; the checks every file GitHub runs reports on each
 * of the queue's test runs; and for each required check, its one verdict (see verdict.ts).
 */
import { testEvents, type QueueFacts, type TestEvent } from './events.js'
import { callRefusals, refusalsOf, type Refusal, type RefusedFile } from './github-rules.js'
import { newBudget, productionsOf, type Checkout, type Production } from './jobs.js'
import { triggersOf } from './triggers.js'
import { nameIndex } from './suggestions.js'
import { anywhereIndex, verdictOf, type Verdict } from './verdict.js'
import type { WorkflowsFolder } from './checkout.js'
import { problemText, type WorkflowFile } from './workflow-file.js'
import type { QuarantineFacts } from './quarantine.js'

/** Where the required checks came from. */
export type RequiredSource =
  | { kind: 'queue' }
  | { kind: 'trunk-yaml' }
  /** GitHub: the branch protection and/or rulesets that set some (none: neither sets any). */
  | { kind: 'github'; sources: string[] }
  /** No GitHub token to read them with. */
  | { kind: 'no-token' }

/** The required checks and where they came from. */
export interface RequiredChecks {
  names: string[]
  source: RequiredSource
  /** False when some source could not be read: an empty list then says nothing. */
  complete: boolean
}

/** Everything doctor decides on, as read. */
export interface DoctorInput {
  queue: QueueFacts
  required: RequiredChecks
  workflows: WorkflowFile[]
  /** What `.github/workflows` is in the checkout (default `found`). */
  folder?: WorkflowsFolder
  repository: string
  /** Checks another CI posts, which doctor does not look for (the `external-checks` input). */
  externalChecks?: readonly string[]
  /** What could not be read from GitHub, one sentence each (naming what to grant). */
  unread?: string[]
  /** Why `.trunk/trunk.yaml` could not be read, for a sentence after its path. */
  trunkYamlProblem?: string
  /** The repository's quarantine file and Trunk's tests for it (none: not looked at). */
  quarantine?: QuarantineFacts
  /** What the rules with a `read` read, by their code. */
  reads?: Readonly<Record<string, unknown>>
}

/** One required check, what reports it on the test runs, and its verdict. */
export interface CheckFacts {
  name: string
  /** Its productions on the queue's test runs, by the files GitHub runs. */
  productions: Production[]
  verdict: Verdict
}

/** What every rule judges. */
export interface Facts {
  input: DoctorInput
  queue: QueueFacts
  folder: WorkflowsFolder
  /** The test runs looked at (the queue's mode). */
  events: TestEvent[]
  /** Parsed files GitHub runs. */
  accepted: WorkflowFile[]
  /** Files GitHub refuses (parsed or not). */
  refused: RefusedFile[]
  /** Files doctor could not read, and GitHub may run. */
  unread: WorkflowFile[]
  /** Folders named like workflow files. */
  folders: WorkflowFile[]
  /** Each required check another CI does not post (the first {@link MAX_REQUIRED_CHECKS}). */
  checks: CheckFacts[]
  /** Required checks past {@link MAX_REQUIRED_CHECKS}, not checked. */
  uncheckedCount: number
}

/** The most required checks doctor checks (a `.trunk/trunk.yaml` in a PR may name 100,000). */
export const MAX_REQUIRED_CHECKS = 1000

/** Kinds of file problem by who refuses the file: GitHub too, doctor only, or nobody (a folder). */
const GITHUB_REFUSES = new Set(['yaml', 'symlink', 'too-large'])

/** Computes the facts, once. */
export function analyze(input: DoctorInput): Facts {
  const folder = input.folder ?? 'found'
  const { accepted, refused, unread, folders } = classify(input.workflows)
  const files = new Map(accepted.map((w) => [w.file, w]))
  const checkout: Checkout = { files, repository: input.repository }
  const events = testEvents(input.queue)
  // Workflows that only others call run as part of their callers.
  const entry = accepted.filter((w) =>
    Object.keys(triggersOf(w.data)).some((e) => e !== 'workflow_call'),
  )
  const total = newBudget()
  const productions = events.flatMap((ev) =>
    entry.flatMap((w) => productionsOf(w, ev, checkout, total)),
  )
  const named = new Map<string, Production[]>()
  for (const p of productions) {
    if (p.name === undefined) continue
    const list = named.get(p.name)
    if (list) list.push(p)
    else named.set(p.name, [p])
  }
  const external = new Set(input.externalChecks ?? [])
  const anywhere = once(() => anywhereIndex(accepted, checkout))
  const ctx = {
    folder,
    events,
    queue: input.queue,
    accepted,
    refused,
    unread,
    checkout,
    named,
    unknownNamed: productions.filter((p) => p.name === undefined),
    anywhere,
    names: once(() => nameIndex(anywhere().byName.keys())),
    refusedAnywhere: once(() => {
      // Their calls are followed into any parsed file (a refused caller of a file GitHub runs).
      const parsed = input.workflows.filter((w) => w.data !== undefined)
      const refusedParsed = refused.flatMap((r) => (r.wf.data === undefined ? [] : [r.wf]))
      const files = new Map(parsed.map((w) => [w.file, w]))
      return anywhereIndex(refusedParsed, { files, repository: input.repository })
    }),
  }
  const names = [...new Set(input.required.names)].filter((name) => !external.has(name))
  const checks = names
    .slice(0, MAX_REQUIRED_CHECKS)
    .map((name) => ({ name, productions: named.get(name) ?? [], verdict: verdictOf(name, ctx) }))
  const uncheckedCount = names.length - checks.length
  return {
    input,
    queue: input.queue,
    folder,
    events,
    accepted,
    refused,
    unread,
    folders,
    checks,
    uncheckedCount,
  }
}

/** `make()`'s value, made on the first call. */
function once<T>(make: () => T): () => T {
  let made: { v: T } | undefined
  return () => (made ??= { v: make() }).v
}

/** The files by what GitHub and doctor make of them. */
function classify(workflows: WorkflowFile[]) {
  const accepted: WorkflowFile[] = []
  const refused: RefusedFile[] = []
  const unread: WorkflowFile[] = []
  const folders: WorkflowFile[] = []
  for (const wf of workflows) {
    const p = wf.problem
    if (p?.kind === 'folder') folders.push(wf)
    else if (p && GITHUB_REFUSES.has(p.kind))
      refused.push({ wf, refusal: { line: p.line, why: problemText(p) } })
    else if (p) unread.push(wf)
    else {
      const own = refusalsOf(wf)
      if (own.length) refused.push({ wf, refusal: own[0] as Refusal })
      else accepted.push(wf)
    }
  }
  const all = new Map(workflows.filter((w) => w.problem?.kind !== 'folder').map((w) => [w.file, w]))
  const calls = callRefusals(all, new Set(refused.map((r) => r.wf.file)))
  return {
    accepted: accepted.filter((w) => !calls.has(w.file)),
    refused: [
      ...refused,
      ...accepted
        .filter((w) => calls.has(w.file))
        .map((wf) => ({ wf, refusal: calls.get(wf.file)![0]! })),
    ],
    unread,
    folders,
  }
}
