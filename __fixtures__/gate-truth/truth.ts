/**
 * The gate against the generated truth: what it must answer for a run written by one writer
 * (expected), and the gate run through its public entry (checkTestResults) with a fake client
 * holding the tests Trunk knows (gateOn). Shared by the differential test (bounded, in npm test)
 * and `npm run reliability` (longer).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { NotFoundError, trunkTestId, type TestCase } from '../../src/client/index.js'
import { checkTestResults } from '../../src/commands/check-test-results/gate.js'
import { type TestGateResult } from '../../src/commands/check-test-results/types.js'
import { type AllowableClass } from '../../src/commands/check-test-results/outcome.js'
import type { GenRun, GenTest, Known } from './model.js'
import type { ServiceIdentity, Writer } from './writers.js'

export const REPO = { host: 'github.com', owner: 'acme', name: 'app' } as const
const ORG = 'acme'
const NOW = Date.parse('2026-11-20T12:00:00Z')
/** Where a report names the workspace's absolute path (replaced by the real one). */
export const WS = '/@workspace@'

/** What the gate must answer. */
export interface Expected {
  /** `error` when the report is cut short (a document), `not-success` for a cut Go stream. */
  outcome: 'success' | 'failure' | 'error' | 'not-success'
  /** Output values (absent for `error` / `not-success`). */
  outputs?: {
    'failed-tests-count': string
    'quarantined-failures-count': string
    'flaky-failures-count': string
    'unexplained-failures-count': string
    'passed-on-retry-count': string
  }
  /** For messages: each named failure and the class it must get. */
  failures: { name: string; class: string }[]
}

/** One service test case from what Trunk records of a test. */
export function serviceTest(id: ServiceIdentity, known: Exclude<Known, undefined>): TestCase {
  const testId = trunkTestId({
    orgUrlSlug: ORG,
    repoFullName: `${REPO.host}/${REPO.owner}/${REPO.name}`,
    ...(id.file_path !== undefined ? { file: id.file_path } : {}),
    ...(id.classname !== undefined ? { classname: id.classname } : {}),
    ...(id.parent !== undefined ? { parent: id.parent } : {}),
    name: id.name,
    variant: id.variant ?? '',
  })
  return {
    id: testId,
    repository: { html_url: 'https://github.com/acme/app' },
    html_url: `https://app.trunk.io/acme/flaky-tests/test/${testId}`,
    name: id.name,
    variant: id.variant ?? '',
    ...(id.classname !== undefined ? { classname: id.classname } : {}),
    ...(id.parent !== undefined ? { parent: id.parent } : {}),
    ...(id.file_path !== undefined ? { file_path: id.file_path } : {}),
    status: {
      value: known === 'broken' ? 'broken' : 'flaky',
      reason: '',
      timestamp: '2026-11-19T00:00:00Z',
    },
    most_common_failures: [],
    failure_rate_last_7d: 0.2,
    failure_rate_last_24h: 0.2,
    codeowners: [],
    pull_requests_impacted_last_7d: 1,
    quarantined: known === 'quarantined',
  } as TestCase
}

/**
 * A quarantined test of the same name that is not this one: in another file whose path ends
 * with this one's (where the report records files), else in another class.
 */
function decoyOf(w: Writer, id: ServiceIdentity): ServiceIdentity {
  if (w.recorded.includes('file_path') && id.file_path !== undefined)
    return { ...id, file_path: `vendor/legacy/${id.file_path}` }
  return {
    ...id,
    ...(id.classname !== undefined ? { classname: `${id.classname}.Legacy` } : {}),
    ...(id.parent !== undefined ? { parent: `${id.parent}.Legacy` } : {}),
  }
}

/** The tests Trunk knows for a run written by `w` (one per identity; decoys included). */
export function serviceTests(w: Writer, run: GenRun): TestCase[] {
  const seen = new Map<string, TestCase>()
  const add = (id: ServiceIdentity, k: Exclude<Known, undefined>) => {
    const t = serviceTest(id, k)
    if (!seen.has(t.id)) seen.set(t.id, t)
  }
  for (const t of run.tests) if (t.known) add(w.identity(t), t.known)
  for (const t of run.tests) if (t.decoy) add(decoyOf(w, w.identity(t)), 'quarantined')
  return [...seen.values()]
}

const FIELDS = ['name', 'classname', 'parent', 'file_path', 'variant'] as const

/**
 * The class a failure must get: the one service test that agrees with it on every field both
 * the report and the service record; several: ambiguous (never forgiven); none: new.
 */
function classOf(w: Writer, t: GenTest, known: readonly TestCase[]): string {
  const id = w.identity(t)
  const fits = known.filter((k) =>
    FIELDS.every((f) => {
      if (!w.recorded.includes(f)) return true
      const mine = id[f]
      const theirs = (k as Record<string, unknown>)[f] as string | undefined
      if (mine === undefined || theirs === undefined || theirs === '') return f !== 'name'
      return mine === theirs
    }),
  )
  if (fits.length > 1) return 'ambiguous'
  const k = fits[0]
  if (!k) return 'new'
  return k.quarantined ? 'quarantined' : k.status.value === 'flaky' ? 'flaky' : 'broken'
}

/** What the gate must answer for `run` written by `w`. */
export function expected(w: Writer, run: GenRun): Expected {
  const { tests, unfinished } = w.reported(run)
  const known = serviceTests(w, run)
  const retried = (t: GenTest) => (w.retries ? t.attempts : t.attempts.slice(-1))
  const failedTests = tests.filter((t) => !t.skipped && t.attempts.at(-1) === 'fail')
  const failures = failedTests.map((t) => ({
    name: w.identity(t).name,
    class: classOf(w, t, known),
  }))
  if (w.loadErrors === 'test')
    for (let i = 0; i < run.loadErrors; i++)
      failures.push({ name: `load error ${i}`, class: 'new' })
  const passedOnRetry = tests.filter(
    (t) => !t.skipped && retried(t).at(-1) === 'pass' && retried(t).includes('fail'),
  ).length
  const outside = (w.loadErrors === 'outside' ? run.loadErrors : 0) + unfinished
  const anyFailure = failures.length + run.loadErrors + unfinished > 0
  if (run.truncateAt !== undefined)
    return { outcome: w.document ? 'error' : 'not-success', failures }
  const allowed = new Set<string>(run.allow)
  const count = (c: string) => failures.filter((f) => f.class === c).length
  const unexplained = failures.filter((f) => !allowed.has(f.class)).length + outside
  // A report that cannot show a test file that did not load never vouches for a failed step.
  const blind = w.loadErrors === 'absent' && !w.complete
  const outcome = unexplained > 0 || (blind && anyFailure) ? 'failure' : 'success'
  return {
    outcome,
    outputs: {
      'failed-tests-count': String(failures.length + outside),
      'quarantined-failures-count': String(count('quarantined')),
      'flaky-failures-count': String(count('flaky')),
      'unexplained-failures-count': String(unexplained),
      'passed-on-retry-count': String(passedOnRetry),
    },
    failures,
  }
}

/** Whether the generated run failed the test step (a failure anywhere, as the tool exits). */
export function stepFailed(w: Writer, run: GenRun): boolean {
  const { tests, unfinished } = w.reported(run)
  return (
    run.loadErrors > 0 ||
    unfinished > 0 ||
    tests.some((t) => !t.skipped && t.attempts.at(-1) === 'fail')
  )
}

/** Cuts a report short at `at` (0..1) of its text, always before its end. */
export function cut(w: Writer, text: string, at: number): string {
  const body = text.trimEnd()
  if (w.document) return body.slice(0, Math.max(1, Math.floor(at * (body.length - 1))))
  // A go test -json stream: inside its last package's events, before the package's last one
  // (a stream cut between packages is a shorter, whole stream).
  const lines = body.split('\n')
  const lastPkg = /"Package":"([^"]+)"/.exec(lines.at(-1) ?? '')?.[1]
  const first = lines.findIndex(
    (l) => lastPkg !== undefined && l.includes(`"Package":"${lastPkg}"`),
  )
  const start = lines.slice(0, Math.max(first, 0)).join('\n').length
  return body.slice(0, start + Math.floor(at * (body.length - 1 - start)))
}

/** How the gate is run on some report files. */
export interface GateRun {
  /** The tests Trunk knows. */
  known: readonly TestCase[]
  allow: readonly AllowableClass[]
  /** Globs the team marks `complete:` (JUnit that shows failures outside tests). */
  complete?: string[]
  testOutcome: 'success' | 'failure'
}

/**
 * The gate on `files` in a fresh workspace (removed after), through its public entry, with a
 * fake client that lists `known` and answers a look-up by id from them (404 otherwise).
 */
export async function gate(
  files: readonly (readonly [path: string, text: string | Buffer])[],
  o: GateRun,
): Promise<TestGateResult> {
  const ws = mkdtempSync(join(tmpdir(), 'gate-truth-'))
  try {
    for (const [p, text] of files) {
      mkdirSync(dirname(join(ws, p)), { recursive: true })
      writeFileSync(join(ws, p), typeof text === 'string' ? text.split(WS).join(ws) : text)
    }
    const client = {
      async *failingTestPages() {
        yield { tests: [...o.known], page: { next_page_token: '' } } as never
      },
      async getTestDetails(req: { test_id: string }) {
        const t = o.known.find((k) => k.id === req.test_id.toLowerCase())
        if (t) return t
        throw new NotFoundError({ operation: 'getTestDetails', status: 404 })
      },
    }
    return await checkTestResults(
      { client, clock: { now: () => NOW }, log: { info() {}, warning() {}, debug() {} } },
      {
        repo: { ...REPO },
        orgUrlSlug: ORG,
        testReports: ['**/*.xml', '**/*.json', '**/*.trx'],
        ...(o.complete ? { completeReports: o.complete } : {}),
        allowFailures: new Set<AllowableClass>(o.allow),
        workspace: ws,
        testOutcome: o.testOutcome,
      },
    )
  } finally {
    rmSync(ws, { recursive: true, force: true })
  }
}

/** The gate's answer on `run` written by `w`, with the service knowing `serviceTests`. */
export async function gateOn(w: Writer, run: GenRun): Promise<TestGateResult> {
  // The writers put absolute paths under the workspace where their tool does: {@link WS},
  // replaced by the workspace's path once it exists.
  const files = w.write(run, WS)
  if (run.truncateAt !== undefined && files[0])
    files[0] = [files[0][0], cut(w, files[0][1], run.truncateAt)]
  return gate(files, {
    known: serviceTests(w, run),
    allow: run.allow,
    ...(w.complete ? { complete: ['**/*.xml'] } : {}),
    testOutcome: stepFailed(w, run) ? 'failure' : 'success',
  })
}

/** The gate's answer set beside the truth, or undefined when they agree. */
export function disagreement(exp: Expected, r: TestGateResult): string | undefined {
  const got = {
    outcome: r.outcome,
    ...Object.fromEntries(
      Object.keys(exp.outputs ?? {}).map((k) => [k, r.outputs[k as keyof typeof r.outputs]]),
    ),
  }
  const want = { outcome: exp.outcome, ...exp.outputs }
  const outcomeOk =
    exp.outcome === 'not-success' ? r.outcome !== 'success' : r.outcome === exp.outcome
  const outputsOk = Object.entries(exp.outputs ?? {}).every(
    ([k, v]) => r.outputs[k as keyof typeof r.outputs] === v,
  )
  if (outcomeOk && outputsOk) return undefined
  return `expected ${JSON.stringify(want)}\n     got ${JSON.stringify(got)}\n failures ${JSON.stringify(exp.failures)}\n gate said: ${r.failure ?? r.outcome}`
}
