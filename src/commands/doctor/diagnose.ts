/**
 * doctor's verdict, a pure function of what it read: the queue's settings, the required checks
 * and where they came from, the workflow files, and what GitHub said of recent runs. Each required
 * check is looked for on every kind of test run (a push of a new `trunk-merge/**` branch, and the
 * draft PR when the queue opens one), on a few test branch names, so a filter that matches only
 * some of them is found too.
 */
import { finding, sortFindings, type Finding } from './findings.js'
import {
  productionsOf,
  triggerOf,
  triggersOf,
  uploadsImpactedTargets,
  type Checkout,
  type Place,
  type Production,
  type TestEvent,
} from './productions.js'
import { problemText, type WorkflowFile } from './workflow-file.js'

/** Test branch names as the service makes them (`trunk-merge/pr-N/<uuid>`), a few shapes of N. */
export const TEST_BRANCH_SAMPLES = [
  'trunk-merge/pr-7/5df78918-2b6d-4b8a-9a57-3c0e8a6b1f42',
  'trunk-merge/pr-1815/0fcd4c55-8e3a-4f0e-b1d6-2a9d7c3e5b10',
] as const

/** The queue's settings doctor reads. */
export interface QueueFacts {
  branch: string
  mode: string
  state: string
  createPrsForTestingBranches: boolean
  testingTimeoutMinutes: number
}

/** How long a workflow's recent successful runs took, where GitHub said. */
export interface RunDurations {
  /** The workflow file (relative to the checkout). */
  file: string
  /** The slowest of the recent runs, minutes. */
  slowestMinutes: number
  runs: number
}

/** Everything doctor decides on. */
export interface DoctorInput {
  queue: QueueFacts
  /** The required checks, and where they came from (for the message). */
  required: {
    names: string[]
    source: string
    /** False when some source could not be read: an empty list then says nothing. */
    complete?: boolean
  }
  workflows: WorkflowFile[]
  repository: string
  /** Checks another CI posts, which doctor does not look for (the `external-checks` input). */
  externalChecks?: readonly string[]
  durations?: RunDurations[]
}

/** The test runs doctor looks at. */
export function testEvents(q: QueueFacts): TestEvent[] {
  const pushes: TestEvent[] = TEST_BRANCH_SAMPLES.map((branch) => ({ kind: 'push', branch }))
  if (!q.createPrsForTestingBranches) return pushes
  return [
    ...pushes,
    ...TEST_BRANCH_SAMPLES.map((head): TestEvent => ({
      kind: 'pull_request',
      head,
      base: q.branch,
    })),
  ]
}

/** How well a check is produced on one test branch: its best production there. */
type Grade = 'runs' | 'paths' | 'unknown' | 'skipped' | 'none'
const GRADE_ORDER: Grade[] = ['runs', 'paths', 'unknown', 'skipped', 'none']

function gradeOf(p: Production): Grade {
  if (p.fate.kind === 'skipped') return 'skipped'
  if (p.fate.kind === 'unknown') return 'unknown'
  return p.trigger.kind === 'paths' ? 'paths' : 'runs'
}

const better = (a: Grade, b: Grade) => (GRADE_ORDER.indexOf(a) <= GRADE_ORDER.indexOf(b) ? a : b)

/** Runs the diagnosis. */
export function diagnose(input: DoctorInput): Finding[] {
  const out: Finding[] = []
  const { queue } = input
  const files = new Map(input.workflows.map((w) => [w.file.replace(/^\.\//, ''), w]))
  const checkout: Checkout = { files, repository: input.repository }
  for (const w of input.workflows) {
    if (w.error) {
      const then = {
        yaml: 'GitHub does not run it, and doctor cannot read what it produces. Fix the file.',
        aliases:
          'doctor does not expand them, so it cannot read what the file produces. Fix the file.',
        unreadable: 'doctor cannot read what it produces.',
      }[w.error.kind]
      out.push(
        finding(
          'invalid-workflow',
          '',
          { file: w.file, line: w.error.line },
          `${w.file} ${problemText(w.error)}: ${then}`,
        ),
      )
    }
  }
  const readable = input.workflows.filter((w) => w.data !== undefined)
  // Workflows that only others call run as part of their callers.
  const entry = readable.filter((w) =>
    Object.keys(triggersOf(w.data)).some((e) => e !== 'workflow_call'),
  )
  const events = testEvents(queue)
  const byEvent = events.map((ev) => ({
    ev,
    prods: entry.flatMap((w) => productionsOf(w, ev, checkout)),
  }))
  const external = new Set(input.externalChecks ?? [])
  const branchOf = (ev: TestEvent) => (ev.kind === 'push' ? ev.branch : ev.head)

  if (!input.required.names.length && input.required.complete !== false) {
    out.push(
      finding(
        'no-required-checks',
        '',
        undefined,
        `The queue for ${queue.branch} requires no checks (${input.required.source}): it merges what it tests without waiting for any. Set the queue's required statuses, or the branch protection's required checks.`,
      ),
    )
  }

  for (const check of input.required.names) {
    if (external.has(check)) continue
    const matching = byEvent.map(({ ev, prods }) => ({
      ev,
      prods: prods.filter((p) => p.name === check),
    }))
    const all = matching.flatMap((m) => m.prods)
    const waits = all.find((p) => p.waits)
    if (waits?.waits) {
      out.push(
        finding(
          'queue-deadlock',
          check,
          waits.waits,
          `Required check "${check}" runs a step that waits for the queue itself (wait for merged or tests_passed): the queue waits for the check and the check for the queue, until the testing timeout. Move the wait to a job that is not required, or wait only for states before testing.`,
        ),
      )
    }
    const validator = all.find((p) => p.validatesPr && p.fate.kind !== 'skipped')
    if (validator?.validatesPr) {
      out.push(
        finding(
          'pr-text-check',
          check,
          validator.validatesPr.at,
          `Required check "${check}" runs \`${validator.validatesPr.uses}\` on the draft PR the queue opens for each test branch, whose title and body are the service's, not the author's: if they do not pass its rules, every test run fails or waits. Skip the job on \`trunk-merge/\` heads (\`if: !startsWith(github.head_ref, 'trunk-merge/')\`), which GitHub then reports as passed, or stop requiring this check in the queue.`,
        ),
      )
    }
    // The best production of the check on each sample branch (push and PR of it together).
    const grades = new Map<string, { grade: Grade; p?: Production }>()
    for (const { ev, prods } of matching) {
      const b = branchOf(ev)
      for (const p of prods) {
        const g = gradeOf(p)
        const now = grades.get(b)
        if (!now || (better(g, now.grade) === g && g !== now.grade)) grades.set(b, { grade: g, p })
      }
      if (!grades.has(b)) grades.set(b, { grade: 'none' })
    }
    const per = [...grades.values()]
    const worstGrade = per
      .map((x) => x.grade)
      .reduce((a, b) => (better(a, b) === a ? b : a), 'runs' as Grade)
    if (worstGrade === 'runs') continue
    const someRun = per.some((x) => x.grade !== 'none')
    if (worstGrade === 'none' && someRun) {
      const ok = [...grades.entries()].filter(([, x]) => x.grade !== 'none').map(([b]) => b)
      const missing = [...grades.entries()].filter(([, x]) => x.grade === 'none').map(([b]) => b)
      const p = per.find((x) => x.p)?.p
      const why = whyNot(
        readable,
        check,
        events.filter((e) => missing.includes(branchOf(e))),
        checkout,
      )
      out.push(
        finding(
          'some-test-branches',
          check,
          why?.at ?? p?.at,
          `Required check "${check}" runs on some test branches (e.g. ${ok[0]}) but not on others (e.g. ${missing[0]})${why ? `: ${why.why}` : ''}. PRs tested there wait until the testing timeout. Match every test branch: \`trunk-merge/**\`.`,
        ),
      )
      continue
    }
    const best = per.find((x) => x.grade === worstGrade)?.p
    if (worstGrade === 'paths' && best && best.trigger.kind === 'paths') {
      out.push(
        finding(
          'path-filtered',
          check,
          best.trigger.at,
          `Required check "${check}" comes from ${best.trigger.at.file}, and ${best.trigger.why}. A test branch is a new branch, which GitHub diffs against the PR's changes, so for every other PR the check never reports and the PR waits until the testing timeout. Remove the path filter (filter inside the job instead, and let it pass), or require a check that always reports.`,
        ),
      )
      continue
    }
    if (worstGrade === 'skipped' && best && best.fate.kind === 'skipped') {
      out.push(
        finding(
          'skipped-by-if',
          check,
          best.fate.at,
          `Required check "${check}" is skipped (${best.fate.why}); GitHub reports a skipped job as passed, so the queue does not really test it. Let the job run on ${queue.createPrsForTestingBranches ? 'test branches and their draft PRs' : 'pushes to trunk-merge/**'}.`,
        ),
      )
      continue
    }
    if (worstGrade === 'unknown' && best && best.fate.kind === 'unknown') {
      out.push(
        finding(
          'undecidable',
          check,
          best.fate.at,
          `Whether required check "${check}" runs on the queue's test runs cannot be told: ${best.fate.why}. Check it by hand, or make the condition plain.`,
        ),
      )
      continue
    }
    // Not produced by name: a producer whose name cannot be known may still be it.
    const guesses = byEvent
      .flatMap((x) => x.prods)
      .filter((p) => p.name === undefined && check.startsWith(p.prefix ?? ''))
    if (guesses.length) {
      const g = guesses[0]!
      out.push(
        finding(
          'undecidable',
          check,
          g.at,
          `Required check "${check}" may come from this job, but its name cannot be known: ${g.unknownName ?? 'unknown'}. Give the job a plain name, or check the name by hand.`,
        ),
      )
      continue
    }
    out.push(notProduced(readable, check, events, checkout, queue))
  }

  if (queue.state === 'paused') {
    out.push(
      finding(
        'queue-paused',
        '',
        undefined,
        `The queue for ${queue.branch} is paused: it takes in PRs but tests and merges none until it runs again (update-queue with state running).`,
      ),
    )
  } else if (queue.state === 'draining') {
    out.push(
      finding(
        'queue-draining',
        '',
        undefined,
        `The queue for ${queue.branch} is draining: it finishes what it tests and takes no new PRs until it runs again (update-queue with state running).`,
      ),
    )
  }

  if (queue.mode === 'parallel') {
    const uploaders = readable.filter(
      (w) => 'pull_request' in triggersOf(w.data) || 'pull_request_target' in triggersOf(w.data),
    )
    const found = uploaders.map(uploadsImpactedTargets).find((p) => p)
    if (!found) {
      out.push(
        finding(
          'no-impacted-targets',
          '',
          undefined,
          `The queue for ${queue.branch} is parallel, and no workflow triggered on pull_request uploads impacted targets: every PR waits for its targets and is never tested. Add a pull_request job that runs upload-targets (README: "Upload impacted targets"), or switch the queue to single mode.`,
        ),
      )
    }
  }

  for (const d of input.durations ?? []) {
    if (queue.testingTimeoutMinutes > 0 && d.slowestMinutes > queue.testingTimeoutMinutes) {
      out.push(
        finding(
          'testing-timeout',
          '',
          { file: d.file, line: 1 },
          `The slowest of ${d.runs} recent successful runs of ${d.file} took ${Math.ceil(d.slowestMinutes)} min, longer than the queue's testing timeout of ${queue.testingTimeoutMinutes} min: such runs time out in the queue. Raise the testing timeout (update-queue testingTimeoutMinutes) or speed the workflow up.`,
        ),
      )
    }
  }
  return sortFindings(out)
}

/** Why a workflow that produces the check elsewhere does not on these events (its filter, its line). */
function whyNot(
  workflows: WorkflowFile[],
  check: string,
  events: TestEvent[],
  checkout: Checkout,
): { at: Place; why: string } | undefined {
  for (const w of workflows) {
    if (!producesAnywhere(w, check, checkout)) continue
    // A filter of a trigger it has says more than a trigger it lacks.
    const never = events
      .map((ev) => triggerOf(w, ev))
      .filter((t) => t.kind === 'never')
      .sort((a, b) => Number(a.why.startsWith('it is not')) - Number(b.why.startsWith('it is not')))
    const t = never[0]
    if (t) return { at: t.at, why: `${w.file}: ${t.why}` }
  }
  return undefined
}

/** Whether some job of the workflow reports the check on any push or PR (filters ignored). */
function producesAnywhere(w: WorkflowFile, check: string, checkout: Checkout): boolean {
  const free: WorkflowFile = {
    ...w,
    data: { ...(w.data as object), on: { push: null, pull_request: null } },
  }
  const evs: TestEvent[] = [
    { kind: 'push', branch: 'any' },
    { kind: 'pull_request', head: 'any', base: 'any' },
  ]
  return evs.some((ev) => productionsOf(free, ev, checkout).some((p) => p.name === check))
}

/** The finding for a check no workflow reports on test runs: why, where, what to change. */
function notProduced(
  workflows: WorkflowFile[],
  check: string,
  events: TestEvent[],
  checkout: Checkout,
  queue: QueueFacts,
): Finding {
  const elsewhere = workflows.filter((w) => producesAnywhere(w, check, checkout))
  const w = elsewhere[0]
  if (w) {
    const on = Object.keys(triggersOf(w.data))
    if (on.includes('merge_group') && !on.includes('push')) {
      return finding(
        'merge-group-only',
        check,
        { file: w.file, line: w.lineOf(['on']) },
        `Required check "${check}" comes from ${w.file}, which runs on \`merge_group\` (GitHub's own merge queue) but not on \`push\`: this service tests PRs on \`trunk-merge/**\` branches, so the check never reports and every PR waits until the testing timeout. Add \`push: branches: ['trunk-merge/**']\` to its triggers.`,
      )
    }
    const other = ['pull_request_target', 'workflow_run'].find((e) => on.includes(e))
    if (other && (other !== 'pull_request_target' || queue.createPrsForTestingBranches)) {
      return finding(
        'undecidable',
        check,
        { file: w.file, line: w.lineOf(['on', other]) },
        `Required check "${check}" comes from ${w.file}, which runs on \`${other}\` only: whether its checks report on the queue's test ${other === 'pull_request_target' ? "draft PRs (they run on the base branch's code and commit)" : 'runs (they belong to the triggering run)'} cannot be told from the workflow. Trigger it on \`push\` to \`trunk-merge/**\`, or check a test run by hand.`,
      )
    }
    const why = whyNot(workflows, check, events, checkout)
    return finding(
      'not-on-test-branches',
      check,
      why?.at ?? { file: w.file, line: w.lineOf(['on']) },
      `Required check "${check}" comes from ${w.file}, which does not run on the queue's test runs${why ? ` (${why.why.replace(`${w.file}: `, '')})` : ''}: every PR waits for it until the testing timeout. Trigger it on \`push\` to \`trunk-merge/**\`${queue.createPrsForTestingBranches ? ' (or on pull_request, which includes the draft PRs the queue opens)' : ''}.`,
    )
  }
  const matrix = /^(.*) \((.*)\)$/.exec(check)
  if (matrix) {
    for (const wf of workflows) {
      const jobs =
        (wf.data as { jobs?: Record<string, { name?: unknown; strategy?: { matrix?: unknown } }> })
          ?.jobs ?? {}
      for (const [id, job] of Object.entries(jobs)) {
        const name = typeof job?.name === 'string' ? job.name : id
        if (name === matrix[1] && job?.strategy?.matrix !== undefined) {
          return finding(
            'matrix-name',
            check,
            { file: wf.file, line: wf.lineOf(['jobs', id, 'strategy', 'matrix']) },
            `Required check "${check}" names a matrix combination (${matrix[2]}) that job \`${id}\` does not produce as written: its matrix expands to other values (after include and exclude), so the check never reports. Require a name the matrix produces, or change the matrix.`,
          )
        }
      }
    }
  }
  return finding(
    'missing-check',
    check,
    undefined,
    `No workflow in .github/workflows reports a check named "${check}", on test runs or anywhere: every PR waits for it until the testing timeout. Fix the name (required checks are matched exactly, case included), or, if another CI posts it, list it in external-checks and make sure that CI builds \`trunk-merge/**\` branches.`,
  )
}

/** The workflow files that produce a required check on some test run (whose runs' durations matter). */
export function requiredWorkflowFiles(input: DoctorInput): string[] {
  const files = new Map(input.workflows.map((w) => [w.file.replace(/^\.\//, ''), w]))
  const checkout: Checkout = { files, repository: input.repository }
  const wanted = new Set(input.required.names)
  const out = new Set<string>()
  for (const w of input.workflows) {
    if (w.data === undefined) continue
    for (const ev of testEvents(input.queue)) {
      if (productionsOf(w, ev, checkout).some((p) => p.name !== undefined && wanted.has(p.name))) {
        out.add(w.file)
      }
    }
  }
  return [...out].sort()
}
