/**
 * The fault scenarios: the bundled action against the emulator's fault mode (and, for the
 * token-echo and redirect rows, a loopback sink). Transient faults must end in success,
 * persistent ones in a clear, typed failure; none in a stack trace, none with the token in the
 * log, an output or the summary.
 */
import { pullRequestEvent, type ActionRun } from '../__fixtures__/action-runner.js'
import { Outputs } from '../src/inputs/constants.js'
import { submittedPr, queue as queueSample } from '../__fixtures__/wire-samples.js'
import {
  BRANCH,
  REPO,
  errorMessage,
  maskedFirst,
  pool,
  runLikeRunner,
  shaFor,
  stackLines,
  startConnectRecorder,
  startRig,
  startSink,
  tokenLeaks,
  warnings,
  type ApiVersion,
  type Rig,
  type Sink,
} from './harness.js'

export type { ApiVersion }

/** The APIs every scenario runs over, unless it says why it cannot. */
export const API_VERSIONS: readonly ApiVersion[] = ['v1', 'v2']

/** The operations the scenarios fault and count, as each API names them in the emulator. */
export interface ApiOperations {
  /** The first read of a PR's state: a status read, a wait's first poll, a submit's settling read. */
  prRead: string
  /** A wait's later polls (v2 reads the PR by its id once it knows it). */
  prPoll: string
  submit: string
  /** The first read of the queue (status and wait show the PR's position). */
  queueRead: string
}

export const API_OPERATIONS: Record<ApiVersion, ApiOperations> = {
  v1: {
    prRead: 'getSubmittedPullRequest',
    prPoll: 'getSubmittedPullRequest',
    submit: 'submitPullRequest',
    queueRead: 'getQueue',
  },
  v2: {
    prRead: 'pullRequests.resolveByCoordinates',
    prPoll: 'pullRequests.get',
    submit: 'mergeQueues.submitPullRequest',
    queueRead: 'mergeQueues.get',
  },
}

/** The exit bound after SIGINT: the runner sends SIGTERM (and then kills) 7.5 s after it. */
export const SIGINT_EXIT_BOUND_MS = 7_500

const MINUTE = 60_000
/** The PR the scenarios wait on or read (submitted before the run). */
const PR = 7
/** The PR the submit scenarios submit (registered, not submitted). */
const NEW_PR = 8

/** What one scenario found. */
export interface Verdict {
  ok: boolean
  /** What happened, in a few words. */
  happened: string
  problems: string[]
}

/** Everything a scenario's setup and check may use. */
export interface ScenarioContext {
  rig: Rig
  /** The API of this run, and its operation names. */
  api: ApiVersion
  ops: ApiOperations
  sink: Sink
  /** The CONNECT lines the proxy saw (proxy scenarios). */
  proxied: string[]
}

export interface Scenario {
  id: string
  /** The fault, as the table's first column shows it. */
  fault: string
  /** transient: ends in success; persistent: a clear, typed failure; signal: cancelled. */
  class: 'transient' | 'persistent' | 'signal'
  expected: string
  command: string
  inputs?: Record<string, string>
  /** Run the action against the sink instead of the emulator. */
  againstSink?: boolean
  /**
   * Run against the default api-url through a loopback HTTPS_PROXY that closes each CONNECT or
   * never answers it (nothing leaves the machine).
   */
  proxy?: 'close' | 'silent'
  /** The sink's answer (default: a JSON `{}`). */
  sinkReply?: Parameters<typeof startSink>[0]
  /** State and faults, set up just before the run. */
  prepare?: (c: ScenarioContext) => Promise<void> | void
  kill?: {
    when: RegExp
    /** The signal waits, after `when`, until the emulator has had this many requests. */
    afterRequests?: number
  }
  /** Scenario-specific checks; push to `problems`, return what happened. */
  check: (r: ActionRun, c: ScenarioContext, problems: string[]) => string
  /** Slow (about 30 s): only in the full run, and only once (not again with RUNNER_DEBUG). */
  slow?: boolean
  /** Why the scenario cannot apply to an API (it is not run there; the table says why). */
  notOn?: Partial<Record<ApiVersion, string>>
  /** What differs over one API (e.g. a v2 run against the emulator where v1 uses the sink). */
  over?: Partial<Record<ApiVersion, Partial<Omit<Scenario, 'over' | 'notOn' | 'id'>>>>
  /** Run over v2 in the quick run too (the others run over v2 in the full run only). */
  quickV2?: boolean
}

/** One run of one scenario, with the figures the tables show. */
export interface ScenarioResult {
  scenario: Scenario
  api: ApiVersion
  debug: boolean
  verdict: Verdict
  code: number | null
  outcome: string
  errorKind: string
  /** API requests the emulator logged, by operation. */
  requests: Record<string, number>
  ms: number
  /** ms from SIGINT to exit, for the signal rows. */
  exitAfterSignalMs?: number
  leaks: string[]
  stackLines: number
  /** The waits before retries the client announced (debug runs only), ms. */
  waits: number[]
}

const seen = (c: ScenarioContext, op: string) => c.rig.seen()[op] ?? 0

function expectEq(problems: string[], what: string, got: unknown, want: unknown): void {
  if (got !== want)
    problems.push(`${what}: ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`)
}

/** The delays the client announced before retries (debug lines only). */
function retryDelays(r: ActionRun): { reason: string; ms: number }[] {
  return [
    // v2 operation ids have a dot (pullRequests.get).
    ...r.stdout.matchAll(/::debug::[\w.]+: ([\w-]+) after attempt \d+; retrying in (\d+) ms/g),
  ].map((m) => ({ reason: m[1] as string, ms: Number(m[2]) }))
}

/** Checks every transient scenario shares: success, exit code 0. */
function succeeded(r: ActionRun, problems: string[]): void {
  expectEq(problems, 'outcome', r.outputs[Outputs.Outcome], 'success')
  expectEq(problems, 'exit code', r.code, 0)
}

/** Checks every persistent scenario shares: a typed error, non-zero exit, a message. */
function failedWith(r: ActionRun, problems: string[], kind: string): string {
  expectEq(problems, 'outcome', r.outputs[Outputs.Outcome], 'error')
  expectEq(problems, 'error-kind', r.outputs[Outputs.ErrorKind], kind)
  if (r.code === 0) problems.push('exit code 0 on a failure')
  const message = errorMessage(r)
  if (!message) problems.push('no ::error:: line')
  return message
}

function short(text: string, max = 110): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

/** Register PR n's head sha (so the queue entry is not stale) without submitting it. */
async function register(c: ScenarioContext, n: number): Promise<void> {
  await c.rig.control('/pull-requests', {
    repo: REPO,
    number: n,
    headSha: shaFor(n),
    baseBranch: BRANCH,
    title: `PR ${n}`,
  })
}

/** PR `n` submitted, tested and merged (5 emulated minutes of testing). */
async function mergedPr(c: ScenarioContext, n = PR): Promise<void> {
  await c.rig.submit(n)
  c.rig.advance(10 * MINUTE)
}

/** After a submit: PR n is in the queue exactly once, and nothing of it was finished. */
function onceInQueue(c: ScenarioContext, problems: string[], n: number): string {
  const q = c.rig.emu.state().queues[0]
  const active = q?.entries.filter((e) => e.prNumber === n).length ?? 0
  const finished = q?.finished.filter((e) => e.prNumber === n).length ?? 0
  expectEq(problems, `queue entries of PR #${n}`, active, 1)
  expectEq(problems, `finished entries of PR #${n}`, finished, 0)
  return `in queue ${active}×`
}

const readRetry = (
  id: string,
  fault: string,
  rules: (c: ScenarioContext) => Parameters<Rig['setFaults']>[0]['rules'],
  attempts: number,
): Scenario => ({
  id,
  fault,
  class: 'transient',
  expected: `success after ${attempts} attempts of the read`,
  command: 'status',
  prepare: async (c) => {
    await c.rig.submit(PR)
    c.rig.setFaults({ rules: rules(c) })
  },
  check: (r, c, p) => {
    succeeded(r, p)
    const n = seen(c, c.ops.prRead)
    // v1's merge estimate of a queued PR comes in the same read (includeEstimatedTimeToMerge).
    expectEq(p, `${c.ops.prRead} requests`, n, attempts)
    return `success, ${n} attempts, state ${r.outputs[Outputs.State]}`
  },
})

/** A scenario with one more check. */
function withCheck(s: Scenario, more: (r: ActionRun, p: string[]) => void): Scenario {
  return {
    ...s,
    check: (r, c, p) => {
      more(r, p)
      return s.check(r, c, p)
    },
  }
}

type Rules = Parameters<Rig['setFaults']>[0]['rules']

const submitRetry = (
  id: string,
  fault: string,
  rules: (c: ScenarioContext) => Rules,
  submits: number,
  expected: string,
): Scenario => ({
  id,
  fault,
  class: 'transient',
  expected,
  command: 'submit',
  inputs: { 'pr-number': String(NEW_PR) },
  prepare: async (c) => {
    await register(c, NEW_PR)
    c.rig.setFaults({ rules: rules(c) })
  },
  check: (r, c, p) => {
    succeeded(r, p)
    const where = onceInQueue(c, p, NEW_PR)
    const n = seen(c, c.ops.submit)
    expectEq(p, `${c.ops.submit} requests`, n, submits)
    return `success, ${where}, ${n} submit request(s), ${prReads(c)} reads`
  },
})

/** The PR the requeue scenarios put back (its test run timed out: a cause not its own). */
const DROPPED_PR = 9

/**
 * A requeue under a fault on its one submit: PR 9's queue test run timed out before the run; the
 * requeue decides once, and whatever the fault, the emulator ends with PR 9 in the queue exactly
 * once (one effective submit for the one decision), `requests` submit requests sent in all.
 */
const requeueFault = (
  id: string,
  fault: string,
  rules: (c: ScenarioContext) => Rules,
  requests: number,
  expected: string,
): Scenario => ({
  id,
  fault,
  class: 'transient',
  expected,
  command: 'requeue',
  inputs: { 'pr-number': String(DROPPED_PR) },
  quickV2: true,
  prepare: async (c) => {
    await c.rig.control('/outcomes', {
      repo: REPO,
      number: DROPPED_PR,
      outcome: 'timeout',
      durationMs: MINUTE,
    })
    await c.rig.submit(DROPPED_PR)
    c.rig.advance(3 * MINUTE)
    c.rig.setFaults({ rules: rules(c) })
  },
  check: (r, c, p) => {
    succeeded(r, p)
    expectEq(p, 'requeued', r.outputs[Outputs.Requeued], 'true')
    expectEq(p, 'requeue-decision', r.outputs[Outputs.RequeueDecision], 'requeued')
    const q = c.rig.emu.state().queues[0]
    const active = q?.entries.filter((e) => e.prNumber === DROPPED_PR).length ?? 0
    expectEq(p, `queue entries of PR #${DROPPED_PR} (effective submits)`, active, 1)
    const n = seen(c, c.ops.submit)
    expectEq(p, `${c.ops.submit} requests`, n, requests)
    return `requeued, in queue ${active}×, ${n} submit request(s), ${prReads(c)} reads`
  },
})

/** Reads of the PR's state (v2: by number, then by id). */
const prReads = (c: ScenarioContext) =>
  seen(c, c.ops.prRead) + (c.ops.prPoll === c.ops.prRead ? 0 : seen(c, c.ops.prPoll))

/** Every scenario, in table order. */
export const SCENARIOS: Scenario[] = [
  withCheck(
    readRetry(
      '429-seconds',
      '429 with Retry-After: 1 (seconds), twice',
      (c) => [
        {
          operation: c.ops.prRead,
          kind: 'status',
          status: 429,
          retryAfter: '1',
          count: 2,
        },
      ],
      3,
    ),
    (r, p) => {
      // With RUNNER_DEBUG the client says how long it waits: never less than Retry-After.
      const short = retryDelays(r).filter((d) => d.ms < 1000)
      if (short.length) p.push(`waited ${short[0]?.ms} ms, less than Retry-After (1 s)`)
    },
  ),
  {
    ...readRetry(
      '429-date',
      '429 with Retry-After as an HTTP date (3 s ahead)',
      (c) => [
        {
          operation: c.ops.prRead,
          kind: 'status',
          status: 429,
          retryAfter: new Date(Date.now() + 3000).toUTCString(),
          count: 1,
        },
      ],
      2,
    ),
  },
  readRetry(
    '5xx-burst-read',
    'burst of 500, 502, 503, 504 on a read',
    (c) =>
      ([500, 502, 503, 504] as const).map((status) => ({
        operation: c.ops.prRead,
        kind: 'status' as const,
        status,
        count: 1,
      })),
    5,
  ),
  submitRetry(
    '5xx-burst-submit',
    'burst of 503, 500 on submit (a write)',
    (c) => [
      { operation: c.ops.submit, kind: 'status', status: 503, count: 1 },
      { operation: c.ops.submit, kind: 'status', status: 500, count: 1 },
    ],
    3,
    'success; each 5xx settled by a read before sending again; PR in queue once',
  ),
  readRetry(
    'reset-read',
    'connection reset before headers (twice), on a read',
    (c) => [{ operation: c.ops.prRead, kind: 'reset', count: 2 }],
    3,
  ),
  {
    ...submitRetry(
      'reset-submit',
      'connection reset before headers, on submit',
      (c) => [{ operation: c.ops.submit, kind: 'reset', count: 1 }],
      2,
      'success; the reset settled by a read, then sent again; PR in queue once',
    ),
    quickV2: true,
  },
  readRetry(
    'truncated',
    'truncated body (headers, half the body, close)',
    (c) => [{ operation: c.ops.prRead, kind: 'truncate', count: 1 }],
    2,
  ),
  {
    id: 'slow-headers-wait',
    fault: 'slow headers (8 s) past the attempt timeout, during wait',
    class: 'transient',
    expected: 'the slow poll times out (5 s), the next one succeeds: MERGED',
    command: 'wait',
    inputs: {
      'request-timeout-seconds': '5',
      'poll-interval-seconds': '1',
      'timeout-seconds': '60',
    },
    prepare: async (c) => {
      await mergedPr(c)
      c.rig.setFaults({
        rules: [{ operation: c.ops.prRead, kind: 'slow-headers', delayMs: 8000, count: 1 }],
      })
    },
    check: (r, c, p) => {
      succeeded(r, p)
      expectEq(p, 'state', r.outputs[Outputs.State], 'MERGED')
      const w = warnings(r).find((x) => /Could not read the PR's state/.test(x)) ?? ''
      if (!/timeout|time/i.test(w)) p.push(`no warning about the timed-out poll (${w})`)
      return `success (MERGED) after ${prReads(c)} polls; warned: ${short(w.replace(/^.*?: /, ''), 70)}`
    },
  },
  {
    id: 'slow-headers-status',
    fault: 'slow headers (8 s) past the deadline, every time',
    class: 'persistent',
    expected: 'error-kind=timeout at request-timeout-seconds (5 s)',
    command: 'status',
    inputs: { 'request-timeout-seconds': '5' },
    prepare: async (c) => {
      await c.rig.submit(PR)
      c.rig.setFaults({
        rules: [{ operation: c.ops.prRead, kind: 'slow-headers', delayMs: 8000 }],
      })
    },
    check: (r, c, p) => {
      const m = failedWith(r, p, 'timeout')
      if (!/timeout|deadline/.test(m)) p.push(`message does not say it timed out: ${m}`)
      return `error-kind=timeout, ${seen(c, c.ops.prRead)} attempt(s): ${short(m)}`
    },
  },
  {
    id: 'slow-headers-default',
    fault: 'slow headers (35 s) past the 30 s attempt timeout, default deadline',
    class: 'transient',
    expected: 'attempt 1 times out at 30 s, attempt 2 succeeds',
    command: 'status',
    slow: true,
    prepare: async (c) => {
      await c.rig.submit(PR)
      c.rig.setFaults({
        rules: [{ operation: c.ops.prRead, kind: 'slow-headers', delayMs: 35_000, count: 1 }],
      })
    },
    check: (r, c, p) => {
      succeeded(r, p)
      expectEq(p, `${c.ops.prRead} requests`, seen(c, c.ops.prRead), 2)
      return `success after 2 attempts in ${(r.ms / 1000).toFixed(1)} s`
    },
  },
  readRetry(
    'invalid-json',
    'invalid JSON on a 200, once',
    (c) => [{ operation: c.ops.prRead, kind: 'invalid-json', count: 1 }],
    2,
  ),
  {
    id: 'invalid-json-persistent',
    fault: 'invalid JSON on a 200, every time',
    class: 'persistent',
    expected: 'error-kind=response-shape after one retry, quoting the body start',
    command: 'status',
    prepare: async (c) => {
      await c.rig.submit(PR)
      c.rig.setFaults({ rules: [{ operation: c.ops.prRead, kind: 'invalid-json' }] })
    },
    check: (r, c, p) => {
      const m = failedWith(r, p, 'response-shape')
      expectEq(p, `${c.ops.prRead} requests`, seen(c, c.ops.prRead), 2)
      if (!/not valid JSON/.test(m)) p.push(`message: ${m}`)
      return `error-kind=response-shape after 2 attempts: ${short(m)}`
    },
  },
  readRetry(
    'html-502',
    'HTML 502 page, twice',
    (c) => [{ operation: c.ops.prRead, kind: 'html-502', count: 2 }],
    3,
  ),
  {
    id: 'html-502-persistent',
    fault: 'HTML 502 page, every time',
    class: 'persistent',
    expected: 'error-kind=server; the page reduced to its title, no HTML',
    command: 'status',
    inputs: { 'request-timeout-seconds': '5' },
    prepare: async (c) => {
      await c.rig.submit(PR)
      c.rig.setFaults({ rules: [{ operation: c.ops.prRead, kind: 'html-502' }] })
    },
    check: (r, c, p) => {
      const m = failedWith(r, p, 'server')
      if (/<\s*\/?\s*[a-z!]/i.test(m)) p.push(`HTML in the message: ${m}`)
      return `error-kind=server after ${seen(c, c.ops.prRead)} attempts: ${short(m)}`
    },
  },
  {
    id: 'unknown-fields',
    fault: 'unknown fields in every response',
    class: 'transient',
    expected: 'success; unknown fields ignored',
    command: 'status',
    prepare: async (c) => {
      await c.rig.submit(PR)
      c.rig.setFaults({ rules: [{ kind: 'unknown-fields' }] })
    },
    check: (r, c, p) => {
      succeeded(r, p)
      if (!/^(PENDING|TESTING)$/.test(r.outputs[Outputs.State] ?? ''))
        p.push(`state ${r.outputs[Outputs.State]}`)
      return `success, state ${r.outputs[Outputs.State]}, position ${r.outputs[Outputs.QueuePosition]}`
    },
  },
  {
    id: 'unknown-state',
    fault: 'unknown PR state (queued_for_bisection) twice, then MERGED, during wait',
    quickV2: true,
    class: 'transient',
    expected: 'the unknown state is not final; the wait goes on to MERGED',
    command: 'wait',
    inputs: { 'poll-interval-seconds': '1', 'timeout-seconds': '60' },
    prepare: async (c) => {
      await mergedPr(c)
      c.rig.setFaults({
        rules: [
          // Two polls: on v2 the first reads the PR by number, the second by id.
          ...(c.ops.prPoll === c.ops.prRead
            ? [{ operation: c.ops.prRead, kind: 'unknown-state' as const, count: 2 }]
            : [
                { operation: c.ops.prRead, kind: 'unknown-state' as const, count: 1 },
                { operation: c.ops.prPoll, kind: 'unknown-state' as const, count: 1 },
              ]),
          { operation: c.ops.queueRead, kind: 'unknown-fields' },
        ],
      })
    },
    check: (r, c, p) => {
      succeeded(r, p)
      expectEq(p, 'state', r.outputs[Outputs.State], 'MERGED')
      if (!/QUEUED_FOR_BISECTION/.test(r.stdout)) p.push('the unknown state was not reported')
      return `success (MERGED) after ${prReads(c)} polls; QUEUED_FOR_BISECTION logged`
    },
  },
  {
    id: 'retry-after-past-deadline',
    fault: '429 with Retry-After: 600, past the 120 s deadline',
    class: 'persistent',
    expected: 'error-kind=rate-limited at once (1 request, no sleep), saying why',
    command: 'status',
    prepare: async (c) => {
      await c.rig.submit(PR)
      c.rig.setFaults({
        rules: [{ operation: c.ops.prRead, kind: 'status', status: 429, retryAfter: '600' }],
      })
    },
    check: (r, c, p) => {
      const m = failedWith(r, p, 'rate-limited')
      expectEq(p, `${c.ops.prRead} requests`, seen(c, c.ops.prRead), 1)
      if (!/Retry-After/.test(m) || !/deadline/.test(m)) p.push(`message: ${m}`)
      return `error-kind=rate-limited, 1 request, exit after ${(r.ms / 1000).toFixed(1)} s: ${short(m.replace(/^.*?The server asked/, 'The server asked'))}`
    },
  },
  {
    id: 'drop-after-commit',
    fault: 'submit recorded, then the connection dropped (no answer)',
    quickV2: true,
    class: 'transient',
    expected: 'success; settled by a read; PR in queue exactly once; 1 submit request',
    command: 'submit',
    inputs: { 'pr-number': String(NEW_PR) },
    prepare: async (c) => {
      await register(c, NEW_PR)
      c.rig.setFaults({
        rules: [{ operation: c.ops.submit, kind: 'drop-after-commit', count: 1 }],
      })
    },
    check: (r, c, p) => {
      succeeded(r, p)
      const where = onceInQueue(c, p, NEW_PR)
      expectEq(p, `${c.ops.submit} requests`, seen(c, c.ops.submit), 1)
      return `success, ${where}, ${seen(c, c.ops.submit)} submit request, ${prReads(c)} reads`
    },
  },
  {
    id: 'truncated-submit',
    fault: 'submit recorded, then its answer cut short (headers, half the body, close)',
    class: 'transient',
    expected:
      'success; the cut answer settled by a read; PR in queue exactly once; 1 submit request',
    command: 'submit',
    inputs: { 'pr-number': String(NEW_PR) },
    quickV2: true,
    prepare: async (c) => {
      await register(c, NEW_PR)
      c.rig.setFaults({ rules: [{ operation: c.ops.submit, kind: 'truncate', count: 1 }] })
    },
    check: (r, c, p) => {
      succeeded(r, p)
      const where = onceInQueue(c, p, NEW_PR)
      expectEq(p, `${c.ops.submit} requests`, seen(c, c.ops.submit), 1)
      return `success, ${where}, ${seen(c, c.ops.submit)} submit request, ${prReads(c)} reads`
    },
  },
  requeueFault(
    'requeue-drop-after-commit',
    'requeue: its submit recorded, then the connection dropped (no answer)',
    (c) => [{ operation: c.ops.submit, kind: 'drop-after-commit', count: 1 }],
    1,
    'requeued; the drop settled by a read, not sent again; PR in queue exactly once',
  ),
  // The 503 took no effect, and the read after it shows so on the service's clock (the PR's
  // kick-out is older than the send): the client sends the submit again, once, and the PR is
  // requeued. (Until the reconcile placed the send on the service's clock, the emulator's clock
  // ahead of the runner's made the kick-out look newer than the send, read as "landed", and the
  // requeue said submit-failed.)
  requeueFault(
    'requeue-5xx-submit',
    'requeue: 503 on its submit (a write)',
    (c) => [{ operation: c.ops.submit, kind: 'status', status: 503, count: 1 }],
    2,
    'requeued; the 503 settled by a read (no effect), then sent again once; PR in queue exactly once',
  ),
  {
    id: 'sigint-wait',
    fault: 'SIGINT during wait (between polls)',
    class: 'signal',
    expected: `exit within ${SIGINT_EXIT_BOUND_MS / 1000} s, non-zero, outputs written (error-kind=cancelled)`,
    command: 'wait',
    inputs: { 'poll-interval-seconds': '5', 'timeout-seconds': '600' },
    kill: { when: /Position \d+ of \d+/ },
    prepare: (c) => c.rig.submit(PR),
    check: (r, _c, p) => signalled(r, p),
  },
  {
    id: 'sigint-request',
    fault: 'SIGINT while a poll hangs (slow headers, 20 s)',
    quickV2: true,
    class: 'signal',
    expected: `exit within ${SIGINT_EXIT_BOUND_MS / 1000} s, non-zero, outputs written (error-kind=cancelled)`,
    command: 'wait',
    inputs: { 'poll-interval-seconds': '5', 'timeout-seconds': '600' },
    // After the first request reached the emulator (where it hangs): the log line comes first.
    kill: { when: /Waiting up to/, afterRequests: 1 },
    prepare: async (c) => {
      await c.rig.submit(PR)
      c.rig.setFaults({
        // Every request hangs: the poll's first one (v2 lists the queues before the PR read).
        rules: [{ kind: 'slow-headers', delayMs: 20_000 }],
      })
    },
    check: (r, c, p) => {
      if (c.rig.total() < 1) p.push('no request was hanging at SIGINT')
      return signalled(r, p)
    },
  },
  {
    id: 'outage-wait',
    fault: 'outage (503 on every request) longer than the wait',
    class: 'persistent',
    expected: 'outcome=timeout, timed-out=true at timeout-seconds (6 s), saying the polls failed',
    command: 'wait',
    inputs: {
      'timeout-seconds': '6',
      'poll-interval-seconds': '1',
      'request-timeout-seconds': '5',
    },
    prepare: async (c) => {
      await c.rig.submit(PR)
      c.rig.setFaults({ rules: [{ kind: 'status', status: 503 }] })
    },
    check: (r, c, p) => {
      expectEq(p, 'outcome', r.outputs[Outputs.Outcome], 'timeout')
      expectEq(p, 'timed-out', r.outputs[Outputs.TimedOut], 'true')
      if (r.code === 0) p.push('exit code 0')
      const m = errorMessage(r)
      if (!/timed out/.test(m) || !/last poll failed/.test(m)) p.push(`message: ${m}`)
      return `outcome=timeout after ${c.rig.total()} requests, ${(r.ms / 1000).toFixed(1)} s: ${short(m)}`
    },
  },
  {
    id: 'outage-status',
    fault: 'outage (503 on every request) longer than the call deadline',
    class: 'persistent',
    expected: 'error-kind=server at request-timeout-seconds (5 s) or after 5 attempts',
    command: 'status',
    inputs: { 'request-timeout-seconds': '5' },
    prepare: async (c) => {
      await c.rig.submit(PR)
      c.rig.setFaults({ rules: [{ kind: 'status', status: 503 }] })
    },
    check: (r, c, p) => {
      const m = failedWith(r, p, 'server')
      // The first request fails (v1: the PR read; v2: the queue list): no request after it.
      const n = c.rig.total()
      if (n > 5) p.push(`${n} attempts (more than 5)`)
      if (!/[Gg]ave up/.test(m)) p.push(`message does not say it gave up: ${m}`)
      return `error-kind=server after ${n} attempts: ${short(m.replace(/^.*?(Gave up|The next retry)/, '$1'))}`
    },
  },
  {
    id: 'redirect',
    fault: '307 redirect to another loopback server',
    quickV2: true,
    class: 'persistent',
    expected: 'error-kind=redirect; the target sees no request (and no token)',
    command: 'status',
    prepare: async (c) => {
      await c.rig.submit(PR)
      c.rig.setFaults({
        rules: [
          {
            kind: 'redirect',
            location:
              c.api === 'v2'
                ? `${c.sink.origin}/v2/merge-queues?steal=1`
                : `${c.sink.url}/getSubmittedPullRequest?steal=1`,
          },
        ],
      })
    },
    check: (r, c, p) => {
      const m = failedWith(r, p, 'redirect')
      expectEq(p, 'requests at the redirect target', c.sink.requests.length, 0)
      return `error-kind=redirect, target saw ${c.sink.requests.length} requests: ${short(m)}`
    },
  },
  {
    id: 'proxy-drops-connect',
    fault: 'HTTPS_PROXY closes the connection at every CONNECT',
    class: 'persistent',
    expected: 'error-kind=network naming the proxy; one CONNECT per attempt, no reconnect loop',
    command: 'status',
    proxy: 'close',
    inputs: { 'request-timeout-seconds': '5' },
    check: (r, c, p) => {
      const m = failedWith(r, p, 'network')
      if (!/proxy failed the CONNECT/.test(m)) p.push(`message: ${m}`)
      if (c.proxied.length > 5) p.push(`${c.proxied.length} CONNECTs for at most 5 attempts`)
      return `error-kind=network, ${c.proxied.length} CONNECTs: ${short(m.replace(/^.*?network error /, ''))}`
    },
  },
  {
    id: 'proxy-silent',
    fault: 'HTTPS_PROXY accepts the connection and never answers CONNECT',
    class: 'persistent',
    expected: 'error-kind=timeout at request-timeout-seconds (5 s), not a hang',
    command: 'status',
    proxy: 'silent',
    inputs: { 'request-timeout-seconds': '5' },
    check: (r, c, p) => {
      const m = failedWith(r, p, 'timeout')
      return `error-kind=timeout after ${(r.ms / 1000).toFixed(1)} s, ${c.proxied.length} CONNECT: ${short(m)}`
    },
  },
  {
    id: 'token-echo-5xx',
    fault: 'a 500 whose body echoes the token',
    class: 'persistent',
    expected: 'error-kind=server; the echoed token shown as ***',
    command: 'status',
    inputs: { 'request-timeout-seconds': '5' },
    prepare: async (c) => {
      await c.rig.submit(PR)
      const header = c.api === 'v2' ? 'Authorization: Bearer ' : 'x-api-token='
      c.rig.setFaults({
        rules: [
          {
            kind: 'status',
            status: 500,
            body: `upstream refused ${header}${c.rig.key} for acme/app`,
          },
        ],
      })
    },
    check: (r, c, p) => {
      const m = failedWith(r, p, 'server')
      const header = c.api === 'v2' ? 'Authorization: Bearer ' : 'x-api-token='
      if (!m.includes(`${header}***`)) p.push(`the echo was not redacted: ${m}`)
      return `error-kind=server: ${short(m.replace(/^.*?The server said/, 'The server said'))}`
    },
    quickV2: true,
  },
  {
    id: 'token-echo-401',
    fault: 'a 401 whose body echoes the token sent (a server of its own)',
    class: 'persistent',
    expected: 'error-kind=auth; the echoed token shown as ***',
    command: 'status',
    againstSink: true,
    sinkReply: (req) => ({
      status: 401,
      contentType: 'text/plain',
      body: `invalid token ${String(req.headers['x-api-token'] ?? req.headers.authorization)}\nsecond line`,
    }),
    check: (r, _c, p) => {
      const m = failedWith(r, p, 'auth')
      if (!m.includes('***')) p.push(`the echo was not redacted: ${m}`)
      return `error-kind=auth: ${short(m.replace(/^.*?The server said/, 'The server said'))}`
    },
  },
  {
    id: 'token-echo-data',
    fault: 'a server that puts the token in the data of its 200s (title, author, enums)',
    class: 'transient',
    expected: 'success; the token shown nowhere (log, outputs, summary), debug on too',
    command: 'status',
    againstSink: true,
    sinkReply: (req) => {
      const token = String(req.headers['x-api-token'])
      const body = /getQueue/.test(req.url)
        ? queueSample({
            state: 'running',
            enqueuedPullRequests: [
              { ...submittedPr({ prTitle: token, prAuthor: token, state: token }), prNumber: PR },
            ],
          })
        : submittedPr({
            prNumber: PR,
            prSha: shaFor(PR),
            prTitle: `Fix ${token}`,
            prAuthor: token,
            priorityName: token,
            state: 'not_ready',
            readiness: { gitHubMergeability: token, requiresImpactedTargets: false },
          })
      return { status: 200, body: JSON.stringify(body) }
    },
    check: (r, _c, p) => {
      succeeded(r, p)
      return `success, state ${r.outputs[Outputs.State]}`
    },
    over: {
      // v2 answers are many shapes (queue list, PR page, queue, order): the emulator itself
      // serves the key as the PR's title and author (it cannot put it in an enum).
      v2: {
        fault: 'a server that puts the key in the data of its 200s (title, author)',
        againstSink: false,
        prepare: async (c) => {
          await c.rig.control('/pull-requests', {
            repo: REPO,
            number: PR,
            headSha: shaFor(PR),
            baseBranch: BRANCH,
            title: `Fix ${c.rig.key}`,
            author: c.rig.key,
          })
          await c.rig.submit(PR)
        },
      },
    },
  },
  {
    id: '429-no-retry-after',
    fault: "429 without Retry-After, twice (v2's edge limits send none)",
    class: 'transient',
    expected: 'success after 3 attempts of the read, waiting by backoff',
    command: 'status',
    quickV2: true,
    prepare: async (c) => {
      await c.rig.submit(PR)
      c.rig.setFaults({
        rules: [{ operation: c.ops.prRead, kind: 'status', status: 429, count: 2 }],
      })
    },
    check: (r, c, p) => {
      succeeded(r, p)
      const n = seen(c, c.ops.prRead)
      // v1's merge estimate of a queued PR comes in the same read (includeEstimatedTimeToMerge).
      expectEq(p, `${c.ops.prRead} requests`, n, 3)
      const reasons = retryDelays(r).map((d) => d.reason)
      if (reasons.some((x) => x !== 'rate-limited')) p.push(`retried for ${reasons.join(', ')}`)
      return `success, ${n} attempts, state ${r.outputs[Outputs.State]}`
    },
  },
  {
    id: 'already-queued-submit',
    fault: 'submit of a PR already in the queue, the first answer a 503',
    class: 'transient',
    expected:
      'success, never an error; settled by a read (v2 would answer 409 PR_ALREADY_ENQUEUED to a blind re-send); PR in queue once',
    command: 'submit',
    inputs: { 'pr-number': String(NEW_PR) },
    quickV2: true,
    prepare: async (c) => {
      await c.rig.submit(NEW_PR)
      c.rig.setFaults({
        rules: [{ operation: c.ops.submit, kind: 'status', status: 503, count: 1 }],
      })
    },
    check: (r, c, p) => {
      succeeded(r, p)
      const where = onceInQueue(c, p, NEW_PR)
      const n = seen(c, c.ops.submit)
      if (n > 2) p.push(`${n} submit requests`)
      return `success, ${where}, ${n} submit request(s), ${prReads(c)} reads`
    },
  },
]

function signalled(r: ActionRun, p: string[]): string {
  if (r.signalledAtMs === undefined) {
    p.push('the signal was never sent (the trigger line did not appear)')
    return 'not signalled'
  }
  const after = r.ms - r.signalledAtMs
  if (after > SIGINT_EXIT_BOUND_MS) p.push(`exited ${after} ms after SIGINT`)
  if (r.code === 0) p.push('exit code 0 after SIGINT')
  expectEq(p, 'outcome', r.outputs[Outputs.Outcome], 'error')
  expectEq(p, 'error-kind', r.outputs[Outputs.ErrorKind], 'cancelled')
  const missing = Object.values(Outputs).filter((o) => !(o in r.outputs))
  if (missing.length) p.push(`outputs not written: ${missing.join(', ')}`)
  return `exit ${r.code} ${(after / 1000).toFixed(2)} s after SIGINT, error-kind=${r.outputs[Outputs.ErrorKind]}, ${Object.keys(r.outputs).length} outputs written`
}

/** The scenario as it runs over `api` (its `over` fields applied). */
export function scenarioFor(s: Scenario, api: ApiVersion): Scenario {
  return { ...s, ...s.over?.[api] }
}

/**
 * Runs one scenario on its own emulator (and sink) over one API (the action picks v2 from a
 * `trunk_v2_` key); debug sets RUNNER_DEBUG=1.
 */
export async function runScenario(
  scenario: Scenario,
  debug: boolean,
  api: ApiVersion = 'v1',
): Promise<ScenarioResult> {
  const s = scenarioFor(scenario, api)
  const rig = await startRig({ api })
  const sink = await startSink(
    s.sinkReply ??
      (() => ({
        status: 200,
        body: JSON.stringify(s.againstSink ? submittedPr() : queueSample()),
      })),
  )
  const proxy = s.proxy ? await startConnectRecorder(s.proxy) : undefined
  const c: ScenarioContext = {
    rig,
    api,
    ops: API_OPERATIONS[api],
    sink,
    proxied: proxy?.seen ?? [],
  }
  try {
    await s.prepare?.(c)
    await rig.resetCounts()
    const r = await runLikeRunner({
      inputs: {
        command: s.command,
        'api-token': rig.key,
        'api-url': s.proxy ? '' : s.againstSink ? (api === 'v2' ? sink.origin : sink.url) : rig.url,
        ...s.inputs,
      },
      event: pullRequestEvent(
        Number(s.inputs?.['pr-number'] ?? PR),
        shaFor(Number(s.inputs?.['pr-number'] ?? PR)),
      ),
      env: {
        ...(debug ? { RUNNER_DEBUG: '1' } : {}),
        ...(proxy ? { HTTPS_PROXY: proxy.url } : {}),
      },
      kill: s.kill
        ? {
            signal: 'SIGINT',
            when: s.kill.when,
            andWhen: () => rig.total() >= (s.kill?.afterRequests ?? 0),
          }
        : undefined,
    })
    const problems: string[] = []
    const happened = s.check(r, c, problems)
    const leaks = tokenLeaks(r, rig.key)
    if (leaks.length) problems.push(`token in ${leaks.join(', ')}`)
    if (!maskedFirst(r, rig.key)) problems.push('the token was printed before ::add-mask::')
    const stack = stackLines(r)
    if (stack.length) problems.push(`stack trace: ${stack[0]}`)
    if (!(Outputs.Outcome in r.outputs)) problems.push('no outcome output')
    if (r.outputs[Outputs.ApiVersion] !== undefined && r.outputs[Outputs.ApiVersion] !== api) {
      problems.push(`api-version ${r.outputs[Outputs.ApiVersion]}, expected ${api}`)
    }
    const sent = (q: (typeof sink.requests)[number]) =>
      q.headers['x-api-token'] === rig.key || q.headers.authorization === `Bearer ${rig.key}`
    if (sink.requests.some(sent) && !s.againstSink) problems.push('the token reached the sink')
    return {
      scenario,
      api,
      debug,
      verdict: { ok: problems.length === 0, happened, problems },
      code: r.code,
      outcome: r.outputs[Outputs.Outcome] ?? '',
      errorKind: r.outputs[Outputs.ErrorKind] ?? '',
      requests: rig.seen(),
      ms: r.ms,
      exitAfterSignalMs: r.signalledAtMs === undefined ? undefined : r.ms - r.signalledAtMs,
      leaks,
      stackLines: stack.length,
      waits: retryDelays(r).map((d) => d.ms),
    }
  } finally {
    await proxy?.close()
    await sink.close()
    await rig.close()
  }
}

/** One run to make: a scenario, an API, debug off or on. */
interface PlannedRun {
  scenario: Scenario
  api: ApiVersion
  debug: boolean
}

/**
 * The runs of a reliability run. v1: every scenario without and with RUNNER_DEBUG=1 (slow ones
 * once, full runs only). v2: the same in a full run; in a quick run only the scenarios marked
 * `quickV2`, once each (debug off), to keep CI's time. A scenario never runs over an API it
 * names in `notOn`.
 */
export function planRuns(options: {
  quick: boolean
  only?: string[]
  apis?: readonly ApiVersion[]
}) {
  const chosen = SCENARIOS.filter(
    (s) => (!options.only || options.only.includes(s.id)) && !(s.slow && options.quick),
  )
  const runs: PlannedRun[] = []
  for (const api of options.apis ?? API_VERSIONS) {
    for (const s of chosen) {
      if (s.notOn?.[api] !== undefined) continue
      if (api === 'v2' && options.quick && !s.quickV2) continue
      const once = s.slow || (api === 'v2' && options.quick)
      runs.push({ scenario: s, api, debug: false })
      if (!once) runs.push({ scenario: s, api, debug: true })
    }
  }
  return runs
}

/** Runs the planned scenarios (see {@link planRuns}), the slow ones first. */
export async function runScenarios(
  options: {
    quick: boolean
    concurrency: number
    only?: string[]
    apis?: readonly ApiVersion[]
  } = {
    quick: false,
    concurrency: 4,
  },
): Promise<ScenarioResult[]> {
  const planned = planRuns(options)
  // The slow ones first, so they overlap everything else.
  const ordered = [
    ...planned.filter((p) => p.scenario.slow),
    ...planned.filter((p) => !p.scenario.slow),
  ]
  const results = await pool(
    options.concurrency,
    ordered.map((p) => () => runScenario(p.scenario, p.debug, p.api)),
  )
  return results.sort(
    (a, b) =>
      SCENARIOS.indexOf(a.scenario) - SCENARIOS.indexOf(b.scenario) ||
      a.api.localeCompare(b.api) ||
      Number(a.debug) - Number(b.debug),
  )
}
