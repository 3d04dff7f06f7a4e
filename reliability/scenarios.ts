/**
 * The fault scenarios: the bundled action against the emulator's fault mode (and, for the
 * token-echo and redirect rows, a loopback sink). Transient faults must end in success,
 * persistent ones in a clear, typed failure; none in a stack trace, none with the token in the
 * log, an output or the summary.
 */
import { pullRequestEvent, type ActionRun } from '../__fixtures__/action-runner.js'
import { Outputs } from '../src/commands/common/constants.js'
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
  type Rig,
  type Sink,
} from './harness.js'

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
  kill?: { when: RegExp }
  /** Scenario-specific checks; push to `problems`, return what happened. */
  check: (r: ActionRun, c: ScenarioContext, problems: string[]) => string
  /** Slow (about 30 s): only in the full run, and only once (not again with RUNNER_DEBUG). */
  slow?: boolean
}

/** One run of one scenario, with the figures the tables show. */
export interface ScenarioResult {
  scenario: Scenario
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
    ...r.stdout.matchAll(/::debug::\w+: ([\w-]+) after attempt \d+; retrying in (\d+) ms/g),
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
    const n = seen(c, 'getSubmittedPullRequest')
    expectEq(p, 'getSubmittedPullRequest requests', n, attempts)
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

const submitRetry = (
  id: string,
  fault: string,
  rules: Parameters<Rig['setFaults']>[0]['rules'],
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
    c.rig.setFaults({ rules })
  },
  check: (r, c, p) => {
    succeeded(r, p)
    const where = onceInQueue(c, p, NEW_PR)
    const n = seen(c, 'submitPullRequest')
    expectEq(p, 'submitPullRequest requests', n, submits)
    return `success, ${where}, ${n} submit request(s), ${seen(c, 'getSubmittedPullRequest')} reads`
  },
})

/** Every scenario, in table order. */
export const SCENARIOS: Scenario[] = [
  withCheck(
    readRetry(
      '429-seconds',
      '429 with Retry-After: 1 (seconds), twice',
      () => [
        {
          operation: 'getSubmittedPullRequest',
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
      () => [
        {
          operation: 'getSubmittedPullRequest',
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
    () =>
      ([500, 502, 503, 504] as const).map((status) => ({
        operation: 'getSubmittedPullRequest' as const,
        kind: 'status' as const,
        status,
        count: 1,
      })),
    5,
  ),
  submitRetry(
    '5xx-burst-submit',
    'burst of 503, 500 on submit (a write)',
    [
      { operation: 'submitPullRequest', kind: 'status', status: 503, count: 1 },
      { operation: 'submitPullRequest', kind: 'status', status: 500, count: 1 },
    ],
    3,
    'success; each 5xx settled by a read before sending again; PR in queue once',
  ),
  readRetry(
    'reset-read',
    'connection reset before headers (twice), on a read',
    () => [{ operation: 'getSubmittedPullRequest', kind: 'reset', count: 2 }],
    3,
  ),
  submitRetry(
    'reset-submit',
    'connection reset before headers, on submit',
    [{ operation: 'submitPullRequest', kind: 'reset', count: 1 }],
    2,
    'success; the reset settled by a read, then sent again; PR in queue once',
  ),
  readRetry(
    'truncated',
    'truncated body (headers, half the body, close)',
    () => [{ operation: 'getSubmittedPullRequest', kind: 'truncate', count: 1 }],
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
        rules: [
          { operation: 'getSubmittedPullRequest', kind: 'slow-headers', delayMs: 8000, count: 1 },
        ],
      })
    },
    check: (r, c, p) => {
      succeeded(r, p)
      expectEq(p, 'state', r.outputs[Outputs.State], 'MERGED')
      const w = warnings(r).find((x) => /Could not read the PR's state/.test(x)) ?? ''
      if (!/timeout|time/i.test(w)) p.push(`no warning about the timed-out poll (${w})`)
      return `success (MERGED) after ${seen(c, 'getSubmittedPullRequest')} polls; warned: ${short(w.replace(/^.*?: /, ''), 70)}`
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
        rules: [{ operation: 'getSubmittedPullRequest', kind: 'slow-headers', delayMs: 8000 }],
      })
    },
    check: (r, c, p) => {
      const m = failedWith(r, p, 'timeout')
      if (!/timeout|deadline/.test(m)) p.push(`message does not say it timed out: ${m}`)
      return `error-kind=timeout, ${seen(c, 'getSubmittedPullRequest')} attempt(s): ${short(m)}`
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
        rules: [
          { operation: 'getSubmittedPullRequest', kind: 'slow-headers', delayMs: 35_000, count: 1 },
        ],
      })
    },
    check: (r, c, p) => {
      succeeded(r, p)
      expectEq(p, 'getSubmittedPullRequest requests', seen(c, 'getSubmittedPullRequest'), 2)
      return `success after 2 attempts in ${(r.ms / 1000).toFixed(1)} s`
    },
  },
  readRetry(
    'invalid-json',
    'invalid JSON on a 200, once',
    () => [{ operation: 'getSubmittedPullRequest', kind: 'invalid-json', count: 1 }],
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
      c.rig.setFaults({ rules: [{ operation: 'getSubmittedPullRequest', kind: 'invalid-json' }] })
    },
    check: (r, c, p) => {
      const m = failedWith(r, p, 'response-shape')
      expectEq(p, 'getSubmittedPullRequest requests', seen(c, 'getSubmittedPullRequest'), 2)
      if (!/not valid JSON/.test(m)) p.push(`message: ${m}`)
      return `error-kind=response-shape after 2 attempts: ${short(m)}`
    },
  },
  readRetry(
    'html-502',
    'HTML 502 page, twice',
    () => [{ operation: 'getSubmittedPullRequest', kind: 'html-502', count: 2 }],
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
      c.rig.setFaults({ rules: [{ operation: 'getSubmittedPullRequest', kind: 'html-502' }] })
    },
    check: (r, c, p) => {
      const m = failedWith(r, p, 'server')
      if (/<\s*\/?\s*[a-z!]/i.test(m)) p.push(`HTML in the message: ${m}`)
      return `error-kind=server after ${seen(c, 'getSubmittedPullRequest')} attempts: ${short(m)}`
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
    class: 'transient',
    expected: 'the unknown state is not final; the wait goes on to MERGED',
    command: 'wait',
    inputs: { 'poll-interval-seconds': '1', 'timeout-seconds': '60' },
    prepare: async (c) => {
      await mergedPr(c)
      c.rig.setFaults({
        rules: [
          { operation: 'getSubmittedPullRequest', kind: 'unknown-state', count: 2 },
          { operation: 'getQueue', kind: 'unknown-fields' },
        ],
      })
    },
    check: (r, c, p) => {
      succeeded(r, p)
      expectEq(p, 'state', r.outputs[Outputs.State], 'MERGED')
      if (!/QUEUED_FOR_BISECTION/.test(r.stdout)) p.push('the unknown state was not reported')
      return `success (MERGED) after ${seen(c, 'getSubmittedPullRequest')} polls; QUEUED_FOR_BISECTION logged`
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
        rules: [
          { operation: 'getSubmittedPullRequest', kind: 'status', status: 429, retryAfter: '600' },
        ],
      })
    },
    check: (r, c, p) => {
      const m = failedWith(r, p, 'rate-limited')
      expectEq(p, 'getSubmittedPullRequest requests', seen(c, 'getSubmittedPullRequest'), 1)
      if (!/Retry-After/.test(m) || !/deadline/.test(m)) p.push(`message: ${m}`)
      return `error-kind=rate-limited, 1 request, exit after ${(r.ms / 1000).toFixed(1)} s: ${short(m.replace(/^.*?The server asked/, 'The server asked'))}`
    },
  },
  {
    id: 'drop-after-commit',
    fault: 'submit recorded, then the connection dropped (no answer)',
    class: 'transient',
    expected: 'success; settled by a read; PR in queue exactly once; 1 submit request',
    command: 'submit',
    inputs: { 'pr-number': String(NEW_PR) },
    prepare: async (c) => {
      await register(c, NEW_PR)
      c.rig.setFaults({
        rules: [{ operation: 'submitPullRequest', kind: 'drop-after-commit', count: 1 }],
      })
    },
    check: (r, c, p) => {
      succeeded(r, p)
      const where = onceInQueue(c, p, NEW_PR)
      expectEq(p, 'submitPullRequest requests', seen(c, 'submitPullRequest'), 1)
      return `success, ${where}, ${seen(c, 'submitPullRequest')} submit request, ${seen(c, 'getSubmittedPullRequest')} reads`
    },
  },
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
    class: 'signal',
    expected: `exit within ${SIGINT_EXIT_BOUND_MS / 1000} s, non-zero, outputs written (error-kind=cancelled)`,
    command: 'wait',
    inputs: { 'poll-interval-seconds': '5', 'timeout-seconds': '600' },
    kill: { when: /Waiting up to/ },
    prepare: async (c) => {
      await c.rig.submit(PR)
      c.rig.setFaults({
        rules: [{ operation: 'getSubmittedPullRequest', kind: 'slow-headers', delayMs: 20_000 }],
      })
    },
    check: (r, _c, p) => signalled(r, p),
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
      const n = seen(c, 'getSubmittedPullRequest')
      if (n > 5) p.push(`${n} attempts (more than 5)`)
      if (!/[Gg]ave up/.test(m)) p.push(`message does not say it gave up: ${m}`)
      return `error-kind=server after ${n} attempts: ${short(m.replace(/^.*?(Gave up|The next retry)/, '$1'))}`
    },
  },
  {
    id: 'redirect',
    fault: '307 redirect to another loopback server',
    class: 'persistent',
    expected: 'error-kind=redirect; the target sees no request (and no token)',
    command: 'status',
    prepare: async (c) => {
      await c.rig.submit(PR)
      c.rig.setFaults({
        rules: [{ kind: 'redirect', location: `${c.sink.url}/getSubmittedPullRequest?steal=1` }],
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
      c.rig.setFaults({
        rules: [
          {
            kind: 'status',
            status: 500,
            body: `upstream refused x-api-token=${c.rig.token} for acme/app`,
          },
        ],
      })
    },
    check: (r, _c, p) => {
      const m = failedWith(r, p, 'server')
      if (!m.includes('x-api-token=***')) p.push(`the echo was not redacted: ${m}`)
      return `error-kind=server: ${short(m.replace(/^.*?The server said/, 'The server said'))}`
    },
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
      body: `invalid token ${String(req.headers['x-api-token'])}\nsecond line`,
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

/** Runs one scenario on its own emulator (and sink); debug sets RUNNER_DEBUG=1. */
export async function runScenario(s: Scenario, debug: boolean): Promise<ScenarioResult> {
  const rig = await startRig()
  const sink = await startSink(
    s.sinkReply ??
      (() => ({
        status: 200,
        body: JSON.stringify(s.againstSink ? submittedPr() : queueSample()),
      })),
  )
  const proxy = s.proxy ? await startConnectRecorder(s.proxy) : undefined
  const c: ScenarioContext = { rig, sink, proxied: proxy?.seen ?? [] }
  try {
    await s.prepare?.(c)
    await rig.resetCounts()
    const r = await runLikeRunner({
      inputs: {
        command: s.command,
        'api-token': rig.token,
        'api-url': s.proxy ? '' : s.againstSink ? sink.url : rig.url,
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
      kill: s.kill ? { signal: 'SIGINT', when: s.kill.when } : undefined,
    })
    const problems: string[] = []
    const happened = s.check(r, c, problems)
    const leaks = tokenLeaks(r, rig.token)
    if (leaks.length) problems.push(`token in ${leaks.join(', ')}`)
    if (!maskedFirst(r, rig.token)) problems.push('the token was printed before ::add-mask::')
    const stack = stackLines(r)
    if (stack.length) problems.push(`stack trace: ${stack[0]}`)
    if (!(Outputs.Outcome in r.outputs)) problems.push('no outcome output')
    if (sink.requests.some((q) => q.headers['x-api-token'] === rig.token) && !s.againstSink)
      problems.push('the token reached the sink')
    return {
      scenario: s,
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

/** Runs the scenarios, each without and with RUNNER_DEBUG=1 (slow ones once, full runs only). */
export async function runScenarios(
  options: { quick: boolean; concurrency: number; only?: string[] } = {
    quick: false,
    concurrency: 4,
  },
): Promise<ScenarioResult[]> {
  const chosen = SCENARIOS.filter(
    (s) => (!options.only || options.only.includes(s.id)) && !(s.slow && options.quick),
  )
  // The slow one first, so it overlaps everything else.
  const ordered = [...chosen.filter((s) => s.slow), ...chosen.filter((s) => !s.slow)]
  const tasks = ordered.flatMap((s) =>
    s.slow
      ? [() => runScenario(s, false)]
      : [() => runScenario(s, false), () => runScenario(s, true)],
  )
  const results = await pool(options.concurrency, tasks)
  return results.sort(
    (a, b) =>
      SCENARIOS.indexOf(a.scenario) - SCENARIOS.indexOf(b.scenario) ||
      Number(a.debug) - Number(b.debug),
  )
}
