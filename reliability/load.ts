/**
 * The emulator under load: a bounded autocannon run (loopback, fixed duration) of mixed submit,
 * cancel, status (getSubmittedPullRequest) and upload (setImpactedTargets) requests over many
 * PRs, then a check that the emulator's state agrees with what the responses said. The emulator
 * is the bundled one (dist/emulator/index.js), in its own process, with a manual clock so no PR
 * merges or fails on its own.
 *
 * Operations on one PR never overlap (a PR is taken while a request for it is in flight), so the
 * order of its responses is the order the emulator applied them, and a simple model per PR says
 * what the state must be: one entry per submit that found the PR out of the queue, a cancelled
 * entry per acknowledged cancel, the last acknowledged priority and targets. A request still in
 * flight when the run stops may or may not have been applied: its PR is checked against both.
 */
import autocannon, { type Request } from 'autocannon'
import { spawn, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'
import { resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { newToken, shaFor } from './harness.js'

const REPO = { host: 'github.com', owner: 'acme', name: 'app' }
const BRANCH = 'main'
const PRIORITIES = [10, 100, 200]
const TARGETS = ['//a', '//b', '//c', '//d']

type OpKind = 'submit' | 'cancel' | 'status' | 'upload'

interface Op {
  kind: OpKind
  pr: number
  priority?: number
  targets?: string[] | 'ALL'
}

/** What the responses say a PR's record must be. */
interface PrModel {
  queued: boolean
  /** Entries created (a submit that found the PR out of the queue creates one). */
  entries: number
  cancels: number
  priority?: number
  targets?: string[] | 'ALL'
  /** The op sent and not answered when the run stopped. */
  inFlight?: Op
}

/** The load run's figures and the state check's verdict. */
export interface LoadResult {
  durationS: number
  connections: number
  prs: number
  requests: number
  requestsPerSecond: number
  latencyP50Ms: number
  latencyP99Ms: number
  latencyMaxMs: number
  errors: number
  timeouts: number
  non2xx: number
  /** Non-2xx the model expected: cancel or status of a PR not in the queue (404). */
  expected404: number
  byOperation: Record<OpKind, { sent: number; ok: number }>
  /** Requests the emulator logged (all of them, control API excepted). */
  emulatorLogged: number
  /** PRs whose last request was in flight at the stop (checked against both outcomes). */
  inFlightAtStop: number
  /** Active queue entries at the end, and entries in all (active and finished). */
  activeEntries: number
  allEntries: number
  /** Disagreements between the responses and the state (must be none). */
  mismatches: string[]
  ok: boolean
}

function apply(m: PrModel, op: Op, status: number, body: string, problems: string[]): void {
  const at = `PR #${op.pr} ${op.kind}`
  switch (op.kind) {
    case 'submit':
      if (status !== 200) return void problems.push(`${at}: HTTP ${status}`)
      if (!m.queued) m.entries++
      m.queued = true
      m.priority = op.priority
      return
    case 'cancel':
      if (status === 200) {
        if (!m.queued) problems.push(`${at}: 200, but the PR was not in the queue`)
        m.cancels++
        m.queued = false
      } else if (status === 404) {
        if (m.queued) problems.push(`${at}: 404, but the PR was in the queue`)
      } else problems.push(`${at}: HTTP ${status}`)
      return
    case 'status': {
      if (status === 404) {
        if (m.entries > 0) problems.push(`${at}: 404, but the PR was submitted`)
        return
      }
      if (status !== 200) return void problems.push(`${at}: HTTP ${status}`)
      const pr = JSON.parse(body) as {
        state: string
        isCurrentlySubmittedToQueue: boolean
        priorityValue: number
      }
      if (m.entries === 0) problems.push(`${at}: 200, but the PR was never submitted`)
      if (m.queued) {
        if (['cancelled', 'merged', 'failed'].includes(pr.state) || !pr.isCurrentlySubmittedToQueue)
          problems.push(`${at}: ${pr.state}, but the PR is in the queue`)
        if (pr.priorityValue !== m.priority)
          problems.push(`${at}: priority ${pr.priorityValue}, last acknowledged ${m.priority}`)
      } else if (m.entries > 0 && pr.state !== 'cancelled') {
        problems.push(`${at}: ${pr.state}, but the PR was cancelled`)
      }
      return
    }
    case 'upload':
      if (status !== 200) return void problems.push(`${at}: HTTP ${status}`)
      m.targets = op.targets
      return
  }
}

interface Entry {
  prNumber: number
  state: string
  priorityValue: number
  targets: string[] | 'ALL' | null
}

/** Problems with PR n's records against its model (empty when they agree). */
function compare(n: number, m: PrModel, active: Entry[], finished: Entry[]): string[] {
  const p: string[] = []
  if (active.length > 1) p.push(`PR #${n}: ${active.length} active entries`)
  if ((active.length === 1) !== m.queued)
    p.push(`PR #${n}: in queue ${active.length === 1}, model ${m.queued}`)
  if (finished.length !== m.cancels)
    p.push(`PR #${n}: ${finished.length} finished entries, ${m.cancels} cancels acknowledged`)
  if (finished.some((e) => e.state !== 'cancelled'))
    p.push(`PR #${n}: a finished entry not cancelled`)
  if (active.length + finished.length !== m.entries)
    p.push(`PR #${n}: ${active.length + finished.length} entries, ${m.entries} created by submits`)
  if (m.queued && active[0] && active[0].priorityValue !== m.priority)
    p.push(`PR #${n}: priority ${active[0].priorityValue}, last acknowledged ${m.priority}`)
  const any = active[0] ?? finished[0]
  if (m.targets !== undefined && any && JSON.stringify(any.targets) !== JSON.stringify(m.targets))
    p.push(
      `PR #${n}: targets ${JSON.stringify(any.targets)}, last acknowledged ${JSON.stringify(m.targets)}`,
    )
  return p
}

/** Starts the bundled emulator in its own process; resolves with its base URL. */
async function startBundledEmulator(token: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [resolve('dist/emulator/index.js'), '--port', '0', '--token', token, '--manual-clock'],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  )
  const first = await new Promise<string>((res, rej) => {
    const rl = createInterface({ input: child.stdout! })
    rl.once('line', (l) => res(l))
    child.once('exit', (code) => rej(new Error(`the emulator exited with code ${code}`)))
  })
  const m = /listening on (http:\/\/\S+\/v1)/.exec(first)
  if (!m) throw new Error(`unexpected first line from the emulator: ${first}`)
  return { url: m[1] as string, child }
}

/** Runs the load for `durationS` seconds with `connections` connections over `prs` PRs. */
export async function runLoad(
  options: { durationS: number; connections: number; prs: number; seed?: number } = {
    durationS: 5,
    connections: 16,
    prs: 200,
  },
): Promise<LoadResult> {
  const token = newToken()
  const { url, child } = await startBundledEmulator(token)
  const origin = url.replace(/\/v1$/, '')
  const headers = { 'x-api-token': token, 'content-type': 'application/json' }
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    })
    const text = await res.text()
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status}: ${text}`)
    return text
  }
  try {
    await post('/v1/createQueue', { repo: REPO, targetBranch: BRANCH })
    // Room for every PR to test at once: the runs never end (the clock stands still).
    await post('/v1/updateQueue', { repo: REPO, targetBranch: BRANCH, concurrency: 50 })
    await post('/_control/requests/reset', {})

    // A seeded generator, so a run's mix of operations is reproducible.
    let seed = options.seed ?? 20261122
    const random = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff
      return seed / 0x80000000
    }
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T
    const models = new Map<number, PrModel>()
    for (let n = 1; n <= options.prs; n++) models.set(n, { queued: false, entries: 0, cancels: 0 })
    const free = [...models.keys()]
    const problems: string[] = []
    const sent: Record<OpKind, number> = { submit: 0, cancel: 0, status: 0, upload: 0 }
    const ok: Record<OpKind, number> = { submit: 0, cancel: 0, status: 0, upload: 0 }
    let expected404 = 0

    const setupRequest = (req: Request, context: Record<string, unknown>): Request => {
      const i = Math.floor(random() * free.length)
      const n = free[i] as number
      free[i] = free[free.length - 1] as number
      free.pop()
      const r = random()
      const kind: OpKind = r < 0.35 ? 'submit' : r < 0.55 ? 'cancel' : r < 0.8 ? 'status' : 'upload'
      const op: Op = { kind, pr: n }
      const ref = { repo: REPO, targetBranch: BRANCH, pr: { number: n } }
      let path: string
      let body: unknown
      if (kind === 'submit') {
        op.priority = pick(PRIORITIES)
        path = '/v1/submitPullRequest'
        body = { ...ref, priority: op.priority }
      } else if (kind === 'cancel') {
        path = '/v1/cancelPullRequest'
        body = ref
      } else if (kind === 'status') {
        path = '/v1/getSubmittedPullRequest'
        body = ref
      } else {
        op.targets = random() < 0.1 ? 'ALL' : TARGETS.filter(() => random() < 0.5)
        path = '/v1/setImpactedTargets'
        body = { ...ref, pr: { number: n, sha: shaFor(n) }, impactedTargets: op.targets }
      }
      sent[kind]++
      ;(models.get(n) as PrModel).inFlight = op
      context.op = op
      return { ...req, method: 'POST', path, headers, body: JSON.stringify(body) }
    }
    const onResponse = (status: number, body: string, context: Record<string, unknown>) => {
      const op = context.op as Op
      const m = models.get(op.pr) as PrModel
      m.inFlight = undefined
      if (status >= 200 && status < 300) ok[op.kind]++
      else if (status === 404 && (op.kind === 'cancel' || op.kind === 'status')) expected404++
      apply(m, op, status, body, problems)
      free.push(op.pr)
    }

    const result = await autocannon({
      url: origin,
      connections: options.connections,
      duration: options.durationS,
      pipelining: 1,
      timeout: 10,
      requests: [{ method: 'POST', setupRequest, onResponse }],
    })

    // Let the emulator finish what was in flight at the stop, then read its state.
    await sleep(300)
    const state = JSON.parse(
      await (await fetch(`${origin}/_control/state`, { headers })).text(),
    ) as { queues: { entries: Entry[]; finished: Entry[] }[] }
    const log = JSON.parse(
      await (await fetch(`${origin}/_control/requests`, { headers })).text(),
    ) as { total: number }
    const q = state.queues[0] ?? { entries: [], finished: [] }
    let inFlightAtStop = 0
    for (const [n, m] of models) {
      const active = q.entries.filter((e) => e.prNumber === n)
      const finished = q.finished.filter((e) => e.prNumber === n)
      const without = compare(n, m, active, finished)
      if (!m.inFlight) {
        problems.push(...without)
        continue
      }
      // Sent, never answered: applied or not, one of the two must hold.
      inFlightAtStop++
      const after: PrModel = { ...m }
      const scratch: string[] = []
      const status = m.inFlight.kind === 'cancel' && !m.queued ? 404 : 200
      if (m.inFlight.kind !== 'status') apply(after, m.inFlight, status, '', scratch)
      const withOp = compare(n, after, active, finished)
      if (without.length && withOp.length) problems.push(...withOp)
    }
    const activePrs = q.entries.map((e) => e.prNumber)
    if (new Set(activePrs).size !== activePrs.length) problems.push('a PR is in the queue twice')
    const requests = Object.values(sent).reduce((a, b) => a + b, 0)
    if (result.errors) problems.push(`${result.errors} connection errors`)
    if (result.non2xx !== expected404)
      problems.push(`${result.non2xx - expected404} unexpected non-2xx answers`)
    // Every answered request was logged; unanswered ones may or may not have arrived.
    const answered = result['2xx'] + result.non2xx
    if (log.total < answered || log.total > requests)
      problems.push(
        `the emulator logged ${log.total} requests; ${answered} were answered of ${requests} sent`,
      )
    return {
      durationS: result.duration,
      connections: options.connections,
      prs: options.prs,
      requests: answered,
      requestsPerSecond: result.requests.average,
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      latencyMaxMs: result.latency.max,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      expected404,
      byOperation: Object.fromEntries(
        (Object.keys(sent) as OpKind[]).map((k) => [k, { sent: sent[k], ok: ok[k] }]),
      ) as LoadResult['byOperation'],
      emulatorLogged: log.total,
      inFlightAtStop,
      activeEntries: q.entries.length,
      allEntries: q.entries.length + q.finished.length,
      mismatches: problems,
      ok: problems.length === 0,
    }
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGINT')
      await exited
    }
  }
}
